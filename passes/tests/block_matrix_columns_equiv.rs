//! `block-matrix-columns` changes no computation. Random modules hold
//! storage-buffer (with a runtime array of structs), uniform and
//! push-constant blocks of structs and arrays of float matrices of every
//! shape (2..4 x 2..4; f16, f32, f64; column- and row-major) beside
//! scalars and vectors, and a private variable of the same kind (which
//! the pass leaves alone); functions access them as `spirv-block-layout`
//! leaves them (the LeafBlockAccess invariant): whole matrices, rows and
//! elements through constant and computed indices, loads and stores
//! through one address, then compute with what they loaded.
//!
//! What is observable is what the functions return and what memory holds
//! as the pass documents it: after the pass a column-major matrix in a
//! block is the array of its columns. So the after-module's blocks are
//! bound to the same random contents in that form, and must end in that
//! form of what the before-module's blocks end with; every result must be
//! bit-identical. The retyped variables must have exactly the column form
//! of their types, the output verifies in the pass's language, and a
//! second run changes nothing.

mod common;

use common::{check_idempotent_with, parse, run_pipeline_with};
use nsl_fuzz::rng::Rng;
use nsl_ir::interp::{f64_to_f16, Interpreter, RtValue};
use nsl_ir::printer::print_type;
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;
use proptest::prelude::*;

/// The element count given to every runtime array.
const RUNTIME_LEN: u8 = 2;

