//! `spv`: what SPIR-V needs beyond the core dialects — module-level
//! variables in SPIR-V storage classes (with their built-in, descriptor
//! binding and block decorations), their addresses, image and sampler
//! handles, runtime-array lengths and entry points.
//!
//! Legalization passes (`spirv-builtins`, `spirv-entry-points`,
//! `spirv-resources`, `spirv-block-layout`) produce these ops from the `hl`
//! dialect; the emitter prints them.
//!
//! In the interpreter, as for `hl.global`, each variable gets its own
//! storage on the first `spv.addr` of it in a run: its `init`, or zero (an
//! unbound runtime array is empty); the host binds contents (buffers,
//! built-in inputs) with `Interpreter::bind_global`. The other ops have no
//! semantics: running one traps.
//!
//! Layout rule: memory reached through a pointer in the `uniform` address
//! space is laid out with std140 rules, memory in `storage` and
//! `push_constant` with std430 rules (the emitter writes the matching
//! `Offset`, `ArrayStride` and `MatrixStride` decorations). A variable in
//! one of those storage classes holds a struct, decorated `Block`.

use nsl_dialects::mem;
use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{value_from_attr, zero_value, Flow, Interpreter, RtValue, Trap};
use nsl_ir::language::Invariant;
use nsl_ir::printer::print_type;
use nsl_ir::{
    AddressSpace, AttrSpec, Context, Diagnostic, Dialect, Op, OpSchema, SymbolTable, Traits, Type, TypeConstraint,
    TypeKind,
};

/// The storage classes of `spv.global_var`, by their `storage` keyword.
pub const STORAGE_CLASSES: &[&str] = &[
    "input",
    "output",
    "uniform",
    "storage_buffer",
    "storage_buffer_scalar",
    "storage_buffer_std140",
    "storage_buffer_c",
    "push_constant",
    "workgroup",
    "private",
    "uniform_constant",
    "ray_payload",
    "incoming_ray_payload",
    "hit_attribute",
    "callable_data",
    "incoming_callable_data",
    "shader_record",
    "task_payload",
    "hit_object_attribute",
];

/// The address space of pointers to a variable of a storage class (`None`
/// for `uniform_constant`, whose images and samplers are read with
/// `spv.handle`).
pub fn storage_space(storage: &str) -> Option<AddressSpace> {
    Some(match storage {
        "input" => AddressSpace::Input,
        "output" => AddressSpace::Output,
        "task_payload" => AddressSpace::TaskPayload,
        "uniform" => AddressSpace::Uniform,
        "storage_buffer" => AddressSpace::Storage,
        "storage_buffer_scalar" => AddressSpace::StorageScalar,
        "storage_buffer_std140" => AddressSpace::StorageStd140,
        "storage_buffer_c" => AddressSpace::StorageC,
        "push_constant" => AddressSpace::PushConstant,
        "workgroup" => AddressSpace::Workgroup,
        "private" => AddressSpace::Private,
        "ray_payload" => AddressSpace::RayPayload,
        "incoming_ray_payload" => AddressSpace::IncomingRayPayload,
        "hit_attribute" => AddressSpace::HitAttribute,
        "callable_data" => AddressSpace::CallableData,
        "incoming_callable_data" => AddressSpace::IncomingCallableData,
        "shader_record" => AddressSpace::ShaderRecord,
        "hit_object_attribute" => AddressSpace::HitObjectAttribute,
        _ => return None,
    })
}

/// Is a `spv.global_var`'s storage keyword a storage buffer's, in any
/// layout (`storage_buffer`: std430; `storage_buffer_scalar`,
/// `storage_buffer_std140`, `storage_buffer_c`: the buffer's data layout
/// named)?
pub fn is_storage_buffer(storage: &str) -> bool {
    matches!(storage, "storage_buffer" | "storage_buffer_scalar" | "storage_buffer_std140" | "storage_buffer_c")
}

