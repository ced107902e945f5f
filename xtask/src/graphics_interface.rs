//! `cargo xtask graphics-interface [--no-build] [-v] [FILES|DIRS...]`: the
//! static oracle for graphics shaders (design/graphics.md, 3A).
//!
//! Each vertex, fragment, geometry, hull, domain, mesh or amplification
//! entry point (from the files' `//TEST` lines'
//! `-entry NAME -stage S`, and their `[shader("...")]` attributes) is
//! compiled alone to SPIR-V by nslc and by slangc `-O0`; both modules go
//! through `spirv-val` (slangc's without its debug instructions, whose
//! `OpSource` language the local spirv-val may not know), and their entry
//! point interfaces are compared: execution model, execution modes, and
//! each input and output variable's storage class, `Location`,
//! `Component`, `Index`, `BuiltIn`, interpolation decorations and pointee
//! type. Variables are matched by built-in, else by storage class and
//! location. slangc drops inputs its entry point never reads, so an input
//! only nslc declares counts as a match, reported apart.
//!
//! `--text [glsl,hlsl,wgsl,metal]` measures the text targets instead: for
//! each entry point and target, whether slangc compiles it
//! (`-target T -entry N -stage S`), whether the target's tool accepts
//! slangc's output, whether nslc compiles it and whether the tool accepts
//! nslc's: `glslangValidator -V -S vert|frag` (GLSL), the same with
//! `-D -e NAME` (HLSL), `nsl-naga` and `tint` (WGSL; both must accept), none
//! for Metal (compiled only). Of the entries slangc compiles for a target,
//! how many nslc compiles and the tool accepts is the figure to watch.

use crate::spirv;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const USAGE: &str = "usage: cargo xtask graphics-interface [--no-build] [-v] [--text [TARGETS]] [--stages S,..] [FILES|DIRS...]
  (default: ../shared/slang-tests/tests)
  -v   print every entry point's failures too
  --text glsl,hlsl,wgsl,metal   measure the text targets (default: all four) instead of SPIR-V
  --stages vertex,fragment,geometry,hull,domain,mesh,amplification   only these stages (default: all; with --text vertex,fragment)
  $NSLC: the nslc to test (default: target/debug/nslc)";

