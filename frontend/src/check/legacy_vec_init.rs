//! The deprecated three-component initializers of a four-component vector:
//! `int4(int2(a, b), c)` and `{ int2(a, b), c }` are `(a, b, c, c)`;
//! `int4(a, int2(b, c))` and `{ a, int2(b, c) }` are `(a, a, b, c)`. The
//! lone scalar is promoted to a two-component vector, as slangc's core
//! module defines them; slangc warns that they are deprecated (E31200), and
//! from language version 2026 on they are removed (E31207, an error).

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker};
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};

/// Use of a deprecated declaration (slangc's E31200).
const W_DEPRECATED: &str = "E31200";
/// Use of a declaration removed in the selected language version (slangc's
/// E31207).
const E_REMOVED: &str = "E31207";

impl Checker<'_> {
    /// The vector `ty` built from `vals` when they are one of the deprecated
    /// three-component forms for a four-component vector; `None` otherwise.
    pub(super) fn legacy_three_component_vec4(
        &mut self,
        fx: &mut FnCx,
        vals: &[TVal],
        ty: Type,
        span: Span,
    ) -> CResult<Option<Value>> {
        let TypeKind::Vector { elem, len: 4 } = *self.ctx.type_kind(ty) else { return Ok(None) };
        let [a, b] = vals else { return Ok(None) };
        let vec2_elem = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Vector { elem, len: 2 } => Some(elem),
            _ => None,
        };
        let (pair, pair_elem, single, pair_first) = match (vec2_elem(self, a.ty), vec2_elem(self, b.ty)) {
            (Some(e), None) if self.ctx.is_scalar(b.ty) => (*a, e, *b, true),
            (None, Some(e)) if self.ctx.is_scalar(a.ty) => (*b, e, *a, false),
            _ => return Ok(None),
        };
        let mut xy = Vec::new();
        for k in 0..2 {
            let ka = self.ctx.int_attr(k);
            let c = self.emit_value(fx, "vec.extract", &[pair.value], pair_elem, &[("index", ka)], span);
            xy.push(self.convert(fx, TVal { value: c, ty: pair_elem, literal: false }, elem, span, true)?);
        }
        let s = self.convert(fx, single, elem, span, true)?;
        let comps = if pair_first { [xy[0], xy[1], s, s] } else { [s, s, xy[0], xy[1]] };
        let form = if pair_first { "(vector<T, 2>, T)" } else { "(T, vector<T, 2>)" };
        if self.language_at_least_2026() {
            let msg = format!(
                "use of removed declaration: the three-component initializer {form} for vector<T, 4> has been removed since Slang 2026; write all four components (or use a swizzle)"
            );
            return Err(self.error(E_REMOVED, span, msg));
        }
        let msg = format!(
            "use of deprecated declaration: $init has been deprecated: Three-component initializer {form} for vector<T, 4> is deprecated. For details, see https://github.com/shader-slang/slang/issues/12093"
        );
        self.warn(W_DEPRECATED, span, msg);
        Ok(Some(self.emit_value(fx, "vec.construct", &comps, ty, &[], span)))
    }
}
