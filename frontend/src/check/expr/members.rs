//! Member access: fields, methods, static members, namespaces, and `is` / `as`.

#[allow(unused_imports)]
use super::*;

/// How an `is` test is answered.
pub enum IsTest {
    /// From static types, at compile time.
    Static(bool),
    /// By an interface-typed value's type id at run time: the `bool`.
    Dynamic(TVal),
}

impl Checker<'_> {
    /// Whether `base.name` names a field (not static) through the type
    /// `base` names (`Color.Red`), not through a value.
    pub(in crate::check) fn names_nonstatic_field(&mut self, fx: &FnCx, base: ExprId, name: &str) -> bool {
        if !matches!(&self.user.expr(base).kind, ExprKind::Name(n) if fx.lookup(n).is_none()) {
            return false;
        }
        let Some(t) = self.type_named_by(fx, base) else { return false };
        self.structs.iter().any(|s| s.ty == t && s.fields.iter().any(|(f, _)| f == name))
    }

    /// Slangc's E30100 for `Type.field`.
    pub(in crate::check) fn nonstatic_field_error(
        &mut self,
        fx: &FnCx,
        base: ExprId,
        name: &str,
        span: Span,
    ) -> Reported {
        let ty = self.type_named_by(fx, base).expect("checked by names_nonstatic_field");
        let msg = format!("type '{}' cannot be used to refer to non-static member '{name}'", self.show(ty));
        self.error("E30100", span, msg)
    }

    /// `e.Case` through a value `e` of an enum type: the case, as
    /// `Enum.Case` names it (slangc looks the case up in the value's type).
    pub(in crate::check) fn case_through_value(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        name: &str,
        span: Span,
    ) -> Option<TVal> {
        types::enum_tag(self.ctx, ty)?;
        let v = self.items.values().find_map(|item| match item {
            Item::Enum(t, cases) if *t == ty => cases.iter().find(|(c, _)| c == name).map(|&(_, v)| v),
            _ => None,
        })?;
        let a = self.ctx.int_attr(v);
        let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
        Some(TVal { value, ty, literal: false })
    }

    /// The accessors of property `name` that an extension gives `ty`.
    pub(in crate::check) fn extension_property(&mut self, ty: Type, name: &str) -> Option<super::super::Accessors> {
        self.realize_extensions(ty);
        self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.properties.get(name)).cloned()
    }

    /// Whether an extension gives `ty` a method `name`.
    pub(in crate::check) fn extension_method_exists(&mut self, ty: Type, name: &str) -> bool {
        self.realize_extensions(ty);
        self.structs.iter().any(|s| s.ty == ty && s.methods.contains_key(name))
    }

    pub(in crate::check) fn lower_member(
        &mut self,
        fx: &mut FnCx,
        e: ExprId,
        base: ExprId,
        name: &str,
        sep: MemberSep,
        span: Span,
    ) -> CResult<TVal> {
        if self.names_nonstatic_field(fx, base, name) {
            return Err(self.nonstatic_field_error(fx, base, name, span));
        }
        // `T.kind` / `T.descriptorAccess` of a resource type.
        if matches!(name, "kind" | "descriptorAccess") {
            if let Some(t) = self.type_named_by(fx, base) {
                if let Some(v) = self.descriptor_type_member(fx, t, name, span) {
                    return Ok(v);
                }
            }
        }
        // `S.N` / `S::N`: a static member of a struct.
        if let Some(key) = self.static_member_key(fx, base, name) {
            if let Some(v) = self.name_value(fx, &key, span)? {
                return Ok(v);
            }
            let place = self.name_place(fx, &key, span)?;
            return self.load_place(fx, &place, span);
        }
        // `N.x` / `N::x` for a namespace `N`.
        if self.is_namespace(fx, base) {
            let path = self.expr_namespace_path(base);
            return self.with_qualified(path, name, |c| {
                if let Some(v) = c.name_value(fx, name, span)? {
                    return Ok(v);
                }
                let place = c.name_place(fx, name, span)?;
                c.load_place(fx, &place, span)
            });
        }
        // `Enum.Case` / `Enum::Case`.
        if let Some(n) = self.enum_key_named_by(fx, base) {
            if let Some(Item::Enum(ty, cases)) = self.items.get(&n).cloned() {
                let Some(&(_, v)) = cases.iter().find(|(c, _)| c == name) else {
                    return Err(self.error(E_NO_MEMBER, span, format!("'{name}' is not a case of '{n}'")));
                };
                let a = self.ctx.int_attr(v);
                let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
                return Ok(TVal { value, ty, literal: false });
            }
        }
        // A member of an rvalue (call result, literal...) or of a place.
        let b = if self.is_place_expr(fx, base) {
            let bp = self.lower_place(fx, base)?;
            if sep == MemberSep::Arrow {
                self.check_arrow_base(fx, base, bp.ty())?;
            }
            if let Some(v) = self.case_through_value(fx, bp.ty(), name, span) {
                return Ok(v);
            }
            let has_field = match self.ctx.type_kind(bp.ty()) {
                TypeKind::Struct { fields, .. } => fields.iter().any(|(f, _)| self.ctx.str(*f) == name),
                _ => true,
            };
            // `value.s` for a static member `s` of its type.
            if let Some(key) = self.static_key_of(bp.ty(), name).filter(|_| !has_field) {
                if let Some(v) = self.name_value(fx, &key, span)? {
                    return Ok(v);
                }
                let place = self.name_place(fx, &key, span)?;
                return self.load_place(fx, &place, span);
            }
            let is_matrix = matches!(self.ctx.type_kind(bp.ty()), TypeKind::Matrix { .. });
            if !self.ctx.is_scalar(bp.ty()) && !is_matrix {
                let _ = e;
                let place = self.member_place(fx, bp, name, span)?;
                return self.load_place(fx, &place, span);
            }
            // A scalar variable swizzles as a value: `x.xxx`.
            self.load_place(fx, &bp, span)?
        } else {
            self.lower_value(fx, base)?
        };
        if let Some(v) = self.case_through_value(fx, b.ty, name, span) {
            return Ok(v);
        }
        if !matches!(self.ctx.type_kind(b.ty), TypeKind::Struct { .. }) && self.extension_property(b.ty, name).is_some()
        {
            let tmp = self.new_var(fx, b.ty, "", span);
            self.emit(fx, "mem.store", &[tmp, b.value], &[], &[], span);
            let base = Place::Mem { ptr: tmp, ty: b.ty, mutable: false };
            let place = self.member_place(fx, base, name, span)?;
            return self.load_place(fx, &place, span);
        }
        // `.value` of an rvalue that is always none (`c.get()` of a
        // `Conditional<T, false>`): slangc's E41027.
        if name == "value" && fx.none_values.contains(&b.value) && self.optional_payload(b.ty).is_some() {
            self.error("E41027", span, "accessing .value on an Optional that is always none");
        }
        // A member of a `GLSLShaderStorageBuffer<T>`'s one `T`.
        if self.is_storage_block(b.ty) {
            let place = self.storage_block_element(fx, b, span);
            let place = self.member_place(fx, place, name, span)?;
            return self.load_place(fx, &place, span);
        }
        // A member of what a device pointer points to.
        if matches!(
            self.ctx.type_kind(b.ty),
            TypeKind::Ptr {
                space: nsl_ir::AddressSpace::Device
                    | nsl_ir::AddressSpace::DeviceStd430
                    | nsl_ir::AddressSpace::Workgroup,
                ..
            }
        ) {
            let place = self.pointee_place(b, self.span(base))?;
            let place = self.member_place(fx, place, name, span)?;
            return self.load_place(fx, &place, span);
        }
        match self.ctx.type_kind(b.ty).clone() {
            TypeKind::Struct { fields, .. } => {
                let bitfield = self.structs.iter().find(|s| s.ty == b.ty).and_then(|s| s.bitfields.get(name)).cloned();
                if let Some(field) = bitfield {
                    let idx = self.ctx.int_attr(field.backing as i128);
                    let bty = fields[field.backing].1;
                    let backing = self.emit_value(fx, "agg.extract", &[b.value], bty, &[("index", idx)], span);
                    let value = self.bitfield_get(fx, backing, &field, span);
                    return Ok(TVal { value, ty: field.ty, literal: false });
                }
                let Some(i) = fields.iter().position(|(f, _)| self.ctx.str(*f) == name) else {
                    if let Some(v) = self.tuple_member_value(fx, b, name, span) {
                        return Ok(v);
                    }
                    // `value.s` for a static member `s` of its type.
                    if let Some(key) = self.static_key_of(b.ty, name) {
                        if let Some(v) = self.name_value(fx, &key, span)? {
                            return Ok(v);
                        }
                        let place = self.name_place(fx, &key, span)?;
                        return self.load_place(fx, &place, span);
                    }
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                self.use_field(b.ty, i, name, span);
                self.check_field_access(fx, b.ty, name, span)?;
                let idx = self.ctx.int_attr(i as i128);
                let value = self.emit_value(fx, "agg.extract", &[b.value], fields[i].1, &[("index", idx)], span);
                Ok(TVal { value, ty: fields[i].1, literal: false })
            }
            TypeKind::Matrix { elem, rows, cols, .. } if matrix_elements(name, rows, cols).is_some() => {
                let picks = matrix_elements(name, rows, cols).expect("checked");
                let row_ty = self.ctx.vector_type(elem, cols);
                let mut comps = Vec::new();
                for (r, c) in &picks {
                    let ra = self.ctx.int_attr(*r as i128);
                    let row = self.emit_value(fx, "mat.extract_row", &[b.value], row_ty, &[("index", ra)], span);
                    let ca = self.ctx.int_attr(*c as i128);
                    comps.push(self.emit_value(fx, "vec.extract", &[row], elem, &[("index", ca)], span));
                }
                if let [single] = comps[..] {
                    return Ok(TVal { value: single, ty: elem, literal: false });
                }
                let ty = self.ctx.vector_type(elem, comps.len() as u8);
                let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Vector { elem, len } => {
                let Some(indices) = swizzle_indices(name, len) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let ty = if indices.len() == 1 { elem } else { self.ctx.vector_type(elem, indices.len() as u8) };
                let value = self.swizzle(fx, b.value, &indices, ty, span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => {
                // Scalars swizzle as one-component vectors: `x.xxx`.
                let Some(indices) = swizzle_indices(name, 1) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                if indices.len() == 1 {
                    return Ok(TVal { literal: false, ..b });
                }
                let ty = self.ctx.vector_type(b.ty, indices.len() as u8);
                let value = self.emit_value(fx, "vec.splat", &[b.value], ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            _ => {
                // A property of an interface-typed value (a call's result).
                if let Some(iface) = self.existential_interface(b.ty) {
                    if let Some(acc) = self.requirement_accessors(&iface, Some(name), span)? {
                        let tmp = self.new_var(fx, b.ty, "", span);
                        self.emit(fx, "mem.store", &[tmp, b.value], &[], &[], span);
                        let base = Box::new(Place::Mem { ptr: tmp, ty: b.ty, mutable: false });
                        return self.load_place(fx, &Place::Accessor { base, acc, args: Vec::new() }, span);
                    }
                }
                let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    /// The value of `x is I` / `T is I` (`e`): decided from static types,
    /// or, for a value of interface type, by its type id at run time.
    /// `None` when `e` is not an `is` expression.
    pub fn static_is(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Option<IsTest>> {
        let ExprKind::Is { operand, ty } = self.user.expr(e).kind.clone() else { return Ok(None) };
        // `T is IFoo` on a type (a generic parameter under `where optional`).
        let operand_ty = match self.type_named_by(fx, operand) {
            Some(t) => t,
            None => {
                let v = self.lower_value(fx, operand)?;
                if let Some(iface) = self.existential_interface(v.ty) {
                    let span = self.user.expr(e).span;
                    return self.existential_is(fx, v, &iface, ty, span).map(|t| Some(IsTest::Dynamic(t)));
                }
                v.ty
            }
        };
        self.is_holds(operand_ty, ty).map(|holds| Some(IsTest::Static(holds)))
    }

    /// Whether a value of static type `operand_ty` is of type (or conforms
    /// to interface) `ty`.
    pub(in crate::check) fn is_holds(&mut self, operand_ty: Type, ty: crate::ast::TypeId) -> CResult<bool> {
        if self.ctx.type_has_params(operand_ty) {
            let span = self.user.ty(ty).span;
            return Err(self.unexpressible(span, "a type test on a type parameter"));
        }
        self.realize_extensions(operand_ty);
        Ok(match self.iface_ref(Unit::User, ty) {
            Some(r) => self.conforms_to(crate::check::generics::GArg::Type(operand_ty), &r?),
            None => match &self.user.ty(ty).kind {
                crate::ast::TypeKind::Name(n) if n == "IDefaultInitializable" => {
                    self.conforms(crate::check::generics::GArg::Type(operand_ty), n)
                }
                // The core module's interfaces (`T is IInteger`). slangc
                // 2026.14 answers some tests that fail by the conformances
                // (`int is IFloat` holds there): only a test that holds, or
                // one of the integer interfaces, is answered.
                crate::ast::TypeKind::Name(n)
                    if !self.interfaces.contains_key(n.as_str())
                        && (n == "IComparable" || crate::check::intrinsics::Bound::from_name(n).is_some()) =>
                {
                    let holds = self.conforms(crate::check::generics::GArg::Type(operand_ty), n);
                    if !holds && !matches!(n.as_str(), "IInteger" | "__BuiltinIntegerType") {
                        let span = self.user.ty(ty).span;
                        return Err(self.unexpressible(span, "a type test against this core interface"));
                    }
                    holds
                }
                _ => self.resolve_type(Unit::User, ty)? == operand_ty,
            },
        })
    }

    /// `is`/`as` between a value of a concrete type and another concrete
    /// type it does not inherit from never succeeds: slangc's E30304.
    /// Values of interface type (tested at run time), interface targets and
    /// bodies instantiated for generic arguments (where the types were
    /// parameters in the source) are left alone.
    pub(in crate::check) fn report_unrelated_is_as(&mut self, operand_ty: Type, target: Type, span: Span) {
        if !self.env.is_empty()
            || self.existential_interface(operand_ty).is_some()
            || self.existential_interface(target).is_some()
            || self.ctx.type_has_params(operand_ty)
            || self.ctx.type_has_params(target)
        {
            return;
        }
        // A struct that inherits the target (legacy struct inheritance).
        let mut s = self.structs.iter().position(|s| s.ty == operand_ty);
        for _ in 0..64 {
            let Some(i) = s else { break };
            if self.structs[i].ty == target {
                return;
            }
            s = self.structs[i].base;
        }
        let msg = format!(
            "'is'/'as' on unrelated concrete types will never succeed: '{}' is not '{}'; use an interface-typed expression for runtime type checks",
            self.show(operand_ty),
            self.show(target)
        );
        self.error("E30304", span, msg);
    }

    /// The global key of `T.name` when `e` names a struct type with a
    /// static member `name`.
    pub(in crate::check) fn static_member_key(&mut self, fx: &FnCx, e: ExprId, name: &str) -> Option<String> {
        let ty = self.type_named_by(fx, e)?;
        self.static_key_of(ty, name)
    }

    /// The global key of static member `name` of struct type `ty` or of a
    /// struct it inherits.
    pub(in crate::check) fn static_key_of(&self, ty: Type, name: &str) -> Option<String> {
        let mut s = self.structs.iter().position(|s| s.ty == ty);
        for _ in 0..64 {
            let st = &self.structs[s?];
            let key = format!("{}.{name}", st.name);
            if matches!(self.items.get(&key), Some(Item::Global(_))) {
                return Some(key);
            }
            s = st.base;
        }
        None
    }

    /// Inside a method, a bare name may be a static member of its struct:
    /// its global key.
    pub(in crate::check) fn this_static_key(&self, fx: &FnCx, n: &str) -> Option<String> {
        if let Some(Binding::Var { ty, .. }) = fx.lookup("this") {
            return self.static_key_of(*ty, n);
        }
        // In a static method: the struct that declares it.
        let f = fx.func?;
        let s = self.structs.iter().find(|s| s.methods.values().any(|fs| fs.contains(&f)));
        // An instance of a generic static method: the struct instance
        // whose method it is (same declaration, its environment extends
        // the struct's).
        let s = s.or_else(|| {
            let info = &self.funcs[f];
            self.structs.iter().find(|s| {
                info.env.starts_with(&s.env)
                    && s.methods
                        .values()
                        .flatten()
                        .any(|&g| self.funcs[g].decl == info.decl && self.funcs[g].src == info.src)
            })
        })?;
        self.static_key_of(s.ty, n)
    }

    /// Does `e` name a namespace?
    pub(in crate::check) fn is_namespace(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => fx.lookup(n).is_none() && matches!(self.items.get(n), Some(Item::Namespace)),
            // `Outer.Inner`, `Outer::Inner`: nested namespaces.
            ExprKind::Member { base, name, .. } => {
                self.is_namespace(fx, *base) && matches!(self.items.get(&name.name), Some(Item::Namespace))
            }
            _ => false,
        }
    }

    /// Inside a method, a bare name may be a field of `this`.
    pub(in crate::check) fn is_this_field(&self, fx: &FnCx, n: &str) -> bool {
        let Some(Binding::Var { ty, .. }) = fx.lookup("this") else { return false };
        match self.ctx.type_kind(*ty) {
            TypeKind::Struct { fields, .. } => {
                fields.iter().any(|(f, _)| self.ctx.str(*f) == n)
                    || self.structs.iter().any(|s| s.ty == *ty && s.properties.contains_key(n))
            }
            // A property an extension gives an enum or a builtin type.
            _ => self.structs.iter().any(|s| s.ty == *ty && s.properties.contains_key(n)),
        }
    }

    /// The struct of `this` when `n` names one of its methods.
    pub(in crate::check) fn this_method_struct(&self, fx: &FnCx, n: &str) -> Option<usize> {
        if let Some(Binding::Var { ty, .. }) = fx.lookup("this") {
            return self.structs.iter().position(|s| s.ty == *ty && s.methods.contains_key(n));
        }
        // In a static method: the struct that declares it.
        let f = fx.func?;
        self.structs.iter().position(|s| s.methods.contains_key(n) && s.methods.values().any(|fs| fs.contains(&f)))
    }

    /// Can `e` be lowered as a place without side effects or errors?
    /// `S.x` where `S` names a struct type and `x` is one of its (or a
    /// base's) static variables: a global, so an l-value.
    fn is_static_var_member(&self, fx: &FnCx, base: ExprId, name: &str) -> bool {
        let ExprKind::Name(n) = &self.user.expr(base).kind else { return false };
        if fx.lookup(n).is_some() {
            return false;
        }
        let Some(Item::Struct(s)) = self.items.get(n) else { return false };
        self.static_key_of(self.structs[*s].ty, name).is_some_and(|k| {
            matches!(self.items.get(&k), Some(Item::Global(g))
                if !matches!(self.globals[*g].kind, GlobalKind::Const | GlobalKind::Resource))
        })
    }

    pub(in crate::check) fn is_place_expr(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => {
                fx.lookup(n).is_some()
                    || self.is_this_field(fx, n)
                    || self.this_static_key(fx, n).is_some_and(|k| {
                        matches!(self.items.get(&k), Some(Item::Global(g))
                        if !matches!(self.globals[*g].kind, GlobalKind::Const | GlobalKind::Resource))
                    })
                    || matches!(self.items.get(n), Some(Item::Global(g))
                        if !matches!(self.globals[*g].kind, GlobalKind::Const | GlobalKind::Resource))
            }
            ExprKind::This => fx.lookup("this").is_some(),
            ExprKind::Each(inner) => self.is_place_expr(fx, *inner),
            ExprKind::Member { base, sep: MemberSep::Dot, name } => {
                self.is_place_expr(fx, *base)
                    || self.is_static_var_member(fx, *base, &name.name)
                    // A member of a `GLSLShaderStorageBuffer<T>` global's `T`.
                    || matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                        if fx.lookup(n).is_none() && matches!(self.items.get(n), Some(Item::Global(g))
                            if self.globals[*g].kind == GlobalKind::Resource
                                && self.is_storage_block(self.globals[*g].ty)))
            }
            // Through a device pointer: `p->x`, `*p`.
            ExprKind::Member { sep: MemberSep::Arrow, .. } | ExprKind::Unary { op: UnaryOp::Deref, .. } => true,
            ExprKind::Index { base, .. } => {
                self.is_place_expr(fx, *base)
                    || matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                        if matches!(self.items.get(n), Some(Item::Global(g))
                            if self.globals[*g].kind == GlobalKind::Resource
                                // An element of a descriptor array is a value.
                                && !matches!(self.ctx.type_kind(self.globals[*g].ty), TypeKind::Array { .. })))
                    // A texel or element of an element of a descriptor array.
                    || matches!(&self.user.expr(*base).kind, ExprKind::Index { base: array, .. }
                        if matches!(&self.user.expr(*array).kind, ExprKind::Name(n)
                            if fx.lookup(n).is_none() && matches!(self.items.get(n), Some(Item::Global(g))
                                if self.globals[*g].kind == GlobalKind::Resource
                                    && matches!(self.ctx.type_kind(self.globals[*g].ty), TypeKind::Array { .. }))))
            }
            _ => false,
        }
    }
}
