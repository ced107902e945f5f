//! `cf`: structured control flow. Regions hold one block each; exits are
//! explicit terminators:
//!
//! - `cf.yield` ends an `cf.if` arm and gives the if's results;
//! - `cf.break` leaves the innermost `cf.loop` or `cf.switch` with its results;
//! - `cf.continue` starts the next iteration of the innermost `cf.loop`,
//!   passing the values of the loop body's block arguments;
//! - `func.return` leaves the function from any depth.

use nsl_ir::attr::{AttrKind, AttrShape};
use nsl_ir::interp::{Flow, Interpreter, RtValue, Trap};
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Traits, Type, TypeConstraint};

pub const IF: OpSchema = OpSchema {
    name: "cf.if",
    summary: "Runs region 0 if the condition holds, else region 1; results come from cf.yield",
    operands: &[TypeConstraint::Bool],
    variadic_results: Some(TypeConstraint::Any),
    regions: 2,
    traits: Traits::ARMS,
    verify: Some(verify_if),
    eval: Some(eval_if),
    ..OpSchema::DEFAULT
};

pub const LOOP: OpSchema = OpSchema {
    name: "cf.loop",
    summary: "Runs its body with the operands as block arguments until cf.break; cf.continue loops",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    regions: 1,
    traits: Traits::LOOP.union(Traits::BREAKABLE),
    verify: Some(verify_loop),
    eval: Some(eval_loop),
    ..OpSchema::DEFAULT
};

pub const SWITCH: OpSchema = OpSchema {
    name: "cf.switch",
    summary: "Runs the region whose case list holds the selector, else the last (default) region",
    operands: &[TypeConstraint::IntScalar],
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("cases", AttrShape::Array)],
    regions: 1,
    variadic_regions: true,
    traits: Traits::BREAKABLE,
    verify: Some(verify_switch),
    eval: Some(eval_switch),
    ..OpSchema::DEFAULT
};

pub const YIELD: OpSchema = OpSchema {
    name: "cf.yield",
    summary: "Ends an arm of cf.if, giving its results",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    verify: Some(verify_yield),
    eval: Some(|_, _, args| Ok(Flow::Yield(args.to_vec()))),
    ..OpSchema::DEFAULT
};

pub const BREAK: OpSchema = OpSchema {
    name: "cf.break",
    summary: "Leaves the innermost cf.loop or cf.switch, giving its results",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    verify: Some(verify_break),
    eval: Some(|_, _, args| Ok(Flow::Break(args.to_vec()))),
    ..OpSchema::DEFAULT
};

pub const CONTINUE: OpSchema = OpSchema {
    name: "cf.continue",
    summary: "Starts the next iteration of the innermost cf.loop with new block arguments",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    verify: Some(verify_continue),
    eval: Some(|_, _, args| Ok(Flow::Continue(args.to_vec()))),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect =
    Dialect { name: "cf", summary: "Structured control flow", ops: &[&IF, &LOOP, &SWITCH, &YIELD, &BREAK, &CONTINUE] };

fn types(ctx: &Context, values: &[nsl_ir::Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.value_type(v)).collect()
}

fn type_list(ctx: &Context, types: &[Type]) -> String {
    let names: Vec<_> = types.iter().map(|&t| print_type(ctx, t)).collect();
    format!("({})", names.join(", "))
}

fn no_block_args(ctx: &Context, op: Op) -> Result<(), String> {
    for i in 0..ctx.regions(op).len() {
        if !ctx.block_args(ctx.body(op, i)).is_empty() {
            return Err(format!("region #{i} may not have block arguments"));
        }
    }
    Ok(())
}

/// The last op of each region may not be a `cf.yield` (loop bodies and
/// switch arms end with break, continue or return).
fn no_yield_ends(ctx: &Context, op: Op) -> Result<(), String> {
    for i in 0..ctx.regions(op).len() {
        if let Some(last) = ctx.last_op(ctx.body(op, i)) {
            if ctx.op_name(last) == YIELD.name {
                return Err(format!("region #{i} must end with cf.break, cf.continue or func.return, not cf.yield"));
            }
        }
    }
    Ok(())
}

fn verify_if(ctx: &Context, op: Op) -> Result<(), String> {
    no_block_args(ctx, op)
}

fn verify_loop(ctx: &Context, op: Op) -> Result<(), String> {
    let args = types(ctx, ctx.block_args(ctx.body(op, 0)));
    let inits = types(ctx, ctx.operands(op));
    if args != inits {
        return Err(format!(
            "body arguments {} do not match the initial values {}",
            type_list(ctx, &args),
            type_list(ctx, &inits)
        ));
    }
    no_yield_ends(ctx, op)
}

/// The case lists of a switch: one list of selector values per region
/// except the last (default) region.
pub fn switch_cases(ctx: &Context, op: Op) -> Result<Vec<Vec<i128>>, String> {
    let cases = ctx.attr(op, "cases").ok_or("requires 'cases'")?;
    let AttrKind::Array(lists) = ctx.attr_kind(cases) else { return Err("'cases' must be an array".into()) };
    lists
        .iter()
        .map(|&l| match ctx.attr_kind(l) {
            AttrKind::Array(vals) => vals
                .iter()
                .map(|&v| match ctx.attr_kind(v) {
                    AttrKind::Int(i) => Ok(*i),
                    _ => Err("each case must list integers".to_string()),
                })
                .collect(),
            _ => Err("'cases' must be an array of arrays of integers".to_string()),
        })
        .collect()
}

fn verify_switch(ctx: &Context, op: Op) -> Result<(), String> {
    let cases = switch_cases(ctx, op)?;
    if cases.len() + 1 != ctx.regions(op).len() {
        return Err(format!(
            "has {} case lists, so needs {} regions (the last is the default), not {}",
            cases.len(),
            cases.len() + 1,
            ctx.regions(op).len()
        ));
    }
    let mut all: Vec<i128> = cases.into_iter().flatten().collect();
    all.sort_unstable();
    if let Some(w) = all.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("case value {} appears twice", w[0]));
    }
    no_block_args(ctx, op)?;
    no_yield_ends(ctx, op)
}

