//! `vec`: building vectors and taking them apart. Component 0 is `x`.

use crate::arith;
use crate::scalar::{self, components, expect_type, operand_type, replace, result_type};
use nsl_ir::attr::{AttrKind, AttrShape};
use nsl_ir::interp::{Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Rewriter, Slot, Traits, Type, TypeConstraint, TypeKind, Value};

/// `vec.construct`: a vector whose components are those of the operands,
/// scalars and vectors of its element type, in order.
pub const CONSTRUCT: OpSchema = OpSchema {
    name: "vec.construct",
    summary: "A vector of the operands' components (scalars and vectors), in order",
    variadic_operands: Some(TypeConstraint::ScalarOrVector),
    results: &[TypeConstraint::Vector],
    traits: Traits::PURE,
    verify: Some(verify_construct),
    eval: Some(eval_construct),
    ..OpSchema::DEFAULT
};

/// `vec.splat`: a vector with every component equal to the scalar operand.
pub const SPLAT: OpSchema = OpSchema {
    name: "vec.splat",
    summary: "A vector with every component equal to the operand",
    operands: &[TypeConstraint::Scalar],
    results: &[TypeConstraint::Vector],
    traits: Traits::PURE,
    verify: Some(verify_splat),
    eval: Some(eval_splat),
    ..OpSchema::DEFAULT
};

/// `vec.extract {index}`: component `index`.
pub const EXTRACT: OpSchema = OpSchema {
    name: "vec.extract",
    summary: "Component `index` of a vector",
    operands: &[TypeConstraint::Vector],
    results: &[TypeConstraint::Scalar],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_extract),
    eval: Some(eval_extract),
    canonicalize: Some(canon_extract),
    ..OpSchema::DEFAULT
};

/// `vec.extract_dyn %v, %i`: component `i`; an index out of range
/// (negative included) traps.
pub const EXTRACT_DYN: OpSchema = OpSchema {
    name: "vec.extract_dyn",
    summary: "Component i of a vector, for a runtime index; out of range traps",
    operands: &[TypeConstraint::Vector, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Scalar],
    traits: Traits::PURE,
    verify: Some(verify_extract_dyn),
    eval: Some(eval_extract_dyn),
    canonicalize: Some(canon_extract_dyn),
    ..OpSchema::DEFAULT
};

/// `vec.insert %v, %x {index}`: `v` with component `index` replaced by `x`.
pub const INSERT: OpSchema = OpSchema {
    name: "vec.insert",
    summary: "The vector with component `index` replaced",
    operands: &[TypeConstraint::Vector, TypeConstraint::Scalar],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_insert),
    eval: Some(eval_insert),
    ..OpSchema::DEFAULT
};

/// `vec.swizzle {indices}`: the components `indices` of the operand, in
/// that order (repeats allowed): a vector, or a scalar for one index.
pub const SWIZZLE: OpSchema = OpSchema {
    name: "vec.swizzle",
    summary: "The components at `indices`, as a vector (or a scalar for one index)",
    operands: &[TypeConstraint::Vector],
    results: &[TypeConstraint::ScalarOrVector],
    attrs: &[AttrSpec::required("indices", AttrShape::IntArray)],
    traits: Traits::PURE,
    verify: Some(verify_swizzle),
    eval: Some(eval_swizzle),
    canonicalize: Some(canon_swizzle),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "vec",
    summary: "Vector construction, components and swizzles",
    ops: &[&CONSTRUCT, &SPLAT, &EXTRACT, &EXTRACT_DYN, &INSERT, &SWIZZLE],
};

// ----- verification -----------------------------------------------------------

/// The element type and length of a vector type.
fn vector_parts(ctx: &Context, ty: Type) -> Result<(Type, u8), String> {
    match *ctx.type_kind(ty) {
        TypeKind::Vector { elem, len } => Ok((elem, len)),
        _ => Err(format!("expects a vector, not {}", print_type(ctx, ty))),
    }
}

fn verify_construct(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    let (elem, len) = vector_parts(ctx, ty)?;
    let mut count = 0;
    for (i, &v) in ctx.operands(op).iter().enumerate() {
        let t = ctx.value_type(v);
        if ctx.scalar_of(t) != elem {
            let (t, e) = (print_type(ctx, t), print_type(ctx, elem));
            return Err(format!("operand #{i} has type {t} but must be {e} or a vector of {e}"));
        }
        count += match *ctx.type_kind(t) {
            TypeKind::Vector { len, .. } => len as usize,
            _ => 1,
        };
    }
    if count != len as usize {
        return Err(format!("operands give {count} components but {} has {len}", print_type(ctx, ty)));
    }
    Ok(())
}

