//! Images, samplers and acceleration structures cannot be held in a
//! function-local variable on the Khronos targets (SPIR-V, GLSL) or WGSL:
//! they are only ever loaded from their global. What the passes before
//! `check-target` could not forward to a direct use (a resource selected
//! with `?:`, a function returning one of several resources) would become
//! an `OpPhi` or `OpSelect` of the handle, which Vulkan rejects; and a
//! local handle never assigned (a default-constructed one: the payload of
//! a `none` `Optional<T>` of a resource) names no descriptor. Both are an
//! error instead (slangc's E56004).

use nsl_dialects::{hl, mem};
use nsl_ir::{Context, Diagnostic, Op, Type, TypeKind};

/// A resource value in a function-local variable (slangc's E56004).
pub const E_OPAQUE_LOCAL: &str = "E56004";

/// The handle type (image, sampler, acceleration structure) `ty` is or
/// holds through arrays and struct fields.
fn unstorable(ctx: &Context, ty: Type, depth: usize) -> Option<Type> {
    if depth > 32 {
        return None;
    }
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } => hl::is_descriptor(ctx, ty).then_some(ty),
        TypeKind::Array { elem, .. } => unstorable(ctx, *elem, depth + 1),
        TypeKind::Struct { fields, .. } => fields.iter().find_map(|&(_, t)| unstorable(ctx, t, depth + 1)),
        _ => None,
    }
}

/// The handle type of a result of `op` that merges control flow (an op
/// with regions: an `OpPhi`) or selects (`OpSelect`). (A `Function`
/// variable of a handle, stored on several paths, is valid SPIR-V and
/// left alone.)
fn held_handle(ctx: &Context, op: Op) -> Option<Type> {
    if ctx.op_name(op) == mem::VAR.name {
        return never_stored_handle(ctx, op);
    }
    if ctx.regions(op).is_empty() && ctx.op_name(op) != "arith.select" {
        return None;
    }
    ctx.results(op).iter().find_map(|&v| unstorable(ctx, ctx.value_type(v), 0))
}

/// The handle type of function variable `var` when it holds one and is
/// only ever loaded: a default-constructed handle (the payload of a
/// `none` `Optional<T>` of a resource), which no descriptor backs.
fn never_stored_handle(ctx: &Context, var: Op) -> Option<Type> {
    let ptr = *ctx.results(var).first()?;
    let TypeKind::Ptr { pointee, .. } = ctx.type_kind(ctx.value_type(ptr)) else { return None };
    let handle = unstorable(ctx, *pointee, 0)?;
    let uses = ctx.uses(ptr);
    let only_loads = !uses.is_empty() && uses.iter().all(|u| ctx.op_name(u.op) == mem::LOAD.name);
    only_loads.then_some(handle)
}

/// The first op of `module` that would put a resource handle in a local,
/// as an error.
pub fn check(ctx: &Context, module: Op) -> Result<(), Diagnostic> {
    let mut found = None;
    ctx.walk_nested(module, &mut |op| {
        if found.is_none() {
            found = held_handle(ctx, op).map(|t| (op, t));
        }
    });
    let Some((op, ty)) = found else { return Ok(()) };
    let shown = nsl_ir::printer::print_type(ctx, ty);
    let shown = shown.trim_start_matches("!hl.");
    let why = if ctx.op_name(op) == mem::VAR.name {
        "this local is never assigned a resource (a default-constructed handle, e.g. the payload of a 'none' \
         Optional<T>), so it names no descriptor"
    } else {
        "this usually comes from selecting a resource with control flow (a '?:' or 'if'/'else') or returning one \
         from a function"
    };
    Err(Diagnostic::error(
        E_OPAQUE_LOCAL,
        ctx.loc(op),
        format!(
            "opaque type in local variable is not supported for Khronos targets: a resource or other opaque-typed \
             value ('{shown}') cannot be placed in a function-local variable for SPIR-V, GLSL or WGSL; {why}"
        ),
    ))
}
