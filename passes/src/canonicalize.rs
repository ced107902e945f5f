//! `canonicalize`: local simplification to a fixpoint.
//!
//! Each iteration walks the function's ops in pre-order and tries, on each:
//!
//! 1. constant folding: a pure op without regions whose operands are all
//!    results of constant-like ops is evaluated by its schema's `eval`, in
//!    an interpreter, and replaced by `arith.const` ops holding the
//!    results. Skipped when evaluation traps or a result has no constant
//!    form that reads back bit for bit (pointers, some NaN payloads);
//! 2. the op schema's `canonicalize` hook;
//! 3. structural rules for `cf`: a `cf.if` on a constant condition becomes
//!    the chosen arm, inlined before it, when that arm ends in `cf.yield`
//!    (whose operands replace the if's results), or, with its terminator,
//!    in place of the if and the ops after it (which never run) when the
//!    arm ends in another terminator; a `cf.loop` whose body ends in
//!    `cf.break` and neither breaks nor continues elsewhere runs its body
//!    once, which replaces it; a `cf.loop` on constant operands whose body
//!    starts with pure ops and a `cf.if` that, evaluated on them, takes an
//!    arm holding only a `cf.break` never gets past its first test, and
//!    that break's values replace it (`zero-trip-loops-folded`); a `cf.switch` on a
//!    constant selector likewise becomes its chosen arm when that arm ends
//!    in a `cf.break` and no other `cf.break` in the arm leaves the switch.
//!
//! then deletes the ops that are dead (as `dce` does: what the rules left
//! unused, and any other). It stops when an iteration changes nothing, or
//! after `max-iterations` iterations (`fixpoint-not-reached`). Each
//! iteration is linear in the function's size (plus, for each folded
//! `cf.switch`, a scan of its chosen arm). Constants are read and folded
//! by an interpreter without symbols, created in O(1) per op.
//!
//! Correct because folding runs the op's own semantics on its actual
//! operand values (so a folded float is exactly what the op computes at
//! run time), hooks are the op's own equivalences, and a `cf.if` or
//! `cf.switch` with a known condition runs exactly its chosen arm, whose
//! final exit falls through to the op's results.

use crate::dce::delete_dead_ops;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::invariants::NO_DEAD_PURE_OPS;
use nsl_dialects::{arith, cf};
use nsl_ir::interp::{attr_from_value, sign_extend, value_from_attr, Flow, Interpreter, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Language, Op, Rewriter, Traits, TypeKind, Value};
use smallvec::SmallVec;

pub static INFO: PassInfo = PassInfo {
    name: "canonicalize",
    summary: "Fold constants, apply the ops' canonicalization hooks and fold constant control flow, to a fixpoint",
    anchor: Anchor::Function,
    options: &[OptionSpec {
        name: "max-iterations",
        summary: "iterations before giving up on a fixpoint (default 10)",
    }],
    create: |options: &PassOptions| {
        let max_iterations = options.int("max-iterations", 10)?;
        if max_iterations < 1 {
            return Err(format!("option 'max-iterations' must be at least 1, got {max_iterations}"));
        }
        Ok(Box::new(Canonicalize { max_iterations: max_iterations as u64 }))
    },
};

struct Canonicalize {
    max_iterations: u64,
}

impl Pass for Canonicalize {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: its hooks look at the ops they simplify, generic or not.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// Folding creates `arith.const`; each iteration ends by deleting dead
    /// ops. (Hooks create ops of their own dialects, which must already be
    /// in the language for the op they simplify to be there.)
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves()).with_invariant(NO_DEAD_PURE_OPS);
        output.ops.insert(arith::CONST.name);
        output
    }
    /// Folds may rebuild what a lowering expanded (`a - (a / b) * b` is
    /// a remainder), so `NoSignedRem` and `NoF64Transcendentals` are not
    /// kept; loads, stores and globals are not rewritten.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_DEAD_PURE_OPS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kinds = Kinds::new(ctx);
        let mut iterations = 0;
        loop {
            iterations += 1;
            let changes = sweep(ctx, &kinds, func, stats);
            let deleted = delete_dead_ops(ctx, func);
            stats.add("ops-deleted", deleted);
            if changes == 0 && deleted == 0 {
                break;
            }
            if iterations == self.max_iterations {
                stats.add("fixpoint-not-reached", 1);
                break;
            }
        }
        stats.add("iterations", iterations);
        Ok(())
    }
}

/// Canonicalizes function `func` to a fixpoint (at most 10 iterations),
/// as the pass does: for the passes that must fold what is constant in a
/// function (a resource chosen by a constant condition) at any level.
pub fn canonicalize_function(ctx: &mut Context, func: Op, stats: &mut Statistics) {
    let mut pass = Canonicalize { max_iterations: 10 };
    // The pass itself never fails.
    let _ = pass.run(ctx, func, stats);
}