fn verify_splat(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    let (_, len) = vector_parts(ctx, ty)?;
    let want = TypeKind::Vector { elem: operand_type(ctx, op, 0), len };
    expect_type(ctx, "result", ty, &want)
}

fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let (elem, len) = vector_parts(ctx, ty)?;
    scalar::static_index(ctx, op, len as usize, ty)?;
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(elem))
}

fn verify_extract_dyn(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, _) = vector_parts(ctx, operand_type(ctx, op, 0))?;
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(elem))
}

fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let (elem, len) = vector_parts(ctx, ty)?;
    scalar::static_index(ctx, op, len as usize, ty)?;
    expect_type(ctx, "operand #1", operand_type(ctx, op, 1), ctx.type_kind(elem))
}

/// The `indices` of a swizzle, if they are all non-negative and fit `usize`.
fn swizzle_indices(ctx: &Context, op: Op) -> Option<Vec<usize>> {
    let AttrKind::Array(items) = ctx.attr_kind(ctx.attr(op, "indices")?) else { return None };
    items
        .iter()
        .map(|&a| match *ctx.attr_kind(a) {
            AttrKind::Int(i) => usize::try_from(i).ok(),
            _ => None,
        })
        .collect()
}

fn verify_swizzle(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let (elem, len) = vector_parts(ctx, ty)?;
    let indices = swizzle_indices(ctx, op).filter(|ix| ix.iter().all(|&i| i < len as usize));
    let Some(indices) = indices else {
        return Err(format!("indices must each select a component of {}", print_type(ctx, ty)));
    };
    let want = match indices.len() {
        0 => return Err("needs at least one index".into()),
        1 => ctx.type_kind(elem).clone(),
        n => match u8::try_from(n) {
            Ok(len) => TypeKind::Vector { elem, len },
            Err(_) => return Err(format!("has {n} indices; a vector has at most 255 components")),
        },
    };
    expect_type(ctx, "result", result_type(ctx, op), &want)
}

// ----- interpreter ------------------------------------------------------------

fn eval_construct(_: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    Ok(Flow::one(RtValue::Agg(args.iter().flat_map(|a| a.elems().iter().cloned()).collect())))
}

fn eval_splat(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let len = vector_parts(interp.ctx, result_type(interp.ctx, op)).map_err(Trap::new)?.1;
    Ok(Flow::one(RtValue::Agg(vec![args[0].clone(); len as usize])))
}

fn eval_extract(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    scalar::element(components(&args[0])?, Some(i as u64)).map(Flow::one)
}

fn eval_extract_dyn(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::index_value(interp.ctx, operand_type(interp.ctx, op, 1), &args[1]);
    scalar::element(components(&args[0])?, i).map(Flow::one)
}

fn eval_insert(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    let mut items = components(&args[0])?.to_vec();
    *items.get_mut(i).ok_or_else(scalar::mismatch)? = args[1].clone();
    Ok(Flow::one(RtValue::Agg(items)))
}

fn eval_swizzle(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let indices = swizzle_indices(interp.ctx, op).ok_or_else(|| Trap::new("bad 'indices'"))?;
    let items = components(&args[0])?;
    let picked = indices.iter().map(|&i| scalar::element(items, Some(i as u64))).collect::<Result<Vec<_>, _>>()?;
    match <[RtValue; 1]>::try_from(picked) {
        Ok([one]) => Ok(Flow::one(one)),
        Err(picked) => Ok(Flow::one(RtValue::Agg(picked))),
    }
}

// ----- canonicalization -------------------------------------------------------

/// Replaces `op` (a component read) with `vec.extract {index}` of `vector`.
fn extract_at(rw: &mut Rewriter, op: Op, vector: Value, index: usize) -> bool {
    let ty = result_type(rw.ctx, op);
    let attr = (rw.ctx.sym("index"), rw.ctx.int_attr(index as i128));
    let e = rw.create_before(op, EXTRACT.name, &[vector], &[ty], &[attr]);
    let v = rw.ctx.result(e, 0);
    rw.replace_op(op, &[v]);
    true
}

