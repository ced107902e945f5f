//! nsl-fuzz-frontend: mutation fuzzing of the Slang frontend on stable Rust.
//!
//! The parent mutates seed programs ([`nsl_fuzz::slang_fuzz`]) and hands
//! them in batches to a child process, itself re-run with `--worker`
//! (inputs on stdin, one result line per input on stdout). The worker
//! compiles each input on a thread with a 2 MiB stack under
//! `catch_unwind`, and gives up on an input after two seconds. A stack
//! overflow or an allocation failure aborts the worker, not the parent:
//! the parent blames the first input without a result, saves it, and
//! starts a new worker after it. Findings (panic, hang, stack overflow,
//! out of memory, other crash) are deduplicated by signature (the kind,
//! and a panic's location), their first inputs saved to `--crashes`/raw,
//! the smallest one minimized with delta debugging into
//! `--crashes`/NAME.slang (with NAME.txt describing it) and summarised; the exit status is 1 when
//! there was any. `--replay FILE...` runs saved inputs the same way, and
//! `--minimize FILE` minimizes the finding one input shows.

use clap::Parser;
use nsl_fuzz::rng::Rng;
use nsl_fuzz::slang_fuzz::{
    check, ddmin, default_corpus_dirs, halve_runs, load_corpus, mutate, split_tokens, Verdict, HANG_LIMIT, SMALL_STACK,
};
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(name = "nsl-fuzz-frontend", about = "Mutation fuzzing of the Slang frontend")]
struct Args {
    /// How long to fuzz.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Random seed (default: from the clock; printed, so a run can be repeated).
    #[arg(long)]
    seed: Option<u64>,
    /// A directory of `.slang` seed files (repeatable; default fuzz/corpus/slang and tests/frontend/parse).
    #[arg(long)]
    corpus: Vec<PathBuf>,
    /// Where findings are saved.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/crashes"))]
    crashes: PathBuf,
    /// Inputs per worker process.
    #[arg(long, default_value_t = 256)]
    batch: usize,
    /// Time spent minimizing each distinct finding.
    #[arg(long, default_value_t = 120)]
    minimize_seconds: u64,
    /// Address-space limit of a worker (ulimit -v), in MiB; 0 for none.
    #[arg(long, default_value_t = 4096)]
    max_memory_mib: u64,
    /// Run these files once each instead of fuzzing, and report what each does.
    #[arg(long, num_args = 1..)]
    replay: Vec<PathBuf>,
    /// Minimize the finding this file shows (into --crashes) instead of fuzzing.
    #[arg(long, conflicts_with = "replay")]
    minimize: Option<PathBuf>,
    /// Internal: compile the inputs on stdin and report one line each.
    #[arg(long, hide = true)]
    worker: bool,
    /// Internal: the worker stops after its first finding.
    #[arg(long, hide = true)]
    stop_at_finding: bool,
}

/// What went wrong with an input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Panic,
    Hang,
    StackOverflow,
    OutOfMemory,
    Crash,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Panic => "panic",
            Kind::Hang => "hang",
            Kind::StackOverflow => "stack-overflow",
            Kind::OutOfMemory => "out-of-memory",
            Kind::Crash => "crash",
        }
    }
}

#[derive(Clone, Debug)]
struct Finding {
    kind: Kind,
    detail: String,
}

impl Finding {
    /// Findings with the same signature are one bug: the kind, and for a
    /// panic the source location that panicked.
    fn signature(&self) -> String {
        match self.kind {
            Kind::Panic => {
                let location = self.detail.lines().next().unwrap_or("").trim_end_matches(':');
                format!("panic {}", location.strip_prefix("panicked at ").unwrap_or(location))
            }
            kind => kind.name().to_string(),
        }
    }
}

enum Outcome {
    /// Compiled; whether the frontend accepted it, and how long it took.
    Done {
        accepted: bool,
        time: Duration,
    },
    Finding(Finding),
}

/// The message of the last panic, recorded by the worker's panic hook
/// (which prints nothing).
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Separates the lines of a panic message on the one-line protocol.
const LINE_SEPARATOR: char = '\u{1f}';

fn main() -> ExitCode {
    let args = Args::parse();
    let result = if args.worker {
        worker(args.stop_at_finding)
    } else if !args.replay.is_empty() {
        replay(&args)
    } else if let Some(file) = &args.minimize {
        minimize_file(&args, file)
    } else {
        fuzz(&args)
    };
    match result {
        Ok(clean) if clean => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(e) => {
            eprintln!("nsl-fuzz-frontend: {e}");
            ExitCode::from(2)
        }
    }
}

// ----- The worker -----------------------------------------------------------

