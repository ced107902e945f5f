//! Semantics of the `mem` ops, run in the interpreter.

mod common;

use common::*;

#[test]
fn variables_start_at_zero_and_hold_stores() {
    let src = "func.func {sym = @f, type = fn(f32) -> (f32, f32)} {
^bb(%x: f32):
  %p = mem.var : ptr<f32, function>
  %before = mem.load %p : f32
  mem.store %p, %x
  %after = mem.load %p : f32
  func.return %before, %after
}";
    assert_eq!(run(src, vec![f32v(2.5)]).unwrap(), vec![f32v(0.0), f32v(2.5)]);
}

#[test]
fn each_execution_allocates_a_fresh_variable() {
    // Each iteration reads its variable before storing 3 into it; a reused
    // slot would make the sum 6.
    let src = "func.func {sym = @f, type = fn() -> (i32)} {
  %c0 = arith.const {value = 0} : i32
  %c1 = arith.const {value = 1} : i32
  %c3 = arith.const {value = 3} : i32
  %r = cf.loop %c0, %c0 : i32 {
  ^bb(%i: i32, %acc: i32):
    %p = mem.var : ptr<i32, function>
    %old = mem.load %p : i32
    mem.store %p, %c3
    %acc2 = arith.add %acc, %old : i32
    %i2 = arith.add %i, %c1 : i32
    %done = arith.cmp %i2, %c3 {pred = \"ge\"} : bool
    cf.if %done {
      cf.break %acc2
    } {
      cf.yield
    }
    cf.continue %i2, %acc2
  }
  func.return %r
}";
    assert_eq!(run1(src, vec![]), i32v(0));
}

const S: &str = "struct<S {m: mat<f32, 2, 3>, a: array<i32, 3>}>";

/// `@f(%i: ity, %x: i32) -> i32`: stores `x` at `s.a[i]` of a zeroed
/// variable, then returns `s.a[1]`.
fn store_elem(ity: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn({ity}, i32) -> (i32)}} {{
^bb(%i: {ity}, %x: i32):
  %one = arith.const {{value = 1}} : u32
  %s = mem.var : ptr<{S}, private>
  %a = mem.field_addr %s {{index = 1}} : ptr<array<i32, 3>, private>
  %e = mem.elem_addr %a, %i : ptr<i32, private>
  mem.store %e, %x
  %e1 = mem.elem_addr %a, %one : ptr<i32, private>
  %r = mem.load %e1 : i32
  func.return %r
}}"
    )
}

#[test]
fn field_and_element_addresses() {
    assert_eq!(run1(&store_elem("i32"), vec![i32v(1), i32v(42)]), i32v(42));
    assert_eq!(run1(&store_elem("u8"), vec![u8v(2), i32v(42)]), i32v(0));
    // A matrix element is addressed by row, then component.
    let src = format!(
        "func.func {{sym = @f, type = fn(f32) -> (mat<f32, 2, 3>)}} {{
^bb(%x: f32):
  %c1 = arith.const {{value = 1}} : i32
  %c2 = arith.const {{value = 2}} : i64
  %s = mem.var : ptr<{S}, function>
  %m = mem.field_addr %s {{index = 0}} : ptr<mat<f32, 2, 3>, function>
  %row = mem.elem_addr %m, %c1 : ptr<vec<f32, 3>, function>
  %e = mem.elem_addr %row, %c2 : ptr<f32, function>
  mem.store %e, %x
  %r = mem.load %m : mat<f32, 2, 3>
  func.return %r
}}"
    );
    let zero = agg(vec![f32v(0.0); 3]);
    let want = agg(vec![zero, agg(vec![f32v(0.0), f32v(0.0), f32v(7.0)])]);
    assert_eq!(run1(&src, vec![f32v(7.0)]), want);
}

#[test]
fn out_of_range_addresses_trap_when_used() {
    assert!(trap(&store_elem("i32"), vec![i32v(3), i32v(1)]).contains("index 3 out of bounds for 3 elements"));
    assert!(trap(&store_elem("i32"), vec![i32v(-1), i32v(1)]).contains("out of bounds"));
    // 2^32 must not wrap around to element 0.
    assert!(trap(&store_elem("u64"), vec![u64v(1 << 32), i32v(1)]).contains("out of bounds"));
    assert!(trap(&store_elem("i64"), vec![i64v(i64::MIN), i32v(1)]).contains("out of bounds"));
}

#[test]
fn loading_a_null_pointer_traps() {
    let src = "func.func {sym = @f, type = fn() -> (i32)} {
  %pp = mem.var : ptr<ptr<i32, function>, function>
  %p = mem.load %pp : ptr<i32, function>
  %r = mem.load %p : i32
  func.return %r
}";
    assert!(trap(src, vec![]).contains("dangling pointer"));
}

/// A function holding one op over a pointer parameter `%p: ptr` (and `%x`).
fn with_ptr(ptr: &str, x: &str, op: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn({ptr}, {x}) -> ()}} {{\n^bb(%p: {ptr}, %x: {x}):\n  {op}\n  func.return\n}}"
    )
}

#[test]
fn mem_verifier() {
    let e =
        verify_error("func.func {sym = @f, type = fn() -> ()} {\n  %p = mem.var : ptr<f32, uniform>\n  func.return\n}");
    assert!(e.contains("variables live in the function or private space, not uniform"), "{e}");
    let e = verify_error(
        "func.func {sym = @f, type = fn() -> ()} {\n  %p = mem.var : ptr<array<f32>, function>\n  func.return\n}",
    );
    assert!(e.contains("cannot hold a value of type array<f32>: it has no fixed size"), "{e}");
    let e = verify_error(&with_ptr("ptr<f32, function>", "f32", "%v = mem.load %p : i32"));
    assert!(e.contains("result has type i32 but must be f32"), "{e}");
    let e = verify_error(&with_ptr("ptr<f32, uniform>", "f32", "mem.store %p, %x"));
    assert!(e.contains("cannot store to read-only uniform memory"), "{e}");
    let e = verify_error(&with_ptr("ptr<f32, storage>", "i32", "mem.store %p, %x"));
    assert!(e.contains("operand #1 has type i32 but must be f32"), "{e}");
    let e =
        verify_error(&with_ptr("ptr<f32, storage>", "i32", "%q = mem.field_addr %p {index = 0} : ptr<f32, storage>"));
    assert!(e.contains("expects a pointer to a struct, not to f32"), "{e}");
    let e = verify_error(&with_ptr(
        "ptr<mat<f32, 2, 3>, storage>",
        "i32",
        "%q = mem.elem_addr %p, %x : ptr<vec<f32, 2>, storage>",
    ));
    assert!(e.contains("result has type ptr<vec<f32, 2>, storage> but must be ptr<vec<f32, 3>, storage>"), "{e}");
    let e =
        verify_error(&with_ptr("ptr<array<f32>, storage>", "i32", "%q = mem.elem_addr %p, %x : ptr<f32, function>"));
    assert!(e.contains("must be ptr<f32, storage>"), "{e}");
}

#[test]
fn huge_variables_trap_instead_of_exhausting_memory() {
    let src = "func.func {sym = @f, type = fn() -> ()} {
  %p = mem.var : ptr<array<array<f32, 65536>, 65536>, function>
  func.return
}";
    let (ctx, m) = module(src);
    let t = nsl_ir::interp::Interpreter::new(&ctx, m).call_by_name("f", vec![]).unwrap_err();
    assert!(t.message.contains("too large for the interpreter"), "{}", t.message);
}