struct Kinds {
    if_: nsl_ir::OpKind,
    loop_: nsl_ir::OpKind,
    switch: nsl_ir::OpKind,
    yield_: nsl_ir::OpKind,
    break_: nsl_ir::OpKind,
    continue_: nsl_ir::OpKind,
}

impl Kinds {
    fn new(ctx: &Context) -> Kinds {
        Kinds {
            if_: ctx.kind(cf::IF.name),
            loop_: ctx.kind(cf::LOOP.name),
            switch: ctx.kind(cf::SWITCH.name),
            yield_: ctx.kind(cf::YIELD.name),
            break_: ctx.kind(cf::BREAK.name),
            continue_: ctx.kind(cf::CONTINUE.name),
        }
    }
}

/// One pre-order walk applying the rules; returns the number of changes.
fn sweep(ctx: &mut Context, kinds: &Kinds, func: Op, stats: &mut Statistics) -> usize {
    let ops = ctx.nested_ops(func);
    let mut rw = Rewriter::new(ctx);
    for op in ops {
        if rw.ctx.is_erased(op) {
            continue;
        }
        let kind = rw.ctx.op_kind_of(op);
        if fold_constant(&mut rw, op) {
            stats.add("constants-folded", 1);
        } else if rw.ctx.schema(op).canonicalize.is_some_and(|hook| hook(&mut rw, op)) {
            stats.add("patterns-applied", 1);
        } else if kind == kinds.if_ && fold_if(&mut rw, kinds, op) {
            stats.add("ifs-folded", 1);
        } else if kind == kinds.switch && fold_switch(&mut rw, kinds, op) {
            stats.add("switches-folded", 1);
        } else if kind == kinds.loop_ && fold_loop(&mut rw, kinds, op) {
            stats.add("loops-folded", 1);
        } else if kind == kinds.loop_ && fold_zero_trip_loop(&mut rw, kinds, op) {
            stats.add("zero-trip-loops-folded", 1);
        }
    }
    rw.changes()
}

/// The value of `v` if a constant-like op defines it.
fn constant_value(ctx: &Context, v: Value) -> Option<RtValue> {
    let def = ctx.defining_op(v)?;
    if !ctx.has_trait(def, Traits::CONSTANT_LIKE) {
        return None;
    }
    value_from_attr(ctx, ctx.attr(def, "value")?, ctx.value_type(v))
}

/// Replaces a pure op whose operands are all constants by constants.
fn fold_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let schema = ctx.schema(op);
    let foldable = schema.has(Traits::PURE)
        && !schema.has(Traits::CONSTANT_LIKE)
        && !schema.has(Traits::CONVERGENCE_SENSITIVE)
        && ctx.regions(op).is_empty()
        && !ctx.results(op).is_empty();
    let Some(eval) = schema.eval else { return false };
    if !foldable {
        return false;
    }
    let Some(args) = ctx.operands(op).iter().map(|&v| constant_value(ctx, v)).collect::<Option<SmallVec<[_; 3]>>>()
    else {
        return false;
    };
    let results = match eval(&mut Interpreter::without_symbols(ctx), op, &args) {
        Ok(Flow::Next(results)) if results.len() == ctx.results(op).len() => results,
        _ => return false,
    };
    let mut attrs = SmallVec::<[_; 1]>::new();
    for (value, ty) in results.iter().zip(ctx.result_types(op)) {
        let Some(attr) = attr_from_value(rw.ctx, value, ty) else { return false };
        if value_from_attr(rw.ctx, attr, ty).as_ref() != Some(value) {
            return false;
        }
        attrs.push((ty, attr));
    }
    let value_sym = rw.ctx.sym("value");
    let mut constants = SmallVec::<[Value; 1]>::new();
    for (i, (ty, attr)) in attrs.into_iter().enumerate() {
        let c = rw.create_before(op, arith::CONST.name, &[], &[ty], &[(value_sym, attr)]);
        let (old, new) = (rw.ctx.result(op, i), rw.ctx.result(c, 0));
        rw.ctx.set_value_name(new, rw.ctx.value_name(old));
        constants.push(new);
    }
    rw.replace_op(op, &constants);
    true
}

