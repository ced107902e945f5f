//! `scalar-replace-aggregates`: a local variable of a struct or array type
//! whose address is only used through constant field and element
//! addresses, whole loads and whole stores becomes one variable per
//! member, recursively, so that `mem2reg` promotes the pieces.
//!
//! A `mem.var` is split when every use of its address is
//!
//! - `mem.field_addr` (its index is constant by construction), or
//!   `mem.elem_addr` with an `arith.const` index in range, of an array of
//!   at most `max-elements` elements (default 64): the member's address,
//!   which becomes the member's own variable;
//! - a `mem.load` of the whole: a load of each member's variable and an
//!   `agg.construct` of them;
//! - a `mem.store` to the whole (as the pointer, not as the stored value):
//!   an `agg.extract` of each member and a store to its variable;
//!
//! and at least one use is a member address (a variable only loaded and
//! stored whole is `mem2reg`'s already; splitting it would only add
//! constructs and extracts). The members' variables are split in turn. A
//! variable whose address escapes (passed to a call, indexed dynamically,
//! touched by any other op) stays whole; a member's address escaping is
//! no obstacle, since the member's variable is then simply kept.
//!
//! Correct because a `mem.var` is zero-initialized storage that no other
//! allocation aliases: when its address is only ever narrowed to a member
//! at a known position, the members are independent storage, and the new
//! variables, zero-initialized and created where the original was (so
//! once per execution of it, as in a loop body), hold exactly the member
//! values the original held at every point. A constant element index in
//! range never traps, so replacing the address by a variable removes no
//! trap.
//!
//! A variable of vector, matrix or cooperative vector type (given, or a member left by the
//! splitting) whose components and rows are only addressed at constant
//! positions, then loaded or stored (a row may be addressed again at a
//! constant component), is accessed whole instead: a component's load
//! becomes a load of the whole and `vec.extract` / `mat.extract_row`, a
//! component's store a `vec.insert` / `mat.insert_row` into a load of the
//! whole, stored back (`vector-vars-made-whole`). `mem2reg` then promotes
//! it; its values are what the original storage held at each point, since
//! each access reads or writes exactly the components it did.
//!
//! `canonicalize` then folds the extracts of constructs that whole copies
//! leave (`agg.extract` of `agg.construct`), and constructs rebuilt from
//! all the extracts of one value (see `agg.construct`'s hook).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{agg, arith, coop, mat, mem, vec};
use nsl_ir::interp::{sign_extend, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};

pub static INFO: PassInfo = PassInfo {
    name: "scalar-replace-aggregates",
    summary:
        "Split local variables of struct and array types accessed at constant positions into one variable per member",
    anchor: Anchor::Function,
    options: &[OptionSpec {
        name: "max-elements",
        summary: "the longest array split into one variable per element (default 64)",
    }],
    create: |options: &PassOptions| {
        let max_elements = options.int("max-elements", 64)?;
        if max_elements < 0 {
            return Err(format!("option 'max-elements' must not be negative, got {max_elements}"));
        }
        Ok(Box::new(ScalarReplaceAggregates { max_elements: max_elements as u64 }))
    },
};

struct ScalarReplaceAggregates {
    max_elements: u64,
}

impl Pass for ScalarReplaceAggregates {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves());
        output.ops.extend([
            mem::VAR.name,
            mem::LOAD.name,
            mem::STORE.name,
            agg::CONSTRUCT.name,
            agg::EXTRACT.name,
            vec::EXTRACT.name,
            vec::INSERT.name,
            mat::EXTRACT_ROW.name,
            mat::INSERT_ROW.name,
        ]);
        output
    }
    /// Only function-local variables change, into variables of their
    /// members' (existing) types: no struct appears, no global or binding
    /// changes, no block memory is touched.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let var = ctx.kind(mem::VAR.name);
        let mut worklist: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&op| ctx.is(op, var)).collect();
        worklist.reverse();
        let (mut split, mut created) = (0, 0);
        let splits = Splits { arrays: Some(self.max_elements), require_member_address: true };
        while let Some(op) = worklist.pop() {
            if ctx.is_erased(op) {
                continue;
            }
            if let Some(members) = split_var(ctx, op, splits) {
                split += 1;
                created += members.len() as u64;
                worklist.extend(members.into_iter().rev());
            }
        }
        stats.add("vars-split", split);
        stats.add("vars-created", created);
        // Vectors and matrices, whole or left by the splitting.
        let mut whole = 0;
        for op in ctx.nested_ops(func) {
            if ctx.is(op, var) && !ctx.is_erased(op) && whole_vector_accesses(ctx, op) {
                whole += 1;
            }
        }
        stats.add("vector-vars-made-whole", whole);
        Ok(())
    }
}

/// Which variables [`split_var`] splits.
#[derive(Copy, Clone)]
pub(crate) struct Splits {
    /// Arrays of at most this many elements too (structs always).
    pub arrays: Option<u64>,
    /// Only variables with at least one member address among their uses.
    pub require_member_address: bool,
}

