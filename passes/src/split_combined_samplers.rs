//! `split-combined-samplers`: each combined texture-sampler global
//! (`Sampler2D<T> s`) becomes a texture global `s_texture` and a sampler
//! global `s_sampler` (a `SamplerComparisonState` for the `*Shadow`
//! ones), as slangc splits them for targets without combined
//! texture-samplers (HLSL, WGSL, Metal, CUDA, C++); an array of them
//! becomes a texture array and a sampler array, each `hl.resource_elem`
//! a texture element and a sampler element at its index. The texture takes the
//! global's place and explicit binding; the sampler follows it in
//! declaration order, so `assign-bindings` gives it the next slot.
//!
//! Uses: a sampling op reads the texture and the sampler (its operands 0
//! and 1, both the combined value before); any other texture op reads the
//! texture. Function variables that only hold the global's handle are
//! forwarded to it first (a parameter copied into a local, then inlined).
//! Any other use of a combined value (passed to a call that is not
//! inlined, stored elsewhere, chosen by control flow) is an `NSL3180`
//! error.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::hl;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Op, TypeKind};
use rustc_hash::FxHashSet;

pub static INFO: PassInfo = PassInfo {
    name: "split-combined-samplers",
    summary: "Combined texture-sampler globals become a texture global and a sampler global, for targets without combined texture-samplers",
    anchor: Anchor::Module,
    options: &[OptionSpec {
        name: "arrays",
        summary: "split arrays of combined texture-samplers too (targets with descriptor arrays: HLSL); else NSL3180",
    }],
    create: |options: &PassOptions| Ok(Box::new(SplitCombinedSamplers { arrays: options.bool("arrays", false)? })),
};

struct SplitCombinedSamplers {
    /// Whether the target has descriptor arrays to split an array into.
    arrays: bool,
}

impl Pass for SplitCombinedSamplers {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        crate::contract::concrete(ctx)
    }
    /// Globals change type; no value of a new kind of type appears.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![nsl_dialects::invariants::NO_SIGNED_REM, nsl_dialects::invariants::NO_F64_TRANSCENDENTALS]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let global = ctx.kind(hl::GLOBAL.name);
        let combined: Vec<Op> = ctx
            .iter_block(ctx.body(module, 0))
            .filter(|&op| ctx.is(op, global))
            .filter(|&op| ctx.attr_type(op, "type").is_some_and(|t| hl::texture_is_combined(ctx, element(ctx, t))))
            .collect();
        if !self.arrays {
            let mut elems = Vec::new();
            ctx.walk_nested(module, &mut |op| {
                if ctx.op_name(op) == hl::RESOURCE_ELEM.name {
                    elems.push(op);
                }
            });
            if let Some(&op) = elems.iter().find(|&&op| hl::texture_is_combined(ctx, ctx.value_type(ctx.result(op, 0))))
            {
                return Err(Diagnostic::error(
                    "NSL3180",
                    ctx.loc(op),
                    "an array of combined texture-samplers is not supported on this target yet (it has separate textures and samplers)",
                ));
            }
        }
        if combined.is_empty() {
            return Ok(());
        }
        stats.add("handle-variables-forwarded", crate::spirv_resources::forward_handle_variables(ctx, module));
        let mut taken: FxHashSet<String> = FxHashSet::default();
        ctx.walk_nested(module, &mut |op| {
            if let Some(s) = ctx.attr_symbol(op, "sym") {
                taken.insert(ctx.str(s).to_string());
            }
        });
        let count = combined.len() as u64;
        for g in combined {
            split(ctx, module, g, &mut taken)?;
        }
        stats.add("globals-split", count);
        Ok(())
    }
}

fn fresh(taken: &mut FxHashSet<String>, base: &str) -> String {
    let mut sym = base.to_string();
    let mut n = 1;
    while !taken.insert(sym.clone()) {
        sym = format!("{base}_{n}");
        n += 1;
    }
    sym
}

/// The element type of a descriptor array, else the type itself.
fn element(ctx: &Context, ty: nsl_ir::Type) -> nsl_ir::Type {
    match *ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } => elem,
        _ => ty,
    }
}

