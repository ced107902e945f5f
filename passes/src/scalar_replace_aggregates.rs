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
//! `canonicalize` then folds the extracts of constructs that whole copies
//! leave (`agg.extract` of `agg.construct`), and constructs rebuilt from
//! all the extracts of one value (see `agg.construct`'s hook).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{agg, arith, mem};
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
        output.ops.extend([mem::VAR.name, mem::LOAD.name, mem::STORE.name, agg::CONSTRUCT.name, agg::EXTRACT.name]);
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
