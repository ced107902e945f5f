//! `arith`: constants and element-wise arithmetic, logic, comparison,
//! selection and conversion on scalars, vectors and matrices.
//!
//! Every op is total: integer overflow wraps, division by zero has a defined
//! result (RISC-V's), shift amounts are taken modulo the width and float
//! to integer conversion saturates. The scalar rules live in
//! [`crate::scalar`]. Canonicalization hooks apply only identities that are
//! bit-exact for every input; float identities such as `x + 0.0 -> x`
//! (wrong for `-0.0`) or `x * 1.0 -> x` (quiets signaling NaNs) are left out.

use crate::scalar::{self, canon_involution, operand_type, replace, result_type, BinOp, Elem, Pred, UnOp};
use nsl_ir::attr::{AttrKind, AttrShape};
use nsl_ir::interp::{
    attr_from_value, int_range, value_from_attr, zero_value, EvalFn, Flow, Interpreter, RtValue, Trap,
};
use nsl_ir::printer::{print_attr, print_type};
use nsl_ir::rewrite::CanonicalizeFn;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Rewriter, Slot, Traits, Type, TypeConstraint, TypeKind, Value};

/// `arith.const {value}`: the constant `value` of the result type. Integers
/// must lie in the type's range (signed types take signed values), floats
/// are float attributes, bools bool attributes; vectors, fixed arrays and
/// structs are arrays of their members, matrices arrays of rows.
pub const CONST: OpSchema = OpSchema {
    name: "arith.const",
    summary: "A constant scalar, vector, matrix, array or struct",
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("value", AttrShape::Constant)],
    traits: Traits::CONSTANT_LIKE.union(Traits::PURE),
    verify: Some(verify_const),
    eval: Some(eval_const),
    ..OpSchema::DEFAULT
};

const SAME: &[TypeConstraint] = &[TypeConstraint::SameAs(Slot::Operand(0))];
const NUMERIC2: &[TypeConstraint] = &[TypeConstraint::NumericLike, TypeConstraint::SameAs(Slot::Operand(0))];
const LOGIC2: &[TypeConstraint] = &[TypeConstraint::LogicLike, TypeConstraint::SameAs(Slot::Operand(0))];
const INT2: &[TypeConstraint] = &[TypeConstraint::IntLike, TypeConstraint::SameAs(Slot::Operand(0))];

/// A pure element-wise op whose result has the type of operand 0.
const fn elementwise(
    name: &'static str,
    summary: &'static str,
    operands: &'static [TypeConstraint],
    traits: Traits,
    eval: EvalFn,
    canonicalize: Option<CanonicalizeFn>,
) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands,
        results: SAME,
        traits: Traits::PURE.union(traits),
        eval: Some(eval),
        canonicalize,
        ..OpSchema::DEFAULT
    }
}

/// `arith.add`: `x + y`; integers wrap, floats round to nearest even.
pub const ADD: OpSchema = elementwise(
    "arith.add",
    "x + y, element-wise: integers wrap, floats round to nearest even",
    NUMERIC2,
    Traits::COMMUTATIVE,
    |i, op, a| eval_binary(i, op, a, BinOp::Add),
    Some(canon_add),
);

/// `arith.sub`: `x - y`; integers wrap, floats round to nearest even.
pub const SUB: OpSchema = elementwise(
    "arith.sub",
    "x - y, element-wise: integers wrap, floats round to nearest even",
    NUMERIC2,
    Traits::NONE,
    |i, op, a| eval_binary(i, op, a, BinOp::Sub),
    Some(canon_sub),
);

/// `arith.mul`: `x * y`; integers wrap, floats round to nearest even.
pub const MUL: OpSchema = elementwise(
    "arith.mul",
    "x * y, element-wise: integers wrap, floats round to nearest even",
    NUMERIC2,
    Traits::COMMUTATIVE,
    |i, op, a| eval_binary(i, op, a, BinOp::Mul),
    Some(canon_mul),
);

/// `arith.div`: `x / y`. Integers truncate toward zero; `x / 0` is all ones
/// (-1 when signed) and signed `MIN / -1` is `MIN`. Floats: IEEE division.
pub const DIV: OpSchema = elementwise(
    "arith.div",
    "x / y, element-wise: x/0 is all ones (-1), MIN/-1 is MIN; floats IEEE",
    NUMERIC2,
    Traits::NONE,
    |i, op, a| eval_binary(i, op, a, BinOp::Div),
    Some(canon_div),
);

