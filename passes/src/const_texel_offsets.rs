//! `const-texel-offsets`: gives each sampling op's texel offset as a
//! constant when the function computes it from constants, as slangc
//! propagates its constexpr requirement backwards (Vulkan and GLSL take
//! only constant offsets outside gathers).
//!
//! The offset operand of an op with the `offset` attribute is evaluated
//! at compile time through constants, pure ops (by their interpreter
//! semantics, as `canonicalize` folds) and loads of function-local
//! variables that are stored exactly once, before the load, and used by
//! nothing but loads and that store (`const` locals, the variables of
//! `uint2 o = ...; Sample(s, uv, o)`, at `-O0` too). When it evaluates,
//! an `arith.const` before the op replaces the operand; otherwise nothing
//! changes (the backend reports the offset that is not constant).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, mem};
use nsl_ir::interp::{attr_from_value, value_from_attr, Flow, Interpreter, RtValue};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Context, Diagnostic, InsertPoint, Language, Op, Traits, TypeKind, Value};
use smallvec::SmallVec;

pub static INFO: PassInfo = PassInfo {
    name: "const-texel-offsets",
    summary: "Fold the texel offsets of sampling ops to constants",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(ConstTexelOffsets)),
};

struct ConstTexelOffsets;

impl Pass for ConstTexelOffsets {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only adds constants and changes operands to them.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// It adds `arith.const` ops of types already there and may leave the
    /// ops that computed an offset dead.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let mut folded = 0;
        for op in ctx.nested_ops(func) {
            if ctx.is_erased(op) || ctx.attr(op, "offset").is_none() || ctx.operands(op).is_empty() {
                continue;
            }
            let index = ctx.operands(op).len() - 1;
            let offset = ctx.operand(op, index);
            if is_constant(ctx, offset) {
                continue;
            }
            let Some(value) = evaluate(ctx, offset, 0) else { continue };
            let ty = ctx.value_type(offset);
            let Some(attr) = attr_from_value(ctx, &value, ty) else { continue };
            let value_sym = ctx.sym("value");
            let kind = ctx.kind(arith::CONST.name);
            let loc = ctx.loc(op);
            let c = ctx.create_op(kind, &[], &[ty], &[(value_sym, attr)], 0, loc);
            ctx.insert_op(c, InsertPoint::Before(op));
            let v = ctx.result(c, 0);
            ctx.set_operand(op, index, v);
            folded += 1;
        }
        stats.add("offsets-folded", folded);
        Ok(())
    }
}

fn is_constant(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| ctx.has_trait(d, Traits::CONSTANT_LIKE))
}

/// The value `v` has whenever it is computed, if the function determines
/// it from constants alone.
fn evaluate(ctx: &Context, v: Value, depth: u32) -> Option<RtValue> {
    if depth > 64 {
        return None;
    }
    let def = ctx.defining_op(v)?;
    let schema = ctx.schema(def);
    if schema.has(Traits::CONSTANT_LIKE) {
        return value_from_attr(ctx, ctx.attr(def, "value")?, ctx.value_type(v));
    }
    if ctx.op_name(def) == mem::LOAD.name {
        let stored = single_store_before(ctx, ctx.operand(def, 0), def)?;
        return evaluate(ctx, stored, depth + 1);
    }
    let foldable = schema.has(Traits::PURE)
        && !schema.has(Traits::CONVERGENCE_SENSITIVE)
        && ctx.regions(def).is_empty()
        && ctx.results(def).len() == 1;
    let eval = schema.eval.filter(|_| foldable)?;
    let args =
        ctx.operands(def).iter().map(|&o| evaluate(ctx, o, depth + 1)).collect::<Option<SmallVec<[RtValue; 3]>>>()?;
    match eval(&mut Interpreter::without_symbols(ctx), def, &args) {
        Ok(Flow::Next(mut results)) if results.len() == 1 => results.pop(),
        _ => None,
    }
}

/// The value stored to the function-local variable `ptr` when it has
/// exactly one store, which runs before `load`, and no use but loads
/// and that store.
fn single_store_before(ctx: &Context, ptr: Value, load: Op) -> Option<Value> {
    let var = ctx.defining_op(ptr)?;
    if ctx.op_name(var) != mem::VAR.name {
        return None;
    }
    if !matches!(ctx.type_kind(ctx.value_type(ptr)), TypeKind::Ptr { space: AddressSpace::Function, .. }) {
        return None;
    }
    let mut store = None;
    for u in ctx.uses(ptr) {
        match ctx.op_name(u.op) {
            n if n == mem::LOAD.name => {}
            n if n == mem::STORE.name && u.index == 0 && store.is_none() => store = Some(u.op),
            _ => return None,
        }
    }
    let store = store?;
    // The ancestor of the load (or the load) in the store's block comes
    // after the store.
    let block = ctx.parent_block(store)?;
    let mut at = load;
    while ctx.parent_block(at) != Some(block) {
        at = ctx.parent_op(at)?;
    }
    let mut before = true;
    for o in ctx.iter_block(block) {
        if o == store {
            break;
        }
        if o == at {
            before = false;
            break;
        }
    }
    before.then(|| ctx.operand(store, 1))
}
