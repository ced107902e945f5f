//! `cargo xtask slang-suite`: Slang's own test suite (a checkout's
//! `tests/` folder, by default `../shared/slang-tests/tests`) run the way
//! slang-test and render-test run its Vulkan compute tests, one result per
//! test line, with a per-target ratchet (`tests/slang-suite/<target>.pass`).
//!
//! Which lines run ([`select`]): the enabled `COMPARE_COMPUTE` and
//! `COMPARE_COMPUTE_EX` lines for Vulkan (`-vk`, `-vulkan`), and the lines
//! that draw ([`Draw`]: render-test's triangle, compared as an image with
//! the committed `.expected.png`, or by the buffers that a `-gcompute`
//! run's shaders wrote); a file without
//! any Vulkan line runs, once on Vulkan, each enabled compute line that
//! names no device API (slang-test's synthesized variant, id suffix
//! `(synth-vk)`). Ids are slang-test's: `folder/file.slang` for a file's
//! first TEST line, `folder/file.slang.N` for its N-th (from 0).
//!
//! Each line is compiled as render-test compiles it ([`compile_args`]:
//! row-major matrices and `-O0` unless the line says otherwise, its
//! `-xslang` / `-compile-arg` / `-Xslang... -X.` values verbatim, its
//! `-profile` and `-capability`, `-conformance T:I=id` for each
//! `type_conformance` input, `-conformance T:I` for each conformance the
//! interface values of its object inputs need beyond those, as `nslc run
//! --print-conformances` lists them), the SPIR-V is checked with spirv-val
//! (`$SPIRV_VAL` when set; Vulkan 1.3, scalar block layout) unless the line says
//! `-skip-spirv-validation`, run with `nslc run --spirv`, and the output
//! compared with the expected file or FileCheck'ed. A text target compiles
//! the line to its language and that to SPIR-V with the target's tool
//! (glslangValidator, naga) instead.

use crate::test_compute::{execute, Target};
use crate::{filecheck, format_duration, target_dir, workspace_root};
use nsl_testfile::args::RenderArgs;
use nsl_testfile::plan::Check;
use nsl_testfile::{TestFile, TestLine};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

pub const USAGE: &str =
    "cargo xtask slang-suite [FOLDER...] [--tests DIR] [--target spirv|glsl|hlsl|wgsl|cpp|cuda|interp]
                        [--filter S] [-j N] [--json FILE] [--ratchet] [--bless] [--no-build]
                        [--timeout SECS] [-v]
    Runs every Vulkan compute test line of Slang's suite, and the render
    tests that draw (images against .expected.png, -gcompute buffers)
    (default folders: compute language-feature autodiff autodiff-dstdlib
    bugs hlsl-intrinsic render,
    under --tests DIR, default ../shared/slang-tests/tests) and prints one
    result per line, then a table per folder (pass / fail by kind / skip).
    --target T   spirv (default: nslc's SPIR-V on Vulkan), glsl / hlsl
                 (glslangValidator), wgsl (naga), cpp (g++, the CPU), cuda
                 (nvcc), interp (the IR interpreter)
    --filter S   only test ids containing S
    --json FILE  every line's outcome, kind, reason and compile command
    --ratchet    fail when an id listed in tests/slang-suite/<target>.pass
                 does not pass; print the ids that newly pass
    --bless      rewrite tests/slang-suite/<target>.pass with the ids that pass
                 (only the lines this run covered are replaced)
    -j N         lines run in parallel (default 2)
    --timeout S  limit for each step of a line (default 30)
    -v           print every failure's log";

/// The default folders, as the issues that set the yardstick name them.
pub const DEFAULT_FOLDERS: &[&str] =
    &["compute", "language-feature", "autodiff", "autodiff-dstdlib", "bugs", "hlsl-intrinsic", "render"];

pub struct Config {
    pub tests: PathBuf,
    pub folders: Vec<String>,
    pub target: Target,
    pub filter: Option<String>,
    pub jobs: usize,
    pub json: Option<PathBuf>,
    pub ratchet: bool,
    pub bless: bool,
    pub build: bool,
    pub timeout: Duration,
    pub verbose: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            tests: default_tests_dir(),
            folders: DEFAULT_FOLDERS.iter().map(|s| s.to_string()).collect(),
            target: Target::Spirv,
            filter: None,
            jobs: 2,
            json: None,
            ratchet: false,
            bless: false,
            build: true,
            timeout: Duration::from_secs(30),
            verbose: false,
        }
    }
}

/// `../shared/slang-tests/tests` beside the workspace.
pub fn default_tests_dir() -> PathBuf {
    workspace_root().join("..").join("shared").join("slang-tests").join("tests")
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut config = Config::default();
    let mut folders = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--target" => config.target = Target::parse(&value("--target")?)?,
            "--tests" => config.tests = PathBuf::from(value("--tests")?),
            "--filter" => config.filter = Some(value("--filter")?),
            "--json" => config.json = Some(PathBuf::from(value("--json")?)),
            "--ratchet" => config.ratchet = true,
            "--bless" => config.bless = true,
            "--no-build" => config.build = false,
            "-v" | "--verbose" => config.verbose = true,
            "-j" | "--jobs" => {
                config.jobs =
                    value("--jobs")?.parse().ok().filter(|&j| j > 0).ok_or("--jobs needs a positive number")?
            }
            "--timeout" => {
                let secs: u64 = value("--timeout")?.parse().map_err(|_| "--timeout needs a number of seconds")?;
                config.timeout = Duration::from_secs(secs);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'\n{USAGE}")),
            _ => folders.push(arg.trim_end_matches('/').to_string()),
        }
    }
    if !folders.is_empty() {
        config.folders = folders;
    }
    run(&config).map(|_| ())
}

/// How a line failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum FailKind {
    /// The compiler rejected the program (or a text target's tool did).
    Compile,
    /// spirv-val rejected the compiler's SPIR-V.
    InvalidSpirv,
    /// It compiled, but running it failed (pipeline creation, dispatch,
    /// binding the inputs).
    Runtime,
    /// It ran and its output differs from the expectation.
    WrongOutput,
    Timeout,
}

