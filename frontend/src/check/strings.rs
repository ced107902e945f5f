//! `String` on the GPU: a value is its string's 32-bit hash (a struct
//! `String` of one `int`, so that `extension String` and overloads keep it
//! apart from the integers), as slangc lowers string literals for targets
//! without strings; `getStringHash(s)` reads it.

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker, E_TYPE_MISMATCH};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// Slang's stable 32-bit string hash over the string's UTF-8 bytes
/// (`getStringHash`): `h = c + (h << 6) + (h << 16) - h`, wrapping.
pub fn string_hash(s: &str) -> i32 {
    let mut h: u32 = 0;
    for &c in s.as_bytes() {
        h = u32::from(c).wrapping_add(h << 6).wrapping_add(h << 16).wrapping_sub(h);
    }
    h as i32
}

impl Checker<'_> {
    /// The type of `String` values.
    pub fn string_type(&mut self) -> Type {
        let name = self.ctx.sym("String");
        let int = self.ctx.int_type(32, true);
        let field = self.ctx.sym("hash");
        self.ctx.intern_type(TypeKind::Struct { name, fields: vec![(field, int)] })
    }

    /// A string literal as a `String` value.
    pub(super) fn string_value(&mut self, fx: &mut FnCx, s: &str, span: Span) -> TVal {
        let int = self.ctx.int_type(32, true);
        let a = self.ctx.int_attr(string_hash(s) as i128);
        let hash = self.emit_value(fx, "arith.const", &[], int, &[("value", a)], span);
        let ty = self.string_type();
        let value = self.emit_value(fx, "agg.construct", &[hash], ty, &[], span);
        TVal { value, ty, literal: false }
    }

    /// `getStringHash(s)`: the `int` hash of a `String`.
    pub(super) fn get_string_hash(&mut self, fx: &mut FnCx, arg: ExprId, span: Span) -> CResult<TVal> {
        let int = self.ctx.int_type(32, true);
        if let ExprKind::String(s) = &self.user.expr(arg).kind {
            let a = self.ctx.int_attr(string_hash(s) as i128);
            let value = self.emit_value(fx, "arith.const", &[], int, &[("value", a)], span);
            return Ok(TVal { value, ty: int, literal: false });
        }
        let v = self.lower_value(fx, arg)?;
        if v.ty != self.string_type() {
            let msg = format!("getStringHash takes a String, not '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, self.span(arg), msg));
        }
        let idx = self.ctx.int_attr(0);
        let value = self.emit_value(fx, "agg.extract", &[v.value], int, &[("index", idx)], span);
        Ok(TVal { value, ty: int, literal: false })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn hashes_as_slangc() {
        // Values read from slangc 2026.14.1's SPIR-V for getStringHash.
        assert_eq!(super::string_hash("hello"), 684824882);
        assert_eq!(super::string_hash(""), 0);
        assert_eq!(super::string_hash("Hello \t\n World"), 1457288897);
    }
}
