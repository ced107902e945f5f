//! `lower-int-matrices` changes no computation: functions on integer
//! matrices compute the same on arrays of rows, the output is verified, and
//! a second run changes nothing.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, stat};
use proptest::prelude::*;

const PIPELINE: &str = "module(lower-int-matrices)";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..80, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }
}

/// Every matrix op on integer matrices gives the same values on arrays of
/// rows.
#[test]
fn integer_matrix_ops() {
    let text = "func.func {sym = @f, type = fn(i32, i32, i32) -> (f32)} {
^bb(%x: i32, %y: i32, %z: i32):
  %r0 = vec.construct %x, %y, %z : vec<i32, 3>
  %r1 = vec.construct %z, %x, %y : vec<i32, 3>
  %m = mat.construct %r0, %r1 : mat<i32, 2, 3>
  %t = mat.transpose %m : mat<i32, 3, 2>
  %mm = mat.mul_mm %m, %t : mat<i32, 2, 2>
  %v = vec.construct %x, %z : vec<i32, 2>
  %mv = mat.mul_mv %mm, %v : vec<i32, 2>
  %vm = mat.mul_vm %mv, %m : vec<i32, 3>
  %s = arith.add %mm, %mm : mat<i32, 2, 2>
  %c = mat.relayout %s : mat<i32, 2, 2, column_major>
  %w = vec.construct %y, %y : vec<i32, 2>
  %i = mat.insert_row %c, %w {index = 1} : mat<i32, 2, 2, column_major>
  %back = mat.relayout %i : mat<i32, 2, 2>
  %row = mat.extract_row %back {index = 0} : vec<i32, 2>
  %e0 = vec.extract %row {index = 1} : i32
  %e1 = vec.extract %vm {index = 2} : i32
  %last = mat.extract_row %back {index = 1} : vec<i32, 2>
  %e2 = vec.extract %last {index = 0} : i32
  %ab = arith.add %e0, %e1 : i32
  %sum = arith.add %ab, %e2 : i32
  %r = arith.convert %sum : f32
  func.return %r
}
";
    let (_, reports) = check_equivalent(text, PIPELINE, 1, 16);
    assert_eq!(stat(&reports, "ops-rewritten"), 11);
    check_idempotent(text, PIPELINE);
}
