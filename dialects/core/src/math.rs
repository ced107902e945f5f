//! `math`: the HLSL/Slang math intrinsics as ops.
//!
//! Element-wise ops apply to every component of a scalar, vector or matrix
//! operand (some to scalars and vectors only, as their docs say), using the
//! scalar rules of [`crate::scalar`]. Every op is pure and total: no input
//! traps, and every op's result is defined for NaNs, infinities, signed
//! zeros and every integer.
//!
//! Rounding. Each op's doc gives its formula; every step of it rounds to
//! nearest even in the operand's own precision, with no fused multiply-add
//! except in `math.fma`. `f16` is computed in `f32` and rounded once more,
//! which is exact for `+ - * /` and `sqrt` (`f32` has 2 * 11 + 2
//! significand bits), so those steps, and the ops made only of them, fold
//! to the same bits on every host. A NaN operand of a one-operand float
//! function (`sin` ... `radians`) is returned unchanged.
//!
//! Transcendental functions (`sin cos tan asin acos atan sinh cosh tanh
//! exp exp2 log log2 log10 atan2 pow`, and `ldexp`, built on `exp2`) give
//! the host libm's results through Rust's std (`f32::sin`, `f64::sin`, ...;
//! `f16` through the `f32` function, then rounded). They are deterministic
//! on one platform but neither correctly rounded nor the same on every
//! platform, so constant folding them is only as exact as the host's libm.
//! Their docs say "host libm". GPUs compute them with much larger errors;
//! the op semantics fix one answer so that passes can be checked against
//! the interpreter, not to promise those bits on a target.

use crate::arith;
use crate::scalar::{
    self, canon_involution, components, expect_type, mismatch, operand_type, replace, result_type, BinOp, Elem, Pred,
    UnOp,
};
use half::f16;
use nsl_ir::interp::{f64_to_f16, sign_extend, truncate, EvalFn, Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::{print_type, print_type_kind};
use nsl_ir::rewrite::CanonicalizeFn;
use nsl_ir::schema::VerifyFn;
use nsl_ir::{Context, Dialect, Op, OpSchema, Rewriter, Slot, Traits, Type, TypeConstraint as C, TypeKind};

const X: C = C::SameAs(Slot::Operand(0));
const SAME: &[C] = &[X];
const FLOAT1: &[C] = &[C::FloatLike];
const FLOAT2: &[C] = &[C::FloatLike, X];
const FLOAT3: &[C] = &[C::FloatLike, X, X];
const NUMERIC1: &[C] = &[C::NumericLike];
const NUMERIC2: &[C] = &[C::NumericLike, X];
const NUMERIC3: &[C] = &[C::NumericLike, X, X];
const SCALAR_OR_VECTOR: &[C] = &[C::ScalarOrVector];
const VECTOR1: &[C] = &[C::Vector];
const VECTOR2: &[C] = &[C::Vector, X];
const VECTOR3: &[C] = &[C::Vector, X, X];
const SCALAR: &[C] = &[C::Scalar];

/// A pure element-wise op whose result has the type of operand 0.
const fn elementwise(
    name: &'static str,
    summary: &'static str,
    operands: &'static [C],
    eval: EvalFn,
    canonicalize: Option<CanonicalizeFn>,
) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands,
        results: SAME,
        traits: Traits::PURE,
        eval: Some(eval),
        canonicalize,
        ..OpSchema::DEFAULT
    }
}

/// A pure op on whole values (not component by component).
const fn whole(
    name: &'static str,
    summary: &'static str,
    operands: &'static [C],
    results: &'static [C],
    verify: VerifyFn,
    eval: EvalFn,
) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands,
        results,
        traits: Traits::PURE,
        verify: Some(verify),
        eval: Some(eval),
        ..OpSchema::DEFAULT
    }
}

// ----- one-operand float functions ---------------------------------------------

/// `math.sin`: the sine of `x` (radians). Host libm.
pub const SIN: OpSchema = elementwise(
    "math.sin",
    "sin(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::sin, f64::sin)),
    None,
);

/// `math.cos`: the cosine of `x` (radians). Host libm.
pub const COS: OpSchema = elementwise(
    "math.cos",
    "cos(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::cos, f64::cos)),
    None,
);

/// `math.tan`: the tangent of `x` (radians). Host libm.
pub const TAN: OpSchema = elementwise(
    "math.tan",
    "tan(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::tan, f64::tan)),
    None,
);

/// `math.asin`: the arcsine of `x`, in [-pi/2, pi/2]; NaN outside [-1, 1]. Host libm.
pub const ASIN: OpSchema = elementwise(
    "math.asin",
    "asin(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::asin, f64::asin)),
    None,
);

/// `math.acos`: the arccosine of `x`, in [0, pi]; NaN outside [-1, 1]. Host libm.
pub const ACOS: OpSchema = elementwise(
    "math.acos",
    "acos(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::acos, f64::acos)),
    None,
);

/// `math.atan`: the arctangent of `x`, in [-pi/2, pi/2]. Host libm.
pub const ATAN: OpSchema = elementwise(
    "math.atan",
    "atan(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::atan, f64::atan)),
    None,
);

/// `math.sinh`: the hyperbolic sine of `x`. Host libm.
pub const SINH: OpSchema = elementwise(
    "math.sinh",
    "sinh(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::sinh, f64::sinh)),
    None,
);

/// `math.cosh`: the hyperbolic cosine of `x`. Host libm.
pub const COSH: OpSchema = elementwise(
    "math.cosh",
    "cosh(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::cosh, f64::cosh)),
    None,
);

/// `math.tanh`: the hyperbolic tangent of `x`. Host libm.
pub const TANH: OpSchema = elementwise(
    "math.tanh",
    "tanh(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::tanh, f64::tanh)),
    None,
);

/// `math.exp`: e to the power `x`. Host libm.
pub const EXP: OpSchema = elementwise(
    "math.exp",
    "e^x, element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::exp, f64::exp)),
    None,
);

/// `math.exp2`: 2 to the power `x`. Host libm.
pub const EXP2: OpSchema = elementwise(
    "math.exp2",
    "2^x, element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::exp2, f64::exp2)),
    None,
);

/// `math.log`: the natural logarithm of `x`: `-inf` at ±0, NaN below 0. Host libm.
pub const LOG: OpSchema = elementwise(
    "math.log",
    "ln(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::ln, f64::ln)),
    None,
);

/// `math.log2`: the base-2 logarithm of `x`: `-inf` at ±0, NaN below 0. Host libm.
pub const LOG2: OpSchema = elementwise(
    "math.log2",
    "log2(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::log2, f64::log2)),
    None,
);

/// `math.log10`: the base-10 logarithm of `x`: `-inf` at ±0, NaN below 0. Host libm.
pub const LOG10: OpSchema = elementwise(
    "math.log10",
    "log10(x), element-wise on floats (host libm)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::log10, f64::log10)),
    None,
);

/// `math.sqrt`: the IEEE square root, correctly rounded (exact on every
/// host): `sqrt(-0.0) = -0.0`, NaN below 0.
pub const SQRT: OpSchema = elementwise(
    "math.sqrt",
    "sqrt(x), element-wise on floats, correctly rounded",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| sqrt(x)),
    None,
);

