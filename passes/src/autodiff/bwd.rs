//! `bwd-diff`: reverse-mode differentiation. Each `diff.bwd_call @f`
//! (`bwd_diff(f)(...)`) becomes a call of `@f.bwd`, synthesized once per
//! function by transposing the linear map of `f`'s derivative:
//!
//! 1. a copy of `@f` goes to SSA form (`mem2reg`): no local memory is left
//!    for the derivative to flow through;
//! 2. `@f.bwd` runs that copy forward (the primal sweep, joint mode: no
//!    context crosses functions), then walks its ops backwards, turning
//!    each op's derivative rule ([`super::rules`], the same table as
//!    `fwd-diff`) into its transpose: cotangents are SSA values summed per
//!    value, symbolic zeros are never materialized until needed;
//! 3. a `cf.if` transposes to a `cf.if` on the same condition whose arms
//!    recompute their primal values (pure ops only: side effects run once,
//!    in the primal sweep), transpose their ops, and yield the cotangents
//!    of the outer values they used;
//! 4. a call of a differentiable `@g` transposes to a call of `@g.bwd` (or
//!    the user's `[BackwardDerivative]`, through pair variables).
//!
//! `@f.bwd(x..., dOut) -> {dx...}` takes `f`'s arguments and the
//! derivative of its result and returns the derivatives of the
//! differentiable parameters; the marker site loads the primal from each
//! `inout DifferentialPair` and writes `.d` (Slang's convention: `.p` is
//! left alone).
//!
//! Early returns are normalized first (one exit at the end; a return
//! inside a loop or switch becomes a flag, its values stored, and a break,
//! followed by `if (flag) return`). Local pointer parameters and call
//! arguments are copied in and out so that all state a loop carries is
//! values (its replay starts from them). A `cf.switch`
//! transposes like a `cf.if`. A `cf.loop` is reversed without a tape: its
//! body is rebuilt in one-exit form (`Norm`), the trip count replayed, and
//! the reverse loop runs k = n-1..0, each iteration replaying the loop from
//! its initial state up to iteration k, recomputing the body there and
//! transposing it (constant memory, quadratic time in the trip count).
//! What is not handled (a switch or loop left from inside a nested
//! construct) is an error, not a wrong gradient.
//!
//! Accepts monomorphic IR; removes every `diff` op (`diff.func` and
//! `diff.detach` included), so it runs after `fwd-diff`.

use super::{
    diff_table, error_at, field_diff, fresh_symbol, has_floats, is_local_float_ptr, lookup_func, new_function, rules,
    signature, tuple_struct, DiffFunc, Em,
};
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, arith, coop, diff, func, gen, mat, math, mem, vec};
use nsl_ir::clone::ValueMap;
use nsl_ir::{Block, Context, Diagnostic, InsertPoint, Language, Op, Sym, Traits, Type, TypeKind, Value};
use rustc_hash::{FxHashMap, FxHashSet};

pub static INFO: PassInfo = PassInfo {
    name: "bwd-diff",
    summary: "Reverse-mode autodiff: synthesize @f.bwd for each bwd_diff(f) by transposition; remove diff ops",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(BwdDiff)),
};

struct BwdDiff;

impl Pass for BwdDiff {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Monomorphic IR without forward markers (`fwd-diff` runs first).
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx).without_ops(&[diff::FWD_CALL.name])
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).without_ops(&diff::OPS)
    }
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        &[nsl_dialects::invariants::MONOMORPHIC, nsl_dialects::invariants::NO_EXISTENTIALS]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let table = diff_table(ctx, module);
        super::dispatch::expand(ctx, module, &table);
        let mut bwd = Backward {
            module,
            table,
            done: FxHashMap::default(),
            active: FxHashSet::default(),
            snaps: FxHashMap::default(),
            shadows: FxHashMap::default(),
        };
        let kind = ctx.kind(diff::BWD_CALL.name);
        let markers: Vec<Op> = ctx.nested_ops(module).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        for m in markers {
            bwd.lower_marker(ctx, m)?;
            stats.add("bwd-calls", 1);
        }
        stats.add("functions-transposed", bwd.done.len() as u64);
        // Strip what is left of the dialect.
        let detach = ctx.kind(diff::DETACH.name);
        let dfunc = ctx.kind(diff::FUNC.name);
        let dtype = ctx.kind(diff::TYPE.name);
        for op in ctx.nested_ops(module) {
            if ctx.is(op, detach) {
                let (r, x) = (ctx.result(op, 0), ctx.operand(op, 0));
                ctx.replace_all_uses(r, x);
                ctx.erase_op(op);
            } else if ctx.is(op, dfunc) || ctx.is(op, dtype) {
                ctx.erase_op(op);
            }
        }
        Ok(())
    }
}

struct Backward {
    module: Op,
    table: FxHashMap<Sym, DiffFunc>,
    /// `@f` → (`@f.bwd`, which parameters have derivatives).
    done: FxHashMap<Sym, (Sym, Vec<bool>)>,
    /// Values of the SSA copies that depend on a differentiable parameter.
    active: FxHashSet<Value>,
    /// The value of a local variable just before a call that takes its
    /// address (`(call, variable)` → value in the new function).
    snaps: FxHashMap<(Op, Value), Value>,
    /// In the function being transposed: its `IDifferentiablePtrType`
    /// parameters' differential locations (the `d` of their
    /// `DifferentialPtrPair`s, extra parameters of `@f.bwd`).
    shadows: FxHashMap<Value, Value>,
}

impl Backward {
    fn diff_params(&self, ctx: &Context, f: Sym, params: &[Type]) -> Vec<bool> {
        let info = &self.table[&f];
        params
            .iter()
            .enumerate()
            .map(|(i, &t)| !info.no_diff.contains(&i) && (has_floats(ctx, t) || is_local_float_ptr(ctx, t)))
            .collect()
    }

    fn lower_marker(&mut self, ctx: &mut Context, m: Op) -> Result<(), Diagnostic> {
        let f = super::substituted(&self.table, ctx.attr_symbol(m, "callee").expect("verified"));
        if !self.table.contains_key(&f) {
            return Err(error_at(ctx, m, format!("@{} is not differentiable", ctx.str(f))));
        }
        let loc = ctx.loc(m);
        let operands: Vec<Value> = ctx.operands(m).to_vec();
        if let Some(b) = self.table[&f].bwd {
            let name = ctx.str(b).to_string();
            let mut em = Em::new(ctx, InsertPoint::Before(m), loc);
            let callee = em.ctx().symbol_attr(&name);
            em.b.op(func::CALL.name, &operands, &[], &[("callee", callee)], 0);
            ctx.erase_op(m);
            return Ok(());
        }
        let fop = lookup_func(ctx, self.module, f).expect("verified");
        let (params, results) = signature(ctx, fop);
        let (g, mask) = self.function(ctx, f)?;
        let gop = lookup_func(ctx, self.module, g).expect("made");
        let (_, gres) = signature(ctx, gop);
        let ret_diff = results.first().is_some_and(|&r| has_floats(ctx, r) && !self.table[&f].no_diff_result);
        let mut em = Em::new(ctx, InsertPoint::Before(m), loc);
        let mut args = Vec::new();
        let mut cts_in = Vec::new();
        // (grads field, pair location, its space, the primal type)
        let mut writes = Vec::new();
        let mut next = 0;
        let mut k = 0;
        let mut shadows = Vec::new();
        for (i, &pt) in params.iter().enumerate() {
            let v = operands.get(next).copied();
            let pointee = match em.c().type_kind(pt) {
                TypeKind::Ptr { pointee, space: nsl_ir::AddressSpace::Function } => Some(*pointee),
                _ => None,
            };
            // A `DifferentialPtrPair`: its value, and its `d` after the
            // cotangents.
            if self.table[&f].ptr.contains(&i) {
                let v = v.ok_or_else(|| error_at(em.ctx(), m, "missing argument"))?;
                next += 1;
                let i0 = em.ctx().int_attr(0);
                let i1 = em.ctx().int_attr(1);
                args.push(em.op1a(agg::EXTRACT.name, &[v], pt, &[("index", i0)]));
                shadows.push(em.op1a(agg::EXTRACT.name, &[v], pt, &[("index", i1)]));
                continue;
            }
            if mask[i] {
                let v = v.ok_or_else(|| error_at(em.ctx(), m, "missing argument"))?;
                next += 1;
                let t = pointee.unwrap_or(pt);
                match em.c().type_kind(em.ty(v)).clone() {
                    // `inout DifferentialPair<T>`: `.p` in, `.d` out (for
                    // an `inout` parameter `.d` is also the derivative of
                    // its final value).
                    TypeKind::Ptr { space, .. } => {
                        let pp = em.ctx().ptr_type(t, space);
                        let i0 = em.ctx().int_attr(0);
                        let i1 = em.ctx().int_attr(1);
                        let a = em.op1a(mem::FIELD_ADDR.name, &[v], pp, &[("index", i0)]);
                        let primal = em.op1(mem::LOAD.name, &[a], t);
                        if pointee.is_some() {
                            let s = em.op1(mem::VAR.name, &[], pt);
                            em.b.op(mem::STORE.name, &[s, primal], &[], &[], 0);
                            args.push(s);
                            let da = em.op1a(mem::FIELD_ADDR.name, &[v], pp, &[("index", i1)]);
                            cts_in.push(em.op1(mem::LOAD.name, &[da], t));
                        } else {
                            args.push(primal);
                        }
                        writes.push((k, v, space, t));
                    }
                    // `out T`: the derivative of its value comes in.
                    _ => {
                        let s = em.op1(mem::VAR.name, &[], pt);
                        let z = em.zero(t);
                        em.b.op(mem::STORE.name, &[s, z], &[], &[], 0);
                        args.push(s);
                        cts_in.push(v);
                    }
                }
                k += 1;
            } else if let Some(pointee) = pointee {
                // A non-differentiable out (dropped) or inout (passed in).
                let s = em.op1(mem::VAR.name, &[], pt);
                let is_in =
                    !self.table[&f].out.contains(&i) && operands.get(next).is_some_and(|&o| em.ty(o) == pointee);
                if is_in {
                    em.b.op(mem::STORE.name, &[s, operands[next]], &[], &[], 0);
                    next += 1;
                }
                args.push(s);
            } else {
                let v = v.ok_or_else(|| error_at(em.ctx(), m, "missing argument"))?;
                next += 1;
                // An `inout DifferentialPair` of a type that carries no
                // derivative here (an `IDifferentiable` struct of `no_diff`
                // fields only): its primal.
                let v = match em.c().type_kind(em.ty(v)).clone() {
                    TypeKind::Ptr { pointee: pair, space }
                        if pair != pt && super::fwd::pair_fields(em.c(), pair).0 == pt =>
                    {
                        let pp = em.ctx().ptr_type(pt, space);
                        let i0 = em.ctx().int_attr(0);
                        let a = em.op1a(mem::FIELD_ADDR.name, &[v], pp, &[("index", i0)]);
                        em.op1(mem::LOAD.name, &[a], pt)
                    }
                    _ => super::fwd::primal_of_pair(&mut em, v, Some(pt)),
                };
                args.push(v);
            }
        }
        args.extend(cts_in);
        args.extend(shadows);
        if ret_diff {
            let d = operands.get(next).copied().ok_or_else(|| error_at(em.ctx(), m, "missing derivative"))?;
            args.push(d);
        }
        let gname = em.ctx().str(g).to_string();
        let callee = em.ctx().symbol_attr(&gname);
        let call = em.b.op(func::CALL.name, &args, &gres, &[("callee", callee)], 0);
        for (k, ptr, space, t) in writes {
            let grads = em.ctx().result(call, 0);
            let ik = em.ctx().int_attr(k as i128);
            let d = em.op1a(agg::EXTRACT.name, &[grads], t, &[("index", ik)]);
            let pd = em.ctx().ptr_type(t, space);
            let i1 = em.ctx().int_attr(1);
            let a = em.op1a(mem::FIELD_ADDR.name, &[ptr], pd, &[("index", i1)]);
            em.b.op(mem::STORE.name, &[a, d], &[], &[], 0);
        }
        ctx.erase_op(m);
        Ok(())
    }

