//! Which `spv.global_var`s each function reaches: those it names itself
//! (`spv.addr`, or `spv.handle` for a texture or sampler) and those the
//! functions it calls reach. Calls are acyclic, as in every shading
//! language, so a fixpoint over the call lists closes the sets.

use nsl_dialects::func;
use nsl_ir::{Context, Op, Sym};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};

/// Every function of `module` (by symbol) with the globals it reaches.
pub fn by_function(ctx: &Context, module: Op) -> FxHashMap<Sym, FxHashSet<Sym>> {
    let addr = ctx.kind(spv::ADDR.name);
    let handle = ctx.kind(spv::HANDLE.name);
    let call = ctx.kind(func::CALL.name);
    let mut uses: FxHashMap<Sym, FxHashSet<Sym>> = FxHashMap::default();
    let mut calls: Vec<(Sym, Vec<Sym>)> = Vec::new();
    for op in ctx.block_ops(ctx.body(module, 0)) {
        if ctx.op_name(op) != func::FUNC.name {
            continue;
        }
        let Some(name) = ctx.attr_symbol(op, "sym") else { continue };
        let (mut own, mut callees) = (FxHashSet::default(), Vec::new());
        for inner in ctx.nested_ops(op) {
            if ctx.is(inner, addr) || ctx.is(inner, handle) {
                own.extend(ctx.attr_symbol(inner, "var"));
            } else if ctx.is(inner, call) {
                callees.extend(ctx.attr_symbol(inner, "callee"));
            }
        }
        uses.insert(name, own);
        calls.push((name, callees));
    }
    loop {
        let mut changed = false;
        for (name, callees) in &calls {
            let add: Vec<Sym> = callees.iter().flat_map(|c| uses.get(c).into_iter().flatten().copied()).collect();
            let set = uses.get_mut(name).expect("every function has a use set");
            for v in add {
                changed |= set.insert(v);
            }
        }
        if !changed {
            return uses;
        }
    }
}
