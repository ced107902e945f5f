//! `const-texel-offsets`: gives each sampling op's texel offset as a
//! constant when the function computes it from constants, as slangc
//! propagates its constexpr requirement backwards (Vulkan and GLSL take
//! only constant offsets outside gathers).
//!
//! The offset operand of an op with the `offset` attribute is evaluated
//! at compile time through constants, pure ops (by their interpreter
//! semantics, as `canonicalize` folds) and loads of function-local
//! variables that are stored exactly once, before the load, and used by
//! nothing but loads and that store (`const` locals, the variables of
//! `uint2 o = ...; Sample(s, uv, o)`, at `-O0` too). When it evaluates,
//! an `arith.const` before the op replaces the operand; otherwise nothing
//! changes (the backend reports the offset that is not constant).
//!
//! An offset that depends on a loop's counter (`for (int i = -2; i <= 2;
//! i++) t.SampleLevel(s, uv, 0, int2(i, 0))`, a blur's taps; a `constexpr`
//! parameter given `int2(i, i)`) is constant only once the loop is
//! unrolled, which slangc does whether or not the loop says `[unroll]`.
//! Such a loop is unrolled fully when its shape allows it: `cf.loop {
//! header; cf.if c {yield} {break}; body; cf.continue }` (what `for` and
//! `while` lower to), the header pure ops and loads, no `break` or
//! `continue` of the loop in the body, and every variable the header reads
//! that the loop writes (its counters) a function-local variable used only
//! by loads and stores, stored in the loop only by the loop's own block's
//! ops and just before the loop by a store of a value the function
//! determines. The trip count is found by evaluating the header and the
//! counters' stores at compile time (at most [`MAX_TRIPS`] trips); each
//! trip becomes a copy of the header and body before the loop, its loads
//! of the counters replaced by the counters' values in that trip, and the
//! loop is erased. Loops that do not qualify are left alone (the backend
//! then reports the offset).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, cf, mem};
use nsl_ir::clone::ValueMap;
use nsl_ir::interp::{attr_from_value, value_from_attr, Flow, Interpreter, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Context, Diagnostic, InsertPoint, Language, Op, Traits, TypeKind, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The most trips a loop is unrolled for, and the most ops unrolling may
/// copy in one function.
const MAX_TRIPS: usize = 256;
const MAX_COPIED_OPS: usize = 50_000;

/// The values of a loop's counters while simulating it; loads of other
/// variables the loop writes do not evaluate.
struct Env<'a> {
    values: &'a FxHashMap<Value, RtValue>,
    blocked: &'a FxHashSet<Value>,
}

pub static INFO: PassInfo = PassInfo {
    name: "const-texel-offsets",
    summary: "Fold the texel offsets of sampling ops to constants",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(ConstTexelOffsets)),
};

struct ConstTexelOffsets;

impl Pass for ConstTexelOffsets {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only adds constants and changes operands to them.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// It adds `arith.const` ops of types already there and may leave the
    /// ops that computed an offset dead.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let unrolled = unroll_offset_loops(ctx, func);
        stats.add("loops-unrolled", unrolled as u64);
        let mut folded = 0;
        for op in ctx.nested_ops(func) {
            if ctx.is_erased(op) || ctx.attr(op, "offset").is_none() || ctx.operands(op).is_empty() {
                continue;
            }
            let index = ctx.operands(op).len() - 1;
            let offset = ctx.operand(op, index);
            if is_constant(ctx, offset) {
                continue;
            }
            let Some(value) = evaluate(ctx, offset, 0, None) else { continue };
            let ty = ctx.value_type(offset);
            let Some(attr) = attr_from_value(ctx, &value, ty) else { continue };
            let value_sym = ctx.sym("value");
            let kind = ctx.kind(arith::CONST.name);
            let loc = ctx.loc(op);
            let c = ctx.create_op(kind, &[], &[ty], &[(value_sym, attr)], 0, loc);
            ctx.insert_op(c, InsertPoint::Before(op));
            let v = ctx.result(c, 0);
            ctx.set_operand(op, index, v);
            folded += 1;
        }
        stats.add("offsets-folded", folded);
        Ok(())
    }
}

fn is_constant(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| ctx.has_trait(d, Traits::CONSTANT_LIKE))
}

