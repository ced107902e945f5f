//! `mem2reg` preserves what every function computes, produces verified IR
//! in its declared language (with no promotable variable left: the pass
//! manager checks `NoPromotableVars` after it), through control flow with
//! exits at every depth.

mod common;

use common::{check_equivalent, generated_module, stat, structured_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(func(mem2reg))";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn structured_programs(seed in any::<u64>(), functions in 1usize..4) {
        let text = structured_module(seed, functions);
        let (output, reports) = check_equivalent(&text, PIPELINE, seed, 8);
        // Only variables passed to @bump keep their mem.var.
        let escaping = text.lines().filter(|l| l.contains("mem.var")).count() as u64 - stat(&reports, "vars-promoted");
        prop_assert!(output.matches("mem.var").count() as u64 == escaping);
    }

    /// Inlining @bump makes every variable promotable.
    #[test]
    fn structured_programs_after_inlining(seed in any::<u64>(), functions in 1usize..4) {
        let text = structured_module(seed, functions);
        let pipeline = "module(inline{max-size=-1},func(mem2reg))";
        let (output, _) = check_equivalent(&text, pipeline, seed, 8);
        prop_assert!(!output.contains("mem.var"), "{}", output);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        let (output, _) = check_equivalent(&text, PIPELINE, seed, 4);
        prop_assert!(!output.contains("mem.var"), "{}", output);
    }
}