/// One entry point to compare.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    file: PathBuf,
    name: String,
    stage: String,
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut build = true;
    let mut verbose = false;
    let mut paths = Vec::new();
    let mut text: Option<Vec<String>> = None;
    let mut stages: Option<Vec<String>> = None;
    let mut args = args.iter().peekable();
    while let Some(a) = args.next() {
        match a.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            "--no-build" => build = false,
            "-v" => verbose = true,
            "--stages" => {
                let list = args.next().ok_or("--stages needs a list of stages")?;
                stages = Some(list.split(',').map(str::to_string).collect());
            }
            "--text" => {
                let all = ["glsl", "hlsl", "wgsl", "metal"];
                let list = match args.peek() {
                    Some(next) if next.split(',').all(|t| all.contains(&t)) => {
                        args.next().expect("peeked").split(',').map(str::to_string).collect()
                    }
                    _ => all.iter().map(|t| t.to_string()).collect(),
                };
                text = Some(list);
            }
            _ => paths.push(PathBuf::from(a)),
        }
    }
    if paths.is_empty() {
        paths.push(crate::workspace_root().join("../shared/slang-tests/tests"));
    }
    if build {
        crate::run_checked(&mut crate::cargo_build(&["--bin", "nslc"]))?;
        if text.as_ref().is_some_and(|t| t.iter().any(|t| t == "wgsl")) {
            let naga = crate::test_compute::NSL_NAGA;
            crate::run_checked(&mut crate::cargo_build(&["-p", naga, "--bin", naga]))?;
        }
    }
    // `$NSLC` names another nslc (a copy, so that rebuilding does not
    // change the compiler in the middle of a run).
    let nslc = std::env::var_os("NSLC").map_or_else(|| crate::bin_dir().join("nslc"), PathBuf::from);
    let slangc = crate::slangc::find().ok_or_else(|| format!("slangc not found: {}", crate::slangc::INSTALL_HINT))?;
    let mut files = Vec::new();
    for p in &paths {
        collect_files(p, &mut files);
    }
    files.sort();
    let mut entries = BTreeSet::new();
    for f in &files {
        if let Ok(text) = std::fs::read_to_string(f) {
            for (name, stage) in entry_points(&text) {
                entries.insert(Entry { file: f.clone(), name, stage });
            }
        }
    }
    let tmp = std::env::temp_dir().join(format!("nsl-graphics-interface-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let entries: Vec<Entry> = entries.into_iter().collect();
    if let Some(targets) = text {
        // The text targets: the stages asked for (vertex and fragment shaders by default).
        let stages = stages.unwrap_or_else(|| vec!["vertex".into(), "fragment".into()]);
        let entries: Vec<Entry> = entries.into_iter().filter(|e| stages.contains(&e.stage)).collect();
        let r = text_targets(&nslc, &slangc, &entries, &targets, &tmp, verbose);
        let _ = std::fs::remove_dir_all(&tmp);
        return r;
    }
    let entries: Vec<Entry> = match &stages {
        Some(stages) => entries.into_iter().filter(|e| stages.contains(&e.stage)).collect(),
        None => entries,
    };
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![None; entries.len()]);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(e) = entries.get(i) else { break };
                let r = check_entry(&nslc, &slangc, e, &tmp, i);
                results.lock().expect("no panic")[i] = Some(r);
            });
        }
    });
    let mut counts = BTreeMap::<&str, usize>::new();
    let mut reasons = BTreeMap::<String, usize>::new();
    for (e, r) in entries.iter().zip(results.into_inner().expect("no panic")) {
        let r = r.expect("every entry checked");
        let label = format!("{}:{} ({})", e.file.display(), e.name, e.stage);
        *counts.entry("entry points").or_default() += 1;
        if r.slangc_valid {
            *counts.entry("slangc valid").or_default() += 1;
        }
        match r.outcome {
            Outcome::CompileFail(first) => {
                if verbose {
                    println!("COMPILE-FAIL {label}: {first}");
                }
                *reasons.entry(first).or_default() += 1;
            }
            Outcome::Invalid(first) => {
                *counts.entry("nslc compiles").or_default() += 1;
                if verbose {
                    println!("INVALID {label}: {first}");
                }
                *reasons.entry(format!("spirv-val: {first}")).or_default() += 1;
            }
            Outcome::Valid(diffs) => {
                *counts.entry("nslc compiles").or_default() += 1;
                *counts.entry("nslc valid").or_default() += 1;
                let Some((diffs, extra_inputs)) = diffs else { continue };
                *counts.entry("both valid").or_default() += 1;
                if diffs.is_empty() {
                    *counts.entry("interface matches").or_default() += 1;
                    if extra_inputs > 0 {
                        *counts.entry("  of which with unused inputs slangc drops").or_default() += 1;
                    }
                } else {
                    *counts.entry("interface differs").or_default() += 1;
                    println!("DIFF {label}:");
                    for d in &diffs {
                        println!("    {d}");
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!("\nfiles with graphics entry points: {}", entries.iter().map(|e| &e.file).collect::<BTreeSet<_>>().len());
    for (k, v) in &counts {
        println!("{k:>44}: {v}");
    }
    let mut reasons: Vec<_> = reasons.into_iter().collect();
    reasons.sort_by_key(|r| std::cmp::Reverse(r.1));
    println!("\nnslc failures by first message:");
    for (r, n) in reasons.iter().take(25) {
        println!("{n:>5}  {r}");
    }
    Ok(())
}

/// What became of one entry point.
#[derive(Clone)]
enum Outcome {
    /// nslc failed: its first error.
    CompileFail(String),
    /// spirv-val rejected nslc's module: its first line.
    Invalid(String),
    /// Valid; the interface differences when slangc's module is valid too.
    Valid(Option<(Vec<String>, usize)>),
}

#[derive(Clone)]
struct Checked {
    slangc_valid: bool,
    outcome: Outcome,
}

fn check_entry(nslc: &Path, slangc: &Path, e: &Entry, tmp: &Path, i: usize) -> Checked {
    let n = compile(nslc, e, &tmp.join(format!("n{i}.spv")), false);
    let s = compile(slangc, e, &tmp.join(format!("s{i}.spv")), true);
    let slangc_valid = s.as_ref().ok().and_then(|w| validate(&strip_debug(w), tmp, i).ok()).is_some();
    let outcome = match n {
        Err(msg) => Outcome::CompileFail(first_error(&msg)),
        Ok(words) => match validate(&words, tmp, i) {
            Err(msg) => Outcome::Invalid(msg.lines().next().unwrap_or("").to_string()),
            Ok(()) if !slangc_valid => Outcome::Valid(None),
            Ok(()) => match (interface(&words), interface(s.as_ref().expect("valid"))) {
                (Ok(a), Ok(b)) => Outcome::Valid(Some(compare(&a, &b))),
                _ => Outcome::Valid(Some((vec!["interface unreadable".to_string()], 0))),
            },
        },
    };
    Checked { slangc_valid, outcome }
}

fn collect_files(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let Ok(rd) = std::fs::read_dir(p) else { return };
        for e in rd.flatten() {
            collect_files(&e.path(), out);
        }
    } else if p.extension().is_some_and(|x| x == "slang" || x == "hlsl") {
        out.push(p.to_path_buf());
    }
}

fn stage_of(s: &str) -> Option<&'static str> {
    match s {
        "vertex" => Some("vertex"),
        "fragment" | "pixel" => Some("fragment"),
        "geometry" => Some("geometry"),
        "hull" => Some("hull"),
        "domain" => Some("domain"),
        "mesh" => Some("mesh"),
        "amplification" => Some("amplification"),
        _ => None,
    }
}

/// The vertex and fragment entry points a file names: `-entry N -stage S`
/// on its `//TEST` lines (not disabled ones) and `[shader("S")]` functions.
pub(crate) fn entry_points(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("//TEST") else { continue };
        if rest.starts_with("_IGNORE") || rest.starts_with("_INPUT") || rest.starts_with("(disabled") {
            continue;
        }
        let words: Vec<&str> = rest.split_whitespace().collect();
        let value = |flag: &str| -> Vec<(usize, &str)> {
            words
                .iter()
                .enumerate()
                .filter(|(_, w)| **w == flag)
                .filter_map(|(i, _)| Some((i, *words.get(i + 1)?)))
                .collect()
        };
        let (names, stages) = (value("-entry"), value("-stage"));
        if let ([(_, s)], [] | [_]) = (stages.as_slice(), names.as_slice()) {
            // One stage and at most one entry, in either order.
            if let Some(stage) = stage_of(s) {
                out.push((names.first().map_or("main", |n| n.1).to_string(), stage.to_string()));
            }
            continue;
        }
        // Several: each -stage goes with the -entry before it.
        for &(at, s) in &stages {
            let name = names.iter().rev().find(|(i, _)| *i < at).map_or("main", |n| n.1);
            if let Some(stage) = stage_of(s) {
                out.push((name.to_string(), stage.to_string()));
            }
        }
    }
    let mut rest = text;
    while let Some(at) = rest.find("[shader(\"") {
        rest = &rest[at + 9..];
        let Some(end) = rest.find('"') else { break };
        let stage = stage_of(&rest[..end]);
        rest = &rest[end..];
        // Past the attribute and any others (`[maxvertexcount(6)]`).
        if let Some(close) = rest.find(']') {
            rest = &rest[close + 1..];
        }
        while rest.trim_start().starts_with('[') {
            let Some(close) = rest.find(']') else { break };
            rest = &rest[close + 1..];
        }
        // The function's name: the identifier before the next '('.
        let Some(paren) = rest.find('(') else { break };
        let before = &rest[..paren];
        let name: String =
            before.trim_end().chars().rev().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
        let name: String = name.chars().rev().collect();
        if let (Some(stage), false) = (stage, name.is_empty()) {
            out.push((name, stage.to_string()));
        }
    }
    out.sort();
    out.dedup();
    out
}

fn compile(compiler: &Path, e: &Entry, out: &Path, slangc: bool) -> Result<Vec<u32>, String> {
    let mut c = Command::new(compiler);
    c.arg(&e.file).args(["-target", "spirv", "-entry", &e.name, "-stage", &e.stage, "-o"]).arg(out);
    if let Some(dir) = e.file.parent() {
        c.arg("-I").arg(dir);
    }
    if slangc {
        c.arg("-O0");
    }
    let output = c.output().map_err(|err| err.to_string())?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let bytes = std::fs::read(out).map_err(|err| err.to_string())?;
    spirv::words(&bytes)
}

fn first_error(msg: &str) -> String {
    let line = msg.lines().find(|l| l.contains("error")).unwrap_or_else(|| msg.lines().next().unwrap_or("")).trim();
    // Drop the file position, keep the message.
    let line = match line.find("error") {
        Some(i) => &line[i..],
        None => line,
    };
    let mut s: String = line.chars().take(110).collect();
    // Quoted names vary; group by the message's shape.
    if let Some(i) = s.find('\'') {
        s.truncate(i + 1);
        s.push_str("...");
    }
    s
}

/// The module without `OpSource*`, `OpString`, `OpLine`/`OpNoLine` and
/// `OpModuleProcessed`.
fn strip_debug(words: &[u32]) -> Vec<u32> {
    let mut out = words[..5.min(words.len())].to_vec();
    if let Ok(insts) = spirv::instructions(words) {
        for inst in insts {
            if !matches!(inst[0] as u16, 3 | 4 | 7 | 8 | 317 | 330) {
                out.extend_from_slice(inst);
            }
        }
    }
    out
}

fn validate(words: &[u32], tmp: &Path, i: usize) -> Result<(), String> {
    let path = tmp.join(format!("v{i}-{}.spv", words.len()));
    std::fs::write(&path, spirv::bytes(words)).map_err(|e| e.to_string())?;
    let out = Command::new("spirv-val").args(["--target-env", "vulkan1.3"]).arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let out = out.map_err(|e| format!("spirv-val: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout))
    }
}

/// An entry point's interface, as comparable text.
#[derive(Debug, Default)]
struct Interface {
    model: u32,
    modes: BTreeSet<u32>,
    /// Key (built-in or storage+location) -> description.
    vars: BTreeMap<String, String>,
}

fn literal_string_words(ops: &[u32]) -> usize {
    // A literal string takes its bytes plus a NUL, padded to words.
    for (i, w) in ops.iter().enumerate() {
        if w.to_le_bytes().contains(&0) {
            return i + 1;
        }
    }
    ops.len()
}

fn interface(words: &[u32]) -> Result<Interface, String> {
    let insts = spirv::instructions(words)?;
    let mut types: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut consts: BTreeMap<u32, u32> = BTreeMap::new();
    let mut decos: BTreeMap<u32, Vec<Vec<u32>>> = BTreeMap::new();
    let mut vars: BTreeMap<u32, (u32, u32)> = BTreeMap::new(); // id -> (ptr type, storage)
    let mut entry: Option<(u32, u32, Vec<u32>)> = None;
    let mut modes: Vec<(u32, u32)> = Vec::new();
    for inst in &insts {
        let op = inst[0] as u16;
        let ops = &inst[1..];
        match op {
            15 if entry.is_none() => {
                let n = literal_string_words(&ops[2..]);
                entry = Some((ops[0], ops[1], ops[2 + n..].to_vec()));
            }
            16 => modes.push((ops[0], ops[1])),
            71 => decos.entry(ops[0]).or_default().push(ops[1..].to_vec()),
            19..=39 => {
                types.insert(ops[0], inst.to_vec());
            }
            43 => {
                consts.insert(ops[1], ops[2]);
            }
            59 => {
                vars.insert(ops[1], (ops[0], ops[2]));
            }
            _ => {}
        }
    }
    let (model, func, ids) = entry.ok_or("no OpEntryPoint")?;
    let mut out = Interface { model, ..Default::default() };
    out.modes = modes.iter().filter(|(f, _)| *f == func).map(|&(_, m)| m).collect();
    for id in ids {
        let Some(&(ptr, storage)) = vars.get(&id) else { continue };
        if storage != 1 && storage != 3 {
            continue;
        }
        let pointee = types.get(&ptr).map_or(0, |t| t[3]);
        let ty = type_text(&types, &consts, pointee, 0);
        let mut builtin = None;
        let mut location = None;
        let mut extra = Vec::new();
        let mut index = String::new();
        for d in decos.get(&id).into_iter().flatten() {
            match d[0] {
                11 => builtin = d.get(1).copied(),
                30 => location = d.get(1).copied(),
                31 => extra.push(format!("Component {}", d[1])),
                32 => index = format!(" Index {}", d[1]),
                14 => extra.push("Flat".into()),
                13 => extra.push("NoPerspective".into()),
                16 => extra.push("Centroid".into()),
                17 => extra.push("Sample".into()),
                _ => {}
            }
        }
        extra.sort();
        let class = if storage == 1 { "Input" } else { "Output" };
        let key = match (builtin, location) {
            (Some(b), _) => format!("{class} BuiltIn {b}"),
            (None, Some(l)) => format!("{class} Location {l}{index}"),
            (None, None) => format!("{class} undecorated %{id}"),
        };
        out.vars.insert(key, format!("{ty} {}", extra.join(" ")).trim().to_string());
    }
    Ok(out)
}

fn type_text(types: &BTreeMap<u32, Vec<u32>>, consts: &BTreeMap<u32, u32>, id: u32, depth: usize) -> String {
    let Some(t) = types.get(&id) else { return format!("%{id}") };
    if depth > 8 {
        return "...".into();
    }
    let sub = |i: u32| type_text(types, consts, i, depth + 1);
    match t[0] as u16 {
        20 => "bool".into(),
        21 => format!("{}{}", if t[3] == 1 { "i" } else { "u" }, t[2]),
        22 => format!("f{}", t[2]),
        23 => format!("vec{}<{}>", t[3], sub(t[2])),
        24 => format!("mat{}<{}>", t[3], sub(t[2])),
        28 => format!("[{}; {}]", sub(t[2]), consts.get(&t[3]).copied().unwrap_or(0)),
        29 => format!("[{}]", sub(t[2])),
        30 => format!("struct{{{}}}", t[2..].iter().map(|&m| sub(m)).collect::<Vec<_>>().join(", ")),
        _ => format!("type{}", t[0] as u16),
    }
}

/// The differences between nslc's interface (`a`) and slangc's (`b`), and
/// how many inputs only nslc declares.
fn compare(a: &Interface, b: &Interface) -> (Vec<String>, usize) {
    let mut diffs = Vec::new();
    if a.model != b.model {
        diffs.push(format!("execution model {} vs slangc {}", a.model, b.model));
    }
    if a.modes != b.modes {
        diffs.push(format!("execution modes {:?} vs slangc {:?}", a.modes, b.modes));
    }
    let mut extra_inputs = 0;
    for (k, v) in &a.vars {
        match b.vars.get(k) {
            Some(w) if w == v => {}
            Some(w) => diffs.push(format!("{k}: {v} vs slangc {w}")),
            None if k.starts_with("Input") => extra_inputs += 1,
            None => diffs.push(format!("{k}: {v}, which slangc does not declare")),
        }
    }
    for (k, w) in &b.vars {
        if !a.vars.contains_key(k) {
            diffs.push(format!("{k}: missing (slangc: {w})"));
        }
    }
    (diffs, extra_inputs)
}

/// What became of one entry point on one text target.
#[derive(Clone, Default)]
struct TextResult {
    slangc_compiles: bool,
    slangc_accepted: bool,
    /// nslc's first error, or the tool's first complaint about its output.
    nslc: Option<Result<(), String>>,
    nslc_compiles: bool,
}

/// `--text`: the text targets' counts (see the module's header).
fn text_targets(
    nslc: &Path,
    slangc: &Path,
    entries: &[Entry],
    targets: &[String],
    tmp: &Path,
    verbose: bool,
) -> Result<(), String> {
    let naga = crate::test_compute::text_tool(crate::test_compute::NSL_NAGA).ok();
    let mut jobs: Vec<(usize, &str)> =
        (0..entries.len()).flat_map(|i| targets.iter().map(move |t| (i, t.as_str()))).collect();
    // In a scattered (but fixed) order, so that the `RESULT` lines of a
    // run stopped early are a fair sample of every folder and target.
    jobs.sort_by_key(|&(i, t)| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::hash::Hash::hash(&(i, t), &mut h);
        std::hash::Hasher::finish(&h)
    });
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![TextResult::default(); jobs.len()]);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(i, target)) = jobs.get(j) else { break };
                let r = text_entry(nslc, slangc, naga.as_deref(), &entries[i], target, tmp, j);
                // One line per result as it comes (a partial run can be counted).
                let e = &entries[i];
                let why = match &r.nslc {
                    Some(Err(why)) => why.as_str(),
                    _ => "",
                };
                println!(
                    "RESULT {target} slangc={} slangc-tool={} nslc={} nslc-tool={} {}:{} ({}) {why}",
                    u8::from(r.slangc_compiles),
                    u8::from(r.slangc_accepted),
                    u8::from(r.nslc_compiles),
                    u8::from(matches!(r.nslc, Some(Ok(())))),
                    e.file.display(),
                    e.name,
                    e.stage
                );
                results.lock().expect("no panic")[j] = r;
            });
        }
    });
    let results = results.into_inner().expect("no panic");
    println!("text targets: {} entry points", entries.len());
    println!(
        "{:>6} {:>16} {:>22} {:>28} {:>34}",
        "target",
        "slangc compiles",
        "tool accepts slangc's",
        "nslc compiles (of slangc's)",
        "tool accepts nslc's (of slangc's)"
    );
    for target in targets {
        let mine: Vec<(&Entry, &TextResult)> =
            jobs.iter().zip(&results).filter(|((_, t), _)| t == target).map(|(&(i, _), r)| (&entries[i], r)).collect();
        let slangc_compiles = mine.iter().filter(|(_, r)| r.slangc_compiles).count();
        let slangc_accepted = mine.iter().filter(|(_, r)| r.slangc_accepted).count();
        let compiles = mine.iter().filter(|(_, r)| r.slangc_compiles && r.nslc_compiles).count();
        let accepted = mine.iter().filter(|(_, r)| r.slangc_compiles && matches!(r.nslc, Some(Ok(())))).count();
        let pct = |n: usize| if slangc_compiles == 0 { 0.0 } else { 100.0 * n as f64 / slangc_compiles as f64 };
        println!(
            "{target:>6} {slangc_compiles:>16} {slangc_accepted:>22} {:>28} {:>34}",
            format!("{compiles} ({:.1}%)", pct(compiles)),
            format!("{accepted} ({:.1}%)", pct(accepted))
        );
        let mut reasons = BTreeMap::<String, usize>::new();
        for (e, r) in &mine {
            if let (true, Some(Err(why))) = (r.slangc_compiles, &r.nslc) {
                if verbose {
                    println!("  {target} FAIL {}:{} ({}): {why}", e.file.display(), e.name, e.stage);
                }
                *reasons.entry(why.clone()).or_default() += 1;
            }
        }
        let mut reasons: Vec<_> = reasons.into_iter().collect();
        reasons.sort_by_key(|r| std::cmp::Reverse(r.1));
        for (r, n) in reasons.iter().take(12) {
            println!("    {n:>5}  {r}");
        }
    }
    Ok(())
}

