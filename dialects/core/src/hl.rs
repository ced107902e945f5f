//! `hl`: what the frontend leaves for later passes to resolve — shader
//! parameters and resources, entry-point metadata, and resource accesses.
//! Target legalization passes (issue 4) lower these into target dialects.
//! (Values of interface type are the `gen` dialect's.)

use nsl_ir::attr::{AttrKind, AttrShape};
use nsl_ir::interp::{value_from_attr, zero_value, Flow, Interpreter, Pointer, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{
    AddressSpace, AttrSpec, Context, Dialect, Op, OpSchema, SymbolTable, Traits, Type, TypeConstraint, TypeKind,
};

/// How a global is bound.
pub const GLOBAL_KINDS: &[&str] = &["resource", "uniform", "groupshared", "static"];

pub const GLOBAL: OpSchema = OpSchema {
    name: "hl.global",
    summary: "A module-level variable: a resource, a uniform, groupshared memory or a static",
    attrs: &[
        AttrSpec::required("sym", AttrShape::Symbol),
        AttrSpec::required("type", AttrShape::Type),
        AttrSpec::required("kind", AttrShape::Enum(GLOBAL_KINDS)),
        // `[binding, set]` from `[[vk::binding(b, s)]]`.
        AttrSpec::optional("binding", AttrShape::IntArray),
        // `register(u0, space1)` as written: `["u0", "space1"]`.
        AttrSpec::optional("register", AttrShape::Array),
        AttrSpec::optional("init", AttrShape::Constant),
        // The `cbuffer` block a uniform was declared in: `cbuffer C { int a; }`
        // gives `a` the block `"C"`.
        AttrSpec::optional("block", AttrShape::Str),
        // `[[vk::input_attachment_index(N)]]` of a subpass input.
        AttrSpec::optional("input_attachment_index", AttrShape::Int),
        // Set by `split-resource-globals` on the globals a parameter of a
        // struct holding resources became: the parameter's name and its
        // declared type (resources included), so that a host can still
        // address its fields by position (render-test's `new T{...}`).
        AttrSpec::optional("param", AttrShape::Str),
        // The hidden counter (a `RWStructuredBuffer<int>`) of the
        // Append/ConsumeStructuredBuffer global of this name.
        AttrSpec::optional("counter_for", AttrShape::Str),
        AttrSpec::optional("param_type", AttrShape::Type),
        // A resource from an entry point's parameter (`split-resource-globals`):
        // named `entryPointParams_` and the parameter's name (and field path),
        // as slangc names it; a host binds it as the parameter (or its field).
        AttrSpec::optional("entry_param", AttrShape::Unit),
        // `[[vk::shader_record]]`: a uniform read from the shader binding
        // table's record of the running shader, not a descriptor.
        AttrSpec::optional("shader_record", AttrShape::Unit),
        // `[[vk::push_constant]]`: a uniform in push constants.
        AttrSpec::optional("push_constant", AttrShape::Unit),
        // A bindless heap (`lower-descriptor-handles`): its binding in the
        // bindless descriptor set, which `assign-bindings` chooses.
        AttrSpec::optional("bindless", AttrShape::Int),
        // A heap of SPV_EXT_descriptor_heap (`lower-descriptor-handles`
        // under `-capability spvDescriptorHeapEXT`): no binding, its
        // elements are read from the resource or sampler heap built-in.
        AttrSpec::optional("descriptor_heap", AttrShape::Unit),
        // One binding read as several resource types (`__DynamicResource`
        // and the globals reading it as each type): the globals sharing a
        // key share one slot (`assign-bindings`).
        AttrSpec::optional("dynamic", AttrShape::Str),
        // A rasterizer-ordered view (`RasterizerOrderedTexture2D`): a
        // fragment shader using it orders its accesses by primitive.
        AttrSpec::optional("rasterizer_ordered", AttrShape::Unit),
        // A `static` global GLSL declares with a ray-tracing storage
        // qualifier (`rayPayloadInEXT vec4 p;`): `ray_payload`,
        // `incoming_ray_payload`, `hit_attribute`, `callable_data`,
        // `incoming_callable_data` or `hit_object_attribute`.
        // `spirv-ray-tracing` copies the incoming ones in (and back out).
        AttrSpec::optional("ray_storage", AttrShape::Str),
        // A uniform global `T[N]` that is an array of `ConstantBuffer<T>`:
        // N buffer descriptors at one binding of its own, not part of the
        // default constant buffer.
        AttrSpec::optional("constant_buffers", AttrShape::Unit),
    ],
    traits: Traits::SYMBOL,
    verify: Some(verify_global),
    ..OpSchema::DEFAULT
};

pub const GLOBAL_ADDR: OpSchema = OpSchema {
    name: "hl.global_addr",
    summary: "The address of a non-resource global",
    results: &[TypeConstraint::Pointer],
    attrs: &[AttrSpec::required("global", AttrShape::Symbol)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_global_addr),
    eval: Some(eval_global_addr),
    ..OpSchema::DEFAULT
};

pub const RESOURCE: OpSchema = OpSchema {
    name: "hl.resource",
    summary: "The handle of a resource global",
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("global", AttrShape::Symbol)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_resource),
    eval: Some(eval_global_addr),
    ..OpSchema::DEFAULT
};

pub const RESOURCE_ELEM: OpSchema = OpSchema {
    name: "hl.resource_elem",
    summary: "The handle of element `index` of a resource global that is an array of textures or samplers (a descriptor array, sized or not); `nonuniform`: the index may differ between invocations (`NonUniformResourceIndex`)",
    operands: &[TypeConstraint::IntScalar],
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("global", AttrShape::Symbol), AttrSpec::optional("nonuniform", AttrShape::Unit)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_resource_elem),
    ..OpSchema::DEFAULT
};

pub const BUFFER_ELEM_ADDR: OpSchema = OpSchema {
    name: "hl.buffer_elem_addr",
    summary: "The address of element `index` of a structured buffer",
    operands: &[TypeConstraint::Any, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_buffer_elem_addr),
    eval: Some(eval_buffer_elem_addr),
    ..OpSchema::DEFAULT
};

pub const BUFFER_LENGTH: OpSchema = OpSchema {
    name: "hl.buffer_length",
    summary: "The number of elements of a structured buffer, or of bytes of a byte-address buffer",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::IntScalar],
    traits: Traits::PURE,
    verify: Some(verify_buffer_length),
    eval: Some(eval_buffer_length),
    ..OpSchema::DEFAULT
};

pub const BYTE_LOAD: OpSchema = OpSchema {
    name: "hl.byte_load",
    summary: "Loads a u32 or u32 vector from a byte-address buffer at a byte offset (a multiple of 4)",
    operands: &[TypeConstraint::Any, TypeConstraint::IntScalar],
    results: &[TypeConstraint::IntLike],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_byte_load),
    eval: Some(eval_byte_load),
    ..OpSchema::DEFAULT
};

pub const BYTE_STORE: OpSchema = OpSchema {
    name: "hl.byte_store",
    summary: "Stores a u32 or u32 vector into a writable byte-address buffer at a byte offset",
    operands: &[TypeConstraint::Any, TypeConstraint::IntScalar, TypeConstraint::IntLike],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_byte_store),
    eval: Some(eval_byte_store),
    ..OpSchema::DEFAULT
};

/// `hl.buffer_data_addr %buf`: the address of a structured buffer's
/// element array (`ptr<array<T>, storage>`) or of a byte-address
/// buffer's words (`ptr<array<u32>, storage>`), for ops that take a whole
/// array and a byte offset (cooperative vectors).
pub const BUFFER_DATA_ADDR: OpSchema = OpSchema {
    name: "hl.buffer_data_addr",
    summary: "The address of a buffer's element array (or word array)",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_buffer_data_addr),
    ..OpSchema::DEFAULT
};

/// The element array type `hl.buffer_data_addr` of a buffer of type `t`
/// points to.
pub fn buffer_data_type(ctx: &mut Context, t: Type) -> Option<Type> {
    let elem = match (structured_buffer(ctx, t), byte_address_buffer(ctx, t)) {
        (Some((elem, _)), _) => elem,
        (None, Some(_)) => ctx.int_type(32, false),
        _ => return None,
    };
    Some(ctx.array_type(elem, None))
}