/// `math.rsqrt`: `1 / sqrt(x)`, the square root and the division each
/// rounded (not a correctly rounded reciprocal square root): `rsqrt(0) =
/// inf`, `rsqrt(-0.0) = -inf`, `rsqrt(inf) = 0`.
pub const RSQRT: OpSchema = elementwise(
    "math.rsqrt",
    "1 / sqrt(x), element-wise on floats, each step rounded",
    FLOAT1,
    |i, op, a| each1(i, op, a, |ar, x| ar.div(&ar.k(1.0)?, &sqrt(x)?)),
    None,
);

/// `math.rcp`: `1 / x`, the IEEE division (not a GPU's approximate
/// reciprocal): `rcp(±0) = ±inf`.
pub const RCP: OpSchema = elementwise(
    "math.rcp",
    "1 / x, element-wise on floats (IEEE division)",
    FLOAT1,
    |i, op, a| each1(i, op, a, |ar, x| ar.div(&ar.k(1.0)?, x)),
    None,
);

/// `math.floor`: the largest integral value not above `x` (`floor(-0.5) = -0.0`).
pub const FLOOR: OpSchema = elementwise(
    "math.floor",
    "Rounds toward -inf, element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::floor, f64::floor)),
    Some(canon_rounding),
);

/// `math.ceil`: the smallest integral value not below `x` (`ceil(-0.5) = -0.0`).
pub const CEIL: OpSchema = elementwise(
    "math.ceil",
    "Rounds toward +inf, element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::ceil, f64::ceil)),
    Some(canon_rounding),
);

/// `math.round`: the nearest integral value, halfway cases to even
/// (`round(2.5) = 2`, `round(-0.5) = -0.0`): HLSL's `round` as GPUs
/// execute it (DXIL `Round_ne`, SPIR-V `RoundEven`), not C's `round`.
pub const ROUND: OpSchema = elementwise(
    "math.round",
    "Rounds to nearest, ties to even, element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::round_ties_even, f64::round_ties_even)),
    Some(canon_rounding),
);

/// `math.trunc`: the integral part of `x`, rounding toward zero (`trunc(-0.5) = -0.0`).
pub const TRUNC: OpSchema = elementwise(
    "math.trunc",
    "Rounds toward zero, element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |_, x| float_fn(x, f32::trunc, f64::trunc)),
    Some(canon_rounding),
);

/// `math.frac`: `x - floor(x)`, the subtraction rounded. It lies in
/// [0, 1] (1 when `x` is a tiny negative number: `frac(-1e-30) = 1.0`);
/// `frac(±inf)` is NaN, `frac(-0.0) = +0.0`.
pub const FRAC: OpSchema = elementwise(
    "math.frac",
    "x - floor(x), element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |ar, x| ar.sub(x, &float_fn(x, f32::floor, f64::floor)?)),
    None,
);

/// `math.saturate`: `x` clamped to [0, 1]: 1 if `x >= 1`, `x` if `0 < x <
/// 1`, and +0.0 otherwise, so NaN and -0.0 give +0.0.
pub const SATURATE: OpSchema = elementwise(
    "math.saturate",
    "Clamps to [0, 1], element-wise on floats; NaN and -0.0 give +0.0",
    FLOAT1,
    |i, op, a| each1(i, op, a, saturate),
    Some(canon_idempotent),
);

/// `math.degrees`: `x * (180 / pi)`, the constant rounded to the type, the
/// product rounded.
pub const DEGREES: OpSchema = elementwise(
    "math.degrees",
    "x * (180 / pi), element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |ar, x| ar.mul(x, &ar.k(180.0 / std::f64::consts::PI)?)),
    None,
);

/// `math.radians`: `x * (pi / 180)`, the constant rounded to the type, the
/// product rounded.
pub const RADIANS: OpSchema = elementwise(
    "math.radians",
    "x * (pi / 180), element-wise on floats",
    FLOAT1,
    |i, op, a| each1(i, op, a, |ar, x| ar.mul(x, &ar.k(std::f64::consts::PI / 180.0)?)),
    None,
);

/// A float classification: float scalar or vector in, bools of its shape out.
const fn classify(name: &'static str, summary: &'static str, eval: EvalFn) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands: SCALAR_OR_VECTOR,
        results: &[C::BoolShapeOf(Slot::Operand(0))],
        traits: Traits::PURE,
        verify: Some(verify_float_scalar_or_vector),
        eval: Some(eval),
        ..OpSchema::DEFAULT
    }
}

/// `math.isnan`: whether `x` is a NaN, per component of a float scalar or vector.
pub const ISNAN: OpSchema =
    classify("math.isnan", "x is NaN, per component of a float scalar or vector", |i, op, a| {
        each1(i, op, a, |_, x| Ok(RtValue::Bool(float_value(x)?.is_nan())))
    });

/// `math.isinf`: whether `x` is +inf or -inf, per component.
pub const ISINF: OpSchema =
    classify("math.isinf", "x is +inf or -inf, per component of a float scalar or vector", |i, op, a| {
        each1(i, op, a, |_, x| Ok(RtValue::Bool(float_value(x)?.is_infinite())))
    });

/// `math.isfinite`: whether `x` is neither infinite nor NaN, per component.
pub const ISFINITE: OpSchema =
    classify("math.isfinite", "x is neither inf nor NaN, per component of a float scalar or vector", |i, op, a| {
        each1(i, op, a, |_, x| Ok(RtValue::Bool(float_value(x)?.is_finite())))
    });

// ----- float functions of several operands ------------------------------------------

/// `math.atan2 %y, %x`: the angle of the point (x, y), in [-pi, pi], with
/// C's special cases (`atan2(±0, -0) = ±pi`). Host libm.
pub const ATAN2: OpSchema = elementwise(
    "math.atan2",
    "atan2(y, x), element-wise on floats (host libm)",
    FLOAT2,
    |i, op, a| each2(i, op, a, |_, y, x| float_fn2(y, x, f32::atan2, f64::atan2)),
    None,
);

/// `math.pow %x, %y`: `x` to the power `y`, with C's special cases
/// (`pow(x, ±0) = 1` and `pow(1, y) = 1` even for NaN; NaN for negative `x`
/// and non-integral `y`). Host libm.
pub const POW: OpSchema = elementwise(
    "math.pow",
    "x^y, element-wise on floats, C's special cases (host libm)",
    FLOAT2,
    |i, op, a| each2(i, op, a, |_, x, y| float_fn2(x, y, f32::powf, f64::powf)),
    None,
);

/// `math.step %edge, %x`: 1.0 if `x >= edge`, else +0.0 (so 0 when either is NaN).
pub const STEP: OpSchema = elementwise(
    "math.step",
    "x >= edge ? 1 : 0, element-wise on floats (operands edge, x)",
    FLOAT2,
    |i, op, a| each2(i, op, a, |ar, edge, x| ar.k(if ar.pred(Pred::Ge, x, edge)? { 1.0 } else { 0.0 })),
    None,
);

