//! The `coop` dialect: cooperative matrices (SPV_KHR_cooperative_matrix)
//! and cooperative vectors (SPV_NV_cooperative_vector), what Slang's
//! `CoopMat<T, S, M, N, R>` and `CoopVec<T, N>` are.
//!
//! Their types are opaque types of this dialect whose name carries the
//! value parameters:
//! - `!coop.Mat.sS.MxN.uR<T>`: a cooperative matrix of `M` x `N` elements
//!   of scalar type `T`, shared by the invocations of memory scope `S`
//!   (SPIR-V's `Scope` numbers: 2 workgroup, 3 subgroup), of use `R`
//!   (0 matrix A, 1 matrix B, 2 accumulator);
//! - `!coop.Vec.N<T>`: a cooperative vector of `N` elements of type `T`.
//!
//! Every element-wise op works on either kind; the loads, stores and
//! products are each kind's own. No op has interpreter semantics: how a
//! cooperative matrix's elements are spread over invocations is the
//! device's choice.

use crate::scalar::{operand_type, result_type};
use nsl_ir::attr::AttrShape;
use nsl_ir::printer::print_type;
use nsl_ir::{AttrSpec, Context, Dialect, Op, OpSchema, Slot, Traits, Type, TypeConstraint, TypeKind};

/// A cooperative matrix type's parameters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatInfo {
    pub elem: Type,
    pub scope: u32,
    pub rows: u32,
    pub cols: u32,
    pub usage: u32,
}

/// `!coop.Mat.sS.MxN.uR<T>`.
pub fn mat_type(ctx: &mut Context, m: MatInfo) -> Type {
    let name = ctx.sym(&format!("coop.Mat.s{}.{}x{}.u{}", m.scope, m.rows, m.cols, m.usage));
    ctx.intern_type(TypeKind::Opaque { name, params: vec![m.elem] })
}

/// `!coop.Vec.N<T>`.
pub fn vec_type(ctx: &mut Context, elem: Type, len: u32) -> Type {
    let name = ctx.sym(&format!("coop.Vec.{len}"));
    ctx.intern_type(TypeKind::Opaque { name, params: vec![elem] })
}

/// The parameters of a cooperative matrix type.
pub fn mat_info(ctx: &Context, t: Type) -> Option<MatInfo> {
    let TypeKind::Opaque { name, params } = ctx.type_kind(t) else { return None };
    let rest = ctx.str(*name).strip_prefix("coop.Mat.")?;
    let &[elem] = &params[..] else { return None };
    let mut parts = rest.split('.');
    let scope = parts.next()?.strip_prefix('s')?.parse().ok()?;
    let (rows, cols) = parts.next()?.split_once('x')?;
    let usage = parts.next()?.strip_prefix('u')?.parse().ok()?;
    if parts.next().is_some() || !ctx.is_scalar(elem) {
        return None;
    }
    Some(MatInfo { elem, scope, rows: rows.parse().ok()?, cols: cols.parse().ok()?, usage })
}

/// The element type and length of a cooperative vector type.
pub fn vec_info(ctx: &Context, t: Type) -> Option<(Type, u32)> {
    let TypeKind::Opaque { name, params } = ctx.type_kind(t) else { return None };
    let len = ctx.str(*name).strip_prefix("coop.Vec.")?.parse().ok()?;
    let &[elem] = &params[..] else { return None };
    ctx.is_scalar(elem).then_some((elem, len))
}

/// The element type of a cooperative matrix or vector type.
pub fn elem_type(ctx: &Context, t: Type) -> Option<Type> {
    mat_info(ctx, t).map(|m| m.elem).or_else(|| vec_info(ctx, t).map(|v| v.0))
}

/// Is `t` a cooperative matrix or vector type?
pub fn is_coop(ctx: &Context, t: Type) -> bool {
    elem_type(ctx, t).is_some()
}

/// The element-wise operations of `coop.arith`.
pub const ARITH_OPS: &[&str] = &["add", "sub", "mul", "div", "rem", "min", "max"];

