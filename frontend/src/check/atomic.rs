//! `Atomic<T>`: a generic struct of the core module's prelude holding one
//! `T`, whose `[mutating]` methods run the `gpu` dialect's atomics on the
//! object's own memory (a method called on a buffer element or a
//! groupshared variable has an instance whose `this` points there:
//! `Checker::method_for_space`). What the language adds around it lives
//! here, as in Slang: `a = v` stores a `T`, the compound assignments
//! `+=`, `-=`, `&=`, `|=`, `^=` and `++` / `--` are the atomic operations,
//! giving the new value (the old one for a postfix `++` / `--`).

use super::expr::{Place, TVal};
use super::generics::GArg;
use super::stmt::FnCx;
use super::{CResult, Checker, E_NO_MEMBER, E_TYPE_MISMATCH};
use crate::ast::{BinaryOp, ExprId, UnaryOp};
use crate::source::Span;
use nsl_ir::Type;

impl Checker<'_> {
    /// `T` when `ty` is `Atomic<T>`.
    pub fn atomic_payload(&self, ty: Type) -> Option<Type> {
        if self.shadowed_core_structs.contains("Atomic") {
            return None;
        }
        match self.struct_instance_of(ty)? {
            ("Atomic", [GArg::Type(t)]) => Some(*t),
            _ => None,
        }
    }

    /// Calls method `name` of the `Atomic<T>` at `place` with `vals`.
    fn atomic_method(&mut self, fx: &mut FnCx, place: Place, name: &str, vals: &[TVal], span: Span) -> CResult<TVal> {
        let ty = place.ty();
        let candidates =
            self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get(name)).cloned().unwrap_or_default();
        if candidates.is_empty() {
            let msg = format!("'{name}' is not a member of '{}'", self.show(ty));
            return Err(self.error(E_NO_MEMBER, span, msg));
        }
        let label = format!("{}.{name}", self.show(ty));
        let r = self.resolve_and_call(fx, &label, &candidates, Some(place), vals, &[], &[], span)?;
        r.ok_or(super::Reported)
    }

    /// `place = rhs` or `place op= rhs` for an `Atomic<T>` place.
    pub fn atomic_assign(
        &mut self,
        fx: &mut FnCx,
        op: Option<BinaryOp>,
        place: Place,
        rhs: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let t = self.atomic_payload(place.ty()).ok_or(super::Reported)?;
        let r = self.lower_value(fx, rhs)?;
        let rspan = self.user.expr(rhs).span;
        let value = self.convert(fx, r, t, rspan, false)?;
        let v = TVal { value, ty: t, literal: false };
        let method = match op {
            None => {
                // Initialization: a plain store of the value.
                let inner = self.member_place(fx, place, "__value", span)?;
                self.store_place(fx, &inner, value, span)?;
                return Ok(v);
            }
            Some(BinaryOp::Add) => "add",
            Some(BinaryOp::Sub) => "sub",
            Some(BinaryOp::BitAnd) => "and",
            Some(BinaryOp::BitOr) => "or",
            Some(BinaryOp::BitXor) => "xor",
            Some(other) => {
                let msg = format!("'{}=' is not an atomic operation of '{}'", other.text(), self.show(place.ty()));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        };
        let old = self.atomic_method(fx, place, method, &[v], span)?;
        self.binary_values(fx, op.expect("compound"), old, v, span)
    }

    /// `++a`, `a++`, `--a`, `a--` for an `Atomic<T>` place.
    pub fn atomic_step(&mut self, fx: &mut FnCx, op: UnaryOp, place: Place, span: Span) -> CResult<TVal> {
        let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
        let old = self.atomic_method(fx, place, if inc { "increment" } else { "decrement" }, &[], span)?;
        if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
            return Ok(old);
        }
        let one = self.one(fx, old.ty, span);
        let name = if inc { "arith.add" } else { "arith.sub" };
        let value = self.emit_value(fx, name, &[old.value, one], old.ty, &[], span);
        Ok(TVal { value, ty: old.ty, literal: false })
    }
}
