//! `globals-as-params` (and `{all=true}`) changes no computation. Random
//! modules hold `spv.global_var`s of every storage class (private, with
//! and without `init`; storage buffers with runtime arrays; uniform and
//! push-constant blocks; workgroup memory; a built-in input) over scalars,
//! vectors, arrays and structs, entry points and an acyclic call graph of
//! functions that reach the globals directly, only through callees, or
//! both, at every `cf.if` depth and through field and element addresses
//! (constant and computed indices). Given the same random contents of every
//! global, each entry point and each public function (called after the
//! pass with the addresses of the globals its new parameters name)
//! returns the same values and leaves every global the same. The output
//! verifies in the pass's language, each function gains exactly the
//! parameters its uses (by the generator's own account) imply, none keeps
//! an `spv.addr` of a passed variable, and a second run changes nothing.

mod common;

use common::{check_idempotent, parse, run_pipeline};
use nsl_fuzz::rng::Rng;
use nsl_ir::interp::{Interpreter, RtValue};
use nsl_ir::printer::print_type;
use nsl_ir::{Context, Op};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// The element count given to every runtime array.
const RUNTIME_LEN: u8 = 4;

/// A type of global memory; its scalars are i32 (u32 for built-ins).
#[derive(Clone)]
enum Ty {
    Scalar(&'static str),
    Vector(&'static str, u8),
    Array(Box<Ty>, Option<u8>),
    Struct(String, Vec<Ty>),
}

impl Ty {
    fn text(&self) -> String {
        match self {
            Ty::Scalar(s) => s.to_string(),
            Ty::Vector(s, n) => format!("vec<{s}, {n}>"),
            Ty::Array(e, Some(n)) => format!("array<{}, {n}>", e.text()),
            Ty::Array(e, None) => format!("array<{}>", e.text()),
            Ty::Struct(name, fields) => {
                let fields: Vec<String> =
                    fields.iter().enumerate().map(|(i, f)| format!("f{i}: {}", f.text())).collect();
                format!("struct<{name} {{{}}}>", fields.join(", "))
            }
        }
    }

    /// Random contents, small numbers often (so that sums and products
    /// of them stay interesting).
    fn value(&self, rng: &mut Rng) -> RtValue {
        match self {
            Ty::Scalar(_) => {
                RtValue::Int(if rng.chance(60) { rng.below(20) as u64 } else { rng.next_u64() & 0xffff_ffff })
            }
            Ty::Vector(s, n) => RtValue::Agg((0..*n).map(|_| Ty::Scalar(s).value(rng)).collect()),
            Ty::Array(e, n) => RtValue::Agg((0..n.unwrap_or(RUNTIME_LEN)).map(|_| e.value(rng)).collect()),
            Ty::Struct(_, fields) => RtValue::Agg(fields.iter().map(|f| f.value(rng)).collect()),
        }
    }
}

/// An i32 value (or an aggregate of them) in attribute syntax.
fn attr_text(v: &RtValue) -> String {
    match v {
        RtValue::Int(bits) => (*bits as u32 as i32).to_string(),
        RtValue::Agg(items) => format!("[{}]", items.iter().map(attr_text).collect::<Vec<_>>().join(", ")),
        other => panic!("no i32 value: {other:?}"),
    }
}

struct Global {
    sym: String,
    storage: &'static str,
    ty: Ty,
    /// The contents of a private variable with an `init`, which is never bound.
    init: Option<RtValue>,
}

impl Global {
    fn space(&self) -> &'static str {
        match self.storage {
            "storage_buffer" => "storage",
            other => other,
        }
    }
    fn ptr(&self) -> String {
        format!("ptr<{}, {}>", self.ty.text(), self.space())
    }
    fn writable(&self) -> bool {
        matches!(self.storage, "storage_buffer" | "private" | "workgroup")
    }
    /// Does the pass (with this `all`) turn it into parameters?
    fn passed(&self, all: bool) -> bool {
        matches!(self.storage, "storage_buffer" | "uniform" | "push_constant" | "private")
            || (all && matches!(self.storage, "input" | "workgroup"))
    }
}

/// A random module and what the generator knows of it.
struct Program {
    text: String,
    globals: Vec<Global>,
    /// Per function `@f<i>`: the globals it reaches, itself or through callees.
    reaches: Vec<BTreeSet<usize>>,
    public: Vec<bool>,
    entries: Vec<String>,
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    structs: usize,
    globals: Vec<Global>,
    /// The globals the function being generated uses itself, and its callees.
    direct: BTreeSet<usize>,
    callees: BTreeSet<usize>,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next)
    }

    fn line(&mut self, depth: usize, text: &str) {
        self.out.push_str(&"  ".repeat(depth));
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn struct_name(&mut self) -> String {
        self.structs += 1;
        format!("S{}", self.structs)
    }

    /// A random memory type of i32 leaves, `depth` levels deep at most.
    fn ty(&mut self, depth: usize) -> Ty {
        match self.rng.below(if depth == 0 { 2 } else { 4 }) {
            0 => Ty::Scalar("i32"),
            1 => Ty::Vector("i32", *self.rng.pick(&[2, 4])),
            2 => Ty::Array(Box::new(self.ty(depth - 1)), Some(*self.rng.pick(&[2, 4]))),
            _ => {
                let fields = (0..1 + self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                Ty::Struct(self.struct_name(), fields)
            }
        }
    }

    /// A block struct: random members, a runtime array last for storage buffers.
    fn block(&mut self, runtime_array: bool) -> Ty {
        let mut fields: Vec<Ty> = (0..1 + self.rng.below(2)).map(|_| self.ty(2)).collect();
        if runtime_array {
            fields.push(Ty::Array(Box::new(self.ty(1)), None));
        }
        Ty::Struct(self.struct_name(), fields)
    }

    fn globals(&mut self) {
        // The first is written by every entry point, so that each leaves a trace.
        let mut kinds = vec!["storage_buffer"];
        for _ in 0..3 + self.rng.below(5) {
            kinds.push(*self.rng.pick(&["private", "storage_buffer", "uniform", "push_constant", "workgroup"]));
        }
        if self.rng.chance(70) {
            kinds.push("input");
        }
        for (i, storage) in kinds.into_iter().enumerate() {
            let sym = format!("g{i}");
            let (ty, mut attrs) = match storage {
                "input" => (Ty::Vector("u32", 3), ", builtin = \"GlobalInvocationId\"".to_string()),
                "storage_buffer" => (self.block(true), format!(", binding = [{i}, 0]")),
                "uniform" => (self.block(false), format!(", binding = [{i}, 0]")),
                "push_constant" => (self.block(false), String::new()),
                _ => (self.ty(2), String::new()),
            };
            let init = (storage == "private" && self.rng.chance(50)).then(|| ty.value(&mut self.rng));
            if let Some(v) = &init {
                attrs.push_str(&format!(", init = {}", attr_text(v)));
            }
            let line = format!("spv.global_var {{sym = @{sym}, type = {}, storage = \"{storage}\"{attrs}}}", ty.text());
            self.line(0, &line);
            self.globals.push(Global { sym, storage, ty, init });
        }
    }

    /// An index below `len`: a constant, or (for powers of two) `acc & (len - 1)`.
    fn index(&mut self, depth: usize, len: u8, acc: &str) -> String {
        let i = self.fresh();
        if len.is_power_of_two() && self.rng.chance(50) {
            let mask = self.fresh();
            self.line(depth, &format!("%{mask} = arith.const {{value = {}}} : i32", len - 1));
            self.line(depth, &format!("%{i} = arith.and %{acc}, %{mask} : i32"));
        } else {
            let n = self.rng.below(len.into());
            self.line(depth, &format!("%{i} = arith.const {{value = {}}} : i32", n));
        }
        i
    }

    /// The address of a random scalar or vector inside global `g`.
    fn leaf_addr(&mut self, depth: usize, g: usize, acc: &str) -> (String, Ty) {
        self.direct.insert(g);
        let (sym, space, ptr) = (self.globals[g].sym.clone(), self.globals[g].space(), self.globals[g].ptr());
        let mut ty = self.globals[g].ty.clone();
        let mut p = self.fresh();
        self.line(depth, &format!("%{p} = spv.addr {{var = @{sym}}} : {ptr}"));
        loop {
            let (step, next) = match &ty {
                Ty::Scalar(_) => return (p, ty),
                Ty::Vector(..) if self.rng.chance(40) => return (p, ty),
                Ty::Struct(_, fields) => {
                    let k = self.rng.below(fields.len());
                    (format!("mem.field_addr %{p} {{index = {k}}}"), fields[k].clone())
                }
                Ty::Array(elem, len) => {
                    let i = self.index(depth, len.unwrap_or(RUNTIME_LEN), acc);
                    (format!("mem.elem_addr %{p}, %{i}"), (**elem).clone())
                }
                &Ty::Vector(elem, len) => {
                    let i = self.index(depth, len, acc);
                    (format!("mem.elem_addr %{p}, %{i}"), Ty::Scalar(elem))
                }
            };
            let q = self.fresh();
            self.line(depth, &format!("%{q} = {step} : ptr<{}, {space}>", next.text()));
            (p, ty) = (q, next);
        }
    }

    /// Reads an i32 from global `g`.
    fn read(&mut self, depth: usize, g: usize, acc: &str) -> String {
        let (p, ty) = self.leaf_addr(depth, g, acc);
        let mut v = self.fresh();
        self.line(depth, &format!("%{v} = mem.load %{p} : {}", ty.text()));
        let elem = match ty {
            Ty::Vector(elem, len) => {
                let e = self.fresh();
                let n = self.rng.below(len.into());
                self.line(depth, &format!("%{e} = vec.extract %{v} {{index = {}}} : {elem}", n));
                v = e;
                elem
            }
            Ty::Scalar(elem) => elem,
            _ => unreachable!("leaf_addr stops at scalars and vectors"),
        };
        if elem == "u32" {
            let c = self.fresh();
            self.line(depth, &format!("%{c} = arith.bitcast %{v} : i32"));
            v = c;
        }
        v
    }

    /// Stores `acc` into writable global `g`.
    fn write(&mut self, depth: usize, g: usize, acc: &str) {
        let (p, ty) = self.leaf_addr(depth, g, acc);
        let mut v = acc.to_string();
        if let Ty::Vector(..) = ty {
            v = self.fresh();
            self.line(depth, &format!("%{v} = vec.splat %{acc} : {}", ty.text()));
        }
        self.line(depth, &format!("mem.store %{p}, %{v}"));
    }

    fn combine(&mut self, depth: usize, acc: &str, v: &str) -> String {
        let r = self.fresh();
        let op = *self.rng.pick(&["add", "sub", "xor", "mul"]);
        self.line(depth, &format!("%{r} = arith.{op} %{acc}, %{v} : i32"));
        r
    }

    /// Statements updating the accumulator `acc`; returns its last value.
    /// `globals`: whether the function uses globals itself; `callees`: how
    /// many functions (`@f0`...) it may call.
    fn statements(&mut self, depth: usize, nesting: usize, mut acc: String, globals: bool, callees: usize) -> String {
        let writable: Vec<usize> = (0..self.globals.len()).filter(|&g| self.globals[g].writable()).collect();
        let mut actions = vec!["const"];
        if globals {
            actions.extend(["read", "read", "read", "write", "write"]);
        }
        if callees > 0 {
            actions.extend(["call", "call", "call"]);
        }
        if nesting > 0 {
            actions.extend(["if", "if"]);
        }
        for _ in 0..1 + self.rng.below(4) {
            match *self.rng.pick(&actions) {
                "read" => {
                    let g = self.rng.below(self.globals.len());
                    let v = self.read(depth, g, &acc);
                    acc = self.combine(depth, &acc, &v);
                }
                "write" => {
                    let g = *self.rng.pick(&writable);
                    self.write(depth, g, &acc);
                }
                "call" => {
                    let f = self.rng.below(callees);
                    self.callees.insert(f);
                    let r = self.fresh();
                    self.line(depth, &format!("%{r} = func.call %{acc} {{callee = @f{f}}} : i32"));
                    acc = self.combine(depth, &acc, &r);
                }
                "if" => {
                    let (k, c, r) = (self.fresh(), self.fresh(), self.fresh());
                    let n = self.rng.below(40);
                    self.line(depth, &format!("%{k} = arith.const {{value = {n}}} : i32"));
                    self.line(depth, &format!("%{c} = arith.cmp %{acc}, %{k} {{pred = \"lt\"}} : bool"));
                    self.line(depth, &format!("%{r} = cf.if %{c} : i32 {{"));
                    let a = self.statements(depth + 1, nesting - 1, acc.clone(), globals, callees);
                    self.line(depth + 1, &format!("cf.yield %{a}"));
                    self.line(depth, "} {");
                    let b = self.statements(depth + 1, nesting - 1, acc.clone(), globals, callees);
                    self.line(depth + 1, &format!("cf.yield %{b}"));
                    self.line(depth, "}");
                    acc = r;
                }
                _ => {
                    let k = self.fresh();
                    let n = self.rng.below(9);
                    self.line(depth, &format!("%{k} = arith.const {{value = {n}}} : i32"));
                    acc = self.combine(depth, &acc, &k);
                }
            }
        }
        acc
    }
}

/// A module with 2 to 7 functions `@f<i>: fn(i32) -> (i32)` (each may call
/// those before it: several levels) and one or two entry points.
fn program(seed: u64) -> Program {
    let mut g = Gen {
        rng: Rng::new(seed),
        out: String::new(),
        next: 0,
        structs: 0,
        globals: Vec::new(),
        direct: BTreeSet::new(),
        callees: BTreeSet::new(),
    };
    g.globals();
    let functions = 2 + g.rng.below(6);
    let (mut reaches, mut public) = (Vec::<BTreeSet<usize>>::new(), Vec::new());
    for f in 0..functions {
        // Globals directly, only through callees, both, or neither.
        let (direct, calls) = match g.rng.below(5) {
            0 => (true, false),
            1 => (false, true),
            2 | 3 => (true, true),
            _ => (false, false),
        };
        let is_public = g.rng.chance(50);
        let visibility = if is_public { "" } else { ", visibility = \"private\"" };
        g.line(0, &format!("func.func {{sym = @f{f}, type = fn(i32) -> (i32){visibility}}} {{"));
        g.line(0, "^bb(%x: i32):");
        (g.direct, g.callees) = (BTreeSet::new(), BTreeSet::new());
        let acc = g.statements(1, 2, "x".into(), direct, if calls { f } else { 0 });
        g.line(1, &format!("func.return %{acc}"));
        g.line(0, "}");
        let mut r = g.direct.clone();
        for &c in &g.callees {
            r.extend(reaches[c].iter().copied());
        }
        reaches.push(r);
        public.push(is_public);
    }
    let mut entries = Vec::new();
    for e in 0..1 + g.rng.below(2) {
        let name = format!("main{e}");
        g.line(0, &format!("func.func {{sym = @{name}, type = fn() -> ()}} {{"));
        let n = g.rng.below(100);
        g.line(1, &format!("%x = arith.const {{value = {}}} : i32", n));
        let acc = g.statements(1, 2, "x".into(), true, functions);
        g.write(1, 0, &acc);
        g.line(1, "func.return");
        g.line(0, "}");
        let entry = format!(
            "spv.entry_point {{func = @{name}, name = \"{name}\", model = \"GLCompute\", local_size = [1, 1, 1]}}"
        );
        g.line(0, &entry);
        entries.push(name);
    }
    Program { text: g.out, globals: g.globals, reaches, public, entries }
}

fn func_op(ctx: &Context, module: Op, name: &str) -> Op {
    let sym = ctx.existing_sym(name).expect("declared");
    nsl_ir::SymbolTable::build(ctx, module).lookup(sym).expect("declared")
}

/// Runs `name` on `args` with every global holding `data` (`init`ed ones
/// their own contents, which `pointers` also creates); returns the results
/// and each global's final contents.
fn run(
    ctx: &Context,
    module: Op,
    p: &Program,
    data: &[RtValue],
    name: &str,
    mut args: Vec<RtValue>,
    pointers: &[usize],
) -> (Result<Vec<RtValue>, String>, Vec<RtValue>) {
    let mut interp = Interpreter::new(ctx, module);
    let syms: Vec<_> = p.globals.iter().map(|g| ctx.existing_sym(&g.sym).expect("declared")).collect();
    for (i, g) in p.globals.iter().enumerate() {
        if g.init.is_none() {
            interp.bind_global(syms[i], data[i].clone());
        }
    }
    for &g in pointers {
        args.push(RtValue::Ptr(interp.global(syms[g], || data[g].clone())));
    }
    let results = interp.call_by_name(name, args).map_err(|t| t.message);
    let memory = syms.iter().zip(data).map(|(&s, d)| interp.read_global(s).unwrap_or(d).clone()).collect();
    (results, memory)
}

fn check(p: &Program, seed: u64, all: bool) {
    let pipeline = if all { "globals-as-params{all=true}" } else { "globals-as-params" };
    let (before, mb) = parse(&p.text);
    let (mut after, ma) = parse(&p.text);
    run_pipeline(&mut after, ma, pipeline);
    let output = nsl_ir::printer::print_op(&after, ma);
    let context = format!("under {pipeline}\n--- input ---\n{}\n--- output ---\n{output}", p.text);
    // Each function's new parameters: the passed globals it reaches, in order.
    let params: Vec<Vec<usize>> =
        p.reaches.iter().map(|r| r.iter().copied().filter(|&g| p.globals[g].passed(all)).collect()).collect();
    let addr = after.kind("spv.addr");
    for (f, ps) in params.iter().enumerate() {
        let op = func_op(&after, ma, &format!("f{f}"));
        let ptrs: Vec<String> = ps.iter().map(|&g| format!(", {}", p.globals[g].ptr())).collect();
        let want = format!("fn(i32{}) -> (i32)", ptrs.concat());
        let got = print_type(&after, after.attr_type(op, "type").expect("verified"));
        assert_eq!(got, want, "@f{f}'s signature {context}");
        for inner in after.nested_ops(op) {
            if after.is(inner, addr) {
                let var = after.str(after.attr_symbol(inner, "var").expect("verified"));
                let g = p.globals.iter().find(|g| g.sym == var).expect("a generated global");
                assert!(!g.passed(all), "@f{f} still takes the address of @{var} {context}");
            }
        }
    }
    let mut rng = Rng::new(seed);
    for _ in 0..2 {
        let data: Vec<RtValue> =
            p.globals.iter().map(|g| g.init.clone().unwrap_or_else(|| g.ty.value(&mut rng))).collect();
        let mut calls: Vec<(String, Vec<RtValue>, &[usize])> =
            p.entries.iter().map(|e| (e.clone(), Vec::new(), &[][..])).collect();
        for f in (0..p.reaches.len()).filter(|&f| p.public[f]) {
            let x = RtValue::Int(Ty::Scalar("i32").value(&mut rng).as_int());
            calls.push((format!("f{f}"), vec![x], &params[f]));
        }
        for (name, args, pointers) in calls {
            let expected = run(&before, mb, p, &data, &name, args.clone(), &[]);
            let got = run(&after, ma, p, &data, &name, args.clone(), pointers);
            assert_eq!(got, expected, "@{name}({args:?}): (results, memory) changed {context}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_call_graphs(seed in any::<u64>()) {
        let p = program(seed);
        for all in [false, true] {
            check(&p, seed, all);
        }
        check_idempotent(&p.text, "globals-as-params");
        check_idempotent(&p.text, "globals-as-params{all=true}");
    }
}
