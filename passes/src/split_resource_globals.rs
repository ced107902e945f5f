//! `split-resource-globals`: a uniform global whose struct holds resources
//! (`ParameterBlock<Material>`, `ConstantBuffer<S>`, a global of a struct
//! with a `Texture2D` field) becomes a global of its ordinary data and one
//! resource global per resource leaf.
//!
//! No target can put a resource in a uniform block (Vulkan forbids opaque
//! types in `OpTypeStruct`), so slangc moves each resource member "into
//! another parameter binding slot" (its warnings E31106/E31107) and binds
//! it right after the block: for `ConstantBuffer<Material> gMat` with
//! `Texture2D albedo; SamplerState samp; float4 tint;`, the block `gMat`
//! holds `tint` and `gMat.albedo`, `gMat.samp` take the next bindings.
//! Here the leaves become `hl.global`s of kind `resource` named
//! `gMat_albedo`, `gMat_samp` (nested fields joined by `_`), inserted
//! right after the global in declaration order, so `assign-bindings`
//! gives them the slots that follow; the global keeps a struct of the
//! other fields (same name; nested structs likewise stripped), or goes
//! when none is left. Each of these globals records the parameter's name
//! and declared type (`param`, `param_type`) for hosts that bind its
//! fields by position.
//!
//! A sized array of structs holding resources (`Item items[4]` with a
//! buffer in `Item`; one array level) keeps its elements' data in the
//! stripped global, and each of its resource fields becomes a descriptor
//! array global of the array's length (`g_items_buf`): `items[i].buf` is
//! `hl.resource_elem i` of it, a load of the whole array is built element
//! by element.
//!
//! Uses follow the global's address through `mem.field_addr`s: a load of
//! a resource leaf becomes `hl.resource` of its global; a pointer to data
//! without resources becomes the same path into the stripped global (so
//! loads, array indexing and calls taking it see the same type); a load
//! of a struct that still holds resources is rebuilt with
//! `agg.construct` from its parts (`split-resource-vars` then splits the
//! local it lands in). Any other use of a pointer to resources (a store,
//! passing it to a call) is an `NSL3160` error: uniform data is read-only
//! and resources have no address.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, hl, mem};
use nsl_ir::attr::AttrKind;
use nsl_ir::{Attr, Builder, Context, Diagnostic, InsertPoint, Op, Type, TypeKind, Value};
use rustc_hash::FxHashSet;

pub static INFO: PassInfo = PassInfo {
    name: "split-resource-globals",
    summary: "Move the resources of uniform globals of structs into resource globals of their own, as slangc does",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SplitResourceGlobals)),
};

struct SplitResourceGlobals;

impl Pass for SplitResourceGlobals {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        crate::contract::concrete(ctx)
    }
    /// Globals change type; no value of a new type appears elsewhere.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![nsl_dialects::invariants::NO_SIGNED_REM, nsl_dialects::invariants::NO_F64_TRANSCENDENTALS]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let global = ctx.kind(hl::GLOBAL.name);
        let globals: Vec<Op> = ctx.iter_block(ctx.body(module, 0)).filter(|&op| ctx.is(op, global)).collect();
        let mut taken: FxHashSet<String> = FxHashSet::default();
        ctx.walk_nested(module, &mut |op| {
            if let Some(s) = ctx.attr_symbol(op, "sym") {
                taken.insert(ctx.str(s).to_string());
            }
        });
        let mut split = 0;
        for g in globals {
            if ctx.attr_str(g, "kind") != Some("uniform") {
                continue;
            }
            let Some(ty) = ctx.attr_type(g, "type") else { continue };
            let is_struct = matches!(ctx.type_kind(ty), TypeKind::Struct { .. });
            if !(is_struct && holds_resource(ctx, ty) || struct_array(ctx, ty).is_some()) {
                continue;
            }
            split_global(ctx, module, g, ty, &mut taken)?;
            split += 1;
        }
        stats.add("globals-split", split);
        stats.add("entry-parameters-hoisted", hoist_entry_parameters(ctx, module, &mut taken)?);
        Ok(())
    }
}

