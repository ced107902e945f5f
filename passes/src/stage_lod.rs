//! `stage-lod{entry=NAME}`: sampling with an implicit level of detail
//! only where the entry point's stage has derivatives.
//!
//! Implicit-LOD sampling takes derivatives, which only fragment shaders
//! (and compute shaders given a derivative group or the capability
//! `SPV_KHR_compute_shader_derivatives`) have; SPIR-V rejects it
//! elsewhere. GLSL's `texture*` functions (`frontend/core/glsl.slang`)
//! mean level 0 outside fragment shaders, as slangc lowers them: their
//! ops carry `lod_zero_without_derivatives`, and in a function that an
//! entry point without derivatives reaches they become
//! `hl.texture_sample_level` (or `hl.texture_sample_cmp` with an explicit
//! level) at level 0, keeping the texel offset and dropping the bias. In
//! fragment shaders, and compute shaders declaring a derivative group or
//! compiled with that capability, they stay implicit.
//!
//! The other implicit-LOD ops (HLSL's `Sample`, `SampleBias`,
//! `SampleCmp`, `CalculateLevelOfDetail`) in a function that a vertex,
//! geometry, tessellation, mesh or ray-tracing entry point reaches are
//! rejected (`NSL3150`): slangc emits invalid SPIR-V for them. Compute
//! entry points take them with a derivative group (`spirv-entry-points`).
//!
//! A GLSL sampling op in a function that entry points both with and
//! without derivatives reach is rejected too (`NSL3150`): one function
//! cannot sample both ways.
//!
//! With `entry=NAME` only the entry points of those functions count, as
//! `spirv-entry-points` keeps them. Run before `spirv-entry-points`, whose
//! derivative group follows the ops left implicit.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{arith, func, gpu, hl};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, SymbolTable};
use rustc_hash::FxHashSet;

pub static INFO: PassInfo = PassInfo {
    name: "stage-lod",
    summary:
        "GLSL implicit-LOD sampling at level 0 outside stages with derivatives; other implicit-LOD ops there rejected",
    anchor: Anchor::Module,
    options: &[OptionSpec { name: "entry", summary: "count only the entry points of these functions (A|B)" }],
    create: |options: &PassOptions| {
        let entry = options.values.iter().find(|(k, _)| k == "entry").map(|(_, v)| v.clone());
        Ok(Box::new(StageLod { entry }))
    },
};

/// The attribute marking a GLSL sampling op (see the module docs).
pub const LOD_ZERO_WITHOUT_DERIVATIVES: &str = "lod_zero_without_derivatives";

struct StageLod {
    entry: Option<String>,
}

impl Pass for StageLod {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// It only replaces sampling ops by others of the same types, and adds
    /// `f32` constants.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kind = ctx.kind(hl::ENTRY_POINT.name);
        let entries: Vec<Op> = ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        // Functions reached by entry points with derivatives for GLSL's
        // sampling, and by those without.
        let (mut with, mut without) = (FxHashSet::default(), FxHashSet::default());
        // The functions reached by stages with no derivatives at all, with
        // the first such stage.
        let mut no_derivatives: Vec<(Op, String)> = Vec::new();
        let table = SymbolTable::build(ctx, module);
        for ep in entries {
            let name = ctx.str(ctx.attr_symbol(ep, "func").expect("verified entry point")).to_string();
            if self
                .entry
                .as_ref()
                .is_some_and(|e| !e.split('|').any(|e| crate::spirv_entry_points::names_entry(e, &name)))
            {
                continue;
            }
            let Some(f) = table.lookup(ctx.attr_symbol(ep, "func").expect("verified entry point")) else { continue };
            let stage = ctx.attr_str(ep, "stage").unwrap_or("compute").to_string();
            let reached = reachable(ctx, &table, f);
            let derivatives = stage == "fragment"
                || stage == "compute"
                    && (ctx.attr(ep, "derivative_group").is_some() || ctx.attr(ep, "compute_derivatives").is_some());
            let set = if derivatives { &mut with } else { &mut without };
            set.extend(reached.iter().copied());
            if !matches!(stage.as_str(), "fragment" | "compute") {
                no_derivatives.extend(reached.into_iter().map(|g| (g, stage.clone())));
            }
        }
        let mut lowered = 0;
        for &g in &without {
            for op in ctx.nested_ops(g) {
                if ctx.is_erased(op) || ctx.attr(op, LOD_ZERO_WITHOUT_DERIVATIVES).is_none() {
                    continue;
                }
                if with.contains(&g) {
                    let msg = "cannot lower: a GLSL texture function sampled here in entry points both with and without derivatives (implicit and level-0 sampling)";
                    return Err(Diagnostic::error("NSL3150", ctx.loc(op), msg));
                }
                sample_at_level_zero(ctx, op);
                lowered += 1;
            }
        }
        stats.add("sampled-at-level-zero", lowered);
        for (g, stage) in no_derivatives {
            for op in ctx.nested_ops(g) {
                if !ctx.is_erased(op) && takes_derivatives(ctx, op) {
                    let msg = format!(
                        "cannot lower: sampling with an implicit level of detail in a {stage} shader (only fragment and compute shaders have derivatives; use SampleLevel)"
                    );
                    return Err(Diagnostic::error("NSL3150", ctx.loc(op), msg));
                }
            }
        }
        Ok(())
    }
}

