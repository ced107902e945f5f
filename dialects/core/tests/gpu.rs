//! Semantics of the `gpu` ops, run in the interpreter (one invocation: a
//! wave of one lane). Expected values are computed by hand.

mod common;

use common::*;
use nsl_dialects::gpu;
use nsl_ir::interp::{Interpreter, Pointer, RtValue};
use nsl_ir::Traits;

/// Runs `@f(%p: ptr<ty, space>, args...)` on a fresh allocation holding
/// `init`; returns `@f`'s results and the value the allocation ends with.
fn run_on_memory(src: &str, init: RtValue, args: Vec<RtValue>) -> (Vec<RtValue>, RtValue) {
    let (ctx, m) = module(src);
    let mut interp = Interpreter::new(&ctx, m);
    let p: Pointer = interp.alloc(init);
    let mut all = vec![RtValue::Ptr(p.clone())];
    all.extend(args);
    let results = interp.call_by_name("f", all).unwrap_or_else(|t| panic!("trap: {}\n{src}", t.message));
    let after = interp.load(&p).unwrap_or_else(|t| panic!("trap: {}", t.message));
    (results, after)
}

/// `@f(%p: ptr<ty, storage>, %v: ty) -> ty` doing `gpu.atomic {op}`.
fn atomic_fn(op: &str, ty: &str) -> String {
    format!(
        "func.func {{sym = @f, type = fn(ptr<{ty}, storage>, {ty}) -> ({ty})}} {{
^bb(%p: ptr<{ty}, storage>, %v: {ty}):
  %r = gpu.atomic %p, %v {{op = \"{op}\"}} : {ty}
  func.return %r
}}"
    )
}

/// Applies `gpu.atomic {op}` to memory holding `old` with operand `value`:
/// (the result, the value left in memory).
fn atomic(op: &str, ty: &str, old: RtValue, value: RtValue) -> (RtValue, RtValue) {
    let (mut results, after) = run_on_memory(&atomic_fn(op, ty), old, vec![value]);
    (results.remove(0), after)
}

#[test]
fn atomics_give_the_original_and_store_the_combination() {
    // 6 = 0b110; -3 = 0x...fffd.
    let cases = [
        ("add", i32v(3)),
        ("and", i32v(4)),
        ("or", i32v(-1)),
        ("xor", i32v(-5)),
        ("min", i32v(-3)),
        ("max", i32v(6)),
        ("exchange", i32v(-3)),
    ];
    for (op, stored) in cases {
        assert_eq!(atomic(op, "i32", i32v(6), i32v(-3)), (i32v(6), stored), "{op}");
    }
}

#[test]
fn atomic_min_max_signedness_comes_from_the_type() {
    // The same bits: -3 as i32 is 4294967293 as u32.
    assert_eq!(atomic("min", "u32", u32v(6), u32v(4294967293)), (u32v(6), u32v(6)));
    assert_eq!(atomic("max", "u32", u32v(6), u32v(4294967293)), (u32v(6), u32v(4294967293)));
    assert_eq!(atomic("min", "i64", i64v(-1), i64v(5)), (i64v(-1), i64v(-1)));
    assert_eq!(atomic("max", "u64", u64v(u64::MAX), u64v(5)), (u64v(u64::MAX), u64v(u64::MAX)));
}

#[test]
fn atomic_add_wraps_and_adds_floats() {
    assert_eq!(atomic("add", "u32", u32v(6), u32v(4294967293)), (u32v(6), u32v(3)));
    assert_eq!(atomic("add", "i64", i64v(i64::MAX), i64v(1)), (i64v(i64::MAX), i64v(i64::MIN)));
    assert_eq!(atomic("add", "f32", f32v(1.5), f32v(2.25)), (f32v(1.5), f32v(3.75)));
    assert_eq!(atomic("exchange", "f32", f32v(1.5), f32v(-0.0)), (f32v(1.5), f32v(-0.0)));
}

