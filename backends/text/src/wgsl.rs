//! The WGSL target, accepted by naga's WGSL front end and validator.
//!
//! Like GLSL, its input is the Vulkan legalization's language: a
//! `storage_buffer` block is a `var<storage>` of its block struct,
//! `uniform` a `var<uniform>`, `push_constant` a `var<immediate>`
//! (naga's push constants), `workgroup` and `private` variables `var<workgroup>` /
//! `var<private>`, each resource at its `@group` / `@binding`. Every entry
//! point of the module is a WGSL entry point under its own name (as
//! slangc's WGSL), calling the entry function, renamed. Built-in inputs
//! read only by a compute entry function are its parameters, which the
//! entry point passes from its `@builtin` parameters (so that Tint's
//! uniformity analysis sees `workgroup_id` as uniform); those read
//! elsewhere too are `var<private>`s that the entry point fills before the
//! call, each entry point those its calls read.
//!
//! A vertex or fragment entry point's interface variables are
//! `var<private>`s too: `@vertex` / `@fragment fn NAME` takes the inputs
//! as `@location(N)` / `@builtin(...)` parameters (with `@interpolate`)
//! and returns the outputs in a struct, all where `spirv-entry-points`
//! put them.
//!
//! Matrices are as in GLSL: an IR `mat<T, R, C>` is WGSL's `matRxC<T>` (an
//! IR row is a WGSL column), `mul(M, v)` is `v * M`; column-major ones in
//! blocks are arrays of columns (`block-matrix-columns`), integer ones
//! arrays of rows (`lower-int-matrices`). Integer division by zero and
//! shifts by the width or more are given the IR's meaning explicitly.
//!
//! Atomics work on memory typed `atomic<T>`: the `atomic-memory` pass
//! gives the places atomics touch the type `!gpu.Atomic<T>` and makes
//! their other accesses `gpu.atomic_load` / `gpu.atomic_store`, printed
//! `atomicLoad` / `atomicStore`; `gpu.atomic {op}` is `atomicAdd(&p, v)`
//! (`atomicAnd`, `atomicOr`, `atomicXor`, `atomicMin`, `atomicMax`,
//! `atomicExchange`), and `gpu.atomic_cmpxchg` a loop of
//! `atomicCompareExchangeWeak` that retries a spurious failure (the IR's
//! compare-exchange is strong).
//!
//! Wave operations are the `subgroups` extension's built-ins
//! (`subgroupAdd`, ..., `enable subgroups;`), `workgroupUniformLoad` is
//! WGSL's. 16-bit floats are `f16` under `enable f16;` (not as texels, and
//! no `isnan`/`isinf` of them). What WGSL cannot express is an `NSL3150`
//! diagnostic: 64-bit types and 16-bit integers, wave rotations, partitions and quad votes, atomics on
//! memory not typed `atomic<T>`.

use crate::cfamily::{cannot, Target, Walker, R};
use crate::expr::{Expr, Prec};
use crate::names::{Names, Reserved};
use crate::texture::{fit_texel, split_coordinate, Base, Shape};
use nsl_dialects::{arith, gpu, hl, mat};
use nsl_ir::{AttrKind, Context, Diagnostic, Op, Type, TypeKind};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};

pub static RESERVED: Reserved = Reserved {
    words: &[
        "alias",
        "array",
        "atomic",
        "bitcast",
        "const",
        "const_assert",
        "diagnostic",
        "discard",
        "enable",
        "fn",
        "let",
        "loop",
        "mat2x2",
        "mat3x3",
        "mat4x4",
        "override",
        "ptr",
        "requires",
        "sampler",
        "struct",
        "texture_2d",
        "var",
        "vec2",
        "vec3",
        "vec4",
        "f16",
        "f32",
        "i32",
        "u32",
        "workgroup",
        "storage",
        "uniform",
        "function",
        "private",
        "read",
        "write",
        "read_write",
        "continuing",
        "elseif",
        "fallthrough",
        "loop",
        "target",
        "select",
        "mix",
        "min",
        "max",
        "dot",
        "abs",
        "sign",
        "clamp",
        "floor",
        "ceil",
        "length",
        "normalize",
        "self",
        "super",
        "type",
        "mod",
        "handle",
        "layout",
        "module",
        "package",
        "NULL",
        "Self",
        "abstract",
        "active",
        "alignas",
        "alignof",
        "as",
        "asm",
        "asm_fragment",
        "async",
        "attribute",
        "auto",
        "await",
        "become",
        "cast",
        "catch",
        "class",
        "co_await",
        "co_return",
        "co_yield",
        "coherent",
        "column_major",
        "common",
        "compile",
        "compile_fragment",
        "concept",
        "const_cast",
        "consteval",
        "constexpr",
        "constinit",
        "crate",
        "debugger",
        "decltype",
        "delete",
        "demote",
        "demote_to_helper",
        "do",
        "dynamic_cast",
        "enum",
        "explicit",
        "export",
        "extends",
        "extern",
        "external",
        "filter",
        "final",
        "finally",
        "friend",
        "from",
        "fxgroup",
        "get",
        "goto",
        "groupshared",
        "highp",
        "impl",
        "implements",
        "import",
        "inline",
        "instanceof",
        "interface",
        "lowp",
        "macro",
        "macro_rules",
        "match",
        "mediump",
        "meta",
        "mut",
        "mutable",
        "named",
        "namespace",
        "new",
        "nil",
        "noexcept",
        "noinline",
        "nointerpolation",
        "non_coherent",
        "noncoherent",
        "noperspective",
        "null",
        "nullptr",
        "of",
        "operator",
        "packoffset",
        "partition",
        "pass",
        "patch",
        "pixelfragment",
        "precise",
        "precision",
        "premerge",
        "priv",
        "protected",
        "pub",
        "public",
        "readonly",
        "ref",
        "regardless",
        "register",
        "reinterpret_cast",
        "require",
        "resource",
        "restrict",
        "row_major",
        "samper",
        "semantic",
        "set",
        "shared",
        "signed",
        "sizeof",
        "smooth",
        "snorm",
        "static",
        "static_assert",
        "static_cast",
        "std",
        "subroutine",
        "technique",
        "template",
        "this",
        "thread_local",
        "throw",
        "trait",
        "try",
        "typedef",
        "typeid",
        "typename",
        "typeof",
        "union",
        "unless",
        "unorm",
        "unsafe",
        "unsized",
        "use",
        "using",
        "varying",
        "virtual",
        "volatile",
        "wgsl",
        "where",
        "with",
        "writeonly",
        "yield",
        "immediate",
    ],
    prefixes: &["__"],
    families: None,
};

/// Prints a module in the SPIR-V emitter's input language as WGSL.
pub fn print(ctx: &Context, module: Op) -> Result<String, Vec<Diagnostic>> {
    nsl_ir::verify::verify(ctx, module)?;
    crate::printer_language("wgsl").check(ctx, module)?;
    let mut g = Wgsl::default();
    let mut w = Walker::new(ctx, Names::new(&RESERVED));
    g.module(&mut w, module).map_err(|d| vec![d])?;
    let mut out = String::new();
    if g.f16 {
        out.push_str("enable f16;\n");
    }
    if g.subgroups {
        out.push_str("enable subgroups;\n");
    }
    // The uniformity rules `check-uniformity` found the program breaking
    // (WGSL means those operations over the active invocations, as Slang).
    if let Some(AttrKind::Array(rules)) = ctx.attr(module, "wgsl_diagnostic_off").map(|a| ctx.attr_kind(a)) {
        for &r in rules {
            if let AttrKind::Str(rule) = ctx.attr_kind(r) {
                out.push_str(&format!("diagnostic(off, {});\n", ctx.str(*rule)));
            }
        }
    }
    out.push_str(&g.structs);
    out.push_str(&g.globals);
    out.push_str(&g.helpers);
    out.push_str(&w.out);
    Ok(out)
}

/// Does `ty` hold an array whose elements are scalars or 2-vectors (a
/// stride under 16 bytes, which WGSL's uniform address space forbids)?
fn narrow_array(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } => {
            let narrow = match ctx.type_kind(*elem) {
                TypeKind::Vector { len, .. } => *len == 2,
                _ => ctx.is_scalar(*elem),
            };
            narrow || narrow_array(ctx, *elem)
        }
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| narrow_array(ctx, f)),
        _ => false,
    }
}

/// Adds the structs `ty` holds (itself included) to `set`.
fn block_structs(ctx: &Context, ty: Type, set: &mut FxHashSet<Type>) {
    match ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } => block_structs(ctx, *elem, set),
        TypeKind::Struct { fields, .. } if set.insert(ty) => {
            for &(_, f) in fields {
                block_structs(ctx, f, set);
            }
        }
        _ => {}
    }
}

