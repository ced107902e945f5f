//! The op builder: creates ops at an insertion point.

use crate::context::InsertPoint;
use crate::{Attr, Block, Context, Loc, Op, OpKind, Sym, Type, Value};

/// Builds ops into a block at a moving insertion point.
pub struct Builder<'c> {
    pub ctx: &'c mut Context,
    pub ip: InsertPoint,
    pub loc: Loc,
}

impl<'c> Builder<'c> {
    pub fn new(ctx: &'c mut Context, ip: InsertPoint) -> Builder<'c> {
        Builder { ctx, ip, loc: Loc::UNKNOWN }
    }
    pub fn at_end(ctx: &'c mut Context, block: Block) -> Builder<'c> {
        Self::new(ctx, InsertPoint::End(block))
    }
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// Creates an op and inserts it; later ops go after it.
    pub fn build(
        &mut self,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(Sym, Attr)],
        num_regions: usize,
    ) -> Op {
        let op = self.ctx.create_op(kind, operands, result_types, attrs, num_regions, self.loc);
        self.ctx.insert_op(op, self.ip);
        // Keep building in order: after `op`, unless appending to a block end.
        match self.ip {
            InsertPoint::End(_) | InsertPoint::Before(_) => {}
            InsertPoint::Start(_) | InsertPoint::After(_) => self.ip = InsertPoint::After(op),
        }
        op
    }

    /// Builds a single-result op by name and returns its result.
    pub fn value(&mut self, name: &str, operands: &[Value], ty: Type, attrs: &[(&str, Attr)]) -> Value {
        let kind = self.ctx.kind(name);
        let attrs: Vec<(Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.build(kind, operands, &[ty], &attrs, 0);
        self.ctx.result(op, 0)
    }

    /// Builds an op by name with any shape.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(&str, Attr)],
        num_regions: usize,
    ) -> Op {
        let kind = self.ctx.kind(name);
        let attrs: Vec<(Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        self.build(kind, operands, result_types, &attrs, num_regions)
    }
}