/// `math.lerp %a, %b, %t`: `a + t * (b - a)`, each step rounded.
pub const LERP: OpSchema = elementwise(
    "math.lerp",
    "a + t * (b - a), element-wise on floats, each step rounded",
    FLOAT3,
    |i, op, a| each3(i, op, a, |ar, a, b, t| ar.add(a, &ar.mul(t, &ar.sub(b, a)?)?)),
    None,
);

/// `math.smoothstep %lo, %hi, %x`: `t = saturate((x - lo) / (hi - lo))`,
/// then `(t * t) * (3 - 2 * t)`, each step rounded. With `lo == hi` the
/// quotient is ±inf (0 or 1 after `saturate`) or NaN (0).
pub const SMOOTHSTEP: OpSchema = elementwise(
    "math.smoothstep",
    "Hermite step: t = saturate((x - lo) / (hi - lo)); t*t*(3 - 2t), element-wise on floats",
    FLOAT3,
    |i, op, a| each3(i, op, a, smoothstep),
    None,
);

/// `math.fma %a, %b, %c`: `a * b + c` with a single rounding (fused). `f16`
/// takes `f64`'s fused result and rounds it to `f16`, which is exact: an
/// `f64` fma of `f16` operands never lands within half an `f64` ulp of an
/// `f16` rounding boundary without lying on it.
pub const FMA: OpSchema = elementwise(
    "math.fma",
    "a * b + c with one rounding (fused), element-wise on floats",
    FLOAT3,
    |i, op, a| each3(i, op, a, |_, a, b, c| fma(a, b, c)),
    None,
);

/// `math.mad %a, %b, %c`: `a * b + c` unfused: the product rounds, then the
/// sum. Integers wrap. (HLSL's `mad` lets a GPU fuse; this op does not.)
pub const MAD: OpSchema = elementwise(
    "math.mad",
    "a * b + c, element-wise, product and sum each rounded; integers wrap",
    NUMERIC3,
    |i, op, a| each3(i, op, a, |ar, a, b, c| ar.add(&ar.mul(a, b)?, c)),
    None,
);

/// `math.ldexp %x, %e`: `x * exp2(e)` with `math.exp2`'s value of `exp2(e)`,
/// the product rounded (HLSL's definition, with a float exponent). So
/// `ldexp(0, e)` is NaN when `exp2(e)` overflows to inf. Host libm (exact
/// for integral `e` wherever the host's `exp2` is exact on powers of two).
pub const LDEXP: OpSchema = elementwise(
    "math.ldexp",
    "x * exp2(e), element-wise on floats (host libm for exp2)",
    FLOAT2,
    |i, op, a| each2(i, op, a, |ar, x, e| ar.mul(x, &float_fn(e, f32::exp2, f64::exp2)?)),
    None,
);

// ----- numeric (integer and float) -----------------------------------------------

/// `math.abs`: `|x|`. Floats clear the sign bit (of NaNs too). Signed
/// integers wrap: `abs(MIN) = MIN`; unsigned ones are unchanged.
pub const ABS: OpSchema = elementwise(
    "math.abs",
    "|x|, element-wise: floats clear the sign bit, abs(INT_MIN) = INT_MIN",
    NUMERIC1,
    |i, op, a| each1(i, op, a, abs),
    Some(canon_abs),
);

/// `math.min`: the smaller operand. Integers compare by their type's
/// signedness. Floats follow IEEE 754-2019 `minimumNumber`: a NaN operand
/// gives the other operand, -0.0 is below +0.0, and when both are NaN the
/// one with the smaller bit pattern (so the op is commutative bit for bit).
pub const MIN: OpSchema = OpSchema {
    traits: Traits::PURE.union(Traits::COMMUTATIVE),
    ..elementwise(
        "math.min",
        "The smaller operand, element-wise; a NaN gives the other operand, -0 < +0",
        NUMERIC2,
        |i, op, a| each2(i, op, a, |ar, x, y| min_max(ar, x, y, true)),
        Some(canon_min_max),
    )
};

/// `math.max`: the larger operand; `maximumNumber`, as `math.min`.
pub const MAX: OpSchema = OpSchema {
    traits: Traits::PURE.union(Traits::COMMUTATIVE),
    ..elementwise(
        "math.max",
        "The larger operand, element-wise; a NaN gives the other operand, -0 < +0",
        NUMERIC2,
        |i, op, a| each2(i, op, a, |ar, x, y| min_max(ar, x, y, false)),
        Some(canon_min_max),
    )
};

/// `math.clamp %x, %lo, %hi`: `min(max(x, lo), hi)` with `math.min` and
/// `math.max`, so `hi` wins when `lo > hi`, and a NaN `x` gives `lo`.
pub const CLAMP: OpSchema = elementwise(
    "math.clamp",
    "min(max(x, lo), hi), element-wise",
    NUMERIC3,
    |i, op, a| each3(i, op, a, |ar, x, lo, hi| min_max(ar, &min_max(ar, x, lo, false)?, hi, true)),
    None,
);

/// `math.sign`: 1 if `x > 0`, -1 if `x < 0`, else 0, in `x`'s own type
/// (HLSL's `sign` returns `int`; converting is left to the frontend).
/// Floats: ±0.0 and NaN give +0.0. Unsigned integers give 0 or 1.
pub const SIGN: OpSchema = elementwise(
    "math.sign",
    "-1, 0 or 1 in x's type, element-wise; NaN and -0.0 give +0.0",
    NUMERIC1,
    |i, op, a| each1(i, op, a, sign),
    Some(canon_idempotent),
);

// ----- integer bits ------------------------------------------------------------

/// Found-nothing result of `firstbithigh` and `firstbitlow`.
const NOT_FOUND: u64 = 0xFFFF_FFFF;

/// A bit op on 32- or 64-bit integer scalars or vectors, with a `u32`-shaped result.
const fn bit_count(name: &'static str, summary: &'static str, eval: EvalFn) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands: SCALAR_OR_VECTOR,
        results: SCALAR_OR_VECTOR,
        traits: Traits::PURE,
        verify: Some(verify_bit_count),
        eval: Some(eval),
        ..OpSchema::DEFAULT
    }
}

/// `math.countbits`: the number of set bits of each component of a 32- or
/// 64-bit integer scalar or vector, as `u32` of the same shape.
pub const COUNTBITS: OpSchema = bit_count("math.countbits", "Number of set bits, per component, as u32", |i, op, a| {
    each1(i, op, a, |ar, x| Ok(RtValue::Int(int_bits(ar, x)?.0.count_ones() as u64)))
});

/// `math.firstbithigh`: HLSL's `firstbithigh`, the index (from bit 0, the
/// least significant) of the most significant bit that differs from the
/// sign: for unsigned types and non-negative values the highest set bit,
/// for negative signed values the highest clear bit. 0xFFFFFFFF when there
/// is none (0, and -1 when signed). A `u32` of the operand's shape, for 32-
/// and 64-bit integers. (DXIL's `FirstbitHi` counts from the top; HLSL's
/// intrinsic, and this op, count from the bottom, as GLSL's `findMSB`.)
pub const FIRSTBITHIGH: OpSchema = bit_count(
    "math.firstbithigh",
    "Index of the highest bit differing from the sign (0xFFFFFFFF if none), as u32",
    |i, op, a| each1(i, op, a, firstbithigh),
);

