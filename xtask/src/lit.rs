//! `cargo xtask lit`: a lit-style runner for the tests under `tests/lit`.
//!
//! A test is a `.nir` or `.slang` file (files under a directory named
//! `Inputs` are helpers, not tests). Its `RUN:` lines are shell commands run
//! one after another with `bash -o pipefail -c`, in the test's directory,
//! with the workspace's debug binaries (nsl-opt, nslc, FileCheck, not) first
//! on PATH. A `RUN:` line ending in `\` continues on the next `RUN:` line.
//! Substitutions: `%s` the test file, `%S` its directory, `%t` a temporary
//! path unique to the test, `%%` a literal `%`.
//!
//! A command passes when it exits 0. A crash (exit code 101 from a Rust
//! panic, death by a signal, or "panicked at" on stderr) always fails, also
//! under `not`. Files with `expected-error` style comments have the
//! diagnostics on their commands' stderr verified (see [`crate::verify`]).
//! A file with `// UNSUPPORTED: reason` is skipped; one with no RUN lines
//! fails.

use crate::verify::{self, Expectation};
use crate::{format_duration, target_dir, workspace_root};
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const EXTENSIONS: [&str; 2] = ["nir", "slang"];
const PANIC_EXIT_CODE: i32 = 101;
const STDERR_TAIL_LINES: usize = 60;
const STDOUT_TAIL_LINES: usize = 20;

pub struct Config {
    /// Files or directories; empty means `tests/lit`.
    pub paths: Vec<PathBuf>,
    /// Only tests whose path contains this.
    pub filter: Option<String>,
    /// Show the commands of passing tests too.
    pub verbose: bool,
    pub jobs: usize,
    /// Build the workspace binaries first.
    pub build: bool,
    /// Limit for each RUN command.
    pub timeout: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            paths: Vec::new(),
            filter: None,
            verbose: false,
            jobs: 2,
            build: true,
            timeout: Duration::from_secs(120),
        }
    }
}

pub const USAGE: &str = "cargo xtask lit [PATH...] [--filter SUBSTR] [-v] [-j N] [--no-build] [--timeout SECS]
    Runs the lit tests under PATHs (files or directories; default tests/lit).
    --filter SUBSTR  only tests whose path contains SUBSTR
    -v, --verbose    print every command and its exit status, also for passing tests
    -j, --jobs N     tests run in parallel (default 2)
    --no-build       do not run `cargo build --workspace --bins` first
    --timeout SECS   limit for each RUN command (default 120)";

pub fn main(args: &[String]) -> Result<(), String> {
    let mut config = Config::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
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
    run(&config)
}

