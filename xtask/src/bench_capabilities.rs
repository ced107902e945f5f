//! `cargo xtask bench-capabilities`: what capability inference and checking
//! cost. (a) Generated call graphs of 1,000 to 10,000 functions (random
//! calls to earlier functions, `[require]`d leaves using capability
//! aliases, `__target_switch`es, wave intrinsics, a compute entry point
//! reaching everything), compiled to SPIR-V; (b) the share of compile time
//! spent in capability checking on every tests/compute file. Both read
//! `nslc --time-capabilities`, which times the phase inside the compiler.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use xtask::{cargo, command_line, run_checked, target_dir, workspace_root};

const SIZES: [usize; 3] = [1_000, 3_000, 10_000];
const RUNS: usize = 5;

pub const USAGE: &str = "cargo xtask bench-capabilities
    Builds nslc in release mode and reports, from `nslc FILE -target spirv
    --time-capabilities`: for generated call graphs of 1,000, 3,000 and 10,000
    functions (written to target/bench), the capability-checking time (min of 5
    runs), the whole compilation's time and the time per function; then the
    capability share of the compile time summed over tests/compute.";

pub fn main(args: &[String]) -> Result<(), String> {
    if xtask::help_or_no_arguments(args, USAGE)? {
        return Ok(());
    }
    run_checked(&mut cargo(&["build", "--release", "--package", "nanoslang", "--bin", "nslc"]))?;
    let nslc = target_dir().join("release/nslc");
    let out_dir = target_dir().join("bench");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;

    let mut table = String::from(
        "| functions | capability checking | whole compilation | share | checking per function |\n|---|---|---|---|---|\n",
    );
    for size in SIZES {
        let path = out_dir.join(format!("capabilities-{size}.slang"));
        std::fs::write(&path, call_graph(size)).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let mut best: Option<(f64, f64)> = None;
        for _ in 0..RUNS {
            let (checking, total) = time_capabilities(&nslc, &path)?;
            if best.is_none_or(|(b, _)| checking < b) {
                best = Some((checking, total));
            }
        }
        let (checking, total) = best.unwrap_or_default();
        let _ = writeln!(
            table,
            "| {size} | {checking:.2} ms | {total:.1} ms | {:.2}% | {:.2} µs |",
            100.0 * checking / total,
            1e3 * checking / size as f64
        );
    }
    println!("{table}");

    let corpus = workspace_root().join("tests/compute");
    let mut files: Vec<_> = std::fs::read_dir(&corpus)
        .map_err(|e| format!("cannot read {}: {e}", corpus.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "slang"))
        .collect();
    files.sort();
    let (mut checking, mut total) = (0.0, 0.0);
    for file in &files {
        let (c, t) = time_capabilities(&nslc, file)?;
        checking += c;
        total += t;
    }
    println!(
        "tests/compute ({} files, -target spirv): capability checking {checking:.3} ms of {total:.1} ms ({:.2}%)",
        files.len(),
        100.0 * checking / total
    );
    Ok(())
}

/// Runs `nslc FILE -target spirv --time-capabilities` and reads its report:
/// (checking, whole compilation) in milliseconds. The compilation must
/// succeed.
fn time_capabilities(nslc: &Path, file: &Path) -> Result<(f64, f64), String> {
    let mut command = Command::new(nslc);
    command.arg(file).args(["-target", "spirv", "--time-capabilities", "-o", "/dev/null"]);
    let output = command.output().map_err(|e| format!("cannot run `{}`: {e}", command_line(&command)))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("`{}` failed:\n{stderr}", command_line(&command)));
    }
    // "capabilities: 0.123 ms of 4.567 ms (2.69%)"
    let line = stderr
        .lines()
        .find_map(|l| l.strip_prefix("capabilities: "))
        .ok_or_else(|| format!("`{}` printed no capability timing", command_line(&command)))?;
    let numbers: Vec<f64> = line.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    match numbers[..] {
        [checking, total, ..] => Ok((checking, total)),
        _ => Err(format!("cannot read the timing '{line}'")),
    }
}

/// A compute shader whose call graph has `size` functions. Function `i`
/// calls up to two earlier functions chosen by a fixed pseudo-random
/// sequence; every 10th function is a leaf with a `[require]` from a set of
/// aliases every target case can meet, every 10th (offset 5) switches on
/// the target, every 25th uses a wave intrinsic. The entry point calls the
/// last 64 functions, so everything is reachable.
fn call_graph(size: usize) -> String {
    const REQUIRES: [&str; 5] = ["sm_6_6", "subgroup_ballot", "sm_6_5", "sm_6_0", "subgroup_arithmetic"];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut out = String::from("RWStructuredBuffer<float> output;\n\n");
    for i in 0..size {
        if i % 10 == 0 || i < 2 {
            let _ = writeln!(out, "[require({})]\nfloat f{i}(float x) {{ return x + {i}.0; }}", REQUIRES[i / 10 % 5]);
            continue;
        }
        let (a, b) = (next(i), next(i));
        if i % 10 == 5 {
            let _ = writeln!(
                out,
                "float f{i}(float x)\n{{\n    __target_switch\n    {{\n    case spirv: return f{a}(x);\n    case hlsl: return f{b}(x);\n    default: return x;\n    }}\n}}"
            );
        } else if i % 25 == 3 {
            let _ = writeln!(out, "float f{i}(float x) {{ return f{a}(x) + WaveActiveSum(x); }}");
        } else {
            let _ = writeln!(out, "float f{i}(float x) {{ return f{a}(x) * 0.5 + f{b}(x + 1.0); }}");
        }
    }
    out.push_str("\n[numthreads(64, 1, 1)]\nvoid computeMain(uint3 id : SV_DispatchThreadID)\n{\n    float x = float(id.x);\n    float sum = 0.0;\n");
    for i in size.saturating_sub(64)..size {
        let _ = writeln!(out, "    sum += f{i}(x);");
    }
    out.push_str("    output[id.x] = sum;\n}\n");
    out
}
