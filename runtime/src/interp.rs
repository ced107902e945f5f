//! The interpreter backend: runs the entry point once per invocation of
//! the dispatch on the IR interpreter.
//!
//! Invocations run one after another, work group by work group (x fastest,
//! then y, then z), and within a group thread by thread in the same order,
//! all sharing one interpreter: buffers keep what earlier invocations
//! wrote, groupshared memory starts at zero in each work group and is
//! shared by its invocations, and `static` globals start from their
//! initializers in each invocation (they are per-thread). Programs that
//! need invocations to run concurrently (a barrier, a wave operation) are
//! refused: run them on Vulkan.
//!
//! A structured buffer's storage is an aggregate of its elements, decoded
//! from the buffer's bytes by the std430 layout; a byte-address buffer's
//! is an aggregate of u32 words. Uniforms are decoded from their std140
//! bytes. After the dispatch each buffer is encoded back into its bytes.

use crate::layout::{Layouter, Rules};
use crate::program::{Bindings, EntryArg, ParamKind, Place, Program, SystemValue};
use crate::Error;
use nsl_ir::interp::{value_from_attr, zero_value, Interpreter, RtValue};
use nsl_ir::{Op, Sym, TypeKind};
use std::collections::HashSet;

/// The interpreter's step budget for a whole dispatch.
const MAX_STEPS: u64 = 200_000_000;

/// Runs the dispatch; returns the final bytes of each bound buffer, in the
/// order of `bindings.buffers`.
pub fn run(program: &Program, bindings: &Bindings, groups: [u32; 3], row_major: bool) -> Result<Vec<Vec<u8>>, Error> {
    let ctx = &program.ctx;
    if let Some(why) = unrunnable(program) {
        return Err(Error::Unsupported(why));
    }
    let storage = Layouter { ctx, rules: Rules::Std430, row_major };
    let uniform = Layouter { ctx, rules: Rules::Std140, row_major };
    let mut interp = Interpreter::new(ctx, program.module).with_step_limit(MAX_STEPS);
    let mut buffer_syms = Vec::new();
    // The interpreter lays structured buffers out by std430 only.
    if let Some(p) = program.params.iter().find(|p| matches!(p.kind, ParamKind::Structured { std430: false, .. })) {
        return Err(Error::Unsupported(format!(
            "the interpreter lays structured buffers out by std430; '{}' names another data layout",
            p.name
        )));
    }
    for b in &bindings.buffers {
        let param = &program.params[b.param];
        let Place::Global(g) = param.place else { return Err(Error::Setup("a buffer must be a global".into())) };
        let sym = global_sym(program, g)?;
        let value = match &param.kind {
            ParamKind::Structured { elem, std430: true } => {
                let stride = storage.array_stride(*elem).map_err(Error::Setup)?;
                let n = b.bytes.len() as u32 / stride.max(1);
                let elems = (0..n).map(|i| storage.decode(*elem, &b.bytes, i * stride)).collect::<Result<_, _>>();
                RtValue::Agg(elems.map_err(Error::Setup)?)
            }
            _ => RtValue::Agg(
                b.bytes
                    .chunks_exact(4)
                    .map(|w| RtValue::Int(u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]]))))
                    .collect(),
            ),
        };
        interp.bind_global(sym, value);
        buffer_syms.push(sym);
    }
    let mut entry_values: Vec<Option<RtValue>> = vec![None; program.entry.args.len()];
    for u in &bindings.uniforms {
        let param = &program.params[u.param];
        let ParamKind::Uniform(ty) = param.kind else { continue };
        let value = uniform.decode(ty, &u.bytes, 0).map_err(Error::Setup)?;
        match param.place {
            Place::Global(g) => interp.bind_global(global_sym(program, g)?, value),
            Place::EntryArg(i) => entry_values[i] = Some(value),
        }
    }

    let (per_group, per_invocation) = private_globals(program);
    let [nx, ny, nz] = program.entry.numthreads;
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                for (sym, init) in &per_group {
                    interp.bind_global(*sym, init.clone());
                }
                for tz in 0..nz {
                    for ty in 0..ny {
                        for tx in 0..nx {
                            for (sym, init) in &per_invocation {
                                interp.bind_global(*sym, init.clone());
                            }
                            let ids = Ids { group: [gx, gy, gz], thread: [tx, ty, tz], size: [nx, ny, nz] };
                            let args = program
                                .entry
                                .args
                                .iter()
                                .enumerate()
                                .map(|(i, a)| match *a {
                                    EntryArg::System(sv, t) => system_value(program, sv, t, &ids),
                                    EntryArg::Uniform(p) => {
                                        entry_values[i].clone().unwrap_or_else(|| match program.params[p].kind {
                                            ParamKind::Uniform(t) => zero_value(ctx, t),
                                            _ => RtValue::Agg(Vec::new()),
                                        })
                                    }
                                })
                                .collect();
                            interp.call(program.entry.func, args).map_err(|t| {
                                let at = match (t.loc.is_known(), ctx.file_name(t.loc.file)) {
                                    (true, Some(f)) => format!(" at {f}:{}:{}", t.loc.line, t.loc.col),
                                    _ => String::new(),
                                };
                                Error::Execution(format!(
                                    "trap in group {:?}, thread {:?}: {}{at}",
                                    ids.group, ids.thread, t.message
                                ))
                            })?;
                        }
                    }
                }
            }
        }
    }

    let mut out = Vec::new();
    for (b, &sym) in bindings.buffers.iter().zip(&buffer_syms) {
        let mut bytes = b.bytes.clone();
        let value = interp.read_global(sym).cloned().unwrap_or(RtValue::Agg(Vec::new()));
        match &program.params[b.param].kind {
            ParamKind::Structured { elem, std430: true } => {
                let stride = storage.array_stride(*elem).map_err(Error::Setup)?;
                for (i, v) in value.elems().iter().enumerate() {
                    storage.encode(*elem, v, &mut bytes, i as u32 * stride).map_err(Error::Execution)?;
                }
            }
            _ => {
                for (w, v) in bytes.chunks_exact_mut(4).zip(value.elems()) {
                    w.copy_from_slice(&(v.as_int() as u32).to_le_bytes());
                }
            }
        }
        out.push(bytes);
    }
    Ok(out)
}

