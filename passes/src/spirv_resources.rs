//! `spirv-resources`: `hl` globals and resource accesses become SPIR-V
//! variables and memory operations.
//!
//! | `hl` | SPIR-V |
//! |------|--------|
//! | `[RW]StructuredBuffer<T>` | `storage_buffer` variable holding `struct {T data[];}` (`readonly` unless RW) |
//! | `[RW]ByteAddressBuffer` | `storage_buffer` variable holding `struct {u32 data[];}` |
//! | textures, samplers, acceleration structures | `uniform_constant` variables; `hl.resource` -> `spv.handle` |
//! | uniform globals | fields, in declaration order, of one `uniform` block `GlobalParams` (std140) |
//! | `[[vk::shader_record]]` uniforms | a `shader_record` block each (std140) |
//! | groupshared | `workgroup` variable |
//! | static | `private` variable (its `init`, else zero) |
//!
//! Every variable keeps its global's symbol and binding (the uniform block,
//! named `globalParams`, takes the binding its globals share). Globals that
//! no op refers to are dropped (the uniform block keeps every uniform, so
//! its layout does not depend on what the code reads, and is dropped only
//! when no uniform is read). Accesses:
//! `hl.buffer_elem_addr` is the address of `data[i]`, `hl.byte_addr` of
//! `data[offset / 4]`, `hl.buffer_data_addr` of `data`; `hl.byte_load` / `hl.byte_store` load or store the
//! words `data[offset / 4 + k]` one by one; `hl.buffer_length` is
//! `spv.array_length` (times 4 for bytes); `hl.global_addr` is the
//! variable's address, or the address of the uniform's block field.
//!
//! A buffer handle may only be used by those access ops. A function
//! variable that only ever holds handles of one global (a resource
//! parameter copied into a local, then inlined) is read as that global; one
//! holding buffers of several globals chosen by control flow (their blocks
//! of one type) holds the chosen block's address (a variable pointer). A
//! handle passed to a function (not inlined) or chosen otherwise is
//! rejected with a diagnostic; a buffer named in `spirv_asm` is its variable.

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, gpu, hl, mem, vec};
use nsl_ir::printer::print_type;
use nsl_ir::{AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, build_addr, build_global_var, unique_symbol};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "spirv-resources",
    summary: "hl globals and resource accesses become SPIR-V variables, blocks and memory ops",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvResources)),
};

/// The `hl` ops this pass removes.
const REMOVED: &[&str] = &[
    hl::GLOBAL.name,
    hl::GLOBAL_ADDR.name,
    hl::RESOURCE.name,
    hl::RESOURCE_ELEM.name,
    hl::BUFFER_ELEM_ADDR.name,
    hl::BUFFER_LENGTH.name,
    hl::BYTE_LOAD.name,
    hl::BYTE_STORE.name,
    hl::BYTE_ADDR.name,
    hl::BUFFER_DATA_ADDR.name,
];

struct SpirvResources;

impl Pass for SpirvResources {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Resources become variables and handles of their element types,
    /// byte addresses `u32` words.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
            .with_invariant(BINDINGS_ASSIGNED)
            .with_invariant(nsl_dialects::invariants::LAYOUTS_DECIDED)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().without_ops(REMOVED);
        out.ops.extend([
            spv::GLOBAL_VAR.name,
            spv::ADDR.name,
            spv::HANDLE.name,
            spv::ARRAY_LENGTH.name,
            mem::FIELD_ADDR.name,
            mem::ELEM_ADDR.name,
            mem::LOAD.name,
            mem::STORE.name,
            arith::CONST.name,
            arith::ADD.name,
            arith::MUL.name,
            arith::SHR.name,
            arith::CONVERT.name,
            vec::CONSTRUCT.name,
            vec::EXTRACT.name,
        ]);
        out.keeping_invariants(self.preserves())
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        ctx.register_dialect(&spv::DIALECT);
        stats.add("array-variables-forwarded", forward_resource_array_variables(ctx, module));
        stats.add("handle-variables-forwarded", forward_handle_variables(ctx, module));
        for v in ctx.nested_ops(module) {
            if ctx.op_name(v) != mem::VAR.name {
                continue;
            }
            let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.result(v, 0))) else { continue };
            if matches!(ctx.type_kind(pointee), TypeKind::Ptr { space: AddressSpace::Workgroup, .. }) {
                return Err(Diagnostic::error(
                    "NSL3121",
                    ctx.loc(v),
                    "a local holding a pointer into groupshared memory is stored more than once; the SPIR-V target \
                     only has such pointers where they are computed (assign it once)",
                ));
            }
        }
        let globals = declare_variables(ctx, module, stats)?;
        let kinds = Kinds::new(ctx);
        stats.add("variable-buffer-pointers", variable_buffer_pointers(ctx, module, &globals, &kinds)?);
        let mut views = FxHashMap::default();
        for op in ctx.nested_ops(module) {
            if ctx.is_erased(op) {
                continue;
            }
            if ctx.is(op, kinds.global_addr) {
                rewrite_global_addr(ctx, op, &globals)?;
            } else if ctx.is(op, kinds.resource) {
                rewrite_resource(ctx, module, op, &globals, &kinds, &mut views)?;
            } else if ctx.op_name(op) == hl::RESOURCE_ELEM.name {
                // An element of a descriptor array: `spv.handle %i`.
                let name = ctx.attr_symbol(op, "global").expect("verified");
                let Lowered::Var { sym, ty: var_ty, space, bytes } = &globals.by_name[&name] else {
                    unreachable!("hl.resource_elem names a resource global")
                };
                if let (Some(space), TypeKind::Array { elem: block, .. }) = (*space, ctx.type_kind(*var_ty).clone()) {
                    // An element of an array of buffers: its block's address.
                    let index = ctx.operand(op, 0);
                    let mut b = builder_before(ctx, op);
                    let base = build_addr(&mut b, sym, *var_ty, space);
                    let block_ptr_ty = b.ctx.ptr_type(block, space);
                    let nonuniform = b.ctx.attr(op, "nonuniform").map(|n| ("nonuniform", n));
                    let block_ptr = b.value(mem::ELEM_ADDR.name, &[base, index], block_ptr_ty, nonuniform.as_slice());
                    let result = ctx.result(op, 0);
                    for u in ctx.uses(result).to_vec() {
                        let known = [
                            kinds.elem_addr,
                            kinds.length,
                            kinds.byte_load,
                            kinds.byte_store,
                            kinds.byte_addr,
                            kinds.data_addr,
                        ];
                        if u.index != 0 || !known.iter().any(|&k| ctx.is(u.op, k)) {
                            return Err(Diagnostic::error(
                                "NSL3121",
                                ctx.loc(u.op),
                                format!(
                                    "buffer '{sym}' is used by '{}'; the SPIR-V target only reads buffers directly (pass them to functions by inlining)",
                                    ctx.op_name(u.op)
                                ),
                            ));
                        }
                        rewrite_access(ctx, u.op, block_ptr, block, *bytes, &kinds)?;
                    }
                    ctx.erase_op(op);
                    continue;
                }
                let var = ctx.symbol_attr(sym);
                let mut attrs = vec![("var", var)];
                if let Some(n) = ctx.attr(op, "nonuniform") {
                    attrs.push(("nonuniform", n));
                }
                let (index, result) = (ctx.operand(op, 0), ctx.result(op, 0));
                let ty = ctx.value_type(result);
                let mut b = builder_before(ctx, op);
                let h = b.value(spv::HANDLE.name, &[index], ty, &attrs);
                ctx.replace_all_uses(result, h);
                ctx.erase_op(op);
            }
        }
        for op in ctx.block_ops(ctx.body(module, 0)) {
            if ctx.is(op, kinds.global) {
                ctx.erase_op(op);
            }
        }
        Ok(())
    }
}

