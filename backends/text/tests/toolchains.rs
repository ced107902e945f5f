//! Every compute entry point of the test corpus prints as text its
//! target's toolchain accepts: GLSL and HLSL that glslangValidator accepts
//! and compiles to SPIR-V that `spirv-val` accepts, WGSL that naga's
//! front end and validator accept (the naga crate, in-process through
//! tools/naga) and its SPIR-V writer takes, CUDA that clang's CUDA front end
//! accepts (device side, without the CUDA SDK), C++ that g++ accepts.
//! Each file of tests/lit/frontend and tests/frontend/parse that the
//! frontend accepts, once per compute entry point (row-major optimized,
//! and for GLSL and HLSL also column-major at -O0); the files of
//! tests/compute, which test-compute runs through these targets, only in
//! the configurations it does not run (column-major at -O0; CUDA). A feature a target cannot express
//! must be an `NSL31xx` diagnostic; those are counted and listed.
//!
//! Skips, saying so, when a tool is not installed (`cargo xtask ci`
//! installs them: Debian packages glslang-tools, spirv-tools, g++, clang).

use nsl_frontend::check::CapabilityOptions;
use nsl_frontend::compile::compile_with;
use nsl_frontend::preprocess::PpOptions;
use nsl_ir::{Context, MatrixLayout, Op};
use nsl_passes::pipeline::text_pipeline;
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};
use nsl_testfile::input::InputKind;
use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut dirs = vec![root.join("tests/lit/frontend"), root.join("tests/frontend/parse"), root.join("tests/compute")];
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

/// The frontend's module of `path`, unless it has errors or its own RUN
/// lines expect nslc to reject it (`RUN: not nslc`: an error a pass
/// reports, after the frontend).
fn frontend(path: &Path) -> Option<(Context, Op)> {
    let text = std::fs::read_to_string(path).ok()?;
    // `expected-error` annotations make lit expect nslc to fail (an error a
    // pass reports, with the lines it names).
    if text.lines().any(|l| l.contains("RUN: not nslc") || l.contains("expected-error")) {
        return None;
    }
    let opts = PpOptions { include_dirs: vec![path.parent()?.to_path_buf()], ..PpOptions::default() };
    // The conformances a test's inputs declare (`//TEST_INPUT: type_conformance
    // A:I = n`), which the runners pass as `-conformance`.
    let conformances = nsl_testfile::parse(&text)
        .inputs
        .into_iter()
        .filter_map(|input| match input.kind {
            InputKind::TypeConformance { ty, interface, id } => Some((ty, interface, id)),
            _ => None,
        })
        .collect();
    let capabilities = CapabilityOptions { conformances, ..CapabilityOptions::default() };
    let c = compile_with(&path.to_string_lossy(), &text, &opts, false, &capabilities);
    let module = c.module?;
    if c.diags.has_errors() {
        return None;
    }
    let mut ctx = c.ctx;
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    Some((ctx, module))
}

fn compute_entry_points(ctx: &Context, module: Op) -> Vec<String> {
    ctx.block_ops(ctx.body(module, 0))
        .into_iter()
        .filter(|&op| ctx.op_name(op) == nsl_dialects::hl::ENTRY_POINT.name)
        .filter(|&op| ctx.attr_str(op, "stage") == Some("compute"))
        .map(|op| ctx.str(ctx.attr_symbol(op, "func").expect("verified")).to_string())
        .collect()
}

enum Outcome {
    Accepted,
    /// HLSL that glslang's HLSL front end, the stand-in for DXC, cannot
    /// take: `int64_t`, a conversion to `uint64_t` or 16-bit types (DXC's
    /// `-enable-16bit-types`), which it lacks; `GatherCmp*` in a compute
    /// shader, to which it gives a `Bias` operand (invalid SPIR-V).
    NoInt64,
    /// A diagnostic of the NSL31xx family: the target cannot express it.
    Cannot(String),
}