#[derive(Default)]
struct Wgsl {
    struct_names: FxHashMap<Type, String>,
    /// Structs in uniform memory, laid out by std140 (see `block_structs`).
    uniform_structs: FxHashSet<Type>,
    /// Structs in storage or push-constant memory (std430).
    storage_structs: FxHashSet<Type>,
    structs: String,
    globals: String,
    /// Specialization constants' names by SpecId.
    spec_names: FxHashMap<i128, String>,
    /// Built-in inputs: (private variable, type, WGSL built-in, IR symbol).
    builtins: Vec<(String, Type, &'static str, nsl_ir::Sym)>,
    /// The built-ins passed to a compute entry function as parameters.
    builtin_params: FxHashMap<nsl_ir::Sym, Vec<(String, Type)>>,
    /// A vertex or fragment shader's interface: (private name, variable).
    io: Vec<(String, crate::stage::IoVar)>,
    /// Functions the printed code calls (`nsl_f32_from_bits`).
    helpers: String,
    /// The name of the function giving an `f32` from its bits, once used.
    f32_from_bits: Option<String>,
    /// Whether a subgroup built-in is called (`enable subgroups;`).
    subgroups: bool,
    /// Whether an `f16` type is spelled (`enable f16;`).
    f16: bool,
}

/// `a OP b` for WGSL's bitwise and shift operators, whose operands are
/// unary expressions (but for the left one a chain of the same bitwise
/// operator, `a | b | c`): WGSL does not mix them with other binary
/// operators without parentheses (`(a + b) & c`, `(a << b) & c`).
/// `a && b` or `a || b` in WGSL's grammar, stricter than C's table: the
/// two never mix without parentheses (`a || (b && c)`), and an operand is a
/// comparison or tighter (a bitwise operand is parenthesized).
fn logical(a: &Expr, op: &str, b: &Expr, prec: Prec) -> Expr {
    let left = if a.prec == prec { a.text.clone() } else { a.at(Prec::Equality) };
    Expr { text: format!("{left} {op} {}", b.at(Prec::Equality)), prec }
}

/// A comparison in WGSL's grammar: both operands are shift expressions or
/// tighter, so comparisons never chain (`(a == b) == c`) and a bitwise
/// operand is parenthesized (`(a & b) == 0u`).
fn relation(a: &Expr, op: &str, b: &Expr) -> Expr {
    Expr { text: format!("{} {op} {}", a.at(Prec::Shift), b.at(Prec::Shift)), prec: Prec::Equality }
}

fn bitwise(a: &Expr, op: &str, b: &Expr, prec: Prec) -> Expr {
    // `&`, `|` and `^` each have their own precedence level.
    let left = if a.prec == prec && prec != Prec::Shift { a.text.clone() } else { a.at(Prec::Unary) };
    Expr { text: format!("{left} {op} {}", b.at(Prec::Unary)), prec }
}

impl Wgsl {
    fn module(&mut self, w: &mut Walker, module: Op) -> R<()> {
        let ctx = w.ctx;
        let ops = ctx.block_ops(ctx.body(module, 0));
        for &op in &ops {
            if ctx.op_name(op) == spv::GLOBAL_VAR.name {
                let (Some(ty), Some(storage)) = (ctx.attr_type(op, "type"), ctx.attr_str(op, "storage")) else {
                    continue;
                };
                match storage {
                    "uniform" => block_structs(ctx, ty, &mut self.uniform_structs),
                    "storage_buffer" | "push_constant" => block_structs(ctx, ty, &mut self.storage_structs),
                    _ => {}
                }
            }
        }
        // Each entry point keeps its name (as slangc's WGSL does, for
        // `entryPoint: "computeMain"`); the function it calls gets another.
        let entries: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
        let mut entry_names = Vec::new();
        for &e in &entries {
            let name = ctx.attr_str(e, "name").unwrap_or("main");
            entry_names.push(if name == "main" {
                w.names.reserve("main");
                name.to_string()
            } else {
                w.names.fresh(name)
            });
        }
        for op in crate::stage::globals(ctx, module) {
            self.global(w, op)?;
        }
        let funcs: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        for &f in &funcs {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let name = w.names.fresh(&sym);
            w.symbols.insert(sym, name);
        }
        // Built-ins that only a compute entry function reads become its
        // parameters (so that Tint's uniformity analysis sees
        // `workgroup_id` as uniform); the others stay module-scope private
        // variables, which each entry point fills before its call.
        let compute_funcs: Vec<nsl_ir::Sym> = entries
            .iter()
            .filter(|&&e| crate::stage::stage(ctx, e).is_none())
            .filter_map(|&e| ctx.attr_symbol(e, "func"))
            .collect();
        let mut private_builtins = Vec::new();
        for (name, ty, _, sym) in self.builtins.clone() {
            let readers: Vec<Op> = funcs.iter().copied().filter(|&f| crate::stage::references(ctx, f, sym)).collect();
            match readers[..] {
                [f] if ctx.attr_symbol(f, "sym").is_some_and(|s| compute_funcs.contains(&s)) => {
                    let entry = ctx.attr_symbol(f, "sym").expect("matched");
                    self.builtin_params.entry(entry).or_default().push((name, ty));
                }
                // Read nowhere: neither a parameter nor a variable.
                [] => {}
                _ => {
                    let t = self.ty(w, ty, module)?;
                    self.globals.push_str(&format!("var<private> {name}: {t};\n"));
                    private_builtins.push(sym);
                }
            }
        }
        for &f in &funcs {
            let head = self.signature(w, f)?;
            w.line(&format!("{head} {{"));
            w.indent += 1;
            let r = w.body(self, ctx.body(f, 0));
            w.indent -= 1;
            r?;
            w.line("}");
        }
        for (&e, name) in entries.iter().zip(&entry_names) {
            let f = ctx
                .attr_symbol(e, "func")
                .ok_or_else(|| cannot(ctx, e, "WGSL", "an entry point without a function"))?;
            // What this entry point's calls read and write (in a module of
            // one entry point, its whole interface, read or not).
            let reached = crate::stage::reached_functions(ctx, module, f);
            let used = |sym: nsl_ir::Sym| {
                entries.len() == 1
                    || funcs.iter().any(|&g| {
                        ctx.attr_symbol(g, "sym").is_some_and(|s| reached.contains(&s))
                            && crate::stage::references(ctx, g, sym)
                    })
            };
            let f = ctx.str(f).to_string();
            if let Some(stage) = crate::stage::stage(ctx, e) {
                let io: Vec<(String, crate::stage::IoVar)> = self
                    .io
                    .clone()
                    .into_iter()
                    .filter(|(_, v)| ctx.attr_symbol(v.op, "sym").is_some_and(&used))
                    .collect();
                self.graphics_main(w, e, name, &f, stage, io)?;
                continue;
            }
            if spv::local_size_spec_ids(ctx, e).is_some() {
                return Err(cannot(ctx, e, "WGSL", "a workgroup size given by a specialization constant"));
            }
            let size = spv::int_list(ctx, e, "local_size").unwrap_or_default();
            let [x, y, z] = size[..] else { return Err(cannot(ctx, e, "WGSL", "an entry point without a size")) };
            let mut params = Vec::new();
            let mut copies = Vec::new();
            let mut args = Vec::new();
            let entry_sym = ctx.attr_symbol(e, "func");
            let passed = entry_sym.and_then(|s| self.builtin_params.get(&s)).cloned().unwrap_or_default();
            for (builtin_name, ty, builtin, sym) in self.builtins.clone() {
                let is_passed = passed.iter().any(|(n, _)| *n == builtin_name);
                let copied = private_builtins.contains(&sym) && used(sym);
                if !is_passed && !copied {
                    continue;
                }
                let p = w.names.fresh(&format!("in_{builtin_name}"));
                params.push(format!("@builtin({builtin}) {p}: {}", self.ty(w, ty, e)?));
                if is_passed {
                    args.push(p);
                } else {
                    copies.push(format!("{builtin_name} = {p};"));
                }
            }
            w.line(&format!("@compute @workgroup_size({x}, {y}, {z})"));
            w.line(&format!("fn {name}({}) {{", params.join(", ")));
            w.indent += 1;
            for c in copies {
                w.line(&c);
            }
            w.line(&format!("{}({});", w.symbols[&f], args.join(", ")));
            w.indent -= 1;
            w.line("}");
        }
        Ok(())
    }