/// Runs the suite and prints the results; fails if any test failed.
pub fn run(config: &Config) -> Result<(), String> {
    let root = workspace_root();
    if config.build {
        crate::run_checked(&mut crate::cargo_build(&["--workspace", "--bins"]))?;
    }
    let bin_dir = crate::bin_dir();
    for tool in ["FileCheck", "not"] {
        if !bin_dir.join(tool).is_file() {
            return Err(format!(
                "{} is missing; build with `cargo build --workspace --bins`",
                bin_dir.join(tool).display()
            ));
        }
    }
    let mut tests = discover(&root, &config.paths)?;
    if let Some(filter) = &config.filter {
        tests.retain(|t| display_path(&root, t).contains(filter.as_str()));
    }
    if tests.is_empty() {
        return Err("no lit tests found".into());
    }
    let path_var = match std::env::var_os("PATH") {
        Some(path) => std::env::join_paths(std::iter::once(bin_dir.clone()).chain(std::env::split_paths(&path))),
        None => std::env::join_paths([bin_dir.clone()]),
    }
    .map_err(|e| format!("cannot build PATH: {e}"))?;
    let env =
        Arc::new(Env { root: root.clone(), tmp_root: target_dir().join("lit-tmp"), path_var, timeout: config.timeout });

    let started = Instant::now();
    let total = tests.len();
    let queue = Arc::new(Mutex::new(tests.into_iter().collect::<VecDeque<_>>()));
    let (sender, receiver) = mpsc::channel();
    let workers: Vec<_> = (0..config.jobs.min(total))
        .map(|_| {
            let queue = Arc::clone(&queue);
            let env = Arc::clone(&env);
            let sender = sender.clone();
            std::thread::spawn(move || loop {
                let next = queue.lock().map(|mut q| q.pop_front()).unwrap_or(None);
                let Some(path) = next else { break };
                if sender.send(run_test(&path, &env)).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(sender);

    let mut failures = Vec::new();
    let (mut passed, mut unsupported) = (0, 0);
    for result in receiver {
        let time = format_duration(result.elapsed);
        match &result.outcome {
            Outcome::Pass => {
                passed += 1;
                println!("PASS: {} ({time})", result.name);
            }
            Outcome::Unsupported(reason) => {
                unsupported += 1;
                println!("UNSUPPORTED: {} ({reason})", result.name);
            }
            Outcome::Fail => println!("FAIL: {} ({time})", result.name),
        }
        if config.verbose && !result.log.is_empty() {
            print!("{}", indent(&result.log));
        }
        if matches!(result.outcome, Outcome::Fail) {
            failures.push(result);
        }
    }
    for worker in workers {
        let _ = worker.join();
    }
    failures.sort_by(|a, b| a.name.cmp(&b.name));
    for failure in &failures {
        println!("\n======== FAIL: {} ========\n{}", failure.name, failure.details.trim_end());
    }
    println!(
        "\nlit: {total} tests, {passed} passed, {} failed, {unsupported} unsupported ({})",
        failures.len(),
        format_duration(started.elapsed())
    );
    if failures.is_empty() {
        Ok(())
    } else {
        let names: Vec<&str> = failures.iter().map(|f| f.name.as_str()).collect();
        Err(format!("{} lit test(s) failed: {}", failures.len(), names.join(", ")))
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("    {line}\n")).collect()
}

fn display_path(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// The test files under `paths` (default `tests/lit`), sorted.
fn discover(root: &Path, paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let defaults = [root.join("tests").join("lit")];
    let paths = if paths.is_empty() { &defaults[..] } else { paths };
    let mut tests = Vec::new();
    for path in paths {
        // Relative paths are taken from the current directory, else from the
        // workspace root, so both `cargo xtask lit tests/lit/x` and a path
        // relative to a subdirectory work.
        let resolved = [Some(path.clone()), (!path.is_absolute()).then(|| root.join(path))]
            .into_iter()
            .flatten()
            .find(|p| p.exists())
            .ok_or_else(|| format!("no such test file or directory: {}", path.display()))?;
        let resolved = resolved.canonicalize().map_err(|e| format!("{}: {e}", resolved.display()))?;
        if resolved.is_dir() {
            collect(&resolved, &mut tests)?;
        } else {
            tests.push(resolved);
        }
    }
    tests.sort();
    tests.dedup();
    Ok(tests)
}

fn collect(dir: &Path, tests: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "Inputs") {
                collect(&path, tests)?;
            }
        } else if path.extension().and_then(|e| e.to_str()).is_some_and(|e| EXTENSIONS.contains(&e)) {
            tests.push(path);
        }
    }
    Ok(())
}

/// What every test run shares.
struct Env {
    root: PathBuf,
    tmp_root: PathBuf,
    path_var: std::ffi::OsString,
    timeout: Duration,
}

enum Outcome {
    Pass,
    Fail,
    Unsupported(String),
}

struct TestResult {
    name: String,
    outcome: Outcome,
    /// Why it failed.
    details: String,
    /// The commands and their exit status, for `-v`.
    log: String,
    elapsed: Duration,
}

/// The parts of a test file the runner uses.
struct TestFile {
    /// `(line, command)` with continuations joined.
    runs: Vec<(usize, String)>,
    unsupported: Option<String>,
    expectations: Option<Vec<Expectation>>,
}

/// `KEYWORD:` at the start of a comment (only comment leaders and blanks
/// before it), so a CHECK line mentioning `RUN:` is not a command. Returns
/// the text after the colon.
fn keyword_line<'a>(line: &'a str, keyword: &str) -> Option<&'a str> {
    let start = line.find(keyword)?;
    let lead_ok = line[..start].chars().all(|c| c.is_whitespace() || "/#;*-!".contains(c));
    (lead_ok && line[start + keyword.len()..].starts_with(':')).then(|| &line[start + keyword.len() + 1..])
}

