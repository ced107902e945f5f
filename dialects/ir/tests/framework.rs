//! Framework tests over a toy dialect defined here: the framework itself
//! knows no dialect, so these tests bring their own.

use nsl_ir::interp::{Flow, Interpreter, RtValue};
use nsl_ir::printer::print_op;
use nsl_ir::verify::verify;
use nsl_ir::*;

const MODULE: OpSchema = OpSchema {
    name: "toy.module",
    regions: 1,
    traits: Traits::SYMBOL_TABLE.union(Traits::NO_TERMINATOR).union(Traits::ISOLATED_FROM_ABOVE),
    ..OpSchema::DEFAULT
};
const FUNC: OpSchema = OpSchema {
    name: "toy.func",
    attrs: &[AttrSpec::required("sym", AttrShape::Symbol)],
    regions: 1,
    traits: Traits::SYMBOL.union(Traits::CALLABLE).union(Traits::ISOLATED_FROM_ABOVE),
    ..OpSchema::DEFAULT
};
const CONST: OpSchema = OpSchema {
    name: "toy.const",
    results: &[TypeConstraint::IntScalar],
    attrs: &[AttrSpec::required("value", AttrShape::Int)],
    traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
    eval: Some(|i, op, _| {
        let a = i.ctx.attr(op, "value").expect("verified");
        let ty = i.ctx.value_type(i.ctx.result(op, 0));
        Ok(Flow::one(interp::value_from_attr(i.ctx, a, ty).expect("verified")))
    }),
    ..OpSchema::DEFAULT
};
const ADD: OpSchema = OpSchema {
    name: "toy.add",
    operands: &[TypeConstraint::IntLike, TypeConstraint::SameAs(Slot::Operand(0))],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    traits: Traits::PURE,
    eval: Some(|_, _, a| Ok(Flow::one(RtValue::Int(a[0].as_int().wrapping_add(a[1].as_int()) & 0xffff_ffff)))),
    ..OpSchema::DEFAULT
};
const WRAP: OpSchema = OpSchema {
    name: "toy.wrap",
    variadic_results: Some(TypeConstraint::Any),
    regions: 1,
    eval: Some(|i, op, _| match i.run_region(op, 0, vec![])? {
        Flow::Yield(v) => Ok(Flow::Next(v.into_iter().collect())),
        other => Ok(other),
    }),
    ..OpSchema::DEFAULT
};
const YIELD: OpSchema = OpSchema {
    name: "toy.yield",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    eval: Some(|_, _, a| Ok(Flow::Yield(a.to_vec()))),
    ..OpSchema::DEFAULT
};
const RET: OpSchema = OpSchema {
    name: "toy.ret",
    variadic_operands: Some(TypeConstraint::Any),
    traits: Traits::TERMINATOR,
    eval: Some(|_, _, a| Ok(Flow::Return(a.to_vec()))),
    ..OpSchema::DEFAULT
};
static TOY: Dialect =
    Dialect { name: "toy", summary: "test dialect", ops: &[&MODULE, &FUNC, &CONST, &ADD, &WRAP, &YIELD, &RET] };

fn parse(src: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.register_dialect(&TOY);
    let ops = parser::parse_ops(&mut ctx, src, "t.nir").unwrap_or_else(|d| panic!("{}", d.message));
    (ctx, ops[0])
}

const PROGRAM: &str = "toy.module {
  toy.func {sym = @f} {
  ^bb(%a: i32):
    %one = toy.const {value = 1} : i32
    %w = toy.wrap : i32 {
      %s = toy.add %a, %one : i32
      toy.yield %s
    }
    toy.ret %w
  }
}
";

fn codes(ctx: &Context, root: Op) -> Vec<&'static str> {
    verify(ctx, root).err().unwrap_or_default().iter().map(|d| d.code).collect()
}

#[test]
fn round_trip_and_run() {
    let (ctx, m) = parse(PROGRAM);
    assert_eq!(print_op(&ctx, m), PROGRAM);
    assert!(verify(&ctx, m).is_ok());
    let out = Interpreter::new(&ctx, m).call_by_name("f", vec![RtValue::Int(41)]).expect("runs");
    assert_eq!(out, vec![RtValue::Int(42)]);
}

#[test]
fn use_before_definition_is_a_dominance_error() {
    let (mut ctx, m) = parse(PROGRAM);
    let f = ctx.block_ops(ctx.body(m, 0))[0];
    let one = ctx.block_ops(ctx.body(f, 0))[0];
    // Move the constant after its user.
    ctx.detach_op(one);
    let ret = ctx.last_op(ctx.body(f, 0)).expect("ret");
    ctx.insert_op(one, InsertPoint::Before(ret));
    assert_eq!(codes(&ctx, m), vec!["NSL2004"]);
}

