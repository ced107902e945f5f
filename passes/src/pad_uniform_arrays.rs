//! `pad-uniform-arrays`: in uniform memory, an array of scalars or
//! 2-vectors becomes an array of 4-vectors, each element its first
//! components.
//!
//! Uniform blocks are laid out by std140, where every array element takes
//! a multiple of 16 bytes: an `array<f32, 4>` has a stride of 16, its
//! element `i` the 4 bytes at `16 * i`. WGSL's uniform address space
//! requires that stride too, but spells an array's stride from its
//! element type (4 for `f32`, 8 for `vec2<f32>`), so such an array has no
//! WGSL type. `array<vec<T, 4>, N>` has std140's stride and puts element
//! `i`'s components first in its 16 bytes, where std140 puts them, so the
//! pass retypes those arrays in the uniform variables' types (through
//! structs and arrays: `array<array<f32, 2>, 3>` becomes
//! `array<array<vec<f32, 4>, 2>, 3>`) and their address chains, and
//! rewrites the accesses, which `spirv-block-layout` left at leaves: the
//! address of a scalar element is component 0 of the 4-vector's, a
//! 2-vector element is loaded as the 4-vector's first two components
//! (`vec.swizzle`), and its component `j` is the 4-vector's. The bytes the
//! runtime binds do not change. Uniform memory is read-only, so there are
//! no stores. A float matrix of 2-vector rows (WGSL's `matRx2<T>`, whose
//! columns are the IR's rows) is padded the same way by std140 but packed
//! 8 bytes apart by WGSL: it becomes an array of 4-vectors too, a load of
//! it a `mat.construct` of the rows' first two components. An access it
//! cannot rewrite is an `NSL3154` diagnostic.
//!
//! Only the WGSL pipeline runs it, after `block-matrix-columns` (whose
//! column arrays of 2-row column-major matrices are such arrays; the
//! row-major matrices it leaves are the matrices above).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, mat, mem, vec};
use nsl_ir::language::Invariant;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, LEAF_BLOCK_ACCESS};

pub static INFO: PassInfo = PassInfo {
    name: "pad-uniform-arrays",
    summary: "Arrays of scalars or 2-vectors in uniform memory become arrays of 4-vectors (std140's 16-byte stride)",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(PadUniformArrays)),
};

struct PadUniformArrays;

impl Pass for PadUniformArrays {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx).with_invariant(LEAF_BLOCK_ACCESS)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([
            mem::ELEM_ADDR.name,
            mem::LOAD.name,
            vec::SWIZZLE.name,
            mat::CONSTRUCT.name,
            arith::CONST.name,
        ]);
        out
    }
    /// The padded arrays hold 4-vectors of the arrays' own scalars.
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
        let var_kind = ctx.kind(spv::GLOBAL_VAR.name);
        let addr_kind = ctx.kind(spv::ADDR.name);
        let mut padded = rustc_hash::FxHashMap::default();
        for var in ctx.block_ops(ctx.body(module, 0)) {
            if !ctx.is(var, var_kind) || ctx.attr_str(var, "storage") != Some("uniform") {
                continue;
            }
            let ty = ctx.attr_type(var, "type").expect("verified");
            let stored = padded_form(ctx, ty);
            if stored != ty {
                let (name, attr) = (ctx.sym("type"), ctx.type_attr(stored));
                ctx.set_attr(var, name, attr);
                padded.insert(ctx.attr_symbol(var, "sym").expect("verified"), stored);
                stats.add("variables-retyped", 1);
            }
        }
        for op in ctx.nested_ops(module) {
            if !ctx.is(op, addr_kind) || ctx.is_erased(op) {
                continue;
            }
            let Some(&stored) = padded.get(&ctx.attr_symbol(op, "var").expect("verified")) else { continue };
            let ptr = ctx.result(op, 0);
            retype_chain(ctx, ptr, stored, stats)?;
        }
        Ok(())
    }
}

/// A scalar or 2-vector: an array element std140 pads to 16 bytes.
fn is_narrow(ctx: &Context, ty: Type) -> bool {
    match *ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => len == 2,
        _ => ctx.is_scalar(ty),
    }
}

