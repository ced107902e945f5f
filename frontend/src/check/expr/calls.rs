//! Calls: functions, methods and shadowed overloads, and bit casts.

#[allow(unused_imports)]
use super::*;

/// `__getAddress` of what has no device address (slangc's E31160).
const E_INVALID_GET_ADDRESS: &str = "E31160";
impl Checker<'_> {
    pub(in crate::check) fn lower_call(
        &mut self,
        fx: &mut FnCx,
        callee: ExprId,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let cexpr = self.user.expr(callee).clone();
        if let Some((mode, operand)) = self.diff_operator_call(fx, callee) {
            return self.diff_call(fx, mode, &operand, args, span);
        }
        if let Some((mode, f)) = self.diff_member_operator(fx, callee) {
            return self.diff_call(fx, mode, &[f], args, span);
        }
        match &cexpr.kind {
            ExprKind::Name(n)
                if (n == "detach" || n == "no_diff")
                    && fx.lookup(n).is_none()
                    && !self.items.contains_key(n.as_str()) =>
            {
                if n == "no_diff" {
                    self.check_no_diff_use(fx, args, cexpr.span);
                }
                self.detach_call(fx, args, span)
            }
            ExprKind::Name(n) if fx.lookup(n).is_some() => {
                // A value with a call operator (`obj(x)`): its `operator()`,
                // dispatched when the value is of an interface type.
                if let Some(Binding::Var { ty, .. }) = fx.lookup(n) {
                    let ty = *ty;
                    let callable = self.existential_interface(ty).is_some()
                        || self.structs.iter().any(|s| s.ty == ty && s.methods.contains_key("operator()"));
                    if callable {
                        let name = crate::ast::Ident { name: "operator()".into(), span: cexpr.span };
                        return self.method_call(fx, callee, &name, None, args, span);
                    }
                }
                Err(self.error("E30016", cexpr.span, format!("'{n}' is a variable, not a function")))
            }
            // `unused(x)`: marks the variable `x` used (an `inout`
            // parameter in Slang: `x` must be an l-value); no value.
            ExprKind::Name(n)
                if n == "unused"
                    && args.len() == 1
                    && fx.lookup(n).is_none()
                    && !self.items.contains_key(n.as_str()) =>
            {
                if !self.is_place_expr(fx, args[0]) {
                    let msg = "argument passed to parameter '0' must be l-value";
                    return Err(self.error("E30047", self.span(args[0]), msg));
                }
                self.lower_place(fx, args[0])?;
                Ok(None)
            }
            // `makeArrayFromElement<T, N>(x)`: `N` copies of `x` as a `T`.
            ExprKind::Specialize { base, args: gargs }
                if args.len() == 1
                    && gargs.len() == 2
                    && matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                        if n == "makeArrayFromElement" && fx.lookup(n).is_none() && !self.items.contains_key(n.as_str())) =>
            {
                let ty = self.specialize_builtin(Unit::User, "Array", gargs, cexpr.span)?;
                let TypeKind::Array { elem, len: Some(n) } = *self.ctx.type_kind(ty) else {
                    return Err(self.error(E_TYPE_MISMATCH, cexpr.span, "makeArrayFromElement needs a sized array"));
                };
                let v = self.lower_value(fx, args[0])?;
                let x = self.convert(fx, v, elem, self.span(args[0]), false)?;
                let parts = vec![x; n as usize];
                let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
                Ok(Some(TVal { value, ty, literal: false }))
            }
            ExprKind::Name(n)
                if fx.lookup(n).is_none()
                    && n == "WorkgroupSize"
                    && args.is_empty()
                    && !self.items.contains_key(n.as_str()) =>
            {
                self.workgroup_size(fx, span).map(Some)
            }
            // `__getAddress(place)`: the device pointer to a place in device
            // memory (reached through a pointer: `__getAddress(p->f)`).
            ExprKind::Name(n)
                if n == "__getAddress" && fx.lookup(n).is_none() && !self.items.contains_key(n.as_str()) =>
            {
                let [arg] = args[..] else {
                    let msg = format!("'__getAddress' takes 1 argument, {} given", args.len());
                    return Err(self.error(crate::check::E_OVERLOAD, span, msg));
                };
                // `__getAddress(*p)` is the address of a loaded copy for
                // slangc (E31160); `p[i]` and `p->f` are places in memory.
                let deref = matches!(self.user.expr(arg).kind, ExprKind::Unary { op: crate::ast::UnaryOp::Deref, .. });
                let place = if self.is_place_expr(fx, arg) && !deref { Some(self.lower_place(fx, arg)?) } else { None };
                match place {
                    Some(Place::Mem { ptr, .. })
                        if matches!(
                            self.ctx.type_kind(self.ctx.value_type(ptr)),
                            TypeKind::Ptr { space, .. } if space.is_device() || *space == nsl_ir::AddressSpace::Workgroup
                        ) =>
                    {
                        Ok(Some(TVal { value: ptr, ty: self.ctx.value_type(ptr), literal: false }))
                    }
                    // slangc's E31160 (its address would be a function
                    // local's, or a buffer element's, which GPU targets
                    // cannot take).
                    _ => {
                        let msg = "invalid __getAddress usage: it takes a variable, field or element in device memory (reached through a pointer), not a function-local variable";
                        Err(self.error(E_INVALID_GET_ADDRESS, self.span(arg), msg))
                    }
                }
            }
            // `loadAligned<A>(p)`, `storeAligned<A>(p, v)`: an access through
            // a device pointer that states its alignment; `loadCoherent<A,
            // scope>(p)`, `storeCoherent<A, scope>(p, v)`: one made visible
            // or available at a memory scope (the Vulkan memory model).
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                    if matches!(n.as_str(), "loadAligned" | "storeAligned" | "loadCoherent" | "storeCoherent")
                        && fx.lookup(n).is_none()
                        && !self.items.contains_key(n.as_str())) =>
            {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else { unreachable!() };
                let n = n.clone();
                let gargs = gargs.clone();
                self.aligned_access(fx, &n, &gargs, args, span)
            }
            // `DispatchMesh(x, y, z, payload)` of an amplification shader.
            ExprKind::Name(n)
                if n == "DispatchMesh" && fx.lookup(n).is_none() && !self.items.contains_key(n.as_str()) =>
            {
                if args.len() != 4 {
                    let msg = format!("'DispatchMesh' takes 4 arguments, {} given", args.len());
                    return Err(self.error(crate::check::E_OVERLOAD, span, msg));
                }
                let u32_ = self.ctx.int_type(32, false);
                let mut operands = Vec::new();
                for &a in &args[..3] {
                    let v = self.lower_value(fx, a)?;
                    operands.push(self.convert(fx, v, u32_, span, false)?);
                }
                operands.push(self.lower_value(fx, args[3])?.value);
                let amplification = Self::capability("amplification");
                self.use_fixed(amplification, span, "'DispatchMesh'");
                self.emit(fx, nsl_dialects::hl_stage::DISPATCH_MESH.name, &operands, &[], &[], span);
                Ok(None)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() && self.this_requirement(fx, n) => {
                // In an extension of an interface type, a requirement of `this`.
                let name = crate::ast::Ident { name: n.clone(), span: cexpr.span };
                let this = self.name_place(fx, "this", span)?;
                let iface = self.existential_interface(this.ty()).ok_or(Reported)?;
                self.existential_generic_call(fx, this, &iface, &name, None, args, span)
            }
            ExprKind::Name(n) if n == "coopMatMulAdd" && fx.lookup(n).is_none() && !self.items.contains_key(n) => {
                self.coop_mul_add(fx, &[], args, span)
            }
            ExprKind::Name(n)
                if crate::check::coop_vec::COOP_VEC_FUNCTIONS.contains(&n.as_str())
                    && fx.lookup(n).is_none()
                    && !self.items.contains_key(n) =>
            {
                let n = n.clone();
                self.coop_vec_call(fx, &n, &[], args, span)
            }
            ExprKind::Name(n) if self.is_tuple_function(fx, n) => {
                self.call_tuple_function(fx, &n.clone(), args, span).map(Some)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() && self.this_method_struct(fx, n).is_some() => {
                // A call of another method of `this`.
                let s = self.this_method_struct(fx, n).expect("checked");
                let candidates = self.structs[s].methods[n].clone();
                let label = format!("{}.{n}", self.structs[s].name);
                // In a static method there is no `this`: only static
                // methods apply (slangc: E30100 when none is static).
                if fx.lookup("this").is_none() && candidates.iter().all(|&f| self.funcs[f].this.is_some()) {
                    let msg = format!(
                        "type '{}' cannot be used to refer to non-static member '{n}' (from a static method)",
                        self.structs[s].name
                    );
                    return Err(self.error("E30100", cexpr.span, msg));
                }
                let this = if fx.lookup("this").is_some() || candidates.iter().any(|&f| self.funcs[f].this.is_some()) {
                    Some(self.name_place(fx, "this", span)?)
                } else {
                    None
                };
                let this = this.filter(|_| candidates.iter().any(|&f| self.funcs[f].this.is_some()));
                self.call_overloaded(fx, &label, &candidates, this, args, span)
            }
            // `This(args)`: a constructor of the type `This` names (the
            // struct a method belongs to, the conforming type).
            ExprKind::ThisType if matches!(self.env_lookup("This"), Some(crate::check::generics::GArg::Type(_))) => {
                let Some(crate::check::generics::GArg::Type(t)) = self.env_lookup("This") else { unreachable!() };
                self.construct(fx, t, args, span).map(Some)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() => {
                // A type name: a constructor or conversion.
                // Local and member type aliases first, as `named_type` does.
                let as_type = self.type_scope.iter().rev().find_map(|scope| scope.get(n).copied());
                let as_type = as_type
                    .or_else(|| types::scalar_by_name(self.ctx, n))
                    .or_else(|| types::vector_or_matrix_by_name(self.ctx, n));
                if as_type.is_none() {
                    if let Some(crate::check::generics::GArg::Type(t)) = self.env_lookup(n) {
                        // `T()` of a generic parameter bound to a scalar,
                        // vector or matrix type: its default value, zero
                        // (slangc refuses `float()` written out).
                        if args.is_empty() && types::shape(self.ctx, t).is_some() {
                            let value = self.zero(fx, t, span);
                            return Ok(Some(TVal { value, ty: t, literal: false }));
                        }
                        if let Some(v) = self.construct_param(fx, n, t, args, span)? {
                            return Ok(Some(v));
                        }
                        return self.construct(fx, t, args, span).map(Some);
                    }
                }
                let as_type = as_type.or_else(|| match self.items.get(n) {
                    Some(Item::Struct(s)) => Some(self.structs[*s].ty),
                    Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Some(*t),
                    _ => None,
                });
                // A resource type named without arguments:
                // `RaytracingAccelerationStructure(h)`, `Texture2D(h)`.
                let as_type = match as_type {
                    None if !self.items.contains_key(n) && Self::is_resource_name(n) => self.resource_type(n, None),
                    t => t,
                };
                if let Some(ty) = as_type {
                    return self.construct(fx, ty, args, span).map(Some);
                }
                let candidates = match self.items.get(n) {
                    Some(Item::Funcs(fs)) => fs.clone(),
                    Some(_) => return Err(self.error(E_TYPE_MISMATCH, cexpr.span, format!("'{n}' is not a function"))),
                    None => return Err(self.undefined(n, cexpr.span)),
                };
                self.call_overloaded(fx, n, &candidates, None, args, span)
            }
            // `This(...)`: a constructor of the type `This` stands for.
            ExprKind::ThisType if matches!(self.env_lookup("This"), Some(crate::check::generics::GArg::Type(_))) => {
                let Some(crate::check::generics::GArg::Type(ty)) = self.env_lookup("This") else {
                    unreachable!("guarded")
                };
                self.construct(fx, ty, args, span).map(Some)
            }
            ExprKind::Member { base, name, .. } if self.coop_type_expr(fx, *base).is_some() => {
                let ty = self.coop_type_expr(fx, *base).expect("checked");
                self.coop_static(fx, ty, &name.name, None, args, span)
            }
            // `obj.Assoc::f(args)`: dispatched on `obj`'s type.
            ExprKind::Member { base, name, .. } if self.value_assoc_type(fx, *base).is_some() => {
                let target = self.value_assoc_type(fx, *base).expect("checked");
                self.existential_assoc_static_call(fx, target, name, args, span)
            }
            ExprKind::Member { base, name, .. } if self.type_named_by(fx, *base).is_some() => {
                let ty = self.type_named_by(fx, *base).expect("checked");
                if self.is_coop(ty) {
                    return self.coop_static(fx, ty, &name.name, None, args, span);
                }
                // `Enum.Case(args)`: the case's `operator()` (an extension's).
                let is_case = self.enum_key_named_by(fx, *base).is_some_and(|k| {
                    matches!(self.items.get(&k), Some(Item::Enum(_, cases)) if cases.iter().any(|(c, _)| *c == name.name))
                });
                if is_case && self.extension_method_exists(ty, "operator()") {
                    let call = crate::ast::Ident { name: "operator()".into(), span: cexpr.span };
                    return self.method_call(fx, callee, &call, None, args, span);
                }
                self.call_static(fx, ty, &name.name, args, span)
            }
            ExprKind::Member { base, name, .. } if self.is_namespace(fx, *base) => {
                // `N.f(...)` / `N::f(...)`: namespace members share the
                // global scope (see `declare_type`).
                let n = self.qualified_key(self.expr_namespace_path(*base), &name.name);
                if let Some(ty) = self.items.get(&n).and_then(|i| match i {
                    Item::Struct(s) => Some(self.structs[*s].ty),
                    Item::Type(t) => Some(*t),
                    _ => None,
                }) {
                    return self.construct(fx, ty, args, span).map(Some);
                }
                let candidates = match self.items.get(&n) {
                    Some(Item::Funcs(fs)) => fs.clone(),
                    Some(_) => return Err(self.undefined(&n, name.span)),
                    None => return Err(self.no_namespace_member(&n, &name.name, name.span)),
                };
                self.call_overloaded(fx, &n, &candidates, None, args, span)
            }
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                    if n == "vector" || n == "matrix" || (n == "Tuple" || n == "DescriptorHandle" || n == "Array") && !self.items.contains_key(n) || matches!(self.items.get(n), Some(Item::GenericStruct(..) | Item::GenericAlias(..))))
                    || matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, name, .. }
                        if self.is_namespace(fx, *b) && matches!(self.items.get(&name.name), Some(Item::GenericStruct(..) | Item::GenericAlias(..)))) =>
            {
                // `ns::Box<int>(...)`: namespace members share the global scope.
                let n = match &self.user.expr(*base).kind {
                    ExprKind::Name(n) => n.clone(),
                    ExprKind::Member { name, .. } => name.name.clone(),
                    _ => unreachable!("guarded"),
                };
                let ty = match self.items.get(&n).cloned() {
                    Some(Item::GenericStruct(src, d)) => {
                        let params = self.in_src(src, |c| c.struct_generic_params(d));
                        let gargs = self.resolve_gargs(Unit::User, &params, gargs, cexpr.span)?;
                        self.instantiate_struct(&n, src, d, gargs, cexpr.span)?
                    }
                    Some(Item::GenericAlias(src, d)) => {
                        self.instantiate_alias(Unit::User, src, d, gargs, cexpr.span)?
                    }
                    _ => self.specialize_builtin(Unit::User, &n, gargs, cexpr.span)?,
                };
                self.construct(fx, ty, args, span).map(Some)
            }
            // `d.as<T>()`, `d.asOpaqueDescriptor<T>()` on a `__DynamicResource`.
            ExprKind::Specialize { base, args: gargs }
                if args.is_empty()
                    && matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, name, .. }
                    if matches!(name.name.as_str(), "as" | "asOpaqueDescriptor") && self.is_dynamic_resource_expr(fx, *b)) =>
            {
                let ExprKind::Member { base: b, .. } = &self.user.expr(*base).kind else { unreachable!("guarded") };
                let b = *b;
                let [crate::ast::TypeOrExpr::Type(t)] = gargs[..] else {
                    return Err(self.error(E_TYPE_MISMATCH, cexpr.span, "'as<T>' takes one type argument"));
                };
                let to = self.resolve_type(Unit::User, t)?;
                let v = self.lower_value(fx, b)?;
                let value = self.dynamic_resource_as(fx, v, to, span)?;
                Ok(Some(TVal { value, ty: to, literal: false }))
            }
            // `buf.Load<T>(addr)`, `buf.Store<T>(addr, v)` on byte-address buffers.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, .. } if self.is_resource_expr(fx, *b) || self.is_byte_address_local(fx, *b)) =>
            {
                let ExprKind::Member { base: b, name, .. } = &self.user.expr(*base).kind else {
                    unreachable!("guarded")
                };
                let (b, name) = (*b, name.name.clone());
                let [crate::ast::TypeOrExpr::Type(t)] = gargs[..] else {
                    return Err(self.error(
                        E_TYPE_MISMATCH,
                        cexpr.span,
                        format!("'{name}<T>' takes one type argument"),
                    ));
                };
                let ty = self.resolve_type(Unit::User, t)?;
                let buf = self.lower_value(fx, b)?;
                let buf = self.deref_descriptor_handle(fx, buf, span);
                self.byte_address_typed(fx, buf, &name, ty, args, span)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "makeTuple" && self.is_tuple_function(fx, n)) => {
                self.call_make_tuple_explicit(fx, gargs, args, span).map(Some)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "createDynamicObject" && !self.items.contains_key(n)) => {
                self.create_dynamic_object(fx, gargs, args, span).map(Some)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "reinterpret" && !self.items.contains_key(n)) => {
                self.reinterpret(fx, gargs, args, span).map(Some)
            }
            // The core module's `__slang_noop_cast<T>(x)` / `<T, U>(x)`: the
            // same bits as a `T` (identity when `x` is a `T` already).
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if (n == "bit_cast" || n == "__slang_noop_cast") && !self.items.contains_key(n)) => {
                self.bit_cast(fx, gargs, args, span).map(Some)
            }
            // The core module's conversions `__realCast<To, From>(x)` and
            // `__intCast<To, From>(x)`, `__arithmetic_cast<To>(x)`: a value
            // conversion to `To`.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if matches!(n.as_str(), "__realCast" | "__intCast" | "__int_cast" | "__arithmetic_cast") && !self.items.contains_key(n)) =>
            {
                let (Some(crate::ast::TypeOrExpr::Type(t)), [arg]) = (gargs.first(), args) else {
                    return Err(self.error(E_OVERLOAD, span, "a cast takes a type argument and one value"));
                };
                let ty = self.resolve_type(Unit::User, *t)?;
                let v = self.lower_value(fx, *arg)?;
                if self.ctx.type_has_params(ty) || self.ctx.type_has_params(v.ty) {
                    // Converting to or from a type parameter needs its
                    // instantiation (IR conversions are between concrete types).
                    return Err(self.unexpressible(span, "a numeric cast involving a type parameter"));
                }
                self.convert(fx, v, ty, span, true).map(|value| Some(TVal { value, ty, literal: false }))
            }
            // The core module's type queries `__isInt<T>()`, `__isSignedInt<T>()`,
            // ...: a constant for the (specialized) type argument.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if TYPE_QUERIES.contains(&n.as_str()) && !self.items.contains_key(n)) =>
            {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else { unreachable!("guarded") };
                let n = n.clone();
                let (Some(crate::ast::TypeOrExpr::Type(t)), 1, []) = (gargs.first(), gargs.len(), args) else {
                    return Err(self.error(
                        E_OVERLOAD,
                        span,
                        format!("'{n}<T>()' takes one type argument and no value"),
                    ));
                };
                let ty = self.resolve_type(Unit::User, *t)?;
                if self.ctx.type_has_params(ty) {
                    let msg = format!("'{n}<T>()' needs a concrete type argument (not supported yet in generic code)");
                    return Err(self.error(E_UNSUPPORTED, span, msg));
                }
                let shape = types::shape(self.ctx, ty);
                let scalar_rank = match shape {
                    Some((elem, types::Shape::Scalar)) => types::rank(self.ctx, elem),
                    _ => None,
                };
                use types::Rank;
                let b = match n.as_str() {
                    "__isInt" => matches!(scalar_rank, Some(Rank::Int(..))),
                    "__isSignedInt" => matches!(scalar_rank, Some(Rank::Int(_, true))),
                    "__isUnsignedInt" => matches!(scalar_rank, Some(Rank::Int(_, false))),
                    "__isFloat" => matches!(scalar_rank, Some(Rank::Float(_))),
                    "__isHalf" => matches!(scalar_rank, Some(Rank::Float(16))),
                    "__isBool" => matches!(scalar_rank, Some(Rank::Bool)),
                    _ => matches!(shape, Some((_, types::Shape::Vector(_)))),
                };
                let bty = self.ctx.bool_type();
                let a = self.ctx.bool_attr(b);
                let value = self.emit_value(fx, "arith.const", &[], bty, &[("value", a)], span);
                Ok(Some(TVal { value, ty: bty, literal: false }))
            }
            // `CoopMatType.Load<layout>(...)`: a static method of a cooperative matrix.
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, .. }
                    if self.coop_type_expr(fx, *b).is_some()) =>
            {
                let ExprKind::Member { base: b, name, .. } = &self.user.expr(*base).kind else {
                    unreachable!("guarded")
                };
                let (b, name) = (*b, name.name.clone());
                let ty = self.coop_type_expr(fx, b).expect("checked");
                self.coop_static(fx, ty, &name, Some(gargs), args, span)
            }
            // `coopMatLoad<T, S, M, N, R, layout>(buffer, element, stride)`, `CoopMat<T, S, M, N, R>(x)`.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if (n == "coopMatLoad" || n == "coopMatLoadCoherent" || n == "CoopMat") && !self.items.contains_key(n)) =>
            {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else { unreachable!("guarded") };
                let coherent = n == "coopMatLoadCoherent";
                let load = n == "coopMatLoad" || coherent;
                let elem = match gargs.first() {
                    Some(crate::ast::TypeOrExpr::Type(t)) => self.resolve_type(Unit::User, *t)?,
                    _ => return Err(self.error(E_TYPE_MISMATCH, cexpr.span, "expected an element type argument")),
                };
                let n_type = gargs.len().min(5);
                let ty = self.coop_mat_type(Unit::User, elem, &gargs[..n_type], cexpr.span)?;
                if load {
                    let method = if coherent { "LoadCoherent" } else { "Load" };
                    self.coop_static(fx, ty, method, Some(&gargs[n_type..]), args, span)
                } else {
                    self.coop_construct(fx, ty, args, span).map(Some)
                }
            }
            // `coopVecLoad<N, T>(buffer)`, `coopVecMatMul<T, M>(...)`, ...
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if crate::check::coop_vec::COOP_VEC_FUNCTIONS.contains(&n.as_str()) && !self.items.contains_key(n)) =>
            {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else { unreachable!("guarded") };
                let n = n.clone();
                self.coop_vec_call(fx, &n, gargs, args, span)
            }
            // `CoopVec<T, N>(...)`.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "CoopVec" && !self.items.contains_key(n)) =>
            {
                let elem = match gargs.first() {
                    Some(crate::ast::TypeOrExpr::Type(t)) => self.resolve_type(Unit::User, *t)?,
                    _ => return Err(self.error(E_TYPE_MISMATCH, cexpr.span, "expected an element type argument")),
                };
                let ty = self.coop_vec_type(Unit::User, elem, gargs, cexpr.span)?;
                self.coop_construct(fx, ty, args, span).map(Some)
            }
            // `coopMatMulAdd<T, saturate>(a, b, c)`.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "coopMatMulAdd" && !self.items.contains_key(n)) => {
                self.coop_mul_add(fx, gargs, args, span)
            }
            // `obj.method<T>(args)`: a generic method with explicit arguments;
            // `S<int>.method<T>(args)`: a static one.
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Member { .. }) =>
            {
                let ExprKind::Member { base: b, name, .. } = &self.user.expr(*base).kind else {
                    unreachable!("guarded")
                };
                if let Some(ty) = self.type_named_by(fx, *b) {
                    return self.call_static_generic(fx, ty, name, gargs, args, span);
                }
                // `N.f<T>(...)` / `N::f<T>(...)`: namespace members share the
                // global scope (see `declare_type`).
                if self.is_namespace(fx, *b) {
                    let n = self.qualified_key(self.expr_namespace_path(*b), &name.name);
                    return self.call_generic_function(fx, &n, gargs, args, span, cexpr.span);
                }
                self.method_call(fx, *b, name, Some(gargs), args, span)
            }
            ExprKind::Specialize { base, args: gargs } => {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else {
                    return Err(self.error(E_UNSUPPORTED, cexpr.span, "this kind of call is not supported yet"));
                };
                // `f<T>(...)` for a generic method `f` of `this`.
                if let Some(s) = self.this_method_struct(fx, n).filter(|_| fx.lookup(n).is_none()) {
                    let generic: Vec<usize> = self.structs[s].methods[n]
                        .iter()
                        .copied()
                        .filter(|&f| self.funcs[f].generic.is_some())
                        .collect();
                    let generic = self.by_generic_arity(generic, gargs.len());
                    let label = format!("{}.{n}", self.structs[s].name);
                    let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
                        return Err(self.error(E_TYPE_MISMATCH, cexpr.span, format!("'{label}' is not generic")));
                    };
                    let this = self.name_place(fx, "this", span)?;
                    let this = generic.iter().any(|&f| self.funcs[f].this.is_some()).then_some(this);
                    self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, cexpr.span)?;
                    let result = self.call_overloaded(fx, &label, &generic, this, args, span);
                    self.explicit_gargs.clear();
                    return result;
                }
                // `__getEquivalentStructuredBuffer<T>(b)`: byte-address
                // buffer `b` as a structured buffer of `T`.
                if n == "__getEquivalentStructuredBuffer"
                    && fx.lookup(n).is_none()
                    && !self.items.contains_key(n.as_str())
                    && gargs.len() == 1
                    && args.len() == 1
                {
                    let crate::ast::TypeOrExpr::Type(t) = gargs[0] else {
                        return Err(self.error(E_TYPE_MISMATCH, cexpr.span, "expected a type argument"));
                    };
                    let t = self.resolve_type(Unit::User, t)?;
                    return self.equivalent_structured_buffer(fx, t, args[0], span).map(Some);
                }
                let n = n.clone();
                self.call_generic_function(fx, &n, gargs, args, span, cexpr.span)
            }
            // `Texture2D.Handle(uint2(i, 0))`: a descriptor handle made from its value.
            ExprKind::Member { base, name, .. } if name.name == "Handle" && self.names_resource_type(fx, *base) => {
                let ty = self.handle_type_named_by_expr(fx, *base).expect("guarded")?;
                self.construct(fx, ty, args, span).map(Some)
            }
            ExprKind::Member { base, name, .. }
                if self.is_resource_expr(fx, *base) && !self.resource_extension_has(None, &name.name) =>
            {
                self.resource_method(fx, *base, &name.name, args, span)
            }
            ExprKind::Member { base, name, .. } => self.method_call(fx, *base, name, None, args, span),
            // `float2[4](a, b, c, d)`: an array constructor, the
            // initializer list `{a, b, c, d}` of the array type.
            ExprKind::Index { base, index } if self.type_named_by(fx, *base).is_some() => {
                let elem = self.type_named_by(fx, *base).expect("guarded");
                let n = self.const_int(Unit::User, *index)?;
                let Ok(n) = u32::try_from(n) else {
                    let msg = format!("array size {n} is out of range");
                    return Err(self.error("E30025", self.span(*index), msg));
                };
                let ty = self.ctx.array_type(elem, Some(n));
                self.lower_init_list(fx, args, ty, span).map(Some)
            }
            // `((int x) => x + 1)(2)`: the lambda's `operator()`.
            ExprKind::Lambda { .. } => {
                let name = crate::ast::Ident { name: "operator()".into(), span: cexpr.span };
                self.method_call(fx, callee, &name, None, args, span)
            }
            _ => Err(self.error(E_UNSUPPORTED, cexpr.span, "this kind of call is not supported yet")),
        }
    }

    /// `S.name<gargs>(args)`: a generic static method with explicit arguments.
    /// `f<A...>(args)`: a call of the generic functions (or core-module
    /// intrinsics) named `n` with explicit generic arguments.
    fn call_generic_function(
        &mut self,
        fx: &mut FnCx,
        n: &str,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
        cspan: Span,
    ) -> CResult<Option<TVal>> {
        let candidates = match self.items.get(n) {
            Some(Item::Funcs(fs)) => fs.clone(),
            _ => return Err(self.error(E_UNDEFINED, cspan, format!("undefined generic function '{n}'"))),
        };
        // The core module's intrinsics are generic too
        // (`dot<float>(a, b)`): explicit arguments bind their
        // parameters in order, the rest are inferred.
        let intrinsics: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&f| self.funcs[f].intrinsic.as_ref().is_some_and(|i| i.sig.order.len() >= gargs.len()))
            .collect();
        let mut generic = Vec::new();
        for f in candidates {
            if let Some(params) = self.funcs[f].generic.clone() {
                if self.gargs_fit_kinds(&params, gargs) {
                    generic.push(f);
                }
            }
        }
        let generic = self.by_generic_arity(generic, gargs.len());
        if generic.is_empty() && !intrinsics.is_empty() {
            let params = self.funcs[intrinsics[0]].intrinsic.as_ref().expect("filtered").sig.explicit_params(span);
            let n = n.to_string();
            self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, cspan)?;
            let result = self.call_overloaded(fx, &n, &intrinsics, None, args, span);
            self.explicit_gargs.clear();
            return result;
        }
        let Some(params) = generic.iter().find_map(|&f| self.funcs[f].generic.clone()) else {
            return Err(self.error(E_TYPE_MISMATCH, cspan, format!("'{n}' is not generic")));
        };
        let n = n.to_string();
        self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, cspan)?;
        let result = self.call_overloaded(fx, &n, &generic, None, args, span);
        self.explicit_gargs.clear();
        result
    }

    /// Whether explicit generic arguments can bind a candidate's parameters
    /// by kind: a plainly written type never binds a value parameter, a
    /// value expression never a type parameter (`dot<float>` is not the
    /// core module's `dot<let N>` over bfloat16 vectors).
    fn gargs_fit_kinds(&mut self, params: &[crate::check::generics::GParam], gargs: &[crate::ast::TypeOrExpr]) -> bool {
        use crate::ast::TypeOrExpr;
        params.iter().zip(gargs).all(|(p, a)| match (p.bounds.is_some(), a) {
            (true, TypeOrExpr::Expr(x)) => self.trimmed_pack(crate::check::Unit::User, *x).is_some(),
            (false, TypeOrExpr::Type(t)) => !self.names_a_type(*t),
            _ => true,
        })
    }

    /// Whether the user's type expression `t` surely names a type (a
    /// builtin scalar, vector or matrix, or a struct or alias), not a
    /// constant the parser read as a type.
    fn names_a_type(&mut self, t: crate::ast::TypeId) -> bool {
        match &self.user.ty(t).kind {
            crate::ast::TypeKind::Name(n) => {
                let n = n.clone();
                if self.type_scope.iter().any(|scope| scope.contains_key(&n)) {
                    return true;
                }
                match self.env_lookup(&n) {
                    Some(crate::check::generics::GArg::Value(_)) => return false,
                    Some(_) => return true,
                    None => {}
                }
                let n = n.as_str();
                types::scalar_by_name(self.ctx, n).is_some()
                    || types::vector_or_matrix_by_name(self.ctx, n).is_some()
                    || matches!(
                        self.items.get(n),
                        Some(Item::Struct(_) | Item::Type(_) | Item::GenericStruct(..) | Item::Interface)
                    )
            }
            _ => false,
        }
    }

    fn call_static_generic(
        &mut self,
        fx: &mut FnCx,
        ty: nsl_ir::Type,
        name: &crate::ast::Ident,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        self.realize_extensions(ty);
        let found = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get(&name.name)).cloned();
        let label = format!("{}.{}", self.show(ty), name.name);
        let generic: Vec<usize> = found
            .unwrap_or_default()
            .into_iter()
            .filter(|&f| self.funcs[f].this.is_none() && self.funcs[f].generic.is_some())
            .collect();
        let generic = self.by_generic_arity(generic, gargs.len());
        let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
            let msg = format!("'{label}' is not a generic static method");
            return Err(self.error(E_TYPE_MISMATCH, name.span, msg));
        };
        self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, name.span)?;
        let result = self.call_overloaded(fx, &label, &generic, None, args, span);
        self.explicit_gargs.clear();
        result
    }

    /// Whether an extension of a resource type (of `ty`, or of any) has a
    /// method `name` (`extension Texture2D<float4> { ... }`).
    fn resource_extension_has(&self, ty: Option<Type>, name: &str) -> bool {
        self.structs.iter().any(|st| {
            matches!(self.ctx.type_kind(st.ty), TypeKind::Opaque { .. })
                && ty.is_none_or(|t| t == st.ty)
                && st.methods.contains_key(name)
        })
    }

    /// `base.name(args)` (or `base.name<gargs>(args)`): a method of a
    /// struct value or place, or of a resource.
    pub(in crate::check) fn method_call(
        &mut self,
        fx: &mut FnCx,
        base: ExprId,
        name: &crate::ast::Ident,
        gargs: Option<&[crate::ast::TypeOrExpr]>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let bty = if self.is_place_expr(fx, base) {
            self.lower_place(fx, base)?
        } else {
            // An r-value (a call's result...): a `[mutating]` method cannot
            // be called on it (E30050), as in slangc.
            let v = self.lower_value(fx, base)?;
            let tmp = self.new_var(fx, v.ty, "", span);
            self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
            Place::Mem { ptr: tmp, ty: v.ty, mutable: false }
        };
        // `p.method()` on a device pointer calls the method of what it
        // points to, in device memory (`p->method()`).
        let bty = if matches!(
            self.ctx.type_kind(bty.ty()),
            TypeKind::Ptr {
                space: nsl_ir::AddressSpace::Device
                    | nsl_ir::AddressSpace::DeviceStd430
                    | nsl_ir::AddressSpace::Workgroup,
                ..
            }
        ) {
            let p = self.load_place(fx, &bty, span)?;
            self.pointee_place(p, span)?
        } else {
            bty
        };
        let sty = bty.ty();
        // GLSL: `a.length()` of a sized array is its length (an `int`);
        // Slang: `a.getCount()` of one, too.
        // `getCount()` of a vector is its length, of a matrix its rows.
        let count_method = (self.user.glsl && name.name == "length") || name.name == "getCount";
        let count = match *self.ctx.type_kind(sty) {
            TypeKind::Array { len: Some(n), .. } => Some(n as u64),
            TypeKind::Vector { len, .. } if name.name == "getCount" => Some(len as u64),
            TypeKind::Matrix { rows, .. } if name.name == "getCount" => Some(rows as u64),
            _ => None,
        };
        if let (true, [], Some(n)) = (count_method, args, count) {
            let ty = self.ctx.int_type(32, true);
            let a = self.ctx.int_attr(i128::from(n));
            let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
            return Ok(Some(TVal { value, ty, literal: false }));
        }
        if let Some(r) = self.conditional_method(fx, &bty, &name.name, args, span) {
            return r;
        }
        if let Some(iface) = self.existential_interface(sty) {
            return self.existential_generic_call(fx, bty, &iface, name, gargs, args, span);
        }
        if self.is_coop(sty) {
            return self.coop_method(fx, bty, &name.name, gargs, args, name.span, span);
        }
        if matches!(self.ctx.type_kind(sty), TypeKind::Opaque { .. })
            && types::enum_tag(self.ctx, sty).is_none()
            && gargs.is_none()
            && !self.resource_extension_has(Some(sty), &name.name)
        {
            let buf = self.load_place(fx, &bty, span)?;
            return self.resource_method_on(fx, buf, &name.name, args, span);
        }
        // An enum's `IComparable` methods (`__EnumType : ILogical`):
        // its comparisons.
        if let (Some(_), "equals" | "lessThan" | "lessThanOrEquals", [other], None) =
            (types::enum_tag(self.ctx, sty), name.name.as_str(), args, gargs)
        {
            let op = match name.name.as_str() {
                "equals" => crate::ast::BinaryOp::Eq,
                "lessThan" => crate::ast::BinaryOp::Lt,
                _ => crate::ast::BinaryOp::Le,
            };
            let a = self.load_place(fx, &bty, span)?;
            let b = self.lower_value(fx, *other)?;
            let b = self.convert(fx, b, sty, span, false)?;
            let b = TVal { value: b, ty: sty, literal: false };
            return self.binary_values(fx, op, a, b, span).map(Some);
        }
        if let Some(r) = self.coop_tuple_method(fx, &bty, &name.name, args, span)? {
            return Ok(Some(r));
        }
        let no_method = |c: &mut Self| {
            let msg = format!("'{}' has no method '{}'", c.show(sty), name.name);
            c.error(E_NO_MEMBER, name.span, msg)
        };
        self.realize_extensions(sty);
        let Some(s) = self.structs.iter().position(|st| st.ty == sty) else { return Err(no_method(self)) };
        let Some(candidates) = self.structs[s].methods.get(&name.name).cloned() else { return Err(no_method(self)) };
        self.check_field_access(fx, sty, &name.name, name.span)?;
        let candidates = match self.structs[s].shadowed.get(&name.name).cloned() {
            Some((ext, added)) => self.pick_shadowed(fx, base, s, name, candidates, ext, &added)?,
            None => candidates,
        };
        let label = format!("{}.{}", self.structs[s].name, name.name);
        let Some(gargs) = gargs else {
            return self.call_overloaded(fx, &label, &candidates, Some(bty), args, span);
        };
        let generic: Vec<usize> = candidates.into_iter().filter(|&f| self.funcs[f].generic.is_some()).collect();
        let generic = self.by_generic_arity(generic, gargs.len());
        let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
            return Err(self.error(E_TYPE_MISMATCH, name.span, format!("'{label}' is not generic")));
        };
        self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, name.span)?;
        let result = self.call_overloaded(fx, &label, &generic, Some(bty), args, span);
        self.explicit_gargs.clear();
        result
    }

    /// Method `name` of struct `s` where a blanket extension's methods of
    /// that name are hidden by the type's own (`own`). Generic code sees a
    /// value of parameter type `T : IFoo` through `IFoo`: when no
    /// constraint of `T` requires the method, the call means the blanket
    /// extension's (`ext`), as in Slang. A receiver written with the
    /// concrete type means the type's own. Where the receiver's written
    /// type cannot be told here, the call is refused (E90001) rather
    /// than possibly calling the wrong method.
    #[allow(clippy::too_many_arguments)]
    pub(in crate::check) fn pick_shadowed(
        &mut self,
        fx: &FnCx,
        base: ExprId,
        s: usize,
        name: &crate::ast::Ident,
        own: Vec<usize>,
        ext: Vec<usize>,
        added: &[String],
    ) -> CResult<Vec<usize>> {
        let sty = self.structs[s].ty;
        let params: Vec<String> = self
            .env
            .iter()
            .filter(|(n, a)| n != "This" && *a == crate::check::generics::GArg::Type(sty))
            .map(|(n, _)| n.clone())
            .collect();
        if params.is_empty() {
            return Ok(own);
        }
        let ambiguous = |c: &mut Self| {
            let msg = format!(
                "'{}.{}' is both the type's own method and a generic extension's; calling it where the type \
                 is a generic parameter is not supported yet here",
                c.structs[s].name, name.name
            );
            Err(c.error(E_UNSUPPORTED, name.span, msg))
        };
        let Some(f) = fx.func else { return ambiguous(self) };
        let decl = self.func_decl(f);
        let (sig_params, gparams) = match &decl.kind {
            crate::ast::DeclKind::Func { sig, .. } => (
                sig.params.clone(),
                sig.generics
                    .as_ref()
                    .map(|g| crate::check::generics::collect_params(self.func_ast(f), g, &sig.where_clauses))
                    .unwrap_or_default(),
            ),
            _ => return ambiguous(self),
        };
        // The parameters (bound to this type) that see the method only
        // through the blanket extension.
        let mut through_ext = Vec::new();
        for p in &params {
            let Some(gp) = gparams.iter().find(|g| &g.name == p) else { return ambiguous(self) };
            let refs: Vec<crate::check::generics::IfaceRef> = gp
                .bounds
                .iter()
                .flatten()
                .map(|b| crate::check::generics::IfaceRef { name: b.name.clone(), args: Vec::new() })
                .collect();
            let refs = self.with_inherited(refs);
            let required = refs.iter().any(|r| {
                !added.contains(&r.name) && self.interfaces.get(&r.name).is_some_and(|i| i.methods.contains(&name.name))
            });
            if !required {
                through_ext.push(p.clone());
            }
        }
        if through_ext.is_empty() {
            return Ok(own);
        }
        // `v.m()` with `v` a parameter of the function declared as `T`.
        if let crate::ast::ExprKind::Name(n) = &self.user.expr(base).kind {
            if fx.binding_depth(n) == Some(0) {
                let ast = self.func_ast(f);
                let written = sig_params.iter().find_map(|&pd| match &ast.decl(pd).kind {
                    crate::ast::DeclKind::Param { name: Some(pn), ty: Some(t), .. } if &pn.name == n => {
                        match &ast.ty(*t).kind {
                            crate::ast::TypeKind::Name(tn) => Some(tn.clone()),
                            _ => None,
                        }
                    }
                    _ => None,
                });
                if let Some(tn) = written {
                    if through_ext.contains(&tn) {
                        return Ok(ext);
                    }
                    if params.contains(&tn) {
                        return Ok(own);
                    }
                }
            }
        }
        ambiguous(self)
    }

    /// `WorkgroupSize()`: the `[numthreads]` of the program's entry point,
    /// as an `int3` constant. With several compute entry points of
    /// different sizes it is not one value, which is reported.
    pub(in crate::check) fn workgroup_size(&mut self, fx: &mut FnCx, span: Span) -> CResult<TVal> {
        // Per axis the literal size, or the SpecId of the specialization
        // constant that sizes it (its type and default in `specs`).
        let mut sizes: Vec<[(i128, Option<u32>); 3]> = Vec::new();
        let mut specs: Vec<(u32, nsl_ir::Type, nsl_ir::Attr, String)> = Vec::new();
        for u in 0..self.units.len() {
            if self.is_prelude_src(u) {
                continue;
            }
            let found = self.in_src(u, |c| {
                let mut found = Vec::new();
                // GLSL's `layout(local_size_x = X, ...) in;` (the size of
                // its file's compute entry points without their own).
                if let Some(local) = c.user.glsl_local_size {
                    let mut dims = [(1i128, None); 3];
                    for (i, &e) in local.iter().enumerate() {
                        dims[i].0 = c.const_int(Unit::User, e).unwrap_or(1).max(1);
                    }
                    found.push(dims);
                }
                for &d in &c.user.roots.clone() {
                    let decl = c.user.decl(d);
                    if !matches!(decl.kind, crate::ast::DeclKind::Func { .. }) {
                        continue;
                    }
                    for a in &decl.modifiers.attributes {
                        if a.name.eq_ignore_ascii_case("numthreads") {
                            let mut dims = [(1i128, None); 3];
                            for (i, &arg) in a.args.iter().take(3).enumerate() {
                                if let Some(spec) = c.numthreads_spec_const(arg) {
                                    dims[i].1 = Some(spec.0);
                                    specs.push(spec);
                                } else {
                                    dims[i].0 = c.const_int(Unit::User, arg).unwrap_or(1);
                                }
                            }
                            found.push(dims);
                        }
                    }
                }
                found
            });
            sizes.extend(found);
        }
        sizes.sort_unstable();
        sizes.dedup();
        let i32_ = self.ctx.int_type(32, true);
        let [dims] = sizes[..] else {
            if sizes.is_empty() {
                let msg = "WorkgroupSize() needs the program to have a [numthreads] size";
                return Err(self.error(E_UNSUPPORTED, span, msg));
            }
            // Several sizes: the size of the running entry point, which
            // each sets first (`store_workgroup_sizes`).
            let ty = self.ctx.vector_type(i32_, 3);
            let sym = match self.workgroup_size_global.clone() {
                Some(s) => s,
                None => {
                    let s = self.unique_symbol("workgroupSize");
                    let m = crate::ast::Modifiers::default();
                    self.emit_global(&s, ty, super::super::GlobalKind::Static, None, &m, &[], span);
                    self.workgroup_size_global = Some(s.clone());
                    s
                }
            };
            let pty = self.ctx.ptr_type(ty, nsl_ir::AddressSpace::Private);
            let g = self.ctx.symbol_attr(&sym);
            let addr = self.emit_value(fx, "hl.global_addr", &[], pty, &[("global", g)], span);
            let value = self.emit_value(fx, "mem.load", &[addr], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        };
        let mut comps: Vec<Value> = Vec::new();
        for (d, spec) in dims {
            let Some(id) = spec else {
                comps.push(self.int_const(fx, i32_, d, span));
                continue;
            };
            // A specialization constant's size: its value, as an int.
            let (_, ty, value, name) = specs.iter().find(|s| s.0 == id).expect("recorded with its axis").clone();
            let attrs = [("id", self.ctx.int_attr(id.into())), ("value", value), ("name", self.ctx.str_attr(&name))];
            let v = self.emit_value(fx, "hl.spec_const", &[], ty, &attrs, span);
            comps.push(self.convert(fx, TVal { value: v, ty, literal: false }, i32_, span, false)?);
        }
        let ty = self.ctx.vector_type(i32_, 3);
        let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// `bit_cast<T>(x)`: the bits of `x` as a `T` of the same size:
    /// scalars, vectors, pointers, and aggregates through their scalar
    /// leaves (`bit_cast.rs`).
    pub(in crate::check) fn bit_cast(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        use crate::ast::TypeOrExpr;
        // `bit_cast<T, U>(x)`: `x` converted to `U` first.
        let (t, from) = match gargs {
            [TypeOrExpr::Type(t)] => (t, None),
            [TypeOrExpr::Type(t), TypeOrExpr::Type(u)] => (t, Some(u)),
            _ => return Err(self.error(E_OVERLOAD, span, "bit_cast<T>(x) takes one type argument and one value")),
        };
        let [arg] = args else {
            return Err(self.error(E_OVERLOAD, span, "bit_cast<T>(x) takes one type argument and one value"));
        };
        let ty = self.resolve_type(Unit::User, *t)?;
        let mut v = self.lower_value(fx, *arg)?;
        if let Some(u) = from {
            let u = self.resolve_type(Unit::User, *u)?;
            let value = self.convert(fx, v, u, span, false)?;
            v = TVal { value, ty: u, literal: false };
        }
        self.bit_cast_value(fx, v, ty, span)
    }

    /// The bits of value `v` as a `ty` of the same size (see `bit_cast`).
    pub(in crate::check) fn bit_cast_value(&mut self, fx: &mut FnCx, v: TVal, ty: Type, span: Span) -> CResult<TVal> {
        if let Some(r) = self.bit_cast_pointer(fx, v, ty, span) {
            return r;
        }
        // A matrix to a matrix of the same shape and element width: row by
        // row (each element keeps its place).
        if let (
            &TypeKind::Matrix { elem: fe, rows: fr, cols: fc, .. },
            &TypeKind::Matrix { elem: te, rows: tr, cols: tc, .. },
        ) = (self.ctx.type_kind(v.ty), self.ctx.type_kind(ty))
        {
            let w = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
                TypeKind::Int { width, .. } | TypeKind::Float { width } => Some(width),
                _ => None,
            };
            if (fr, fc) == (tr, tc) && fc >= 2 && w(self, fe).is_some() && w(self, fe) == w(self, te) {
                let (from_row, to_row) = (self.ctx.vector_type(fe, fc), self.ctx.vector_type(te, tc));
                let mut rows = Vec::new();
                for r in 0..fr {
                    let idx = self.ctx.int_attr(i128::from(r));
                    let row = self.emit_value(fx, "mat.extract_row", &[v.value], from_row, &[("index", idx)], span);
                    rows.push(self.emit_value(fx, "arith.bitcast", &[row], to_row, &[], span));
                }
                let value = self.emit_value(fx, "mat.construct", &rows, ty, &[], span);
                return Ok(TVal { value, ty, literal: false });
            }
        }
        let width = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Int { width, .. } | TypeKind::Float { width } => Some(width),
            TypeKind::MiniFloat(m) => Some(m.width()),
            _ => None,
        };
        let shape = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Vector { elem, len } => (width(c, elem), len),
            _ => (width(c, t), 1),
        };
        let (from, to) = (shape(self, v.ty), shape(self, ty));
        let bits = |(w, n): (Option<u8>, u8)| w.map(|w| u32::from(w) * u32::from(n));
        // Aggregates, and vectors of different element widths: through
        // their scalar leaves.
        if from != to || bits(from).is_none() {
            if let Some(r) = self.bit_cast_aggregate(fx, v, ty, span) {
                return Ok(r);
            }
        }
        if bits(from).is_none() || bits(from) != bits(to) {
            let msg = format!("bit_cast from '{}' to '{}': the sizes differ", self.show(v.ty), self.show(ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        if from != to {
            let msg = format!(
                "bit_cast from '{}' to '{}' (elements of different widths) is not supported yet",
                self.show(v.ty),
                self.show(ty)
            );
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        let value = if v.ty == ty { v.value } else { self.emit_value(fx, "arith.bitcast", &[v.value], ty, &[], span) };
        Ok(TVal { value, ty, literal: false })
    }

    /// `bit_cast` from or to a device pointer: its 64-bit address, as a
    /// pointer, a 64-bit integer or a vector of two 32-bit ones (the low
    /// word first). `None` when neither side is a pointer.
    fn bit_cast_pointer(&mut self, fx: &mut FnCx, v: TVal, ty: Type, span: Span) -> Option<CResult<TVal>> {
        let is_ptr = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Ptr { space, .. } if space.is_device());
        let (from_ptr, to_ptr) = (is_ptr(self, v.ty), is_ptr(self, ty));
        if !from_ptr && !to_ptr {
            return None;
        }
        let words64 = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Int { width: 64, .. } => true,
            TypeKind::Vector { elem, len: 2 } => matches!(c.ctx.type_kind(elem), TypeKind::Int { width: 32, .. }),
            _ => false,
        };
        if !(from_ptr || words64(self, v.ty)) || !(to_ptr || words64(self, ty)) {
            // A pointer and an aggregate of 8 bytes: through their leaves.
            if let Some(r) = self.bit_cast_aggregate(fx, v, ty, span) {
                return Some(Ok(r));
            }
            let msg = format!("bit_cast from '{}' to '{}': the sizes differ", self.show(v.ty), self.show(ty));
            return Some(Err(self.error(E_TYPE_MISMATCH, span, msg)));
        }
        let u64_ = self.ctx.int_type(64, false);
        let address = if from_ptr {
            self.emit_value(fx, "mem.ptr_to_int", &[v.value], u64_, &[], span)
        } else if v.ty == u64_ {
            v.value
        } else {
            self.emit_value(fx, "arith.bitcast", &[v.value], u64_, &[], span)
        };
        let value = if to_ptr {
            self.emit_value(fx, "mem.int_to_ptr", &[address], ty, &[], span)
        } else if ty == u64_ {
            address
        } else {
            self.emit_value(fx, "arith.bitcast", &[address], ty, &[], span)
        };
        Some(Ok(TVal { value, ty, literal: false }))
    }

    /// `reinterpret<T>(x)` / `reinterpret<T, U>(x)`: `x` (converted to `U`)
    /// packed as AnyValue words and read back as a `T` (`hl.reinterpret`).
    pub(in crate::check) fn reinterpret(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        use crate::ast::TypeOrExpr;
        let usage = "reinterpret<T>(x) takes one or two type arguments and one value";
        let (Some(TypeOrExpr::Type(t)), [arg]) = (gargs.first(), args) else {
            return Err(self.error(E_OVERLOAD, span, usage));
        };
        let ty = self.resolve_type(Unit::User, *t)?;
        let mut v = self.lower_value(fx, *arg)?;
        match gargs.get(1) {
            Some(TypeOrExpr::Type(u)) if gargs.len() == 2 => {
                let u = self.resolve_type(Unit::User, *u)?;
                let value = self.convert(fx, v, u, span, false)?;
                v = TVal { value, ty: u, literal: false };
            }
            None => {}
            _ => return Err(self.error(E_OVERLOAD, span, usage)),
        }
        // A device pointer and a 64-bit value (or another pointer): the
        // same 8 bytes, as bit_cast reads them.
        let pointer_sized = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Ptr { space, .. } => space.is_device(),
            TypeKind::Int { width: 64, .. } => true,
            TypeKind::Vector { elem, len: 2 } => matches!(c.ctx.type_kind(elem), TypeKind::Int { width: 32, .. }),
            _ => false,
        };
        if v.ty != ty && pointer_sized(self, v.ty) && pointer_sized(self, ty) {
            if let Some(r) = self.bit_cast_pointer(fx, v, ty, span) {
                return r;
            }
        }
        if v.ty != ty {
            // A `String` (a hash here, a pointer on targets with strings)
            // has no AnyValue bytes (slangc's E41014).
            let string = self.string_type();
            if let Some(t) = [v.ty, ty].into_iter().find(|&t| self.holds_type(t, string, 0)) {
                let shown = if t == string { "string".to_string() } else { self.show(t) };
                let shown = shown.split('<').next().unwrap_or_default().to_string();
                let msg = format!(
                    "type cannot be packed for dynamic dispatch: type '{shown}' contains fields that cannot be \
                     packed into ordinary bytes for dynamic dispatch"
                );
                return Err(self.error("E41014", self.span(*arg), msg));
            }
        }
        let value = if v.ty == ty { v.value } else { self.emit_value(fx, "hl.reinterpret", &[v.value], ty, &[], span) };
        Ok(TVal { value, ty, literal: false })
    }

    /// Whether `ty` is `inner` or holds one (fields, array elements).
    fn holds_type(&self, ty: Type, inner: Type, depth: usize) -> bool {
        if ty == inner {
            return true;
        }
        if depth > 32 {
            return false;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, .. } => self.holds_type(*elem, inner, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| self.holds_type(f, inner, depth + 1)),
            _ => false,
        }
    }

    /// `printf("format", args...)`: debug printf (`gpu.printf`) of a string
    /// literal and scalar or vector arguments.
    pub(in crate::check) fn lower_printf(&mut self, fx: &mut FnCx, args: &[ExprId], span: Span) -> CResult<()> {
        self.lower_format_call(fx, args, span, "printf", "gpu.printf")
    }

    /// `GetAttributeAtVertex(input, vertex)`: the value fragment input
    /// `input` (a parameter of the entry point, or a field of one, as
    /// written in its body) had at vertex `vertex` of the primitive
    /// (`hl.attribute_at_vertex`, which names the parameter and the path).
    pub(in crate::check) fn attribute_at_vertex(
        &mut self,
        fx: &mut FnCx,
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        let [input, vertex] = args else {
            let msg = format!("'GetAttributeAtVertex' takes 2 arguments, {} given", args.len());
            return Err(self.error(super::super::E_OVERLOAD, span, msg));
        };
        let (ty, mut attrs) = self.entry_input(fx, *input, "GetAttributeAtVertex")?;
        let v = self.lower_value(fx, *vertex)?;
        let u32_ = self.ctx.int_type(32, false);
        let index = self.convert(fx, v, u32_, span, false)?;
        attrs.truncate(3);
        let value = self.emit_value(fx, "hl.attribute_at_vertex", &[index], ty, &attrs, span);
        Ok(TVal { value, ty, literal: false })
    }

    /// `EvaluateAttributeAtCentroid(input)` / `EvaluateAttributeAtSample(
    /// input, sample)`: fragment input `input` (as GetAttributeAtVertex
    /// takes it) interpolated there (`hl.evaluate_attribute`). GLSL's
    /// `interpolateAtCentroid(v)` / `interpolateAtSample(v, sample)` /
    /// `interpolateAtOffset(v, offset)` take such an input or a global
    /// `in` variable `v` (its op names the global until `glsl_varyings`
    /// names the entry point's parameter carrying it).
    pub(in crate::check) fn evaluate_attribute(
        &mut self,
        fx: &mut FnCx,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        let (mode, n) = if name.ends_with("Centroid") {
            ("centroid", 1)
        } else if name.ends_with("Offset") {
            ("offset", 2)
        } else {
            ("sample", 2)
        };
        if args.len() != n {
            let msg = format!("'{name}' takes {n} arguments, {} given", args.len());
            return Err(self.error(super::super::E_OVERLOAD, span, msg));
        }
        let (ty, mut attrs) = match self.glsl_input_global(fx, args[0]) {
            Some(found) => found,
            None => self.entry_input(fx, args[0], name)?,
        };
        if !self.ctx.is_scalar(ty) && !matches!(self.ctx.type_kind(ty), TypeKind::Vector { .. })
            || self.ctx.scalar_of(ty) != self.ctx.float_type(32)
        {
            let msg = format!("'{name}' interpolates float scalars and vectors only");
            return Err(self.error(E_TYPE_MISMATCH, self.user.expr(args[0]).span, msg));
        }
        let mut operands = Vec::new();
        if let Some(&extra) = args.get(1) {
            let v = self.lower_value(fx, extra)?;
            // A sample index, or an offset from the pixel's center.
            let ety = if mode == "offset" {
                let f32_ = self.ctx.float_type(32);
                self.ctx.vector_type(f32_, 2)
            } else {
                self.ctx.int_type(32, true)
            };
            operands.push(self.convert(fx, v, ety, span, false)?);
        }
        let global = attrs.iter().position(|a| a.0 == "global").map(|i| attrs.remove(i));
        attrs.truncate(3);
        attrs.push(("mode", self.ctx.str_attr(mode)));
        attrs.extend(global);
        let value = self.emit_value(fx, "hl.evaluate_attribute", &operands, ty, &attrs, span);
        Ok(TVal { value, ty, literal: false })
    }

    /// The GLSL global `in` variable `input` names, if it does: its type and
    /// the attributes of an `hl.evaluate_attribute` naming it (`global`; its
    /// `func` and `param` are placeholders that `glsl_varyings` replaces).
    #[allow(clippy::type_complexity)]
    fn glsl_input_global(&mut self, fx: &FnCx, input: ExprId) -> Option<(Type, Vec<(&'static str, nsl_ir::Attr)>)> {
        let ExprKind::Name(n) = &self.user.expr(input).kind else { return None };
        if fx.lookup(n).is_some() {
            return None;
        }
        let Some(Item::Global(g)) = self.items.get(n) else { return None };
        let (symbol, ty) = (self.globals[*g].symbol.clone(), self.globals[*g].ty);
        self.glsl_varyings.iter().find(|v| v.symbol == symbol && !v.out)?;
        let global = self.ctx.symbol_attr(&symbol);
        let param = self.ctx.int_attr(-1);
        let path = self.ctx.array_attr(Vec::new());
        Some((ty, vec![("func", global), ("param", param), ("path", path), ("global", global)]))
    }

    /// The fragment input `input` names: a parameter of the function being
    /// checked (or a field of one); its type and the attributes naming it
    /// (`func`, `param`, `path`).
    #[allow(clippy::type_complexity)]
    fn entry_input(
        &mut self,
        fx: &mut FnCx,
        input: ExprId,
        what: &str,
    ) -> CResult<(Type, Vec<(&'static str, nsl_ir::Attr)>)> {
        let unsupported = |c: &mut Self| {
            let msg = format!("{what} reads a parameter of the fragment entry point (or a field of one) only");
            c.error(E_UNSUPPORTED, c.user.expr(input).span, msg)
        };
        // The member chain down to the parameter's name.
        let mut names = Vec::new();
        let mut root = input;
        while let ExprKind::Member { base, name, .. } = &self.user.expr(root).kind {
            names.push(name.name.clone());
            root = *base;
        }
        names.reverse();
        let ExprKind::Name(param_name) = &self.user.expr(root).kind else { return Err(unsupported(self)) };
        let param_name = param_name.clone();
        let param = fx.func.and_then(|f| match &self.func_decl(f).kind {
            crate::ast::DeclKind::Func { sig, .. } => {
                sig.params.iter().position(|&d| self.func_ast(f).decl(d).name().is_some_and(|n| n.name == param_name))
            }
            _ => None,
        });
        let (Some(param), Some(Binding::Var { ty: param_ty, .. })) = (param, fx.lookup(&param_name).cloned()) else {
            return Err(unsupported(self));
        };
        let mut ty = param_ty;
        let mut path = Vec::new();
        for n in &names {
            let TypeKind::Struct { fields, .. } = self.ctx.type_kind(ty).clone() else { return Err(unsupported(self)) };
            let Some(i) = fields.iter().position(|(f, _)| self.ctx.str(*f) == n.as_str()) else {
                return Err(unsupported(self));
            };
            path.push(self.ctx.int_attr(i as i128));
            ty = fields[i].1;
        }
        // Checked as a read of the input (its type, its accessibility).
        let value = self.lower_value(fx, input)?;
        if value.ty != ty {
            return Err(unsupported(self));
        }
        // The function whose parameter it is: the op is read in its body
        // only (not where it may be inlined).
        let mut func = self.ctx.block_parent_op(fx.block);
        while let Some(op) = func.filter(|&o| self.ctx.op_name(o) != "func.func") {
            func = self.ctx.parent_op(op);
        }
        let Some(func) = func.and_then(|f| self.ctx.attr_symbol(f, "sym")) else { return Err(unsupported(self)) };
        let func = self.ctx.intern_attr(nsl_ir::AttrKind::Symbol(func));
        let param_attr = self.ctx.int_attr(param as i128);
        let path = self.ctx.array_attr(path);
        Ok((ty, vec![("func", func), ("param", param_attr), ("path", path)]))
    }

    /// `abort("format", args...)`: ends the invocation with a message
    /// (`gpu.abort`), its arguments as printf's.
    /// Only GLSL and SPIR-V have it (GL_EXT_shader_abort / SPV_KHR_abort),
    /// as slangc's `abort` capability: elsewhere its entry point gets E36107.
    pub(in crate::check) fn lower_abort(&mut self, fx: &mut FnCx, args: &[ExprId], span: Span) -> CResult<()> {
        self.use_fixed(Self::capability("glsl_spirv"), span, "abort");
        self.lower_format_call(fx, args, span, "abort", "gpu.abort")
    }

    /// A call of `what` (printf or abort): a format string literal, then
    /// scalar or vector arguments, lowered to the op `op`.
    fn lower_format_call(
        &mut self,
        fx: &mut FnCx,
        args: &[ExprId],
        span: Span,
        what: &str,
        op: &'static str,
    ) -> CResult<()> {
        let format = match args.first().map(|&a| &self.user.expr(a).kind) {
            Some(ExprKind::String(s)) => s.clone(),
            _ => {
                let msg = format!("{what}'s first argument must be a string literal");
                // Slang's abort-format-must-be-string-literal.
                let code = if op == "gpu.abort" { "E55210" } else { E_TYPE_MISMATCH };
                return Err(self.error(code, span, msg));
            }
        };
        let mut values = Vec::new();
        for &a in &args[1..] {
            let v = self.lower_value(fx, a)?;
            let ok = self.ctx.is_scalar(v.ty) || matches!(self.ctx.type_kind(v.ty), TypeKind::Vector { .. });
            if !ok {
                let msg = format!("{what} cannot print a value of type '{}'", self.show(v.ty));
                // Slang's abort-argument-type-not-supported.
                let code = if op == "gpu.abort" { "E55211" } else { E_TYPE_MISMATCH };
                return Err(self.error(code, self.user.expr(a).span, msg));
            }
            // An abort message is laid out in memory, where bools have no
            // size: they go as uints (1 or 0), as slangc widens them.
            let boolean = self.ctx.bool_type();
            if op == "gpu.abort" && self.ctx.scalar_of(v.ty) == boolean {
                let u32_ = self.ctx.int_type(32, false);
                let to = match *self.ctx.type_kind(v.ty) {
                    TypeKind::Vector { len, .. } => self.ctx.vector_type(u32_, len),
                    _ => u32_,
                };
                values.push(self.convert(fx, v, to, span, true)?);
                continue;
            }
            values.push(v.value);
        }
        let format = self.ctx.str_attr(&format);
        self.emit(fx, op, &values, &[], &[("format", format)], span);
        Ok(())
    }
}

/// The core module's compile-time type queries (`__isInt<T>()`...).
const TYPE_QUERIES: &[&str] =
    &["__isInt", "__isSignedInt", "__isUnsignedInt", "__isFloat", "__isHalf", "__isBool", "__isVector"];

impl Checker<'_> {
    /// `loadAligned` / `storeAligned` / `loadCoherent` / `storeCoherent`:
    /// a `mem.load` / `mem.store` through a device (or groupshared)
    /// pointer with an `align` attribute and, coherent, a `coherent` one
    /// holding the memory scope.
    fn aligned_access(
        &mut self,
        fx: &mut FnCx,
        name: &str,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let coherent = name.ends_with("Coherent");
        let store = name.starts_with("store");
        let (want_g, want_a) = (if coherent { 2 } else { 1 }, if store { 2 } else { 1 });
        if gargs.len() != want_g || args.len() != want_a {
            let msg = format!("'{name}' takes {want_g} generic argument(s) and {want_a} argument(s)");
            return Err(self.error(crate::check::E_OVERLOAD, span, msg));
        }
        let align = self.coop_const_arg(Unit::User, &gargs[0], span)?;
        if !(1..=4096).contains(&align) || (align & (align - 1)) != 0 {
            let msg = format!("the alignment of '{name}' must be a power of two, not {align}");
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let scope = if coherent { Some(self.coop_const_arg(Unit::User, &gargs[1], span)?) } else { None };
        if scope.is_some_and(|s| !(0..=5).contains(&s)) {
            return Err(self.error(E_TYPE_MISMATCH, span, "not a 'MemoryScope'"));
        }
        let p = self.lower_value(fx, args[0])?;
        let pointee = match *self.ctx.type_kind(p.ty) {
            TypeKind::Ptr { pointee, space } if space.is_device() || space == nsl_ir::AddressSpace::Workgroup => {
                pointee
            }
            _ => {
                let msg = format!("'{name}' takes a pointer, not '{}'", self.show(p.ty));
                return Err(self.error(E_TYPE_MISMATCH, self.span(args[0]), msg));
            }
        };
        if coherent {
            // The Vulkan memory model's availability and visibility: SPIR-V only.
            self.use_fixed(Self::capability("spirv"), span, name);
        }
        let mut attrs = vec![("align", self.ctx.int_attr(align))];
        if let Some(s) = scope {
            attrs.push(("coherent", self.ctx.int_attr(s)));
        }
        if store {
            let v = self.lower_value(fx, args[1])?;
            let v = self.convert(fx, v, pointee, self.span(args[1]), false)?;
            self.emit(fx, nsl_dialects::mem::STORE.name, &[p.value, v], &[], &attrs, span);
            Ok(None)
        } else {
            let value = self.emit_value(fx, nsl_dialects::mem::LOAD.name, &[p.value], pointee, &attrs, span);
            Ok(Some(TVal { value, ty: pointee, literal: false }))
        }
    }
}
