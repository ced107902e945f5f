//! The GLSL target: Vulkan GLSL (`GL_KHR_vulkan_glsl`) for compute,
//! vertex and fragment shaders, accepted by glslangValidator.
//!
//! Its input is the SPIR-V legalization's output language
//! ([`nsl_spirv::emit::input_language`]): Vulkan GLSL's qualifiers are
//! SPIR-V's storage classes one for one, so the `spv` resource dialect is
//! this target's dialect too, and the same passes decide bindings, blocks,
//! layouts and built-ins. This module only prints: a `storage_buffer`
//! variable is a `buffer` block, `uniform` a std140 `uniform` block,
//! `push_constant` a `push_constant` block, `workgroup` a `shared`
//! variable, `private` a global, an `input` built-in its `gl_` variable.
//!
//! A vertex or fragment entry point's interface (`spirv-entry-points`'
//! decisions) is printed as declared: a located variable is
//! `layout(location = N) flat in T name;`, a built-in its `gl_` variable
//! (`SV_VertexID` is `gl_VertexIndex - gl_BaseVertex`, whose `#version`
//! is 460), execution modes `layout(early_fragment_tests) in;` and
//! `layout(depth_greater) out float gl_FragDepth;`.
//!
//! Matrices: an IR `mat<T, R, C>` (R rows of C) is GLSL's `matRxC` (R
//! columns of C), so that an IR row is a GLSL column and `m[i]` is row i
//! in both; `mul(M, v)` is `v * M`, `mul(v, M)` `M * v`, `mul(A, B)`
//! `B * A`. In blocks a row-major IR matrix is a `column_major` GLSL one
//! (the default), as in the SPIR-V target's layout; the
//! `block-matrix-columns` pass holds column-major ones as arrays of columns,
//! since GLSL cannot give a struct member a layout.
//!
//! The `#version` is 450, or the highest of the profile's (`glsl_460`) and
//! the `__glsl_version`s of the target intrinsics used; each `#extension` line is printed because a type, an
//! op or a target intrinsic (`__glsl_extension`) that needs it was printed.

use crate::cfamily::{cannot, is_value_pointer, PointerSyntax, Target, Walker, R};
use crate::expr::{Expr, Prec};
use crate::names::{Names, Reserved};
use nsl_dialects::{arith, gpu, hl, mat};
use nsl_ir::{AttrKind, Context, Diagnostic, MatrixLayout, Op, Type, TypeKind};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

pub static RESERVED: Reserved = Reserved {
    words: &[
        "attribute",
        "varying",
        "layout",
        "centroid",
        "flat",
        "smooth",
        "noperspective",
        "patch",
        "sample",
        "subroutine",
        "coherent",
        "volatile",
        "restrict",
        "readonly",
        "writeonly",
        "precision",
        "highp",
        "mediump",
        "lowp",
        "invariant",
        "precise",
        "lowp",
        "discard",
        "vec2",
        "vec3",
        "vec4",
        "ivec2",
        "ivec3",
        "ivec4",
        "uvec2",
        "uvec3",
        "uvec4",
        "bvec2",
        "bvec3",
        "bvec4",
        "dvec2",
        "dvec3",
        "dvec4",
        "mat2",
        "mat3",
        "mat4",
        "uint",
        "dmat2",
        "dmat3",
        "dmat4",
        "sampler",
        "texture",
        "image",
        "input",
        "output",
        "filter",
        "common",
        "partition",
        "active",
        "asm",
        "interface",
        "resource",
        "superp",
        "fixed",
        "half",
        "hvec2",
        "hvec3",
        "hvec4",
        "cast",
        "namespace",
        "using",
        "row_major",
        "column_major",
        "packed",
        "sizeof",
        "external",
        "noinline",
        "inline",
        "mix",
        "dot",
        "cross",
        "min",
        "max",
        "clamp",
        "abs",
        "sign",
        "floor",
        "ceil",
        "length",
        "normalize",
        "barrier",
        "atomicAdd",
        "not",
        "equal",
        "any",
        "all",
        // Built-in functions the printed code may call.
        "textureSize",
        "texelFetch",
        "texelFetchOffset",
        "textureLod",
        "textureGrad",
        "textureOffset",
        "textureProj",
        "textureGather",
        "textureGatherOffset",
        "textureQueryLod",
        "textureQueryLevels",
        "textureSamples",
        "imageLoad",
        "imageStore",
        "imageSize",
        "imageSamples",
        "imageAtomicAdd",
        "subpassLoad",
        "pow",
        "exp",
        "exp2",
        "log",
        "log2",
        "sqrt",
        "inversesqrt",
        "fract",
        "mod",
        "step",
        "smoothstep",
        "reflect",
        "refract",
        "distance",
        "faceforward",
        "transpose",
        "inverse",
        "determinant",
        "outerProduct",
        "matrixCompMult",
        "dFdx",
        "dFdy",
        "fwidth",
        "sin",
        "cos",
        "tan",
        "asin",
        "acos",
        "atan",
        "sinh",
        "cosh",
        "tanh",
        "round",
        "trunc",
        "isnan",
        "isinf",
        "ldexp",
        "frexp",
        "fma",
        "bitCount",
        "findLSB",
        "findMSB",
        "bitfieldExtract",
        "bitfieldInsert",
        "bitfieldReverse",
        "floatBitsToInt",
        "floatBitsToUint",
        "intBitsToFloat",
        "uintBitsToFloat",
        "lessThan",
        "greaterThan",
        "lessThanEqual",
        "greaterThanEqual",
        "notEqual",
        "memoryBarrier",
        "groupMemoryBarrier",
        "EmitVertex",
        "EndPrimitive",
    ],
    prefixes: &["gl_"],
    families: Some(glsl_type_word),
};

/// GLSL's (and its extensions') type names that come in families, which an
/// identifier may not be: the opaque types (`sampler2DShadow`,
/// `utexture1D`, `iimage2DMSArray`, `subpassInputMS`), vectors and
/// matrices of every component type (`bvec2`, `i64vec3`, `f16mat2x4`) and
/// the explicitly sized scalars (`uint16_t`, `float64_t`).
fn glsl_type_word(word: &str) -> bool {
    const DIMS: &[&str] =
        &["1D", "2D", "3D", "Cube", "2DRect", "Buffer", "1DArray", "2DArray", "CubeArray", "2DMS", "2DMSArray"];
    // With or without the integer prefix (`image2D` itself starts with `i`).
    for opaque in [Some(word), word.strip_prefix(['i', 'u'])].into_iter().flatten() {
        for base in ["sampler", "texture", "image"] {
            if let Some(dim) = opaque.strip_prefix(base) {
                let dim = if base == "sampler" { dim.strip_suffix("Shadow").unwrap_or(dim) } else { dim };
                if dim.is_empty() || DIMS.contains(&dim) {
                    return true;
                }
            }
        }
        if matches!(opaque, "subpassInput" | "subpassInputMS" | "atomic_uint") {
            return true;
        }
    }
    let size = |t: &str| matches!(t, "2" | "3" | "4");
    let shaped = |prefixes: &[&str], core: &str| {
        prefixes.iter().any(|p| {
            word.strip_prefix(p).and_then(|w| w.strip_prefix(core)).is_some_and(|n| match n.split_once('x') {
                Some((c, r)) => core == "mat" && size(c) && size(r),
                None => size(n),
            })
        })
    };
    const SIZED: &[&str] = &["8", "16", "32", "64"];
    let vector_prefixes =
        ["", "b", "i", "u", "d", "f", "h", "f16", "f32", "f64", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"];
    if shaped(&vector_prefixes, "vec") || shaped(&["", "d", "f16", "f32", "f64"], "mat") {
        return true;
    }
    let sized =
        |base: &str| word.strip_prefix(base).and_then(|w| w.strip_suffix("_t")).is_some_and(|n| SIZED.contains(&n));
    sized("int") || sized("uint") || sized("float")
}

/// Prints a module in the SPIR-V emitter's input language as GLSL.
pub fn print(ctx: &Context, module: Op) -> Result<String, Vec<Diagnostic>> {
    print_for(ctx, module, 0)
}

/// [`print`] with a `#version` of at least `min_version` (a profile's
/// `glsl_460`).
pub fn print_for(ctx: &Context, module: Op, min_version: u32) -> Result<String, Vec<Diagnostic>> {
    nsl_ir::verify::verify(ctx, module)?;
    crate::printer_language("glsl").check(ctx, module)?;
    let mut g = Glsl::default();
    let mut w = Walker::new(ctx, Names::new(&RESERVED));
    w.pointers = PointerSyntax::GlslReference;
    w.names.reserve("main");
    g.module(&mut w, module).map_err(|d| vec![d])?;
    // Target intrinsics state what they need (`__glsl_version`,
    // `__glsl_extension`); everything else is known from the ops printed.
    let mut version = BASE_VERSION.max(min_version.into()).max(g.version);
    let mut extensions: BTreeSet<String> = g.extensions.iter().map(|e| e.to_string()).collect();
    ctx.walk_nested(module, &mut |op| {
        if ctx.op_name(op) == hl::INTRINSIC_ASM.name {
            version = version.max(ctx.attr_int(op, "glsl_version").unwrap_or(0));
            extensions.extend(hl::intrinsic_glsl_extensions(ctx, op));
        }
    });
    let mut out = format!("#version {version}\n");
    for e in &extensions {
        out.push_str(&format!("#extension {e} : require\n"));
    }
    out.push_str(&g.structs);
    out.push_str(&g.globals);
    out.push_str(&w.out);
    Ok(out)
}

#[derive(Default)]
struct Glsl {
    extensions: BTreeSet<&'static str>,
    /// The least `#version` what was printed needs (460: `gl_BaseVertex`).
    version: i128,
    struct_names: FxHashMap<Type, String>,
    structs: String,
    globals: String,
    /// Specialization constants' names by SpecId.
    spec_names: FxHashMap<i128, String>,
    /// The entry point's execution model (`Geometry`, `MeshEXT`, ...).
    model: String,
    /// Per-vertex (or per-primitive) built-in arrays by symbol: GLSL's
    /// block array and member (`gl_in`, `gl_Position`).
    arrayed_builtins: FxHashMap<String, (String, String)>,
    /// A tessellation shader's per-vertex inputs, declared unsized
    /// (`in vec3 color[];`, as GLSL requires), by symbol.
    unsized_inputs: FxHashMap<String, String>,
    /// The `Location` of each ray payload and callable data variable, by symbol.
    locations: FxHashMap<String, i128>,
    /// The global variables the module's code takes the address of.
    addressed: FxHashSet<String>,
    /// The buffer reference type of each pointer type into device memory.
    references: FxHashMap<Type, String>,
}

#[path = "glsl_pointers.rs"]
mod pointers;

/// Vulkan GLSL's version for compute shaders, unless an intrinsic needs a later one.
const BASE_VERSION: i128 = 450;

const INT64: &str = "GL_EXT_shader_explicit_arithmetic_types_int64";

const RAY_TRACING: &str = "GL_EXT_ray_tracing";

fn is_ray_tracing_model(model: &str) -> bool {
    matches!(model, "RayGenerationKHR" | "IntersectionKHR" | "AnyHitKHR" | "ClosestHitKHR" | "MissKHR" | "CallableKHR")
}

/// The GLSL name of a built-in of the ray-tracing stages (GL_EXT_ray_tracing).
fn ray_tracing_builtin(builtin: &str) -> Option<&'static str> {
    Some(match builtin {
        "LaunchIdKHR" => "gl_LaunchIDEXT",
        "LaunchSizeKHR" => "gl_LaunchSizeEXT",
        "WorldRayOriginKHR" => "gl_WorldRayOriginEXT",
        "WorldRayDirectionKHR" => "gl_WorldRayDirectionEXT",
        "ObjectRayOriginKHR" => "gl_ObjectRayOriginEXT",
        "ObjectRayDirectionKHR" => "gl_ObjectRayDirectionEXT",
        "RayTminKHR" => "gl_RayTminEXT",
        "RayTmaxKHR" => "gl_RayTmaxEXT",
        "IncomingRayFlagsKHR" => "gl_IncomingRayFlagsEXT",
        "InstanceCustomIndexKHR" => "gl_InstanceCustomIndexEXT",
        "InstanceId" => "gl_InstanceID",
        "RayGeometryIndexKHR" => "gl_GeometryIndexEXT",
        "HitKindKHR" => "gl_HitKindEXT",
        "ObjectToWorldKHR" => "gl_ObjectToWorldEXT",
        "WorldToObjectKHR" => "gl_WorldToObjectEXT",
        _ => return None,
    })
}

