//! `cargo xtask slang-diagnostics`: Slang's diagnostic tests
//! (`//DIAGNOSTIC_TEST:SIMPLE` lines, by default every one under the
//! suite's `diagnostics/` folder) run through nslc, one result per line.
//!
//! A line's expected errors are each an error code at a source line:
//! - from its `.expected` file (`FILE.slang.expected`, or `FILE.slang.N.expected`
//!   for the N-th line) when it has one and no `diag=` option: slang-test
//!   compares slangc's whole output with it, and its error lines are the
//!   errors;
//! - otherwise (inline `diag=CHECK` annotations, which give lines and
//!   messages but no codes, and make slang-test ignore any `.expected`
//!   file), from the real slangc run with the line's own arguments: its
//!   errors are what the annotations were written against.
//!
//! Outcomes: `pass` (nslc reports every expected error: the same code at
//! the same line), `wrong-code` (an error at every expected line, a code
//! differs), `wrong-line` (nslc rejects the program, elsewhere), `accepted`
//! (nslc reports no error: the worst, a program slangc rejects compiles),
//! `rejected` (no error is expected and nslc reports one), `accepted-ok`
//! (no error expected, none reported), `skip` (no expectation: slangc
//! missing or crashed).

use crate::format_duration;
use crate::slang_suite::default_tests_dir;
use crate::test_compute::{execute, in_parallel};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const USAGE: &str = "\
cargo xtask slang-diagnostics [FOLDER|FILE...] [--tests DIR] [--filter S] [-j N] [--json FILE] [--no-build] [--nslc PATH] [-v]
    Runs Slang's diagnostic tests (//DIAGNOSTIC_TEST:SIMPLE lines; default
    folder diagnostics under --tests DIR, default ../shared/slang-tests/tests)
    through nslc. A line passes when nslc reports each expected error with
    the same code at the same line. Expected errors come from the line's
    .expected file, else from the real slangc (SLANGC, PATH or slangtorch)
    run with the line's arguments.
    --nslc PATH runs that nslc (e.g. a copy built from another commit).
    -v prints both compilers' errors for every line that does not pass.";

/// One diagnostic test line.
#[derive(Clone, Debug)]
struct Case {
    id: String,
    path: PathBuf,
    /// Where slang-test runs the line: the folder holding `tests/`, which
    /// the paths in its arguments (`-r tests/...`) are relative to.
    root: PathBuf,
    args: Vec<String>,
    expected_file: Option<PathBuf>,
}

/// An error: its source line and code (Slang's number, without the `E`).
type Error = (usize, u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Pass,
    WrongCode,
    WrongLine,
    Accepted,
    Rejected,
    AcceptedOk,
    Skip,
}

impl Outcome {
    fn name(self) -> &'static str {
        match self {
            Outcome::Pass => "pass",
            Outcome::WrongCode => "wrong-code",
            Outcome::WrongLine => "wrong-line",
            Outcome::Accepted => "accepted",
            Outcome::Rejected => "rejected",
            Outcome::AcceptedOk => "accepted-ok",
            Outcome::Skip => "skip",
        }
    }
    const ALL: [Outcome; 7] = [
        Outcome::Pass,
        Outcome::WrongCode,
        Outcome::WrongLine,
        Outcome::Accepted,
        Outcome::Rejected,
        Outcome::AcceptedOk,
        Outcome::Skip,
    ];
}

