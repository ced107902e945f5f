//! `spirv-ray-tracing`: the memory of ray tracing moves to the storage
//! classes Vulkan gives it, as slangc places it.
//!
//! - Entry points of the hit and miss stages: the payload parameter
//!   (`inout P`, the first one that is not `uniform`: closest-hit, any-hit
//!   and miss shaders) becomes an `incoming_ray_payload` variable; a
//!   callable shader's parameter an `incoming_callable_data` one; the
//!   closest-hit and any-hit shaders' attributes (their second parameter)
//!   a `hit_attribute` one. The function works on a local copy, loaded at
//!   its start and stored back before each return and before an
//!   `rt.ignore_hit` / `rt.accept_hit_and_end_search` (which end the
//!   shader, keeping what it wrote to the payload); the parameters leave
//!   the function and the entry point's `semantics`. Ray-generation and
//!   intersection shaders take only `uniform` parameters.
//!   Several `inout`/`out` parameters of such a shader are one payload, a
//!   struct of them all (slangc's layout); the parameter passed by value is
//!   then the attributes. A parameter of a system-value semantic (GLSL's
//!   `gl_PrimitiveID` / `gl_InstanceID` in a hit shader) reads its
//!   built-in; other system values are refused (NSL3132).
//! - GLSL's incoming globals (`hl.global {ray_storage}`: `rayPayloadInEXT`,
//!   `hitAttributeEXT`, `callableDataInEXT`) of an entry point that takes
//!   no such parameter: private globals copied in from a variable of the
//!   storage class at the start and (but hit attributes) back before each
//!   return and each `rt.ignore_hit` / `rt.accept_hit_and_end_search` of
//!   the module. The outgoing ones (`rayPayloadEXT` & co) are private
//!   globals that calls pass by reference, as below.
//! - `rt.trace_ray`'s payload and `rt.call_shader`'s data: a `ray_payload`
//!   (`callable_data`) variable per type, as slangc has, numbered with
//!   `Location`s from 0 in module order (each storage class its own); the
//!   value is copied in before the call and back after it.
//! - `rt.report_hit`'s attributes are stored to the `hit_attribute`
//!   variable of their type (one per type in the module) before the call.
//! - Hit objects: the payload of `rt.hit_object_record {kind = trace}` and
//!   `rt.hit_object_invoke` goes through a `ray_payload` variable as
//!   `rt.trace_ray`'s; the attributes `rt.hit_object_record {kind = hit}`
//!   records are stored to, and those `rt.hit_object_get_attributes`
//!   hands out loaded from, the `hit_object_attribute` variable of their
//!   type (numbered with `Location`s, as slangc has them).
//!
//! Run after `spirv-builtins` and before `spirv-entry-points`, which gives
//! the entry points their execution models.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use crate::spirv_builtins::{entry_function, semantic_names};
use nsl_dialects::{func, hl, mem, rt};
use nsl_ir::{AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, build_addr, build_global_var, unique_symbol};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "spirv-ray-tracing",
    summary: "Ray payloads, callable data and hit attributes move to their SPIR-V storage classes",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvRayTracing)),
};

struct SpirvRayTracing;

