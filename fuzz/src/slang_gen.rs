//! Random *valid* Slang compute programs for differential testing against
//! the real slangc (`nsl-fuzz-differential`, `cargo xtask
//! fuzz-differential`), and the reducer that shrinks one while a
//! disagreement persists.
//!
//! A program is kept as an AST ([`Program`]) and printed in Slang's test
//! conventions: one `inputBuffer` of known ints, one `outputBuffer` of
//! uints whose first [`SCRATCH`] slots the program reads and writes at
//! dynamic indices and whose other slots receive checksums of the main
//! function's variables (every scalar leaf hashed to a uint). The program
//! is deterministic from its seed and free of undefined behaviour:
//! integer division and remainder go through `nz_T` (never 0 or -1),
//! shift amounts are masked below the width, float-to-int casts go
//! through range-checked helpers, float division by zero is avoided, buffer
//! and array indices are reduced modulo the length, loops have constant
//! trip counts, and expressions have no side effects (calls in expressions
//! are to functions that write nothing and have only `in` parameters).
//! Floats are hashed by their bits with NaNs made canonical; only exact
//! operations are used (no transcendentals).

use crate::rng::Rng;
use std::fmt::Write;

/// Output slots the program reads and writes at dynamic indices.
pub const SCRATCH: usize = 8;
/// Ints in `inputBuffer`.
pub const INPUTS: usize = 16;
/// At most this many checksums.
const MAX_CHECKSUMS: usize = 48;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scalar {
    Bool,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    F32,
    F64,
}

use Scalar::*;

impl Scalar {
    pub fn name(self) -> &'static str {
        match self {
            Bool => "bool",
            I16 => "int16_t",
            U16 => "uint16_t",
            I32 => "int",
            U32 => "uint",
            I64 => "int64_t",
            U64 => "uint64_t",
            F16 => "half",
            F32 => "float",
            F64 => "double",
        }
    }
    fn short(self) -> &'static str {
        match self {
            Bool => "bool",
            I16 => "i16",
            U16 => "u16",
            I32 => "i32",
            U32 => "u32",
            I64 => "i64",
            U64 => "u64",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
        }
    }
    pub fn is_int(self) -> bool {
        matches!(self, I16 | U16 | I32 | U32 | I64 | U64)
    }
    pub fn is_signed(self) -> bool {
        matches!(self, I16 | I32 | I64)
    }
    pub fn is_float(self) -> bool {
        matches!(self, F16 | F32 | F64)
    }
    pub fn bits(self) -> u32 {
        match self {
            Bool => 1,
            I16 | U16 | F16 => 16,
            I32 | U32 | F32 => 32,
            I64 | U64 | F64 => 64,
        }
    }
    const INTS: [Scalar; 6] = [I16, U16, I32, U32, I64, U64];
    const FLOATS: [Scalar; 3] = [F16, F32, F64];
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ty {
    S(Scalar),
    V(Scalar, u8),
    /// A float matrix: element type, rows, columns.
    M(Scalar, u8, u8),
    Struct(usize),
    Array(Box<Ty>, u8),
}