pub const BYTE_ADDR: OpSchema = OpSchema {
    name: "hl.byte_addr",
    summary: "The address of the u32 word at a byte offset (a multiple of 4) of a byte-address buffer",
    operands: &[TypeConstraint::Any, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_byte_addr),
    eval: Some(eval_byte_addr),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_LOAD: OpSchema = OpSchema {
    name: "hl.texture_load",
    summary: "Reads the texel at integer coordinates (for sampled textures, the last coordinate is the mip level; for multisampled ones, the sample index); with `offset` (sampled and multisampled textures), a last operand is an integer texel offset",
    operands: &[TypeConstraint::Any, TypeConstraint::IntLike],
    variadic_operands: Some(TypeConstraint::IntLike),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[AttrSpec::optional("sparse", AttrShape::Unit), AttrSpec::optional("offset", AttrShape::Unit)],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SAMPLES: OpSchema = OpSchema {
    name: "hl.texture_samples",
    summary: "The number of samples per texel of a multisampled texture (u32)",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::IntLike],
    traits: Traits::PURE,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXELS_RESIDENT: OpSchema = OpSchema {
    name: "hl.texels_resident",
    summary: "Whether a sparse access found all its texels resident (`CheckAccessFullyMapped`): the u32 status a texture op with `sparse` gives as its second result",
    operands: &[TypeConstraint::IntScalar],
    results: &[TypeConstraint::Bool],
    traits: Traits::PURE,
    ..OpSchema::DEFAULT
};

pub const TEXTURE_STORE: OpSchema = OpSchema {
    name: "hl.texture_store",
    summary: "Writes the texel at integer coordinates of a read-write texture",
    operands: &[TypeConstraint::Any, TypeConstraint::IntLike, TypeConstraint::ScalarOrVector],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXEL_ADDR: OpSchema = OpSchema {
    name: "hl.texel_addr",
    summary: "The address, in `image` memory, of the texel at integer coordinates of a read-write texture (for a multisampled one, the last coordinate is the sample index): of its scalar, or of a vector texel's first component (the texture is then read as a one-component format); only atomics use it",
    operands: &[TypeConstraint::Any, TypeConstraint::IntLike],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_texel_addr),
    ..OpSchema::DEFAULT
};

fn verify_texel_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    let Some((texel, _, true)) = texture(ctx, t) else {
        return Err(format!("operand #0 must be a read-write texture, not {}", print_type(ctx, t)));
    };
    let r = ctx.value_type(ctx.result(op, 0));
    match ctx.type_kind(r) {
        TypeKind::Ptr { pointee, space: AddressSpace::Image } if *pointee == ctx.scalar_of(texel) => Ok(()),
        _ => Err(format!("the result must point to the scalar texel in image memory, not {}", print_type(ctx, r))),
    }
}

pub const TEXTURE_SAMPLE: OpSchema = OpSchema {
    name: "hl.texture_sample",
    summary: "Samples with implicit level of detail (derivatives: fragment stage only); with `clamp`, one more operand is a f32 minimum level of detail (as for `_bias`, `_grad` and `hl.texture_sample_cmp`); with `offset`, a last operand is an integer texel offset (as for `hl.texture_sample_level`, `_bias`, `_grad`, `hl.texture_sample_cmp` and `hl.texture_gather`)",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[
        AttrSpec::optional("sparse", AttrShape::Unit),
        AttrSpec::optional("offset", AttrShape::Unit),
        AttrSpec::optional("clamp", AttrShape::Unit),
        // GLSL's `texture*`: level 0 outside stages with derivatives (`stage-lod`).
        AttrSpec::optional("lod_zero_without_derivatives", AttrShape::Unit),
    ],
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SAMPLE_LEVEL: OpSchema = OpSchema {
    name: "hl.texture_sample_level",
    summary: "Samples at an explicit level of detail",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike, TypeConstraint::FloatLike],
    variadic_operands: Some(TypeConstraint::IntLike),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[AttrSpec::optional("sparse", AttrShape::Unit), AttrSpec::optional("offset", AttrShape::Unit)],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SAMPLE_CMP: OpSchema = OpSchema {
    name: "hl.texture_sample_cmp",
    summary: "Samples and compares with a reference value (`SampleCmp*`): texture, comparison sampler, coordinates, reference, and an explicit level of detail as a fifth operand (without one the level is implicit: fragment stage only); with `bias`, the fifth operand is a bias of the implicit level (`SampleCmpBias`); with `grad`, the fifth and sixth are explicit gradients d/dx, d/dy (`SampleCmpGrad`); then with `clamp` a minimum level and with `offset` a texel offset; the result is one float",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike, TypeConstraint::FloatLike],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[AttrSpec::optional("sparse", AttrShape::Unit), 
        AttrSpec::optional("offset", AttrShape::Unit),
        AttrSpec::optional("clamp", AttrShape::Unit),
        AttrSpec::optional("bias", AttrShape::Unit),
        AttrSpec::optional("grad", AttrShape::Unit),
        AttrSpec::optional("lod_zero_without_derivatives", AttrShape::Unit),
    ],
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SAMPLE_BIAS: OpSchema = OpSchema {
    name: "hl.texture_sample_bias",
    summary: "Samples with implicit level of detail plus a bias (`SampleBias`; derivatives: fragment stage only): texture, sampler, coordinates, bias",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike, TypeConstraint::FloatLike],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[
        AttrSpec::optional("sparse", AttrShape::Unit),
        AttrSpec::optional("offset", AttrShape::Unit),
        AttrSpec::optional("clamp", AttrShape::Unit),
        // GLSL's `texture*`: level 0 outside stages with derivatives (`stage-lod`).
        AttrSpec::optional("lod_zero_without_derivatives", AttrShape::Unit),
    ],
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SAMPLE_GRAD: OpSchema = OpSchema {
    name: "hl.texture_sample_grad",
    summary: "Samples with explicit gradients (`SampleGrad`): texture, sampler, coordinates, d/dx, d/dy",
    operands: &[
        TypeConstraint::Any,
        TypeConstraint::Any,
        TypeConstraint::FloatLike,
        TypeConstraint::FloatLike,
        TypeConstraint::FloatLike,
    ],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::ScalarOrVector],
    variadic_results: Some(TypeConstraint::IntLike),
    attrs: &[
        AttrSpec::optional("sparse", AttrShape::Unit),
        AttrSpec::optional("offset", AttrShape::Unit),
        AttrSpec::optional("clamp", AttrShape::Unit),
    ],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_GATHER: OpSchema = OpSchema {
    name: "hl.texture_gather",
    summary: "One component (`component`, 0 to 3) of the four texels bilinear filtering would read (`Gather`, `GatherRed`, ...), as a 4-vector of the texel's scalar: texture, sampler, coordinates; with a reference value as a fourth operand, the four comparison results instead (`GatherCmp*`, on depth textures); with `offset`, a last integer texel offset",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::ScalarOrVector],
    attrs: &[AttrSpec::required("component", AttrShape::Int), AttrSpec::optional("offset", AttrShape::Unit)],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_QUERY_LOD: OpSchema = OpSchema {
    name: "hl.texture_query_lod",
    summary: "The level of detail sampling would use (`CalculateLevelOfDetail`; with `unclamped`, before clamping to the texture's levels: `CalculateLevelOfDetailUnclamped`; derivatives: fragment stage only): texture, sampler, coordinates; a f32",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::FloatLike],
    results: &[TypeConstraint::ScalarOrVector],
    attrs: &[AttrSpec::optional("unclamped", AttrShape::Unit)],
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_SIZE: OpSchema = OpSchema {
    name: "hl.texture_size",
    summary: "The dimensions of a texture's level 0, or of the level given as a second operand (one u32 per dimension, the layer count last for an array)",
    operands: &[TypeConstraint::Any],
    variadic_operands: Some(TypeConstraint::IntLike),
    results: &[TypeConstraint::IntLike],
    traits: Traits::PURE,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TEXTURE_LEVELS: OpSchema = OpSchema {
    name: "hl.texture_levels",
    summary: "The number of mip levels of a sampled texture (u32)",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::IntLike],
    traits: Traits::PURE,
    verify: Some(verify_texture_access),
    ..OpSchema::DEFAULT
};

pub const TARGET_SWITCH: OpSchema = OpSchema {
    name: "hl.target_switch",
    summary: "Code per compilation target: one arm per list of capability requirements (`spirv`, `hlsl, sm_6_6`; any one suffices), the last arm is the default",
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("targets", AttrShape::Array)],
    regions: 1,
    variadic_regions: true,
    traits: Traits::ARMS,
    verify: Some(verify_target_switch),
    eval: Some(eval_target_switch),
    ..OpSchema::DEFAULT
};

pub const DISCARD: OpSchema = OpSchema {
    name: "hl.discard",
    summary: "`discard`: the fragment invocation writes no output (fragment stage only)",
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

/// `hl.attribute_at_vertex {func, param, path} %vertex : T`: the value
/// that vertex `vertex` (0, 1 or 2) of the primitive gave the fragment
/// input leaf `path` (field indices) of parameter `param` of entry-point
/// function `func` (`GetAttributeAtVertex`, in that function's body). `spirv-entry-points` makes that input a
/// per-vertex array (`PerVertexKHR`) and reads its element.
pub const ATTRIBUTE_AT_VERTEX: OpSchema = OpSchema {
    name: "hl.attribute_at_vertex",
    summary: "A fragment input's value at one vertex of the primitive (GetAttributeAtVertex)",
    operands: &[TypeConstraint::IntScalar],
    results: &[TypeConstraint::Any],
    attrs: &[
        AttrSpec::required("func", AttrShape::Symbol),
        AttrSpec::required("param", AttrShape::Int),
        AttrSpec::required("path", AttrShape::IntArray),
    ],
    traits: Traits::PURE,
    ..OpSchema::DEFAULT
};

/// `hl.evaluate_attribute {func, param, path, mode, global?} %extra? : T`:
/// fragment input leaf `path` of parameter `param` of entry-point function
/// `func` interpolated at the centroid (`mode = "centroid"`), at sample
/// `%extra` (`"sample"`, an i32) or at offset `%extra` from the pixel's
/// center (`"offset"`, a float2): `EvaluateAttributeAtCentroid` /
/// `EvaluateAttributeAtSample`, GLSL's `interpolateAt*`. The op may be in
/// any function the entry point calls. `spirv-entry-points` makes it an
/// `hl.interpolate_input` of the input's variable. With `global` (a GLSL
/// global `in` variable), `func` and `param` are placeholders until the
/// frontend names the entry point's parameter that carries the global.
pub const EVALUATE_ATTRIBUTE: OpSchema = OpSchema {
    name: "hl.evaluate_attribute",
    summary: "A fragment input interpolated at the centroid, a sample or an offset (EvaluateAttributeAt*)",
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::Any],
    attrs: &[
        AttrSpec::required("func", AttrShape::Symbol),
        AttrSpec::required("param", AttrShape::Int),
        AttrSpec::required("path", AttrShape::IntArray),
        AttrSpec::required("mode", AttrShape::Enum(&["centroid", "sample", "offset"])),
        AttrSpec::optional("global", AttrShape::Symbol),
    ],
    traits: Traits::PURE,
    ..OpSchema::DEFAULT
};

/// `hl.interpolate_input {mode} %input, %extra? : T`: the input variable
/// `%input` (a pointer into `Input` memory) interpolated at the centroid,
/// at sample `%extra` or at offset `%extra` (GLSL.std.450
/// InterpolateAtCentroid / InterpolateAtSample / InterpolateAtOffset).
pub const INTERPOLATE_INPUT: OpSchema = OpSchema {
    name: "hl.interpolate_input",
    summary: "An input variable interpolated at the centroid, a sample or an offset",
    operands: &[TypeConstraint::Pointer],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("mode", AttrShape::Enum(&["centroid", "sample", "offset"]))],
    traits: Traits::HAS_SIDE_EFFECTS,
    ..OpSchema::DEFAULT
};