/// Reads length-prefixed inputs from stdin and compiles each, printing
/// `ok I MICROS accepted|rejected`, `panic I MICROS MESSAGE` or `hang I`
/// (after which it exits: the input's thread cannot be stopped).
fn worker(stop_at_finding: bool) -> Result<bool, String> {
    std::panic::set_hook(Box::new(|info| {
        *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = Some(info.to_string());
    }));
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes).map_err(|e| format!("cannot read inputs: {e}"))?;
    let inputs = decode_inputs(&bytes)?;
    let mut out = std::io::stdout().lock();
    for (index, text) in inputs.into_iter().enumerate() {
        let (send, receive) = mpsc::channel();
        let started = Instant::now();
        std::thread::Builder::new()
            .stack_size(SMALL_STACK)
            .spawn(move || {
                let result = std::panic::catch_unwind(|| check(&text));
                // The parent side is gone only after a hang, when this process exits anyway.
                let _ = send.send(result);
            })
            .map_err(|e| format!("cannot spawn a thread: {e}"))?;
        let line = match receive.recv_timeout(HANG_LIMIT) {
            Ok(Ok(accepted)) => {
                let verdict = if accepted { "accepted" } else { "rejected" };
                format!("ok {index} {} {verdict}", started.elapsed().as_micros())
            }
            Ok(Err(_)) => {
                let message = LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
                let message = message.replace('\n', &LINE_SEPARATOR.to_string());
                format!("panic {index} {} {message}", started.elapsed().as_micros())
            }
            Err(RecvTimeoutError::Timeout) => format!("hang {index}"),
            Err(RecvTimeoutError::Disconnected) => return Err("an input's thread vanished".into()),
        };
        writeln!(out, "{line}").and_then(|()| out.flush()).map_err(|e| format!("cannot report: {e}"))?;
        if line.starts_with("hang") {
            std::process::exit(0);
        }
        if stop_at_finding && line.starts_with("panic") {
            break;
        }
    }
    Ok(true)
}

fn encode_inputs(inputs: &[String]) -> Vec<u8> {
    let mut bytes = Vec::new();
    for input in inputs {
        bytes.extend_from_slice(&(input.len() as u64).to_le_bytes());
        bytes.extend_from_slice(input.as_bytes());
    }
    bytes
}

fn decode_inputs(mut bytes: &[u8]) -> Result<Vec<String>, String> {
    let mut inputs = Vec::new();
    while !bytes.is_empty() {
        let (len, rest) = bytes.split_first_chunk::<8>().ok_or("truncated input length")?;
        let len = usize::try_from(u64::from_le_bytes(*len)).map_err(|_| "input too long")?;
        let text = rest.get(..len).ok_or("truncated input")?;
        inputs.push(String::from_utf8(text.to_vec()).map_err(|_| "an input is not UTF-8")?);
        bytes = &rest[len..];
    }
    Ok(inputs)
}

// ----- The parent side -------------------------------------------------------

/// Runs inputs in worker processes.
struct Harness {
    exe: PathBuf,
    max_memory_mib: u64,
}

/// The parent waits this long for a worker's next line before it kills
/// the worker (the worker's own watchdog should have answered by then).
const WORKER_SILENCE_LIMIT: Duration = Duration::from_secs(30);

impl Harness {
    /// One outcome per input, in order; with `stop_at_finding`, the
    /// outcomes end at the first finding.
    fn run(&self, inputs: &[String], stop_at_finding: bool) -> Result<Vec<Outcome>, String> {
        let mut outcomes = Vec::with_capacity(inputs.len());
        while outcomes.len() < inputs.len() {
            let start = outcomes.len();
            let (reported, death) = self.run_worker(&inputs[start..], stop_at_finding)?;
            let progressed = !reported.is_empty() || death.is_some();
            outcomes.extend(reported);
            if let Some(finding) = death {
                outcomes.push(Outcome::Finding(finding));
            }
            if stop_at_finding && matches!(outcomes.last(), Some(Outcome::Finding(_))) {
                break;
            }
            if !progressed {
                return Err("a worker exited without reporting on any input".into());
            }
        }
        Ok(outcomes)
    }

