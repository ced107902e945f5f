//! `func`: functions, calls and returns.

use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, SymbolTable, Traits, TypeConstraint, TypeKind};

pub const FUNC: OpSchema = OpSchema {
    name: "func.func",
    summary: "A function: region 0's block arguments are its parameters",
    attrs: &[
        AttrSpec::required("sym", AttrShape::Symbol),
        AttrSpec::required("type", AttrShape::Type),
        AttrSpec::optional("visibility", AttrShape::Enum(&["public", "private"])),
        // A generic function's type parameters, `[param<T>, ...]` (see `gen`).
        AttrSpec::optional("generic", AttrShape::Array),
        // Slang's `dynamic_uniform` parameters (their indices) and
        // `[NonUniformReturn]`, for `check-uniformity`.
        AttrSpec::optional("dynamic_uniform", AttrShape::IntArray),
        AttrSpec::optional("non_uniform_return", AttrShape::Bool),
    ],
    regions: 1,
    traits: Traits::SYMBOL.union(Traits::CALLABLE).union(Traits::ISOLATED_FROM_ABOVE),
    verify: Some(verify_func),
    ..OpSchema::DEFAULT
};

pub const CALL: OpSchema = OpSchema {
    name: "func.call",
    summary:
        "Calls a function of the enclosing module by symbol (`no_diff`: inside `no_diff(...)`, never differentiated; `inline`: must be inlined, as it passes a mesh shader's outputs by reference)",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[
        AttrSpec::required("callee", AttrShape::Symbol),
        AttrSpec::optional("no_diff", AttrShape::Unit),
        AttrSpec::optional("inline", AttrShape::Unit),
    ],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify_symbol_uses: Some(verify_callee),
    eval: Some(eval_call),
    ..OpSchema::DEFAULT
};

pub const RETURN: OpSchema = OpSchema {
    name: "func.return",
    summary: "Returns from the enclosing function, from any nesting depth",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    verify: Some(verify_return),
    eval: Some(|_, _, args| Ok(Flow::Return(args.to_vec()))),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect =
    Dialect { name: "func", summary: "Functions, calls and returns", ops: &[&FUNC, &CALL, &RETURN] };

/// The parameter and result types of a `func.func`.
pub fn signature(ctx: &Context, func: Op) -> Option<(&[nsl_ir::Type], &[nsl_ir::Type])> {
    match ctx.type_kind(ctx.attr_type(func, "type")?) {
        TypeKind::Function { params, results } => Some((params, results)),
        _ => None,
    }
}

/// Is this function visible outside its module (and so never dead)?
pub fn is_public(ctx: &Context, func: Op) -> bool {
    ctx.attr_str(func, "visibility") != Some("private")
}

fn verify_func(ctx: &Context, op: Op) -> Result<(), String> {
    let fty = ctx.attr_type(op, "type").expect("schema checked");
    let Some((params, _)) = signature(ctx, op) else {
        return Err(format!("'type' must be a function type, not {}", print_type(ctx, fty)));
    };
    let args: Vec<_> = ctx.block_args(ctx.body(op, 0)).iter().map(|&a| ctx.value_type(a)).collect();
    if args[..] != params[..] {
        return Err(format!("entry block arguments do not match the parameters of {}", print_type(ctx, fty)));
    }
    crate::gen::verify_generic_list(ctx, op)
}

fn verify_return(ctx: &Context, op: Op) -> Result<(), String> {
    let mut cur = op;
    while let Some(p) = ctx.parent_op(cur) {
        if ctx.has_trait(p, Traits::CALLABLE) {
            let Some((_, results)) = signature(ctx, p) else { return Ok(()) };
            let got: Vec<_> = ctx.operands(op).iter().map(|&v| ctx.value_type(v)).collect();
            if got[..] != results[..] {
                let want: Vec<_> = results.iter().map(|&t| print_type(ctx, t)).collect();
                let have: Vec<_> = got.iter().map(|&t| print_type(ctx, t)).collect();
                return Err(format!("returns ({}) but the function returns ({})", have.join(", "), want.join(", ")));
            }
            return Ok(());
        }
        cur = p;
    }
    Err("is not inside a function".into())
}

fn verify_callee(ctx: &Context, table: &SymbolTable, call: Op) -> Result<(), String> {
    let callee_name = ctx.attr_symbol(call, "callee").expect("schema checked");
    let name = ctx.str(callee_name);
    let callee = table.lookup(callee_name).ok_or_else(|| format!("call to undefined function @{name}"))?;
    if !ctx.has_trait(callee, Traits::CALLABLE) {
        return Err(format!("call target @{name} is not a function"));
    }
    let Some((params, results)) = signature(ctx, callee) else { return Ok(()) };
    let args: Vec<_> = ctx.operands(call).iter().map(|&v| ctx.value_type(v)).collect();
    if args[..] != params[..] || ctx.result_types(call)[..] != results[..] {
        let fty = ctx.attr_type(callee, "type").expect("callee verified");
        return Err(format!("call to @{name} does not match its type {}", print_type(ctx, fty)));
    }
    Ok(())
}

fn eval_call(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let callee_name = interp.ctx.attr_symbol(op, "callee").expect("verified");
    let callee = interp
        .lookup_symbol(callee_name)
        .ok_or_else(|| Trap::new(format!("call to undefined @{}", interp.ctx.str(callee_name))))?;
    let results = interp.call(callee, args.to_vec())?;
    Ok(Flow::Next(results.into_iter().collect()))
}