/// Replaces each function variable whose stores all store handles of one
/// resource global (or what the variable itself held: a struct holding a
/// buffer copied in and out of an `inout` parameter, split) by that
/// global: its loads become `hl.resource` ops, its stores and itself are
/// deleted. Repeats while a variable goes, since a handle copied from one
/// variable into another is a global's once the first is forwarded.
/// Returns how many.
pub(crate) fn forward_handle_variables(ctx: &mut Context, module: Op) -> u64 {
    let mut total = 0;
    loop {
        let count = forward_handle_variables_once(ctx, module);
        total += count;
        if count == 0 {
            return total;
        }
    }
}

fn forward_handle_variables_once(ctx: &mut Context, module: Op) -> u64 {
    let (var, load, store, resource) =
        (ctx.kind(mem::VAR.name), ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name), ctx.kind(hl::RESOURCE.name));
    let mut count = 0;
    for v in ctx.nested_ops(module) {
        if ctx.is_erased(v) || !ctx.is(v, var) {
            continue;
        }
        let ptr = ctx.result(v, 0);
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { continue };
        // A local holding a pointer into groupshared memory (a parameter
        // or `let` of a `Ptr<T, ..., GroupShared>`): SPIR-V's logical
        // pointers live in no variable, so one stored once is forwarded.
        if matches!(ctx.type_kind(pointee), TypeKind::Ptr { space: AddressSpace::Workgroup, .. }) {
            if forward_single_store(ctx, v) {
                count += 1;
            }
            continue;
        }
        if !matches!(ctx.type_kind(pointee), TypeKind::Opaque { .. }) {
            continue;
        }
        let mut global = None;
        let mut ok = true;
        for u in ctx.uses(ptr) {
            // A store of what the variable held keeps its global.
            let self_store = ctx.is(u.op, store)
                && u.index == 0
                && ctx.defining_op(ctx.operand(u.op, 1)).is_some_and(|d| ctx.is(d, load) && ctx.operand(d, 0) == ptr);
            if self_store {
                continue;
            }
            let stored = (ctx.is(u.op, store) && u.index == 0)
                .then(|| ctx.defining_op(ctx.operand(u.op, 1)))
                .flatten()
                .filter(|&d| ctx.is(d, resource))
                .and_then(|d| ctx.attr_symbol(d, "global"));
            match stored {
                Some(g) if *global.get_or_insert(g) == g => {}
                None if ctx.is(u.op, load) => {}
                _ => ok = false,
            }
        }
        if !ok && forward_single_store(ctx, v) {
            count += 1;
            continue;
        }
        let Some(g) = global.filter(|_| ok) else { continue };
        let g = ctx.intern_attr(nsl_ir::AttrKind::Symbol(g));
        for u in ctx.uses(ptr).to_vec() {
            if ctx.is(u.op, load) {
                let mut b = builder_before(ctx, u.op);
                let h = b.value(hl::RESOURCE.name, &[], pointee, &[("global", g)]);
                let r = ctx.result(u.op, 0);
                ctx.replace_all_uses(r, h);
            }
            ctx.erase_op(u.op);
        }
        ctx.erase_op(v);
        count += 1;
    }
    count
}

/// A function variable holding the handles of several buffers (one chosen
/// by control flow) whose blocks have one type and address space: it holds
/// the chosen block's address instead (a variable pointer, SPIR-V's
/// `VariablePointersStorageBuffer`), its stores store the buffers'
/// addresses and the accesses through its loads address that block.
/// Variables holding anything else are left to the checks that follow.
/// Returns how many.
fn variable_buffer_pointers(
    ctx: &mut Context,
    module: Op,
    globals: &Globals,
    kinds: &Kinds,
) -> Result<u64, Diagnostic> {
    let (var, load, store) = (ctx.kind(mem::VAR.name), ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
    let known = [kinds.elem_addr, kinds.length, kinds.byte_load, kinds.byte_store, kinds.byte_addr, kinds.data_addr];
    let mut count = 0;
    for v in ctx.nested_ops(module) {
        if ctx.is_erased(v) || !ctx.is(v, var) {
            continue;
        }
        let ptr = ctx.result(v, 0);
        let TypeKind::Ptr { pointee, space: var_space } = *ctx.type_kind(ctx.value_type(ptr)) else { continue };
        if !matches!(ctx.type_kind(pointee), TypeKind::Opaque { .. }) {
            continue;
        }
        // The block type, space and byte-addressing every stored buffer shares.
        let mut block: Option<(Type, AddressSpace, bool)> = None;
        let mut ok = true;
        for u in ctx.uses(ptr) {
            if ctx.is(u.op, store) && u.index == 0 {
                for choice in chosen_blocks(ctx, ctx.operand(u.op, 1), globals, kinds, 0) {
                    match choice {
                        Some(t) if *block.get_or_insert(t) == t => {}
                        _ => ok = false,
                    }
                }
            } else if ctx.is(u.op, load) && u.index == 0 {
                let r = ctx.result(u.op, 0);
                ok &= ctx.uses(r).iter().all(|w| {
                    w.index == 0
                        && known.iter().any(|&k| ctx.is(w.op, k))
                        && byte_view_scalar(ctx, w.op, kinds).is_none()
                });
            } else {
                ok = false;
            }
        }
        let Some((block, space, bytes)) = block.filter(|_| ok) else { continue };
        let block_ptr_ty = ctx.ptr_type(block, space);
        let var_ty = ctx.ptr_type(block_ptr_ty, var_space);
        ctx.set_value_type(ptr, var_ty);
        for u in ctx.uses(ptr).to_vec() {
            if ctx.is(u.op, store) {
                let addr = block_address(ctx, ctx.operand(u.op, 1), u.op, block_ptr_ty, globals, kinds);
                ctx.set_operand(u.op, 1, addr);
            } else {
                let r = ctx.result(u.op, 0);
                ctx.set_value_type(r, block_ptr_ty);
                for w in ctx.uses(r).to_vec() {
                    rewrite_access(ctx, w.op, r, block, bytes, kinds)?;
                }
            }
        }
        count += 1;
    }
    // `c ? a : b` read directly (its variable forwarded): the `cf.if`
    // gives the chosen block's address.
    let if_kind = ctx.kind(nsl_dialects::cf::IF.name);
    for d in ctx.nested_ops(module) {
        if ctx.is_erased(d) || !ctx.is(d, if_kind) {
            continue;
        }
        for r in ctx.results(d).to_vec() {
            if !matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Opaque { .. }) {
                continue;
            }
            let read_only = ctx.uses(r).iter().all(|w| {
                w.index == 0 && known.iter().any(|&k| ctx.is(w.op, k)) && byte_view_scalar(ctx, w.op, kinds).is_none()
            });
            let choices = branch_blocks(ctx, d, r, globals, kinds, 0);
            let Some(Some(first)) = choices.first().copied() else { continue };
            if !read_only || choices.iter().any(|&c| c != Some(first)) {
                continue;
            }
            let (block, space, bytes) = first;
            let block_ptr_ty = ctx.ptr_type(block, space);
            let at = ctx.uses(r).first().map(|w| w.op).unwrap_or(d);
            block_address(ctx, r, at, block_ptr_ty, globals, kinds);
            for w in ctx.uses(r).to_vec() {
                rewrite_access(ctx, w.op, r, block, bytes, kinds)?;
            }
            count += 1;
        }
    }
    Ok(count)
}