    /// `@f.bwd`, synthesized on first use.
    fn function(&mut self, ctx: &mut Context, f: Sym) -> Result<(Sym, Vec<bool>), Diagnostic> {
        if let Some(d) = self.done.get(&f) {
            return Ok(d.clone());
        }
        let fop = lookup_func(ctx, self.module, f).expect("a differentiable function is defined");
        let (params, results) = signature(ctx, fop);
        let mask = self.diff_params(ctx, f, &params);
        let name = format!("{}.bwd", ctx.str(f));
        let g = fresh_symbol(ctx, self.module, &name);
        self.done.insert(f, (g, mask.clone()));
        // 1. An SSA copy of f.
        let mut map = ValueMap::default();
        let prep = ctx.clone_op(fop, &mut map);
        let psym = fresh_symbol(ctx, self.module, &format!("{name}.primal"));
        let psym_name = ctx.str(psym).to_string();
        let pattr = ctx.symbol_attr(&psym_name);
        let sym_key = ctx.sym("sym");
        ctx.set_attr(prep, sym_key, pattr);
        ctx.insert_op(prep, InsertPoint::After(fop));
        // Calls of functions with primal substitutes call those instead.
        let call_kind = ctx.kind(func::CALL.name);
        for o in ctx.nested_ops(prep) {
            if !ctx.is(o, call_kind) {
                continue;
            }
            let Some(c) = ctx.attr_symbol(o, "callee") else { continue };
            let sub = super::substituted(&self.table, c);
            if sub != c {
                let name = ctx.str(sub).to_string();
                let attr = ctx.symbol_attr(&name);
                let key = ctx.sym("callee");
                ctx.set_attr(o, key, attr);
            }
        }
        // One return, at the end.
        returns_to_breaks(ctx, prep);
        if let Err(e) = self.normalize_returns(ctx, prep).and_then(|()| normalize_switch_breaks(self, ctx, prep)) {
            ctx.erase_op(prep);
            return Err(e);
        }
        // Pointer parameters: copied in at the entry and out at the
        // return, so that their values become SSA values too.
        copy_in_out(ctx, prep);
        copy_call_args(ctx, prep);
        // Locals indexed at runtime loaded and stored whole.
        super::dyn_index::coop_vars_as_arrays(ctx, prep);
        super::dyn_index::run(ctx, prep, is_local_float_ptr);
        // Locals of structs and small arrays split per member, then promoted.
        for info in [&crate::scalar_replace_aggregates::INFO, &crate::mem2reg::INFO] {
            let mut pass = (info.create)(&crate::registry::PassOptions::default())
                .map_err(|e| error_at(ctx, fop, format!("{}: {e:?}", info.name)))?;
            let mut stats = Statistics::default();
            pass.run(ctx, prep, &mut stats)?;
        }
        let saved = std::mem::take(&mut self.shadows);
        let result = self.transpose(ctx, f, fop, prep, g, &params, &results, &mask);
        self.shadows = saved;
        ctx.erase_op(prep);
        result?;
        Ok((g, mask))
    }

