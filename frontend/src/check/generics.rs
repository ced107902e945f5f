//! Generics: functions and structs with type and value parameters,
//! checked against interface constraints, instantiated per distinct set of
//! generic arguments (as C++ templates are, but with every constraint
//! checked at the use site).
//!
//! Why instantiate in the frontend: a generic body is checked with its
//! parameters bound, so method calls through a constrained type parameter
//! resolve to the concrete type's methods, and the IR that comes out is
//! already monomorphic. Unused generic functions are therefore only parsed,
//! not checked, until something instantiates them.

use super::intrinsics::Bound;
use super::types;
use super::{CResult, Checker, Unit, E_TYPE_MISMATCH, E_UNSUPPORTED};
use crate::ast::{DeclId, DeclKind, GenericParams, TypeId, TypeKind as AstType, TypeOrExpr, WhereClause};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// A generic argument: a type or an integer value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GArg {
    Type(Type),
    Value(i128),
}

/// Generic parameters in scope while checking an instantiation.
pub type Env = Vec<(String, GArg)>;

/// One generic parameter and its constraints.
#[derive(Clone, Debug)]
pub struct GParam {
    pub name: String,
    /// `None` for a value parameter (`let N : int`).
    pub bounds: Option<Vec<String>>,
    /// The default argument (`T : ITest = Impl1`), in the declaring unit.
    pub default: Option<TypeOrExpr>,
    pub span: Span,
}

/// Collects the parameters of `<...>` and the constraints of `where` clauses.
pub fn collect_params(unit_ast: &crate::ast::Ast, g: &GenericParams, wheres: &[WhereClause]) -> Vec<GParam> {
    let mut out = Vec::new();
    for &p in &g.params {
        let d = unit_ast.decl(p);
        match &d.kind {
            DeclKind::GenericTypeParam { name, constraint, default, .. } => {
                let mut bounds = Vec::new();
                if let Some(c) = constraint {
                    bounds.extend(type_names(unit_ast, *c));
                }
                let default = default.map(TypeOrExpr::Type);
                out.push(GParam { name: name.name.clone(), bounds: Some(bounds), default, span: name.span });
            }
            DeclKind::GenericValueParam { name, default, .. } => {
                let default = default.map(TypeOrExpr::Expr);
                out.push(GParam { name: name.name.clone(), bounds: None, default, span: name.span });
            }
            _ => {}
        }
    }
    for w in wheres {
        let AstType::Name(subject) = &unit_ast.ty(w.subject).kind else { continue };
        if let crate::ast::Constraint::Conforms(tys) = &w.constraint {
            if let Some(p) = out.iter_mut().find(|p| &p.name == subject) {
                if let Some(b) = p.bounds.as_mut() {
                    for &t in tys {
                        b.extend(type_names(unit_ast, t));
                    }
                }
            }
        }
    }
    out
}

fn type_names(ast: &crate::ast::Ast, t: TypeId) -> Vec<String> {
    match &ast.ty(t).kind {
        AstType::Name(n) => vec![n.clone()],
        _ => Vec::new(),
    }
}

