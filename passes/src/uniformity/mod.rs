//! `check-uniformity{mode=slang|wgsl|strict, validate=BOOL}`: the WGSL
//! specification's uniformity analysis over structured SSA (no CFG; see
//! `analysis.rs` for the rules in this IR's terms), with Slang's
//! `dynamic_uniform` checks. It reports, at the offending op or call:
//!
//! - `NSL6001`: a barrier with group synchronisation
//!   (`GroupMemoryBarrierWithGroupSync`, ...) under control flow that is
//!   not uniform over the workgroup;
//! - `NSL6002`: a derivative or implicit-LOD sample under non-uniform
//!   control flow;
//! - `NSL6003` (WGSL and strict modes only): a wave operation under
//!   non-uniform control flow (WGSL's `subgroup_uniformity`, which, as
//!   Tint, takes subgroup-uniform values as non-uniform; strict mode
//!   accepts control flow uniform over the subgroup). HLSL and SPIR-V
//!   define wave operations over the active lanes;
//! - a `workgroupUniformLoad` counts as a barrier (`NSL6001`), also when
//!   its address may differ in the workgroup; its value is uniform over
//!   the workgroup;
//! - with `validate=true` (`-validate-uniformity`), Slang's `E41201` (an
//!   argument for a `dynamic_uniform` parameter might not be dynamic
//!   uniform) and `E41203` (a value stored in a `dynamic_uniform` variable).
//!
//! Each has notes on the non-uniform condition and its source and the call
//! path (`main -> helper -> GroupMemoryBarrierWithGroupSync`). Warnings in
//! `slang` mode; barriers are errors in `wgsl` mode (WGSL rejects them);
//! everything is an error in `strict` mode. It changes nothing but, in
//! `wgsl` mode, the module attribute [`WGSL_FILTERS_ATTR`] naming the
//! filterable WGSL rules the program breaks; the diagnostics go to the
//! pass manager.

pub mod analysis;
pub mod expand_load;
pub mod fold;
pub mod lattice;
pub mod strip;

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use analysis::{analyze, Level, ReqKind};
use nsl_ir::diag::Severity;
use nsl_ir::{Context, Diagnostic, Language, Loc, Op};

pub static INFO: PassInfo = PassInfo {
    name: "check-uniformity",
    summary: "Report barriers and derivatives under non-uniform control flow and non-uniform dynamic_uniform values",
    anchor: Anchor::Module,
    options: &[
        OptionSpec { name: "mode", summary: "slang (warnings), wgsl (barriers are errors) or strict (all errors)" },
        OptionSpec {
            name: "validate",
            summary: "also check dynamic_uniform parameters and variables (E41201, E41203)",
        },
    ],
    create,
};

/// The module attribute listing the WGSL diagnostic rules
/// (`derivative_uniformity`, `subgroup_uniformity`) the WGSL printer turns
/// off with a `diagnostic(off, RULE);` directive: those `check-uniformity`
/// found broken (never the barriers' rule, which WGSL does not let a
/// program turn off).
pub const WGSL_FILTERS_ATTR: &str = "wgsl_diagnostic_off";

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Slang,
    Wgsl,
    Strict,
}

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let mode = match options.string("mode", "slang") {
        "slang" => Mode::Slang,
        "wgsl" => Mode::Wgsl,
        "strict" => Mode::Strict,
        other => return Err(format!("option 'mode' expects slang, wgsl or strict, got '{other}'")),
    };
    let validate = options.bool("validate", false)?;
    Ok(Box::new(CheckUniformity { mode, validate }))
}

pub struct CheckUniformity {
    pub mode: Mode,
    pub validate: bool,
}

/// The diagnostics of the analysis of `module`.
pub fn check(ctx: &Context, module: Op, mode: Mode, validate: bool) -> Vec<Diagnostic> {
    let an = analyze(ctx, module);
    let mut out = Vec::new();
    for v in an.violations {
        let (code, error) = match v.kind {
            ReqKind::Barrier => ("NSL6001", mode != Mode::Slang),
            ReqKind::Derivative => ("NSL6002", mode == Mode::Strict),
            // HLSL and SPIR-V define wave operations over the active
            // lanes: only WGSL (and strict mode) asks for more.
            // WGSL wants uniform control flow; nanoslang's own strict
            // mode, control flow uniform over the subgroup at least.
            ReqKind::Subgroup => {
                if mode == Mode::Slang || (mode == Mode::Strict && v.level <= Level::Subgroup) {
                    continue;
                }
                ("NSL6003", mode == Mode::Strict)
            }
            ReqKind::DynamicUniform => {
                if !validate && mode != Mode::Strict {
                    continue;
                }
                (if v.store { "E41203" } else { "E41201" }, mode == Mode::Strict)
            }
        };
        let mut d = Diagnostic::error(code, v.loc, v.message);
        if !error {
            d.severity = Severity::Warning;
        }
        for (loc, text) in v.notes {
            d = d.with_note(loc, text);
        }
        if v.path.len() > 1 {
            d = d.with_note(Loc::UNKNOWN, format!("call path: {}", v.path.join(" -> ")));
        }
        if mode == Mode::Wgsl && matches!(v.kind, ReqKind::Subgroup | ReqKind::Derivative) {
            let rule = if v.kind == ReqKind::Subgroup { "subgroup_uniformity" } else { "derivative_uniformity" };
            d = d.with_note(
                Loc::UNKNOWN,
                format!(
                    "the WGSL output turns '{rule}' off: the operation runs over the active invocations, as in Slang"
                ),
            );
        }
        out.push(d);
    }
    out
}

impl Pass for CheckUniformity {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any monomorphic IR: it only looks.
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone()
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let ds = check(ctx, module, self.mode, self.validate);
        stats.add("violations", ds.len() as u64);
        if self.mode == Mode::Wgsl {
            // WGSL's filterable rules that the program breaks (it means
            // them over the active invocations, as Slang does): the WGSL
            // printer turns them off for the module, and only them.
            let mut filters = Vec::new();
            for (code, rule) in [("NSL6002", "derivative_uniformity"), ("NSL6003", "subgroup_uniformity")] {
                if ds.iter().any(|d| d.code == code) {
                    filters.push(ctx.str_attr(rule));
                }
            }
            if !filters.is_empty() {
                let (name, value) = (ctx.sym(WGSL_FILTERS_ATTR), ctx.array_attr(filters));
                ctx.set_attr(module, name, value);
                stats.add("wgsl-filters", 1);
            }
        }
        stats.diagnostics.extend(ds);
        Ok(())
    }
}
