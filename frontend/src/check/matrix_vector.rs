//! Explicit casts between a matrix and a vector of as many elements
//! (`(float4)m` of a `float2x2`, `(float2x2)v` of a `float4`): the
//! matrix's elements row after row, as Slang reads them.

use super::stmt::FnCx;
use super::Checker;
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};

impl Checker<'_> {
    /// `v` (a matrix of `rows` x `cols` elements of `elem`, or a vector of
    /// as many) reshaped to `to` (the other shape, same element type).
    pub fn reshape_matrix_vector(
        &mut self,
        fx: &mut FnCx,
        v: Value,
        elem: Type,
        (rows, cols): (u8, u8),
        to: Type,
        span: Span,
    ) -> Value {
        let row_ty = self.ctx.vector_type(elem, cols);
        if matches!(self.ctx.type_kind(to), TypeKind::Matrix { .. }) {
            let rows: Vec<Value> = (0..u32::from(rows))
                .map(|r| {
                    let items: Vec<Value> = (0..u32::from(cols))
                        .map(|c| {
                            let index = self.ctx.int_attr((r * u32::from(cols) + c).into());
                            self.emit_value(fx, "vec.extract", &[v], elem, &[("index", index)], span)
                        })
                        .collect();
                    self.emit_value(fx, "vec.construct", &items, row_ty, &[], span)
                })
                .collect();
            return self.emit_value(fx, "mat.construct", &rows, to, &[], span);
        }
        let rows: Vec<Value> = (0..rows)
            .map(|r| {
                let index = self.ctx.int_attr(r.into());
                self.emit_value(fx, "mat.extract_row", &[v], row_ty, &[("index", index)], span)
            })
            .collect();
        self.emit_value(fx, "vec.construct", &rows, to, &[], span)
    }
}
