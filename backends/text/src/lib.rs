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
pub mod metal;
pub mod names;
pub mod wgsl;
