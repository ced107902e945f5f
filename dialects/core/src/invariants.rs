//! Invariants of the core dialects that passes establish and require.

use crate::{cf, mem};
use nsl_ir::language::Invariant;
use nsl_ir::printer::print_type;
use nsl_ir::{Block, Context, Diagnostic, MatrixLayout, Op, OpKind, Traits, Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// No pure op has all its results unused (what `dce` establishes).
pub const NO_DEAD_PURE_OPS: Invariant = Invariant {
    name: "NoDeadPureOps",
    summary: "no pure op has all its results unused",
    check: check_no_dead_pure_ops,
};

fn check_no_dead_pure_ops(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let mut found = None;
    ctx.walk_nested(root, &mut |op| {
        if found.is_none()
            && ctx.has_trait(op, Traits::PURE)
            && !ctx.results(op).is_empty()
            && ctx.results(op).iter().all(|&r| !ctx.has_uses(r))
        {
            found = Some(op);
        }
    });
    match found {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2201",
            ctx.loc(op),
            format!("invariant NoDeadPureOps: '{}' is pure and its results are unused", ctx.op_name(op)),
        )),
    }
}

/// No `mem.var` is promotable (see [`promotable_vars`]): what `mem2reg`
/// establishes.
pub const NO_PROMOTABLE_VARS: Invariant = Invariant {
    name: "NoPromotableVars",
    summary: "no mem.var is only loaded from and stored to directly",
    check: check_no_promotable_vars,
};

fn check_no_promotable_vars(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    match promotable_vars(ctx, root).first() {
        None => Ok(()),
        Some(&var) => Err(Diagnostic::error(
            "NSL2202",
            ctx.loc(var),
            "invariant NoPromotableVars: this mem.var is only loaded from and stored to directly",
        )),
    }
}

/// The `mem.var`s in functions nested in `root` (or in `root`, a
/// function) that can become SSA values, in pre-order. (A `mem.var`
/// outside any function never runs.) A variable is promotable when
///
/// - every use of it is a `mem.load` from it of its pointee type, or a
///   `mem.store` to it (as the pointer) of a value of its pointee type, so
///   its address never escapes;
/// - its pointee type has an `arith.const` form, for the zero value a
///   `mem.var` starts with (see [`has_constant_form`]), or is an interface
///   type (`!gen.Existential`: its zero is built from a constant);
/// - every load and store of it lies in the variable's own block or in
///   regions of `cf.if`, `cf.loop` and `cf.switch` ops nested there, whose
///   exits (`cf.yield`, `cf.break`, `cf.continue`) say where control goes
///   next; of other ops with regions it is not known when or how often
///   they run them.
///
/// Linear: one walk that counts, for each op, the enclosing ops with
/// regions other than those three ("opaque" ops); an access lies in an
/// opaque op below its variable exactly when its count exceeds the
/// variable's.
pub fn promotable_vars(ctx: &Context, root: Op) -> Vec<Op> {
    let (Some(var), Some(load), Some(store)) =
        (ctx.op_kind(mem::VAR.name), ctx.op_kind(mem::LOAD.name), ctx.op_kind(mem::STORE.name))
    else {
        return Vec::new();
    };
    let mut finder = Finder {
        ctx,
        kinds: MemKinds { var, load, store },
        structured: [cf::IF.name, cf::LOOP.name, cf::SWITCH.name].map(|n| ctx.op_kind(n)),
        opaque_depth: FxHashMap::default(),
        blocked: FxHashSet::default(),
        vars: Vec::new(),
    };
    for &r in ctx.regions(root) {
        finder.block(ctx.region_block(r), 0, ctx.has_trait(root, Traits::CALLABLE));
    }
    let Finder { vars, blocked, kinds, .. } = finder;
    vars.into_iter().filter(|v| !blocked.contains(v) && only_direct_uses(ctx, *v, &kinds)).collect()
}

#[derive(Copy, Clone)]
struct MemKinds {
    var: OpKind,
    load: OpKind,
    store: OpKind,
}

struct Finder<'c> {
    ctx: &'c Context,
    kinds: MemKinds,
    structured: [Option<OpKind>; 3],
    /// The opaque nesting depth of each variable.
    opaque_depth: FxHashMap<Op, u32>,
    /// Variables accessed inside an opaque op nested below them.
    blocked: FxHashSet<Op>,
    vars: Vec<Op>,
}

