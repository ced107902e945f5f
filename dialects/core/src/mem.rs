//! `mem`: variables and memory access through typed pointers. A pointer is
//! an allocation and a path of member indices into it; computing an address
//! never traps, but a load or store through an index out of range does.

use crate::scalar::{self, expect_type, operand_type, result_type};
use nsl_ir::attr::AttrShape;
use nsl_ir::interp::{Flow, Interpreter, Pointer, RtValue, Trap};
use nsl_ir::printer::{print_type, print_type_kind};
use nsl_ir::{AddressSpace, AttrSpec, Context, Dialect, Op, OpSchema, Traits, Type, TypeConstraint, TypeKind};

/// `mem.var`: allocates a fresh zero-initialized variable each time it runs
/// and gives its address, in the function or private space. It has no
/// other effect, so it is neither pure nor side-effecting.
pub const VAR: OpSchema = OpSchema {
    name: "mem.var",
    summary: "A fresh zero-initialized variable (function or private space)",
    results: &[TypeConstraint::Pointer],
    // A Slang `dynamic_uniform` local (`check-uniformity` checks its stores).
    attrs: &[AttrSpec::optional("dynamic_uniform", AttrShape::Bool)],
    verify: Some(verify_var),
    eval: Some(eval_var),
    ..OpSchema::DEFAULT
};

/// `mem.load %p {align?, coherent?}`: the value `p` points to. `align`
/// states the pointee's alignment in bytes (`loadAligned<A>`); `coherent`
/// makes the access visible at that memory scope (`loadCoherent<A, S>`:
/// SPIR-V's scope numbers, Device = 1). Neither changes the value.
pub const LOAD: OpSchema = OpSchema {
    name: "mem.load",
    summary: "Reads the value a pointer points to",
    operands: &[TypeConstraint::Pointer],
    results: &[TypeConstraint::Any],
    traits: Traits::READS_MEMORY,
    verify: Some(verify_load),
    eval: Some(eval_load),
    attrs: &[AttrSpec::optional("align", AttrShape::Int), AttrSpec::optional("coherent", AttrShape::Int)],
    ..OpSchema::DEFAULT
};

/// `mem.store %p, %x {align?, coherent?}`: writes `x` where `p` points
/// (the attributes as `mem.load`'s: `storeAligned`, `storeCoherent`).
/// Memory in the uniform, push_constant and input spaces is read-only.
pub const STORE: OpSchema = OpSchema {
    name: "mem.store",
    summary: "Writes a value where a pointer points",
    operands: &[TypeConstraint::Pointer, TypeConstraint::Any],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_store),
    eval: Some(eval_store),
    attrs: &[AttrSpec::optional("align", AttrShape::Int), AttrSpec::optional("coherent", AttrShape::Int)],
    ..OpSchema::DEFAULT
};

/// `mem.field_addr %p {index}`: `ptr<struct, S>` to `ptr<field, S>`.
pub const FIELD_ADDR: OpSchema = OpSchema {
    name: "mem.field_addr",
    summary: "The address of field `index` of the struct a pointer points to",
    operands: &[TypeConstraint::Pointer],
    results: &[TypeConstraint::Pointer],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_field_addr),
    eval: Some(eval_field_addr),
    ..OpSchema::DEFAULT
};

/// `mem.elem_addr %p, %i`: the address of element `i` of the array or
/// vector, or of row `i` of the matrix, that `p` points to. An index out of
/// range, negative included, traps when the address is used.
pub const ELEM_ADDR: OpSchema = OpSchema {
    name: "mem.elem_addr",
    summary: "The address of element i of an array or vector (row i of a matrix); `nonuniform`: of an array of \
              buffer descriptors, the index may differ between invocations",
    operands: &[TypeConstraint::Pointer, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Pointer],
    attrs: &[AttrSpec::optional("nonuniform", AttrShape::Unit)],
    traits: Traits::PURE,
    verify: Some(verify_elem_addr),
    eval: Some(eval_elem_addr),
    ..OpSchema::DEFAULT
};

/// `mem.ptr_offset %p, %i`: `p` moved by `i` whole pointees (C's `p + i`,
/// `&p[i]`) of a pointer into device or workgroup (`groupshared`) memory;
/// the stride is the pointee's size in that memory's layout, which the
/// target decides. No interpreter semantics: such addresses exist only on
/// a GPU.
pub const PTR_OFFSET: OpSchema = OpSchema {
    name: "mem.ptr_offset",
    summary: "A device or workgroup pointer moved by i whole pointees",
    operands: &[TypeConstraint::Pointer, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_ptr_offset),
    ..OpSchema::DEFAULT
};