/// The buffer the handle `v` is, when it is a storage buffer global
/// (`hl.resource`) or an element of an array of them (`hl.resource_elem`):
/// its variable's symbol and type, and its block's type, address space and
/// byte-addressing.
fn stored_buffer_block(
    ctx: &Context,
    v: Value,
    globals: &Globals,
    kinds: &Kinds,
) -> Option<(String, Type, Type, AddressSpace, bool)> {
    let d = ctx.defining_op(v)?;
    let elem = ctx.op_name(d) == hl::RESOURCE_ELEM.name;
    if !ctx.is(d, kinds.resource) && !elem {
        return None;
    }
    let g = ctx.attr_symbol(d, "global")?;
    let &Lowered::Var { ref sym, ty, space: Some(space), bytes } = globals.by_name.get(&g)? else { return None };
    if !space_is_storage(space) {
        return None;
    }
    match (elem, ctx.type_kind(ty)) {
        (false, TypeKind::Struct { .. }) => Some((sym.clone(), ty, ty, space, bytes)),
        (true, &TypeKind::Array { elem: block, .. }) => Some((sym.clone(), ty, block, space, bytes)),
        _ => None,
    }
}

/// The blocks (type, address space, byte-addressing) the buffer handle `v`
/// may be: one for a storage buffer global or an element of an array of
/// them, those of both branches for a `cf.if` result used once (`c ? a :
/// b`); `None` among them for anything else.
fn chosen_blocks(
    ctx: &Context,
    v: Value,
    globals: &Globals,
    kinds: &Kinds,
    depth: usize,
) -> Vec<Option<(Type, AddressSpace, bool)>> {
    if let Some((_, _, ty, space, bytes)) = stored_buffer_block(ctx, v, globals, kinds) {
        return vec![Some((ty, space, bytes))];
    }
    let Some(d) = ctx.defining_op(v).filter(|&d| ctx.op_name(d) == nsl_dialects::cf::IF.name) else {
        return vec![None];
    };
    if depth > 16 || ctx.uses(v).len() != 1 {
        return vec![None];
    }
    branch_blocks(ctx, d, v, globals, kinds, depth)
}

/// [`chosen_blocks`] of what each branch of the `cf.if` `d` yields for its
/// result `v`.
fn branch_blocks(
    ctx: &Context,
    d: Op,
    v: Value,
    globals: &Globals,
    kinds: &Kinds,
    depth: usize,
) -> Vec<Option<(Type, AddressSpace, bool)>> {
    let i = ctx.results(d).iter().position(|&r| r == v).expect("a result of its op");
    let mut out = Vec::new();
    for r in 0..ctx.regions(d).len() {
        let body = ctx.body(d, r);
        match ctx.block_ops(body).last().copied().filter(|&y| ctx.op_name(y) == nsl_dialects::cf::YIELD.name) {
            Some(y) => out.extend(chosen_blocks(ctx, ctx.operand(y, i), globals, kinds, depth + 1)),
            None => out.push(None),
        }
    }
    out
}

/// The block address (of type `block_ptr_ty`) standing for the buffer
/// handle `v`, which [`chosen_blocks`] accepted, built before `at`; a
/// `cf.if` result is retyped and its branches yield their addresses.
fn block_address(ctx: &mut Context, v: Value, at: Op, block_ptr_ty: Type, globals: &Globals, kinds: &Kinds) -> Value {
    let d = ctx.defining_op(v).expect("checked by chosen_blocks");
    if ctx.op_name(d) == nsl_dialects::cf::IF.name {
        let i = ctx.results(d).iter().position(|&r| r == v).expect("a result of its op");
        for r in 0..ctx.regions(d).len() {
            let body = ctx.body(d, r);
            let y = *ctx.block_ops(body).last().expect("checked by chosen_blocks");
            let a = block_address(ctx, ctx.operand(y, i), y, block_ptr_ty, globals, kinds);
            ctx.set_operand(y, i, a);
        }
        ctx.set_value_type(v, block_ptr_ty);
        return v;
    }
    let (sym, var_ty, block, space, _) = stored_buffer_block(ctx, v, globals, kinds).expect("checked by chosen_blocks");
    let mut b = builder_before(ctx, at);
    if var_ty == block {
        build_addr(&mut b, &sym, block, space)
    } else {
        // An element of an array of buffers: its block.
        let base = build_addr(&mut b, &sym, var_ty, space);
        let nonuniform = b.ctx.attr(d, "nonuniform").map(|n| ("nonuniform", n));
        let index = b.ctx.operand(d, 0);
        b.value(mem::ELEM_ADDR.name, &[base, index], block_ptr_ty, nonuniform.as_slice())
    }
}

/// Is `space` a storage buffer's (in any of its data layouts)?
fn space_is_storage(space: AddressSpace) -> bool {
    matches!(
        space,
        AddressSpace::Storage | AddressSpace::StorageScalar | AddressSpace::StorageStd140 | AddressSpace::StorageC
    )
}

/// Replaces each function variable of an array of resources whose stores
/// all store the whole of one resource array global (a struct holding a
/// descriptor array copied into a local, then split), or its element `k`
/// into element `k` at constant positions (an array of structs holding
/// buffers, split by field), and that is otherwise
/// only indexed and loaded element by element: element `i` is
/// `hl.resource_elem` of that global. Returns how many.
fn forward_resource_array_variables(ctx: &mut Context, module: Op) -> u64 {
    let (var, load, store, resource, elem_addr) = (
        ctx.kind(mem::VAR.name),
        ctx.kind(mem::LOAD.name),
        ctx.kind(mem::STORE.name),
        ctx.kind(hl::RESOURCE.name),
        ctx.kind(mem::ELEM_ADDR.name),
    );
    let resource_elem = ctx.kind(hl::RESOURCE_ELEM.name);
    let mut count = 0;
    for v in ctx.nested_ops(module) {
        if ctx.is_erased(v) || !ctx.is(v, var) {
            continue;
        }
        let ptr = ctx.result(v, 0);
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { continue };
        let TypeKind::Array { elem, .. } = *ctx.type_kind(pointee) else { continue };
        if !matches!(ctx.type_kind(elem), TypeKind::Opaque { .. }) {
            continue;
        }
        let mut global = None;
        let mut ok = true;
        for u in ctx.uses(ptr) {
            if ctx.is(u.op, store) && u.index == 0 {
                let g = ctx
                    .defining_op(ctx.operand(u.op, 1))
                    .filter(|&d| ctx.is(d, resource))
                    .and_then(|d| ctx.attr_symbol(d, "global"));
                match g {
                    Some(g) if *global.get_or_insert(g) == g => {}
                    _ => ok = false,
                }
            } else if ctx.is(u.op, elem_addr) && u.index == 0 {
                // Loads, and stores of the global's element at the same
                // constant position (an array of structs split by field).
                let at = constant_index(ctx, ctx.operand(u.op, 1));
                for w in ctx.uses(ctx.result(u.op, 0)) {
                    if ctx.is(w.op, load) {
                        continue;
                    }
                    let stored = (ctx.is(w.op, store) && w.index == 0)
                        .then(|| ctx.defining_op(ctx.operand(w.op, 1)))
                        .flatten()
                        .filter(|&d| ctx.is(d, resource_elem));
                    let same = stored.is_some_and(|d| {
                        at.is_some() && constant_index(ctx, ctx.operand(d, 0)) == at && {
                            let g = ctx.attr_symbol(d, "global").expect("verified");
                            *global.get_or_insert(g) == g
                        }
                    });
                    ok &= same;
                }
            } else {
                ok = false;
            }
        }
        let Some(g) = global.filter(|_| ok) else { continue };
        let g = ctx.intern_attr(nsl_ir::AttrKind::Symbol(g));
        for u in ctx.uses(ptr).to_vec() {
            if ctx.is(u.op, elem_addr) {
                let index = ctx.operand(u.op, 1);
                for w in ctx.uses(ctx.result(u.op, 0)).to_vec() {
                    if ctx.is(w.op, store) {
                        ctx.erase_op(w.op);
                        continue;
                    }
                    let mut b = builder_before(ctx, w.op);
                    let h = b.value(hl::RESOURCE_ELEM.name, &[index], elem, &[("global", g)]);
                    let r = ctx.result(w.op, 0);
                    ctx.replace_all_uses(r, h);
                    ctx.erase_op(w.op);
                }
            }
            ctx.erase_op(u.op);
        }
        ctx.erase_op(v);
        count += 1;
    }
    count
}

