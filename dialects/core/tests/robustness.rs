//! No input may panic: ops of the arith, vec, mat, agg and mem dialects with
//! arbitrary operand and result types and attributes are verified, and the
//! ones that verify are run on zero arguments; either may reject, neither
//! may panic.

use nsl_ir::interp::{zero_value, Interpreter};
use nsl_ir::parser::{parse_attr, parse_type};
use nsl_ir::{Context, InsertPoint, Loc, OpSchema};
use proptest::prelude::*;

const TYPES: &[&str] = &[
    "bool",
    "i8",
    "i32",
    "u32",
    "u64",
    "f16",
    "f32",
    "f64",
    "vec<f32, 2>",
    "vec<f32, 3>",
    "vec<i32, 4>",
    "vec<bool, 2>",
    "vec<u16, 2>",
    "mat<f32, 2, 3>",
    "mat<f32, 3, 2>",
    "mat<f32, 2, 2, row_major>",
    "mat<i32, 2, 2>",
    "mat<bool, 2, 2>",
    "array<f32, 2>",
    "array<f32>",
    "struct<S {a: f32, b: vec<i32, 2>}>",
    "struct<E {}>",
    "vec<array<f32, 2>, 2>",
    "ptr<f32, function>",
    "ptr<struct<S {a: f32, b: vec<i32, 2>}>, private>",
    "ptr<array<f32>, storage>",
    "ptr<mat<f32, 2, 3>, uniform>",
    "ptr<vec<f32, 2>, function>",
    "fn(i32) -> (f32)",
];

const ATTRS: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "170141183460469231731687303715884105727",
    "1.5",
    "-0.0",
    "nan",
    "true",
    "\"eq\"",
    "\"lt\"",
    "\"bogus\"",
    "[]",
    "[0]",
    "[1, 0]",
    "[0, 5]",
    "[-1]",
    "[1.0, 2.0]",
    "[[1, 2], [3, 4]]",
    "[1.5, [2, 3]]",
    "@sym",
    "f32",
    "unit",
];

/// Every op of the dialects under test.
fn ops() -> Vec<&'static OpSchema> {
    use nsl_dialects::{agg, arith, mat, mem, vec};
    [&arith::DIALECT, &vec::DIALECT, &mat::DIALECT, &agg::DIALECT, &mem::DIALECT]
        .iter()
        .flat_map(|d| d.ops.iter().copied())
        .collect()
}

/// Builds `@f` holding one op of `schema`, verifies it, and runs it on zero
/// arguments if it is valid. Returns whether it verified.
fn exercise(schema: &OpSchema, operands: &[&str], results: &[&str], attrs: &[(&str, &str)]) -> bool {
    let mut ctx: Context = nsl_dialects::core_context();
    let operand_types: Vec<_> = operands.iter().map(|t| parse_type(&mut ctx, t).expect("type parses")).collect();
    let result_types: Vec<_> = results.iter().map(|t| parse_type(&mut ctx, t).expect("type parses")).collect();
    let mut op_attrs = Vec::new();
    for &(name, value) in attrs {
        let (n, a) = (ctx.sym(name), parse_attr(&mut ctx, value).expect("attr parses"));
        if !op_attrs.iter().any(|&(m, _)| m == n) {
            op_attrs.push((n, a));
        }
    }
    let module = ctx.create_op(ctx.kind("builtin.module"), &[], &[], &[], 1, Loc::UNKNOWN);
    let fty = ctx.function_type(operand_types.clone(), Vec::new());
    let fattrs = [(ctx.sym("sym"), ctx.symbol_attr("f")), (ctx.sym("type"), ctx.type_attr(fty))];
    let func = ctx.create_op(ctx.kind("func.func"), &[], &[], &fattrs, 1, Loc::UNKNOWN);
    ctx.insert_op(func, InsertPoint::End(ctx.body(module, 0)));
    let body = ctx.body(func, 0);
    let args: Vec<_> = operand_types.iter().map(|&t| ctx.add_block_arg(body, t)).collect();
    let op = ctx.create_op(ctx.kind(schema.name), &args, &result_types, &op_attrs, 0, Loc::UNKNOWN);
    ctx.insert_op(op, InsertPoint::End(body));
    let ret = ctx.create_op(ctx.kind("func.return"), &[], &[], &[], 0, Loc::UNKNOWN);
    ctx.insert_op(ret, InsertPoint::End(body));
    let valid = nsl_ir::verify::verify(&ctx, module).is_ok();
    if valid {
        let values = operand_types.iter().map(|&t| zero_value(&ctx, t)).collect();
        let _ = Interpreter::new(&ctx, module).call_by_name("f", values);
    }
    valid
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn ops_never_panic(
        which in any::<prop::sample::Index>(),
        // Mostly the op's declared arity and attribute names.
        declared_shape in prop::bool::weighted(0.8),
        // A palette of two types, so that operands and results often agree.
        palette in prop::collection::vec(prop::sample::select(TYPES), 2),
        operands in prop::collection::vec(0..2usize, 0..4),
        results in prop::collection::vec(0..2usize, 0..3),
        attrs in prop::collection::vec(prop::sample::select(ATTRS), 0..3),
    ) {
        let ops = ops();
        let schema = ops[which.index(ops.len())];
        let pick = |slots: &[usize], n: usize| -> Vec<&str> {
            let n = if declared_shape { n } else { slots.len() };
            slots.iter().cycle().take(n).map(|&i| palette[i]).collect()
        };
        let operands = pick(&operands, schema.operands.len());
        let results = pick(&results, schema.results.len());
        let names = schema.attrs.iter().map(|a| a.name).chain(["extra"]);
        let attrs: Vec<_> = if declared_shape {
            schema.attrs.iter().map(|a| a.name).zip(attrs.iter().copied().cycle()).collect()
        } else {
            names.zip(attrs).collect()
        };
        exercise(schema, &operands, &results, &attrs);
    }
}