/// The storage keyword of a storage buffer laid out by `space`'s rules.
pub fn storage_buffer_keyword(space: AddressSpace) -> &'static str {
    match space {
        AddressSpace::StorageScalar => "storage_buffer_scalar",
        AddressSpace::StorageStd140 => "storage_buffer_std140",
        AddressSpace::StorageC => "storage_buffer_c",
        _ => "storage_buffer",
    }
}

/// Is memory in this address space laid out explicitly (std140/std430)?
pub fn has_explicit_layout(space: AddressSpace) -> bool {
    matches!(
        space,
        AddressSpace::Uniform
            | AddressSpace::Storage
            | AddressSpace::StorageScalar
            | AddressSpace::StorageStd140
            | AddressSpace::StorageC
            | AddressSpace::PushConstant
            | AddressSpace::ShaderRecord
            | AddressSpace::Device
            | AddressSpace::DeviceStd430
    )
}

/// `spv.global_var {sym, type, storage, builtin?, binding?, readonly?, init?}`:
/// a module-level `OpVariable` holding a value of `type` in a storage
/// class. `builtin` names a SPIR-V `BuiltIn` (`GlobalInvocationId`, ...);
/// `binding` is `[binding, set]` for descriptors; `readonly` marks the
/// members of a storage block `NonWritable`; `init` is the initial value
/// of a `private` variable (others start as the storage class defines:
/// private ones zeroed).
pub const GLOBAL_VAR: OpSchema = OpSchema {
    name: "spv.global_var",
    summary: "A module-level variable in a SPIR-V storage class",
    attrs: &[
        AttrSpec::required("sym", AttrShape::Symbol),
        AttrSpec::required("type", AttrShape::Type),
        AttrSpec::required("storage", AttrShape::Enum(STORAGE_CLASSES)),
        AttrSpec::optional("builtin", AttrShape::Str),
        AttrSpec::optional("binding", AttrShape::IntArray),
        AttrSpec::optional("readonly", AttrShape::Unit),
        AttrSpec::optional("init", AttrShape::Constant),
        // Stage interface variables (`input`/`output`): `Location`, `Index`
        // (dual-source blending) and decorations without operands (`Flat`,
        // `NoPerspective`, `Centroid`, `Sample`).
        AttrSpec::optional("location", AttrShape::Int),
        AttrSpec::optional("index", AttrShape::Int),
        AttrSpec::optional("decorations", AttrShape::Array),
        // The semantic it came from (`TEXCOORD5`, `SV_Target1`), for the
        // text targets that print semantics (HLSL).
        AttrSpec::optional("semantic", AttrShape::Str),
        // A subpass input's `InputAttachmentIndex`.
        AttrSpec::optional("input_attachment_index", AttrShape::Int),
        // A rasterizer-ordered view: fragment entry points using it get
        // the pixel interlock (see `emit`).
        AttrSpec::optional("rasterizer_ordered", AttrShape::Unit),
        // An element type's view of a descriptor heap of
        // SPV_EXT_descriptor_heap (its type `T[]`, T a storage or uniform
        // buffer's block, an image or a sampler): no variable of its own; its
        // elements are those of the one resource (or sampler) heap
        // built-in, an untyped `UniformConstant` variable (see `emit`).
        AttrSpec::optional("descriptor_heap", AttrShape::Unit),
    ],
    traits: Traits::SYMBOL,
    verify: Some(verify_global_var),
    ..OpSchema::DEFAULT
};

/// `spv.addr {var} : ptr<T, space>`: the address of a `spv.global_var`.
pub const ADDR: OpSchema = OpSchema {
    name: "spv.addr",
    summary: "The address of a spv.global_var",
    results: &[TypeConstraint::Pointer],
    attrs: &[AttrSpec::required("var", AttrShape::Symbol)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_addr),
    eval: Some(eval_addr),
    ..OpSchema::DEFAULT
};

