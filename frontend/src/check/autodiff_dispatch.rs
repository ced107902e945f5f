//! `obj.m.fwd_diff(args)` / `obj.m.bwd_diff(args)` on a value `obj` of
//! interface type, `m` a static requirement: the derivative of `m`
//! dispatched on `obj`'s type. It is the derivative of a private function `W(obj, ...)`
//! whose body calls `obj.m(...)` through the interface
//! (`hl.existential_call`), with `obj` a non-differentiable first
//! argument; `lower-existentials` turns the call into a dispatch to the
//! implementations, which the autodiff passes differentiate as any call.

use super::autodiff::{DiffCallArgs, Mode, TParam};
use super::expr::TVal;
use super::stmt::{Binding, FnCx};
use super::{CResult, Checker, Dir, E_OVERLOAD};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{InsertPoint, Sym, Type};

impl Checker<'_> {
    /// Whether `e` is a local variable of an interface type (a receiver of
    /// dynamic dispatch).
    pub(super) fn names_existential_value(&self, fx: &FnCx, e: ExprId) -> bool {
        let ExprKind::Name(n) = &self.user.expr(e).kind else { return false };
        matches!(fx.lookup(n), Some(Binding::Var { ty, .. }) if self.existential_interface(*ty).is_some())
    }

    /// `recv.name.fwd_diff(args)` / `recv.name.bwd_diff(args)` with `recv`
    /// a value of interface type.
    pub(super) fn dispatched_diff_call(
        &mut self,
        fx: &mut FnCx,
        mode: Mode,
        recv: ExprId,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let what = if mode == Mode::Fwd { "fwd_diff" } else { "bwd_diff" };
        let rspan = self.span(recv);
        let obj = self.lower_value(fx, recv)?;
        let Some(iface) = self.existential_interface(obj.ty) else {
            let msg = format!("'{what}' of a method of this value is not supported yet");
            return Err(self.error(super::E_UNSUPPORTED, rspan, msg));
        };
        let Some(candidates) = self.requirement_funcs(&iface, name, span)? else {
            let msg = format!("'{name}' is not a member of '{iface}'");
            return Err(self.error("E30027", span, msg));
        };
        // An instance requirement takes its object as an explicit first
        // argument (as `S.m.fwd_diff(obj, ...)` does), whose concrete type
        // an interface value has lost: slangc's E39999 without it, E30019
        // with it.
        if candidates.iter().all(|f| !self.existentials.statics.contains(f)) {
            let arity = candidates.iter().map(|&f| self.funcs[f].params.len() + 1).max().unwrap_or(1);
            if args.len() < arity {
                let msg = format!(
                    "not enough arguments to call (got {}, expected {arity}): '{what}' of the instance method \
                     '{name}' takes its object first",
                    args.len()
                );
                return Err(self.error(E_OVERLOAD, span, msg));
            }
            let msg = format!(
                "type mismatch in expression: '{what}' of the instance method '{name}' of a value of interface \
                 '{iface}' (the concrete 'This' type is lost in the interface value; use a generic function \
                 constrained by '{iface}' instead)"
            );
            return Err(self.error("E30019", span, msg));
        }
        let mut vals = Vec::new();
        let mut places = Vec::new();
        for &a in args {
            let place = if self.is_place_expr(fx, a) { Some(self.lower_place(fx, a)?) } else { None };
            vals.push(Some(match &place {
                Some(p) => self.load_place(fx, p, self.span(a))?,
                None => self.lower_value(fx, a)?,
            }));
            places.push(place);
        }
        let label = format!("{iface}.{name}");
        let mut any_differentiable = false;
        let mut chosen = None;
        for &f in &candidates {
            // Signature-only requirements of plain (not generic, not
            // `[mutating]`) methods taking their parameters by value.
            let plain = self.existentials.statics.contains(&f)
                && self.funcs[f].generic.is_none()
                && !self.existentials.dispatch.get(&f).is_some_and(|d| d.2)
                && self.funcs[f].params.iter().all(|p| p.dir == Dir::In);
            if !plain {
                continue;
            }
            let Some((params, ret)) = self.translated_with_this(f, mode, span, false)? else { continue };
            any_differentiable = true;
            if params.len() != vals.len() {
                continue;
            }
            let fits = vals.iter().flatten().zip(&params).all(|(v, p)| {
                p.dir != Dir::In
                    || super::types::conversion_cost(self.ctx, v.ty, p.ty, v.literal_int(self.ctx)).is_some()
                    || v.ty == p.ty
            });
            if fits {
                chosen = Some((f, params, ret));
                break;
            }
        }
        // A method that is not differentiable has no `fwd_diff` member
        // (slangc's E30027).
        if !any_differentiable {
            let msg = format!("'{what}' is not a member of '{label}': it is not differentiable");
            return Err(self.error("E30027", span, msg));
        }
        let Some((f, params, ret)) = chosen else {
            let shown: Vec<String> = vals.iter().flatten().map(|v| self.show(v.ty)).collect();
            let msg = format!("no overload of '{label}.{what}' takes arguments ({})", shown.join(", "));
            return Err(self.error(E_OVERLOAD, span, msg));
        };
        let wrapper = self.dispatch_wrapper_for_diff(f, obj.ty, span);
        // The receiver: W's first argument, carrying no derivative.
        let mut all_params = vec![TParam { ty: obj.ty, dir: Dir::In, tangent_of: None }];
        all_params.extend(params);
        let mut all_vals = vec![Some(obj)];
        all_vals.extend(vals);
        let mut all_places = vec![None];
        all_places.extend(places);
        let mut all_args = vec![recv];
        all_args.extend_from_slice(args);
        let call = DiffCallArgs {
            args: &all_args,
            vals: all_vals,
            places: all_places,
            params: all_params,
            ret,
            user_derivative: false,
        };
        self.emit_diff_call(fx, mode, &wrapper, call, span)
    }

    /// The symbol of a private differentiable function taking a value of
    /// interface type `recv` and requirement `f`'s parameters, returning
    /// `f` called through the interface on that value.
    fn dispatch_wrapper_for_diff(&mut self, f: usize, recv: Type, span: Span) -> String {
        let params: Vec<Type> = std::iter::once(recv).chain(self.funcs[f].params.iter().map(|p| p.ty)).collect();
        let ret = self.funcs[f].ret;
        let wsym = self.unique_symbol(&format!("{}.dispatch", self.funcs[f].symbol));
        let fty = self.ctx.function_type(params.clone(), ret.into_iter().collect());
        let loc = self.loc(span);
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&wsym)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(Sym, nsl_ir::Attr)> = attrs.iter().map(|&(k, a)| (self.ctx.sym(k), a)).collect();
        let body = self.ctx.body(self.module, 0);
        let op = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
        self.ctx.insert_op(op, InsertPoint::End(body));
        let block = self.ctx.body(op, 0);
        let wargs: Vec<nsl_ir::Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let method = self.dispatch_method_attr(f);
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let call = nsl_dialects::gen::EXISTENTIAL_CALL.name;
        match ret {
            Some(r) => {
                let v = b.value(call, &wargs, r, &[("method", method)]);
                b.op("func.return", &[v], &[], &[], 0);
            }
            None => {
                b.op(call, &wargs, &[], &[("method", method)], 0);
                b.op("func.return", &[], &[], &[], 0);
            }
        }
        // Differentiable in both modes; the receiver is not differentiable
        // (its type is an interface), so it needs no `no_diff`.
        let dkind = self.ctx.kind(nsl_dialects::diff::FUNC.name);
        let dattrs = [(self.ctx.sym("fn"), self.ctx.symbol_attr(&wsym))];
        let d = self.ctx.create_op(dkind, &[], &[], &dattrs, 0, loc);
        self.ctx.insert_op(d, InsertPoint::End(body));
        wsym
    }
}
