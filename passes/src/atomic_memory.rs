//! `atomic-memory`: the memory that atomics touch in storage buffers and
//! workgroup variables gets the type `!gpu.Atomic<T>`, and its plain loads
//! and stores become `gpu.atomic_load` / `gpu.atomic_store`.
//!
//! WGSL allows atomics only on memory typed `atomic<T>`, which is read and
//! written only through `atomicLoad` / `atomicStore`; Metal likewise
//! (`atomic_uint`, `atomic_load_explicit`). SPIR-V and the other text
//! targets take atomics on plain memory, so only the WGSL and Metal
//! pipelines run this pass, after `spirv-block-layout` (block memory is
//! then accessed leaf by leaf) and before `globals-as-params` (addresses
//! then still start at `spv.addr`).
//!
//! For each `gpu.atomic` / `gpu.atomic_cmpxchg` on storage or workgroup
//! memory, the address chain (`mem.field_addr`, `mem.elem_addr`) from the
//! variable to the atomic's place is a path into the variable's type: the
//! scalar at each such path becomes `!gpu.Atomic<T>`, for every element of
//! the arrays on the way (WGSL has no per-element types), so
//! `RWStructuredBuffer<uint>`'s block `{data: array<u32>}` becomes `{data:
//! array<!gpu.Atomic<u32>>}`. The variable's type, the types of the
//! addresses derived from it and the accesses through them follow; the
//! atomics themselves stay, their pointee now `!gpu.Atomic<T>`.
//! Atomics on function and private memory are left to
//! `spirv-local-atomics`.
//!
//! What cannot be given such memory is an `NSL3153` diagnostic: atomics
//! on other than `i32` / `u32`, on a vector or matrix component, through
//! an address that does not start at a variable (a parameter), and any
//! use of an address into atomic memory besides the address arithmetic,
//! leaf loads and stores, atomics and `spv.array_length` (an address passed
//! to a function). A whole struct or sized array holding atomics loaded
//! or stored is split into an access per member first.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, arith, gpu, mem};
use nsl_ir::language::Invariant;
use nsl_ir::printer::print_type;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, Sym, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, storage_space, LEAF_BLOCK_ACCESS};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "atomic-memory",
    summary:
        "Memory atomics touch in buffers and workgroup variables becomes !gpu.Atomic<T>, read and written atomically",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(AtomicMemory)),
};

struct AtomicMemory;

impl Pass for AtomicMemory {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx).with_invariant(LEAF_BLOCK_ACCESS)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input
            .clone()
            .keeping_invariants(self.preserves())
            .with_invariant(nsl_dialects::invariants::ATOMICS_ON_TYPED_MEMORY);
        out.ops.extend([gpu::ATOMIC_LOAD.name, gpu::ATOMIC_STORE.name]);
        out
    }
    /// `!gpu.Atomic<T>` is a type of the targets that run it (WGSL, Metal).
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            LEAF_BLOCK_ACCESS,
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let (atomic, cmpxchg) = (ctx.kind(gpu::ATOMIC.name), ctx.kind(gpu::ATOMIC_CMPXCHG.name));
        let (var_kind, addr_kind) = (ctx.kind(spv::GLOBAL_VAR.name), ctx.kind(spv::ADDR.name));
        let vars: Vec<Op> = ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.is(o, var_kind)).collect();
        let mut by_sym: FxHashMap<Sym, Op> = FxHashMap::default();
        for &var in &vars {
            if let Some(sym) = ctx.attr_symbol(var, "sym") {
                by_sym.insert(sym, var);
            }
        }
        // The paths of the atomics' places, by variable.
        let mut paths: FxHashMap<Op, Vec<Vec<Step>>> = FxHashMap::default();
        for op in ctx.nested_ops(module) {
            if !(ctx.is(op, atomic) || ctx.is(op, cmpxchg)) {
                continue;
            }
            let ptr = ctx.operand(op, 0);
            let TypeKind::Ptr { space, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { continue };
            if matches!(space, AddressSpace::Function | AddressSpace::Private) {
                continue;
            }
            let value = ctx.value_type(ctx.operand(op, 1));
            if !matches!(ctx.type_kind(value), TypeKind::Int { width: 32, .. }) {
                let what = format!("an atomic on {} (atomic memory holds i32 or u32)", print_type(ctx, value));
                return Err(error(ctx, op, what));
            }
            let (sym, steps) = place(ctx, op, ptr, addr_kind)?;
            let Some(&var) = by_sym.get(&sym) else { return Err(error(ctx, op, "an atomic on an unknown variable")) };
            let storage = ctx.attr_str(var, "storage").unwrap_or_default();
            if !nsl_spirv::dialect::is_storage_buffer(storage) && storage != "workgroup" {
                return Err(error(ctx, op, format!("an atomic on {storage} memory")));
            }
            let list = paths.entry(var).or_default();
            if !list.contains(&steps) {
                list.push(steps);
            }
        }
        // Retype the variables (in module order), then their addresses.
        let mut retyped: FxHashMap<Sym, (Type, AddressSpace)> = FxHashMap::default();
        for &var in &vars {
            let Some(list) = paths.get(&var) else { continue };
            let ty = ctx.attr_type(var, "type").expect("verified");
            let refs: Vec<&[Step]> = list.iter().map(Vec::as_slice).collect();
            let new = atomize(ctx, ty, &refs);
            let (name, attr) = (ctx.sym("type"), ctx.type_attr(new));
            ctx.set_attr(var, name, attr);
            let space = ctx.attr_str(var, "storage").and_then(storage_space).expect("storage or workgroup");
            retyped.insert(ctx.attr_symbol(var, "sym").expect("verified"), (new, space));
            stats.add("variables-retyped", 1);
        }
        for op in ctx.nested_ops(module) {
            if !ctx.is(op, addr_kind) || ctx.is_erased(op) {
                continue;
            }
            let Some(&(ty, space)) = ctx.attr_symbol(op, "var").and_then(|s| retyped.get(&s)) else { continue };
            let ptr = ctx.result(op, 0);
            retype(ctx, ptr, ty, space, stats)?;
        }
        Ok(())
    }
}

