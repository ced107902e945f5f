//! nsl-fuzz-differential: random valid Slang compute programs
//! ([`nsl_fuzz::slang_gen`]) compiled by nslc and by the real slangc, both
//! run on Vulkan and their buffers compared (`xtask::differential`, the
//! machinery of `cargo xtask test-compute --against-slangc`). Each finding
//! is reduced ([`nsl_fuzz::slang_reduce`]) and saved under `--out`:
//!
//! - `wrong-code/seed-S/`: the outputs differ;
//! - `nslc-rejects/seed-S/`: slangc accepts the program, nanoslang fails
//!   to compile or run it (one reduction per distinct error);
//! - `slangc-rejects/seed-S/`: slangc rejects it, so the generator is wrong.
//!
//! Each folder holds `original.slang`, `reduced.slang` (a test file:
//! `cargo xtask test-compute F --target spirv --against-slangc` reruns
//! it), `nanoslang.txt`, `slangc.txt` (the outputs) and `verdict.txt`.
//! `cargo xtask fuzz-differential` builds nslc and runs this.

use clap::Parser;
use nsl_fuzz::slang_gen::{generate, Features, Program};
use nsl_fuzz::slang_reduce::reduce;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use xtask::differential::{compare_file, Comparison, Tools, Verdict};

#[derive(Parser)]
#[command(name = "nsl-fuzz-differential", about = "Differential fuzzing of nslc against slangc on generated programs")]
struct Args {
    /// Stop starting programs after this many seconds.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// The first seed (the others follow it); default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// At most this many programs.
    #[arg(long)]
    count: Option<u64>,
    /// Where findings go (default fuzz/differential).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Programs compared in parallel.
    #[arg(short = 'j', long, default_value_t = 1)]
    jobs: usize,
    /// Print the program of --seed and exit.
    #[arg(long)]
    print: bool,
    /// Save findings unreduced.
    #[arg(long)]
    no_reduce: bool,
    /// Comparisons one reduction may use.
    #[arg(long, default_value_t = 400)]
    max_tries: usize,
    /// Switch cases that fall through (slangc's SPIR-V for them rarely runs
    /// on lavapipe).
    #[arg(long)]
    fallthrough: bool,
    /// Statements in the main function, roughly.
    #[arg(long, default_value_t = 24)]
    size: usize,
    /// `scalar * matrix` instead of `mul(scalar, matrix)`.
    #[arg(long)]
    no_scalar_mul: bool,
    /// Limit for each command, in seconds.
    #[arg(long, default_value_t = 60)]
    timeout: u64,
}

#[derive(Default)]
struct Totals {
    run: u64,
    agree: u64,
    wrong_code: Vec<String>,
    nslc_rejects: Vec<String>,
    slangc_rejects: Vec<String>,
    skipped: u64,
    /// Error signatures already reduced.
    seen: HashSet<String>,
}

fn main() {
    let args = Args::parse();
    let features = Features { fallthrough: args.fallthrough, size: args.size, scalar_mul: !args.no_scalar_mul };
    let first = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_secs())
    });
    if args.print {
        print!("{}", generate(first, &features).render());
        return;
    }
    let root = xtask::workspace_root();
    let out = args.out.clone().unwrap_or_else(|| root.join("fuzz").join("differential"));
    let work = xtask::target_dir().join("fuzz-differential");
    let tools = match Tools::new(work.join("spv"), Duration::from_secs(args.timeout)) {
        Ok(t) => Arc::new(t),
        Err(e) => {
            eprintln!("nsl-fuzz-differential: {e}");
            std::process::exit(2);
        }
    };
    println!("seeds from {first}, {} job(s), {}s, findings in {}", args.jobs, args.seconds, out.display());
    let started = Instant::now();
    let next = Arc::new(AtomicU64::new(first));
    let totals = Arc::new(Mutex::new(Totals::default()));
    let args = Arc::new(args);
    let threads: Vec<_> = (0..args.jobs.max(1))
        .map(|j| {
            let (next, totals, args, tools, features) =
                (Arc::clone(&next), Arc::clone(&totals), Arc::clone(&args), Arc::clone(&tools), features.clone());
            let (work, out) = (work.join(format!("job{j}")), out.clone());
            std::thread::spawn(move || {
                let _ = std::fs::create_dir_all(&work);
                while started.elapsed() < Duration::from_secs(args.seconds) {
                    let seed = next.fetch_add(1, Ordering::SeqCst);
                    if args.count.is_some_and(|c| seed - first >= c) {
                        break;
                    }
                    one(seed, &features, &work, &out, &tools, &args, &totals);
                }
            })
        })
        .collect();
    for t in threads {
        let _ = t.join();
    }
    let t = totals.lock().unwrap();
    println!(
        "\nnsl-fuzz-differential: {} programs in {}s: {} agree, {} wrong code, {} nslc rejects, {} slangc rejects, {} \
         skipped",
        t.run,
        started.elapsed().as_secs(),
        t.agree,
        t.wrong_code.len(),
        t.nslc_rejects.len(),
        t.slangc_rejects.len(),
        t.skipped
    );
    for (what, list) in
        [("wrong code", &t.wrong_code), ("nslc rejects", &t.nslc_rejects), ("slangc rejects", &t.slangc_rejects)]
    {
        for l in list {
            println!("  {what}: {l}");
        }
    }
    if !t.wrong_code.is_empty() || !t.nslc_rejects.is_empty() {
        std::process::exit(1);
    }
}

