//! `mem2reg`: promotes local variables to SSA values through structured
//! control flow.
//!
//! The promoted variables are exactly those of
//! [`nsl_dialects::invariants::promotable_vars`]: `mem.var`s only loaded
//! from and stored to directly, of a type with a constant form or an
//! interface type (its zero: the zero of the type with id 0, packed), never
//! accessed inside an op with regions other than `cf.if` / `cf.loop` /
//! `cf.switch` (such ops are walked through, for the variables declared
//! inside them).
//!
//! First, for every structured op `T`, the pass finds the promoted
//! variables declared outside `T` and stored to inside it: the values `T`
//! must carry out. Walking up from each store to the variable's block
//! finds them, and the walk stops at the first op that already has the
//! variable, so the cost is the number of values carried plus the number
//! of stores.
//!
//! Then it walks the function in order, keeping the current SSA value of
//! each variable in scope: at its `mem.var`, an `arith.const` of the zero
//! value (what the variable starts as); at a `mem.store`, the stored
//! value; a `mem.load` is replaced by the current value. Values leave a
//! structured op `T` as new results:
//!
//! - `cf.if`: each arm's `cf.yield` passes the carried values;
//! - `cf.loop`: the values at entry become new operands, the body sees
//!   them as new block arguments, each `cf.continue` passes the values for
//!   the next iteration, and each `cf.break` out of the loop passes the
//!   values after it;
//! - `cf.switch`: each `cf.break` out of the switch passes the values;
//! - `func.return` (and any other terminator, such as a discard, that
//!   leaves the function) needs nothing: variables die with the function.
//!
//! Every exit is found wherever it is nested, by keeping the stack of
//! enclosing breakable and loop ops, and passes the values current at that
//! point, which are the variables' contents when control leaves there.
//! Values assigned inside a region are undone when the walk leaves it (a
//! log of assignments), so each arm starts from the values at the op's
//! entry. After `T`, its new results are the current values. Variables
//! declared inside a loop body are not carried: each iteration runs the
//! `mem.var` again, starting from zero, as the interpreter does.
//!
//! Correct because the walk follows the order in which structured control
//! flow can run: at every load, the current value is the value of the last
//! store on every path reaching it (or the initial zero), since each path
//! into a region starts from the values of its entry (arms, loop entry via
//! the new operands, later iterations via `cf.continue`) and each path out
//! of a structured op delivers the values of its exit point as that op's
//! new results.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::invariants::{promotable_vars, NO_PROMOTABLE_VARS};
use nsl_dialects::{arith, cf, mem};
use nsl_ir::interp::{attr_from_value, zero_value};
use nsl_ir::{Block, Context, Diagnostic, InsertPoint, Language, Op, OpKind, Traits, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "mem2reg",
    summary: "Promote local variables that are only loaded and stored to SSA values",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Mem2Reg)),
};

struct Mem2Reg;

impl Pass for Mem2Reg {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    /// Only function variables go; their values keep their types.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves()).with_invariant(NO_PROMOTABLE_VARS);
        output.ops.insert(arith::CONST.name);
        output
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let vars = promotable_vars(ctx, func);
        if vars.is_empty() {
            return Ok(());
        }
        let mut promoter = Promoter::new(ctx, vars);
        promoter.block(ctx, ctx.body(func, 0));
        promoter.finish(ctx, stats);
        Ok(())
    }
}

#[derive(Copy, Clone)]
struct Kinds {
    var: OpKind,
    load: OpKind,
    store: OpKind,
    if_: OpKind,
    loop_: OpKind,
    switch: OpKind,
    yield_: OpKind,
    break_: OpKind,
    continue_: OpKind,
    const_: OpKind,
}

struct Promoter {
    kinds: Kinds,
    /// The promoted `mem.var`s, by variable index (pre-order).
    vars: Vec<Op>,
    /// The variable index of each promoted `mem.var`.
    var_index: FxHashMap<Op, u32>,
    pointee: Vec<Type>,
    /// The variables each structured op carries out, by increasing index.
    carried: FxHashMap<Op, Vec<u32>>,
    /// The current value of each variable in scope.
    current: Vec<Option<Value>>,
    /// Assignments to `current`, with the value each replaced, for undo.
    log: Vec<(u32, Option<Value>)>,
    /// Enclosing breakable ops and loops, innermost last.
    breakable: Vec<Op>,
    loops: Vec<Op>,
    zero_constants: Vec<Op>,
    loads_replaced: u64,
    stores_removed: u64,
    values_carried: u64,
}

