//! Cooperative matrices: Slang's `CoopMat<T, S, M, N, R>` is the `coop`
//! dialect's `!coop.Mat...<T>` (see `nsl_dialects::coop`). Its type is
//! resolved in `resolve.rs`; this file lowers what is done with it:
//! construction from a scalar or another matrix, `Load`/`Store` from and
//! to structured buffers, byte-address buffers and groupshared arrays,
//! `GetLength`/`getCount`, `fill`, `copyFrom`, element-wise arithmetic and
//! `coopMatMulAdd`. Element access goes through memory (`index_place`).

use super::expr::{Place, TVal};
use super::stmt::FnCx;
use super::{CResult, Checker, Unit, E_NO_MEMBER, E_TYPE_MISMATCH};
use crate::ast::{BinaryOp, ExprId, TypeKind as AstType, TypeOrExpr};
use crate::source::Span;
use nsl_dialects::coop;
use nsl_ir::{AddressSpace, Type, TypeKind, Value};

/// A call with the wrong number of arguments.
const E_ARGS: &str = "E30019";

impl Checker<'_> {
    pub(super) fn is_coop(&self, t: Type) -> bool {
        coop::is_coop(self.ctx, t)
    }

    /// The cooperative matrix type that expression `e` names
    /// (`CoopMat<T, S, M, N, R>` in `CoopMat<...>.Load<...>(...)`), or
    /// that a type name or alias names.
    pub(super) fn coop_type_expr(&mut self, fx: &FnCx, e: ExprId) -> Option<Type> {
        if let crate::ast::ExprKind::Specialize { base, args } = &self.user.expr(e).kind {
            let is_vec = matches!(&self.user.expr(*base).kind, crate::ast::ExprKind::Name(n) if n == "CoopVec" && !self.items.contains_key(n));
            let is_coop_mat = matches!(&self.user.expr(*base).kind, crate::ast::ExprKind::Name(n) if n == "CoopMat" && !self.items.contains_key(n));
            if !is_coop_mat && !is_vec {
                return None;
            }
            let (args, span) = (args.clone(), self.user.expr(e).span);
            let elem = match args.first() {
                Some(TypeOrExpr::Type(t)) => self.resolve_type(Unit::User, *t).ok()?,
                _ => return None,
            };
            let mark = self.diags.list.len();
            let t = if is_vec {
                self.coop_vec_type(Unit::User, elem, &args, span).ok()
            } else {
                self.coop_mat_type(Unit::User, elem, &args, span).ok()
            };
            self.diags.list.truncate(mark);
            return t;
        }
        self.type_named_by(fx, e).filter(|&t| self.is_coop(t))
    }

    /// A constant generic argument (an integer or an enum case).
    pub(super) fn coop_const_arg(&mut self, unit: Unit, a: &TypeOrExpr, span: Span) -> CResult<i128> {
        match a {
            TypeOrExpr::Expr(e) => self.const_int(unit, *e),
            TypeOrExpr::Type(t) => match &self.ast(unit).ty(*t).kind {
                AstType::Name(n) => {
                    let n = n.to_string();
                    self.const_name(&n, span)
                }
                // `MemoryScope.Subgroup`, `CoopMatMatrixLayout::RowMajor`: an enum case.
                AstType::Member { base, name, .. } => {
                    let (base, member) = (*base, name.name.clone());
                    let enum_name = match &self.ast(unit).ty(base).kind {
                        AstType::Name(n) => n.to_string(),
                        // `linalg.CoopMatMatrixLayout.RowMajor`: the prelude's enums are global.
                        AstType::Member { base: ns, name, .. } if matches!(&self.ast(unit).ty(*ns).kind, AstType::Name(n) if n == "linalg") => {
                            name.name.clone()
                        }
                        _ => String::new(),
                    };
                    if let Some(super::Item::Enum(_, cases)) = self.items.get(&enum_name) {
                        if let Some(&(_, v)) = cases.iter().find(|(c, _)| *c == member) {
                            return Ok(v);
                        }
                    }
                    let key = format!("{enum_name}.{member}");
                    self.const_name(&key, span)
                }
                _ => Err(self.error(super::E_NOT_CONSTANT, span, "expected a constant")),
            },
        }
    }

    /// `CoopMat<T, S, M, N, R>`.
    pub(super) fn coop_mat_type(&mut self, unit: Unit, elem: Type, args: &[TypeOrExpr], span: Span) -> CResult<Type> {
        if args.len() != 5 {
            return Err(self.error(E_TYPE_MISMATCH, span, "'CoopMat' takes 5 generic arguments"));
        }
        if !self.ctx.is_scalar(elem) || matches!(self.ctx.type_kind(elem), TypeKind::Bool) {
            let msg = format!("the elements of a cooperative matrix are numbers, not '{}'", self.show(elem));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let mut v = [0u32; 4];
        for (k, a) in args[1..].iter().enumerate() {
            let n = self.coop_const_arg(unit, a, span)?;
            v[k] = match u32::try_from(n) {
                Ok(n) if k == 0 || k == 3 || n > 0 => n,
                _ => return Err(self.error(E_TYPE_MISMATCH, span, format!("'CoopMat' argument {n} is out of range"))),
            };
        }
        if v[3] > 2 {
            return Err(self.error(
                E_TYPE_MISMATCH,
                span,
                "a cooperative matrix's use is MatrixA, MatrixB or MatrixAccumulator",
            ));
        }
        let info = coop::MatInfo { elem, scope: v[0], rows: v[1], cols: v[2], usage: v[3] };
        Ok(coop::mat_type(self.ctx, info))
    }

    /// `CoopMatType(x)`: every element `x` (converted to the element
    /// type); `CoopMatType(other)`: `other`'s elements converted;
    /// `CoopMatType()`: zeros.
    pub(super) fn coop_construct(&mut self, fx: &mut FnCx, ty: Type, args: &[ExprId], span: Span) -> CResult<TVal> {
        let elem = coop::elem_type(self.ctx, ty).expect("a cooperative type");
        let value = match args {
            [] => {
                let i32_ = self.ctx.int_type(32, true);
                let zero = self.int_const(fx, i32_, 0, span);
                let z = TVal { value: zero, ty: i32_, literal: true };
                let z = self.convert(fx, z, elem, span, false)?;
                self.emit_value(fx, coop::FILL.name, &[z], ty, &[], span)
            }
            [a] => {
                let v = self.lower_value(fx, *a)?;
                if v.ty == ty {
                    v.value
                } else if self.is_coop(v.ty) {
                    self.coop_convert(fx, v, ty, span)?
                } else {
                    let x = self.convert(fx, v, elem, span, false)?;
                    self.emit_value(fx, coop::FILL.name, &[x], ty, &[], span)
                }
            }
            _ if coop::vec_info(self.ctx, ty).is_some_and(|(_, n)| n as usize == args.len()) => {
                // `CoopVec<T, N>(x0, ..., xN-1)`.
                let mut parts = Vec::new();
                for &a in args {
                    let v = self.lower_value(fx, a)?;
                    let aspan = self.span(a);
                    parts.push(self.convert(fx, v, elem, aspan, true)?);
                }
                self.emit_value(fx, coop::CONSTRUCT.name, &parts, ty, &[], span)
            }
            _ => {
                let msg = match coop::vec_info(self.ctx, ty) {
                    Some((_, n)) => format!("'{}' takes 0, 1 or {n} arguments, not {}", self.show(ty), args.len()),
                    None => format!("'{}' takes at most one argument", self.show(ty)),
                };
                return Err(self.error(E_ARGS, span, msg));
            }
        };
        Ok(TVal { value, ty, literal: false })
    }

    /// `v` (a cooperative matrix) with its elements converted to `ty`'s.
    fn coop_convert(&mut self, fx: &mut FnCx, v: TVal, ty: Type, span: Span) -> CResult<Value> {
        let same_shape = match (coop::mat_info(self.ctx, v.ty), coop::mat_info(self.ctx, ty)) {
            (Some(a), Some(b)) => (a.scope, a.rows, a.cols) == (b.scope, b.rows, b.cols),
            _ => {
                matches!((coop::vec_info(self.ctx, v.ty), coop::vec_info(self.ctx, ty)), (Some(a), Some(b)) if a.1 == b.1)
            }
        };
        if !same_shape {
            let msg = format!("cannot convert '{}' to '{}'", self.show(v.ty), self.show(ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        Ok(self.emit_value(fx, coop::CONVERT.name, &[v.value], ty, &[], span))
    }

    /// `a op b` where an operand is a cooperative matrix: element-wise
    /// with another of its type, or a product with a scalar.
    pub(super) fn coop_binary(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> CResult<TVal> {
        if let Some(r) = self.coop_mini_binary(fx, op, a, b, span) {
            return r;
        }
        if let Some(r) = self.coop_vec_binary(fx, op, a, b, span) {
            return r;
        }
        if let Some(r) = self.coop_mat_binary(fx, op, a, b, span) {
            return r;
        }
        let name = match op {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::Div => "div",
            _ => {
                let msg = format!("operator '{}' is not defined on cooperative matrices", op.text());
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
        };
        let (ca, cb) = (self.is_coop(a.ty), self.is_coop(b.ty));
        if ca && cb {
            if a.ty != b.ty {
                let msg = format!("operator '{}' on '{}' and '{}'", op.text(), self.show(a.ty), self.show(b.ty));
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
            let attr = self.ctx.str_attr(name);
            let value = self.emit_value(fx, coop::ARITH.name, &[a.value, b.value], a.ty, &[("op", attr)], span);
            return Ok(TVal { value, ty: a.ty, literal: false });
        }
        let (m, s) = if ca { (a, b) } else { (b, a) };
        let elem = coop::elem_type(self.ctx, m.ty).expect("a cooperative type");
        let x = self.convert(fx, s, elem, span, false)?;
        if op == BinaryOp::Mul {
            let is_float = matches!(self.ctx.type_kind(elem), TypeKind::Float { .. });
            let value = if is_float {
                self.emit_value(fx, coop::SCALE.name, &[m.value, x], m.ty, &[], span)
            } else {
                // OpMatrixTimesScalar takes floats: integers multiply by a filled matrix.
                let filled = self.emit_value(fx, coop::FILL.name, &[x], m.ty, &[], span);
                let attr = self.ctx.str_attr("mul");
                self.emit_value(fx, coop::ARITH.name, &[m.value, filled], m.ty, &[("op", attr)], span)
            };
            return Ok(TVal { value, ty: m.ty, literal: false });
        }
        let filled = self.emit_value(fx, coop::FILL.name, &[x], m.ty, &[], span);
        let (l, r) = if ca { (m.value, filled) } else { (filled, m.value) };
        let attr = self.ctx.str_attr(name);
        let value = self.emit_value(fx, coop::ARITH.name, &[l, r], m.ty, &[("op", attr)], span);
        Ok(TVal { value, ty: m.ty, literal: false })
    }

    /// `-m`.
    pub(super) fn coop_neg(&mut self, fx: &mut FnCx, v: TVal, span: Span) -> TVal {
        if let Some(wide) = self.coop_mini_wide(v.ty) {
            let w = self.emit_value(fx, coop::CONVERT.name, &[v.value], wide, &[], span);
            let n = self.emit_value(fx, coop::NEG.name, &[w], wide, &[], span);
            let value = self.emit_value(fx, coop::CONVERT.name, &[n], v.ty, &[], span);
            return TVal { value, ..v };
        }
        let value = self.emit_value(fx, coop::NEG.name, &[v.value], v.ty, &[], span);
        TVal { value, ..v }
    }

    /// The `f32` matrix of `ty`'s shape and use when `ty` is a cooperative
    /// matrix of mini floats (`BFloat16`, fp8), which take no arithmetic.
    fn coop_mini_wide(&mut self, ty: Type) -> Option<Type> {
        let m = coop::mat_info(self.ctx, ty)?;
        if !matches!(self.ctx.type_kind(m.elem), TypeKind::MiniFloat(_)) {
            return None;
        }
        let f32_ = self.ctx.float_type(32);
        Some(coop::mat_type(self.ctx, coop::MatInfo { elem: f32_, ..m }))
    }

    /// `a op b` on matrices of mini floats: in `f32` (each element
    /// converted exactly), the result rounded back (slangc's element-wise
    /// loop through `float`, as whole-matrix conversions).
    fn coop_mini_binary(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> Option<CResult<TVal>> {
        let ty = [a.ty, b.ty].into_iter().find(|&t| coop::mat_info(self.ctx, t).is_some())?;
        let wide = self.coop_mini_wide(ty)?;
        let elem = coop::elem_type(self.ctx, ty)?;
        Some((|| {
            let widen = |c: &mut Self, fx: &mut FnCx, v: TVal| -> CResult<TVal> {
                if v.ty == ty {
                    let value = c.emit_value(fx, coop::CONVERT.name, &[v.value], wide, &[], span);
                    return Ok(TVal { value, ty: wide, literal: false });
                }
                if c.is_coop(v.ty) {
                    let msg = format!("operator '{}' on '{}' and '{}'", op.text(), c.show(a.ty), c.show(b.ty));
                    return Err(c.error(super::E_OVERLOAD, span, msg));
                }
                // A scalar converts to the element type (as it would
                // without widening), then exactly to `f32`.
                let x = c.convert(fx, v, elem, span, false)?;
                let f32_ = c.ctx.float_type(32);
                let value = c.convert(fx, TVal { value: x, ty: elem, literal: false }, f32_, span, true)?;
                Ok(TVal { value, ty: f32_, literal: false })
            };
            let (wa, wb) = (widen(self, fx, a)?, widen(self, fx, b)?);
            let r = self.coop_binary(fx, op, wa, wb, span)?;
            if r.ty != wide {
                return Ok(r); // a comparison's bool
            }
            let value = self.emit_value(fx, coop::CONVERT.name, &[r.value], ty, &[], span);
            Ok(TVal { value, ty, literal: false })
        })())
    }

    /// The matrix layout generic argument of `Load`/`Store`.
    fn coop_layout(&mut self, gargs: Option<&[TypeOrExpr]>, what: &str, span: Span) -> CResult<i128> {
        match gargs {
            Some([l, ..]) => {
                let l = *l;
                self.coop_const_arg(Unit::User, &l, span)
            }
            _ => {
                let msg = format!("'{what}' needs the matrix layout as its generic argument");
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// The pointer that `Load`/`Store` of a matrix of `elem`s read or
    /// write from element `element` of `buf` (a structured buffer, a
    /// byte-address buffer, an array in memory or a pointer), and the
    /// stride converted to the pointee's elements.
    fn coop_pointer(
        &mut self,
        fx: &mut FnCx,
        buf: ExprId,
        element: ExprId,
        stride: ExprId,
        elem: Type,
        span: Span,
    ) -> CResult<(Value, Value)> {
        let u32_ = self.ctx.int_type(32, false);
        let e = self.lower_value(fx, element)?;
        let espan = self.span(element);
        let e = self.convert(fx, e, u32_, espan, false)?;
        let s = self.lower_value(fx, stride)?;
        let sspan = self.span(stride);
        let mut s = self.convert(fx, s, u32_, sspan, false)?;
        let bty =
            if self.is_place_expr(fx, buf) { self.lower_place(fx, buf)? } else { self.lower_value_place(fx, buf)? };
        let ty = bty.ty();
        if nsl_dialects::hl::structured_buffer(self.ctx, ty).is_some() {
            let b = self.load_place(fx, &bty, span)?;
            let elem_ty = nsl_dialects::hl::structured_buffer(self.ctx, ty).expect("checked").0;
            let pty = self.ctx.ptr_type(elem_ty, AddressSpace::Storage);
            let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[b.value, e], pty, &[], span);
            return Ok((ptr, s));
        }
        if nsl_dialects::hl::byte_address_buffer(self.ctx, ty).is_some() {
            // The buffer's words: the element index and the stride count
            // elements of the matrix's type, as in a structured buffer of them.
            let b = self.load_place(fx, &bty, span)?;
            let bits = match *self.ctx.type_kind(elem) {
                TypeKind::Int { width, .. } | TypeKind::Float { width } => u32::from(width),
                _ => 32,
            };
            let bytes = self.int_const(fx, u32_, i128::from(bits / 8), span);
            let off = self.emit_value(fx, "arith.mul", &[e, bytes], u32_, &[], span);
            let pty = self.ctx.ptr_type(u32_, AddressSpace::Storage);
            let ptr = self.emit_value(fx, "hl.byte_addr", &[b.value, off], pty, &[], span);
            if bits != 32 {
                let (num, den) = if bits > 32 { (bits / 32, 1) } else { (1, 32 / bits) };
                if num != 1 {
                    let n = self.int_const(fx, u32_, i128::from(num), span);
                    s = self.emit_value(fx, "arith.mul", &[s, n], u32_, &[], span);
                }
                if den != 1 {
                    let d = self.int_const(fx, u32_, i128::from(den), span);
                    s = self.emit_value(fx, "arith.div", &[s, d], u32_, &[], span);
                }
            }
            return Ok((ptr, s));
        }
        match (bty, self.ctx.type_kind(ty).clone()) {
            (Place::Mem { ptr, .. }, TypeKind::Array { elem: ae, .. }) => {
                let space = match self.ctx.type_kind(self.ctx.value_type(ptr)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let pty = self.ctx.ptr_type(ae, space);
                let p = self.emit_value(fx, "mem.elem_addr", &[ptr, e], pty, &[], span);
                Ok((p, s))
            }
            (place, TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. }) => {
                let p = self.load_place(fx, &place, span)?;
                let moved = self.emit_value(fx, "mem.ptr_offset", &[p.value, e], p.ty, &[], span);
                Ok((moved, s))
            }
            _ => {
                let msg = format!("cannot load or store a cooperative matrix through '{}'", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// `Load<layout>(ptr, stride)` / `Store<layout>(ptr, stride)`: `ptr` a
    /// `Ptr<U, Access, AddressSpace::GroupShared>` (U the matrix's element
    /// type or another), the stride counted in U's, as SPIR-V counts it.
    fn coop_workgroup_pointer(&mut self, fx: &mut FnCx, ptr: ExprId, stride: ExprId) -> CResult<(Value, Value)> {
        let u32_ = self.ctx.int_type(32, false);
        let p = self.lower_value(fx, ptr)?;
        if !matches!(self.ctx.type_kind(p.ty), TypeKind::Ptr { space: AddressSpace::Workgroup, .. }) {
            let msg = format!(
                "a cooperative matrix loads or stores through a groupshared pointer here, not '{}' (give the element \
                 index too)",
                self.show(p.ty)
            );
            return Err(self.error(E_TYPE_MISMATCH, self.span(ptr), msg));
        }
        let s = self.lower_value(fx, stride)?;
        let sspan = self.span(stride);
        let s = self.convert(fx, s, u32_, sspan, false)?;
        Ok((p.value, s))
    }

    /// A value as a read-only place (a temporary).
    pub(super) fn lower_value_place(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Place> {
        let span = self.span(e);
        let v = self.lower_value(fx, e)?;
        let tmp = self.new_var(fx, v.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
        Ok(Place::Mem { ptr: tmp, ty: v.ty, mutable: false })
    }

    /// `CoopMatType.Load<layout>(buffer, element, stride)`,
    /// `CoopMatType.GetLength()`.
    pub(super) fn coop_static(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        name: &str,
        gargs: Option<&[TypeOrExpr]>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        // `T.dzero()`, `T.dadd(a, b)` of a differentiable cooperative vector.
        if let Some(v) = self.differential_static(fx, ty, name, args, span)? {
            return Ok(Some(v));
        }
        if coop::vec_info(self.ctx, ty).is_some() {
            return self.coop_vec_static(fx, ty, name, args, span);
        }
        let elem = coop::elem_type(self.ctx, ty).expect("a cooperative type");
        match (name, args) {
            ("Load", [buf, element, stride]) | ("LoadCoherent", [buf, element, stride, ..]) if args.len() <= 4 => {
                let layout = self.coop_layout(gargs, name, span)?;
                let (ptr, s) = self.coop_pointer(fx, *buf, *element, *stride, elem, span)?;
                let mut attrs = vec![("layout", self.ctx.int_attr(layout))];
                if name == "LoadCoherent" {
                    // The memory scope, `Device` when not given.
                    let scope = match args.get(3) {
                        Some(&e) => self.const_int(Unit::User, e)?,
                        None => 1,
                    };
                    attrs.push(("coherent", self.ctx.int_attr(scope)));
                }
                let value = self.emit_value(fx, coop::LOAD.name, &[ptr, s], ty, &attrs, span);
                Ok(Some(TVal { value, ty, literal: false }))
            }
            ("Load", [ptr, stride]) => {
                let layout = self.coop_layout(gargs, name, span)?;
                let (ptr, s) = self.coop_workgroup_pointer(fx, *ptr, *stride)?;
                let attrs = vec![("layout", self.ctx.int_attr(layout))];
                let value = self.emit_value(fx, coop::LOAD.name, &[ptr, s], ty, &attrs, span);
                Ok(Some(TVal { value, ty, literal: false }))
            }
            ("GetLength", []) => {
                let tmp = self.coop_construct(fx, ty, &[], span)?;
                let u32_ = self.ctx.int_type(32, false);
                let value = self.emit_value(fx, coop::LENGTH.name, &[tmp.value], u32_, &[], span);
                Ok(Some(TVal { value, ty: u32_, literal: false }))
            }
            ("Load" | "GetLength", _) => {
                let msg = format!("'{}.{name}' takes {} arguments", self.show(ty), if name == "Load" { 3 } else { 0 });
                Err(self.error(E_ARGS, span, msg))
            }
            _ => {
                let msg = format!("'{}' has no static method '{name}' (not supported yet)", self.show(ty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    /// `m.Store<layout>(buffer, element, stride)`, `m.getCount()`,
    /// `m.GetLength()`, `m.fill(x)`, `m.copyFrom(other)`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn coop_method(
        &mut self,
        fx: &mut FnCx,
        this: Place,
        name: &str,
        gargs: Option<&[TypeOrExpr]>,
        args: &[ExprId],
        name_span: Span,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let ty = this.ty();
        if coop::vec_info(self.ctx, ty).is_some() {
            if let Some(r) = self.coop_vec_method(fx, &this, name, args, span)? {
                return Ok(r);
            }
        }
        if let Some(r) = self.coop_func_method(fx, &this, name, gargs, args, span)? {
            return Ok(Some(r));
        }
        let elem = coop::elem_type(self.ctx, ty).expect("a cooperative type");
        match (name, args) {
            ("Store", [buf, element, stride]) | ("StoreCoherent", [buf, element, stride, ..]) if args.len() <= 4 => {
                let layout = self.coop_layout(gargs, name, span)?;
                let m = self.load_place(fx, &this, span)?;
                let (ptr, s) = self.coop_pointer(fx, *buf, *element, *stride, elem, span)?;
                let mut attrs = vec![("layout", self.ctx.int_attr(layout))];
                if name == "StoreCoherent" {
                    let scope = match args.get(3) {
                        Some(&e) => self.const_int(Unit::User, e)?,
                        None => 1,
                    };
                    attrs.push(("coherent", self.ctx.int_attr(scope)));
                }
                self.emit(fx, coop::STORE.name, &[ptr, m.value, s], &[], &attrs, span);
                Ok(None)
            }
            ("Store", [ptr, stride]) => {
                let layout = self.coop_layout(gargs, name, span)?;
                let m = self.load_place(fx, &this, span)?;
                let (ptr, s) = self.coop_workgroup_pointer(fx, *ptr, *stride)?;
                let attrs = vec![("layout", self.ctx.int_attr(layout))];
                self.emit(fx, coop::STORE.name, &[ptr, m.value, s], &[], &attrs, span);
                Ok(None)
            }
            ("getCount" | "GetLength", []) => {
                let m = self.load_place(fx, &this, span)?;
                let u32_ = self.ctx.int_type(32, false);
                let value = self.emit_value(fx, coop::LENGTH.name, &[m.value], u32_, &[], span);
                if name == "getCount" {
                    let i32_ = self.ctx.int_type(32, true);
                    let v = TVal { value, ty: u32_, literal: false };
                    let value = self.convert(fx, v, i32_, span, true)?;
                    return Ok(Some(TVal { value, ty: i32_, literal: false }));
                }
                Ok(Some(TVal { value, ty: u32_, literal: false }))
            }
            ("equals" | "lessThan" | "lessThanOrEquals", [other]) => {
                let op = match name {
                    "equals" => BinaryOp::Eq,
                    "lessThan" => BinaryOp::Lt,
                    _ => BinaryOp::Le,
                };
                let a = self.load_place(fx, &this, span)?;
                let b = self.lower_value(fx, *other)?;
                self.coop_binary(fx, op, a, b, span).map(Some)
            }
            ("Transpose", []) if coop::mat_info(self.ctx, ty).is_some() => {
                // `CoopMat<T, S, N, M, MatrixB>`: SPV_NV_cooperative_matrix2's transpose.
                let m = coop::mat_info(self.ctx, ty).expect("checked");
                let rty = coop::mat_type(self.ctx, coop::MatInfo { rows: m.cols, cols: m.rows, usage: 1, ..m });
                let v = self.load_place(fx, &this, span)?;
                let value = self.emit_value(fx, coop::TRANSPOSE.name, &[v.value], rty, &[], span);
                Ok(Some(TVal { value, ty: rty, literal: false }))
            }
            ("clear", []) => {
                self.require_mutable_operand(&this, span)?;
                let v = self.coop_construct(fx, ty, &[], span)?;
                self.store_place(fx, &this, v.value, span)?;
                Ok(None)
            }
            ("fill" | "copyFrom", [a]) => {
                self.require_mutable_operand(&this, span)?;
                let v = self.coop_construct(fx, ty, &[*a], span)?;
                self.store_place(fx, &this, v.value, span)?;
                Ok(None)
            }
            ("Store" | "getCount" | "GetLength" | "fill" | "copyFrom", _) => {
                let msg = format!("wrong number of arguments to '{}.{name}'", self.show(ty));
                Err(self.error(E_ARGS, span, msg))
            }
            _ => {
                let msg = format!("'{}' has no method '{name}' (not supported yet)", self.show(ty));
                Err(self.error(E_NO_MEMBER, name_span, msg))
            }
        }
    }

    /// `coopMatMulAdd<T, saturate>(a, b, c)`: `a * b + c` as a matrix of `T`.
    pub(super) fn coop_mul_add(
        &mut self,
        fx: &mut FnCx,
        gargs: &[TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let [a, b, c] = args else {
            return Err(self.error(E_ARGS, span, "'coopMatMulAdd' takes 3 arguments"));
        };
        let mut vals = Vec::new();
        for &x in [a, b, c] {
            let v = self.lower_value(fx, x)?;
            if coop::mat_info(self.ctx, v.ty).is_none() {
                let msg = format!("'coopMatMulAdd' takes cooperative matrices, not '{}'", self.show(v.ty));
                return Err(self.error(E_TYPE_MISMATCH, self.span(x), msg));
            }
            vals.push(v);
        }
        let infos: Vec<coop::MatInfo> = vals.iter().map(|v| coop::mat_info(self.ctx, v.ty).expect("checked")).collect();
        let (ia, ib, ic) = (infos[0], infos[1], infos[2]);
        let shapes_ok = ia.usage == 0
            && ib.usage == 1
            && ic.usage == 2
            && ia.rows == ic.rows
            && ib.cols == ic.cols
            && ia.cols == ib.rows
            && ia.scope == ic.scope
            && ib.scope == ic.scope;
        if !shapes_ok {
            let msg = format!(
                "'coopMatMulAdd' of '{}', '{}' and '{}': the operands must be a matrix A (MxK), a matrix B (KxN) and an accumulator (MxN)",
                self.show(vals[0].ty),
                self.show(vals[1].ty),
                self.show(vals[2].ty)
            );
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let result_elem = match gargs.first() {
            Some(TypeOrExpr::Type(t)) => self.resolve_type(Unit::User, *t)?,
            _ => ic.elem,
        };
        let saturate = match gargs.get(1) {
            Some(g) => {
                let g = *g;
                self.coop_const_arg(Unit::User, &g, span)? != 0
            }
            None => false,
        };
        let rty = coop::mat_type(self.ctx, coop::MatInfo { elem: result_elem, ..ic });
        let cv = if vals[2].ty == rty { vals[2].value } else { self.coop_convert(fx, vals[2], rty, span)? };
        let mut attrs = Vec::new();
        if saturate {
            attrs.push(("saturate", self.ctx.bool_attr(true)));
        }
        let value = self.emit_value(fx, coop::MUL_ADD.name, &[vals[0].value, vals[1].value, cv], rty, &attrs, span);
        Ok(Some(TVal { value, ty: rty, literal: false }))
    }
}
