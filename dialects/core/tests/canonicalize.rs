//! The canonicalization hooks of the core dialects: each rule fires where
//! it should, leaves alone what it must not touch (float identities that
//! are not bit-exact), and never changes what a function computes.

mod common;

use common::*;
use nsl_ir::interp::{Interpreter, RtValue};
use nsl_ir::{Context, Op, Rewriter};

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

/// Canonicalizes `src`, checks the result verifies and computes what the
/// original did on `args`, and returns its text.
fn canon(src: &str, args: Vec<RtValue>) -> String {
    let (mut ctx, m) = module(src);
    let before = Interpreter::new(&ctx, m).call_by_name("f", args.clone());
    canonicalize(&mut ctx, m);
    if let Err(errs) = nsl_ir::verify::verify(&ctx, m) {
        panic!("invalid after canonicalization: {:?}\n{}", errs, nsl_ir::printer::print_op(&ctx, m));
    }
    let after = Interpreter::new(&ctx, m).call_by_name("f", args);
    assert_eq!(format!("{before:?}"), format!("{after:?}"), "results changed");
    nsl_ir::printer::print_op(&ctx, m)
}

/// `@f(%a: ty, %b: ty) -> ty` with `body` computing `%r`.
fn func(ty: &str, body: &str) -> String {
    format!("func.func {{sym = @f, type = fn({ty}, {ty}) -> ({ty})}} {{\n^bb(%a: {ty}, %b: {ty}):\n{body}\n  func.return %r\n}}")
}

fn returns(out: &str, v: &str) -> bool {
    out.contains(&format!("func.return {v}\n"))
}

