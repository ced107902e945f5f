//! Members of generic structs and namespaces:
//! - generic subscripts (`__subscript<T>(T index) -> float where T :
//!   IInteger`): a struct keeps each as a template; indexing infers its
//!   generic arguments from the index's type, checks their constraints and
//!   declares the accessors of that instance once;
//! - static constants of an instance (`Box<2>.value`) and of the struct
//!   being declared, named bare in its fields' array sizes;
//! - namespace paths (`ns::Box<int>`): namespace members share the global
//!   scope.

use super::generics::{collect_params, GArg, GParam};
use super::{Accessors, CResult, Checker, Dir, ParamInfo, Unit};
use crate::ast::{DeclId, DeclKind};
use crate::source::Span;
use nsl_ir::Type;
use rustc_hash::FxHashMap;

/// The generic subscripts of structs and their instances; the structs
/// being declared.
#[derive(Default)]
pub struct State {
    /// Per struct: each generic subscript's source unit and declaration,
    /// and for an interface's default implementation the environment it
    /// is declared in (the interface's parameters).
    templates: FxHashMap<usize, Vec<(usize, DeclId, Option<super::generics::Env>)>>,
    /// The accessors of each instance: (struct, declaration, arguments).
    instances: FxHashMap<(usize, DeclId, Vec<GArg>), Accessors>,
    /// The structs whose members are being declared, innermost last: a
    /// field's type may name their static constants bare (`int a[N];`).
    pub struct_scope: Vec<String>,
    /// Generic structs declared inside a struct or an extension of one,
    /// by qualified name (`Outer<float>.Inner`): source unit, declaration
    /// and the generic environment of the enclosing instance.
    pub nested: FxHashMap<String, (usize, DeclId, super::generics::Env)>,
}

impl Checker<'_> {
    /// Records generic subscript `d` (of the current unit) of struct `s`.
    pub fn declare_generic_subscript(&mut self, s: usize, d: DeclId) {
        self.generic_members.templates.entry(s).or_default().push((self.cur_src, d, None));
    }

    /// Records an interface's default generic subscript `d` (of the
    /// current unit) for struct `s`, with the interface's environment.
    pub fn declare_default_generic_subscript(&mut self, s: usize, d: DeclId, env: super::generics::Env) {
        self.generic_members.templates.entry(s).or_default().push((self.cur_src, d, Some(env)));
    }

    /// Whether struct `s` has generic subscripts.
    pub fn has_generic_subscript(&self, s: usize) -> bool {
        self.generic_members.templates.contains_key(&s)
    }

    /// The accessors of the generic subscript of struct `s` that an index
    /// of type `index` selects (the first whose arguments infer and whose
    /// constraints hold).
    pub fn generic_subscript_for(&mut self, s: usize, index: Type, literal: bool, span: Span) -> CResult<Accessors> {
        let templates = self.generic_members.templates.get(&s).cloned().unwrap_or_default();
        for (src, d, env) in templates {
            let found = self.in_src(src, |c| c.instantiate_subscript(s, d, env, index, literal, span));
            if let Some(acc) = found {
                return Ok(acc);
            }
        }
        let msg = format!("no subscript of '{}' takes an index of type '{}'", self.structs[s].name, self.show(index));
        Err(self.error(super::E_OVERLOAD, span, msg))
    }

    /// The instance of generic subscript `d` (current unit) for an index
    /// of type `index`; `None` when inference or a constraint fails.
    fn instantiate_subscript(
        &mut self,
        s: usize,
        d: DeclId,
        env: Option<super::generics::Env>,
        index: Type,
        literal: bool,
        span: Span,
    ) -> Option<Accessors> {
        let DeclKind::Subscript { sig, ret, accessors: Some(accessors) } = &self.user.decl(d).kind else {
            return None;
        };
        let (ret, accessors) = (*ret, accessors.clone());
        let g = sig.generics.as_ref()?;
        let params: Vec<GParam> = collect_params(self.user, g, &sig.where_clauses);
        let index_params: Vec<(String, Option<crate::ast::TypeId>)> = sig
            .params
            .iter()
            .filter_map(|&p| match &self.user.decl(p).kind {
                DeclKind::Param { name: Some(n), ty, .. } => Some((n.name.clone(), *ty)),
                _ => None,
            })
            .collect();
        let [(_, Some(pt))] = index_params[..] else { return None };
        let mut env = env.unwrap_or_else(|| self.structs[s].env.clone());
        env.push(("This".to_string(), GArg::Type(self.structs[s].ty)));
        let saved = std::mem::replace(&mut self.env, env);
        self.type_scope.push(self.structs[s].member_types.clone());
        let result = (|| {
            let mut bound: Vec<Option<(GArg, bool)>> = vec![None; params.len()];
            self.unify(Unit::User, &params, pt, index, literal, &mut bound);
            let args: Vec<GArg> = bound.into_iter().map(|b| b.map(|(a, _)| a)).collect::<Option<_>>()?;
            if let Some(acc) = self.generic_members.instances.get(&(s, d, args.clone())) {
                return Some(acc.clone());
            }
            if !self.check_bounds(&params, &args, span, false) {
                return None;
            }
            self.env.extend(params.iter().map(|p| p.name.clone()).zip(args.iter().copied()));
            let t = self.resolve_type(Unit::User, ret).ok()?;
            let it = self.resolve_type(Unit::User, pt).ok()?;
            let indices = vec![ParamInfo { name: index_params[0].0.clone(), ty: it, dir: Dir::In, default: None }];
            let acc = self.declare_accessors(s, "__subscript", &accessors, t, indices);
            self.generic_members.instances.insert((s, d, args), acc.clone());
            Some(acc)
        })();
        self.type_scope.pop();
        self.env = saved;
        result
    }
}

