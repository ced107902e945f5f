//! `eliminate-empty-structs`: removes every value, field, parameter and
//! result of an empty type.
//!
//! A type is *empty* when it holds no data: a struct without fields (a
//! struct with only methods, an interface's witness, a generic's empty
//! argument), a struct whose fields are all empty, an array of empty
//! elements, an array of length 0 (SPIR-V has no such array type), a
//! structured buffer of empty elements. Empty structs are legal IR but not legal everywhere below it:
//! Vulkan drivers reject or miscompile `OpTypeStruct` without members in
//! some positions, and WGSL has no empty structs. slangc removes them, and
//! so does this pass, so no target sees one:
//!
//! - struct types lose their empty fields; `agg.extract`, `agg.insert` and
//!   `mem.field_addr` of the others are renumbered, `agg.construct`s and
//!   struct constants (`arith.const`, a global's `init`) lose the empty
//!   fields' values;
//! - functions lose their parameters and results of empty types (and of
//!   pointers to them), calls the matching arguments and results,
//!   `func.return` its operands;
//! - structured ops (`cf.if`, `cf.loop`, `cf.switch`) lose their results
//!   and loop-carried values of empty types, and their terminators the
//!   matching operands;
//! - values of empty types and pointers to them (variables, loads,
//!   extracts, addresses, constants, globals) are deleted, and so are
//!   stores of them; inserting an empty value leaves the aggregate as it
//!   was.
//!
//! Nothing observable changes: an empty value carries no information.
//! Ops are visited users first (the reverse of the pre-order walk), so
//! every use of an empty value is gone before its definition is deleted.
//! Then every type of the module is rewritten without empty fields,
//! parameters and results (`retype`). An empty value used where the pass
//! cannot remove it is an `NSL3155` diagnostic (none of the core ops).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, arith, cf, func, gpu, hl, mem};
use nsl_ir::attr::AttrKind;
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Attr, Context, Diagnostic, InsertPoint, Language, Op, Traits, Type, TypeKind, Value};

pub static INFO: PassInfo = PassInfo {
    name: "eliminate-empty-structs",
    summary: "Remove empty struct types: their fields, values, parameters and results",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(EliminateEmptyStructs)),
};

/// No value, field, parameter or result has an empty type.
pub const NO_EMPTY_STRUCTS: Invariant = Invariant {
    name: "NoEmptyStructs",
    summary: "no type holds a struct without data (no fields, or only such fields)",
    check: check_no_empty_structs,
};

fn check_no_empty_structs(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let mut bad = None;
    ctx.walk_nested(root, &mut |op| {
        if bad.is_some() {
            return;
        }
        let mut types: Vec<Type> = ctx.result_types(op).to_vec();
        for &r in ctx.regions(op) {
            types.extend(ctx.block_args(ctx.region_block(r)).iter().map(|&a| ctx.value_type(a)));
        }
        for &(_, a) in ctx.attrs(op) {
            if let AttrKind::Type(t) = ctx.attr_kind(a) {
                types.push(*t);
            }
        }
        if types.iter().any(|&t| holds_empty(ctx, t)) {
            bad = Some(op);
        }
    });
    match bad {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2210",
            ctx.loc(op),
            format!("NoEmptyStructs: '{}' has a type holding an empty struct", ctx.op_name(op)),
        )),
    }
}

/// Does `ty` have no data?
pub fn is_empty(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, f)| is_empty(ctx, f)),
        TypeKind::Array { elem, len } => *len == Some(0) || is_empty(ctx, *elem),
        // A structured buffer of empty elements holds no data either
        // (slangc drops it; its binding stays assigned).
        TypeKind::Opaque { .. } => hl::structured_buffer(ctx, ty).is_some_and(|(elem, _)| is_empty(ctx, elem)),
        _ => false,
    }
}

/// Is `ty` empty or a pointer to an empty type (a value the pass deletes)?
/// A device pointer to an empty type is an address, which is data: it
/// stays (see [`empty_device_pointer`]).
fn is_void(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Ptr { pointee, space } => !space.is_device() && is_empty(ctx, *pointee),
        _ => is_empty(ctx, ty),
    }
}