/// The value of an `arith.const` index.
fn constant_index(ctx: &Context, v: Value) -> Option<i128> {
    let d = ctx.defining_op(v)?;
    (ctx.op_name(d) == arith::CONST.name).then(|| ctx.attr_int(d, "value")).flatten()
}

/// A function variable of a handle type stored once (an element of a
/// descriptor array copied into a local) and only loaded where that store
/// dominates: its loads become the stored value; the variable and the
/// store go. Returns whether it did.
fn forward_single_store(ctx: &mut Context, var: Op) -> bool {
    let (load, store) = (ctx.kind(mem::LOAD.name), ctx.kind(mem::STORE.name));
    let ptr = ctx.result(var, 0);
    // Loads nothing reads (an `out` parameter's copy-in) read no handle.
    for u in ctx.uses(ptr).to_vec() {
        if ctx.is(u.op, load) && !ctx.has_uses(ctx.result(u.op, 0)) {
            ctx.erase_op(u.op);
        }
    }
    let uses = ctx.uses(ptr).to_vec();
    let stores: Vec<Op> = uses.iter().filter(|u| ctx.is(u.op, store)).map(|u| u.op).collect();
    let [s] = stores[..] else { return false };
    if uses.iter().any(|u| u.op != s && !ctx.is(u.op, load)) || uses.iter().any(|u| u.op == s && u.index != 0) {
        return false;
    }
    let Some(block) = ctx.parent_block(s) else { return false };
    // Each load sits in an op after the store in the store's block.
    let after_store = |ctx: &Context, mut op: Op| loop {
        if ctx.parent_block(op) == Some(block) {
            let mut at = ctx.next_op(s);
            while let Some(o) = at {
                if o == op {
                    return true;
                }
                at = ctx.next_op(o);
            }
            return false;
        }
        match ctx.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    };
    if !uses.iter().filter(|u| u.op != s).all(|u| after_store(ctx, u.op)) {
        return false;
    }
    let value = ctx.operand(s, 1);
    for u in uses {
        if u.op != s {
            let r = ctx.result(u.op, 0);
            ctx.replace_all_uses(r, value);
            ctx.erase_op(u.op);
        }
    }
    ctx.erase_op(s);
    ctx.erase_op(var);
    true
}

struct Kinds {
    global: nsl_ir::OpKind,
    global_addr: nsl_ir::OpKind,
    resource: nsl_ir::OpKind,
    elem_addr: nsl_ir::OpKind,
    length: nsl_ir::OpKind,
    byte_load: nsl_ir::OpKind,
    byte_store: nsl_ir::OpKind,
    byte_addr: nsl_ir::OpKind,
    data_addr: nsl_ir::OpKind,
}

impl Kinds {
    fn new(ctx: &Context) -> Kinds {
        Kinds {
            global: ctx.kind(hl::GLOBAL.name),
            global_addr: ctx.kind(hl::GLOBAL_ADDR.name),
            resource: ctx.kind(hl::RESOURCE.name),
            elem_addr: ctx.kind(hl::BUFFER_ELEM_ADDR.name),
            length: ctx.kind(hl::BUFFER_LENGTH.name),
            byte_load: ctx.kind(hl::BYTE_LOAD.name),
            byte_store: ctx.kind(hl::BYTE_STORE.name),
            byte_addr: ctx.kind(hl::BYTE_ADDR.name),
            data_addr: ctx.kind(hl::BUFFER_DATA_ADDR.name),
        }
    }
}

/// Where each global went.
enum Lowered {
    /// A variable of its own, holding `ty` (for buffers, the block).
    Var { sym: String, ty: Type, space: Option<AddressSpace>, bytes: bool },
    /// Field `index` of the uniform block.
    Uniform { index: usize },
    /// Field `index` of a block of its own space, `Globals::own_blocks[block]`:
    /// the members of a shader-record or push-constant `cbuffer`, or such
    /// a uniform that is not a struct (a block holds structs only).
    BlockField { block: usize, index: usize },
    /// An array of `ConstantBuffer<T>`: a variable holding `ty`, an array
    /// of blocks `{ T data; }` in the uniform space (one descriptor each).
    ConstantBuffers { sym: String, ty: Type },
}

struct Globals {
    by_name: FxHashMap<nsl_ir::Sym, Lowered>,
    /// The uniform block's symbol and type.
    uniform_block: Option<(String, Type)>,
    /// The variable, type and space of each block of `BlockField`s.
    own_blocks: Vec<(String, Type, AddressSpace)>,
}

