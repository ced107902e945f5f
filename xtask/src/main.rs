//! `cargo xtask <command>`; see [`USAGE`].

mod bench_capabilities;
mod bench_frontend;
mod uniformity_cts;

use std::process::ExitCode;
use xtask::{bench, bench_compute, ci, lit, slang_diagnostics, slang_suite, snapshots, test_compute};

const USAGE: &str = "usage: cargo xtask <command> [args]

commands:
  ci      everything CI checks: tools, fmt, clippy, build, tests, lit
  lit     run the lit/FileCheck tests under tests/lit
  test-compute
          run the Slang-format execution tests under tests/compute (nslc run);
          --against-slangc compares with the real slangc's SPIR-V instead
  slang-suite
          Slang's own test suite (../shared/slang-tests/tests): every Vulkan
          compute test line, one result each, per-folder table, JSON, and the
          ratchet of tests/slang-suite/<target>.pass
  slang-diagnostics
          Slang's diagnostic tests (DIAGNOSTIC_TEST lines of the suite's
          diagnostics folder): does nslc report each expected error, with
          the same code at the same line
  test-render
          vertex+fragment pairs drawn from nslc's and slangc's SPIR-V, compared
          bit for bit (tests/render; --suite adds the suite's drawable files)
  snapshots
          compare the text targets' output for tests/compute with
          tests/snapshots (--bless rewrites them)
  graphics-interface
          vertex/fragment entry points compiled by nslc and slangc -O0: spirv-val
          on both and a diff of their entry-point interfaces
  bench   time nsl-opt on generated modules of 1k, 10k and 100k ops
  bench-compute
          nslc against slangc on tests/compute: compile time to SPIR-V and
          instruction counts
  bench-frontend
          time nslc (and slangc, when found) on an empty and a generated 2,000-line shader
  bench-capabilities
          capability checking on generated call graphs of 1k to 10k functions, and
          its share of the compile time on tests/compute
  fuzz-differential
          random valid Slang programs compiled by nslc and by slangc, run on
          Vulkan and compared; findings reduced into fuzz/differential
          (--seconds N, --seed S, --out DIR, -j N; --help for more)
  uniformity-cts
          the WebGPU CTS's uniformity basics cases (compute) and our own, as Slang:
          nslc's check-uniformity, Tint on nslc's -O0 WGSL and the CTS verdict agree
  fmt     format the whole workspace (cargo fmt --all)

`cargo xtask <command> --help` describes a command's options.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    };
    let result = match command.as_str() {
        "ci" => ci::main(rest),
        "lit" => lit::main(rest),
        "test-compute" => test_compute::main(rest),
        "test-render" => xtask::test_render::main(rest),
        "slang-suite" => slang_suite::main(rest),
        "slang-diagnostics" => slang_diagnostics::main(rest),
        "snapshots" => snapshots::main(rest),
        "graphics-interface" => xtask::graphics_interface::main(rest),
        // The whole benchmark: IR throughput, then every tests/compute file
        // compiled by nslc and by the real slangc (time and instruction ratios).
        "bench" => bench::main(rest).and_then(|()| bench_compute::main(&[])),
        "bench-compute" => bench_compute::main(rest),
        "bench-frontend" => bench_frontend::main(rest),
        "bench-capabilities" => bench_capabilities::main(rest),
        "uniformity-cts" => uniformity_cts::main(rest),
        "fuzz-differential" => fuzz_differential(rest),
        "fmt" => xtask::run_checked(&mut xtask::cargo(&[&["fmt", "--all"][..], &to_strs(rest)].concat())),
        "help" | "-h" | "--help" => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("unknown command '{command}'\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Builds nslc and runs `nsl-fuzz-differential` (in nsl-fuzz, which has
/// the generator; xtask itself stays std-only).
fn fuzz_differential(args: &[String]) -> Result<(), String> {
    xtask::run_checked(&mut xtask::cargo_build(&["--bin", "nslc"]))?;
    let mut command = xtask::cargo(&["run", "--quiet", "-p", "nsl-fuzz", "--bin", "nsl-fuzz-differential", "--"]);
    command.args(args);
    xtask::run_checked(&mut command)
}

fn to_strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}
