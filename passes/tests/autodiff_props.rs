//! `fwd-diff` and `bwd-diff` on random differentiable functions of two f64
//! parameters (element-wise math, divisions, `pow`, `max`, `lerp`, calls of
//! another differentiable function, `cf.if` on float comparisons with
//! results), run by the interpreter after `fwd-diff,bwd-diff` (IR and
//! output languages verified after each pass):
//!
//! - the primal part of `fwd_diff(f)` equals `f` bit for bit;
//! - `fwd_diff(f)` matches central finite differences where `f` is smooth
//!   (a sample where the difference quotients at h and h/2 disagree lies
//!   near a kink and is skipped);
//! - `bwd_diff(f)` is the transpose of `fwd_diff(f)`: for random `ȳ` and
//!   `ẋ`, `ȳ · (J ẋ) == (Jᵀ ȳ) · ẋ` (immune to kinks).
//!
//! The functions also hold loops (a float carried through up to 4
//! iterations, a data-dependent `break`, nested loops and ifs), switches
//! on data-picked cases whose arms may break early, and early returns
//! from inside `cf.if`s.

mod common;

use common::{parse, run_pipeline};
use nsl_ir::interp::{Interpreter, RtValue};
use proptest::prelude::*;

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }
}

struct Gen {
    rng: Rng,
    next: usize,
    lines: Vec<String>,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn emit(&mut self, indent: usize, rhs: &str) -> String {
        let v = self.fresh();
        self.lines.push(format!("{}{v} = {rhs}", "  ".repeat(indent)));
        v
    }
    fn pick(&mut self, vals: &[String]) -> String {
        vals[self.rng.below(vals.len() as u64) as usize].clone()
    }
    /// Appends `steps` random ops using `vals` (and what they define);
    /// returns the last value.
    fn body(&mut self, indent: usize, vals: &mut Vec<String>, steps: usize, depth: usize, call: bool) -> String {
        self.body_ret(indent, vals, steps, depth, call, false)
    }