/// A block of `BlockField`s being gathered: name, storage class, first
/// member, fields.
type OwnBlock = (String, &'static str, Op, Vec<(nsl_ir::Sym, Type)>);

/// Creates the SPIR-V variables in place of the `hl.global`s.
fn declare_variables(ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<Globals, Diagnostic> {
    let global_kind = ctx.kind(hl::GLOBAL.name);
    let (addr_kind, resource_kind) = (ctx.kind(hl::GLOBAL_ADDR.name), ctx.kind(hl::RESOURCE.name));
    let mut used = rustc_hash::FxHashSet::default();
    ctx.walk_nested(module, &mut |op| {
        if ctx.is(op, addr_kind) || ctx.is(op, resource_kind) || ctx.op_name(op) == hl::RESOURCE_ELEM.name {
            used.insert(ctx.attr_symbol(op, "global").expect("verified"));
        }
    });
    // The `cbuffer` blocks of which a member is used.
    let used_blocks: rustc_hash::FxHashSet<String> = ctx
        .block_ops(ctx.body(module, 0))
        .into_iter()
        .filter(|&g| ctx.is(g, global_kind) && ctx.attr_symbol(g, "sym").is_some_and(|s| used.contains(&s)))
        .filter_map(|g| ctx.attr_str(g, "block").map(str::to_string))
        .collect();
    let mut uniform_used = false;
    let mut by_name = FxHashMap::default();
    let mut uniforms: Vec<(nsl_ir::Sym, Type)> = Vec::new();
    let mut uniform_site = None;
    let mut own_blocks: Vec<OwnBlock> = Vec::new();
    for g in ctx.block_ops(ctx.body(module, 0)) {
        if !ctx.is(g, global_kind) {
            continue;
        }
        let sym = ctx.attr_symbol(g, "sym").expect("verified global");
        let name = ctx.str(sym).to_string();
        let ty = ctx.attr_type(g, "type").expect("verified global");
        let kind = ctx.attr_str(g, "kind").expect("verified global").to_string();
        let binding = ctx.attr(g, "binding");
        let loc = ctx.loc(g);
        if kind != "uniform" && !used.contains(&sym) {
            stats.add("globals-dropped", 1);
            continue;
        }
        // `[[vk::shader_record]]` / `[[vk::push_constant]]`: a block of
        // its own in the shader record (laid out as a uniform block,
        // std140, as slangc does) or in push constants, no descriptor.
        let own_space = if ctx.attr(g, "shader_record").is_some() {
            Some(("shader_record", AddressSpace::ShaderRecord))
        } else if ctx.attr(g, "push_constant").is_some() {
            Some(("push_constant", AddressSpace::PushConstant))
        } else {
            None
        };
        // An unused one is dropped (a stage may have one push-constant
        // block only), a `cbuffer` block's members only with the block.
        let block_used = |ctx: &Context| ctx.attr_str(g, "block").is_some_and(|b| used_blocks.contains(b));
        if own_space.is_some() && !used.contains(&sym) && !block_used(ctx) {
            stats.add("globals-dropped", 1);
            continue;
        }
        let is_struct = matches!(ctx.type_kind(ty), TypeKind::Struct { .. });
        let lowered = match kind.as_str() {
            // A member of a `cbuffer` block there (`block`), or a value
            // that is not a struct: a field of a block variable made after
            // the loop.
            "uniform" if own_space.is_some() && (ctx.attr_str(g, "block").is_some() || !is_struct) => {
                let (storage, _) = own_space.expect("checked");
                let block_name = ctx.attr_str(g, "block").map_or_else(|| name.clone(), str::to_string);
                let at = own_blocks.iter().position(|(n, st, _, _)| *n == block_name && *st == storage);
                let block = at.unwrap_or_else(|| {
                    own_blocks.push((block_name, storage, g, Vec::new()));
                    own_blocks.len() - 1
                });
                let fields = &mut own_blocks[block].3;
                fields.push((sym, ty));
                Lowered::BlockField { block, index: fields.len() - 1 }
            }
            "uniform" if own_space.is_some() => {
                let (storage, space) = own_space.expect("checked");
                build_global_var(ctx, InsertPoint::Before(g), loc, &name, ty, storage, &[]);
                Lowered::Var { sym: name, ty, space: Some(space), bytes: false }
            }
            // An array of `ConstantBuffer<T>`: an array of blocks of its own.
            "uniform" if ctx.attr(g, "constant_buffers").is_some() => {
                let TypeKind::Array { elem, len } = *ctx.type_kind(ty) else {
                    unreachable!("the frontend marks arrays only")
                };
                let (data, block_name) = (ctx.sym("data"), ctx.sym("ConstantBuffer"));
                let block = ctx.intern_type(TypeKind::Struct { name: block_name, fields: vec![(data, elem)] });
                let var_ty = ctx.array_type(block, len);
                // (A view of SPV_EXT_descriptor_heap's heap has no binding.)
                let binding = match ctx.attr(g, "descriptor_heap") {
                    Some(unit) => ("descriptor_heap", unit),
                    None => ("binding", binding.expect("BindingsAssigned holds")),
                };
                build_global_var(ctx, InsertPoint::Before(g), loc, &name, var_ty, "uniform", &[binding]);
                Lowered::ConstantBuffers { sym: name, ty: var_ty }
            }
            "uniform" => {
                uniform_used |= used.contains(&sym);
                uniform_site.get_or_insert((g, binding));
                uniforms.push((sym, ty));
                Lowered::Uniform { index: uniforms.len() - 1 }
            }
            // A view of SPV_EXT_descriptor_heap's heaps: no binding.
            "resource" if ctx.attr(g, "descriptor_heap").is_some() => {
                let unit = ctx.intern_attr(nsl_ir::AttrKind::Unit);
                declare_resource(ctx, g, &name, ty, ("descriptor_heap", unit))?
            }
            "resource" => {
                let binding = binding.expect("BindingsAssigned holds");
                declare_resource(ctx, g, &name, ty, ("binding", binding))?
            }
            other => {
                let (storage, space) = if other == "groupshared" {
                    ("workgroup", AddressSpace::Workgroup)
                } else {
                    ("private", AddressSpace::Private)
                };
                let init = ctx.attr(g, "init").map(|a| ("init", a));
                build_global_var(ctx, InsertPoint::Before(g), loc, &name, ty, storage, init.as_slice());
                Lowered::Var { sym: name, ty, space: Some(space), bytes: false }
            }
        };
        by_name.insert(sym, lowered);
        stats.add("globals-lowered", 1);
    }
    let uniform_block = match uniform_site.filter(|_| uniform_used) {
        Some((g, binding)) => {
            let fields = uniforms;
            let block_name = ctx.sym("GlobalParams");
            let block = ctx.intern_type(TypeKind::Struct { name: block_name, fields });
            let sym = unique_symbol(ctx, module, "globalParams");
            let binding = binding.expect("BindingsAssigned holds");
            build_global_var(ctx, InsertPoint::Before(g), ctx.loc(g), &sym, block, "uniform", &[("binding", binding)]);
            Some((sym, block))
        }
        None => None,
    };
    let own_blocks = own_blocks
        .into_iter()
        .map(|(block_name, storage, first, fields)| {
            let name = ctx.sym(&block_name);
            let ty = ctx.intern_type(TypeKind::Struct { name, fields });
            let sym = unique_symbol(ctx, module, &block_name);
            build_global_var(ctx, InsertPoint::Before(first), ctx.loc(first), &sym, ty, storage, &[]);
            (sym, ty, spv::storage_space(storage).expect("a storage class of memory"))
        })
        .collect();
    Ok(Globals { by_name, uniform_block, own_blocks })
}

/// The variable of one resource global.
/// `binding`: `("binding", [binding, set])`, or `("descriptor_heap", unit)`
/// for a view of SPV_EXT_descriptor_heap's heaps.
fn declare_resource(
    ctx: &mut Context,
    g: Op,
    name: &str,
    ty: Type,
    binding: (&'static str, Attr),
) -> Result<Lowered, Diagnostic> {
    let loc = ctx.loc(g);
    let block = |ctx: &mut Context, block_name: &str, elem: Type| {
        let data = ctx.sym("data");
        let array = ctx.array_type(elem, None);
        let block_name = ctx.sym(block_name);
        ctx.intern_type(TypeKind::Struct { name: block_name, fields: vec![(data, array)] })
    };
    // An array of buffers (a bindless heap): an array of their blocks.
    if let TypeKind::Array { elem, len } = *ctx.type_kind(ty) {
        if hl::structured_buffer(ctx, elem).is_some() || hl::byte_address_buffer(ctx, elem).is_some() {
            return declare_buffer_array(ctx, g, name, elem, len, binding);
        }
    }
    let (block_ty, writable, bytes) = if let Some((elem, writable)) = hl::structured_buffer(ctx, ty) {
        let name = if writable { "RWStructuredBuffer" } else { "StructuredBuffer" };
        if hl::is_whole_storage_block(ctx, ty) {
            // Its one struct, ending in a runtime array, is the block.
            (elem, writable, false)
        } else {
            (block(ctx, name, elem), writable, false)
        }
    } else if let Some(writable) = hl::byte_address_buffer(ctx, ty) {
        let u32_ty = ctx.int_type(32, false);
        let name = if writable { "RWByteAddressBuffer" } else { "ByteAddressBuffer" };
        (block(ctx, name, u32_ty), writable, true)
    } else if hl::is_descriptor(ctx, ty)
        || matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. } if hl::is_descriptor(ctx, elem))
    {
        let mut attrs = vec![binding];
        // A subpass input without `[[vk::input_attachment_index(N)]]`
        // reads attachment 0, as slangc has it (GLSL requires the index).
        let subpass = hl::texture_is_subpass(ctx, ty)
            || matches!(*ctx.type_kind(ty), TypeKind::Array { elem, .. } if hl::texture_is_subpass(ctx, elem));
        match ctx.attr(g, "input_attachment_index") {
            Some(index) => attrs.push(("input_attachment_index", index)),
            None if subpass => attrs.push(("input_attachment_index", ctx.int_attr(0))),
            None => {}
        }
        if let Some(rov) = ctx.attr(g, "rasterizer_ordered") {
            attrs.push(("rasterizer_ordered", rov));
        }
        build_global_var(ctx, InsertPoint::Before(g), loc, name, ty, "uniform_constant", &attrs);
        return Ok(Lowered::Var { sym: name.to_string(), ty, space: None, bytes: false });
    } else {
        let what = print_type(ctx, ty);
        return Err(Diagnostic::error(
            "NSL3120",
            loc,
            format!("the SPIR-V target does not support resources of type {what}"),
        ));
    };
    let space = buffer_space(ctx, g, ty)?;
    let mut attrs = vec![binding];
    if !writable {
        attrs.push(("readonly", ctx.intern_attr(nsl_ir::AttrKind::Unit)));
    }
    if let Some(rov) = ctx.attr(g, "rasterizer_ordered") {
        attrs.push(("rasterizer_ordered", rov));
    }
    let storage = spv::storage_buffer_keyword(space);
    build_global_var(ctx, InsertPoint::Before(g), loc, name, block_ty, storage, &attrs);
    Ok(Lowered::Var { sym: name.to_string(), ty: block_ty, space: Some(space), bytes })
}

/// The address space (the data layout) of a buffer global's memory: a
/// structured buffer's layout parameter, else std430's `storage`.
fn buffer_space(ctx: &Context, g: Op, ty: Type) -> Result<AddressSpace, Diagnostic> {
    if hl::structured_buffer(ctx, ty).is_none() {
        return Ok(AddressSpace::Storage);
    }
    hl::structured_buffer_space(ctx, ty).ok_or_else(|| {
        let what = print_type(ctx, ty);
        Diagnostic::error(
            "NSL3120",
            ctx.loc(g),
            format!("the SPIR-V target does not support the data layout of {what}"),
        )
    })
}

/// The variable of an array of buffers: an array of their blocks.
fn declare_buffer_array(
    ctx: &mut Context,
    g: Op,
    name: &str,
    buffer: Type,
    len: Option<u32>,
    binding: (&'static str, Attr),
) -> Result<Lowered, Diagnostic> {
    let data = ctx.sym("data");
    let (elem, writable, bytes, block_name) = match hl::structured_buffer(ctx, buffer) {
        Some((elem, w)) => (elem, w, false, if w { "RWStructuredBuffer" } else { "StructuredBuffer" }),
        None => {
            let w = hl::byte_address_buffer(ctx, buffer).unwrap_or(true);
            (ctx.int_type(32, false), w, true, if w { "RWByteAddressBuffer" } else { "ByteAddressBuffer" })
        }
    };
    let array = ctx.array_type(elem, None);
    let block_name = ctx.sym(block_name);
    let block = ctx.intern_type(TypeKind::Struct { name: block_name, fields: vec![(data, array)] });
    let ty = ctx.array_type(block, len);
    let space = buffer_space(ctx, g, buffer)?;
    let mut attrs = vec![binding];
    if !writable {
        attrs.push(("readonly", ctx.intern_attr(nsl_ir::AttrKind::Unit)));
    }
    let loc = ctx.loc(g);
    build_global_var(ctx, InsertPoint::Before(g), loc, name, ty, spv::storage_buffer_keyword(space), &attrs);
    Ok(Lowered::Var { sym: name.to_string(), ty, space: Some(space), bytes })
}

fn builder_before(ctx: &mut Context, op: Op) -> Builder<'_> {
    let loc = ctx.loc(op);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    b
}

fn rewrite_global_addr(ctx: &mut Context, op: Op, globals: &Globals) -> Result<(), Diagnostic> {
    let name = ctx.attr_symbol(op, "global").expect("verified");
    let result = ctx.result(op, 0);
    let result_ty = ctx.value_type(result);
    if let Lowered::ConstantBuffers { sym, ty } = &globals.by_name[&name] {
        rewrite_constant_buffers_addr(ctx, op, sym, *ty)?;
        return Ok(());
    }
    let mut b = builder_before(ctx, op);
    let v = match &globals.by_name[&name] {
        Lowered::Uniform { index } => {
            let (sym, block) = globals.uniform_block.as_ref().expect("a uniform implies the block");
            let base = build_addr(&mut b, sym, *block, AddressSpace::Uniform);
            let index = b.ctx.int_attr(*index as i128);
            b.value(mem::FIELD_ADDR.name, &[base], result_ty, &[("index", index)])
        }
        Lowered::BlockField { block, index } => {
            let (sym, block_ty, space) = &globals.own_blocks[*block];
            let base = build_addr(&mut b, sym, *block_ty, *space);
            let TypeKind::Struct { fields, .. } = b.ctx.type_kind(*block_ty).clone() else {
                unreachable!("a block is a struct")
            };
            let field_ptr = b.ctx.ptr_type(fields[*index].1, *space);
            let index = b.ctx.int_attr(*index as i128);
            b.value(mem::FIELD_ADDR.name, &[base], field_ptr, &[("index", index)])
        }
        Lowered::Var { sym, ty, space, .. } => {
            build_addr(&mut b, sym, *ty, space.expect("hl.global_addr of a memory global"))
        }
        Lowered::ConstantBuffers { .. } => unreachable!("rewritten above"),
    };
    ctx.replace_all_uses(result, v);
    ctx.erase_op(op);
    // A uniform in the shader record: the addresses derived from it move
    // to its space too.
    if let TypeKind::Ptr { space, .. } = *ctx.type_kind(ctx.value_type(v)) {
        if matches!(*ctx.type_kind(result_ty), TypeKind::Ptr { space: s, .. } if s != space) {
            move_derived_addresses(ctx, v, space);
        }
    }
    Ok(())
}

/// The address of an array of `ConstantBuffer<T>` (`var`, an array of
/// blocks `{ T data; }`): each element address taken from it becomes the
/// block's element (`NonUniform` where the index is) and its `data` field.
fn rewrite_constant_buffers_addr(ctx: &mut Context, op: Op, var: &str, var_ty: Type) -> Result<(), Diagnostic> {
    let TypeKind::Array { elem: block, .. } = *ctx.type_kind(var_ty) else { unreachable!("an array of blocks") };
    let result = ctx.result(op, 0);
    for u in ctx.uses(result).to_vec() {
        if u.index != 0 || ctx.op_name(u.op) != mem::ELEM_ADDR.name {
            return Err(Diagnostic::error(
                "NSL3121",
                ctx.loc(u.op),
                format!(
                    "the array of ConstantBuffer<T> '{var}' is used by '{}'; the SPIR-V target only reads its \
                     elements (index it where it is read)",
                    ctx.op_name(u.op)
                ),
            ));
        }
        let (index, elem_ptr) = (ctx.operand(u.op, 1), ctx.result(u.op, 0));
        let elem_ptr_ty = ctx.value_type(elem_ptr);
        let nonuniform = ctx.attr(u.op, "nonuniform");
        let mut b = builder_before(ctx, u.op);
        let base = build_addr(&mut b, var, var_ty, AddressSpace::Uniform);
        let block_ptr_ty = b.ctx.ptr_type(block, AddressSpace::Uniform);
        let attrs: Vec<(&str, Attr)> = nonuniform.map(|n| ("nonuniform", n)).into_iter().collect();
        let block_ptr = b.value(mem::ELEM_ADDR.name, &[base, index], block_ptr_ty, &attrs);
        let zero = b.ctx.int_attr(0);
        let data = b.value(mem::FIELD_ADDR.name, &[block_ptr], elem_ptr_ty, &[("index", zero)]);
        ctx.replace_all_uses(elem_ptr, data);
        ctx.erase_op(u.op);
    }
    ctx.erase_op(op);
    Ok(())
}

/// Gives the field and element addresses computed from `ptr` the address
/// space `space`, transitively.
fn move_derived_addresses(ctx: &mut Context, ptr: Value, space: AddressSpace) {
    let users: Vec<Op> = ctx.uses(ptr).iter().filter(|u| u.index == 0).map(|u| u.op).collect();
    for user in users {
        let name = ctx.op_name(user);
        if name != mem::FIELD_ADDR.name && name != mem::ELEM_ADDR.name {
            continue;
        }
        let r = ctx.result(user, 0);
        if let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(r)) {
            let t = ctx.ptr_type(pointee, space);
            ctx.set_value_type(r, t);
            move_derived_addresses(ctx, r, space);
        }
    }
}

