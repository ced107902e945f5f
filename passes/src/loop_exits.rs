//! `loop-exits`: every `cf.loop` that nothing leaves gets an exit that is
//! never taken, `if (false) { break; }`, at the top of its body.
//!
//! WGSL's behavior analysis rejects a loop whose body can neither break
//! nor return ("loop does not exit"), while every other target runs it
//! forever, as written. Such loops are valid Slang (`for (;;)` with its
//! only `break` under a condition the optimizer proved false, or a loop
//! left only through `discard`); the analysis does not evaluate
//! conditions, so a constant-false branch satisfies it without changing
//! what the program does. The WGSL pipeline runs this after its last
//! clean-up, which would fold the branch away again.

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::cf;
use nsl_dialects::invariants::{NO_F64_TRANSCENDENTALS, NO_PROMOTABLE_VARS, NO_SIGNED_REM};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Traits};
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;

pub static INFO: PassInfo = PassInfo {
    name: "loop-exits",
    summary: "Loops nothing leaves get a never-taken break (WGSL rejects loops without an exit)",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LoopExits)),
};

struct LoopExits;

impl Pass for LoopExits {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([cf::IF.name, cf::BREAK.name, cf::YIELD.name, "arith.const"]);
        out
    }
    /// Adds a branch on a constant: no types, memory or arithmetic change.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_PROMOTABLE_VARS,
            LEAF_BLOCK_ACCESS,
            BINDINGS_ASSIGNED,
            NO_F64_TRANSCENDENTALS,
            NO_SIGNED_REM,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, f: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let loops: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| ctx.op_name(o) == cf::LOOP.name).collect();
        for lp in loops {
            if has_exit(ctx, lp) {
                continue;
            }
            add_dead_exit(ctx, lp);
            stats.add("exits-added", 1);
        }
        Ok(())
    }
}

/// Whether a `cf.break` of `lp` itself or a `func.return` lies inside it.
fn has_exit(ctx: &Context, lp: Op) -> bool {
    ctx.nested_ops(lp).into_iter().any(|o| match ctx.op_name(o) {
        "func.return" => true,
        name if name == cf::BREAK.name => innermost_breakable(ctx, o) == Some(lp),
        _ => false,
    })
}

fn innermost_breakable(ctx: &Context, op: Op) -> Option<Op> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.has_trait(p, Traits::BREAKABLE) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// `if (false) { break zeros; } else {}` first in the loop's body; the
/// loop's results get zero values, which nothing can observe.
fn add_dead_exit(ctx: &mut Context, lp: Op) {
    let body = ctx.body(lp, 0);
    let result_types: Vec<_> = ctx.results(lp).iter().map(|&r| ctx.value_type(r)).collect();
    let loc = ctx.loc(lp);
    let bool_ty = ctx.bool_type();
    let no = ctx.bool_attr(false);
    let mut b = Builder::new(ctx, InsertPoint::Start(body));
    b.loc = loc;
    let cond = b.value("arith.const", &[], bool_ty, &[("value", no)]);
    let branch = b.op(cf::IF.name, &[cond], &[], &[], 2);
    let (then, otherwise) = (b.ctx.body(branch, 0), b.ctx.body(branch, 1));
    let mut t = Builder::at_end(b.ctx, then);
    t.loc = loc;
    let zeros: Vec<_> = result_types.iter().map(|&ty| crate::lower_existentials::zero(&mut t, ty)).collect();
    t.op(cf::BREAK.name, &zeros, &[], &[], 0);
    let mut e = Builder::at_end(t.ctx, otherwise);
    e.loc = loc;
    e.op(cf::YIELD.name, &[], &[], &[], 0);
}
