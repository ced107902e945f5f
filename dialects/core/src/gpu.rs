//! `gpu`: barriers, atomics and wave (subgroup) operations, the ops whose
//! meaning involves the other invocations running the same shader.
//!
//! Each op's doc gives its meaning on a GPU, then under "Interpreter" what
//! the interpreter computes. The interpreter runs ONE invocation: a
//! workgroup of one invocation whose wave has one lane, lane 0, which is
//! active. So barriers have nothing to wait for, atomics are plain
//! read-modify-writes, and a wave reduction sees only its own value.
//!
//! No op here is `PURE`. A wave op's result depends on the other lanes, so
//! the wave ops are `CONVERGENCE_SENSITIVE`: constant folding (which
//! evaluates only pure ops), CSE and code motion leave them alone, even
//! though the interpreter's one-lane results would fold; so is
//! `gpu.derivative`, whose result depends on the other invocations of its
//! 2x2 quad. Barriers are
//! `CONVERGENCE_SENSITIVE` and `HAS_SIDE_EFFECTS`; atomics `HAS_SIDE_EFFECTS`.

use crate::scalar::{self, expect_type, operand_type, result_type, BinOp, Elem, Pred};
use half::f16;
use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{EvalFn, Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::schema::VerifyFn;
use nsl_ir::{
    AddressSpace, AttrSpec, Context, Dialect, Op, OpSchema, Slot, Traits, Type, TypeConstraint as C, TypeKind,
};

const X: C = C::SameAs(Slot::Operand(0));
const SAME: &[C] = &[X];

// ----- barriers ---------------------------------------------------------------

/// The memory a barrier orders, by its `scope` attribute.
pub const BARRIER_SCOPES: &[&str] = &["workgroup", "device", "all"];

/// `gpu.barrier {scope, sync}`: a memory barrier, and with `sync = true`
/// also a workgroup execution barrier.
///
/// Every access the invocation makes, before the barrier, to the memory
/// `scope` names (`workgroup`: groupshared memory, the workgroup space;
/// `device`: storage buffers and images; `all`: both) completes and is
/// visible to the other invocations of its workgroup before any access to
/// that memory it makes after the barrier. With `sync = true` no invocation
/// of the workgroup goes past the barrier until all of them have reached
/// it, so it must be reached in workgroup-uniform control flow. HLSL:
/// `GroupMemoryBarrier` is `{scope = "workgroup", sync = false}`,
/// `GroupMemoryBarrierWithGroupSync` `{scope = "workgroup", sync = true}`,
/// `DeviceMemoryBarrier[WithGroupSync]` scope `device`,
/// `AllMemoryBarrier[WithGroupSync]` scope `all`.
///
/// Interpreter: one invocation has nothing to wait for; a no-op.
pub const BARRIER: OpSchema = OpSchema {
    name: "gpu.barrier",
    summary: "Memory barrier over scope workgroup, device or all; with sync, also a workgroup execution barrier",
    attrs: &[AttrSpec::required("scope", AttrShape::Enum(BARRIER_SCOPES)), AttrSpec::required("sync", AttrShape::Bool)],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// The two ends of `gpu.invocation_interlock`'s critical section.
pub const INTERLOCK_ACTIONS: &[&str] = &["begin", "end"];

/// `gpu.invocation_interlock {action}`: begins or ends a fragment shader's
/// critical section, where overlapping fragments of the same pixel run one
/// at a time in primitive order (HLSL/Slang's `beginInvocationInterlock` /
/// `endInvocationInterlock`; SPV_EXT_fragment_shader_interlock).
/// Interpreter: nothing (it runs one invocation).
pub const INVOCATION_INTERLOCK: OpSchema = OpSchema {
    name: "gpu.invocation_interlock",
    summary: "Begins or ends a fragment shader's pixel-ordered critical section",
    attrs: &[AttrSpec::required("action", AttrShape::Enum(INTERLOCK_ACTIONS))],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// `gpu.printf {format} %args...`: debug printf (`printf("x = %f", x)`):
/// SPIR-V's NonSemantic.DebugPrintf, GLSL's `debugPrintfEXT`. It prints
/// nothing when run here (a validation layer prints it on Vulkan).
pub const PRINTF: OpSchema = OpSchema {
    name: "gpu.printf",
    summary: "Debug printf of a format string and scalar or vector arguments",
    variadic_operands: Some(nsl_ir::TypeConstraint::ScalarOrVector),
    attrs: &[AttrSpec::required("format", AttrShape::Str)],
    traits: Traits::HAS_SIDE_EFFECTS,
    eval: Some(|_, _, _| Ok(Flow::none())),
    ..OpSchema::DEFAULT
};

/// `gpu.abort {format} %args...`: ends the invocation with a message
/// (`abort("x = %u", x)`, VK_KHR_shader_abort): SPIR-V's `OpAbortKHR` (a
/// block terminator: nothing after it in its block runs), GLSL's
/// `abortEXT`. The interpreter traps with the format.
pub const ABORT: OpSchema = OpSchema {
    name: "gpu.abort",
    summary: "Ends the invocation with a message of a format string and scalar or vector arguments",
    variadic_operands: Some(nsl_ir::TypeConstraint::ScalarOrVector),
    attrs: &[AttrSpec::required("format", AttrShape::Str)],
    traits: Traits::HAS_SIDE_EFFECTS,
    eval: Some(|interp, op, _| {
        Err(Trap::new(format!("abort: {}", interp.ctx.attr_str(op, "format").unwrap_or_default())))
    }),
    ..OpSchema::DEFAULT
};

// ----- atomics ----------------------------------------------------------------

/// The operations of `gpu.atomic`, by its `op` attribute.
pub const ATOMIC_OPS: &[&str] = &["add", "and", "or", "xor", "min", "max", "exchange"];

/// `gpu.atomic {op} %ptr, %value : T`: atomically replaces the value `old`
/// that `ptr` points to by `old op value`, and gives `old`.
///
/// `add` wraps for integers and is the IEEE sum (round to nearest even)
/// for `f32`; `and`, `or` and `xor` are bitwise; `min` and `max` compare as
/// signed integers for `i32` and `i64`, as unsigned for `u32` and `u64`,
/// as numbers for floats (NaN operands: the target's rule); `exchange`
/// stores `value`. `T` is `i32`, `u32`, `i64` or `u64`, `f32` for `add`,
/// `min`, `max` and `exchange`, `f16` or `f64` for `add`, `min` and `max`
/// (and `add` on 2- and 4-vectors of `f16`); `ptr` is a `ptr<T, S>` where `S` is `storage`
/// or `workgroup`, memory the invocations share, or `function` or
/// `private`, which no other invocation sees (there the op is a plain
/// read-modify-write, and a target without such atomics may lower it so).
/// The read-modify-write is one indivisible step with relaxed memory order:
/// it orders no other access (`gpu.barrier` does).
///
/// Interpreter: a load, the operation and a store.
pub const ATOMIC: OpSchema = OpSchema {
    name: "gpu.atomic",
    summary: "Atomic read-modify-write (add, and, or, xor, min, max, exchange); gives the original value",
    operands: &[C::Pointer, C::Any],
    results: &[C::SameAs(Slot::Operand(1))],
    attrs: &[AttrSpec::required("op", AttrShape::Enum(ATOMIC_OPS))],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_atomic),
    eval: Some(eval_atomic),
    ..OpSchema::DEFAULT
};

/// `gpu.atomic_cmpxchg %ptr, %compare, %value : T`: atomically reads the
/// value `old` that `ptr` points to, stores `value` there if `old` equals
/// `compare`, and gives `old`. `T` is `i32`, `u32`, `i64` or `u64`; `ptr`
/// is as for `gpu.atomic`; relaxed memory order.
///
/// Interpreter: a load, a comparison and, when equal, a store.
pub const ATOMIC_CMPXCHG: OpSchema = OpSchema {
    name: "gpu.atomic_cmpxchg",
    summary: "Atomic compare-and-exchange: stores value if the original equals compare; gives the original",
    operands: &[C::Pointer, C::Any, C::SameAs(Slot::Operand(1))],
    results: &[C::SameAs(Slot::Operand(1))],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_atomic),
    eval: Some(eval_atomic_cmpxchg),
    ..OpSchema::DEFAULT
};

/// The name of the dialect type `!gpu.Atomic<T>`: a `T` in memory that
/// only atomic operations access. Targets whose atomics need memory typed
/// so (WGSL's `atomic<T>`, Metal's `atomic_uint`) get it from the
/// `atomic-memory` pass, which also turns the plain loads and stores of
/// such memory into `gpu.atomic_load` / `gpu.atomic_store`. `T` is `i32`
/// or `u32`.
pub const ATOMIC_TYPE: &str = "gpu.Atomic";

/// `!gpu.Atomic<T>`.
pub fn atomic_type(ctx: &mut Context, value: Type) -> Type {
    let name = ctx.sym(ATOMIC_TYPE);
    ctx.intern_type(TypeKind::Opaque { name, params: vec![value] })
}

/// `T` when `ty` is `!gpu.Atomic<T>`.
pub fn atomic_value_type(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if ctx.str(*name) == ATOMIC_TYPE => params.first().copied(),
        _ => None,
    }
}