impl Ty {
    fn scalar(&self) -> Option<Scalar> {
        match self {
            Ty::S(s) | Ty::V(s, _) | Ty::M(s, _, _) => Some(*s),
            _ => None,
        }
    }
    fn is_int_scalar(&self) -> bool {
        matches!(self, Ty::S(s) if s.is_int())
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub ty: Ty,
    pub kind: E,
}

#[derive(Clone, Debug, PartialEq)]
pub enum E {
    /// A literal, printed as is.
    Lit(String),
    Var(String),
    /// `-`, `~`, `!`.
    Un(&'static str, Box<Expr>),
    /// Arithmetic, bitwise, comparison and logical operators; `/` and `%`
    /// on integers print their divisor through `nz_T`, `/` on floats
    /// through `nzf_T`; `<<` and `>>` mask their amount.
    Bin(&'static str, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A conversion to `ty` (float to int through `cvt_F_I`).
    Cast(Box<Expr>),
    /// A user function or a builtin (`mul`, `transpose`, `dot`, `min`, …).
    Call(String, Vec<Expr>),
    Swizzle(Box<Expr>, String),
    /// A dynamic index, printed modulo the length.
    Index(Box<Expr>, Box<Expr>),
    Field(Box<Expr>, String),
    /// `TY(args)` for vectors and matrices.
    Construct(Vec<Expr>),
    /// `{a, b}` (declaration initialisers of structs and arrays only).
    InitList(Vec<Expr>),
    /// `inputBuffer[...]` (int) or `outputBuffer[...]` (uint, the scratch
    /// slots).
    Load(bool, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// Empty: `default`.
    pub labels: Vec<i32>,
    pub body: Vec<Stmt>,
    /// Ends in `break` (otherwise falls through to the next case).
    pub brk: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Decl(String, Ty, Expr),
    /// lvalue, operator (`=`, `+=`, …), value.
    Assign(Expr, &'static str, Expr),
    /// lvalue, `++` or `--`, prefix.
    IncDec(Expr, &'static str, bool),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    For(String, u32, Vec<Stmt>),
    While(String, u32, Vec<Stmt>),
    DoWhile(String, u32, Vec<Stmt>),
    Switch(Expr, Vec<Case>),
    Break,
    Continue,
    Return(Option<Expr>),
    /// A call for its effects.
    Call(Expr),
    /// `inputBuffer[i] = v` (false) or `outputBuffer[i] = v` (true).
    Store(bool, Expr, Expr),
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<(String, Ty)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub ret: Option<Ty>,
    pub params: Vec<(Mode, String, Ty)>,
    pub body: Vec<Stmt>,
    /// Writes nothing and has only `in` parameters: callable in expressions.
    pub pure: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub seed: u64,
    pub inputs: Vec<i32>,
    pub structs: Vec<StructDef>,
    pub funcs: Vec<Func>,
    pub main: Vec<Stmt>,
    /// Scalar expressions hashed into the output slots after the scratch.
    pub checksums: Vec<Expr>,
}

/// What the generator may produce.
#[derive(Clone, Debug)]
pub struct Features {
    /// Switch cases that fall through to the next. Off by default: slangc's
    /// SPIR-V for a fallthrough around any control flow fails to build a
    /// pipeline on lavapipe (Mesa 22.3), so there is nothing to compare.
    pub fallthrough: bool,
    /// Statements in the main function, roughly.
    pub size: usize,
    /// `mul(scalar, matrix)` (otherwise `scalar * matrix`).
    pub scalar_mul: bool,
}

impl Default for Features {
    fn default() -> Features {
        Features { fallthrough: false, size: 24, scalar_mul: true }
    }
}

// ---------------------------------------------------------------------------
// Printing

fn ty_name(p: &Program, ty: &Ty) -> String {
    match ty {
        Ty::S(s) => s.name().into(),
        Ty::V(s, n) => match s {
            I32 | U32 | F32 | F16 | Bool => format!("{}{n}", s.name()),
            _ => format!("vector<{}, {n}>", s.name()),
        },
        Ty::M(s, r, c) => format!("{}{r}x{c}", s.name()),
        Ty::Struct(i) => p.structs[*i].name.clone(),
        Ty::Array(..) => unreachable!("array types print with their declarator"),
    }
}

/// `T name` or `T name[N]` (nested arrays `T name[N][M]`).
fn declarator(p: &Program, ty: &Ty, name: &str) -> String {
    let mut dims = String::new();
    let mut t = ty;
    while let Ty::Array(e, n) = t {
        write!(dims, "[{n}]").unwrap();
        t = e;
    }
    format!("{} {name}{dims}", ty_name(p, t))
}

fn len_of(ty: &Ty) -> u8 {
    match ty {
        Ty::V(_, n) | Ty::Array(_, n) => *n,
        Ty::M(_, r, _) => *r,
        _ => 1,
    }
}

impl Program {
    pub fn render(&self) -> String {
        let mut out = String::new();
        let inputs: Vec<String> = self.inputs.iter().map(|v| v.to_string()).collect();
        let zeros = vec!["0"; SCRATCH + self.checksums.len()].join(" ");
        writeln!(out, "//TEST(compute, vulkan):COMPARE_COMPUTE_EX:-vk -compute -output-using-type").unwrap();
        writeln!(out, "//TEST_INPUT:ubuffer(data=[{}], stride=4):name=inputBuffer", inputs.join(" ")).unwrap();
        writeln!(out, "//TEST_INPUT:ubuffer(data=[{zeros}], stride=4):out,name=outputBuffer").unwrap();
        writeln!(out, "// nsl-fuzz-differential seed {}", self.seed).unwrap();
        out.push_str("RWStructuredBuffer<int> inputBuffer;\nRWStructuredBuffer<uint> outputBuffer;\n\n");
        let head = std::mem::take(&mut out);
        for s in &self.structs {
            writeln!(out, "struct {} {{", s.name).unwrap();
            for (n, t) in &s.fields {
                writeln!(out, "    {};", declarator(self, t, n)).unwrap();
            }
            out.push_str("};\n\n");
        }
        for f in &self.funcs {
            let ret = f.ret.as_ref().map_or("void".to_string(), |t| ty_name(self, t));
            let params: Vec<String> = f
                .params
                .iter()
                .map(|(m, n, t)| {
                    let m = match m {
                        Mode::In => "",
                        Mode::Out => "out ",
                        Mode::InOut => "inout ",
                    };
                    format!("{m}{}", declarator(self, t, n))
                })
                .collect();
            writeln!(out, "{ret} {}({})\n{{", f.name, params.join(", ")).unwrap();
            self.stmts(&mut out, &f.body, 1);
            out.push_str("}\n\n");
        }
        out.push_str("[numthreads(1, 1, 1)]\nvoid computeMain(uint3 tid : SV_DispatchThreadID)\n{\n");
        self.stmts(&mut out, &self.main, 1);
        for (i, c) in self.checksums.iter().enumerate() {
            let s = c.ty.scalar().expect("checksums are scalars");
            writeln!(out, "    outputBuffer[{}] = h_{}({});", SCRATCH + i, s.short(), self.expr(c)).unwrap();
        }
        out.push_str("}\n");
        format!("{head}{}{out}", used_helpers(&out))
    }

    fn stmts(&self, out: &mut String, stmts: &[Stmt], depth: usize) {
        for s in stmts {
            self.stmt(out, s, depth);
        }
    }

    fn stmt(&self, out: &mut String, s: &Stmt, depth: usize) {
        let pad = "    ".repeat(depth);
        match s {
            Stmt::Decl(n, t, init) => {
                writeln!(out, "{pad}{} = {};", declarator(self, t, n), self.expr(init)).unwrap();
            }
            Stmt::Assign(lv, op, v) => {
                let s = lv.ty.scalar();
                let rhs = match (*op, s) {
                    ("/=" | "%=", Some(s)) if s.is_int() => format!("nz_{}({})", s.short(), self.expr(v)),
                    ("/=", Some(s)) if s.is_float() => format!("nzf_{}({})", s.short(), self.expr(v)),
                    ("<<=" | ">>=", Some(s)) => format!("({}) & {}", self.expr(v), lit_int(s, s.bits() as i64 - 1)),
                    _ => self.expr(v),
                };
                writeln!(out, "{pad}{} {op} {rhs};", self.expr(lv)).unwrap();
            }
            Stmt::IncDec(lv, op, prefix) => {
                if *prefix {
                    writeln!(out, "{pad}{op}{};", self.expr(lv)).unwrap();
                } else {
                    writeln!(out, "{pad}{}{op};", self.expr(lv)).unwrap();
                }
            }
            Stmt::If(c, t, e) => {
                writeln!(out, "{pad}if ({})\n{pad}{{", self.expr(c)).unwrap();
                self.stmts(out, t, depth + 1);
                if e.is_empty() {
                    writeln!(out, "{pad}}}").unwrap();
                } else {
                    writeln!(out, "{pad}}}\n{pad}else\n{pad}{{").unwrap();
                    self.stmts(out, e, depth + 1);
                    writeln!(out, "{pad}}}").unwrap();
                }
            }
            Stmt::For(v, n, body) => {
                writeln!(out, "{pad}for (int {v} = 0; {v} < {n}; {v}++)\n{pad}{{").unwrap();
                self.stmts(out, body, depth + 1);
                writeln!(out, "{pad}}}").unwrap();
            }
            Stmt::While(v, n, body) => {
                writeln!(out, "{pad}int {v} = 0;\n{pad}while ({v} < {n})\n{pad}{{\n{pad}    {v}++;").unwrap();
                self.stmts(out, body, depth + 1);
                writeln!(out, "{pad}}}").unwrap();
            }
            Stmt::DoWhile(v, n, body) => {
                writeln!(out, "{pad}int {v} = 0;\n{pad}do\n{pad}{{\n{pad}    {v}++;").unwrap();
                self.stmts(out, body, depth + 1);
                writeln!(out, "{pad}}} while ({v} < {n});").unwrap();
            }
            Stmt::Switch(sel, cases) => {
                writeln!(out, "{pad}switch (int(uint({}) % 6u))\n{pad}{{", self.expr(sel)).unwrap();
                for (i, c) in cases.iter().enumerate() {
                    if c.labels.is_empty() {
                        writeln!(out, "{pad}default:").unwrap();
                    }
                    for l in &c.labels {
                        writeln!(out, "{pad}case {l}:").unwrap();
                    }
                    writeln!(out, "{pad}{{").unwrap();
                    self.stmts(out, &c.body, depth + 1);
                    writeln!(out, "{pad}}}").unwrap();
                    if c.brk || i + 1 == cases.len() {
                        writeln!(out, "{pad}    break;").unwrap();
                    }
                }
                writeln!(out, "{pad}}}").unwrap();
            }
            Stmt::Break => writeln!(out, "{pad}break;").unwrap(),
            Stmt::Continue => writeln!(out, "{pad}continue;").unwrap(),
            Stmt::Return(None) => writeln!(out, "{pad}return;").unwrap(),
            Stmt::Return(Some(e)) => writeln!(out, "{pad}return {};", self.expr(e)).unwrap(),
            Stmt::Call(e) => writeln!(out, "{pad}{};", self.expr(e)).unwrap(),
            Stmt::Store(scratch, i, v) => {
                let (buf, n) = if *scratch { ("outputBuffer", SCRATCH) } else { ("inputBuffer", INPUTS) };
                writeln!(out, "{pad}{buf}[uint({}) % {n}u] = {};", self.expr(i), self.expr(v)).unwrap();
            }
        }
    }

    pub fn expr(&self, e: &Expr) -> String {
        match &e.kind {
            E::Lit(s) => s.clone(),
            E::Var(n) => n.clone(),
            E::Un(op, a) => format!("({op}{})", self.expr(a)),
            E::Bin(op, a, b) => {
                let s = a.ty.scalar();
                match (*op, s) {
                    ("/" | "%", Some(s)) if s.is_int() => {
                        let nz = match &b.ty {
                            Ty::S(_) => format!("nz_{}", s.short()),
                            _ => format!("nzv{}_{}", len_of(&b.ty), s.short()),
                        };
                        format!("({} {op} {nz}({}))", self.expr(a), self.expr(b))
                    }
                    ("/", Some(s)) if s.is_float() => {
                        let nz = match &b.ty {
                            Ty::S(_) => format!("nzf_{}", s.short()),
                            _ => format!("nzfv{}_{}", len_of(&b.ty), s.short()),
                        };
                        format!("({} / {nz}({}))", self.expr(a), self.expr(b))
                    }
                    ("<<" | ">>", Some(s)) => {
                        format!("({} {op} ({} & {}))", self.expr(a), self.expr(b), lit_int(s, s.bits() as i64 - 1))
                    }
                    _ => format!("({} {op} {})", self.expr(a), self.expr(b)),
                }
            }
            E::Ternary(c, a, b) => format!("({} ? {} : {})", self.expr(c), self.expr(a), self.expr(b)),
            E::Cast(a) => {
                let from = a.ty.scalar().expect("casts are between scalars or vectors");
                let to = e.ty.scalar().expect("casts are between scalars or vectors");
                if from.is_float() && to.is_int() {
                    format!("cvt_{}_{}({})", from.short(), to.short(), self.expr(a))
                } else {
                    format!("{}({})", ty_name(self, &e.ty), self.expr(a))
                }
            }
            E::Call(f, args) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                format!("{f}({})", args.join(", "))
            }
            E::Swizzle(a, s) => format!("{}.{s}", self.expr(a)),
            E::Index(a, i) => format!("{}[uint({}) % {}u]", self.expr(a), self.expr(i), len_of(&a.ty)),
            E::Field(a, f) => format!("{}.{f}", self.expr(a)),
            E::Construct(args) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                format!("{}({})", ty_name(self, &e.ty), args.join(", "))
            }
            E::InitList(args) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                format!("{{ {} }}", args.join(", "))
            }
            E::Load(scratch, i) => {
                let (buf, n) = if *scratch { ("outputBuffer", SCRATCH) } else { ("inputBuffer", INPUTS) };
                format!("{buf}[uint({}) % {n}u]", self.expr(i))
            }
        }
    }
}

/// The helper functions `text` calls (and those they call), in order.
fn used_helpers(text: &str) -> String {
    let all: Vec<&str> = HELPERS.lines().collect();
    let name = |line: &str| line.split_once('(').and_then(|(h, _)| h.rsplit(' ').next()).unwrap_or("").to_string();
    let mut used = vec![false; all.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..all.len() {
            if used[i] {
                continue;
            }
            let call = format!("{}(", name(all[i]));
            let callers = all.iter().zip(&used).filter(|(_, u)| **u).map(|(l, _)| *l);
            if text.contains(&call) || callers.into_iter().any(|l| l.contains(&call)) {
                used[i] = true;
                changed = true;
            }
        }
    }
    let mut out: String = all.iter().zip(&used).filter(|(_, u)| **u).map(|(l, _)| format!("{l}\n")).collect();
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

static HELPERS: std::sync::LazyLock<String> = std::sync::LazyLock::new(helpers);

/// The helper functions every program may use (nz, cvt, h), one a line.
fn helpers() -> String {
    let mut out = String::new();
    for s in Scalar::INTS {
        let (n, t) = (s.short(), s.name());
        if s.is_signed() {
            writeln!(out, "{t} nz_{n}({t} x) {{ return (x == {t}(0) || x == {t}(-1)) ? {t}(3) : x; }}").unwrap();
        } else {
            writeln!(out, "{t} nz_{n}({t} x) {{ return x == {t}(0) ? {t}(3) : x; }}").unwrap();
        }
        for k in 2..=4 {
            let v = ty_name_scalar_vec(s, k);
            let comps: Vec<String> = (0..k).map(|i| format!("nz_{n}(x.{})", &"xyzw"[i..i + 1])).collect();
            writeln!(out, "{v} nzv{k}_{n}({v} x) {{ return {v}({}); }}", comps.join(", ")).unwrap();
        }
    }
    for s in Scalar::FLOATS {
        let (n, t) = (s.short(), s.name());
        writeln!(out, "{t} nzf_{n}({t} x) {{ return x == {t}(0) ? {t}(1) : x; }}").unwrap();
        for k in 2..=4 {
            let v = ty_name_scalar_vec(s, k);
            let comps: Vec<String> = (0..k).map(|i| format!("nzf_{n}(x.{})", &"xyzw"[i..i + 1])).collect();
            writeln!(out, "{v} nzfv{k}_{n}({v} x) {{ return {v}({}); }}", comps.join(", ")).unwrap();
        }
        for i in Scalar::INTS {
            // Inside the range of every integer type (after truncation).
            let lo = if i.is_signed() { "-1000" } else { "-1" };
            writeln!(
                out,
                "{it} cvt_{n}_{}({t} x) {{ return (x > {t}({lo}) && x < {t}(1000)) ? {it}(x) : {it}(0); }}",
                i.short(),
                it = i.name()
            )
            .unwrap();
        }
    }
    out.push_str("uint h_bool(bool x) { return x ? 1u : 0u; }\n");
    for s in [I16, U16, I32, U32] {
        writeln!(out, "uint h_{}({} x) {{ return uint(x); }}", s.short(), s.name()).unwrap();
    }
    out.push_str("uint h_i64(int64_t x) { return uint(x) ^ uint(uint64_t(x) >> 32); }\n");
    out.push_str("uint h_u64(uint64_t x) { return uint(x) ^ uint(x >> 32); }\n");
    // NaNs are made one, and -0.0 is +0.0: Vulkan does not promise to
    // keep the sign of a zero (no SignedZeroInfNanPreserve), and lavapipe
    // does not always (`p - p` on a vector gives -0.0 in one component).
    out.push_str(
        "uint h_f32(float x) { uint b = asuint(x); return isnan(x) ? 0x7fc00000u : ((b & 0x7fffffffu) == 0u ? 0u : b); }\n",
    );
    out.push_str("uint h_f16(half x) { return h_f32(float(x)); }\n");
    out.push_str(
        "uint h_f64(double x) { float f = float(x); return h_f32(f) ^ (h_f32(float((x - double(f)) * 16777216.0l)) * 3u); }\n",
    );
    out
}

fn ty_name_scalar_vec(s: Scalar, n: usize) -> String {
    match s {
        I32 | U32 | F32 | F16 | Bool => format!("{}{n}", s.name()),
        _ => format!("vector<{}, {n}>", s.name()),
    }
}

fn lit_int(s: Scalar, v: i64) -> String {
    match s {
        I32 if v == i32::MIN as i64 => "int(0x80000000u)".into(),
        I32 if v < 0 => format!("({v})"),
        I32 => format!("{v}"),
        U32 => format!("{}u", v as u32),
        // nslc rejects the literal 9223372036854775808ll, which slangc takes.
        I64 if v == i64::MIN => "(-9223372036854775807ll - 1ll)".into(),
        I64 if v < 0 => format!("({v}ll)"),
        I64 => format!("{v}ll"),
        U64 => format!("{}ull", v as u64),
        I16 => format!("int16_t({})", v as i16),
        U16 => format!("uint16_t({})", v as u16),
        Bool => (if v != 0 { "true" } else { "false" }).into(),
        F16 | F32 | F64 => lit_float(s, v as f64),
    }
}

fn lit_float(s: Scalar, v: f64) -> String {
    let suffix = match s {
        F16 => "h",
        F32 => "f",
        _ => "l",
    };
    let text = if v.fract() == 0.0 { format!("{v:.1}") } else { format!("{v}") };
    if v < 0.0 {
        format!("({text}{suffix})")
    } else {
        format!("{text}{suffix}")
    }
}

fn lit(ty: &Ty, text: String) -> Expr {
    Expr { ty: ty.clone(), kind: E::Lit(text) }
}

/// A zero of a scalar or vector type (for the reducer).
pub fn zero(ty: &Ty) -> Option<Expr> {
    match ty {
        Ty::S(s) => Some(lit(ty, lit_int(*s, 0))),
        Ty::V(s, _) => {
            let z = Expr { ty: Ty::S(*s), kind: E::Lit(lit_int(*s, 0)) };
            Some(Expr { ty: ty.clone(), kind: E::Construct(vec![z]) })
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Generation

/// The main function's accumulator of block-local values.
const ACC: &str = "acc";

/// `acc = acc * 31u + h_T(leaf);`
fn mix(leaf: Expr) -> Stmt {
    let u = Ty::S(U32);
    let var = Expr { ty: u.clone(), kind: E::Var(ACC.into()) };
    let s = leaf.ty.scalar().expect("a scalar leaf");
    let h = Expr { ty: u.clone(), kind: E::Call(format!("h_{}", s.short()), vec![leaf]) };
    let times = Expr { ty: u.clone(), kind: E::Bin("*", Box::new(var.clone()), Box::new(lit(&u, "31u".into()))) };
    Stmt::Assign(var, "=", Expr { ty: u, kind: E::Bin("+", Box::new(times), Box::new(h)) })
}

struct VarInfo {
    name: String,
    ty: Ty,
    mutable: bool,
}

struct Gen {
    rng: Rng,
    p: Program,
    features: Features,
    names: usize,
    scopes: Vec<Vec<VarInfo>>,
    /// Inside a loop (continue allowed) / the innermost breakable statement
    /// is a loop (a conditional break allowed).
    in_loop: bool,
    breakable: bool,
    /// The return type of the function being generated (`Some(None)`: void).
    ret: Option<Option<Ty>>,
    /// Statements generated so far in this function.
    budget: usize,
    /// The function being generated writes a buffer or calls one that does.
    impure: bool,
    in_main: bool,
}

pub fn generate(seed: u64, features: &Features) -> Program {
    let mut rng = Rng::new(seed);
    let special = [0, 1, -1, 2, 7, -8, 100, 255, 65535, -65536, i32::MAX, i32::MIN, 12345, -3, 31, 64];
    let inputs = (0..INPUTS)
        .map(|_| if rng.chance(50) { *rng.pick(&special) } else { (rng.next_u64() as i32) >> rng.below(31) })
        .collect();
    let p = Program { seed, inputs, structs: Vec::new(), funcs: Vec::new(), main: Vec::new(), checksums: Vec::new() };
    let mut g = Gen {
        rng,
        p,
        features: features.clone(),
        names: 0,
        scopes: Vec::new(),
        in_loop: false,
        breakable: false,
        ret: None,
        budget: 0,
        impure: false,
        in_main: false,
    };
    for i in 0..g.rng.below(4) {
        let n = 1 + g.rng.below(3);
        let fields = (0..n).map(|k| (format!("f{k}"), g.field_ty())).collect();
        g.p.structs.push(StructDef { name: format!("S{i}"), fields });
    }
    for i in 0..g.rng.below(5) {
        g.function(i);
    }
    g.scopes = vec![Vec::new()];
    g.ret = Some(None);
    g.in_main = true;
    g.budget = 0;
    let size = features.size;
    let mut main = vec![Stmt::Decl(ACC.into(), Ty::S(U32), lit(&Ty::S(U32), "0u".into()))];
    g.declare(ACC.into(), Ty::S(U32), false);
    while main.len() < size && g.budget < size * 3 {
        g.stmt(&mut main, 0);
    }
    // Checksums of the variables in scope at the end.
    let mut leaves = Vec::new();
    for v in &g.scopes[0] {
        let var = Expr { ty: v.ty.clone(), kind: E::Var(v.name.clone()) };
        g.leaves(var, &mut leaves);
    }
    while leaves.len() > MAX_CHECKSUMS {
        // acc (the first) stays.
        let i = 1 + g.rng.below(leaves.len() - 1);
        leaves.remove(i);
    }
    g.p.main = main;
    g.p.checksums = leaves;
    g.p
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.names += 1;
        format!("{prefix}{}", self.names)
    }

    fn scalar(&mut self) -> Scalar {
        let r = self.rng.below(100);
        match r {
            0..=24 => I32,
            25..=42 => U32,
            43..=62 => F32,
            63..=68 => I64,
            69..=74 => U64,
            75..=79 => I16,
            80..=84 => U16,
            85..=89 => F16,
            90..=94 => F64,
            _ => Bool,
        }
    }

    fn numeric(&mut self) -> Scalar {
        loop {
            let s = self.scalar();
            if s != Bool {
                return s;
            }
        }
    }

    fn ty(&mut self) -> Ty {
        match self.rng.below(100) {
            0..=54 => Ty::S(self.scalar()),
            55..=79 => Ty::V(self.numeric(), 2 + self.rng.below(3) as u8),
            80..=86 => Ty::M(F32, 2 + self.rng.below(3) as u8, 2 + self.rng.below(3) as u8),
            87..=94 if !self.p.structs.is_empty() => Ty::Struct(self.rng.below(self.p.structs.len())),
            _ => {
                let e = if self.rng.chance(70) {
                    Ty::S(self.numeric())
                } else {
                    Ty::V(self.numeric(), 2 + self.rng.below(3) as u8)
                };
                Ty::Array(Box::new(e), 2 + self.rng.below(3) as u8)
            }
        }
    }

    fn field_ty(&mut self) -> Ty {
        let t = self.ty();
        match t {
            Ty::Array(..) | Ty::Struct(_) if self.rng.chance(50) => t,
            Ty::Array(..) | Ty::Struct(_) => Ty::S(self.numeric()),
            t => t,
        }
    }

    fn function(&mut self, index: usize) {
        let ret = if self.rng.chance(80) { Some(self.ty()) } else { None };
        let ret = match ret {
            Some(Ty::Array(..)) => Some(Ty::S(self.numeric())),
            r => r,
        };
        self.scopes = vec![Vec::new()];
        let mut params = Vec::new();
        let mut body = Vec::new();
        for k in 0..self.rng.below(4) {
            let mode = match self.rng.below(10) {
                0..=5 => Mode::In,
                6..=7 => Mode::Out,
                _ => Mode::InOut,
            };
            let ty = self.ty();
            let name = format!("p{k}");
            params.push((mode, name.clone(), ty.clone()));
            // Out parameters come in scope once assigned (below).
            if mode != Mode::Out {
                self.scopes[0].push(VarInfo { name, ty, mutable: mode != Mode::In });
            }
        }
        self.ret = Some(ret.clone());
        self.budget = 0;
        self.impure = false;
        // Out parameters are assigned first.
        for (mode, name, ty) in params.clone() {
            if mode == Mode::Out {
                let v = self.value(&mut body, &ty, 2);
                body.push(Stmt::Assign(Expr { ty: ty.clone(), kind: E::Var(name.clone()) }, "=", v));
                self.declare(name, ty, true);
            }
        }
        let n = 1 + self.rng.below(6);
        for _ in 0..n {
            self.stmt(&mut body, 0);
        }
        match &ret {
            Some(t) => {
                let v = self.value(&mut body, t, 3);
                body.push(Stmt::Return(Some(v)));
            }
            None if self.rng.chance(30) => body.push(Stmt::Return(None)),
            None => {}
        }
        let pure = !self.impure && params.iter().all(|(m, _, _)| *m == Mode::In);
        self.p.funcs.push(Func { name: format!("fn{index}"), ret, params, body, pure });
    }

    fn vars(&self, pred: impl Fn(&VarInfo) -> bool) -> Vec<(String, Ty)> {
        self.scopes.iter().flatten().filter(|v| pred(v)).map(|v| (v.name.clone(), v.ty.clone())).collect()
    }

    fn declare(&mut self, name: String, ty: Ty, mutable: bool) {
        self.scopes.last_mut().expect("a scope").push(VarInfo { name, ty, mutable });
    }

    /// An expression of `ty`; struct and array values become a variable
    /// declared (with an initialiser list) in `block` first, when none exists.
    fn value(&mut self, block: &mut Vec<Stmt>, ty: &Ty, depth: usize) -> Expr {
        match ty {
            Ty::Struct(_) | Ty::Array(..) => {
                let have = self.vars(|v| &v.ty == ty);
                if !have.is_empty() && self.rng.chance(60) {
                    let (n, t) = self.rng.pick(&have).clone();
                    return Expr { ty: t, kind: E::Var(n) };
                }
                if let Ty::Struct(_) = ty {
                    if let Some(call) = self.call_returning(ty, depth) {
                        return call;
                    }
                }
                let init = self.init_list(block, ty, depth);
                let name = self.fresh("t");
                block.push(Stmt::Decl(name.clone(), ty.clone(), init));
                self.declare(name.clone(), ty.clone(), true);
                Expr { ty: ty.clone(), kind: E::Var(name) }
            }
            _ => self.expr(ty, depth),
        }
    }

    fn init_list(&mut self, block: &mut Vec<Stmt>, ty: &Ty, depth: usize) -> Expr {
        let items = match ty {
            Ty::Struct(i) => {
                let fields = self.p.structs[*i].fields.clone();
                fields.iter().map(|(_, t)| self.init_item(block, t, depth)).collect()
            }
            Ty::Array(e, n) => (0..*n).map(|_| self.init_item(block, e, depth)).collect(),
            _ => unreachable!(),
        };
        Expr { ty: ty.clone(), kind: E::InitList(items) }
    }

    fn init_item(&mut self, block: &mut Vec<Stmt>, ty: &Ty, depth: usize) -> Expr {
        match ty {
            Ty::Struct(_) | Ty::Array(..) if self.rng.chance(50) => self.init_list(block, ty, depth),
            _ => self.value(block, ty, depth.saturating_sub(1)),
        }
    }

    fn call_returning(&mut self, ty: &Ty, depth: usize) -> Option<Expr> {
        let fs: Vec<usize> = (0..self.p.funcs.len())
            .filter(|&i| self.p.funcs[i].pure && self.p.funcs[i].ret.as_ref() == Some(ty))
            .collect();
        if fs.is_empty() || depth == 0 {
            return None;
        }
        let f = self.p.funcs[*self.rng.pick(&fs)].clone();
        let mut args = Vec::new();
        for (_, _, t) in &f.params {
            match t {
                Ty::Struct(_) | Ty::Array(..) => {
                    let have = self.vars(|v| &v.ty == t);
                    if have.is_empty() {
                        return None;
                    }
                    let (n, t) = self.rng.pick(&have).clone();
                    args.push(Expr { ty: t, kind: E::Var(n) });
                }
                _ => args.push(self.expr(t, depth - 1)),
            }
        }
        Some(Expr { ty: ty.clone(), kind: E::Call(f.name, args) })
    }

    fn literal(&mut self, s: Scalar) -> Expr {
        let text = match s {
            Bool => lit_int(s, self.rng.below(2) as i64),
            F16 | F32 | F64 => {
                let v = *self.rng.pick(&[0.0, 1.0, -1.0, 0.5, 2.0, -2.25, 3.0, 0.1, 1000.5, -7.0, 0.375, 65504.0]);
                lit_float(s, v)
            }
            _ => {
                let v: i64 = match self.rng.below(10) {
                    0..=5 => self.rng.below(10) as i64 - 2,
                    6 => *self.rng.pick(&[255, 256, 1000, 4096, 32767, -32768, 65535, 100000]),
                    7 => *self.rng.pick(&[i32::MAX as i64, i32::MIN as i64, -1]),
                    8 => self.rng.below(64) as i64,
                    _ => *self.rng.pick(&[i64::MAX, i64::MIN, 1 << 40, -(1 << 33)]),
                };
                // Literals stay in range of their type.
                // slangc folds a uint64 of 2^63 or more converted to a float
                // as if signed (float(18446744073709551614ull) is -2.0), so
                // unsigned 64-bit literals stay below 2^63.
                let v = match s {
                    U64 if v < 0 => v & i64::MAX,
                    I16 => v as i16 as i64,
                    U16 => v as u16 as i64,
                    I32 => v as i32 as i64,
                    U32 => v as u32 as i64,
                    _ => v,
                };
                lit_int(s, v)
            }
        };
        lit(&Ty::S(s), text)
    }

    fn leaf(&mut self, ty: &Ty) -> Expr {
        let vars = self.vars(|v| &v.ty == ty);
        if !vars.is_empty() && self.rng.chance(75) {
            let (n, t) = self.rng.pick(&vars).clone();
            return Expr { ty: t, kind: E::Var(n) };
        }
        match ty {
            Ty::S(s) => {
                if self.rng.chance(25) {
                    let i = self.leaf(&Ty::S(I32));
                    let scratch = self.rng.chance(30);
                    let load = Expr { ty: Ty::S(if scratch { U32 } else { I32 }), kind: E::Load(scratch, Box::new(i)) };
                    if load.ty == *ty {
                        return load;
                    }
                    if s.is_int() || (*s == Bool) || s.is_float() {
                        return Expr { ty: ty.clone(), kind: E::Cast(Box::new(load)) };
                    }
                }
                self.literal(*s)
            }
            Ty::V(s, n) => {
                let items = (0..*n).map(|_| self.leaf(&Ty::S(*s))).collect();
                Expr { ty: ty.clone(), kind: E::Construct(items) }
            }
            Ty::M(s, r, c) => {
                let items = (0..*r * *c).map(|_| self.leaf(&Ty::S(*s))).collect();
                Expr { ty: ty.clone(), kind: E::Construct(items) }
            }
            _ => unreachable!("aggregates come from value()"),
        }
    }

    /// An rvalue of a scalar, vector or matrix type (free of side effects).
    fn expr(&mut self, ty: &Ty, depth: usize) -> Expr {
        if depth == 0 || self.rng.chance(25) {
            return self.leaf(ty);
        }
        let d = depth - 1;
        let b = |e: Expr| Box::new(e);
        let mk = |kind: E| Expr { ty: ty.clone(), kind };
        // Common: extraction from aggregates, calls, ternaries.
        match self.rng.below(12) {
            0 => {
                if let Some(e) = self.extract(ty) {
                    return e;
                }
            }
            1 => {
                if let Some(e) = self.call_returning(ty, depth) {
                    return e;
                }
            }
            2 => {
                let c = self.expr(&Ty::S(Bool), d);
                return mk(E::Ternary(b(c), b(self.expr(ty, d)), b(self.expr(ty, d))));
            }
            _ => {}
        }
        match ty.clone() {
            Ty::S(Bool) => match self.rng.below(5) {
                0 | 1 => {
                    let s = self.numeric();
                    let op = *self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                    let (x, y) = (self.expr(&Ty::S(s), d), self.expr(&Ty::S(s), d));
                    mk(E::Bin(op, b(x), b(y)))
                }
                2 => {
                    let op = *self.rng.pick(&["&&", "||", "==", "!="]);
                    mk(E::Bin(op, b(self.expr(ty, d)), b(self.expr(ty, d))))
                }
                3 => mk(E::Un("!", b(self.expr(ty, d)))),
                _ => {
                    let from = if self.rng.chance(50) { Ty::S(I32) } else { Ty::S(*self.rng.pick(&Scalar::INTS)) };
                    mk(E::Cast(b(self.expr(&from, d))))
                }
            },
            Ty::S(s) => match self.rng.below(10) {
                0..=3 => {
                    let ops: &[&'static str] = if s.is_int() {
                        &["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]
                    } else {
                        &["+", "-", "*", "/"]
                    };
                    let op = *self.rng.pick(ops);
                    mk(E::Bin(op, b(self.expr(ty, d)), b(self.expr(ty, d))))
                }
                // No negated or complemented uint64: slangc's constant folding
                // compares (and converts) uint64 values of 2^63 and more as
                // signed, so constants stay below 2^63 (see `literal`).
                4 if s == U64 => self.leaf(ty),
                4 => {
                    let op = if s.is_int() && self.rng.chance(50) { "~" } else { "-" };
                    mk(E::Un(op, b(self.expr(ty, d))))
                }
                5 | 6 => {
                    let from = self.scalar();
                    // No uint64 to float: slangc folds one of 2^63 or more as if
                    // signed (float(18446744073709551614ull) is -2.0).
                    let from = if (from == Bool || from == U64) && s.is_float() { I32 } else { from };
                    mk(E::Cast(b(self.expr(&Ty::S(from), d))))
                }
                7 => {
                    let f = *self.rng.pick(&["min", "max"]);
                    mk(E::Call(f.into(), vec![self.expr(ty, d), self.expr(ty, d)]))
                }
                8 if s.is_float() => {
                    let f = *self.rng.pick(&["abs", "floor", "ceil"]);
                    mk(E::Call(f.into(), vec![self.expr(ty, d)]))
                }
                8 if s.is_signed() => mk(E::Call("abs".into(), vec![self.expr(ty, d)])),
                9 if matches!(s, I32 | U32 | F32) => {
                    let n = 2 + self.rng.below(3) as u8;
                    let v = Ty::V(s, n);
                    mk(E::Call("dot".into(), vec![self.expr(&v, d), self.expr(&v, d)]))
                }
                _ => self.leaf(ty),
            },
            Ty::V(s, n) => match self.rng.below(9) {
                0..=2 => {
                    let ops: &[&'static str] =
                        if s.is_int() { &["+", "-", "*", "&", "|", "^", "/", "%"] } else { &["+", "-", "*", "/"] };
                    let op = *self.rng.pick(ops);
                    mk(E::Bin(op, b(self.expr(ty, d)), b(self.expr(ty, d))))
                }
                3 => {
                    // vector * scalar
                    let sc = self.expr(&Ty::S(s), d);
                    let splat = Expr { ty: ty.clone(), kind: E::Construct(vec![sc]) };
                    mk(E::Bin("*", b(self.expr(ty, d)), b(splat)))
                }
                4 => {
                    let m = 2 + self.rng.below(3) as u8;
                    let src = self.expr(&Ty::V(s, m), d);
                    let comps: String = (0..n).map(|_| "xyzw".as_bytes()[self.rng.below(m as usize)] as char).collect();
                    mk(E::Swizzle(b(src), comps))
                }
                5 if s == F32 => {
                    let k = 2 + self.rng.below(3) as u8;
                    if self.rng.chance(50) {
                        let m = self.expr(&Ty::M(F32, n, k), d);
                        let v = self.expr(&Ty::V(F32, k), d);
                        mk(E::Call("mul".into(), vec![m, v]))
                    } else {
                        let v = self.expr(&Ty::V(F32, k), d);
                        let m = self.expr(&Ty::M(F32, k, n), d);
                        mk(E::Call("mul".into(), vec![v, m]))
                    }
                }
                6 => {
                    let from = self.numeric();
                    let from =
                        if (from.is_float() && s.is_int()) || (from == U64 && s.is_float()) { I32 } else { from };
                    mk(E::Cast(b(self.expr(&Ty::V(from, n), d))))
                }
                7 => {
                    // Built from a smaller vector and scalars.
                    let mut items = Vec::new();
                    let mut left = n;
                    while left > 0 {
                        if left >= 2 && self.rng.chance(40) {
                            let k = 2 + self.rng.below(left as usize - 1) as u8;
                            items.push(self.expr(&Ty::V(s, k), d));
                            left -= k;
                        } else {
                            items.push(self.expr(&Ty::S(s), d));
                            left -= 1;
                        }
                    }
                    mk(E::Construct(items))
                }
                8 => {
                    let f = *self.rng.pick(&["min", "max"]);
                    mk(E::Call(f.into(), vec![self.expr(ty, d), self.expr(ty, d)]))
                }
                _ => self.leaf(ty),
            },
            Ty::M(s, r, c) => match self.rng.below(6) {
                0 => mk(E::Call("transpose".into(), vec![self.expr(&Ty::M(s, c, r), d)])),
                1 => {
                    let k = 2 + self.rng.below(3) as u8;
                    mk(E::Call("mul".into(), vec![self.expr(&Ty::M(s, r, k), d), self.expr(&Ty::M(s, k, c), d)]))
                }
                2 => {
                    let op = *self.rng.pick(&["+", "-", "*"]);
                    mk(E::Bin(op, b(self.expr(ty, d)), b(self.expr(ty, d))))
                }
                3 => {
                    let rows = (0..r).map(|_| self.expr(&Ty::V(s, c), d)).collect();
                    mk(E::Construct(rows))
                }
                4 => {
                    // `mul(s, m)`, or `s * m` (Features::scalar_mul).
                    let sc = self.expr(&Ty::S(s), d);
                    if self.features.scalar_mul {
                        mk(E::Call("mul".into(), vec![sc, self.expr(ty, d)]))
                    } else {
                        mk(E::Bin("*", b(sc), b(self.expr(ty, d))))
                    }
                }
                _ => self.leaf(ty),
            },
            _ => unreachable!("aggregates come from value()"),
        }
    }

    /// A value of `ty` read out of a variable: a vector component, a matrix
    /// row or element, a struct field, an array element.
    fn extract(&mut self, ty: &Ty) -> Option<Expr> {
        let vars = self.vars(|_| true);
        let mut options = Vec::new();
        for (n, t) in vars {
            let base = Expr { ty: t.clone(), kind: E::Var(n) };
            self.paths(base, ty, 3, &mut options);
        }
        if options.is_empty() {
            return None;
        }
        let i = self.rng.below(options.len());
        Some(options.swap_remove(i))
    }

    /// Every way to reach a value of `want` inside `base` (up to `depth`
    /// steps), with fresh dynamic indices.
    fn paths(&mut self, base: Expr, want: &Ty, depth: usize, out: &mut Vec<Expr>) {
        if depth == 0 {
            return;
        }
        let steps: Vec<Expr> = match &base.ty {
            Ty::V(s, n) => {
                let mut v = Vec::new();
                if *want == Ty::S(*s) {
                    let c = ("xyzw".as_bytes()[self.rng.below(*n as usize)] as char).to_string();
                    v.push(Expr { ty: Ty::S(*s), kind: E::Swizzle(Box::new(base.clone()), c) });
                    let i = self.index_expr();
                    v.push(Expr { ty: Ty::S(*s), kind: E::Index(Box::new(base.clone()), Box::new(i)) });
                }
                v
            }
            Ty::M(s, _, c) => {
                let i = self.index_expr();
                vec![Expr { ty: Ty::V(*s, *c), kind: E::Index(Box::new(base.clone()), Box::new(i)) }]
            }
            Ty::Struct(k) => self.p.structs[*k]
                .fields
                .clone()
                .into_iter()
                .map(|(f, t)| Expr { ty: t, kind: E::Field(Box::new(base.clone()), f) })
                .collect(),
            Ty::Array(e, _) => {
                let i = self.index_expr();
                vec![Expr { ty: (**e).clone(), kind: E::Index(Box::new(base.clone()), Box::new(i)) }]
            }
            Ty::S(_) => Vec::new(),
        };
        for s in steps {
            if s.ty == *want {
                out.push(s.clone());
            }
            self.paths(s, want, depth - 1, out);
        }
    }

    fn index_expr(&mut self) -> Expr {
        if self.rng.chance(40) {
            let n = self.rng.below(4) as i64;
            return lit(&Ty::S(I32), lit_int(I32, n));
        }
        let t = if self.rng.chance(60) { I32 } else { U32 };
        self.expr(&Ty::S(t), 1)
    }

    /// A mutable lvalue of any type (a variable, or a path into one).
    fn lvalue(&mut self) -> Option<Expr> {
        let vars = self.vars(|v| v.mutable);
        if vars.is_empty() {
            return None;
        }
        let (n, t) = self.rng.pick(&vars).clone();
        let mut e = Expr { ty: t, kind: E::Var(n) };
        while self.rng.chance(40) {
            let next = match e.ty.clone() {
                Ty::V(s, n) => {
                    if self.rng.chance(50) {
                        let c = ("xyzw".as_bytes()[self.rng.below(n as usize)] as char).to_string();
                        Expr { ty: Ty::S(s), kind: E::Swizzle(Box::new(e.clone()), c) }
                    } else {
                        let i = self.index_expr();
                        Expr { ty: Ty::S(s), kind: E::Index(Box::new(e.clone()), Box::new(i)) }
                    }
                }
                Ty::M(s, _, c) => {
                    let i = self.index_expr();
                    Expr { ty: Ty::V(s, c), kind: E::Index(Box::new(e.clone()), Box::new(i)) }
                }
                Ty::Struct(k) => {
                    let (f, t) = self.rng.pick(&self.p.structs[k].fields).clone();
                    Expr { ty: t, kind: E::Field(Box::new(e.clone()), f) }
                }
                Ty::Array(el, _) => {
                    let i = self.index_expr();
                    Expr { ty: *el, kind: E::Index(Box::new(e.clone()), Box::new(i)) }
                }
                Ty::S(_) => break,
            };
            e = next;
        }
        Some(e)
    }

    fn block(&mut self, depth: usize) -> Vec<Stmt> {
        self.scopes.push(Vec::new());
        let mut out = Vec::new();
        for _ in 0..1 + self.rng.below(4) {
            self.stmt(&mut out, depth);
        }
        let scope = self.scopes.pop().unwrap_or_default();
        // The main function's block-local values reach the checksums
        // through `acc`.
        if self.in_main {
            for v in scope {
                let mut leaves = Vec::new();
                self.leaves(Expr { ty: v.ty.clone(), kind: E::Var(v.name.clone()) }, &mut leaves);
                if leaves.is_empty() || !self.rng.chance(80) {
                    continue;
                }
                let leaf = leaves.swap_remove(self.rng.below(leaves.len()));
                out.push(mix(leaf));
            }
        }
        out
    }

    fn stmt(&mut self, out: &mut Vec<Stmt>, depth: usize) {
        self.budget += 1;
        let nested = depth < 3 && self.budget < self.features.size * 2;
        match self.rng.below(100) {
            0..=21 => {
                let ty = self.ty();
                let init = match &ty {
                    Ty::Struct(_) | Ty::Array(..) => {
                        if let (Ty::Struct(_), Some(c)) = (&ty, self.call_returning(&ty, 3)) {
                            c
                        } else {
                            self.init_list(out, &ty, 2)
                        }
                    }
                    _ => self.expr(&ty, 3),
                };
                let name = self.fresh("v");
                out.push(Stmt::Decl(name.clone(), ty.clone(), init));
                self.declare(name, ty, true);
            }
            22..=45 => {
                let Some(lv) = self.lvalue() else { return };
                let ops: &[&'static str] = match &lv.ty {
                    Ty::S(s) if s.is_int() => &["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="],
                    Ty::S(s) if s.is_float() => &["=", "+=", "-=", "*=", "/="],
                    Ty::V(s, _) if s.is_int() => &["=", "+=", "-=", "*=", "&=", "|=", "^="],
                    Ty::V(..) => &["=", "+=", "-=", "*="],
                    Ty::M(..) => &["=", "+=", "-="],
                    _ => &["="],
                };
                let op = *self.rng.pick(ops);
                let ty = lv.ty.clone();
                let v = self.value(out, &ty, 3);
                out.push(Stmt::Assign(lv, op, v));
            }
            46..=50 => {
                let Some(lv) = self.lvalue() else { return };
                if lv.ty.is_int_scalar() {
                    let op = if self.rng.chance(50) { "++" } else { "--" };
                    let prefix = self.rng.chance(50);
                    out.push(Stmt::IncDec(lv, op, prefix));
                }
            }
            51..=61 if nested => {
                let c = self.expr(&Ty::S(Bool), 3);
                let t = self.block(depth + 1);
                let e = if self.rng.chance(40) { self.block(depth + 1) } else { Vec::new() };
                out.push(Stmt::If(c, t, e));
            }
            62..=71 if nested => {
                let (was_loop, was_break) = (self.in_loop, self.breakable);
                let n = self.rng.below(6) as u32;
                let kind = self.rng.below(3);
                // `continue` or `break` in a do-while: slangc's SPIR-V for it
                // fails to build a pipeline on lavapipe (Mesa 22.3).
                self.in_loop = kind != 2;
                self.breakable = kind != 2;
                let v = self.fresh(["i", "w", "d"][kind]);
                self.scopes.push(vec![VarInfo { name: v.clone(), ty: Ty::S(I32), mutable: false }]);
                let body = self.block(depth + 1);
                self.scopes.pop();
                self.in_loop = was_loop;
                self.breakable = was_break;
                out.push(match kind {
                    0 => Stmt::For(v, n, body),
                    1 => Stmt::While(v, n, body),
                    _ => Stmt::DoWhile(v, n, body),
                });
            }
            72..=76 if nested => {
                let sel_ty = Ty::S(if self.rng.chance(50) { I32 } else { U32 });
                let sel = self.expr(&sel_ty, 2);
                // A conditional `break` out of a switch: slangc's SPIR-V for it fails
                // to build a pipeline on lavapipe (Mesa 22.3), so only loops take one.
                let was_break = self.breakable;
                self.breakable = false;
                let mut labels: Vec<i32> = (0..6).collect();
                let mut cases = Vec::new();
                for _ in 0..1 + self.rng.below(4) {
                    let k = 1 + self.rng.below(2);
                    let mut ls = Vec::new();
                    for _ in 0..k {
                        if !labels.is_empty() {
                            ls.push(labels.remove(self.rng.below(labels.len())));
                        }
                    }
                    if ls.is_empty() {
                        break;
                    }
                    let body = self.block(depth + 1);
                    // Inside a loop, slangc's SPIR-V for a fallthrough fails to
                    // build a pipeline on lavapipe (Mesa 22.3).
                    let brk = !self.features.fallthrough || self.in_loop || self.rng.chance(70);
                    cases.push(Case { labels: ls, body, brk });
                }
                if self.rng.chance(60) {
                    let body = self.block(depth + 1);
                    cases.push(Case { labels: Vec::new(), body, brk: true });
                }
                self.breakable = was_break;
                out.push(Stmt::Switch(sel, cases));
            }
            77..=80 if self.breakable || self.in_loop => {
                let s = if self.in_loop && self.rng.chance(50) { Stmt::Continue } else { Stmt::Break };
                if !self.breakable && matches!(s, Stmt::Break) {
                    return;
                }
                let c = self.expr(&Ty::S(Bool), 2);
                out.push(Stmt::If(c, vec![s], Vec::new()));
            }
            81..=82 => {
                if self.in_main && !self.rng.chance(20) {
                    return;
                }
                let c = self.expr(&Ty::S(Bool), 2);
                let r = self.ret.clone().flatten().map(|t| self.value(out, &t, 2));
                out.push(Stmt::If(c, vec![Stmt::Return(r)], Vec::new()));
            }
            83..=89 => {
                let scratch = self.rng.chance(50);
                let i = self.index_expr();
                let v = self.expr(&Ty::S(if scratch { U32 } else { I32 }), 3);
                out.push(Stmt::Store(scratch, i, v));
                self.impure = true;
            }
            90..=99 => self.call_stmt(out),
            _ => {}
        }
    }

    /// A call of any function: `x = f(...)` or `f(...)`, with variables for
    /// its out and inout parameters.
    fn call_stmt(&mut self, out: &mut Vec<Stmt>) {
        if self.p.funcs.is_empty() || self.ret.is_none() {
            return;
        }
        let f = self.p.funcs[self.rng.below(self.p.funcs.len())].clone();
        // Only earlier functions (no recursion): the main function, or
        // while generating function k, functions before k are all there is.
        let mut args = Vec::new();
        let mut used = Vec::new();
        for (mode, _, t) in &f.params {
            if *mode == Mode::In {
                let v = self.value(out, t, 2);
                args.push(v);
                continue;
            }
            let have: Vec<(String, Ty)> =
                self.vars(|v| v.mutable && &v.ty == t).into_iter().filter(|(n, _)| !used.contains(n)).collect();
            let name = if have.is_empty() || self.rng.chance(30) {
                let v = self.value(out, t, 2);
                let n = self.fresh("a");
                out.push(Stmt::Decl(n.clone(), t.clone(), v));
                self.declare(n.clone(), t.clone(), true);
                n
            } else {
                self.rng.pick(&have).0.clone()
            };
            used.push(name.clone());
            args.push(Expr { ty: t.clone(), kind: E::Var(name) });
        }
        if !f.pure {
            self.impure = true;
        }
        let call_ty = f.ret.clone().unwrap_or(Ty::S(Bool));
        let call = Expr { ty: call_ty.clone(), kind: E::Call(f.name.clone(), args) };
        match &f.ret {
            Some(t) if self.rng.chance(60) => {
                let n = self.fresh("r");
                out.push(Stmt::Decl(n.clone(), t.clone(), call));
                self.declare(n, t.clone(), true);
            }
            _ => out.push(Stmt::Call(call)),
        }
    }

    /// The scalar leaves of a value, for checksums.
    fn leaves(&self, e: Expr, out: &mut Vec<Expr>) {
        match e.ty.clone() {
            Ty::S(_) => out.push(e),
            Ty::V(s, n) => {
                for i in 0..n as usize {
                    out.push(Expr { ty: Ty::S(s), kind: E::Swizzle(Box::new(e.clone()), "xyzw"[i..i + 1].into()) });
                }
            }
            Ty::M(s, r, c) => {
                for i in 0..r {
                    let row = Expr {
                        ty: Ty::V(s, c),
                        kind: E::Index(Box::new(e.clone()), Box::new(lit(&Ty::S(I32), i.to_string()))),
                    };
                    self.leaves(row, out);
                }
            }
            Ty::Struct(k) => {
                for (f, t) in &self.p.structs[k].fields {
                    self.leaves(Expr { ty: t.clone(), kind: E::Field(Box::new(e.clone()), f.clone()) }, out);
                }
            }
            Ty::Array(el, n) => {
                for i in 0..n {
                    let item = Expr {
                        ty: (*el).clone(),
                        kind: E::Index(Box::new(e.clone()), Box::new(lit(&Ty::S(I32), i.to_string()))),
                    };
                    self.leaves(item, out);
                }
            }
        }
    }
}