fn text_entry(
    nslc: &Path,
    slangc: &Path,
    naga: Option<&Path>,
    e: &Entry,
    target: &str,
    tmp: &Path,
    j: usize,
) -> TextResult {
    let mut r = TextResult::default();
    let compile = |compiler: &Path, out: &Path| -> Result<(), String> {
        let mut c = Command::new(compiler);
        c.arg(&e.file).args(["-target", target, "-entry", &e.name, "-stage", &e.stage, "-o"]).arg(out);
        if let Some(dir) = e.file.parent() {
            c.arg("-I").arg(dir);
        }
        let output = c.output().map_err(|err| err.to_string())?;
        if !output.status.success() || !out.is_file() {
            return Err(first_error(&String::from_utf8_lossy(&output.stderr)));
        }
        Ok(())
    };
    let ext = if target == "metal" { "metal".to_string() } else { target.to_string() };
    let s_out = tmp.join(format!("ts{j}.{ext}"));
    let n_out = tmp.join(format!("tn{j}.{ext}"));
    if compile(slangc, &s_out).is_ok() {
        r.slangc_compiles = true;
        r.slangc_accepted = text_tool_accepts(naga, e, target, &s_out, tmp, j).is_ok();
    }
    r.nslc = Some(match compile(nslc, &n_out) {
        Err(why) => Err(why),
        Ok(()) => {
            r.nslc_compiles = true;
            text_tool_accepts(naga, e, target, &n_out, tmp, j)
        }
    });
    let _ = std::fs::remove_file(&s_out);
    let _ = std::fs::remove_file(&n_out);
    r
}