    /// Runs one worker on `inputs`: the outcomes it reported, and a finding
    /// for the next input if it died before reporting on all of them.
    fn run_worker(&self, inputs: &[String], stop_at_finding: bool) -> Result<(Vec<Outcome>, Option<Finding>), String> {
        let mut command = if self.max_memory_mib == 0 {
            Command::new(&self.exe)
        } else {
            let mut sh = Command::new("sh");
            sh.args(["-c", "ulimit -v \"$0\" && exec \"$@\""]).arg((self.max_memory_mib * 1024).to_string());
            sh.arg(&self.exe);
            sh
        };
        command.arg("--worker").args(stop_at_finding.then_some("--stop-at-finding"));
        // An allocation failure then prints where it happened.
        command.env("RUST_BACKTRACE", "1");
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = command.spawn().map_err(|e| format!("cannot start a worker: {e}"))?;
        let (mut stdin, stdout, mut stderr) = match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
            (Some(i), Some(o), Some(e)) => (i, o, e),
            _ => return Err("a worker has no pipes".into()),
        };
        let encoded = encode_inputs(inputs);
        let writer = std::thread::spawn(move || stdin.write_all(&encoded));
        let error_reader = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        let (send, receive) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut outcomes = Vec::new();
        let mut silent = false;
        loop {
            match receive.recv_timeout(WORKER_SILENCE_LIMIT) {
                Ok(line) => outcomes.push(parse_report(&line, outcomes.len())?),
                Err(RecvTimeoutError::Timeout) => {
                    silent = true;
                    let _ = child.kill();
                    break;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        let status = child.wait().map_err(|e| format!("cannot wait for a worker: {e}"))?;
        // A worker that died early closes its stdin; that write error is expected.
        let _ = writer.join();
        let errors = error_reader.join().unwrap_or_default();
        let finished = outcomes.len() == inputs.len()
            || matches!(outcomes.last(), Some(Outcome::Finding(f)) if f.kind == Kind::Hang || stop_at_finding);
        if finished && !silent {
            return Ok((outcomes, None));
        }
        let kind = if silent {
            Kind::Hang
        } else if errors.contains("has overflowed its stack") {
            Kind::StackOverflow
        } else if errors.contains("memory allocation of") || status.signal() == Some(9) {
            Kind::OutOfMemory
        } else {
            Kind::Crash
        };
        let detail = if silent {
            format!("the worker was silent for {WORKER_SILENCE_LIMIT:?}")
        } else {
            format!("{status}\n{}", summarize_stderr(&errors))
        };
        Ok((outcomes, Some(Finding { kind, detail })))
    }
}

/// What a dead worker said: its messages, and the frames of its
/// backtrace that lie in nanoslang's crates.
fn summarize_stderr(errors: &str) -> String {
    const MAX_LINES: usize = 24;
    let kept: Vec<&str> = errors
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            let frame = line.starts_with(|c: char| c.is_ascii_digit()) && line.contains(": ");
            !line.is_empty()
                && !line.starts_with("at ")
                && !line.starts_with("note: Some details")
                && (!frame || line.contains("nsl_"))
        })
        .take(MAX_LINES)
        .collect();
    kept.join("\n")
}

/// Parses one worker line, which must be about input `expected`.
fn parse_report(line: &str, expected: usize) -> Result<Outcome, String> {
    let bad = || format!("unexpected worker output: {line:?}");
    let mut fields = line.splitn(4, ' ');
    let (tag, index) = (fields.next().ok_or_else(bad)?, fields.next().ok_or_else(bad)?);
    if index.parse::<usize>().map_err(|_| bad())? != expected {
        return Err(bad());
    }
    let mut micros = || -> Result<Duration, String> {
        Ok(Duration::from_micros(fields.next().ok_or_else(bad)?.parse().map_err(|_| bad())?))
    };
    match tag {
        "ok" => {
            let time = micros()?;
            Ok(Outcome::Done { accepted: fields.next() == Some("accepted"), time })
        }
        "panic" => {
            micros()?;
            let detail = fields.next().unwrap_or("").replace(LINE_SEPARATOR, "\n");
            Ok(Outcome::Finding(Finding { kind: Kind::Panic, detail }))
        }
        "hang" => Ok(Outcome::Finding(Finding { kind: Kind::Hang, detail: format!("took more than {HANG_LIMIT:?}") })),
        _ => Err(bad()),
    }
}

#[derive(Default)]
struct Stats {
    executions: u64,
    accepted: u64,
    findings: u64,
    slowest: Duration,
    slowest_len: usize,
}

impl Stats {
    fn record(&mut self, input: &str, outcome: &Outcome) {
        self.executions += 1;
        match outcome {
            Outcome::Done { accepted, time } => {
                self.accepted += u64::from(*accepted);
                if *time > self.slowest {
                    self.slowest = *time;
                    self.slowest_len = input.len();
                }
            }
            Outcome::Finding(_) => self.findings += 1,
        }
    }
}

/// One distinct finding: the smallest input that showed it, how often it
/// was seen, and the name its files are saved under.
struct Distinct {
    finding: Finding,
    input: String,
    count: u64,
    name: String,
}