struct LineResult {
    case: Case,
    outcome: Outcome,
    expected: Vec<Error>,
    actual: Vec<Error>,
    /// Where the expectation came from (`expected file` / `slangc`) or why
    /// there is none.
    source: String,
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut tests = default_tests_dir();
    let (mut paths, mut filter, mut json, mut jobs, mut build, mut verbose) =
        (Vec::new(), None, None, 2usize, true, false);
    let mut nslc_override = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--tests" => tests = PathBuf::from(value("--tests")?),
            "--filter" => filter = Some(value("--filter")?),
            "--json" => json = Some(PathBuf::from(value("--json")?)),
            "--no-build" => build = false,
            "--nslc" => nslc_override = Some(PathBuf::from(value("--nslc")?)),
            "-v" | "--verbose" => verbose = true,
            "-j" | "--jobs" => {
                jobs = value("--jobs")?.parse().ok().filter(|&j| j > 0).ok_or("--jobs needs a positive number")?
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'\n{USAGE}")),
            _ => paths.push(arg.trim_end_matches('/').to_string()),
        }
    }
    if paths.is_empty() {
        paths.push("diagnostics".to_string());
    }
    if build {
        crate::run_checked(&mut crate::cargo_build(&["--bin", "nslc"]))?;
    }
    let nslc = nslc_override.unwrap_or_else(|| crate::bin_dir().join("nslc"));
    let slangc = crate::slangc::find();
    if slangc.is_none() {
        println!("slangc not found: lines without an .expected file are skipped ({})", crate::slangc::INSTALL_HINT);
    }
    let mut cases = Vec::new();
    for p in &paths {
        let path = if Path::new(p).exists() { PathBuf::from(p) } else { tests.join(p) };
        collect(&tests, &path, &mut cases)?;
    }
    if let Some(f) = &filter {
        cases.retain(|c| c.id.contains(f.as_str()));
    }
    let started = Instant::now();
    let total = cases.len();
    println!("slang-diagnostics: {total} diagnostic test lines");
    let mut results = Vec::with_capacity(total);
    in_parallel(
        cases,
        jobs,
        move |case: &Case| run_case(case, &nslc, slangc.as_deref()),
        |r: LineResult| {
            let show = |errors: &[Error]| errors.iter().map(|(l, c)| format!("{l}:E{c}")).collect::<Vec<_>>().join(" ");
            match r.outcome {
                Outcome::Pass | Outcome::AcceptedOk => println!("PASS: {}", r.case.id),
                Outcome::Skip => println!("SKIP: {} ({})", r.case.id, r.source),
                o => {
                    println!("FAIL[{}]: {}", o.name(), r.case.id);
                    if verbose {
                        println!("    expected ({}): {}", r.source, show(&r.expected));
                        println!("    nslc: {}", show(&r.actual));
                    }
                }
            }
            results.push(r);
        },
    );
    results.sort_by(|a, b| a.case.id.cmp(&b.case.id));
    let mut counts: BTreeMap<Outcome, usize> = BTreeMap::new();
    for r in &results {
        *counts.entry(r.outcome).or_default() += 1;
    }
    println!();
    println!("| outcome | lines |\n|---|---|");
    for o in Outcome::ALL {
        println!("| {} | {} |", o.name(), counts.get(&o).copied().unwrap_or(0));
    }
    let expecting = results.iter().filter(|r| !r.expected.is_empty()).count();
    let passed = counts.get(&Outcome::Pass).copied().unwrap_or(0);
    let rejected = expecting - counts.get(&Outcome::Accepted).copied().unwrap_or(0);
    println!(
        "\nslang-diagnostics: {total} lines in {}; of {expecting} lines expecting errors, nslc reproduces every \
         expected error (line and code) on {passed} and rejects {rejected}",
        format_duration(started.elapsed())
    );
    if let Some(json) = json {
        std::fs::write(&json, to_json(&results)).map_err(|e| format!("cannot write {}: {e}", json.display()))?;
        println!("wrote {}", json.display());
    }
    Ok(())
}