pub const INTRINSIC_ASM: OpSchema = OpSchema {
    name: "hl.intrinsic_asm",
    summary: "A target intrinsic: text target code from a template (`__intrinsic_asm`, `__target_intrinsic`) over the operands",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[
        AttrSpec::required("template", AttrShape::Str),
        // The generic type arguments of the function it implements (`$G0`).
        AttrSpec::optional("generics", AttrShape::Array),
        // `__glsl_extension(...)` / `__glsl_version(N)` of that function.
        AttrSpec::optional("glsl_extensions", AttrShape::Array),
        AttrSpec::optional("glsl_version", AttrShape::Int),
    ],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_intrinsic_asm),
    eval: Some(eval_intrinsic_asm),
    ..OpSchema::DEFAULT
};

/// `hl.spirv_asm %operands... {template, types} : [T]`: a `spirv_asm`
/// block, the instructions its `template` spells (see
/// [`crate::spirv_asm`]) over its operands (`$N`, values and, for `&x`,
/// addresses) and `types` (`$$N`); its result, if any, is the id the
/// block calls `result`. Only the SPIR-V target has a meaning for it.
pub const SPIRV_ASM: OpSchema = OpSchema {
    name: "hl.spirv_asm",
    summary: "Inline SPIR-V (`spirv_asm { ... }`): instructions from a template over the operands and types",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("template", AttrShape::Str), AttrSpec::required("types", AttrShape::Array)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_spirv_asm),
    eval: Some(eval_spirv_asm),
    ..OpSchema::DEFAULT
};

/// `hl.entry_point {func, stage, numthreads?, semantics, varyings?,
/// early_depth_stencil?}`. For the graphics stages, `varyings` has one
/// entry per parameter and then, if the function returns a value, one for
/// the result: the list of the leaves of that type (its scalars, vectors,
/// matrices and arrays of them, through nested structs, in declaration
/// order), each `[path, semantic, modifiers]`: the field indices leading
/// to it (`[]` for the whole value), its semantic (`""` for none) and a
/// space-separated list of `nointerpolation`, `noperspective`,
/// `centroid`, `sample`, `location=N`, `index=N`.
pub const ENTRY_POINT: OpSchema = OpSchema {
    name: "hl.entry_point",
    summary: "Marks a function as an entry point of a stage",
    attrs: &[
        AttrSpec::required("func", AttrShape::Symbol),
        AttrSpec::required("stage", AttrShape::Str),
        AttrSpec::optional("numthreads", AttrShape::IntArray),
        // Per axis `[]` (the size is `numthreads`'s) or `[SpecId, default,
        // type, name]`: the specialization constant whose value is the
        // size (`numthreads` holds its default there, at least 1).
        AttrSpec::optional("numthreads_spec", AttrShape::Array),
        // One system-value semantic per parameter ("" for none).
        AttrSpec::required("semantics", AttrShape::Array),
        // One per parameter when any has `[[vk::binding(b, s)]]`: `[b, s]`,
        // or `[]` for none (the slot of the parameter's resources).
        AttrSpec::optional("param_bindings", AttrShape::Array),
        // Graphics stages: the leaves of each parameter's type, then of the
        // result's (see `ENTRY_POINT`'s documentation).
        AttrSpec::optional("varyings", AttrShape::Array),
        AttrSpec::optional("early_depth_stencil", AttrShape::Unit),
        // A compute entry point's `[DerivativeGroupLinear]` ("linear") or
        // `[DerivativeGroupQuad]` ("quad").
        AttrSpec::optional("derivative_group", AttrShape::Str),
        // Compute shaders have derivatives (`-capability
        // SPV_KHR_compute_shader_derivatives`): GLSL's texture functions
        // keep their implicit level (`stage-lod`).
        AttrSpec::optional("compute_derivatives", AttrShape::Unit),
        // Geometry, tessellation and mesh stages: their attributes as
        // `name=value` strings (`maxvertexcount=6`, `instance=2`,
        // `domain=tri`, `partitioning=integer`, `outputtopology=triangle_cw`,
        // `outputcontrolpoints=3`, `input=triangle`, `output=line`).
        AttrSpec::optional("stage_attrs", AttrShape::Array),
        // A hull shader's `[patchconstantfunc]`, and the leaves of that
        // function's parameters and result (as `varyings`) and its
        // parameters' semantics (as `semantics`).
        AttrSpec::optional("patch_constant_func", AttrShape::Symbol),
        AttrSpec::optional("patch_varyings", AttrShape::Array),
        AttrSpec::optional("patch_semantics", AttrShape::Array),
    ],
    verify_symbol_uses: Some(verify_entry_point),
    ..OpSchema::DEFAULT
};

