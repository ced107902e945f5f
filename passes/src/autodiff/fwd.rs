//! `fwd-diff`: forward-mode differentiation. Each `diff.fwd_call @f`
//! (`fwd_diff(f)(...)`) becomes a call of `@f.fwd`, synthesized once per
//! function: a copy of `@f`'s body that computes, beside each value, its
//! tangent (JVP transcription, [`super::rules`]), over the IR as the
//! frontend leaves it: locals holding floats get a shadow variable for
//! their tangents (loads and stores go to both), `cf.if` / `cf.loop` /
//! `cf.switch` carry tangent results and iteration arguments beside the
//! primal ones, calls of differentiable functions call their `.fwd` (or
//! the user's `[ForwardDerivative]`), calls of other functions and reads
//! of buffers have zero tangents. So loops, early returns and `inout`
//! parameters need nothing more.
//!
//! `@f.fwd`'s signature: each differentiable value parameter `x: T` is
//! `x: T, dx: T`, each differentiable pointer parameter (`inout`, `out`)
//! `p, dp` (the tangent's location), others unchanged; a differentiable
//! result is a struct `{p, d}`. The marker's `DifferentialPair` operands
//! are unpacked and its result packed around the call.
//!
//! Accepts monomorphic IR; removes `diff.fwd_call` (the other `diff` ops
//! stay for `bwd-diff`, which needs the `diff.func` table).

use super::{
    diff_table, error_at, field_diff, fresh_symbol, has_floats, is_local_float_ptr, lookup_func, new_function,
    pair_struct, presence_flag, rules, signature, DiffFunc, Em,
};
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, diff, func, mem};
use nsl_ir::clone::ValueMap;
use nsl_ir::{Block, Context, Diagnostic, InsertPoint, Language, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "fwd-diff",
    summary: "Forward-mode autodiff: synthesize @f.fwd for each fwd_diff(f) and call it",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(FwdDiff)),
};

struct FwdDiff;

impl Pass for FwdDiff {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    /// Removes the forward markers; builds pair structs of float types.
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).without_ops(&[diff::FWD_CALL.name])
    }
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        &[nsl_dialects::invariants::MONOMORPHIC, nsl_dialects::invariants::NO_EXISTENTIALS]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let table = diff_table(ctx, module);
        super::dispatch::expand(ctx, module, &table);
        let sources = super::fwd_sources(ctx, module, &table);
        let mut fwd = Forward { module, table, done: FxHashMap::default(), sources };
        let kind = ctx.kind(diff::FWD_CALL.name);
        let markers: Vec<Op> = ctx.nested_ops(module).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        for m in markers {
            if ctx.is_erased(m) {
                continue;
            }
            fwd.lower_marker(ctx, m)?;
            stats.add("fwd-calls", 1);
        }
        stats.add("functions-differentiated", fwd.done.len() as u64);
        super::record_diff_types(ctx, module);
        Ok(())
    }
}

pub struct Forward {
    pub module: Op,
    pub table: FxHashMap<Sym, DiffFunc>,
    /// `@f` → `@f.fwd`.
    pub done: FxHashMap<Sym, Sym>,
    /// The functions whose forward derivatives may give tangents from
    /// inputs that carry none ([`super::fwd_sources`]).
    pub sources: rustc_hash::FxHashSet<Sym>,
}

impl Forward {
    pub fn new(ctx: &Context, module: Op) -> Forward {
        let table = diff_table(ctx, module);
        let sources = super::fwd_sources(ctx, module, &table);
        Forward { module, table, done: FxHashMap::default(), sources }
    }

    /// Which IR parameters of `f` are differentiated.
    fn diff_params(&self, ctx: &Context, f: Sym, params: &[Type]) -> Vec<bool> {
        let info = &self.table[&f];
        params
            .iter()
            .enumerate()
            .map(|(i, &t)| !info.no_diff.contains(&i) && (has_floats(ctx, t) || is_local_float_ptr(ctx, t)))
            .collect()
    }