impl Checker<'_> {
    /// Records generic struct `d` (current unit) declared inside struct
    /// `owner` (its name), under the current generic environment.
    pub fn declare_nested_generic(&mut self, owner: &str, name: &str, d: DeclId) {
        let key = format!("{owner}.{name}");
        self.generic_members.nested.insert(key, (self.cur_src, d, self.env.clone()));
    }

    /// The generic struct that name `n` denotes here, as the key
    /// `instantiate_struct` takes: one nested in an enclosing struct
    /// (innermost first), else a global one.
    pub fn generic_struct_named(&self, n: &str) -> Option<(String, usize, DeclId)> {
        for s in self.generic_members.struct_scope.iter().rev() {
            let key = format!("{s}.{n}");
            if let Some(&(src, d, _)) = self.generic_members.nested.get(&key) {
                return Some((key, src, d));
            }
        }
        match self.items.get(n) {
            Some(&super::Item::GenericStruct(src, d)) => Some((n.to_string(), src, d)),
            _ => None,
        }
    }

    /// The generic struct `n` declared inside struct type `ty` (`Outer<int>.Inner`).
    pub fn member_generic_struct(&self, ty: Type, n: &str) -> Option<(String, usize, DeclId)> {
        let s = self.structs.iter().find(|s| s.ty == ty)?;
        let key = format!("{}.{n}", s.name);
        self.generic_members.nested.get(&key).map(|&(src, d, _)| (key, src, d))
    }

    /// The generic environment of the struct enclosing nested generic struct `key`.
    pub fn nested_generic_env(&self, key: &str) -> super::generics::Env {
        self.generic_members.nested.get(key).map(|n| n.2.clone()).unwrap_or_default()
    }

    /// Whether type expression `t` of `unit` names a namespace (`ns`,
    /// `outer::inner`), whose members share the global scope.
    pub fn names_namespace(&self, unit: Unit, t: crate::ast::TypeId) -> bool {
        let ast = self.ast(unit);
        match &ast.ty(t).kind {
            crate::ast::TypeKind::Name(n) => {
                self.env_lookup(n).is_none() && matches!(self.items.get(n), Some(super::Item::Namespace))
            }
            crate::ast::TypeKind::Member { base, name, .. } => {
                self.names_namespace(unit, *base) && matches!(self.items.get(&name.name), Some(super::Item::Namespace))
            }
            _ => false,
        }
    }
}

