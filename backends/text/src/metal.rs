//! The Metal target (MSL 2.x). There is no Metal toolchain on Linux, so
//! its output is covered by snapshot tests only.
//!
//! Its input is the Vulkan legalization's language after
//! `globals-as-params{all=true}`: only the kernel names variables, and
//! passes them on by reference. Every entry point of the module is printed
//! (as slangc's Metal), each under its own name with the variables its
//! calls use. The kernel takes each storage buffer as
//! `device T* name [[buffer(b)]]` (`const device` when read-only), the
//! uniform block and the push-constant block as `constant T& name
//! [[buffer(b)]]` (push constants after the others), and the built-ins as
//! attributed parameters (`[[thread_position_in_grid]]`,
//! `[[thread_position_in_threadgroup]]`, `[[threadgroup_position_in_grid]]`,
//! `[[thread_index_in_threadgroup]]`, `[[threadgroups_per_grid]]`,
//! `[[thread_index_in_simdgroup]]`, `[[threads_per_simdgroup]]`); it
//! declares the `threadgroup` and `private` variables. A reference
//! parameter carries its address space (`device`, `constant`,
//! `threadgroup`, `thread`).
//!
//! A `vertex` or `fragment` function takes its interface where
//! `spirv-entry-points` put it: the located inputs in a `[[stage_in]]`
//! struct (`[[attribute(N)]]` into a vertex shader, `[[user(locnN)]]` with
//! `[[flat]]`, `[[center_no_perspective]]`, ... into a fragment shader),
//! the built-ins as parameters (`[[vertex_id]]`, `[[position]]`,
//! `[[front_facing]]`, ...), and returns its outputs in a struct
//! (`[[position]]`, `[[user(locnN)]]`, `[[color(N)]]`, `[[depth(any)]]`).
//!
//! Matrices are as in GLSL: an IR `mat<T, R, C>` is Metal's `TRxC` (an IR
//! row is a Metal column), `mul(M, v)` is `v * M`. Memory has Metal's
//! layout (a `float3` takes 16 bytes). Atomics work on `atomic_int` /
//! `atomic_uint` memory, which the `atomic-memory` pass types
//! (`!gpu.Atomic<T>`); they are the `_explicit` functions with
//! `memory_order_relaxed` (`atomic_fetch_add_explicit(&p, v, ...)`,
//! `atomic_load_explicit`, `atomic_store_explicit`, `atomic_exchange_explicit`),
//! a compare-exchange a loop of `atomic_compare_exchange_weak_explicit`
//! that retries a spurious failure. Buffer lengths and 64-bit floats are
//! `NSL3150` diagnostics.

use crate::cfamily::{cannot, Target, Walker, R};
use crate::expr::{Expr, Prec};
use crate::names::{Names, Reserved};
use crate::texture::{fit_texel, split_coordinate, Base, Shape};
use nsl_dialects::{arith, gpu, hl, mat, mem};
use nsl_ir::{AddressSpace, AttrKind, Context, Diagnostic, Op, Type, TypeKind};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};

pub static RESERVED: Reserved = Reserved {
    words: &[
        "kernel",
        "vertex",
        "fragment",
        "device",
        "constant",
        "threadgroup",
        "thread",
        "metal",
        "using",
        "namespace",
        "half",
        "uint",
        "ushort",
        "uchar",
        "float2",
        "float3",
        "float4",
        "int2",
        "int3",
        "int4",
        "uint2",
        "uint3",
        "uint4",
        "bool2",
        "bool3",
        "bool4",
        "array",
        "texture2d",
        "sampler",
        "atomic_int",
        "atomic_uint",
        "simd_sum",
        "select",
        "min",
        "max",
        "abs",
        "dot",
        "cross",
        "clamp",
        "mix",
        "sign",
        "length",
        "normalize",
        "as_type",
        "template",
        "typename",
        "operator",
        "this",
        "alignas",
    ],
    prefixes: &["__"],
    families: None,
};

/// Prints a module of the Metal pipeline's output language as MSL.
pub fn print(ctx: &Context, module: Op) -> Result<String, Vec<Diagnostic>> {
    nsl_ir::verify::verify(ctx, module)?;
    crate::printer_language("metal").check(ctx, module)?;
    let mut m = Metal::default();
    let mut w = Walker::new(ctx, Names::new(&RESERVED));
    m.module(&mut w, module).map_err(|d| vec![d])?;
    let mut out = String::from("#include <metal_stdlib>\nusing namespace metal;\n");
    out.push_str(&m.structs);
    out.push_str(&w.out);
    Ok(out)
}

/// A resource's `(set, binding)`.
type BindingAt = (u32, u32);

#[derive(Default)]
struct Metal {
    struct_names: FxHashMap<Type, String>,
    structs: String,
    /// Storage-block struct types: a pointer to one is its element pointer.
    storage_blocks: FxHashSet<Type>,
    /// The stage of the entry point, if vertex or fragment.
    stage: Option<&'static str>,
    /// Its `[[stage_in]]` struct's members and its output struct's.
    stage_in: Vec<String>,
    stage_out: Vec<String>,
    /// The output variables, in the output struct's order.
    outputs: Vec<String>,
    /// Each resource's `[[buffer(N)]]`, `[[texture(N)]]` or `[[sampler(N)]]`.
    slots: FxHashMap<Op, usize>,
}