fn on_path(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// Prints `path`'s entry point for `target` and runs glslangValidator and
/// spirv-val on it.
fn check(
    path: &Path,
    target: &str,
    entry: &str,
    optimize: bool,
    layout: MatrixLayout,
    dir: &Path,
) -> Result<Outcome, String> {
    let (mut ctx, module) = frontend(path).ok_or("the frontend rejected it")?;
    let render = |ctx: &Context, ds: &[nsl_ir::Diagnostic]| ds.iter().map(|d| d.render(ctx)).collect::<String>();
    // A file whose TEST_INPUT objects bring conformances the program never
    // makes (the runner passes them as `-conformance`) has none alone (E50100).
    // E50100: conformances that only the test's inputs bring (objects, createDynamicObject ids).
    let cannot = |ds: &[nsl_ir::Diagnostic]| ds.iter().all(|d| d.code.starts_with("NSL31") || d.code == "E50100");
    let steps =
        parse_pipeline(&text_pipeline(target, Some(entry), optimize, layout)).map_err(|d| render(&ctx, &[d]))?;
    let mut pm = PassManager::new(steps, Instrumentation { verify_each: true, ..Default::default() });
    let lang = nsl_frontend::compile::output_language(&ctx);
    if let Err(ds) = pm.run(&mut ctx, module, lang, &mut String::new()) {
        return if cannot(&ds) { Ok(Outcome::Cannot(render(&ctx, &ds))) } else { Err(render(&ctx, &ds)) };
    }
    let printed = match target {
        "glsl" => nsl_text::glsl::print(&ctx, module),
        "hlsl" => nsl_text::hlsl::print(&ctx, module),
        "wgsl" => nsl_text::wgsl::print(&ctx, module),
        "cuda" => nsl_text::cuda::print(&ctx, module),
        _ => nsl_text::cpp::print(&ctx, module),
    };
    let text = match printed {
        Ok(t) => t,
        Err(ds) if cannot(&ds) => return Ok(Outcome::Cannot(render(&ctx, &ds))),
        Err(ds) => return Err(render(&ctx, &ds)),
    };
    let stem = path.file_stem().map_or("shader".into(), |s| s.to_string_lossy().into_owned());
    let file = dir.join(format!("{stem}.{entry}.{optimize}.{target}"));
    let spv = file.with_extension(format!("{target}.spv"));
    std::fs::write(&file, &text).map_err(|e| e.to_string())?;
    if target == "wgsl" {
        // naga's front end and validator, then its SPIR-V writer. (That
        // SPIR-V is naga's work, not checked here: spirv-val 2025 rejects
        // the ArrayStride naga 30 puts on workgroup arrays, which Vulkan
        // drivers accept.)
        let name = file.display().to_string();
        return match nsl_naga::check(&text, &name).and_then(|checked| nsl_naga::spirv(&checked)) {
            Ok(_) => Ok(Outcome::Accepted),
            Err(e) => Err(format!("{e}\n{text}")),
        };
    }
    if target == "cuda" {
        // clang's CUDA front end for the device side, without the CUDA SDK.
        let out = Command::new("clang")
            .args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "-fsyntax-only", "-std=c++17"])
            .arg(&file)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            let log = String::from_utf8_lossy(&out.stderr);
            // Half precision needs the CUDA SDK's header, which this check
            // does without.
            if log.contains("'cuda_fp16.h' file not found") {
                return Ok(Outcome::Cannot("half precision (cuda_fp16.h, not checked without the CUDA SDK)".into()));
            }
            let errors: Vec<&str> = log.lines().filter(|l| l.contains("error")).take(8).collect();
            return Err(format!("clang rejected it:\n{}", errors.join("\n")));
        }
        return Ok(Outcome::Accepted);
    }
    if target == "cpp" {
        // The prelude precompiled once (see `precompile_cpp_prelude`).
        if let Some(shader) = text.strip_prefix(nsl_text::cpp::PRELUDE).filter(|_| dir.join(CPP_PCH).is_file()) {
            std::fs::write(&file, format!("#include \"{CPP_HEADER}\"\n{shader}")).map_err(|e| e.to_string())?;
        }
        let mut gxx = Command::new("g++");
        let out = gxx.args(CPP_OPTIONS).args(["-fsyntax-only", "-x", "c++", "-I"]).arg(dir).arg(&file).output();
        let out = out.map_err(|e| e.to_string())?;
        if !out.status.success() {
            let log = String::from_utf8_lossy(&out.stderr);
            let errors: Vec<&str> = log.lines().filter(|l| l.contains("error")).take(8).collect();
            return Err(format!("g++ rejected it:\n{}", errors.join("\n")));
        }
        return Ok(Outcome::Accepted);
    }
    // glslang's HLSL front end lacks signed 64-bit integers, `int16_t` and
    // `float16_t`, and reads `half` as 32 bits.
    let signed_64 = text.match_indices("int64_t").any(|(i, _)| !text[..i].ends_with('u'));
    let bits16 = text.split(|c: char| !c.is_alphanumeric() && c != '_').any(|word| {
        let base = word.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
        matches!(base, "half" | "int16_t" | "uint16_t" | "float16_t")
    });
    // Nor 64-bit literal suffixes (`18446744073709551614ull`), which DXC reads.
    let literal_64 = text
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| word.starts_with(|c: char| c.is_ascii_digit()) && word.ends_with("ll"));
    if target == "hlsl" && (signed_64 || bits16 || literal_64) {
        return Ok(Outcome::NoInt64);
    }
    let mut glslang = Command::new("glslangValidator");
    glslang.args(["-V", "--target-env", "vulkan1.1", "-S", "comp"]);
    if target == "hlsl" {
        // The entry point's own name, or a fresh one where HLSL reserves it
        // (`shared`): the function after `[numthreads(...)]`.
        let mut lines = text.lines().skip_while(|l| !l.trim_start().starts_with("[numthreads("));
        let name = lines.nth(1).and_then(|l| l.trim().strip_prefix("void ")?.split('(').next()).unwrap_or(entry);
        glslang.args(["-D", "-e", name]);
    }
    let out = glslang.arg(&file).arg("-o").arg(&spv).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        // Nor can it convert to unsigned ones (`(uint64_t)x`), which DXC reads.
        let conversion = String::from_utf8_lossy(&out.stdout).contains("temp uint64_t' : cannot construct");
        if target == "hlsl" && conversion {
            return Ok(Outcome::NoInt64);
        }
        return Err(format!("glslangValidator rejected it:\n{}\n{text}", String::from_utf8_lossy(&out.stdout)));
    }
    let mut val = Command::new("spirv-val");
    val.args(["--target-env", "vulkan1.1"]);
    // A block the source lays out with `layout(scalar)` (ScalarDataLayout)
    // is checked by the scalar rules, as a device with scalarBlockLayout runs it.
    if text.contains("layout(scalar") {
        val.arg("--scalar-block-layout");
    }
    let out = val.arg(&spv).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        let log = String::from_utf8_lossy(&out.stderr);
        if target == "hlsl" && text.contains("GatherCmp") && log.contains("Bias can only be used with ImplicitLod") {
            return Ok(Outcome::NoInt64);
        }
        return Err(format!("spirv-val rejected glslang's SPIR-V:\n{log}"));
    }
    Ok(Outcome::Accepted)
}

