//! `symbol-dce` preserves what every public function computes, produces
//! verified IR in its declared language, and is idempotent.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, structured_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(symbol-dce)";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..6, ops in 5usize..40, depth in 0usize..3) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 3);
        check_idempotent(&text, PIPELINE);
    }

    /// After inlining everything, the private callees are all dead.
    #[test]
    fn structured_programs_after_inlining(seed in any::<u64>(), functions in 2usize..5) {
        let (inlined, reports) =
            check_equivalent(&structured_module(seed, functions), "module(inline{max-size=-1})", seed, 1);
        let (output, _) = check_equivalent(&inlined, PIPELINE, seed, 4);
        check_idempotent(&inlined, PIPELINE);
        if common::stat(&reports, "skipped-nested-return") == 0 {
            prop_assert_eq!(output.matches("func.func").count(), 1, "{}", output);
        }
    }
}