/// The value `v` has whenever it is computed, if the function determines
/// it from constants alone.
/// Under `env` (simulating a loop), loads of its counters give their
/// values and loads of other variables the loop writes do not evaluate.
fn evaluate(ctx: &Context, v: Value, depth: u32, env: Option<&Env>) -> Option<RtValue> {
    if depth > 64 {
        return None;
    }
    let def = ctx.defining_op(v)?;
    let schema = ctx.schema(def);
    if schema.has(Traits::CONSTANT_LIKE) {
        return value_from_attr(ctx, ctx.attr(def, "value")?, ctx.value_type(v));
    }
    if ctx.op_name(def) == mem::LOAD.name {
        let ptr = ctx.operand(def, 0);
        if let Some(env) = env {
            if let Some(value) = env.values.get(&ptr) {
                return Some(value.clone());
            }
            if env.blocked.contains(&ptr) {
                return None;
            }
        }
        let stored = single_store_before(ctx, ptr, def)?;
        return evaluate(ctx, stored, depth + 1, env);
    }
    let foldable = schema.has(Traits::PURE)
        && !schema.has(Traits::CONVERGENCE_SENSITIVE)
        && ctx.regions(def).is_empty()
        && ctx.results(def).len() == 1;
    let eval = schema.eval.filter(|_| foldable)?;
    let args = ctx
        .operands(def)
        .iter()
        .map(|&o| evaluate(ctx, o, depth + 1, env))
        .collect::<Option<SmallVec<[RtValue; 3]>>>()?;
    match eval(&mut Interpreter::without_symbols(ctx), def, &args) {
        Ok(Flow::Next(mut results)) if results.len() == 1 => results.pop(),
        _ => None,
    }
}

/// The value stored to the function-local variable `ptr` when it has
/// exactly one store, which runs before `load`, and no use but loads
/// and that store.
fn single_store_before(ctx: &Context, ptr: Value, load: Op) -> Option<Value> {
    let var = ctx.defining_op(ptr)?;
    if ctx.op_name(var) != mem::VAR.name {
        return None;
    }
    if !matches!(ctx.type_kind(ctx.value_type(ptr)), TypeKind::Ptr { space: AddressSpace::Function, .. }) {
        return None;
    }
    let mut store = None;
    for u in ctx.uses(ptr) {
        match ctx.op_name(u.op) {
            n if n == mem::LOAD.name => {}
            n if n == mem::STORE.name && u.index == 0 && store.is_none() => store = Some(u.op),
            _ => return None,
        }
    }
    let store = store?;
    // The ancestor of the load (or the load) in the store's block comes
    // after the store.
    let block = ctx.parent_block(store)?;
    let mut at = load;
    while ctx.parent_block(at) != Some(block) {
        at = ctx.parent_op(at)?;
    }
    let mut before = true;
    for o in ctx.iter_block(block) {
        if o == store {
            break;
        }
        if o == at {
            before = false;
            break;
        }
    }
    before.then(|| ctx.operand(store, 1))
}

/// Unrolls the loops around texel offsets that do not evaluate (see the
/// module's header), innermost first, to a fixpoint; returns how many.
fn unroll_offset_loops(ctx: &mut Context, func: Op) -> usize {
    let mut unrolled = 0;
    let mut budget = MAX_COPIED_OPS;
    'scan: loop {
        for op in ctx.nested_ops(func) {
            if ctx.is_erased(op) || ctx.attr(op, "offset").is_none() || ctx.operands(op).is_empty() {
                continue;
            }
            let offset = ctx.operand(op, ctx.operands(op).len() - 1);
            if is_constant(ctx, offset) || evaluate(ctx, offset, 0, None).is_some() {
                continue;
            }
            let mut at = op;
            while let Some(parent) = ctx.parent_op(at) {
                if parent == func {
                    break;
                }
                if ctx.op_name(parent) == cf::LOOP.name && unroll(ctx, parent, &mut budget) {
                    unrolled += 1;
                    continue 'scan;
                }
                at = parent;
            }
        }
        return unrolled;
    }
}