impl FailKind {
    const ALL: [FailKind; 5] =
        [FailKind::Compile, FailKind::InvalidSpirv, FailKind::Runtime, FailKind::WrongOutput, FailKind::Timeout];
    pub fn name(self) -> &'static str {
        match self {
            FailKind::Compile => "compile",
            FailKind::InvalidSpirv => "invalid-spirv",
            FailKind::Runtime => "runtime",
            FailKind::WrongOutput => "wrong-output",
            FailKind::Timeout => "timeout",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Pass,
    Fail(FailKind, String),
    Skip(String),
}

/// One test line to run.
#[derive(Clone, Debug)]
pub struct Case {
    pub id: String,
    pub folder: String,
    pub path: PathBuf,
    /// 1-based line of the TEST directive.
    pub line: usize,
    pub args: RenderArgs,
    /// The line's raw render-test arguments.
    pub raw: Vec<String>,
    pub check: Check,
    /// `-conformance T:I=id` values from `type_conformance` inputs.
    pub conformances: Vec<String>,
    /// Why the line cannot run at all (a render-test mode the runner does
    /// not drive), decided before compiling.
    pub skip: Option<String>,
    /// A line that draws rather than dispatches, and what it compares.
    pub draw: Option<Draw>,
}

/// render-test's graphics runs: render-test's triangle drawn with
/// `vertexMain` and `fragmentMain`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draw {
    /// The image, against `FILE[.N].expected.png` (`COMPARE_HLSL_RENDER`,
    /// `COMPARE_HLSL_GLSL_RENDER`, `COMPARE_HLSL_CROSS_COMPILE_RENDER`).
    Image,
    /// The buffers the shaders wrote, as a compute line's
    /// (`COMPARE_RENDER_COMPUTE`, `-gcompute`).
    Buffers,
}

/// The suite's image-comparing commands.
const IMAGE_COMMANDS: &[&str] =
    &["COMPARE_HLSL_RENDER", "COMPARE_HLSL_GLSL_RENDER", "COMPARE_HLSL_CROSS_COMPILE_RENDER"];

/// How a line runs: dispatch (`None`), or draw.
fn draw_kind(t: &TestLine, args: &RenderArgs) -> Option<Draw> {
    if IMAGE_COMMANDS.contains(&t.command.as_str()) {
        Some(Draw::Image)
    } else if t.command == "COMPARE_RENDER_COMPUTE" || args.unsupported.iter().any(|u| u == "-gcompute") {
        Some(Draw::Buffers)
    } else {
        None
    }
}

pub struct LineResult {
    pub case: Case,
    pub outcome: Outcome,
    /// The command that compiled it (empty when nothing was compiled).
    pub command: String,
    pub log: String,
    pub elapsed: Duration,
}

/// The lines of one file to run, in file order. `file_id` is the file's
/// path relative to the tests folder, with `/` separators.
pub fn select(file: &TestFile, text: &str, file_id: &str, path: &Path) -> Vec<Case> {
    let runs = |t: &TestLine| {
        t.is_compute_comparison()
            || t.command == "COMPARE_RENDER_COMPUTE"
            || IMAGE_COMMANDS.contains(&t.command.as_str())
    };
    let compute: Vec<&TestLine> = file.tests.iter().filter(|t| t.enabled && runs(t)).collect();
    let parsed: Vec<(&TestLine, RenderArgs)> = compute.iter().map(|t| (*t, RenderArgs::parse(&t.args))).collect();
    let has_vk = parsed.iter().any(|(_, a)| a.api.as_deref() == Some("vk"));
    let conformances = type_conformances(text);
    let folder = file_id.split('/').next().unwrap_or(file_id).to_string();
    parsed
        .into_iter()
        .filter(|(_, a)| if has_vk { a.api.as_deref() == Some("vk") } else { a.api.is_none() })
        .map(|(t, args)| {
            let mut id = file_id.to_string();
            if t.index > 0 {
                let _ = write!(id, ".{}", t.index);
            }
            if !has_vk {
                id.push_str(" (synth-vk)");
            }
            let check = match t.option("filecheck-buffer") {
                Some(prefix) => Check::FileCheck { prefix: prefix.to_string() },
                None => Check::ExpectedFile { index: t.index },
            };
            // Render-test modes other than compute dispatch and drawing.
            let draw = draw_kind(t, &args);
            let skip = args
                .unsupported
                .iter()
                .filter(|u| !(draw.is_some() && (*u == "-gcompute" || *u == "-graphics")))
                .find(|u| !u.starts_with("compiler option") && !u.starts_with("unknown option"))
                .map(|u| format!("render-test mode the runner does not drive: {u}"));
            Case {
                id,
                folder: folder.clone(),
                path: path.to_path_buf(),
                line: t.line,
                args,
                raw: t.args.clone(),
                check,
                conformances: conformances.clone(),
                skip,
                draw,
            }
        })
        .collect()
}

/// `T:I=id` for each `//TEST_INPUT: type_conformance T:I = id` line, as
/// render-test hands them to the compiler.
fn type_conformances(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("//")?.trim_start().strip_prefix("TEST_INPUT:"))
        .filter_map(|l| l.trim_start().strip_prefix("type_conformance"))
        .map(|rest| rest.split_whitespace().collect::<String>())
        .filter(|c| !c.is_empty())
        .collect()
}

/// The compiler arguments a line gives: `-xslang V`, `-compile-arg V`,
/// `-Xslang V` and `-Xslang... V1 V2 -X.` verbatim, and render-test's own
/// `-profile P`, `-capability C` and `-allow-glsl`, which it passes on.
pub fn line_compiler_args(raw: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = raw.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-xslang" | "-compile-arg" | "-Xslang" => out.extend(it.next().cloned()),
            "-Xslang..." => out.extend(it.by_ref().take_while(|v| *v != "-X.").cloned()),
            // render-test passes GLSL mode on to the compiler.
            "-allow-glsl" => out.push(a.clone()),
            "-profile" | "-capability" => {
                if let Some(v) = it.next() {
                    out.push(a.clone());
                    out.push(v.clone());
                }
            }
            _ => {}
        }
    }
    out
}

/// Everything the compiler gets for a line, after the target and output:
/// the entry point, row-major matrices and `-O0` (render-test's defaults,
/// unless the line's own arguments choose), the line's compiler arguments
/// and the type conformances.
pub fn compile_args(case: &Case) -> Vec<String> {
    let mut args: Vec<String> = match case.draw {
        None => ["-entry", entry(case), "-stage", "compute"].map(String::from).to_vec(),
        Some(_) => ["-entry", "vertexMain", "-stage", "vertex", "-entry", "fragmentMain", "-stage", "fragment"]
            .map(String::from)
            .to_vec(),
    };
    let own = line_compiler_args(&case.raw);
    if !own.iter().any(|a| a.starts_with("-matrix-layout-")) {
        args.push("-matrix-layout-row-major".into());
    }
    if !own.iter().any(|a| a.starts_with("-O")) {
        args.push("-O0".into());
    }
    args.extend(own);
    for c in &case.conformances {
        args.push("-conformance".into());
        args.push(c.clone());
    }
    args
}

