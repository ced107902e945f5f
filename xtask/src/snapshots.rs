//! `cargo xtask snapshots [--bless] [--target T]`: the text targets'
//! output for a shared set of shaders (every file of tests/compute),
//! compared with the files under tests/snapshots/<target>/. `--bless`
//! rewrites those files from the current output; review the diff.
//!
//! C++ and CUDA snapshots leave out the prelude every file starts with. Where a
//! target cannot express a shader, the snapshot is nslc's `NSL31xx`
//! diagnostic.
//!
//! The GLSL, HLSL, WGSL and Metal snapshots also hold each vertex and
//! fragment entry point (`[shader("vertex")]`, ...) of every file of
//! tests/graphics, compiled alone (`-entry NAME -stage S`), in
//! tests/snapshots/<target>/graphics/<file>.<entry>.<target>.
//!
//! Each shader is compiled as its first TEST line runs it (entry point,
//! `-D` macros, matrix layout), optimized, with `nslc -target T`. The
//! snapshots are what the text targets print; whether that text is right
//! is checked by the toolchains (test-compute and nsl-text's glslang
//! test), so a changed snapshot is a change to review, not a failure to
//! bless blindly.

use crate::test_compute::{debug_nslc, execute, test_files, Config};
use crate::workspace_root;
use nsl_testfile::plan::Plan;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub const USAGE: &str = "cargo xtask snapshots [--bless] [--target glsl|hlsl|wgsl|metal|cuda|cpp] [--no-build]
    Compares each text target's output for every tests/compute shader with
    tests/snapshots/<target>/<file>.<target>; --bless rewrites the snapshots.";

/// The text targets with snapshots.
pub const TARGETS: &[&str] = &["glsl", "hlsl", "wgsl", "metal", "cuda", "cpp"];

