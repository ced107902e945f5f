//! `spirv-builtins`: system values become reads of SPIR-V `Input` built-in
//! variables.
//!
//! - A compute entry point's parameter with a system-value semantic is
//!   removed; the function instead loads the built-in at its start and
//!   converts it to the parameter's type (a `uint` takes component x, an
//!   `int3` the bits of the `uint3`):
//!   `SV_DispatchThreadID` -> `GlobalInvocationId`, `SV_GroupThreadID` ->
//!   `LocalInvocationId`, `SV_GroupID` -> `WorkgroupId` (all `uint3`),
//!   `SV_GroupIndex` -> `LocalInvocationIndex` (`uint`). The semantic leaves
//!   the `hl.entry_point`'s list with its parameter.
//! - `gpu.wave_lane_index`, `gpu.wave_lane_count`, `gpu.wave_index` and
//!   `gpu.wave_count` become loads of `SubgroupLocalInvocationId`,
//!   `SubgroupSize`, `SubgroupId` and `NumSubgroups`.
//!
//! - `gpu.system_value` (GLSL's `gl_GlobalInvocationID`, ...: a compute
//!   system value read anywhere) becomes a load of its built-in.
//! - `rt.system_value` (the ray-tracing stages' `DispatchRaysIndex()`,
//!   `WorldRayOrigin()`, `ObjectToWorld4x3()`, ...) becomes a load of its
//!   `...KHR` built-in (`RAY_TRACING_BUILTINS`); `HitTriangleVertexPosition(i)`
//!   loads element `i` of `HitTriangleVertexPositionsKHR`.
//!
//! Each built-in is one `spv.global_var {storage = "input"}` shared by
//! every use. An entry function that other functions also call is first
//! copied, so that the callers keep a version with parameters.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{func, gpu, hl, mem, rt};
use nsl_ir::attr::AttrKind;
use nsl_ir::clone::ValueMap;
use nsl_ir::{
    AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Sym, SymbolTable, Type, TypeKind,
    Value,
};
use nsl_spirv::dialect::{self as spv, build_addr, build_global_var, unique_symbol};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "spirv-builtins",
    summary: "Entry-point system values and wave lane queries become SPIR-V Input built-ins",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvBuiltins)),
};

/// The compute system-value semantics (lower case) and their built-ins,
/// each a `uint3` (`true`) or a `uint`.
const COMPUTE_SEMANTICS: &[(&str, &str, bool)] = &[
    ("sv_dispatchthreadid", "GlobalInvocationId", true),
    ("sv_groupthreadid", "LocalInvocationId", true),
    ("sv_groupid", "WorkgroupId", true),
    ("sv_groupindex", "LocalInvocationIndex", false),
    // The index of the device in a device group (VK_KHR_device_group).
    ("sv_deviceindex", "DeviceIndex", false),
];

/// The built-in of each `gpu.system_value`.
const COMPUTE_SYSTEM_VALUES: &[(&str, &str)] = &[
    ("global_invocation_id", "GlobalInvocationId"),
    ("local_invocation_id", "LocalInvocationId"),
    ("workgroup_id", "WorkgroupId"),
    ("local_invocation_index", "LocalInvocationIndex"),
    ("num_workgroups", "NumWorkgroups"),
];

/// The built-in of each `rt.system_value`.
const RAY_TRACING_BUILTINS: &[(&str, &str)] = &[
    ("launch_id", "LaunchIdKHR"),
    ("launch_size", "LaunchSizeKHR"),
    ("world_ray_origin", "WorldRayOriginKHR"),
    ("world_ray_direction", "WorldRayDirectionKHR"),
    ("object_ray_origin", "ObjectRayOriginKHR"),
    ("object_ray_direction", "ObjectRayDirectionKHR"),
    ("ray_tmin", "RayTminKHR"),
    ("ray_tcurrent", "RayTmaxKHR"),
    ("incoming_ray_flags", "IncomingRayFlagsKHR"),
    ("instance_index", "InstanceId"),
    ("instance_id", "InstanceCustomIndexKHR"),
    ("primitive_index", "PrimitiveId"),
    ("geometry_index", "RayGeometryIndexKHR"),
    ("hit_kind", "HitKindKHR"),
    ("object_to_world", "ObjectToWorldKHR"),
    ("world_to_object", "WorldToObjectKHR"),
    ("hit_triangle_vertex_positions", "HitTriangleVertexPositionsKHR"),
    ("current_ray_time", "CurrentRayTimeNV"),
    ("cluster_id", "ClusterIDNV"),
];

