//! `spirv-entry-points{entry=NAME}`: `hl.entry_point` becomes
//! `spv.entry_point`, and the entry function takes no parameters.
//!
//! Run after `spirv-builtins`, which has removed the system-value
//! parameters. The parameters left must be `uniform` ones: they are
//! gathered, in order, into one push-constant block per entry point (a
//! struct `EntryPointParams` whose fields are the parameters, std430, as
//! slangc places uniform entry-point parameters for Vulkan) and read from
//! it at the function's start. Compute entry points get
//! `local_size = numthreads` (`[1, 1, 1]` without `[numthreads]`) and are
//! exported under their function's name.
//!
//! Vertex and fragment entry points first get their stage interface
//! (`spirv_varyings`: input and output variables, built-ins, execution
//! modes). Ray-tracing stages (SPIR-V only) get their execution model,
//! their payloads and attributes already placed by `spirv-ray-tracing`;
//! their `uniform` parameters go to a block in the shader record, as
//! slangc places them (std140 here, where slangc lays it out std430).
//! Other graphics stages are rejected, naming the stage. With
//! `target=glsl|hlsl|wgsl|metal` the interface follows that target's
//! conventions (`spirv_varyings::Conventions`: the same locations, but
//! e.g. `SV_VertexID` is the raw index on HLSL, WGSL and Metal); the text
//! printers only print it.
//!
//! With `entry=NAME` (several: `entry=A|B`) only the entry points of those
//! functions are kept; the functions of the others become private, for
//! `symbol-dce` to delete.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use crate::spirv_builtins::{entry_function, semantic_names};
use nsl_dialects::{func, hl, mem};
use nsl_ir::{AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind};
use nsl_spirv::dialect::{self as spv, build_addr, build_global_var, int_list, unique_symbol};

pub static INFO: PassInfo = PassInfo {
    name: "spirv-entry-points",
    summary: "hl.entry_point becomes spv.entry_point; uniform parameters move to a push-constant block",
    anchor: Anchor::Module,
    options: &[
        OptionSpec { name: "entry", summary: "keep only the entry points of these functions (A|B)" },
        OptionSpec {
            name: "target",
            summary: "the target whose stage-interface conventions apply: spirv (the default), glsl, hlsl, wgsl, metal",
        },
    ],
    create: |options: &PassOptions| {
        let entry = options.values.iter().find(|(k, _)| k == "entry").map(|(_, v)| v.clone());
        let target = options.values.iter().find(|(k, _)| k == "target").map_or("spirv", |(_, v)| v.as_str());
        let target = match target {
            "spirv" | "glsl" | "hlsl" | "wgsl" | "metal" | "cuda" | "cpp" => target.to_string(),
            other => return Err(format!("spirv-entry-points: unknown target '{other}'")),
        };
        Ok(Box::new(SpirvEntryPoints { entry, target }))
    },
};

struct SpirvEntryPoints {
    entry: Option<String>,
    /// Whose conventions the stage interface follows (`spirv_varyings::Conventions`).
    target: String,
}

