//! SPIR-V emission: prints a legalized module (see [`input_language`]) as
//! a SPIR-V module through rspirv.
//!
//! The emitter makes no lowering decision: every op of its input language
//! has one fixed translation (a SPIR-V instruction, a GLSL.std.450
//! extended instruction, or a short fixed sequence of them, listed in
//! `ops.rs`). Where variables live, their bindings and layouts, built-ins
//! and entry-point interfaces were decided by the passes before it.
//!
//! Control flow is structured already, so it maps directly:
//! - `cf.if` is a selection: `OpSelectionMerge` and `OpBranchConditional`
//!   to one block per arm; `cf.yield` branches to the merge block, where an
//!   `OpPhi` per result joins the yielded values.
//! - `cf.loop` is a header block (an `OpPhi` per loop-carried block
//!   argument, `OpLoopMerge`), the body, a continue block (an `OpPhi` per
//!   argument joining the `cf.continue` sites, then the back edge) and a
//!   merge block (an `OpPhi` per result joining the `cf.break` sites).
//! - `cf.switch` is `OpSelectionMerge` and `OpSwitch` with one block per arm.
//! - `func.return` is `OpReturn[Value]` from any depth.
//!
//! A merge block that no branch reaches (both arms of an `if` leave the
//! construct) holds `OpUnreachable`, and the ops after the construct in
//! its IR block, which never run, are not emitted.
//!
//! Function-local variables (`mem.var`) are declared at the start of the
//! function's first block, as SPIR-V requires; one that is not inside a
//! loop is zeroed by its initializer, one inside a loop by a store of zero
//! where the `mem.var` was (it is fresh on every iteration).
//!
//! Capabilities and extensions are collected from what the module uses:
//! the types it declares and the instructions it emits.
//!
//! A module without entry points is a library: its public functions are
//! exported (`LinkageAttributes ... Export`, capability `Linkage`), so it
//! validates in a universal (not Vulkan) environment.

use crate::dialect::{self, binding_of, int_list, storage_space};
use crate::layout::{self, Layout};
use nsl_dialects::{agg, arith, builtin, cf, coop, func, gpu, hl, mat, math, mem, vec};
use nsl_ir::interp::{value_from_attr, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::{
    AddressSpace, Attr, AttrKind, Context, Diagnostic, Language, Loc, Op, Sym, Traits, Type, TypeKind, Value,
};
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{self, Capability, Decoration, StorageClass, Word};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

/// What to emit.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// SPIR-V version (major, minor): 1.3 to 1.6.
    pub version: (u8, u8),
    /// slangc's `-g1` and up: `OpSource` naming the main file (an
    /// `OpString`) and an `OpLine` before the instructions of each op with
    /// a known location (where the line changes).
    pub debug_lines: bool,
    /// The name of the only entry point of a module in `OpEntryPoint`:
    /// `main`, as slangc names it, unless this is set (slangc's
    /// `-fvk-use-entrypoint-name`), which keeps the function's own name. A
    /// module with several entry points keeps their names.
    pub keep_entry_point_names: bool,
    /// Hit objects (shader execution reordering) as
    /// SPV_NV_shader_invocation_reorder (slangc's `-capability
    /// spvShaderInvocationReorderNV`) rather than SPV_EXT's, slangc's
    /// default. A module that records hits without tracing (`MakeHit`,
    /// which only the NV extension has) is NV anyway.
    pub ser_nv: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { version: (1, 3), debug_lines: false, keep_entry_point_names: true, ser_nv: false }
    }
}

/// The texture ops of `hl` the emitter prints (they keep their `hl` form:
/// the handle they take is a `spv.handle`).
pub const TEXTURE_OPS: &[&str] = &[
    hl::TEXTURE_LOAD.name,
    hl::TEXTURE_STORE.name,
    hl::TEXTURE_SAMPLE.name,
    hl::TEXTURE_SAMPLE_LEVEL.name,
    hl::TEXTURE_SAMPLE_CMP.name,
    hl::TEXTURE_SAMPLE_BIAS.name,
    hl::TEXTURE_SAMPLE_GRAD.name,
    hl::TEXTURE_GATHER.name,
    hl::TEXTURE_QUERY_LOD.name,
    hl::TEXTURE_SIZE.name,
    hl::TEXTURE_LEVELS.name,
    hl::TEXTURE_SAMPLES.name,
    hl::TEXELS_RESIDENT.name,
];

/// The ops of atomic-typed memory (`!gpu.Atomic<T>`), which the
/// `atomic-memory` pass makes for the WGSL and Metal printers; SPIR-V's
/// atomics take plain memory, so the emitter has none of them.
pub const ATOMIC_MEMORY_OPS: &[&str] = &[gpu::ATOMIC_LOAD.name, gpu::ATOMIC_STORE.name];

/// Every op the emitter translates, by name: the structure walk of this
/// file (module, functions, control flow, variables) and `ops.rs`'s
/// `translate`. The `table_matches_the_code` test keeps it and the code in
/// step: each op here is dispatched on there, and each op dispatched on
/// there is here or in [`REFERENCED_NOT_EMITTED`].
pub const EMITTED_OPS: &[&str] = &[
    // builtin
    builtin::MODULE.name,
    // func
    func::FUNC.name,
    func::CALL.name,
    func::RETURN.name,
    // cf
    cf::IF.name,
    cf::LOOP.name,
    cf::SWITCH.name,
    cf::YIELD.name,
    cf::BREAK.name,
    cf::CONTINUE.name,
    // arith
    arith::CONST.name,
    hl::SPEC_CONST.name,
    arith::ADD.name,
    arith::SUB.name,
    arith::MUL.name,
    arith::DIV.name,
    arith::REM.name,
    arith::NEG.name,
    arith::AND.name,
    arith::OR.name,
    arith::XOR.name,
    arith::NOT.name,
    arith::SHL.name,
    arith::SHR.name,
    arith::CMP.name,
    arith::SELECT.name,
    arith::CONVERT.name,
    arith::BITCAST.name,
    // vec
    vec::CONSTRUCT.name,
    vec::SPLAT.name,
    vec::EXTRACT.name,
    vec::EXTRACT_DYN.name,
    vec::INSERT.name,
    vec::SWIZZLE.name,
    // mat
    mat::CONSTRUCT.name,
    mat::EXTRACT_ROW.name,
    mat::INSERT_ROW.name,
    mat::TRANSPOSE.name,
    mat::MUL_MV.name,
    mat::MUL_VM.name,
    mat::MUL_MM.name,
    mat::RELAYOUT.name,
    // agg
    agg::CONSTRUCT.name,
    agg::EXTRACT.name,
    agg::INSERT.name,
    agg::EXTRACT_DYN.name,
    // mem
    mem::VAR.name,
    mem::LOAD.name,
    mem::STORE.name,
    mem::FIELD_ADDR.name,
    mem::ELEM_ADDR.name,
    mem::PTR_OFFSET.name,
    mem::INT_TO_PTR.name,
    mem::PTR_TO_INT.name,
    // math
    math::SIN.name,
    math::COS.name,
    math::TAN.name,
    math::ASIN.name,
    math::ACOS.name,
    math::ATAN.name,
    math::SINH.name,
    math::COSH.name,
    math::TANH.name,
    math::EXP.name,
    math::EXP2.name,
    math::LOG.name,
    math::LOG2.name,
    math::LOG10.name,
    math::SQRT.name,
    math::RSQRT.name,
    math::RCP.name,
    math::FLOOR.name,
    math::CEIL.name,
    math::ROUND.name,
    math::TRUNC.name,
    math::FRAC.name,
    math::SATURATE.name,
    math::DEGREES.name,
    math::RADIANS.name,
    math::ISNAN.name,
    math::ISINF.name,
    math::ISFINITE.name,
    math::ATAN2.name,
    math::POW.name,
    math::STEP.name,
    math::LERP.name,
    math::SMOOTHSTEP.name,
    math::FMA.name,
    math::MAD.name,
    math::LDEXP.name,
    math::ABS.name,
    math::MIN.name,
    math::MAX.name,
    math::CLAMP.name,
    math::SIGN.name,
    math::COUNTBITS.name,
    math::FIRSTBITHIGH.name,
    math::FIRSTBITLOW.name,
    math::REVERSEBITS.name,
    math::DOT.name,
    math::CROSS.name,
    math::LENGTH.name,
    math::DISTANCE.name,
    math::NORMALIZE.name,
    math::REFLECT.name,
    math::REFRACT.name,
    math::FACEFORWARD.name,
    math::ANY.name,
    math::ALL.name,
    math::DETERMINANT.name,
    math::F32TOF16.name,
    math::F16TOF32.name,
    // gpu
    gpu::BARRIER.name,
    gpu::ATOMIC.name,
    gpu::ATOMIC_CMPXCHG.name,
    gpu::WAVE_IS_FIRST_LANE.name,
    gpu::WAVE_ACTIVE_SUM.name,
    gpu::WAVE_ACTIVE_PRODUCT.name,
    gpu::WAVE_ACTIVE_MIN.name,
    gpu::WAVE_ACTIVE_MAX.name,
    gpu::WAVE_ACTIVE_BIT_AND.name,
    gpu::WAVE_ACTIVE_BIT_OR.name,
    gpu::WAVE_ACTIVE_BIT_XOR.name,
    gpu::WAVE_ACTIVE_ALL_TRUE.name,
    gpu::WAVE_ACTIVE_ANY_TRUE.name,
    gpu::WAVE_ACTIVE_COUNT_BITS.name,
    gpu::WAVE_PREFIX_SUM.name,
    gpu::WAVE_PREFIX_PRODUCT.name,
    gpu::WAVE_READ_LANE_FIRST.name,
    gpu::WAVE_READ_LANE_AT.name,
    gpu::WAVE_ACTIVE_BALLOT.name,
    gpu::DERIVATIVE.name,
    gpu::WAVE_GROUP.name,
    gpu::WAVE_ROTATE.name,
    gpu::WAVE_QUAD_ANY.name,
    gpu::WAVE_QUAD_ALL.name,
    gpu::WAVE_QUAD_BROADCAST.name,
    gpu::WAVE_QUAD_SWAP.name,
    gpu::IS_HELPER_LANE.name,
    gpu::INVOCATION_INTERLOCK.name,
    // spv
    dialect::GLOBAL_VAR.name,
    dialect::ADDR.name,
    dialect::HANDLE.name,
    dialect::ARRAY_LENGTH.name,
    dialect::ENTRY_POINT.name,
    // hl
    hl::TEXTURE_LOAD.name,
    hl::TEXTURE_STORE.name,
    hl::TEXTURE_SAMPLE.name,
    hl::TEXTURE_SAMPLE_LEVEL.name,
    hl::TEXTURE_SAMPLE_CMP.name,
    hl::TEXTURE_SAMPLE_BIAS.name,
    hl::TEXTURE_SAMPLE_GRAD.name,
    hl::TEXTURE_GATHER.name,
    hl::TEXTURE_QUERY_LOD.name,
    hl::TEXTURE_SIZE.name,
    hl::TEXTURE_LEVELS.name,
    hl::TEXTURE_SAMPLES.name,
    hl::TEXELS_RESIDENT.name,
    hl::TEXEL_ADDR.name,
    hl::DISCARD.name,
    hl::SPIRV_ASM.name,
    gpu::PRINTF.name,
    gpu::ABORT.name,
    hl::INTERPOLATE_INPUT.name,
    // rt (system values are built-ins by then)
    nsl_dialects::rt::TRACE_RAY.name,
    nsl_dialects::rt::TRACE_MOTION_RAY.name,
    nsl_dialects::rt::CALL_SHADER.name,
    nsl_dialects::rt::REPORT_HIT.name,
    nsl_dialects::rt::IGNORE_HIT.name,
    nsl_dialects::rt::ACCEPT_HIT_AND_END_SEARCH.name,
    nsl_dialects::rt::QUERY_INITIALIZE.name,
    nsl_dialects::rt::QUERY_PROCEED.name,
    nsl_dialects::rt::QUERY_CONTROL.name,
    nsl_dialects::rt::QUERY_GET.name,
    nsl_dialects::rt::HIT_OBJECT_RECORD.name,
    nsl_dialects::rt::HIT_OBJECT_INVOKE.name,
    nsl_dialects::rt::HIT_OBJECT_GET.name,
    nsl_dialects::rt::HIT_OBJECT_GET_ATTRIBUTES.name,
    nsl_dialects::rt::REORDER_THREAD.name,
    nsl_dialects::rt::ACCEL_FROM_ADDRESS.name,
    hl::EMIT_VERTEX.name,
    hl::END_PRIMITIVE.name,
    hl::PATCH_BARRIER.name,
    hl::SET_MESH_OUTPUTS.name,
    hl::DISPATCH_MESH.name,
    // coop (cooperative matrices)
    coop::LOAD.name,
    coop::STORE.name,
    coop::FILL.name,
    coop::CONSTRUCT.name,
    coop::ARITH.name,
    coop::NEG.name,
    coop::SCALE.name,
    coop::CONVERT.name,
    coop::LENGTH.name,
    coop::EXTRACT.name,
    coop::INSERT.name,
    coop::MUL_ADD.name,
    coop::TRANSPOSE.name,
    coop::MAP_ELEMENT.name,
    coop::REDUCE.name,
    coop::VEC_MATH.name,
    coop::VEC_MAT_MUL.name,
    coop::VEC_MAT_MUL_ADD.name,
    coop::VEC_OUTER_PRODUCT.name,
    coop::VEC_REDUCE_SUM.name,
];

/// Ops the emitter's code names without translating them: rejected
/// with a message of their own, or legalized before it.
pub const REFERENCED_NOT_EMITTED: &[&str] = &[
    hl::INTRINSIC_ASM.name,
    hl::ENTRY_POINT.name,
    gpu::ATOMIC_LOAD.name,
    gpu::ATOMIC_STORE.name,
    gpu::WAVE_LANE_INDEX.name,
    gpu::WAVE_LANE_COUNT.name,
    gpu::WAVE_INDEX.name,
    gpu::WAVE_COUNT.name,
];

/// The invariants the emitter relies on: block memory accessed leaf by
/// leaf, no generic or existential value, matrix layouts decided (block
/// decorations read them), no signed remainder and no f64 transcendental
/// (Vulkan drivers and GLSL.std.450 lack them), and only SPIR-V's types.
pub fn input_invariants() -> [Invariant; 7] {
    use nsl_dialects::invariants as inv;
    [
        dialect::LEAF_BLOCK_ACCESS,
        inv::MONOMORPHIC,
        inv::NO_EXISTENTIALS,
        inv::LAYOUTS_DECIDED,
        inv::NO_SIGNED_REM,
        inv::NO_F64_TRANSCENDENTALS,
        crate::targets::LEGAL_TYPES_SPIRV,
    ]
}

/// The language the emitter prints: [`EMITTED_OPS`] under
/// [`input_invariants`].
pub fn input_language(_ctx: &Context) -> Language {
    Language { ops: EMITTED_OPS.iter().copied().collect(), invariants: input_invariants().into_iter().collect() }
}