struct SpirvBuiltins;

impl Pass for SpirvBuiltins {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    /// Built-in inputs are `u32` scalars and vectors.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().without_ops(&[
            gpu::WAVE_LANE_INDEX.name,
            gpu::WAVE_LANE_COUNT.name,
            gpu::WAVE_INDEX.name,
            gpu::WAVE_COUNT.name,
            rt::SYSTEM_VALUE.name,
            gpu::SYSTEM_VALUE.name,
        ]);
        out.ops.extend([spv::GLOBAL_VAR.name, spv::ADDR.name, mem::LOAD.name, mem::ELEM_ADDR.name]);
        out.keeping_invariants(self.preserves())
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        ctx.register_dialect(&spv::DIALECT);
        let mut vars = Builtins { module, vars: FxHashMap::default() };
        let entry_kind = ctx.kind(hl::ENTRY_POINT.name);
        for ep in ctx.block_ops(ctx.body(module, 0)) {
            if ctx.is(ep, entry_kind) && ctx.attr_str(ep, "stage") == Some("compute") {
                stats.add("parameters-replaced", lower_entry_point(ctx, ep, &mut vars)?);
            }
        }
        let lane_index = ctx.kind(gpu::WAVE_LANE_INDEX.name);
        let lane_count = ctx.kind(gpu::WAVE_LANE_COUNT.name);
        let wave_index = ctx.kind(gpu::WAVE_INDEX.name);
        let wave_count = ctx.kind(gpu::WAVE_COUNT.name);
        for op in ctx.nested_ops(module) {
            let builtin = if ctx.is(op, lane_index) {
                "SubgroupLocalInvocationId"
            } else if ctx.is(op, lane_count) {
                "SubgroupSize"
            } else if ctx.is(op, wave_index) {
                "SubgroupId"
            } else if ctx.is(op, wave_count) {
                "NumSubgroups"
            } else {
                continue;
            };
            let u32_ty = ctx.int_type(32, false);
            let sym = vars.get(ctx, builtin, u32_ty);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let v = load_builtin(&mut b, &sym, u32_ty);
            let r = ctx.result(op, 0);
            ctx.replace_all_uses(r, v);
            ctx.erase_op(op);
            stats.add("wave-queries-replaced", 1);
        }
        let compute_value = ctx.kind(gpu::SYSTEM_VALUE.name);
        for op in ctx.nested_ops(module) {
            if !ctx.is(op, compute_value) {
                continue;
            }
            let value = ctx.attr_str(op, "value").unwrap_or_default();
            let Some(&(_, builtin)) = COMPUTE_SYSTEM_VALUES.iter().find(|(v, _)| *v == value) else { continue };
            let r = ctx.result(op, 0);
            let ty = ctx.value_type(r);
            let sym = vars.get(ctx, builtin, ty);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let v = load_builtin(&mut b, &sym, ty);
            ctx.replace_all_uses(r, v);
            ctx.erase_op(op);
            stats.add("compute-system-values", 1);
        }
        let system_value = ctx.kind(rt::SYSTEM_VALUE.name);
        for op in ctx.nested_ops(module) {
            if !ctx.is(op, system_value) {
                continue;
            }
            let value = ctx.attr_str(op, "value").unwrap_or_default();
            let Some(&(_, builtin)) = RAY_TRACING_BUILTINS.iter().find(|(v, _)| *v == value) else { continue };
            let r = ctx.result(op, 0);
            let ty = ctx.value_type(r);
            let index = ctx.operands(op).first().copied();
            let var_ty = match index {
                Some(_) => ctx.array_type(ty, Some(3)),
                None => ty,
            };
            let sym = vars.get(ctx, builtin, var_ty);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let v = match index {
                Some(i) => {
                    let base = build_addr(&mut b, &sym, var_ty, AddressSpace::Input);
                    let pty = b.ctx.ptr_type(ty, AddressSpace::Input);
                    let p = b.value(mem::ELEM_ADDR.name, &[base, i], pty, &[]);
                    b.value(mem::LOAD.name, &[p], ty, &[])
                }
                None => load_builtin(&mut b, &sym, ty),
            };
            ctx.replace_all_uses(r, v);
            ctx.erase_op(op);
            stats.add("ray-tracing-system-values", 1);
        }
        Ok(())
    }
}

