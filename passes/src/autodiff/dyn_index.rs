//! Local variables accessed through runtime indices, made promotable for
//! `bwd-diff`: every load through an address path (fields and elements
//! from a `mem.var`) becomes a load of the whole variable and extractions
//! along the path, and every store a load of the whole variable, the value
//! rebuilt with the stored part replaced, and a store of the whole. A
//! runtime index reads with `agg.extract_dyn` / `vec.extract_dyn` (a chain
//! of selects for a matrix row) and writes by rebuilding every element as
//! `select(i == k, new, old)`. Afterwards the variable is only loaded and
//! stored whole, which `mem2reg` promotes to values; each step is one of
//! the linear structural ops the derivative rules transpose.

use nsl_dialects::{agg, arith, coop, mat, mem, vec};
use nsl_ir::builder::Builder;
use nsl_ir::{Context, InsertPoint, Op, Type, TypeKind, Value};

/// One step of an address path from a variable.
#[derive(Clone, Copy)]
enum Step {
    Field(usize),
    Elem(Value),
}

/// Rewrites the dynamically indexed local variables of `func` whose
/// addresses are only loaded from and stored to (through field and element
/// addresses) as described above. Returns how many it rewrote.
pub fn run(ctx: &mut Context, func: Op, wanted: impl Fn(&Context, Type) -> bool) -> usize {
    let vars: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&o| ctx.op_name(o) == mem::VAR.name).collect();
    let mut count = 0;
    for var in vars {
        let root = ctx.result(var, 0);
        if !wanted(ctx, ctx.value_type(root)) {
            continue;
        }
        let mut leaves = Vec::new();
        let mut addrs = Vec::new();
        if !collect(ctx, root, &mut Vec::new(), &mut leaves, &mut addrs) {
            continue;
        }
        if !addrs.iter().any(|&a| ctx.op_name(a) == mem::ELEM_ADDR.name && constant(ctx, ctx.operand(a, 1)).is_none()) {
            continue;
        }
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(root)) else { continue };
        for (leaf, path) in leaves {
            let loc = ctx.loc(leaf);
            let mut b = Builder::new(ctx, InsertPoint::Before(leaf));
            b.loc = loc;
            let whole = b.value(mem::LOAD.name, &[root], pointee, &[]);
            if b.ctx.op_name(leaf) == mem::LOAD.name {
                let v = extract_path(&mut b, whole, &path);
                let r = b.ctx.result(leaf, 0);
                b.ctx.replace_all_uses(r, v);
            } else {
                let x = b.ctx.operand(leaf, 1);
                let new = insert_path(&mut b, whole, &path, x);
                b.op(mem::STORE.name, &[root, new], &[], &[], 0);
            }
            ctx.erase_op(leaf);
        }
        // Addresses, innermost first.
        for &a in addrs.iter().rev() {
            ctx.erase_op(a);
        }
        count += 1;
    }
    count
}

/// Collects the loads and stores through addresses derived from `p`, with
/// their paths, and the address ops; false when `p` has another use.
fn collect(
    ctx: &Context,
    p: Value,
    path: &mut Vec<Step>,
    leaves: &mut Vec<(Op, Vec<Step>)>,
    addrs: &mut Vec<Op>,
) -> bool {
    for u in ctx.uses(p).to_vec() {
        let name = ctx.op_name(u.op);
        if name == mem::LOAD.name || (name == mem::STORE.name && u.index == 0) {
            leaves.push((u.op, path.clone()));
        } else if name == mem::FIELD_ADDR.name || (name == mem::ELEM_ADDR.name && u.index == 0) {
            let step = if name == mem::FIELD_ADDR.name {
                match ctx.attr_int(u.op, "index").and_then(|i| usize::try_from(i).ok()) {
                    Some(i) => Step::Field(i),
                    None => return false,
                }
            } else {
                Step::Elem(ctx.operand(u.op, 1))
            };
            addrs.push(u.op);
            path.push(step);
            let ok = collect(ctx, ctx.result(u.op, 0), path, leaves, addrs);
            path.pop();
            if !ok {
                return false;
            }
        } else {
            return false;
        }
    }
    true
}

/// The value of an `arith.const` integer.
fn constant(ctx: &Context, v: Value) -> Option<i128> {
    let def = ctx.defining_op(v)?;
    if ctx.op_name(def) != arith::CONST.name {
        return None;
    }
    match ctx.attr_kind(ctx.attr(def, "value")?) {
        nsl_ir::attr::AttrKind::Int(i) => Some(*i),
        _ => None,
    }
}

