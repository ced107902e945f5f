//! Name and type resolution: type expressions to IR types, builtin generic types specialized, constant integers, module scopes and imports.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    /// Resolves a type expression of `unit`.
    pub fn resolve_type(&mut self, unit: Unit, t: TypeId) -> CResult<Type> {
        let span = self.ast(unit).ty(t).span;
        self.enter_nesting(span, E_TYPE_TOO_DEEP)?;
        let r = self.resolve_type_inner(unit, t);
        self.leave();
        r
    }

    /// Bounds the checker's recursion (over expressions, types and
    /// constants), which the parser's own nesting limit does not cover for
    /// chains it builds iteratively (prefix operators, `a = b = ...`).
    pub fn enter(&mut self, span: Span) -> CResult<()> {
        self.enter_nesting(span, E_TOO_DEEP)
    }

    /// [`Self::enter`], reporting `code` at the limit: a type's own nesting
    /// (a generic struct whose fields instantiate it again with more
    /// arguments) is slangc's E39997.
    fn enter_nesting(&mut self, span: Span, code: &'static str) -> CResult<()> {
        self.depth += 1;
        if self.depth > MAX_CHECK_DEPTH {
            self.depth -= 1;
            let kept = self.depth_reported.is_some_and(|i| {
                self.diags.list.get(i).is_some_and(|d| d.code == E_TOO_DEEP || d.code == E_TYPE_TOO_DEEP)
            });
            if !kept {
                self.depth_reported = Some(self.diags.list.len());
                let msg = if code == E_TYPE_TOO_DEEP {
                    format!("maximum type nesting level exceeded (more than {MAX_CHECK_DEPTH} levels)")
                } else {
                    format!("expression or type nested more than {MAX_CHECK_DEPTH} levels deep")
                };
                self.error(code, span, msg);
            }
            return Err(Reported);
        }
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    pub(super) fn resolve_type_inner(&mut self, unit: Unit, t: TypeId) -> CResult<Type> {
        let ast = self.ast(unit);
        let te = ast.ty(t);
        let span = te.span;
        match &te.kind {
            AstType::Name(n) => self.named_type(n, span),
            AstType::Specialize { base, args } => {
                // `ns::Box<int>`: namespace members share the global scope.
                let qualified;
                let base_name = match &ast.ty(*base).kind {
                    AstType::Member { base: b, name, .. } if self.names_namespace(unit, *b) => {
                        qualified = self.qualified_key(self.type_namespace_path(unit, *b), &name.name);
                        &qualified
                    }
                    AstType::Name(n) => n,
                    // `Outer<int>.Inner<float>`: a generic struct nested in a struct.
                    AstType::Member { base: b, name, .. } => {
                        let outer = self.resolve_type(unit, *b)?;
                        let Some((key, src, d)) = self.member_generic_struct(outer, &name.name) else {
                            let msg = format!("'{}' has no generic member type '{}'", self.show(outer), name.name);
                            return Err(self.error(E_NO_MEMBER, name.span, msg));
                        };
                        let params = self.in_src(src, |c| c.struct_generic_params(d));
                        let gargs = self.resolve_gargs(unit, &params, args, span)?;
                        return self.instantiate_struct(&key, src, d, gargs, span);
                    }
                    _ => return Err(self.error(E_UNSUPPORTED, span, "this generic type is not supported yet")),
                };
                if !self.type_scope.iter().any(|scope| scope.contains_key(base_name)) {
                    if let Some((key, src, d)) = self.generic_struct_named(base_name) {
                        let params = self.in_src(src, |c| c.struct_generic_params(d));
                        let gargs = self.resolve_gargs(unit, &params, args, span)?;
                        self.check_optional_payload(unit, &key, args, &gargs, span)?;
                        return self.instantiate_struct(&key, src, d, gargs, span);
                    }
                }
                if let Some(Item::GenericAlias(src, d)) = self.items.get(base_name).cloned() {
                    return self.instantiate_alias(unit, src, d, args, span);
                }
                if matches!(self.items.get(base_name), Some(Item::Interface)) {
                    return self.generic_interface_value_type(unit, t, span);
                }
                self.specialize_builtin(unit, base_name, args, span)
            }
            AstType::Array { elem: elem_ast, len } => {
                let elem = self.resolve_type(unit, *elem_ast)?;
                // A `ParameterBlock` (or a struct holding one) is not
                // addressable: no array holds it (slangc's E30028).
                if self.names_parameter_block(unit, *elem_ast) || self.holds_parameter_block(elem, 0) {
                    let msg = format!("arrays of non-addressable type '{}' are not allowed", self.show(elem));
                    self.error("E30028", span, msg);
                } else if self.holds_unsized(elem, 0) {
                    // Nor an unsized array, or a struct ending in one.
                    let msg = format!("arrays of non-addressable type '{}' are not allowed", self.show(elem));
                    self.error("E30028", span, msg);
                    if matches!(self.ctx.type_kind(elem), TypeKind::Array { len: None, .. }) {
                        self.error("E30071", span, format!("cannot instantiate unsized type '{}'", self.show(elem)));
                    }
                }
                let len = match len {
                    Some(e) => {
                        let n = self.const_int(unit, *e)?;
                        Some(u32::try_from(n).map_err(|_| {
                            let code = if n < 0 { "E30025" } else { E_NOT_CONSTANT };
                            self.error(code, ast.expr(*e).span, format!("array size {n} is out of range"))
                        })?)
                    }
                    None => None,
                };
                Ok(self.ctx.array_type(elem, len))
            }
            AstType::Modified { inner, modifiers } => {
                let ty = self.resolve_type(unit, *inner)?;
                Ok(match types::layout_keyword(modifiers) {
                    Some(layout) => types::with_layout(self.ctx, ty, layout),
                    None => ty,
                })
            }
            AstType::Member { base, name, .. } if self.names_namespace(unit, *base) => {
                let path = self.type_namespace_path(unit, *base);
                self.with_qualified(path, &name.name, |c| c.named_type(&name.name, span))
            }
            AstType::Member { base, name, .. } => {
                let b = self.resolve_type(unit, *base)?;
                let found =
                    self.structs.iter().find(|s| s.ty == b).and_then(|s| s.member_types.get(&name.name).copied());
                match found {
                    Some(t) => Ok(t),
                    // `Texture2D<float>.Handle`: `DescriptorHandle<Texture2D<float>>`.
                    None if name.name == "Handle" && self.is_bindless_resource(b) => {
                        self.descriptor_handle_type(b, span)
                    }
                    // `ConstantBuffer<T>.Handle`.
                    None if name.name == "Handle" && self.is_constant_buffer_ast(unit, *base) => {
                        Ok(self.constant_buffer_handle_type(b))
                    }
                    // A differentiable type is its own differential here;
                    // so is any type a generic parameter binds (the
                    // prelude's `DifferentialPair<T>`'s `T.Differential d`
                    // for a type carrying no derivative).
                    None if name.name == "Differential"
                        && (self.is_differentiable_type(b) || self.names_type_param(unit, *base)) =>
                    {
                        Ok(b)
                    }
                    // A texel's (a scalar's or vector's) `Element`: its scalar.
                    None if name.name == "Element" && self.texel_element(b).is_some() => {
                        Ok(self.texel_element(b).unwrap_or(b))
                    }
                    // `MyAssoc.Nested` where `MyAssoc` is a value of an
                    // interface (an associated type through dynamic
                    // dispatch): the type of `Nested`'s values through it.
                    None if self.existential_interface(b).is_some() => {
                        let iface = self.existential_interface(b).unwrap_or_default();
                        let assoc = self.assoc_value_types(&iface)?;
                        match assoc.into_iter().find(|(n, _)| *n == name.name) {
                            Some((_, t)) => Ok(t),
                            None => {
                                let msg = format!("'{}' has no member type '{}'", self.show(b), name.name);
                                Err(self.error(E_NO_MEMBER, name.span, msg))
                            }
                        }
                    }
                    None => {
                        let msg = format!("'{}' has no member type '{}'", self.show(b), name.name);
                        Err(self.error(E_NO_MEMBER, name.span, msg))
                    }
                }
            }
            AstType::This if matches!(self.env_lookup("This"), Some(generics::GArg::Type(_))) => {
                match self.env_lookup("This") {
                    Some(generics::GArg::Type(t)) => Ok(t),
                    _ => Err(Reported),
                }
            }
            AstType::Conjunction(_) => {
                let msg = "values of a conjunction of interfaces (dynamic dispatch) are not supported yet; use a generic parameter constrained by it";
                Err(self.error(E_UNSUPPORTED, span, msg))
            }
            // `T*`: a pointer into device memory (a buffer device address).
            AstType::Pointer(inner) => {
                // `void*` is `uint*`, as slangc has it on SPIR-V (its
                // `ArrayStride` is 4: `p + i` moves `4 * i` bytes).
                let pointee = match &self.ast(unit).ty(*inner).kind {
                    AstType::Name(n) if n == "void" => self.ctx.int_type(32, false),
                    _ => self.resolve_type(unit, *inner)?,
                };
                Ok(self.ctx.ptr_type(pointee, nsl_ir::AddressSpace::Device))
            }
            // `each T`: the element of `T` the enclosing `expand` is at
            // (`env_lookup` reads it).
            AstType::Each(inner) => {
                let Some(i) = self.pack_index else {
                    return Err(self.error(E_TYPE_MISMATCH, span, "'each' is only allowed inside 'expand'"));
                };
                // `each Tuple<int, float>`: the tuple's element at `i`.
                if !self.names_outer_pack(unit, *inner) {
                    let t = self.resolve_type(unit, *inner)?;
                    if let Some(elems) = self.tuple_elems(t) {
                        return match elems.get(i) {
                            Some(&e) => Ok(e),
                            None => Err(self.error(
                                E_TYPE_MISMATCH,
                                span,
                                "the packs of an 'expand' have different lengths",
                            )),
                        };
                    }
                    return Ok(t);
                }
                self.resolve_type(unit, *inner)
            }
            AstType::Expand(_) => Err(self.error(E_UNSUPPORTED, span, "an 'expand' type is not supported here yet")),
            AstType::This => Err(self.error(E_UNSUPPORTED, span, "this kind of type is not supported yet")),
            AstType::Error => Err(Reported),
        }
    }

    /// The type of a field or global declared with `modifiers`: a
    /// `row_major` / `column_major` keyword gives its matrices that
    /// layout; without one they keep the default, which the
    /// `matrix-layout` pass decides.
    pub(super) fn declared_layout(&mut self, modifiers: &Modifiers, ty: Type) -> Type {
        match types::layout_keyword(&modifiers.keywords) {
            Some(layout) => types::with_layout(self.ctx, ty, layout),
            None => ty,
        }
    }

    pub(super) fn named_type(&mut self, n: &str, span: Span) -> CResult<Type> {
        if let Some(&t) = self.type_scope.iter().rev().find_map(|scope| scope.get(n)) {
            return Ok(t);
        }
        match self.env_lookup(n) {
            Some(generics::GArg::Type(t)) => return Ok(t),
            Some(generics::GArg::Value(_)) => {
                return Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is a value, not a type")))
            }
            Some(generics::GArg::Pack(_)) => {
                let msg = format!("'{n}' is a type pack: name its elements with 'expand each {n}'");
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
            None => {}
        }
        if let Some(t) = types::scalar_by_name(self.ctx, n).or_else(|| types::vector_or_matrix_by_name(self.ctx, n)) {
            return Ok(t);
        }
        match self.items.get(n) {
            Some(Item::Struct(s)) => {
                let (ty, require) = (self.structs[*s].ty, self.structs[*s].require.clone());
                self.use_fixed(require, span, &format!("'{n}'"));
                Ok(ty)
            }
            Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Ok(*t),
            // A value of interface type: lowered by `lower-existentials`.
            Some(Item::Interface) => self.interface_value_type(n, span),
            // A generic struct named without arguments: its defaults, if
            // every parameter has one.
            Some(Item::GenericStruct(..)) => self.generic_struct_by_defaults(n, span),
            Some(_) => Err(self.error(super::generics::E_EXPECTED_TYPE, span, format!("'{n}' is not a type"))),
            None if self.generic_struct_named(n).is_some() => self.generic_struct_by_defaults(n, span),
            None if n == "void" => Err(self.error("E30009", span, "'void' is not allowed here")),
            None if n == "Tuple" => {
                let msg =
                    "generic type 'Tuple' used without arguments: give its element types, as in Tuple<int, float>";
                Err(self.error(super::generics::E_GENERIC_WITHOUT_ARGS, span, msg))
            }
            // Slang's `String` (`string`): on the GPU a value is its
            // string's hash (`getStringHash`), as slangc lowers it.
            None if n == "String" || n == "string" => Ok(self.string_type()),
            None if Self::is_resource_name(n) => match self.resource_type(n, None) {
                Some(t) => Ok(t),
                None => {
                    let msg = format!(
                        "generic type '{n}' used without arguments: it needs an element type, as in {n}<float>"
                    );
                    Err(self.error(super::generics::E_GENERIC_WITHOUT_ARGS, span, msg))
                }
            },
            None => match self.pending_structs.remove(n) {
                // A struct declared later in the source: declare it now.
                Some(d) => {
                    let public = self.cur_public;
                    self.declared_early.push(d);
                    self.declare_type(d);
                    self.cur_public = public;
                    self.named_type(n, span)
                }
                None => Err(self.undefined(n, span)),
            },
        }
    }

    /// A generic struct named without arguments: its defaults, if every
    /// parameter has one.
    fn generic_struct_by_defaults(&mut self, n: &str, span: Span) -> CResult<Type> {
        let Some((key, src, d)) = self.generic_struct_named(n) else { return Err(Reported) };
        let params = self.in_src(src, |c| c.struct_generic_params(d));
        if params.iter().all(|p| p.default.is_some()) {
            return self.instantiate_struct(&key, src, d, Vec::new(), span);
        }
        let msg = format!("generic type '{n}' used without arguments: give them, as in {n}<...>");
        Err(self.error(super::generics::E_GENERIC_WITHOUT_ARGS, span, msg))
    }

    pub(super) fn specialize_builtin(
        &mut self,
        unit: Unit,
        base: &str,
        args: &[TypeOrExpr],
        span: Span,
    ) -> CResult<Type> {
        let arg_type = |c: &mut Self, i: usize| -> CResult<Type> {
            match args.get(i) {
                Some(TypeOrExpr::Type(t)) => c.resolve_type(unit, *t),
                None => {
                    let msg = format!("generic '{base}' expects a type argument but {} were provided", args.len());
                    Err(c.error(super::generics::E_GENERIC_ARITY, span, msg))
                }
                _ => Err(c.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a type argument"))),
            }
        };
        // A vector's element count out of range is slangc's E38206.
        let size_code = if base == "vector" { "E38206" } else { E_TYPE_MISMATCH };
        let arg_int = |c: &mut Self, i: usize| -> CResult<u8> {
            let v = match args.get(i) {
                Some(TypeOrExpr::Expr(e)) => c.const_int(unit, *e)?,
                Some(TypeOrExpr::Type(t)) => match c.const_type_arg(unit, *t, span)? {
                    Some(v) => v,
                    None => return Err(c.error(E_NOT_CONSTANT, span, "expected a constant size")),
                },
                // `vector<T>`, `matrix<T>`: the sizes default to 4 (float4, float4x4).
                None if matches!(base, "vector" | "matrix") => 4,
                None => return Err(c.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a size argument"))),
            };
            match u8::try_from(v) {
                Ok(n) if (1..=4).contains(&n) => Ok(n),
                // slangc takes such a matrix as a type and refuses it as
                // an entry point's varying.
                _ if base == "matrix" && c.in_entry_signature => {
                    let msg = format!(
                        "type cannot be used as entry-point varying parameter or return type: matrix row and column counts must be between 1 and 4 inclusive (not {v})"
                    );
                    Err(c.error("E38050", span, msg))
                }
                _ => Err(c.error(size_code, span, format!("size {v} is out of range (1 to 4)"))),
            }
        };
        match base {
            "vector" => {
                // `vector<T, N>` takes exactly two arguments (slangc: E39999).
                if args.len() > 2 {
                    let msg = format!("'vector' takes 2 generic arguments, {} given", args.len());
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let elem = arg_type(self, 0)?;
                let n = arg_int(self, 1)?;
                // `vector<T, 1>` is `T` (see `vector_or_matrix_by_name`).
                Ok(if n == 1 { elem } else { self.ctx.vector_type(elem, n) })
            }
            "matrix" => {
                let elem = arg_type(self, 0)?;
                let r = arg_int(self, 1)?;
                let c = arg_int(self, 2)?;
                Ok(self.ctx.matrix_type(elem, r, c, nsl_ir::MatrixLayout::Default))
            }
            // `GLSLShaderStorageBuffer<T, L>` is a storage block holding
            // one `T` (a read-write structured buffer whose element 0 its
            // members name: `member_place`).
            "RWStructuredBuffer"
            | "StructuredBuffer"
            | "AppendStructuredBuffer"
            | "ConsumeStructuredBuffer"
            | "GLSLShaderStorageBuffer" => {
                let elem = arg_type(self, 0)?;
                // A `ParameterBlock` (or a struct holding one) is not
                // addressable (slangc's E30031, before the resource check).
                let block = matches!(args.first(), Some(TypeOrExpr::Type(t)) if self.names_parameter_block(unit, *t))
                    || self.holds_parameter_block(elem, 0);
                if block {
                    let msg = format!(
                        "non-addressable type cannot be used in StructuredBuffer: '{}' is or holds a ParameterBlock",
                        self.show(elem)
                    );
                    self.error("E30031", span, msg);
                } else if let Some(what) = self.opaque_inside(elem, 0) {
                    let shown = self.show(elem);
                    let inner = if what == shown { String::new() } else { format!(" ('{what}')") };
                    let msg = format!(
                        "StructuredBuffer element type '{shown}' must not be a resource type or contain an opaque handle type{inner}"
                    );
                    // A field's is reported at its struct's name, as slangc does.
                    let at = self.field_owner.unwrap_or(span);
                    self.error("E38204", at, msg);
                }
                // A storage block's one struct may end in an unsized array
                // (GLSL's `buffer B { uint n; uint data[]; }`): that struct
                // is the block itself (`hl::is_whole_storage_block`).
                let storage_block = base == "GLSLShaderStorageBuffer" && self.ends_in_unsized_array(elem);
                if !storage_block && self.holds_unsized(elem, 0) {
                    let msg = format!(
                        "non-addressable type cannot be used in StructuredBuffer: '{}' holds an unsized array",
                        self.show(elem)
                    );
                    self.error("E30031", span, msg);
                }
                // The layout parameter: the default and std430 are the
                // layout every storage buffer gets (the type keeps only its
                // element); scalar and std140 are a second parameter, the
                // layout type (`hl::structured_buffer_space`), as are C's
                // rules; typed buffers take no layout.
                let mut params = vec![elem];
                if args.len() > 2 {
                    return Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' takes at most 2 arguments")));
                }
                if args.get(1).is_some() {
                    let layout = arg_type(self, 1)?;
                    let name = match self.ctx.type_kind(layout) {
                        TypeKind::Struct { name, .. } => self.ctx.str(*name).to_string(),
                        _ => String::new(),
                    };
                    match name.as_str() {
                        "DefaultDataLayout" | "Std430DataLayout" => {}
                        "ScalarDataLayout" | "Std140DataLayout" | "CDataLayout"
                            if base.ends_with("StructuredBuffer") || base == "GLSLShaderStorageBuffer" =>
                        {
                            params.push(layout)
                        }
                        "ScalarDataLayout" | "Std140DataLayout" | "CDataLayout" => {
                            let msg = format!("'{base}' with the data layout '{name}' is not supported yet");
                            return Err(self.error(E_UNSUPPORTED, span, msg));
                        }
                        // The parameter is constrained by `IBufferDataLayout`
                        // (slangc's E38029).
                        _ => {
                            let msg = format!(
                                "the second argument of '{base}' must be a data layout type: type argument '{}' does not conform to the required interface 'IBufferDataLayout'",
                                self.show(layout)
                            );
                            return Err(self.error("E38029", span, msg));
                        }
                    }
                }
                let name = self.ctx.sym(&format!("hl.{base}"));
                Ok(self.ctx.intern_type(TypeKind::Opaque { name, params }))
            }
            // `Ptr<T, access, space, layout>` (all but `T` defaulted) is
            // `T*`; `LayoutPtr<T, layout>` a read-write device pointer with
            // that layout; `ImmutablePtr<T, space>` a read-only one.
            "Ptr" | "LayoutPtr" | "ImmutablePtr" if !args.is_empty() => {
                let pointee = arg_type(self, 0)?;
                let (access, space, layout) = match base {
                    "Ptr" => (args.get(1), args.get(2), args.get(3)),
                    "LayoutPtr" => (None, None, args.get(1)),
                    _ => (None, args.get(1), None),
                };
                let max = if base == "Ptr" { 4 } else { 2 };
                if args.len() > max {
                    return Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' takes at most {max} arguments")));
                }
                let word = |c: &Self, a: Option<&TypeOrExpr>| -> Option<String> {
                    let last = |n: &str| n.rsplit([':', '.']).next().unwrap_or(n).to_string();
                    match a? {
                        TypeOrExpr::Type(t) => match &c.ast(unit).ty(*t).kind {
                            AstType::Name(n) => Some(last(n)),
                            AstType::Member { name, .. } => Some(name.name.clone()),
                            _ => Some(String::new()),
                        },
                        TypeOrExpr::Expr(e) => match &c.ast(unit).expr(*e).kind {
                            crate::ast::ExprKind::Member { name, .. } => Some(name.name.clone()),
                            crate::ast::ExprKind::Name(n) => Some(last(n)),
                            _ => Some(String::new()),
                        },
                    }
                };
                if let Some(a) = word(self, access) {
                    if !matches!(a.as_str(), "ReadWrite" | "Read" | "Immutable") {
                        return Err(self.error(
                            E_TYPE_MISMATCH,
                            span,
                            "a pointer's access is Access.ReadWrite, Access.Read or Access.Immutable",
                        ));
                    }
                }
                let mut groupshared = false;
                if let Some(a) = word(self, space) {
                    groupshared = a == "GroupShared";
                    if a != "Device" && !groupshared {
                        let msg = format!("pointers into the address space '{a}' are not supported yet");
                        return Err(self.error(E_UNSUPPORTED, span, msg));
                    }
                }
                // A pointer into groupshared memory: a logical pointer into
                // workgroup memory, which calls taking it inline.
                if groupshared {
                    return Ok(self.ctx.ptr_type(pointee, nsl_ir::AddressSpace::Workgroup));
                }
                let space = match word(self, layout).as_deref() {
                    None | Some("DefaultDataLayout" | "ScalarDataLayout") => nsl_ir::AddressSpace::Device,
                    Some("Std430DataLayout") => nsl_ir::AddressSpace::DeviceStd430,
                    Some(other) => {
                        let msg = format!("pointers with the data layout '{other}' are not supported yet");
                        return Err(self.error(E_UNSUPPORTED, span, msg));
                    }
                };
                Ok(self.ctx.ptr_type(pointee, space))
            }
            "ConstantBuffer" | "ParameterBlock" => arg_type(self, 0),
            // `__DynamicResource<__DynamicResourceKind.General>` (or
            // `.Sampler`): the kind only tells which heap it is.
            "__DynamicResource" if args.len() == 1 && !self.items.contains_key(base) => {
                Ok(self.resource_type(base, None).expect("a plain resource"))
            }
            "DescriptorHandle" => {
                let t = arg_type(self, 0)?;
                // `DescriptorHandle<ConstantBuffer<T>>`: `ConstantBuffer<T>`
                // resolves to `T`, whose handle designates a uniform buffer.
                match args.first() {
                    Some(TypeOrExpr::Type(a)) if self.is_constant_buffer_ast(unit, *a) => {
                        Ok(self.constant_buffer_handle_type(t))
                    }
                    _ => self.descriptor_handle_type(t, span),
                }
            }
            // A tessellation patch is an array of control points; a mesh
            // shader's outputs arrays of vertices, indices or primitives.
            "InputPatch" | "OutputPatch" | "OutputVertices" | "OutputIndices" | "OutputPrimitives" => {
                let elem = arg_type(self, 0)?;
                let n = match args.get(1) {
                    Some(TypeOrExpr::Expr(e)) => self.const_int(unit, *e)?,
                    Some(TypeOrExpr::Type(t)) => match self.const_type_arg(unit, *t, span)? {
                        Some(v) => v,
                        None => return Err(self.error(E_NOT_CONSTANT, span, "expected a constant size")),
                    },
                    None => return Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a size argument"))),
                };
                match u32::try_from(n) {
                    Ok(n @ 1..=32) if base.ends_with("Patch") => Ok(self.ctx.array_type(elem, Some(n))),
                    // (A mesh shader refuses outputs of no element: `stage_outputs.rs`.)
                    Ok(n @ 0..=1024) if !base.ends_with("Patch") => Ok(self.ctx.array_type(elem, Some(n))),
                    _ if !base.ends_with("Patch") => {
                        Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' of {n} elements (0 to 1024)")))
                    }
                    _ => Err(self.error(E_TYPE_MISMATCH, span, format!("a patch of {n} control points (1 to 32)"))),
                }
            }
            // `Array<T, N>` is the array type `T[N]`.
            "Array" if args.len() == 2 => {
                let elem = arg_type(self, 0)?;
                let n = match &args[1] {
                    TypeOrExpr::Expr(e) => self.const_int(unit, *e)?,
                    TypeOrExpr::Type(t) => match self.const_type_arg(unit, *t, span)? {
                        Some(v) => v,
                        None => return Err(self.error(E_NOT_CONSTANT, span, "expected a constant size")),
                    },
                };
                match u32::try_from(n) {
                    Ok(n) if n > 0 => Ok(self.ctx.array_type(elem, Some(n))),
                    _ => Err(self.error("E30025", span, format!("array size {n} is out of range"))),
                }
            }
            // A geometry shader's output stream (`hl_stage::STREAM_TYPES`).
            "PointStream" | "LineStream" | "TriangleStream" => {
                let elem = arg_type(self, 0)?;
                let name = self.ctx.sym(&format!("hl.{base}"));
                Ok(self.ctx.intern_type(TypeKind::Opaque { name, params: vec![elem] }))
            }
            _ if Self::is_resource_name(base) => {
                let elem = arg_type(self, 0)?;
                self.check_texel_element(base, elem, span)?;
                match self.resource_type(base, Some(elem)) {
                    Some(t) => Ok(t),
                    None => Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' takes no type argument"))),
                }
            }
            "Conditional" => {
                let elem = arg_type(self, 0)?;
                let flag = match args.get(1) {
                    Some(TypeOrExpr::Expr(e)) => self.const_int(unit, *e)?,
                    Some(TypeOrExpr::Type(t)) => match &self.ast(unit).ty(*t).kind {
                        AstType::Name(n) => self.const_name(n, span)?,
                        _ => return Err(self.error(E_NOT_CONSTANT, span, "expected a constant bool")),
                    },
                    None => return Err(self.error(E_TYPE_MISMATCH, span, "'Conditional' expects a bool argument")),
                };
                Ok(self.conditional_type(elem, flag != 0))
            }
            "CoopMat" => {
                let elem = arg_type(self, 0)?;
                self.coop_mat_type(unit, elem, args, span)
            }
            "CoopVec" => {
                let elem = arg_type(self, 0)?;
                self.coop_vec_type(unit, elem, args, span)
            }
            "Tuple" => {
                let elems = self.expanded_type_args(unit, args, span)?;
                Ok(self.tuple_type(&elems))
            }
            _ => Err(self.error(E_UNSUPPORTED, span, format!("generic type '{base}' is not supported yet"))),
        }
    }

    /// Evaluates an integer constant expression (array sizes, generic
    /// arguments, enum values, `static const` initializers).
    pub fn const_int(&mut self, unit: Unit, e: ExprId) -> CResult<i128> {
        let span = self.ast(unit).expr(e).span;
        self.enter(span)?;
        let r = self.const_int_inner(unit, e);
        self.leave();
        r
    }

    pub(super) fn const_int_inner(&mut self, unit: Unit, e: ExprId) -> CResult<i128> {
        match self.fold_const(unit, e) {
            Ok((consts::CVal::Int(v), _)) => Ok(v),
            Ok((consts::CVal::Bool(b), _)) => Ok(b as i128),
            Ok((consts::CVal::Float(_), _)) => {
                let span = self.ast(unit).expr(e).span;
                Err(self.error(E_NOT_CONSTANT, span, "expected a constant integer expression, not a float"))
            }
            Err(consts::NotConst::Reported) => Err(Reported),
            Err(consts::NotConst::Why(span, msg)) => Err(self.not_compile_time_constant(span, msg)),
        }
    }

    /// A value that must be a compile-time constant is not: slangc's
    /// "expression does not evaluate to a compile-time constant" (E39999).
    /// Only a name bound to a run-time value is known to be one; other
    /// expressions nslc cannot fold keep its own code.
    fn not_compile_time_constant(&mut self, span: Span, why: String) -> Reported {
        if !why.contains("is not a constant") {
            return self.error(E_NOT_CONSTANT, span, why);
        }
        let msg = format!("expression does not evaluate to a compile-time constant: {why}");
        self.error(E_OVERLOAD, span, msg)
    }

    pub(super) fn const_name(&mut self, n: &str, span: Span) -> CResult<i128> {
        match self.fold_name(n, span) {
            Ok((consts::CVal::Int(v), _)) => Ok(v),
            Ok((consts::CVal::Bool(b), _)) => Ok(b as i128),
            Ok((consts::CVal::Float(_), _)) => {
                Err(self.error(E_NOT_CONSTANT, span, format!("'{n}' is not an integer")))
            }
            Err(consts::NotConst::Reported) => Err(Reported),
            Err(consts::NotConst::Why(span, msg)) => Err(self.not_compile_time_constant(span, msg)),
        }
    }

    /// Declares every module, imports first (`modules` comes in that
    /// order): each module's scope starts from the core module and the
    /// public declarations of what it imports.
    pub(super) fn declare_modules(&mut self) {
        let core_items = std::mem::take(&mut self.items);
        for m in 0..self.modules.len() {
            let mut scope = core_items.clone();
            // `::f`, `::Foo`: the parser names the global scope so.
            scope.insert(crate::ast::GLOBAL_SCOPE.to_string(), Item::Namespace);
            for &i in &self.modules[m].imports {
                for (name, item) in &self.exports[i] {
                    match (scope.get_mut(name), item) {
                        (Some(Item::Funcs(fs)), Item::Funcs(new)) => fs.extend(new.iter().copied()),
                        (Some(_), _) => {}
                        (None, _) => {
                            scope.insert(name.clone(), item.clone());
                        }
                    }
                }
            }
            self.items = scope;
            let srcs: Vec<usize> = (0..self.units.len()).filter(|&u| self.units[u].module == m).collect();
            // Namespaces first, across every fragment of the module: a type
            // may name `ns::T` from a fragment (`__include`) declared later.
            for &u in &srcs {
                self.enter_src(u);
                self.record_namespace_paths();
                self.declare_namespaces(&self.user.roots.clone());
            }
            // Then interfaces, across the module's
            // fragments: a struct may conform to one declared later.
            for &u in &srcs {
                self.enter_src(u);
                self.declare_interfaces_early(&self.user.roots.clone());
            }
            // Types first, in order (a struct after the structs its fields name),
            // so that signatures and globals can name them.
            for &u in &srcs {
                self.enter_src(u);
                if !self.is_prelude_src(u) {
                    self.check_nesting();
                    self.check_generic_clauses();
                    self.check_ray_payload_fields();
                    self.check_removed_modifiers();
                    self.check_modifier_placement();
                    self.check_register_syntax();
                    self.check_shader_records();
                    self.check_attribute_list_placement();
                    self.check_vk_offset_placement();
                    self.check_attribute_targets();
                    self.check_user_attributes();
                    self.check_differentiability_attribute_placement();
                    self.check_extension_differentiable_fields();
                    self.check_global_private();
                    self.check_public_signatures();
                    self.check_extension_params();
                    self.check_static_const_cycles();
                }
                self.pending_structs.clear();
                for d in self.user.roots.clone() {
                    if let DeclKind::Aggregate { kind, name, generics: None, .. } = &self.user.decl(d).kind {
                        if *kind != AggregateKind::Interface {
                            self.pending_structs.entry(name.name.clone()).or_insert(d);
                        }
                    }
                }
                self.pending_extensions =
                    self.user.roots.clone().into_iter().filter(|&d| self.early_extension(d)).map(|d| (u, d)).collect();
                // Structs in dependency order; one that the order cannot
                // place (named through a generic argument) is declared on
                // demand when first named.
                for d in self.type_decl_order() {
                    // Declared already, on demand, by an earlier struct.
                    if self.declared_early.contains(&d) {
                        continue;
                    }
                    if let DeclKind::Aggregate { name, .. } = &self.user.decl(d).kind {
                        if self.pending_structs.get(&name.name) == Some(&d) {
                            self.pending_structs.remove(&name.name);
                        }
                    }
                    self.declare_type(d);
                }
                self.pending_structs.clear();
                self.declared_early.clear();
                self.pending_extensions.clear();
            }
            for &u in &srcs {
                self.enter_src(u);
                for d in self.user.roots.clone() {
                    if !self.early_extensions.contains(&(u, d)) {
                        self.declare_value(d);
                    }
                }
            }
            for &u in &srcs {
                if !self.is_prelude_src(u) {
                    self.enter_src(u);
                    self.check_borrow_differentiable_params(u);
                }
            }
            self.module_scopes.push(std::mem::take(&mut self.items));
            let imported: Vec<usize> = self.modules[m].imports.clone();
            for i in imported {
                let exported: Vec<String> = self.exports[i].iter().map(|(n, _)| n.clone()).collect();
                // Names `i` only imported (not re-exported) are not its own:
                // they stay undefined here rather than inaccessible.
                let from_imports = |name: &String| {
                    self.modules[i].imports.iter().any(|&j| self.exports[j].iter().any(|(n, _)| n == name))
                };
                for name in self.module_scopes[i].keys() {
                    if !exported.contains(name) && !core_items.contains_key(name) && !from_imports(name) {
                        self.hidden[m].insert(name.clone(), i);
                    }
                }
            }
        }
        // Invariant from here on: `items` holds the scope of the current
        // source unit's module, whose slot in `module_scopes` is a placeholder.
        if let Some(last) = self.module_scopes.len().checked_sub(1) {
            std::mem::swap(&mut self.items, &mut self.module_scopes[last]);
        }
    }

    /// Whether extension `d` (of the current source) may be declared while
    /// the types are: a blanket extension (`extension<T : IFoo> T : IBar`,
    /// `extension<T, let N : int> Array<T, N> : IFoo`) or one of a builtin
    /// scalar, vector or matrix type; not one of a struct or interface,
    /// which struct declarations look up.
    fn early_extension(&mut self, d: DeclId) -> bool {
        use crate::ast::TypeKind as AstType;
        let DeclKind::Extension { generics, target, .. } = &self.user.decl(d).kind else { return false };
        let (generic, target) = (generics.is_some(), *target);
        let builtin = |c: &mut Self, n: &str| {
            !c.items.contains_key(n)
                && (types::scalar_by_name(c.ctx, n).is_some() || types::vector_or_matrix_by_name(c.ctx, n).is_some())
        };
        match self.user.ty(target).kind.clone() {
            AstType::Name(n) if !generic => builtin(self, &n),
            AstType::Name(n) => !self.items.contains_key(&n) || builtin(self, &n),
            AstType::Array { .. } => generic,
            AstType::Specialize { base, .. } => {
                generic
                    && matches!(&self.user.ty(base).kind, AstType::Name(n)
                        if matches!(n.as_str(), "vector" | "matrix" | "Array") && !self.items.contains_key(n))
            }
            _ => false,
        }
    }

    /// Declares the pending extensions (see `pending_extensions`) before a
    /// generic argument's constraints are checked while types are declared.
    pub(super) fn declare_pending_extensions(&mut self) {
        for (u, d) in std::mem::take(&mut self.pending_extensions) {
            self.early_extensions.insert((u, d));
            self.in_src(u, |c| c.declare_value(d));
        }
    }

    /// Makes source unit `u` (and its module's scope, once declared) current.
    /// Defines the names of the namespaces among `decls` (nested ones too).
    fn declare_namespaces(&mut self, decls: &[DeclId]) {
        for &d in decls {
            if let DeclKind::Namespace { path, members } = &self.user.decl(d).kind {
                let depth = self.enter_namespace(&path.clone());
                self.declare_namespaces(&members.clone());
                self.leave_namespace(depth);
            }
        }
    }

    /// Declares the interfaces among `decls` (in namespaces too).
    fn declare_interfaces_early(&mut self, decls: &[DeclId]) {
        for &d in decls {
            match &self.user.decl(d).kind {
                DeclKind::Namespace { path, members } => {
                    let depth = self.enter_namespace(&path.clone());
                    self.declare_interfaces_early(&members.clone());
                    self.leave_namespace(depth);
                }
                DeclKind::Aggregate { kind: AggregateKind::Interface, .. } => {
                    self.declare_type(d);
                    self.interfaces_early.insert((self.cur_src, d));
                }
                _ => {}
            }
        }
    }

    pub fn enter_src(&mut self, u: usize) {
        self.cur_src = u;
        self.user = self.units[u].ast;
    }

    /// Runs `f` with source unit `u` and its module's scope current.
    pub fn in_src<R>(&mut self, u: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved_src = self.cur_src;
        let (m, saved_m) = (self.units[u].module, self.units[saved_src].module);
        let swap = m != saved_m && m < self.module_scopes.len() && saved_m < self.module_scopes.len();
        if swap {
            std::mem::swap(&mut self.items, &mut self.module_scopes[saved_m]);
            std::mem::swap(&mut self.items, &mut self.module_scopes[m]);
        }
        self.enter_src(u);
        let r = f(self);
        self.enter_src(saved_src);
        if swap {
            std::mem::swap(&mut self.items, &mut self.module_scopes[m]);
            std::mem::swap(&mut self.items, &mut self.module_scopes[saved_m]);
        }
        r
    }

    /// Is a declaration with these modifiers visible to importers?
    pub(super) fn exported(&self, m: &Modifiers) -> bool {
        let module = self.units[self.cur_src].module;
        if m.has(&ModifierKind::Public) {
            return true;
        }
        if m.has(&ModifierKind::Private) || m.has(&ModifierKind::Internal) {
            return false;
        }
        self.modules.get(module).is_none_or(|md| md.legacy)
    }

    /// The error for a name that is not in scope: "not accessible" when an
    /// imported module declares it without `public`.
    /// `N.f` of a namespace `N` that has no `f` (slangc's E30027; one
    /// that another module hides is not accessible, as for a plain name).
    pub fn no_namespace_member(&mut self, key: &str, name: &str, span: Span) -> Reported {
        let m = self.units[self.cur_src].module;
        if self.hidden.get(m).is_some_and(|h| h.contains_key(key)) {
            return self.undefined(key, span);
        }
        self.error(E_NO_MEMBER, span, format!("member not found: '{name}' is not a member of the namespace"))
    }

    pub fn undefined(&mut self, n: &str, span: Span) -> Reported {
        let m = self.units[self.cur_src].module;
        match self.hidden.get(m).and_then(|h| h.get(n)).copied() {
            Some(owner) => {
                let msg = format!(
                    "'{n}' is not accessible from here: module '{}' does not declare it public",
                    self.modules[owner].name
                );
                self.error(E_NOT_ACCESSIBLE, span, msg)
            }
            None => self.error(E_UNDEFINED, span, format!("undefined identifier '{n}'")),
        }
    }
}