/// `gpu.atomic_load %ptr : T`: atomically reads the `T` that `ptr` (a
/// `ptr<!gpu.Atomic<T>, S>`) points to; relaxed memory order.
///
/// Interpreter: a load.
pub const ATOMIC_LOAD: OpSchema = OpSchema {
    name: "gpu.atomic_load",
    summary: "Atomic load of !gpu.Atomic<T> memory (relaxed)",
    operands: &[C::Pointer],
    results: &[C::Any],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_atomic_access),
    eval: Some(|interp, _, args| {
        let old = interp.load(pointer_operand(&args[0])?)?;
        Ok(Flow::one(old))
    }),
    ..OpSchema::DEFAULT
};

/// `gpu.atomic_store %ptr, %value`: atomically writes `value`, a `T`, to
/// the `!gpu.Atomic<T>` that `ptr` points to; relaxed memory order.
///
/// Interpreter: a store.
pub const ATOMIC_STORE: OpSchema = OpSchema {
    name: "gpu.atomic_store",
    summary: "Atomic store to !gpu.Atomic<T> memory (relaxed)",
    operands: &[C::Pointer, C::Any],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_atomic_access),
    eval: Some(|interp, _, args| {
        interp.store(pointer_operand(&args[0])?, args[1].clone())?;
        Ok(Flow::none())
    }),
    ..OpSchema::DEFAULT
};

/// `gpu.workgroup_uniform_load %ptr : T`: WGSL's `workgroupUniformLoad`:
/// every invocation of the workgroup waits for the others (an execution
/// and workgroup-memory barrier), reads the `T` that `ptr` (a
/// `ptr<T, workgroup>`, the same in every invocation) points to, and
/// waits again; the value is the same in the whole workgroup. It must be
/// reached in workgroup-uniform control flow, as a barrier.
/// `expand-workgroup-uniform-load` spells it as barrier, load, barrier on
/// the targets that have no such built-in.
///
/// Interpreter: one invocation has nothing to wait for; a load.
pub const WORKGROUP_UNIFORM_LOAD: OpSchema = OpSchema {
    name: "gpu.workgroup_uniform_load",
    summary: "Barrier, load of workgroup memory, barrier: a workgroup-uniform value (WGSL's workgroupUniformLoad)",
    operands: &[C::Pointer],
    results: &[C::Any],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_workgroup_uniform_load),
    eval: Some(|interp, _, args| {
        let v = interp.load(pointer_operand(&args[0])?)?;
        Ok(Flow::one(v))
    }),
    ..OpSchema::DEFAULT
};

