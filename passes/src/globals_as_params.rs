//! `globals-as-params`: functions other than entry points reach resources
//! and per-invocation variables through parameters, for targets whose
//! functions cannot name them (CUDA: resources come in the kernel's
//! parameters, and a file-scope variable is shared by every thread).
//!
//! A `spv.global_var` in the `storage_buffer`, `uniform`, `push_constant`
//! or `private` storage class that a function uses, itself or through
//! the functions it calls, becomes a pointer parameter of that function
//! (after its own, in the variables' order); each `spv.addr` of it in the
//! function is that parameter, and every call passes the caller's address:
//! an entry point its `spv.addr`, another function its own parameter.
//! A texture or sampler (`uniform_constant`) is passed the same way as its
//! handle (`spv.handle` instead of `spv.addr`). Built-in inputs and `workgroup` variables stay globals (CUDA names them
//! everywhere) unless `all=true` (Metal, whose kernels receive built-ins
//! as parameters and declare threadgroup memory). Calls are acyclic, as in
//! every shading language.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{agg, func};
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Op, Sym, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, storage_space};
use rustc_hash::{FxHashMap, FxHashSet};

pub static INFO: PassInfo = PassInfo {
    name: "globals-as-params",
    summary: "Pass resources and private variables to functions as pointer parameters",
    anchor: Anchor::Module,
    options: &[OptionSpec {
        name: "all",
        summary: "true: built-in inputs and workgroup variables too (Metal); false (the default): not (CUDA)",
    }],
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let all = match options.values.iter().find(|(k, _)| k == "all").map(|(_, v)| v.as_str()) {
        None | Some("false") => false,
        Some("true") => true,
        Some(other) => return Err(format!("globals-as-params: all must be true or false, not '{other}'")),
    };
    Ok(Box::new(GlobalsAsParams { all }))
}

struct GlobalsAsParams {
    all: bool,
}

/// Is a variable of this storage class passed as a parameter?
fn passed(storage: &str, all: bool) -> bool {
    nsl_spirv::dialect::is_storage_buffer(storage)
        || matches!(storage, "uniform" | "push_constant" | "private" | "uniform_constant")
        || (all && matches!(storage, "input" | "workgroup"))
}

