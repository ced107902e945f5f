//! `cargo xtask bench-frontend`: how long release `nslc` takes to
//! preprocess, parse, check and lower (a) a compute shader with an empty
//! body, which costs about what the core module costs, (b) a generated
//! compute shader of about 14,000 lines and (c) a generated generic-heavy
//! shader (generic functions and structs, each used at 10 type arguments,
//! through an interface with an associated type); side by side with the
//! real `slangc` compiling the same files to SPIR-V, when it can be found.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use xtask::{cargo, command_line, run_checked, target_dir};

const DEFAULT_RUNS: usize = 20;
const DEFAULT_LINES: usize = 14_000;
const DEFAULT_GENERICS: usize = 200;
/// The types each generic is used at.
const TYPE_ARGUMENTS: usize = 10;
/// GNU time, for peak RSS.
const GNU_TIME: &str = "/usr/bin/time";
const ENTRY: &str = "computeMain";

pub const USAGE: &str = "cargo xtask bench-frontend [--runs N] [--lines N] [--generics N] [--debug] [--no-build]
    Builds nslc in release mode (--debug: the debug build, whose times mean little) and
    times it (min and median of N runs, default 20, after one checked warm-up run) on
    three shaders written to target/bench: an empty compute shader (the cost of the core
    module), a generated compute shader of about --lines lines (default 14000) and a
    generated generic-heavy one: --generics N (default 200) generic functions and as many
    generic structs, each used at 10 type arguments that conform to an interface with an
    associated type: `nslc FILE -target ir -entry computeMain -stage compute -o /dev/null`. Peak RSS comes from /usr/bin/time when it exists.
    The same files go through the real slangc (`slangc FILE -target spirv -entry
    computeMain -stage compute -o target/bench/frontend-slangc.spv`; -O0 when its
    default optimisation is not available) when it is found: $SLANGC, slangc on
    PATH, or bin/slangc inside the `slangtorch` Python package
    (`pip install slangtorch`; `--no-deps` spares installing torch).
    --no-build: use the nslc already built in the target directory (a machine without the crates).";

pub fn main(args: &[String]) -> Result<(), String> {
    let mut runs = DEFAULT_RUNS;
    let mut lines = DEFAULT_LINES;
    let mut generics = DEFAULT_GENERICS;
    let mut debug = false;
    let mut no_build = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            let value = args.next().ok_or_else(|| format!("{name} needs a number"))?;
            match value.parse() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!("{name}: '{value}' is not a positive number")),
            }
        };
        match arg.as_str() {
            "--runs" => runs = number("--runs")?,
            "--lines" => lines = number("--lines")?,
            "--generics" => generics = number("--generics")?,
            "--debug" => debug = true,
            "--no-build" => no_build = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ => return Err(format!("unexpected argument '{arg}'\n{USAGE}")),
        }
    }

    let mut build = vec!["build", "--package", "nanoslang", "--bin", "nslc"];
    if !debug {
        build.push("--release");
    }
    if !no_build {
        run_checked(&mut cargo(&build))?;
    }
    let nslc = target_dir().join(if debug { "debug" } else { "release" }).join("nslc");
    if !nslc.is_file() {
        return Err(format!("{} does not exist after building it", nslc.display()));
    }
    let out_dir = target_dir().join("bench");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let shaders = [
        ("empty shader (core module)", out_dir.join("frontend-empty.slang"), EMPTY_SHADER.to_string()),
        ("generated compute shader", out_dir.join(format!("frontend-{lines}-lines.slang")), generate_shader(lines)),
        (
            "generic-heavy shader",
            out_dir.join(format!("frontend-{generics}-generics.slang")),
            generate_generic_shader(generics),
        ),
    ];
    for (_, path, text) in &shaders {
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let measure_rss = Path::new(GNU_TIME).is_file();
    if !measure_rss {
        println!("note: {GNU_TIME} not found (Debian package `time`); peak RSS is not reported");
    }
    let slangc = xtask::slangc::find();
    if slangc.is_none() {
        println!(
            "note: slangc not found ($SLANGC, PATH, the slangtorch Python package); {} to compare",
            xtask::slangc::INSTALL_HINT
        );
    }
    let mut slangc_flags: Vec<&str> = Vec::new();
    let mut notes = Vec::new();

    let mut rows = Vec::new();
    for (label, path, text) in &shaders {
        println!("\n== {label}: {} ({} lines)", path.display(), text.lines().count());
        let nslc_command = || {
            let mut command = Command::new(&nslc);
            command.arg(path).args(["-target", "ir", "-entry", ENTRY, "-stage", "compute", "-o", "/dev/null"]);
            command
        };
        let nslc_result = measure(&nslc_command, runs, measure_rss)?;
        println!("  nslc:   {}", nslc_result.describe());
        let slangc_result = match &slangc {
            Some(slangc) => {
                // slangc cannot write to /dev/null (it replaces the file).
                let spirv = out_dir.join("frontend-slangc.spv");
                let slangc_command = |flags: &[&str]| {
                    let mut command = Command::new(slangc);
                    command.arg(path).args(["-target", "spirv", "-entry", ENTRY, "-stage", "compute"]);
                    command.args(flags).arg("-o").arg(&spirv);
                    command
                };
                // The wheel lacks slang-glslang, which holds spirv-opt; at -O0
                // slangc does not run it.
                if slangc_flags.is_empty() && check_run(&mut slangc_command(&[])).is_err() {
                    check_run(&mut slangc_command(&["-O0"]))?;
                    slangc_flags.push("-O0");
                    notes.push(
                        "slangc ran with -O0: its default optimisation needs spirv-opt from the slang-glslang \
                         library, which this slangc installation lacks"
                            .to_string(),
                    );
                }
                let result = measure(&|| slangc_command(&slangc_flags), runs, measure_rss)?;
                println!("  slangc: {}", result.describe());
                Some(result)
            }
            None => None,
        };
        rows.push((*label, text.lines().count(), nslc_result, slangc_result));
    }

    println!("\n{}", table(&rows));
    if debug {
        println!("nslc is the debug build (--debug): its times are not those of the release build.");
    }
    println!(
        "nslc runs `-target ir`: preprocess, parse, check, lower to IR and verify it. slangc does more: it \
         also compiles the IR to SPIR-V and emits it, so the ratio overstates nslc's lead."
    );
    for note in notes {
        println!("{note}");
    }
    Ok(())
}