fn verify_workgroup_uniform_load(ctx: &Context, op: Op) -> Result<(), String> {
    let ptr = operand_type(ctx, op, 0);
    let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ptr) else {
        return Err(format!("expects a pointer, not {}", print_type(ctx, ptr)));
    };
    if space != AddressSpace::Workgroup {
        return Err(format!("loads workgroup memory, not {}", space.keyword()));
    }
    let r = result_type(ctx, op);
    if r != pointee {
        return Err(format!("result type {} is not the pointee type {}", print_type(ctx, r), print_type(ctx, pointee)));
    }
    Ok(())
}

// ----- wave operations --------------------------------------------------------

/// A wave op: convergence-sensitive, without side effects.
const fn wave(
    name: &'static str,
    summary: &'static str,
    operands: &'static [C],
    results: &'static [C],
    verify: Option<VerifyFn>,
    eval: EvalFn,
) -> OpSchema {
    OpSchema {
        name,
        summary,
        operands,
        results,
        traits: Traits::CONVERGENCE_SENSITIVE,
        verify,
        eval: Some(eval),
        ..OpSchema::DEFAULT
    }
}

/// A reduction over the active lanes of a scalar or vector, component by
/// component: `verify` restricts the element type. Interpreter: the one
/// lane's value.
const fn reduction(name: &'static str, summary: &'static str, verify: VerifyFn) -> OpSchema {
    wave(name, summary, &[C::ScalarOrVector], SAME, Some(verify), |_, _, a| Ok(Flow::one(a[0].clone())))
}

/// The compute stage's system values that `gpu.system_value` reads, each
/// a `vec<u32, 3>` (`true`) or a `u32`.
pub const SYSTEM_VALUES: &[(&str, bool)] = &[
    ("global_invocation_id", true),
    ("local_invocation_id", true),
    ("workgroup_id", true),
    ("local_invocation_index", false),
    ("num_workgroups", true),
];

const SYSTEM_VALUE_NAMES: &[&str] =
    &["global_invocation_id", "local_invocation_id", "workgroup_id", "local_invocation_index", "num_workgroups"];

/// `gpu.system_value {value = "global_invocation_id"} : vec<u32, 3>`: a
/// compute system value read anywhere in the program, not through an
/// entry-point parameter (GLSL's `gl_GlobalInvocationID`, ...). The
/// `spirv-builtins` pass makes it a load of its built-in. Interpreter: not
/// run (no value is known outside an entry point's parameters).
pub const SYSTEM_VALUE: OpSchema = OpSchema {
    name: "gpu.system_value",
    summary: "A compute system value (global invocation id, workgroup id, ...) read anywhere",
    results: &[C::Any],
    attrs: &[AttrSpec::required("value", AttrShape::Enum(SYSTEM_VALUE_NAMES))],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_system_value),
    ..OpSchema::DEFAULT
};

fn verify_system_value(ctx: &Context, op: Op) -> Result<(), String> {
    let name = ctx.attr_str(op, "value").unwrap_or_default();
    let vec3 = SYSTEM_VALUES.iter().find(|(n, _)| *n == name).is_some_and(|&(_, v)| v);
    let t = result_type(ctx, op);
    let ok = match ctx.type_kind(t) {
        TypeKind::Int { width: 32, signed: false } => !vec3,
        &TypeKind::Vector { elem, len: 3 } => {
            vec3 && matches!(ctx.type_kind(elem), TypeKind::Int { width: 32, signed: false })
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("system value '{name}' cannot have type {}", print_type(ctx, t)))
    }
}

/// `gpu.wave_lane_index : u32`: the invocation's lane in its wave, from 0
/// to the lane count - 1. Interpreter: 0.
pub const WAVE_LANE_INDEX: OpSchema = wave(
    "gpu.wave_lane_index",
    "The invocation's lane index in its wave (interpreter: 0)",
    &[],
    &[C::Any],
    Some(verify_u32_result),
    |_, _, _| Ok(Flow::one(RtValue::Int(0))),
);

/// `gpu.wave_lane_count : u32`: the number of lanes of a wave (the same
/// for every wave of a dispatch). Interpreter: 1.
pub const WAVE_LANE_COUNT: OpSchema = wave(
    "gpu.wave_lane_count",
    "The number of lanes in a wave (interpreter: 1)",
    &[],
    &[C::Any],
    Some(verify_u32_result),
    |_, _, _| Ok(Flow::one(RtValue::Int(1))),
);

/// `gpu.wave_is_first_lane : bool`: whether the invocation is the active
/// lane with the lowest index. Interpreter: true.
pub const WAVE_IS_FIRST_LANE: OpSchema = wave(
    "gpu.wave_is_first_lane",
    "Whether this is the lowest active lane (interpreter: true)",
    &[],
    &[C::Bool],
    None,
    |_, _, _| Ok(Flow::one(RtValue::Bool(true))),
);

/// `gpu.wave_active_sum %v : T`: the sum of `v` over the active lanes, per
/// component (integers wrap). `T` is a scalar or vector of numbers.
/// Interpreter: `v`.
pub const WAVE_ACTIVE_SUM: OpSchema =
    reduction("gpu.wave_active_sum", "Sum over the active lanes (interpreter: the value)", verify_numeric);

/// `gpu.wave_active_product %v : T`: the product of `v` over the active
/// lanes, per component (integers wrap). Interpreter: `v`.
pub const WAVE_ACTIVE_PRODUCT: OpSchema =
    reduction("gpu.wave_active_product", "Product over the active lanes (interpreter: the value)", verify_numeric);

/// `gpu.wave_active_min %v : T`: the least `v` over the active lanes, per
/// component; signedness from `T`. Interpreter: `v`.
pub const WAVE_ACTIVE_MIN: OpSchema =
    reduction("gpu.wave_active_min", "Minimum over the active lanes (interpreter: the value)", verify_numeric);

