//! Conversions: implicit and explicit conversions between values of different types.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    /// Converts `v` to `to`, implicitly (with the cost model's rules and a
    /// warning for lossy shape changes) or explicitly (a cast).
    pub fn convert(&mut self, fx: &mut FnCx, mut v: TVal, to: Type, span: Span, explicit: bool) -> CResult<Value> {
        if v.ty == to {
            return Ok(v.value);
        }
        if let Some(r) = self.convert_descriptor_handle(fx, v, to, span, explicit) {
            return r;
        }
        if self.is_dynamic_resource(v.ty) && !self.is_dynamic_resource(to) {
            return self.dynamic_resource_as(fx, v, to, span);
        }
        // A derived struct to a struct it inherits: its first fields.
        if self.inherits(v.ty, to).is_some() {
            let fields = self.structs.iter().find(|s| s.ty == to).map(|s| s.fields.clone()).unwrap_or_default();
            let items: Vec<Value> = fields
                .iter()
                .enumerate()
                .map(|(i, &(_, ft))| {
                    let index = self.ctx.int_attr(i as i128);
                    self.emit_value(fx, "agg.extract", &[v.value], ft, &[("index", index)], span)
                })
                .collect();
            return Ok(self.emit_value(fx, "agg.construct", &items, to, &[], span));
        }
        // A layout only tags a matrix for memory: between layouts a value
        // moves with `mat.relayout`; other conversions go through the
        // default layout.
        let (from_plain, to_plain) = (types::erase_layouts(self.ctx, v.ty), types::erase_layouts(self.ctx, to));
        if from_plain == to_plain {
            return Ok(self.relayout(fx, v.value, to, span));
        }
        let is_matrix = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Matrix { .. });
        if from_plain != v.ty && is_matrix(self, v.ty) {
            v = TVal { value: self.relayout(fx, v.value, from_plain, span), ty: from_plain, literal: v.literal };
        }
        if to_plain != to && is_matrix(self, to) {
            let x = self.convert(fx, v, to_plain, span, explicit)?;
            return Ok(self.relayout(fx, x, to, span));
        }
        if let Some(r) = self.convert_pointer(fx, v, to, span, explicit) {
            return r;
        }
        if let Some(r) = self.upcast_existential(fx, v, to, span) {
            return r;
        }
        if let Some(packed) = self.pack_existential(fx, v, to, span) {
            return Ok(packed);
        }
        if let Some(wrapped) = self.wrap_optional(fx, v, to, span) {
            return wrapped;
        }
        if let Some(wrapped) = self.wrap_conditional(fx, v, to, span) {
            return wrapped;
        }
        if let Some(r) = self.convert_enum(fx, v, to, span, explicit) {
            return r;
        }
        if !explicit {
            if let Some(r) = self.implicit_init(fx, v, to, span) {
                return r;
            }
        }
        let cost = types::conversion_cost(self.ctx, v.ty, to, v.literal_int(self.ctx));
        let Some((from_elem, from_shape)) = types::shape(self.ctx, v.ty) else {
            return Err(self.mismatch(v.ty, to, span));
        };
        let Some((to_elem, to_shape)) = types::shape(self.ctx, to) else {
            return Err(self.mismatch(v.ty, to, span));
        };
        if cost.is_none() && !explicit {
            return Err(self.mismatch(v.ty, to, span));
        }
        // A mini float (`BFloat16`, fp8) converts explicitly to and from
        // ints and floats, as scalars and vectors; never to or from bools
        // and matrices.
        let mini = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::MiniFloat(_));
        if (mini(self, from_elem) || mini(self, to_elem))
            && (matches!(self.ctx.type_kind(from_elem), TypeKind::Bool)
                || matches!(self.ctx.type_kind(to_elem), TypeKind::Bool)
                || matches!(from_shape, Shape::Matrix(..))
                || matches!(to_shape, Shape::Matrix(..)))
        {
            return Err(self.mismatch(v.ty, to, span));
        }
        // First the shape, keeping the element type; then the elements.
        let reshaped_ty = types::with_shape(self.ctx, from_elem, to_shape);
        let reshaped = match (from_shape, to_shape) {
            (a, b) if a == b => v.value,
            (Shape::Scalar, Shape::Vector(_)) => self.emit_value(fx, "vec.splat", &[v.value], reshaped_ty, &[], span),
            (Shape::Scalar, Shape::Matrix(r, c)) => {
                let row_ty = self.ctx.vector_type(from_elem, c);
                let row = self.emit_value(fx, "vec.splat", &[v.value], row_ty, &[], span);
                let rows = vec![row; r as usize];
                self.emit_value(fx, "mat.construct", &rows, reshaped_ty, &[], span)
            }
            // A vector never changes its length, not even by a cast
            // (`(float2)v3`, `(float)v3`: slangc's E30019); a swizzle does.
            (Shape::Matrix(r, c), Shape::Vector(n)) | (Shape::Vector(n), Shape::Matrix(r, c))
                if explicit && u32::from(r) * u32::from(c) == u32::from(n) =>
            {
                self.reshape_matrix_vector(fx, v.value, from_elem, (r, c), reshaped_ty, span)
            }
            // An explicit cast or constructor truncates a matrix to its
            // upper-left part (never implicitly; never growing one).
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) if explicit && r2 <= r && c2 <= c => {
                let (row_ty, short_ty) = (self.ctx.vector_type(from_elem, c), self.ctx.vector_type(from_elem, c2));
                let idx: Vec<u32> = (0..u32::from(c2)).collect();
                let rows: Vec<Value> = (0..r2)
                    .map(|i| {
                        let index = self.ctx.int_attr(i.into());
                        let row = self.emit_value(fx, "mat.extract_row", &[v.value], row_ty, &[("index", index)], span);
                        if c2 == c {
                            row
                        } else {
                            self.swizzle(fx, row, &idx, short_ty, span)
                        }
                    })
                    .collect();
                self.emit_value(fx, "mat.construct", &rows, reshaped_ty, &[], span)
            }
            _ => return Err(self.mismatch(v.ty, to, span)),
        };
        if from_elem == to_elem {
            return Ok(reshaped);
        }
        // A matrix converts row by row (`arith.convert` takes scalars and
        // vectors).
        if let TypeKind::Matrix { rows, cols, .. } = *self.ctx.type_kind(to) {
            let (from_row, to_row) = (self.ctx.vector_type(from_elem, cols), self.ctx.vector_type(to_elem, cols));
            let converted: Vec<Value> = (0..rows)
                .map(|r| {
                    let index = self.ctx.int_attr(r.into());
                    let row = self.emit_value(fx, "mat.extract_row", &[reshaped], from_row, &[("index", index)], span);
                    self.emit_value(fx, "arith.convert", &[row], to_row, &[], span)
                })
                .collect();
            return Ok(self.emit_value(fx, "mat.construct", &converted, to, &[], span));
        }
        Ok(self.emit_value(fx, "arith.convert", &[reshaped], to, &[], span))
    }

    /// `v` as a value of `to`, a type that differs from its own only in the
    /// layouts of matrices: `mat.relayout`, element by element for arrays.
    pub(in crate::check) fn relayout(&mut self, fx: &mut FnCx, v: Value, to: Type, span: Span) -> Value {
        if self.ctx.value_type(v) == to {
            return v;
        }
        match *self.ctx.type_kind(to) {
            TypeKind::Array { elem, len: Some(n) } => {
                let from_elem = match *self.ctx.type_kind(self.ctx.value_type(v)) {
                    TypeKind::Array { elem, .. } => elem,
                    _ => elem,
                };
                let items: Vec<Value> = (0..n)
                    .map(|i| {
                        let index = self.ctx.int_attr(i.into());
                        let item = self.emit_value(fx, "agg.extract", &[v], from_elem, &[("index", index)], span);
                        self.relayout(fx, item, elem, span)
                    })
                    .collect();
                self.emit_value(fx, "agg.construct", &items, to, &[], span)
            }
            _ => self.emit_value(fx, "mat.relayout", &[v], to, &[], span),
        }
    }

    /// Conversions from and to enums (Slang's rules): an enum converts
    /// implicitly to its tag type and to bool, explicitly to any scalar
    /// (through its tag); a value converts to an enum only explicitly,
    /// through the enum's tag type. `None` when neither side is an enum.
    fn convert_enum(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span, explicit: bool) -> Option<CResult<Value>> {
        let (from_tag, to_tag) = (types::enum_tag(self.ctx, v.ty), types::enum_tag(self.ctx, to));
        if from_tag.is_none() && to_tag.is_none() {
            return None;
        }
        let to_bool = matches!(self.ctx.type_kind(to), TypeKind::Bool);
        if let Some(tag) = from_tag {
            if !explicit && to != tag && !to_bool {
                return Some(Err(self.mismatch(v.ty, to, span)));
            }
            if to_tag.is_none() && !self.ctx.is_scalar(to) {
                return Some(Err(self.mismatch(v.ty, to, span)));
            }
            let value = self.retag(fx, v.value, tag, span);
            if to == tag {
                return Some(Ok(value));
            }
            return Some(self.convert(fx, TVal { value, ty: tag, literal: false }, to, span, explicit));
        }
        let tag = to_tag?;
        if !explicit {
            return Some(Err(self.mismatch(v.ty, to, span)));
        }
        Some(self.convert(fx, v, tag, span, true).map(|t| self.retag(fx, t, to, span)))
    }

    /// An implicit conversion through one of `to`'s `__init`s marked
    /// `__implicit_conversion` that takes `v` (the others serve explicit
    /// conversions only). `None` when none does.
    fn implicit_init(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span) -> Option<CResult<Value>> {
        let inits = self.structs.iter().find(|s| s.ty == to).and_then(|s| s.methods.get("__init")).cloned()?;
        let marked: Vec<usize> = inits
            .into_iter()
            .filter(|&f| {
                let info = &self.funcs[f];
                self.units[info.src].ast.decl(info.decl).modifiers.keywords.iter().any(|m| {
                    matches!(&m.kind, crate::ast::ModifierKind::Builtin { name, .. } if name == "__implicit_conversion")
                }) && info.params.iter().all(|p| p.dir == Dir::In)
            })
            .collect();
        if !marked.iter().any(|&f| self.applicable(f, &[v]).is_some()) {
            return None;
        }
        let tmp = self.new_var(fx, to, "", span);
        if self.structs.iter().any(|s| s.ty == to && s.defaults.iter().any(Option::is_some)) {
            match self.lower_init_list(fx, &[], to, span) {
                Ok(d) => self.emit(fx, "mem.store", &[tmp, d.value], &[], &[], span),
                Err(e) => return Some(Err(e)),
            };
        }
        let place = Place::Mem { ptr: tmp, ty: to, mutable: true };
        let label = format!("{}.__init", self.show(to));
        if let Err(e) = self.resolve_and_call(fx, &label, &marked, Some(place), &[v], &[], &[], span) {
            return Some(Err(e));
        }
        Some(Ok(self.emit_value(fx, "mem.load", &[tmp], to, &[], span)))
    }

    /// `v` as a value of `to`, an enum type and its tag type one of the
    /// two (the same bits: `erase_enums` removes the conversion).
    pub(in crate::check) fn retag(&mut self, fx: &mut FnCx, v: Value, to: Type, span: Span) -> Value {
        if self.ctx.value_type(v) == to {
            return v;
        }
        self.emit_value(fx, "arith.convert", &[v], to, &[], span)
    }

    pub(in crate::check) fn mismatch(&mut self, from: Type, to: Type, span: Span) -> Reported {
        let msg = format!("expected an expression of type '{}', got '{}'", self.show(to), self.show(from));
        self.error(E_TYPE_MISMATCH, span, msg)
    }

    /// Explicit conversions between device pointers and integers:
    /// `(T*)address`, `(uint64_t)p`, `(U*)p`. `None` when neither side
    /// is a device pointer.
    fn convert_pointer(
        &mut self,
        fx: &mut FnCx,
        v: TVal,
        to: Type,
        span: Span,
        explicit: bool,
    ) -> Option<CResult<Value>> {
        let is_ptr = |c: &Self, t: Type| {
            matches!(c.ctx.type_kind(t), TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. })
        };
        let (from_ptr, to_ptr) = (is_ptr(self, v.ty), is_ptr(self, to));
        if !from_ptr && !to_ptr {
            return None;
        }
        let int_kind = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Int { .. });
        // `nullptr` (and a literal 0) is every pointer's null.
        let null = to_ptr && v.literal_int(self.ctx) == Some(0);
        if !explicit && !null
            || (from_ptr && !to_ptr && !int_kind(self, to))
            || (to_ptr && !from_ptr && !int_kind(self, v.ty))
        {
            let msg = format!("expected an expression of type '{}', got '{}'", self.show(to), self.show(v.ty));
            return Some(Err(self.error(E_TYPE_MISMATCH, span, msg)));
        }
        let u64_ = self.ctx.int_type(64, false);
        // Through the 64-bit address.
        let address = if from_ptr {
            self.emit_value(fx, "mem.ptr_to_int", &[v.value], u64_, &[], span)
        } else {
            match self.convert(fx, v, u64_, span, true) {
                Ok(a) => a,
                Err(e) => return Some(Err(e)),
            }
        };
        Some(if to_ptr {
            Ok(self.emit_value(fx, "mem.int_to_ptr", &[address], to, &[], span))
        } else {
            self.convert(fx, TVal { value: address, ty: u64_, literal: false }, to, span, true)
        })
    }
}