/// The element type and count of an array, vector, cooperative vector or
/// matrix (rows).
fn elements(ctx: &mut Context, ty: Type) -> Option<(Type, u32)> {
    if let Some(e) = coop::vec_info(ctx, ty) {
        return Some(e);
    }
    match ctx.type_kind(ty).clone() {
        TypeKind::Array { elem, len: Some(n) } => Some((elem, n)),
        TypeKind::Vector { elem, len } => Some((elem, u32::from(len))),
        TypeKind::Matrix { elem, cols, rows, .. } => Some((ctx.vector_type(elem, cols), u32::from(rows))),
        _ => None,
    }
}

/// Member `k` (a constant) of `w`.
fn extract_const(b: &mut Builder, w: Value, k: u32, elem: Type) -> Value {
    let ia = b.ctx.int_attr(i128::from(k));
    let name = match b.ctx.type_kind(b.ctx.value_type(w)) {
        _ if coop::is_coop(b.ctx, b.ctx.value_type(w)) => coop::EXTRACT.name,
        TypeKind::Vector { .. } => vec::EXTRACT.name,
        TypeKind::Matrix { .. } => mat::EXTRACT_ROW.name,
        _ => agg::EXTRACT.name,
    };
    b.value(name, &[w], elem, &[("index", ia)])
}

/// `w` with member `k` (a constant) replaced by `x`.
fn insert_const(b: &mut Builder, w: Value, k: u32, x: Value) -> Value {
    let ia = b.ctx.int_attr(i128::from(k));
    let ty = b.ctx.value_type(w);
    let name = match b.ctx.type_kind(ty) {
        _ if coop::is_coop(b.ctx, ty) => coop::INSERT.name,
        TypeKind::Vector { .. } => vec::INSERT.name,
        TypeKind::Matrix { .. } => mat::INSERT_ROW.name,
        _ => agg::INSERT.name,
    };
    b.value(name, &[w, x], ty, &[("index", ia)])
}

/// `i == k` for index `i`.
fn is_index(b: &mut Builder, i: Value, k: u32) -> Value {
    let ity = b.ctx.value_type(i);
    let ka = b.ctx.int_attr(i128::from(k));
    let kv = b.value(arith::CONST.name, &[], ity, &[("value", ka)]);
    let bt = b.ctx.bool_type();
    let p = b.ctx.str_attr("eq");
    b.value(arith::CMP.name, &[i, kv], bt, &[("pred", p)])
}

/// `c ? x : y`, member by member down to scalars and vectors.
pub fn select_tree(b: &mut Builder, c: Value, x: Value, y: Value) -> Value {
    let ty = b.ctx.value_type(x);
    let members: Vec<Type> = match b.ctx.type_kind(ty).clone() {
        TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, t)| t).collect(),
        TypeKind::Array { elem, len: Some(n) } => vec![elem; n as usize],
        TypeKind::Matrix { .. } => {
            let (row, n) = elements(b.ctx, ty).expect("a matrix");
            vec![row; n as usize]
        }
        // Cooperative vectors have no select: element by element.
        TypeKind::Opaque { .. } if coop::vec_info(b.ctx, ty).is_some() => {
            let (elem, n) = elements(b.ctx, ty).expect("a cooperative vector");
            vec![elem; n as usize]
        }
        _ => return b.value(arith::SELECT.name, &[c, x, y], ty, &[]),
    };
    let mut out = Vec::new();
    for (k, m) in members.into_iter().enumerate() {
        let xm = extract_const(b, x, k as u32, m);
        let ym = extract_const(b, y, k as u32, m);
        out.push(select_tree(b, c, xm, ym));
    }
    let name = match b.ctx.type_kind(ty) {
        TypeKind::Matrix { .. } => mat::CONSTRUCT.name,
        _ if coop::is_coop(b.ctx, ty) => coop::CONSTRUCT.name,
        _ => agg::CONSTRUCT.name,
    };
    b.value(name, &out, ty, &[])
}

/// The part of `w` at `path`.
fn extract_path(b: &mut Builder, mut w: Value, path: &[Step]) -> Value {
    for &s in path {
        let ty = b.ctx.value_type(w);
        w = match s {
            Step::Field(k) => {
                let TypeKind::Struct { fields, .. } = b.ctx.type_kind(ty).clone() else { return w };
                extract_const(b, w, k as u32, fields[k].1)
            }
            Step::Elem(i) => {
                let Some((elem, n)) = elements(b.ctx, ty) else { return w };
                match (constant(b.ctx, i), b.ctx.type_kind(ty).clone()) {
                    (Some(k), _) if (0..i128::from(n)).contains(&k) => extract_const(b, w, k as u32, elem),
                    (_, TypeKind::Array { .. }) => b.value(agg::EXTRACT_DYN.name, &[w, i], elem, &[]),
                    (_, TypeKind::Vector { .. }) => b.value(vec::EXTRACT_DYN.name, &[w, i], elem, &[]),
                    _ => {
                        let mut r = extract_const(b, w, 0, elem);
                        for k in 1..n {
                            let c = is_index(b, i, k);
                            let e = extract_const(b, w, k, elem);
                            r = select_tree(b, c, e, r);
                        }
                        r
                    }
                }
            }
        };
    }
    w
}