impl Pass for SpirvEntryPoints {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    /// Entry-point parameters become globals of the same types.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        use nsl_dialects::hl_stage;
        let mut out = input.clone().without_ops(&[
            hl::ENTRY_POINT.name,
            hl::ATTRIBUTE_AT_VERTEX.name,
            hl::EVALUATE_ATTRIBUTE.name,
            hl_stage::STREAM_APPEND.name,
            hl_stage::STREAM_RESTART.name,
        ]);
        out.ops.extend([
            hl_stage::EMIT_VERTEX.name,
            hl_stage::END_PRIMITIVE.name,
            hl_stage::PATCH_BARRIER.name,
            spv::ENTRY_POINT.name,
            spv::GLOBAL_VAR.name,
            spv::ADDR.name,
            mem::FIELD_ADDR.name,
            mem::LOAD.name,
            mem::ELEM_ADDR.name,
            hl::INTERPOLATE_INPUT.name,
        ]);
        out.keeping_invariants(self.preserves())
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        ctx.register_dialect(&spv::DIALECT);
        let kind = ctx.kind(hl::ENTRY_POINT.name);
        let entries: Vec<Op> = ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        let mut found: Vec<String> = Vec::new();
        for ep in entries {
            let name = ctx.str(ctx.attr_symbol(ep, "func").expect("verified entry point")).to_string();
            if self.entry.as_ref().is_some_and(|e| !e.split('|').any(|e| names_entry(e, &name))) {
                drop_entry_point(ctx, module, ep);
                continue;
            }
            lower_entry_point(ctx, module, ep, &name, &self.target, stats)?;
            found.push(name);
        }
        drop_dead_stream_ops(ctx, module);
        // GetAttributeAtVertex reads an input of the fragment entry point
        // whose body it is in; elsewhere it has no input to read.
        let at_vertex = ctx.kind(hl::ATTRIBUTE_AT_VERTEX.name);
        let evaluate = ctx.kind(hl::EVALUATE_ATTRIBUTE.name);
        if let Some(op) = ctx.nested_ops(module).into_iter().find(|&o| ctx.is(o, at_vertex) || ctx.is(o, evaluate)) {
            let what = if ctx.is(op, at_vertex) { "GetAttributeAtVertex" } else { "EvaluateAttributeAt*" };
            return Err(Diagnostic::error(
                "NSL3121",
                ctx.loc(op),
                format!("{what} must read an input of the fragment entry point it is in"),
            ));
        }
        let missing = self.entry.as_ref().and_then(|e| e.split('|').find(|e| !found.iter().any(|f| names_entry(e, f))));
        match missing {
            Some(e) => {
                Err(Diagnostic::error("NSL3113", ctx.loc(module), format!("no entry point named '{e}' in the module")))
            }
            _ => Ok(()),
        }
    }
}

/// Does `entry=REQUESTED` name the entry point of function `name`? By its
/// name, or by a path ending in it (`N.S.Main` for the static method
/// `S.Main` of a struct in namespace `N`).
pub(crate) fn names_entry(requested: &str, name: &str) -> bool {
    requested == name || requested.strip_suffix(name).is_some_and(|head| head.ends_with('.'))
}

/// Erases an entry point that is not compiled; its function becomes private.
fn drop_entry_point(ctx: &mut Context, module: Op, ep: Op) {
    let name = ctx.attr_symbol(ep, "func").expect("verified entry point");
    if let Some(f) = nsl_ir::SymbolTable::build(ctx, module).lookup(name) {
        let (visibility, private) = (ctx.sym("visibility"), ctx.str_attr("private"));
        ctx.set_attr(f, visibility, private);
        // A geometry shader's stream operations mean nothing outside its
        // entry point (the function is deleted by `symbol-dce`).
        use nsl_dialects::hl_stage::{STREAM_APPEND, STREAM_RESTART};
        for op in ctx.nested_ops(f) {
            if matches!(ctx.op_name(op), n if n == STREAM_APPEND.name || n == STREAM_RESTART.name) {
                ctx.erase_op(op);
            }
        }
    }
    ctx.erase_op(ep);
}

/// A private function nothing calls any more (inlined into a geometry
/// shader, whose streams are lowered) loses its stream operations, which
/// mean nothing outside an entry point; `symbol-dce` deletes it.
fn drop_dead_stream_ops(ctx: &mut Context, module: Op) {
    use nsl_dialects::hl_stage::{STREAM_APPEND, STREAM_RESTART};
    let body = ctx.body(module, 0);
    let funcs: Vec<Op> = ctx.block_ops(body).into_iter().filter(|&o| ctx.op_name(o) == func::FUNC.name).collect();
    let mut called = rustc_hash::FxHashSet::default();
    for &g in &funcs {
        ctx.walk_nested(g, &mut |op| {
            if let Some(s) = ctx.attr_symbol(op, "callee") {
                called.insert(s);
            }
        });
    }
    for g in funcs {
        let dead = ctx.attr_str(g, "visibility") == Some("private")
            && ctx.attr_symbol(g, "sym").is_some_and(|s| !called.contains(&s));
        if !dead {
            continue;
        }
        for op in ctx.nested_ops(g) {
            if matches!(ctx.op_name(op), n if n == STREAM_APPEND.name || n == STREAM_RESTART.name) {
                ctx.erase_op(op);
            }
        }
    }
}