    /// `body`; with `ret`, (in `@f`'s own block) ifs may return early.
    fn body_ret(
        &mut self,
        indent: usize,
        vals: &mut Vec<String>,
        steps: usize,
        depth: usize,
        call: bool,
        ret: bool,
    ) -> String {
        for _ in 0..steps {
            let a = self.pick(vals);
            let b = self.pick(vals);
            let v = match self.rng.below(if depth > 0 { 16 } else { 12 }) {
                0 => self.emit(indent, &format!("arith.add {a}, {b} : f64")),
                1 => self.emit(indent, &format!("arith.sub {a}, {b} : f64")),
                2 | 3 => self.emit(indent, &format!("arith.mul {a}, {b} : f64")),
                4 => {
                    let bb = self.emit(indent, &format!("arith.mul {b}, {b} : f64"));
                    let one = self.emit(indent, "arith.const {value = 1.0} : f64");
                    let q = self.emit(indent, &format!("arith.add {bb}, {one} : f64"));
                    self.emit(indent, &format!("arith.div {a}, {q} : f64"))
                }
                5 => {
                    let op = ["math.sin", "math.cos", "math.tanh", "math.atan"][self.rng.below(4) as usize];
                    self.emit(indent, &format!("{op} {a} : f64"))
                }
                6 => {
                    let s = self.emit(indent, &format!("math.sin {a} : f64"));
                    self.emit(indent, &format!("math.exp {s} : f64"))
                }
                7 => {
                    let aa = self.emit(indent, &format!("arith.mul {a}, {a} : f64"));
                    let one = self.emit(indent, "arith.const {value = 1.0} : f64");
                    let q = self.emit(indent, &format!("arith.add {aa}, {one} : f64"));
                    let s = self.emit(indent, &format!("math.sin {b} : f64"));
                    if self.rng.below(2) == 0 {
                        self.emit(indent, &format!("math.pow {q}, {s} : f64"))
                    } else {
                        let r = self.emit(indent, &format!("math.sqrt {q} : f64"));
                        self.emit(indent, &format!("math.log {r} : f64"))
                    }
                }
                8 => {
                    let op = ["math.max", "math.min"][self.rng.below(2) as usize];
                    self.emit(indent, &format!("{op} {a}, {b} : f64"))
                }
                9 => {
                    let c = self.pick(vals);
                    let t = self.emit(indent, &format!("math.sin {c} : f64"));
                    self.emit(indent, &format!("math.lerp {a}, {b}, {t} : f64"))
                }
                10 if call => self.emit(indent, &format!("func.call {a} {{callee = @g}} : f64")),
                10 | 11 => {
                    let c = self.emit(indent, &format!("arith.cmp {a}, {b} {{pred = \"lt\"}} : bool"));
                    self.emit(indent, &format!("arith.select {c}, {a}, {b} : f64"))
                }
                12 => self.dyn_array(indent, &a, &b),
                13 | 14 => self.lp(indent, vals, &a, &b, depth, call),
                15 if ret => {
                    // if (a < b) { ...; return y; }
                    let c = self.emit(indent, &format!("arith.cmp {a}, {b} {{pred = \"lt\"}} : bool"));
                    self.lines.push(format!("{}cf.if {c} {{", "  ".repeat(indent)));
                    let mut inner = vals.clone();
                    let n = 1 + self.rng.below(3) as usize;
                    let y = self.body(indent + 1, &mut inner, n, depth - 1, call);
                    self.lines.push(format!("{}func.return {y}", "  ".repeat(indent + 1)));
                    self.lines.push(format!("{}}} {{", "  ".repeat(indent)));
                    self.lines.push(format!("{}cf.yield", "  ".repeat(indent + 1)));
                    self.lines.push(format!("{}}}", "  ".repeat(indent)));
                    self.emit(indent, &format!("arith.add {a}, {b} : f64"))
                }
                _ if self.rng.below(3) == 0 => self.switch(indent, vals, &a, &b, depth, call),
                _ => {
                    let c = self.emit(indent, &format!("arith.cmp {a}, {b} {{pred = \"lt\"}} : bool"));
                    let r = self.fresh();
                    self.lines.push(format!("{}{r} = cf.if {c} : f64 {{", "  ".repeat(indent)));
                    for arm in 0..2 {
                        if arm == 1 {
                            self.lines.push(format!("{}}} {{", "  ".repeat(indent)));
                        }
                        let mut inner = vals.clone();
                        let n = 1 + self.rng.below(3) as usize;
                        let y = self.body(indent + 1, &mut inner, n, depth - 1, call);
                        self.lines.push(format!("{}cf.yield {y}", "  ".repeat(indent + 1)));
                    }
                    self.lines.push(format!("{}}}", "  ".repeat(indent)));
                    r
                }
            };
            vals.push(v);
        }
        vals.last().expect("values").clone()
    }

    /// A switch on a case picked by the data, yielding a float; each arm a
    /// random body that may leave early (`cf.break` under an `if`).
    fn switch(&mut self, indent: usize, vals: &[String], a: &str, b: &str, depth: usize, call: bool) -> String {
        let pad = "  ".repeat(indent);
        let pad1 = "  ".repeat(indent + 1);
        let pad2 = "  ".repeat(indent + 2);
        let c = self.emit(indent, &format!("arith.cmp {a}, {b} {{pred = \"lt\"}} : bool"));
        let (k1, k2) = (self.rng.below(3), self.rng.below(3));
        let x = self.emit(indent, &format!("arith.const {{value = {k1}}} : i32"));
        let y = self.emit(indent, &format!("arith.const {{value = {k2}}} : i32"));
        let sel = self.emit(indent, &format!("arith.select {c}, {x}, {y} : i32"));
        let r = self.fresh();
        self.lines.push(format!("{pad}{r} = cf.switch {sel} {{cases = [[0], [1]]}} : f64 {{"));
        for arm in 0..3 {
            if arm > 0 {
                self.lines.push(format!("{pad}}} {{"));
            }
            let mut inner = vals.to_vec();
            let n = 1 + self.rng.below(2) as usize;
            let mut v = self.body(indent + 1, &mut inner, n, depth - 1, call);
            if self.rng.below(2) == 0 {
                let e = self.emit(indent + 1, &format!("arith.cmp {v}, {b} {{pred = \"gt\"}} : bool"));
                self.lines.push(format!("{pad1}cf.if {e} {{"));
                self.lines.push(format!("{pad2}cf.break {v}"));
                self.lines.push(format!("{pad1}}} {{"));
                self.lines.push(format!("{pad2}cf.yield"));
                self.lines.push(format!("{pad1}}}"));
                let n = 1 + self.rng.below(2) as usize;
                v = self.body(indent + 1, &mut inner, n, depth - 1, call);
            }
            self.lines.push(format!("{pad1}cf.break {v}"));
        }
        self.lines.push(format!("{pad}}}"));
        r
    }