/// The parts of a loop of the shape `cf.loop { header; cf.if c {yield}
/// {break}; body; cf.continue }`: the header's ops, the exit test, whether
/// the loop goes on while the condition holds, the body's ops.
struct LoopShape {
    header: Vec<Op>,
    cond: Value,
    while_true: bool,
    body: Vec<Op>,
}

fn loop_shape(ctx: &Context, lp: Op) -> Option<LoopShape> {
    if !ctx.results(lp).is_empty() || !ctx.operands(lp).is_empty() {
        return None;
    }
    let block = ctx.region_block(ctx.regions(lp)[0]);
    if !ctx.block_args(block).is_empty() {
        return None;
    }
    let ops: Vec<Op> = ctx.iter_block(block).collect();
    let (&last, rest) = ops.split_last()?;
    if ctx.op_name(last) != cf::CONTINUE.name || !ctx.operands(last).is_empty() {
        return None;
    }
    let only = |r: nsl_ir::Region, name: &str| {
        let b = ctx.region_block(r);
        let ops: Vec<Op> = ctx.iter_block(b).collect();
        ops.len() == 1 && ctx.op_name(ops[0]) == name && ctx.operands(ops[0]).is_empty()
    };
    let test = rest.iter().position(|&o| ctx.op_name(o) == cf::IF.name)?;
    let exit = rest[test];
    if !ctx.results(exit).is_empty() || ctx.regions(exit).len() != 2 {
        return None;
    }
    let (then_r, else_r) = (ctx.regions(exit)[0], ctx.regions(exit)[1]);
    let while_true = if only(then_r, cf::YIELD.name) && only(else_r, cf::BREAK.name) {
        true
    } else if only(then_r, cf::BREAK.name) && only(else_r, cf::YIELD.name) {
        false
    } else {
        return None;
    };
    let header = rest[..test].to_vec();
    let pure_or_load = |o: Op| {
        ctx.op_name(o) == mem::LOAD.name
            || (ctx.has_trait(o, Traits::PURE)
                && ctx.regions(o).is_empty()
                && !ctx.has_trait(o, Traits::CONVERGENCE_SENSITIVE))
    };
    if !header.iter().all(|&o| pure_or_load(o)) {
        return None;
    }
    let body = rest[test + 1..].to_vec();
    // No `break` or `continue` of this loop in the body.
    for &o in &body {
        for n in std::iter::once(o).chain(ctx.nested_ops(o)) {
            let name = ctx.op_name(n);
            let target = if name == cf::BREAK.name {
                Traits::BREAKABLE
            } else if name == cf::CONTINUE.name {
                Traits::LOOP
            } else {
                continue;
            };
            let mut up = ctx.parent_op(n);
            while let Some(p) = up {
                if ctx.has_trait(p, target) {
                    break;
                }
                up = ctx.parent_op(p);
            }
            if up == Some(lp) {
                return None;
            }
        }
    }
    Some(LoopShape { header, cond: ctx.operand(exit, 0), while_true, body })
}