impl Promoter {
    fn new(ctx: &Context, vars: Vec<Op>) -> Promoter {
        let kinds = Kinds {
            var: ctx.kind(mem::VAR.name),
            load: ctx.kind(mem::LOAD.name),
            store: ctx.kind(mem::STORE.name),
            if_: ctx.kind(cf::IF.name),
            loop_: ctx.kind(cf::LOOP.name),
            switch: ctx.kind(cf::SWITCH.name),
            yield_: ctx.kind(cf::YIELD.name),
            break_: ctx.kind(cf::BREAK.name),
            continue_: ctx.kind(cf::CONTINUE.name),
            const_: ctx.kind(arith::CONST.name),
        };
        let var_index = vars.iter().enumerate().map(|(i, &v)| (v, i as u32)).collect();
        let pointee = vars
            .iter()
            .map(|&v| match *ctx.type_kind(ctx.value_type(ctx.result(v, 0))) {
                TypeKind::Ptr { pointee, .. } => pointee,
                _ => unreachable!("promotable_vars only returns variables of pointer type"),
            })
            .collect();
        let mut promoter = Promoter {
            kinds,
            current: vec![None; vars.len()],
            vars,
            var_index,
            pointee,
            carried: FxHashMap::default(),
            log: Vec::new(),
            breakable: Vec::new(),
            loops: Vec::new(),
            zero_constants: Vec::new(),
            loads_replaced: 0,
            stores_removed: 0,
            values_carried: 0,
        };
        promoter.find_carried(ctx);
        promoter
    }

    /// Fills `carried`: walks up from each store to its variable's block.
    /// Variables are visited in index order, so each list grows in order
    /// and "already carries it" is a look at its last entry.
    fn find_carried(&mut self, ctx: &Context) {
        for (index, &var) in self.vars.iter().enumerate() {
            let index = index as u32;
            let home = ctx.parent_block(var);
            let ptr = ctx.result(var, 0);
            for store in ctx.uses(ptr).iter().map(|u| u.op).filter(|&o| ctx.is(o, self.kinds.store)) {
                let mut cur = store;
                while ctx.parent_block(cur) != home {
                    let Some(parent) = ctx.parent_op(cur) else { break };
                    let list = self.carried.entry(parent).or_default();
                    if list.last() == Some(&index) {
                        break;
                    }
                    list.push(index);
                    cur = parent;
                }
            }
        }
    }

    /// The promoted variable `ptr` points to, if any.
    fn var_of(&self, ctx: &Context, ptr: Value) -> Option<u32> {
        self.var_index.get(&ctx.defining_op(ptr)?).copied()
    }

    fn value_of(&self, var: u32) -> Value {
        self.current[var as usize].expect("a variable's mem.var dominates its loads, stores and carriers")
    }

    fn assign(&mut self, var: u32, value: Value) {
        let old = self.current[var as usize].replace(value);
        self.log.push((var, old));
    }

