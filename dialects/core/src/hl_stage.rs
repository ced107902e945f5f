//! The `hl` ops of the geometry, tessellation and mesh stages: what the
//! frontend emits for a geometry shader's output streams and what the
//! stage-interface pass (`spirv-entry-points`) leaves for the backends to
//! print (`OpEmitVertex`, `OpEndPrimitive`, the hull shader's barrier,
//! `OpSetMeshOutputsEXT`, `OpEmitMeshTasksEXT`).

use nsl_ir::attr::AttrShape;
use nsl_ir::interp::Flow;
use nsl_ir::{AttrSpec, OpSchema, Traits, TypeConstraint};

/// The output stream types of geometry shaders, by opaque name.
pub const STREAM_TYPES: &[&str] = &["hl.PointStream", "hl.LineStream", "hl.TriangleStream"];

/// The element type of a stream type (`!hl.TriangleStream<T>`).
pub fn stream_element(ctx: &nsl_ir::Context, ty: nsl_ir::Type) -> Option<nsl_ir::Type> {
    match ctx.type_kind(ty) {
        nsl_ir::TypeKind::Opaque { name, params } if STREAM_TYPES.contains(&ctx.str(*name)) => params.first().copied(),
        _ => None,
    }
}

/// `hl.stream_append %stream, %v`: `stream.Append(v)` of a geometry
/// shader: `v`'s leaves become the current outputs, then a vertex is
/// emitted. Lowered by the stage-interface pass to output stores and
/// `hl.emit_vertex`.
pub const STREAM_APPEND: OpSchema = OpSchema {
    name: "hl.stream_append",
    summary: "`stream.Append(v)`: write v to the geometry shader's outputs and emit a vertex",
    operands: &[TypeConstraint::Any, TypeConstraint::Any],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `hl.stream_restart %stream`: `stream.RestartStrip()`.
pub const STREAM_RESTART: OpSchema = OpSchema {
    name: "hl.stream_restart",
    summary: "`stream.RestartStrip()`: end the current primitive strip",
    operands: &[TypeConstraint::Any],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `hl.emit_vertex`: `OpEmitVertex` (geometry stage).
pub const EMIT_VERTEX: OpSchema = OpSchema {
    name: "hl.emit_vertex",
    summary: "Emit the current output values as a vertex (geometry stage)",
    traits: Traits::HAS_SIDE_EFFECTS,
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// `hl.end_primitive`: `OpEndPrimitive` (geometry stage).
pub const END_PRIMITIVE: OpSchema = OpSchema {
    name: "hl.end_primitive",
    summary: "End the current output primitive (geometry stage)",
    traits: Traits::HAS_SIDE_EFFECTS,
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// `hl.patch_barrier`: the hull shader's barrier between writing its
/// control point and running the patch-constant function
/// (`OpControlBarrier Workgroup Invocation None`, GLSL `barrier()`).
pub const PATCH_BARRIER: OpSchema = OpSchema {
    name: "hl.patch_barrier",
    summary: "Wait for every invocation of the patch to write its control point (hull stage)",
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// `hl.set_mesh_outputs %vertices, %primitives`: `SetMeshOutputCounts`
/// (`OpSetMeshOutputsEXT`, mesh stage).
pub const SET_MESH_OUTPUTS: OpSchema = OpSchema {
    name: "hl.set_mesh_outputs",
    summary: "Set the number of vertices and primitives a mesh shader outputs",
    operands: &[TypeConstraint::IntScalar, TypeConstraint::IntScalar],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    ..OpSchema::DEFAULT
};

/// `hl.dispatch_mesh %x, %y, %z {payload?}`: `DispatchMesh(x, y, z, p)`
/// of an amplification shader (`OpEmitMeshTasksEXT`) once its payload is
/// in the task payload variable `payload`; it ends the invocation.
pub const DISPATCH_MESH: OpSchema = OpSchema {
    name: "hl.dispatch_mesh",
    summary: "Launch mesh workgroups with the task payload (amplification stage)",
    operands: &[TypeConstraint::IntScalar, TypeConstraint::IntScalar, TypeConstraint::IntScalar],
    variadic_operands: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::optional("payload", AttrShape::Symbol)],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    ..OpSchema::DEFAULT
};