fn parse_test_file(source: &str) -> Result<TestFile, String> {
    let mut runs: Vec<(usize, String)> = Vec::new();
    let mut continues = false;
    let mut unsupported = None;
    for (index, line) in source.lines().enumerate() {
        if let Some(reason) = keyword_line(line, "UNSUPPORTED") {
            unsupported = Some(reason.trim().to_string());
        }
        let Some(command) = keyword_line(line, "RUN") else {
            if continues {
                return Err(format!("line {index}: the RUN line ends with '\\' but the next line is not a RUN line"));
            }
            continue;
        };
        let mut command = command.trim();
        let next_continues = command.ends_with('\\');
        if next_continues {
            command = command[..command.len() - 1].trim_end();
        }
        match runs.last_mut() {
            Some((_, previous)) if continues => {
                previous.push(' ');
                previous.push_str(command);
            }
            _ => runs.push((index + 1, command.to_string())),
        }
        continues = next_continues;
    }
    if continues {
        return Err("the last RUN line ends with '\\'".into());
    }
    let expectations = verify::parse_expectations(source)?;
    Ok(TestFile { runs, unsupported, expectations })
}

/// Replaces `%s`, `%S`, `%t` and `%%`; other `%` sequences are left as they
/// are, as lit does.
fn substitute(command: &str, file: &Path, tmp: &Path) -> String {
    let dir = file.parent().unwrap_or(Path::new("/"));
    let mut out = String::with_capacity(command.len());
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('%') => out.push('%'),
            Some('s') => out.push_str(&file.display().to_string()),
            Some('S') => out.push_str(&dir.display().to_string()),
            Some('t') => out.push_str(&tmp.display().to_string()),
            _ => {
                out.push('%');
                continue;
            }
        }
        chars.next();
    }
    out
}

fn run_test(path: &Path, env: &Env) -> TestResult {
    let started = Instant::now();
    let name = display_path(&env.root, path);
    let mut log = String::new();
    let (outcome, details) = match check_test(path, env, &mut log) {
        Ok(None) => (Outcome::Pass, String::new()),
        Ok(Some(reason)) => (Outcome::Unsupported(reason), String::new()),
        Err(details) => (Outcome::Fail, details),
    };
    TestResult { name, outcome, details, log, elapsed: started.elapsed() }
}

