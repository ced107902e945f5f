//! nsl-opt: reads textual IR, runs a pass pipeline, prints IR.
//!
//! `nsl-opt FILE.nir --pass-pipeline='module(func(cse,canonicalize),inline)'`

use clap::Parser;
use nanoslang::{emit_diagnostics, read_input};
use nsl_ir::interp::{value_from_attr, Interpreter};
use nsl_ir::printer::{print_op, print_type};
use nsl_ir::verify::verify;
use nsl_ir::{Diagnostic, Language, Loc};
use nsl_passes::{parse_pipeline, Instrumentation, PassManager, REGISTRY};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(name = "nsl-opt", about = "Run nanoslang IR passes on textual IR", version)]
struct Args {
    /// Input file (`-` or nothing for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// The pass pipeline, e.g. `module(func(cse,canonicalize),inline{max-size=40})`.
    #[arg(short = 'p', long = "pass-pipeline", default_value = "")]
    pipeline: String,
    /// Output file (default stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Verify the IR after every pass (default: on in debug builds).
    #[arg(long, num_args = 0..=1, default_missing_value = "true")]
    verify_each: Option<bool>,
    /// Print the IR before the named pass (repeatable).
    #[arg(long = "print-ir-before", value_name = "PASS")]
    print_before: Vec<String>,
    /// Print the IR after the named pass (repeatable).
    #[arg(long = "print-ir-after", value_name = "PASS")]
    print_after: Vec<String>,
    /// Print the IR after every pass.
    #[arg(long = "print-ir-after-all")]
    print_after_all: bool,
    /// Print the IR after every pass that changed it.
    #[arg(long = "print-ir-after-change")]
    print_after_change: bool,
    /// Report the time of parsing, verification, each pass and printing.
    #[arg(long)]
    time_passes: bool,
    /// Report each pass's statistics.
    #[arg(long)]
    pass_stats: bool,
    /// Interpret this function after the pipeline and print its results.
    #[arg(long, value_name = "FUNC")]
    run: Option<String>,
    /// Arguments for --run, in attribute syntax (`3`, `-1.5`, `[1, 2]`, `true`).
    #[arg(long, num_args = 0.., allow_hyphen_values = true)]
    args: Vec<String>,
    /// Diagnostics are the expected output (checked by the test runner):
    /// exit successfully when the input is rejected with diagnostics.
    #[arg(long)]
    verify_diagnostics: bool,
    /// Treat `// -----` lines as separators between independent inputs;
    /// each chunk is processed alone and outputs are joined by `// -----`.
    #[arg(long)]
    split_input_file: bool,
    /// List the registered passes and exit.
    #[arg(long)]
    list_passes: bool,
    /// List the registered ops with their traits and exit.
    #[arg(long)]
    list_ops: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let ctx = nanoslang::context();
    if args.list_passes {
        for p in REGISTRY {
            let opts: Vec<_> = p.options.iter().map(|o| format!("{}: {}", o.name, o.summary)).collect();
            println!("{:<14} [{}] {}", p.name, p.anchor.keyword(), p.summary);
            for o in opts {
                println!("{:<14}   {o}", "");
            }
        }
        return ExitCode::SUCCESS;
    }
    if args.list_ops {
        for k in ctx.op_kinds() {
            let s = ctx.schema_of(k);
            println!("{:<20} {} [{}]", s.name, s.summary, s.traits.names().join(", "));
        }
        return ExitCode::SUCCESS;
    }
    let (src, file_name) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error[NSL0001]: cannot read {}: {e}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let chunks = if args.split_input_file { split_chunks(&src) } else { vec![src] };
    let mut outputs = Vec::new();
    let mut failed = false;
    for chunk in &chunks {
        match process(&args, chunk, &file_name) {
            Ok(out) => outputs.push(out),
            Err(()) => failed = true,
        }
    }
    if failed {
        // Under --verify-diagnostics, rejection with diagnostics is the expected outcome.
        return if args.verify_diagnostics { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    let text = outputs.join("// -----\n");
    let written = if args.output == "-" {
        print!("{text}");
        Ok(())
    } else {
        std::fs::write(&args.output, text)
    };
    if let Err(e) = written {
        eprintln!("error[NSL0002]: cannot write {}: {e}", args.output);
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Splits at `// -----` lines, blanking the other chunks' lines so that
/// every chunk keeps its line numbers in diagnostics.
fn split_chunks(src: &str) -> Vec<String> {
    let lines: Vec<&str> = src.lines().collect();
    let mut bounds = vec![0];
    bounds.extend(lines.iter().enumerate().filter(|(_, l)| l.trim() == "// -----").map(|(i, _)| i + 1));
    bounds.push(lines.len() + 1);
    bounds
        .windows(2)
        .map(|w| {
            let mut chunk = "\n".repeat(w[0]);
            for l in &lines[w[0]..(w[1] - 1).min(lines.len())] {
                chunk.push_str(l);
                chunk.push('\n');
            }
            chunk
        })
        .collect()
}

/// Parses, verifies, runs the pipeline and prints (or interprets) one input.
/// Diagnostics go to stderr; `Err` means the input was rejected.
fn process(args: &Args, src: &str, file_name: &str) -> Result<String, ()> {
    let mut ctx = nanoslang::context();
    let mut timings = Vec::new();
    let start = Instant::now();
    let module = nsl_dialects::parse_module(&mut ctx, src, file_name).map_err(|d| emit_diagnostics(&ctx, &[d]))?;
    let num_ops = ctx.count_ops(module);
    timings.push(("parse", start.elapsed()));
    let start = Instant::now();
    verify(&ctx, module).map_err(|ds| emit_diagnostics(&ctx, &ds))?;
    timings.push(("verify", start.elapsed()));
    let steps = parse_pipeline(&args.pipeline).map_err(|d| emit_diagnostics(&ctx, &[d]))?;
    let instrumentation = Instrumentation {
        verify_each: args.verify_each.unwrap_or(cfg!(debug_assertions)),
        print_before: args.print_before.clone(),
        print_after: args.print_after.clone(),
        print_after_all: args.print_after_all,
        print_after_change: args.print_after_change,
        time_passes: args.time_passes,
        pass_stats: args.pass_stats,
    };
    let mut pm = PassManager::new(steps, instrumentation);
    let mut log = String::new();
    // Textual IR declares no language: it is in the one it satisfies.
    let input_language = Language::holding(&ctx, module, &nsl_passes::contract::known_invariants());
    let result = pm.run(&mut ctx, module, input_language, &mut log);
    eprint!("{log}");
    for w in &pm.warnings {
        eprint!("{}", w.render(&ctx));
    }
    result.map_err(|ds| emit_diagnostics(&ctx, &ds))?;
    if let Some(func) = &args.run {
        return run_function(&mut ctx, module, func, &args.args);
    }
    let start = Instant::now();
    let text = print_op(&ctx, module);
    timings.push(("print", start.elapsed()));
    if args.time_passes {
        for (what, t) in timings {
            let secs = t.as_secs_f64();
            eprintln!(
                "time: {what} {:.3} ms ({num_ops} ops, {:.0} ops/s)",
                secs * 1e3,
                num_ops as f64 / secs.max(1e-9)
            );
        }
    }
    eprint!("{}", pm.summary());
    Ok(text)
}

/// `--run FUNC --args ...`: interprets a function; the output is each
/// result as `VALUE : TYPE`, one per line.
fn run_function(ctx: &mut nsl_ir::Context, module: nsl_ir::Op, name: &str, raw_args: &[String]) -> Result<String, ()> {
    let fail = |ctx: &nsl_ir::Context, loc: Loc, msg: String| {
        emit_diagnostics(ctx, &[Diagnostic::error("NSL4002", loc, msg)]);
        Err(())
    };
    let table = nsl_ir::SymbolTable::build(ctx, module);
    let func = ctx.existing_sym(name).and_then(|s| table.lookup(s));
    let Some(func) = func else { return fail(ctx, Loc::UNKNOWN, format!("no function @{name} to run")) };
    let Some((params, results)) = nsl_dialects::func::signature(ctx, func).map(|(p, r)| (p.to_vec(), r.to_vec()))
    else {
        return fail(ctx, ctx.loc(func), format!("@{name} is not a function"));
    };
    if params.len() != raw_args.len() {
        let msg = format!("@{name} takes {} arguments, --args gave {}", params.len(), raw_args.len());
        return fail(ctx, ctx.loc(func), msg);
    }
    let mut values = Vec::new();
    for (raw, &ty) in raw_args.iter().zip(&params) {
        let attr = match nsl_ir::parser::parse_attr(ctx, raw) {
            Ok(a) => a,
            Err(d) => return fail(ctx, Loc::UNKNOWN, format!("argument '{raw}': {}", d.message)),
        };
        match value_from_attr(ctx, attr, ty) {
            Some(v) => values.push(v),
            None => {
                return fail(
                    ctx,
                    Loc::UNKNOWN,
                    format!("argument '{raw}' is not a value of type {}", print_type(ctx, ty)),
                )
            }
        }
    }
    let outcome = Interpreter::new(ctx, module).call(func, values);
    match outcome {
        Ok(vals) => {
            let mut out = String::new();
            for (v, &ty) in vals.iter().zip(&results) {
                let value = nanoslang::format_value(ctx, v, ty);
                out.push_str(&format!("{value} : {}\n", print_type(ctx, ty)));
            }
            Ok(out)
        }
        Err(trap) => {
            emit_diagnostics(ctx, &[Diagnostic::error("NSL4001", trap.loc, format!("trap: {}", trap.message))]);
            Err(())
        }
    }
}