pub fn main(args: &[String]) -> Result<(), String> {
    let (mut bless, mut build, mut targets) = (false, true, TARGETS.to_vec());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bless" => bless = true,
            "--no-build" => build = false,
            "--target" => {
                let t = args.next().ok_or("--target needs a value")?;
                let known = TARGETS.iter().find(|k| *k == t).ok_or(format!("no snapshots for target '{t}'"))?;
                targets = vec![known];
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    run(&targets, bless, build)
}

/// One snapshot to take: a tests/compute file as its first TEST line runs
/// it, or one vertex or fragment entry point of a tests/graphics file.
#[derive(Clone)]
struct Shot {
    target: &'static str,
    file: PathBuf,
    /// `(entry, stage)` for a graphics entry point.
    entry: Option<(String, String)>,
    snapshot: PathBuf,
    label: String,
}

/// Checks (or with `bless` rewrites) the snapshots of `targets`. The
/// compiles run on two threads, as the other test runners do.
pub fn run(targets: &[&'static str], bless: bool, build: bool) -> Result<(), String> {
    let nslc = debug_nslc(&Config { build, ..Config::default() })?;
    let files = test_files(&Config::default())?;
    let root = workspace_root().join("tests").join("snapshots");
    let mut shots = Vec::new();
    for &target in targets {
        let dir = root.join(target);
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        for file in &files {
            let name = file.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let snapshot = dir.join(format!("{name}.{target}"));
            shots.push(Shot { target, file: file.clone(), entry: None, snapshot, label: format!("{target} {name}") });
        }
    }
    let graphics = graphics_files()?;
    for &target in targets.iter().filter(|t| matches!(**t, "glsl" | "hlsl" | "wgsl" | "metal")) {
        let dir = root.join(target).join("graphics");
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        for file in &graphics {
            let name = file.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
            let entries = crate::graphics_interface::entry_points(&text);
            // The text targets compile vertex and fragment shaders.
            for (entry, stage) in entries.into_iter().filter(|(_, s)| s == "vertex" || s == "fragment") {
                let snapshot = dir.join(format!("{name}.{entry}.{target}"));
                let label = format!("{target} {name} {entry}");
                shots.push(Shot { target, file: file.clone(), entry: Some((entry, stage)), snapshot, label });
            }
        }
    }
    let mut failures = Vec::new();
    let (mut same, mut written) = (0, 0);
    let mut outcome = |shot: &Shot, output: Result<String, String>| -> Result<(), String> {
        let output = match output {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{}: {e}", shot.label));
                return Ok(());
            }
        };
        let old = std::fs::read_to_string(&shot.snapshot).ok();
        if old.as_deref() == Some(output.as_str()) {
            same += 1;
        } else if bless {
            std::fs::write(&shot.snapshot, &output)
                .map_err(|e| format!("cannot write {}: {e}", shot.snapshot.display()))?;
            written += 1;
        } else {
            let snapshot = rel(&shot.snapshot);
            failures.push(match old {
                None => format!("{}: no snapshot {snapshot} (run with --bless)", shot.label),
                Some(old) => format!("{}: differs from {snapshot}, {}", shot.label, first_difference(&old, &output)),
            });
        }
        Ok(())
    };
    let mut write_error = Ok(());
    crate::test_compute::in_parallel(
        shots,
        Config::default().jobs,
        move |shot: &Shot| {
            let output = match &shot.entry {
                Some((entry, stage)) => compile_entry(&nslc, &shot.file, shot.target, entry, stage),
                None => compile(&nslc, &shot.file, shot.target),
            };
            (shot.clone(), output)
        },
        |(shot, output)| {
            if let Err(e) = outcome(&shot, output) {
                write_error = Err(e);
            }
        },
    );
    write_error?;
    println!("snapshots: {same} unchanged, {written} written, {} failed", failures.len());
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

fn rel(path: &Path) -> String {
    path.strip_prefix(workspace_root()).unwrap_or(path).display().to_string()
}

/// The vertex and fragment shaders of tests/graphics.
fn graphics_files() -> Result<Vec<PathBuf>, String> {
    let dir = workspace_root().join("tests").join("graphics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "slang"))
        .collect();
    files.sort();
    Ok(files)
}

/// `nslc FILE -target T -entry NAME -stage S`: the text, or the
/// diagnostics of what the target cannot express.
fn compile_entry(nslc: &Path, file: &Path, target: &str, entry: &str, stage: &str) -> Result<String, String> {
    let relative = file.strip_prefix(workspace_root()).unwrap_or(file);
    let mut command = Command::new(nslc);
    command.current_dir(workspace_root()).arg(relative).args([
        "-target",
        target,
        "-diagnostics-short",
        "-entry",
        entry,
        "-stage",
        stage,
    ]);
    let result = execute(&mut command, Duration::from_secs(60))?;
    if result.code != Some(0) {
        let errors: Vec<&str> = result.stderr.lines().filter(|l| !l.contains("warning[")).collect();
        // E56104: Metal's mesh outputs are written whole; slangc refuses
        // the module's per-field writes there too, whichever entry point.
        let limit = |l: &str| l.contains("error[NSL31") || l.contains("error[E56104]");
        if errors.iter().copied().all(limit) && !errors.is_empty() {
            return Ok(errors.join("\n") + "\n");
        }
        return Err(format!("nslc failed: {}", result.stderr.lines().next().unwrap_or("")));
    }
    Ok(result.stdout)
}

/// `nslc FILE -target T` with the first TEST line's options.
fn compile(nslc: &Path, file: &PathBuf, target: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    // Relative to the workspace, so that diagnostics name the same path
    // everywhere.
    let relative = file.strip_prefix(workspace_root()).unwrap_or(file);
    let mut command = Command::new(nslc);
    command.current_dir(workspace_root()).arg(relative).args(["-target", target, "-diagnostics-short"]);
    let mut layout = "-matrix-layout-row-major";
    let test = nsl_testfile::parse(&text);
    for c in test.conformance_options() {
        command.arg("-conformance").arg(c);
    }
    if let Plan::Run(runs) = nsl_testfile::plan::plan(&test) {
        if let Some(run) = runs.first() {
            // As render-test compiles a compute line: the entry point's
            // stage, and GLSL syntax where the line allows it.
            let entry = run.args.entry.as_deref().unwrap_or("computeMain");
            command.args(["-entry", entry, "-stage", "compute"]);
            if run.args.compiler.iter().any(|a| a == "-allow-glsl") {
                command.arg("-allow-glsl");
            }
            for d in &run.args.defines {
                command.arg(format!("-D{d}"));
            }
            if run.args.matrix_layout == Some(nsl_testfile::args::MatrixLayout::ColumnMajor) {
                layout = "-matrix-layout-column-major";
            }
        }
    }
    command.arg(layout);
    let result = execute(&mut command, Duration::from_secs(60))?;
    if result.code != Some(0) {
        // What the target cannot express is a diagnostic: that is the
        // snapshot (a legalization or printer limit, or E36107: the entry
        // point needs capabilities the target lacks, such as waves; E56102:
        // a division by a matrix on Metal or WGSL, as slangc refuses it).
        // E50100: the only conformances are the object types the test's
        // inputs write, which `nslc run` adds on demand as render-test
        // does; compiled alone the program has none.
        let limit = |l: &str| {
            ["error[NSL31", "error[E36107]", "error[E56102]", "error[E55205]", "error[E50100]"]
                .iter()
                .any(|c| l.contains(c))
        };
        // Warnings before the error are no part of the snapshot.
        let errors: Vec<&str> = result.stderr.lines().filter(|l| !l.contains("warning[")).collect();
        if errors.iter().copied().all(limit) && !errors.is_empty() {
            return Ok(errors.join("\n") + "\n");
        }
        return Err(format!("nslc failed: {}", result.stderr.lines().next().unwrap_or("")));
    }
    // The C++ and CUDA preludes are the same in every file
    // (backends/text/src/*_prelude.h): the snapshot holds what follows.
    const SHADER: &str = "\n// The shader.\n";
    match result.stdout.find(SHADER) {
        Some(at) if matches!(target, "cpp" | "cuda") => Ok(result.stdout[at + SHADER.len()..].to_string()),
        _ => Ok(result.stdout),
    }
}

/// `line N: expected '...', got '...'` for the first line that differs.
fn first_difference(old: &str, new: &str) -> String {
    let (mut a, mut b) = (old.lines(), new.lines());
    for n in 1.. {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (x, y) => {
                return format!("line {n}: snapshot '{}', now '{}'", x.unwrap_or("<end>"), y.unwrap_or("<end>"));
            }
        }
    }
    unreachable!("the loop returns at the first difference")
}