/// Moves the resources of entry points' `uniform` parameters into resource
/// globals, as slangc binds them: a parameter that is a resource (or an
/// array of resources) becomes the global `entryPointParams_NAME`, each
/// resource leaf of a parameter of a struct the global
/// `entryPointParams_NAME_FIELD...` (marked `entry_param`, with the
/// parameter's name and declared type as `param`, `param_type`); the
/// globals come after every other one, in parameter order, so
/// `assign-bindings` gives them the slots after the globals'. A parameter
/// left with data keeps it (its type stripped of the resources) for
/// `spirv-entry-points` to place in the push-constant block; the value of
/// the declared type is rebuilt at the function's start from the two.
/// An entry function other functions call, and a parameter of an array of
/// structs holding resources, are left as they are.
fn hoist_entry_parameters(ctx: &mut Context, module: Op, taken: &mut FxHashSet<String>) -> Result<u64, Diagnostic> {
    let body = ctx.body(module, 0);
    let (entry_kind, global_kind) = (ctx.kind(hl::ENTRY_POINT.name), ctx.kind(hl::GLOBAL.name));
    let entries: Vec<Op> = ctx.iter_block(body).filter(|&op| ctx.is(op, entry_kind)).collect();
    let mut after: Option<Op> = ctx.iter_block(body).filter(|&op| ctx.is(op, global_kind)).last();
    let table = nsl_ir::SymbolTable::build(ctx, module);
    let mut called: FxHashSet<String> = FxHashSet::default();
    let call = ctx.kind(nsl_dialects::func::CALL.name);
    ctx.walk_nested(module, &mut |op| {
        if ctx.is(op, call) {
            if let Some(s) = ctx.attr_symbol(op, "callee") {
                called.insert(ctx.str(s).to_string());
            }
        }
    });
    let mut hoisted = 0;
    for ep in entries {
        let Some(sym) = ctx.attr_symbol(ep, "func") else { continue };
        let Some(f) = table.lookup(sym) else { continue };
        if called.contains(ctx.str(sym)) {
            continue;
        }
        let mut semantics: Vec<Attr> = match ctx.attr(ep, "semantics").map(|a| ctx.attr_kind(a).clone()) {
            Some(AttrKind::Array(items)) => items,
            _ => continue,
        };
        let mut varyings: Option<Vec<Attr>> = match ctx.attr(ep, "varyings").map(|a| ctx.attr_kind(a).clone()) {
            Some(AttrKind::Array(items)) => Some(items),
            _ => None,
        };
        // `[[vk::binding(b, s)]]` of each parameter.
        let mut bindings: Vec<Option<(i128, i128)>> = match ctx.attr(ep, "param_bindings").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&a| match ctx.attr_kind(a) {
                    AttrKind::Array(slot) => match slot.as_slice() {
                        &[b, s] => match (ctx.attr_kind(b), ctx.attr_kind(s)) {
                            (&AttrKind::Int(b), &AttrKind::Int(s)) => Some((b, s)),
                            _ => None,
                        },
                        _ => None,
                    },
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let fbody = ctx.body(f, 0);
        let Some((mut params, results)) = nsl_dialects::func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec()))
        else {
            continue;
        };
        let mut changed = false;
        let mut i = 0;
        while i < params.len() {
            let ty = params[i];
            let uniform = semantics
                .get(i)
                .is_some_and(|&a| matches!(ctx.attr_kind(a), AttrKind::Str(s) if ctx.str(*s) == "uniform"));
            let whole = is_resource(ctx, ty) || is_resource_array(ctx, ty);
            let is_struct = matches!(ctx.type_kind(ty), TypeKind::Struct { .. });
            // An array of structs holding resources: one array global per
            // resource leaf of the element (slangc's `entryPointParams_elems_tex`).
            let array_of = match *ctx.type_kind(ty) {
                TypeKind::Array { elem, len: Some(n) }
                    if matches!(ctx.type_kind(elem), TypeKind::Struct { .. }) && holds_resource(ctx, elem) =>
                {
                    Some((elem, n))
                }
                _ => None,
            };
            // Arrays of structs holding resources nested in the parameter are
            // not hoisted.
            let nested = holds_struct_array(ctx, array_of.map_or(ty, |(elem, _)| elem));
            if !uniform || nested && !whole || !(whole || is_struct && holds_resource(ctx, ty) || array_of.is_some()) {
                i += 1;
                continue;
            }
            let arg = ctx.block_args(fbody)[i];
            let name = ctx.value_name(arg).map_or_else(|| format!("param{i}"), |s| ctx.str(s).to_string());
            // The resource leaves, in field order.
            let mut leaves: Vec<(Vec<usize>, String, Type)> = Vec::new();
            if whole {
                leaves.push((Vec::new(), format!("entryPointParams_{name}"), ty));
            } else {
                let of = array_of.map_or(ty, |(elem, _)| elem);
                collect_leaves(ctx, of, &mut Vec::new(), &format!("entryPointParams_{name}"), &mut leaves);
            }
            if let Some((_, n)) = array_of {
                // Arrays of resource arrays have no descriptor form.
                if leaves.iter().any(|(_, _, t)| matches!(ctx.type_kind(*t), TypeKind::Array { .. })) {
                    i += 1;
                    continue;
                }
                for leaf in &mut leaves {
                    leaf.2 = ctx.array_type(leaf.2, Some(n));
                }
            }
            let loc = ctx.loc(f);
            let mut split = Split { name: name.clone(), ty, data: None, leaves: Vec::new() };
            let binding = bindings.get(i).copied().flatten();
            for (k, (path, leaf_name, leaf_ty)) in leaves.into_iter().enumerate() {
                let mut s = leaf_name.clone();
                let mut n = 1;
                while !taken.insert(s.clone()) {
                    s = format!("{leaf_name}_{n}");
                    n += 1;
                }
                let ip = match after {
                    Some(g) => InsertPoint::After(g),
                    None => InsertPoint::Start(body),
                };
                let mut b = Builder::new(ctx, ip);
                b.loc = loc;
                let mut attrs = vec![
                    ("sym", b.ctx.symbol_attr(&s)),
                    ("type", b.ctx.type_attr(leaf_ty)),
                    ("kind", b.ctx.str_attr("resource")),
                    ("entry_param", b.ctx.intern_attr(AttrKind::Unit)),
                ];
                if let Some((slot, set)) = binding {
                    // The parameter's resources take consecutive slots from its own.
                    let items = vec![b.ctx.int_attr(slot + k as i128), b.ctx.int_attr(set)];
                    attrs.push(("binding", b.ctx.array_attr(items)));
                }
                if !whole {
                    attrs.push(("param", b.ctx.str_attr(&name)));
                    attrs.push(("param_type", b.ctx.type_attr(ty)));
                }
                after = Some(b.op(hl::GLOBAL.name, &[], &[], &attrs, 0));
                split.leaves.push((path, s));
            }
            let (stripped, has_data) = match array_of {
                _ if whole => (ty, false),
                Some((elem, n)) => {
                    let (s, _) = strip(ctx, elem);
                    let has_data = !is_empty_data(ctx, s);
                    (ctx.array_type(s, Some(n)), has_data)
                }
                None => {
                    let (s, _) = strip(ctx, ty);
                    (s, !is_empty_data(ctx, s))
                }
            };
            let uses: Vec<(Op, u32)> = ctx.uses(arg).iter().map(|u| (u.op, u.index)).collect();
            let mut b = Builder::new(ctx, InsertPoint::Start(fbody));
            b.loc = loc;
            if has_data {
                b.ctx.set_value_type(arg, stripped);
            }
            let value = match array_of {
                Some((elem, n)) => {
                    let TypeKind::Array { elem: stripped_elem, .. } = *b.ctx.type_kind(stripped) else {
                        unreachable!("an array's stripped type is an array")
                    };
                    let u32_ty = b.ctx.int_type(32, false);
                    let mut elems = Vec::with_capacity(n as usize);
                    for k in 0..n {
                        let index_attr = b.ctx.int_attr(i128::from(k));
                        let index = b.value(nsl_dialects::arith::CONST.name, &[], u32_ty, &[("value", index_attr)]);
                        let data = if has_data {
                            let at = b.ctx.int_attr(i128::from(k));
                            b.value(agg::EXTRACT.name, &[arg], stripped_elem, &[("index", at)])
                        } else {
                            arg
                        };
                        elems.push(rebuild_from(&mut b, &split, data, elem, stripped_elem, &[], Some(index)));
                    }
                    b.value(agg::CONSTRUCT.name, &elems, ty, &[])
                }
                None => rebuild_from(&mut b, &split, arg, ty, stripped, &[], None),
            };
            let value_name = ctx.sym(&name);
            ctx.set_value_name(value, Some(value_name));
            for (op, index) in uses {
                ctx.set_operand(op, index as usize, value);
            }
            hoisted += 1;
            changed = true;
            if has_data {
                params[i] = stripped;
                i += 1;
            } else {
                ctx.remove_block_arg(fbody, i);
                params.remove(i);
                semantics.remove(i);
                if i < bindings.len() {
                    bindings.remove(i);
                }
                if let Some(v) = varyings.as_mut().filter(|v| i < v.len()) {
                    v.remove(i);
                }
            }
        }
        // The slots are the resource globals' now.
        let param_bindings = ctx.sym("param_bindings");
        ctx.remove_attr(ep, param_bindings);
        if changed {
            let fty = ctx.function_type(params, results);
            let (type_name, type_attr) = (ctx.sym("type"), ctx.type_attr(fty));
            ctx.set_attr(f, type_name, type_attr);
            let (name, value) = (ctx.sym("semantics"), ctx.array_attr(semantics));
            ctx.set_attr(ep, name, value);
            if let Some(v) = varyings {
                let (name, value) = (ctx.sym("varyings"), ctx.array_attr(v));
                ctx.set_attr(ep, name, value);
            }
        }
    }
    Ok(hoisted)
}