/// `spv.handle {var} : T`: the image or sampler held by a
/// `uniform_constant` variable (an `OpLoad` of it); `spv.handle %i {var}`:
/// element `i` of a variable holding an array of them (`OpAccessChain`,
/// then `OpLoad`; both `NonUniform` with `nonuniform`).
pub const HANDLE: OpSchema = OpSchema {
    name: "spv.handle",
    summary: "The image or sampler handle of a uniform_constant spv.global_var, or with an index operand the handle of that element of a variable holding an array of them (`nonuniform`: the index may differ between invocations)",
    variadic_operands: Some(TypeConstraint::IntScalar),
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("var", AttrShape::Symbol), AttrSpec::optional("nonuniform", AttrShape::Unit)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_handle),
    ..OpSchema::DEFAULT
};

/// `spv.array_length %block {member} : u32`: the number of elements of the
/// runtime array that is the last member of the block `%block` points to
/// (`OpArrayLength`).
pub const ARRAY_LENGTH: OpSchema = OpSchema {
    name: "spv.array_length",
    summary: "Element count of the runtime-array member of a storage block",
    operands: &[TypeConstraint::Pointer],
    results: &[TypeConstraint::IntScalar],
    attrs: &[AttrSpec::required("member", AttrShape::Int)],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_array_length),
    ..OpSchema::DEFAULT
};

/// The execution models of `spv.entry_point`.
pub const EXECUTION_MODELS: &[&str] = &[
    "GLCompute",
    "Vertex",
    "Fragment",
    "RayGenerationKHR",
    "IntersectionKHR",
    "AnyHitKHR",
    "ClosestHitKHR",
    "MissKHR",
    "CallableKHR",
    "Geometry",
    "TessellationControl",
    "TessellationEvaluation",
    "MeshEXT",
    "TaskEXT",
];

/// The execution model of a ray-tracing stage (`hl.entry_point`'s stage name).
pub fn ray_tracing_model(stage: &str) -> Option<&'static str> {
    Some(match stage {
        "raygeneration" => "RayGenerationKHR",
        "intersection" => "IntersectionKHR",
        "anyhit" => "AnyHitKHR",
        "closesthit" => "ClosestHitKHR",
        "miss" => "MissKHR",
        "callable" => "CallableKHR",
        _ => return None,
    })
}

/// The decorations without operands a stage interface variable may list.
pub const INTERFACE_DECORATIONS: &[&str] =
    &["Flat", "NoPerspective", "Centroid", "Sample", "Patch", "PerPrimitiveEXT", "PerVertexKHR"];

/// The execution modes an entry point may list in `modes`; a mode's
/// literal operands follow its name (`OutputVertices 6`).
pub const EXECUTION_MODES: &[&str] = &[
    "OriginUpperLeft",
    "DepthReplacing",
    "DepthGreater",
    "DepthLess",
    "DepthUnchanged",
    "EarlyFragmentTests",
    "DerivativeGroupQuadsNV",
    "DerivativeGroupLinearNV",
    // Geometry.
    "InputPoints",
    "InputLines",
    "InputLinesAdjacency",
    "Triangles",
    "InputTrianglesAdjacency",
    "OutputPoints",
    "OutputLineStrip",
    "OutputTriangleStrip",
    "OutputVertices",
    "Invocations",
    // Tessellation.
    "SpacingEqual",
    "SpacingFractionalEven",
    "SpacingFractionalOdd",
    "VertexOrderCw",
    "VertexOrderCcw",
    "PointMode",
    "Quads",
    "Isolines",
    // Mesh.
    "OutputPrimitivesEXT",
    "OutputLinesEXT",
    "OutputTrianglesEXT",
];

