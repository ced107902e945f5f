//! Declarations in a function body other than variables: `typedef` and
//! `typealias` and `struct` (the type is visible to the rest of its block, through the
//! innermost `type_scope` that each block pushes) and `using namespace`
//! (nothing to do: a namespace's members also have their plain names
//! where those are free, see `namespaces.rs`). Local constants (`const int N = 4;`)
//! are constant expressions for array sizes, switch cases and generic
//! arguments: each block records its locals in `local_consts` (the
//! constants with their value, the other locals as hiding any constant of
//! the same name outside).

use super::{Checker, Unit};
use crate::ast::{AggregateKind, DeclId, DeclKind, ModifierKind, VarStyle};

impl Checker<'_> {
    /// Opens a block of a function body: its type aliases and locals.
    pub fn enter_local_block(&mut self) {
        self.type_scope.push(Default::default());
        self.local_consts.push(Default::default());
        self.local_types.push(Default::default());
        self.local_enum_aliases.push(Default::default());
    }

    pub fn leave_local_block(&mut self) {
        self.type_scope.pop();
        self.local_consts.pop();
        self.local_types.pop();
        self.local_enum_aliases.pop();
    }

    /// Records local variable `d` in the innermost block: a `const` whose
    /// initializer is a constant expression with its value (converted to
    /// its declared type), any other local as no constant.
    pub fn note_local_const(&mut self, d: DeclId) {
        let decl = self.user.decl(d);
        let DeclKind::Var { style, name, ty, init, .. } = &decl.kind else { return };
        let constant = decl.modifiers.has(&ModifierKind::Const) && *style != VarStyle::Var;
        let value = match (constant, init) {
            (true, Some(e)) => {
                // `lower_local` reports what is wrong with the declaration.
                let reported = (self.diags.list.len(), self.diags.dropped);
                let folded = self.fold_const(Unit::User, *e).ok();
                let declared = ty.and_then(|t| self.resolve_type(Unit::User, t).ok());
                self.diags.list.truncate(reported.0);
                self.diags.dropped = reported.1;
                match (folded, declared) {
                    (Some((v, _)), Some(t)) => super::consts::convert(self.ctx, v, t).map(|v| (v, t)),
                    (Some(f), None) if ty.is_none() => Some(f),
                    _ => None,
                }
            }
            _ => None,
        };
        // A constant array of constants (`const int a[] = {1, 2};`): each
        // element under `a[i]` beside `a`, for `a[i]` in constant
        // expressions.
        let elements = match (constant, init.map(|e| &self.user.expr(e).kind)) {
            (true, Some(crate::ast::ExprKind::InitList(items))) => {
                let items = items.clone();
                let reported = (self.diags.list.len(), self.diags.dropped);
                let declared = ty.and_then(|t| self.resolve_type(Unit::User, t).ok());
                let elem = declared.and_then(|t| match *self.ctx.type_kind(t) {
                    nsl_ir::TypeKind::Array { elem, len } if len.is_none_or(|n| n as usize == items.len()) => {
                        self.ctx.is_scalar(elem).then_some(elem)
                    }
                    _ => None,
                });
                let values: Vec<_> = match elem {
                    Some(et) => items
                        .iter()
                        .map(|&i| {
                            let v = self.fold_const(Unit::User, i).ok()?;
                            super::consts::convert(self.ctx, v.0, et).map(|v| (v, et))
                        })
                        .collect(),
                    None => Vec::new(),
                };
                self.diags.list.truncate(reported.0);
                self.diags.dropped = reported.1;
                values
            }
            _ => Vec::new(),
        };
        if let Some(scope) = self.local_consts.last_mut() {
            scope.insert(name.name.clone(), value);
            for (i, v) in elements.into_iter().enumerate() {
                scope.insert(format!("{}[{i}]", name.name), v);
            }
        }
        // The declared type, for `sizeof(x)` (what `lower_local` reports
        // about it is not reported twice).
        let reported = (self.diags.list.len(), self.diags.dropped);
        let declared = ty.and_then(|t| self.resolve_type(Unit::User, t).ok());
        self.diags.list.truncate(reported.0);
        self.diags.dropped = reported.1;
        if let (Some(t), Some(scope)) = (declared, self.local_types.last_mut()) {
            scope.insert(name.name.clone(), t);
        }
    }

    /// Lowers local declaration `d` if it is one of these kinds; false if
    /// it is not.
    pub fn lower_local_type(&mut self, d: DeclId) -> bool {
        let decl = self.user.decl(d);
        match &decl.kind {
            DeclKind::TypeAlias { name, generics: None, ty } => {
                // On an error the alias stays undefined: uses report it.
                if let Ok(t) = self.resolve_type(Unit::User, *ty) {
                    if let Some(scope) = self.type_scope.last_mut() {
                        scope.insert(name.name.clone(), t);
                    }
                    // An alias of an enum names its cases too (`A.Case`).
                    let key = self.enum_key_of_type(Unit::User, *ty);
                    if let Some(scope) = self.local_enum_aliases.last_mut() {
                        match key {
                            Some(k) => scope.insert(name.name.clone(), k),
                            None => scope.remove(&name.name),
                        };
                    }
                }
                true
            }
            // `struct S { ... }` in a body: a struct of its own (named
            // `S` and, when that name is taken, `S` and a number), visible
            // to the rest of the block by its short name.
            DeclKind::Aggregate {
                name, generics: None, kind: AggregateKind::Struct | AggregateKind::Class, ..
            } => {
                let short = name.name.clone();
                let mut full = short.clone();
                let mut n = 1;
                while self.items.contains_key(&full) || self.structs.iter().any(|s| s.name == full) {
                    n += 1;
                    full = format!("{short}{n}");
                }
                if let Ok(s) = self.declare_struct(d, &full) {
                    let t = self.structs[s].ty;
                    if let Some(scope) = self.type_scope.last_mut() {
                        scope.insert(short, t);
                    }
                    self.declare_struct_members(d, s);
                }
                true
            }
            DeclKind::Using { .. } => true,
            _ => false,
        }
    }
}
