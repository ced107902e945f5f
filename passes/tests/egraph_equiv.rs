//! `egraph-opt` preserves what every function computes, bit for bit (the
//! default `fp-mode=exact`), produces verified IR in its declared
//! language, is idempotent, and does rewrite: on random pure expression
//! DAGs over every scalar and vector type (`nsl_fuzz::pure_dag`), on the
//! general generator's programs and on structured programs after mem2reg.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, stat, structured_module};
use nsl_fuzz::pure_dag::pure_dag_module;
use proptest::prelude::*;

const PIPELINE: &str = "module(func(egraph-opt))";
const TEXT_PIPELINE: &str = "module(func(egraph-opt{target=text}))";

proptest! {
    // 256 cases by default; PROPTEST_CASES=100000 for long local runs.
    #[test]
    fn pure_dags_keep_their_values(seed in any::<u64>(), ops in 1usize..60) {
        let text = pure_dag_module(seed, ops);
        let (_, reports) = check_equivalent(&text, PIPELINE, seed, 6);
        // No rule may merge classes of different constants (the pass would
        // hide it by leaving the block alone).
        prop_assert_eq!(stat(&reports, "constant-conflicts"), 0);
        check_equivalent(&text, TEXT_PIPELINE, seed, 2);
        check_idempotent(&text, PIPELINE);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }

    #[test]
    fn structured_programs_after_mem2reg(seed in any::<u64>(), functions in 1usize..4) {
        let (promoted, _) = check_equivalent(&structured_module(seed, functions), "module(func(mem2reg))", seed, 1);
        check_equivalent(&promoted, PIPELINE, seed, 6);
        check_idempotent(&promoted, PIPELINE);
    }
}

/// The property is not vacuous: most random DAGs get cheaper.
#[test]
fn most_dags_are_rewritten() {
    let rewritten = (0..100u64)
        .filter(|&seed| {
            let (_, reports) = check_equivalent(&pure_dag_module(seed, 40), PIPELINE, seed, 1);
            stat(&reports, "blocks-rewritten") == 1
        })
        .count();
    assert!(rewritten >= 60, "only {rewritten} of 100 DAGs were rewritten");
}

/// Every op a rule names can enter the e-graph (pure, no regions, not
/// convergence-sensitive): a rule over any other op could never fire.
#[test]
fn rules_name_only_liftable_ops() {
    let ctx = nsl_dialects::core_context();
    for (dialect, rules) in nsl_dialects::rules::core_rules() {
        for rule in rules {
            for side in [rule.lhs, rule.rhs] {
                for name in
                    side.split(['(', ' ', '{']).filter(|w| w.contains('.') && !w.starts_with(['0', '1', '2', '-']))
                {
                    let schema = ctx.schema_of(ctx.kind(name));
                    let liftable = schema.has(nsl_ir::Traits::PURE)
                        && !schema.has(nsl_ir::Traits::CONVERGENCE_SENSITIVE)
                        && schema.regions == 0
                        && schema.results.len() == 1;
                    assert!(liftable, "{dialect}.{}: {name} cannot enter the e-graph", rule.name);
                }
            }
        }
    }
}