/// `spv.entry_point {func, name, model, local_size?, modes?}`: `OpEntryPoint`
/// of a function without parameters or results, named `name`, with
/// `OpExecutionMode LocalSize` for compute (`local_size` is required for
/// `GLCompute` and only there) and one `OpExecutionMode` per name of
/// `modes` (see [`EXECUTION_MODES`]).
pub const ENTRY_POINT: OpSchema = OpSchema {
    name: "spv.entry_point",
    summary: "An entry point: OpEntryPoint and its execution modes",
    attrs: &[
        AttrSpec::required("func", AttrShape::Symbol),
        AttrSpec::required("name", AttrShape::Str),
        AttrSpec::required("model", AttrShape::Enum(EXECUTION_MODELS)),
        AttrSpec::optional("local_size", AttrShape::IntArray),
        // `hl.entry_point`'s `numthreads_spec`: axes sized by
        // specialization constants (`OpExecutionModeId LocalSizeId`).
        AttrSpec::optional("local_size_spec", AttrShape::Array),
        AttrSpec::optional("modes", AttrShape::Array),
        // A hull shader's patch-constant function, where the target has
        // one of its own (HLSL); SPIR-V's runs it in the hull's function.
        AttrSpec::optional("patch_func", AttrShape::Symbol),
    ],
    verify: Some(verify_entry_point),
    verify_symbol_uses: Some(verify_entry_func),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "spv",
    summary: "SPIR-V variables, handles, array lengths and entry points",
    ops: &[&GLOBAL_VAR, &ADDR, &HANDLE, &ARRAY_LENGTH, &ENTRY_POINT],
};

/// An entry point's `local_size_spec`: per axis the SpecId of the
/// specialization constant that sizes it (`None`: the literal size);
/// `None` when no axis has one.
pub fn local_size_spec_ids(ctx: &Context, op: Op) -> Option<Vec<Option<u32>>> {
    let nsl_ir::AttrKind::Array(axes) = ctx.attr_kind(ctx.attr(op, "local_size_spec")?) else { return None };
    let ids = axes
        .iter()
        .map(|&a| match ctx.attr_kind(a) {
            nsl_ir::AttrKind::Array(parts) => match parts.first().map(|&p| ctx.attr_kind(p)) {
                Some(&nsl_ir::AttrKind::Int(id)) => u32::try_from(id).ok(),
                _ => None,
            },
            _ => None,
        })
        .collect::<Vec<_>>();
    ids.iter().any(Option::is_some).then_some(ids)
}

/// The `[binding, set]` attribute of an op, if it has a valid one.
pub fn binding_of(ctx: &Context, op: Op) -> Option<(u32, u32)> {
    match ctx.attr_kind(ctx.attr(op, "binding")?) {
        nsl_ir::AttrKind::Array(items) if items.len() == 2 => {
            let int = |a| match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Int(v) => u32::try_from(*v).ok(),
                _ => None,
            };
            Some((int(items[0])?, int(items[1])?))
        }
        _ => None,
    }
}

