//! `cse` preserves what every function computes, produces verified IR in
//! its declared language, and is idempotent.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, stat, structured_module};
use proptest::prelude::*;

const PIPELINE: &str = "module(func(cse))";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..80, depth in 0usize..4) {
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

/// A straight-line function computing the same expressions twice (with
/// commuted operands): CSE removes exactly the second copy.
#[test]
fn duplicated_expression_tree_is_removed() {
    let text = "func.func {sym = @f, type = fn(i32, i32) -> (i32)} {
^bb(%a: i32, %b: i32):
  %x1 = arith.mul %a, %b : i32
  %y1 = arith.add %x1, %a : i32
  %z1 = arith.xor %y1, %b : i32
  %x2 = arith.mul %b, %a : i32
  %y2 = arith.add %a, %x2 : i32
  %z2 = arith.xor %b, %y2 : i32
  %r = arith.sub %z1, %z2 : i32
  func.return %r
}
";
    let (output, reports) = check_equivalent(text, PIPELINE, 1, 20);
    assert_eq!(stat(&reports, "ops-eliminated"), 3, "{output}");
}
