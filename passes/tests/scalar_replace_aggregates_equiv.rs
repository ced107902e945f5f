//! `scalar-replace-aggregates` preserves what every function computes and
//! produces verified IR in its declared language, on random programs over
//! local variables of structs and arrays (nested): members addressed at
//! constant and run-time positions, loaded and stored whole and leaf by
//! leaf, passed by address to calls, under `cf.if`. With `mem2reg` after
//! it, no variable is left unless its address escapes or is indexed at
//! run time.

mod common;

use common::{check_equivalent, stat};
use nsl_fuzz::rng::Rng;
use proptest::prelude::*;

const P: &str = "struct<P {x: i32, y: i32}>";

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    I32,
    /// `P {x: i32, y: i32}`.
    P,
    /// `S {a: i32, b: array<i32, 3>, c: P}`.
    S,
    /// `array<i32, 3>`.
    Ints,
    /// `array<P, 2>`.
    Points,
}

impl Ty {
    fn text(self) -> String {
        match self {
            Ty::I32 => "i32".into(),
            Ty::P => P.into(),
            Ty::S => format!("struct<S {{a: i32, b: array<i32, 3>, c: {P}}}>"),
            Ty::Ints => "array<i32, 3>".into(),
            Ty::Points => format!("array<{P}, 2>"),
        }
    }
    fn members(self) -> &'static [Ty] {
        match self {
            Ty::I32 => &[],
            Ty::P => &[Ty::I32, Ty::I32],
            Ty::S => &[Ty::I32, Ty::Ints, Ty::P],
            Ty::Ints => &[Ty::I32, Ty::I32, Ty::I32],
            Ty::Points => &[Ty::P, Ty::P],
        }
    }
    fn is_array(self) -> bool {
        matches!(self, Ty::Ints | Ty::Points)
    }
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    vars: Vec<(String, Ty)>,
    /// Whether some variable's own address escaped or was indexed at run
    /// time (so that mem2reg cannot remove every variable).
    kept: bool,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }
    fn line(&mut self, depth: usize, text: &str) {
        self.out.push_str(&"  ".repeat(depth));
        self.out.push_str(text);
        self.out.push('\n');
    }
    fn constant(&mut self, depth: usize, value: i64) -> String {
        let c = self.fresh("c");
        self.line(depth, &format!("%{c} = arith.const {{value = {value}}} : i32"));
        c
    }

    /// The address of a member of a random variable, `stop` in a hundred
    /// at each level to stop above the leaves; `want` forces the type.
    fn address(&mut self, depth: usize, stop: u64, want: Option<Ty>) -> Option<(String, Ty)> {
        let (mut addr, mut ty) = self.rng.pick(&self.vars).clone();
        loop {
            if want.map_or(ty == Ty::I32 || self.rng.chance(stop), |w| w == ty) {
                return Some((addr, ty));
            }
            let members = ty.members();
            if members.is_empty() {
                return None;
            }
            let i = self.rng.below(members.len());
            let member = members[i];
            let next = self.fresh("a");
            let text = format!("ptr<{}, function>", member.text());
            if ty.is_array() {
                let index = if self.rng.chance(10) {
                    // In range at run time: the argument's low bit.
                    self.kept = true;
                    let one = self.constant(depth, 1);
                    let d = self.fresh("d");
                    self.line(depth, &format!("%{d} = arith.and %a, %{one} : i32"));
                    d
                } else {
                    self.constant(depth, i as i64)
                };
                self.line(depth, &format!("%{next} = mem.elem_addr %{addr}, %{index} : {text}"));
            } else {
                self.line(depth, &format!("%{next} = mem.field_addr %{addr} {{index = {i}}} : {text}"));
            }
            (addr, ty) = (next, member);
        }
    }

    /// An `i32` value: an argument, a constant, or a leaf loaded directly
    /// or extracted from a whole load.
    fn expr(&mut self, depth: usize) -> String {
        match self.rng.below(6) {
            0 => "a".into(),
            1 => "b".into(),
            2 => {
                let v = self.rng.below(20) as i64 - 5;
                self.constant(depth, v)
            }
            3 => {
                let Some((addr, ty)) = self.address(depth, 30, None) else { return "a".into() };
                let mut value = self.fresh("w");
                self.line(depth, &format!("%{value} = mem.load %{addr} : {}", ty.text()));
                let mut ty = ty;
                while ty != Ty::I32 {
                    let i = self.rng.below(ty.members().len());
                    ty = ty.members()[i];
                    let e = self.fresh("e");
                    self.line(depth, &format!("%{e} = agg.extract %{value} {{index = {i}}} : {}", ty.text()));
                    value = e;
                }
                value
            }
            _ => {
                let (addr, _) = self.address(depth, 0, Some(Ty::I32)).unwrap_or(("a".into(), Ty::I32));
                if addr == "a" {
                    return addr;
                }
                let t = self.fresh("t");
                self.line(depth, &format!("%{t} = mem.load %{addr} : i32"));
                let (u, x) = (self.fresh("u"), self.expr_leaf(depth));
                self.line(depth, &format!("%{u} = arith.add %{t}, %{x} : i32"));
                u
            }
        }
    }

    fn expr_leaf(&mut self, depth: usize) -> String {
        if self.rng.chance(50) {
            "b".into()
        } else {
            let v = self.rng.below(7) as i64;
            self.constant(depth, v)
        }
    }

    /// A whole value of type `ty`, built from expressions.
    fn value(&mut self, depth: usize, ty: Ty) -> String {
        if ty == Ty::I32 {
            return self.expr(depth);
        }
        let parts: Vec<String> = ty.members().iter().map(|&m| self.value(depth, m)).collect();
        let v = self.fresh("v");
        let operands: Vec<String> = parts.iter().map(|p| format!("%{p}")).collect();
        self.line(depth, &format!("%{v} = agg.construct {} : {}", operands.join(", "), ty.text()));
        v
    }

    fn statements(&mut self, depth: usize, nesting: usize) {
        for _ in 0..1 + self.rng.below(5) {
            match self.rng.below(12) {
                0..=3 => {
                    let Some((addr, _)) = self.address(depth, 0, Some(Ty::I32)) else { continue };
                    let v = self.expr(depth);
                    self.line(depth, &format!("mem.store %{addr}, %{v}"));
                }
                4..=6 => {
                    // A copy between members of one type, or a whole value.
                    let Some((to, ty)) = self.address(depth, 40, None) else { continue };
                    let from = (0..4).find_map(|_| self.address(depth, 0, Some(ty)));
                    let value = match from {
                        Some((from, _)) if self.rng.chance(70) => {
                            let w = self.fresh("w");
                            self.line(depth, &format!("%{w} = mem.load %{from} : {}", ty.text()));
                            w
                        }
                        _ => self.value(depth, ty),
                    };
                    self.line(depth, &format!("mem.store %{to}, %{value}"));
                }
                7 => {
                    let Some((addr, _)) = self.address(depth, 0, Some(Ty::I32)) else { continue };
                    if self.vars.iter().any(|(v, _)| *v == addr) {
                        self.kept = true;
                    }
                    self.line(depth, &format!("func.call %{addr} {{callee = @bump}}"));
                }
                8 => {
                    let Some((addr, _)) = (0..4).find_map(|_| self.address(depth, 0, Some(Ty::P))) else { continue };
                    if self.vars.iter().any(|(v, _)| *v == addr) {
                        self.kept = true;
                    }
                    self.line(depth, &format!("func.call %{addr} {{callee = @swap}}"));
                }
                9 | 10 if nesting > 0 => {
                    let (x, y) = (self.expr(depth), self.expr(depth));
                    let c = self.fresh("cond");
                    self.line(depth, &format!("%{c} = arith.cmp %{x}, %{y} {{pred = \"lt\"}} : bool"));
                    let scope = self.vars.len();
                    self.line(depth, &format!("cf.if %{c} {{"));
                    self.statements(depth + 1, nesting - 1);
                    self.line(depth + 1, "cf.yield");
                    self.vars.truncate(scope);
                    self.line(depth, "} {");
                    self.statements(depth + 1, nesting - 1);
                    self.line(depth + 1, "cf.yield");
                    self.vars.truncate(scope);
                    self.line(depth, "}");
                }
                _ => {
                    // A variable declared here, maybe inside a cf.if arm.
                    let ty = *self.rng.pick(&[Ty::P, Ty::S, Ty::Ints, Ty::Points]);
                    let v = self.fresh("var");
                    self.line(depth, &format!("%{v} = mem.var : ptr<{}, function>", ty.text()));
                    self.vars.push((v, ty));
                }
            }
        }
    }
}