/// The views of byte-address buffers as arrays of other scalars (for their
/// 64-bit atomics): by buffer variable and scalar, the view's variable.
type Views = FxHashMap<(String, Type), String>;

fn rewrite_resource(
    ctx: &mut Context,
    module: Op,
    op: Op,
    globals: &Globals,
    kinds: &Kinds,
    views: &mut Views,
) -> Result<(), Diagnostic> {
    let name = ctx.attr_symbol(op, "global").expect("verified");
    let Lowered::Var { sym, ty, space, bytes } = &globals.by_name[&name] else {
        unreachable!("hl.resource names a resource global")
    };
    let result = ctx.result(op, 0);
    let Some(space) = *space else {
        // An image or sampler: the handle keeps its type.
        let var = ctx.symbol_attr(sym);
        let mut b = builder_before(ctx, op);
        let h = b.value(spv::HANDLE.name, &[], *ty, &[("var", var)]);
        ctx.replace_all_uses(result, h);
        ctx.erase_op(op);
        return Ok(());
    };
    let mut b = builder_before(ctx, op);
    let block_ptr = build_addr(&mut b, sym, *ty, space);
    let users: Vec<nsl_ir::Use> = ctx.uses(result).to_vec();
    for u in users {
        let user = u.op;
        // A `spirv_asm` operand `$buffer` is the buffer's variable.
        if ctx.op_name(user) == hl::SPIRV_ASM.name {
            ctx.set_operand(user, u.index as usize, block_ptr);
            continue;
        }
        let known =
            [kinds.elem_addr, kinds.length, kinds.byte_load, kinds.byte_store, kinds.byte_addr, kinds.data_addr];
        if u.index != 0 || !known.iter().any(|&k| ctx.is(user, k)) {
            return Err(Diagnostic::error(
                "NSL3121",
                ctx.loc(user),
                format!(
                    "buffer '{sym}' is used by '{}'; the SPIR-V target only reads buffers directly (pass them to functions by inlining)",
                    ctx.op_name(user)
                ),
            ));
        }
        if let Some(scalar) = byte_view_scalar(ctx, user, kinds).filter(|_| *bytes) {
            rewrite_byte_view_addr(ctx, module, user, sym, scalar, views);
            continue;
        }
        rewrite_access(ctx, user, block_ptr, *ty, *bytes, kinds)?;
    }
    ctx.erase_op(op);
    Ok(())
}