/// `hl.reinterpret %v : T`: Slang's `reinterpret<T>(v)`: `v`'s bits
/// packed as AnyValue words (zero-filled to the larger of the two types'
/// sizes), read back as a `T`. `lower-existentials` expands it.
/// `hl.handle_deref %h : T`: the resource a descriptor handle
/// (`!hl.DescriptorHandle<T>`, `T.Handle`) designates: element `h.x` of
/// the bindless heap of T's descriptor kind. `lower-descriptor-handles`
/// turns it into an element of an unsized descriptor array.
pub const HANDLE_DEREF: OpSchema = OpSchema {
    name: "hl.handle_deref",
    summary: "The resource a descriptor handle designates (element `handle.x` of the bindless heap of its kind)",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    // `bindings = "default"`: the heaps of slangc's `BindlessDescriptorOptions.None`
    // (one binding per descriptor type) instead of its default `VkMutable` ones;
    // `bindings = "heap_ext"`: the descriptor heaps of SPV_EXT_descriptor_heap.
    attrs: &[AttrSpec::optional("bindings", AttrShape::Enum(&["default", "heap_ext"]))],
    traits: Traits::PURE,
    verify: Some(verify_handle_deref),
    ..OpSchema::DEFAULT
};

/// `hl.handle_cast %v`: a `uint2` as a descriptor handle or a descriptor
/// handle as its `uint2` (the same bits); `nonuniform` (`nonuniform(h)`):
/// the handle it makes may differ across invocations.
pub const HANDLE_CAST: OpSchema = OpSchema {
    name: "hl.handle_cast",
    summary: "A uint2 as a descriptor handle (typed or untyped), or a descriptor handle as its uint2",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::optional("nonuniform", AttrShape::Unit)],
    traits: Traits::PURE,
    verify: Some(verify_handle_cast),
    ..OpSchema::DEFAULT
};

/// The resource type of a descriptor handle type
/// (`!hl.DescriptorHandle<T>` -> `T`).
pub fn descriptor_handle(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if params.len() == 1 && ctx.str(*name) == "hl.DescriptorHandle" => {
            Some(params[0])
        }
        _ => None,
    }
}

/// An untyped heap handle (`ResourceDescriptorHeap[i]`,
/// `SamplerDescriptorHeap[i]`: `!hl.UntypedResourceHandle`,
/// `!hl.UntypedSamplerHandle`): whether it designates a sampler.
pub fn untyped_handle(ctx: &Context, ty: Type) -> Option<bool> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if params.is_empty() => match ctx.str(*name) {
            "hl.UntypedResourceHandle" => Some(false),
            "hl.UntypedSamplerHandle" => Some(true),
            _ => None,
        },
        _ => None,
    }
}

fn verify_handle_deref(ctx: &Context, op: Op) -> Result<(), String> {
    let h = ctx.value_type(ctx.operand(op, 0));
    match descriptor_handle(ctx, h) {
        Some(t) if t == ctx.value_type(ctx.result(op, 0)) => Ok(()),
        Some(t) => Err(format!("result must be {}", print_type(ctx, t))),
        None => Err(format!("operand must be a descriptor handle, not {}", print_type(ctx, h))),
    }
}

fn verify_handle_cast(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
    let is_uint2 = |t: Type| {
        matches!(*ctx.type_kind(t), TypeKind::Vector { elem, len: 2 }
            if matches!(ctx.type_kind(elem), TypeKind::Int { width: 32, signed: false }))
    };
    let handle = |t: Type| descriptor_handle(ctx, t).is_some() || untyped_handle(ctx, t).is_some();
    if (handle(a) && is_uint2(b)) || (is_uint2(a) && handle(b)) {
        Ok(())
    } else {
        Err("converts between a descriptor handle and vector<u32, 2>".into())
    }
}

pub const REINTERPRET: OpSchema = OpSchema {
    name: "hl.reinterpret",
    summary: "`reinterpret<T>(v)`: v's bits packed as AnyValue words, read back as the result type",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    ..OpSchema::DEFAULT
};

/// `hl.spec_const {id, value, name} : T`: a specialization constant
/// (`[[SpecializationConstant]]`, `[[vk::constant_id(N)]]`): the value the
/// pipeline gives SpecId `id`, `value` (its default) when it gives none.
/// It reads pipeline state, so no folder replaces it by its default:
/// what uses it stays specializable. SPIR-V declares one `OpSpecConstant`
/// per id; GLSL a `layout(constant_id = N) const`, WGSL an `override`.
pub const SPEC_CONST: OpSchema = OpSchema {
    name: "hl.spec_const",
    summary: "A specialization constant: SpecId `id`, default `value`",
    results: &[TypeConstraint::Scalar],
    attrs: &[
        AttrSpec::required("id", AttrShape::Int),
        AttrSpec::required("value", AttrShape::Constant),
        AttrSpec::required("name", AttrShape::Str),
    ],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_spec_const),
    eval: Some(eval_spec_const),
    ..OpSchema::DEFAULT
};

fn verify_spec_const(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = ctx.value_type(ctx.result(op, 0));
    let value = ctx.attr(op, "value").expect("verified");
    if value_from_attr(ctx, value, ty).is_none() {
        return Err(format!("default value does not fit {}", print_type(ctx, ty)));
    }
    match ctx.attr(op, "id").map(|a| ctx.attr_kind(a).clone()) {
        Some(AttrKind::Int(i)) if (0..=i128::from(u32::MAX)).contains(&i) => Ok(()),
        _ => Err("id must be a 32-bit unsigned integer".into()),
    }
}

fn eval_spec_const(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let value = ctx.attr(op, "value").and_then(|a| value_from_attr(ctx, a, ty));
    Ok(Flow::one(value.ok_or_else(|| Trap::new("bad specialization constant"))?))
}

// Values of interface type moved to the `gen` dialect; these names stay
// for the frontend's existing uses.
pub use crate::gen::{existential_interface, existential_type, existential_words, EXISTENTIAL_TYPE};

// The geometry, tessellation and mesh stages' ops (`hl_stage.rs`).
pub use crate::hl_stage::{
    DISPATCH_MESH, EMIT_VERTEX, END_PRIMITIVE, PATCH_BARRIER, SET_MESH_OUTPUTS, STREAM_APPEND, STREAM_RESTART,
};

pub static DIALECT: Dialect = Dialect {
    name: "hl",
    summary: "Frontend-level shader parameters, resources and entry points",
    ops: &[
        &GLOBAL,
        &GLOBAL_ADDR,
        &RESOURCE,
        &RESOURCE_ELEM,
        &HANDLE_DEREF,
        &HANDLE_CAST,
        &BUFFER_ELEM_ADDR,
        &BUFFER_LENGTH,
        &BYTE_LOAD,
        &BYTE_STORE,
        &BYTE_ADDR,
        &BUFFER_DATA_ADDR,
        &TEXTURE_LOAD,
        &TEXTURE_STORE,
        &TEXEL_ADDR,
        &TEXTURE_SAMPLE,
        &TEXTURE_SAMPLE_LEVEL,
        &TEXTURE_SAMPLE_CMP,
        &TEXTURE_SAMPLE_BIAS,
        &TEXTURE_SAMPLE_GRAD,
        &TEXTURE_GATHER,
        &TEXTURE_QUERY_LOD,
        &TEXTURE_SIZE,
        &TEXTURE_LEVELS,
        &TEXTURE_SAMPLES,
        &TEXELS_RESIDENT,
        &TARGET_SWITCH,
        &DISCARD,
        &ATTRIBUTE_AT_VERTEX,
        &EVALUATE_ATTRIBUTE,
        &INTERPOLATE_INPUT,
        &INTRINSIC_ASM,
        &SPIRV_ASM,
        &ENTRY_POINT,
        &REINTERPRET,
        &SPEC_CONST,
        &crate::hl_stage::STREAM_APPEND,
        &crate::hl_stage::STREAM_RESTART,
        &crate::hl_stage::EMIT_VERTEX,
        &crate::hl_stage::END_PRIMITIVE,
        &crate::hl_stage::PATCH_BARRIER,
        &crate::hl_stage::SET_MESH_OUTPUTS,
        &crate::hl_stage::DISPATCH_MESH,
    ],
};

