//! `assign-bindings`: gives every resource and uniform `hl.global` a
//! Vulkan descriptor slot, `binding = [binding, set]`, the way slangc
//! assigns them:
//!
//! 1. Explicit slots are kept and reserved first: a `binding` attribute
//!    (from `[[vk::binding(b, s)]]`) as it is (two resources binding the
//!    same slot both keep it, as slangc does: a texture and a sampler at one
//!    binding form a combined descriptor); otherwise a `register` attribute
//!    (`register(t3, space1)`) maps one to one to binding 3 of set 1, as
//!    slangc does without `-fvk-*-shift` options. HLSL registers of
//!    different kinds (`t0`, `u0`) map to the same Vulkan slot: a register
//!    whose slot is already taken is ignored and its resource assigned
//!    like one without markup.
//! 2. Uniform globals (ordinary data outside any resource) are gathered
//!    into one default constant buffer, which takes the first free binding
//!    of set 0 — binding 0 unless an explicit slot holds it — before any
//!    resource. Every uniform global gets that buffer's slot (explicit
//!    bindings on uniforms are ignored, as slangc ignores them).
//! 3. The other resources take the next free bindings of set 0, in
//!    declaration order, skipping reserved slots.
//!
//! Options, slangc's `-fvk-*` command-line options: `shift=K:N:S` (any
//! number of them; `-fvk-K-shift N S`) binds a resource declared with
//! `register(KX, spaceS)` (K is `b`, `s`, `t` or `u`; S a number or `all`)
//! at binding X + N of set S; `globals=B:S` (`-fvk-bind-globals B S`) puts
//! the default constant buffer at binding B of set S.
//!
//!    Globals with one `dynamic` key (a `__DynamicResource` read as
//!    several resource types) share the slot the first of them gets.
//! 4. The bindless heaps `lower-descriptor-handles` declares (globals with
//!    a `bindless` attribute, their binding in the heap set) go last, into
//!    the first descriptor set no other resource uses, as slangc does, or
//!    the set `bindless-space=N` (`-bindless-space-index N`) names.
//!
//! Uniforms in the shader record or in push constants
//! (`[[vk::shader_record]]`, `[[vk::push_constant]]`) take no slot.
//!
//! `cbuffer` blocks, `ConstantBuffer<T>` and `ParameterBlock<T>` reach the
//! IR as uniform globals, so they share the default constant buffer here
//! (slangc gives each its own binding, a parameter block its own set). An
//! array of `ConstantBuffer<T>` (a uniform global marked `constant_buffers`)
//! is an array of descriptors: it takes a binding of its own, like a resource.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::hl;
use nsl_ir::attr::AttrKind;
use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Language, Op};
use rustc_hash::FxHashSet;

pub static INFO: PassInfo = PassInfo {
    name: "assign-bindings",
    summary: "Give resource and uniform globals Vulkan [binding, set] slots, as slangc does",
    anchor: Anchor::Module,
    options: &[
        OptionSpec { name: "shift", summary: "K:N:S, registers of kind K (b, s, t, u) in space S (or all) bind at +N" },
        OptionSpec { name: "globals", summary: "B:S, the binding and set of the default constant buffer" },
        OptionSpec { name: "bindless-space", summary: "N, the descriptor set of the bindless heaps" },
    ],
    create: |options: &PassOptions| {
        let mut pass = AssignBindings::default();
        for (key, value) in &options.values {
            let parts: Vec<&str> = value.split(':').collect();
            let bad = || format!("assign-bindings: bad {key} '{value}'");
            match (key.as_str(), parts.as_slice()) {
                ("shift", [kind, n, space]) if matches!(*kind, "b" | "s" | "t" | "u") => {
                    let n = n.parse().map_err(|_| bad())?;
                    let space = if *space == "all" { None } else { Some(space.parse().map_err(|_| bad())?) };
                    let kind = kind.chars().next().expect("one letter");
                    // The last shift for a kind and space wins.
                    pass.shifts.retain(|s| !(s.0 == kind && s.2 == space));
                    pass.shifts.push((kind, n, space));
                }
                ("globals", [b, set]) => {
                    pass.globals = Some((b.parse().map_err(|_| bad())?, set.parse().map_err(|_| bad())?))
                }
                ("bindless-space", [set]) => pass.bindless_space = Some(set.parse().map_err(|_| bad())?),
                _ => return Err(bad()),
            }
        }
        Ok(Box::new(pass))
    },
};

