//! `matrix-layout` changes no computation: every function computes the
//! same before and after, under either default, the output is verified,
//! and a second run changes nothing.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, stat};
use proptest::prelude::*;

const ROW: &str = "module(matrix-layout{default=row_major})";
const COLUMN: &str = "module(matrix-layout{default=column_major})";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..80, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        for pipeline in [ROW, COLUMN] {
            check_equivalent(&text, pipeline, seed, 4);
            check_idempotent(&text, pipeline);
        }
    }
}

/// Relayouts to an explicit layout stay unless the default makes the types
/// equal; the values are the same either way.
#[test]
fn relayouts_between_equal_types_are_deleted() {
    let text = "func.func {sym = @f, type = fn(f32, f32) -> (f32)} {
^bb(%x: f32, %y: f32):
  %r0 = vec.construct %x, %y : vec<f32, 2>
  %r1 = vec.construct %y, %y : vec<f32, 2>
  %m = mat.construct %r0, %r1 : mat<f32, 2, 2>
  %c = mat.relayout %m : mat<f32, 2, 2, column_major>
  %t = mat.transpose %c : mat<f32, 2, 2, column_major>
  %back = mat.relayout %t : mat<f32, 2, 2>
  %s = arith.add %back, %m : mat<f32, 2, 2>
  %row = mat.extract_row %s {index = 0} : vec<f32, 2>
  %e = vec.extract %row {index = 1} : f32
  func.return %e
}
";
    let (_, reports) = check_equivalent(text, COLUMN, 1, 8);
    assert_eq!(stat(&reports, "relayouts-deleted"), 2);
    let (_, reports) = check_equivalent(text, ROW, 1, 8);
    assert_eq!(stat(&reports, "relayouts-deleted"), 0);
}
