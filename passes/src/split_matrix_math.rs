//! `split-matrix-math`: an element-wise `math` op (or a float `arith.rem`)
//! on matrices becomes the same op on each row, the matrix rebuilt from
//! the rows' results.
//!
//! GLSL and WGSL have no such functions on matrices (`sqrt(m)`, `pow(a, b)`,
//! `%`), and glslang's HLSL front end rejects them, so the text printers
//! refuse them; SPIR-V's emitter splits them itself. Ops whose operands
//! do not all have the result's matrix type are left (and refused).

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::invariants::{NO_F64_TRANSCENDENTALS, NO_PROMOTABLE_VARS, NO_SIGNED_REM};
use nsl_dialects::{arith, mat};
use nsl_ir::language::Invariant;
use nsl_ir::{Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Sym, TypeKind};
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;

pub static INFO: PassInfo = PassInfo {
    name: "split-matrix-math",
    summary: "Element-wise math on matrices becomes the same math on each row",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SplitMatrixMath)),
};

struct SplitMatrixMath;

/// The rows' vector type and count, when `op` is element-wise
/// math on matrices that this pass splits.
fn splittable(ctx: &mut Context, op: Op) -> Option<(nsl_ir::Type, u8)> {
    let name = ctx.op_name(op);
    if !(name.starts_with("math.") || name == arith::REM.name) || ctx.results(op).len() != 1 {
        return None;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Matrix { elem, rows, cols, .. } = *ctx.type_kind(ty) else { return None };
    if !matches!(ctx.type_kind(elem), TypeKind::Float { .. }) || !ctx.regions(op).is_empty() {
        return None;
    }
    if ctx.operands(op).is_empty() || ctx.operands(op).iter().any(|&v| ctx.value_type(v) != ty) {
        return None;
    }
    Some((ctx.vector_type(elem, cols), rows))
}

impl Pass for SplitMatrixMath {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([mat::EXTRACT_ROW.name, mat::CONSTRUCT.name]);
        out
    }
    /// Only pure arithmetic changes, into the same ops on vectors.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_PROMOTABLE_VARS,
            LEAF_BLOCK_ACCESS,
            BINDINGS_ASSIGNED,
            NO_SIGNED_REM,
            NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, f: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let ops: Vec<Op> = ctx.nested_ops(f);
        for op in ops {
            let Some((row_ty, rows)) = splittable(ctx, op) else { continue };
            let name = ctx.op_name(op).to_string();
            let attrs: Vec<(Sym, Attr)> = ctx.attrs(op).to_vec();
            let operands = ctx.operands(op).to_vec();
            let r = ctx.result(op, 0);
            let ty = ctx.value_type(r);
            let kind = ctx.kind(&name);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let mut results = Vec::new();
            for i in 0..rows {
                let index = b.ctx.int_attr(i128::from(i));
                let args: Vec<_> = operands
                    .iter()
                    .map(|&m| b.value(mat::EXTRACT_ROW.name, &[m], row_ty, &[("index", index)]))
                    .collect();
                let row = b.build(kind, &args, &[row_ty], &attrs, 0);
                results.push(b.ctx.result(row, 0));
            }
            let whole = b.value(mat::CONSTRUCT.name, &results, ty, &[]);
            ctx.replace_all_uses(r, whole);
            ctx.erase_op(op);
            stats.add("matrix-ops-split", 1);
        }
        Ok(())
    }
}