fn lower_entry_point(
    ctx: &mut Context,
    module: Op,
    ep: Op,
    name: &str,
    target: &str,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let stage = ctx.attr_str(ep, "stage").unwrap_or_default().to_string();
    let text_graphics = matches!(stage.as_str(), "vertex" | "fragment");
    let spirv_graphics = matches!(stage.as_str(), "geometry" | "hull" | "domain" | "mesh" | "amplification")
        && (matches!(target, "spirv" | "glsl")
            || (target == "hlsl" && matches!(stage.as_str(), "geometry" | "hull" | "domain")));
    if (text_graphics || spirv_graphics) && !matches!(target, "cuda" | "cpp") {
        return lower_graphics_entry_point(ctx, module, ep, name, &stage, target, stats);
    }
    // GLSL and HLSL print the SPIR-V model of ray tracing (GL_EXT_ray_tracing;
    // HLSL takes the variables of the entry point's own as parameters).
    let ray_tracing = if matches!(target, "spirv" | "glsl" | "hlsl") { spv::ray_tracing_model(&stage) } else { None };
    if stage != "compute" && ray_tracing.is_none() {
        return Err(Diagnostic::error(
            "NSL3114",
            ctx.loc(ep),
            format!(
                "entry point '{name}': the {} target compiles {}, not the '{stage}' stage yet",
                if target == "spirv" { "SPIR-V" } else { target },
                if matches!(target, "cuda" | "cpp") {
                    "compute entry points"
                } else if target == "spirv" {
                    "compute, vertex, fragment, geometry, hull, domain, mesh and amplification entry points"
                } else if target == "hlsl" {
                    "compute, vertex, fragment, geometry, hull, domain and ray-tracing entry points"
                } else {
                    "compute, vertex and fragment entry points"
                }
            ),
        ));
    }
    let f = entry_function(ctx, ep)?;
    // A compute shader's user inputs (GLSL's global `in`s, which the
    // frontend passes as parameters with their leaves): `Input` variables
    // at their locations, as slangc makes them. Only SPIR-V and GLSL have
    // such inputs.
    if stage == "compute" && ctx.attr(ep, "varyings").is_some() {
        if !matches!(target, "spirv" | "glsl") {
            return Err(Diagnostic::error(
                "NSL3116",
                ctx.loc(ep),
                format!("entry point '{name}': the {target} target has no inputs at locations for a compute shader"),
            ));
        }
        let conventions = crate::spirv_varyings::Conventions::of(target);
        crate::spirv_varyings::lower(ctx, module, ep, f, "compute", conventions)?;
    }
    let (params, results) = func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
    if !results.is_empty() {
        return Err(Diagnostic::error("NSL3115", ctx.loc(f), format!("a {stage} entry point returns nothing")));
    }
    let semantics = semantic_names(ctx, ep);
    if let Some(i) = semantics.iter().position(|s| s != "uniform") {
        let what = match semantics[i].as_str() {
            "" => "has no system-value semantic".to_string(),
            s => format!("has semantic '{s}', which compute shaders do not provide"),
        };
        return Err(Diagnostic::error(
            "NSL3116",
            ctx.loc(ep),
            format!("parameter #{i} of entry point '{name}' {what}"),
        ));
    }
    if let Some(i) = params.iter().position(|&t| holds_resource(ctx, t)) {
        return Err(Diagnostic::error(
            "NSL3117",
            ctx.loc(ep),
            format!("parameter #{i} of entry point '{name}' holds a resource; declare it as a global instead"),
        ));
    }
    if !params.is_empty() && ray_tracing.is_some() {
        // slangc's place for them in the ray-tracing stages: the shader
        // record (its layout is the shader record's: std140).
        move_to_block(ctx, module, f, &params, "shader_record", AddressSpace::ShaderRecord);
        stats.add("shader-record-parameters", params.len() as u64);
    } else if !params.is_empty() {
        move_to_push_constants(ctx, module, f, &params, target);
        stats.add("push-constant-parameters", params.len() as u64);
    }
    // Ray-tracing stages (their payloads and attributes placed by
    // `spirv-ray-tracing`): an execution model and no local size.
    if let Some(model) = ray_tracing {
        let attrs = [("func", ctx.symbol_attr(name)), ("name", ctx.str_attr(name)), ("model", ctx.str_attr(model))];
        let mut b = Builder::new(ctx, InsertPoint::Before(ep));
        b.loc = b.ctx.loc(ep);
        b.op(spv::ENTRY_POINT.name, &[], &[], &attrs, 0);
        ctx.erase_op(ep);
        stats.add("ray-tracing-entry-points", 1);
        return Ok(());
    }
    let local_size = match int_list(ctx, ep, "numthreads") {
        Some(v) if v.len() == 3 => v,
        _ => vec![1, 1, 1],
    };
    let items: Vec<Attr> = local_size.iter().map(|&n| ctx.int_attr(n)).collect();
    let mut attrs = vec![
        ("func", ctx.symbol_attr(name)),
        ("name", ctx.str_attr(name)),
        ("model", ctx.str_attr("GLCompute")),
        ("local_size", ctx.array_attr(items)),
    ];
    if let Some(spec) = ctx.attr(ep, "numthreads_spec") {
        attrs.push(("local_size_spec", spec));
    }
    drop_dead_derivatives(ctx, module, f);
    if let Some(mode) = derivative_group(ctx, module, ep, f, &local_size)? {
        let mode = ctx.str_attr(mode);
        attrs.push(("modes", ctx.array_attr(vec![mode])));
    }
    let mut b = Builder::new(ctx, InsertPoint::Before(ep));
    b.loc = b.ctx.loc(ep);
    b.op(spv::ENTRY_POINT.name, &[], &[], &attrs, 0);
    ctx.erase_op(ep);
    Ok(())
}