/// The scalar an `hl.byte_addr` addresses when it is not a `u32` word (a
/// 64-bit atomic's `u64`, `i64` or `f64`).
fn byte_view_scalar(ctx: &Context, op: Op, kinds: &Kinds) -> Option<Type> {
    if !ctx.is(op, kinds.byte_addr) {
        return None;
    }
    let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) else { return None };
    (*ctx.type_kind(pointee) != TypeKind::Int { width: 32, signed: false }).then_some(pointee)
}

/// `hl.byte_addr` of a `scalar` other than a word: the address of element
/// `offset / size` of a view of the buffer as an array of `scalar`s (a
/// variable of its own bound where the buffer is, as slangc declares).
fn rewrite_byte_view_addr(ctx: &mut Context, module: Op, op: Op, buffer: &str, scalar: Type, views: &mut Views) {
    let data = ctx.sym("data");
    let array = ctx.array_type(scalar, None);
    let block_name = ctx.sym("RWByteAddressBuffer");
    let block = ctx.intern_type(TypeKind::Struct { name: block_name, fields: vec![(data, array)] });
    let key = (buffer.to_string(), scalar);
    let view = match views.get(&key) {
        Some(v) => v.clone(),
        None => {
            let var = ctx
                .block_ops(ctx.body(module, 0))
                .into_iter()
                .find(|&g| {
                    ctx.op_name(g) == spv::GLOBAL_VAR.name
                        && ctx.attr_symbol(g, "sym").is_some_and(|s| ctx.str(s) == buffer)
                })
                .expect("the buffer's variable is declared");
            let mut attrs = Vec::new();
            for name in ["binding", "readonly", "rasterizer_ordered"] {
                if let Some(a) = ctx.attr(var, name) {
                    attrs.push((name, a));
                }
            }
            let name = unique_symbol(ctx, module, &format!("{buffer}_{}", print_type(ctx, scalar)));
            build_global_var(ctx, InsertPoint::Before(var), ctx.loc(var), &name, block, "storage_buffer", &attrs);
            views.insert(key, name.clone());
            name
        }
    };
    let offset = ctx.operand(op, 1);
    let size: u32 = match *ctx.type_kind(scalar) {
        TypeKind::Int { width, .. } | TypeKind::Float { width } => u32::from(width) / 8,
        _ => 4,
    };
    let mut b = builder_before(ctx, op);
    let block_ptr = build_addr(&mut b, &view, block, AddressSpace::Storage);
    let index_attr = b.ctx.int_attr(0);
    let array_ptr_ty = b.ctx.ptr_type(array, AddressSpace::Storage);
    let data = b.value(mem::FIELD_ADDR.name, &[block_ptr], array_ptr_ty, &[("index", index_attr)]);
    let u32_ty = b.ctx.int_type(32, false);
    let offset =
        if b.ctx.value_type(offset) == u32_ty { offset } else { b.value(arith::CONVERT.name, &[offset], u32_ty, &[]) };
    let shift = constant(&mut b, i128::from(size.trailing_zeros()), u32_ty);
    let index = b.value(arith::SHR.name, &[offset, shift], u32_ty, &[]);
    let elem_ptr_ty = b.ctx.ptr_type(scalar, AddressSpace::Storage);
    let ptr = b.value(mem::ELEM_ADDR.name, &[data, index], elem_ptr_ty, &[]);
    let result = ctx.result(op, 0);
    ctx.replace_all_uses(result, ptr);
    ctx.erase_op(op);
}

