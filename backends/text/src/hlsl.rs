//! The HLSL target: HLSL for Vulkan, accepted by glslangValidator's HLSL
//! front end (`-D`) and by DXC's SPIR-V mode.
//!
//! Like GLSL, its input is the SPIR-V legalization's output language: the
//! `spv` resource dialect decides bindings, blocks, layouts and built-ins,
//! and this module prints each storage class the HLSL way: a
//! `storage_buffer` block of one runtime array is a
//! `[RW]StructuredBuffer<T>` (a matrix element is wrapped in a struct, as
//! HLSL has no layout keyword in template arguments), `uniform` and
//! `push_constant` blocks `cbuffer`s (`[[vk::push_constant]]`), `workgroup`
//! `groupshared`, `private` `static`. Every resource carries its
//! `[[vk::binding(b, s)]]` and `register`. Built-in inputs are `static`
//! globals that the entry point (a function of the entry point's own name,
//! as slangc names it) fills from its `SV_` parameters (and
//! `WaveGetLaneIndex()` / `WaveGetLaneCount()`) before it calls the entry
//! function, which gets another name.
//!
//! A vertex or fragment entry point's interface variables are `static`
//! globals too: main takes the inputs as parameters and the outputs as
//! `out` parameters, each with its semantic (the source's, as slangc
//! prints it, `TEXCOORD<location>` for a leaf without one; the built-ins'
//! `SV_` ones), interpolation modifiers and `[[vk::location(N)]]`, so
//! that its Vulkan locations are `spirv-entry-points`' ones.
//!
//! glslang's HLSL front end lacks `int64_t` (DXC has it); the printer
//! writes standard HLSL, so signed 64-bit code is checked by DXC only.
//!
//! Matrices: an IR `mat<T, R, C>` is HLSL's `TRxC` (same rows, same
//! `m[i]`, `mul` in the same order), printed `row_major` or
//! `column_major` as its type says.

mod domain;
mod geometry;
mod hull;

use crate::cfamily::{cannot, Target, Walker, R};
use crate::expr::{Expr, Prec};
use crate::names::{Names, Reserved};
use nsl_dialects::{arith, gpu, hl, mat, mem};
use nsl_ir::{AttrKind, Context, Diagnostic, MatrixLayout, Op, Type, TypeKind, Value};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};

pub static RESERVED: Reserved = Reserved {
    words: &[
        "cbuffer",
        "tbuffer",
        "groupshared",
        "row_major",
        "column_major",
        "matrix",
        "vector",
        "half",
        "min16float",
        "register",
        "packoffset",
        "sampler",
        "texture",
        "Texture2D",
        "SamplerState",
        "StructuredBuffer",
        "RWStructuredBuffer",
        "ByteAddressBuffer",
        "RWByteAddressBuffer",
        "ConstantBuffer",
        "RayDesc",
        "RayQuery",
        "precise",
        "nointerpolation",
        "linear",
        "centroid",
        "snorm",
        "unorm",
        "string",
        "technique",
        "pass",
        "compile",
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
        "uint",
        "dword",
        "globallycoherent",
        "export",
        "lerp",
        "mul",
        "dot",
        "min",
        "max",
        "abs",
        "clamp",
        "saturate",
        "frac",
        "sign",
        "length",
        "normalize",
        "asfloat",
        "asint",
        "asuint",
        "select",
        "and",
        "or",
        "vk",
    ],
    prefixes: &["SV_", "__"],
    families: None,
};

/// Prints a module in the SPIR-V emitter's input language as HLSL.
pub fn print(ctx: &Context, module: Op) -> Result<String, Vec<Diagnostic>> {
    nsl_ir::verify::verify(ctx, module)?;
    crate::printer_language("hlsl").check(ctx, module)?;
    let mut h = Hlsl::default();
    let mut w = Walker::new(ctx, Names::new(&RESERVED));
    // The entry point keeps its own name (as slangc's HLSL does, for
    // `dxc -E computeMain`, `main` included); the function it calls gets
    // another. `main` is kept for an entry point without a name.
    for op in ctx.block_ops(ctx.body(module, 0)) {
        if ctx.op_name(op) == spv::ENTRY_POINT.name {
            if let Some(name) = ctx.attr_str(op, "name") {
                // (`main` is reserved for C and C++, not in HLSL.)
                let name = if name == "main" && h.entry_names.is_empty() {
                    w.names.reserve(name);
                    name.to_string()
                } else {
                    w.names.fresh(name)
                };
                h.entry_names.insert(op, name);
            }
        }
    }
    w.names.reserve("main");
    h.module(&mut w, module).map_err(|d| vec![d])?;
    let mut out = h.structs;
    out.push_str(&h.globals);
    out.push_str(&w.out);
    Ok(out)
}

/// The HLSL stage name of a ray-tracing execution model.
fn ray_tracing_stage(model: &str) -> Option<&'static str> {
    Some(match model {
        "RayGenerationKHR" => "raygeneration",
        "IntersectionKHR" => "intersection",
        "AnyHitKHR" => "anyhit",
        "ClosestHitKHR" => "closesthit",
        "MissKHR" => "miss",
        "CallableKHR" => "callable",
        _ => return None,
    })
}

/// The HLSL call reading a built-in of the ray-tracing stages.
fn ray_tracing_builtin(builtin: &str) -> Option<&'static str> {
    Some(match builtin {
        "LaunchIdKHR" => "DispatchRaysIndex()",
        "LaunchSizeKHR" => "DispatchRaysDimensions()",
        "WorldRayOriginKHR" => "WorldRayOrigin()",
        "WorldRayDirectionKHR" => "WorldRayDirection()",
        "ObjectRayOriginKHR" => "ObjectRayOrigin()",
        "ObjectRayDirectionKHR" => "ObjectRayDirection()",
        "RayTminKHR" => "RayTMin()",
        "RayTmaxKHR" => "RayTCurrent()",
        "IncomingRayFlagsKHR" => "RayFlags()",
        "InstanceCustomIndexKHR" => "InstanceID()",
        "InstanceId" => "InstanceIndex()",
        "PrimitiveId" => "PrimitiveIndex()",
        "RayGeometryIndexKHR" => "GeometryIndex()",
        "HitKindKHR" => "HitKind()",
        "ObjectToWorldKHR" => "ObjectToWorld4x3()",
        "WorldToObjectKHR" => "WorldToObject4x3()",
        _ => return None,
    })
}

/// The name printed for entry point `e`.
fn h_entry_name(names: &FxHashMap<Op, String>, e: Op) -> String {
    names.get(&e).cloned().unwrap_or_else(|| "main".to_string())
}

