//! `mat`: matrices as values of R rows by C columns. The layout in a matrix
//! type is a memory-layout tag only and has no effect on values, which are
//! always indexed by row. Products are ordered sums `a0*b0 + a1*b1 + ...`,
//! each product and sum rounded separately (no fused multiply-add).

use crate::scalar::{self, components, expect_type, operand_type, replace, result_type, Elem};
use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{
    AttrSpec, Context, Dialect, MatrixLayout, Op, OpSchema, Rewriter, Slot, Traits, Type, TypeConstraint, TypeKind,
};

/// `mat.construct`: a `mat<T, R, C>` from R operands of type `vec<T, C>`,
/// in row order.
pub const CONSTRUCT: OpSchema = OpSchema {
    name: "mat.construct",
    summary: "A matrix from its rows, in order",
    variadic_operands: Some(TypeConstraint::Vector),
    results: &[TypeConstraint::Matrix],
    traits: Traits::PURE,
    verify: Some(verify_construct),
    eval: Some(|_, _, args| Ok(Flow::one(RtValue::Agg(args.to_vec())))),
    ..OpSchema::DEFAULT
};

/// `mat.extract_row {index}`: row `index`, a `vec<T, C>`.
pub const EXTRACT_ROW: OpSchema = OpSchema {
    name: "mat.extract_row",
    summary: "Row `index` of a matrix, as a vector",
    operands: &[TypeConstraint::Matrix],
    results: &[TypeConstraint::Vector],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_extract_row),
    eval: Some(eval_extract_row),
    canonicalize: Some(canon_extract_row),
    ..OpSchema::DEFAULT
};

/// `mat.insert_row %m, %row {index}`: `m` with row `index` replaced.
pub const INSERT_ROW: OpSchema = OpSchema {
    name: "mat.insert_row",
    summary: "The matrix with row `index` replaced",
    operands: &[TypeConstraint::Matrix, TypeConstraint::Vector],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_insert_row),
    eval: Some(eval_insert_row),
    ..OpSchema::DEFAULT
};

/// `mat.transpose`: `mat<T, R, C, L>` to `mat<T, C, R, L>`.
pub const TRANSPOSE: OpSchema = OpSchema {
    name: "mat.transpose",
    summary: "The transpose: mat<T, R, C, L> to mat<T, C, R, L>",
    operands: &[TypeConstraint::Matrix],
    results: &[TypeConstraint::Matrix],
    traits: Traits::PURE,
    verify: Some(verify_transpose),
    eval: Some(eval_transpose),
    canonicalize: Some(canon_transpose),
    ..OpSchema::DEFAULT
};

/// `mat.mul_mv %m, %v`: `mat<T, R, C> x vec<T, C> -> vec<T, R>`, the dot
/// product of each row with `v`.
pub const MUL_MV: OpSchema = OpSchema {
    name: "mat.mul_mv",
    summary: "Matrix times column vector: mat<T, R, C> x vec<T, C> -> vec<T, R>",
    operands: &[TypeConstraint::Matrix, TypeConstraint::Vector],
    results: &[TypeConstraint::Vector],
    traits: Traits::PURE,
    verify: Some(verify_mul_mv),
    eval: Some(eval_mul_mv),
    ..OpSchema::DEFAULT
};

/// `mat.mul_vm %v, %m`: `vec<T, R> x mat<T, R, C> -> vec<T, C>`, the dot
/// product of `v` with each column.
pub const MUL_VM: OpSchema = OpSchema {
    name: "mat.mul_vm",
    summary: "Row vector times matrix: vec<T, R> x mat<T, R, C> -> vec<T, C>",
    operands: &[TypeConstraint::Vector, TypeConstraint::Matrix],
    results: &[TypeConstraint::Vector],
    traits: Traits::PURE,
    verify: Some(verify_mul_vm),
    eval: Some(eval_mul_vm),
    ..OpSchema::DEFAULT
};

