//! `split-resource-vars`: a local variable of a struct holding a resource
//! becomes one variable per field.
//!
//! Vulkan forbids opaque types (images, samplers, buffers) in
//! `OpTypeStruct` (VUID-StandaloneSpirv-None-04667), and no text target
//! can put a resource in a struct either; slangc legalizes such structs by
//! splitting them. Here a `mem.var` of such a struct, whose every use is a
//! field address with a constant index, a load of the whole or a store of
//! the whole, is split: each field gets its own variable (the field
//! address is that variable), a whole load loads each field and
//! constructs the struct, and a whole store extracts each field and
//! stores it. A field that is again such a struct is split in turn. Then
//! `mem2reg` promotes the pieces and `canonicalize` folds the extracts of
//! constructs, so no value of the struct type is left where the resources
//! flowed directly (after `inline`, also through calls). A variable used
//! otherwise (passed by address to a call, indexed dynamically) is left
//! as it is, except a sized array of such structs indexed dynamically,
//! which becomes one array per field (`split_array_by_field`; a buffer
//! field's array is then an array of handles that `spirv-resources`
//! forwards to the descriptor array it was filled from). The pass itself
//! folds the extracts of those constructs (structs and arrays; and
//! deletes the constructs left unused), so that at `-O0` too, where no
//! clean-up runs, the resources flow directly. (`scalar-replace-aggregates`
//! splits every local struct and short array when optimising; the
//! splitting is shared.) A local of a resource handle stored once (an
//! inlined `out` parameter of a buffer) is forwarded to its loads.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use crate::scalar_replace_aggregates::{self, Splits};
use nsl_dialects::{agg, arith, mem};
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Op, Type, TypeKind, Value};

pub static INFO: PassInfo = PassInfo {
    name: "split-resource-vars",
    summary: "Split local variables of structs holding resources into one variable per field",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SplitResourceVars)),
};

struct SplitResourceVars;

impl Pass for SplitResourceVars {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        crate::contract::monomorphic(ctx)
    }
    /// A variable becomes one per field, of the fields' types.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let var = ctx.kind(mem::VAR.name);
        let mut worklist: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&op| ctx.is(op, var)).collect();
        let mut split = 0;
        while let Some(op) = worklist.pop() {
            if ctx.is_erased(op) {
                continue;
            }
            if let Some(fields) = split_var(ctx, op) {
                split += 1;
                worklist.extend(fields);
            }
        }
        stats.add("vars-split", split);
        stats.add("extracts-folded", fold_resource_structs(ctx, func));
        stats.add("resource-vars-forwarded", forward_resource_vars(ctx, func));
        Ok(())
    }
}

