//! `Context::clone_op` (nsl-ir) copies an op with its nested regions: the
//! copy prints exactly like the original, verifies, and its uses point to
//! the copied definitions, not the original ones.

mod common;

use nsl_ir::clone::ValueMap;
use nsl_ir::printer::print_op;
use nsl_ir::InsertPoint;

const FUNC: &str = "func.func {sym = @f, type = fn(i32, bool) -> (i32)} {
^bb(%a: i32, %c: bool):
  %r = cf.if %c : i32 {
    %l = cf.loop %a : i32 {
    ^bb(%i: i32):
      %d = arith.add %i, %a : i32
      cf.break %d
    }
    cf.yield %l
  } {
    cf.yield %a
  }
  func.return %r
}
";

#[test]
fn a_cloned_function_is_an_independent_identical_copy() {
    let (mut ctx, module) = common::parse(FUNC);
    let original = ctx.first_op(ctx.body(module, 0)).expect("the function");
    let mut map = ValueMap::default();
    let copy = ctx.clone_op(original, &mut map);
    let renamed = ctx.symbol_attr("g");
    let sym = ctx.sym("sym");
    ctx.set_attr(copy, sym, renamed);
    ctx.insert_op(copy, InsertPoint::End(ctx.body(module, 0)));
    nsl_ir::verify::verify(&ctx, module).unwrap_or_else(|ds| panic!("{}", ds[0].render(&ctx)));
    assert_eq!(print_op(&ctx, copy), print_op(&ctx, original).replace("@f", "@g"));
    // Every value of the copy is a new value, used only inside the copy.
    let copied: Vec<_> = ctx.nested_ops(copy);
    for op in copied {
        for &v in ctx.operands(op) {
            assert!(map.values().any(|&new| new == v), "operand of the copy is not a copied value");
        }
        for &r in ctx.results(op) {
            assert!(ctx.uses(r).iter().all(|u| ctx.is_ancestor(copy, u.op)));
        }
    }
}