impl Metal {
    fn module(&mut self, w: &mut Walker, module: Op) -> R<()> {
        let ctx = w.ctx;
        let ops = ctx.block_ops(ctx.body(module, 0));
        let entries: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
        let funcs: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        let func_sym = |f: Op| ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let globals = crate::stage::globals(ctx, module);
        // Metal numbers buffers, textures and samplers separately: each kind
        // in binding order (slangc's slots: a texture and a buffer both 0).
        let mut kinds: FxHashMap<&str, Vec<(BindingAt, Op)>> = FxHashMap::default();
        for &op in &globals {
            let kind = match ctx.attr_str(op, "storage") {
                Some(s) if s == "uniform" || nsl_spirv::dialect::is_storage_buffer(s) => "buffer",
                Some("uniform_constant") => match ctx.attr_type(op, "type") {
                    Some(ty) if hl::texture(ctx, ty).is_some() => "texture",
                    _ => "sampler",
                },
                _ => continue,
            };
            let (binding, set) = spv::binding_of(ctx, op).unwrap_or((0, 0));
            kinds.entry(kind).or_default().push(((set, binding), op));
        }
        for mut ops in kinds.into_values() {
            ops.sort_by_key(|&(at, _)| at);
            for (slot, (_, op)) in ops.into_iter().enumerate() {
                self.slots.insert(op, slot);
            }
        }
        // Each entry function: its head and the locals its body starts
        // with, made from the variables its calls use (in a module of one
        // entry point, all of them); the output struct it returns.
        let mut kernels: FxHashMap<String, (String, Vec<String>, Option<String>)> = FxHashMap::default();
        // Entry functions keep their entry points' names.
        for &e in &entries {
            if let Some(f) = ctx.attr_symbol(e, "func") {
                let name = w.names.fresh(ctx.attr_str(e, "name").unwrap_or("computeMain"));
                w.symbols.insert(ctx.str(f).to_string(), name);
            }
        }
        if entries.is_empty() {
            // A library: the variables are named, no kernel takes them.
            let (mut params, mut locals, mut push) = (Vec::new(), Vec::new(), None);
            for &op in &globals {
                self.global(w, op, &mut params, &mut locals, &mut push)?;
            }
        }
        for &e in &entries {
            let Some(f) = ctx.attr_symbol(e, "func") else { continue };
            let reached = crate::stage::reached_functions(ctx, module, f);
            let used = |var: Op| {
                entries.len() == 1
                    || ctx.attr_symbol(var, "sym").is_some_and(|sym| {
                        funcs.iter().any(|&g| {
                            ctx.attr_symbol(g, "sym").is_some_and(|s| reached.contains(&s))
                                && crate::stage::references(ctx, g, sym)
                        })
                    })
            };
            self.stage = crate::stage::stage(ctx, e);
            self.stage_in.clear();
            self.stage_out.clear();
            self.outputs.clear();
            let (mut params, mut locals, mut push) = (Vec::new(), Vec::new(), None);
            for &op in globals.iter().filter(|&&op| used(op)) {
                self.global(w, op, &mut params, &mut locals, &mut push)?;
            }
            params.extend(push);
            let mut result = "void".to_string();
            let mut return_value = None;
            if let Some(stage) = self.stage {
                if !self.stage_in.is_empty() {
                    let n = w.names.fresh(&format!("{stage}_Input"));
                    self.structs.push_str(&format!("struct {n} {{\n{}\n}};\n", self.stage_in.join("\n")));
                    let p = w.names.fresh("stage_in");
                    params.insert(0, format!("{n} {p} [[stage_in]]"));
                    for l in locals.iter_mut() {
                        *l = l.replace("STAGE_IN.", &format!("{p}."));
                    }
                }
                if !self.stage_out.is_empty() {
                    let n = w.names.fresh(&format!("{stage}_Output"));
                    self.structs.push_str(&format!("struct {n} {{\n{}\n}};\n", self.stage_out.join("\n")));
                    return_value = Some(format!("{n}{{{}}}", self.outputs.join(", ")));
                    result = n;
                }
            }
            let qualifier = match self.stage {
                Some("vertex") => "vertex",
                Some(_) if crate::stage::modes(ctx, e).iter().any(|m| m == "EarlyFragmentTests") => {
                    "[[early_fragment_tests]] fragment"
                }
                Some(_) => "fragment",
                None => "kernel",
            };
            let f = ctx.str(f).to_string();
            let head = format!("{qualifier} {result} {}({})", w.symbols[&f], params.join(", "));
            kernels.insert(f, (head, locals, return_value));
        }
        for &f in &funcs {
            let sym = func_sym(f);
            if !w.symbols.contains_key(&sym) {
                let name = w.names.fresh(&sym);
                w.symbols.insert(sym, name);
            }
        }
        let mut heads = Vec::new();
        for &f in &funcs {
            heads.push(match kernels.get(&func_sym(f)) {
                Some((head, _, _)) => head.clone(),
                None => {
                    let h = self.signature(w, f)?;
                    w.line(&format!("{h};"));
                    h
                }
            });
        }
        for (&f, head) in funcs.iter().zip(&heads) {
            w.line(&format!("{head} {{"));
            w.indent += 1;
            w.return_value = None;
            if let Some((_, locals, return_value)) = kernels.get(&func_sym(f)) {
                for l in locals {
                    w.line(l);
                }
                w.return_value = return_value.clone();
            }
            let r = w.body(self, ctx.body(f, 0));
            w.indent -= 1;
            r?;
            w.line("}");
        }
        Ok(())
    }

