//! Rewriting every type of a module: the results, block arguments and
//! type attributes of every op, through arrays, structs, pointers,
//! functions and resource types. `matrix-layout` and `lower-int-matrices`
//! share it; each says what becomes of a matrix type.

use nsl_ir::attr::AttrKind;
use nsl_ir::{Attr, Context, Op, Type, TypeKind};
use rustc_hash::FxHashMap;

/// Retypes everything in `module` by `matrix` (the new type of a matrix
/// type, of an opaque type or of a pointer type, or `None` to keep it and
/// rewrite its parts); gives the number of values retyped.
pub(crate) fn retype_module(
    ctx: &mut Context,
    module: Op,
    matrix: &dyn Fn(&mut Context, Type) -> Option<Type>,
) -> usize {
    retype_module_dropping(ctx, module, matrix, &|_, _| false)
}

/// [`retype_module`], also leaving out of every struct type its fields,
/// and of every function type its parameters and results, whose (old)
/// type `drop` says to drop.
pub(crate) fn retype_module_dropping(
    ctx: &mut Context,
    module: Op,
    matrix: &dyn Fn(&mut Context, Type) -> Option<Type>,
    drop: &dyn Fn(&Context, Type) -> bool,
) -> usize {
    let mut r = Retyper { matrix, drop, types: FxHashMap::default() };
    let mut retyped = 0;
    for op in ctx.nested_ops(module) {
        let mut values: Vec<_> = ctx.results(op).to_vec();
        for &region in ctx.regions(op) {
            values.extend_from_slice(ctx.block_args(ctx.region_block(region)));
        }
        for v in values {
            let (old, new) = (ctx.value_type(v), r.ty(ctx, ctx.value_type(v)));
            if new != old {
                ctx.set_value_type(v, new);
                retyped += 1;
            }
        }
        for (name, attr) in ctx.attrs(op).to_vec() {
            let new = r.attr(ctx, attr);
            if new != attr {
                ctx.set_attr(op, name, new);
            }
        }
    }
    retyped
}

/// Rewrites types and attributes, remembering each type's result.
pub(crate) struct Retyper<'f> {
    pub matrix: &'f dyn Fn(&mut Context, Type) -> Option<Type>,
    pub drop: &'f dyn Fn(&Context, Type) -> bool,
    pub types: FxHashMap<Type, Type>,
}

impl Retyper<'_> {
    pub fn ty(&mut self, ctx: &mut Context, ty: Type) -> Type {
        if let Some(&t) = self.types.get(&ty) {
            return t;
        }
        let out = match ctx.type_kind(ty).clone() {
            TypeKind::Matrix { .. } => (self.matrix)(ctx, ty).unwrap_or(ty),
            TypeKind::Array { elem, len } => {
                let elem = self.ty(ctx, elem);
                ctx.array_type(elem, len)
            }
            TypeKind::Struct { name, fields } => {
                let fields: Vec<_> = fields.into_iter().filter(|&(_, t)| !(self.drop)(ctx, t)).collect();
                let fields = fields.into_iter().map(|(n, t)| (n, self.ty(ctx, t))).collect();
                ctx.intern_type(TypeKind::Struct { name, fields })
            }
            TypeKind::Ptr { pointee, space } => {
                if let Some(t) = (self.matrix)(ctx, ty) {
                    self.types.insert(ty, t);
                    return t;
                }
                let pointee = self.ty(ctx, pointee);
                ctx.ptr_type(pointee, space)
            }
            TypeKind::Function { params, results } => {
                let params: Vec<_> = params.into_iter().filter(|&t| !(self.drop)(ctx, t)).collect();
                let results: Vec<_> = results.into_iter().filter(|&t| !(self.drop)(ctx, t)).collect();
                let params = params.into_iter().map(|t| self.ty(ctx, t)).collect();
                let results = results.into_iter().map(|t| self.ty(ctx, t)).collect();
                ctx.function_type(params, results)
            }
            TypeKind::Opaque { name, params } => {
                if let Some(t) = (self.matrix)(ctx, ty) {
                    self.types.insert(ty, t);
                    return t;
                }
                let params = params.into_iter().map(|t| self.ty(ctx, t)).collect();
                ctx.intern_type(TypeKind::Opaque { name, params })
            }
            _ => ty,
        };
        self.types.insert(ty, out);
        out
    }

    fn attr(&mut self, ctx: &mut Context, attr: Attr) -> Attr {
        match ctx.attr_kind(attr).clone() {
            AttrKind::Type(t) => {
                let t = self.ty(ctx, t);
                ctx.type_attr(t)
            }
            AttrKind::Array(items) => {
                let items = items.into_iter().map(|a| self.attr(ctx, a)).collect();
                ctx.array_attr(items)
            }
            _ => attr,
        }
    }
}
