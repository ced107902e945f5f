//! `cargo xtask bench-compute`: release `nslc` against the real slangc on
//! the compute tests: compile time to SPIR-V and the size of the code
//! each writes.
//!
//! For each file of tests/compute (or the given paths) that
//! [`nsl_testfile::plan`] runs, its first selected TEST line gives the
//! entry point, macros and matrix layout. Both compilers compile it to
//! SPIR-V, alternately, `--runs` times after one checked warm-up run; the
//! table shows each one's median, the ratio of the medians (slangc /
//! nslc), and the instruction counts of the two modules (every
//! instruction after the header: types, decorations and names included)
//! with their ratio (nslc / slangc); nslc's count without `egraph-opt`
//! (`-no-egraph-opt`) stands beside its own. slangc runs at `-O0` (the slangtorch
//! wheel lacks the spirv-opt it optimises with), so when `spirv-opt` is on
//! PATH a third count is of slangc's module after `spirv-opt -O`, and a
//! third ratio is nslc's count over that one. The summary gives the median
//! of the per-file ratios and the ratio of the totals.

use crate::slangc::{self, Compile};
use crate::{cargo, command_line, on_path, run_checked, target_dir};
use nsl_testfile::args::MatrixLayout;
use nsl_testfile::plan::Plan;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DEFAULT_RUNS: usize = 10;

pub const USAGE: &str = "cargo xtask bench-compute [PATH...] [--runs N] [--debug] [--no-build]
    Builds nslc in release mode (--debug: the debug build; timings then mean little) and, for each Slang-format test file under PATHs
    (default tests/compute), times `nslc FILE -target spirv -entry E -stage compute`
    and `slangc FILE -target spirv -entry E -stage compute -O0 -matrix-layout-...`
    (the median of N runs each, default 10, alternating, after a warm-up run) and
    counts the instructions of both modules, and of slangc's after `spirv-opt -O`
    when spirv-opt is on PATH. Prints a table with the time ratio (slangc/nslc)
    and the instruction-count ratios (nslc/slangc), per file and overall, then
    the same for function-body instructions (OpFunction to OpFunctionEnd) against
    slangc's after spirv-opt -O.
    slangc comes from $SLANGC, PATH or the slangtorch Python package.
    --no-build: use the nslc already built in the target directory (a machine without the crates).";

pub fn main(args: &[String]) -> Result<(), String> {
    let mut runs = DEFAULT_RUNS;
    let mut debug = false;
    let mut no_build = false;
    let mut paths = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                let value = args.next().ok_or("--runs needs a number")?;
                runs = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or(format!("--runs: '{value}' is not a positive number"))?;
            }
            "--debug" => debug = true,
            "--no-build" => no_build = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'\n{USAGE}")),
            _ => paths.push(PathBuf::from(arg)),
        }
    }
    let slangc = slangc::find().ok_or_else(|| {
        format!(
            "bench-compute compares with the real slangc, which was not found ($SLANGC, PATH, the slangtorch Python \
             package); {}",
            slangc::INSTALL_HINT
        )
    })?;
    let profile = if debug { "debug" } else { "release" };
    let mut build = vec!["build", "--package", "nanoslang", "--bin", "nslc"];
    if !debug {
        build.push("--release");
    }
    if !no_build {
        run_checked(&mut cargo(&build))?;
    }
    let nslc = target_dir().join(profile).join("nslc");
    if !nslc.is_file() {
        return Err(format!("{} does not exist after building it", nslc.display()));
    }
    let out_dir = target_dir().join("bench").join("compute");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let spirv_opt = on_path("spirv-opt");
    if !spirv_opt {
        println!("note: spirv-opt not found (Debian package spirv-tools); no optimised slangc column");
    }
    let config = crate::test_compute::Config { paths, ..crate::test_compute::Config::default() };
    let files = crate::test_compute::test_files(&config)?;
    let root = crate::workspace_root();
    let mut rows = Vec::new();
    for file in &files {
        let name = file.strip_prefix(&root).unwrap_or(file).display().to_string();
        match bench_file(file, &nslc, &slangc, &out_dir, runs, spirv_opt) {
            Ok(Some(row)) => {
                println!("{name}: nslc {:.1} ms, slangc {:.1} ms", ms(row.nslc_time), ms(row.slangc_time));
                rows.push((name, row));
            }
            Ok(None) => println!("{name}: skipped (no test line to run)"),
            Err(e) => println!("{name}: skipped ({e})"),
        }
    }
    if rows.is_empty() {
        return Err("no file could be compiled by both compilers".into());
    }
    println!("\n{}", table(&rows));
    if let Some(bodies) = body_table(&rows) {
        println!("\n{bodies}");
    }
    Ok(())
}

