//! `spirv-pointer-args`: every pointer a `func.call` passes is a variable
//! or a function parameter.
//!
//! SPIR-V's logical addressing only passes pointers to whole variables
//! ("memory object declarations"). A call passing the address of a part
//! of a variable (a struct field, an array element: a mutating method
//! called on `s.inner`) instead passes a fresh function variable: the
//! value is copied into it before the call and back after it. The callee
//! cannot tell the difference, since nothing else can reach that memory
//! while it runs (SPIR-V has no aliasing pointers to function memory).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{func, mem};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, TypeKind, ValueDef};

pub static INFO: PassInfo = PassInfo {
    name: "spirv-pointer-args",
    summary: "Calls pass pointers to whole variables: parts go through a copy",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvPointerArgs)),
};

struct SpirvPointerArgs;

impl Pass for SpirvPointerArgs {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([mem::VAR.name, mem::LOAD.name, mem::STORE.name]);
        out
    }
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, f: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let call = ctx.kind(func::CALL.name);
        let calls: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| ctx.is(o, call)).collect();
        for c in calls {
            for i in 0..ctx.operands(c).len() {
                let arg = ctx.operand(c, i);
                let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(arg)) else { continue };
                // A device pointer is a value (an address), passed as one.
                if space.is_device() || is_whole_variable(ctx, arg) {
                    continue;
                }
                if !matches!(space, AddressSpace::Function | AddressSpace::Private) {
                    return Err(Diagnostic::error(
                        "NSL3140",
                        ctx.loc(c),
                        format!(
                            "argument #{i} points into {} memory; the SPIR-V target passes only whole variables there",
                            space.keyword()
                        ),
                    ));
                }
                let ptr_ty = ctx.ptr_type(pointee, space);
                let mut b = Builder::new(ctx, InsertPoint::Before(c));
                b.loc = b.ctx.loc(c);
                let tmp = b.value(mem::VAR.name, &[], ptr_ty, &[]);
                let v = b.value(mem::LOAD.name, &[arg], pointee, &[]);
                b.op(mem::STORE.name, &[tmp, v], &[], &[], 0);
                b.set_insertion_point(InsertPoint::After(c));
                let back = b.value(mem::LOAD.name, &[tmp], pointee, &[]);
                b.op(mem::STORE.name, &[arg, back], &[], &[], 0);
                ctx.set_operand(c, i, tmp);
                stats.add("arguments-copied", 1);
            }
        }
        Ok(())
    }
}

/// Is `v` a whole variable: a `mem.var`, a global's address, or a
/// function parameter?
fn is_whole_variable(ctx: &Context, v: nsl_ir::Value) -> bool {
    match ctx.value_def(v) {
        ValueDef::BlockArg(b, _) => ctx.block_parent_op(b).is_some_and(|p| ctx.op_name(p) == func::FUNC.name),
        ValueDef::Result(op, _) => {
            let name = ctx.op_name(op);
            name == mem::VAR.name || name == nsl_spirv::dialect::ADDR.name
        }
    }
}
