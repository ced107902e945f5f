//! Shared harness of the interpreter-equivalence tests: parse a module
//! twice, run a pipeline on one copy (verifying the IR and its declared
//! output language after every pass), interpret every public function of
//! both copies on random arguments and compare results bit for bit. Also a
//! generator of structured programs over local variables, with early
//! exits at every depth, that the general generator does not produce.

#![allow(dead_code)] // each test binary uses part of the harness

use nsl_fuzz::gen::{generate, GenConfig};
use nsl_fuzz::rng::Rng;
use nsl_ir::interp::{value_from_attr, Interpreter, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::printer::print_op;
use nsl_ir::{Context, Language, Op, Type, TypeKind};
use nsl_passes::manager::PassReport;
use nsl_passes::{parse_pipeline, Instrumentation, PassManager};

/// Parses and verifies a module of the core dialects and `spv`.
pub fn parse(text: &str) -> (Context, Op) {
    let mut ctx = nsl_dialects::core_context();
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    let module =
        nsl_dialects::parse_module(&mut ctx, text, "test.nir").unwrap_or_else(|d| panic!("{}\n{text}", d.render(&ctx)));
    nsl_ir::verify::verify(&ctx, module).unwrap_or_else(|ds| panic!("{}\n{text}", ds[0].render(&ctx)));
    (ctx, module)
}

/// Runs `pipeline` with verification of the IR and of each pass's declared
/// output language after every pass; panics on any diagnostic.
pub fn run_pipeline(ctx: &mut Context, module: Op, pipeline: &str) -> Vec<PassReport> {
    run_pipeline_with(ctx, module, pipeline, &[])
}

/// `run_pipeline` on input that keeps `invariants` (checked first: the
/// passes may rely on them).
pub fn run_pipeline_with(ctx: &mut Context, module: Op, pipeline: &str, invariants: &[Invariant]) -> Vec<PassReport> {
    let steps = parse_pipeline(pipeline).unwrap_or_else(|d| panic!("{}", d.message));
    let mut pm = PassManager::new(steps, Instrumentation { verify_each: true, ..Instrumentation::default() });
    let mut log = String::new();
    let before = print_op(ctx, module);
    let holding = Language::holding(ctx, module, &nsl_passes::contract::known_invariants());
    let input = invariants.iter().fold(holding, |l, &i| l.with_invariant(i));
    if let Err(ds) = input.check(ctx, module) {
        panic!("the input breaks an invariant: {}\n{before}", ds[0].render(ctx));
    }
    if let Err(ds) = pm.run(ctx, module, input, &mut log) {
        let msgs: Vec<_> = ds.iter().map(|d| d.render(ctx)).collect();
        panic!(
            "{pipeline} failed:\n{}\n--- input ---\n{before}\n--- output ---\n{}",
            msgs.join(""),
            print_op(ctx, module)
        );
    }
    pm.report
}

/// The sum of statistic `name` over a run's reports.
pub fn stat(reports: &[PassReport], name: &str) -> u64 {
    reports.iter().map(|r| r.stats.get(name)).sum()
}

/// Public functions of a module with their parameter types.
fn public_functions(ctx: &Context, module: Op) -> Vec<(String, Vec<Type>)> {
    let func = ctx.kind("func.func");
    ctx.iter_block(ctx.body(module, 0))
        .filter(|&f| ctx.is(f, func) && nsl_dialects::func::is_public(ctx, f))
        .filter_map(|f| {
            let name = ctx.str(ctx.attr_symbol(f, "sym")?).to_string();
            let (params, _) = nsl_dialects::func::signature(ctx, f)?;
            Some((name, params.to_vec()))
        })
        .collect()
}

/// A random argument of a scalar type, awkward values included.
fn random_arg(ctx: &mut Context, rng: &mut Rng, ty: Type) -> RtValue {
    let attr = match ctx.type_kind(ty).clone() {
        TypeKind::Bool => ctx.bool_attr(rng.chance(50)),
        TypeKind::Int { width, signed } => {
            let (min, max) = nsl_ir::interp::int_range(width, signed);
            let raw = if rng.chance(40) { *rng.pick(&[0i128, 1, -1, 2, 3, 7, -8]) } else { rng.next_u64() as i128 };
            ctx.int_attr(min + (raw - min).rem_euclid(max - min + 1))
        }
        TypeKind::Float { .. } => {
            let specials = [0.0, -0.0, 1.0, -1.5, 0.1, f64::INFINITY, f64::NAN, 1e-40, 65504.0];
            let f = if rng.chance(50) { *rng.pick(&specials) } else { (rng.below(4000) as f64 - 2000.0) / 16.0 };
            ctx.float_attr(f)
        }
        _ => panic!("test functions take scalars"),
    };
    value_from_attr(ctx, attr, ty).expect("in range")
}

/// Interprets a function; a trap becomes its message (locations may
/// legitimately move under a pass).
fn interpret(ctx: &Context, module: Op, func: &str, args: &[RtValue]) -> Result<Vec<RtValue>, String> {
    Interpreter::new(ctx, module).call_by_name(func, args.to_vec()).map_err(|t| t.message)
}

/// Checks that `pipeline` preserves the results of every public function
/// of `text` on `runs` random argument lists, and returns the transformed
/// module's text with the run's reports.
pub fn check_equivalent(text: &str, pipeline: &str, seed: u64, runs: usize) -> (String, Vec<PassReport>) {
    let (mut before, module_before) = parse(text);
    let (mut after, module_after) = parse(text);
    let reports = run_pipeline(&mut after, module_after, pipeline);
    let output = print_op(&after, module_after);
    let mut rng = Rng::new(seed);
    for (name, params) in public_functions(&before, module_before) {
        for _ in 0..runs {
            let args: Vec<RtValue> = params.iter().map(|&t| random_arg(&mut before, &mut rng, t)).collect();
            let expected = interpret(&before, module_before, &name, &args);
            let got = interpret(&after, module_after, &name, &args);
            assert_eq!(
                got, expected,
                "@{name}({args:?}) changed under {pipeline}\n--- input ---\n{text}\n--- output ---\n{output}"
            );
        }
    }
    (output, reports)
}

/// Checks that running `pipeline` on its own output changes nothing.
pub fn check_idempotent(text: &str, pipeline: &str) {
    check_idempotent_with(text, pipeline, &[]);
}

/// `check_idempotent` on input that keeps `invariants`.
pub fn check_idempotent_with(text: &str, pipeline: &str, invariants: &[Invariant]) {
    let (mut ctx, module) = parse(text);
    run_pipeline_with(&mut ctx, module, pipeline, invariants);
    let once = print_op(&ctx, module);
    run_pipeline_with(&mut ctx, module, pipeline, invariants);
    let twice = print_op(&ctx, module);
    assert_eq!(once, twice, "{pipeline} is not idempotent on\n{text}");
}

/// A module from the general generator, as text.
pub fn generated_module(seed: u64, functions: usize, ops: usize, depth: usize) -> String {
    let mut ctx = nsl_dialects::core_context();
    let module = generate(&mut ctx, seed, &GenConfig { functions, ops_per_function: ops, max_depth: depth });
    print_op(&ctx, module)
}

/// A module of `functions` functions `fn(i32, i32) -> (i32, i32)` over
/// local `i32` variables: stores and loads nested in `cf.if`, `cf.loop`
/// (some that run once, ending in `cf.break`) and `cf.switch`, with
/// `cf.break`, `cf.continue` and `func.return` at every depth, some variables declared inside loops, some passed by
/// address to a function. Each function may call the ones before it; the
/// last is public, the others private. Loops count to at most 3, so every
/// program terminates, and no op can trap.
pub fn structured_module(seed: u64, functions: usize) -> String {
    let mut g = StructuredGen { rng: Rng::new(seed), out: String::new(), next: 0, vars: Vec::new(), exits: Vec::new() };
    g.out.push_str(BUMP);
    for f in 0..functions.max(1) {
        g.function(f, f + 1 == functions.max(1));
    }
    g.out
}

/// Increments the variable its argument points to.
const BUMP: &str = "func.func {sym = @bump, type = fn(ptr<i32, function>) -> (), visibility = \"private\"} {
^bb(%p: ptr<i32, function>):
  %v = mem.load %p : i32
  %one = arith.const {value = 1} : i32
  %w = arith.add %v, %one : i32
  mem.store %p, %w
  func.return
}
";

