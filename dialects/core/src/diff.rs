//! `diff`: automatic differentiation markers, as the frontend leaves them
//! for the `fwd-diff` and `bwd-diff` passes (which remove every op of this
//! dialect).
//!
//! - `diff.func {fn = @f, fwd = @h?, bwd = @b?, no_diff = [i...]?}` (module
//!   level): `@f` is differentiable; `fwd`/`bwd` name user-written
//!   derivatives (`[ForwardDerivative(h)]`, `[BackwardDerivative(b)]`),
//!   `no_diff` the parameters excluded from differentiation (`-1`: the
//!   result); `zero` (`[TreatAsDifferentiable]`): its derivatives are zero;
//!   `subst = @g` (`[PrimalSubstitute(g)]`): derivatives of `@f`
//!   differentiate, and their primal parts run, `@g` instead.
//! - `diff.fwd_call {callee = @f}`: `fwd_diff(f)(args)`; the operands are
//!   `f`'s arguments with `DifferentialPair` structs `{p, d}` for the
//!   differentiable ones (pointers to pairs for `inout`), the result the
//!   pair of `f`'s result (if differentiable).
//! - `diff.bwd_call {callee = @f}`: `bwd_diff(f)(args)`: pointers to
//!   pairs for differentiable `in` parameters (`.d` written), `f`'s other
//!   `in` arguments, then the derivative of `f`'s result; no result.
//! - `diff.detach %x`: `x` with a zero derivative.
//! - `diff.type {type = T, fields = [0|1...]}` (module level): struct `T`
//!   is differentiable (conforms to `IDifferentiable`); `fields` says which
//!   of its fields carry derivatives (`no_diff` fields and fields of
//!   non-differentiable types do not). A struct without one carries none.
//!
//! The interpreter runs `diff.detach` (the identity) only: the markers
//! mean nothing before the passes give them a body.

use nsl_ir::attr::AttrShape;
use nsl_ir::interp::Flow;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Slot, SymbolTable, Traits, TypeConstraint};

pub const FUNC: OpSchema = OpSchema {
    name: "diff.func",
    summary: "Declares a function differentiable, with its user-written derivatives",
    attrs: &[
        AttrSpec::required("fn", AttrShape::Symbol),
        AttrSpec::optional("fwd", AttrShape::Symbol),
        AttrSpec::optional("bwd", AttrShape::Symbol),
        AttrSpec::optional("no_diff", AttrShape::Array),
        // The `out` parameters (their incoming values are not read).
        AttrSpec::optional("out", AttrShape::Array),
        // `[TreatAsDifferentiable]`: zero derivatives, body not differentiated.
        AttrSpec::optional("zero", AttrShape::Unit),
        // `[PrimalSubstitute(g)]`: derivatives differentiate and run `@g`.
        AttrSpec::optional("subst", AttrShape::Symbol),
        // Only a backward derivative declared (`[BackwardDerivative]` or
        // `[BackwardDerivativeOf]`): forward mode sees zero derivatives.
        AttrSpec::optional("bwd_only", AttrShape::Unit),
        // `[ForwardDifferentiable]` only: not differentiable in backward
        // mode (calling it from a backward-differentiable function is
        // slangc's E41022).
        AttrSpec::optional("fwd_only", AttrShape::Unit),
        // `IDifferentiablePtrType` parameters: `bwd_diff` passes each as a
        // `DifferentialPtrPair` (value and differential location).
        AttrSpec::optional("ptr", AttrShape::Array),
    ],
    verify_symbol_uses: Some(verify_func_symbols),
    ..OpSchema::DEFAULT
};

pub const FWD_CALL: OpSchema = OpSchema {
    name: "diff.fwd_call",
    summary: "fwd_diff(f)(args): the forward derivative of a function, applied",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("callee", AttrShape::Symbol)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify_symbol_uses: Some(verify_callee),
    ..OpSchema::DEFAULT
};

pub const BWD_CALL: OpSchema = OpSchema {
    name: "diff.bwd_call",
    summary: "bwd_diff(f)(args): the backward derivative of a function, applied",
    variadic_operands: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("callee", AttrShape::Symbol)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify_symbol_uses: Some(verify_callee),
    ..OpSchema::DEFAULT
};

pub const DETACH: OpSchema = OpSchema {
    name: "diff.detach",
    summary: "The value, with a zero derivative",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    traits: Traits::PURE,
    eval: Some(|_, _, args| Ok(Flow::one(args[0].clone()))),
    ..OpSchema::DEFAULT
};

pub const TYPE: OpSchema = OpSchema {
    name: "diff.type",
    summary: "Declares a struct type differentiable, with the fields that carry derivatives",
    attrs: &[
        AttrSpec::required("type", AttrShape::Type),
        AttrSpec::required("fields", AttrShape::IntArray),
        // A bool field that says whether a differential holds a value
        // (`Optional<T>`'s `hasValue`).
        AttrSpec::optional("present", AttrShape::Int),
    ],
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "diff",
    summary: "Automatic differentiation markers",
    ops: &[&FUNC, &FWD_CALL, &BWD_CALL, &DETACH, &TYPE],
};

/// Every op of the dialect (for the passes' languages).
pub const OPS: [&str; 5] = [FUNC.name, FWD_CALL.name, BWD_CALL.name, DETACH.name, TYPE.name];

fn callable(ctx: &Context, table: &SymbolTable, op: Op, attr: &str) -> Result<(), String> {
    let Some(name) = ctx.attr_symbol(op, attr) else { return Ok(()) };
    let target = table.lookup(name).ok_or_else(|| format!("@{} is not defined", ctx.str(name)))?;
    if !ctx.has_trait(target, Traits::CALLABLE) {
        return Err(format!("@{} is not a function", ctx.str(name)));
    }
    Ok(())
}

fn verify_callee(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    callable(ctx, table, op, "callee")
}

fn verify_func_symbols(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    for attr in ["fn", "fwd", "bwd", "subst"] {
        callable(ctx, table, op, attr)?;
    }
    Ok(())
}