fn entry(case: &Case) -> &str {
    case.args.entry.as_deref().unwrap_or("computeMain")
}

/// Whether the line asks for no SPIR-V validation.
fn skips_validation(case: &Case) -> bool {
    line_compiler_args(&case.raw).iter().chain(&case.raw).any(|a| a == "-skip-spirv-validation")
}

/// Runs the whole configuration; gives every line's result.
pub fn run(config: &Config) -> Result<Vec<LineResult>, String> {
    if !config.tests.is_dir() {
        return Err(format!(
            "Slang's test suite is not at {} (pass --tests DIR: a checkout's tests/ folder)",
            config.tests.display()
        ));
    }
    let tc_config = crate::test_compute::Config {
        target: config.target,
        build: config.build,
        ..crate::test_compute::Config::default()
    };
    let nslc = crate::test_compute::debug_nslc(&tc_config)?;
    let cases = collect_cases(config)?;
    let started = Instant::now();
    let total = cases.len();
    println!("slang-suite ({}): {total} test lines in {}", config.target.name(), config.folders.join(", "));
    let (target, timeout, verbose) = (config.target, config.timeout, config.verbose);
    let mut results = Vec::with_capacity(total);
    crate::test_compute::in_parallel(
        cases,
        config.jobs,
        move |case: &Case| run_case(case.clone(), &nslc, target, timeout),
        |r: LineResult| {
            match &r.outcome {
                Outcome::Pass => println!("PASS: {}", r.case.id),
                Outcome::Fail(kind, why) => println!("FAIL[{}]: {} ({})", kind.name(), r.case.id, first_line(why)),
                Outcome::Skip(why) => println!("SKIP: {} ({})", r.case.id, first_line(why)),
            }
            if verbose && matches!(r.outcome, Outcome::Fail(..)) {
                for line in r.log.lines().take(40) {
                    println!("    {line}");
                }
            }
            results.push(r);
        },
    );
    results.sort_by(|a, b| a.case.id.cmp(&b.case.id));
    println!("\n{}", summary_table(&results));
    println!("slang-suite ({}): {total} lines in {}", config.target.name(), format_duration(started.elapsed()));
    if let Some(json) = &config.json {
        std::fs::write(json, to_json(&results)).map_err(|e| format!("cannot write {}: {e}", json.display()))?;
        println!("wrote {}", json.display());
    }
    let passed = results.iter().filter(|r| r.outcome == Outcome::Pass).count();
    let failed = results.iter().filter(|r| matches!(r.outcome, Outcome::Fail(..))).count();
    println!("{passed} passed, {failed} failed, {} skipped", total - passed - failed);
    if config.bless {
        bless(config, &results)?;
    }
    if config.ratchet {
        ratchet(config, &results)?;
    }
    Ok(results)
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

/// Every selected line of the configured folders, sorted by id.
pub fn collect_cases(config: &Config) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for folder in &config.folders {
        let dir = config.tests.join(folder);
        if !dir.is_dir() {
            return Err(format!("no folder {} in {}", folder, config.tests.display()));
        }
        let mut files = Vec::new();
        collect_slang_files(&dir, &mut files)?;
        files.sort();
        for path in files {
            let rel = path.strip_prefix(&config.tests).unwrap_or(&path);
            let file_id = rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
            let Ok(bytes) = std::fs::read(&path) else { continue };
            let text = String::from_utf8_lossy(&bytes);
            let file = nsl_testfile::parse(&text);
            if file.ignore_file {
                continue;
            }
            cases.extend(select(&file, &text, &file_id, &path));
        }
    }
    if let Some(filter) = &config.filter {
        cases.retain(|c| c.id.contains(filter.as_str()));
    }
    cases.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(cases)
}

fn collect_slang_files(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            collect_slang_files(&p, files)?;
        } else if p.extension().is_some_and(|e| e == "slang" || e == "hlsl") {
            files.push(p);
        }
    }
    Ok(())
}

/// A scratch file for a line's artefacts.
fn scratch(case: &Case, target: Target, extension: &str) -> Result<PathBuf, String> {
    let dir = target_dir().join("slang-suite").join(target.name());
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let stem: String =
        case.id.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' { c } else { '_' }).collect();
    Ok(dir.join(format!("{stem}.{extension}")))
}

/// Compiles, validates, runs and checks one line.
pub fn run_case(case: Case, nslc: &Path, target: Target, timeout: Duration) -> LineResult {
    let started = Instant::now();
    let mut log = String::new();
    let mut command = String::new();
    let outcome = match &case.skip {
        Some(why) => Outcome::Skip(why.clone()),
        None => execute_case(&case, nslc, target, timeout, &mut log, &mut command),
    };
    LineResult { case, outcome, command, log, elapsed: started.elapsed() }
}

fn step(command: &mut Command, timeout: Duration, log: &mut String) -> Result<crate::test_compute::Executed, Outcome> {
    let _ = writeln!(log, "$ {}", crate::command_line(command));
    match execute(command, timeout) {
        Ok(r) => {
            log.push_str(&r.stderr);
            log.push_str(&r.stdout);
            Ok(r)
        }
        Err(e) if e.starts_with("timed out") => Err(Outcome::Fail(FailKind::Timeout, e)),
        Err(e) => Err(Outcome::Fail(FailKind::Runtime, e)),
    }
}

/// The conformances (`T:I`) that the interface values of the case's
/// object inputs need beyond its `type_conformance` lines
/// (`nslc run --print-conformances`); none when no input is an object.
fn input_conformances(case: &Case, nslc: &Path, timeout: Duration, log: &mut String) -> Result<Vec<String>, Outcome> {
    let text = std::fs::read_to_string(&case.path).unwrap_or_default();
    let objects = text.lines().any(|l| l.contains("TEST_INPUT") && (l.contains("new ") || l.contains("new{")));
    if !objects {
        return Ok(Vec::new());
    }
    let mut query = Command::new(nslc);
    query.arg("run").arg(&case.path).arg("--print-conformances");
    match case.draw {
        None => {
            query.args(["--entry", entry(case)]);
        }
        Some(_) => {
            query.arg("-gcompute");
        }
    }
    query.args(line_compiler_args(&case.raw));
    for c in &case.conformances {
        query.args(["-conformance", c]);
    }
    let r = step(&mut query, timeout, log)?;
    // A file nslc run cannot take fails or skips at its own run, with the
    // reason; the query adds nothing then.
    if r.code != Some(0) {
        return Ok(Vec::new());
    }
    Ok(r.stdout.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_string).collect())
}