/// An op name, operand types, result types and attributes.
type Example<'a> = (&'a str, &'a [&'a str], &'a [&'a str], &'a [(&'a str, &'a str)]);

/// Random search rarely builds well-typed ops; these examples make the
/// interpreter run every op at least once.
#[test]
fn every_op_runs_on_a_valid_example() {
    let s = "struct<S {a: f32, b: vec<i32, 2>}>";
    let examples: &[Example] = &[
        ("arith.const", &[], &["vec<f32, 2>"], &[("value", "[1.0, 2.0]")]),
        ("arith.add", &["vec<f32, 3>"; 2], &["vec<f32, 3>"], &[]),
        ("arith.sub", &["u64"; 2], &["u64"], &[]),
        ("arith.mul", &["mat<i32, 2, 2>"; 2], &["mat<i32, 2, 2>"], &[]),
        ("arith.div", &["i32"; 2], &["i32"], &[]),
        ("arith.rem", &["f16"; 2], &["f16"], &[]),
        ("arith.neg", &["mat<f32, 2, 3>"], &["mat<f32, 2, 3>"], &[]),
        ("arith.and", &["vec<bool, 2>"; 2], &["vec<bool, 2>"], &[]),
        ("arith.or", &["u32"; 2], &["u32"], &[]),
        ("arith.xor", &["i8"; 2], &["i8"], &[]),
        ("arith.not", &["vec<bool, 2>"], &["vec<bool, 2>"], &[]),
        ("arith.shl", &["vec<i32, 4>"; 2], &["vec<i32, 4>"], &[]),
        ("arith.shr", &["i32"; 2], &["i32"], &[]),
        ("arith.cmp", &["vec<f32, 2>"; 2], &["vec<bool, 2>"], &[("pred", "\"lt\"")]),
        ("arith.select", &["bool", s, s], &[s], &[]),
        ("arith.convert", &["vec<i32, 2>"], &["vec<f16, 2>"], &[]),
        ("arith.bitcast", &["u32"], &["vec<u16, 2>"], &[]),
        ("vec.construct", &["f32", "vec<f32, 2>"], &["vec<f32, 3>"], &[]),
        ("vec.splat", &["f32"], &["vec<f32, 3>"], &[]),
        ("vec.extract", &["vec<f32, 3>"], &["f32"], &[("index", "2")]),
        ("vec.extract_dyn", &["vec<f32, 3>", "i32"], &["f32"], &[]),
        ("vec.insert", &["vec<f32, 3>", "f32"], &["vec<f32, 3>"], &[("index", "1")]),
        ("vec.swizzle", &["vec<f32, 3>"], &["vec<f32, 2>"], &[("indices", "[1, 0]")]),
        ("mat.construct", &["vec<f32, 3>"; 2], &["mat<f32, 2, 3>"], &[]),
        ("mat.extract_row", &["mat<f32, 2, 3>"], &["vec<f32, 3>"], &[("index", "1")]),
        ("mat.insert_row", &["mat<f32, 2, 3>", "vec<f32, 3>"], &["mat<f32, 2, 3>"], &[("index", "0")]),
        ("mat.transpose", &["mat<f32, 2, 3>"], &["mat<f32, 3, 2>"], &[]),
        ("mat.mul_mv", &["mat<f32, 2, 3>", "vec<f32, 3>"], &["vec<f32, 2>"], &[]),
        ("mat.mul_vm", &["vec<f32, 2>", "mat<f32, 2, 3>"], &["vec<f32, 3>"], &[]),
        ("mat.mul_mm", &["mat<f32, 2, 3>", "mat<f32, 3, 2>"], &["mat<f32, 2, 2>"], &[]),
        ("mat.relayout", &["mat<f32, 2, 3>"], &["mat<f32, 2, 3, column_major>"], &[]),
        ("agg.construct", &["f32", "vec<i32, 2>"], &[s], &[]),
        ("agg.extract", &[s], &["vec<i32, 2>"], &[("index", "1")]),
        ("agg.insert", &[s, "f32"], &[s], &[("index", "0")]),
        ("agg.extract_dyn", &["array<f32, 2>", "u8"], &["f32"], &[]),
        ("mem.var", &[], &["ptr<f32, function>"], &[]),
        ("mem.load", &["ptr<f32, function>"], &["f32"], &[]),
        ("mem.store", &["ptr<f32, function>", "f32"], &[], &[]),
        ("mem.field_addr", &[&format!("ptr<{s}, private>")], &["ptr<vec<i32, 2>, private>"], &[("index", "1")]),
        ("mem.elem_addr", &["ptr<array<f32>, storage>", "i64"], &["ptr<f32, storage>"], &[]),
        ("mem.ptr_offset", &["ptr<f32, device>", "i64"], &["ptr<f32, device>"], &[]),
        ("mem.int_to_ptr", &["u64"], &["ptr<f32, device>"], &[]),
        ("mem.ptr_to_int", &["ptr<f32, device>"], &["u64"], &[]),
    ];
    let ops = ops();
    for op in &ops {
        assert!(examples.iter().any(|e| e.0 == op.name), "no example for {}", op.name);
    }
    for &(name, operands, results, attrs) in examples {
        let schema = ops.iter().find(|s| s.name == name).expect("known op");
        assert!(exercise(schema, operands, results, attrs), "{name} example does not verify");
    }
}
