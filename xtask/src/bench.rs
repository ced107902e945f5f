//! `cargo xtask bench`: times release `nsl-opt` on generated modules of
//! growing size, with and without an optimisation pipeline, and reports its
//! `--time-passes` lines and peak memory.

use crate::{cargo, format_duration, run_checked, target_dir};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DEFAULT_SIZES: [u64; 3] = [1_000, 10_000, 100_000];
const SEED: &str = "1";
const PIPELINE: &str = "module(func(canonicalize,cse,dce),inline,mem2reg,symbol-dce)";
/// GNU time: `-f` output written after the command's stderr.
const GNU_TIME: &str = "/usr/bin/time";
const RSS_MARKER: &str = "xtask-peak-rss-kib:";
/// Requested sizes of the pure functions egraph-opt is timed on.
const EGRAPH_SIZES: [u64; 5] = [100, 300, 1_000, 3_000, 10_000];
const EGRAPH_PIPELINE: &str = "module(func(egraph-opt))";
const CLEANUP_PIPELINE: &str = "module(func(canonicalize,cse))";

pub const USAGE: &str = "cargo xtask bench [--sizes N,N,...]
    Builds nsl-gen and nsl-opt in release mode; for each size (default 1000,10000,100000)
    generates a module with `nsl-gen --ops N --seed 1` into target/bench and runs
    `nsl-opt FILE --time-passes -o /dev/null` without and with
    --pass-pipeline='module(func(canonicalize,cse,dce),inline,mem2reg,symbol-dce)',
    reporting wall time, the `time:` lines and peak RSS (when /usr/bin/time exists).
    Then times egraph-opt (beside canonicalize and cse) on single functions of pure
    ops (`nsl-gen --pure-dag`, 100 to 10,000 ops) and tables the time per op.";

pub fn main(args: &[String]) -> Result<(), String> {
    let mut sizes = DEFAULT_SIZES.to_vec();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--sizes" => {
                let list = args.next().ok_or("--sizes needs a list such as 1000,10000")?;
                sizes = list
                    .split(',')
                    .map(|n| n.trim().parse().map_err(|_| format!("--sizes: '{n}' is not a number")))
                    .collect::<Result<_, _>>()?;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ => return Err(format!("unexpected argument '{arg}'\n{USAGE}")),
        }
    }
    let release = target_dir().join("release");
    let generator = build_tool("nsl-fuzz", "nsl-gen", &release)?;
    let optimizer = build_tool("nanoslang", "nsl-opt", &release)?;
    let out_dir = target_dir().join("bench");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let measure_rss = Path::new(GNU_TIME).is_file();
    if !measure_rss {
        println!("note: {GNU_TIME} not found (Debian package `time`); peak RSS is not reported");
    }

    let mut summary = Vec::new();
    for ops in sizes {
        let module = out_dir.join(format!("ops-{ops}.nir"));
        let generated = generate(&generator, ops, &module)?;
        let bytes = std::fs::metadata(&module).map(|m| m.len()).unwrap_or(0);
        println!(
            "\n== {ops} ops: {} ({:.1} KiB, generated in {})",
            module.display(),
            bytes as f64 / 1024.0,
            format_duration(generated)
        );
        let pipeline_flag = format!("--pass-pipeline={PIPELINE}");
        for (label, extra) in [("parse+print", None), ("pipeline", Some(pipeline_flag.as_str()))] {
            let run = run_optimizer(&optimizer, &module, extra, measure_rss)?;
            let rss = run.peak_rss_kib.map(|k| format!(", peak RSS {:.1} MiB", k as f64 / 1024.0)).unwrap_or_default();
            println!("  {label}: wall {:.1} ms{rss}", run.wall.as_secs_f64() * 1e3);
            for line in &run.time_lines {
                match parse_time_line(line) {
                    Some((phase, time, detail)) => {
                        println!("{}", format!("    {phase:<28} {time:>14}  {detail}").trim_end())
                    }
                    None => println!("    {line}"),
                }
            }
            summary.push((ops, label, run.wall, run.peak_rss_kib));
        }
    }
    println!("\n{:>8}  {:<12} {:>12} {:>14}", "ops", "run", "wall (ms)", "peak RSS (MiB)");
    for (ops, label, wall, rss) in summary {
        let rss = rss.map(|k| format!("{:.1}", k as f64 / 1024.0)).unwrap_or_else(|| "-".into());
        println!("{ops:>8}  {label:<12} {:>12.1} {rss:>14}", wall.as_secs_f64() * 1e3);
    }
    egraph_scaling(&generator, &optimizer, &out_dir)
}