/// A target intrinsic (`__intrinsic_asm`) is text for a text target: on
/// SPIR-V it means the function has no implementation here, said as such.
fn no_target_intrinsics(ctx: &Context, module: Op) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    ctx.walk_nested(module, &mut |op| {
        if ctx.op_name(op) == hl::INTRINSIC_ASM.name {
            errors.push(Diagnostic::error(
                "NSL5004",
                ctx.loc(op),
                "this target intrinsic has no SPIR-V implementation (give its function a body, or a \
                 `case spirv:` in its `__target_switch`)",
            ));
        }
    });
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Emits `module` as a SPIR-V module. It is verified first (what the
/// emitter assumes of its input), then checked against [`input_language`].
pub fn emit(ctx: &Context, module: Op, options: &Options) -> Result<dr::Module, Vec<Diagnostic>> {
    if ctx.op_name(module) != nsl_dialects::builtin::MODULE.name {
        return Err(vec![Diagnostic::error("NSL5001", ctx.loc(module), "the SPIR-V emitter takes a builtin.module")]);
    }
    nsl_ir::verify::verify(ctx, module)?;
    no_target_intrinsics(ctx, module)?;
    input_language(ctx).check(ctx, module)?;
    if !(3..=6).contains(&options.version.1) || options.version.0 != 1 {
        let (major, minor) = options.version;
        return Err(vec![Diagnostic::error(
            "NSL5001",
            Loc::UNKNOWN,
            format!("cannot emit SPIR-V {major}.{minor}: nanoslang emits SPIR-V 1.3 to 1.6"),
        )]);
    }
    // Mesh and task shaders (SPV_EXT_mesh_shader) need SPIR-V 1.4.
    let mesh = ctx.block_ops(ctx.body(module, 0)).into_iter().any(|op| {
        ctx.op_name(op) == dialect::ENTRY_POINT.name && matches!(ctx.attr_str(op, "model"), Some("MeshEXT" | "TaskEXT"))
    });
    let mut options = *options;
    if mesh && options.version.1 < 4 {
        options.version.1 = 4;
    }
    if !options.ser_nv {
        options.ser_nv = crate::ser::needs_nv(ctx, module);
    }
    let mut e = Emitter::new(ctx, &options);
    e.module(module).map_err(|d| vec![d])?;
    Ok(e.finish())
}

pub(crate) type R<T> = Result<T, Diagnostic>;

/// A structured construct being emitted: where its exits go.
enum Frame {
    If { merge: Word, incoming: Vec<(Vec<Word>, Word)> },
    Loop { merge: Word, cont: Word, breaks: Vec<(Vec<Word>, Word)>, conts: Vec<(Vec<Word>, Word)> },
    Switch { merge: Word, breaks: Vec<(Vec<Word>, Word)> },
}

/// The blocks of the function being emitted.
#[derive(Default)]
struct Body {
    blocks: Vec<dr::Block>,
    /// The block instructions go to; `None` after a terminator.
    current: Option<usize>,
}

pub(crate) struct Emitter<'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) b: rspirv::dr::Builder,
    pub(crate) version: (u8, u8),
    types: FxHashMap<(Type, Layout), Word>,
    /// `OpTypeCooperativeVectorNV`s by element type and length.
    coop_vec_types: FxHashMap<(Word, u32), Word>,
    /// Whether an atomic or barrier has `Device` scope (under the Vulkan
    /// memory model, that needs `VulkanMemoryModelDeviceScope`).
    pub(crate) device_scope: bool,
    scalar_consts: FxHashMap<(Word, Vec<Operand>), Word>,
    /// One `OpSpecConstant*` per SpecId.
    spec_consts: FxHashMap<u32, Word>,
    /// The NonSemantic.DebugPrintf import, once a `gpu.printf` needs it.
    debug_printf: Option<Word>,
    /// `OpAbortKHR` message types (`AbortMessage`) by member types: the
    /// format's words, then the arguments.
    abort_messages: FxHashMap<Vec<Word>, Word>,
    /// The explicitly strided `uint[N]` format arrays of abort messages.
    abort_formats: FxHashMap<u32, Word>,
    composite_consts: FxHashMap<(Word, Vec<Word>), Word>,
    nulls: FxHashMap<Word, Word>,
    pub(crate) values: FxHashMap<Value, Word>,
    /// `spv.global_var`s by symbol: variable id and storage class keyword.
    pub(crate) vars: FxHashMap<Sym, (Word, &'static str)>,
    funcs: FxHashMap<Sym, Word>,
    glsl: Option<Word>,
    caps: BTreeSet<u32>,
    exts: BTreeSet<String>,
    body: Body,
    frames: Vec<Frame>,
    label: Word,
    /// Function-scope `OpVariable`s of `mem.var`s, and scratch variables
    /// of `agg.extract_dyn`s, by op.
    pub(crate) locals: FxHashMap<Op, Word>,
    /// `mem.var`s zeroed where they are (inside loops).
    zero_in_place: FxHashSet<Op>,
    /// Laid-out types given `Block` already.
    blocks_decorated: FxHashSet<Word>,
    /// With debug lines: the `OpString` of each file id, and the
    /// location of the last `OpLine` in the current block.
    debug_lines: bool,
    files: FxHashMap<u32, Word>,
    last_line: Option<Loc>,
    /// `OpEntryPoint` names: "main" for a single entry point unless kept.
    keep_entry_point_names: bool,
    single_entry: bool,
    /// Whether an `rt.accel_from_address` was emitted.
    pub(crate) accel_from_address: bool,
    /// The module being emitted (set by `module`).
    module: Option<Op>,
    /// The `PrimitiveId` built-in variables.
    primitive_ids: FxHashSet<Sym>,
    /// The `HitTriangleVertexPositionsKHR` built-in variables.
    position_fetches: FxHashSet<Sym>,
    /// The `Layer` and `ViewportIndex` built-in variables: their
    /// capabilities depend on the stage that uses them.
    layer_viewport_vars: FxHashMap<Sym, spirv::BuiltIn>,
    /// The integer subgroup built-in inputs (`SubgroupSize`, ...: the wave
    /// queries' variables, shared by every stage) and the execution models
    /// of the entry points using each: a fragment shader's must be `Flat`.
    subgroup_inputs: FxHashMap<Sym, (Word, Vec<spirv::ExecutionModel>)>,
    /// The read-write texture types whose texels atomics address
    /// (`hl.texel_addr`): declared with their texel's image format, which
    /// Vulkan requires of `OpImageTexelPointer`'s image.
    atomic_images: FxHashSet<Type>,
    /// The `OpAccessChain` to each descriptor-array element a
    /// `spv.handle` loaded, by the handle (`hl.texel_addr` takes it).
    pub(crate) handle_ptrs: FxHashMap<Value, Word>,
    /// The addresses into a buffer of a descriptor array reached by an
    /// index that may differ between invocations (decorated `NonUniform`).
    pub(crate) nonuniform_ptrs: FxHashSet<Value>,
    /// The rasterizer-ordered views: a fragment entry point using one gets
    /// the pixel interlock.
    rasterizer_ordered: FxHashSet<Sym>,
    /// `Some(true)` once the shader places its own pixel interlock
    /// (`beginInvocationInterlock`).
    pub(crate) explicit_interlock: Option<bool>,
    /// Device pointer types already given their `ArrayStride`.
    strided_pointers: FxHashSet<Word>,
    /// Hit objects as SPV_NV_shader_invocation_reorder (else SPV_EXT's).
    pub(crate) ser_nv: bool,
    /// SPV_EXT_descriptor_heap's heaps and their views (`heap`).
    pub(crate) heaps: crate::heap::Heaps,
}

impl<'c> Emitter<'c> {
    fn new(ctx: &'c Context, options: &Options) -> Emitter<'c> {
        let mut b = rspirv::dr::Builder::new();
        b.set_version(options.version.0, options.version.1);
        b.memory_model(spirv::AddressingModel::Logical, spirv::MemoryModel::GLSL450);
        let mut e = Emitter {
            ctx,
            b,
            version: options.version,
            types: FxHashMap::default(),
            coop_vec_types: FxHashMap::default(),
            device_scope: false,
            scalar_consts: FxHashMap::default(),
            spec_consts: FxHashMap::default(),
            debug_printf: None,
            abort_messages: FxHashMap::default(),
            abort_formats: FxHashMap::default(),
            composite_consts: FxHashMap::default(),
            nulls: FxHashMap::default(),
            values: FxHashMap::default(),
            vars: FxHashMap::default(),
            funcs: FxHashMap::default(),
            glsl: None,
            caps: BTreeSet::new(),
            exts: BTreeSet::new(),
            body: Body::default(),
            frames: Vec::new(),
            label: 0,
            locals: FxHashMap::default(),
            zero_in_place: FxHashSet::default(),
            blocks_decorated: FxHashSet::default(),
            debug_lines: options.debug_lines,
            files: FxHashMap::default(),
            last_line: None,
            keep_entry_point_names: options.keep_entry_point_names,
            single_entry: false,
            accel_from_address: false,
            module: None,
            primitive_ids: FxHashSet::default(),
            position_fetches: FxHashSet::default(),
            layer_viewport_vars: FxHashMap::default(),
            subgroup_inputs: FxHashMap::default(),
            atomic_images: FxHashSet::default(),
            handle_ptrs: FxHashMap::default(),
            nonuniform_ptrs: FxHashSet::default(),
            rasterizer_ordered: FxHashSet::default(),
            explicit_interlock: None,
            strided_pointers: FxHashSet::default(),
            ser_nv: options.ser_nv,
            heaps: Default::default(),
        };
        e.cap(Capability::Shader);
        e
    }

    fn finish(mut self) -> dr::Module {
        if self.device_scope && self.caps.contains(&(Capability::VulkanMemoryModel as u32)) {
            self.cap(Capability::VulkanMemoryModelDeviceScope);
        }
        for &c in &self.caps {
            // A capability rspirv does not know is written by its number.
            let operand = match Capability::from_u32(c) {
                Some(known) => Operand::Capability(known),
                None => Operand::LiteralBit32(c),
            };
            let inst = Instruction::new(spirv::Op::Capability, None, None, vec![operand]);
            self.b.module_mut().capabilities.push(inst);
        }
        for x in &self.exts {
            self.b.extension(x.clone());
        }
        // A decoration a `spirv_asm` block repeats (its operand's own
        // `Binding`, or the same line twice) is written once.
        let mut seen = FxHashSet::default();
        self.b.module_mut().annotations.retain(|i| {
            let mut words = Vec::new();
            rspirv::binary::Assemble::assemble_into(i, &mut words);
            seen.insert(words)
        });
        self.b.module()
    }

    pub(crate) fn cap(&mut self, c: Capability) {
        self.caps.insert(c as u32);
    }

    /// A capability by its number (from a `spirv_asm` block).
    pub(crate) fn caps_insert(&mut self, c: u32) {
        self.caps.insert(c);
    }

    /// An extension by name (from a `spirv_asm` block).
    pub(crate) fn ext_insert(&mut self, x: &str) {
        self.exts.insert(x.to_string());
    }

    pub(crate) fn extension(&mut self, x: &'static str) {
        self.exts.insert(x.to_string());
    }

    /// Pointers into device memory: the `PhysicalStorageBuffer64`
    /// addressing model and its capability (core since SPIR-V 1.5).
    pub(crate) fn physical_storage_buffer(&mut self) {
        self.cap(Capability::PhysicalStorageBufferAddresses);
        if !self.at_least(5) {
            self.extension("SPV_KHR_physical_storage_buffer");
        }
        self.set_memory_model();
    }

    /// The addressing and memory models the capabilities so far call for:
    /// device pointers address `PhysicalStorageBuffer64`, cooperative
    /// matrices need the Vulkan memory model.
    pub(crate) fn set_memory_model(&mut self) {
        let addressing = if self.caps.contains(&(Capability::PhysicalStorageBufferAddresses as u32)) {
            spirv::AddressingModel::PhysicalStorageBuffer64
        } else {
            spirv::AddressingModel::Logical
        };
        let model = if self.caps.contains(&(Capability::VulkanMemoryModel as u32)) {
            spirv::MemoryModel::Vulkan
        } else {
            spirv::MemoryModel::GLSL450
        };
        self.b.memory_model(addressing, model);
    }

    /// A variable holding a device pointer (or an array of them) is
    /// `AliasedPointer`, a device pointer parameter (or one to a variable
    /// holding one) `Aliased` / `AliasedPointer`: Vulkan requires one of the
    /// aliasing decorations, and device memory may alias anything.
    fn decorate_aliasing(&mut self, id: Word, ty: Type, variable: bool) {
        let TypeKind::Ptr { pointee, space } = *self.ctx.type_kind(ty) else { return };
        if !variable && space.is_device() {
            self.b.decorate(id, Decoration::Aliased, []);
        } else if self.holds_device_pointer(pointee) {
            self.b.decorate(id, Decoration::AliasedPointer, []);
        }
    }

    /// Is `ty` a device pointer, or an array of them (spirv-val requires
    /// an aliasing decoration on variables of both)?
    fn holds_device_pointer(&self, ty: Type) -> bool {
        let mut held = ty;
        while let TypeKind::Array { elem, .. } = *self.ctx.type_kind(held) {
            held = elem;
        }
        matches!(
            self.ctx.type_kind(held),
            TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. }
        )
    }

    /// A value of type `ty` that is a logical pointer into a storage buffer
    /// or groupshared memory chosen at run time (held in a variable, a phi,
    /// a select): SPIR-V's variable pointers. Declares the capability and
    /// says whether `ty` is such a pointer.
    pub(crate) fn variable_pointer(&mut self, ty: Type) -> bool {
        let TypeKind::Ptr { space, .. } = *self.ctx.type_kind(ty) else { return false };
        match space_class(space) {
            StorageClass::StorageBuffer => self.cap(Capability::VariablePointersStorageBuffer),
            StorageClass::Workgroup => self.cap(Capability::VariablePointers),
            _ => return false,
        }
        if !self.at_least(3) {
            self.extension("SPV_KHR_variable_pointers");
        }
        true
    }

    /// Ray-tracing pipelines: `RayTracingKHR` and its extension.
    pub(crate) fn ray_tracing(&mut self) {
        self.cap(Capability::RayTracingKHR);
        self.extension("SPV_KHR_ray_tracing");
    }

    /// Inline ray queries: `RayQueryKHR` and its extension.
    pub(crate) fn ray_query(&mut self) {
        self.cap(Capability::RayQueryKHR);
        self.extension("SPV_KHR_ray_query");
    }

    /// Hit objects: the capability and extension of shader execution
    /// reordering, NV's or EXT's (the module is built with NV's
    /// instructions either way; `ser::to_ext_words` renames them).
    pub(crate) fn shader_invocation_reorder(&mut self) {
        self.ray_tracing();
        self.cap(Capability::ShaderInvocationReorderNV);
        if self.ser_nv {
            self.extension("SPV_NV_shader_invocation_reorder");
        } else {
            self.extension(crate::ser::EXT);
        }
    }

    /// `OpTypeCooperativeMatrixKHR` (SPV_KHR_cooperative_matrix): its
    /// scope, rows, columns and use are `i32` constants.
    fn coop_matrix_type(&mut self, m: coop::MatInfo, at: Op) -> R<Word> {
        self.cap(Capability::CooperativeMatrixKHR);
        self.extension("SPV_KHR_cooperative_matrix");
        // With the Shader capability, cooperative matrices need the Vulkan memory model.
        self.cap(Capability::VulkanMemoryModel);
        if !self.at_least(5) {
            self.extension("SPV_KHR_vulkan_memory_model");
        }
        self.set_memory_model();
        let elem = self.ty(m.elem, at)?;
        match self.ctx.type_kind(m.elem) {
            TypeKind::MiniFloat(nsl_ir::MiniFloat::BF16) => {
                self.caps_insert(crate::raw::CAP_BFLOAT16_COOPERATIVE_MATRIX_KHR)
            }
            TypeKind::MiniFloat(_) => self.caps_insert(crate::raw::CAP_FLOAT8_COOPERATIVE_MATRIX_EXT),
            _ => {}
        }
        let [scope, rows, cols, usage] = [m.scope, m.rows, m.cols, m.usage].map(|v| self.i32_const(v));
        Ok(self.b.type_cooperative_matrix_khr(elem, scope, rows, cols, usage))
    }

    /// The id of function `f`.
    pub(crate) fn func_id(&self, f: Sym) -> Option<Word> {
        self.funcs.get(&f).copied()
    }

    /// SPV_NV_cooperative_matrix2's conversions (another use, transposes).
    pub(crate) fn cooperative_matrix_conversions(&mut self) {
        self.caps_insert(crate::raw::CAP_COOPERATIVE_MATRIX_CONVERSIONS_NV);
        self.extension("SPV_NV_cooperative_matrix2");
    }

    /// SPV_NV_cooperative_vector, under the Vulkan memory model as slangc
    /// declares it.
    pub(crate) fn cooperative_vectors(&mut self) {
        self.caps_insert(crate::raw::CAP_COOPERATIVE_VECTOR_NV);
        self.extension("SPV_NV_cooperative_vector");
        self.cap(Capability::VulkanMemoryModel);
        if !self.at_least(5) {
            self.extension("SPV_KHR_vulkan_memory_model");
        }
        self.set_memory_model();
    }

    /// `OpTypeCooperativeVectorNV` (by number, see `raw`) of `len`
    /// elements of type `elem`: its length is an `i32` constant.
    pub(crate) fn coop_vector_type(&mut self, elem: Word, len: u32) -> Word {
        if let Some(&id) = self.coop_vec_types.get(&(elem, len)) {
            return id;
        }
        self.cooperative_vectors();
        let count = self.i32_const(len);
        let id = self.b.id();
        let inst = crate::raw::inst(crate::raw::OP_TYPE_COOPERATIVE_VECTOR_NV, None, Some(id), ids_of(&[elem, count]));
        self.b.module_mut().types_global_values.push(inst);
        self.coop_vec_types.insert((elem, len), id);
        id
    }

    /// The variable id of a `spv.global_var`.
    pub(crate) fn var_id(&self, sym: Sym) -> Option<Word> {
        self.vars.get(&sym).map(|v| v.0)
    }

    pub(crate) fn i32_const(&mut self, v: u32) -> Word {
        let t = self.b.type_int(32, 1);
        self.scalar_const(t, Operand::LiteralBit32(v))
    }

    pub(crate) fn at_least(&self, minor: u8) -> bool {
        self.version.1 >= minor
    }

    pub(crate) fn error(&self, op: Op, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error("NSL5002", self.ctx.loc(op), format!("'{}': {}", self.ctx.op_name(op), msg.into()))
    }

    fn internal(&self, what: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error("NSL5000", Loc::UNKNOWN, format!("internal error in the SPIR-V emitter: {what}"))
    }

    /// The id of the extended instruction set `set`, imported once;
    /// `NonSemantic.*` sets need SPV_KHR_non_semantic_info.
    pub(crate) fn ext_inst_import(&mut self, set: &str) -> Word {
        if set == "GLSL.std.450" {
            return self.glsl();
        }
        let imports = &self.b.module_ref().ext_inst_imports;
        let known = imports.iter().find(|i| matches!(i.operands.first(), Some(Operand::LiteralString(s)) if s == set));
        if let Some(id) = known.and_then(|i| i.result_id) {
            return id;
        }
        if set.starts_with("NonSemantic.") {
            self.ext_insert("SPV_KHR_non_semantic_info");
        }
        self.b.ext_inst_import(set)
    }

    pub(crate) fn glsl(&mut self) -> Word {
        match self.glsl {
            Some(id) => id,
            None => {
                let id = self.b.ext_inst_import("GLSL.std.450");
                self.glsl = Some(id);
                id
            }
        }
    }

    // ----- module ----------------------------------------------------------------

    fn module(&mut self, module: Op) -> R<()> {
        let ctx = self.ctx;
        self.module = Some(module);
        let top = ctx.block_ops(ctx.body(module, 0));
        if self.debug_lines {
            self.source(&top);
        }
        for &op in &top {
            if ctx.op_name(op) == func::FUNC.name {
                let id = self.b.id();
                let sym = ctx.attr_symbol(op, "sym").expect("verified function");
                self.funcs.insert(sym, id);
                self.b.name(id, ctx.str(sym));
            }
        }
        // Outgoing payloads, callable data and hit-object attributes nothing
        // reads (left by entry points this module does not keep) are not
        // declared: their storage classes need extensions.
        let mut addressed = FxHashSet::default();
        let mut atomic_images = FxHashSet::default();
        ctx.walk_nested(module, &mut |op| {
            if ctx.op_name(op) == hl::TEXEL_ADDR.name {
                atomic_images.insert(ctx.value_type(ctx.operand(op, 0)));
            }
            if ctx.op_name(op) == dialect::ADDR.name {
                addressed.extend(ctx.attr_symbol(op, "var"));
            }
        });
        self.atomic_images = atomic_images;
        for &op in &top {
            if ctx.op_name(op) == dialect::GLOBAL_VAR.name {
                let outgoing = matches!(
                    ctx.attr_str(op, "storage"),
                    Some("hit_object_attribute" | "ray_payload" | "callable_data")
                );
                let unused = outgoing && !ctx.attr_symbol(op, "sym").is_some_and(|s| addressed.contains(&s));
                if !unused {
                    self.global_var(op)?;
                }
            }
        }
        for &op in &top {
            if ctx.op_name(op) == func::FUNC.name {
                self.function(op)?;
            }
        }
        let entries: Vec<Op> = top.iter().copied().filter(|&op| ctx.op_name(op) == dialect::ENTRY_POINT.name).collect();
        self.single_entry = entries.len() == 1;
        for &op in &entries {
            self.entry_point(op)?;
        }
        self.flat_subgroup_inputs(module)?;
        // OpConvertUToAccelerationStructureKHR takes RayTracingKHR or
        // RayQueryKHR: the ray-tracing stages have the first.
        if self.accel_from_address && !self.caps.contains(&(Capability::RayTracingKHR as u32)) {
            self.ray_query();
        }
        if entries.is_empty() {
            self.export_functions(&top);
        }
        Ok(())
    }

    /// Exports the public functions of a library module.
    fn export_functions(&mut self, top: &[Op]) {
        let ctx = self.ctx;
        self.cap(Capability::Linkage);
        for &op in top {
            if ctx.op_name(op) == func::FUNC.name && func::is_public(ctx, op) {
                let sym = ctx.attr_symbol(op, "sym").expect("verified function");
                let operands = [
                    Operand::LiteralString(ctx.str(sym).to_string()),
                    Operand::LinkageType(spirv::LinkageType::Export),
                ];
                self.b.decorate(self.funcs[&sym], Decoration::LinkageAttributes, operands);
            }
        }
    }

    fn global_var(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx;
        let sym = ctx.attr_symbol(op, "sym").expect("verified");
        let ty = ctx.attr_type(op, "type").expect("verified");
        let storage = ctx.attr_str(op, "storage").expect("verified");
        let storage = dialect::STORAGE_CLASSES.iter().copied().find(|s| *s == storage).expect("verified");
        if ctx.attr(op, "descriptor_heap").is_some() {
            return self.heap_view(op, sym, ty, storage);
        }
        let class = storage_class(storage);
        let layout = storage_space(storage).map_or(Layout::None, Layout::of);
        // An array of blocks (a descriptor array of buffers): each element
        // is a block; the array itself has no stride.
        let (pointee, block, block_ty) = match *ctx.type_kind(ty) {
            TypeKind::Array { elem, len }
                if layout != Layout::None && matches!(ctx.type_kind(elem), TypeKind::Struct { .. }) =>
            {
                let e = self.ty_in(elem, layout, op)?;
                let id = self.b.id();
                match len {
                    Some(n) => {
                        let n = self.u32_const(n);
                        self.b.type_array_id(Some(id), e, n);
                    }
                    None => {
                        self.b.type_runtime_array_id(Some(id), e);
                        self.cap(Capability::RuntimeDescriptorArray);
                        if !self.at_least(5) {
                            self.extension("SPV_EXT_descriptor_indexing");
                        }
                    }
                }
                (id, e, elem)
            }
            _ => {
                let p = self.ty_in(ty, layout, op)?;
                (p, p, ty)
            }
        };
        let ptr = self.b.type_pointer(None, class, pointee);
        let init = match (ctx.attr(op, "init"), storage) {
            (Some(a), _) => {
                let v =
                    value_from_attr(ctx, a, ty).ok_or_else(|| self.error(op, "initializer does not fit the type"))?;
                Some(self.constant(ty, &v, op)?)
            }
            (None, "private") if nullable(ctx, ty) => Some(self.null(pointee)),
            _ => None,
        };
        let id = self.b.id();
        let mut operands = vec![Operand::StorageClass(class)];
        operands.extend(init.map(Operand::IdRef));
        self.b.module_mut().types_global_values.push(Instruction::new(
            spirv::Op::Variable,
            Some(ptr),
            Some(id),
            operands,
        ));
        self.b.name(id, ctx.str(sym));
        if self.holds_device_pointer(ty) {
            self.b.decorate(id, Decoration::AliasedPointer, []);
        }
        if ctx.attr_str(op, "builtin") == Some("ClusterIDNV") {
            // A built-in rspirv's grammar predates: its number (`raw`).
            self.b.decorate(id, Decoration::BuiltIn, [Operand::LiteralBit32(crate::raw::BUILTIN_CLUSTER_ID_NV)]);
            self.caps_insert(crate::raw::CAP_CLUSTER_NV);
            self.extension(crate::raw::CLUSTER_EXTENSION);
        } else if let Some(builtin) = ctx.attr_str(op, "builtin") {
            let builtin =
                builtin_from(builtin).ok_or_else(|| self.error(op, format!("unknown built-in '{builtin}'")))?;
            self.b.decorate(id, Decoration::BuiltIn, [Operand::BuiltIn(builtin)]);
            match builtin {
                spirv::BuiltIn::SubgroupSize
                | spirv::BuiltIn::SubgroupLocalInvocationId
                | spirv::BuiltIn::SubgroupId
                | spirv::BuiltIn::NumSubgroups => {
                    self.cap(Capability::GroupNonUniform);
                    self.subgroup_inputs.insert(sym, (id, Vec::new()));
                }
                spirv::BuiltIn::BaseVertex | spirv::BuiltIn::BaseInstance | spirv::BuiltIn::DrawIndex => {
                    self.cap(Capability::DrawParameters)
                }
                spirv::BuiltIn::FragStencilRefEXT => {
                    self.cap(Capability::StencilExportEXT);
                    self.extension("SPV_EXT_shader_stencil_export");
                }
                spirv::BuiltIn::ViewIndex => self.cap(Capability::MultiView),
                spirv::BuiltIn::DeviceIndex => {
                    self.cap(Capability::DeviceGroup);
                    self.extension("SPV_KHR_device_group");
                }
                spirv::BuiltIn::FragSizeEXT | spirv::BuiltIn::FragInvocationCountEXT => {
                    self.cap(Capability::FragmentDensityEXT);
                    self.extension("SPV_EXT_fragment_invocation_density");
                }
                spirv::BuiltIn::FullyCoveredEXT => {
                    self.cap(Capability::FragmentFullyCoveredEXT);
                    self.extension("SPV_EXT_fragment_fully_covered");
                }
                spirv::BuiltIn::BaryCoordKHR | spirv::BuiltIn::BaryCoordNoPerspKHR => {
                    self.cap(Capability::FragmentBarycentricKHR);
                    self.extension("SPV_KHR_fragment_shader_barycentric");
                }
                spirv::BuiltIn::ShadingRateKHR => {
                    self.cap(Capability::FragmentShadingRateKHR);
                    self.extension("SPV_KHR_fragment_shading_rate");
                }
                spirv::BuiltIn::SampleId | spirv::BuiltIn::SamplePosition => self.cap(Capability::SampleRateShading),
                spirv::BuiltIn::ClipDistance => self.cap(Capability::ClipDistance),
                spirv::BuiltIn::CullDistance => self.cap(Capability::CullDistance),
                // Read by a fragment shader, the primitive id is the
                // Geometry capability's (vertex stages cannot read it);
                // ray-tracing stages read it without (`entry_point`).
                spirv::BuiltIn::PrimitiveId => {
                    self.primitive_ids.insert(sym);
                }
                spirv::BuiltIn::Layer | spirv::BuiltIn::ViewportIndex => {
                    self.layer_viewport_vars.insert(sym, builtin);
                }
                // Its capability comes with an entry point reading it.
                spirv::BuiltIn::HitTriangleVertexPositionsKHR => {
                    self.position_fetches.insert(sym);
                }
                spirv::BuiltIn::CurrentRayTimeNV => {
                    self.cap(Capability::RayTracingMotionBlurNV);
                    self.extension("SPV_NV_ray_tracing_motion_blur");
                }
                _ => {}
            }
        }
        if ctx.attr(op, "rasterizer_ordered").is_some() {
            self.rasterizer_ordered.insert(sym);
        }
        if let Some(location) = ctx.attr_int(op, "location") {
            self.b.decorate(id, Decoration::Location, [Operand::LiteralBit32(location as u32)]);
        }
        if let Some(index) = ctx.attr_int(op, "index") {
            self.b.decorate(id, Decoration::Index, [Operand::LiteralBit32(index as u32)]);
        }
        if let Some(index) = ctx.attr_int(op, "input_attachment_index") {
            self.b.decorate(id, Decoration::InputAttachmentIndex, [Operand::LiteralBit32(index as u32)]);
        }
        for d in dialect::str_list(ctx, op, "decorations").unwrap_or_default() {
            let decoration = match d.as_str() {
                "Flat" => Decoration::Flat,
                "NoPerspective" => Decoration::NoPerspective,
                "Centroid" => Decoration::Centroid,
                "Patch" => Decoration::Patch,
                "PerPrimitiveEXT" => Decoration::PerPrimitiveEXT,
                "PerVertexKHR" => {
                    self.cap(Capability::FragmentBarycentricKHR);
                    self.extension("SPV_KHR_fragment_shader_barycentric");
                    Decoration::PerVertexKHR
                }
                _ => {
                    self.cap(Capability::SampleRateShading);
                    Decoration::Sample
                }
            };
            self.b.decorate(id, decoration, []);
        }
        if let Some((binding, set)) = binding_of(ctx, op) {
            self.b.decorate(id, Decoration::DescriptorSet, [Operand::LiteralBit32(set)]);
            self.b.decorate(id, Decoration::Binding, [Operand::LiteralBit32(binding)]);
        }
        if layout != Layout::None {
            self.decorate_block(block, block_ty, ctx.attr(op, "readonly").is_some());
        }
        self.vars.insert(sym, (id, storage));
        Ok(())
    }

    /// Decorates `block` (the SPIR-V type of `block_ty`) `Block` once, its
    /// members `NonWritable` when `readonly`.
    pub(crate) fn decorate_block(&mut self, block: Word, block_ty: Type, readonly: bool) {
        if !self.blocks_decorated.insert(block) {
            return;
        }
        self.b.decorate(block, Decoration::Block, []);
        if readonly {
            if let TypeKind::Struct { fields, .. } = self.ctx.type_kind(block_ty) {
                for i in 0..fields.len() {
                    self.b.member_decorate(block, i as u32, Decoration::NonWritable, []);
                }
            }
        }
    }

    /// The capabilities of the `Layer` and `ViewportIndex` built-ins an
    /// entry point uses: a vertex or tessellation-evaluation shader writes
    /// them under SPIR-V 1.5's `ShaderLayer` / `ShaderViewportIndex` or,
    /// before 1.5, `SPV_EXT_shader_viewport_index_layer`; the other stages
    /// under `Geometry` / `MultiViewport`.
    fn layer_viewport_caps(&mut self, model: spirv::ExecutionModel, used: &FxHashSet<Sym>) {
        let builtins: Vec<spirv::BuiltIn> =
            self.layer_viewport_vars.iter().filter(|(s, _)| used.contains(s)).map(|(_, &b)| b).collect();
        let early = matches!(model, spirv::ExecutionModel::Vertex | spirv::ExecutionModel::TessellationEvaluation);
        for builtin in builtins {
            let layer = builtin == spirv::BuiltIn::Layer;
            if !early {
                self.cap(if layer { Capability::Geometry } else { Capability::MultiViewport });
            } else if self.at_least(5) {
                self.cap(if layer { Capability::ShaderLayer } else { Capability::ShaderViewportIndex });
            } else {
                self.cap(Capability::ShaderViewportIndexLayerEXT);
                self.extension("SPV_EXT_shader_viewport_index_layer");
            }
        }
    }

    /// Decorates `Flat` the subgroup built-in inputs a fragment shader reads
    /// (Vulkan requires it of integer fragment inputs). A vertex shader's
    /// inputs must not be `Flat`: one variable cannot serve both.
    fn flat_subgroup_inputs(&mut self, module: Op) -> R<()> {
        let mut flat: Vec<(Word, bool)> = self
            .subgroup_inputs
            .values()
            .filter(|(_, models)| models.contains(&spirv::ExecutionModel::Fragment))
            .map(|(id, models)| (*id, models.contains(&spirv::ExecutionModel::Vertex)))
            .collect();
        flat.sort_unstable();
        for (id, in_vertex) in flat {
            if in_vertex {
                return Err(self.error(
                    module,
                    "a wave query (WaveGetLaneIndex, WaveGetLaneCount, ...) in both a vertex and a fragment entry point of one module: compile the entry points separately",
                ));
            }
            self.b.decorate(id, Decoration::Flat, []);
        }
        Ok(())
    }

    fn entry_point(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx;
        let f = ctx.attr_symbol(op, "func").expect("verified");
        let id = *self.funcs.get(&f).ok_or_else(|| self.error(op, "no such function"))?;
        let name = ctx.attr_str(op, "name").expect("verified");
        let name = if self.single_entry && !self.keep_entry_point_names { "main" } else { name };
        // SPIR-V 1.4 lists every global variable the entry point uses in
        // its interface; before it, the input and output variables.
        let used = self.used_vars(f);
        let mut interface: Vec<(Word, &'static str)> =
            self.vars.iter().filter(|(sym, _)| used.contains(sym)).map(|(_, &v)| v).collect();
        // (The views of a descriptor heap share its variable.)
        interface.sort_unstable();
        interface.dedup_by_key(|v| v.0);
        let interface: Vec<Word> = interface
            .into_iter()
            .filter(|(_, s)| self.at_least(4) || matches!(*s, "input" | "output"))
            .map(|(id, _)| id)
            .collect();
        let model = match ctx.attr_str(op, "model").expect("verified") {
            "Vertex" => spirv::ExecutionModel::Vertex,
            "Fragment" => spirv::ExecutionModel::Fragment,
            "RayGenerationKHR" => spirv::ExecutionModel::RayGenerationKHR,
            "IntersectionKHR" => spirv::ExecutionModel::IntersectionKHR,
            "AnyHitKHR" => spirv::ExecutionModel::AnyHitKHR,
            "ClosestHitKHR" => spirv::ExecutionModel::ClosestHitKHR,
            "MissKHR" => spirv::ExecutionModel::MissKHR,
            "CallableKHR" => spirv::ExecutionModel::CallableKHR,
            "Geometry" => {
                self.cap(Capability::Geometry);
                spirv::ExecutionModel::Geometry
            }
            "TessellationControl" => {
                self.cap(Capability::Tessellation);
                spirv::ExecutionModel::TessellationControl
            }
            "TessellationEvaluation" => {
                self.cap(Capability::Tessellation);
                spirv::ExecutionModel::TessellationEvaluation
            }
            "MeshEXT" => {
                self.cap(Capability::MeshShadingEXT);
                self.extension("SPV_EXT_mesh_shader");
                spirv::ExecutionModel::MeshEXT
            }
            "TaskEXT" => {
                self.cap(Capability::MeshShadingEXT);
                self.extension("SPV_EXT_mesh_shader");
                spirv::ExecutionModel::TaskEXT
            }
            _ => spirv::ExecutionModel::GLCompute,
        };
        if matches!(
            model,
            spirv::ExecutionModel::RayGenerationKHR
                | spirv::ExecutionModel::IntersectionKHR
                | spirv::ExecutionModel::AnyHitKHR
                | spirv::ExecutionModel::ClosestHitKHR
                | spirv::ExecutionModel::MissKHR
                | spirv::ExecutionModel::CallableKHR
        ) {
            self.ray_tracing();
        } else if self.primitive_ids.iter().any(|s| used.contains(s)) {
            self.cap(Capability::Geometry);
        }
        self.layer_viewport_caps(model, &used);
        for (_, (_, models)) in self.subgroup_inputs.iter_mut().filter(|(s, _)| used.contains(s)) {
            models.push(model);
        }
        if self.position_fetches.iter().any(|s| used.contains(s)) {
            self.cap(Capability::RayTracingPositionFetchKHR);
            self.extension("SPV_KHR_ray_tracing_position_fetch");
        }
        self.b.entry_point(model, id, name, interface);
        if model == spirv::ExecutionModel::Fragment
            && (self.rasterizer_ordered.iter().any(|s| used.contains(s)) || self.explicit_interlock == Some(true))
        {
            self.pixel_interlock(id);
        }
        if let Some(spec) = ctx.attr(op, "local_size_spec") {
            // Specialization constants size some axes: every axis is an
            // id (the literal ones `int` constants), as slangc emits them.
            let size = int_list(ctx, op, "local_size").unwrap_or_default();
            let AttrKind::Array(axes) = ctx.attr_kind(spec).clone() else {
                return Err(self.error(op, "'local_size_spec' must be an array"));
            };
            let mut words = Vec::new();
            for (i, axis) in axes.iter().enumerate() {
                let w = match ctx.attr_kind(*axis).clone() {
                    AttrKind::Array(parts) if parts.len() == 4 => {
                        let (sid, ty, name) = match (
                            ctx.attr_kind(parts[0]).clone(),
                            ctx.attr_kind(parts[2]).clone(),
                            ctx.attr_kind(parts[3]).clone(),
                        ) {
                            (AttrKind::Int(sid), AttrKind::Type(ty), AttrKind::Str(name)) => (sid, ty, name),
                            _ => return Err(self.error(op, "malformed 'local_size_spec' axis")),
                        };
                        let name = ctx.str(name).to_string();
                        self.spec_const_of(op, sid as u32, ty, parts[1], Some(&name))?
                    }
                    _ => {
                        let t = self.b.type_int(32, 1);
                        let n = size.get(i).copied().unwrap_or(1) as u32;
                        self.scalar_const(t, Operand::LiteralBit32(n))
                    }
                };
                words.push(w);
            }
            // rspirv's `execution_mode_id` makes the ids literals; they are ids.
            let mut operands = vec![Operand::IdRef(id), Operand::ExecutionMode(spirv::ExecutionMode::LocalSizeId)];
            operands.extend(words.into_iter().map(Operand::IdRef));
            let inst = Instruction::new(spirv::Op::ExecutionModeId, None, None, operands);
            self.b.module_mut().execution_modes.push(inst);
        } else if let Some(size) = int_list(ctx, op, "local_size") {
            let size: Vec<u32> = size.iter().map(|&n| n as u32).collect();
            self.b.execution_mode(id, spirv::ExecutionMode::LocalSize, size);
        }
        for mode in dialect::str_list(ctx, op, "modes").unwrap_or_default() {
            use spirv::ExecutionMode as M;
            let mut words = mode.split(' ');
            let mode = match words.next().unwrap_or_default() {
                "OriginUpperLeft" => M::OriginUpperLeft,
                "DepthReplacing" => M::DepthReplacing,
                "DepthGreater" => M::DepthGreater,
                "DepthLess" => M::DepthLess,
                "DepthUnchanged" => M::DepthUnchanged,
                "DerivativeGroupQuadsNV" | "DerivativeGroupLinearNV" => {
                    let quads = mode == "DerivativeGroupQuadsNV";
                    self.cap(if quads {
                        Capability::ComputeDerivativeGroupQuadsNV
                    } else {
                        Capability::ComputeDerivativeGroupLinearNV
                    });
                    // slangc names SPV_KHR_compute_shader_derivatives (the
                    // same capabilities and modes, promoted); the NV name
                    // is the one this machine's spirv-val (SPIRV-Tools
                    // 2023.1) knows.
                    self.extension("SPV_NV_compute_shader_derivatives");
                    if quads {
                        M::DerivativeGroupQuadsNV
                    } else {
                        M::DerivativeGroupLinearNV
                    }
                }
                "InputPoints" => M::InputPoints,
                "InputLines" => M::InputLines,
                "InputLinesAdjacency" => M::InputLinesAdjacency,
                "Triangles" => M::Triangles,
                "InputTrianglesAdjacency" => M::InputTrianglesAdjacency,
                "OutputPoints" => M::OutputPoints,
                "OutputLineStrip" => M::OutputLineStrip,
                "OutputTriangleStrip" => M::OutputTriangleStrip,
                "OutputVertices" => M::OutputVertices,
                "Invocations" => M::Invocations,
                "SpacingEqual" => M::SpacingEqual,
                "SpacingFractionalEven" => M::SpacingFractionalEven,
                "SpacingFractionalOdd" => M::SpacingFractionalOdd,
                "VertexOrderCw" => M::VertexOrderCw,
                "VertexOrderCcw" => M::VertexOrderCcw,
                "PointMode" => M::PointMode,
                "Quads" => M::Quads,
                "Isolines" => M::Isolines,
                "OutputPrimitivesEXT" => M::OutputPrimitivesEXT,
                "OutputLinesEXT" => M::OutputLinesEXT,
                "OutputTrianglesEXT" => M::OutputTrianglesEXT,
                _ => M::EarlyFragmentTests,
            };
            let operands: Vec<u32> = words.filter_map(|w| w.parse().ok()).collect();
            self.b.execution_mode(id, mode, operands);
        }
        Ok(())
    }

    /// The variables function `f` and the functions it calls refer to.
    /// A fragment entry point using a rasterizer-ordered view, as slangc
    /// compiles it: ordered pixel interlock, the whole body in the
    /// critical section (begun first, ended before each return) unless
    /// the shader places it itself.
    fn pixel_interlock(&mut self, id: Word) {
        self.cap(Capability::FragmentShaderPixelInterlockEXT);
        self.extension("SPV_EXT_fragment_shader_interlock");
        self.b.execution_mode(id, spirv::ExecutionMode::PixelInterlockOrderedEXT, []);
        if self.explicit_interlock == Some(true) {
            return;
        }
        let module = self.b.module_mut();
        let Some(f) = module.functions.iter_mut().find(|f| f.def.as_ref().and_then(|d| d.result_id) == Some(id)) else {
            return;
        };
        let begin = || Instruction::new(spirv::Op::BeginInvocationInterlockEXT, None, None, vec![]);
        let end = || Instruction::new(spirv::Op::EndInvocationInterlockEXT, None, None, vec![]);
        for (k, block) in f.blocks.iter_mut().enumerate() {
            if k == 0 {
                let at = block.instructions.iter().take_while(|i| i.class.opcode == spirv::Op::Variable).count();
                block.instructions.insert(at, begin());
            }
            if let Some(last) = block.instructions.last() {
                if matches!(last.class.opcode, spirv::Op::Return | spirv::Op::ReturnValue) {
                    let at = block.instructions.len() - 1;
                    block.instructions.insert(at, end());
                }
            }
        }
    }

    fn used_vars(&self, f: Sym) -> FxHashSet<Sym> {
        let ctx = self.ctx;
        let Some(module) = self.module else { return FxHashSet::default() };
        let table = nsl_ir::SymbolTable::build(ctx, module);
        let mut seen_funcs = FxHashSet::default();
        let mut used = FxHashSet::default();
        let mut stack = vec![f];
        while let Some(name) = stack.pop() {
            if !seen_funcs.insert(name) {
                continue;
            }
            let Some(func) = table.lookup(name) else { continue };
            ctx.walk_nested(func, &mut |op| {
                if let Some(var) = ctx.attr_symbol(op, "var") {
                    used.insert(var);
                }
                if ctx.op_name(op) == func::CALL.name {
                    if let Some(callee) = ctx.attr_symbol(op, "callee") {
                        stack.push(callee);
                    }
                }
            });
        }
        used
    }

    // ----- types -----------------------------------------------------------------

    /// The id of `ty` for values (no layout).
    pub(crate) fn ty(&mut self, ty: Type, at: Op) -> R<Word> {
        self.ty_in(ty, Layout::None, at)
    }

    pub(crate) fn ty_in(&mut self, ty: Type, layout: Layout, at: Op) -> R<Word> {
        if let Some(&id) = self.types.get(&(ty, layout)) {
            return Ok(id);
        }
        if let Some(m) = coop::mat_info(self.ctx, ty) {
            let id = self.coop_matrix_type(m, at)?;
            self.types.insert((ty, layout), id);
            return Ok(id);
        }
        if let Some((elem, len)) = coop::vec_info(self.ctx, ty) {
            let elem = self.ty(elem, at)?;
            let id = self.coop_vector_type(elem, len);
            self.types.insert((ty, layout), id);
            return Ok(id);
        }
        let kind = self.ctx.type_kind(ty).clone();
        let id = match &kind {
            TypeKind::Opaque { name, params } if self.atomic_images.contains(&ty) => {
                let name = self.ctx.str(*name).to_string();
                self.opaque_image(&name, params.first().copied(), true, at)?
            }
            _ => self.ty_kind(&kind, layout, at)?,
        };
        self.types.insert((ty, layout), id);
        Ok(id)
    }

    /// `OpTypeFloat` with an FP encoding (SPV_KHR_bfloat16,
    /// SPV_EXT_float8); rspirv's grammar predates the operand, so the
    /// instruction is built here (its callers cache the id per IR type).
    fn mini_float_type(&mut self, m: nsl_ir::MiniFloat) -> Word {
        use crate::raw;
        let encoding = match m {
            nsl_ir::MiniFloat::BF16 => {
                self.caps_insert(raw::CAP_BFLOAT16_TYPE_KHR);
                self.extension("SPV_KHR_bfloat16");
                raw::FP_ENCODING_BFLOAT16_KHR
            }
            nsl_ir::MiniFloat::E4M3 | nsl_ir::MiniFloat::E5M2 => {
                self.caps_insert(raw::CAP_FLOAT8_EXT);
                self.extension("SPV_EXT_float8");
                if m == nsl_ir::MiniFloat::E4M3 {
                    raw::FP_ENCODING_FLOAT8_E4M3_EXT
                } else {
                    raw::FP_ENCODING_FLOAT8_E5M2_EXT
                }
            }
        };
        let operands = vec![Operand::LiteralBit32(m.width().into()), Operand::LiteralBit32(encoding)];
        // One declaration per encoding, whatever layouts ask for it.
        let types = &self.b.module_ref().types_global_values;
        if let Some(old) = types.iter().find(|i| i.class.opcode == spirv::Op::TypeFloat && i.operands == operands) {
            return old.result_id.unwrap_or_default();
        }
        let id = self.b.id();
        let inst = Instruction::new(spirv::Op::TypeFloat, None, Some(id), operands);
        self.b.module_mut().types_global_values.push(inst);
        id
    }

    /// Translates a type structure (its nested types are the IR's).
    fn ty_kind(&mut self, kind: &TypeKind, layout: Layout, at: Op) -> R<Word> {
        let sub = |e: &mut Self, t: Type, l: Layout| e.ty_in(t, l, at);
        Ok(match kind {
            TypeKind::Bool => self.b.type_bool(),
            &TypeKind::Int { width, signed } => {
                match width {
                    8 => self.cap(Capability::Int8),
                    16 => self.cap(Capability::Int16),
                    64 => self.cap(Capability::Int64),
                    _ => {}
                }
                self.b.type_int(width.into(), signed.into())
            }
            &TypeKind::Float { width } => {
                match width {
                    16 => self.cap(Capability::Float16),
                    64 => self.cap(Capability::Float64),
                    _ => {}
                }
                self.b.type_float(width.into())
            }
            &TypeKind::MiniFloat(m) => self.mini_float_type(m),
            &TypeKind::Vector { elem, len } => {
                let e = sub(self, elem, Layout::None)?;
                self.b.type_vector(e, len.into())
            }
            &TypeKind::Matrix { elem, rows, cols, .. } => {
                let e = sub(self, elem, Layout::None)?;
                let row = self.b.type_vector(e, cols.into());
                if matches!(self.ctx.type_kind(elem), TypeKind::Float { .. }) {
                    self.b.type_matrix(row, rows.into())
                } else {
                    // SPIR-V matrices hold floats: other matrices are arrays
                    // of rows, stored row by row whatever their layout.
                    let id = self.b.id();
                    let n = self.u32_const(rows.into());
                    self.b.type_array_id(Some(id), row, n);
                    if layout != Layout::None {
                        let stride = layout::vector_array_stride(self.ctx, elem, cols, layout)
                            .ok_or_else(|| self.error(at, "this matrix has no size in block memory"))?;
                        self.b.decorate(id, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
                    }
                    id
                }
            }
            &TypeKind::Array { elem, len } => {
                let e = sub(self, elem, layout)?;
                let id = self.b.id();
                match len {
                    Some(n) => {
                        let n = self.u32_const(n);
                        self.b.type_array_id(Some(id), e, n);
                    }
                    None => {
                        self.b.type_runtime_array_id(Some(id), e);
                    }
                }
                if layout != Layout::None {
                    let stride = layout::array_stride(self.ctx, elem, layout);
                    let stride = stride.ok_or_else(|| self.error(at, "this array has no size in block memory"))?;
                    self.b.decorate(id, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
                } else if len.is_none() && hl::is_descriptor(self.ctx, elem) {
                    // An unsized descriptor array (`Texture2D textures[]`).
                    self.cap(Capability::RuntimeDescriptorArray);
                    if !self.at_least(5) {
                        self.extension("SPV_EXT_descriptor_indexing");
                    }
                } else if len.is_none() {
                    return Err(self.error(at, "runtime arrays live only in storage blocks"));
                }
                id
            }
            TypeKind::Struct { name, fields } => {
                let mut members = Vec::with_capacity(fields.len());
                for &(_, t) in fields {
                    members.push(sub(self, t, layout)?);
                }
                let id = self.b.id();
                self.b.type_struct_id(Some(id), members);
                let struct_name = self.ctx.str(*name).to_string();
                let member_names: Vec<String> = fields.iter().map(|&(n, _)| self.ctx.str(n).to_string()).collect();
                self.b.name(id, struct_name);
                for (i, n) in member_names.into_iter().enumerate() {
                    self.b.member_name(id, i as u32, n);
                }
                if layout != Layout::None {
                    self.decorate_members(id, fields, layout, at)?;
                }
                id
            }
            &TypeKind::Ptr { pointee, space } => {
                if space.is_device() {
                    self.physical_storage_buffer();
                }
                if space == AddressSpace::HitObjectAttribute {
                    self.shader_invocation_reorder();
                }
                let p = sub(self, pointee, Layout::of(space))?;
                let class = space_class(space);
                let id = self.b.type_pointer(None, class, p);
                if space.is_device() && !self.strided_pointers.contains(&id) {
                    // `OpPtrAccessChain` (`mem.ptr_offset`) steps by the
                    // pointer type's `ArrayStride`: the pointee's size.
                    if let Some(stride) = layout::array_stride(self.ctx, pointee, Layout::of(space)) {
                        self.b.decorate(id, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
                    }
                    self.strided_pointers.insert(id);
                }
                id
            }
            TypeKind::Function { .. } => return Err(self.error(at, "function values are not supported")),
            TypeKind::Param { .. } => return Err(self.error(at, "generic type parameters must be specialized first")),
            TypeKind::Opaque { name, params } => {
                let name = self.ctx.str(*name).to_string();
                let param = params.first().copied();
                return self.opaque(&name, param, at);
            }
        })
    }

    fn decorate_members(&mut self, id: Word, fields: &[(Sym, Type)], layout: Layout, at: Op) -> R<()> {
        let types: Vec<Type> = fields.iter().map(|f| f.1).collect();
        let offsets = layout::struct_layout(self.ctx, &types, layout).map(|l| l.0);
        let decos: Vec<_> = types.iter().map(|&t| layout::matrix_decoration(self.ctx, t, layout)).collect();
        let offsets = offsets.ok_or_else(|| self.error(at, "this struct has no layout in block memory"))?;
        for (i, off) in offsets.into_iter().enumerate() {
            self.b.member_decorate(id, i as u32, Decoration::Offset, [Operand::LiteralBit32(off)]);
            if let Some((col_major, stride)) = decos[i] {
                let d = if col_major { Decoration::ColMajor } else { Decoration::RowMajor };
                self.b.member_decorate(id, i as u32, d, []);
                self.b.member_decorate(id, i as u32, Decoration::MatrixStride, [Operand::LiteralBit32(stride)]);
            }
        }
        self.check_small_storage(&types, layout);
        Ok(())
    }

    /// 8- and 16-bit members of block memory need storage capabilities.
    fn check_small_storage(&mut self, types: &[Type], layout: Layout) {
        let mut widths = BTreeSet::new();
        for &t in types {
            collect_widths(self.ctx, t, &mut widths);
        }
        if widths.contains(&16) {
            // The Uniform/push-constant variants; storage buffers need only
            // the first. SPIR-V 1.3 made SPV_KHR_16bit_storage core.
            self.cap(match layout {
                Layout::Std140 => Capability::UniformAndStorageBuffer16BitAccess,
                _ => Capability::StorageBuffer16BitAccess,
            });
        }
        if widths.contains(&8) {
            self.cap(match layout {
                Layout::Std140 => Capability::UniformAndStorageBuffer8BitAccess,
                _ => Capability::StorageBuffer8BitAccess,
            });
            if !self.at_least(5) {
                self.extension("SPV_KHR_8bit_storage");
            }
        }
    }

    pub(crate) fn opaque(&mut self, name: &str, param: Option<Type>, at: Op) -> R<Word> {
        self.opaque_image(name, param, false, at)
    }

    /// An opaque type; `atomic`: a storage image whose texels atomics
    /// address, declared with its texel's format (`R32ui`, `R32f`, ...).
    fn opaque_image(&mut self, name: &str, param: Option<Type>, atomic: bool, at: Op) -> R<Word> {
        if matches!(name, "hl.SamplerState" | "hl.SamplerComparisonState") {
            return Ok(self.b.type_sampler());
        }
        // A combined texture-sampler is a sampled image of its texture.
        if let Some(texture) = hl::combined_texture_name(name) {
            let image = self.opaque(&texture, param, at)?;
            return Ok(self.b.type_sampled_image(image));
        }
        if name == "hl.RaytracingAccelerationStructure" {
            return Ok(self.b.type_acceleration_structure_khr());
        }
        if name == "hl.RayQuery" {
            self.ray_query();
            return Ok(self.b.type_ray_query_khr());
        }
        if name == "hl.HitObject" {
            self.shader_invocation_reorder();
            return Ok(self.b.type_hit_object_nv());
        }
        let Some(&(_, _, writable)) = hl::TEXTURES.iter().find(|t| t.0 == name) else {
            return Err(self.error(at, format!("the SPIR-V target does not support {name}")));
        };
        let texel = param.ok_or_else(|| self.error(at, "a texture without a texel type"))?;
        // 16- and 8-bit texels are read and written as 32-bit ones (see
        // `image_scalar`), in the format of their width; 64-bit integers
        // need SPV_EXT_shader_image_int64.
        let scalar_kind = self.ctx.type_kind(self.ctx.scalar_of(texel)).clone();
        let sampled = match scalar_kind {
            TypeKind::Float { width: 32 | 16 } => self.b.type_float(32),
            TypeKind::Int { width: 32 | 16 | 8, signed } => self.b.type_int(32, signed.into()),
            TypeKind::Int { width: 64, signed } => {
                self.cap(Capability::Int64ImageEXT);
                self.extension("SPV_EXT_shader_image_int64");
                self.b.type_int(64, signed.into())
            }
            _ => return Err(self.error(at, "textures of 8- to 64-bit integer or 16- or 32-bit float texels only")),
        };
        let components = match *self.ctx.type_kind(texel) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        let narrow_format = narrow_image_format(&scalar_kind, components);
        let base = name.trim_start_matches("hl.");
        if let Some(ms) = base.strip_prefix("SubpassInput") {
            self.cap(Capability::InputAttachment);
            self.cap(Capability::StorageImageReadWithoutFormat);
            let ms = u32::from(ms == "MS");
            let format = spirv::ImageFormat::Unknown;
            return Ok(self.b.type_image(sampled, spirv::Dim::DimSubpassData, 0, 0, ms, 2, format, None));
        }
        let depth = u32::from(base.starts_with("Depth"));
        let base = base.trim_start_matches("Depth").trim_start_matches("RW").trim_start_matches('W');
        let arrayed = u32::from(base.ends_with("Array"));
        let base = base.trim_end_matches("Array");
        let ms = u32::from(base.ends_with("MS"));
        let dim = match base.trim_end_matches("MS") {
            "Texture1D" => spirv::Dim::Dim1D,
            "Texture3D" => spirv::Dim::Dim3D,
            "TextureCube" => spirv::Dim::DimCube,
            _ => spirv::Dim::Dim2D,
        };
        if ms == 1 && writable {
            self.cap(Capability::StorageImageMultisample);
            if arrayed == 1 {
                self.cap(Capability::ImageMSArray);
            }
        }
        match (dim, writable) {
            (spirv::Dim::Dim1D, false) => self.cap(Capability::Sampled1D),
            (spirv::Dim::Dim1D, true) => self.cap(Capability::Image1D),
            (spirv::Dim::DimCube, false) if arrayed == 1 => self.cap(Capability::SampledCubeArray),
            (spirv::Dim::DimCube, true) if arrayed == 1 => self.cap(Capability::ImageCubeArray),
            _ => {}
        }
        if writable {
            self.cap(Capability::StorageImageReadWithoutFormat);
            self.cap(Capability::StorageImageWriteWithoutFormat);
        }
        let sampled_flag = if writable { 2 } else { 1 };
        // Atomics address a texel's first component: a texture they
        // touch has the one-component format of its scalar (Vulkan's
        // `OpImageTexelPointer` requires R32 or R64).
        let format = match *self.ctx.type_kind(self.ctx.scalar_of(texel)) {
            _ if !atomic => spirv::ImageFormat::Unknown,
            TypeKind::Float { width: 32 } => spirv::ImageFormat::R32f,
            TypeKind::Int { width: 32, signed: true } => spirv::ImageFormat::R32i,
            TypeKind::Int { width: 32, signed: false } => spirv::ImageFormat::R32ui,
            TypeKind::Int { width: 64, signed: true } => spirv::ImageFormat::R64i,
            TypeKind::Int { width: 64, signed: false } => spirv::ImageFormat::R64ui,
            _ => spirv::ImageFormat::Unknown,
        };
        let format = match narrow_format {
            Some(f) if format == spirv::ImageFormat::Unknown => {
                use spirv::ImageFormat as F;
                let basic = [F::Rgba16f, F::Rgba16ui, F::Rgba16i, F::Rgba8ui, F::Rgba8i, F::R64ui, F::R64i];
                if !basic.contains(&f) {
                    self.cap(Capability::StorageImageExtendedFormats);
                }
                f
            }
            _ => format,
        };
        Ok(self.b.type_image(sampled, dim, depth, arrayed, ms, sampled_flag, format, None))
    }

    // ----- constants ---------------------------------------------------------------

    pub(crate) fn scalar_const(&mut self, ty: Word, bits: Operand) -> Word {
        let key = (ty, vec![bits.clone()]);
        if let Some(&id) = self.scalar_consts.get(&key) {
            return id;
        }
        let id = self.b.id();
        self.b.module_mut().types_global_values.push(Instruction::new(
            spirv::Op::Constant,
            Some(ty),
            Some(id),
            vec![bits],
        ));
        self.scalar_consts.insert(key, id);
        id
    }

    /// The `OpSpecConstant`, `OpSpecConstantTrue` or `OpSpecConstantFalse`
    /// of an `hl.spec_const`'s SpecId (declared once, decorated `SpecId`,
    /// named).
    fn spec_const(&mut self, op: Op) -> R<Word> {
        let ctx = self.ctx;
        let id = ctx.attr_int(op, "id").expect("verified") as u32;
        let ty = ctx.value_type(ctx.result(op, 0));
        let value = ctx.attr(op, "value").expect("verified");
        self.spec_const_of(op, id, ty, value, ctx.attr_str(op, "name"))
    }

    /// The specialization constant of SpecId `id` (type `ty`, default
    /// `value`, named `name`), declared the first time it is asked for;
    /// `op` is what errors point at.
    fn spec_const_of(&mut self, op: Op, id: u32, ty: Type, value: Attr, name: Option<&str>) -> R<Word> {
        let ctx = self.ctx;
        if let Some(&w) = self.spec_consts.get(&id) {
            return Ok(w);
        }
        let t = self.ty(ty, op)?;
        let value = value_from_attr(ctx, value, ty).ok_or_else(|| self.error(op, "bad specialization constant"))?;
        let (opcode, operands) = match (ctx.type_kind(ty), value) {
            (TypeKind::Bool, RtValue::Bool(true)) => (spirv::Op::SpecConstantTrue, vec![]),
            (TypeKind::Bool, RtValue::Bool(false)) => (spirv::Op::SpecConstantFalse, vec![]),
            (&TypeKind::Int { width: 64, .. }, RtValue::Int(bits)) => {
                (spirv::Op::SpecConstant, vec![Operand::LiteralBit64(bits)])
            }
            (&TypeKind::Int { width, signed }, RtValue::Int(bits)) => {
                let word = if signed && width < 32 {
                    let shift = 64 - u32::from(width);
                    ((bits << shift) as i64 >> shift) as u32
                } else {
                    bits as u32
                };
                (spirv::Op::SpecConstant, vec![Operand::LiteralBit32(word)])
            }
            (TypeKind::Float { .. }, RtValue::F16(f)) => {
                (spirv::Op::SpecConstant, vec![Operand::LiteralBit32(f.to_bits().into())])
            }
            (TypeKind::Float { .. }, RtValue::F32(f)) => {
                (spirv::Op::SpecConstant, vec![Operand::LiteralBit32(f.to_bits())])
            }
            (TypeKind::Float { .. }, RtValue::F64(f)) => {
                (spirv::Op::SpecConstant, vec![Operand::LiteralBit64(f.to_bits())])
            }
            _ => return Err(self.error(op, "a specialization constant must be a scalar")),
        };
        let w = self.b.id();
        self.b.module_mut().types_global_values.push(Instruction::new(opcode, Some(t), Some(w), operands));
        self.b.decorate(w, Decoration::SpecId, [Operand::LiteralBit32(id)]);
        if let Some(name) = name {
            self.b.name(w, name);
        }
        self.spec_consts.insert(id, w);
        Ok(w)
    }

    pub(crate) fn u32_const(&mut self, v: u32) -> Word {
        let t = self.b.type_int(32, 0);
        self.scalar_const(t, Operand::LiteralBit32(v))
    }

    pub(crate) fn bool_const(&mut self, v: bool) -> Word {
        let t = self.b.type_bool();
        let key = (t, vec![Operand::LiteralBit32(v.into())]);
        if let Some(&id) = self.scalar_consts.get(&key) {
            return id;
        }
        let id = self.b.id();
        let op = if v { spirv::Op::ConstantTrue } else { spirv::Op::ConstantFalse };
        self.b.module_mut().types_global_values.push(Instruction::new(op, Some(t), Some(id), vec![]));
        self.scalar_consts.insert(key, id);
        id
    }

    pub(crate) fn null(&mut self, ty: Word) -> Word {
        if let Some(&id) = self.nulls.get(&ty) {
            return id;
        }
        let id = self.b.id();
        self.b.module_mut().types_global_values.push(Instruction::new(
            spirv::Op::ConstantNull,
            Some(ty),
            Some(id),
            vec![],
        ));
        self.nulls.insert(ty, id);
        id
    }

    pub(crate) fn composite_const(&mut self, ty: Word, parts: Vec<Word>) -> Word {
        let key = (ty, parts);
        if let Some(&id) = self.composite_consts.get(&key) {
            return id;
        }
        let id = self.b.id();
        let operands = key.1.iter().map(|&p| Operand::IdRef(p)).collect();
        self.b.module_mut().types_global_values.push(Instruction::new(
            spirv::Op::ConstantComposite,
            Some(ty),
            Some(id),
            operands,
        ));
        self.composite_consts.insert(key, id);
        id
    }

    /// The constant `v` of IR type `ty`.
    pub(crate) fn constant(&mut self, ty: Type, v: &RtValue, at: Op) -> R<Word> {
        let kind = self.ctx.type_kind(ty).clone();
        let id = self.ty(ty, at)?;
        self.constant_kind(&kind, id, v, at)
    }

    fn constant_kind(&mut self, kind: &TypeKind, ty: Word, v: &RtValue, at: Op) -> R<Word> {
        let bad = || Diagnostic::error("NSL5003", Loc::UNKNOWN, "constant does not fit its type");
        Ok(match (kind, v) {
            (TypeKind::Bool, RtValue::Bool(b)) => self.bool_const(*b),
            (&TypeKind::Int { width, signed }, RtValue::Int(bits)) => {
                let operand = if width == 64 {
                    Operand::LiteralBit64(*bits)
                } else if signed && width < 32 {
                    let shift = 64 - u32::from(width);
                    Operand::LiteralBit32(((*bits << shift) as i64 >> shift) as u32)
                } else {
                    Operand::LiteralBit32(*bits as u32)
                };
                self.scalar_const(ty, operand)
            }
            (TypeKind::Float { .. }, RtValue::F16(f)) => {
                self.scalar_const(ty, Operand::LiteralBit32(f.to_bits().into()))
            }
            (TypeKind::Float { .. }, RtValue::F32(f)) => self.scalar_const(ty, Operand::LiteralBit32(f.to_bits())),
            (TypeKind::Float { .. }, RtValue::F64(f)) => self.scalar_const(ty, Operand::LiteralBit64(f.to_bits())),
            (_, RtValue::Agg(items)) => {
                let ctx = self.ctx;
                let members: Vec<(TypeKind, Word)> = match *kind {
                    TypeKind::Vector { elem, len } => {
                        vec![(ctx.type_kind(elem).clone(), self.ty(elem, at)?); len.into()]
                    }
                    TypeKind::Matrix { elem, cols, rows, .. } => {
                        let e = self.ty(elem, at)?;
                        let row = self.b.type_vector(e, cols.into());
                        vec![(TypeKind::Vector { elem, len: cols }, row); rows.into()]
                    }
                    TypeKind::Array { elem, len: Some(n) } => {
                        vec![(ctx.type_kind(elem).clone(), self.ty(elem, at)?); n as usize]
                    }
                    TypeKind::Struct { ref fields, .. } => {
                        let mut out = Vec::new();
                        for &(_, t) in fields {
                            out.push((ctx.type_kind(t).clone(), self.ty(t, at)?));
                        }
                        out
                    }
                    _ => return Err(bad()),
                };
                if members.len() != items.len() {
                    return Err(bad());
                }
                let mut parts = Vec::with_capacity(items.len());
                for ((k, t), item) in members.iter().zip(items) {
                    parts.push(self.constant_kind(k, *t, item, at)?);
                }
                self.composite_const(ty, parts)
            }
            _ => return Err(bad()),
        })
    }

    // ----- functions ---------------------------------------------------------------

    fn function(&mut self, f: Op) -> R<()> {
        let ctx = self.ctx;
        let sym = ctx.attr_symbol(f, "sym").expect("verified");
        let id = self.funcs[&sym];
        let (params, results) = func::signature(ctx, f).ok_or_else(|| self.error(f, "not a function type"))?;
        let ret = match results {
            [] => self.b.type_void(),
            [r] => self.ty(*r, f)?,
            _ => return Err(self.error(f, "SPIR-V functions return at most one value")),
        };
        let mut param_ids = Vec::with_capacity(params.len());
        for &p in params {
            param_ids.push(self.ty(p, f)?);
        }
        let fn_ty = self.b.type_function(ret, param_ids.clone());
        let mut function = dr::Function::new();
        function.def = Some(Instruction::new(
            spirv::Op::Function,
            Some(ret),
            Some(id),
            vec![Operand::FunctionControl(spirv::FunctionControl::NONE), Operand::IdRef(fn_ty)],
        ));
        let body = ctx.body(f, 0);
        for (&arg, &t) in ctx.block_args(body).iter().zip(&param_ids) {
            let pid = self.b.id();
            function.parameters.push(Instruction::new(spirv::Op::FunctionParameter, Some(t), Some(pid), vec![]));
            self.decorate_aliasing(pid, ctx.value_type(arg), false);
            self.values.insert(arg, pid);
        }
        self.body = Body::default();
        self.frames.clear();
        let entry = self.b.id();
        self.start_block(entry);
        self.declare_locals(f)?;
        if self.block(body)? {
            return Err(self.error(f, "the function body does not end with a terminator"));
        }
        function.blocks = std::mem::take(&mut self.body.blocks);
        function.end = Some(Instruction::new(spirv::Op::FunctionEnd, None, None, vec![]));
        self.b.module_mut().functions.push(function);
        Ok(())
    }

    /// Declares the function-scope variables of `f` in its first block.
    fn declare_locals(&mut self, f: Op) -> R<()> {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ctx.walk_nested(f, &mut |op| {
            let name = ctx.op_name(op);
            if name == mem::VAR.name || name == agg::EXTRACT_DYN.name {
                ops.push(op);
            }
        });
        let loop_kind = ctx.kind(cf::LOOP.name);
        for op in ops {
            let ptr_ty = if ctx.op_name(op) == mem::VAR.name {
                self.ty(ctx.value_type(ctx.result(op, 0)), op)?
            } else {
                let array = self.ty(ctx.value_type(ctx.operand(op, 0)), op)?;
                self.b.type_pointer(None, StorageClass::Function, array)
            };
            let mut init = None;
            if ctx.op_name(op) == mem::VAR.name {
                let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) else {
                    return Err(self.error(op, "not a pointer"));
                };
                if space != AddressSpace::Function {
                    return Err(self.error(op, "only function variables are declared in functions"));
                }
                let mut in_loop = false;
                let mut cur = op;
                while let Some(p) = ctx.parent_op(cur) {
                    if p == f {
                        break;
                    }
                    in_loop |= ctx.is(p, loop_kind);
                    cur = p;
                }
                // Images and samplers have no null value: a variable
                // holding one is zeroed part by part where it is declared.
                // A logical pointer (a buffer chosen by control flow) is
                // stored before it is read, and has no null value either.
                if self.variable_pointer(pointee) {
                } else if in_loop || !nullable(ctx, pointee) {
                    self.zero_in_place.insert(op);
                } else {
                    let zero = self.ty(pointee, op)?;
                    init = Some(self.null(zero));
                }
            }
            let id = self.b.id();
            let mut operands = vec![Operand::StorageClass(StorageClass::Function)];
            operands.extend(init.map(Operand::IdRef));
            self.emit_raw(Instruction::new(spirv::Op::Variable, Some(ptr_ty), Some(id), operands))?;
            self.decorate_aliasing(id, ctx.value_type(ctx.result(op, 0)), true);
            self.locals.insert(op, id);
        }
        Ok(())
    }

    /// `OpSource` for the file of the first entry point (else of the
    /// first function) with a known location, naming it by an `OpString`.
    fn source(&mut self, top: &[Op]) {
        let ctx = self.ctx;
        let main = top
            .iter()
            .filter(|&&op| ctx.op_name(op) == dialect::ENTRY_POINT.name)
            .chain(top.iter().filter(|&&op| ctx.op_name(op) == func::FUNC.name))
            .map(|&op| ctx.loc(op))
            .find(|l| l.is_known() && ctx.file_name(l.file).is_some());
        let file = main.and_then(|l| self.file_string(l.file));
        // Unknown (0): the SPIR-V tools here predate SourceLanguage Slang.
        self.b.source(spirv::SourceLanguage::Unknown, 1, file, None::<String>);
    }

    /// The `OpString` of a file id, made on first use.
    fn file_string(&mut self, file: u32) -> Option<Word> {
        if let Some(&id) = self.files.get(&file) {
            return Some(id);
        }
        let name = self.ctx.file_name(file)?.to_string();
        let id = self.b.string(name);
        self.files.insert(file, id);
        Some(id)
    }

    /// With debug lines, an `OpLine` for `op`'s location when it differs
    /// from the block's last one.
    fn line(&mut self, op: Op) {
        let loc = self.ctx.loc(op);
        if !self.debug_lines || !loc.is_known() || self.last_line == Some(loc) || self.body.current.is_none() {
            return;
        }
        let Some(file) = self.file_string(loc.file) else { return };
        let operands = vec![Operand::IdRef(file), Operand::LiteralBit32(loc.line), Operand::LiteralBit32(loc.col)];
        if self.emit_raw(Instruction::new(spirv::Op::Line, None, None, operands)).is_ok() {
            self.last_line = Some(loc);
        }
    }

    fn start_block(&mut self, label: Word) {
        self.last_line = None;
        let mut block = dr::Block::new();
        block.label = Some(Instruction::new(spirv::Op::Label, None, Some(label), vec![]));
        self.body.blocks.push(block);
        self.body.current = Some(self.body.blocks.len() - 1);
        self.label = label;
    }

    pub(crate) fn emit_raw(&mut self, inst: Instruction) -> R<()> {
        let Some(i) = self.body.current else { return Err(self.internal("instruction after a terminator")) };
        self.body.blocks[i].instructions.push(inst);
        Ok(())
    }

    /// Appends an instruction rspirv does not know (a `raw` placeholder),
    /// with a fresh result id when it has a result type.
    pub(crate) fn raw(&mut self, opcode: u32, ty: Option<Word>, operands: Vec<Operand>) -> R<Option<Word>> {
        let id = ty.map(|_| self.b.id());
        self.emit_raw(crate::raw::inst(opcode, ty, id, operands))?;
        Ok(id)
    }

    /// Appends an instruction with a fresh result id.
    pub(crate) fn inst(&mut self, op: spirv::Op, ty: Word, operands: Vec<Operand>) -> R<Word> {
        let id = self.b.id();
        self.emit_raw(Instruction::new(op, Some(ty), Some(id), operands))?;
        Ok(id)
    }

    /// Appends an instruction without a result.
    pub(crate) fn inst_void(&mut self, op: spirv::Op, operands: Vec<Operand>) -> R<()> {
        self.emit_raw(Instruction::new(op, None, None, operands))
    }

    /// `gpu.abort`: `OpAbortKHR` (SPV_KHR_abort) of a message struct, as
    /// slangc builds it: the format string with its null terminator packed
    /// little-endian into a `uint` array (stride 4), then the arguments at
    /// their scalar-layout offsets, the members decorated with `Offset`.
    /// A terminator: nothing after it in its block is emitted.
    fn abort(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx;
        let format = ctx.attr_str(op, "format").expect("verified").as_bytes().to_vec();
        let n_words = (format.len() + 1).div_ceil(4) as u32;
        let words: Vec<Word> = (0..n_words as usize)
            .map(|w| {
                let word = (0..4).fold(0u32, |acc, b| {
                    let byte = format.get(w * 4 + b).copied().unwrap_or(0);
                    acc | (u32::from(byte) << (8 * b))
                });
                self.u32_const(word)
            })
            .collect();
        let uint = self.b.type_int(32, 0);
        let array = match self.abort_formats.get(&n_words) {
            Some(&a) => a,
            None => {
                let len = self.i32_const(n_words);
                let a = self.b.id();
                self.b.type_array_id(Some(a), uint, len);
                self.b.decorate(a, spirv::Decoration::ArrayStride, [Operand::LiteralBit32(4)]);
                self.abort_formats.insert(n_words, a);
                a
            }
        };
        let format = self.composite_const(array, words);
        let mut members = vec![array];
        let mut offsets = vec![0];
        let mut end = n_words * 4;
        for &v in ctx.operands(op) {
            let ty = ctx.value_type(v);
            let Some((size, align)) = crate::layout::size_align(ctx, ty, Layout::Scalar) else {
                return Err(self.error(op, "an abort message cannot hold this argument"));
            };
            let at = end.div_ceil(align.max(1)) * align.max(1);
            offsets.push(at);
            end = at + size;
            members.push(self.ty(ty, op)?);
        }
        let message_ty = match self.abort_messages.get(&members) {
            Some(&t) => t,
            None => {
                let t = self.b.id();
                self.b.type_struct_id(Some(t), members.iter().copied());
                self.b.name(t, "AbortMessage");
                for (k, &off) in offsets.iter().enumerate() {
                    self.b.member_decorate(t, k as u32, spirv::Decoration::Offset, [Operand::LiteralBit32(off)]);
                }
                self.abort_messages.insert(members, t);
                t
            }
        };
        let mut parts = vec![Operand::IdRef(format)];
        parts.extend(self.vals(ctx.operands(op))?.into_iter().map(Operand::IdRef));
        let message = self.inst(spirv::Op::CompositeConstruct, message_ty, parts)?;
        self.caps_insert(crate::raw::CAP_ABORT_KHR);
        self.extension("SPV_KHR_abort");
        self.raw(crate::raw::OP_ABORT_KHR, None, vec![Operand::IdRef(message_ty), Operand::IdRef(message)])?;
        self.body.current = None;
        Ok(())
    }

    fn terminate(&mut self, op: spirv::Op, operands: Vec<Operand>) -> R<()> {
        self.inst_void(op, operands)?;
        self.body.current = None;
        Ok(())
    }

    fn branch(&mut self, target: Word) -> R<()> {
        self.terminate(spirv::Op::Branch, vec![Operand::IdRef(target)])
    }

    pub(crate) fn v(&self, v: Value) -> R<Word> {
        self.values.get(&v).copied().ok_or_else(|| self.internal(format!("value {v:?} used before its definition")))
    }

    pub(crate) fn vals(&self, vs: &[Value]) -> R<Vec<Word>> {
        vs.iter().map(|&v| self.v(v)).collect()
    }

    /// Emits the ops of `block`; false when control does not reach its end
    /// (it ended in a terminator, or in a construct nothing leaves).
    fn block(&mut self, block: nsl_ir::Block) -> R<bool> {
        for op in self.ctx.iter_block(block) {
            if !self.op(op)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn op(&mut self, op: Op) -> R<bool> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        self.line(op);
        match name {
            n if n == cf::IF.name => return self.if_(op),
            n if n == cf::LOOP.name => return self.loop_(op),
            n if n == cf::SWITCH.name => return self.switch(op),
            n if n == cf::YIELD.name => {
                let vals = self.vals(ctx.operands(op))?;
                let label = self.label;
                match self.frames.last_mut() {
                    Some(Frame::If { merge, incoming }) => {
                        incoming.push((vals, label));
                        let merge = *merge;
                        self.branch(merge)?;
                    }
                    _ => return Err(self.error(op, "cf.yield outside cf.if")),
                }
                return Ok(false);
            }
            n if n == cf::BREAK.name => {
                let vals = self.vals(ctx.operands(op))?;
                let label = self.label;
                let target = self.frames.iter_mut().rev().find_map(|f| match f {
                    Frame::Loop { merge, breaks, .. } | Frame::Switch { merge, breaks } => Some((merge, breaks)),
                    Frame::If { .. } => None,
                });
                let Some((merge, breaks)) = target else { return Err(self.error(op, "break outside loop or switch")) };
                breaks.push((vals, label));
                let merge = *merge;
                self.branch(merge)?;
                return Ok(false);
            }
            n if n == cf::CONTINUE.name => {
                let vals = self.vals(ctx.operands(op))?;
                let label = self.label;
                let target = self.frames.iter_mut().rev().find_map(|f| match f {
                    Frame::Loop { cont, conts, .. } => Some((cont, conts)),
                    _ => None,
                });
                let Some((cont, conts)) = target else { return Err(self.error(op, "continue outside loop")) };
                conts.push((vals, label));
                let cont = *cont;
                self.branch(cont)?;
                return Ok(false);
            }
            n if n == nsl_dialects::rt::IGNORE_HIT.name || n == nsl_dialects::rt::ACCEPT_HIT_AND_END_SEARCH.name => {
                // Terminators since SPV_KHR_ray_tracing; what follows in
                // the block is unreachable.
                self.ray_tracing();
                let code = if n == nsl_dialects::rt::IGNORE_HIT.name {
                    spirv::Op::IgnoreIntersectionKHR
                } else {
                    spirv::Op::TerminateRayKHR
                };
                self.terminate(code, vec![])?;
                return Ok(false);
            }
            n if n == hl::EMIT_VERTEX.name => {
                self.inst_void(spirv::Op::EmitVertex, vec![])?;
                return Ok(true);
            }
            n if n == hl::END_PRIMITIVE.name => {
                self.inst_void(spirv::Op::EndPrimitive, vec![])?;
                return Ok(true);
            }
            n if n == hl::PATCH_BARRIER.name => {
                // slangc's: execution scope Workgroup, memory scope
                // Invocation, no memory semantics.
                let (workgroup, invocation, none) = (self.u32_const(2), self.u32_const(4), self.u32_const(0));
                let ops = [workgroup, invocation, none].into_iter().map(Operand::IdRef).collect();
                self.inst_void(spirv::Op::ControlBarrier, ops)?;
                return Ok(true);
            }
            n if n == hl::SET_MESH_OUTPUTS.name => {
                let vals = self.vals(ctx.operands(op))?;
                self.inst_void(spirv::Op::SetMeshOutputsEXT, vals.into_iter().map(Operand::IdRef).collect())?;
                return Ok(true);
            }
            n if n == hl::DISPATCH_MESH.name => {
                let vals = self.vals(&ctx.operands(op)[..3])?;
                let mut operands: Vec<Operand> = vals.into_iter().map(Operand::IdRef).collect();
                if let Some(sym) = ctx.attr_symbol(op, "payload") {
                    let (var, _) = *self.vars.get(&sym).ok_or_else(|| self.error(op, "no payload variable"))?;
                    operands.push(Operand::IdRef(var));
                }
                self.terminate(spirv::Op::EmitMeshTasksEXT, operands)?;
                return Ok(false);
            }
            n if n == gpu::ABORT.name => {
                self.abort(op)?;
                return Ok(false);
            }
            n if n == hl::DISCARD.name => {
                // slangc's choice: OpKill (a terminator) up to SPIR-V 1.5,
                // demotion to a helper invocation from 1.6, where OpKill
                // is deprecated.
                if self.at_least(6) {
                    self.cap(Capability::DemoteToHelperInvocation);
                    self.inst_void(spirv::Op::DemoteToHelperInvocation, vec![])?;
                    return Ok(true);
                }
                self.terminate(spirv::Op::Kill, vec![])?;
                return Ok(false);
            }
            n if n == func::RETURN.name => {
                match ctx.operands(op) {
                    [] => self.terminate(spirv::Op::Return, vec![])?,
                    [v] => {
                        let v = self.v(*v)?;
                        self.terminate(spirv::Op::ReturnValue, vec![Operand::IdRef(v)])?;
                    }
                    _ => return Err(self.error(op, "SPIR-V functions return at most one value")),
                }
                return Ok(false);
            }
            _ => {}
        }
        if ctx.has_trait(op, Traits::TERMINATOR) || !ctx.regions(op).is_empty() {
            return Err(self.error(op, "the SPIR-V target cannot emit this op"));
        }
        self.simple(op)?;
        Ok(true)
    }

    /// Stores zero through the function pointer `ptr` to a `ty`: one
    /// `OpConstantNull`, or where `ty` holds an image or a sampler (which
    /// have none), one store per part that has one.
    fn store_zero(&mut self, ptr: Word, ty: Type, op: Op) -> R<()> {
        let ctx = self.ctx;
        if nullable(ctx, ty) {
            let t = self.ty(ty, op)?;
            let zero = self.null(t);
            return self.inst_void(spirv::Op::Store, vec![Operand::IdRef(ptr), Operand::IdRef(zero)]);
        }
        if let TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. } = ctx.type_kind(ty) {
            // A device pointer has no `OpConstantNull`: address 0.
            let t = self.ty(ty, op)?;
            self.cap(Capability::Int64);
            let ulong = self.b.type_int(64, 0);
            let zero = self.b.constant_bit64(ulong, 0);
            let null = self.inst(spirv::Op::ConvertUToPtr, t, vec![Operand::IdRef(zero)])?;
            return self.inst_void(spirv::Op::Store, vec![Operand::IdRef(ptr), Operand::IdRef(null)]);
        }
        let parts: Vec<Type> = match ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => fields.iter().map(|f| f.1).collect(),
            &TypeKind::Array { elem, len: Some(n) } => vec![elem; n as usize],
            _ => return Ok(()),
        };
        for (i, part) in parts.into_iter().enumerate() {
            if !holds_data(ctx, part) {
                continue;
            }
            let t = self.ty(part, op)?;
            let pt = self.b.type_pointer(None, StorageClass::Function, t);
            let index = self.u32_const(i as u32);
            let p = self.inst(spirv::Op::AccessChain, pt, vec![Operand::IdRef(ptr), Operand::IdRef(index)])?;
            self.store_zero(p, part, op)?;
        }
        Ok(())
    }

    fn simple(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        let result = if name == mem::VAR.name {
            let id = self.locals[&op];
            if self.zero_in_place.contains(&op) {
                let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) else {
                    return Err(self.error(op, "not a pointer"));
                };
                self.store_zero(id, pointee, op)?;
            }
            Some(id)
        } else if name == dialect::ADDR.name || name == dialect::HANDLE.name {
            let sym = ctx.attr_symbol(op, "var").expect("verified");
            let (var, _) = *self.vars.get(&sym).ok_or_else(|| self.error(op, "no such variable"))?;
            let heap_view = self.heaps.views.contains_key(&sym);
            if heap_view && name == dialect::ADDR.name {
                // A view of a descriptor heap has no address of its own:
                // only its elements are reached (`mem.elem_addr`, see `heap`).
                let elems_only = ctx
                    .uses(ctx.result(op, 0))
                    .iter()
                    .all(|u| u.index == 0 && ctx.op_name(u.op) == mem::ELEM_ADDR.name && ctx.operands(u.op).len() == 2);
                if !elems_only {
                    return Err(self.error(op, "a descriptor heap is only read element by element"));
                }
                Some(var)
            } else if heap_view {
                let [index] = ctx.operands(op) else {
                    return Err(self.error(op, "a descriptor heap is only read element by element"));
                };
                let i = self.vals(&[*index])?[0];
                Some(self.heap_handle(op, sym, i)?)
            } else if name == dialect::ADDR.name {
                Some(var)
            } else if let [index] = ctx.operands(op) {
                // An element of a descriptor array.
                let elem = self.ty(ctx.value_type(ctx.result(op, 0)), op)?;
                let ptr_ty = self.b.type_pointer(None, spirv::StorageClass::UniformConstant, elem);
                let i = self.vals(&[*index])?[0];
                let ptr = self.inst(spirv::Op::AccessChain, ptr_ty, vec![Operand::IdRef(var), Operand::IdRef(i)])?;
                self.handle_ptrs.insert(ctx.result(op, 0), ptr);
                let h = self.inst(spirv::Op::Load, elem, vec![Operand::IdRef(ptr)])?;
                if ctx.attr(op, "nonuniform").is_some() {
                    self.cap(Capability::ShaderNonUniform);
                    if !self.at_least(5) {
                        self.extension("SPV_EXT_descriptor_indexing");
                    }
                    let cap = match hl::texture(ctx, ctx.value_type(ctx.result(op, 0))) {
                        Some((_, _, true)) => Capability::StorageImageArrayNonUniformIndexing,
                        _ => Capability::SampledImageArrayNonUniformIndexing,
                    };
                    self.cap(cap);
                    for id in [ptr, h] {
                        self.b.decorate(id, Decoration::NonUniform, []);
                    }
                }
                Some(h)
            } else {
                let t = self.ty(ctx.value_type(ctx.result(op, 0)), op)?;
                Some(self.inst(spirv::Op::Load, t, vec![Operand::IdRef(var)])?)
            }
        } else if name == hl::INTERPOLATE_INPUT.name {
            // GLSL.std.450's InterpolateAtCentroid (76) / InterpolateAtSample
            // (77) / InterpolateAtOffset (78) of the input variable.
            self.cap(Capability::InterpolationFunction);
            let inst = match ctx.attr_str(op, "mode") {
                Some("sample") => 77,
                Some("offset") => 78,
                _ => 76,
            };
            let t = self.ty(ctx.value_type(ctx.result(op, 0)), op)?;
            let set = self.glsl();
            let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(inst)];
            operands.extend(self.vals(ctx.operands(op))?.into_iter().map(Operand::IdRef));
            Some(self.inst(spirv::Op::ExtInst, t, operands)?)
        } else if name == gpu::PRINTF.name {
            // NonSemantic.DebugPrintf's instruction 1: the format (an
            // OpString), then the arguments.
            self.extension("SPV_KHR_non_semantic_info");
            let set = match self.debug_printf {
                Some(set) => set,
                None => {
                    let set = self.b.ext_inst_import("NonSemantic.DebugPrintf");
                    self.debug_printf = Some(set);
                    set
                }
            };
            let format = self.b.string(ctx.attr_str(op, "format").expect("verified"));
            let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(1), Operand::IdRef(format)];
            operands.extend(self.vals(ctx.operands(op))?.into_iter().map(Operand::IdRef));
            let void = self.b.type_void();
            self.inst(spirv::Op::ExtInst, void, operands)?;
            None
        } else if name == hl::SPEC_CONST.name {
            Some(self.spec_const(op)?)
        } else if name == func::CALL.name {
            let callee = ctx.attr_symbol(op, "callee").expect("verified");
            let f = *self.funcs.get(&callee).ok_or_else(|| self.error(op, "no such function"))?;
            let ret = match ctx.results(op) {
                [] => self.b.type_void(),
                [r] => self.ty(ctx.value_type(*r), op)?,
                _ => return Err(self.error(op, "SPIR-V functions return at most one value")),
            };
            let mut operands = vec![Operand::IdRef(f)];
            operands.extend(self.vals(ctx.operands(op))?.into_iter().map(Operand::IdRef));
            let id = self.inst(spirv::Op::FunctionCall, ret, operands)?;
            (!ctx.results(op).is_empty()).then_some(id)
        } else {
            self.translate(op)?
        };
        match (result, ctx.results(op)) {
            (Some(id), [r]) => {
                self.values.insert(*r, id);
                Ok(())
            }
            // A sparse texture access: its status (second result) is mapped.
            (Some(id), [r, status]) if self.values.contains_key(status) => {
                self.values.insert(*r, id);
                Ok(())
            }
            (None, []) => Ok(()),
            _ => Err(self.internal(format!("'{name}' has an unexpected number of results"))),
        }
    }

    // ----- structured control flow ---------------------------------------------------

    fn phis(&mut self, results: &[Value], incoming: &[(Vec<Word>, Word)], at: Op) -> R<()> {
        for (i, &r) in results.iter().enumerate() {
            self.variable_pointer(self.ctx.value_type(r));
            let t = self.ty(self.ctx.value_type(r), at)?;
            let id = if incoming.is_empty() {
                self.inst(spirv::Op::Undef, t, vec![])?
            } else {
                let mut operands = Vec::with_capacity(incoming.len() * 2);
                for (vals, pred) in incoming {
                    operands.push(Operand::IdRef(vals[i]));
                    operands.push(Operand::IdRef(*pred));
                }
                self.inst(spirv::Op::Phi, t, operands)?
            };
            self.values.insert(r, id);
        }
        Ok(())
    }

    /// Starts the merge block of a construct; false if nothing reaches it.
    fn merge_block(&mut self, op: Op, merge: Word, incoming: &[(Vec<Word>, Word)]) -> R<bool> {
        self.start_block(merge);
        if incoming.is_empty() {
            self.terminate(spirv::Op::Unreachable, vec![])?;
            return Ok(false);
        }
        let results = self.ctx.results(op).to_vec();
        self.phis(&results, incoming, op)?;
        Ok(true)
    }

    fn if_(&mut self, op: Op) -> R<bool> {
        let cond = self.v(self.ctx.operand(op, 0))?;
        let (then_l, else_l, merge) = (self.b.id(), self.b.id(), self.b.id());
        self.inst_void(
            spirv::Op::SelectionMerge,
            vec![Operand::IdRef(merge), Operand::SelectionControl(spirv::SelectionControl::NONE)],
        )?;
        self.terminate(
            spirv::Op::BranchConditional,
            vec![Operand::IdRef(cond), Operand::IdRef(then_l), Operand::IdRef(else_l)],
        )?;
        self.frames.push(Frame::If { merge, incoming: Vec::new() });
        for (arm, label) in [(0, then_l), (1, else_l)] {
            self.start_block(label);
            if self.block(self.ctx.body(op, arm))? {
                return Err(self.error(op, "an arm does not end with a terminator"));
            }
        }
        let Some(Frame::If { incoming, .. }) = self.frames.pop() else { return Err(self.internal("frame stack")) };
        self.merge_block(op, merge, &incoming)
    }

    fn loop_(&mut self, op: Op) -> R<bool> {
        let ctx = self.ctx;
        let inits = self.vals(ctx.operands(op))?;
        let (header, body_l, cont, merge) = (self.b.id(), self.b.id(), self.b.id(), self.b.id());
        let pre = self.label;
        self.branch(header)?;
        self.start_block(header);
        let body = ctx.body(op, 0);
        let args = ctx.block_args(body).to_vec();
        let next_ids: Vec<Word> = args.iter().map(|_| self.b.id()).collect();
        for (i, &a) in args.iter().enumerate() {
            self.variable_pointer(ctx.value_type(a));
            let t = self.ty(ctx.value_type(a), op)?;
            let operands =
                vec![Operand::IdRef(inits[i]), Operand::IdRef(pre), Operand::IdRef(next_ids[i]), Operand::IdRef(cont)];
            let id = self.inst(spirv::Op::Phi, t, operands)?;
            self.values.insert(a, id);
        }
        self.inst_void(
            spirv::Op::LoopMerge,
            vec![Operand::IdRef(merge), Operand::IdRef(cont), Operand::LoopControl(spirv::LoopControl::NONE)],
        )?;
        self.branch(body_l)?;
        self.frames.push(Frame::Loop { merge, cont, breaks: Vec::new(), conts: Vec::new() });
        self.start_block(body_l);
        if self.block(body)? {
            return Err(self.error(op, "the loop body does not end with a terminator"));
        }
        let Some(Frame::Loop { breaks, conts, .. }) = self.frames.pop() else {
            return Err(self.internal("frame stack"));
        };
        self.start_block(cont);
        for (i, &a) in args.iter().enumerate() {
            let t = self.ty(ctx.value_type(a), op)?;
            if conts.is_empty() {
                self.emit_raw(Instruction::new(spirv::Op::Undef, Some(t), Some(next_ids[i]), vec![]))?;
            } else {
                let mut operands = Vec::new();
                for (vals, pred) in &conts {
                    operands.push(Operand::IdRef(vals[i]));
                    operands.push(Operand::IdRef(*pred));
                }
                self.emit_raw(Instruction::new(spirv::Op::Phi, Some(t), Some(next_ids[i]), operands))?;
            }
        }
        self.branch(header)?;
        self.merge_block(op, merge, &breaks)
    }

    fn switch(&mut self, op: Op) -> R<bool> {
        let ctx = self.ctx;
        let selector = ctx.operand(op, 0);
        let sel = self.v(selector)?;
        let width = match ctx.type_kind(ctx.value_type(selector)) {
            TypeKind::Int { width, .. } => *width,
            _ => 32,
        };
        let cases = cf::switch_cases(ctx, op).map_err(|m| self.error(op, m))?;
        let labels: Vec<Word> = (0..ctx.regions(op).len()).map(|_| self.b.id()).collect();
        let merge = self.b.id();
        self.inst_void(
            spirv::Op::SelectionMerge,
            vec![Operand::IdRef(merge), Operand::SelectionControl(spirv::SelectionControl::NONE)],
        )?;
        let default = *labels.last().expect("a switch has a default arm");
        let mut operands = vec![Operand::IdRef(sel), Operand::IdRef(default)];
        for (values, &label) in cases.iter().zip(&labels) {
            for &v in values {
                let bits = v as u64;
                operands.push(if width == 64 {
                    Operand::LiteralBit64(bits)
                } else {
                    Operand::LiteralBit32((bits & 0xffff_ffff) as u32)
                });
                operands.push(Operand::IdRef(label));
            }
        }
        self.terminate(spirv::Op::Switch, operands)?;
        self.frames.push(Frame::Switch { merge, breaks: Vec::new() });
        for (i, &label) in labels.iter().enumerate() {
            self.start_block(label);
            if self.block(ctx.body(op, i))? {
                return Err(self.error(op, "a switch arm does not end with a terminator"));
            }
        }
        let Some(Frame::Switch { breaks, .. }) = self.frames.pop() else { return Err(self.internal("frame stack")) };
        self.merge_block(op, merge, &breaks)
    }
}