impl Checker<'_> {
    /// The struct type an expression of `unit` names by applying a generic
    /// struct (or alias) to arguments (`GetConst<5, 2>` in
    /// `GetConst<5, 2>.value`); `None` when it names none.
    pub fn specialized_type_expr(&mut self, unit: Unit, e: crate::ast::ExprId) -> Option<CResult<Type>> {
        let ast = self.ast(unit);
        let crate::ast::ExprKind::Specialize { base, args } = &ast.expr(e).kind else { return None };
        let (args, span) = (args.clone(), ast.expr(e).span);
        // `ns::Box<2>`: namespace members share the global scope;
        // `Outer<int>.Inner<2>`: a generic struct nested in a struct.
        let n = match &ast.expr(*base).kind {
            crate::ast::ExprKind::Name(n) => n.clone(),
            crate::ast::ExprKind::Member { base: b, name, .. }
                if matches!(&ast.expr(*b).kind, crate::ast::ExprKind::Name(ns)
                    if matches!(self.items.get(ns), Some(super::Item::Namespace))) =>
            {
                name.name.clone()
            }
            crate::ast::ExprKind::Member { base: b, name, .. } => {
                let (b, name) = (*b, name.name.clone());
                let outer = self.static_type_expr(unit, b)?;
                let (key, src, d) = self.member_generic_struct(outer, &name)?;
                let params = self.in_src(src, |c| c.struct_generic_params(d));
                return Some(
                    self.resolve_gargs(unit, &params, &args, span)
                        .and_then(|gargs| self.instantiate_struct(&key, src, d, gargs, span)),
                );
            }
            _ => return None,
        };
        if let Some(super::Item::GenericAlias(src, d)) = self.items.get(&n).cloned() {
            return Some(self.instantiate_alias(unit, src, d, &args, span));
        }
        let (key, src, d) = self.generic_struct_named(&n)?;
        let params = self.in_src(src, |c| c.struct_generic_params(d));
        Some(
            self.resolve_gargs(unit, &params, &args, span)
                .and_then(|gargs| self.instantiate_struct(&key, src, d, gargs, span)),
        )
    }

    /// The type an expression of `unit` names, where no local can shadow
    /// it: a type name, a struct instance (`Box<2>`) or a member type.
    pub fn static_type_expr(&mut self, unit: Unit, e: crate::ast::ExprId) -> Option<Type> {
        let ast = self.ast(unit);
        match &ast.expr(e).kind {
            crate::ast::ExprKind::Name(n) => {
                if let Some(&t) = self.type_scope.iter().rev().find_map(|scope| scope.get(n)) {
                    return Some(t);
                }
                if let Some(GArg::Type(t)) = self.env_lookup(n) {
                    return Some(t);
                }
                match self.items.get(n) {
                    Some(super::Item::Struct(s)) => Some(self.structs[*s].ty),
                    Some(super::Item::Type(t)) => Some(*t),
                    _ => None,
                }
            }
            // `Tuple<int, float>` (the core module's tuple, no user type
            // of that name).
            crate::ast::ExprKind::Specialize { base, args }
                if matches!(&ast.expr(*base).kind, crate::ast::ExprKind::Name(n) if n == "Tuple"
                    && !self.items.contains_key(n)) =>
            {
                let args = args.clone();
                let mut elems = Vec::with_capacity(args.len());
                for a in args {
                    elems.push(match a {
                        crate::ast::TypeOrExpr::Type(t) => self.resolve_type(unit, t).ok()?,
                        crate::ast::TypeOrExpr::Expr(x) => self.static_type_expr(unit, x)?,
                    });
                }
                Some(self.tuple_type(&elems))
            }
            crate::ast::ExprKind::Specialize { .. } => self.specialized_type_expr(unit, e).and_then(|r| r.ok()),
            // `__trimFirst(Tuple<A, B, C>)`: the tuple of all elements but
            // the first (`Tuple<>` of an empty one).
            crate::ast::ExprKind::Call { callee, args }
                if args.len() == 1
                    && matches!(&ast.expr(*callee).kind,
                        crate::ast::ExprKind::Name(n) if n == "__trimFirst" && !self.items.contains_key(n)) =>
            {
                let arg = args[0];
                let t = self.static_type_expr(unit, arg)?;
                let elems = self.tuple_elems(t)?;
                Some(self.tuple_type(elems.get(1..).unwrap_or(&[])))
            }
            crate::ast::ExprKind::Member { base, name, .. } => {
                let (base, name) = (*base, name.name.clone());
                let b = self.static_type_expr(unit, base)?;
                self.structs.iter().find(|s| s.ty == b).and_then(|s| s.member_types.get(&name).copied())
            }
            _ => None,
        }
    }
}

impl Checker<'_> {
    /// Of generic candidates called with `n` explicit generic arguments,
    /// those declaring exactly `n` parameters when there are some
    /// (`f<float>()` means `f<T>` rather than `f<T, U = int>`), else all.
    pub fn by_generic_arity(&self, candidates: Vec<usize>, n: usize) -> Vec<usize> {
        let exact: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&f| self.funcs[f].generic.as_ref().is_some_and(|p| p.len() == n))
            .collect();
        if exact.is_empty() {
            candidates
        } else {
            exact
        }
    }
}