/// The smallest compute shader: compiling it costs about what the core
/// module (and the compiler's start) costs.
const EMPTY_SHADER: &str = "[shader(\"compute\")]\n[numthreads(1, 1, 1)]\nvoid computeMain()\n{\n}\n";

/// Runs a command once, failing with its stderr unless it succeeds
/// without printing an error.
fn check_run(command: &mut Command) -> Result<(), String> {
    let output = command.output().map_err(|e| format!("cannot run `{}`: {e}", command_line(command)))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || stderr.contains("error") {
        return Err(format!("`{}` failed ({}):\n{stderr}", command_line(command), output.status));
    }
    Ok(())
}

/// Times of N runs and the peak RSS of one more.
struct Measurement {
    min: Duration,
    median: Duration,
    peak_rss_kib: Option<u64>,
}

impl Measurement {
    fn describe(&self) -> String {
        let rss = self.peak_rss_kib.map(|k| format!(", peak RSS {:.1} MiB", k as f64 / 1024.0)).unwrap_or_default();
        format!("min {:.2} ms, median {:.2} ms{rss}", ms(self.min), ms(self.median))
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

/// One checked warm-up run, `runs` timed runs, and one run under GNU time.
fn measure(command: &dyn Fn() -> Command, runs: usize, measure_rss: bool) -> Result<Measurement, String> {
    check_run(&mut command())?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut run = command();
        run.stdout(Stdio::null()).stderr(Stdio::null());
        let started = Instant::now();
        let status = run.status().map_err(|e| format!("cannot run `{}`: {e}", command_line(&run)))?;
        times.push(started.elapsed());
        if !status.success() {
            return Err(format!("`{}` failed ({status})", command_line(&run)));
        }
    }
    times.sort_unstable();
    let peak_rss_kib = if measure_rss { peak_rss(&command())? } else { None };
    Ok(Measurement { min: times[0], median: times[times.len() / 2], peak_rss_kib })
}

/// Runs `command` under GNU time and reads its `%M` (peak RSS in KiB).
fn peak_rss(command: &Command) -> Result<Option<u64>, String> {
    let report = target_dir().join("bench/frontend-rss.txt");
    let mut timed = Command::new(GNU_TIME);
    timed.args(["-f", "%M", "-o"]).arg(&report).arg(command.get_program()).args(command.get_args());
    timed.stdout(Stdio::null()).stderr(Stdio::null());
    let status = timed.status().map_err(|e| format!("cannot run `{}`: {e}", command_line(&timed)))?;
    if !status.success() {
        return Err(format!("`{}` failed ({status})", command_line(&timed)));
    }
    let text = std::fs::read_to_string(&report).map_err(|e| format!("cannot read {}: {e}", report.display()))?;
    Ok(text.lines().last().and_then(|line| line.trim().parse().ok()))
}

type Row<'a> = (&'a str, usize, Measurement, Option<Measurement>);