/// Where control may leave to from the current point.
#[derive(Clone)]
enum Exit {
    /// Inside a `cf.loop` whose counter (block argument) is named here.
    Loop(String),
    /// Inside a `cf.loop` that runs once (it ends in `cf.break`): no
    /// `cf.continue` may target it, since nothing would stop it.
    Once,
    Switch,
}

struct StructuredGen {
    rng: Rng,
    out: String,
    next: usize,
    /// Variables in scope (names without `%`), innermost scope last.
    vars: Vec<String>,
    /// Enclosing breakable ops, innermost last.
    exits: Vec<Exit>,
}

impl StructuredGen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }

    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn function(&mut self, index: usize, public: bool) {
        self.vars.clear();
        let visibility = if public { "" } else { ", visibility = \"private\"" };
        let header = format!("func.func {{sym = @f{index}, type = fn(i32, i32) -> (i32, i32){visibility}}} {{");
        self.line(0, &header);
        self.line(0, "^bb(%a: i32, %b: i32):");
        for _ in 0..2 + self.rng.below(3) {
            self.declare(1);
        }
        self.statements(1, 3, index);
        self.ret(1, index);
        self.line(0, "}");
    }

    fn declare(&mut self, depth: usize) {
        let v = self.fresh("v");
        self.line(depth, &format!("%{v} = mem.var : ptr<i32, function>"));
        self.vars.push(v);
    }

    /// An `i32` value built from loads, arguments, constants and calls.
    fn expr(&mut self, depth: usize, calls: usize, size: usize) -> String {
        match self.rng.below(10) {
            0..=3 if !self.vars.is_empty() => {
                let var = self.rng.pick(&self.vars).clone();
                let t = self.fresh("t");
                self.line(depth, &format!("%{t} = mem.load %{var} : i32"));
                t
            }
            4 | 5 => (if self.rng.chance(50) { "a" } else { "b" }).to_string(),
            6 | 7 if size > 0 => {
                let (x, y) = (self.expr(depth, calls, size - 1), self.expr(depth, calls, size - 1));
                let op = *self.rng.pick(&["add", "sub", "mul", "xor", "and", "or"]);
                let t = self.fresh("t");
                self.line(depth, &format!("%{t} = arith.{op} %{x}, %{y} : i32"));
                t
            }
            8 if calls > 0 && size > 0 => {
                let callee = self.rng.below(calls);
                let (x, y) = (self.expr(depth, calls, size - 1), self.expr(depth, calls, size - 1));
                let (t, u) = (self.fresh("t"), self.fresh("t"));
                self.line(depth, &format!("%{t}, %{u} = func.call %{x}, %{y} {{callee = @f{callee}}} : i32, i32"));
                if self.rng.chance(50) {
                    t
                } else {
                    u
                }
            }
            _ => {
                let t = self.fresh("c");
                let value = *self.rng.pick(&[0, 1, 2, -1, 5, 100, -7]);
                self.line(depth, &format!("%{t} = arith.const {{value = {value}}} : i32"));
                t
            }
        }
    }

    fn cond(&mut self, depth: usize, calls: usize) -> String {
        let (x, y) = (self.expr(depth, calls, 1), self.expr(depth, calls, 1));
        let pred = *self.rng.pick(&["eq", "ne", "lt", "le", "gt", "ge"]);
        let c = self.fresh("cond");
        self.line(depth, &format!("%{c} = arith.cmp %{x}, %{y} {{pred = \"{pred}\"}} : bool"));
        c
    }

    fn statements(&mut self, depth: usize, nesting: usize, calls: usize) {
        for _ in 0..1 + self.rng.below(4) {
            match self.rng.below(10) {
                0..=3 if !self.vars.is_empty() => {
                    let var = self.rng.pick(&self.vars).clone();
                    let v = self.expr(depth, calls, 2);
                    self.line(depth, &format!("mem.store %{var}, %{v}"));
                }
                4 if !self.vars.is_empty() => {
                    let var = self.rng.pick(&self.vars).clone();
                    self.line(depth, &format!("func.call %{var} {{callee = @bump}}"));
                }
                5 | 6 if nesting > 0 => self.if_(depth, nesting - 1, calls),
                7 if nesting > 0 && self.rng.chance(30) => self.once(depth, nesting - 1, calls),
                7 | 8 if nesting > 0 => self.loop_(depth, nesting - 1, calls),
                9 if nesting > 0 => self.switch(depth, nesting - 1, calls),
                _ => {}
            }
        }
    }

    /// Ends a region that may fall through with `fallthrough`, or leaves
    /// early by break, continue or return.
    fn terminator(&mut self, depth: usize, fallthrough: &str, function: usize) {
        match self.rng.below(10) {
            0 => self.ret(depth, function),
            1 | 2 if !self.exits.is_empty() => self.line(depth, "cf.break"),
            3 | 4 => {
                let counter = self.exits.iter().rev().find(|e| !matches!(e, Exit::Switch)).and_then(|e| match e {
                    Exit::Loop(counter) => Some(counter.clone()),
                    _ => None,
                });
                match counter {
                    Some(i) => self.continue_(depth, &i),
                    None => self.line(depth, fallthrough),
                }
            }
            _ => self.line(depth, fallthrough),
        }
    }

    fn ret(&mut self, depth: usize, function: usize) {
        let (x, y) = (self.expr(depth, function, 2), self.expr(depth, function, 2));
        self.line(depth, &format!("func.return %{x}, %{y}"));
    }

    fn continue_(&mut self, depth: usize, counter: &str) {
        let (one, next) = (self.fresh("one"), self.fresh("next"));
        self.line(depth, &format!("%{one} = arith.const {{value = 1}} : i32"));
        self.line(depth, &format!("%{next} = arith.add %{counter}, %{one} : i32"));
        self.line(depth, &format!("cf.continue %{next}"));
    }

    /// A scope: variables declared inside it are forgotten after it.
    fn region(&mut self, depth: usize, nesting: usize, function: usize, fallthrough: &str) {
        let scope = self.vars.len();
        if self.rng.chance(20) {
            self.declare(depth);
        }
        self.statements(depth, nesting, function);
        self.terminator(depth, fallthrough, function);
        self.vars.truncate(scope);
    }

    fn if_(&mut self, depth: usize, nesting: usize, function: usize) {
        let c = self.cond(depth, function);
        self.line(depth, &format!("cf.if %{c} {{"));
        self.region(depth + 1, nesting, function, "cf.yield");
        self.line(depth, "} {");
        self.region(depth + 1, nesting, function, "cf.yield");
        self.line(depth, "}");
    }

    fn loop_(&mut self, depth: usize, nesting: usize, function: usize) {
        let (zero, i, bound, done) = (self.fresh("zero"), self.fresh("i"), self.fresh("bound"), self.fresh("done"));
        self.line(depth, &format!("%{zero} = arith.const {{value = 0}} : i32"));
        self.line(depth, &format!("cf.loop %{zero} {{"));
        self.line(depth, &format!("^bb(%{i}: i32):"));
        let d = depth + 1;
        let limit = 1 + self.rng.below(3);
        self.line(d, &format!("%{bound} = arith.const {{value = {limit}}} : i32"));
        self.line(d, &format!("%{done} = arith.cmp %{i}, %{bound} {{pred = \"ge\"}} : bool"));
        self.line(d, &format!("cf.if %{done} {{"));
        self.line(d + 1, "cf.break");
        self.line(d, "} {");
        self.line(d + 1, "cf.yield");
        self.line(d, "}");
        self.exits.push(Exit::Loop(i.clone()));
        let scope = self.vars.len();
        if self.rng.chance(30) {
            self.declare(d);
        }
        self.statements(d, nesting, function);
        self.continue_(d, &i);
        self.vars.truncate(scope);
        self.exits.pop();
        self.line(depth, "}");
    }

    /// A `cf.loop` whose body ends in `cf.break`: it runs once, unless
    /// it leaves earlier.
    fn once(&mut self, depth: usize, nesting: usize, function: usize) {
        self.line(depth, "cf.loop {");
        self.exits.push(Exit::Once);
        self.region(depth + 1, nesting, function, "cf.break");
        self.exits.pop();
        self.line(depth, "}");
    }

    fn switch(&mut self, depth: usize, nesting: usize, function: usize) {
        let selector = self.expr(depth, function, 1);
        let arms = 1 + self.rng.below(3);
        let cases: Vec<String> = (0..arms).map(|k| format!("[{}, {}]", k, k as i64 - 7)).collect();
        self.line(depth, &format!("cf.switch %{selector} {{cases = [{}]}} {{", cases.join(", ")));
        self.exits.push(Exit::Switch);
        for arm in 0..=arms {
            if arm > 0 {
                self.line(depth, "} {");
            }
            self.region(depth + 1, nesting, function, "cf.break");
        }
        self.exits.pop();
        self.line(depth, "}");
    }
}