/// Runs one test: `Ok(None)` passed, `Ok(Some(reason))` unsupported,
/// `Err(details)` failed.
fn check_test(path: &Path, env: &Env, log: &mut String) -> Result<Option<String>, String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("cannot read the test: {e}"))?;
    let test = parse_test_file(&source).map_err(|e| format!("{}: {e}", path.display()))?;
    if let Some(reason) = test.unsupported {
        return Ok(Some(if reason.is_empty() { "no reason given".into() } else { reason }));
    }
    if test.runs.is_empty() {
        return Err("no RUN lines (add `// UNSUPPORTED: reason` to skip a file on purpose)".into());
    }
    let tmp = env.tmp_root.join(format!("{}.tmp", display_path(&env.root, path).trim_start_matches('/')));
    prepare_tmp(&tmp)?;
    let dir = path.parent().unwrap_or(Path::new("/"));
    let canonical_test = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let names_test = |p: &str| {
        let p = dir.join(p);
        p == canonical_test || p.canonicalize().is_ok_and(|c| c == canonical_test)
    };
    let mut verified_any = false;
    for (line, raw) in &test.runs {
        let command = substitute(raw, path, &tmp);
        let run = run_shell(&command, dir, env);
        let _ = writeln!(log, "RUN (line {line}): {command}\n  -> {} in {}", run.status, format_duration(run.elapsed));
        let failure = |problem: &str| format!("RUN at line {line}: {command}\n{problem}\n{}", run.output_tails());
        if let Some(crash) = run.crash() {
            return Err(failure(&format!("crashed: {crash}")));
        }
        let diagnostics: Vec<_> =
            run.stderr.lines().filter_map(verify::parse_diagnostic).filter(|d| names_test(&d.path)).collect();
        match &test.expectations {
            Some(expectations) if !diagnostics.is_empty() => {
                verified_any = true;
                if !matches!(run.status, Status::Exited(0 | 1)) {
                    return Err(failure(&format!("{} (a command reporting diagnostics may exit 0 or 1)", run.status)));
                }
                let problems = verify::verify(expectations, &diagnostics);
                if !problems.is_empty() {
                    return Err(failure(&format!(
                        "diagnostics do not match the expectations:\n  {}",
                        problems.join("\n  ")
                    )));
                }
            }
            _ if !matches!(run.status, Status::Exited(0)) => return Err(failure(&run.status.to_string())),
            _ => {}
        }
    }
    if let Some(expectations) = test.expectations.filter(|e| !e.is_empty() && !verified_any) {
        let missing = verify::verify(&expectations, &[]);
        return Err(format!(
            "no RUN command reported diagnostics for this file (as PATH:LINE:COL: error[CODE]: MESSAGE on stderr), but it expects:\n  {}",
            missing.join("\n  ")
        ));
    }
    Ok(None)
}

fn prepare_tmp(tmp: &Path) -> Result<(), String> {
    if tmp.is_dir() {
        std::fs::remove_dir_all(tmp).map_err(|e| format!("cannot remove {}: {e}", tmp.display()))?;
    } else if tmp.exists() {
        std::fs::remove_file(tmp).map_err(|e| format!("cannot remove {}: {e}", tmp.display()))?;
    }
    match tmp.parent() {
        Some(parent) => std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display())),
        None => Ok(()),
    }
}

enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut(Duration),
    NotStarted(String),
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(code) => write!(f, "exit code {code}"),
            Status::Signaled(signal) => write!(f, "killed by signal {signal}"),
            Status::TimedOut(limit) => write!(f, "timed out after {}s (see --timeout)", limit.as_secs()),
            Status::NotStarted(e) => write!(f, "could not start bash: {e}"),
        }
    }
}

struct ShellRun {
    status: Status,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

impl ShellRun {
    /// Why the command counts as a crash, if it does.
    fn crash(&self) -> Option<String> {
        match self.status {
            Status::Exited(PANIC_EXIT_CODE) => Some(format!("exit code {PANIC_EXIT_CODE} (a Rust panic)")),
            // bash reports a pipeline stage killed by signal N as 128 + N.
            Status::Exited(code @ 129..=192) => Some(format!("exit code {code} (killed by signal {})", code - 128)),
            Status::Signaled(signal) => Some(format!("killed by signal {signal}")),
            _ if self.stderr.contains("panicked at") => Some("a Rust panic ('panicked at' on stderr)".into()),
            _ => None,
        }
    }

