//! nslc: the nanoslang compiler driver, with slangc's option names where
//! slangc has them.
//!
//! It preprocesses (`-E`), checks and lowers Slang to verified IR and
//! prints it (`-target ir`, the default), optionally after a pass
//! pipeline, or compiles it to SPIR-V (`-target spirv`, a binary module;
//! `-target spirv-asm`, its disassembly) through the SPIR-V pipeline
//! (`nsl_passes::pipeline::spirv_pipeline`) and the emitter. Matrices
//! declared without a layout are column-major in memory, as on slangc's
//! command line, unless `-matrix-layout-row-major` says otherwise.
//!
//! `nslc run FILE.slang` runs a compute shader with the inputs of its
//! `//TEST_INPUT` lines and prints the output buffers (see `nslc/run.rs`).

#[path = "nslc/run.rs"]
mod run;

use nanoslang::cli;
use nanoslang::read_input;
use nsl_frontend::check::{CapabilityOptions, FunctionCapabilities};
use nsl_frontend::compile::{compile_full, FrontendOptions};
use nsl_frontend::diag::{render, Severity};
use nsl_frontend::preprocess::{preprocess, print_tokens, PpOptions};
use nsl_ir::{Language, MatrixLayout};
use nsl_passes::pipeline::{spirv_pipeline_with, text_pipeline, Optimize};
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};
use nsl_spirv::profile::ValidationError;
use std::process::ExitCode;

/// The whole command line of `nslc` (slangc's options and nanoslang's; see
/// `nanoslang::cli`).
type Args = nanoslang::cli::Options;

fn main() -> ExitCode {
    // Lossy: an argument that is not UTF-8 is still an argument, not a panic.
    let argv: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    if argv.first().map(String::as_str) == Some("run") {
        return run::main(&argv[1..]);
    }
    let args = match cli::parse(&argv, cli::Mode::Compile) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            eprintln!("Usage: nslc [options...] [--] FILE   (nslc -h for help)");
            return ExitCode::FAILURE;
        }
    };
    if args.help {
        print!("{}", cli::help(cli::Mode::Compile));
        return ExitCode::SUCCESS;
    }
    if args.version {
        println!("nslc {}", env!("CARGO_PKG_VERSION"));
        if args.inputs.is_empty() {
            return ExitCode::SUCCESS;
        }
    }
    eprint!("{}", args.ignored_warnings());
    let started = std::time::Instant::now();
    let mut capability_time = std::time::Duration::ZERO;
    let status = compile_and_write(&args, &mut capability_time);
    if args.time_capabilities {
        let total = started.elapsed();
        let share = 100.0 * capability_time.as_secs_f64() / total.as_secs_f64().max(1e-9);
        eprintln!(
            "capabilities: {:.3} ms of {:.3} ms ({share:.2}%)",
            capability_time.as_secs_f64() * 1e3,
            total.as_secs_f64() * 1e3
        );
    }
    status
}

/// The file extensions slangc takes as source of some language.
const SOURCE_EXTENSIONS: &[&str] = &[
    "slang",
    "hlsl",
    "fx",
    "glsl",
    "vert",
    "frag",
    "geom",
    "tesc",
    "tese",
    "comp",
    "mesh",
    "task",
    "rgen",
    "rint",
    "rchit",
    "rahit",
    "rmiss",
    "rcall",
    "usf",
    "ush",
    "h",
    "c",
    "cpp",
    "cxx",
    "cc",
    "cu",
    "slang-module",
    "spv",
];