    #[allow(clippy::too_many_arguments)]
    fn transpose(
        &mut self,
        ctx: &mut Context,
        f: Sym,
        fop: Op,
        prep: Op,
        g: Sym,
        params: &[Type],
        results: &[Type],
        mask: &[bool],
    ) -> Result<(), Diagnostic> {
        let body = ctx.body(prep, 0);
        let ops = ctx.block_ops(body);
        // Shape checks: one return at the end, no loops, no local memory.
        let mut bad = None;
        for &op in &ops {
            let mut check = |o: Op| {
                let n = ctx.op_name(o);
                let nested_return = n == "func.return" && ctx.parent_op(o) != Some(prep);
                if bad.is_none() && nested_return {
                    bad = Some((o, n));
                }
                if bad.is_none()
                    && n == "mem.var"
                    && is_local_float_ptr(ctx, ctx.value_type(ctx.result(o, 0)))
                    && !is_cell(ctx, ctx.result(o, 0))
                {
                    bad = Some((o, n));
                }
                // Loops are reversed by replaying them from their initial
                // state, which holds values, not memory: a variable a loop
                // writes (stores to it, or passes to a call) that lives
                // outside the loop would be replayed with its final
                // contents.
                if bad.is_none() && n == "mem.var" && written_in_inner_loop(ctx, o) {
                    bad = Some((o, "loop-memory"));
                }
            };
            check(op);
            for o in ctx.nested_ops(op) {
                check(o);
            }
        }
        if let Some((o, n)) = bad {
            let what = match n {
                "cf.loop" => "loops",
                "cf.switch" => "switch statements",
                "func.return" => "early returns",
                "loop-memory" => "a loop that changes a variable through memory (passed to a call)",
                _ => "local memory that is not promoted to values",
            };
            return Err(error_at(ctx, o, format!("bwd_diff of code with {what} is not supported yet")));
        }
        let Some(&ret) = ops.last().filter(|&&o| ctx.op_name(o) == "func.return") else {
            return Err(error_at(ctx, fop, "bwd_diff: the function does not end in a return"));
        };
        let ret_diff = results.first().copied().filter(|&r| has_floats(ctx, r) && !self.table[&f].no_diff_result);
        let pointee = |t: Type| match ctx.type_kind(t) {
            TypeKind::Ptr { pointee, .. } => Some(*pointee),
            _ => None,
        };
        let mut gparams = params.to_vec();
        let ptr_params: Vec<usize> = (0..params.len()).filter(|&i| mask[i] && pointee(params[i]).is_some()).collect();
        for &i in &ptr_params {
            gparams.push(pointee(params[i]).expect("a pointer"));
        }
        let diff_ptrs = self.table[&f].ptr.clone();
        for &i in &diff_ptrs {
            gparams.push(params[i]);
        }
        if let Some(r) = ret_diff {
            gparams.push(r);
        }
        let grad_types: Vec<Type> =
            params.iter().zip(mask).filter(|(_, &m)| m).map(|(&t, _)| pointee(t).unwrap_or(t)).collect();
        let gname = ctx.str(g).to_string();
        let grads_ty = tuple_struct(ctx, &format!("{gname}.Grads"), &grad_types);
        let (_gop, block, args) = new_function(ctx, fop, g, &gparams, &[grads_ty]);
        let mut vmap = ValueMap::default();
        let pargs: Vec<Value> = ctx.block_args(body).to_vec();
        for (i, &a) in pargs.iter().enumerate() {
            vmap.insert(a, args[i]);
        }
        for (n, &i) in diff_ptrs.iter().enumerate() {
            self.shadows.insert(pargs[i], args[params.len() + ptr_params.len() + n]);
        }
        // Activity: what depends on a differentiable parameter.
        for (i, &a) in pargs.iter().enumerate() {
            if mask[i] {
                self.active.insert(a);
            }
        }
        // (`walk_nested` does not visit the op itself: `walk` does.)
        let walk = |ctx: &Context, op: Op, f: &mut dyn FnMut(Op)| {
            f(op);
            ctx.walk_nested(op, f);
        };
        for &op in &ops {
            let mut any = false;
            walk(ctx, op, &mut |o| any |= ctx.operands(o).iter().any(|v| self.active.contains(v)));
            if any {
                walk(ctx, op, &mut |o| self.active.extend(ctx.results(o).iter().copied()));
                // Memory written by it holds active values too.
                let mut written = Vec::new();
                walk(ctx, op, &mut |o| match ctx.op_name(o) {
                    "mem.store" => written.push(ctx.operand(o, 0)),
                    "func.call" => written.extend(
                        ctx.operands(o).iter().copied().filter(|&v| is_local_float_ptr(ctx, ctx.value_type(v))),
                    ),
                    _ => {}
                });
                self.active.extend(written);
            }
        }
        // Interface values carry no derivative: one packed from a value
        // that may have one (active, or computed by a differentiable call,
        // whose derivatives may come from a custom derivative; not
        // detached), or given by a differentiable call, would lose it.
        let mut tainted = self.active.clone();
        let differentiable_call = |ctx: &Context, o: Op| {
            ctx.op_name(o) == "func.call"
                && ctx.attr(o, "no_diff").is_none()
                && ctx.attr_symbol(o, "callee").is_some_and(|c| self.table.contains_key(&c))
        };
        for &op in &ops {
            let mut any = false;
            walk(ctx, op, &mut |o| {
                any |= differentiable_call(ctx, o) || ctx.operands(o).iter().any(|v| tainted.contains(v))
            });
            if any {
                walk(ctx, op, &mut |o| {
                    tainted.extend(ctx.results(o).iter().copied());
                    match ctx.op_name(o) {
                        "mem.store" => {
                            tainted.insert(ctx.operand(o, 0));
                        }
                        "func.call" => tainted.extend(
                            ctx.operands(o).iter().copied().filter(|&v| is_local_float_ptr(ctx, ctx.value_type(v))),
                        ),
                        _ => {}
                    }
                });
            }
        }
        for &op in &ops {
            let mut bad = None;
            walk(ctx, op, &mut |o| {
                let packs_active = ctx.op_name(o) == "gen.existential_pack"
                    && !has_floats(ctx, ctx.value_type(ctx.result(o, 0)))
                    && ctx.operands(o).first().is_some_and(|&v| {
                        tainted.contains(&v)
                            && has_floats(ctx, ctx.value_type(v))
                            && ctx.defining_op(v).is_none_or(|d| ctx.op_name(d) != diff::DETACH.name)
                    });
                let detached = |r: Value| ctx.uses(r).iter().all(|u| ctx.op_name(u.op) == diff::DETACH.name);
                let gives = (ctx.op_name(o) == "gen.existential_call" || differentiable_call(ctx, o))
                    && ctx.results(o).iter().any(|&r| {
                        let t = ctx.value_type(r);
                        super::dispatch::carries_derivative(ctx, self.module, t) && !has_floats(ctx, t) && !detached(r)
                    });
                if (packs_active || gives) && bad.is_none() {
                    bad = Some(o);
                }
            });
            if let Some(o) = bad {
                return Err(error_at(
                    ctx,
                    o,
                    "a derivative flowing through an interface value is not supported yet: wrap the value in no_diff(...)",
                ));
            }
        }
        // 2. The primal sweep.
        let fwd_ops = &ops[..ops.len() - 1];
        for &op in fwd_ops {
            self.clone_with_snaps(ctx, op, &mut vmap, block);
        }
        // 3. The reverse sweep.
        let mut ct: FxHashMap<Value, Value> = FxHashMap::default();
        if ret_diff.is_some() {
            let r = ctx.operand(ret, 0);
            ct.insert(r, *args.last().expect("dOut"));
        }
        // The derivatives of the pointer parameters' final values, and
        // where their initial values are read.
        let mut entry_loads = FxHashMap::default();
        for (n, &i) in ptr_params.iter().enumerate() {
            let p = pargs[i];
            for &op in fwd_ops {
                match ctx.op_name(op) {
                    "mem.store" if ctx.operand(op, 0) == p => {
                        let v = ctx.operand(op, 1);
                        let cin = args[params.len() + n];
                        let loc = ctx.loc(op);
                        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
                        acc(&mut em, &mut ct, v, cin);
                    }
                    "mem.load" if ctx.operand(op, 0) == p => {
                        entry_loads.insert(i, ctx.result(op, 0));
                    }
                    _ => {}
                }
            }
        }
        if !self.table[&f].zero {
            self.reverse(ctx, fwd_ops, &vmap, &mut ct, block)?;
        }
        let loc = ctx.loc(ret);
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        let mut grads = Vec::new();
        for (i, &a) in pargs.iter().enumerate() {
            if mask[i] {
                let t = em.ctx().value_type(a);
                let (v, t) = match entry_loads.get(&i) {
                    Some(&l) => (l, em.c().value_type(l)),
                    None => (a, t),
                };
                let t = match em.c().type_kind(t) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => t,
                };
                grads.push(em.or_zero(ct.get(&v).copied(), t));
            }
        }
        let gv = em.op1(agg::CONSTRUCT.name, &grads, grads_ty);
        em.b.op(func::RETURN.name, &[gv], &[], &[], 0);
        Ok(())
    }

    /// Transposes `ops` (in order of execution; walked backwards), whose
    /// primal values are `vmap`'s, accumulating cotangents in `ct`, at the
    /// end of `block`.
    fn reverse(
        &mut self,
        ctx: &mut Context,
        ops: &[Op],
        vmap: &ValueMap,
        ct: &mut FxHashMap<Value, Value>,
        block: Block,
    ) -> Result<(), Diagnostic> {
        for &op in ops.iter().rev() {
            let name = ctx.op_name(op);
            let results: Vec<Value> = ctx.results(op).to_vec();
            // Local variables whose address goes to calls ("cells"): the
            // cotangent of the value they hold is tracked under the variable.
            match name {
                "mem.load" if is_cell(ctx, ctx.operand(op, 0)) => {
                    if let Some(&c) = ct.get(&results[0]) {
                        let var = ctx.operand(op, 0);
                        let loc = ctx.loc(op);
                        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
                        acc(&mut em, ct, var, c);
                    }
                    continue;
                }
                "mem.store" if is_cell(ctx, ctx.operand(op, 0)) => {
                    if let Some(c) = ct.remove(&ctx.operand(op, 0)) {
                        let v = ctx.operand(op, 1);
                        let loc = ctx.loc(op);
                        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
                        acc(&mut em, ct, v, c);
                    }
                    continue;
                }
                // A user's backward derivative runs whatever flows back (it
                // may produce derivatives from elsewhere, e.g. a buffer), and
                // so may any differentiable callee given active values (one
                // calling such a derivative), even with no result.
                "func.call"
                    if ctx.operands(op).iter().any(|&v| is_cell(ctx, v) && ct.contains_key(&v))
                        || ctx.attr_symbol(op, "callee").and_then(|c| self.table.get(&c)).is_some_and(|d| {
                            d.bwd.is_some()
                                || !d.zero && !d.ptr.is_empty()
                                || !d.zero
                                    && ctx
                                        .operands(op)
                                        .iter()
                                        .any(|v| self.active.contains(v) && has_floats(ctx, ctx.value_type(*v)))
                        }) =>
                {
                    self.reverse_call(ctx, op, vmap, ct, block)?;
                    continue;
                }
                _ => {}
            }
            // A region holding a call that produces derivatives of its own
            // (a user's backward derivative, or a differentiable callee given
            // active values) is reversed even when no cotangent reaches its
            // results.
            let sources = matches!(name, "cf.if" | "cf.switch" | "cf.loop")
                && ctx.nested_ops(op).into_iter().any(|o| {
                    ctx.op_name(o) == "func.call"
                        && ctx.attr_symbol(o, "callee").and_then(|c| self.table.get(&c)).is_some_and(|d| {
                            d.bwd.is_some()
                                || !d.zero && !d.ptr.is_empty()
                                || !d.zero
                                    && ctx
                                        .operands(o)
                                        .iter()
                                        .any(|v| self.active.contains(v) && has_floats(ctx, ctx.value_type(*v)))
                        })
                });
            if !sources && !results.iter().any(|r| ct.contains_key(r)) {
                continue;
            }
            match name {
                "cf.if" | "cf.switch" => self.reverse_if(ctx, op, vmap, ct, block)?,
                "func.call" => self.reverse_call(ctx, op, vmap, ct, block)?,
                // Loads from buffers and globals are not differentiable
                // (local memory is promoted; pointer parameters are seeded).
                "diff.detach" | "mem.load" | "mem.var" => {}
                // The payload of an interface value that carries no
                // derivative (a derivative packed into one is refused).
                "gen.existential_unpack" if !has_floats(ctx, ctx.value_type(ctx.operand(op, 0))) => {}
                "cf.loop" => self.reverse_loop(ctx, op, vmap, ct, block)?,
                _ => {
                    let name = rules::canonical(ctx, op, name);
                    if rules::is_nondiff(name) {
                        continue;
                    }
                    let loc = ctx.loc(op);
                    let mut em = Em::new(ctx, InsertPoint::End(block), loc);
                    let cy = ct[&results[0]];
                    transpose_op(&mut em, op, name, vmap, cy, ct)?;
                }
            }
        }
        Ok(())
    }

    fn reverse_call(
        &mut self,
        ctx: &mut Context,
        op: Op,
        vmap: &ValueMap,
        ct: &mut FxHashMap<Value, Value>,
        block: Block,
    ) -> Result<(), Diagnostic> {
        let callee = ctx.attr_symbol(op, "callee").expect("verified");
        // Inside `no_diff(...)`: never differentiated.
        if ctx.attr(op, "no_diff").is_some() {
            return Ok(());
        }
        let active_args =
            ctx.operands(op).iter().any(|v| self.active.contains(v) && has_floats(ctx, ctx.value_type(*v)));
        // A non-differentiable call giving nothing that can carry a
        // derivative (an `int` result, no local float memory) has none to
        // propagate, as in slangc.
        if !self.table.contains_key(&callee) && (!active_args || !super::call_may_carry(ctx, op)) {
            return Ok(());
        }
        if !self.table.contains_key(&callee) {
            return Err(Diagnostic::error(
                "E41022",
                ctx.loc(op),
                format!(
                    "@{} is not differentiable but its result carries a derivative: mark it [Differentiable] \
                     or wrap the call in no_diff(...)",
                    ctx.str(callee)
                ),
            ));
        }
        if self.table[&callee].zero {
            return Ok(());
        }
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let r = ctx.results(op).first().copied();
        let cy = r.and_then(|r| ct.get(&r).copied());
        let loc = ctx.loc(op);
        let x: Vec<Value> = operands.iter().map(|o| vmap.get(o).copied().unwrap_or(*o)).collect();
        if let Some(b) = self.table[&callee].bwd {
            // The user's derivative: pairs in variables, `.d` read back.
            let bop = lookup_func(ctx, self.module, b).expect("verified");
            let (bparams, _) = signature(ctx, bop);
            let mut em = Em::new(ctx, InsertPoint::End(block), loc);
            let mut args = Vec::new();
            let mut reads = Vec::new();
            let ptrs = self.table[&callee].ptr.clone();
            for (k, &o) in operands.iter().enumerate() {
                let pt = bparams.get(k).copied().unwrap_or(em.ctx().value_type(o));
                let ot = em.ctx().value_type(o);
                let held = match em.c().type_kind(ot) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => ot,
                };
                let pair = match em.c().type_kind(pt) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => pt,
                };
                if super::custom_differential_pair(em.c(), pair, held) {
                    return Err(super::custom_differential_error(em.c(), op));
                }
                // An `IDifferentiablePtrType` argument: the pair of its
                // value and its differential location.
                if ptrs.contains(&k) {
                    let d = self.shadow_of(em.ctx(), o, vmap, block, op)?;
                    args.push(em.op1(agg::CONSTRUCT.name, &[x[k], d], pt));
                    continue;
                }
                // A variable passed for an `out` / `inout` parameter: its
                // value before the call, and the cotangent of its value
                // after it (consumed here).
                if let TypeKind::Ptr { pointee: held, space: nsl_ir::AddressSpace::Function } =
                    em.ctx().type_kind(ot).clone()
                {
                    let d_in = match ct.remove(&o) {
                        Some(c) => c,
                        None => em.zero(held),
                    };
                    match em.ctx().type_kind(pt).clone() {
                        TypeKind::Ptr { pointee, .. } => {
                            let before = match self.snaps.get(&(op, o)) {
                                Some(&v) => v,
                                None => em.zero(held),
                            };
                            let s = em.op1(mem::VAR.name, &[], pt);
                            let pair = em.op1(agg::CONSTRUCT.name, &[before, d_in], pointee);
                            em.b.op(mem::STORE.name, &[s, pair], &[], &[], 0);
                            args.push(s);
                            reads.push((o, s, pointee));
                        }
                        _ if pt != held => return Err(super::custom_differential_error(em.c(), op)),
                        _ => args.push(d_in),
                    }
                    continue;
                }
                match em.ctx().type_kind(pt).clone() {
                    TypeKind::Ptr { pointee, space: nsl_ir::AddressSpace::Function } => {
                        let s = em.op1(mem::VAR.name, &[], pt);
                        let t = em.ctx().value_type(o);
                        let z = em.zero(t);
                        let pair = em.op1(agg::CONSTRUCT.name, &[x[k], z], pointee);
                        em.b.op(mem::STORE.name, &[s, pair], &[], &[], 0);
                        args.push(s);
                        reads.push((o, s, pointee));
                    }
                    _ => args.push(x[k]),
                }
            }
            // The derivative of the result, when there is one to take.
            if bparams.len() > args.len() {
                let r = r.expect("a result");
                let t = em.c().value_type(r);
                if bparams.last().is_some_and(|&d| d != t) {
                    return Err(super::custom_differential_error(em.c(), op));
                }
                args.push(em.or_zero(cy, t));
            }
            let name = em.ctx().str(b).to_string();
            let attr = em.ctx().symbol_attr(&name);
            em.b.op(func::CALL.name, &args, &[], &[("callee", attr)], 0);
            for (o, s, pty) in reads {
                let pair = em.op1(mem::LOAD.name, &[s], pty);
                let ot = em.c().value_type(o);
                let t = match em.c().type_kind(ot) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => ot,
                };
                let i1 = em.ctx().int_attr(1);
                let d = em.op1a(agg::EXTRACT.name, &[pair], t, &[("index", i1)]);
                acc(&mut em, ct, o, d);
            }
            return Ok(());
        }
        if self.table[&callee].bwd.is_some() {
            return Err(error_at(
                ctx,
                op,
                "a custom backward derivative with out or inout parameters is not supported yet",
            ));
        }
        let fop = lookup_func(ctx, self.module, callee).expect("verified");
        let (params, results) = signature(ctx, fop);
        for (i, &t) in params.iter().enumerate() {
            if is_local_float_ptr(ctx, t) && !is_cell(ctx, operands[i]) && !is_local_var(ctx, operands[i]) {
                return Err(error_at(
                    ctx,
                    op,
                    "bwd_diff through a call with this pointer argument is not supported yet",
                ));
            }
        }
        let ret_diff = results.first().is_some_and(|&r| has_floats(ctx, r) && !self.table[&callee].no_diff_result);
        let (g, mask) = self.function(ctx, callee)?;
        let gop = lookup_func(ctx, self.module, g).expect("made");
        let (_, gres) = signature(ctx, gop);
        let mut shadows = Vec::new();
        for &i in &self.table[&callee].ptr.clone() {
            shadows.push(self.shadow_of(ctx, operands[i], vmap, block, op)?);
        }
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        let mut args = Vec::new();
        let mut cts_in = Vec::new();
        for (i, &o) in operands.iter().enumerate() {
            let TypeKind::Ptr { pointee, space: nsl_ir::AddressSpace::Function } = em.c().type_kind(params[i]).clone()
            else {
                args.push(x[i]);
                continue;
            };
            // The variable's value before the call, in a scratch variable.
            let s = em.op1(mem::VAR.name, &[], params[i]);
            let before = match self.snaps.get(&(op, o)) {
                Some(&v) => v,
                None => em.zero(pointee),
            };
            em.b.op(mem::STORE.name, &[s, before], &[], &[], 0);
            args.push(s);
            if mask[i] {
                let c = ct.remove(&o);
                cts_in.push(em.or_zero(c, pointee));
            }
        }
        args.extend(cts_in);
        args.extend(shadows);
        if ret_diff {
            let r = r.expect("a result");
            let t = em.c().value_type(r);
            args.push(em.or_zero(cy, t));
        }
        let name = em.ctx().str(g).to_string();
        let attr = em.ctx().symbol_attr(&name);
        let call = em.b.op(func::CALL.name, &args, &gres, &[("callee", attr)], 0);
        let grads = em.ctx().result(call, 0);
        let mut k = 0;
        for (i, &o) in operands.iter().enumerate() {
            if mask[i] {
                let t = match em.c().type_kind(params[i]) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => params[i],
                };
                let ik = em.ctx().int_attr(k);
                let d = em.op1a(agg::EXTRACT.name, &[grads], t, &[("index", ik)]);
                acc(&mut em, ct, o, d);
                k += 1;
            }
        }
        Ok(())
    }

    /// The differential location of `IDifferentiablePtrType` value `v`
    /// (of the function being transposed): a parameter's, or the same
    /// aggregate ops applied to the locations of their operands (other
    /// operands as they are), emitted at the end of `block`.
    fn shadow_of(
        &self,
        ctx: &mut Context,
        v: Value,
        vmap: &ValueMap,
        block: Block,
        call: Op,
    ) -> Result<Value, Diagnostic> {
        self.try_shadow(ctx, v, vmap, block).ok_or_else(|| {
            error_at(
                ctx,
                call,
                "bwd_diff: this IDifferentiablePtrType argument does not come from a DifferentialPtrPair \
                 parameter (not supported yet)",
            )
        })
    }

    fn try_shadow(&self, ctx: &mut Context, v: Value, vmap: &ValueMap, block: Block) -> Option<Value> {
        if let Some(&s) = self.shadows.get(&v) {
            return Some(s);
        }
        let d = ctx.defining_op(v)?;
        // A variable stored once and otherwise only loaded (locals holding
        // resources stay in memory): the stored value's.
        if ctx.op_name(d) == mem::LOAD.name {
            let var = ctx.operand(d, 0);
            let vd = ctx.defining_op(var).filter(|&o| ctx.op_name(o) == mem::VAR.name)?;
            let uses = ctx.uses(ctx.result(vd, 0)).to_vec();
            let mut stored = None;
            for u in uses {
                match ctx.op_name(u.op) {
                    n if n == mem::LOAD.name => {}
                    n if n == mem::STORE.name && u.index == 0 && stored.is_none() => {
                        stored = Some(ctx.operand(u.op, 1));
                    }
                    _ => return None,
                }
            }
            return self.try_shadow(ctx, stored?, vmap, block);
        }
        if ctx.op_name(d) == func::CALL.name {
            return self.shadow_through_fwd(ctx, d, vmap, block);
        }
        if !ctx.op_name(d).starts_with("agg.") || !ctx.regions(d).is_empty() || ctx.results(d).len() != 1 {
            return None;
        }
        let operands: Vec<Value> = ctx.operands(d).to_vec();
        let mut map = ValueMap::default();
        let mut any = false;
        for o in operands {
            match self.try_shadow(ctx, o, vmap, block) {
                Some(s) => {
                    any = true;
                    map.insert(o, s);
                }
                None => {
                    map.insert(o, vmap.get(&o).copied().unwrap_or(o));
                }
            }
        }
        if !any {
            return None;
        }
        let c = ctx.clone_op(d, &mut map);
        ctx.insert_op(c, InsertPoint::End(block));
        Some(ctx.result(c, 0))
    }

    /// The differential location of the `IDifferentiablePtrType` result
    /// of `call` (of the function being transposed) whose callee has a
    /// custom forward derivative taking `DifferentialPtrPair`s and
    /// returning one (`getOffset` of an address): that derivative called
    /// with the pairs of the call's pointer operands (value and location),
    /// its result's `d`, emitted at the end of `block`.
    fn shadow_through_fwd(&self, ctx: &mut Context, call: Op, vmap: &ValueMap, block: Block) -> Option<Value> {
        let callee = ctx.attr_symbol(call, "callee")?;
        let h = self.table.get(&callee)?.fwd?;
        let hf = lookup_func(ctx, self.module, h)?;
        let (params, results) = super::signature(ctx, hf);
        let operands: Vec<Value> = ctx.operands(call).to_vec();
        if params.len() != operands.len() || results.len() != 1 || ctx.results(call).len() != 1 {
            return None;
        }
        let rty = ctx.value_type(ctx.result(call, 0));
        // The result: a pair of the call's result type (`p`, then `d`).
        let pair_of = |ctx: &Context, pair: Type, t: Type| match ctx.type_kind(pair) {
            TypeKind::Struct { fields, .. } => fields.len() == 2 && fields.iter().all(|&(_, f)| f == t),
            _ => false,
        };
        if !pair_of(ctx, results[0], rty) {
            return None;
        }
        let mut args = Vec::new();
        let mut any = false;
        for (&o, &pt) in operands.iter().zip(&params) {
            let p = vmap.get(&o).copied().unwrap_or(o);
            let ot = ctx.value_type(o);
            if ot == pt {
                args.push(p);
            } else if pair_of(ctx, pt, ot) {
                let sh = self.try_shadow(ctx, o, vmap, block)?;
                let mut em = Em::new(ctx, InsertPoint::End(block), ctx.loc(call));
                args.push(em.op1(agg::CONSTRUCT.name, &[p, sh], pt));
                any = true;
            } else {
                return None;
            }
        }
        if !any {
            return None;
        }
        let mut em = Em::new(ctx, InsertPoint::End(block), ctx.loc(call));
        let name = em.ctx().str(h).to_string();
        let attr = em.ctx().symbol_attr(&name);
        let pair = em.op1a(func::CALL.name, &args, results[0], &[("callee", attr)]);
        let one = em.ctx().int_attr(1);
        Some(em.op1a(agg::EXTRACT.name, &[pair], rty, &[("index", one)]))
    }

    /// Copies `op` to the end of `block`; before a call taking the address
    /// of a local variable, records the variable's value.
    fn clone_with_snaps(&mut self, ctx: &mut Context, op: Op, vmap: &mut ValueMap, block: Block) {
        if ctx.op_name(op) == "func.call" {
            for &v in ctx.operands(op).to_vec().iter() {
                if is_cell(ctx, v) || is_local_var(ctx, v) {
                    let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(v)) else { continue };
                    let nv = vmap.get(&v).copied().unwrap_or(v);
                    let loc = ctx.loc(op);
                    let mut em = Em::new(ctx, InsertPoint::End(block), loc);
                    let snap = em.op1(mem::LOAD.name, &[nv], pointee);
                    self.snaps.insert((op, v), snap);
                }
            }
        }
        let copy = ctx.clone_op(op, vmap);
        ctx.insert_op(copy, InsertPoint::End(block));
    }

    /// `cf.if c {A} {B}` → `cf.if c {recompute A; Aᵀ} {recompute B; Bᵀ}`
    /// yielding the cotangents of the outer values the arms use.
    fn reverse_if(
        &mut self,
        ctx: &mut Context,
        op: Op,
        vmap: &ValueMap,
        ct: &mut FxHashMap<Value, Value>,
        block: Block,
    ) -> Result<(), Diagnostic> {
        // The outer float values used inside.
        let mut inside = FxHashSet::default();
        ctx.walk_nested(op, &mut |o| {
            inside.extend(ctx.results(o).iter().copied());
            for &r in ctx.regions(o) {
                inside.extend(ctx.block_args(ctx.region_block(r)).iter().copied());
            }
        });
        let mut free = Vec::new();
        ctx.walk_nested(op, &mut |o| {
            if o == op {
                return;
            }
            for &v in ctx.operands(o) {
                if !inside.contains(&v) && has_floats(ctx, ctx.value_type(v)) && !free.contains(&v) {
                    free.push(v);
                }
            }
        });
        let loc = ctx.loc(op);
        let results: Vec<Value> = ctx.results(op).to_vec();
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        // Results that carry no derivative (integers, interface values)
        // have no cotangent.
        let cys: Vec<Option<Value>> = results
            .iter()
            .map(|&r| {
                let t = em.ctx().value_type(r);
                has_floats(em.c(), t).then(|| em.or_zero(ct.get(&r).copied(), t))
            })
            .collect();
        let cond = vmap.get(&ctx.operand(op, 0)).copied().unwrap_or(ctx.operand(op, 0));
        let types: Vec<Type> = free.iter().map(|&v| ctx.value_type(v)).collect();
        // A switch transposes to a switch on the same value and cases, its
        // arms ending in `cf.break` (each arm must leave only at its end).
        let is_switch = ctx.op_name(op) == "cf.switch";
        if is_switch {
            for i in 0..ctx.regions(op).len() {
                let arm = ctx.block_ops(ctx.body(op, i));
                let (last, rest) = arm.split_last().expect("an arm has a terminator");
                if ctx.op_name(*last) != "cf.break"
                    || rest.iter().any(|&o| exits_loop(ctx, o) || returns_inside(ctx, o))
                {
                    return Err(error_at(ctx, op, "bwd_diff of a switch left from inside an arm is not supported yet"));
                }
            }
        }
        let attrs = if is_switch { ctx.attrs(op).to_vec() } else { Vec::new() };
        let new = ctx.create_op(ctx.op_kind_of(op), &[cond], &types, &attrs, 0, loc);
        ctx.insert_op(new, InsertPoint::End(block));
        for i in 0..ctx.regions(op).len() {
            let from = ctx.body(op, i);
            let to = ctx.add_region(new);
            let arm: Vec<Op> = ctx.block_ops(from);
            let (yield_op, body_ops) = arm.split_last().expect("an arm ends in cf.yield");
            // Recompute the arm's values (not its side effects).
            let mut local = vmap.clone();
            for &o in body_ops {
                let keep = match ctx.op_name(o) {
                    "func.call" | "mem.var" | "mem.load" => true,
                    // Stores to the arm's own variables (cells, and the
                    // copies of non-differentiable `inout` arguments the
                    // calls read): the values recomputed here depend on
                    // them. Stores elsewhere are side effects.
                    "mem.store" => {
                        let to = ctx.operand(o, 0);
                        is_cell(ctx, to) || var_defined_in(ctx, to, op)
                    }
                    _ => !ctx.results(o).is_empty() && !ctx.has_trait(o, Traits::HAS_SIDE_EFFECTS),
                };
                if keep {
                    self.clone_with_snaps(ctx, o, &mut local, to);
                }
            }
            let mut lct: FxHashMap<Value, Value> = FxHashMap::default();
            let yielded: Vec<Value> = ctx.operands(*yield_op).to_vec();
            {
                let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                for (k, &y) in yielded.iter().enumerate() {
                    if let Some(cy) = cys[k].filter(|_| ct.contains_key(&results[k])) {
                        acc(&mut em, &mut lct, y, cy);
                    }
                }
            }
            self.reverse(ctx, body_ops, &local, &mut lct, to)?;
            let mut em = Em::new(ctx, InsertPoint::End(to), loc);
            let outs: Vec<Value> = free
                .iter()
                .map(|&v| {
                    let t = em.ctx().value_type(v);
                    em.or_zero(lct.get(&v).copied(), t)
                })
                .collect();
            let end = if is_switch { nsl_dialects::cf::BREAK.name } else { nsl_dialects::cf::YIELD.name };
            em.b.op(end, &outs, &[], &[], 0);
        }
        let nres: Vec<Value> = ctx.results(new).to_vec();
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        for (k, &v) in free.iter().enumerate() {
            acc(&mut em, ct, v, nres[k]);
        }
        Ok(())
    }
}