/// Unminimized inputs saved per distinct finding, in `crashes/raw/`.
const RAW_SAMPLES: u64 = 5;

fn fuzz(args: &Args) -> Result<bool, String> {
    let dirs = if args.corpus.is_empty() { default_corpus_dirs() } else { args.corpus.clone() };
    let corpus = load_corpus(&dirs)?;
    if corpus.is_empty() {
        return Err("the corpus is empty".into());
    }
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
    });
    let harness = harness(args)?;
    let raw_dir = args.crashes.join("raw");
    std::fs::create_dir_all(&raw_dir).map_err(|e| format!("cannot create {}: {e}", raw_dir.display()))?;
    println!(
        "fuzzing the frontend for {}s: seed {seed}, {} seed files, batches of {}, crashes to {}",
        args.seconds,
        corpus.len(),
        args.batch,
        args.crashes.display()
    );

    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    let mut distinct: Vec<Distinct> = Vec::new();
    let duration = Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut next_progress = Duration::from_secs(10);
    while started.elapsed() < duration {
        let batch: Vec<String> = (0..args.batch.max(1)).map(|_| mutate(&mut rng, &corpus)).collect();
        let outcomes = harness.run(&batch, false)?;
        for (input, outcome) in batch.iter().zip(&outcomes) {
            stats.record(input, outcome);
            let Outcome::Finding(finding) = outcome else { continue };
            let signature = finding.signature();
            let index = match distinct.iter().position(|d| d.finding.signature() == signature) {
                Some(index) => index,
                None => {
                    let name = finding_name(finding);
                    println!("\nNEW {signature} ({} bytes): {name}\n{}", input.len(), finding.detail);
                    distinct.push(Distinct { finding: finding.clone(), input: input.clone(), count: 0, name });
                    distinct.len() - 1
                }
            };
            let d = &mut distinct[index];
            d.count += 1;
            // The smallest input minimizes fastest.
            if input.len() < d.input.len() {
                d.input.clone_from(input);
            }
            // The same signature may hide several bugs (every stack overflow
            // looks alike): keep a few more inputs to triage by hand.
            if d.count <= RAW_SAMPLES {
                save(&raw_dir.join(format!("{}-{}.slang", d.name, d.count)), input)?;
            }
        }
        let elapsed = started.elapsed();
        if elapsed >= next_progress {
            next_progress += Duration::from_secs(10);
            println!(
                "[{:>4}s] {} execs ({:.0}/s), {} accepted, {} findings ({} distinct), slowest {:.1} ms",
                elapsed.as_secs(),
                stats.executions,
                stats.executions as f64 / elapsed.as_secs_f64(),
                stats.accepted,
                stats.findings,
                distinct.len(),
                stats.slowest.as_secs_f64() * 1e3
            );
        }
    }
    let elapsed = started.elapsed();

    println!("\n== summary (seed {seed})");
    println!(
        "{} executions in {:.1}s: {:.0} execs/s",
        stats.executions,
        elapsed.as_secs_f64(),
        stats.executions as f64 / elapsed.as_secs_f64()
    );
    println!(
        "accepted {} ({:.1}%), rejected with diagnostics {}, findings {}",
        stats.accepted,
        100.0 * stats.accepted as f64 / stats.executions.max(1) as f64,
        stats.executions - stats.accepted - stats.findings,
        stats.findings
    );
    println!("slowest input: {:.1} ms ({} bytes)", stats.slowest.as_secs_f64() * 1e3, stats.slowest_len);
    if distinct.is_empty() {
        println!("no findings");
        return Ok(true);
    }
    println!("{} distinct findings; minimizing each for up to {}s", distinct.len(), args.minimize_seconds);
    for d in &distinct {
        minimize_and_save(args, &harness, d, &format!("seen {} times (seed {seed})", d.count))?;
    }
    Ok(false)
}

/// Minimizes a finding's input, saves it as `NAME.slang` with `NAME.txt`
/// describing it (`origin` says where it came from), and prints both.
fn minimize_and_save(args: &Args, harness: &Harness, d: &Distinct, origin: &str) -> Result<(), String> {
    let budget = Duration::from_secs(args.minimize_seconds);
    let minimized = minimize(harness, &d.input, &d.finding.signature(), budget)?;
    let path = args.crashes.join(format!("{}.slang", d.name));
    save(&path, &minimized)?;
    let report = format!(
        "{}\n{origin}; smallest input {} bytes, minimized to {} bytes\n{}\n",
        d.finding.signature(),
        d.input.len(),
        minimized.len(),
        d.finding.detail
    );
    save(&args.crashes.join(format!("{}.txt", d.name)), &report)?;
    println!(
        "\n-- {}: {}\n{report}minimized input ({}):\n{}",
        d.name,
        d.finding.kind.name(),
        path.display(),
        excerpt(&minimized)
    );
    Ok(())
}