/// Where `main` finds a built-in input.
#[derive(Clone, Copy)]
enum Source {
    /// A parameter with this semantic.
    Semantic(&'static str),
    /// The value of this call.
    Call(&'static str),
}

#[derive(Default)]
struct Hlsl {
    struct_names: FxHashMap<Type, String>,
    structs: String,
    globals: String,
    /// Storage-block struct types: their one member is the buffer itself.
    storage_blocks: FxHashSet<Type>,
    /// Uniform and push-constant block types: their members are globals.
    cbuffers: FxHashMap<Type, Vec<String>>,
    /// Buffers whose (matrix) elements are wrapped in a struct `{ m }`.
    wrapped: FxHashSet<Type>,
    /// Values naming a wrapped buffer's elements.
    wrapped_data: FxHashSet<Value>,
    /// The HLSL names of the entry points: their own, unless HLSL
    /// reserves it (`shared`), then a fresh one made from it.
    entry_names: FxHashMap<Op, String>,
    /// Built-in inputs: (static name, type, where main finds it).
    builtins: Vec<(String, Type, Source)>,
    /// A vertex or fragment shader's interface: (static name, variable).
    io: Vec<(String, crate::stage::IoVar)>,
    /// The entry point's execution model (`GLCompute`, `ClosestHitKHR`, ...).
    model: String,
    /// A ray-tracing entry point's parameters: the incoming payload or
    /// callable data (`inout`) and the hit attributes (`in`) that
    /// `spirv-ray-tracing` made variables, in the order HLSL takes them.
    ray_params: Vec<String>,
    /// The ray-tracing variables that only a ray-tracing entry point's own
    /// function may use (HLSL has them as its parameters), by symbol.
    param_vars: FxHashSet<String>,
    /// The global variables the entry point's function addresses.
    entry_uses: FxHashSet<String>,
    /// The global variables the module addresses.
    module_uses: FxHashSet<String>,
    /// A geometry shader's output vertex and stream.
    geometry: Option<geometry::GeometryOutput>,
}

impl Hlsl {
    fn module(&mut self, w: &mut Walker, module: Op) -> R<()> {
        let ctx = w.ctx;
        let body = ctx.body(module, 0);
        let ops = ctx.block_ops(body);
        let entries: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
        if let [e] = entries[..] {
            self.model = ctx.attr_str(e, "model").unwrap_or_default().to_string();
            // The variables the entry point's function and the whole
            // module address: a ray-tracing stage declares only its own.
            let entry = ctx.attr_symbol(e, "func");
            for &op in &ops {
                let own = ctx.attr_symbol(op, "sym").is_some_and(|s| Some(s) == entry);
                ctx.walk_nested(op, &mut |o| {
                    if let Some(v) = ctx.attr_symbol(o, "var") {
                        let v = ctx.str(v).to_string();
                        if own {
                            self.entry_uses.insert(v.clone());
                        }
                        self.module_uses.insert(v);
                    }
                });
            }
        }
        for op in crate::stage::globals(ctx, module) {
            self.global(w, op)?;
        }
        if let ([e], Some(stage)) = (&entries[..], ray_tracing_stage(&self.model)) {
            return self.ray_tracing_module(w, *e, stage, &ops);
        }
        if let ([e], "Geometry") = (&entries[..], self.model.as_str()) {
            self.geometry_output(w, *e)?;
        }
        let funcs: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        for &f in &funcs {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let name = w.names.fresh(&sym);
            w.symbols.insert(sym, name);
        }
        let mut protos = Vec::new();
        for &f in &funcs {
            protos.push(self.signature(w, f)?);
        }
        for p in &protos {
            w.line(&format!("{p};"));
        }
        for (&f, head) in funcs.iter().zip(&protos) {
            w.line(&format!("{head} {{"));
            w.indent += 1;
            let r = w.body(self, ctx.body(f, 0));
            w.indent -= 1;
            r?;
            w.line("}");
        }
        match entries.as_slice() {
            [] => {}
            [e] => {
                let f = ctx.attr_symbol(*e, "func").map(|s| ctx.str(s).to_string()).unwrap_or_default();
                if spv::local_size_spec_ids(ctx, *e).is_some() {
                    return Err(cannot(ctx, *e, "HLSL", "a workgroup size given by a specialization constant"));
                }
                if self.geometry.is_some() {
                    return self.geometry_main(w, *e, &f);
                }
                if self.model == "TessellationEvaluation" {
                    return self.domain_main(w, *e, &f);
                }
                if self.model == "TessellationControl" {
                    return self.hull_main(w, *e, &f);
                }
                let size = spv::int_list(ctx, *e, "local_size").unwrap_or_default();
                let [x, y, z] = size[..] else {
                    if crate::stage::stage(ctx, *e).is_none() {
                        return Err(cannot(ctx, *e, "HLSL", "an entry point without a size"));
                    }
                    return self.graphics_main(w, *e, &f);
                };
                let mut params = Vec::new();
                let mut copies = Vec::new();
                for (name, ty, source) in self.builtins.clone() {
                    match source {
                        Source::Semantic(semantic) => {
                            let p = w.names.fresh(&format!("in_{name}"));
                            params.push(format!("{} {p} : {semantic}", self.ty(w, ty, *e)?));
                            copies.push(format!("{name} = {p};"));
                        }
                        Source::Call(call) => copies.push(format!("{name} = {call};")),
                    }
                }
                w.line(&format!("[numthreads({x}, {y}, {z})]"));
                let name = h_entry_name(&self.entry_names, *e);
                w.line(&format!("void {name}({})", params.join(", ")));
                w.line("{");
                w.indent += 1;
                for c in copies {
                    w.line(&c);
                }
                w.line(&format!("{}();", w.symbols[&f]));
                w.indent -= 1;
                w.line("}");
            }
            [_, second, ..] => return Err(cannot(ctx, *second, "HLSL", "a second entry point (pass -entry)")),
        }
        Ok(())
    }

    /// A module whose entry point is of a ray-tracing stage: its function
    /// is the entry point itself, `[shader("closesthit")] void name(inout
    /// Payload p, in Attributes a)`, its parameters the variables
    /// `spirv-ray-tracing` made of them (which only that function uses:
    /// it loads them at its start and stores the payload back before it
    /// returns or ends the shader, so `IgnoreHit()` keeps what it wrote).
    fn ray_tracing_module(&mut self, w: &mut Walker, e: Op, stage: &str, ops: &[Op]) -> R<()> {
        let ctx = w.ctx;
        let entry = ctx.attr_symbol(e, "func").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let funcs: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        let sym_of = |f: Op| ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        for &f in &funcs {
            let sym = sym_of(f);
            let name = if sym == entry { h_entry_name(&self.entry_names, e) } else { w.names.fresh(&sym) };
            w.symbols.insert(sym, name);
        }
        let mut helpers = Vec::new();
        for &f in funcs.iter().filter(|&&f| sym_of(f) != entry) {
            let mut stray = None;
            ctx.walk_nested(f, &mut |op| {
                if ctx.attr_symbol(op, "var").is_some_and(|v| self.param_vars.contains(ctx.str(v))) {
                    stray = stray.or(Some(op));
                }
            });
            if let Some(op) = stray {
                return Err(cannot(ctx, op, "HLSL", "a ray payload or hit attributes used outside the entry point"));
            }
            helpers.push((f, self.signature(w, f)?));
        }
        for (_, p) in &helpers {
            w.line(&format!("{p};"));
        }
        for (f, head) in &helpers {
            w.line(&format!("{head} {{"));
            w.indent += 1;
            let r = w.body(self, ctx.body(*f, 0));
            w.indent -= 1;
            r?;
            w.line("}");
        }
        let Some(&f) = funcs.iter().find(|&&f| sym_of(f) == entry) else {
            return Err(cannot(ctx, e, "HLSL", "an entry point without its function"));
        };
        w.line(&format!("[shader(\"{stage}\")]"));
        w.line(&format!("void {}({}) {{", w.symbols[&entry], self.ray_params.join(", ")));
        w.indent += 1;
        let r = w.body(self, ctx.body(f, 0));
        w.indent -= 1;
        r?;
        w.line("}");
        Ok(())
    }

    /// The statements of ray-tracing pipelines: `TraceRay` and
    /// `CallShader` on a local copy of the payload or callable data (HLSL
    /// takes a variable of the function), `IgnoreHit()`,
    /// `AcceptHitAndEndSearch()`. False for other ops.
    fn ray_tracing_stmt(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<bool> {
        use nsl_dialects::rt;
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let through_copy = |h: &mut Self, w: &mut Walker, at: usize, call: &dyn Fn(&str) -> String| -> R<()> {
            let ptr = ctx.operand(op, at);
            let Some(ty) = Self::pointee(w, ptr) else {
                return Err(cannot(ctx, op, "HLSL", "a payload that is not in a variable"));
            };
            let copy = w.names.fresh("payload");
            let d = h.decl(w, ty, &copy, op)?;
            w.line("{");
            w.indent += 1;
            w.line(&format!("{d} = {};", a[at].text));
            w.line(&call(&copy));
            w.line(&format!("{} = {copy};", a[at].text));
            w.indent -= 1;
            w.line("}");
            Ok(())
        };
        if name == rt::TRACE_RAY.name {
            let ray = w.names.fresh("ray");
            let head = a[..6].iter().map(|e| e.text.clone()).collect::<Vec<_>>().join(", ");
            let desc = format!("RayDesc {ray} = {{ {}, {}, {}, {} }};", a[6].text, a[7].text, a[8].text, a[9].text);
            w.line("{");
            w.indent += 1;
            w.line(&desc);
            let r = through_copy(self, w, 10, &|p| format!("TraceRay({head}, {ray}, {p});"));
            w.indent -= 1;
            w.line("}");
            r?;
            return Ok(true);
        }
        if name == rt::CALL_SHADER.name {
            let index = a[0].text.clone();
            through_copy(self, w, 1, &|p| format!("CallShader({index}, {p});"))?;
            return Ok(true);
        }
        if name == rt::IGNORE_HIT.name {
            w.line("IgnoreHit();");
            return Ok(true);
        }
        if name == rt::ACCEPT_HIT_AND_END_SEARCH.name {
            w.line("AcceptHitAndEndSearch();");
            return Ok(true);
        }
        Ok(false)
    }

    /// The main of a vertex or fragment entry point: its interface as
    /// parameters copied to and from the statics around the call.
    fn graphics_main(&mut self, w: &mut Walker, e: Op, f: &str) -> R<()> {
        let ctx = w.ctx;
        let (mut params, mut copies, mut after) = (Vec::new(), Vec::new(), Vec::new());
        for (name, v) in self.io.clone() {
            self.io_param(w, &name, &v, e, &mut params, &mut copies, &mut after)?;
        }
        if crate::stage::modes(ctx, e).iter().any(|m| m == "EarlyFragmentTests") {
            w.line("[earlydepthstencil]");
        }
        let name = h_entry_name(&self.entry_names, e);
        w.line(&format!("void {name}({})", params.join(", ")));
        w.line("{");
        w.indent += 1;
        for c in copies {
            w.line(&c);
        }
        w.line(&format!("{}();", w.symbols[f]));
        for c in after {
            w.line(&c);
        }
        w.indent -= 1;
        w.line("}");
        Ok(())
    }

    /// One interface variable as a parameter of main: `[[vk::location(N)]]
    /// nointerpolation [out] T p : SEMANTIC`, and its copy before or after
    /// the call.
    #[allow(clippy::too_many_arguments)]
    fn io_param(
        &mut self,
        w: &mut Walker,
        name: &str,
        v: &crate::stage::IoVar,
        e: Op,
        params: &mut Vec<String>,
        copies: &mut Vec<String>,
        after: &mut Vec<String>,
    ) -> R<()> {
        let p = w.names.fresh(&format!("{}_{name}", if v.output { "out" } else { "in" }));
        let mut ty = self.decl(w, v.ty, &p, e)?;
        let (mut to, mut from) = (format!("{name} = {p};"), format!("{p} = {name};"));
        let (semantic, unsigned) = io_semantic(w.ctx, v)?;
        if unsigned {
            ty = format!("uint {p}");
            to = format!("{name} = int({p});");
            from = format!("{p} = uint({name});");
        }
        let head = io_qualifiers(v);
        if v.output {
            params.push(format!("{head}out {ty} : {semantic}"));
            after.push(from);
        } else {
            params.push(format!("{head}{ty} : {semantic}"));
            copies.push(to);
        }
        Ok(())
    }

    fn signature(&mut self, w: &mut Walker, f: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let name = w.symbols[&sym].clone();
        let fty = ctx.attr_type(f, "type").ok_or_else(|| cannot(ctx, f, "HLSL", "a function without a type"))?;
        let TypeKind::Function { results, .. } = ctx.type_kind(fty).clone() else {
            return Err(cannot(ctx, f, "HLSL", "a function without a function type"));
        };
        let ret = match results[..] {
            [] => "void".to_string(),
            [r] if matches!(ctx.type_kind(r), TypeKind::Array { .. }) => {
                return Err(cannot(ctx, f, "HLSL", "a function returning an array"))
            }
            [r] => self.ty(w, r, f)?,
            _ => return Err(cannot(ctx, f, "HLSL", "a function with several results")),
        };
        let mut params = Vec::new();
        for &a in ctx.block_args(ctx.body(f, 0)) {
            let hint = ctx.value_name(a).map_or("p".to_string(), |s| ctx.str(s).to_string());
            let pname = w.names.fresh(&hint);
            let (qual, ty) = match *ctx.type_kind(ctx.value_type(a)) {
                TypeKind::Ptr { pointee, .. } => ("inout ", pointee),
                _ => ("", ctx.value_type(a)),
            };
            params.push(format!("{qual}{}", self.decl(w, ty, &pname, f)?));
            w.values.insert(a, Expr::atom(pname));
        }
        if let Some(g) = &self.geometry {
            params.push(format!("inout {} {}", g.stream_type, g.stream));
        }
        Ok(format!("{ret} {name}({})", params.join(", ")))
    }

    fn global(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let ty = ctx.attr_type(op, "type").ok_or_else(|| cannot(ctx, op, "HLSL", "a variable without a type"))?;
        let storage = ctx.attr_str(op, "storage").unwrap_or_default();
        // The ray-tracing memory of other entry points is not declared.
        let ray_memory = matches!(
            storage,
            "ray_payload" | "callable_data" | "incoming_ray_payload" | "incoming_callable_data" | "hit_attribute"
        );
        if ray_memory && !self.module_uses.contains(&sym) {
            return Ok(());
        }
        if ray_tracing_stage(&self.model).is_some() {
            // Built-ins only other entry points read are not declared.
            if ctx.attr(op, "builtin").is_some() && !self.module_uses.contains(&sym) {
                return Ok(());
            }
            // The system values of the ray-tracing stages are calls, made
            // where they are read (`RayTCurrent()` changes after a hit is
            // reported).
            if let Some(call) = ctx.attr_str(op, "builtin").and_then(ray_tracing_builtin) {
                w.symbols.insert(sym, call.to_string());
                return Ok(());
            }
            // The incoming payload or callable data and the attributes of
            // a hit: the entry point's parameters.
            let param = match (storage, self.model.as_str()) {
                ("incoming_ray_payload" | "incoming_callable_data", _) => Some("inout"),
                ("hit_attribute", "ClosestHitKHR" | "AnyHitKHR") => Some("in"),
                _ => None,
            };
            if let Some(q) = param.filter(|_| self.entry_uses.contains(&sym)) {
                let name = w.names.fresh(&sym);
                let d = self.decl(w, ty, &name, op)?;
                // The payload first, then the attributes, as HLSL takes them.
                let at = if q == "inout" { 0 } else { self.ray_params.len() };
                self.ray_params.insert(at, format!("{q} {d}"));
                self.param_vars.insert(sym.clone());
                w.symbols.insert(sym, name);
                return Ok(());
            }
        }
        if let Some(v) = crate::stage::io_var(ctx, op) {
            // `DeviceIndex` is a stage input too, outside compute.
            let device_index = v.builtin.as_deref() == Some("DeviceIndex") && self.model != "GLCompute";
            if v.builtin.as_deref().is_none_or(crate::stage::is_stage_builtin) || device_index {
                let name = w.names.fresh(&sym);
                let d = self.decl(w, ty, &name, op)?;
                self.globals.push_str(&format!("static {d};\n"));
                w.symbols.insert(sym, name.clone());
                self.io.push((name, v));
                return Ok(());
            }
        }
        if let Some(b) = ctx.attr_str(op, "builtin") {
            // A semantic of main's parameters, or a function main calls
            // once (glslang declares a built-in variable per call).
            let source = match b {
                "GlobalInvocationId" => Source::Semantic("SV_DispatchThreadID"),
                "LocalInvocationId" => Source::Semantic("SV_GroupThreadID"),
                "WorkgroupId" => Source::Semantic("SV_GroupID"),
                "LocalInvocationIndex" => Source::Semantic("SV_GroupIndex"),
                "SubgroupLocalInvocationId" => Source::Call("WaveGetLaneIndex()"),
                "SubgroupSize" => Source::Call("WaveGetLaneCount()"),
                other => return Err(cannot(ctx, op, "HLSL", format!("the built-in {other}"))),
            };
            let name = w.names.fresh(&sym);
            let d = self.decl(w, ty, &name, op)?;
            self.globals.push_str(&format!("static {d};\n"));
            self.builtins.push((name.clone(), ty, source));
            w.symbols.insert(sym, name);
            return Ok(());
        }
        let name = w.names.fresh(&sym);
        w.symbols.insert(sym, name.clone());
        let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
        let decl = match storage {
            "storage_buffer" => {
                let TypeKind::Struct { name: sname, fields } = ctx.type_kind(ty).clone() else {
                    return Err(cannot(ctx, op, "HLSL", "a storage block that is not a struct"));
                };
                let [(_, data)] = fields[..] else {
                    return Err(cannot(ctx, op, "HLSL", "a storage block of several members"));
                };
                let TypeKind::Array { elem, len: None } = *ctx.type_kind(data) else {
                    return Err(cannot(ctx, op, "HLSL", "a storage block that is not one runtime array"));
                };
                if crate::cfamily::is_wide_byte_view(ctx, sname, elem) {
                    return Err(cannot(
                        ctx,
                        op,
                        "HLSL",
                        "a byte-address buffer's 64-bit atomics (a second view of the buffer)",
                    ));
                }
                self.storage_blocks.insert(ty);
                let elem_name = if matches!(ctx.type_kind(elem), TypeKind::Matrix { .. } | TypeKind::Array { .. }) {
                    self.wrapped.insert(ty);
                    let wrapper = w.names.fresh(&format!("{name}_elem"));
                    let field = self.decl(w, elem, "m", op)?;
                    self.structs.push_str(&format!("struct {wrapper}\n{{\n    {field};\n}};\n"));
                    wrapper
                } else {
                    self.ty(w, elem, op)?
                };
                let (kind, reg) = if ctx.attr(op, "readonly").is_some() { ("", 't') } else { ("RW", 'u') };
                format!(
                    "[[vk::binding({b}, {s})]] {kind}StructuredBuffer<{elem_name}> {name} : register({reg}{b}, space{s});\n"
                )
            }
            // A descriptor array of uniform buffers: `ConstantBuffer<S> name[N]`,
            // its elements' members read through `name[i].member`.
            "uniform"
                if matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. }
                    if matches!(ctx.type_kind(elem), TypeKind::Struct { .. })) =>
            {
                let TypeKind::Array { elem, len } = *ctx.type_kind(ty) else { unreachable!() };
                let suffix = len.map_or("[]".to_string(), |n| format!("[{n}]"));
                let elem_name = self.ty(w, elem, op)?;
                format!(
                    "[[vk::binding({b}, {s})]] ConstantBuffer<{elem_name}> {name}{suffix} : register(b{b}, space{s});\n"
                )
            }
            "uniform" if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) => {
                return Err(cannot(
                    ctx,
                    op,
                    "HLSL",
                    "an array of ConstantBuffer<T> (a descriptor array of uniform buffers)",
                ));
            }
            "uniform" | "push_constant" => {
                let TypeKind::Struct { fields, .. } = ctx.type_kind(ty).clone() else {
                    return Err(cannot(ctx, op, "HLSL", "a block that is not a struct"));
                };
                let head = if storage == "uniform" {
                    format!("[[vk::binding({b}, {s})]] cbuffer {name} : register(b{b}, space{s})")
                } else {
                    format!("[[vk::push_constant]] cbuffer {name}")
                };
                let mut text = format!("{head}\n{{\n");
                let mut members = Vec::new();
                for (fname, fty) in fields {
                    let m = w.names.fresh(ctx.str(fname));
                    text.push_str(&format!("    {};\n", self.decl(w, fty, &m, op)?));
                    members.push(m);
                }
                self.cbuffers.insert(ty, members);
                text.push_str("};\n");
                text
            }
            "workgroup" => format!("groupshared {};\n", self.decl(w, ty, &name, op)?),
            // What a shader hands to `TraceRay` / `CallShader` (through a
            // local copy, see `ray_tracing_stmt`), and an intersection
            // shader's attributes for `ReportHit`: per-invocation statics.
            "ray_payload" | "callable_data" | "hit_attribute" => format!("static {};\n", self.decl(w, ty, &name, op)?),
            "shader_record" => {
                let TypeKind::Struct { fields, .. } = ctx.type_kind(ty).clone() else {
                    return Err(cannot(ctx, op, "HLSL", "a shader record that is not a struct"));
                };
                let mut text = format!("[[vk::shader_record_ext]] cbuffer {name}\n{{\n");
                let mut members = Vec::new();
                for (fname, fty) in fields {
                    let m = w.names.fresh(ctx.str(fname));
                    text.push_str(&format!("    {};\n", self.decl(w, fty, &m, op)?));
                    members.push(m);
                }
                self.cbuffers.insert(ty, members);
                text.push_str("};\n");
                text
            }
            "uniform_constant" => {
                // A descriptor array: `Texture2D<float4> name[N]` (`[]` unsized).
                let (ty, suffix) = match *ctx.type_kind(ty) {
                    TypeKind::Array { elem, len } if hl::is_descriptor(ctx, elem) => {
                        (elem, len.map_or("[]".to_string(), |n| format!("[{n}]")))
                    }
                    _ => (ty, String::new()),
                };
                // A depth texture is an HLSL texture of one float; a
                // write-only one (`WTexture2D`) is read-write in HLSL, as
                // slangc prints it.
                let tname = match ctx.type_kind(ty) {
                    TypeKind::Opaque { name, .. } => {
                        let tname = ctx.str(*name).trim_start_matches("hl.").trim_start_matches("Depth");
                        match tname.strip_prefix("WTexture") {
                            Some(rest) => format!("RWTexture{rest}"),
                            None => tname.to_string(),
                        }
                    }
                    _ => String::new(),
                };
                let (t, reg) = if tname == "SamplerState" || tname == "SamplerComparisonState" {
                    (tname, 's')
                } else if tname == "RaytracingAccelerationStructure" {
                    (tname, 't')
                } else if tname.starts_with("RWTextureCube") {
                    return Err(cannot(ctx, op, "HLSL", "a read-write cube texture (HLSL has none)"));
                } else if let Some((texel, _, rw)) = hl::texture(ctx, ty) {
                    (format!("{tname}<{}>", self.ty(w, texel, op)?), if rw { 'u' } else { 't' })
                } else {
                    return Err(cannot(
                        ctx,
                        op,
                        "HLSL",
                        format!("the resource {}", nsl_ir::printer::print_type(ctx, ty)),
                    ));
                };
                // A subpass input names its attachment.
                let attachment = ctx
                    .attr_int(op, "input_attachment_index")
                    .map_or(String::new(), |i| format!("[[vk::input_attachment_index({i})]] "));
                format!("[[vk::binding({b}, {s})]] {attachment}{t} {name}{suffix} : register({reg}{b}, space{s});\n")
            }
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                format!("static {} = {};\n", self.decl(w, ty, &name, op)?, init.text)
            }
            other => return Err(cannot(ctx, op, "HLSL", format!("a variable in the {other} storage class"))),
        };
        self.globals.push_str(&decl);
        Ok(())
    }

    fn scalar(&self, w: &Walker, t: Type, op: Op) -> R<&'static str> {
        Ok(match *w.ctx.type_kind(t) {
            TypeKind::Bool => "bool",
            TypeKind::Int { width: 32, signed: true } => "int",
            TypeKind::Int { width: 32, signed: false } => "uint",
            TypeKind::Int { width: 64, signed: true } => "int64_t",
            TypeKind::Int { width: 64, signed: false } => "uint64_t",
            TypeKind::Int { width: 16, signed: true } => "int16_t",
            TypeKind::Int { width: 16, signed: false } => "uint16_t",
            TypeKind::Float { width: 32 } => "float",
            TypeKind::Float { width: 64 } => "double",
            TypeKind::Float { width: 16 } => "half",
            _ => return Err(cannot(w.ctx, op, "HLSL", "this scalar type")),
        })
    }

    fn cast(&mut self, w: &mut Walker, ty: Type, x: &Expr, op: Op) -> R<Expr> {
        let t = self.ty(w, ty, op)?;
        Ok(Expr { text: format!("({t}){}", x.at(Prec::Unary)), prec: Prec::Unary })
    }

    fn arith(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let ty = ctx.value_type(first);
        let rt = ctx.value_type(ctx.result(op, 0));
        let is_bool = w.is_bool(ty);
        Ok(Some(match name {
            n if n == arith::REM.name && w.is_float(ty) => a[0].truncated_float_rem(&a[1]),
            n if n == arith::REM.name => a[0].binary("%", &a[1], Prec::Multiplicative),
            n if n == arith::AND.name && is_bool => a[0].binary("&&", &a[1], Prec::LogicalAnd),
            n if n == arith::OR.name && is_bool => a[0].binary("||", &a[1], Prec::LogicalOr),
            n if n == arith::XOR.name && is_bool => a[0].binary("!=", &a[1], Prec::Equality),
            n if n == arith::AND.name => a[0].binary("&", &a[1], Prec::BitAnd),
            n if n == arith::OR.name => a[0].binary("|", &a[1], Prec::BitOr),
            n if n == arith::XOR.name => a[0].binary("^", &a[1], Prec::BitXor),
            n if n == arith::NOT.name && is_bool => a[0].prefix("!"),
            n if n == arith::NOT.name => a[0].prefix("~"),
            n if n == arith::SHL.name || n == arith::SHR.name => {
                let bits = u64::from(w.width(ty)) - 1;
                let sty = ctx.value_type(ctx.operand(op, 1));
                let mask = w.constant(self, sty, &AttrKind::Int(bits.into()), op)?;
                let amount = a[1].binary("&", &mask, Prec::BitAnd);
                let sym = if n == arith::SHL.name { "<<" } else { ">>" };
                a[0].binary(sym, &amount, Prec::Shift)
            }
            n if n == arith::CMP.name => {
                crate::expr::comparison(ctx.attr_str(op, "pred").unwrap_or("eq"), &a[0], &a[1])
            }
            n if n == arith::SELECT.name => Expr::ternary(&a[0], &a[1], &a[2]),
            // HLSL's `*` of two matrices is element-wise, but glslang's HLSL
            // front end (our stand-in for DXC) multiplies them as matrices:
            // row by row means the same to both.
            n if [arith::MUL.name, arith::DIV.name].contains(&n)
                && matches!(ctx.type_kind(ty), TypeKind::Matrix { .. }) =>
            {
                let TypeKind::Matrix { rows, .. } = *ctx.type_kind(ty) else { unreachable!("a matrix") };
                let sym = if n == arith::MUL.name { "*" } else { "/" };
                let parts: Vec<Expr> = (0..rows)
                    .map(|r| {
                        let i = Expr::number(r.to_string());
                        a[0].index(&i).binary(sym, &a[1].index(&i), Prec::Multiplicative)
                    })
                    .collect();
                Expr::call(&self.ty(w, rt, op)?, &parts)
            }
            n if n == arith::CONVERT.name => {
                if ty == rt {
                    a[0].clone()
                } else {
                    self.cast(w, rt, &a[0], op)?
                }
            }
            n if n == arith::BITCAST.name => {
                if ty == rt {
                    return Ok(Some(a[0].clone()));
                }
                if w.width(ty) != 32 || w.width(rt) != 32 {
                    return Err(cannot(ctx, op, "HLSL", "a bitcast of other than 32-bit components"));
                }
                let f = if w.is_float(rt) {
                    "asfloat"
                } else if w.is_signed(rt) {
                    "asint"
                } else {
                    "asuint"
                };
                Expr::call(f, a)
            }
            _ => return Ok(None),
        }))
    }

    fn math(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let short = ctx.op_name(op).trim_start_matches("math.");
        let ty = ctx.value_type(ctx.operand(op, 0));
        let rt = ctx.value_type(ctx.result(op, 0));
        let direct = |f: &str| Expr::call(f, a);
        Ok(match short {
            "fma" if !matches!(w.width(ty), 64) => direct("mad"),
            // HLSL's sign gives int whatever its argument.
            "sign" => {
                let s = direct("sign");
                self.cast(w, rt, &s, op)?
            }
            "countbits" | "firstbithigh" | "firstbitlow" | "reversebits" => {
                let s = direct(short);
                self.cast(w, rt, &s, op)?
            }
            // HLSL's ldexp is `x * exp2(e)` (what DXC emits); spelled out,
            // since glslang's HLSL front end (the stand-in for DXC) gives NaN
            // for a fractional exponent.
            "ldexp" => a[0].binary("*", &Expr::call("exp2", &a[1..2]), Prec::Multiplicative),
            // `all`/`any` of one bool is that bool; spelled so, since
            // glslang's HLSL front end emits an invalid OpAll for it.
            "any" | "all"
                if ctx
                    .operands(op)
                    .first()
                    .is_some_and(|&v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Bool)) =>
            {
                a[0].clone()
            }
            "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "exp" | "exp2" | "log"
            | "log2" | "log10" | "sqrt" | "rsqrt" | "rcp" | "floor" | "ceil" | "round" | "trunc" | "frac"
            | "saturate" | "degrees" | "radians" | "isnan" | "isinf" | "isfinite" | "atan2" | "pow" | "step"
            | "lerp" | "smoothstep" | "fma" | "mad" | "abs" | "min" | "max" | "clamp" | "dot" | "cross" | "length"
            | "distance" | "normalize" | "reflect" | "refract" | "faceforward" | "any" | "all" | "determinant"
            | "f32tof16" | "f16tof32" => direct(short),
            _ => return Err(cannot(ctx, op, "HLSL", format!("the op 'math.{short}'"))),
        })
    }

    fn gpu(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == gpu::ATOMIC.name || name == gpu::ATOMIC_CMPXCHG.name {
            let r = ctx.result(op, 0);
            // HLSL's InterlockedAdd takes integers only (slangc rejects it too).
            let float = matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Float { .. });
            if float && name == gpu::ATOMIC.name && matches!(ctx.attr_str(op, "op"), Some("add" | "min" | "max")) {
                return Err(cannot(ctx, op, "HLSL", "an atomic add, min or max of floats"));
            }
            let old = w.names.fresh("old");
            let d = self.decl(w, ctx.value_type(r), &old, op)?;
            w.line(&format!("{d};"));
            let f = if name == gpu::ATOMIC_CMPXCHG.name {
                "InterlockedCompareExchange"
            } else {
                match ctx.attr_str(op, "op").unwrap_or("add") {
                    "add" => "InterlockedAdd",
                    "and" => "InterlockedAnd",
                    "or" => "InterlockedOr",
                    "xor" => "InterlockedXor",
                    "min" => "InterlockedMin",
                    "max" => "InterlockedMax",
                    _ => "InterlockedExchange",
                }
            };
            let mut args = a.to_vec();
            args.push(Expr::atom(old.clone()));
            w.line(&format!("{};", Expr::call(f, &args).text));
            return Ok(Expr::atom(old));
        }
        let f = match name.trim_start_matches("gpu.wave_") {
            "is_first_lane" => "WaveIsFirstLane",
            "active_sum" => "WaveActiveSum",
            "active_product" => "WaveActiveProduct",
            "active_min" => "WaveActiveMin",
            "active_max" => "WaveActiveMax",
            "active_bit_and" => "WaveActiveBitAnd",
            "active_bit_or" => "WaveActiveBitOr",
            "active_bit_xor" => "WaveActiveBitXor",
            "active_all_true" => "WaveActiveAllTrue",
            "active_any_true" => "WaveActiveAnyTrue",
            "active_count_bits" => "WaveActiveCountBits",
            "prefix_sum" => "WavePrefixSum",
            "prefix_product" => "WavePrefixProduct",
            "read_lane_first" => "WaveReadLaneFirst",
            "read_lane_at" => "WaveReadLaneAt",
            "active_ballot" => "WaveActiveBallot",
            _ => return Err(cannot(ctx, op, "HLSL", format!("the op '{name}'"))),
        };
        Ok(Expr::call(f, a))
    }

    /// The HLSL spelling of a texture op: `t.Load(int3(x, y, mip))`,
    /// `img[xy]`, `t.SampleLevel(s, uv, lod)`, `t.GetDimensions(w, h)`.
    fn texture(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let Some((_, dims, rw)) = hl::texture(ctx, ctx.value_type(ctx.operand(op, 0))) else {
            return Err(cannot(ctx, op, "HLSL", "a texture op on a non-texture"));
        };
        let int_n = |n: u8| if n == 1 { "int".to_string() } else { format!("int{n}") };
        // A texel offset, then a minimum level of detail, are HLSL's last
        // arguments of the same method (a clamp only after an offset).
        let mut offset = match a.last() {
            Some(o) if ctx.attr(op, "offset").is_some() => format!(", {}", o.text),
            _ => String::new(),
        };
        let a = if offset.is_empty() { a } else { &a[..a.len() - 1] };
        let a = match a.last() {
            Some(c) if ctx.attr(op, "clamp").is_some() => {
                if offset.is_empty() {
                    return Err(cannot(ctx, op, "HLSL", "a minimum level of detail without a texel offset"));
                }
                offset.push_str(&format!(", {}", c.text));
                &a[..a.len() - 1]
            }
            _ => a,
        };
        let e = self.texture_call(w, op, a, dims, rw, int_n)?;
        Ok(match e.text.strip_suffix(')') {
            Some(call) if !offset.is_empty() => Expr::atom(format!("{call}{offset})")),
            _ => e,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn texture_call(
        &mut self,
        w: &mut Walker,
        op: Op,
        a: &[Expr],
        dims: u8,
        rw: bool,
        int_n: impl Fn(u8) -> String,
    ) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let tex_ty = ctx.value_type(ctx.operand(op, 0));
        Ok(match name {
            // A subpass input reads the current fragment's texel; a
            // multisampled one takes the sample (the coordinate's last part).
            n if n == hl::TEXTURE_LOAD.name && hl::texture_is_subpass(ctx, tex_ty) => {
                if ctx.attr(op, "offset").is_some() {
                    return Err(cannot(ctx, op, "HLSL", "a subpass input read at an offset"));
                }
                if hl::texture_is_multisampled(ctx, tex_ty) {
                    let coord = Expr::call(&int_n(dims + 1), &a[1..2]);
                    let sample = coord.postfix(&format!(".{}", &"xyzw"[usize::from(dims)..=usize::from(dims)]));
                    a[0].postfix(&format!(".SubpassLoad({})", sample.text))
                } else {
                    a[0].postfix(".SubpassLoad()")
                }
            }
            n if n == hl::TEXTURE_LOAD.name && rw => a[0].index(&a[1]),
            // A multisampled texture's Load takes the sample index apart.
            n if n == hl::TEXTURE_LOAD.name
                && hl::texture_is_multisampled(ctx, ctx.value_type(ctx.operand(op, 0)))
                && ctx.attr(op, "offset").is_none() =>
            {
                let coord = Expr::call(&int_n(dims + 1), &a[1..2]);
                let at = coord.postfix(&format!(".{}", &"xyzw"[..usize::from(dims)]));
                let sample = coord.postfix(&format!(".{}", &"xyzw"[usize::from(dims)..=usize::from(dims)]));
                a[0].postfix(&format!(".Load({}, {})", at.text, sample.text))
            }
            // The last coordinate is the mip level, as Load takes it.
            n if n == hl::TEXTURE_LOAD.name => {
                let coord = Expr::call(&int_n(dims + 1), &a[1..2]);
                a[0].postfix(&format!(".Load({})", coord.text))
            }
            n if n == hl::TEXTURE_SAMPLE_LEVEL.name => {
                a[0].postfix(&format!(".SampleLevel({}, {}, {})", a[1].text, a[2].text, a[3].text))
            }
            n if n == hl::TEXTURE_SAMPLE.name => {
                crate::stage::implicit_lod(ctx, op, "HLSL")?;
                a[0].postfix(&format!(".Sample({}, {})", a[1].text, a[2].text))
            }
            n if n == hl::TEXTURE_SAMPLE_BIAS.name => {
                crate::stage::implicit_lod(ctx, op, "HLSL")?;
                a[0].postfix(&format!(".SampleBias({}, {}, {})", a[1].text, a[2].text, a[3].text))
            }
            n if n == hl::TEXTURE_SAMPLE_GRAD.name => {
                a[0].postfix(&format!(".SampleGrad({}, {}, {}, {})", a[1].text, a[2].text, a[3].text, a[4].text))
            }
            n if n == hl::TEXTURE_SAMPLE_CMP.name => match a.get(4) {
                // Level 0: `SampleCmpLevelZero` (shader model 5, what
                // slangc writes for it).
                Some(_) if ctx.operands(op).get(4).is_some_and(|&v| crate::texture::is_float_zero(ctx, v)) => {
                    a[0].postfix(&format!(".SampleCmpLevelZero({}, {}, {})", a[1].text, a[2].text, a[3].text))
                }
                // `SampleCmpLevel` (shader model 6.7) takes any level.
                Some(lod) => {
                    a[0].postfix(&format!(".SampleCmpLevel({}, {}, {}, {})", a[1].text, a[2].text, a[3].text, lod.text))
                }
                None => {
                    crate::stage::implicit_lod(ctx, op, "HLSL")?;
                    a[0].postfix(&format!(".SampleCmp({}, {}, {})", a[1].text, a[2].text, a[3].text))
                }
            },
            n if n == hl::TEXTURE_GATHER.name => {
                let channel =
                    ["Red", "Green", "Blue", "Alpha"][ctx.attr_int(op, "component").unwrap_or(0).clamp(0, 3) as usize];
                let list: Vec<&str> = a[1..].iter().map(|e| e.text.as_str()).collect();
                let cmp = if a.len() > 3 { "Cmp" } else { "" };
                a[0].postfix(&format!(".Gather{cmp}{channel}({})", list.join(", ")))
            }
            n if n == hl::TEXTURE_QUERY_LOD.name => {
                crate::stage::implicit_lod(ctx, op, "HLSL")?;
                let f = if ctx.attr(op, "unclamped").is_some() { "Unclamped" } else { "" };
                a[0].postfix(&format!(".CalculateLevelOfDetail{f}({}, {})", a[1].text, a[2].text))
            }
            n if n == hl::TEXTURE_SIZE.name || n == hl::TEXTURE_LEVELS.name => {
                // GetDimensions([mip,] width, ..., [levels]) writes its outputs.
                let cube = hl::texture_is_cube(ctx, ctx.value_type(ctx.operand(op, 0)));
                let sizes = if cube { dims as usize - 1 } else { dims.min(3) as usize };
                let parts: Vec<String> = (0..sizes).map(|_| w.names.fresh("size")).collect();
                let levels = w.names.fresh("levels");
                w.line(&format!("uint {}, {levels};", parts.join(", ")));
                let call = if rw {
                    format!(".GetDimensions({})", parts.join(", "))
                } else {
                    let mip = a.get(1).map_or("0".to_string(), |m| m.text.clone());
                    format!(".GetDimensions({mip}, {}, {levels})", parts.join(", "))
                };
                w.line(&format!("{};", a[0].postfix(&call).text));
                let rt = ctx.value_type(ctx.result(op, 0));
                if n == hl::TEXTURE_LEVELS.name {
                    return Ok(Expr::atom(levels));
                }
                let parts: Vec<Expr> = parts.into_iter().map(Expr::atom).collect();
                if parts.len() == 1 {
                    self.cast(w, rt, &parts[0], op)?
                } else {
                    Expr::call(&self.ty(w, rt, op)?, &parts)
                }
            }
            _ => return Err(cannot(ctx, op, "HLSL", format!("the op '{name}'"))),
        })
    }

    /// The pointee of a pointer-typed operand.
    fn pointee(w: &Walker, v: Value) -> Option<Type> {
        match *w.ctx.type_kind(w.ctx.value_type(v)) {
            TypeKind::Ptr { pointee, .. } => Some(pointee),
            _ => None,
        }
    }
}

impl Target for Hlsl {
    fn name(&self) -> &'static str {
        "HLSL"
    }
    fn call_extra_args(&self) -> Vec<Expr> {
        self.geometry.iter().map(|g| Expr::atom(g.stream.clone())).collect()
    }

    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        Ok(match ctx.type_kind(t).clone() {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => self.scalar(w, t, op)?.to_string(),
            TypeKind::Vector { elem, len } => format!("{}{len}", self.scalar(w, elem, op)?),
            TypeKind::Matrix { elem, rows, cols, .. } => format!("{}{rows}x{cols}", self.scalar(w, elem, op)?),
            TypeKind::Array { .. } => {
                return Err(cannot(ctx, op, "HLSL", "an array type outside a declaration"));
            }
            TypeKind::Struct { name, fields } => {
                if let Some(n) = self.struct_names.get(&t) {
                    return Ok(n.clone());
                }
                let mut body = String::new();
                for (fname, fty) in fields {
                    let f = w.field_name(ctx.str(fname));
                    body.push_str(&format!("    {};\n", self.decl(w, fty, &f, op)?));
                }
                let n = w.names.fresh(ctx.str(name));
                self.structs.push_str(&format!("struct {n}\n{{\n{body}}};\n"));
                self.struct_names.insert(t, n.clone());
                n
            }
            // The query's flags are in TraceRayInline's.
            TypeKind::Opaque { name, .. } if ctx.str(name) == "hl.RayQuery" => "RayQuery<RAY_FLAG_NONE>".to_string(),
            _ => return Err(cannot(ctx, op, "HLSL", format!("the type {}", nsl_ir::printer::print_type(ctx, t)))),
        })
    }

    fn decl(&mut self, w: &mut Walker, ty: Type, name: &str, op: Op) -> R<String> {
        let ctx = w.ctx;
        let mut dims = String::new();
        let mut base = ty;
        while let TypeKind::Array { elem, len } = *ctx.type_kind(base) {
            dims.push_str(&format!("[{}]", len.map_or(String::new(), |n| n.to_string())));
            base = elem;
        }
        let layout = match ctx.type_kind(base) {
            TypeKind::Matrix { layout: MatrixLayout::ColumnMajor, .. } => "column_major ",
            TypeKind::Matrix { .. } => "row_major ",
            _ => "",
        };
        Ok(format!("{layout}{} {name}{dims}", self.ty(w, base, op)?))
    }

    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        match *w.ctx.type_kind(ty) {
            TypeKind::Vector { .. } if parts.len() == 1 => self.cast(w, ty, &parts[0], op),
            TypeKind::Array { .. } | TypeKind::Struct { .. } => {
                let texts: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
                Ok(Expr::atom(format!("{{{}}}", texts.join(", "))))
            }
            _ => Ok(Expr::call(&self.ty(w, ty, op)?, parts)),
        }
    }

    fn initializer_only(&self, w: &Walker, ty: Type) -> bool {
        matches!(w.ctx.type_kind(ty), TypeKind::Array { .. } | TypeKind::Struct { .. })
    }

    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Array { .. } => w.zero_ctor(self, ty, op),
            TypeKind::Struct { .. } => self.cast(w, ty, &Expr::atom("0"), op),
            _ => {
                let scalar = ctx.scalar_of(ty);
                let zero = match ctx.type_kind(scalar) {
                    TypeKind::Bool => AttrKind::Bool(false),
                    TypeKind::Float { .. } => AttrKind::Float(0f64.to_bits()),
                    _ => AttrKind::Int(0),
                };
                let z = self.literal(w, scalar, &zero, op)?;
                if scalar == ty {
                    Ok(z)
                } else {
                    self.cast(w, ty, &z, op)
                }
            }
        }
    }

    fn expr(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name.starts_with("arith.") {
            return self.arith(w, op, a);
        }
        // The attributes are in the intersection shader's static already.
        if name == nsl_dialects::rt::REPORT_HIT.name {
            return Ok(Some(Expr::call("ReportHit", a)));
        }
        if name.starts_with("math.") {
            return self.math(w, op, a).map(Some);
        }
        if name == gpu::DERIVATIVE.name {
            let control = match ctx.attr_str(op, "control") {
                Some("fine") => "_fine",
                Some("coarse") => "_coarse",
                _ => "",
            };
            return Ok(Some(match ctx.attr_str(op, "axis") {
                Some("x") => Expr::call(&format!("ddx{control}"), &a[..1]),
                Some("y") => Expr::call(&format!("ddy{control}"), &a[..1]),
                // HLSL's fwidth has no fine or coarse form.
                _ if !control.is_empty() => {
                    let x = w.named(self, ctx.operand(op, 0), a[0].clone(), op)?;
                    let dx = Expr::call("abs", &[Expr::call(&format!("ddx{control}"), std::slice::from_ref(&x))]);
                    let dy = Expr::call("abs", &[Expr::call(&format!("ddy{control}"), &[x])]);
                    dx.binary("+", &dy, Prec::Additive)
                }
                _ => Expr::call("fwidth", &a[..1]),
            }));
        }
        if name.starts_with("rt.query_") {
            return ray_query_op(w, op, a).map(Some);
        }
        if name.starts_with("gpu.") {
            return self.gpu(w, op, a).map(Some);
        }
        if name == mat::MUL_MV.name || name == mat::MUL_VM.name || name == mat::MUL_MM.name {
            return Ok(Some(Expr::call("mul", a)));
        }
        if name == mat::TRANSPOSE.name {
            return Ok(Some(Expr::call("transpose", a)));
        }
        if name == mem::FIELD_ADDR.name {
            let base = ctx.operand(op, 0);
            let Some(pointee) = Self::pointee(w, base) else { return Ok(None) };
            if self.storage_blocks.contains(&pointee) {
                if self.wrapped.contains(&pointee) {
                    self.wrapped_data.insert(ctx.result(op, 0));
                }
                return Ok(Some(a[0].clone()));
            }
            if let Some(members) = self.cbuffers.get(&pointee) {
                let i = ctx.attr_int(op, "index").unwrap_or(0) as usize;
                return Ok(Some(Expr::atom(members[i].clone())));
            }
            return Ok(None);
        }
        if name == mem::ELEM_ADDR.name && self.wrapped_data.contains(&ctx.operand(op, 0)) {
            return Ok(Some(a[0].index(&a[1]).postfix(".m")));
        }
        // An element of a descriptor array of constant buffers whose index
        // may differ between invocations.
        if name == mem::ELEM_ADDR.name && ctx.attr(op, "nonuniform").is_some() {
            return Ok(Some(a[0].index(&Expr::call("NonUniformResourceIndex", &a[1..2]))));
        }
        if name == spv::ADDR.name {
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "HLSL", "an unknown variable"))?;
            return Ok(Some(Expr::atom(n)));
        }
        if name == spv::HANDLE.name {
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "HLSL", "an unknown variable"))?;
            // An element of a descriptor array.
            return Ok(Some(match a.first() {
                Some(i) if ctx.attr(op, "nonuniform").is_some() => {
                    Expr::atom(n).index(&Expr::call("NonUniformResourceIndex", std::slice::from_ref(i)))
                }
                Some(i) => Expr::atom(n).index(i),
                None => Expr::atom(n),
            }));
        }
        if name.starts_with("hl.texture") {
            return self.texture(w, op, a).map(Some);
        }
        if name == spv::ARRAY_LENGTH.name {
            let (count, stride) = (w.names.fresh("count"), w.names.fresh("stride"));
            w.line(&format!("uint {count}, {stride};"));
            w.line(&format!("{};", a[0].postfix(&format!(".GetDimensions({count}, {stride})")).text));
            let rt = ctx.value_type(ctx.result(op, 0));
            return Ok(Some(self.cast(w, rt, &Expr::atom(count), op)?));
        }
        Ok(None)
    }

    fn stmt(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<()> {
        let ctx = w.ctx;
        if ctx.op_name(op) == hl::DISCARD.name {
            w.line("discard;");
            return Ok(());
        }
        if ctx.op_name(op) == nsl_dialects::hl_stage::EMIT_VERTEX.name {
            return self.emit_vertex(w, op);
        }
        if ctx.op_name(op) == nsl_dialects::hl_stage::END_PRIMITIVE.name {
            return self.end_primitive(w, op);
        }
        if ctx.op_name(op) == gpu::BARRIER.name {
            let sync = ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
            let scope = match ctx.attr_str(op, "scope") {
                Some("workgroup") => "Group",
                Some("device") => "Device",
                _ => "All",
            };
            let suffix = if sync { "WithGroupSync" } else { "" };
            w.line(&format!("{scope}MemoryBarrier{suffix}();"));
            return Ok(());
        }
        if ctx.op_name(op) == hl::TEXTURE_STORE.name {
            w.line(&format!("{} = {};", args[0].index(&args[1]).text, args[2].text));
            return Ok(());
        }
        if self.ray_tracing_stmt(w, op, args)? {
            return Ok(());
        }
        if ctx.op_name(op).starts_with("rt.query_") {
            let call = ray_query_op(w, op, args)?;
            w.line(&format!("{};", call.text));
            return Ok(());
        }
        // A debug print: HLSL's `printf` (as slangc prints it).
        if ctx.op_name(op) == gpu::PRINTF.name {
            let format = ctx.attr_str(op, "format").unwrap_or_default();
            let mut quoted = String::from("\"");
            for c in format.chars() {
                match c {
                    '"' => quoted.push_str("\\\""),
                    '\\' => quoted.push_str("\\\\"),
                    '\n' => quoted.push_str("\\n"),
                    '\t' => quoted.push_str("\\t"),
                    c => quoted.push(c),
                }
            }
            quoted.push('"');
            let mut parts = vec![quoted];
            parts.extend(args.iter().map(|a| a.text.clone()));
            w.line(&format!("printf({});", parts.join(", ")));
            return Ok(());
        }
        Err(cannot(ctx, op, "HLSL", format!("the op '{}'", ctx.op_name(op))))
    }

    fn literal(&mut self, w: &mut Walker, ty: Type, value: &AttrKind, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        Ok(match (ctx.type_kind(ty).clone(), value) {
            (TypeKind::Bool, AttrKind::Bool(b)) => Expr::atom(b.to_string()),
            (TypeKind::Int { width, signed }, AttrKind::Int(v)) => {
                let v = *v;
                match (width, signed) {
                    (32, true) if v == i128::from(i32::MIN) => Expr::call("int", &[Expr::atom("0x80000000u")]),
                    (32, true) => Expr::number(v.to_string()),
                    (32, false) => Expr::atom(format!("{v}u")),
                    (64, true) if v == i128::from(i64::MIN) => {
                        Expr::call("int64_t", &[Expr::atom("0x8000000000000000ull")])
                    }
                    (64, true) => Expr::number(format!("{v}ll")),
                    (64, false) => Expr::atom(format!("{v}ull")),
                    _ => {
                        let t = self.ty(w, ty, op)?;
                        Expr::call(&t, &[Expr::number(v.to_string())])
                    }
                }
            }
            (TypeKind::Float { width }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits);
                match width {
                    _ if !v.is_finite() => {
                        let f = Expr::call("asfloat", &[Expr::atom(format!("{:#x}u", (v as f32).to_bits()))]);
                        if width == 32 {
                            f
                        } else {
                            self.cast(w, ty, &f, op)?
                        }
                    }
                    64 => Expr::number(format!("{v:?}L")),
                    32 => Expr::number(format!("{:?}f", v as f32)),
                    _ => Expr::number(format!("{:?}h", v as f32)),
                }
            }
            (TypeKind::Float { .. }, AttrKind::Int(v)) => {
                return self.literal(w, ty, &AttrKind::Float((*v as f64).to_bits()), op);
            }
            _ => return Err(cannot(ctx, op, "HLSL", "a constant of this type")),
        })
    }
}