#[test]
fn isolation_is_enforced() {
    let (mut ctx, m) = parse(PROGRAM);
    let f = ctx.block_ops(ctx.body(m, 0))[0];
    let arg = ctx.block_args(ctx.body(f, 0))[0];
    // A function nested in `f` that uses `f`'s argument: in scope, but
    // across an isolated-from-above boundary.
    let func_kind = ctx.kind("toy.func");
    let ret_kind = ctx.kind("toy.ret");
    let sym = ctx.sym("sym");
    let g_name = ctx.symbol_attr("g");
    let g = ctx.create_op(func_kind, &[], &[], &[(sym, g_name)], 1, Loc::UNKNOWN);
    let f_ret = ctx.last_op(ctx.body(f, 0)).expect("ret");
    ctx.insert_op(g, InsertPoint::Before(f_ret));
    let ret = ctx.create_op(ret_kind, &[arg], &[], &[], 0, Loc::UNKNOWN);
    ctx.insert_op(ret, InsertPoint::End(ctx.body(g, 0)));
    assert_eq!(codes(&ctx, m), vec!["NSL2003"]);
}

#[test]
fn erased_and_unterminated_ops_are_reported() {
    let (mut ctx, m) = parse(PROGRAM);
    let f = ctx.block_ops(ctx.body(m, 0))[0];
    let ret = ctx.last_op(ctx.body(f, 0)).expect("ret");
    ctx.erase_op(ret);
    assert_eq!(codes(&ctx, m), vec!["NSL2007"]);
}

#[test]
fn replace_all_uses_keeps_use_lists_exact() {
    let (mut ctx, m) = parse(PROGRAM);
    let f = ctx.block_ops(ctx.body(m, 0))[0];
    let one = ctx.result(ctx.block_ops(ctx.body(f, 0))[0], 0);
    let arg = ctx.block_args(ctx.body(f, 0))[0];
    ctx.replace_all_uses(one, arg);
    assert!(!ctx.has_uses(one));
    assert_eq!(ctx.uses(arg).len(), 2);
    assert!(verify(&ctx, m).is_ok());
    let out = Interpreter::new(&ctx, m).call_by_name("f", vec![RtValue::Int(5)]).expect("runs");
    assert_eq!(out, vec![RtValue::Int(10)]);
}

#[test]
fn schema_layer_checks_types_and_attributes() {
    let bad = "toy.module {
  toy.func {sym = @f} {
  ^bb(%a: i32, %b: i64):
    %c = toy.const {value = 1.5} : i32
    %s = toy.add %a, %b : i32
    toy.ret %s
  }
}
";
    let (ctx, m) = parse(bad);
    let ds = verify(&ctx, m).expect_err("invalid");
    let msgs: Vec<_> = ds.iter().map(|d| (d.code, d.loc.line, d.message.as_str())).collect();
    assert_eq!(
        msgs,
        vec![
            ("NSL2014", 4, "'toy.const': attribute 'value' must be an integer"),
            ("NSL2016", 5, "'toy.add': operand #1 has type i64 but must have the same type as operand #0 (i32)"),
        ]
    );
}

#[test]
fn floats_print_exactly() {
    let mut ctx = Context::new();
    for f in [0.1f64, -0.0, 1e300, 5e-324, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 3.0, 1.0e20] {
        let a = ctx.float_attr(f);
        let text = printer::print_attr(&ctx, a);
        let back = parser::parse_attr(&mut ctx, &text).expect("parses");
        assert_eq!(a, back, "{text}");
    }
    let payload = ctx.intern_attr(AttrKind::Float(0x7ff0_0000_dead_beef));
    let text = printer::print_attr(&ctx, payload);
    assert_eq!(text, "float(0x7ff00000deadbeef)");
    assert_eq!(parser::parse_attr(&mut ctx, &text).expect("parses"), payload);
}

#[test]
fn strings_and_symbols_escape() {
    let mut ctx = Context::new();
    for s in ["plain", "with space", "quote\"back\\slash", "new\nline", "\u{1}ctl", "ünï"] {
        let a = ctx.str_attr(s);
        let text = printer::print_attr(&ctx, a);
        assert_eq!(parser::parse_attr(&mut ctx, &text).expect("parses"), a, "{text}");
        let sym = ctx.symbol_attr(s);
        let text = printer::print_attr(&ctx, sym);
        assert_eq!(parser::parse_attr(&mut ctx, &text).expect("parses"), sym, "{text}");
    }
}

#[test]
fn step_limit_stops_runaway_programs() {
    let (ctx, m) = parse(PROGRAM);
    let err = Interpreter::new(&ctx, m).with_step_limit(2).call_by_name("f", vec![RtValue::Int(1)]).expect_err("limit");
    assert!(err.message.contains("step limit"));
}