/// `math.firstbitlow`: the index of the least significant set bit, or
/// 0xFFFFFFFF for 0, as a `u32` of the operand's shape.
pub const FIRSTBITLOW: OpSchema =
    bit_count("math.firstbitlow", "Index of the lowest set bit (0xFFFFFFFF if none), as u32", |i, op, a| {
        each1(i, op, a, |ar, x| {
            let bits = int_bits(ar, x)?.0;
            Ok(RtValue::Int(if bits == 0 { NOT_FOUND } else { bits.trailing_zeros() as u64 }))
        })
    });

/// `math.reversebits`: bit `k` of the result is bit `width - 1 - k` of `x`,
/// per component of a 32- or 64-bit integer scalar or vector.
pub const REVERSEBITS: OpSchema = OpSchema {
    name: "math.reversebits",
    summary: "Reverses the bit order of each component (32- and 64-bit integers)",
    operands: SCALAR_OR_VECTOR,
    results: SAME,
    traits: Traits::PURE,
    verify: Some(expect_bit_operand),
    eval: Some(|i, op, a| {
        each1(i, op, a, |ar, x| {
            let (bits, width) = int_bits(ar, x)?;
            Ok(RtValue::Int(bits.reverse_bits().checked_shr(64 - width as u32).unwrap_or(0)))
        })
    }),
    canonicalize: Some(canon_involution),
    ..OpSchema::DEFAULT
};

// ----- vectors -------------------------------------------------------------------

/// `math.dot %a, %b`: the ordered sum `a0*b0 + a1*b1 + ...` of two int or
/// float vectors, each product and sum rounded (no fused multiply-add),
/// integers wrapping: the convention of `mat.mul_*`. The result is the
/// element type.
pub const DOT: OpSchema = OpSchema {
    traits: Traits::PURE.union(Traits::COMMUTATIVE),
    ..whole(
        "math.dot",
        "Dot product of numeric vectors: ordered sum, each step rounded",
        VECTOR2,
        SCALAR,
        verify_dot,
        |i, op, a| whole2(i, op, a, dot),
    )
};

/// `math.cross %a, %b`: the cross product of two float 3-vectors,
/// `(a1*b2 - a2*b1, a2*b0 - a0*b2, a0*b1 - a1*b0)`, each product and
/// difference rounded.
pub const CROSS: OpSchema = whole(
    "math.cross",
    "Cross product of float 3-vectors, each step rounded",
    VECTOR2,
    SAME,
    verify_cross,
    |i, op, a| whole2(i, op, a, cross),
);

/// `math.length`: `sqrt(dot(v, v))` of a float vector (so it overflows to
/// inf where `dot` does).
pub const LENGTH: OpSchema = whole(
    "math.length",
    "sqrt(dot(v, v)) of a float vector",
    VECTOR1,
    SCALAR,
    verify_float_vector_to_elem,
    |i, op, a| whole1(i, op, a, length),
);

/// `math.distance %a, %b`: `length(a - b)`, the difference rounded per component.
pub const DISTANCE: OpSchema = whole(
    "math.distance",
    "length(a - b) of float vectors",
    VECTOR2,
    SCALAR,
    verify_float_vector_to_elem,
    |i, op, a| whole2(i, op, a, |ar, a, b| length(ar, &scalar::map2(a, b, &|x, y| ar.sub(x, y))?)),
);

/// `math.normalize`: `v / length(v)`, each component divided by the once
/// rounded length. A zero vector gives NaNs (0 / 0).
pub const NORMALIZE: OpSchema = whole(
    "math.normalize",
    "v / length(v) of a float vector; a zero vector gives NaNs",
    VECTOR1,
    SAME,
    verify_float_vector,
    |i, op, a| {
        whole1(i, op, a, |ar, v| {
            let len = length(ar, v)?;
            scalar::map1(v, &|x| ar.div(x, &len))
        })
    },
);

/// `math.reflect %i, %n`: `i - (2 * dot(n, i)) * n`: `t = 2 * dot(n, i)`
/// once, then per component `i_k - t * n_k`, each step rounded.
pub const REFLECT: OpSchema = whole(
    "math.reflect",
    "i - 2 * dot(n, i) * n of float vectors, each step rounded",
    VECTOR2,
    SAME,
    verify_float_vector,
    |i, op, a| whole2(i, op, a, reflect),
);

/// `math.refract %i, %n, %eta`: GLSL's and HLSL's formula, with `eta` a
/// scalar of the element type and each step rounded: `d = dot(n, i)`,
/// `k = 1 - (eta * eta) * (1 - d * d)`; if `k < 0` (total internal
/// reflection) the zero vector, else per component
/// `eta * i_k - (eta * d + sqrt(k)) * n_k`. A NaN `k` is not `< 0`, so it
/// gives NaNs.
pub const REFRACT: OpSchema = whole(
    "math.refract",
    "Refraction of i at n with index ratio eta (GLSL formula); 0 on total internal reflection",
    &[C::Vector, X, C::Scalar],
    SAME,
    verify_refract,
    |i, op, a| whole3(i, op, a, refract),
);

/// `math.faceforward %n, %i, %ng`: `n` if `dot(i, ng) < 0`, else `-n` (sign
/// bits flipped), as HLSL and GLSL define it; a NaN dot gives `-n`.
pub const FACEFORWARD: OpSchema = whole(
    "math.faceforward",
    "dot(i, ng) < 0 ? n : -n, of float vectors",
    VECTOR3,
    SAME,
    verify_float_vector,
    |i, op, a| whole3(i, op, a, faceforward),
);

/// `math.any`: whether some component of a scalar, vector or matrix is true
/// (bools) or `!= 0` (numbers; NaN is `!= 0`, -0.0 is not).
pub const ANY: OpSchema = OpSchema {
    name: "math.any",
    summary: "Some component is true / nonzero (NaN is nonzero)",
    operands: &[C::ScalarLike],
    results: &[C::Bool],
    traits: Traits::PURE,
    eval: Some(|i, op, a| whole1(i, op, a, |ar, v| Ok(RtValue::Bool(truth(ar, v, false)?)))),
    canonicalize: Some(canon_bool_reduction),
    ..OpSchema::DEFAULT
};

/// `math.all`: whether every component is true (bools) or `!= 0` (numbers).
pub const ALL: OpSchema = OpSchema {
    name: "math.all",
    summary: "Every component is true / nonzero (NaN is nonzero)",
    operands: &[C::ScalarLike],
    results: &[C::Bool],
    traits: Traits::PURE,
    eval: Some(|i, op, a| whole1(i, op, a, |ar, v| Ok(RtValue::Bool(truth(ar, v, true)?)))),
    canonicalize: Some(canon_bool_reduction),
    ..OpSchema::DEFAULT
};

// ----- matrices ---------------------------------------------------------------

