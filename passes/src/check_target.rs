//! `check-target{target=T}`: rejects what target `T` cannot express at
//! all, so that its printer or emitter never meets it. It changes nothing.
//!
//! - A type the target lacks ([`nsl_spirv::targets`]: scalar widths,
//!   one-element shapes, non-float matrices): `NSL3156` at the first op
//!   using it. Its output holds the target's `LegalTypes(T)`.
//! - `hl.discard` on CUDA and C++: they compile compute entry points only,
//!   which have no fragment to discard (`NSL3157`).
//! - On SPIR-V, `hl.intrinsic_asm`: a target intrinsic is text for a text
//!   target, so its function has no SPIR-V implementation (`NSL5004`).
//! - On SPIR-V, GLSL and WGSL, a resource handle merged from control flow
//!   or a local handle never assigned (`E56004`, [`crate::opaque_locals`]).
//! - Outside SPIR-V and GLSL, a storage block ending in an unsized array
//!   (`hl::is_whole_storage_block`, `NSL3150`).
//! - On WGSL, an entry point using two resources at one `@group`/`@binding`
//!   (Vulkan's texture and sampler sharing a combined slot), or a vertex
//!   shader without a position output: Tint rejects both (`NSL3150`).
//!
//! It runs last, once dead functions are gone (what they use needs no
//! spelling) and every type is final; the passes after it, if any, must
//! keep `LegalTypes(T)` or the pipeline check rejects them.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::hl;
use nsl_ir::{Context, Diagnostic, Language, Op, TypeKind};
use nsl_spirv::dialect as spv;
use nsl_spirv::targets::{legal_types_of, target_index, TARGETS};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "check-target",
    summary: "Reject types and ops the target cannot express (establishes LegalTypes(target))",
    anchor: Anchor::Module,
    options: &[OptionSpec { name: "target", summary: "spirv, glsl, hlsl, wgsl, metal, cuda or cpp" }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let target = options.string("target", "");
    let Some(index) = target_index(target) else {
        let known: Vec<_> = TARGETS.iter().map(|t| t.target).collect();
        return Err(format!("check-target: target must be one of {}, not '{target}'", known.join(", ")));
    };
    Ok(Box::new(CheckTarget { index }))
}

struct CheckTarget {
    index: usize,
}

impl CheckTarget {
    fn target(&self) -> &'static str {
        TARGETS[self.index].target
    }
    /// The ops this target has no spelling for at all (SPIR-V, GLSL,
    /// HLSL, WGSL and Metal compile fragment shaders, where `discard`
    /// belongs; CUDA and C++ only compute entry points).
    fn rejected(&self) -> &'static [&'static str] {
        match self.target() {
            "spirv" => &[hl::INTRINSIC_ASM.name],
            "cuda" | "cpp" => {
                &[hl::DISCARD.name, hl::TEXEL_ADDR.name, hl::TEXELS_RESIDENT.name, hl::TEXTURE_SAMPLES.name]
            }
            "hlsl" => &[hl::TEXEL_ADDR.name, hl::TEXELS_RESIDENT.name, hl::TEXTURE_SAMPLES.name],
            _ => &[hl::TEXEL_ADDR.name, hl::TEXELS_RESIDENT.name],
        }
    }
}