/// `ct[v] += d` (nothing for values of types that carry no derivative:
/// integers, structs not declared differentiable).
fn acc(em: &mut Em, ct: &mut FxHashMap<Value, Value>, v: Value, d: Value) {
    let t = em.c().value_type(v);
    if !has_floats(em.c(), t) && !is_local_float_ptr(em.c(), t) {
        return;
    }
    let sum = match ct.get(&v) {
        Some(&c) => em.add(c, d),
        None => d,
    };
    ct.insert(v, sum);
}

/// The transpose of one op with result cotangent `cy`: adds to the
/// cotangents of its float operands.
fn transpose_op(
    em: &mut Em,
    op: Op,
    name: &str,
    vmap: &ValueMap,
    cy: Value,
    ct: &mut FxHashMap<Value, Value>,
) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = em.ctx().operands(op).to_vec();
    let x: Vec<Value> = operands.iter().map(|o| vmap.get(o).copied().unwrap_or(*o)).collect();
    let r = em.ctx().result(op, 0);
    let y = vmap.get(&r).copied().unwrap_or(r);
    let fl = |em: &mut Em, k: usize| has_floats(em.c(), em.c().value_type(operands[k]));
    let idx = |em: &mut Em| em.ctx().attr_int(op, "index").unwrap_or(0);
    if rules::has_partials(name) {
        let Some(ps) = rules::partials(em, name, &x, y) else {
            return Err(error_at(em.ctx(), op, format!("no derivative of '{name}' for this type yet")));
        };
        for (k, p) in ps.iter().enumerate() {
            if fl(em, k) {
                if let Some(d) = rules::apply(em, p, cy) {
                    acc(em, ct, operands[k], d);
                }
            }
        }
        return Ok(());
    }
    let ty = em.ty(y);
    match name {
        // The payload's cotangent is the interface value's, unpacked.
        "gen.existential_pack" => {
            if fl(em, 0) {
                let t = em.ty(x[0]);
                let d = em.op1(gen::EXISTENTIAL_UNPACK.name, &[cy], t);
                acc(em, ct, operands[0], d);
            }
        }
        // The interface value's cotangent: the payload's packed as its
        // type, where the value holds that type (zero elsewhere: the
        // payload read was a zero, not the value's).
        "gen.existential_unpack" => {
            let et = em.ty(x[0]);
            let iface = gen::existential_interface(em.c(), et).unwrap_or_default().to_string();
            let u32_ty = em.ctx().int_type(32, false);
            let held = em.op1(gen::EXISTENTIAL_TYPE_ID.name, &[x[0]], u32_ty);
            let (ia, ta) = (em.ctx().str_attr(&iface), em.ctx().type_attr(ty));
            let want = em.op1a(gen::TYPE_ID.name, &[], u32_ty, &[("interface", ia), ("type", ta)]);
            let c = em.cmp("eq", held, want);
            let loc = em.b.loc;
            let iff = em.b.op(nsl_dialects::cf::IF.name, &[c], &[et], &[], 2);
            let then = em.ctx().body(iff, 0);
            let mut a = Em { b: nsl_ir::Builder::at_end(em.ctx(), then) };
            a.b.loc = loc;
            let p = a.op1(gen::EXISTENTIAL_PACK.name, &[cy], et);
            a.b.op(nsl_dialects::cf::YIELD.name, &[p], &[], &[], 0);
            let other = em.ctx().body(iff, 1);
            let mut b = Em { b: nsl_ir::Builder::at_end(em.ctx(), other) };
            b.b.loc = loc;
            let z = b.zero(et);
            b.b.op(nsl_dialects::cf::YIELD.name, &[z], &[], &[], 0);
            let d = em.ctx().result(iff, 0);
            acc(em, ct, operands[0], d);
        }
        "arith.select" => {
            let z = em.zero(ty);
            let a = em.select(x[0], cy, z);
            let b = em.select(x[0], z, cy);
            acc(em, ct, operands[1], a);
            acc(em, ct, operands[2], b);
        }
        "arith.convert" => {
            if fl(em, 0) {
                let t = em.ty(x[0]);
                let d = em.op1(arith::CONVERT.name, &[cy], t);
                acc(em, ct, operands[0], d);
            }
        }
        "math.dot" => {
            let vt = em.ty(x[0]);
            let s = em.spread(cy, vt);
            let da = em.mul(s, x[1]);
            let db = em.mul(s, x[0]);
            acc(em, ct, operands[0], da);
            acc(em, ct, operands[1], db);
        }
        "math.cross" => {
            let da = em.bin(math::CROSS.name, x[1], cy);
            let db = em.bin(math::CROSS.name, cy, x[0]);
            acc(em, ct, operands[0], da);
            acc(em, ct, operands[1], db);
        }
        "math.determinant" => {
            // M̄ += ȳ cofactor(M).
            let mt = em.ty(x[0]);
            let c = super::cofactors(em, x[0]);
            let d = scale_matrix(em, c, cy, mt);
            acc(em, ct, operands[0], d);
        }
        "math.length" | "math.distance" => {
            let vt = em.ty(x[0]);
            let q = em.div(cy, y);
            let s = em.spread(q, vt);
            let v = if name == "math.length" { x[0] } else { em.sub(x[0], x[1]) };
            let d = em.mul(s, v);
            acc(em, ct, operands[0], d);
            if name == "math.distance" {
                let nd = em.neg(d);
                acc(em, ct, operands[1], nd);
            }
        }
        "math.normalize" => {
            let s = em.ctx().scalar_of(ty);
            let len = em.op1(math::LENGTH.name, &[x[0]], s);
            let nd = em.op1(math::DOT.name, &[y, cy], s);
            let nd = em.spread(nd, ty);
            let proj = em.mul(y, nd);
            let diff = em.sub(cy, proj);
            let len = em.spread(len, ty);
            let d = em.div(diff, len);
            acc(em, ct, operands[0], d);
        }
        "math.reflect" => {
            // y = i - 2 (n·i) n: ī += c - 2 (n·c) n, n̄ += -2 (n·c) i - 2 (n·i) c.
            let s = em.ctx().scalar_of(ty);
            let two = em.splat(ty, 2.0);
            let nc = em.op1(math::DOT.name, &[x[1], cy], s);
            let nc = em.spread(nc, ty);
            let nc = em.mul(two, nc);
            let ncn = em.mul(nc, x[1]);
            let di = em.sub(cy, ncn);
            let ni = em.op1(math::DOT.name, &[x[1], x[0]], s);
            let ni = em.spread(ni, ty);
            let ni = em.mul(two, ni);
            let nci = em.mul(nc, x[0]);
            let nic = em.mul(ni, cy);
            let dn = em.add(nci, nic);
            let dn = em.neg(dn);
            acc(em, ct, operands[0], di);
            acc(em, ct, operands[1], dn);
        }
        "math.refract" => {
            // The transpose of fwd's rule (`refract_parts`), c zero under
            // total internal reflection: ēta += c·(i - A n),
            // ī += eta c - B (n·c) n, n̄ += -B (n·c) i - a c.
            let p = super::refract_parts(em, x[0], x[1], x[2]);
            let s = em.ctx().scalar_of(ty);
            let z = em.zero(ty);
            let c = em.select(p.tir, z, cy);
            let sa = em.spread(p.big_a, ty);
            let an = em.mul(sa, x[1]);
            let ian = em.sub(x[0], an);
            let de = em.op1(math::DOT.name, &[c, ian], s);
            let nc = em.op1(math::DOT.name, &[x[1], c], s);
            let bnc = em.mul(p.big_b, nc);
            let bnc = em.spread(bnc, ty);
            let se = em.spread(x[2], ty);
            let ec = em.mul(se, c);
            let bn = em.mul(bnc, x[1]);
            let di = em.sub(ec, bn);
            let bi = em.mul(bnc, x[0]);
            let sa = em.spread(p.a, ty);
            let ac = em.mul(sa, c);
            let dn = em.add(bi, ac);
            let dn = em.neg(dn);
            acc(em, ct, operands[0], di);
            acc(em, ct, operands[1], dn);
            acc(em, ct, operands[2], de);
        }
        "mat.mul_mv" => {
            // y = M v: v̄ += ȳ M, M̄ += ȳ ⊗ v.
            let vt = em.ty(x[1]);
            let dv = em.op1(mat::MUL_VM.name, &[cy, x[0]], vt);
            let mt = em.ty(x[0]);
            let dm = outer(em, cy, x[1], mt);
            acc(em, ct, operands[1], dv);
            acc(em, ct, operands[0], dm);
        }
        "mat.mul_vm" => {
            // y = v M: v̄ += M ȳ, M̄ += v ⊗ ȳ.
            let vt = em.ty(x[0]);
            let dv = em.op1(mat::MUL_MV.name, &[x[1], cy], vt);
            let mt = em.ty(x[1]);
            let dm = outer(em, x[0], cy, mt);
            acc(em, ct, operands[0], dv);
            acc(em, ct, operands[1], dm);
        }
        "mat.mul_mm" => {
            // Y = A B: Ā += Ȳ Bᵀ, B̄ += Aᵀ Ȳ.
            let (at, bt) = (em.ty(x[0]), em.ty(x[1]));
            let btt = transposed(em, bt);
            let att = transposed(em, at);
            let b_t = em.op1(mat::TRANSPOSE.name, &[x[1]], btt);
            let a_t = em.op1(mat::TRANSPOSE.name, &[x[0]], att);
            let da = em.op1(mat::MUL_MM.name, &[cy, b_t], at);
            let db = em.op1(mat::MUL_MM.name, &[a_t, cy], bt);
            acc(em, ct, operands[0], da);
            acc(em, ct, operands[1], db);
        }
        "mat.transpose" => {
            let t = em.ty(x[0]);
            let d = em.op1(mat::TRANSPOSE.name, &[cy], t);
            acc(em, ct, operands[0], d);
        }
        "vec.construct" | "mat.construct" | "agg.construct" => {
            let mut off = 0u8;
            for (k, &o) in operands.iter().enumerate() {
                let t = em.ty(x[k]);
                let len = match em.ctx().type_kind(t) {
                    TypeKind::Vector { len, .. } if name == "vec.construct" => *len,
                    _ => 1,
                };
                if fl(em, k) && (name != "agg.construct" || field_diff(em.c(), ty, k)) {
                    let d = match name {
                        "vec.construct" if len > 1 => {
                            let items = (off..off + len).map(|i| em.ctx().int_attr(i128::from(i))).collect();
                            let a = em.ctx().array_attr(items);
                            em.op1a(vec::SWIZZLE.name, &[cy], t, &[("indices", a)])
                        }
                        _ => {
                            let which = if name == "agg.construct" { k as i128 } else { i128::from(off) };
                            let i = em.ctx().int_attr(which);
                            let opn = match name {
                                "vec.construct" => vec::EXTRACT.name,
                                "mat.construct" => mat::EXTRACT_ROW.name,
                                _ => agg::EXTRACT.name,
                            };
                            em.op1a(opn, &[cy], t, &[("index", i)])
                        }
                    };
                    acc(em, ct, o, d);
                }
                off += len;
            }
        }
        // Cooperative vectors: element k of the result is operand k
        // (construct), the scalar (fill); extract and insert swap.
        "coop.construct" | "coop.fill" => {
            let Some((_, len)) = coop::vec_info(em.c(), ty) else {
                return Err(error_at(em.ctx(), op, format!("no transposed derivative rule for '{name}' yet")));
            };
            let mut sum = None;
            for k in 0..len as usize {
                let ka = em.ctx().int_attr(k as i128);
                let s = em.ty(x[k.min(x.len() - 1)]);
                let c = em.op1a(coop::EXTRACT.name, &[cy], s, &[("index", ka)]);
                if name == "coop.construct" {
                    if fl(em, k) {
                        acc(em, ct, operands[k], c);
                    }
                } else {
                    sum = em.add_opt(sum, Some(c));
                }
            }
            if let (Some(sum), true) = (sum, name == "coop.fill" && fl(em, 0)) {
                acc(em, ct, operands[0], sum);
            }
        }
        "coop.extract" => {
            let t = em.ty(x[0]);
            let z = em.zero(t);
            let iv = idx(em);
            let i = em.ctx().int_attr(iv);
            let d = em.op1a(coop::INSERT.name, &[z, cy], t, &[("index", i)]);
            acc(em, ct, operands[0], d);
        }
        "coop.insert" => {
            let xt = em.ty(x[1]);
            let iv = idx(em);
            let i = em.ctx().int_attr(iv);
            let z = em.zero(xt);
            let d0 = em.op1a(coop::INSERT.name, &[cy, z], ty, &[("index", i)]);
            acc(em, ct, operands[0], d0);
            if fl(em, 1) {
                let d1 = em.op1a(coop::EXTRACT.name, &[cy], xt, &[("index", i)]);
                acc(em, ct, operands[1], d1);
            }
        }
        "coop.convert" => {
            if fl(em, 0) {
                let t = em.ty(x[0]);
                let d = em.op1(coop::CONVERT.name, &[cy], t);
                acc(em, ct, operands[0], d);
            }
        }
        "vec.splat" => {
            let TypeKind::Vector { len, .. } = *em.ctx().type_kind(ty) else { unreachable!("a vector") };
            let s = em.ty(x[0]);
            let mut sum = None;
            for i in 0..len {
                let ia = em.ctx().int_attr(i128::from(i));
                let c = em.op1a(vec::EXTRACT.name, &[cy], s, &[("index", ia)]);
                sum = em.add_opt(sum, Some(c));
            }
            acc(em, ct, operands[0], sum.expect("a vector has components"));
        }
        "vec.extract" | "agg.extract" | "mat.extract_row" => {
            let t = em.ty(x[0]);
            let fi = usize::try_from(idx(em)).unwrap_or(usize::MAX);
            if name == "agg.extract" && !field_diff(em.c(), t, fi) {
                return Ok(());
            }
            let z = em.zero(t);
            let iv = idx(em);
            let i = em.ctx().int_attr(iv);
            let opn = match name {
                "vec.extract" => vec::INSERT.name,
                "agg.extract" => agg::INSERT.name,
                _ => mat::INSERT_ROW.name,
            };
            let d = em.op1a(opn, &[z, cy], t, &[("index", i)]);
            let d = if name == "agg.extract" { em.mark_present(d, t) } else { d };
            acc(em, ct, operands[0], d);
        }
        "vec.insert" | "agg.insert" | "mat.insert_row" => {
            let xt = em.ty(x[1]);
            let iv = idx(em);
            let i = em.ctx().int_attr(iv);
            let (ins, ext) = match name {
                "vec.insert" => (vec::INSERT.name, vec::EXTRACT.name),
                "agg.insert" => (agg::INSERT.name, agg::EXTRACT.name),
                _ => (mat::INSERT_ROW.name, mat::EXTRACT_ROW.name),
            };
            let z = em.zero(xt);
            let d0 = em.op1a(ins, &[cy, z], ty, &[("index", i)]);
            acc(em, ct, operands[0], d0);
            let carried = name != "agg.insert" || field_diff(em.c(), ty, usize::try_from(iv).unwrap_or(usize::MAX));
            if fl(em, 1) && carried {
                let d1 = em.op1a(ext, &[cy], xt, &[("index", i)]);
                acc(em, ct, operands[1], d1);
            }
        }
        "vec.extract_dyn" => {
            let t = em.ty(x[0]);
            let TypeKind::Vector { len, .. } = *em.ctx().type_kind(t) else { unreachable!("a vector") };
            let it = em.ty(x[1]);
            let z = em.zero(ty);
            let mut comps = Vec::new();
            for k in 0..len {
                let ka = em.ctx().int_attr(i128::from(k));
                let kc = em.op1a(arith::CONST.name, &[], it, &[("value", ka)]);
                let eq = em.cmp("eq", x[1], kc);
                comps.push(em.select(eq, cy, z));
            }
            let d = em.op1(vec::CONSTRUCT.name, &comps, t);
            acc(em, ct, operands[0], d);
        }
        "agg.extract_dyn" => {
            // Element i of an array: its cotangent goes to element i.
            let t = em.ty(x[0]);
            let TypeKind::Array { len: Some(n), .. } = *em.ctx().type_kind(t) else {
                return Err(error_at(em.ctx(), op, "a runtime index into something other than a sized array"));
            };
            let it = em.ty(x[1]);
            let z = em.zero(ty);
            let mut d = em.zero(t);
            for k in 0..n {
                let ka = em.ctx().int_attr(i128::from(k));
                let kc = em.op1a(arith::CONST.name, &[], it, &[("value", ka)]);
                let eq = em.cmp("eq", x[1], kc);
                let e = super::dyn_index::select_tree(&mut em.b, eq, cy, z);
                d = em.op1a(agg::INSERT.name, &[d, e], t, &[("index", ka)]);
            }
            acc(em, ct, operands[0], d);
        }
        "vec.swizzle" => {
            let t = em.ty(x[0]);
            let TypeKind::Vector { len, .. } = *em.ctx().type_kind(t) else {
                return Err(error_at(em.ctx(), op, "swizzle of a scalar"));
            };
            let indices: Vec<i128> = match em.ctx().attr(op, "indices").map(|a| em.ctx().attr_kind(a).clone()) {
                Some(nsl_ir::attr::AttrKind::Array(items)) => items
                    .iter()
                    .map(|&i| match em.ctx().attr_kind(i) {
                        nsl_ir::attr::AttrKind::Int(v) => *v,
                        _ => -1,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let s = em.ctx().scalar_of(t);
            let ylen = indices.len();
            let mut comps = Vec::new();
            for j in 0..i128::from(len) {
                let mut sum = None;
                for (k, &i) in indices.iter().enumerate() {
                    if i == j {
                        let c = if ylen == 1 && !matches!(em.ctx().type_kind(ty), TypeKind::Vector { .. }) {
                            cy
                        } else {
                            let ka = em.ctx().int_attr(k as i128);
                            em.op1a(vec::EXTRACT.name, &[cy], s, &[("index", ka)])
                        };
                        sum = em.add_opt(sum, Some(c));
                    }
                }
                let z = em.zero(s);
                comps.push(sum.unwrap_or(z));
            }
            let d = em.op1(vec::CONSTRUCT.name, &comps, t);
            acc(em, ct, operands[0], d);
        }
        _ => return Err(error_at(em.ctx(), op, format!("no transposed derivative rule for '{name}' yet"))),
    }
    Ok(())
}

/// The matrix type of `t` transposed.
fn transposed(em: &mut Em, t: Type) -> Type {
    let TypeKind::Matrix { elem, rows, cols, layout } = *em.ctx().type_kind(t) else { return t };
    em.ctx().matrix_type(elem, cols, rows, layout)
}

/// The outer product `a ⊗ b` (row r is `a[r] * b`) as a matrix of type `mt`.
fn outer(em: &mut Em, a: Value, b: Value, mt: Type) -> Value {
    let TypeKind::Matrix { rows, .. } = *em.ctx().type_kind(mt) else { return a };
    let bt = em.ty(b);
    let s = em.ctx().scalar_of(bt);
    let mut rowsv = Vec::new();
    for r in 0..rows {
        let ia = em.ctx().int_attr(i128::from(r));
        let ar = em.op1a(vec::EXTRACT.name, &[a], s, &[("index", ia)]);
        let sp = em.spread(ar, bt);
        rowsv.push(em.mul(sp, b));
    }
    em.op1(mat::CONSTRUCT.name, &rowsv, mt)
}

/// Matrix `m` (of type `mt`) times scalar `s`, row by row.
fn scale_matrix(em: &mut Em, m: Value, s: Value, mt: Type) -> Value {
    let TypeKind::Matrix { rows, cols, elem, .. } = *em.ctx().type_kind(mt) else { return m };
    let rt = em.ctx().vector_type(elem, cols);
    let sp = em.spread(s, rt);
    let mut rowsv = Vec::new();
    for r in 0..rows {
        let ia = em.ctx().int_attr(i128::from(r));
        let row = em.op1a(mat::EXTRACT_ROW.name, &[m], rt, &[("index", ia)]);
        rowsv.push(em.mul(row, sp));
    }
    em.op1(mat::CONSTRUCT.name, &rowsv, mt)
}

/// Rewrites `func` so that each local pointer parameter is read
/// once at the entry into a local variable, used through it, and written
/// back before each return.
fn copy_in_out(ctx: &mut Context, func: Op) {
    let body = ctx.body(func, 0);
    let args: Vec<Value> = ctx.block_args(body).to_vec();
    let returns: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&o| ctx.op_name(o) == "func.return").collect();
    for &p in &args {
        // Every local pointer, differentiable or not: a loop is reversed
        // by replaying it from its initial state, which must be values
        // (a non-differentiable `inout` struct steering the loop, say).
        let local =
            matches!(ctx.type_kind(ctx.value_type(p)), TypeKind::Ptr { space: nsl_ir::AddressSpace::Function, .. });
        if !local {
            continue;
        }
        let pty = ctx.value_type(p);
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(pty) else { continue };
        let loc = ctx.loc(func);
        let mut em = Em::new(ctx, InsertPoint::Start(body), loc);
        let v = em.op1(mem::VAR.name, &[], pty);
        let init = em.op1(mem::LOAD.name, &[p], pointee);
        let store = em.b.op(mem::STORE.name, &[v, init], &[], &[], 0);
        let keep = [ctx.defining_op(init).expect("a load"), store];
        let uses: Vec<(Op, usize)> = ctx.uses(p).iter().map(|u| (u.op, u.index as usize)).collect();
        for (user, index) in uses {
            if !keep.contains(&user) {
                ctx.set_operand(user, index, v);
            }
        }
        for &r in &returns {
            let mut em = Em::new(ctx, InsertPoint::Before(r), loc);
            let last = em.op1(mem::LOAD.name, &[v], pointee);
            em.b.op(mem::STORE.name, &[p, last], &[], &[], 0);
        }
    }
}

/// Rewrites each `func.return` inside a loop or switch (innermost first;
/// reached through `cf.if`s only) into stores of its values and of a flag
/// to fresh local variables and a `cf.break` of that loop or switch, after
/// which `if (flag) return values;` follows: the returns left are all
/// outside loops and switches, which `normalize_returns` handles.
fn returns_to_breaks(ctx: &mut Context, func: Op) {
    let body = ctx.body(func, 0);
    let (_, results) = signature(ctx, func);
    let loc = ctx.loc(func);
    let mut constructs: Vec<Op> =
        ctx.nested_ops(func).into_iter().filter(|&o| matches!(ctx.op_name(o), "cf.loop" | "cf.switch")).collect();
    // Pre-order: reversed, inner constructs come first.
    constructs.reverse();
    let mut vars: Option<(Value, Vec<Value>)> = None;
    for c in constructs {
        // The returns this construct's `cf.break` would leave it by.
        let mut rets = Vec::new();
        let mut ok = true;
        fn walk(ctx: &Context, op: Op, rets: &mut Vec<Op>, ok: &mut bool) {
            for &r in ctx.regions(op) {
                for o in ctx.block_ops(ctx.region_block(r)) {
                    match ctx.op_name(o) {
                        "func.return" => rets.push(o),
                        "cf.if" => walk(ctx, o, rets, ok),
                        "cf.loop" | "cf.switch" => {
                            let mut inner = false;
                            ctx.walk_nested(o, &mut |x| inner |= ctx.op_name(x) == "func.return");
                            *ok &= !inner;
                        }
                        _ => {
                            let mut inner = false;
                            ctx.walk_nested(o, &mut |x| inner |= x != o && ctx.op_name(x) == "func.return");
                            *ok &= !inner;
                        }
                    }
                }
            }
        }
        walk(ctx, c, &mut rets, &mut ok);
        if rets.is_empty() || !ok {
            continue;
        }
        let (flag, slots) = vars.get_or_insert_with(|| {
            let bt = ctx.bool_type();
            let mut em = Em::new(ctx, InsertPoint::Start(body), loc);
            let pb = em.ctx().ptr_type(bt, nsl_ir::AddressSpace::Function);
            let flag = em.op1(mem::VAR.name, &[], pb);
            let f = em.zero(bt);
            em.b.op(mem::STORE.name, &[flag, f], &[], &[], 0);
            let slots = results
                .iter()
                .map(|&t| {
                    let pt = em.ctx().ptr_type(t, nsl_ir::AddressSpace::Function);
                    em.op1(mem::VAR.name, &[], pt)
                })
                .collect();
            (flag, slots)
        });
        let (flag, slots) = (*flag, slots.clone());
        let rtys: Vec<Type> = ctx.result_types(c).to_vec();
        for r in rets {
            let vals: Vec<Value> = ctx.operands(r).to_vec();
            let rloc = ctx.loc(r);
            let mut em = Em::new(ctx, InsertPoint::Before(r), rloc);
            for (k, &v) in vals.iter().enumerate() {
                if let Some(&s) = slots.get(k) {
                    em.b.op(mem::STORE.name, &[s, v], &[], &[], 0);
                }
            }
            let bt = em.ctx().bool_type();
            let t = em.ctx().bool_attr(true);
            let tv = em.op1a(arith::CONST.name, &[], bt, &[("value", t)]);
            em.b.op(mem::STORE.name, &[flag, tv], &[], &[], 0);
            let zs: Vec<Value> = rtys.iter().map(|&t| em.zero(t)).collect();
            em.b.op(nsl_dialects::cf::BREAK.name, &zs, &[], &[], 0);
            ctx.erase_op(r);
        }
        // After the construct: `if (flag) return values;`.
        let mut em = Em::new(ctx, InsertPoint::After(c), loc);
        let bt = em.ctx().bool_type();
        let fv = em.op1(mem::LOAD.name, &[flag], bt);
        let ifk = ctx.kind(nsl_dialects::cf::IF.name);
        let i = ctx.create_op(ifk, &[fv], &[], &[], 0, loc);
        let fv_op = ctx.defining_op(fv).expect("a load");
        ctx.insert_op(i, InsertPoint::After(fv_op));
        let then = ctx.add_region(i);
        let mut em = Em::new(ctx, InsertPoint::End(then), loc);
        let rv: Vec<Value> = slots.iter().zip(&results).map(|(&s, &t)| em.op1(mem::LOAD.name, &[s], t)).collect();
        em.b.op(func::RETURN.name, &rv, &[], &[], 0);
        let other = ctx.add_region(i);
        let mut em = Em::new(ctx, InsertPoint::End(other), loc);
        em.b.op(nsl_dialects::cf::YIELD.name, &[], &[], &[], 0);
    }
}

/// Whether `v` is (a member of) a function-local variable defined inside
/// `op`'s regions.
fn var_defined_in(ctx: &Context, mut v: Value, op: Op) -> bool {
    loop {
        let Some(d) = ctx.defining_op(v) else { return false };
        match ctx.op_name(d) {
            "mem.field_addr" | "mem.elem_addr" => v = ctx.operand(d, 0),
            "mem.var" => {
                let mut at = ctx.parent_op(d);
                while let Some(p) = at {
                    if p == op {
                        return true;
                    }
                    at = ctx.parent_op(p);
                }
                return false;
            }
            _ => return false,
        }
    }
}

/// Gives each call a variable of its own for each local pointer argument
/// (`this` of a mutating method, a member's address): copied in before the
/// call and back after it. The variable passed is then a cell of the
/// call's block, and the variable it came from is only loaded and stored,
/// so that it is promoted to values (which loops are replayed from).
fn copy_call_args(ctx: &mut Context, func: Op) {
    let calls: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&o| ctx.op_name(o) == "func.call").collect();
    for call in calls {
        let loc = ctx.loc(call);
        for (k, p) in ctx.operands(call).to_vec().into_iter().enumerate() {
            let pty = ctx.value_type(p);
            let TypeKind::Ptr { pointee, space: nsl_ir::AddressSpace::Function } = *ctx.type_kind(pty) else {
                continue;
            };
            let mut em = Em::new(ctx, InsertPoint::Before(call), loc);
            let tmp = em.op1(mem::VAR.name, &[], pty);
            let v = em.op1(mem::LOAD.name, &[p], pointee);
            em.b.op(mem::STORE.name, &[tmp, v], &[], &[], 0);
            ctx.set_operand(call, k, tmp);
            let mut em = Em::new(ctx, InsertPoint::After(call), loc);
            let back = em.op1(mem::LOAD.name, &[tmp], pointee);
            em.b.op(mem::STORE.name, &[p, back], &[], &[], 0);
        }
    }
}

