//! `lower-descriptor-handles`: descriptor handles (`DescriptorHandle<T>`,
//! `T.Handle`) become `uint2` values and their dereferences elements of
//! unsized descriptor arrays, the bindless heaps, as slangc lowers them
//! for Vulkan (its `VkMutable` bindless layout):
//!
//! - every type holding `!hl.DescriptorHandle<T>` or an untyped heap
//!   handle (`ResourceDescriptorHeap[i]`: `!hl.UntypedResourceHandle`,
//!   `!hl.UntypedSamplerHandle`) in values, struct fields, globals or
//!   signatures holds `vector<u32, 2>` instead; `hl.handle_cast`
//!   (a handle as its `uint2` or back) is its operand;
//! - `hl.handle_deref %h : T` is `hl.resource_elem {global = @heap} h.x`
//!   (for a constant buffer's handle, `T` a value type: the load of element
//!   `h.x` of a uniform global `T[]` marked `constant_buffers`),
//!   where `@heap` is a resource global of type `T[]` declared once per
//!   resource type, with a `bindless` attribute holding its binding in the
//!   bindless descriptor set: samplers 0, combined texture-samplers 1,
//!   every other resource 2 (one mutable descriptor binding); a
//!   dereference marked `bindings = "default"` (slangc's
//!   `BindlessDescriptorOptions.None`) reads a heap per Vulkan descriptor
//!   type instead (sampled images 2, storage images 3, texel buffers 4
//!   and 5, storage buffers 7, any other 8). Which set
//!   is `assign-bindings`' choice (`-bindless-space-index`, else the first
//!   set nothing else uses);
//! - a dereference marked `bindings = "heap_ext"` (`-capability
//!   spvDescriptorHeapEXT`) reads a heap marked `descriptor_heap` instead,
//!   without a binding: SPV_EXT_descriptor_heap's resource (or sampler)
//!   heap seen as an array of `T` (`spirv-resources`, then the emitter).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{hl, vec as vecd};
use nsl_ir::attr::AttrKind;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "lower-descriptor-handles",
    summary: "Descriptor handles become uint2 values, their dereferences elements of the bindless heaps",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LowerDescriptorHandles)),
};

const REMOVED: &[&str] = &[hl::HANDLE_DEREF.name, hl::HANDLE_CAST.name];

struct LowerDescriptorHandles;

