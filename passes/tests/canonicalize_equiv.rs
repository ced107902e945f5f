//! `canonicalize` preserves what every function computes, bit for bit,
//! produces verified IR in its declared language, and is idempotent.

mod common;

use common::{check_equivalent, check_idempotent, generated_module, stat, structured_module};
use nsl_fuzz::rng::Rng;
use proptest::prelude::*;

const PIPELINE: &str = "module(func(canonicalize))";

/// A function folding one op on constant operands of random value.
fn fold_template(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let binary = ["add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr"];
    let int_types = ["i8", "u8", "i16", "i32", "u32", "i64", "u64"];
    let float_types = ["f16", "f32", "f64"];
    let (op, ty, result) = match rng.below(6) {
        0 => (format!("arith.{}", rng.pick(&binary)), *rng.pick(&int_types), None),
        1 => (format!("arith.{}", rng.pick(&binary[..5])), *rng.pick(&float_types), None),
        2 => {
            let ty = if rng.chance(50) { *rng.pick(&int_types) } else { *rng.pick(&float_types) };
            let pred = rng.pick(&["eq", "ne", "lt", "le", "gt", "ge"]);
            (format!("arith.cmp {{pred = \"{pred}\"}}"), ty, Some("bool"))
        }
        3 => {
            let from = if rng.chance(50) { *rng.pick(&int_types) } else { *rng.pick(&float_types) };
            let to = if rng.chance(50) { *rng.pick(&int_types) } else { *rng.pick(&float_types) };
            ("arith.convert".to_string(), from, Some(to))
        }
        4 => {
            let (from, to) =
                *rng.pick(&[("i32", "f32"), ("u32", "f32"), ("u64", "f64"), ("i16", "f16"), ("f32", "i32")]);
            ("arith.bitcast".to_string(), from, Some(to))
        }
        _ => (format!("arith.{}", rng.pick(&["neg", "not"])), *rng.pick(&int_types), None),
    };
    let unary = op.starts_with("arith.convert")
        || op.starts_with("arith.bitcast")
        || op.ends_with("neg")
        || op.ends_with("not");
    let result = result.unwrap_or(ty);
    let x = constant(&mut rng, ty);
    let y = constant(&mut rng, ty);
    let (name, attrs) = match op.split_once(' ') {
        Some((name, attrs)) => (name.to_string(), format!(" {attrs}")),
        None => (op.clone(), String::new()),
    };
    let operands = if unary { "%x".to_string() } else { "%x, %y".to_string() };
    format!(
        "func.func {{sym = @main, type = fn() -> ({result})}} {{
  %x = arith.const {{value = {x}}} : {ty}
  %y = arith.const {{value = {y}}} : {ty}
  %r = {name} {operands}{attrs} : {result}
  func.return %r
}}
"
    )
}

/// A random constant of a scalar type, in the textual attribute syntax.
fn constant(rng: &mut Rng, ty: &str) -> String {
    let mut ctx = nsl_dialects::core_context();
    let t = nsl_ir::parser::parse_type(&mut ctx, ty).expect("a type");
    let attr = match *ctx.type_kind(t) {
        nsl_ir::TypeKind::Int { width, signed } => {
            let (min, max) = nsl_ir::interp::int_range(width, signed);
            let raw = if rng.chance(40) {
                *rng.pick(&[0i128, 1, -1, 2, 7, 8, 31, 32, 63, 64])
            } else {
                rng.next_u64() as i128
            };
            ctx.int_attr(min + (raw - min).rem_euclid(max - min + 1))
        }
        nsl_ir::TypeKind::Float { width } => {
            let specials =
                [0.0, -0.0, 1.0, -1.0, 0.1, 3.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e-40, 65504.0, 1e300];
            let f = match rng.below(3) {
                0 => *rng.pick(&specials),
                1 => f64::from_bits(rng.next_u64()),
                _ => (rng.below(100_000) as f64 - 50_000.0) / 64.0,
            };
            // Exactly representable in the type, so the constant verifies.
            let f = match width {
                16 => nsl_ir::interp::f64_to_f16(f).to_f64(),
                32 => f as f32 as f64,
                _ => f,
            };
            ctx.float_attr(f)
        }
        _ => unreachable!("scalar types only"),
    };
    nsl_ir::printer::print_attr(&ctx, attr)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn folding_one_op_keeps_its_value(seed in any::<u64>()) {
        let text = fold_template(seed);
        let (_, reports) = check_equivalent(&text, PIPELINE, seed, 1);
        // Everything folds except what traps or has no exact constant.
        prop_assert!(stat(&reports, "constants-folded") <= 1);
        check_idempotent(&text, PIPELINE);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_programs(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        let text = generated_module(seed, functions, ops, depth);
        check_equivalent(&text, PIPELINE, seed, 4);
        check_idempotent(&text, PIPELINE);
    }

    #[test]
    fn structured_programs_after_mem2reg(seed in any::<u64>(), functions in 1usize..4) {
        // After mem2reg, values flow through control flow and fold further.
        let (promoted, _) = check_equivalent(&structured_module(seed, functions), "module(func(mem2reg))", seed, 1);
        check_equivalent(&promoted, PIPELINE, seed, 6);
        check_idempotent(&promoted, PIPELINE);
    }
}

/// Folding is not vacuous: nearly every template folds (the exceptions
/// are results without an exact constant, such as signaling NaNs).
#[test]
fn templates_almost_always_fold() {
    let folded = (0..300u64)
        .filter(|&seed| {
            let (_, reports) = check_equivalent(&fold_template(seed), PIPELINE, seed, 1);
            stat(&reports, "constants-folded") == 1
        })
        .count();
    assert!(folded >= 280, "only {folded} of 300 templates folded");
}

/// The structured programs hold constant conditions once promoted and
/// loops that run once: both folds happen.
#[test]
fn control_flow_folds_happen() {
    let (mut ifs, mut loops) = (0, 0);
    for seed in 0..40 {
        let (promoted, _) = check_equivalent(&structured_module(seed, 2), "module(func(mem2reg))", seed, 1);
        let (_, reports) = check_equivalent(&promoted, PIPELINE, seed, 4);
        ifs += stat(&reports, "ifs-folded");
        loops += stat(&reports, "loops-folded");
    }
    assert!(ifs > 0 && loops > 0, "{ifs} ifs and {loops} loops folded");
}