/// A global that is a combined texture-sampler, or an array of them (then
/// a texture array and a sampler array of its length, each element read
/// with the same index).
fn split(ctx: &mut Context, module: Op, g: Op, taken: &mut FxHashSet<String>) -> Result<(), Diagnostic> {
    let name = ctx.attr_symbol(g, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
    let whole = ctx.attr_type(g, "type").expect("checked");
    let array_len = match *ctx.type_kind(whole) {
        TypeKind::Array { len, .. } => Some(len),
        _ => None,
    };
    let ty = element(ctx, whole);
    let TypeKind::Opaque { name: ty_name, params } = ctx.type_kind(ty).clone() else { return Ok(()) };
    let ty_name = ctx.str(ty_name).to_string();
    let texture_name = hl::combined_texture_name(&ty_name).expect("a combined texture-sampler");
    let texture_sym = ctx.sym(&texture_name);
    let texture_ty = ctx.intern_type(TypeKind::Opaque { name: texture_sym, params });
    let sampler_name = if ty_name.ends_with("Shadow") { "hl.SamplerComparisonState" } else { "hl.SamplerState" };
    let sampler_sym = ctx.sym(sampler_name);
    let sampler_ty = ctx.intern_type(TypeKind::Opaque { name: sampler_sym, params: Vec::new() });
    let texture = fresh(taken, &format!("{name}_texture"));
    let sampler = fresh(taken, &format!("{name}_sampler"));
    // The texture keeps the global's attributes (its explicit binding);
    // the sampler gets the next free slot.
    let texture_attr = ctx.symbol_attr(&texture);
    let (texture_global_ty, sampler_global_ty) = match array_len {
        Some(len) => (ctx.array_type(texture_ty, len), ctx.array_type(sampler_ty, len)),
        None => (texture_ty, sampler_ty),
    };
    let texture_ty_attr = ctx.type_attr(texture_global_ty);
    let (sym_key, type_key) = (ctx.sym("sym"), ctx.sym("type"));
    ctx.set_attr(g, sym_key, texture_attr);
    ctx.set_attr(g, type_key, texture_ty_attr);
    let loc = ctx.loc(g);
    let mut b = Builder::new(ctx, InsertPoint::After(g));
    b.loc = loc;
    let attrs = [
        ("sym", b.ctx.symbol_attr(&sampler)),
        ("type", b.ctx.type_attr(sampler_global_ty)),
        ("kind", b.ctx.str_attr("resource")),
    ];
    b.op(hl::GLOBAL.name, &[], &[], &attrs, 0);

    let resource = ctx.kind(hl::RESOURCE.name);
    let resource_elem = ctx.kind(hl::RESOURCE_ELEM.name);
    let mut handles = Vec::new();
    ctx.walk_nested(module, &mut |op| {
        if (ctx.is(op, resource) || ctx.is(op, resource_elem))
            && ctx.attr_symbol(op, "global").is_some_and(|s| ctx.str(s) == name)
        {
            handles.push(op);
        }
    });
    let sampling = [
        hl::TEXTURE_SAMPLE.name,
        hl::TEXTURE_SAMPLE_LEVEL.name,
        hl::TEXTURE_SAMPLE_CMP.name,
        hl::TEXTURE_SAMPLE_BIAS.name,
        hl::TEXTURE_SAMPLE_GRAD.name,
        hl::TEXTURE_GATHER.name,
        hl::TEXTURE_QUERY_LOD.name,
    ];
    for h in handles {
        let r = ctx.result(h, 0);
        let texture_ref = ctx.symbol_attr(&texture);
        let sampler_ref = ctx.symbol_attr(&sampler);
        let loc = ctx.loc(h);
        let mut b = Builder::new(ctx, InsertPoint::Before(h));
        b.loc = loc;
        let (t, s) = if b.ctx.op_name(h) == hl::RESOURCE_ELEM.name {
            // An element: the texture's and the sampler's at its index.
            let index = b.ctx.operand(h, 0);
            let nonuniform = b.ctx.attr(h, "nonuniform").map(|a| ("nonuniform", a));
            let mut t_attrs = vec![("global", texture_ref)];
            let mut s_attrs = vec![("global", sampler_ref)];
            t_attrs.extend(nonuniform);
            s_attrs.extend(nonuniform);
            let t = b.value(hl::RESOURCE_ELEM.name, &[index], texture_ty, &t_attrs);
            let s = b.value(hl::RESOURCE_ELEM.name, &[index], sampler_ty, &s_attrs);
            (t, s)
        } else {
            let t = b.value(hl::RESOURCE.name, &[], texture_global_ty, &[("global", texture_ref)]);
            let s = b.value(hl::RESOURCE.name, &[], sampler_global_ty, &[("global", sampler_ref)]);
            (t, s)
        };
        for u in ctx.uses(r).to_vec() {
            let op_name = ctx.op_name(u.op);
            let is_texture_op = hl::TEXTURE_OPS.contains(&op_name);
            match u.index {
                0 if is_texture_op => ctx.set_operand(u.op, 0, t),
                1 if sampling.contains(&op_name) => ctx.set_operand(u.op, 1, s),
                _ => {
                    return Err(Diagnostic::error(
                        "NSL3180",
                        ctx.loc(u.op),
                        format!(
                            "the combined texture-sampler '{name}' is used by '{op_name}': this target has separate textures and samplers, so combined ones may only be sampled or read directly (pass them to functions that get inlined)"
                        ),
                    ))
                }
            }
        }
        ctx.erase_op(h);
        if !ctx.has_uses(t) {
            ctx.erase_op(ctx.defining_op(t).expect("an op result"));
        }
        if !ctx.has_uses(s) {
            ctx.erase_op(ctx.defining_op(s).expect("an op result"));
        }
    }
    Ok(())
}