fn collect_widths(ctx: &Context, t: Type, out: &mut BTreeSet<u8>) {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } | TypeKind::Float { width } => {
            out.insert(*width);
        }
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, .. } => {
            collect_widths(ctx, *elem, out)
        }
        TypeKind::Struct { fields, .. } => fields.iter().for_each(|&(_, f)| collect_widths(ctx, f, out)),
        _ => {}
    }
}

/// The image format of 16-, 8- and 64-bit texels (slangc declares them;
/// 32-bit ones stay `Unknown`), by scalar and component count.
fn narrow_image_format(scalar: &TypeKind, components: u8) -> Option<spirv::ImageFormat> {
    use spirv::ImageFormat as F;
    let pick = |one, two, four| match components {
        1 => Some(one),
        2 => Some(two),
        4 => Some(four),
        _ => None,
    };
    match *scalar {
        TypeKind::Float { width: 16 } => pick(F::R16f, F::Rg16f, F::Rgba16f),
        TypeKind::Int { width: 16, signed: false } => pick(F::R16ui, F::Rg16ui, F::Rgba16ui),
        TypeKind::Int { width: 16, signed: true } => pick(F::R16i, F::Rg16i, F::Rgba16i),
        TypeKind::Int { width: 8, signed: false } => pick(F::R8ui, F::Rg8ui, F::Rgba8ui),
        TypeKind::Int { width: 8, signed: true } => pick(F::R8i, F::Rg8i, F::Rgba8i),
        TypeKind::Int { width: 64, signed: false } if components == 1 => Some(F::R64ui),
        TypeKind::Int { width: 64, signed: true } if components == 1 => Some(F::R64i),
        _ => None,
    }
}

