//! Property tests: the interpreter's integer ops against Rust's wrapping
//! integer arithmetic, its float ops against Rust's f32/f64 arithmetic and a
//! brute-force nearest-f16 oracle, all bit-exact.

mod common;

use common::*;
use half::f16;
use nsl_ir::interp::{Interpreter, RtValue};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::fmt::Debug;

/// A reference binary operation and comparison.
type Op<T> = fn(T, T) -> T;
type Pred<T> = fn(&T, &T) -> bool;

/// Checks `@f` of `src` against `reference` on pairs drawn from `inputs`.
fn check<T: Debug + Clone>(
    src: &str,
    inputs: impl Strategy<Value = Vec<T>>,
    to_rt: impl Fn(T) -> RtValue,
    reference: impl Fn(&[T]) -> RtValue,
) {
    let (ctx, m) = module(src);
    let mut runner = TestRunner::new(Config { cases: 400, failure_persistence: None, ..Config::default() });
    let result = runner.run(&inputs, |args| {
        let want = reference(&args);
        let got = Interpreter::new(&ctx, m).call_by_name("f", args.into_iter().map(&to_rt).collect());
        prop_assert_eq!(got.map_err(|t| TestCaseError::fail(t.message))?, vec![want]);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}\n{src}");
    }
}

/// Integers biased toward the edges: 0, ±1, MIN, MAX.
macro_rules! edgy {
    ($t:ty) => {
        prop_oneof![3 => any::<$t>(), 1 => prop::sample::select(vec![0 as $t, 1 as $t, <$t>::MAX, <$t>::MIN, (0 as $t).wrapping_sub(1)])]
    };
}

macro_rules! int_props {
    ($name:ident, $t:ty, $ty:literal, $rt:expr) => {
        #[test]
        fn $name() {
            let pair = prop::collection::vec(edgy!($t), 2);
            let ops: [(&str, Op<$t>); 10] = [
                ("arith.add", |a, b| a.wrapping_add(b)),
                ("arith.sub", |a, b| a.wrapping_sub(b)),
                ("arith.mul", |a, b| a.wrapping_mul(b)),
                ("arith.div", |a, b| if b == 0 { (0 as $t).wrapping_sub(1) } else { a.wrapping_div(b) }),
                ("arith.rem", |a, b| if b == 0 { a } else { a.wrapping_rem(b) }),
                ("arith.and", |a, b| a & b),
                ("arith.or", |a, b| a | b),
                ("arith.xor", |a, b| a ^ b),
                // Rust's wrapping shifts take the amount modulo the width.
                ("arith.shl", |a, b| a.wrapping_shl(b as u32)),
                ("arith.shr", |a, b| a.wrapping_shr(b as u32)),
            ];
            for (op, f) in ops {
                check(&binary_fn(op, $ty, $ty, ""), pair.clone(), $rt, |v: &[$t]| $rt(f(v[0], v[1])));
            }
            let preds: [(&str, Pred<$t>); 6] = [
                ("eq", <$t>::eq),
                ("ne", <$t>::ne),
                ("lt", <$t>::lt),
                ("le", <$t>::le),
                ("gt", <$t>::gt),
                ("ge", <$t>::ge),
            ];
            for (pred, f) in preds {
                let src = binary_fn("arith.cmp", $ty, "bool", &format!("{{pred = \"{pred}\"}}"));
                check(&src, pair.clone(), $rt, |v: &[$t]| bv(f(&v[0], &v[1])));
            }
            let one = prop::collection::vec(edgy!($t), 1);
            check(&unary_fn("arith.neg", $ty, $ty, ""), one.clone(), $rt, |v: &[$t]| $rt(v[0].wrapping_neg()));
            check(&unary_fn("arith.not", $ty, $ty, ""), one, $rt, |v: &[$t]| $rt(!v[0]));
        }
    };
}

int_props!(i32_ops, i32, "i32", i32v);
int_props!(u32_ops, u32, "u32", u32v);
int_props!(i8_ops, i8, "i8", i8v);
int_props!(u64_ops, u64, "u64", u64v);
int_props!(i64_ops, i64, "i64", i64v);
int_props!(u16_ops, u16, "u16", u16v);

#[test]
fn f32_and_f64_arithmetic_matches_rust() {
    let ops: [(&str, Op<f32>, Op<f64>); 5] = [
        ("arith.add", |a, b| a + b, |a, b| a + b),
        ("arith.sub", |a, b| a - b, |a, b| a - b),
        ("arith.mul", |a, b| a * b, |a, b| a * b),
        ("arith.div", |a, b| a / b, |a, b| a / b),
        ("arith.rem", |a, b| a % b, |a, b| a % b),
    ];
    for (op, f32op, f64op) in ops {
        let pair = prop::collection::vec(any::<f32>(), 2);
        check(&binary_fn(op, "f32", "f32", ""), pair, f32v, |v: &[f32]| f32v(f32op(v[0], v[1])));
        let pair = prop::collection::vec(any::<f64>(), 2);
        check(&binary_fn(op, "f64", "f64", ""), pair, f64v, |v: &[f64]| f64v(f64op(v[0], v[1])));
    }
}

#[test]
fn float_comparisons_match_rust() {
    let preds: [(&str, Pred<f64>); 6] =
        [("eq", f64::eq), ("ne", f64::ne), ("lt", f64::lt), ("le", f64::le), ("gt", f64::gt), ("ge", f64::ge)];
    for (pred, f) in preds {
        let src = binary_fn("arith.cmp", "f64", "bool", &format!("{{pred = \"{pred}\"}}"));
        check(&src, prop::collection::vec(any::<f64>(), 2), f64v, |v: &[f64]| bv(f(&v[0], &v[1])));
    }
}