/// Is `ty` a device pointer to an empty type? Its address is kept, as a
/// pointer to a `uint` (as slangc types it): the pointee's loads and
/// stores go (they move nothing), casts and copies of the address stay.
fn empty_device_pointer(ctx: &Context, ty: Type) -> bool {
    matches!(*ctx.type_kind(ty), TypeKind::Ptr { pointee, space } if space.is_device() && is_empty(ctx, pointee))
}

/// Does `ty` mention an empty type anywhere (a field, an element, a
/// pointee, a parameter)?
fn holds_empty(ctx: &Context, ty: Type) -> bool {
    if is_empty(ctx, ty) {
        return true;
    }
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_empty(ctx, f)),
        TypeKind::Array { elem, .. } => holds_empty(ctx, *elem),
        TypeKind::Ptr { pointee, .. } => holds_empty(ctx, *pointee),
        TypeKind::Function { params, results } => params.iter().chain(results).any(|&t| holds_empty(ctx, t)),
        // A structured buffer's data-layout parameter (an empty struct
        // naming the layout) is no data.
        TypeKind::Opaque { .. } if hl::structured_buffer(ctx, ty).is_some() => {
            hl::structured_buffer(ctx, ty).is_some_and(|(elem, _)| holds_empty(ctx, elem))
        }
        TypeKind::Opaque { params, .. } => params.iter().any(|&t| holds_empty(ctx, t)),
        _ => false,
    }
}

struct EliminateEmptyStructs;

impl Pass for EliminateEmptyStructs {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Nothing generic, no existential (whose type wraps an empty struct
    /// naming its interface).
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).with_invariant(NO_EMPTY_STRUCTS)
    }
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_EMPTY_STRUCTS,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let ops = ctx.nested_ops(module);
        let any = ops.iter().any(|&op| {
            ctx.result_types(op).iter().any(|&t| holds_empty(ctx, t))
                || ctx
                    .attrs(op)
                    .iter()
                    .any(|&(_, a)| matches!(ctx.attr_kind(a), AttrKind::Type(t) if holds_empty(ctx, *t)))
        });
        if !any {
            return Ok(());
        }
        for &op in &ops {
            if ctx.op_name(op) == hl::ENTRY_POINT.name {
                fix_entry_point(ctx, module, op);
            }
        }
        let mut removed = 0u64;
        // Users first: the reverse of the pre-order walk.
        for &op in ops.iter().rev() {
            if ctx.is_erased(op) {
                continue;
            }
            removed += eliminate(ctx, op)?;
        }
        // Constants of structs with empty fields lose those fields' values.
        for &op in &ops {
            if ctx.is_erased(op) {
                continue;
            }
            for name in ["value", "init"] {
                let (Some(a), Some(ty)) = (ctx.attr(op, name), constant_type(ctx, op)) else { continue };
                if name == "value" && !ctx.is(op, ctx.kind(arith::CONST.name)) {
                    continue;
                }
                let stripped = strip_constant(ctx, ty, a);
                if stripped != a {
                    let sym = ctx.sym(name);
                    ctx.set_attr(op, sym, stripped);
                }
            }
        }
        stats.add("values-removed", removed);
        let placeholder = |ctx: &mut Context, ty: Type| match *ctx.type_kind(ty) {
            TypeKind::Ptr { space, .. } if empty_device_pointer(ctx, ty) => {
                let uint = ctx.int_type(32, false);
                Some(ctx.ptr_type(uint, space))
            }
            _ => None,
        };
        let retyped = crate::retype::retype_module_dropping(ctx, module, &placeholder, &is_void);
        stats.add("values-retyped", retyped as u64);
        Ok(())
    }
}