/// The structured-buffer resource types, by opaque name, and whether they are writable.
/// Typed buffers (`Buffer<T>`, `RWBuffer<T>`) index like structured ones.
/// (Append and Consume buffers are read-write structured buffers whose
/// `Append` / `Consume` also use a hidden counter global.)
pub const STRUCTURED_BUFFERS: &[(&str, bool)] = &[
    ("hl.StructuredBuffer", false),
    ("hl.RWStructuredBuffer", true),
    ("hl.Buffer", false),
    ("hl.RWBuffer", true),
    ("hl.AppendStructuredBuffer", true),
    ("hl.ConsumeStructuredBuffer", true),
    // Slang's `GLSLShaderStorageBuffer<T>`: a storage block of one `T`,
    // element 0 of a read-write structured buffer.
    ("hl.GLSLShaderStorageBuffer", true),
];

/// The element type and writability of a structured buffer type.
/// (A second parameter is the buffer's data layout: see
/// [`structured_buffer_space`].)
pub fn structured_buffer(ctx: &Context, ty: Type) -> Option<(Type, bool)> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if params.len() == 1 || params.len() == 2 => {
            let name = ctx.str(*name);
            STRUCTURED_BUFFERS.iter().find(|(n, _)| *n == name).map(|&(_, w)| (params[0], w))
        }
        _ => None,
    }
}

/// Is `ty` a `GLSLShaderStorageBuffer<T>` whose struct `T` ends in an
/// unsized array (GLSL's `buffer B { uint n; uint data[]; }`)? Such a
/// block is `T` itself, its one element the whole block; only targets
/// with storage blocks (SPIR-V, GLSL) can express it.
pub fn is_whole_storage_block(ctx: &Context, ty: Type) -> bool {
    let TypeKind::Opaque { name, params } = ctx.type_kind(ty) else { return false };
    if ctx.str(*name) != "hl.GLSLShaderStorageBuffer" {
        return false;
    }
    let Some(TypeKind::Struct { fields, .. }) = params.first().map(|&t| ctx.type_kind(t)) else { return false };
    fields.last().is_some_and(|&(_, t)| matches!(ctx.type_kind(t), TypeKind::Array { len: None, .. }))
}

/// The address space of a structured buffer's memory: its data layout.
/// `!hl.StructuredBuffer<T>` (Slang's default and std430 layouts) is
/// `storage`; a second parameter, the layout type Slang names
/// (`ScalarDataLayout`, `Std140DataLayout`, `CDataLayout`: structs of those
/// names), picks `storage_scalar`, `storage_std140` or `storage_c`. `None` for a type that is no
/// structured buffer or names another layout.
pub fn structured_buffer_space(ctx: &Context, ty: Type) -> Option<nsl_ir::AddressSpace> {
    structured_buffer(ctx, ty)?;
    let TypeKind::Opaque { params, .. } = ctx.type_kind(ty) else { return None };
    let Some(&layout) = params.get(1) else { return Some(nsl_ir::AddressSpace::Storage) };
    match ctx.type_kind(layout) {
        TypeKind::Struct { name, .. } => match ctx.str(*name) {
            "ScalarDataLayout" => Some(nsl_ir::AddressSpace::StorageScalar),
            "Std140DataLayout" => Some(nsl_ir::AddressSpace::StorageStd140),
            "CDataLayout" => Some(nsl_ir::AddressSpace::StorageC),
            "DefaultDataLayout" | "Std430DataLayout" => Some(nsl_ir::AddressSpace::Storage),
            _ => None,
        },
        _ => None,
    }
}

/// Is `ty` a byte-address buffer, and is it writable?
pub fn byte_address_buffer(ctx: &Context, ty: Type) -> Option<bool> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if params.is_empty() => match ctx.str(*name) {
            "hl.ByteAddressBuffer" => Some(false),
            "hl.RWByteAddressBuffer" => Some(true),
            _ => None,
        },
        _ => None,
    }
}

fn is_u32_words(ctx: &Context, ty: Type) -> bool {
    let elem = ctx.scalar_of(ty);
    *ctx.type_kind(elem) == (TypeKind::Int { width: 32, signed: false })
        && matches!(ctx.type_kind(ty), TypeKind::Int { .. } | TypeKind::Vector { len: 2..=4, .. })
}

fn verify_buffer_length(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if structured_buffer(ctx, t).is_none() && byte_address_buffer(ctx, t).is_none() {
        return Err(format!("operand must be a buffer, not {}", print_type(ctx, t)));
    }
    Ok(())
}

fn verify_byte_load(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if byte_address_buffer(ctx, t).is_none() {
        return Err(format!("operand #0 must be a byte-address buffer, not {}", print_type(ctx, t)));
    }
    if !is_u32_words(ctx, ctx.value_type(ctx.result(op, 0))) {
        return Err("result must be u32 or a vector of 2 to 4 u32".into());
    }
    Ok(())
}

fn verify_byte_store(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if byte_address_buffer(ctx, t) != Some(true) {
        return Err(format!("operand #0 must be a writable byte-address buffer, not {}", print_type(ctx, t)));
    }
    if !is_u32_words(ctx, ctx.value_type(ctx.operand(op, 2))) {
        return Err("the stored value must be u32 or a vector of 2 to 4 u32".into());
    }
    Ok(())
}

/// The ops on textures (operand 0 the texture; the sampling ones take a
/// sampler as operand 1).
pub const TEXTURE_OPS: &[&str] = &[
    TEXTURE_LOAD.name,
    TEXTURE_STORE.name,
    TEXTURE_SAMPLE.name,
    TEXTURE_SAMPLE_LEVEL.name,
    TEXTURE_SAMPLE_CMP.name,
    TEXTURE_SAMPLE_BIAS.name,
    TEXTURE_SAMPLE_GRAD.name,
    TEXTURE_GATHER.name,
    TEXTURE_QUERY_LOD.name,
    TEXTURE_SIZE.name,
    TEXTURE_LEVELS.name,
    TEXTURE_SAMPLES.name,
];

/// The texture types: name, number of coordinates, read-write.
pub const TEXTURES: &[(&str, u8, bool)] = &[
    ("hl.Texture1D", 1, false),
    ("hl.Texture2D", 2, false),
    ("hl.Texture3D", 3, false),
    ("hl.TextureCube", 3, false),
    ("hl.Texture1DArray", 2, false),
    ("hl.Texture2DArray", 3, false),
    ("hl.TextureCubeArray", 4, false),
    ("hl.Texture2DMS", 2, false),
    ("hl.Texture2DMSArray", 3, false),
    ("hl.DepthTexture1D", 1, false),
    ("hl.DepthTexture2D", 2, false),
    ("hl.DepthTexture3D", 3, false),
    ("hl.DepthTextureCube", 3, false),
    ("hl.DepthTexture1DArray", 2, false),
    ("hl.DepthTexture2DArray", 3, false),
    ("hl.DepthTextureCubeArray", 4, false),
    ("hl.DepthTexture2DMS", 2, false),
    ("hl.DepthTexture2DMSArray", 3, false),
    ("hl.RWTexture2DMS", 2, true),
    ("hl.RWTexture2DMSArray", 3, true),
    // Storage cubes take integer coordinates (x, y, face), the layer
    // folded into the face of a cube array (layer * 6 + face).
    ("hl.RWTextureCube", 3, true),
    ("hl.RWTextureCubeArray", 3, true),
    ("hl.WTexture1D", 1, true),
    ("hl.WTexture2D", 2, true),
    ("hl.WTexture3D", 3, true),
    ("hl.WTexture1DArray", 2, true),
    ("hl.WTexture2DArray", 3, true),
    // Subpass inputs read the current fragment's texel of an input
    // attachment: their coordinates are (0, 0), plus the sample index of a
    // multisampled one.
    ("hl.SubpassInput", 2, false),
    ("hl.SubpassInputMS", 2, false),
    ("hl.RWTexture1D", 1, true),
    ("hl.RWTexture2D", 2, true),
    ("hl.RWTexture3D", 3, true),
    ("hl.RWTexture1DArray", 2, true),
    ("hl.RWTexture2DArray", 3, true),
    // Combined texture-samplers (`Sampler2D<T>`: one binding holding a
    // texture and its sampler). Their sampling ops take the combined value
    // itself as the sampler operand; `*Shadow` ones are depth textures.
    ("hl.Sampler1D", 1, false),
    ("hl.Sampler2D", 2, false),
    ("hl.Sampler3D", 3, false),
    ("hl.SamplerCube", 3, false),
    ("hl.Sampler1DArray", 2, false),
    ("hl.Sampler2DArray", 3, false),
    ("hl.SamplerCubeArray", 4, false),
    ("hl.Sampler2DMS", 2, false),
    ("hl.Sampler2DMSArray", 3, false),
    ("hl.Sampler1DShadow", 1, false),
    ("hl.Sampler2DShadow", 2, false),
    ("hl.SamplerCubeShadow", 3, false),
    ("hl.Sampler1DArrayShadow", 2, false),
    ("hl.Sampler2DArrayShadow", 3, false),
    ("hl.SamplerCubeArrayShadow", 4, false),
];