/// Whether `v` is a function-local variable (of any type).
fn is_local_var(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| ctx.op_name(d) == "mem.var")
        && matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Ptr { space: nsl_ir::AddressSpace::Function, .. })
}

/// Whether the local variable `var` is stored to inside a `cf.loop` that
/// does not also hold its definition, or, holding no floats, passed to a
/// call inside any loop (an `inout` argument: the callee's derivative
/// would read the value the call left, not the one it was given).
fn written_in_inner_loop(ctx: &Context, var: Op) -> bool {
    let v = ctx.result(var, 0);
    let home = ctx.parent_op(var);
    ctx.uses(v).iter().any(|u| {
        let (writes, stop) = match ctx.op_name(u.op) {
            "mem.store" => (u.index == 0, home),
            // Variables of floats passed to calls are followed as cells.
            "func.call" => (!is_local_float_ptr(ctx, ctx.value_type(v)), home),
            _ => (false, None),
        };
        let mut at = ctx.parent_op(u.op);
        while writes && at.is_some() && at != stop {
            let o = at.expect("checked");
            if ctx.op_name(o) == "cf.loop" {
                return true;
            }
            at = ctx.parent_op(o);
        }
        false
    })
}

/// Whether `v` is a local variable holding floats used only by whole loads,
/// stores and calls in its own block (its value's cotangent is tracked
/// under the variable while transposing).
fn is_cell(ctx: &Context, v: Value) -> bool {
    let Some(def) = ctx.defining_op(v) else { return false };
    if ctx.op_name(def) != "mem.var" || !is_local_float_ptr(ctx, ctx.value_type(v)) {
        return false;
    }
    let home = ctx.parent_block(def);
    ctx.uses(v).iter().all(|u| {
        ctx.parent_block(u.op) == home
            && match ctx.op_name(u.op) {
                "mem.load" | "func.call" => true,
                "mem.store" => u.index == 0,
                _ => false,
            }
    })
}

