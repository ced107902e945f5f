//! `expand-workgroup-uniform-load`: spells each
//! `gpu.workgroup_uniform_load %p` (WGSL's `workgroupUniformLoad`) as
//! what it means on targets without that built-in: a workgroup barrier
//! with synchronisation, the load, and another such barrier (the first
//! makes the writes of the workgroup visible before the load, the second
//! keeps later writes from racing with it), as Tint does for GLSL.
//! Every pipeline but WGSL's runs it after `check-uniformity`, which
//! reads the op.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::gpu::{BARRIER, WORKGROUP_UNIFORM_LOAD};
use nsl_dialects::mem;
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op};

pub static INFO: PassInfo = PassInfo {
    name: "expand-workgroup-uniform-load",
    summary: "Replace gpu.workgroup_uniform_load (workgroupUniformLoad) by barrier, load, barrier",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(ExpandWorkgroupUniformLoad)),
};

struct ExpandWorkgroupUniformLoad;

impl Pass for ExpandWorkgroupUniformLoad {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it adds a barrier and a load where the op was.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves()).without_ops(&[WORKGROUP_UNIFORM_LOAD.name]);
        out.ops.insert(BARRIER.name);
        out.ops.insert(mem::LOAD.name);
        out
    }
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kind = ctx.kind(WORKGROUP_UNIFORM_LOAD.name);
        for op in ctx.nested_ops(func) {
            if !ctx.is(op, kind) {
                continue;
            }
            let (ptr, result) = (ctx.operands(op)[0], ctx.results(op)[0]);
            let ty = ctx.value_type(result);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let barrier = |b: &mut Builder| {
                let scope = b.ctx.str_attr("workgroup");
                let sync = b.ctx.bool_attr(true);
                b.op(BARRIER.name, &[], &[], &[("scope", scope), ("sync", sync)], 0);
            };
            barrier(&mut b);
            let v = b.value(mem::LOAD.name, &[ptr], ty, &[]);
            barrier(&mut b);
            ctx.replace_all_uses(result, v);
            ctx.erase_op(op);
            stats.add("loads-expanded", 1);
        }
        Ok(())
    }
}