/// A failed compile: a skip when nslc says the target cannot express the
/// program (`NSL3150`, a printer, to `NSL3154`, a target's legalization
/// pass, or `NSL3156`, `check-target`: 64-bit scalars on WGSL, say), else
/// a compile failure.
fn compile_failure(r: &crate::test_compute::Executed, target: Target) -> Outcome {
    // On a text target, slangc's target refusals too: E36107, the entry
    // point needs what the target lacks (wave operations on WGSL); E56102,
    // a division by a matrix on Metal or WGSL; E55205, `[numthreads]` sized
    // by specialization constants, which only SPIR-V and GLSL have.
    let cannot = |l: &&str| {
        [0, 1, 2, 3, 4, 6].iter().any(|n| l.contains(&format!("error[NSL315{n}]: ")))
            || (target != Target::Spirv
                && ["E36107", "E56102", "E55205"].iter().any(|c| l.contains(&format!("error[{c}]: "))))
    };
    match r.stderr.lines().find(cannot) {
        Some(why) => Outcome::Skip(format!(
            "the target cannot express it: {}",
            why.split_once("]: ").map_or(why, |(_, w)| w).trim()
        )),
        None => Outcome::Fail(FailKind::Compile, error_line(r)),
    }
}

/// Whether HLSL text names a 16-bit type.
/// The first `cbuffer` block that a `TEST_INPUT:cbuffer(...)` line names.
fn cbuffer_block_input(text: &str) -> Option<String> {
    let blocks: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("cbuffer "))
        .filter_map(|rest| rest.split(|c: char| !c.is_alphanumeric() && c != '_').next())
        .collect();
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("//TEST_INPUT:cbuffer("))
        .filter_map(|rest| rest.split_once("name").map(|(_, n)| n.trim_start_matches(['=', ' ']).trim().to_string()))
        .find(|n| blocks.contains(&n.as_str()))
}

fn uses_16bit_types(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '_').any(|word| {
        let base = word.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
        matches!(base, "half" | "int16_t" | "uint16_t" | "float16_t" | "min16float" | "min16int" | "min16uint")
    })
}

/// Whether HLSL text calls one of HLSL's exclusive prefix operations.
fn uses_wave_prefix(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| matches!(word, "WavePrefixSum" | "WavePrefixProduct" | "WavePrefixCountBits"))
}

/// The first line of a failed tool's output that names an error.
fn error_line(r: &crate::test_compute::Executed) -> String {
    let lines = || r.stderr.lines().chain(r.stdout.lines());
    lines().find(|l| l.contains("rror")).or_else(|| lines().find(|l| !l.trim().is_empty())).unwrap_or("").trim().into()
}

/// Lines whose expectation a backend of this machine cannot meet, for a
/// cause outside the compiler, with the evidence: on that backend a wrong
/// output of one of them is a skip with this reason (a right one passes).
/// On Vulkan (Mesa's lavapipe) slangc's own SPIR-V gives the same output.
const DEVICE_LIMITS: &[(&str, &str, &str)] = &[
    (
        "hlsl-intrinsic/wave-mask/wave.slang.3",
        "vulkan",
        "lavapipe's waves have 8 lanes and the test assumes 32 (its 32 threads in one wave, \
         thread 8 reading lanes 0-7 by WaveMaskShuffle); slangc's SPIR-V gives the same output",
    ),
    (
        "hlsl-intrinsic/quad-control/quad-control-comp-functionality.slang",
        "vulkan",
        "lavapipe's waves have 8 lanes and the test assumes 16 (its 16 threads pick their quad by \
         WaveGetLaneIndex, so lanes 8-15 of one wave, whose outputs are expected, do not exist); slangc's \
         SPIR-V is refused (it needs VK_KHR_shader_quad_control)",
    ),
    (
        "hlsl-intrinsic/quad-control/quad-control-comp-functionality.slang.1",
        "vulkan",
        "lavapipe's waves have 8 lanes and the test assumes 16 (its 16 threads pick their quad by \
         WaveGetLaneIndex, so lanes 8-15 of one wave, whose outputs are expected, do not exist); slangc's \
         SPIR-V is refused (it needs VK_KHR_shader_quad_control)",
    ),
    (
        "hlsl-intrinsic/matrix-float.slang.1 (synth-vk)",
        "vulkan",
        "lavapipe computes a float % as x - y * trunc(x / y), as Vulkan's precision rules for OpFRem \
         allow, so 0.77 % 0.11 is 0 where the expectation (C's fmod) has 0.11; slangc's SPIR-V gives \
         the same output",
    ),
    (
        "bugs/atomic-coerce.slang.1",
        "cpp",
        "the test assumes its 4 invocations run in lockstep as one wave (each reads groupshared memory \
         right after InterlockedAdd, with no barrier, expecting every invocation's add done); the C++ \
         target runs each invocation as a thread",
    ),
    (
        "compute/atomics-groupshared.slang.2",
        "cpp",
        "the values InterlockedAdd returns assume the 4 invocations run in lockstep as one wave (each \
         of the three rounds of adds done in every invocation before the next starts); the C++ target \
         runs each invocation as a thread, in any order",
    ),
];

fn execute_case(
    case: &Case,
    nslc: &Path,
    target: Target,
    timeout: Duration,
    log: &mut String,
    shown: &mut String,
) -> Outcome {
    // A cause outside the compiler that makes a wrong output meaningless.
    let mut limit = None;
    if let Some((_, _, why)) = DEVICE_LIMITS.iter().find(|(id, b, _)| *id == case.id && *b == target.backend()) {
        limit = Some(format!("device limit: {why}"));
    }
    match execute_steps(case, nslc, target, timeout, log, shown, &mut limit) {
        Outcome::Fail(FailKind::WrongOutput, why) if limit.is_some() => {
            Outcome::Skip(format!("{} (output: {why})", limit.unwrap_or_default()))
        }
        outcome => outcome,
    }
}

/// One stage of a draw compiled alone for a text target.
#[derive(Clone, Copy)]
struct StageUnit {
    entry: &'static str,
    stage: &'static str,
    /// glslangValidator's name of the stage (`-S`).
    tool_stage: &'static str,
}