/// `coop.map_element {callee} %m, %extra... : M`: each element of `%m`
/// replaced by `@callee(row, column, element, ...)` (SPV_NV_cooperative_matrix2's
/// OpCooperativeMatrixPerElementOpNV). `callee` is a function taking the
/// row and column (`u32`s), the element, then, for each extra operand, its
/// element at that row and column when it is a cooperative matrix of `%m`'s
/// shape, or the operand itself otherwise; it returns the new element.
pub const MAP_ELEMENT: OpSchema = OpSchema {
    name: "coop.map_element",
    summary: "A cooperative matrix with a function applied to each element (with its row and column)",
    operands: &[TypeConstraint::Any],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("callee", AttrShape::Symbol)],
    traits: Traits::PURE.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_map_element),
    ..OpSchema::DEFAULT
};

/// The reductions of `coop.reduce` (SPIR-V's CooperativeMatrixReduce mask:
/// 1 rows, 2 columns, 3 both, 4 each 2x2 block).
pub const REDUCE_MODES: &[i128] = &[1, 2, 3, 4];

/// `coop.reduce {callee, mode} %m : R`: the elements of each row, column,
/// both or 2x2 block of `%m` combined pairwise by `@callee(a, b)`, the
/// results replicated over accumulator `R`'s rows or columns
/// (OpCooperativeMatrixReduceNV).
pub const REDUCE: OpSchema = OpSchema {
    name: "coop.reduce",
    summary: "A cooperative matrix's rows, columns or 2x2 blocks combined by a function",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("callee", AttrShape::Symbol), AttrSpec::required("mode", AttrShape::Int)],
    traits: Traits::PURE.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_reduce),
    ..OpSchema::DEFAULT
};

fn verify_map_element(ctx: &Context, op: Op) -> Result<(), String> {
    match mat_info(ctx, operand_type(ctx, op, 0)) {
        Some(_) => Ok(()),
        None => Err("the first operand must be a cooperative matrix".into()),
    }
}

fn verify_reduce(ctx: &Context, op: Op) -> Result<(), String> {
    let (Some(a), Some(r)) = (mat_info(ctx, operand_type(ctx, op, 0)), mat_info(ctx, result_type(ctx, op))) else {
        return Err("the operand and the result must be cooperative matrices".into());
    };
    let mode = ctx.attr_int(op, "mode").unwrap_or(0);
    if !REDUCE_MODES.contains(&mode) {
        return Err(format!("mode {mode} is not 1 (rows), 2 (columns), 3 (both) or 4 (2x2 blocks)"));
    }
    if (r.elem, r.scope, r.usage) != (a.elem, a.scope, 2) {
        return Err("the result must be an accumulator of the operand's elements and scope".into());
    }
    if mode == 4 && (r.rows * 2, r.cols * 2) != (a.rows, a.cols) {
        return Err("a 2x2 reduction halves both dimensions".into());
    }
    Ok(())
}

/// Memory layouts of `coop.load` / `coop.store` (SPIR-V's
/// CooperativeMatrixLayout: 0 row major, 1 column major); for vectors
/// the layout is unused. `{coherent = S}` makes the access coherent at
/// memory scope `S` (SPIR-V's Scope numbers: available or visible to it).
pub const LOAD: OpSchema = OpSchema {
    name: "coop.load",
    summary: "Loads a cooperative matrix (stride, layout) or vector (byte offset) from memory",
    operands: &[TypeConstraint::Pointer, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::optional("layout", AttrShape::Int), AttrSpec::optional("coherent", AttrShape::Int)],
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_result_coop),
    ..OpSchema::DEFAULT
};

/// `coop.store %ptr, %value, %stride_or_offset {layout}`.
pub const STORE: OpSchema = OpSchema {
    name: "coop.store",
    summary: "Stores a cooperative matrix (stride, layout) or vector (byte offset) to memory",
    operands: &[TypeConstraint::Pointer, TypeConstraint::Any, TypeConstraint::IntScalar],
    attrs: &[AttrSpec::optional("layout", AttrShape::Int), AttrSpec::optional("coherent", AttrShape::Int)],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_store),
    ..OpSchema::DEFAULT
};

/// `coop.fill %x`: every element `x`.
pub const FILL: OpSchema = OpSchema {
    name: "coop.fill",
    summary: "A cooperative matrix or vector with every element the scalar operand",
    operands: &[TypeConstraint::Scalar],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_fill),
    ..OpSchema::DEFAULT
};