impl Pass for SpirvRayTracing {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
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
        let mut out = input.clone();
        out.ops.extend([
            spv::GLOBAL_VAR.name,
            spv::ADDR.name,
            mem::LOAD.name,
            mem::STORE.name,
            mem::VAR.name,
            hl::GLOBAL_ADDR.name,
        ]);
        out.keeping_invariants(self.preserves())
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        ctx.register_dialect(&spv::DIALECT);
        let mut st = State {
            module,
            locations: FxHashMap::default(),
            attributes: FxHashMap::default(),
            outgoing: FxHashMap::default(),
        };
        let kind = ctx.kind(hl::ENTRY_POINT.name);
        let entries: Vec<Op> = ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        for ep in entries {
            let stage = ctx.attr_str(ep, "stage").unwrap_or_default().to_string();
            if spv::ray_tracing_model(&stage).is_some() {
                stats.add("ray-tracing-entry-points", 1);
                lower_entry_point(ctx, &mut st, ep, &stage)?;
            }
        }
        let (trace, call, report) =
            (ctx.kind(rt::TRACE_RAY.name), ctx.kind(rt::CALL_SHADER.name), ctx.kind(rt::REPORT_HIT.name));
        let trace_motion = ctx.kind(rt::TRACE_MOTION_RAY.name);
        let (record, invoke, attributes) = (
            ctx.kind(rt::HIT_OBJECT_RECORD.name),
            ctx.kind(rt::HIT_OBJECT_INVOKE.name),
            ctx.kind(rt::HIT_OBJECT_GET_ATTRIBUTES.name),
        );
        for op in ctx.nested_ops(module) {
            if ctx.is(op, record) {
                let kind = ctx.attr_str(op, "kind").unwrap_or_default().to_string();
                let last = ctx.operands(op).len() - 1;
                if kind.starts_with("trace") {
                    st.outgoing(ctx, op, last, "ray_payload", "payload")?;
                    stats.add("ray-payloads", 1);
                } else if kind.starts_with("hit") {
                    st.hit_object_attributes(ctx, op, last, true)?;
                }
                continue;
            }
            if ctx.is(op, invoke) {
                st.outgoing(ctx, op, 1, "ray_payload", "payload")?;
                stats.add("ray-payloads", 1);
                continue;
            }
            if ctx.is(op, attributes) {
                st.hit_object_attributes(ctx, op, 1, false)?;
                continue;
            }
            if ctx.is(op, trace) || ctx.is(op, trace_motion) {
                // The payload is the last operand.
                let at = ctx.operands(op).len() - 1;
                st.outgoing(ctx, op, at, "ray_payload", "payload")?;
                stats.add("ray-payloads", 1);
            } else if ctx.is(op, call) {
                st.outgoing(ctx, op, 1, "callable_data", "callableData")?;
                stats.add("callable-data", 1);
            } else if ctx.is(op, report) {
                st.report_hit(ctx, op)?;
            }
        }
        Ok(())
    }
}

struct State {
    module: Op,
    /// The next `Location` of each storage class.
    locations: FxHashMap<&'static str, i128>,
    /// The `hit_attribute` variable of each attribute type.
    attributes: FxHashMap<Type, String>,
    /// The `ray_payload` / `callable_data` variable of each type.
    outgoing: FxHashMap<(&'static str, Type), String>,
}

fn pointee(ctx: &Context, ptr: Value) -> Option<Type> {
    match *ctx.type_kind(ctx.value_type(ptr)) {
        TypeKind::Ptr { pointee, space: AddressSpace::Function | AddressSpace::Private } => Some(pointee),
        _ => None,
    }
}

impl State {
    fn global(&mut self, ctx: &mut Context, ty: Type, storage: &'static str, base: &str, located: bool) -> String {
        let sym = unique_symbol(ctx, self.module, base);
        let mut attrs: Vec<(&str, Attr)> = Vec::new();
        if located {
            let next = self.locations.entry(storage).or_insert(0);
            attrs.push(("location", ctx.int_attr(*next)));
            *next += 1;
        }
        let body = ctx.body(self.module, 0);
        build_global_var(ctx, InsertPoint::Start(body), nsl_ir::Loc::UNKNOWN, &sym, ty, storage, &attrs);
        sym
    }

    /// Operand `at` of `op` (a payload or callable data in function
    /// memory) goes through a variable of its own in `storage`.
    fn outgoing(
        &mut self,
        ctx: &mut Context,
        op: Op,
        at: usize,
        storage: &'static str,
        base: &str,
    ) -> Result<(), Diagnostic> {
        let ptr = ctx.operand(op, at);
        let Some(ty) = pointee(ctx, ptr) else {
            return Err(Diagnostic::error(
                "NSL3130",
                ctx.loc(op),
                "a ray payload or callable data must be a variable of the function",
            ));
        };
        let sym = match self.outgoing.get(&(storage, ty)) {
            Some(s) => s.clone(),
            None => {
                let s = self.global(ctx, ty, storage, base, true);
                self.outgoing.insert((storage, ty), s.clone());
                s
            }
        };
        let space = spv::storage_space(storage).expect("a pointer storage class");
        let mut b = Builder::new(ctx, InsertPoint::Before(op));
        b.loc = b.ctx.loc(op);
        let g = build_addr(&mut b, &sym, ty, space);
        let v = b.value(mem::LOAD.name, &[ptr], ty, &[]);
        b.op(mem::STORE.name, &[g, v], &[], &[], 0);
        ctx.set_operand(op, at, g);
        let mut b = Builder::new(ctx, InsertPoint::After(op));
        b.loc = b.ctx.loc(op);
        let v = b.value(mem::LOAD.name, &[g], ty, &[]);
        b.op(mem::STORE.name, &[ptr, v], &[], &[], 0);
        Ok(())
    }