/// Rewrites one access op of a buffer whose block `block_ptr` points to.
fn rewrite_access(
    ctx: &mut Context,
    op: Op,
    block_ptr: Value,
    block: Type,
    bytes: bool,
    kinds: &Kinds,
) -> Result<(), Diagnostic> {
    let TypeKind::Ptr { space, .. } = *ctx.type_kind(ctx.value_type(block_ptr)) else {
        unreachable!("a block's address is a pointer")
    };
    let kind = ctx.op_kind_of(op);
    // A storage block that is its one element (`hl::is_whole_storage_block`):
    // the element (only 0 exists) is the block; it has no array of
    // elements to index.
    let whole = kind == kinds.elem_addr
        && matches!(*ctx.type_kind(ctx.value_type(ctx.result(op, 0))), TypeKind::Ptr { pointee, .. } if pointee == block);
    if whole {
        ctx.replace_all_uses(ctx.result(op, 0), block_ptr);
        ctx.erase_op(op);
        return Ok(());
    }
    let TypeKind::Struct { fields, .. } = ctx.type_kind(block).clone() else { unreachable!("blocks are structs") };
    let array = fields[0].1;
    let elem = match *ctx.type_kind(array) {
        TypeKind::Array { elem, .. } if fields.len() == 1 => elem,
        _ => {
            return Err(Diagnostic::error(
                "NSL3121",
                ctx.loc(op),
                format!(
                    "'{}' of a storage block ending in an unsized array: the SPIR-V target only reads its members",
                    ctx.op_name(op)
                ),
            ));
        }
    };
    let operands = ctx.operands(op).to_vec();
    let results = ctx.results(op).to_vec();
    let mut b = builder_before(ctx, op);
    let index_attr = b.ctx.int_attr(0);
    let array_ptr_ty = b.ctx.ptr_type(array, space);
    let elem_ptr_ty = b.ctx.ptr_type(elem, space);
    let data = if kind == kinds.length {
        block_ptr
    } else {
        b.value(mem::FIELD_ADDR.name, &[block_ptr], array_ptr_ty, &[("index", index_attr)])
    };
    let replacement = if kind == kinds.data_addr {
        Some(data)
    } else if kind == kinds.elem_addr {
        Some(b.value(mem::ELEM_ADDR.name, &[data, operands[1]], elem_ptr_ty, &[]))
    } else if kind == kinds.byte_addr {
        let word = word_index(&mut b, operands[1]);
        Some(b.value(mem::ELEM_ADDR.name, &[data, word], elem_ptr_ty, &[]))
    } else if kind == kinds.length {
        let u32_ty = b.ctx.int_type(32, false);
        let member = b.ctx.int_attr(0);
        let mut n = b.value(spv::ARRAY_LENGTH.name, &[block_ptr], u32_ty, &[("member", member)]);
        if bytes {
            let four = constant(&mut b, 4, u32_ty);
            n = b.value(arith::MUL.name, &[n, four], u32_ty, &[]);
        }
        let want = b.ctx.value_type(results[0]);
        Some(if want == u32_ty { n } else { b.value(arith::CONVERT.name, &[n], want, &[]) })
    } else {
        let word = word_index(&mut b, operands[1]);
        let u32_ty = b.ctx.int_type(32, false);
        let value_ty =
            if kind == kinds.byte_load { b.ctx.value_type(results[0]) } else { b.ctx.value_type(operands[2]) };
        let count = match *b.ctx.type_kind(value_ty) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        let mut words = Vec::new();
        for k in 0..count {
            let index = if k == 0 {
                word
            } else {
                let k = constant(&mut b, k.into(), u32_ty);
                b.value(arith::ADD.name, &[word, k], u32_ty, &[])
            };
            let ptr = b.value(mem::ELEM_ADDR.name, &[data, index], elem_ptr_ty, &[]);
            if kind == kinds.byte_load {
                words.push(b.value(mem::LOAD.name, &[ptr], u32_ty, &[]));
            } else {
                let part = if count == 1 {
                    operands[2]
                } else {
                    let k = b.ctx.int_attr(k.into());
                    b.value(vec::EXTRACT.name, &[operands[2]], u32_ty, &[("index", k)])
                };
                b.op(mem::STORE.name, &[ptr, part], &[], &[], 0);
            }
        }
        match (kind == kinds.byte_load, count) {
            (false, _) => None,
            (true, 1) => words.pop(),
            (true, _) => Some(b.value(vec::CONSTRUCT.name, &words, value_ty, &[])),
        }
    };
    if let Some(v) = replacement {
        ctx.replace_all_uses(results[0], v);
        if space != AddressSpace::Storage && kind != kinds.length {
            move_layout_addresses(ctx, v, space)?;
        }
    }
    ctx.erase_op(op);
    Ok(())
}

/// Gives the addresses computed from `ptr`, an address into a buffer laid
/// out by other rules than std430 (`storage_scalar`, `storage_std140`),
/// that address space, transitively. Such an address may only be loaded
/// from, stored to, used atomically or addressed into: anything else (a
/// call, a select) would see it as std430 memory, so it is refused.
fn move_layout_addresses(ctx: &mut Context, ptr: Value, space: AddressSpace) -> Result<(), Diagnostic> {
    let users: Vec<nsl_ir::Use> = ctx.uses(ptr).to_vec();
    for u in users {
        let name = ctx.op_name(u.op);
        if u.index == 0 && (name == mem::FIELD_ADDR.name || name == mem::ELEM_ADDR.name) {
            let r = ctx.result(u.op, 0);
            if let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(r)) {
                let t = ctx.ptr_type(pointee, space);
                ctx.set_value_type(r, t);
                move_layout_addresses(ctx, r, space)?;
            }
            continue;
        }
        let access = [
            mem::LOAD.name,
            mem::STORE.name,
            gpu::ATOMIC.name,
            gpu::ATOMIC_CMPXCHG.name,
            gpu::ATOMIC_LOAD.name,
            gpu::ATOMIC_STORE.name,
        ];
        if u.index == 0 && access.contains(&name) {
            continue;
        }
        return Err(Diagnostic::error(
            "NSL3121",
            ctx.loc(u.op),
            format!(
                "an address into a buffer with the {} data layout is used by '{}'; the SPIR-V target only reads such buffers directly",
                match space {
                    AddressSpace::StorageScalar => "scalar",
                    AddressSpace::StorageC => "C",
                    _ => "std140",
                },
                name
            ),
        ));
    }
    Ok(())
}

fn constant(b: &mut Builder, value: i128, ty: Type) -> Value {
    let v = b.ctx.int_attr(value);
    b.value(arith::CONST.name, &[], ty, &[("value", v)])
}

/// `offset / 4` as a `u32` word index.
fn word_index(b: &mut Builder, offset: Value) -> Value {
    let u32_ty = b.ctx.int_type(32, false);
    let offset =
        if b.ctx.value_type(offset) == u32_ty { offset } else { b.value(arith::CONVERT.name, &[offset], u32_ty, &[]) };
    let two = constant(b, 2, u32_ty);
    b.value(arith::SHR.name, &[offset, two], u32_ty, &[])
}
