//! Dynamic dispatch inside differentiable functions: before either
//! autodiff pass, each `gen.existential_call` there that carries floats
//! (a float result or argument, or an `out`/`inout` location holding
//! floats) is expanded into what
//! `lower-existentials` would make of it, on the unlowered types: a
//! `cf.switch` on `gen.existential_type_id` with one arm per conforming
//! type (`gen.existential_unpack` of the payload, a `func.call` of that
//! type's implementation) and a default arm giving zeros, or, with one
//! conforming type, the direct call. The type ids are
//! `gen::type_ids`'s, the ones `lower-existentials` assigns. Both modes
//! then differentiate the implementations as ordinary calls (each must be
//! differentiable, as the requirement is), and the switch as any other.
//! Where the witness table names the frontend's dispatch wrapper of a
//! method (unpacking interface-typed arguments, packing an associated-type
//! result), the wrapper's body is inlined into the arm, so that the
//! method itself is what is differentiated.
//!
//! A value of an interface that inherits `IDifferentiable` carries a
//! derivative (`super::is_diff_existential`): the arms unpack its tangent
//! as they unpack the value, so the implementation's `this` gets one. A
//! value of any other interface carries none. A `[mutating]` requirement
//! (the call takes the value's address) is left as it is: the passes
//! refuse it.

use super::{has_floats, DiffFunc};
use nsl_dialects::gen;
use nsl_ir::attr::AttrKind;
use nsl_ir::{Builder, Context, InsertPoint, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

/// One conforming type: its id and the implementation of `method`.
struct Arm {
    ty: Type,
    id: u32,
    callee: Sym,
    /// The frontend's dispatch wrapper that `callee` is (unpacking
    /// interface-typed arguments, calling the type's method, packing an
    /// associated-type result), inlined into the arm so that the method
    /// itself is differentiated.
    wrapper: Option<Op>,
}

/// Expands the float-carrying existential calls of the functions in
/// `table` (see the module comment). Calls whose conformances cannot be
/// resolved on the unlowered types are left for `lower-existentials`.
pub fn expand(ctx: &mut Context, module: Op, table: &FxHashMap<Sym, DiffFunc>) {
    let kind = ctx.kind(gen::EXISTENTIAL_CALL.name);
    let funcs: Vec<Op> = ctx
        .iter_block(ctx.body(module, 0))
        .filter(|&op| ctx.op_name(op) == "func.func")
        .filter(|&op| ctx.attr_symbol(op, "sym").is_some_and(|s| table.contains_key(&s)))
        .collect();
    let calls: Vec<Op> = funcs
        .into_iter()
        .flat_map(|f| ctx.nested_ops(f))
        .filter(|&o| ctx.is(o, kind))
        .filter(|&o| {
            // Floats flow in or out by value or through `out`/`inout`
            // locations.
            let floats = ctx.results(o).iter().chain(ctx.operands(o)).any(|&v| {
                let t = ctx.value_type(v);
                has_floats(ctx, t) || super::is_local_float_ptr(ctx, t)
            });
            floats && !matches!(ctx.type_kind(ctx.value_type(ctx.operand(o, 0))), TypeKind::Ptr { .. })
        })
        .collect();
    if calls.is_empty() {
        return;
    }
    let Ok(ids) = gen::type_ids(ctx, module) else { return };
    for call in calls {
        let this = ctx.operand(call, 0);
        let Some(iface) = gen::existential_interface(ctx, ctx.value_type(this)).map(str::to_string) else {
            continue;
        };
        let method = ctx.attr_str(call, "method").unwrap_or_default().to_string();
        let Some(arms) = arms(ctx, module, table, &ids, &iface, &method, call) else { continue };
        rewrite(ctx, call, &arms);
    }
}

/// The conformances to `iface` with the implementation of `method` each,
/// if every implementation takes exactly the call's operands (the
/// payload's type first) and gives its results.
fn arms(
    ctx: &Context,
    module: Op,
    table: &FxHashMap<Sym, DiffFunc>,
    ids: &FxHashMap<Op, u32>,
    iface: &str,
    method: &str,
    call: Op,
) -> Option<Vec<Arm>> {
    let args: Vec<Type> = ctx.operands(call)[1..].iter().map(|&v| ctx.value_type(v)).collect();
    let results: Vec<Type> = ctx.result_types(call).to_vec();
    let mut out = Vec::new();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if ctx.op_name(op) != gen::WITNESS_TABLE.name || ctx.attr_str(op, "interface") != Some(iface) {
            continue;
        }
        let ty = ctx.attr_type(op, "type")?;
        let AttrKind::Array(items) = ctx.attr_kind(ctx.attr(op, "entries")?) else { return None };
        let callee = items.chunks(2).find_map(|pair| match pair {
            [k, v] => match (ctx.attr_kind(*k), ctx.attr_kind(*v)) {
                (AttrKind::Str(k), AttrKind::Symbol(s)) if ctx.str(*k) == method => Some(*s),
                _ => None,
            },
            _ => None,
        })?;
        let f = super::lookup_func(ctx, module, callee)?;
        let (params, rs) = super::signature(ctx, f);
        if params.first() != Some(&ty) || params[1..] != args[..] || rs != results {
            return None;
        }
        let wrapper = (!table.contains_key(&callee)).then(|| wrapper(ctx, f)).flatten();
        out.push(Arm { ty, id: *ids.get(&op)?, callee, wrapper });
    }
    (!out.is_empty()).then_some(out)
}