/// Times egraph-opt on one function of N pure ops for growing N, next to
/// canonicalize and cse on the same input, with its e-graph statistics.
fn egraph_scaling(generator: &Path, optimizer: &Path, out_dir: &Path) -> Result<(), String> {
    println!("\n== egraph-opt on pure functions (`nsl-gen --pure-dag`), beside canonicalize and cse on the same input");
    println!(
        "{:>7} {:>10} {:>9} {:>12} {:>10} {:>8} {:>9} {:>8} {:>10}",
        "ops", "egraph ms", "us/op", "canon+cse ms", "e-nodes", "classes", "iters", "saved", "stop"
    );
    for requested in EGRAPH_SIZES {
        let module = out_dir.join(format!("pure-{requested}.nir"));
        let file = std::fs::File::create(&module).map_err(|e| format!("cannot create {}: {e}", module.display()))?;
        let mut command = Command::new(generator);
        command.args(["--pure-dag", "--ops", &requested.to_string(), "--seed", SEED]).stdout(file);
        // Not `run_checked`: its echo would split the table.
        let status = command.status().map_err(|e| format!("cannot run {}: {e}", generator.display()))?;
        if !status.success() {
            return Err(format!("`{}` failed ({status})", crate::command_line(&command)));
        }
        let text = std::fs::read_to_string(&module).map_err(|e| format!("cannot read {}: {e}", module.display()))?;
        // Every op but the function and its return defines a value.
        let ops = text.lines().filter(|l| l.contains(" = ") && !l.contains("func.func")).count();
        let stderr = timed_pipeline(optimizer, &module, EGRAPH_PIPELINE)?;
        let cleanup = timed_pipeline(optimizer, &module, CLEANUP_PIPELINE)?;
        let pass_ms = |stderr: &str, pass: &str| -> f64 {
            let prefix = format!("time: pass {pass} ");
            stderr
                .lines()
                .filter_map(|l| l.strip_prefix(prefix.as_str())?.strip_suffix(" ms")?.parse::<f64>().ok())
                .sum()
        };
        let stat = |name: &str| -> String {
            let prefix = format!("stats:   {name} = ");
            stderr.lines().find_map(|l| l.strip_prefix(prefix.as_str())).unwrap_or("0").to_string()
        };
        let stop = ["saturated", "iteration-limit", "node-limit"]
            .into_iter()
            .find(|r| stderr.contains(&format!("stop-{r} = ")))
            .unwrap_or("-");
        let egraph = pass_ms(&stderr, "egraph-opt");
        println!(
            "{ops:>7} {egraph:>10.1} {:>9.1} {:>12.1} {:>10} {:>8} {:>9} {:>8} {stop:>10}",
            egraph * 1e3 / ops.max(1) as f64,
            pass_ms(&cleanup, "canonicalize") + pass_ms(&cleanup, "cse"),
            stat("e-nodes"),
            stat("e-classes"),
            stat("iterations"),
            stat("cost-saved"),
        );
    }
    Ok(())
}

/// Builds one release binary and returns its path.
fn build_tool(package: &str, binary: &str, release: &Path) -> Result<PathBuf, String> {
    run_checked(&mut cargo(&["build", "--release", "--package", package, "--bin", binary]))
        .map_err(|e| format!("cannot build {binary} (package {package}): {e}"))?;
    let path = release.join(binary);
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!("{} does not exist after building it", path.display()))
    }
}