/// A failure's identity for deduplication: nslc's error code and message
/// without the location, or the first line.
fn signature(why: &str) -> String {
    let line = why.lines().find(|l| l.contains("error")).unwrap_or_else(|| why.lines().next().unwrap_or(""));
    match line.find("error") {
        Some(i) => line[i..].to_string(),
        None => line.to_string(),
    }
}

fn compare(program: &Program, path: &Path, tools: &Tools) -> Comparison {
    if let Err(e) = std::fs::write(path, program.render()) {
        return Comparison {
            verdict: Verdict::Skip(format!("cannot write {}: {e}", path.display())),
            outputs: None,
            log: String::new(),
        };
    }
    compare_file(path, tools)
}

fn one(seed: u64, features: &Features, work: &Path, out: &Path, tools: &Tools, args: &Args, totals: &Mutex<Totals>) {
    let program = generate(seed, features);
    let path = work.join(format!("seed-{seed}.slang"));
    let c = compare(&program, &path, tools);
    let category = match &c.verdict {
        Verdict::Agree(_) => {
            let mut t = totals.lock().unwrap();
            t.run += 1;
            t.agree += 1;
            if t.run.is_multiple_of(10) {
                println!("{} programs, {} agree", t.run, t.agree);
            }
            let _ = std::fs::remove_file(&path);
            return;
        }
        Verdict::Skip(why) => {
            println!("seed {seed}: skipped ({why})");
            let mut t = totals.lock().unwrap();
            t.run += 1;
            t.skipped += 1;
            return;
        }
        Verdict::Disagree(_) => "wrong-code",
        Verdict::NanoslangFailed(_) => "nslc-rejects",
        Verdict::SlangcFailed(_) => "slangc-rejects",
    };
    let why = match &c.verdict {
        Verdict::Disagree(w) | Verdict::NanoslangFailed(w) | Verdict::SlangcFailed(w) => w.clone(),
        _ => String::new(),
    };
    let sig = signature(&why);
    println!("seed {seed}: {category}: {}", why.lines().next().unwrap_or(""));
    let fresh = {
        let mut t = totals.lock().unwrap();
        t.run += 1;
        category == "wrong-code" || t.seen.insert(format!("{category} {sig}"))
    };
    let dir = out.join(category).join(format!("seed-{seed}"));
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(dir.join("original.slang"), program.render());
    let mut reduced = program.clone();
    let mut final_c = c;
    if fresh && !args.no_reduce {
        let rpath = work.join(format!("seed-{seed}.reduce.slang"));
        let started = Instant::now();
        let mut tries = 0;
        // slangc's rejections are the generator's bugs: a rough reduction does.
        let max_tries = if category == "slangc-rejects" { args.max_tries.min(80) } else { args.max_tries };
        reduced = reduce(&program, max_tries, &mut |p| {
            tries += 1;
            if tries % 50 == 0 {
                println!("seed {seed}: {tries} comparisons, {} lines", p.render().lines().count());
            }
            let r = compare(p, &rpath, tools);
            match (&r.verdict, category) {
                (Verdict::Disagree(_), "wrong-code") => true,
                (Verdict::NanoslangFailed(w), "nslc-rejects") | (Verdict::SlangcFailed(w), "slangc-rejects") => {
                    signature(w) == sig
                }
                _ => false,
            }
        });
        println!(
            "seed {seed}: reduced from {} to {} lines in {tries} comparisons ({}s)",
            program.render().lines().count(),
            reduced.render().lines().count(),
            started.elapsed().as_secs()
        );
        final_c = compare(&reduced, &rpath, tools);
    } else if !fresh {
        let _ = std::fs::write(dir.join("duplicate-of.txt"), format!("{sig}\n"));
    }
    let _ = std::fs::write(dir.join("reduced.slang"), reduced.render());
    if let Some((ours, theirs)) = &final_c.outputs {
        let _ = std::fs::write(dir.join("nanoslang.txt"), ours);
        let _ = std::fs::write(dir.join("slangc.txt"), theirs);
    }
    let why = match &final_c.verdict {
        Verdict::Disagree(w) | Verdict::NanoslangFailed(w) | Verdict::SlangcFailed(w) => w.clone(),
        Verdict::Agree(_) => "the reduced program agrees (flaky?)".into(),
        Verdict::Skip(w) => format!("skipped: {w}"),
    };
    let _ = std::fs::write(dir.join("verdict.txt"), format!("seed {seed}\n{why}\n\n{}", final_c.log));
    let mut t = totals.lock().unwrap();
    let entry = format!("{}{}", dir.display(), if fresh { "" } else { " (duplicate)" });
    match category {
        "wrong-code" => t.wrong_code.push(entry),
        "nslc-rejects" => t.nslc_rejects.push(entry),
        _ => t.slangc_rejects.push(entry),
    }
}
