//! `block-matrix-columns`: in block memory (`uniform`, `storage`,
//! `push_constant` variables), every column-major float matrix is held as
//! an array of its columns.
//!
//! GLSL sets a matrix's layout with `row_major` / `column_major` on a
//! block or a block member, never on a struct member, so a block whose
//! structs hold matrices of both layouts has no GLSL spelling. An IR
//! `mat<T, R, C, column_major>` is laid out as C columns of `vec<T, R>`
//! (std140 and std430 give an array of them the same strides), so this
//! pass retypes it `array<vec<T, R>, C>` in the variables' types and their
//! address chains, and rewrites the accesses, which `spirv-block-layout`
//! left at leaves: a load reads the columns and transposes, a store
//! transposes and writes them, and the address of row `i`'s element `j`
//! becomes that of column `j`'s element `i`. The matrices GLSL then sees
//! in blocks are all row-major IR matrices, GLSL's default `column_major`
//! (an IR row is a GLSL column). A use of a column-major matrix's address
//! it cannot rewrite is an `NSL3152` diagnostic.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{arith, mat, mem, vec};
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, MatrixLayout, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{self as spv, has_explicit_layout, storage_space, LEAF_BLOCK_ACCESS};

pub static INFO: PassInfo = PassInfo {
    name: "block-matrix-columns",
    summary: "Hold column-major float matrices in block memory as arrays of columns",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(BlockMatrixColumns)),
};

struct BlockMatrixColumns;

impl Pass for BlockMatrixColumns {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::concrete(ctx)
            .with_invariant(LEAF_BLOCK_ACCESS)
            .with_invariant(nsl_dialects::invariants::LAYOUTS_DECIDED)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut out = input.clone().keeping_invariants(self.preserves());
        out.ops.extend([
            mem::ELEM_ADDR.name,
            mem::LOAD.name,
            mem::STORE.name,
            mat::CONSTRUCT.name,
            mat::TRANSPOSE.name,
            mat::RELAYOUT.name,
            mat::EXTRACT_ROW.name,
            vec::CONSTRUCT.name,
            vec::EXTRACT.name,
            arith::CONST.name,
        ]);
        out
    }
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
        let mut blocks = rustc_hash::FxHashMap::default();
        for var in ctx.block_ops(ctx.body(module, 0)) {
            if !ctx.is(var, var_kind) {
                continue;
            }
            let Some(space) = ctx.attr_str(var, "storage").and_then(storage_space).filter(|&s| has_explicit_layout(s))
            else {
                continue;
            };
            let ty = ctx.attr_type(var, "type").expect("verified");
            let stored = storage_form(ctx, ty);
            if stored != ty {
                let (name, attr) = (ctx.sym("type"), ctx.type_attr(stored));
                ctx.set_attr(var, name, attr);
                blocks.insert(ctx.attr_symbol(var, "sym").expect("verified"), space);
                stats.add("blocks-retyped", 1);
            }
        }
        for op in ctx.nested_ops(module) {
            if !ctx.is(op, addr_kind) || ctx.is_erased(op) {
                continue;
            }
            let Some(&space) = blocks.get(&ctx.attr_symbol(op, "var").expect("verified")) else { continue };
            let ptr = ctx.result(op, 0);
            retype_chain(ctx, ptr, space, stats)?;
        }
        Ok(())
    }
}

fn is_column_major_float(ctx: &Context, ty: Type) -> Option<(Type, u8, u8)> {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { elem, rows, cols, layout: MatrixLayout::ColumnMajor }
            if matches!(ctx.type_kind(elem), TypeKind::Float { .. }) =>
        {
            Some((elem, rows, cols))
        }
        _ => None,
    }
}

/// The type block memory holds for `ty`.
fn storage_form(ctx: &mut Context, ty: Type) -> Type {
    if let Some((elem, rows, cols)) = is_column_major_float(ctx, ty) {
        let column = ctx.vector_type(elem, rows);
        return ctx.array_type(column, Some(cols.into()));
    }
    match ctx.type_kind(ty).clone() {
        TypeKind::Array { elem, len } => {
            let e = storage_form(ctx, elem);
            ctx.array_type(e, len)
        }
        TypeKind::Struct { name, fields } => {
            let fields = fields.into_iter().map(|(n, t)| (n, storage_form(ctx, t))).collect();
            ctx.intern_type(TypeKind::Struct { name, fields })
        }
        _ => ty,
    }
}

/// Retypes the pointer `ptr` (still typed as before) and the addresses
/// derived from it; rewrites the accesses to column-major matrices.
fn retype_chain(
    ctx: &mut Context,
    ptr: Value,
    space: nsl_ir::AddressSpace,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(ptr)) else { return Ok(()) };
    let stored = storage_form(ctx, pointee);
    if stored == pointee {
        return Ok(());
    }
    let new_ty = ctx.ptr_type(stored, space);
    ctx.set_value_type(ptr, new_ty);
    if is_column_major_float(ctx, pointee).is_some() {
        return matrix_uses(ctx, ptr, pointee, space, stats);
    }
    for u in ctx.uses(ptr).to_vec() {
        let name = ctx.op_name(u.op);
        if (name == mem::FIELD_ADDR.name || name == mem::ELEM_ADDR.name) && u.index == 0 {
            let r = ctx.result(u.op, 0);
            retype_chain(ctx, r, space, stats)?;
        }
    }
    Ok(())
}