    /// `diff.fwd_call @f(pairs...)` → unpack, `call @f.fwd`, pack.
    fn lower_marker(&mut self, ctx: &mut Context, m: Op) -> Result<(), Diagnostic> {
        let f = super::substituted(&self.table, ctx.attr_symbol(m, "callee").expect("verified"));
        if !self.table.contains_key(&f) {
            return Err(error_at(ctx, m, format!("@{} is not differentiable", ctx.str(f))));
        }
        let fop = lookup_func(ctx, self.module, f).ok_or_else(|| error_at(ctx, m, "undefined function"))?;
        let (params, _) = signature(ctx, fop);
        let mask = self.diff_params(ctx, f, &params);
        let custom = self.table[&f].fwd;
        let loc = ctx.loc(m);
        let mut em = Em::new(ctx, InsertPoint::Before(m), loc);
        let operands: Vec<Value> = em.ctx().operands(m).to_vec();
        let result_types: Vec<Type> = em.ctx().result_types(m).to_vec();
        if let Some(h) = custom {
            // The user's derivative has the translated signature itself.
            let h = em.ctx().str(h).to_string();
            let callee = em.ctx().symbol_attr(&h);
            let call = em.b.op(func::CALL.name, &operands, &result_types, &[("callee", callee)], 0);
            replace_results(em.ctx(), m, call);
            ctx.erase_op(m);
            return Ok(());
        }
        let mut args = Vec::new();
        for (k, &v) in operands.iter().enumerate() {
            if !mask.get(k).copied().unwrap_or(false) {
                // A `DifferentialPair` of a type that carries no
                // derivative here (an `IDifferentiable` struct of `no_diff`
                // fields only): its primal.
                args.push(primal_of_pair(&mut em, v, params.get(k).copied()));
                continue;
            }
            let ty = em.ty(v);
            match em.ctx().type_kind(ty).clone() {
                TypeKind::Ptr { pointee, space } => {
                    // A pointer to a pair: the addresses of its fields.
                    let (p, d) = pair_fields(em.ctx(), pointee);
                    let (pp, pd) = (em.ctx().ptr_type(p, space), em.ctx().ptr_type(d, space));
                    let i0 = em.ctx().int_attr(0);
                    let i1 = em.ctx().int_attr(1);
                    args.push(em.op1a(mem::FIELD_ADDR.name, &[v], pp, &[("index", i0)]));
                    args.push(em.op1a(mem::FIELD_ADDR.name, &[v], pd, &[("index", i1)]));
                }
                _ => {
                    let (p, d) = pair_fields(em.ctx(), ty);
                    let i0 = em.ctx().int_attr(0);
                    let i1 = em.ctx().int_attr(1);
                    args.push(em.op1a(agg::EXTRACT.name, &[v], p, &[("index", i0)]));
                    args.push(em.op1a(agg::EXTRACT.name, &[v], d, &[("index", i1)]));
                }
            }
        }
        let g = self.function(ctx, f)?;
        let gop = lookup_func(ctx, self.module, g).expect("just made");
        let (_, gres) = signature(ctx, gop);
        let loc = ctx.loc(m);
        let mut em = Em::new(ctx, InsertPoint::Before(m), loc);
        let gname = em.ctx().str(g).to_string();
        let callee = em.ctx().symbol_attr(&gname);
        let call = em.b.op(func::CALL.name, &args, &gres, &[("callee", callee)], 0);
        if let (Some(&rt), Some(&r)) = (result_types.first(), em.ctx().results(call).first()) {
            let value = if em.ty(r) == rt {
                r
            } else if pair_fields(em.c(), rt).0 == em.ty(r) {
                // A result that carries no derivative here, in a pair.
                let (_, d) = pair_fields(em.c(), rt);
                let z = em.zero(d);
                em.op1(agg::CONSTRUCT.name, &[r, z], rt)
            } else {
                // `{p, d}` of the pass → the frontend's `DifferentialPair`.
                let (p, d) = pair_fields(em.c(), em.ty(r));
                let i0 = em.ctx().int_attr(0);
                let i1 = em.ctx().int_attr(1);
                let pv = em.op1a(agg::EXTRACT.name, &[r], p, &[("index", i0)]);
                let dv = em.op1a(agg::EXTRACT.name, &[r], d, &[("index", i1)]);
                em.op1(agg::CONSTRUCT.name, &[pv, dv], rt)
            };
            let old = em.ctx().result(m, 0);
            em.ctx().replace_all_uses(old, value);
        }
        ctx.erase_op(m);
        Ok(())
    }

