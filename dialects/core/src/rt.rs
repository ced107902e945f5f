//! `rt`: ray tracing. The system values of the ray-tracing stages, tracing
//! a ray through an acceleration structure (`TraceRay`), calling a
//! callable shader, reporting and ignoring hits, and inline ray queries
//! (`RayQuery`), usable from any stage, and shader execution reordering
//! (`HitObject`, `ReorderThread`: `rt.hit_object_*`, `rt.reorder_thread`).
//!
//! Acceleration structures are the opaque type `!hl.RaytracingAccelerationStructure`,
//! a ray query `!hl.RayQuery`, an object that only lives in a variable:
//! every ray-query op takes its address. A hit object is `!hl.HitObject`,
//! also in a variable: the `rt.hit_object_*` ops take its address.
//!
//! The frontend's ops take payloads, callable data and hit attributes in
//! function memory; the target's ray-tracing legalization moves them to
//! the dedicated address spaces (`ray_payload`, `callable_data`,
//! `hit_attribute`) that targets require.
//!
//! Interpreter: nothing here runs (no acceleration structure exists);
//! every op traps.

use nsl_ir::attr::AttrShape;
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Traits, Type, TypeConstraint as C, TypeKind};

/// The system values `rt.system_value` reads, with their types: `u3`
/// (`uint3`), `f3` (`float3`), `f` (`float`), `u` (`uint`), `i` (`int`), `m43`
/// (`float4x3`), `p3` (one `float3` of an array of 3, at the op's one
/// operand, an index).
pub const SYSTEM_VALUES: &[(&str, &str)] = &[
    ("launch_id", "u3"),
    ("launch_size", "u3"),
    ("world_ray_origin", "f3"),
    ("world_ray_direction", "f3"),
    ("object_ray_origin", "f3"),
    ("object_ray_direction", "f3"),
    ("ray_tmin", "f"),
    ("ray_tcurrent", "f"),
    ("incoming_ray_flags", "u"),
    ("instance_index", "u"),
    ("instance_id", "u"),
    ("primitive_index", "u"),
    ("geometry_index", "u"),
    ("hit_kind", "u"),
    ("object_to_world", "m43"),
    ("world_to_object", "m43"),
    ("hit_triangle_vertex_positions", "p3"),
    ("current_ray_time", "f"),
    ("cluster_id", "i"),
];

const SYSTEM_VALUE_NAMES: &[&str] = &[
    "launch_id",
    "launch_size",
    "world_ray_origin",
    "world_ray_direction",
    "object_ray_origin",
    "object_ray_direction",
    "ray_tmin",
    "ray_tcurrent",
    "incoming_ray_flags",
    "instance_index",
    "instance_id",
    "primitive_index",
    "geometry_index",
    "hit_kind",
    "object_to_world",
    "world_to_object",
    "hit_triangle_vertex_positions",
    "current_ray_time",
    "cluster_id",
];

fn is_f32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float { width: 32 })
}
fn is_u32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Int { width: 32, signed: false })
}
fn is_vec3(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { elem: e, len: 3 } if elem(ctx, *e))
}

/// Does `t` have the type a system value's code names?
pub fn has_system_value_type(ctx: &Context, code: &str, t: Type) -> bool {
    match code {
        "u3" => is_vec3(ctx, t, is_u32),
        "f3" => is_vec3(ctx, t, is_f32),
        "f" => is_f32(ctx, t),
        "u" => is_u32(ctx, t),
        "i" => matches!(ctx.type_kind(t), TypeKind::Int { width: 32, signed: true }),
        "m43" => matches!(ctx.type_kind(t), TypeKind::Matrix { elem, rows: 4, cols: 3, .. } if is_f32(ctx, *elem)),
        "p3" => is_vec3(ctx, t, is_f32),
        _ => false,
    }
}

fn verify_system_value(ctx: &Context, op: Op) -> Result<(), String> {
    let name = ctx.attr_str(op, "value").unwrap_or_default();
    let code = SYSTEM_VALUES.iter().find(|(n, _)| *n == name).map_or("", |(_, c)| c);
    let t = ctx.value_type(ctx.result(op, 0));
    let operands = usize::from(code == "p3");
    if ctx.operands(op).len() != operands {
        return Err(format!("system value '{name}' takes {operands} operand(s)"));
    }
    if has_system_value_type(ctx, code, t) {
        Ok(())
    } else {
        Err(format!("system value '{name}' cannot have type {}", print_type(ctx, t)))
    }
}