/// The resource leaves of struct `ty` (an array of resources is one), in
/// field order: their path, name (`prefix_field...`) and type.
fn collect_leaves(
    ctx: &Context,
    ty: Type,
    path: &mut Vec<usize>,
    prefix: &str,
    out: &mut Vec<(Vec<usize>, String, Type)>,
) {
    let TypeKind::Struct { fields, .. } = ctx.type_kind(ty) else { return };
    for (i, &(field_name, f)) in fields.iter().enumerate() {
        path.push(i);
        let leaf_name = format!("{prefix}_{}", ctx.str(field_name));
        if is_resource(ctx, f) || is_resource_array(ctx, f) {
            out.push((path.clone(), leaf_name, f));
        } else if matches!(ctx.type_kind(f), TypeKind::Struct { .. }) && holds_resource(ctx, f) {
            collect_leaves(ctx, f, path, &leaf_name, out);
        }
        path.pop();
    }
}

/// The value at `path` of an entry point's parameter of declared type
/// `original`, built from its resource globals and `data` (the parameter
/// stripped of them, of type `stripped`, at the same path).
/// With `element`, the parameter is an array and this builds that element:
/// the leaves are elements of array globals.
fn rebuild_from(
    b: &mut Builder,
    split: &Split,
    data: Value,
    original: Type,
    stripped: Type,
    path: &[usize],
    element: Option<Value>,
) -> Value {
    if let Some((_, sym)) = split.leaves.iter().find(|(p, _)| p == path) {
        let global = b.ctx.symbol_attr(sym);
        return match element {
            Some(index) => b.value(hl::RESOURCE_ELEM.name, &[index], original, &[("global", global)]),
            None => b.value(hl::RESOURCE.name, &[], original, &[("global", global)]),
        };
    }
    if !holds_resource(b.ctx, original) {
        return data;
    }
    let TypeKind::Struct { fields, .. } = b.ctx.type_kind(original).clone() else { return data };
    let (_, map) = strip(b.ctx, original);
    let mut parts = Vec::with_capacity(fields.len());
    for (i, &(_, f)) in fields.iter().enumerate() {
        let mut p = path.to_vec();
        p.push(i);
        let part = match map.get(i).copied().flatten() {
            Some(j) => {
                let (_, sf) = field(b.ctx, stripped, j).expect("a field of the stripped type");
                let index = b.ctx.int_attr(j as i128);
                let d = b.value(agg::EXTRACT.name, &[data], sf, &[("index", index)]);
                rebuild_from(b, split, d, f, sf, &p, element)
            }
            // A resource leaf, or a part with no data (an empty struct).
            None if split.leaves.iter().any(|(q, _)| q == &p) || holds_resource(b.ctx, f) => {
                rebuild_from(b, split, data, f, stripped, &p, element)
            }
            None => b.value(agg::CONSTRUCT.name, &[], f, &[]),
        };
        parts.push(part);
    }
    b.value(agg::CONSTRUCT.name, &parts, original, &[])
}

