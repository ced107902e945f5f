//! nsl-spirv: the SPIR-V target of nanoslang.
//!
//! - [`dialect`]: the `spv` dialect, what SPIR-V needs beyond the core
//!   dialects (variables in storage classes, handles, entry points);
//! - [`emit`]: prints a legalized module as SPIR-V through rspirv;
//! - [`layout`]: std140/std430 layout and the matrix convention;
//! - [`asm`]: a disassembler for `-target spirv-asm`;
//! - `inline_asm`: `spirv_asm` blocks (`hl.spirv_asm`) read against the grammar;
//! - `heap`: SPV_EXT_descriptor_heap's heaps (descriptor handles under
//!   `-capability spvDescriptorHeapEXT`);
//! - [`raw`]: instructions rspirv's grammar lacks (SPV_NV_cooperative_vector), by number;
//! - [`profile`]: SPIR-V versions and validation environments.
//!
//! Architecture invariant: the backend only prints. Every decision about
//! where values live and how they are laid out is made by the legalization
//! passes (`spirv-builtins`, `spirv-entry-points`, `spirv-resources`,
//! `spirv-block-layout`) that produce the emitter's input language.

pub mod asm;
pub mod dialect;
pub mod emit;
mod heap;
mod inline_asm;
pub mod layout;
mod ops;
pub mod profile;
pub mod raw;
pub mod ser;
pub mod targets;
