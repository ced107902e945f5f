//! The derivative rules, shared by `fwd-diff` and `bwd-diff`.
//!
//! Every op is in one class: element-wise with partial derivatives
//! ([`partials`]), linear and structural (applied to tangents forward,
//! transposed backward: [`is_linear_structural`]), bilinear or otherwise
//! special (written out in each pass: [`is_special`]), or without a
//! derivative ([`is_nondiff`]: comparisons, integer and bit ops, rounding,
//! constants). Anything else with float results is refused when a tangent
//! reaches it.

use super::Em;
use nsl_dialects::{arith, math};
use nsl_ir::{TypeKind, Value};

/// A partial derivative: known constants stay symbolic so that `1 * dx`
/// is never emitted.
pub enum P {
    Zero,
    One,
    NegOne,
    Val(Value),
}

/// `p * d` (`None`: zero).
pub fn apply(em: &mut Em, p: &P, d: Value) -> Option<Value> {
    match p {
        P::Zero => None,
        P::One => Some(d),
        P::NegOne => Some(em.neg(d)),
        P::Val(v) => Some(em.mul(*v, d)),
    }
}

const LN2: f64 = std::f64::consts::LN_2;
const LN10: f64 = std::f64::consts::LN_10;

/// The op whose derivative rule an element-wise op on cooperative vectors
/// shares (`coop.arith {op = "mul"}` is `arith.mul`'s, `coop.vec_math {fn =
/// "exp"}` is `math.exp`'s); `name` otherwise.
pub fn canonical<'a>(ctx: &nsl_ir::Context, op: nsl_ir::Op, name: &'a str) -> &'a str {
    match name {
        "coop.neg" => "arith.neg",
        "coop.arith" => match ctx.attr_str(op, "op") {
            Some("add") => "arith.add",
            Some("sub") => "arith.sub",
            Some("mul") => "arith.mul",
            Some("div") => "arith.div",
            _ => name,
        },
        "coop.vec_math" => match ctx.attr_str(op, "fn") {
            Some("atan") => "math.atan",
            Some("exp") => "math.exp",
            Some("log") => "math.log",
            Some("tanh") => "math.tanh",
            Some("clamp") => "math.clamp",
            Some("max") => "math.max",
            Some("min") => "math.min",
            Some("step") => "math.step",
            Some("fma") => "math.fma",
            _ => name,
        },
        _ => name,
    }
}

/// Ops with no derivative: their results are constant as far as
/// differentiation goes.
pub fn is_nondiff(name: &str) -> bool {
    matches!(
        name,
        "arith.const"
            | "gen.existential_make"
            | "arith.cmp"
            | "arith.bitcast"
            | "arith.and"
            | "arith.or"
            | "arith.xor"
            | "arith.not"
            | "arith.shl"
            | "arith.shr"
            | "math.floor"
            | "math.ceil"
            | "math.round"
            | "math.trunc"
            | "math.sign"
            | "math.step"
            | "math.isnan"
            | "math.isinf"
            | "math.isfinite"
            | "math.any"
            | "math.all"
            | "math.countbits"
            | "math.firstbithigh"
            | "math.firstbitlow"
            | "math.reversebits"
            | "math.f32tof16"
            | "math.f16tof32"
    )
}

/// Ops linear in their float operands and only moving components around:
/// the same op on the tangents is the tangent.
pub fn is_linear_structural(name: &str) -> bool {
    matches!(
        name,
        "vec.construct"
            | "gen.existential_pack"
            | "gen.existential_unpack"
            | "vec.splat"
            | "vec.extract"
            | "vec.extract_dyn"
            | "vec.insert"
            | "vec.swizzle"
            | "agg.construct"
            | "agg.extract"
            | "agg.insert"
            | "agg.extract_dyn"
            | "mat.construct"
            | "mat.extract_row"
            | "mat.insert_row"
            | "mat.transpose"
            | "mat.relayout"
            | "coop.construct"
            | "coop.fill"
            | "coop.extract"
            | "coop.insert"
    )
}