/// The body of a loop in one-exit form (built beside the function, never
/// inserted): `args` the state the iteration starts from, then the body's
/// ops with every `cf.continue` / `cf.break` of the loop turned into
/// values (`kind` 1 for continue, 2 for break; the other's operands zero),
/// the ops after an `if` that may exit guarded by `kind == 0`.
struct Norm {
    holder: Op,
    block: Block,
    args: Vec<Value>,
    kind: Value,
    cont: Vec<Value>,
    brk: Vec<Value>,
}

/// What a normalized sequence of ops ends in.
struct Out {
    /// The values an `if` arm yields (zeros when it exited).
    fall: Vec<Value>,
    kind: Value,
    cont: Vec<Value>,
    brk: Vec<Value>,
    /// Inside a switch arm: the values a `cf.break` of the switch gives
    /// (`kind` 3; zeros otherwise).
    sbrk: Vec<Value>,
}

/// The exits `norm_seq` turns into values: returns (at function level)
/// or the loop's `cf.continue`/`cf.break`, and inside a switch arm the
/// switch's `cf.break` (`switch`: the switch's result types).
#[derive(Clone)]
struct Mode {
    fn_level: bool,
    switch: Option<Vec<Type>>,
}

/// Whether `op` holds (not under a nested loop or switch) a `cf.break`:
/// inside a switch arm, one that leaves the switch.
fn breaks_switch(ctx: &Context, op: Op) -> bool {
    !matches!(ctx.op_name(op), "cf.loop" | "cf.switch")
        && ctx.regions(op).iter().any(|&r| {
            ctx.block_ops(ctx.region_block(r))
                .into_iter()
                .any(|o| ctx.op_name(o) == "cf.break" || breaks_switch(ctx, o))
        })
}