/// The ray-query ops (`rt.query_*`) as RayQuery's methods; the query
/// operand prints as the query variable.
fn ray_query_op(w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
    let ctx = w.ctx;
    let name = ctx.op_name(op);
    let q = &a[0];
    let method = |q: &Expr, f: &str, args: &[Expr]| {
        q.postfix(&format!(".{f}({})", args.iter().map(|e| e.text.as_str()).collect::<Vec<_>>().join(", ")))
    };
    if name == nsl_dialects::rt::QUERY_INITIALIZE.name {
        // TraceRayInline(as, flags, mask, RayDesc{origin, tmin, direction, tmax}).
        let ray = w.names.fresh("ray");
        w.line(&format!("RayDesc {ray};"));
        for (field, i) in [("Origin", 4), ("TMin", 5), ("Direction", 6), ("TMax", 7)] {
            w.line(&format!("{ray}.{field} = {};", a[i].text));
        }
        return Ok(method(q, "TraceRayInline", &[a[1].clone(), a[2].clone(), a[3].clone(), Expr::atom(ray)]));
    }
    if name == nsl_dialects::rt::QUERY_PROCEED.name {
        return Ok(method(q, "Proceed", &[]));
    }
    if name == nsl_dialects::rt::QUERY_CONTROL.name {
        let f = match ctx.attr_str(op, "action") {
            Some("abort") => "Abort",
            Some("confirm") => "CommitNonOpaqueTriangleHit",
            _ => "CommitProceduralPrimitiveHit",
        };
        return Ok(method(q, f, &a[1..]));
    }
    if name != nsl_dialects::rt::QUERY_GET.name {
        return Err(cannot(ctx, op, "HLSL", format!("the op '{name}'")));
    }
    let committed = ctx.attr(op, "committed").map(|c| matches!(ctx.attr_kind(c), AttrKind::Bool(true)));
    let which = if committed == Some(true) { "Committed" } else { "Candidate" };
    let property = ctx.attr_str(op, "property").unwrap_or_default();
    let f = match (property, committed) {
        ("type", Some(true)) => "CommittedStatus".to_string(),
        ("type", _) => "CandidateType".to_string(),
        ("t", Some(true)) => "CommittedRayT".to_string(),
        ("t", _) => "CandidateTriangleRayT".to_string(),
        ("instance_custom_index", _) => format!("{which}InstanceID"),
        ("instance_id", _) => format!("{which}InstanceIndex"),
        ("instance_sbt_offset", _) => format!("{which}InstanceContributionToHitGroupIndex"),
        ("geometry_index", _) => format!("{which}GeometryIndex"),
        ("primitive_index", _) => format!("{which}PrimitiveIndex"),
        ("barycentrics", _) => format!("{which}TriangleBarycentrics"),
        ("front_face", _) => format!("{which}TriangleFrontFace"),
        ("object_ray_direction", _) => format!("{which}ObjectRayDirection"),
        ("object_ray_origin", _) => format!("{which}ObjectRayOrigin"),
        ("ray_flags", None) => "RayFlags".to_string(),
        ("ray_tmin", None) => "RayTMin".to_string(),
        ("world_ray_direction", None) => "WorldRayDirection".to_string(),
        ("world_ray_origin", None) => "WorldRayOrigin".to_string(),
        (other, _) => return Err(cannot(ctx, op, "HLSL", format!("a ray query's property '{other}'"))),
    };
    Ok(method(q, &f, &[]))
}

