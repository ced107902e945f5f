//! Every pipeline nslc ships, checked statically from the frontend's
//! output language to its backend's input language: each target at `-O0`
//! and `-O1` (with and without `egraph-opt`, in exact and fast
//! floating-point mode), both default matrix layouts, with and without an
//! `-entry`. A pipeline that leaves out a pass a backend relies on
//! (`matrix-layout`, `expand-signed-rem`, `spirv-block-layout`, ...) fails
//! here, naming what is missing.

use nsl_ir::{Language, MatrixLayout};
use nsl_passes::pipeline::{spirv_pipeline_with, text_pipeline, Optimize};
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};

const TARGETS: [&str; 7] = ["spirv", "glsl", "hlsl", "wgsl", "metal", "cuda", "cpp"];

/// The pipeline nslc runs for `target` (as `src/bin/nslc.rs` picks it).
fn pipeline(target: &str, entry: Option<&str>, optimize: Option<Optimize>, layout: MatrixLayout) -> String {
    if target == "spirv" {
        spirv_pipeline_with(entry, optimize, layout)
    } else {
        text_pipeline(target, entry, optimize.is_some(), layout)
    }
}

fn backend_language(ctx: &nsl_ir::Context, target: &str) -> Language {
    if target == "spirv" {
        nsl_spirv::emit::input_language(ctx)
    } else {
        nsl_text::printer_language(target)
    }
}

/// Checks `text` from the frontend's language to `target`'s backend.
fn check(target: &str, text: &str) -> Result<Language, String> {
    let ctx = crate::context();
    let steps = parse_pipeline(text).map_err(|d| d.message)?;
    let pm = PassManager::new(steps, Instrumentation::default());
    let input = nsl_frontend::compile::output_language(&ctx);
    pm.check_ending(&ctx, input, &backend_language(&ctx, target), target).map_err(|d| d.message)
}

fn variants() -> Vec<(Option<&'static str>, Option<Optimize>, MatrixLayout)> {
    let optimizations = [
        None,
        Some(Optimize::default()),
        Some(Optimize { egraph: false, fast_math: false }),
        Some(Optimize { egraph: true, fast_math: true }),
    ];
    let mut out = Vec::new();
    for entry in [None, Some("main")] {
        for optimize in optimizations {
            for layout in [MatrixLayout::RowMajor, MatrixLayout::ColumnMajor] {
                out.push((entry, optimize, layout));
            }
        }
    }
    out
}

#[test]
fn every_shipped_pipeline_ends_in_its_backends_language() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for target in TARGETS {
        for (entry, optimize, layout) in variants() {
            let text = pipeline(target, entry, optimize, layout);
            checked += 1;
            if let Err(why) = check(target, &text) {
                failures.push(format!("{target} (optimize {optimize:?}, entry {entry:?}, {layout:?}): {why}"));
            }
        }
    }
    assert!(checked >= 14);
    assert!(failures.is_empty(), "{} of {checked} pipelines fail:\n{}", failures.len(), failures.join("\n"));
}

/// The check has teeth: dropping a pass some backend relies on from every
/// shipped pipeline makes it fail for each target that relies on it.
#[test]
fn a_pipeline_missing_a_pass_fails_statically() {
    let cases: &[(&str, &[&str], &str)] = &[
        // (pass removed, targets whose check must then fail, what it names)
        ("matrix-layout{default=row_major}", &TARGETS, "LayoutsDecided"),
        ("expand-signed-rem", &["spirv", "glsl", "hlsl", "wgsl"], "NoSignedRem"),
        ("narrow-f64-math,", &["spirv", "glsl", "hlsl"], "NoF64Transcendentals"),
        ("lower-int-matrices,", &["glsl", "wgsl", "metal"], "NoIntMatrices"),
        ("lower-existentials,", &TARGETS, "NoExistentials"),
        ("spirv-block-layout,", &TARGETS, "LeafBlockAccess"),
        ("atomic-memory,", &["wgsl", "metal"], "AtomicsOnTypedMemory"),
    ];
    for &(pass, targets, named) in cases {
        for &target in targets {
            for optimize in [None, Some(Optimize::default())] {
                let full = pipeline(target, None, optimize, MatrixLayout::RowMajor);
                assert!(full.contains(pass), "{target}'s pipeline has no {pass}: {full}");
                let broken = full.replacen(pass, "", 1).replace("func()", "").replace(",,", ",").replace("(,", "(");
                match check(target, &broken) {
                    Ok(_) => panic!("{target} without {pass} passes the check: {broken}"),
                    Err(why) => assert!(why.contains(named), "{target} without {pass}: {why}"),
                }
            }
        }
    }
}

/// Putting a clean-up that may fold `a - (a / b) * b` back into a
/// remainder after `expand-signed-rem` is rejected (the ordering the
/// pipeline's comment used to state).
#[test]
fn a_clean_up_after_expand_signed_rem_fails_statically() {
    let full = pipeline("spirv", None, None, MatrixLayout::RowMajor);
    let reordered = full.replace("check-target{target=spirv}", "func(canonicalize),check-target{target=spirv}");
    let Err(why) = check("spirv", &reordered) else { panic!("canonicalize after expand-signed-rem passes the check") };
    assert!(why.contains("NoSignedRem"), "{why}");
}
