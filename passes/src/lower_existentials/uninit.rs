//! slangc's E50101: a call through an interface-typed local that some path
//! reaches without assigning it (`IFoo obj; obj.get();`, or one assigned in
//! one arm of an `if` only). Such a value has no type to dispatch on.
//!
//! A forward walk of each live function's structured control flow tracks,
//! per local of interface type, whether it is assigned on every path so
//! far. The walk errs toward "assigned": any use of the local's address
//! other than a load (a store, an `out` argument) assigns it; after a loop
//! or a switch it is assigned when anything inside assigned it; an `if`
//! assigns it when every arm that reaches the join does.

use nsl_dialects::gen;
use nsl_ir::{AddressSpace, Block, Context, Diagnostic, Op, Traits, TypeKind, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Reports every `gen.existential_call` of a live function on a local of
/// interface type that is possibly unassigned there.
pub(super) fn check(ctx: &Context, module: Op, live: &FxHashSet<Op>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for func in ctx.block_ops(ctx.body(module, 0)) {
        if !live.contains(&func) || ctx.op_name(func) != "func.func" || ctx.regions(func).is_empty() {
            continue;
        }
        let mut unassigned_loads = FxHashSet::default();
        let mut calls = Vec::new();
        ctx.walk_nested(func, &mut |op| {
            let name = ctx.op_name(op);
            if name == gen::EXISTENTIAL_CALL.name {
                calls.push(op);
            } else if name == "mem.var" && is_local_existential(ctx, ctx.result(op, 0)) {
                let var = ctx.result(op, 0);
                let block = ctx.parent_block(op).expect("a var is in a block");
                walk(ctx, block, var, false, &mut unassigned_loads);
            }
        });
        let mut memo = FxHashMap::default();
        for call in calls {
            if possibly_unassigned(ctx, ctx.operand(call, 0), &unassigned_loads, &mut memo, 0) {
                let iface = gen::existential_interface(ctx, ctx.value_type(ctx.operand(call, 0))).unwrap_or_default();
                out.push(Diagnostic::error(
                    "E50101",
                    ctx.loc(call),
                    format!(
                        "cannot dispatch on uninitialized interface: cannot dynamically dispatch on potentially \
                         uninitialized interface object '{iface}'"
                    ),
                ));
            }
        }
    }
    out
}

fn is_local_existential(ctx: &Context, var: Value) -> bool {
    matches!(*ctx.type_kind(ctx.value_type(var)), TypeKind::Ptr { pointee, space: AddressSpace::Function }
        if gen::existential_interface(ctx, pointee).is_some())
}

/// Walks `block` from the op after `var`'s definition (or from its start
/// for a nested block) with `assigned` as the state on entry; records the
/// loads of `var` reached unassigned. Returns the state at the block's end,
/// or `None` when control leaves it by a jump (it never reaches the join).
fn walk(ctx: &Context, block: Block, var: Value, mut assigned: bool, loads: &mut FxHashSet<Op>) -> Option<bool> {
    let def = ctx.defining_op(var);
    let mut started = def.and_then(|d| ctx.parent_block(d)) != Some(block);
    for op in ctx.iter_block(block) {
        if !started {
            started = Some(op) == def;
            continue;
        }
        let name = ctx.op_name(op);
        let operands = ctx.operands(op);
        if name == "mem.load" && operands[0] == var {
            if !assigned {
                loads.insert(op);
            }
        } else if operands.contains(&var) {
            assigned = true;
        } else if ctx.has_trait(op, Traits::TERMINATOR) {
            return (name == "cf.yield").then_some(assigned);
        } else if ctx.regions(op).is_empty() {
        } else if ctx.has_trait(op, Traits::ARMS) {
            let arms: Vec<Option<bool>> =
                (0..ctx.regions(op).len()).map(|i| walk(ctx, ctx.body(op, i), var, assigned, loads)).collect();
            if arms.iter().all(Option::is_none) {
                return None;
            }
            assigned = arms.into_iter().flatten().all(|a| a);
        } else {
            for i in 0..ctx.regions(op).len() {
                walk(ctx, ctx.body(op, i), var, assigned, loads);
            }
            assigned = assigned || assigns_inside(ctx, op, var);
        }
    }
    Some(assigned)
}

/// Whether an op nested in `op` uses `var` other than by loading it.
fn assigns_inside(ctx: &Context, op: Op, var: Value) -> bool {
    let mut found = false;
    ctx.walk_nested(op, &mut |inner| {
        found |= ctx.operands(inner).contains(&var) && ctx.op_name(inner) != "mem.load";
    });
    found
}

/// Whether `v` is a load of a local reached unassigned, directly or
/// through the function-local copies the frontend makes (a `this`
/// argument: a variable stored once from such a load).
fn possibly_unassigned(
    ctx: &Context,
    v: Value,
    loads: &FxHashSet<Op>,
    memo: &mut FxHashMap<Value, bool>,
    depth: usize,
) -> bool {
    let Some(load) = ctx.defining_op(v).filter(|&d| ctx.op_name(d) == "mem.load") else { return false };
    if loads.contains(&load) {
        return true;
    }
    let ptr = ctx.operand(load, 0);
    if depth >= 4 || ctx.defining_op(ptr).is_none_or(|d| ctx.op_name(d) != "mem.var") {
        return false;
    }
    if let Some(&known) = memo.get(&ptr) {
        return known;
    }
    let uses = ctx.uses(ptr);
    let stores: Vec<Op> =
        uses.iter().filter(|u| ctx.op_name(u.op) == "mem.store" && u.index == 0).map(|u| u.op).collect();
    let only_loads_else = uses.iter().all(|u| stores.contains(&u.op) || ctx.op_name(u.op) == "mem.load");
    let result = match stores.as_slice() {
        [st] if only_loads_else => possibly_unassigned(ctx, ctx.operand(*st, 1), loads, memo, depth + 1),
        _ => false,
    };
    memo.insert(ptr, result);
    result
}