fn table(rows: &[Row]) -> String {
    let mut out = format!(
        "{:<28} {:>6} {:>10} {:>12} {:>10} {:>11} {:>13} {:>11} {:>12}\n",
        "shader",
        "lines",
        "nslc min",
        "nslc median",
        "nslc RSS",
        "slangc min",
        "slangc median",
        "slangc RSS",
        "slangc/nslc"
    );
    let rss = |m: &Measurement| m.peak_rss_kib.map_or("-".to_string(), |k| format!("{:.1} MiB", k as f64 / 1024.0));
    for (label, lines, nslc, slangc) in rows {
        let (slangc_min, slangc_median, slangc_rss, ratio) = match slangc {
            Some(s) => (
                format!("{:.2} ms", ms(s.min)),
                format!("{:.2} ms", ms(s.median)),
                rss(s),
                format!("{:.1}x", ms(s.median) / ms(nslc.median)),
            ),
            None => ("-".into(), "-".into(), "-".into(), "-".into()),
        };
        let _ = writeln!(
            out,
            "{label:<28} {lines:>6} {:>10} {:>12} {:>10} {slangc_min:>11} {slangc_median:>13} {slangc_rss:>11} {ratio:>12}",
            format!("{:.2} ms", ms(nslc.min)),
            format!("{:.2} ms", ms(nslc.median)),
            rss(nslc),
        );
    }
    out.push_str("(ratio: slangc median / nslc median)");
    out
}

/// Structs the generated functions pass around.
const STRUCTS: usize = 8;
/// The longest chain of shades (or hashes) calling the one before.
const CHAIN: usize = 64;

/// A compute shader of about `lines` lines that nslc and slangc both
/// accept: structs, many small functions that call earlier ones (vector
/// math, integer hashing with loops, struct updates, a while loop with
/// swizzles), a structured buffer and an entry point `computeMain` that
/// calls the last function of each kind. Deterministic.
pub fn generate_shader(lines: usize) -> String {
    let mut out =
        String::from("// Generated by `cargo xtask bench-frontend`: a compute shader for timing the frontend.\n\n");
    for s in 0..STRUCTS {
        let _ = write!(
            out,
            "struct Body{s}\n{{\n    float3 position;\n    float3 velocity;\n    float4 color;\n    float mass;\n    \
             uint flags;\n}};\n\n"
        );
    }
    out.push_str("RWStructuredBuffer<float4> data;\n\n");
    // The newest function of each kind, called by later functions.
    let mut last: [Option<usize>; 4] = [None; 4];
    // Shades and hashes call the newest one before them, in chains of at
    // most CHAIN (slangc gives up on call chains about 130 deep: E39997,
    // "maximum type nesting level exceeded"); the ends of finished chains.
    let mut depth = [0usize; 4];
    let mut ends: [Vec<usize>; 4] = Default::default();
    let mut index = 0;
    // Leave room for the entry point.
    while out.lines().count() + 30 < lines {
        let kind = index % 4;
        if kind <= 1 && depth[kind] == CHAIN {
            ends[kind].extend(last[kind].take());
            depth[kind] = 0;
        }
        let f = generate_function(index, last);
        out.push_str(&f);
        last[kind] = Some(index);
        depth[kind] += 1;
        index += 1;
    }
    // The entry point calls the end of every chain.
    let call = |kind: usize, args: &str, join: &str, fallback: &str| {
        let calls: Vec<String> =
            ends[kind].iter().chain(&last[kind]).map(|i| format!("{}{i}({args})", KIND_NAMES[kind])).collect();
        if calls.is_empty() {
            fallback.to_string()
        } else {
            calls.join(join)
        }
    };
    let _ = write!(
        out,
        "[shader(\"compute\")]\n[numthreads(64, 1, 1)]\nvoid computeMain(uint3 tid : SV_DispatchThreadID)\n{{\n    \
         uint i = tid.x;\n    float4 v = data[i];\n    Body{s} b;\n    b.position = v.xyz;\n    \
         b.velocity = float3(v.w, 1.0, 0.5);\n    b.color = float4(0.0, 0.0, 0.0, 1.0);\n    b.mass = 1.0;\n    \
         b.flags = i;\n    b = {step};\n    float3 c = {shade};\n    uint h = {hash};\n    float4 a = {acc};\n    \
         data[i] = a + float4(c, float(h & 255u) / 255.0) + b.color;\n}}\n",
        s = last[2].map_or(0, |i| i % STRUCTS),
        step = call(2, "b, 0.016", "", "b"),
        shade = call(0, "b.position, normalize(b.velocity), 0.5", " + ", "b.position"),
        hash = call(1, "i, 17u", " ^ ", "i"),
        acc = call(3, "v, 4", "", "v"),
    );
    out
}

