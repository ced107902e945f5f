//! `agg`: struct and fixed-size array values (members by position).

use crate::arith;
use crate::scalar::{self, components, expect_type, operand_type, replace, result_type};
use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Rewriter, Slot, Traits, Type, TypeConstraint, TypeKind};

/// `agg.construct`: a struct from its fields in order, or an
/// `array<T, N>` from its N elements.
pub const CONSTRUCT: OpSchema = OpSchema {
    name: "agg.construct",
    summary: "A struct from its fields, or a sized array from its elements, in order",
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_construct),
    eval: Some(|_, _, args| Ok(Flow::one(RtValue::Agg(args.to_vec())))),
    canonicalize: Some(canon_construct),
    ..OpSchema::DEFAULT
};

/// `agg.extract {index}`: field or element `index`.
pub const EXTRACT: OpSchema = OpSchema {
    name: "agg.extract",
    summary: "Field or element `index` of a struct or sized array",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_extract),
    eval: Some(eval_extract),
    canonicalize: Some(canon_extract),
    ..OpSchema::DEFAULT
};

/// `agg.insert %a, %x {index}`: `a` with member `index` replaced by `x`.
pub const INSERT: OpSchema = OpSchema {
    name: "agg.insert",
    summary: "The struct or sized array with member `index` replaced",
    operands: &[TypeConstraint::Any, TypeConstraint::Any],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_insert),
    eval: Some(eval_insert),
    canonicalize: Some(canon_insert),
    ..OpSchema::DEFAULT
};

/// `agg.extract_dyn %a, %i`: element `i` of a sized array; an index out of
/// range (negative included) traps.
pub const EXTRACT_DYN: OpSchema = OpSchema {
    name: "agg.extract_dyn",
    summary: "Element i of a sized array, for a runtime index; out of range traps",
    operands: &[TypeConstraint::Any, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_extract_dyn),
    eval: Some(eval_extract_dyn),
    canonicalize: Some(canon_extract_dyn),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect =
    Dialect { name: "agg", summary: "Struct and array values", ops: &[&CONSTRUCT, &EXTRACT, &INSERT, &EXTRACT_DYN] };

// ----- verification -----------------------------------------------------------

/// The number of members of a struct or sized array type.
fn member_count(ctx: &Context, ty: Type) -> Result<usize, String> {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => Ok(fields.len()),
        &TypeKind::Array { len: Some(n), .. } => Ok(n as usize),
        _ => Err(format!("expects a struct or a sized array, not {}", print_type(ctx, ty))),
    }
}

/// The type of member `i` of a struct or sized array type.
fn member_type(ctx: &Context, ty: Type, i: usize) -> Result<Type, String> {
    match *ctx.type_kind(ty) {
        TypeKind::Struct { ref fields, .. } => fields.get(i).map(|&(_, t)| t),
        TypeKind::Array { elem, len: Some(n) } => (i < n as usize).then_some(elem),
        _ => None,
    }
    .ok_or_else(|| format!("has no member {i}: {}", print_type(ctx, ty)))
}

/// The type of the member of `ty` that the op's `index` attribute selects.
fn member_at(ctx: &Context, op: Op, ty: Type) -> Result<Type, String> {
    let i = scalar::static_index(ctx, op, member_count(ctx, ty)?, ty)?;
    member_type(ctx, ty, i)
}

/// The element type of a sized array type.
fn array_elem(ctx: &Context, ty: Type) -> Result<Type, String> {
    match *ctx.type_kind(ty) {
        TypeKind::Array { elem, len: Some(_) } => Ok(elem),
        _ => Err(format!("expects a sized array, not {}", print_type(ctx, ty))),
    }
}

fn verify_construct(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    let (count, operands) = (member_count(ctx, ty)?, ctx.operands(op));
    if operands.len() != count {
        return Err(format!("has {} operands but {} has {count} members", operands.len(), print_type(ctx, ty)));
    }
    for (i, &v) in operands.iter().enumerate() {
        let want = member_type(ctx, ty, i)?;
        expect_type(ctx, &format!("operand #{i}"), ctx.value_type(v), ctx.type_kind(want))?;
    }
    Ok(())
}

fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    let member = member_at(ctx, op, operand_type(ctx, op, 0))?;
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(member))
}

fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    let member = member_at(ctx, op, operand_type(ctx, op, 0))?;
    expect_type(ctx, "operand #1", operand_type(ctx, op, 1), ctx.type_kind(member))
}

fn verify_extract_dyn(ctx: &Context, op: Op) -> Result<(), String> {
    let elem = array_elem(ctx, operand_type(ctx, op, 0))?;
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(elem))
}

// ----- interpreter ------------------------------------------------------------

fn eval_extract(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    scalar::element(components(&args[0])?, Some(i as u64)).map(Flow::one)
}

fn eval_insert(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    let mut items = components(&args[0])?.to_vec();
    *items.get_mut(i).ok_or_else(scalar::mismatch)? = args[1].clone();
    Ok(Flow::one(RtValue::Agg(items)))
}

fn eval_extract_dyn(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::index_value(interp.ctx, operand_type(interp.ctx, op, 1), &args[1]);
    scalar::element(components(&args[0])?, i).map(Flow::one)
}

// ----- canonicalization -------------------------------------------------------

/// `extract(construct(x0, x1, ...), i) -> xi`;
/// `extract(insert(a, x, i), i) -> x`, and at another index `extract(a, j)`.
fn canon_extract(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let Ok(index) = scalar::attr_index(ctx, op) else { return false };
    let Some(def) = ctx.defining_op(ctx.operand(op, 0)) else { return false };
    if ctx.op_name(def) == CONSTRUCT.name {
        match ctx.operands(def).get(index) {
            Some(&x) => replace(rw, op, x),
            None => false,
        }
    } else if ctx.op_name(def) == INSERT.name {
        let (a, x) = (ctx.operand(def, 0), ctx.operand(def, 1));
        if scalar::attr_index(ctx, def).ok() == Some(index) {
            replace(rw, op, x)
        } else {
            rw.set_operand(op, 0, a);
            true
        }
    } else {
        false
    }
}

/// `construct(extract(a, 0), ..., extract(a, n-1)) -> a` when `a` has the
/// constructed type: the members of `a` in order are `a`.
fn canon_construct(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let ty = result_type(ctx, op);
    let mut source = None;
    for (i, &x) in ctx.operands(op).iter().enumerate() {
        let Some(def) = ctx.defining_op(x).filter(|&d| ctx.op_name(d) == EXTRACT.name) else { return false };
        let a = ctx.operand(def, 0);
        if scalar::attr_index(ctx, def).ok() != Some(i) || source.is_some_and(|s| s != a) {
            return false;
        }
        source = Some(a);
    }
    match source {
        Some(a) if ctx.value_type(a) == ty => replace(rw, op, a),
        _ => false,
    }
}

/// `insert(a, extract(a, i), i) -> a`: member `i` replaced by itself; and
/// `insert(insert(a, x, i), y, i) -> insert(a, y, i)`: the later write wins.
fn canon_insert(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let Ok(index) = scalar::attr_index(ctx, op) else { return false };
    let (a, x) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if let Some(def) = ctx.defining_op(x).filter(|&d| ctx.op_name(d) == EXTRACT.name) {
        if ctx.operand(def, 0) == a && scalar::attr_index(ctx, def).ok() == Some(index) {
            return replace(rw, op, a);
        }
    }
    if let Some(def) = ctx.defining_op(a).filter(|&d| ctx.op_name(d) == INSERT.name) {
        if scalar::attr_index(ctx, def).ok() == Some(index) {
            let inner = ctx.operand(def, 0);
            rw.set_operand(op, 0, inner);
            return true;
        }
    }
    false
}

/// `extract_dyn(a, c)` with a constant index in range -> `extract(a) {index = c}`.
fn canon_extract_dyn(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let (a, i) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(c) = arith::constant_value(ctx, i) else { return false };
    let len = member_count(ctx, ctx.value_type(a)).map_or(0, |n| n as u64);
    let Some(index) = scalar::index_value(ctx, ctx.value_type(i), &c).filter(|&i| i < len) else { return false };
    let ty = result_type(ctx, op);
    let attr = (rw.ctx.sym("index"), rw.ctx.int_attr(index as i128));
    let e = rw.create_before(op, EXTRACT.name, &[a], &[ty], &[attr]);
    let v = rw.ctx.result(e, 0);
    replace(rw, op, v)
}