/// Reads through the op defining the vector:
/// - `extract(splat x, _) -> x`;
/// - `extract(insert(v, x, i), i) -> x`, and at another index `extract(v, j)`;
/// - `extract(construct(...), i)` -> the scalar operand holding component
///   `i`, or an extract from the vector operand holding it;
/// - `extract(swizzle(v, ix), i) -> extract(v, ix[i])`.
fn canon_extract(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let Ok(index) = scalar::attr_index(ctx, op) else { return false };
    let Some(def) = ctx.defining_op(ctx.operand(op, 0)) else { return false };
    let name = ctx.op_name(def);
    if name == SPLAT.name {
        let x = ctx.operand(def, 0);
        replace(rw, op, x)
    } else if name == INSERT.name {
        let (v, x) = (ctx.operand(def, 0), ctx.operand(def, 1));
        if scalar::attr_index(ctx, def).ok() == Some(index) {
            replace(rw, op, x)
        } else {
            rw.set_operand(op, 0, v);
            true
        }
    } else if name == CONSTRUCT.name {
        let mut start = 0;
        for &part in ctx.operands(def) {
            let (is_vector, len) = match *ctx.type_kind(ctx.value_type(part)) {
                TypeKind::Vector { len, .. } => (true, len as usize),
                _ => (false, 1),
            };
            if index < start + len {
                return if is_vector { extract_at(rw, op, part, index - start) } else { replace(rw, op, part) };
            }
            start += len;
        }
        false
    } else if name == SWIZZLE.name {
        let source = ctx.operand(def, 0);
        match swizzle_indices(ctx, def).and_then(|ix| ix.get(index).copied()) {
            Some(i) => extract_at(rw, op, source, i),
            None => false,
        }
    } else {
        false
    }
}

/// `extract_dyn(v, c)` with a constant index in range -> `extract(v) {index = c}`.
fn canon_extract_dyn(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let (v, i) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(c) = arith::constant_value(ctx, i) else { return false };
    let len = vector_parts(ctx, ctx.value_type(v)).map_or(0, |(_, len)| len as u64);
    match scalar::index_value(ctx, ctx.value_type(i), &c) {
        Some(index) if index < len => extract_at(rw, op, v, index as usize),
        _ => false,
    }
}

/// `swizzle(swizzle(v, ix), jx) -> swizzle(v, [ix[j] for j in jx])`, and an
/// identity swizzle (every component in order, same type) -> its operand.
fn canon_swizzle(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let Some(indices) = swizzle_indices(ctx, op) else { return false };
    let x = ctx.operand(op, 0);
    let ty = result_type(ctx, op);
    let inner = ctx.defining_op(x).filter(|&d| ctx.op_name(d) == SWIZZLE.name);
    let (source, indices) = match inner.and_then(|d| Some((d, swizzle_indices(ctx, d)?))) {
        Some((d, inner_ix)) => {
            let Some(composed) = indices.iter().map(|&j| inner_ix.get(j).copied()).collect::<Option<Vec<_>>>() else {
                return false;
            };
            (ctx.operand(d, 0), composed)
        }
        None => (x, indices),
    };
    let identity = ctx.value_type(source) == ty && indices.iter().enumerate().all(|(k, &i)| k == i);
    if identity {
        return replace(rw, op, source);
    }
    if source == x {
        return false;
    }
    let attr_items: Vec<_> = indices.iter().map(|&i| rw.ctx.int_attr(i as i128)).collect();
    let attr = (rw.ctx.sym("indices"), rw.ctx.array_attr(attr_items));
    let s = rw.create_before(op, SWIZZLE.name, &[source], &[ty], &[attr]);
    let v = rw.ctx.result(s, 0);
    replace(rw, op, v)
}

// ----- rewrite rules ----------------------------------------------------------

use crate::rules::{AttrTest, Cond, RewriteRule, RuleFn};
use nsl_ir::Attr;