struct Row {
    nslc_time: Duration,
    slangc_time: Duration,
    nslc_count: usize,
    /// nslc's module without `egraph-opt` (`-no-egraph-opt`).
    no_egraph_count: usize,
    slangc_count: usize,
    /// slangc's module after `spirv-opt -O`.
    optimized_count: Option<usize>,
    /// Function-body instructions of nslc's module and of slangc's after
    /// `spirv-opt -O`.
    nslc_body: usize,
    optimized_body: Option<usize>,
}

fn bench_file(
    file: &Path,
    nslc: &Path,
    slangc_path: &Path,
    out_dir: &Path,
    runs: usize,
    spirv_opt: bool,
) -> Result<Option<Row>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read it: {e}"))?;
    let Plan::Run(test_runs) = nsl_testfile::plan::plan(&nsl_testfile::parse(&text)) else { return Ok(None) };
    let Some(first) = test_runs.first() else { return Ok(None) };
    let stem = file.file_stem().map_or("shader".into(), |s| s.to_string_lossy().into_owned());
    let (ours, theirs) = (out_dir.join(format!("{stem}.nslc.spv")), out_dir.join(format!("{stem}.slangc.spv")));
    let entry = first.args.entry.as_deref().unwrap_or("computeMain");
    let column_major = first.args.matrix_layout == Some(MatrixLayout::ColumnMajor);
    let without_egraph = out_dir.join(format!("{stem}.nslc-no-egraph.spv"));
    let nslc_to = |output: &Path| {
        let mut command = Command::new(nslc);
        command.arg(file).args(["-target", "spirv", "-entry", entry, "-stage", "compute"]);
        command.arg(if column_major { "-matrix-layout-column-major" } else { "-matrix-layout-row-major" });
        command.args(first.args.defines.iter().map(|d| format!("-D{d}"))).arg("-o").arg(output);
        command
    };
    let nslc_command = || nslc_to(&ours);
    let compile = Compile {
        file,
        entry,
        defines: &first.args.defines,
        column_major,
        extra: &[],
        conformances: &[],
        output: &theirs,
    };
    let slangc_command = || slangc::command(slangc_path, &compile);
    check_run(&mut nslc_command())?;
    check_run(nslc_to(&without_egraph).arg("-no-egraph-opt"))?;
    check_run(&mut slangc_command())?;
    let (mut nslc_times, mut slangc_times) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
    for _ in 0..runs {
        nslc_times.push(time(&mut nslc_command())?);
        slangc_times.push(time(&mut slangc_command())?);
    }
    let (optimized_count, optimized_body) = if spirv_opt {
        // Older spirv-opt (2023.1) rejects slangc's `OpSource Slang`: give it
        // the module with the source language unknown.
        let input = out_dir.join(format!("{stem}.slangc-for-opt.spv"));
        let bytes = std::fs::read(&theirs).map_err(|e| format!("cannot read {}: {e}", theirs.display()))?;
        let mut words = crate::spirv::words(&bytes).map_err(|e| format!("{}: {e}", theirs.display()))?;
        crate::spirv::unknown_source_language(&mut words).map_err(|e| format!("{}: {e}", theirs.display()))?;
        std::fs::write(&input, crate::spirv::bytes(&words))
            .map_err(|e| format!("cannot write {}: {e}", input.display()))?;
        let optimized = out_dir.join(format!("{stem}.slangc-opt.spv"));
        let mut command = Command::new("spirv-opt");
        command.arg("-O").arg(&input).arg("-o").arg(&optimized);
        check_run(&mut command)?;
        (Some(instruction_count(&optimized)?), Some(body_count(&optimized)?))
    } else {
        (None, None)
    };
    Ok(Some(Row {
        nslc_time: median(nslc_times),
        slangc_time: median(slangc_times),
        nslc_count: instruction_count(&ours)?,
        no_egraph_count: instruction_count(&without_egraph)?,
        slangc_count: instruction_count(&theirs)?,
        optimized_count,
        nslc_body: body_count(&ours)?,
        optimized_body,
    }))
}