    /// Undoes the assignments made since the log had length `mark`.
    fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            let (var, old) = self.log.pop().expect("longer than mark");
            self.current[var as usize] = old;
        }
    }

    /// Runs `block` and then forgets what it assigned.
    fn scoped_block(&mut self, ctx: &mut Context, block: Block) {
        let mark = self.log.len();
        self.block(ctx, block);
        self.undo_to(mark);
    }

    fn block(&mut self, ctx: &mut Context, block: Block) {
        let mut cur = ctx.first_op(block);
        while let Some(op) = cur {
            cur = ctx.next_op(op);
            self.op(ctx, op);
        }
    }

    fn op(&mut self, ctx: &mut Context, op: Op) {
        let kind = ctx.op_kind_of(op);
        let k = self.kinds;
        if kind == k.var {
            if let Some(var) = self.var_of(ctx, ctx.result(op, 0)) {
                let zero = self.zero_constant(ctx, op, var);
                self.assign(var, zero);
            }
        } else if kind == k.load {
            if let Some(var) = self.var_of(ctx, ctx.operand(op, 0)) {
                ctx.replace_all_uses(ctx.result(op, 0), self.value_of(var));
                ctx.erase_op(op);
                self.loads_replaced += 1;
            }
        } else if kind == k.store {
            if let Some(var) = self.var_of(ctx, ctx.operand(op, 0)) {
                self.assign(var, ctx.operand(op, 1));
                ctx.erase_op(op);
                self.stores_removed += 1;
            }
        } else if kind == k.if_ || kind == k.switch {
            let results = self.add_carried_results(ctx, op);
            self.nested(ctx, op);
            self.assign_carried(op, &results);
        } else if kind == k.loop_ {
            self.loop_(ctx, op);
        } else if kind == k.yield_ {
            self.pass_carried(ctx, op, ctx.parent_op(op));
        } else if kind == k.break_ {
            self.pass_carried(ctx, op, self.breakable.last().copied());
        } else if kind == k.continue_ {
            self.pass_carried(ctx, op, self.loops.last().copied());
        } else if !ctx.regions(op).is_empty() {
            self.nested(ctx, op);
        }
    }

    /// Walks each region of `op` from the values at its entry, with `op`
    /// on the stacks of exit targets it belongs to.
    fn nested(&mut self, ctx: &mut Context, op: Op) {
        let breakable = ctx.has_trait(op, Traits::BREAKABLE);
        let is_loop = ctx.has_trait(op, Traits::LOOP);
        if breakable {
            self.breakable.push(op);
        }
        if is_loop {
            self.loops.push(op);
        }
        for i in 0..ctx.regions(op).len() {
            self.scoped_block(ctx, ctx.body(op, i));
        }
        if breakable {
            self.breakable.pop();
        }
        if is_loop {
            self.loops.pop();
        }
    }

    /// A `cf.loop`: the carried values enter as operands and block
    /// arguments and leave as results.
    fn loop_(&mut self, ctx: &mut Context, op: Op) {
        let carried = self.carried.get(&op).cloned().unwrap_or_default();
        let body = ctx.body(op, 0);
        let mut args = Vec::with_capacity(carried.len());
        for &var in &carried {
            ctx.add_operand(op, self.value_of(var));
            let arg = ctx.add_block_arg(body, self.pointee[var as usize]);
            self.name_like_var(ctx, arg, var);
            args.push(arg);
        }
        let results = self.add_carried_results(ctx, op);
        let mark = self.log.len();
        self.assign_carried(op, &args);
        self.nested(ctx, op);
        self.undo_to(mark);
        self.assign_carried(op, &results);
    }

    /// Adds a result to `op` for each variable it carries out.
    fn add_carried_results(&mut self, ctx: &mut Context, op: Op) -> Vec<Value> {
        let Some(carried) = self.carried.get(&op) else { return Vec::new() };
        let mut results = Vec::with_capacity(carried.len());
        for &var in carried {
            let r = ctx.add_result(op, self.pointee[var as usize]);
            self.name_like_var(ctx, r, var);
            results.push(r);
        }
        self.values_carried += carried.len() as u64;
        results
    }

    /// Makes `values` (one per variable `op` carries) the current values.
    fn assign_carried(&mut self, op: Op, values: &[Value]) {
        let Some(carried) = self.carried.get(&op) else { return };
        for (var, &value) in carried.clone().into_iter().zip(values) {
            self.assign(var, value);
        }
    }

    /// Appends the current values of the variables `target` carries to
    /// the operands of `exit`, a terminator that leaves to `target`.
    fn pass_carried(&mut self, ctx: &mut Context, exit: Op, target: Option<Op>) {
        let Some(carried) = target.and_then(|t| self.carried.get(&t)) else { return };
        for &var in carried {
            ctx.add_operand(exit, self.value_of(var));
        }
    }

    /// Materializes the zero value a variable starts with, before its `mem.var`.
    fn zero_constant(&mut self, ctx: &mut Context, var_op: Op, var: u32) -> Value {
        let ty = self.pointee[var as usize];
        let zero = zero_value(ctx, ty);
        let Some(attr) = attr_from_value(ctx, &zero, ty) else {
            // An interface value (the one type without a constant form
            // promoted).
            let v = existential_zero(ctx, var_op, ty, &mut self.zero_constants);
            self.name_like_var(ctx, v, var);
            return v;
        };
        let value_sym = ctx.sym("value");
        let c = ctx.create_op(self.kinds.const_, &[], &[ty], &[(value_sym, attr)], 0, ctx.loc(var_op));
        ctx.insert_op(c, InsertPoint::Before(var_op));
        self.zero_constants.push(c);
        let v = ctx.result(c, 0);
        self.name_like_var(ctx, v, var);
        v
    }

    fn name_like_var(&self, ctx: &mut Context, v: Value, var: u32) {
        if ctx.value_name(v).is_some() {
            return;
        }
        let name = ctx.value_name(ctx.result(self.vars[var as usize], 0));
        ctx.set_value_name(v, name);
    }

    /// Erases the variables (their loads and stores are gone) and the zero
    /// constants nothing used.
    fn finish(self, ctx: &mut Context, stats: &mut Statistics) {
        for &var in &self.vars {
            ctx.erase_op(var);
        }
        for c in self.zero_constants {
            if !ctx.has_uses(ctx.result(c, 0)) {
                ctx.erase_op(c);
            }
        }
        stats.add("vars-promoted", self.vars.len() as u64);
        stats.add("loads-replaced", self.loads_replaced);
        stats.add("stores-removed", self.stores_removed);
        stats.add("values-carried", self.values_carried);
    }
}

