//! `cargo xtask test-compute --against-slangc`: differential testing
//! against the real slangc.
//!
//! For each TEST line that [`nsl_testfile::plan`] selects, the file is
//! compiled by slangc ([`crate::slangc::command`]: `-O0`, the line's `-D`
//! macros and matrix layout, row-major unless the line says otherwise, as
//! Slang's test runner compiles) and by nanoslang, both modules run on
//! Vulkan with the file's TEST_INPUT buffers (`nslc run --spirv X.spv`
//! and `nslc run`), and the printed buffers are compared. A file:
//!
//! - AGREE: the outputs are the same (or the same within slang-test's
//!   float tolerance, which is said);
//! - DISAGREE: they differ; the first differing lines are shown, with
//!   which output the file's expected output matches;
//! - SLANGC-FAILED: slangc rejected the file or its SPIR-V did not run,
//!   or it ran wrong where the file documents the slangc defect with a
//!   `// slangc-wrong: <reason>` line and the expected output sides
//!   with nanoslang;
//! - FAIL: nanoslang did not compile or run the file;
//! - SKIP: the plan skips the file, or nanoslang's runtime cannot run it
//!   here (`nslc run` exit status 3).
//!
//! The run fails on a disagreement or a nanoslang failure.
//!
//! The one driver limitation worked around, in one place: Mesa 22.3's
//! lavapipe cannot create a pipeline from a module with `OpCopyLogical`
//! (which slangc writes for every struct loaded from a buffer), so each is
//! expanded into the equivalent extracts and constructs
//! ([`crate::spirv::expand_copy_logical`]) before the module runs; the
//! result line says how many.

use crate::slangc::{self, Compile};
use crate::test_compute::{self, Config, Target};
use crate::{format_duration, target_dir, workspace_root};
use nsl_testfile::args::MatrixLayout;
use nsl_testfile::plan::{Check, Plan, Run};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How many differing lines a disagreement shows.
const SHOWN_LINES: usize = 4;

#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// The outputs are equal; the note says how (within tolerance) or
    /// what was done to slangc's module.
    Agree(String),
    Disagree(String),
    SlangcFailed(String),
    NanoslangFailed(String),
    Skip(String),
}

impl Verdict {
    /// Which verdict a file with several runs gets: the worst one.
    pub fn rank(&self) -> u8 {
        match self {
            Verdict::NanoslangFailed(_) => 0,
            Verdict::Disagree(_) => 1,
            Verdict::SlangcFailed(_) => 2,
            Verdict::Agree(_) => 3,
            Verdict::Skip(_) => 4,
        }
    }
}

struct FileVerdict {
    name: String,
    verdict: Verdict,
    log: String,
    elapsed: Duration,
}

/// Where the tools and the files are.
pub struct Tools {
    root: PathBuf,
    nslc: PathBuf,
    slangc: PathBuf,
    out_dir: PathBuf,
    timeout: Duration,
}

impl Tools {
    /// The debug nslc (already built), the real slangc, and `out_dir` for
    /// slangc's SPIR-V; each command gets `timeout`.
    pub fn new(out_dir: PathBuf, timeout: Duration) -> Result<Tools, String> {
        let slangc =
            slangc::find().ok_or_else(|| format!("the real slangc was not found; {}", slangc::INSTALL_HINT))?;
        let nslc = crate::bin_dir().join("nslc");
        if !nslc.is_file() {
            return Err(format!("{} is missing; build it with `cargo build --bin nslc`", nslc.display()));
        }
        std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
        Ok(Tools { root: workspace_root(), nslc, slangc, out_dir, timeout })
    }
}

/// One file compared: the verdict, the outputs of its last run that
/// produced both (nanoslang's, slangc's), and the commands run.
pub struct Comparison {
    pub verdict: Verdict,
    pub outputs: Option<(String, String)>,
    pub log: String,
}