/// A float matrix of 2-vector rows (WGSL's `matRx2`: its columns are the
/// IR's rows), which std140 pads like an array of 2-vectors and WGSL
/// packs 8 bytes apart: its rows count.
fn narrow_matrix(ctx: &Context, ty: Type) -> Option<u8> {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { rows, cols: 2, .. } => Some(rows),
        _ => None,
    }
}

/// The type uniform memory holds for `ty`.
fn padded_form(ctx: &mut Context, ty: Type) -> Type {
    if let Some(rows) = narrow_matrix(ctx, ty) {
        let scalar = ctx.scalar_of(ty);
        let wide = ctx.vector_type(scalar, 4);
        return ctx.array_type(wide, Some(rows.into()));
    }
    match ctx.type_kind(ty).clone() {
        TypeKind::Array { elem, len } if is_narrow(ctx, elem) => {
            let scalar = ctx.scalar_of(elem);
            let wide = ctx.vector_type(scalar, 4);
            ctx.array_type(wide, len)
        }
        TypeKind::Array { elem, len } => {
            let e = padded_form(ctx, elem);
            ctx.array_type(e, len)
        }
        TypeKind::Struct { name, fields } => {
            let fields = fields.into_iter().map(|(n, t)| (n, padded_form(ctx, t))).collect();
            ctx.intern_type(TypeKind::Struct { name, fields })
        }
        _ => ty,
    }
}

fn unsupported(ctx: &Context, op: Op) -> Diagnostic {
    Diagnostic::error(
        "NSL3154",
        ctx.loc(op),
        format!(
            "cannot pad an array of scalars or 2-vectors in uniform memory to 16-byte elements: '{}' on its address",
            ctx.op_name(op)
        ),
    )
}