/// A texture type's texel type, coordinate count and writability.
pub fn texture(ctx: &Context, ty: Type) -> Option<(Type, u8, bool)> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if params.len() == 1 => {
            let n = ctx.str(*name);
            TEXTURES.iter().find(|t| t.0 == n).map(|&(_, dims, rw)| (params[0], dims, rw))
        }
        _ => None,
    }
}

/// The name of a texture type (`hl.Texture2DMS`), if it is one.
fn texture_name(ctx: &Context, ty: Type) -> Option<&str> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, .. } => Some(ctx.str(*name)).filter(|n| TEXTURES.iter().any(|t| t.0 == *n)),
        _ => None,
    }
}

/// Is `ty` a multisampled texture (its loads take a sample index as the
/// last coordinate)?
pub fn texture_is_multisampled(ctx: &Context, ty: Type) -> bool {
    texture_name(ctx, ty).is_some_and(|n| n.contains("MS"))
}

/// Is `ty` a subpass input (`SubpassInput<T>`, `SubpassInputMS<T>`)?
pub fn texture_is_subpass(ctx: &Context, ty: Type) -> bool {
    texture_name(ctx, ty).is_some_and(|n| n.starts_with("hl.Subpass"))
}

/// Is `ty` a depth texture (`DepthTexture2D`, `Sampler2DShadow`, ...)?
pub fn texture_is_depth(ctx: &Context, ty: Type) -> bool {
    texture_name(ctx, ty).is_some_and(|n| n.starts_with("hl.Depth") || n.ends_with("Shadow"))
}

/// Is `ty` a texture or a sampler (what a descriptor array holds)? A
/// `__DynamicResource` (`!hl.DynamicResource`, read as a resource type
/// where it is used) is one too.
pub fn is_descriptor(ctx: &Context, ty: Type) -> bool {
    texture(ctx, ty).is_some()
        || matches!(ctx.type_kind(ty), TypeKind::Opaque { name, .. }
            if matches!(ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState" | "hl.RaytracingAccelerationStructure" | "hl.DynamicResource"))
}

/// Is `ty` an array of resources: of textures, samplers or acceleration
/// structures (a descriptor array), or of buffers (an array of blocks)? Such
/// an array is one binding.
pub fn is_resource_array(ctx: &Context, ty: Type) -> bool {
    matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. } if is_descriptor(ctx, elem)
        || structured_buffer(ctx, elem).is_some() || byte_address_buffer(ctx, elem).is_some())
}

/// Is `ty` a combined texture-sampler (`Sampler2D<T>`, ...)?
pub fn texture_is_combined(ctx: &Context, ty: Type) -> bool {
    texture_name(ctx, ty).is_some_and(|n| n.starts_with("hl.Sampler"))
}

/// The separate texture type a combined texture-sampler holds
/// (`hl.Sampler2DArrayShadow` -> `hl.DepthTexture2DArray`), by name.
pub fn combined_texture_name(name: &str) -> Option<String> {
    let shape = name.strip_prefix("hl.Sampler")?;
    Some(match shape.strip_suffix("Shadow") {
        Some(shape) => format!("hl.DepthTexture{shape}"),
        None => format!("hl.Texture{shape}"),
    })
}

/// Is `ty` a cube texture (`TextureCube`, `SamplerCubeArray`, ...)?
pub fn texture_is_cube(ctx: &Context, ty: Type) -> bool {
    texture_name(ctx, ty).is_some_and(|n| n.contains("Cube"))
}

fn verify_texture_access(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    let Some((texel, _, writable)) = texture(ctx, t) else {
        return Err(format!("operand #0 must be a texture, not {}", print_type(ctx, t)));
    };
    let name = ctx.op_name(op);
    // With `sparse`, a second result: the u32 residency status.
    let sparse = ctx.attr(op, "sparse").is_some();
    let results = ctx.results(op);
    let sparse_capable = [
        TEXTURE_LOAD.name,
        TEXTURE_SAMPLE.name,
        TEXTURE_SAMPLE_LEVEL.name,
        TEXTURE_SAMPLE_CMP.name,
        TEXTURE_SAMPLE_BIAS.name,
        TEXTURE_SAMPLE_GRAD.name,
    ]
    .contains(&name);
    if sparse_capable && results.len() != 1 + usize::from(sparse) {
        return Err("has one result, and a second (the u32 status) exactly with `sparse`".into());
    }
    if sparse && !matches!(ctx.type_kind(ctx.value_type(results[1])), TypeKind::Int { width: 32, signed: false }) {
        return Err("the status (second result) is a u32".into());
    }
    if name == TEXTURE_LOAD.name && ctx.attr(op, "offset").is_some() && (writable || texture_is_subpass(ctx, t)) {
        return Err("only sampled and multisampled textures load at a texel offset".into());
    }
    if name == TEXTURE_STORE.name && !writable {
        return Err(format!("cannot store into read-only {}", print_type(ctx, t)));
    }
    // A minimum level of detail (`clamp`) and a texel offset (`offset`,
    // last) are one more operand each, and only with their attribute.
    let has_offset = ctx.attr(op, "offset").is_some();
    let has_clamp = ctx.attr(op, "clamp").is_some();
    let extra = usize::from(has_offset) + usize::from(has_clamp);
    let fixed = match name {
        n if n == TEXTURE_LOAD.name => Some(2),
        n if n == TEXTURE_SAMPLE.name => Some(3),
        n if n == TEXTURE_SAMPLE_LEVEL.name || n == TEXTURE_SAMPLE_BIAS.name => Some(4),
        n if n == TEXTURE_SAMPLE_GRAD.name => Some(5),
        _ => None,
    };
    if let Some(n) = fixed {
        let want = n + extra;
        if ctx.operands(op).len() != want {
            return Err(format!(
                "takes {want} operands (a minimum level with `clamp`, a texel offset last with `offset`)"
            ));
        }
    }
    if has_offset || has_clamp {
        let n = ctx.operands(op).len();
        let float_at = |i: usize| matches!(ctx.type_kind(ctx.value_type(ctx.operand(op, i))), TypeKind::Float { .. });
        if has_offset
            && (n == 0
                || !matches!(
                    ctx.type_kind(ctx.scalar_of(ctx.value_type(ctx.operand(op, n - 1)))),
                    TypeKind::Int { .. }
                ))
        {
            return Err("the texel offset (last operand) must be an integer scalar or vector".into());
        }
        if has_clamp && (n < 2 || !float_at(n - 1 - usize::from(has_offset))) {
            return Err("the minimum level of detail must be a float".into());
        }
    }
    if name == TEXTURE_SIZE.name && ctx.operands(op).len() > 2 {
        return Err("takes a texture and at most a level".into());
    }
    if name == TEXTURE_SAMPLES.name && !texture_is_multisampled(ctx, t) {
        return Err(format!("{} has one sample per texel", print_type(ctx, t)));
    }
    if name == TEXTURE_LEVELS.name && writable {
        return Err(format!("{} has no mip levels to count", print_type(ctx, t)));
    }
    // A combined texture-sampler is its own sampler.
    let sampling = [
        TEXTURE_SAMPLE.name,
        TEXTURE_SAMPLE_LEVEL.name,
        TEXTURE_SAMPLE_CMP.name,
        TEXTURE_SAMPLE_BIAS.name,
        TEXTURE_SAMPLE_GRAD.name,
        TEXTURE_GATHER.name,
        TEXTURE_QUERY_LOD.name,
    ];
    if sampling.contains(&name) && texture_is_combined(ctx, t) && ctx.operand(op, 1) != ctx.operand(op, 0) {
        return Err("the sampler of a combined texture-sampler is the combined value itself (operand #0)".into());
    }
    let value = match name {
        n if n == TEXTURE_GATHER.name => {
            if ctx.operands(op).len() - extra > 4 {
                return Err("takes at most a reference value after the coordinates".into());
            }
            let r = ctx.value_type(ctx.result(op, 0));
            let ok = match *ctx.type_kind(r) {
                TypeKind::Vector { elem, len: 4 } if ctx.operands(op).len() - extra == 4 => {
                    matches!(ctx.type_kind(elem), TypeKind::Float { width: 32 })
                }
                TypeKind::Vector { elem, len: 4 } => elem == ctx.scalar_of(texel),
                _ => false,
            };
            if !ok {
                return Err(format!("the result is a 4-vector of the texel's scalar, not {}", print_type(ctx, r)));
            }
            if !matches!(ctx.attr(op, "component").map(|a| ctx.attr_kind(a)), Some(AttrKind::Int(0..=3))) {
                return Err("component must be 0 to 3".into());
            }
            None
        }
        n if n == TEXTURE_QUERY_LOD.name => {
            let r = ctx.value_type(ctx.result(op, 0));
            if !matches!(ctx.type_kind(r), TypeKind::Float { width: 32 }) {
                return Err(format!("the result is a f32, not {}", print_type(ctx, r)));
            }
            None
        }
        n if n == TEXTURE_STORE.name => Some(ctx.value_type(ctx.operand(op, 2))),
        n if n == TEXTURE_SIZE.name || n == TEXTURE_LEVELS.name || n == TEXTURE_SAMPLES.name => None,
        n if n == TEXTURE_SAMPLE_CMP.name => {
            let (bias, grad) = (ctx.attr(op, "bias").is_some(), ctx.attr(op, "grad").is_some());
            let fixed = ctx.operands(op).len() - extra;
            if bias && grad {
                return Err("takes a bias or gradients, not both".into());
            }
            if grad && fixed != 6 || bias && fixed != 5 {
                return Err("takes two gradients with `grad`, a bias with `bias`, after the reference value".into());
            }
            if fixed > 5 && !grad {
                return Err("takes at most a level of detail after the reference value".into());
            }
            let r = ctx.value_type(ctx.result(op, 0));
            if !matches!(ctx.type_kind(r), TypeKind::Float { width: 32 }) {
                return Err(format!("the result is a f32, not {}", print_type(ctx, r)));
            }
            None
        }
        _ => Some(ctx.value_type(ctx.result(op, 0))),
    };
    if let Some(v) = value.filter(|&v| v != texel) {
        return Err(format!("texel type is {}, not {}", print_type(ctx, texel), print_type(ctx, v)));
    }
    Ok(())
}

