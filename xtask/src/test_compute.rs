//! `cargo xtask test-compute`: runs execution tests written in Slang's own
//! conventions (`//TEST(compute):COMPARE_COMPUTE...`, `//TEST_INPUT:...`,
//! `NAME.slang.expected.txt` or `filecheck-buffer=PREFIX` CHECK lines)
//! through `nslc run`, and prints PASS, FAIL or SKIP per file with the
//! reason, then a summary.
//!
//! Which TEST lines run, and when a file is skipped, is
//! [`nsl_testfile::plan`]'s rule. Each selected line runs
//! `nslc run FILE --backend B` with the line's `-output-using-type`,
//! `-compute-dispatch`, `-entry`, `-D` and matrix-layout options; its
//! output is compared with the expected file as slang-test compares
//! ([`nsl_testfile::compare`]) or checked with FileCheck. `nslc run`'s exit
//! status 3 (the backend cannot run this program, or not on this machine)
//! makes the run a SKIP with nslc's message as the reason.
//!
//! `--target interp` (the default) runs the IR interpreter; `--target
//! spirv` runs nanoslang's SPIR-V on Vulkan; `--against-slangc` compares
//! nanoslang's SPIR-V with the real slangc's instead of with the expected
//! outputs ([`crate::differential`]). Paths may be files or
//! directories (default `tests/compute`), for example a checkout of
//! Slang's own `tests/compute` to measure how much of it passes.