/// A resource handle of the `hl` dialect (a texture, a sampler, a buffer);
/// a descriptor handle (`T.Handle`) is data, a `uint2`.
fn is_resource(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Opaque { name, .. } if ctx.str(*name).starts_with("hl."))
        && hl::descriptor_handle(ctx, ty).is_none()
}

/// Is `ty` an array of resources that is bound as one descriptor array
/// (textures, samplers, buffers)?
fn is_resource_array(ctx: &Context, ty: Type) -> bool {
    matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. }
        if hl::is_descriptor(ctx, elem) || hl::structured_buffer(ctx, elem).is_some() || hl::byte_address_buffer(ctx, elem).is_some())
}

/// Does `ty` hold a resource in a field, at any depth (arrays of
/// resources included)?
fn holds_resource(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_resource(ctx, f)),
        TypeKind::Array { elem, .. } => holds_resource(ctx, *elem),
        _ => is_resource(ctx, ty),
    }
}

/// `ty` without its resource fields, nested structs stripped in turn, and
/// for each kept field its index in the result (`None`: moved out).
fn strip(ctx: &mut Context, ty: Type) -> (Type, Vec<Option<usize>>) {
    let TypeKind::Struct { name, fields } = ctx.type_kind(ty).clone() else { return (ty, Vec::new()) };
    let mut kept = Vec::new();
    let mut map = Vec::new();
    for (field_name, f) in fields {
        let is_struct = matches!(ctx.type_kind(f), TypeKind::Struct { .. });
        // An array of structs holding resources keeps its elements' data.
        if let Some((elem, n)) = struct_array(ctx, f) {
            let s = strip(ctx, elem).0;
            if is_empty_data(ctx, s) {
                map.push(None);
            } else {
                map.push(Some(kept.len()));
                let arr = ctx.array_type(s, Some(n));
                kept.push((field_name, arr));
            }
            continue;
        }
        // Resources, and arrays of them, leave the data.
        if holds_resource(ctx, f) && !is_struct {
            map.push(None);
            continue;
        }
        let f = if is_struct && holds_resource(ctx, f) { strip(ctx, f).0 } else { f };
        if matches!(ctx.type_kind(f), TypeKind::Struct { fields, .. } if fields.is_empty()) {
            map.push(None);
            continue;
        }
        map.push(Some(kept.len()));
        kept.push((field_name, f));
    }
    (ctx.intern_type(TypeKind::Struct { name, fields: kept }), map)
}

