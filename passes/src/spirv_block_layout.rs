//! `spirv-block-layout`: memory with an explicit layout (`uniform`,
//! `storage` and `push_constant` blocks) is accessed one scalar, vector or
//! float matrix at a time, and holds no `bool`.
//!
//! SPIR-V gives a block's types `Offset` / `ArrayStride` decorations that
//! the same types in function memory may not carry, so a struct, array or
//! non-float matrix (an array of rows in SPIR-V) loaded whole from a block
//! would have a different type than the value the program works with. This
//! pass splits every load and store of one through such a pointer into
//! loads and stores of its leaves (scalars, vectors, float matrices),
//! rebuilding the value with `agg.construct` / `mat.construct` or taking
//! it apart with `agg.extract` / `mat.extract_row`.
//!
//! `bool` has no size in block memory: a block holds `u32` in its place
//! (as slangc does); a loaded `u32` becomes `x != 0`, a stored bool
//! `b ? 1 : 0`. The variables' types and the address chains into them
//! (`mem.field_addr`, `mem.elem_addr`) are retyped accordingly.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{agg, arith, gpu, mat, mem};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, has_explicit_layout, is_block_leaf, storage_space, LEAF_BLOCK_ACCESS};

pub static INFO: PassInfo = PassInfo {
    name: "spirv-block-layout",
    summary: "Access uniform, storage and push-constant blocks leaf by leaf, with u32 in place of bool",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(SpirvBlockLayout)),
};

struct SpirvBlockLayout;

impl Pass for SpirvBlockLayout {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Block layouts read the matrices' layouts.
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx).with_invariant(nsl_dialects::invariants::LAYOUTS_DECIDED)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves()).with_invariant(LEAF_BLOCK_ACCESS);
        out.ops.extend([
            spv::ADDR.name,
            mem::FIELD_ADDR.name,
            mem::ELEM_ADDR.name,
            mem::LOAD.name,
            mem::STORE.name,
            agg::CONSTRUCT.name,
            agg::EXTRACT.name,
            mat::CONSTRUCT.name,
            mat::EXTRACT_ROW.name,
            arith::CONST.name,
            arith::CMP.name,
            arith::SELECT.name,
        ]);
        out
    }
    /// Blocks hold `u32` for `bool`; the rest keeps its types.
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
        ctx.register_dialect(&spv::DIALECT);
        let var_kind = ctx.kind(spv::GLOBAL_VAR.name);
        let addr_kind = ctx.kind(spv::ADDR.name);
        let mut addrs_of = rustc_hash::FxHashMap::<nsl_ir::Sym, Vec<Op>>::default();
        ctx.walk_nested(module, &mut |op| {
            if ctx.is(op, addr_kind) {
                addrs_of.entry(ctx.attr_symbol(op, "var").expect("verified")).or_default().push(op);
            }
        });
        for var in ctx.block_ops(ctx.body(module, 0)) {
            if !ctx.is(var, var_kind) {
                continue;
            }
            let Some(space) = ctx.attr_str(var, "storage").and_then(storage_space).filter(|&s| has_explicit_layout(s))
            else {
                continue;
            };
            let logical = ctx.attr_type(var, "type").expect("verified");
            let stored = storage_form(ctx, logical, space);
            if stored != logical {
                let (name, attr) = (ctx.sym("type"), ctx.type_attr(stored));
                ctx.set_attr(var, name, attr);
                stats.add("blocks-retyped", 1);
            }
            let sym = ctx.attr_symbol(var, "sym").expect("verified");
            for addr in addrs_of.remove(&sym).unwrap_or_default() {
                let old = ctx.result(addr, 0);
                let new = if stored == logical {
                    old
                } else {
                    let name = ctx.str(sym).to_string();
                    let mut b = builder_before(ctx, addr);
                    nsl_spirv::dialect::build_addr(&mut b, &name, stored, space)
                };
                let mut rw = Rewrite { space, stats: &mut *stats };
                rw.visit(ctx, new, old, logical)?;
                if new != old {
                    ctx.erase_op(addr);
                }
            }
        }
        device_pointers(ctx, module, stats)
    }
}

