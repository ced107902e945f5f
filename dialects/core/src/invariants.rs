//! Invariants of the core dialects that passes establish and require.

use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Op, Traits};

/// No pure op has all its results unused (what `dce` establishes).
pub const NO_DEAD_PURE_OPS: Invariant = Invariant {
    name: "NoDeadPureOps",
    summary: "no pure op has all its results unused",
    check: check_no_dead_pure_ops,
};

fn check_no_dead_pure_ops(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let mut found = None;
    ctx.walk_nested(root, &mut |op| {
        if found.is_none()
            && ctx.has_trait(op, Traits::PURE)
            && !ctx.results(op).is_empty()
            && ctx.results(op).iter().all(|&r| !ctx.has_uses(r))
        {
            found = Some(op);
        }
    });
    match found {
        None => Ok(()),
        Some(op) => Err(Diagnostic::error(
            "NSL2201",
            ctx.loc(op),
            format!("invariant NoDeadPureOps: '{}' is pure and its results are unused", ctx.op_name(op)),
        )),
    }
}