#[test]
fn compare_exchange_stores_only_when_equal() {
    let src = "func.func {sym = @f, type = fn(ptr<i32, workgroup>, i32, i32) -> (i32)} {
^bb(%p: ptr<i32, workgroup>, %cmp: i32, %v: i32):
  %r = gpu.atomic_cmpxchg %p, %cmp, %v : i32
  func.return %r
}";
    assert_eq!(run_on_memory(src, i32v(-7), vec![i32v(-7), i32v(9)]), (vec![i32v(-7)], i32v(9)));
    assert_eq!(run_on_memory(src, i32v(-7), vec![i32v(7), i32v(9)]), (vec![i32v(-7)], i32v(-7)));
}

#[test]
fn atomics_on_elements_and_variables() {
    // Element 2 of a buffer; then a function variable counts up twice.
    let src = "func.func {sym = @f, type = fn(ptr<array<u32, 4>, storage>) -> (u32, u32, u32)} {
^bb(%buf: ptr<array<u32, 4>, storage>):
  %c2 = arith.const {value = 2} : i32
  %c5 = arith.const {value = 5} : u32
  %e = mem.elem_addr %buf, %c2 : ptr<u32, storage>
  %old = gpu.atomic %e, %c5 {op = \"or\"} : u32
  %x = mem.var : ptr<u32, function>
  %a = gpu.atomic %x, %c5 {op = \"add\"} : u32
  %b = gpu.atomic %x, %c5 {op = \"add\"} : u32
  func.return %old, %a, %b
}";
    let init = agg(vec![u32v(1), u32v(2), u32v(10), u32v(3)]);
    let (results, after) = run_on_memory(src, init, vec![]);
    assert_eq!(results, vec![u32v(10), u32v(0), u32v(5)]);
    assert_eq!(after, agg(vec![u32v(1), u32v(2), u32v(15), u32v(3)]));
}

#[test]
fn atomic_through_an_index_out_of_range_traps() {
    let src = "func.func {sym = @f, type = fn(ptr<array<u32, 4>, storage>) -> (u32)} {
^bb(%buf: ptr<array<u32, 4>, storage>):
  %c = arith.const {value = 4} : u32
  %e = mem.elem_addr %buf, %c : ptr<u32, storage>
  %old = gpu.atomic %e, %c {op = \"add\"} : u32
  func.return %old
}";
    let (ctx, m) = module(src);
    let mut interp = Interpreter::new(&ctx, m);
    let p = interp.alloc(agg(vec![u32v(0); 4]));
    let trap = interp.call_by_name("f", vec![RtValue::Ptr(p)]).unwrap_err();
    assert!(trap.message.contains("index 4 out of bounds for 4 elements"), "{}", trap.message);
}

#[test]
fn atomic_types_and_spaces_are_checked() {
    let err = |op: &str, ty: &str| verify_error(&atomic_fn(op, ty));
    assert!(err("and", "f32").contains("atomic and works on i32, u32, i64 or u64 values, not f32"));
    assert!(err("exchange", "f64").contains("atomic exchange works on i32, u32, i64, u64 or f32 values, not f64"));
    // Half precision: additions (of scalars and 2- and 4-vectors), minima
    // and maxima; so are doubles; floats also exchange.
    let _ = module(&atomic_fn("add", "f16"));
    let _ = module(&atomic_fn("add", "vec<f16, 4>"));
    let _ = module(&atomic_fn("max", "f16"));
    let _ = module(&atomic_fn("min", "f32"));
    let _ = module(&atomic_fn("max", "f64"));
    assert!(err("and", "f16").contains("not f16"));
    assert!(err("max", "vec<f16, 2>").contains("atomic max works on i32, u32, i64, u64, f16, f32 or f64 values"));
    assert!(err("add", "vec<f16, 3>").contains("not vec<f16, 3>"));
    assert!(err("max", "i16").contains("not i16"));
    assert!(err("add", "vec<u32, 2>").contains("not vec<u32, 2>"));
    let uniform = atomic_fn("add", "u32").replace("storage", "uniform");
    assert!(verify_error(&uniform)
        .contains("atomics access storage, device, workgroup, function, private or image memory, not uniform"));
    let mismatch = "func.func {sym = @f, type = fn(ptr<i32, storage>, u32) -> (u32)} {
^bb(%p: ptr<i32, storage>, %v: u32):
  %r = gpu.atomic %p, %v {op = \"add\"} : u32
  func.return %r
}";
    assert!(verify_error(mismatch).contains("operand #0 has type ptr<i32, storage> but the value has type u32"));
    let float_cas = "func.func {sym = @f, type = fn(ptr<f32, storage>, f32) -> (f32)} {
^bb(%p: ptr<f32, storage>, %v: f32):
  %r = gpu.atomic_cmpxchg %p, %v, %v : f32
  func.return %r
}";
    assert!(verify_error(float_cas).contains("atomic compare-exchange works on i32, u32, i64 or u64 values, not f32"));
}

#[test]
fn barriers_do_nothing_to_one_invocation() {
    let src = "func.func {sym = @f, type = fn(ptr<i32, workgroup>) -> (i32)} {
^bb(%p: ptr<i32, workgroup>):
  %c = arith.const {value = 4} : i32
  mem.store %p, %c
  gpu.barrier {scope = \"workgroup\", sync = true}
  gpu.barrier {scope = \"device\", sync = false}
  gpu.barrier {scope = \"all\", sync = true}
  %r = mem.load %p : i32
  func.return %r
}";
    assert_eq!(run_on_memory(src, i32v(0), vec![]), (vec![i32v(4)], i32v(4)));
}

/// `@f(%a: ty) -> res` computing `%r = op %a : res`, run on `arg`.
fn wave1(op: &str, ty: &str, res: &str, arg: RtValue) -> RtValue {
    run1(&unary_fn(op, ty, res, ""), vec![arg])
}

#[test]
fn a_wave_has_one_lane() {
    let src = "func.func {sym = @f, type = fn() -> (u32, u32, bool)} {
  %i = gpu.wave_lane_index : u32
  %n = gpu.wave_lane_count : u32
  %first = gpu.wave_is_first_lane : bool
  func.return %i, %n, %first
}";
    assert_eq!(run(src, vec![]).unwrap(), vec![u32v(0), u32v(1), bv(true)]);
}

#[test]
fn reductions_over_one_lane_give_the_value() {
    let v = agg(vec![i32v(-3), i32v(0), i32v(7)]);
    for op in ["sum", "product", "min", "max", "bit_and", "bit_or", "bit_xor"] {
        let name = format!("gpu.wave_active_{op}");
        assert_eq!(wave1(&name, "vec<i32, 3>", "vec<i32, 3>", v.clone()), v, "{op}");
    }
    let nan = f32::from_bits(0x7fc0_0001);
    assert_eq!(wave1("gpu.wave_active_min", "f32", "f32", f32v(nan)), f32v(nan));
    assert_eq!(wave1("gpu.wave_read_lane_first", "vec<bool, 2>", "vec<bool, 2>", agg(vec![bv(true), bv(false)])), {
        agg(vec![bv(true), bv(false)])
    });
    for b in [false, true] {
        assert_eq!(wave1("gpu.wave_active_all_true", "bool", "bool", bv(b)), bv(b));
        assert_eq!(wave1("gpu.wave_active_any_true", "bool", "bool", bv(b)), bv(b));
        assert_eq!(wave1("gpu.wave_active_count_bits", "bool", "u32", bv(b)), u32v(b as u32));
        let ballot = agg(vec![u32v(b as u32), u32v(0), u32v(0), u32v(0)]);
        assert_eq!(wave1("gpu.wave_active_ballot", "bool", "vec<u32, 4>", bv(b)), ballot);
    }
}

#[test]
fn prefix_scans_over_no_lower_lanes_give_the_identity() {
    let fv = |a: f32, b: f32| agg(vec![f32v(a), f32v(b)]);
    // +0.0, not the operand's -0.0: the empty sum.
    assert_eq!(wave1("gpu.wave_prefix_sum", "vec<f32, 2>", "vec<f32, 2>", fv(-0.0, 5.0)), fv(0.0, 0.0));
    assert_eq!(wave1("gpu.wave_prefix_product", "vec<f32, 2>", "vec<f32, 2>", fv(-0.0, 5.0)), fv(1.0, 1.0));
    assert_eq!(wave1("gpu.wave_prefix_sum", "u8", "u8", u8v(200)), u8v(0));
    assert_eq!(wave1("gpu.wave_prefix_product", "i64", "i64", i64v(-9)), i64v(1));
    assert_eq!(wave1("gpu.wave_prefix_product", "f16", "f16", f16v(3.0)), f16v(1.0));
}

#[test]
fn read_lane_at_reads_lane_zero_only() {
    let src = |lane_ty: &str| {
        format!(
            "func.func {{sym = @f, type = fn(vec<f32, 2>, {lane_ty}) -> (vec<f32, 2>)}} {{
^bb(%v: vec<f32, 2>, %lane: {lane_ty}):
  %r = gpu.wave_read_lane_at %v, %lane : vec<f32, 2>
  func.return %r
}}"
        )
    };
    let v = agg(vec![f32v(1.0), f32v(2.0)]);
    assert_eq!(run1(&src("u32"), vec![v.clone(), u32v(0)]), v);
    assert!(trap(&src("u32"), vec![v.clone(), u32v(1)]).contains("lane 1 is not active"));
    assert!(trap(&src("i32"), vec![v, i32v(-1)]).contains("negative lane index"));
}

