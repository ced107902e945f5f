//! `expand-signed-rem` preserves what every function computes (random
//! programs, and signed remainders of every width on random arguments,
//! often 0, 1 and -1), and is idempotent. The lit test pins `MIN % -1`.

mod common;

use common::{check_equivalent, check_idempotent, generated_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(func(expand-signed-rem))";

/// A public function returning `a % b` for `ty`.
fn remainder(ty: &str) -> String {
    format!("func.func {{sym = @rem, type = fn({ty}, {ty}) -> ({ty})}} {{\n^bb(%a: {ty}, %b: {ty}):\n  %r = arith.rem %a, %b : {ty}\n  func.return %r\n}}\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }

    #[test]
    fn signed_remainders(seed in any::<u64>(), ty in prop::sample::select(vec!["i8", "i16", "i32", "i64"])) {
        let text = remainder(ty);
        let (expanded, _) = check_equivalent(&text, PIPELINE, seed, 16);
        prop_assert!(!expanded.contains("arith.rem"), "not expanded:\n{}", expanded);
        check_idempotent(&text, PIPELINE);
    }
}
