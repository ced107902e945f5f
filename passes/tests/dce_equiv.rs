//! `dce` preserves what every function computes, produces verified IR in
//! its declared language (`NoDeadPureOps`), and is idempotent.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, structured_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(func(dce))";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

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