/// `coop.construct %x0, %x1, ...`: a cooperative vector of its elements.
pub const CONSTRUCT: OpSchema = OpSchema {
    name: "coop.construct",
    summary: "A cooperative vector of the scalar operands",
    variadic_operands: Some(TypeConstraint::Scalar),
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_construct),
    ..OpSchema::DEFAULT
};

/// `coop.arith %a, %b {op}`: element-wise arithmetic.
pub const ARITH: OpSchema = OpSchema {
    name: "coop.arith",
    summary: "Element-wise arithmetic on cooperative matrices or vectors",
    operands: &[TypeConstraint::Any, TypeConstraint::SameAs(Slot::Operand(0))],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("op", AttrShape::Enum(ARITH_OPS))],
    traits: Traits::PURE,
    verify: Some(verify_operand_coop),
    ..OpSchema::DEFAULT
};

/// `coop.neg %a`.
pub const NEG: OpSchema = OpSchema {
    name: "coop.neg",
    summary: "Element-wise negation of a cooperative matrix or vector",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    traits: Traits::PURE,
    verify: Some(verify_operand_coop),
    ..OpSchema::DEFAULT
};

/// `coop.scale %a, %s`: every element times the scalar `s`.
pub const SCALE: OpSchema = OpSchema {
    name: "coop.scale",
    summary: "A cooperative matrix or vector times a scalar of its element type",
    operands: &[TypeConstraint::Any, TypeConstraint::Scalar],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    traits: Traits::PURE,
    verify: Some(verify_scale),
    ..OpSchema::DEFAULT
};

/// `coop.convert %a`: the elements converted to another element type
/// (and, for matrices, possibly another use).
pub const CONVERT: OpSchema = OpSchema {
    name: "coop.convert",
    summary: "Element-wise conversion of a cooperative matrix or vector",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_convert),
    ..OpSchema::DEFAULT
};

/// `coop.length %a`: how many elements of a cooperative matrix this
/// invocation holds.
pub const LENGTH: OpSchema = OpSchema {
    name: "coop.length",
    summary: "The number of elements of a cooperative matrix the invocation holds",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::IntScalar],
    traits: Traits::PURE,
    verify: Some(verify_operand_coop),
    ..OpSchema::DEFAULT
};

/// `coop.extract %a, %i`: element `i` (a constant index).
pub const EXTRACT: OpSchema = OpSchema {
    name: "coop.extract",
    summary: "An element of a cooperative matrix or vector at a constant index",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Scalar],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_extract),
    ..OpSchema::DEFAULT
};

/// `coop.insert %a, %x {index}`: `a` with element `index` replaced.
pub const INSERT: OpSchema = OpSchema {
    name: "coop.insert",
    summary: "A cooperative matrix or vector with one element replaced at a constant index",
    operands: &[TypeConstraint::Any, TypeConstraint::Scalar],
    results: &[TypeConstraint::SameAs(Slot::Operand(0))],
    attrs: &[AttrSpec::required("index", AttrShape::Int)],
    traits: Traits::PURE,
    verify: Some(verify_insert),
    ..OpSchema::DEFAULT
};

/// `coop.mul_add %a, %b, %c`: the matrix product `a * b + c`
/// (OpCooperativeMatrixMulAddKHR); `{saturate}` saturates the
/// accumulation of integers.
pub const MUL_ADD: OpSchema = OpSchema {
    name: "coop.mul_add",
    summary: "Cooperative matrix multiply-add a * b + c",
    operands: &[TypeConstraint::Any, TypeConstraint::Any, TypeConstraint::Any],
    results: &[TypeConstraint::SameAs(Slot::Operand(2))],
    attrs: &[AttrSpec::optional("saturate", AttrShape::Bool)],
    traits: Traits::PURE.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_mul_add),
    ..OpSchema::DEFAULT
};

/// `coop.transpose %m`: the transpose of a cooperative matrix, as a
/// matrix B (SPV_NV_cooperative_matrix2's OpCooperativeMatrixTransposeNV).
pub const TRANSPOSE: OpSchema = OpSchema {
    name: "coop.transpose",
    summary: "The transpose of a cooperative matrix, as a matrix B",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_transpose),
    ..OpSchema::DEFAULT
};