/// One field step of a path: the field's name and type.
fn field(ctx: &Context, ty: Type, index: usize) -> Option<(String, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.get(index).map(|&(n, t)| (ctx.str(n).to_string(), t)),
        TypeKind::Array { elem, .. } if index == ELEM => Some((String::new(), *elem)),
        _ => None,
    }
}

/// The path step into an element of an array of structs holding resources
/// (`struct_array`); the element's index travels beside the path.
const ELEM: usize = usize::MAX;

/// Is `ty` a sized array of structs holding resources, none of them in
/// arrays (one array level: each resource leaf of the element becomes a
/// descriptor array of the array's length)? Its element type and length.
fn struct_array(ctx: &Context, ty: Type) -> Option<(Type, u32)> {
    match *ctx.type_kind(ty) {
        TypeKind::Array { elem, len: Some(n) }
            if matches!(ctx.type_kind(elem), TypeKind::Struct { .. })
                && holds_resource(ctx, elem)
                && !holds_resource_in_array(ctx, elem) =>
        {
            Some((elem, n))
        }
        _ => None,
    }
}

/// Does struct `ty` hold, at any depth, an array of structs holding
/// resources?
fn holds_struct_array(ctx: &Context, ty: Type) -> bool {
    let TypeKind::Struct { fields, .. } = ctx.type_kind(ty) else { return false };
    fields.iter().any(|&(_, f)| match *ctx.type_kind(f) {
        TypeKind::Array { elem, .. } => {
            matches!(ctx.type_kind(elem), TypeKind::Struct { .. }) && holds_resource(ctx, elem)
        }
        TypeKind::Struct { .. } => holds_struct_array(ctx, f),
        _ => false,
    })
}

/// Does `ty` hold, at any depth, an array holding resources?
fn holds_resource_in_array(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_resource_in_array(ctx, f)),
        TypeKind::Array { elem, .. } => holds_resource(ctx, *elem),
        _ => false,
    }
}

struct Split {
    /// The original global's symbol, type and the stripped global (none
    /// when no data is left).
    name: String,
    ty: Type,
    data: Option<(String, Type)>,
    /// Each resource leaf: its field path and its global's symbol.
    leaves: Vec<(Vec<usize>, String)>,
}

