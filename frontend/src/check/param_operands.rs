//! Values of a type parameter inside an instance of a generic function.
//!
//! slangc checks a generic body once, each type parameter `T` abstract:
//! an operator on a `T` resolves against `T`'s constraints (a user's
//! `operator+<U : I>`), never to the builtin operator of the type an
//! instance binds, and a requirement called through `T` (`T.m(x)`,
//! `x.m()`) is differentiated with the requirement's signature, where
//! `This` is differentiable only when its interface inherits
//! `IDifferentiable`. The checker lowers such bodies per instance (`T`
//! bound to, say, `float`), so it tracks which expressions are abstractly
//! of a type parameter: parameters and locals declared `T`, fields
//! declared with a struct parameter bound to `T` (`p.a` of a `Pair<T> p`),
//! the operators resolved here, the requirements returning `This`.

use super::expr::TVal;
use super::generics::GArg;
use super::stmt::{Binding, FnCx};
use super::{CResult, Checker};
use crate::ast::{
    BinaryOp, DeclKind, ExprId, ExprKind, FuncName, ModifierKind, TypeId, TypeKind as AstType, TypeOrExpr,
};
use crate::source::Span;
use nsl_ir::{InsertPoint, Op, Type};

impl Checker<'_> {
    /// The constraints (interface names) of type parameter `name` of the
    /// generic function whose instance `fx` lowers, with the type bound to
    /// it; `None` when `name` is no such parameter (or a local shadows it).
    pub(super) fn instance_type_param(&self, fx: &FnCx, name: &str) -> Option<(Vec<String>, Type)> {
        if fx.lookup(name).is_some() {
            return None;
        }
        let f = fx.func?;
        let (t, args) = self.instance_origin.get(&f)?;
        let params = self.funcs[*t].generic.as_ref()?;
        let k = params.iter().position(|p| p.name == name)?;
        let bounds = params[k].bounds.as_ref()?;
        let GArg::Type(ty) = *args.get(k)? else { return None };
        Some((bounds.iter().map(|b| b.name.clone()).collect(), ty))
    }

    /// The type parameter an AST type names, if it is a constrained
    /// parameter of the instance `fx` lowers.
    pub(super) fn abstract_param_type(&self, fx: &FnCx, ty: TypeId) -> Option<String> {
        let AstType::Name(n) = &self.user.ty(ty).kind else { return None };
        self.instance_type_param(fx, n).map(|_| n.clone())
    }

    /// Do `bounds` (with what they inherit) name only user interfaces and
    /// `IDifferentiable`? (A core-module interface such as `IArithmetic`
    /// gives the parameter the builtin operators.)
    fn only_user_constraints(&self, bounds: &[String]) -> bool {
        !bounds.is_empty()
            && bounds.iter().flat_map(|b| self.interface_closure(b)).all(|i| {
                i == "IDifferentiable" || self.interfaces.get(&i).is_some_and(|info| !self.is_prelude_src(info.src))
            })
    }

    /// The type parameter expression `e` is abstractly a value of, in the
    /// instance `fx` lowers (see the module comment).
    pub(super) fn abstract_param(&self, fx: &FnCx, e: ExprId) -> Option<String> {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => {
                let Some(Binding::Var { ptr, .. }) = fx.lookup(n) else { return None };
                fx.abstract_vars.get(ptr).cloned()
            }
            // `p.a` where `p` was declared `Pair<T>` and `Pair<U>` declares
            // `U a`.
            ExprKind::Member { base, name, .. } => {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else { return None };
                let Some(Binding::Var { ptr, .. }) = fx.lookup(n) else { return None };
                let fields = fx.abstract_fields.get(ptr)?;
                fields.iter().find(|(f, _)| *f == name.name).map(|(_, p)| p.clone())
            }
            _ => fx.abstract_exprs.get(&e).cloned(),
        }
    }

    /// The fields of generic struct `Name<args>` (AST type `ty`) declared
    /// with a struct parameter bound to an abstract type parameter of the
    /// instance `fx` lowers: (field, type parameter) pairs.
    fn abstract_fields_of(&self, fx: &FnCx, ty: TypeId) -> Vec<(String, String)> {
        let AstType::Specialize { base, args } = &self.user.ty(ty).kind else { return Vec::new() };
        let AstType::Name(n) = &self.user.ty(*base).kind else { return Vec::new() };
        let Some(super::Item::GenericStruct(src, d)) = self.items.get(n) else { return Vec::new() };
        let ast = self.units[*src].ast;
        let DeclKind::Aggregate { generics: Some(g), where_clauses, members: Some(members), .. } = &ast.decl(*d).kind
        else {
            return Vec::new();
        };
        let params = super::generics::collect_params(ast, g, where_clauses);
        // The type parameter of `fx`'s instance each struct argument names.
        let bound: Vec<Option<String>> = args
            .iter()
            .map(|a| {
                let name = match a {
                    TypeOrExpr::Type(t) => match &self.user.ty(*t).kind {
                        AstType::Name(n) => n,
                        _ => return None,
                    },
                    TypeOrExpr::Expr(e) => match &self.user.expr(*e).kind {
                        ExprKind::Name(n) => n,
                        _ => return None,
                    },
                };
                self.instance_type_param(fx, name).map(|_| name.clone())
            })
            .collect();
        let mut fields = Vec::new();
        for &m in members {
            let DeclKind::Var { name, ty: Some(fty), .. } = &ast.decl(m).kind else { continue };
            let AstType::Name(u) = &ast.ty(*fty).kind else { continue };
            let Some(k) = params.iter().position(|p| p.name == *u && !p.pack) else { continue };
            if let Some(Some(p)) = bound.get(k) {
                fields.push((name.name.clone(), p.clone()));
            }
        }
        fields
    }

    /// Records that variable `ptr`, declared with AST type `ty`, holds a
    /// value of an abstract type parameter.
    pub(super) fn note_abstract_var(&self, fx: &mut FnCx, ptr: nsl_ir::Value, ty: Option<TypeId>) {
        let Some(ty) = ty else { return };
        if let Some(p) = self.abstract_param_type(fx, ty) {
            fx.abstract_vars.insert(ptr, p);
            return;
        }
        let fields = self.abstract_fields_of(fx, ty);
        if !fields.is_empty() {
            fx.abstract_fields.insert(ptr, fields);
        }
    }

    /// Records the parameters of function `f` (being lowered into `fx`)
    /// declared with an abstract type parameter as their type.
    pub(super) fn note_abstract_params(&self, fx: &mut FnCx, f: usize) {
        if !self.instance_origin.contains_key(&f) {
            return;
        }
        let decl = self.func_decl(f);
        let sig = match &decl.kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return,
        };
        let ast = self.func_ast(f);
        for &p in &sig.params {
            let DeclKind::Param { name: Some(n), ty: Some(t), .. } = &ast.decl(p).kind else { continue };
            if let Some(Binding::Var { ptr, .. }) = fx.lookup(&n.name) {
                let ptr = *ptr;
                self.note_abstract_var(fx, ptr, Some(*t));
            }
        }
    }

    /// `a op b` where an operand is abstractly a type parameter `T` whose
    /// constraints give no builtin operator: resolved among the user's
    /// operators only (`Some`), its result abstract too when it has the
    /// type bound to `T`. `None`: the builtin rules apply.
    pub(super) fn abstract_binary(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        (a, a_param): (TVal, Option<String>),
        (b, b_param): (TVal, Option<String>),
        span: Span,
    ) -> Option<CResult<(TVal, Option<String>)>> {
        use BinaryOp::*;
        if matches!(op, LogAnd | LogOr | Comma) {
            return None;
        }
        let (p, bound_ty) = [a_param, b_param].into_iter().flatten().find_map(|p| {
            let (bounds, ty) = self.instance_type_param(fx, &p)?;
            self.only_user_constraints(&bounds).then_some((p, ty))
        })?;
        let r = self.call_operator(fx, op.text(), &[a, b], span);
        Some(r.map(|v| {
            let p = (v.ty == bound_ty).then_some(p);
            (v, p)
        }))
    }

    /// A call `T.m(...)` or `x.m(...)` of a requirement through a type
    /// parameter `T` of the instance `fx` lowers (`x` abstractly a `T`):
    /// differentiated with the requirement's declared signature (see
    /// [`Self::lower_requirement_call`]). A requirement returning `This`
    /// gives an abstract value.
    pub(super) fn lower_call_through_param(
        &mut self,
        fx: &mut FnCx,
        e: ExprId,
        callee: ExprId,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let Some((param, req)) = self.requirement_through_param(fx, callee, args.len()) else {
            return self.lower_call(fx, callee, args, span);
        };
        let r = self.lower_requirement_call(fx, &req, |c, fx| c.lower_call(fx, callee, args, span), span)?;
        if req.returns_this && r.is_some() {
            fx.abstract_exprs.insert(e, param);
        }
        Ok(r)
    }

    /// The type parameter and the requirement a callee `T.m` / `x.m` names
    /// (see [`Self::lower_call_through_param`]).
    fn requirement_through_param(&self, fx: &FnCx, callee: ExprId, arity: usize) -> Option<(String, ReqSignature)> {
        let ExprKind::Member { base, name, .. } = &self.user.expr(callee).kind else { return None };
        let (param, is_static) = match &self.user.expr(*base).kind {
            ExprKind::Name(n) if self.instance_type_param(fx, n).is_some() => (n.clone(), true),
            _ => (self.abstract_param(fx, *base)?, false),
        };
        let (bounds, _) = self.instance_type_param(fx, &param)?;
        let req = self.requirement_signature(&bounds, &name.name, is_static, arity)?;
        Some((param, req))
    }

    /// Lowers (with `lower`) a call of requirement `req` in the function
    /// `fx` lowers. In a differentiable function, slangc differentiates the
    /// requirement's signature, not the implementation's: `This` is
    /// differentiable only when the requirement's interface inherits
    /// `IDifferentiable` (constraining `T` to `IDifferentiable` as well
    /// does not change it). So a call whose result is such a `This`, or
    /// whose every input is, carries no derivative at all; otherwise its
    /// `This` operands (the receiver included) are detached and the others
    /// keep theirs. Requirements writing back (`out`/`inout`) are left as
    /// the implementation says.
    fn lower_requirement_call(
        &mut self,
        fx: &mut FnCx,
        req: &ReqSignature,
        lower: impl FnOnce(&mut Self, &mut FnCx) -> CResult<Option<TVal>>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let differentiable = fx.func.is_some_and(|f| self.diff_decl(f).differentiable);
        let inputs: Vec<bool> =
            std::iter::once(true).filter(|_| !req.is_static).chain(req.this_params.iter().copied()).collect();
        if !differentiable
            || req.this_differentiable
            || req.writes_back
            || !(req.returns_this || inputs.contains(&true))
        {
            return lower(self, fx);
        }
        if req.returns_this || (!inputs.is_empty() && inputs.iter().all(|&p| p)) {
            return self.call_without_derivative(fx, lower, span);
        }
        let before: rustc_hash::FxHashSet<Op> = self.ctx.block_ops(fx.block).into_iter().collect();
        let r = lower(self, fx)?;
        let call = self
            .ctx
            .block_ops(fx.block)
            .into_iter()
            .rev()
            .find(|o| !before.contains(o) && self.ctx.op_name(*o) == nsl_dialects::func::CALL.name);
        if let Some(call) = call {
            self.detach_operands(call, &inputs, span);
        }
        Ok(r)
    }

    /// Detaches the operands of `call` that `mask` marks (values only: an
    /// operand passed by pointer is left alone); nothing when the call
    /// does not take one operand per mask entry.
    fn detach_operands(&mut self, call: Op, mask: &[bool], span: Span) {
        let operands = self.ctx.operands(call).to_vec();
        if operands.len() != mask.len() {
            return;
        }
        let loc = self.loc(span);
        for (k, (&v, &detach)) in operands.iter().zip(mask).enumerate() {
            let ty = self.ctx.value_type(v);
            if !detach || matches!(self.ctx.type_kind(ty), nsl_ir::TypeKind::Ptr { .. }) {
                continue;
            }
            let mut b = nsl_ir::Builder::new(self.ctx, InsertPoint::Before(call));
            b.loc = loc;
            let detached = b.value(nsl_dialects::diff::DETACH.name, &[v], ty, &[]);
            self.ctx.set_operand(call, k, detached);
        }
    }

    /// The requirement `method` of `bounds` (their interfaces and those
    /// they inherit) with `arity` parameters, as declared.
    fn requirement_signature(
        &self,
        bounds: &[String],
        method: &str,
        is_static: bool,
        arity: usize,
    ) -> Option<ReqSignature> {
        let mut seen = Vec::new();
        for b in bounds {
            for owner in self.interface_closure(b) {
                if seen.contains(&owner) {
                    continue;
                }
                seen.push(owner.clone());
                let Some(info) = self.interfaces.get(&owner) else { continue };
                let ast = self.units[info.src].ast;
                let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(info.decl).kind else { continue };
                for &m in members {
                    let md = ast.decl(m);
                    let DeclKind::Func { name: FuncName::Ident(n), sig, ret, .. } = &md.kind else { continue };
                    if n.name != method
                        || sig.params.len() != arity
                        || md.modifiers.has(&ModifierKind::Static) != is_static
                    {
                        continue;
                    }
                    let is_this = |t: &TypeId| matches!(ast.ty(*t).kind, AstType::This);
                    let this_params = sig
                        .params
                        .iter()
                        .map(|&p| matches!(&ast.decl(p).kind, DeclKind::Param { ty: Some(t), .. } if is_this(t)))
                        .collect();
                    let writes_back = sig.params.iter().any(|&p| {
                        let m = &ast.decl(p).modifiers;
                        m.has(&ModifierKind::Out) || m.has(&ModifierKind::InOut)
                    });
                    let this_differentiable = self
                        .interface_closure(&owner)
                        .iter()
                        .any(|i| matches!(i.as_str(), "IDifferentiable" | "IDifferentiablePtrType"));
                    return Some(ReqSignature {
                        is_static,
                        this_params,
                        returns_this: ret.as_ref().is_some_and(is_this),
                        writes_back,
                        this_differentiable,
                    });
                }
            }
        }
        None
    }
}

/// A requirement's declared signature, as far as differentiation goes.
struct ReqSignature {
    is_static: bool,
    /// Per parameter: declared `This`.
    this_params: Vec<bool>,
    returns_this: bool,
    /// Has an `out` or `inout` parameter.
    writes_back: bool,
    /// Its interface inherits `IDifferentiable` (or `IDifferentiablePtrType`).
    this_differentiable: bool,
}