    /// `@f.fwd`, synthesized on first use.
    pub fn function(&mut self, ctx: &mut Context, f: Sym) -> Result<Sym, Diagnostic> {
        if let Some(&g) = self.done.get(&f) {
            return Ok(g);
        }
        let fop = lookup_func(ctx, self.module, f).expect("a differentiable function is defined");
        // Derivatives taken inside `f` first (higher order: `f` then
        // calls `@h.fwd`, itself differentiable).
        let kind = ctx.kind(diff::FWD_CALL.name);
        let inner: Vec<Op> = ctx.nested_ops(fop).into_iter().filter(|&o| ctx.is(o, kind)).collect();
        for m in inner {
            self.lower_marker(ctx, m)?;
        }
        let (params, results) = signature(ctx, fop);
        let mask = self.diff_params(ctx, f, &params);
        let name = format!("{}.fwd", ctx.str(f));
        let g = fresh_symbol(ctx, self.module, &name);
        self.done.insert(f, g);
        // `@f.fwd` is differentiable in turn: its parameters that were not
        // `f`'s differentiable ones stay non-differentiable.
        let mut no_diff = Vec::new();
        let mut k = 0;
        for &m in &mask {
            if !m {
                no_diff.push(k);
            }
            k += if m { 2 } else { 1 };
        }
        let zero = self.table[&f].zero;
        // Recorded in the module too, for `bwd-diff` (`bwd_diff` of code
        // using `fwd_diff`).
        let gname = ctx.str(g).to_string();
        let mut attrs = vec![(ctx.sym("fn"), ctx.symbol_attr(&gname))];
        if !no_diff.is_empty() {
            let items = no_diff.iter().map(|&i| ctx.int_attr(i as i128)).collect();
            attrs.push((ctx.sym("no_diff"), ctx.array_attr(items)));
        }
        if zero {
            attrs.push((ctx.sym("zero"), ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
        }
        let kind = ctx.kind(diff::FUNC.name);
        let loc = ctx.loc(fop);
        let record = ctx.create_op(kind, &[], &[], &attrs, 0, loc);
        ctx.insert_op(record, InsertPoint::After(fop));
        self.table.insert(g, DiffFunc { no_diff, zero, ..DiffFunc::default() });
        let mut gparams = Vec::new();
        for (i, &t) in params.iter().enumerate() {
            gparams.push(t);
            if mask[i] {
                gparams.push(t);
            }
        }
        let ret_diff = results.first().copied().filter(|&r| has_floats(ctx, r) && !self.table[&f].no_diff_result);
        let ret_pair = ret_diff.map(|r| pair_struct(ctx, &format!("{name}.Result"), r, r));
        let gresults: Vec<Type> = match ret_pair {
            Some(p) => vec![p],
            None => results.clone(),
        };
        let (_gop, block, args) = new_function(ctx, fop, g, &gparams, &gresults);
        let mut j =
            Jvp { fwd: self, vmap: ValueMap::default(), tmap: FxHashMap::default(), ret_pair, targets: Vec::new() };
        let fblock = ctx.body(fop, 0);
        let fargs: Vec<Value> = ctx.block_args(fblock).to_vec();
        let mut k = 0;
        for (i, &a) in fargs.iter().enumerate() {
            j.vmap.insert(a, args[k]);
            k += 1;
            if mask[i] {
                j.tmap.insert(a, args[k]);
                k += 1;
            }
        }
        if zero {
            // `[TreatAsDifferentiable]`: the parameters' tangents are not
            // read, and what it writes through pointers has a zero tangent
            // (the type's own `dzero()` where it declares one).
            j.tmap.clear();
            let module = j.fwd.module;
            let mut em = Em::new(ctx, InsertPoint::End(block), loc);
            let mut k = 0;
            for (i, &t) in params.iter().enumerate() {
                k += 1;
                if !mask[i] {
                    continue;
                }
                if let TypeKind::Ptr { pointee, .. } = em.ctx().type_kind(t).clone() {
                    let z = zero_of(&mut em, module, pointee);
                    em.b.op(mem::STORE.name, &[args[k], z], &[], &[], 0);
                }
                k += 1;
            }
        }
        j.block(ctx, fblock, block)?;
        Ok(g)
    }
}

/// `v`'s primal where `v` is a pair (`{p, d}`) but the parameter it is
/// passed to takes `want`, the primal's type; else `v`.
pub fn primal_of_pair(em: &mut Em, v: Value, want: Option<Type>) -> Value {
    let ty = em.ty(v);
    match want {
        Some(w) if w != ty && pair_fields(em.c(), ty).0 == w && pair_fields(em.c(), ty) != (ty, ty) => {
            let i0 = em.ctx().int_attr(0);
            em.op1a(agg::EXTRACT.name, &[v], w, &[("index", i0)])
        }
        _ => v,
    }
}

/// The field types of a pair struct `{p, d}`.
pub fn pair_fields(ctx: &Context, ty: Type) -> (Type, Type) {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } if fields.len() == 2 => (fields[0].1, fields[1].1),
        _ => (ty, ty),
    }
}