impl Pass for CheckTarget {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only looks.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// The input, without the ops it rejects, with the target's types.
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let out = input.clone().without_ops(self.rejected());
        match legal_types_of(self.target()) {
            Some(legal) => out.with_invariant(legal),
            None => out,
        }
    }
    fn run(&mut self, ctx: &mut Context, module: Op, _stats: &mut Statistics) -> Result<(), Diagnostic> {
        let rejected = self.rejected();
        let mut bad = None;
        ctx.walk_nested(module, &mut |op| {
            if bad.is_none() && rejected.contains(&ctx.op_name(op)) {
                bad = Some(op);
            }
        });
        // A storage block ending in an unsized array: SPIR-V's and GLSL's.
        if !matches!(self.target(), "spirv" | "glsl") && bad.is_none() {
            for g in ctx.block_ops(ctx.body(module, 0)) {
                let whole = ctx.op_name(g) == hl::GLOBAL.name
                    && ctx.attr_type(g, "type").is_some_and(|t| hl::is_whole_storage_block(ctx, t));
                if whole {
                    return Err(Diagnostic::error(
                        "NSL3150",
                        ctx.loc(g),
                        format!("cannot lower to {}: a storage block ending in an unsized array", self.target()),
                    ));
                }
            }
        }
        // `SampleCmpBias` / `SampleCmpGrad`: SPIR-V's image operands only;
        // `Load` at an offset: SPIR-V's, and GLSL's `texelFetchOffset`.
        if self.target() != "spirv" && bad.is_none() {
            ctx.walk_nested(module, &mut |op| {
                let cmp = ctx.op_name(op) == hl::TEXTURE_SAMPLE_CMP.name
                    && (ctx.attr(op, "bias").is_some() || ctx.attr(op, "grad").is_some());
                let load_offset = ctx.op_name(op) == hl::TEXTURE_LOAD.name
                    && ctx.attr(op, "offset").is_some()
                    && self.target() != "glsl";
                let sparse = ctx.attr(op, "sparse").is_some() && hl::TEXTURE_OPS.contains(&ctx.op_name(op));
                if bad.is_none() && (cmp || load_offset || sparse) {
                    bad = Some(op);
                }
            });
        }
        if let Some(op) = bad {
            let sparse = ctx.op_name(op) == hl::TEXELS_RESIDENT.name || ctx.attr(op, "sparse").is_some();
            return Err(if sparse {
                Diagnostic::error(
                    "NSL3150",
                    ctx.loc(op),
                    format!("cannot lower to {}: a sparse texture access (a status output)", self.target()),
                )
            } else if ctx.op_name(op) == hl::TEXTURE_SAMPLES.name {
                Diagnostic::error(
                    "NSL3150",
                    ctx.loc(op),
                    format!("cannot lower to {}: the sample count of a multisampled texture", self.target()),
                )
            } else if ctx.op_name(op) == hl::TEXEL_ADDR.name {
                Diagnostic::error(
                    "NSL3150",
                    ctx.loc(op),
                    format!("cannot lower to {}: an atomic on a texture's texel", self.target()),
                )
            } else if ctx.op_name(op) == hl::TEXTURE_LOAD.name {
                Diagnostic::error(
                    "NSL3150",
                    ctx.loc(op),
                    format!("cannot lower to {}: a texture load at a texel offset", self.target()),
                )
            } else if ctx.op_name(op) == hl::TEXTURE_SAMPLE_CMP.name {
                Diagnostic::error(
                    "NSL3150",
                    ctx.loc(op),
                    format!("cannot lower to {}: a comparison sample with a bias or gradients", self.target()),
                )
            } else if ctx.op_name(op) == hl::DISCARD.name {
                Diagnostic::error(
                    "NSL3157",
                    ctx.loc(op),
                    format!("the {} target compiles compute entry points, which cannot discard", self.target()),
                )
            } else {
                Diagnostic::error(
                    "NSL5004",
                    ctx.loc(op),
                    "this target intrinsic has no SPIR-V implementation (give its function a body, or a \
                     `case spirv:` in its `__target_switch`)",
                )
            });
        }
        if matches!(self.target(), "spirv" | "glsl" | "wgsl") {
            crate::opaque_locals::check(ctx, module)?;
        }
        if self.target() == "wgsl" {
            check_wgsl_entry_points(ctx, module)?;
        }
        TARGETS[self.index].check(ctx, module)
    }
}

/// What WGSL requires of each entry point's interface: one resource per
/// binding slot (a texture and a sampler cannot share one, as Vulkan's
/// combined descriptors do), and a position output from a vertex shader.
fn check_wgsl_entry_points(ctx: &Context, module: Op) -> Result<(), Diagnostic> {
    let top = ctx.block_ops(ctx.body(module, 0));
    let globals: Vec<Op> = top.iter().copied().filter(|&op| ctx.op_name(op) == spv::GLOBAL_VAR.name).collect();
    let reached = crate::global_uses::by_function(ctx, module);
    for &entry in &top {
        if ctx.op_name(entry) != spv::ENTRY_POINT.name {
            continue;
        }
        let Some(used) = ctx.attr_symbol(entry, "func").and_then(|f| reached.get(&f)) else { continue };
        let name = ctx.attr_str(entry, "name").unwrap_or_default();
        let used: Vec<Op> =
            globals.iter().copied().filter(|&g| ctx.attr_symbol(g, "sym").is_some_and(|s| used.contains(&s))).collect();
        let mut slots: FxHashMap<(u32, u32), Op> = FxHashMap::default();
        for &g in &used {
            // Descriptor arrays (bindless heaps, which alias one slot) are
            // refused by the printer with their own reason.
            let array = ctx.attr_type(g, "type").is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Array { .. }));
            let Some(slot) = spv::binding_of(ctx, g).filter(|_| !array) else { continue };
            if let Some(&first) = slots.get(&slot) {
                let sym = |op| ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
                return Err(Diagnostic::error(
                    "NSL3150",
                    ctx.loc(g),
                    format!(
                        "cannot lower to WGSL: entry point '{name}' uses '{}' and '{}', both at @group({}) \
                         @binding({}); WGSL gives each resource its own binding (a texture and a sampler \
                         cannot share one)",
                        sym(first),
                        sym(g),
                        slot.1,
                        slot.0
                    ),
                ));
            }
            slots.insert(slot, g);
        }
        let position =
            |g: &Op| ctx.attr_str(*g, "builtin") == Some("Position") && ctx.attr_str(*g, "storage") == Some("output");
        if ctx.attr_str(entry, "model") == Some("Vertex") && !used.iter().any(position) {
            return Err(Diagnostic::error(
                "NSL3150",
                ctx.loc(entry),
                format!(
                    "cannot lower to WGSL: vertex shader '{name}' writes no position (SV_Position), which \
                     WGSL requires of every vertex shader"
                ),
            ));
        }
    }
    Ok(())
}