/// Forwards the stores to a local variable of a resource handle (what
/// an `out` or `inout` parameter of a buffer, once inlined, leaves) to
/// the loads that follow them, and deletes the variable: `mem2reg`
/// promotes no variable of an opaque type (it has no zero value to start
/// from), and Vulkan has no variables of buffer pointers. Only when every
/// store is in one block (not nested in a branch or a loop) and every
/// load follows one of them there (or is nested in an op that does); a
/// load reads the last store before it. Other variables stay.
fn forward_resource_vars(ctx: &mut Context, func: Op) -> u64 {
    let (var, load, store) = (ctx.kind(mem::VAR.name), ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
    let mut forwarded = 0;
    for op in ctx.nested_ops(func) {
        if ctx.is_erased(op) || !ctx.is(op, var) {
            continue;
        }
        let ptr = ctx.result(op, 0);
        let &TypeKind::Ptr { pointee, .. } = ctx.type_kind(ctx.value_type(ptr)) else { continue };
        if !matches!(ctx.type_kind(pointee), TypeKind::Opaque { .. }) {
            continue;
        }
        // Loads nothing reads go; a variable left unused (a field of a
        // local struct never set) goes too.
        for u in ctx.uses(ptr).to_vec() {
            if u.index == 0 && ctx.is(u.op, load) && !ctx.has_uses(ctx.result(u.op, 0)) {
                ctx.erase_op(u.op);
            }
        }
        if !ctx.has_uses(ptr) {
            ctx.erase_op(op);
            forwarded += 1;
            continue;
        }
        let (mut stores, mut loads, mut other) = (Vec::new(), Vec::new(), false);
        for u in ctx.uses(ptr) {
            if u.index == 0 && ctx.is(u.op, store) {
                stores.push(u.op);
            } else if u.index == 0 && ctx.is(u.op, load) {
                loads.push(u.op);
            } else {
                other = true;
            }
        }
        let Some(block) = stores.first().and_then(|&s| ctx.parent_block(s)) else { continue };
        if other || stores.iter().any(|&s| ctx.parent_block(s) != Some(block)) {
            continue;
        }
        // Each load's value: the last store before it in `block`.
        let order: rustc_hash::FxHashMap<Op, usize> = ctx.iter_block(block).enumerate().map(|(i, o)| (o, i)).collect();
        let mut plan = Vec::new();
        for &l in &loads {
            let Some(at) = anchor_in(ctx, block, l).and_then(|a| order.get(&a).copied()) else { break };
            let last = stores.iter().filter(|s| order[*s] < at).max_by_key(|s| order[*s]);
            match last {
                Some(&s) => plan.push((l, ctx.operand(s, 1))),
                None => break,
            }
        }
        if plan.len() != loads.len() {
            continue;
        }
        for (l, value) in plan {
            let r = ctx.result(l, 0);
            ctx.replace_all_uses(r, value);
            ctx.erase_op(l);
        }
        for s in stores {
            ctx.erase_op(s);
        }
        ctx.erase_op(op);
        forwarded += 1;
    }
    forwarded
}

/// The op of `block` that is `op` or holds it.
fn anchor_in(ctx: &Context, block: nsl_ir::Block, op: Op) -> Option<Op> {
    let mut anchor = op;
    while ctx.parent_block(anchor) != Some(block) {
        anchor = ctx.parent_op(anchor)?;
    }
    Some(anchor)
}

/// Folds each `agg.extract` of an `agg.construct` of a struct holding a
/// resource into the constructed field, and deletes such constructs left
/// unused: what splitting leaves (a whole load constructs, a whole store
/// extracts) goes even at `-O0`, where no `canonicalize` runs, so that no
/// value of the struct is left behind.
fn fold_resource_structs(ctx: &mut Context, func: Op) -> u64 {
    let (extract, construct) = (ctx.kind(agg::EXTRACT.name), ctx.kind(agg::CONSTRUCT.name));
    let mut folded = 0;
    let ops = ctx.nested_ops(func);
    for &op in &ops {
        if ctx.is_erased(op) || !ctx.is(op, extract) {
            continue;
        }
        let whole = ctx.operand(op, 0);
        let Some(def) = ctx.defining_op(whole) else { continue };
        if !ctx.is(def, construct) || !holds_opaque(ctx, ctx.value_type(whole)) {
            continue;
        }
        if !matches!(ctx.type_kind(ctx.value_type(whole)), TypeKind::Struct { .. } | TypeKind::Array { .. }) {
            continue;
        }
        let Some(index) = ctx.attr_int(op, "index") else { continue };
        let Some(&part) = ctx.operands(def).get(index as usize) else { continue };
        let r = ctx.result(op, 0);
        ctx.replace_all_uses(r, part);
        ctx.erase_op(op);
        folded += 1;
    }
    for &op in ops.iter().rev() {
        if !ctx.is_erased(op)
            && ctx.is(op, construct)
            && holds_opaque(ctx, ctx.value_type(ctx.result(op, 0)))
            && !ctx.has_uses(ctx.result(op, 0))
        {
            ctx.erase_op(op);
        }
    }
    folded
}

/// Does `ty` hold an opaque type (a resource handle)?
fn holds_opaque(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } => true,
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_opaque(ctx, f)),
        TypeKind::Array { elem, .. } => holds_opaque(ctx, *elem),
        _ => false,
    }
}

/// Splits the variable `op` if it is a struct holding a resource and every
/// use can be rewritten; gives the new variables.
fn split_var(ctx: &mut Context, op: Op) -> Option<Vec<Op>> {
    let &TypeKind::Ptr { pointee, .. } = ctx.type_kind(ctx.value_type(ctx.result(op, 0))) else { return None };
    // Sized arrays of such structs too (an entry point's `uniform Slot
    // slots[2]`), when every element is addressed at a constant position.
    let array_of_structs = matches!(*ctx.type_kind(pointee), TypeKind::Array { elem, len: Some(_) }
        if matches!(ctx.type_kind(elem), TypeKind::Struct { .. }));
    if !(matches!(ctx.type_kind(pointee), TypeKind::Struct { .. }) || array_of_structs) || !holds_opaque(ctx, pointee) {
        return None;
    }
    let arrays = array_of_structs.then_some(u64::from(u32::MAX));
    scalar_replace_aggregates::split_var(ctx, op, Splits { arrays, require_member_address: false })
        .or_else(|| array_of_structs.then(|| split_array_by_field(ctx, op)).flatten())
}

