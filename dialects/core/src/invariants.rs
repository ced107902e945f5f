//! Invariants of the core dialects that passes establish and require.

use crate::{cf, mem};
use nsl_ir::language::Invariant;
use nsl_ir::{Block, Context, Diagnostic, Op, OpKind, Traits, Type, TypeKind};
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
///   `mem.var` starts with (see [`has_constant_form`]);
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
    has_constant_form(ctx, pointee)
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
        TypeKind::Array { len: None, .. }
        | TypeKind::Ptr { .. }
        | TypeKind::Function { .. }
        | TypeKind::Opaque { .. }
        | TypeKind::Param { .. } => false,
    }
}