/// The value a zero-initialized interface variable of type `ty` holds, as
/// the interpreter and `lower-existentials` read one: type id 0 (the zero
/// of the type with that id, packed), or no type where none has id 0.
/// The ops made go to `made`, users last.
fn existential_zero(ctx: &mut Context, var_op: Op, ty: Type, made: &mut Vec<Op>) -> Value {
    let mut module = var_op;
    while let Some(p) = ctx.parent_op(module) {
        module = p;
    }
    let iface = nsl_dialects::gen::existential_interface(ctx, ty).unwrap_or_default().to_string();
    let ids = nsl_dialects::gen::type_ids(ctx, module).unwrap_or_default();
    let first = ctx
        .iter_block(ctx.body(module, 0))
        .filter(|&t| ctx.op_name(t) == nsl_dialects::gen::WITNESS_TABLE.name)
        .filter(|&t| ctx.attr_str(t, "interface") == Some(iface.as_str()) && ids.get(&t) == Some(&0))
        .find_map(|t| ctx.attr_type(t, "type"));
    let loc = ctx.loc(var_op);
    let mut b = nsl_ir::Builder::new(ctx, InsertPoint::Before(var_op));
    b.loc = loc;
    let payload = first.and_then(|t| {
        let z = zero_value(b.ctx, t);
        attr_from_value(b.ctx, &z, t).map(|a| b.value(arith::CONST.name, &[], t, &[("value", a)]))
    });
    let v = match payload {
        Some(p) => b.value(nsl_dialects::gen::EXISTENTIAL_PACK.name, &[p], ty, &[]),
        None => {
            let u32_ty = b.ctx.int_type(32, false);
            let none = b.ctx.int_attr(nsl_dialects::gen::NO_TYPE_ID.into());
            let id = b.value(arith::CONST.name, &[], u32_ty, &[("value", none)]);
            let z = b.ctx.int_attr(0);
            let word = b.value(arith::CONST.name, &[], u32_ty, &[("value", z)]);
            b.value(nsl_dialects::gen::EXISTENTIAL_MAKE.name, &[id, word], ty, &[])
        }
    };
    // Erased in this order when unused: the pack or make, then its operands.
    let def = ctx.defining_op(v).expect("just made");
    made.push(def);
    for &o in ctx.operands(def).to_vec().iter() {
        if let Some(d) = ctx.defining_op(o) {
            made.push(d);
        }
    }
    v
}