pub(crate) fn storage_class(storage: &str) -> StorageClass {
    dialect::storage_space(storage).map_or(StorageClass::UniformConstant, space_class)
}

pub(crate) fn space_class(space: AddressSpace) -> StorageClass {
    match space {
        AddressSpace::Function => StorageClass::Function,
        AddressSpace::Private => StorageClass::Private,
        AddressSpace::Workgroup => StorageClass::Workgroup,
        AddressSpace::Uniform => StorageClass::Uniform,
        AddressSpace::Storage | AddressSpace::StorageScalar | AddressSpace::StorageStd140 | AddressSpace::StorageC => {
            StorageClass::StorageBuffer
        }
        AddressSpace::PushConstant => StorageClass::PushConstant,
        AddressSpace::Input => StorageClass::Input,
        AddressSpace::Output => StorageClass::Output,
        AddressSpace::RayPayload => StorageClass::RayPayloadKHR,
        AddressSpace::IncomingRayPayload => StorageClass::IncomingRayPayloadKHR,
        AddressSpace::HitAttribute => StorageClass::HitAttributeKHR,
        AddressSpace::CallableData => StorageClass::CallableDataKHR,
        AddressSpace::IncomingCallableData => StorageClass::IncomingCallableDataKHR,
        AddressSpace::ShaderRecord => StorageClass::ShaderRecordBufferKHR,
        AddressSpace::TaskPayload => StorageClass::TaskPayloadWorkgroupEXT,
        // NV's number; `ser::to_ext_words` writes EXT's in an EXT module.
        AddressSpace::HitObjectAttribute => StorageClass::HitObjectAttributeNV,
        AddressSpace::Device | AddressSpace::DeviceStd430 => StorageClass::PhysicalStorageBuffer,
        AddressSpace::Image => StorageClass::Image,
    }
}