impl Pass for LowerDescriptorHandles {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves()).without_ops(REMOVED)
    }
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![nsl_dialects::invariants::NO_SIGNED_REM, nsl_dialects::invariants::NO_F64_TRANSCENDENTALS]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let (deref, cast) = (ctx.kind(hl::HANDLE_DEREF.name), ctx.kind(hl::HANDLE_CAST.name));
        let ops = ctx.nested_ops(module);
        if !ops.iter().any(|&op| ctx.is(op, deref) || ctx.is(op, cast)) && !module_has_handles(ctx, &ops) {
            return Ok(());
        }
        let mut memo = FxHashMap::default();
        stats.add("values-retyped", retype(ctx, &ops, &mut memo));
        // Handles marked by `nonuniform(h)` (a `nonuniform` cast), and the
        // dereferences of them, whose heap index is then non-uniform.
        // A marked handle keeps its mark through casts and through the
        // local variables it is stored in (any marked store marks every
        // load: a NonUniform index is never wrong, only slower).
        let (store, load) = (ctx.kind("mem.store"), ctx.kind("mem.load"));
        let mut marked = rustc_hash::FxHashSet::default();
        loop {
            let before = marked.len();
            for &op in &ops {
                if ctx.is(op, cast) && (ctx.attr(op, "nonuniform").is_some() || marked.contains(&ctx.operand(op, 0))) {
                    marked.insert(ctx.result(op, 0));
                } else if ctx.is(op, store) && marked.contains(&ctx.operand(op, 1)) {
                    marked.insert(ctx.operand(op, 0));
                } else if ctx.is(op, load) && marked.contains(&ctx.operand(op, 0)) {
                    marked.insert(ctx.result(op, 0));
                }
            }
            if marked.len() == before {
                break;
            }
        }
        let nonuniform_derefs: rustc_hash::FxHashSet<Op> =
            ops.iter().copied().filter(|&op| ctx.is(op, deref) && marked.contains(&ctx.operand(op, 0))).collect();
        let mut heaps: FxHashMap<(Type, Option<&'static str>), nsl_ir::Attr> = FxHashMap::default();
        let body = ctx.body(module, 0);
        for op in ops {
            if ctx.is_erased(op) {
                continue;
            }
            if ctx.is(op, cast) {
                let (x, r) = (ctx.operand(op, 0), ctx.result(op, 0));
                ctx.replace_all_uses(r, x);
                ctx.erase_op(op);
                stats.add("casts-removed", 1);
            } else if ctx.is(op, deref) {
                let (h, r) = (ctx.operand(op, 0), ctx.result(op, 0));
                let ty = ctx.value_type(r);
                let bindings = match ctx.attr_str(op, "bindings") {
                    Some("default") => Some("default"),
                    Some("heap_ext") => Some("heap_ext"),
                    _ => None,
                };
                let heap = match heaps.get(&(ty, bindings)) {
                    Some(&g) => g,
                    None => {
                        let g = declare_heap(ctx, module, body, ty, bindings);
                        heaps.insert((ty, bindings), g);
                        g
                    }
                };
                let loc = ctx.loc(op);
                let mut b = Builder::new(ctx, InsertPoint::Before(op));
                b.loc = loc;
                let u32_ty = b.ctx.int_type(32, false);
                let zero = b.ctx.int_attr(0);
                let x = b.value(vecd::EXTRACT.name, &[h], u32_ty, &[("index", zero)]);
                let mut attrs = vec![("global", heap)];
                if nonuniform_derefs.contains(&op) {
                    attrs.push(("nonuniform", b.ctx.intern_attr(AttrKind::Unit)));
                }
                let e = if matches!(b.ctx.type_kind(ty), TypeKind::Opaque { .. }) {
                    b.value(hl::RESOURCE_ELEM.name, &[x], ty, &attrs)
                } else {
                    // A constant buffer's: the value of element `x` of the
                    // uniform buffers' heap.
                    let array = b.ctx.array_type(ty, None);
                    let array_ptr = b.ctx.ptr_type(array, nsl_ir::AddressSpace::Uniform);
                    let elem_ptr = b.ctx.ptr_type(ty, nsl_ir::AddressSpace::Uniform);
                    let base = b.value(hl::GLOBAL_ADDR.name, &[], array_ptr, &[("global", heap)]);
                    let nonuniform: Vec<_> = attrs.iter().copied().filter(|&(k, _)| k == "nonuniform").collect();
                    let p = b.value(nsl_dialects::mem::ELEM_ADDR.name, &[base, x], elem_ptr, &nonuniform);
                    b.value(nsl_dialects::mem::LOAD.name, &[p], ty, &[])
                };
                ctx.replace_all_uses(r, e);
                ctx.erase_op(op);
                stats.add("handles-dereferenced", 1);
            }
        }
        Ok(())
    }
}

/// Does any value or global of the module hold a handle?
fn module_has_handles(ctx: &Context, ops: &[Op]) -> bool {
    let mut memo = FxHashMap::default();
    ops.iter().any(|&op| {
        ctx.results(op).iter().any(|&v| holds_handle(ctx, ctx.value_type(v), &mut memo))
            || ctx
                .attrs(op)
                .iter()
                .any(|&(_, a)| matches!(ctx.attr_kind(a), AttrKind::Type(t) if holds_handle(ctx, *t, &mut memo)))
    })
}