/// The integers of an `IntArray` attribute.
pub fn int_list(ctx: &Context, op: Op, name: &str) -> Option<Vec<i128>> {
    match ctx.attr_kind(ctx.attr(op, name)?) {
        nsl_ir::AttrKind::Array(items) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Int(v) => Some(*v),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

fn verify_global_var(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = ctx.attr_type(op, "type").expect("schema checked");
    let storage = ctx.attr_str(op, "storage").expect("schema checked");
    // Opaque types are handles (textures, samplers), but `!gpu.Atomic<T>`,
    // a scalar of atomic memory (the `atomic-memory` pass's).
    let is_handle = (matches!(ctx.type_kind(ty), TypeKind::Opaque { .. })
        && nsl_dialects::gpu::atomic_value_type(ctx, ty).is_none())
        || matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. } if nsl_dialects::hl::is_descriptor(ctx, elem));
    if (storage == "uniform_constant") != is_handle {
        return Err(format!("a {storage} variable cannot hold {}", print_type(ctx, ty)));
    }
    if ctx.attr(op, "binding").is_some() && binding_of(ctx, op).is_none() {
        return Err("'binding' must be [binding, set] of non-negative 32-bit integers".into());
    }
    if ctx.attr(op, "descriptor_heap").is_some() {
        let unsized_array = matches!(*ctx.type_kind(ty), TypeKind::Array { len: None, .. });
        if !unsized_array
            || ctx.attr(op, "binding").is_some()
            || !(matches!(storage, "uniform_constant" | "uniform") || is_storage_buffer(storage))
        {
            return Err("a descriptor heap is an unsized array of storage blocks or handles, without a binding".into());
        }
    }
    let space = storage_space(storage);
    // A storage_buffer or uniform variable may be an array of blocks (a
    // descriptor array of buffers).
    let block = match *ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } if is_storage_buffer(storage) || storage == "uniform" => elem,
        _ => ty,
    };
    if space.is_some_and(has_explicit_layout) && !matches!(ctx.type_kind(block), TypeKind::Struct { .. }) {
        return Err(format!("a {storage} variable holds a block struct, not {}", print_type(ctx, ty)));
    }
    if ctx.attr(op, "init").is_some() && storage != "private" {
        return Err("only private variables have initializers".into());
    }
    if ctx.attr(op, "readonly").is_some() && !is_storage_buffer(storage) {
        return Err("only storage_buffer variables are marked readonly".into());
    }
    if ctx.attr(op, "builtin").is_some() && !matches!(storage, "input" | "output") {
        return Err("only input and output variables are built-ins".into());
    }
    let interface = ["index", "decorations"].iter().any(|a| ctx.attr(op, a).is_some());
    if interface && !matches!(storage, "input" | "output") {
        return Err("only input and output variables have locations and interpolation decorations".into());
    }
    // Outgoing ray payloads, callable data and hit-object attributes are numbered too.
    if ctx.attr(op, "location").is_some()
        && !matches!(storage, "input" | "output" | "ray_payload" | "callable_data" | "hit_object_attribute")
    {
        return Err(
            "only input, output, ray_payload, callable_data and hit_object_attribute variables have locations".into()
        );
    }
    for d in str_list(ctx, op, "decorations").unwrap_or_default() {
        if !INTERFACE_DECORATIONS.contains(&d.as_str()) {
            return Err(format!("unknown interface decoration '{d}'"));
        }
    }
    Ok(())
}

/// The `spv.global_var` named by `op`'s `var` attribute.
fn lookup_var(ctx: &Context, table: &SymbolTable, op: Op) -> Result<Op, String> {
    let name = ctx.attr_symbol(op, "var").expect("schema checked");
    let var = table.lookup(name).ok_or_else(|| format!("no variable @{}", ctx.str(name)))?;
    if ctx.op_name(var) != GLOBAL_VAR.name {
        return Err(format!("@{} is not a spv.global_var", ctx.str(name)));
    }
    Ok(var)
}

fn verify_addr(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let var = lookup_var(ctx, table, op)?;
    let ty = ctx.attr_type(var, "type").expect("verified variable");
    let storage = ctx.attr_str(var, "storage").expect("verified variable");
    let Some(space) = storage_space(storage) else {
        return Err("a uniform_constant variable has no address: use spv.handle".into());
    };
    let got = ctx.value_type(ctx.result(op, 0));
    if *ctx.type_kind(got) != (TypeKind::Ptr { pointee: ty, space }) {
        return Err(format!("result must be ptr<{}, {}>", print_type(ctx, ty), space.keyword()));
    }
    Ok(())
}

/// The variable's storage, created from its `init` (or zero) on first use.
fn eval_addr(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let name = ctx.attr_symbol(op, "var").expect("verified");
    let var = interp.lookup_symbol(name).ok_or_else(|| Trap::new("no such variable"))?;
    let ty = ctx.attr_type(var, "type").expect("verified");
    let init = ctx.attr(var, "init");
    let ptr =
        interp.global(name, || init.and_then(|a| value_from_attr(ctx, a, ty)).unwrap_or_else(|| zero_value(ctx, ty)));
    Ok(Flow::one(RtValue::Ptr(ptr)))
}

