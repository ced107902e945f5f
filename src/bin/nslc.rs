//! nslc: the nanoslang compiler driver, with slangc's option names where
//! slangc has them.
//!
//! Today it preprocesses (`-E`), checks and lowers Slang to verified IR and
//! prints it (`-target ir`, the default until the SPIR-V and text targets
//! exist), optionally after a pass pipeline.

use clap::Parser;
use nanoslang::read_input;
use nsl_frontend::compile::compile;
use nsl_frontend::diag::{render, Severity};
use nsl_frontend::preprocess::{preprocess, print_tokens, PpOptions};
use nsl_ir::Language;
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "nslc", about = "Compile Slang shaders", version)]
struct Args {
    /// The Slang source file (`-` for stdin).
    input: String,
    /// Output file (default stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Code-generation target; `ir` prints nanoslang IR.
    #[arg(long = "target", alias = "target", default_value = "ir")]
    target: String,
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
    /// Entry point name (accepted for slangc compatibility; every entry point is compiled).
    #[arg(long = "entry")]
    entry: Option<String>,
    /// Stage (accepted for slangc compatibility).
    #[arg(long = "stage")]
    stage: Option<String>,
}

/// slangc spells long options with one dash (`-target`, `-entry`); accept both.
fn normalized_args() -> Vec<String> {
    const LONG: [&str; 7] =
        ["-target", "-entry", "-stage", "-warnings-as-errors", "-diagnostics-short", "-pass-pipeline", "-profile"];
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
        return write_output(&args.output, &print_tokens(&sources, &out.tokens));
    }
    if args.target != "ir" {
        eprintln!("error[E00013]: unknown code generation target '{}' (this version emits: ir)", args.target);
        return ExitCode::FAILURE;
    }
    let _ = (&args.entry, &args.stage);
    let mut c = compile(&path, &text, &opts, args.warnings_as_errors);
    for d in &c.diags.list {
        if args.short_diagnostics {
            eprintln!("{}", nsl_frontend::diag::render_short(&c.sources, d));
        } else {
            eprint!("{}", render(&c.sources, d));
        }
    }
    let Some(module) = c.module else { return ExitCode::FAILURE };
    if c.diags.list.iter().any(|d| d.severity == Severity::Error) {
        return ExitCode::FAILURE;
    }
    let steps = match parse_pipeline(&args.pipeline) {
        Ok(s) => s,
        Err(d) => {
            eprint!("{}", d.render(&c.ctx));
            return ExitCode::FAILURE;
        }
    };
    let ins = Instrumentation { verify_each: cfg!(debug_assertions), ..Default::default() };
    let mut pm = PassManager::new(steps, ins);
    let mut log = String::new();
    let lang = Language::all(&c.ctx);
    if let Err(ds) = pm.run(&mut c.ctx, module, lang, &mut log) {
        for d in ds {
            eprint!("{}", d.render(&c.ctx));
        }
        return ExitCode::FAILURE;
    }
    write_output(&args.output, &nsl_ir::printer::print_op(&c.ctx, module))
}

fn write_output(path: &str, text: &str) -> ExitCode {
    if path == "-" {
        print!("{text}");
        return ExitCode::SUCCESS;
    }
    match std::fs::write(path, text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error[E00004]: cannot write output file '{path}': {e}");
            ExitCode::FAILURE
        }
    }
}
