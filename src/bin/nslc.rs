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

use clap::Parser;
use nanoslang::read_input;
use nsl_frontend::check::{CapabilityOptions, FunctionCapabilities};
use nsl_frontend::compile::compile_with;
use nsl_frontend::diag::{render, Severity};
use nsl_frontend::preprocess::{preprocess, print_tokens, PpOptions};
use nsl_ir::{Language, MatrixLayout};
use nsl_passes::pipeline::{spirv_pipeline_with, text_pipeline, Optimize};
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};
use nsl_spirv::profile::ValidationError;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "nslc", about = "Compile Slang shaders", version)]
struct Args {
    /// The Slang source file (`-` for stdin).
    input: String,
    /// Output file (default stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Code-generation target: `ir` prints nanoslang IR, `spirv` writes a
    /// SPIR-V binary, `spirv-asm` its disassembly, `glsl` Vulkan GLSL, `hlsl` HLSL, `wgsl` WGSL, `metal` Metal, `cuda` CUDA, `cpp` C++ (the CPU).
    /// Without it, the `-o` file's extension decides (`.spv`, `.spv-asm`,
    /// `.glsl` / `.comp`, `.hlsl`, `.wgsl`, `.metal`, `.cu`, `.cpp`), as in slangc; else `ir`.
    #[arg(long = "target", alias = "target")]
    target: Option<String>,
    /// Preprocess only and print the result.
    #[arg(short = 'E')]
    preprocess_only: bool,
    /// `-D NAME[=VALUE]`: define a macro.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// `-I DIR`: add an include directory.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<String>,
    /// Treat warnings as errors.
    #[arg(long = "warnings-as-errors")]
    warnings_as_errors: bool,
    /// One line per diagnostic, without source snippets.
    #[arg(long = "diagnostics-short")]
    short_diagnostics: bool,
    /// An IR pass pipeline to run after lowering (as in nsl-opt).
    #[arg(short = 'p', long = "pass-pipeline", default_value = "")]
    pipeline: String,
    /// Entry point to compile (SPIR-V targets); without it every entry point is.
    #[arg(long = "entry")]
    entry: Option<String>,
    /// Stage of the entry point (the SPIR-V target compiles `compute`).
    #[arg(long = "stage")]
    stage: Option<String>,
    /// The capabilities to compile for: a profile (`sm_6_6`, `glsl_450`,
    /// `cs_6_1`), capability names joined by `+`
    /// (`spirv_1_5+SPV_KHR_ray_tracing`), or a Vulkan version (`vk1.2`).
    /// For SPIR-V its `spirv_1_3` (default) ... `spirv_1_6` or `vk1.1` ...
    /// `vk1.3` part also picks the SPIR-V version.
    #[arg(long = "profile")]
    profile: Option<String>,
    /// `-capability NAME`: a capability the target provides besides the profile's.
    #[arg(long = "capability", value_name = "NAME")]
    capabilities: Vec<String>,
    /// `-conformance TYPE:INTERFACE[=ID]`: TYPE conforms to INTERFACE with
    /// type id ID (interface-typed data written by the host names it).
    #[arg(long = "conformance", value_name = "TYPE:INTERFACE[=ID]", value_parser = nsl_frontend::check::parse_conformance_option)]
    conformances: Vec<(String, String, Option<u32>)>,
    /// Infer capabilities but report no capability error.
    #[arg(long = "ignore-capabilities")]
    ignore_capabilities: bool,
    /// Print the inferred capability requirement of the functions called
    /// NAME, in canonical form, and stop.
    #[arg(long = "print-capabilities", value_name = "NAME")]
    print_capabilities: Option<String>,
    /// Print to stderr how long capability checking took, and its share of
    /// the whole compilation.
    #[arg(long = "time-capabilities")]
    time_capabilities: bool,
    /// Optimization level for SPIR-V: 0 runs only the legalization passes.
    #[arg(short = 'O', default_value = "1")]
    opt_level: u8,
    /// Float optimisation: `exact` (default) never changes a float result;
    /// `fast` lets egraph-opt drop signed zeros, NaN payloads and rounding.
    #[arg(long = "fp-mode", default_value = "exact", value_parser = ["exact", "fast"])]
    fp_mode: String,
    /// Leave egraph-opt out of the optimising pipeline (for comparisons).
    #[arg(long = "no-egraph-opt")]
    no_egraph_opt: bool,
    /// Validate the SPIR-V with spirv-val for the profile's environment.
    #[arg(long = "validate")]
    validate: bool,
    /// Matrices declared without `row_major` / `column_major` are
    /// row-major in memory (the default of Slang's API and test runner).
    #[arg(long = "matrix-layout-row-major", overrides_with = "column_major")]
    row_major: bool,
    /// Matrices declared without a layout are column-major in memory: the
    /// default, as on slangc's command line.
    #[arg(long = "matrix-layout-column-major", overrides_with = "row_major")]
    column_major: bool,
}