fn verify_handle(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let var = lookup_var(ctx, table, op)?;
    if ctx.attr_str(var, "storage") != Some("uniform_constant") {
        return Err("only uniform_constant variables hold handles".into());
    }
    let ty = ctx.attr_type(var, "type").expect("verified variable");
    let ty = match (ctx.operands(op).len(), ctx.type_kind(ty)) {
        (0, _) => ty,
        (1, &TypeKind::Array { elem, .. }) => elem,
        _ => return Err("takes an index only into a variable holding an array".into()),
    };
    if ctx.value_type(ctx.result(op, 0)) != ty {
        return Err(format!("result must have the variable's (element) type {}", print_type(ctx, ty)));
    }
    Ok(())
}

/// The runtime array element type of member `member` of the struct a
/// storage pointer points to, if it is the struct's last member.
fn runtime_array_member(ctx: &Context, ptr: Type, member: i128) -> Option<Type> {
    let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ptr) else { return None };
    if !space.is_storage() {
        return None;
    }
    let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else { return None };
    let index = usize::try_from(member).ok().filter(|&i| i + 1 == fields.len())?;
    match *ctx.type_kind(fields[index].1) {
        TypeKind::Array { elem, len: None } => Some(elem),
        _ => None,
    }
}

fn verify_array_length(ctx: &Context, op: Op) -> Result<(), String> {
    let member = ctx.attr_int(op, "member").expect("schema checked");
    let ptr = ctx.value_type(ctx.operand(op, 0));
    if runtime_array_member(ctx, ptr, member).is_none() {
        return Err(format!(
            "operand must point to a storage struct whose last member, #{member}, is a runtime array, not {}",
            print_type(ctx, ptr)
        ));
    }
    if *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) != (TypeKind::Int { width: 32, signed: false }) {
        return Err("result must be u32".into());
    }
    Ok(())
}

fn verify_entry_point(ctx: &Context, op: Op) -> Result<(), String> {
    for mode in str_list(ctx, op, "modes").unwrap_or_default() {
        let mut words = mode.split(' ');
        let name = words.next().unwrap_or_default();
        if !EXECUTION_MODES.contains(&name) || !words.all(|w| w.parse::<u32>().is_ok()) {
            return Err(format!("unknown execution mode '{mode}'"));
        }
    }
    let compute = matches!(ctx.attr_str(op, "model"), Some("GLCompute" | "MeshEXT" | "TaskEXT"));
    match int_list(ctx, op, "local_size") {
        None if !compute => Ok(()),
        Some(_) if !compute => Err("only a GLCompute, MeshEXT or TaskEXT entry point has a 'local_size'".into()),
        Some(v) if v.len() == 3 && v.iter().all(|&n| (1..=i128::from(u32::MAX)).contains(&n)) => Ok(()),
        _ => Err("'local_size' must be three positive 32-bit integers".into()),
    }
}

/// The strings of an `Array` attribute of strings (`None` if absent or
/// not all strings).
pub fn str_list(ctx: &Context, op: Op, name: &str) -> Option<Vec<String>> {
    match ctx.attr_kind(ctx.attr(op, name)?) {
        nsl_ir::AttrKind::Array(items) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

fn verify_entry_func(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let name = ctx.attr_symbol(op, "func").expect("schema checked");
    let f = table.lookup(name).ok_or_else(|| format!("no function @{}", ctx.str(name)))?;
    match nsl_dialects::func::signature(ctx, f) {
        Some(([], [])) => Ok(()),
        Some(_) => Err(format!("@{} must take no parameters and return nothing", ctx.str(name))),
        None => Err(format!("@{} is not a function", ctx.str(name))),
    }
}

/// Every `mem.load` and `mem.store` through a pointer into uniform,
/// storage or push-constant memory moves a scalar, vector or matrix that
/// is not boolean (what `spirv-block-layout` establishes).
pub const LEAF_BLOCK_ACCESS: Invariant = Invariant {
    name: "LeafBlockAccess",
    summary: "loads and stores of block memory move non-bool scalars or vectors, or float matrices",
    check: check_leaf_block_access,
};

fn check_leaf_block_access(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let (Some(load), Some(store)) = (ctx.op_kind(mem::LOAD.name), ctx.op_kind(mem::STORE.name)) else { return Ok(()) };
    let mut bad = None;
    ctx.walk_nested(root, &mut |op| {
        if bad.is_some() || !(ctx.is(op, load) || ctx.is(op, store)) {
            return;
        }
        if let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
            if has_explicit_layout(space) && !is_block_leaf(ctx, pointee) {
                bad = Some(op);
            }
        }
    });
    match bad {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2211",
            ctx.loc(op),
            format!(
                "invariant LeafBlockAccess: '{}' moves a whole aggregate or bool through block memory",
                ctx.op_name(op)
            ),
        )),
    }
}

