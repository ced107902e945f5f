//! `strip-uniformity-hints`: replaces each `gpu.assume_uniform %x`
//! (Slang's `asDynamicUniform(x)`) by `x`. `check-uniformity` reads the
//! hints; no backend prints them, so every pipeline runs this after it.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::gpu::ASSUME_UNIFORM;
use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Language, Op};

pub static INFO: PassInfo = PassInfo {
    name: "strip-uniformity-hints",
    summary: "Replace gpu.assume_uniform (asDynamicUniform) by its operand",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(StripUniformityHints)),
};

struct StripUniformityHints;

impl Pass for StripUniformityHints {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only forwards values.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).without_ops(&[ASSUME_UNIFORM.name])
    }
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kind = ctx.kind(ASSUME_UNIFORM.name);
        for op in ctx.nested_ops(func) {
            if ctx.is(op, kind) {
                let (from, to) = (ctx.results(op)[0], ctx.operands(op)[0]);
                ctx.replace_all_uses(from, to);
                ctx.erase_op(op);
                stats.add("hints-removed", 1);
            }
        }
        Ok(())
    }
}