/// `mem.int_to_ptr %a : ptr<T, device>`: the device pointer at 64-bit
/// address `a` (a `u64` or `i64`).
pub const INT_TO_PTR: OpSchema = OpSchema {
    name: "mem.int_to_ptr",
    summary: "The device pointer at a 64-bit address",
    operands: &[TypeConstraint::IntScalar],
    results: &[TypeConstraint::Pointer],
    traits: Traits::PURE,
    verify: Some(verify_int_to_ptr),
    ..OpSchema::DEFAULT
};

/// `mem.ptr_to_int %p : u64`: the 64-bit address of a device pointer.
pub const PTR_TO_INT: OpSchema = OpSchema {
    name: "mem.ptr_to_int",
    summary: "The 64-bit address of a device pointer",
    operands: &[TypeConstraint::Pointer],
    results: &[TypeConstraint::IntScalar],
    traits: Traits::PURE,
    verify: Some(verify_ptr_to_int),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "mem",
    summary: "Variables, loads, stores and addresses",
    ops: &[&VAR, &LOAD, &STORE, &FIELD_ADDR, &ELEM_ADDR, &PTR_OFFSET, &INT_TO_PTR, &PTR_TO_INT],
};

fn device_pointer(ctx: &Context, ty: Type, what: &str) -> Result<(), String> {
    match pointer_parts(ctx, ty)? {
        (_, AddressSpace::Device | AddressSpace::DeviceStd430) => Ok(()),
        (_, space) => Err(format!("{what} must point into device memory, not {}", space.keyword())),
    }
}

fn is_64_bit_int(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Int { width: 64, .. })
}

fn verify_ptr_offset(ctx: &Context, op: Op) -> Result<(), String> {
    // Workgroup memory is addressed too: a `groupshared` array walked by
    // a pointer to one of its elements (SPIR-V's variable pointers).
    if !matches!(pointer_parts(ctx, operand_type(ctx, op, 0))?.1, AddressSpace::Workgroup) {
        device_pointer(ctx, operand_type(ctx, op, 0), "operand #0")?;
    }
    if result_type(ctx, op) != operand_type(ctx, op, 0) {
        return Err("the result has the operand's pointer type".into());
    }
    Ok(())
}

fn verify_int_to_ptr(ctx: &Context, op: Op) -> Result<(), String> {
    device_pointer(ctx, result_type(ctx, op), "the result")?;
    if !is_64_bit_int(ctx, operand_type(ctx, op, 0)) {
        return Err("the address is a 64-bit integer".into());
    }
    Ok(())
}

fn verify_ptr_to_int(ctx: &Context, op: Op) -> Result<(), String> {
    device_pointer(ctx, operand_type(ctx, op, 0), "operand #0")?;
    if !is_64_bit_int(ctx, result_type(ctx, op)) {
        return Err("the address is a 64-bit integer".into());
    }
    Ok(())
}

// ----- verification -----------------------------------------------------------

/// The pointee type and address space of a pointer type.
fn pointer_parts(ctx: &Context, ty: Type) -> Result<(Type, AddressSpace), String> {
    match *ctx.type_kind(ty) {
        TypeKind::Ptr { pointee, space } => Ok((pointee, space)),
        _ => Err(format!("expects a pointer, not {}", print_type(ctx, ty))),
    }
}

/// Can values of this type be loaded, stored and held in a variable? Every
/// type but functions and unsized arrays (and aggregates holding them).
fn is_sized(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Function { .. } | TypeKind::Array { len: None, .. } => false,
        &TypeKind::Array { elem, .. } => is_sized(ctx, elem),
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, t)| is_sized(ctx, t)),
        _ => true,
    }
}

fn sized_pointee(ctx: &Context, ptr: Type, what: &str) -> Result<(Type, AddressSpace), String> {
    let (pointee, space) = pointer_parts(ctx, ptr)?;
    if !is_sized(ctx, pointee) {
        return Err(format!("cannot {what} a value of type {}: it has no fixed size", print_type(ctx, pointee)));
    }
    Ok((pointee, space))
}

