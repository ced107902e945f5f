//! Cooperative vectors: Slang's `CoopVec<T, N>` is the `coop` dialect's
//! `!coop.Vec.N<T>`. Construction, arithmetic, element access, `fill` and
//! `copyFrom` share the cooperative matrices' code (`coop.rs`); this file
//! has what is the vectors' own: loads and stores from buffers and arrays
//! (a whole array and a byte offset, `hl.buffer_data_addr` for buffers),
//! `coopVecMatMul[Add][Packed]`, `coopVecOuterProductAccumulate`,
//! `coopVecReduceSumAccumulate`, and math functions (element-wise: the
//! ones SPV_NV_cooperative_vector allows on whole vectors as `coop.vec_math`,
//! any other element by element).

use super::expr::{Place, TVal};
use super::stmt::FnCx;
use super::{CResult, Checker, Unit, E_NO_MEMBER, E_TYPE_MISMATCH};
use crate::ast::{BinaryOp, ExprId, TypeOrExpr};
use crate::source::Span;
use nsl_dialects::{coop, hl};
use nsl_ir::{AddressSpace, Type, TypeKind, Value};

/// A call with the wrong number of arguments.
const E_ARGS: &str = "E30019";

/// The free functions on cooperative vectors.
pub(super) const COOP_VEC_FUNCTIONS: &[&str] = &[
    "coopVecLoad",
    "coopVecLoadCoherent",
    "coopVecLoadGroupshared",
    "coopVecMatMul",
    "coopVecMatMulPacked",
    "coopVecMatMulAdd",
    "coopVecMatMulAddPacked",
    "coopVecOuterProductAccumulate",
    "coopVecReduceSumAccumulate",
];

/// SPIR-V's ComponentType number of a `CoopVecComponentType` case (in
/// the order the prelude declares them), and its packing factor.
fn component_type(case: i128) -> Option<(u32, u32)> {
    Some(match case {
        0 => (1_000_491_002, 1),  // FloatE4M3
        1 => (1_000_491_003, 1),  // FloatE5M2
        2 => (0, 1),              // Float16
        3 => (1, 1),              // Float32
        4 => (2, 1),              // Float64
        5 => (3, 1),              // SignedInt8
        6 => (4, 1),              // SignedInt16
        7 => (5, 1),              // SignedInt32
        8 => (6, 1),              // SignedInt64
        9 => (1_000_491_000, 4),  // SignedInt8Packed
        10 => (7, 1),             // UnsignedInt8
        11 => (8, 1),             // UnsignedInt16
        12 => (9, 1),             // UnsignedInt32
        13 => (10, 1),            // UnsignedInt64
        14 => (1_000_491_001, 4), // UnsignedInt8Packed
        _ => return None,
    })
}