/// render-test's two entry points.
const DRAW_STAGES: [StageUnit; 2] = [
    StageUnit { entry: "vertexMain", stage: "vertex", tool_stage: "vert" },
    StageUnit { entry: "fragmentMain", stage: "fragment", tool_stage: "frag" },
];

/// Compiles a line (or, for a draw, one stage of it: `unit`) to the text
/// target, into `text`, and that to SPIR-V with the target's tool, into
/// `spv`. `Err`: the line's outcome, decided here.
#[allow(clippy::too_many_arguments)]
fn text_unit_to_spirv(
    case: &Case,
    nslc: &Path,
    target: Target,
    unit: Option<StageUnit>,
    text: &Path,
    spv: &Path,
    timeout: Duration,
    log: &mut String,
    shown: &mut String,
    limit: &mut Option<String>,
) -> Result<(), Outcome> {
    let Some((name, tool, options)) = target.text() else { unreachable!("text targets have a tool") };
    let mut args = compile_args(case);
    if let Some(u) = unit {
        // The line's pair of entry points (first in `compile_args`) becomes this stage's.
        args.splice(0..8, ["-entry", u.entry, "-stage", u.stage].map(String::from));
    }
    let mut compile = Command::new(nslc);
    compile.arg(&case.path).args(["-target", name, "-o"]).arg(text).args(args);
    *shown = crate::command_line(&compile);
    let r = step(&mut compile, timeout, log)?;
    if r.code != Some(0) {
        return Err(compile_failure(&r, target));
    }
    // glslang's HLSL front end, our stand-in for DXC, has no 16-bit
    // types (`half` is 32 bits there, DXC's -enable-16bit-types).
    if target == Target::Hlsl && std::fs::read_to_string(text).is_ok_and(|t| uses_16bit_types(&t)) {
        return Err(Outcome::Skip("16-bit types, which glslang's HLSL front end lacks (DXC reads them)".into()));
    }
    // glslang's HLSL front end makes HLSL's exclusive prefix
    // operations inclusive scans (KhronosGroup/glslang#2929): a wrong
    // output of such a program says nothing of the HLSL (DXC's are
    // exclusive).
    if target == Target::Hlsl && std::fs::read_to_string(text).is_ok_and(|t| uses_wave_prefix(&t)) {
        *limit = Some(
            "WavePrefixSum/Product/CountBits, which glslang's HLSL front end (the stand-in for DXC) \
             makes inclusive scans (KhronosGroup/glslang#2929)"
                .into(),
        );
    }
    // A TEST_INPUT that fills a `cbuffer` block by the block's name:
    // the HLSL target declares every uniform in one `globalParams`
    // block, which the runner fills by member names only (a limit
    // of the harness, not of the HLSL).
    if target == Target::Hlsl {
        if let Some(block) = std::fs::read_to_string(&case.path).ok().and_then(|t| cbuffer_block_input(&t)) {
            *limit = Some(format!(
                "TEST_INPUT fills cbuffer block '{block}' by its name, which the runner cannot find in the \
                 HLSL target's single globalParams block"
            ));
        }
    }
    // WGSL has no push constants in its specification: uniform
    // entry-point parameters holding arrays or matrices are a
    // uniform block at the next binding there, which the runner
    // (binding as nslc's SPIR-V does, push constants) cannot fill.
    if target == Target::Wgsl
        && std::fs::read_to_string(text).is_ok_and(|t| t.contains("var<uniform> entryPointParams"))
    {
        return Err(Outcome::Skip(
            "uniform entry-point parameters in a WGSL uniform block, which the runner fills as push \
             constants"
                .into(),
        ));
    }
    let tool_path = match crate::test_compute::text_tool(tool) {
        Ok(p) => p,
        Err(why) => return Err(Outcome::Skip(why)),
    };
    let mut to_spirv = Command::new(&tool_path);
    // glslang's stage (`-S comp`) is the unit's.
    match unit {
        Some(u) => to_spirv.args(options.iter().map(|&o| if o == "comp" { u.tool_stage } else { o })),
        None => to_spirv.args(options),
    };
    if target == Target::Hlsl {
        to_spirv.args(["-e", unit.map_or(entry(case), |u| u.entry)]);
    }
    if tool == crate::test_compute::NSL_NAGA {
        to_spirv.arg(text).arg(spv);
    } else {
        to_spirv.arg(text).arg("-o").arg(spv);
    }
    let r = step(&mut to_spirv, timeout, log)?;
    if r.code != Some(0) {
        // glslang's HLSL front end has 64-bit integer types but cannot
        // convert to them (`(uint64_t)x`); DXC reads such HLSL.
        let int64 = || std::fs::read_to_string(text).is_ok_and(|t| t.contains("int64_t"));
        if target == Target::Hlsl && int64() {
            return Err(Outcome::Skip("64-bit integers, which glslang's HLSL front end cannot convert to".into()));
        }
        let tool_name = Path::new(tool).file_name().map_or(tool.into(), |n| n.to_string_lossy());
        return Err(Outcome::Fail(FailKind::Compile, format!("{tool_name}: {}", error_line(&r))));
    }
    // Tint follows the WGSL specification where naga is lenient
    // (uniformity, loops without an exit, storage texture formats):
    // every WGSL module must pass it too where it is installed.
    if target == Target::Wgsl && crate::on_path("tint") {
        let mut tint = Command::new("tint");
        tint.args(["--format", "wgsl", "-o", "/dev/null"]).arg(text);
        let r = step(&mut tint, timeout, log)?;
        if r.code != Some(0) {
            let why = error_line(&r);
            // Push constants are not in WGSL's specification: Tint's
            // `immediate` address space holds no arrays, wgpu's (naga's)
            // push constants do; the runner runs the naga path.
            if why.contains("<immediate> address space") {
                *limit = Some(format!("tint (immediate data, outside the WGSL specification): {why}"));
            } else {
                return Err(Outcome::Fail(FailKind::Compile, format!("tint: {why}")));
            }
        }
    }
    Ok(())
}