impl Finder<'_> {
    /// Walks `block`, `depth` opaque ops deep, inside a function or not.
    fn block(&mut self, block: Block, depth: u32, in_function: bool) {
        let ctx = self.ctx;
        for op in ctx.iter_block(block) {
            let kind = ctx.op_kind_of(op);
            if kind == self.kinds.var && in_function {
                self.opaque_depth.insert(op, depth);
                self.vars.push(op);
            } else if kind == self.kinds.store || kind == self.kinds.load {
                let target = ctx.operands(op).first().and_then(|&p| ctx.defining_op(p));
                if let Some(t) = target.filter(|t| self.opaque_depth.get(t).is_some_and(|&d| depth > d)) {
                    self.blocked.insert(t);
                }
            }
            let inner = if self.structured.contains(&Some(kind)) { depth } else { depth + 1 };
            let in_function = in_function || ctx.has_trait(op, Traits::CALLABLE);
            for &r in ctx.regions(op) {
                self.block(ctx.region_block(r), inner, in_function);
            }
        }
    }
}

fn only_direct_uses(ctx: &Context, var: Op, kinds: &MemKinds) -> bool {
    let Some(&ptr) = ctx.results(var).first() else { return false };
    let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { return false };
    // An interface value's zero is built from its type id 0's zero.
    (has_constant_form(ctx, pointee) || crate::gen::existential_interface(ctx, pointee).is_some())
        && ctx.uses(ptr).iter().all(|u| {
            let kind = ctx.op_kind_of(u.op);
            u.index == 0
                && ((kind == kinds.load && ctx.results(u.op).iter().map(|&r| ctx.value_type(r)).eq([pointee]))
                    || (kind == kinds.store
                        && ctx.operands(u.op).len() == 2
                        && ctx.value_type(ctx.operand(u.op, 1)) == pointee))
        })
}

/// Can a value of type `ty` be spelled as an `arith.const`? Scalars,
/// vectors, matrices, fixed-size arrays and structs of such can (the
/// shapes `nsl_ir::interp::value_from_attr` reads); pointers, functions and
/// unsized arrays cannot.
pub fn has_constant_form(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => true,
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => has_constant_form(ctx, *elem),
        TypeKind::Array { elem, len: Some(_) } => has_constant_form(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, t)| has_constant_form(ctx, t)),
        // A mini float has no constant attribute: it is built by conversion.
        TypeKind::Array { len: None, .. }
        | TypeKind::MiniFloat(_)
        | TypeKind::Ptr { .. }
        | TypeKind::Function { .. }
        | TypeKind::Opaque { .. }
        | TypeKind::Param { .. } => false,
    }
}

// ----- type legality -----------------------------------------------------------
//
// These invariants state which types (and typed ops) may appear, not only
// which ops: a language that holds them rules out generic or existential
// values, undecided matrix layouts, integer matrices, signed remainders
// and f64 transcendentals. Each is established by one pass and kept by
// the passes that declare it in `preserves`; the backends' input
// languages require the ones their code relies on.

/// Calls `f` on every type used under `root` (op results, operands, block
/// arguments and type attributes), and on the types nested in them
/// (elements, fields, pointees, signatures, opaque parameters), until `f`
/// returns `Some`. Each type is visited once.
pub fn find_type<R>(ctx: &Context, root: Op, mut f: impl FnMut(Type) -> Option<R>) -> Option<(Op, R)> {
    let mut seen: FxHashSet<Type> = FxHashSet::default();
    let mut found = None;
    let mut visit = |op: Op| {
        if found.is_some() {
            return;
        }
        let mut stack: Vec<Type> = ctx.result_types(op).to_vec();
        stack.extend(ctx.operands(op).iter().map(|&v| ctx.value_type(v)));
        for &r in ctx.regions(op) {
            stack.extend(ctx.block_args(ctx.region_block(r)).iter().map(|&a| ctx.value_type(a)));
        }
        for &(_, a) in ctx.attrs(op) {
            if let nsl_ir::attr::AttrKind::Type(t) = ctx.attr_kind(a) {
                stack.push(*t);
            }
        }
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            if let Some(r) = f(t) {
                found = Some((op, r));
                return;
            }
            match ctx.type_kind(t) {
                TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, .. } => {
                    stack.push(*elem)
                }
                TypeKind::Ptr { pointee, .. } => stack.push(*pointee),
                TypeKind::Struct { fields, .. } => stack.extend(fields.iter().map(|&(_, t)| t)),
                TypeKind::Function { params, results } => stack.extend(params.iter().chain(results).copied()),
                TypeKind::Opaque { params, .. } => stack.extend(params.iter().copied()),
                TypeKind::Bool
                | TypeKind::Int { .. }
                | TypeKind::Float { .. }
                | TypeKind::MiniFloat(_)
                | TypeKind::Param { .. } => {}
            }
        }
    };
    visit(root);
    ctx.walk_nested(root, &mut visit);
    found
}

