//! `lower-int-matrices`: integer and bool matrices become arrays of row
//! vectors, for the text targets whose matrices are float only (GLSL,
//! WGSL, Metal) and for glslang's HLSL front end, which writes integer
//! matrices SPIR-V forbids.
//!
//! Every `mat<T, R, C>` whose `T` is not a float becomes
//! `array<vec<T, C>, R>` in every type of the module (through structs,
//! arrays, pointers and functions). This is the layout the SPIR-V target
//! and slangc already give such matrices in memory (rows, whatever the
//! layout tag), so buffers keep their bytes. The ops on them become ops on
//! arrays: `mat.construct` / `extract_row` / `insert_row` the `agg` ones,
//! `mat.relayout` nothing, element-wise `arith` and `math` ops one per
//! row, and `transpose` and the products component by component with
//! wrapping `arith.mul` / `arith.add`, summed left to right as the ops
//! define. A matrix op this cannot express (one that reduces a matrix to a
//! scalar) is an `NSL3151` diagnostic.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, arith, mat, vec};
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};

pub static INFO: PassInfo = PassInfo {
    name: "lower-int-matrices",
    summary: "Turn integer and bool matrices into arrays of row vectors",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LowerIntMatrices)),
};

struct LowerIntMatrices;

/// Is `ty` a matrix of other than floats?
fn is_int_matrix(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Matrix { elem, .. } if !matches!(ctx.type_kind(*elem), TypeKind::Float { .. }))
}

/// `(elem, rows, cols)` of a matrix type (`None` for other types).
fn shape(ctx: &Context, ty: Type) -> Option<(Type, u8, u8)> {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { elem, rows, cols, .. } => Some((elem, rows, cols)),
        _ => None,
    }
}

/// An op to rewrite, with the types its operands and results had.
struct Pending {
    op: Op,
    operand_types: Vec<Type>,
    result_type: Type,
}

impl Pass for LowerIntMatrices {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Rows whatever the layout tag, so layouts need not be decided.
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    /// The arrays of rows it builds hold the matrices' own row vectors.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input
            .clone()
            .keeping_invariants(self.preserves())
            .with_invariant(nsl_dialects::invariants::NO_INT_MATRICES);
        out.ops.extend([
            agg::CONSTRUCT.name,
            agg::EXTRACT.name,
            agg::INSERT.name,
            vec::CONSTRUCT.name,
            vec::EXTRACT.name,
            mat::CONSTRUCT.name,
            mat::EXTRACT_ROW.name,
            arith::ADD.name,
            arith::MUL.name,
        ]);
        out
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let mut pending = Vec::new();
        for op in ctx.nested_ops(module) {
            let name = ctx.op_name(op);
            if !(name.starts_with("mat.") || name.starts_with("arith.") || name.starts_with("math.")) {
                continue;
            }
            let operand_types: Vec<Type> = ctx.operands(op).iter().map(|&v| ctx.value_type(v)).collect();
            let Some(&result) = ctx.results(op).first() else { continue };
            let result_type = ctx.value_type(result);
            if name == arith::CONST.name {
                continue;
            }
            if is_int_matrix(ctx, result_type) || operand_types.iter().any(|&t| is_int_matrix(ctx, t)) {
                pending.push(Pending { op, operand_types, result_type });
            }
        }
        let matrix = |ctx: &mut Context, ty: Type| {
            if !is_int_matrix(ctx, ty) {
                return None;
            }
            let (elem, rows, cols) = shape(ctx, ty)?;
            let row = ctx.vector_type(elem, cols);
            Some(ctx.array_type(row, Some(rows.into())))
        };
        stats.add("values-retyped", crate::retype::retype_module(ctx, module, &matrix) as u64);
        for p in pending {
            let result = ctx.result(p.op, 0);
            let loc = ctx.loc(p.op);
            let mut b = Builder::new(ctx, InsertPoint::Before(p.op));
            b.loc = loc;
            let new = rewrite(&mut b, &p)?;
            if b.ctx.value_name(new).is_none() {
                let name = b.ctx.value_name(result);
                b.ctx.set_value_name(new, name);
            }
            b.ctx.replace_all_uses(result, new);
            b.ctx.erase_op(p.op);
            stats.add("ops-rewritten", 1);
        }
        Ok(())
    }
}

fn index_attr(b: &mut Builder, i: usize) -> nsl_ir::Attr {
    b.ctx.int_attr(i as i128)
}

/// Row `i` of a value that was a matrix: `agg.extract` of the array it is
/// now, or `mat.extract_row` of a float matrix.
fn row(b: &mut Builder, m: Value, i: usize) -> Value {
    let ty = b.ctx.value_type(m);
    let index = index_attr(b, i);
    match *b.ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } => b.value(agg::EXTRACT.name, &[m], elem, &[("index", index)]),
        TypeKind::Matrix { elem, cols, .. } => {
            let r = b.ctx.vector_type(elem, cols);
            b.value(mat::EXTRACT_ROW.name, &[m], r, &[("index", index)])
        }
        _ => m,
    }
}

/// Component `(i, j)` of a former matrix; component `i` of a vector.
fn component(b: &mut Builder, v: Value, path: &[usize]) -> Value {
    let mut cur = v;
    if let [i, j] = *path {
        cur = row(b, cur, i);
        return component(b, cur, &[j]);
    }
    let elem = b.ctx.scalar_of(b.ctx.value_type(cur));
    let index = index_attr(b, path[0]);
    b.value(vec::EXTRACT.name, &[cur], elem, &[("index", index)])
}