/// An entry point whose function loses parameters or its result of empty
/// types loses their `semantics` and `varyings` entries; the leaves'
/// paths skip the removed fields.
fn fix_entry_point(ctx: &mut Context, module: Op, ep: Op) {
    let Some(name) = ctx.attr_symbol(ep, "func") else { return };
    let Some(f) = nsl_ir::SymbolTable::build(ctx, module).lookup(name) else { return };
    let Some((params, results)) = func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec())) else { return };
    let types: Vec<Type> = params.iter().chain(&results).copied().collect();
    let list = |ctx: &Context, key: &str| match ctx.attr(ep, key).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => Some(items.clone()),
        _ => None,
    };
    if let Some(sems) = list(ctx, "semantics") {
        let kept: Vec<Attr> = sems.iter().zip(&params).filter(|&(_, &t)| !is_void(ctx, t)).map(|(&a, _)| a).collect();
        if kept.len() != sems.len() && sems.len() == params.len() {
            let (sym, a) = (ctx.sym("semantics"), ctx.array_attr(kept));
            ctx.set_attr(ep, sym, a);
        }
    }
    let Some(lists) = list(ctx, "varyings") else { return };
    if lists.len() != types.len() || !types.iter().any(|&t| holds_empty(ctx, t)) {
        return;
    }
    let mut out = Vec::new();
    for (&l, &t) in lists.iter().zip(&types) {
        if is_void(ctx, t) {
            continue;
        }
        let base = match ctx.type_kind(t) {
            TypeKind::Ptr { pointee, .. } => *pointee,
            _ => t,
        };
        let AttrKind::Array(leaves) = ctx.attr_kind(l).clone() else {
            out.push(l);
            continue;
        };
        let mut new_leaves = Vec::new();
        for leaf in leaves {
            let AttrKind::Array(parts) = ctx.attr_kind(leaf).clone() else { continue };
            let Some(AttrKind::Array(path)) = parts.first().map(|&p| ctx.attr_kind(p).clone()) else { continue };
            let mut ty = base;
            let mut new_path = Vec::new();
            let mut empty = false;
            for p in path {
                let AttrKind::Int(i) = *ctx.attr_kind(p) else { break };
                let TypeKind::Struct { fields, .. } = ctx.type_kind(ty).clone() else { break };
                let Some(&(_, fty)) = fields.get(i.max(0) as usize) else { break };
                empty |= is_empty(ctx, fty);
                new_path.push(ctx.int_attr(new_index(ctx, ty, i)));
                ty = fty;
            }
            if empty {
                continue;
            }
            let mut parts = parts.clone();
            parts[0] = ctx.array_attr(new_path);
            new_leaves.push(ctx.array_attr(parts));
        }
        out.push(ctx.array_attr(new_leaves));
    }
    let (sym, a) = (ctx.sym("varyings"), ctx.array_attr(out));
    ctx.set_attr(ep, sym, a);
}

/// The type of the constant in `op`'s `value` (`arith.const`: its result)
/// or `init` (a global: its `type`).
fn constant_type(ctx: &Context, op: Op) -> Option<Type> {
    if ctx.attr(op, "init").is_some() {
        return ctx.attr_type(op, "type");
    }
    ctx.results(op).first().map(|&r| ctx.value_type(r))
}

/// `value`, a constant of type `ty`, without the values of empty fields.
fn strip_constant(ctx: &mut Context, ty: Type, value: Attr) -> Attr {
    let AttrKind::Array(items) = ctx.attr_kind(value).clone() else { return value };
    let new: Vec<Attr> = match ctx.type_kind(ty).clone() {
        TypeKind::Struct { fields, .. } if fields.len() == items.len() => {
            let kept: Vec<(Type, Attr)> =
                fields.iter().zip(items).filter(|&(&(_, f), _)| !is_empty(ctx, f)).map(|(&(_, f), a)| (f, a)).collect();
            kept.into_iter().map(|(f, a)| strip_constant(ctx, f, a)).collect()
        }
        TypeKind::Array { elem, .. } => items.into_iter().map(|a| strip_constant(ctx, elem, a)).collect(),
        _ => return value,
    };
    ctx.array_attr(new)
}