/// The diagnostic test lines of `path` (a file or a folder, recursively).
fn collect(tests: &Path, path: &Path, cases: &mut Vec<Case>) -> Result<(), String> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "slang" || x == "hlsl") {
                collect(tests, &e, cases)?;
            }
        }
        return Ok(());
    }
    let Ok(text) = std::fs::read_to_string(path) else { return Ok(()) };
    let rel = path.strip_prefix(tests).unwrap_or(path).display().to_string();
    let mut index = 0;
    let mut lines = Vec::new();
    for raw in text.lines() {
        let Some(rest) = raw.trim_start().strip_prefix("//") else { continue };
        let rest = rest.trim_start();
        let enabled = rest.starts_with("DIAGNOSTIC_TEST") || rest.starts_with("TEST");
        if !enabled && !rest.starts_with("DISABLE_TEST") && !rest.starts_with("TEST_DISABLED") {
            continue;
        }
        if rest.starts_with("TEST_INPUT") || rest.starts_with("TEST_IGNORE_FILE") {
            continue;
        }
        let this = index;
        index += 1;
        let Some(body) = rest.strip_prefix("DIAGNOSTIC_TEST") else { continue };
        // `DIAGNOSTIC_TEST(categories):SIMPLE(options):args`
        let Some((_, command)) = body.split_once(':') else { continue };
        let (name, args) = command.split_once(':').unwrap_or((command, ""));
        let (name, options) = name.split_once('(').unwrap_or((name, ""));
        if name.trim() != "SIMPLE" {
            continue;
        }
        // `diag=PREFIX`: inline annotations, checked instead of any file.
        let inline = options.contains("diag=");
        lines.push((this, inline, split_args(args)));
    }
    let several = lines.len() > 1;
    for (n, (this, inline, args)) in lines.into_iter().enumerate() {
        let numbered = path.with_file_name(format!("{}.{this}.expected", file_name(path)));
        let plain = path.with_file_name(format!("{}.expected", file_name(path)));
        let expected_file = if inline {
            None
        } else if numbered.is_file() {
            Some(numbered)
        } else if this == 0 && plain.is_file() {
            Some(plain)
        } else {
            None
        };
        let id = if several && n > 0 { format!("{rel}.{this}") } else { rel.clone() };
        let root = std::path::absolute(tests).ok().and_then(|t| t.parent().map(Path::to_path_buf));
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        cases.push(Case { id, path, root: root.unwrap_or_else(|| PathBuf::from(".")), args, expected_file });
    }
    Ok(())
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The arguments both compilers get: the line's own, with slang-test's
/// `-target none`-like default (checking only) left to each compiler.
fn compiler_args(case: &Case) -> Vec<String> {
    let mut args = case.args.clone();
    // A line's own output file goes to a scratch folder, not beside the
    // suite (slang-test writes it in its working folder); `-o -` stays.
    let scratch = std::env::temp_dir().join("nsl-slang-diagnostics");
    let mut i = 0;
    while i + 1 < args.len() {
        if args[i] == "-o" && args[i + 1] != "-" {
            let _ = std::fs::create_dir_all(&scratch);
            let name = Path::new(&args[i + 1]).file_name().map(|n| n.to_os_string()).unwrap_or_default();
            args[i + 1] = scratch.join(name).display().to_string();
        }
        i += 1;
    }
    args.push(case.path.display().to_string());
    args
}

fn run_case(case: &Case, nslc: &Path, slangc: Option<&Path>) -> LineResult {
    let timeout = Duration::from_secs(30);
    let (expected, source) = match &case.expected_file {
        Some(f) => (parse_errors(&std::fs::read_to_string(f).unwrap_or_default()), "expected file".to_string()),
        None => match slangc {
            None => (Vec::new(), "no .expected file and no slangc".to_string()),
            Some(slangc) => {
                let mut command = Command::new(slangc);
                command.args(compiler_args(case)).current_dir(&case.root);
                // Without `-target` slangc only checks (as slang-test runs
                // it); `-o /dev/null` would stop it at once (E00060: no
                // output format from the path). Without `-entry` it would
                // too (E00070: an output path for no entry point), and the
                // line's own `-o` stays the line's.
                let has = |o: &str| case.args.iter().any(|a| a == o);
                if has("-target") && has("-entry") && !has("-o") {
                    command.args(["-o", "/dev/null"]);
                }
                match execute(&mut command, timeout) {
                    Ok(r) if r.code.is_some() => {
                        // E00100: a downstream compiler (spirv-opt, glslang)
                        // this installation lacks, after checking passed.
                        let errors = parse_errors(&r.stderr).into_iter().filter(|&(_, c)| c != 100).collect();
                        (errors, "slangc".to_string())
                    }
                    Ok(_) => (Vec::new(), "slangc crashed".to_string()),
                    Err(e) => (Vec::new(), format!("slangc: {e}")),
                }
            }
        },
    };
    let mut command = Command::new(nslc);
    command.args(compiler_args(case)).arg("--diagnostics-short").current_dir(&case.root);
    // The line's own `-o` (redirected to the scratch folder) or none.
    if !case.args.iter().any(|a| a == "-o") {
        command.args(["-o", "/dev/null"]);
    }
    let actual = match execute(&mut command, timeout) {
        Ok(r) => parse_errors(&r.stderr),
        Err(e) => {
            return LineResult {
                case: case.clone(),
                outcome: Outcome::WrongLine,
                expected,
                actual: Vec::new(),
                source: e,
            }
        }
    };
    let skip = source.starts_with("no ") || source.starts_with("slangc ") || source.starts_with("slangc:");
    let outcome = if skip {
        Outcome::Skip
    } else if expected.is_empty() {
        if actual.is_empty() {
            Outcome::AcceptedOk
        } else {
            Outcome::Rejected
        }
    } else if actual.is_empty() {
        Outcome::Accepted
    } else if expected.iter().all(|e| actual.contains(e)) {
        Outcome::Pass
    } else if expected.iter().all(|(line, _)| actual.iter().any(|(l, _)| l == line)) {
        Outcome::WrongCode
    } else {
        Outcome::WrongLine
    };
    LineResult { case: case.clone(), outcome, expected, actual, source }
}