/// `--minimize FILE`: the finding `FILE` shows, minimized and saved.
fn minimize_file(args: &Args, file: &Path) -> Result<bool, String> {
    let input = read_input(file)?;
    let harness = harness(args)?;
    let outcomes = harness.run(std::slice::from_ref(&input), false)?;
    let Some(Outcome::Finding(finding)) = outcomes.into_iter().next() else {
        println!("{}: no finding, nothing to minimize", file.display());
        return Ok(true);
    };
    std::fs::create_dir_all(&args.crashes).map_err(|e| format!("cannot create {}: {e}", args.crashes.display()))?;
    let name = finding_name(&finding);
    let d = Distinct { finding, input, count: 1, name };
    minimize_and_save(args, &harness, &d, &format!("from {}", file.display()))?;
    Ok(false)
}

/// The name a finding's files are saved under: its kind and a hash of
/// its signature.
fn finding_name(finding: &Finding) -> String {
    format!("{}-{:016x}", finding.kind.name(), fnv1a(finding.signature().as_bytes()))
}

fn read_input(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn replay(args: &Args) -> Result<bool, String> {
    let harness = harness(args)?;
    let inputs = args.replay.iter().map(|path| read_input(path)).collect::<Result<Vec<_>, String>>()?;
    let outcomes = harness.run(&inputs, false)?;
    let mut clean = true;
    for (path, outcome) in args.replay.iter().zip(&outcomes) {
        match outcome {
            Outcome::Done { accepted, time } => {
                let verdict = if *accepted { "accepted" } else { "rejected with diagnostics" };
                println!("{}: {verdict} in {:.1} ms", path.display(), time.as_secs_f64() * 1e3);
            }
            Outcome::Finding(f) => {
                clean = false;
                println!("{}: {}\n{}", path.display(), f.signature(), f.detail);
            }
        }
    }
    Ok(clean)
}

fn harness(args: &Args) -> Result<Harness, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    Ok(Harness { exe, max_memory_mib: args.max_memory_mib })
}

/// Shrinks `input` while it still shows a finding with `signature`:
/// halving repeated runs, then delta debugging over lines and over
/// tokens, within `budget`.
fn minimize(harness: &Harness, input: &str, signature: &str, budget: Duration) -> Result<String, String> {
    let deadline = Instant::now() + budget;
    let mut error = None;
    let mut test = |batch: &[Vec<&str>]| -> Verdict {
        if Instant::now() >= deadline || error.is_some() {
            return Verdict::Stop;
        }
        let texts: Vec<String> = batch.iter().map(|pieces| pieces.concat()).collect();
        let mut offset = 0;
        while offset < texts.len() {
            let outcomes = match harness.run(&texts[offset..], true) {
                Ok(outcomes) => outcomes,
                Err(e) => {
                    error = Some(e);
                    return Verdict::Stop;
                }
            };
            match outcomes.last() {
                Some(Outcome::Finding(f)) if f.signature() == signature => {
                    return Verdict::Fails(offset + outcomes.len() - 1)
                }
                // Another finding: go on after it.
                Some(Outcome::Finding(_)) => offset += outcomes.len(),
                _ => break,
            }
        }
        Verdict::Passes
    };
    let mut text = input.to_string();
    loop {
        let tokens = split_tokens(&text);
        let halved = halve_runs(&tokens);
        if halved.len() == tokens.len() || !matches!(test(std::slice::from_ref(&halved)), Verdict::Fails(_)) {
            break;
        }
        text = halved.concat();
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let text = ddmin(lines, &mut test).concat();
    let minimized = ddmin(split_tokens(&text), &mut test).concat();
    match error {
        Some(e) => Err(e),
        None => Ok(minimized),
    }
}

fn save(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The input as it is when short; otherwise its start and end.
fn excerpt(text: &str) -> String {
    const LIMIT: usize = 2_000;
    if text.len() <= LIMIT {
        return text.to_string();
    }
    let head = text.char_indices().nth(LIMIT / 2).map_or(text.len(), |(i, _)| i);
    let tail = text.char_indices().rev().nth(LIMIT / 4).map_or(0, |(i, _)| i).max(head);
    format!("{}\n[... {} bytes ...]\n{}", &text[..head], tail - head, &text[tail..])
}

/// FNV-1a: a stable short name for a signature.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}