    /// A local array written and read at indices that depend on the data
    /// (and at a constant index): what `bwd-diff` loads and stores whole.
    fn dyn_array(&mut self, indent: usize, a: &str, b: &str) -> String {
        let pad = "  ".repeat(indent);
        let ty = "array<f64, 3>";
        let init = self.emit(indent, &format!("agg.construct {a}, {b}, {a} : {ty}"));
        let arr = self.emit(indent, &format!("mem.var : ptr<{ty}, function>"));
        self.lines.push(format!("{pad}mem.store {arr}, {init}"));
        let c = self.emit(indent, &format!("arith.cmp {a}, {b} {{pred = \"lt\"}} : bool"));
        let idx: Vec<String> =
            (0..3).map(|k| self.emit(indent, &format!("arith.const {{value = {k}}} : i32"))).collect();
        let (k1, k2) = (1 + self.rng.below(2) as usize, self.rng.below(3) as usize);
        let i = self.emit(indent, &format!("arith.select {c}, {}, {} : i32", idx[k1], idx[k2]));
        let p = self.emit(indent, &format!("mem.elem_addr {arr}, {i} : ptr<f64, function>"));
        let m = self.emit(indent, &format!("arith.mul {a}, {b} : f64"));
        self.lines.push(format!("{pad}mem.store {p}, {m}"));
        let j = if self.rng.below(2) == 0 {
            i
        } else {
            let k = self.rng.below(3) as usize;
            self.emit(indent, &format!("arith.select {c}, {}, {} : i32", idx[k], idx[2]))
        };
        let q = self.emit(indent, &format!("mem.elem_addr {arr}, {j} : ptr<f64, function>"));
        let v = self.emit(indent, &format!("mem.load {q} : f64"));
        let q0 = self.emit(indent, &format!("mem.elem_addr {arr}, {} : ptr<f64, function>", idx[0]));
        let v0 = self.emit(indent, &format!("mem.load {q0} : f64"));
        let s = self.emit(indent, &format!("math.sin {v0} : f64"));
        self.emit(indent, &format!("arith.add {v}, {s} : f64"))
    }