fn split_global(
    ctx: &mut Context,
    module: Op,
    g: Op,
    ty: Type,
    taken: &mut FxHashSet<String>,
) -> Result<(), Diagnostic> {
    let name = ctx.attr_symbol(g, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
    // The resource leaves, in field order; an array of resources (a
    // descriptor array, sized or not) is one leaf.
    let mut leaves = Vec::new();
    // Under an array of structs (`struct_array`), each leaf is an array of
    // the array's length.
    let mut stack = match struct_array(ctx, ty) {
        // A global array of structs: its elements' leaves.
        Some((elem, n)) => vec![(elem, vec![ELEM], name.clone(), Some(n))],
        None => vec![(ty, Vec::new(), name.clone(), None)],
    };
    while let Some((t, path, prefix, len)) = stack.pop() {
        let TypeKind::Struct { fields, .. } = ctx.type_kind(t).clone() else { continue };
        for (i, (field_name, f)) in fields.into_iter().enumerate().rev() {
            let mut p = path.clone();
            p.push(i);
            let leaf_name = format!("{prefix}_{}", ctx.str(field_name));
            if is_resource(ctx, f) || is_resource_array(ctx, f) {
                let leaf_ty = match len {
                    Some(n) => ctx.array_type(f, Some(n)),
                    None => f,
                };
                leaves.push((p, leaf_name, leaf_ty));
            } else if matches!(ctx.type_kind(f), TypeKind::Struct { .. }) && holds_resource(ctx, f) {
                stack.push((f, p, leaf_name, len));
            } else if let (Some((elem, n)), None) = (struct_array(ctx, f), len) {
                p.push(ELEM);
                stack.push((elem, p, leaf_name, Some(n)));
            }
        }
    }
    leaves.sort_by(|a, b| a.0.cmp(&b.0));
    let (stripped, has_data) = match struct_array(ctx, ty) {
        Some((elem, n)) => {
            let s = strip(ctx, elem).0;
            (ctx.array_type(s, Some(n)), !is_empty_data(ctx, s))
        }
        None => {
            let (stripped, _) = strip(ctx, ty);
            (stripped, !matches!(ctx.type_kind(stripped), TypeKind::Struct { fields, .. } if fields.is_empty()))
        }
    };
    let loc = ctx.loc(g);
    let mut b = Builder::new(ctx, InsertPoint::After(g));
    b.loc = loc;
    let mut split = Split { name: name.clone(), ty, data: None, leaves: Vec::new() };
    for (path, leaf_name, leaf_ty) in leaves {
        let mut sym = leaf_name.clone();
        let mut n = 1;
        while !taken.insert(sym.clone()) {
            sym = format!("{leaf_name}_{n}");
            n += 1;
        }
        let attrs = [
            ("sym", b.ctx.symbol_attr(&sym)),
            ("type", b.ctx.type_attr(leaf_ty)),
            ("kind", b.ctx.str_attr("resource")),
            ("param", b.ctx.str_attr(&name)),
            ("param_type", b.ctx.type_attr(ty)),
        ];
        b.op(hl::GLOBAL.name, &[], &[], &attrs, 0);
        split.leaves.push((path, sym));
    }
    // The new globals follow `g` in declaration order: each was inserted
    // after the previous one.
    if has_data {
        let type_attr = ctx.type_attr(stripped);
        let type_name = ctx.sym("type");
        ctx.set_attr(g, type_name, type_attr);
        let (param, param_name) = (ctx.str_attr(&name), ctx.sym("param"));
        ctx.set_attr(g, param_name, param);
        let (param_type, param_type_name) = (ctx.type_attr(ty), ctx.sym("param_type"));
        ctx.set_attr(g, param_type_name, param_type);
        split.data = Some((name.clone(), stripped));
    }
    let global_addr = ctx.kind(hl::GLOBAL_ADDR.name);
    let mut addrs = Vec::new();
    ctx.walk_nested(module, &mut |op| {
        if ctx.is(op, global_addr) && ctx.attr_symbol(op, "global").is_some_and(|s| ctx.str(s) == name) {
            addrs.push(op);
        }
    });
    for a in addrs {
        let r = ctx.result(a, 0);
        rewrite_pointer(ctx, &split, r, &[], None)?;
        if !ctx.has_uses(r) {
            ctx.erase_op(a);
        }
    }
    if !has_data {
        ctx.erase_op(g);
    }
    Ok(())
}

/// The type at `path` inside `ty`.
fn type_at(ctx: &Context, ty: Type, path: &[usize]) -> Option<Type> {
    path.iter().try_fold(ty, |t, &i| field(ctx, t, i).map(|(_, f)| f))
}

/// Rewrites every use of `ptr`, the address of `path` in the original
/// global; `index` is the element's index where the path steps into an
/// array of structs (`ELEM`).
fn rewrite_pointer(
    ctx: &mut Context,
    split: &Split,
    ptr: Value,
    path: &[usize],
    index: Option<Value>,
) -> Result<(), Diagnostic> {
    let here = type_at(ctx, split.ty, path).expect("a path into the global's type");
    if !holds_resource(ctx, here) {
        // Plain data: the same path into the stripped global.
        let Some(def) = ctx.defining_op(ptr) else { return Ok(()) };
        let mut b = Builder::new(ctx, InsertPoint::Before(def));
        b.loc = b.ctx.loc(def);
        let new = data_pointer(&mut b, split, path, index);
        ctx.replace_all_uses(ptr, new);
        return Ok(());
    }
    let (field_addr, load) = (ctx.kind(mem::FIELD_ADDR.name), ctx.kind(mem::LOAD.name));
    let elem_addr = ctx.kind(mem::ELEM_ADDR.name);
    let users: Vec<Op> = ctx.uses(ptr).iter().map(|u| u.op).collect();
    // A resource leaf of an element of an array of structs: its loads are
    // `hl.resource_elem` of the leaf's array global.
    if let (Some(i), Some((_, sym))) = (index, split.leaves.iter().find(|(p, _)| p == path)) {
        for user in users {
            if !ctx.is(user, load) {
                return Err(Diagnostic::error(
                    "NSL3160",
                    ctx.loc(user),
                    format!(
                        "'{}' of a resource in an array of structs inside '{}': resources have no address",
                        ctx.op_name(user),
                        split.name
                    ),
                ));
            }
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = b.ctx.loc(user);
            let global = b.ctx.symbol_attr(sym);
            let ty = b.ctx.value_type(b.ctx.result(user, 0));
            let h = b.value(hl::RESOURCE_ELEM.name, &[i], ty, &[("global", global)]);
            let r = ctx.result(user, 0);
            ctx.replace_all_uses(r, h);
            ctx.erase_op(user);
        }
        return Ok(());
    }
    // An element of a descriptor array leaf: `hl.resource_elem` of its global.
    let array_leaf = split.leaves.iter().find(|(p, _)| p == path).map(|(_, s)| s.clone());
    for user in users.iter().copied() {
        let (Some(sym), true, None) = (&array_leaf, ctx.is(user, elem_addr), index) else { continue };
        let index = ctx.operand(user, 1);
        let r = ctx.result(user, 0);
        for u in ctx.uses(r).to_vec() {
            if !ctx.is(u.op, load) {
                return Err(Diagnostic::error(
                    "NSL3160",
                    ctx.loc(u.op),
                    format!(
                        "'{}' of an element of a resource array inside '{}': resources have no address",
                        ctx.op_name(u.op),
                        split.name
                    ),
                ));
            }
            let mut b = Builder::new(ctx, InsertPoint::Before(u.op));
            b.loc = b.ctx.loc(u.op);
            let global = b.ctx.symbol_attr(sym);
            let elem = b.ctx.value_type(b.ctx.result(u.op, 0));
            let h = b.value(hl::RESOURCE_ELEM.name, &[index], elem, &[("global", global)]);
            let lr = ctx.result(u.op, 0);
            ctx.replace_all_uses(lr, h);
            ctx.erase_op(u.op);
        }
        ctx.erase_op(user);
    }
    let users: Vec<Op> = users.into_iter().filter(|&u| !ctx.is_erased(u)).collect();
    for user in users {
        if ctx.is(user, field_addr) {
            let field_index = ctx.attr_int(user, "index").unwrap_or(0) as usize;
            let mut p = path.to_vec();
            p.push(field_index);
            let r = ctx.result(user, 0);
            rewrite_pointer(ctx, split, r, &p, index)?;
            if !ctx.has_uses(r) {
                ctx.erase_op(user);
            }
        } else if ctx.is(user, elem_addr) && index.is_none() && struct_array(ctx, here).is_some() {
            // An element of an array of structs holding resources.
            let mut p = path.to_vec();
            p.push(ELEM);
            let (i, r) = (ctx.operand(user, 1), ctx.result(user, 0));
            rewrite_pointer(ctx, split, r, &p, Some(i))?;
            if !ctx.has_uses(r) {
                ctx.erase_op(user);
            }
        } else if ctx.is(user, load) {
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = b.ctx.loc(user);
            let value = rebuild(&mut b, split, path, index)?;
            let r = ctx.result(user, 0);
            ctx.set_value_name(value, ctx.value_name(r));
            ctx.replace_all_uses(r, value);
            ctx.erase_op(user);
        } else {
            return Err(Diagnostic::error(
                "NSL3160",
                ctx.loc(user),
                format!(
                    "'{}' of a part of '{}' that holds resources: uniform data is read-only and resources have no \
                     address",
                    ctx.op_name(user),
                    split.name
                ),
            ));
        }
    }
    Ok(())
}

/// Is `ty` a struct without any data (its fields, if any, empty structs)?
/// `strip` drops such fields, so the stripped global has no place for them.
fn is_empty_data(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, f)| is_empty_data(ctx, f)),
        _ => false,
    }
}

