//! `check-shapes{target=spirv}`: rejects the vector and matrix shapes the
//! target has no type for. SPIR-V, GLSL, WGSL and Metal have no one-element
//! vectors and no matrix with one row or one column (`float1x2`,
//! `float2x1`, `float1x1`); slangc reports the same programs. The frontend
//! already makes `float1` and `vector<T, 1>` scalars, so what is left
//! comes from such matrices (and their one-element rows). The first op
//! with such a type, as operand, result or block argument, is an `NSL3155`
//! diagnostic at its location. It changes nothing.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_ir::{Context, Diagnostic, Language, Op, Type, TypeKind};

pub static INFO: PassInfo = PassInfo {
    name: "check-shapes",
    summary: "Reject one-element vectors and matrices with one row or column (targets without them)",
    anchor: Anchor::Module,
    options: &[OptionSpec { name: "target", summary: "the target's name, for the message" }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let target = options.values.iter().find(|(k, _)| k == "target").map_or("this", |(_, v)| v.as_str());
    Ok(Box::new(CheckShapes { target: target.to_string() }))
}

struct CheckShapes {
    target: String,
}

/// The first shape in `ty` (through arrays, structs, pointers) the
/// targets lack, as it reads in Slang.
fn bad_shape(ctx: &Context, ty: Type) -> Option<String> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } if *len < 2 => Some("a one-element vector".to_string()),
        TypeKind::Matrix { rows, cols, .. } if *rows < 2 || *cols < 2 => {
            Some(format!("a matrix of {rows} row(s) and {cols} column(s)"))
        }
        TypeKind::Array { elem, .. } => bad_shape(ctx, *elem),
        TypeKind::Ptr { pointee, .. } => bad_shape(ctx, *pointee),
        TypeKind::Struct { fields, .. } => fields.iter().find_map(|(_, t)| bad_shape(ctx, *t)),
        _ => None,
    }
}

impl Pass for CheckShapes {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only looks.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone()
    }
    fn run(&mut self, ctx: &mut Context, module: Op, _stats: &mut Statistics) -> Result<(), Diagnostic> {
        for op in ctx.nested_ops(module) {
            let args = ctx.regions(op).iter().flat_map(|&r| ctx.block_args(ctx.region_block(r)).iter());
            let values = ctx.operands(op).iter().chain(ctx.results(op)).chain(args);
            if let Some(what) = values.map(|&v| ctx.value_type(v)).find_map(|t| bad_shape(ctx, t)) {
                let msg = format!(
                    "the {} target has no type for {what} (vectors need 2 to 4 elements, matrices 2 to 4 rows and columns)",
                    self.target
                );
                return Err(Diagnostic::error("NSL3155", ctx.loc(op), msg));
            }
        }
        Ok(())
    }
}