    /// The entry point `name` of a vertex or fragment shader: the inputs
    /// (of `io`, its interface) as parameters copied into their private
    /// variables, the call of `f`, the outputs returned in a struct.
    fn graphics_main(
        &mut self,
        w: &mut Walker,
        e: Op,
        name: &str,
        f: &str,
        stage: &str,
        io: Vec<(String, crate::stage::IoVar)>,
    ) -> R<()> {
        let ctx = w.ctx;
        for m in crate::stage::modes(ctx, e) {
            if m == "EarlyFragmentTests" {
                return Err(cannot(ctx, e, "WGSL", "[earlydepthstencil] (WGSL cannot force early fragment tests)"));
            }
        }
        let (mut params, mut copies, mut fields, mut results) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let entry_name = name;
        for (name, v) in io {
            let t = self.ty(w, v.ty, v.op)?;
            let (attr, ty, to, from) = match v.builtin.as_deref() {
                Some(b) => {
                    let (builtin, wt) = match (b, v.output) {
                        ("Position", true) | ("FragCoord", false) => ("position", t.clone()),
                        ("VertexIndex", false) => ("vertex_index", "u32".to_string()),
                        ("InstanceIndex", false) => ("instance_index", "u32".to_string()),
                        ("FrontFacing", false) => ("front_facing", t.clone()),
                        ("SampleId", false) => ("sample_index", "u32".to_string()),
                        ("SampleMask", _) => ("sample_mask", "u32".to_string()),
                        ("FragDepth", true) => ("frag_depth", t.clone()),
                        (other, _) => return Err(cannot(ctx, v.op, "WGSL", format!("the built-in {other}"))),
                    };
                    let (to, from) =
                        if wt != t { ("{name} = {t}({p});", "{wt}({name})") } else { ("{name} = {p};", "{name}") };
                    (format!("@builtin({builtin})"), wt, to, from)
                }
                None => {
                    let Some(location) = v.location else {
                        return Err(cannot(ctx, v.op, "WGSL", "a stage variable without a location"));
                    };
                    if v.index.is_some() {
                        return Err(cannot(ctx, v.op, "WGSL", "dual-source blending (vk::index)"));
                    }
                    let numeric = |ty| match *ctx.type_kind(ty) {
                        TypeKind::Int { .. } | TypeKind::Float { .. } => true,
                        TypeKind::Vector { elem, .. } => {
                            matches!(ctx.type_kind(elem), TypeKind::Int { .. } | TypeKind::Float { .. })
                        }
                        _ => false,
                    };
                    // An array of scalars or vectors, or a matrix, takes
                    // one location per element (per vector of the matrix),
                    // as the locations were assigned: flatten it into one
                    // inter-stage variable per location.
                    let mut transposed = None;
                    let pieces = match *ctx.type_kind(v.ty) {
                        _ if numeric(v.ty) => None,
                        TypeKind::Array { elem, len: Some(n) } if numeric(elem) && n > 0 => {
                            Some((self.ty(w, elem, v.op)?, n))
                        }
                        // WGSL's matrix is `rows` vectors of `cols`; a
                        // column-major one was given `cols` locations, one
                        // per vector of `rows` components (its transpose).
                        TypeKind::Matrix { elem, cols, rows, layout }
                            if matches!(ctx.type_kind(elem), TypeKind::Float { .. }) =>
                        {
                            let e = self.ty(w, elem, v.op)?;
                            if layout == nsl_ir::MatrixLayout::RowMajor || rows == cols {
                                Some((format!("vec{cols}<{e}>"), u32::from(rows)))
                            } else {
                                transposed = Some((rows, cols, e.clone()));
                                Some((format!("vec{rows}<{e}>"), u32::from(cols)))
                            }
                        }
                        _ => {
                            return Err(cannot(
                                ctx,
                                v.op,
                                "WGSL",
                                format!("the varying {t} (WGSL passes scalars and vectors only)"),
                            ));
                        }
                    };
                    if let Some((piece, n)) = pieces {
                        let interp = interpolation(&v);
                        let mut parts = Vec::new();
                        for i in 0..n {
                            let attr = format!("@location({}){interp}", location + i128::from(i));
                            if v.output {
                                let field = w.names.fresh(&format!("{name}_{i}"));
                                fields.push(format!("    {attr} {field}: {piece},"));
                                results.push(match &transposed {
                                    Some((rows, _, e)) => {
                                        let c: Vec<String> = (0..*rows).map(|r| format!("{name}[{r}][{i}]")).collect();
                                        format!("vec{rows}<{e}>({})", c.join(", "))
                                    }
                                    None => format!("{name}[{i}]"),
                                });
                            } else {
                                let p = w.names.fresh(&format!("in_{name}_{i}"));
                                params.push(format!("{attr} {p}: {piece}"));
                                parts.push(p);
                            }
                        }
                        if let (false, Some((rows, cols, e))) = (v.output, &transposed) {
                            let vecs: Vec<String> = (0..*rows)
                                .map(|r| {
                                    let c: Vec<String> = parts.iter().map(|p| format!("{p}[{r}]")).collect();
                                    format!("vec{cols}<{e}>({})", c.join(", "))
                                })
                                .collect();
                            copies.push(format!("{name} = {t}({});", vecs.join(", ")));
                        } else if !v.output {
                            copies.push(format!("{name} = {t}({});", parts.join(", ")));
                        }
                        continue;
                    }
                    if !numeric(v.ty) {
                        return Err(cannot(
                            ctx,
                            v.op,
                            "WGSL",
                            format!("the varying {t} (WGSL passes scalars and vectors only)"),
                        ));
                    }
                    let attr = format!("@location({location}){}", interpolation(&v));
                    (attr, t.clone(), "{name} = {p};", "{name}")
                }
            };
            let fill = |text: &str, p: &str| {
                text.replace("{name}", &name).replace("{p}", p).replace("{t}", &t).replace("{wt}", &ty)
            };
            if v.output {
                let field = w.names.fresh(&name);
                fields.push(format!("    {attr} {field}: {ty},"));
                results.push(fill(from, ""));
            } else {
                let p = w.names.fresh(&format!("in_{name}"));
                params.push(format!("{attr} {p}: {ty}"));
                copies.push(fill(to, &p));
            }
        }
        let ret = if fields.is_empty() {
            String::new()
        } else {
            let out = w.names.fresh(&format!("{entry_name}_Output"));
            self.structs.push_str(&format!("struct {out} {{\n{}\n}}\n", fields.join("\n")));
            format!(" -> {out}")
        };
        w.line(&format!("@{stage}"));
        w.line(&format!("fn {entry_name}({}){ret} {{", params.join(", ")));
        w.indent += 1;
        for c in copies {
            w.line(&c);
        }
        w.line(&format!("{}();", w.symbols[f]));
        if let Some(out) = ret.strip_prefix(" -> ") {
            w.line(&format!("return {out}({});", results.join(", ")));
        }
        w.indent -= 1;
        w.line("}");
        Ok(())
    }

    fn signature(&mut self, w: &mut Walker, f: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let name = w.symbols[&sym].clone();
        let fty = ctx.attr_type(f, "type").ok_or_else(|| cannot(ctx, f, "WGSL", "a function without a type"))?;
        let TypeKind::Function { results, .. } = ctx.type_kind(fty).clone() else {
            return Err(cannot(ctx, f, "WGSL", "a function without a function type"));
        };
        let ret = match results[..] {
            [] => String::new(),
            [r] => format!(" -> {}", self.ty(w, r, f)?),
            _ => return Err(cannot(ctx, f, "WGSL", "a function with several results")),
        };
        let mut params = Vec::new();
        for &a in ctx.block_args(ctx.body(f, 0)) {
            let hint = ctx.value_name(a).map_or("p".to_string(), |s| ctx.str(s).to_string());
            let pname = w.names.fresh(&hint);
            match *ctx.type_kind(ctx.value_type(a)) {
                TypeKind::Ptr { pointee, space } => {
                    // WGSL's pointer parameters: function or private memory.
                    let space = if space == nsl_ir::AddressSpace::Private { "private" } else { "function" };
                    params.push(format!("{pname}: ptr<{space}, {}>", self.ty(w, pointee, f)?));
                    w.values.insert(a, Expr { text: format!("*{pname}"), prec: Prec::Unary });
                }
                _ => {
                    params.push(format!("{pname}: {}", self.ty(w, ctx.value_type(a), f)?));
                    w.values.insert(a, Expr::atom(pname));
                }
            }
        }
        if let Some(passed) = ctx.attr_symbol(f, "sym").and_then(|s| self.builtin_params.get(&s)).cloned() {
            for (pname, ty) in passed {
                params.push(format!("{pname}: {}", self.ty(w, ty, f)?));
            }
        }
        Ok(format!("fn {name}({}){ret}", params.join(", ")))
    }