/// `mat.mul_mm %a, %b`: `mat<T, R, K, L> x mat<T, K, C> -> mat<T, R, C, L>`;
/// element (r, c) is the dot product of row r of `a` and column c of `b`.
pub const MUL_MM: OpSchema = OpSchema {
    name: "mat.mul_mm",
    summary: "Matrix product: mat<T, R, K, L> x mat<T, K, C> -> mat<T, R, C, L>",
    operands: &[TypeConstraint::Matrix, TypeConstraint::Matrix],
    results: &[TypeConstraint::Matrix],
    traits: Traits::PURE,
    verify: Some(verify_mul_mm),
    eval: Some(eval_mul_mm),
    ..OpSchema::DEFAULT
};

/// `mat.relayout`: the same matrix under another layout tag: the identity
/// on values, which do not depend on layouts. The frontend writes it where
/// a matrix declared `row_major` or `column_major` meets one of another
/// layout; once the `matrix-layout` pass has decided the default layout,
/// the ones between equal types are gone.
pub const RELAYOUT: OpSchema = OpSchema {
    name: "mat.relayout",
    summary: "The same matrix with another layout tag (the identity on values)",
    operands: &[TypeConstraint::Matrix],
    results: &[TypeConstraint::Matrix],
    traits: Traits::PURE,
    verify: Some(verify_relayout),
    eval: Some(|_, _, args| Ok(Flow::one(args[0].clone()))),
    canonicalize: Some(canon_relayout),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "mat",
    summary: "Matrix construction, rows, transpose, products and layout tags",
    ops: &[&CONSTRUCT, &EXTRACT_ROW, &INSERT_ROW, &TRANSPOSE, &MUL_MV, &MUL_VM, &MUL_MM, &RELAYOUT],
};

// ----- verification -----------------------------------------------------------

/// Element type, rows, columns and layout of a matrix type.
fn matrix_parts(ctx: &Context, ty: Type) -> Result<(Type, u8, u8, MatrixLayout), String> {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { elem, rows, cols, layout } => Ok((elem, rows, cols, layout)),
        _ => Err(format!("expects a matrix, not {}", print_type(ctx, ty))),
    }
}

/// The element type of a matrix operand of a product, which must be numeric.
fn numeric_matrix(ctx: &Context, ty: Type) -> Result<(Type, u8, u8, MatrixLayout), String> {
    let parts = matrix_parts(ctx, ty)?;
    match Elem::of(ctx, ty) {
        Some(Elem::Int { .. } | Elem::Float { .. }) => Ok(parts),
        _ => Err(format!("multiplies numeric matrices, not {}", print_type(ctx, ty))),
    }
}

fn row_type(elem: Type, cols: u8) -> TypeKind {
    TypeKind::Vector { elem, len: cols }
}

fn verify_construct(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    let (elem, rows, cols, _) = matrix_parts(ctx, ty)?;
    let operands = ctx.operands(op);
    if operands.len() != rows as usize {
        return Err(format!("has {} rows but {} has {rows}", operands.len(), print_type(ctx, ty)));
    }
    for (i, &row) in operands.iter().enumerate() {
        expect_type(ctx, &format!("operand #{i}"), ctx.value_type(row), &row_type(elem, cols))?;
    }
    Ok(())
}

fn verify_extract_row(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let (elem, rows, cols, _) = matrix_parts(ctx, ty)?;
    scalar::static_index(ctx, op, rows as usize, ty)?;
    expect_type(ctx, "result", result_type(ctx, op), &row_type(elem, cols))
}

fn verify_insert_row(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let (elem, rows, cols, _) = matrix_parts(ctx, ty)?;
    scalar::static_index(ctx, op, rows as usize, ty)?;
    expect_type(ctx, "operand #1", operand_type(ctx, op, 1), &row_type(elem, cols))
}

fn verify_transpose(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, rows, cols, layout) = matrix_parts(ctx, operand_type(ctx, op, 0))?;
    let want = TypeKind::Matrix { elem, rows: cols, cols: rows, layout };
    expect_type(ctx, "result", result_type(ctx, op), &want)
}