/// `arith.rem`: the remainder of `arith.div`, with the sign of `x`;
/// `x % 0` is `x` and signed `MIN % -1` is 0. Floats: C's `fmod`.
pub const REM: OpSchema = elementwise(
    "arith.rem",
    "x % y, element-wise, sign of x: x%0 is x, MIN%-1 is 0; floats fmod",
    NUMERIC2,
    Traits::NONE,
    |i, op, a| eval_binary(i, op, a, BinOp::Rem),
    None,
);

/// `arith.neg`: `-x`; integers wrap (`0 - x`), floats flip the sign bit.
pub const NEG: OpSchema = elementwise(
    "arith.neg",
    "-x, element-wise: integers wrap, floats flip the sign bit (NaN too)",
    &[TypeConstraint::NumericLike],
    Traits::NONE,
    |i, op, a| eval_unary(i, op, a, UnOp::Neg),
    Some(canon_involution),
);

/// `arith.and`: bitwise and of integers, logical and of bools.
pub const AND: OpSchema = elementwise(
    "arith.and",
    "x & y, element-wise: bitwise on integers, logical on bools",
    LOGIC2,
    Traits::COMMUTATIVE,
    |i, op, a| eval_binary(i, op, a, BinOp::And),
    Some(canon_and),
);

/// `arith.or`: bitwise or of integers, logical or of bools.
pub const OR: OpSchema = elementwise(
    "arith.or",
    "x | y, element-wise: bitwise on integers, logical on bools",
    LOGIC2,
    Traits::COMMUTATIVE,
    |i, op, a| eval_binary(i, op, a, BinOp::Or),
    Some(canon_or),
);

/// `arith.xor`: bitwise exclusive or of integers, logical of bools.
pub const XOR: OpSchema = elementwise(
    "arith.xor",
    "x ^ y, element-wise: bitwise on integers, logical on bools",
    LOGIC2,
    Traits::COMMUTATIVE,
    |i, op, a| eval_binary(i, op, a, BinOp::Xor),
    Some(canon_xor),
);

/// `arith.not`: bitwise not of integers, logical not of bools.
pub const NOT: OpSchema = elementwise(
    "arith.not",
    "!x, element-wise: bitwise on integers, logical on bools",
    &[TypeConstraint::LogicLike],
    Traits::NONE,
    |i, op, a| eval_unary(i, op, a, UnOp::Not),
    Some(canon_involution),
);

/// `arith.shl`: `x << (y mod width)`.
pub const SHL: OpSchema = elementwise(
    "arith.shl",
    "x << (y mod width), element-wise",
    INT2,
    Traits::NONE,
    |i, op, a| eval_binary(i, op, a, BinOp::Shl),
    Some(canon_shift),
);

/// `arith.shr`: `x >> (y mod width)`; arithmetic for signed types, logical
/// for unsigned ones.
pub const SHR: OpSchema = elementwise(
    "arith.shr",
    "x >> (y mod width), element-wise: arithmetic if signed, logical if unsigned",
    INT2,
    Traits::NONE,
    |i, op, a| eval_binary(i, op, a, BinOp::Shr),
    Some(canon_shift),
);

/// `arith.cmp {pred}`: compares scalars or vectors component by component,
/// giving bools of the same shape. Signedness comes from the type; floats
/// compare as in C (every predicate but `ne` is false on NaN, and
/// `-0.0 == 0.0`); bools compare only with `eq` and `ne`.
pub const CMP: OpSchema = OpSchema {
    name: "arith.cmp",
    summary: "Compares element-wise with pred eq, ne, lt, le, gt or ge (C semantics for NaN)",
    operands: &[TypeConstraint::ScalarOrVector, TypeConstraint::SameAs(Slot::Operand(0))],
    results: &[TypeConstraint::BoolShapeOf(Slot::Operand(0))],
    attrs: &[AttrSpec::required("pred", AttrShape::Enum(Pred::NAMES))],
    traits: Traits::PURE,
    verify: Some(verify_cmp),
    eval: Some(eval_cmp),
    canonicalize: Some(canon_cmp),
    ..OpSchema::DEFAULT
};

/// `arith.select %c, %x, %y`: `x` if `c` else `y`. A bool condition selects
/// whole values of any type; a bool vector selects per component between
/// vectors of its length.
pub const SELECT: OpSchema = OpSchema {
    name: "arith.select",
    summary: "c ? x : y; a bool vector condition selects per component",
    operands: &[TypeConstraint::BoolLike, TypeConstraint::Any, TypeConstraint::SameAs(Slot::Operand(1))],
    results: &[TypeConstraint::SameAs(Slot::Operand(1))],
    traits: Traits::PURE,
    verify: Some(verify_select),
    eval: Some(eval_select),
    canonicalize: Some(canon_select),
    ..OpSchema::DEFAULT
};