/// `cf.if` on a constant: inline the chosen arm when it ends in `cf.yield`.
/// When it ends in another terminator (`cf.break`, `cf.continue`,
/// `func.return`...), control never reaches the ops after the `cf.if`:
/// the arm, terminator included, replaces the `cf.if` and them.
fn fold_if(rw: &mut Rewriter, kinds: &Kinds, op: Op) -> bool {
    let Some(RtValue::Bool(cond)) = constant_value(rw.ctx, rw.ctx.operand(op, 0)) else { return false };
    let arm = if cond { 0 } else { 1 };
    if inline_arm_if_it_ends_in(rw, op, arm, kinds.yield_) {
        return true;
    }
    let Some(block) = rw.ctx.parent_block(op) else { return false };
    if rw.ctx.last_op(rw.ctx.body(op, arm)).is_none_or(|t| !rw.ctx.has_trait(t, Traits::TERMINATOR)) {
        return false;
    }
    let Some(terminator) = rw.inline_region_before(op, arm, &[]) else { return false };
    rw.ctx.detach_op(terminator);
    rw.ctx.insert_op(terminator, nsl_ir::InsertPoint::Before(op));
    // The cf.if and everything after it, last first (users before what
    // they use: every use of these results lies after them in the block).
    let mut tail = Vec::new();
    let mut next = Some(op);
    while let Some(o) = next {
        next = rw.ctx.next_op(o);
        tail.push(o);
    }
    debug_assert_eq!(rw.ctx.parent_block(terminator), Some(block));
    for o in tail.into_iter().rev() {
        rw.erase_op(o);
    }
    true
}

/// `cf.loop` whose body ends in `cf.break` and nothing else in it breaks
/// out of the loop or continues it: the body runs once, on the loop's
/// operands; it replaces the loop, the break's operands its results.
fn fold_loop(rw: &mut Rewriter, kinds: &Kinds, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let body = ctx.body(op, 0);
    let last = ctx.last_op(body);
    if !last.is_some_and(|t| ctx.is(t, kinds.break_))
        || ctx.iter_block(body).filter(|&o| Some(o) != last).any(|o| breaks_out_of(ctx, kinds, o))
        || ctx.iter_block(body).any(|o| continues(ctx, kinds, o))
    {
        return false;
    }
    let operands: SmallVec<[Value; 2]> = SmallVec::from_slice(ctx.operands(op));
    let Some(terminator) = rw.inline_region_before(op, 0, &operands) else { return false };
    let values: SmallVec<[Value; 2]> = SmallVec::from_slice(rw.ctx.operands(terminator));
    rw.replace_op(op, &values);
    true
}

/// `cf.loop` whose body starts with pure ops without regions and then a
/// `cf.if` without results whose arm chosen, on the loop's operands (all
/// constants), is a lone `cf.break`: the loop exits during its first
/// iteration having run only those pure ops, so the break's operands
/// (block arguments read as the loop's operands, values of those ops as
/// the constants they evaluate to) replace its results.
fn fold_zero_trip_loop(rw: &mut Rewriter, kinds: &Kinds, op: Op) -> bool {
    let Some((mut values, constants)) = zero_trip_exit(rw.ctx, kinds, op) else { return false };
    let value_sym = rw.ctx.sym("value");
    let mut attrs = SmallVec::<[_; 2]>::new();
    for (i, c, ty) in constants {
        let Some(attr) = attr_from_value(rw.ctx, &c, ty) else { return false };
        if value_from_attr(rw.ctx, attr, ty).as_ref() != Some(&c) {
            return false;
        }
        attrs.push((i, ty, attr));
    }
    for (i, ty, attr) in attrs {
        let k = rw.create_before(op, arith::CONST.name, &[], &[ty], &[(value_sym, attr)]);
        values[i] = rw.ctx.result(k, 0);
    }
    rw.replace_op(op, &values);
    true
}