impl Checker<'_> {
    /// The generic argument bound to `name` in the current environment.
    pub fn env_lookup(&self, name: &str) -> Option<GArg> {
        self.env.iter().rev().find(|(n, _)| n == name).map(|&(_, a)| a)
    }

    /// Binds generic parameters by matching the declared parameter type
    /// `pat` against an argument type. Only structure is matched here;
    /// conversions are checked once every parameter is bound.
    pub fn unify(
        &mut self,
        unit: Unit,
        params: &[GParam],
        pat: TypeId,
        arg: Type,
        literal: bool,
        out: &mut Vec<Option<(GArg, bool)>>,
    ) {
        let ast = self.ast(unit);
        match (&ast.ty(pat).kind, self.ctx.type_kind(arg).clone()) {
            (AstType::Name(n), _) => {
                if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_some()) {
                    match out[i] {
                        Some((_, false)) => {}
                        Some((_, true)) if literal => {}
                        _ => out[i] = Some((GArg::Type(arg), literal)),
                    }
                }
            }
            (AstType::Specialize { base, args }, kind) => {
                let AstType::Name(b) = &ast.ty(*base).kind else { return };
                let parts: Vec<GArg> = match (b.as_str(), kind) {
                    ("vector", TypeKind::Vector { elem, len }) => vec![GArg::Type(elem), GArg::Value(len as i128)],
                    // A scalar is a one-component vector (`float1` is `float`).
                    ("vector", TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }) => {
                        vec![GArg::Type(arg), GArg::Value(1)]
                    }
                    ("matrix", TypeKind::Matrix { elem, rows, cols, .. }) => {
                        vec![GArg::Type(elem), GArg::Value(rows as i128), GArg::Value(cols as i128)]
                    }
                    _ => match self.struct_instances.iter().find(|(_, &s)| self.structs[s].ty == arg) {
                        Some(((name, gargs), _)) if name == b => gargs.clone(),
                        _ => return,
                    },
                };
                for (a, part) in args.iter().zip(parts) {
                    match (a, part) {
                        (TypeOrExpr::Type(t), GArg::Type(pt)) => self.unify(unit, params, *t, pt, literal, out),
                        (TypeOrExpr::Type(t), GArg::Value(v)) => {
                            if let AstType::Name(n) = &ast.ty(*t).kind {
                                if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_none()) {
                                    out[i].get_or_insert((GArg::Value(v), literal));
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            (AstType::Array { elem, len }, TypeKind::Array { elem: ae, len: al }) => {
                self.unify(unit, params, *elem, ae, literal, out);
                if let (Some(l), Some(n)) = (len, al) {
                    if let crate::ast::ExprKind::Name(name) = &ast.expr(*l).kind {
                        if let Some(i) = params.iter().position(|p| &p.name == name && p.bounds.is_none()) {
                            out[i].get_or_insert((GArg::Value(n as i128), literal));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Does `arg` satisfy the interface named `bound`?
    pub fn conforms(&self, arg: GArg, bound: &str) -> bool {
        let GArg::Type(t) = arg else { return false };
        if let Some(b) = Bound::from_name(bound) {
            return match types::shape(self.ctx, t) {
                Some((elem, _)) => types::rank(self.ctx, elem).is_some_and(|r| b.accepts(r)),
                None => false,
            };
        }
        // A value of interface type conforms to its interface (and bases).
        if let Some(i) = nsl_dialects::hl::existential_interface(self.ctx, t) {
            return i == bound || self.interface_inherits(i, bound);
        }
        match self.structs.iter().find(|s| s.ty == t) {
            Some(s) => s.conforms.iter().any(|c| c == bound || self.interface_inherits(c, bound)),
            None => false,
        }
    }

    fn interface_inherits(&self, iface: &str, target: &str) -> bool {
        let mut seen = vec![iface.to_string()];
        let mut i = 0;
        while i < seen.len() {
            if seen[i] == target {
                return true;
            }
            if let Some(info) = self.interfaces.get(&seen[i]) {
                for b in &info.bases {
                    if !seen.contains(b) {
                        seen.push(b.clone());
                    }
                }
            }
            i += 1;
        }
        false
    }

    /// Checks bound arguments against the parameters' constraints.
    pub fn check_bounds(&mut self, params: &[GParam], args: &[GArg], span: Span, report: bool) -> bool {
        for (p, &a) in params.iter().zip(args) {
            for b in p.bounds.iter().flatten() {
                if !self.conforms(a, b) {
                    if report {
                        let shown = match a {
                            GArg::Type(t) => self.show(t),
                            GArg::Value(v) => v.to_string(),
                        };
                        let msg =
                            format!("'{shown}' does not conform to '{b}', required by generic parameter '{}'", p.name);
                        self.error(E_TYPE_MISMATCH, span, msg);
                    }
                    return false;
                }
            }
        }
        true
    }

    /// Resolves explicit generic arguments (`f<int, 3>`).
    pub fn resolve_gargs(
        &mut self,
        unit: Unit,
        params: &[GParam],
        args: &[TypeOrExpr],
        span: Span,
    ) -> CResult<Vec<GArg>> {
        if args.len() > params.len() {
            let msg = format!("{} generic arguments given, {} expected", args.len(), params.len());
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let mut out = Vec::new();
        for (p, a) in params.iter().zip(args) {
            out.push(match (p.bounds.is_some(), a) {
                (true, TypeOrExpr::Type(t)) => GArg::Type(self.resolve_type(unit, *t)?),
                (false, TypeOrExpr::Expr(e)) => GArg::Value(self.const_int(unit, *e)?),
                (false, TypeOrExpr::Type(t)) => match &self.ast(unit).ty(*t).kind {
                    AstType::Name(n) => {
                        let n = n.clone();
                        GArg::Value(self.const_name(&n, span)?)
                    }
                    _ => return Err(self.error(E_TYPE_MISMATCH, span, "expected a constant generic argument")),
                },
                (true, TypeOrExpr::Expr(_)) => {
                    return Err(self.error(E_TYPE_MISMATCH, span, format!("'{}' expects a type", p.name)))
                }
            });
        }
        Ok(out)
    }

    /// The instance of generic struct `decl` for `args`, created on first use.
    pub fn instantiate_struct(
        &mut self,
        name: &str,
        src: usize,
        decl: DeclId,
        args: Vec<GArg>,
        span: Span,
    ) -> CResult<Type> {
        if let Some(&s) = self.struct_instances.get(&(name.to_string(), args.clone())) {
            return Ok(self.structs[s].ty);
        }
        self.in_src(src, |c| c.instantiate_struct_here(name, decl, args, span))
    }

    fn instantiate_struct_here(&mut self, name: &str, decl: DeclId, args: Vec<GArg>, span: Span) -> CResult<Type> {
        let d = self.user.decl(decl);
        let DeclKind::Aggregate { generics: Some(g), where_clauses, .. } = &d.kind else {
            return Err(self.error(E_UNSUPPORTED, span, "not a generic struct"));
        };
        let params = collect_params(self.user, g, where_clauses);
        // Missing trailing arguments take their defaults, which may name
        // the parameters before them.
        let mut args = args;
        while args.len() < params.len() {
            let p = &params[args.len()];
            let Some(default) = p.default else { break };
            let env: Env = params.iter().map(|p| p.name.clone()).zip(args.iter().copied()).collect();
            let saved = std::mem::replace(&mut self.env, env);
            let arg = match default {
                TypeOrExpr::Type(t) => self.resolve_type(Unit::User, t).map(GArg::Type),
                TypeOrExpr::Expr(e) => self.const_int(Unit::User, e).map(GArg::Value),
            };
            self.env = saved;
            args.push(arg?);
        }
        if args.len() != params.len() {
            let msg = format!("'{name}' takes {} generic arguments, {} given", params.len(), args.len());
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        if let Some(&s) = self.struct_instances.get(&(name.to_string(), args.clone())) {
            return Ok(self.structs[s].ty);
        }
        if !self.check_bounds(&params, &args, span, true) {
            return Err(super::Reported);
        }
        let env: Env = params.iter().map(|p| p.name.clone()).zip(args.iter().copied()).collect();
        let shown: Vec<String> = args
            .iter()
            .map(|a| match a {
                GArg::Type(t) => self.show(*t),
                GArg::Value(v) => v.to_string(),
            })
            .collect();
        let inst_name = format!("{name}<{}>", shown.join(", "));
        let saved = std::mem::replace(&mut self.env, env);
        let result = self.declare_struct(decl, &inst_name);
        if let Ok(s) = result {
            self.struct_instances.insert((name.to_string(), args), s);
            self.declare_struct_members(decl, s);
            let extensions: Vec<(usize, DeclId)> =
                self.generic_extensions.iter().filter(|(n, _, _)| n == name).map(|&(_, src, d)| (src, d)).collect();
            let args =
                self.struct_instances.iter().find(|(_, &i)| i == s).map(|((_, a), _)| a.clone()).unwrap_or_default();
            for (src, d) in extensions {
                self.add_generic_extension(s, src, d, &args);
            }
        }
        self.env = saved;
        result.map(|s| self.structs[s].ty)
    }
}

impl Checker<'_> {
    /// The declared parameter types of function declaration `d`.
    fn declared_param_types(&self, unit: Unit, d: DeclId) -> Vec<Option<TypeId>> {
        let ast = self.ast(unit);
        let sig = match &ast.decl(d).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return Vec::new(),
        };
        sig.params
            .iter()
            .map(|&p| match &ast.decl(p).kind {
                DeclKind::Param { ty, .. } => *ty,
                _ => None,
            })
            .collect()
    }

    /// Infers the generic arguments of template `f` from explicit
    /// arguments (if any) and the argument types; `None` when some
    /// parameter stays unbound or a constraint fails.
    pub fn infer_gargs(&mut self, f: usize, vals: &[super::expr::TVal], explicit: &[GArg]) -> Option<Vec<GArg>> {
        let params = self.funcs[f].generic.clone()?;
        let (unit, decl) = (self.funcs[f].unit, self.funcs[f].decl);
        let mut bound: Vec<Option<(GArg, bool)>> = vec![None; params.len()];
        for (i, &a) in explicit.iter().enumerate().take(params.len()) {
            bound[i] = Some((a, false));
        }
        let saved = std::mem::replace(&mut self.env, self.funcs[f].env.clone());
        let src = self.funcs[f].src;
        self.in_src(src, |c| {
            for (pt, v) in c.declared_param_types(unit, decl).into_iter().zip(vals) {
                if let Some(pt) = pt {
                    c.unify(unit, &params, pt, v.ty, v.literal, &mut bound);
                }
            }
        });
        self.env = saved;
        let args: Option<Vec<GArg>> = bound.into_iter().map(|b| b.map(|(a, _)| a)).collect();
        let args = args?;
        let span = self.ast(unit).decl(decl).span;
        self.check_bounds(&params, &args, span, false).then_some(args)
    }

    /// The parameters and result of template `f` instantiated with `args`
    /// (the instance is recorded, but its body is lowered only if a call
    /// chooses it).
    pub fn generic_signature(&mut self, f: usize, args: &[GArg]) -> Option<(Vec<super::ParamInfo>, Option<Type>)> {
        let i = self.instantiate_func(f, args.to_vec()).ok()?;
        Some((self.funcs[i].params.clone(), self.funcs[i].ret))
    }
}

impl Checker<'_> {
    /// The type an expression names, if it is a type name (`S`, `T`).
    pub fn type_named_by(&mut self, fx: &super::stmt::FnCx, e: crate::ast::ExprId) -> Option<Type> {
        let crate::ast::ExprKind::Name(n) = &self.user.expr(e).kind else { return None };
        if fx.lookup(n).is_some() {
            return None;
        }
        if let Some(GArg::Type(t)) = self.env_lookup(n) {
            return Some(t);
        }
        match self.items.get(n) {
            Some(super::Item::Struct(s)) => Some(self.structs[*s].ty),
            _ => None,
        }
    }

    /// `S.f(args)` / `T.f(args)`: a static method of a struct type.
    pub fn call_static(
        &mut self,
        fx: &mut super::stmt::FnCx,
        ty: Type,
        name: &str,
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<Option<super::expr::TVal>> {
        let found = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get(name)).cloned();
        let candidates: Vec<usize> =
            found.unwrap_or_default().into_iter().filter(|&f| self.funcs[f].this.is_none()).collect();
        if candidates.is_empty() {
            // `T.AT()`: constructing a member type (an associated type).
            let member = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.member_types.get(name)).copied();
            if let Some(member) = member {
                return self.construct(fx, member, args, span).map(Some);
            }
            let msg = format!("'{}' has no static method '{name}'", self.show(ty));
            return Err(self.error(super::E_NO_MEMBER, span, msg));
        }
        let label = format!("{}.{name}", self.show(ty));
        self.call_overloaded(fx, &label, &candidates, None, args, span)
    }

    /// A binary operator on struct operands: the user's `operator<op>`.
    pub fn call_operator(
        &mut self,
        fx: &mut super::stmt::FnCx,
        op: &str,
        vals: &[super::expr::TVal],
        span: Span,
    ) -> CResult<super::expr::TVal> {
        let name = format!("operator{op}");
        let candidates = match self.items.get(&name) {
            Some(super::Item::Funcs(fs)) => fs.clone(),
            _ => {
                let shown: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
                let msg = format!("no operator '{op}' for operands ({})", shown.join(", "));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        };
        match self.call_with_values(fx, &name, &candidates, vals, span)? {
            Some(v) => Ok(v),
            None => Err(self.error(E_TYPE_MISMATCH, span, format!("'{name}' returns void"))),
        }
    }
}