/// Is `op` an implicit-LOD sampling op (or a level-of-detail query)?
fn takes_derivatives(ctx: &Context, op: Op) -> bool {
    let name = ctx.op_name(op);
    name == hl::TEXTURE_SAMPLE.name
        || name == hl::TEXTURE_SAMPLE_BIAS.name
        || name == hl::TEXTURE_QUERY_LOD.name
        || name == hl::TEXTURE_SAMPLE_CMP.name && hl::sample_cmp_is_implicit(ctx, op)
        || name == gpu::DERIVATIVE.name
}

/// `f` and every function it calls, directly or not.
fn reachable(ctx: &Context, table: &SymbolTable, f: Op) -> Vec<Op> {
    let (mut stack, mut seen, mut out) = (vec![f], FxHashSet::default(), Vec::new());
    while let Some(g) = stack.pop() {
        if !seen.insert(g) {
            continue;
        }
        out.push(g);
        ctx.walk_nested(g, &mut |op| {
            if ctx.op_name(op) == func::CALL.name {
                if let Some(callee) = ctx.attr_symbol(op, "callee").and_then(|s| table.lookup(s)) {
                    stack.push(callee);
                }
            }
        });
    }
    out
}

/// Replaces a GLSL implicit-LOD sampling op by the same sampling at an
/// explicit level 0: its texel offset kept, its bias and clamp dropped.
fn sample_at_level_zero(ctx: &mut Context, op: Op) {
    let name = ctx.op_name(op);
    let is_cmp = name == hl::TEXTURE_SAMPLE_CMP.name;
    if !(is_cmp || name == hl::TEXTURE_SAMPLE.name || name == hl::TEXTURE_SAMPLE_BIAS.name) {
        return;
    }
    let operands = ctx.operands(op).to_vec();
    let offset = ctx.attr(op, "offset").map(|_| *operands.last().expect("an offset operand"));
    // Texture, sampler, coordinates (and a comparison's reference).
    let fixed = if is_cmp { 4 } else { 3 };
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = b.ctx.loc(op);
    let f32_ = b.ctx.float_type(32);
    let zero = b.ctx.float_attr(0.0);
    let lod = b.value(arith::CONST.name, &[], f32_, &[("value", zero)]);
    let mut new_operands = operands[..fixed].to_vec();
    new_operands.push(lod);
    new_operands.extend(offset);
    let mut attrs = Vec::new();
    for key in ["sparse", "offset"] {
        if let Some(a) = b.ctx.attr(op, key) {
            attrs.push((key, a));
        }
    }
    let result_types: Vec<_> = b.ctx.results(op).iter().map(|&r| b.ctx.value_type(r)).collect();
    let level = if is_cmp { hl::TEXTURE_SAMPLE_CMP.name } else { hl::TEXTURE_SAMPLE_LEVEL.name };
    let new = b.op(level, &new_operands, &result_types, &attrs, 0);
    for (i, r) in ctx.results(op).to_vec().into_iter().enumerate() {
        let n = ctx.result(new, i);
        ctx.replace_all_uses(r, n);
    }
    ctx.erase_op(op);
}