fn verify_mul_mv(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, rows, cols, _) = numeric_matrix(ctx, operand_type(ctx, op, 0))?;
    expect_type(ctx, "operand #1", operand_type(ctx, op, 1), &row_type(elem, cols))?;
    expect_type(ctx, "result", result_type(ctx, op), &row_type(elem, rows))
}

fn verify_mul_vm(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, rows, cols, _) = numeric_matrix(ctx, operand_type(ctx, op, 1))?;
    expect_type(ctx, "operand #0", operand_type(ctx, op, 0), &row_type(elem, rows))?;
    expect_type(ctx, "result", result_type(ctx, op), &row_type(elem, cols))
}

fn verify_mul_mm(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, rows, inner, layout) = numeric_matrix(ctx, operand_type(ctx, op, 0))?;
    let rhs = operand_type(ctx, op, 1);
    let (rhs_elem, rhs_rows, cols, _) = matrix_parts(ctx, rhs)?;
    if rhs_elem != elem || rhs_rows != inner {
        let (r, e) = (print_type(ctx, rhs), print_type(ctx, elem));
        return Err(format!("operand #1 has type {r} but must be a matrix of {e} with {inner} rows"));
    }
    expect_type(ctx, "result", result_type(ctx, op), &TypeKind::Matrix { elem, rows, cols, layout })
}

fn verify_relayout(ctx: &Context, op: Op) -> Result<(), String> {
    let (elem, rows, cols, _) = matrix_parts(ctx, operand_type(ctx, op, 0))?;
    let (_, _, _, layout) = matrix_parts(ctx, result_type(ctx, op))?;
    expect_type(ctx, "result", result_type(ctx, op), &TypeKind::Matrix { elem, rows, cols, layout })
}

// ----- interpreter ------------------------------------------------------------

/// The number of columns of a matrix type.
fn cols_of(ctx: &Context, ty: Type) -> Result<usize, Trap> {
    matrix_parts(ctx, ty).map(|(_, _, cols, _)| cols as usize).map_err(Trap::new)
}

/// The columns of a matrix value with `cols` columns.
fn columns(m: &RtValue, cols: usize) -> Result<Vec<Vec<RtValue>>, Trap> {
    let rows = components(m)?;
    (0..cols)
        .map(|c| rows.iter().map(|row| components(row)?.get(c).cloned().ok_or_else(scalar::mismatch)).collect())
        .collect()
}

fn elem_of_operand(interp: &Interpreter, op: Op, i: usize) -> Result<Elem, Trap> {
    scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, i))
}

fn eval_extract_row(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    scalar::element(components(&args[0])?, Some(i as u64)).map(Flow::one)
}

fn eval_insert_row(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    let mut rows = components(&args[0])?.to_vec();
    *rows.get_mut(i).ok_or_else(scalar::mismatch)? = args[1].clone();
    Ok(Flow::one(RtValue::Agg(rows)))
}

fn eval_transpose(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let cols = cols_of(interp.ctx, operand_type(interp.ctx, op, 0))?;
    let t = columns(&args[0], cols)?;
    Ok(Flow::one(RtValue::Agg(t.into_iter().map(RtValue::Agg).collect())))
}

fn eval_mul_mv(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let elem = elem_of_operand(interp, op, 0)?;
    let v = components(&args[1])?;
    let out = components(&args[0])?.iter().map(|row| scalar::dot(elem, components(row)?.iter().zip(v)));
    Ok(Flow::one(RtValue::Agg(out.collect::<Result<_, _>>()?)))
}

fn eval_mul_vm(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let elem = elem_of_operand(interp, op, 1)?;
    let m_cols = columns(&args[1], cols_of(interp.ctx, operand_type(interp.ctx, op, 1))?)?;
    let v = components(&args[0])?;
    let out = m_cols.iter().map(|col| scalar::dot(elem, v.iter().zip(col)));
    Ok(Flow::one(RtValue::Agg(out.collect::<Result<_, _>>()?)))
}

