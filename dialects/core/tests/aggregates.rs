//! Semantics of the `vec`, `mat` and `agg` ops, run in the interpreter.
//! Expected values are computed by hand.

mod common;

use common::*;
use nsl_ir::interp::RtValue;

/// `@f(params) -> ret` with `body` (which must define `%r`).
fn func(params: &[(&str, &str)], ret: &str, body: &str) -> String {
    let tys: Vec<_> = params.iter().map(|p| p.1).collect();
    let args: Vec<_> = params.iter().map(|(n, t)| format!("%{n}: {t}")).collect();
    let header = if params.is_empty() { String::new() } else { format!("^bb({}):\n", args.join(", ")) };
    format!(
        "func.func {{sym = @f, type = fn({}) -> ({ret})}} {{\n{header}{body}\n  func.return %r\n}}\n",
        tys.join(", ")
    )
}

fn fv(xs: &[f32]) -> RtValue {
    agg(xs.iter().map(|&x| f32v(x)).collect())
}

fn iv(xs: &[i32]) -> RtValue {
    agg(xs.iter().map(|&x| i32v(x)).collect())
}

fn fm(rows: &[&[f32]]) -> RtValue {
    agg(rows.iter().map(|r| fv(r)).collect())
}

#[test]
fn vec_construct_flattens_scalars_and_vectors() {
    let src = func(
        &[("a", "f32"), ("b", "vec<f32, 2>"), ("c", "f32")],
        "vec<f32, 4>",
        "  %r = vec.construct %a, %b, %c : vec<f32, 4>",
    );
    assert_eq!(run1(&src, vec![f32v(1.0), fv(&[2.0, 3.0]), f32v(4.0)]), fv(&[1.0, 2.0, 3.0, 4.0]));
    let bad = func(&[("a", "f32"), ("b", "vec<f32, 2>")], "vec<f32, 4>", "  %r = vec.construct %a, %b : vec<f32, 4>");
    assert!(verify_error(&bad).contains("operands give 3 components but vec<f32, 4> has 4"));
    let bad = func(&[("a", "i32"), ("b", "f32")], "vec<f32, 2>", "  %r = vec.construct %a, %b : vec<f32, 2>");
    assert!(verify_error(&bad).contains("operand #0 has type i32 but must be f32 or a vector of f32"));
}

#[test]
fn vec_splat_extract_insert() {
    let splat = func(&[("a", "i32")], "vec<i32, 3>", "  %r = vec.splat %a : vec<i32, 3>");
    assert_eq!(run1(&splat, vec![i32v(7)]), iv(&[7, 7, 7]));
    let extract = func(&[("v", "vec<i32, 3>")], "i32", "  %r = vec.extract %v {index = 2} : i32");
    assert_eq!(run1(&extract, vec![iv(&[1, 2, 3])]), i32v(3));
    let insert = func(
        &[("v", "vec<i32, 3>"), ("x", "i32")],
        "vec<i32, 3>",
        "  %r = vec.insert %v, %x {index = 1} : vec<i32, 3>",
    );
    assert_eq!(run1(&insert, vec![iv(&[1, 2, 3]), i32v(9)]), iv(&[1, 9, 3]));
    let bad = func(&[("v", "vec<i32, 3>")], "i32", "  %r = vec.extract %v {index = 3} : i32");
    assert!(verify_error(&bad).contains("index 3 is out of range for vec<i32, 3>"));
    let bad = func(&[("v", "vec<i32, 3>")], "f32", "  %r = vec.extract %v {index = 0} : f32");
    assert!(verify_error(&bad).contains("result has type f32 but must be i32"));
}

#[test]
fn vec_extract_dyn_traps_out_of_range() {
    let src = |ity: &str| func(&[("v", "vec<f32, 4>"), ("i", ity)], "f32", "  %r = vec.extract_dyn %v, %i : f32");
    let v = fv(&[1.0, 2.0, 3.0, 4.0]);
    assert_eq!(run1(&src("i32"), vec![v.clone(), i32v(3)]), f32v(4.0));
    assert_eq!(run1(&src("u8"), vec![v.clone(), u8v(0)]), f32v(1.0));
    assert!(trap(&src("i32"), vec![v.clone(), i32v(4)]).contains("index 4 out of bounds for 4 elements"));
    assert!(trap(&src("i32"), vec![v.clone(), i32v(-1)]).contains("out of bounds"));
    assert!(trap(&src("u64"), vec![v, u64v(u64::MAX)]).contains("out of bounds"));
}