/// Device memory (behind `ptr<T, device>` values: loaded, converted from
/// addresses, offset, parameters) is block memory too: aggregates move
/// through it leaf by leaf. (Its types keep their bools.)
fn device_pointers(ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
    let is_device = |ctx: &Context, v: Value| {
        matches!(
            ctx.type_kind(ctx.value_type(v)),
            TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. }
        )
    };
    let (field, elem) = (ctx.kind(mem::FIELD_ADDR.name), ctx.kind(mem::ELEM_ADDR.name));
    let load = ctx.kind(mem::LOAD.name);
    let if_kind = ctx.kind(nsl_dialects::cf::IF.name);
    let func_kind = ctx.kind(nsl_dialects::func::FUNC.name);
    let mut roots = Vec::new();
    ctx.walk_nested(module, &mut |op| {
        if ctx.is(op, func_kind) && ctx.regions(op).len() == 1 {
            let body = ctx.body(op, 0);
            roots.extend(ctx.block_args(body).iter().copied().filter(|&a| is_device(ctx, a)));
        }
        if !ctx.is(op, field) && !ctx.is(op, elem) {
            roots.extend(ctx.results(op).iter().copied().filter(|&r| is_device(ctx, r)));
        }
        // A block's address loaded from the variable holding it, or the
        // one a `cf.if` chose (a variable pointer: the block chosen at
        // run time).
        if ctx.is(op, load) || ctx.is(op, if_kind) {
            for &r in ctx.results(op) {
                if matches!(*ctx.type_kind(ctx.value_type(r)), TypeKind::Ptr { space, .. } if has_explicit_layout(space) && !space.is_device())
                {
                    roots.push(r);
                }
            }
        }
    });
    for root in roots {
        let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(root)) else { continue };
        let mut rw = Rewrite { space, stats: &mut *stats };
        rw.visit(ctx, root, root, pointee)?;
    }
    Ok(())
}

/// The type block memory in `space` holds for a value of type `ty`: `u32`
/// for each `bool` (`u8` in a buffer with the C data layout).
fn storage_form(ctx: &mut Context, ty: Type, space: AddressSpace) -> Type {
    let bool_bits = if space == AddressSpace::StorageC { 8 } else { 32 };
    match ctx.type_kind(ty).clone() {
        TypeKind::Bool => ctx.int_type(bool_bits, false),
        TypeKind::Vector { elem, len } if matches!(ctx.type_kind(elem), TypeKind::Bool) => {
            let u = ctx.int_type(bool_bits, false);
            ctx.vector_type(u, len)
        }
        // A bool matrix is held as a `u32` matrix: SPIR-V's arrays of rows,
        // as slangc holds it.
        TypeKind::Matrix { elem, rows, cols, layout } if matches!(ctx.type_kind(elem), TypeKind::Bool) => {
            let u = ctx.int_type(32, false);
            ctx.intern_type(TypeKind::Matrix { elem: u, rows, cols, layout })
        }
        TypeKind::Array { elem, len } => {
            let e = storage_form(ctx, elem, space);
            ctx.array_type(e, len)
        }
        TypeKind::Struct { name, fields } => {
            let mut out = Vec::with_capacity(fields.len());
            for (n, t) in fields {
                out.push((n, storage_form(ctx, t, space)));
            }
            ctx.intern_type(TypeKind::Struct { name, fields: out })
        }
        _ => ty,
    }
}

fn builder_before(ctx: &mut Context, op: Op) -> Builder<'_> {
    let loc = ctx.loc(op);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    b
}

struct Rewrite<'s> {
    space: AddressSpace,
    stats: &'s mut crate::manager::Statistics,
}

