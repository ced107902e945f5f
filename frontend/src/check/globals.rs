//! Declarations of values: globals, shader parameters, specialization constants and compile-time constants.

#[allow(unused_imports)]
use super::*;

/// An array of `ParameterBlock<T>` (slangc's "arrays of non-addressable type").
const E_NON_ADDRESSABLE_ARRAY: &str = "E30028";

/// A `static` global of a type holding a resource (slangc's E30076).
const E_GLOBAL_OPAQUE: &str = "E30076";

impl Checker<'_> {
    /// E31215: a `cbuffer` member of an unsized array type (`T x[];`): a
    /// constant buffer has a fixed size.
    fn check_sized_cbuffer_member(&mut self, m: crate::ast::DeclId) {
        let DeclKind::Var { name, ty: Some(ty), .. } = &self.user.decl(m).kind else { return };
        if let AstType::Array { elem, len: None } = &self.user.ty(*ty).kind {
            let elem = match &self.user.ty(*elem).kind {
                AstType::Name(n) => n.clone(),
                _ => "T".to_string(),
            };
            let msg = format!("cannot use unsized type '{elem}[]' in a constant buffer.");
            self.error("E31215", name.span, msg);
        }
    }

    pub(super) fn declare_value(&mut self, d: DeclId) {
        let decl = self.user.decl(d);
        self.cur_public = self.exported(&decl.modifiers);
        match &decl.kind {
            DeclKind::Namespace { path, members } => {
                let depth = self.enter_namespace(&path.clone());
                for &m in &members.clone() {
                    self.declare_value(m);
                }
                self.leave_namespace(depth);
            }
            DeclKind::Func { name, .. } => {
                let (fname, span) = match name {
                    FuncName::Ident(ident) => (ident.name.clone(), ident.span),
                    FuncName::Operator { op, span } => (format!("operator{op}"), *span),
                };
                if let Ok(f) = self.declare_func(Unit::User, d, &fname, None) {
                    if let Some(g) = self.return_type_conflict(&fname, f) {
                        let show = |c: &Self, t: Option<Type>| t.map_or("void".to_string(), |t| c.show(t));
                        let msg = format!(
                            "function return type mismatch: function '{fname}' declared to return '{}' was \
                             previously declared to return '{}'",
                            show(self, self.funcs[f].ret),
                            show(self, self.funcs[g].ret)
                        );
                        self.error("E30202", span, msg);
                        return;
                    }
                    if self.merge_forward_declaration(&fname, f) {
                        return;
                    }
                    if let Some(g) = self.duplicate_of(&fname, f) {
                        // Definitions for different capabilities are one
                        // function, resolved per target (capability overloading).
                        if !self.add_capability_overload(g, f) {
                            let msg = format!("function '{fname}' is already defined with the same parameter types");
                            self.error("E30201", span, msg);
                        }
                        return;
                    }
                    self.define(&fname, Item::Funcs(vec![f]), span);
                }
            }
            DeclKind::Aggregate { name, generics: None, kind, .. } if *kind != AggregateKind::Interface => {
                if let Some(Item::Struct(s)) = self.items.get(&name.name).cloned() {
                    self.declare_struct_members(d, s);
                }
            }
            DeclKind::Var { .. } => self.declare_global(d),
            DeclKind::CBuffer { members, name, .. } => {
                // Each member is a uniform global of its own; the block's
                // name (the one TEST_INPUT lines bind) goes on each as `block`.
                // In the shader record or push constants, each is marked
                // too: the SPIR-V legalization makes them one block again.
                let body = self.ctx.body(self.module, 0);
                let block_mods = &self.user.decl(d).modifiers;
                let own_space = if self.is_shader_record(block_mods) {
                    Some("shader_record")
                } else if self.is_push_constant(block_mods) {
                    Some("push_constant")
                } else {
                    None
                };
                for &m in members {
                    self.check_sized_cbuffer_member(m);
                    let before = self.ctx.last_op(body);
                    self.declare_global(m);
                    let after = self.ctx.last_op(body);
                    if let (Some(n), Some(g)) = (name, after) {
                        if after != before && self.ctx.op_name(g) == nsl_dialects::hl::GLOBAL.name {
                            let (key, value) = (self.ctx.sym("block"), self.ctx.str_attr(&n.name));
                            self.ctx.set_attr(g, key, value);
                            if let Some(space) = own_space.filter(|_| self.ctx.attr_str(g, "kind") == Some("uniform")) {
                                let (key, unit) = (self.ctx.sym(space), self.ctx.intern_attr(nsl_ir::AttrKind::Unit));
                                self.ctx.set_attr(g, key, unit);
                            }
                        }
                    }
                }
            }
            // Resolved by the driver before checking (see compile.rs).
            DeclKind::Import(_) | DeclKind::Include(_) | DeclKind::Module(_) | DeclKind::Implementing(_) => {}
            DeclKind::Extension { generics: Some(g), target, .. } => {
                // `extension<T> Box<T> { ... }`: applies to every instance
                // of `Box`, with the extension's parameters bound to the
                // instance's arguments in order.
                let params: Vec<String> =
                    g.params.iter().filter_map(|&p| self.user.decl(p).name().map(|n| n.name.clone())).collect();
                let target_ok = match &self.user.ty(*target).kind {
                    AstType::Specialize { base, args } => match &self.user.ty(*base).kind {
                        AstType::Name(n) if matches!(self.items.get(n), Some(Item::GenericStruct(..))) => {
                            let names: Vec<Option<&str>> = args
                                .iter()
                                .map(|a| match a {
                                    TypeOrExpr::Type(t) => match &self.user.ty(*t).kind {
                                        AstType::Name(x) => Some(x.as_str()),
                                        _ => None,
                                    },
                                    TypeOrExpr::Expr(_) => None,
                                })
                                .collect();
                            (names.len() == params.len() && names.iter().zip(&params).all(|(a, p)| *a == Some(p)))
                                .then(|| n.clone())
                        }
                        _ => None,
                    },
                    _ => None,
                };
                match target_ok {
                    Some(name) => {
                        self.generic_extensions.push((name.clone(), self.cur_src, d));
                        let instances: Vec<(Vec<generics::GArg>, usize)> = self
                            .struct_instances
                            .iter()
                            .filter(|((n, _), _)| *n == name)
                            .map(|((_, a), &s)| (a.clone(), s))
                            .collect();
                        for (args, s) in instances {
                            self.add_generic_extension(s, self.cur_src, d, &args);
                        }
                    }
                    None => self.blanket_extensions.push((self.cur_src, d)),
                }
            }
            DeclKind::Extension { target, .. } if matches!(&self.user.ty(*target).kind, AstType::Name(n) if self.interfaces.contains_key(n)) =>
            {
                // An extension of an interface gives its methods to every
                // conforming struct, checked with `This` bound to that struct.
                let AstType::Name(iface) = &self.user.ty(*target).kind else { return };
                let iface = iface.clone();
                // Slang rejects it (E30852): a generic extension
                // `extension<T : I> T` says the same.
                if !self.is_prelude_src(self.cur_src) {
                    let span = self.user.ty(*target).span;
                    let msg = format!(
                        "cannot extend interface type '{iface}'; consider using a generic extension: \
                         `extension<T : {iface}> T {{...}}`"
                    );
                    self.error("E30852", span, msg);
                }
                self.interface_extensions.push((iface.clone(), self.cur_src, d));
                for s in 0..self.structs.len() {
                    if self.conforms(generics::GArg::Type(self.structs[s].ty), &iface) {
                        self.add_extension_methods(s, self.cur_src, d, Vec::new());
                    }
                }
            }
            DeclKind::Extension { target, bases, .. } => {
                let Ok(t) = self.resolve_type(Unit::User, *target) else { return };
                let s = match self.structs.iter().position(|st| st.ty == t) {
                    Some(s) => s,
                    // Extending a builtin type (`extension float3 { ... }`):
                    // it gets a member table like a struct's, without fields.
                    None if types::shape(self.ctx, t).is_some() => self.member_table(t),
                    // Extending an enum (`extension E : IFoo { ... }`).
                    None if types::enum_tag(self.ctx, t).is_some() => self.member_table(t),
                    // Extending a texture type (`extension Texture2D<float4>`).
                    None if nsl_dialects::hl::texture(self.ctx, t).is_some() => self.member_table(t),
                    None if t == self.string_type() => self.member_table(t),
                    None => {
                        let msg = format!("extensions of '{}' are not supported yet", self.show(t));
                        self.error(E_UNSUPPORTED, decl.span, msg);
                        return;
                    }
                };
                self.add_conformances(s, bases);
                self.declare_struct_members(d, s);
            }
            _ => {}
        }
    }

    /// Is the type expression `t` (of the user's file) an array of
    /// `ConstantBuffer<T>`, `ParameterBlock<T>` or `TextureBuffer<T>`?
    /// `Some(true)`: a one-dimensional array of `ConstantBuffer<T>` (an
    /// array of uniform-buffer descriptors); `Some(false)`: another one.
    /// The element type of (nested) array type `t`, past every dimension.
    fn innermost_elem(&self, mut t: crate::ast::TypeId) -> crate::ast::TypeId {
        while let crate::ast::TypeKind::Array { elem, .. } = &self.user.ty(t).kind {
            t = *elem;
        }
        t
    }

    /// Is `t` an array (of arrays) of `ParameterBlock<T>`?
    fn is_array_of_parameter_blocks(&self, t: crate::ast::TypeId) -> bool {
        use crate::ast::TypeKind as AstType;
        matches!(&self.user.ty(self.innermost_elem(t)).kind, AstType::Specialize { base, .. }
            if matches!(&self.user.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock"))
    }

    fn array_of_uniform_wrappers(&self, t: crate::ast::TypeId) -> Option<bool> {
        use crate::ast::TypeKind as AstType;
        let AstType::Array { elem, .. } = &self.user.ty(t).kind else { return None };
        let (mut elem, mut nested) = (*elem, false);
        loop {
            match &self.user.ty(elem).kind {
                AstType::Array { elem: inner, .. } => (elem, nested) = (*inner, true),
                AstType::Specialize { base, .. } => {
                    let AstType::Name(n) = &self.user.ty(*base).kind else { return None };
                    if !matches!(n.as_str(), "ConstantBuffer" | "ParameterBlock" | "TextureBuffer")
                        || self.items.contains_key(n.as_str())
                    {
                        return None;
                    }
                    return Some(n == "ConstantBuffer" && !nested);
                }
                _ => return None,
            }
        }
    }

    /// Metal: a `ParameterBlock<T>` global whose `T` is, or has a field
    /// that is, a `ConstantBuffer<U>` of a `U` holding resources (E56101:
    /// Metal's argument buffers nest them only as parameter blocks).
    fn check_metal_nested_constant_buffer(&mut self, t: crate::ast::TypeId, span: Span) {
        use crate::ast::TypeKind as AstType;
        if self.capabilities.target.as_deref() != Some("metal") {
            return;
        }
        let AstType::Specialize { base, args } = &self.user.ty(t).kind else { return };
        if !matches!(&self.user.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock") {
            return;
        }
        let Some(crate::ast::TypeOrExpr::Type(inner)) = args.first().cloned() else { return };
        if self.nests_resource_constant_buffer(inner, 0) {
            let msg = "ConstantBuffer with resource types in ParameterBlock not supported on Metal: nesting a \
                       'ConstantBuffer' containing resource types inside a 'ParameterBlock' is not supported on \
                       Metal, please use 'ParameterBlock' instead";
            self.error("E56101", span, msg);
        }
    }

    /// Is the type expression `t` a `ConstantBuffer<U>` of a `U` holding
    /// resources, or a struct with a field that is one?
    fn nests_resource_constant_buffer(&mut self, t: crate::ast::TypeId, depth: usize) -> bool {
        use crate::ast::TypeKind as AstType;
        if depth > 8 {
            return false;
        }
        match self.user.ty(t).kind.clone() {
            AstType::Specialize { base, args } => {
                let is_cb = matches!(&self.user.ty(base).kind, AstType::Name(n) if n == "ConstantBuffer");
                let Some(crate::ast::TypeOrExpr::Type(arg)) = args.first().cloned() else { return false };
                is_cb && self.resolve_type(Unit::User, arg).is_ok_and(|u| self.opaque_inside(u, 0).is_some())
            }
            AstType::Name(n) => {
                let Some(s) = self.structs.iter().position(|s| s.name == n) else { return false };
                let Some((src, d)) = self.structs[s].origin else { return false };
                if src != self.cur_src {
                    return false;
                }
                let DeclKind::Aggregate { members: Some(members), .. } = &self.user.decl(d).kind else { return false };
                let field_types: Vec<crate::ast::TypeId> = members
                    .iter()
                    .filter_map(|&m| match &self.user.decl(m).kind {
                        DeclKind::Var { ty: Some(ft), .. }
                            if !self.user.decl(m).modifiers.has(&ModifierKind::Static) =>
                        {
                            Some(*ft)
                        }
                        _ => None,
                    })
                    .collect();
                field_types.into_iter().any(|ft| self.nests_resource_constant_buffer(ft, depth + 1))
            }
            _ => false,
        }
    }

    /// The type a constructor call `T(...)` of the user's file builds,
    /// where `T` names a type.
    fn constructed_type(&mut self, e: crate::ast::ExprId) -> Option<Type> {
        let crate::ast::ExprKind::Call { callee, .. } = &self.user.expr(e).kind else { return None };
        let callee = *callee;
        if let crate::ast::ExprKind::Name(n) = &self.user.expr(callee).kind {
            let builtin = types::scalar_by_name(self.ctx, n).or_else(|| types::vector_or_matrix_by_name(self.ctx, n));
            if builtin.is_some() && !self.items.contains_key(n.as_str()) {
                return builtin;
            }
        }
        self.static_type_expr(Unit::User, callee)
    }

    pub(super) fn declare_global(&mut self, d: DeclId) {
        self.declare_global_in(d, None);
    }

    /// Declares a global, or the static member `Owner.name` of a struct.
    pub(super) fn declare_global_in(&mut self, d: DeclId, owner: Option<&str>) {
        let decl = self.user.decl(d);
        let DeclKind::Var { style, name, ty, init, semantics } = &decl.kind else { return };
        let decl_ty = *ty;
        let m = &decl.modifiers;
        // An array of `ConstantBuffer<T>` (or `ParameterBlock<T>`) is an
        // array of descriptors, one buffer each; the wrapper resolves to
        // `T` itself, which would make it one buffer holding a `T[]`.
        // A one-dimensional array of `ConstantBuffer<T>` is a uniform
        // global of type `T[N]` marked `constant_buffers`: the SPIR-V
        // target declares it as an array of blocks, one binding.
        let wrappers = decl_ty.and_then(|t| self.array_of_uniform_wrappers(t).map(|cb| (t, cb)));
        if let Some((t, false)) = wrappers {
            if self.is_array_of_parameter_blocks(t) {
                // slangc: a parameter block is not addressable, so it has no arrays.
                let elem = self.sources.text(self.user.ty(self.innermost_elem(t)).span).to_string();
                let msg = format!(
                    "arrays of non-addressable type not allowed: arrays of non-addressable type '{elem}' are not allowed"
                );
                self.error(E_NON_ADDRESSABLE_ARRAY, name.span, msg);
                return;
            }
            let msg = "arrays of ParameterBlock<T> / TextureBuffer<T>, and arrays of arrays of ConstantBuffer<T>, \
                       are not supported";
            self.error(E_UNSUPPORTED, self.user.ty(t).span, msg);
            return;
        }
        let constant_buffers = wrappers.is_some();
        let ty = match ty {
            Some(t) => match self.resolve_type(Unit::User, *t) {
                Ok(t) => self.declared_layout(m, t),
                Err(_) => return,
            },
            // `static const let C = float(3);`, `static var v = 999;`,
            // `var a = 1;` (an implicit shader parameter): a variable
            // initialized with a constant has its type; one initialized
            // by a constructor call (`var b = float3(x, 1, 2);`) the
            // constructed type.
            None => match init.map(|e| self.fold_const(Unit::User, e)) {
                Some(Ok((_, t))) => t,
                _ => match init.and_then(|e| self.constructed_type(e)) {
                    Some(t) => t,
                    None => match init {
                        // Any other value: its type (`static var g = f(3);`).
                        Some(e) => match self.initializer_type(*e) {
                            Ok(t) => t,
                            Err(_) => return,
                        },
                        None => {
                            self.error(E_UNSUPPORTED, name.span, "global variables need a declared type");
                            return;
                        }
                    },
                },
            },
        };
        let is_resource = (matches!(self.ctx.type_kind(ty), TypeKind::Opaque { .. })
            && types::enum_tag(self.ctx, ty).is_none()
            && nsl_dialects::hl::existential_interface(self.ctx, ty).is_none()
            && nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_none())
            || self.is_descriptor_array(ty);
        self.check_vk_location_global(d, decl_ty, is_resource);
        self.check_whole_set_binding(d);
        if owner.is_none() {
            self.check_derivative_member_global(d);
        }
        if let Some(a) = m.attributes.iter().find(|a| is_spec_constant_attr(&a.name)) {
            let a = a.clone();
            // The host sets a specialization constant: it is never a
            // module-private `static` (slangc's E31219).
            if m.has(&ModifierKind::Static) {
                self.error("E31219", name.span, "push or specialization constants cannot be 'static'");
            }
            self.declare_spec_constant(&a, name, ty, *init, owner);
            return;
        }
        let is_static = m.has(&ModifierKind::Static);
        if is_static && self.is_push_constant(m) {
            self.error("E31219", name.span, "push or specialization constants cannot be 'static'");
        }
        let is_const = m.has(&ModifierKind::Const) || *style == VarStyle::Let;
        // A `static` global (not a struct's static member) holding a
        // resource: resources are shader parameters or `static const`
        // aliases of one, never mutable program state (slangc's E30076).
        if owner.is_none() && is_static && !is_const && (is_resource || self.holds_resource(ty, 0)) {
            let msg = "global variable cannot have opaque type: do you intend to define a `uniform` parameter instead?";
            self.error(E_GLOBAL_OPAQUE, name.span, msg);
        }
        // GLSL's `in vec4 a;` / `out vec4 b;`: a private global that the
        // entry points reaching it get as a varying (see `glsl_varyings`).
        let varying_out = m.has(&ModifierKind::Out) || m.has(&ModifierKind::InOut);
        let varying = owner.is_none()
            && !is_resource
            && !is_static
            && !m.has(&ModifierKind::Uniform)
            && (varying_out || m.has(&ModifierKind::In));
        // In GLSL mode a global that is not `uniform` is a private global
        // (`uint x;`, `const int N = 4;`), as in slangc.
        let glsl_private = self.user.glsl
            && owner.is_none()
            && !is_resource
            && !m.has(&ModifierKind::Uniform)
            && !m.has(&ModifierKind::Groupshared)
            && !m.has(&ModifierKind::Extern);
        let is_static = is_static || varying || glsl_private;
        let mut kind = if is_resource {
            GlobalKind::Resource
        } else if m.has(&ModifierKind::Groupshared) {
            GlobalKind::Groupshared
        } else if is_static && is_const {
            GlobalKind::Const
        } else if is_static {
            GlobalKind::Static
        } else {
            GlobalKind::Uniform
        };
        if kind == GlobalKind::Uniform {
            self.check_class_uniform(ty);
        }
        if let Some(t) = decl_ty {
            let span = name.span;
            self.check_metal_nested_constant_buffer(t, span);
        }
        // `static const int a[] = {1, 2, 3};` takes its length from the list.
        let mut ty = match (self.ctx.type_kind(ty).clone(), init.map(|e| &self.user.expr(e).kind)) {
            (TypeKind::Array { elem, len: None }, Some(crate::ast::ExprKind::InitList(items))) => {
                self.ctx.array_type(elem, Some(items.len() as u32))
            }
            _ => ty,
        };
        // A private global (not a shader parameter) of an unsized type
        // (an unsized array, a struct ending in one) cannot be allocated
        // (slangc's E30071).
        // GLSL's unsized varying arrays (`in vec3 pos[];`) take their size
        // from the stage.
        if !varying
            && matches!(kind, GlobalKind::Static | GlobalKind::Const | GlobalKind::Groupshared)
            && self.holds_unsized(ty, 0)
        {
            self.error(super::E_VAR_UNSIZED, name.span, "cannot instantiate a variable of unsized type");
            // An unsized array goes on as one of a single element, so that
            // its uses report nothing more (no code is emitted).
            match *self.ctx.type_kind(ty) {
                TypeKind::Array { elem, len: None } => ty = self.ctx.array_type(elem, Some(1)),
                _ => return,
            }
        }
        let mut dynamic_init = None;
        // `static let x = f(1);` is an immutable variable, not a `static
        // const`: one computed at run time is set when an entry point
        // starts (slangc accepts it, and rejects the `static const`).
        let immutable_variable = *style == VarStyle::Let && !m.has(&ModifierKind::Const);
        let runtime_let = kind == GlobalKind::Const
            && immutable_variable
            && init.is_some_and(|e| self.const_of(e, ty).is_none() && self.reads_runtime_value(e));
        if runtime_let {
            kind = GlobalKind::Static;
        }
        let value = match (init, kind) {
            // A `static const` whose initializer is not a literal constant
            // (`0.0f / 0.0f`, a call) is evaluated where it is used.
            (Some(e), GlobalKind::Const) => {
                let v = self.const_of(*e, ty);
                if v.is_none() {
                    self.check_static_const_init(name, *e);
                }
                v
            }
            // Not a constant: slangc evaluates it when an entry point starts.
            (Some(e), GlobalKind::Static) => {
                // One declared (a generic instance's member) after an entry
                // point ran the initializers joins them there later
                // (`patch_late_dynamic_inits`).
                let v = self.const_of(*e, ty);
                if v.is_none() {
                    dynamic_init = Some(*e);
                }
                v
            }
            (Some(e), GlobalKind::Groupshared) => {
                let msg = format!("'{}' cannot have an initializer because it is groupshared", name.name);
                self.error("E30623", self.user.expr(*e).span, msg);
                None
            }
            // An explicit `uniform` or a `const` with an initializer must
            // be `static` (slangc's E31224).
            // (A non-static `let` is a shader parameter as a `var` is.)
            (Some(_), GlobalKind::Uniform) if m.has(&ModifierKind::Uniform) || m.has(&ModifierKind::Const) => {
                let msg = format!("global const variable with initializer must be declared static: '{}'", name.name);
                self.error("E31224", name.span, msg);
                None
            }
            // An implicit shader parameter's initializer is a default value
            // for reflection only: slangc ignores it in the code (the
            // parameter's value comes from the host).
            (Some(_), GlobalKind::Uniform) => None,
            (Some(e), _) => {
                self.error(E_UNSUPPORTED, self.user.expr(*e).span, "only static globals may have initializers");
                None
            }
            (None, _) => None,
        };
        // `extern static const T X;`: a link-time constant that no module
        // here defines. It is a private global without a value, which an
        // entry point may not reach (slangc's linker reports those).
        if kind == GlobalKind::Const && init.is_none() && m.has(&ModifierKind::Extern) {
            let key = match owner {
                Some(o) => format!("{o}.{}", name.name),
                None => name.name.clone(),
            };
            let symbol = self.unique_symbol(&key);
            self.emit_global(&symbol, ty, GlobalKind::Static, None, m, semantics, decl.span);
            self.extern_consts.push((name.name.clone(), symbol.clone(), name.span));
            let info = GlobalInfo {
                name: key.clone(),
                ty,
                kind: GlobalKind::Static,
                symbol,
                value: None,
                readonly: true,
                init_expr: None,
            };
            self.globals.push(info);
            self.define(&key, Item::Global(self.globals.len() - 1), name.span);
            return;
        }
        if kind == GlobalKind::Const && value.is_none() {
            let Some(e) = *init else {
                let msg = format!("static const variable '{}' must have an initializer", name.name);
                self.error("E31225", name.span, msg);
                return;
            };
            let key = match owner {
                Some(o) => format!("{o}.{}", name.name),
                None => name.name.clone(),
            };
            self.globals.push(GlobalInfo {
                name: key.clone(),
                ty,
                kind,
                symbol: String::new(),
                value: None,
                readonly: true,
                init_expr: Some((self.cur_src, e)),
            });
            self.define(&key, Item::Global(self.globals.len() - 1), name.span);
            return;
        }
        // Constant arrays are indexed, so they live in (read-only) memory.
        let readonly =
            runtime_let || (kind == GlobalKind::Const && matches!(self.ctx.type_kind(ty), TypeKind::Array { .. }));
        let kind = if readonly { GlobalKind::Static } else { kind };
        let key = match owner {
            Some(o) => format!("{o}.{}", name.name),
            None => name.name.clone(),
        };
        let symbol = self.unique_symbol(&key);
        if let Some(e) = dynamic_init {
            let init = DynamicInit { symbol: symbol.clone(), ty, expr: e, src: self.cur_src, env: self.env.clone() };
            self.dynamic_inits.push(init);
        }
        if kind != GlobalKind::Const {
            let g = self.emit_global(&symbol, ty, kind, value, m, semantics, decl.span);
            if constant_buffers && kind == GlobalKind::Uniform {
                let unit = self.ctx.intern_attr(nsl_ir::AttrKind::Unit);
                let name = self.ctx.sym("constant_buffers");
                self.ctx.set_attr(g, name, unit);
                self.constant_buffer_arrays.insert(symbol.clone());
            }
            if kind == GlobalKind::Resource && self.is_append_or_consume(ty) {
                // Its counter: a `RWStructuredBuffer<int>` global right after
                // it (the next binding), as slangc lays it out.
                let i32_ = self.ctx.int_type(32, true);
                let cname = self.ctx.sym("hl.RWStructuredBuffer");
                let cty = self.ctx.intern_type(TypeKind::Opaque { name: cname, params: vec![i32_] });
                let csym = self.unique_symbol(&format!("{key}.counter"));
                let none = Modifiers::default();
                let c = self.emit_global(&csym, cty, kind, None, &none, &[], decl.span);
                let attr = self.ctx.str_attr(&symbol);
                let name = self.ctx.sym("counter_for");
                self.ctx.set_attr(c, name, attr);
            }
            if decl_ty.is_some_and(|t| kind == GlobalKind::Resource && self.is_rasterizer_ordered(t)) {
                let unit = self.ctx.intern_attr(nsl_ir::AttrKind::Unit);
                let name = self.ctx.sym("rasterizer_ordered");
                self.ctx.set_attr(g, name, unit);
            }
        }
        if varying {
            let semantic = semantics
                .iter()
                .find_map(|s| match &s.kind {
                    SemanticKind::Name(n) => Some(n.name.clone()),
                    _ => None,
                })
                .unwrap_or_default();
            let src = self.cur_src;
            let mods = super::entry::modifier_words(self, src, m, "");
            let primitive = m.keywords.iter().find_map(|k| match k.kind {
                ModifierKind::Point => Some("point"),
                ModifierKind::Line => Some("line"),
                ModifierKind::Triangle => Some("triangle"),
                ModifierKind::LineAdj => Some("lineadj"),
                ModifierKind::TriangleAdj => Some("triangleadj"),
                _ => None,
            });
            let v = super::glsl_varyings::Varying {
                symbol: symbol.clone(),
                ty,
                out: varying_out,
                semantic,
                mods,
                primitive,
                span: name.span,
            };
            self.glsl_varyings.push(v);
        }
        self.globals.push(GlobalInfo { name: key.clone(), ty, kind, symbol, value, readonly, init_expr: None });
        self.define(&key, Item::Global(self.globals.len() - 1), name.span);
    }

    /// A specialization constant: a scalar with a constant default value
    /// (zero without an initializer) and a SpecId, the explicit one or the next one no explicit id uses
    /// (in declaration order, as slangc numbers them). Each use is an
    /// `hl.spec_const` (see `name_value`); constant folding (array sizes)
    /// sees the default value.
    pub(super) fn declare_spec_constant(
        &mut self,
        a: &crate::ast::Attribute,
        name: &crate::ast::Ident,
        ty: Type,
        init: Option<ExprId>,
        owner: Option<&str>,
    ) {
        // An enum specialization constant is one of its tag type.
        let plain = types::untagged(self.ctx, ty);
        if !matches!(self.ctx.type_kind(plain), TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }) {
            let msg = format!("a specialization constant must be a scalar, not '{}'", self.show(ty));
            self.error(E_UNSUPPORTED, name.span, msg);
            return;
        }
        // Without an initializer the default is zero (false), as slangc's.
        let value = match init {
            Some(e) => match self.const_value(e, ty) {
                Some(v) => v,
                None => return,
            },
            None => match self.ctx.type_kind(plain) {
                TypeKind::Bool => self.ctx.bool_attr(false),
                TypeKind::Float { .. } => self.ctx.float_attr(0.0),
                _ => self.ctx.int_attr(0),
            },
        };
        let id = match a.args.first() {
            Some(&arg) => match self.const_int(Unit::User, arg) {
                Ok(id) if (0..=i128::from(u32::MAX)).contains(&id) => id as u32,
                Ok(_) => {
                    self.error(E_NOT_CONSTANT, a.span, "a constant id must be a non-negative 32-bit integer");
                    return;
                }
                Err(_) => return,
            },
            None => {
                if self.spec_explicit.is_none() {
                    let mut used = std::collections::BTreeSet::new();
                    for d in &self.user.decls {
                        for at in d.modifiers.attributes.iter().filter(|at| is_spec_constant_attr(&at.name)) {
                            if let Some(&arg) = at.args.first() {
                                if let Ok(v) = self.const_int(Unit::User, arg) {
                                    used.insert(v as u32);
                                }
                            }
                        }
                    }
                    self.spec_explicit = Some(used);
                }
                let used = self.spec_explicit.as_ref().expect("computed");
                let taken: std::collections::BTreeSet<u32> = self.spec_consts.values().copied().collect();
                (0..).find(|i| !used.contains(i) && !taken.contains(i)).expect("a free id")
            }
        };
        let key = match owner {
            Some(o) => format!("{o}.{}", name.name),
            None => name.name.clone(),
        };
        let symbol = self.unique_symbol(&key);
        self.globals.push(GlobalInfo {
            name: key.clone(),
            ty,
            kind: GlobalKind::Const,
            symbol,
            value: Some(value),
            readonly: true,
            init_expr: None,
        });
        self.spec_consts.insert(self.globals.len() - 1, id);
        self.define(&key, Item::Global(self.globals.len() - 1), name.span);
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn emit_global(
        &mut self,
        symbol: &str,
        ty: Type,
        kind: GlobalKind,
        init: Option<Attr>,
        m: &Modifiers,
        semantics: &[crate::ast::Semantic],
        span: Span,
    ) -> nsl_ir::Op {
        let kind_name = match kind {
            GlobalKind::Resource => "resource",
            GlobalKind::Uniform => "uniform",
            GlobalKind::Groupshared => "groupshared",
            GlobalKind::Static | GlobalKind::Const => "static",
        };
        let mut attrs = vec![
            ("sym", self.ctx.symbol_attr(symbol)),
            ("type", self.ctx.type_attr(ty)),
            ("kind", self.ctx.str_attr(kind_name)),
        ];
        for a in &m.attributes {
            if a.name == "vk::binding" {
                let vals: Vec<i128> = a.args.iter().filter_map(|&e| self.const_int(Unit::User, e).ok()).collect();
                let binding = vals.first().copied().unwrap_or(0);
                let set = vals.get(1).copied().unwrap_or(0);
                if kind == GlobalKind::Resource {
                    match self.explicit_bindings.get(&(binding, set)) {
                        Some(other) => {
                            let msg = format!(
                                "explicit binding overlap: the binding of '{symbol}' overlaps with that of '{other}'"
                            );
                            self.warn("E39001", span, msg);
                        }
                        None => {
                            self.explicit_bindings.insert((binding, set), symbol.to_string());
                        }
                    }
                }
                let items = vec![self.ctx.int_attr(binding), self.ctx.int_attr(set)];
                attrs.push(("binding", self.ctx.array_attr(items)));
            }
            if a.name == "vk::input_attachment_index" {
                if let Some(index) = a.args.first().and_then(|&e| self.const_int(Unit::User, e).ok()) {
                    attrs.push(("input_attachment_index", self.ctx.int_attr(index)));
                }
            }
            // GLSL's `rayPayloadEXT vec4 payload;` & co (parser/glsl.rs).
            if let Some(storage) = a.name.strip_prefix("glsl_ray::") {
                attrs.push(("ray_storage", self.ctx.str_attr(storage)));
            }
        }
        if kind == GlobalKind::Uniform && self.is_shader_record(m) {
            attrs.push(("shader_record", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        } else if kind == GlobalKind::Uniform && self.is_push_constant(m) {
            attrs.push(("push_constant", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        }
        for s in semantics {
            if let SemanticKind::Register { slot, space } = &s.kind {
                let mut items = vec![self.ctx.str_attr(&slot.name)];
                if let Some(sp) = space {
                    items.push(self.ctx.str_attr(&sp.name));
                }
                attrs.push(("register", self.ctx.array_attr(items)));
            }
        }
        if let Some(v) = init {
            attrs.push(("init", v));
        }
        let loc = self.loc(span);
        let kind_op = self.ctx.kind(nsl_dialects::hl::GLOBAL.name);
        let attrs: Vec<(Sym, Attr)> = attrs.into_iter().map(|(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind_op, &[], &[], &attrs, 0, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(body));
        op
    }

    /// Each compute entry point stores its `[numthreads]` size into the
    /// global `WorkgroupSize()` reads when the program has several sizes.
    pub(super) fn store_workgroup_sizes(&mut self) {
        let Some(sym) = self.workgroup_size_global.clone() else { return };
        let body = self.ctx.body(self.module, 0);
        let entry_kind = self.ctx.kind(nsl_dialects::hl::ENTRY_POINT.name);
        let func_kind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let ops = self.ctx.block_ops(body);
        let entries: Vec<nsl_ir::Op> = ops.iter().copied().filter(|&o| self.ctx.is(o, entry_kind)).collect();
        for ep in entries {
            let Some(dims) = int_list(self.ctx, ep, "numthreads") else { continue };
            let Some(fsym) = self.ctx.attr_symbol(ep, "func") else { continue };
            let is_f = |o: nsl_ir::Op| self.ctx.is(o, func_kind) && self.ctx.attr_symbol(o, "sym") == Some(fsym);
            let Some(f) = ops.iter().copied().find(|&o| is_f(o)) else {
                continue;
            };
            let loc = self.ctx.loc(f);
            let fbody = self.ctx.body(f, 0);
            let i32_ = self.ctx.int_type(32, true);
            let ty = self.ctx.vector_type(i32_, 3);
            let pty = self.ctx.ptr_type(ty, AddressSpace::Private);
            let g = self.ctx.symbol_attr(&sym);
            // Axes sized by specialization constants (`numthreads_spec`).
            let spec: Vec<Option<Vec<Attr>>> = match self.ctx.attr(ep, "numthreads_spec").map(|a| self.ctx.attr_kind(a))
            {
                Some(nsl_ir::AttrKind::Array(axes)) => axes
                    .iter()
                    .map(|&a| match self.ctx.attr_kind(a) {
                        nsl_ir::AttrKind::Array(parts) if parts.len() == 4 => Some(parts.clone()),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let mut b = nsl_ir::Builder::new(self.ctx, InsertPoint::Start(fbody));
            b.loc = loc;
            let comps: Vec<nsl_ir::Value> = (0..3)
                .map(|i| {
                    if let Some(Some(parts)) = spec.get(i) {
                        if let nsl_ir::AttrKind::Type(ty) = *b.ctx.attr_kind(parts[2]) {
                            let attrs = [("id", parts[0]), ("value", parts[1]), ("name", parts[3])];
                            let v = b.value("hl.spec_const", &[], ty, &attrs);
                            return if ty == i32_ { v } else { b.value("arith.convert", &[v], i32_, &[]) };
                        }
                    }
                    let v = b.ctx.int_attr(dims.get(i).copied().unwrap_or(1));
                    b.value("arith.const", &[], i32_, &[("value", v)])
                })
                .collect();
            let v = b.value("vec.construct", &comps, ty, &[]);
            let addr = b.value("hl.global_addr", &[], pty, &[("global", g)]);
            b.op("mem.store", &[addr, v], &[], &[], 0);
        }
    }

    /// Stores the initial values of the static globals whose initializers
    /// are not constants, in declaration order: what an entry point does first.
    pub(super) fn run_dynamic_inits(&mut self, fx: &mut super::stmt::FnCx) {
        self.run_dynamic_inits_from(fx, 0);
        // Where initializers declared later go (see `patch_late_dynamic_inits`).
        let after = self.ctx.last_op(fx.block);
        let entry = super::InitEntry { block: fx.block, after, ran: self.dynamic_inits.len() };
        self.dynamic_init_entries.push(entry);
    }

    /// Initializers of static globals declared after an entry point ran
    /// the others (members of generic instances the entry point's body
    /// named): each such entry point calls a function that runs them,
    /// right after its other initializers. Whether there were any (the
    /// new function may need more functions lowered).
    pub(super) fn patch_late_dynamic_inits(&mut self) -> bool {
        let total = self.dynamic_inits.len();
        let mut patched = false;
        for k in 0..self.dynamic_init_entries.len() {
            let entry = self.dynamic_init_entries[k].clone();
            if entry.ran >= total {
                continue;
            }
            self.dynamic_init_entries[k].ran = total;
            let first = self.dynamic_inits[entry.ran].clone();
            let span = self.user_span_of(first.src, first.expr);
            let symbol = self.unique_symbol("static_init");
            let fty = self.ctx.function_type(Vec::new(), Vec::new());
            let loc = self.loc(span);
            let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
            let attrs = [
                ("sym", self.ctx.symbol_attr(&symbol)),
                ("type", self.ctx.type_attr(fty)),
                ("visibility", self.ctx.str_attr("private")),
            ];
            let attrs: Vec<(nsl_ir::Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
            let func = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
            let body = self.ctx.body(self.module, 0);
            self.ctx.insert_op(func, InsertPoint::End(body));
            let block = self.ctx.body(func, 0);
            let mut fx = super::stmt::FnCx::new(block, None);
            fx.push_scope();
            self.run_dynamic_inits_from(&mut fx, entry.ran);
            self.emit(&fx, "func.return", &[], &[], &[], span);
            let at = match entry.after {
                Some(op) => InsertPoint::After(op),
                None => InsertPoint::Start(entry.block),
            };
            let callee = self.ctx.symbol_attr(&symbol);
            let mut b = nsl_ir::Builder::new(self.ctx, at);
            b.loc = loc;
            b.op("func.call", &[], &[], &[("callee", callee)], 0);
            patched = true;
        }
        patched
    }

    /// Runs the initializers of static globals from the `from`-th on.
    fn run_dynamic_inits_from(&mut self, fx: &mut super::stmt::FnCx, from: usize) {
        for k in from..self.dynamic_inits.len() {
            let init = self.dynamic_inits[k].clone();
            let span = self.user_span_of(init.src, init.expr);
            let saved = std::mem::replace(&mut self.env, init.env.clone());
            let v = self.in_src(init.src, |c| c.lower_init(fx, init.expr, Some(init.ty)));
            self.env = saved;
            let Ok(v) = v else { continue };
            let Ok(v) = self.convert(fx, v, init.ty, span, false) else { continue };
            let pty = self.ctx.ptr_type(init.ty, nsl_ir::AddressSpace::Private);
            let g = self.ctx.symbol_attr(&init.symbol);
            let ptr = self.emit_value(fx, "hl.global_addr", &[], pty, &[("global", g)], span);
            self.emit(fx, "mem.store", &[ptr, v], &[], &[], span);
        }
    }

    fn user_span_of(&mut self, src: usize, e: ExprId) -> crate::source::Span {
        self.in_src(src, |c| c.user.expr(e).span)
    }

    /// The constant value of an initializer of type `ty`, if it is one.
    pub(super) fn const_value(&mut self, e: ExprId, ty: Type) -> Option<Attr> {
        let attr = self.const_of(e, ty);
        if attr.is_none() {
            let span = self.user.expr(e).span;
            self.error(E_NOT_CONSTANT, span, "this initializer is not a constant this version can evaluate");
        }
        attr
    }

    /// The constant of type `ty` that expression `e` denotes: literals
    /// (with a sign), constant integer expressions, vector constructors of
    /// constants, and initializer lists of constants, nested.
    pub(super) fn const_of(&mut self, e: ExprId, ty: Type) -> Option<Attr> {
        use crate::ast::ExprKind as E;
        let expr = self.user.expr(e);
        let kind = self.ctx.type_kind(types::untagged(self.ctx, ty)).clone();
        match (&kind, &expr.kind) {
            // A scalar: the folded value converted to `ty`, as the
            // initialization converts it at run time.
            (TypeKind::Float { .. } | TypeKind::Bool | TypeKind::Int { .. }, _) => {
                let (v, _) = self.fold_const(Unit::User, e).ok()?;
                Some(match consts::convert(self.ctx, v, ty)? {
                    consts::CVal::Int(i) => self.ctx.int_attr(i),
                    consts::CVal::Float(f) => self.ctx.float_attr(f),
                    consts::CVal::Bool(b) => self.ctx.bool_attr(b),
                })
            }
            (&TypeKind::Vector { elem, len }, E::Call { args, .. }) if args.len() == len as usize => {
                let args = args.clone();
                let vals: Option<Vec<Attr>> = args.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (&TypeKind::Vector { elem, len }, E::Call { args, .. }) if args.len() == 1 => {
                let v = self.const_of(args[0], elem)?;
                Some(self.ctx.array_attr(vec![v; len as usize]))
            }
            (&TypeKind::Vector { elem, len }, E::InitList(items)) if items.len() == len as usize => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> = items.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (&TypeKind::Matrix { elem, rows, cols, .. }, E::Call { args: items, .. } | E::InitList(items)) => {
                let items = items.clone();
                let row_ty = self.ctx.vector_type(elem, cols);
                let rows_attr: Option<Vec<Attr>> = if items.len() == rows as usize {
                    items.iter().map(|&i| self.const_of(i, row_ty)).collect()
                } else if items.len() == (rows as usize) * (cols as usize) {
                    items
                        .chunks(cols as usize)
                        .map(|row| {
                            let vals: Option<Vec<Attr>> = row.iter().map(|&i| self.const_of(i, elem)).collect();
                            vals.map(|v| self.ctx.array_attr(v))
                        })
                        .collect()
                } else {
                    None
                };
                rows_attr.map(|r| self.ctx.array_attr(r))
            }
            (&TypeKind::Array { elem, len: Some(n) }, E::InitList(items)) if items.len() == n as usize => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> = items.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (TypeKind::Struct { fields, .. }, E::InitList(items)) if items.len() == fields.len() => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> =
                    items.iter().zip(fields).map(|(&i, &(_, t))| self.const_of(i, t)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            _ => None,
        }
    }
}

/// The integers of array attribute `name` of `op`.
fn int_list(ctx: &nsl_ir::Context, op: nsl_ir::Op, name: &str) -> Option<Vec<i128>> {
    match ctx.attr_kind(ctx.attr(op, name)?) {
        nsl_ir::AttrKind::Array(items) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Int(v) => Some(*v),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}