    /// Operand `at` of `op`, attributes in function memory, becomes the
    /// hit-object-attribute variable of their type: stored to before `op`
    /// (`store`) or loaded from after it.
    fn hit_object_attributes(&mut self, ctx: &mut Context, op: Op, at: usize, store: bool) -> Result<(), Diagnostic> {
        let ptr = ctx.operand(op, at);
        let Some(ty) = pointee(ctx, ptr) else { return Ok(()) };
        let sym = match self.outgoing.get(&("hit_object_attribute", ty)) {
            Some(s) => s.clone(),
            None => {
                let s = self.global(ctx, ty, "hit_object_attribute", "hitObjectAttributes", true);
                self.outgoing.insert(("hit_object_attribute", ty), s.clone());
                s
            }
        };
        let mut b = Builder::new(ctx, InsertPoint::Before(op));
        b.loc = b.ctx.loc(op);
        let g = build_addr(&mut b, &sym, ty, AddressSpace::HitObjectAttribute);
        if store {
            let v = b.value(mem::LOAD.name, &[ptr], ty, &[]);
            b.op(mem::STORE.name, &[g, v], &[], &[], 0);
        } else {
            let mut b = Builder::new(ctx, InsertPoint::After(op));
            b.loc = b.ctx.loc(op);
            let v = b.value(mem::LOAD.name, &[g], ty, &[]);
            b.op(mem::STORE.name, &[ptr, v], &[], &[], 0);
        }
        ctx.set_operand(op, at, g);
        Ok(())
    }

    /// The attributes of `rt.report_hit` are stored to the hit-attribute
    /// variable of their type.
    fn report_hit(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let ptr = ctx.operand(op, 2);
        let Some(ty) = pointee(ctx, ptr) else { return Ok(()) };
        let sym = match self.attributes.get(&ty) {
            Some(s) => s.clone(),
            None => {
                let s = self.global(ctx, ty, "hit_attribute", "attributes", false);
                self.attributes.insert(ty, s.clone());
                s
            }
        };
        let mut b = Builder::new(ctx, InsertPoint::Before(op));
        b.loc = b.ctx.loc(op);
        let g = build_addr(&mut b, &sym, ty, AddressSpace::HitAttribute);
        let v = b.value(mem::LOAD.name, &[ptr], ty, &[]);
        b.op(mem::STORE.name, &[g, v], &[], &[], 0);
        ctx.set_operand(op, 2, g);
        Ok(())
    }
}

/// The input variable of built-in `builtin` (of type `ty`): the module's
/// own if `spirv-builtins` made one, else a new one.
fn builtin_input(ctx: &mut Context, module: Op, builtin: &str, ty: Type) -> String {
    let body = ctx.body(module, 0);
    let kind = ctx.kind(spv::GLOBAL_VAR.name);
    for g in ctx.block_ops(body) {
        if ctx.is(g, kind) && ctx.attr_str(g, "builtin") == Some(builtin) && ctx.attr_type(g, "type") == Some(ty) {
            if let Some(sym) = ctx.attr_symbol(g, "sym") {
                return ctx.str(sym).to_string();
            }
        }
    }
    let sym = unique_symbol(ctx, module, builtin);
    let name = ctx.str_attr(builtin);
    build_global_var(ctx, InsertPoint::Start(body), nsl_ir::Loc::UNKNOWN, &sym, ty, "input", &[("builtin", name)]);
    sym
}

/// What a ray-tracing stage's parameters are, in order (`uniform` ones
/// aside).
fn stage_parameters(stage: &str) -> &'static [(&'static str, &'static str)] {
    match stage {
        "closesthit" | "anyhit" => &[("incoming_ray_payload", "payload"), ("hit_attribute", "attributes")],
        "miss" => &[("incoming_ray_payload", "payload")],
        "callable" => &[("incoming_callable_data", "callable data")],
        _ => &[],
    }
}