/// `math.determinant`: the determinant of a 2x2, 3x3 or 4x4 float matrix by
/// cofactor expansion along row 0, recursively: `det = m00*M0 - m01*M1 +
/// m02*M2 - m03*M3`, summed left to right, where `Mj` is the determinant of
/// the minor without row 0 and column `j`, and a 1x1 minor is its element.
/// So a 2x2 is `m00*m11 - m01*m10`. Each step rounded.
pub const DETERMINANT: OpSchema = whole(
    "math.determinant",
    "Determinant of a 2x2, 3x3 or 4x4 float matrix: cofactor expansion along row 0",
    &[C::Matrix],
    SCALAR,
    verify_determinant,
    eval_determinant,
);

// ----- half-precision bits -----------------------------------------------------------

/// `math.f32tof16`: HLSL's `f32tof16`: each `f32` component rounded to the
/// nearest `f16`, ties to even (overflow gives inf; a NaN gives a quiet NaN
/// keeping the top 10 payload bits), its bits in the low 16 bits of a `u32`
/// (the high 16 bits 0), for a scalar or vector.
pub const F32TOF16: OpSchema = whole(
    "math.f32tof16",
    "The f16 bits of an f32 (round to nearest even) in the low half of a u32",
    SCALAR_OR_VECTOR,
    SCALAR_OR_VECTOR,
    |ctx, op| convert_verify(ctx, op, &TypeKind::Float { width: 32 }, &TypeKind::Int { width: 32, signed: false }),
    |i, op, a| {
        whole1(i, op, a, |_, v| {
            scalar::map1(v, &|x| match x {
                RtValue::F32(f) => Ok(RtValue::Int(f16::from_f32(*f).to_bits() as u64)),
                _ => Err(mismatch()),
            })
        })
    },
);

/// `math.f16tof32`: HLSL's `f16tof32`: the `f16` in the low 16 bits of each
/// `u32` component, as an `f32` (exact; the high 16 bits are ignored).
pub const F16TOF32: OpSchema = whole(
    "math.f16tof32",
    "The f16 in the low half of a u32, as an f32 (exact)",
    SCALAR_OR_VECTOR,
    SCALAR_OR_VECTOR,
    |ctx, op| convert_verify(ctx, op, &TypeKind::Int { width: 32, signed: false }, &TypeKind::Float { width: 32 }),
    |i, op, a| {
        whole1(i, op, a, |_, v| {
            scalar::map1(v, &|x| match x {
                RtValue::Int(bits) => Ok(RtValue::F32(f16::from_bits(*bits as u16).to_f32())),
                _ => Err(mismatch()),
            })
        })
    },
);

pub static DIALECT: Dialect = Dialect {
    name: "math",
    summary: "HLSL/Slang math intrinsics: float functions, min/max/clamp, bit counts, vector and matrix math",
    ops: &[
        &SIN,
        &COS,
        &TAN,
        &ASIN,
        &ACOS,
        &ATAN,
        &SINH,
        &COSH,
        &TANH,
        &EXP,
        &EXP2,
        &LOG,
        &LOG2,
        &LOG10,
        &SQRT,
        &RSQRT,
        &RCP,
        &FLOOR,
        &CEIL,
        &ROUND,
        &TRUNC,
        &FRAC,
        &SATURATE,
        &DEGREES,
        &RADIANS,
        &ISNAN,
        &ISINF,
        &ISFINITE,
        &ATAN2,
        &POW,
        &STEP,
        &LERP,
        &SMOOTHSTEP,
        &FMA,
        &MAD,
        &LDEXP,
        &ABS,
        &MIN,
        &MAX,
        &CLAMP,
        &SIGN,
        &COUNTBITS,
        &FIRSTBITHIGH,
        &FIRSTBITLOW,
        &REVERSEBITS,
        &DOT,
        &CROSS,
        &LENGTH,
        &DISTANCE,
        &NORMALIZE,
        &REFLECT,
        &REFRACT,
        &FACEFORWARD,
        &ANY,
        &ALL,
        &DETERMINANT,
        &F32TOF16,
        &F16TOF32,
    ],
};

// ----- verification -----------------------------------------------------------

fn must_be(ctx: &Context, what: &str, ty: Type, want: &str) -> String {
    format!("{what} has type {} but must be {want}", print_type(ctx, ty))
}

/// The element kind of operand `i`, if it has scalar elements.
fn operand_elem(ctx: &Context, op: Op, i: usize) -> Option<Elem> {
    Elem::of(ctx, operand_type(ctx, op, i))
}

/// Operand 0 (declared a scalar or vector) must have float elements.
fn verify_float_scalar_or_vector(ctx: &Context, op: Op) -> Result<(), String> {
    match operand_elem(ctx, op, 0) {
        Some(Elem::Float { .. }) => Ok(()),
        _ => Err(must_be(ctx, "operand #0", operand_type(ctx, op, 0), "a float scalar or vector")),
    }
}

/// Operand 0 (declared a vector) must be a vector of floats.
fn verify_float_vector(ctx: &Context, op: Op) -> Result<(), String> {
    match operand_elem(ctx, op, 0) {
        Some(Elem::Float { .. }) => Ok(()),
        _ => Err(must_be(ctx, "operand #0", operand_type(ctx, op, 0), "a float vector")),
    }
}

/// The result must be the element type of operand 0.
fn expect_elem_result(ctx: &Context, op: Op) -> Result<(), String> {
    let elem = ctx.scalar_of(operand_type(ctx, op, 0));
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(elem))
}

fn verify_float_vector_to_elem(ctx: &Context, op: Op) -> Result<(), String> {
    verify_float_vector(ctx, op)?;
    expect_elem_result(ctx, op)
}

fn verify_dot(ctx: &Context, op: Op) -> Result<(), String> {
    match operand_elem(ctx, op, 0) {
        Some(Elem::Int { .. } | Elem::Float { .. }) => expect_elem_result(ctx, op),
        _ => Err(must_be(ctx, "operand #0", operand_type(ctx, op, 0), "a vector of integers or floats")),
    }
}

fn verify_cross(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    match (Elem::of(ctx, ty), ctx.type_kind(ty)) {
        (Some(Elem::Float { .. }), TypeKind::Vector { len: 3, .. }) => Ok(()),
        _ => Err(must_be(ctx, "operand #0", ty, "a float vector of 3 components")),
    }
}

fn verify_refract(ctx: &Context, op: Op) -> Result<(), String> {
    verify_float_vector(ctx, op)?;
    let elem = ctx.scalar_of(operand_type(ctx, op, 0));
    expect_type(ctx, "operand #2 (eta)", operand_type(ctx, op, 2), ctx.type_kind(elem))
}

fn verify_determinant(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let square =
        matches!(*ctx.type_kind(ty), TypeKind::Matrix { rows, cols, .. } if rows == cols && (2..=4).contains(&rows));
    if !matches!(Elem::of(ctx, ty), Some(Elem::Float { .. })) || !square {
        return Err(must_be(ctx, "operand #0", ty, "a 2x2, 3x3 or 4x4 float matrix"));
    }
    expect_elem_result(ctx, op)
}

/// Operand 0 (declared a scalar or vector) must have 32- or 64-bit integer elements.
fn expect_bit_operand(ctx: &Context, op: Op) -> Result<(), String> {
    match operand_elem(ctx, op, 0) {
        Some(Elem::Int { width: 32 | 64, .. }) => Ok(()),
        _ => Err(must_be(ctx, "operand #0", operand_type(ctx, op, 0), "a 32- or 64-bit integer scalar or vector")),
    }
}

