//! `bit_cast<T>(x)` between aggregates and scalars of different shapes:
//! `struct { half a; half b; }` to `uint`, `uint64_t` to
//! `struct { uint16_t a; uint16_t b; uint c; }`, `uint8_t4` to `uint`.
//!
//! Both types are flattened into their scalar leaves (struct fields in
//! order, array elements, vector components; a device pointer is a 64-bit
//! leaf) at their offsets in the natural layout, little-endian as every
//! target stores them. A type whose natural layout has padding (a leaf not
//! aligned to its own size, or a tail short of the largest alignment), a
//! bool, a matrix or anything else without a plain bit pattern is refused:
//! its bits are not defined by the value alone. Each target leaf is then
//! assembled from the source leaves that overlap it: every source leaf is
//! read as an unsigned integer of its width, shifted right to the overlap,
//! converted (truncated or zero-extended) to the target leaf's width and
//! shifted left to its place, the pieces or-ed together.

use super::expr::TVal;
use super::stmt::FnCx;
use super::Checker;
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};

/// A scalar leaf: its bit offset, bit width and type.
#[derive(Copy, Clone)]
struct Leaf {
    offset: u32,
    width: u32,
    ty: Type,
}

impl Checker<'_> {
    /// The leaves of `ty` in the natural layout, or `None` when `ty` has
    /// padding or a part without a plain bit pattern. Returns the leaves
    /// and the largest alignment (in bits).
    fn bit_leaves(&self, ty: Type, base: u32, out: &mut Vec<Leaf>) -> Option<u32> {
        let leaf = |out: &mut Vec<Leaf>, width: u32| {
            base.is_multiple_of(width).then(|| out.push(Leaf { offset: base, width, ty }))?;
            Some(width)
        };
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Int { width, .. } | TypeKind::Float { width } => leaf(out, u32::from(width)),
            TypeKind::MiniFloat(m) => leaf(out, u32::from(m.width())),
            TypeKind::Ptr { space, .. } if space.is_device() => leaf(out, 64),
            TypeKind::Vector { elem, len } => {
                let w = self.bit_leaves(elem, base, out)?;
                for k in 1..u32::from(len) {
                    self.bit_leaves(elem, base + k * w, out)?;
                }
                Some(w)
            }
            TypeKind::Array { elem, len: Some(n) } if n > 0 => {
                let start = out.len();
                let align = self.bit_leaves(elem, base, out)?;
                let size = out[start..].iter().map(|l| l.offset + l.width).max()? - base;
                if !size.is_multiple_of(align) {
                    return None;
                }
                for k in 1..n {
                    self.bit_leaves(elem, base + k * size, out)?;
                }
                Some(align)
            }
            TypeKind::Struct { fields, .. } if !fields.is_empty() => {
                let mut at = base;
                let mut align = 8;
                for (_, f) in fields {
                    let start = out.len();
                    let falign = self.bit_leaves(f, at, out)?;
                    // The natural layout would pad before this field.
                    if !at.is_multiple_of(falign) {
                        return None;
                    }
                    align = align.max(falign);
                    at = out[start..].iter().map(|l| l.offset + l.width).max().unwrap_or(at);
                }
                (at - base).is_multiple_of(align).then_some(align)
            }
            _ => None,
        }
    }

    /// The scalar leaf values of `v` (of type `ty`), in layout order.
    fn leaf_values(&mut self, fx: &FnCx, v: Value, ty: Type, span: Span, out: &mut Vec<Value>) {
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector { elem, len } => {
                for k in 0..len {
                    let idx = self.ctx.int_attr(i128::from(k));
                    let c = self.emit_value(fx, "vec.extract", &[v], elem, &[("index", idx)], span);
                    out.push(c);
                }
            }
            TypeKind::Array { elem, len: Some(n) } => {
                for k in 0..n {
                    let idx = self.ctx.int_attr(i128::from(k));
                    let e = self.emit_value(fx, "agg.extract", &[v], elem, &[("index", idx)], span);
                    self.leaf_values(fx, e, elem, span, out);
                }
            }
            TypeKind::Struct { fields, .. } => {
                for (k, (_, f)) in fields.into_iter().enumerate() {
                    let idx = self.ctx.int_attr(k as i128);
                    let e = self.emit_value(fx, "agg.extract", &[v], f, &[("index", idx)], span);
                    self.leaf_values(fx, e, f, span, out);
                }
            }
            _ => out.push(v),
        }
    }

    /// A value of type `ty` built from its leaf values, taken in order.
    fn build_from_leaves(
        &mut self,
        fx: &FnCx,
        ty: Type,
        leaves: &mut impl Iterator<Item = Value>,
        span: Span,
    ) -> Value {
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector { len, .. } => {
                let comps: Vec<Value> = leaves.take(usize::from(len)).collect();
                self.emit_value(fx, "vec.construct", &comps, ty, &[], span)
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let elems: Vec<Value> = (0..n).map(|_| self.build_from_leaves(fx, elem, leaves, span)).collect();
                self.emit_value(fx, "agg.construct", &elems, ty, &[], span)
            }
            TypeKind::Struct { fields, .. } => {
                let vals: Vec<Value> =
                    fields.into_iter().map(|(_, f)| self.build_from_leaves(fx, f, leaves, span)).collect();
                self.emit_value(fx, "agg.construct", &vals, ty, &[], span)
            }
            _ => leaves.next().expect("one leaf value per leaf"),
        }
    }

    /// A scalar leaf value as the unsigned integer of its bits.
    fn leaf_bits(&mut self, fx: &FnCx, v: Value, leaf: Leaf, span: Span) -> Value {
        let uty = self.ctx.int_type(leaf.width as u8, false);
        match *self.ctx.type_kind(leaf.ty) {
            _ if leaf.ty == uty => v,
            TypeKind::Ptr { .. } => self.emit_value(fx, "mem.ptr_to_int", &[v], uty, &[], span),
            _ => self.emit_value(fx, "arith.bitcast", &[v], uty, &[], span),
        }
    }

    /// `bit_cast<ty>(v)` through leaves; `None` when either type has no
    /// plain bit pattern or the sizes differ (the caller reports).
    pub(super) fn bit_cast_aggregate(&mut self, fx: &mut FnCx, v: TVal, ty: Type, span: Span) -> Option<TVal> {
        let (mut src, mut dst) = (Vec::new(), Vec::new());
        self.bit_leaves(v.ty, 0, &mut src)?;
        self.bit_leaves(ty, 0, &mut dst)?;
        let size = |ls: &[Leaf]| ls.last().map(|l| l.offset + l.width);
        if size(&src) != size(&dst) {
            return None;
        }
        let mut vals = Vec::new();
        self.leaf_values(fx, v.value, v.ty, span, &mut vals);
        let bits: Vec<Value> = src.iter().zip(&vals).map(|(&l, &x)| self.leaf_bits(fx, x, l, span)).collect();
        let mut built = Vec::new();
        for d in &dst {
            let uty = self.ctx.int_type(d.width as u8, false);
            let mut acc: Option<Value> = None;
            for (s, &sbits) in src.iter().zip(&bits) {
                let lo = s.offset.max(d.offset);
                let hi = (s.offset + s.width).min(d.offset + d.width);
                if lo >= hi {
                    continue;
                }
                let sty = self.ctx.int_type(s.width as u8, false);
                let mut piece = sbits;
                if lo > s.offset {
                    let k = self.int_const(fx, sty, i128::from(lo - s.offset), span);
                    piece = self.emit_value(fx, "arith.shr", &[piece, k], sty, &[], span);
                }
                if sty != uty {
                    piece = self.emit_value(fx, "arith.convert", &[piece], uty, &[], span);
                }
                if lo > d.offset {
                    let k = self.int_const(fx, uty, i128::from(lo - d.offset), span);
                    piece = self.emit_value(fx, "arith.shl", &[piece, k], uty, &[], span);
                }
                acc = Some(match acc {
                    Some(a) => self.emit_value(fx, "arith.or", &[a, piece], uty, &[], span),
                    None => piece,
                });
            }
            let acc = acc.expect("equal sizes without padding cover every bit");
            built.push(match *self.ctx.type_kind(d.ty) {
                _ if d.ty == uty => acc,
                TypeKind::Ptr { .. } => self.emit_value(fx, "mem.int_to_ptr", &[acc], d.ty, &[], span),
                _ => self.emit_value(fx, "arith.bitcast", &[acc], d.ty, &[], span),
            });
        }
        let value = self.build_from_leaves(fx, ty, &mut built.into_iter(), span);
        Some(TVal { value, ty, literal: false })
    }
}
