//! Semantics of the `arith` ops, checked by running them in the
//! interpreter. Expected values are derived by hand or from IEEE-754 facts.

mod common;

use common::*;
use nsl_ir::interp::RtValue;

fn bin(op: &str, ty: &str, a: RtValue, b: RtValue) -> RtValue {
    run1(&binary_fn(op, ty, ty, ""), vec![a, b])
}

fn cmp(pred: &str, ty: &str, a: RtValue, b: RtValue) -> bool {
    run1(&binary_fn("arith.cmp", ty, "bool", &format!("{{pred = \"{pred}\"}}")), vec![a, b]).as_bool()
}

fn convert(from: &str, to: &str, a: RtValue) -> RtValue {
    run1(&unary_fn("arith.convert", from, to, ""), vec![a])
}

fn bitcast(from: &str, to: &str, a: RtValue) -> RtValue {
    run1(&unary_fn("arith.bitcast", from, to, ""), vec![a])
}

fn bits32(v: &RtValue) -> u32 {
    match v {
        RtValue::F32(f) => f.to_bits(),
        other => panic!("not an f32: {other:?}"),
    }
}

#[test]
fn constants() {
    assert_eq!(run1(&const_fn("-128", "i8"), vec![]), i8v(-128));
    assert_eq!(run1(&const_fn("255", "u8"), vec![]), u8v(255));
    assert_eq!(run1(&const_fn("18446744073709551615", "u64"), vec![]), u64v(u64::MAX));
    assert_eq!(run1(&const_fn("-9223372036854775808", "i64"), vec![]), i64v(i64::MIN));
    assert_eq!(run1(&const_fn("-0.0", "f32"), vec![]), f32v(-0.0));
    assert_eq!(run1(&const_fn("true", "bool"), vec![]), bv(true));
    assert_eq!(run1(&const_fn("[1.0, 2.5]", "vec<f32, 2>"), vec![]), agg(vec![f32v(1.0), f32v(2.5)]));
    assert_eq!(
        run1(&const_fn("[[1, 2], [3, 4]]", "mat<i32, 2, 2>"), vec![]),
        agg(vec![agg(vec![i32v(1), i32v(2)]), agg(vec![i32v(3), i32v(4)])])
    );
    assert_eq!(run1(&const_fn("[[1, 2], [3, 4]]", "array<vec<u8, 2>, 2>"), vec![]).elems().len(), 2);
    assert_eq!(run1(&const_fn("[1.5, -3]", "struct<S {a: f32, b: i32}>"), vec![]), agg(vec![f32v(1.5), i32v(-3)]));
}

#[test]
fn f16_constants_round_once() {
    // 1 + 2^-11 + 2^-40 lies just above the midpoint of 1 and 1 + 2^-10, so
    // it rounds up; rounding through f32 first would land on the midpoint
    // and round to even (1.0).
    let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
    assert_eq!(run1(&const_fn(&format!("{x:?}"), "f16"), vec![]), f16v(1.0 + 2f32.powi(-10)));
    assert_eq!(run1(&const_fn("0.1", "f16"), vec![]), RtValue::F16(half::f16::from_bits(0x2E66)));
}

#[test]
fn constants_must_fit_their_type() {
    assert!(verify_error(&const_fn("256", "u8")).contains("value 256 is out of range for u8 (0 to 255)"));
    assert!(verify_error(&const_fn("-1", "u32")).contains("out of range for u32"));
    assert!(verify_error(&const_fn("128", "i8")).contains("(-128 to 127)"));
    assert!(verify_error(&const_fn("1", "f32")).contains("value 1 is not a constant of type f32"));
    assert!(verify_error(&const_fn("1", "bool")).contains("not a constant of type bool"));
    assert!(verify_error(&const_fn("[1.0]", "vec<f32, 2>")).contains("not a constant of type vec<f32, 2>"));
    assert!(verify_error(&const_fn("[1, 2]", "mat<i32, 1, 2>")).contains("not a constant"));
    assert!(verify_error(&const_fn("[1]", "array<i32>")).contains("not a constant"));
}