/// Everything after option parsing: read, compile, write.
fn compile_and_write(args: &Args, capability_time: &mut std::time::Duration) -> ExitCode {
    let output = args.output.clone().unwrap_or_else(|| "-".to_string());
    // The target first, as slangc checks it (an option missing its value
    // takes the next word: `-target -profile`).
    let target = match args.target.as_deref() {
        // slangc's other names of the targets nanoslang emits.
        Some("spirv-assembly") => "spirv-asm".to_string(),
        Some("cu") => "cuda".to_string(),
        Some("c++" | "cxx") => "cpp".to_string(),
        Some(t) => t.to_string(),
        None => target_of_output(&output).to_string(),
    };
    // A target slangc knows and nanoslang does not emit is refused after
    // the program is checked as for the emitted target of its language, so
    // that a program's own errors come first, as in slangc.
    let mut refusal = None;
    let target = match checked_as(&target) {
        Some(proxy) => {
            refusal = Some(format!(
                "error[E00013]: this version does not emit target '{target}' (it emits: ir, spirv, spirv-asm, glsl, hlsl, wgsl, metal, cuda, cpp)"
            ));
            proxy.to_string()
        }
        None => target,
    };
    let spirv = match target.as_str() {
        "ir" => false,
        "spirv" | "spirv-asm" | "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => true,
        other => {
            eprintln!(
                "error[E00013]: unknown code generation target '{other}' (this version emits: ir, spirv, spirv-asm, glsl, hlsl, wgsl, metal, cuda, cpp)"
            );
            return ExitCode::FAILURE;
        }
    };
    let input = match args.inputs.as_slice() {
        [one] => one,
        [] => {
            eprintln!("error[E00021]: no input file (usage: nslc [options...] FILE; nslc -h for help)");
            return ExitCode::FAILURE;
        }
        [_, second, ..] => {
            // What slangc reports about each input comes first: a language
            // it cannot tell from the file's extension, a file it cannot open.
            for file in &args.inputs {
                let ext = std::path::Path::new(file).extension().and_then(|e| e.to_str()).unwrap_or("");
                if file != "-" && !ext.is_empty() && !SOURCE_EXTENSIONS.contains(&ext) {
                    eprintln!("error[E00012]: can't deduce language for input file '{file}'");
                    return ExitCode::FAILURE;
                }
            }
            for file in &args.inputs {
                if file != "-" && !std::path::Path::new(file).exists() {
                    eprintln!("error[E00001]: cannot open file '{file}'");
                    return ExitCode::FAILURE;
                }
            }
            eprintln!("error[E00021]: nslc compiles one input file; '{second}' is a second one");
            return ExitCode::FAILURE;
        }
    };
    let (text, path) = match read_input(input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error[E00001]: cannot open file '{input}': {e}");
            return ExitCode::FAILURE;
        }
    };
    let opts = PpOptions {
        defines: args.defines.clone(),
        include_dirs: args.include_dirs.iter().map(Into::into).collect(),
        allow_glsl: args.allow_glsl,
        language: args.std.clone(),
        ..PpOptions::default()
    };
    if args.preprocess_only {
        let mut sources = nsl_frontend::source::SourceMap::default();
        let mut diags = nsl_frontend::diag::Diagnostics::default();
        let file = sources.add(path.as_str(), text.as_str());
        let out = preprocess(&mut sources, file, &opts, &mut diags);
        for d in &diags.list {
            eprint!("{}", render(&sources, d));
        }
        if diags.has_errors() {
            return ExitCode::FAILURE;
        }
        return write_output(&output, print_tokens(&sources, &out.tokens).as_bytes());
    }
    // The SPIR-V version comes from the profile's SPIR-V or Vulkan part;
    // the whole profile constrains capabilities (checked by the frontend).
    let profile = args
        .profile
        .iter()
        .flat_map(|p| p.split('+'))
        .find_map(nsl_spirv::profile::profile)
        .unwrap_or(nsl_spirv::profile::DEFAULT);
    let text_target = matches!(target.as_str(), "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp");
    // GLSL, HLSL, WGSL and Metal print vertex and fragment shaders too.
    let graphics_text = matches!(target.as_str(), "glsl" | "hlsl" | "wgsl" | "metal");
    // GLSL also geometry, tessellation, mesh, task and ray-tracing shaders;
    // HLSL geometry, hull, domain and ray-tracing ones.
    let printable = |s: &str| {
        s == "compute"
            || (graphics_text && matches!(s, "vertex" | "fragment" | "pixel"))
            || (target == "glsl" && matches!(s, "geometry" | "hull" | "domain" | "mesh" | "amplification"))
            || (target == "hlsl" && matches!(s, "geometry" | "hull" | "domain"))
            || (matches!(target.as_str(), "glsl" | "hlsl") && nsl_spirv::dialect::ray_tracing_model(s).is_some())
    };
    // A stage the target does not print is refused after checking too.
    if let Some(stage) = args.stages().find(|s| text_target && !printable(s)).filter(|_| refusal.is_none()) {
        refusal =
            Some(format!("error[E00015]: the {target} target compiles compute entry points only, not stage '{stage}'"));
    }
    // `-entry NAME [-stage S]` (a `-stage` alone names `main`, as slangc).
    // Without `-stage`, a stage profile (`ps_5_0`, `spirv_1_5+fragment`)
    // names the stage, as in slangc.
    let profile_stage = args.profile.as_deref().and_then(profile_stage);
    // `-entry name<A, B>` and `-specialize A, B` give a generic entry
    // point its arguments.
    let mut entry_generic_args = Vec::new();
    let mut entry_points: Vec<(String, Option<String>)> = args
        .entries
        .iter()
        .map(|e| {
            let (name, gargs) = nanoslang::cli::split_entry_name(&e.name);
            if let Some(gargs) = gargs.or_else(|| (!args.specialize.is_empty()).then(|| args.specialize.clone())) {
                entry_generic_args.push((name.clone(), gargs));
            }
            (name, e.stage.clone().or_else(|| args.stage.clone()).or_else(|| profile_stage.clone()))
        })
        .collect();
    if entry_points.is_empty() && args.stage.is_some() {
        entry_points.push(("main".to_string(), args.stage.clone()));
    }
    let capabilities = CapabilityOptions {
        // The capability atom of the target (`spirv-asm` is SPIR-V).
        target: spirv.then(|| target.trim_end_matches("-asm").to_string()),
        profile: args.profile.clone(),
        capabilities: args.capabilities.clone(),
        ignore: args.ignore_capabilities,
        print: args.print_capabilities.clone(),
        conformances: args.conformances.clone(),
        entry_points: entry_points.clone(),
        entry_generic_args,
    };
    let frontend = FrontendOptions {
        warnings: args.warnings.clone(),
        capabilities,
        unscoped_enum: args.unscoped_enum,
        matrix_row_major: args.matrix_layout == Some(MatrixLayout::RowMajor),
    };
    let mut c = compile_full(&path, &text, &opts, &frontend);
    if let Some(depfile) = &args.depfile {
        if let Err(e) = write_depfile(depfile, &output, &c.sources) {
            eprintln!("error[E00004]: cannot write dependency file '{depfile}': {e}");
            return ExitCode::FAILURE;
        }
    }
    *capability_time = c.capability_time;
    for d in &c.diags.list {
        if args.short_diagnostics {
            eprintln!("{}", nsl_frontend::diag::render_short(&c.sources, d));
        } else {
            eprint!("{}", render(&c.sources, d));
        }
    }
    if c.diags.dropped > 0 {
        let n = nsl_frontend::diag::MAX_ERRORS;
        eprintln!("error[E39999]: too many errors: {} more after the first {n} were not shown", c.diags.dropped);
    }
    if let Some(name) = &args.print_capabilities {
        return print_capabilities(&c.capabilities, name);
    }
    let Some(module) = c.module else { return ExitCode::FAILURE };
    c.ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    if c.diags.list.iter().any(|d| d.severity == Severity::Error) {
        return ExitCode::FAILURE;
    }
    if let Some(refusal) = refusal {
        eprintln!("{refusal}");
        return ExitCode::FAILURE;
    }
    let frontend_language = nsl_frontend::compile::module_language(&c.ctx, module);
    let Ok(language) = run_pipeline(&mut c.ctx, module, &args.pipeline, frontend_language, None, args) else {
        return ExitCode::FAILURE;
    };
    if !spirv {
        return write_output(&output, nsl_ir::printer::print_op(&c.ctx, module).as_bytes());
    }
    let layout = args.matrix_layout.unwrap_or(MatrixLayout::ColumnMajor);
    let optimize = Optimize { egraph: !args.no_egraph_opt, fast_math: args.fp_mode == "fast" };
    let optimize = (args.opt_level > 0).then_some(optimize);
    let entries: Vec<&str> = entry_points.iter().map(|(n, _)| n.as_str()).collect();
    let entries = entries.join("|");
    let entry = (!entries.is_empty()).then_some(entries.as_str());
    let pipeline = match target.as_str() {
        "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => {
            text_pipeline(&target, entry, optimize.is_some(), layout)
        }
        _ => spirv_pipeline_with(entry, optimize, layout),
    };
    let pipeline = with_pass_options(&pipeline, "assign-bindings", &args.binding_options());
    let pipeline = with_uniformity(&pipeline, args);
    let backend = match target.as_str() {
        "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => nsl_text::printer_language(&target),
        _ => nsl_spirv::emit::input_language(&c.ctx),
    };
    let end = Some((target.trim_end_matches("-asm"), backend));
    if run_pipeline(&mut c.ctx, module, &pipeline, language, end, args).is_err() {
        return ExitCode::FAILURE;
    }
    if text_target {
        if let Some(stage) = graphics_stage(&c.ctx, module).filter(|_| !graphics_text) {
            eprintln!("error[E00015]: the {target} target compiles compute entry points only, not stage '{stage}'");
            return ExitCode::FAILURE;
        }
        // The text targets share the Vulkan legalization (their resource
        // kinds are SPIR-V's storage classes, see `text_pipeline`); the
        // printers only print.
        let printed = match target.as_str() {
            "glsl" => nsl_text::glsl::print_for(&c.ctx, module, glsl_profile_version(args.profile.as_deref())),
            "hlsl" => nsl_text::hlsl::print(&c.ctx, module),
            "wgsl" => nsl_text::wgsl::print(&c.ctx, module),
            "cuda" => nsl_text::cuda::print(&c.ctx, module),
            "metal" => nsl_text::metal::print(&c.ctx, module),
            _ => nsl_text::cpp::print(&c.ctx, module),
        };
        return match printed {
            Ok(text) => write_output(&output, text.as_bytes()),
            Err(ds) => {
                for d in ds {
                    eprint!("{}", d.render(&c.ctx));
                }
                ExitCode::FAILURE
            }
        };
    }
    let profile = nsl_spirv::profile::needed(profile, &c.ctx, module);
    let options = nsl_spirv::emit::Options {
        version: profile.version,
        debug_lines: args.debug_level > 0,
        keep_entry_point_names: args.use_entrypoint_name,
        // `-capability spvShaderInvocationReorderNV` (or the NV extension's
        // other names) picks NV's hit objects over EXT's.
        ser_nv: args.capabilities.iter().chain(args.profile.iter()).flat_map(|c| c.split('+')).any(|c| {
            c.contains("InvocationReorderNV")
                || c.contains("InvocationReorderMotionNV")
                || c.ends_with("NV_shader_invocation_reorder")
                || c.starts_with("ser_nv")
        }),
    };
    let spv = match nsl_spirv::emit::emit(&c.ctx, module, &options) {
        Ok(m) => m,
        Err(ds) => {
            for d in ds {
                eprint!("{}", d.render(&c.ctx));
            }
            return ExitCode::FAILURE;
        }
    };
    let words = nsl_spirv::emit::assemble(&spv);
    if args.validate {
        let env = nsl_spirv::profile::validation_env(profile, &spv);
        match nsl_spirv::profile::validate(&words, env) {
            Ok(()) => {}
            Err(ValidationError::Missing) => {
                eprintln!("error[E00016]: --validate needs spirv-val (Debian package spirv-tools) on PATH");
                return ExitCode::FAILURE;
            }
            Err(ValidationError::Invalid(msg)) => {
                eprintln!("error[E00019]: spirv-val --target-env {env} rejected the module:\n{msg}");
                return ExitCode::FAILURE;
            }
        }
    }
    if target == "spirv-asm" {
        return write_output(&output, nsl_spirv::asm::disassemble(&spv).as_bytes());
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    write_output(&output, &bytes)
}