/// Whether some arm of switch `op` leaves it before its end (a `cf.break`
/// under an `if`), which the transposition of a switch cannot follow.
fn switch_breaks_early(ctx: &Context, op: Op) -> bool {
    (0..ctx.regions(op).len()).any(|i| {
        let arm = ctx.block_ops(ctx.body(op, i));
        arm.split_last().is_some_and(|(_, rest)| rest.iter().any(|&o| breaks_switch(ctx, o)))
    })
}

/// Rewrites each switch of `func` an arm of which breaks early, but that
/// neither returns nor leaves a loop (`normalize_loop` handles those),
/// innermost first, into one whose arms each end in their only break:
/// the ops after an `if` that may break run under `if (not broken)`.
fn normalize_switch_breaks(bwd: &mut Backward, ctx: &mut Context, func: Op) -> Result<(), Diagnostic> {
    let switches: Vec<Op> = ctx
        .nested_ops(func)
        .into_iter()
        .rev()
        .filter(|&o| {
            ctx.op_name(o) == "cf.switch"
                && switch_breaks_early(ctx, o)
                && !exits_loop(ctx, o)
                && !returns_inside(ctx, o)
        })
        .collect();
    for sw in switches {
        let loc = ctx.loc(sw);
        let mut map = ValueMap::default();
        let mode = Mode { fn_level: false, switch: None };
        let res = bwd.norm_switch(ctx, sw, &mut map, InsertPoint::Before(sw), &(Vec::new(), Vec::new()), loc, &mode)?;
        for (k, r) in ctx.results(sw).to_vec().into_iter().enumerate() {
            ctx.replace_all_uses(r, res[k]);
        }
        ctx.erase_op(sw);
    }
    Ok(())
}

/// Whether `op` holds (not under a nested loop) a `cf.continue`, or (not
/// under a nested loop or switch) a `cf.break`, of the enclosing loop.
fn exits_loop(ctx: &Context, op: Op) -> bool {
    fn walk(ctx: &Context, op: Op, in_switch: bool) -> bool {
        ctx.regions(op).iter().any(|&r| {
            ctx.block_ops(ctx.region_block(r)).into_iter().any(|o| match ctx.op_name(o) {
                "cf.continue" => true,
                "cf.break" => !in_switch,
                "cf.loop" => false,
                "cf.switch" => walk(ctx, o, true),
                _ => walk(ctx, o, in_switch),
            })
        })
    }
    match ctx.op_name(op) {
        "cf.loop" => false,
        "cf.switch" => walk(ctx, op, true),
        _ => walk(ctx, op, false),
    }
}

/// Whether `op` holds a `func.return`.
fn returns_inside(ctx: &Context, op: Op) -> bool {
    let mut found = false;
    ctx.walk_nested(op, &mut |o| found |= o != op && ctx.op_name(o) == "func.return");
    found
}

impl Backward {
    /// Rewrites `func`'s body so that it returns once, at its end: the
    /// ops after an `if` that may return run under `if (not returned)`.
    fn normalize_returns(&mut self, ctx: &mut Context, func: Op) -> Result<(), Diagnostic> {
        let body = ctx.body(func, 0);
        let ops = ctx.block_ops(body);
        if !ops.iter().any(|&o| returns_inside(ctx, o)) {
            return Ok(());
        }
        let loc = ctx.loc(func);
        let (_, results) = signature(ctx, func);
        let shape = (Vec::new(), results);
        let mut map = ValueMap::default();
        let mode = Mode { fn_level: true, switch: None };
        let out = self.norm_seq(ctx, &ops, &mut map, body, &[], &shape, loc, &mode)?;
        for &o in ops.iter().rev() {
            ctx.erase_op(o);
        }
        let r = ctx.create_op(ctx.kind(func::RETURN.name), &out.brk, &[], &[], 0, loc);
        ctx.insert_op(r, InsertPoint::End(body));
        Ok(())
    }

    /// Builds loop `lp`'s body in one-exit form.
    fn normalize_loop(&mut self, ctx: &mut Context, lp: Op) -> Result<Norm, Diagnostic> {
        let loc = ctx.loc(lp);
        let kind = ctx.kind(nsl_dialects::cf::IF.name);
        let holder = ctx.create_op(kind, &[], &[], &[], 1, loc);
        let block = ctx.body(holder, 0);
        let from = ctx.body(lp, 0);
        let mut map = ValueMap::default();
        let mut args = Vec::new();
        for &a in ctx.block_args(from).to_vec().iter() {
            let na = ctx.add_block_arg(block, ctx.value_type(a));
            map.insert(a, na);
            args.push(na);
        }
        let shape = (
            ctx.block_args(from).iter().map(|&a| ctx.value_type(a)).collect::<Vec<_>>(),
            ctx.result_types(lp).to_vec(),
        );
        let ops = ctx.block_ops(from);
        let mode = Mode { fn_level: false, switch: None };
        let out = match self.norm_seq(ctx, &ops, &mut map, block, &[], &shape, loc, &mode) {
            Ok(o) => o,
            Err(e) => {
                ctx.erase_op(holder);
                return Err(e);
            }
        };
        Ok(Norm { holder, block, args, kind: out.kind, cont: out.cont, brk: out.brk })
    }