fn verify_transpose(ctx: &Context, op: Op) -> Result<(), String> {
    let (Some(a), Some(r)) = (mat_info(ctx, operand_type(ctx, op, 0)), mat_info(ctx, result_type(ctx, op))) else {
        return Err("the operand and the result must be cooperative matrices".into());
    };
    if (r.elem, r.scope, r.rows, r.cols, r.usage) != (a.elem, a.scope, a.cols, a.rows, 1) {
        return Err("the result must be the operand's transpose, a matrix B of its elements".into());
    }
    Ok(())
}

/// The element-wise functions of `coop.vec_math` on cooperative vectors
/// (those SPV_NV_cooperative_vector allows of GLSL.std.450).
pub const VEC_MATH_FNS: &[&str] = &["atan", "exp", "log", "tanh", "clamp", "max", "min", "step", "fma"];

/// `coop.vec_math %a, ... {fn}`: an element-wise function of cooperative
/// vectors of one type.
pub const VEC_MATH: OpSchema = OpSchema {
    name: "coop.vec_math",
    summary: "An element-wise function of cooperative vectors",
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("fn", AttrShape::Enum(VEC_MATH_FNS))],
    traits: Traits::PURE,
    verify: Some(verify_vec_math),
    ..OpSchema::DEFAULT
};

/// `coop.vec_mat_mul %input, %matrix, %offset {input_interp, matrix_interp,
/// k, layout, transpose, stride}`: the `M`-row by `k`-column matrix at byte
/// `offset` of the array `matrix` points to, times `input`
/// (OpCooperativeVectorMatrixMulNV). The interpretations are SPIR-V's
/// ComponentType numbers (`input_interp` may be a packed one, then `k`
/// counts the unpacked elements), `layout` its
/// CooperativeVectorMatrixLayout, `stride` the bytes between rows or
/// columns.
pub const VEC_MAT_MUL: OpSchema = OpSchema {
    name: "coop.vec_mat_mul",
    summary: "A matrix in memory times a cooperative vector",
    operands: &[TypeConstraint::Any, TypeConstraint::Pointer, TypeConstraint::IntScalar],
    results: &[TypeConstraint::Any],
    attrs: &MAT_MUL_ATTRS,
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_vec_mat_mul),
    ..OpSchema::DEFAULT
};

const MAT_MUL_ATTRS: [AttrSpec; 7] = [
    AttrSpec::required("input_interp", AttrShape::Int),
    AttrSpec::required("matrix_interp", AttrShape::Int),
    AttrSpec::required("k", AttrShape::Int),
    AttrSpec::required("layout", AttrShape::Int),
    AttrSpec::required("transpose", AttrShape::Bool),
    AttrSpec::required("stride", AttrShape::Int),
    AttrSpec::optional("bias_interp", AttrShape::Int),
];

/// `coop.vec_mat_mul_add %input, %matrix, %offset, %bias, %bias_offset
/// {..., bias_interp}`: `coop.vec_mat_mul` plus the vector at byte
/// `bias_offset` of the array `bias` points to
/// (OpCooperativeVectorMatrixMulAddNV).
pub const VEC_MAT_MUL_ADD: OpSchema = OpSchema {
    name: "coop.vec_mat_mul_add",
    summary: "A matrix in memory times a cooperative vector plus a bias vector in memory",
    operands: &[
        TypeConstraint::Any,
        TypeConstraint::Pointer,
        TypeConstraint::IntScalar,
        TypeConstraint::Pointer,
        TypeConstraint::IntScalar,
    ],
    results: &[TypeConstraint::Any],
    attrs: &MAT_MUL_ATTRS,
    traits: Traits::READS_MEMORY.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_vec_mat_mul),
    ..OpSchema::DEFAULT
};

/// `coop.vec_outer_product %matrix, %offset, %a, %b {layout, matrix_interp,
/// stride}`: atomically adds the outer product of `a` and `b` to the matrix
/// at byte `offset` of the array `matrix` points to
/// (OpCooperativeVectorOuterProductAccumulateNV).
pub const VEC_OUTER_PRODUCT: OpSchema = OpSchema {
    name: "coop.vec_outer_product",
    summary: "Accumulates the outer product of two cooperative vectors into a matrix in memory",
    operands: &[TypeConstraint::Pointer, TypeConstraint::IntScalar, TypeConstraint::Any, TypeConstraint::Any],
    attrs: &[
        AttrSpec::required("layout", AttrShape::Int),
        AttrSpec::required("matrix_interp", AttrShape::Int),
        AttrSpec::required("stride", AttrShape::Int),
    ],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_outer_product),
    ..OpSchema::DEFAULT
};