/// Does `op` (an `hl.texture_sample_cmp`) sample at an implicit level of
/// detail (taking derivatives): neither a level nor gradients, a bias at
/// most?
pub fn sample_cmp_is_implicit(ctx: &Context, op: Op) -> bool {
    let trailing = usize::from(ctx.attr(op, "offset").is_some()) + usize::from(ctx.attr(op, "clamp").is_some());
    ctx.attr(op, "bias").is_some() || ctx.attr(op, "grad").is_none() && ctx.operands(op).len() - trailing == 4
}

fn verify_buffer_data_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    let elem = match (structured_buffer(ctx, t), byte_address_buffer(ctx, t)) {
        (Some((elem, _)), _) => Some(elem),
        (None, Some(_)) => None,
        _ => return Err(format!("operand #0 must be a buffer, not {}", print_type(ctx, t))),
    };
    let ok = match ctx.type_kind(ctx.value_type(ctx.result(op, 0))) {
        TypeKind::Ptr { pointee, space: AddressSpace::Storage } => match ctx.type_kind(*pointee) {
            TypeKind::Array { elem: e, len: None } => match elem {
                Some(elem) => *e == elem,
                None => *ctx.type_kind(*e) == (TypeKind::Int { width: 32, signed: false }),
            },
            _ => false,
        },
        _ => false,
    };
    if !ok {
        return Err("result must point to the buffer's element array in storage memory".into());
    }
    Ok(())
}

fn verify_byte_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    // Read-only buffers too: a cooperative matrix loads through the address.
    if byte_address_buffer(ctx, t).is_none() {
        return Err(format!("operand #0 must be a byte-address buffer, not {}", print_type(ctx, t)));
    }
    // A u32 word, or (for 64-bit atomics) a 64-bit scalar at a multiple of 8.
    let scalar_ptr = |k: &TypeKind| {
        matches!(k, TypeKind::Ptr { pointee, space: AddressSpace::Storage }
        if matches!(*ctx.type_kind(*pointee), TypeKind::Int { width: 32, signed: false }
            | TypeKind::Int { width: 64, .. } | TypeKind::Float { width: 64 }))
    };
    if !scalar_ptr(ctx.type_kind(ctx.value_type(ctx.result(op, 0)))) {
        return Err("result must be ptr<u32, storage> (or of a 64-bit scalar)".into());
    }
    Ok(())
}