/// The members of a struct or sized array type, by position.
fn members(ctx: &Context, ty: Type, splits: Splits) -> Option<Vec<Type>> {
    match *ctx.type_kind(ty) {
        TypeKind::Struct { ref fields, .. } => Some(fields.iter().map(|&(_, t)| t).collect()),
        TypeKind::Array { elem, len: Some(n) } if splits.arrays.is_some_and(|max| u64::from(n) <= max) => {
            Some(vec![elem; n as usize])
        }
        _ => None,
    }
}

/// The constant position an `mem.elem_addr`'s index operand names, if it
/// is a constant that fits in `len`.
fn constant_index(ctx: &Context, index: Value, len: usize) -> Option<usize> {
    let RtValue::Int(x) = arith::constant_value(ctx, index)? else { return None };
    let i = match *ctx.type_kind(ctx.value_type(index)) {
        TypeKind::Int { width, signed: true } => usize::try_from(sign_extend(x, width)).ok()?,
        TypeKind::Int { .. } => usize::try_from(x).ok()?,
        _ => return None,
    };
    (i < len).then_some(i)
}

/// Splits the variable `op` into one variable per member, as the module
/// comment says, when its type and every use allow; gives the new
/// variables.
pub(crate) fn split_var(ctx: &mut Context, op: Op, splits: Splits) -> Option<Vec<Op>> {
    let ptr = ctx.result(op, 0);
    let &TypeKind::Ptr { pointee, space } = ctx.type_kind(ctx.value_type(ptr)) else { return None };
    let member_types = members(ctx, pointee, splits)?;
    let is_struct = matches!(ctx.type_kind(pointee), TypeKind::Struct { .. });
    let (field_addr, elem_addr, load, store) = (
        ctx.kind(mem::FIELD_ADDR.name),
        ctx.kind(mem::ELEM_ADDR.name),
        ctx.kind(mem::LOAD.name),
        ctx.kind(mem::STORE.name),
    );
    // Each use, with the member it addresses (None: a whole load or store).
    let mut uses: Vec<(Op, Option<usize>)> = Vec::new();
    for u in ctx.uses(ptr) {
        let member = if ctx.is(u.op, field_addr) && is_struct {
            Some(
                ctx.attr_int(u.op, "index")
                    .and_then(|i| usize::try_from(i).ok())
                    .filter(|&i| i < member_types.len())?,
            )
        } else if ctx.is(u.op, elem_addr) && !is_struct && u.index == 0 {
            Some(constant_index(ctx, ctx.operand(u.op, 1), member_types.len())?)
        } else if ctx.is(u.op, load) || (ctx.is(u.op, store) && u.index == 0) {
            None
        } else {
            return None;
        };
        uses.push((u.op, member));
    }
    if splits.require_member_address && uses.iter().all(|&(_, m)| m.is_none()) {
        return None;
    }
    let loc = ctx.loc(op);
    let mut b = Builder::new(ctx, InsertPoint::After(op));
    b.loc = loc;
    let mut vars = Vec::with_capacity(member_types.len());
    for &t in &member_types {
        let ty = b.ctx.ptr_type(t, space);
        vars.push(b.value(mem::VAR.name, &[], ty, &[]));
    }
    let name = ctx.value_name(ptr);
    for &v in &vars {
        ctx.set_value_name(v, name);
    }
    for (user, member) in uses {
        if let Some(i) = member {
            let r = ctx.result(user, 0);
            ctx.replace_all_uses(r, vars[i]);
            ctx.erase_op(user);
        } else if ctx.is(user, load) {
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = b.ctx.loc(user);
            let parts: Vec<Value> =
                member_types.iter().zip(&vars).map(|(&t, &v)| b.value(mem::LOAD.name, &[v], t, &[])).collect();
            let whole = b.value(agg::CONSTRUCT.name, &parts, pointee, &[]);
            let r = ctx.result(user, 0);
            ctx.set_value_name(whole, ctx.value_name(r));
            ctx.replace_all_uses(r, whole);
            ctx.erase_op(user);
        } else {
            let value = ctx.operand(user, 1);
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = b.ctx.loc(user);
            for (i, (&t, &v)) in member_types.iter().zip(&vars).enumerate() {
                let index = b.ctx.int_attr(i as i128);
                let part = b.value(agg::EXTRACT.name, &[value], t, &[("index", index)]);
                b.op(mem::STORE.name, &[v, part], &[], &[], 0);
            }
            ctx.erase_op(user);
        }
    }
    ctx.erase_op(op);
    Some(vars.iter().filter_map(|&v| ctx.defining_op(v)).collect())
}

/// A whole-value access through a variable of vector or matrix type: the
/// load or store and the constant positions it goes through (a row, then
/// a component), innermost last.
struct LeafAccess {
    op: Op,
    path: Vec<(usize, Type)>,
    addrs: Vec<Op>,
}