#[test]
fn vec_swizzle() {
    let src = |idx: &str, ret: &str| {
        func(&[("v", "vec<i32, 3>")], ret, &format!("  %r = vec.swizzle %v {{indices = {idx}}} : {ret}"))
    };
    let v = iv(&[10, 20, 30]);
    assert_eq!(run1(&src("[2, 0]", "vec<i32, 2>"), vec![v.clone()]), iv(&[30, 10]));
    assert_eq!(run1(&src("[1]", "i32"), vec![v.clone()]), i32v(20));
    assert_eq!(run1(&src("[0, 0, 2, 1]", "vec<i32, 4>"), vec![v]), iv(&[10, 10, 30, 20]));
    assert!(verify_error(&src("[3]", "i32")).contains("indices must each select a component of vec<i32, 3>"));
    assert!(verify_error(&src("[-1]", "i32")).contains("indices must each select"));
    assert!(verify_error(&src("[]", "i32")).contains("needs at least one index"));
    assert!(verify_error(&src("[0, 1]", "vec<i32, 3>")).contains("must be vec<i32, 2>"));
}

#[test]
fn mat_construct_rows_and_transpose() {
    let construct = func(
        &[("a", "vec<f32, 3>"), ("b", "vec<f32, 3>")],
        "mat<f32, 2, 3>",
        "  %r = mat.construct %a, %b : mat<f32, 2, 3>",
    );
    let m = fm(&[&[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]]);
    assert_eq!(run1(&construct, vec![fv(&[1.0, 2.0, 3.0]), fv(&[4.0, 5.0, 6.0])]), m.clone());
    let row = func(&[("m", "mat<f32, 2, 3>")], "vec<f32, 3>", "  %r = mat.extract_row %m {index = 1} : vec<f32, 3>");
    assert_eq!(run1(&row, vec![m.clone()]), fv(&[4.0, 5.0, 6.0]));
    let insert = func(
        &[("m", "mat<f32, 2, 3>"), ("v", "vec<f32, 3>")],
        "mat<f32, 2, 3>",
        "  %r = mat.insert_row %m, %v {index = 0} : mat<f32, 2, 3>",
    );
    assert_eq!(run1(&insert, vec![m.clone(), fv(&[7.0, 8.0, 9.0])]), fm(&[&[7.0, 8.0, 9.0], &[4.0, 5.0, 6.0]]));
    let t = func(
        &[("m", "mat<f32, 2, 3, row_major>")],
        "mat<f32, 3, 2, row_major>",
        "  %r = mat.transpose %m : mat<f32, 3, 2, row_major>",
    );
    assert_eq!(run1(&t, vec![m]), fm(&[&[1.0, 4.0], &[2.0, 5.0], &[3.0, 6.0]]));
    let bad = func(&[("m", "mat<f32, 2, 3, row_major>")], "mat<f32, 3, 2>", "  %r = mat.transpose %m : mat<f32, 3, 2>");
    assert!(verify_error(&bad).contains("result has type mat<f32, 3, 2> but must be mat<f32, 3, 2, row_major>"));
}

#[test]
fn mat_products() {
    let m = fm(&[&[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]]);
    let mv =
        func(&[("m", "mat<f32, 2, 3>"), ("v", "vec<f32, 3>")], "vec<f32, 2>", "  %r = mat.mul_mv %m, %v : vec<f32, 2>");
    // [1 2 3; 4 5 6] * (1, 0, -1) = (1 - 3, 4 - 6)
    assert_eq!(run1(&mv, vec![m.clone(), fv(&[1.0, 0.0, -1.0])]), fv(&[-2.0, -2.0]));
    let vm =
        func(&[("v", "vec<f32, 2>"), ("m", "mat<f32, 2, 3>")], "vec<f32, 3>", "  %r = mat.mul_vm %v, %m : vec<f32, 3>");
    // (1, 1) * [1 2 3; 4 5 6] = column sums
    assert_eq!(run1(&vm, vec![fv(&[1.0, 1.0]), m.clone()]), fv(&[5.0, 7.0, 9.0]));
    let mm = func(
        &[("a", "mat<f32, 2, 3>"), ("b", "mat<f32, 3, 2, column_major>")],
        "mat<f32, 2, 2>",
        "  %r = mat.mul_mm %a, %b : mat<f32, 2, 2>",
    );
    let b = fm(&[&[1.0, 0.0], &[0.0, 1.0], &[1.0, -1.0]]);
    // Row 0: (1 + 3, 2 - 3); row 1: (4 + 6, 5 - 6).
    assert_eq!(run1(&mm, vec![m, b]), fm(&[&[4.0, -1.0], &[10.0, -1.0]]));
}

#[test]
fn mat_products_are_ordered_sums_without_fma() {
    let mv =
        func(&[("m", "mat<f32, 1, 3>"), ("v", "vec<f32, 3>")], "vec<f32, 1>", "  %r = mat.mul_mv %m, %v : vec<f32, 1>");
    // (1e8 + 1) rounds back to 1e8 in f32 (spacing 8), so the sum in order is 0.
    assert_eq!(run1(&mv, vec![fm(&[&[1e8, 1.0, -1e8]]), fv(&[1.0, 1.0, 1.0])]), fv(&[0.0]));
    // x = 1 + 2^-12: x*x = 1 + 2^-11 + 2^-24 rounds (a tie, to even) to
    // 1 + 2^-11, so -(1 + 2^-11) + x*x is 0; a fused multiply-add gives 2^-24.
    let x = 1.0 + 2f32.powi(-12);
    let y = 1.0 + 2f32.powi(-11);
    let mv2 = mv.replace("1, 3", "1, 2").replace("f32, 3>", "f32, 2>");
    assert_eq!(run1(&mv2, vec![fm(&[&[-1.0, x]]), fv(&[y, x])]), fv(&[0.0]));
    // Integers wrap: 100 + 100 in i8 is -56.
    let imv =
        func(&[("m", "mat<i8, 1, 2>"), ("v", "vec<i8, 2>")], "vec<i8, 1>", "  %r = mat.mul_mv %m, %v : vec<i8, 1>");
    let row = agg(vec![agg(vec![i8v(100), i8v(100)])]);
    assert_eq!(run1(&imv, vec![row, agg(vec![i8v(1), i8v(1)])]), agg(vec![i8v(-56)]));
}

