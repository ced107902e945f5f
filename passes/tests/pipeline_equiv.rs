//! The passes together, in the order a compiler runs them, preserve what
//! every public function computes; each pass's output is verified and
//! checked against its declared language on the way.

mod common;

use common::{check_equivalent, generated_module, structured_module};
use proptest::prelude::*;

const PIPELINE: &str =
    "module(func(mem2reg,canonicalize,cse),inline{max-size=-1},func(mem2reg,canonicalize,cse,dce),symbol-dce)";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn structured_programs(seed in any::<u64>(), functions in 1usize..5) {
        check_equivalent(&structured_module(seed, functions), PIPELINE, seed, 8);
    }

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..5, ops in 5usize..60, depth in 0usize..4) {
        check_equivalent(&generated_module(seed, functions, ops, depth), PIPELINE, seed, 4);
    }
}