fn execute_steps(
    case: &Case,
    nslc: &Path,
    target: Target,
    timeout: Duration,
    log: &mut String,
    shown: &mut String,
    limit: &mut Option<String>,
) -> Outcome {
    // 0. Interface values the inputs write may need conformances the
    // program never makes (render-test makes them on demand): nslc run
    // says which, and every compile of the file gets them.
    let extended;
    let case = match input_conformances(case, nslc, timeout, log) {
        Ok(extra) if extra.is_empty() => case,
        Ok(extra) => {
            extended = Case { conformances: [case.conformances.clone(), extra].concat(), ..case.clone() };
            &extended
        }
        Err(o) => return o,
    };
    let mut run = Command::new(nslc);
    run.arg("run").arg(&case.path).args(["--backend", target.backend()]);
    // 1. Compile (the SPIR-V for Vulkan targets; a text target's file).
    match target {
        Target::Spirv => {
            let spv = match scratch(case, target, "spv") {
                Ok(p) => p,
                Err(e) => return Outcome::Fail(FailKind::Runtime, e),
            };
            let mut compile = Command::new(nslc);
            compile.arg(&case.path).args(["-target", "spirv", "-o"]).arg(&spv).args(compile_args(case));
            *shown = crate::command_line(&compile);
            let r = match step(&mut compile, timeout, log) {
                Ok(r) => r,
                Err(o) => return o,
            };
            if r.code != Some(0) {
                return compile_failure(&r, target);
            }
            // 2. spirv-val, as slang-test's Vulkan runs validate.
            // `$SPIRV_VAL` names a newer validator than the one on the PATH
            // (one that knows SPV_EXT_float8, SPV_KHR_bfloat16...).
            let validator = std::env::var("SPIRV_VAL").unwrap_or_else(|_| "spirv-val".into());
            if !skips_validation(case) && crate::on_path(&validator) {
                let mut val = Command::new(&validator);
                val.args(["--target-env", "vulkan1.3", "--scalar-block-layout"]).arg(&spv);
                let r = match step(&mut val, timeout, log) {
                    Ok(r) => r,
                    Err(o) => return o,
                };
                if r.code != Some(0) {
                    return Outcome::Fail(FailKind::InvalidSpirv, error_line(&r));
                }
            }
            run.arg("--spirv").arg(&spv);
        }
        Target::Glsl | Target::Hlsl | Target::Wgsl => {
            let Some((name, _, _)) = target.text() else { unreachable!("text targets have a tool") };
            let spv = match scratch(case, target, "spv") {
                Ok(s) => s,
                Err(e) => return Outcome::Fail(FailKind::Runtime, e),
            };
            // A draw compiles each stage alone (GLSL has one `main` per
            // shader; each tool takes one stage) and links the tools'
            // modules into one, whose entry points the run finds by stage.
            let units: Vec<Option<StageUnit>> = match case.draw {
                None => vec![None],
                Some(_) => DRAW_STAGES.iter().map(|u| Some(*u)).collect(),
            };
            let mut modules = Vec::new();
            for unit in &units {
                // `FILE.vert.glsl`: the tools read the language from the last extension.
                let prefix = unit.map_or(String::new(), |u| format!("{}.", u.tool_stage));
                let (text, unit_spv) = match (
                    scratch(case, target, &format!("{prefix}{name}")),
                    scratch(case, target, &format!("{prefix}spv")),
                ) {
                    (Ok(t), Ok(s)) => (t, s),
                    (Err(e), _) | (_, Err(e)) => return Outcome::Fail(FailKind::Runtime, e),
                };
                let unit_spv = if units.len() == 1 { spv.clone() } else { unit_spv };
                if let Err(o) =
                    text_unit_to_spirv(case, nslc, target, *unit, &text, &unit_spv, timeout, log, shown, limit)
                {
                    return o;
                }
                modules.push(unit_spv);
            }
            if modules.len() > 1 {
                if !crate::on_path("spirv-link") {
                    return Outcome::Skip(
                        "spirv-link (SPIRV-Tools) is not on PATH: the stages cannot be linked".into(),
                    );
                }
                let mut link = Command::new("spirv-link");
                link.args(&modules).arg("-o").arg(&spv);
                let r = match step(&mut link, timeout, log) {
                    Ok(r) => r,
                    Err(o) => return o,
                };
                if r.code != Some(0) {
                    return Outcome::Fail(FailKind::Runtime, format!("spirv-link: {}", error_line(&r)));
                }
            }
            run.arg("--spirv").arg(&spv);
        }
        Target::Cpp | Target::Cuda | Target::Interp => {
            // The run compiles; a compile-only step first tells a compile
            // failure from a runtime one.
            let text_target = match target {
                Target::Cpp => "cpp",
                Target::Cuda => "cuda",
                _ => "ir",
            };
            let out = match scratch(case, target, text_target) {
                Ok(p) => p,
                Err(e) => return Outcome::Fail(FailKind::Runtime, e),
            };
            let mut compile = Command::new(nslc);
            compile.arg(&case.path).args(["-target", text_target, "-o"]).arg(&out).args(compile_args(case));
            *shown = crate::command_line(&compile);
            let r = match step(&mut compile, timeout, log) {
                Ok(r) => r,
                Err(o) => return o,
            };
            if r.code != Some(0) {
                return compile_failure(&r, target);
            }
        }
    }
    // 3. Run with the line's inputs.
    let a = &case.args;
    if a.output_using_type {
        run.arg("--output-using-type");
    }
    if let Some([x, y, z]) = a.dispatch {
        run.arg("--compute-dispatch").arg(format!("{x},{y},{z}"));
    }
    let picture = match case.draw {
        None => {
            run.args(["--entry", entry(case)]);
            None
        }
        Some(Draw::Buffers) => {
            run.arg("-gcompute");
            None
        }
        Some(Draw::Image) => match scratch(case, target, "png") {
            Ok(p) => {
                let _ = std::fs::remove_file(&p);
                run.arg("--render").arg(&p);
                Some(p)
            }
            Err(e) => return Outcome::Fail(FailKind::Runtime, e),
        },
    };
    // nslc run reads the source again for the shader's parameters: with
    // the same compiler arguments (slangc's command line).
    run.args(line_compiler_args(&case.raw));
    for c in &case.conformances {
        run.args(["-conformance", c]);
    }
    let r = match step(&mut run, timeout, log) {
        Ok(r) => r,
        Err(o) => return o,
    };
    match r.code {
        Some(0) => {}
        // The backend cannot run this program here (an input kind or a
        // device feature): nslc says which.
        Some(3) => return Outcome::Skip(r.stderr.lines().last().unwrap_or("unsupported").trim().to_string()),
        Some(101) => return Outcome::Fail(FailKind::Runtime, "nslc run panicked".into()),
        Some(_) if matches!(compile_failure(&r, target), Outcome::Skip(_)) => return compile_failure(&r, target),
        Some(code) => {
            let why = error_line(&r);
            // nslc run compiles the source again for its parameters; a
            // failure there is the compiler's.
            let kind = if why.contains("error[E") { FailKind::Compile } else { FailKind::Runtime };
            return Outcome::Fail(kind, format!("nslc run exited with {code}: {why}"));
        }
        None => return Outcome::Fail(FailKind::Runtime, "nslc run was killed by a signal".into()),
    }
    // 4. Compare.
    if let Some(actual) = picture {
        return match compare_with_expected_image(&case.path, &case.check, &actual) {
            Ok(()) => Outcome::Pass,
            Err(why) => Outcome::Fail(FailKind::WrongOutput, why),
        };
    }
    match &case.check {
        Check::ExpectedFile { index } => {
            let candidates = nsl_testfile::expected_output_paths(&case.path, *index);
            let Some(expected) = candidates.iter().find_map(|p| std::fs::read_to_string(p).ok()) else {
                return Outcome::Fail(
                    FailKind::WrongOutput,
                    format!("no expected output ({})", candidates[candidates.len() - 1].display()),
                );
            };
            match nsl_testfile::compare::compare(&r.stdout, &expected) {
                Ok(()) => Outcome::Pass,
                Err(m) => Outcome::Fail(FailKind::WrongOutput, format!("output differs from the expected file, {m}")),
            }
        }
        Check::FileCheck { prefix } => {
            let text = std::fs::read_to_string(&case.path).unwrap_or_default();
            match file_check(&case.path, &text, prefix, &r.stdout) {
                Ok(()) => Outcome::Pass,
                Err(report) => {
                    log.push_str(&report);
                    Outcome::Fail(FailKind::WrongOutput, format!("FileCheck with prefix {prefix} failed"))
                }
            }
        }
    }
}