/// Gives the address `ptr` the pointee `stored` and follows the change
/// through the addresses derived from it; rewrites the elements of the
/// padded arrays.
fn retype_chain(ctx: &mut Context, ptr: Value, stored: Type, stats: &mut Statistics) -> Result<(), Diagnostic> {
    let TypeKind::Ptr { pointee: old, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { return Ok(()) };
    if stored == old {
        return Ok(());
    }
    let new_ty = ctx.ptr_type(stored, AddressSpace::Uniform);
    ctx.set_value_type(ptr, new_ty);
    if let Some(rows) = narrow_matrix(ctx, old) {
        return matrix_uses(ctx, ptr, old, rows, stats);
    }
    for u in ctx.uses(ptr).to_vec() {
        let user = u.op;
        let name = ctx.op_name(user);
        if name == mem::FIELD_ADDR.name && u.index == 0 {
            let index = ctx.attr_int(user, "index").expect("verified") as usize;
            let TypeKind::Struct { fields, .. } = ctx.type_kind(stored) else { return Err(unsupported(ctx, user)) };
            let field = fields[index].1;
            let r = ctx.result(user, 0);
            retype_chain(ctx, r, field, stats)?;
        } else if name == mem::ELEM_ADDR.name && u.index == 0 {
            let TypeKind::Array { elem: old_elem, .. } = *ctx.type_kind(old) else {
                return Err(unsupported(ctx, user));
            };
            let TypeKind::Array { elem, .. } = *ctx.type_kind(stored) else { return Err(unsupported(ctx, user)) };
            let r = ctx.result(user, 0);
            if is_narrow(ctx, old_elem) {
                // The element is now a 4-vector.
                let wide_ptr = ctx.ptr_type(elem, AddressSpace::Uniform);
                ctx.set_value_type(r, wide_ptr);
                element_uses(ctx, r, old_elem, stats)?;
            } else {
                retype_chain(ctx, r, elem, stats)?;
            }
        } else {
            return Err(unsupported(ctx, user));
        }
    }
    Ok(())
}

/// Rewrites the uses of `wide`, the address of a padded element (a
/// 4-vector) that held an `old` (a scalar or 2-vector).
fn element_uses(ctx: &mut Context, wide: Value, old: Type, stats: &mut Statistics) -> Result<(), Diagnostic> {
    let TypeKind::Ptr { pointee: wide_ty, .. } = *ctx.type_kind(ctx.value_type(wide)) else { return Ok(()) };
    let scalar = ctx.scalar_of(old);
    let scalar_ptr = ctx.ptr_type(scalar, AddressSpace::Uniform);
    if ctx.is_scalar(old) {
        // Component 0 of the 4-vector stands for the scalar everywhere.
        let def = ctx.defining_op(wide).expect("an elem_addr");
        let loc = ctx.loc(def);
        let mut b = Builder::new(ctx, InsertPoint::After(def));
        b.loc = loc;
        let zero = arith::build_index(&mut b, 0);
        let first = b.value(mem::ELEM_ADDR.name, &[wide, zero], scalar_ptr, &[]);
        for u in ctx.uses(wide).to_vec() {
            if u.op != ctx.defining_op(first).expect("built") {
                ctx.set_operand(u.op, u.index as usize, first);
            }
        }
        stats.add("elements-padded", 1);
        return Ok(());
    }
    for u in ctx.uses(wide).to_vec() {
        let user = u.op;
        let name = ctx.op_name(user);
        let loc = ctx.loc(user);
        if name == mem::LOAD.name {
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = loc;
            let all = b.value(mem::LOAD.name, &[wide], wide_ty, &[]);
            let (i0, i1) = (b.ctx.int_attr(0), b.ctx.int_attr(1));
            let indices = b.ctx.array_attr(vec![i0, i1]);
            let first_two = b.value(vec::SWIZZLE.name, &[all], old, &[("indices", indices)]);
            let r = b.ctx.result(user, 0);
            let hint = b.ctx.value_name(r);
            b.ctx.set_value_name(first_two, hint);
            b.ctx.replace_all_uses(r, first_two);
            ctx.erase_op(user);
        } else if name == mem::ELEM_ADDR.name && u.index == 0 {
            // Component j of the 2-vector is the 4-vector's.
            let r = ctx.result(user, 0);
            debug_assert_eq!(ctx.value_type(r), scalar_ptr);
        } else {
            return Err(unsupported(ctx, user));
        }
        stats.add("elements-padded", 1);
    }
    Ok(())
}

/// Rewrites the uses of `ptr`, which pointed to the matrix `old` (of
/// `rows` 2-vector rows) and now points to an array of 4-vectors.
fn matrix_uses(ctx: &mut Context, ptr: Value, old: Type, rows: u8, stats: &mut Statistics) -> Result<(), Diagnostic> {
    let scalar = ctx.scalar_of(old);
    let row_ty = ctx.vector_type(scalar, 2);
    let wide_ty = ctx.vector_type(scalar, 4);
    let wide_ptr = ctx.ptr_type(wide_ty, AddressSpace::Uniform);
    for u in ctx.uses(ptr).to_vec() {
        let user = u.op;
        let name = ctx.op_name(user);
        let loc = ctx.loc(user);
        if name == mem::LOAD.name {
            let mut b = Builder::new(ctx, InsertPoint::Before(user));
            b.loc = loc;
            let (i0, i1) = (b.ctx.int_attr(0), b.ctx.int_attr(1));
            let indices = b.ctx.array_attr(vec![i0, i1]);
            let parts: Vec<Value> = (0..i128::from(rows))
                .map(|i| {
                    let i = arith::build_index(&mut b, i);
                    let p = b.value(mem::ELEM_ADDR.name, &[ptr, i], wide_ptr, &[]);
                    let all = b.value(mem::LOAD.name, &[p], wide_ty, &[]);
                    b.value(vec::SWIZZLE.name, &[all], row_ty, &[("indices", indices)])
                })
                .collect();
            let m = b.value(mat::CONSTRUCT.name, &parts, old, &[]);
            let r = b.ctx.result(user, 0);
            let hint = b.ctx.value_name(r);
            b.ctx.set_value_name(m, hint);
            b.ctx.replace_all_uses(r, m);
            ctx.erase_op(user);
            stats.add("elements-padded", 1);
        } else if name == mem::ELEM_ADDR.name && u.index == 0 {
            // A row: a padded 2-vector element.
            let r = ctx.result(user, 0);
            ctx.set_value_type(r, wide_ptr);
            element_uses(ctx, r, row_ty, stats)?;
        } else {
            return Err(unsupported(ctx, user));
        }
    }
    Ok(())
}
