//! `cargo xtask ci`: everything CI checks, in order, stopping at the first
//! failure. New users run it to check a fresh checkout.

use crate::{cargo, format_duration, lit, on_path, run_checked};
use std::process::Command;
use std::time::{Duration, Instant};

/// `(command, Debian package)` pairs the test suite needs on PATH; missing
/// ones are installed with apt-get. bash runs every lit RUN line.
const REQUIRED_TOOLS: &[(&str, &str)] = &[("bash", "bash")];

/// Property tests run this many cases unless PROPTEST_CASES says otherwise.
const DEFAULT_PROPTEST_CASES: &str = "256";

type StepFn = fn() -> Result<(), String>;

const STEPS: &[(&str, StepFn)] = &[
    ("system tools", || ensure_tools(REQUIRED_TOOLS)),
    ("cargo fmt --all -- --check", || run_checked(&mut cargo(&["fmt", "--all", "--", "--check"]))),
    ("cargo clippy --workspace --all-targets -- -D warnings", || {
        run_checked(&mut cargo(&["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]))
    }),
    ("cargo build --workspace --all-targets", || run_checked(&mut cargo(&["build", "--workspace", "--all-targets"]))),
    ("cargo test --workspace", || {
        let mut command = cargo(&["test", "--workspace"]);
        if std::env::var_os("PROPTEST_CASES").is_none() {
            command.env("PROPTEST_CASES", DEFAULT_PROPTEST_CASES);
        }
        run_checked(&mut command)
    }),
    // The build step already built every binary the tests run.
    ("lit tests", || lit::run(&lit::Config { build: false, ..lit::Config::default() })),
];

pub const USAGE: &str = "cargo xtask ci
    Runs, stopping at the first failure: system tool check (installs missing
    Debian packages), cargo fmt --check, clippy -D warnings, build, tests
    (PROPTEST_CASES=256 unless set), and the lit suite.";

pub fn main(args: &[String]) -> Result<(), String> {
    if let Some(arg) = args.first() {
        if arg == "-h" || arg == "--help" {
            println!("{USAGE}");
            return Ok(());
        }
        return Err(format!("unexpected argument '{arg}'\n{USAGE}"));
    }
    let started = Instant::now();
    let mut timings: Vec<(&str, Duration)> = Vec::new();
    for (index, &(name, step)) in STEPS.iter().enumerate() {
        println!("\n==> [{}/{}] {name}", index + 1, STEPS.len());
        let step_started = Instant::now();
        let result = step();
        let elapsed = step_started.elapsed();
        timings.push((name, elapsed));
        if let Err(e) = result {
            println!("<== {name}: FAILED after {}", format_duration(elapsed));
            return Err(format!("ci step '{name}' failed: {e}"));
        }
        println!("<== {name}: ok ({})", format_duration(elapsed));
    }
    println!("\nci passed in {}:", format_duration(started.elapsed()));
    for (name, elapsed) in timings {
        println!("  {:>8}  {name}", format_duration(elapsed));
    }
    Ok(())
}

/// Checks that each command is on PATH and installs the packages of the
/// missing ones with apt-get (through sudo when not root).
fn ensure_tools(tools: &[(&str, &str)]) -> Result<(), String> {
    let missing: Vec<&(&str, &str)> = tools.iter().filter(|(command, _)| !on_path(command)).collect();
    if missing.is_empty() {
        let names: Vec<&str> = tools.iter().map(|(command, _)| *command).collect();
        println!("found: {}", names.join(", "));
        return Ok(());
    }
    let mut packages: Vec<&str> = missing.iter().map(|(_, package)| *package).collect();
    packages.sort_unstable();
    packages.dedup();
    let commands: Vec<&str> = missing.iter().map(|(command, _)| *command).collect();
    let need = format!("missing commands {}; Debian packages: {}", commands.join(", "), packages.join(" "));
    if !on_path("apt-get") {
        return Err(format!("{need}; apt-get is not available, install them by hand"));
    }
    let sudo = if is_root() {
        false
    } else if on_path("sudo") {
        true
    } else {
        return Err(format!("{need}; not root and no sudo, install them by hand"));
    };
    println!("{need}; installing");
    let apt_get = |args: &[&str]| {
        let mut command = if sudo { Command::new("sudo") } else { Command::new("apt-get") };
        if sudo {
            command.args(["DEBIAN_FRONTEND=noninteractive", "apt-get"]);
        } else {
            command.env("DEBIAN_FRONTEND", "noninteractive");
        }
        command.args(args);
        command
    };
    run_checked(&mut apt_get(&["update"]))?;
    run_checked(&mut apt_get(&[&["install", "-y"][..], &packages].concat()))?;
    let still_missing: Vec<&str> = commands.into_iter().filter(|command| !on_path(command)).collect();
    if still_missing.is_empty() {
        Ok(())
    } else {
        Err(format!("still missing after installing: {}", still_missing.join(", ")))
    }
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}