/// `gpu.wave_active_max %v : T`: the greatest `v` over the active lanes,
/// per component; signedness from `T`. Interpreter: `v`.
pub const WAVE_ACTIVE_MAX: OpSchema =
    reduction("gpu.wave_active_max", "Maximum over the active lanes (interpreter: the value)", verify_numeric);

/// `gpu.wave_active_bit_and %v : T`: the bitwise and of `v` over the active
/// lanes. `T` is a scalar or vector of integers. Interpreter: `v`.
pub const WAVE_ACTIVE_BIT_AND: OpSchema =
    reduction("gpu.wave_active_bit_and", "Bitwise and over the active lanes (interpreter: the value)", verify_integer);

/// `gpu.wave_active_bit_or %v : T`: the bitwise or of `v` over the active
/// lanes. Interpreter: `v`.
pub const WAVE_ACTIVE_BIT_OR: OpSchema =
    reduction("gpu.wave_active_bit_or", "Bitwise or over the active lanes (interpreter: the value)", verify_integer);

/// `gpu.wave_active_bit_xor %v : T`: the bitwise exclusive or of `v` over
/// the active lanes. Interpreter: `v`.
pub const WAVE_ACTIVE_BIT_XOR: OpSchema =
    reduction("gpu.wave_active_bit_xor", "Bitwise xor over the active lanes (interpreter: the value)", verify_integer);

/// `gpu.wave_active_all_true %b : bool`: whether `b` is true on every
/// active lane. Interpreter: `b`.
pub const WAVE_ACTIVE_ALL_TRUE: OpSchema = wave(
    "gpu.wave_active_all_true",
    "Whether b holds on every active lane (interpreter: b)",
    &[C::Bool],
    &[C::Bool],
    None,
    |_, _, a| Ok(Flow::one(a[0].clone())),
);

/// `gpu.wave_active_any_true %b : bool`: whether `b` is true on some
/// active lane. Interpreter: `b`.
pub const WAVE_ACTIVE_ANY_TRUE: OpSchema = wave(
    "gpu.wave_active_any_true",
    "Whether b holds on some active lane (interpreter: b)",
    &[C::Bool],
    &[C::Bool],
    None,
    |_, _, a| Ok(Flow::one(a[0].clone())),
);

/// `gpu.wave_active_count_bits %b : u32`: the number of active lanes on
/// which `b` is true. Interpreter: 1 if `b`, else 0.
pub const WAVE_ACTIVE_COUNT_BITS: OpSchema = wave(
    "gpu.wave_active_count_bits",
    "The number of active lanes where b holds (interpreter: b ? 1 : 0)",
    &[C::Bool],
    &[C::Any],
    Some(verify_u32_result),
    |_, _, a| Ok(Flow::one(RtValue::Int(a[0].as_bool() as u64))),
);

/// `gpu.wave_prefix_sum %v : T`: the sum of `v` over the active lanes with
/// a lower index than this one (an exclusive scan), per component; 0 on
/// the first lane. Interpreter: 0 (`+0.0` for floats), the empty sum.
pub const WAVE_PREFIX_SUM: OpSchema = wave(
    "gpu.wave_prefix_sum",
    "Exclusive prefix sum over the lower active lanes (interpreter: 0)",
    &[C::ScalarOrVector],
    SAME,
    Some(verify_numeric),
    |i, op, a| splat_like(i, op, &a[0], Elem::zero),
);

/// `gpu.wave_prefix_product %v : T`: the product of `v` over the active
/// lanes with a lower index than this one, per component; 1 on the first
/// lane. Interpreter: 1, the empty product.
pub const WAVE_PREFIX_PRODUCT: OpSchema = wave(
    "gpu.wave_prefix_product",
    "Exclusive prefix product over the lower active lanes (interpreter: 1)",
    &[C::ScalarOrVector],
    SAME,
    Some(verify_numeric),
    |i, op, a| splat_like(i, op, &a[0], one),
);

/// `gpu.wave_read_lane_first %v : T`: `v` on the lowest active lane.
/// Interpreter: `v`.
pub const WAVE_READ_LANE_FIRST: OpSchema = wave(
    "gpu.wave_read_lane_first",
    "The value on the lowest active lane (interpreter: the value)",
    &[C::ScalarOrVector],
    SAME,
    None,
    |_, _, a| Ok(Flow::one(a[0].clone())),
);

/// `gpu.wave_read_lane_at %v, %lane : T`: `v` on lane `lane` (any integer
/// type; the same on every active lane). Reading a lane that is not active
/// is undefined on a GPU. Interpreter: `v` for lane 0; any other lane
/// (negative included) traps.
pub const WAVE_READ_LANE_AT: OpSchema = wave(
    "gpu.wave_read_lane_at",
    "The value on a given lane (interpreter: lane 0 only, others trap)",
    &[C::ScalarOrVector, C::IntScalar],
    SAME,
    None,
    eval_read_lane_at,
);

/// `gpu.wave_active_ballot %b : vec<u32, 4>`: a 128-bit mask, bit `i`
/// (bit `i % 32` of component `i / 32`) set when `b` is true on active
/// lane `i`. Interpreter: `[b ? 1 : 0, 0, 0, 0]`.
pub const WAVE_ACTIVE_BALLOT: OpSchema = wave(
    "gpu.wave_active_ballot",
    "Mask of the active lanes where b holds, as vec<u32, 4> (interpreter: [b, 0, 0, 0])",
    &[C::Bool],
    &[C::Any],
    Some(verify_ballot),
    |_, _, a| {
        let bit = RtValue::Int(a[0].as_bool() as u64);
        Ok(Flow::one(RtValue::Agg(vec![bit, RtValue::Int(0), RtValue::Int(0), RtValue::Int(0)])))
    },
);