/// The derivative group of a compute entry point that takes derivatives
/// (SPV_KHR_compute_shader_derivatives), as slangc picks it: linear with
/// `[DerivativeGroupLinear]` (the group size a multiple of 4, E31211),
/// otherwise quads (x and y even, E31210).
fn derivative_group(
    ctx: &Context,
    module: Op,
    ep: Op,
    f: Op,
    local_size: &[i128],
) -> Result<Option<&'static str>, Diagnostic> {
    let declared = ctx.attr_str(ep, "derivative_group");
    if declared.is_none() && !takes_derivatives(ctx, module, f) {
        return Ok(None);
    }
    let [x, y, z] = [local_size[0], local_size[1], local_size[2]];
    if declared == Some("linear") {
        if (x * y * z) % 4 != 0 {
            let msg = "derivative group linear thread count error: the number of threads must be a multiple of 4";
            return Err(Diagnostic::error("E31211", ctx.loc(ep), msg));
        }
        return Ok(Some("DerivativeGroupLinearNV"));
    }
    if x % 2 != 0 || y % 2 != 0 {
        let msg = "derivative group quad thread count error: the x and y thread counts must be multiples of 2";
        return Err(Diagnostic::error("E31210", ctx.loc(ep), msg));
    }
    Ok(Some("DerivativeGroupQuadsNV"))
}

/// Does `f`, or a function it calls, take a derivative?
fn takes_derivatives(ctx: &Context, module: Op, f: Op) -> bool {
    let table = nsl_ir::SymbolTable::build(ctx, module);
    let (mut stack, mut seen) = (vec![f], rustc_hash::FxHashSet::default());
    let mut found = false;
    while let Some(g) = stack.pop() {
        if !seen.insert(g) {
            continue;
        }
        ctx.walk_nested(g, &mut |op| {
            let name = ctx.op_name(op);
            // Sampling with an implicit level of detail takes derivatives too.
            let implicit_lod = name == nsl_dialects::hl::TEXTURE_SAMPLE.name
                || name == nsl_dialects::hl::TEXTURE_SAMPLE_BIAS.name
                || name == nsl_dialects::hl::TEXTURE_SAMPLE_CMP.name
                    && nsl_dialects::hl::sample_cmp_is_implicit(ctx, op);
            if name == nsl_dialects::gpu::DERIVATIVE.name || implicit_lod {
                found = true;
            } else if name == func::CALL.name {
                if let Some(callee) = ctx.attr_symbol(op, "callee").and_then(|s| table.lookup(s)) {
                    stack.push(callee);
                }
            }
        });
    }
    found
}