/// Splits a variable of a sized array of structs holding resources whose
/// elements are addressed at any position (`this` of a method of a struct
/// holding `Item items[4]`, copied in, then `items[i]`) into one array
/// variable per field: `&a[i].f` is `&a_f[i]`, a load of `a[i]` builds the
/// element from the fields' arrays, a store of the whole array stores
/// each element's fields. Gives the new variables; none when a use is
/// another one (the variable stays).
fn split_array_by_field(ctx: &mut Context, op: Op) -> Option<Vec<Op>> {
    let (load, store) = (ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
    let (elem_addr, field_addr) = (ctx.kind(mem::ELEM_ADDR.name), ctx.kind(mem::FIELD_ADDR.name));
    let ptr = ctx.result(op, 0);
    let &TypeKind::Ptr { pointee, space } = ctx.type_kind(ctx.value_type(ptr)) else { return None };
    let &TypeKind::Array { elem, len: Some(n) } = ctx.type_kind(pointee) else { return None };
    let TypeKind::Struct { fields, .. } = ctx.type_kind(elem).clone() else { return None };
    let uses = ctx.uses(ptr).to_vec();
    for u in &uses {
        let ok = if ctx.is(u.op, elem_addr) && u.index == 0 {
            let r = ctx.result(u.op, 0);
            ctx.uses(r).iter().all(|w| {
                w.index == 0
                    && (ctx.is(w.op, load) || ctx.is(w.op, field_addr) && ctx.attr_int(w.op, "index").is_some())
            })
        } else {
            u.index == 0 && (ctx.is(u.op, store) || ctx.is(u.op, load))
        };
        if !ok {
            return None;
        }
    }
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = b.ctx.loc(op);
    let vars: Vec<Value> = fields
        .iter()
        .map(|&(_, f)| {
            let ty = b.ctx.array_type(f, Some(n));
            let ptr_ty = b.ctx.ptr_type(ty, space);
            b.value(mem::VAR.name, &[], ptr_ty, &[])
        })
        .collect();
    let u32_ty = ctx.int_type(32, false);
    for u in uses {
        let user = u.op;
        let mut b = Builder::new(ctx, InsertPoint::Before(user));
        b.loc = b.ctx.loc(user);
        if b.ctx.is(user, elem_addr) {
            let (index, r) = (b.ctx.operand(user, 1), b.ctx.result(user, 0));
            for w in b.ctx.uses(r).to_vec() {
                let mut b = Builder::new(ctx, InsertPoint::Before(w.op));
                b.loc = b.ctx.loc(w.op);
                let at = |b: &mut Builder, j: usize| {
                    let f = fields[j].1;
                    let ty = b.ctx.ptr_type(f, space);
                    (b.value(mem::ELEM_ADDR.name, &[vars[j], index], ty, &[]), f)
                };
                let value = if b.ctx.is(w.op, load) {
                    let parts: Vec<Value> = (0..fields.len())
                        .map(|j| {
                            let (p, f) = at(&mut b, j);
                            b.value(mem::LOAD.name, &[p], f, &[])
                        })
                        .collect();
                    b.value(agg::CONSTRUCT.name, &parts, elem, &[])
                } else {
                    let j = b.ctx.attr_int(w.op, "index").expect("checked") as usize;
                    at(&mut b, j).0
                };
                let wr = ctx.result(w.op, 0);
                ctx.replace_all_uses(wr, value);
                ctx.erase_op(w.op);
            }
        } else if b.ctx.is(user, store) {
            let whole = b.ctx.operand(user, 1);
            for k in 0..n {
                let at = b.ctx.int_attr(i128::from(k));
                let element = part(&mut b, whole, k as usize, elem);
                let index = b.value(arith::CONST.name, &[], u32_ty, &[("value", at)]);
                for (j, &(_, f)) in fields.iter().enumerate() {
                    let v = part(&mut b, element, j, f);
                    let ty = b.ctx.ptr_type(f, space);
                    let p = b.value(mem::ELEM_ADDR.name, &[vars[j], index], ty, &[]);
                    b.op(mem::STORE.name, &[p, v], &[], &[], 0);
                }
            }
        } else {
            let mut elems = Vec::with_capacity(n as usize);
            for k in 0..n {
                let at = b.ctx.int_attr(i128::from(k));
                let index = b.value(arith::CONST.name, &[], u32_ty, &[("value", at)]);
                let parts: Vec<Value> = fields
                    .iter()
                    .enumerate()
                    .map(|(j, &(_, f))| {
                        let ty = b.ctx.ptr_type(f, space);
                        let p = b.value(mem::ELEM_ADDR.name, &[vars[j], index], ty, &[]);
                        b.value(mem::LOAD.name, &[p], f, &[])
                    })
                    .collect();
                elems.push(b.value(agg::CONSTRUCT.name, &parts, elem, &[]));
            }
            let value = b.value(agg::CONSTRUCT.name, &elems, pointee, &[]);
            let r = ctx.result(user, 0);
            ctx.replace_all_uses(r, value);
        }
        ctx.erase_op(user);
    }
    ctx.erase_op(op);
    Some(vars.iter().filter_map(|&v| ctx.defining_op(v)).collect())
}

/// Part `index` of the aggregate `whole`: the constructed part where
/// `whole` is an `agg.construct`, else an `agg.extract`.
fn part(b: &mut Builder, whole: Value, index: usize, ty: Type) -> Value {
    let construct = b.ctx.kind(agg::CONSTRUCT.name);
    if let Some(d) = b.ctx.defining_op(whole).filter(|&d| b.ctx.is(d, construct)) {
        if let Some(&p) = b.ctx.operands(d).get(index) {
            return p;
        }
    }
    let at = b.ctx.int_attr(index as i128);
    b.value(agg::EXTRACT.name, &[whole], ty, &[("index", at)])
}
