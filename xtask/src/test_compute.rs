//! `cargo xtask test-compute`: runs execution tests written in Slang's own
//! conventions (`//TEST(compute):COMPARE_COMPUTE...`, `//TEST_INPUT:...`,
//! `NAME.slang.expected.txt` or `filecheck-buffer=PREFIX` CHECK lines)
//! through `nslc run`, and prints PASS, FAIL or SKIP per file with the
//! reason, then a summary.
//!
//! Each file's lines are chosen and run by the Slang-suite engine
//! ([`crate::slang_suite`]: the Vulkan compute lines, or the synthesized
//! Vulkan run of lines naming no device; compiled as render-test compiles,
//! SPIR-V checked with spirv-val, run with `nslc run --spirv`, the output
//! compared with the expected file or FileCheck'ed); a file passes when
//! every line does. nslc's exit status 3 on a run (the backend cannot run
//! this program here) and a target that cannot express the program
//! (`NSL3150`..`NSL3154`, `NSL3156`; on text targets slangc's E36107,
//! E56102 and E55205) make the line a SKIP with the reason.
//!
//! `--target interp` (the default) runs the IR interpreter; `--target
//! spirv` runs nanoslang's SPIR-V on Vulkan; `--against-slangc` compares
//! nanoslang's SPIR-V with the real slangc's instead of with the expected
//! outputs ([`crate::differential`]). Paths may be files or
//! directories (default `tests/compute`), for example a checkout of
//! Slang's own `tests/compute` to measure how much of it passes.

use crate::{format_duration, slang_suite, workspace_root};
use nsl_testfile::plan::Run;
use std::collections::VecDeque;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

pub const USAGE: &str =
    "cargo xtask test-compute [PATH...] [--target interp|spirv|glsl|hlsl|wgsl|cpp|cuda] [--against-slangc]
                         [--filter SUBSTR] [-v] [-j N] [--no-build] [--timeout SECS]
    Runs the Slang-format execution tests under PATHs (files or directories;
    default tests/compute) with `nslc run`.
    --target T       interp (the IR interpreter, default), spirv (Vulkan) or
                     glsl or hlsl (nslc -target T, glslangValidator -V,
                     Vulkan), wgsl (nsl-naga: the naga crate's validator
                     and SPIR-V, Vulkan), cpp (nslc run
                     --backend cpp: g++, the CPU), cuda (nslc run --backend
                     cuda: nvcc, an NVIDIA GPU; skipped without nvcc)
    --against-slangc differential mode: run the real slangc's SPIR-V and
                     nanoslang's on Vulkan and compare the buffers (AGREE,
                     DISAGREE, SLANGC-FAILED, FAIL, SKIP per file); fails on
                     a disagreement or a nanoslang failure
    --filter SUBSTR  only files whose path contains SUBSTR
    -v, --verbose    print the output of every run
    -j, --jobs N     files run in parallel (default 2)
    --no-build       do not run `cargo build --bin nslc` first
    --timeout SECS   limit for each run (default 60)";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Interp,
    Spirv,
    /// nanoslang's GLSL, compiled to SPIR-V by glslangValidator and run on
    /// Vulkan.
    Glsl,
    /// nanoslang's HLSL, compiled to SPIR-V by glslangValidator's HLSL
    /// front end and run on Vulkan.
    Hlsl,
    /// nanoslang's C++, compiled with g++ and run on the CPU by `nslc run
    /// --backend cpp`.
    Cpp,
    /// nanoslang's WGSL, validated and compiled to SPIR-V by naga (the
    /// crate, through the workspace's `nsl-naga`) and run on Vulkan.
    Wgsl,
    /// nanoslang's CUDA with its host harness, compiled with nvcc and run
    /// on an NVIDIA GPU by `nslc run --backend cuda`.
    Cuda,
}

