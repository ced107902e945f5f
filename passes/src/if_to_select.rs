//! `if-to-select`: a `cf.if` whose arms only compute a few cheap pure
//! values becomes those computations, hoisted before it, and an
//! `arith.select` per result.
//!
//! A `cf.if` with two arms and results is converted when every result is
//! a scalar (bool, integer or float) and each arm holds, besides its final
//! `cf.yield`, only ops without regions of the `arith`, `vec`, `mat`,
//! `agg` and `math` dialects that are pure, read no memory, are not
//! convergence-sensitive and index nothing at run time (no `*_dyn` op,
//! whose out-of-range index traps), at most `max-ops` of them per arm
//! besides constants. Those ops move before the `if`, in order (then arm
//! first); each result becomes the then arm's yielded value when both arms
//! yield the same one, else `arith.select cond, then, else` (named as the
//! result). Ifs are
//! visited innermost first, so an arm that held a converted `if` can
//! convert in turn.
//!
//! Correct because the moved ops are total and effect-free (the `arith`
//! ops define every input, division by zero included), so computing them
//! whether or not their arm runs changes nothing observable, and the
//! select picks exactly the value the arm that runs would have yielded.
//! Values the arms use are defined before the `if` (region scoping), so
//! they dominate the hoisted copies.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{arith, cf};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Traits, TypeKind};

pub static INFO: PassInfo = PassInfo {
    name: "if-to-select",
    summary: "Turn a cf.if whose arms compute a few cheap scalars into hoisted ops and arith.selects",
    anchor: Anchor::Function,
    options: &[OptionSpec { name: "max-ops", summary: "most non-constant ops an arm may hold (default 3)" }],
    create: |options: &PassOptions| {
        let max_ops = options.int("max-ops", 3)?;
        if max_ops < 0 {
            return Err(format!("option 'max-ops' must not be negative, got {max_ops}"));
        }
        Ok(Box::new(IfToSelect { max_ops: max_ops as usize }))
    },
};

struct IfToSelect {
    max_ops: usize,
}

impl Pass for IfToSelect {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    /// Moves pure ops and builds selects of scalars it already has.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_dialects::invariants::NO_PROMOTABLE_VARS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves());
        output.ops.insert(arith::SELECT.name);
        output
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let if_kind = ctx.kind(cf::IF.name);
        // Pre-order reversed: inner ifs before the ifs holding them.
        let ifs: Vec<Op> = ctx.nested_ops(func).into_iter().filter(|&o| ctx.is(o, if_kind)).collect();
        for &op in ifs.iter().rev() {
            if self.convertible(ctx, op) {
                convert(ctx, op);
                stats.add("ifs-converted", 1);
            }
        }
        Ok(())
    }
}

impl IfToSelect {
    fn convertible(&self, ctx: &Context, op: Op) -> bool {
        if ctx.regions(op).len() != 2 || ctx.results(op).is_empty() {
            return false;
        }
        let scalar = |t| matches!(ctx.type_kind(t), TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::Bool);
        if !ctx.results(op).iter().all(|&r| scalar(ctx.value_type(r))) {
            return false;
        }
        let yield_kind = ctx.kind(cf::YIELD.name);
        (0..2).all(|arm| {
            let ops = ctx.block_ops(ctx.body(op, arm));
            let Some((&last, rest)) = ops.split_last() else { return false };
            ctx.is(last, yield_kind)
                && rest.iter().all(|&o| speculatable(ctx, o))
                && rest.iter().filter(|&&o| !ctx.has_trait(o, Traits::CONSTANT_LIKE)).count() <= self.max_ops
        })
    }
}

/// Whether computing `op` when its arm would not run is harmless and cheap.
fn speculatable(ctx: &Context, op: Op) -> bool {
    let name = ctx.schema(op).name;
    let dialect_ok = ["arith.", "vec.", "mat.", "agg.", "math."].iter().any(|d| name.starts_with(d));
    dialect_ok
        && !name.ends_with("_dyn")
        && ctx.regions(op).is_empty()
        && ctx.has_trait(op, Traits::PURE)
        && !ctx.has_trait(op, Traits::READS_MEMORY)
        && !ctx.has_trait(op, Traits::HAS_SIDE_EFFECTS)
        && !ctx.has_trait(op, Traits::CONVERGENCE_SENSITIVE)
}

fn convert(ctx: &mut Context, op: Op) {
    let mut yielded = Vec::new();
    for arm in 0..2 {
        let ops = ctx.block_ops(ctx.body(op, arm));
        let (&last, rest) = ops.split_last().expect("checked");
        yielded.push(ctx.operands(last).to_vec());
        for &o in rest {
            ctx.detach_op(o);
            ctx.insert_op(o, InsertPoint::Before(op));
        }
    }
    let cond = ctx.operand(op, 0);
    let loc = ctx.loc(op);
    let results = ctx.results(op).to_vec();
    for (i, &r) in results.iter().enumerate() {
        let (t, e) = (yielded[0][i], yielded[1][i]);
        let v = if t == e {
            t
        } else {
            let ty = ctx.value_type(r);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = loc;
            let v = b.value(arith::SELECT.name, &[cond, t, e], ty, &[]);
            let name = ctx.value_name(r);
            ctx.set_value_name(v, name);
            v
        };
        ctx.replace_all_uses(r, v);
    }
    ctx.erase_op(op);
}