#[test]
fn mat_verifier() {
    let bad =
        func(&[("m", "mat<f32, 2, 3>"), ("v", "vec<f32, 2>")], "vec<f32, 2>", "  %r = mat.mul_mv %m, %v : vec<f32, 2>");
    assert!(verify_error(&bad).contains("operand #1 has type vec<f32, 2> but must be vec<f32, 3>"));
    let bad = func(
        &[("m", "mat<bool, 2, 2>"), ("v", "vec<bool, 2>")],
        "vec<bool, 2>",
        "  %r = mat.mul_mv %m, %v : vec<bool, 2>",
    );
    assert!(verify_error(&bad).contains("multiplies numeric matrices, not mat<bool, 2, 2>"));
    let bad = func(
        &[("a", "mat<f32, 2, 3>"), ("b", "mat<f32, 2, 3>")],
        "mat<f32, 2, 3>",
        "  %r = mat.mul_mm %a, %b : mat<f32, 2, 3>",
    );
    assert!(verify_error(&bad).contains("must be a matrix of f32 with 3 rows"));
    let bad = func(&[("a", "vec<f32, 3>")], "mat<f32, 2, 3>", "  %r = mat.construct %a : mat<f32, 2, 3>");
    assert!(verify_error(&bad).contains("has 1 rows but mat<f32, 2, 3> has 2"));
}

const S: &str = "struct<S {a: f32, b: vec<i32, 2>}>";

#[test]
fn agg_struct_values() {
    let construct = func(&[("a", "f32"), ("b", "vec<i32, 2>")], S, &format!("  %r = agg.construct %a, %b : {S}"));
    let s = agg(vec![f32v(1.5), iv(&[1, 2])]);
    assert_eq!(run1(&construct, vec![f32v(1.5), iv(&[1, 2])]), s.clone());
    let extract = func(&[("s", S)], "vec<i32, 2>", "  %r = agg.extract %s {index = 1} : vec<i32, 2>");
    assert_eq!(run1(&extract, vec![s.clone()]), iv(&[1, 2]));
    let insert = func(&[("s", S), ("x", "f32")], S, &format!("  %r = agg.insert %s, %x {{index = 0}} : {S}"));
    assert_eq!(run1(&insert, vec![s, f32v(-2.0)]), agg(vec![f32v(-2.0), iv(&[1, 2])]));
    let bad = func(&[("a", "f32")], S, &format!("  %r = agg.construct %a, %a : {S}"));
    assert!(verify_error(&bad).contains("operand #1 has type f32 but must be vec<i32, 2>"));
    let bad = func(&[("s", S)], "f32", "  %r = agg.extract %s {index = 2} : f32");
    assert!(verify_error(&bad).contains("index 2 is out of range for struct<S {a: f32, b: vec<i32, 2>}>"));
}

#[test]
fn agg_arrays_and_dynamic_indices() {
    let a = "array<f32, 3>";
    let construct = func(&[("x", "f32")], a, &format!("  %r = agg.construct %x, %x, %x : {a}"));
    assert_eq!(run1(&construct, vec![f32v(2.0)]), fv(&[2.0, 2.0, 2.0]));
    let dyn_src = |ity: &str| func(&[("a", a), ("i", ity)], "f32", "  %r = agg.extract_dyn %a, %i : f32");
    let arr = fv(&[1.0, 2.0, 3.0]);
    assert_eq!(run1(&dyn_src("u32"), vec![arr.clone(), u32v(2)]), f32v(3.0));
    assert!(trap(&dyn_src("u32"), vec![arr.clone(), u32v(3)]).contains("index 3 out of bounds for 3 elements"));
    assert!(trap(&dyn_src("i64"), vec![arr, i64v(-1)]).contains("out of bounds"));
    let bad = func(&[("x", "f32")], a, &format!("  %r = agg.construct %x, %x : {a}"));
    assert!(verify_error(&bad).contains("has 2 operands but array<f32, 3> has 3 members"));
    let bad = func(&[("a", "vec<f32, 3>"), ("i", "i32")], "f32", "  %r = agg.extract_dyn %a, %i : f32");
    assert!(verify_error(&bad).contains("expects a sized array, not vec<f32, 3>"));
}
