//! `narrow-f64-math`: transcendental functions of 64-bit floats are
//! computed in 32 bits and widened back.
//!
//! SPIR-V's GLSL.std.450 set (`Sin`, `Exp`, `Pow`, ...), GLSL's built-ins
//! and HLSL's intrinsics take 16- and 32-bit floats only; slangc, DXC and
//! glslang do the same narrowing for these functions on those targets. The
//! result is the function in single precision (the IR's op on an f32) of
//! the operands rounded to f32: the interpreter checks exactly that. Other
//! math on f64 (`sqrt`, `floor`, `fma`, ...) exists in 64 bits and is left
//! alone.

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::arith;
use nsl_dialects::invariants::{is_f64_transcendental, NO_F64_TRANSCENDENTALS, NO_PROMOTABLE_VARS};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind};
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;

pub static INFO: PassInfo = PassInfo {
    name: "narrow-f64-math",
    summary: "Transcendental functions of f64 are computed in f32 (Vulkan and HLSL have them in 32 bits only)",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(NarrowF64Math)),
};

struct NarrowF64Math;

/// `ty` with its f64 scalars made f32 (a scalar or vector of f64), if it is one.
fn narrowed(ctx: &mut Context, ty: Type) -> Option<Type> {
    match *ctx.type_kind(ty) {
        TypeKind::Float { width: 64 } => Some(ctx.float_type(32)),
        TypeKind::Vector { elem, len } if matches!(ctx.type_kind(elem), TypeKind::Float { width: 64 }) => {
            let f32_ = ctx.float_type(32);
            Some(ctx.vector_type(f32_, len))
        }
        _ => None,
    }
}

impl Pass for NarrowF64Math {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves()).with_invariant(NO_F64_TRANSCENDENTALS);
        out.ops.extend([arith::CONVERT.name]);
        out
    }
    /// Only pure arithmetic changes.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_PROMOTABLE_VARS,
            LEAF_BLOCK_ACCESS,
            BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, f: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let ops: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| is_f64_transcendental(ctx, o)).collect();
        for op in ops {
            let wide = ctx.value_type(ctx.result(op, 0));
            let Some(narrow) = narrowed(ctx, wide) else { continue };
            let operands = ctx.operands(op).to_vec();
            let name = ctx.op_name(op).to_string();
            let loc = ctx.loc(op);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = loc;
            let narrow_operands: Vec<_> =
                operands.iter().map(|&v| b.value(arith::CONVERT.name, &[v], narrow, &[])).collect();
            // These ops have no attributes: the op is its name and operands.
            let result = b.value(&name, &narrow_operands, narrow, &[]);
            let widened = b.value(arith::CONVERT.name, &[result], wide, &[]);
            let old = ctx.result(op, 0);
            ctx.replace_all_uses(old, widened);
            ctx.erase_op(op);
            stats.add("ops-narrowed", 1);
        }
        Ok(())
    }
}
