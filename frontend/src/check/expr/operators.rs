//! Operators: unary, binary, logical, assignment and conditional expressions, with constant checks of shifts and divisors.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    pub(in crate::check) fn lower_unary(
        &mut self,
        fx: &mut FnCx,
        op: UnaryOp,
        operand: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        match op {
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                // `++` takes its operand `inout`: a computed value is no
                // argument for it.
                if matches!(
                    self.user.expr(operand).kind,
                    ExprKind::Int { .. }
                        | ExprKind::Float { .. }
                        | ExprKind::Bool(_)
                        | ExprKind::Binary { .. }
                        | ExprKind::Call { .. }
                        | ExprKind::Cond { .. }
                ) {
                    // Its own errors (a call of a non-function) come first.
                    if matches!(self.user.expr(operand).kind, ExprKind::Binary { .. } | ExprKind::Call { .. }) {
                        self.lower_value(fx, operand)?;
                    }
                    let msg = "the operand of an increment or decrement must be an l-value";
                    return Err(self.error(E_ARG_NOT_LVALUE, self.span(operand), msg));
                }
                let place = self.lower_place(fx, operand)?;
                if self.atomic_payload(place.ty()).is_some() {
                    return self.atomic_step(fx, op, place, span);
                }
                self.require_mutable_operand(&place, self.span(operand))?;
                self.forbid_mesh_output_read(fx, &place, span)?;
                let old = self.load_place(fx, &place, span)?;
                // `p++` of a device or `groupshared` pointer moves it by one
                // pointee, as `p + 1` does.
                if matches!(
                    self.ctx.type_kind(old.ty),
                    TypeKind::Ptr {
                        space: AddressSpace::Device | AddressSpace::DeviceStd430 | AddressSpace::Workgroup,
                        ..
                    }
                ) {
                    let i32_ = self.ctx.int_type(32, true);
                    let one = self.one(fx, i32_, span);
                    let step =
                        if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) { BinaryOp::Add } else { BinaryOp::Sub };
                    let one = TVal { value: one, ty: i32_, literal: false };
                    let new = self.pointer_offset(fx, step, (old, one), span)?;
                    self.store_place(fx, &place, new.value, span)?;
                    let value = if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) { new.value } else { old.value };
                    return Ok(TVal { value, ty: old.ty, literal: false });
                }
                if types::shape(self.ctx, old.ty).is_none_or(|(e, _)| matches!(self.ctx.type_kind(e), TypeKind::Bool)) {
                    let msg = format!("'{}' cannot be incremented", self.show(old.ty));
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let one = self.one(fx, old.ty, span);
                let name = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) { "arith.add" } else { "arith.sub" };
                let new = self.emit_value(fx, name, &[old.value, one], old.ty, &[], span);
                self.store_place(fx, &place, new, span)?;
                let value = if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) { new } else { old.value };
                Ok(TVal { value, ty: old.ty, literal: false })
            }
            UnaryOp::Plus => {
                let v = self.lower_value(fx, operand)?;
                if let Some(r) = self.user_unary_operator(fx, "+", v, span) {
                    return r;
                }
                Ok(v)
            }
            UnaryOp::Neg => {
                let v = self.lower_value(fx, operand)?;
                let v = self.decay_enum(fx, v, span);
                if let Some(r) = self.user_unary_operator(fx, "-", v, span) {
                    return r;
                }
                if self.is_coop(v.ty) {
                    return Ok(self.coop_neg(fx, v, span));
                }
                self.require_numeric(v.ty, span, "-")?;
                let value = self.emit_value(fx, "arith.neg", &[v.value], v.ty, &[], span);
                Ok(TVal { value, ..v })
            }
            UnaryOp::Not => {
                let v = self.lower_value(fx, operand)?;
                let v = self.decay_enum(fx, v, span);
                if let Some(r) = self.user_unary_operator(fx, "!", v, span) {
                    return r;
                }
                if self.is_bool_matrix(v.ty) {
                    let value = self.bool_matrix_rows(fx, "arith.not", &[v.value], v.ty, span);
                    return Ok(TVal { value, ty: v.ty, literal: false });
                }
                let bty = self.bool_like(v.ty, span)?;
                let b = self.convert(fx, v, bty, span, true)?;
                let value = self.emit_value(fx, "arith.not", &[b], bty, &[], span);
                // `!x` of integers has x's type in Slang (1 where x is 0);
                // of anything else it is a bool.
                if matches!(self.ctx.type_kind(self.ctx.scalar_of(v.ty)), TypeKind::Int { .. }) {
                    let not = TVal { value, ty: bty, literal: false };
                    let value = self.convert(fx, not, v.ty, span, true)?;
                    return Ok(TVal { value, ty: v.ty, literal: false });
                }
                Ok(TVal { value, ty: bty, literal: false })
            }
            UnaryOp::BitNot => {
                let v = self.lower_value(fx, operand)?;
                if let Some(r) = self.user_unary_operator(fx, "~", v, span) {
                    return r;
                }
                // `~e` of an enum is an enum (the core module's
                // `operator~<T : __EnumType>`).
                if types::enum_tag(self.ctx, v.ty).is_some() {
                    let t = self.decay_enum(fx, v, span);
                    let value = self.emit_value(fx, "arith.not", &[t.value], t.ty, &[], span);
                    let value = self.retag(fx, value, v.ty, span);
                    return Ok(TVal { value, ..v });
                }
                if !matches!(types::shape(self.ctx, v.ty), Some((e, Shape::Scalar | Shape::Vector(_))) if matches!(self.ctx.type_kind(e), TypeKind::Int { .. }))
                {
                    let msg = format!("'~' needs an integer operand, not '{}'", self.show(v.ty));
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let value = self.emit_value(fx, "arith.not", &[v.value], v.ty, &[], span);
                Ok(TVal { value, ..v })
            }
            UnaryOp::Deref => {
                let v = self.lower_value(fx, operand)?;
                // `*h`: the resource a descriptor handle designates.
                if nsl_dialects::hl::descriptor_handle(self.ctx, v.ty).is_some() {
                    return Ok(self.deref_descriptor_handle(fx, v, span));
                }
                let place = self.pointee_place(v, span)?;
                self.load_place(fx, &place, span)
            }
            // `&place`: as `__getAddress(place)`, the pointer to a place in
            // device memory (reached through a pointer: `&p->f`, `&p[i]`)
            // or in `groupshared` memory.
            UnaryOp::AddrOf => {
                if self.is_place_expr(fx, operand) {
                    if let Place::Mem { ptr, .. } = self.lower_place(fx, operand)? {
                        let ty = self.ctx.value_type(ptr);
                        if matches!(
                            self.ctx.type_kind(ty),
                            TypeKind::Ptr { space, .. } if space.is_device() || *space == AddressSpace::Workgroup
                        ) {
                            return Ok(TVal { value: ptr, ty, literal: false });
                        }
                    }
                }
                Err(self.error(
                    E_UNSUPPORTED,
                    span,
                    "taking an address is supported only of a place in device memory (reached through a pointer) or in groupshared memory",
                ))
            }
        }
    }

    /// `v`, or its tag when it is an enum (the implicit conversion an
    /// operator applies to an enum operand).
    pub(in crate::check) fn decay_enum(&mut self, fx: &mut FnCx, v: TVal, span: Span) -> TVal {
        match types::enum_tag(self.ctx, v.ty) {
            Some(tag) => TVal { value: self.retag(fx, v.value, tag, span), ty: tag, literal: false },
            None => v,
        }
    }

    /// A binary operator with an enum operand: `&`, `|` and `^` of two
    /// values of one enum are of that enum (the core module's operators
    /// on `__EnumType`); otherwise the enums convert to their tags.
    fn enum_binary(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> Option<CResult<TVal>> {
        let (ea, eb) = (types::enum_tag(self.ctx, a.ty).is_some(), types::enum_tag(self.ctx, b.ty).is_some());
        if !ea && !eb {
            return None;
        }
        let (da, db) = (self.decay_enum(fx, a, span), self.decay_enum(fx, b, span));
        if a.ty == b.ty && matches!(op, BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor) {
            return Some(self.binary_values(fx, op, da, db, span).map(|r| {
                let value = self.retag(fx, r.value, a.ty, span);
                TVal { value, ty: a.ty, literal: false }
            }));
        }
        Some(self.binary_values(fx, op, da, db, span))
    }

    /// A prefix operator (`-`, `+`, `!`, `~`) applied to a struct value
    /// when a user `operator-` & co takes one operand: its call.
    fn user_unary_operator(&mut self, fx: &mut FnCx, text: &str, v: TVal, span: Span) -> Option<CResult<TVal>> {
        if !matches!(self.ctx.type_kind(v.ty), TypeKind::Struct { .. }) {
            return None;
        }
        if let Some(r) = self.interface_operator(fx, text, &[v], span) {
            return Some(r);
        }
        let Some(Item::Funcs(fs)) = self.items.get(&format!("operator{text}")) else { return None };
        if !fs.iter().any(|&f| self.funcs[f].params.len() == 1) {
            return None;
        }
        Some(self.call_operator(fx, text, &[v], span))
    }

    pub(in crate::check) fn require_numeric(&mut self, ty: Type, span: Span, op: &str) -> CResult<()> {
        match types::shape(self.ctx, ty) {
            Some((e, _)) if !matches!(self.ctx.type_kind(e), TypeKind::Bool) => Ok(()),
            _ => {
                let msg = format!("operator '{op}' needs a numeric operand, not '{}'", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// The bool type with the shape of `ty` (scalar or vector).
    pub(in crate::check) fn bool_like(&mut self, ty: Type, span: Span) -> CResult<Type> {
        let b = self.ctx.bool_type();
        match types::shape(self.ctx, ty) {
            Some((_, Shape::Scalar)) => Ok(b),
            Some((_, Shape::Vector(n))) => Ok(self.ctx.vector_type(b, n)),
            _ => {
                let msg = format!("'{}' cannot be used as a condition", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    pub(in crate::check) fn one(&mut self, fx: &mut FnCx, ty: Type, span: Span) -> Value {
        let elem = self.ctx.scalar_of(ty);
        let a = match self.ctx.type_kind(elem) {
            TypeKind::Float { .. } => self.ctx.float_attr(1.0),
            _ => self.ctx.int_attr(1),
        };
        let s = self.emit_value(fx, "arith.const", &[], elem, &[("value", a)], span);
        let v = TVal { value: s, ty: elem, literal: false };
        self.convert(fx, v, ty, span, true).unwrap_or(s)
    }

    /// The common type of two operands under the usual arithmetic
    /// conversions: the higher-ranked element, and the larger shape (a
    /// scalar widens to a vector; vectors of different lengths have none).
    /// E39999 when there is none (no overload of the operator applies).
    pub(in crate::check) fn common_type(&mut self, a: TVal, b: TVal, span: Span) -> CResult<Type> {
        self.common_type_or(a, b, span, E_OVERLOAD)
    }

    /// [`Self::common_type`], reporting `code` when there is none.
    pub(in crate::check) fn common_type_or(
        &mut self,
        a: TVal,
        b: TVal,
        span: Span,
        code: &'static str,
    ) -> CResult<Type> {
        if a.ty == b.ty && types::shape(self.ctx, a.ty).is_none() {
            return Ok(a.ty);
        }
        // An enum meets another type as its tag.
        let (a, b) =
            (TVal { ty: types::untagged(self.ctx, a.ty), ..a }, TVal { ty: types::untagged(self.ctx, b.ty), ..b });
        let (Some((ae, ash)), Some((be, bsh))) = (types::shape(self.ctx, a.ty), types::shape(self.ctx, b.ty)) else {
            let msg = format!("no arithmetic on '{}' and '{}'", self.show(a.ty), self.show(b.ty));
            return Err(self.error(code, span, msg));
        };
        // Mini floats (`BFloat16`, fp8) are shaped but take no arithmetic.
        let (Some(ar), Some(br)) = (types::rank(self.ctx, ae), types::rank(self.ctx, be)) else {
            let msg = format!("no arithmetic on '{}' and '{}'", self.show(a.ty), self.show(b.ty));
            return Err(self.error(code, span, msg));
        };
        // Slang's usual arithmetic conversions for builtin operators: the
        // higher-ranked element wins, literals included (`u + 1` is a
        // `uint`, `h * 2.0` a `float`, `s + 1` an `int` for an `int16_t s`).
        let elem = if types::arithmetic_order(ar) >= types::arithmetic_order(br) { ae } else { be };
        let shape = match (ash, bsh) {
            (x, y) if x == y => x,
            (Shape::Scalar, y) => y,
            (x, Shape::Scalar) => x,
            _ => {
                let msg = format!("no arithmetic on '{}' and '{}'", self.show(a.ty), self.show(b.ty));
                return Err(self.error(code, span, msg));
            }
        };
        Ok(types::with_shape(self.ctx, elem, shape))
    }

    pub(in crate::check) fn lower_binary(
        &mut self,
        fx: &mut FnCx,
        e: ExprId,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            return self.lower_logical(fx, op, lhs, rhs, span);
        }
        if op == BinaryOp::Comma {
            self.lower_expr_any(fx, lhs)?;
            return self.lower_value(fx, rhs);
        }
        // `a + b + c + ...` is a left-deep tree as deep as it is long: walk
        // its left spine in a loop, so length costs no stack.
        let mut chain = vec![(op, rhs, span)];
        let mut leftmost = lhs;
        while let ExprKind::Binary { op, lhs, rhs } = &self.user.expr(leftmost).kind {
            if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) {
                break;
            }
            chain.push((*op, *rhs, self.span(leftmost)));
            leftmost = *lhs;
        }
        // In an instance of a generic function, operands abstractly of a
        // type parameter resolve against its constraints (`param_operands.rs`).
        let tracks = !fx.abstract_vars.is_empty() || !fx.abstract_exprs.is_empty() || !fx.abstract_fields.is_empty();
        let mut acc_param = if tracks { self.abstract_param(fx, leftmost) } else { None };
        let mut acc = self.lower_value(fx, leftmost)?;
        for (op, rhs, span) in chain.into_iter().rev() {
            let b = self.lower_value(fx, rhs)?;
            if tracks {
                let b_param = self.abstract_param(fx, rhs);
                if let Some(r) = self.abstract_binary(fx, op, (acc, acc_param.take()), (b, b_param), span) {
                    (acc, acc_param) = r?;
                    continue;
                }
            }
            if matches!(op, BinaryOp::Div | BinaryOp::Rem) {
                self.check_folded_zero_divisor(acc.ty, rhs, span)?;
            }
            if op == BinaryOp::Div {
                self.check_matrix_divisor(b.ty, span);
            }
            acc = self.binary_values(fx, op, acc, b, span)?;
            // GLSL: `==` and `!=` of vectors compare them whole (a `bool`),
            // in GLSL mode and in a file that says `import glsl;` alike (as
            // `*` of matrices is their product in both: `__glslMatMul`
            // below). The core module's own code keeps Slang's meaning.
            if (self.user.glsl || self.user.imports_glsl) && matches!(op, BinaryOp::Eq | BinaryOp::Ne) {
                if let nsl_ir::TypeKind::Vector { .. } = self.ctx.type_kind(acc.ty) {
                    let reduce = if op == BinaryOp::Eq { "math.all" } else { "math.any" };
                    let ty = self.ctx.bool_type();
                    let value = self.emit_value(fx, reduce, &[acc.value], ty, &[], span);
                    acc = TVal { value, ty, literal: false };
                }
            }
        }
        if let Some(p) = acc_param {
            fx.abstract_exprs.insert(e, p);
        }
        Ok(acc)
    }

    /// E30055: a `?:` with a vector condition evaluates both sides, which
    /// slangc refuses in a differentiable function (`select` says so).
    fn check_select_differentiable(&mut self, fx: &FnCx, span: Span) {
        let Some(f) = fx.func.filter(|&f| self.funcs[f].unit == Unit::User) else { return };
        let differentiable = self.func_decl(f).modifiers.attributes.iter().any(|a| {
            matches!(
                a.name.to_ascii_lowercase().as_str(),
                "differentiable" | "forwarddifferentiable" | "backwarddifferentiable"
            )
        });
        if differentiable {
            let msg = "non-short-circuiting `?:` operator is not allowed in a differentiable function, use `select` \
                       instead.";
            self.error("E30055", span, msg);
        }
    }

    /// E56102: Metal and WGSL have no division by a matrix (slangc refuses
    /// it for those targets only).
    pub(in crate::check) fn check_matrix_divisor(&mut self, rhs_ty: Type, span: Span) {
        if matches!(self.capabilities.target.as_deref(), Some("metal" | "wgsl"))
            && matches!(self.ctx.type_kind(rhs_ty), TypeKind::Matrix { .. })
        {
            self.error("E56102", span, "division by matrix is not supported for Metal and WGSL targets.");
        }
    }

    /// E30002 for a scalar integer divided by a divisor made only of
    /// literals that folds to zero (`a % (1 - 1)`), as slangc folds it;
    /// a named constant is not folded here (slangc does not either).
    pub(in crate::check) fn check_folded_zero_divisor(&mut self, lhs_ty: Type, rhs: ExprId, span: Span) -> CResult<()> {
        if !matches!(self.ctx.type_kind(lhs_ty), TypeKind::Int { .. }) {
            return Ok(());
        }
        // Only literal arithmetic: a bare literal is checked by `binary_values`.
        let mut stack = vec![rhs];
        let mut operators = 0;
        while let Some(e) = stack.pop() {
            match &self.user.expr(e).kind {
                ExprKind::Int { .. } => {}
                ExprKind::Unary { op: UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot, operand } => stack.push(*operand),
                ExprKind::Binary { op, lhs, rhs }
                    if !matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) =>
                {
                    operators += 1;
                    stack.push(*lhs);
                    stack.push(*rhs);
                }
                _ => return Ok(()),
            }
            if stack.len() > 64 {
                return Ok(());
            }
        }
        if operators == 0 {
            return Ok(());
        }
        match self.fold_const(Unit::User, rhs) {
            Ok((crate::check::consts::CVal::Int(0), _)) => Err(self.error(E_DIVIDE_BY_ZERO, span, "divide by zero")),
            Err(crate::check::consts::NotConst::Reported) => Err(Reported),
            _ => Ok(()),
        }
    }

    pub(in crate::check) fn binary_values(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: TVal,
        b: TVal,
        span: Span,
    ) -> CResult<TVal> {
        use BinaryOp::*;
        if let Some(r) = self.pointer_binary(fx, op, a, b, span) {
            return r;
        }
        if let Some(r) = self.enum_binary(fx, op, a, b, span) {
            return r;
        }
        if self.is_coop(a.ty) || self.is_coop(b.ty) {
            return self.coop_binary(fx, op, a, b, span);
        }
        // GLSL mode: `*` of a matrix and a vector or matrix is the linear
        // algebra product, core/glsl.slang's `__glslMatMul`.
        let is_mat = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Matrix { .. });
        let is_vec = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Vector { .. });
        if op == Mul
            && ((is_mat(self, a.ty) && (is_mat(self, b.ty) || is_vec(self, b.ty)))
                || (is_vec(self, a.ty) && is_mat(self, b.ty)))
        {
            if let Some(super::super::Item::Funcs(fs)) = self.items.get("__glslMatMul") {
                let fs = fs.clone();
                if let Some(v) = self.call_with_values(fx, "__glslMatMul", &fs, &[a, b], span)? {
                    return Ok(v);
                }
            }
        }
        let is_struct = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Struct { .. });
        if is_struct(self, a.ty) || is_struct(self, b.ty) {
            if let Some(r) = self.tuple_compare(fx, op, a, b, span) {
                return r;
            }
            return self.call_operator(fx, op.text(), &[a, b], span);
        }
        let (ty, name) = match op {
            Shl | Shr => {
                // The result has the left operand's element type; a
                // scalar shifted by a vector is broadcast to its shape
                // (`1 << int2(1, 2)` is an int2), as in Slang.
                let ty = match (self.ctx.is_scalar(a.ty), types::shape(self.ctx, b.ty)) {
                    (true, Some((_, sh @ Shape::Vector(_)))) => types::with_shape(self.ctx, a.ty, sh),
                    _ => a.ty,
                };
                (ty, if op == Shl { "arith.shl" } else { "arith.shr" })
            }
            _ => {
                let ty = self.common_type(a, b, span)?;
                let name = match op {
                    Add => "arith.add",
                    Sub => "arith.sub",
                    Mul => "arith.mul",
                    Div => "arith.div",
                    Rem => "arith.rem",
                    BitAnd => "arith.and",
                    BitOr => "arith.or",
                    BitXor => "arith.xor",
                    Eq | Ne | Lt | Le | Gt | Ge => "arith.cmp",
                    Shl | Shr | LogAnd | LogOr | Comma => unreachable!("handled above"),
                };
                (ty, name)
            }
        };
        // Arithmetic on bools happens in int, as in HLSL.
        let ty = if matches!(op, Add | Sub | Mul | Div | Rem)
            && matches!(self.ctx.type_kind(self.ctx.scalar_of(ty)), TypeKind::Bool)
        {
            let i = self.ctx.int_type(32, true);
            let sh = types::shape(self.ctx, ty).map_or(Shape::Scalar, |(_, s)| s);
            types::with_shape(self.ctx, i, sh)
        } else {
            ty
        };
        let elem = self.ctx.scalar_of(ty);
        let elem_kind = self.ctx.type_kind(elem).clone();
        let ok = match op {
            Add | Sub | Mul | Div | Rem | Lt | Le | Gt | Ge => !matches!(elem_kind, TypeKind::Bool),
            BitAnd | BitOr | BitXor => matches!(elem_kind, TypeKind::Int { .. } | TypeKind::Bool),
            // The amount is an integer (or a bool) too: `i << 2.0` has
            // no overload (slangc's E39999).
            Shl | Shr => {
                matches!(elem_kind, TypeKind::Int { .. })
                    && matches!(self.ctx.type_kind(self.ctx.scalar_of(b.ty)), TypeKind::Int { .. } | TypeKind::Bool)
            }
            _ => true,
        };
        // Bitwise operators, shifts and comparisons of matrices work row
        // by row (on vectors).
        if ok
            && matches!(self.ctx.type_kind(ty), TypeKind::Matrix { .. })
            && matches!(op, BitAnd | BitOr | BitXor | Shl | Shr | Eq | Ne | Lt | Le | Gt | Ge)
        {
            return self.matrix_by_rows(fx, op, a, b, ty, span);
        }
        if !ok {
            let msg = format!(
                "operator '{}' cannot be applied to '{}' and '{}'",
                op.text(),
                self.show(a.ty),
                self.show(b.ty)
            );
            return Err(self.error(E_OVERLOAD, span, msg));
        }
        // A scalar integer divided by a literal zero (slangc folds and
        // rejects it, for `/` and `%`; not a vector's division).
        let divides = matches!(op, Div | Rem) && self.ctx.is_scalar(ty);
        if divides && matches!(elem_kind, TypeKind::Int { .. }) && b.literal_int(self.ctx) == Some(0) {
            return Err(self.error(E_DIVIDE_BY_ZERO, span, "divide by zero"));
        }
        // Shifts of 8- and 16-bit integers happen in 32 bits and are then
        // truncated, as Slang folds them (`uint8_t(7) << 8` is 0): the
        // amount is taken modulo 32, not modulo the narrow width.
        if let (Shl | Shr, TypeKind::Int { width, signed }) = (op, &elem_kind) {
            if *width < 32 {
                let wide = self.ctx.int_type(32, *signed);
                let sh = types::shape(self.ctx, ty).map_or(Shape::Scalar, |(_, s)| s);
                let wide = types::with_shape(self.ctx, wide, sh);
                let av = self.convert(fx, a, ty, span, false)?;
                let av = self.convert(fx, TVal { value: av, ty, literal: false }, wide, span, true)?;
                let bv = self.convert(fx, b, wide, span, true)?;
                let r = match self.fold_const_shift(fx, op, av, bv, wide, span) {
                    Some(r) => r,
                    None => self.emit_value(fx, name, &[av, bv], wide, &[], span),
                };
                let value = self.convert(fx, TVal { value: r, ty: wide, literal: false }, ty, span, true)?;
                return Ok(TVal { value, ty, literal: a.literal && b.literal });
            }
        }
        let av = self.convert(fx, a, ty, span, false)?;
        let rhs_ty = ty;
        let bv = self.convert(fx, b, rhs_ty, span, matches!(op, Shl | Shr))?;
        if name == "arith.cmp" {
            let pred = match op {
                Eq => "eq",
                Ne => "ne",
                Lt => "lt",
                Le => "le",
                Gt => "gt",
                _ => "ge",
            };
            let bty = self.bool_like(ty, span)?;
            let p = self.ctx.str_attr(pred);
            let value = self.emit_value(fx, name, &[av, bv], bty, &[("pred", p)], span);
            return Ok(TVal { value, ty: bty, literal: false });
        }
        if let Some(value) = self.fold_const_shift(fx, op, av, bv, ty, span) {
            return Ok(TVal { value, ty, literal: a.literal && b.literal });
        }
        let value = self.emit_value(fx, name, &[av, bv], ty, &[], span);
        Ok(TVal { value, ty, literal: a.literal && b.literal })
    }

    fn is_bool_matrix(&self, ty: Type) -> bool {
        matches!(*self.ctx.type_kind(ty), TypeKind::Matrix { elem, .. } if matches!(self.ctx.type_kind(elem), TypeKind::Bool))
    }

    /// `name` (`arith.not`, `arith.and`, `arith.or`) of bool matrices of
    /// type `ty`, row by row.
    fn bool_matrix_rows(&mut self, fx: &mut FnCx, name: &str, args: &[Value], ty: Type, span: Span) -> Value {
        let TypeKind::Matrix { elem, rows, cols, .. } = *self.ctx.type_kind(ty) else { return args[0] };
        let row_ty = self.ctx.vector_type(elem, cols);
        let mut out = Vec::new();
        for r in 0..rows {
            let index = self.ctx.int_attr(i128::from(r));
            let rs: Vec<Value> = args
                .iter()
                .map(|&a| self.emit_value(fx, "mat.extract_row", &[a], row_ty, &[("index", index)], span))
                .collect();
            out.push(self.emit_value(fx, name, &rs, row_ty, &[], span));
        }
        self.emit_value(fx, "mat.construct", &out, ty, &[], span)
    }

    /// `a op b` on matrices of type `ty`, one row (a vector) at a time.
    fn matrix_by_rows(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, ty: Type, span: Span) -> CResult<TVal> {
        let TypeKind::Matrix { elem, rows, cols, layout } = *self.ctx.type_kind(ty) else {
            return Err(self.error(E_OVERLOAD, span, "expected a matrix"));
        };
        let shift = matches!(op, BinaryOp::Shl | BinaryOp::Shr);
        let av = self.convert(fx, a, ty, span, false)?;
        let bv = self.convert(fx, b, ty, span, shift)?;
        let row_ty = self.ctx.vector_type(elem, cols);
        let mut out = Vec::new();
        for r in 0..rows {
            let index = self.ctx.int_attr(i128::from(r));
            let ra = self.emit_value(fx, "mat.extract_row", &[av], row_ty, &[("index", index)], span);
            let rb = self.emit_value(fx, "mat.extract_row", &[bv], row_ty, &[("index", index)], span);
            let (x, y) =
                (TVal { value: ra, ty: row_ty, literal: false }, TVal { value: rb, ty: row_ty, literal: false });
            out.push(self.binary_values(fx, op, x, y, span)?.value);
        }
        let rty =
            if matches!(op, BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge) {
                let b = self.ctx.bool_type();
                self.ctx.matrix_type(b, rows, cols, layout)
            } else {
                ty
            };
        let value = self.emit_value(fx, "mat.construct", &out, rty, &[], span);
        Ok(TVal { value, ty: rty, literal: false })
    }

    /// Operators on device pointers: `p + i`, `i + p` and `p - i` move
    /// `p` by whole pointees; comparisons compare addresses. `None` when
    /// neither operand is a device pointer.
    fn pointer_binary(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> Option<CResult<TVal>> {
        use BinaryOp::*;
        let is_ptr = |c: &Self, t: Type| {
            matches!(c.ctx.type_kind(t), TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. })
        };
        // A `groupshared` pointer moves by whole pointees too; it has no
        // integer address to compare.
        let is_shared =
            |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Ptr { space: AddressSpace::Workgroup, .. });
        let is_int = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Int { .. });
        let (pa, pb) = (is_ptr(self, a.ty), is_ptr(self, b.ty));
        if !pa && !pb {
            let (sa, sb) = (is_shared(self, a.ty), is_shared(self, b.ty));
            if !sa && !sb {
                return None;
            }
            if matches!(op, Add | Sub) && sa && is_int(self, b.ty) || op == Add && sb && is_int(self, a.ty) {
                return Some(self.pointer_offset(fx, op, if sa { (a, b) } else { (b, a) }, span));
            }
            let msg = format!(
                "operator '{}' cannot be applied to '{}' and '{}'",
                op.text(),
                self.show(a.ty),
                self.show(b.ty)
            );
            return Some(Err(self.error(E_OVERLOAD, span, msg)));
        }
        Some(match op {
            Add | Sub if pa && is_int(self, b.ty) || op == Add && pb && is_int(self, a.ty) => {
                self.pointer_offset(fx, op, if pa { (a, b) } else { (b, a) }, span)
            }
            // `p != nullptr`, `p == 0`.
            Eq | Ne if pa && b.literal_int(self.ctx) == Some(0) || pb && a.literal_int(self.ctx) == Some(0) => {
                let u64_ = self.ctx.int_type(64, false);
                let (p, zero) = if pa { (a, b) } else { (b, a) };
                let pv = self.emit_value(fx, "mem.ptr_to_int", &[p.value], u64_, &[], span);
                let zv = match self.convert(fx, zero, u64_, span, true) {
                    Ok(v) => v,
                    Err(e) => return Some(Err(e)),
                };
                let (a, b) =
                    (TVal { value: pv, ty: u64_, literal: false }, TVal { value: zv, ty: u64_, literal: false });
                self.binary_values(fx, op, a, b, span)
            }
            Eq | Ne | Lt | Le | Gt | Ge if pa && pb => {
                let u64_ = self.ctx.int_type(64, false);
                let av = self.emit_value(fx, "mem.ptr_to_int", &[a.value], u64_, &[], span);
                let bv = self.emit_value(fx, "mem.ptr_to_int", &[b.value], u64_, &[], span);
                let (a, b) =
                    (TVal { value: av, ty: u64_, literal: false }, TVal { value: bv, ty: u64_, literal: false });
                self.binary_values(fx, op, a, b, span)
            }
            _ => {
                let msg = format!(
                    "operator '{}' cannot be applied to '{}' and '{}'",
                    op.text(),
                    self.show(a.ty),
                    self.show(b.ty)
                );
                Err(self.error(E_OVERLOAD, span, msg))
            }
        })
    }

    /// `p + i` / `p - i`: `p` moved by `i` whole pointees (`i` widened to
    /// a 64-bit signed offset).
    fn pointer_offset(&mut self, fx: &mut FnCx, op: BinaryOp, (p, i): (TVal, TVal), span: Span) -> CResult<TVal> {
        let i64_ = self.ctx.int_type(64, true);
        let mut iv = self.convert(fx, i, i64_, span, true)?;
        if op == BinaryOp::Sub {
            iv = self.emit_value(fx, "arith.neg", &[iv], i64_, &[], span);
        }
        let value = self.emit_value(fx, "mem.ptr_offset", &[p.value, iv], p.ty, &[], span);
        Ok(TVal { value, ty: p.ty, literal: false })
    }

    /// The value of `v` if it is an integer constant: an `arith.const`,
    /// or integer conversions of one (how the frontend gives a literal
    /// another integer type).
    pub(in crate::check) fn int_const_value(&self, v: Value) -> Option<i128> {
        let def = self.ctx.defining_op(v)?;
        match self.ctx.op_name(def) {
            "arith.const" => match self.ctx.attr(def, "value").map(|a| self.ctx.attr_kind(a)) {
                Some(&nsl_ir::attr::AttrKind::Int(i)) => Some(i),
                _ => None,
            },
            "arith.convert" => {
                let src = self.ctx.operand(def, 0);
                let (TypeKind::Int { .. }, &TypeKind::Int { width, signed }) =
                    (self.ctx.type_kind(self.ctx.value_type(src)), self.ctx.type_kind(self.ctx.value_type(v)))
                else {
                    return None;
                };
                Some(wrap_int(self.int_const_value(src)?, width, signed))
            }
            _ => None,
        }
    }

    /// A shift of a constant by a constant amount, folded as slangc folds
    /// it: the amount is not reduced modulo the width, so an amount of the
    /// width or more (or a negative one, read as unsigned) shifts every bit
    /// out (`7u << 32` is 0, `-8 >> 33` is -1). At run time such a shift
    /// is undefined on most targets, and `arith.shl`/`arith.shr` take the
    /// amount modulo the width; constants must not, since slangc gives 0.
    pub(in crate::check) fn fold_const_shift(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: Value,
        b: Value,
        ty: Type,
        span: Span,
    ) -> Option<Value> {
        if !matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            return None;
        }
        let TypeKind::Int { width, signed } = *self.ctx.type_kind(ty) else { return None };
        let (x, n) = (self.int_const_value(a)?, self.int_const_value(b)?);
        let r = match (op, u32::try_from(n)) {
            (BinaryOp::Shl, Ok(n)) if n < 64 => ((x as u128) << n) as i128,
            (BinaryOp::Shl, _) => 0,
            (_, Ok(n)) if n < 64 && signed => x >> n,
            (_, Ok(n)) if n < 64 => ((wrap_int(x, width, false) as u128) >> n) as i128,
            _ if signed && x < 0 => -1,
            _ => 0,
        };
        let value = self.ctx.int_attr(wrap_int(r, width, signed));
        Some(self.emit_value(fx, "arith.const", &[], ty, &[("value", value)], span))
    }

    /// `&&` and `||` on scalars short-circuit; on vectors they are
    /// component-wise (as in HLSL).
    pub(in crate::check) fn lower_logical(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        // A left-nested chain (`a && b && c ...`, as long test conditions
        // are) is walked iteratively: its length is not nesting.
        let mut spine = vec![(op, rhs, span)];
        let mut base = lhs;
        while let ExprKind::Binary { op: inner, lhs: l, rhs: r } = &self.user.expr(base).kind {
            if !matches!(inner, BinaryOp::LogAnd | BinaryOp::LogOr) {
                break;
            }
            spine.push((*inner, *r, self.user.expr(base).span));
            base = *l;
        }
        let mut a = self.lower_value(fx, base)?;
        for (op, rhs, span) in spine.into_iter().rev() {
            a = self.logical_with(fx, op, a, rhs, span)?;
        }
        Ok(a)
    }

    /// `a && rhs` or `a || rhs` with `a` lowered.
    fn logical_with(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, rhs: ExprId, span: Span) -> CResult<TVal> {
        let bty = self.ctx.bool_type();
        let a = self.decay_enum(fx, a, span);
        if !self.ctx.is_scalar(a.ty) {
            let b = self.lower_value(fx, rhs)?;
            let ty = self.common_type(a, b, span)?;
            if self.is_bool_matrix(ty) {
                let av = self.convert(fx, a, ty, span, true)?;
                let bv = self.convert(fx, b, ty, span, true)?;
                let name = if op == BinaryOp::LogAnd { "arith.and" } else { "arith.or" };
                let value = self.bool_matrix_rows(fx, name, &[av, bv], ty, span);
                return Ok(TVal { value, ty, literal: false });
            }
            let bl = self.bool_like(ty, span)?;
            let av = self.convert(fx, a, bl, span, true)?;
            let bv = self.convert(fx, b, bl, span, true)?;
            let name = if op == BinaryOp::LogAnd { "arith.and" } else { "arith.or" };
            let value = self.emit_value(fx, name, &[av, bv], bl, &[], span);
            return Ok(TVal { value, ty: bl, literal: false });
        }
        let av = self.convert(fx, a, bty, span, true)?;
        let op_if = self.emit_regions(fx.block, "cf.if", &[av], &[bty], &[], 2, span);
        let (then_b, else_b) = (self.ctx.body(op_if, 0), self.ctx.body(op_if, 1));
        // `a && b`: if a then b else false; `a || b`: if a then true else b.
        let (eval_arm, const_arm, const_val) =
            if op == BinaryOp::LogAnd { (then_b, else_b, false) } else { (else_b, then_b, true) };
        let saved = fx.block;
        fx.block = eval_arm;
        let result = self.lower_value(fx, rhs).and_then(|b| {
            let rspan = self.span(rhs);
            self.convert(fx, b, bty, rspan, true)
        });
        let r = match result {
            Ok(v) => v,
            Err(e) => {
                fx.block = saved;
                self.ctx.erase_op(op_if);
                return Err(e);
            }
        };
        self.emit(fx, "cf.yield", &[r], &[], &[], span);
        fx.block = const_arm;
        let c = self.ctx.bool_attr(const_val);
        let cv = self.emit_value(fx, "arith.const", &[], bty, &[("value", c)], span);
        self.emit(fx, "cf.yield", &[cv], &[], &[], span);
        fx.block = saved;
        Ok(TVal { value: self.ctx.result(op_if, 0), ty: bty, literal: false })
    }

    pub(in crate::check) fn lower_assign(
        &mut self,
        fx: &mut FnCx,
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let place = self.lower_place(fx, lhs)?;
        if self.atomic_payload(place.ty()).is_some() {
            return self.atomic_assign(fx, op, place, rhs, span);
        }
        // `p.items[0] = x` of a property or subscript: slangc assigns only
        // its whole value (E40017); matrix swizzles of one (`s[]._m01`)
        // are read, changed and written back.
        if matches!(self.user.expr(lhs).kind, ExprKind::Index { .. })
            && self.constant_element_root(std::slice::from_ref(&place)).is_some()
        {
            let msg = "assignment target is not supported: assign the whole value of the property or subscript instead of one element";
            return Err(self.error("E40017", self.span(lhs), msg));
        }
        let ty = place.ty();
        let value = match op {
            None => {
                self.forbid_metal_mesh_output_field_store(fx, &place, self.span(lhs))?;
                let v = self.lower_init(fx, rhs, Some(ty))?;
                let rspan = self.span(rhs);
                self.convert(fx, v, ty, rspan, false)?
            }
            Some(bop) => {
                self.require_mutable_operand(&place, self.span(lhs))?;
                self.forbid_bool_arith_assign(ty, bop, span)?;
                self.forbid_mesh_output_read(fx, &place, span)?;
                let old = self.load_place(fx, &place, span)?;
                let r = self.lower_value(fx, rhs)?;
                if let Some(done) = self.struct_compound_assign(fx, bop, &place, [old, r], [lhs, rhs], span) {
                    return done;
                }
                self.forbid_widening_compound_assign(ty, r.ty, lhs)?;
                let combined = self.binary_values(fx, bop, old, r, span)?;
                self.convert(fx, combined, ty, span, false)?
            }
        };
        self.store_place(fx, &place, value, span)?;
        Ok(TVal { value, ty, literal: false })
    }

    /// A scalar updated with a vector (`i += int4(...)`): slangc's compound
    /// operators take `inout vector<T, N>`, so the scalar would be
    /// converted to a vector, which is no l-value (E30047 at the target).
    fn forbid_widening_compound_assign(&mut self, ty: Type, rty: Type, lhs: ExprId) -> CResult<()> {
        if !self.ctx.is_scalar(ty) || types::enum_tag(self.ctx, ty).is_some() {
            return Ok(());
        }
        let TypeKind::Vector { len, .. } = *self.ctx.type_kind(rty) else { return Ok(()) };
        if len < 2 {
            return Ok(());
        }
        let scalar = self.show(ty);
        let msg = format!(
            "argument must be l-value: it was implicitly cast from '{scalar}' to 'vector<{scalar},{len}>', and Slang does not support using an implicit cast as an l-value with this type"
        );
        Err(self.error(E_ARG_NOT_LVALUE, self.span(lhs), msg))
    }

    /// A compound assignment of arithmetic or a shift to a `bool` (or bool
    /// vector or matrix): `b += 1`. Slang's `+=` family is declared for
    /// arithmetic types only (`|=`, `&=`, `^=` exist for bools), so slangc
    /// rejects it: E30019 for `+=` / `-=`, E39999 (no overload) otherwise.
    fn forbid_bool_arith_assign(&mut self, ty: Type, op: BinaryOp, span: Span) -> CResult<()> {
        if !matches!(self.ctx.type_kind(self.ctx.scalar_of(ty)), TypeKind::Bool) {
            return Ok(());
        }
        use BinaryOp::*;
        let code = match op {
            Add | Sub => E_TYPE_MISMATCH,
            Mul | Div | Rem | Shl | Shr => E_OVERLOAD,
            _ => return Ok(()),
        };
        let msg = format!("no operator '{}=' for a value of type '{}'", op.text(), self.show(ty));
        Err(self.error(code, span, msg))
    }

    /// A store to a field of a mesh shader's output element (`verts[i].pos
    /// = p`): Metal's mesh outputs take whole elements only (slangc's
    /// E56104).
    fn forbid_metal_mesh_output_field_store(&mut self, fx: &FnCx, place: &Place, span: Span) -> CResult<()> {
        if fx.mesh_outputs.is_empty() || self.capabilities.target.as_deref() != Some("metal") {
            return Ok(());
        }
        let mut place = place;
        let mut partial = false;
        let mut ptr = loop {
            match place {
                Place::Mem { ptr, .. } => break *ptr,
                Place::Swizzle { base, .. } | Place::BitField { base, .. } | Place::Element { base, .. } => {
                    place = base
                }
                _ => return Ok(()),
            }
        };
        let field = self.ctx.kind(nsl_dialects::mem::FIELD_ADDR.name);
        let elem = self.ctx.kind(nsl_dialects::mem::ELEM_ADDR.name);
        let mut elements = 0;
        while let Some(op) = self.ctx.defining_op(ptr) {
            if self.ctx.is(op, field) {
                partial = true;
            } else if self.ctx.is(op, elem) {
                elements += 1;
            } else {
                return Ok(());
            }
            ptr = self.ctx.operand(op, 0);
        }
        if !fx.mesh_outputs.contains(&ptr) || !partial || elements == 0 {
            return Ok(());
        }
        let msg = "mesh output must be assigned as whole struct: a whole element must be assigned to a mesh output at once for the Metal target";
        Err(self.error("E56104", span, msg))
    }

    /// A read-only variable as the operand of a compound assignment, `++`
    /// or an `out`/`inout` argument: slangc's E30047 (those operators are
    /// functions of an `inout` parameter there), not E30011.
    /// A read of an entry point's mesh output (`OutputVertices` & co:
    /// a compound assignment, `++`, an `inout` argument, a `[mutating]`
    /// method's copy-in): slangc's E54005, the shader only writes them.
    pub(in crate::check) fn forbid_mesh_output_read(&mut self, fx: &FnCx, place: &Place, span: Span) -> CResult<()> {
        if fx.mesh_outputs.is_empty() {
            return Ok(());
        }
        let mut place = place;
        let mut ptr = loop {
            match place {
                Place::Mem { ptr, .. } => break *ptr,
                Place::Swizzle { base, .. } | Place::BitField { base, .. } | Place::Element { base, .. } => {
                    place = base
                }
                _ => return Ok(()),
            }
        };
        let steps = [nsl_dialects::mem::FIELD_ADDR.name, nsl_dialects::mem::ELEM_ADDR.name];
        while let Some(op) = self.ctx.defining_op(ptr) {
            if !steps.iter().any(|&n| self.ctx.is(op, self.ctx.kind(n))) {
                return Ok(());
            }
            ptr = self.ctx.operand(op, 0);
        }
        if !fx.mesh_outputs.contains(&ptr) {
            return Ok(());
        }
        let msg = "mesh shader outputs cannot be read: an entry point's 'OutputVertices', 'OutputIndices' and 'OutputPrimitives' are written only";
        Err(self.error("E54005", span, msg))
    }

    /// A `[mutating]` method `f` called on an `in` parameter of a
    /// `[__NonCopyableType]` struct (slangc's E30067): the parameter is
    /// the caller's object, which cannot be copied to mutate.
    pub(in crate::check) fn forbid_non_copyable_in_param_mutation(
        &mut self,
        fx: &FnCx,
        f: usize,
        place: &Place,
        span: Span,
    ) -> CResult<()> {
        let Place::Mem { ptr, .. } = place else { return Ok(()) };
        if !fx.in_params.contains(ptr) {
            return Ok(());
        }
        let Some((s, _)) = self.funcs[f].this else { return Ok(()) };
        let Some((src, d)) = self.structs[s].origin else { return Ok(()) };
        let Some(unit) = self.units.get(src) else { return Ok(()) };
        let attrs = &unit.ast.decl(d).modifiers.attributes;
        if !attrs.iter().any(|a| a.name == "__NonCopyableType") {
            return Ok(());
        }
        let method = self.funcs[f].name.rsplit('.').next().unwrap_or_default().to_string();
        let msg = format!(
            "mutating method '{method}' called on an `in` parameter of non-copyable type '{}': declare the parameter `inout`",
            self.show(self.structs[s].ty)
        );
        Err(self.error("E30067", span, msg))
    }

    pub(in crate::check) fn require_mutable_operand(&mut self, place: &Place, span: Span) -> CResult<()> {
        match place {
            Place::Mem { mutable: false, .. } => {
                Err(self.error(E_ARG_NOT_LVALUE, span, "argument must be l-value: it is read-only"))
            }
            // A property or subscript without `set` (or a part of one):
            // slangc reads the operand of `+=` or `++` as an `inout`
            // argument.
            Place::Accessor { acc, .. } if acc.set.is_none() => Err(self.error(
                E_ARG_NOT_LVALUE,
                span,
                "argument must be l-value: the property or subscript has no 'set' accessor",
            )),
            Place::Swizzle { base, .. } | Place::Element { base, .. } | Place::BitField { base, .. } => {
                self.require_mutable_operand(base, span)
            }
            _ => Ok(()),
        }
    }

    pub(in crate::check) fn lower_cond(
        &mut self,
        fx: &mut FnCx,
        cond: ExprId,
        then: ExprId,
        else_: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let c = self.lower_value(fx, cond)?;
        let c = self.decay_enum(fx, c, span);
        if !self.ctx.is_scalar(c.ty) {
            // Vector conditions select per component (no short circuit).
            self.check_select_differentiable(fx, span);
            let a = self.lower_value(fx, then)?;
            let b = self.lower_value(fx, else_)?;
            let ty = self.common_type_or(a, b, span, E_TYPE_MISMATCH)?;
            let bl = self.bool_like(ty, span)?;
            let cv = self.convert(fx, c, bl, span, true)?;
            let av = self.convert(fx, a, ty, span, false)?;
            let bv = self.convert(fx, b, ty, span, false)?;
            let value = self.emit_value(fx, "arith.select", &[cv, av, bv], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        let bty = self.ctx.bool_type();
        let cv = self.convert(fx, c, bty, span, true)?;
        // Scalar conditions evaluate one arm only. The result type is known
        // only after both arms are lowered, so lower them into the regions
        // of a result-less `cf.if`, then rebuild it with the common type.
        let op_if = self.emit_regions(fx.block, "cf.if", &[cv], &[], &[], 2, span);
        let saved = fx.block;
        let mut arms = Vec::new();
        for (k, e) in [then, else_].into_iter().enumerate() {
            fx.block = self.ctx.body(op_if, k);
            match self.lower_value(fx, e) {
                Ok(v) => arms.push(v),
                Err(r) => {
                    fx.block = saved;
                    self.ctx.erase_op(op_if);
                    return Err(r);
                }
            }
        }
        fx.block = saved;
        let ty = self.common_type_or(arms[0], arms[1], span, E_TYPE_MISMATCH)?;
        for (k, v) in arms.into_iter().enumerate() {
            let saved = fx.block;
            fx.block = self.ctx.body(op_if, k);
            let cvt = self.convert(fx, v, ty, span, false);
            fx.block = saved;
            let cvt = cvt?;
            let arm = self.ctx.body(op_if, k);
            self.emit_regions(arm, "cf.yield", &[cvt], &[], &[], 0, span);
        }
        let value = self.ctx.add_result(op_if, ty);
        Ok(TVal { value, ty, literal: false })
    }
}