    fn space(space: AddressSpace) -> &'static str {
        match space {
            AddressSpace::Storage => "device",
            AddressSpace::Uniform | AddressSpace::PushConstant => "constant",
            AddressSpace::Workgroup => "threadgroup",
            _ => "thread",
        }
    }

    fn signature(&mut self, w: &mut Walker, f: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let name = w.symbols[&sym].clone();
        let fty = ctx.attr_type(f, "type").ok_or_else(|| cannot(ctx, f, "Metal", "a function without a type"))?;
        let TypeKind::Function { results, .. } = ctx.type_kind(fty).clone() else {
            return Err(cannot(ctx, f, "Metal", "a function without a function type"));
        };
        let ret = match results[..] {
            [] => "void".to_string(),
            [r] => self.ty(w, r, f)?,
            _ => return Err(cannot(ctx, f, "Metal", "a function with several results")),
        };
        let mut params = Vec::new();
        for &a in ctx.block_args(ctx.body(f, 0)) {
            let hint = ctx.value_name(a).map_or("p".to_string(), |s| ctx.str(s).to_string());
            let pname = w.names.fresh(&hint);
            let p = match *ctx.type_kind(ctx.value_type(a)) {
                TypeKind::Ptr { pointee, .. } if self.storage_blocks.contains(&pointee) => {
                    format!("device {}* {pname}", self.block_elem(w, pointee, f)?)
                }
                TypeKind::Ptr { pointee, space } => {
                    format!("{} {}& {pname}", Self::space(space), self.ty(w, pointee, f)?)
                }
                _ => format!("{} {pname}", self.ty(w, ctx.value_type(a), f)?),
            };
            params.push(p);
            w.values.insert(a, Expr::atom(pname));
        }
        Ok(format!("{ret} {name}({})", params.join(", ")))
    }

    /// The element type of a storage block (`struct { T data[]; }`).
    fn block_elem(&mut self, w: &mut Walker, block: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        match ctx.type_kind(block) {
            TypeKind::Struct { fields, .. } => match fields[..] {
                [(_, data)] => match *ctx.type_kind(data) {
                    TypeKind::Array { elem, len: None } => self.ty(w, elem, op),
                    _ => Err(cannot(ctx, op, "Metal", "a storage block that is not one runtime array")),
                },
                _ => Err(cannot(ctx, op, "Metal", "a storage block of several members")),
            },
            _ => Err(cannot(ctx, op, "Metal", "a storage block that is not a struct")),
        }
    }

    fn global(
        &mut self,
        w: &mut Walker,
        op: Op,
        params: &mut Vec<String>,
        locals: &mut Vec<String>,
        push: &mut Option<String>,
    ) -> R<()> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let ty = ctx.attr_type(op, "type").ok_or_else(|| cannot(ctx, op, "Metal", "a variable without a type"))?;
        let storage = ctx.attr_str(op, "storage").unwrap_or_default();
        // Named once: each kernel using it declares it under that name.
        let name = match w.symbols.get(&sym) {
            Some(name) => name.clone(),
            None => {
                let name = w.names.fresh(&sym);
                w.symbols.insert(sym, name.clone());
                name
            }
        };
        let b = self.slots.get(&op).copied().unwrap_or(0);
        if let Some(v) = crate::stage::io_var(ctx, op) {
            if v.builtin.as_deref().is_none_or(crate::stage::is_stage_builtin) {
                return self.io(w, &name, v, params, locals);
            }
        }
        if let Some(builtin) = ctx.attr_str(op, "builtin") {
            let attr = match builtin {
                "GlobalInvocationId" => "thread_position_in_grid",
                "LocalInvocationId" => "thread_position_in_threadgroup",
                "WorkgroupId" => "threadgroup_position_in_grid",
                "NumWorkgroups" => "threadgroups_per_grid",
                "LocalInvocationIndex" => "thread_index_in_threadgroup",
                "SubgroupLocalInvocationId" => "thread_index_in_simdgroup",
                "SubgroupSize" => "threads_per_simdgroup",
                other => return Err(cannot(ctx, op, "Metal", format!("the built-in {other}"))),
            };
            // The parameter is a value; the kernel's local of it is what
            // functions get by reference.
            let t = self.ty(w, ty, op)?;
            let p = w.names.fresh(&format!("in_{name}"));
            params.push(format!("{t} {p} [[{attr}]]"));
            locals.push(format!("{t} {name} = {p};"));
            return Ok(());
        }
        match storage {
            "storage_buffer" => {
                self.storage_blocks.insert(ty);
                let elem = self.block_elem(w, ty, op)?;
                let c = if ctx.attr(op, "readonly").is_some() { "const " } else { "" };
                params.push(format!("{c}device {elem}* {name} [[buffer({b})]]"));
            }
            "uniform" if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) => {
                return Err(cannot(
                    ctx,
                    op,
                    "Metal",
                    "an array of ConstantBuffer<T> (a descriptor array of uniform buffers)",
                ));
            }
            "uniform" => params.push(format!("constant {}& {name} [[buffer({b})]]", self.ty(w, ty, op)?)),
            "push_constant" => {
                // After the descriptor-bound buffers.
                *push = Some(format!("constant {}& {name} [[buffer(30)]]", self.ty(w, ty, op)?));
            }
            "workgroup" => locals.push(format!("threadgroup {} {name};", self.ty(w, ty, op)?)),
            "uniform_constant" => {
                let slot = if hl::texture(ctx, ty).is_some() { "texture" } else { "sampler" };
                params.push(format!("{} {name} [[{slot}({b})]]", self.ty(w, ty, op)?));
            }
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                locals.push(format!("{} {name} = {};", self.ty(w, ty, op)?, init.text));
            }
            other => return Err(cannot(ctx, op, "Metal", format!("a variable in the {other} storage class"))),
        }
        Ok(())
    }

    /// A variable of a vertex or fragment shader's interface (see the
    /// module's header): a local of the function, filled from a parameter
    /// or the `[[stage_in]]` struct (`STAGE_IN.`, named once known), or
    /// returned in the output struct.
    fn io(
        &mut self,
        w: &mut Walker,
        name: &str,
        v: crate::stage::IoVar,
        params: &mut Vec<String>,
        locals: &mut Vec<String>,
    ) -> R<()> {
        let ctx = w.ctx;
        let op = v.op;
        let t = self.ty(w, v.ty, op)?;
        let fragment = self.stage == Some("fragment");
        if let Some(b) = v.builtin.as_deref() {
            let (attr, pt) = match (b, v.output) {
                ("Position", true) | ("FragCoord", false) => ("position".to_string(), t.clone()),
                ("VertexIndex", false) => ("vertex_id".to_string(), "uint".to_string()),
                ("InstanceIndex", false) => ("instance_id".to_string(), "uint".to_string()),
                ("FrontFacing", false) => ("front_facing".to_string(), t.clone()),
                ("PrimitiveId", false) => ("primitive_id".to_string(), "uint".to_string()),
                ("SampleId", false) => ("sample_id".to_string(), "uint".to_string()),
                ("SampleMask", _) => ("sample_mask".to_string(), "uint".to_string()),
                ("PointSize", true) => ("point_size".to_string(), t.clone()),
                ("PointCoord", false) => ("point_coord".to_string(), t.clone()),
                ("FragDepth", true) => {
                    let s = v.semantic.to_ascii_lowercase();
                    let kind = if s.starts_with("sv_depthgreaterequal") {
                        "greater"
                    } else if s.starts_with("sv_depthlessequal") {
                        "less"
                    } else {
                        "any"
                    };
                    (format!("depth({kind})"), t.clone())
                }
                (other, _) => return Err(cannot(ctx, op, "Metal", format!("the built-in {other}"))),
            };
            if v.output {
                self.stage_out.push(format!("    {pt} {name} [[{attr}]];"));
                locals.push(format!("{t} {name};"));
                self.outputs.push(format!("{pt}({name})"));
            } else {
                let p = w.names.fresh(&format!("in_{name}"));
                params.push(format!("{pt} {p} [[{attr}]]"));
                locals.push(format!("{t} {name} = {t}({p});"));
            }
            return Ok(());
        }
        let Some(location) = v.location else {
            return Err(cannot(ctx, op, "Metal", "a stage variable without a location"));
        };
        let scalar_or_vector = match *ctx.type_kind(v.ty) {
            TypeKind::Int { .. } | TypeKind::Float { .. } => true,
            TypeKind::Vector { elem, .. } => {
                matches!(ctx.type_kind(elem), TypeKind::Int { .. } | TypeKind::Float { .. })
            }
            _ => false,
        };
        if !scalar_or_vector {
            return Err(cannot(ctx, op, "Metal", format!("the varying {t} (passed as scalars and vectors only)")));
        }
        let attr = match (v.output, fragment) {
            (false, false) => format!("attribute({location})"),
            (true, true) => match v.index {
                Some(i) => format!("color({location}), index({i})"),
                None => format!("color({location})"),
            },
            _ => format!("user(locn{location})"),
        };
        let mut interpolation = "";
        if fragment && !v.output {
            let np = v.has("NoPerspective");
            interpolation = if v.has("Flat") {
                " [[flat]]"
            } else if v.has("Centroid") {
                if np {
                    " [[centroid_no_perspective]]"
                } else {
                    " [[centroid_perspective]]"
                }
            } else if v.has("Sample") {
                if np {
                    " [[sample_no_perspective]]"
                } else {
                    " [[sample_perspective]]"
                }
            } else if np {
                " [[center_no_perspective]]"
            } else {
                ""
            };
        }
        if v.output {
            self.stage_out.push(format!("    {t} {name} [[{attr}]];"));
            locals.push(format!("{t} {name};"));
            self.outputs.push(name.to_string());
        } else {
            self.stage_in.push(format!("    {t} {name} [[{attr}]]{interpolation};"));
            locals.push(format!("{t} {name} = STAGE_IN.{name};"));
        }
        Ok(())
    }

    /// A texture access: `t.sample(s, uv, level(lod))`, `t.read(uint2(xy),
    /// mip)`, `t.write(v, uint2(xy))` (as 4 channels), `t.get_width()` ...;
    /// an array layer is a separate `uint` argument; a read is 4 channels,
    /// cut to the texel's.
    fn texture(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let shape = Shape::of_operand(w, self, op)?;
        let name = ctx.op_name(op);
        let n = shape.coords();
        let channels = shape.channels(w);
        let uint_n = |n: usize| if n == 1 { "uint".to_string() } else { format!("uint{n}") };
        if ctx.attr(op, "offset").is_some() {
            return Err(cannot(ctx, op, "Metal", "a texel offset that is not a constant expression"));
        }
        if ctx.attr(op, "clamp").is_some() {
            return Err(cannot(ctx, op, "Metal", "a minimum level of detail (clamp)"));
        }
        Ok(match name {
            x if x == hl::TEXTURE_SAMPLE_LEVEL.name || x == hl::TEXTURE_SAMPLE.name => {
                if x == hl::TEXTURE_SAMPLE.name {
                    crate::stage::implicit_lod(ctx, op, "Metal")?;
                }
                let (uv, layer) = split_coordinate(w, self, op, a, 2, n)?;
                let mut args = vec![a[1].clone(), uv];
                args.extend(layer.iter().map(|l| Expr::call("uint", std::slice::from_ref(l))));
                if x == hl::TEXTURE_SAMPLE_LEVEL.name {
                    args.push(Expr::call("level", &a[3..4]));
                }
                let list: Vec<&str> = args.iter().map(|e| e.text.as_str()).collect();
                fit_texel(a[0].postfix(&format!(".sample({})", list.join(", "))), channels)
            }
            x if x == hl::TEXTURE_LOAD.name || x == hl::TEXTURE_STORE.name => {
                let (xy, extra) = split_coordinate(w, self, op, a, 1, n)?;
                let mut args = vec![Expr::call(&uint_n(n), &[xy])];
                args.extend(extra.iter().map(|e| Expr::call("uint", std::slice::from_ref(e))));
                if x == hl::TEXTURE_STORE.name {
                    let scalar = self.ty(w, ctx.scalar_of(shape.texel), op)?;
                    let mut parts = vec![a[2].clone()];
                    for _ in channels..4 {
                        parts.push(Expr::atom("0"));
                    }
                    let value = if channels == 4 { a[2].clone() } else { Expr::call(&format!("{scalar}4"), &parts) };
                    args.insert(0, value);
                }
                let list: Vec<&str> = args.iter().map(|e| e.text.as_str()).collect();
                let method = if x == hl::TEXTURE_STORE.name { "write" } else { "read" };
                let access = a[0].postfix(&format!(".{method}({})", list.join(", ")));
                if x == hl::TEXTURE_STORE.name {
                    access
                } else {
                    fit_texel(access, channels)
                }
            }
            x if x == hl::TEXTURE_SAMPLE_BIAS.name || x == hl::TEXTURE_SAMPLE_GRAD.name => {
                if x == hl::TEXTURE_SAMPLE_BIAS.name {
                    crate::stage::implicit_lod(ctx, op, "Metal")?;
                }
                let (uv, layer) = split_coordinate(w, self, op, a, 2, n)?;
                let mut args = vec![a[1].clone(), uv];
                args.extend(layer.iter().map(|l| Expr::call("uint", std::slice::from_ref(l))));
                if x == hl::TEXTURE_SAMPLE_BIAS.name {
                    args.push(Expr::call("bias", &a[3..4]));
                } else {
                    let g = match shape.base {
                        Base::Cube => "gradientcube",
                        Base::D3 => "gradient3d",
                        _ => "gradient2d",
                    };
                    args.push(Expr::call(g, &a[3..5]));
                }
                let list: Vec<&str> = args.iter().map(|e| e.text.as_str()).collect();
                fit_texel(a[0].postfix(&format!(".sample({})", list.join(", "))), channels)
            }
            x if x == hl::TEXTURE_LEVELS.name => a[0].postfix(".get_num_mip_levels()"),
            x if x == hl::TEXTURE_SAMPLES.name => a[0].postfix(".get_num_samples()"),
            x if x == hl::TEXTURE_SIZE.name => {
                let t = self.ty(w, ctx.value_type(ctx.result(op, 0)), op)?;
                let lod = a.get(1).map_or(String::new(), |l| l.text.clone());
                let mut parts: Vec<Expr> = ["get_width", "get_height", "get_depth"]
                    [..n.min(if shape.base == Base::Cube { 2 } else { n })]
                    .iter()
                    .map(|m| a[0].postfix(&format!(".{m}({lod})")))
                    .collect();
                if shape.array {
                    parts.push(a[0].postfix(".get_array_size()"));
                }
                if parts.len() == 1 {
                    parts.remove(0)
                } else {
                    Expr::call(&t, &parts)
                }
            }
            _ => return Err(cannot(ctx, op, "Metal", format!("the op '{name}'"))),
        })
    }

    /// `value` in every component of `ty`.
    fn splat(&mut self, w: &mut Walker, ty: Type, value: AttrKind, op: Op) -> R<Expr> {
        let scalar = w.ctx.scalar_of(ty);
        let s = self.literal(w, scalar, &value, op)?;
        if scalar == ty {
            Ok(s)
        } else {
            Ok(Expr::call(&self.ty(w, ty, op)?, &[s]))
        }
    }

    fn arith(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let ty = ctx.value_type(first);
        let rt = ctx.value_type(ctx.result(op, 0));
        let (is_bool, is_scalar) = (w.is_bool(ty), ctx.is_scalar(ty));
        let is_mat = matches!(ctx.type_kind(ty), TypeKind::Matrix { .. });
        Ok(Some(match name {
            // `*` on Metal matrices is the linear-algebra product, and `/`
            // and `fmod` do not take them: the IR's are component-wise, per
            // column.
            n if (n == arith::MUL.name || n == arith::DIV.name || n == arith::REM.name) && is_mat => {
                let TypeKind::Matrix { rows, .. } = *ctx.type_kind(ty) else { unreachable!() };
                let x = w.named(self, ctx.operand(op, 0), a[0].clone(), op)?;
                let y = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let cols: Vec<Expr> = (0..rows)
                    .map(|i| {
                        let i = Expr::atom(i.to_string());
                        match n {
                            _ if n == arith::MUL.name => x.index(&i).binary("*", &y.index(&i), Prec::Multiplicative),
                            _ if n == arith::DIV.name => x.index(&i).binary("/", &y.index(&i), Prec::Multiplicative),
                            _ => Expr::call("fmod", &[x.index(&i), y.index(&i)]),
                        }
                    })
                    .collect();
                Expr::call(&self.ty(w, rt, op)?, &cols)
            }
            n if (n == arith::DIV.name || n == arith::REM.name) && !w.is_float(ty) => {
                // The IR's x / 0 (all ones) and x % 0 (x).
                let y = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let zero = self.splat(w, ty, AttrKind::Int(0), op)?;
                let is_zero = y.binary("==", &zero, Prec::Equality);
                let (sym, fallback) = if n == arith::DIV.name {
                    let ones = if w.is_signed(ty) { -1 } else { (1i128 << w.width(ty)) - 1 };
                    ("/", self.splat(w, ty, AttrKind::Int(ones), op)?)
                } else {
                    ("%", a[0].clone())
                };
                Expr::call("select", &[a[0].binary(sym, &y, Prec::Multiplicative), fallback, is_zero])
            }
            n if n == arith::REM.name => Expr::call("fmod", a),
            n if n == arith::AND.name && is_bool && is_scalar => a[0].binary("&&", &a[1], Prec::LogicalAnd),
            n if n == arith::OR.name && is_bool && is_scalar => a[0].binary("||", &a[1], Prec::LogicalOr),
            n if n == arith::XOR.name && is_bool => a[0].binary("!=", &a[1], Prec::Equality),
            n if n == arith::AND.name => a[0].binary("&", &a[1], Prec::BitAnd),
            n if n == arith::OR.name => a[0].binary("|", &a[1], Prec::BitOr),
            n if n == arith::XOR.name => a[0].binary("^", &a[1], Prec::BitXor),
            n if n == arith::NOT.name && is_bool => a[0].prefix("!"),
            n if n == arith::NOT.name => a[0].prefix("~"),
            n if n == arith::SHL.name || n == arith::SHR.name => {
                let bits = i128::from(w.width(ty)) - 1;
                let mask = self.splat(w, ctx.value_type(ctx.operand(op, 1)), AttrKind::Int(bits), op)?;
                let amount = a[1].binary("&", &mask, Prec::BitAnd);
                let sym = if n == arith::SHL.name { "<<" } else { ">>" };
                a[0].binary(sym, &amount, Prec::Shift)
            }
            n if n == arith::CMP.name => {
                crate::expr::comparison(ctx.attr_str(op, "pred").unwrap_or("eq"), &a[0], &a[1])
            }
            n if n == arith::SELECT.name => Expr::call("select", &[a[2].clone(), a[1].clone(), a[0].clone()]),
            n if n == arith::CONVERT.name => {
                if ty == rt {
                    a[0].clone()
                } else {
                    Expr::call(&self.ty(w, rt, op)?, a)
                }
            }
            n if n == arith::BITCAST.name => Expr::call(&format!("as_type<{}>", self.ty(w, rt, op)?), a),
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
            | "log2" | "log10" | "sqrt" | "rsqrt" | "floor" | "ceil" | "trunc" | "saturate" | "isnan" | "isinf"
            | "isfinite" | "atan2" | "pow" | "step" | "smoothstep" | "fma" | "abs" | "min" | "max" | "clamp"
            | "sign" | "dot" | "cross" | "length" | "distance" | "normalize" | "reflect" | "refract"
            | "faceforward" | "determinant" => direct(short),
            // Metal's take bool vectors: numbers compare with 0 first.
            "any" | "all" if w.is_bool(ty) => direct(short),
            "any" | "all" if w.components(ty) == 1 => Expr::call("bool", a),
            "any" | "all" => Expr::call(short, &[Expr::call(&format!("bool{}", w.components(ty)), a)]),
            "round" => direct("rint"),
            "frac" => direct("fract"),
            "lerp" => direct("mix"),
            "degrees" | "radians" => {
                let k = if short == "degrees" { 180.0 / std::f64::consts::PI } else { std::f64::consts::PI / 180.0 };
                let k = self.splat(w, ty, AttrKind::Float(k.to_bits()), op)?;
                a[0].binary("*", &k, Prec::Multiplicative)
            }
            "rcp" => self.splat(w, ty, AttrKind::Float(1f64.to_bits()), op)?.binary("/", &a[0], Prec::Multiplicative),
            "mad" => a[0].binary("*", &a[1], Prec::Multiplicative).binary("+", &a[2], Prec::Additive),
            "ldexp" => a[0].binary("*", &Expr::call("exp2", &a[1..2]), Prec::Multiplicative),
            "countbits" => direct("popcount"),
            "reversebits" => direct("reverse_bits"),
            "firstbitlow" => direct("ctz"),
            "firstbithigh" => {
                let bits = self.splat(w, ty, AttrKind::Int(i128::from(w.width(ty)) - 1), op)?;
                bits.binary("-", &direct("clz"), Prec::Additive)
            }
            _ => return Err(cannot(ctx, op, "Metal", format!("the op 'math.{short}'"))),
        })
    }

    /// An atomic op on `atomic_int` / `atomic_uint` memory (its pointer
    /// `a[0]`, an lvalue).
    fn atomic(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let atomic_memory = match *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
            TypeKind::Ptr { pointee, .. } => gpu::atomic_value_type(ctx, pointee).is_some(),
            _ => false,
        };
        if !atomic_memory {
            let what = "atomics on memory not typed atomic_int / atomic_uint (the atomic-memory pass types it)";
            return Err(cannot(ctx, op, "Metal", what));
        }
        let p = a[0].prefix("&");
        let relaxed = Expr::atom("memory_order_relaxed");
        if name == gpu::ATOMIC_LOAD.name {
            return Ok(Expr::call("atomic_load_explicit", &[p, relaxed]));
        }
        if name == gpu::ATOMIC_CMPXCHG.name {
            // A strong compare-exchange from Metal's weak one: retry while
            // it failed although the value was `compare`.
            let ty = ctx.value_type(ctx.result(op, 0));
            let compare = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
            let old = w.names.fresh("old");
            let t = self.ty(w, ty, op)?;
            w.line(&format!("{t} {old} = {};", compare.text));
            let exchange = Expr::call(
                "atomic_compare_exchange_weak_explicit",
                &[p, Expr::atom(format!("&{old}")), a[2].clone(), relaxed.clone(), relaxed],
            );
            w.line(&format!("while (!{} && {old} == {}) {{", exchange.text, compare.text));
            w.line("}");
            return Ok(Expr::atom(old));
        }
        let f = match ctx.attr_str(op, "op") {
            Some("add") => "atomic_fetch_add_explicit",
            Some("and") => "atomic_fetch_and_explicit",
            Some("or") => "atomic_fetch_or_explicit",
            Some("xor") => "atomic_fetch_xor_explicit",
            Some("min") => "atomic_fetch_min_explicit",
            Some("max") => "atomic_fetch_max_explicit",
            Some("exchange") => "atomic_exchange_explicit",
            _ => return Err(cannot(ctx, op, "Metal", format!("the op '{name}'"))),
        };
        Ok(Expr::call(f, &[p, a[1].clone(), relaxed]))
    }

    fn wave(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == gpu::ATOMIC.name || name == gpu::ATOMIC_CMPXCHG.name || name == gpu::ATOMIC_LOAD.name {
            return self.atomic(w, op, a);
        }
        let f = match name.trim_start_matches("gpu.wave_") {
            "is_first_lane" => return Ok(Expr::call("simd_is_first", &[])),
            "active_sum" => "simd_sum",
            "active_product" => "simd_product",
            "active_min" => "simd_min",
            "active_max" => "simd_max",
            "active_bit_and" => "simd_and",
            "active_bit_or" => "simd_or",
            "active_bit_xor" => "simd_xor",
            "active_all_true" => "simd_all",
            "active_any_true" => "simd_any",
            "prefix_sum" => "simd_prefix_exclusive_sum",
            "prefix_product" => "simd_prefix_exclusive_product",
            "read_lane_first" => "simd_broadcast_first",
            "read_lane_at" => "simd_shuffle",
            "active_count_bits" => {
                let ballot = Expr::call("simd_ballot", a);
                return Ok(Expr::call("popcount", &[Expr::call("static_cast<ulong>", &[ballot])]));
            }
            "active_ballot" => {
                let bits = Expr::call("static_cast<ulong>", &[Expr::call("simd_ballot", a)]);
                let low = Expr::call("uint", std::slice::from_ref(&bits));
                let high = Expr::call("uint", &[bits.binary(">>", &Expr::atom("32"), Prec::Shift)]);
                return Ok(Expr::call("uint4", &[low, high, Expr::atom("0u"), Expr::atom("0u")]));
            }
            _ => return Err(cannot(ctx, op, "Metal", format!("the op '{name}'"))),
        };
        Ok(Expr::call(f, a))
    }
}