/// Every resource and uniform `hl.global` has a `binding`, and the uniform
/// ones all share one slot (what `assign-bindings` establishes).
pub const BINDINGS_ASSIGNED: Invariant = Invariant {
    name: "BindingsAssigned",
    summary: "every resource and uniform hl.global has a [binding, set]; the uniforms share one",
    check: check_bindings_assigned,
};

fn check_bindings_assigned(ctx: &Context, module: Op) -> Result<(), Diagnostic> {
    let mut uniform_slot = None;
    for op in ctx.block_ops(ctx.body(module, 0)) {
        let Some(kind) = bound_kind(ctx, op) else { continue };
        let Some(slot) = ctx.attr(op, "binding") else {
            return Err(Diagnostic::error(
                "NSL2210",
                ctx.loc(op),
                "invariant BindingsAssigned: this hl.global has no binding",
            ));
        };
        if kind == Bound::Uniform && *uniform_slot.get_or_insert(slot) != slot {
            return Err(Diagnostic::error(
                "NSL2210",
                ctx.loc(op),
                "invariant BindingsAssigned: the uniform globals do not share one binding",
            ));
        }
    }
    Ok(())
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Bound {
    Resource,
    Uniform,
}

/// Does this top-level op take a descriptor slot, and as what?
fn bound_kind(ctx: &Context, op: Op) -> Option<Bound> {
    // SPV_EXT_descriptor_heap's heaps are built-ins, not bound.
    if ctx.op_name(op) != hl::GLOBAL.name || ctx.attr(op, "descriptor_heap").is_some() {
        return None;
    }
    match ctx.attr_str(op, "kind")? {
        "resource" => Some(Bound::Resource),
        // An array of `ConstantBuffer<T>`: a binding of its own.
        "uniform" if ctx.attr(op, "constant_buffers").is_some() => Some(Bound::Resource),
        // In the shader record or in push constants: no descriptor.
        "uniform" if ctx.attr(op, "shader_record").is_some() || ctx.attr(op, "push_constant").is_some() => None,
        "uniform" => Some(Bound::Uniform),
        _ => None,
    }
}

#[derive(Default)]
struct AssignBindings {
    /// `(kind, shift, space)`; `None`: every space.
    shifts: Vec<(char, u32, Option<u32>)>,
    /// The default constant buffer's slot.
    globals: Option<Slot>,
    /// The descriptor set of the bindless heaps.
    bindless_space: Option<u32>,
}

impl AssignBindings {
    /// The shift for registers of `kind` in `space`: the one for that
    /// space, else the one for all spaces.
    fn shift(&self, kind: char, space: u32) -> Option<u32> {
        let find = |sp: Option<u32>| self.shifts.iter().find(|s| s.0 == kind && s.2 == sp).map(|s| s.1);
        find(Some(space)).or_else(|| find(None))
    }
}

impl Pass for AssignBindings {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().with_invariant(BINDINGS_ASSIGNED)
    }
    /// It only sets attributes of globals.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_DEAD_PURE_OPS,
            nsl_dialects::invariants::NO_PROMOTABLE_VARS,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        type Globals = Vec<(Op, Bound)>;
        let (heaps, globals): (Globals, Globals) = ctx
            .block_ops(ctx.body(module, 0))
            .into_iter()
            .filter_map(|op| Some((op, bound_kind(ctx, op)?)))
            .partition(|&(op, _)| ctx.attr(op, "bindless").is_some());
        let mut taken: FxHashSet<Slot> = FxHashSet::default();
        let mut pending = Vec::new();
        for &(op, kind) in &globals {
            if kind == Bound::Uniform {
                continue;
            }
            match explicit_slot(ctx, op)? {
                Some(((binding, set), Some(kind))) if self.shift(kind, set).is_some() => {
                    let slot = (binding + self.shift(kind, set).unwrap_or(0), set);
                    if taken.insert(slot) {
                        set_binding(ctx, op, slot);
                    } else {
                        pending.push(op);
                    }
                }
                Some((slot, register)) => {
                    let from_register = register.is_some();
                    if taken.insert(slot) {
                        set_binding(ctx, op, slot);
                    } else if from_register {
                        pending.push(op);
                    } else {
                        // Two explicit `[[vk::binding]]`s of one slot (a
                        // texture and a sampler forming a combined
                        // descriptor): both keep it, as slangc does (the
                        // frontend warns, E39001).
                        set_binding(ctx, op, slot);
                    }
                }
                None => pending.push(op),
            }
        }
        let mut next = 0u32;
        let mut free_slot = |taken: &mut FxHashSet<Slot>| {
            while taken.contains(&(next, 0)) {
                next += 1;
            }
            taken.insert((next, 0));
            (next, 0)
        };
        let uniforms: Vec<Op> = globals.iter().filter(|g| g.1 == Bound::Uniform).map(|g| g.0).collect();
        if !uniforms.is_empty() {
            let slot = match self.globals {
                Some(slot) => {
                    taken.insert(slot);
                    slot
                }
                None => free_slot(&mut taken),
            };
            for op in uniforms {
                set_binding(ctx, op, slot);
            }
            stats.add("default-constant-buffers", 1);
        }
        // Globals reading one `__DynamicResource` (one `dynamic` key)
        // share the slot the first of them gets.
        let mut dynamic: rustc_hash::FxHashMap<String, Slot> = rustc_hash::FxHashMap::default();
        for op in pending {
            let key = ctx.attr_str(op, "dynamic").map(str::to_string);
            let slot = match key.as_ref().and_then(|k| dynamic.get(k)) {
                Some(&slot) => slot,
                None => free_slot(&mut taken),
            };
            if let Some(k) = key {
                dynamic.insert(k, slot);
            }
            set_binding(ctx, op, slot);
            stats.add("bindings-assigned", 1);
        }
        // The bindless heaps: the first set nothing else uses.
        if !heaps.is_empty() {
            let set =
                self.bindless_space.unwrap_or_else(|| (0..).find(|s| !taken.iter().any(|t| t.1 == *s)).unwrap_or(0));
            for (op, _) in heaps {
                let binding = match ctx.attr(op, "bindless").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Int(b)) => u32::try_from(*b).unwrap_or(0),
                    _ => 0,
                };
                set_binding(ctx, op, (binding, set));
                stats.add("bindless-heaps", 1);
            }
        }
        // Uniform blocks `spirv-entry-points` made of an entry point's
        // parameters (WGSL's in place of push constants) come last.
        for op in ctx.block_ops(ctx.body(module, 0)) {
            if ctx.op_name(op) == nsl_spirv::dialect::GLOBAL_VAR.name
                && ctx.attr_str(op, "storage") == Some("uniform")
                && ctx.attr(op, "binding").is_none()
            {
                let slot = free_slot(&mut taken);
                set_binding(ctx, op, slot);
                stats.add("bindings-assigned", 1);
            }
        }
        Ok(())
    }
}

