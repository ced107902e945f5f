//! Enums as types of their own. The checker gives an enum the opaque type
//! `!enum.Name<tag>` (`types::enum_type`): overloads, generic arguments,
//! extensions and conformances tell it apart from its tag type and from
//! other enums, and conversions follow Slang's rules (`convert_enum`:
//! implicitly to the tag type and to bool, explicitly both ways). Values
//! move between an enum and its tag with `arith.convert` (`retag`).
//!
//! Once the module is checked, [`erase_enums`] gives every enum its tag
//! type back (values, block arguments, type attributes, through arrays,
//! structs, pointers, functions and opaque types) and removes the
//! conversions that became identities, so passes and backends never see
//! an enum type.

use super::types::enum_tag;
use nsl_ir::attr::AttrKind;
use nsl_ir::{Attr, Context, Op, Type, TypeKind};
use rustc_hash::FxHashMap;

/// Replaces every enum type in `module` by its tag type.
pub fn erase_enums(ctx: &mut Context, module: Op) {
    let mut types: FxHashMap<Type, Type> = FxHashMap::default();
    let ops = ctx.nested_ops(module);
    let mut changed = false;
    for &op in &ops {
        let mut values: Vec<_> = ctx.results(op).to_vec();
        for &region in ctx.regions(op) {
            values.extend_from_slice(ctx.block_args(ctx.region_block(region)));
        }
        for v in values {
            let (old, new) = (ctx.value_type(v), erase(ctx, &mut types, ctx.value_type(v)));
            if new != old {
                ctx.set_value_type(v, new);
                changed = true;
                // A case of an `enum E : bool` is a bool constant.
                if matches!(ctx.type_kind(new), TypeKind::Bool) && ctx.op_name(op) == "arith.const" {
                    if let Some(&AttrKind::Int(i)) = ctx.attr(op, "value").map(|a| ctx.attr_kind(a)) {
                        let b = ctx.bool_attr(i != 0);
                        let key = ctx.sym("value");
                        ctx.set_attr(op, key, b);
                    }
                }
            }
        }
        for (name, attr) in ctx.attrs(op).to_vec() {
            let new = erase_attr(ctx, &mut types, attr);
            if new != attr {
                ctx.set_attr(op, name, new);
            }
        }
    }
    if !changed {
        return;
    }
    // `arith.convert` between an enum and its tag is now an identity.
    for op in ops {
        if ctx.is_erased(op) || ctx.op_name(op) != "arith.convert" {
            continue;
        }
        let (&[x], &[r]) = (ctx.operands(op), ctx.results(op)) else { continue };
        if ctx.value_type(x) == ctx.value_type(r) {
            ctx.replace_all_uses(r, x);
            ctx.erase_op(op);
        }
    }
}

/// `ty` with every enum in it replaced by its tag type.
pub fn erased(ctx: &mut Context, ty: Type) -> Type {
    erase(ctx, &mut FxHashMap::default(), ty)
}

fn erase(ctx: &mut Context, types: &mut FxHashMap<Type, Type>, ty: Type) -> Type {
    if let Some(&t) = types.get(&ty) {
        return t;
    }
    if let Some(tag) = enum_tag(ctx, ty) {
        let t = erase(ctx, types, tag);
        types.insert(ty, t);
        return t;
    }
    let out = match ctx.type_kind(ty).clone() {
        TypeKind::Vector { elem, len } => {
            let elem = erase(ctx, types, elem);
            ctx.vector_type(elem, len)
        }
        TypeKind::Matrix { elem, rows, cols, layout } => {
            let elem = erase(ctx, types, elem);
            ctx.matrix_type(elem, rows, cols, layout)
        }
        TypeKind::Array { elem, len } => {
            let elem = erase(ctx, types, elem);
            ctx.array_type(elem, len)
        }
        TypeKind::Struct { name, fields } => {
            let fields = fields.into_iter().map(|(n, t)| (n, erase(ctx, types, t))).collect();
            ctx.intern_type(TypeKind::Struct { name, fields })
        }
        TypeKind::Ptr { pointee, space } => {
            let pointee = erase(ctx, types, pointee);
            ctx.ptr_type(pointee, space)
        }
        TypeKind::Function { params, results } => {
            let params = params.into_iter().map(|t| erase(ctx, types, t)).collect();
            let results = results.into_iter().map(|t| erase(ctx, types, t)).collect();
            ctx.function_type(params, results)
        }
        TypeKind::Opaque { name, params } => {
            let params = params.into_iter().map(|t| erase(ctx, types, t)).collect();
            ctx.intern_type(TypeKind::Opaque { name, params })
        }
        _ => ty,
    };
    types.insert(ty, out);
    out
}

fn erase_attr(ctx: &mut Context, types: &mut FxHashMap<Type, Type>, attr: Attr) -> Attr {
    match ctx.attr_kind(attr).clone() {
        AttrKind::Type(t) => {
            let t = erase(ctx, types, t);
            ctx.type_attr(t)
        }
        AttrKind::Array(items) => {
            let items = items.into_iter().map(|a| erase_attr(ctx, types, a)).collect();
            ctx.array_attr(items)
        }
        _ => attr,
    }
}