/// Compares one test file's TEST lines with slangc (what `test-compute
/// --against-slangc` does for each file).
pub fn compare_file(path: &Path, tools: &Tools) -> Comparison {
    let mut outputs = None;
    let r = diff_file_with(path, tools, &mut outputs);
    Comparison { verdict: r.verdict, outputs, log: r.log }
}

pub fn run(config: &Config) -> Result<(), String> {
    let Some(slangc) = slangc::find() else {
        return Err(format!(
            "--against-slangc needs the real slangc, which was not found ($SLANGC, PATH, the slangtorch \
             Python package); {}",
            slangc::INSTALL_HINT
        ));
    };
    let version = slangc_version(&slangc);
    let nslc = test_compute::debug_nslc(config)?;
    let files = test_compute::test_files(config)?;
    let out_dir = target_dir().join("test-compute-slangc");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    println!("slangc: {} ({version})", slangc.display());
    let tools = Tools { root: workspace_root(), nslc, slangc, out_dir, timeout: config.timeout };
    let started = Instant::now();
    let total = files.len();
    let mut results = Vec::new();
    test_compute::in_parallel(
        files,
        config.jobs,
        move |path| diff_file(path, &tools),
        |r: FileVerdict| {
            let time = format_duration(r.elapsed);
            match &r.verdict {
                Verdict::Agree(note) if note.is_empty() => println!("AGREE: {} ({time})", r.name),
                Verdict::Agree(note) => println!("AGREE: {} ({note}; {time})", r.name),
                Verdict::Disagree(why) => println!("DISAGREE: {} ({})", r.name, first_line(why)),
                Verdict::SlangcFailed(why) => println!("SLANGC-FAILED: {} ({})", r.name, first_line(why)),
                Verdict::NanoslangFailed(why) => println!("FAIL: {} ({})", r.name, first_line(why)),
                Verdict::Skip(why) => println!("SKIP: {} ({why})", r.name),
            }
            if config.verbose && !r.log.is_empty() {
                for line in r.log.lines() {
                    println!("    {line}");
                }
            }
            results.push(r);
        },
    );
    results.sort_by(|a, b| a.name.cmp(&b.name));
    let count = |rank: u8| results.iter().filter(|r| r.verdict.rank() == rank).count();
    for r in results.iter().filter(|r| r.verdict.rank() <= 2) {
        let (Verdict::NanoslangFailed(why) | Verdict::Disagree(why) | Verdict::SlangcFailed(why)) = &r.verdict else {
            continue;
        };
        println!("\n======== {}: {} ========\n{}\n{}", label(&r.verdict), r.name, why.trim_end(), r.log.trim_end());
    }
    println!(
        "\ntest-compute --against-slangc: {total} files in {}\n{} agree, {} disagree, {} slangc failed, {} failed, {} \
         skipped",
        format_duration(started.elapsed()),
        count(3),
        count(1),
        count(2),
        count(0),
        count(4)
    );
    let bad: Vec<&str> = results.iter().filter(|r| r.verdict.rank() <= 1).map(|r| r.name.as_str()).collect();
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{} file(s) disagree with slangc or fail: {}", bad.len(), bad.join(", ")))
    }
}

fn label(v: &Verdict) -> &'static str {
    match v {
        Verdict::Agree(_) => "AGREE",
        Verdict::Disagree(_) => "DISAGREE",
        Verdict::SlangcFailed(_) => "SLANGC-FAILED",
        Verdict::NanoslangFailed(_) => "FAIL",
        Verdict::Skip(_) => "SKIP",
    }
}