/// `arith.convert`: numeric conversion of a scalar or vector between bool,
/// integer and float element types (see [`scalar::convert`]): integers
/// extend by the source signedness, floats round to nearest even, float to
/// integer truncates and saturates (NaN gives 0), to bool is `!= 0`.
pub const CONVERT: OpSchema = OpSchema {
    name: "arith.convert",
    summary: "Numeric conversion, element-wise: round to nearest even, saturate float->int",
    operands: &[TypeConstraint::ScalarOrVector],
    results: &[TypeConstraint::ScalarOrVector],
    traits: Traits::PURE,
    verify: Some(verify_convert),
    eval: Some(eval_convert),
    canonicalize: Some(canon_convert),
    ..OpSchema::DEFAULT
};

/// `arith.bitcast`: reinterprets the bits of a scalar or vector as another
/// scalar or vector type of the same total width; component 0 holds the
/// low bits. Bools have no bit pattern.
pub const BITCAST: OpSchema = OpSchema {
    name: "arith.bitcast",
    summary: "Reinterprets bits between scalar/vector types of equal width, little-endian",
    operands: &[TypeConstraint::ScalarOrVector],
    results: &[TypeConstraint::ScalarOrVector],
    traits: Traits::PURE,
    verify: Some(verify_bitcast),
    eval: Some(eval_bitcast),
    canonicalize: Some(canon_bitcast),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "arith",
    summary: "Constants and element-wise arithmetic, logic, comparisons and conversions",
    ops: &[
        &CONST, &ADD, &SUB, &MUL, &DIV, &REM, &NEG, &AND, &OR, &XOR, &NOT, &SHL, &SHR, &CMP, &SELECT, &CONVERT,
        &BITCAST,
    ],
};

// ----- verification -----------------------------------------------------------

/// The length of a vector type, `None` for anything else.
fn vector_len(ctx: &Context, ty: Type) -> Option<u8> {
    match *ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => Some(len),
        _ => None,
    }
}

fn verify_const(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    let value = ctx.attr(op, "value").ok_or("requires 'value'")?;
    if value_from_attr(ctx, value, ty).is_some() {
        return Ok(());
    }
    let (v, t) = (print_attr(ctx, value), print_type(ctx, ty));
    match (ctx.type_kind(ty), ctx.attr_kind(value)) {
        (&TypeKind::Int { width, signed }, AttrKind::Int(_)) => {
            let (min, max) = int_range(width, signed);
            Err(format!("value {v} is out of range for {t} ({min} to {max})"))
        }
        _ => Err(format!("value {v} is not a constant of type {t}")),
    }
}

fn verify_cmp(ctx: &Context, op: Op) -> Result<(), String> {
    let pred = ctx.attr_str(op, "pred").unwrap_or_default();
    let ty = operand_type(ctx, op, 0);
    if Elem::of(ctx, ty) == Some(Elem::Bool) && !matches!(pred, "eq" | "ne") {
        return Err(format!("predicate '{pred}' needs numeric operands, not {}", print_type(ctx, ty)));
    }
    Ok(())
}

fn verify_select(ctx: &Context, op: Op) -> Result<(), String> {
    let cond = operand_type(ctx, op, 0);
    let Some(len) = vector_len(ctx, cond) else { return Ok(()) };
    let ty = operand_type(ctx, op, 1);
    if vector_len(ctx, ty) != Some(len) {
        let (c, t) = (print_type(ctx, cond), print_type(ctx, ty));
        return Err(format!("a {c} condition selects between vectors of length {len}, not {t}"));
    }
    Ok(())
}

fn verify_convert(ctx: &Context, op: Op) -> Result<(), String> {
    let (from, to) = (operand_type(ctx, op, 0), result_type(ctx, op));
    if vector_len(ctx, from) != vector_len(ctx, to) {
        return Err(format!("cannot convert {} to {}: shapes differ", print_type(ctx, from), print_type(ctx, to)));
    }
    // A mini float converts to and from floats and integers, never bools.
    let (a, b) = (ctx.type_kind(ctx.scalar_of(from)), ctx.type_kind(ctx.scalar_of(to)));
    let mini = |k: &TypeKind| matches!(k, TypeKind::MiniFloat(_));
    if (mini(a) || mini(b)) && (matches!(a, TypeKind::Bool) || matches!(b, TypeKind::Bool)) {
        return Err(format!("cannot convert {} to {}", print_type(ctx, from), print_type(ctx, to)));
    }
    Ok(())
}

/// Total bits of a scalar or vector of ints or floats.
fn bit_size(ctx: &Context, ty: Type) -> Option<u32> {
    let width = match *ctx.type_kind(ctx.scalar_of(ty)) {
        TypeKind::MiniFloat(m) => m.width() as u32,
        _ => Elem::of(ctx, ty)?.width()? as u32,
    };
    Some(width * vector_len(ctx, ty).unwrap_or(1) as u32)
}

