//! `Optional<T>`: a generic struct of the core module's prelude (`value`,
//! then `hasValue`, as Slang lowers it), instantiated like any generic
//! struct. What the language adds around it lives here: the implicit
//! conversions (a `T` wraps into `Optional<T>`, `none` converts to any
//! `Optional<T>`, both at Slang's cost 150) and `if (let x = o)`.

use super::expr::TVal;
use super::generics::GArg;
use super::stmt::{Binding, FnCx};
use super::{types, CResult, Checker, Item, Reported, E_TYPE_MISMATCH};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{Type, Value};

/// Slang's `kConversionCost_ValToOptional` and `kConversionCost_NoneToOptional`.
const COST_TO_OPTIONAL: u32 = 150;
/// Slang's `kConversionCost_ImplicitDereference` (`Conditional<T, B>` to `Optional<T>`).
const COST_FROM_CONDITIONAL: u32 = 10;

/// `if (let x = o)`'s binding: `x` (named at `name_span`) gets the value
/// of `optional`, of type `Optional<payload>`.
pub struct IfLet {
    name: String,
    name_span: Span,
    optional: Value,
    payload: Type,
    span: Span,
}

impl Checker<'_> {
    /// `T` when `ty` is `Optional<T>`.
    pub fn optional_payload(&self, ty: Type) -> Option<Type> {
        if self.shadowed_core_structs.contains("Optional") {
            return None;
        }
        match self.struct_instance_of(ty)? {
            ("Optional", [GArg::Type(t)]) => Some(*t),
            _ => None,
        }
    }

    /// `Optional<t>`.
    pub fn optional_type(&mut self, t: Type, span: Span) -> CResult<Type> {
        let core = self.items.get("Optional").filter(|_| !self.shadowed_core_structs.contains("Optional"));
        let Some(Item::GenericStruct(src, d)) = core.cloned() else {
            return Err(self.error(super::E_UNDEFINED, span, "undefined generic type 'Optional'"));
        };
        self.instantiate_struct("Optional", src, d, vec![GArg::Type(t)], span)
    }

    /// The type of `none`.
    fn is_none_type(&self, ty: Type) -> bool {
        matches!(self.items.get("__none_t"), Some(Item::Struct(s)) if self.structs[*s].ty == ty)
    }

    /// The cost of converting a `from` to `to` implicitly when `to` is an
    /// `Optional` and `from` its payload (or converts to it) or `none`.
    pub fn optional_cost(&self, from: Type, to: Type) -> Option<u32> {
        let payload = self.optional_payload(to)?;
        if self.is_none_type(from) {
            return Some(COST_TO_OPTIONAL);
        }
        if self.conditional_parts(from).is_some_and(|(t, _)| t == payload) {
            return Some(COST_FROM_CONDITIONAL);
        }
        // `Optional<T>` to `Optional<U>`: as `T` converts to `U`.
        if let Some(from_payload) = self.optional_payload(from) {
            let inner = types::conversion_cost(self.ctx, from_payload, payload, None)
                .or_else(|| self.existential_cost(from_payload, payload))
                .or_else(|| self.inherits(from_payload, payload).map(|depth| 100 * depth))?;
            return Some(inner);
        }
        let inner = types::conversion_cost(self.ctx, from, payload, None)
            .or_else(|| self.existential_cost(from, payload))
            .or_else(|| self.inherits(from, payload).map(|depth| 100 * depth))?;
        Some(COST_TO_OPTIONAL + inner)
    }

    /// `v` as a value of `to`, when `to` is an `Optional` and `v` is `none`
    /// or a value its payload type takes.
    pub fn wrap_optional(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span) -> Option<CResult<Value>> {
        let payload = self.optional_payload(to)?;
        if self.is_none_type(v.ty) {
            let none = self.zero(fx, to, span);
            fx.none_values.push(none);
            return Some(Ok(none));
        }
        if self.conditional_parts(v.ty).is_some_and(|(t, _)| t == payload) {
            return Some(self.conditional_to_optional(fx, v, span).map(|o| o.value));
        }
        // `Optional<T>` to `Optional<U>`: the value converted, the flag kept.
        if let Some(from_payload) = self.optional_payload(v.ty) {
            let b = self.ctx.bool_type();
            let (i0, i1) = (self.ctx.int_attr(0), self.ctx.int_attr(1));
            let value = self.emit_value(fx, "agg.extract", &[v.value], from_payload, &[("index", i0)], span);
            let flag = self.emit_value(fx, "agg.extract", &[v.value], b, &[("index", i1)], span);
            let inner = match self.convert(fx, TVal { value, ty: from_payload, literal: false }, payload, span, false) {
                Ok(x) => x,
                Err(e) => return Some(Err(e)),
            };
            return Some(Ok(self.emit_value(fx, "agg.construct", &[inner, flag], to, &[], span)));
        }
        let inner = match self.convert(fx, v, payload, span, false) {
            Ok(x) => x,
            Err(e) => return Some(Err(e)),
        };
        let b = self.ctx.bool_type();
        let yes = self.ctx.bool_attr(true);
        let flag = self.emit_value(fx, "arith.const", &[], b, &[("value", yes)], span);
        Some(Ok(self.emit_value(fx, "agg.construct", &[inner, flag], to, &[], span)))
    }

    /// Notes `o.value` of a function-local `Optional<T>` (`base`, the
    /// place of `o`) for [`Self::check_reads_of_none`].
    pub fn note_optional_read(&mut self, fx: &mut FnCx, base: &super::expr::Place, span: Span) {
        let super::expr::Place::Mem { ptr, ty, .. } = *base else { return };
        if self.optional_payload(ty).is_some()
            && self.ctx.defining_op(ptr).is_some_and(|op| self.ctx.op_name(op) == "mem.var")
        {
            fx.optional_reads.push((ptr, span));
        }
    }

    /// slangc's E41027: `o.value` of a local `Optional<T>` that is always
    /// `none`: the variable is stored once, a `none`, and otherwise only
    /// read (loads, directly or through field and element addresses).
    pub fn check_reads_of_none(&mut self, fx: &mut FnCx) {
        let reads = std::mem::take(&mut fx.optional_reads);
        let mut reported = Vec::new();
        for (ptr, span) in reads {
            if reported.contains(&ptr) {
                continue;
            }
            let mut stored = Vec::new();
            if !self.only_read(ptr, &mut stored, 0) {
                continue;
            }
            if let [v] = stored[..] {
                if fx.none_values.contains(&v) {
                    reported.push(ptr);
                    self.error("E41027", span, "accessing .value on an Optional that is always none");
                }
            }
        }
    }

    /// Whether the uses of address `ptr` only read through it (loads,
    /// field and element addresses), besides stores to `ptr` itself
    /// (their values pushed on `stored`).
    fn only_read(&self, ptr: Value, stored: &mut Vec<Value>, depth: usize) -> bool {
        self.ctx.uses(ptr).iter().all(|u| match self.ctx.op_name(u.op) {
            "mem.load" => true,
            "mem.store" if u.index == 0 && depth == 0 => {
                stored.push(self.ctx.operand(u.op, 1));
                true
            }
            "mem.field_addr" | "mem.elem_addr" if u.index == 0 && depth < 8 => {
                let mut inner = Vec::new();
                self.ctx.results(u.op).iter().all(|&r| self.only_read(r, &mut inner, depth + 1)) && inner.is_empty()
            }
            _ => false,
        })
    }

    /// The condition of `if (let x = e)` (whether `e` holds a value) and
    /// what binds `x` in the `then` arm ([`Self::bind_if_let`]).
    pub fn lower_if_let(&mut self, fx: &mut FnCx, cond: ExprId) -> CResult<(Value, IfLet)> {
        let ExprKind::Let { name, init } = self.user.expr(cond).kind.clone() else {
            return Err(Reported);
        };
        let v = self.lower_value(fx, init)?;
        let span = self.user.expr(init).span;
        let Some(payload) = self.optional_payload(v.ty) else {
            let msg = format!("`if (let ...)` needs an 'Optional' value, got '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        let (b, one) = (self.ctx.bool_type(), self.ctx.int_attr(1));
        let has = self.emit_value(fx, "agg.extract", &[v.value], b, &[("index", one)], span);
        Ok((has, IfLet { name: name.name, name_span: name.span, optional: v.value, payload, span }))
    }

    /// Binds `x` of `if (let x = o)` in the `then` arm: a `let` holding
    /// `o`'s value, read only there (so that a derivative reaches `o`'s
    /// value only where it holds one).
    pub fn bind_if_let(&mut self, fx: &mut FnCx, bound: IfLet) {
        let IfLet { name, name_span, optional, payload, span } = bound;
        let zero = self.ctx.int_attr(0);
        let value = self.emit_value(fx, "agg.extract", &[optional], payload, &[("index", zero)], span);
        let ptr = self.new_var(fx, payload, &name, name_span);
        self.emit(fx, "mem.store", &[ptr, value], &[], &[], span);
        fx.bind(&name, Binding::Var { ptr, ty: payload, mutable: false });
    }

    /// `v as T`: an `Optional<T>` holding `v`'s value when `v`, of an
    /// interface type, holds a `T` (its type id is `T`'s), or is a `T`;
    /// else none.
    pub fn lower_as(&mut self, fx: &mut FnCx, operand: ExprId, ty: crate::ast::TypeId, span: Span) -> CResult<TVal> {
        let v = self.lower_value(fx, operand)?;
        let target = self.resolve_type(super::Unit::User, ty)?;
        if self.ctx.type_has_params(v.ty) || self.ctx.type_has_params(target) {
            return Err(self.unexpressible(span, "'as' on a type parameter"));
        }
        let opt = self.optional_type(target, span)?;
        if v.ty == target {
            let value = self.convert(fx, v, opt, span, false)?;
            return Ok(TVal { value, ty: opt, literal: false });
        }
        // A value of another concrete type (a generic parameter's
        // instance): statically none.
        let Some(iface) = self.existential_interface(v.ty) else {
            self.report_unrelated_is_as(v.ty, target, span);
            return Ok(TVal { value: self.zero(fx, opt, span), ty: opt, literal: false });
        };
        let holds = self.existential_is(fx, v, &iface, ty, span)?;
        let value = self.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_UNPACK.name, &[v.value], target, &[], span);
        let value = self.emit_value(fx, "agg.construct", &[value, holds.value], opt, &[], span);
        Ok(TVal { value, ty: opt, literal: false })
    }
}