/// Every finite non-negative f16 as (value, bits), in increasing order.
fn f16_table() -> Vec<(f64, u16)> {
    (0..=0x7BFFu16).map(|b| (f16::from_bits(b).to_f64(), b)).collect()
}

/// The f16 nearest to `x`, ties to the even significand, found by search.
fn nearest_f16(table: &[(f64, u16)], x: f64) -> f16 {
    if x.is_nan() {
        return f16::NAN;
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    // 65520 is halfway from the largest f16 (65504, odd) to 2^16: it and
    // everything above round to infinity.
    if a >= 65520.0 {
        return f16::from_bits(sign | 0x7C00);
    }
    let i = table.partition_point(|&(v, _)| v < a);
    // Between the largest f16 and the midpoint above it.
    let Some(&hi) = table.get(i) else { return f16::from_bits(sign | 0x7BFF) };
    let bits = if i == 0 || hi.0 == a {
        hi.1
    } else {
        let lo = table[i - 1];
        match (a - lo.0).partial_cmp(&(hi.0 - a)).unwrap() {
            std::cmp::Ordering::Less => lo.1,
            std::cmp::Ordering::Greater => hi.1,
            std::cmp::Ordering::Equal if lo.1 & 1 == 0 => lo.1,
            std::cmp::Ordering::Equal => hi.1,
        }
    };
    f16::from_bits(sign | bits)
}

fn any_f16() -> impl Strategy<Value = f16> {
    any::<u16>().prop_map(f16::from_bits).prop_filter("not NaN", |h| !h.is_nan())
}

#[test]
fn f16_arithmetic_rounds_once() {
    // Sums, differences and products of f16 values are exact in f64, and an
    // f64 quotient is never a false f16 tie, so rounding the f64 result to
    // the nearest f16 is the correctly rounded f16 result.
    let table = f16_table();
    let ops: [(&str, Op<f64>); 5] = [
        ("arith.add", |a, b| a + b),
        ("arith.sub", |a, b| a - b),
        ("arith.mul", |a, b| a * b),
        ("arith.div", |a, b| a / b),
        ("arith.rem", |a, b| a % b),
    ];
    for (op, f) in ops {
        // NaN results (inf - inf, 0 / 0, ...) are covered by the unit tests.
        let pair = prop::collection::vec(any_f16(), 2)
            .prop_filter("a number", move |v| !f(v[0].to_f64(), v[1].to_f64()).is_nan());
        check(&binary_fn(op, "f16", "f16", ""), pair, RtValue::F16, |v: &[f16]| {
            RtValue::F16(nearest_f16(&table, f(v[0].to_f64(), v[1].to_f64())))
        });
    }
}

#[test]
fn f64_to_f16_conversion_rounds_once() {
    let table = f16_table();
    // Doubles near the midpoints between neighbouring f16 values (where
    // rounding twice, through f32, goes wrong), and anywhere at all.
    let near = (0..0x7BFFu16, -(1i64 << 30)..(1i64 << 30), any::<bool>()).prop_map(|(b, k, neg)| {
        let mid = (f16::from_bits(b).to_f64() + f16::from_bits(b + 1).to_f64()) / 2.0;
        let x = f64::from_bits(mid.to_bits().wrapping_add_signed(k));
        if neg {
            -x
        } else {
            x
        }
    });
    let x = prop_oneof![near, any::<f64>()].prop_filter("not NaN", |x| !x.is_nan());
    let src = unary_fn("arith.convert", "f64", "f16", "");
    check(&src, prop::collection::vec(x, 1), f64v, |v: &[f64]| RtValue::F16(nearest_f16(&table, v[0])));
}

#[test]
fn int_and_float_conversions_match_rust_casts() {
    // Rust's `as` rounds int -> float to nearest even and saturates float
    // -> int (NaN -> 0), exactly the semantics of arith.convert.
    check(&unary_fn("arith.convert", "i64", "f32", ""), prop::collection::vec(edgy!(i64), 1), i64v, |v: &[i64]| {
        f32v(v[0] as f32)
    });
    check(&unary_fn("arith.convert", "u64", "f64", ""), prop::collection::vec(edgy!(u64), 1), u64v, |v: &[u64]| {
        f64v(v[0] as f64)
    });
    check(&unary_fn("arith.convert", "f64", "i32", ""), prop::collection::vec(any::<f64>(), 1), f64v, |v: &[f64]| {
        i32v(v[0] as i32)
    });
    check(&unary_fn("arith.convert", "f32", "u8", ""), prop::collection::vec(any::<f32>(), 1), f32v, |v: &[f32]| {
        u8v(v[0] as u8)
    });
    check(&unary_fn("arith.convert", "f32", "i64", ""), prop::collection::vec(any::<f32>(), 1), f32v, |v: &[f32]| {
        i64v(v[0] as i64)
    });
    check(&unary_fn("arith.convert", "i16", "u64", ""), prop::collection::vec(edgy!(i16), 1), i16v, |v: &[i16]| {
        u64v(v[0] as u64)
    });
}

#[test]
fn bitcasts_match_byte_order() {
    check(
        &unary_fn("arith.bitcast", "u64", "vec<u16, 4>", ""),
        prop::collection::vec(any::<u64>(), 1),
        u64v,
        |v: &[u64]| agg(v[0].to_le_bytes().chunks(2).map(|c| u16v(u16::from_le_bytes([c[0], c[1]]))).collect()),
    );
    check(
        &unary_fn("arith.bitcast", "f64", "vec<f32, 2>", ""),
        prop::collection::vec(any::<f64>(), 1),
        f64v,
        |v: &[f64]| {
            let b = v[0].to_bits();
            agg(vec![f32v(f32::from_bits(b as u32)), f32v(f32::from_bits((b >> 32) as u32))])
        },
    );
}