/// A type block memory is loaded and stored as: a non-bool scalar or
/// vector, or a float matrix. (Other matrices are arrays of rows in SPIR-V,
/// with a laid-out array type in blocks: they move row by row.)
pub fn is_block_leaf(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Int { .. } | TypeKind::Float { .. } => true,
        TypeKind::Vector { elem, .. } => !matches!(ctx.type_kind(*elem), TypeKind::Bool),
        TypeKind::Matrix { elem, .. } => matches!(ctx.type_kind(*elem), TypeKind::Float { .. }),
        // A device pointer is a 64-bit address: moved whole.
        TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. } => true,
        _ => false,
    }
}

/// A symbol not yet defined in `module`: `base`, or `base_1`, `base_2`, ...
pub fn unique_symbol(ctx: &Context, module: Op, base: &str) -> String {
    let table = SymbolTable::build(ctx, module);
    let taken = |s: &str| ctx.existing_sym(s).is_some_and(|sym| table.lookup(sym).is_some());
    if !taken(base) {
        return base.to_string();
    }
    (1..).map(|i| format!("{base}_{i}")).find(|s| !taken(s)).expect("some suffix is free")
}

/// Creates a `spv.global_var` at `ip` with these attributes (after `sym`,
/// `type` and `storage`).
pub fn build_global_var(
    ctx: &mut Context,
    ip: nsl_ir::InsertPoint,
    loc: nsl_ir::Loc,
    sym: &str,
    ty: Type,
    storage: &str,
    extra: &[(&str, nsl_ir::Attr)],
) -> Op {
    let mut attrs = vec![
        (ctx.sym("sym"), ctx.symbol_attr(sym)),
        (ctx.sym("type"), ctx.type_attr(ty)),
        (ctx.sym("storage"), ctx.str_attr(storage)),
    ];
    for &(name, value) in extra {
        attrs.push((ctx.sym(name), value));
    }
    let kind = ctx.kind(GLOBAL_VAR.name);
    let op = ctx.create_op(kind, &[], &[], &attrs, 0, loc);
    ctx.insert_op(op, ip);
    op
}

/// Builds `spv.addr {var = @sym}` of a variable holding `ty` in `space`.
pub fn build_addr(b: &mut nsl_ir::Builder, sym: &str, ty: Type, space: AddressSpace) -> nsl_ir::Value {
    let ptr = b.ctx.ptr_type(ty, space);
    let var = b.ctx.symbol_attr(sym);
    b.value(ADDR.name, &[], ptr, &[("var", var)])
}

/// Does the module trace rays or query them: an `rt` op, a ray-tracing
/// entry point or an acceleration structure?
pub fn uses_ray_tracing(ctx: &Context, module: Op) -> bool {
    let mut found = false;
    ctx.walk_nested(module, &mut |op| {
        let name = ctx.op_name(op);
        found |= name.starts_with("rt.")
            || (name == ENTRY_POINT.name
                && ctx.attr_str(op, "model").is_some_and(|m| !matches!(m, "GLCompute" | "Vertex" | "Fragment")))
            || (name == GLOBAL_VAR.name
                && ctx.attr_type(op, "type").is_some_and(|t| {
                    matches!(ctx.type_kind(t), TypeKind::Opaque { name, .. }
                        if ctx.str(*name) == "hl.RaytracingAccelerationStructure")
                }));
    });
    found
}