fn builtin_from(name: &str) -> Option<spirv::BuiltIn> {
    use spirv::BuiltIn as B;
    Some(match name {
        "GlobalInvocationId" => B::GlobalInvocationId,
        "LocalInvocationId" => B::LocalInvocationId,
        "WorkgroupId" => B::WorkgroupId,
        "LocalInvocationIndex" => B::LocalInvocationIndex,
        "NumWorkgroups" => B::NumWorkgroups,
        "SubgroupLocalInvocationId" => B::SubgroupLocalInvocationId,
        "SubgroupSize" => B::SubgroupSize,
        "Position" => B::Position,
        "FragCoord" => B::FragCoord,
        "VertexIndex" => B::VertexIndex,
        "InstanceIndex" => B::InstanceIndex,
        "BaseVertex" => B::BaseVertex,
        "BaseInstance" => B::BaseInstance,
        "DrawIndex" => B::DrawIndex,
        "DeviceIndex" => B::DeviceIndex,
        "FragStencilRefEXT" => B::FragStencilRefEXT,
        "FrontFacing" => B::FrontFacing,
        "FragDepth" => B::FragDepth,
        "PrimitiveId" => B::PrimitiveId,
        "SampleId" => B::SampleId,
        "SampleMask" => B::SampleMask,
        "SamplePosition" => B::SamplePosition,
        "ClipDistance" => B::ClipDistance,
        "CullDistance" => B::CullDistance,
        "PointSize" => B::PointSize,
        "PointCoord" => B::PointCoord,
        "Layer" => B::Layer,
        "ViewportIndex" => B::ViewportIndex,
        "HelperInvocation" => B::HelperInvocation,
        "ViewIndex" => B::ViewIndex,
        "FragSizeEXT" => B::FragSizeEXT,
        "FragInvocationCountEXT" => B::FragInvocationCountEXT,
        "FullyCoveredEXT" => B::FullyCoveredEXT,
        "BaryCoordKHR" => B::BaryCoordKHR,
        "BaryCoordNoPerspKHR" => B::BaryCoordNoPerspKHR,
        "ShadingRateKHR" => B::ShadingRateKHR,
        "InvocationId" => B::InvocationId,
        "TessLevelOuter" => B::TessLevelOuter,
        "TessLevelInner" => B::TessLevelInner,
        "TessCoord" => B::TessCoord,
        "PrimitiveTriangleIndicesEXT" => B::PrimitiveTriangleIndicesEXT,
        "PrimitiveLineIndicesEXT" => B::PrimitiveLineIndicesEXT,
        "PrimitivePointIndicesEXT" => B::PrimitivePointIndicesEXT,
        "CullPrimitiveEXT" => B::CullPrimitiveEXT,
        "SubgroupId" => B::SubgroupId,
        "NumSubgroups" => B::NumSubgroups,
        "LaunchIdKHR" => B::LaunchIdKHR,
        "LaunchSizeKHR" => B::LaunchSizeKHR,
        "WorldRayOriginKHR" => B::WorldRayOriginKHR,
        "WorldRayDirectionKHR" => B::WorldRayDirectionKHR,
        "ObjectRayOriginKHR" => B::ObjectRayOriginKHR,
        "ObjectRayDirectionKHR" => B::ObjectRayDirectionKHR,
        "RayTminKHR" => B::RayTminKHR,
        "RayTmaxKHR" => B::RayTmaxKHR,
        "IncomingRayFlagsKHR" => B::IncomingRayFlagsKHR,
        "InstanceId" => B::InstanceId,
        "InstanceCustomIndexKHR" => B::InstanceCustomIndexKHR,
        "RayGeometryIndexKHR" => B::RayGeometryIndexKHR,
        "HitKindKHR" => B::HitKindKHR,
        "ObjectToWorldKHR" => B::ObjectToWorldKHR,
        "WorldToObjectKHR" => B::WorldToObjectKHR,
        "HitTriangleVertexPositionsKHR" => B::HitTriangleVertexPositionsKHR,
        "CurrentRayTimeNV" => B::CurrentRayTimeNV,
        _ => return None,
    })
}