fn replace_results(ctx: &mut Context, old: Op, new: Op) {
    let n = ctx.results(old).len();
    for i in 0..n {
        let (a, b) = (ctx.result(old, i), ctx.result(new, i));
        ctx.replace_all_uses(a, b);
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Cf {
    If,
    Loop,
    Switch,
}

struct Target {
    kind: Cf,
    /// Which results (for yield and break) carry tangents.
    results: Vec<bool>,
    /// Which block arguments (for continue) carry tangents.
    args: Vec<bool>,
}

/// The JVP transcription of one function body.
struct Jvp<'f> {
    fwd: &'f mut Forward,
    vmap: ValueMap,
    /// Tangents; a value missing here has a zero tangent.
    tmap: FxHashMap<Value, Value>,
    ret_pair: Option<Type>,
    targets: Vec<Target>,
}

impl Jvp<'_> {
    fn v(&self, old: Value) -> Value {
        self.vmap.get(&old).copied().unwrap_or(old)
    }
    fn t(&self, old: Value) -> Option<Value> {
        self.tmap.get(&old).copied()
    }

    fn block(&mut self, ctx: &mut Context, from: Block, to: Block) -> Result<(), Diagnostic> {
        for op in ctx.block_ops(from) {
            self.op(ctx, op, to)?;
        }
        Ok(())
    }

    /// Tangent operand `k` of `op` (materialized).
    fn tangent_or_zero(&self, em: &mut Em, old: Value) -> Value {
        let ty = em.ctx().value_type(old);
        let t = self.t(old);
        em.or_zero(t, ty)
    }

    fn op(&mut self, ctx: &mut Context, op: Op, to: Block) -> Result<(), Diagnostic> {
        let name = ctx.op_name(op);
        let loc = ctx.loc(op);
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let mut em = Em::new(ctx, InsertPoint::End(to), loc);
        match name {
            "func.return" => {
                let mut vals: Vec<Value> = operands.iter().map(|&o| self.v(o)).collect();
                if let (Some(pair), Some(&r)) = (self.ret_pair, operands.first()) {
                    let d = self.tangent_or_zero(&mut em, r);
                    vals = vec![em.op1(agg::CONSTRUCT.name, &[vals[0], d], pair)];
                }
                em.b.op(func::RETURN.name, &vals, &[], &[], 0);
                Ok(())
            }
            "cf.yield" | "cf.break" | "cf.continue" => {
                let target = match name {
                    "cf.yield" => self.targets.iter().rev().find(|t| t.kind == Cf::If),
                    "cf.break" => self.targets.iter().rev().find(|t| t.kind != Cf::If),
                    _ => self.targets.iter().rev().find(|t| t.kind == Cf::Loop),
                };
                let mask = match (target, name) {
                    (Some(t), "cf.continue") => t.args.clone(),
                    (Some(t), _) => t.results.clone(),
                    (None, _) => Vec::new(),
                };
                let mut vals: Vec<Value> = operands.iter().map(|&o| self.v(o)).collect();
                for (k, &o) in operands.iter().enumerate() {
                    if mask.get(k).copied().unwrap_or(false) {
                        vals.push(self.tangent_or_zero(&mut em, o));
                    }
                }
                let attrs = ctx.attrs(op).to_vec();
                let new = ctx.create_op(ctx.op_kind_of(op), &vals, &[], &attrs, 0, loc);
                ctx.insert_op(new, InsertPoint::End(to));
                Ok(())
            }
            "cf.if" | "cf.loop" | "cf.switch" => self.control(ctx, op, to),
            "mem.var" => {
                let r = ctx.result(op, 0);
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                let ty = ctx.value_type(r);
                if is_local_float_ptr(ctx, ty) {
                    let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                    let shadow = em.op1(mem::VAR.name, &[], ty);
                    let TypeKind::Ptr { pointee, .. } = *em.ctx().type_kind(ty) else { unreachable!() };
                    let z = em.zero(pointee);
                    em.b.op(mem::STORE.name, &[shadow, z], &[], &[], 0);
                    self.tmap.insert(r, shadow);
                }
                Ok(())
            }
            "mem.load" => {
                let r = ctx.result(op, 0);
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                if let Some(sp) = self.t(operands[0]).filter(|_| has_floats(ctx, ctx.value_type(r))) {
                    let ty = ctx.value_type(r);
                    let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                    let d = em.op1(mem::LOAD.name, &[sp], ty);
                    self.tmap.insert(r, d);
                }
                Ok(())
            }
            "mem.store" => {
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                if let Some(sp) = self.t(operands[0]) {
                    let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                    let d = self.tangent_or_zero(&mut em, operands[1]);
                    em.b.op(mem::STORE.name, &[sp, d], &[], &[], 0);
                }
                Ok(())
            }
            "mem.field_addr" | "mem.elem_addr" => {
                let r = ctx.result(op, 0);
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                // A field that carries no derivative has no shadow.
                let carried = match (name, ctx.type_kind(ctx.value_type(operands[0])), ctx.attr_int(op, "index")) {
                    ("mem.field_addr", TypeKind::Ptr { pointee, .. }, Some(i)) => {
                        field_diff(ctx, *pointee, usize::try_from(i).unwrap_or(usize::MAX))
                    }
                    _ => true,
                };
                if let Some(sp) = self.t(operands[0]).filter(|_| carried) {
                    let mut m = ValueMap::default();
                    m.insert(operands[0], sp);
                    for &o in &operands[1..] {
                        m.insert(o, self.v(o));
                    }
                    let shadow = ctx.clone_op(op, &mut m);
                    ctx.insert_op(shadow, InsertPoint::End(to));
                    let s = ctx.result(shadow, 0);
                    self.tmap.insert(r, s);
                }
                Ok(())
            }
            "func.call" => self.call(ctx, op, to),
            // The primal stays detached (no tangent): differentiating
            // `@f.fwd` again (higher order, or `bwd_diff` of code calling
            // `fwd_diff(f)`) must not see through it.
            "diff.detach" => {
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                Ok(())
            }
            "diff.fwd_call" | "diff.bwd_call" => {
                Err(error_at(ctx, op, "a derivative inside a function being differentiated is not supported yet"))
            }
            // The callee is chosen at run time: its derivative would be
            // silently zero, so refuse rather than miscompile.
            "gen.existential_call"
                if ctx.results(op).iter().any(|&r| {
                    let t = ctx.value_type(r);
                    has_floats(ctx, t) || super::dispatch::carries_derivative(ctx, self.fwd.module, t)
                }) || operands.iter().any(|&o| {
                    // What it writes through an `out`/`inout` location
                    // would keep a stale tangent.
                    self.tmap.contains_key(&o) && matches!(ctx.type_kind(ctx.value_type(o)), TypeKind::Ptr { .. })
                }) =>
            {
                Err(error_at(
                    ctx,
                    op,
                    "differentiating a call through an interface value (dynamic dispatch) is not supported yet",
                ))
            }
            // Interface values carry no derivative: one packed from a value
            // that has one would lose it.
            "gen.existential_pack"
                if operands.iter().any(|o| self.tmap.contains_key(o))
                    && !has_floats(ctx, ctx.value_type(ctx.result(op, 0))) =>
            {
                Err(error_at(
                    ctx,
                    op,
                    "a derivative flowing into an interface value is not supported yet: wrap the value in no_diff(...)",
                ))
            }
            _ => {
                let copy = ctx.clone_op(op, &mut self.vmap);
                ctx.insert_op(copy, InsertPoint::End(to));
                let results: Vec<Value> = ctx.results(op).to_vec();
                let active = operands.iter().any(|o| self.tmap.contains_key(o));
                let name = rules::canonical(ctx, op, name);
                if !active || !results.iter().any(|&r| has_floats(ctx, ctx.value_type(r))) || rules::is_nondiff(name) {
                    return Ok(());
                }
                let mut em = Em::new(ctx, InsertPoint::End(to), loc);
                let t = self.tangent(&mut em, op, name, &operands, results[0])?;
                if let Some(t) = t {
                    self.tmap.insert(results[0], t);
                }
                Ok(())
            }
        }
    }

    /// The tangent of `op`'s (single) result `r`.
    fn tangent(
        &mut self,
        em: &mut Em,
        op: Op,
        name: &str,
        operands: &[Value],
        r: Value,
    ) -> Result<Option<Value>, Diagnostic> {
        let x: Vec<Value> = operands.iter().map(|&o| self.v(o)).collect();
        let y = self.v(r);
        if rules::has_partials(name) {
            let Some(ps) = rules::partials(em, name, &x, y) else {
                return Err(error_at(em.ctx(), op, format!("no derivative of '{name}' for this type yet")));
            };
            let mut sum = None;
            for (p, &o) in ps.iter().zip(operands) {
                if let Some(d) = self.t(o) {
                    let term = rules::apply(em, p, d);
                    sum = em.add_opt(sum, term);
                }
            }
            return Ok(sum);
        }
        if rules::is_linear_structural(name) {
            // Fields of a struct that carry no derivative (`no_diff`) have
            // zero tangents, whatever is stored in them.
            let index = em.c().attr_int(op, "index").and_then(|i| usize::try_from(i).ok());
            let rty = em.c().value_type(r);
            match (name, index) {
                ("agg.extract", Some(i)) if !field_diff(em.c(), em.c().value_type(operands[0]), i) => return Ok(None),
                _ => {}
            }
            let mut m = ValueMap::default();
            for (k, &o) in operands.iter().enumerate() {
                let ty = em.ctx().value_type(o);
                // A presence flag is kept: a tangent holds a value where
                // its primal does.
                let flag = presence_flag(rty);
                let dropped = match (name, index) {
                    ("agg.construct", _) => !field_diff(em.c(), rty, k) && flag != Some(k),
                    ("agg.insert", Some(i)) => k == 1 && !field_diff(em.c(), rty, i) && flag != Some(i),
                    _ => false,
                };
                let v = if dropped {
                    em.zero(ty)
                } else if has_floats(em.ctx(), ty) {
                    self.tangent_or_zero(em, o)
                } else {
                    self.v(o)
                };
                m.insert(o, v);
            }
            let copy = em.ctx().clone_op(op, &mut m);
            let ip = em.b.ip;
            em.ctx().insert_op(copy, ip);
            return Ok(Some(em.ctx().result(copy, 0)));
        }
        let ty = em.ty(y);
        let dt = |j: &Self, em: &mut Em, k: usize| j.tangent_or_zero(em, operands[k]);
        Ok(Some(match name {
            "arith.select" => {
                let (a, b) = (dt(self, em, 1), dt(self, em, 2));
                em.select(x[0], a, b)
            }
            "arith.convert" | "coop.convert" => {
                let src = em.ctx().value_type(operands[0]);
                if !has_floats(em.ctx(), src) {
                    return Ok(None);
                }
                let d = dt(self, em, 0);
                em.op1(name, &[d], ty)
            }
            "math.dot" | "math.cross" | "mat.mul_mv" | "mat.mul_vm" | "mat.mul_mm" => {
                // Bilinear: d(a·b) = da·b + a·db.
                let mut sum = None;
                if let Some(da) = self.t(operands[0]) {
                    sum = Some(em.op1(name, &[da, x[1]], ty));
                }
                if let Some(db) = self.t(operands[1]) {
                    let t = em.op1(name, &[x[0], db], ty);
                    sum = em.add_opt(sum, Some(t));
                }
                return Ok(sum);
            }
            "math.determinant" => {
                // d det(M) = Σ cofactor(M)[i][j] dM[i][j].
                let dm = dt(self, em, 0);
                let c = super::cofactors(em, x[0]);
                super::frobenius(em, c, dm)
            }
            "math.length" => {
                // d|v| = (v · dv) / |v|.
                let dv = dt(self, em, 0);
                let d = em.op1(nsl_dialects::math::DOT.name, &[x[0], dv], ty);
                em.div(d, y)
            }
            "math.distance" => {
                let (da, db) = (dt(self, em, 0), dt(self, em, 1));
                let dv = em.sub(da, db);
                let v = em.sub(x[0], x[1]);
                let d = em.op1(nsl_dialects::math::DOT.name, &[v, dv], ty);
                em.div(d, y)
            }
            "math.normalize" => {
                // dn = (dv - n (n · dv)) / |v|.
                let dv = dt(self, em, 0);
                let s = em.ctx().scalar_of(ty);
                let len = em.op1(nsl_dialects::math::LENGTH.name, &[x[0]], s);
                let nd = em.op1(nsl_dialects::math::DOT.name, &[y, dv], s);
                let nd = em.spread(nd, ty);
                let proj = em.mul(y, nd);
                let diff = em.sub(dv, proj);
                let len = em.spread(len, ty);
                em.div(diff, len)
            }
            "math.reflect" => {
                // y = i - 2 (n·i) n: dy = di - 2 (dn·i + n·di) n - 2 (n·i) dn.
                let (di, dn) = (dt(self, em, 0), dt(self, em, 1));
                let s = em.ctx().scalar_of(ty);
                let two = em.splat(ty, 2.0);
                let a = em.op1(nsl_dialects::math::DOT.name, &[dn, x[0]], s);
                let b = em.op1(nsl_dialects::math::DOT.name, &[x[1], di], s);
                let ab = em.add(a, b);
                let ab = em.spread(ab, ty);
                let ab = em.mul(two, ab);
                let t1 = em.mul(ab, x[1]);
                let ni = em.op1(nsl_dialects::math::DOT.name, &[x[1], x[0]], s);
                let ni = em.spread(ni, ty);
                let ni = em.mul(two, ni);
                let t2 = em.mul(ni, dn);
                let d = em.sub(di, t1);
                em.sub(d, t2)
            }
            "math.refract" => {
                let (di, dn, de) = (dt(self, em, 0), dt(self, em, 1), dt(self, em, 2));
                let p = super::refract_parts(em, x[0], x[1], x[2]);
                let s = em.ctx().scalar_of(ty);
                let sa = em.spread(p.big_a, ty);
                let an = em.mul(sa, x[1]);
                let ian = em.sub(x[0], an);
                let sde = em.spread(de, ty);
                let t1 = em.mul(sde, ian);
                let se = em.spread(x[2], ty);
                let t2 = em.mul(se, di);
                let d1 = em.op1(nsl_dialects::math::DOT.name, &[x[1], di], s);
                let d2 = em.op1(nsl_dialects::math::DOT.name, &[dn, x[0]], s);
                let dni = em.add(d1, d2);
                let bd = em.mul(p.big_b, dni);
                let bd = em.spread(bd, ty);
                let t3 = em.mul(bd, x[1]);
                let sa = em.spread(p.a, ty);
                let t4 = em.mul(sa, dn);
                let d = em.add(t1, t2);
                let d = em.sub(d, t3);
                let d = em.sub(d, t4);
                let z = em.zero(ty);
                em.select(p.tir, z, d)
            }
            _ => return Err(error_at(em.ctx(), op, format!("no derivative rule for '{name}' yet"))),
        }))
    }

    fn call(&mut self, ctx: &mut Context, op: Op, to: Block) -> Result<(), Diagnostic> {
        // A primal substitute runs in the derivative instead.
        let callee = super::substituted(&self.fwd.table, ctx.attr_symbol(op, "callee").expect("verified"));
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let active = operands.iter().any(|o| self.tmap.contains_key(o));
        // `no_diff(g(x))`: every result only detached.
        let detached = ctx.attr(op, "no_diff").is_some()
            || !ctx.results(op).is_empty()
                && ctx.results(op).iter().all(|&r| ctx.uses(r).iter().all(|u| ctx.op_name(u.op) == diff::DETACH.name));
        let carries = ctx.results(op).iter().any(|&r| {
            let t = ctx.value_type(r);
            super::dispatch::carries_derivative(ctx, self.fwd.module, t) && !has_floats(ctx, t)
        });
        if self.fwd.table.contains_key(&callee) && carries && !detached {
            return Err(error_at(
                ctx,
                op,
                "a derivative flowing through an interface value is not supported yet: wrap the call in no_diff(...)",
            ));
        }
        // A non-differentiable call giving nothing that can carry a
        // derivative (an `int` result, no local float memory): primal only,
        // as slangc (its derivative analysis never expects one there).
        let nondiff = !self.fwd.table.contains_key(&callee);
        if nondiff && active && !detached && super::call_may_carry(ctx, op) {
            return Err(Diagnostic::error(
                "E41022",
                ctx.loc(op),
                format!(
                    "@{} is not differentiable but receives a value with a derivative: mark it [Differentiable] \
                     or wrap the call in no_diff(...)",
                    ctx.str(callee)
                ),
            ));
        }
        // A user's forward derivative may give a tangent from inputs that
        // carry none (a derivative the primal's inputs do not determine).
        let custom = self.fwd.table.get(&callee).and_then(|e| e.fwd);
        let sourced = custom.is_some() || self.fwd.sources.contains(&callee);
        let inert = !active && (!sourced || !super::call_may_carry(ctx, op));
        if inert || detached || nondiff || self.fwd.table[&callee].zero || self.fwd.table[&callee].bwd_only {
            let copy = ctx.clone_op(op, &mut self.vmap);
            let name = ctx.str(callee).to_string();
            let attr = ctx.symbol_attr(&name);
            let key = ctx.sym("callee");
            ctx.set_attr(copy, key, attr);
            ctx.insert_op(copy, InsertPoint::End(to));
            // What a call without derivatives writes through its pointer
            // arguments has a zero tangent (`[TreatAsDifferentiable]`
            // included): the shadows are cleared.
            // A type's own `dzero()` defines its zero where it declares one.
            let loc = ctx.loc(op);
            let module = self.fwd.module;
            let mut em = Em::new(ctx, InsertPoint::End(to), loc);
            for &o in &operands {
                let ty = em.ctx().value_type(o);
                if let (Some(sp), TypeKind::Ptr { pointee, .. }) = (self.t(o), em.ctx().type_kind(ty).clone()) {
                    let z = zero_of(&mut em, module, pointee);
                    em.b.op(mem::STORE.name, &[sp, z], &[], &[], 0);
                }
            }
            return Ok(());
        }
        let loc = ctx.loc(op);
        let fop = lookup_func(ctx, self.fwd.module, callee).expect("verified");
        let (params, _) = signature(ctx, fop);
        let mask = self.fwd.diff_params(ctx, callee, &params);
        if let Some(h) = self.fwd.table[&callee].fwd {
            // The user's derivative takes and returns DifferentialPairs.
            let hop = lookup_func(ctx, self.fwd.module, h).expect("verified");
            let (hparams, hres) = signature(ctx, hop);
            let mut em = Em::new(ctx, InsertPoint::End(to), loc);
            let mut args = Vec::new();
            // `inout` pairs: (the primal location, its shadow, the pair variable).
            let mut writes = Vec::new();
            for (k, &o) in operands.iter().enumerate() {
                let pt = hparams.get(k).copied().unwrap_or(em.ctx().value_type(o));
                if super::custom_differential_pair(em.c(), pt, em.c().value_type(o)) {
                    return Err(super::custom_differential_error(em.c(), op));
                }
                if mask[k] && pt != em.ctx().value_type(o) {
                    if let TypeKind::Ptr { pointee: pair, space } = em.ctx().type_kind(pt).clone() {
                        // A location passed for an `inout DifferentialPair`
                        // (a setter's `this`): its value and tangent in a
                        // pair variable, written back after the call.
                        let ot = em.ctx().value_type(o);
                        let held = match em.c().type_kind(ot) {
                            TypeKind::Ptr { pointee, space: s } if *s == space => Some(*pointee),
                            _ => None,
                        };
                        let Some(held) = held.filter(|&h| {
                            let (p, d) = pair_fields(em.c(), pair);
                            p == h && d == h
                        }) else {
                            return Err(error_at(
                                em.ctx(),
                                op,
                                "this inout parameter of a custom derivative is not supported yet",
                            ));
                        };
                        let pv = em.op1(mem::LOAD.name, &[self.v(o)], held);
                        let sp = self.t(o);
                        let dv = match sp {
                            Some(sp) => em.op1(mem::LOAD.name, &[sp], held),
                            None => em.zero(held),
                        };
                        let var = em.op1(mem::VAR.name, &[], pt);
                        let init = em.op1(agg::CONSTRUCT.name, &[pv, dv], pair);
                        em.b.op(mem::STORE.name, &[var, init], &[], &[], 0);
                        args.push(var);
                        writes.push((self.v(o), sp, var, pair, held));
                        continue;
                    }
                    let d = self.tangent_or_zero(&mut em, o);
                    args.push(em.op1(agg::CONSTRUCT.name, &[self.v(o), d], pt));
                } else {
                    args.push(self.v(o));
                }
            }
            let hname = em.ctx().str(h).to_string();
            let callee_attr = em.ctx().symbol_attr(&hname);
            let call = em.b.op(func::CALL.name, &args, &hres, &[("callee", callee_attr)], 0);
            for (p, sp, var, pair, held) in writes {
                let v = em.op1(mem::LOAD.name, &[var], pair);
                let i0 = em.ctx().int_attr(0);
                let pv = em.op1a(agg::EXTRACT.name, &[v], held, &[("index", i0)]);
                em.b.op(mem::STORE.name, &[p, pv], &[], &[], 0);
                if let Some(sp) = sp {
                    let i1 = em.ctx().int_attr(1);
                    let dv = em.op1a(agg::EXTRACT.name, &[v], held, &[("index", i1)]);
                    em.b.op(mem::STORE.name, &[sp, dv], &[], &[], 0);
                }
            }
            self.unpack_result(&mut em, op, call);
            return Ok(());
        }
        let g = self.fwd.function(ctx, callee)?;
        let gop = lookup_func(ctx, self.fwd.module, g).expect("made");
        let (_, gres) = signature(ctx, gop);
        let mut em = Em::new(ctx, InsertPoint::End(to), loc);
        let mut args = Vec::new();
        for (k, &o) in operands.iter().enumerate() {
            args.push(self.v(o));
            if mask[k] {
                let t = self.t(o);
                let ty = em.ctx().value_type(o);
                let d = match (t, em.ctx().type_kind(ty).clone()) {
                    (Some(d), _) => d,
                    (None, TypeKind::Ptr { pointee, .. }) => {
                        // A location without a shadow: a scratch one.
                        let s = em.op1(mem::VAR.name, &[], ty);
                        let z = em.zero(pointee);
                        em.b.op(mem::STORE.name, &[s, z], &[], &[], 0);
                        s
                    }
                    (None, _) => em.zero(ty),
                };
                args.push(d);
            }
        }
        let gname = em.ctx().str(g).to_string();
        let callee_attr = em.ctx().symbol_attr(&gname);
        let call = em.b.op(func::CALL.name, &args, &gres, &[("callee", callee_attr)], 0);
        self.unpack_result(&mut em, op, call);
        Ok(())
    }

    /// Maps `op`'s result to the primal and tangent of `call`'s pair result.
    fn unpack_result(&mut self, em: &mut Em, op: Op, call: Op) {
        let (Some(r), Some(cr)) = (em.c().results(op).first().copied(), em.c().results(call).first().copied()) else {
            return;
        };
        let rt = em.ctx().value_type(r);
        if em.ty(cr) == rt {
            self.vmap.insert(r, cr);
            return;
        }
        let i0 = em.ctx().int_attr(0);
        let i1 = em.ctx().int_attr(1);
        let p = em.op1a(agg::EXTRACT.name, &[cr], rt, &[("index", i0)]);
        let d = em.op1a(agg::EXTRACT.name, &[cr], rt, &[("index", i1)]);
        self.vmap.insert(r, p);
        self.tmap.insert(r, d);
    }

    /// `cf.if` / `cf.loop` / `cf.switch` with tangents beside the primal
    /// results and iteration arguments.
    fn control(&mut self, ctx: &mut Context, op: Op, to: Block) -> Result<(), Diagnostic> {
        let kind = match ctx.op_name(op) {
            "cf.if" => Cf::If,
            "cf.loop" => Cf::Loop,
            _ => Cf::Switch,
        };
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let results: Vec<Value> = ctx.results(op).to_vec();
        let rmask: Vec<bool> = results.iter().map(|&r| has_floats(ctx, ctx.value_type(r))).collect();
        let amask: Vec<bool> = if kind == Cf::Loop {
            operands.iter().map(|&o| has_floats(ctx, ctx.value_type(o))).collect()
        } else {
            Vec::new()
        };
        let loc = ctx.loc(op);
        let mut em = Em::new(ctx, InsertPoint::End(to), loc);
        let mut new_operands: Vec<Value> = operands.iter().map(|&o| self.v(o)).collect();
        for (k, &o) in operands.iter().enumerate() {
            if amask.get(k).copied().unwrap_or(false) {
                new_operands.push(self.tangent_or_zero(&mut em, o));
            }
        }
        let mut rtypes: Vec<Type> = results.iter().map(|&r| ctx.value_type(r)).collect();
        for (k, &r) in results.iter().enumerate() {
            if rmask[k] {
                rtypes.push(ctx.value_type(r));
            }
        }
        let attrs = ctx.attrs(op).to_vec();
        let nregions = ctx.regions(op).len();
        let new = ctx.create_op(ctx.op_kind_of(op), &new_operands, &rtypes, &attrs, 0, loc);
        ctx.insert_op(new, InsertPoint::End(to));
        self.targets.push(Target { kind, results: rmask.clone(), args: amask.clone() });
        for i in 0..nregions {
            let from = ctx.body(op, i);
            let block = ctx.add_region(new);
            let fargs: Vec<Value> = ctx.block_args(from).to_vec();
            let mut tangents = Vec::new();
            for (k, &a) in fargs.iter().enumerate() {
                let na = ctx.add_block_arg(block, ctx.value_type(a));
                self.vmap.insert(a, na);
                if amask.get(k).copied().unwrap_or(false) {
                    tangents.push(a);
                }
            }
            for a in tangents {
                let ta = ctx.add_block_arg(block, ctx.value_type(a));
                self.tmap.insert(a, ta);
            }
            self.block(ctx, from, block)?;
        }
        self.targets.pop();
        let nres: Vec<Value> = ctx.results(new).to_vec();
        let mut k = results.len();
        for (i, &r) in results.iter().enumerate() {
            self.vmap.insert(r, nres[i]);
            if rmask[i] {
                self.tmap.insert(r, nres[k]);
                k += 1;
            }
        }
        Ok(())
    }
}