/// The new index of field `index` of the struct `ty` once its empty fields
/// are gone (arrays keep their indices).
fn new_index(ctx: &Context, ty: Type, index: i128) -> i128 {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => {
            fields.iter().take(index.max(0) as usize).filter(|&&(_, f)| !is_empty(ctx, f)).count() as i128
        }
        _ => index,
    }
}

fn error(ctx: &Context, op: Op, what: &str) -> Diagnostic {
    Diagnostic::error(
        "NSL3155",
        ctx.loc(op),
        format!("cannot remove the empty struct value {what} '{}'", ctx.op_name(op)),
    )
}

/// The accesses through `ptr`, a zeroed function variable standing for a
/// place in device memory that does not exist (`at`'s): addresses into it
/// move to function memory, loads read it, stores and atomics are dropped
/// (an atomic's original value reads it). Anything else is refused.
fn to_nowhere(ctx: &mut Context, ptr: Value, at: Op) -> Result<(), Diagnostic> {
    let atomics = [gpu::ATOMIC.name, gpu::ATOMIC_CMPXCHG.name, gpu::ATOMIC_LOAD.name, gpu::ATOMIC_STORE.name];
    for u in ctx.uses(ptr).to_vec() {
        let name = ctx.op_name(u.op);
        if u.index != 0 {
            return Err(error(ctx, at, "indexed by"));
        } else if name == mem::LOAD.name {
            continue;
        } else if name == mem::ELEM_ADDR.name || name == mem::FIELD_ADDR.name {
            let r = ctx.result(u.op, 0);
            let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(r)) else {
                return Err(error(ctx, at, "indexed by"));
            };
            let t = ctx.ptr_type(pointee, AddressSpace::Function);
            ctx.set_value_type(r, t);
            to_nowhere(ctx, r, at)?;
        } else if name == mem::STORE.name || atomics.contains(&name) {
            let loc = ctx.loc(u.op);
            for res in ctx.results(u.op).to_vec() {
                let ty = ctx.value_type(res);
                let l = ctx.create_op(ctx.kind(mem::LOAD.name), &[ptr], &[ty], &[], 0, loc);
                ctx.insert_op(l, InsertPoint::Before(u.op));
                let zero = ctx.result(l, 0);
                ctx.replace_all_uses(res, zero);
            }
            ctx.erase_op(u.op);
        } else {
            return Err(error(ctx, at, "indexed by"));
        }
    }
    Ok(())
}