/// The operations of `gpu.wave_group`.
pub const WAVE_GROUP_OPS: &[&str] = &["add", "mul", "min", "max", "and", "or", "xor"];
/// Its groupings: over all the lanes, or a scan including or excluding
/// the lane's own value.
pub const WAVE_GROUPS: &[&str] = &["reduce", "inclusive", "exclusive"];

/// `gpu.wave_group %v [, %partition] {op, group} : T`: `op` (`add`,
/// `mul`, `min`, `max`, and bitwise `and`, `or`, `xor`, which take
/// integers) over `v` on the active lanes, per component: `reduce` over
/// all of them, `inclusive` over the lanes up to this one, `exclusive`
/// over those below it (the op's identity on the first: 0, 1, the type's
/// greatest or least value, all ones). With `partition` (a `vec<u32, 4>`
/// lane mask, the same on every lane of a partition and holding this
/// lane) only the lanes of the partition take part (SPIR-V's
/// `SPV_NV_shader_subgroup_partitioned`, HLSL's `WaveMulti*`).
///
/// Interpreter: one lane, so `reduce` and `inclusive` give `v`, and
/// `exclusive` the identity.
pub const WAVE_GROUP: OpSchema = OpSchema {
    name: "gpu.wave_group",
    summary: "A reduction or inclusive/exclusive scan (add, mul, min, max, and, or, xor) over the active lanes, optionally within a partition",
    operands: &[C::ScalarOrVector],
    variadic_operands: Some(C::Any),
    results: SAME,
    attrs: &[
        AttrSpec::required("op", AttrShape::Enum(WAVE_GROUP_OPS)),
        AttrSpec::required("group", AttrShape::Enum(WAVE_GROUPS)),
    ],
    traits: Traits::CONVERGENCE_SENSITIVE,
    verify: Some(verify_wave_group),
    eval: Some(eval_wave_group),
    ..OpSchema::DEFAULT
};

/// `gpu.wave_rotate %v, %delta [, %cluster] : T`: `v` on the lane
/// `delta` lanes above this one, wrapping around the wave, or around the
/// lane's cluster of `cluster` lanes (a constant power of two); `delta`
/// is the same on every lane. Interpreter: one lane, so `v`.
pub const WAVE_ROTATE: OpSchema = OpSchema {
    // The cluster size is the optional third operand.
    variadic_operands: Some(C::IntScalar),
    ..wave(
        "gpu.wave_rotate",
        "The value of the lane delta lanes above, wrapping around the wave or a cluster (interpreter: the value)",
        &[C::ScalarOrVector, C::IntScalar],
        SAME,
        Some(verify_wave_rotate),
        |_, _, a| Ok(Flow::one(a[0].clone())),
    )
};

/// `gpu.wave_index : u32`: the index of the invocation's wave in its
/// workgroup; `gpu.wave_count : u32`: the number of waves in the
/// workgroup. Interpreter: 0 and 1.
pub const WAVE_INDEX: OpSchema = wave(
    "gpu.wave_index",
    "The index of the invocation's wave in its workgroup (interpreter: 0)",
    &[],
    &[C::Any],
    Some(verify_u32_result),
    |_, _, _| Ok(Flow::one(RtValue::Int(0))),
);

/// See [`WAVE_INDEX`].
pub const WAVE_COUNT: OpSchema = wave(
    "gpu.wave_count",
    "The number of waves in the workgroup (interpreter: 1)",
    &[],
    &[C::Any],
    Some(verify_u32_result),
    |_, _, _| Ok(Flow::one(RtValue::Int(1))),
);

/// `gpu.wave_quad_any %b : bool` / `gpu.wave_quad_all %b : bool`: whether `b` holds
/// on some / every lane of the invocation's quad (the four lanes whose
/// indices differ in the two low bits). Interpreter: `b`.
pub const WAVE_QUAD_ANY: OpSchema = wave(
    "gpu.wave_quad_any",
    "Whether b holds on some lane of the quad (interpreter: b)",
    &[C::Bool],
    &[C::Bool],
    None,
    |_, _, a| Ok(Flow::one(a[0].clone())),
);

/// See [`WAVE_QUAD_ANY`].
pub const WAVE_QUAD_ALL: OpSchema = wave(
    "gpu.wave_quad_all",
    "Whether b holds on every lane of the quad (interpreter: b)",
    &[C::Bool],
    &[C::Bool],
    None,
    |_, _, a| Ok(Flow::one(a[0].clone())),
);

/// `gpu.wave_quad_broadcast %x, %lane : T`: the value of `x` on lane `lane`
/// (0 to 3) of the invocation's quad (HLSL's `QuadReadLaneAt`).
/// Interpreter: lane 0 reads `x` (it runs one invocation), others trap.
pub const WAVE_QUAD_BROADCAST: OpSchema = wave(
    "gpu.wave_quad_broadcast",
    "The value on a given lane of the quad (interpreter: lane 0 only, others trap)",
    &[C::ScalarOrVector, C::IntScalar],
    SAME,
    None,
    eval_read_lane_at,
);

/// `gpu.is_helper_lane : bool`: whether the invocation is a helper of a
/// fragment shader (HLSL's `IsHelperLane`). Interpreter: false (it runs no
/// helper invocations).
pub const IS_HELPER_LANE: OpSchema = wave(
    "gpu.is_helper_lane",
    "Whether the invocation is a fragment shader's helper (interpreter: false)",
    &[],
    &[C::Bool],
    None,
    |_, _, _| Ok(Flow::one(RtValue::Bool(false))),
);

/// The lanes `gpu.wave_quad_swap` reads: across the quad's row (`x`), its
/// column (`y`) or its diagonal.
pub const QUAD_SWAP_DIRECTIONS: &[&str] = &["x", "y", "diagonal"];