fn lower_entry_point(ctx: &mut Context, st: &mut State, ep: Op, stage: &str) -> Result<(), Diagnostic> {
    let f = entry_function(ctx, ep)?;
    let semantics = semantic_names(ctx, ep);
    let (params, results) = func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
    let name = ctx.str(ctx.attr_symbol(ep, "func").expect("verified entry point")).to_string();
    if !results.is_empty() {
        return Err(Diagnostic::error(
            "NSL3131",
            ctx.loc(ep),
            format!("entry point '{name}': a {stage} shader returns nothing"),
        ));
    }
    let body = ctx.body(f, 0);
    let args = ctx.block_args(body).to_vec();
    let expected = stage_parameters(stage);
    let mut removed = Vec::new();
    // The locals copied back at each exit: the variable, the field of it
    // (a struct type and index) for a grouped payload.
    #[allow(clippy::type_complexity)]
    let mut copies: Vec<(Value, Type, String, AddressSpace, Option<(Type, usize)>)> = Vec::new();
    // The parameters that are not system values, and the storages taken.
    let mut others: Vec<usize> = Vec::new();
    let mut consumed: Vec<&str> = Vec::new();
    let loc = ctx.loc(f);
    for (i, &arg) in args.iter().enumerate() {
        if semantics.get(i).map(String::as_str) == Some("uniform") {
            continue;
        }
        // A system value (GLSL's `gl_PrimitiveID` read in a hit shader
        // arrives as a parameter of its semantic): its built-in, never a
        // payload or attributes.
        // (`SV_RayPayload`, `SV_IntersectionAttributes` and
        // `SV_CallableData` name the payload, attributes and callable data.)
        let semantic = semantics.get(i).map(|s| s.to_ascii_lowercase()).unwrap_or_default();
        let names_ray_memory =
            matches!(semantic.as_str(), "sv_raypayload" | "sv_intersectionattributes" | "sv_callabledata");
        if semantic.starts_with("sv_") && !names_ray_memory {
            let builtin = match semantic.as_str() {
                "sv_primitiveid" if stage != "miss" && stage != "callable" => "PrimitiveId",
                "sv_instanceid" | "sv_vulkaninstanceid" if stage != "miss" && stage != "callable" => "InstanceId",
                _ => {
                    let msg = format!(
                        "parameter #{i} of entry point '{name}': a {stage} shader cannot read the system value '{}'",
                        semantics[i]
                    );
                    return Err(Diagnostic::error("NSL3132", ctx.loc(ep), msg));
                }
            };
            let u32_ty = ctx.int_type(32, false);
            if !matches!(ctx.type_kind(params[i]), TypeKind::Int { width: 32, .. }) {
                let msg = format!("entry point '{name}': '{}' must be a scalar integer", semantics[i]);
                return Err(Diagnostic::error("NSL3132", ctx.loc(ep), msg));
            }
            let sym = builtin_input(ctx, st.module, builtin, u32_ty);
            let mut b = Builder::new(ctx, InsertPoint::Start(body));
            b.loc = loc;
            let addr = build_addr(&mut b, &sym, u32_ty, AddressSpace::Input);
            let mut v = b.value(mem::LOAD.name, &[addr], u32_ty, &[]);
            if params[i] != u32_ty {
                v = b.value(nsl_dialects::arith::CONVERT.name, &[v], params[i], &[]);
            }
            ctx.replace_all_uses(arg, v);
            removed.push(i);
            continue;
        }
        others.push(i);
    }
    // Several `inout`/`out` parameters of a shader taking a payload (or
    // callable data): one payload, a struct of them all, as slangc has it;
    // the parameters passed by value are then the hit attributes.
    let ptr_params: Vec<usize> =
        others.iter().copied().filter(|&i| matches!(ctx.type_kind(params[i]), TypeKind::Ptr { .. })).collect();
    let grouped = ptr_params.len() > 1 && expected.first().is_some_and(|&(s, _)| s != "hit_attribute");
    if grouped {
        let (storage, _) = expected[0];
        let space = spv::storage_space(storage).expect("a pointer storage class");
        let members = ptr_params.clone();
        let fields: Vec<(nsl_ir::Sym, Type)> = members
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(params[i]) else { unreachable!("by pointer") };
                (ctx.sym(&format!("field{k}")), pointee)
            })
            .collect();
        let struct_name = ctx.sym(&format!("{name}_Payload"));
        let sty = ctx.intern_type(TypeKind::Struct { name: struct_name, fields: fields.clone() });
        let sym = st.global(ctx, sty, storage, "payload", false);
        for (k, &i) in members.iter().enumerate() {
            let ty = fields[k].1;
            let mut b = Builder::new(ctx, InsertPoint::Start(body));
            b.loc = loc;
            let g = build_addr(&mut b, &sym, sty, space);
            let fp = b.ctx.ptr_type(ty, space);
            let index = b.ctx.int_attr(k as i128);
            let field = b.value(mem::FIELD_ADDR.name, &[g], fp, &[("index", index)]);
            let v = b.value(mem::LOAD.name, &[field], ty, &[]);
            let fptr = b.ctx.ptr_type(ty, AddressSpace::Function);
            let local = b.value(mem::VAR.name, &[], fptr, &[]);
            b.op(mem::STORE.name, &[local, v], &[], &[], 0);
            ctx.replace_all_uses(args[i], local);
            copies.push((local, ty, sym.clone(), space, Some((sty, k))));
            removed.push(i);
        }
        consumed.push(storage);
        others.retain(|i| !ptr_params.contains(i));
    }
    for i in others {
        let arg = args[i];
        let Some(&(storage, what)) = expected.iter().find(|(s, _)| !consumed.contains(s)) else {
            return Err(Diagnostic::error(
                "NSL3132",
                ctx.loc(ep),
                format!(
                    "parameter #{i} of entry point '{name}': a {stage} shader takes {}",
                    match expected.len() {
                        0 => "no parameters but uniform ones".to_string(),
                        1 => format!("one parameter, its {}", expected[0].1),
                        _ => "a payload and hit attributes".to_string(),
                    }
                ),
            ));
        };
        consumed.push(storage);
        let space = spv::storage_space(storage).expect("a pointer storage class");
        let (ty, by_ptr) = match *ctx.type_kind(params[i]) {
            TypeKind::Ptr { pointee, .. } => (pointee, true),
            _ => (params[i], false),
        };
        let base = ctx.value_name(arg).map_or_else(|| what.replace(' ', "_"), |s| ctx.str(s).to_string());
        let sym = st.global(ctx, ty, storage, &base, false);
        let mut b = Builder::new(ctx, InsertPoint::Start(body));
        b.loc = loc;
        let g = build_addr(&mut b, &sym, ty, space);
        let v = b.value(mem::LOAD.name, &[g], ty, &[]);
        if by_ptr {
            let fptr = b.ctx.ptr_type(ty, AddressSpace::Function);
            let local = b.value(mem::VAR.name, &[], fptr, &[]);
            b.op(mem::STORE.name, &[local, v], &[], &[], 0);
            ctx.replace_all_uses(arg, local);
            if storage != "hit_attribute" {
                copies.push((local, ty, sym, space, None));
            }
        } else {
            ctx.replace_all_uses(arg, v);
        }
        removed.push(i);
    }
    // The payload and callable data go back at each exit of the shader.
    let exits: Vec<Op> = ctx
        .nested_ops(f)
        .into_iter()
        .filter(|&o| {
            let n = ctx.op_name(o);
            n == func::RETURN.name || n == rt::IGNORE_HIT.name || n == rt::ACCEPT_HIT_AND_END_SEARCH.name
        })
        .collect();
    for exit in exits {
        for (local, ty, sym, space, field) in &copies {
            let mut b = Builder::new(ctx, InsertPoint::Before(exit));
            b.loc = b.ctx.loc(exit);
            let v = b.value(mem::LOAD.name, &[*local], *ty, &[]);
            let g = match *field {
                Some((sty, k)) => {
                    let g = build_addr(&mut b, sym, sty, *space);
                    let fp = b.ctx.ptr_type(*ty, *space);
                    let index = b.ctx.int_attr(k as i128);
                    b.value(mem::FIELD_ADDR.name, &[g], fp, &[("index", index)])
                }
                None => build_addr(&mut b, sym, *ty, *space),
            };
            b.op(mem::STORE.name, &[g, v], &[], &[], 0);
        }
    }
    // GLSL's incoming globals (`rayPayloadInEXT vec4 p;`, `hitAttributeEXT`,
    // `callableDataInEXT`): private globals the program reads and writes,
    // copied in from the storage class's variable at the start and (but
    // hit attributes) back before each exit of the shader.
    let rest: Vec<&str> = expected.iter().map(|&(s, _)| s).filter(|s| !consumed.contains(s)).collect();
    let module_body = ctx.body(st.module, 0);
    let global_kind = ctx.kind(hl::GLOBAL.name);
    let incoming: Vec<(String, Type, &'static str)> = ctx
        .block_ops(module_body)
        .into_iter()
        .filter(|&g| ctx.is(g, global_kind))
        .filter_map(|g| {
            let storage = ctx.attr_str(g, "ray_storage")?;
            let storage = *rest.iter().find(|&&s| s == storage)?;
            let sym = ctx.str(ctx.attr_symbol(g, "sym")?).to_string();
            Some((sym, ctx.attr_type(g, "type")?, storage))
        })
        .collect();
    let mut global_exits: Option<Vec<Op>> = None;
    for (sym, ty, storage) in incoming {
        let space = spv::storage_space(storage).expect("a pointer storage class");
        let var = st.global(ctx, ty, storage, &sym, false);
        let private = ctx.ptr_type(ty, AddressSpace::Private);
        let global = ctx.symbol_attr(&sym);
        let mut b = Builder::new(ctx, InsertPoint::Start(body));
        b.loc = loc;
        let g = build_addr(&mut b, &var, ty, space);
        let v = b.value(mem::LOAD.name, &[g], ty, &[]);
        let p = b.value(hl::GLOBAL_ADDR.name, &[], private, &[("global", global)]);
        b.op(mem::STORE.name, &[p, v], &[], &[], 0);
        if storage == "hit_attribute" {
            continue;
        }
        // The entry point's returns and every ignore/accept (helpers too).
        let exits = global_exits.get_or_insert_with(|| {
            let mut exits: Vec<Op> =
                ctx.nested_ops(f).into_iter().filter(|&o| ctx.op_name(o) == func::RETURN.name).collect();
            exits.extend(ctx.nested_ops(st.module).into_iter().filter(|&o| {
                let n = ctx.op_name(o);
                n == rt::IGNORE_HIT.name || n == rt::ACCEPT_HIT_AND_END_SEARCH.name
            }));
            exits
        });
        for &exit in exits.iter() {
            let mut b = Builder::new(ctx, InsertPoint::Before(exit));
            b.loc = b.ctx.loc(exit);
            let p = b.value(hl::GLOBAL_ADDR.name, &[], private, &[("global", global)]);
            let v = b.value(mem::LOAD.name, &[p], ty, &[]);
            let g = build_addr(&mut b, &var, ty, space);
            b.op(mem::STORE.name, &[g, v], &[], &[], 0);
        }
    }
    removed.sort_unstable();
    for &i in removed.iter().rev() {
        ctx.remove_block_arg(body, i);
    }
    let kept: Vec<Type> = params.iter().enumerate().filter(|(i, _)| !removed.contains(i)).map(|(_, &t)| t).collect();
    let fty = ctx.function_type(kept, Vec::new());
    let (type_name, type_attr) = (ctx.sym("type"), ctx.type_attr(fty));
    ctx.set_attr(f, type_name, type_attr);
    let kept_sems: Vec<Attr> = semantics
        .iter()
        .enumerate()
        .filter(|(i, _)| !removed.contains(i) && *i < params.len())
        .map(|(_, s)| ctx.str_attr(s))
        .collect();
    let list = ctx.array_attr(kept_sems);
    let sem_name = ctx.sym("semantics");
    ctx.set_attr(ep, sem_name, list);
    Ok(())
}