/// Does `ty` hold a column-major matrix (through arrays and structs)?
fn has_column_major(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Matrix { layout, .. } => *layout == MatrixLayout::ColumnMajor,
        TypeKind::Array { elem, .. } => has_column_major(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| has_column_major(ctx, f)),
        _ => false,
    }
}

impl Glsl {
    fn module(&mut self, w: &mut Walker, module: Op) -> R<()> {
        let ctx = w.ctx;
        let body = ctx.body(module, 0);
        let entries: Vec<Op> =
            ctx.block_ops(body).into_iter().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
        match entries.as_slice() {
            [e] => {
                let f = ctx.attr_symbol(*e, "func").map(|s| ctx.str(s).to_string()).unwrap_or_default();
                w.symbols.insert(f, "main".to_string());
                self.model = ctx.attr_str(*e, "model").unwrap_or_default().to_string();
                self.stage_modes(ctx, *e);
                for mode in crate::stage::modes(ctx, *e) {
                    match mode.as_str() {
                        "EarlyFragmentTests" => self.globals.push_str("layout(early_fragment_tests) in;\n"),
                        "DepthGreater" => self.globals.push_str("layout(depth_greater) out float gl_FragDepth;\n"),
                        "DepthLess" => self.globals.push_str("layout(depth_less) out float gl_FragDepth;\n"),

                        _ => {}
                    }
                }
                let size = spv::int_list(ctx, *e, "local_size").unwrap_or_default();
                if let [x, y, z] = size[..] {
                    // An axis a specialization constant sizes names its SpecId.
                    let ids = spv::local_size_spec_ids(ctx, *e).unwrap_or_default();
                    let axes: Vec<String> = [("x", x), ("y", y), ("z", z)]
                        .iter()
                        .enumerate()
                        .map(|(i, (a, n))| match ids.get(i).copied().flatten() {
                            Some(id) => format!("local_size_{a}_id = {id}"),
                            None => format!("local_size_{a} = {n}"),
                        })
                        .collect();
                    self.globals.push_str(&format!("layout({}) in;\n", axes.join(", ")));
                    // The constants' defaults: glslang sizes an `_id` axis
                    // by its own `local_size_*`, 1 without one.
                    let defaults: Vec<String> = [("x", x), ("y", y), ("z", z)]
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| ids.get(i).copied().flatten().is_some())
                        .map(|(_, (a, n))| format!("local_size_{a} = {n}"))
                        .collect();
                    if !defaults.is_empty() {
                        self.globals.push_str(&format!("layout({}) in;\n", defaults.join(", ")));
                    }
                }
                // After the local size, which glslang checks it against.
                for mode in crate::stage::modes(ctx, *e) {
                    if let Some(q) = match mode.as_str() {
                        "DerivativeGroupQuadsNV" => Some("quads"),
                        "DerivativeGroupLinearNV" => Some("linear"),
                        _ => None,
                    } {
                        self.extensions.insert("GL_NV_compute_shader_derivatives");
                        self.globals.push_str(&format!("layout(derivative_group_{q}NV) in;\n"));
                    }
                }
            }
            [] => {}
            [_, second, ..] => {
                return Err(cannot(ctx, *second, "GLSL", "a second entry point (GLSL has one main; pass -entry)"))
            }
        }
        ctx.walk_nested(module, &mut |op| {
            if let Some(v) = ctx.attr_symbol(op, "var") {
                self.addressed.insert(ctx.str(v).to_string());
            }
        });
        for op in crate::stage::globals(ctx, module) {
            self.global(w, op)?;
        }
        let funcs: Vec<Op> =
            ctx.block_ops(body).into_iter().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        for &f in &funcs {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            if !w.symbols.contains_key(&sym) {
                let name = w.names.fresh(&sym);
                w.symbols.insert(sym, name);
            }
        }
        // Prototypes first, so that definitions may come in any order.
        let mut protos = Vec::new();
        for &f in &funcs {
            let head = self.signature(w, f)?;
            protos.push(head);
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
        Ok(())
    }

    /// `R name(T a, inout T b)`, naming the parameters.
    fn signature(&mut self, w: &mut Walker, f: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let name = w.symbols[&sym].clone();
        let fty = ctx.attr_type(f, "type").ok_or_else(|| cannot(ctx, f, "GLSL", "a function without a type"))?;
        let TypeKind::Function { results, .. } = ctx.type_kind(fty).clone() else {
            return Err(cannot(ctx, f, "GLSL", "a function without a function type"));
        };
        let ret = match results[..] {
            [] => "void".to_string(),
            [r] => self.ty(w, r, f)?,
            _ => return Err(cannot(ctx, f, "GLSL", "a function with several results")),
        };
        let mut params = Vec::new();
        for &a in ctx.block_args(ctx.body(f, 0)) {
            let hint = ctx.value_name(a).map_or("p".to_string(), |s| ctx.str(s).to_string());
            let pname = w.names.fresh(&hint);
            if is_value_pointer(ctx, ctx.value_type(a)) {
                params.push(format!("{} {pname}", self.ty(w, ctx.value_type(a), f)?));
                w.values.insert(a, w.pointers.pointee_of(&pname));
                continue;
            }
            let (qual, ty) = match *ctx.type_kind(ctx.value_type(a)) {
                TypeKind::Ptr { pointee, .. } => ("inout ", pointee),
                _ => ("", ctx.value_type(a)),
            };
            params.push(format!("{qual}{} {pname}", self.ty(w, ty, f)?));
            w.values.insert(a, Expr::atom(pname));
        }
        Ok(format!("{ret} {name}({})", params.join(", ")))
    }

