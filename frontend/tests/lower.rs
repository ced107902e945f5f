//! A crash-freedom net for semantic checking and lowering: every Slang
//! file of the parser corpus (`tests/frontend/parse/`) and of the frontend
//! lit tests (`tests/lit/frontend/`) goes through
//! `nsl_frontend::compile::compile`.
//!
//! For every file: no panic, no internal error (`E99999`, lowered IR that
//! does not verify), and when no error is reported the module exists and
//! verifies. The lit execution tests (those that run a function with
//! `nsl-opt --run`) must compile without any error, since their RUN lines
//! depend on it. The parser corpus may use features the checker does not
//! lower yet: those files report `E90001`; the test counts and prints the
//! errors per file instead of failing on them.

use nsl_frontend::compile::{compile, Compilation};
use nsl_frontend::diag::{render_short, Severity};
use nsl_frontend::preprocess::PpOptions;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const E_UNSUPPORTED: &str = "E90001";
const E_INTERNAL: &str = "E99999";

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the frontend crate lives in the workspace").to_path_buf()
}

/// Every `.slang` file under `dir`, skipping `Inputs` directories (helper
/// files for includes, not tests), sorted for a stable report.
fn slang_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n != "Inputs") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "slang") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A lit test that interprets a function of the lowered module.
fn is_execution_test(text: &str) -> bool {
    text.lines().any(|l| l.contains("RUN:") && l.contains("--run "))
        && !text.contains("expected-error")
        && !text.contains("expected-warning")
}

/// What compiling one file gave.
struct Outcome {
    /// `CODE: message` of every error, rendered short.
    errors: Vec<(String, String)>,
    /// Why the file fails this test (panic, internal error, bad module).
    problems: Vec<String>,
}

fn check_compilation(c: &Compilation) -> Outcome {
    let mut errors = Vec::new();
    let mut problems = Vec::new();
    for d in &c.diags.list {
        if d.severity == Severity::Error {
            let line = render_short(&c.sources, d);
            if d.code == E_INTERNAL {
                problems.push(format!("internal error: {line}"));
            }
            errors.push((d.code.to_string(), line));
        }
    }
    match (c.module, errors.is_empty()) {
        (Some(m), _) => {
            if let Err(es) = nsl_ir::verify::verify(&c.ctx, m) {
                for e in es {
                    problems.push(format!("the returned module does not verify: {}", e.message));
                }
            }
            if !errors.is_empty() {
                problems.push("a module was returned although errors were reported".into());
            }
        }
        (None, true) => problems.push("no module and no error".into()),
        (None, false) => {}
    }
    Outcome { errors, problems }
}

/// Compiles `path` on a thread with a main-thread-sized stack (deeply
/// nested programs are part of what is tested), catching panics.
fn compile_file(path: &Path) -> Outcome {
    let text = std::fs::read_to_string(path).expect("readable test file");
    let name = path.to_string_lossy().into_owned();
    // Tests that import modules find them in an `Inputs` folder beside them.
    let inputs = path.parent().map(|d| d.join("Inputs")).filter(|d| d.is_dir());
    let result = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            std::panic::catch_unwind(|| {
                let opts = PpOptions { include_dirs: inputs.into_iter().collect(), ..PpOptions::default() };
                let c = compile(&name, &text, &opts, false);
                check_compilation(&c)
            })
        })
        .expect("spawn a compile thread")
        .join();
    match result {
        Ok(Ok(outcome)) => outcome,
        Ok(Err(panic)) | Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            Outcome { errors: Vec::new(), problems: vec![format!("panicked: {msg}")] }
        }
    }
}

fn relative(p: &Path) -> String {
    p.strip_prefix(workspace_root()).unwrap_or(p).to_string_lossy().into_owned()
}

#[test]
fn parser_corpus_lowers_without_crashing() {
    let files = slang_files(&workspace_root().join("tests/frontend/parse"));
    assert!(!files.is_empty(), "the parser corpus is missing");
    let mut failures = Vec::new();
    let mut by_code: BTreeMap<String, usize> = BTreeMap::new();
    let mut lowered = 0;
    for f in &files {
        let out = compile_file(f);
        if out.errors.is_empty() && out.problems.is_empty() {
            lowered += 1;
        }
        for (code, line) in &out.errors {
            *by_code.entry(code.clone()).or_default() += 1;
            println!("{}: {line}", relative(f));
        }
        for p in out.problems {
            failures.push(format!("{}: {p}", relative(f)));
        }
    }
    println!(
        "parser corpus: {} files, {lowered} lowered without errors; errors by code: {:?} ({} = not supported yet)",
        files.len(),
        by_code,
        E_UNSUPPORTED
    );
    assert!(failures.is_empty(), "{} problem(s):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn lit_tests_lower_without_crashing() {
    let files = slang_files(&workspace_root().join("tests/lit/frontend"));
    assert!(!files.is_empty(), "the frontend lit tests are missing");
    let mut failures = Vec::new();
    let mut executions = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable test file");
        let execution = is_execution_test(&text);
        executions += execution as usize;
        let out = compile_file(f);
        for p in out.problems {
            failures.push(format!("{}: {p}", relative(f)));
        }
        if execution {
            for (_, line) in &out.errors {
                failures.push(format!("{}: execution test does not compile: {line}", relative(f)));
            }
        }
    }
    println!("frontend lit tests: {} files, {executions} execution tests", files.len());
    assert!(executions > 0, "no execution tests found");
    assert!(failures.is_empty(), "{} problem(s):\n{}", failures.len(), failures.join("\n"));
}
