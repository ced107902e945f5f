//! The pass manager: runs a checked pipeline with instrumentation.

use nsl_dialects::{builtin, func};
use nsl_ir::printer::print_op;
use nsl_ir::verify::verify;
use nsl_ir::{Context, Diagnostic, Language, Loc, Op};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// The op a pass runs on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The whole `builtin.module`.
    Module,
    /// Each `func.func` of the module, independently.
    Function,
}

impl Anchor {
    /// The op name this anchor runs on.
    pub fn op_name(self) -> &'static str {
        match self {
            Anchor::Module => builtin::MODULE.name,
            Anchor::Function => func::FUNC.name,
        }
    }
    /// The name used in textual pipelines: `module(...)`, `func(...)`.
    pub fn keyword(self) -> &'static str {
        match self {
            Anchor::Module => "module",
            Anchor::Function => "func",
        }
    }
}

/// Named counters a pass reports (`--pass-stats`).
#[derive(Default, Debug, Clone)]
pub struct Statistics {
    pub counters: Vec<(&'static str, u64)>,
    /// Diagnostics a pass reports without stopping (warnings, or errors
    /// it wants all reported): the manager fails after the pass when one
    /// is an error, and keeps the warnings in `PassManager::warnings`.
    pub diagnostics: Vec<Diagnostic>,
}

impl Statistics {
    pub fn add(&mut self, name: &'static str, n: u64) {
        match self.counters.iter_mut().find(|(k, _)| *k == name) {
            Some((_, v)) => *v += n,
            None => self.counters.push((name, n)),
        }
    }
    pub fn get(&self, name: &str) -> u64 {
        self.counters.iter().find(|(k, _)| *k == name).map_or(0, |&(_, v)| v)
    }
}

/// A nanopass.
pub trait Pass {
    /// The registry entry this pass was created from.
    fn info(&self) -> &'static crate::PassInfo;

    /// The language the input must lie in. Every pass declares it: a
    /// pass that handles any op says `Language::all(ctx)`.
    fn accepts(&self, ctx: &Context) -> Language;

    /// The language of the output, given the input's. Default: the same ops,
    /// and only the invariants listed by [`Pass::preserves`].
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves())
    }

    /// Invariants that still hold after this pass if they held before.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        &[]
    }

    /// Transforms `op` (a module or a function, per the pass's anchor).
    fn run(&mut self, ctx: &mut Context, op: Op, stats: &mut Statistics) -> Result<(), Diagnostic>;
}

/// One step of a pipeline: a pass, or a nested pipeline over functions.
pub enum Step {
    Pass(Box<dyn Pass>),
    Nest(Anchor, Vec<Step>),
}

/// What the pass manager reports while running.
#[derive(Default, Clone)]
pub struct Instrumentation {
    pub verify_each: bool,
    pub print_before: Vec<String>,
    pub print_after: Vec<String>,
    pub print_after_all: bool,
    pub print_after_change: bool,
    pub time_passes: bool,
    pub pass_stats: bool,
}

/// A pipeline ready to run.
pub struct PassManager {
    pub steps: Vec<Step>,
    pub instrumentation: Instrumentation,
    /// Per-pass timing and statistics, in run order.
    pub report: Vec<PassReport>,
    /// The warnings passes reported (`Statistics::diagnostics`).
    pub warnings: Vec<Diagnostic>,
}

pub struct PassReport {
    pub pass: &'static str,
    pub time: Duration,
    pub stats: Statistics,
}

impl PassManager {
    pub fn new(steps: Vec<Step>, instrumentation: Instrumentation) -> PassManager {
        PassManager { steps, instrumentation, report: Vec::new(), warnings: Vec::new() }
    }

    /// Checks statically that each pass accepts what the previous one
    /// produces, starting from `input`. Returns the final language.
    pub fn check(&self, ctx: &Context, input: Language) -> Result<Language, Diagnostic> {
        fn walk(
            ctx: &Context,
            steps: &[Step],
            mut lang: Language,
            prev: &mut &'static str,
        ) -> Result<Language, Diagnostic> {
            for step in steps {
                match step {
                    Step::Pass(p) => {
                        if let Some(why) = lang.mismatch(&p.accepts(ctx)) {
                            return Err(Diagnostic::error(
                                "NSL3003",
                                Loc::UNKNOWN,
                                format!("pass '{}' cannot run after {prev}: {why}", p.info().name),
                            ));
                        }
                        lang = p.output(ctx, &lang);
                        *prev = p.info().name;
                    }
                    Step::Nest(_, inner) => lang = walk(ctx, inner, lang, prev)?,
                }
            }
            Ok(lang)
        }
        let mut prev = "the input";
        walk(ctx, &self.steps, input, &mut prev)
    }