    /// Emits `ops` (a block's ops, its terminator last) normalized at the
    /// end of `to`; `fall` are the types of the values its `cf.yield` gives.
    #[allow(clippy::too_many_arguments)]
    fn norm_seq(
        &mut self,
        ctx: &mut Context,
        ops: &[Op],
        map: &mut ValueMap,
        to: Block,
        fall: &[Type],
        shape: &(Vec<Type>, Vec<Type>),
        loc: nsl_ir::Loc,
        mode: &Mode,
    ) -> Result<Out, Diagnostic> {
        let fn_level = mode.fn_level;
        let sw_types: Vec<Type> = mode.switch.clone().unwrap_or_default();
        let exits = |ctx: &Context, op: Op| {
            (if fn_level { returns_inside(ctx, op) } else { exits_loop(ctx, op) })
                || mode.switch.is_some() && breaks_switch(ctx, op)
        };
        let i32t = ctx.int_type(32, true);
        let zeros = |ctx: &mut Context, tys: &[Type]| -> Vec<Value> {
            let mut em = Em::new(ctx, InsertPoint::End(to), loc);
            tys.iter().map(|&t| em.zero(t)).collect()
        };
        let konst = |ctx: &mut Context, k: i128| -> Value {
            let mut em = Em::new(ctx, InsertPoint::End(to), loc);
            let a = em.ctx().int_attr(k);
            em.op1a(arith::CONST.name, &[], i32t, &[("value", a)])
        };
        for (i, &op) in ops.iter().enumerate() {
            let mapped: Vec<Value> = ctx.operands(op).iter().map(|v| map.get(v).copied().unwrap_or(*v)).collect();
            match ctx.op_name(op) {
                "cf.yield" => {
                    let kind = konst(ctx, 0);
                    let cont = zeros(ctx, &shape.0);
                    let brk = zeros(ctx, &shape.1);
                    let sbrk = zeros(ctx, &sw_types);
                    return Ok(Out { fall: mapped, kind, cont, brk, sbrk });
                }
                "cf.break" if mode.switch.is_some() => {
                    let kind = konst(ctx, 3);
                    let f = zeros(ctx, fall);
                    let cont = zeros(ctx, &shape.0);
                    let brk = zeros(ctx, &shape.1);
                    return Ok(Out { fall: f, kind, cont, brk, sbrk: mapped });
                }
                "cf.continue" | "cf.break" => {
                    let is_cont = ctx.op_name(op) == "cf.continue";
                    let f = zeros(ctx, fall);
                    let kind = konst(ctx, if is_cont { 1 } else { 2 });
                    let (cont, brk) =
                        if is_cont { (mapped, zeros(ctx, &shape.1)) } else { (zeros(ctx, &shape.0), mapped) };
                    let sbrk = zeros(ctx, &sw_types);
                    return Ok(Out { fall: f, kind, cont, brk, sbrk });
                }
                "func.return" if fn_level => {
                    let kind = konst(ctx, 2);
                    let f = zeros(ctx, fall);
                    let sbrk = zeros(ctx, &sw_types);
                    return Ok(Out { fall: f, kind, cont: Vec::new(), brk: mapped, sbrk });
                }
                "func.return" => {
                    return Err(error_at(ctx, op, "bwd_diff of code with early returns is not supported yet"));
                }
                "cf.if" | "cf.switch"
                    if exits(ctx, op) || ctx.op_name(op) == "cf.switch" && switch_breaks_early(ctx, op) =>
                {
                    // The if (switch), yielding how it ended beside its own
                    // results.
                    let own: Vec<Type> = ctx.result_types(op).to_vec();
                    let res = if ctx.op_name(op) == "cf.switch" {
                        self.norm_switch(ctx, op, map, InsertPoint::End(to), shape, loc, mode)?
                    } else {
                        let mut tys = own.clone();
                        tys.push(i32t);
                        tys.extend(shape.0.iter().chain(&shape.1).chain(&sw_types).copied());
                        let new = ctx.create_op(ctx.op_kind_of(op), &mapped, &tys, &[], 0, loc);
                        ctx.insert_op(new, InsertPoint::End(to));
                        for r in 0..ctx.regions(op).len() {
                            let arm = ctx.body(op, r);
                            let nb = ctx.add_region(new);
                            let arm_ops = ctx.block_ops(arm);
                            let o = self.norm_seq(ctx, &arm_ops, map, nb, &own, shape, loc, mode)?;
                            let mut vals = o.fall;
                            vals.push(o.kind);
                            vals.extend(o.cont.iter().chain(&o.brk).chain(&o.sbrk).copied());
                            let y = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &vals, &[], &[], 0, loc);
                            ctx.insert_op(y, InsertPoint::End(nb));
                        }
                        ctx.results(new).to_vec()
                    };
                    for (k, &r) in ctx.results(op).to_vec().iter().enumerate() {
                        map.insert(r, res[k]);
                    }
                    let n = own.len();
                    let (kind, rest) = (res[n], &res[n + 1..]);
                    let (cont, rest) = rest.split_at(shape.0.len());
                    let (brk, sbrk) = rest.split_at(shape.1.len());
                    // The rest runs when the if fell through.
                    let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                    let z = em.zero(i32t);
                    let fell = em.cmp("eq", kind, z);
                    let mut tys: Vec<Type> = fall.to_vec();
                    tys.push(i32t);
                    tys.extend(shape.0.iter().chain(&shape.1).chain(&sw_types).copied());
                    let guard = ctx.create_op(ctx.kind(nsl_dialects::cf::IF.name), &[fell], &tys, &[], 0, loc);
                    ctx.insert_op(guard, InsertPoint::End(to));
                    let then = ctx.add_region(guard);
                    let o = self.norm_seq(ctx, &ops[i + 1..], map, then, fall, shape, loc, mode)?;
                    let mut vals = o.fall;
                    vals.push(o.kind);
                    vals.extend(o.cont.iter().chain(&o.brk).chain(&o.sbrk).copied());
                    let y = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &vals, &[], &[], 0, loc);
                    ctx.insert_op(y, InsertPoint::End(then));
                    let other = ctx.add_region(guard);
                    let mut vals = zeros(ctx, fall);
                    // (built at the end of `to`: moved into the arm below)
                    let fz: Vec<Op> = vals.iter().filter_map(|&v| ctx.defining_op(v)).collect();
                    for o in fz {
                        ctx.detach_op(o);
                        ctx.insert_op(o, InsertPoint::End(other));
                    }
                    vals.push(kind);
                    vals.extend(cont.iter().chain(brk).copied());
                    vals.extend(sbrk.iter().copied());
                    let y = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &vals, &[], &[], 0, loc);
                    ctx.insert_op(y, InsertPoint::End(other));
                    let res: Vec<Value> = ctx.results(guard).to_vec();
                    let n = fall.len();
                    let (cont, rest) = res[n + 1..].split_at(shape.0.len());
                    let (brk, sbrk) = rest.split_at(shape.1.len());
                    return Ok(Out {
                        fall: res[..n].to_vec(),
                        kind: res[n],
                        cont: cont.to_vec(),
                        brk: brk.to_vec(),
                        sbrk: sbrk.to_vec(),
                    });
                }
                "cf.loop" if exits(ctx, op) => {
                    let msg = if fn_level {
                        "bwd_diff of code returning from inside a loop is not supported yet"
                    } else {
                        "bwd_diff of a loop left from inside a nested loop is not supported yet"
                    };
                    return Err(error_at(ctx, op, msg));
                }
                _ => {
                    let copy = ctx.clone_op(op, map);
                    ctx.insert_op(copy, InsertPoint::End(to));
                }
            }
        }
        Err(error_at(ctx, ops.last().copied().unwrap_or(ops[0]), "a loop body without a terminator"))
    }

    /// Emits switch `op` at `ip` with each arm normalized (its own `cf.break`
    /// values kind 3, read back as 0: the switch fell through); its results
    /// are `op`'s, then kind, the loop's continue and break values, and
    /// zeros for an enclosing switch's break (`mode.switch`).
    #[allow(clippy::too_many_arguments)]
    fn norm_switch(
        &mut self,
        ctx: &mut Context,
        op: Op,
        map: &mut ValueMap,
        ip: InsertPoint,
        shape: &(Vec<Type>, Vec<Type>),
        loc: nsl_ir::Loc,
        mode: &Mode,
    ) -> Result<Vec<Value>, Diagnostic> {
        let i32t = ctx.int_type(32, true);
        let own: Vec<Type> = ctx.result_types(op).to_vec();
        let outer: Vec<Type> = mode.switch.clone().unwrap_or_default();
        let mut tys = own.clone();
        tys.push(i32t);
        tys.extend(shape.0.iter().chain(&shape.1).chain(&outer).copied());
        let sel = map.get(&ctx.operand(op, 0)).copied().unwrap_or(ctx.operand(op, 0));
        let attrs = ctx.attrs(op).to_vec();
        let new = ctx.create_op(ctx.op_kind_of(op), &[sel], &tys, &attrs, 0, loc);
        ctx.insert_op(new, ip);
        let inner = Mode { fn_level: mode.fn_level, switch: Some(own) };
        for r in 0..ctx.regions(op).len() {
            let arm_ops = ctx.block_ops(ctx.body(op, r));
            let nb = ctx.add_region(new);
            let o = self.norm_seq(ctx, &arm_ops, map, nb, &[], shape, loc, &inner)?;
            let mut em = Em::new(ctx, InsertPoint::End(nb), loc);
            let three = em.ctx().int_attr(3);
            let three = em.op1a(arith::CONST.name, &[], i32t, &[("value", three)]);
            let broke = em.cmp("eq", o.kind, three);
            let zero = em.zero(i32t);
            let kind = em.select(broke, zero, o.kind);
            let mut vals = o.sbrk;
            vals.push(kind);
            vals.extend(o.cont.iter().chain(&o.brk).copied());
            vals.extend(outer.iter().map(|&t| em.zero(t)).collect::<Vec<_>>());
            let b = ctx.create_op(ctx.kind(nsl_dialects::cf::BREAK.name), &vals, &[], &[], 0, loc);
            ctx.insert_op(b, InsertPoint::End(nb));
        }
        Ok(ctx.results(new).to_vec())
    }

    /// Clones the normalized body's ops at the end of `to`, its state
    /// `args` given; returns (kind, cont, brk) there.
    fn run_norm(
        &self,
        ctx: &mut Context,
        n: &Norm,
        args: &[Value],
        to: Block,
        map: &mut ValueMap,
    ) -> (Value, Vec<Value>, Vec<Value>) {
        for (k, &a) in n.args.iter().enumerate() {
            map.insert(a, args[k]);
        }
        for op in ctx.block_ops(n.block) {
            let copy = ctx.clone_op(op, map);
            ctx.insert_op(copy, InsertPoint::End(to));
        }
        let g = |v: &Value| map.get(v).copied().unwrap_or(*v);
        (g(&n.kind), n.cont.iter().map(g).collect(), n.brk.iter().map(g).collect())
    }

    /// A loop running the normalized body from `init` (at the end of
    /// `block`): with `stop = Some(k)`, the state after `k` iterations;
    /// else the number of iterations (i32).
    #[allow(clippy::too_many_arguments)]
    fn replay(
        &self,
        ctx: &mut Context,
        n: &Norm,
        vmap: &ValueMap,
        init: &[Value],
        stop: Option<Value>,
        block: Block,
        loc: nsl_ir::Loc,
    ) -> Vec<Value> {
        let i32t = ctx.int_type(32, true);
        let state: Vec<Type> = n.args.iter().map(|&a| ctx.value_type(a)).collect();
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        let z = em.zero(i32t);
        let mut operands = init.to_vec();
        operands.push(z);
        let rtys = if stop.is_some() { state.clone() } else { vec![i32t] };
        let lk = ctx.kind(nsl_dialects::cf::LOOP.name);
        let lp = ctx.create_op(lk, &operands, &rtys, &[], 1, loc);
        ctx.insert_op(lp, InsertPoint::End(block));
        let body = ctx.body(lp, 0);
        let s: Vec<Value> = state.iter().map(|&t| ctx.add_block_arg(body, t)).collect();
        let j = ctx.add_block_arg(body, i32t);
        let ifk = ctx.kind(nsl_dialects::cf::IF.name);
        let brk = ctx.kind(nsl_dialects::cf::BREAK.name);
        let yld = ctx.kind(nsl_dialects::cf::YIELD.name);
        let cont = ctx.kind(nsl_dialects::cf::CONTINUE.name);
        if let Some(k) = stop {
            let mut em = Em::new(ctx, InsertPoint::End(body), loc);
            let done = em.cmp("eq", j, k);
            let i = ctx.create_op(ifk, &[done], &[], &[], 2, loc);
            ctx.insert_op(i, InsertPoint::End(body));
            let b = ctx.create_op(brk, &s, &[], &[], 0, loc);
            ctx.insert_op(b, InsertPoint::End(ctx.body(i, 0)));
            let y = ctx.create_op(yld, &[], &[], &[], 0, loc);
            ctx.insert_op(y, InsertPoint::End(ctx.body(i, 1)));
        }
        let mut map = vmap.clone();
        let (kind, next, _) = self.run_norm(ctx, n, &s, body, &mut map);
        let mut em = Em::new(ctx, InsertPoint::End(body), loc);
        let a1 = em.ctx().int_attr(1);
        let one = em.op1a(arith::CONST.name, &[], i32t, &[("value", a1)]);
        let j1 = em.op1(arith::ADD.name, &[j, one], i32t);
        let a2 = em.ctx().int_attr(2);
        let two = em.op1a(arith::CONST.name, &[], i32t, &[("value", a2)]);
        let left = em.cmp("eq", kind, two);
        let i = ctx.create_op(ifk, &[left], &[], &[], 2, loc);
        ctx.insert_op(i, InsertPoint::End(body));
        let exit = if stop.is_some() { s.clone() } else { vec![j1] };
        let b = ctx.create_op(brk, &exit, &[], &[], 0, loc);
        ctx.insert_op(b, InsertPoint::End(ctx.body(i, 0)));
        let y = ctx.create_op(yld, &[], &[], &[], 0, loc);
        ctx.insert_op(y, InsertPoint::End(ctx.body(i, 1)));
        let mut vals = next;
        vals.push(j1);
        let c = ctx.create_op(cont, &vals, &[], &[], 0, loc);
        ctx.insert_op(c, InsertPoint::End(body));
        ctx.results(lp).to_vec()
    }

    /// The transpose of loop `lp`: iterations reversed, each recomputing
    /// its starting state from the loop's initial one (no tape: memory
    /// stays constant, time is quadratic in the trip count), recomputing
    /// its body and transposing it; the state's cotangent flows from each
    /// iteration to the one before, the cotangents of outer values used
    /// inside are summed.
    fn reverse_loop(
        &mut self,
        ctx: &mut Context,
        lp: Op,
        vmap: &ValueMap,
        ct: &mut FxHashMap<Value, Value>,
        block: Block,
    ) -> Result<(), Diagnostic> {
        let n = self.normalize_loop(ctx, lp)?;
        let r = self.reverse_loop_with(ctx, lp, &n, vmap, ct, block);
        ctx.erase_op(n.holder);
        r
    }

    fn reverse_loop_with(
        &mut self,
        ctx: &mut Context,
        lp: Op,
        n: &Norm,
        vmap: &ValueMap,
        ct: &mut FxHashMap<Value, Value>,
        block: Block,
    ) -> Result<(), Diagnostic> {
        let loc = ctx.loc(lp);
        let i32t = ctx.int_type(32, true);
        // Everything in the normalized body is active; the outer float
        // values it reads get cotangents.
        let mut inside = FxHashSet::default();
        inside.extend(n.args.iter().copied());
        ctx.walk_nested(n.holder, &mut |o| {
            inside.extend(ctx.results(o).iter().copied());
            for &r in ctx.regions(o) {
                inside.extend(ctx.block_args(ctx.region_block(r)).iter().copied());
            }
        });
        self.active.extend(inside.iter().copied());
        let mut free = Vec::new();
        ctx.walk_nested(n.holder, &mut |o| {
            for &v in ctx.operands(o) {
                if !inside.contains(&v) && has_floats(ctx, ctx.value_type(v)) && !free.contains(&v) {
                    free.push(v);
                }
            }
        });
        // An outer value passed straight to `cf.continue` / `cf.break`.
        for &v in n.cont.iter().chain(&n.brk) {
            if !inside.contains(&v) && has_floats(ctx, ctx.value_type(v)) && !free.contains(&v) {
                free.push(v);
            }
        }
        let init: Vec<Value> = ctx.operands(lp).iter().map(|v| vmap.get(v).copied().unwrap_or(*v)).collect();
        let state: Vec<Type> = n.args.iter().map(|&a| ctx.value_type(a)).collect();
        let fstate: Vec<usize> = (0..state.len()).filter(|&i| has_floats(ctx, state[i])).collect();
        let results: Vec<Value> = ctx.results(lp).to_vec();
        // The trip count, and the cotangents of the results.
        let trips = self.replay(ctx, n, vmap, &init, None, block, loc)[0];
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        let a1 = em.ctx().int_attr(1);
        let one = em.op1a(arith::CONST.name, &[], i32t, &[("value", a1)]);
        let last = em.op1(arith::SUB.name, &[trips, one], i32t);
        let cres: Vec<Option<Value>> = results.iter().map(|r| ct.get(r).copied()).collect();
        let mut operands = vec![last];
        for &i in &fstate {
            operands.push(em.zero(state[i]));
        }
        for &v in &free {
            let t = em.ctx().value_type(v);
            operands.push(em.zero(t));
        }
        let tys: Vec<Type> = operands.iter().map(|&v| em.ctx().value_type(v)).collect();
        let lk = ctx.kind(nsl_dialects::cf::LOOP.name);
        let rl = ctx.create_op(lk, &operands, &tys[1..], &[], 1, loc);
        ctx.insert_op(rl, InsertPoint::End(block));
        let body = ctx.body(rl, 0);
        let bargs: Vec<Value> = tys.iter().map(|&t| ctx.add_block_arg(body, t)).collect();
        let k = bargs[0];
        let cs = &bargs[1..1 + fstate.len()];
        let cf_in = &bargs[1 + fstate.len()..];
        // k < 0: done.
        let ifk = ctx.kind(nsl_dialects::cf::IF.name);
        let mut em = Em::new(ctx, InsertPoint::End(body), loc);
        let z = em.zero(i32t);
        let done = em.cmp("lt", k, z);
        let i = ctx.create_op(ifk, &[done], &[], &[], 2, loc);
        ctx.insert_op(i, InsertPoint::End(body));
        let b = ctx.create_op(ctx.kind(nsl_dialects::cf::BREAK.name), &bargs[1..], &[], &[], 0, loc);
        ctx.insert_op(b, InsertPoint::End(ctx.body(i, 0)));
        let y = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &[], &[], &[], 0, loc);
        ctx.insert_op(y, InsertPoint::End(ctx.body(i, 1)));
        // The state iteration k starts from, and its body recomputed.
        let sk = self.replay(ctx, n, vmap, &init, Some(k), body, loc);
        let mut local = vmap.clone();
        for (j, &a) in n.args.iter().enumerate() {
            local.insert(a, sk[j]);
        }
        let nops = ctx.block_ops(n.block);
        for &o in &nops {
            self.clone_with_snaps(ctx, o, &mut local, body);
        }
        let mut lct: FxHashMap<Value, Value> = FxHashMap::default();
        let mut em = Em::new(ctx, InsertPoint::End(body), loc);
        for (m, &i) in fstate.iter().enumerate() {
            acc(&mut em, &mut lct, n.cont[i], cs[m]);
        }
        let is_last = em.cmp("eq", k, last);
        for (m, c) in cres.iter().enumerate() {
            if let Some(c) = *c {
                let t = em.ctx().value_type(c);
                let z = em.zero(t);
                let d = em.select(is_last, c, z);
                acc(&mut em, &mut lct, n.brk[m], d);
            }
        }
        self.reverse(ctx, &nops, &local, &mut lct, body)?;
        let mut em = Em::new(ctx, InsertPoint::End(body), loc);
        let mut next = Vec::new();
        let a1 = em.ctx().int_attr(1);
        let one = em.op1a(arith::CONST.name, &[], i32t, &[("value", a1)]);
        next.push(em.op1(arith::SUB.name, &[k, one], i32t));
        for &i in &fstate {
            next.push(em.or_zero(lct.get(&n.args[i]).copied(), state[i]));
        }
        for (m, &v) in free.iter().enumerate() {
            let s = match lct.get(&v) {
                Some(&c) => em.add(cf_in[m], c),
                None => cf_in[m],
            };
            next.push(s);
        }
        let c = ctx.create_op(ctx.kind(nsl_dialects::cf::CONTINUE.name), &next, &[], &[], 0, loc);
        ctx.insert_op(c, InsertPoint::End(body));
        let out: Vec<Value> = ctx.results(rl).to_vec();
        let operands: Vec<Value> = ctx.operands(lp).to_vec();
        let mut em = Em::new(ctx, InsertPoint::End(block), loc);
        for (m, &i) in fstate.iter().enumerate() {
            acc(&mut em, ct, operands[i], out[m]);
        }
        for (m, &v) in free.iter().enumerate() {
            acc(&mut em, ct, v, out[fstate.len() + m]);
        }
        Ok(())
    }
}
