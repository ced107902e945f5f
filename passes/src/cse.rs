//! `cse`: common subexpression elimination over structured regions.
//!
//! A pure op without regions is removed when an earlier op that dominates
//! it computes the same thing: same kind, same operands (in either order
//! for a commutative binary op), same attributes and same result types.
//! Its results are replaced by the earlier op's.
//!
//! Dominance in structured IR is scoping: an op dominates the ops after it
//! in its block and everything nested in them. The walk keeps one hash
//! table from op keys to the first op seen with that key, plus a log of the
//! keys each block added; leaving a block removes its keys, so an op in one
//! arm of a `cf.if` never replaces one in the other arm, while ops before a
//! `cf.if` or `cf.loop` replace duplicates inside it. Regions of isolated
//! ops start with an empty table. Each op is hashed once: linear time.
//!
//! Correct because a pure op's results depend on nothing but its operands
//! and attributes, and the earlier op's results are available (dominate)
//! wherever the later op's were used. Ops sensitive to convergence (wave
//! ops, derivatives) are left alone: the same operands may give different
//! results at different points of control flow.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::invariants::{NO_DEAD_PURE_OPS, NO_PROMOTABLE_VARS};
use nsl_ir::language::Invariant;
use nsl_ir::{Attr, Block, Context, Diagnostic, Op, OpKind, Sym, Traits, Type, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

pub static INFO: PassInfo = PassInfo {
    name: "cse",
    summary: "Replace pure ops by identical dominating ones",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Cse)),
};

struct Cse;

impl Pass for Cse {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: equal ops are equal whatever their types.
    fn accepts(&self, ctx: &nsl_ir::Context) -> nsl_ir::Language {
        nsl_ir::Language::all(ctx)
    }
    /// Removing a duplicate leaves its operands used by the op it
    /// duplicates, and leaves every variable with uses of the same kinds.
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
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        stats.add("ops-eliminated", eliminate_in(ctx, func));
        Ok(())
    }
}

/// What makes two pure ops compute the same values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct OpKey {
    kind: OpKind,
    operands: SmallVec<[Value; 3]>,
    attrs: SmallVec<[(Sym, Attr); 2]>,
    types: SmallVec<[Type; 2]>,
}

/// Eliminates common subexpressions in the regions of `root`, with an
/// empty table; returns how many ops were removed.
fn eliminate_in(ctx: &mut Context, root: Op) -> u64 {
    let mut scopes = ScopedTable::default();
    for i in 0..ctx.regions(root).len() {
        scopes.block(ctx, ctx.body(root, i));
    }
    scopes.eliminated
}

#[derive(Default)]
struct ScopedTable {
    available: FxHashMap<OpKey, Op>,
    /// Keys added to `available`, in order, to undo when leaving blocks.
    added: Vec<OpKey>,
    eliminated: u64,
}

impl ScopedTable {
    fn block(&mut self, ctx: &mut Context, block: Block) {
        let scope_start = self.added.len();
        let mut cur = ctx.first_op(block);
        while let Some(op) = cur {
            cur = ctx.next_op(op);
            self.op(ctx, op);
        }
        for key in self.added.drain(scope_start..) {
            self.available.remove(&key);
        }
    }

    fn op(&mut self, ctx: &mut Context, op: Op) {
        if let Some(key) = key_of(ctx, op) {
            match self.available.get(&key) {
                Some(&earlier) => {
                    for i in 0..ctx.results(op).len() {
                        let (old, new) = (ctx.result(op, i), ctx.result(earlier, i));
                        ctx.replace_all_uses(old, new);
                    }
                    ctx.erase_op(op);
                    self.eliminated += 1;
                }
                None => {
                    self.available.insert(key.clone(), op);
                    self.added.push(key);
                }
            }
        } else if ctx.has_trait(op, Traits::ISOLATED_FROM_ABOVE) {
            self.eliminated += eliminate_in(ctx, op);
        } else {
            for i in 0..ctx.regions(op).len() {
                self.block(ctx, ctx.body(op, i));
            }
        }
    }
}

/// The key of an op CSE may remove, or `None` for ops it keeps.
fn key_of(ctx: &Context, op: Op) -> Option<OpKey> {
    let schema = ctx.schema(op);
    let eligible = schema.has(Traits::PURE)
        && !schema.has(Traits::CONVERGENCE_SENSITIVE)
        && ctx.regions(op).is_empty()
        && !ctx.results(op).is_empty();
    if !eligible {
        return None;
    }
    let mut operands: SmallVec<[Value; 3]> = SmallVec::from_slice(ctx.operands(op));
    if schema.has(Traits::COMMUTATIVE) && operands.len() == 2 {
        operands.sort_unstable();
    }
    let mut attrs: SmallVec<[(Sym, Attr); 2]> = SmallVec::from_slice(ctx.attrs(op));
    attrs.sort_unstable();
    Some(OpKey { kind: ctx.op_kind_of(op), operands, attrs, types: ctx.result_types(op) })
}