/// One step of an address chain: a struct field or an array element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Field(usize),
    Elem,
}

fn error(ctx: &Context, op: Op, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error("NSL3153", ctx.loc(op), format!("cannot give atomics atomic-typed memory (WGSL, Metal): {what}"))
}

/// The variable `ptr` (operand of the atomic `op`) points into, and the
/// path from it.
fn place(ctx: &Context, op: Op, ptr: Value, addr_kind: nsl_ir::OpKind) -> Result<(Sym, Vec<Step>), Diagnostic> {
    let mut steps = Vec::new();
    let mut v = ptr;
    loop {
        let Some(def) = ctx.defining_op(v) else {
            return Err(error(ctx, op, "an atomic through a pointer parameter (not an address of a variable)"));
        };
        let name = ctx.op_name(def);
        if ctx.is(def, addr_kind) {
            let sym = ctx.attr_symbol(def, "var").expect("verified");
            steps.reverse();
            return Ok((sym, steps));
        }
        let base = ctx.operand(def, 0);
        let base_pointee = match *ctx.type_kind(ctx.value_type(base)) {
            TypeKind::Ptr { pointee, .. } => pointee,
            _ => return Err(error(ctx, op, "an atomic through a pointer that is not an address")),
        };
        if name == mem::FIELD_ADDR.name {
            let index = ctx.attr_int(def, "index").expect("verified");
            steps.push(Step::Field(index as usize));
        } else if name == mem::ELEM_ADDR.name {
            if !matches!(ctx.type_kind(base_pointee), TypeKind::Array { .. }) {
                return Err(error(ctx, op, "an atomic on a vector or matrix component"));
            }
            steps.push(Step::Elem);
        } else {
            return Err(error(ctx, op, format!("an atomic through the result of '{name}'")));
        }
        v = base;
    }
}

/// `ty` with the scalar at each path made `!gpu.Atomic<T>`.
fn atomize(ctx: &mut Context, ty: Type, paths: &[&[Step]]) -> Type {
    if paths.iter().any(|p| p.is_empty()) {
        return gpu::atomic_type(ctx, ty);
    }
    let rest = |first: Step| -> Vec<&[Step]> { paths.iter().filter(|p| p[0] == first).map(|p| &p[1..]).collect() };
    match ctx.type_kind(ty).clone() {
        TypeKind::Struct { name, fields } => {
            let fields = fields
                .into_iter()
                .enumerate()
                .map(|(i, (n, t))| {
                    let sub = rest(Step::Field(i));
                    (n, if sub.is_empty() { t } else { atomize(ctx, t, &sub) })
                })
                .collect();
            ctx.intern_type(TypeKind::Struct { name, fields })
        }
        TypeKind::Array { elem, len } => {
            let e = atomize(ctx, elem, &rest(Step::Elem));
            ctx.array_type(e, len)
        }
        // The verifier made every path follow the type.
        _ => ty,
    }
}