fn first_line(text: &str) -> &str {
    text.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

/// `slangc -version` (it prints the version on stderr).
fn slangc_version(slangc: &Path) -> String {
    match std::process::Command::new(slangc).arg("-version").output() {
        Ok(out) => {
            let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            let version = text.trim();
            if version.is_empty() {
                "version unknown".into()
            } else {
                format!("version {version}")
            }
        }
        Err(e) => format!("cannot run it: {e}"),
    }
}

fn diff_file(path: &Path, tools: &Tools) -> FileVerdict {
    diff_file_with(path, tools, &mut None)
}

fn diff_file_with(path: &Path, tools: &Tools, last_outputs: &mut Option<(String, String)>) -> FileVerdict {
    let started = Instant::now();
    let name = path.strip_prefix(&tools.root).unwrap_or(path).display().to_string();
    let mut log = String::new();
    let verdict = match std::fs::read(path) {
        Err(e) => Verdict::NanoslangFailed(format!("cannot read the file: {e}")),
        Ok(bytes) => {
            let test = nsl_testfile::parse(&String::from_utf8_lossy(&bytes));
            let conformances = test.conformance_options();
            match nsl_testfile::plan::plan(&test) {
                Plan::Skip(why) => Verdict::Skip(why),
                Plan::Fail(why) => Verdict::NanoslangFailed(why),
                Plan::Run(runs) => {
                    let verdicts: Vec<Verdict> = runs
                        .iter()
                        .map(|r| diff_run(path, &name, r, &conformances, tools, &mut log, last_outputs))
                        .collect();
                    verdicts.into_iter().min_by_key(Verdict::rank).unwrap_or(Verdict::Skip("nothing to run".into()))
                }
            }
        }
    };
    FileVerdict { name, verdict, log, elapsed: started.elapsed() }
}

fn diff_run(
    path: &Path,
    name: &str,
    run: &Run,
    conformances: &[String],
    tools: &Tools,
    log: &mut String,
    last_outputs: &mut Option<(String, String)>,
) -> Verdict {
    let stem: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect();
    let spv = tools.out_dir.join(format!("{stem}.{}.spv", run.line));
    let entry = run.args.entry.as_deref().unwrap_or("computeMain");
    let compile = Compile {
        file: path,
        entry,
        defines: &run.args.defines,
        column_major: run.args.matrix_layout == Some(MatrixLayout::ColumnMajor),
        extra: &run.args.compiler,
        conformances,
        output: &spv,
    };
    let mut command = slangc::command(&tools.slangc, &compile);
    log.push_str(&format!("$ {}   # TEST line {}\n", crate::command_line(&command), run.line));
    match test_compute::execute(&mut command, tools.timeout) {
        Err(e) => return Verdict::SlangcFailed(e),
        Ok(r) if r.code != Some(0) => {
            let stderr = r.stderr.trim_end();
            return Verdict::SlangcFailed(format!("slangc rejected the file: {}\n{stderr}", first_line(stderr)));
        }
        Ok(_) => {}
    }
    let expanded = match lavapipe_ready(&spv) {
        Ok(n) => n,
        Err(e) => return Verdict::SlangcFailed(format!("slangc's output {}: {e}", spv.display())),
    };
    let mut reference = test_compute::nslc_run(&tools.nslc, path, run, Target::Spirv);
    reference.arg("--spirv").arg(&spv);
    let mut own = test_compute::nslc_run(&tools.nslc, path, run, Target::Spirv);
    // nanoslang's first: the runtime compiles the file with nanoslang
    // either way (to find the parameters), so its failures are nanoslang's.
    let mut outputs = Vec::new();
    for (who, command) in [("nanoslang", &mut own), ("slangc", &mut reference)] {
        log.push_str(&format!("$ {}\n", crate::command_line(command)));
        let failed =
            |why: String| if who == "slangc" { Verdict::SlangcFailed(why) } else { Verdict::NanoslangFailed(why) };
        let result = match test_compute::execute(command, tools.timeout) {
            Ok(r) => r,
            Err(e) => return failed(format!("running {who}'s SPIR-V: {e}")),
        };
        match result.code {
            Some(0) => outputs.push(result.stdout),
            // The runtime cannot run this program (or Vulkan is missing).
            Some(3) => return Verdict::Skip(first_line(&result.stderr).to_string()),
            code => {
                let status = code.map_or("was killed by a signal".to_string(), |c| format!("exited with {c}"));
                let stderr = result.stderr.trim_end();
                return failed(format!("`nslc run` of {who}'s SPIR-V {status}: {}\n{stderr}", first_line(stderr)));
            }
        }
    }
    let (ours, theirs) = (&outputs[0], &outputs[1]);
    *last_outputs = Some((ours.clone(), theirs.clone()));
    let mut notes = Vec::new();
    if expanded > 0 {
        notes.push(format!("{expanded} OpCopyLogical expanded for lavapipe"));
    }
    if theirs == ours {
        return Verdict::Agree(notes.join(", "));
    }
    if nsl_testfile::compare::compare(ours, theirs).is_ok() && nsl_testfile::compare::compare(theirs, ours).is_ok() {
        notes.push("within slang-test's float tolerance".into());
        return Verdict::Agree(notes.join(", "));
    }
    let mut report = format!("TEST line {}: {}", run.line, describe_difference(theirs, ours));
    if let Check::ExpectedFile { index } = run.check {
        let expected =
            nsl_testfile::expected_output_paths(path, index).iter().find_map(|p| std::fs::read_to_string(p).ok());
        if let Some(expected) = expected {
            let matches = |out: &str| nsl_testfile::compare::compare(out, &expected).is_ok();
            let which = match (matches(theirs), matches(ours)) {
                (true, true) => "both",
                (true, false) => "slangc's",
                (false, true) => "nanoslang's",
                (false, false) => "neither",
            };
            report.push_str(&format!("\nthe expected output matches {which}"));
            // A slangc defect the file documents is slangc's failure, not
            // a disagreement: only when the expectation sides with us.
            if which == "nanoslang's" {
                if let Some(reason) = documented_slangc_defect(path) {
                    return Verdict::SlangcFailed(format!(
                        "slangc is wrong here, as the file says: {reason}\n{report}"
                    ));
                }
            }
        }
    }
    Verdict::Disagree(report)
}

/// The reason given by a `// slangc-wrong: <reason>` line in the test
/// file: a known slangc miscompilation, written beside the test.
fn documented_slangc_defect(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines().find_map(|l| l.trim_start().strip_prefix("// slangc-wrong:").map(|r| r.trim().to_string()))
}

/// Expands slangc's `OpCopyLogical`s in place (see the module
/// documentation); returns how many there were.
fn lavapipe_ready(spv: &Path) -> Result<usize, String> {
    let bytes = std::fs::read(spv).map_err(|e| format!("cannot read it: {e}"))?;
    let (words, expanded) = crate::spirv::expand_copy_logical(&crate::spirv::words(&bytes)?)?;
    if expanded > 0 {
        std::fs::write(spv, crate::spirv::bytes(&words)).map_err(|e| format!("cannot write it: {e}"))?;
    }
    Ok(expanded)
}

/// The first lines where two outputs differ, and how many differ.
fn describe_difference(theirs: &str, ours: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (theirs.lines().collect(), ours.lines().collect());
    let differing: Vec<usize> = (0..a.len().max(b.len())).filter(|&i| a.get(i) != b.get(i)).collect();
    let mut out = format!("{} line(s) differ", differing.len());
    for &i in differing.iter().take(SHOWN_LINES) {
        let show = |l: Option<&&str>| l.map_or("<none>".to_string(), |l| l.to_string());
        out.push_str(&format!("\n  line {}: slangc {}, nanoslang {}", i + 1, show(a.get(i)), show(b.get(i))));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_and_ranks() {
        let d = describe_difference("1\n2\n3\n", "1\n5\n");
        assert_eq!(d, "2 line(s) differ\n  line 2: slangc 2, nanoslang 5\n  line 3: slangc 3, nanoslang <none>");
        let worst = [Verdict::Agree(String::new()), Verdict::Disagree("x".into()), Verdict::Skip("s".into())]
            .into_iter()
            .min_by_key(Verdict::rank);
        assert_eq!(worst, Some(Verdict::Disagree("x".into())));
    }
}
