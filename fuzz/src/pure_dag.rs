//! Random well-typed DAGs of pure ops over every scalar type and vectors of
//! them, as textual IR: one public function `@main` whose scalar
//! parameters feed `arith`, `vec` and `math` ops that reuse earlier values
//! (so subterms are shared), repeat operands (`x - x`), nest inverse ops
//! (`neg(neg x)`, swizzles of swizzles) and meet rule-shaped constants (0,
//! 1, all ones, powers of two, ±0.0, 1.0, 2.0). No op can trap, so the
//! interpreter compares the function before and after a pass bit for bit.

use crate::rng::Rng;
use std::fmt::Write as _;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Elem {
    Bool,
    Int(u8, bool),
    Float(u8),
}

impl Elem {
    const ALL: [Elem; 12] = [
        Elem::Bool,
        Elem::Int(8, true),
        Elem::Int(16, true),
        Elem::Int(32, true),
        Elem::Int(64, true),
        Elem::Int(8, false),
        Elem::Int(16, false),
        Elem::Int(32, false),
        Elem::Int(64, false),
        Elem::Float(16),
        Elem::Float(32),
        Elem::Float(64),
    ];
    fn name(self) -> String {
        match self {
            Elem::Bool => "bool".into(),
            Elem::Int(w, true) => format!("i{w}"),
            Elem::Int(w, false) => format!("u{w}"),
            Elem::Float(w) => format!("f{w}"),
        }
    }
    fn width(self) -> Option<u8> {
        match self {
            Elem::Bool => None,
            Elem::Int(w, _) | Elem::Float(w) => Some(w),
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Ty {
    elem: Elem,
    /// 1 for a scalar, 2 to 4 for a vector.
    len: u8,
}

impl Ty {
    fn name(self) -> String {
        match self.len {
            1 => self.elem.name(),
            n => format!("vec<{}, {n}>", self.elem.name()),
        }
    }
    fn with_elem(self, elem: Elem) -> Ty {
        Ty { elem, ..self }
    }
}

struct Gen {
    rng: Rng,
    body: String,
    values: Vec<(String, Ty)>,
    next: usize,
}

/// A module with one public function `@main` of about `ops` pure ops.
pub fn pure_dag_module(seed: u64, ops: usize) -> String {
    let mut g = Gen { rng: Rng::new(seed), body: String::new(), values: Vec::new(), next: 0 };
    let params: Vec<Ty> = (0..2 + g.rng.below(5)).map(|_| Ty { elem: *g.rng.pick(&Elem::ALL), len: 1 }).collect();
    let mut header = Vec::new();
    for (i, &ty) in params.iter().enumerate() {
        header.push(format!("%p{i}: {}", ty.name()));
        g.values.push((format!("%p{i}"), ty));
    }
    for _ in 0..ops.max(1) {
        let ty = g.random_type();
        g.op(ty, 2);
    }
    // Results: the last value and a few earlier ones.
    let count = g.values.len();
    let mut results: Vec<usize> = (0..1 + g.rng.below(4)).map(|_| g.rng.below(count)).collect();
    results.push(count - 1);
    let names: Vec<&str> = results.iter().map(|&i| g.values[i].0.as_str()).collect();
    let types: Vec<String> = results.iter().map(|&i| g.values[i].1.name()).collect();
    let param_types: Vec<String> = params.iter().map(|t| t.name()).collect();
    format!(
        "func.func {{sym = @main, type = fn({}) -> ({})}} {{\n^bb({}):\n{}  func.return {}\n}}\n",
        param_types.join(", "),
        types.join(", "),
        header.join(", "),
        g.body,
        names.join(", ")
    )
}

impl Gen {
    fn random_type(&mut self) -> Ty {
        let len = if self.rng.chance(40) { 2 + self.rng.below(3) as u8 } else { 1 };
        Ty { elem: *self.rng.pick(&Elem::ALL), len }
    }

    fn emit(&mut self, ty: Ty, text: &str) -> String {
        self.next += 1;
        let name = format!("%v{}", self.next);
        let _ = writeln!(self.body, "  {name} = {text} : {}", ty.name());
        self.values.push((name.clone(), ty));
        name
    }

    /// A value of `ty`: usually an existing one, else a new op (at most
    /// `depth` levels of new operands), else a constant.
    fn value(&mut self, ty: Ty, depth: usize) -> String {
        let existing: Vec<usize> = (0..self.values.len()).filter(|&i| self.values[i].1 == ty).collect();
        if !existing.is_empty() && self.rng.chance(70) {
            let i = existing[self.rng.below(existing.len())];
            return self.values[i].0.clone();
        }
        if depth > 0 && self.rng.chance(60) {
            return self.op(ty, depth - 1);
        }
        self.constant(ty)
    }

    fn scalar_literal(&mut self, elem: Elem) -> String {
        match elem {
            Elem::Bool => (if self.rng.chance(50) { "true" } else { "false" }).into(),
            Elem::Int(w, signed) => {
                let max: i128 = if signed { (1i128 << (w - 1)) - 1 } else { (1i128 << w) - 1 };
                let min: i128 = if signed { -(1i128 << (w - 1)) } else { 0 };
                let v: i128 = match self.rng.below(8) {
                    0 => 0,
                    1 => 1,
                    2 => 2,
                    3 => 1 << self.rng.below(w as usize - 1),
                    4 if signed => -1,
                    4 => max,
                    5 => min,
                    _ => self.rng.next_u64() as i128,
                };
                (min + (v - min).rem_euclid(max - min + 1)).to_string()
            }
            Elem::Float(_) => {
                (*self.rng.pick(&["0.0", "-0.0", "1.0", "2.0", "-1.0", "0.5", "3.0", "-2.5", "1024.0"])).into()
            }
        }
    }

    fn constant(&mut self, ty: Ty) -> String {
        let value = if ty.len == 1 || self.rng.chance(50) {
            let s = self.scalar_literal(ty.elem);
            if ty.len == 1 {
                s
            } else {
                format!("[{}]", vec![s; ty.len as usize].join(", "))
            }
        } else {
            let items: Vec<String> = (0..ty.len).map(|_| self.scalar_literal(ty.elem)).collect();
            format!("[{}]", items.join(", "))
        };
        self.emit(ty, &format!("arith.const {{value = {value}}}"))
    }

    /// Two operands of `ty`, the same value one time in five.
    fn two(&mut self, ty: Ty, depth: usize) -> (String, String) {
        let x = self.value(ty, depth);
        let y = if self.rng.chance(20) { x.clone() } else { self.value(ty, depth) };
        (x, y)
    }

    /// A new op whose result has type `ty`.
    fn op(&mut self, ty: Ty, depth: usize) -> String {
        for _ in 0..8 {
            if let Some(v) = self.try_op(ty, depth) {
                return v;
            }
        }
        self.constant(ty)
    }

    fn try_op(&mut self, ty: Ty, depth: usize) -> Option<String> {
        let numeric = ty.elem != Elem::Bool;
        let int = matches!(ty.elem, Elem::Int(..));
        let float = matches!(ty.elem, Elem::Float(_));
        let logic = !float;
        let text = match self.rng.below(16) {
            0 | 1 if numeric => {
                let op = *self.rng.pick(&["add", "sub", "mul", "div", "rem", "mul", "add"]);
                let (x, y) = self.two(ty, depth);
                format!("arith.{op} {x}, {y}")
            }
            2 if logic => {
                let op = *self.rng.pick(&["and", "or", "xor"]);
                let (x, y) = self.two(ty, depth);
                format!("arith.{op} {x}, {y}")
            }
            3 if int => {
                let op = *self.rng.pick(&["shl", "shr"]);
                let (x, y) = self.two(ty, depth);
                format!("arith.{op} {x}, {y}")
            }
            4 if numeric || logic => {
                let op = if numeric && (!logic || self.rng.chance(50)) { "neg" } else { "not" };
                let inner =
                    if self.rng.chance(40) { self.op(ty, depth.saturating_sub(1)) } else { self.value(ty, depth) };
                format!("arith.{op} {inner}")
            }
            5 if ty.elem == Elem::Bool => {
                let elem = *self.rng.pick(&Elem::ALL);
                let operand = ty.with_elem(elem);
                let pred = if elem == Elem::Bool {
                    *self.rng.pick(&["eq", "ne"])
                } else {
                    *self.rng.pick(&["eq", "ne", "lt", "le", "gt", "ge"])
                };
                let (x, y) = self.two(operand, depth);
                format!("arith.cmp {x}, {y} {{pred = \"{pred}\"}}")
            }
            6 => {
                let cond_ty = if ty.len > 1 && self.rng.chance(50) {
                    ty.with_elem(Elem::Bool)
                } else {
                    Ty { elem: Elem::Bool, len: 1 }
                };
                let c = self.value(cond_ty, depth);
                let (x, y) = self.two(ty, depth);
                format!("arith.select {c}, {x}, {y}")
            }
            7 => {
                let from = ty.with_elem(*self.rng.pick(&Elem::ALL));
                let x = self.value(from, depth);
                format!("arith.convert {x}")
            }
            8 if ty.elem.width().is_some() => {
                let w = ty.elem.width()?;
                let candidates: Vec<Elem> = Elem::ALL.into_iter().filter(|e| e.width() == Some(w)).collect();
                let from = ty.with_elem(*self.rng.pick(&candidates));
                let x = self.value(from, depth);
                format!("arith.bitcast {x}")
            }
            9 if ty.len > 1 && self.rng.chance(40) => {
                // The components of one vector, in order: a swizzle in disguise.
                let source_len = ty.len + self.rng.below(5 - ty.len as usize) as u8;
                let v = self.value(Ty { len: source_len, ..ty }, depth);
                let scalar = Ty { len: 1, ..ty };
                let parts: Vec<String> =
                    (0..ty.len).map(|i| self.emit(scalar, &format!("vec.extract {v} {{index = {i}}}"))).collect();
                format!("vec.construct {}", parts.join(", "))
            }
            9 if ty.len > 1 => {
                let scalar = Ty { len: 1, ..ty };
                let parts: Vec<String> = (0..ty.len).map(|_| self.component(scalar, depth)).collect();
                format!("vec.construct {}", parts.join(", "))
            }
            10 if ty.len > 1 => {
                let x = self.value(Ty { len: 1, ..ty }, depth);
                format!("vec.splat {x}")
            }
            11 if ty.len > 1 => {
                let v = self.value(ty, depth);
                let x = self.value(Ty { len: 1, ..ty }, depth);
                let i = self.rng.below(ty.len as usize);
                format!("vec.insert {v}, {x} {{index = {i}}}")
            }
            12 => {
                let source_len = 2 + self.rng.below(3) as u8;
                let v = self.value(Ty { len: source_len, ..ty }, depth);
                let indices: Vec<String> =
                    (0..ty.len).map(|_| self.rng.below(source_len as usize).to_string()).collect();
                format!("vec.swizzle {v} {{indices = [{}]}}", indices.join(", "))
            }
            13 if ty.len == 1 => {
                let source_len = 2 + self.rng.below(3) as u8;
                let v = self.value(Ty { len: source_len, ..ty }, depth);
                format!("vec.extract {v} {{index = {}}}", self.rng.below(source_len as usize))
            }
            14 if numeric => {
                let op = *self.rng.pick(&["min", "max", "abs", "min", "max"]);
                if op == "abs" {
                    let x = self.value(ty, depth);
                    format!("math.abs {x}")
                } else {
                    let (x, y) = self.two(ty, depth);
                    format!("math.{op} {x}, {y}")
                }
            }
            15 if float => {
                let op = *self.rng.pick(&["floor", "ceil", "trunc"]);
                let x = self.value(ty, depth);
                format!("math.{op} {x}")
            }
            _ => return None,
        };
        Some(self.emit(ty, &text))
    }

    /// A scalar for a vector construct: often an extract of a vector, so
    /// constructs of extracts arise.
    fn component(&mut self, scalar: Ty, depth: usize) -> String {
        if self.rng.chance(50) {
            let len = 2 + self.rng.below(3) as u8;
            let v = self.value(Ty { len, ..scalar }, depth);
            let i = self.rng.below(len as usize);
            self.emit(scalar, &format!("vec.extract {v} {{index = {i}}}"))
        } else {
            self.value(scalar, depth)
        }
    }
}
