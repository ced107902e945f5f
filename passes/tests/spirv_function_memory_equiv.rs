//! `spirv-local-atomics` and `spirv-pointer-args` (the SPIR-V passes whose
//! output the interpreter runs: core ops only) preserve what every function
//! computes, produce verified IR in their declared language, and are
//! idempotent.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, structured_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(func(spirv-local-atomics,spirv-pointer-args))";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }

    #[test]
    fn structured_programs(seed in any::<u64>(), functions in 1usize..4) {
        let text = structured_module(seed, functions);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }
}