#[test]
fn integer_identities() {
    let cases = [
        ("%z = arith.const {value = 0} : i32\n  %r = arith.add %a, %z : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.add %z, %a : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.sub %a, %z : i32", "%a"),
        ("%o = arith.const {value = 1} : i32\n  %r = arith.mul %o, %a : i32", "%a"),
        ("%o = arith.const {value = 1} : i32\n  %r = arith.mul %a, %o : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.mul %a, %z : i32", "%z"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.mul %z, %a : i32", "%z"),
        ("%o = arith.const {value = 1} : i32\n  %r = arith.div %a, %o : i32", "%a"),
        ("%r = arith.and %a, %a : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.and %z, %a : i32", "%z"),
        ("%r = arith.or %a, %a : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.or %a, %z : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.xor %z, %a : i32", "%a"),
        ("%n = arith.neg %a : i32\n  %r = arith.neg %n : i32", "%a"),
        ("%n = arith.not %a : i32\n  %r = arith.not %n : i32", "%a"),
        ("%z = arith.const {value = 0} : i32\n  %r = arith.shl %a, %z : i32", "%a"),
        ("%w = arith.const {value = 32} : i32\n  %r = arith.shl %a, %w : i32", "%a"),
        ("%w = arith.const {value = -32} : i32\n  %r = arith.shr %a, %w : i32", "%a"),
        ("%r = arith.select %b, %a, %a : i32", "%a"),
        ("%r = arith.convert %a : i32", "%a"),
        ("%r = arith.bitcast %a : i32", "%a"),
        ("%f = arith.bitcast %a : f32\n  %r = arith.bitcast %f : i32", "%a"),
        ("%f = arith.bitcast %a : vec<u8, 4>\n  %r = arith.bitcast %f : i32", "%a"),
    ];
    for (body, want) in cases {
        let body = body
            .replace("%r = arith.select %b", "%c = arith.cmp %a, %b {pred = \"lt\"} : bool\n  %r = arith.select %c");
        let out = canon(&func("i32", &format!("  {body}")), vec![i32v(-7), i32v(12)]);
        assert!(returns(&out, want), "{body}\n=> {out}");
    }
}

#[test]
fn rules_that_make_constants() {
    let out = canon(&func("i32", "  %r = arith.sub %a, %a : i32"), vec![i32v(5), i32v(0)]);
    assert!(out.contains("%0 = arith.const {value = 0} : i32") && returns(&out, "%0"), "{out}");
    let out = canon(&func("vec<u8, 2>", "  %r = arith.xor %a, %a : vec<u8, 2>"), vec![agg(vec![u8v(1), u8v(2)]); 2]);
    assert!(out.contains("arith.const {value = [0, 0]} : vec<u8, 2>"), "{out}");
    let out = canon(&func("bool", "  %r = arith.xor %a, %a : bool"), vec![bv(true), bv(true)]);
    assert!(out.contains("arith.const {value = false} : bool"), "{out}");
    for (pred, want) in
        [("eq", "true"), ("le", "true"), ("ge", "true"), ("ne", "false"), ("lt", "false"), ("gt", "false")]
    {
        let src = format!(
            "func.func {{sym = @f, type = fn(vec<i32, 2>) -> (vec<bool, 2>)}} {{\n^bb(%a: vec<i32, 2>):\n  \
             %r = arith.cmp %a, %a {{pred = \"{pred}\"}} : vec<bool, 2>\n  func.return %r\n}}"
        );
        let out = canon(&src, vec![agg(vec![i32v(1), i32v(2)])]);
        assert!(out.contains(&format!("{{value = [{want}, {want}]}} : vec<bool, 2>")), "{pred}: {out}");
    }
}

#[test]
fn bool_and_vector_splat_identities() {
    let out = canon(
        &func("bool", "  %f = arith.const {value = false} : bool\n  %r = arith.or %a, %f : bool"),
        vec![bv(true), bv(false)],
    );
    assert!(returns(&out, "%a"), "{out}");
    let out = canon(
        &func("bool", "  %f = arith.const {value = false} : bool\n  %r = arith.and %a, %f : bool"),
        vec![bv(true), bv(false)],
    );
    assert!(returns(&out, "%f"), "{out}");
    let ones = "  %o = arith.const {value = [1, 1]} : vec<i32, 2>\n  %r = arith.mul %a, %o : vec<i32, 2>";
    let out = canon(&func("vec<i32, 2>", ones), vec![agg(vec![i32v(3), i32v(4)]); 2]);
    assert!(returns(&out, "%a"), "{out}");
    // Not a splat of 1: kept.
    let mixed = "  %o = arith.const {value = [1, 2]} : vec<i32, 2>\n  %r = arith.mul %a, %o : vec<i32, 2>";
    let out = canon(&func("vec<i32, 2>", mixed), vec![agg(vec![i32v(3), i32v(4)]); 2]);
    assert!(returns(&out, "%r"), "{out}");
}

#[test]
fn float_identities_that_are_not_bit_exact_are_kept() {
    // x + 0.0 turns -0.0 into +0.0; x - 0.0, x * 1.0 and x / 1.0 quiet a
    // signaling NaN; x - x is NaN for infinities; NaN != NaN.
    let bodies = [
        "%z = arith.const {value = 0.0} : f32\n  %r = arith.add %a, %z : f32",
        "%z = arith.const {value = -0.0} : f32\n  %r = arith.add %a, %z : f32",
        "%z = arith.const {value = 0.0} : f32\n  %r = arith.sub %a, %z : f32",
        "%o = arith.const {value = 1.0} : f32\n  %r = arith.mul %a, %o : f32",
        "%z = arith.const {value = 0.0} : f32\n  %r = arith.mul %a, %z : f32",
        "%o = arith.const {value = 1.0} : f32\n  %r = arith.div %a, %o : f32",
        "%r = arith.sub %a, %a : f32",
    ];
    for body in bodies {
        let out = canon(&func("f32", &format!("  {body}")), vec![f32v(-0.0), f32v(f32::INFINITY)]);
        assert!(returns(&out, "%r"), "{body}\n=> {out}");
    }
    let src = "func.func {sym = @f, type = fn(f32) -> (bool)} {\n^bb(%a: f32):\n  \
               %r = arith.cmp %a, %a {pred = \"eq\"} : bool\n  func.return %r\n}";
    assert!(returns(&canon(src, vec![f32v(f32::NAN)]), "%r"));
    // Negation only flips the sign bit, so neg(neg x) is x for floats too.
    let out =
        canon(&func("f32", "  %n = arith.neg %a : f32\n  %r = arith.neg %n : f32"), vec![f32v(f32::NAN), f32v(0.0)]);
    assert!(returns(&out, "%a"), "{out}");
}

#[test]
fn select_on_constant_conditions() {
    let src = |c: &str| {
        func("i32", &format!("  %c = arith.const {{value = {c}}} : bool\n  %r = arith.select %c, %a, %b : i32"))
    };
    assert!(returns(&canon(&src("true"), vec![i32v(1), i32v(2)]), "%a"));
    assert!(returns(&canon(&src("false"), vec![i32v(1), i32v(2)]), "%b"));
    let vsrc = |c: &str| {
        func(
            "vec<i32, 2>",
            &format!("  %c = arith.const {{value = {c}}} : vec<bool, 2>\n  %r = arith.select %c, %a, %b : vec<i32, 2>"),
        )
    };
    let args = vec![agg(vec![i32v(1), i32v(2)]), agg(vec![i32v(3), i32v(4)])];
    assert!(returns(&canon(&vsrc("[true, true]"), args.clone()), "%a"));
    assert!(returns(&canon(&vsrc("[false, false]"), args.clone()), "%b"));
    assert!(returns(&canon(&vsrc("[true, false]"), args), "%r"));
}

#[test]
fn bitcast_chains_collapse() {
    let src = "func.func {sym = @f, type = fn(u32) -> (vec<u16, 2>)} {\n^bb(%a: u32):\n  \
               %f = arith.bitcast %a : f32\n  %r = arith.bitcast %f : vec<u16, 2>\n  func.return %r\n}";
    let out = canon(src, vec![u32v(0x7F80_0001)]);
    assert!(out.contains("%0 = arith.bitcast %a : vec<u16, 2>") && returns(&out, "%0"), "{out}");
}

/// `@f(%v: vty, %x: xty) -> rty` with `body` computing `%r`.
fn func2(vty: &str, xty: &str, rty: &str, body: &str) -> String {
    format!("func.func {{sym = @f, type = fn({vty}, {xty}) -> ({rty})}} {{\n^bb(%v: {vty}, %x: {xty}):\n  {body}\n  func.return %r\n}}")
}

#[test]
fn vector_rules() {
    let v4 = agg(vec![f32v(1.0), f32v(2.0), f32v(3.0), f32v(4.0)]);
    let args = || vec![v4.clone(), f32v(9.0)];
    let run = |body: &str, rty: &str| canon(&func2("vec<f32, 4>", "f32", rty, body), args());
    let out = run("%s = vec.swizzle %v {indices = [3, 2, 1]} : vec<f32, 3>\n  %r = vec.swizzle %s {indices = [0, 0, 2]} : vec<f32, 3>", "vec<f32, 3>");
    assert!(out.contains("%0 = vec.swizzle %v {indices = [3, 3, 1]} : vec<f32, 3>") && returns(&out, "%0"), "{out}");
    let out = run("%s = vec.swizzle %v {indices = [3, 2, 1, 0]} : vec<f32, 4>\n  %r = vec.swizzle %s {indices = [3, 2, 1, 0]} : vec<f32, 4>", "vec<f32, 4>");
    assert!(returns(&out, "%v"), "{out}");
    assert!(returns(&run("%r = vec.swizzle %v {indices = [0, 1, 2, 3]} : vec<f32, 4>", "vec<f32, 4>"), "%v"));
    assert!(returns(&run("%r = vec.swizzle %v {indices = [0, 1, 2]} : vec<f32, 3>", "vec<f32, 3>"), "%r"));
    let out = run("%s = vec.splat %x : vec<f32, 4>\n  %r = vec.extract %s {index = 2} : f32", "f32");
    assert!(returns(&out, "%x"), "{out}");
    let out = run("%s = vec.insert %v, %x {index = 2} : vec<f32, 4>\n  %r = vec.extract %s {index = 2} : f32", "f32");
    assert!(returns(&out, "%x"), "{out}");
    let out = run("%s = vec.insert %v, %x {index = 2} : vec<f32, 4>\n  %r = vec.extract %s {index = 1} : f32", "f32");
    assert!(out.contains("%r = vec.extract %v {index = 1}"), "{out}");
    let out = run("%p = vec.swizzle %v {indices = [0, 1]} : vec<f32, 2>\n  %s = vec.construct %x, %p, %x : vec<f32, 4>\n  %r = vec.extract %s {index = 3} : f32", "f32");
    assert!(returns(&out, "%x"), "{out}");
    let out = run("%p = vec.swizzle %v {indices = [3, 1]} : vec<f32, 2>\n  %s = vec.construct %x, %p, %x : vec<f32, 4>\n  %r = vec.extract %s {index = 2} : f32", "f32");
    assert!(out.contains("%0 = vec.extract %v {index = 1} : f32") && returns(&out, "%0"), "{out}");
    let out = run("%i = arith.const {value = 3} : u32\n  %r = vec.extract_dyn %v, %i : f32", "f32");
    assert!(out.contains("%0 = vec.extract %v {index = 3} : f32") && returns(&out, "%0"), "{out}");
    let out = run("%i = arith.const {value = -1} : i32\n  %r = vec.extract_dyn %v, %i : f32", "f32");
    assert!(returns(&out, "%r"), "{out}");
}

#[test]
fn matrix_rules() {
    let m = agg(vec![agg(vec![f32v(1.0), f32v(2.0)]), agg(vec![f32v(3.0), f32v(4.0)])]);
    let args = || vec![m.clone(), agg(vec![f32v(5.0), f32v(6.0)])];
    let mty = "mat<f32, 2, 2, row_major>";
    let run = |body: &str, rty: &str| canon(&func2(mty, "vec<f32, 2>", rty, body), args());
    let out = run(&format!("%t = mat.transpose %v : {mty}\n  %r = mat.transpose %t : {mty}"), mty);
    assert!(returns(&out, "%v"), "{out}");
    let out = run(
        &format!("%c = mat.construct %x, %x : {mty}\n  %r = mat.extract_row %c {{index = 1}} : vec<f32, 2>"),
        "vec<f32, 2>",
    );
    assert!(returns(&out, "%x"), "{out}");
    let out = run(
        &format!(
            "%c = mat.insert_row %v, %x {{index = 0}} : {mty}\n  %r = mat.extract_row %c {{index = 0}} : vec<f32, 2>"
        ),
        "vec<f32, 2>",
    );
    assert!(returns(&out, "%x"), "{out}");
    let out = run(
        &format!(
            "%c = mat.insert_row %v, %x {{index = 0}} : {mty}\n  %r = mat.extract_row %c {{index = 1}} : vec<f32, 2>"
        ),
        "vec<f32, 2>",
    );
    assert!(out.contains("%r = mat.extract_row %v {index = 1}"), "{out}");
}

#[test]
fn aggregate_rules() {
    let s = "struct<S {a: f32, b: i32}>";
    let args = || vec![agg(vec![f32v(1.0), i32v(2)]), f32v(3.0)];
    let run = |body: &str, rty: &str| canon(&func2(s, "f32", rty, body), args());
    let out = run(&format!("%i = agg.extract %v {{index = 1}} : i32\n  %c = agg.construct %x, %i : {s}\n  %r = agg.extract %c {{index = 0}} : f32"), "f32");
    assert!(returns(&out, "%x"), "{out}");
    let out =
        run(&format!("%c = agg.insert %v, %x {{index = 0}} : {s}\n  %r = agg.extract %c {{index = 0}} : f32"), "f32");
    assert!(returns(&out, "%x"), "{out}");
    let out =
        run(&format!("%c = agg.insert %v, %x {{index = 0}} : {s}\n  %r = agg.extract %c {{index = 1}} : i32"), "i32");
    assert!(out.contains("%r = agg.extract %v {index = 1}"), "{out}");
    let a = "array<f32, 2>";
    let args = vec![agg(vec![f32v(1.0), f32v(2.0)]), f32v(3.0)];
    let out = canon(
        &func2(a, "f32", "f32", "%i = arith.const {value = 1} : i64\n  %r = agg.extract_dyn %v, %i : f32"),
        args.clone(),
    );
    assert!(out.contains("%0 = agg.extract %v {index = 1} : f32"), "{out}");
    let out =
        canon(&func2(a, "f32", "f32", "%i = arith.const {value = 2} : i64\n  %r = agg.extract_dyn %v, %i : f32"), args);
    assert!(returns(&out, "%r"), "{out}");
}