impl Rewrite<'_> {
    /// Rewrites the uses of the pointer `old` (to a `logical` value) to go
    /// through `ptr`, which points to its storage form (`ptr == old` when
    /// that is the same type).
    fn visit(&mut self, ctx: &mut Context, ptr: Value, old: Value, logical: Type) -> Result<(), Diagnostic> {
        for u in ctx.uses(old).to_vec() {
            let user = u.op;
            if ctx.is_erased(user) {
                continue;
            }
            let name = ctx.op_name(user);
            if name == mem::FIELD_ADDR.name || name == mem::ELEM_ADDR.name {
                let result = ctx.result(user, 0);
                let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(result)) else { continue };
                if ptr == old {
                    self.visit(ctx, result, result, pointee)?;
                    continue;
                }
                let stored = storage_form(ctx, pointee, self.space);
                let ptr_ty = ctx.ptr_type(stored, self.space);
                let mut operands = ctx.operands(user).to_vec();
                operands[0] = ptr;
                let attrs = ctx.attrs(user).to_vec();
                let kind = ctx.op_kind_of(user);
                let mut b = builder_before(ctx, user);
                let new = b.build(kind, &operands, &[ptr_ty], &attrs, 0);
                let new = ctx.result(new, 0);
                self.visit(ctx, new, result, pointee)?;
                ctx.erase_op(user);
            } else if name == mem::LOAD.name {
                if ptr == old && is_block_leaf(ctx, logical) {
                    continue;
                }
                let result = ctx.result(user, 0);
                let attrs = coherence(ctx, user);
                let mut b = builder_before(ctx, user);
                let v = load_leaves(&mut b, ptr, logical, self.space, &attrs);
                ctx.replace_all_uses(result, v);
                ctx.erase_op(user);
                self.stats.add("loads-split", 1);
            } else if name == mem::STORE.name && u.index == 0 {
                if ptr == old && is_block_leaf(ctx, logical) {
                    continue;
                }
                let value = ctx.operand(user, 1);
                let attrs = coherence(ctx, user);
                let mut b = builder_before(ctx, user);
                store_leaves(&mut b, ptr, value, logical, self.space, &attrs);
                ctx.erase_op(user);
                self.stats.add("stores-split", 1);
            } else if (name == gpu::ATOMIC.name
                || name == gpu::ATOMIC_CMPXCHG.name
                || name == spv::ARRAY_LENGTH.name
                || name == nsl_dialects::coop::LOAD.name
                || name == nsl_dialects::coop::STORE.name
                || name == nsl_dialects::coop::VEC_OUTER_PRODUCT.name
                || name == nsl_dialects::coop::VEC_REDUCE_SUM.name)
                && u.index == 0
            {
                ctx.set_operand(user, 0, ptr);
            } else if (name == nsl_dialects::coop::VEC_MAT_MUL.name || name == nsl_dialects::coop::VEC_MAT_MUL_ADD.name)
                && (u.index == 1 || u.index == 3)
            {
                // The matrix and the bias of a cooperative vector product.
                ctx.set_operand(user, u.index as usize, ptr);
            } else if self.space.is_device() {
                // A device pointer is a value: stored, passed, offset.
                continue;
            } else if ptr == old
                && ((name == mem::STORE.name && u.index == 1)
                    || name == nsl_dialects::hl::SPIRV_ASM.name
                    || name == nsl_dialects::cf::YIELD.name)
            {
                // The address itself, unchanged: a block chosen at run time
                // held in a variable (whose loads are roots of their own),
                // a `spirv_asm` operand.
                continue;
            } else {
                return Err(Diagnostic::error(
                    "NSL3131",
                    ctx.loc(user),
                    format!("'{name}' uses an address in block memory, which the SPIR-V target cannot pass on"),
                ));
            }
        }
        Ok(())
    }
}

fn int_const(b: &mut Builder, ty: Type, value: Attr) -> Value {
    b.value(arith::CONST.name, &[], ty, &[("value", value)])
}

/// `value` as a `u32`, or in every component of a `vec<u32, n>`.
fn splat(b: &mut Builder, ty: Type, value: i128) -> Value {
    let v = b.ctx.int_attr(value);
    let v = match *b.ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => b.ctx.array_attr(vec![v; len as usize]),
        _ => v,
    };
    int_const(b, ty, v)
}

/// The member types of a struct, a sized array, or a matrix that is no
/// block leaf (its rows: SPIR-V holds non-float matrices as arrays of rows).
fn members(ctx: &mut Context, ty: Type) -> Option<Vec<Type>> {
    match *ctx.type_kind(ty) {
        TypeKind::Struct { ref fields, .. } => Some(fields.iter().map(|&(_, t)| t).collect()),
        TypeKind::Array { elem, len: Some(n) } => Some(vec![elem; n as usize]),
        TypeKind::Matrix { elem, rows, cols, .. } if !is_block_leaf(ctx, ty) => {
            Some(vec![ctx.vector_type(elem, cols); rows.into()])
        }
        _ => None,
    }
}