fn generate(generator: &Path, ops: u64, module: &Path) -> Result<Duration, String> {
    let file = std::fs::File::create(module).map_err(|e| format!("cannot create {}: {e}", module.display()))?;
    let mut command = Command::new(generator);
    command.args(["--ops", &ops.to_string(), "--seed", SEED]).stdout(file);
    let started = Instant::now();
    let status = command.status().map_err(|e| format!("cannot run {}: {e}", generator.display()))?;
    if !status.success() {
        return Err(format!("`{}` failed ({status})", crate::command_line(&command)));
    }
    Ok(started.elapsed())
}

/// Runs one pipeline with `--time-passes --pass-stats`; returns stderr.
fn timed_pipeline(optimizer: &Path, module: &Path, pipeline: &str) -> Result<String, String> {
    let mut command = Command::new(optimizer);
    command.arg(module).args(["--time-passes", "--pass-stats", "-o", "/dev/null"]);
    command.arg(format!("--pass-pipeline={pipeline}"));
    let output = command.output().map_err(|e| format!("cannot run {}: {e}", optimizer.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Err(format!("`{}` failed ({}):\n{stderr}", crate::command_line(&command), output.status));
    }
    Ok(stderr)
}

struct OptimizerRun {
    wall: Duration,
    time_lines: Vec<String>,
    peak_rss_kib: Option<u64>,
}

fn run_optimizer(
    optimizer: &Path,
    module: &Path,
    extra: Option<&str>,
    measure_rss: bool,
) -> Result<OptimizerRun, String> {
    let mut command = if measure_rss {
        let mut time = Command::new(GNU_TIME);
        time.args(["-f", &format!("{RSS_MARKER} %M")]).arg(optimizer);
        time
    } else {
        Command::new(optimizer)
    };
    command.arg(module).arg("--time-passes").args(extra).args(["-o", "/dev/null"]);
    command.stdout(Stdio::null()).stderr(Stdio::piped());
    let started = Instant::now();
    let output = command.output().map_err(|e| format!("cannot run {}: {e}", optimizer.display()))?;
    let wall = started.elapsed();
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("`{}` failed ({}):\n{stderr}", crate::command_line(&command), output.status));
    }
    let time_lines = stderr.lines().filter(|l| l.starts_with("time:")).map(str::to_string).collect();
    let peak_rss_kib = stderr.lines().find_map(|l| l.strip_prefix(RSS_MARKER)).and_then(|v| v.trim().parse().ok());
    Ok(OptimizerRun { wall, time_lines, peak_rss_kib })
}

/// Splits `time: pass cse 1.234 ms (1000 ops, ...)` into the phase
/// (`pass cse`), the time (`1.234 ms`) and the rest.
fn parse_time_line(line: &str) -> Option<(String, String, String)> {
    let tokens: Vec<&str> = line.strip_prefix("time:")?.split_whitespace().collect();
    let at = tokens.windows(2).position(|pair| {
        pair[0].parse::<f64>().is_ok() && matches!(pair[1].trim_end_matches(','), "ns" | "us" | "µs" | "ms" | "s")
    })?;
    Some((tokens[..at].join(" "), format!("{} {}", tokens[at], tokens[at + 1]), tokens[at + 2..].join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_lines() {
        let parsed = parse_time_line("time: parse 12.300 ms (1000 ops, 81300 ops/s)");
        assert_eq!(parsed, Some(("parse".into(), "12.300 ms".into(), "(1000 ops, 81300 ops/s)".into())));
        let pass = parse_time_line("time: pass canonicalize 0.5 ms");
        assert_eq!(pass, Some(("pass canonicalize".into(), "0.5 ms".into(), String::new())));
        assert_eq!(parse_time_line("time: something odd"), None);
        assert_eq!(parse_time_line("stats: cse"), None);
    }
}
