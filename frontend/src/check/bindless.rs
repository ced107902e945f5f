//! Bindless resources: `DescriptorHandle<T>` and `T.Handle`, an ordinary
//! value (a `uint2`) that designates a resource of type `T` in the
//! bindless heap. Its type is `!hl.DescriptorHandle<T>`; using it as the
//! resource (a method call, a subscript, `*h`, a conversion to `T`) is
//! `hl.handle_deref`, and `lower-descriptor-handles` lowers both.

use super::expr::TVal;
use super::stmt::FnCx;
#[allow(unused_imports)]
use super::*;
use nsl_ir::{Type, TypeKind, Value};

impl Checker<'_> {
    /// Can `ty` be designated by a descriptor handle (a texture, sampler,
    /// buffer or acceleration structure)?
    pub(super) fn is_bindless_resource(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Opaque { name, .. } => {
                let n = self.ctx.str(*name);
                let base = n.strip_prefix("hl.").unwrap_or(n);
                Self::is_resource_name(base) && base != "RayQuery" && base != "DynamicResource"
            }
            _ => false,
        }
    }

    /// `DescriptorHandle<t>`.
    pub(super) fn descriptor_handle_type(&mut self, t: Type, span: Span) -> CResult<Type> {
        // A generic function's `DescriptorHandle<T>` for its `T :
        // IOpaqueDescriptor` (checked where it is instantiated).
        let param = matches!(self.ctx.type_kind(t), TypeKind::Param { .. });
        if !self.is_bindless_resource(t) && !param {
            let msg = format!("'{}' is not an opaque descriptor type (IOpaqueDescriptor)", self.show(t));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let name = self.ctx.sym("hl.DescriptorHandle");
        Ok(self.ctx.intern_type(TypeKind::Opaque { name, params: vec![t] }))
    }

    /// Does the expression `base` name a core resource type (`Texture2D`,
    /// `ConstantBuffer<T>`), not a value or a user type?
    pub(super) fn names_resource_type(&self, fx: &FnCx, base: crate::ast::ExprId) -> bool {
        use crate::ast::ExprKind;
        let free = |n: &str| fx.lookup(n).is_none() && !self.items.contains_key(n);
        match &self.user.expr(base).kind {
            ExprKind::Name(n) => Self::is_resource_name(n) && free(n),
            ExprKind::Specialize { base: b, .. } => matches!(&self.user.expr(*b).kind,
                ExprKind::Name(n) if (n == "ConstantBuffer" || Self::is_resource_name(n)) && free(n)),
            _ => false,
        }
    }

    /// `R.Handle` in an expression (`Texture2D.Handle(uint2(i, 0))`,
    /// `ConstantBuffer<T>.Handle(h)`): the handle type of the resource type
    /// `base` names; `None` when `base` names no core resource type.
    pub(super) fn handle_type_named_by_expr(&mut self, fx: &FnCx, base: crate::ast::ExprId) -> Option<CResult<Type>> {
        use crate::ast::{ExprKind, TypeOrExpr};
        let span = self.span(base);
        let free = |c: &Self, n: &str| fx.lookup(n).is_none() && !c.items.contains_key(n);
        match &self.user.expr(base).kind {
            ExprKind::Name(n) if Self::is_resource_name(n) && free(self, n) => {
                let n = n.clone();
                Some(self.named_type(&n, span).and_then(|t| self.descriptor_handle_type(t, span)))
            }
            ExprKind::Specialize { base: b, args } => {
                let ExprKind::Name(n) = &self.user.expr(*b).kind else { return None };
                let (n, args): (String, Vec<TypeOrExpr>) = (n.clone(), args.clone());
                if !free(self, &n) {
                    return None;
                }
                if n == "ConstantBuffer" {
                    return Some(
                        self.specialize_builtin(Unit::User, &n, &args, span)
                            .map(|t| self.constant_buffer_handle_type(t)),
                    );
                }
                if !Self::is_resource_name(&n) {
                    return None;
                }
                Some(
                    self.specialize_builtin(Unit::User, &n, &args, span)
                        .and_then(|t| self.descriptor_handle_type(t, span)),
                )
            }
            _ => None,
        }
    }

    /// Is the type expression `t` `ConstantBuffer<...>` (the core
    /// module's, which resolves to its element type)?
    pub(super) fn is_constant_buffer_ast(&self, unit: Unit, t: crate::ast::TypeId) -> bool {
        use crate::ast::TypeKind as AstType;
        let ast = self.ast(unit);
        let AstType::Specialize { base, .. } = &ast.ty(t).kind else { return false };
        matches!(&ast.ty(*base).kind, AstType::Name(n) if n == "ConstantBuffer")
            && !self.items.contains_key("ConstantBuffer")
    }

    /// `DescriptorHandle<ConstantBuffer<t>>`: `!hl.DescriptorHandle<t>`
    /// with `t` not a resource (`ConstantBuffer<t>` is `t`): dereferenced,
    /// the value of element `h.x` of the uniform buffers' heap.
    pub(super) fn constant_buffer_handle_type(&mut self, t: Type) -> Type {
        let name = self.ctx.sym("hl.DescriptorHandle");
        self.ctx.intern_type(TypeKind::Opaque { name, params: vec![t] })
    }

    /// Is a handle read here an element of the SPIR-V descriptor heaps
    /// (SPV_EXT_descriptor_heap): under `-capability spvDescriptorHeapEXT`,
    /// or in a function declared `[require(spvDescriptorHeapEXT)]`?
    fn heap_ext(&self, fx: &FnCx) -> bool {
        // (The capability is not modeled: the attribute itself is read.)
        let required = fx.func.is_some_and(|f| {
            let (unit, decl) = (self.funcs[f].unit, self.func_decl(f));
            decl.modifiers.attributes.iter().filter(|a| a.name.eq_ignore_ascii_case("require")).any(|a| {
                a.args.iter().any(|&e| {
                    matches!(&self.ast(unit).expr(e).kind, crate::ast::ExprKind::Name(n) if n == "spvDescriptorHeapEXT")
                })
            })
        });
        self.capabilities.descriptor_heap_ext || required
    }

    /// Refuses (once) a handle read from the SPIR-V descriptor heaps that
    /// nslc does not emit: the bindless arrays it emits instead would be
    /// bound differently.
    fn refuse_descriptor_heap_ext(&mut self, fx: &FnCx, what: &str, span: Span) {
        if self.heap_ext(fx) && !std::mem::replace(&mut self.capabilities.heap_ext_refused, true) {
            let msg = format!(
                "{what} under spvDescriptorHeapEXT (SPV_EXT_descriptor_heap) are not supported yet; \
                 without that capability descriptor handles index the bindless descriptor arrays"
            );
            self.error(E_UNSUPPORTED, span, msg);
        }
    }

    /// Whether a handle of `t` read here designates an element of the
    /// SPIR-V descriptor heaps, which nslc emits for storage buffers,
    /// separate images and samplers on the SPIR-V target; any other read
    /// under the heaps is refused.
    fn heap_ext_deref(&mut self, fx: &FnCx, t: Type, span: Span) -> bool {
        if !self.heap_ext(fx) {
            return false;
        }
        let hl = |n: &str| match self.ctx.type_kind(t) {
            TypeKind::Opaque { name, .. } => self.ctx.str(*name) == n,
            _ => false,
        };
        // (A constant buffer's handle designates a `t`, not a resource.)
        let constant_buffer = !matches!(self.ctx.type_kind(t), TypeKind::Opaque { .. } | TypeKind::Param { .. });
        let emitted = constant_buffer
            || nsl_dialects::hl::structured_buffer(self.ctx, t).is_some()
            || nsl_dialects::hl::byte_address_buffer(self.ctx, t).is_some()
            || (nsl_dialects::hl::texture(self.ctx, t).is_some()
                && !nsl_dialects::hl::texture_is_combined(self.ctx, t))
            || hl("hl.SamplerState")
            || hl("hl.SamplerComparisonState");
        if emitted && self.capabilities.target.as_deref().is_some_and(|t| t.starts_with("spirv")) {
            return true;
        }
        let what = format!("descriptor handles of '{}'", self.show(t));
        self.refuse_descriptor_heap_ext(fx, &what, span);
        false
    }

    /// The program's own `getDescriptorFromHandle` (its candidates), which
    /// every dereference of a handle calls instead of reading the default
    /// heaps (slangc's rule), except inside that function itself.
    fn own_descriptor_getter(&self, fx: &FnCx) -> Option<Vec<usize>> {
        let Some(Item::Funcs(fs)) = self.items.get("getDescriptorFromHandle") else { return None };
        let fs: Vec<usize> = fs.iter().copied().filter(|&f| !self.is_core_func(f)).collect();
        if fs.is_empty() || fx.func.is_some_and(|f| self.funcs[f].name == "getDescriptorFromHandle") {
            return None;
        }
        Some(fs)
    }

    /// The resource `t` handle `h` (of type `hty`) designates: a call of
    /// the program's own `getDescriptorFromHandle` when it defines one,
    /// else an element of the default heaps (`default_bindings`: slangc's
    /// `BindlessDescriptorOptions.None` layout rather than `VkMutable`).
    fn handle_deref(
        &mut self,
        fx: &mut FnCx,
        h: Value,
        hty: Type,
        t: Type,
        default_bindings: bool,
        span: Span,
    ) -> Value {
        if let Some(fs) = self.own_descriptor_getter(fx) {
            let arg = TVal { value: h, ty: hty, literal: false };
            if let Ok(Some(r)) = self.call_with_values(fx, "getDescriptorFromHandle", &fs, &[arg], span) {
                if r.ty == t {
                    return r.value;
                }
                let msg = format!("getDescriptorFromHandle returns '{}' here, not '{}'", self.show(r.ty), self.show(t));
                self.error(E_TYPE_MISMATCH, span, msg);
            }
            // (The error is reported; the default read keeps the IR whole.)
        }
        let heap = self.heap_ext_deref(fx, t, span);
        self.default_handle_deref(fx, h, t, default_bindings, heap, span)
    }

    /// The resource `t` handle `h` designates in the default heaps. On
    /// SPIR-V and GLSL, an acceleration structure is not read from a heap:
    /// the handle holds its device address (x the low bits, y the high
    /// ones), as slangc reads it in both of its layouts (GLSL refuses the
    /// conversion for now, rather than read a heap).
    /// `heap`: read from SPV_EXT_descriptor_heap's heaps instead.
    fn default_handle_deref(
        &mut self,
        fx: &mut FnCx,
        h: Value,
        t: Type,
        default_bindings: bool,
        heap: bool,
        span: Span,
    ) -> Value {
        let is_accel = matches!(self.ctx.type_kind(t), TypeKind::Opaque { name, .. }
            if self.ctx.str(*name) == "hl.RaytracingAccelerationStructure");
        if is_accel && matches!(self.capabilities.target.as_deref(), Some("spirv" | "glsl")) {
            let u32_ = self.ctx.int_type(32, false);
            let u64_ = self.ctx.int_type(64, false);
            let uint2 = self.ctx.vector_type(u32_, 2);
            let bits = self.emit_value(fx, "hl.handle_cast", &[h], uint2, &[], span);
            let word = |c: &mut Self, fx: &mut FnCx, i: i128| {
                let index = c.ctx.int_attr(i);
                let w = c.emit_value(fx, "vec.extract", &[bits], u32_, &[("index", index)], span);
                c.emit_value(fx, "arith.convert", &[w], u64_, &[], span)
            };
            let (lo, hi) = (word(self, fx, 0), word(self, fx, 1));
            let k = self.ctx.int_attr(32);
            let shift = self.emit_value(fx, "arith.const", &[], u64_, &[("value", k)], span);
            let hi = self.emit_value(fx, "arith.shl", &[hi, shift], u64_, &[], span);
            let address = self.emit_value(fx, "arith.or", &[lo, hi], u64_, &[], span);
            return self.emit_value(fx, "rt.accel_from_address", &[address], t, &[], span);
        }
        let mut attrs = Vec::new();
        if heap {
            attrs.push(("bindings", self.ctx.str_attr("heap_ext")));
        } else if default_bindings {
            attrs.push(("bindings", self.ctx.str_attr("default")));
        }
        self.emit_value(fx, "hl.handle_deref", &[h], t, &attrs, span)
    }

    /// `T.kind` / `T.descriptorAccess` for a resource type `T` (the
    /// `IOpaqueDescriptor` requirements): a `DescriptorKind` /
    /// `DescriptorAccess` case.
    pub(super) fn descriptor_type_member(&mut self, fx: &mut FnCx, t: Type, name: &str, span: Span) -> Option<TVal> {
        if !self.is_bindless_resource(t) {
            return None;
        }
        let (kind, access) = self.descriptor_kind(t);
        let (enum_name, v) = match name {
            "kind" => ("DescriptorKind", kind),
            "descriptorAccess" => ("DescriptorAccess", access),
            _ => return None,
        };
        let Some(Item::Enum(ty, _)) = self.items.get(enum_name).cloned() else { return None };
        let a = self.ctx.int_attr(v);
        let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
        Some(TVal { value, ty, literal: false })
    }

    /// The `DescriptorKind` and `DescriptorAccess` values (slangc's
    /// numbering) of bindless resource type `t`.
    fn descriptor_kind(&self, t: Type) -> (i128, i128) {
        const TEXTURE: i128 = 1;
        const COMBINED: i128 = 2;
        const STORAGE_BUFFER: i128 = 4;
        const SAMPLER: i128 = 5;
        const ACCELERATION_STRUCTURE: i128 = 6;
        const UNIFORM_TEXEL_BUFFER: i128 = 7;
        const STORAGE_TEXEL_BUFFER: i128 = 8;
        let name = match self.ctx.type_kind(t) {
            TypeKind::Opaque { name, .. } => self.ctx.str(*name),
            _ => "",
        };
        let base = name.strip_prefix("hl.").unwrap_or(name);
        let writable = base.starts_with("RW") || base.starts_with("WTexture");
        let access = if base.starts_with("WTexture") {
            2
        } else if writable {
            1
        } else {
            0
        };
        let kind = match base {
            "SamplerState" | "SamplerComparisonState" => SAMPLER,
            "RaytracingAccelerationStructure" => ACCELERATION_STRUCTURE,
            "Buffer" => UNIFORM_TEXEL_BUFFER,
            "RWBuffer" => STORAGE_TEXEL_BUFFER,
            _ if base.starts_with("Sampler") => COMBINED,
            _ if base.ends_with("StructuredBuffer") || base.ends_with("ByteAddressBuffer") => STORAGE_BUFFER,
            _ => TEXTURE,
        };
        (kind, access)
    }

    /// `v` itself, or the resource it designates when it is a descriptor
    /// handle.
    pub(super) fn deref_descriptor_handle(&mut self, fx: &mut FnCx, v: TVal, span: Span) -> TVal {
        match nsl_dialects::hl::descriptor_handle(self.ctx, v.ty) {
            Some(t) => {
                let value = self.handle_deref(fx, v.value, v.ty, t, false, span);
                TVal { value, ty: t, literal: false }
            }
            None => v,
        }
    }

    /// The conversions of descriptor handles: a handle to the resource it
    /// designates (implicit), a handle to its `uint2` and back (explicit,
    /// as `DescriptorHandle<T>(uint2)` and `uint2(h)`).
    pub(super) fn convert_descriptor_handle(
        &mut self,
        fx: &mut FnCx,
        v: TVal,
        to: Type,
        span: Span,
        explicit: bool,
    ) -> Option<CResult<Value>> {
        if let Some(sampler_heap) = nsl_dialects::hl::untyped_handle(self.ctx, v.ty) {
            return self.convert_untyped_handle(fx, v, sampler_heap, to, span);
        }
        let from_handle = nsl_dialects::hl::descriptor_handle(self.ctx, v.ty);
        let to_handle = nsl_dialects::hl::descriptor_handle(self.ctx, to);
        if from_handle.is_none() && to_handle.is_none() {
            return None;
        }
        if from_handle == Some(to) {
            return Some(Ok(self.handle_deref(fx, v.value, v.ty, to, false, span)));
        }
        let u32_ = self.ctx.int_type(32, false);
        let uint2 = self.ctx.vector_type(u32_, 2);
        if explicit && from_handle.is_some() && to == uint2 {
            return Some(Ok(self.emit_value(fx, "hl.handle_cast", &[v.value], to, &[], span)));
        }
        // A handle as a 64-bit integer and back: its uint2's x holds the
        // low bits, y the high ones (`DescriptorHandle<T>(uint64_t)`,
        // `(uint64_t)h`).
        let u64_ = self.ctx.int_type(64, false);
        if explicit && from_handle.is_some() && to == u64_ {
            let bits = self.emit_value(fx, "hl.handle_cast", &[v.value], uint2, &[], span);
            let word = |c: &mut Self, fx: &mut FnCx, i: i128| {
                let index = c.ctx.int_attr(i);
                let w = c.emit_value(fx, "vec.extract", &[bits], u32_, &[("index", index)], span);
                c.emit_value(fx, "arith.convert", &[w], u64_, &[], span)
            };
            let (lo, hi) = (word(self, fx, 0), word(self, fx, 1));
            let k = self.ctx.int_attr(32);
            let shift = self.emit_value(fx, "arith.const", &[], u64_, &[("value", k)], span);
            let hi = self.emit_value(fx, "arith.shl", &[hi, shift], u64_, &[], span);
            return Some(Ok(self.emit_value(fx, "arith.or", &[lo, hi], u64_, &[], span)));
        }
        let is_64 = matches!(self.ctx.type_kind(v.ty), TypeKind::Int { width: 64, .. });
        if explicit && to_handle.is_some() && is_64 {
            let x = match self.convert(fx, v, u64_, span, true) {
                Ok(x) => x,
                Err(e) => return Some(Err(e)),
            };
            let k = self.ctx.int_attr(32);
            let shift = self.emit_value(fx, "arith.const", &[], u64_, &[("value", k)], span);
            let high = self.emit_value(fx, "arith.shr", &[x, shift], u64_, &[], span);
            let lo = self.emit_value(fx, "arith.convert", &[x], u32_, &[], span);
            let hi = self.emit_value(fx, "arith.convert", &[high], u32_, &[], span);
            let bits = self.emit_value(fx, "vec.construct", &[lo, hi], uint2, &[], span);
            return Some(Ok(self.emit_value(fx, "hl.handle_cast", &[bits], to, &[], span)));
        }
        if explicit && to_handle.is_some() && from_handle.is_none() {
            // From a uint2 (or what converts to one).
            let x = match self.convert(fx, v, uint2, span, true) {
                Ok(x) => x,
                Err(e) => return Some(Err(e)),
            };
            return Some(Ok(self.emit_value(fx, "hl.handle_cast", &[x], to, &[], span)));
        }
        None
    }

    /// `ResourceDescriptorHeap[i]` / `SamplerDescriptorHeap[i]` (HLSL SM
    /// 6.6's heaps; `base` names one of them and nothing else does): the
    /// untyped handle `uint2(i, 0)` of that heap, which converts to a
    /// resource or its handle (see [`Self::convert_untyped_handle`]).
    pub(super) fn descriptor_heap_elem(
        &mut self,
        fx: &mut FnCx,
        base: crate::ast::ExprId,
        index: crate::ast::ExprId,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let crate::ast::ExprKind::Name(n) = &self.user.expr(base).kind else { return Ok(None) };
        let sampler = match n.as_str() {
            "ResourceDescriptorHeap" => false,
            "SamplerDescriptorHeap" => true,
            _ => return Ok(None),
        };
        if fx.lookup(n).is_some() || self.items.contains_key(n.as_str()) {
            return Ok(None);
        }
        let i = self.lower_value(fx, index)?;
        let u32_ = self.ctx.int_type(32, false);
        let ispan = self.span(index);
        let i = self.convert(fx, i, u32_, ispan, false)?;
        let zero_attr = self.ctx.int_attr(0);
        let zero = self.emit_value(fx, "arith.const", &[], u32_, &[("value", zero_attr)], span);
        let uint2 = self.ctx.vector_type(u32_, 2);
        let bits = self.emit_value(fx, "vec.construct", &[i, zero], uint2, &[], span);
        let name = self.ctx.sym(if sampler { "hl.UntypedSamplerHandle" } else { "hl.UntypedResourceHandle" });
        let ty = self.ctx.intern_type(TypeKind::Opaque { name, params: vec![] });
        let value = self.emit_value(fx, "hl.handle_cast", &[bits], ty, &[], span);
        Ok(Some(TVal { value, ty, literal: false }))
    }

    /// An untyped heap handle converts to a handle of, or to, any bindless
    /// resource of its heap: samplers from `SamplerDescriptorHeap`, every
    /// other resource from `ResourceDescriptorHeap` (`None`: no
    /// conversion, a type mismatch; slangc has none to `uint2` either).
    fn convert_untyped_handle(
        &mut self,
        fx: &mut FnCx,
        v: TVal,
        sampler_heap: bool,
        to: Type,
        span: Span,
    ) -> Option<CResult<Value>> {
        let u32_ = self.ctx.int_type(32, false);
        let uint2 = self.ctx.vector_type(u32_, 2);
        let (resource, deref) = match nsl_dialects::hl::descriptor_handle(self.ctx, to) {
            Some(t) => (t, false),
            None if self.is_bindless_resource(to) => (to, true),
            None => return None,
        };
        let is_sampler = matches!(self.ctx.type_kind(resource), TypeKind::Opaque { name, .. }
            if matches!(self.ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState"));
        if is_sampler != sampler_heap {
            return None;
        }
        let handle = match self.descriptor_handle_type(resource, span) {
            Ok(h) => h,
            Err(e) => return Some(Err(e)),
        };
        let bits = self.emit_value(fx, "hl.handle_cast", &[v.value], uint2, &[], span);
        let h = self.emit_value(fx, "hl.handle_cast", &[bits], handle, &[], span);
        if !deref {
            return Some(Ok(h));
        }
        Some(Ok(self.handle_deref(fx, h, handle, resource, false, span)))
    }

    /// `getDescriptorFromHandle(h)`: the resource the descriptor handle
    /// `h` designates.
    pub(super) fn descriptor_from_handle(
        &mut self,
        fx: &mut FnCx,
        arg: crate::ast::ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let v = self.lower_value(fx, arg)?;
        if nsl_dialects::hl::descriptor_handle(self.ctx, v.ty).is_none() {
            let msg = format!("getDescriptorFromHandle takes a descriptor handle, not '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, self.span(arg), msg));
        }
        Ok(self.deref_descriptor_handle(fx, v, span))
    }

    /// `defaultGetDescriptorFromHandle(h)` (or with a constant
    /// `BindlessDescriptorOptions` second argument): the resource `h`
    /// designates, read from the default heaps of that layout, never
    /// through the program's own `getDescriptorFromHandle`.
    pub(super) fn default_descriptor_from_handle(
        &mut self,
        fx: &mut FnCx,
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<TVal> {
        let v = self.lower_value(fx, args[0])?;
        let Some(t) = nsl_dialects::hl::descriptor_handle(self.ctx, v.ty) else {
            let msg = format!("defaultGetDescriptorFromHandle takes a descriptor handle, not '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, self.span(args[0]), msg));
        };
        let mut default_bindings = false;
        if let Some(&opt) = args.get(1) {
            let o = self.lower_value(fx, opt)?;
            let ospan = self.span(opt);
            let expected = match self.items.get("BindlessDescriptorOptions") {
                Some(Item::Enum(ty, _)) => Some(*ty),
                _ => None,
            };
            if Some(o.ty) != expected {
                let msg = format!("expected a BindlessDescriptorOptions, got '{}'", self.show(o.ty));
                return Err(self.error(E_TYPE_MISMATCH, ospan, msg));
            }
            let constant = self
                .ctx
                .defining_op(o.value)
                .filter(|&op| self.ctx.op_name(op) == "arith.const")
                .and_then(|op| self.ctx.attr(op, "value"))
                .and_then(|a| match self.ctx.attr_kind(a) {
                    nsl_ir::attr::AttrKind::Int(i) => Some(*i),
                    _ => None,
                });
            match constant {
                Some(0) => default_bindings = true,
                Some(1) => {}
                _ => {
                    return Err(self.error(E_NOT_CONSTANT, ospan, "the bindless descriptor options must be a constant"))
                }
            }
        }
        self.refuse_descriptor_heap_ext(fx, "defaultGetDescriptorFromHandle's bindless layouts", span);
        let value = self.default_handle_deref(fx, v.value, t, default_bindings, false, span);
        Ok(TVal { value, ty: t, literal: false })
    }

    /// `__getEquivalentStructuredBuffer<T>(b)`: the byte-address buffer
    /// `b` as a structured buffer of `T` (`RWByteAddressBuffer` as a
    /// `RWStructuredBuffer<T>`), the same descriptor. Done where `b` is read
    /// through a descriptor handle: the same handle designates the
    /// structured buffer (it is in the same heap binding in either
    /// layout). A byte-address buffer from elsewhere is refused.
    pub(super) fn equivalent_structured_buffer(
        &mut self,
        fx: &mut FnCx,
        elem: Type,
        arg: crate::ast::ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let v = self.lower_value(fx, arg)?;
        let aspan = self.span(arg);
        // The handle: `b` itself, or the one it was read through.
        let handle = match nsl_dialects::hl::descriptor_handle(self.ctx, v.ty) {
            Some(_) => Some(v.value),
            None => self
                .ctx
                .defining_op(v.value)
                .filter(|&op| self.ctx.op_name(op) == "hl.handle_deref")
                .map(|op| self.ctx.operand(op, 0)),
        };
        let buffer = match handle {
            Some(h) => nsl_dialects::hl::descriptor_handle(self.ctx, self.ctx.value_type(h)),
            None => Some(v.ty),
        };
        let name = match buffer.map(|b| self.ctx.type_kind(b).clone()) {
            Some(TypeKind::Opaque { name, .. }) => self.ctx.str(name).to_string(),
            _ => String::new(),
        };
        let structured = match name.as_str() {
            "hl.ByteAddressBuffer" => "StructuredBuffer",
            "hl.RWByteAddressBuffer" => "RWStructuredBuffer",
            _ => {
                let msg = format!("expected a byte-address buffer, got '{}'", self.show(v.ty));
                return Err(self.error(E_TYPE_MISMATCH, aspan, msg));
            }
        };
        let Some(h) = handle else {
            let msg = "__getEquivalentStructuredBuffer is supported only for a buffer read through a descriptor handle";
            return Err(self.error(E_UNSUPPORTED, aspan, msg));
        };
        let Some(to) = self.resource_type(structured, Some(elem)) else {
            return Err(self.error(E_UNSUPPORTED, span, "this structured buffer type is not supported"));
        };
        let to_handle = self.descriptor_handle_type(to, span)?;
        let u32_ = self.ctx.int_type(32, false);
        let uint2 = self.ctx.vector_type(u32_, 2);
        let bits = self.emit_value(fx, "hl.handle_cast", &[h], uint2, &[], span);
        let h2 = self.emit_value(fx, "hl.handle_cast", &[bits], to_handle, &[], span);
        let value = self.handle_deref(fx, h2, to_handle, to, false, span);
        // The byte-address buffer read itself is dead now (it was made
        // for this argument).
        if let Some(op) = self.ctx.defining_op(v.value) {
            if v.value != h && !self.ctx.has_uses(v.value) {
                self.ctx.erase_op(op);
            }
        }
        Ok(TVal { value, ty: to, literal: false })
    }

    /// `nonuniform(h)`: the descriptor handle `h`, marked as possibly
    /// different across invocations (a `nonuniform` `hl.handle_cast` of
    /// its uint2), so that the heap element it designates is indexed
    /// non-uniformly (`lower-descriptor-handles`).
    pub(super) fn nonuniform_handle(&mut self, fx: &mut FnCx, arg: crate::ast::ExprId, span: Span) -> CResult<TVal> {
        let v = self.lower_value(fx, arg)?;
        if nsl_dialects::hl::descriptor_handle(self.ctx, v.ty).is_none() {
            let msg = format!("nonuniform takes a descriptor handle, not '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, self.span(arg), msg));
        }
        let u32_ = self.ctx.int_type(32, false);
        let uint2 = self.ctx.vector_type(u32_, 2);
        let bits = self.emit_value(fx, "hl.handle_cast", &[v.value], uint2, &[], span);
        let unit = self.ctx.intern_attr(nsl_ir::AttrKind::Unit);
        let value = self.emit_value(fx, "hl.handle_cast", &[bits], v.ty, &[("nonuniform", unit)], span);
        Ok(TVal { value, ty: v.ty, literal: false })
    }
}
