//! `symbol-dce`: deletes private functions that nothing live refers to.
//!
//! The live symbols are found by a graph search: the roots are every op of
//! the module's body except private `func.func`s (public functions, and
//! any other top-level op, which might be an entry point or a global);
//! from a live op, every symbol named by an attribute of it or of an op
//! nested in it (a `func.call`'s `callee`, or any other reference) is live.
//! Each op is walked at most once, so the search is linear in the module.
//! Private functions never reached are deleted, unreachable cycles of
//! private functions included.
//!
//! Correct because a private function is only entered through a reference
//! to its symbol from inside the module: one that no live op names can
//! never run. Treating every symbol attribute as a reference (not only
//! call targets) keeps functions that are referred to in other ways.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::func;
use nsl_dialects::invariants::{NO_DEAD_PURE_OPS, NO_PROMOTABLE_VARS};
use nsl_ir::attr::AttrKind;
use nsl_ir::language::Invariant;
use nsl_ir::{Attr, Context, Diagnostic, Op, Sym, SymbolTable, Traits};
use rustc_hash::FxHashSet;

pub static INFO: PassInfo = PassInfo {
    name: "symbol-dce",
    summary: "Delete private functions unreachable from public ones",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SymbolDce)),
};

struct SymbolDce;

impl Pass for SymbolDce {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only deletes symbols no one names.
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        nsl_ir::Language::all(ctx)
    }
    /// Deleting whole functions changes nothing inside the others.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_DEAD_PURE_OPS,
            NO_PROMOTABLE_VARS,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let func_kind = ctx.kind(func::FUNC.name);
        let top_level = ctx.block_ops(ctx.body(module, 0));
        let is_private_func = |ctx: &Context, op: Op| ctx.is(op, func_kind) && !func::is_public(ctx, op);
        let live = live_ops(ctx, module);
        for op in top_level {
            if !live.contains(&op) && is_private_func(ctx, op) {
                stats.add("functions-deleted", 1);
                stats.add("ops-deleted", ctx.count_ops(op) as u64);
                ctx.erase_op(op);
            }
        }
        Ok(())
    }
}

/// The live top-level ops of `module`: every op of its body but private
/// functions, and what a live op names (transitively). A private function
/// outside it never runs.
pub fn live_ops(ctx: &Context, module: Op) -> FxHashSet<Op> {
    let func_kind = ctx.kind(func::FUNC.name);
    let is_private_func = |ctx: &Context, op: Op| ctx.is(op, func_kind) && !func::is_public(ctx, op);
    let table = SymbolTable::build(ctx, module);
    let mut live: FxHashSet<Op> = FxHashSet::default();
    let mut worklist: Vec<Op> =
        ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&op| !is_private_func(ctx, op)).collect();
    live.extend(worklist.iter().copied());
    let mut referenced = Vec::new();
    while let Some(op) = worklist.pop() {
        collect_references(ctx, op, &mut referenced);
        ctx.walk_nested(op, &mut |inner| collect_references(ctx, inner, &mut referenced));
        for sym in referenced.drain(..) {
            if let Some(target) = table.lookup(sym) {
                if live.insert(target) {
                    worklist.push(target);
                }
            }
        }
    }
    live
}

/// Pushes the symbols `op` refers to: those in its attributes, except the
/// `sym` attribute by which a symbol op names itself.
fn collect_references(ctx: &Context, op: Op, out: &mut Vec<Sym>) {
    let defines_symbol = ctx.has_trait(op, Traits::SYMBOL);
    for &(name, attr) in ctx.attrs(op) {
        if !(defines_symbol && ctx.str(name) == "sym") {
            collect_symbols(ctx, attr, out);
        }
    }
}

fn collect_symbols(ctx: &Context, attr: Attr, out: &mut Vec<Sym>) {
    match ctx.attr_kind(attr) {
        AttrKind::Symbol(s) => out.push(*s),
        AttrKind::Array(items) => items.iter().for_each(|&a| collect_symbols(ctx, a, out)),
        _ => {}
    }
}
