//! Project automation behind `cargo xtask`: the CI sequence, the lit test
//! runner with its FileCheck and `not` tools, the runner of Slang-format
//! compute tests, and benchmarks. Std only (and the std-only
//! `nsl-testfile`), so it builds in seconds.

pub mod bench;
pub mod bench_compute;
pub mod ci;
pub mod differential;
pub mod filecheck;
pub mod graphics_interface;
pub mod image;
pub mod lit;
pub mod regex;
pub mod slang_diagnostics;
pub mod slang_suite;
pub mod slangc;
pub mod snapshots;
pub mod spirv;
pub mod test_compute;
pub mod test_render;
pub mod verify;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The workspace root (the parent of this crate).
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf()
}

/// Cargo's target directory, honouring `CARGO_TARGET_DIR`.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => workspace_root().join(dir),
        None => workspace_root().join("target"),
    }
}

/// The cargo profile whose binaries the test runners build and run:
/// `$NSL_PROFILE`, or `dev`. `cargo xtask ci` sets `ci` (Cargo.toml: the
/// dev profile optimized, its debug assertions kept), where nslc runs a
/// few times faster on the thousands of files the steps compile.
pub fn profile() -> String {
    std::env::var("NSL_PROFILE").ok().filter(|p| !p.is_empty()).unwrap_or_else(|| "dev".into())
}

/// The directory of the binaries of [`profile`] (cargo names the dev
/// profile's `debug`).
pub fn bin_dir() -> PathBuf {
    match profile().as_str() {
        "dev" | "test" => target_dir().join("debug"),
        "bench" => target_dir().join("release"),
        other => target_dir().join(other),
    }
}

/// `cargo build --profile P ARGS` for the runners' [`profile`].
pub fn cargo_build(args: &[&str]) -> Command {
    let profile = profile();
    let mut command = cargo(&["build", "--profile", &profile]);
    command.args(args);
    command
}

/// A `cargo` command run from the workspace root, using the same cargo that
/// started xtask.
pub fn cargo(args: &[&str]) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.args(args).current_dir(workspace_root());
    command
}

/// Runs a command with inherited stdio; an error says what failed.
pub fn run_checked(command: &mut Command) -> Result<(), String> {
    let shown = command_line(command);
    println!("$ {shown}");
    match command.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!("`{shown}` failed ({status})")),
        Err(e) => Err(format!("cannot run `{shown}`: {e}")),
    }
}

/// A command as a shell-like line, for messages (cargo without its
/// toolchain path, which only adds noise).
pub fn command_line(command: &Command) -> String {
    let program = command.get_program();
    let program = match Path::new(program).file_name() {
        Some(name) if name == "cargo" => name,
        _ => program,
    };
    std::iter::once(program)
        .chain(command.get_args())
        .map(|part| part.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `name` is found as a command by `sh`.
pub fn on_path(name: &str) -> bool {
    Command::new("sh")
        .args(["-c", "command -v \"$1\" >/dev/null 2>&1", "sh", name])
        .status()
        .is_ok_and(|status| status.success())
}

/// `1.23s` or `45ms`.
pub fn format_duration(duration: Duration) -> String {
    let secs = duration.as_secs_f64();
    if secs >= 1.0 {
        format!("{secs:.2}s")
    } else {
        format!("{:.0}ms", secs * 1e3)
    }
}

/// For commands without options: prints `usage` and says so (`Ok(true)`)
/// for `-h` / `--help`, `Ok(false)` without arguments, an error otherwise.
pub fn help_or_no_arguments(args: &[String], usage: &str) -> Result<bool, String> {
    match args.first().map(String::as_str) {
        None => Ok(false),
        Some("-h" | "--help") => {
            println!("{usage}");
            Ok(true)
        }
        Some(arg) => Err(format!("unexpected argument '{arg}'\n{usage}")),
    }
}