    fn global(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let ty = ctx.attr_type(op, "type").ok_or_else(|| cannot(ctx, op, "WGSL", "a variable without a type"))?;
        let storage = ctx.attr_str(op, "storage").unwrap_or_default();
        let name = w.names.fresh(&sym);
        w.symbols.insert(sym, name.clone());
        let t = self.ty(w, ty, op)?;
        if let Some(v) = crate::stage::io_var(ctx, op) {
            if v.builtin.as_deref().is_none_or(crate::stage::is_stage_builtin) {
                self.globals.push_str(&format!("var<private> {name}: {t};\n"));
                self.io.push((name, v));
                return Ok(());
            }
        }
        if let Some(b) = ctx.attr_str(op, "builtin") {
            let builtin = match b {
                "GlobalInvocationId" => "global_invocation_id",
                "LocalInvocationId" => "local_invocation_id",
                "WorkgroupId" => "workgroup_id",
                "NumWorkgroups" => "num_workgroups",
                "LocalInvocationIndex" => "local_invocation_index",
                "SubgroupLocalInvocationId" | "SubgroupSize" => {
                    self.subgroups = true;
                    if b == "SubgroupSize" {
                        "subgroup_size"
                    } else {
                        "subgroup_invocation_id"
                    }
                }
                _ => return Err(cannot(ctx, op, "WGSL", format!("the built-in {b} (WGSL has no such built-in)"))),
            };
            let _ = t;
            let Some(sym) = ctx.attr_symbol(op, "sym") else {
                return Err(cannot(ctx, op, "WGSL", "a built-in input without a symbol"));
            };
            self.builtins.push((name, ty, builtin, sym));
            return Ok(());
        }
        let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
        let decl = match storage {
            "storage_buffer" => {
                if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) {
                    return Err(cannot(ctx, op, "WGSL", "an array of buffers (WGSL has no descriptor arrays)"));
                }
                let access = if ctx.attr(op, "readonly").is_some() { "read" } else { "read_write" };
                format!("@group({s}) @binding({b}) var<storage, {access}> {name}: {t};\n")
            }
            "uniform" => {
                if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) {
                    return Err(cannot(
                        ctx,
                        op,
                        "WGSL",
                        "an array of ConstantBuffer<T> (a descriptor array of uniform buffers)",
                    ));
                }
                if narrow_array(ctx, ty) {
                    return Err(cannot(
                        ctx,
                        op,
                        "WGSL",
                        "an array of scalars or 2-vectors in a uniform buffer (WGSL needs a stride of 16 bytes there: the pad-uniform-arrays pass pads them)",
                    ));
                }
                format!("@group({s}) @binding({b}) var<uniform> {name}: {t};\n")
            }
            "push_constant" => format!("var<immediate> {name}: {t};\n"),
            "uniform_constant" => format!("@group({s}) @binding({b}) var {name}: {t};\n"),
            "workgroup" => format!("var<workgroup> {name}: {t};\n"),
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                format!("var<private> {name}: {t} = {};\n", init.text)
            }
            other => return Err(cannot(ctx, op, "WGSL", format!("a variable in the {other} storage class"))),
        };
        self.globals.push_str(&decl);
        Ok(())
    }

    /// A texture type: `texture_2d<f32>`, `texture_storage_2d<rgba32float,
    /// read_write>` (the format of the texel type's channels), ...
    fn texture_type(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        let shape = Shape::of_any(w, t).ok_or_else(|| cannot(ctx, op, "WGSL", "a non-texture"))?;
        if shape.depth {
            return Ok(match (shape.base, shape.array, shape.multisampled) {
                (Base::D2, false, false) => "texture_depth_2d",
                (Base::D2, true, false) => "texture_depth_2d_array",
                (Base::Cube, false, false) => "texture_depth_cube",
                (Base::Cube, true, false) => "texture_depth_cube_array",
                (Base::D2, false, true) => "texture_depth_multisampled_2d",
                _ => {
                    return Err(cannot(
                        ctx,
                        op,
                        "WGSL",
                        "a depth texture of this shape (WGSL has no such texture type)",
                    ))
                }
            }
            .to_string());
        }
        let dim = match (shape.base, shape.array) {
            (Base::D1, false) => "1d",
            (Base::D2, false) => "2d",
            (Base::D3, false) => "3d",
            (Base::Cube, false) if !shape.rw => "cube",
            (Base::D2, true) => "2d_array",
            (Base::Cube, true) if !shape.rw => "cube_array",
            _ => return Err(cannot(ctx, op, "WGSL", "a texture of this shape (WGSL has no such texture type)")),
        };
        let scalar = self.ty(w, ctx.scalar_of(shape.texel), op)?;
        if scalar == "f16" {
            return Err(cannot(ctx, op, "WGSL", "a texture of f16 texels (WGSL textures sample f32)"));
        }
        if shape.rw {
            if shape.multisampled {
                return Err(cannot(ctx, op, "WGSL", "a multisampled storage texture (WGSL has no such texture type)"));
            }
            let kind = match scalar.as_str() {
                "f32" => "float",
                "i32" => "sint",
                _ => "uint",
            };
            let channels = match shape.channels(w) {
                1 => "r",
                2 => "rg",
                4 => "rgba",
                _ => return Err(cannot(ctx, op, "WGSL", "a read-write texture of 3-channel texels (no such format)")),
            };
            let access = if shape.write_only { "write" } else { "read_write" };
            return Ok(format!("texture_storage_{dim}<{channels}32{kind}, {access}>"));
        }
        if shape.multisampled {
            // WGSL's only multisampled texture is 2D, not arrayed.
            if shape.array || shape.base != Base::D2 {
                return Err(cannot(ctx, op, "WGSL", "a multisampled texture array (WGSL has no such texture type)"));
            }
            return Ok(format!("texture_multisampled_2d<{scalar}>"));
        }
        Ok(format!("texture_{dim}<{scalar}>"))
    }

    /// A texture access: `textureSampleLevel(t, s, uv, lod)`,
    /// `textureLoad(t, xy, mip)` (for a read-write texture `textureLoad(t,
    /// xy)`), `textureStore(t, xy, v)` (as 4 channels), the dimensions
    /// (and for an array its layer count). An array layer is a separate
    /// integer argument; a read is 4 channels, cut to the texel's.
    fn texture(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let shape = Shape::of_any(w, ctx.value_type(ctx.operand(op, 0)))
            .ok_or_else(|| cannot(ctx, op, "WGSL", "a texture op on a non-texture"))?;
        let name = ctx.op_name(op);
        let (a, offset) = texel_offset(ctx, op, a, shape)?;
        if shape.depth
            && [hl::TEXTURE_SAMPLE.name, hl::TEXTURE_SAMPLE_LEVEL.name, hl::TEXTURE_LOAD.name]
                .into_iter()
                .chain([hl::TEXTURE_SAMPLE_CMP.name, hl::TEXTURE_GATHER.name])
                .any(|n| n == name)
        {
            return self.depth_texture(w, op, a, shape, offset);
        }

        let n = shape.coords();
        let channels = shape.channels(w);
        // WGSL's offset is the last argument of each sampling function.
        let with_offset = |mut args: Vec<Expr>| {
            args.extend(offset.clone());
            args
        };
        if ctx.attr(op, "clamp").is_some() {
            return Err(cannot(ctx, op, "WGSL", "a minimum level of detail (clamp)"));
        }
        if name == hl::TEXTURE_SAMPLE_CMP.name || (name == hl::TEXTURE_GATHER.name && a.len() > 3) {
            return Err(cannot(ctx, op, "WGSL", "a comparison on a texture that is not a depth texture"));
        }
        Ok(match name {
            x if x == hl::TEXTURE_SAMPLE_LEVEL.name || x == hl::TEXTURE_SAMPLE.name => {
                if x == hl::TEXTURE_SAMPLE.name {
                    crate::stage::implicit_lod(ctx, op, "WGSL")?;
                }
                let (uv, layer) = split_coordinate(w, self, op, a, 2, n)?;
                let mut args = vec![a[0].clone(), a[1].clone(), uv];
                args.extend(layer.iter().map(|l| Expr::call("i32", std::slice::from_ref(l))));
                if x == hl::TEXTURE_SAMPLE_LEVEL.name {
                    args.push(a[3].clone());
                    fit_texel(Expr::call("textureSampleLevel", &with_offset(args)), channels)
                } else {
                    fit_texel(Expr::call("textureSample", &with_offset(args)), channels)
                }
            }
            x if x == hl::TEXTURE_LOAD.name || x == hl::TEXTURE_STORE.name => {
                if offset.is_some() {
                    return Err(cannot(ctx, op, "WGSL", "a texel offset on a load (textureLoad has none)"));
                }
                let (xy, extra) = split_coordinate(w, self, op, a, 1, n)?;
                let mut args = vec![a[0].clone(), xy];
                args.extend(extra);
                if x == hl::TEXTURE_STORE.name {
                    let value = self.pad4(w, shape.texel, &a[2], op)?;
                    args.push(value);
                    Expr::call("textureStore", &args)
                } else {
                    fit_texel(Expr::call("textureLoad", &args), channels)
                }
            }
            x if x == hl::TEXTURE_SAMPLE_BIAS.name || x == hl::TEXTURE_SAMPLE_GRAD.name => {
                if x == hl::TEXTURE_SAMPLE_BIAS.name {
                    crate::stage::implicit_lod(ctx, op, "WGSL")?;
                }
                let (uv, layer) = split_coordinate(w, self, op, a, 2, n)?;
                let mut args = vec![a[0].clone(), a[1].clone(), uv];
                args.extend(layer.iter().map(|l| Expr::call("i32", std::slice::from_ref(l))));
                args.extend_from_slice(&a[3..]);
                let f = if x == hl::TEXTURE_SAMPLE_BIAS.name { "textureSampleBias" } else { "textureSampleGrad" };
                fit_texel(Expr::call(f, &with_offset(args)), channels)
            }
            x if x == hl::TEXTURE_GATHER.name && a.len() == 3 => {
                let (uv, layer) = split_coordinate(w, self, op, a, 2, n)?;
                let component = Expr::atom(format!("{}", ctx.attr_int(op, "component").unwrap_or(0)));
                let mut args = vec![component, a[0].clone(), a[1].clone(), uv];
                args.extend(layer.iter().map(|l| Expr::call("i32", std::slice::from_ref(l))));
                Expr::call("textureGather", &with_offset(args))
            }
            x if x == hl::TEXTURE_LEVELS.name => Expr::call("textureNumLevels", &a[..1]),
            x if x == hl::TEXTURE_SAMPLES.name => Expr::call("textureNumSamples", &a[..1]),
            x if x == hl::TEXTURE_SIZE.name => {
                let dims = Expr::call("textureDimensions", &a[..a.len().min(2)]);
                if shape.array {
                    let rt = self.ty(w, ctx.value_type(ctx.result(op, 0)), op)?;
                    Expr::call(&rt, &[dims, Expr::call("textureNumLayers", &a[..1])])
                } else {
                    dims
                }
            }
            _ => return Err(cannot(ctx, op, "WGSL", format!("the op '{name}'"))),
        })
    }

    /// A read of a depth texture (`texture_depth_*`, whose texel is one
    /// f32): `textureSample`, `textureSampleLevel` (an integer level),
    /// `textureLoad`, `textureGather` (component 0 only), and the
    /// comparisons `textureSampleCompare` (implicit level),
    /// `textureSampleCompareLevel` (level 0: `SampleCmpLevelZero`) and
    /// `textureGatherCompare`. WGSL has no other comparison.
    fn depth_texture(&mut self, w: &mut Walker, op: Op, a: &[Expr], shape: Shape, offset: Option<Expr>) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        for (attr, what) in [
            ("clamp", "a minimum level of detail (clamp)"),
            ("sparse", "a sparse read (residency status)"),
            ("bias", "a comparison with a level-of-detail bias"),
            ("grad", "a comparison with explicit gradients"),
        ] {
            if ctx.attr(op, attr).is_some() {
                return Err(cannot(ctx, op, "WGSL", what));
            }
        }
        let result = ctx.value_type(ctx.result(op, 0));
        let scalar_read = matches!(ctx.type_kind(result), TypeKind::Float { width: 32 });
        let n = shape.coords();
        // The operands before the offset.
        let operands = ctx.operands(op).len() - usize::from(offset.is_some());
        let with_offset = |mut args: Vec<Expr>| {
            args.extend(offset.clone());
            args
        };
        let sampled = |w: &mut Walker, t: &mut Self| -> R<Vec<Expr>> {
            let (uv, layer) = split_coordinate(w, t, op, a, 2, n)?;
            let mut args = vec![a[0].clone(), a[1].clone(), uv];
            args.extend(layer.iter().map(|l| Expr::call("i32", std::slice::from_ref(l))));
            Ok(args)
        };
        if name == hl::TEXTURE_GATHER.name {
            let mut args = sampled(w, self)?;
            if operands == 4 {
                args.push(a[3].clone());
                return Ok(Expr::call("textureGatherCompare", &with_offset(args)));
            }
            if ctx.attr_int(op, "component").unwrap_or(0) != 0 {
                return Err(cannot(ctx, op, "WGSL", "a gather of a depth texture's component other than 0"));
            }
            return Ok(Expr::call("textureGather", &with_offset(args)));
        }
        if !scalar_read {
            return Err(cannot(ctx, op, "WGSL", "a depth texture read as a vector"));
        }
        Ok(match name {
            x if x == hl::TEXTURE_SAMPLE_CMP.name => {
                let mut args = sampled(w, self)?;
                args.push(a[3].clone());
                match operands {
                    4 => {
                        crate::stage::implicit_lod(ctx, op, "WGSL")?;
                        Expr::call("textureSampleCompare", &with_offset(args))
                    }
                    5 if crate::texture::is_float_zero(ctx, ctx.operand(op, 4)) => {
                        Expr::call("textureSampleCompareLevel", &with_offset(args))
                    }
                    _ => return Err(cannot(ctx, op, "WGSL", "a comparison at a level other than 0")),
                }
            }
            x if x == hl::TEXTURE_LOAD.name => {
                if offset.is_some() {
                    return Err(cannot(ctx, op, "WGSL", "a texel offset on a load (textureLoad has none)"));
                }
                let (xy, extra) = split_coordinate(w, self, op, a, 1, n)?;
                let mut args = vec![a[0].clone(), xy];
                args.extend(extra);
                Expr::call("textureLoad", &args)
            }
            x => {
                let mut args = sampled(w, self)?;
                if x == hl::TEXTURE_SAMPLE_LEVEL.name {
                    args.push(Expr::call("i32", &a[3..4]));
                    Expr::call("textureSampleLevel", &with_offset(args))
                } else {
                    crate::stage::implicit_lod(ctx, op, "WGSL")?;
                    Expr::call("textureSample", &with_offset(args))
                }
            }
        })
    }

    /// A texel as the 4 channels `textureStore` takes (the format ignores
    /// the channels it lacks).
    fn pad4(&mut self, w: &mut Walker, texel: Type, value: &Expr, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        let scalar = ctx.scalar_of(texel);
        let channels = w.components(texel);
        if channels == 4 {
            return Ok(value.clone());
        }
        let zero = self.zero(w, scalar, op)?;
        let mut parts = vec![value.clone()];
        parts.extend(std::iter::repeat_n(zero, 4 - channels));
        Ok(Expr::call(&format!("vec4<{}>", self.ty(w, scalar, op)?), &parts))
    }

    /// `value` (an int or float attribute) in every component of `ty`.
    fn splat(&mut self, w: &mut Walker, ty: Type, value: AttrKind, op: Op) -> R<Expr> {
        let scalar = w.ctx.scalar_of(ty);
        let s = self.literal(w, scalar, &value, op)?;
        if scalar == ty {
            Ok(s)
        } else {
            Ok(Expr::call(&self.ty(w, ty, op)?, &[s]))
        }
    }

    /// The same shape as `ty` with `u32` components.
    fn unsigned_like(w: &Walker, ty: Type) -> String {
        match *w.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => format!("vec{len}<u32>"),
            _ => "u32".to_string(),
        }
    }

    fn arith(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let ty = ctx.value_type(first);
        let rt = ctx.value_type(ctx.result(op, 0));
        let is_bool = w.is_bool(ty);
        let is_scalar = ctx.is_scalar(ty);
        let is_mat = matches!(ctx.type_kind(ty), TypeKind::Matrix { .. });
        Ok(Some(match name {
            // `*` on WGSL matrices is the linear-algebra product, and `/`
            // and `%` do not exist: the IR's are component-wise, per column.
            n if (n == arith::MUL.name || n == arith::DIV.name || n == arith::REM.name) && is_mat => {
                let TypeKind::Matrix { rows, .. } = *ctx.type_kind(ty) else { unreachable!() };
                let sym = match n {
                    _ if n == arith::MUL.name => "*",
                    _ if n == arith::DIV.name => "/",
                    _ => "%",
                };
                let x = w.named(self, ctx.operand(op, 0), a[0].clone(), op)?;
                let y = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let cols: Vec<Expr> = (0..rows)
                    .map(|i| {
                        let i = Expr::atom(i.to_string());
                        x.index(&i).binary(sym, &y.index(&i), Prec::Multiplicative)
                    })
                    .collect();
                Expr::call(&self.ty(w, rt, op)?, &cols)
            }
            n if (n == arith::DIV.name || n == arith::REM.name) && !w.is_float(ty) => {
                // WGSL gives x / 0 = x and x % 0 = 0; the IR x / 0 = all
                // ones and x % 0 = x (MIN / -1 = MIN in both).
                let y = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let zero = self.splat(w, ty, AttrKind::Int(0), op)?;
                let is_zero = y.binary("==", &zero, Prec::Equality);
                let (sym, fallback) = if n == arith::DIV.name {
                    let ones = if w.is_signed(ty) { -1 } else { i128::from(u32::MAX) };
                    ("/", self.splat(w, ty, AttrKind::Int(ones), op)?)
                } else {
                    ("%", a[0].clone())
                };
                Expr::call("select", &[a[0].binary(sym, &y, Prec::Multiplicative), fallback, is_zero])
            }
            n if n == arith::REM.name => a[0].binary("%", &a[1], Prec::Multiplicative),
            n if n == arith::AND.name && is_bool && is_scalar => logical(&a[0], "&&", &a[1], Prec::LogicalAnd),
            n if n == arith::OR.name && is_bool && is_scalar => logical(&a[0], "||", &a[1], Prec::LogicalOr),
            n if n == arith::XOR.name && is_bool => relation(&a[0], "!=", &a[1]),
            n if n == arith::AND.name => bitwise(&a[0], "&", &a[1], Prec::BitAnd),
            n if n == arith::OR.name => bitwise(&a[0], "|", &a[1], Prec::BitOr),
            n if n == arith::XOR.name => bitwise(&a[0], "^", &a[1], Prec::BitXor),
            n if n == arith::NOT.name && is_bool => a[0].prefix("!"),
            n if n == arith::NOT.name => a[0].prefix("~"),
            n if n == arith::SHL.name || n == arith::SHR.name => {
                // The amount is a u32, taken modulo the width as in the IR.
                let sty = ctx.value_type(ctx.operand(op, 1));
                let u = Self::unsigned_like(w, sty);
                let mask = self.splat(w, ctx.value_type(ctx.operand(op, 1)), AttrKind::Int(31), op)?;
                let amount = Expr::call(&format!("bitcast<{u}>"), &[bitwise(&a[1], "&", &mask, Prec::BitAnd)]);
                let sym = if n == arith::SHL.name { "<<" } else { ">>" };
                bitwise(&a[0], sym, &amount, Prec::Shift)
            }
            // WGSL leaves comparisons with a NaN to the implementation, and
            // naga writes `!=` of floats as an ordered comparison (false for
            // a NaN); `!(a == b)` is true for a NaN, as the IR's `ne` is.
            n if n == arith::CMP.name && ctx.attr_str(op, "pred") == Some("ne") && w.is_float(ty) => {
                relation(&a[0], "==", &a[1]).prefix("!")
            }
            n if n == arith::CMP.name => {
                let sym = match ctx.attr_str(op, "pred").unwrap_or("eq") {
                    "eq" => "==",
                    "ne" => "!=",
                    "lt" => "<",
                    "le" => "<=",
                    "gt" => ">",
                    _ => ">=",
                };
                relation(&a[0], sym, &a[1])
            }
            // WGSL's `select` takes scalars and vectors only: a struct, an
            // array or a matrix is chosen by an `if` into a variable.
            n if n == arith::SELECT.name
                && matches!(
                    ctx.type_kind(rt),
                    TypeKind::Struct { .. } | TypeKind::Array { .. } | TypeKind::Matrix { .. }
                ) =>
            {
                let name = w.names.fresh("chosen");
                let decl = format!("var {name}: {};", self.ty(w, rt, op)?);
                w.line(&decl);
                w.line(&format!("if ({}) {{", a[0].text));
                w.line(&format!("    {name} = {};", a[1].text));
                w.line("} else {");
                w.line(&format!("    {name} = {};", a[2].text));
                w.line("}");
                Expr::atom(&name)
            }
            n if n == arith::SELECT.name => Expr::call("select", &[a[2].clone(), a[1].clone(), a[0].clone()]),
            n if n == arith::CONVERT.name => {
                if ty == rt {
                    a[0].clone()
                } else {
                    Expr::call(&self.ty(w, rt, op)?, a)
                }
            }
            n if n == arith::BITCAST.name => Expr::call(&format!("bitcast<{}>", self.ty(w, rt, op)?), a),
            _ => return Ok(None),
        }))
    }

    fn math(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let short = ctx.op_name(op).trim_start_matches("math.");
        let ty = ctx.value_type(ctx.operand(op, 0));
        let direct = |f: &str| Expr::call(f, a);
        Ok(match short {
            "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "exp" | "exp2" | "log"
            | "log2" | "sqrt" | "floor" | "ceil" | "round" | "trunc" | "degrees" | "radians" | "atan2" | "pow"
            | "step" | "smoothstep" | "abs" | "min" | "max" | "clamp" | "sign" | "dot" | "cross" | "length"
            | "distance" | "normalize" | "reflect" | "refract" | "determinant" | "saturate" => direct(short),
            // WGSL's take bools: numbers compare with 0 first.
            "any" | "all" if w.is_bool(ty) => direct(short),
            "any" | "all" if w.components(ty) == 1 => Expr::call("bool", a),
            "any" | "all" => Expr::call(short, &[Expr::call(&format!("vec{}<bool>", w.components(ty)), a)]),
            "fma" if w.is_float(ty) => direct("fma"),
            "fma" | "mad" => a[0].binary("*", &a[1], Prec::Multiplicative).binary("+", &a[2], Prec::Additive),
            "faceforward" => direct("faceForward"),
            "rsqrt" => direct("inverseSqrt"),
            "frac" => direct("fract"),
            "lerp" => direct("mix"),
            // WGSL's give the operand's type; HLSL's give uint for int operands
            // (the IR's result type): the bits are the same.
            "countbits" | "firstbithigh" | "firstbitlow" => {
                let f = match short {
                    "countbits" => "countOneBits",
                    "firstbithigh" => "firstLeadingBit",
                    _ => "firstTrailingBit",
                };
                let rt = ctx.value_type(ctx.result(op, 0));
                if rt == ty {
                    direct(f)
                } else {
                    Expr::call(&format!("bitcast<{}>", self.ty(w, rt, op)?), &[direct(f)])
                }
            }
            "reversebits" => direct("reverseBits"),
            "log10" => {
                let k = self.splat(w, ty, AttrKind::Float(std::f64::consts::LOG10_2.to_bits()), op)?;
                direct("log2").binary("*", &k, Prec::Multiplicative)
            }
            "rcp" => self.splat(w, ty, AttrKind::Float(1f64.to_bits()), op)?.binary("/", &a[0], Prec::Multiplicative),
            "ldexp" => a[0].binary("*", &Expr::call("exp2", &a[1..2]), Prec::Multiplicative),
            // A NaN's magnitude bits are above infinity's: a test of the
            // bits holds whatever the implementation assumes about NaNs (WGSL
            // lets it assume there are none, so `x != x` may be false).
            "isnan" if w.width(ty) == 32 => {
                let bits = Expr::call(&format!("bitcast<{}>", Self::unsigned_like(w, ty)), a);
                let mag = bitwise(&bits, "&", &Self::splat_u32(w, ty, 0x7fff_ffff), Prec::BitAnd);
                mag.binary(">", &Self::splat_u32(w, ty, 0x7f80_0000), Prec::Relational)
            }
            "isnan" | "isinf" | "isfinite" if w.width(ty) == 16 => {
                return Err(cannot(ctx, op, "WGSL", format!("'{short}' of f16 values")));
            }
            "isnan" => {
                let x = w.named(self, ctx.operand(op, 0), a[0].clone(), op)?;
                x.binary("==", &x, Prec::Equality).prefix("!")
            }
            // On the bits, as `isnan`: an infinity as a const-expression
            // is an error in WGSL.
            "isinf" | "isfinite" if w.width(ty) == 32 => {
                let bits = Expr::call(&format!("bitcast<{}>", Self::unsigned_like(w, ty)), a);
                let mag = bitwise(&bits, "&", &Self::splat_u32(w, ty, 0x7fff_ffff), Prec::BitAnd);
                let inf = Self::splat_u32(w, ty, 0x7f80_0000);
                if short == "isinf" {
                    mag.binary("==", &inf, Prec::Equality)
                } else {
                    mag.binary("<", &inf, Prec::Relational)
                }
            }
            "isinf" | "isfinite" => {
                let inf =
                    Expr::call(&format!("bitcast<{}>", self.ty(w, ty, op)?), &[Self::splat_u32(w, ty, 0x7f80_0000)]);
                let mag = Expr::call("abs", a);
                if short == "isinf" {
                    mag.binary("==", &inf, Prec::Equality)
                } else {
                    mag.binary("<", &inf, Prec::Relational)
                }
            }
            "f32tof16" => {
                let packed =
                    Expr::call("pack2x16float", &[Expr::call("vec2<f32>", &[a[0].clone(), Expr::atom("0.0f")])]);
                bitwise(&packed, "&", &Expr::atom("65535u"), Prec::BitAnd)
            }
            "f16tof32" => Expr::call("unpack2x16float", a).postfix(".x"),
            _ => return Err(cannot(ctx, op, "WGSL", format!("the op 'math.{short}'"))),
        })
    }

    /// A wave operation as a built-in of the `subgroups` extension
    /// (`subgroupAdd`, ...). Those that need a built-in input
    /// (`WaveGetLaneIndex`, `WaveGetLaneCount`) or that WGSL lacks (rotations,
    /// partitions, quad votes) are `NSL3150`.
    fn wave(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let short = name.trim_start_matches("gpu.wave_");
        let f = match short {
            "active_sum" => "subgroupAdd",
            "active_product" => "subgroupMul",
            "active_min" => "subgroupMin",
            "active_max" => "subgroupMax",
            "active_bit_and" => "subgroupAnd",
            "active_bit_or" => "subgroupOr",
            "active_bit_xor" => "subgroupXor",
            "active_all_true" => "subgroupAll",
            "active_any_true" => "subgroupAny",
            "active_ballot" => "subgroupBallot",
            "prefix_sum" => "subgroupExclusiveAdd",
            "prefix_product" => "subgroupExclusiveMul",
            "read_lane_first" => "subgroupBroadcastFirst",
            "read_lane_at" => "subgroupShuffle",
            // `subgroupElect` is not in naga yet (naga 30): the first active
            // lane is the one whose exclusive count of active lanes is zero,
            // which every WGSL consumer reads (and judges as Elect for uniformity).
            "is_first_lane" => {
                self.subgroups = true;
                let before = Expr::call("subgroupExclusiveAdd", &[Expr::atom("1u")]);
                return Ok(before.binary("==", &Expr::atom("0u"), Prec::Equality));
            }
            "active_count_bits" => {
                self.subgroups = true;
                let ballot = Expr::call("subgroupBallot", a);
                return Ok(Expr::call("dot", &[Expr::call("countOneBits", &[ballot]), Expr::atom("vec4<u32>(1u)")]));
            }
            "group" if ctx.operands(op).len() == 1 => {
                let group = ctx.attr_str(op, "group").unwrap_or_default();
                let f = match (ctx.attr_str(op, "op").unwrap_or_default(), group) {
                    ("add", "reduce") => "subgroupAdd",
                    ("mul", "reduce") => "subgroupMul",
                    ("min", "reduce") => "subgroupMin",
                    ("max", "reduce") => "subgroupMax",
                    ("and", "reduce") => "subgroupAnd",
                    ("or", "reduce") => "subgroupOr",
                    ("xor", "reduce") => "subgroupXor",
                    ("add", "inclusive") => "subgroupInclusiveAdd",
                    ("mul", "inclusive") => "subgroupInclusiveMul",
                    ("add", "exclusive") => "subgroupExclusiveAdd",
                    ("mul", "exclusive") => "subgroupExclusiveMul",
                    _ => {
                        return Err(cannot(ctx, op, "WGSL", format!("this wave {group} (WGSL scans only add and mul)")))
                    }
                };
                self.subgroups = true;
                return Ok(Expr::call(f, &a[..1]));
            }
            _ => {
                return Err(cannot(
                    ctx,
                    op,
                    "WGSL",
                    format!("the wave operation '{name}' (not among WGSL's subgroup built-ins)"),
                ))
            }
        };
        self.subgroups = true;
        Ok(Expr::call(f, a))
    }

    /// An atomic op on `atomic<T>` memory (its pointer `a[0]`, an lvalue).
    fn atomic(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let ptr = ctx.operand(op, 0);
        let atomic_memory = match *ctx.type_kind(ctx.value_type(ptr)) {
            TypeKind::Ptr { pointee, .. } => gpu::atomic_value_type(ctx, pointee).is_some(),
            _ => false,
        };
        if !atomic_memory {
            return Err(cannot(
                ctx,
                op,
                "WGSL",
                "atomics on memory not typed atomic<T> (the atomic-memory pass types it)",
            ));
        }
        let p = a[0].prefix("&");
        if name == gpu::ATOMIC_LOAD.name {
            return Ok(Expr::call("atomicLoad", &[p]));
        }
        if name == gpu::ATOMIC_CMPXCHG.name {
            // A strong compare-exchange from WGSL's weak one: retry while
            // it failed although the value was `compare`.
            let ty = ctx.value_type(ctx.result(op, 0));
            let compare = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
            let value = w.named(self, ctx.operand(op, 2), a[2].clone(), op)?;
            let old = w.names.fresh("old");
            let d = self.decl(w, ty, &old, op)?;
            w.line(&format!("{d};"));
            w.line("loop {");
            w.indent += 1;
            let r = w.names.fresh("r");
            w.line(&format!("let {r} = atomicCompareExchangeWeak({}, {}, {});", p.text, compare.text, value.text));
            w.line(&format!("if ({r}.exchanged || {r}.old_value != {}) {{", compare.text));
            w.indent += 1;
            w.line(&format!("{old} = {r}.old_value;"));
            w.line("break;");
            w.indent -= 1;
            w.line("}");
            w.indent -= 1;
            w.line("}");
            return Ok(Expr::atom(old));
        }
        let f = match ctx.attr_str(op, "op") {
            Some("add") => "atomicAdd",
            Some("and") => "atomicAnd",
            Some("or") => "atomicOr",
            Some("xor") => "atomicXor",
            Some("min") => "atomicMin",
            Some("max") => "atomicMax",
            Some("exchange") => "atomicExchange",
            _ => return Err(cannot(ctx, op, "WGSL", format!("the op '{name}'"))),
        };
        Ok(Expr::call(f, &[p, a[1].clone()]))
    }

    /// A `u32` (or vector of them) of the shape of `ty`, every component `bits`.
    fn splat_u32(w: &Walker, ty: Type, bits: u32) -> Expr {
        match *w.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => Expr::call(&format!("vec{len}<u32>"), &[Expr::atom(format!("{bits}u"))]),
            _ => Expr::atom(format!("{bits}u")),
        }
    }
}

