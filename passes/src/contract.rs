//! What passes accept and keep, in the terms of `nsl_ir::Language`: the
//! input languages most passes share and the invariants a pass keeps when
//! it builds no new kind of type.

use nsl_dialects::invariants::{MONOMORPHIC, NO_EXISTENTIALS};
use nsl_ir::{Context, Language};

/// `&'static [Invariant]`: the type invariants
/// ([`nsl_dialects::invariants::TYPE_INVARIANTS`]), `AtomicsOnTypedMemory`
/// (no such pass retypes memory an atomic touches) and every target's
/// `LegalTypes`, then the invariants listed. A pass keeps these when the
/// only types it builds are those of values it already has, pointers to
/// them, `bool`, `i32` and `u32` (every target has them).
macro_rules! keeps_types {
    ($($inv:expr),* $(,)?) => {
        &[
            nsl_dialects::invariants::MONOMORPHIC,
            nsl_dialects::invariants::NO_EXISTENTIALS,
            nsl_dialects::invariants::LAYOUTS_DECIDED,
            nsl_dialects::invariants::NO_INT_MATRICES,
            nsl_dialects::invariants::ATOMICS_ON_TYPED_MEMORY,
            nsl_spirv::targets::LEGAL_TYPES_SPIRV,
            nsl_spirv::targets::LEGAL_TYPES_GLSL,
            nsl_spirv::targets::LEGAL_TYPES_HLSL,
            nsl_spirv::targets::LEGAL_TYPES_WGSL,
            nsl_spirv::targets::LEGAL_TYPES_METAL,
            nsl_spirv::targets::LEGAL_TYPES_CUDA,
            nsl_spirv::targets::LEGAL_TYPES_CPP,
            $($inv),*
        ]
    };
}

/// Any op, nothing generic: what a pass takes that does not handle type
/// parameters, witness tables or generic calls (all but `inline`, `dce`,
/// `cse`, `canonicalize`, `symbol-dce`, `select-target` and
/// `check-shapes`, which look at no type parameter).
pub fn monomorphic(ctx: &Context) -> Language {
    Language::all(ctx).with_invariant(MONOMORPHIC)
}

/// [`monomorphic`], with existentials lowered: what a pass takes that
/// handles neither interface-typed values nor witness tables.
pub fn concrete(ctx: &Context) -> Language {
    monomorphic(ctx).with_invariant(NO_EXISTENTIALS)
}

/// Every invariant a pass or backend states, for [`Language::holding`]:
/// the input language of IR read from text is what it satisfies.
pub fn known_invariants() -> Vec<nsl_ir::language::Invariant> {
    use nsl_dialects::invariants as inv;
    let mut all = vec![
        inv::NO_DEAD_PURE_OPS,
        inv::NO_PROMOTABLE_VARS,
        inv::NO_SIGNED_REM,
        inv::NO_F64_TRANSCENDENTALS,
        inv::ATOMICS_ON_TYPED_MEMORY,
        nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
        crate::assign_bindings::BINDINGS_ASSIGNED,
        crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
    ];
    all.extend(inv::TYPE_INVARIANTS);
    all.extend(nsl_spirv::targets::LEGAL_TYPES);
    all
}