fn verify_yield(ctx: &Context, op: Op) -> Result<(), String> {
    let parent = ctx.parent_op(op).ok_or("is not inside an op")?;
    if !ctx.has_trait(parent, Traits::ARMS) {
        return Err(format!("must end an arm of cf.if, not a region of {}", ctx.op_name(parent)));
    }
    let what = format!("the {}'s results", ctx.op_name(parent));
    expect_types(ctx, op, &ctx.result_types(parent), &what)
}

fn expect_types(ctx: &Context, op: Op, want: &[Type], what: &str) -> Result<(), String> {
    let got = types(ctx, ctx.operands(op));
    if got[..] != want[..] {
        return Err(format!("gives {} but {what} are {}", type_list(ctx, &got), type_list(ctx, want)));
    }
    Ok(())
}

/// The innermost ancestor with trait `t`, not crossing a function boundary.
fn enclosing(ctx: &Context, op: Op, t: Traits) -> Option<Op> {
    let mut cur = op;
    while let Some(p) = ctx.parent_op(cur) {
        if ctx.has_trait(p, t) {
            return Some(p);
        }
        if ctx.has_trait(p, Traits::ISOLATED_FROM_ABOVE) {
            return None;
        }
        cur = p;
    }
    None
}

fn verify_break(ctx: &Context, op: Op) -> Result<(), String> {
    let target = enclosing(ctx, op, Traits::BREAKABLE).ok_or("is not inside a cf.loop or cf.switch")?;
    let what = format!("the enclosing {}'s results", ctx.op_name(target));
    expect_types(ctx, op, &ctx.result_types(target), &what)
}

fn verify_continue(ctx: &Context, op: Op) -> Result<(), String> {
    let target = enclosing(ctx, op, Traits::LOOP).ok_or("is not inside a cf.loop")?;
    let want = types(ctx, ctx.block_args(ctx.body(target, 0)));
    expect_types(ctx, op, &want, "the enclosing cf.loop's body arguments")
}

fn eval_if(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let arm = if args[0].as_bool() { 0 } else { 1 };
    match interp.run_region(op, arm, Vec::new())? {
        Flow::Yield(vals) => Ok(Flow::Next(vals.into_iter().collect())),
        other => Ok(other),
    }
}

fn eval_loop(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let mut iter = args.to_vec();
    loop {
        match interp.run_region(op, 0, iter)? {
            Flow::Continue(next) => iter = next,
            Flow::Break(vals) => return Ok(Flow::Next(vals.into_iter().collect())),
            Flow::Return(vals) => return Ok(Flow::Return(vals)),
            Flow::Yield(_) | Flow::Next(_) => return Err(Trap::new("loop body ended without a terminator")),
        }
    }
}

fn eval_switch(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let ty = ctx.value_type(ctx.operand(op, 0));
    let selector = match ctx.type_kind(ty) {
        nsl_ir::TypeKind::Int { width, signed: true } => nsl_ir::interp::sign_extend(args[0].as_int(), *width) as i128,
        _ => args[0].as_int() as i128,
    };
    let cases = switch_cases(ctx, op).map_err(Trap::new)?;
    let arm = cases.iter().position(|c| c.contains(&selector)).unwrap_or(cases.len());
    match interp.run_region(op, arm, Vec::new())? {
        Flow::Break(vals) => Ok(Flow::Next(vals.into_iter().collect())),
        Flow::Yield(_) | Flow::Next(_) => Err(Trap::new("switch arm ended without a terminator")),
        other => Ok(other),
    }
}