fn holds_handle(ctx: &Context, ty: Type, memo: &mut FxHashMap<Type, bool>) -> bool {
    if let Some(&b) = memo.get(&ty) {
        return b;
    }
    let b = match ctx.type_kind(ty) {
        TypeKind::Opaque { params, .. } => {
            hl::descriptor_handle(ctx, ty).is_some()
                || hl::untyped_handle(ctx, ty).is_some()
                || params.clone().iter().any(|&t| holds_handle(ctx, t, memo))
        }
        TypeKind::Array { elem, .. } => holds_handle(ctx, *elem, memo),
        TypeKind::Ptr { pointee, .. } => holds_handle(ctx, *pointee, memo),
        TypeKind::Struct { fields, .. } => fields.clone().iter().any(|&(_, t)| holds_handle(ctx, t, memo)),
        TypeKind::Function { params, results } => {
            params.clone().iter().chain(results.clone().iter()).any(|&t| holds_handle(ctx, t, memo))
        }
        _ => false,
    };
    memo.insert(ty, b);
    b
}

/// `ty` with every descriptor handle a `vector<u32, 2>`.
fn lower_type(ctx: &mut Context, ty: Type, memo: &mut FxHashMap<Type, Type>) -> Type {
    if let Some(&t) = memo.get(&ty) {
        return t;
    }
    let new = match ctx.type_kind(ty).clone() {
        TypeKind::Opaque { .. }
            if hl::descriptor_handle(ctx, ty).is_some() || hl::untyped_handle(ctx, ty).is_some() =>
        {
            let u32_ty = ctx.int_type(32, false);
            ctx.vector_type(u32_ty, 2)
        }
        // A buffer of structs holding handles.
        TypeKind::Opaque { name, params } => {
            let p: Vec<_> = params.iter().map(|&t| lower_type(ctx, t, memo)).collect();
            if p == params {
                ty
            } else {
                ctx.intern_type(TypeKind::Opaque { name, params: p })
            }
        }
        TypeKind::Array { elem, len } => {
            let e = lower_type(ctx, elem, memo);
            if e == elem {
                ty
            } else {
                ctx.array_type(e, len)
            }
        }
        TypeKind::Ptr { pointee, space } => {
            let p = lower_type(ctx, pointee, memo);
            if p == pointee {
                ty
            } else {
                ctx.ptr_type(p, space)
            }
        }
        TypeKind::Struct { name, fields } => {
            let new_fields: Vec<_> = fields.iter().map(|&(n, t)| (n, lower_type(ctx, t, memo))).collect();
            if new_fields == fields {
                ty
            } else {
                ctx.intern_type(TypeKind::Struct { name, fields: new_fields })
            }
        }
        TypeKind::Function { params, results } => {
            let p: Vec<_> = params.iter().map(|&t| lower_type(ctx, t, memo)).collect();
            let r: Vec<_> = results.iter().map(|&t| lower_type(ctx, t, memo)).collect();
            if p == params && r == results {
                ty
            } else {
                ctx.intern_type(TypeKind::Function { params: p, results: r })
            }
        }
        _ => ty,
    };
    memo.insert(ty, new);
    new
}

/// Retypes every result, block argument and type attribute; returns how
/// many values changed type.
fn retype(ctx: &mut Context, ops: &[Op], memo: &mut FxHashMap<Type, Type>) -> u64 {
    let mut n = 0;
    for &op in ops {
        let mut values: Vec<_> = ctx.results(op).to_vec();
        for &region in ctx.regions(op) {
            values.extend_from_slice(ctx.block_args(ctx.region_block(region)));
        }
        for v in values {
            let old = ctx.value_type(v);
            let new = lower_type(ctx, old, memo);
            if new != old {
                ctx.set_value_type(v, new);
                n += 1;
            }
        }
        for (name, attr) in ctx.attrs(op).to_vec() {
            let new = retype_attr(ctx, attr, memo);
            if new != attr {
                ctx.set_attr(op, name, new);
            }
        }
    }
    n
}

