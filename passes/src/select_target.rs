//! `select-target{target=spirv}`: resolves every `hl.target_switch` for one
//! compilation target, keeping the arm that names the target (or the
//! default arm) inline in place of the switch.
//!
//! An arm that ends in `cf.yield` is spliced before the switch and its
//! yielded values replace the switch's results. An arm that ends in an
//! exit (`func.return`, `cf.break`, `cf.continue`) is spliced with its exit,
//! and the ops after the switch in its block, now unreachable, are deleted.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{cf, hl};
use nsl_ir::{Context, Diagnostic, Language, Op, Rewriter};

pub static INFO: PassInfo = PassInfo {
    name: "select-target",
    summary: "Keep the arm of each __target_switch that matches the target",
    anchor: Anchor::Function,
    options: &[OptionSpec {
        name: "target",
        summary: "the compilation target (spirv, hlsl, glsl, cuda, cpp, metal, wgsl)",
    }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let target = options.values.iter().find(|(k, _)| k == "target").map(|(_, v)| v.clone());
    match target {
        Some(t) if !t.is_empty() => Ok(Box::new(SelectTarget { target: t })),
        _ => Err("select-target needs an option target=NAME".into()),
    }
}

struct SelectTarget {
    target: String,
}

impl Pass for SelectTarget {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().without_ops(&[hl::TARGET_SWITCH.name])
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
            let arm = lists.iter().position(|names| names.iter().any(|n| n == &self.target)).unwrap_or(lists.len());
            self.inline_arm(ctx, op, arm);
            stats.add("switches-resolved", 1);
        }
        Ok(())
    }
}

impl SelectTarget {
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