impl Target for Wgsl {
    fn name(&self) -> &'static str {
        "WGSL"
    }

    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        Ok(match ctx.type_kind(t).clone() {
            TypeKind::Bool => "bool".to_string(),
            TypeKind::Int { width: 32, signed: true } => "i32".to_string(),
            TypeKind::Int { width: 32, signed: false } => "u32".to_string(),
            TypeKind::Float { width: 32 } => "f32".to_string(),
            // The `f16` extension: `enable f16;` heads the module.
            TypeKind::Float { width: 16 } => {
                self.f16 = true;
                "f16".to_string()
            }
            TypeKind::Int { width, .. } | TypeKind::Float { width } => {
                return Err(cannot(ctx, op, "WGSL", format!("{width}-bit types (WGSL has 32-bit scalars and f16)")))
            }
            TypeKind::Vector { elem, len } => format!("vec{len}<{}>", self.ty(w, elem, op)?),
            TypeKind::Matrix { elem, rows, cols, .. } => format!("mat{rows}x{cols}<{}>", self.ty(w, elem, op)?),
            TypeKind::Array { elem, len: Some(n) } => format!("array<{}, {n}>", self.ty(w, elem, op)?),
            TypeKind::Array { elem, len: None } => format!("array<{}>", self.ty(w, elem, op)?),
            TypeKind::Struct { name, fields } => {
                if let Some(n) = self.struct_names.get(&t) {
                    return Ok(n.clone());
                }
                // WGSL lays a struct out by its members' alignments; in
                // uniform memory it requires std140's 16-byte alignment of
                // member structs and arrays but does not give it. So a
                // uniform struct's struct and array members get
                // `@align(16)` and its last member the `@size` that pads
                // the struct to std140's size (a multiple of 16): then
                // every offset is std140's. Storage memory (std430) lays
                // out by the members alone: a struct in both whose two
                // layouts differ has no single WGSL declaration.
                let members: Vec<Type> = fields.iter().map(|f| f.1).collect();
                let mut attrs = vec![String::new(); fields.len()];
                if self.uniform_structs.contains(&t) {
                    use nsl_spirv::layout::{size_align, struct_layout, Layout};
                    let std140 = struct_layout(ctx, &members, Layout::Std140);
                    let offsets_size = |layout| {
                        let offsets = struct_layout(ctx, &members, layout).map(|(o, _, _)| o);
                        (offsets, size_align(ctx, t, layout).map(|(size, _)| size))
                    };
                    if self.storage_structs.contains(&t) && offsets_size(Layout::Std140) != offsets_size(Layout::Std430)
                    {
                        return Err(cannot(
                            ctx,
                            op,
                            "WGSL",
                            format!(
                                "the struct {} in uniform memory (std140) and in storage memory (std430), where its layouts differ",
                                ctx.str(name)
                            ),
                        ));
                    }
                    for (i, &m) in members.iter().enumerate() {
                        // A WGSL struct or array is aligned as in std430.
                        let natural = size_align(ctx, m, Layout::Std430).map_or(1, |(_, a)| a);
                        if matches!(ctx.type_kind(m), TypeKind::Array { .. } | TypeKind::Struct { .. }) && natural < 16
                        {
                            attrs[i] = "@align(16) ".to_string();
                        }
                    }
                    let (Some((offsets, _, _)), Some((size, _))) = (std140, size_align(ctx, t, Layout::Std140)) else {
                        return Err(cannot(ctx, op, "WGSL", format!("the struct {} in uniform memory", ctx.str(name))));
                    };
                    if let (Some(&last), Some(&off)) = (members.last(), offsets.last()) {
                        let natural = size_align(ctx, last, Layout::Std140).map_or(0, |(s, _)| s);
                        if off + natural < size {
                            attrs[members.len() - 1].push_str(&format!("@size({}) ", size - off));
                        }
                    }
                }
                let mut body = String::new();
                for ((fname, fty), attr) in fields.iter().zip(&attrs) {
                    body.push_str(&format!(
                        "    {attr}{}: {},\n",
                        w.field_name(ctx.str(*fname)),
                        self.ty(w, *fty, op)?
                    ));
                }
                // WGSL has no empty structs: one unused member stands in.
                if fields.is_empty() {
                    body.push_str("    empty_: i32,\n");
                }
                let n = w.names.fresh(ctx.str(name));
                self.structs.push_str(&format!("struct {n} {{\n{body}}}\n"));
                self.struct_names.insert(t, n.clone());
                n
            }
            TypeKind::Opaque { name, .. } if ctx.str(name) == "hl.SamplerState" => "sampler".to_string(),
            TypeKind::Opaque { name, .. } if ctx.str(name) == "hl.SamplerComparisonState" => {
                "sampler_comparison".to_string()
            }
            TypeKind::Opaque { .. } if hl::texture(ctx, t).is_some() => self.texture_type(w, t, op)?,
            TypeKind::Opaque { .. } if gpu::atomic_value_type(ctx, t).is_some() => {
                let value = gpu::atomic_value_type(ctx, t).expect("an atomic type");
                format!("atomic<{}>", self.ty(w, value, op)?)
            }
            _ => return Err(cannot(ctx, op, "WGSL", format!("the type {}", nsl_ir::printer::print_type(ctx, t)))),
        })
    }

    fn decl(&mut self, w: &mut Walker, ty: Type, name: &str, op: Op) -> R<String> {
        Ok(format!("var {name}: {}", self.ty(w, ty, op)?))
    }

    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        let name = self.ty(w, ty, op)?;
        match w.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } if fields.is_empty() => Ok(Expr::call(&name, &[Expr::atom("0")])),
            _ => Ok(Expr::call(&name, parts)),
        }
    }

    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr> {
        Ok(Expr::call(&self.ty(w, ty, op)?, &[]))
    }

    fn case_head(&self, labels: &[Expr]) -> Vec<String> {
        let labels: Vec<&str> = labels.iter().map(|l| l.text.as_str()).collect();
        vec![format!("case {}: {{", labels.join(", "))]
    }

    fn call_arg(&self, arg: Expr, pointer: bool) -> Expr {
        if pointer {
            arg.prefix("&")
        } else {
            arg
        }
    }

    fn expr(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == hl::SPEC_CONST.name {
            let (mut names, mut globals) = (std::mem::take(&mut self.spec_names), std::mem::take(&mut self.globals));
            let decl = |id: i128, n: &str, ty: &str, v: &str| format!("@id({id}) override {n}: {ty} = {v};\n");
            let r = w.spec_const(self, op, &mut names, &mut globals, &decl);
            (self.spec_names, self.globals) = (names, globals);
            return r.map(Some);
        }
        if name.starts_with("arith.") {
            return self.arith(w, op, a);
        }
        if name.starts_with("math.") {
            return self.math(w, op, a).map(Some);
        }
        if name == gpu::DERIVATIVE.name {
            let control = match ctx.attr_str(op, "control") {
                Some("fine") => "Fine",
                Some("coarse") => "Coarse",
                _ => "",
            };
            let f = match ctx.attr_str(op, "axis") {
                Some("x") => "dpdx",
                Some("y") => "dpdy",
                _ => "fwidth",
            };
            return Ok(Some(Expr::call(&format!("{f}{control}"), &a[..1])));
        }
        if name == gpu::WORKGROUP_UNIFORM_LOAD.name {
            return Ok(Some(Expr::call("workgroupUniformLoad", &[a[0].prefix("&")])));
        }
        if name.starts_with("gpu.") {
            if name.starts_with("gpu.wave") {
                return self.wave(w, op, a).map(Some);
            }
            return self.atomic(w, op, a).map(Some);
        }
        if name == mat::TRANSPOSE.name {
            return Ok(Some(Expr::call("transpose", a)));
        }
        if name == mat::MUL_MV.name || name == mat::MUL_VM.name || name == mat::MUL_MM.name {
            return Ok(Some(a[1].binary("*", &a[0], Prec::Multiplicative)));
        }
        if name.starts_with("hl.texture") {
            return self.texture(w, op, a).map(Some);
        }
        if name == spv::ADDR.name || name == spv::HANDLE.name {
            if name == spv::HANDLE.name && !a.is_empty() {
                return Err(cannot(
                    ctx,
                    op,
                    "WGSL",
                    "an array of textures or samplers (WGSL has no descriptor arrays)",
                ));
            }
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "WGSL", "an unknown variable"))?;
            return Ok(Some(Expr::atom(n)));
        }
        if name == spv::ARRAY_LENGTH.name {
            let member = ctx.attr_int(op, "member").unwrap_or(0);
            let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) else {
                return Err(cannot(ctx, op, "WGSL", "an array length of a non-pointer"));
            };
            let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else {
                return Err(cannot(ctx, op, "WGSL", "an array length of a non-block"));
            };
            let f = w.field_name(ctx.str(fields[member as usize].0));
            let len = Expr::call("arrayLength", &[a[0].postfix(&format!(".{f}")).prefix("&")]);
            let rt = ctx.value_type(ctx.result(op, 0));
            return Ok(Some(if w.is_signed(rt) { Expr::call("i32", &[len]) } else { len }));
        }
        Ok(None)
    }

    fn stmt(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<()> {
        let ctx = w.ctx;
        if ctx.op_name(op) == hl::DISCARD.name {
            w.line("discard;");
            return Ok(());
        }
        if ctx.op_name(op) == gpu::ATOMIC_STORE.name {
            w.line(&format!("atomicStore({}, {});", args[0].prefix("&").text, args[1].text));
            return Ok(());
        }
        if ctx.op_name(op) == hl::TEXTURE_STORE.name {
            let store = self.texture(w, op, args)?;
            w.line(&format!("{};", store.text));
            return Ok(());
        }
        if ctx.op_name(op) == gpu::BARRIER.name {
            match ctx.attr_str(op, "scope") {
                Some("workgroup") => w.line("workgroupBarrier();"),
                Some("device") => w.line("storageBarrier();"),
                _ => {
                    w.line("storageBarrier();");
                    w.line("workgroupBarrier();");
                }
            }
            return Ok(());
        }
        Err(cannot(ctx, op, "WGSL", format!("the op '{}'", ctx.op_name(op))))
    }

    fn literal(&mut self, w: &mut Walker, ty: Type, value: &AttrKind, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        Ok(match (ctx.type_kind(ty).clone(), value) {
            (TypeKind::Bool, AttrKind::Bool(b)) => Expr::atom(b.to_string()),
            (TypeKind::Int { width: 32, signed: true }, AttrKind::Int(v)) if *v == i128::from(i32::MIN) => {
                Expr::call("bitcast<i32>", &[Expr::atom("0x80000000u")])
            }
            (TypeKind::Int { width: 32, signed: true }, AttrKind::Int(v)) => Expr::number(format!("{v}i")),
            (TypeKind::Int { width: 32, signed: false }, AttrKind::Int(v)) => Expr::atom(format!("{v}u")),
            (TypeKind::Float { width: 32 }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits) as f32;
                let bits = Expr::atom(format!("{:#x}u", v.to_bits()));
                if v.is_finite() {
                    Expr::number(format!("{v:?}f"))
                } else if ctx.op_name(op) == spv::GLOBAL_VAR.name {
                    // A module-scope initializer must be a const-expression.
                    Expr::call("bitcast<f32>", &[bits])
                } else {
                    // A const-expression may not evaluate to an infinity or
                    // a NaN (Tint: "value inf cannot be represented as
                    // 'f32'"): the bits go through a function, whose call
                    // is evaluated at run time.
                    let f = match &self.f32_from_bits {
                        Some(f) => f.clone(),
                        None => {
                            let f = w.names.fresh("nsl_f32_from_bits");
                            self.helpers.push_str(&format!(
                                "fn {f}(bits: u32) -> f32 {{\n    return bitcast<f32>(bits);\n}}\n"
                            ));
                            self.f32_from_bits = Some(f.clone());
                            f
                        }
                    };
                    Expr::call(&f, &[bits])
                }
            }
            // An `f16` literal: the exact value rounds to f16 as the IR's
            // constant does. Infinities, NaNs and values beyond f16's range
            // have no f16 const-expression (and no 16-bit bitcast source).
            (TypeKind::Float { width: 16 }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits);
                if !v.is_finite() || v.abs() > 65504.0 {
                    return Err(cannot(ctx, op, "WGSL", "an f16 constant that is not a finite f16 value"));
                }
                Expr::number(format!("{v:?}h"))
            }
            (TypeKind::Float { .. }, AttrKind::Int(v)) => {
                return self.literal(w, ty, &AttrKind::Float((*v as f64).to_bits()), op);
            }
            _ => {
                self.ty(w, ty, op)?;
                return Err(cannot(ctx, op, "WGSL", "a constant of this type"));
            }
        })
    }
}