/// `coop.vec_reduce_sum %array, %offset, %v`: atomically adds `v` to the
/// vector at byte `offset` of the array `array` points to
/// (OpCooperativeVectorReduceSumAccumulateNV).
pub const VEC_REDUCE_SUM: OpSchema = OpSchema {
    name: "coop.vec_reduce_sum",
    summary: "Accumulates a cooperative vector into memory",
    operands: &[TypeConstraint::Pointer, TypeConstraint::IntScalar, TypeConstraint::Any],
    traits: Traits::HAS_SIDE_EFFECTS.union(Traits::CONVERGENCE_SENSITIVE),
    verify: Some(verify_reduce_sum),
    ..OpSchema::DEFAULT
};

fn vec_or(ctx: &Context, what: &str, t: Type) -> Result<(u32, Type), String> {
    vec_info(ctx, t)
        .map(|(e, n)| (n, e))
        .ok_or_else(|| format!("{what} has type {} but must be a cooperative vector", print_type(ctx, t)))
}

fn verify_vec_math(ctx: &Context, op: Op) -> Result<(), String> {
    let r = result_type(ctx, op);
    vec_or(ctx, "result", r)?;
    let n = ctx.operands(op).len();
    let want = match ctx.attr_str(op, "fn").unwrap_or("") {
        "clamp" | "fma" => 3,
        "max" | "min" | "step" => 2,
        _ => 1,
    };
    if n != want || ctx.operands(op).iter().any(|&v| ctx.value_type(v) != r) {
        return Err(format!("takes {want} operands of the result's type"));
    }
    Ok(())
}

fn verify_vec_mat_mul(ctx: &Context, op: Op) -> Result<(), String> {
    vec_or(ctx, "operand #0", operand_type(ctx, op, 0))?;
    vec_or(ctx, "result", result_type(ctx, op))?;
    if !matches!(ctx.attr_int(op, "k"), Some(k) if k > 0) || !matches!(ctx.attr_int(op, "stride"), Some(s) if s >= 0) {
        return Err("k must be positive and the stride not negative".into());
    }
    Ok(())
}

fn verify_outer_product(ctx: &Context, op: Op) -> Result<(), String> {
    let (_, a) = vec_or(ctx, "operand #2", operand_type(ctx, op, 2))?;
    let (_, b) = vec_or(ctx, "operand #3", operand_type(ctx, op, 3))?;
    if a != b {
        return Err("both vectors must have the same element type".into());
    }
    Ok(())
}

fn verify_reduce_sum(ctx: &Context, op: Op) -> Result<(), String> {
    vec_or(ctx, "operand #2", operand_type(ctx, op, 2)).map(|_| ())
}

fn coop_or(ctx: &Context, what: &str, t: Type) -> Result<(), String> {
    if is_coop(ctx, t) {
        Ok(())
    } else {
        Err(format!("{what} has type {} but must be a cooperative matrix or vector", print_type(ctx, t)))
    }
}

fn verify_result_coop(ctx: &Context, op: Op) -> Result<(), String> {
    coop_or(ctx, "result", result_type(ctx, op))
}

fn verify_operand_coop(ctx: &Context, op: Op) -> Result<(), String> {
    coop_or(ctx, "operand #0", operand_type(ctx, op, 0))
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), String> {
    coop_or(ctx, "operand #1", operand_type(ctx, op, 1))
}

fn verify_fill(ctx: &Context, op: Op) -> Result<(), String> {
    let r = result_type(ctx, op);
    coop_or(ctx, "result", r)?;
    if elem_type(ctx, r) != Some(operand_type(ctx, op, 0)) {
        return Err("the operand must have the result's element type".into());
    }
    Ok(())
}