/// The sum of `a[k] * b[k]`, left to right.
fn dot(b: &mut Builder, pairs: Vec<(Value, Value)>) -> Value {
    let mut sum: Option<Value> = None;
    for (x, y) in pairs {
        let ty = b.ctx.value_type(x);
        let p = b.value(arith::MUL.name, &[x, y], ty, &[]);
        sum = Some(match sum {
            None => p,
            Some(s) => b.value(arith::ADD.name, &[s, p], ty, &[]),
        });
    }
    sum.expect("matrices have at least one column")
}

/// Builds a value of the (retyped) `ty` from its rows.
fn from_rows(b: &mut Builder, ty: Type, rows: &[Value]) -> Value {
    let name =
        if matches!(b.ctx.type_kind(ty), TypeKind::Matrix { .. }) { mat::CONSTRUCT.name } else { agg::CONSTRUCT.name };
    b.value(name, rows, ty, &[])
}

fn rewrite(b: &mut Builder, p: &Pending) -> Result<Value, Diagnostic> {
    let ctx = &*b.ctx;
    let op = p.op;
    let name = ctx.op_name(op);
    let operands = ctx.operands(op).to_vec();
    let rt = ctx.value_type(ctx.result(op, 0));
    let attrs = ctx.attrs(op).to_vec();
    let cannot = |ctx: &Context, what: &str| {
        Diagnostic::error("NSL3151", ctx.loc(op), format!("cannot lower '{name}' on integer matrices: {what}"))
    };
    if name == mat::CONSTRUCT.name {
        return Ok(b.value(agg::CONSTRUCT.name, &operands, rt, &[]));
    }
    if name == mat::EXTRACT_ROW.name || name == mat::INSERT_ROW.name {
        let new_name = if name == mat::EXTRACT_ROW.name { agg::EXTRACT.name } else { agg::INSERT.name };
        let kind = b.ctx.kind(new_name);
        let new = b.build(kind, &operands, &[rt], &attrs, 0);
        return Ok(b.ctx.result(new, 0));
    }
    if name == mat::RELAYOUT.name {
        return Ok(operands[0]);
    }
    let result_shape = shape(ctx, p.result_type);
    if name == mat::TRANSPOSE.name {
        let (_, rows, cols) = result_shape.ok_or_else(|| cannot(ctx, "a transpose to a non-matrix"))?;
        let (elem, _, _) = result_shape.expect("checked");
        let row_ty = b.ctx.vector_type(elem, cols);
        let mut out_rows = Vec::new();
        for i in 0..rows as usize {
            let comps: Vec<Value> = (0..cols as usize).map(|j| component(b, operands[0], &[j, i])).collect();
            out_rows.push(b.value(vec::CONSTRUCT.name, &comps, row_ty, &[]));
        }
        return Ok(from_rows(b, rt, &out_rows));
    }
    if name.starts_with("mat.mul") {
        let a_shape = shape(ctx, p.operand_types[0]);
        let b_shape = shape(ctx, p.operand_types[1]);
        let bad = cannot(ctx, "a product of other than a matrix");
        if name == mat::MUL_MV.name {
            let (_, rows, cols) = a_shape.ok_or(bad)?;
            let mut comps = Vec::new();
            for i in 0..rows as usize {
                let mut pairs = Vec::new();
                for k in 0..cols as usize {
                    pairs.push((component(b, operands[0], &[i, k]), component(b, operands[1], &[k])));
                }
                comps.push(dot(b, pairs));
            }
            return Ok(b.value(vec::CONSTRUCT.name, &comps, rt, &[]));
        }
        if name == mat::MUL_VM.name {
            let (_, rows, cols) = b_shape.ok_or(bad)?;
            let mut comps = Vec::new();
            for j in 0..cols as usize {
                let mut pairs = Vec::new();
                for k in 0..rows as usize {
                    pairs.push((component(b, operands[0], &[k]), component(b, operands[1], &[k, j])));
                }
                comps.push(dot(b, pairs));
            }
            return Ok(b.value(vec::CONSTRUCT.name, &comps, rt, &[]));
        }
        let (Some((_, rows, inner)), Some((_, _, cols)), Some((relem, _, _))) = (a_shape, b_shape, result_shape) else {
            return Err(bad);
        };
        let row_ty = b.ctx.vector_type(relem, cols);
        let mut out_rows = Vec::new();
        for i in 0..rows as usize {
            let mut comps = Vec::new();
            for j in 0..cols as usize {
                let mut pairs = Vec::new();
                for k in 0..inner as usize {
                    pairs.push((component(b, operands[0], &[i, k]), component(b, operands[1], &[k, j])));
                }
                comps.push(dot(b, pairs));
            }
            out_rows.push(b.value(vec::CONSTRUCT.name, &comps, row_ty, &[]));
        }
        return Ok(from_rows(b, rt, &out_rows));
    }
    // Element-wise arith and math ops: one op per row.
    let Some((relem, rows, cols)) = result_shape else {
        return Err(cannot(ctx, "its result is not a matrix"));
    };
    let row_ty = b.ctx.vector_type(relem, cols);
    let kind = b.ctx.op_kind_of(op);
    let mut out_rows = Vec::new();
    for i in 0..rows as usize {
        let row_operands: Vec<Value> = operands
            .iter()
            .zip(&p.operand_types)
            .map(|(&v, &t)| if shape(b.ctx, t).is_some() { row(b, v, i) } else { v })
            .collect();
        let new = b.build(kind, &row_operands, &[row_ty], &attrs, 0);
        out_rows.push(b.ctx.result(new, 0));
    }
    Ok(from_rows(b, rt, &out_rows))
}