fn eval_mul_mm(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let elem = elem_of_operand(interp, op, 0)?;
    let b_cols = columns(&args[1], cols_of(interp.ctx, operand_type(interp.ctx, op, 1))?)?;
    let product_row = |row: &RtValue| -> Result<RtValue, Trap> {
        let row = components(row)?;
        b_cols.iter().map(|col| scalar::dot(elem, row.iter().zip(col))).collect::<Result<_, _>>().map(RtValue::Agg)
    };
    let rows = components(&args[0])?.iter().map(product_row).collect::<Result<_, _>>()?;
    Ok(Flow::one(RtValue::Agg(rows)))
}

// ----- canonicalization -------------------------------------------------------

/// `extract_row(construct(r0, r1, ...), i) -> ri`;
/// `extract_row(insert_row(m, r, i), i) -> r`, and at another index
/// `extract_row(m, j)`.
fn canon_extract_row(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let Ok(index) = scalar::attr_index(ctx, op) else { return false };
    let Some(def) = ctx.defining_op(ctx.operand(op, 0)) else { return false };
    if ctx.op_name(def) == CONSTRUCT.name {
        match ctx.operands(def).get(index) {
            Some(&row) => replace(rw, op, row),
            None => false,
        }
    } else if ctx.op_name(def) == INSERT_ROW.name {
        let (m, row) = (ctx.operand(def, 0), ctx.operand(def, 1));
        if scalar::attr_index(ctx, def).ok() == Some(index) {
            replace(rw, op, row)
        } else {
            rw.set_operand(op, 0, m);
            true
        }
    } else {
        false
    }
}

/// `transpose(transpose x) -> x`.
fn canon_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let inner = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_name(d) == TRANSPOSE.name);
    match inner.map(|d| ctx.operand(d, 0)) {
        Some(x) if ctx.value_type(x) == result_type(ctx, op) => replace(rw, op, x),
        _ => false,
    }
}

/// `relayout x` to x's own type is `x`; `relayout(relayout x)` is
/// `relayout x` (or `x` when that has the result type).
fn canon_relayout(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let x = ctx.operand(op, 0);
    if ctx.value_type(x) == result_type(ctx, op) {
        return replace(rw, op, x);
    }
    match ctx.defining_op(x).filter(|&d| ctx.op_name(d) == RELAYOUT.name).map(|d| ctx.operand(d, 0)) {
        Some(inner) if ctx.value_type(inner) == result_type(ctx, op) => replace(rw, op, inner),
        Some(inner) => {
            rw.set_operand(op, 0, inner);
            true
        }
        None => false,
    }
}

// ----- rewrite rules ----------------------------------------------------------

use crate::rules::{Cond, RewriteRule};

/// Matrix identities. `mul_mv(transpose(m), v)` and `mul_vm(v, m)` sum the
/// same products in the same order, so they agree bit for bit.
pub const REWRITES: &[RewriteRule] = &[
    RewriteRule::new("transpose-transpose", "(mat.transpose (mat.transpose ?m))", "?m"),
    RewriteRule::new("mv-transpose", "(mat.mul_mv (mat.transpose ?m) ?v)", "(mat.mul_vm ?v ?m)"),
    RewriteRule::new("vm-transpose", "(mat.mul_vm ?v (mat.transpose ?m))", "(mat.mul_mv ?m ?v)"),
    RewriteRule::new("relayout-same", "(mat.relayout ?m)", "?m").when(&[Cond::SameType("m", "root")]),
    RewriteRule::new("relayout-relayout", "(mat.relayout (mat.relayout ?m))", "(mat.relayout ?m)"),
    RewriteRule::new("row-insert-same", "(mat.extract_row{index=?i} (mat.insert_row{index=?i} ?m ?r))", "?r"),
    RewriteRule::new(
        "row-insert-other",
        "(mat.extract_row{index=?j} (mat.insert_row{index=?i} ?m ?r))",
        "(mat.extract_row{index=?j} ?m)",
    )
    .when(&[Cond::Distinct("i", "j")]),
];
