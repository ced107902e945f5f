//! nsl-text: nanoslang's text targets.
//!
//! - [`expr`]: the expression printer with C's precedence table, shared by
//!   every C-family target;
//! - [`names`]: name mangling (legal, unreserved, unique identifiers);
//! - `cfamily`: the statement and expression walker the C-family printers
//!   share (structured control flow, temporaries, lvalues);
//! - [`glsl`]: Vulkan GLSL;
//! - [`hlsl`]: HLSL for Vulkan (glslang's HLSL front end, DXC's SPIR-V mode);
//! - [`wgsl`]: WGSL, for naga;
//! - [`metal`]: Metal Shading Language (snapshots only: no toolchain on Linux);
//! - [`cuda`]: CUDA (the C++ printer's CUDA flavour, its own prelude);
//! - `stage`: the stage interface of a vertex or fragment entry point, as
//!   `spirv-entry-points` decided it, for the printers to spell;
//! - `texture`: the shape of a texture type, for the targets that spell
//!   textures by shape;
//! - `intrinsic`: target intrinsics (`hl.intrinsic_asm`), their templates
//!   expanded for every target alike;
//! - [`cpp`]: C++20 for the CPU, with its prelude and a `main` that runs the
//!   work groups.
//!
//! Architecture invariant: the printers only print. Where values live,
//! bindings, layouts and built-ins are decided by the legalization passes
//! that produce a printer's input language; a construct the target cannot
//! express is an `NSL3150` diagnostic at the op, never broken text.

mod cfamily;
pub mod cpp;
pub mod cuda;
pub mod expr;
pub mod glsl;
pub mod hlsl;
mod intrinsic;
pub mod metal;
pub mod names;
mod stage;
mod texture;
pub mod wgsl;

pub use intrinsic::E_UNSUPPORTED_INTRINSIC;

/// The ops every C-family printer prints: the SPIR-V emitter's
/// ([`nsl_spirv::emit::EMITTED_OPS`]: the same legalization passes decide
/// resources, blocks and built-ins; `cfamily` walks the structure and each
/// printer's `expr` spells the rest) plus the target intrinsics, which
/// only text targets can print. WGSL and Metal also print the ops of
/// atomic-typed memory ([`nsl_spirv::emit::ATOMIC_MEMORY_OPS`]).
pub fn printed_ops(target: &str) -> Vec<&'static str> {
    let mut ops: Vec<&'static str> = nsl_spirv::emit::EMITTED_OPS.to_vec();
    ops.push(nsl_dialects::hl::INTRINSIC_ASM.name);
    if matches!(target, "wgsl" | "metal") {
        ops.extend(nsl_spirv::emit::ATOMIC_MEMORY_OPS.iter().copied());
    }
    if target == "wgsl" {
        ops.push(nsl_dialects::gpu::WORKGROUP_UNIFORM_LOAD.name);
    }
    ops
}

/// The invariants printer `target` relies on: block memory accessed leaf
/// by leaf, nothing generic or existential, matrix layouts decided, the
/// target's types ([`nsl_spirv::targets`]); for GLSL, WGSL and Metal, float
/// matrices only; for WGSL and Metal atomics on typed memory; for the
/// targets compiled to Vulkan SPIR-V (GLSL, HLSL
/// through glslang, WGSL through naga) no signed remainder; for GLSL and
/// HLSL no f64 transcendental.
pub fn printer_invariants(target: &str) -> Vec<nsl_ir::language::Invariant> {
    use nsl_dialects::invariants as inv;
    let mut invariants =
        vec![nsl_spirv::dialect::LEAF_BLOCK_ACCESS, inv::MONOMORPHIC, inv::NO_EXISTENTIALS, inv::LAYOUTS_DECIDED];
    invariants.extend(nsl_spirv::targets::legal_types_of(target));
    if matches!(target, "glsl" | "wgsl" | "metal") {
        invariants.push(inv::NO_INT_MATRICES);
    }
    if matches!(target, "wgsl" | "metal") {
        invariants.push(inv::ATOMICS_ON_TYPED_MEMORY);
    }
    if matches!(target, "glsl" | "hlsl" | "wgsl") {
        invariants.push(inv::NO_SIGNED_REM);
    }
    if matches!(target, "glsl" | "hlsl") {
        invariants.push(inv::NO_F64_TRANSCENDENTALS);
    }
    invariants
}

/// The language printer `target` (`glsl`, `hlsl`, `wgsl`, `metal`, `cuda`
/// or `cpp`) takes: [`printed_ops`] under [`printer_invariants`].
pub fn printer_language(target: &str) -> nsl_ir::Language {
    nsl_ir::Language {
        ops: printed_ops(target).into_iter().collect(),
        invariants: printer_invariants(target).into_iter().collect(),
    }
}