    fn output_tails(&self) -> String {
        let mut out = String::new();
        for (name, text, lines) in
            [("stderr", &self.stderr, STDERR_TAIL_LINES), ("stdout", &self.stdout, STDOUT_TAIL_LINES)]
        {
            if text.trim().is_empty() {
                continue;
            }
            let all: Vec<&str> = text.lines().collect();
            let shown = &all[all.len().saturating_sub(lines)..];
            let skipped = all.len() - shown.len();
            let _ = writeln!(
                out,
                "--- {name}{} ---",
                if skipped > 0 { format!(" (last {lines} lines)") } else { String::new() }
            );
            for line in shown {
                let _ = writeln!(out, "{line}");
            }
        }
        out
    }
}

/// Runs `bash -o pipefail -c command` in its own process group, so a timeout
/// can kill the whole pipeline.
fn run_shell(command: &str, dir: &Path, env: &Env) -> ShellRun {
    let started = Instant::now();
    let spawned = Command::new("bash")
        .args(["-o", "pipefail", "-c", command])
        .current_dir(dir)
        .env("PATH", &env.path_var)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            let status = Status::NotStarted(e.to_string());
            return ShellRun { status, stdout: String::new(), stderr: String::new(), elapsed: started.elapsed() };
        }
    };
    let stdout = child.stdout.take().map(read_in_background);
    let stderr = child.stderr.take().map(read_in_background);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break exit_status(status),
            Ok(None) if started.elapsed() > env.timeout => {
                kill_group(child.id());
                let _ = child.wait();
                break Status::TimedOut(env.timeout);
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => break Status::NotStarted(e.to_string()),
        }
    };
    let collect =
        |reader: Option<std::thread::JoinHandle<String>>| reader.and_then(|r| r.join().ok()).unwrap_or_default();
    ShellRun { status, stdout: collect(stdout), stderr: collect(stderr), elapsed: started.elapsed() }
}

fn read_in_background(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

fn exit_status(status: std::process::ExitStatus) -> Status {
    match (status.code(), status.signal()) {
        (Some(code), _) => Status::Exited(code),
        (None, Some(signal)) => Status::Signaled(signal),
        (None, None) => Status::NotStarted(format!("unknown status {status}")),
    }
}

/// Kills a process group with bash's `kill` builtin (std has no kill(2)
/// for groups, and this avoids depending on procps).
fn kill_group(group: u32) {
    let _ = Command::new("bash").args(["-c", &format!("kill -KILL -- -{group}")]).status();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_and_continuations() {
        let source = "// RUN: a \\\n// RUN:   b | c\n# RUN: d\n// CHECK: RUN: not a command\nRUNX: no\n";
        let test = parse_test_file(source).expect("valid");
        assert_eq!(test.runs, vec![(1, "a b | c".to_string()), (3, "d".to_string())]);
        assert_eq!(test.unsupported, None);
        assert!(test.expectations.is_none());
        assert!(parse_test_file("// RUN: a \\\n// CHECK: x\n").is_err());
        assert!(parse_test_file("// RUN: a \\\n").is_err());
        let skipped = parse_test_file("// UNSUPPORTED: needs a GPU\n").expect("valid");
        assert_eq!(skipped.unsupported.as_deref(), Some("needs a GPU"));
    }

    #[test]
    fn substitutions() {
        let file = Path::new("/w/tests/lit/a.nir");
        let tmp = Path::new("/w/target/lit-tmp/a.nir.tmp");
        assert_eq!(
            substitute("x %s %S %t %% %%s %d 100%", file, tmp),
            "x /w/tests/lit/a.nir /w/tests/lit /w/target/lit-tmp/a.nir.tmp % %s %d 100%"
        );
    }

    #[test]
    fn crash_detection() {
        let run = |status, stderr: &str| ShellRun {
            status,
            stdout: String::new(),
            stderr: stderr.to_string(),
            elapsed: Duration::ZERO,
        };
        assert!(run(Status::Exited(101), "").crash().is_some());
        assert!(run(Status::Exited(134), "").crash().is_some());
        assert!(run(Status::Signaled(11), "").crash().is_some());
        assert!(run(Status::Exited(1), "thread 'main' panicked at src/x.rs:1:1").crash().is_some());
        assert!(run(Status::Exited(1), "error: bad").crash().is_none());
        assert!(run(Status::Exited(0), "").crash().is_none());
    }
}