/// Removes what is empty from `op`, whose users have been visited;
/// gives the number of values removed.
fn eliminate(ctx: &mut Context, op: Op) -> Result<u64, Diagnostic> {
    let name = ctx.op_name(op);
    let void_value = |ctx: &Context, v: Value| is_void(ctx, ctx.value_type(v));
    let mut removed = 0;
    if is_empty_global(ctx, op) {
        // A structured buffer of empty elements keeps its place in
        // declaration order, where slangc gives it a binding: it stays,
        // unused, as a buffer of `uint` (unused globals are not emitted).
        let ty = ctx.attr_type(op, "type").expect("checked");
        if let TypeKind::Opaque { name, .. } = ctx.type_kind(ty).clone() {
            let elem = ctx.int_type(32, false);
            let placeholder = ctx.intern_type(TypeKind::Opaque { name, params: vec![elem] });
            let (key, attr) = (ctx.sym("type"), ctx.type_attr(placeholder));
            ctx.set_attr(op, key, attr);
            return Ok(1);
        }
        ctx.erase_op(op);
        return Ok(1);
    }

    // An element of an array without elements (`int[0]`, indexed where
    // the index is out of range whatever it is): a fresh zeroed variable
    // stands for it, so reads give zero and writes go nowhere.
    let element_of_nothing = [mem::ELEM_ADDR.name, agg::EXTRACT_DYN.name, agg::EXTRACT.name].contains(&name)
        && void_value(ctx, ctx.operand(op, 0))
        && !void_value(ctx, ctx.result(op, 0));
    if element_of_nothing {
        let (r, loc) = (ctx.result(op, 0), ctx.loc(op));
        let ty = ctx.value_type(r);
        let (pointee, load) = match *ctx.type_kind(ty) {
            TypeKind::Ptr { pointee, space: AddressSpace::Function } if name == mem::ELEM_ADDR.name => (pointee, false),
            _ if name != mem::ELEM_ADDR.name => (ty, true),
            _ => return Err(error(ctx, op, "indexed by")),
        };
        let ptr = ctx.ptr_type(pointee, AddressSpace::Function);
        let var = ctx.create_op(ctx.kind(mem::VAR.name), &[], &[ptr], &[], 0, loc);
        ctx.insert_op(var, InsertPoint::Before(op));
        let mut new = ctx.result(var, 0);
        if load {
            let l = ctx.create_op(ctx.kind(mem::LOAD.name), &[new], &[pointee], &[], 0, loc);
            ctx.insert_op(l, InsertPoint::Before(op));
            new = ctx.result(l, 0);
        }
        ctx.replace_all_uses(r, new);
        ctx.erase_op(op);
        return Ok(1);
    }

    // An element of an array without elements in device memory (`p->a[i]`
    // of an `int a[0]`): its loads read a fresh zeroed variable, its stores
    // and atomics go nowhere (an atomic's original value reads zero).
    let device_element_of_nothing = name == mem::ELEM_ADDR.name
        && empty_device_pointer(ctx, ctx.value_type(ctx.operand(op, 0)))
        && !empty_device_pointer(ctx, ctx.value_type(ctx.result(op, 0)));
    if device_element_of_nothing {
        let (r, loc) = (ctx.result(op, 0), ctx.loc(op));
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(r)) else {
            return Err(error(ctx, op, "indexed by"));
        };
        let ptr = ctx.ptr_type(pointee, AddressSpace::Function);
        let var = ctx.create_op(ctx.kind(mem::VAR.name), &[], &[ptr], &[], 0, loc);
        ctx.insert_op(var, InsertPoint::Before(op));
        let var = ctx.result(var, 0);
        ctx.replace_all_uses(r, var);
        to_nowhere(ctx, var, op)?;
        ctx.erase_op(op);
        return Ok(1);
    }

    // The payload, callable data or attributes of a ray-tracing op, of an
    // empty struct: the op still needs a variable, and gets a fresh one of
    // the struct padded with an `int`, as slangc pads it.
    if name.starts_with("rt.") {
        let loc = ctx.loc(op);
        for (i, v) in ctx.operands(op).to_vec().into_iter().enumerate() {
            let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(v)) else { continue };
            if !is_empty(ctx, pointee) {
                continue;
            }
            let struct_name = match ctx.type_kind(pointee) {
                TypeKind::Struct { name, .. } => *name,
                _ => ctx.sym("EmptyPayload"),
            };
            let int = ctx.intern_type(TypeKind::Int { width: 32, signed: true });
            let pad = ctx.sym("_pad");
            let padded = ctx.intern_type(TypeKind::Struct { name: struct_name, fields: vec![(pad, int)] });
            let ptr = ctx.ptr_type(padded, space);
            let var = ctx.create_op(ctx.kind(mem::VAR.name), &[], &[ptr], &[], 0, loc);
            ctx.insert_op(var, InsertPoint::Before(op));
            let new = ctx.result(var, 0);
            ctx.set_operand(op, i, new);
            removed += 1;
        }
    }

    // An address inside an empty pointee in device memory, or moved by
    // whole empty pointees: nothing to keep once its loads and stores are
    // gone; the placeholder pointee would give it a wrong address.
    let addresses = [mem::FIELD_ADDR.name, mem::ELEM_ADDR.name, mem::PTR_OFFSET.name].contains(&name);
    if addresses && ctx.results(op).iter().any(|&r| empty_device_pointer(ctx, ctx.value_type(r))) {
        if ctx.results(op).iter().any(|&r| ctx.has_uses(r)) {
            return Err(error(ctx, op, "addressed by"));
        }
        ctx.erase_op(op);
        return Ok(1);
    }

    // Operands.
    if name == mem::STORE.name && void_value(ctx, ctx.operand(op, 1)) {
        ctx.erase_op(op);
        return Ok(1);
    }
    if name == agg::INSERT.name && void_value(ctx, ctx.operand(op, 1)) {
        let (aggregate, r) = (ctx.operand(op, 0), ctx.result(op, 0));
        ctx.replace_all_uses(r, aggregate);
        ctx.erase_op(op);
        return Ok(1);
    }
    let drops_operands = [
        agg::CONSTRUCT.name,
        func::CALL.name,
        func::RETURN.name,
        cf::YIELD.name,
        cf::BREAK.name,
        cf::CONTINUE.name,
        cf::LOOP.name,
    ]
    .contains(&name);
    let operands = ctx.operands(op).to_vec();
    if operands.iter().any(|&v| void_value(ctx, v)) {
        let all_results_void = ctx.results(op).iter().all(|&r| void_value(ctx, r)) && !ctx.results(op).is_empty();
        if drops_operands {
            let kept: Vec<Value> = operands.iter().copied().filter(|&v| !void_value(ctx, v)).collect();
            removed += (operands.len() - kept.len()) as u64;
            ctx.set_operands(op, &kept);
        } else if !all_results_void || !ctx.regions(op).is_empty() {
            return Err(error(ctx, op, "used by"));
        }
    }

    // Field indices, from the (old) aggregate type.
    if [agg::EXTRACT.name, agg::INSERT.name, mem::FIELD_ADDR.name].contains(&name)
        && !ctx.results(op).iter().any(|&r| void_value(ctx, r))
    {
        let base = ctx.value_type(ctx.operand(op, 0));
        let base = match ctx.type_kind(base) {
            TypeKind::Ptr { pointee, .. } => *pointee,
            _ => base,
        };
        if let Some(index) = ctx.attr_int(op, "index") {
            let new = new_index(ctx, base, index);
            if new != index {
                let (sym, attr) = (ctx.sym("index"), ctx.int_attr(new));
                ctx.set_attr(op, sym, attr);
            }
        }
    }

    // Block arguments: a function's parameters, a loop's carried values.
    for &region in ctx.regions(op).to_vec().iter() {
        let block = ctx.region_block(region);
        let args = ctx.block_args(block).to_vec();
        for (i, &a) in args.iter().enumerate().rev() {
            if void_value(ctx, a) {
                if ctx.has_uses(a) {
                    return Err(error(ctx, op, "in a block argument of"));
                }
                ctx.remove_block_arg(block, i);
                removed += 1;
            }
        }
    }
    if name == func::FUNC.name {
        // Its `type` attribute is retyped with the module.
        return Ok(removed);
    }

    // Results.
    let results = ctx.results(op).to_vec();
    if !results.iter().any(|&r| void_value(ctx, r)) {
        return Ok(removed);
    }
    if results.iter().any(|&r| void_value(ctx, r) && ctx.has_uses(r)) {
        return Err(error(ctx, op, "defined by"));
    }
    let structured = !ctx.regions(op).is_empty() || name == func::CALL.name;
    if structured {
        for (i, &r) in results.iter().enumerate().rev() {
            if void_value(ctx, r) {
                ctx.remove_result(op, i);
                removed += 1;
            }
        }
        return Ok(removed);
    }
    let all_void = results.iter().all(|&r| void_value(ctx, r));
    if !all_void || ctx.has_trait(op, Traits::TERMINATOR) {
        return Err(error(ctx, op, "defined by"));
    }
    ctx.erase_op(op);
    Ok(removed + results.len() as u64)
}

/// A global of an empty type (its addresses are deleted with their users).
fn is_empty_global(ctx: &Context, op: Op) -> bool {
    ctx.op_name(op) == hl::GLOBAL.name && ctx.attr_type(op, "type").is_some_and(|t| is_empty(ctx, t))
}
