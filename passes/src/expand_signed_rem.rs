//! `expand-signed-rem`: a remainder of signed integers becomes
//! `a - (a / b) * b`.
//!
//! The value is the IR's `arith.rem` exactly, division by zero and
//! `MIN / -1` included (`x / 0` is all ones, so `x - (x / 0) * 0` is `x`;
//! `MIN / -1` is `MIN`, so `MIN - MIN * -1` wraps to 0). NVIDIA's Vulkan
//! driver computes SPIR-V's `OpSRem` of negative operands as an unsigned
//! remainder (measured on an H100: -17 srem 5 gave 4), GLSL leaves `%` of
//! negatives undefined, and glslang turns GLSL's and HLSL's `%` into
//! `OpSRem`, while `OpSDiv` is right everywhere: the Vulkan targets'
//! backends require `NoSignedRem`, which this pass establishes and the
//! clean-ups that may fold the expansion back (`canonicalize`,
//! `egraph-opt`) do not keep, so no printer or emitter special-cases it.

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::arith;
use nsl_dialects::invariants::{is_signed_rem, NO_PROMOTABLE_VARS, NO_SIGNED_REM};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op};
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;

pub static INFO: PassInfo = PassInfo {
    name: "expand-signed-rem",
    summary: "Signed integer remainders become a - (a / b) * b",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(ExpandSignedRem)),
};

struct ExpandSignedRem;

impl Pass for ExpandSignedRem {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves()).with_invariant(NO_SIGNED_REM);
        out.ops.extend([arith::DIV.name, arith::MUL.name, arith::SUB.name]);
        out
    }
    /// Only pure arithmetic changes.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_PROMOTABLE_VARS,
            LEAF_BLOCK_ACCESS,
            BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, f: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let ops: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| is_signed_rem(ctx, o)).collect();
        for op in ops {
            let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
            let ty = ctx.value_type(ctx.result(op, 0));
            let mut builder = Builder::new(ctx, InsertPoint::Before(op));
            builder.loc = builder.ctx.loc(op);
            let quotient = builder.value(arith::DIV.name, &[a, b], ty, &[]);
            let product = builder.value(arith::MUL.name, &[quotient, b], ty, &[]);
            let difference = builder.value(arith::SUB.name, &[a, product], ty, &[]);
            let r = ctx.result(op, 0);
            ctx.replace_all_uses(r, difference);
            ctx.erase_op(op);
            stats.add("remainders-expanded", 1);
        }
        Ok(())
    }
}