/// Gives the address `ptr` the pointee `pointee` and follows the change
/// through the addresses derived from it and the accesses through them.
fn retype(
    ctx: &mut Context,
    ptr: Value,
    pointee: Type,
    space: AddressSpace,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let TypeKind::Ptr { pointee: old, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { return Ok(()) };
    if old == pointee {
        return Ok(());
    }
    let new_ty = ctx.ptr_type(pointee, space);
    ctx.set_value_type(ptr, new_ty);
    let scalar = gpu::atomic_value_type(ctx, pointee);
    for u in ctx.uses(ptr).to_vec() {
        let user = u.op;
        let name = ctx.op_name(user);
        if name == mem::FIELD_ADDR.name && u.index == 0 {
            let index = ctx.attr_int(user, "index").expect("verified") as usize;
            let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else { continue };
            let field = fields[index].1;
            let r = ctx.result(user, 0);
            retype(ctx, r, field, space, stats)?;
        } else if name == mem::ELEM_ADDR.name && u.index == 0 {
            let TypeKind::Array { elem, .. } = *ctx.type_kind(pointee) else { continue };
            let r = ctx.result(user, 0);
            retype(ctx, r, elem, space, stats)?;
        } else if (name == mem::LOAD.name || (name == mem::STORE.name && u.index == 0)) && scalar.is_some() {
            let loc = ctx.loc(user);
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = loc;
            if name == mem::LOAD.name {
                let old = b.ctx.result(user, 0);
                let ty = b.ctx.value_type(old);
                let v = b.value(gpu::ATOMIC_LOAD.name, &[ptr], ty, &[]);
                let hint = b.ctx.value_name(old);
                b.ctx.set_value_name(v, hint);
                b.ctx.replace_all_uses(old, v);
            } else {
                let value = b.ctx.operand(user, 1);
                b.op(gpu::ATOMIC_STORE.name, &[ptr, value], &[], &[], 0);
            }
            ctx.erase_op(user);
            stats.add("accesses-made-atomic", 1);
        } else if (name == gpu::ATOMIC.name || name == gpu::ATOMIC_CMPXCHG.name) && u.index == 0 && scalar.is_some()
            || name == spv::ARRAY_LENGTH.name
        {
        } else if (name == mem::LOAD.name || (name == mem::STORE.name && u.index == 0))
            && members_of(ctx, old).is_some_and(|m| m.len() <= MAX_SPLIT_MEMBERS)
        {
            split_access(ctx, ptr, old, pointee, user, space, stats)?;
        } else if name == mem::LOAD.name || name == mem::STORE.name {
            let what = format!("'{name}' of a whole {} that holds atomic memory", print_type(ctx, old));
            return Err(error(ctx, user, what));
        } else {
            return Err(error(ctx, user, format!("'{name}' on the address of memory that holds atomics")));
        }
    }
    Ok(())
}

/// The most members a whole load or store of an aggregate holding atomics
/// is split into.
const MAX_SPLIT_MEMBERS: usize = 256;

/// The member types of a struct or sized array.
fn members_of(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => Some(fields.iter().map(|&(_, t)| t).collect()),
        TypeKind::Array { elem, len: Some(n) } => Some(vec![*elem; *n as usize]),
        _ => None,
    }
}

/// A load or store of a whole struct or sized array that holds atomics
/// (`groupshared uint a[4]; a = {0, 0, 0, 0};`) becomes a load or store of
/// each member, each then retyped as a leaf is (atomic where the member is
/// atomic memory). The whole access was not atomic either.
fn split_access(
    ctx: &mut Context,
    ptr: Value,
    old: Type,
    pointee: Type,
    user: Op,
    space: AddressSpace,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let old_members = members_of(ctx, old).expect("an aggregate");
    let new_members = members_of(ctx, pointee).expect("the same aggregate, atomized");
    let is_struct = matches!(ctx.type_kind(old), TypeKind::Struct { .. });
    let is_load = ctx.op_name(user) == mem::LOAD.name;
    let loc = ctx.loc(user);
    let mut b = Builder::new(ctx, InsertPoint::Before(user));
    b.loc = loc;
    let whole = if is_load { None } else { Some(b.ctx.operand(user, 1)) };
    let mut addresses = Vec::new();
    let mut loaded = Vec::new();
    for (i, &member) in old_members.iter().enumerate() {
        // The address keeps the member's old type until `retype` below.
        let ptr_ty = b.ctx.ptr_type(member, space);
        let addr = if is_struct {
            let index = b.ctx.int_attr(i as i128);
            b.value(mem::FIELD_ADDR.name, &[ptr], ptr_ty, &[("index", index)])
        } else {
            let index = arith::build_index(&mut b, i as i128);
            b.value(mem::ELEM_ADDR.name, &[ptr, index], ptr_ty, &[])
        };
        match whole {
            None => loaded.push(b.value(mem::LOAD.name, &[addr], member, &[])),
            Some(value) => {
                let index = b.ctx.int_attr(i as i128);
                let part = b.value(agg::EXTRACT.name, &[value], member, &[("index", index)]);
                b.op(mem::STORE.name, &[addr, part], &[], &[], 0);
            }
        }
        addresses.push(addr);
    }
    if is_load {
        let whole = b.value(agg::CONSTRUCT.name, &loaded, old, &[]);
        let result = b.ctx.result(user, 0);
        b.ctx.replace_all_uses(result, whole);
    }
    ctx.erase_op(user);
    stats.add("aggregate-accesses-split", 1);
    for (addr, member) in addresses.into_iter().zip(new_members) {
        retype(ctx, addr, member, space, stats)?;
    }
    Ok(())
}
