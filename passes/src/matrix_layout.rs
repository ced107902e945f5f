//! `matrix-layout{default=row_major|column_major}`: decides the layout of
//! every matrix declared without one.
//!
//! The frontend types a matrix declared `row_major` or `column_major`
//! (a struct field, a global, a buffer's element type) with that layout
//! and every other matrix with `MatrixLayout::Default`. This pass rewrites
//! every type in the module — of results, block arguments and type
//! attributes, through arrays, structs, pointers, functions and resource
//! types — so that `Default` becomes the compile option's layout
//! (slangc's `-matrix-layout-row-major` / `-matrix-layout-column-major`;
//! `row_major` when not given, Slang's own default). Then every
//! `mat.relayout` between what are now equal types is deleted.
//!
//! Values do not depend on layouts, so the pass changes no computation:
//! it decides how matrices are laid out in memory, which the target's
//! legalization reads from the types (for SPIR-V, `RowMajor` / `ColMajor`
//! and `MatrixStride` decorations). It runs before that legalization.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::mat;
use nsl_ir::{Context, Diagnostic, MatrixLayout, Op, Type, TypeKind};

pub static INFO: PassInfo = PassInfo {
    name: "matrix-layout",
    summary: "Give matrices declared without a layout the default one (row_major or column_major)",
    anchor: Anchor::Module,
    options: &[OptionSpec { name: "default", summary: "row_major (the default) or column_major" }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let layout = match options.values.iter().find(|(k, _)| k == "default").map(|(_, v)| v.as_str()) {
        None | Some("row_major") => MatrixLayout::RowMajor,
        Some("column_major") => MatrixLayout::ColumnMajor,
        Some(other) => return Err(format!("matrix-layout: default must be row_major or column_major, not '{other}'")),
    };
    Ok(Box::new(MatrixLayoutPass { layout }))
}

/// The option's spelling of a layout, for pipelines.
pub fn option_value(layout: MatrixLayout) -> &'static str {
    match layout {
        MatrixLayout::ColumnMajor => "column_major",
        MatrixLayout::RowMajor | MatrixLayout::Default => "row_major",
    }
}

struct MatrixLayoutPass {
    layout: MatrixLayout,
}

impl Pass for MatrixLayoutPass {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        crate::contract::monomorphic(ctx)
    }
    /// Only layouts change (and `mat.relayout`s between equal types go).
    fn output(&self, _ctx: &Context, input: &nsl_ir::Language) -> nsl_ir::Language {
        input.clone().keeping_invariants(self.preserves()).with_invariant(nsl_dialects::invariants::LAYOUTS_DECIDED)
    }
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let layout = self.layout;
        let matrix = move |ctx: &mut Context, ty: Type| match *ctx.type_kind(ty) {
            TypeKind::Matrix { elem, rows, cols, layout: MatrixLayout::Default } => {
                Some(ctx.matrix_type(elem, rows, cols, layout))
            }
            _ => None,
        };
        let retyped = crate::retype::retype_module(ctx, module, &matrix);
        stats.add("values-retyped", retyped as u64);
        let relayout = ctx.kind(mat::RELAYOUT.name);
        for op in ctx.nested_ops(module) {
            let (x, r) = (ctx.operands(op).first().copied(), ctx.results(op).first().copied());
            if let (true, Some(x), Some(r)) = (ctx.is(op, relayout), x, r) {
                if ctx.value_type(x) == ctx.value_type(r) {
                    ctx.replace_all_uses(r, x);
                    ctx.erase_op(op);
                    stats.add("relayouts-deleted", 1);
                }
            }
        }
        Ok(())
    }
}