fn verify_var(ctx: &Context, op: Op) -> Result<(), String> {
    let (_, space) = sized_pointee(ctx, result_type(ctx, op), "hold")?;
    if !matches!(space, AddressSpace::Function | AddressSpace::Private) {
        return Err(format!("variables live in the function or private space, not {}", space.keyword()));
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), String> {
    let (pointee, _) = sized_pointee(ctx, operand_type(ctx, op, 0), "load")?;
    expect_type(ctx, "result", result_type(ctx, op), ctx.type_kind(pointee))
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), String> {
    let (pointee, space) = sized_pointee(ctx, operand_type(ctx, op, 0), "store")?;
    if matches!(
        space,
        AddressSpace::Uniform | AddressSpace::PushConstant | AddressSpace::Input | AddressSpace::ShaderRecord
    ) {
        return Err(format!("cannot store to read-only {} memory", space.keyword()));
    }
    expect_type(ctx, "operand #1", operand_type(ctx, op, 1), ctx.type_kind(pointee))
}

fn verify_field_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let (pointee, space) = pointer_parts(ctx, operand_type(ctx, op, 0))?;
    let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else {
        return Err(format!("expects a pointer to a struct, not to {}", print_type(ctx, pointee)));
    };
    let i = scalar::static_index(ctx, op, fields.len(), pointee)?;
    expect_type(ctx, "result", result_type(ctx, op), &TypeKind::Ptr { pointee: fields[i].1, space })
}

fn verify_elem_addr(ctx: &Context, op: Op) -> Result<(), String> {
    let (pointee, space) = pointer_parts(ctx, operand_type(ctx, op, 0))?;
    let want = match *ctx.type_kind(pointee) {
        TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => ctx.type_kind(elem).clone(),
        TypeKind::Matrix { elem, cols, .. } => TypeKind::Vector { elem, len: cols },
        // An element of a cooperative matrix or vector.
        TypeKind::Opaque { .. } if crate::coop::is_coop(ctx, pointee) => {
            ctx.type_kind(crate::coop::elem_type(ctx, pointee).expect("checked")).clone()
        }
        _ => {
            let p = print_type(ctx, pointee);
            return Err(format!("expects a pointer to an array, vector or matrix, not to {p}"));
        }
    };
    let result = result_type(ctx, op);
    match *ctx.type_kind(result) {
        TypeKind::Ptr { pointee, space: s } if s == space && *ctx.type_kind(pointee) == want => Ok(()),
        _ => {
            let want = format!("ptr<{}, {}>", print_type_kind(ctx, &want), space.keyword());
            Err(format!("result has type {} but must be {want}", print_type(ctx, result)))
        }
    }
}

// ----- interpreter ------------------------------------------------------------

fn pointer(v: &RtValue) -> Result<&Pointer, Trap> {
    match v {
        RtValue::Ptr(p) => Ok(p),
        _ => Err(scalar::mismatch()),
    }
}

/// The most scalars a variable may hold in the interpreter, so that no
/// program can exhaust its memory with one `mem.var`.
const MAX_VAR_SCALARS: u64 = 1 << 20;

/// The number of scalars in a value of type `ty` (saturating).
fn scalar_count(ctx: &Context, ty: Type) -> u64 {
    match *ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => len as u64,
        TypeKind::Matrix { rows, cols, .. } => rows as u64 * cols as u64,
        TypeKind::Array { elem, len } => scalar_count(ctx, elem).saturating_mul(len.unwrap_or(0) as u64),
        TypeKind::Struct { ref fields, .. } => {
            fields.iter().fold(0, |n, &(_, t)| n.saturating_add(scalar_count(ctx, t)))
        }
        _ => 1,
    }
}

fn eval_var(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let (pointee, _) = pointer_parts(interp.ctx, result_type(interp.ctx, op)).map_err(Trap::new)?;
    if scalar_count(interp.ctx, pointee) > MAX_VAR_SCALARS {
        let ty = print_type(interp.ctx, pointee);
        return Err(Trap::new(format!("a variable of type {ty} is too large for the interpreter")));
    }
    let init = interp.zero_value(pointee);
    Ok(Flow::one(RtValue::Ptr(interp.alloc(init))))
}

fn eval_load(interp: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    interp.load(pointer(&args[0])?).map(Flow::one)
}

fn eval_store(interp: &mut Interpreter, _: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    interp.store(pointer(&args[0])?, args[1].clone())?;
    Ok(Flow::none())
}

/// `p` extended by one member index.
fn member_pointer(p: &RtValue, index: u32) -> Result<Flow, Trap> {
    let mut p = pointer(p)?.clone();
    p.path.push(index);
    Ok(Flow::one(RtValue::Ptr(p)))
}

fn eval_field_addr(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::attr_index(interp.ctx, op)?;
    member_pointer(&args[0], u32::try_from(i).map_err(|_| Trap::new("bad 'index'"))?)
}

fn eval_elem_addr(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let i = scalar::index_value(interp.ctx, operand_type(interp.ctx, op, 1), &args[1]);
    // A negative index or one beyond u32 becomes u32::MAX, out of range of
    // every allocation (an array has at most u32::MAX elements), so the
    // load or store through it traps.
    member_pointer(&args[0], i.and_then(|i| u32::try_from(i).ok()).unwrap_or(u32::MAX))
}
