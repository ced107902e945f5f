//! The pass registry: every pass by name, with its options and constructor.

use crate::manager::{Anchor, Pass};

/// Options given to a pass in a pipeline, e.g. `inline{max-size=40}`.
#[derive(Default, Debug, Clone)]
pub struct PassOptions {
    pub values: Vec<(String, String)>,
}

impl PassOptions {
    /// The integer option `name`, or `default`; a malformed value is an error.
    pub fn int(&self, name: &str, default: i64) -> Result<i64, String> {
        match self.values.iter().find(|(k, _)| k == name) {
            None => Ok(default),
            Some((_, v)) => v.parse().map_err(|_| format!("option '{name}' expects an integer, got '{v}'")),
        }
    }
    /// The string option `name`, or `default`.
    pub fn string<'a>(&'a self, name: &str, default: &'a str) -> &'a str {
        self.values.iter().find(|(k, _)| k == name).map_or(default, |(_, v)| v.as_str())
    }
    pub fn bool(&self, name: &str, default: bool) -> Result<bool, String> {
        match self.values.iter().find(|(k, _)| k == name) {
            None => Ok(default),
            Some((_, v)) => match v.as_str() {
                "true" | "1" | "" => Ok(true),
                "false" | "0" => Ok(false),
                _ => Err(format!("option '{name}' expects true or false, got '{v}'")),
            },
        }
    }
}

/// An option a pass understands, for validation and `--list-passes`.
pub struct OptionSpec {
    pub name: &'static str,
    pub summary: &'static str,
}

pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    pub anchor: Anchor,
    pub options: &'static [OptionSpec],
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

impl PassInfo {
    /// Creates the pass, rejecting options it does not declare.
    pub fn instantiate(&'static self, options: &PassOptions) -> Result<Box<dyn Pass>, String> {
        for (k, _) in &options.values {
            if !self.options.iter().any(|o| o.name == k) {
                let known: Vec<_> = self.options.iter().map(|o| o.name).collect();
                return Err(if known.is_empty() {
                    format!("pass '{}' takes no options, got '{k}'", self.name)
                } else {
                    format!("pass '{}' has no option '{k}' (options: {})", self.name, known.join(", "))
                });
            }
        }
        (self.create)(options)
    }
}

/// Every registered pass.
pub static REGISTRY: &[&PassInfo] = &[
    &crate::assign_bindings::INFO,
    &crate::canonicalize::INFO,
    &crate::const_texel_offsets::INFO,
    &crate::check_recursion::INFO,
    &crate::check_shapes::INFO,
    &crate::check_target::INFO,
    &crate::cse::INFO,
    &crate::dce::INFO,
    &crate::autodiff::fwd::INFO,
    &crate::autodiff::bwd::INFO,
    &crate::if_to_select::INFO,
    &crate::eliminate_empty_structs::INFO,
    &crate::egraph_opt::INFO,
    &crate::inline::INFO,
    &crate::matrix_layout::INFO,
    &crate::lower_descriptor_handles::INFO,
    &crate::lower_existentials::INFO,
    &crate::lower_int_matrices::INFO,
    &crate::block_matrix_columns::INFO,
    &crate::atomic_memory::INFO,
    &crate::pad_uniform_arrays::INFO,
    &crate::globals_as_params::INFO,
    &crate::mem2reg::INFO,
    &crate::select_target::INFO,
    &crate::spirv_block_layout::INFO,
    &crate::spirv_builtins::INFO,
    &crate::spirv_ray_tracing::INFO,
    &crate::spirv_entry_points::INFO,
    &crate::stage_lod::INFO,
    &crate::spirv_local_atomics::INFO,
    &crate::expand_signed_rem::INFO,
    &crate::loop_exits::INFO,
    &crate::narrow_f64_math::INFO,
    &crate::private_to_local::INFO,
    &crate::spirv_pointer_args::INFO,
    &crate::spirv_resources::INFO,
    &crate::specialize::INFO,
    &crate::split_combined_samplers::INFO,
    &crate::split_matrix_math::INFO,
    &crate::split_resource_globals::INFO,
    &crate::split_resource_vars::INFO,
    &crate::scalar_replace_aggregates::INFO,
    &crate::symbol_dce::INFO,
    &crate::uniformity::INFO,
    &crate::uniformity::strip::INFO,
    &crate::uniformity::expand_load::INFO,
    &crate::uniformity::fold::INFO,
];

pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().copied().find(|p| p.name == name)
}