    fn global(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let ty = ctx.attr_type(op, "type").ok_or_else(|| cannot(ctx, op, "GLSL", "a variable without a type"))?;
        let storage = ctx.attr_str(op, "storage").unwrap_or_default();
        if let Some(v) = crate::stage::io_var(ctx, op) {
            if v.builtin.as_deref().is_none_or(crate::stage::is_stage_builtin) {
                return self.io(w, v);
            }
        }
        if let Some(b) = ctx.attr_str(op, "builtin") {
            // Built-ins only other entry points read are not printed: some
            // exist in their stages only (`gl_LaunchIDEXT`).
            if !self.addressed.contains(&sym) {
                return Ok(());
            }
            let (name, ext) = match b {
                "GlobalInvocationId" => ("gl_GlobalInvocationID", None),
                "LocalInvocationId" => ("gl_LocalInvocationID", None),
                "WorkgroupId" => ("gl_WorkGroupID", None),
                "NumWorkgroups" => ("gl_NumWorkGroups", None),
                "LocalInvocationIndex" => ("gl_LocalInvocationIndex", None),
                "SubgroupLocalInvocationId" => ("gl_SubgroupInvocationID", Some("GL_KHR_shader_subgroup_basic")),
                "SubgroupSize" => ("gl_SubgroupSize", Some("GL_KHR_shader_subgroup_basic")),
                "SubgroupId" => ("gl_SubgroupID", Some("GL_KHR_shader_subgroup_basic")),
                "NumSubgroups" => ("gl_NumSubgroups", Some("GL_KHR_shader_subgroup_basic")),
                "CurrentRayTimeNV" => ("gl_CurrentRayTimeNV", Some("GL_NV_ray_tracing_motion_blur")),
                "DeviceIndex" => ("gl_DeviceIndex", Some("GL_EXT_device_group")),
                "HitTriangleVertexPositionsKHR" => {
                    self.ray_tracing();
                    ("gl_HitTriangleVertexPositionsEXT", Some("GL_EXT_ray_tracing_position_fetch"))
                }
                "ClusterIDNV" => {
                    self.ray_tracing();
                    ("gl_ClusterIDNV", Some("GL_NV_cluster_acceleration_structure"))
                }
                other => match ray_tracing_builtin(other) {
                    Some(name) => (name, Some(RAY_TRACING)),
                    None => return Err(cannot(ctx, op, "GLSL", format!("the built-in {other}"))),
                },
            };
            self.extensions.extend(ext);
            w.symbols.insert(sym.clone(), name.to_string());
            return Ok(());
        }
        // Each ray-tracing stage may declare only its own kinds of
        // variables: those of other entry points, left unused by the one
        // printed, are not printed.
        let ray_tracing_memory = matches!(
            storage,
            "ray_payload" | "callable_data" | "incoming_ray_payload" | "incoming_callable_data" | "hit_attribute"
        );
        if ray_tracing_memory && !self.addressed.contains(&sym) {
            return Ok(());
        }
        let name = w.names.fresh(&sym);
        w.symbols.insert(sym.clone(), name.clone());
        let decl = match storage {
            "storage_buffer" | "storage_buffer_scalar" | "storage_buffer_std140" | "uniform" | "push_constant" => {
                let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
                let head = match storage {
                    "storage_buffer" | "storage_buffer_scalar" | "storage_buffer_std140" => {
                        let ro = if ctx.attr(op, "readonly").is_some() { "readonly " } else { "" };
                        // The block's data layout: GLSL lays out its
                        // members (nested structs included) by it.
                        let rules = match storage {
                            "storage_buffer_scalar" => {
                                self.extensions.insert("GL_EXT_scalar_block_layout");
                                "scalar"
                            }
                            "storage_buffer_std140" => "std140",
                            _ => "std430",
                        };
                        format!("layout({rules}, binding = {b}, set = {s}) {ro}buffer")
                    }
                    "uniform" => format!("layout(std140, binding = {b}, set = {s}) uniform"),
                    _ => "layout(push_constant, std430) uniform".to_string(),
                };
                // A descriptor array of uniform or storage buffers
                // (`ConstantBuffer<T> name[N]`, a bindless heap of
                // structured buffers): an array of the block,
                // `name[i].member`.
                let (ty, suffix) = match *ctx.type_kind(ty) {
                    TypeKind::Array { elem, len } if storage != "push_constant" => {
                        if len.is_none() {
                            self.extensions.insert("GL_EXT_nonuniform_qualifier");
                        }
                        (elem, len.map_or("[]".to_string(), |n| format!("[{n}]")))
                    }
                    _ => (ty, String::new()),
                };
                let TypeKind::Struct { name: sname, fields } = ctx.type_kind(ty).clone() else {
                    return Err(cannot(ctx, op, "GLSL", "a block that is not a struct"));
                };
                let block = w.names.fresh(&format!("{}_block", ctx.str(sname)));
                // GLSL has no layout qualifier on struct members: the
                // `block-matrix-columns` pass leaves only row-major IR
                // matrices (GLSL's default column_major) in blocks.
                if has_column_major(ctx, ty) {
                    return Err(cannot(ctx, op, "GLSL", "a column-major matrix in a block (run block-matrix-columns)"));
                }
                let mut text = format!("{head} {block}\n{{\n");
                for (fname, fty) in fields {
                    text.push_str(&format!("    {} {};\n", self.ty(w, fty, op)?, w.field_name(ctx.str(fname))));
                }
                text.push_str(&format!("}} {name}{suffix};\n"));
                text
            }
            "workgroup" => format!("shared {} {name};\n", self.ty(w, ty, op)?),
            "task_payload" => {
                self.extensions.insert("GL_EXT_mesh_shader");
                format!("taskPayloadSharedEXT {} {name};\n", self.ty(w, ty, op)?)
            }
            "uniform_constant" => {
                let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
                // A descriptor array: `uniform sampler2D name[N]` (`[]` unsized).
                let (elem, suffix) = match *ctx.type_kind(ty) {
                    TypeKind::Array { elem, len } => {
                        if len.is_none() {
                            self.extensions.insert("GL_EXT_nonuniform_qualifier");
                        }
                        (elem, len.map_or("[]".to_string(), |n| format!("[{n}]")))
                    }
                    _ => (ty, String::new()),
                };
                let decl = self.opaque(w, elem, op)?;
                // A subpass input names its attachment.
                let attachment = ctx
                    .attr_int(op, "input_attachment_index")
                    .map_or(String::new(), |i| format!(", input_attachment_index = {i}"));
                match decl.1 {
                    Some(format) => {
                        format!("layout(binding = {b}, set = {s}, {format}) uniform {} {name}{suffix};\n", decl.0)
                    }
                    None => {
                        format!("layout(binding = {b}, set = {s}{attachment}) uniform {} {name}{suffix};\n", decl.0)
                    }
                }
            }
            // The ray-tracing stages' memory (GL_EXT_ray_tracing): payloads
            // and callable data a shader passes on, at the locations that
            // `traceRayEXT` / `executeCallableEXT` name; the incoming ones;
            // hit attributes; the shader record.
            "ray_payload" | "callable_data" => {
                self.ray_tracing();
                let location = ctx.attr_int(op, "location").unwrap_or(0);
                self.locations.insert(sym.clone(), location);
                let q = if storage == "ray_payload" { "rayPayloadEXT" } else { "callableDataEXT" };
                format!("layout(location = {location}) {q} {} {name};\n", self.ty(w, ty, op)?)
            }
            "incoming_ray_payload" | "incoming_callable_data" | "hit_attribute" => {
                self.ray_tracing();
                let q = match storage {
                    "incoming_ray_payload" => "rayPayloadInEXT",
                    "incoming_callable_data" => "callableDataInEXT",
                    _ => "hitAttributeEXT",
                };
                format!("{q} {} {name};\n", self.ty(w, ty, op)?)
            }
            "shader_record" => {
                self.ray_tracing();
                let TypeKind::Struct { name: sname, fields } = ctx.type_kind(ty).clone() else {
                    return Err(cannot(ctx, op, "GLSL", "a shader record that is not a struct"));
                };
                if has_column_major(ctx, ty) {
                    return Err(cannot(ctx, op, "GLSL", "a column-major matrix in a block (run block-matrix-columns)"));
                }
                let block = w.names.fresh(&format!("{}_block", ctx.str(sname)));
                let mut text = format!("layout(shaderRecordEXT, std430) buffer {block}\n{{\n");
                for (fname, fty) in fields {
                    text.push_str(&format!("    {} {};\n", self.ty(w, fty, op)?, w.field_name(ctx.str(fname))));
                }
                text.push_str(&format!("}} {name};\n"));
                text
            }
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                format!("{} {name} = {};\n", self.ty(w, ty, op)?, init.text)
            }
            other => return Err(cannot(ctx, op, "GLSL", format!("a variable in the {other} storage class"))),
        };
        self.globals.push_str(&decl);
        Ok(())
    }

    /// A variable of a vertex or fragment shader's interface: a `gl_`
    /// built-in or `layout(location = N) [flat|noperspective]
    /// [centroid|sample] in|out T name;`.
    fn io(&mut self, w: &mut Walker, v: crate::stage::IoVar) -> R<()> {
        let ctx = w.ctx;
        let op = v.op;
        let dir = if v.output { "out" } else { "in" };
        if let Some(b) = &v.builtin {
            if let TypeKind::Array { .. } = ctx.type_kind(v.ty) {
                if let Some((block, member)) = self.arrayed_builtin(b, v.output) {
                    if block.starts_with("gl_Mesh") {
                        self.extensions.insert("GL_EXT_mesh_shader");
                    }
                    self.arrayed_builtins.insert(v.sym.clone(), (block.to_string(), member.to_string()));
                    // Only indexed (`gl_in[i].gl_Position`) or read whole.
                    w.symbols.insert(v.sym, block.to_string());
                    return Ok(());
                }
            }
            let geometry = self.model == "Geometry";
            let name = match (b.as_str(), v.output) {
                ("PrimitiveId", false) if geometry => "gl_PrimitiveIDIn".to_string(),
                ("InvocationId", false) => "gl_InvocationID".to_string(),
                (b @ ("Layer" | "ViewportIndex"), output) => {
                    // Written before the geometry stage: an extension's.
                    if output && matches!(self.model.as_str(), "Vertex" | "TessellationEvaluation") {
                        self.extensions.insert("GL_ARB_shader_viewport_layer_array");
                    }
                    format!("gl_{b}")
                }
                ("TessCoord", false) => "gl_TessCoord".to_string(),
                ("TessLevelOuter", _) => "gl_TessLevelOuter".to_string(),
                ("TessLevelInner", _) => "gl_TessLevelInner".to_string(),
                ("PatchVertices", false) => "gl_PatchVerticesIn".to_string(),
                ("PrimitivePointIndicesEXT", true) => "gl_PrimitivePointIndicesEXT".to_string(),
                ("PrimitiveLineIndicesEXT", true) => "gl_PrimitiveLineIndicesEXT".to_string(),
                ("PrimitiveTriangleIndicesEXT", true) => "gl_PrimitiveTriangleIndicesEXT".to_string(),
                ("Position", _) => "gl_Position".to_string(),
                ("FragCoord", _) => "gl_FragCoord".to_string(),
                ("VertexIndex", _) => "gl_VertexIndex".to_string(),
                ("InstanceIndex", _) => "gl_InstanceIndex".to_string(),
                ("BaseVertex" | "BaseInstance", _) => {
                    self.version = self.version.max(460);
                    format!("gl_{b}")
                }
                ("FrontFacing", _) => "gl_FrontFacing".to_string(),
                ("ViewIndex", false) => {
                    self.extensions.insert("GL_EXT_multiview");
                    "gl_ViewIndex".to_string()
                }
                ("BaryCoordKHR", false) => {
                    self.extensions.insert("GL_EXT_fragment_shader_barycentric");
                    "gl_BaryCoordEXT".to_string()
                }
                ("BaryCoordNoPerspKHR", false) => {
                    self.extensions.insert("GL_EXT_fragment_shader_barycentric");
                    "gl_BaryCoordNoPerspEXT".to_string()
                }
                // An `int` (read into the IR's `uint`: GLSL converts).
                ("ShadingRateKHR", false) => {
                    self.extensions.insert("GL_EXT_fragment_shading_rate");
                    "gl_ShadingRateEXT".to_string()
                }
                ("DrawIndex", false) => {
                    self.version = self.version.max(460);
                    self.extensions.insert("GL_ARB_shader_draw_parameters");
                    "gl_DrawID".to_string()
                }
                (b @ ("FragSizeEXT" | "FragInvocationCountEXT"), false) => {
                    self.extensions.insert("GL_EXT_fragment_invocation_density");
                    format!("gl_{b}")
                }
                // Inner coverage (SV_InnerCoverage), as slangc spells it.
                ("FullyCoveredEXT", false) => {
                    self.extensions.insert("GL_NV_conservative_raster_underestimation");
                    "gl_FragFullyCoveredNV".to_string()
                }
                ("FragStencilRefEXT", true) => {
                    self.extensions.insert("GL_ARB_shader_stencil_export");
                    "gl_FragStencilRefARB".to_string()
                }
                ("PrimitiveId", _) => "gl_PrimitiveID".to_string(),
                ("SampleId", _) => "gl_SampleID".to_string(),
                // A scalar here (`spirv-entry-points{target=glsl}`).
                ("SampleMask", false) => "gl_SampleMaskIn[0]".to_string(),
                ("SampleMask", true) => "gl_SampleMask[0]".to_string(),
                ("FragDepth", _) => "gl_FragDepth".to_string(),
                ("PointSize", _) => "gl_PointSize".to_string(),
                ("PointCoord", _) => "gl_PointCoord".to_string(),
                ("SamplePosition", false) => "gl_SamplePosition".to_string(),
                ("ClipDistance" | "CullDistance", _) => {
                    // Redeclared with the size the shader uses.
                    let TypeKind::Array { len: Some(n), elem } = *ctx.type_kind(v.ty) else {
                        return Err(cannot(ctx, op, "GLSL", format!("a {b} that is not a sized array")));
                    };
                    // Per vertex (`gl_MeshVerticesEXT[i].gl_ClipDistance`)
                    // it needs the block redeclared: not printed yet.
                    if matches!(ctx.type_kind(elem), TypeKind::Array { .. }) {
                        return Err(cannot(ctx, op, "GLSL", format!("a {b} per vertex (an array of arrays)")));
                    }
                    let name = if b == "ClipDistance" { "gl_ClipDistance" } else { "gl_CullDistance" };
                    self.globals.push_str(&format!("{dir} float {name}[{n}];\n"));
                    name.to_string()
                }
                (other, _) => return Err(cannot(ctx, op, "GLSL", format!("the built-in {other} as {dir}put"))),
            };
            w.symbols.insert(v.sym, name);
            return Ok(());
        }
        let Some(location) = v.location else {
            return Err(cannot(ctx, op, "GLSL", "a stage variable without a location"));
        };
        let name = w.names.fresh(&v.sym);
        w.symbols.insert(v.sym.clone(), name.clone());
        let layout = match v.index {
            Some(i) => format!("layout(location = {location}, index = {i})"),
            None => format!("layout(location = {location})"),
        };
        let mut quals = String::new();
        for (d, q) in [
            ("Patch", "patch "),
            ("PerPrimitiveEXT", "perprimitiveEXT "),
            ("PerVertexKHR", "pervertexEXT "),
            ("Flat", "flat "),
            ("NoPerspective", "noperspective "),
            ("Centroid", "centroid "),
            ("Sample", "sample "),
        ] {
            if v.has(d) {
                quals.push_str(q);
            }
        }
        if v.has("PerVertexKHR") {
            self.extensions.insert("GL_EXT_fragment_shader_barycentric");
        }
        let tessellation = matches!(self.model.as_str(), "TessellationControl" | "TessellationEvaluation");
        let decl = match *ctx.type_kind(v.ty) {
            TypeKind::Array { elem, .. } if tessellation && !v.output && !v.has("Patch") => {
                self.unsized_inputs.insert(v.sym.clone(), name.clone());
                format!("{}[]", self.decl(w, elem, &name, op)?)
            }
            _ => self.decl(w, v.ty, &name, op)?,
        };
        self.globals.push_str(&format!("{layout} {quals}{dir} {decl};\n"));
        Ok(())
    }

    /// A texture or sampler: the GLSL type (`texture2D`, `uimage2D`,
    /// `sampler`) and, for an image, its format qualifier.
    fn opaque(&mut self, w: &Walker, ty: Type, op: Op) -> R<(String, Option<String>)> {
        let ctx = w.ctx;
        let name = match ctx.type_kind(ty) {
            TypeKind::Opaque { name, .. } => ctx.str(*name),
            _ => "",
        };
        if name == "hl.SamplerState" {
            return Ok(("sampler".to_string(), None));
        }
        // A comparison sampler; `sampler2DShadow(texture, s)` combines it.
        if name == "hl.SamplerComparisonState" {
            return Ok(("samplerShadow".to_string(), None));
        }
        if name == "hl.RaytracingAccelerationStructure" {
            // A ray-tracing pipeline's stage traces rays through it;
            // elsewhere only ray queries can.
            if is_ray_tracing_model(&self.model) {
                self.ray_tracing();
            } else {
                self.ray_query();
            }
            return Ok(("accelerationStructureEXT".to_string(), None));
        }
        let Some((texel, _, rw)) = hl::texture(ctx, ty) else {
            return Err(cannot(ctx, op, "GLSL", format!("the resource {}", nsl_ir::printer::print_type(ctx, ty))));
        };
        // `hl.RWTexture2D`, `hl.WTexture2D`, `hl.DepthTexture2D`: the `2D`.
        let base = name.trim_start_matches("hl.");
        let base = ["RW", "W", "Depth"].iter().find_map(|p| base.strip_prefix(p)).unwrap_or(base);
        let dim = base.trim_start_matches("Texture");
        let scalar = ctx.scalar_of(texel);
        let (prefix, suffix) = match *ctx.type_kind(scalar) {
            TypeKind::Float { width: 32 } => ("", "f"),
            TypeKind::Int { width: 32, signed: true } => ("i", "i"),
            TypeKind::Int { width: 32, signed: false } => ("u", "ui"),
            _ => return Err(cannot(ctx, op, "GLSL", "a texture of other than 32-bit texels")),
        };
        // A subpass input (`subpassInput`, `usubpassInputMS`).
        if let Some(ms) = name.strip_prefix("hl.SubpassInput") {
            return Ok((format!("{prefix}subpassInput{ms}"), None));
        }
        // A combined texture-sampler is GLSL's `sampler2D`, `samplerCubeShadow`...
        if let Some(dim) = name.strip_prefix("hl.Sampler") {
            return Ok((format!("{prefix}sampler{dim}"), None));
        }
        if !rw {
            self.extensions.insert("GL_EXT_samplerless_texture_functions");
            return Ok((format!("{prefix}texture{dim}"), None));
        }
        let channels = match *ctx.type_kind(texel) {
            TypeKind::Vector { len: 2, .. } => "rg",
            TypeKind::Vector { len: 4, .. } => "rgba",
            TypeKind::Vector { .. } => {
                return Err(cannot(ctx, op, "GLSL", "an image of 3-component texels (no such format)"))
            }
            _ => "r",
        };
        Ok((format!("{prefix}image{dim}"), Some(format!("{channels}32{suffix}"))))
    }

    /// The sampler a sampling op reads: a combined texture-sampler as it
    /// is, else `sampler2D(texture, sampler)`.
    fn sampled(&mut self, w: &Walker, op: Op, tex_ty: Type, a: &[Expr]) -> R<Expr> {
        self.combined(w, op, tex_ty, a, "")
    }

    /// The depth-comparing sampler a comparison reads: a combined one as
    /// it is, else `sampler2DShadow(texture, sampler)`.
    fn shadow_sampled(&mut self, w: &Walker, op: Op, tex_ty: Type, a: &[Expr]) -> R<Expr> {
        self.combined(w, op, tex_ty, a, "Shadow")
    }

    fn combined(&mut self, w: &Walker, op: Op, tex_ty: Type, a: &[Expr], suffix: &str) -> R<Expr> {
        if hl::texture_is_combined(w.ctx, tex_ty) {
            return Ok(a[0].clone());
        }
        let (tex, _) = self.opaque(w, tex_ty, op)?;
        let sampler_ty = format!("{}{suffix}", tex.replace("texture", "sampler"));
        Ok(Expr::call(&sampler_ty, &a[..2]))
    }

    /// The GLSL spelling of a texture op.
    fn texture(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == spv::HANDLE.name {
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "GLSL", "an unknown variable"))?;
            // An element of a descriptor array.
            return Ok(Some(match a.first() {
                Some(i) if ctx.attr(op, "nonuniform").is_some() => {
                    self.extensions.insert("GL_EXT_nonuniform_qualifier");
                    Expr::atom(n).index(&Expr::call("nonuniformEXT", std::slice::from_ref(i)))
                }
                Some(i) => Expr::atom(n).index(i),
                None => Expr::atom(n),
            }));
        }
        let tex_ty = ctx.value_type(ctx.operand(op, 0));
        let Some((texel, dims, rw)) = hl::texture(ctx, tex_ty) else { return Ok(None) };
        // A texel offset (the last operand) that `const-texel-offsets`
        // made a constant: the `*Offset` form of the function.
        let (a, offset) = match ctx.attr(op, "offset") {
            Some(_) => {
                let v = *ctx.operands(op).last().expect("an offset operand");
                if ctx.defining_op(v).is_none_or(|d| ctx.op_name(d) != arith::CONST.name) {
                    return Err(cannot(ctx, op, "GLSL", "a texel offset that is not a constant expression"));
                }
                let (last, rest) = a.split_last().expect("an offset operand");
                (rest, Some(last.clone()))
            }
            None => (a, None),
        };
        if ctx.attr(op, "clamp").is_some() {
            return Err(cannot(ctx, op, "GLSL", "a minimum level of detail (clamp)"));
        }
        // `f(args)`, or `fOffset` with the offset inserted at `at`.
        let call = |f: &str, mut args: Vec<Expr>, at: usize| match &offset {
            Some(o) => {
                args.insert(at.min(args.len()), o.clone());
                Expr::call(&format!("{f}Offset"), &args)
            }
            None => Expr::call(f, &args),
        };
        let offset_refused = |what: &str| -> R<()> {
            match offset {
                Some(_) => Err(cannot(ctx, op, "GLSL", format!("a texel offset on {what}"))),
                None => Ok(()),
            }
        };
        let ivec = |n: u8| if n == 1 { "int".to_string() } else { format!("ivec{n}") };
        // Texel reads give 4 components: keep the texel's.
        let narrow = |e: Expr| match *ctx.type_kind(texel) {
            TypeKind::Vector { len: 4, .. } => e,
            TypeKind::Vector { len, .. } => e.postfix(&format!(".{}", &"xyzw"[..len as usize])),
            _ => e.postfix(".x"),
        };
        Ok(Some(match name {
            // A subpass input reads the current fragment's texel; a
            // multisampled one takes the sample (the coordinate's last part).
            n if n == hl::TEXTURE_LOAD.name && hl::texture_is_subpass(ctx, tex_ty) => {
                offset_refused("a subpass input")?;
                if hl::texture_is_multisampled(ctx, tex_ty) {
                    let c = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                    let last = &"xyzw"[dims as usize..=dims as usize];
                    narrow(Expr::call(
                        "subpassLoad",
                        &[a[0].clone(), Expr::call("int", &[c.postfix(&format!(".{last}"))])],
                    ))
                } else {
                    narrow(Expr::call("subpassLoad", &a[..1]))
                }
            }
            // A multisampled image: the coordinate's last part is the sample.
            n if n == hl::TEXTURE_LOAD.name && rw && hl::texture_is_multisampled(ctx, tex_ty) => {
                offset_refused("an image")?;
                let c = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let xyz = &"xyzw"[..dims as usize];
                let last = &"xyzw"[dims as usize..=dims as usize];
                let coord = Expr::call(&ivec(dims), &[c.postfix(&format!(".{xyz}"))]);
                let sample = Expr::call("int", &[c.postfix(&format!(".{last}"))]);
                narrow(Expr::call("imageLoad", &[a[0].clone(), coord, sample]))
            }
            n if n == hl::TEXTURE_LOAD.name && rw => {
                offset_refused("an image")?;
                narrow(Expr::call("imageLoad", &[a[0].clone(), Expr::call(&ivec(dims), &a[1..2])]))
            }
            n if n == hl::TEXTURE_LOAD.name => {
                if hl::texture_is_multisampled(ctx, tex_ty) {
                    offset_refused("a multisampled texture")?;
                }
                // The last coordinate is the mip level.
                let c = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let xyz = &"xyzw"[..dims as usize];
                let lod = &"xyzw"[dims as usize..=dims as usize];
                let coord = Expr::call(&ivec(dims), &[c.postfix(&format!(".{xyz}"))]);
                let level = Expr::call("int", &[c.postfix(&format!(".{lod}"))]);
                narrow(call("texelFetch", vec![a[0].clone(), coord, level], 3))
            }
            n if n == hl::TEXTURE_SAMPLE_LEVEL.name => {
                let combined = self.sampled(w, op, tex_ty, a)?;
                narrow(call("textureLod", vec![combined, a[2].clone(), a[3].clone()], 3))
            }
            n if n == hl::TEXTURE_SAMPLE.name || n == hl::TEXTURE_SAMPLE_BIAS.name => {
                crate::stage::implicit_lod(ctx, op, "GLSL")?;
                let combined = self.sampled(w, op, tex_ty, a)?;
                let mut args = vec![combined];
                args.extend_from_slice(&a[2..]);
                // The offset goes before the bias.
                narrow(call("texture", args, 2))
            }
            // A depth texture-sampler (`sampler2DShadow`, combined or made
            // of a texture and a comparison sampler): the reference value
            // goes after the coordinates.
            n if n == hl::TEXTURE_SAMPLE_CMP.name => {
                let shadow = self.shadow_sampled(w, op, tex_ty, a)?;
                let fvec = |n: u8| if n == 1 { "float".to_string() } else { format!("vec{n}") };
                let (coord, reference) = (a[2].clone(), a[3].clone());
                let p = match dims {
                    // sampler1DShadow's reference is the third component.
                    1 => Expr::call("vec3", &[coord, Expr::atom("0.0"), reference]),
                    4 => coord,
                    _ => Expr::call(&fvec(dims + 1), &[coord, reference]),
                };
                let mut args = vec![shadow, p];
                if dims == 4 {
                    args.push(a[3].clone());
                }
                let cube = hl::texture_is_cube(ctx, tex_ty);
                let layered =
                    matches!(ctx.type_kind(tex_ty), TypeKind::Opaque { name, .. } if ctx.str(*name).contains("Array"));
                match a.get(4) {
                    Some(lod) if dims <= 2 && !cube && a.len() == 5 => {
                        args.push(lod.clone());
                        call("textureLod", args, 3)
                    }
                    // A 2D array's or a cube's level: GL_EXT_texture_shadow_lod.
                    Some(lod) if (cube || (layered && dims == 3)) && a.len() == 5 => {
                        self.extensions.insert("GL_EXT_texture_shadow_lod");
                        args.push(lod.clone());
                        // The offset (of a 2D array) goes after the level.
                        let at = args.len();
                        call("textureLod", args, at)
                    }
                    Some(_) => {
                        return Err(cannot(ctx, op, "GLSL", "a comparison at an explicit level of a 3D texture"))
                    }
                    None => {
                        crate::stage::implicit_lod(ctx, op, "GLSL")?;
                        call("texture", args, 2)
                    }
                }
            }
            n if n == hl::TEXTURE_SAMPLE_GRAD.name => {
                let combined = self.sampled(w, op, tex_ty, a)?;
                narrow(call("textureGrad", vec![combined, a[2].clone(), a[3].clone(), a[4].clone()], 4))
            }
            n if n == hl::TEXTURE_GATHER.name => {
                // A comparing gather (a reference value) reads a shadow sampler.
                let combined =
                    if a.len() > 3 { self.shadow_sampled(w, op, tex_ty, a)? } else { self.sampled(w, op, tex_ty, a)? };
                let last = match a.get(3) {
                    Some(reference) => reference.clone(),
                    None => Expr::atom(ctx.attr_int(op, "component").unwrap_or(0).to_string()),
                };
                // The offset goes before the component, after a reference.
                let at = if a.len() > 3 { 3 } else { 2 };
                call("textureGather", vec![combined, a[2].clone(), last], at)
            }
            n if n == hl::TEXTURE_QUERY_LOD.name => {
                offset_refused("a level-of-detail query")?;
                crate::stage::implicit_lod(ctx, op, "GLSL")?;
                let combined = self.sampled(w, op, tex_ty, a)?;
                let which = if ctx.attr(op, "unclamped").is_some() { ".y" } else { ".x" };
                Expr::call("textureQueryLod", &[combined, a[2].clone()]).postfix(which)
            }
            n if n == hl::TEXTURE_SIZE.name => {
                let size = if rw {
                    Expr::call("imageSize", &a[..1])
                } else if hl::texture_is_multisampled(ctx, tex_ty) {
                    // A multisampled texture has no levels.
                    Expr::call("textureSize", &a[..1])
                } else {
                    let lod = a.get(1).map_or(Expr::atom("0"), |l| Expr::call("int", std::slice::from_ref(l)));
                    Expr::call("textureSize", &[a[0].clone(), lod])
                };
                let rt = ctx.value_type(ctx.result(op, 0));
                Expr::call(&self.ty(w, rt, op)?, &[size])
            }
            n if n == hl::TEXTURE_LEVELS.name => Expr::call("uint", &[Expr::call("textureQueryLevels", &a[..1])]),
            n if n == hl::TEXTURE_SAMPLES.name => {
                let f = if rw { "imageSamples" } else { "textureSamples" };
                Expr::call("uint", &[Expr::call(f, &a[..1])])
            }
            _ => return Ok(None),
        }))
    }

    fn scalar(&mut self, w: &Walker, t: Type, op: Op) -> R<(&'static str, &'static str)> {
        // (scalar name, vector prefix)
        Ok(match *w.ctx.type_kind(t) {
            TypeKind::Bool => ("bool", "bvec"),
            TypeKind::Int { width: 32, signed: true } => ("int", "ivec"),
            TypeKind::Int { width: 32, signed: false } => ("uint", "uvec"),
            TypeKind::Float { width: 32 } => ("float", "vec"),
            TypeKind::Float { width: 64 } => ("double", "dvec"),
            TypeKind::Int { width: 64, signed } => {
                self.extensions.insert(INT64);
                if signed {
                    ("int64_t", "i64vec")
                } else {
                    ("uint64_t", "u64vec")
                }
            }
            TypeKind::Int { width: 16, signed } => {
                self.extensions.insert("GL_EXT_shader_explicit_arithmetic_types_int16");
                if signed {
                    ("int16_t", "i16vec")
                } else {
                    ("uint16_t", "u16vec")
                }
            }
            TypeKind::Int { width: 8, signed } => {
                self.extensions.insert("GL_EXT_shader_explicit_arithmetic_types_int8");
                if signed {
                    ("int8_t", "i8vec")
                } else {
                    ("uint8_t", "u8vec")
                }
            }
            TypeKind::Float { width: 16 } => {
                self.extensions.insert("GL_EXT_shader_explicit_arithmetic_types_float16");
                ("float16_t", "f16vec")
            }
            _ => return Err(cannot(w.ctx, op, "GLSL", "this scalar type")),
        })
    }

    fn is_vector(w: &Walker, t: Type) -> bool {
        matches!(w.ctx.type_kind(t), TypeKind::Vector { .. })
    }

    fn arith(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let ty = ctx.value_type(first);
        let rt = ctx.value_type(ctx.result(op, 0));
        let (is_bool, is_vec) = (w.is_bool(ty), Self::is_vector(w, ty));
        // Bool vectors have no logical operators: go through uint vectors.
        let bvec_op = |g: &mut Self, w: &mut Walker, sym: &str| -> R<Expr> {
            let TypeKind::Vector { len, .. } = *ctx.type_kind(ty) else { unreachable!() };
            let u = Expr::call(&format!("uvec{len}"), &[a[0].clone()]);
            let v = Expr::call(&format!("uvec{len}"), &[a[1].clone()]);
            let _ = g.ty(w, ty, op)?;
            Ok(Expr::call(&format!("bvec{len}"), &[u.binary(sym, &v, Prec::BitAnd)]))
        };
        let is_mat = matches!(ctx.type_kind(ty), TypeKind::Matrix { .. });
        Ok(Some(match name {
            // `*` on GLSL matrices is the linear-algebra product.
            n if n == arith::MUL.name && is_mat => Expr::call("matrixCompMult", a),
            n if n == arith::REM.name => {
                if w.is_float(ty) {
                    a[0].truncated_float_rem(&a[1])
                } else {
                    a[0].binary("%", &a[1], Prec::Multiplicative)
                }
            }
            n if n == arith::AND.name && is_bool && is_vec => bvec_op(self, w, "&")?,
            n if n == arith::OR.name && is_bool && is_vec => bvec_op(self, w, "|")?,
            n if n == arith::XOR.name && is_bool && is_vec => bvec_op(self, w, "^")?,
            n if n == arith::AND.name && is_bool => a[0].binary("&&", &a[1], Prec::LogicalAnd),
            n if n == arith::OR.name && is_bool => a[0].binary("||", &a[1], Prec::LogicalOr),
            n if n == arith::XOR.name && is_bool => a[0].binary("^^", &a[1], Prec::LogicalXor),
            n if n == arith::AND.name => a[0].binary("&", &a[1], Prec::BitAnd),
            n if n == arith::OR.name => a[0].binary("|", &a[1], Prec::BitOr),
            n if n == arith::XOR.name => a[0].binary("^", &a[1], Prec::BitXor),
            n if n == arith::NOT.name && is_bool && is_vec => Expr::call("not", a),
            n if n == arith::NOT.name && is_bool => a[0].prefix("!"),
            n if n == arith::NOT.name => a[0].prefix("~"),
            n if n == arith::SHL.name || n == arith::SHR.name => {
                // Shift amounts are taken modulo the width, as in the IR.
                let bits = u64::from(w.width(ty)) - 1;
                let sty = ctx.value_type(ctx.operand(op, 1));
                let mask = w.constant(self, sty, &AttrKind::Int(bits.into()), op)?;
                let amount = a[1].binary("&", &mask, Prec::BitAnd);
                let sym = if n == arith::SHL.name { "<<" } else { ">>" };
                a[0].binary(sym, &amount, Prec::Shift)
            }
            n if n == arith::CMP.name => {
                let pred = ctx.attr_str(op, "pred").unwrap_or("eq");
                if is_vec {
                    let f = match pred {
                        "eq" => "equal",
                        "ne" => "notEqual",
                        "lt" => "lessThan",
                        "le" => "lessThanEqual",
                        "gt" => "greaterThan",
                        _ => "greaterThanEqual",
                    };
                    Expr::call(f, a)
                } else {
                    crate::expr::comparison(pred, &a[0], &a[1])
                }
            }
            n if n == arith::SELECT.name => {
                if is_vec {
                    Expr::call("mix", &[a[2].clone(), a[1].clone(), a[0].clone()])
                } else {
                    Expr::ternary(&a[0], &a[1], &a[2])
                }
            }
            n if n == arith::CONVERT.name => {
                if ty == rt {
                    a[0].clone()
                } else {
                    Expr::call(&self.ty(w, rt, op)?, a)
                }
            }
            n if n == arith::BITCAST.name => self.bitcast(w, op, ty, rt, &a[0])?,
            _ => return Ok(None),
        }))
    }

    fn bitcast(&mut self, w: &mut Walker, op: Op, from: Type, to: Type, x: &Expr) -> R<Expr> {
        if from == to {
            return Ok(x.clone());
        }
        let ctx = w.ctx;
        let shape = |t: Type| match *ctx.type_kind(t) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        // A 64-bit scalar and a pair of 32-bit components, through
        // uint64_t and uvec2 (packUint2x32 / unpackUint2x32).
        let pair = |t: Type| shape(t) == 2 && w.width(t) == 32;
        let wide = |t: Type| shape(t) == 1 && w.width(t) == 64;
        if (wide(from) && pair(to)) || (pair(from) && wide(to)) {
            self.extensions.insert(INT64);
            let call = |f: &str, x: Expr| Expr::call(f, &[x]);
            let (float_from, signed_from) = (w.is_float(from), w.is_signed(from));
            let (float_to, signed_to) = (w.is_float(to), w.is_signed(to));
            return Ok(if wide(from) {
                let bits = match (float_from, signed_from) {
                    (true, _) => call("doubleBitsToUint64", x.clone()),
                    (false, true) => call("uint64_t", x.clone()),
                    (false, false) => x.clone(),
                };
                let halves = call("unpackUint2x32", bits);
                match (float_to, signed_to) {
                    (true, _) => call("uintBitsToFloat", halves),
                    (false, true) => call("ivec2", halves),
                    (false, false) => halves,
                }
            } else {
                let halves = match (float_from, signed_from) {
                    (true, _) => call("floatBitsToUint", x.clone()),
                    (false, true) => call("uvec2", x.clone()),
                    (false, false) => x.clone(),
                };
                let bits = call("packUint2x32", halves);
                match (float_to, signed_to) {
                    (true, _) => call("uint64BitsToDouble", bits),
                    (false, true) => call("int64_t", bits),
                    (false, false) => bits,
                }
            });
        }
        if shape(from) != shape(to) || w.width(from) != w.width(to) {
            return Err(cannot(ctx, op, "GLSL", "a bitcast that changes the number of components"));
        }
        let tname = self.ty(w, to, op)?;
        let (ff, tf) = (w.is_float(from), w.is_float(to));
        let f = match (ff, tf, w.width(from)) {
            (false, false, _) => return Ok(Expr::call(&tname, std::slice::from_ref(x))),
            (true, false, 32) => {
                if w.is_signed(to) {
                    "floatBitsToInt"
                } else {
                    "floatBitsToUint"
                }
            }
            (false, true, 32) => {
                if w.is_signed(from) {
                    "intBitsToFloat"
                } else {
                    "uintBitsToFloat"
                }
            }
            (true, false, 64) => {
                if w.is_signed(to) {
                    "doubleBitsToInt64"
                } else {
                    "doubleBitsToUint64"
                }
            }
            (false, true, 64) => {
                if w.is_signed(from) {
                    "int64BitsToDouble"
                } else {
                    "uint64BitsToDouble"
                }
            }
            (true, false, 16) => {
                if w.is_signed(to) {
                    "float16BitsToInt16"
                } else {
                    "float16BitsToUint16"
                }
            }
            (false, true, 16) => {
                if w.is_signed(from) {
                    "int16BitsToFloat16"
                } else {
                    "uint16BitsToFloat16"
                }
            }
            _ => return Err(cannot(ctx, op, "GLSL", "this bitcast")),
        };
        Ok(Expr::call(f, std::slice::from_ref(x)))
    }

    fn math(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let short = ctx.op_name(op).trim_start_matches("math.");
        let ty = ctx.value_type(ctx.operand(op, 0));
        let rt = ctx.value_type(ctx.result(op, 0));
        let one = |g: &mut Self, w: &mut Walker, t: Type| -> R<Expr> {
            let e = w.ctx.scalar_of(t);
            let v = if w.is_float(t) { AttrKind::Float(1f64.to_bits()) } else { AttrKind::Int(1) };
            let s = g.literal(w, e, &v, op)?;
            if Self::is_vector(w, t) {
                Ok(Expr::call(&g.ty(w, t, op)?, &[s]))
            } else {
                Ok(s)
            }
        };
        let zero = |g: &mut Self, w: &mut Walker, t: Type| -> R<Expr> { g.zero(w, t, op) };
        let direct = |f: &str| Expr::call(f, a);
        Ok(match short {
            // GLSL's dot takes floats only: an integer dot product is the
            // sum of the component products.
            "dot" if !w.is_float(ty) => {
                let n = w.components(ty);
                let product = |i: usize| {
                    a[0].postfix(&format!(".{}", &"xyzw"[i..i + 1])).binary(
                        "*",
                        &a[1].postfix(&format!(".{}", &"xyzw"[i..i + 1])),
                        Prec::Multiplicative,
                    )
                };
                (1..n).fold(product(0), |sum, i| sum.binary("+", &product(i), Prec::Additive))
            }
            // GLSL's min and max of floats are undefined where an operand
            // is a NaN (GLSL.std.450 FMin/FMax); the IR's give the other
            // operand (minimumNumber, SPIR-V's NMin/NMax).
            "min" | "max" if w.is_float(ty) => {
                let x = w.named(self, ctx.operand(op, 0), a[0].clone(), op)?;
                let y = w.named(self, ctx.operand(op, 1), a[1].clone(), op)?;
                let m = Expr::call(short, &[x.clone(), y.clone()]);
                let nan = |e: &Expr| Expr::call("isnan", std::slice::from_ref(e));
                if Self::is_vector(w, ty) {
                    Expr::call("mix", &[Expr::call("mix", &[m, x.clone(), nan(&y)]), y.clone(), nan(&x)])
                } else {
                    Expr::ternary(&nan(&x), &y, &Expr::ternary(&nan(&y), &x, &m))
                }
            }
            "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "exp" | "exp2" | "log"
            | "log2" | "sqrt" | "floor" | "ceil" | "trunc" | "degrees" | "radians" | "isnan" | "isinf" | "pow"
            | "step" | "smoothstep" | "fma" | "abs" | "min" | "max" | "clamp" | "sign" | "dot" | "cross" | "length"
            | "distance" | "normalize" | "reflect" | "refract" | "faceforward" | "determinant" => direct(short),
            // Of numbers: each component compared with 0 (`bool(x)`).
            "any" | "all" if !w.is_bool(ty) && !Self::is_vector(w, ty) => Expr::call("bool", a),
            "any" | "all" if !w.is_bool(ty) => {
                Expr::call(short, &[Expr::call(&format!("bvec{}", w.components(ty)), a)])
            }
            "any" | "all" if !Self::is_vector(w, ty) => a[0].clone(),
            "any" | "all" => direct(short),
            "rsqrt" => direct("inversesqrt"),
            "round" => direct("roundEven"),
            "frac" => direct("fract"),
            "lerp" => direct("mix"),
            "atan2" => direct("atan"),
            "log10" => {
                let k =
                    w.constant(self, ctx.scalar_of(ty), &AttrKind::Float(std::f64::consts::LOG10_2.to_bits()), op)?;
                direct("log2").binary("*", &k, Prec::Multiplicative)
            }
            "rcp" => one(self, w, ty)?.binary("/", &a[0], Prec::Multiplicative),
            "saturate" => {
                let (z, o) = (zero(self, w, ty)?, one(self, w, ty)?);
                Expr::call("clamp", &[a[0].clone(), z, o])
            }
            "mad" => a[0].binary("*", &a[1], Prec::Multiplicative).binary("+", &a[2], Prec::Additive),
            // GLSL's exp2 takes no doubles, its ldexp does (with an int
            // exponent; the IR's is a whole float of x's type).
            "ldexp" if matches!(ctx.type_kind(ctx.scalar_of(ty)), TypeKind::Float { width: 64 }) => {
                let n = w.components(ty);
                let int_ty = if n == 1 { "int".to_string() } else { format!("ivec{n}") };
                Expr::call("ldexp", &[a[0].clone(), Expr::call(&int_ty, &a[1..2])])
            }
            "ldexp" => a[0].binary("*", &Expr::call("exp2", &a[1..2]), Prec::Multiplicative),
            "isfinite" => {
                let both = if Self::is_vector(w, ty) {
                    let TypeKind::Vector { len, .. } = *ctx.type_kind(ty) else { unreachable!() };
                    let u = |f: &str| Expr::call(&format!("uvec{len}"), &[Expr::call(f, a)]);
                    let either = u("isnan").binary("|", &u("isinf"), Prec::BitOr);
                    return Ok(Expr::call("not", &[Expr::call(&format!("bvec{len}"), &[either])]));
                } else {
                    Expr::call("isnan", a).binary("||", &Expr::call("isinf", a), Prec::LogicalOr)
                };
                both.prefix("!")
            }
            "countbits" | "firstbithigh" | "firstbitlow" | "reversebits" => {
                // findMSB and findLSB take 64-bit integers (GL_EXT_shader_
                // explicit_arithmetic_types_int64), bitCount and
                // bitfieldReverse do not.
                if w.width(ty) == 64 && matches!(short, "countbits" | "reversebits") {
                    return Err(cannot(ctx, op, "GLSL", format!("'math.{short}' of 64-bit integers")));
                }
                let f = match short {
                    "countbits" => "bitCount",
                    "firstbithigh" => "findMSB",
                    "firstbitlow" => "findLSB",
                    _ => "bitfieldReverse",
                };
                // bitCount, findMSB and findLSB give int; the IR's result
                // type says how to read it.
                let call = direct(f);
                if f == "bitfieldReverse" {
                    call
                } else {
                    Expr::call(&self.ty(w, rt, op)?, &[call])
                }
            }
            "f32tof16" => {
                let low = Expr::call("packHalf2x16", &[Expr::call("vec2", &[a[0].clone(), Expr::atom("0.0")])]);
                low.binary("&", &Expr::atom("65535u"), Prec::BitAnd)
            }
            "f16tof32" => Expr::call("unpackHalf2x16", a).postfix(".x"),
            _ => return Err(cannot(ctx, op, "GLSL", format!("the op 'math.{short}'"))),
        })
    }

    fn gpu(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == gpu::ATOMIC_CMPXCHG.name {
            self.atomic_ext(w, op);
            return Ok(Expr::call("atomicCompSwap", a));
        }
        if name == gpu::ATOMIC.name {
            self.atomic_ext(w, op);
            let f = match ctx.attr_str(op, "op").unwrap_or("add") {
                "add" => "atomicAdd",
                "and" => "atomicAnd",
                "or" => "atomicOr",
                "xor" => "atomicXor",
                "min" => "atomicMin",
                "max" => "atomicMax",
                _ => "atomicExchange",
            };
            return Ok(Expr::call(f, a));
        }
        if name.starts_with("gpu.wave") {
            // Subgroup operations on 8-, 16- and 64-bit values need their
            // extended-types extension (glslang requires it).
            let values = ctx.operands(op).iter().map(|&v| ctx.value_type(v));
            for t in values.chain(ctx.results(op).iter().map(|&r| ctx.value_type(r))) {
                let ext = match *ctx.type_kind(ctx.scalar_of(t)) {
                    TypeKind::Int { width: 8, .. } => "GL_EXT_shader_subgroup_extended_types_int8",
                    TypeKind::Int { width: 16, .. } => "GL_EXT_shader_subgroup_extended_types_int16",
                    TypeKind::Int { width: 64, .. } => "GL_EXT_shader_subgroup_extended_types_int64",
                    TypeKind::Float { width: 16 } => "GL_EXT_shader_subgroup_extended_types_float16",
                    _ => continue,
                };
                self.extensions.insert(ext);
            }
        }
        if name == gpu::WAVE_GROUP.name {
            let f = match ctx.attr_str(op, "op").unwrap_or("add") {
                "add" => "Add",
                "mul" => "Mul",
                "min" => "Min",
                "max" => "Max",
                "and" => "And",
                "or" => "Or",
                _ => "Xor",
            };
            let group = match ctx.attr_str(op, "group").unwrap_or("reduce") {
                "inclusive" => "Inclusive",
                "exclusive" => "Exclusive",
                _ => "",
            };
            if a.len() == 2 {
                self.extensions.insert("GL_NV_shader_subgroup_partitioned");
                return Ok(Expr::call(&format!("subgroupPartitioned{group}{f}NV"), a));
            }
            self.extensions.insert("GL_KHR_shader_subgroup_arithmetic");
            return Ok(Expr::call(&format!("subgroup{group}{f}"), a));
        }
        if name == gpu::WAVE_ROTATE.name {
            self.extensions.insert("GL_KHR_shader_subgroup_rotate");
            let f = if a.len() == 3 { "subgroupClusteredRotate" } else { "subgroupRotate" };
            return Ok(Expr::call(f, a));
        }
        if name == gpu::IS_HELPER_LANE.name {
            return Ok(Expr::atom("gl_HelperInvocation"));
        }
        if name == gpu::WAVE_QUAD_BROADCAST.name {
            self.extensions.insert("GL_KHR_shader_subgroup_quad");
            return Ok(Expr::call("subgroupQuadBroadcast", &[a[0].clone(), Expr::call("uint", &a[1..2])]));
        }
        if name == gpu::WAVE_QUAD_SWAP.name {
            self.extensions.insert("GL_KHR_shader_subgroup_quad");
            let f = match ctx.attr_str(op, "direction") {
                Some("x") => "subgroupQuadSwapHorizontal",
                Some("y") => "subgroupQuadSwapVertical",
                _ => "subgroupQuadSwapDiagonal",
            };
            return Ok(Expr::call(f, &a[..1]));
        }
        if name == gpu::WAVE_QUAD_ANY.name || name == gpu::WAVE_QUAD_ALL.name {
            // The quad's four values through three swaps, every lane
            // taking part in every swap (no short circuit).
            self.extensions.insert("GL_KHR_shader_subgroup_quad");
            let mut parts = vec![a[0].clone()];
            for f in ["subgroupQuadSwapHorizontal", "subgroupQuadSwapVertical", "subgroupQuadSwapDiagonal"] {
                parts.push(Expr::call(f, a));
            }
            let vote = if name == gpu::WAVE_QUAD_ANY.name { "any" } else { "all" };
            return Ok(Expr::call(vote, &[Expr::call("bvec4", &parts)]));
        }
        let short = name.trim_start_matches("gpu.wave_");
        let (f, ext) = match short {
            "is_first_lane" => ("subgroupElect", "GL_KHR_shader_subgroup_basic"),
            "active_sum" => ("subgroupAdd", "GL_KHR_shader_subgroup_arithmetic"),
            "active_product" => ("subgroupMul", "GL_KHR_shader_subgroup_arithmetic"),
            "active_min" => ("subgroupMin", "GL_KHR_shader_subgroup_arithmetic"),
            "active_max" => ("subgroupMax", "GL_KHR_shader_subgroup_arithmetic"),
            "active_bit_and" => ("subgroupAnd", "GL_KHR_shader_subgroup_arithmetic"),
            "active_bit_or" => ("subgroupOr", "GL_KHR_shader_subgroup_arithmetic"),
            "active_bit_xor" => ("subgroupXor", "GL_KHR_shader_subgroup_arithmetic"),
            "prefix_sum" => ("subgroupExclusiveAdd", "GL_KHR_shader_subgroup_arithmetic"),
            "prefix_product" => ("subgroupExclusiveMul", "GL_KHR_shader_subgroup_arithmetic"),
            "active_all_true" => ("subgroupAll", "GL_KHR_shader_subgroup_vote"),
            "active_any_true" => ("subgroupAny", "GL_KHR_shader_subgroup_vote"),
            "read_lane_first" => ("subgroupBroadcastFirst", "GL_KHR_shader_subgroup_ballot"),
            "read_lane_at" => ("subgroupShuffle", "GL_KHR_shader_subgroup_shuffle"),
            "active_ballot" => ("subgroupBallot", "GL_KHR_shader_subgroup_ballot"),
            "active_count_bits" => {
                self.extensions.insert("GL_KHR_shader_subgroup_ballot");
                return Ok(Expr::call("subgroupBallotBitCount", &[Expr::call("subgroupBallot", a)]));
            }
            _ => return Err(cannot(ctx, op, "GLSL", format!("the op '{name}'"))),
        };
        self.extensions.insert(ext);
        Ok(Expr::call(f, a))
    }

    fn atomic_ext(&mut self, w: &Walker, op: Op) {
        let ty = w.ctx.value_type(w.ctx.result(op, 0));
        // Float atomics of every width come from the float extensions (half,
        // minima and maxima: its second version), not from the 64-bit
        // integer one.
        let min_max = matches!(w.ctx.attr_str(op, "op"), Some("min" | "max"));
        if w.is_float(ty) && (w.width(ty) == 16 || min_max) {
            self.extensions.insert("GL_EXT_shader_atomic_float2");
        } else if w.is_float(ty) {
            self.extensions.insert("GL_EXT_shader_atomic_float");
        } else if w.width(ty) == 64 {
            self.extensions.insert("GL_EXT_shader_atomic_int64");
        }
    }

    fn matrix(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let is_mat_op = name == mat::TRANSPOSE.name || name.starts_with("mat.mul");
        if !is_mat_op {
            return Ok(None);
        }
        if !w.is_float(ctx.value_type(first)) {
            return Err(cannot(ctx, op, "GLSL", "integer matrix arithmetic (GLSL matrices are float)"));
        }
        Ok(Some(match name {
            n if n == mat::TRANSPOSE.name => Expr::call("transpose", a),
            _ => a[1].binary("*", &a[0], Prec::Multiplicative),
        }))
    }
}