/// Ops each pass writes out by hand (bilinear, reductions, conversions,
/// selects).
pub fn is_special(name: &str) -> bool {
    matches!(
        name,
        "arith.select"
            | "arith.convert"
            | "math.dot"
            | "math.cross"
            | "math.length"
            | "math.distance"
            | "math.normalize"
            | "math.reflect"
            | "math.refract"
            | "math.determinant"
            | "mat.mul_mv"
            | "mat.mul_vm"
            | "mat.mul_mm"
    )
}

/// Whether the op's result type is a matrix (no select of matrices).
fn is_matrix(em: &Em, v: Value) -> bool {
    matches!(em.b.ctx.type_kind(em.ty(v)), TypeKind::Matrix { .. })
}

/// The partial derivatives of element-wise op `name` with operands `x`
/// (primal, in the new function) and result `y`; `None` when `name` is not
/// such an op (or not for this type).
pub fn partials(em: &mut Em, name: &str, x: &[Value], y: Value) -> Option<Vec<P>> {
    use P::*;
    let t = em.ty(y);
    let needs_select =
        matches!(name, "math.abs" | "math.saturate" | "math.min" | "math.max" | "math.clamp" | "math.pow");
    if needs_select && is_matrix(em, y) {
        return None;
    }
    if needs_select && em.is_coop(y) {
        return coop_select_partials(em, name, x);
    }
    Some(match name {
        "arith.add" => vec![One, One],
        "arith.sub" => vec![One, NegOne],
        "arith.neg" => vec![NegOne],
        "arith.mul" => vec![Val(x[1]), Val(x[0])],
        "arith.div" => {
            let one = em.splat(t, 1.0);
            let inv = em.div(one, x[1]);
            let q = em.div(y, x[1]);
            let nq = em.neg(q);
            vec![Val(inv), Val(nq)]
        }
        // fmod: d/dx = 1, d/dy = 0 (Slang's convention).
        "arith.rem" => vec![One, Zero],
        "math.sin" => vec![Val(em.un(math::COS.name, x[0]))],
        "math.cos" => {
            let s = em.un(math::SIN.name, x[0]);
            vec![Val(em.neg(s))]
        }
        "math.tan" => {
            let c = em.un(math::COS.name, x[0]);
            let c2 = em.mul(c, c);
            let one = em.splat(t, 1.0);
            vec![Val(em.div(one, c2))]
        }
        "math.asin" | "math.acos" => {
            let one = em.splat(t, 1.0);
            let x2 = em.mul(x[0], x[0]);
            let r = em.sub(one, x2);
            let s = em.un(math::SQRT.name, r);
            let one = em.splat(t, if name == "math.asin" { 1.0 } else { -1.0 });
            vec![Val(em.div(one, s))]
        }
        "math.atan" => {
            let one = em.splat(t, 1.0);
            let x2 = em.mul(x[0], x[0]);
            let r = em.add(one, x2);
            vec![Val(em.div(one, r))]
        }
        "math.sinh" => vec![Val(em.un(math::COSH.name, x[0]))],
        "math.cosh" => vec![Val(em.un(math::SINH.name, x[0]))],
        "math.tanh" => {
            let one = em.splat(t, 1.0);
            let y2 = em.mul(y, y);
            vec![Val(em.sub(one, y2))]
        }
        "math.exp" => vec![Val(y)],
        "math.exp2" => {
            let c = em.splat(t, LN2);
            vec![Val(em.mul(y, c))]
        }
        "math.log" | "math.log2" | "math.log10" => {
            let k = match name {
                "math.log" => 1.0,
                "math.log2" => LN2,
                _ => LN10,
            };
            let c = em.splat(t, k);
            let d = em.mul(x[0], c);
            let one = em.splat(t, 1.0);
            vec![Val(em.div(one, d))]
        }
        "math.sqrt" => {
            let eps = em.splat(t, 1e-7);
            let m = em.bin(math::MAX.name, eps, x[0]);
            let s = em.un(math::SQRT.name, m);
            let half = em.splat(t, 0.5);
            vec![Val(em.div(half, s))]
        }
        "math.rsqrt" => {
            // d(x^-1/2) = -0.5 x^-3/2 = -0.5 y³.
            let y3 = em.mul(y, y);
            let y3 = em.mul(y3, y);
            let c = em.splat(t, -0.5);
            vec![Val(em.mul(c, y3))]
        }
        "math.rcp" => {
            let eps = em.splat(t, 1e-7);
            let x2 = em.mul(x[0], x[0]);
            let m = em.bin(math::MAX.name, eps, x2);
            let c = em.splat(t, -1.0);
            vec![Val(em.div(c, m))]
        }
        "math.frac" => vec![One],
        "math.saturate" => {
            let (zero, one) = (em.splat(t, 0.0), em.splat(t, 1.0));
            let lo = em.cmp("lt", x[0], zero);
            let hi = em.cmp("gt", x[0], one);
            let inner = em.select(hi, zero, one);
            vec![Val(em.select(lo, zero, inner))]
        }
        "math.degrees" => {
            let c = em.splat(t, 180.0 / std::f64::consts::PI);
            vec![Val(c)]
        }
        "math.radians" => {
            let c = em.splat(t, std::f64::consts::PI / 180.0);
            vec![Val(c)]
        }
        "math.abs" => vec![Val(em.un(math::SIGN.name, x[0]))],
        "math.min" | "math.max" => {
            let pred = if name == "math.min" { "lt" } else { "gt" };
            let (zero, half, one) = (em.splat(t, 0.0), em.splat(t, 0.5), em.splat(t, 1.0));
            let eq = em.cmp("eq", x[0], x[1]);
            let a_wins = em.cmp(pred, x[0], x[1]);
            let b_wins = em.cmp(pred, x[1], x[0]);
            let tie = em.select(eq, half, zero);
            let pa = em.select(a_wins, one, tie);
            let pb = em.select(b_wins, one, tie);
            vec![Val(pa), Val(pb)]
        }
        "math.clamp" => {
            // x's derivative on [lo, hi] (closed), else the active bound's.
            let (zero, one) = (em.splat(t, 0.0), em.splat(t, 1.0));
            let below = em.cmp("lt", x[0], x[1]);
            let above = em.cmp("gt", x[0], x[2]);
            let in_hi = em.select(above, zero, one);
            let px = em.select(below, zero, in_hi);
            let plo = em.select(below, one, zero);
            let phi_above = em.select(above, one, zero);
            let phi = em.select(below, zero, phi_above);
            vec![Val(px), Val(plo), Val(phi)]
        }
        "math.pow" => {
            // 0 where x < 1e-6, else (y·v/x, v·log x).
            let zero = em.splat(t, 0.0);
            let eps = em.splat(t, 1e-6);
            let small = em.cmp("lt", x[0], eps);
            let yv = em.mul(x[1], y);
            let dx = em.div(yv, x[0]);
            let lx = em.un(math::LOG.name, x[0]);
            let dy = em.mul(y, lx);
            let dx = em.select(small, zero, dx);
            let dy = em.select(small, zero, dy);
            vec![Val(dx), Val(dy)]
        }
        "math.atan2" => {
            // atan2(y, x): (x, -y) / (x² + y²).
            let (a, b) = (x[0], x[1]);
            let a2 = em.mul(a, a);
            let b2 = em.mul(b, b);
            let r = em.add(a2, b2);
            let pa = em.div(b, r);
            let na = em.neg(a);
            let pb = em.div(na, r);
            vec![Val(pa), Val(pb)]
        }
        "math.lerp" => {
            let one = em.splat(t, 1.0);
            let omt = em.sub(one, x[2]);
            let bma = em.sub(x[1], x[0]);
            vec![Val(omt), Val(x[2]), Val(bma)]
        }
        "math.smoothstep" => {
            let (lo, hi, v) = (x[0], x[1], x[2]);
            let w = em.sub(hi, lo);
            let q = em.sub(v, lo);
            let q = em.div(q, w);
            let tt = em.un(math::SATURATE.name, q);
            let one = em.splat(t, 1.0);
            let six = em.splat(t, 6.0);
            let omt = em.sub(one, tt);
            let g = em.mul(six, tt);
            let g = em.mul(g, omt);
            let px = em.div(g, w);
            let w2 = em.mul(w, w);
            let xh = em.sub(v, hi);
            let plo = em.mul(g, xh);
            let plo = em.div(plo, w2);
            let lx = em.sub(lo, v);
            let phi = em.mul(g, lx);
            let phi = em.div(phi, w2);
            vec![Val(plo), Val(phi), Val(px)]
        }
        "math.fma" | "math.mad" => vec![Val(x[1]), Val(x[0]), One],
        "math.ldexp" => {
            let p = em.un(math::EXP2.name, x[1]);
            let c = em.splat(t, LN2);
            let pe = em.mul(y, c);
            vec![Val(p), Val(pe)]
        }
        _ => return None,
    })
}