#[test]
fn integer_add_sub_mul_wrap() {
    assert_eq!(bin("arith.add", "i32", i32v(i32::MAX), i32v(1)), i32v(i32::MIN));
    assert_eq!(bin("arith.add", "u8", u8v(200), u8v(100)), u8v(44));
    assert_eq!(bin("arith.sub", "i8", i8v(-128), i8v(1)), i8v(127));
    assert_eq!(bin("arith.sub", "u32", u32v(0), u32v(1)), u32v(u32::MAX));
    assert_eq!(bin("arith.mul", "i32", i32v(65536), i32v(65536)), i32v(0));
    assert_eq!(bin("arith.mul", "i16", i16v(300), i16v(300)), i16v(24464));
    assert_eq!(bin("arith.mul", "u64", u64v(u64::MAX), u64v(2)), u64v(u64::MAX - 1));
    assert_eq!(bin("arith.mul", "i8", i8v(-128), i8v(-1)), i8v(-128));
}

#[test]
fn integer_division_is_total() {
    // RISC-V: x / 0 is all ones, x % 0 is x, MIN / -1 is MIN, MIN % -1 is 0.
    assert_eq!(bin("arith.div", "u32", u32v(7), u32v(0)), u32v(u32::MAX));
    assert_eq!(bin("arith.div", "u8", u8v(7), u8v(0)), u8v(255));
    assert_eq!(bin("arith.div", "i32", i32v(7), i32v(0)), i32v(-1));
    assert_eq!(bin("arith.div", "i32", i32v(-7), i32v(0)), i32v(-1));
    assert_eq!(bin("arith.rem", "u32", u32v(7), u32v(0)), u32v(7));
    assert_eq!(bin("arith.rem", "i32", i32v(-7), i32v(0)), i32v(-7));
    assert_eq!(bin("arith.div", "i32", i32v(i32::MIN), i32v(-1)), i32v(i32::MIN));
    assert_eq!(bin("arith.div", "i8", i8v(-128), i8v(-1)), i8v(-128));
    assert_eq!(bin("arith.div", "i64", i64v(i64::MIN), i64v(-1)), i64v(i64::MIN));
    assert_eq!(bin("arith.rem", "i32", i32v(i32::MIN), i32v(-1)), i32v(0));
    assert_eq!(bin("arith.rem", "i64", i64v(i64::MIN), i64v(-1)), i64v(0));
    // Truncation toward zero; the remainder takes the dividend's sign.
    assert_eq!(bin("arith.div", "i32", i32v(-7), i32v(2)), i32v(-3));
    assert_eq!(bin("arith.div", "i32", i32v(7), i32v(-2)), i32v(-3));
    assert_eq!(bin("arith.rem", "i32", i32v(-7), i32v(2)), i32v(-1));
    assert_eq!(bin("arith.rem", "i32", i32v(7), i32v(-2)), i32v(1));
    // Signedness comes from the type.
    assert_eq!(bin("arith.div", "u32", u32v(u32::MAX), u32v(2)), u32v(0x7FFF_FFFF));
    assert_eq!(bin("arith.div", "i32", i32v(-1), i32v(2)), i32v(0));
    assert_eq!(bin("arith.rem", "u8", u8v(200), u8v(7)), u8v(4));
}

#[test]
fn negation_and_not() {
    let neg = |ty: &str, a| run1(&unary_fn("arith.neg", ty, ty, ""), vec![a]);
    let not = |ty: &str, a| run1(&unary_fn("arith.not", ty, ty, ""), vec![a]);
    assert_eq!(neg("i32", i32v(i32::MIN)), i32v(i32::MIN));
    assert_eq!(neg("u8", u8v(1)), u8v(255));
    assert_eq!(neg("i64", i64v(5)), i64v(-5));
    // Float negation flips the sign bit, of zeros and NaNs too.
    assert_eq!(bits32(&neg("f32", f32v(0.0))), 0x8000_0000);
    assert_eq!(bits32(&neg("f32", f32v(-0.0))), 0);
    assert_eq!(bits32(&neg("f32", f32v(f32::from_bits(0x7FC0_0001)))), 0xFFC0_0001);
    assert_eq!(neg("f16", f16v(1.5)), f16v(-1.5));
    assert_eq!(neg("f64", f64v(2.0)), f64v(-2.0));
    assert_eq!(not("u8", u8v(0)), u8v(255));
    assert_eq!(not("i32", i32v(0)), i32v(-1));
    assert_eq!(not("u16", u16v(0x00F0)), u16v(0xFF0F));
    assert_eq!(not("bool", bv(true)), bv(false));
    assert_eq!(not("vec<bool, 2>", agg(vec![bv(true), bv(false)])), agg(vec![bv(false), bv(true)]));
}