/// The ` @interpolate(...)` attribute of a varying, or nothing.
fn interpolation(v: &crate::stage::IoVar) -> String {
    let sampling = if v.has("Centroid") {
        Some("centroid")
    } else if v.has("Sample") {
        Some("sample")
    } else {
        None
    };
    let kind = if v.has("Flat") {
        Some("flat")
    } else if v.has("NoPerspective") {
        Some("linear")
    } else if sampling.is_some() {
        Some("perspective")
    } else {
        None
    };
    match (kind, sampling) {
        (Some(k), Some(s)) if k != "flat" => format!(" @interpolate({k}, {s})"),
        (Some(k), _) => format!(" @interpolate({k})"),
        _ => String::new(),
    }
}

/// A sampling op's texel offset (its last operand, with `offset`) apart
/// from the other operands. WGSL takes only a const-expression, which
/// `const-texel-offsets` made the offset where it could, and no offset on a
/// 1D or cube texture.
fn texel_offset<'e>(ctx: &Context, op: Op, a: &'e [Expr], shape: Shape) -> R<(&'e [Expr], Option<Expr>)> {
    if ctx.attr(op, "offset").is_none() {
        return Ok((a, None));
    }
    let v = *ctx.operands(op).last().expect("an offset operand");
    if ctx.defining_op(v).is_none_or(|d| ctx.op_name(d) != arith::CONST.name) {
        return Err(cannot(ctx, op, "WGSL", "a texel offset that is not a constant expression"));
    }
    if matches!(shape.base, Base::D1 | Base::Cube) {
        return Err(cannot(ctx, op, "WGSL", "a texel offset on a 1D or cube texture"));
    }
    let (last, rest) = a.split_last().expect("an offset operand");
    Ok((rest, Some(last.clone())))
}

