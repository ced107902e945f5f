//! `builtin`: the module, a symbol table of functions (and later globals).

use nsl_ir::{Context, Dialect, Op, OpSchema, Traits};
use rustc_hash::FxHashSet;

pub const MODULE: OpSchema = OpSchema {
    name: "builtin.module",
    summary: "A compilation unit: a symbol table of functions",
    regions: 1,
    // `wgsl_diagnostic_off`: the WGSL uniformity rules the WGSL printer
    // turns off (`check-uniformity` sets it).
    attrs: &[nsl_ir::schema::AttrSpec::optional("wgsl_diagnostic_off", nsl_ir::attr::AttrShape::Array)],
    traits: Traits::SYMBOL_TABLE.union(Traits::NO_TERMINATOR).union(Traits::ISOLATED_FROM_ABOVE),
    verify: Some(verify_module),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect { name: "builtin", summary: "The module", ops: &[&MODULE] };

/// Symbols defined in the module are unique.
fn verify_module(ctx: &Context, module: Op) -> Result<(), String> {
    let mut seen = FxHashSet::default();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if !ctx.has_trait(op, Traits::SYMBOL) {
            continue;
        }
        let Some(name) = ctx.attr_symbol(op, "sym") else { continue };
        if !seen.insert(name) {
            return Err(format!("symbol @{} is defined twice", ctx.str(name)));
        }
    }
    Ok(())
}
