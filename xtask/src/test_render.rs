//! `cargo xtask test-render`: the differential render oracle. Each file's
//! `vertexMain` + `fragmentMain` are compiled by nslc and by the real
//! slangc, both modules are drawn by the same harness (`nslc run --render`:
//! render-test's triangle, vertex layout and `Uniforms`, see
//! docs/runtime.md) into an RGBA32F target on Vulkan, twice (render-test's
//! draw, then from base vertex 3 and base instance 1, two instances, which
//! `SV_VertexID` and `SV_InstanceID` must not see), and the two targets
//! must agree bit for bit: every float the fragment shaders wrote, every
//! pixel the rasteriser covered, with the same inputs and bindings.
//!
//! The corpus: the project's tests/render files, and with `--suite` every
//! file of Slang's suite (its default folders) that declares both entry
//! points (a file slangc does not compile to valid SPIR-V is skipped, with
//! the reason).

use crate::test_compute::execute;
use crate::{run_checked, target_dir, workspace_root};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub const USAGE: &str = "cargo xtask test-render [FILE...] [--suite] [--no-build]
    Draws each file's vertexMain + fragmentMain with nslc's SPIR-V and with
    slangc's (-O0, row-major), through the same harness (`nslc run --render`,
    an RGBA32F target), and compares the targets bit for bit. Files: the
    arguments, else tests/render/*.slang; --suite adds every file of Slang's
    suite (../shared/slang-tests/tests, default folders) that declares both
    entry points. Needs slangc (see `cargo xtask test-compute --help`) and
    Vulkan; without them it says so and passes.";

const TIMEOUT: Duration = Duration::from_secs(60);
/// render-test's window width, which `nslc run --render` draws at.
const WIDTH: usize = 1024;

enum Verdict {
    Same,
    Differ(String),
    Skip(String),
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut files = Vec::new();
    let mut suite = false;
    let mut build = true;
    for a in args {
        match a.as_str() {
            "--suite" => suite = true,
            "--no-build" => build = false,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if a.starts_with('-') => return Err(format!("unexpected option '{a}'\n{USAGE}")),
            _ => files.push(PathBuf::from(a)),
        }
    }
    run(files, suite, build)
}

/// Runs the oracle over `files` (default: tests/render), plus the suite's
/// drawable files with `suite`.
pub fn run(mut files: Vec<PathBuf>, suite: bool, build: bool) -> Result<(), String> {
    let Some(slangc) = crate::slangc::find() else {
        println!("slangc not found: differential renders not run; {}", crate::slangc::INSTALL_HINT);
        return Ok(());
    };
    if build {
        run_checked(&mut crate::cargo_build(&["--bin", "nslc"]))?;
    }
    let nslc = crate::bin_dir().join("nslc");
    if files.is_empty() {
        let dir = workspace_root().join("tests").join("render");
        let entries = std::fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        files = entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "slang")).collect();
        files.sort();
    }
    if suite {
        let tests = crate::slang_suite::default_tests_dir();
        for folder in crate::slang_suite::DEFAULT_FOLDERS {
            let mut found = Vec::new();
            collect(&tests.join(folder), &mut found);
            found.sort();
            files.extend(found.into_iter().filter(|p| {
                std::fs::read_to_string(p).is_ok_and(|t| t.contains("vertexMain") && t.contains("fragmentMain"))
            }));
        }
    }
    let scratch = target_dir().join("test-render");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    let (mut same, mut differ, mut skipped) = (0, Vec::new(), 0);
    for (i, file) in files.iter().enumerate() {
        let verdict = compare(file, &nslc, &slangc, &scratch.join(i.to_string()));
        let name = file.display();
        match verdict {
            Verdict::Same => {
                same += 1;
                println!("SAME: {name}");
            }
            Verdict::Differ(why) => {
                println!("DIFFER: {name} ({why})");
                differ.push(name.to_string());
            }
            Verdict::Skip(why) => {
                skipped += 1;
                println!("SKIP: {name} ({why})");
            }
        }
    }
    println!("\ntest-render: {} files: {same} drawn the same, {} differ, {skipped} skipped", files.len(), differ.len());
    if differ.is_empty() {
        Ok(())
    } else {
        Err(format!("{} file(s) draw differently from slangc: {}", differ.len(), differ.join(", ")))
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "slang" || e == "hlsl") {
            out.push(p);
        }
    }
}

/// Both compilers' draws of `file`; `stem` names the scratch files.
fn compare(file: &Path, nslc: &Path, slangc: &Path, stem: &Path) -> Verdict {
    let spv = stem.with_extension("slangc.spv");
    let theirs = stem.with_extension("slangc.raw");
    let ours = stem.with_extension("nslc.raw");
    let entries = ["-entry", "vertexMain", "-stage", "vertex", "-entry", "fragmentMain", "-stage", "fragment"];
    let mut reference = Command::new(slangc);
    reference.arg(file).args(["-target", "spirv", "-O0", "-matrix-layout-row-major"]).args(entries).arg("-o").arg(&spv);
    match execute(&mut reference, TIMEOUT) {
        Ok(r) if r.code == Some(0) => {}
        Ok(r) => return Verdict::Skip(format!("slangc: {}", first_error(&r.stderr))),
        Err(e) => return Verdict::Skip(e),
    }
    // The local spirv-val may not know slangc's `OpSource Slang`.
    let unknown_source = std::fs::read(&spv).map_err(|e| e.to_string()).and_then(|b| {
        let mut words = crate::spirv::words(&b)?;
        crate::spirv::unknown_source_language(&mut words)?;
        std::fs::write(&spv, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).map_err(|e| e.to_string())
    });
    if let Err(e) = unknown_source {
        return Verdict::Skip(format!("slangc's SPIR-V: {e}"));
    }
    if crate::on_path("spirv-val") {
        let mut val = Command::new("spirv-val");
        val.args(["--target-env", "vulkan1.3", "--scalar-block-layout"]).arg(&spv);
        if execute(&mut val, TIMEOUT).map_or(true, |r| r.code != Some(0)) {
            return Verdict::Skip("slangc's SPIR-V is not valid".into());
        }
    }
    let draw = |out: &Path, module: Option<&Path>, offsets: bool| {
        let mut run = Command::new(nslc);
        run.arg("run").arg(file).args(["--backend", "vulkan", "--render"]).arg(out);
        if offsets {
            run.arg("--render-offsets");
        }
        if let Some(m) = module {
            run.arg("--spirv").arg(m);
        }
        match execute(&mut run, TIMEOUT) {
            Ok(r) if r.code == Some(0) => Ok(()),
            Ok(r) => Err((r.code, first_error(&r.stderr))),
            Err(e) => Err((None, e)),
        }
    };
    // render-test's draw, then one from vertex 3 and instance 1.
    for offsets in [false, true] {
        match draw(&theirs, Some(&spv), offsets) {
            Ok(()) => {}
            Err((Some(3), why)) => return Verdict::Skip(why),
            // `nslc run` reads the source for the parameters even with
            // slangc's module: a compile error there is nslc's.
            Err((_, why)) if why.contains("error[E") => return Verdict::Differ(format!("nslc: {why}")),
            Err((_, why)) => return Verdict::Skip(format!("slangc's module does not draw: {why}")),
        }
        if let Err((_, why)) = draw(&ours, None, offsets) {
            return Verdict::Differ(format!("nslc: {why}"));
        }
        let draw_name = if offsets { "the draw with base vertex 3 and base instance 1" } else { "render-test's draw" };
        match (std::fs::read(&ours), std::fs::read(&theirs)) {
            (Ok(a), Ok(b)) if a == b => {}
            (Ok(a), Ok(b)) => return Verdict::Differ(format!("{draw_name}: {}", first_difference(&a, &b))),
            (Err(e), _) | (_, Err(e)) => return Verdict::Differ(format!("cannot read a drawn target: {e}")),
        }
    }
    Verdict::Same
}

fn first_error(stderr: &str) -> String {
    let line = stderr.lines().find(|l| l.contains("error")).or_else(|| stderr.lines().next()).unwrap_or("failed");
    line.trim().to_string()
}

/// Where two RGBA32F targets of render-test's width first differ.
fn first_difference(ours: &[u8], theirs: &[u8]) -> String {
    if ours.len() != theirs.len() {
        return format!("targets of {} and {} bytes", ours.len(), theirs.len());
    }
    let texel = |b: &[u8], i: usize| -> Vec<f32> {
        b[i * 16..i * 16 + 16].chunks(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
    };
    let width = WIDTH;
    let count = ours.chunks(16).zip(theirs.chunks(16)).filter(|(a, b)| a != b).count();
    let i = ours.chunks(16).zip(theirs.chunks(16)).position(|(a, b)| a != b).unwrap_or(0);
    format!(
        "{count} pixels differ; first at ({}, {}): nslc {:?}, slangc {:?}",
        i % width,
        i / width,
        texel(ours, i),
        texel(theirs, i)
    )
}