/// The first op under `root` (or `root`) that `bad` picks.
fn find_op(ctx: &Context, root: Op, bad: impl Fn(Op) -> bool) -> Option<Op> {
    let mut found = None;
    if bad(root) {
        return Some(root);
    }
    ctx.walk_nested(root, &mut |op| {
        if found.is_none() && bad(op) {
            found = Some(op);
        }
    });
    found
}

/// No generic code (see [`crate::gen::MONOMORPHIC`]: values of interface
/// type may remain; `NoExistentials` is about those).
pub const MONOMORPHIC: Invariant = crate::gen::MONOMORPHIC;

/// The ops on interface-typed values (existentials) and witness tables,
/// which `lower-existentials` removes.
pub const EXISTENTIAL_OPS: &[&str] = &[
    crate::gen::WITNESS_TABLE.name,
    crate::gen::EXISTENTIAL_PACK.name,
    crate::gen::EXISTENTIAL_CALL.name,
    crate::gen::EXISTENTIAL_TYPE_ID.name,
    crate::gen::TYPE_ID.name,
    crate::gen::EXISTENTIAL_UNPACK.name,
    crate::gen::EXISTENTIAL_MAKE.name,
    crate::gen::INTERFACE.name,
];

/// No existential op or `!hl.Existential` type (what `lower-existentials`
/// establishes).
pub const NO_EXISTENTIALS: Invariant = Invariant {
    name: "NoExistentials",
    summary: "no value of interface type and no witness table",
    check: check_no_existentials,
};

fn check_no_existentials(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    if let Some(op) = find_op(ctx, root, |op| EXISTENTIAL_OPS.contains(&ctx.op_name(op))) {
        return Err(Diagnostic::error(
            "NSL2222",
            ctx.loc(op),
            format!("invariant NoExistentials: '{}' remains", ctx.op_name(op)),
        ));
    }
    let existential = |t: Type| crate::hl::existential_interface(ctx, t).map(str::to_string);
    match find_type(ctx, root, existential) {
        None => Ok(()),
        Some((op, iface)) => Err(Diagnostic::error(
            "NSL2222",
            ctx.loc(op),
            format!("invariant NoExistentials: '{}' uses a value of interface type {iface}", ctx.op_name(op)),
        )),
    }
}

/// Every matrix type has a decided layout, row- or column-major (what
/// `matrix-layout` establishes): block layouts and the targets'
/// declarations read it, and no target guesses one.
pub const LAYOUTS_DECIDED: Invariant = Invariant {
    name: "LayoutsDecided",
    summary: "every matrix type is row_major or column_major",
    check: check_layouts_decided,
};

fn check_layouts_decided(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let undecided = |t: Type| match ctx.type_kind(t) {
        TypeKind::Matrix { layout: MatrixLayout::Default, .. } => Some(t),
        _ => None,
    };
    match find_type(ctx, root, undecided) {
        None => Ok(()),
        Some((op, t)) => Err(Diagnostic::error(
            "NSL2223",
            ctx.loc(op),
            format!(
                "invariant LayoutsDecided: '{}' uses {} without a decided layout (run matrix-layout)",
                ctx.op_name(op),
                print_type(ctx, t)
            ),
        )),
    }
}

/// No matrix of integers or bools (what `lower-int-matrices` establishes:
/// they become arrays of row vectors).
pub const NO_INT_MATRICES: Invariant =
    Invariant { name: "NoIntMatrices", summary: "every matrix type has float elements", check: check_no_int_matrices };

fn check_no_int_matrices(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let int_matrix = |t: Type| match ctx.type_kind(t) {
        TypeKind::Matrix { elem, .. } if !matches!(ctx.type_kind(*elem), TypeKind::Float { .. }) => Some(t),
        _ => None,
    };
    match find_type(ctx, root, int_matrix) {
        None => Ok(()),
        Some((op, t)) => Err(Diagnostic::error(
            "NSL2224",
            ctx.loc(op),
            format!("invariant NoIntMatrices: '{}' uses {}", ctx.op_name(op), print_type(ctx, t)),
        )),
    }
}