#[test]
fn bitwise_and_logical() {
    assert_eq!(bin("arith.and", "u8", u8v(0b1100), u8v(0b1010)), u8v(0b1000));
    assert_eq!(bin("arith.or", "u8", u8v(0b1100), u8v(0b1010)), u8v(0b1110));
    assert_eq!(bin("arith.xor", "u8", u8v(0b1100), u8v(0b1010)), u8v(0b0110));
    assert_eq!(bin("arith.and", "i32", i32v(-1), i32v(0x1234)), i32v(0x1234));
    let (t, f) = (bv(true), bv(false));
    let v = |a: bool, b: bool| agg(vec![bv(a), bv(b)]);
    assert_eq!(bin("arith.and", "vec<bool, 2>", v(true, false), v(true, true)), v(true, false));
    assert_eq!(bin("arith.or", "bool", t.clone(), f.clone()), t);
    assert_eq!(bin("arith.xor", "bool", t.clone(), t.clone()), f);
}

#[test]
fn shifts_take_the_amount_modulo_the_width() {
    assert_eq!(bin("arith.shl", "i32", i32v(1), i32v(33)), i32v(2));
    assert_eq!(bin("arith.shl", "u8", u8v(1), u8v(8)), u8v(1));
    assert_eq!(bin("arith.shl", "u8", u8v(3), u8v(7)), u8v(0x80));
    assert_eq!(bin("arith.shl", "i32", i32v(1), i32v(-1)), i32v(i32::MIN));
    assert_eq!(bin("arith.shl", "u64", u64v(1), u64v(64)), u64v(1));
    assert_eq!(bin("arith.shl", "u64", u64v(1), u64v(63)), u64v(1 << 63));
    // Arithmetic for signed types, logical for unsigned ones.
    assert_eq!(bin("arith.shr", "i32", i32v(-8), i32v(1)), i32v(-4));
    assert_eq!(bin("arith.shr", "i32", i32v(i32::MIN), i32v(31)), i32v(-1));
    assert_eq!(bin("arith.shr", "u32", u32v(0x8000_0000), u32v(31)), u32v(1));
    assert_eq!(bin("arith.shr", "i8", i8v(-128), i8v(7)), i8v(-1));
    assert_eq!(bin("arith.shr", "i8", i8v(-128), i8v(8)), i8v(-128));
    assert_eq!(bin("arith.shr", "u8", u8v(0x80), u8v(7)), u8v(1));
    assert_eq!(bin("arith.shr", "i64", i64v(-1), i64v(63)), i64v(-1));
}

#[test]
fn element_wise_on_vectors_and_matrices() {
    let v = |a: i32, b: i32| agg(vec![i32v(a), i32v(b)]);
    assert_eq!(bin("arith.add", "vec<i32, 2>", v(1, i32::MAX), v(2, 1)), v(3, i32::MIN));
    let m = |a: f32, b: f32, c: f32, d: f32| agg(vec![agg(vec![f32v(a), f32v(b)]), agg(vec![f32v(c), f32v(d)])]);
    let ty = "mat<f32, 2, 2, column_major>";
    assert_eq!(bin("arith.mul", ty, m(1.0, 2.0, 3.0, 4.0), m(2.0, 0.5, -1.0, 0.0)), m(2.0, 1.0, -3.0, 0.0));
    assert_eq!(
        bin("arith.shl", "mat<u8, 1, 2>", agg(vec![agg(vec![u8v(1), u8v(1)])]), agg(vec![agg(vec![u8v(3), u8v(9)])])),
        agg(vec![agg(vec![u8v(8), u8v(2)])])
    );
}