impl Checker<'_> {
    /// `CoopVec<T, N>`.
    pub(super) fn coop_vec_type(&mut self, unit: Unit, elem: Type, args: &[TypeOrExpr], span: Span) -> CResult<Type> {
        if args.len() != 2 {
            return Err(self.error(E_TYPE_MISMATCH, span, "'CoopVec' takes 2 generic arguments"));
        }
        if !self.ctx.is_scalar(elem) || matches!(self.ctx.type_kind(elem), TypeKind::Bool) {
            let msg = format!("the elements of a cooperative vector are numbers, not '{}'", self.show(elem));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let n = self.coop_const_arg(unit, &args[1], span)?;
        match u32::try_from(n) {
            Ok(n) if n > 0 => Ok(coop::vec_type(self.ctx, elem, n)),
            _ => Err(self.error(E_TYPE_MISMATCH, span, format!("a cooperative vector of {n} elements"))),
        }
    }

    /// A constant argument of a cooperative-vector function.
    fn coop_vec_const(&mut self, e: ExprId) -> CResult<i128> {
        self.const_int(Unit::User, e)
    }

    /// The SPIR-V ComponentType of a `CoopVecComponentType` argument and
    /// its packing factor.
    fn coop_vec_interp(&mut self, e: ExprId) -> CResult<(u32, u32)> {
        let case = self.coop_vec_const(e)?;
        component_type(case).ok_or_else(|| {
            let span = self.span(e);
            self.error(E_TYPE_MISMATCH, span, format!("{case} is not a 'CoopVecComponentType'"))
        })
    }

    /// The `MemoryScope` of a coherent access (`Device` when absent).
    fn coop_vec_scope(&mut self, e: Option<ExprId>) -> CResult<i128> {
        match e {
            Some(e) => self.coop_vec_const(e),
            None => Ok(1),
        }
    }

    /// A byte offset argument (0 when absent), as an `int`.
    fn coop_vec_offset(&mut self, fx: &mut FnCx, e: Option<ExprId>, span: Span) -> CResult<Value> {
        let i32_ = self.ctx.int_type(32, true);
        match e {
            Some(e) => {
                let v = self.lower_value(fx, e)?;
                let espan = self.span(e);
                self.convert(fx, v, i32_, espan, false)
            }
            None => Ok(self.int_const(fx, i32_, 0, span)),
        }
    }

    /// The address of the whole array a cooperative vector or matrix
    /// operand in memory is read from or written to: a buffer's element
    /// (or word) array, an array in memory (groupshared or local), or the
    /// array a device pointer `T*` points into; and
    /// the array's element type (`None` for a byte-address buffer).
    fn coop_vec_array(&mut self, fx: &mut FnCx, buf: ExprId, span: Span) -> CResult<(Value, Option<Type>)> {
        let bty =
            if self.is_place_expr(fx, buf) { self.lower_place(fx, buf)? } else { self.lower_value_place(fx, buf)? };
        let ty = bty.ty();
        if let Some(array) = hl::buffer_data_type(self.ctx, ty) {
            let b = self.load_place(fx, &bty, span)?;
            let pty = self.ctx.ptr_type(array, AddressSpace::Storage);
            let ptr = self.emit_value(fx, hl::BUFFER_DATA_ADDR.name, &[b.value], pty, &[], span);
            return Ok((ptr, hl::structured_buffer(self.ctx, ty).map(|(e, _)| e)));
        }
        match (bty, self.ctx.type_kind(ty).clone()) {
            (Place::Mem { ptr, .. }, TypeKind::Array { elem, .. }) => Ok((ptr, Some(elem))),
            (place, TypeKind::Ptr { pointee, space: AddressSpace::Device }) if self.ctx.is_scalar(pointee) => {
                // A device pointer to `T`: the same address as a pointer to `T[]`.
                let p = self.load_place(fx, &place, span)?;
                let u64_ = self.ctx.int_type(64, false);
                let address = self.emit_value(fx, "mem.ptr_to_int", &[p.value], u64_, &[], span);
                let array = self.ctx.array_type(pointee, None);
                let pty = self.ctx.ptr_type(array, AddressSpace::Device);
                let ptr = self.emit_value(fx, "mem.int_to_ptr", &[address], pty, &[], span);
                Ok((ptr, Some(pointee)))
            }
            _ => {
                let msg = format!("cannot load or store a cooperative vector through '{}'", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// `coop.load` of a `ty` from `buf` at byte offset `off` (coherent at
    /// a memory scope when `coherent`).
    #[allow(clippy::too_many_arguments)]
    fn coop_vec_load(
        &mut self,
        fx: &mut FnCx,
        ty: Option<Type>,
        len: u32,
        buf: ExprId,
        off: Option<ExprId>,
        coherent: Option<i128>,
        span: Span,
    ) -> CResult<TVal> {
        let (ptr, natural) = self.coop_vec_array(fx, buf, span)?;
        let ty = match (ty, natural) {
            (Some(t), _) => t,
            (None, Some(e)) if self.ctx.is_scalar(e) => coop::vec_type(self.ctx, e, len),
            _ => {
                let msg = "the element type of the cooperative vector must be given (`coopVecLoad<N, T>`)";
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        };
        let off = self.coop_vec_offset(fx, off, span)?;
        let attrs: Vec<_> = coherent.map(|s| ("coherent", self.ctx.int_attr(s))).into_iter().collect();
        let value = self.emit_value(fx, coop::LOAD.name, &[ptr, off], ty, &attrs, span);
        Ok(TVal { value, ty, literal: false })
    }

    /// `CoopVecType.load(buffer, offset)` and its kin.
    pub(super) fn coop_vec_static(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let (_, len) = coop::vec_info(self.ctx, ty).expect("a cooperative vector");
        match (name, args) {
            ("load" | "loadAny", [buf, rest @ ..]) if rest.len() <= 1 => {
                self.coop_vec_load(fx, Some(ty), len, *buf, rest.first().copied(), None, span).map(Some)
            }
            ("loadCoherent", [buf, rest @ ..]) if rest.len() <= 2 => {
                let scope = self.coop_vec_scope(rest.get(1).copied())?;
                self.coop_vec_load(fx, Some(ty), len, *buf, rest.first().copied(), Some(scope), span).map(Some)
            }
            _ => {
                let msg = format!("'{}' has no static method '{name}' taking these arguments", self.show(ty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    /// `v.store(buffer, offset)`, `v.storeAny(array, offset)`,
    /// `v.getCount()`; `None` for the methods cooperative matrices share.
    pub(super) fn coop_vec_method(
        &mut self,
        fx: &mut FnCx,
        this: &Place,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<Option<TVal>>> {
        let ty = this.ty();
        let (_, len) = coop::vec_info(self.ctx, ty).expect("a cooperative vector");
        match (name, args) {
            ("store" | "storeAny", [buf, rest @ ..]) if rest.len() <= 1 => {
                let v = self.load_place(fx, this, span)?;
                let (ptr, _) = self.coop_vec_array(fx, *buf, span)?;
                let off = self.coop_vec_offset(fx, rest.first().copied(), span)?;
                self.emit(fx, coop::STORE.name, &[ptr, v.value, off], &[], &[], span);
                Ok(Some(None))
            }
            ("storeCoherent", [buf, rest @ ..]) if rest.len() <= 2 => {
                let v = self.load_place(fx, this, span)?;
                let (ptr, _) = self.coop_vec_array(fx, *buf, span)?;
                let off = self.coop_vec_offset(fx, rest.first().copied(), span)?;
                let scope = self.coop_vec_scope(rest.get(1).copied())?;
                let attrs = [("coherent", self.ctx.int_attr(scope))];
                self.emit(fx, coop::STORE.name, &[ptr, v.value, off], &[], &attrs, span);
                Ok(Some(None))
            }
            ("matMulAccum" | "matMulAccumPacked" | "matMulAddAccum" | "matMulAddAccumPacked", _) => {
                // `this = this + coopVecMatMul...<T, N>(...)`.
                self.require_mutable_operand(this, span)?;
                let packed = name.ends_with("Packed");
                let bias = name.starts_with("matMulAdd");
                let product = self.coop_vec_mat_mul(fx, name, ty, args, packed, bias, span)?;
                let v = self.load_place(fx, this, span)?;
                let add = self.ctx.str_attr("add");
                let sum = self.emit_value(fx, coop::ARITH.name, &[v.value, product.value], ty, &[("op", add)], span);
                self.store_place(fx, this, sum, span)?;
                Ok(Some(None))
            }
            ("getCount", []) => {
                let i32_ = self.ctx.int_type(32, true);
                let value = self.int_const(fx, i32_, i128::from(len), span);
                Ok(Some(Some(TVal { value, ty: i32_, literal: false })))
            }
            _ => Ok(None),
        }
    }

    /// A free function on cooperative vectors (`COOP_VEC_FUNCTIONS`).
    pub(super) fn coop_vec_call(
        &mut self,
        fx: &mut FnCx,
        name: &str,
        gargs: &[TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        match name {
            "coopVecLoad" | "coopVecLoadGroupshared" | "coopVecLoadCoherent" => {
                let len = match gargs.first() {
                    Some(g) => {
                        let g = *g;
                        self.coop_const_arg(Unit::User, &g, span)?
                    }
                    None => return Err(self.error(E_TYPE_MISMATCH, span, format!("'{name}' needs its length N"))),
                };
                let len = match u32::try_from(len) {
                    Ok(n) if n > 0 => n,
                    _ => {
                        return Err(self.error(
                            E_TYPE_MISMATCH,
                            span,
                            format!("a cooperative vector of {len} elements"),
                        ))
                    }
                };
                let ty = match gargs.get(1) {
                    Some(TypeOrExpr::Type(t)) => {
                        let elem = self.resolve_type(Unit::User, *t)?;
                        let args = [gargs[1], gargs[0]];
                        Some(self.coop_vec_type(Unit::User, elem, &args, span)?)
                    }
                    _ => None,
                };
                let coherent = name == "coopVecLoadCoherent";
                let [buf, rest @ ..] = args else {
                    return Err(self.error(E_ARGS, span, format!("'{name}' takes a buffer and an offset")));
                };
                if rest.len() > 1 + usize::from(coherent) {
                    return Err(self.error(E_ARGS, span, format!("too many arguments to '{name}'")));
                }
                let scope = if coherent { Some(self.coop_vec_scope(rest.get(1).copied())?) } else { None };
                self.coop_vec_load(fx, ty, len, *buf, rest.first().copied(), scope, span).map(Some)
            }
            "coopVecMatMul" | "coopVecMatMulPacked" | "coopVecMatMulAdd" | "coopVecMatMulAddPacked" => {
                let packed = name.ends_with("Packed");
                let bias = name.starts_with("coopVecMatMulAdd");
                let rty = match (gargs.first(), gargs.get(1)) {
                    (Some(TypeOrExpr::Type(t)), Some(m)) => {
                        let (t, m) = (*t, *m);
                        let elem = self.resolve_type(Unit::User, t)?;
                        self.coop_vec_type(Unit::User, elem, &[TypeOrExpr::Type(t), m], span)?
                    }
                    _ => {
                        let msg = format!("'{name}' needs the result's element type and length (`{name}<T, M>`)");
                        return Err(self.error(E_TYPE_MISMATCH, span, msg));
                    }
                };
                self.coop_vec_mat_mul(fx, name, rty, args, packed, bias, span).map(Some)
            }
            "coopVecOuterProductAccumulate" => {
                // The pointer form has no offset: `(a, b, ptr, stride, layout, interp)`.
                let (a, b, matrix, offset, stride, layout, interp) = match args {
                    [a, b, m, o, s, l, i] => (a, b, m, Some(*o), s, l, i),
                    [a, b, m, s, l, i] => (a, b, m, None, s, l, i),
                    _ => {
                        let msg = format!("'{name}' takes 7 arguments (6 with a pointer and no offset)");
                        return Err(self.error(E_ARGS, span, msg));
                    }
                };
                let va = self.lower_value(fx, *a)?;
                let vb = self.lower_value(fx, *b)?;
                let (ea, eb) = (coop::vec_info(self.ctx, va.ty), coop::vec_info(self.ctx, vb.ty));
                if !matches!((ea, eb), (Some(x), Some(y)) if x.0 == y.0) {
                    let msg = format!(
                        "'{name}' takes two cooperative vectors of one element type, not '{}' and '{}'",
                        self.show(va.ty),
                        self.show(vb.ty)
                    );
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
                let (ptr, _) = self.coop_vec_array(fx, *matrix, span)?;
                if offset.is_none() {
                    self.coop_vec_require_pointer(ptr, *matrix)?;
                }
                let off = self.coop_vec_offset(fx, offset, span)?;
                let stride = self.coop_vec_const(*stride)?;
                let layout = self.coop_vec_const(*layout)?;
                let (interp, packing) = self.coop_vec_interp(*interp)?;
                if packing != 1 {
                    let msg = "the matrix interpretation of an outer product cannot be a packed one";
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
                let attrs = [
                    ("layout", self.ctx.int_attr(layout)),
                    ("matrix_interp", self.ctx.int_attr(i128::from(interp))),
                    ("stride", self.ctx.int_attr(stride)),
                ];
                self.emit(fx, coop::VEC_OUTER_PRODUCT.name, &[ptr, off, va.value, vb.value], &[], &attrs, span);
                Ok(None)
            }
            "coopVecReduceSumAccumulate" => {
                // The pointer form has no offset: `(v, ptr)`.
                let (v, buf, offset) = match args {
                    [v, b, o] => (v, b, Some(*o)),
                    [v, b] => (v, b, None),
                    _ => {
                        let msg = format!("'{name}' takes 3 arguments (2 with a pointer and no offset)");
                        return Err(self.error(E_ARGS, span, msg));
                    }
                };
                let vv = self.lower_value(fx, *v)?;
                if coop::vec_info(self.ctx, vv.ty).is_none() {
                    let msg = format!("'{name}' takes a cooperative vector, not '{}'", self.show(vv.ty));
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
                let (ptr, _) = self.coop_vec_array(fx, *buf, span)?;
                if offset.is_none() {
                    self.coop_vec_require_pointer(ptr, *buf)?;
                }
                let off = self.coop_vec_offset(fx, offset, span)?;
                self.emit(fx, coop::VEC_REDUCE_SUM.name, &[ptr, off, vv.value], &[], &[], span);
                Ok(None)
            }
            _ => Err(self.undefined(name, span)),
        }
    }

    /// `coopVecMatMul[Add][Packed]<T, M>(input, inputInterpretation, [k,]
    /// matrix, matrixOffset, matrixInterpretation, [bias, biasOffset,
    /// biasInterpretation,] memoryLayout, transpose, matrixStride)`.
    #[allow(clippy::too_many_arguments)]
    fn coop_vec_mat_mul(
        &mut self,
        fx: &mut FnCx,
        name: &str,
        rty: Type,
        args: &[ExprId],
        packed: bool,
        bias: bool,
        span: Span,
    ) -> CResult<TVal> {
        let want = 8 + usize::from(packed) + 3 * usize::from(bias);
        // The pointer forms take the matrix (and bias) as pointers, with
        // no offsets: they read from where the pointers point.
        let pointers = args.len() + 1 + usize::from(bias) == want;
        if args.len() != want && !pointers {
            let short = want - 1 - usize::from(bias);
            let msg = format!("'{name}' takes {want} arguments ({short} with pointers and no offsets)");
            return Err(self.error(E_ARGS, span, msg));
        }
        let mut next = args.iter().copied();
        let mut arg = || next.next().expect("counted");
        let input_expr = arg();
        let input = self.lower_value(fx, input_expr)?;
        let Some((_, in_len)) = coop::vec_info(self.ctx, input.ty) else {
            let msg = format!("'{name}' multiplies a cooperative vector, not '{}'", self.show(input.ty));
            return Err(self.error(E_TYPE_MISMATCH, self.span(input_expr), msg));
        };
        let (input_interp, packing) = self.coop_vec_interp(arg())?;
        let k = if packed { self.coop_vec_const(arg())? } else { i128::from(in_len) };
        let k_ok = match (packing, packed) {
            (1, _) => k == i128::from(in_len),
            (_, true) => k > 0 && k <= i128::from(packing * in_len),
            (_, false) => false,
        };
        if !k_ok {
            let msg = if packed {
                format!("k = {k} does not fit an input of {in_len} elements of this interpretation")
            } else {
                format!("'{name}' takes an unpacked input interpretation (use '{name}Packed' and give k)")
            };
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let matrix_expr = arg();
        let (matrix, _) = self.coop_vec_array(fx, matrix_expr, span)?;
        if pointers {
            self.coop_vec_require_pointer(matrix, matrix_expr)?;
        }
        let matrix_offset = self.coop_vec_offset(fx, (!pointers).then(&mut arg), span)?;
        let (matrix_interp, mpacking) = self.coop_vec_interp(arg())?;
        let mut operands = vec![input.value, matrix, matrix_offset];
        let mut attrs = Vec::new();
        if bias {
            let bias_expr = arg();
            let (b, _) = self.coop_vec_array(fx, bias_expr, span)?;
            if pointers {
                self.coop_vec_require_pointer(b, bias_expr)?;
            }
            let boff = self.coop_vec_offset(fx, (!pointers).then(&mut arg), span)?;
            let (bias_interp, bpacking) = self.coop_vec_interp(arg())?;
            if bpacking != 1 {
                return Err(self.error(E_TYPE_MISMATCH, span, "the bias interpretation cannot be a packed one"));
            }
            operands.extend([b, boff]);
            attrs.push(("bias_interp", self.ctx.int_attr(i128::from(bias_interp))));
        }
        if mpacking != 1 {
            return Err(self.error(E_TYPE_MISMATCH, span, "the matrix interpretation cannot be a packed one"));
        }
        let layout = self.coop_vec_const(arg())?;
        let transpose = self.coop_vec_const(arg())? != 0;
        let stride = self.coop_vec_const(arg())?;
        attrs.extend([
            ("input_interp", self.ctx.int_attr(i128::from(input_interp))),
            ("matrix_interp", self.ctx.int_attr(i128::from(matrix_interp))),
            ("k", self.ctx.int_attr(k)),
            ("layout", self.ctx.int_attr(layout)),
            ("transpose", self.ctx.bool_attr(transpose)),
            ("stride", self.ctx.int_attr(stride)),
        ]);
        let op = if bias { coop::VEC_MAT_MUL_ADD.name } else { coop::VEC_MAT_MUL.name };
        let value = self.emit_value(fx, op, &operands, rty, &attrs, span);
        Ok(TVal { value, ty: rty, literal: false })
    }

    /// The pointer forms of the products take device pointers only (`ptr`
    /// is the array address `coop_vec_array` made of the argument `e`).
    fn coop_vec_require_pointer(&mut self, ptr: Value, e: ExprId) -> CResult<()> {
        let ty = self.ctx.value_type(ptr);
        if !matches!(self.ctx.type_kind(ty), TypeKind::Ptr { space: AddressSpace::Device, .. }) {
            let msg = "without offsets, the matrix and the bias are pointers";
            return Err(self.error(E_TYPE_MISMATCH, self.span(e), msg));
        }
        Ok(())
    }

    /// The element `i` of `v` (a cooperative vector, or a scalar: itself).
    fn coop_vec_elem(&mut self, fx: &mut FnCx, v: TVal, i: u32, span: Span) -> TVal {
        let Some((elem, _)) = coop::vec_info(self.ctx, v.ty) else { return v };
        let index = self.ctx.int_attr(i128::from(i));
        let value = self.emit_value(fx, coop::EXTRACT.name, &[v.value], elem, &[("index", index)], span);
        TVal { value, ty: elem, literal: false }
    }

    /// Operators on cooperative vectors that are not one instruction:
    /// `%` element by element (as Slang does, with the scalar operator's
    /// semantics), and the comparisons, which give one `bool` as Slang's
    /// `CoopVec` defines them: `==` when every element is equal, `<` and
    /// `<=` lexicographic (an element pair neither less nor greater, NaNs
    /// included, goes on to the next pair), `>`/`>=` swapped, `!=` not `==`.
    pub(super) fn coop_vec_binary(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: TVal,
        b: TVal,
        span: Span,
    ) -> Option<CResult<TVal>> {
        let ty = [a.ty, b.ty].into_iter().find(|&t| coop::vec_info(self.ctx, t).is_some())?;
        let (elem, len) = coop::vec_info(self.ctx, ty).expect("checked");
        if !matches!(
            op,
            BinaryOp::Rem | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        ) {
            return None;
        }
        Some((|| {
            let mut operand = |c: &mut Self, v: TVal| -> CResult<TVal> {
                if v.ty == ty {
                    Ok(v)
                } else if c.is_coop(v.ty) {
                    let msg = format!("operator '{}' on '{}' and '{}'", op.text(), c.show(a.ty), c.show(b.ty));
                    Err(c.error(super::E_OVERLOAD, span, msg))
                } else {
                    let value = c.convert(fx, v, elem, span, false)?;
                    Ok(TVal { value, ty: elem, literal: false })
                }
            };
            let a = operand(self, a)?;
            let b = operand(self, b)?;
            if op == BinaryOp::Rem {
                let mut acc: Option<Value> = None;
                for i in 0..len {
                    let (x, y) = (self.coop_vec_elem(fx, a, i, span), self.coop_vec_elem(fx, b, i, span));
                    let r = self.binary_values(fx, op, x, y, span)?;
                    let r = self.convert(fx, r, elem, span, false)?;
                    acc = Some(match acc {
                        None => self.emit_value(fx, coop::FILL.name, &[r], ty, &[], span),
                        Some(v) => {
                            let index = self.ctx.int_attr(i128::from(i));
                            self.emit_value(fx, coop::INSERT.name, &[v, r], ty, &[("index", index)], span)
                        }
                    });
                }
                return Ok(TVal { value: acc.expect("a vector has elements"), ty, literal: false });
            }
            let (a, b, op) = match op {
                BinaryOp::Gt => (b, a, BinaryOp::Lt),
                BinaryOp::Ge => (b, a, BinaryOp::Le),
                _ => (a, b, op),
            };
            let bool_ = self.ctx.bool_type();
            let constant = |c: &mut Self, fx: &mut FnCx, x: bool| {
                let v = c.ctx.bool_attr(x);
                let value = c.emit_value(fx, "arith.const", &[], bool_, &[("value", v)], span);
                TVal { value, ty: bool_, literal: false }
            };
            if matches!(op, BinaryOp::Eq | BinaryOp::Ne) {
                let mut all = constant(self, fx, true);
                for i in 0..len {
                    let (x, y) = (self.coop_vec_elem(fx, a, i, span), self.coop_vec_elem(fx, b, i, span));
                    let e = self.binary_values(fx, BinaryOp::Eq, x, y, span)?;
                    all = self.binary_values(fx, BinaryOp::BitAnd, all, e, span)?;
                }
                if op == BinaryOp::Ne {
                    let f = constant(self, fx, false);
                    all = self.binary_values(fx, BinaryOp::Eq, all, f, span)?;
                }
                return Ok(all);
            }
            // From the last pair to the first: less, or neither and the rest decides.
            let mut rest = constant(self, fx, op == BinaryOp::Le);
            for i in (0..len).rev() {
                let (x, y) = (self.coop_vec_elem(fx, a, i, span), self.coop_vec_elem(fx, b, i, span));
                let lt = self.binary_values(fx, BinaryOp::Lt, x, y, span)?;
                let gt = self.binary_values(fx, BinaryOp::Gt, x, y, span)?;
                let f = constant(self, fx, false);
                let not_gt = self.binary_values(fx, BinaryOp::Eq, gt, f, span)?;
                let go_on = self.binary_values(fx, BinaryOp::BitAnd, not_gt, rest, span)?;
                rest = self.binary_values(fx, BinaryOp::BitOr, lt, go_on, span)?;
            }
            Ok(rest)
        })())
    }

    /// Runs `body` for each element index `i` (an `int`) of the cooperative
    /// matrix `m` this invocation holds: a loop to `coop.length`.
    fn coop_mat_each(
        &mut self,
        fx: &mut FnCx,
        m: Value,
        span: Span,
        mut body: impl FnMut(&mut Self, &mut FnCx, TVal) -> CResult<()>,
    ) -> CResult<()> {
        let (u32_, i32_) = (self.ctx.int_type(32, false), self.ctx.int_type(32, true));
        let len = self.emit_value(fx, coop::LENGTH.name, &[m], u32_, &[], span);
        let len = self.convert(fx, TVal { value: len, ty: u32_, literal: false }, i32_, span, true)?;
        let len = TVal { value: len, ty: i32_, literal: false };
        let counter = self.new_var(fx, i32_, "", span);
        let zero = self.int_const(fx, i32_, 0, span);
        self.emit(fx, "mem.store", &[counter, zero], &[], &[], span);
        let op = self.emit_regions(fx.block, "cf.loop", &[], &[], &[], 1, span);
        let block = self.ctx.body(op, 0);
        let mut result = Ok(());
        self.lower_into(fx, block, |c, fx| {
            result = (|| {
                let i = c.emit_value(fx, "mem.load", &[counter], i32_, &[], span);
                let i = TVal { value: i, ty: i32_, literal: false };
                let more = c.binary_values(fx, BinaryOp::Lt, i, len, span)?;
                let branch = c.emit_regions(fx.block, "cf.if", &[more.value], &[], &[], 2, span);
                let (then_block, else_block) = (c.ctx.body(branch, 0), c.ctx.body(branch, 1));
                c.emit_regions(then_block, "cf.yield", &[], &[], &[], 0, span);
                c.emit_regions(else_block, "cf.break", &[], &[], &[], 0, span);
                body(c, fx, i)?;
                let one = c.int_const(fx, i32_, 1, span);
                let next =
                    c.binary_values(fx, BinaryOp::Add, i, TVal { value: one, ty: i32_, literal: false }, span)?;
                c.emit(fx, "mem.store", &[counter, next.value], &[], &[], span);
                Ok(())
            })();
            c.emit(fx, "cf.continue", &[], &[], &[], span);
            fx.terminated = true;
        });
        result
    }

    /// Element `i` of the cooperative matrix variable `var`.
    fn coop_mat_elem(&mut self, fx: &mut FnCx, var: Value, elem: Type, i: TVal, span: Span) -> (Value, TVal) {
        let pty = self.ctx.ptr_type(elem, AddressSpace::Function);
        let ptr = self.emit_value(fx, "mem.elem_addr", &[var, i.value], pty, &[], span);
        let value = self.emit_value(fx, "mem.load", &[ptr], elem, &[], span);
        (ptr, TVal { value, ty: elem, literal: false })
    }

    /// `%` and the comparisons of cooperative matrices of one type, as
    /// Slang's `CoopMat` defines them, element by element over the
    /// elements each invocation holds (a loop to `coop.length`, through
    /// memory): `%` of each pair, `==` when every pair is equal, `<` and
    /// `<=` lexicographic, `>`/`>=` swapped, `!=` not `==`.
    pub(super) fn coop_mat_binary(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: TVal,
        b: TVal,
        span: Span,
    ) -> Option<CResult<TVal>> {
        let ty = [a.ty, b.ty].into_iter().find(|&t| coop::mat_info(self.ctx, t).is_some())?;
        let elem = coop::mat_info(self.ctx, ty)?.elem;
        if !matches!(
            op,
            BinaryOp::Rem | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        ) {
            return None;
        }
        Some((|| {
            if a.ty != b.ty {
                let msg = format!("operator '{}' on '{}' and '{}'", op.text(), self.show(a.ty), self.show(b.ty));
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
            let (a, b, op) = match op {
                BinaryOp::Gt => (b, a, BinaryOp::Lt),
                BinaryOp::Ge => (b, a, BinaryOp::Le),
                _ => (a, b, op),
            };
            let va = self.new_var(fx, ty, "", span);
            self.emit(fx, "mem.store", &[va, a.value], &[], &[], span);
            let vb = self.new_var(fx, ty, "", span);
            self.emit(fx, "mem.store", &[vb, b.value], &[], &[], span);
            if op == BinaryOp::Rem {
                // The result starts as a copy of `a`, each element replaced.
                let out = self.new_var(fx, ty, "", span);
                self.emit(fx, "mem.store", &[out, a.value], &[], &[], span);
                self.coop_mat_each(fx, a.value, span, |c, fx, i| {
                    let (_, x) = c.coop_mat_elem(fx, va, elem, i, span);
                    let (_, y) = c.coop_mat_elem(fx, vb, elem, i, span);
                    let (ptr, _) = c.coop_mat_elem(fx, out, elem, i, span);
                    let r = c.binary_values(fx, BinaryOp::Rem, x, y, span)?;
                    let r = c.convert(fx, r, elem, span, false)?;
                    c.emit(fx, "mem.store", &[ptr, r], &[], &[], span);
                    Ok(())
                })?;
                let value = self.emit_value(fx, "mem.load", &[out], ty, &[], span);
                return Ok(TVal { value, ty, literal: false });
            }
            let bool_ = self.ctx.bool_type();
            let constant = |c: &mut Self, fx: &mut FnCx, x: bool| {
                let v = c.ctx.bool_attr(x);
                let value = c.emit_value(fx, "arith.const", &[], bool_, &[("value", v)], span);
                TVal { value, ty: bool_, literal: false }
            };
            let load = |c: &mut Self, fx: &mut FnCx, var: Value| {
                let value = c.emit_value(fx, "mem.load", &[var], bool_, &[], span);
                TVal { value, ty: bool_, literal: false }
            };
            // `result`, and for the orderings whether a pair decided it.
            let result = self.new_var(fx, bool_, "", span);
            let init = constant(self, fx, op != BinaryOp::Lt);
            self.emit(fx, "mem.store", &[result, init.value], &[], &[], span);
            let decided = self.new_var(fx, bool_, "", span);
            let no = constant(self, fx, false);
            self.emit(fx, "mem.store", &[decided, no.value], &[], &[], span);
            self.coop_mat_each(fx, a.value, span, |c, fx, i| {
                let (_, x) = c.coop_mat_elem(fx, va, elem, i, span);
                let (_, y) = c.coop_mat_elem(fx, vb, elem, i, span);
                let r = load(c, fx, result);
                if matches!(op, BinaryOp::Eq | BinaryOp::Ne) {
                    let e = c.binary_values(fx, BinaryOp::Eq, x, y, span)?;
                    let all = c.binary_values(fx, BinaryOp::BitAnd, r, e, span)?;
                    c.emit(fx, "mem.store", &[result, all.value], &[], &[], span);
                    return Ok(());
                }
                // Undecided: less decides true, greater false, else go on.
                let d = load(c, fx, decided);
                let lt = c.binary_values(fx, BinaryOp::Lt, x, y, span)?;
                let gt = c.binary_values(fx, BinaryOp::Gt, x, y, span)?;
                let f = constant(c, fx, false);
                let undecided = c.binary_values(fx, BinaryOp::Eq, d, f, span)?;
                let not_gt = c.binary_values(fx, BinaryOp::Eq, gt, f, span)?;
                let keep = c.binary_values(fx, BinaryOp::BitAnd, not_gt, r, span)?;
                let fresh = c.binary_values(fx, BinaryOp::BitOr, lt, keep, span)?;
                let fresh = c.binary_values(fx, BinaryOp::BitAnd, undecided, fresh, span)?;
                let kept = c.binary_values(fx, BinaryOp::BitAnd, d, r, span)?;
                let r = c.binary_values(fx, BinaryOp::BitOr, kept, fresh, span)?;
                c.emit(fx, "mem.store", &[result, r.value], &[], &[], span);
                let either = c.binary_values(fx, BinaryOp::BitOr, lt, gt, span)?;
                let d = c.binary_values(fx, BinaryOp::BitOr, d, either, span)?;
                c.emit(fx, "mem.store", &[decided, d.value], &[], &[], span);
                Ok(())
            })?;
            let r = load(self, fx, result);
            if op == BinaryOp::Ne {
                let f = constant(self, fx, false);
                return self.binary_values(fx, BinaryOp::Eq, r, f, span);
            }
            Ok(r)
        })())
    }

    /// A math function called with a cooperative vector: `coop.vec_math`
    /// for those SPV_NV_cooperative_vector allows, else the scalar
    /// function element by element. `None` when no argument is a
    /// cooperative vector.
    pub(super) fn coop_vec_math(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        vals: &[TVal],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let Some(ty) = vals.iter().map(|v| v.ty).find(|&t| coop::vec_info(self.ctx, t).is_some()) else {
            return Ok(None);
        };
        let (elem, len) = coop::vec_info(self.ctx, ty).expect("checked");
        let is_float = matches!(self.ctx.type_kind(elem), TypeKind::Float { .. });
        let whole = match label {
            "atan" | "exp" | "log" | "tanh" | "step" | "fma" => is_float,
            "clamp" | "max" | "min" => true,
            _ => false,
        };
        let mut operands = Vec::new();
        for v in vals {
            operands.push(if v.ty == ty {
                v.value
            } else if coop::is_coop(self.ctx, v.ty) {
                let msg = format!("'{label}' of '{}' and '{}'", self.show(ty), self.show(v.ty));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            } else {
                // A scalar: every element.
                let x = self.convert(fx, *v, elem, span, false)?;
                self.emit_value(fx, coop::FILL.name, &[x], ty, &[], span)
            });
        }
        if whole && coop::VEC_MATH_FNS.contains(&label) {
            let want = match label {
                "clamp" | "fma" => 3,
                "max" | "min" | "step" => 2,
                _ => 1,
            };
            if operands.len() == want {
                let f = self.ctx.str_attr(label);
                let value = self.emit_value(fx, coop::VEC_MATH.name, &operands, ty, &[("fn", f)], span);
                return Ok(Some(TVal { value, ty, literal: false }));
            }
        }
        // Element by element, through the scalar overloads, gathered by
        // `coop.construct` (differentiable, unlike a fill from one element).
        let mut elems: Vec<Value> = Vec::new();
        let mut elem_ty: Option<Type> = None;
        for i in 0..len {
            let index = self.ctx.int_attr(i128::from(i));
            let parts: Vec<TVal> = operands
                .iter()
                .map(|&o| {
                    let value = self.emit_value(fx, coop::EXTRACT.name, &[o], elem, &[("index", index)], span);
                    TVal { value, ty: elem, literal: false }
                })
                .collect();
            let Some(r) = self.call_with_values(fx, label, candidates, &parts, span)? else {
                return Err(self.error(E_TYPE_MISMATCH, span, format!("'{label}' has no value")));
            };
            if !self.ctx.is_scalar(r.ty) || matches!(self.ctx.type_kind(r.ty), TypeKind::Bool) {
                let msg = format!("'{label}' of a cooperative vector's elements gives '{}'", self.show(r.ty));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
            elem_ty.get_or_insert(r.ty);
            elems.push(r.value);
        }
        let rty = coop::vec_type(self.ctx, elem_ty.expect("a vector has elements"), len);
        let value = self.emit_value(fx, coop::CONSTRUCT.name, &elems, rty, &[], span);
        Ok(Some(TVal { value, ty: rty, literal: false }))
    }
}
