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
//!
//! It runs last, once dead functions are gone (what they use needs no
//! spelling) and every type is final; the passes after it, if any, must
//! keep `LegalTypes(T)` or the pipeline check rejects them.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::hl;
use nsl_ir::{Context, Diagnostic, Language, Op};
use nsl_spirv::targets::{legal_types_of, target_index, TARGETS};

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
        // `SampleCmpBias` / `SampleCmpGrad` and `Load` at an offset: SPIR-V's
        // image operands only.
        if self.target() != "spirv" && bad.is_none() {
            ctx.walk_nested(module, &mut |op| {
                let cmp = ctx.op_name(op) == hl::TEXTURE_SAMPLE_CMP.name
                    && (ctx.attr(op, "bias").is_some() || ctx.attr(op, "grad").is_some());
                let load_offset = ctx.op_name(op) == hl::TEXTURE_LOAD.name && ctx.attr(op, "offset").is_some();
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
        TARGETS[self.index].check(ctx, module)
    }
}