use crate::{filecheck, format_duration, target_dir, workspace_root};
use nsl_testfile::plan::{Check, Plan, Run};
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
    fn backend(self) -> &'static str {
        match self {
            Target::Interp => "interp",
            Target::Spirv | Target::Glsl | Target::Hlsl | Target::Wgsl => "vulkan",
            Target::Cpp => "cpp",
            Target::Cuda => "cuda",
        }
    }
    fn name(self) -> &'static str {
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
    fn text(self) -> Option<(&'static str, &'static str, &'static [&'static str])> {
        const GLSLANG: &str = "glslangValidator";
        match self {
            Target::Glsl => Some(("glsl", GLSLANG, &["-V", "--target-env", "vulkan1.1", "-S", "comp"])),
            Target::Hlsl => {
                Some(("hlsl", GLSLANG, &["-V", "--target-env", "vulkan1.1", "-D", "-S", "comp", "-e", "main"]))
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
            "--target" => {
                config.target = match value("--target")?.as_str() {
                    "interp" => Target::Interp,
                    "spirv" | "vulkan" => Target::Spirv,
                    "glsl" => Target::Glsl,
                    "hlsl" => Target::Hlsl,
                    "cpp" => Target::Cpp,
                    "wgsl" => Target::Wgsl,
                    "cuda" => Target::Cuda,
                    other => {
                        return Err(format!("unknown target '{other}' (interp, spirv, glsl, hlsl, wgsl, cpp or cuda)"))
                    }
                }
            }
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
pub(crate) fn in_parallel<R: Send + 'static>(
    files: Vec<PathBuf>,
    jobs: usize,
    work: impl Fn(&Path) -> R + Send + Sync + 'static,
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
        crate::run_checked(&mut crate::cargo(&["build", "--bin", "nslc"]))?;
        // Built on its own: with nslc in one command, naga's features of
        // shared dependencies (half) would rebuild nslc's crates.
        if config.target == Target::Wgsl {
            crate::run_checked(&mut crate::cargo(&["build", "-p", NSL_NAGA, "--bin", NSL_NAGA]))?;
        }
    }
    let nslc = target_dir().join("debug").join("nslc");
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
            match nsl_testfile::plan::plan(&nsl_testfile::parse(&text)) {
                Plan::Skip(why) => Outcome::Skip(why),
                Plan::Fail(why) => Outcome::Fail(why),
                Plan::Run(runs) => {
                    let outcomes: Vec<Outcome> =
                        runs.iter().map(|r| run_one(path, &text, r, nslc, target, timeout, &mut log)).collect();
                    combine(outcomes)
                }
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

fn run_one(
    path: &Path,
    text: &str,
    run: &Run,
    nslc: &Path,
    target: Target,
    timeout: Duration,
    log: &mut String,
) -> Outcome {
    let mut command = nslc_run(nslc, path, run, target);
    if let Some((name, tool, options)) = target.text() {
        match compile_text(path, run, nslc, (name, tool, options), timeout, log) {
            Ok(spv) => {
                command.arg("--spirv").arg(spv);
            }
            Err(outcome) => return outcome,
        }
    }
    log.push_str(&format!("$ {}   # TEST line {}\n", crate::command_line(&command), run.line));
    let result = match execute(&mut command, timeout) {
        Ok(r) => r,
        Err(e) => return Outcome::Fail(e),
    };
    log.push_str(&result.stderr);
    log.push_str(&result.stdout);
    match result.code {
        Some(0) => {}
        Some(3) => {
            let why = result.stderr.lines().last().unwrap_or("unsupported").trim().to_string();
            return Outcome::Skip(why);
        }
        Some(101) => return Outcome::Fail("nslc panicked".into()),
        Some(code) => {
            if let Some(why) = result.stderr.lines().find_map(cannot_express) {
                return Outcome::Skip(why.to_string());
            }
            let first = result.stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
            return Outcome::Fail(format!("nslc run exited with {code}: {first}"));
        }
        None => return Outcome::Fail("nslc run was killed by a signal".into()),
    }
    match &run.check {
        Check::ExpectedFile { index } => {
            let candidates = nsl_testfile::expected_output_paths(path, *index);
            let Some(expected) = candidates.iter().find_map(|p| std::fs::read_to_string(p).ok()) else {
                return Outcome::Fail(format!("no expected output ({})", candidates[candidates.len() - 1].display()));
            };
            match nsl_testfile::compare::compare(&result.stdout, &expected) {
                Ok(()) => Outcome::Pass,
                Err(m) => Outcome::Fail(format!("output differs from the expected file, {m}")),
            }
        }
        Check::FileCheck { prefix } => match file_check(path, text, prefix, &result.stdout) {
            Ok(()) => Outcome::Pass,
            Err(report) => {
                log.push_str(&report);
                Outcome::Fail(format!("FileCheck with prefix {prefix} failed"))
            }
        },
    }
}

/// Compiles a TEST line's shader to a text target with `nslc` and the
/// text to SPIR-V with the target's tool (glslangValidator, nsl-naga); gives
/// the SPIR-V file's path. A missing tool, or a feature the target cannot
/// express (nslc's `NSL3150` to `NSL3154`), skips the run; any other
/// failure fails it.
fn compile_text(
    path: &Path,
    run: &Run,
    nslc: &Path,
    (target, tool, options): (&str, &str, &[&str]),
    timeout: Duration,
    log: &mut String,
) -> Result<PathBuf, Outcome> {
    let tool = if tool == NSL_NAGA {
        let built = target_dir().join("debug").join(NSL_NAGA);
        if !built.is_file() {
            return Err(Outcome::Fail(format!(
                "{} is missing; build it with `cargo build --bin {NSL_NAGA}`",
                built.display()
            )));
        }
        built
    } else if crate::on_path(tool) {
        PathBuf::from(tool)
    } else {
        return Err(Outcome::Skip(format!("{tool} is not installed (`cargo xtask ci` installs it)")));
    };
    let dir = target_dir().join("test-compute").join(target);
    std::fs::create_dir_all(&dir).map_err(|e| Outcome::Fail(format!("cannot create {}: {e}", dir.display())))?;
    let stem = path.file_name().map_or("shader".into(), |n| n.to_string_lossy().into_owned());
    let text = dir.join(format!("{stem}.{}.{target}", run.line));
    let spv = dir.join(format!("{stem}.{}.spv", run.line));
    let mut compile = Command::new(nslc);
    compile.arg(path).args(["-target", target, "-o"]).arg(&text);
    let a = &run.args;
    if let Some(e) = &a.entry {
        compile.args(["-entry", e]);
    }
    for d in &a.defines {
        compile.arg(format!("-D{d}"));
    }
    if a.matrix_layout == Some(nsl_testfile::args::MatrixLayout::ColumnMajor) {
        compile.arg("-matrix-layout-column-major");
    } else {
        compile.arg("-matrix-layout-row-major");
    }
    let mut to_spirv = Command::new(&tool);
    to_spirv.args(options);
    if tool.ends_with(NSL_NAGA) {
        to_spirv.arg(&text).arg(&spv);
    } else {
        to_spirv.arg(&text).arg("-o").arg(&spv);
    }
    for (step, command) in [&mut compile, &mut to_spirv].into_iter().enumerate() {
        log.push_str(&format!("$ {}\n", crate::command_line(command)));
        let result = execute(command, timeout).map_err(Outcome::Fail)?;
        if result.code != Some(0) {
            log.push_str(&result.stderr);
            log.push_str(&result.stdout);
            // NSL3150 (a printer) to NSL3154 (a target's legalization pass):
            // the target cannot express the shader.
            if let Some(why) = result.stderr.lines().find_map(cannot_express) {
                return Err(Outcome::Skip(why.to_string()));
            }
            // glslang's HLSL front end has 64-bit integer types but cannot
            // convert to them (`(uint64_t)x`); DXC reads such HLSL.
            let glslang_hlsl = target == "hlsl" && !tool.ends_with(NSL_NAGA);
            let int64 = || std::fs::read_to_string(&text).is_ok_and(|t| t.contains("int64_t"));
            if glslang_hlsl && step == 1 && int64() {
                return Err(Outcome::Skip("64-bit integers, which glslang's HLSL front end cannot convert to".into()));
            }
            // Nor has it DXC's 16-bit types (`-enable-16bit-types`): no
            // `int16_t` / `float16_t`, and `half` is 32 bits there.
            let bits16 = || {
                std::fs::read_to_string(&text).is_ok_and(|t| {
                    t.split(|c: char| !c.is_alphanumeric() && c != '_').any(|word| {
                        let base = word.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
                        matches!(base, "half" | "int16_t" | "uint16_t" | "float16_t")
                    })
                })
            };
            if glslang_hlsl && step == 1 && bits16() {
                return Err(Outcome::Skip(
                    "16-bit types, which glslang's HLSL front end lacks (DXC reads them)".into(),
                ));
            }
            let program = command.get_program().to_string_lossy().into_owned();
            let first = result.stderr.lines().chain(result.stdout.lines()).find(|l| l.contains("rror")).unwrap_or("");
            let program = Path::new(&program).file_name().map_or(program.clone(), |n| n.to_string_lossy().into_owned());
            return Err(Outcome::Fail(format!("{program} failed: {}", first.trim())));
        }
    }
    Ok(spv)
}

/// The reason in an `NSL3150` (a printer) to `NSL3154` (a target's
/// legalization pass) diagnostic: the target cannot express the shader.
fn cannot_express(line: &str) -> Option<&str> {
    let at = (0..=4).find_map(|n| line.find(&format!("error[NSL315{n}]: ")))?;
    Some(line[at..].split_once("]: ").map_or(line, |(_, w)| w).trim())
}

/// `nslc run FILE --backend B` with the options of a TEST line: typed
/// output, the dispatch, the entry point, macros and the matrix layout.
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
    for d in &a.defines {
        command.arg(format!("-D{d}"));
    }
    if a.matrix_layout == Some(nsl_testfile::args::MatrixLayout::ColumnMajor) {
        command.arg("--matrix-layout-column-major");
    }
    command
}

/// Runs FileCheck in-process, on a thread with the stack its matcher needs.
fn file_check(path: &Path, text: &str, prefix: &str, output: &str) -> Result<(), String> {
    let (name, text, prefix, output) =
        (path.display().to_string(), text.to_string(), prefix.to_string(), output.to_string());
    let job = std::thread::Builder::new().stack_size(filecheck::MATCH_STACK_BYTES).spawn(move || {
        let options = filecheck::Options { prefixes: vec![prefix], ..filecheck::Options::default() };
        filecheck::check(&name, &text, "output", &output, &options)
    });
    match job.map_err(|e| e.to_string())?.join() {
        Ok(Ok(())) => Ok(()),
        Ok(Err(filecheck::Error::Mismatch(m) | filecheck::Error::Invalid(m))) => Err(m),
        Err(_) => Err("FileCheck failed internally".into()),
    }
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
