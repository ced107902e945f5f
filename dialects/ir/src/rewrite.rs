//! The rewriter: IR mutation that records whether anything changed, so the
//! pass manager can report `--print-ir-after-change` and statistics.

use crate::context::InsertPoint;
use crate::{Attr, Context, Loc, Op, Sym, Type, Value};

/// A canonicalization hook declared on an op schema: simplify `op` in
/// place (replace it, erase it, rewrite operands) and return whether it
/// changed anything. Hooks must only touch `op`, its results' uses, and new
/// ops inserted before it.
pub type CanonicalizeFn = fn(&mut Rewriter, Op) -> bool;

pub struct Rewriter<'c> {
    pub ctx: &'c mut Context,
    changes: usize,
}

impl<'c> Rewriter<'c> {
    pub fn new(ctx: &'c mut Context) -> Rewriter<'c> {
        Rewriter { ctx, changes: 0 }
    }
    /// Number of mutations performed so far.
    pub fn changes(&self) -> usize {
        self.changes
    }
    pub fn note_change(&mut self) {
        self.changes += 1;
    }

    /// Replaces every result of `op` with `values` and erases `op`.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results = self.ctx.results(op).to_vec();
        debug_assert_eq!(results.len(), values.len());
        for (r, &v) in results.into_iter().zip(values) {
            self.ctx.replace_all_uses(r, v);
        }
        self.ctx.erase_op(op);
        self.changes += 1;
    }

    pub fn erase_op(&mut self, op: Op) {
        self.ctx.erase_op(op);
        self.changes += 1;
    }

    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        if old != new && self.ctx.has_uses(old) {
            self.ctx.replace_all_uses(old, new);
            self.changes += 1;
        }
    }

    pub fn set_operand(&mut self, op: Op, index: usize, v: Value) {
        if self.ctx.operand(op, index) != v {
            self.ctx.set_operand(op, index, v);
            self.changes += 1;
        }
    }

    /// Creates an op by name immediately before `anchor`, with `anchor`'s location.
    pub fn create_before(
        &mut self,
        anchor: Op,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(Sym, Attr)],
    ) -> Op {
        let kind = self.ctx.kind(name);
        let loc: Loc = self.ctx.loc(anchor);
        let op = self.ctx.create_op(kind, operands, result_types, attrs, 0, loc);
        self.ctx.insert_op(op, InsertPoint::Before(anchor));
        self.changes += 1;
        op
    }

    /// Moves the ops of region `region_index` of `op` to just before `op`,
    /// mapping the region's block arguments to `args`. The region's
    /// terminator is left for the caller (returned), still in place.
    pub fn inline_region_before(&mut self, op: Op, region_index: usize, args: &[Value]) -> Option<Op> {
        let block = self.ctx.body(op, region_index);
        let block_args = self.ctx.block_args(block).to_vec();
        for (a, &v) in block_args.into_iter().zip(args) {
            self.ctx.replace_all_uses(a, v);
        }
        let ops = self.ctx.block_ops(block);
        let terminator = ops.last().copied().filter(|&t| self.ctx.has_trait(t, crate::Traits::TERMINATOR));
        for o in ops {
            if Some(o) == terminator {
                continue;
            }
            self.ctx.detach_op(o);
            self.ctx.insert_op(o, InsertPoint::Before(op));
        }
        self.changes += 1;
        terminator
    }
}