/// The emitted target a target slangc knows and nanoslang does not emit is
/// checked as: that of its source language (DirectX bytecode: HLSL; PTX and
/// CUDA binaries: CUDA; host code: C++; Metal libraries: Metal; SPIR-V
/// through WGSL: WGSL).
fn checked_as(target: &str) -> Option<&'static str> {
    Some(match target {
        "dxbc" | "dxbc-asm" | "dxbc-assembly" | "dxil" | "dxil-asm" | "dxil-assembly" => "hlsl",
        "ptx" | "cuobj" | "cubin" | "cuh" => "cuda",
        "c"
        | "hpp"
        | "torch"
        | "torch-binding"
        | "torch-cpp"
        | "torch-cpp-binding"
        | "host-cpp"
        | "host-c++"
        | "host-cxx"
        | "exe"
        | "executable"
        | "shader-sharedlib"
        | "shader-sharedlibrary"
        | "shader-dll"
        | "sharedlib"
        | "sharedlibrary"
        | "dll"
        | "host-callable"
        | "callable"
        | "object-code"
        | "shader-object-code"
        | "host-host-callable"
        | "host-object-code"
        | "llvm-host-ir"
        | "llvm-ir"
        | "llvm-shader-ir"
        | "slangvm"
        | "slang-vm" => "cpp",
        "metallib" | "metallib-asm" => "metal",
        "wgsl-spirv" | "wgsl-spirv-asm" | "wgsl-spirv-assembly" => "wgsl",
        _ => return None,
    })
}