impl Target for Glsl {
    fn name(&self) -> &'static str {
        "GLSL"
    }

    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        Ok(match ctx.type_kind(t).clone() {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => self.scalar(w, t, op)?.0.to_string(),
            TypeKind::Vector { elem, len } => format!("{}{len}", self.scalar(w, elem, op)?.1),
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let prefix = match *ctx.type_kind(elem) {
                    TypeKind::Float { width: 32 } => "mat",
                    TypeKind::Float { width: 64 } => "dmat",
                    TypeKind::Float { width: 16 } => {
                        self.scalar(w, elem, op)?;
                        "f16mat"
                    }
                    _ => return Err(cannot(ctx, op, "GLSL", "an integer or bool matrix (GLSL matrices are float)")),
                };
                if rows == cols {
                    format!("{prefix}{rows}")
                } else {
                    format!("{prefix}{rows}x{cols}")
                }
            }
            TypeKind::Array { elem, len } => {
                let inner = self.ty(w, elem, op)?;
                // The outer dimension comes first: `float[3][2]` is three
                // arrays of two.
                let split = inner.find('[').unwrap_or(inner.len());
                let dim = len.map_or(String::new(), |n| n.to_string());
                format!("{}[{dim}]{}", &inner[..split], &inner[split..])
            }
            TypeKind::Struct { name, fields } => {
                if let Some(n) = self.struct_names.get(&t) {
                    return Ok(n.clone());
                }
                let mut body = String::new();
                for (fname, fty) in &fields {
                    body.push_str(&format!("    {} {};\n", self.ty(w, *fty, op)?, w.field_name(ctx.str(*fname))));
                }
                // GLSL has no empty structs: one unused member stands in.
                if fields.is_empty() {
                    body.push_str("    int empty_;\n");
                }
                let n = w.names.fresh(ctx.str(name));
                self.structs.push_str(&format!("struct {n}\n{{\n{body}}};\n"));
                self.struct_names.insert(t, n.clone());
                n
            }
            TypeKind::Opaque { name, .. } if ctx.str(name) == "hl.RayQuery" => {
                self.ray_query();
                "rayQueryEXT".to_string()
            }
            _ if is_value_pointer(ctx, t) => self.reference_type(w, t, op)?,
            _ => return Err(cannot(ctx, op, "GLSL", format!("the type {}", nsl_ir::printer::print_type(ctx, t)))),
        })
    }

    fn expr(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == hl::SPEC_CONST.name {
            let (mut names, mut globals) = (std::mem::take(&mut self.spec_names), std::mem::take(&mut self.globals));
            let decl =
                |id: i128, n: &str, ty: &str, v: &str| format!("layout(constant_id = {id}) const {ty} {n} = {v};\n");
            let r = w.spec_const(self, op, &mut names, &mut globals, &decl);
            (self.spec_names, self.globals) = (names, globals);
            return r.map(Some);
        }
        if let Some(e) = self.device_address(w, op, a)? {
            return Ok(Some(e));
        }
        if name.starts_with("arith.") {
            return self.arith(w, op, a);
        }
        if name.starts_with("math.") {
            return self.math(w, op, a).map(Some);
        }
        if name == gpu::DERIVATIVE.name {
            let control = match ctx.attr_str(op, "control") {
                Some("fine") => "Fine",
                Some("coarse") => "Coarse",
                _ => "",
            };
            let f = match ctx.attr_str(op, "axis") {
                Some("x") => "dFdx",
                Some("y") => "dFdy",
                _ => "fwidth",
            };
            return Ok(Some(Expr::call(&format!("{f}{control}"), &a[..1])));
        }
        if name.starts_with("gpu.") {
            return self.gpu(w, op, a).map(Some);
        }
        if name == hl::INTERPOLATE_INPUT.name {
            let f = match ctx.attr_str(op, "mode") {
                Some("sample") => "interpolateAtSample",
                Some("offset") => "interpolateAtOffset",
                _ => "interpolateAtCentroid",
            };
            return Ok(Some(Expr::call(f, a)));
        }
        if name.starts_with("mat.") {
            return self.matrix(w, op, a);
        }
        if name.starts_with("rt.") {
            if let Some(e) = self.ray_tracing_op(w, op, a)? {
                return Ok(Some(e));
            }
            return self.ray_query_op(w, op, a).map(Some);
        }
        // An element of a descriptor array of uniform blocks whose index may
        // differ between invocations.
        if name == nsl_dialects::mem::ELEM_ADDR.name && ctx.attr(op, "nonuniform").is_some() {
            self.extensions.insert("GL_EXT_nonuniform_qualifier");
            return Ok(Some(a[0].index(&Expr::call("nonuniformEXT", &a[1..2]))));
        }
        // Per-vertex built-ins: `gl_in[i].gl_Position`, or the array whole.
        if name == nsl_dialects::mem::ELEM_ADDR.name {
            // A tessellation control shader writes its own control point,
            // indexed by `gl_InvocationID` itself (GLSL requires it).
            let index = match ctx.defining_op(ctx.operand(op, 1)) {
                Some(l) if self.model == "TessellationControl" && ctx.op_name(l) == nsl_dialects::mem::LOAD.name => {
                    let builtin = ctx
                        .defining_op(ctx.operand(l, 0))
                        .filter(|&d| ctx.op_name(d) == spv::ADDR.name)
                        .and_then(|d| ctx.attr_symbol(d, "var"))
                        .and_then(|v| w.symbols.get(ctx.str(v)));
                    if builtin.is_some_and(|b| b == "gl_InvocationID") {
                        Expr::atom("gl_InvocationID")
                    } else {
                        a[1].clone()
                    }
                }
                _ => a[1].clone(),
            };
            if let Some((block, member)) = self.arrayed_base(w, ctx.operand(op, 0)) {
                return Ok(Some(Expr::atom(block).index(&index).postfix(&format!(".{member}"))));
            }
            if self.model == "TessellationControl" {
                return Ok(Some(a[0].index(&index)));
            }
        }
        if name == nsl_dialects::mem::LOAD.name {
            if let Some((block, member)) = self.arrayed_base(w, ctx.operand(op, 0)) {
                let rt = ctx.value_type(ctx.result(op, 0));
                let TypeKind::Array { len: Some(n), .. } = *ctx.type_kind(rt) else {
                    return Err(cannot(ctx, op, "GLSL", "a per-vertex built-in that is not a sized array"));
                };
                let parts: Vec<Expr> = (0..n)
                    .map(|i| Expr::atom(&block).index(&Expr::number(i.to_string())).postfix(&format!(".{member}")))
                    .collect();
                return Ok(Some(Expr::call(&self.ty(w, rt, op)?, &parts)));
            }
            if let Some(name) = self.unsized_base(w, ctx.operand(op, 0)) {
                let rt = ctx.value_type(ctx.result(op, 0));
                let TypeKind::Array { len: Some(n), .. } = *ctx.type_kind(rt) else {
                    return Err(cannot(ctx, op, "GLSL", "a per-vertex input that is not a sized array"));
                };
                let parts: Vec<Expr> = (0..n).map(|i| Expr::atom(&name).index(&Expr::number(i.to_string()))).collect();
                return Ok(Some(Expr::call(&self.ty(w, rt, op)?, &parts)));
            }
        }
        if name == spv::ADDR.name {
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "GLSL", "an unknown variable"))?;
            return Ok(Some(Expr::atom(n)));
        }
        if name == spv::HANDLE.name || name.starts_with("hl.texture") {
            return self.texture(w, op, a);
        }
        if name == spv::ARRAY_LENGTH.name {
            let member = ctx.attr_int(op, "member").unwrap_or(0);
            let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) else {
                return Err(cannot(ctx, op, "GLSL", "an array length of a non-pointer"));
            };
            let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else {
                return Err(cannot(ctx, op, "GLSL", "an array length of a non-block"));
            };
            let f = w.field_name(ctx.str(fields[member as usize].0));
            let len = a[0].postfix(&format!(".{f}")).postfix(".length()");
            let rt = ctx.value_type(ctx.result(op, 0));
            return Ok(Some(Expr::call(&self.ty(w, rt, op)?, &[len])));
        }
        Ok(None)
    }

    fn stmt(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<()> {
        let ctx = w.ctx;
        if ctx.op_name(op) == hl::DISCARD.name {
            w.line("discard;");
            return Ok(());
        }
        {
            use nsl_dialects::hl_stage;
            let n = ctx.op_name(op);
            if n == hl_stage::EMIT_VERTEX.name {
                w.line("EmitVertex();");
                return Ok(());
            }
            if n == hl_stage::END_PRIMITIVE.name {
                w.line("EndPrimitive();");
                return Ok(());
            }
            if n == hl_stage::PATCH_BARRIER.name {
                w.line("barrier();");
                return Ok(());
            }
            if n == hl_stage::SET_MESH_OUTPUTS.name {
                self.extensions.insert("GL_EXT_mesh_shader");
                w.line(&format!("{};", Expr::call("SetMeshOutputsEXT", args).text));
                return Ok(());
            }
            if n == hl_stage::DISPATCH_MESH.name {
                self.extensions.insert("GL_EXT_mesh_shader");
                w.line(&format!("{};", Expr::call("EmitMeshTasksEXT", &args[..3.min(args.len())]).text));
                return Ok(());
            }
        }
        if ctx.op_name(op) == gpu::PRINTF.name || ctx.op_name(op) == gpu::ABORT.name {
            let (extension, call) = if ctx.op_name(op) == gpu::ABORT.name {
                ("GL_EXT_shader_abort", "abortEXT")
            } else {
                ("GL_EXT_debug_printf", "debugPrintfEXT")
            };
            self.extensions.insert(extension);
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
            w.line(&format!("{call}({});", parts.join(", ")));
            return Ok(());
        }
        if ctx.op_name(op).starts_with("rt.") {
            let call = match self.ray_tracing_op(w, op, args)? {
                Some(e) => e,
                None => self.ray_query_op(w, op, args)?,
            };
            w.line(&format!("{};", call.text));
            return Ok(());
        }
        if ctx.op_name(op) == gpu::INVOCATION_INTERLOCK.name {
            self.extensions.insert("GL_ARB_fragment_shader_interlock");
            let begin = ctx.attr_str(op, "action") == Some("begin");
            w.line(if begin { "beginInvocationInterlockARB();" } else { "endInvocationInterlockARB();" });
            return Ok(());
        }
        if ctx.op_name(op) == gpu::BARRIER.name {
            let sync = ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
            let fence = match ctx.attr_str(op, "scope") {
                Some("workgroup") => "memoryBarrierShared();",
                Some("device") => "memoryBarrierBuffer();",
                _ => "memoryBarrier();",
            };
            w.line(fence);
            if sync {
                w.line("barrier();");
            }
            return Ok(());
        }
        if ctx.op_name(op) == hl::TEXTURE_STORE.name {
            let tex_ty = ctx.value_type(ctx.operand(op, 0));
            let Some((texel, dims, _)) = hl::texture(ctx, tex_ty) else {
                return Err(cannot(ctx, op, "GLSL", "a store to a non-texture"));
            };
            let ivec = if dims == 1 { "int" } else { ["", "", "ivec2", "ivec3", "ivec4"][dims as usize] };
            // A multisampled image: the coordinate's last part is the sample.
            let mut coords = vec![Expr::call(ivec, &args[1..2])];
            if hl::texture_is_multisampled(ctx, tex_ty) {
                let c = w.named(self, ctx.operand(op, 1), args[1].clone(), op)?;
                let xyz = &"xyzw"[..dims as usize];
                let last = &"xyzw"[dims as usize..=dims as usize];
                coords = vec![
                    Expr::call(ivec, &[c.postfix(&format!(".{xyz}"))]),
                    Expr::call("int", &[c.postfix(&format!(".{last}"))]),
                ];
            }
            // Image stores take 4 components: pad the texel.
            let (prefix, zero) = match *ctx.type_kind(ctx.scalar_of(texel)) {
                TypeKind::Int { signed: true, .. } => ("i", "0"),
                TypeKind::Int { .. } => ("u", "0u"),
                _ => ("", "0.0"),
            };
            let len = match *ctx.type_kind(texel) {
                TypeKind::Vector { len, .. } => len as usize,
                _ => 1,
            };
            let mut parts = vec![args[2].clone()];
            parts.extend((len..4).map(|_| Expr::atom(zero)));
            let value = if len == 4 { args[2].clone() } else { Expr::call(&format!("{prefix}vec4"), &parts) };
            let mut store = vec![args[0].clone()];
            store.extend(coords);
            store.push(value);
            w.line(&format!("{};", Expr::call("imageStore", &store).text));
            return Ok(());
        }
        Err(cannot(ctx, op, "GLSL", format!("the op '{}'", ctx.op_name(op))))
    }

    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr> {
        if is_value_pointer(w.ctx, ty) {
            let reference = self.ty(w, ty, op)?;
            return Ok(Expr::call(&reference, &[Expr::atom("uint64_t(0)")]));
        }
        w.zero_ctor(self, ty, op)
    }

    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        let name = self.ty(w, ty, op)?;
        match w.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } if fields.is_empty() => Ok(Expr::call(&name, &[Expr::atom("0")])),
            _ => Ok(Expr::call(&name, parts)),
        }
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
                        self.extensions.insert(INT64);
                        Expr::call("int64_t", &[Expr::atom("0x8000000000000000ul")])
                    }
                    (64, true) => {
                        self.extensions.insert(INT64);
                        Expr::number(format!("{v}l"))
                    }
                    (64, false) => {
                        self.extensions.insert(INT64);
                        Expr::atom(format!("{v}ul"))
                    }
                    _ => {
                        let t = self.ty(w, ty, op)?;
                        Expr::call(&t, &[Expr::number(v.to_string())])
                    }
                }
            }
            (TypeKind::Float { width }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits);
                match width {
                    64 if v.is_finite() => Expr::number(format!("{v:?}lf")),
                    64 => {
                        // The bits are a 64-bit literal.
                        self.extensions.insert(INT64);
                        Expr::call("uint64BitsToDouble", &[Expr::atom(format!("{}ul", v.to_bits()))])
                    }
                    _ if !v.is_finite() => {
                        let f = Expr::call("uintBitsToFloat", &[Expr::atom(format!("{:#x}u", (v as f32).to_bits()))]);
                        if width == 16 {
                            Expr::call(&self.ty(w, ty, op)?, &[f])
                        } else {
                            f
                        }
                    }
                    32 => Expr::number(format!("{:?}", v as f32)),
                    _ => Expr::call(&self.ty(w, ty, op)?, &[Expr::number(format!("{:?}", v as f32))]),
                }
            }
            (TypeKind::Float { .. }, AttrKind::Int(v)) => {
                let bits = (*v as f64).to_bits();
                return self.literal(w, ty, &AttrKind::Float(bits), op);
            }
            _ => return Err(cannot(ctx, op, "GLSL", "a constant of this type")),
        })
    }
}

