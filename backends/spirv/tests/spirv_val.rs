//! Every shader of the test corpus compiles to SPIR-V that `spirv-val`
//! accepts: each file of tests/lit/frontend, tests/frontend/parse and
//! tests/lit/spirv/raytracing (the ray-tracing programs) that
//! the frontend accepts, as a whole (every entry point; a library module
//! when it has none, with every function exported) and once per compute
//! entry point, optimized and at -O0 (the whole module row-major optimized
//! and column-major at -O0).
//!
//! Skips, saying so, when spirv-val is not installed (`cargo xtask ci`
//! installs it: Debian package spirv-tools).

use nsl_frontend::compile::compile;
use nsl_frontend::preprocess::PpOptions;
use nsl_ir::{Context, MatrixLayout, Op};
use nsl_passes::pipeline::spirv_pipeline;
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};
use nsl_spirv::profile::{self, ValidationError};
use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut dirs = vec![
        root.join("tests/lit/frontend"),
        root.join("tests/frontend/parse"),
        root.join("tests/lit/spirv/raytracing"),
        root.join("tests/graphics"),
    ];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() && path.file_name().is_some_and(|n| n != "Inputs") {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "slang") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The frontend's module of `path`, if it compiles without errors and
/// its own RUN lines do not expect nslc to reject it (`RUN: not nslc`: an
/// error a pass reports, after the frontend).
fn frontend(path: &Path) -> Option<(Context, Op)> {
    let text = std::fs::read_to_string(path).ok()?;
    // `expected-error` annotations make lit expect nslc to fail (an error a
    // pass reports, with the lines it names).
    if text.lines().any(|l| l.contains("RUN: not nslc") || l.contains("expected-error")) {
        return None;
    }
    let opts = PpOptions { include_dirs: vec![path.parent()?.to_path_buf()], ..PpOptions::default() };
    let c = compile(&path.to_string_lossy(), &text, &opts, false);
    let module = c.module?;
    if c.diags.has_errors() {
        return None;
    }
    let mut ctx = c.ctx;
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    Some((ctx, module))
}

/// The entry points of a frontend module: function name and stage.
fn entry_points(ctx: &Context, module: Op) -> Vec<(String, String)> {
    ctx.block_ops(ctx.body(module, 0))
        .into_iter()
        .filter(|&op| ctx.op_name(op) == nsl_dialects::hl::ENTRY_POINT.name)
        .map(|op| {
            let f = ctx.str(ctx.attr_symbol(op, "func").expect("verified")).to_string();
            (f, ctx.attr_str(op, "stage").unwrap_or_default().to_string())
        })
        .collect()
}

/// Compiles and validates; `Err` says what went wrong.
fn check(path: &Path, entry: Option<&str>, optimize: bool, layout: MatrixLayout) -> Result<usize, String> {
    let (mut ctx, module) = frontend(path).ok_or("the frontend rejected it")?;
    if entry_points(&ctx, module).is_empty() {
        // A library: export every function, so that all are emitted.
        let visibility = ctx.sym("visibility");
        let public = ctx.str_attr("public");
        for op in ctx.block_ops(ctx.body(module, 0)) {
            if ctx.op_name(op) == nsl_dialects::func::FUNC.name {
                ctx.set_attr(op, visibility, public);
            }
        }
    }
    let render = |ctx: &Context, ds: Vec<nsl_ir::Diagnostic>| ds.iter().map(|d| d.render(ctx)).collect::<String>();
    let steps = parse_pipeline(&spirv_pipeline(entry, optimize, layout)).map_err(|d| render(&ctx, vec![d]))?;
    let mut pm = PassManager::new(steps, Instrumentation { verify_each: true, ..Default::default() });
    let lang = nsl_frontend::compile::output_language(&ctx);
    pm.run(&mut ctx, module, lang, &mut String::new()).map_err(|ds| render(&ctx, ds))?;
    // Ray tracing needs SPIR-V 1.4, as nslc raises it.
    let p = profile::needed(profile::DEFAULT, &ctx, module);
    let options = nsl_spirv::emit::Options { version: p.version, ..nsl_spirv::emit::Options::default() };
    let spv = nsl_spirv::emit::emit(&ctx, module, &options).map_err(|ds| render(&ctx, ds))?;
    let words = nsl_spirv::emit::assemble(&spv);
    match profile::validate(&words, profile::validation_env(p, &spv)) {
        Ok(()) => Ok(words.len()),
        Err(ValidationError::Missing) => Err("spirv-val disappeared".into()),
        // A validator older than a capability (rspirv's numbers are the
        // spec's) cannot check the module: not counted against it.
        Err(ValidationError::Invalid(msg)) if msg.contains("Invalid capability operand") => {
            eprintln!("unchecked (spirv-val predates a capability): {}: {}", path.display(), msg.trim());
            Ok(words.len())
        }
        Err(ValidationError::Invalid(msg)) => Err(msg),
    }
}

#[test]
fn corpus_validates() {
    if !profile::spirv_val_available() {
        eprintln!("SKIPPED: spirv-val is not installed (Debian package spirv-tools); `cargo xtask ci` installs it");
        return;
    }
    let mut failures = Vec::new();
    let (mut modules, mut skipped, mut recursive) = (0, 0, 0);
    for path in corpus() {
        let Some((ctx, module)) = frontend(&path) else {
            skipped += 1;
            continue;
        };
        // Both default matrix layouts: row-major optimised, column-major at -O0.
        let mut runs: Vec<(Option<String>, bool, MatrixLayout)> =
            vec![(None, true, MatrixLayout::RowMajor), (None, false, MatrixLayout::ColumnMajor)];
        for (name, stage) in entry_points(&ctx, module) {
            if stage == "compute" {
                runs.push((Some(name), true, MatrixLayout::RowMajor));
            } else if path.components().any(|c| c.as_os_str() == "graphics") {
                // tests/graphics: every stage's entry point alone, at -O0 and -O1.
                runs.push((Some(name.clone()), true, MatrixLayout::RowMajor));
                runs.push((Some(name), false, MatrixLayout::ColumnMajor));
            }
        }
        for (entry, optimize, layout) in runs {
            modules += 1;
            if let Err(e) = check(&path, entry.as_deref(), optimize, layout) {
                // Recursion (interpreter tests) is refused on every GPU
                // target, as slangc refuses it: nothing to validate.
                if e.contains("error[E55201]") {
                    recursive += 1;
                    continue;
                }
                let what = entry.map_or("whole module".to_string(), |e| format!("entry {e}"));
                failures.push(format!("{} ({what}, optimize={optimize}, {layout:?}):\n{e}", path.display()));
            }
        }
    }
    eprintln!(
        "{modules} modules validated, {} failed; {skipped} files the frontend rejects; {recursive} recursive",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
