//! Places: l-values (variables, fields, elements, swizzles, texels, bit fields, accessors), and loads and stores through them.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    pub fn lower_place(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Place> {
        self.enter(self.span(e))?;
        let r = self.lower_place_inner(fx, e);
        self.leave();
        r
    }

    pub(in crate::check) fn lower_place_inner(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Place> {
        let expr = self.user.expr(e);
        let span = expr.span;
        match expr.kind.clone() {
            ExprKind::Name(n) => self.name_place(fx, &n, span),
            ExprKind::This => self.name_place(fx, "this", span),
            ExprKind::Each(inner) => {
                self.check_each_context(fx, span)?;
                match self.each_tuple_place(fx, inner, span)? {
                    Some(p) => Ok(p),
                    None => self.lower_place(fx, inner),
                }
            }
            ExprKind::Member { base, name, .. } if self.static_member_key(fx, base, &name.name).is_some() => {
                let key = self.static_member_key(fx, base, &name.name).expect("checked");
                self.name_place(fx, &key, span)
            }
            // `Type.field` of a field that is not static (slangc's E30100).
            ExprKind::Member { base, ref name, .. } if self.names_nonstatic_field(fx, base, &name.name) => {
                Err(self.nonstatic_field_error(fx, base, &name.name, span))
            }
            ExprKind::Member { base, name, sep } => {
                let b = if self.is_place_expr(fx, base) {
                    let b = self.lower_place(fx, base)?;
                    if sep == MemberSep::Arrow {
                        self.check_arrow_base(fx, base, b.ty())?;
                    }
                    b
                } else {
                    // `f()->x`, `((T*)a)->x`: a member of what a computed
                    // pointer points to.
                    let v = self.lower_value(fx, base)?;
                    if self.is_storage_block(v.ty) {
                        self.storage_block_element(fx, v, span)
                    } else {
                        self.pointee_place(v, self.span(base))?
                    }
                };
                // `e.Case` of an enum value `e`: the case, in a temporary.
                if let Some(v) = self.case_through_value(fx, b.ty(), &name.name, span) {
                    let tmp = self.new_var(fx, v.ty, "", span);
                    self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                    return Ok(Place::Mem { ptr: tmp, ty: v.ty, mutable: false });
                }
                self.member_place(fx, b, &name.name, span)
            }
            // `*p`: what a device pointer points to.
            ExprKind::Unary { op: UnaryOp::Deref, operand } => {
                let v = self.lower_value(fx, operand)?;
                // `*h` of a descriptor handle: the resource, held in a temporary.
                if nsl_dialects::hl::descriptor_handle(self.ctx, v.ty).is_some() {
                    let r = self.deref_descriptor_handle(fx, v, span);
                    let tmp = self.new_var(fx, r.ty, "", span);
                    self.emit(fx, "mem.store", &[tmp, r.value], &[], &[], span);
                    return Ok(Place::Mem { ptr: tmp, ty: r.ty, mutable: false });
                }
                self.pointee_place(v, span)
            }
            ExprKind::Index { base, index } => {
                // `tex.sample[s][coord]`: sample `s` of a multisampled
                // texture's texel (`tex` a variable or global of that type).
                if let Some((tex, sample)) = self.texel_selector(fx, base, "sample") {
                    let buf = self.lower_value(fx, tex)?;
                    return self.ms_texel(fx, buf, index, Some(sample), span);
                }
                // `tex.mips[m][coord]`: the texel at `coord` of mip level `m`
                // of a sampled (read-only, single-sample) texture.
                if let Some((tex, mip)) = self.texel_selector(fx, base, "mips") {
                    let buf = self.lower_value(fx, tex)?;
                    return self.mip_texel(fx, buf, index, mip, span);
                }
                // A texel of an element of a descriptor array.
                if let ExprKind::Index { base: array, index: i } = self.user.expr(base).kind.clone() {
                    if let Some(buf) = self.descriptor_array_elem(fx, array, i, span)? {
                        return self.buffer_element(fx, buf, index, span);
                    }
                }
                // A buffer element: the resource handle is a value.
                if let ExprKind::Name(n) = &self.user.expr(base).kind {
                    if let Some(Item::Global(g)) = self.items.get(n) {
                        if self.globals[*g].kind == GlobalKind::Resource && fx.lookup(n).is_none() {
                            let buf = self.lower_value(fx, base)?;
                            return self.buffer_element(fx, buf, index, span);
                        }
                    }
                }
                let b = if self.is_place_expr(fx, base) {
                    self.lower_place(fx, base)?
                } else {
                    // Indexing a value (a call result...): spill it to a
                    // temporary so every indexable type goes one way.
                    let v = self.lower_value(fx, base)?;
                    let tmp = self.new_var(fx, v.ty, "", span);
                    self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                    Place::Mem { ptr: tmp, ty: v.ty, mutable: false }
                };
                if matches!(self.ctx.type_kind(b.ty()), TypeKind::Opaque { .. })
                    && types::enum_tag(self.ctx, b.ty()).is_none()
                    && self.existential_interface(b.ty()).is_none()
                    && !self.is_coop(b.ty())
                {
                    // A resource held in a parameter, local or field.
                    let buf = self.load_place(fx, &b, span)?;
                    return self.buffer_element(fx, buf, index, span);
                }
                // `s[i, j]`: a subscript with as many index parameters;
                // `s[]`: one with none.
                let no_index = matches!(self.user.expr(index).kind, ExprKind::NoIndex);
                if no_index
                    || matches!(self.user.expr(index).kind, ExprKind::Binary { op: crate::ast::BinaryOp::Comma, .. })
                {
                    let mut parts = Vec::new();
                    if !no_index {
                        let mut e = index;
                        while let ExprKind::Binary { op: crate::ast::BinaryOp::Comma, lhs, rhs } =
                            self.user.expr(e).kind
                        {
                            parts.push(rhs);
                            e = lhs;
                        }
                        parts.push(e);
                        parts.reverse();
                    }
                    let bty = b.ty();
                    let acc = self
                        .structs
                        .iter()
                        .find(|s| s.ty == bty)
                        .and_then(|s| s.subscripts.iter().find(|a| a.indices.len() == parts.len()))
                        .cloned();
                    if let Some(acc) = acc {
                        let mut args = Vec::new();
                        for (&part, &ity) in parts.iter().zip(&acc.indices) {
                            let v = self.lower_value(fx, part)?;
                            let pspan = self.span(part);
                            args.push(self.convert(fx, v, ity, pspan, false)?);
                        }
                        return Ok(Place::Accessor { base: Box::new(b), acc, args });
                    }
                    if no_index {
                        let msg = format!("'{}' has no subscript that takes no index", self.show(bty));
                        return Err(self.error(E_NO_MEMBER, span, msg));
                    }
                    // `a[i, j]` of an array, vector or matrix: no subscript
                    // takes two indices (slangc's E39999), no comma operator.
                    let builtin = matches!(
                        self.ctx.type_kind(bty),
                        TypeKind::Array { .. }
                            | TypeKind::Vector { .. }
                            | TypeKind::Matrix { .. }
                            | TypeKind::Int { .. }
                            | TypeKind::Float { .. }
                            | TypeKind::Bool
                    );
                    if builtin {
                        let msg = format!("no subscript of '{}' takes {} indices", self.show(bty), parts.len());
                        return Err(self.error(crate::check::E_OVERLOAD, span, msg));
                    }
                }
                let i = self.lower_value(fx, index)?;
                let ispan = self.span(index);
                // A literal index outside a fixed-size array (slangc's E30029).
                // slangc checks the code it emits, after dead branches are
                // gone: a zero-length array (`float3 m[hasNormal]` used under
                // `if (hasNormal)`) and generic instances are left alone.
                if let (TypeKind::Array { len: Some(n @ 1..), .. }, Some(Ok((k, ..))), true) =
                    (self.ctx.type_kind(b.ty()), literal_int(self.user, index), self.env.is_empty())
                {
                    let n = i128::from(*n);
                    if k < 0 || k >= n {
                        let msg = format!("array index '{k}' is out of bounds for array of size '{n}'");
                        return Err(self.error("E30029", ispan, msg));
                    }
                }
                let place = self.index_place(fx, b, i, ispan, span)?;
                self.mark_nonuniform_constant_buffer(fx, base, index, &place);
                Ok(place)
            }
            kind => {
                // slangc checks the expression before asking for an
                // l-value: a call of a non-function or an operator without
                // overload reports that first.
                if matches!(kind, ExprKind::Call { .. } | ExprKind::Binary { .. } | ExprKind::Unary { .. }) {
                    self.lower_value(fx, e)?;
                }
                Err(self.error(E_NOT_LVALUE, span, "this expression is not an l-value"))
            }
        }
    }

    /// `cbs[NonUniformResourceIndex(i)]` of an array of `ConstantBuffer<T>`
    /// (`place`, its element): the element's address is `nonuniform`.
    fn mark_nonuniform_constant_buffer(&mut self, fx: &FnCx, array: ExprId, index: ExprId, place: &Place) {
        let ExprKind::Name(n) = &self.user.expr(array).kind else { return };
        if fx.lookup(n).is_some() {
            return;
        }
        let Some(Item::Global(g)) = self.items.get(n) else { return };
        if !self.constant_buffer_arrays.contains(&self.globals[*g].symbol) {
            return;
        }
        let nonuniform = matches!(&self.user.expr(index).kind, ExprKind::Call { callee, .. }
            if matches!(&self.user.expr(*callee).kind, ExprKind::Name(f) if f == "NonUniformResourceIndex"));
        let Place::Mem { ptr, .. } = place else { return };
        let Some(op) = self.ctx.defining_op(*ptr).filter(|&op| self.ctx.op_name(op) == "mem.elem_addr") else { return };
        if nonuniform {
            let (name, unit) = (self.ctx.sym("nonuniform"), self.ctx.intern_attr(nsl_ir::AttrKind::Unit));
            self.ctx.set_attr(op, name, unit);
        }
    }

    /// Is `ty` an array of resources, or an array of arrays (at any depth)
    /// of them?
    fn holds_descriptor_array(&self, ty: Type) -> bool {
        let mut at = ty;
        loop {
            if self.is_descriptor_array(at) {
                return true;
            }
            match *self.ctx.type_kind(at) {
                TypeKind::Array { elem, .. } => at = elem,
                _ => return false,
            }
        }
    }

    /// `array[index]` of a resource global that is an array of textures or
    /// samplers: the element's handle (`hl.resource_elem`, `nonuniform`
    /// when the index is a call of `NonUniformResourceIndex`); `None` when
    /// `array` is not such a global.
    pub(in crate::check) fn descriptor_array_elem(
        &mut self,
        fx: &mut FnCx,
        array: ExprId,
        index: ExprId,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let n = match self.user.expr(array).kind.clone() {
            ExprKind::Name(n) if fx.lookup(&n).is_none() => n,
            // `ns.table[i]`, `ns::table[i]`: a global of a namespace.
            ExprKind::Member { base, name, .. } => {
                let local = matches!(&self.user.expr(base).kind, ExprKind::Name(b) if fx.lookup(b).is_some());
                let Some(path) = self.expr_namespace_path(base).filter(|p| !local && self.ns.members.contains_key(p))
                else {
                    return Ok(None);
                };
                self.qualified_key(Some(path), &name.name)
            }
            _ => return Ok(None),
        };
        let n = &n;
        let Some(Item::Global(g)) = self.items.get(n) else { return Ok(None) };
        let info = &self.globals[*g];
        let TypeKind::Array { elem, .. } = *self.ctx.type_kind(info.ty) else { return Ok(None) };
        if info.kind != GlobalKind::Resource {
            // `Texture2D t[3][4]`: no target here has a form for an array
            // of arrays of descriptors (Vulkan's UniformConstant variables
            // are one-dimensional arrays), so it is not a resource global.
            if self.holds_descriptor_array(elem) {
                let msg = format!(
                    "'{n}' is an array of arrays of resources: not supported yet (use a one-dimensional array)"
                );
                return Err(self.error(crate::check::E_UNSUPPORTED, span, msg));
            }
            return Ok(None);
        }
        let symbol = info.symbol.clone();
        let nonuniform = matches!(&self.user.expr(index).kind, ExprKind::Call { callee, .. }
            if matches!(&self.user.expr(*callee).kind, ExprKind::Name(f) if f == "NonUniformResourceIndex"));
        let i = self.lower_value(fx, index)?;
        let u32_ = self.ctx.int_type(32, false);
        let ispan = self.span(index);
        let i = self.convert(fx, i, u32_, ispan, false)?;
        let mut attrs = vec![("global", self.ctx.symbol_attr(&symbol))];
        if nonuniform {
            attrs.push(("nonuniform", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        }
        let value = self.emit_value(fx, "hl.resource_elem", &[i], elem, &attrs, span);
        Ok(Some(TVal { value, ty: elem, literal: false }))
    }

    /// `tex.sample[s]` or `tex.mips[m]` (the base of an index; `selector`
    /// names which): the texture expression and the sample index or mip
    /// level, when `tex` names a texture variable or global of the kind
    /// that member exists on (multisampled for `sample`, sampled and
    /// single-sample for `mips`).
    fn texel_selector(&self, fx: &FnCx, base: ExprId, selector: &str) -> Option<(ExprId, ExprId)> {
        let ExprKind::Index { base: inner, index: level } = self.user.expr(base).kind else { return None };
        let ExprKind::Member { base: tex, ref name, .. } = self.user.expr(inner).kind else { return None };
        if name.name != selector {
            return None;
        }
        let ExprKind::Name(n) = &self.user.expr(tex).kind else { return None };
        let ty = match fx.lookup(n) {
            Some(super::super::stmt::Binding::Var { ty, .. }) => *ty,
            Some(_) => return None,
            None => match self.items.get(n) {
                Some(Item::Global(g)) => self.globals[*g].ty,
                _ => return None,
            },
        };
        let ms = nsl_dialects::hl::texture_is_multisampled(self.ctx, ty);
        let fits = match selector {
            "sample" => ms,
            _ => !ms && nsl_dialects::hl::texture(self.ctx, ty).is_some_and(|(_, _, writable)| !writable),
        };
        fits.then_some((tex, level))
    }

    /// The texel of a sampled texture at `at` in mip level `mip`: the level
    /// is the last coordinate, as in `tex[coord]`'s (which reads level 0).
    fn mip_texel(&mut self, fx: &mut FnCx, buf: TVal, at: ExprId, mip: ExprId, span: Span) -> CResult<Place> {
        let buf = self.deref_descriptor_handle(fx, buf, span);
        let Some((texel, dims, writable)) = nsl_dialects::hl::texture(self.ctx, buf.ty) else {
            let msg = format!("'{}' cannot be indexed", self.show(buf.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        let i32_ = self.ctx.int_type(32, true);
        let cty = if dims == 1 { i32_ } else { self.ctx.vector_type(i32_, dims) };
        let c = self.lower_value(fx, at)?;
        let c = self.convert(fx, c, cty, self.span(at), false)?;
        let m = self.lower_value(fx, mip)?;
        let m = self.convert(fx, m, i32_, self.span(mip), false)?;
        let full = self.ctx.vector_type(i32_, dims + 1);
        let coord = self.emit_value(fx, "vec.construct", &[c, m], full, &[], span);
        Ok(Place::Texel { tex: buf.value, coord, ty: texel, writable })
    }

    /// The texel of a multisampled texture at `at`, sample `sample` (0
    /// without one): the sample index is the last coordinate.
    fn ms_texel(&mut self, fx: &mut FnCx, buf: TVal, at: ExprId, sample: Option<ExprId>, span: Span) -> CResult<Place> {
        let buf = self.deref_descriptor_handle(fx, buf, span);
        let Some((texel, dims, writable)) = nsl_dialects::hl::texture(self.ctx, buf.ty) else {
            let msg = format!("'{}' cannot be indexed", self.show(buf.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        let i32_ = self.ctx.int_type(32, true);
        let cty = if dims == 1 { i32_ } else { self.ctx.vector_type(i32_, dims) };
        let c = self.lower_value(fx, at)?;
        let c = self.convert(fx, c, cty, self.span(at), false)?;
        let s = match sample {
            Some(e) => {
                let v = self.lower_value(fx, e)?;
                self.convert(fx, v, i32_, self.span(e), false)?
            }
            None => {
                let zero = self.ctx.int_attr(0);
                self.emit_value(fx, "arith.const", &[], i32_, &[("value", zero)], span)
            }
        };
        let full = self.ctx.vector_type(i32_, dims + 1);
        let coord = self.emit_value(fx, "vec.construct", &[c, s], full, &[], span);
        Ok(Place::Texel { tex: buf.value, coord, ty: texel, writable })
    }

    /// Is `ty` a `GLSLShaderStorageBuffer<T>` (a storage block of one `T`)?
    pub(in crate::check) fn is_storage_block(&self, ty: Type) -> bool {
        matches!(self.ctx.type_kind(ty), TypeKind::Opaque { name, .. } if self.ctx.str(*name) == "hl.GLSLShaderStorageBuffer")
    }

    /// The one `T` a `GLSLShaderStorageBuffer<T>` handle `buf` holds: its
    /// element 0.
    pub(in crate::check) fn storage_block_element(&mut self, fx: &mut FnCx, buf: TVal, span: Span) -> Place {
        let elem = nsl_dialects::hl::structured_buffer(self.ctx, buf.ty).expect("a structured buffer").0;
        let u32_ = self.ctx.int_type(32, false);
        let zero = self.ctx.int_attr(0);
        let i = self.emit_value(fx, "arith.const", &[], u32_, &[("value", zero)], span);
        let pty = self.ctx.ptr_type(elem, AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[buf.value, i], pty, &[], span);
        Place::Mem { ptr, ty: elem, mutable: true }
    }

    pub(in crate::check) fn buffer_element(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        index: ExprId,
        span: Span,
    ) -> CResult<Place> {
        let buf = self.deref_descriptor_handle(fx, buf, span);
        // Resources whose core-module types declare no subscript (slangc's
        // E30013; the GLSL front end's own buffers aside).
        let no_subscript = matches!(self.ctx.type_kind(buf.ty), TypeKind::Opaque { name, .. }
            if matches!(self.ctx.str(*name), "hl.AppendStructuredBuffer" | "hl.ConsumeStructuredBuffer"
                | "hl.ByteAddressBuffer" | "hl.RWByteAddressBuffer" | "hl.SamplerState"
                | "hl.SamplerComparisonState" | "hl.RaytracingAccelerationStructure"));
        if no_subscript && !self.user.glsl && self.units[self.cur_src].module != 0 {
            let msg = format!(
                "invalid subscript expression: no subscript declarations found for type '{}'",
                self.show(buf.ty)
            );
            return Err(self.error("E30013", span, msg));
        }
        // `buf[i, j]`: only a multisampled texture's subscript takes two
        // indices (a sample's); the others have no such overload (E39999).
        let comma = matches!(self.user.expr(index).kind, ExprKind::Binary { op: crate::ast::BinaryOp::Comma, .. });
        if comma
            && !nsl_dialects::hl::texture(self.ctx, buf.ty)
                .is_some_and(|_| nsl_dialects::hl::texture_is_multisampled(self.ctx, buf.ty))
        {
            let msg = format!("no subscript of '{}' takes several indices", self.show(buf.ty));
            return Err(self.error(crate::check::E_OVERLOAD, span, msg));
        }
        // An element of a cooperative matrix or vector value: through a copy.
        if self.is_coop(buf.ty) {
            let tmp = self.new_var(fx, buf.ty, "", span);
            self.emit(fx, "mem.store", &[tmp, buf.value], &[], &[], span);
            let i = self.lower_value(fx, index)?;
            let ispan = self.span(index);
            let base = Place::Mem { ptr: tmp, ty: buf.ty, mutable: false };
            return self.index_place(fx, base, i, ispan, span);
        }
        if let Some((texel, dims, writable)) = nsl_dialects::hl::texture(self.ctx, buf.ty) {
            let i32_ = self.ctx.int_type(32, true);
            // `tex[coord, sampleIndex]` names a sample of a multisampled
            // texture (`tex[coord]`, sample 0): the sample index is the
            // last coordinate.
            if nsl_dialects::hl::texture_is_multisampled(self.ctx, buf.ty) {
                let (at, sample) = match self.user.expr(index).kind {
                    ExprKind::Binary { op: crate::ast::BinaryOp::Comma, lhs, rhs } => (lhs, Some(rhs)),
                    _ => (index, None),
                };
                return self.ms_texel(fx, buf, at, sample, span);
            }
            // `tex[coord]`: integer coordinates; a sampled texture reads mip 0.
            let i = self.lower_value(fx, index)?;
            let cty = if dims == 1 { i32_ } else { self.ctx.vector_type(i32_, dims) };
            let ispan = self.span(index);
            let mut coord = self.convert(fx, i, cty, ispan, false)?;
            if !writable {
                let zero = self.ctx.int_attr(0);
                let z = self.emit_value(fx, "arith.const", &[], i32_, &[("value", zero)], span);
                let full = self.ctx.vector_type(i32_, dims + 1);
                coord = self.emit_value(fx, "vec.construct", &[coord, z], full, &[], span);
            }
            return Ok(Place::Texel { tex: buf.value, coord, ty: texel, writable });
        }
        let Some((elem, writable)) = nsl_dialects::hl::structured_buffer(self.ctx, buf.ty) else {
            let msg = format!("'{}' cannot be indexed", self.show(buf.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        let i = self.lower_value(fx, index)?;
        let u32_ = self.ctx.int_type(32, false);
        let ispan = self.span(index);
        let i = self.convert(fx, i, u32_, ispan, false)?;
        let pty = self.ctx.ptr_type(elem, AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[buf.value, i], pty, &[], span);
        Ok(Place::Mem { ptr, ty: elem, mutable: writable })
    }

    pub(in crate::check) fn name_place(&mut self, fx: &mut FnCx, n: &str, span: Span) -> CResult<Place> {
        match fx.lookup(n) {
            Some(Binding::Var { ptr, ty, mutable }) => return Ok(Place::Mem { ptr: *ptr, ty: *ty, mutable: *mutable }),
            Some(Binding::Poisoned) => return Err(Reported),
            None => {}
        }
        if self.is_this_field(fx, n) {
            let this = self.name_place(fx, "this", span)?;
            return self.member_place(fx, this, n, span);
        }
        if let Some(key) = self.this_static_key(fx, n) {
            return self.name_place(fx, &key, span);
        }
        match self.items.get(n).cloned() {
            Some(Item::Global(g)) => {
                let info = &self.globals[g];
                let (ty, kind, symbol, readonly) = (info.ty, info.kind, info.symbol.clone(), info.readonly);
                let space = match kind {
                    GlobalKind::Uniform => AddressSpace::Uniform,
                    GlobalKind::Groupshared => AddressSpace::Workgroup,
                    GlobalKind::Static => AddressSpace::Private,
                    GlobalKind::Const | GlobalKind::Resource => {
                        return Err(self.error(E_NOT_LVALUE, span, format!("'{n}' cannot be assigned")));
                    }
                };
                // `Texture2D t[3][4]` (or `t[i]` of it) passed or copied:
                // as for its elements (`descriptor_array_elem`), no target
                // has a form for it.
                if let TypeKind::Array { elem, .. } = *self.ctx.type_kind(ty) {
                    if kind == GlobalKind::Uniform && self.holds_descriptor_array(elem) {
                        let msg = format!(
                            "'{n}' is an array of arrays of resources: not supported yet (use a one-dimensional array)"
                        );
                        return Err(self.error(crate::check::E_UNSUPPORTED, span, msg));
                    }
                }
                let pty = self.ctx.ptr_type(ty, space);
                let s = self.ctx.symbol_attr(&symbol);
                let ptr = self.emit_value(fx, "hl.global_addr", &[], pty, &[("global", s)], span);
                Ok(Place::Mem { ptr, ty, mutable: kind != GlobalKind::Uniform && !readonly })
            }
            Some(Item::Funcs(_)) => Err(self.error(E_TYPE_MISMATCH, span, format!("function '{n}' must be called"))),
            Some(_) => Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is not a value"))),
            None => Err(self.undefined_in(fx, n, span)),
        }
    }

    /// The error for a name `n` not in scope in function `fx`: a field
    /// named from a static method of its struct (E30100), `this` in one
    /// (E30120), `this` outside any type (E38101), else an undefined
    /// identifier.
    pub(in crate::check) fn undefined_in(&mut self, fx: &FnCx, n: &str, span: Span) -> Reported {
        let owner = fx
            .func
            .filter(|&f| self.funcs[f].this.is_none())
            .and_then(|f| self.structs.iter().position(|s| s.methods.values().any(|fs| fs.contains(&f))));
        if let Some(s) = owner {
            if self.structs[s].fields.iter().any(|(f, _)| f == n) {
                let msg = format!(
                    "a static method of '{}' cannot refer to its non-static member '{n}'",
                    self.structs[s].name
                );
                return self.error("E30100", span, msg);
            }
        }
        if n == "this" && owner.is_some() {
            let msg = "a static method cannot refer to its type's non-static members through 'this'";
            return self.error("E30120", span, msg);
        }
        if n == "this" && owner.is_none() && fx.func.is_some_and(|f| self.funcs[f].this.is_none()) {
            return self.error("E38101", span, "'this' is used outside of a type's declaration");
        }
        // A generic value parameter is a constant, not a variable.
        if let Some(crate::check::generics::GArg::Value(_)) = self.env_lookup(n) {
            return self.error(E_NOT_LVALUE, span, format!("generic value parameter '{n}' is not an l-value"));
        }
        // A type where a value is expected (`uint a = uint;`): slangc's
        // type mismatch (a `typeof(T)` is no value).
        let builtin = crate::check::types::scalar_by_name(self.ctx, n)
            .or_else(|| crate::check::types::vector_or_matrix_by_name(self.ctx, n));
        let type_param = match self.env_lookup(n) {
            Some(crate::check::generics::GArg::Type(t)) => Some(t),
            _ => None,
        };
        if let Some(t) = builtin.or(type_param) {
            let msg = format!("expected a value, got the type 'typeof({})'", self.show(t));
            return self.error(E_TYPE_MISMATCH, span, msg);
        }
        self.undefined(n, span)
    }

    /// The memory a device pointer value points to (`*p`, `p->x`); an
    /// error for a value of any other type.
    /// `base->m` where `base` is a local variable (not a parameter: a
    /// `ConstantBuffer<S>` parameter reads as its `S`) or `this` whose type
    /// is no pointer: slangc's E30101. Other bases are left alone.
    pub(in crate::check) fn check_arrow_base(&mut self, fx: &FnCx, base: ExprId, ty: Type) -> CResult<()> {
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::Struct { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Matrix { .. }
                | TypeKind::Array { .. }
                | TypeKind::Int { .. }
                | TypeKind::Float { .. }
                | TypeKind::Bool
        ) || self.existential_interface(ty).is_some()
        {
            return Ok(());
        }
        let bad = match &self.user.expr(base).kind {
            ExprKind::This => true,
            ExprKind::Name(n) => {
                fx.lookup(n).is_some()
                    && fx.func.is_some_and(|f| {
                        let ast = self.func_ast(f);
                        match &self.func_decl(f).kind {
                            crate::ast::DeclKind::Func { sig, .. } => {
                                !sig.params.iter().any(|&p| ast.decl(p).name().is_some_and(|i| &i.name == n))
                            }
                            _ => false,
                        }
                    })
            }
            _ => false,
        };
        if !bad {
            return Ok(());
        }
        let msg = format!("cannot dereference type '{}', do you mean to use '.'?", self.show(ty));
        Err(self.error("E30101", self.span(base), msg))
    }

    pub(in crate::check) fn pointee_place(&mut self, v: TVal, span: Span) -> CResult<Place> {
        match *self.ctx.type_kind(v.ty) {
            TypeKind::Ptr {
                pointee,
                space: AddressSpace::Device | AddressSpace::DeviceStd430 | AddressSpace::Workgroup,
            } => Ok(Place::Mem { ptr: v.value, ty: pointee, mutable: true }),
            _ => {
                let msg = format!("'{}' is not a pointer", self.show(v.ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// A place holding a device pointer stands, for a member or an
    /// element, for what it points to (`p->x`, `p.x`, `p[i]`).
    fn is_device_pointer(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430 | AddressSpace::Workgroup, .. }
        )
    }

    pub(in crate::check) fn member_place(
        &mut self,
        fx: &mut FnCx,
        base: Place,
        name: &str,
        span: Span,
    ) -> CResult<Place> {
        if name == "value" {
            self.note_optional_read(fx, &base, span);
        }
        let base = if self.is_device_pointer(base.ty()) {
            let p = self.load_place(fx, &base, span)?;
            self.pointee_place(p, span)?
        } else {
            base
        };
        // A member of a `GLSLShaderStorageBuffer<T>`: of its one `T`.
        let base = if self.is_storage_block(base.ty()) {
            let buf = self.load_place(fx, &base, span)?;
            self.storage_block_element(fx, buf, span)
        } else {
            base
        };
        let bty = base.ty();
        if let Some(p) = self.tuple_member_place(fx, &base, name, span) {
            return p;
        }
        // A property of a value of interface type: its requirement's
        // accessors, dispatched on the value's type.
        if let Some(iface) = self.existential_interface(bty) {
            if let Some(acc) = self.requirement_accessors(&iface, Some(name), span)? {
                return Ok(Place::Accessor { base: Box::new(base), acc, args: Vec::new() });
            }
        }
        // A property an extension gives a type that is not a struct (an
        // enum, a scalar, a vector).
        if !matches!(self.ctx.type_kind(bty), TypeKind::Struct { .. }) {
            if let Some(acc) = self.extension_property(bty, name) {
                return Ok(Place::Accessor { base: Box::new(base), acc, args: Vec::new() });
            }
        }
        match self.ctx.type_kind(bty).clone() {
            TypeKind::Struct { fields, .. } => {
                let bitfield = self.structs.iter().find(|s| s.ty == bty).and_then(|s| s.bitfields.get(name)).cloned();
                if let Some(field) = bitfield {
                    let backing = self.ctx.str(fields[field.backing].0).to_string();
                    let base = self.member_place(fx, base, &backing, span)?;
                    return Ok(Place::BitField { base: Box::new(base), field });
                }
                let Some(i) = fields.iter().position(|(f, _)| self.ctx.str(*f) == name) else {
                    let prop = self.structs.iter().find(|s| s.ty == bty).and_then(|s| s.properties.get(name)).cloned();
                    if let Some(acc) = prop {
                        return Ok(Place::Accessor { base: Box::new(base), acc, args: Vec::new() });
                    }
                    if let Some(key) = self.static_key_of(bty, name) {
                        return self.name_place(fx, &key, span);
                    }
                    let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let fty = fields[i].1;
                self.use_field(bty, i, name, span);
                self.check_field_access(fx, bty, name, span)?;
                let Place::Mem { ptr, mutable, .. } = base else {
                    return Err(self.error(E_NOT_LVALUE, span, "a swizzle has no members"));
                };
                let space = match self.ctx.type_kind(self.ctx.value_type(ptr)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let pty = self.ctx.ptr_type(fty, space);
                let idx = self.ctx.int_attr(i as i128);
                let fptr = self.emit_value(fx, "mem.field_addr", &[ptr], pty, &[("index", idx)], span);
                Ok(Place::Mem { ptr: fptr, ty: fty, mutable })
            }
            TypeKind::Vector { elem, len } => {
                let Some(indices) = swizzle_indices(name, len) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let ty = if indices.len() == 1 { elem } else { self.ctx.vector_type(elem, indices.len() as u8) };
                Ok(Place::Swizzle { base: Box::new(base), indices, ty })
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                // `m._m21` (zero-based) or `m._32` (one-based): one element;
                // `m._11_22`: a vector of them.
                let Some(elements) = matrix_elements(name, rows, cols) else {
                    let msg = format!("'{name}' is not an element of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let i32_ = self.ctx.int_type(32, true);
                let element = |c: &mut Self, fx: &mut FnCx, base: Place, (r, col): (u32, u32)| {
                    let (ra, ca) = (c.ctx.int_attr(r as i128), c.ctx.int_attr(col as i128));
                    let rv = c.emit_value(fx, "arith.const", &[], i32_, &[("value", ra)], span);
                    let cv = c.emit_value(fx, "arith.const", &[], i32_, &[("value", ca)], span);
                    let row = c.index_place(fx, base, TVal { value: rv, ty: i32_, literal: false }, span, span)?;
                    c.index_place(fx, row, TVal { value: cv, ty: i32_, literal: false }, span, span)
                };
                if let [one] = elements[..] {
                    return element(self, fx, base, one);
                }
                // `m._12_21 = v` assigns element by element (when none repeats).
                let mut parts = Vec::new();
                for &e in &elements {
                    parts.push(element(self, fx, base.clone(), e)?);
                }
                let distinct = elements.iter().enumerate().all(|(i, e)| !elements[..i].contains(e));
                let ty = self.ctx.vector_type(elem, parts.len() as u8);
                Ok(Place::Parts { parts, ty, distinct })
            }
            // A scalar is a one-component vector (`float1`, `int1` are
            // scalars): `c.x += 2` assigns it.
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }
                if swizzle_indices(name, 1).is_some_and(|i| i.len() == 1) =>
            {
                Ok(base)
            }
            // `x.xxx` of a scalar: the scalar repeated (readable, and as
            // a repeating swizzle not assignable).
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }
                if swizzle_indices(name, 1).is_some_and(|i| (2..=4).contains(&i.len())) =>
            {
                let n = name.len();
                let ty = self.ctx.vector_type(bty, n as u8);
                Ok(Place::Parts { parts: vec![base; n], ty, distinct: false })
            }
            _ => {
                let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    pub(in crate::check) fn index_place(
        &mut self,
        fx: &mut FnCx,
        base: Place,
        i: TVal,
        ispan: Span,
        span: Span,
    ) -> CResult<Place> {
        // An enum index is its tag.
        let i = self.decay_enum(fx, i, ispan);
        // `p[i]`: the pointee `i` whole pointees past `p`.
        if self.is_device_pointer(base.ty()) {
            if !matches!(self.ctx.type_kind(i.ty), TypeKind::Int { .. }) {
                let msg = format!("an index must be an integer, not '{}'", self.show(i.ty));
                return Err(self.error(E_TYPE_MISMATCH, ispan, msg));
            }
            let p = self.load_place(fx, &base, span)?;
            let moved = self.emit_value(fx, "mem.ptr_offset", &[p.value, i.value], p.ty, &[], span);
            return self.pointee_place(TVal { value: moved, ty: p.ty, literal: false }, span);
        }
        let bty = base.ty();
        // A local declared a scalar (`int x;`) has no subscript; a
        // `float1` is a `float` whose one component is itself.
        if self.ctx.is_scalar(bty) && matches!(&base, Place::Mem { ptr, .. } if fx.scalar_vars.contains(ptr)) {
            let msg =
                format!("invalid subscript expression: no subscript declarations found for type '{}'", self.show(bty));
            return Err(self.error("E30013", span, msg));
        }
        if self.ctx.is_scalar(bty) && matches!(self.ctx.type_kind(i.ty), TypeKind::Int { .. }) {
            return Ok(base);
        }
        // Subscripts that blanket extensions give the type.
        self.realize_extensions(bty);
        // The subscript with one index (others take `s[i, j]`, and `s[]`
        // the one without); of several, the one with the most accessors
        // (a `get`+`set` one over a `get`-only one, as slangc prefers).
        let mut subscript = self
            .structs
            .iter()
            .find(|s| s.ty == bty)
            .and_then(|s| {
                let count = |a: &&crate::check::Accessors| a.get.is_some() as u8 + a.set.is_some() as u8;
                let one = s.subscripts.iter().filter(|a| a.indices.len() == 1);
                let at_most_one = s.subscripts.iter().filter(|a| a.indices.len() <= 1);
                one.rev().max_by_key(count).or_else(|| at_most_one.rev().max_by_key(count)).or(s.subscripts.first())
            })
            .cloned();
        if subscript.is_none() {
            if let Some(s) = self.structs.iter().position(|s| s.ty == bty).filter(|&s| self.has_generic_subscript(s)) {
                subscript = Some(self.generic_subscript_for(s, i.ty, i.literal, ispan)?);
            }
        }
        if subscript.is_none() {
            if let Some(iface) = self.existential_interface(bty) {
                subscript = self.requirement_accessors_for(&iface, None, Some((i.ty, i.literal)), span)?;
            }
        }
        if let Some(acc) = subscript {
            // A `private` subscript is the struct's own (slangc's E30600).
            self.check_field_access(fx, bty, "operator[]", span)?;
            let index_ty = acc.indices.first().copied().unwrap_or(i.ty);
            let iv = self.convert(fx, i, index_ty, ispan, false)?;
            return Ok(Place::Accessor { base: Box::new(base), acc, args: vec![iv] });
        }
        let elem = match self.ctx.type_kind(bty).clone() {
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => elem,
            TypeKind::Matrix { elem, cols, .. } => self.ctx.vector_type(elem, cols),
            // An element of a cooperative matrix or vector.
            TypeKind::Opaque { .. } if nsl_dialects::coop::is_coop(self.ctx, bty) => {
                nsl_dialects::coop::elem_type(self.ctx, bty).expect("checked")
            }
            _ => {
                let msg = format!("'{}' cannot be indexed", self.show(bty));
                return Err(self.error("E30013", span, msg));
            }
        };
        // Another scalar index (`a[1.5]`, `a[b]`) converts implicitly to
        // `int`, as slangc's builtin subscripts take one.
        let i = match self.ctx.type_kind(i.ty) {
            TypeKind::Int { .. } => i,
            TypeKind::Float { .. } | TypeKind::Bool => {
                let i32_ = self.ctx.int_type(32, true);
                let value = self.convert(fx, i, i32_, ispan, false)?;
                TVal { value, ty: i32_, literal: false }
            }
            _ => {
                let msg = format!("an index must be an integer, not '{}'", self.show(i.ty));
                return Err(self.error(E_TYPE_MISMATCH, ispan, msg));
            }
        };
        // A literal index into a swizzle (`v.zw[1]`, `m._41_32[0]`) names
        // one component or element: that place, readable and writable.
        if let Some(k) = i.literal_int(self.ctx).and_then(|k| usize::try_from(k).ok()) {
            match &base {
                Place::Parts { parts, ty, distinct: _ }
                    if matches!(self.ctx.type_kind(*ty), TypeKind::Vector { .. }) && k < parts.len() =>
                {
                    return Ok(parts[k].clone());
                }
                Place::Swizzle { base: inner, indices, .. } if k < indices.len() => {
                    return Ok(Place::Swizzle { base: inner.clone(), indices: vec![indices[k]], ty: elem });
                }
                _ => {}
            }
        }
        // An element of a matrix swizzle (`m._41_32[0]`): read from a copy.
        let base = match base {
            Place::Parts { parts, ty, .. } if matches!(self.ctx.type_kind(ty), TypeKind::Vector { .. }) => {
                let v = self.load_parts(fx, &parts, ty, span)?;
                let tmp = self.new_var(fx, ty, "", span);
                self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                Place::Mem { ptr: tmp, ty, mutable: false }
            }
            base => base,
        };
        match base {
            Place::Mem { ptr, mutable, .. } => {
                let space = match self.ctx.type_kind(self.ctx.value_type(ptr)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let pty = self.ctx.ptr_type(elem, space);
                let eptr = self.emit_value(fx, "mem.elem_addr", &[ptr, i.value], pty, &[], span);
                Ok(Place::Mem { ptr: eptr, ty: elem, mutable })
            }
            base => Ok(Place::Element { base: Box::new(base), index: i.value, elem }),
        }
    }

    pub fn load_place(&mut self, fx: &mut FnCx, p: &Place, span: Span) -> CResult<TVal> {
        match p {
            Place::Mem { ptr, ty, .. } => {
                let value = self.emit_value(fx, "mem.load", &[*ptr], *ty, &[], span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Swizzle { base, indices, ty } => {
                let b = self.load_place(fx, base, span)?;
                let value = self.swizzle(fx, b.value, indices, *ty, span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Texel { tex, coord, ty, .. } => {
                let value = self.emit_value(fx, "hl.texture_load", &[*tex, *coord], *ty, &[], span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Parts { parts, ty, .. } => self.load_parts(fx, parts, *ty, span),
            Place::Element { base, index, elem } => {
                let whole = self.load_place(fx, base, span)?;
                let eptr = self.element_of_copy(fx, whole, *index, *elem, span);
                let value = self.emit_value(fx, "mem.load", &[eptr], *elem, &[], span);
                Ok(TVal { value, ty: *elem, literal: false })
            }
            Place::BitField { base, field } => {
                let backing = self.load_place(fx, base, span)?;
                let value = self.bitfield_get(fx, backing.value, field, span);
                Ok(TVal { value, ty: field.ty, literal: false })
            }
            Place::Accessor { base, acc, args } => {
                let Some(get) = acc.get else {
                    return Err(self.error(E_NOT_LVALUE, span, "this property has no 'get' accessor"));
                };
                let value = self.call_accessor(fx, get, base, args, None, span)?.ok_or(Reported)?;
                Ok(TVal { value, ty: acc.ty, literal: false })
            }
        }
    }

    /// Calls a property or subscript accessor on the object at `base`.
    pub(in crate::check) fn call_accessor(
        &mut self,
        fx: &mut FnCx,
        f: usize,
        base: &Place,
        args: &[Value],
        value: Option<Value>,
        span: Span,
    ) -> CResult<Option<Value>> {
        if self.existentials.dispatch.contains_key(&f) {
            let mut operands = vec![self.dispatch_this(fx, f, Some(base), span)?];
            operands.extend_from_slice(args);
            operands.extend(value);
            let results: Vec<Type> = self.funcs[f].ret.into_iter().collect();
            let method = self.dispatch_method_attr(f);
            let call = nsl_dialects::gen::EXISTENTIAL_CALL.name;
            let o = self.emit(fx, call, &operands, &results, &[("method", method)], span);
            return Ok(self.ctx.results(o).first().copied());
        }
        let mutating = self.funcs[f].this.is_some_and(|(_, m)| m);
        let this = if mutating {
            match base {
                Place::Mem { ptr, mutable: true, .. } => *ptr,
                _ => return Err(self.error(E_NOT_LVALUE, span, "a 'set' accessor needs a mutable object")),
            }
        } else {
            self.load_place(fx, base, span)?.value
        };
        let mut operands = vec![this];
        operands.extend_from_slice(args);
        operands.extend(value);
        self.funcs[f].needed = true;
        self.use_function(f, span);
        let results: Vec<Type> = self.funcs[f].ret.into_iter().collect();
        let callee = self.ctx.symbol_attr(&self.funcs[f].symbol.clone());
        let o = self.emit(fx, "func.call", &operands, &results, &[("callee", callee)], span);
        Ok(self.ctx.results(o).first().copied())
    }

    /// An integer constant of type `ty`.
    pub(in crate::check) fn int_const(&mut self, fx: &mut FnCx, ty: Type, v: i128, span: Span) -> Value {
        let a = self.ctx.int_attr(v);
        self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span)
    }

    /// The work type of a bit field's shifts: its backing field's width,
    /// at least 32 bits, signed or not.
    pub(in crate::check) fn bitfield_work_type(
        &mut self,
        field: &crate::check::BitField,
        backing: Value,
        signed: bool,
    ) -> (Type, u32) {
        let bits = match *self.ctx.type_kind(self.ctx.value_type(backing)) {
            TypeKind::Int { width, .. } => u32::from(width).max(32),
            _ => 32,
        };
        let _ = field;
        (self.ctx.int_type(bits as u8, signed), bits)
    }

    /// A bit field's value read from its backing field's value: shifted to
    /// the top, then back down (arithmetically when the field is signed).
    pub(in crate::check) fn bitfield_get(
        &mut self,
        fx: &mut FnCx,
        backing: Value,
        field: &crate::check::BitField,
        span: Span,
    ) -> Value {
        if field.width == 0 {
            return self.zero(fx, field.ty, span);
        }
        let signed = matches!(self.ctx.type_kind(field.ty), TypeKind::Int { signed: true, .. });
        let (uwork, bits) = self.bitfield_work_type(field, backing, false);
        let btv = TVal { value: backing, ty: self.ctx.value_type(backing), literal: false };
        let x = self.convert(fx, btv, uwork, span, true).unwrap_or(backing);
        let up = self.int_const(fx, uwork, i128::from(bits - field.offset - field.width), span);
        let x = self.emit_value(fx, "arith.shl", &[x, up], uwork, &[], span);
        let (work, _) = self.bitfield_work_type(field, backing, signed);
        let x = if signed { self.emit_value(fx, "arith.bitcast", &[x], work, &[], span) } else { x };
        let down = self.int_const(fx, work, i128::from(bits - field.width), span);
        let x = self.emit_value(fx, "arith.shr", &[x, down], work, &[], span);
        let xv = TVal { value: x, ty: work, literal: false };
        self.convert(fx, xv, field.ty, span, true).unwrap_or(x)
    }

    /// The backing field's value with bit field `field` set to `v`.
    pub(in crate::check) fn bitfield_set(
        &mut self,
        fx: &mut FnCx,
        old: TVal,
        v: Value,
        field: &crate::check::BitField,
        span: Span,
    ) -> Value {
        if field.width == 0 {
            return old.value;
        }
        let (uwork, _) = self.bitfield_work_type(field, old.value, false);
        let o = self.convert(fx, old, uwork, span, true).unwrap_or(old.value);
        let vv = TVal { value: v, ty: self.ctx.value_type(v), literal: false };
        let x = self.convert(fx, vv, uwork, span, true).unwrap_or(v);
        let mask = ((1u128 << field.width) - 1) << field.offset;
        let m = self.int_const(fx, uwork, mask as i128, span);
        let not_m = self.int_const(fx, uwork, !mask as i128 & mask_of(uwork_bits(self, uwork)), span);
        let sh = self.int_const(fx, uwork, i128::from(field.offset), span);
        let x = self.emit_value(fx, "arith.shl", &[x, sh], uwork, &[], span);
        let x = self.emit_value(fx, "arith.and", &[x, m], uwork, &[], span);
        let kept = self.emit_value(fx, "arith.and", &[o, not_m], uwork, &[], span);
        let new = self.emit_value(fx, "arith.or", &[kept, x], uwork, &[], span);
        let nv = TVal { value: new, ty: uwork, literal: false };
        self.convert(fx, nv, old.ty, span, true).unwrap_or(new)
    }

    pub(in crate::check) fn swizzle(
        &mut self,
        fx: &mut FnCx,
        v: Value,
        indices: &[u32],
        ty: Type,
        span: Span,
    ) -> Value {
        if let [i] = indices {
            let idx = self.ctx.int_attr(*i as i128);
            return self.emit_value(fx, "vec.extract", &[v], ty, &[("index", idx)], span);
        }
        let items = indices.iter().map(|&i| self.ctx.int_attr(i as i128)).collect();
        let idx = self.ctx.array_attr(items);
        self.emit_value(fx, "vec.swizzle", &[v], ty, &[("indices", idx)], span)
    }

    /// The address of element `index` of a fresh variable holding `whole`.
    fn element_of_copy(&mut self, fx: &mut FnCx, whole: TVal, index: Value, elem: Type, span: Span) -> Value {
        let tmp = self.new_var(fx, whole.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, whole.value], &[], &[], span);
        let pty = self.ctx.ptr_type(elem, AddressSpace::Function);
        self.emit_value(fx, "mem.elem_addr", &[tmp, index], pty, &[], span)
    }

    pub fn store_place(&mut self, fx: &mut FnCx, p: &Place, v: Value, span: Span) -> CResult<()> {
        match p {
            Place::Mem { ptr, mutable, .. } => {
                if !mutable {
                    return Err(self.error(E_NOT_LVALUE, span, "cannot assign to a read-only value"));
                }
                // An unsized array (`bufs = b` in an `__init`) has no value to copy.
                let ty = self.ctx.value_type(v);
                if matches!(self.ctx.type_kind(ty), TypeKind::Array { len: None, .. }) {
                    let msg =
                        format!("a value of unsized type '{}' cannot be copied (not supported yet)", self.show(ty));
                    return Err(self.error(E_UNSUPPORTED, span, msg));
                }
                self.emit(fx, "mem.store", &[*ptr, v], &[], &[], span);
                Ok(())
            }
            Place::Swizzle { base, indices, .. } => {
                let mut seen = 0u32;
                for &i in indices {
                    if seen & (1 << i) != 0 {
                        return Err(self.error(
                            E_NOT_LVALUE,
                            span,
                            "a swizzle that repeats a component cannot be assigned",
                        ));
                    }
                    seen |= 1 << i;
                }
                let old = self.load_place(fx, base, span)?;
                let mut cur = old.value;
                let elem = self.ctx.scalar_of(old.ty);
                for (k, &i) in indices.iter().enumerate() {
                    let comp = if indices.len() == 1 {
                        v
                    } else {
                        let idx = self.ctx.int_attr(k as i128);
                        self.emit_value(fx, "vec.extract", &[v], elem, &[("index", idx)], span)
                    };
                    let idx = self.ctx.int_attr(i as i128);
                    cur = self.emit_value(fx, "vec.insert", &[cur, comp], old.ty, &[("index", idx)], span);
                }
                self.store_place(fx, base, cur, span)
            }
            Place::Texel { tex, coord, writable, .. } => {
                if !writable {
                    return Err(self.error(E_NOT_LVALUE, span, "cannot write to a read-only texture"));
                }
                self.emit(fx, "hl.texture_store", &[*tex, *coord, v], &[], &[], span);
                Ok(())
            }
            Place::Parts { parts, ty, distinct } => {
                if !distinct {
                    // `x.xx` of a scalar `x` repeats one place (see `member_place`).
                    let same_place = parts.windows(2).all(|w| format!("{:?}", w[0]) == format!("{:?}", w[1]));
                    let msg = match self.ctx.type_kind(*ty) {
                        TypeKind::Vector { .. } if same_place => "a swizzle that repeats a component",
                        TypeKind::Vector { .. } => "a matrix swizzle that repeats an element",
                        _ => "a tuple swizzle that repeats an element",
                    };
                    let msg = format!("{msg} cannot be assigned");
                    return Err(self.error(E_NOT_LVALUE, span, msg));
                }
                // `s[]._12_21 = v` of a matrix property: one read of the
                // whole, the elements assigned in a copy, one write back.
                if let Some(root) = self.constant_element_root(parts) {
                    let whole = self.load_place(fx, &root, span)?;
                    let tmp = self.new_var(fx, whole.ty, "", span);
                    self.emit(fx, "mem.store", &[tmp, whole.value], &[], &[], span);
                    let copy = Place::Mem { ptr: tmp, ty: whole.ty, mutable: true };
                    let in_copy: Vec<Place> = parts.iter().map(|p| self.rebase_element(fx, p, &copy, span)).collect();
                    self.store_parts(fx, &in_copy, *ty, v, span)?;
                    let new = self.emit_value(fx, "mem.load", &[tmp], whole.ty, &[], span);
                    return self.store_place(fx, &root, new, span);
                }
                self.store_parts(fx, parts, *ty, v, span)
            }
            Place::Element { .. } if self.constant_element_root(std::slice::from_ref(p)).is_some() => {
                let root = self.constant_element_root(std::slice::from_ref(p)).expect("checked");
                let whole = self.load_place(fx, &root, span)?;
                let tmp = self.new_var(fx, whole.ty, "", span);
                self.emit(fx, "mem.store", &[tmp, whole.value], &[], &[], span);
                let copy = Place::Mem { ptr: tmp, ty: whole.ty, mutable: true };
                let in_copy = self.rebase_element(fx, p, &copy, span);
                self.store_place(fx, &in_copy, v, span)?;
                let new = self.emit_value(fx, "mem.load", &[tmp], whole.ty, &[], span);
                self.store_place(fx, &root, new, span)
            }
            Place::BitField { base, field } => {
                let old = self.load_place(fx, base, span)?;
                let new = self.bitfield_set(fx, old, v, field, span);
                self.store_place(fx, base, new, span)
            }
            // As in slangc: only the whole value can be assigned.
            Place::Element { .. } => Err(self.error(
                "E40017",
                span,
                "assigning to one element of a property, swizzle or texel at a run-time index is not supported: \
                 assign the whole value",
            )),
            Place::Accessor { base, acc, args } => {
                let Some(set) = acc.set else {
                    return Err(self.error(E_NOT_LVALUE, span, "this property has no 'set' accessor"));
                };
                self.call_accessor(fx, set, base, args, Some(v), span)?;
                Ok(())
            }
        }
    }

    /// The one place that `parts` are elements of, at constant indices
    /// (`m._12_21` of a matrix property: elements of rows of it), when it
    /// is a property or subscript with a `set` accessor: such elements are
    /// assigned through a copy of the whole. `None` for anything else.
    pub(in crate::check) fn constant_element_root(&self, parts: &[Place]) -> Option<Place> {
        let mut root: Option<Place> = None;
        for p in parts {
            let mut cur = p;
            let mut depth = 0;
            while let Place::Element { base, index, .. } = cur {
                self.int_const_value(*index)?;
                cur = base;
                depth += 1;
            }
            if depth == 0 || !matches!(cur, Place::Accessor { acc, .. } if acc.set.is_some()) {
                return None;
            }
            match &root {
                Some(r) if format!("{r:?}") != format!("{cur:?}") => return None,
                Some(_) => {}
                None => root = Some(cur.clone()),
            }
        }
        root
    }

    /// Place `p`, a chain of elements of some root (see
    /// `constant_element_root`), as the same elements of `copy`.
    fn rebase_element(&mut self, fx: &mut FnCx, p: &Place, copy: &Place, span: Span) -> Place {
        let Place::Element { base, index, elem } = p else { return copy.clone() };
        let Place::Mem { ptr, .. } = self.rebase_element(fx, base, copy, span) else {
            unreachable!("a copy in memory")
        };
        let pty = self.ctx.ptr_type(*elem, AddressSpace::Function);
        let eptr = self.emit_value(fx, "mem.elem_addr", &[ptr, *index], pty, &[], span);
        Place::Mem { ptr: eptr, ty: *elem, mutable: true }
    }
}