#[derive(Clone, PartialEq)]
enum Ty {
    /// `f16`, `f32`, `f64` or `i32`.
    Scalar(&'static str),
    Vector(&'static str, u8),
    Matrix {
        elem: &'static str,
        rows: u8,
        cols: u8,
        column_major: bool,
    },
    Array(Box<Ty>, Option<u8>),
    Struct(String, Vec<Ty>),
}

impl Ty {
    /// The type's text; `columns`: with column-major matrices as arrays of
    /// their columns (block memory after the pass).
    fn text(&self, columns: bool) -> String {
        match self {
            Ty::Scalar(s) => s.to_string(),
            Ty::Vector(s, n) => format!("vec<{s}, {n}>"),
            &Ty::Matrix { elem, rows, cols, column_major: true } if columns => {
                format!("array<vec<{elem}, {rows}>, {cols}>")
            }
            &Ty::Matrix { elem, rows, cols, column_major } => {
                let layout = if column_major { "column_major" } else { "row_major" };
                format!("mat<{elem}, {rows}, {cols}, {layout}>")
            }
            Ty::Array(e, Some(n)) => format!("array<{}, {n}>", e.text(columns)),
            Ty::Array(e, None) => format!("array<{}>", e.text(columns)),
            Ty::Struct(name, fields) => {
                let fields: Vec<String> =
                    fields.iter().enumerate().map(|(i, f)| format!("f{i}: {}", f.text(columns))).collect();
                format!("struct<{name} {{{}}}>", fields.join(", "))
            }
        }
    }

    fn has_matrix(&self) -> bool {
        match self {
            Ty::Matrix { .. } => true,
            Ty::Array(e, _) => e.has_matrix(),
            Ty::Struct(_, fields) => fields.iter().any(Ty::has_matrix),
            _ => false,
        }
    }

    fn value(&self, rng: &mut Rng) -> RtValue {
        match self {
            Ty::Scalar(s) => scalar(rng, s),
            Ty::Vector(s, n) => RtValue::Agg((0..*n).map(|_| scalar(rng, s)).collect()),
            &Ty::Matrix { elem, rows, cols, .. } => {
                RtValue::Agg((0..rows).map(|_| Ty::Vector(elem, cols).value(rng)).collect())
            }
            Ty::Array(e, n) => RtValue::Agg((0..n.unwrap_or(RUNTIME_LEN)).map(|_| e.value(rng)).collect()),
            Ty::Struct(_, fields) => RtValue::Agg(fields.iter().map(|f| f.value(rng)).collect()),
        }
    }

    /// `v` (of this type) as block memory holds it after the pass: each
    /// column-major matrix (rows of components) as its columns.
    fn columns(&self, v: &RtValue) -> RtValue {
        match (self, v) {
            (&Ty::Matrix { rows, cols, column_major: true, .. }, RtValue::Agg(r)) => RtValue::Agg(
                (0..cols as usize)
                    .map(|j| RtValue::Agg((0..rows as usize).map(|i| r[i].elems()[j].clone()).collect()))
                    .collect(),
            ),
            (Ty::Array(e, _), RtValue::Agg(items)) => RtValue::Agg(items.iter().map(|i| e.columns(i)).collect()),
            (Ty::Struct(_, fields), RtValue::Agg(items)) => {
                RtValue::Agg(fields.iter().zip(items).map(|(f, i)| f.columns(i)).collect())
            }
            _ => v.clone(),
        }
    }
}

/// A random scalar: small exact values often, otherwise any bits (NaN
/// payloads, infinities, subnormals).
fn scalar(rng: &mut Rng, ty: &str) -> RtValue {
    let nice = (rng.below(64) as f64 - 32.0) / 8.0;
    let raw = rng.chance(30);
    let bits = rng.next_u64();
    match ty {
        "i32" => RtValue::Int(bits & 0xffff_ffff),
        "f16" => RtValue::F16(f64_to_f16(if raw { f64::from(f32::from_bits(bits as u32)) } else { nice })),
        "f32" => RtValue::F32(if raw { f32::from_bits(bits as u32) } else { nice as f32 }),
        _ => RtValue::F64(if raw { f64::from_bits(bits) } else { nice }),
    }
}

/// A constant of a scalar, vector or matrix type in attribute syntax.
fn constant(rng: &mut Rng, ty: &Ty) -> String {
    match ty {
        Ty::Scalar("i32") => rng.below(100).to_string(),
        Ty::Scalar(_) => format!("{:?}", (rng.below(40) as f64 - 20.0) / 4.0),
        &Ty::Vector(s, n) => {
            let items: Vec<String> = (0..n).map(|_| constant(rng, &Ty::Scalar(s))).collect();
            format!("[{}]", items.join(", "))
        }
        &Ty::Matrix { elem, rows, cols, .. } => {
            let items: Vec<String> = (0..rows).map(|_| constant(rng, &Ty::Vector(elem, cols))).collect();
            format!("[{}]", items.join(", "))
        }
        _ => unreachable!("constants of leaves only"),
    }
}

struct Var {
    sym: String,
    storage: &'static str,
    space: &'static str,
    ty: Ty,
}

impl Var {
    /// Is it block memory, which the pass rewrites?
    fn block(&self) -> bool {
        self.storage != "private"
    }
    fn writable(&self) -> bool {
        matches!(self.storage, "storage_buffer" | "private")
    }
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    structs: usize,
    vars: Vec<Var>,
    /// Values computed so far in the current function, returned at its end.
    results: Vec<(String, Ty)>,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next)
    }