/// The address of `path` (data only) in the stripped global. A part that
/// holds no data at all (an empty struct, `this` of its methods) was
/// dropped from the global: a local of its type stands in, as reading it
/// reads nothing.
fn data_pointer(b: &mut Builder, split: &Split, path: &[usize], index: Option<Value>) -> Value {
    let here = type_at(b.ctx, split.ty, path).expect("a path into the global's type");
    if is_empty_data(b.ctx, here) {
        let ptr_ty = b.ctx.ptr_type(here, nsl_ir::AddressSpace::Function);
        return b.value(mem::VAR.name, &[], ptr_ty, &[]);
    }
    let (data_name, data_ty) = split.data.clone().expect("data left in the global");
    let global = b.ctx.symbol_attr(&data_name);
    let ptr_ty = b.ctx.ptr_type(data_ty, nsl_ir::AddressSpace::Uniform);
    let mut ptr = b.value(hl::GLOBAL_ADDR.name, &[], ptr_ty, &[("global", global)]);
    let (mut original, mut stripped) = (split.ty, data_ty);
    for &i in path {
        if i == ELEM {
            let (TypeKind::Array { elem: o, .. }, TypeKind::Array { elem: s, .. }) =
                (b.ctx.type_kind(original).clone(), b.ctx.type_kind(stripped).clone())
            else {
                unreachable!("an element step is taken in an array")
            };
            let ty = b.ctx.ptr_type(s, nsl_ir::AddressSpace::Uniform);
            let at = index.expect("an element step has its index");
            ptr = b.value(mem::ELEM_ADDR.name, &[ptr, at], ty, &[]);
            (original, stripped) = (o, s);
            continue;
        }
        let (_, map) = strip(b.ctx, original);
        let j = map.get(i).copied().flatten().expect("a data field is kept");
        let (_, f) = field(b.ctx, stripped, j).expect("a field of the stripped type");
        let ty = b.ctx.ptr_type(f, nsl_ir::AddressSpace::Uniform);
        let index = b.ctx.int_attr(j as i128);
        ptr = b.value(mem::FIELD_ADDR.name, &[ptr], ty, &[("index", index)]);
        original = field(b.ctx, original, i).expect("a field").1;
        stripped = f;
    }
    ptr
}