fn verify_bitcast(ctx: &Context, op: Op) -> Result<(), String> {
    let (from, to) = (operand_type(ctx, op, 0), result_type(ctx, op));
    let (Some(a), Some(b)) = (bit_size(ctx, from), bit_size(ctx, to)) else {
        return Err(format!(
            "cannot bitcast {} to {}: bools have no bit pattern",
            print_type(ctx, from),
            print_type(ctx, to)
        ));
    };
    if a != b {
        return Err(format!(
            "cannot bitcast {} ({a} bits) to {} ({b} bits)",
            print_type(ctx, from),
            print_type(ctx, to)
        ));
    }
    Ok(())
}

// ----- interpreter ------------------------------------------------------------

fn eval_const(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let value = ctx.attr(op, "value").and_then(|a| value_from_attr(ctx, a, result_type(ctx, op)));
    value.map(Flow::one).ok_or_else(|| Trap::new("constant does not fit its type"))
}

fn eval_binary(interp: &mut Interpreter, op: Op, args: &[RtValue], bin: BinOp) -> Result<Flow, Trap> {
    let elem = scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 0))?;
    scalar::map2(&args[0], &args[1], &|x, y| scalar::binary(bin, elem, x, y)).map(Flow::one)
}

fn eval_unary(interp: &mut Interpreter, op: Op, args: &[RtValue], un: UnOp) -> Result<Flow, Trap> {
    let elem = scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 0))?;
    scalar::map1(&args[0], &|x| scalar::unary(un, elem, x)).map(Flow::one)
}

fn eval_cmp(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let pred = ctx.attr_str(op, "pred").and_then(Pred::parse).ok_or_else(|| Trap::new("bad 'pred'"))?;
    let elem = scalar::elem_of(ctx, operand_type(ctx, op, 0))?;
    scalar::map2(&args[0], &args[1], &|x, y| scalar::compare(pred, elem, x, y).map(RtValue::Bool)).map(Flow::one)
}

fn eval_select(_: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    match (&args[0], &args[1], &args[2]) {
        (RtValue::Bool(c), x, y) => Ok(Flow::one(if *c { x.clone() } else { y.clone() })),
        (RtValue::Agg(cs), RtValue::Agg(xs), RtValue::Agg(ys)) if cs.len() == xs.len() && xs.len() == ys.len() => {
            let picked = cs.iter().zip(xs.iter().zip(ys)).map(|(c, (x, y))| if c.as_bool() { x } else { y });
            Ok(Flow::one(RtValue::Agg(picked.cloned().collect())))
        }
        _ => Err(scalar::mismatch()),
    }
}

fn eval_convert(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let from = scalar::elem_of(ctx, operand_type(ctx, op, 0))?;
    let to = scalar::elem_of(ctx, result_type(ctx, op))?;
    scalar::map1(&args[0], &|x| scalar::convert(from, to, x)).map(Flow::one)
}

fn eval_bitcast(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let from = scalar::elem_of(ctx, operand_type(ctx, op, 0))?;
    let to_ty = result_type(ctx, op);
    let to = scalar::elem_of(ctx, to_ty)?;
    scalar::bitcast(&args[0], from, to, vector_len(ctx, to_ty).is_some()).map(Flow::one)
}

// ----- canonicalization -------------------------------------------------------

/// An `i32` constant (the type of the indices the frontend and the
/// passes build), at the builder's insertion point.
pub fn build_index(b: &mut nsl_ir::Builder, i: i128) -> Value {
    let ty = b.ctx.int_type(32, true);
    let v = b.ctx.int_attr(i);
    b.value(CONST.name, &[], ty, &[("value", v)])
}

/// The value of `v` if a constant-like op defines it.
pub fn constant_value(ctx: &Context, v: Value) -> Option<RtValue> {
    let op = ctx.defining_op(v)?;
    if !ctx.has_trait(op, Traits::CONSTANT_LIKE) {
        return None;
    }
    value_from_attr(ctx, ctx.attr(op, "value")?, ctx.value_type(v))
}

/// Is `v` a constant whose every scalar satisfies `p`?
fn is_splat(ctx: &Context, v: Value, p: &dyn Fn(&RtValue) -> bool) -> bool {
    constant_value(ctx, v).is_some_and(|c| scalar::all_scalars(&c, p))
}

/// Integer 0 or bool false (float constants never match).
fn is_zero(c: &RtValue) -> bool {
    matches!(c, RtValue::Int(0) | RtValue::Bool(false))
}

fn is_one(c: &RtValue) -> bool {
    matches!(c, RtValue::Int(1))
}

