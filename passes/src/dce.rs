//! `dce`: deletes ops whose results are unused and that have no effect.
//!
//! An op is deleted when none of its results is used and running it can
//! have no observable effect: it is not a terminator, has no side effects,
//! and — for ops with regions — everything nested is effect-free and every
//! nested exit stays inside it. Loops are kept (removing one could turn a
//! hang into termination). Deletion cascades to the operands' definitions.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{cf, invariants::NO_DEAD_PURE_OPS};
use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Language, Op, Traits};

pub static INFO: PassInfo = PassInfo {
    name: "dce",
    summary: "Delete unused ops that have no effect",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Dce)),
};

struct Dce;

impl Pass for Dce {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only deletes.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).with_invariant(NO_DEAD_PURE_OPS)
    }
    /// Deleting keeps every absence; not `NoPromotableVars` (deleting a
    /// dead address of a variable can make it promotable).
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_DEAD_PURE_OPS,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        stats.add("ops-deleted", delete_dead_ops(ctx, func));
        Ok(())
    }
}

/// Deletes every dead op nested in `root`; returns how many were deleted.
pub fn delete_dead_ops(ctx: &mut Context, root: Op) -> u64 {
    // Post-order, so users are seen before the ops defining their operands.
    let mut worklist = ctx.nested_ops(root);
    let mut deleted = 0;
    while let Some(op) = worklist.pop() {
        if ctx.is_erased(op) || !is_dead(ctx, op) {
            continue;
        }
        let operand_defs: Vec<Op> = ctx.operands(op).iter().filter_map(|&v| ctx.defining_op(v)).collect();
        deleted += ctx.count_ops(op) as u64;
        ctx.erase_op(op);
        worklist.extend(operand_defs);
    }
    deleted
}

/// Is `op` unused and free of effects?
pub fn is_dead(ctx: &Context, op: Op) -> bool {
    ctx.parent_block(op).is_some() && ctx.results(op).iter().all(|&r| !ctx.has_uses(r)) && is_effect_free(ctx, op)
}

fn is_effect_free(ctx: &Context, op: Op) -> bool {
    if ctx.has_trait(op, Traits::TERMINATOR) || !locally_effect_free(ctx, op) {
        return false;
    }
    if ctx.regions(op).is_empty() {
        return true;
    }
    let mut ok = true;
    ctx.walk_nested(op, &mut |inner| {
        if !ok {
            return;
        }
        ok = locally_effect_free(ctx, inner)
            && (!ctx.has_trait(inner, Traits::TERMINATOR) || exit_stays_inside(ctx, inner, op));
    });
    ok
}

fn locally_effect_free(ctx: &Context, op: Op) -> bool {
    !ctx.has_trait(op, Traits::HAS_SIDE_EFFECTS)
        && !ctx.has_trait(op, Traits::CONVERGENCE_SENSITIVE)
        && !ctx.has_trait(op, Traits::LOOP)
}

/// Does the terminator `term` (nested in `outer`) only leave regions of
/// ops nested in or equal to `outer`?
fn exit_stays_inside(ctx: &Context, term: Op, outer: Op) -> bool {
    let name = ctx.op_name(term);
    let target_trait = if name == cf::YIELD.name {
        return true;
    } else if name == cf::BREAK.name {
        Traits::BREAKABLE
    } else {
        return false;
    };
    let mut cur = term;
    while let Some(p) = ctx.parent_op(cur) {
        if ctx.has_trait(p, target_trait) {
            return p == outer || ctx.is_ancestor(outer, p);
        }
        cur = p;
    }
    false
}