    /// [`PassManager::check`], and that the output lies in `end`, the
    /// input language of `backend` (its name, for the message).
    pub fn check_ending(
        &self,
        ctx: &Context,
        input: Language,
        end: &Language,
        backend: &str,
    ) -> Result<Language, Diagnostic> {
        let output = self.check(ctx, input)?;
        match output.mismatch(end) {
            None => Ok(output),
            Some(why) => Err(Diagnostic::error(
                "NSL3004",
                Loc::UNKNOWN,
                format!("the pipeline does not end in the {backend} backend's input language: {why}"),
            )),
        }
    }

    /// Runs the pipeline on `module`, whose language is `input`.
    /// Instrumentation output (printed IR, timings) goes to `log`.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        module: Op,
        input: Language,
        log: &mut String,
    ) -> Result<(), Vec<Diagnostic>> {
        self.check(ctx, input.clone()).map_err(|d| vec![d])?;
        let steps = std::mem::take(&mut self.steps);
        let mut steps = steps;
        let result = self.run_steps(ctx, module, &mut steps, input, log);
        self.steps = steps;
        result.map(|_| ())
    }

    fn run_steps(
        &mut self,
        ctx: &mut Context,
        module: Op,
        steps: &mut [Step],
        mut lang: Language,
        log: &mut String,
    ) -> Result<Language, Vec<Diagnostic>> {
        for step in steps {
            match step {
                Step::Nest(_, inner) => lang = self.run_steps(ctx, module, inner, lang, log)?,
                Step::Pass(pass) => {
                    let info = pass.info();
                    let ins = &self.instrumentation;
                    if ins.print_before.iter().any(|p| p == info.name) {
                        let _ = write!(log, "// ----- IR before {} -----\n{}", info.name, print_op(ctx, module));
                    }
                    let before = ins.print_after_change.then(|| print_op(ctx, module));
                    let mut stats = Statistics::default();
                    let start = Instant::now();
                    match info.anchor {
                        Anchor::Module => pass.run(ctx, module, &mut stats).map_err(|d| vec![d])?,
                        Anchor::Function => {
                            let func_kind = ctx.kind(Anchor::Function.op_name());
                            for f in ctx.block_ops(ctx.body(module, 0)) {
                                if ctx.is(f, func_kind) {
                                    pass.run(ctx, f, &mut stats).map_err(|d| vec![d])?;
                                }
                            }
                        }
                    }
                    let time = start.elapsed();
                    let reported = std::mem::take(&mut stats.diagnostics);
                    if reported.iter().any(|d| d.severity == nsl_ir::diag::Severity::Error) {
                        return Err(reported);
                    }
                    self.warnings.extend(reported);
                    lang = pass.output(ctx, &lang);
                    let ins = &self.instrumentation;
                    if ins.verify_each {
                        verify(ctx, module).map_err(|ds| blame(ds, info.name))?;
                        lang.check(ctx, module).map_err(|ds| blame(ds, info.name))?;
                    }
                    let printed_after = if ins.print_after_all || ins.print_after.iter().any(|p| p == info.name) {
                        true
                    } else if let Some(before) = before {
                        print_op(ctx, module) != before
                    } else {
                        false
                    };
                    if printed_after {
                        let _ = write!(log, "// ----- IR after {} -----\n{}", info.name, print_op(ctx, module));
                    }
                    self.report.push(PassReport { pass: info.name, time, stats });
                }
            }
        }
        Ok(lang)
    }

    /// `--time-passes` and `--pass-stats` text.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        if self.instrumentation.time_passes {
            for r in &self.report {
                let _ = writeln!(out, "time: pass {} {:.3} ms", r.pass, r.time.as_secs_f64() * 1e3);
            }
        }
        if self.instrumentation.pass_stats {
            for r in &self.report {
                let _ = writeln!(out, "stats: {}", r.pass);
                for (k, v) in &r.stats.counters {
                    let _ = writeln!(out, "stats:   {k} = {v}");
                }
            }
        }
        out
    }
}

/// Says which pass left the IR broken, on every diagnostic.
fn blame(diags: Vec<Diagnostic>, pass: &str) -> Vec<Diagnostic> {
    diags
        .into_iter()
        .map(|mut d| {
            d.message = format!("after pass '{pass}': {}", d.message);
            d
        })
        .collect()
}
