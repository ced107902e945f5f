//! `private-to-local`: a `private` `spv.global_var` that only one entry
//! point's function touches, and only by whole loads and stores, becomes a
//! local `mem.var` of that function (so `mem2reg` promotes it).
//!
//! A variable qualifies when every `spv.addr` naming it lies in a single
//! function that some `spv.entry_point` names and no `func.call` calls,
//! and every use of those addresses is a `mem.load` or the pointer of a
//! `mem.store`; its initial value (`init`), when it has one, must read back
//! as a constant of its type. The `mem.var` goes first in the function,
//! followed by a store of the initial value (a `mem.var` starts zeroed, as
//! a private variable without `init` does); the addresses become the
//! variable's pointer and the global is deleted.
//!
//! Correct because private storage is per invocation and an entry point's
//! function runs exactly once per invocation, from its start, when the
//! variable holds its initial value; nothing else reads or writes it (no
//! other function names it, and its address never escapes a load or
//! store), so a local holding the same values at every point is
//! indistinguishable.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, func, mem};
use nsl_ir::interp::value_from_attr;
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Sym, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

pub static INFO: PassInfo = PassInfo {
    name: "private-to-local",
    summary: "Turn private globals only an entry point's function loads and stores into its local variables",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(PrivateToLocal)),
};

struct PrivateToLocal;

impl Pass for PrivateToLocal {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    /// Globals become locals of the same types; no block memory, binding
    /// or layout changes.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves());
        output.ops.extend([mem::VAR.name, mem::STORE.name, arith::CONST.name]);
        output
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let (global_kind, addr_kind, entry_kind, call_kind, func_kind) = (
            ctx.kind(nsl_spirv::dialect::GLOBAL_VAR.name),
            ctx.kind(nsl_spirv::dialect::ADDR.name),
            ctx.kind(nsl_spirv::dialect::ENTRY_POINT.name),
            ctx.kind(func::CALL.name),
            ctx.kind(func::FUNC.name),
        );
        let (load, store) = (ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
        let top = ctx.block_ops(ctx.body(module, 0));
        let mut entries: FxHashSet<Sym> = FxHashSet::default();
        let mut called: FxHashSet<Sym> = FxHashSet::default();
        let mut privates: FxHashMap<Sym, Op> = FxHashMap::default();
        for &op in &top {
            if ctx.is(op, entry_kind) {
                entries.extend(ctx.attr_symbol(op, "func"));
            } else if ctx.is(op, global_kind) && ctx.attr_str(op, "storage") == Some("private") {
                privates.extend(ctx.attr_symbol(op, "sym").map(|s| (s, op)));
            }
        }
        // Per private global: the addresses naming it and the function
        // holding them (None: several functions, or an unsuitable use).
        let mut addrs: FxHashMap<Sym, (Option<Op>, Vec<Op>)> = FxHashMap::default();
        for &f in &top {
            if !ctx.is(f, func_kind) {
                continue;
            }
            for op in ctx.nested_ops(f) {
                if ctx.is(op, call_kind) {
                    called.extend(ctx.attr_symbol(op, "callee"));
                } else if ctx.is(op, addr_kind) {
                    let Some(var) = ctx.attr_symbol(op, "var").filter(|v| privates.contains_key(v)) else { continue };
                    let r = ctx.result(op, 0);
                    let whole = ctx.uses(r).iter().all(|u| ctx.is(u.op, load) || (ctx.is(u.op, store) && u.index == 0));
                    let entry = addrs.entry(var).or_insert((Some(f), Vec::new()));
                    if entry.0 != Some(f) || !whole {
                        entry.0 = None;
                    }
                    entry.1.push(op);
                }
            }
        }
        // Globals named elsewhere (outside functions) stay.
        let mut named_outside: FxHashSet<Sym> = FxHashSet::default();
        for &op in &top {
            if !ctx.is(op, func_kind) && !ctx.is(op, global_kind) {
                for &(_, attr) in ctx.attrs(op) {
                    if let nsl_ir::attr::AttrKind::Symbol(s) = ctx.attr_kind(attr) {
                        named_outside.insert(*s);
                    }
                }
            }
        }
        let mut vars: Vec<(Sym, Op, Op, Vec<Op>)> = Vec::new();
        for (var, (f, ops)) in addrs {
            let Some(f) = f else { continue };
            let name = ctx.attr_symbol(f, "sym");
            if name.is_none_or(|n| !entries.contains(&n) || called.contains(&n)) || named_outside.contains(&var) {
                continue;
            }
            vars.push((var, privates[&var], f, ops));
        }
        vars.sort_by_key(|v| v.1);
        for (_, global, f, ops) in vars {
            let Some(ty) = ctx.attr_type(global, "type") else { continue };
            let init = ctx.attr(global, "init");
            if init.is_some_and(|a| value_from_attr(ctx, a, ty).is_none()) {
                continue;
            }
            let local = make_local(ctx, f, ty, init, ctx.loc(global));
            for a in ops {
                let r = ctx.result(a, 0);
                ctx.replace_all_uses(r, local);
                ctx.erase_op(a);
            }
            ctx.erase_op(global);
            stats.add("globals-made-local", 1);
        }
        Ok(())
    }
}

/// A zeroed `mem.var` of `ty` at the start of `f`, then a store of `init`.
fn make_local(ctx: &mut Context, f: Op, ty: Type, init: Option<nsl_ir::Attr>, loc: nsl_ir::Loc) -> Value {
    let body = ctx.body(f, 0);
    let ptr = ctx.ptr_type(ty, nsl_ir::AddressSpace::Function);
    let mut b = Builder::new(ctx, InsertPoint::Start(body));
    b.loc = loc;
    let var = b.value(mem::VAR.name, &[], ptr, &[]);
    if let Some(init) = init {
        let c = b.value(arith::CONST.name, &[], ty, &[("value", init)]);
        b.op(mem::STORE.name, &[var, c], &[], &[], 0);
    }
    var
}