impl Glsl {
    /// The layout declarations of a geometry, tessellation, mesh or task
    /// shader's execution modes (`layout(triangles) in;`, ...).
    fn stage_modes(&mut self, ctx: &Context, e: Op) {
        let model = self.model.clone();
        let modes = crate::stage::modes(ctx, e);
        let mut tess: Vec<&str> = Vec::new();
        if matches!(model.as_str(), "MeshEXT" | "TaskEXT") {
            self.extensions.insert("GL_EXT_mesh_shader");
        }
        if is_ray_tracing_model(&model) {
            self.ray_tracing();
        }
        for mode in &modes {
            let (name, n) = match mode.split_once(' ') {
                Some((m, n)) => (m, n),
                None => (mode.as_str(), ""),
            };
            let line = match (model.as_str(), name) {
                ("Geometry", "InputPoints") => "layout(points) in;".to_string(),
                ("Geometry", "InputLines") => "layout(lines) in;".to_string(),
                ("Geometry", "InputLinesAdjacency") => "layout(lines_adjacency) in;".to_string(),
                ("Geometry", "Triangles") => "layout(triangles) in;".to_string(),
                ("Geometry", "InputTrianglesAdjacency") => "layout(triangles_adjacency) in;".to_string(),
                ("Geometry", "Invocations") => format!("layout(invocations = {n}) in;"),
                ("Geometry" | "MeshEXT", "OutputVertices") => format!("layout(max_vertices = {n}) out;"),
                ("Geometry" | "MeshEXT", "OutputPoints") => "layout(points) out;".to_string(),
                ("Geometry", "OutputLineStrip") => "layout(line_strip) out;".to_string(),
                ("Geometry", "OutputTriangleStrip") => "layout(triangle_strip) out;".to_string(),
                ("MeshEXT", "OutputPrimitivesEXT") => format!("layout(max_primitives = {n}) out;"),
                ("MeshEXT", "OutputLinesEXT") => "layout(lines) out;".to_string(),
                ("MeshEXT", "OutputTrianglesEXT") => "layout(triangles) out;".to_string(),
                ("TessellationControl", "OutputVertices") => format!("layout(vertices = {n}) out;"),
                // GLSL gives the tessellator's modes to the evaluation
                // shader only.
                ("TessellationEvaluation", m) => {
                    tess.extend(match m {
                        "Triangles" => Some("triangles"),
                        "Quads" => Some("quads"),
                        "Isolines" => Some("isolines"),
                        "SpacingEqual" => Some("equal_spacing"),
                        "SpacingFractionalEven" => Some("fractional_even_spacing"),
                        "SpacingFractionalOdd" => Some("fractional_odd_spacing"),
                        "VertexOrderCw" => Some("cw"),
                        "VertexOrderCcw" => Some("ccw"),
                        "PointMode" => Some("point_mode"),
                        _ => None,
                    });
                    continue;
                }
                _ => continue,
            };
            self.globals.push_str(&line);
            self.globals.push('\n');
        }
        if !tess.is_empty() {
            self.globals.push_str(&format!("layout({}) in;\n", tess.join(", ")));
        }
        // GLSL requires an input primitive: triangles without one, as slangc.
        let inputs = ["InputPoints", "InputLines", "InputLinesAdjacency", "Triangles", "InputTrianglesAdjacency"];
        if model == "Geometry" && !modes.iter().any(|m| inputs.contains(&m.as_str())) {
            self.globals.push_str("layout(triangles) in;\n");
        }
    }