/// Runs a command once, failing with its stderr unless it succeeds.
fn check_run(command: &mut Command) -> Result<(), String> {
    let output = command.output().map_err(|e| format!("cannot run `{}`: {e}", command_line(command)))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!("`{}` failed ({}): {}", command_line(command), output.status, stderr.trim()));
    }
    Ok(())
}

fn time(command: &mut Command) -> Result<Duration, String> {
    command.stdout(Stdio::null()).stderr(Stdio::null());
    let started = Instant::now();
    let status = command.status().map_err(|e| format!("cannot run `{}`: {e}", command_line(command)))?;
    let elapsed = started.elapsed();
    if !status.success() {
        return Err(format!("`{}` failed ({status})", command_line(command)));
    }
    Ok(elapsed)
}

fn instruction_count(spv: &Path) -> Result<usize, String> {
    let bytes = std::fs::read(spv).map_err(|e| format!("cannot read {}: {e}", spv.display()))?;
    let words = crate::spirv::words(&bytes).map_err(|e| format!("{}: {e}", spv.display()))?;
    Ok(crate::spirv::instructions(&words).map_err(|e| format!("{}: {e}", spv.display()))?.len())
}

/// Instructions from each `OpFunction` to its `OpFunctionEnd`, both included.
fn body_count(spv: &Path) -> Result<usize, String> {
    let bytes = std::fs::read(spv).map_err(|e| format!("cannot read {}: {e}", spv.display()))?;
    let words = crate::spirv::words(&bytes).map_err(|e| format!("{}: {e}", spv.display()))?;
    crate::spirv::function_body_count(&words).map_err(|e| format!("{}: {e}", spv.display()))
}

/// Function-body instruction counts, nslc's against slangc's after
/// `spirv-opt -O`, worst ratio first; `None` without spirv-opt.
fn body_table(rows: &[(String, Row)]) -> Option<String> {
    let mut lines: Vec<(&str, usize, usize)> =
        rows.iter().map(|(n, r)| Some((n.as_str(), r.nslc_body, r.optimized_body?))).collect::<Option<_>>()?;
    let ratio = |n: usize, o: usize| n as f64 / o.max(1) as f64;
    lines.sort_by(|a, b| ratio(b.1, b.2).total_cmp(&ratio(a.1, a.2)));
    let width = lines.iter().map(|l| l.0.len()).max().unwrap_or(4).max(7);
    let mut out = format!("{:<width$} {:>6} {:>7} {:>7}\n", "file", "nslc", "s+opt", "n/s+opt");
    for &(name, n, o) in &lines {
        let _ = writeln!(out, "{name:<width$} {n:>6} {o:>7} {:>7.2}", ratio(n, o));
    }
    let (n, o) = lines.iter().fold((0, 0), |(n, o), l| (n + l.1, o + l.2));
    let above = lines.iter().filter(|l| ratio(l.1, l.2) > 1.5).count();
    let _ = writeln!(out, "{:<width$} {n:>6} {o:>7} {:>7.2}", "total", ratio(n, o));
    out.push_str(&format!(
        "function-body instructions (OpFunction to OpFunctionEnd): nslc's and slangc's after spirv-opt -O, \
         worst first; {above} file(s) above 1.5x."
    ));
    Some(out)
}