fn verify_bit_count(ctx: &Context, op: Op) -> Result<(), String> {
    expect_bit_operand(ctx, op)?;
    let u32_kind = TypeKind::Int { width: 32, signed: false };
    expect_shaped(ctx, "result", result_type(ctx, op), operand_type(ctx, op, 0), &u32_kind)
}

/// Operand 0 must be `from` shaped (a scalar or vector of it), and the
/// result `to` of the same shape.
fn convert_verify(ctx: &Context, op: Op, from: &TypeKind, to: &TypeKind) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    if ctx.type_kind(ctx.scalar_of(ty)) != from {
        let f = print_type_kind(ctx, from);
        return Err(must_be(ctx, "operand #0", ty, &format!("{f} or a vector of {f}")));
    }
    expect_shaped(ctx, "result", result_type(ctx, op), ty, to)
}

/// Checks that `got` is `elem` shaped like `like` (a scalar or vector):
/// `elem` itself, or a vector of `elem` of the same length.
fn expect_shaped(ctx: &Context, what: &str, got: Type, like: Type, elem: &TypeKind) -> Result<(), String> {
    let len = |t: Type| match *ctx.type_kind(t) {
        TypeKind::Vector { len, .. } => Some(len),
        _ => None,
    };
    let same_shape = len(got) == len(like) && (len(got).is_some() || ctx.is_scalar(got));
    if same_shape && ctx.type_kind(ctx.scalar_of(got)) == elem {
        return Ok(());
    }
    let e = print_type_kind(ctx, elem);
    let want = match len(like) {
        Some(n) => format!("vec<{e}, {n}>"),
        None => e,
    };
    Err(must_be(ctx, what, got, &want))
}

// ----- interpreter ------------------------------------------------------------

/// Scalar arithmetic in one element kind; every step rounds (no fusion).
#[derive(Copy, Clone)]
struct Ar(Elem);

impl Ar {
    fn add(self, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
        scalar::binary(BinOp::Add, self.0, a, b)
    }
    fn sub(self, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
        scalar::binary(BinOp::Sub, self.0, a, b)
    }
    fn mul(self, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
        scalar::binary(BinOp::Mul, self.0, a, b)
    }
    fn div(self, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
        scalar::binary(BinOp::Div, self.0, a, b)
    }
    fn pred(self, p: Pred, a: &RtValue, b: &RtValue) -> Result<bool, Trap> {
        scalar::compare(p, self.0, a, b)
    }
    fn zero(self) -> RtValue {
        self.0.zero()
    }
    /// The constant `v` in this element kind, converted as by `arith.convert`.
    fn k(self, v: f64) -> Result<RtValue, Trap> {
        scalar::convert(Elem::Float { width: 64 }, self.0, &RtValue::F64(v))
    }
}

type Fn1 = fn(Ar, &RtValue) -> Result<RtValue, Trap>;
type Fn2 = fn(Ar, &RtValue, &RtValue) -> Result<RtValue, Trap>;
type Fn3 = fn(Ar, &RtValue, &RtValue, &RtValue) -> Result<RtValue, Trap>;

/// Scalar arithmetic in the element kind of operand 0.
fn ar_of(interp: &Interpreter, op: Op) -> Result<Ar, Trap> {
    scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 0)).map(Ar)
}

/// Applies `f` to every scalar of the one operand.
fn each1(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn1) -> Result<Flow, Trap> {
    let [a] = args else { return Err(mismatch()) };
    let ar = ar_of(interp, op)?;
    scalar::map1(a, &|x| f(ar, x)).map(Flow::one)
}

/// Applies `f` to every pair of corresponding scalars of the two operands.
fn each2(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn2) -> Result<Flow, Trap> {
    let [a, b] = args else { return Err(mismatch()) };
    let ar = ar_of(interp, op)?;
    scalar::map2(a, b, &|x, y| f(ar, x, y)).map(Flow::one)
}

/// Applies `f` to every triple of corresponding scalars of the three operands.
fn each3(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn3) -> Result<Flow, Trap> {
    let [a, b, c] = args else { return Err(mismatch()) };
    let ar = ar_of(interp, op)?;
    map3(a, b, c, &|x, y, z| f(ar, x, y, z)).map(Flow::one)
}

/// [`scalar::map2`] for three values of one shape.
fn map3(
    a: &RtValue,
    b: &RtValue,
    c: &RtValue,
    f: &dyn Fn(&RtValue, &RtValue, &RtValue) -> Result<RtValue, Trap>,
) -> Result<RtValue, Trap> {
    match (a, b, c) {
        (RtValue::Agg(xs), RtValue::Agg(ys), RtValue::Agg(zs)) if xs.len() == ys.len() && ys.len() == zs.len() => {
            xs.iter().zip(ys).zip(zs).map(|((x, y), z)| map3(x, y, z, f)).collect::<Result<_, _>>().map(RtValue::Agg)
        }
        (RtValue::Agg(_), _, _) | (_, RtValue::Agg(_), _) | (_, _, RtValue::Agg(_)) => Err(mismatch()),
        (x, y, z) => f(x, y, z),
    }
}

/// Applies `f` to the one whole operand.
fn whole1(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn1) -> Result<Flow, Trap> {
    let [a] = args else { return Err(mismatch()) };
    f(ar_of(interp, op)?, a).map(Flow::one)
}

fn whole2(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn2) -> Result<Flow, Trap> {
    let [a, b] = args else { return Err(mismatch()) };
    f(ar_of(interp, op)?, a, b).map(Flow::one)
}

fn whole3(interp: &mut Interpreter, op: Op, args: &[RtValue], f: Fn3) -> Result<Flow, Trap> {
    let [a, b, c] = args else { return Err(mismatch()) };
    f(ar_of(interp, op)?, a, b, c).map(Flow::one)
}

/// The value of a float scalar; `f16` and `f32` widen exactly.
fn float_value(v: &RtValue) -> Result<f64, Trap> {
    match *v {
        RtValue::F16(x) => Ok(x.to_f64()),
        RtValue::F32(x) => Ok(x as f64),
        RtValue::F64(x) => Ok(x),
        _ => Err(mismatch()),
    }
}

/// The bits of a float scalar, zero-extended.
fn float_bits(v: &RtValue) -> Result<u64, Trap> {
    match *v {
        RtValue::F16(x) => Ok(x.to_bits() as u64),
        RtValue::F32(x) => Ok(x.to_bits() as u64),
        RtValue::F64(x) => Ok(x.to_bits()),
        _ => Err(mismatch()),
    }
}

/// `f` (for `f32`) or `g` (for `f64`) of one float scalar; `f16` is
/// computed with `f` and rounded to nearest even. A NaN is returned unchanged.
fn float_fn(x: &RtValue, f: fn(f32) -> f32, g: fn(f64) -> f64) -> Result<RtValue, Trap> {
    Ok(match *x {
        RtValue::F16(v) if v.is_nan() => x.clone(),
        RtValue::F32(v) if v.is_nan() => x.clone(),
        RtValue::F64(v) if v.is_nan() => x.clone(),
        RtValue::F16(v) => RtValue::F16(f16::from_f32(f(v.to_f32()))),
        RtValue::F32(v) => RtValue::F32(f(v)),
        RtValue::F64(v) => RtValue::F64(g(v)),
        _ => return Err(mismatch()),
    })
}