/// The function `@S.dzero` a struct `S` declares as its differential zero
/// (`static Differential dzero()` returning `S`), if any.
fn custom_dzero(ctx: &Context, module: Op, ty: Type) -> Option<String> {
    let TypeKind::Struct { name, .. } = ctx.type_kind(ty) else { return None };
    let want = format!("{}.dzero", ctx.str(*name));
    let fkind = ctx.kind(func::FUNC.name);
    ctx.iter_block(ctx.body(module, 0)).find_map(|op| {
        let sym = ctx.attr_symbol(op, "sym")?;
        let f = ctx.attr_type(op, "type")?;
        let returns_ty = matches!(ctx.type_kind(f), TypeKind::Function { params, results }
            if params.is_empty() && results.as_slice() == [ty]);
        (ctx.is(op, fkind) && ctx.str(sym) == want && returns_ty).then(|| want.clone())
    })
}

/// The differential zero of `ty`: its `dzero()` where it declares one.
fn zero_of(em: &mut Em, module: Op, ty: Type) -> Value {
    match custom_dzero(em.ctx(), module, ty) {
        Some(f) => {
            let callee = em.ctx().symbol_attr(&f);
            let call = em.b.op(func::CALL.name, &[], &[ty], &[("callee", callee)], 0);
            em.ctx().result(call, 0)
        }
        None => em.zero(ty),
    }
}