#[cfg(test)]
mod tests {
    use super::*;

    // WGSL's grammar (the specification's `expression` rules, which Tint
    // enforces and naga does not): `&&` and `||` never mix unparenthesized,
    // comparisons never chain, bitwise operands are unary expressions.
    #[test]
    fn operators_follow_wgsl_grammar() {
        let (a, b, c) = (Expr::atom("a"), Expr::atom("b"), Expr::atom("c"));
        let and = logical(&b, "&&", &c, Prec::LogicalAnd);
        assert_eq!(logical(&a, "||", &and, Prec::LogicalOr).text, "a || (b && c)");
        assert_eq!(logical(&and, "||", &a, Prec::LogicalOr).text, "(b && c) || a");
        assert_eq!(logical(&and, "&&", &a, Prec::LogicalAnd).text, "b && c && a");
        let eq = relation(&a, "==", &b);
        assert_eq!(relation(&eq, "==", &c).text, "(a == b) == c");
        assert_eq!(logical(&eq, "&&", &c, Prec::LogicalAnd).text, "a == b && c");
        let bits = bitwise(&a, "&", &b, Prec::BitAnd);
        assert_eq!(relation(&bits, "!=", &c).text, "(a & b) != c");
        assert_eq!(logical(&bits, "||", &c, Prec::LogicalOr).text, "(a & b) || c");
        assert_eq!(relation(&a, "<", &b).prefix("!").text, "!(a < b)");
    }
}
