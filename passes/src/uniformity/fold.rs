//! `fold-uniform-wave-ops`: a wave operation whose operand is already the
//! same on every lane of the subgroup gives that operand:
//! `WaveReadLaneFirst(x)`, `WaveReadLaneAt(x, lane)`, `WaveActiveMin(x)`,
//! `WaveActiveMax(x)`, `WaveActiveBitAnd(x)`, `WaveActiveBitOr(x)` are `x`;
//! `WaveActiveAllTrue(b)` and `WaveActiveAnyTrue(b)` are `b`. Never sums,
//! products, exclusive ors, counts, ballots or scans: those depend on how
//! many lanes are active. "Already the same" is `check-uniformity`'s
//! analysis: a value at most subgroup-uniform that depends on no
//! parameter of its function and not on the control flow at its entry
//! (so the same in every call). Runs at `-O1`, after the uniformity hints
//! are stripped (a hint is trusted for diagnostics, not for changing
//! results).

use super::analysis::{analyze_values, Level};
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_ir::language::Invariant;
use nsl_ir::{Context, Diagnostic, Language, Op};

pub static INFO: PassInfo = PassInfo {
    name: "fold-uniform-wave-ops",
    summary: "Replace wave reads, min, max, bit-and/or and votes of subgroup-uniform values by the value",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(FoldUniformWaveOps)),
};

struct FoldUniformWaveOps;

/// The wave ops that give their operand when it is the same on every
/// active lane.
pub const FOLDABLE: &[&str] = &[
    "gpu.wave_read_lane_first",
    "gpu.wave_read_lane_at",
    "gpu.wave_active_min",
    "gpu.wave_active_max",
    "gpu.wave_active_bit_and",
    "gpu.wave_active_bit_or",
    "gpu.wave_active_all_true",
    "gpu.wave_active_any_true",
];

impl Pass for FoldUniformWaveOps {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any monomorphic IR: it only forwards values.
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone().keeping_invariants(self.preserves())
    }
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_dialects::invariants::NO_PROMOTABLE_VARS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let c: &Context = ctx;
        let values = analyze_values(c, module);
        let mut folds = Vec::new();
        c.walk_nested(module, &mut |op| {
            if !FOLDABLE.contains(&c.op_name(op)) {
                return;
            }
            let x = c.operands(op)[0];
            let same = values.get(&x).is_some_and(|t| t.level <= Level::Subgroup && t.params == 0 && !t.cf);
            if same {
                folds.push((op, c.results(op)[0], x));
            }
        });
        for (op, from, to) in folds {
            ctx.replace_all_uses(from, to);
            ctx.erase_op(op);
            stats.add("folded", 1);
        }
        Ok(())
    }
}
