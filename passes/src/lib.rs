//! nsl-passes: the pass manager, the registry, textual pipelines and the
//! passes themselves (one module per pass).
//!
//! Architecture invariant: a pass is `L_in -> L_out`. It declares the
//! language it accepts and the language it produces; the manager checks a
//! pipeline statically before running it and, under `--verify-each`,
//! checks the IR after every pass.

#[macro_use]
pub mod contract;
pub mod manager;
pub mod pipeline;
pub mod registry;

pub mod assign_bindings;
pub mod atomic_memory;
pub mod autodiff;
pub mod block_matrix_columns;
pub mod canonicalize;
pub mod check_recursion;
pub mod check_shapes;
pub mod check_target;
pub mod const_texel_offsets;
pub mod cse;
pub mod dce;
pub mod egraph_opt;
pub mod eliminate_empty_structs;
pub mod expand_signed_rem;
pub mod global_uses;
pub mod globals_as_params;
pub mod if_to_select;
pub mod inline;
pub mod loop_exits;
pub mod lower_descriptor_handles;
pub mod lower_existentials;
pub mod lower_int_matrices;
pub mod matrix_layout;
pub mod mem2reg;
pub mod narrow_f64_math;
pub mod opaque_locals;
pub mod pad_uniform_arrays;
pub mod private_to_local;
pub mod scalar_replace_aggregates;
pub mod select_target;
pub mod specialize;
pub mod spirv_block_layout;
pub mod spirv_builtins;
pub mod spirv_entry_points;
pub mod spirv_local_atomics;
pub mod spirv_pointer_args;
pub mod spirv_ray_tracing;
pub mod spirv_resources;
pub mod spirv_varyings;
pub mod split_combined_samplers;
pub mod split_matrix_math;
pub mod split_resource_globals;
pub mod split_resource_vars;
pub mod stage_lod;
pub mod symbol_dce;
pub mod uniformity;

mod retype;

pub use manager::{Anchor, Instrumentation, Pass, PassManager, Statistics};
pub use pipeline::parse_pipeline;
pub use registry::{PassInfo, PassOptions, REGISTRY};
