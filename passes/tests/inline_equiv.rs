//! `inline` preserves what every public function computes and produces
//! verified IR in its declared language, for callees with early returns
//! at any depth, chains of calls and every size limit.

mod common;

use common::{check_equivalent, generated_module, stat, structured_module};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn structured_programs(seed in any::<u64>(), functions in 2usize..6, max_size in prop::sample::select(vec![-1i64, 0, 10, 40])) {
        let text = structured_module(seed, functions);
        let pipeline = format!("module(inline{{max-size={max_size}}})");
        let (output, reports) = check_equivalent(&text, &pipeline, seed, 8);
        // With no limit, only calls to callees with a return in a loop or
        // switch remain; calls in the copies of those callees included.
        if max_size == -1 && stat(&reports, "skipped-nested-return") == 0 {
            prop_assert!(!output.contains("func.call"), "{}", output);
        }
    }

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..5, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, "module(inline{max-size=-1})", seed, 4);
    }
}