/// The stage of the first entry point that is not a compute one, if any
/// (after the pipeline: a `spv.entry_point`'s execution model).
fn graphics_stage(ctx: &nsl_ir::Context, module: nsl_ir::Op) -> Option<&'static str> {
    ctx.block_ops(ctx.body(module, 0)).into_iter().find_map(|op| {
        (ctx.op_name(op) == nsl_spirv::dialect::ENTRY_POINT.name).then(|| match ctx.attr_str(op, "model") {
            Some("Vertex") => Some("vertex"),
            Some("Fragment") => Some("fragment"),
            _ => None,
        })?
    })
}

/// `-depfile FILE`: a Makefile rule, `OUTPUT: INPUT INCLUDES...`, of the
/// files the compilation read (the main file, its `#include`s and imported
/// modules), as slangc writes it.
fn write_depfile(path: &str, output: &str, sources: &nsl_frontend::source::SourceMap) -> std::io::Result<()> {
    let escape = |s: &str| s.replace(' ', "\\ ");
    let mut deps: Vec<String> = Vec::new();
    for f in sources.files() {
        let name = f.name.as_str();
        if name.starts_with('<') || deps.iter().any(|d| d == name) {
            continue;
        }
        deps.push(name.to_string());
    }
    let deps: Vec<String> = deps.iter().map(|d| escape(d)).collect();
    std::fs::write(path, format!("{}: {}\n", escape(output), deps.join(" ")))
}