/// The built-in variables created so far, by built-in name.
struct Builtins {
    module: Op,
    vars: FxHashMap<&'static str, String>,
}

impl Builtins {
    /// The symbol of the input variable of `builtin`, created on first use.
    fn get(&mut self, ctx: &mut Context, builtin: &'static str, ty: Type) -> String {
        if let Some(s) = self.vars.get(builtin) {
            return s.clone();
        }
        let sym = unique_symbol(ctx, self.module, builtin);
        let name = ctx.str_attr(builtin);
        let body = ctx.body(self.module, 0);
        build_global_var(ctx, InsertPoint::Start(body), nsl_ir::Loc::UNKNOWN, &sym, ty, "input", &[("builtin", name)]);
        self.vars.insert(builtin, sym.clone());
        sym
    }
}

fn load_builtin(b: &mut Builder, sym: &str, ty: Type) -> Value {
    let addr = build_addr(b, sym, ty, AddressSpace::Input);
    b.value(mem::LOAD.name, &[addr], ty, &[])
}

/// Replaces the system-value parameters of one compute entry point;
/// returns how many.
fn lower_entry_point(ctx: &mut Context, ep: Op, vars: &mut Builtins) -> Result<u64, Diagnostic> {
    let semantics = semantic_names(ctx, ep);
    let wanted: Vec<(usize, &'static str, bool)> = semantics
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            let lower = s.to_ascii_lowercase();
            COMPUTE_SEMANTICS.iter().find(|c| c.0 == lower).map(|&(_, b, v)| (i, b, v))
        })
        .collect();
    if let Some(bad) = semantics.iter().find(|s| s.to_ascii_lowercase().starts_with("sv_")) {
        if !COMPUTE_SEMANTICS.iter().any(|c| c.0 == bad.to_ascii_lowercase()) {
            return Err(Diagnostic::error(
                "NSL3110",
                ctx.loc(ep),
                format!("system-value semantic '{bad}' is not available to compute shaders"),
            ));
        }
    }
    if wanted.is_empty() {
        return Ok(0);
    }
    let f = entry_function(ctx, ep)?;
    let body = ctx.body(f, 0);
    let mut b = Builder::new(ctx, InsertPoint::Start(body));
    b.loc = b.ctx.loc(f);
    for &(i, builtin, is_vec3) in &wanted {
        let u32_ty = b.ctx.int_type(32, false);
        let ty = if is_vec3 { b.ctx.vector_type(u32_ty, 3) } else { u32_ty };
        let sym = vars.get(b.ctx, builtin, ty);
        let raw = load_builtin(&mut b, &sym, ty);
        let param = b.ctx.block_args(body)[i];
        let want = b.ctx.value_type(param);
        let Some(v) = convert_builtin(&mut b, raw, want) else {
            let what = nsl_ir::printer::print_type(b.ctx, want);
            return Err(Diagnostic::error(
                "NSL3111",
                b.ctx.loc(ep),
                format!("a '{}' parameter cannot have type {what}", semantics[i]),
            ));
        };
        b.ctx.replace_all_uses(param, v);
    }
    for &(i, ..) in wanted.iter().rev() {
        ctx.remove_block_arg(body, i);
    }
    let removed: Vec<usize> = wanted.iter().map(|w| w.0).collect();
    let keep = |i: &usize| !removed.contains(i);
    let (params, results) = func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
    let params: Vec<Type> = params.into_iter().enumerate().filter(|(i, _)| keep(i)).map(|(_, t)| t).collect();
    let fty = ctx.function_type(params, results);
    let type_attr = ctx.type_attr(fty);
    let type_name = ctx.sym("type");
    ctx.set_attr(f, type_name, type_attr);
    let kept: Vec<Attr> = semantics.iter().enumerate().filter(|(i, _)| keep(i)).map(|(_, s)| ctx.str_attr(s)).collect();
    let list = ctx.array_attr(kept);
    let sem_name = ctx.sym("semantics");
    ctx.set_attr(ep, sem_name, list);
    // A compute entry point taking user inputs (GLSL's global `in`s) has
    // one list of leaves per parameter: those of the removed ones go too.
    if let Some(AttrKind::Array(lists)) = ctx.attr(ep, "varyings").map(|a| ctx.attr_kind(a).clone()) {
        let kept: Vec<Attr> = lists.into_iter().enumerate().filter(|(i, _)| keep(i)).map(|(_, l)| l).collect();
        let (name, value) = (ctx.sym("varyings"), ctx.array_attr(kept));
        ctx.set_attr(ep, name, value);
    }
    Ok(wanted.len() as u64)
}