fn ids_of(words: &[Word]) -> Vec<Operand> {
    words.iter().map(|&w| Operand::IdRef(w)).collect()
}

/// The binary form of a module: its words. Instructions rspirv does not
/// know are placeholders until here: hit objects' raw ones (`ser`) first,
/// then the cooperative-vector ones (`raw`).
pub fn assemble(module: &dr::Module) -> Vec<u32> {
    use rspirv::binary::Assemble;
    let mut words = module.assemble();
    crate::ser::to_ext_words(module, &mut words);
    crate::raw::patch(words)
}

/// Does `ty` have an `OpConstantNull`? Images and samplers (the opaque
/// types) have none, nor do aggregates holding one.
fn nullable(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } | TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. } => {
            false
        }
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, f)| nullable(ctx, f)),
        TypeKind::Array { elem, .. } => nullable(ctx, *elem),
        _ => true,
    }
}

/// Does `ty` hold anything but images and samplers?
fn holds_data(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } => false,
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_data(ctx, f)),
        TypeKind::Array { elem, .. } => holds_data(ctx, *elem),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::{EMITTED_OPS, REFERENCED_NOT_EMITTED};

    /// The emitter's code with its own tables and tests cut out.
    fn code() -> String {
        let emit = include_str!("emit.rs");
        let table = emit.find("pub const EMITTED_OPS").expect("the table");
        let after = emit.find("/// The invariants the emitter relies on").expect("after the tables");
        let tests = emit.rfind("#[cfg(test)]").expect("the tests");
        [&emit[..table], &emit[after..tests], include_str!("ops.rs"), include_str!("ser.rs")].concat()
    }

    /// How code names op `name` (`d.x`): `d::X.name` (the `spv` dialect's
    /// ops as `dialect::X`), or `"x"` where a dialect's ops are matched by
    /// their short name.
    fn named(code: &str, name: &str) -> (bool, bool) {
        let (d, x) = name.split_once('.').expect("dialect.op");
        let module = if d == "spv" { "dialect" } else { d };
        let constant = format!("{module}::{}.name", x.to_uppercase());
        (code.contains(&constant), code.contains(&format!("\"{x}\"")))
    }

    /// Every op of the table is dispatched on by the code, and every op the
    /// code dispatches on by constant is in the table (or known not to be
    /// emitted): the table cannot drift from what the emitter implements.
    #[test]
    fn table_matches_the_code() {
        let mut ctx = nsl_dialects::core_context();
        ctx.register_dialect(&crate::dialect::DIALECT);
        let code = code();
        for name in EMITTED_OPS {
            assert!(ctx.op_kind(name).is_some(), "{name} is not a registered op");
            let (by_constant, by_short_name) = named(&code, name);
            assert!(by_constant || by_short_name, "{name} is in EMITTED_OPS but the emitter never names it");
        }
        let registered: Vec<&str> = ctx.op_kinds().map(|k| ctx.schema_of(k).name).collect();
        for name in registered {
            if named(&code, name).0 {
                assert!(
                    EMITTED_OPS.contains(&name) || REFERENCED_NOT_EMITTED.contains(&name),
                    "the emitter dispatches on {name}, which EMITTED_OPS does not list"
                );
            }
        }
    }
}