    /// The GLSL spelling of a built-in that is an array of one per vertex
    /// (or per primitive) of a geometry, tessellation or mesh shader: the
    /// block array and its member (`gl_in`, `gl_Position`).
    fn arrayed_builtin(&self, builtin: &str, output: bool) -> Option<(&'static str, &'static str)> {
        let member = match builtin {
            "Position" => "gl_Position",
            "PointSize" => "gl_PointSize",
            "PrimitiveId" => "gl_PrimitiveID",
            "Layer" => "gl_Layer",
            "ViewportIndex" => "gl_ViewportIndex",
            "CullPrimitiveEXT" => "gl_CullPrimitiveEXT",
            _ => return None,
        };
        let per_primitive = matches!(builtin, "PrimitiveId" | "Layer" | "ViewportIndex" | "CullPrimitiveEXT");
        let block = match (self.model.as_str(), output) {
            ("MeshEXT", true) if per_primitive => "gl_MeshPrimitivesEXT",
            ("MeshEXT", true) => "gl_MeshVerticesEXT",
            ("TessellationControl", true) => "gl_out",
            (_, false) if !per_primitive => "gl_in",
            _ => return None,
        };
        Some((block, member))
    }

    /// The variable behind an address, if it is a per-vertex built-in
    /// array: its block array and member.
    fn arrayed_base(&self, w: &Walker, addr: nsl_ir::Value) -> Option<(String, String)> {
        let ctx = w.ctx;
        let def = ctx.defining_op(addr)?;
        if ctx.op_name(def) != spv::ADDR.name {
            return None;
        }
        let var = ctx.attr_symbol(def, "var")?;
        self.arrayed_builtins.get(ctx.str(var)).cloned()
    }