    /// A loop carrying a float from `a` through at most 1 to 4
    /// iterations, each a random body; it may also break when the value
    /// passes `b`.
    fn lp(&mut self, indent: usize, vals: &[String], a: &str, b: &str, depth: usize, call: bool) -> String {
        let pad = "  ".repeat(indent);
        let pad1 = "  ".repeat(indent + 1);
        let pad2 = "  ".repeat(indent + 2);
        let zero = self.emit(indent, "arith.const {value = 0} : i32");
        let (r, cnt, s, i) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.lines.push(format!("{pad}{r}, {cnt} = cf.loop {a}, {zero} : f64, i32 {{"));
        self.lines.push(format!("{pad1}^bb({s}: f64, {i}: i32):"));
        let k = 1 + self.rng.below(4);
        let n = self.emit(indent + 1, &format!("arith.const {{value = {k}}} : i32"));
        let done = self.emit(indent + 1, &format!("arith.cmp {i}, {n} {{pred = \"ge\"}} : bool"));
        self.lines.push(format!("{pad1}cf.if {done} {{"));
        self.lines.push(format!("{pad2}cf.break {s}, {i}"));
        self.lines.push(format!("{pad1}}} {{"));
        self.lines.push(format!("{pad2}cf.yield"));
        self.lines.push(format!("{pad1}}}"));
        let mut inner = vals.to_vec();
        inner.push(s.clone());
        inner.push(s.clone());
        let steps = 1 + self.rng.below(3) as usize;
        let y = self.body(indent + 1, &mut inner, steps, depth - 1, call);
        if self.rng.below(2) == 0 {
            let c = self.emit(indent + 1, &format!("arith.cmp {y}, {b} {{pred = \"gt\"}} : bool"));
            self.lines.push(format!("{pad1}cf.if {c} {{"));
            self.lines.push(format!("{pad2}cf.break {y}, {i}"));
            self.lines.push(format!("{pad1}}} {{"));
            self.lines.push(format!("{pad2}cf.yield"));
            self.lines.push(format!("{pad1}}}"));
        }
        let one = self.emit(indent + 1, "arith.const {value = 1} : i32");
        let i2 = self.emit(indent + 1, &format!("arith.add {i}, {one} : i32"));
        self.lines.push(format!("{pad1}cf.continue {y}, {i2}"));
        self.lines.push(format!("{pad}}}"));
        r
    }
}

const PAIR: &str = "struct<P {p: f64, d: f64}>";

fn program(seed: u64, steps: usize) -> String {
    let mut g = Gen { rng: Rng(seed | 1), next: 0, lines: Vec::new() };
    // @g(a): a differentiable callee.
    let mut vals = vec!["%a".to_string()];
    let gr = g.body(2, &mut vals, 3, 1, false);
    let gbody = std::mem::take(&mut g.lines).join("\n");
    let mut vals = vec!["%x".to_string(), "%y".to_string()];
    let fr = g.body_ret(2, &mut vals, steps, 2, true, true);
    let fbody = g.lines.join("\n");
    format!(
        r#"func.func {{sym = @g, type = fn(f64) -> (f64), visibility = "private"}} {{
  ^bb(%a: f64):
{gbody}
    func.return {gr}
}}
diff.func {{fn = @g}}
func.func {{sym = @f, type = fn(f64, f64) -> (f64), visibility = "private"}} {{
  ^bb(%x: f64, %y: f64):
{fbody}
    func.return {fr}
}}
diff.func {{fn = @f}}
func.func {{sym = @prim, type = fn(f64, f64) -> (f64)}} {{
  ^bb(%x: f64, %y: f64):
    %r = func.call %x, %y {{callee = @f}} : f64
    func.return %r
}}
func.func {{sym = @fwd, type = fn(f64, f64, f64, f64) -> ({PAIR})}} {{
  ^bb(%x: f64, %y: f64, %dx: f64, %dy: f64):
    %px = agg.construct %x, %dx : {PAIR}
    %py = agg.construct %y, %dy : {PAIR}
    %r = diff.fwd_call %px, %py {{callee = @f}} : {PAIR}
    func.return %r
}}
func.func {{sym = @bwd, type = fn(f64, f64, f64) -> ({PAIR})}} {{
  ^bb(%x: f64, %y: f64, %dout: f64):
    %z = arith.const {{value = 0.0}} : f64
    %px = agg.construct %x, %z : {PAIR}
    %py = agg.construct %y, %z : {PAIR}
    %vx = mem.var : ptr<{PAIR}, function>
    %vy = mem.var : ptr<{PAIR}, function>
    mem.store %vx, %px
    mem.store %vy, %py
    diff.bwd_call %vx, %vy, %dout {{callee = @f}}
    %rx = mem.load %vx : {PAIR}
    %ry = mem.load %vy : {PAIR}
    %gx = agg.extract %rx {{index = 1}} : f64
    %gy = agg.extract %ry {{index = 1}} : f64
    %g = agg.construct %gx, %gy : {PAIR}
    func.return %g
}}
"#
    )
}