/// Replaces `op` with a new `arith.const` of its result type.
fn replace_with_const(rw: &mut Rewriter, op: Op, value: &RtValue) -> bool {
    let ty = result_type(rw.ctx, op);
    let Some(attr) = attr_from_value(rw.ctx, value, ty) else { return false };
    let name = rw.ctx.sym("value");
    let c = rw.create_before(op, CONST.name, &[], &[ty], &[(name, attr)]);
    let v = rw.ctx.result(c, 0);
    replace(rw, op, v)
}

fn operands2(ctx: &Context, op: Op) -> (Value, Value) {
    (ctx.operand(op, 0), ctx.operand(op, 1))
}

/// `x op e -> x` for a constant `e` whose scalars satisfy `unit`, and
/// `e op x -> x` too when `commutative`.
fn drop_unit(rw: &mut Rewriter, op: Op, unit: &dyn Fn(&RtValue) -> bool, commutative: bool) -> bool {
    let (x, y) = operands2(rw.ctx, op);
    if is_splat(rw.ctx, y, unit) {
        replace(rw, op, x)
    } else if commutative && is_splat(rw.ctx, x, unit) {
        replace(rw, op, y)
    } else {
        false
    }
}

/// `x op z -> z` and `z op x -> z` for an absorbing constant `z` (integer 0
/// or false for `mul` and `and`).
fn absorb_zero(rw: &mut Rewriter, op: Op) -> bool {
    let (x, y) = operands2(rw.ctx, op);
    match [y, x].into_iter().find(|&v| is_splat(rw.ctx, v, &is_zero)) {
        Some(z) => replace(rw, op, z),
        None => false,
    }
}

/// `x op x -> x` (idempotent `and`, `or`).
fn same_to_self(rw: &mut Rewriter, op: Op) -> bool {
    let (x, y) = operands2(rw.ctx, op);
    x == y && replace(rw, op, x)
}

/// `x op x -> 0` for integers and bools (`sub`, `xor`); never for floats
/// (`inf - inf` is NaN).
fn same_to_zero(rw: &mut Rewriter, op: Op) -> bool {
    let (x, y) = operands2(rw.ctx, op);
    let ty = result_type(rw.ctx, op);
    if x != y || matches!(Elem::of(rw.ctx, ty), Some(Elem::Float { .. }) | None) {
        return false;
    }
    let zero = zero_value(rw.ctx, ty);
    replace_with_const(rw, op, &zero)
}

/// Integers: `x + 0 -> x`, `0 + x -> x`.
fn canon_add(rw: &mut Rewriter, op: Op) -> bool {
    drop_unit(rw, op, &is_zero, true)
}

/// Integers: `x - 0 -> x`, `x - x -> 0`.
fn canon_sub(rw: &mut Rewriter, op: Op) -> bool {
    same_to_zero(rw, op) || drop_unit(rw, op, &is_zero, false)
}

/// Integers: `x * 0 -> 0`, `x * 1 -> x`, either side.
fn canon_mul(rw: &mut Rewriter, op: Op) -> bool {
    absorb_zero(rw, op) || drop_unit(rw, op, &is_one, true)
}

/// Integers: `x / 1 -> x`.
fn canon_div(rw: &mut Rewriter, op: Op) -> bool {
    drop_unit(rw, op, &is_one, false)
}

/// `x & x -> x`, `x & 0 -> 0` (either side; `false` for bools).
fn canon_and(rw: &mut Rewriter, op: Op) -> bool {
    same_to_self(rw, op) || absorb_zero(rw, op)
}

/// `x | x -> x`, `x | 0 -> x` (either side; `false` for bools).
fn canon_or(rw: &mut Rewriter, op: Op) -> bool {
    same_to_self(rw, op) || drop_unit(rw, op, &is_zero, true)
}

/// `x ^ x -> 0`, `x ^ 0 -> x` (either side; `false` for bools).
fn canon_xor(rw: &mut Rewriter, op: Op) -> bool {
    same_to_zero(rw, op) || drop_unit(rw, op, &is_zero, true)
}

/// `x << s -> x`, `x >> s -> x` when every amount is 0 modulo the width.
fn canon_shift(rw: &mut Rewriter, op: Op) -> bool {
    let Some(width) = Elem::of(rw.ctx, result_type(rw.ctx, op)).and_then(Elem::width) else { return false };
    let mask = width as u64 - 1;
    drop_unit(rw, op, &|c| matches!(c, RtValue::Int(s) if s & mask == 0), false)
}