    fn line(&mut self, text: &str) {
        self.out.push_str("  ");
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn struct_name(&mut self) -> String {
        self.structs += 1;
        format!("S{}", self.structs)
    }

    fn matrix(&mut self) -> Ty {
        let elem = *self.rng.pick(&["f16", "f32", "f32", "f64"]);
        let (rows, cols) = (2 + self.rng.below(3) as u8, 2 + self.rng.below(3) as u8);
        Ty::Matrix { elem, rows, cols, column_major: self.rng.chance(60) }
    }

    /// A member type: matrices mostly, in arrays and structs, some scalars
    /// and vectors beside them.
    fn member(&mut self, depth: usize) -> Ty {
        const SCALARS: [&str; 4] = ["f16", "f32", "f64", "i32"];
        match self.rng.below(if depth == 0 { 6 } else { 9 }) {
            0..=3 => self.matrix(),
            4 => Ty::Scalar(SCALARS[self.rng.below(4)]),
            5 => Ty::Vector(SCALARS[self.rng.below(4)], 2 + self.rng.below(3) as u8),
            6 | 7 => Ty::Array(Box::new(self.member(depth - 1)), Some(2)),
            _ => self.structure(depth - 1),
        }
    }

    fn structure(&mut self, depth: usize) -> Ty {
        let fields = (0..1 + self.rng.below(3)).map(|_| self.member(depth)).collect();
        Ty::Struct(self.struct_name(), fields)
    }

    fn vars(&mut self) {
        let mut kinds = vec!["storage_buffer"];
        for _ in 0..self.rng.below(3) {
            kinds.push(*self.rng.pick(&["storage_buffer", "uniform", "push_constant", "private"]));
        }
        for (i, storage) in kinds.into_iter().enumerate() {
            let mut ty = self.structure(2);
            if storage == "storage_buffer" && self.rng.chance(60) {
                let Ty::Struct(_, fields) = &mut ty else { unreachable!() };
                let elem = self.structure(1);
                fields.push(Ty::Array(Box::new(elem), None));
            }
            let space = match storage {
                "storage_buffer" => "storage",
                other => other,
            };
            let binding = if matches!(storage, "storage_buffer" | "uniform") {
                format!(", binding = [{i}, 0]")
            } else {
                String::new()
            };
            let sym = format!("b{i}");
            self.out.push_str(&format!(
                "spv.global_var {{sym = @{sym}, type = {}, storage = \"{storage}\"{binding}}}\n",
                ty.text(false)
            ));
            self.vars.push(Var { sym, storage, space, ty });
        }
    }

    /// An index below `len`: a constant, or `%x % len` (`%x` the function's u32 argument).
    fn index(&mut self, len: u8) -> String {
        let i = self.fresh();
        if self.rng.chance(50) {
            let n = self.rng.below(len.into());
            self.line(&format!("%{i} = arith.const {{value = {n}}} : u32"));
        } else {
            let n = self.fresh();
            self.line(&format!("%{n} = arith.const {{value = {len}}} : u32"));
            self.line(&format!("%{i} = arith.rem %x, %{n} : u32"));
        }
        i
    }

    fn elem_addr(&mut self, p: &str, len: u8, elem: &Ty, space: &str) -> String {
        let i = self.index(len);
        let q = self.fresh();
        self.line(&format!("%{q} = mem.elem_addr %{p}, %{i} : ptr<{}, {space}>", elem.text(false)));
        q
    }

    /// The address of a random leaf of variable `v` (a matrix when
    /// `matrix` and the variable has one, else any scalar, vector or matrix).
    fn leaf_addr(&mut self, v: usize, matrix: bool) -> (String, Ty) {
        let (space, mut ty) = (self.vars[v].space, self.vars[v].ty.clone());
        let mut p = self.fresh();
        self.line(&format!("%{p} = spv.addr {{var = @{}}} : ptr<{}, {space}>", self.vars[v].sym, ty.text(false)));
        loop {
            let next = match &ty {
                Ty::Struct(_, fields) => {
                    let choices: Vec<usize> =
                        (0..fields.len()).filter(|&k| !matrix || fields[k].has_matrix()).collect();
                    let k = *self.rng.pick(&choices);
                    let q = self.fresh();
                    let field = fields[k].clone();
                    self.line(&format!(
                        "%{q} = mem.field_addr %{p} {{index = {k}}} : ptr<{}, {space}>",
                        field.text(false)
                    ));
                    p = q;
                    field
                }
                Ty::Array(elem, len) => {
                    let elem = (**elem).clone();
                    p = self.elem_addr(&p, len.unwrap_or(RUNTIME_LEN), &elem, space);
                    elem
                }
                _ => return (p, ty),
            };
            ty = next;
        }
    }

    /// A value of a leaf type to store: a constant, or one loaded before
    /// plus a constant (a matrix of the other layout through `mat.relayout`).
    fn stored_value(&mut self, ty: &Ty) -> String {
        let same_shape = |t: &Ty| match (t, ty) {
            (Ty::Matrix { elem, rows, cols, .. }, Ty::Matrix { elem: e, rows: r, cols: c, .. }) => {
                (elem, rows, cols) == (e, r, c)
            }
            (t, ty) => t == ty,
        };
        let earlier: Vec<(String, Ty)> = self.results.iter().filter(|(_, t)| same_shape(t)).cloned().collect();
        let k = self.fresh();
        let c = constant(&mut self.rng, ty);
        self.line(&format!("%{k} = arith.const {{value = {c}}} : {}", ty.text(false)));
        if earlier.is_empty() || self.rng.chance(30) {
            return k;
        }
        let (mut v, t) = self.rng.pick(&earlier).clone();
        if t != *ty {
            let r = self.fresh();
            self.line(&format!("%{r} = mat.relayout %{v} : {}", ty.text(false)));
            v = r;
        }
        let s = self.fresh();
        self.line(&format!("%{s} = arith.add %{v}, %{k} : {}", ty.text(false)));
        s
    }

    fn load(&mut self, p: &str, ty: &Ty) {
        let v = self.fresh();
        self.line(&format!("%{v} = mem.load %{p} : {}", ty.text(false)));
        self.results.push((v, ty.clone()));
    }

    /// One to three loads and stores through the address `p` of a `ty`.
    fn accesses(&mut self, p: &str, ty: &Ty, writable: bool) {
        for _ in 0..1 + self.rng.below(3) {
            if writable && self.rng.chance(40) {
                let v = self.stored_value(ty);
                self.line(&format!("mem.store %{p}, %{v}"));
            } else {
                self.load(p, ty);
            }
        }
    }

    fn statement(&mut self) {
        let v = self.rng.below(self.vars.len());
        let (space, writable) = (self.vars[v].space, self.vars[v].writable());
        if !self.vars[v].ty.has_matrix() || self.rng.chance(15) {
            let (p, ty) = self.leaf_addr(v, false);
            return self.accesses(&p, &ty, writable);
        }
        let (p, ty) = self.leaf_addr(v, true);
        let Ty::Matrix { elem, rows, cols, .. } = ty else { unreachable!("a matrix leaf") };
        for _ in 0..1 + self.rng.below(3) {
            match self.rng.below(3) {
                0 => self.accesses(&p, &ty, writable),
                1 => {
                    let row = Ty::Vector(elem, cols);
                    let r = self.elem_addr(&p, rows, &row, space);
                    self.accesses(&r, &row, writable);
                }
                _ => {
                    let row = Ty::Vector(elem, cols);
                    let r = self.elem_addr(&p, rows, &row, space);
                    let e = self.elem_addr(&r, cols, &Ty::Scalar(elem), space);
                    self.accesses(&e, &Ty::Scalar(elem), writable);
                }
            }
        }
    }

    /// Computes with a loaded matrix: `M * c`, `c * M`, `transpose(M)`.
    fn compute(&mut self) {
        let matrices: Vec<(String, Ty)> =
            self.results.iter().filter(|(_, t)| matches!(t, Ty::Matrix { .. })).cloned().collect();
        if matrices.is_empty() {
            return;
        }
        let (m, ty) = self.rng.pick(&matrices).clone();
        let Ty::Matrix { elem, rows, cols, column_major } = ty else { unreachable!() };
        let (r, k) = (self.fresh(), self.fresh());
        let result = match self.rng.below(3) {
            0 => {
                let c = constant(&mut self.rng, &Ty::Vector(elem, cols));
                self.line(&format!("%{k} = arith.const {{value = {c}}} : vec<{elem}, {cols}>"));
                self.line(&format!("%{r} = mat.mul_mv %{m}, %{k} : vec<{elem}, {rows}>"));
                Ty::Vector(elem, rows)
            }
            1 => {
                let c = constant(&mut self.rng, &Ty::Vector(elem, rows));
                self.line(&format!("%{k} = arith.const {{value = {c}}} : vec<{elem}, {rows}>"));
                self.line(&format!("%{r} = mat.mul_vm %{k}, %{m} : vec<{elem}, {cols}>"));
                Ty::Vector(elem, cols)
            }
            _ => {
                let t = Ty::Matrix { elem, rows: cols, cols: rows, column_major };
                self.line(&format!("%{r} = mat.transpose %{m} : {}", t.text(false)));
                t
            }
        };
        self.results.push((r, result));
    }

    fn function(&mut self, f: usize) {
        self.results.clear();
        let mut body = std::mem::take(&mut self.out);
        for _ in 0..2 + self.rng.below(5) {
            if self.rng.chance(20) {
                self.compute();
            } else {
                self.statement();
            }
        }
        let names: Vec<String> = self.results.iter().map(|(v, _)| format!("%{v}")).collect();
        let types: Vec<String> = self.results.iter().map(|(_, t)| t.text(false)).collect();
        let statements = std::mem::take(&mut self.out);
        body.push_str(&format!(
            "func.func {{sym = @f{f}, type = fn(u32) -> ({})}} {{\n^bb(%x: u32):\n",
            types.join(", ")
        ));
        body.push_str(&statements);
        body.push_str(&format!("  func.return {}\n}}\n", names.join(", ")).replace(" \n", "\n"));
        self.out = body;
    }
}

struct Program {
    text: String,
    vars: Vec<Var>,
    functions: usize,
}

fn program(seed: u64) -> Program {
    let mut g =
        Gen { rng: Rng::new(seed), out: String::new(), next: 0, structs: 0, vars: Vec::new(), results: Vec::new() };
    g.vars();
    let functions = 1 + g.rng.below(3);
    for f in 0..functions {
        g.function(f);
    }
    Program { text: g.out, vars: g.vars, functions }
}

/// Runs `@name(x)` with the variables bound to `data`; returns its results
/// (or trap) and the variables' final contents.
fn run(
    ctx: &nsl_ir::Context,
    module: nsl_ir::Op,
    p: &Program,
    data: &[RtValue],
    name: &str,
    x: u64,
) -> (Result<Vec<RtValue>, String>, Vec<RtValue>) {
    let mut interp = Interpreter::new(ctx, module);
    let syms: Vec<_> = p.vars.iter().map(|v| ctx.existing_sym(&v.sym).expect("declared")).collect();
    for (&s, d) in syms.iter().zip(data) {
        interp.bind_global(s, d.clone());
    }
    let results = interp.call_by_name(name, vec![RtValue::Int(x)]).map_err(|t| t.message);
    let memory = syms.iter().map(|&s| interp.read_global(s).expect("bound").clone()).collect();
    (results, memory)
}

fn check(p: &Program, seed: u64) {
    let pipeline = "block-matrix-columns";
    let (before, mb) = parse(&p.text);
    let (mut after, ma) = parse(&p.text);
    run_pipeline_with(&mut after, ma, pipeline, &[LEAF_BLOCK_ACCESS]);
    let output = nsl_ir::printer::print_op(&after, ma);
    let context = format!("\n--- input ---\n{}\n--- output ---\n{output}", p.text);
    let table = nsl_ir::SymbolTable::build(&after, ma);
    // Block memory as the pass documents it: columns; other memory as it was.
    let form = |v: &Var, value: &RtValue| if v.block() { v.ty.columns(value) } else { value.clone() };
    for v in &p.vars {
        let op = table.lookup(after.existing_sym(&v.sym).expect("declared")).expect("declared");
        let got = print_type(&after, after.attr_type(op, "type").expect("verified"));
        assert_eq!(got, v.ty.text(v.block()), "@{}'s type{context}", v.sym);
    }
    let mut rng = Rng::new(seed);
    for _ in 0..3 {
        let data: Vec<RtValue> = p.vars.iter().map(|v| v.ty.value(&mut rng)).collect();
        let data_after: Vec<RtValue> = p.vars.iter().zip(&data).map(|(v, d)| form(v, d)).collect();
        let x = if rng.chance(50) { rng.below(8) as u64 } else { rng.next_u64() & 0xffff_ffff };
        for f in 0..p.functions {
            let name = format!("f{f}");
            let (results, memory) = run(&before, mb, p, &data, &name, x);
            let expected = (results, p.vars.iter().zip(&memory).map(|(v, m)| form(v, m)).collect::<Vec<_>>());
            let got = run(&after, ma, p, &data_after, &name, x);
            assert_eq!(got, expected, "@{name}({x}): (results, memory in column form) changed{context}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_block_matrices(seed in any::<u64>()) {
        let p = program(seed);
        check(&p, seed);
        check_idempotent_with(&p.text, "block-matrix-columns", &[LEAF_BLOCK_ACCESS]);
    }
}