/// [`float_fn`] of two operands (NaNs are the function's business).
fn float_fn2(x: &RtValue, y: &RtValue, f: fn(f32, f32) -> f32, g: fn(f64, f64) -> f64) -> Result<RtValue, Trap> {
    match (x, y) {
        (RtValue::F16(a), RtValue::F16(b)) => Ok(RtValue::F16(f16::from_f32(f(a.to_f32(), b.to_f32())))),
        (RtValue::F32(a), RtValue::F32(b)) => Ok(RtValue::F32(f(*a, *b))),
        (RtValue::F64(a), RtValue::F64(b)) => Ok(RtValue::F64(g(*a, *b))),
        _ => Err(mismatch()),
    }
}

fn sqrt(x: &RtValue) -> Result<RtValue, Trap> {
    float_fn(x, f32::sqrt, f64::sqrt)
}

fn saturate(ar: Ar, x: &RtValue) -> Result<RtValue, Trap> {
    let one = ar.k(1.0)?;
    if ar.pred(Pred::Ge, x, &one)? {
        Ok(one)
    } else if ar.pred(Pred::Lt, &ar.zero(), x)? {
        Ok(x.clone())
    } else {
        Ok(ar.zero())
    }
}

fn smoothstep(ar: Ar, lo: &RtValue, hi: &RtValue, x: &RtValue) -> Result<RtValue, Trap> {
    let t = saturate(ar, &ar.div(&ar.sub(x, lo)?, &ar.sub(hi, lo)?)?)?;
    let three_minus_2t = ar.sub(&ar.k(3.0)?, &ar.mul(&ar.k(2.0)?, &t)?)?;
    ar.mul(&ar.mul(&t, &t)?, &three_minus_2t)
}

fn fma(a: &RtValue, b: &RtValue, c: &RtValue) -> Result<RtValue, Trap> {
    match (a, b, c) {
        (RtValue::F16(x), RtValue::F16(y), RtValue::F16(z)) => {
            Ok(RtValue::F16(f64_to_f16(x.to_f64().mul_add(y.to_f64(), z.to_f64()))))
        }
        (RtValue::F32(x), RtValue::F32(y), RtValue::F32(z)) => Ok(RtValue::F32(x.mul_add(*y, *z))),
        (RtValue::F64(x), RtValue::F64(y), RtValue::F64(z)) => Ok(RtValue::F64(x.mul_add(*y, *z))),
        _ => Err(mismatch()),
    }
}

fn abs(ar: Ar, x: &RtValue) -> Result<RtValue, Trap> {
    match *x {
        RtValue::F16(v) => Ok(RtValue::F16(f16::from_bits(v.to_bits() & 0x7FFF))),
        RtValue::F32(v) => Ok(RtValue::F32(f32::from_bits(v.to_bits() & !(1 << 31)))),
        RtValue::F64(v) => Ok(RtValue::F64(f64::from_bits(v.to_bits() & !(1 << 63)))),
        _ if ar.pred(Pred::Lt, x, &ar.zero())? => scalar::unary(UnOp::Neg, ar.0, x),
        _ => Ok(x.clone()),
    }
}

/// `math.min` (`less`) or `math.max` of two scalars.
fn min_max(ar: Ar, x: &RtValue, y: &RtValue, less: bool) -> Result<RtValue, Trap> {
    let pick_x = match ar.0 {
        Elem::Float { .. } => {
            let (a, b) = (float_value(x)?, float_value(y)?);
            match (a.is_nan(), b.is_nan()) {
                (true, true) => float_bits(x)? <= float_bits(y)?,
                (true, false) => false,
                (false, true) => true,
                // `total_cmp` orders -0.0 below +0.0, as minimumNumber does.
                (false, false) => {
                    let order = a.total_cmp(&b);
                    if less {
                        order.is_le()
                    } else {
                        order.is_ge()
                    }
                }
            }
        }
        _ => !ar.pred(if less { Pred::Lt } else { Pred::Gt }, y, x)?,
    };
    Ok(if pick_x { x.clone() } else { y.clone() })
}

fn sign(ar: Ar, x: &RtValue) -> Result<RtValue, Trap> {
    if ar.pred(Pred::Lt, &ar.zero(), x)? {
        ar.k(1.0)
    } else if ar.pred(Pred::Lt, x, &ar.zero())? {
        ar.k(-1.0)
    } else {
        Ok(ar.zero())
    }
}

/// The bits of an integer scalar of the element kind, and its width.
fn int_bits(ar: Ar, x: &RtValue) -> Result<(u64, u8), Trap> {
    match (ar.0, x) {
        (Elem::Int { width, .. }, RtValue::Int(bits)) => Ok((truncate(*bits, width), width)),
        _ => Err(mismatch()),
    }
}

fn firstbithigh(ar: Ar, x: &RtValue) -> Result<RtValue, Trap> {
    let (mut bits, width) = int_bits(ar, x)?;
    if matches!(ar.0, Elem::Int { signed: true, .. }) && sign_extend(bits, width) < 0 {
        bits = truncate(!bits, width);
    }
    Ok(RtValue::Int(if bits == 0 { NOT_FOUND } else { 63 - bits.leading_zeros() as u64 }))
}

fn dot(ar: Ar, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
    let (xs, ys) = (components(a)?, components(b)?);
    if xs.len() != ys.len() {
        return Err(mismatch());
    }
    scalar::dot(ar.0, xs.iter().zip(ys))
}

fn length(ar: Ar, v: &RtValue) -> Result<RtValue, Trap> {
    sqrt(&dot(ar, v, v)?)
}

fn cross(ar: Ar, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
    let ([a0, a1, a2], [b0, b1, b2]) = (components(a)?, components(b)?) else { return Err(mismatch()) };
    let diff = |p: &RtValue, q: &RtValue, r: &RtValue, s: &RtValue| ar.sub(&ar.mul(p, q)?, &ar.mul(r, s)?);
    Ok(RtValue::Agg(vec![diff(a1, b2, a2, b1)?, diff(a2, b0, a0, b2)?, diff(a0, b1, a1, b0)?]))
}

fn reflect(ar: Ar, i: &RtValue, n: &RtValue) -> Result<RtValue, Trap> {
    let t = ar.mul(&ar.k(2.0)?, &dot(ar, n, i)?)?;
    scalar::map2(i, n, &|ik, nk| ar.sub(ik, &ar.mul(&t, nk)?))
}

fn refract(ar: Ar, i: &RtValue, n: &RtValue, eta: &RtValue) -> Result<RtValue, Trap> {
    let d = dot(ar, n, i)?;
    let one = ar.k(1.0)?;
    let k = ar.sub(&one, &ar.mul(&ar.mul(eta, eta)?, &ar.sub(&one, &ar.mul(&d, &d)?)?)?)?;
    if ar.pred(Pred::Lt, &k, &ar.zero())? {
        return scalar::map1(i, &|_| Ok(ar.zero()));
    }
    let s = ar.add(&ar.mul(eta, &d)?, &sqrt(&k)?)?;
    scalar::map2(i, n, &|ik, nk| ar.sub(&ar.mul(eta, ik)?, &ar.mul(&s, nk)?))
}