/// The shipped pipeline's `check-uniformity` step as `-uniformity` and
/// `-validate-uniformity` say: removed (`off`), every report an error
/// (`strict`), or the target's default with the `dynamic_uniform` checks.
fn with_uniformity(pipeline: &str, args: &cli::Options) -> String {
    let Some(start) = pipeline.find("check-uniformity") else { return pipeline.to_string() };
    let end = match pipeline[start..].find(['}', ',', ')']) {
        Some(i) if pipeline[start + i..].starts_with('}') => start + i + 1,
        Some(i) => start + i,
        None => pipeline.len(),
    };
    let step = &pipeline[start..end];
    let replacement = match args.uniformity.as_str() {
        "off" => String::new(),
        strict => {
            let mode = if strict == "strict" {
                "strict"
            } else if step.contains("mode=wgsl") {
                "wgsl"
            } else {
                "slang"
            };
            let validate = if args.validate_uniformity { ",validate=true" } else { "" };
            format!("check-uniformity{{mode={mode}{validate}}}")
        }
    };
    if replacement.is_empty() {
        // The step and the comma after it.
        let end = if pipeline[end..].starts_with(',') { end + 1 } else { end };
        return format!("{}{}", &pipeline[..start], &pipeline[end..]);
    }
    format!("{}{replacement}{}", &pipeline[..start], &pipeline[end..])
}

/// `pipeline` with `options` given to each `pass` in it.
fn with_pass_options(pipeline: &str, pass: &str, options: &str) -> String {
    if options.is_empty() {
        return pipeline.to_string();
    }
    pipeline.replace(pass, &format!("{pass}{{{options}}}"))
}

/// `--print-capabilities NAME`: each function called NAME (overloads and
/// generic instances each get a line) with the requirement its callers see
/// and, where it declares one, what its body needs.
fn print_capabilities(report: &[FunctionCapabilities], name: &str) -> ExitCode {
    let mut out = String::new();
    for function in report.iter().filter(|f| f.name == name) {
        out.push_str(&format!("{}: {}\n", function.name, function.requirement));
        if let Some(body) = &function.body {
            out.push_str(&format!("{} (body): {body}\n", function.name));
        }
    }
    if out.is_empty() {
        eprintln!("error[E00018]: --print-capabilities: no function named '{name}' was checked");
        return ExitCode::FAILURE;
    }
    write_output("-", out.as_bytes())
}