fn f64s(v: &[RtValue]) -> Vec<f64> {
    match v {
        [RtValue::Agg(items)] => items.iter().flat_map(|i| f64s(std::slice::from_ref(i))).collect(),
        _ => v
            .iter()
            .map(|x| match x {
                RtValue::F64(f) => *f,
                other => panic!("not an f64: {other:?}"),
            })
            .collect(),
    }
}

fn call(ctx: &nsl_ir::Context, module: nsl_ir::Op, f: &str, args: &[f64]) -> Vec<f64> {
    let args = args.iter().map(|&a| RtValue::F64(a)).collect();
    f64s(&Interpreter::new(ctx, module).call_by_name(f, args).unwrap_or_else(|t| panic!("{f}: {}", t.message)))
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * (1.0 + a.abs().max(b.abs()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn derivatives_of_random_functions(seed in any::<u64>(), steps in 1usize..10, sample in any::<u64>()) {
        let text = program(seed, steps);
        let (mut ctx, module) = parse(&text);
        run_pipeline(&mut ctx, module, "fwd-diff,bwd-diff");
        let mut rng = Rng(sample | 1);
        for _ in 0..4 {
            let (x, y) = (2.0 * rng.unit(), 2.0 * rng.unit());
            let (dx, dy) = (rng.unit(), rng.unit());
            let ybar = rng.unit();
            let primal = call(&ctx, module, "prim", &[x, y])[0];
            if !primal.is_finite() {
                continue;
            }
            let fwd = call(&ctx, module, "fwd", &[x, y, dx, dy]);
            prop_assert_eq!(fwd[0].to_bits(), primal.to_bits(), "primal of fwd_diff\n{}", text);
            // Finite differences, where smooth.
            let fd = |h: f64| {
                let p = call(&ctx, module, "prim", &[x + h * dx, y + h * dy])[0];
                let m = call(&ctx, module, "prim", &[x - h * dx, y - h * dy])[0];
                (p - m) / (2.0 * h)
            };
            let (f1, f2) = (fd(1e-5), fd(5e-6));
            // One-sided quotients too: a branch the sample point alone takes
            // (a comparison tied up to rounding) is a jump the central
            // quotients step over.
            let one_sided = |h: f64| {
                let p = call(&ctx, module, "prim", &[x + h * dx, y + h * dy])[0];
                let m = call(&ctx, module, "prim", &[x - h * dx, y - h * dy])[0];
                ((p - primal) / h, (primal - m) / h)
            };
            let (right, left) = one_sided(1e-5);
            // The quotients' agreement is judged relative to their own size,
            // with a floor at the rounding noise of the primal: an absolute
            // floor would call the noise of a tiny primal "smooth" (an
            // intermediate of 1e15 under `sin` is chaotic in f64 while its
            // exact derivative is large).
            let noise = 1e3 * f64::EPSILON * primal.abs() / 1e-5;
            let agree = |a: f64, b: f64, tol: f64| (a - b).abs() <= tol * a.abs().max(b.abs()) + noise;
            // Past about 1e6 (nested loops of products reach 1e18), `sin` of
            // an intermediate is rounding noise to a finite difference while
            // its exact derivative counts in full.
            let moderate = primal.abs() < 1e6 && fwd[1].abs() < 1e6;
            if moderate && f1.is_finite() && agree(f1, f2, 1e-6) && agree(right, left, 1e-3) {
                prop_assert!(close(fwd[1], f1, 1e-5), "fwd {} vs FD {} at ({x}, {y}) dir ({dx}, {dy})\n{}", fwd[1], f1, text);
            }
            // The dot-product test.
            let bwd = call(&ctx, module, "bwd", &[x, y, ybar]);
            let lhs = ybar * fwd[1];
            let rhs = bwd[0] * dx + bwd[1] * dy;
            if lhs.is_finite() && rhs.is_finite() {
                prop_assert!(close(lhs, rhs, 1e-9), "<ybar, J dx> = {lhs} but <J^T ybar, dx> = {rhs}\n{}", text);
            }
        }
    }
}