/// The values a loop exits with when its first test leaves it (see
/// [`fold_zero_trip_loop`]): outer values, and the positions that need
/// constants built, with their values and types.
#[allow(clippy::type_complexity)]
fn zero_trip_exit(
    ctx: &Context,
    kinds: &Kinds,
    op: Op,
) -> Option<(SmallVec<[Value; 2]>, SmallVec<[(usize, RtValue, nsl_ir::Type); 2]>)> {
    let body = ctx.body(op, 0);
    let mut env: rustc_hash::FxHashMap<Value, RtValue> = rustc_hash::FxHashMap::default();
    for (&arg, &init) in ctx.block_args(body).iter().zip(ctx.operands(op)) {
        env.insert(arg, constant_value(ctx, init)?);
    }
    let lookup =
        |env: &rustc_hash::FxHashMap<Value, RtValue>, v: Value| env.get(&v).cloned().or_else(|| constant_value(ctx, v));
    for o in ctx.iter_block(body) {
        if ctx.is(o, kinds.if_) {
            if !ctx.results(o).is_empty() {
                return None;
            }
            let Some(RtValue::Bool(cond)) = lookup(&env, ctx.operand(o, 0)) else { return None };
            let arm = ctx.body(o, if cond { 0 } else { 1 });
            let (first, last) = (ctx.first_op(arm)?, ctx.last_op(arm)?);
            if first != last || !ctx.is(first, kinds.break_) {
                return None;
            }
            let mut values: SmallVec<[Value; 2]> = SmallVec::new();
            let mut constants: SmallVec<[(usize, RtValue, nsl_ir::Type); 2]> = SmallVec::new();
            for (i, &v) in ctx.operands(first).iter().enumerate() {
                if let Some(k) = ctx.block_args(body).iter().position(|&a| a == v) {
                    values.push(ctx.operand(op, k));
                } else if ctx.defining_op(v).is_some_and(|d| ctx.parent_block(d) == Some(body)) {
                    constants.push((i, env.get(&v).cloned()?, ctx.value_type(v)));
                    values.push(v);
                } else {
                    values.push(v);
                }
            }
            return Some((values, constants));
        }
        let schema = ctx.schema(o);
        let eval = schema.eval?;
        if !schema.has(Traits::PURE) || schema.has(Traits::CONVERGENCE_SENSITIVE) || !ctx.regions(o).is_empty() {
            return None;
        }
        let args = ctx.operands(o).iter().map(|&v| lookup(&env, v)).collect::<Option<SmallVec<[_; 3]>>>()?;
        match eval(&mut Interpreter::without_symbols(ctx), o, &args) {
            Ok(Flow::Next(results)) if results.len() == ctx.results(o).len() => {
                for (&r, v) in ctx.results(o).iter().zip(results) {
                    env.insert(r, v);
                }
            }
            _ => return None,
        }
    }
    None
}

/// Does `op` contain a `cf.continue` of the innermost loop around `op`?
/// Loops and isolated ops keep the continues inside them.
fn continues(ctx: &Context, kinds: &Kinds, op: Op) -> bool {
    if ctx.is(op, kinds.continue_) {
        return true;
    }
    if ctx.is(op, kinds.loop_) || ctx.has_trait(op, Traits::ISOLATED_FROM_ABOVE) {
        return false;
    }
    ctx.regions(op).iter().any(|&r| ctx.iter_block(ctx.region_block(r)).any(|o| continues(ctx, kinds, o)))
}

/// `cf.switch` on a constant: inline the chosen arm when it ends in a
/// `cf.break` and nothing else in it breaks out of the switch.
fn fold_switch(rw: &mut Rewriter, kinds: &Kinds, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let selector = ctx.operand(op, 0);
    let Some(RtValue::Int(bits)) = constant_value(ctx, selector) else { return false };
    let selector = match *ctx.type_kind(ctx.value_type(selector)) {
        TypeKind::Int { width, signed: true } => sign_extend(bits, width) as i128,
        _ => bits as i128,
    };
    let Ok(cases) = cf::switch_cases(ctx, op) else { return false };
    let arm = cases.iter().position(|c| c.contains(&selector)).unwrap_or(cases.len());
    let body = ctx.body(op, arm);
    let last = ctx.last_op(body);
    if ctx.iter_block(body).filter(|&o| Some(o) != last).any(|o| breaks_out_of(ctx, kinds, o)) {
        return false;
    }
    inline_arm_if_it_ends_in(rw, op, arm, kinds.break_)
}

/// Does `op` contain a `cf.break` that leaves the innermost breakable op
/// around `op`? Breakable and isolated ops keep the breaks inside them.
fn breaks_out_of(ctx: &Context, kinds: &Kinds, op: Op) -> bool {
    if ctx.is(op, kinds.break_) {
        return true;
    }
    if ctx.has_trait(op, Traits::BREAKABLE) || ctx.has_trait(op, Traits::ISOLATED_FROM_ABOVE) {
        return false;
    }
    ctx.regions(op).iter().any(|&r| ctx.iter_block(ctx.region_block(r)).any(|o| breaks_out_of(ctx, kinds, o)))
}

/// Inlines region `arm` of `op` before it and replaces `op`'s results by
/// the operands of the arm's terminator, if that terminator is of `kind`.
fn inline_arm_if_it_ends_in(rw: &mut Rewriter, op: Op, arm: usize, kind: nsl_ir::OpKind) -> bool {
    let body = rw.ctx.body(op, arm);
    if !rw.ctx.last_op(body).is_some_and(|t| rw.ctx.is(t, kind)) {
        return false;
    }
    let Some(terminator) = rw.inline_region_before(op, arm, &[]) else { return false };
    let values: SmallVec<[Value; 2]> = SmallVec::from_slice(rw.ctx.operands(terminator));
    rw.replace_op(op, &values);
    true
}