/// The value at `path` of the original global, built from its parts.
fn rebuild(b: &mut Builder, split: &Split, path: &[usize], index: Option<Value>) -> Result<Value, Diagnostic> {
    let ty = type_at(b.ctx, split.ty, path).expect("a path into the global's type");
    if let Some((_, sym)) = split.leaves.iter().find(|(p, _)| p == path) {
        let global = b.ctx.symbol_attr(sym);
        return Ok(match index {
            Some(i) => b.value(hl::RESOURCE_ELEM.name, &[i], ty, &[("global", global)]),
            None => b.value(hl::RESOURCE.name, &[], ty, &[("global", global)]),
        });
    }
    if !holds_resource(b.ctx, ty) {
        let ptr = data_pointer(b, split, path, index);
        return Ok(b.value(mem::LOAD.name, &[ptr], ty, &[]));
    }
    if let (Some((_, n)), None) = (struct_array(b.ctx, ty), index) {
        // The whole array: each element built from its parts.
        let mut p = path.to_vec();
        p.push(ELEM);
        let u32_ty = b.ctx.int_type(32, false);
        let mut elems = Vec::with_capacity(n as usize);
        for k in 0..n {
            let at = b.ctx.int_attr(i128::from(k));
            let i = b.value(nsl_dialects::arith::CONST.name, &[], u32_ty, &[("value", at)]);
            elems.push(rebuild(b, split, &p, Some(i))?);
        }
        return Ok(b.value(agg::CONSTRUCT.name, &elems, ty, &[]));
    }
    let TypeKind::Struct { fields, .. } = b.ctx.type_kind(ty).clone() else {
        return Err(Diagnostic::error(
            "NSL3160",
            b.loc,
            format!("an array of resources inside '{}' is not supported in a uniform block", split.name),
        ));
    };
    let mut parts = Vec::with_capacity(fields.len());
    for i in 0..fields.len() {
        let mut p = path.to_vec();
        p.push(i);
        parts.push(rebuild(b, split, &p, index)?);
    }
    Ok(b.value(agg::CONSTRUCT.name, &parts, ty, &[]))
}
