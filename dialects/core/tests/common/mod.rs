//! Helpers shared by the dialect tests: parse, verify and run small modules.
#![allow(dead_code)] // each test crate uses a different subset

use half::f16;
use nsl_ir::interp::{Interpreter, RtValue, Trap};
use nsl_ir::{Context, Op};

/// Parses and verifies `src`, panicking with the diagnostics if it is invalid.
pub fn module(src: &str) -> (Context, Op) {
    let mut ctx = nsl_dialects::core_context();
    let m = nsl_dialects::parse_module(&mut ctx, src, "test.nir")
        .unwrap_or_else(|d| panic!("parse error: {}\n{src}", d.render(&ctx)));
    if let Err(errs) = nsl_ir::verify::verify(&ctx, m) {
        let text: Vec<_> = errs.iter().map(|d| d.render(&ctx)).collect();
        panic!("verification failed:\n{}\n{src}", text.concat());
    }
    (ctx, m)
}

/// Runs `@f` of `src` on `args`.
pub fn run(src: &str, args: Vec<RtValue>) -> Result<Vec<RtValue>, Trap> {
    let (ctx, m) = module(src);
    Interpreter::new(&ctx, m).call_by_name("f", args)
}

/// Runs `@f`, which must return one value without trapping.
pub fn run1(src: &str, args: Vec<RtValue>) -> RtValue {
    match run(src, args) {
        Ok(mut r) if r.len() == 1 => r.remove(0),
        other => panic!("expected one result, got {other:?}\n{src}"),
    }
}

/// Runs `@f`, which must trap; returns the trap message.
pub fn trap(src: &str, args: Vec<RtValue>) -> String {
    match run(src, args) {
        Err(t) => t.message,
        Ok(r) => panic!("expected a trap, got {r:?}\n{src}"),
    }
}

/// The verifier's messages for `src`, which must parse but fail to verify.
pub fn verify_error(src: &str) -> String {
    let mut ctx = nsl_dialects::core_context();
    let m = nsl_dialects::parse_module(&mut ctx, src, "test.nir").unwrap_or_else(|d| panic!("{}", d.render(&ctx)));
    match nsl_ir::verify::verify(&ctx, m) {
        Err(errs) => errs.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n"),
        Ok(()) => panic!("expected a verification error\n{src}"),
    }
}

/// `@f(%a: ty, %b: ty) -> res` computing `%r = op %a, %b {attrs} : res`.
pub fn binary_fn(op: &str, ty: &str, res: &str, attrs: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn({ty}, {ty}) -> ({res})}} {{\n^bb(%a: {ty}, %b: {ty}):\n  \
         %r = {op} %a, %b {attrs} : {res}\n  func.return %r\n}}\n"
    )
}

/// `@f(%a: ty) -> res` computing `%r = op %a {attrs} : res`.
pub fn unary_fn(op: &str, ty: &str, res: &str, attrs: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn({ty}) -> ({res})}} {{\n^bb(%a: {ty}):\n  \
         %r = {op} %a {attrs} : {res}\n  func.return %r\n}}\n"
    )
}

/// `@f() -> ty` returning `arith.const {value = value}`.
pub fn const_fn(value: &str, ty: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn() -> ({ty})}} {{\n  \
         %r = arith.const {{value = {value}}} : {ty}\n  func.return %r\n}}\n"
    )
}

pub fn i8v(x: i8) -> RtValue {
    RtValue::Int(x as u8 as u64)
}
pub fn u8v(x: u8) -> RtValue {
    RtValue::Int(x as u64)
}
pub fn i16v(x: i16) -> RtValue {
    RtValue::Int(x as u16 as u64)
}
pub fn u16v(x: u16) -> RtValue {
    RtValue::Int(x as u64)
}
pub fn i32v(x: i32) -> RtValue {
    RtValue::Int(x as u32 as u64)
}
pub fn u32v(x: u32) -> RtValue {
    RtValue::Int(x as u64)
}
pub fn i64v(x: i64) -> RtValue {
    RtValue::Int(x as u64)
}
pub fn u64v(x: u64) -> RtValue {
    RtValue::Int(x)
}
pub fn f16v(x: f32) -> RtValue {
    let h = f16::from_f32(x);
    assert_eq!(h.to_f32().to_bits(), x.to_bits(), "{x} is not an f16 value");
    RtValue::F16(h)
}
pub fn f32v(x: f32) -> RtValue {
    RtValue::F32(x)
}
pub fn f64v(x: f64) -> RtValue {
    RtValue::F64(x)
}
pub fn bv(x: bool) -> RtValue {
    RtValue::Bool(x)
}
pub fn agg(items: Vec<RtValue>) -> RtValue {
    RtValue::Agg(items)
}