impl Target {
    pub fn parse(name: &str) -> Result<Target, String> {
        Ok(match name {
            "interp" => Target::Interp,
            "spirv" | "vulkan" => Target::Spirv,
            "glsl" => Target::Glsl,
            "hlsl" => Target::Hlsl,
            "cpp" => Target::Cpp,
            "wgsl" => Target::Wgsl,
            "cuda" => Target::Cuda,
            other => return Err(format!("unknown target '{other}' (interp, spirv, glsl, hlsl, wgsl, cpp or cuda)")),
        })
    }
    pub fn backend(self) -> &'static str {
        match self {
            Target::Interp => "interp",
            Target::Spirv | Target::Glsl | Target::Hlsl | Target::Wgsl => "vulkan",
            Target::Cpp => "cpp",
            Target::Cuda => "cuda",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Target::Interp => "interp",
            Target::Spirv => "spirv",
            Target::Glsl => "glsl",
            Target::Hlsl => "hlsl",
            Target::Cpp => "cpp",
            Target::Wgsl => "wgsl",
            Target::Cuda => "cuda",
        }
    }
    /// A text target's `nslc -target` name (the extension of its files),
    /// the tool that compiles it to SPIR-V (a command on PATH, or
    /// [`NSL_NAGA`], the workspace's binary), and that tool's options.
    pub fn text(self) -> Option<(&'static str, &'static str, &'static [&'static str])> {
        const GLSLANG: &str = "glslangValidator";
        match self {
            Target::Glsl => Some(("glsl", GLSLANG, &["-V", "--target-env", "vulkan1.1", "-S", "comp"])),
            Target::Hlsl => {
                // `-e` and the entry point's own name follow: HLSL keeps it.
                Some(("hlsl", GLSLANG, &["-V", "--target-env", "vulkan1.1", "-D", "-S", "comp"]))
            }
            Target::Wgsl => Some(("wgsl", NSL_NAGA, &[])),
            Target::Interp | Target::Spirv | Target::Cpp | Target::Cuda => None,
        }
    }
}