/// `cmp(x, x)` on integers and bools: `eq`, `le`, `ge` are true; `ne`,
/// `lt`, `gt` false. (Floats: NaN is not equal to itself.)
fn canon_cmp(rw: &mut Rewriter, op: Op) -> bool {
    let (x, y) = operands2(rw.ctx, op);
    let elem = Elem::of(rw.ctx, rw.ctx.value_type(x));
    let pred = rw.ctx.attr_str(op, "pred").and_then(Pred::parse);
    let (Some(pred), Some(Elem::Int { .. } | Elem::Bool)) = (pred, elem) else { return false };
    if x != y {
        return false;
    }
    let b = pred.holds(Some(std::cmp::Ordering::Equal));
    let Ok(value) = scalar::map1(&zero_value(rw.ctx, result_type(rw.ctx, op)), &|_| Ok(RtValue::Bool(b))) else {
        return false;
    };
    replace_with_const(rw, op, &value)
}

/// `select(c, x, x) -> x`; a constant condition all true gives `x`, all
/// false gives `y`.
fn canon_select(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let (c, x, y) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    if x == y || is_splat(ctx, c, &|b| matches!(b, RtValue::Bool(true))) {
        replace(rw, op, x)
    } else if is_splat(ctx, c, &|b| matches!(b, RtValue::Bool(false))) {
        replace(rw, op, y)
    } else {
        false
    }
}

/// A conversion to the operand's own type is the identity.
fn canon_convert(rw: &mut Rewriter, op: Op) -> bool {
    let x = rw.ctx.operand(op, 0);
    rw.ctx.value_type(x) == result_type(rw.ctx, op) && replace(rw, op, x)
}

/// `bitcast x : T -> x` when `x: T`; `bitcast(bitcast x) -> bitcast x`, or
/// `x` when that round-trips to `x`'s type.
fn canon_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let (x, ty) = (ctx.operand(op, 0), result_type(ctx, op));
    if ctx.value_type(x) == ty {
        return replace(rw, op, x);
    }
    let Some(inner) = ctx.defining_op(x).filter(|&i| ctx.op_kind_of(i) == ctx.op_kind_of(op)) else {
        return false;
    };
    let source = ctx.operand(inner, 0);
    if ctx.value_type(source) == ty {
        return replace(rw, op, source);
    }
    let direct = rw.create_before(op, BITCAST.name, &[source], &[ty], &[]);
    let v = rw.ctx.result(direct, 0);
    replace(rw, op, v)
}

// ----- rewrite rules ----------------------------------------------------------

use crate::rules::{map_scalars, Cond, ElemClass, RewriteRule, RuleFn};

const INT: &[Cond] = &[Cond::Elem("root", ElemClass::Int)];
const INT_X: &[Cond] = &[Cond::Elem("x", ElemClass::Int)];
const INT_OR_BOOL_X: &[Cond] = &[Cond::Elem("x", ElemClass::IntOrBool)];
const UNSIGNED: &[Cond] = &[Cond::Elem("root", ElemClass::UnsignedInt)];
const SIGNED: &[Cond] = &[Cond::Elem("root", ElemClass::SignedInt)];
const FAST_FLOAT: &[Cond] = &[Cond::FastMath, Cond::Elem("root", ElemClass::Float)];

/// The exponent of a power of two, per scalar (the bits of a wrapped
/// multiplier, so `x * -128 : i8` is `x << 7` too).
const LOG2: RuleFn = RuleFn::Const("log2", |c| {
    map_scalars(c, &|s| match *s {
        RtValue::Int(bits) if bits.is_power_of_two() => Some(RtValue::Int(bits.trailing_zeros() as u64)),
        _ => None,
    })
});

/// `c - 1` for a power of two `c`, per scalar: the mask of `x % c`.
const LOW_MASK: RuleFn = RuleFn::Const("low_mask", |c| {
    map_scalars(c, &|s| match *s {
        RtValue::Int(bits) if bits.is_power_of_two() => Some(RtValue::Int(bits - 1)),
        _ => None,
    })
});