fn set_binding(ctx: &mut Context, op: Op, (binding, set): Slot) {
    let items = vec![ctx.int_attr(binding.into()), ctx.int_attr(set.into())];
    let attr = ctx.array_attr(items);
    let name = ctx.sym("binding");
    ctx.set_attr(op, name, attr);
}

/// A descriptor slot, `(binding, set)`.
type Slot = (u32, u32);

/// The slot a resource global names itself: its `binding`, else its
/// `register` (`["t3"]` or `["t3", "space1"]`; then the register's kind).
fn explicit_slot(ctx: &Context, op: Op) -> Result<Option<(Slot, Option<char>)>, Diagnostic> {
    let bad = |what: &str| Diagnostic::error("NSL3102", ctx.loc(op), format!("cannot use {what} as a Vulkan binding"));
    if let Some(a) = ctx.attr(op, "binding") {
        let AttrKind::Array(items) = ctx.attr_kind(a) else { return Err(bad("this 'binding'")) };
        let ints: Option<Vec<u32>> = items
            .iter()
            .map(|&i| match ctx.attr_kind(i) {
                AttrKind::Int(v) => u32::try_from(*v).ok(),
                _ => None,
            })
            .collect();
        return match ints.as_deref() {
            Some(&[b, s]) => Ok(Some(((b, s), None))),
            _ => Err(bad("this 'binding'")),
        };
    }
    let Some(a) = ctx.attr(op, "register") else { return Ok(None) };
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return Err(bad("this 'register'")) };
    let words: Vec<&str> = items
        .iter()
        .filter_map(|&i| match ctx.attr_kind(i) {
            AttrKind::Str(s) => Some(ctx.str(*s)),
            _ => None,
        })
        .collect();
    let number = |word: &str, prefix: &str| -> Option<u32> {
        let digits = word.strip_prefix(prefix)?;
        digits.parse().ok()
    };
    let slot = match words.as_slice() {
        [reg] => reg.get(1..).and_then(|d| d.parse().ok()).map(|b| (b, 0)),
        [reg, space] => reg.get(1..).and_then(|d| d.parse().ok()).zip(number(space, "space")),
        _ => None,
    };
    let kind = words.first().and_then(|w| w.chars().next()).map(|c| c.to_ascii_lowercase());
    slot.map(|s| Some((s, Some(kind.unwrap_or('t'))))).ok_or_else(|| bad(&format!("register({})", words.join(", "))))
}
