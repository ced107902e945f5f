//! The shape of a texture type, as the targets that spell textures by
//! shape (WGSL `texture_2d_array`, Metal `texture2d_array`, CUDA
//! `tex2DLayeredLod`) need it, and the coordinate parts an access splits
//! into.

use crate::cfamily::{cannot, Target, Walker, R};
use crate::expr::Expr;
use nsl_dialects::hl;
use nsl_ir::{Op, Type, TypeKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Base {
    D1,
    D2,
    D3,
    Cube,
}

/// A texture type: its base shape, whether it is an array, multisampled,
/// read-write or a depth texture, and its texel type.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    pub base: Base,
    pub array: bool,
    pub multisampled: bool,
    pub rw: bool,
    /// Write-only (`WTexture2D`): `rw` too.
    pub write_only: bool,
    pub depth: bool,
    pub texel: Type,
}

impl Shape {
    /// The shape of a texture that is neither a depth texture nor
    /// write-only.
    pub fn of(w: &Walker, ty: Type) -> Option<Shape> {
        Shape::of_any(w, ty).filter(|s| !s.depth && !s.write_only)
    }

    /// The shape of any texture, depth textures (`DepthTexture2D`) and
    /// write-only ones (`WTexture2D`) included.
    pub fn of_any(w: &Walker, ty: Type) -> Option<Shape> {
        let (texel, _, rw) = hl::texture(w.ctx, ty)?;
        let TypeKind::Opaque { name, .. } = w.ctx.type_kind(ty) else { return None };
        let name = w.ctx.str(*name).trim_start_matches("hl.");
        let (write_only, name) = match name.strip_prefix("RW") {
            Some(rest) => (false, rest),
            None => name.strip_prefix('W').map_or((false, name), |rest| (true, rest)),
        };
        let (depth, name) = match name.strip_prefix("Depth") {
            Some(rest) => (true, rest),
            None => (false, name),
        };
        let (base, rest) =
            [("Texture1D", Base::D1), ("Texture2D", Base::D2), ("Texture3D", Base::D3), ("TextureCube", Base::Cube)]
                .iter()
                .find_map(|&(prefix, base)| name.strip_prefix(prefix).map(|rest| (base, rest)))?;
        Some(Shape {
            base,
            array: rest.contains("Array"),
            multisampled: rest.contains("MS"),
            rw,
            write_only,
            depth,
            texel,
        })
    }

    /// The shape of the texture operand of a texture op.
    pub fn of_operand(w: &Walker, t: &dyn Target, op: Op) -> R<Shape> {
        Shape::of(w, w.ctx.value_type(w.ctx.operand(op, 0))).ok_or_else(|| cannot(w.ctx, op, t.name(), "a non-texture"))
    }

    /// How many coordinates address a texel within a layer.
    pub fn coords(&self) -> usize {
        match self.base {
            Base::D1 => 1,
            Base::D2 => 2,
            Base::D3 | Base::Cube => 3,
        }
    }

    /// How many channels a texel has.
    pub fn channels(&self, w: &Walker) -> usize {
        w.components(self.texel)
    }
}

/// Coordinate operand `i` of a texture op (`a` its operands' expressions)
/// split for targets whose calls take an array layer or a mip level as
/// arguments of their own: its first `coords` components, then each one
/// after them. A vector split into parts is used by name.
pub(crate) fn split_coordinate(
    w: &mut Walker,
    t: &mut dyn Target,
    op: Op,
    a: &[Expr],
    i: usize,
    coords: usize,
) -> R<(Expr, Vec<Expr>)> {
    let v = w.ctx.operand(op, i);
    let len = w.components(w.ctx.value_type(v));
    if len == coords {
        return Ok((a[i].clone(), Vec::new()));
    }
    let c = w.named(t, v, a[i].clone(), op)?;
    let extra = (coords..len).map(|k| components(&c, k, 1, len)).collect();
    Ok((components(&c, 0, coords, len), extra))
}

/// Components `from..from + n` of a vector expression (`c.xy`, `c.z`),
/// the whole of it when that is all of it.
pub(crate) fn components(c: &Expr, from: usize, n: usize, len: usize) -> Expr {
    if from == 0 && n == len {
        return c.clone();
    }
    c.postfix(&format!(".{}", &"xyzw"[from..from + n]))
}

/// The swizzle taking a 4-channel read to a texel of `channels`.
pub(crate) fn fit_texel(read: Expr, channels: usize) -> Expr {
    if channels == 4 {
        read
    } else {
        read.postfix(&format!(".{}", &"xyzw"[..channels]))
    }
}

/// Is `v` the constant 0.0 (`SampleCmpLevelZero`'s level)?
pub(crate) fn is_float_zero(ctx: &nsl_ir::Context, v: nsl_ir::Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| {
        ctx.op_name(d) == "arith.const"
            && ctx.attr(d, "value").is_some_and(
                |a| matches!(ctx.attr_kind(a), nsl_ir::AttrKind::Float(bits) if f64::from_bits(*bits) == 0.0),
            )
    })
}