struct Ids {
    group: [u32; 3],
    thread: [u32; 3],
    size: [u32; 3],
}

fn system_value(program: &Program, sv: SystemValue, ty: nsl_ir::Type, ids: &Ids) -> RtValue {
    let v: [u32; 3] = match sv {
        SystemValue::DispatchThreadId => [0, 1, 2].map(|i| ids.group[i] * ids.size[i] + ids.thread[i]),
        SystemValue::GroupThreadId => ids.thread,
        SystemValue::GroupId => ids.group,
        SystemValue::GroupIndex => {
            let [x, y, z] = ids.thread;
            [(z * ids.size[1] + y) * ids.size[0] + x, 0, 0]
        }
    };
    match program.ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => {
            RtValue::Agg(v[..*len as usize].iter().map(|&c| RtValue::Int(c.into())).collect())
        }
        _ => RtValue::Int(v[0].into()),
    }
}

/// The globals each work group gets afresh (groupshared, zero) and those
/// each invocation does (statics, from their initializer), with their
/// initial values.
#[allow(clippy::type_complexity)]
fn private_globals(program: &Program) -> (Vec<(Sym, RtValue)>, Vec<(Sym, RtValue)>) {
    let ctx = &program.ctx;
    let (mut per_group, mut per_invocation) = (Vec::new(), Vec::new());
    for op in ctx.iter_block(ctx.body(program.module, 0)) {
        if ctx.op_name(op) != nsl_dialects::hl::GLOBAL.name {
            continue;
        }
        let (Some(sym), Some(ty)) = (ctx.attr_symbol(op, "sym"), ctx.attr_type(op, "type")) else { continue };
        let init =
            ctx.attr(op, "init").and_then(|a| value_from_attr(ctx, a, ty)).unwrap_or_else(|| zero_value(ctx, ty));
        match ctx.attr_str(op, "kind") {
            Some("groupshared") => per_group.push((sym, init)),
            Some("static") => per_invocation.push((sym, init)),
            _ => {}
        }
    }
    (per_group, per_invocation)
}

fn global_sym(program: &Program, g: Op) -> Result<Sym, Error> {
    program.ctx.attr_symbol(g, "sym").ok_or_else(|| Error::Setup("a global without a symbol".into()))
}

/// The first op reachable from the entry point whose meaning needs other
/// invocations running at the same time: barriers and wave operations.
/// Why the interpreter cannot run the entry point, if it cannot: an op
/// reachable from it needs invocations that run together (a barrier, a
/// wave operation) or is target code (inline SPIR-V).
fn unrunnable(program: &Program) -> Option<String> {
    let ctx = &program.ctx;
    let symbols = nsl_ir::SymbolTable::build(ctx, program.module);
    let mut seen = HashSet::new();
    let mut work = vec![program.entry.func];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let mut found = None;
        ctx.walk_nested(f, &mut |op| {
            let name = ctx.op_name(op);
            if name == "gpu.barrier" || name.starts_with("gpu.wave") {
                found.get_or_insert_with(|| {
                    format!("{name} needs invocations that run together; the interpreter runs them one by one")
                });
            } else if name == "hl.handle_cast" || name == "hl.handle_deref" {
                found.get_or_insert_with(|| format!("{name}: descriptor handles run on the compiled targets only"));
            } else if name == "gpu.system_value" {
                found.get_or_insert_with(|| format!("{name}: the interpreter passes system values as parameters only"));
            } else if name == "hl.spirv_asm" {
                found.get_or_insert_with(|| format!("{name} is SPIR-V code; it runs on the SPIR-V target only"));
            } else if ctx.schema(op).eval.is_none() {
                // Device addresses and other target-only operations.
                found.get_or_insert_with(|| format!("{name} has no interpreter semantics"));
            } else if let Some(callee) = ctx.attr_symbol(op, "callee").and_then(|s| symbols.lookup(s)) {
                work.push(callee);
            }
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