/// Rewrites a variable of vector or matrix type whose components or rows
/// are only addressed at constant positions (then loaded or stored, or,
/// for a row, addressed again at a constant component) into one accessed
/// whole: a component's load becomes a load of the whole and extracts, a
/// component's store an insert into a load of the whole stored back.
/// Gives whether it did (at least one position was addressed).
pub(crate) fn whole_vector_accesses(ctx: &mut Context, op: Op) -> bool {
    let ptr = ctx.result(op, 0);
    let &TypeKind::Ptr { pointee, .. } = ctx.type_kind(ctx.value_type(ptr)) else { return false };
    let (elem_addr, load, store) = (ctx.kind(mem::ELEM_ADDR.name), ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
    // The length of a vector, or the rows of a matrix, that `ty` is.
    let positions = |ctx: &Context, ty: Type| match *ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => Some(len as usize),
        TypeKind::Matrix { rows, .. } => Some(rows as usize),
        _ => coop::vec_info(ctx, ty).map(|(_, len)| len as usize),
    };
    if positions(ctx, pointee).is_none() {
        return false;
    }
    let mut leaves: Vec<LeafAccess> = Vec::new();
    // (address, its pointee, path so far, address ops so far)
    type Pending = (Value, Type, Vec<(usize, Type)>, Vec<Op>);
    let mut stack: Vec<Pending> = vec![(ptr, pointee, Vec::new(), Vec::new())];
    while let Some((addr, ty, path, addrs)) = stack.pop() {
        for u in ctx.uses(addr) {
            if ctx.is(u.op, load) || (ctx.is(u.op, store) && u.index == 0) {
                leaves.push(LeafAccess { op: u.op, path: path.clone(), addrs: addrs.clone() });
            } else if ctx.is(u.op, elem_addr) && u.index == 0 {
                let Some(len) = positions(ctx, ty) else { return false };
                let Some(i) = constant_index(ctx, ctx.operand(u.op, 1), len) else { return false };
                let r = ctx.result(u.op, 0);
                let &TypeKind::Ptr { pointee: inner, .. } = ctx.type_kind(ctx.value_type(r)) else { return false };
                let (mut path, mut addrs) = (path.clone(), addrs.clone());
                path.push((i, inner));
                addrs.push(u.op);
                stack.push((r, inner, path, addrs));
            } else {
                return false;
            }
        }
    }
    if leaves.iter().all(|l| l.path.is_empty()) {
        return false;
    }
    let mut dead_addrs: Vec<Op> = Vec::new();
    for leaf in leaves {
        if leaf.path.is_empty() {
            continue;
        }
        let user = leaf.op;
        let mut b = Builder::new(ctx, InsertPoint::Before(user));
        b.loc = b.ctx.loc(user);
        let whole = b.value(mem::LOAD.name, &[ptr], pointee, &[]);
        // The value at each level of the path: whole, row, component.
        let mut levels = vec![(whole, pointee)];
        let last = leaf.path.len() - 1;
        for (depth, &(i, t)) in leaf.path.iter().enumerate() {
            if depth == last && b.ctx.is(user, store) {
                break;
            }
            let (outer, outer_ty) = *levels.last().expect("non-empty");
            let name = if matches!(b.ctx.type_kind(outer_ty), TypeKind::Matrix { .. }) {
                mat::EXTRACT_ROW.name
            } else if coop::is_coop(b.ctx, outer_ty) {
                coop::EXTRACT.name
            } else {
                vec::EXTRACT.name
            };
            let index = b.ctx.int_attr(i as i128);
            levels.push((b.value(name, &[outer], t, &[("index", index)]), t));
        }
        if b.ctx.is(user, load) {
            let (value, _) = *levels.last().expect("non-empty");
            let r = b.ctx.result(user, 0);
            let name = b.ctx.value_name(r);
            b.ctx.set_value_name(value, name);
            b.ctx.replace_all_uses(r, value);
        } else {
            // Insert the stored value back up the path.
            let mut value = b.ctx.operand(user, 1);
            for (depth, &(i, _)) in leaf.path.iter().enumerate().rev() {
                let (outer, outer_ty) = levels[depth];
                let name = if matches!(b.ctx.type_kind(outer_ty), TypeKind::Matrix { .. }) {
                    mat::INSERT_ROW.name
                } else if coop::is_coop(b.ctx, outer_ty) {
                    coop::INSERT.name
                } else {
                    vec::INSERT.name
                };
                let index = b.ctx.int_attr(i as i128);
                value = b.value(name, &[outer, value], outer_ty, &[("index", index)]);
            }
            b.op(mem::STORE.name, &[ptr, value], &[], &[], 0);
        }
        ctx.erase_op(user);
        dead_addrs.extend(leaf.addrs);
    }
    // Each address is unused once the addresses and leaves under it are gone.
    loop {
        let before = dead_addrs.len();
        dead_addrs.retain(|&a| {
            if ctx.is_erased(a) {
                return false;
            }
            let unused = !ctx.has_uses(ctx.result(a, 0));
            if unused {
                ctx.erase_op(a);
            }
            !unused
        });
        if dead_addrs.len() == before {
            break;
        }
    }
    true
}