/// The target an output file's extension names, as slangc infers it.
fn target_of_output(path: &str) -> &'static str {
    match std::path::Path::new(path).extension().and_then(|e| e.to_str()) {
        Some("spv") => "spirv",
        Some("spv-asm") => "spirv-asm",
        Some("glsl" | "comp") => "glsl",
        Some("hlsl" | "fx") => "hlsl",
        Some("wgsl") => "wgsl",
        Some("cu") => "cuda",
        Some("metal") => "metal",
        Some("cpp" | "cxx" | "cc") => "cpp",
        _ => "ir",
    }
}

/// Runs a textual pipeline (empty: nothing) on a module of language
/// `input`, printing its diagnostics; its output language. With `end`
/// (a backend's input language), the pipeline is checked statically to end
/// in it before anything runs.
fn run_pipeline(
    ctx: &mut nsl_ir::Context,
    module: nsl_ir::Op,
    text: &str,
    input: Language,
    end: Option<(&str, Language)>,
    args: &cli::Options,
) -> Result<Language, ()> {
    let render = |ctx: &nsl_ir::Context, ds: Vec<nsl_ir::Diagnostic>| {
        for d in ds {
            eprint!("{}", d.render(ctx));
        }
    };
    let steps = parse_pipeline(text).map_err(|d| render(ctx, vec![d]))?;
    let ins =
        Instrumentation { verify_each: cfg!(debug_assertions), time_passes: args.time_passes, ..Default::default() };
    let mut pm = PassManager::new(steps, ins);
    let output = match end {
        Some((backend, end)) => pm.check_ending(ctx, input.clone(), &end, backend),
        None => pm.check(ctx, input.clone()),
    };
    let output = output.map_err(|d| render(ctx, vec![d]))?;
    let mut log = String::new();
    let result = pm.run(ctx, module, input, &mut log);
    // Warnings passes reported, under -warnings-disable / -warnings-as-errors.
    let control = &args.warnings;
    let mut failed = false;
    for mut w in std::mem::take(&mut pm.warnings) {
        let code = w.code;
        if control.all_as_errors || control.as_errors.iter().any(|id| cli::WarningOptions::matches(id, code)) {
            w.severity = nsl_ir::Severity::Error;
            failed = true;
        } else if control.disabled.iter().any(|id| cli::WarningOptions::matches(id, code)) {
            continue;
        }
        eprint!("{}", w.render(ctx));
    }
    if args.time_passes {
        eprint!("{}", pm.summary());
    }
    result.map_err(|ds| render(ctx, ds))?;
    if failed {
        return Err(());
    }
    Ok(output)
}

fn write_output(path: &str, bytes: &[u8]) -> ExitCode {
    if path == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        return match out.write_all(bytes).and_then(|()| out.flush()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error[E00004]: cannot write the output: {e}");
                ExitCode::FAILURE
            }
        };
    }
    match std::fs::write(path, bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error[E00004]: cannot write output file '{path}': {e}");
            ExitCode::FAILURE
        }
    }
}

/// The stage a profile names: the prefix of a shader-model profile
/// (`ps_5_0` is a fragment shader) or a `+stage` part (`spirv_1_5+fragment`).
fn profile_stage(profile: &str) -> Option<String> {
    const PREFIXES: &[(&str, &str)] = &[
        ("vs_", "vertex"),
        ("ps_", "fragment"),
        ("gs_", "geometry"),
        ("hs_", "hull"),
        ("ds_", "domain"),
        ("cs_", "compute"),
        ("ms_", "mesh"),
        ("as_", "amplification"),
    ];
    let mut parts = profile.split('+');
    let first = parts.next()?;
    if let Some(&(_, stage)) = PREFIXES.iter().find(|(p, _)| first.starts_with(p)) {
        return Some(stage.to_string());
    }
    parts.find(|p| nsl_frontend::check::stage_name(p).is_some()).map(String::from)
}

/// The GLSL version a profile names (`glsl_460`, `glsl_450+GL_EXT_...`):
/// the least `#version` the GLSL target prints.
fn glsl_profile_version(profile: Option<&str>) -> u32 {
    profile
        .into_iter()
        .flat_map(|p| p.split('+'))
        .filter_map(|part| part.strip_prefix("glsl_").and_then(|v| v.parse().ok()))
        .max()
        .unwrap_or(0)
}
