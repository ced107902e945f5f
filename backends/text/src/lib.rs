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
mod texture;
pub mod wgsl;

pub use intrinsic::E_UNSUPPORTED_INTRINSIC;

/// The language every printer takes: the SPIR-V emitter's input language
/// ([`nsl_spirv::emit::input_language`]: the same legalization passes
/// decide resources, blocks and built-ins) plus the target intrinsics,
/// which only text targets can print.
pub fn printer_language(ctx: &nsl_ir::Context) -> nsl_ir::Language {
    let mut lang = nsl_spirv::emit::input_language(ctx);
    lang.ops.extend([nsl_dialects::hl::INTRINSIC_ASM.name]);
    lang
}