/// g++'s options for the C++ target's output.
const CPP_OPTIONS: &[&str] = &["-std=c++20"];
/// The C++ prelude as a header in the corpus's directory, and its
/// precompiled form.
const CPP_HEADER: &str = "nsl_cpp_prelude.h";
const CPP_PCH: &str = "nsl_cpp_prelude.h.gch";

/// Precompiles the C++ prelude into `dir`: its standard headers are most
/// of g++'s time on each file. Without it each file includes the prelude
/// as text.
fn precompile_cpp_prelude(dir: &Path) {
    let header = dir.join(CPP_HEADER);
    if std::fs::write(&header, nsl_text::cpp::PRELUDE).is_err() {
        return;
    }
    let made = Command::new("g++")
        .args(CPP_OPTIONS)
        .args(["-x", "c++-header"])
        .arg(&header)
        .arg("-o")
        .arg(dir.join(CPP_PCH))
        .status();
    if !made.is_ok_and(|s| s.success()) {
        let _ = std::fs::remove_file(dir.join(CPP_PCH));
    }
}

fn corpus_accepted(target: &str) {
    let tools: &[&str] = match target {
        "cpp" => &["g++"],
        "wgsl" => &[],
        "cuda" => &["clang"],
        _ => &["glslangValidator", "spirv-val"],
    };
    if let Some(missing) = tools.iter().find(|t| !on_path(t)) {
        eprintln!("SKIPPED: {missing} is not installed (`cargo xtask ci` installs it)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("nsl-text-{target}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    if target == "cpp" {
        precompile_cpp_prelude(&dir);
    }
    let compute_tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/compute");
    let (mut accepted, mut no_int64, mut cannot, mut failures) = (0, 0, Vec::new(), Vec::new());
    for path in corpus() {
        // `cargo xtask test-compute` compiles each tests/compute file as its
        // TEST lines say (optimized, their matrix layout) through GLSL,
        // HLSL, WGSL and C++ and runs it: here those files get only what it
        // does not do, GLSL, HLSL and WGSL column-major at -O0, and CUDA.
        let configs: &[(bool, MatrixLayout)] = match (target, path.starts_with(&compute_tests)) {
            ("cuda", _) | ("cpp", false) => &[(true, MatrixLayout::RowMajor)],
            ("cpp", true) => continue,
            (_, true) => &[(false, MatrixLayout::ColumnMajor)],
            (_, false) => &[(true, MatrixLayout::RowMajor), (false, MatrixLayout::ColumnMajor)],
        };
        let Some((ctx, module)) = frontend(&path) else { continue };
        for entry in compute_entry_points(&ctx, module) {
            for &(optimize, layout) in configs {
                match check(&path, target, &entry, optimize, layout, &dir) {
                    Ok(Outcome::Accepted) => accepted += 1,
                    Ok(Outcome::NoInt64) => no_int64 += 1,
                    Ok(Outcome::Cannot(why)) => cannot.push(format!("{} ({entry}): {}", path.display(), why.trim())),
                    Err(e) => {
                        failures.push(format!("{} ({entry}, optimize={optimize}, {layout:?}):\n{e}", path.display()))
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "{target}: {accepted} accepted, {no_int64} not checked (glslang's HLSL lacks 64- or 16-bit types, or mistranslates GatherCmp), {} not expressible, {} failed",
        cannot.len(),
        failures.len()
    );
    for c in &cannot {
        eprintln!("  cannot: {c}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(accepted > 0, "nothing was checked");
}

#[test]
fn glsl_corpus_accepted() {
    corpus_accepted("glsl");
}

#[test]
fn hlsl_corpus_accepted() {
    corpus_accepted("hlsl");
}

#[test]
fn wgsl_corpus_accepted() {
    corpus_accepted("wgsl");
}

#[test]
fn cuda_corpus_accepted() {
    corpus_accepted("cuda");
}

#[test]
fn cpp_corpus_accepted() {
    corpus_accepted("cpp");
}

/// The vertex and fragment shaders of tests/graphics.
fn graphics_corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/graphics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "slang")).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// Each vertex and fragment entry point of tests/graphics, compiled alone
/// at -O0 and -O1, is printed and accepted by the target's tool:
/// glslangValidator per stage (GLSL; HLSL with `-D -e NAME`), naga (WGSL,
/// and Tint where it is on the PATH); Metal is printed only.
fn graphics_accepted(target: &str) {
    let tools: &[&str] = match target {
        "glsl" | "hlsl" => &["glslangValidator", "spirv-val"],
        _ => &[],
    };
    if let Some(missing) = tools.iter().find(|t| !on_path(t)) {
        eprintln!("SKIPPED: {missing} is not installed (`cargo xtask ci` installs it)");
        return;
    }
    let tint = target == "wgsl" && Command::new("tint").arg("--help").output().is_ok();
    let dir = std::env::temp_dir().join(format!("nsl-text-graphics-{target}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let (mut accepted, mut failures) = (0, Vec::new());
    for path in graphics_corpus() {
        let Some((ctx, module)) = frontend(&path) else {
            failures.push(format!("{}: the frontend rejected it", path.display()));
            continue;
        };
        let entries: Vec<(String, String)> = ctx
            .block_ops(ctx.body(module, 0))
            .into_iter()
            .filter(|&op| ctx.op_name(op) == nsl_dialects::hl::ENTRY_POINT.name)
            .filter_map(|op| {
                let stage = ctx.attr_str(op, "stage")?.to_string();
                let name = ctx.str(ctx.attr_symbol(op, "func")?).to_string();
                matches!(stage.as_str(), "vertex" | "fragment").then_some((name, stage))
            })
            .collect();
        for (entry, stage) in entries {
            for optimize in [false, true] {
                let label = format!("{} ({entry}, optimize={optimize})", path.display());
                match check_graphics(&path, target, &entry, &stage, optimize, tint, &dir) {
                    Ok(()) => accepted += 1,
                    // A refusal naming what the target cannot express (as the
                    // corpus tests tolerate): Metal has no texture gather.
                    Err(e) if e.contains("error[NSL3150]: cannot lower to") => {}
                    Err(e) => failures.push(format!("{label}:\n{e}")),
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{target}: {accepted} vertex/fragment entry points accepted, {} failed", failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(accepted > 0, "nothing was checked");
}

fn check_graphics(
    path: &Path,
    target: &str,
    entry: &str,
    stage: &str,
    optimize: bool,
    tint: bool,
    dir: &Path,
) -> Result<(), String> {
    let (mut ctx, module) = frontend(path).ok_or("the frontend rejected it")?;
    let render = |ctx: &Context, ds: &[nsl_ir::Diagnostic]| ds.iter().map(|d| d.render(ctx)).collect::<String>();
    let steps = parse_pipeline(&text_pipeline(target, Some(entry), optimize, MatrixLayout::ColumnMajor))
        .map_err(|d| render(&ctx, &[d]))?;
    let mut pm = PassManager::new(steps, Instrumentation { verify_each: true, ..Default::default() });
    let lang = nsl_frontend::compile::output_language(&ctx);
    pm.run(&mut ctx, module, lang, &mut String::new()).map_err(|ds| render(&ctx, &ds))?;
    let printed = match target {
        "glsl" => nsl_text::glsl::print(&ctx, module),
        "hlsl" => nsl_text::hlsl::print(&ctx, module),
        "wgsl" => nsl_text::wgsl::print(&ctx, module),
        _ => nsl_text::metal::print(&ctx, module),
    };
    let text = printed.map_err(|ds| render(&ctx, &ds))?;
    let stem = path.file_stem().map_or("shader".into(), |s| s.to_string_lossy().into_owned());
    let file = dir.join(format!("{stem}.{entry}.{optimize}.{target}"));
    std::fs::write(&file, &text).map_err(|e| e.to_string())?;
    match target {
        "wgsl" => {
            let name = file.display().to_string();
            nsl_naga::check(&text, &name)
                .and_then(|checked| nsl_naga::spirv(&checked))
                .map_err(|e| format!("{e}\n{text}"))?;
            if tint {
                let out = Command::new("tint")
                    .args(["--format", "wgsl", "-o"])
                    .arg(file.with_extension("tint.wgsl"))
                    .arg(&file)
                    .output()
                    .map_err(|e| e.to_string())?;
                if !out.status.success() {
                    return Err(format!("tint rejected it:\n{}\n{text}", String::from_utf8_lossy(&out.stderr)));
                }
            }
            Ok(())
        }
        "glsl" | "hlsl" => {
            let spv = file.with_extension(format!("{target}.spv"));
            let mut glslang = Command::new("glslangValidator");
            let s = if stage == "vertex" { "vert" } else { "frag" };
            glslang.args(["-V", "--target-env", "vulkan1.2", "-S", s]);
            if target == "hlsl" {
                glslang.args(["-D", "-e", entry]);
            }
            let out = glslang.arg(&file).arg("-o").arg(&spv).output().map_err(|e| e.to_string())?;
            if !out.status.success() {
                return Err(format!("glslangValidator rejected it:\n{}\n{text}", String::from_utf8_lossy(&out.stdout)));
            }
            let out = Command::new("spirv-val")
                .args(["--target-env", "vulkan1.2"])
                .arg(&spv)
                .output()
                .map_err(|e| e.to_string())?;
            if !out.status.success() {
                return Err(format!("spirv-val rejected glslang's SPIR-V:\n{}", String::from_utf8_lossy(&out.stderr)));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[test]
fn glsl_graphics_accepted() {
    graphics_accepted("glsl");
}

#[test]
fn hlsl_graphics_accepted() {
    graphics_accepted("hlsl");
}

#[test]
fn wgsl_graphics_accepted() {
    graphics_accepted("wgsl");
}

#[test]
fn metal_graphics_printed() {
    graphics_accepted("metal");
}