/// `rt.system_value {value} : T`: a system value of the ray-tracing stages
/// (`launch_id` is `DispatchRaysIndex()`, `ray_tcurrent` `RayTCurrent()`,
/// `object_to_world` the `float4x3` `ObjectToWorld4x3()`, ...; the list and
/// types: `SYSTEM_VALUES`; `hit_triangle_vertex_positions %i` is vertex
/// `%i` of the hit triangle). Not pure: `ray_tcurrent` changes in an
/// intersection shader after a reported hit.
pub const SYSTEM_VALUE: OpSchema = OpSchema {
    name: "rt.system_value",
    summary: "A system value of the ray-tracing stages (DispatchRaysIndex, WorldRayOrigin, HitKind, ...)",
    variadic_operands: Some(C::IntScalar),
    results: &[C::Any],
    attrs: &[AttrSpec::required("value", AttrShape::Enum(SYSTEM_VALUE_NAMES))],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_system_value),
    ..OpSchema::DEFAULT
};

/// `rt.trace_ray %as, %flags, %mask, %sbt_offset, %sbt_stride, %miss,
/// %origin, %tmin, %direction, %tmax, %payload`: traces a ray; the hit,
/// miss and any-hit shaders it runs read and write the payload `%payload`
/// points to (`ptr<P, S>`; `S` is `function` from the frontend,
/// `ray_payload` after legalization).
pub const TRACE_RAY: OpSchema = OpSchema {
    name: "rt.trace_ray",
    summary: "TraceRay: trace a ray through an acceleration structure with a payload",
    operands: &[
        C::Any,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::Vector,
        C::Scalar,
        C::Vector,
        C::Scalar,
        C::Pointer,
    ],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.trace_motion_ray`: `rt.trace_ray` at a point in time (`TraceMotionRay`,
/// SPV_NV_ray_tracing_motion_blur): the time is the operand before the
/// payload.
pub const TRACE_MOTION_RAY: OpSchema = OpSchema {
    name: "rt.trace_motion_ray",
    summary: "TraceMotionRay: trace a ray at a point in time through an acceleration structure with motion",
    operands: &[
        C::Any,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::IntScalar,
        C::Vector,
        C::Scalar,
        C::Vector,
        C::Scalar,
        C::Scalar,
        C::Pointer,
    ],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.call_shader %index, %data`: runs callable shader `%index` on the
/// callable data `%data` points to.
pub const CALL_SHADER: OpSchema = OpSchema {
    name: "rt.call_shader",
    summary: "CallShader: run a callable shader on callable data",
    operands: &[C::IntScalar, C::Pointer],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.report_hit %t, %kind, %attributes : bool` (intersection shaders):
/// reports a hit at distance `%t` of kind `%kind` with the attributes
/// `%attributes` points to; true when the hit was accepted.
pub const REPORT_HIT: OpSchema = OpSchema {
    name: "rt.report_hit",
    summary: "ReportHit: report an intersection with its attributes",
    operands: &[C::Scalar, C::IntScalar, C::Pointer],
    results: &[C::Bool],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.ignore_hit` (any-hit shaders): the hit is ignored and the shader
/// ends; `rt.accept_hit_and_end_search`: the hit is committed, the
/// search ends and so does the shader. Like `hl.discard` they are plain
/// ops; targets where they end a block start an unreachable one after.
pub const IGNORE_HIT: OpSchema = OpSchema {
    name: "rt.ignore_hit",
    summary: "IgnoreHit: ignore the current hit and end the any-hit shader",
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

pub const ACCEPT_HIT_AND_END_SEARCH: OpSchema = OpSchema {
    name: "rt.accept_hit_and_end_search",
    summary: "AcceptHitAndEndSearch: commit the current hit, end the search and the any-hit shader",
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.query_initialize %q, %as, %flags, %mask, %origin, %tmin, %dir, %tmax`:
/// starts the ray query `%q` points to.
pub const QUERY_INITIALIZE: OpSchema = OpSchema {
    name: "rt.query_initialize",
    summary: "RayQuery.TraceRayInline: start a ray query",
    operands: &[C::Pointer, C::Any, C::IntScalar, C::IntScalar, C::Vector, C::Scalar, C::Vector, C::Scalar],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `rt.query_proceed %q : bool`: continues the traversal; true while there
/// is a candidate to look at.
pub const QUERY_PROCEED: OpSchema = OpSchema {
    name: "rt.query_proceed",
    summary: "RayQuery.Proceed",
    operands: &[C::Pointer],
    results: &[C::Bool],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// What `rt.query_control` does: `abort` (`Abort`), `confirm`
/// (`CommitNonOpaqueTriangleHit`), `generate` (`CommitProceduralPrimitiveHit(t)`,
/// one more operand, the distance).
pub const QUERY_CONTROLS: &[&str] = &["abort", "confirm", "generate"];

pub const QUERY_CONTROL: OpSchema = OpSchema {
    name: "rt.query_control",
    summary: "RayQuery.Abort / CommitNonOpaqueTriangleHit / CommitProceduralPrimitiveHit",
    operands: &[C::Pointer],
    variadic_operands: Some(C::Scalar),
    attrs: &[AttrSpec::required("action", AttrShape::Enum(QUERY_CONTROLS))],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// The properties `rt.query_get` reads, each with whether it is of an
/// intersection (then the op's `committed` attribute picks the committed
/// or the candidate one).
pub const QUERY_PROPERTIES: &[(&str, bool)] = &[
    ("type", true),
    ("t", true),
    ("instance_custom_index", true),
    ("instance_id", true),
    ("instance_sbt_offset", true),
    ("geometry_index", true),
    ("primitive_index", true),
    ("barycentrics", true),
    ("front_face", true),
    ("candidate_aabb_opaque", false),
    ("object_ray_direction", true),
    ("object_ray_origin", true),
    ("object_to_world", true),
    ("world_to_object", true),
    ("triangle_vertex_positions", true),
    ("cluster_id", true),
    ("sphere_position", true),
    ("sphere_radius", true),
    ("lss_positions", true),
    ("lss_radii", true),
    ("lss_hit_value", true),
    ("is_sphere_hit", true),
    ("is_lss_hit", true),
    ("ray_flags", false),
    ("ray_tmin", false),
    ("world_ray_direction", false),
    ("world_ray_origin", false),
];

const QUERY_PROPERTY_NAMES: &[&str] = &[
    "type",
    "t",
    "instance_custom_index",
    "instance_id",
    "instance_sbt_offset",
    "geometry_index",
    "primitive_index",
    "barycentrics",
    "front_face",
    "candidate_aabb_opaque",
    "object_ray_direction",
    "object_ray_origin",
    "object_to_world",
    "world_to_object",
    "triangle_vertex_positions",
    "cluster_id",
    "sphere_position",
    "sphere_radius",
    "lss_positions",
    "lss_radii",
    "lss_hit_value",
    "is_sphere_hit",
    "is_lss_hit",
    "ray_flags",
    "ray_tmin",
    "world_ray_direction",
    "world_ray_origin",
];

fn verify_query_get(ctx: &Context, op: Op) -> Result<(), String> {
    let what = ctx.attr_str(op, "property").unwrap_or_default();
    let of_intersection = QUERY_PROPERTIES.iter().any(|&(n, i)| n == what && i);
    match (of_intersection, ctx.attr(op, "committed").is_some()) {
        (true, false) => Err(format!("property '{what}' needs 'committed' (the committed or candidate intersection)")),
        (false, true) => Err(format!("property '{what}' is not of an intersection: no 'committed'")),
        _ => Ok(()),
    }
}

/// `rt.query_get %q {property, committed?} : T`: a property of the ray
/// query (its ray, or its committed or candidate intersection).
pub const QUERY_GET: OpSchema = OpSchema {
    name: "rt.query_get",
    summary: "A RayQuery getter (CommittedStatus, CandidateType, CommittedRayT, WorldRayOrigin, ...)",
    operands: &[C::Pointer],
    results: &[C::Any],
    attrs: &[
        AttrSpec::required("property", AttrShape::Enum(QUERY_PROPERTY_NAMES)),
        AttrSpec::optional("committed", AttrShape::Bool),
    ],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_query_get),
    ..OpSchema::DEFAULT
};

/// How `rt.hit_object_record` fills a hit object (shader execution
/// reordering): `trace` traces a ray as `rt.trace_ray` does without running
/// the closest-hit or miss shader (operands as `rt.trace_ray`'s),
/// `trace_motion` at a point in time (the time before the payload);
/// `hit` records a hit without tracing (`%as, %instance, %primitive,
/// %geometry, %hit_kind, %sbt_offset, %sbt_stride, %origin, %tmin,
/// %direction, %tmax, %attributes`), `hit_with_index` one with a shader
/// binding table record index in place of the offset and stride;
/// `hit_motion` / `hit_with_index_motion` with the time before the
/// attributes; `miss` a miss (`%miss_index, %origin, %tmin, %direction,
/// %tmax`), `miss_motion` with a time after them; `empty` a NOP.
pub const HIT_OBJECT_RECORDS: &[&str] = &[
    "trace",
    "trace_motion",
    "hit",
    "hit_motion",
    "hit_with_index",
    "hit_with_index_motion",
    "miss",
    "miss_motion",
    "empty",
];

/// The number of operands of each `rt.hit_object_record` kind, the hit
/// object included.
pub fn hit_object_record_arity(kind: &str) -> usize {
    match kind {
        "trace" => 12,
        "trace_motion" => 13,
        "hit" => 13,
        "hit_motion" => 14,
        "hit_with_index" => 12,
        "hit_with_index_motion" => 13,
        "miss" => 6,
        "miss_motion" => 7,
        _ => 1,
    }
}

fn verify_hit_object_record(ctx: &Context, op: Op) -> Result<(), String> {
    let kind = ctx.attr_str(op, "kind").unwrap_or_default();
    let n = hit_object_record_arity(kind);
    if ctx.operands(op).len() != n {
        return Err(format!("'{kind}' takes {n} operands"));
    }
    // The payload (trace) and attributes (hit) are the last operand, in memory.
    if matches!(kind, "trace" | "trace_motion" | "hit" | "hit_motion" | "hit_with_index" | "hit_with_index_motion")
        && !matches!(ctx.type_kind(ctx.value_type(ctx.operand(op, n - 1))), TypeKind::Ptr { .. })
    {
        return Err(format!("the last operand of '{kind}' is a pointer"));
    }
    Ok(())
}

/// `rt.hit_object_record %h, ... {kind}`: fills the hit object `%h`
/// points to (`HitObject::TraceRay`, `MakeHit`, `MakeMiss`, `MakeNop`, ...;
/// the kinds: `HIT_OBJECT_RECORDS`).
pub const HIT_OBJECT_RECORD: OpSchema = OpSchema {
    name: "rt.hit_object_record",
    summary: "HitObject::TraceRay / MakeHit / MakeMiss / MakeNop: fill a hit object",
    operands: &[C::Pointer],
    variadic_operands: Some(C::Any),
    attrs: &[AttrSpec::required("kind", AttrShape::Enum(HIT_OBJECT_RECORDS))],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_hit_object_record),
    ..OpSchema::DEFAULT
};

/// `rt.hit_object_invoke %h, %payload`: runs the closest-hit or miss
/// shader of the hit object (`HitObject::Invoke`) on the payload.
pub const HIT_OBJECT_INVOKE: OpSchema = OpSchema {
    name: "rt.hit_object_invoke",
    summary: "HitObject::Invoke: run the hit object's closest-hit or miss shader on a payload",
    operands: &[C::Pointer, C::Pointer],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// The properties `rt.hit_object_get` reads.
pub const HIT_OBJECT_PROPERTIES: &[&str] = &[
    "is_hit",
    "is_miss",
    "is_empty",
    "world_ray_origin",
    "world_ray_direction",
    "ray_tmin",
    "ray_tmax",
    "object_ray_origin",
    "object_ray_direction",
    "world_to_object",
    "object_to_world",
    "instance_id",
    "instance_custom_index",
    "geometry_index",
    "primitive_index",
    "hit_kind",
    "sbt_record_index",
    "shader_record_buffer_handle",
    "current_time",
    "cluster_id",
    "sphere_position",
    "sphere_radius",
    "lss_positions",
    "lss_radii",
    "is_sphere_hit",
    "is_lss_hit",
];

/// `rt.hit_object_get %h {property} : T`: a property of the hit object
/// (`IsHit`, `GetRayDesc`'s parts, `GetInstanceIndex` (`instance_id`),
/// `GetInstanceID` (`instance_custom_index`), ...).
pub const HIT_OBJECT_GET: OpSchema = OpSchema {
    name: "rt.hit_object_get",
    summary: "A HitObject getter (IsHit, GetWorldRayOrigin, GetInstanceIndex, ...)",
    operands: &[C::Pointer],
    results: &[C::Any],
    attrs: &[AttrSpec::required("property", AttrShape::Enum(HIT_OBJECT_PROPERTIES))],
    traits: Traits::READS_MEMORY,
    ..OpSchema::DEFAULT
};

/// `rt.hit_object_get_attributes %h, %attributes`: writes the hit
/// object's attributes where `%attributes` points.
pub const HIT_OBJECT_GET_ATTRIBUTES: OpSchema = OpSchema {
    name: "rt.hit_object_get_attributes",
    summary: "HitObject.GetAttributes: copy out the hit attributes",
    operands: &[C::Pointer, C::Pointer],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

fn verify_reorder_thread(ctx: &Context, op: Op) -> Result<(), String> {
    let ops = ctx.operands(op);
    let with_object = ops.first().is_some_and(|&v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Ptr { .. }));
    let hints = ops.len() - usize::from(with_object);
    if hints == 2 || (with_object && hints == 0) {
        Ok(())
    } else {
        Err("takes a hit object and/or a hint and its bit count".to_string())
    }
}

/// `rt.reorder_thread [%h,] [%hint, %bits]`: reorders the invocations by the
/// hit object `%h` points to and/or the coherence hint's low `%bits` bits
/// (`ReorderThread`).
pub const REORDER_THREAD: OpSchema = OpSchema {
    name: "rt.reorder_thread",
    summary: "ReorderThread: reorder invocations by a hit object and/or a coherence hint",
    variadic_operands: Some(C::Any),
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_reorder_thread),
    ..OpSchema::DEFAULT
};

fn verify_accel_from_address(ctx: &Context, op: Op) -> Result<(), String> {
    let a = ctx.value_type(ctx.operand(op, 0));
    if !matches!(ctx.type_kind(a), TypeKind::Int { width: 64, signed: false }) {
        return Err(format!("the address must be a u64, not {}", print_type(ctx, a)));
    }
    let t = ctx.value_type(ctx.result(op, 0));
    match ctx.type_kind(t) {
        TypeKind::Opaque { name, params }
            if params.is_empty() && ctx.str(*name) == "hl.RaytracingAccelerationStructure" =>
        {
            Ok(())
        }
        _ => Err(format!("the result must be an acceleration structure, not {}", print_type(ctx, t))),
    }
}

/// `rt.accel_from_address %a : !hl.RaytracingAccelerationStructure`: the
/// acceleration structure at device address `%a` (a u64),
/// `RaytracingAccelerationStructure(uint64_t)`.
pub const ACCEL_FROM_ADDRESS: OpSchema = OpSchema {
    name: "rt.accel_from_address",
    summary: "RaytracingAccelerationStructure(address): the acceleration structure at a device address",
    operands: &[C::IntScalar],
    results: &[C::Any],
    traits: Traits::PURE,
    verify: Some(verify_accel_from_address),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "rt",
    summary: "Ray tracing: system values, TraceRay, CallShader, hits, ray queries",
    ops: &[
        &SYSTEM_VALUE,
        &TRACE_RAY,
        &TRACE_MOTION_RAY,
        &CALL_SHADER,
        &REPORT_HIT,
        &IGNORE_HIT,
        &ACCEPT_HIT_AND_END_SEARCH,
        &QUERY_INITIALIZE,
        &QUERY_PROCEED,
        &QUERY_CONTROL,
        &QUERY_GET,
        &HIT_OBJECT_RECORD,
        &HIT_OBJECT_INVOKE,
        &HIT_OBJECT_GET,
        &HIT_OBJECT_GET_ATTRIBUTES,
        &REORDER_THREAD,
        &ACCEL_FROM_ADDRESS,
    ],
};