/// `[x >= edge]` element-wise (1 or 0) for cooperative vectors of floats.
fn coop_ge(em: &mut Em, x: Value, edge: Value) -> Value {
    let t = em.ty(x);
    let f = em.ctx().str_attr("step");
    em.op1a(nsl_dialects::coop::VEC_MATH.name, &[edge, x], t, &[("fn", f)])
}

/// The partials of min, max and clamp of cooperative vectors, whose rules
/// select: they have no compare or select, so each indicator is a `step`
/// (`[a >= b]`) and the choice a product. Same conventions as the scalar
/// rules (ties split 0.5/0.5; clamp's bounds inclusive).
fn coop_select_partials(em: &mut Em, name: &str, x: &[Value]) -> Option<Vec<P>> {
    let t = em.ty(x[0]);
    let one = em.splat(t, 1.0);
    Some(match name {
        "math.min" | "math.max" => {
            // x0's partial is [x0 wins] (x0 >= x1 for max, x1 >= x0 for
            // min) less half where they tie; x1's the mirror.
            let x0_ge = coop_ge(em, x[0], x[1]);
            let x1_ge = coop_ge(em, x[1], x[0]);
            let tie = em.mul(x0_ge, x1_ge);
            let half = em.splat(t, 0.5);
            let half_tie = em.mul(tie, half);
            let (w0, w1) = if name == "math.max" { (x0_ge, x1_ge) } else { (x1_ge, x0_ge) };
            let p0 = em.sub(w0, half_tie);
            let p1 = em.sub(w1, half_tie);
            vec![P::Val(p0), P::Val(p1)]
        }
        "math.clamp" => {
            let not_below = coop_ge(em, x[0], x[1]);
            let not_above = coop_ge(em, x[2], x[0]);
            let px = em.mul(not_below, not_above);
            let plo = em.sub(one, not_below);
            let above = em.sub(one, not_above);
            let phi = em.mul(above, not_below);
            vec![P::Val(px), P::Val(plo), P::Val(phi)]
        }
        _ => return None,
    })
}

/// Whether `name` is an element-wise op [`partials`] knows (without
/// emitting anything).
pub fn has_partials(name: &str) -> bool {
    matches!(
        name,
        "arith.add"
            | "arith.sub"
            | "arith.neg"
            | "arith.mul"
            | "arith.div"
            | "arith.rem"
            | "math.sin"
            | "math.cos"
            | "math.tan"
            | "math.asin"
            | "math.acos"
            | "math.atan"
            | "math.sinh"
            | "math.cosh"
            | "math.tanh"
            | "math.exp"
            | "math.exp2"
            | "math.log"
            | "math.log2"
            | "math.log10"
            | "math.sqrt"
            | "math.rsqrt"
            | "math.rcp"
            | "math.frac"
            | "math.saturate"
            | "math.degrees"
            | "math.radians"
            | "math.abs"
            | "math.min"
            | "math.max"
            | "math.clamp"
            | "math.pow"
            | "math.atan2"
            | "math.lerp"
            | "math.smoothstep"
            | "math.fma"
            | "math.mad"
            | "math.ldexp"
    )
}

// Keep the names used above tied to the dialect's schemas.
const _: [&str; 2] = [arith::ADD.name, math::SIN.name];
