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
use nsl_frontend::compile::compile;
use nsl_frontend::diag::{render, Severity};
use nsl_frontend::preprocess::{preprocess, print_tokens, PpOptions};
use nsl_ir::{Language, MatrixLayout};
use nsl_passes::pipeline::{spirv_pipeline, text_pipeline};
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
    /// SPIR-V version and Vulkan environment: spirv_1_3 (default) ...
    /// spirv_1_6, vk1.1 ... vk1.3.
    #[arg(long = "profile")]
    profile: Option<String>,
    /// Optimization level for SPIR-V: 0 runs only the legalization passes.
    #[arg(short = 'O', default_value = "1")]
    opt_level: u8,
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
    const LONG: [&str; 10] = [
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
    let profile = match args.profile.as_deref() {
        None => nsl_spirv::profile::DEFAULT,
        Some(name) => match nsl_spirv::profile::profile(name) {
            Some(p) => p,
            None => {
                let known: Vec<&str> = nsl_spirv::profile::PROFILES.iter().map(|p| p.0).collect();
                eprintln!("error[E00014]: unknown profile '{name}' (known: {})", known.join(", "));
                return ExitCode::FAILURE;
            }
        },
    };
    if let Some(stage) = args.stage.as_deref().filter(|s| spirv && *s != "compute") {
        eprintln!("error[E00015]: the SPIR-V target compiles compute entry points only, not stage '{stage}'");
        return ExitCode::FAILURE;
    }
    let mut c = compile(&path, &text, &opts, args.warnings_as_errors);
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
    let pipeline = match target.as_str() {
        "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => {
            text_pipeline(&target, args.entry.as_deref(), args.opt_level > 0, layout)
        }
        _ => spirv_pipeline(args.entry.as_deref(), args.opt_level > 0, layout),
    };
    if run_pipeline(&mut c.ctx, module, &pipeline).is_err() {
        return ExitCode::FAILURE;
    }
    if matches!(target.as_str(), "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp") {
        // The text targets share the Vulkan legalization (their resource
        // kinds are SPIR-V's storage classes, see `text_pipeline`); the
        // printers only print.
        let printed = match target.as_str() {
            "glsl" => nsl_text::glsl::print(&c.ctx, module),
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