/// The ops that build a value of `ty` from its members and take one out.
fn construct_extract(ctx: &Context, ty: Type) -> (&'static str, &'static str) {
    match ctx.type_kind(ty) {
        TypeKind::Matrix { .. } => (mat::CONSTRUCT.name, mat::EXTRACT_ROW.name),
        _ => (agg::CONSTRUCT.name, agg::EXTRACT.name),
    }
}

/// The type `ptr` points to.
fn pointee_of(ctx: &Context, ptr: Value) -> Type {
    match *ctx.type_kind(ctx.value_type(ptr)) {
        TypeKind::Ptr { pointee, .. } => pointee,
        _ => ctx.value_type(ptr),
    }
}

/// The address of member `i` of the aggregate `ptr` points to.
fn member_addr(b: &mut Builder, ptr: Value, aggregate: Type, i: usize, space: AddressSpace) -> Value {
    let stored_aggregate = pointee_of(b.ctx, ptr);
    let stored_member = members(b.ctx, stored_aggregate).map_or(aggregate, |m| m[i]);
    let ptr_ty = b.ctx.ptr_type(stored_member, space);
    if matches!(b.ctx.type_kind(aggregate), TypeKind::Struct { .. }) {
        let index = b.ctx.int_attr(i as i128);
        b.value(mem::FIELD_ADDR.name, &[ptr], ptr_ty, &[("index", index)])
    } else {
        let i32_ty = b.ctx.int_type(32, true);
        let index = b.ctx.int_attr(i as i128);
        let index = int_const(b, i32_ty, index);
        b.value(mem::ELEM_ADDR.name, &[ptr, index], ptr_ty, &[])
    }
}

/// The attributes a split access hands each leaf: its memory scope when
/// coherent (a stated alignment is the whole value's, not a leaf's: the
/// leaves state their scalars' sizes).
fn coherence(ctx: &Context, op: Op) -> Vec<(&'static str, Attr)> {
    ctx.attr(op, "coherent").map(|a| ("coherent", a)).into_iter().collect()
}

/// Loads a `logical` value from its storage form at `ptr`, leaf by leaf.
fn load_leaves(b: &mut Builder, ptr: Value, logical: Type, space: AddressSpace, attrs: &[(&str, Attr)]) -> Value {
    if let Some(ms) = members(b.ctx, logical) {
        let parts: Vec<Value> = ms
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                let p = member_addr(b, ptr, logical, i, space);
                load_leaves(b, p, m, space, attrs)
            })
            .collect();
        return b.value(construct_extract(b.ctx, logical).0, &parts, logical, &[]);
    }
    let stored = pointee_of(b.ctx, ptr);
    let raw = b.value(mem::LOAD.name, &[ptr], stored, attrs);
    if stored == logical {
        return raw;
    }
    let zero = splat(b, stored, 0);
    let pred = b.ctx.str_attr("ne");
    b.value(arith::CMP.name, &[raw, zero], logical, &[("pred", pred)])
}

/// Stores the `logical` value `value` in its storage form at `ptr`, leaf by leaf.
fn store_leaves(b: &mut Builder, ptr: Value, value: Value, logical: Type, space: AddressSpace, attrs: &[(&str, Attr)]) {
    if let Some(ms) = members(b.ctx, logical) {
        for (i, &m) in ms.iter().enumerate() {
            let index = b.ctx.int_attr(i as i128);
            let part = b.value(construct_extract(b.ctx, logical).1, &[value], m, &[("index", index)]);
            let p = member_addr(b, ptr, logical, i, space);
            store_leaves(b, p, part, m, space, attrs);
        }
        return;
    }
    let stored = pointee_of(b.ctx, ptr);
    let raw = if stored == logical {
        value
    } else {
        let (one, zero) = (splat(b, stored, 1), splat(b, stored, 0));
        b.value(arith::SELECT.name, &[value, one, zero], stored, &[])
    };
    b.op(mem::STORE.name, &[ptr, raw], &[], attrs, 0);
}
