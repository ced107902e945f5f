//! nsl-dialects: the core dialects of nanoslang.
//!
//! | dialect   | what it holds                                              |
//! |-----------|------------------------------------------------------------|
//! | `builtin` | the module                                                 |
//! | `func`    | functions, calls, returns                                  |
//! | `cf`      | structured control flow: if, loop, switch, yield, break, continue |
//! | `arith`   | constants, scalar/vector/matrix arithmetic, comparisons, conversions |
//! | `vec`     | vector construct, extract, insert, swizzle, splat          |
//! | `mat`     | matrix construct, rows, transpose, multiplies              |
//! | `agg`     | struct and array values                                    |
//! | `mem`     | local variables, loads, stores, addresses                  |
//! | `hl`      | shader parameters, resources, entry points (frontend output) |
//! | `math`    | HLSL/Slang math intrinsics: float functions, bit counts, vector and matrix math |
//! | `gpu`     | barriers, atomics, wave operations                          |
//! | `rt`      | ray tracing: system values, TraceRay, CallShader, hits, ray queries |
//! | `gen`     | generics: interfaces, witness tables and calls, generic calls, existential values |
//! | `diff`    | autodiff markers (`fwd_diff`, `bwd_diff`, `detach`, differentiable functions) |
//! | `coop`    | cooperative matrices and vectors (SPV_KHR_cooperative_matrix, SPV_NV_cooperative_vector) |
//!
//! Architecture invariant: dialects know nothing of the frontend or the
//! backends; every op is one `OpSchema` declaration.

pub mod agg;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod coop;
pub mod diff;
pub mod func;
pub mod gen;
pub mod gpu;
pub mod hl;
pub mod hl_stage;
pub mod invariants;
pub mod mat;
pub mod math;
pub mod mem;
pub mod rt;
pub mod rules;
mod scalar;
pub mod spirv_asm;
pub mod template;
pub mod vec;

use nsl_ir::{Context, Diagnostic, Dialect, Loc, Op};

/// Every core dialect, in registration order.
pub const CORE_DIALECTS: [&Dialect; 15] = [
    &builtin::DIALECT,
    &func::DIALECT,
    &cf::DIALECT,
    &arith::DIALECT,
    &vec::DIALECT,
    &mat::DIALECT,
    &agg::DIALECT,
    &mem::DIALECT,
    &hl::DIALECT,
    &math::DIALECT,
    &gpu::DIALECT,
    &gen::DIALECT,
    &diff::DIALECT,
    &rt::DIALECT,
    &coop::DIALECT,
];

/// A context with every core dialect registered.
pub fn core_context() -> Context {
    let mut ctx = Context::new();
    for d in CORE_DIALECTS {
        ctx.register_dialect(d);
    }
    ctx
}

/// Parses textual IR into a module. A file holding a single
/// `builtin.module` is that module; any other sequence of top-level ops is
/// wrapped in a new module, as a convenience for hand-written tests.
pub fn parse_module(ctx: &mut Context, src: &str, file_name: &str) -> Result<Op, Diagnostic> {
    let ops = nsl_ir::parser::parse_ops(ctx, src, file_name)?;
    let module_kind = ctx.kind(builtin::MODULE.name);
    if let [single] = ops[..] {
        if ctx.is(single, module_kind) {
            return Ok(single);
        }
    }
    let loc = ops.first().map_or(Loc::UNKNOWN, |&o| ctx.loc(o));
    let module = ctx.create_op(module_kind, &[], &[], &[], 1, loc);
    let body = ctx.body(module, 0);
    for op in ops {
        ctx.insert_op(op, nsl_ir::InsertPoint::End(body));
    }
    Ok(module)
}