/// The semantic of each parameter, from an entry point's `semantics`.
pub fn semantic_names(ctx: &Context, ep: Op) -> Vec<String> {
    match ctx.attr(ep, "semantics").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                AttrKind::Str(s) => ctx.str(*s).to_string(),
                _ => String::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The function of an entry point, made its own: if other functions call
/// it, they get a copy under a new name and the entry point keeps the
/// function's name, which is the name it is exported as.
pub fn entry_function(ctx: &mut Context, ep: Op) -> Result<Op, Diagnostic> {
    let module = ctx.parent_op(ep).expect("entry points live in a module");
    let name = ctx.attr_symbol(ep, "func").expect("verified entry point");
    let f = SymbolTable::build(ctx, module)
        .lookup(name)
        .ok_or_else(|| Diagnostic::error("NSL3112", ctx.loc(ep), "the entry point's function does not exist"))?;
    let callers = calls_of(ctx, module, name);
    if callers.is_empty() {
        return Ok(f);
    }
    let copy_sym = unique_symbol(ctx, module, &format!("{}_impl", ctx.str(name)));
    let copy = ctx.clone_op(f, &mut ValueMap::default());
    ctx.insert_op(copy, InsertPoint::Before(f));
    let copy_attr = ctx.symbol_attr(&copy_sym);
    let private = ctx.str_attr("private");
    let (sym_name, callee_name, visibility) = (ctx.sym("sym"), ctx.sym("callee"), ctx.sym("visibility"));
    ctx.set_attr(copy, sym_name, copy_attr);
    ctx.set_attr(copy, visibility, private);
    for call in callers {
        ctx.set_attr(call, callee_name, copy_attr);
    }
    Ok(f)
}

fn calls_of(ctx: &Context, module: Op, name: Sym) -> Vec<Op> {
    let call = ctx.kind(func::CALL.name);
    let mut found = Vec::new();
    ctx.walk_nested(module, &mut |op| {
        if ctx.is(op, call) && ctx.attr_symbol(op, "callee") == Some(name) {
            found.push(op);
        }
    });
    found
}

/// `raw` (a `u32` or `vec<u32, 3>`) as a value of type `want`: a prefix of
/// its components, reinterpreted as signed if `want` is.
fn convert_builtin(b: &mut Builder, raw: Value, want: Type) -> Option<Value> {
    let raw_ty = b.ctx.value_type(raw);
    if raw_ty == want {
        return Some(raw);
    }
    let raw_len = match *b.ctx.type_kind(raw_ty) {
        TypeKind::Vector { len, .. } => len,
        _ => 1,
    };
    let (elem, len) = match *b.ctx.type_kind(want) {
        TypeKind::Vector { elem, len } => (elem, len),
        TypeKind::Int { .. } => (want, 1),
        _ => return None,
    };
    if !matches!(b.ctx.type_kind(elem), TypeKind::Int { width: 32, .. }) || len > raw_len {
        return None;
    }
    let u32_ty = b.ctx.int_type(32, false);
    let prefix_ty = if len == 1 { u32_ty } else { b.ctx.vector_type(u32_ty, len) };
    let prefix = if len == raw_len {
        raw
    } else {
        let indices: Vec<Attr> = (0..len).map(|i| b.ctx.int_attr(i.into())).collect();
        let indices = b.ctx.array_attr(indices);
        if len == 1 {
            let index = b.ctx.int_attr(0);
            b.value(nsl_dialects::vec::EXTRACT.name, &[raw], u32_ty, &[("index", index)])
        } else {
            b.value(nsl_dialects::vec::SWIZZLE.name, &[raw], prefix_ty, &[("indices", indices)])
        }
    };
    Some(if prefix_ty == want { prefix } else { b.value(nsl_dialects::arith::BITCAST.name, &[prefix], want, &[]) })
}
