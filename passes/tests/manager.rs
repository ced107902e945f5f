//! The pass manager's contract: pipelines are checked statically before
//! they run, and `--verify-each` catches a pass that breaks the IR or
//! leaves it outside its declared output language.

use nsl_ir::{Context, Diagnostic, Language, Op};
use nsl_passes::manager::Step;
use nsl_passes::registry::{PassInfo, PassOptions};
use nsl_passes::{parse_pipeline, Anchor, Instrumentation, Pass, PassManager, Statistics};

const INPUT: &str = "
func.func {sym = @f, type = fn(i32) -> (i32)} {
^bb(%a: i32):
  %b = arith.add %a, %a : i32
  %dead = arith.mul %a, %a : i32
  func.return %b
}
";

/// Claims to remove `arith.add` but does nothing.
struct Liar;
static LIAR: PassInfo = PassInfo {
    name: "liar",
    summary: "claims to remove arith.add",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Liar)),
};
impl Pass for Liar {
    fn info(&self) -> &'static PassInfo {
        &LIAR
    }
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().without_ops(&["arith.add"])
    }
    fn run(&mut self, _: &mut Context, _: Op, _: &mut Statistics) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// Accepts only IR without `arith.add`.
struct NoAdds;
static NO_ADDS: PassInfo = PassInfo {
    name: "no-adds",
    summary: "accepts IR without arith.add",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(NoAdds)),
};
impl Pass for NoAdds {
    fn info(&self) -> &'static PassInfo {
        &NO_ADDS
    }
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx).without_ops(&["arith.add"])
    }
    fn run(&mut self, _: &mut Context, _: Op, _: &mut Statistics) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// Requires the invariant that `dce` establishes.
struct NeedsDce;
static NEEDS_DCE: PassInfo = PassInfo {
    name: "needs-dce",
    summary: "requires NoDeadPureOps",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(NeedsDce)),
};
impl Pass for NeedsDce {
    fn info(&self) -> &'static PassInfo {
        &NEEDS_DCE
    }
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx).with_invariant(nsl_dialects::invariants::NO_DEAD_PURE_OPS)
    }
    fn run(&mut self, _: &mut Context, _: Op, _: &mut Statistics) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// Deletes the first op of every function, used or not.
struct Vandal;
static VANDAL: PassInfo = PassInfo {
    name: "vandal",
    summary: "breaks SSA",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Vandal)),
};
impl Pass for Vandal {
    fn info(&self) -> &'static PassInfo {
        &VANDAL
    }
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn run(&mut self, ctx: &mut Context, func: Op, _: &mut Statistics) -> Result<(), Diagnostic> {
        if let Some(first) = ctx.first_op(ctx.body(func, 0)) {
            ctx.erase_op(first);
        }
        Ok(())
    }
}

fn steps(infos: &[&'static PassInfo]) -> Vec<Step> {
    infos.iter().map(|i| Step::Pass(i.instantiate(&PassOptions::default()).expect("no options"))).collect()
}

fn run(pipeline: Vec<Step>, verify_each: bool) -> Result<String, Vec<String>> {
    let mut ctx = nsl_dialects::core_context();
    let module = nsl_dialects::parse_module(&mut ctx, INPUT, "in.nir").expect("parses");
    let ins = Instrumentation { verify_each, print_after_change: true, ..Default::default() };
    let mut pm = PassManager::new(pipeline, ins);
    let mut log = String::new();
    let lang = Language::all(&ctx);
    match pm.run(&mut ctx, module, lang, &mut log) {
        Ok(()) => Ok(log),
        Err(ds) => Err(ds.into_iter().map(|d| format!("{}: {}", d.code, d.message)).collect()),
    }
}

#[test]
fn a_pass_whose_input_may_hold_ops_it_rejects_is_refused_before_running() {
    let err = run(steps(&[&NO_ADDS]), true).expect_err("refused");
    assert_eq!(
        err,
        vec!["NSL3003: pass 'no-adds' cannot run after the input: ops it does not accept may remain: arith.add"]
    );
    // After a pass that removes them, the same pass is accepted statically.
    assert!(run(steps(&[&LIAR, &NO_ADDS]), false).is_ok());
}

#[test]
fn a_missing_invariant_is_refused_and_the_establishing_pass_fixes_it() {
    let err = run(steps(&[&NEEDS_DCE]), true).expect_err("refused");
    assert!(err[0].contains("invariants it needs are not established: NoDeadPureOps"), "{err:?}");
    let mut pipeline = parse_pipeline("func(dce)").expect("parses");
    pipeline.extend(steps(&[&NEEDS_DCE]));
    assert!(run(pipeline, true).is_ok());
}

#[test]
fn verify_each_catches_a_pass_that_lies_about_its_output() {
    let err = run(steps(&[&LIAR]), true).expect_err("caught");
    assert!(err[0].starts_with("NSL2101: after pass 'liar': op 'arith.add' is not legal here"), "{err:?}");
    assert!(run(steps(&[&LIAR]), false).is_ok(), "without --verify-each the lie goes unnoticed");
}

#[test]
fn verify_each_catches_a_pass_that_breaks_ssa() {
    let err = run(steps(&[&VANDAL]), true).expect_err("caught");
    assert!(err.iter().any(|e| e.starts_with("NSL2004: after pass 'vandal'")), "{err:?}");
}

#[test]
fn print_ir_after_change_prints_only_changes() {
    let log = run(parse_pipeline("func(cse,dce,cse)").expect("parses"), true).expect("runs");
    assert!(!log.contains("IR after cse"), "{log}");
    assert_eq!(log.matches("IR after dce").count(), 1, "{log}");
    assert!(!log.contains("arith.mul"), "dce removed the dead multiply: {log}");
}

#[test]
fn pipeline_syntax_errors_are_diagnostics() {
    let cases = [
        ("module(func(cse),", "expected ')'"),
        ("func(inline)", "'inline' runs on the whole module and cannot be nested in func(...)"),
        ("frobnicate", "unknown pass 'frobnicate'"),
        ("inline{depth=3}", "pass 'inline' has no option 'depth'"),
        ("dce{x=1}", "pass 'dce' takes no options, got 'x'"),
        ("func(func(cse))", "func(...) may only be nested in module(...)"),
        ("cse)", "unexpected ')' after the pipeline"),
    ];
    for (text, want) in cases {
        let err = parse_pipeline(text).err().unwrap_or_else(|| panic!("{text} should not parse"));
        assert!(err.message.contains(want), "{text}: {}", err.message);
    }
}