/// `w` with the part at `path` replaced by `x`.
fn insert_path(b: &mut Builder, w: Value, path: &[Step], x: Value) -> Value {
    let Some((&s, rest)) = path.split_first() else { return x };
    let ty = b.ctx.value_type(w);
    match s {
        Step::Field(k) => {
            let TypeKind::Struct { fields, .. } = b.ctx.type_kind(ty).clone() else { return w };
            let part = extract_const(b, w, k as u32, fields[k].1);
            let part = insert_path(b, part, rest, x);
            insert_const(b, w, k as u32, part)
        }
        Step::Elem(i) => {
            let Some((elem, n)) = elements(b.ctx, ty) else { return w };
            if let Some(k) = constant(b.ctx, i).filter(|k| (0..i128::from(n)).contains(k)) {
                let part = extract_const(b, w, k as u32, elem);
                let part = insert_path(b, part, rest, x);
                return insert_const(b, w, k as u32, part);
            }
            let mut r = w;
            for k in 0..n {
                let old = extract_const(b, w, k, elem);
                let new = insert_path(b, old, rest, x);
                let c = is_index(b, i, k);
                let sel = select_tree(b, c, new, old);
                r = insert_const(b, r, k, sel);
            }
            r
        }
    }
}

/// Local cooperative vectors of floats held as arrays of their elements
/// (cooperative vectors have no constant form, so `mem2reg` keeps them in
/// memory): a whole load gathers the elements with `coop.construct`, a
/// whole store scatters them with `coop.extract`; element addresses stay
/// valid (an element of either is the same scalar). Returns how many it
/// rewrote; run it before [`run`], which then handles runtime indices.
pub fn coop_vars_as_arrays(ctx: &mut Context, func: Op) -> usize {
    let vars: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&o| ctx.op_name(o) == mem::VAR.name).collect();
    let mut count = 0;
    for var in vars {
        let root = ctx.result(var, 0);
        let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(root)) else { continue };
        let Some((elem, n)) = coop::vec_info(ctx, pointee) else { continue };
        if !matches!(ctx.type_kind(elem), TypeKind::Float { .. }) || !ctx.operands(var).is_empty() {
            continue;
        }
        let uses = ctx.uses(root).to_vec();
        let direct = uses.iter().all(|u| {
            let name = ctx.op_name(u.op);
            u.index == 0 && (name == mem::LOAD.name || name == mem::STORE.name || name == mem::ELEM_ADDR.name)
        });
        // Only those indexed at runtime: constant indices are promoted whole.
        let runtime_index = uses
            .iter()
            .any(|u| ctx.op_name(u.op) == mem::ELEM_ADDR.name && constant(ctx, ctx.operand(u.op, 1)).is_none());
        if !direct || !runtime_index {
            continue;
        }
        let arr = ctx.array_type(elem, Some(n));
        let arr_ptr = ctx.ptr_type(arr, space);
        ctx.set_value_type(root, arr_ptr);
        for u in uses {
            let leaf = u.op;
            let name = ctx.op_name(leaf);
            let loc = ctx.loc(leaf);
            if name == mem::LOAD.name {
                let mut b = Builder::new(ctx, InsertPoint::Before(leaf));
                b.loc = loc;
                let whole = b.value(mem::LOAD.name, &[root], arr, &[]);
                let parts: Vec<Value> = (0..n).map(|k| extract_const(&mut b, whole, k, elem)).collect();
                let v = b.value(coop::CONSTRUCT.name, &parts, pointee, &[]);
                let r = ctx.result(leaf, 0);
                ctx.replace_all_uses(r, v);
                ctx.erase_op(leaf);
            } else if name == mem::STORE.name {
                let x = ctx.operand(leaf, 1);
                let mut b = Builder::new(ctx, InsertPoint::Before(leaf));
                b.loc = loc;
                let parts: Vec<Value> = (0..n).map(|k| extract_const(&mut b, x, k, elem)).collect();
                let whole = b.value(agg::CONSTRUCT.name, &parts, arr, &[]);
                b.op(mem::STORE.name, &[root, whole], &[], &[], 0);
                ctx.erase_op(leaf);
            }
        }
        count += 1;
    }
    count
}