#[test]
fn float_arithmetic_rounds_in_the_type_precision() {
    // Rust's own f32 and f64 arithmetic is the oracle for f32 and f64.
    assert_eq!(bin("arith.add", "f32", f32v(0.1), f32v(0.2)), f32v(0.1f32 + 0.2f32));
    assert_eq!(bin("arith.add", "f64", f64v(0.1), f64v(0.2)), f64v(0.1 + 0.2));
    assert_eq!(bin("arith.div", "f32", f32v(1.0), f32v(3.0)), f32v(1.0f32 / 3.0f32));
    assert_eq!(bin("arith.sub", "f32", f32v(1.0), f32v(1.0e-8)), f32v(1.0));
    // Signed zeros: -0 + +0 = +0, -0 - +0 = -0.
    assert_eq!(bits32(&bin("arith.add", "f32", f32v(-0.0), f32v(0.0))), 0);
    assert_eq!(bits32(&bin("arith.sub", "f32", f32v(-0.0), f32v(0.0))), 0x8000_0000);
    // IEEE division by zero.
    assert_eq!(bin("arith.div", "f32", f32v(1.0), f32v(0.0)), f32v(f32::INFINITY));
    assert_eq!(bin("arith.div", "f32", f32v(1.0), f32v(-0.0)), f32v(f32::NEG_INFINITY));
    assert!(matches!(bin("arith.div", "f64", f64v(0.0), f64v(0.0)), RtValue::F64(x) if x.is_nan()));
}

#[test]
fn float_remainder_is_fmod() {
    assert_eq!(bin("arith.rem", "f32", f32v(5.5), f32v(2.0)), f32v(1.5));
    assert_eq!(bin("arith.rem", "f32", f32v(-5.5), f32v(2.0)), f32v(-1.5));
    assert_eq!(bin("arith.rem", "f32", f32v(5.5), f32v(-2.0)), f32v(1.5));
    assert_eq!(bin("arith.rem", "f64", f64v(2.0), f64v(f64::INFINITY)), f64v(2.0));
    assert_eq!(bits32(&bin("arith.rem", "f32", f32v(-4.0), f32v(2.0))), 0x8000_0000);
    assert!(matches!(bin("arith.rem", "f32", f32v(1.0), f32v(0.0)), RtValue::F32(x) if x.is_nan()));
    assert_eq!(bin("arith.rem", "f16", f16v(-5.5), f16v(2.0)), f16v(-1.5));
}

#[test]
fn f16_rounds_to_nearest_even() {
    let h = |x: f32| f16v(x);
    let ulp = 2f32.powi(-10);
    // 1 + ulp/2 is a tie: to even, 1.0.
    assert_eq!(bin("arith.add", "f16", h(1.0), h(ulp / 2.0)), h(1.0));
    // (1 + ulp) + ulp/2 is a tie between an odd and an even significand.
    assert_eq!(bin("arith.add", "f16", h(1.0 + ulp), h(ulp / 2.0)), h(1.0 + 2.0 * ulp));
    // 1/3 = 1365.33 * 2^-12, which rounds to 1365 * 2^-12.
    assert_eq!(bin("arith.div", "f16", h(1.0), h(3.0)), h(1365.0 * 2f32.powi(-12)));
    // 65504 is the largest f16; 65520 is the midpoint to 2^16 and rounds up.
    assert_eq!(bin("arith.add", "f16", h(65504.0), h(15.0)), h(65504.0));
    assert_eq!(bin("arith.add", "f16", h(65504.0), h(16.0)), h(f32::INFINITY));
    assert_eq!(bin("arith.mul", "f16", h(256.0), h(256.0)), h(f32::INFINITY));
}