    /// The name of the unsized tessellation input behind an address.
    fn unsized_base(&self, w: &Walker, addr: nsl_ir::Value) -> Option<String> {
        let ctx = w.ctx;
        let def = ctx.defining_op(addr)?;
        if ctx.op_name(def) != spv::ADDR.name {
            return None;
        }
        let var = ctx.attr_symbol(def, "var")?;
        self.unsized_inputs.get(ctx.str(var)).cloned()
    }

    /// Ray-tracing pipelines: GL_EXT_ray_tracing, from GLSL 4.60.
    fn ray_tracing(&mut self) {
        self.extensions.insert(RAY_TRACING);
        self.version = self.version.max(460);
    }

    /// The `Location` of the payload or callable-data variable behind an
    /// address (`spirv-ray-tracing` gave each its own): GLSL's
    /// `traceRayEXT` and `executeCallableEXT` name the variable by it.
    fn location_of(&self, w: &Walker, op: Op, addr: nsl_ir::Value) -> R<i128> {
        let ctx = w.ctx;
        ctx.defining_op(addr)
            .filter(|&d| ctx.op_name(d) == spv::ADDR.name)
            .and_then(|d| ctx.attr_symbol(d, "var"))
            .and_then(|v| self.locations.get(ctx.str(v)).copied())
            .ok_or_else(|| cannot(ctx, op, "GLSL", "a payload that is not a variable at a location"))
    }

