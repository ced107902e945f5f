//! Enums nested in structs (`struct S { enum E { A } }`): declared under
//! `S.E`; `S.E.A` names a case from anywhere, `E.A` from S's methods.

use crate::ast::{ExprId, ExprKind, TypeId};

use super::stmt::{Binding, FnCx};
use super::{AstType, Checker, Item, Unit};

impl Checker<'_> {
    /// The key of the enum a case's base expression names: `E` (a
    /// top-level enum, or one nested in the struct whose method this is)
    /// or `S.E`.
    pub(in crate::check) fn enum_key_named_by(&mut self, fx: &FnCx, base: ExprId) -> Option<String> {
        let is_enum = |k: &str| matches!(self.items.get(k), Some(Item::Enum(..)));
        match &self.user.expr(base).kind {
            ExprKind::Name(n) if fx.lookup(n).is_none() => {
                if let Some(k) = self.local_enum_alias(n) {
                    return Some(k);
                }
                if is_enum(n) {
                    return Some(n.clone());
                }
                let s = self.enclosing_struct_of(fx)?;
                let key = format!("{}.{n}", self.structs[s].name);
                is_enum(&key).then_some(key)
            }
            // `G<int>.E`: an enum nested in an instance of a generic struct.
            ExprKind::Member { base: outer, name, .. }
                if matches!(self.user.expr(*outer).kind, ExprKind::Specialize { .. }) =>
            {
                let (outer, name) = (*outer, name.name.clone());
                let t = self.static_type_expr(Unit::User, outer)?;
                let s = self.structs.iter().position(|st| st.ty == t)?;
                let key = format!("{}.{name}", self.structs[s].name);
                matches!(self.items.get(&key), Some(Item::Enum(..))).then_some(key)
            }
            // `N::E.Case`, `A::B::E::Case`: an enum a namespace declares.
            ExprKind::Member { base: outer, name, .. } if self.is_namespace(fx, *outer) => {
                let path = self.expr_namespace_path(*outer);
                let key = self.qualified_key(path, &name.name);
                is_enum(&key).then_some(key)
            }
            ExprKind::Member { base: outer, name, .. } => {
                let ExprKind::Name(sn) = &self.user.expr(*outer).kind else { return None };
                if fx.lookup(sn).is_some() {
                    return None;
                }
                // A struct named at file scope, or one the enclosing
                // struct nests (`Inner::E.Case` in a method of `Outer`).
                let s = match self.items.get(sn) {
                    Some(Item::Struct(s)) => *s,
                    _ => {
                        let t = self.type_scope.iter().rev().find_map(|scope| scope.get(sn).copied())?;
                        self.structs.iter().position(|st| st.ty == t)?
                    }
                };
                let key = format!("{}.{}", self.structs[s].name, name.name);
                is_enum(&key).then_some(key)
            }
            _ => None,
        }
    }

    /// The enum a local type alias in scope names (`typedef S.E A;`).
    pub(in crate::check) fn local_enum_alias(&self, n: &str) -> Option<String> {
        self.local_enum_aliases.iter().rev().find_map(|scope| scope.get(n).cloned())
    }

    /// The key of the enum a type written in the source names: `E`, `S.E`
    /// / `S::E`, or an alias of one.
    pub(in crate::check) fn enum_key_of_type(&self, unit: Unit, t: TypeId) -> Option<String> {
        let is_enum = |k: &str| matches!(self.items.get(k), Some(Item::Enum(..)));
        let ast = self.ast(unit);
        match &ast.ty(t).kind {
            AstType::Name(n) => {
                if let Some(k) = self.local_enum_alias(n) {
                    return Some(k);
                }
                is_enum(n).then(|| n.clone())
            }
            AstType::Member { base, name, .. } => {
                let AstType::Name(sn) = &ast.ty(*base).kind else { return None };
                let key = format!("{sn}.{}", name.name);
                if is_enum(&key) {
                    return Some(key);
                }
                let s = match self.items.get(sn) {
                    Some(Item::Struct(s)) => *s,
                    _ => return None,
                };
                let key = format!("{}.{}", self.structs[s].name, name.name);
                is_enum(&key).then_some(key)
            }
            _ => None,
        }
    }

    /// The struct whose (instance or static) method is being checked.
    fn enclosing_struct_of(&self, fx: &FnCx) -> Option<usize> {
        if let Some(Binding::Var { ty, .. }) = fx.lookup("this") {
            return self.structs.iter().position(|s| s.ty == *ty);
        }
        let f = fx.func?;
        self.structs.iter().position(|s| s.methods.values().any(|fs| fs.contains(&f)))
    }
}