fn faceforward(ar: Ar, n: &RtValue, i: &RtValue, ng: &RtValue) -> Result<RtValue, Trap> {
    if ar.pred(Pred::Lt, &dot(ar, i, ng)?, &ar.zero())? {
        Ok(n.clone())
    } else {
        scalar::map1(n, &|x| scalar::unary(UnOp::Neg, ar.0, x))
    }
}

/// `math.all` (`all`) or `math.any` of a scalar, vector or matrix: the truth
/// of a scalar is its conversion to bool (`!= 0`, NaN true).
fn truth(ar: Ar, v: &RtValue, all: bool) -> Result<bool, Trap> {
    match v {
        RtValue::Agg(items) => {
            for x in items {
                if truth(ar, x, all)? != all {
                    return Ok(!all);
                }
            }
            Ok(all)
        }
        x => Ok(scalar::convert(ar.0, Elem::Bool, x)?.as_bool()),
    }
}

fn eval_determinant(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let [m] = args else { return Err(mismatch()) };
    let ar = ar_of(interp, op)?;
    let n = match *interp.ctx.type_kind(operand_type(interp.ctx, op, 0)) {
        TypeKind::Matrix { rows, cols, .. } if rows == cols && (1..=4).contains(&rows) => rows as usize,
        _ => return Err(Trap::new("determinant needs a square matrix of at most 4 rows")),
    };
    let rows = components(m)?.iter().map(|r| components(r).map(<[RtValue]>::to_vec)).collect::<Result<Vec<_>, _>>()?;
    if rows.len() != n || rows.iter().any(|r| r.len() != n) {
        return Err(mismatch());
    }
    cofactor_determinant(ar, &rows).map(Flow::one)
}

/// The determinant of a square matrix, by cofactor expansion along row 0.
fn cofactor_determinant(ar: Ar, m: &[Vec<RtValue>]) -> Result<RtValue, Trap> {
    let Some((first, rest)) = m.split_first() else { return Err(mismatch()) };
    if rest.is_empty() {
        return first.first().cloned().ok_or_else(mismatch);
    }
    let mut sum: Option<RtValue> = None;
    for (j, a) in first.iter().enumerate() {
        let minor: Vec<Vec<RtValue>> = rest
            .iter()
            .map(|row| row.iter().enumerate().filter(|&(k, _)| k != j).map(|(_, x)| x.clone()).collect())
            .collect();
        let term = ar.mul(a, &cofactor_determinant(ar, &minor)?)?;
        sum = Some(match sum {
            None => term,
            Some(s) if j % 2 == 1 => ar.sub(&s, &term)?,
            Some(s) => ar.add(&s, &term)?,
        });
    }
    sum.ok_or_else(mismatch)
}

// ----- canonicalization -------------------------------------------------------

/// The ops whose results are integral (or ±inf or NaN): fixed points of each other.
const ROUNDINGS: [&str; 4] = [FLOOR.name, CEIL.name, ROUND.name, TRUNC.name];

/// `r1(r2(x)) -> r2(x)` for rounding ops `r1`, `r2`: an integral value (or
/// ±inf, or a NaN, which they return unchanged) is a fixed point of each.
fn canon_rounding(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let x = ctx.operand(op, 0);
    let integral = ctx.defining_op(x).is_some_and(|d| ROUNDINGS.contains(&ctx.op_name(d)));
    integral && replace(rw, op, x)
}

/// `f(f(x)) -> f(x)` for an idempotent `f` (`saturate`, `sign`).
fn canon_idempotent(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let x = ctx.operand(op, 0);
    let repeated = ctx.defining_op(x).is_some_and(|d| ctx.op_kind_of(d) == ctx.op_kind_of(op));
    repeated && replace(rw, op, x)
}

/// `abs(x) -> x` for unsigned `x`; `abs(abs x) -> abs x`; and, for signed
/// integers and floats, `abs(neg x) -> abs x` (not for unsigned ones, where
/// `abs` is the identity and `neg` is not).
fn canon_abs(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let x = ctx.operand(op, 0);
    let unsigned = matches!(Elem::of(ctx, ctx.value_type(x)), Some(Elem::Int { signed: false, .. }));
    if unsigned {
        return replace(rw, op, x);
    }
    let Some(d) = ctx.defining_op(x) else { return false };
    if ctx.op_kind_of(d) == ctx.op_kind_of(op) {
        replace(rw, op, x)
    } else if ctx.op_name(d) == arith::NEG.name {
        let inner = ctx.operand(d, 0);
        rw.set_operand(op, 0, inner);
        true
    } else {
        false
    }
}

/// `min(x, x) -> x`, `max(x, x) -> x` (a NaN too: it is returned unchanged).
fn canon_min_max(rw: &mut Rewriter, op: Op) -> bool {
    let (x, y) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    x == y && replace(rw, op, x)
}

/// `any(b) -> b`, `all(b) -> b` for a bool scalar `b`.
fn canon_bool_reduction(rw: &mut Rewriter, op: Op) -> bool {
    let x = rw.ctx.operand(op, 0);
    rw.ctx.value_type(x) == result_type(rw.ctx, op) && replace(rw, op, x)
}

// ----- rewrite rules ----------------------------------------------------------

use crate::rules::{Cond, ElemClass, RewriteRule};

/// Idempotence and absorption. `min`/`max` of a value with itself is that
/// value even for NaNs (equal bits); absorption only holds without NaN;
/// `abs(-x) = abs(x)` only where `abs` is not the identity (signed, float).
pub const REWRITES: &[RewriteRule] = &[
    RewriteRule::new("min-self", "(math.min ?x ?x)", "?x"),
    RewriteRule::new("max-self", "(math.max ?x ?x)", "?x"),
    RewriteRule::new("min-max-absorb", "(math.min ?x (math.max ?x ?y))", "?x").when(&[Cond::Elem("x", ElemClass::Int)]),
    RewriteRule::new("max-min-absorb", "(math.max ?x (math.min ?x ?y))", "?x").when(&[Cond::Elem("x", ElemClass::Int)]),
    RewriteRule::new("abs-abs", "(math.abs (math.abs ?x))", "(math.abs ?x)"),
    RewriteRule::new("abs-neg", "(math.abs (arith.neg ?x))", "(math.abs ?x)")
        .when(&[Cond::Elem("x", ElemClass::SignedOrFloat)]),
    RewriteRule::new("floor-floor", "(math.floor (math.floor ?x))", "(math.floor ?x)"),
    RewriteRule::new("ceil-ceil", "(math.ceil (math.ceil ?x))", "(math.ceil ?x)"),
    RewriteRule::new("trunc-trunc", "(math.trunc (math.trunc ?x))", "(math.trunc ?x)"),
    RewriteRule::new("saturate-saturate", "(math.saturate (math.saturate ?x))", "(math.saturate ?x)"),
];