    /// The ops of ray-tracing pipelines (`rt.trace_ray`, `rt.call_shader`,
    /// `rt.report_hit`, `rt.ignore_hit`, ...) as GL_EXT_ray_tracing's
    /// functions and statements; `None` for the other `rt` ops.
    fn ray_tracing_op(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        use nsl_dialects::rt;
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let e = if name == rt::TRACE_RAY.name || name == rt::TRACE_MOTION_RAY.name {
            let last = a.len() - 1;
            let location = self.location_of(w, op, ctx.operand(op, last))?;
            let mut args = a[..last].to_vec();
            args.push(Expr::atom(location.to_string()));
            let f = if name == rt::TRACE_RAY.name {
                "traceRayEXT"
            } else {
                self.extensions.insert("GL_NV_ray_tracing_motion_blur");
                "traceRayMotionNV"
            };
            Expr::call(f, &args)
        } else if name == rt::CALL_SHADER.name {
            let location = self.location_of(w, op, ctx.operand(op, 1))?;
            Expr::call("executeCallableEXT", &[a[0].clone(), Expr::atom(location.to_string())])
        } else if name == rt::REPORT_HIT.name {
            // The attributes are in the hit-attribute variable already.
            Expr::call("reportIntersectionEXT", &a[..2])
        } else if name == rt::IGNORE_HIT.name {
            Expr::atom("ignoreIntersectionEXT")
        } else if name == rt::ACCEPT_HIT_AND_END_SEARCH.name {
            Expr::atom("terminateRayEXT")
        } else {
            return Ok(None);
        };
        self.ray_tracing();
        Ok(Some(e))
    }

    /// Inline ray tracing: GL_EXT_ray_query, from GLSL 4.60.
    fn ray_query(&mut self) {
        self.extensions.insert("GL_EXT_ray_query");
        self.version = self.version.max(460);
    }

    /// The ray-query ops (`rt.query_*`) as GL_EXT_ray_query's functions;
    /// the query operand prints as the query variable. Tracing rays and
    /// the ray-tracing stages are not printed.
    fn ray_query_op(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        self.ray_query();
        if name == nsl_dialects::rt::QUERY_INITIALIZE.name {
            return Ok(Expr::call("rayQueryInitializeEXT", a));
        }
        if name == nsl_dialects::rt::QUERY_PROCEED.name {
            return Ok(Expr::call("rayQueryProceedEXT", a));
        }
        if name == nsl_dialects::rt::QUERY_CONTROL.name {
            let f = match ctx.attr_str(op, "action") {
                Some("abort") => "rayQueryTerminateEXT",
                Some("confirm") => "rayQueryConfirmIntersectionEXT",
                _ => "rayQueryGenerateIntersectionEXT",
            };
            return Ok(Expr::call(f, a));
        }
        if name != nsl_dialects::rt::QUERY_GET.name {
            return Err(cannot(ctx, op, "GLSL", format!("the op '{name}'")));
        }
        let f = match ctx.attr_str(op, "property").unwrap_or_default() {
            "type" => "rayQueryGetIntersectionTypeEXT",
            "t" => "rayQueryGetIntersectionTEXT",
            "instance_custom_index" => "rayQueryGetIntersectionInstanceCustomIndexEXT",
            "instance_id" => "rayQueryGetIntersectionInstanceIdEXT",
            "instance_sbt_offset" => "rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT",
            "geometry_index" => "rayQueryGetIntersectionGeometryIndexEXT",
            "primitive_index" => "rayQueryGetIntersectionPrimitiveIndexEXT",
            "barycentrics" => "rayQueryGetIntersectionBarycentricsEXT",
            "front_face" => "rayQueryGetIntersectionFrontFaceEXT",
            "candidate_aabb_opaque" => "rayQueryGetIntersectionCandidateAABBOpaqueEXT",
            "object_ray_direction" => "rayQueryGetIntersectionObjectRayDirectionEXT",
            "object_ray_origin" => "rayQueryGetIntersectionObjectRayOriginEXT",
            "object_to_world" => "rayQueryGetIntersectionObjectToWorldEXT",
            "world_to_object" => "rayQueryGetIntersectionWorldToObjectEXT",
            "triangle_vertex_positions" => {
                return Err(cannot(ctx, op, "GLSL", "a ray query's triangle vertex positions"));
            }
            "ray_flags" => "rayQueryGetRayFlagsEXT",
            "ray_tmin" => "rayQueryGetRayTMinEXT",
            "world_ray_direction" => "rayQueryGetWorldRayDirectionEXT",
            "world_ray_origin" => "rayQueryGetWorldRayOriginEXT",
            other => return Err(cannot(ctx, op, "GLSL", format!("a ray query's property '{other}'"))),
        };
        let mut args = a.to_vec();
        if let Some(c) = ctx.attr(op, "committed") {
            let committed = matches!(ctx.attr_kind(c), AttrKind::Bool(true));
            args.push(Expr::atom(committed.to_string()));
        }
        Ok(Expr::call(f, &args))
    }
}

#[cfg(test)]
mod tests {
    use super::glsl_type_word;

    #[test]
    fn glsl_type_families() {
        for w in [
            "texture1D",
            "image2DMS",
            "iimage2DMSArray",
            "usampler2DArray",
            "sampler2DShadow",
            "samplerCubeArrayShadow",
            "subpassInputMS",
            "bvec2",
            "i64vec3",
            "f16mat2x4",
            "dmat3",
            "uint16_t",
            "float64_t",
        ] {
            assert!(glsl_type_word(w), "{w}");
        }
        for w in ["textures", "image2DX", "vec5", "mat2x", "int128_t", "usamplers", "imagine", "vector3"] {
            assert!(!glsl_type_word(w), "{w}");
        }
    }
}