/// `gpu.wave_quad_swap {direction} %x : T`: the value of `x` on the lane
/// of the quad across `direction` (HLSL's `QuadReadAcrossX`/`Y`/`Diagonal`).
/// Interpreter: traps (it runs one invocation, not a quad).
pub const WAVE_QUAD_SWAP: OpSchema = OpSchema {
    name: "gpu.wave_quad_swap",
    summary: "The value on the lane across the quad in a direction",
    operands: &[C::ScalarOrVector],
    results: SAME,
    attrs: &[nsl_ir::AttrSpec::required("direction", AttrShape::Enum(QUAD_SWAP_DIRECTIONS))],
    traits: Traits::CONVERGENCE_SENSITIVE,
    eval: Some(|_, _, _| Err(Trap::new("quad swaps need a quad of invocations: the interpreter runs one"))),
    ..OpSchema::DEFAULT
};

/// `gpu.assume_uniform %x : T`: `x`, which the program states is
/// dynamically uniform (Slang's `asDynamicUniform`): `check-uniformity`
/// takes the result as uniform, `strip-uniformity-hints` replaces it by
/// `x` before any backend. Interpreter: `x`.
pub const ASSUME_UNIFORM: OpSchema = OpSchema {
    name: "gpu.assume_uniform",
    summary: "Its operand, stated dynamically uniform (asDynamicUniform)",
    operands: &[C::Any],
    results: SAME,
    // Kept where written (not merged or deleted) until it is stripped.
    traits: Traits::HAS_SIDE_EFFECTS,
    eval: Some(|_, _, a| Ok(Flow::one(a[0].clone()))),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "gpu",
    summary: "Barriers, atomics and wave operations (the interpreter runs one invocation, a wave of one lane)",
    ops: &[
        &BARRIER,
        &PRINTF,
        &ABORT,
        &ASSUME_UNIFORM,
        &ATOMIC,
        &ATOMIC_CMPXCHG,
        &ATOMIC_LOAD,
        &ATOMIC_STORE,
        &WORKGROUP_UNIFORM_LOAD,
        &SYSTEM_VALUE,
        &WAVE_LANE_INDEX,
        &WAVE_LANE_COUNT,
        &WAVE_IS_FIRST_LANE,
        &WAVE_ACTIVE_SUM,
        &WAVE_ACTIVE_PRODUCT,
        &WAVE_ACTIVE_MIN,
        &WAVE_ACTIVE_MAX,
        &WAVE_ACTIVE_BIT_AND,
        &WAVE_ACTIVE_BIT_OR,
        &WAVE_ACTIVE_BIT_XOR,
        &WAVE_ACTIVE_ALL_TRUE,
        &WAVE_ACTIVE_ANY_TRUE,
        &WAVE_ACTIVE_COUNT_BITS,
        &WAVE_PREFIX_SUM,
        &WAVE_PREFIX_PRODUCT,
        &WAVE_READ_LANE_FIRST,
        &WAVE_READ_LANE_AT,
        &WAVE_ACTIVE_BALLOT,
        &DERIVATIVE,
        &WAVE_GROUP,
        &WAVE_ROTATE,
        &WAVE_INDEX,
        &WAVE_COUNT,
        &WAVE_QUAD_ANY,
        &WAVE_QUAD_ALL,
        &WAVE_QUAD_BROADCAST,
        &WAVE_QUAD_SWAP,
        &IS_HELPER_LANE,
        &INVOCATION_INTERLOCK,
    ],
};

/// The axes of `gpu.derivative`: d/dx, d/dy, and |d/dx| + |d/dy|.
pub const DERIVATIVE_AXES: &[&str] = &["x", "y", "width"];
/// Its precision: the implementation's choice, per pixel, per 2x2 quad.
pub const DERIVATIVE_CONTROLS: &[&str] = &["none", "fine", "coarse"];

/// `gpu.derivative {axis, control} %x : T`: the screen-space derivative of
/// a float scalar or vector across the fragment invocations of a 2x2 quad
/// (`ddx`, `ddy`, `fwidth` and their `_fine` / `_coarse` forms); fragment
/// shaders only. Interpreter: traps (it runs one invocation, not a quad).
pub const DERIVATIVE: OpSchema = OpSchema {
    name: "gpu.derivative",
    summary: "Screen-space derivative of a float scalar or vector across a 2x2 quad (fragment stage)",
    operands: &[C::ScalarOrVector],
    results: SAME,
    attrs: &[
        nsl_ir::AttrSpec::required("axis", AttrShape::Enum(DERIVATIVE_AXES)),
        nsl_ir::AttrSpec::required("control", AttrShape::Enum(DERIVATIVE_CONTROLS)),
    ],
    traits: Traits::CONVERGENCE_SENSITIVE,
    verify: Some(verify_derivative),
    eval: Some(|_, _, _| {
        Err(Trap::new("derivatives need a 2x2 quad of fragment invocations: the interpreter runs one"))
    }),
    ..OpSchema::DEFAULT
};

fn verify_derivative(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    let elem = match *ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } => elem,
        _ => ty,
    };
    if !matches!(ctx.type_kind(elem), TypeKind::Float { .. }) {
        return Err(format!("expects a float scalar or vector, not {}", print_type(ctx, ty)));
    }
    Ok(())
}

// ----- verification -----------------------------------------------------------