fn verify_construct(ctx: &Context, op: Op) -> Result<(), String> {
    let r = result_type(ctx, op);
    let Some((elem, len)) = vec_info(ctx, r) else {
        return Err(format!("result has type {} but must be a cooperative vector", print_type(ctx, r)));
    };
    let n = ctx.operands(op).len();
    if n != len as usize || ctx.operands(op).iter().any(|&v| ctx.value_type(v) != elem) {
        return Err(format!("{n} operands do not make a {}", print_type(ctx, r)));
    }
    Ok(())
}

fn verify_scale(ctx: &Context, op: Op) -> Result<(), String> {
    let t = operand_type(ctx, op, 0);
    coop_or(ctx, "operand #0", t)?;
    if elem_type(ctx, t) != Some(operand_type(ctx, op, 1)) {
        return Err("the scalar must have the element type".into());
    }
    Ok(())
}

fn verify_convert(ctx: &Context, op: Op) -> Result<(), String> {
    let (a, r) = (operand_type(ctx, op, 0), result_type(ctx, op));
    coop_or(ctx, "operand #0", a)?;
    coop_or(ctx, "result", r)?;
    let same_shape = match (mat_info(ctx, a), mat_info(ctx, r)) {
        (Some(x), Some(y)) => (x.scope, x.rows, x.cols) == (y.scope, y.rows, y.cols),
        (None, None) => vec_info(ctx, a).map(|v| v.1) == vec_info(ctx, r).map(|v| v.1),
        _ => false,
    };
    if !same_shape {
        return Err(format!("cannot convert {} to {}", print_type(ctx, a), print_type(ctx, r)));
    }
    Ok(())
}

fn index_in_range(ctx: &Context, op: Op, t: Type) -> Result<(), String> {
    let i = ctx.attr_int(op, "index").unwrap_or(-1);
    let len = vec_info(ctx, t).map(|v| v.1 as i128);
    if i < 0 || len.is_some_and(|n| i >= n) {
        return Err(format!("index {i} is out of range"));
    }
    Ok(())
}

fn verify_extract(ctx: &Context, op: Op) -> Result<(), String> {
    let t = operand_type(ctx, op, 0);
    coop_or(ctx, "operand #0", t)?;
    if elem_type(ctx, t) != Some(result_type(ctx, op)) {
        return Err("the result must have the element type".into());
    }
    index_in_range(ctx, op, t)
}

fn verify_insert(ctx: &Context, op: Op) -> Result<(), String> {
    let t = operand_type(ctx, op, 0);
    coop_or(ctx, "operand #0", t)?;
    if elem_type(ctx, t) != Some(operand_type(ctx, op, 1)) {
        return Err("the inserted value must have the element type".into());
    }
    index_in_range(ctx, op, t)
}

fn verify_mul_add(ctx: &Context, op: Op) -> Result<(), String> {
    let parts: Vec<Option<MatInfo>> = (0..3).map(|i| mat_info(ctx, operand_type(ctx, op, i))).collect();
    let [Some(a), Some(b), Some(c)] = parts[..] else {
        return Err("the operands must be cooperative matrices".into());
    };
    if a.usage != 0 || b.usage != 1 || c.usage != 2 {
        return Err("the operands must be a matrix A, a matrix B and an accumulator".into());
    }
    if a.rows != c.rows || b.cols != c.cols || a.cols != b.rows || a.scope != c.scope || b.scope != c.scope {
        return Err(format!(
            "cannot multiply {}x{} by {}x{} into {}x{}",
            a.rows, a.cols, b.rows, b.cols, c.rows, c.cols
        ));
    }
    Ok(())
}

pub static DIALECT: Dialect = Dialect {
    name: "coop",
    summary: "cooperative matrices and vectors",
    ops: &[
        &LOAD,
        &STORE,
        &FILL,
        &CONSTRUCT,
        &ARITH,
        &NEG,
        &SCALE,
        &CONVERT,
        &LENGTH,
        &EXTRACT,
        &INSERT,
        &MUL_ADD,
        &TRANSPOSE,
        &MAP_ELEMENT,
        &REDUCE,
        &VEC_MATH,
        &VEC_MAT_MUL,
        &VEC_MAT_MUL_ADD,
        &VEC_OUTER_PRODUCT,
        &VEC_REDUCE_SUM,
    ],
};
