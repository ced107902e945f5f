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
use nsl_ir::attr::AttrKind;
use nsl_ir::{Attr, Context, Diagnostic, MatrixLayout, Op, Type, TypeKind};
use rustc_hash::FxHashMap;

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
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let mut resolver = Resolver { layout: self.layout, types: FxHashMap::default() };
        let mut retyped = 0;
        for op in ctx.nested_ops(module) {
            let mut values: Vec<_> = ctx.results(op).to_vec();
            for &region in ctx.regions(op) {
                values.extend_from_slice(ctx.block_args(ctx.region_block(region)));
            }
            for v in values {
                let (old, new) = (ctx.value_type(v), resolver.ty(ctx, ctx.value_type(v)));
                if new != old {
                    ctx.set_value_type(v, new);
                    retyped += 1;
                }
            }
            for (name, attr) in ctx.attrs(op).to_vec() {
                let new = resolver.attr(ctx, attr);
                if new != attr {
                    ctx.set_attr(op, name, new);
                }
            }
        }
        stats.add("values-retyped", retyped);
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

/// Rewrites types and attributes, remembering each type's result.
struct Resolver {
    layout: MatrixLayout,
    types: FxHashMap<Type, Type>,
}

impl Resolver {
    fn ty(&mut self, ctx: &mut Context, ty: Type) -> Type {
        if let Some(&t) = self.types.get(&ty) {
            return t;
        }
        let out = match ctx.type_kind(ty).clone() {
            TypeKind::Matrix { elem, rows, cols, layout: MatrixLayout::Default } => {
                ctx.matrix_type(elem, rows, cols, self.layout)
            }
            TypeKind::Array { elem, len } => {
                let elem = self.ty(ctx, elem);
                ctx.array_type(elem, len)
            }
            TypeKind::Struct { name, fields } => {
                let fields = fields.into_iter().map(|(n, t)| (n, self.ty(ctx, t))).collect();
                ctx.intern_type(TypeKind::Struct { name, fields })
            }
            TypeKind::Ptr { pointee, space } => {
                let pointee = self.ty(ctx, pointee);
                ctx.ptr_type(pointee, space)
            }
            TypeKind::Function { params, results } => {
                let params = params.into_iter().map(|t| self.ty(ctx, t)).collect();
                let results = results.into_iter().map(|t| self.ty(ctx, t)).collect();
                ctx.function_type(params, results)
            }
            TypeKind::Opaque { name, params } => {
                let params = params.into_iter().map(|t| self.ty(ctx, t)).collect();
                ctx.intern_type(TypeKind::Opaque { name, params })
            }
            _ => ty,
        };
        self.types.insert(ty, out);
        out
    }

    fn attr(&mut self, ctx: &mut Context, attr: Attr) -> Attr {
        match ctx.attr_kind(attr).clone() {
            AttrKind::Type(t) => {
                let t = self.ty(ctx, t);
                ctx.type_attr(t)
            }
            AttrKind::Array(items) => {
                let items = items.into_iter().map(|a| self.attr(ctx, a)).collect();
                ctx.array_attr(items)
            }
            _ => attr,
        }
    }
}