fn retype_attr(ctx: &mut Context, attr: nsl_ir::Attr, memo: &mut FxHashMap<Type, Type>) -> nsl_ir::Attr {
    match ctx.attr_kind(attr).clone() {
        AttrKind::Type(t) => {
            let t = lower_type(ctx, t, memo);
            ctx.type_attr(t)
        }
        AttrKind::Array(items) => {
            let items = items.into_iter().map(|a| retype_attr(ctx, a, memo)).collect();
            ctx.array_attr(items)
        }
        _ => attr,
    }
}

/// The binding of the heap of `ty` in the bindless set: slangc's
/// `VkMutableBindlessBindings` (samplers, combined texture-samplers, then
/// one mutable binding for everything else), or with `default_bindings`
/// its `DefaultVkBindlessBindings` (one binding per Vulkan descriptor
/// type).
fn heap_binding(ctx: &Context, ty: Type, default_bindings: bool) -> i128 {
    let name = match ctx.type_kind(ty) {
        TypeKind::Opaque { name, .. } => ctx.str(*name),
        _ => "",
    };
    let base = name.strip_prefix("hl.").unwrap_or(name);
    if matches!(base, "SamplerState" | "SamplerComparisonState") {
        0
    } else if hl::texture_is_combined(ctx, ty) {
        1
    } else if !default_bindings {
        2
    } else if !matches!(ctx.type_kind(ty), TypeKind::Opaque { .. }) {
        // UNIFORM_BUFFER (a constant buffer's handle)
        6
    } else if base.ends_with("StructuredBuffer") || base.ends_with("ByteAddressBuffer") {
        // STORAGE_BUFFER
        7
    } else if base == "Buffer" {
        // UNIFORM_TEXEL_BUFFER
        4
    } else if base == "RWBuffer" {
        // STORAGE_TEXEL_BUFFER
        5
    } else if base.starts_with("RW") || base.starts_with("WTexture") {
        // STORAGE_IMAGE
        3
    } else if base.contains("Texture") || base.starts_with("SubpassInput") {
        // SAMPLED_IMAGE
        2
    } else {
        // Any other descriptor.
        8
    }
}

/// Declares the heap of resources of type `ty` (a resource global of type
/// `ty[]`) first in the module; returns its symbol attribute. `bindings`:
/// the dereference's layout (`None`: VkMutable, `"default"`, or
/// `"heap_ext"`: a view of SPV_EXT_descriptor_heap's heaps, marked
/// `descriptor_heap`, without a binding).
fn declare_heap(ctx: &mut Context, module: Op, body: nsl_ir::Block, ty: Type, bindings: Option<&str>) -> nsl_ir::Attr {
    let name = nsl_spirv::dialect::unique_symbol(ctx, module, "__slang_resource_heap");
    let sym_attr = ctx.symbol_attr(&name);
    let array = ctx.array_type(ty, None);
    let type_attr = ctx.type_attr(array);
    // A constant buffer's heap (its handles designate values of `ty`): a
    // uniform global marked `constant_buffers`, an array of blocks.
    let constant_buffers = !matches!(ctx.type_kind(ty), TypeKind::Opaque { .. });
    let kind = ctx.str_attr(if constant_buffers { "uniform" } else { "resource" });
    let heap_attr = if bindings == Some("heap_ext") {
        ("descriptor_heap", ctx.intern_attr(AttrKind::Unit))
    } else {
        let binding = heap_binding(ctx, ty, bindings == Some("default"));
        ("bindless", ctx.int_attr(binding))
    };
    let at = match ctx.block_ops(body).first() {
        Some(&first) => InsertPoint::Before(first),
        None => InsertPoint::End(body),
    };
    let loc = ctx.loc(module);
    let mut b = Builder::new(ctx, at);
    b.loc = loc;
    let mut attrs = vec![("sym", sym_attr), ("type", type_attr), ("kind", kind), heap_attr];
    if constant_buffers {
        attrs.push(("constant_buffers", b.ctx.intern_attr(AttrKind::Unit)));
    }
    b.op(hl::GLOBAL.name, &[], &[], &attrs, 0);
    sym_attr
}