/// Is `op` an `arith.rem` of signed integers?
pub fn is_signed_rem(ctx: &Context, op: Op) -> bool {
    if ctx.op_name(op) != crate::arith::REM.name || ctx.results(op).len() != 1 {
        return false;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    let scalar = match *ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => elem,
        _ => ty,
    };
    matches!(ctx.type_kind(scalar), TypeKind::Int { signed: true, .. })
}

/// No `arith.rem` of signed integers (what `expand-signed-rem`
/// establishes for the Vulkan targets, whose drivers compute `OpSRem` of
/// negative operands wrongly). A pass that may fold `a - (a / b) * b` back
/// into a remainder does not preserve it.
pub const NO_SIGNED_REM: Invariant =
    Invariant { name: "NoSignedRem", summary: "no arith.rem of signed integers", check: check_no_signed_rem };

fn check_no_signed_rem(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    match find_op(ctx, root, |op| is_signed_rem(ctx, op)) {
        None => Ok(()),
        Some(op) => {
            Err(Diagnostic::error("NSL2225", ctx.loc(op), "invariant NoSignedRem: a remainder of signed integers"))
        }
    }
}

/// The transcendental functions that Vulkan's GLSL.std.450, GLSL and HLSL
/// have for 16- and 32-bit floats only.
pub const F32_ONLY_MATH: &[&str] = &[
    crate::math::SIN.name,
    crate::math::COS.name,
    crate::math::TAN.name,
    crate::math::ASIN.name,
    crate::math::ACOS.name,
    crate::math::ATAN.name,
    crate::math::SINH.name,
    crate::math::COSH.name,
    crate::math::TANH.name,
    crate::math::EXP.name,
    crate::math::EXP2.name,
    crate::math::LOG.name,
    crate::math::LOG2.name,
    crate::math::LOG10.name,
    crate::math::ATAN2.name,
    crate::math::POW.name,
];

/// Is `op` one of [`F32_ONLY_MATH`] on (vectors of) f64?
pub fn is_f64_transcendental(ctx: &Context, op: Op) -> bool {
    if !F32_ONLY_MATH.contains(&ctx.op_name(op)) || ctx.results(op).len() != 1 {
        return false;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    let scalar = match *ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } => elem,
        _ => ty,
    };
    matches!(ctx.type_kind(scalar), TypeKind::Float { width: 64 })
}

/// No op of [`F32_ONLY_MATH`] on f64 (what `narrow-f64-math` establishes).
pub const NO_F64_TRANSCENDENTALS: Invariant = Invariant {
    name: "NoF64Transcendentals",
    summary: "no transcendental function of f64",
    check: check_no_f64_transcendentals,
};

fn check_no_f64_transcendentals(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    match find_op(ctx, root, |op| is_f64_transcendental(ctx, op)) {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2226",
            ctx.loc(op),
            format!("invariant NoF64Transcendentals: '{}' of f64", ctx.op_name(op)),
        )),
    }
}

/// The type invariants that hold of the frontend's output and that a pass
/// building no new kind of type keeps: [`MONOMORPHIC`], [`NO_EXISTENTIALS`]
/// once established, [`LAYOUTS_DECIDED`] and [`NO_INT_MATRICES`].
pub const TYPE_INVARIANTS: [Invariant; 4] = [MONOMORPHIC, NO_EXISTENTIALS, LAYOUTS_DECIDED, NO_INT_MATRICES];

/// Every `gpu.atomic` and `gpu.atomic_cmpxchg` on storage or workgroup
/// memory touches a `!gpu.Atomic<T>` (what `atomic-memory` establishes for
/// WGSL and Metal, whose atomics take only such memory).
pub const ATOMICS_ON_TYPED_MEMORY: Invariant = Invariant {
    name: "AtomicsOnTypedMemory",
    summary: "atomics on storage and workgroup memory touch !gpu.Atomic<T>",
    check: check_atomics_on_typed_memory,
};

fn check_atomics_on_typed_memory(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let untyped = |op: Op| {
        let name = ctx.op_name(op);
        if (name != crate::gpu::ATOMIC.name && name != crate::gpu::ATOMIC_CMPXCHG.name) || ctx.operands(op).is_empty() {
            return false;
        }
        match *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
            TypeKind::Ptr { pointee, space } if space.is_storage() || space == nsl_ir::AddressSpace::Workgroup => {
                crate::gpu::atomic_value_type(ctx, pointee).is_none()
            }
            _ => false,
        }
    };
    match find_op(ctx, root, untyped) {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2227",
            ctx.loc(op),
            format!("invariant AtomicsOnTypedMemory: '{}' on memory not typed !gpu.Atomic<T>", ctx.op_name(op)),
        )),
    }
}