fn median<T: PartialOrd + Copy>(mut values: Vec<T>) -> T {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    values[values.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn table(rows: &[(String, Row)]) -> String {
    let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(4).max(7);
    let mut out = format!(
        "{:<width$} {:>9} {:>10} {:>7} {:>6} {:>6} {:>7} {:>7} {:>9} {:>9}\n",
        "file", "nslc ms", "slangc ms", "time x", "nslc", "n-egg", "slangc", "s+opt", "n/slangc", "n/s+opt"
    );
    let opt_ratio = |r: &Row| r.optimized_count.map(|o| r.nslc_count as f64 / o as f64);
    for (name, r) in rows {
        let optimized = r.optimized_count.map_or("-".to_string(), |o| o.to_string());
        let ratio = opt_ratio(r).map_or("-".to_string(), |x| format!("{x:.2}"));
        let _ = writeln!(
            out,
            "{name:<width$} {:>9.1} {:>10.1} {:>7.2} {:>6} {:>6} {:>7} {optimized:>7} {:>9.2} {ratio:>9}",
            ms(r.nslc_time),
            ms(r.slangc_time),
            ms(r.slangc_time) / ms(r.nslc_time),
            r.nslc_count,
            r.no_egraph_count,
            r.slangc_count,
            r.nslc_count as f64 / r.slangc_count as f64,
        );
    }
    let time_ratios: Vec<f64> = rows.iter().map(|(_, r)| ms(r.slangc_time) / ms(r.nslc_time)).collect();
    let count_ratios: Vec<f64> = rows.iter().map(|(_, r)| r.nslc_count as f64 / r.slangc_count as f64).collect();
    let opt_ratios: Option<Vec<f64>> = rows.iter().map(|(_, r)| opt_ratio(r)).collect();
    let sum = |f: &dyn Fn(&Row) -> f64| rows.iter().map(|(_, r)| f(r)).sum::<f64>();
    let (nslc_total, slangc_total) = (sum(&|r| ms(r.nslc_time)), sum(&|r| ms(r.slangc_time)));
    let (nslc_count, slangc_count) = (sum(&|r| r.nslc_count as f64), sum(&|r| r.slangc_count as f64));
    let no_egraph_count = sum(&|r| r.no_egraph_count as f64);
    let optimized_total = rows.iter().map(|(_, r)| r.optimized_count).sum::<Option<usize>>();
    let _ = writeln!(
        out,
        "{:<width$} {nslc_total:>9.1} {slangc_total:>10.1} {:>7.2} {nslc_count:>6} {no_egraph_count:>6} {slangc_count:>7} {:>7} {:>9.2} {:>9}",
        "total",
        slangc_total / nslc_total,
        optimized_total.map_or("-".to_string(), |o| o.to_string()),
        nslc_count / slangc_count,
        optimized_total.map_or("-".to_string(), |o| format!("{:.2}", nslc_count / o as f64)),
    );
    let _ = writeln!(
        out,
        "{:<width$} {:>9} {:>10} {:>7.2} {:>6} {:>6} {:>7} {:>7} {:>9.2} {:>9}",
        "median",
        "",
        "",
        median(time_ratios),
        "",
        "",
        "",
        "",
        median(count_ratios),
        opt_ratios.map_or("-".to_string(), |r| format!("{:.2}", median(r))),
    );
    out.push_str(
        "time x: slangc median / nslc median. nslc, slangc, s+opt: instructions in nslc's module, slangc's (-O0)\n\
         and slangc's after spirv-opt -O; n-egg: nslc's without egraph-opt (-no-egraph-opt);\n\
         n/slangc, n/s+opt: nslc's count over theirs.\n\
         total: sums, with the ratios of the sums; median: the medians of the per-file ratios.",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        assert_eq!(median(vec![3, 1, 2]), 2);
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), 3.0);
    }
}