/// The target names of each arm of an `hl.target_switch` but the default.
pub fn target_lists(ctx: &Context, op: Op) -> Option<Vec<Vec<String>>> {
    let AttrKind::Array(lists) = ctx.attr_kind(ctx.attr(op, "targets")?) else { return None };
    lists
        .iter()
        .map(|&l| match ctx.attr_kind(l) {
            AttrKind::Array(names) => names
                .iter()
                .map(|&n| match ctx.attr_kind(n) {
                    AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

fn verify_target_switch(ctx: &Context, op: Op) -> Result<(), String> {
    let lists = target_lists(ctx, op).ok_or("'targets' must be an array of arrays of strings")?;
    if lists.len() + 1 != ctx.regions(op).len() {
        return Err(format!(
            "has {} target lists, so needs {} regions, not {}",
            lists.len(),
            lists.len() + 1,
            ctx.regions(op).len()
        ));
    }
    Ok(())
}

/// The generic type arguments of an `hl.intrinsic_asm`.
pub fn intrinsic_generics(ctx: &Context, op: Op) -> Option<Vec<Type>> {
    let Some(a) = ctx.attr(op, "generics") else { return Some(Vec::new()) };
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items
        .iter()
        .map(|&i| match ctx.attr_kind(i) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

/// The `#extension`s an `hl.intrinsic_asm` needs in GLSL.
pub fn intrinsic_glsl_extensions(ctx: &Context, op: Op) -> Vec<String> {
    match ctx.attr(op, "glsl_extensions").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn verify_intrinsic_asm(ctx: &Context, op: Op) -> Result<(), String> {
    let text = ctx.attr_str(op, "template").expect("schema checked");
    let template = crate::template::parse(text).map_err(|e| format!("template at byte {}: {}", e.offset, e.message))?;
    let generics = intrinsic_generics(ctx, op).ok_or("'generics' must be an array of types")?;
    if ctx.results(op).len() > 1 {
        return Err("has at most one result".into());
    }
    template.check(ctx.operands(op).len(), generics.len(), !ctx.results(op).is_empty())?;
    if let Some(a) = ctx.attr(op, "glsl_extensions") {
        let ok = matches!(ctx.attr_kind(a), AttrKind::Array(items)
            if items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::Str(_))));
        if !ok {
            return Err("'glsl_extensions' must be an array of strings".into());
        }
    }
    Ok(())
}

fn eval_intrinsic_asm(_: &mut Interpreter, _: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    Err(Trap::new("a target intrinsic (__intrinsic_asm) has no meaning in the interpreter, which runs no target"))
}

/// The `types` of an `hl.spirv_asm`.
pub fn spirv_asm_types(ctx: &Context, op: Op) -> Option<Vec<Type>> {
    let AttrKind::Array(items) = ctx.attr_kind(ctx.attr(op, "types")?) else { return None };
    items
        .iter()
        .map(|&i| match ctx.attr_kind(i) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

fn verify_spirv_asm(ctx: &Context, op: Op) -> Result<(), String> {
    let text = ctx.attr_str(op, "template").expect("schema checked");
    let insts = crate::spirv_asm::parse(text)?;
    let types = spirv_asm_types(ctx, op).ok_or("'types' must be an array of types")?;
    if ctx.results(op).len() > 1 {
        return Err("has at most one result".into());
    }
    crate::spirv_asm::check(&insts, ctx.operands(op).len(), types.len(), !ctx.results(op).is_empty())
}

fn eval_spirv_asm(_: &mut Interpreter, _: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    Err(Trap::new("inline SPIR-V (spirv_asm) has no meaning in the interpreter, which runs no target"))
}

fn verify_global(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = ctx.attr_type(op, "type").expect("schema checked");
    let kind = ctx.attr_str(op, "kind").expect("schema checked");
    let opaque =
        |t: Type| matches!(ctx.type_kind(t), TypeKind::Opaque { .. }) && existential_interface(ctx, t).is_none();
    // A descriptor handle is plain data (two words), not a binding.
    let is_resource = (opaque(ty) && descriptor_handle(ctx, ty).is_none()) || is_resource_array(ctx, ty);
    if (kind == "resource") != is_resource {
        return Err(format!("a '{kind}' global cannot have type {}", print_type(ctx, ty)));
    }
    if let Some(b) = ctx.attr(op, "binding") {
        if !matches!(ctx.attr_kind(b), AttrKind::Array(v) if v.len() == 2) {
            return Err("'binding' must be [binding, set]".into());
        }
    }
    Ok(())
}

/// The address space of a non-resource global of this kind.
pub fn global_space(kind: &str) -> Option<AddressSpace> {
    match kind {
        "uniform" => Some(AddressSpace::Uniform),
        "groupshared" => Some(AddressSpace::Workgroup),
        "static" => Some(AddressSpace::Private),
        _ => None,
    }
}

fn lookup_global(ctx: &Context, table: &SymbolTable, op: Op) -> Result<Op, String> {
    let name = ctx.attr_symbol(op, "global").expect("schema checked");
    let g = table.lookup(name).ok_or_else(|| format!("no global @{}", ctx.str(name)))?;
    if ctx.op_name(g) != GLOBAL.name {
        return Err(format!("@{} is not an hl.global", ctx.str(name)));
    }
    Ok(g)
}

fn verify_global_addr(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let g = lookup_global(ctx, table, op)?;
    let ty = ctx.attr_type(g, "type").expect("verified global");
    let kind = ctx.attr_str(g, "kind").expect("verified global");
    let Some(space) = global_space(kind) else {
        return Err("resources have no address: use hl.resource".into());
    };
    let want = TypeKind::Ptr { pointee: ty, space };
    let got = ctx.value_type(ctx.result(op, 0));
    if *ctx.type_kind(got) != want {
        return Err(format!("result must be ptr<{}, {}>", print_type(ctx, ty), space.keyword()));
    }
    Ok(())
}

fn verify_resource(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let g = lookup_global(ctx, table, op)?;
    let ty = ctx.attr_type(g, "type").expect("verified global");
    if ctx.value_type(ctx.result(op, 0)) != ty {
        return Err(format!("result must have the global's type {}", print_type(ctx, ty)));
    }
    Ok(())
}

fn verify_resource_elem(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let g = lookup_global(ctx, table, op)?;
    let ty = ctx.attr_type(g, "type").expect("verified global");
    let TypeKind::Array { elem, .. } = *ctx.type_kind(ty) else {
        return Err(format!("the global's type {} is not an array of resources", print_type(ctx, ty)));
    };
    if ctx.value_type(ctx.result(op, 0)) != elem {
        return Err(format!("result must have the global's element type {}", print_type(ctx, elem)));
    }
    Ok(())
}

fn verify_buffer_elem_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let buf = ctx.value_type(ctx.operand(op, 0));
    let Some((elem, _)) = structured_buffer(ctx, buf) else {
        return Err(format!("operand #0 must be a structured buffer, not {}", print_type(ctx, buf)));
    };
    let want = TypeKind::Ptr { pointee: elem, space: AddressSpace::Storage };
    if *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) != want {
        return Err(format!("result must be ptr<{}, storage>", print_type(ctx, elem)));
    }
    Ok(())
}

fn verify_entry_point(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let name = ctx.attr_symbol(op, "func").expect("schema checked");
    let f = table.lookup(name).ok_or_else(|| format!("no function @{}", ctx.str(name)))?;
    let params = crate::func::signature(ctx, f).map_or(0, |(p, _)| p.len());
    let semantics = match ctx.attr_kind(ctx.attr(op, "semantics").expect("schema checked")) {
        AttrKind::Array(items) => items.len(),
        _ => 0,
    };
    if semantics != params {
        return Err(format!("has {semantics} semantics for a function of {params} parameters"));
    }
    Ok(())
}

// ----- interpreter semantics -------------------------------------------------
//
// The interpreter gives every global its own storage, created on first use
// from the `init` attribute (or zero). A resource global's storage is its
// contents: a structured buffer holds its elements, a byte-address buffer
// its u32 words; the host binds them with `Interpreter::bind_global`, and an
// unbound buffer is empty (every access traps as out of bounds). A resource
// value is a pointer to that storage.

fn eval_global_addr(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let name = ctx.attr_symbol(op, "global").expect("verified");
    let global = interp.lookup_symbol(name).ok_or_else(|| Trap::new("no such global"))?;
    let ty = ctx.attr_type(global, "type").expect("verified");
    let init = ctx.attr(global, "init");
    let ptr = interp.global(name, || {
        let is_resource = matches!(ctx.type_kind(ty), TypeKind::Opaque { .. });
        match init.and_then(|a| value_from_attr(ctx, a, ty)) {
            Some(v) => v,
            None if is_resource => RtValue::Agg(Vec::new()),
            None => zero_value(ctx, ty),
        }
    });
    Ok(Flow::one(RtValue::Ptr(ptr)))
}

fn resource_pointer(v: &RtValue) -> Result<&Pointer, Trap> {
    match v {
        RtValue::Ptr(p) => Ok(p),
        _ => Err(Trap::new("not a resource")),
    }
}

fn eval_buffer_elem_addr(_: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let mut p = resource_pointer(&args[0])?.clone();
    p.path.push(u32::try_from(args[1].as_int()).unwrap_or(u32::MAX));
    Ok(Flow::one(RtValue::Ptr(p)))
}

fn eval_buffer_length(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let contents = interp.load(resource_pointer(&args[0])?)?;
    let n = contents.elems().len() as u64;
    let is_bytes = byte_address_buffer(interp.ctx, interp.ctx.value_type(interp.ctx.operand(op, 0))).is_some();
    Ok(Flow::one(RtValue::Int(if is_bytes { n * 4 } else { n })))
}

/// The word index of a byte offset; offsets must be 4-byte aligned.
fn word_index(offset: u64) -> Result<u32, Trap> {
    if !offset.is_multiple_of(4) {
        return Err(Trap::new(format!("byte offset {offset} is not a multiple of 4")));
    }
    u32::try_from(offset / 4).map_err(|_| Trap::new("byte offset out of range"))
}

fn eval_byte_load(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let base = resource_pointer(&args[0])?.clone();
    let first = word_index(args[1].as_int())?;
    let n = match interp.ctx.type_kind(interp.ctx.value_type(interp.ctx.result(op, 0))) {
        TypeKind::Vector { len, .. } => *len as u32,
        _ => 1,
    };
    let mut words = Vec::new();
    for k in 0..n {
        let mut p = base.clone();
        p.path.push(first.saturating_add(k));
        words.push(interp.load(&p)?);
    }
    Ok(Flow::one(if n == 1 { words.pop().expect("one word") } else { RtValue::Agg(words) }))
}

fn eval_byte_store(interp: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let base = resource_pointer(&args[0])?.clone();
    let first = word_index(args[1].as_int())?;
    for (k, w) in args[2].elems().iter().enumerate() {
        let mut p = base.clone();
        p.path.push(first.saturating_add(k as u32));
        interp.store(&p, w.clone())?;
    }
    Ok(Flow::none())
}

fn eval_byte_addr(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    if let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) {
        if *ctx.type_kind(pointee) != (TypeKind::Int { width: 32, signed: false }) {
            return Err(Trap::new("the interpreter addresses byte-address buffers by u32 words only"));
        }
    }
    let mut p = resource_pointer(&args[0])?.clone();
    p.path.push(word_index(args[1].as_int())?);
    Ok(Flow::one(RtValue::Ptr(p)))
}

/// The interpreter is no compilation target: it runs the default arm.
fn eval_target_switch(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let default = interp.ctx.regions(op).len() - 1;
    match interp.run_region(op, default, Vec::new())? {
        Flow::Yield(vals) => Ok(Flow::Next(vals.into_iter().collect())),
        other => Ok(other),
    }
}