/// Derivatives (`gpu.derivative`) in `f`, or a function it calls, that
/// can never run (in an arm a constant condition or selector never takes)
/// are dropped, their operand in place of their result: slangc removes
/// them (SCCP) before it decides whether a compute shader takes
/// derivatives, at -O0 too.
fn drop_dead_derivatives(ctx: &mut Context, module: Op, f: Op) {
    let dead: Vec<Op> = {
        let table = nsl_ir::SymbolTable::build(ctx, module);
        let (mut stack, mut seen) = (vec![f], rustc_hash::FxHashSet::default());
        let mut dead = Vec::new();
        let is_derivative = |op: Op| ctx.op_name(op) == nsl_dialects::gpu::DERIVATIVE.name;
        while let Some(g) = stack.pop() {
            if !seen.insert(g) {
                continue;
            }
            let mut live = rustc_hash::FxHashSet::default();
            walk_live(ctx, g, &mut |op| {
                if is_derivative(op) {
                    live.insert(op);
                }
            });
            ctx.walk_nested(g, &mut |op| {
                if is_derivative(op) && !live.contains(&op) {
                    dead.push(op);
                } else if ctx.op_name(op) == func::CALL.name {
                    if let Some(callee) = ctx.attr_symbol(op, "callee").and_then(|s| table.lookup(s)) {
                        stack.push(callee);
                    }
                }
            });
        }
        dead
    };
    for d in dead {
        let (x, r) = (ctx.operand(d, 0), ctx.result(d, 0));
        if ctx.value_type(x) == ctx.value_type(r) {
            ctx.replace_all_uses(r, x);
            ctx.erase_op(d);
        }
    }
}

/// Calls `f` on every op nested in `root` that can run, pre-order: of a
/// `cf.if` on a constant condition only the arm taken, of a `cf.switch` on
/// a constant selector only the region it selects (slangc's SCCP drops the
/// others before it checks the derivative group, at -O0 too).
fn walk_live(ctx: &Context, root: Op, f: &mut dyn FnMut(Op)) {
    use nsl_dialects::{arith, cf};
    let constant = |v: nsl_ir::Value| {
        let d = ctx.defining_op(v)?;
        if ctx.op_name(d) != arith::CONST.name {
            return None;
        }
        match ctx.attr_kind(ctx.attr(d, "value")?) {
            nsl_ir::attr::AttrKind::Bool(b) => Some(i128::from(*b)),
            nsl_ir::attr::AttrKind::Int(i) => Some(*i),
            _ => None,
        }
    };
    for (i, &r) in ctx.regions(root).iter().enumerate() {
        let name = ctx.op_name(root);
        let live = if name == cf::IF.name {
            constant(ctx.operand(root, 0)).map(|c| (c != 0) == (i == 0))
        } else if name == cf::SWITCH.name {
            constant(ctx.operand(root, 0)).and_then(|c| {
                // Compare as the selector's bits (a constant may be held
                // sign- or zero-extended).
                let width = match ctx.type_kind(ctx.value_type(ctx.operand(root, 0))) {
                    TypeKind::Int { width, .. } if *width < 128 => u32::from(*width),
                    _ => return None,
                };
                let mask = (1i128 << width) - 1;
                let cases = cf::switch_cases(ctx, root).ok()?;
                let taken = cases.iter().position(|ks| ks.iter().any(|&k| k & mask == c & mask));
                Some(i == taken.unwrap_or(cases.len()))
            })
        } else {
            None
        };
        if live == Some(false) {
            continue;
        }
        for op in ctx.iter_block(ctx.region_block(r)) {
            f(op);
            walk_live(ctx, op, f);
        }
    }
}

