//! Semantics of the `math` ops, checked by running them in the interpreter.
//! Expected values come from hand computation, IEEE-754 facts, the HLSL and
//! GLSL definitions, and Rust's std (an independent implementation of the
//! host libm functions the transcendental ops are defined by).

mod common;

use common::*;
use half::f16;
use nsl_ir::interp::{zero_value, Interpreter, RtValue};
use nsl_ir::parser::parse_type;
use nsl_ir::{Context, InsertPoint, Loc, Op, Rewriter, Type, TypeKind};

fn un(op: &str, ty: &str, x: RtValue) -> RtValue {
    run1(&unary_fn(op, ty, ty, ""), vec![x])
}

fn un_to(op: &str, ty: &str, res: &str, x: RtValue) -> RtValue {
    run1(&unary_fn(op, ty, res, ""), vec![x])
}

fn bin(op: &str, ty: &str, a: RtValue, b: RtValue) -> RtValue {
    run1(&binary_fn(op, ty, ty, ""), vec![a, b])
}

fn bin_to(op: &str, ty: &str, res: &str, a: RtValue, b: RtValue) -> RtValue {
    run1(&binary_fn(op, ty, res, ""), vec![a, b])
}

/// `@f(%a: t0, %b: t1, %c: t2) -> res` computing `%r = op %a, %b, %c : res`.
fn ternary_fn(op: &str, tys: [&str; 3], res: &str) -> String {
    let [t0, t1, t2] = tys;
    format!(
        "func.func {{sym = @f, type = fn({t0}, {t1}, {t2}) -> ({res})}} {{\n^bb(%a: {t0}, %b: {t1}, %c: {t2}):\n  \
         %r = {op} %a, %b, %c : {res}\n  func.return %r\n}}\n"
    )
}

fn tern(op: &str, ty: &str, a: RtValue, b: RtValue, c: RtValue) -> RtValue {
    run1(&ternary_fn(op, [ty; 3], ty), vec![a, b, c])
}

fn f32s(xs: &[f32]) -> RtValue {
    agg(xs.iter().map(|&x| f32v(x)).collect())
}

fn f64s(xs: &[f64]) -> RtValue {
    agg(xs.iter().map(|&x| f64v(x)).collect())
}

fn bits32(v: &RtValue) -> u32 {
    match v {
        RtValue::F32(f) => f.to_bits(),
        other => panic!("not an f32: {other:?}"),
    }
}

fn bits64(v: &RtValue) -> u64 {
    match v {
        RtValue::F64(f) => f.to_bits(),
        other => panic!("not an f64: {other:?}"),
    }
}

fn is_nan(v: &RtValue) -> bool {
    match v {
        RtValue::F16(x) => x.is_nan(),
        RtValue::F32(x) => x.is_nan(),
        RtValue::F64(x) => x.is_nan(),
        _ => false,
    }
}

fn h(bits: u16) -> RtValue {
    RtValue::F16(f16::from_bits(bits))
}

// ----- one-operand float functions ---------------------------------------------

