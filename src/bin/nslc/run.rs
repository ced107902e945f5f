//! `nslc run FILE.slang`: compiles a compute shader, fills its buffers and
//! uniforms from the file's `//TEST_INPUT` lines, dispatches it and prints
//! the output buffers as Slang's render-test does (one hex word per line,
//! or typed values with `-output-using-type`).
//!
//! Without `--backend` it runs on Vulkan and, when Vulkan cannot run here
//! (no loader, no device, no SPIR-V), on the IR interpreter, saying so on
//! stderr. Exit status: 0 ran; 1 the file does not compile, its inputs do
//! not fit the shader, or the dispatch failed; 3 the chosen backend cannot
//! run this program or cannot run on this machine.

use clap::{Parser, ValueEnum};
use nsl_runtime::{Backend, Error, Options};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nslc run",
    bin_name = "nslc run",
    about = "Run a compute shader with the inputs of its //TEST_INPUT lines"
)]
struct RunArgs {
    /// The Slang file.
    input: String,
    /// The compute entry point (default: the only one, else computeMain).
    #[arg(long = "entry")]
    entry: Option<String>,
    /// Where to run; default: Vulkan, falling back to the interpreter.
    #[arg(long = "backend", value_enum)]
    backend: Option<BackendArg>,
    /// Print typed values instead of hex words.
    #[arg(long = "output-using-type")]
    output_using_type: bool,
    /// Work groups to dispatch, X,Y,Z (default 1,1,1).
    #[arg(long = "compute-dispatch", value_name = "X,Y,Z", value_parser = parse_dispatch)]
    dispatch: Option<[u32; 3]>,
    /// `-D NAME[=VALUE]`: define a macro.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// `-I DIR`: add an include directory.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<String>,
    /// Matrices without a layout modifier are column-major (default: row-major, as in Slang's test runner).
    #[arg(long = "matrix-layout-column-major", overrides_with = "row_major")]
    column_major: bool,
    /// Matrices without a layout modifier are row-major (the default).
    #[arg(long = "matrix-layout-row-major", overrides_with = "column_major")]
    row_major: bool,
    /// Run this SPIR-V file on Vulkan instead of nanoslang's output (for
    /// example slangc's for the same shader): buffers and constant buffers
    /// go to the slots of its variables of the same names.
    #[arg(long = "spirv", value_name = "FILE.spv")]
    spirv: Option<String>,
    /// Check nanoslang's SPIR-V with spirv-val before running it on Vulkan.
    #[arg(long = "validate")]
    validate: bool,
    /// `-conformance TYPE:INTERFACE[=ID]`, as slangc's (besides the test
    /// file's `type_conformance` lines).
    #[arg(long = "conformance", value_name = "TYPE:INTERFACE[=ID]", value_parser = nsl_frontend::check::parse_conformance_option)]
    conformances: Vec<(String, String, Option<u32>)>,
}

#[derive(Clone, Copy, ValueEnum)]
enum BackendArg {
    Vulkan,
    Interp,
    /// nanoslang's C++ compiled with g++ (`$CXX`) and run on the CPU.
    Cpp,
    /// nanoslang's CUDA compiled with nvcc (`$NVCC`) and run on the GPU.
    Cuda,
}

fn parse_dispatch(text: &str) -> Result<[u32; 3], String> {
    let parts: Option<Vec<u32>> = text.split(',').map(|p| p.trim().parse().ok().filter(|&n| n > 0)).collect();
    parts.and_then(|p| p.try_into().ok()).ok_or_else(|| "expected X,Y,Z of positive numbers".to_string())
}

/// Options spelled with one dash, as render-test and slangc spell them.
const ONE_DASH: [&str; 8] = [
    "-conformance",
    "-spirv",
    "-entry",
    "-backend",
    "-output-using-type",
    "-compute-dispatch",
    "-matrix-layout-row-major",
    "-matrix-layout-column-major",
];

pub fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args()
        .enumerate()
        .filter(|&(i, _)| i != 1)
        .map(|(_, a)| if ONE_DASH.contains(&a.split('=').next().unwrap_or("")) { format!("-{a}") } else { a })
        .collect();
    let args = RunArgs::parse_from(argv);
    let text = match std::fs::read(&args.input) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("error[E00001]: cannot open file '{}': {e}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let spirv = match &args.spirv {
        None => None,
        Some(path) => match std::fs::read(path) {
            Ok(bytes) if bytes.len() % 4 == 0 => {
                Some(bytes.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect())
            }
            Ok(_) => {
                eprintln!("error: '{path}' is not SPIR-V (its size is not a multiple of 4)");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error[E00001]: cannot open file '{path}': {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    let options = Options {
        entry: args.entry.clone(),
        output_using_type: args.output_using_type,
        dispatch: args.dispatch,
        defines: args
            .defines
            .iter()
            .map(|d| match d.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (d.clone(), None),
            })
            .collect(),
        include_dirs: args.include_dirs.iter().map(Into::into).collect(),
        row_major: args.row_major || !args.column_major,
        spirv,
        validate: args.validate,
        conformances: args.conformances.clone(),
    };
    let result = match args.backend {
        Some(BackendArg::Interp) => nsl_runtime::run(&args.input, &text, &options, Backend::Interp),
        Some(BackendArg::Vulkan) => nsl_runtime::run(&args.input, &text, &options, Backend::Vulkan),
        Some(BackendArg::Cpp) => nsl_runtime::run(&args.input, &text, &options, Backend::Cpp),
        Some(BackendArg::Cuda) => nsl_runtime::run(&args.input, &text, &options, Backend::Cuda),
        None => match nsl_runtime::run(&args.input, &text, &options, Backend::Vulkan) {
            Err(Error::Unavailable(why)) => {
                eprintln!("nslc run: Vulkan is not available ({why}); running on the IR interpreter");
                nsl_runtime::run(&args.input, &text, &options, Backend::Interp)
            }
            other => other,
        },
    };
    match result {
        Ok(outcome) => {
            eprint!("{}", outcome.warnings);
            print!("{}", outcome.output);
            ExitCode::SUCCESS
        }
        Err(e @ (Error::Unsupported(_) | Error::Unavailable(_))) => {
            eprintln!("{e}");
            ExitCode::from(3)
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