impl Target for Metal {
    fn name(&self) -> &'static str {
        "Metal"
    }

    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        let scalar = |t: Type| -> R<&'static str> {
            Ok(match *ctx.type_kind(t) {
                TypeKind::Bool => "bool",
                TypeKind::Int { width: 8, signed } => {
                    if signed {
                        "char"
                    } else {
                        "uchar"
                    }
                }
                TypeKind::Int { width: 16, signed } => {
                    if signed {
                        "short"
                    } else {
                        "ushort"
                    }
                }
                TypeKind::Int { width: 32, signed } => {
                    if signed {
                        "int"
                    } else {
                        "uint"
                    }
                }
                TypeKind::Int { width: 64, signed } => {
                    if signed {
                        "long"
                    } else {
                        "ulong"
                    }
                }
                TypeKind::Float { width: 16 } => "half",
                TypeKind::Float { width: 32 } => "float",
                _ => return Err(cannot(ctx, op, "Metal", "64-bit floats (Metal has none)")),
            })
        };
        Ok(match ctx.type_kind(t).clone() {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => scalar(t)?.to_string(),
            TypeKind::Vector { elem, len } => format!("{}{len}", scalar(elem)?),
            TypeKind::Matrix { elem, rows, cols, .. } => format!("{}{rows}x{cols}", scalar(elem)?),
            TypeKind::Array { elem, len: Some(n) } => format!("array<{}, {n}>", self.ty(w, elem, op)?),
            TypeKind::Struct { name, fields } => {
                if let Some(n) = self.struct_names.get(&t) {
                    return Ok(n.clone());
                }
                let mut body = String::new();
                for (fname, fty) in fields {
                    body.push_str(&format!("    {} {};\n", self.ty(w, fty, op)?, w.field_name(ctx.str(fname))));
                }
                let n = w.names.fresh(ctx.str(name));
                self.structs.push_str(&format!("struct {n}\n{{\n{body}}};\n"));
                self.struct_names.insert(t, n.clone());
                n
            }
            TypeKind::Opaque { name, .. } if ctx.str(name) == "hl.SamplerState" => "sampler".to_string(),
            TypeKind::Opaque { .. } if hl::texture(ctx, t).is_some() => {
                let shape = Shape::of(w, t).ok_or_else(|| cannot(ctx, op, "Metal", "a non-texture"))?;
                let dim = match (shape.base, shape.array, shape.multisampled) {
                    (Base::D1, false, _) => "1d",
                    (Base::D1, true, _) => "1d_array",
                    (Base::D2, false, false) => "2d",
                    (Base::D2, true, false) => "2d_array",
                    (Base::D2, false, true) => "2d_ms",
                    (Base::D3, ..) => "3d",
                    // A storage cube reads at (x, y, face): Metal's read
                    // takes the face apart (not supported yet).
                    (Base::Cube, false, _) if !shape.rw => "cube",
                    (Base::Cube, true, _) if !shape.rw => "cube_array",
                    _ => return Err(cannot(ctx, op, "Metal", "a texture of this shape")),
                };
                let access = if shape.rw { "read_write" } else { "sample" };
                format!("texture{dim}<{}, access::{access}>", scalar(ctx.scalar_of(shape.texel))?)
            }
            TypeKind::Opaque { .. } if gpu::atomic_value_type(ctx, t).is_some() => {
                match *ctx.type_kind(gpu::atomic_value_type(ctx, t).expect("an atomic type")) {
                    TypeKind::Int { width: 32, signed: true } => "atomic_int".to_string(),
                    TypeKind::Int { width: 32, signed: false } => "atomic_uint".to_string(),
                    _ => return Err(cannot(ctx, op, "Metal", "atomics on other than int or uint")),
                }
            }
            _ => return Err(cannot(ctx, op, "Metal", format!("the type {}", nsl_ir::printer::print_type(ctx, t)))),
        })
    }

    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        let t = self.ty(w, ty, op)?;
        let list: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
        Ok(match w.ctx.type_kind(ty) {
            TypeKind::Array { .. } | TypeKind::Struct { .. } => Expr::atom(format!("{t}{{{}}}", list.join(", "))),
            _ => Expr::call(&t, parts),
        })
    }

    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr> {
        Ok(Expr::atom(format!("{}{{}}", self.ty(w, ty, op)?)))
    }

    fn expr(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name.starts_with("arith.") {
            return self.arith(w, op, a);
        }
        if name.starts_with("math.") {
            return self.math(w, op, a).map(Some);
        }
        if name == gpu::DERIVATIVE.name {
            // Metal has no fine or coarse forms.
            let f = match ctx.attr_str(op, "axis") {
                Some("x") => "dfdx",
                Some("y") => "dfdy",
                _ => "fwidth",
            };
            return Ok(Some(Expr::call(f, &a[..1])));
        }
        if name.starts_with("gpu.") {
            return self.wave(w, op, a).map(Some);
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
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "Metal", "an unknown variable"))?;
            return Ok(Some(Expr::atom(n)));
        }
        if name == spv::ARRAY_LENGTH.name {
            return Err(cannot(ctx, op, "Metal", "a buffer's length (Metal buffers carry none; not implemented)"));
        }
        if name == mem::FIELD_ADDR.name {
            // A storage block's one member is the buffer's element pointer.
            let base = ctx.operand(op, 0);
            if let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(base)) {
                if self.storage_blocks.contains(&pointee) {
                    return Ok(Some(a[0].clone()));
                }
            }
        }
        Ok(None)
    }

    fn stmt(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<()> {
        let ctx = w.ctx;
        if ctx.op_name(op) == hl::DISCARD.name {
            w.line("discard_fragment();");
            return Ok(());
        }
        if ctx.op_name(op) == hl::TEXTURE_STORE.name {
            let store = self.texture(w, op, args)?;
            w.line(&format!("{};", store.text));
            return Ok(());
        }
        if ctx.op_name(op) == gpu::ATOMIC_STORE.name {
            let p = args[0].prefix("&");
            w.line(&format!("atomic_store_explicit({}, {}, memory_order_relaxed);", p.text, args[1].text));
            return Ok(());
        }
        if ctx.op_name(op) == gpu::BARRIER.name {
            let flags = match ctx.attr_str(op, "scope") {
                Some("workgroup") => "mem_flags::mem_threadgroup",
                Some("device") => "mem_flags::mem_device",
                _ => "mem_flags::mem_device | mem_flags::mem_threadgroup",
            };
            let sync = ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
            w.line(&if sync {
                format!("threadgroup_barrier({flags});")
            } else {
                format!("atomic_thread_fence({flags}, memory_order_relaxed);")
            });
            return Ok(());
        }
        Err(cannot(ctx, op, "Metal", format!("the op '{}'", ctx.op_name(op))))
    }

    fn literal(&mut self, w: &mut Walker, ty: Type, value: &AttrKind, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        Ok(match (ctx.type_kind(ty).clone(), value) {
            (TypeKind::Bool, AttrKind::Bool(b)) => Expr::atom(b.to_string()),
            (TypeKind::Int { width: 32, signed: true }, AttrKind::Int(v)) if *v == i128::from(i32::MIN) => {
                Expr::call("int", &[Expr::atom("0x80000000u")])
            }
            (TypeKind::Int { width: 32, signed: true }, AttrKind::Int(v)) => Expr::number(v.to_string()),
            (TypeKind::Int { width: 32, signed: false }, AttrKind::Int(v)) => Expr::atom(format!("{v}u")),
            (TypeKind::Int { .. }, AttrKind::Int(v)) => {
                let t = self.ty(w, ty, op)?;
                Expr::call(&t, &[Expr::number(v.to_string())])
            }
            (TypeKind::Float { width }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits) as f32;
                let suffix = if width == 16 { "h" } else { "f" };
                if v.is_finite() {
                    Expr::number(format!("{v:?}{suffix}"))
                } else {
                    let t = self.ty(w, ty, op)?;
                    Expr::call(&t, &[Expr::call("as_type<float>", &[Expr::atom(format!("{:#x}u", v.to_bits()))])])
                }
            }
            (TypeKind::Float { .. }, AttrKind::Int(v)) => {
                return self.literal(w, ty, &AttrKind::Float((*v as f64).to_bits()), op);
            }
            _ => return Err(cannot(ctx, op, "Metal", "a constant of this type")),
        })
    }
}
