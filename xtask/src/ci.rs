//! `cargo xtask ci`: everything CI checks, in order, stopping at the first
//! failure. New users run it to check a fresh checkout.

use crate::{cargo, format_duration, lit, on_path, run_checked, test_compute};
use std::process::Command;
use std::time::{Duration, Instant};

/// What the test suite needs on the machine, and the Debian package that
/// provides it; missing ones are installed with apt-get.
#[derive(Clone, Copy)]
enum Need {
    /// A command on PATH.
    Command(&'static str),
    /// A shared library the dynamic linker finds (`ldconfig -p`).
    Library(&'static str),
    /// A file whose path starts with this (a Vulkan driver's manifest).
    FilePrefix(&'static str),
}

/// bash runs every lit RUN line; spirv-val validates the SPIR-V the tests
/// produce; glslangValidator compiles the GLSL and HLSL targets' output to
/// SPIR-V; g++ compiles the C++ target's, clang checks the CUDA target's;
/// the Vulkan loader and Mesa's lavapipe
/// driver run the compute tests on the CPU (`nslc run` falls back to the
/// interpreter without them).
const REQUIRED_TOOLS: &[(Need, &str)] = &[
    (Need::Command("bash"), "bash"),
    (Need::Command("spirv-val"), "spirv-tools"),
    (Need::Command("glslangValidator"), "glslang-tools"),
    (Need::Command("g++"), "g++"),
    (Need::Command("clang"), "clang"),
    (Need::Library("libvulkan.so.1"), "libvulkan1"),
    (Need::FilePrefix("/usr/share/vulkan/icd.d/lvp_icd"), "mesa-vulkan-drivers"),
];

/// Property tests run this many cases unless PROPTEST_CASES says otherwise.
const DEFAULT_PROPTEST_CASES: &str = "256";
const PROPTEST_RNG_SEED: &str = "20261128";

type StepFn = fn() -> Result<(), String>;

const STEPS: &[(&str, StepFn)] = &[
    ("system tools", || ensure_tools(REQUIRED_TOOLS)),
    ("cargo fmt --all -- --check", || run_checked(&mut cargo(&["fmt", "--all", "--", "--check"]))),
    ("cargo clippy --workspace --all-targets -- -D warnings", || {
        run_checked(&mut cargo(&["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]))
    }),
    // The binaries every later step runs, of the `ci` profile (see `main`).
    ("cargo build --profile ci --workspace --all-targets", || {
        run_checked(&mut crate::cargo_build(&["--workspace", "--all-targets"]))
    }),
    ("cargo test --profile ci --workspace", || {
        let mut command = cargo(&["test", "--profile", &crate::profile(), "--workspace"]);
        if std::env::var_os("PROPTEST_CASES").is_none() {
            command.env("PROPTEST_CASES", DEFAULT_PROPTEST_CASES);
        }
        // A gate replays the same cases every run; new cases are explored by
        // local runs (random seeds), whose failures land in the regression files.
        if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
            command.env("PROPTEST_RNG_SEED", PROPTEST_RNG_SEED);
        }
        run_checked(&mut command)
    }),
    // The build step already built every binary the tests run.
    ("lit tests", || lit::run(&lit::Config { build: false, ..lit::Config::default() })),
    ("compute tests on the interpreter", || {
        test_compute::run(&test_compute::Config { build: false, ..test_compute::Config::default() })
    }),
    // Every file is skipped, with the reason, where Vulkan cannot run.
    ("compute tests on Vulkan", || {
        let target = test_compute::Target::Spirv;
        test_compute::run(&test_compute::Config { build: false, target, ..test_compute::Config::default() })
    }),
    ("text target snapshots", || crate::snapshots::run(crate::snapshots::TARGETS, false, false)),
    ("compute tests through GLSL", || {
        let target = test_compute::Target::Glsl;
        test_compute::run(&test_compute::Config { build: false, target, ..test_compute::Config::default() })
    }),
    ("compute tests through HLSL", || {
        let target = test_compute::Target::Hlsl;
        test_compute::run(&test_compute::Config { build: false, target, ..test_compute::Config::default() })
    }),
    ("compute tests through C++", || {
        let target = test_compute::Target::Cpp;
        test_compute::run(&test_compute::Config { build: false, target, ..test_compute::Config::default() })
    }),
    // The WGSL is validated and compiled to SPIR-V by the naga crate
    // (tools/naga's `nsl-naga`, built by the build step), then run on Vulkan.
    ("compute tests through WGSL", || {
        let target = test_compute::Target::Wgsl;
        test_compute::run(&test_compute::Config { build: false, target, ..test_compute::Config::default() })
    }),
    // Slang's own suite (../shared/slang-tests/tests): every line listed
    // in tests/slang-suite/<target>.pass must still pass.
    ("Slang suite ratchet on SPIR-V", || suite_ratchet(test_compute::Target::Spirv)),
    ("Slang suite ratchet through GLSL", || suite_ratchet(test_compute::Target::Glsl)),
    // The real slangc comes from PyPI's slangtorch wheel, installed here
    // when missing (without torch). Where it cannot be installed the step
    // says how to get it and passes: the reference is optional, nanoslang's
    // own results are checked by the steps above.
    ("compute tests against slangc", || {
        if crate::slangc::find().is_none() {
            println!("slangc not found; installing PyPI's slangtorch wheel (without its dependencies)");
            let _ =
                Command::new("python3").args(["-m", "pip", "install", "--quiet", "--no-deps", "slangtorch"]).status();
        }
        if crate::slangc::find().is_none() {
            println!("slangc not found: differential tests not run; {}", crate::slangc::INSTALL_HINT);
            return Ok(());
        }
        let config = test_compute::Config { build: false, against_slangc: true, ..test_compute::Config::default() };
        crate::differential::run(&config)
    }),
    // The differential render oracle: tests/render drawn from nslc's and
    // slangc's SPIR-V, bit for bit (passes, saying so, without slangc).
    ("differential renders against slangc", || crate::test_render::run(Vec::new(), false, false)),
];

/// Runs the Slang suite's default folders on one target with the ratchet.
/// Without the suite beside the checkout the step says so and passes,
/// except under CI (`CI` set), where the suite is always laid out.
fn suite_ratchet(target: test_compute::Target) -> Result<(), String> {
    let config = crate::slang_suite::Config { target, build: false, ratchet: true, ..Default::default() };
    if !config.tests.is_dir() && std::env::var_os("CI").is_none() {
        println!("Slang's suite is not at {}: ratchet not run", config.tests.display());
        return Ok(());
    }
    crate::slang_suite::run(&config).map(|_| ())
}

pub const USAGE: &str = "cargo xtask ci
    Runs, stopping at the first failure: system tool check (installs missing
    Debian packages), cargo fmt --check, clippy -D warnings, build and tests
    in the `ci` profile (dev optimized; $NSL_PROFILE overrides it, and the
    runners use its binaries; PROPTEST_CASES=256 unless set), the lit suite, the compute tests on the
    interpreter and on Vulkan (skipped where Vulkan cannot run), the text
    targets' snapshots, the compute tests through GLSL, HLSL, C++ and WGSL
    (WGSL checked and compiled by the naga crate, tools/naga), the ratchet
    of Slang's own suite on SPIR-V and through GLSL (slang-suite
    --ratchet), the compute tests against the real slangc (test-compute --against-slangc;
    slangc is installed from PyPI's slangtorch wheel when missing), and the differential
    renders against slangc (test-render).";

pub fn main(args: &[String]) -> Result<(), String> {
    if crate::help_or_no_arguments(args, USAGE)? {
        return Ok(());
    }
    // The test runners build and run this profile's binaries
    // (`crate::profile`): the dev profile optimized (Cargo.toml).
    if std::env::var_os("NSL_PROFILE").is_none() {
        std::env::set_var("NSL_PROFILE", "ci");
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
fn ensure_tools(tools: &[(Need, &str)]) -> Result<(), String> {
    let missing: Vec<&(Need, &str)> = tools.iter().filter(|(need, _)| !present(*need)).collect();
    if missing.is_empty() {
        let names: Vec<&str> = tools.iter().map(|&(need, _)| need_name(need)).collect();
        println!("found: {}", names.join(", "));
        return Ok(());
    }
    let mut packages: Vec<&str> = missing.iter().map(|(_, package)| *package).collect();
    packages.sort_unstable();
    packages.dedup();
    let commands: Vec<&str> = missing.iter().map(|&&(need, _)| need_name(need)).collect();
    let need = format!("missing {}; Debian packages: {}", commands.join(", "), packages.join(" "));
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
    let still_missing: Vec<&str> =
        missing.iter().filter(|&&&(need, _)| !present(need)).map(|&&(need, _)| need_name(need)).collect();
    if still_missing.is_empty() {
        Ok(())
    } else {
        Err(format!("still missing after installing: {}", still_missing.join(", ")))
    }
}

fn present(need: Need) -> bool {
    match need {
        Need::Command(command) => on_path(command),
        // ldconfig lives in /sbin, which a user's PATH may lack.
        Need::Library(name) => ["ldconfig", "/sbin/ldconfig"].iter().any(|ldconfig| {
            Command::new(ldconfig)
                .arg("-p")
                .output()
                .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).contains(name))
        }),
        Need::FilePrefix(prefix) => {
            let path = std::path::Path::new(prefix);
            let (Some(dir), Some(stem)) = (path.parent(), path.file_name()) else { return false };
            std::fs::read_dir(dir).is_ok_and(|entries| {
                entries.flatten().any(|e| e.file_name().to_string_lossy().starts_with(&*stem.to_string_lossy()))
            })
        }
    }
}

fn need_name(need: Need) -> &'static str {
    match need {
        Need::Command(name) | Need::Library(name) | Need::FilePrefix(name) => name,
    }
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}