/// Verifies `gpu.atomic` and `gpu.atomic_cmpxchg`: operand 0 points to the
/// type of operand 1 in an atomic-capable space, and that type suits the op.
fn verify_atomic(ctx: &Context, op: Op) -> Result<(), String> {
    let ptr = operand_type(ctx, op, 0);
    let ty = operand_type(ctx, op, 1);
    let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ptr) else {
        return Err(format!("expects a pointer, not {}", print_type(ctx, ptr)));
    };
    if !matches!(
        space,
        AddressSpace::Storage
            | AddressSpace::StorageScalar
            | AddressSpace::StorageStd140
            | AddressSpace::StorageC
            | AddressSpace::Workgroup
            | AddressSpace::Function
            | AddressSpace::Private
            | AddressSpace::Device
            | AddressSpace::DeviceStd430
            | AddressSpace::Image
    ) {
        let space = space.keyword();
        return Err(format!(
            "atomics access storage, device, workgroup, function, private or image memory, not {space}"
        ));
    }
    if pointee != ty && atomic_value_type(ctx, pointee) != Some(ty) {
        let (p, t) = (print_type(ctx, ptr), print_type(ctx, ty));
        return Err(format!("operand #0 has type {p} but the value has type {t}"));
    }
    let kind = ctx.attr_str(op, "op").and_then(AtomicOp::parse);
    let float_ok = kind.is_some_and(AtomicOp::allows_f32);
    let ok = match (ctx.is_scalar(ty), Elem::of(ctx, ty)) {
        (true, Some(Elem::Int { width, .. })) => matches!(width, 32 | 64),
        (true, Some(Elem::Float { width: 32 })) => float_ok,
        // `f64` and `f16`: additions, minima and maxima
        // (SPV_EXT_shader_atomic_float_add / _float16_add / _float_min_max).
        (true, Some(Elem::Float { width: 16 | 64 })) => kind.is_some_and(AtomicOp::allows_wide_float),
        (false, Some(Elem::Float { width: 16 })) => {
            kind == Some(AtomicOp::Bin(BinOp::Add)) && matches!(ctx.type_kind(ty), TypeKind::Vector { len: 2 | 4, .. })
        }
        _ => false,
    };
    if ok {
        return Ok(());
    }
    let what = match kind {
        Some(AtomicOp::Bin(BinOp::Add)) => "i32, u32, i64, u64, f16, f32, f64, vec<f16, 2> or vec<f16, 4>",
        Some(AtomicOp::Min | AtomicOp::Max) => "i32, u32, i64, u64, f16, f32 or f64",
        _ if float_ok => "i32, u32, i64, u64 or f32",
        _ => "i32, u32, i64 or u64",
    };
    Err(format!("{} works on {what} values, not {}", atomic_name(ctx, op), print_type(ctx, ty)))
}

/// Verifies `gpu.atomic_load` and `gpu.atomic_store`: operand 0 points to
/// `!gpu.Atomic<T>` in storage or workgroup memory, `T` being `i32` or
/// `u32` and the type of the result (load) or of operand 1 (store).
fn verify_atomic_access(ctx: &Context, op: Op) -> Result<(), String> {
    let ptr = operand_type(ctx, op, 0);
    let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ptr) else {
        return Err(format!("expects a pointer, not {}", print_type(ctx, ptr)));
    };
    if !space.is_storage() && space != AddressSpace::Workgroup {
        return Err(format!("atomic memory is storage or workgroup memory, not {}", space.keyword()));
    }
    let Some(value) = atomic_value_type(ctx, pointee) else {
        return Err(format!("operand #0 has type {} but must point to !{ATOMIC_TYPE}<T>", print_type(ctx, ptr)));
    };
    if !matches!(ctx.type_kind(value), TypeKind::Int { width: 32, .. }) {
        return Err(format!("!{ATOMIC_TYPE} holds i32 or u32, not {}", print_type(ctx, value)));
    }
    let moved = if ctx.operands(op).len() > 1 { operand_type(ctx, op, 1) } else { result_type(ctx, op) };
    if moved != value {
        return Err(format!("moves {} through {}", print_type(ctx, moved), print_type(ctx, ptr)));
    }
    Ok(())
}

/// `'gpu.atomic' with op = "min"` or `'gpu.atomic_cmpxchg'`, for messages.
fn atomic_name(ctx: &Context, op: Op) -> String {
    match ctx.attr_str(op, "op") {
        Some(kind) => format!("atomic {kind}"),
        None => "atomic compare-exchange".into(),
    }
}

/// Operand 0 is a scalar or vector whose elements satisfy `ok`.
fn expect_elem(ctx: &Context, op: Op, ok: fn(Elem) -> bool, what: &str) -> Result<(), String> {
    let ty = operand_type(ctx, op, 0);
    match Elem::of(ctx, ty) {
        Some(e) if ok(e) => Ok(()),
        _ => Err(format!("operand #0 has type {} but must be a scalar or vector of {what}", print_type(ctx, ty))),
    }
}

fn verify_numeric(ctx: &Context, op: Op) -> Result<(), String> {
    expect_elem(ctx, op, |e| e != Elem::Bool, "numbers")
}

fn verify_integer(ctx: &Context, op: Op) -> Result<(), String> {
    expect_elem(ctx, op, |e| matches!(e, Elem::Int { .. }), "integers")
}

fn verify_u32_result(ctx: &Context, op: Op) -> Result<(), String> {
    expect_type(ctx, "result", result_type(ctx, op), &TypeKind::Int { width: 32, signed: false })
}

fn verify_wave_group(ctx: &Context, op: Op) -> Result<(), String> {
    let bitwise = matches!(ctx.attr_str(op, "op"), Some("and" | "or" | "xor"));
    if bitwise {
        verify_integer(ctx, op)?;
    } else {
        verify_numeric(ctx, op)?;
    }
    match ctx.operands(op) {
        [_] => Ok(()),
        [_, mask] => {
            let ty = ctx.value_type(*mask);
            match *ctx.type_kind(ty) {
                TypeKind::Vector { elem, len: 4 }
                    if *ctx.type_kind(elem) == (TypeKind::Int { width: 32, signed: false }) =>
                {
                    Ok(())
                }
                _ => Err(format!("the partition has type {} but must be vec<u32, 4>", print_type(ctx, ty))),
            }
        }
        _ => Err("takes a value and at most a partition mask".into()),
    }
}

fn verify_wave_rotate(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.operands(op).len() {
        2 => Ok(()),
        3 if matches!(ctx.type_kind(ctx.value_type(ctx.operand(op, 2))), TypeKind::Int { .. }) => Ok(()),
        _ => Err("takes a value, a delta and optionally an integer cluster size".into()),
    }
}