type HostFns = (&'static str, fn(f32) -> f32, fn(f64) -> f64);

const HOST_FNS: &[HostFns] = &[
    ("math.sin", f32::sin, f64::sin),
    ("math.cos", f32::cos, f64::cos),
    ("math.tan", f32::tan, f64::tan),
    ("math.asin", f32::asin, f64::asin),
    ("math.acos", f32::acos, f64::acos),
    ("math.atan", f32::atan, f64::atan),
    ("math.sinh", f32::sinh, f64::sinh),
    ("math.cosh", f32::cosh, f64::cosh),
    ("math.tanh", f32::tanh, f64::tanh),
    ("math.exp", f32::exp, f64::exp),
    ("math.exp2", f32::exp2, f64::exp2),
    ("math.log", f32::ln, f64::ln),
    ("math.log2", f32::log2, f64::log2),
    ("math.log10", f32::log10, f64::log10),
];

#[test]
fn transcendentals_are_the_host_libm() {
    let inputs = [0.0, -0.0, 0.5, -0.75, 1.0, 2.0, 10.0, -3.25, 1e-3, f64::INFINITY, f64::NEG_INFINITY];
    for &(op, f, g) in HOST_FNS {
        for &x in &inputs {
            let (x32, x16) = (x as f32, f16::from_f64(x));
            assert_eq!(bits32(&un(op, "f32", f32v(x32))), f(x32).to_bits(), "{op}({x}) f32");
            assert_eq!(bits64(&un(op, "f64", f64v(x))), g(x).to_bits(), "{op}({x}) f64");
            // f16: through the f32 function, rounded to nearest even.
            let want = f16::from_f32(f(x16.to_f32()));
            assert_eq!(un(op, "f16", RtValue::F16(x16)), RtValue::F16(want), "{op}({x}) f16");
        }
    }
    // IEEE / C facts the host agrees with.
    assert_eq!(un("math.exp2", "f32", f32v(10.0)), f32v(1024.0));
    assert_eq!(un("math.log2", "f64", f64v(0.125)), f64v(-3.0));
    assert_eq!(un("math.log", "f32", f32v(0.0)), f32v(f32::NEG_INFINITY));
    assert!(is_nan(&un("math.log", "f32", f32v(-1.0))));
    assert!(is_nan(&un("math.asin", "f64", f64v(1.5))));
    assert_eq!(un("math.atan", "f32", f32v(f32::INFINITY)), f32v(std::f32::consts::FRAC_PI_2));
    assert_eq!(bits32(&un("math.sin", "f32", f32v(-0.0))), 0x8000_0000);
}

#[test]
fn float_functions_work_per_component() {
    let v = run1(&unary_fn("math.cos", "vec<f32, 3>", "vec<f32, 3>", ""), vec![f32s(&[0.0, 1.0, 2.0])]);
    assert_eq!(v, f32s(&[1.0, 1f32.cos(), 2f32.cos()]));
    let m = agg(vec![f32s(&[1.0, 4.0]), f32s(&[9.0, 0.25])]);
    let r = un("math.sqrt", "mat<f32, 2, 2>", m);
    assert_eq!(r, agg(vec![f32s(&[1.0, 2.0]), f32s(&[3.0, 0.5])]));
}

#[test]
fn a_nan_operand_is_returned_unchanged() {
    let payload = f32::from_bits(0x7FC0_1234);
    let neg_payload = f32::from_bits(0xFFA0_0001); // signaling, negative
    let ops = ["math.sin", "math.exp", "math.sqrt", "math.floor", "math.round", "math.trunc", "math.ceil"];
    for op in ops {
        assert_eq!(bits32(&un(op, "f32", f32v(payload))), 0x7FC0_1234, "{op}");
        assert_eq!(bits32(&un(op, "f32", f32v(neg_payload))), 0xFFA0_0001, "{op}");
        assert_eq!(un(op, "f16", h(0x7E01)), h(0x7E01), "{op}");
        assert_eq!(bits64(&un(op, "f64", f64v(f64::from_bits(0x7FF8_0000_0000_0042)))), 0x7FF8_0000_0000_0042);
    }
}

#[test]
fn sqrt_is_correctly_rounded() {
    assert_eq!(un("math.sqrt", "f32", f32v(2.0)), f32v(std::f32::consts::SQRT_2));
    assert_eq!(un("math.sqrt", "f64", f64v(2.0)), f64v(std::f64::consts::SQRT_2));
    // sqrt(2) = 1.41421356...; f16 has 10 fraction bits: 1 + 424.15/1024 -> 1 + 424/1024.
    assert_eq!(un("math.sqrt", "f16", f16v(2.0)), f16v(1.0 + 424.0 / 1024.0));
    assert_eq!(bits32(&un("math.sqrt", "f32", f32v(-0.0))), 0x8000_0000);
    assert!(is_nan(&un("math.sqrt", "f32", f32v(-1.0))));
    assert_eq!(un("math.sqrt", "f32", f32v(f32::INFINITY)), f32v(f32::INFINITY));
}

#[test]
fn rsqrt_and_rcp() {
    assert_eq!(un("math.rsqrt", "f32", f32v(4.0)), f32v(0.5));
    assert_eq!(un("math.rsqrt", "f32", f32v(0.0)), f32v(f32::INFINITY));
    assert_eq!(un("math.rsqrt", "f32", f32v(-0.0)), f32v(f32::NEG_INFINITY));
    assert_eq!(un("math.rsqrt", "f64", f64v(f64::INFINITY)), f64v(0.0));
    assert!(is_nan(&un("math.rsqrt", "f32", f32v(-1.0))));
    // Two roundings: 1 / sqrt(2) with sqrt(2) rounded first.
    assert_eq!(un("math.rsqrt", "f32", f32v(2.0)), f32v(1.0 / std::f32::consts::SQRT_2));
    assert_eq!(un("math.rsqrt", "f16", f16v(16.0)), f16v(0.25));
    assert_eq!(un("math.rcp", "f32", f32v(3.0)), f32v(1.0 / 3.0));
    assert_eq!(un("math.rcp", "f32", f32v(-0.0)), f32v(f32::NEG_INFINITY));
    assert_eq!(un("math.rcp", "f64", f64v(-4.0)), f64v(-0.25));
    assert_eq!(un("math.rcp", "f16", f16v(3.0)), f16v(1365.0 * 2f32.powi(-12)));
    assert_eq!(bits32(&un("math.rcp", "f32", f32v(f32::NEG_INFINITY))), 0x8000_0000);
}

#[test]
fn rounding_functions() {
    let cases: &[(f32, f32, f32, f32, f32)] = &[
        // x, floor, ceil, round (ties to even), trunc
        (2.5, 2.0, 3.0, 2.0, 2.0),
        (3.5, 3.0, 4.0, 4.0, 3.0),
        (-2.5, -3.0, -2.0, -2.0, -2.0),
        (0.5, 0.0, 1.0, 0.0, 0.0),
        (-0.5, -1.0, -0.0, -0.0, -0.0),
        (-0.7, -1.0, -0.0, -1.0, -0.0),
        (1.4999999, 1.0, 2.0, 1.0, 1.0),
        (1e30, 1e30, 1e30, 1e30, 1e30),
        (-0.0, -0.0, -0.0, -0.0, -0.0),
        (f32::INFINITY, f32::INFINITY, f32::INFINITY, f32::INFINITY, f32::INFINITY),
        (f32::NEG_INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY),
    ];
    for &(x, floor, ceil, round, trunc) in cases {
        for (op, want) in [("math.floor", floor), ("math.ceil", ceil), ("math.round", round), ("math.trunc", trunc)] {
            assert_eq!(bits32(&un(op, "f32", f32v(x))), want.to_bits(), "{op}({x})");
            assert_eq!(bits64(&un(op, "f64", f64v(x as f64))), (want as f64).to_bits(), "{op}({x}) f64");
            if f16::from_f32(x).to_f32() == x {
                assert_eq!(un(op, "f16", f16v(x)), f16v(want), "{op}({x}) f16");
            }
        }
    }
    // 2^52 - 0.5 is a tie between an odd and an even integer.
    assert_eq!(un("math.round", "f64", f64v(4503599627370495.5)), f64v(4503599627370496.0));
    assert_eq!(un("math.round", "f64", f64v(0.49999999999999994)), f64v(0.0));
}

#[test]
fn frac_is_x_minus_floor() {
    assert_eq!(un("math.frac", "f32", f32v(2.75)), f32v(0.75));
    assert_eq!(un("math.frac", "f32", f32v(-0.25)), f32v(0.75));
    assert_eq!(un("math.frac", "f64", f64v(-3.5)), f64v(0.5));
    assert_eq!(un("math.frac", "f16", f16v(-1.25)), f16v(0.75));
    // A tiny negative number: -1e-30 - (-1) rounds to 1.
    assert_eq!(un("math.frac", "f32", f32v(-1e-30)), f32v(1.0));
    assert_eq!(bits32(&un("math.frac", "f32", f32v(-0.0))), 0);
    assert!(is_nan(&un("math.frac", "f32", f32v(f32::INFINITY))));
    assert!(is_nan(&un("math.frac", "f64", f64v(f64::NEG_INFINITY))));
}

#[test]
fn saturate_clamps_to_unit_interval() {
    for (x, want) in [(-1.0, 0.0), (2.0, 1.0), (0.5, 0.5), (1.0, 1.0), (f32::INFINITY, 1.0), (f32::NEG_INFINITY, 0.0)] {
        assert_eq!(un("math.saturate", "f32", f32v(x)), f32v(want), "saturate({x})");
    }
    assert_eq!(bits32(&un("math.saturate", "f32", f32v(f32::NAN))), 0);
    assert_eq!(bits32(&un("math.saturate", "f32", f32v(-0.0))), 0);
    assert_eq!(bits64(&un("math.saturate", "f64", f64v(-f64::NAN))), 0);
    assert_eq!(un("math.saturate", "f16", f16v(1.5)), f16v(1.0));
    let m = agg(vec![f32s(&[-2.0, 0.25]), f32s(&[7.0, f32::NAN])]);
    assert_eq!(un("math.saturate", "mat<f32, 2, 2>", m), agg(vec![f32s(&[0.0, 0.25]), f32s(&[1.0, 0.0])]));
}

#[test]
fn sign_in_the_operand_type() {
    assert_eq!(un("math.sign", "f32", f32v(-3.5)), f32v(-1.0));
    assert_eq!(un("math.sign", "f32", f32v(1e-40)), f32v(1.0));
    assert_eq!(un("math.sign", "f64", f64v(f64::NEG_INFINITY)), f64v(-1.0));
    assert_eq!(bits32(&un("math.sign", "f32", f32v(-0.0))), 0);
    assert_eq!(bits32(&un("math.sign", "f32", f32v(f32::NAN))), 0);
    assert_eq!(un("math.sign", "f16", f16v(-0.5)), f16v(-1.0));
    assert_eq!(un("math.sign", "i32", i32v(i32::MIN)), i32v(-1));
    assert_eq!(un("math.sign", "i64", i64v(42)), i64v(1));
    assert_eq!(un("math.sign", "i8", i8v(0)), i8v(0));
    assert_eq!(un("math.sign", "u32", u32v(u32::MAX)), u32v(1));
    assert_eq!(un("math.sign", "u32", u32v(0)), u32v(0));
    let v = agg(vec![i32v(-7), i32v(0), i32v(9)]);
    assert_eq!(un("math.sign", "vec<i32, 3>", v), agg(vec![i32v(-1), i32v(0), i32v(1)]));
}

#[test]
fn degrees_and_radians() {
    let pi = std::f32::consts::PI;
    assert_eq!(un("math.degrees", "f32", f32v(pi)), f32v(pi * (180.0 / std::f64::consts::PI) as f32));
    assert_eq!(un("math.radians", "f32", f32v(180.0)), f32v(180.0 * (std::f64::consts::PI / 180.0) as f32));
    assert_eq!(un("math.radians", "f32", f32v(180.0)), f32v(pi));
    assert_eq!(un("math.degrees", "f64", f64v(1.0)), f64v(180.0 / std::f64::consts::PI));
    // f16: 180/pi = 57.2958 = 1833.46 * 2^-5 rounds to 1833 * 2^-5.
    assert_eq!(un("math.degrees", "f16", f16v(1.0)), f16v(57.28125));
    assert_eq!(bits32(&un("math.radians", "f32", f32v(-0.0))), 0x8000_0000);
}

#[test]
fn classification() {
    let v = f32s(&[f32::NAN, f32::INFINITY, f32::NEG_INFINITY, 1.0]);
    let run = |op: &str| run1(&unary_fn(op, "vec<f32, 4>", "vec<bool, 4>", ""), vec![v.clone()]);
    let b = |xs: [bool; 4]| agg(xs.iter().map(|&x| bv(x)).collect());
    assert_eq!(run("math.isnan"), b([true, false, false, false]));
    assert_eq!(run("math.isinf"), b([false, true, true, false]));
    assert_eq!(run("math.isfinite"), b([false, false, false, true]));
    assert_eq!(un_to("math.isnan", "f16", "bool", h(0x7C01)), bv(true));
    assert_eq!(un_to("math.isinf", "f16", "bool", h(0x7C00)), bv(true));
    assert_eq!(un_to("math.isfinite", "f64", "bool", f64v(f64::MAX)), bv(true));
    assert_eq!(un_to("math.isfinite", "f64", "bool", f64v(-0.0)), bv(true));
}

// ----- float functions of several operands ------------------------------------------

#[test]
fn atan2_and_pow() {
    for (y, x) in [(1.0f32, -1.0f32), (0.0, -0.0), (-0.0, -0.0), (-1.0, 0.0), (3.0, 4.0)] {
        assert_eq!(bits32(&bin("math.atan2", "f32", f32v(y), f32v(x))), y.atan2(x).to_bits(), "atan2({y}, {x})");
    }
    assert_eq!(bin("math.atan2", "f32", f32v(0.0), f32v(-0.0)), f32v(std::f32::consts::PI));
    assert_eq!(bin("math.atan2", "f32", f32v(-0.0), f32v(-0.0)), f32v(-std::f32::consts::PI));
    assert_eq!(bin("math.atan2", "f64", f64v(1.0), f64v(1.0)), f64v(std::f64::consts::FRAC_PI_4));
    assert_eq!(bin("math.pow", "f32", f32v(2.0), f32v(10.0)), f32v(1024.0));
    assert_eq!(bin("math.pow", "f64", f64v(9.0), f64v(0.5)), f64v(3.0));
    assert_eq!(bin("math.pow", "f32", f32v(f32::NAN), f32v(0.0)), f32v(1.0));
    assert_eq!(bin("math.pow", "f32", f32v(1.0), f32v(f32::NAN)), f32v(1.0));
    assert!(is_nan(&bin("math.pow", "f32", f32v(-8.0), f32v(1.0 / 3.0))));
    assert_eq!(bin("math.pow", "f32", f32v(-2.0), f32v(3.0)), f32v(-8.0));
    assert_eq!(bin("math.pow", "f16", f16v(1.5), f16v(2.0)), f16v(2.25));
    assert_eq!(bin("math.pow", "f32", f32v(0.3), f32v(1.7)), f32v(0.3f32.powf(1.7)));
}

#[test]
fn step_compares_x_with_edge() {
    assert_eq!(bin("math.step", "f32", f32v(1.0), f32v(1.0)), f32v(1.0));
    assert_eq!(bin("math.step", "f32", f32v(1.0), f32v(0.5)), f32v(0.0));
    assert_eq!(bin("math.step", "f32", f32v(-0.0), f32v(0.0)), f32v(1.0));
    assert_eq!(bits32(&bin("math.step", "f32", f32v(f32::NAN), f32v(1.0))), 0);
    assert_eq!(bin("math.step", "f32", f32v(0.0), f32v(f32::NAN)), f32v(0.0));
    let r = bin("math.step", "vec<f64, 3>", f64s(&[0.5, 0.5, 0.5]), f64s(&[0.0, 0.5, 1.0]));
    assert_eq!(r, f64s(&[0.0, 1.0, 1.0]));
    assert_eq!(bin("math.step", "f16", f16v(2.0), f16v(3.0)), f16v(1.0));
}

#[test]
fn lerp_is_a_plus_t_times_b_minus_a() {
    assert_eq!(tern("math.lerp", "f32", f32v(1.0), f32v(3.0), f32v(0.5)), f32v(2.0));
    assert_eq!(tern("math.lerp", "f32", f32v(1.0), f32v(3.0), f32v(2.0)), f32v(5.0));
    // a + t*(b - a), not (1 - t)*a + t*b: b - a = 1e-8 - 1 rounds to -1, so
    // lerp(1, 1e-8, 1) is 0, not 1e-8.
    assert_eq!(tern("math.lerp", "f32", f32v(1.0), f32v(1e-8), f32v(1.0)), f32v(0.0));
    let r = tern("math.lerp", "vec<f32, 2>", f32s(&[0.0, 10.0]), f32s(&[4.0, 20.0]), f32s(&[0.25, 0.5]));
    assert_eq!(r, f32s(&[1.0, 15.0]));
    assert_eq!(tern("math.lerp", "f16", f16v(2.0), f16v(4.0), f16v(0.5)), f16v(3.0));
}

#[test]
fn smoothstep_hermite() {
    let s = |lo: f32, hi: f32, x: f32| tern("math.smoothstep", "f32", f32v(lo), f32v(hi), f32v(x));
    assert_eq!(s(0.0, 1.0, 0.5), f32v(0.5));
    assert_eq!(s(0.0, 1.0, -1.0), f32v(0.0));
    assert_eq!(s(0.0, 1.0, 2.0), f32v(1.0));
    // t = 0.25: 0.0625 * 2.5.
    assert_eq!(s(0.0, 4.0, 1.0), f32v(0.15625));
    // A reversed range: t = (x - lo) / (hi - lo) = (-1) / (-4) = 0.25.
    assert_eq!(s(4.0, 0.0, 3.0), f32v(0.15625));
    // lo == hi: +inf, NaN and -inf quotients.
    assert_eq!(s(1.0, 1.0, 2.0), f32v(1.0));
    assert_eq!(s(1.0, 1.0, 1.0), f32v(0.0));
    assert_eq!(s(1.0, 1.0, 0.0), f32v(0.0));
    assert_eq!(tern("math.smoothstep", "f64", f64v(0.0), f64v(1.0), f64v(0.25)), f64v(0.15625));
}

#[test]
fn fma_is_fused_and_mad_is_not() {
    // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24; rounded to f32 (a tie) it is 1 + 2^-11.
    let a = 1.0 + 2f32.powi(-12);
    let c = -(1.0 + 2f32.powi(-11));
    assert_eq!(tern("math.fma", "f32", f32v(a), f32v(a), f32v(c)), f32v(2f32.powi(-24)));
    assert_eq!(tern("math.mad", "f32", f32v(a), f32v(a), f32v(c)), f32v(0.0));
    let a = 1.0 + 2f64.powi(-27);
    let c = -(1.0 + 2f64.powi(-26));
    assert_eq!(tern("math.fma", "f64", f64v(a), f64v(a), f64v(c)), f64v(2f64.powi(-54)));
    assert_eq!(tern("math.mad", "f64", f64v(a), f64v(a), f64v(c)), f64v(0.0));
    // f16: (1 + 2^-6)^2 = 1 + 2^-5 + 2^-12 rounds to 1 + 2^-5.
    let a = 1.0 + 2f32.powi(-6);
    let c = -(1.0 + 2f32.powi(-5));
    assert_eq!(tern("math.fma", "f16", f16v(a), f16v(a), f16v(c)), f16v(2f32.powi(-12)));
    assert_eq!(tern("math.mad", "f16", f16v(a), f16v(a), f16v(c)), f16v(0.0));
    // The f16 product 2^-24 * 2^-1 is half the smallest subnormal; fused
    // with +2^-24 it is 1.5 * 2^-24, a tie that rounds to even (2 * 2^-24).
    let tiny = 2f32.powi(-24);
    assert_eq!(tern("math.fma", "f16", f16v(tiny), f16v(0.5), f16v(tiny)), f16v(2.0 * tiny));
    assert!(is_nan(&tern("math.fma", "f32", f32v(f32::INFINITY), f32v(0.0), f32v(1.0))));
    assert_eq!(tern("math.fma", "f32", f32v(2.0), f32v(3.0), f32v(4.0)), f32v(10.0));
    // mad on integers wraps.
    assert_eq!(tern("math.mad", "i32", i32v(65536), i32v(65536), i32v(5)), i32v(5));
    assert_eq!(tern("math.mad", "u8", u8v(16), u8v(16), u8v(1)), u8v(1));
    assert_eq!(tern("math.mad", "i64", i64v(-3), i64v(4), i64v(2)), i64v(-10));
}

#[test]
fn ldexp_is_x_times_exp2_e() {
    assert_eq!(bin("math.ldexp", "f32", f32v(3.0), f32v(4.0)), f32v(48.0));
    assert_eq!(bin("math.ldexp", "f32", f32v(1.0), f32v(-1.0)), f32v(0.5));
    assert_eq!(bin("math.ldexp", "f64", f64v(1.5), f64v(-1074.0)), f64v(f64::from_bits(2)));
    assert_eq!(bin("math.ldexp", "f16", f16v(1.5), f16v(3.0)), f16v(12.0));
    assert_eq!(bin("math.ldexp", "f32", f32v(1.0), f32v(0.5)), f32v(0.5f32.exp2()));
    // exp2(200) overflows f32: 0 * inf.
    assert!(is_nan(&bin("math.ldexp", "f32", f32v(0.0), f32v(200.0))));
    assert_eq!(bin("math.ldexp", "f32", f32v(-1.0), f32v(200.0)), f32v(f32::NEG_INFINITY));
}

// ----- numeric (integer and float) -----------------------------------------------

#[test]
fn abs_wraps_and_clears_sign_bits() {
    assert_eq!(un("math.abs", "i32", i32v(i32::MIN)), i32v(i32::MIN));
    assert_eq!(un("math.abs", "i64", i64v(i64::MIN)), i64v(i64::MIN));
    assert_eq!(un("math.abs", "i32", i32v(-5)), i32v(5));
    assert_eq!(un("math.abs", "i8", i8v(-128)), i8v(-128));
    assert_eq!(un("math.abs", "u32", u32v(u32::MAX)), u32v(u32::MAX));
    assert_eq!(bits32(&un("math.abs", "f32", f32v(-0.0))), 0);
    assert_eq!(bits32(&un("math.abs", "f32", f32v(f32::from_bits(0xFFC0_0001)))), 0x7FC0_0001);
    assert_eq!(un("math.abs", "f64", f64v(f64::NEG_INFINITY)), f64v(f64::INFINITY));
    assert_eq!(un("math.abs", "f16", f16v(-2.5)), f16v(2.5));
    let m = agg(vec![agg(vec![i32v(-1), i32v(2)])]);
    assert_eq!(un("math.abs", "mat<i32, 1, 2>", m), agg(vec![agg(vec![i32v(1), i32v(2)])]));
}

#[test]
fn min_max_integers_by_signedness() {
    assert_eq!(bin("math.min", "i32", i32v(-1), i32v(1)), i32v(-1));
    assert_eq!(bin("math.min", "u32", u32v(u32::MAX), u32v(1)), u32v(1));
    assert_eq!(bin("math.max", "i32", i32v(-1), i32v(1)), i32v(1));
    assert_eq!(bin("math.max", "u32", u32v(u32::MAX), u32v(1)), u32v(u32::MAX));
    assert_eq!(bin("math.max", "i64", i64v(i64::MIN), i64v(i64::MAX)), i64v(i64::MAX));
    let r = bin("math.min", "vec<i8, 2>", agg(vec![i8v(-128), i8v(5)]), agg(vec![i8v(127), i8v(-5)]));
    assert_eq!(r, agg(vec![i8v(-128), i8v(-5)]));
}

#[test]
fn min_max_floats_are_ieee_minimum_number() {
    let min = |a: f32, b: f32| bits32(&bin("math.min", "f32", f32v(a), f32v(b)));
    let max = |a: f32, b: f32| bits32(&bin("math.max", "f32", f32v(a), f32v(b)));
    assert_eq!(min(1.0, 2.0), 1f32.to_bits());
    assert_eq!(max(1.0, 2.0), 2f32.to_bits());
    // A NaN gives the other operand, either side.
    assert_eq!(min(f32::NAN, 1.0), 1f32.to_bits());
    assert_eq!(min(1.0, f32::NAN), 1f32.to_bits());
    assert_eq!(max(f32::NAN, -1.0), (-1f32).to_bits());
    assert_eq!(max(-1.0, f32::NAN), (-1f32).to_bits());
    // -0.0 is below +0.0, either order.
    assert_eq!(min(-0.0, 0.0), 0x8000_0000);
    assert_eq!(min(0.0, -0.0), 0x8000_0000);
    assert_eq!(max(-0.0, 0.0), 0);
    assert_eq!(max(0.0, -0.0), 0);
    assert_eq!(min(f32::NEG_INFINITY, -1e38), f32::NEG_INFINITY.to_bits());
    // Two NaNs: the smaller bit pattern, whatever the order.
    let (p, q) = (f32::from_bits(0x7FC0_0002), f32::from_bits(0x7FC0_0001));
    assert_eq!(min(p, q), 0x7FC0_0001);
    assert_eq!(min(q, p), 0x7FC0_0001);
    assert_eq!(max(p, q), 0x7FC0_0001);
    assert_eq!(bin("math.min", "f16", f16v(-0.0), f16v(0.0)), f16v(-0.0));
    assert_eq!(bin("math.max", "f16", h(0x7E00), f16v(3.0)), f16v(3.0));
    assert_eq!(bin("math.min", "f64", f64v(2.0), f64v(f64::NAN)), f64v(2.0));
    let r = bin("math.max", "vec<f32, 3>", f32s(&[1.0, f32::NAN, -0.0]), f32s(&[2.0, 5.0, 0.0]));
    assert_eq!(r, f32s(&[2.0, 5.0, 0.0]));
}

#[test]
fn clamp_is_min_of_max() {
    let c = |x: f32, lo: f32, hi: f32| tern("math.clamp", "f32", f32v(x), f32v(lo), f32v(hi));
    assert_eq!(c(5.0, 0.0, 3.0), f32v(3.0));
    assert_eq!(c(-1.0, 0.0, 3.0), f32v(0.0));
    assert_eq!(c(1.5, 0.0, 3.0), f32v(1.5));
    // NaN x: max(NaN, lo) = lo.
    assert_eq!(c(f32::NAN, 0.5, 3.0), f32v(0.5));
    // lo > hi: hi wins.
    assert_eq!(c(2.0, 3.0, 1.0), f32v(1.0));
    assert_eq!(tern("math.clamp", "i32", i32v(-5), i32v(-3), i32v(7)), i32v(-3));
    assert_eq!(tern("math.clamp", "u32", u32v(u32::MAX), u32v(1), u32v(9)), u32v(9));
    let r =
        tern("math.clamp", "vec<i32, 2>", agg(vec![i32v(0), i32v(100)]), agg(vec![i32v(1); 2]), agg(vec![i32v(10); 2]));
    assert_eq!(r, agg(vec![i32v(1), i32v(10)]));
}

// ----- integer bits ------------------------------------------------------------

fn bits_op(op: &str, ty: &str, x: RtValue) -> RtValue {
    let res = if ty.starts_with("vec") { ty.replace(['i', 'u'], "u").replace("64", "32") } else { "u32".into() };
    un_to(op, ty, &res, x)
}

#[test]
fn countbits() {
    assert_eq!(bits_op("math.countbits", "u64", u64v(u64::MAX)), u32v(64));
    assert_eq!(bits_op("math.countbits", "i32", i32v(-1)), u32v(32));
    assert_eq!(bits_op("math.countbits", "i64", i64v(-1)), u32v(64));
    assert_eq!(bits_op("math.countbits", "u32", u32v(0)), u32v(0));
    assert_eq!(bits_op("math.countbits", "u32", u32v(0xF0F0_0001)), u32v(9));
    let v = agg(vec![i32v(7), i32v(i32::MIN)]);
    assert_eq!(bits_op("math.countbits", "vec<i32, 2>", v), agg(vec![u32v(3), u32v(1)]));
}

#[test]
fn firstbithigh_counts_from_bit_zero_past_the_sign() {
    let fbh = |ty: &str, x: RtValue| bits_op("math.firstbithigh", ty, x);
    assert_eq!(fbh("u32", u32v(0)), u32v(0xFFFF_FFFF));
    assert_eq!(fbh("u32", u32v(1)), u32v(0));
    assert_eq!(fbh("u32", u32v(0x8000_0000)), u32v(31));
    assert_eq!(fbh("u32", u32v(0x0001_0FFF)), u32v(16));
    assert_eq!(fbh("u32", u32v(u32::MAX)), u32v(31));
    // Signed: non-negative values as unsigned, negative ones find the highest 0 bit.
    assert_eq!(fbh("i32", i32v(0)), u32v(0xFFFF_FFFF));
    assert_eq!(fbh("i32", i32v(0x10000)), u32v(16));
    assert_eq!(fbh("i32", i32v(-1)), u32v(0xFFFF_FFFF));
    assert_eq!(fbh("i32", i32v(-2)), u32v(0));
    assert_eq!(fbh("i32", i32v(i32::MIN)), u32v(30));
    assert_eq!(fbh("i32", i32v(i32::MAX)), u32v(30));
    assert_eq!(fbh("i32", i32v(-129)), u32v(7));
    assert_eq!(fbh("u64", u64v(1 << 40)), u32v(40));
    assert_eq!(fbh("u64", u64v(u64::MAX)), u32v(63));
    assert_eq!(fbh("i64", i64v(-1)), u32v(0xFFFF_FFFF));
    assert_eq!(fbh("i64", i64v(i64::MIN)), u32v(62));
    let v = agg(vec![i32v(-1), i32v(1), i32v(-3)]);
    assert_eq!(fbh("vec<i32, 3>", v), agg(vec![u32v(0xFFFF_FFFF), u32v(0), u32v(1)]));
}

#[test]
fn firstbitlow() {
    let fbl = |ty: &str, x: RtValue| bits_op("math.firstbitlow", ty, x);
    assert_eq!(fbl("u32", u32v(0)), u32v(0xFFFF_FFFF));
    assert_eq!(fbl("u32", u32v(8)), u32v(3));
    assert_eq!(fbl("i32", i32v(i32::MIN)), u32v(31));
    assert_eq!(fbl("i32", i32v(-1)), u32v(0));
    assert_eq!(fbl("u64", u64v(1 << 63)), u32v(63));
    assert_eq!(fbl("i64", i64v(0)), u32v(0xFFFF_FFFF));
    assert_eq!(fbl("vec<u64, 2>", agg(vec![u64v(12), u64v(0)])), agg(vec![u32v(2), u32v(0xFFFF_FFFF)]));
}

#[test]
fn reversebits() {
    assert_eq!(un("math.reversebits", "u32", u32v(1)), u32v(0x8000_0000));
    assert_eq!(un("math.reversebits", "u32", u32v(0x1234_5678)), u32v(0x1234_5678u32.reverse_bits()));
    assert_eq!(un("math.reversebits", "i32", i32v(-2)), i32v(0x7FFF_FFFF));
    assert_eq!(un("math.reversebits", "u64", u64v(1)), u64v(1 << 63));
    assert_eq!(un("math.reversebits", "i64", i64v(0x0F)), i64v(0xF000_0000_0000_0000u64 as i64));
    let v = agg(vec![u32v(3), u32v(0)]);
    assert_eq!(un("math.reversebits", "vec<u32, 2>", v), agg(vec![u32v(0xC000_0000), u32v(0)]));
}

// ----- vectors -------------------------------------------------------------------

#[test]
fn dot_is_an_ordered_sum() {
    assert_eq!(bin_to("math.dot", "vec<f32, 3>", "f32", f32s(&[1.0, 2.0, 3.0]), f32s(&[4.0, 5.0, 6.0])), f32v(32.0));
    // ((1e8 + 1) - 1e8): 1e8 + 1 rounds to 1e8 in f32, so the sum is 0.
    let r = bin_to("math.dot", "vec<f32, 3>", "f32", f32s(&[1e8, 1.0, -1e8]), f32s(&[1.0; 3]));
    assert_eq!(r, f32v(0.0));
    let r = bin_to("math.dot", "vec<f32, 3>", "f32", f32s(&[1e8, -1e8, 1.0]), f32s(&[1.0; 3]));
    assert_eq!(r, f32v(1.0));
    // Integers wrap.
    let r = bin_to("math.dot", "vec<i32, 2>", "i32", agg(vec![i32v(65536), i32v(1)]), agg(vec![i32v(65536), i32v(2)]));
    assert_eq!(r, i32v(2));
    let r = bin_to("math.dot", "vec<u8, 4>", "u8", agg(vec![u8v(16); 4]), agg(vec![u8v(16); 4]));
    assert_eq!(r, u8v(0));
    let r = bin_to("math.dot", "vec<f16, 2>", "f16", agg(vec![f16v(0.5), f16v(2.0)]), agg(vec![f16v(4.0), f16v(0.25)]));
    assert_eq!(r, f16v(2.5));
}

#[test]
fn cross_product() {
    let x = |a: [f32; 3], b: [f32; 3]| bin("math.cross", "vec<f32, 3>", f32s(&a), f32s(&b));
    assert_eq!(x([1.0, 0.0, 0.0], [0.0, 1.0, 0.0]), f32s(&[0.0, 0.0, 1.0]));
    assert_eq!(x([0.0, 1.0, 0.0], [1.0, 0.0, 0.0]), f32s(&[0.0, 0.0, -1.0]));
    assert_eq!(x([1.0, 2.0, 3.0], [4.0, 5.0, 6.0]), f32s(&[-3.0, 6.0, -3.0]));
    let r = bin("math.cross", "vec<f64, 3>", f64s(&[2.0, 0.0, 0.0]), f64s(&[0.0, 0.0, 3.0]));
    assert_eq!(r, f64s(&[0.0, -6.0, 0.0]));
}

#[test]
fn length_distance_normalize() {
    assert_eq!(un_to("math.length", "vec<f32, 2>", "f32", f32s(&[3.0, 4.0])), f32v(5.0));
    assert_eq!(un_to("math.length", "vec<f64, 4>", "f64", f64s(&[1.0, 1.0, 1.0, 1.0])), f64v(2.0));
    assert_eq!(un_to("math.length", "vec<f32, 3>", "f32", f32s(&[0.0; 3])), f32v(0.0));
    // dot overflows f32 before the square root.
    assert_eq!(un_to("math.length", "vec<f32, 2>", "f32", f32s(&[1e20, 1e20])), f32v(f32::INFINITY));
    let d = bin_to("math.distance", "vec<f32, 2>", "f32", f32s(&[1.0, 1.0]), f32s(&[4.0, 5.0]));
    assert_eq!(d, f32v(5.0));
    let d = bin_to("math.distance", "vec<f16, 3>", "f16", agg(vec![f16v(2.0); 3]), agg(vec![f16v(2.0); 3]));
    assert_eq!(d, f16v(0.0));
    assert_eq!(un("math.normalize", "vec<f32, 2>", f32s(&[3.0, 4.0])), f32s(&[0.6, 0.8]));
    assert_eq!(un("math.normalize", "vec<f64, 3>", f64s(&[0.0, -2.0, 0.0])), f64s(&[0.0, -1.0, 0.0]));
    let z = un("math.normalize", "vec<f32, 3>", f32s(&[0.0; 3]));
    assert!(z.elems().iter().all(is_nan), "{z:?}");
}

#[test]
fn reflect_and_refract() {
    assert_eq!(bin("math.reflect", "vec<f32, 2>", f32s(&[1.0, -1.0]), f32s(&[0.0, 1.0])), f32s(&[1.0, 1.0]));
    assert_eq!(
        bin("math.reflect", "vec<f32, 3>", f32s(&[1.0, 2.0, 3.0]), f32s(&[1.0, 0.0, 0.0])),
        f32s(&[-1.0, 2.0, 3.0])
    );
    let refract = |ty: &str, elem: &str, i: RtValue, n: RtValue, eta: RtValue| {
        run1(&ternary_fn("math.refract", [ty, ty, elem], ty), vec![i, n, eta])
    };
    // eta = 1 passes straight through.
    let r = refract("vec<f32, 3>", "f32", f32s(&[0.0, -1.0, 0.0]), f32s(&[0.0, 1.0, 0.0]), f32v(1.0));
    assert_eq!(r, f32s(&[0.0, -1.0, 0.0]));
    // d = -0.5, k = 1 - 0.25 * 0.75 = 0.8125; s = 0.5 * d + sqrt(k).
    let r = refract("vec<f64, 2>", "f64", f64s(&[0.75, -0.5]), f64s(&[0.0, 1.0]), f64v(0.5));
    let s = -0.25 + 0.8125f64.sqrt();
    assert_eq!(r, f64s(&[0.375, -0.25 - s]));
    // Total internal reflection: d = -0.5, k = 1 - 4 * 0.75 = -2 < 0.
    let r = refract("vec<f32, 2>", "f32", f32s(&[0.75, -0.5]), f32s(&[0.0, 1.0]), f32v(2.0));
    assert_eq!(r, f32s(&[0.0, 0.0]));
    assert_eq!(bits32(&r.elems()[0]), 0);
}

#[test]
fn faceforward_flips_toward_the_viewer() {
    let ty = "vec<f32, 3>";
    let ff = |i: [f32; 3]| {
        run1(
            &ternary_fn("math.faceforward", [ty; 3], ty),
            vec![f32s(&[0.0, 0.0, 1.0]), f32s(&i), f32s(&[0.0, 0.0, 1.0])],
        )
    };
    assert_eq!(ff([0.0, 0.0, -1.0]), f32s(&[0.0, 0.0, 1.0]));
    // dot >= 0 (0 included): -n, sign bits flipped.
    let r = ff([0.0, 0.0, 1.0]);
    assert_eq!(r, f32s(&[-0.0, -0.0, -1.0]));
    assert_eq!(bits32(&r.elems()[0]), 0x8000_0000);
    assert_eq!(ff([1.0, 0.0, 0.0]), f32s(&[-0.0, -0.0, -1.0]));
    assert_eq!(ff([0.0, 0.0, f32::NAN]), f32s(&[-0.0, -0.0, -1.0]));
}

#[test]
fn any_and_all() {
    let any = |ty: &str, v: RtValue| un_to("math.any", ty, "bool", v);
    let all = |ty: &str, v: RtValue| un_to("math.all", ty, "bool", v);
    let bools = |xs: &[bool]| agg(xs.iter().map(|&x| bv(x)).collect());
    assert_eq!(any("vec<bool, 3>", bools(&[false, true, false])), bv(true));
    assert_eq!(all("vec<bool, 3>", bools(&[false, true, false])), bv(false));
    assert_eq!(all("vec<bool, 2>", bools(&[true, true])), bv(true));
    assert_eq!(any("vec<bool, 2>", bools(&[false, false])), bv(false));
    assert_eq!(any("vec<i32, 2>", agg(vec![i32v(0), i32v(-4)])), bv(true));
    assert_eq!(all("vec<u32, 2>", agg(vec![u32v(1), u32v(0)])), bv(false));
    // NaN is nonzero; -0.0 is zero.
    assert_eq!(any("vec<f32, 2>", f32s(&[0.0, f32::NAN])), bv(true));
    assert_eq!(all("vec<f32, 2>", f32s(&[-0.0, 1.0])), bv(false));
    assert_eq!(any("f32", f32v(-0.0)), bv(false));
    assert_eq!(all("f64", f64v(f64::NAN)), bv(true));
    assert_eq!(any("bool", bv(true)), bv(true));
    let m = agg(vec![f32s(&[1.0, 2.0]), f32s(&[3.0, 0.0])]);
    assert_eq!(all("mat<f32, 2, 2>", m.clone()), bv(false));
    assert_eq!(any("mat<f32, 2, 2>", m), bv(true));
}

// ----- matrices and half conversions ---------------------------------------------------

#[test]
fn determinants() {
    let det = |ty: &str, res: &str, m: RtValue| un_to("math.determinant", ty, res, m);
    let rows = |rs: &[&[f32]]| agg(rs.iter().map(|r| f32s(r)).collect());
    assert_eq!(det("mat<f32, 2, 2>", "f32", rows(&[&[1.0, 2.0], &[3.0, 4.0]])), f32v(-2.0));
    let m3 = rows(&[&[2.0, -3.0, 1.0], &[2.0, 0.0, -1.0], &[1.0, 4.0, 5.0]]);
    assert_eq!(det("mat<f32, 3, 3>", "f32", m3), f32v(49.0));
    let m3 = rows(&[&[0.5, 1.5, 2.0], &[-1.0, 0.25, 3.0], &[4.0, -2.0, 1.0]]);
    assert_eq!(det("mat<f32, 3, 3, row_major>", "f32", m3), f32v(197.0 / 8.0));
    let m4 = rows(&[&[1.0, 0.0, 2.0, -1.0], &[3.0, 0.0, 0.0, 5.0], &[2.0, 1.0, 4.0, -3.0], &[1.0, 0.0, 5.0, 0.0]]);
    assert_eq!(det("mat<f32, 4, 4>", "f32", m4), f32v(30.0));
    let m2 = agg(vec![f64s(&[3.0, 8.0]), f64s(&[4.0, 6.0])]);
    assert_eq!(det("mat<f64, 2, 2>", "f64", m2), f64v(-14.0));
    let m2 = agg(vec![agg(vec![f16v(2.0), f16v(1.0)]), agg(vec![f16v(1.0), f16v(2.0)])]);
    assert_eq!(det("mat<f16, 2, 2>", "f16", m2), f16v(3.0));
    // Each product is rounded before the difference: (1 + 2^-12)^2 rounds
    // to 1 + 2^-11 in f32, which is the other product exactly.
    let a = 1.0 + 2f32.powi(-12);
    assert_eq!(det("mat<f32, 2, 2>", "f32", rows(&[&[a, 1.0 + 2f32.powi(-11)], &[1.0, a]])), f32v(0.0));
    // The identity, and a singular matrix.
    let id = rows(&[&[1.0, 0.0, 0.0, 0.0], &[0.0, 1.0, 0.0, 0.0], &[0.0, 0.0, 1.0, 0.0], &[0.0, 0.0, 0.0, 1.0]]);
    assert_eq!(det("mat<f32, 4, 4>", "f32", id), f32v(1.0));
    let singular = rows(&[&[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0], &[7.0, 8.0, 9.0]]);
    assert_eq!(det("mat<f32, 3, 3>", "f32", singular), f32v(0.0));
}

#[test]
fn f32_to_f16_bits_rounds_to_nearest_even() {
    let to16 = |x: f32| un_to("math.f32tof16", "f32", "u32", f32v(x));
    assert_eq!(to16(1.0), u32v(0x3C00));
    assert_eq!(to16(-2.0), u32v(0xC000));
    assert_eq!(to16(65504.0), u32v(0x7BFF));
    // 65520 is the midpoint between 65504 and 2^16: to even, which overflows.
    assert_eq!(to16(65519.0), u32v(0x7BFF));
    assert_eq!(to16(65520.0), u32v(0x7C00));
    // 1 + 2^-11 is a tie between 0x3C00 (even) and 0x3C01.
    assert_eq!(to16(1.0 + 2f32.powi(-11)), u32v(0x3C00));
    assert_eq!(to16(1.0 + 3.0 * 2f32.powi(-11)), u32v(0x3C02));
    assert_eq!(to16(1.0 + 2f32.powi(-11) + 2f32.powi(-20)), u32v(0x3C01));
    assert_eq!(to16(2f32.powi(-24)), u32v(0x0001));
    assert_eq!(to16(2f32.powi(-26)), u32v(0));
    assert_eq!(to16(-0.0), u32v(0x8000));
    assert_eq!(to16(f32::INFINITY), u32v(0x7C00));
    assert_eq!(to16(f32::NEG_INFINITY), u32v(0xFC00));
    assert_eq!(to16(f32::NAN), u32v(0x7E00));
    let r = un_to("math.f32tof16", "vec<f32, 2>", "vec<u32, 2>", f32s(&[0.5, -1.5]));
    assert_eq!(r, agg(vec![u32v(0x3800), u32v(0xBE00)]));
}

#[test]
fn f16_bits_to_f32_is_exact() {
    let to32 = |bits: u32| un_to("math.f16tof32", "u32", "f32", u32v(bits));
    assert_eq!(to32(0x3C00), f32v(1.0));
    // The high 16 bits are ignored.
    assert_eq!(to32(0xFFFF_3C00), f32v(1.0));
    assert_eq!(to32(0x0001), f32v(2f32.powi(-24)));
    assert_eq!(to32(0x7BFF), f32v(65504.0));
    assert_eq!(to32(0x7C00), f32v(f32::INFINITY));
    assert_eq!(to32(0xFC00), f32v(f32::NEG_INFINITY));
    assert_eq!(bits32(&to32(0x8000)), 0x8000_0000);
    assert!(is_nan(&to32(0x7E00)));
    let r = un_to("math.f16tof32", "vec<u32, 3>", "vec<f32, 3>", agg(vec![u32v(0x3800), u32v(0xBE00), u32v(0)]));
    assert_eq!(r, f32s(&[0.5, -1.5, 0.0]));
}

// ----- verification ---------------------------------------------------------------

#[test]
fn verifier_messages() {
    let e = verify_error(&unary_fn("math.sin", "i32", "i32", ""));
    assert!(e.contains("operand #0 has type i32 but must be a float scalar, vector or matrix"), "{e}");
    let e = verify_error(&unary_fn("math.sqrt", "f32", "f64", ""));
    assert!(e.contains("result #0 has type f64 but must have the same type as operand #0 (f32)"), "{e}");
    let e = verify_error(&unary_fn("math.isnan", "i32", "bool", ""));
    assert!(e.contains("operand #0 has type i32 but must be a float scalar or vector"), "{e}");
    let e = verify_error(&unary_fn("math.isnan", "mat<f32, 2, 2>", "bool", ""));
    assert!(e.contains("must be a scalar or vector"), "{e}");
    let e = verify_error(&binary_fn("math.min", "bool", "bool", ""));
    assert!(e.contains("must be a numeric scalar, vector or matrix"), "{e}");
    let e = verify_error(&unary_fn("math.countbits", "u16", "u32", ""));
    assert!(e.contains("operand #0 has type u16 but must be a 32- or 64-bit integer scalar or vector"), "{e}");
    let e = verify_error(&unary_fn("math.firstbithigh", "vec<i64, 2>", "vec<i32, 2>", ""));
    assert!(e.contains("result has type vec<i32, 2> but must be vec<u32, 2>"), "{e}");
    let e = verify_error(&unary_fn("math.firstbitlow", "vec<u32, 2>", "u32", ""));
    assert!(e.contains("result has type u32 but must be vec<u32, 2>"), "{e}");
    let e = verify_error(&unary_fn("math.reversebits", "f32", "f32", ""));
    assert!(e.contains("must be a 32- or 64-bit integer scalar or vector"), "{e}");
    let e = verify_error(&binary_fn("math.dot", "vec<f32, 3>", "f64", ""));
    assert!(e.contains("result has type f64 but must be f32"), "{e}");
    let e = verify_error(&binary_fn("math.dot", "vec<bool, 3>", "bool", ""));
    assert!(e.contains("operand #0 has type vec<bool, 3> but must be a vector of integers or floats"), "{e}");
    let e = verify_error(&binary_fn("math.cross", "vec<f32, 4>", "vec<f32, 4>", ""));
    assert!(e.contains("operand #0 has type vec<f32, 4> but must be a float vector of 3 components"), "{e}");
    let e = verify_error(&unary_fn("math.length", "vec<i32, 2>", "i32", ""));
    assert!(e.contains("operand #0 has type vec<i32, 2> but must be a float vector"), "{e}");
    let e = verify_error(&ternary_fn("math.refract", ["vec<f32, 3>", "vec<f32, 3>", "f64"], "vec<f32, 3>"));
    assert!(e.contains("operand #2 (eta) has type f64 but must be f32"), "{e}");
    let e = verify_error(&unary_fn("math.determinant", "mat<f32, 2, 3>", "f32", ""));
    assert!(e.contains("operand #0 has type mat<f32, 2, 3> but must be a 2x2, 3x3 or 4x4 float matrix"), "{e}");
    let e = verify_error(&unary_fn("math.f32tof16", "f16", "u32", ""));
    assert!(e.contains("operand #0 has type f16 but must be f32 or a vector of f32"), "{e}");
    let e = verify_error(&unary_fn("math.f16tof32", "vec<u32, 2>", "vec<f16, 2>", ""));
    assert!(e.contains("result has type vec<f16, 2> but must be vec<f32, 2>"), "{e}");
    let e = verify_error(&unary_fn("math.any", "vec<f32, 2>", "vec<bool, 2>", ""));
    assert!(e.contains("result #0 has type vec<bool, 2> but must be bool"), "{e}");
}

// ----- canonicalization ---------------------------------------------------------------

/// Runs every op's hook until nothing changes.
fn canonicalize(ctx: &mut Context, root: Op) {
    loop {
        let mut changed = false;
        for op in ctx.nested_ops(root) {
            if ctx.is_erased(op) {
                continue;
            }
            if let Some(hook) = ctx.schema(op).canonicalize {
                changed |= hook(&mut Rewriter::new(ctx), op);
            }
        }
        if !changed {
            break;
        }
    }
}

/// `@f(%a: ty) -> ty` with `body` computing `%r`, canonicalized; checks that
/// it computes the same bits on each of `inputs` before and after, and
/// returns the canonical text.
fn canon(ty: &str, body: &str, inputs: &[RtValue]) -> String {
    let src =
        format!("func.func {{sym = @f, type = fn({ty}) -> ({ty})}} {{\n^bb(%a: {ty}):\n{body}\n  func.return %r\n}}");
    let (mut ctx, m) = module(&src);
    let before: Vec<_> = inputs.iter().map(|x| Interpreter::new(&ctx, m).call_by_name("f", vec![x.clone()])).collect();
    canonicalize(&mut ctx, m);
    if let Err(errs) = nsl_ir::verify::verify(&ctx, m) {
        panic!("invalid after canonicalization: {errs:?}\n{}", nsl_ir::printer::print_op(&ctx, m));
    }
    for (x, b) in inputs.iter().zip(before) {
        let after = Interpreter::new(&ctx, m).call_by_name("f", vec![x.clone()]);
        assert_eq!(format!("{b:?}"), format!("{after:?}"), "results changed for {x:?}");
    }
    nsl_ir::printer::print_op(&ctx, m)
}

fn float_inputs() -> Vec<RtValue> {
    [-2.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, f32::from_bits(0xFFA0_0001)]
        .into_iter()
        .map(f32v)
        .collect()
}

#[test]
fn canonical_forms() {
    let fl = float_inputs();
    let out = canon("f32", "  %c = math.ceil %a : f32\n  %r = math.floor %c : f32", &fl);
    assert!(out.contains("func.return %c\n") && !out.contains("math.floor"), "{out}");
    let out = canon("f32", "  %t = math.trunc %a : f32\n  %r = math.round %t : f32", &fl);
    assert!(out.contains("func.return %t\n"), "{out}");
    let out = canon("f32", "  %s = math.saturate %a : f32\n  %r = math.saturate %s : f32", &fl);
    assert!(out.contains("func.return %s\n"), "{out}");
    let out = canon("f32", "  %s = math.sign %a : f32\n  %r = math.sign %s : f32", &fl);
    assert!(out.contains("func.return %s\n"), "{out}");
    let out = canon("f32", "  %n = arith.neg %a : f32\n  %r = math.abs %n : f32", &fl);
    assert!(out.contains("%r = math.abs %a : f32"), "{out}");
    let out = canon("f32", "  %b = math.abs %a : f32\n  %r = math.abs %b : f32", &fl);
    assert!(out.contains("func.return %b\n"), "{out}");
    let out = canon("f32", "  %r = math.min %a, %a : f32", &fl);
    assert!(out.contains("func.return %a\n"), "{out}");
    let out = canon("f32", "  %r = math.max %a, %a : f32", &fl);
    assert!(out.contains("func.return %a\n"), "{out}");
    let ints: Vec<_> = [i32::MIN, -1, 0, 7, i32::MAX].into_iter().map(i32v).collect();
    let out = canon("i32", "  %n = arith.neg %a : i32\n  %r = math.abs %n : i32", &ints);
    assert!(out.contains("%r = math.abs %a : i32"), "{out}");
    let out = canon("i32", "  %b = math.reversebits %a : i32\n  %r = math.reversebits %b : i32", &ints);
    assert!(out.contains("func.return %a\n"), "{out}");
    // Unsigned: abs is the identity, so abs(neg x) is neg x (not abs x).
    let uints: Vec<_> = [0, 1, 5, u32::MAX].into_iter().map(u32v).collect();
    let out = canon("u32", "  %n = arith.neg %a : u32\n  %r = math.abs %n : u32", &uints);
    assert!(out.contains("func.return %n\n"), "{out}");
    let out = canon("bool", "  %r = math.any %a : bool", &[bv(true), bv(false)]);
    assert!(out.contains("func.return %a\n"), "{out}");
    let out = canon("bool", "  %r = math.all %a : bool", &[bv(true), bv(false)]);
    assert!(out.contains("func.return %a\n"), "{out}");
}

#[test]
fn inexact_rewrites_are_left_alone() {
    let fl = float_inputs();
    // round(x + 0.5) is not floor(x + 0.5), nor is frac idempotent in general
    // (frac(-1e-30) = 1, frac(1) = 0).
    let out = canon("f32", "  %f = math.frac %a : f32\n  %r = math.frac %f : f32", &fl);
    assert!(out.contains("%r = math.frac %f"), "{out}");
    let out = canon("f32", "  %s = math.sqrt %a : f32\n  %r = math.floor %s : f32", &fl);
    assert!(out.contains("%r = math.floor %s"), "{out}");
    let out = canon("f32", "  %b = math.abs %a : f32\n  %r = math.sign %b : f32", &fl);
    assert!(out.contains("%r = math.sign %b"), "{out}");
}

// ----- robustness ------------------------------------------------------------------

const TYPES: &[&str] = &[
    "bool",
    "i8",
    "i32",
    "u32",
    "i64",
    "u64",
    "f16",
    "f32",
    "f64",
    "vec<f32, 2>",
    "vec<f32, 3>",
    "vec<f16, 3>",
    "vec<f64, 4>",
    "vec<i32, 3>",
    "vec<u64, 2>",
    "vec<bool, 3>",
    "vec<u32, 3>",
    "mat<f32, 2, 2>",
    "mat<f64, 3, 3>",
    "mat<f32, 4, 4>",
    "mat<f32, 2, 3>",
    "mat<i32, 2, 2>",
    "array<f32, 2>",
    "struct<S {a: f32}>",
    "ptr<f32, function>",
];

/// A value of `ty` whose scalars are special values chosen by `k`.
fn special(ctx: &Context, ty: Type, k: usize) -> RtValue {
    match *ctx.type_kind(ty) {
        TypeKind::Bool => bv(k % 2 == 1),
        TypeKind::Int { width, .. } => {
            let mask = if width == 64 { u64::MAX } else { (1 << width) - 1 };
            RtValue::Int([0, 1, mask, 1 << (width - 1), mask >> 1, 0x5555_5555_5555_5555 & mask][k % 6])
        }
        TypeKind::Float { width } => {
            let f = [0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1.5, -2.5, 1e-300, 1e300, -1.0][k % 10];
            match width {
                16 => RtValue::F16(f16::from_f64(f)),
                32 => f32v(f as f32),
                _ => f64v(f),
            }
        }
        TypeKind::Vector { elem, len } => agg((0..len as usize).map(|i| special(ctx, elem, k + i)).collect()),
        TypeKind::Matrix { elem, rows, cols, .. } => agg((0..rows as usize)
            .map(|r| agg((0..cols as usize).map(|c| special(ctx, elem, k + r * 3 + c)).collect()))
            .collect()),
        _ => zero_value(ctx, ty),
    }
}

/// Builds `@f` holding one op with these operand and result types; if it
/// verifies, runs it on zero and special values, which must not trap.
fn exercise(name: &str, operands: &[&str], result: &str) -> bool {
    let mut ctx = nsl_dialects::core_context();
    let operand_types: Vec<_> = operands.iter().map(|t| parse_type(&mut ctx, t).expect("type parses")).collect();
    let result_type = parse_type(&mut ctx, result).expect("type parses");
    let module = ctx.create_op(ctx.kind("builtin.module"), &[], &[], &[], 1, Loc::UNKNOWN);
    let fty = ctx.function_type(operand_types.clone(), Vec::new());
    let fattrs = [(ctx.sym("sym"), ctx.symbol_attr("f")), (ctx.sym("type"), ctx.type_attr(fty))];
    let func = ctx.create_op(ctx.kind("func.func"), &[], &[], &fattrs, 1, Loc::UNKNOWN);
    ctx.insert_op(func, InsertPoint::End(ctx.body(module, 0)));
    let body = ctx.body(func, 0);
    let args: Vec<_> = operand_types.iter().map(|&t| ctx.add_block_arg(body, t)).collect();
    let op = ctx.create_op(ctx.kind(name), &args, &[result_type], &[], 0, Loc::UNKNOWN);
    ctx.insert_op(op, InsertPoint::End(body));
    let ret = ctx.create_op(ctx.kind("func.return"), &[], &[], &[], 0, Loc::UNKNOWN);
    ctx.insert_op(ret, InsertPoint::End(body));
    if nsl_ir::verify::verify(&ctx, module).is_err() {
        return false;
    }
    for k in 0..12 {
        let values = operand_types.iter().enumerate().map(|(i, &t)| special(&ctx, t, k + 5 * i)).collect();
        if let Err(t) = Interpreter::new(&ctx, module).call_by_name("f", values) {
            panic!("{name}({operands:?}) -> {result} trapped: {}", t.message);
        }
    }
    true
}

/// Every math op, with operand and result types drawn from a palette: the
/// verifier never panics, and whatever verifies runs on special values
/// (NaN, infinities, signed zeros, INT_MIN, all ones) without trapping.
#[test]
fn every_op_is_total_on_everything_it_accepts() {
    for schema in nsl_dialects::math::DIALECT.ops {
        let arity = schema.operands.len();
        let mut valid = 0;
        for &t in TYPES {
            let mut operands = vec![t; arity];
            for &result in TYPES {
                valid += exercise(schema.name, &operands, result) as usize;
            }
            // A different last operand (refract's eta), with the result type t.
            for &last in TYPES.iter().filter(|&&l| arity > 1 && l != t) {
                operands[arity - 1] = last;
                valid += exercise(schema.name, &operands, t) as usize;
            }
        }
        assert!(valid > 0, "no valid example of {}", schema.name);
    }
}
