//! Deep copies of IR through a value map (what an inliner or a loop
//! unroller needs).

use crate::{Block, Context, Op, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Maps values of copied IR to their copies. A value missing from the map
/// is used as it is: it is defined outside the IR being copied.
pub type ValueMap = FxHashMap<Value, Value>;

impl Context {
    /// Deep-copies `op` into a new detached op: same kind, attributes,
    /// location and name hints, operands looked up in `map`, and copies of
    /// its regions. The copy's results and block arguments are added to
    /// `map`, so copying the ops of a block one after another in order
    /// keeps every use pointing at the copy of its definition.
    pub fn clone_op(&mut self, op: Op, map: &mut ValueMap) -> Op {
        let operands: SmallVec<[Value; 4]> =
            self.ops[op].operands.iter().map(|v| map.get(v).copied().unwrap_or(*v)).collect();
        let result_types = self.result_types(op);
        let attrs = self.ops[op].attrs.clone();
        let copy = self.create_op(self.ops[op].kind, &operands, &result_types, &attrs, 0, self.ops[op].loc);
        for i in 0..result_types.len() {
            let (old, new) = (self.ops[op].results[i], self.ops[copy].results[i]);
            self.values[new].name = self.values[old].name;
            map.insert(old, new);
        }
        for i in 0..self.ops[op].regions.len() {
            let from = self.regions[self.ops[op].regions[i]].block;
            let to = self.add_region(copy);
            self.clone_block_contents(from, to, map);
        }
        copy
    }

    /// Appends copies of `from`'s block arguments and ops to `to` (see
    /// [`Context::clone_op`]).
    pub fn clone_block_contents(&mut self, from: Block, to: Block, map: &mut ValueMap) {
        for i in 0..self.blocks[from].args.len() {
            let old = self.blocks[from].args[i];
            let new = self.add_block_arg(to, self.values[old].ty);
            self.values[new].name = self.values[old].name;
            map.insert(old, new);
        }
        let mut cur = self.blocks[from].first;
        while let Some(o) = cur {
            let copy = self.clone_op(o, map);
            self.insert_op(copy, crate::InsertPoint::End(to));
            cur = self.ops[o].next;
        }
    }
}