/// Compares the drawn image with the line's `FILE.N.expected.png` (else
/// `FILE.expected.png`) as slang-test does: every 8-bit channel within 1
/// of the expected value or within 1% of it.
fn compare_with_expected_image(path: &Path, check: &Check, actual: &Path) -> Result<(), String> {
    let index = match check {
        Check::ExpectedFile { index } => *index,
        Check::FileCheck { .. } => return Err("FileCheck is not how render tests compare".into()),
    };
    let base = path.display().to_string();
    let candidates: Vec<String> =
        [(index > 0).then(|| format!("{base}.{index}.expected.png")), Some(format!("{base}.expected.png"))]
            .into_iter()
            .flatten()
            .collect();
    let expected_path = candidates
        .iter()
        .find(|p| Path::new(p).is_file())
        .ok_or_else(|| format!("no expected image ({})", candidates[candidates.len() - 1]))?;
    let expected = crate::image::read_rgba8(Path::new(expected_path))?;
    let drawn = crate::image::read_rgba8(actual)?;
    crate::image::compare_render_test(&drawn, &expected)
}

fn file_check(path: &Path, text: &str, prefix: &str, output: &str) -> Result<(), String> {
    let (name, text, prefix, output) =
        (path.display().to_string(), text.to_string(), prefix.to_string(), output.to_string());
    let job = std::thread::Builder::new().stack_size(filecheck::MATCH_STACK_BYTES).spawn(move || {
        // The prefixes the file's other TEST lines check with.
        let other_prefixes = nsl_testfile::parse(&text)
            .tests
            .iter()
            .flat_map(|t| t.options.iter())
            .filter(|(k, v)| (k == "filecheck" || k == "filecheck-buffer") && *v != prefix)
            .map(|(_, v)| v.clone())
            .collect();
        let options = filecheck::Options { prefixes: vec![prefix], other_prefixes, ..filecheck::Options::default() };
        filecheck::check(&name, &text, "output", &output, &options)
    });
    match job.map_err(|e| e.to_string())?.join() {
        Ok(Ok(())) => Ok(()),
        Ok(Err(filecheck::Error::Mismatch(m) | filecheck::Error::Invalid(m))) => Err(m),
        Err(_) => Err("FileCheck failed internally".into()),
    }
}

/// Pass / fail by kind / skip per folder, and the total.
pub fn summary_table(results: &[LineResult]) -> String {
    #[derive(Default, Clone)]
    struct Row {
        run: usize,
        pass: usize,
        fail: BTreeMap<FailKind, usize>,
        skip: usize,
    }
    let mut rows: BTreeMap<&str, Row> = BTreeMap::new();
    let mut skips: BTreeMap<String, usize> = BTreeMap::new();
    for r in results {
        let row = rows.entry(r.case.folder.as_str()).or_default();
        row.run += 1;
        match &r.outcome {
            Outcome::Pass => row.pass += 1,
            Outcome::Fail(kind, _) => *row.fail.entry(*kind).or_default() += 1,
            Outcome::Skip(why) => {
                row.skip += 1;
                *skips.entry(skip_reason_key(why)).or_default() += 1;
            }
        }
    }
    let total = rows.values().fold(Row::default(), |mut t, r| {
        t.run += r.run;
        t.pass += r.pass;
        t.skip += r.skip;
        for (k, n) in &r.fail {
            *t.fail.entry(*k).or_default() += n;
        }
        t
    });
    let mut out = String::from("| folder | lines | pass |");
    for k in FailKind::ALL {
        let _ = write!(out, " {} |", k.name());
        let _ = k;
    }
    out.push_str(" skip |\n|---|---|---|");
    for _ in FailKind::ALL {
        out.push_str("---|");
    }
    out.push_str("---|\n");
    for (name, row) in rows.iter().map(|(n, r)| (*n, r)).chain(std::iter::once(("total", &total))) {
        let _ = write!(out, "| {name} | {} | {} |", row.run, row.pass);
        for k in FailKind::ALL {
            let _ = write!(out, " {} |", row.fail.get(&k).copied().unwrap_or(0));
        }
        let _ = writeln!(out, " {} |", row.skip);
    }
    if !skips.is_empty() {
        out.push_str("\nskipped, by reason:\n");
        let mut by_count: Vec<_> = skips.into_iter().collect();
        by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for (why, n) in by_count {
            let _ = writeln!(out, "  {n:>4}  {why}");
        }
    }
    out
}