/// Whether the target's tool accepts a file (Metal: no tool, accepted).
fn text_tool_accepts(
    naga: Option<&Path>,
    e: &Entry,
    target: &str,
    file: &Path,
    tmp: &Path,
    j: usize,
) -> Result<(), String> {
    let stage = match e.stage.as_str() {
        "vertex" => "vert",
        "geometry" => "geom",
        "hull" => "tesc",
        "domain" => "tese",
        "mesh" => "mesh",
        "amplification" => "task",
        _ => "frag",
    };
    let spv = tmp.join(format!("tt{j}.spv"));
    let first = |out: &std::process::Output, tool: &str| {
        let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        let line = text
            .lines()
            .find(|l| l.contains("ERROR") || l.contains("error"))
            .unwrap_or_else(|| text.lines().next().unwrap_or(""))
            .trim()
            .to_string();
        // Group by the message's shape: drop file positions and quoted names.
        let line = line.split_once("ERROR: ").map_or(line.clone(), |(_, r)| r.to_string());
        let line = match line.find('\'') {
            Some(i) => format!("{}...", &line[..=i]),
            None => line,
        };
        format!("{tool}: {}", line.chars().take(110).collect::<String>())
    };
    let result = match target {
        "glsl" | "hlsl" => {
            let mut c = Command::new("glslangValidator");
            c.args(["-V", "--target-env", "vulkan1.2", "-S", stage]);
            if target == "hlsl" {
                c.args(["-D", "-e", &e.name]);
            }
            let out = c.arg(file).arg("-o").arg(&spv).output().map_err(|err| err.to_string())?;
            if out.status.success() {
                Ok(())
            } else {
                Err(first(&out, "glslang"))
            }
        }
        "wgsl" => {
            let naga = naga.ok_or("nsl-naga is not built")?;
            let out = Command::new(naga).arg(file).output().map_err(|err| err.to_string())?;
            if !out.status.success() {
                Err(first(&out, "naga"))
            } else {
                let out = Command::new("tint").args(["--format", "wgsl", "-o"]).arg(&spv).arg(file).output();
                match out {
                    Ok(out) if out.status.success() => Ok(()),
                    Ok(out) => Err(first(&out, "tint")),
                    // No tint on this machine: naga's word.
                    Err(_) => Ok(()),
                }
            }
        }
        _ => Ok(()),
    };
    let _ = std::fs::remove_file(&spv);
    result
}

#[cfg(test)]
mod tests {
    #[test]
    fn finds_entry_points() {
        let text = "//TEST:SIMPLE(filecheck=C):-target spirv -entry fmain -stage fragment\n\
                    [shader(\"vertex\")]\nVOut vmain(float3 p : P) { }\n[shader(\"compute\")]\nvoid c() {}\n";
        let found = super::entry_points(text);
        assert_eq!(
            found,
            vec![("fmain".to_string(), "fragment".to_string()), ("vmain".to_string(), "vertex".to_string())]
        );
    }
}