/// Identities, strength reduction and comparison/select simplification.
/// Exact ones hold for every input (integers wrap, so they are a ring);
/// float ones that are not bit-exact are [`Cond::FastMath`].
pub const REWRITES: &[RewriteRule] = &[
    RewriteRule::new("add-zero", "(arith.add ?x 0)", "?x").when(INT),
    RewriteRule::new("zero-add", "(arith.add 0 ?x)", "?x").when(INT),
    RewriteRule::new("sub-zero", "(arith.sub ?x 0)", "?x").when(INT),
    RewriteRule::new("sub-self", "(arith.sub ?x ?x)", "0").when(INT),
    RewriteRule::new("zero-sub", "(arith.sub 0 ?x)", "(arith.neg ?x)").when(INT),
    RewriteRule::new("add-neg", "(arith.add ?x (arith.neg ?y))", "(arith.sub ?x ?y)").when(INT),
    RewriteRule::new("neg-add", "(arith.add (arith.neg ?y) ?x)", "(arith.sub ?x ?y)").when(INT),
    RewriteRule::new("sub-neg", "(arith.sub ?x (arith.neg ?y))", "(arith.add ?x ?y)").when(INT),
    RewriteRule::new("neg-sub", "(arith.neg (arith.sub ?x ?y))", "(arith.sub ?y ?x)").when(INT),
    RewriteRule::new("add-sub-cancel", "(arith.add (arith.sub ?x ?y) ?y)", "?x").when(INT),
    RewriteRule::new("sub-add-cancel", "(arith.sub (arith.add ?x ?y) ?y)", "?x").when(INT),
    RewriteRule::new("mul-one", "(arith.mul ?x 1)", "?x").when(INT),
    RewriteRule::new("one-mul", "(arith.mul 1 ?x)", "?x").when(INT),
    RewriteRule::new("mul-zero", "(arith.mul ?x 0)", "0").when(INT),
    RewriteRule::new("zero-mul", "(arith.mul 0 ?x)", "0").when(INT),
    RewriteRule::new("mul-all-ones", "(arith.mul ?x ~0)", "(arith.neg ?x)").when(INT),
    // x * 2 and x + x round identically, NaN payloads included.
    RewriteRule::new("mul-two", "(arith.mul ?x 2)", "(arith.add ?x ?x)").when(INT),
    RewriteRule::new("mul-two-float", "(arith.mul ?x 2.0)", "(arith.add ?x ?x)"),
    RewriteRule::new("two-mul-float", "(arith.mul 2.0 ?x)", "(arith.add ?x ?x)"),
    RewriteRule::new("mul-pow2", "(arith.mul ?x ?c)", "(arith.shl ?x $log2(?c))").when(INT).with(&[LOG2]),
    RewriteRule::new("pow2-mul", "(arith.mul ?c ?x)", "(arith.shl ?x $log2(?c))").when(INT).with(&[LOG2]),
    RewriteRule::new("div-one", "(arith.div ?x 1)", "?x").when(INT),
    RewriteRule::new("div-minus-one", "(arith.div ?x ~0)", "(arith.neg ?x)").when(SIGNED),
    RewriteRule::new("udiv-pow2", "(arith.div ?x ?c)", "(arith.shr ?x $log2(?c))").when(UNSIGNED).with(&[LOG2]),
    RewriteRule::new("urem-pow2", "(arith.rem ?x ?c)", "(arith.and ?x $low_mask(?c))").when(UNSIGNED).with(&[LOW_MASK]),
    RewriteRule::new("neg-neg", "(arith.neg (arith.neg ?x))", "?x"),
    RewriteRule::new("not-not", "(arith.not (arith.not ?x))", "?x"),
    RewriteRule::new("and-self", "(arith.and ?x ?x)", "?x"),
    RewriteRule::new("and-zero", "(arith.and ?x 0)", "0"),
    RewriteRule::new("zero-and", "(arith.and 0 ?x)", "0"),
    RewriteRule::new("and-ones", "(arith.and ?x ~0)", "?x"),
    RewriteRule::new("ones-and", "(arith.and ~0 ?x)", "?x"),
    RewriteRule::new("or-self", "(arith.or ?x ?x)", "?x"),
    RewriteRule::new("or-zero", "(arith.or ?x 0)", "?x"),
    RewriteRule::new("zero-or", "(arith.or 0 ?x)", "?x"),
    RewriteRule::new("or-ones", "(arith.or ?x ~0)", "~0"),
    RewriteRule::new("ones-or", "(arith.or ~0 ?x)", "~0"),
    RewriteRule::new("xor-self", "(arith.xor ?x ?x)", "0"),
    RewriteRule::new("xor-zero", "(arith.xor ?x 0)", "?x"),
    RewriteRule::new("zero-xor", "(arith.xor 0 ?x)", "?x"),
    RewriteRule::new("xor-ones", "(arith.xor ?x ~0)", "(arith.not ?x)"),
    RewriteRule::new("ones-xor", "(arith.xor ~0 ?x)", "(arith.not ?x)"),
    RewriteRule::new("shl-zero", "(arith.shl ?x 0)", "?x"),
    RewriteRule::new("shr-zero", "(arith.shr ?x 0)", "?x"),
    // Comparisons of a value with itself (no NaN among ints and bools).
    RewriteRule::new("eq-self", "(arith.cmp{pred=\"eq\"} ?x ?x)", "true").when(INT_OR_BOOL_X),
    RewriteRule::new("le-self", "(arith.cmp{pred=\"le\"} ?x ?x)", "true").when(INT_OR_BOOL_X),
    RewriteRule::new("ge-self", "(arith.cmp{pred=\"ge\"} ?x ?x)", "true").when(INT_OR_BOOL_X),
    RewriteRule::new("ne-self", "(arith.cmp{pred=\"ne\"} ?x ?x)", "false").when(INT_OR_BOOL_X),
    RewriteRule::new("lt-self", "(arith.cmp{pred=\"lt\"} ?x ?x)", "false").when(INT_OR_BOOL_X),
    RewriteRule::new("gt-self", "(arith.cmp{pred=\"gt\"} ?x ?x)", "false").when(INT_OR_BOOL_X),
    // C comparisons: `ne` is exactly `!eq`, even on NaN; the others only
    // invert without NaN.
    RewriteRule::new("not-eq", "(arith.not (arith.cmp{pred=\"eq\"} ?x ?y))", "(arith.cmp{pred=\"ne\"} ?x ?y)"),
    RewriteRule::new("not-ne", "(arith.not (arith.cmp{pred=\"ne\"} ?x ?y))", "(arith.cmp{pred=\"eq\"} ?x ?y)"),
    RewriteRule::new("not-lt", "(arith.not (arith.cmp{pred=\"lt\"} ?x ?y))", "(arith.cmp{pred=\"ge\"} ?x ?y)")
        .when(INT_X),
    RewriteRule::new("not-le", "(arith.not (arith.cmp{pred=\"le\"} ?x ?y))", "(arith.cmp{pred=\"gt\"} ?x ?y)")
        .when(INT_X),
    RewriteRule::new("not-gt", "(arith.not (arith.cmp{pred=\"gt\"} ?x ?y))", "(arith.cmp{pred=\"le\"} ?x ?y)")
        .when(INT_X),
    RewriteRule::new("not-ge", "(arith.not (arith.cmp{pred=\"ge\"} ?x ?y))", "(arith.cmp{pred=\"lt\"} ?x ?y)")
        .when(INT_X),
    RewriteRule::new("select-same", "(arith.select ?c ?x ?x)", "?x"),
    RewriteRule::new("select-true", "(arith.select true ?x ?y)", "?x"),
    RewriteRule::new("select-false", "(arith.select false ?x ?y)", "?y"),
    RewriteRule::new("select-not", "(arith.select (arith.not ?c) ?x ?y)", "(arith.select ?c ?y ?x)"),
    RewriteRule::new("select-bool", "(arith.select ?c true false)", "?c").when(&[Cond::SameType("c", "root")]),
    RewriteRule::new("select-not-bool", "(arith.select ?c false true)", "(arith.not ?c)")
        .when(&[Cond::SameType("c", "root")]),
    RewriteRule::new("convert-same", "(arith.convert ?x)", "?x").when(&[Cond::SameType("x", "root")]),
    RewriteRule::new("bitcast-same", "(arith.bitcast ?x)", "?x").when(&[Cond::SameType("x", "root")]),
    RewriteRule::new("bitcast-roundtrip", "(arith.bitcast (arith.bitcast ?x))", "?x")
        .when(&[Cond::SameType("x", "root")]),
    // Only under fp-mode=fast: signed zeros, NaN payloads and rounding may change.
    RewriteRule::new("fast-add-zero", "(arith.add ?x 0.0)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-zero-add", "(arith.add 0.0 ?x)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-sub-zero", "(arith.sub ?x 0.0)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-sub-self", "(arith.sub ?x ?x)", "0.0").when(FAST_FLOAT),
    RewriteRule::new("fast-zero-sub", "(arith.sub 0.0 ?x)", "(arith.neg ?x)").when(FAST_FLOAT),
    RewriteRule::new("fast-mul-one", "(arith.mul ?x 1.0)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-one-mul", "(arith.mul 1.0 ?x)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-mul-zero", "(arith.mul ?x 0.0)", "0.0").when(FAST_FLOAT),
    RewriteRule::new("fast-zero-mul", "(arith.mul 0.0 ?x)", "0.0").when(FAST_FLOAT),
    RewriteRule::new("fast-div-one", "(arith.div ?x 1.0)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-add-neg", "(arith.add ?x (arith.neg ?y))", "(arith.sub ?x ?y)").when(FAST_FLOAT),
    RewriteRule::new("fast-sub-neg", "(arith.sub ?x (arith.neg ?y))", "(arith.add ?x ?y)").when(FAST_FLOAT),
    RewriteRule::new("fast-add-sub-cancel", "(arith.add (arith.sub ?x ?y) ?y)", "?x").when(FAST_FLOAT),
    RewriteRule::new("fast-sub-add-cancel", "(arith.sub (arith.add ?x ?y) ?y)", "?x").when(FAST_FLOAT),
];