/// A skip reason with its line numbers and names blanked, for counting.
fn skip_reason_key(why: &str) -> String {
    let mut out = String::new();
    let mut in_digits = false;
    for c in first_line(why).chars() {
        if c.is_ascii_digit() {
            if !in_digits {
                out.push('N');
            }
            in_digits = true;
        } else {
            in_digits = false;
            out.push(c);
        }
    }
    out
}

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Every line's outcome as a JSON array.
pub fn to_json(results: &[LineResult]) -> String {
    let mut out = String::from("[\n");
    for (i, r) in results.iter().enumerate() {
        let (outcome, kind, reason) = match &r.outcome {
            Outcome::Pass => ("pass", "", ""),
            Outcome::Fail(k, why) => ("fail", k.name(), why.as_str()),
            Outcome::Skip(why) => ("skip", "", why.as_str()),
        };
        let _ = write!(
            out,
            "  {{\"id\": {}, \"folder\": {}, \"line\": {}, \"outcome\": {}, \"kind\": {}, \"reason\": {}, \"command\": {}, \"seconds\": {:.3}}}",
            json_string(&r.case.id),
            json_string(&r.case.folder),
            r.case.line,
            json_string(outcome),
            json_string(kind),
            json_string(reason),
            json_string(&r.command),
            r.elapsed.as_secs_f64()
        );
        out.push_str(if i + 1 < results.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    out
}

/// `tests/slang-suite/<target>.pass`.
pub fn ratchet_file(target: Target) -> PathBuf {
    workspace_root().join("tests").join("slang-suite").join(format!("{}.pass", target.name()))
}

fn read_ratchet(target: Target) -> BTreeSet<String> {
    std::fs::read_to_string(ratchet_file(target))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Whether an id belongs to the lines this run covered (its folders and
/// filter).
fn covered(config: &Config, id: &str) -> bool {
    let in_folder = config.folders.iter().any(|f| id.starts_with(&format!("{f}/")));
    in_folder && config.filter.as_deref().is_none_or(|f| id.contains(f))
}

fn bless(config: &Config, results: &[LineResult]) -> Result<(), String> {
    let mut ids: BTreeSet<String> = read_ratchet(config.target).into_iter().filter(|id| !covered(config, id)).collect();
    ids.extend(results.iter().filter(|r| r.outcome == Outcome::Pass).map(|r| r.case.id.clone()));
    let file = ratchet_file(config.target);
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut text = format!(
        "# Slang suite test lines that pass on {} (cargo xtask slang-suite --target {} --bless).\n",
        config.target.name(),
        config.target.name()
    );
    for id in &ids {
        text.push_str(id);
        text.push('\n');
    }
    std::fs::write(&file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    println!("wrote {} ({} ids)", file.display(), ids.len());
    Ok(())
}

/// Fails when a listed id of the covered lines no longer passes.
fn ratchet(config: &Config, results: &[LineResult]) -> Result<(), String> {
    let listed = read_ratchet(config.target);
    let by_id: BTreeMap<&str, &LineResult> = results.iter().map(|r| (r.case.id.as_str(), r)).collect();
    let mut lost = Vec::new();
    for id in listed.iter().filter(|id| covered(config, id)) {
        match by_id.get(id.as_str()) {
            Some(r) if r.outcome == Outcome::Pass => {}
            Some(r) => lost.push(format!("{id}: {}", describe(&r.outcome))),
            None => lost.push(format!("{id}: no longer selected")),
        }
    }
    let new: Vec<&str> = results
        .iter()
        .filter(|r| r.outcome == Outcome::Pass && !listed.contains(&r.case.id))
        .map(|r| r.case.id.as_str())
        .collect();
    if !new.is_empty() {
        println!("\n{} line(s) pass that {} does not list yet (add them with --bless):", new.len(), rel(config));
        for id in &new {
            println!("  {id}");
        }
    }
    if lost.is_empty() {
        println!("ratchet ({}): every listed line passes", config.target.name());
        Ok(())
    } else {
        for l in &lost {
            println!("REGRESSED: {l}");
        }
        Err(format!("{} line(s) listed in {} no longer pass", lost.len(), rel(config)))
    }
}

fn rel(config: &Config) -> String {
    let file = ratchet_file(config.target);
    file.strip_prefix(workspace_root()).unwrap_or(&file).display().to_string()
}

fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Pass => "pass".into(),
        Outcome::Fail(k, why) => format!("fail ({}): {}", k.name(), first_line(why)),
        Outcome::Skip(why) => format!("skip: {}", first_line(why)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cases(text: &str) -> Vec<Case> {
        select(&nsl_testfile::parse(text), text, "compute/x.slang", Path::new("x.slang"))
    }

    #[test]
    fn vulkan_lines_and_ids() {
        let c = cases(
            "//TEST(compute):COMPARE_COMPUTE_EX:-cpu -compute\n\
             //TEST(compute, vulkan):COMPARE_COMPUTE_EX:-vk -compute -xslang -DX\n\
             //DISABLE_TEST(compute, vulkan):COMPARE_COMPUTE_EX:-vk -compute\n\
             //TEST(compute, vulkan):COMPARE_COMPUTE_EX(filecheck-buffer=B):-vulkan -compute\n",
        );
        let ids: Vec<&str> = c.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["compute/x.slang.1", "compute/x.slang.3"]);
        assert_eq!(c[1].check, Check::FileCheck { prefix: "B".into() });
    }

    #[test]
    fn synthesized_vulkan_lines() {
        let c = cases(
            "//TEST(compute):COMPARE_COMPUTE: -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE:-cpu -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE:-dx12 -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE:-rt -shaderobj\n",
        );
        let ids: Vec<&str> = c.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["compute/x.slang (synth-vk)", "compute/x.slang.3 (synth-vk)"]);
        assert!(c[0].skip.is_none());
        assert!(c[1].skip.as_deref().is_some_and(|s| s.contains("-rt")));
    }

    #[test]
    fn compiler_arguments_in_order() {
        let raw: Vec<String> = "-vk -xslang -DX=1 -profile sm_6_0 -Xslang... -O2 -Wno-41020 -X. -compile-arg -g"
            .split_whitespace()
            .map(String::from)
            .collect();
        assert_eq!(line_compiler_args(&raw), ["-DX=1", "-profile", "sm_6_0", "-O2", "-Wno-41020", "-g"]);
        let text = "//TEST(compute):COMPARE_COMPUTE:-vk\n//TEST_INPUT: type_conformance Impl:IFoo = 3\n";
        let c = cases(text);
        let args = compile_args(&c[0]);
        assert_eq!(args[args.len() - 2..], ["-conformance".to_string(), "Impl:IFoo=3".to_string()]);
        assert!(args.contains(&"-matrix-layout-row-major".to_string()) && args.contains(&"-O0".to_string()));
    }

    #[test]
    fn json_escapes() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