fn verify_ballot(ctx: &Context, op: Op) -> Result<(), String> {
    let ty = result_type(ctx, op);
    match *ctx.type_kind(ty) {
        TypeKind::Vector { elem, len: 4 } if *ctx.type_kind(elem) == (TypeKind::Int { width: 32, signed: false }) => {
            Ok(())
        }
        _ => Err(format!("result has type {} but must be vec<u32, 4>", print_type(ctx, ty))),
    }
}

// ----- interpreter ------------------------------------------------------------

/// The operation of a `gpu.atomic`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum AtomicOp {
    Bin(BinOp),
    Min,
    Max,
    Exchange,
}

impl AtomicOp {
    fn parse(s: &str) -> Option<AtomicOp> {
        Some(match s {
            "add" => AtomicOp::Bin(BinOp::Add),
            "and" => AtomicOp::Bin(BinOp::And),
            "or" => AtomicOp::Bin(BinOp::Or),
            "xor" => AtomicOp::Bin(BinOp::Xor),
            "min" => AtomicOp::Min,
            "max" => AtomicOp::Max,
            "exchange" => AtomicOp::Exchange,
            _ => return None,
        })
    }

    fn allows_f32(self) -> bool {
        matches!(self, AtomicOp::Bin(BinOp::Add) | AtomicOp::Min | AtomicOp::Max | AtomicOp::Exchange)
    }

    /// The operations on `f16` and `f64` scalars.
    fn allows_wide_float(self) -> bool {
        matches!(self, AtomicOp::Bin(BinOp::Add) | AtomicOp::Min | AtomicOp::Max)
    }

    /// The value stored when `old` holds and `value` is the operand.
    fn apply(self, elem: Elem, old: &RtValue, value: &RtValue) -> Result<RtValue, Trap> {
        let pick = |pred, c: &RtValue| -> Result<RtValue, Trap> {
            Ok(if scalar::compare(pred, elem, c, old)? { c.clone() } else { old.clone() })
        };
        match self {
            AtomicOp::Bin(op) => scalar::binary(op, elem, old, value),
            AtomicOp::Min => pick(Pred::Lt, value),
            AtomicOp::Max => pick(Pred::Gt, value),
            AtomicOp::Exchange => Ok(value.clone()),
        }
    }
}

fn pointer_operand(v: &RtValue) -> Result<&nsl_ir::interp::Pointer, Trap> {
    match v {
        RtValue::Ptr(p) => Ok(p),
        _ => Err(scalar::mismatch()),
    }
}

fn eval_atomic(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let kind = ctx.attr_str(op, "op").and_then(AtomicOp::parse).ok_or_else(|| Trap::new("bad 'op'"))?;
    let elem = scalar::elem_of(ctx, operand_type(ctx, op, 1))?;
    let ptr = pointer_operand(&args[0])?;
    let old = interp.load(ptr)?;
    let new = kind.apply(elem, &old, &args[1])?;
    interp.store(ptr, new)?;
    Ok(Flow::one(old))
}

fn eval_atomic_cmpxchg(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let elem = scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 1))?;
    let ptr = pointer_operand(&args[0])?;
    let old = interp.load(ptr)?;
    if scalar::compare(Pred::Eq, elem, &old, &args[1])? {
        interp.store(ptr, args[2].clone())?;
    }
    Ok(Flow::one(old))
}

/// 1 in an element type (for the empty product).
fn one(elem: Elem) -> RtValue {
    match elem {
        Elem::Bool => RtValue::Bool(true),
        Elem::Int { .. } => RtValue::Int(1),
        Elem::Float { width: 16 } => RtValue::F16(f16::ONE),
        Elem::Float { width: 32 } => RtValue::F32(1.0),
        Elem::Float { .. } => RtValue::F64(1.0),
    }
}

fn eval_wave_group(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    if interp.ctx.attr_str(op, "group") != Some("exclusive") {
        return Ok(Flow::one(args[0].clone()));
    }
    let elem = scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 0))?;
    let mask = |w: u8| if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let float = |v: f64| match elem {
        Elem::Float { width: 16 } => RtValue::F16(f16::from_f64(v)),
        Elem::Float { width: 32 } => RtValue::F32(v as f32),
        _ => RtValue::F64(v),
    };
    let identity = match (interp.ctx.attr_str(op, "op").unwrap_or("add"), elem) {
        ("mul", e) => one(e),
        ("min", Elem::Float { .. }) => float(f64::INFINITY),
        ("max", Elem::Float { .. }) => float(f64::NEG_INFINITY),
        ("min", Elem::Int { width, signed: true }) => RtValue::Int(mask(width) >> 1),
        ("min" | "and", Elem::Int { width, .. }) => RtValue::Int(mask(width)),
        ("max", Elem::Int { width, signed: true }) => RtValue::Int(1u64 << (width - 1)),
        (_, e) => Elem::zero(e),
    };
    scalar::map1(&args[0], &|_| Ok(identity.clone())).map(Flow::one)
}

/// `v` with every component replaced by `fill` of its element type.
fn splat_like(interp: &mut Interpreter, op: Op, v: &RtValue, fill: fn(Elem) -> RtValue) -> Result<Flow, Trap> {
    let elem = scalar::elem_of(interp.ctx, operand_type(interp.ctx, op, 0))?;
    scalar::map1(v, &|_| Ok(fill(elem))).map(Flow::one)
}

fn eval_read_lane_at(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    match scalar::index_value(interp.ctx, operand_type(interp.ctx, op, 1), &args[1]) {
        Some(0) => Ok(Flow::one(args[0].clone())),
        Some(lane) => Err(Trap::new(format!("lane {lane} is not active: the interpreter runs a wave of one lane"))),
        None => Err(Trap::new("a negative lane index reads no lane")),
    }
}