/// slangc spells long options with one dash (`-target`, `-entry`); accept both.
fn normalized_args() -> Vec<String> {
    const LONG: [&str; 15] = [
        "-capability",
        "-conformance",
        "-ignore-capabilities",
        "-fp-mode",
        "-no-egraph-opt",
        "-target",
        "-entry",
        "-stage",
        "-warnings-as-errors",
        "-diagnostics-short",
        "-pass-pipeline",
        "-profile",
        "-validate",
        "-matrix-layout-row-major",
        "-matrix-layout-column-major",
    ];
    std::env::args()
        .map(|a| {
            let name = a.split('=').next().unwrap_or("");
            if LONG.contains(&name) {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn main() -> ExitCode {
    if std::env::args().nth(1).as_deref() == Some("run") {
        return run::main();
    }
    let args = Args::parse_from(normalized_args());
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

/// Everything after option parsing: read, compile, write.
fn compile_and_write(args: &Args, capability_time: &mut std::time::Duration) -> ExitCode {
    let (text, path) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error[E00001]: cannot open file '{}': {e}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let opts = PpOptions {
        defines: args
            .defines
            .iter()
            .map(|d| match d.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (d.clone(), None),
            })
            .collect(),
        include_dirs: args.include_dirs.iter().map(Into::into).collect(),
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
        return write_output(&args.output, print_tokens(&sources, &out.tokens).as_bytes());
    }
    let target = args.target.clone().unwrap_or_else(|| target_of_output(&args.output).to_string());
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
    // The SPIR-V version comes from the profile's SPIR-V or Vulkan part;
    // the whole profile constrains capabilities (checked by the frontend).
    let profile = args
        .profile
        .iter()
        .flat_map(|p| p.split('+'))
        .find_map(nsl_spirv::profile::profile)
        .unwrap_or(nsl_spirv::profile::DEFAULT);
    if let Some(stage) = args.stage.as_deref().filter(|s| spirv && *s != "compute") {
        eprintln!("error[E00015]: the SPIR-V target compiles compute entry points only, not stage '{stage}'");
        return ExitCode::FAILURE;
    }
    let capabilities = CapabilityOptions {
        // The capability atom of the target (`spirv-asm` is SPIR-V).
        target: spirv.then(|| target.trim_end_matches("-asm").to_string()),
        profile: args.profile.clone(),
        capabilities: args.capabilities.clone(),
        ignore: args.ignore_capabilities,
        print: args.print_capabilities.clone(),
        conformances: args.conformances.clone(),
    };
    let mut c = compile_with(&path, &text, &opts, args.warnings_as_errors, &capabilities);
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
    if run_pipeline(&mut c.ctx, module, &args.pipeline).is_err() {
        return ExitCode::FAILURE;
    }
    if !spirv {
        return write_output(&args.output, nsl_ir::printer::print_op(&c.ctx, module).as_bytes());
    }
    let layout = if args.row_major { MatrixLayout::RowMajor } else { MatrixLayout::ColumnMajor };
    let optimize = Optimize { egraph: !args.no_egraph_opt, fast_math: args.fp_mode == "fast" };
    let optimize = (args.opt_level > 0).then_some(optimize);
    let pipeline = match target.as_str() {
        "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => {
            text_pipeline(&target, args.entry.as_deref(), optimize.is_some(), layout)
        }
        _ => spirv_pipeline_with(args.entry.as_deref(), optimize, layout),
    };
    if run_pipeline(&mut c.ctx, module, &pipeline).is_err() {
        return ExitCode::FAILURE;
    }
    if matches!(target.as_str(), "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp") {
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
            Ok(text) => write_output(&args.output, text.as_bytes()),
            Err(ds) => {
                for d in ds {
                    eprint!("{}", d.render(&c.ctx));
                }
                ExitCode::FAILURE
            }
        };
    }
    let options = nsl_spirv::emit::Options { version: profile.version };
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
                eprintln!("error[E00017]: spirv-val --target-env {env} rejected the module:\n{msg}");
                return ExitCode::FAILURE;
            }
        }
    }
    if target == "spirv-asm" {
        return write_output(&args.output, nsl_spirv::asm::disassemble(&spv).as_bytes());
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    write_output(&args.output, &bytes)
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

/// Runs a textual pipeline (empty: nothing), printing its diagnostics.
fn run_pipeline(ctx: &mut nsl_ir::Context, module: nsl_ir::Op, text: &str) -> Result<(), ()> {
    let render = |ctx: &nsl_ir::Context, ds: Vec<nsl_ir::Diagnostic>| {
        for d in ds {
            eprint!("{}", d.render(ctx));
        }
    };
    let steps = parse_pipeline(text).map_err(|d| render(ctx, vec![d]))?;
    let ins = Instrumentation { verify_each: cfg!(debug_assertions), ..Default::default() };
    let mut pm = PassManager::new(steps, ins);
    let mut log = String::new();
    let lang = Language::all(ctx);
    pm.run(ctx, module, lang, &mut log).map_err(|ds| render(ctx, ds))
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
