//! `builtin`: the module, a symbol table of functions (and later globals).

use crate::func;
use nsl_ir::printer::print_type;
use nsl_ir::{Context, Dialect, Op, OpSchema, SymbolTable, Traits, TypeKind};
use rustc_hash::FxHashMap;

pub const MODULE: OpSchema = OpSchema {
    name: "builtin.module",
    summary: "A compilation unit: a symbol table of functions",
    regions: 1,
    traits: Traits::SYMBOL_TABLE.union(Traits::NO_TERMINATOR).union(Traits::ISOLATED_FROM_ABOVE),
    verify: Some(verify_module),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect { name: "builtin", summary: "The module", ops: &[&MODULE] };

/// Symbols are unique, and every call names a callable symbol of this
/// module with matching types. Checked here, once per module, so that
/// verifying many calls costs one symbol table, not one scan per call.
fn verify_module(ctx: &Context, module: Op) -> Result<(), String> {
    let mut seen = FxHashMap::default();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if !ctx.has_trait(op, Traits::SYMBOL) {
            continue;
        }
        let Some(name) = ctx.attr_symbol(op, "sym") else { continue };
        if seen.insert(name, op).is_some() {
            return Err(format!("symbol @{} is defined twice", ctx.str(name)));
        }
    }
    let table = SymbolTable::build(ctx, module);
    let call = ctx.op_kind(func::CALL.name);
    let mut error = None;
    ctx.walk_nested(module, &mut |op| {
        if error.is_some() || Some(ctx.op_kind_of(op)) != call {
            return;
        }
        error = check_call(ctx, &table, op).err();
    });
    error.map_or(Ok(()), Err)
}

fn check_call(ctx: &Context, table: &SymbolTable, call: Op) -> Result<(), String> {
    let Some(callee_name) = ctx.attr_symbol(call, "callee") else { return Ok(()) };
    let name = ctx.str(callee_name);
    let Some(callee) = table.lookup(callee_name) else {
        return Err(format!("call to undefined function @{name}"));
    };
    if !ctx.has_trait(callee, Traits::CALLABLE) {
        return Err(format!("call target @{name} is not a function"));
    }
    let Some(fty) = ctx.attr_type(callee, "type") else { return Ok(()) };
    let TypeKind::Function { params, results } = ctx.type_kind(fty) else { return Ok(()) };
    let args: Vec<_> = ctx.operands(call).iter().map(|&v| ctx.value_type(v)).collect();
    let rets = ctx.result_types(call);
    if args[..] != params[..] || rets[..] != results[..] {
        return Err(format!(
            "call to @{name} does not match its type {}",
            print_type(ctx, fty)
        ));
    }
    Ok(())
}