#[test]
fn wave_operand_and_result_types_are_checked() {
    let err = |op: &str, ty: &str, res: &str| verify_error(&unary_fn(op, ty, res, ""));
    assert!(err("gpu.wave_active_sum", "bool", "bool").contains("must be a scalar or vector of numbers"));
    assert!(err("gpu.wave_active_bit_or", "vec<f32, 2>", "vec<f32, 2>").contains("scalar or vector of integers"));
    assert!(err("gpu.wave_active_count_bits", "bool", "i32").contains("result has type i32 but must be u32"));
    assert!(err("gpu.wave_active_ballot", "bool", "vec<u32, 3>").contains("must be vec<u32, 4>"));
    assert!(err("gpu.wave_prefix_sum", "mat<f32, 2, 2>", "mat<f32, 2, 2>").contains("operand #0"));
}

#[test]
fn no_gpu_op_is_pure() {
    for op in gpu::DIALECT.ops {
        assert!(!op.has(Traits::PURE), "{} must not be folded or merged", op.name);
        // Derivatives read the other invocations of a quad, as wave ops read a wave's.
        // A helper lane's status may change where the quad's invocations
        // do (demotion): it is placed as conservatively as a wave op.
        let wave = op.name.starts_with("gpu.wave_") || op.name == "gpu.derivative" || op.name == "gpu.is_helper_lane";
        // Barriers, and workgroupUniformLoad (a barrier around a load).
        // The pixel interlock's critical section is placed like a barrier.
        let barrier = op.name == "gpu.barrier"
            || op.name == "gpu.workgroup_uniform_load"
            || op.name == "gpu.invocation_interlock";
        assert_eq!(op.has(Traits::CONVERGENCE_SENSITIVE), wave || barrier, "{}", op.name);
        // A system value only reads the invocation's own input, like a
        // load: it may be merged within an invocation, never folded.
        let system_value = op.name == "gpu.system_value";
        assert_eq!(op.has(Traits::HAS_SIDE_EFFECTS), !wave && !system_value, "{}", op.name);
        if system_value {
            assert!(op.has(Traits::READS_MEMORY), "{}", op.name);
        }
    }
}