/// The HLSL semantic of an interface variable (the source's, else
/// `TEXCOORD<location>`; a built-in's `SV_` one), and whether HLSL has it
/// as a `uint` where the IR has an `int`.
fn io_semantic(ctx: &Context, v: &crate::stage::IoVar) -> R<(String, bool)> {
    let signed = matches!(ctx.type_kind(v.ty), TypeKind::Int { width: 32, signed: true });
    let semantic = match v.builtin.as_deref() {
        None => match v.semantic.as_str() {
            "" => format!("TEXCOORD{}", v.location.unwrap_or(0)),
            s => s.to_string(),
        },
        Some("Position" | "FragCoord") => "SV_Position".to_string(),
        Some("FrontFacing") => "SV_IsFrontFace".to_string(),
        // An `int` in the IR; a `uint` in HLSL.
        Some("SampleMask") => return Ok(("SV_Coverage".to_string(), true)),
        Some("FragDepth") => {
            let s = v.semantic.to_ascii_lowercase();
            if s.starts_with("sv_depthgreaterequal") {
                "SV_DepthGreaterEqual".to_string()
            } else if s.starts_with("sv_depthlessequal") {
                "SV_DepthLessEqual".to_string()
            } else {
                "SV_Depth".to_string()
            }
        }
        Some("ClipDistance") => "SV_ClipDistance".to_string(),
        Some("CullDistance") => "SV_CullDistance".to_string(),
        // The semantics slangc prints for these built-ins.
        Some("PointSize") => "SV_PointSize".to_string(),
        Some("PointCoord") => "SV_PointCoord".to_string(),
        Some("BaryCoordKHR" | "BaryCoordNoPerspKHR") => "SV_Barycentrics".to_string(),
        Some("ShadingRateKHR" | "PrimitiveShadingRateKHR") => "SV_ShadingRate".to_string(),
        // Vulkan's own, with the semantics slangc prints (`int` as in the IR).
        Some("DrawIndex") => "SV_DrawIndex".to_string(),
        Some("DeviceIndex") => "SV_DeviceIndex".to_string(),
        Some("SamplePosition") => "SV_VulkanSamplePosition".to_string(),
        Some("FragSizeEXT") => "SV_FragSize".to_string(),
        Some("FragInvocationCountEXT") => "SV_FragInvocationCount".to_string(),
        // HLSL's are `uint` where the IR's may be `int`.
        Some(
            b @ ("VertexIndex" | "InstanceIndex" | "PrimitiveId" | "SampleId" | "BaseVertex" | "InvocationId"
            | "ViewIndex" | "BaseInstance" | "ViewportIndex" | "Layer" | "FragStencilRefEXT"),
        ) => {
            let s = match b {
                "VertexIndex" => "SV_VertexID",
                "InstanceIndex" => "SV_InstanceID",
                "PrimitiveId" => "SV_PrimitiveID",
                "SampleId" => "SV_SampleIndex",
                "BaseVertex" => "SV_StartVertexLocation",
                // A geometry shader's instance (its only `InvocationId`).
                "InvocationId" => "SV_GSInstanceID",
                "ViewIndex" => "SV_ViewID",
                "BaseInstance" => "SV_StartInstanceLocation",
                "ViewportIndex" => "SV_ViewportArrayIndex",
                "Layer" => "SV_RenderTargetArrayIndex",
                _ => "SV_StencilRef",
            };
            return Ok((s.to_string(), signed));
        }
        Some(other) => return Err(cannot(ctx, v.op, "HLSL", format!("the built-in {other}"))),
    };
    Ok((semantic, false))
}

/// The qualifiers before an interface variable's declaration:
/// `[[vk::location(N)]] [[vk::index(I)]] nointerpolation ...`.
fn io_qualifiers(v: &crate::stage::IoVar) -> String {
    let mut head = String::new();
    if let Some(l) = v.location {
        head.push_str(&format!("[[vk::location({l})]] "));
        if let Some(i) = v.index {
            head.push_str(&format!("[[vk::index({i})]] "));
        }
    }
    if v.builtin.as_deref() == Some("BaryCoordNoPerspKHR") {
        head.push_str("noperspective ");
    }
    for (d, q) in [
        ("Flat", "nointerpolation "),
        ("NoPerspective", "noperspective "),
        ("Centroid", "centroid "),
        ("Sample", "sample "),
    ] {
        if v.has(d) {
            head.push_str(q);
        }
    }
    head
}