pub struct Config {
    pub paths: Vec<PathBuf>,
    pub target: Target,
    /// Compare with the real slangc instead of the expected outputs.
    pub against_slangc: bool,
    pub filter: Option<String>,
    pub verbose: bool,
    pub jobs: usize,
    pub build: bool,
    pub timeout: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            paths: Vec::new(),
            target: Target::Interp,
            against_slangc: false,
            filter: None,
            verbose: false,
            jobs: 2,
            build: true,
            timeout: Duration::from_secs(60),
        }
    }
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut config = Config::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--target" => config.target = Target::parse(&value("--target")?)?,
            "--against-slangc" => config.against_slangc = true,
            "--filter" => config.filter = Some(value("--filter")?),
            "-v" | "--verbose" => config.verbose = true,
            "-j" | "--jobs" => {
                config.jobs =
                    value("--jobs")?.parse().ok().filter(|&j| j > 0).ok_or("--jobs needs a positive number")?
            }
            "--no-build" => config.build = false,
            "--timeout" => {
                let secs: u64 = value("--timeout")?.parse().map_err(|_| "--timeout needs a number of seconds")?;
                config.timeout = Duration::from_secs(secs);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'\n{USAGE}")),
            _ => config.paths.push(PathBuf::from(arg)),
        }
    }
    if config.against_slangc {
        crate::differential::run(&config)
    } else {
        run(&config)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Outcome {
    Pass,
    Fail(String),
    Skip(String),
}

struct FileResult {
    name: String,
    outcome: Outcome,
    log: String,
    elapsed: Duration,
}

/// Runs the suite and prints the results; fails if any file failed.
pub fn run(config: &Config) -> Result<(), String> {
    let root = workspace_root();
    let nslc = debug_nslc(config)?;
    let files = test_files(config)?;
    let started = Instant::now();
    let total = files.len();
    let (target, timeout) = (config.target, config.timeout);
    let mut results: Vec<FileResult> = Vec::new();
    in_parallel(
        files,
        config.jobs,
        move |path| test_file(path, &root, &nslc, target, timeout),
        |result| {
            let time = format_duration(result.elapsed);
            match &result.outcome {
                Outcome::Pass => println!("PASS: {} ({time})", result.name),
                Outcome::Fail(why) => println!("FAIL: {} ({why})", result.name),
                Outcome::Skip(why) => println!("SKIP: {} ({why})", result.name),
            }
            if config.verbose && !result.log.is_empty() {
                for line in result.log.lines() {
                    println!("    {line}");
                }
            }
            results.push(result);
        },
    );
    results.sort_by(|a, b| a.name.cmp(&b.name));
    let failures: Vec<&FileResult> = results.iter().filter(|r| matches!(r.outcome, Outcome::Fail(_))).collect();
    for f in &failures {
        println!("\n======== FAIL: {} ========\n{}", f.name, f.log.trim_end());
    }
    let passed = results.iter().filter(|r| r.outcome == Outcome::Pass).count();
    let skipped = results.len() - passed - failures.len();
    println!(
        "\ntest-compute ({}): {total} files in {}\n{passed} passed, {} failed, {skipped} skipped",
        config.target.name(),
        format_duration(started.elapsed()),
        failures.len()
    );
    if failures.is_empty() {
        Ok(())
    } else {
        let names: Vec<&str> = failures.iter().map(|f| f.name.as_str()).collect();
        Err(format!("{} compute test(s) failed: {}", failures.len(), names.join(", ")))
    }
}

/// Runs `work` on each file on `jobs` threads and hands each result to
/// `done` (on the calling thread) as it comes.
pub(crate) fn in_parallel<T: Send + 'static, R: Send + 'static>(
    files: Vec<T>,
    jobs: usize,
    work: impl Fn(&T) -> R + Send + Sync + 'static,
    mut done: impl FnMut(R),
) {
    let threads = jobs.min(files.len());
    let queue = Arc::new(Mutex::new(files.into_iter().collect::<VecDeque<_>>()));
    let work = Arc::new(work);
    let (sender, receiver) = mpsc::channel();
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (queue, work, sender) = (Arc::clone(&queue), Arc::clone(&work), sender.clone());
            std::thread::spawn(move || loop {
                let next = queue.lock().map(|mut q| q.pop_front()).unwrap_or(None);
                let Some(path) = next else { break };
                if sender.send(work(&path)).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(sender);
    for result in receiver {
        done(result);
    }
    for worker in workers {
        let _ = worker.join();
    }
}

/// The workspace binary (tools/naga) that validates WGSL with the naga
/// crate and writes its SPIR-V: `nsl-naga FILE.wgsl OUT.spv`.
pub(crate) const NSL_NAGA: &str = "nsl-naga";

/// The debug `nslc`, built first unless `--no-build` (with `nsl-naga` for
/// the WGSL target).
pub(crate) fn debug_nslc(config: &Config) -> Result<PathBuf, String> {
    if config.build {
        crate::run_checked(&mut crate::cargo_build(&["--bin", "nslc"]))?;
        // Built on its own: with nslc in one command, naga's features of
        // shared dependencies (half) would rebuild nslc's crates.
        if config.target == Target::Wgsl {
            crate::run_checked(&mut crate::cargo_build(&["-p", NSL_NAGA, "--bin", NSL_NAGA]))?;
        }
    }
    let nslc = crate::bin_dir().join("nslc");
    if !nslc.is_file() {
        return Err(format!("{} is missing; build it with `cargo build --bin nslc`", nslc.display()));
    }
    Ok(nslc)
}

/// The `.slang` files under the configured paths (default
/// `tests/compute`) that pass the filter, sorted.
pub(crate) fn test_files(config: &Config) -> Result<Vec<PathBuf>, String> {
    let defaults = [workspace_root().join("tests").join("compute")];
    let roots: Vec<PathBuf> = if config.paths.is_empty() { defaults.to_vec() } else { config.paths.clone() };
    let mut files = Vec::new();
    for r in &roots {
        collect(r, &mut files)?;
    }
    files.sort();
    if let Some(filter) = &config.filter {
        files.retain(|f| f.to_string_lossy().contains(filter.as_str()));
    }
    if files.is_empty() {
        return Err("no .slang test files found".into());
    }
    Ok(files)
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    if path.is_file() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    let entries = std::fs::read_dir(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            collect(&p, files)?;
        } else if p.extension().is_some_and(|e| e == "slang") {
            files.push(p);
        }
    }
    Ok(())
}

fn test_file(path: &Path, root: &Path, nslc: &Path, target: Target, timeout: Duration) -> FileResult {
    let started = Instant::now();
    let name = path.strip_prefix(root).unwrap_or(path).display().to_string();
    let mut log = String::new();
    let outcome = match std::fs::read(path) {
        Err(e) => Outcome::Fail(format!("cannot read the file: {e}")),
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let file = nsl_testfile::parse(&text);
            let file_id = name.replace('\\', "/");
            let cases = slang_suite::select(&file, &text, &file_id, path);
            if let Some(e) = file.errors.first() {
                Outcome::Fail(format!("malformed test directive: {e}"))
            } else if cases.is_empty() {
                Outcome::Skip("no enabled Vulkan COMPARE_COMPUTE test".into())
            } else {
                let outcomes = cases
                    .into_iter()
                    .map(|case| {
                        let r = slang_suite::run_case(case, nslc, target, timeout);
                        log.push_str(&r.log);
                        match r.outcome {
                            slang_suite::Outcome::Pass => Outcome::Pass,
                            slang_suite::Outcome::Fail(kind, why) => {
                                Outcome::Fail(format!("{} (line {}): {why}", kind.name(), r.case.line))
                            }
                            slang_suite::Outcome::Skip(why) => Outcome::Skip(why),
                        }
                    })
                    .collect();
                combine(outcomes)
            }
        }
    };
    FileResult { name, outcome, log, elapsed: started.elapsed() }
}

/// A file fails if a run fails, passes if a run passed and none failed,
/// and is skipped when every run was.
fn combine(outcomes: Vec<Outcome>) -> Outcome {
    if let Some(fail) = outcomes.iter().find(|o| matches!(o, Outcome::Fail(_))) {
        return fail.clone();
    }
    if outcomes.contains(&Outcome::Pass) {
        return Outcome::Pass;
    }
    outcomes.into_iter().next().unwrap_or(Outcome::Skip("nothing to run".into()))
}

/// The path of a text target's tool: the workspace's `nsl-naga`, or a
/// command on PATH; the error says how to get it.
pub(crate) fn text_tool(tool: &str) -> Result<PathBuf, String> {
    if tool == NSL_NAGA {
        let built = crate::bin_dir().join(NSL_NAGA);
        if built.is_file() {
            Ok(built)
        } else {
            Err(format!("{} is missing; build it with `cargo build --bin {NSL_NAGA}`", built.display()))
        }
    } else if crate::on_path(tool) {
        Ok(PathBuf::from(tool))
    } else {
        Err(format!("{tool} is not installed (`cargo xtask ci` installs it)"))
    }
}

/// `nslc run FILE --backend B` with the options of a TEST line: typed
/// output, the dispatch, the entry point, then the compiler's arguments.
pub(crate) fn nslc_run(nslc: &Path, path: &Path, run: &Run, target: Target) -> Command {
    let mut command = Command::new(nslc);
    command.arg("run").arg(path).args(["--backend", target.backend()]);
    // Every module run on Vulkan must also pass spirv-val.
    if target == Target::Spirv && crate::on_path("spirv-val") {
        command.arg("--validate");
    }
    let a = &run.args;
    if a.output_using_type {
        command.arg("--output-using-type");
    }
    if let Some([x, y, z]) = a.dispatch {
        command.arg("--compute-dispatch").arg(format!("{x},{y},{z}"));
    }
    if let Some(e) = &a.entry {
        command.args(["--entry", e]);
    }
    // The line's compiler arguments verbatim (`-xslang`, `-compile-arg`,
    // `-Xslang... -X.`): nslc run takes slangc's command line, `-D` and the
    // matrix layout among them.
    command.args(&a.compiler);
    command
}

pub(crate) struct Executed {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs a command with its output captured, killing it after `timeout`.
pub(crate) fn execute(command: &mut Command, timeout: Duration) -> Result<Executed, String> {
    let started = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", command.get_program().to_string_lossy()))?;
    let read = |stream: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut s) = stream {
                let _ = s.read_to_end(&mut bytes);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = read(child.stdout.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
    let stderr = read(child.stderr.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
    let code = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status.code(),
            Ok(None) if started.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {}s", timeout.as_secs()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("waiting for {}: {e}", command.get_program().to_string_lossy())),
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    Ok(Executed { code, stdout, stderr })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combining_outcomes() {
        let skip = Outcome::Skip("x".into());
        assert_eq!(combine(vec![skip.clone(), Outcome::Pass]), Outcome::Pass);
        assert_eq!(combine(vec![Outcome::Pass, Outcome::Fail("f".into())]), Outcome::Fail("f".into()));
        assert_eq!(combine(vec![skip.clone()]), skip);
    }
}
