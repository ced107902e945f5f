//! `spirv-local-atomics`: atomics on function and private memory become
//! plain loads and stores.
//!
//! No other invocation sees that memory, so a read-modify-write is atomic
//! already (as `gpu.atomic` allows: "a target without such atomics may
//! lower it so"); SPIR-V for Vulkan has atomics on storage and workgroup
//! memory only. `gpu.atomic {op}` becomes a load, the operation (`add`,
//! `and`, `or`, `xor` in `arith`, `min`/`max` in `math`, `exchange` takes
//! the value) and a store; `gpu.atomic_cmpxchg` a load, a comparison and
//! a store of the selected value. Both give the loaded value.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, gpu, math, mem};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, TypeKind};

pub static INFO: PassInfo = PassInfo {
    name: "spirv-local-atomics",
    summary: "Atomics on function and private memory become loads and stores",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvLocalAtomics)),
};

struct SpirvLocalAtomics;

impl Pass for SpirvLocalAtomics {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([
            mem::LOAD.name,
            mem::STORE.name,
            arith::ADD.name,
            arith::AND.name,
            arith::OR.name,
            arith::XOR.name,
            arith::CMP.name,
            arith::SELECT.name,
            math::MIN.name,
            math::MAX.name,
        ]);
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
        let (atomic, cmpxchg) = (ctx.kind(gpu::ATOMIC.name), ctx.kind(gpu::ATOMIC_CMPXCHG.name));
        let ops: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| ctx.is(o, atomic) || ctx.is(o, cmpxchg)).collect();
        for op in ops {
            let ptr = ctx.operand(op, 0);
            let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(ptr)) else { continue };
            if !matches!(space, AddressSpace::Function | AddressSpace::Private) {
                continue;
            }
            let operands = ctx.operands(op).to_vec();
            let kind = ctx.attr_str(op, "op").map(str::to_string);
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let old = b.value(mem::LOAD.name, &[ptr], pointee, &[]);
            let new = match kind.as_deref() {
                None => {
                    let bool_ty = b.ctx.bool_type();
                    let eq = b.ctx.str_attr("eq");
                    let same = b.value(arith::CMP.name, &[old, operands[1]], bool_ty, &[("pred", eq)]);
                    b.value(arith::SELECT.name, &[same, operands[2], old], pointee, &[])
                }
                Some("exchange") => operands[1],
                Some(k) => {
                    let name = match k {
                        "add" => arith::ADD.name,
                        "and" => arith::AND.name,
                        "or" => arith::OR.name,
                        "xor" => arith::XOR.name,
                        "min" => math::MIN.name,
                        _ => math::MAX.name,
                    };
                    b.value(name, &[old, operands[1]], pointee, &[])
                }
            };
            b.op(mem::STORE.name, &[ptr, new], &[], &[], 0);
            let r = ctx.result(op, 0);
            ctx.replace_all_uses(r, old);
            ctx.erase_op(op);
            stats.add("atomics-lowered", 1);
        }
        Ok(())
    }
}