/// `f` itself when it is a dispatch wrapper: one block of
/// `gen.existential_unpack`s, one `func.call`, at most one
/// `gen.existential_pack` and the `func.return`.
fn wrapper(ctx: &Context, f: Op) -> Option<Op> {
    let body = ctx.body(f, 0);
    let mut calls = 0;
    for op in ctx.iter_block(body) {
        match ctx.op_name(op) {
            "func.call" => calls += 1,
            "func.return" => {}
            n if n == gen::EXISTENTIAL_UNPACK.name || n == gen::EXISTENTIAL_PACK.name => {}
            _ => return None,
        }
    }
    (calls == 1).then_some(f)
}

fn rewrite(ctx: &mut Context, call: Op, arms: &[Arm]) {
    let loc = ctx.loc(call);
    let this = ctx.operand(call, 0);
    let args: Vec<Value> = ctx.operands(call)[1..].to_vec();
    let results: Vec<Type> = ctx.result_types(call).to_vec();
    let mut b = Builder::new(ctx, InsertPoint::Before(call));
    b.loc = loc;
    let direct = |b: &mut Builder, arm: &Arm| -> Vec<Value> {
        let payload = b.value(gen::EXISTENTIAL_UNPACK.name, &[this], arm.ty, &[]);
        let mut operands = vec![payload];
        operands.extend_from_slice(&args);
        if let Some(w) = arm.wrapper {
            // The wrapper's straight-line body, its arguments mapped to
            // the arm's operands.
            let body = b.ctx.body(w, 0);
            let mut map = nsl_ir::clone::ValueMap::default();
            for (&a, &v) in b.ctx.block_args(body).to_vec().iter().zip(&operands) {
                map.insert(a, v);
            }
            for op in b.ctx.block_ops(body) {
                if b.ctx.op_name(op) == "func.return" {
                    return b.ctx.operands(op).iter().map(|o| map.get(o).copied().unwrap_or(*o)).collect();
                }
                let copy = b.ctx.clone_op(op, &mut map);
                let ip = b.ip;
                b.ctx.insert_op(copy, ip);
            }
            unreachable!("a wrapper ends in func.return");
        }
        let callee = b.ctx.intern_attr(AttrKind::Symbol(arm.callee));
        let c = b.op("func.call", &operands, &results, &[("callee", callee)], 0);
        b.ctx.results(c).to_vec()
    };
    let replacement = if let [arm] = arms {
        // One conforming type: called whatever the id, as `lower-existentials` does.
        direct(&mut b, arm)
    } else {
        let u32_ty = b.ctx.int_type(32, false);
        let tag = b.value(gen::EXISTENTIAL_TYPE_ID.name, &[this], u32_ty, &[]);
        let lists: Vec<nsl_ir::Attr> = arms
            .iter()
            .map(|a| {
                let id = b.ctx.int_attr(a.id.into());
                b.ctx.array_attr(vec![id])
            })
            .collect();
        let cases = b.ctx.array_attr(lists);
        let switch = b.op("cf.switch", &[tag], &results, &[("cases", cases)], arms.len() + 1);
        for (i, arm) in arms.iter().enumerate() {
            let block = b.ctx.body(switch, i);
            let mut ab = Builder::at_end(b.ctx, block);
            ab.loc = loc;
            let rs = direct(&mut ab, arm);
            ab.op("cf.break", &rs, &[], &[], 0);
        }
        let block = b.ctx.body(switch, arms.len());
        let mut ab = Builder::at_end(b.ctx, block);
        ab.loc = loc;
        let zeros: Vec<Value> = results.iter().map(|&t| crate::lower_existentials::zero(&mut ab, t)).collect();
        ab.op("cf.break", &zeros, &[], &[], 0);
        b.ctx.results(switch).to_vec()
    };
    for (k, v) in replacement.into_iter().enumerate() {
        let r = ctx.result(call, k);
        ctx.replace_all_uses(r, v);
    }
    ctx.erase_op(call);
}

/// Whether values of `ty` are interface values that may hold a
/// derivative: existentials of an interface some differentiable type
/// conforms to. Such values carry none here, so a derivative reaching one
/// is refused rather than lost.
pub fn carries_derivative(ctx: &Context, module: Op, ty: Type) -> bool {
    let Some(iface) = gen::existential_interface(ctx, ty) else { return false };
    ctx.iter_block(ctx.body(module, 0)).any(|op| {
        ctx.op_name(op) == gen::WITNESS_TABLE.name
            && ctx.attr_str(op, "interface") == Some(iface)
            && ctx.attr_type(op, "type").is_some_and(|t| has_floats(ctx, t))
    })
}