/// The integers of an int or int-array attribute.
fn ints(ctx: &Context, attr: Attr) -> Option<Vec<i128>> {
    match ctx.attr_kind(attr) {
        AttrKind::Int(i) => Some(vec![*i]),
        AttrKind::Array(items) => items
            .iter()
            .map(|&a| match *ctx.attr_kind(a) {
                AttrKind::Int(i) => Some(i),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

fn int_array(ctx: &mut Context, items: &[i128]) -> Attr {
    let items = items.iter().map(|&i| ctx.int_attr(i)).collect();
    ctx.array_attr(items)
}

/// `$compose(?inner, ?outer)`: the indices of `swizzle(swizzle(v, inner), outer)` into `v`.
const COMPOSE: RuleFn = RuleFn::Attr("compose", |ctx, a| {
    let (inner, outer) = (ints(ctx, a[0])?, ints(ctx, a[1])?);
    let composed: Vec<i128> =
        outer.iter().map(|&j| usize::try_from(j).ok().and_then(|j| inner.get(j).copied())).collect::<Option<_>>()?;
    Some(int_array(ctx, &composed))
});

/// `$at(?indices, ?i)`: `indices[i]`.
const AT: RuleFn = RuleFn::Attr("at", |ctx, a| {
    let (indices, i) = (ints(ctx, a[0])?, ints(ctx, a[1])?);
    let picked = *indices.get(usize::try_from(*i.first()?).ok()?)?;
    Some(ctx.int_attr(picked))
});

/// `$list(?a, ?b, ...)`: the indices as a swizzle's `indices`.
const LIST: RuleFn = RuleFn::Attr("list", |ctx, a| {
    let items: Vec<i128> = a.iter().map(|&x| ints(ctx, x)?.first().copied()).collect::<Option<_>>()?;
    Some(int_array(ctx, &items))
});

/// `$single(?indices)`: the index of a one-component swizzle.
const SINGLE: RuleFn = RuleFn::Attr("single", |ctx, a| match ints(ctx, a[0])?[..] {
    [i] => Some(ctx.int_attr(i)),
    _ => None,
});

/// Indices `0, 1, 2, ...` in order.
const IN_ORDER: AttrTest =
    |ctx, a| ints(ctx, a[0]).is_some_and(|ix| ix.iter().enumerate().all(|(k, &i)| k as i128 == i));

/// Reading components through the ops that built the vector, and
/// swizzles composed or dropped.
pub const REWRITES: &[RewriteRule] = &[
    RewriteRule::new("extract-splat", "(vec.extract (vec.splat ?x))", "?x"),
    RewriteRule::new("extract-insert-same", "(vec.extract{index=?i} (vec.insert{index=?i} ?v ?x))", "?x"),
    RewriteRule::new("extract-insert-other", "(vec.extract{index=?j} (vec.insert{index=?i} ?v ?x))", "(vec.extract{index=?j} ?v)")
        .when(&[Cond::Distinct("i", "j")]),
    RewriteRule::new("extract-swizzle", "(vec.extract{index=?i} (vec.swizzle{indices=?s} ?v))", "(vec.extract{index=$at(?s, ?i)} ?v)")
        .with(&[AT]),
    RewriteRule::new("swizzle-one", "(vec.swizzle{indices=?s} ?v)", "(vec.extract{index=$single(?s)} ?v)").with(&[SINGLE]),
    RewriteRule::new("swizzle-swizzle", "(vec.swizzle{indices=?t} (vec.swizzle{indices=?s} ?v))", "(vec.swizzle{indices=$compose(?s, ?t)} ?v)")
        .with(&[COMPOSE]),
    RewriteRule::new("swizzle-identity", "(vec.swizzle{indices=?s} ?v)", "?v")
        .when(&[Cond::SameType("v", "root"), Cond::Attrs(IN_ORDER, &["s"])]),
    RewriteRule::new(
        "construct-extracts-2",
        "(vec.construct (vec.extract{index=?a} ?v) (vec.extract{index=?b} ?v))",
        "(vec.swizzle{indices=$list(?a, ?b)} ?v)",
    )
    .with(&[LIST]),
    RewriteRule::new(
        "construct-extracts-3",
        "(vec.construct (vec.extract{index=?a} ?v) (vec.extract{index=?b} ?v) (vec.extract{index=?c} ?v))",
        "(vec.swizzle{indices=$list(?a, ?b, ?c)} ?v)",
    )
    .with(&[LIST]),
    RewriteRule::new(
        "construct-extracts-4",
        "(vec.construct (vec.extract{index=?a} ?v) (vec.extract{index=?b} ?v) (vec.extract{index=?c} ?v) (vec.extract{index=?d} ?v))",
        "(vec.swizzle{indices=$list(?a, ?b, ?c, ?d)} ?v)",
    )
    .with(&[LIST]),
];