/// The errors in a compiler's output, in any of the forms slangc and nslc
/// print: `file(12): error 30201: ...` (slangc's classic form and the
/// `.expected` files), `error[E30201]: ...` followed by ` --> file:12:5`
/// (slangc's current form), `file:12:5: error[E30201]: ...` (nslc's short
/// form). Only errors count: warnings and notes do not.
fn parse_errors(text: &str) -> Vec<Error> {
    let mut errors = Vec::new();
    let mut pending: Option<u32> = None;
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(code) = pending.take() {
            let at = line.trim_start();
            match at.strip_prefix("--> ").or_else(|| at.strip_prefix("╭╼ ")).and_then(colon_line) {
                Some(n) => {
                    errors.push((n, code));
                    continue;
                }
                // An error about no source line (a command-line option).
                None => errors.push((0, code)),
            }
        }
        if let Some(rest) = line.strip_prefix("error[E").or_else(|| line.strip_prefix("fatal error[E")) {
            pending = rest.split(']').next().and_then(|c| c.parse().ok());
            continue;
        }
        // `file:12:5: error[E30201]: ...`
        if let Some((at, rest)) = line.split_once(": error[E") {
            if let (Some(n), Some(code)) = (colon_line(at), rest.split(']').next().and_then(|c| c.parse().ok())) {
                errors.push((n, code));
            }
            continue;
        }
        // `file(12): error 30201: ...`
        if let Some((at, rest)) = line.split_once("): error ") {
            let n = at.rsplit('(').next().and_then(|n| n.split(',').next()).and_then(|n| n.parse().ok());
            let code = rest.split(':').next().and_then(|c| c.trim().parse().ok());
            if let (Some(n), Some(code)) = (n, code) {
                errors.push((n, code));
            }
        }
    }
    if let Some(code) = pending {
        errors.push((0, code));
    }
    errors.sort_unstable();
    errors.dedup();
    errors
}

/// Splits a test line's arguments as slang-test does: at spaces, with
/// double quotes grouping (and removed).
fn split_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut current = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    args.push(std::mem::take(&mut current));
                    any = false;
                }
            }
            c => {
                current.push(c);
                any = true;
            }
        }
    }
    if any {
        args.push(current);
    }
    args
}

/// The line number of `path:LINE:COL`.
fn colon_line(at: &str) -> Option<usize> {
    let mut parts = at.rsplitn(3, ':');
    let _col = parts.next()?;
    parts.next()?.trim().parse().ok()
}

fn to_json(results: &[LineResult]) -> String {
    let mut out = String::from("[\n");
    for (i, r) in results.iter().enumerate() {
        let list = |errors: &[Error]| errors.iter().map(|(l, c)| format!("[{l}, {c}]")).collect::<Vec<_>>().join(", ");
        let _ = writeln!(
            out,
            "  {{\"id\": {:?}, \"outcome\": {:?}, \"source\": {:?}, \"expected\": [{}], \"nslc\": [{}]}}{}",
            r.case.id,
            r.outcome.name(),
            r.source,
            list(&r.expected),
            list(&r.actual),
            if i + 1 < results.len() { "," } else { "" }
        );
    }
    out.push_str("]\n");
    out
}

#[cfg(test)]
mod tests {
    use super::parse_errors;

    #[test]
    fn reads_every_error_form() {
        let text = "tests/x.slang(5): error 30201: function 'foo' already has a body\n\
                    tests/x.slang(4): note: see previous definition of 'foo'\n\
                    error[E30015]: undefined identifier\n --> x.slang:2:34\n\
                    warning[E41000]: unreachable code detected\n --> x.slang:7:1\n\
                    x.slang:9:5: error[E30019]: type mismatch\n\
                    x.slang:3:1: warning[E41010]: control can reach the end\n\
                    fatal error[E39997]: nesting\n --> x.slang:8:23\n\
                    error[E00072]: invalid conformance option\n";
        assert_eq!(parse_errors(text), vec![(0, 72), (2, 30015), (5, 30201), (8, 39997), (9, 30019)]);
    }

    #[test]
    fn splits_quoted_arguments() {
        let args = super::split_args(r#"-target spirv -conformance "A:IFoo=0"  -DX"#);
        assert_eq!(args, vec!["-target", "spirv", "-conformance", "A:IFoo=0", "-DX"]);
    }
}