/// A vertex or fragment entry point: its interface, then what is left of
/// its parameters (the `uniform` ones) in a push-constant block.
fn lower_graphics_entry_point(
    ctx: &mut Context,
    module: Op,
    ep: Op,
    name: &str,
    stage: &str,
    target: &str,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let conventions = crate::spirv_varyings::Conventions::of(target);
    let f = entry_function(ctx, ep)?;
    let lowered = crate::spirv_varyings::lower(ctx, module, ep, f, stage, conventions)?;
    let params = func::signature(ctx, f).map(|(p, _)| p.to_vec()).unwrap_or_default();
    if let Some(i) = params.iter().position(|&t| holds_resource(ctx, t)) {
        return Err(Diagnostic::error(
            "NSL3117",
            ctx.loc(ep),
            format!("parameter #{i} of entry point '{name}' holds a resource; declare it as a global instead"),
        ));
    }
    if !params.is_empty() {
        move_to_push_constants(ctx, module, f, &params, target);
        stats.add("push-constant-parameters", params.len() as u64);
    }
    let mut modes: Vec<String> = Vec::new();
    for m in lowered.modes {
        if !modes.contains(&m) {
            modes.push(m);
        }
    }
    let modes: Vec<Attr> = modes.iter().map(|m| ctx.str_attr(m)).collect();
    let model = match stage {
        "vertex" => "Vertex",
        "geometry" => "Geometry",
        "hull" => "TessellationControl",
        "domain" => "TessellationEvaluation",
        "mesh" => "MeshEXT",
        "amplification" => "TaskEXT",
        _ => "Fragment",
    };
    let mut attrs = vec![("func", ctx.symbol_attr(name)), ("name", ctx.str_attr(name)), ("model", ctx.str_attr(model))];
    if matches!(stage, "mesh" | "amplification") {
        let local_size = match int_list(ctx, ep, "numthreads") {
            Some(v) if v.len() == 3 => v,
            _ => vec![1, 1, 1],
        };
        let items: Vec<Attr> = local_size.iter().map(|&n| ctx.int_attr(n)).collect();
        attrs.push(("local_size", ctx.array_attr(items)));
        if let Some(spec) = ctx.attr(ep, "numthreads_spec") {
            attrs.push(("local_size_spec", spec));
        }
    }
    if !modes.is_empty() {
        attrs.push(("modes", ctx.array_attr(modes)));
    }
    if let Some(patch) = &lowered.patch_function {
        attrs.push(("patch_func", ctx.symbol_attr(patch)));
    }
    let mut b = Builder::new(ctx, InsertPoint::Before(ep));
    b.loc = b.ctx.loc(ep);
    b.op(spv::ENTRY_POINT.name, &[], &[], &attrs, 0);
    ctx.erase_op(ep);
    stats.add("graphics-entry-points", 1);
    Ok(())
}

/// Does a value of this type hold a resource (an opaque type)?
fn holds_resource(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } => true,
        TypeKind::Array { elem, .. } => holds_resource(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| holds_resource(ctx, t)),
        _ => false,
    }
}

/// Replaces every parameter of `f` by a field of a new push-constant block;
/// on WGSL, whose immediates cannot hold arrays (Tint: "arrays cannot be
/// used in the <immediate> address space"), a uniform block when one
/// holds an array (`assign-bindings` gives it the next free binding).
fn move_to_push_constants(ctx: &mut Context, module: Op, f: Op, params: &[Type], target: &str) {
    if target == "wgsl" && params.iter().any(|&t| holds_array(ctx, t)) {
        move_to_block(ctx, module, f, params, "uniform", AddressSpace::Uniform)
    } else {
        move_to_block(ctx, module, f, params, "push_constant", AddressSpace::PushConstant)
    }
}

/// Does a value of this type hold an array? A matrix counts: in a block
/// it is laid out as an array of its vectors.
fn holds_array(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Array { .. } | TypeKind::Matrix { .. } => true,
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| holds_array(ctx, t)),
        _ => false,
    }
}

/// Replaces every parameter of `f` by a field of a new block in `storage`.
fn move_to_block(ctx: &mut Context, module: Op, f: Op, params: &[Type], storage: &str, space: AddressSpace) {
    let body = ctx.body(f, 0);
    let args = ctx.block_args(body).to_vec();
    let fields = args
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let name = ctx.value_name(a).map_or_else(|| format!("param{i}"), |s| ctx.str(s).to_string());
            (ctx.sym(&name), params[i])
        })
        .collect();
    let block_name = ctx.sym("EntryPointParams");
    let block = ctx.intern_type(TypeKind::Struct { name: block_name, fields });
    let sym = unique_symbol(ctx, module, "entryPointParams");
    build_global_var(ctx, InsertPoint::Before(f), ctx.loc(f), &sym, block, storage, &[]);
    let mut b = Builder::new(ctx, InsertPoint::Start(body));
    b.loc = b.ctx.loc(f);
    let base = build_addr(&mut b, &sym, block, space);
    for (i, &a) in args.iter().enumerate() {
        let ptr = b.ctx.ptr_type(params[i], space);
        let index = b.ctx.int_attr(i as i128);
        let field = b.value(mem::FIELD_ADDR.name, &[base], ptr, &[("index", index)]);
        let v = b.value(mem::LOAD.name, &[field], params[i], &[]);
        b.ctx.replace_all_uses(a, v);
    }
    ctx.truncate_block_args(body, 0);
    let fty = ctx.function_type(Vec::new(), Vec::new());
    let (type_name, type_attr) = (ctx.sym("type"), ctx.type_attr(fty));
    ctx.set_attr(f, type_name, type_attr);
}