#[test]
fn comparisons() {
    assert!(cmp("lt", "i32", i32v(-1), i32v(1)));
    assert!(!cmp("lt", "u32", u32v(u32::MAX), u32v(1)));
    assert!(cmp("gt", "u8", u8v(200), u8v(100)));
    assert!(!cmp("gt", "i8", i8v(-56), i8v(100)));
    assert!(cmp("le", "i64", i64v(3), i64v(3)));
    assert!(cmp("ge", "i64", i64v(3), i64v(3)));
    assert!(!cmp("ne", "u16", u16v(7), u16v(7)));
    assert!(cmp("eq", "bool", bv(false), bv(false)));
    assert!(cmp("ne", "bool", bv(true), bv(false)));
    // NaN: everything is false except ne.
    let nan = f32v(f32::NAN);
    for (pred, want) in [("eq", false), ("ne", true), ("lt", false), ("le", false), ("gt", false), ("ge", false)] {
        assert_eq!(cmp(pred, "f32", nan.clone(), f32v(1.0)), want, "{pred}");
        assert_eq!(cmp(pred, "f64", f64v(1.0), f64v(f64::NAN)), want, "{pred}");
    }
    assert!(cmp("eq", "f32", f32v(-0.0), f32v(0.0)));
    assert!(!cmp("lt", "f32", f32v(-0.0), f32v(0.0)));
    assert!(cmp("lt", "f16", f16v(1.0), f16v(2.0)));
    let src = binary_fn("arith.cmp", "vec<f32, 3>", "vec<bool, 3>", "{pred = \"le\"}");
    let r = run1(&src, vec![agg(vec![f32v(1.0), f32v(2.0), f32v(f32::NAN)]), agg(vec![f32v(1.0); 3])]);
    assert_eq!(r, agg(vec![bv(true), bv(false), bv(false)]));
}

#[test]
fn select_whole_values_or_components() {
    let src = |c: &str, t: &str| {
        format!(
            "func.func {{sym = @f, type = fn({c}, {t}, {t}) -> ({t})}} {{\n^bb(%c: {c}, %x: {t}, %y: {t}):\n  \
             %r = arith.select %c, %x, %y : {t}\n  func.return %r\n}}"
        )
    };
    assert_eq!(run1(&src("bool", "i32"), vec![bv(true), i32v(1), i32v(2)]), i32v(1));
    assert_eq!(run1(&src("bool", "i32"), vec![bv(false), i32v(1), i32v(2)]), i32v(2));
    let v = |a, b, c| agg(vec![i32v(a), i32v(b), i32v(c)]);
    let cond = agg(vec![bv(true), bv(false), bv(true)]);
    assert_eq!(run1(&src("vec<bool, 3>", "vec<i32, 3>"), vec![cond, v(1, 2, 3), v(4, 5, 6)]), v(1, 5, 3));
    let s = "struct<S {a: f32, b: i32}>";
    let (x, y) = (agg(vec![f32v(1.0), i32v(2)]), agg(vec![f32v(3.0), i32v(4)]));
    assert_eq!(run1(&src("bool", s), vec![bv(false), x, y.clone()]), y);
    assert!(verify_error(&src("vec<bool, 2>", "vec<i32, 3>")).contains("selects between vectors of length 2"));
    assert!(verify_error(&src("vec<bool, 2>", "i32")).contains("not i32"));
}

#[test]
fn integer_conversions_extend_by_the_source_signedness() {
    assert_eq!(convert("i8", "u32", i8v(-1)), u32v(u32::MAX));
    assert_eq!(convert("u8", "i32", u8v(255)), i32v(255));
    assert_eq!(convert("i32", "u8", i32v(-1)), u8v(255));
    assert_eq!(convert("i32", "u16", i32v(0x1234_5678)), u16v(0x5678));
    assert_eq!(convert("u16", "i64", u16v(0x8000)), i64v(32768));
    assert_eq!(convert("i16", "i64", i16v(-32768)), i64v(-32768));
    assert_eq!(convert("i64", "u64", i64v(-1)), u64v(u64::MAX));
    assert_eq!(convert("u64", "i8", u64v(0x1FF)), i8v(-1));
}

