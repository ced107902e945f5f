//! `select-target{target=spirv}`: resolves every `hl.target_switch` for one
//! compilation target, keeping the best arm for it (or the default arm)
//! inline in place of the switch.
//!
//! Arms are labelled with capability requirements (`spirv`, `sm_6_6`,
//! `hlsl, hlsl_nvapi`); the target is a capability name or profile
//! (`spirv`, `spirv_1_5+SPV_KHR_ray_tracing`). Arms whose label the target
//! provides outright come first, then arms it could provide (with more
//! extensions or a newer version); within them the most specific label wins
//! (it implies the others), the earliest on a tie. So `case spirv_1_5:`
//! beats `case spirv:` on SPIR-V 1.5 but not on SPIR-V 1.3, as the best of
//! several capability overloads does.
//!
//! An arm that ends in `cf.yield` is spliced before the switch and its
//! yielded values replace the switch's results. An arm that ends in an
//! exit (`func.return`, `cf.break`, `cf.continue`) is spliced with its exit,
//! and the ops after the switch in its block, now unreachable, are deleted.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_capabilities::{Definitions, Requirement};
use nsl_dialects::{cf, hl};
use nsl_ir::{Context, Diagnostic, Language, Op, Rewriter};

pub static INFO: PassInfo = PassInfo {
    name: "select-target",
    summary: "Keep the arm of each __target_switch that matches the target",
    anchor: Anchor::Function,
    options: &[OptionSpec {
        name: "target",
        summary: "the compilation target as a capability name or profile (spirv, hlsl, glsl, cuda, cpp, metal, wgsl, spirv_1_5, ...)",
    }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let target = options.values.iter().find(|(k, _)| k == "target").map(|(_, v)| v.clone());
    let Some(target) = target.filter(|t| !t.is_empty()) else {
        return Err("select-target needs an option target=NAME".into());
    };
    let defs = Definitions::builtin();
    let context = defs.profile(&target).map_err(|e| format!("select-target: target '{target}': {e}"))?;
    Ok(Box::new(SelectTarget { defs, context }))
}

struct SelectTarget {
    defs: &'static Definitions,
    /// What the target provides.
    context: Requirement,
}

impl Pass for SelectTarget {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it looks at `hl.target_switch` only.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// An arm's ops replace the switch; they were in the module already.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).without_ops(&[hl::TARGET_SWITCH.name])
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kind = ctx.kind(hl::TARGET_SWITCH.name);
        // Innermost first, so nested switches are resolved before the arm
        // containing them moves.
        let switches: Vec<Op> = ctx.nested_ops(func).into_iter().rev().filter(|&o| ctx.is(o, kind)).collect();
        for op in switches {
            if ctx.is_erased(op) {
                continue;
            }
            let lists = hl::target_lists(ctx, op).ok_or_else(|| {
                Diagnostic::error("NSL3010", ctx.loc(op), "hl.target_switch without valid target lists")
            })?;
            let arm = self.best_arm(&lists).unwrap_or(lists.len());
            self.inline_arm(ctx, op, arm);
            stats.add("switches-resolved", 1);
        }
        Ok(())
    }
}

impl SelectTarget {
    /// The best arm for the target, if any: among the arms whose label the
    /// target provides outright (else among those it could provide, with
    /// more extensions or a newer version), the most specific one. A label
    /// that names no known capability never applies.
    fn best_arm(&self, lists: &[Vec<String>]) -> Option<usize> {
        let labels: Vec<(usize, Requirement)> = lists
            .iter()
            .enumerate()
            .map(|(arm, labels)| {
                let any = labels
                    .iter()
                    .filter_map(|label| self.defs.require(label).ok())
                    .fold(Requirement::impossible(), |any, r| any.meet(&r));
                (arm, any)
            })
            .filter(|(_, label)| !label.join(&self.context, self.defs).is_impossible())
            .collect();
        let (provided, possible): (Vec<_>, Vec<_>) =
            labels.into_iter().partition(|(_, label)| self.context.implies(label));
        let candidates = if provided.is_empty() { possible } else { provided };
        let strictly_better = |a: &Requirement, b: &Requirement| a.implies(b) && !b.implies(a);
        candidates
            .iter()
            .find(|(_, mine)| !candidates.iter().any(|(_, other)| strictly_better(other, mine)))
            .map(|(arm, _)| *arm)
    }

    fn inline_arm(&self, ctx: &mut Context, op: Op, arm: usize) {
        let mut rw = Rewriter::new(ctx);
        let terminator = rw.inline_region_before(op, arm, &[]);
        let ctx = rw.ctx;
        match terminator {
            Some(t) if ctx.op_name(t) == cf::YIELD.name => {
                let values = ctx.operands(t).to_vec();
                for (r, v) in ctx.results(op).to_vec().into_iter().zip(values) {
                    ctx.replace_all_uses(r, v);
                }
                ctx.erase_op(op);
            }
            Some(t) => {
                // The arm exits: move its exit too; what follows is dead.
                ctx.detach_op(t);
                ctx.insert_op(t, nsl_ir::InsertPoint::Before(op));
                let mut cur = ctx.next_op(op);
                while let Some(o) = cur {
                    cur = ctx.next_op(o);
                    ctx.erase_op(o);
                }
                ctx.erase_op(op);
            }
            None => ctx.erase_op(op),
        }
    }
}