/// Increments the `i32` its argument points to.
const BUMP: &str = "func.func {sym = @bump, type = fn(ptr<i32, function>) -> (), visibility = \"private\"} {
^bb(%p: ptr<i32, function>):
  %v = mem.load %p : i32
  %one = arith.const {value = 1} : i32
  %w = arith.add %v, %one : i32
  mem.store %p, %w
  func.return
}
";

/// Swaps the fields of the `P` its argument points to.
const SWAP: &str =
    "func.func {sym = @swap, type = fn(ptr<struct<P {x: i32, y: i32}>, function>) -> (), visibility = \"private\"} {
^bb(%p: ptr<struct<P {x: i32, y: i32}>, function>):
  %px = mem.field_addr %p {index = 0} : ptr<i32, function>
  %py = mem.field_addr %p {index = 1} : ptr<i32, function>
  %x = mem.load %px : i32
  %y = mem.load %py : i32
  mem.store %px, %y
  mem.store %py, %x
  func.return
}
";

/// A module whose public `@f(i32, i32) -> (i32, i32)` works on local
/// aggregates; and whether some variable must stay whole.
fn aggregate_module(seed: u64) -> (String, bool) {
    let mut g = Gen { rng: Rng::new(seed), out: String::new(), next: 0, vars: Vec::new(), kept: false };
    g.out.push_str(BUMP);
    g.out.push_str(SWAP);
    g.line(0, "func.func {sym = @f, type = fn(i32, i32) -> (i32, i32)} {");
    g.line(0, "^bb(%a: i32, %b: i32):");
    for _ in 0..1 + g.rng.below(3) {
        let ty = *g.rng.pick(&[Ty::P, Ty::S, Ty::Ints, Ty::Points]);
        let v = g.fresh("var");
        g.line(1, &format!("%{v} = mem.var : ptr<{}, function>", ty.text()));
        g.vars.push((v, ty));
    }
    g.statements(1, 2);
    let (x, y) = (g.expr(1), g.expr(1));
    g.line(1, &format!("func.return %{x}, %{y}"));
    g.line(0, "}");
    (g.out, g.kept)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn aggregate_programs(seed in any::<u64>()) {
        let (text, _) = aggregate_module(seed);
        check_equivalent(&text, "module(func(scalar-replace-aggregates))", seed, 4);
    }

    /// Split and promoted: the calls inlined first, every variable whose
    /// address never escaped nor was indexed at run time is gone.
    #[test]
    fn aggregate_programs_promoted(seed in any::<u64>()) {
        let (text, kept) = aggregate_module(seed);
        let pipeline = "module(inline{max-size=-1},func(scalar-replace-aggregates,mem2reg,canonicalize))";
        let (output, reports) = check_equivalent(&text, pipeline, seed, 4);
        let f = &output[output.find("sym = @f,").expect("@f is kept")..];
        if !kept {
            prop_assert!(!f.contains("mem.var"), "{}", output);
        }
        // Every program addresses a member of some variable.
        prop_assert!(kept || !text.contains("_addr %var") || stat(&reports, "vars-split") > 0, "{}", output);
    }
}