/// Unrolls `lp` fully when it qualifies (the module's header); false
/// leaves it unchanged.
fn unroll(ctx: &mut Context, lp: Op, budget: &mut usize) -> bool {
    let Some(shape) = loop_shape(ctx, lp) else { return false };
    let loop_block = ctx.region_block(ctx.regions(lp)[0]);
    // Every variable the loop stores to.
    let mut blocked: FxHashSet<Value> = FxHashSet::default();
    for o in ctx.nested_ops(lp) {
        if ctx.op_name(o) == mem::STORE.name {
            blocked.insert(ctx.operand(o, 0));
        }
    }
    // The counters: variables the header loads that the loop stores to.
    let mut counters: Vec<Value> = Vec::new();
    for &o in &shape.header {
        if ctx.op_name(o) == mem::LOAD.name {
            let p = ctx.operand(o, 0);
            if blocked.contains(&p) && !counters.contains(&p) {
                counters.push(p);
            }
        }
    }
    if counters.is_empty() {
        return false;
    }
    let mut values: FxHashMap<Value, RtValue> = FxHashMap::default();
    for &p in &counters {
        let Some(var) = ctx.defining_op(p) else { return false };
        if ctx.op_name(var) != mem::VAR.name
            || !matches!(ctx.type_kind(ctx.value_type(p)), TypeKind::Ptr { space: AddressSpace::Function, .. })
        {
            return false;
        }
        // Only loads and stores use it, and its stores in the loop are the
        // loop block's own ops.
        for u in ctx.uses(p) {
            let name = ctx.op_name(u.op);
            let ok = name == mem::LOAD.name
                || (name == mem::STORE.name
                    && u.index == 0
                    && (!ctx.is_ancestor(lp, u.op) || ctx.parent_block(u.op) == Some(loop_block)));
            if !ok {
                return false;
            }
        }
        // Its value on entry: the nearest store before the loop in its
        // block, with nothing between that stores to it.
        let stores_in: Vec<Op> =
            ctx.uses(p).iter().filter(|u| ctx.op_name(u.op) == mem::STORE.name).map(|u| u.op).collect();
        let mut init = None;
        let mut cur = ctx.prev_op(lp);
        while let Some(o) = cur {
            if ctx.op_name(o) == mem::STORE.name && ctx.operand(o, 0) == p {
                init = Some(ctx.operand(o, 1));
                break;
            }
            if stores_in.iter().any(|&s| ctx.is_ancestor(o, s)) {
                return false;
            }
            cur = ctx.prev_op(o);
        }
        let Some(init) = init else { return false };
        let Some(value) = evaluate(ctx, init, 0, None) else { return false };
        values.insert(p, value);
    }
    // Simulate: the counters' values at the start of each trip.
    let mut trips: Vec<FxHashMap<Value, RtValue>> = Vec::new();
    loop {
        let env = Env { values: &values, blocked: &blocked };
        let Some(c) = evaluate(ctx, shape.cond, 0, Some(&env)) else { return false };
        let RtValue::Bool(c) = c else { return false };
        if c != shape.while_true {
            break;
        }
        if trips.len() == MAX_TRIPS {
            return false;
        }
        trips.push(values.clone());
        for &o in &shape.body {
            if ctx.op_name(o) == mem::STORE.name && counters.contains(&ctx.operand(o, 0)) {
                let env = Env { values: &values, blocked: &blocked };
                let Some(v) = evaluate(ctx, ctx.operand(o, 1), 0, Some(&env)) else { return false };
                values.insert(ctx.operand(o, 0), v);
            }
        }
    }
    let size = 1 + ctx.nested_ops(lp).len();
    let Some(copied) = size.checked_mul(trips.len()) else { return false };
    if copied > *budget {
        return false;
    }
    *budget -= copied;
    // Copy each trip before the loop, its counter loads made constants.
    let const_kind = ctx.kind(arith::CONST.name);
    let value_sym = ctx.sym("value");
    for trip in trips {
        let mut values = trip;
        let mut map = ValueMap::default();
        for &o in shape.header.iter().chain(&shape.body) {
            let copy = ctx.clone_op(o, &mut map);
            ctx.insert_op(copy, InsertPoint::Before(lp));
            for n in std::iter::once(copy).chain(ctx.nested_ops(copy)) {
                if ctx.op_name(n) != mem::LOAD.name {
                    continue;
                }
                let Some(v) = values.get(&ctx.operand(n, 0)) else { continue };
                let ty = ctx.value_type(ctx.result(n, 0));
                let Some(attr) = attr_from_value(ctx, &v.clone(), ty) else { continue };
                let loc = ctx.loc(n);
                let c = ctx.create_op(const_kind, &[], &[ty], &[(value_sym, attr)], 0, loc);
                ctx.insert_op(c, InsertPoint::Before(n));
                let (old, new) = (ctx.result(n, 0), ctx.result(c, 0));
                ctx.replace_all_uses(old, new);
                if n == copy {
                    // Later copies of this trip look the load up in `map`.
                    map.insert(ctx.result(o, 0), new);
                }
                ctx.erase_op(n);
            }
            if ctx.is_erased(copy) {
                continue;
            }
            if ctx.op_name(copy) == mem::STORE.name && counters.contains(&ctx.operand(copy, 0)) {
                let empty = FxHashSet::default();
                let env = Env { values: &values, blocked: &empty };
                if let Some(v) = evaluate(ctx, ctx.operand(copy, 1), 0, Some(&env)) {
                    values.insert(ctx.operand(copy, 0), v);
                }
            }
        }
    }
    ctx.erase_op(lp);
    true
}