impl Pass for GlobalsAsParams {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> nsl_ir::Language {
        crate::contract::concrete(ctx)
    }
    /// A global's address becomes a parameter of the same pointer type:
    /// loads, stores and the globals themselves are unchanged.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            nsl_spirv::dialect::LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let top = ctx.block_ops(ctx.body(module, 0));
        // The passed variables, in order, with the types of their
        // parameters: a pointer, or for a texture or sampler
        // (`uniform_constant`) its handle, which `spv.handle` gives.
        let mut vars: Vec<(Sym, Type)> = Vec::new();
        let mut handles = FxHashSet::default();
        let mut entries = FxHashSet::default();
        let mut funcs: Vec<(Sym, Op)> = Vec::new();
        for &op in &top {
            let name = ctx.op_name(op);
            if name == spv::GLOBAL_VAR.name {
                let storage = ctx.attr_str(op, "storage").unwrap_or_default();
                if passed(storage, self.all) && (self.all || ctx.attr(op, "builtin").is_none()) {
                    let ty = ctx.attr_type(op, "type").expect("verified");
                    let sym = ctx.attr_symbol(op, "sym").expect("verified");
                    if storage == "uniform_constant" {
                        handles.insert(sym);
                        vars.push((sym, ty));
                    } else {
                        let space = storage_space(storage).expect("a passed storage class has an address space");
                        vars.push((sym, ctx.ptr_type(ty, space)));
                    }
                }
            } else if name == spv::ENTRY_POINT.name {
                entries.insert(ctx.attr_symbol(op, "func").expect("verified"));
            } else if name == func::FUNC.name {
                funcs.push((ctx.attr_symbol(op, "sym").expect("verified"), op));
            }
        }
        let index: FxHashMap<Sym, usize> = vars.iter().enumerate().map(|(i, &(s, _))| (s, i)).collect();
        // What each function uses, itself or through its callees.
        let addr = ctx.kind(spv::ADDR.name);
        let handle = ctx.kind(spv::HANDLE.name);
        let access = |ctx: &Context, op: Op| ctx.is(op, addr) || ctx.is(op, handle);
        let call = ctx.kind(func::CALL.name);
        let reached = crate::global_uses::by_function(ctx, module);
        let uses: FxHashMap<Sym, FxHashSet<usize>> = funcs
            .iter()
            .map(|&(name, _)| {
                let used = reached.get(&name).into_iter().flatten().filter_map(|v| index.get(v).copied());
                (name, used.collect())
            })
            .collect();
        // The new parameters of each non-entry function, in the variables' order.
        let mut added: FxHashMap<Sym, Vec<(usize, Value)>> = FxHashMap::default();
        for &(name, f) in &funcs {
            if entries.contains(&name) {
                continue;
            }
            let mut needed: Vec<usize> = uses[&name].iter().copied().collect();
            needed.sort_unstable();
            if needed.is_empty() {
                continue;
            }
            let body = ctx.body(f, 0);
            let mut args = Vec::new();
            for &i in &needed {
                let arg = ctx.add_block_arg(body, vars[i].1);
                let hint = ctx.str(vars[i].0).to_string();
                let hint = ctx.sym(&hint);
                ctx.set_value_name(arg, Some(hint));
                args.push((i, arg));
            }
            let fty = ctx.attr_type(f, "type").expect("verified");
            let TypeKind::Function { params: mut types, results } = ctx.type_kind(fty).clone() else { continue };
            types.extend(needed.iter().map(|&i| vars[i].1));
            let new_ty = ctx.function_type(types, results);
            let (key, attr) = (ctx.sym("type"), ctx.type_attr(new_ty));
            ctx.set_attr(f, key, attr);
            for op in ctx.nested_ops(f) {
                if !access(ctx, op) {
                    continue;
                }
                let Some(&i) = ctx.attr_symbol(op, "var").and_then(|v| index.get(&v)) else { continue };
                let arg = args.iter().find(|&&(j, _)| j == i).map(|&(_, a)| a).expect("the function uses it");
                let old = ctx.result(op, 0);
                // An element of an array of textures or samplers is that
                // element of the array parameter.
                let indices = ctx.operands(op).to_vec();
                let value = match indices.split_last() {
                    Some((&last, outer)) => {
                        let loc = ctx.loc(op);
                        let result_ty = ctx.value_type(old);
                        let mut b = Builder::new(ctx, InsertPoint::Before(op));
                        b.loc = loc;
                        let mut array = arg;
                        for &index in outer {
                            // spv.handle's verifier checked the variable's nesting.
                            let elem = match *b.ctx.type_kind(b.ctx.value_type(array)) {
                                TypeKind::Array { elem, .. } => elem,
                                _ => result_ty,
                            };
                            array = b.value(agg::EXTRACT_DYN.name, &[array, index], elem, &[]);
                        }
                        b.value(agg::EXTRACT_DYN.name, &[array, last], result_ty, &[])
                    }
                    None => arg,
                };
                ctx.replace_all_uses(old, value);
                ctx.erase_op(op);
            }
            stats.add("parameters-added", args.len() as u64);
            added.insert(name, args);
        }
        // Every call passes the caller's addresses.
        for &(caller, f) in &funcs {
            for op in ctx.nested_ops(f) {
                if !ctx.is(op, call) {
                    continue;
                }
                let Some(needed) = ctx.attr_symbol(op, "callee").and_then(|c| added.get(&c)) else { continue };
                let mut operands = ctx.operands(op).to_vec();
                for &(i, _) in needed {
                    let own = added.get(&caller).filter(|_| !entries.contains(&caller));
                    let value = match own {
                        Some(own) => own
                            .iter()
                            .find(|&&(j, _)| j == i)
                            .map(|&(_, a)| a)
                            .expect("a caller's parameters cover its callees'"),
                        None => {
                            let loc = ctx.loc(op);
                            let mut b = Builder::new(ctx, InsertPoint::Before(op));
                            b.loc = loc;
                            let name = b.ctx.str(vars[i].0).to_string();
                            let var = b.ctx.symbol_attr(&name);
                            let access = if handles.contains(&vars[i].0) { spv::HANDLE.name } else { spv::ADDR.name };
                            b.value(access, &[], vars[i].1, &[("var", var)])
                        }
                    };
                    operands.push(value);
                }
                ctx.set_operands(op, &operands);
            }
        }
        Ok(())
    }
}