#[test]
fn float_to_int_truncates_and_saturates() {
    assert_eq!(convert("f32", "i32", f32v(3.9)), i32v(3));
    assert_eq!(convert("f32", "i32", f32v(-3.9)), i32v(-3));
    assert_eq!(convert("f32", "i32", f32v(-0.5)), i32v(0));
    assert_eq!(convert("f32", "i32", f32v(1e10)), i32v(i32::MAX));
    assert_eq!(convert("f32", "i32", f32v(-1e10)), i32v(i32::MIN));
    assert_eq!(convert("f32", "i8", f32v(300.0)), i8v(127));
    assert_eq!(convert("f32", "i8", f32v(-300.0)), i8v(-128));
    assert_eq!(convert("f64", "u8", f64v(-1.0)), u8v(0));
    assert_eq!(convert("f64", "u8", f64v(255.9)), u8v(255));
    assert_eq!(convert("f64", "u8", f64v(256.0)), u8v(255));
    assert_eq!(convert("f32", "u32", f32v(f32::NAN)), u32v(0));
    assert_eq!(convert("f32", "i32", f32v(f32::NAN)), i32v(0));
    assert_eq!(convert("f32", "u64", f32v(f32::INFINITY)), u64v(u64::MAX));
    assert_eq!(convert("f32", "i64", f32v(f32::NEG_INFINITY)), i64v(i64::MIN));
    assert_eq!(convert("f16", "i16", f16v(-2.5)), i16v(-2));
    assert_eq!(convert("f64", "i64", f64v(9.3e18)), i64v(i64::MAX));
}

#[test]
fn int_to_float_rounds_to_nearest_even() {
    assert_eq!(convert("u32", "f32", u32v(u32::MAX)), f32v(4294967296.0));
    // 2^24 + 1 is a tie between 2^24 (even) and 2^24 + 2 (odd).
    assert_eq!(convert("i32", "f32", i32v(16777217)), f32v(16777216.0));
    assert_eq!(convert("i32", "f32", i32v(16777219)), f32v(16777220.0));
    assert_eq!(convert("i64", "f64", i64v((1 << 53) + 1)), f64v(9007199254740992.0));
    assert_eq!(convert("u64", "f64", u64v(u64::MAX)), f64v(18446744073709551616.0));
    assert_eq!(convert("i32", "f16", i32v(-1)), f16v(-1.0));
    assert_eq!(convert("i32", "f16", i32v(2049)), f16v(2048.0));
    assert_eq!(convert("i32", "f16", i32v(2051)), f16v(2052.0));
    assert_eq!(convert("i32", "f16", i32v(65519)), f16v(65504.0));
    assert_eq!(convert("u16", "f16", u16v(65535)), f16v(f32::INFINITY));
    assert_eq!(convert("u64", "f16", u64v(u64::MAX)), f16v(f32::INFINITY));
}

#[test]
fn float_to_float_rounds_to_nearest_even() {
    assert_eq!(convert("f64", "f32", f64v(1.0 + 2f64.powi(-24))), f32v(1.0));
    assert_eq!(convert("f64", "f32", f64v(1.0 + 2f64.powi(-24) + 2f64.powi(-50))), f32v(1.0 + 2f32.powi(-23)));
    assert_eq!(convert("f64", "f32", f64v(1e300)), f32v(f32::INFINITY));
    // One rounding from f64 to f16 (two, through f32, would give 1.0).
    assert_eq!(convert("f64", "f16", f64v(1.0 + 2f64.powi(-11) + 2f64.powi(-40))), f16v(1.0 + 2f32.powi(-10)));
    assert_eq!(convert("f64", "f16", f64v(-(1.0 + 2f64.powi(-11) + 2f64.powi(-40)))), f16v(-1.0 - 2f32.powi(-10)));
    assert_eq!(convert("f64", "f16", f64v(1e-30)), f16v(0.0));
    assert_eq!(convert("f64", "f16", f64v(1e10)), f16v(f32::INFINITY));
    assert_eq!(convert("f32", "f16", f32v(1.0 + 2f32.powi(-11))), f16v(1.0));
    assert_eq!(convert("f32", "f16", f32v(65520.0)), f16v(f32::INFINITY));
    assert_eq!(convert("f32", "f16", f32v(2f32.powi(-25) * 1.5)), f16v(2f32.powi(-24)));
    // 0x2E66 is (1 + 614/1024) * 2^-4 = 819/8192.
    assert_eq!(convert("f16", "f32", RtValue::F16(half::f16::from_bits(0x2E66))), f32v(819.0 / 8192.0));
    assert_eq!(convert("f16", "f64", f16v(-0.0)), f64v(-0.0));
    assert!(matches!(convert("f32", "f64", f32v(f32::NAN)), RtValue::F64(x) if x.is_nan()));
}