/// Function name prefixes, by kind.
const KIND_NAMES: [&str; 4] = ["shade", "hash", "step", "accumulate"];

/// Function `index` (its kind is `index % 4`); `last` holds the newest
/// earlier function of each kind, which it may call.
fn generate_function(index: usize, last: [Option<usize>; 4]) -> String {
    let i = index;
    let k = (i % 7) as f32 + 1.0;
    match i % 4 {
        0 => {
            let inner = match last[0] {
                Some(j) => format!("shade{j}(c, n, t * 0.5)"),
                None => "c".into(),
            };
            format!(
                "float3 shade{i}(float3 p, float3 n, float t)\n{{\n    \
                 float3 l = normalize(float3(1.0, {k:.1}, 3.0) + p * 0.5);\n    \
                 float d = max(dot(n, l), 0.0);\n    float3 h = normalize(l + float3(0.0, 0.0, 1.0));\n    \
                 float s = pow(max(dot(n, h), 0.0), 16.0);\n    float3 c = lerp(p, n, saturate(t));\n    \
                 c = c * d + float3(s, s, s) + cross(n, l) * 0.25;\n    if (t > 0.25)\n        c = {inner};\n    \
                 return c + float3(length(p), distance(p, n), {k:.1});\n}}\n\n"
            )
        }
        1 => {
            let inner = match last[1] {
                Some(j) => format!("hash{j}(h, k)"),
                None => "k".into(),
            };
            format!(
                "uint hash{i}(uint x, uint seed)\n{{\n    uint h = x ^ (seed * {m}u);\n    \
                 for (uint k = 0u; k < 4u; ++k)\n    {{\n        h = (h << 5u) ^ (h >> 3u) ^ (k * 2654435769u);\n        \
                 if ((h & 1u) != 0u)\n            h += {inner};\n        else\n            h = h * 3u + 1u;\n    \
                 }}\n    return h ^ (h >> 16u);\n}}\n\n",
                m = 2 * i + 1
            )
        }
        2 => {
            let s = i % STRUCTS;
            let shade = match last[0] {
                Some(j) => format!("shade{j}(b.position, normalize(b.velocity + float3(0.001, 0.001, 0.001)), dt)"),
                None => "b.position".into(),
            };
            format!(
                "Body{s} step{i}(Body{s} b, float dt)\n{{\n    \
                 b.velocity = b.velocity + float3(0.0, -9.8, 0.0) * dt / max(b.mass, 0.001);\n    \
                 b.position = b.position + b.velocity * dt;\n    if (b.position.y < 0.0)\n    {{\n        \
                 b.position.y = -b.position.y;\n        b.velocity.y = b.velocity.y * -0.5;\n    }}\n    \
                 b.color = float4({shade}, 1.0);\n    b.flags = b.flags | {bit}u;\n    return b;\n}}\n\n",
                bit = 1u32 << (i % 31)
            )
        }
        _ => {
            let hash = match last[1] {
                Some(j) => format!("hash{j}(uint(n), 7u)"),
                None => "uint(n)".into(),
            };
            format!(
                "float4 accumulate{i}(float4 v, int n)\n{{\n    float4 acc = v;\n    int k = 0;\n    \
                 while (k < n)\n    {{\n        acc = acc.yzwx * 0.5 + float4(float(k), float(k * 2), {k:.1}, 1.0);\n        \
                 acc.x = acc.x > 10.0 ? acc.x - 10.0 : acc.x;\n        k++;\n    }}\n    \
                 return acc + float4(1.0, 1.0, 1.0, 1.0) * (float({hash} & 255u) / 255.0);\n}}\n\n"
            )
        }
    }
}

