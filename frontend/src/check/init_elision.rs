//! Brace elision in initializer lists, as C and HLSL read them: a list of
//! scalars for a struct or array whose members are themselves aggregates
//! fills its scalar leaves one after the other (`S t = { 1, 0, 1, 0 };` of
//! a struct holding a `float2x2`; `{ 1, 2, 3, 4 }` of an `int2[2]`).

use super::expr::TVal;
use super::stmt::{scalar_count, FnCx};
use super::{CResult, Checker, E_TYPE_MISMATCH};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};

impl Checker<'_> {
    /// `items`, more than `ty`'s members, elided into `ty`: `None` unless
    /// `ty` is a struct or array whose leaves are all scalars (of vectors
    /// and matrices too), as many as the items, none of them a bit field,
    /// and no item is itself a list.
    pub fn elided_init_list(&mut self, fx: &mut FnCx, items: &[ExprId], ty: Type, span: Span) -> Option<CResult<TVal>> {
        self.elided_init_list_of(fx, items, ty, span, false)
    }

    /// A list whose first item is a scalar literal where the first member
    /// is a struct or an array (`A a = {0.2};` for `struct A { B b; float
    /// y; }`): the braces of the members are left out, and the scalars
    /// missing at the end are zero, as in C.
    pub fn leading_elided_init_list(
        &mut self,
        fx: &mut FnCx,
        items: &[ExprId],
        ty: Type,
        span: Span,
    ) -> Option<CResult<TVal>> {
        let first_field = match self.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => fields.first().map(|&(_, t)| t)?,
            _ => return None,
        };
        let literal = |c: &Self, e: ExprId| match &c.user.expr(e).kind {
            ExprKind::Float { .. } | ExprKind::Int { .. } | ExprKind::Bool(_) => true,
            ExprKind::Unary { operand, .. } => {
                matches!(c.user.expr(*operand).kind, ExprKind::Float { .. } | ExprKind::Int { .. })
            }
            _ => false,
        };
        let aggregate = matches!(self.ctx.type_kind(first_field), TypeKind::Struct { .. } | TypeKind::Array { .. });
        if !aggregate || !items.first().is_some_and(|&i| literal(self, i)) {
            return None;
        }
        self.elided_init_list_of(fx, items, ty, span, true)
    }

    fn elided_init_list_of(
        &mut self,
        fx: &mut FnCx,
        items: &[ExprId],
        ty: Type,
        span: Span,
        partial: bool,
    ) -> Option<CResult<TVal>> {
        let count = scalar_count(self.ctx, ty);
        if !matches!(self.ctx.type_kind(ty), TypeKind::Struct { .. } | TypeKind::Array { .. })
            || (count != items.len() as u64 && !(partial && (items.len() as u64) < count))
            || !self.elidable(ty)
            || items.iter().any(|&i| matches!(self.user.expr(i).kind, ExprKind::InitList(_)))
        {
            return None;
        }
        let mut scalars = Vec::new();
        for &i in items {
            let v = match self.lower_value(fx, i) {
                Ok(v) => v,
                Err(e) => return Some(Err(e)),
            };
            if !self.ctx.is_scalar(v.ty) {
                let msg = format!(
                    "too many initializers for '{}': a list that leaves out the braces of its members gives scalars, not '{}'",
                    self.show(ty),
                    self.show(v.ty)
                );
                return Some(Err(self.error(E_TYPE_MISMATCH, self.user.expr(i).span, msg)));
            }
            scalars.push((v, self.user.expr(i).span));
        }
        let mut next = scalars.into_iter();
        Some(self.build_elided(fx, ty, &mut next, span, partial).map(|value| TVal { value, ty, literal: false }))
    }

    /// Whether every leaf of `ty` is a scalar and no struct in it has bit fields.
    fn elidable(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Vector { .. } | TypeKind::Matrix { .. } => true,
            TypeKind::Array { elem, len: Some(_) } => self.elidable(*elem),
            TypeKind::Struct { fields, .. } => {
                fields.iter().all(|&(n, t)| !super::is_bit_backing(self.ctx.str(n)) && self.elidable(t))
            }
            _ => self.ctx.is_scalar(ty),
        }
    }

    fn build_elided(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        next: &mut std::vec::IntoIter<(TVal, Span)>,
        span: Span,
        partial: bool,
    ) -> CResult<Value> {
        let (op, parts): (&str, Vec<Type>) = match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector { elem, len } => ("vec.construct", vec![elem; len as usize]),
            TypeKind::Matrix { elem, rows, cols, .. } => {
                ("mat.construct", vec![self.ctx.vector_type(elem, cols); rows as usize])
            }
            TypeKind::Array { elem, len } => ("agg.construct", vec![elem; len.unwrap_or(0) as usize]),
            TypeKind::Struct { fields, .. } => ("agg.construct", fields.iter().map(|&(_, t)| t).collect()),
            _ => {
                let Some((v, vspan)) = next.next() else {
                    if partial {
                        return Ok(self.zero(fx, ty, span));
                    }
                    return Err(self.error(E_TYPE_MISMATCH, span, "too few initializers"));
                };
                return self.convert(fx, v, ty, vspan, false);
            }
        };
        let mut values = Vec::new();
        for t in parts {
            values.push(self.build_elided(fx, t, next, span, partial)?);
        }
        Ok(self.emit_value(fx, op, &values, ty, &[], span))
    }
}