fn unsupported(ctx: &Context, op: Op) -> Diagnostic {
    Diagnostic::error(
        "NSL3152",
        ctx.loc(op),
        format!("cannot lower to GLSL: '{}' on the address of a column-major matrix in block memory", ctx.op_name(op)),
    )
}

/// Rewrites the uses of `ptr`, which pointed to the column-major `matrix`
/// and now points to its array of columns.
fn matrix_uses(
    ctx: &mut Context,
    ptr: Value,
    matrix: Type,
    space: nsl_ir::AddressSpace,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let (elem, rows, cols) = is_column_major_float(ctx, matrix).expect("a column-major matrix");
    let column_ty = ctx.vector_type(elem, rows);
    let column_ptr = ctx.ptr_type(column_ty, space);
    let scalar_ptr = ctx.ptr_type(elem, space);
    let transposed = ctx.matrix_type(elem, cols, rows, MatrixLayout::RowMajor);
    let row_major = ctx.matrix_type(elem, rows, cols, MatrixLayout::RowMajor);
    let row_ty = ctx.vector_type(elem, cols);
    for u in ctx.uses(ptr).to_vec() {
        let user = u.op;
        let name = ctx.op_name(user);
        let loc = ctx.loc(user);
        let mut b = Builder::new(ctx, InsertPoint::Before(user));
        b.loc = loc;
        if name == mem::LOAD.name {
            let columns: Vec<Value> = (0..cols as usize)
                .map(|j| {
                    let j = arith::build_index(&mut b, j as i128);
                    let p = b.value(mem::ELEM_ADDR.name, &[ptr, j], column_ptr, &[]);
                    b.value(mem::LOAD.name, &[p], column_ty, &[])
                })
                .collect();
            let t = b.value(mat::CONSTRUCT.name, &columns, transposed, &[]);
            let m = b.value(mat::TRANSPOSE.name, &[t], row_major, &[]);
            let m = b.value(mat::RELAYOUT.name, &[m], matrix, &[]);
            let old = b.ctx.result(user, 0);
            b.ctx.replace_all_uses(old, m);
        } else if name == mem::STORE.name && u.index == 0 {
            let value = b.ctx.operand(user, 1);
            let m = b.value(mat::RELAYOUT.name, &[value], row_major, &[]);
            let t = b.value(mat::TRANSPOSE.name, &[m], transposed, &[]);
            for j in 0..cols as usize {
                let index = b.ctx.int_attr(j as i128);
                let column = b.value(mat::EXTRACT_ROW.name, &[t], column_ty, &[("index", index)]);
                let j = arith::build_index(&mut b, j as i128);
                let p = b.value(mem::ELEM_ADDR.name, &[ptr, j], column_ptr, &[]);
                b.op(mem::STORE.name, &[p, column], &[], &[], 0);
            }
        } else if name == mem::ELEM_ADDR.name && u.index == 0 {
            // The address of row i: its element j is column j's element i.
            let i = b.ctx.operand(user, 1);
            let row_ptr = b.ctx.result(user, 0);
            for ru in b.ctx.uses(row_ptr).to_vec() {
                let rname = b.ctx.op_name(ru.op);
                let rloc = b.ctx.loc(ru.op);
                let mut rb = Builder::new(b.ctx, InsertPoint::Before(ru.op));
                rb.loc = rloc;
                let element = |rb: &mut Builder, j: Value| {
                    let column = rb.value(mem::ELEM_ADDR.name, &[ptr, j], column_ptr, &[]);
                    rb.value(mem::ELEM_ADDR.name, &[column, i], scalar_ptr, &[])
                };
                if rname == mem::ELEM_ADDR.name && ru.index == 0 {
                    let j = rb.ctx.operand(ru.op, 1);
                    let p = element(&mut rb, j);
                    let old = rb.ctx.result(ru.op, 0);
                    rb.ctx.replace_all_uses(old, p);
                } else if rname == mem::LOAD.name {
                    let comps: Vec<Value> = (0..cols as usize)
                        .map(|j| {
                            let j = arith::build_index(&mut rb, j as i128);
                            let p = element(&mut rb, j);
                            rb.value(mem::LOAD.name, &[p], elem, &[])
                        })
                        .collect();
                    let v = rb.value(vec::CONSTRUCT.name, &comps, row_ty, &[]);
                    let old = rb.ctx.result(ru.op, 0);
                    rb.ctx.replace_all_uses(old, v);
                } else if rname == mem::STORE.name && ru.index == 0 {
                    let value = rb.ctx.operand(ru.op, 1);
                    for j in 0..cols as usize {
                        let index = rb.ctx.int_attr(j as i128);
                        let c = rb.value(vec::EXTRACT.name, &[value], elem, &[("index", index)]);
                        let j = arith::build_index(&mut rb, j as i128);
                        let p = element(&mut rb, j);
                        rb.op(mem::STORE.name, &[p, c], &[], &[], 0);
                    }
                } else {
                    return Err(unsupported(rb.ctx, ru.op));
                }
                rb.ctx.erase_op(ru.op);
            }
        } else {
            return Err(unsupported(b.ctx, user));
        }
        b.ctx.erase_op(user);
        stats.add("accesses-rewritten", 1);
    }
    Ok(())
}