/// A compute shader heavy on generics that nslc and slangc both accept:
/// an interface `IElem` with an associated type `Scaled : IElem`;
/// [`TYPE_ARGUMENTS`] structs conforming to it (each one's `Scaled` the
/// one before); then `generics` groups, group `i` holding a generic struct
/// `Box{i}<T : IElem>` with a method, a generic function `combine{i}<T :
/// IElem>` that builds a `Box{i}<T>`, uses `T.Scaled` and calls
/// `combine{i-1}<T>`, and a function `use{i}` calling `combine{i}` at
/// every conforming type; the entry point calls every `use{i}`.
/// Deterministic.
pub fn generate_generic_shader(generics: usize) -> String {
    let mut out = String::from(
        "// Generated by `cargo xtask bench-frontend`: a generic-heavy compute shader for timing the frontend.\n\n\
         interface IElem\n{\n    associatedtype Scaled : IElem;\n    float value();\n    Scaled scaled(float k);\n}\n\n",
    );
    for j in 0..TYPE_ARGUMENTS {
        // The one declared before (nslc does not yet resolve a typedef to a
        // struct declared further down).
        let next = j.saturating_sub(1);
        let _ = write!(
            out,
            "struct E{j} : IElem\n{{\n    typedef E{next} Scaled;\n    float v;\n    \
             float value() {{ return v * {m}.5 + {j}.0; }}\n    \
             E{next} scaled(float k) {{ E{next} r; r.v = v * k + {j}.0; return r; }}\n}}\n\n",
            m = j + 1
        );
    }
    for i in 0..generics {
        let previous = if i == 0 { String::new() } else { format!(" + combine{}<T>(x, a * 0.5)", i - 1) };
        let _ = write!(
            out,
            "struct Box{i}<T : IElem>\n{{\n    T item;\n    float weight;\n    \
             float get() {{ return item.value() * weight + {i}.0; }}\n}}\n\n\
             float combine{i}<T : IElem>(T x, float a)\n{{\n    Box{i}<T> b;\n    b.item = x;\n    b.weight = a;\n    \
             T.Scaled s = x.scaled(a);\n    return b.get() + s.value(){previous};\n}}\n\n\
             float use{i}(float a)\n{{\n    float sum = 0.0;\n"
        );
        for j in 0..TYPE_ARGUMENTS {
            let _ = writeln!(out, "    E{j} e{j};\n    e{j}.v = a + {j}.0;\n    sum += combine{i}(e{j}, a);");
        }
        out.push_str("    return sum;\n}\n\n");
    }
    out.push_str(
        "RWStructuredBuffer<float> data;\n\n[shader(\"compute\")]\n[numthreads(64, 1, 1)]\n\
         void computeMain(uint3 tid : SV_DispatchThreadID)\n{\n    float a = data[tid.x];\n    float sum = 0.0;\n",
    );
    for i in 0..generics {
        let _ = writeln!(out, "    sum += use{i}(a * {:.2});", 1.0 + i as f64 / 100.0);
    }
    out.push_str("    data[tid.x] = sum;\n}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_shader_is_deterministic_and_about_the_size_asked() {
        let shader = generate_shader(2_000);
        assert_eq!(shader, generate_shader(2_000));
        let lines = shader.lines().count();
        assert!((1_950..=2_050).contains(&lines), "{lines} lines");
        assert!(shader.contains("void computeMain(uint3 tid : SV_DispatchThreadID)"));
        assert!(shader.contains("RWStructuredBuffer<float4> data;"));
        // Every kind of function is there, and later ones call earlier ones.
        for (kind, name) in KIND_NAMES.iter().enumerate() {
            assert!(shader.contains(&format!("{name}{kind}(")), "{name}");
        }
        assert!(shader.contains("h += hash1(h, k);"));
    }

    #[test]
    fn long_shaders_call_every_chain_from_the_entry_point() {
        let shader = generate_shader(14_000);
        let entry = &shader[shader.find("void computeMain").expect("an entry point")..];
        // About 1,000 functions: 250 shades and 250 hashes, in chains of 64.
        let shades = entry.matches("shade").count();
        assert!((4..=5).contains(&shades), "{shades} shade chains");
        assert_eq!(entry.matches("hash").count(), shades);
        // A chain's first function calls no earlier one.
        let first = format!("shade{}(", 4 * CHAIN);
        let body = &shader[shader.find(&format!("float3 {first}")).expect("a second chain")..];
        assert!(body[..body.find("\n}").unwrap_or(body.len())].contains("c = c;"));
    }

    #[test]
    fn generic_shader_uses_each_generic_at_every_type() {
        let shader = generate_generic_shader(3);
        assert_eq!(shader, generate_generic_shader(3));
        assert!(shader.contains("associatedtype Scaled : IElem;"));
        assert_eq!(shader.matches("struct Box").count(), 3);
        for j in 0..TYPE_ARGUMENTS {
            assert!(shader.contains(&format!("sum += combine2(e{j}, a);")), "E{j}");
        }
        assert!(shader.contains("combine1<T>(x, a * 0.5)"));
        assert!(shader.contains("sum += use2("));
    }

    #[test]
    fn small_shaders_still_have_an_entry_point() {
        let shader = generate_shader(10);
        assert!(shader.contains("void computeMain"));
        assert!(shader.contains("b = b;"));
    }
}