#[test]
fn bool_conversions() {
    assert_eq!(convert("f32", "bool", f32v(-0.0)), bv(false));
    assert_eq!(convert("f32", "bool", f32v(0.0)), bv(false));
    assert_eq!(convert("f32", "bool", f32v(f32::NAN)), bv(true));
    assert_eq!(convert("f64", "bool", f64v(1e-300)), bv(true));
    assert_eq!(convert("i32", "bool", i32v(2)), bv(true));
    assert_eq!(convert("u8", "bool", u8v(0)), bv(false));
    assert_eq!(convert("bool", "f32", bv(true)), f32v(1.0));
    assert_eq!(convert("bool", "f16", bv(false)), f16v(0.0));
    assert_eq!(convert("bool", "i32", bv(true)), i32v(1));
    assert_eq!(convert("bool", "bool", bv(true)), bv(true));
    assert_eq!(convert("vec<bool, 2>", "vec<f64, 2>", agg(vec![bv(true), bv(false)])), agg(vec![f64v(1.0), f64v(0.0)]));
    assert!(verify_error(&unary_fn("arith.convert", "vec<f32, 2>", "vec<i32, 3>", "")).contains("shapes differ"));
    assert!(verify_error(&unary_fn("arith.convert", "vec<f32, 2>", "f32", "")).contains("shapes differ"));
}

#[test]
fn bitcasts_reinterpret_little_endian() {
    assert_eq!(bitcast("f32", "u32", f32v(1.0)), u32v(0x3F80_0000));
    assert_eq!(bitcast("u32", "vec<u16, 2>", u32v(0x1234_5678)), agg(vec![u16v(0x5678), u16v(0x1234)]));
    assert_eq!(bitcast("vec<u8, 4>", "u32", agg(vec![u8v(0x78), u8v(0x56), u8v(0x34), u8v(0x12)])), u32v(0x1234_5678));
    assert_eq!(
        bitcast("vec<f32, 2>", "f64", agg(vec![f32v(1.0), f32v(-2.0)])),
        f64v(f64::from_bits(0xC000_0000_3F80_0000))
    );
    assert_eq!(bitcast("i64", "vec<i32, 2>", i64v(-1)), agg(vec![i32v(-1), i32v(-1)]));
    assert_eq!(bitcast("vec<i8, 2>", "u16", agg(vec![i8v(1), i8v(-128)])), u16v(0x8001));
    assert_eq!(bitcast("f16", "u16", f16v(1.0)), u16v(0x3C00));
    assert_eq!(bitcast("i16", "f16", i16v(-0x4400)), f16v(-1.0));
    // NaN payloads, signaling ones included, survive.
    assert_eq!(bits32(&bitcast("u32", "f32", u32v(0x7F80_0001))), 0x7F80_0001);
    assert_eq!(bitcast("f32", "i32", f32v(f32::from_bits(0xFFFF_FFFF))), i32v(-1));
    let e = verify_error(&unary_fn("arith.bitcast", "vec<u16, 3>", "u32", ""));
    assert!(e.contains("cannot bitcast vec<u16, 3> (48 bits) to u32 (32 bits)"), "{e}");
    assert!(verify_error(&unary_fn("arith.bitcast", "bool", "bool", "")).contains("bools have no bit pattern"));
}

#[test]
fn operand_types_are_checked() {
    let e = verify_error(
        "func.func {sym = @f, type = fn(i32, f32) -> ()} {\n^bb(%a: i32, %b: f32):\n  \
         %r = arith.add %a, %b : i32\n  func.return\n}",
    );
    assert!(e.contains("'arith.add': operand #1 has type f32 but must have the same type as operand #0 (i32)"), "{e}");
    let e = verify_error(&binary_fn("arith.cmp", "bool", "bool", "{pred = \"lt\"}"));
    assert!(e.contains("predicate 'lt' needs numeric operands, not bool"), "{e}");
    let e = verify_error(&binary_fn("arith.cmp", "mat<f32, 2, 2>", "bool", "{pred = \"lt\"}"));
    assert!(e.contains("must be a scalar or vector"), "{e}");
    assert!(verify_error(&binary_fn("arith.and", "f32", "f32", "")).contains("integer or bool"));
    assert!(verify_error(&binary_fn("arith.shl", "bool", "bool", "")).contains("integer scalar, vector or matrix"));
}
