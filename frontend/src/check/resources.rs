//! Shader resources: their types (buffers, textures, samplers) and the
//! methods of buffers (`Load`, `Store`, `GetDimensions`).

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker, GlobalKind, Item, Reported, Unit, E_NO_MEMBER, E_TYPE_MISMATCH, E_UNSUPPORTED};

/// The most scalars one typed byte-address access reads or writes.
const MAX_BYTE_ACCESS_SCALARS: u64 = 4096;

/// Slang's code for an alignment a byte-address access cannot have.
pub const E_BAD_ALIGNMENT: &str = "E41300";
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};

/// Resource types without type arguments.
/// `__RayQueryObject` is the core module's ray query object (`hl.RayQuery`),
/// which its `RayQuery<Flags>` holds; `__HitObjectObject` the hit object
/// (`hl.HitObject`) its `HitObject` holds.
const PLAIN_RESOURCES: &[&str] = &[
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "SamplerState",
    "SamplerComparisonState",
    "RaytracingAccelerationStructure",
    "__DynamicResource",
    "__RayQueryObject",
    "__HitObjectObject",
];

/// Resource types taking an element type; textures default to `float4`.
const ELEMENT_RESOURCES: &[&str] = &[
    "StructuredBuffer",
    "RWStructuredBuffer",
    "Buffer",
    "RWBuffer",
    "Texture1D",
    "Texture2D",
    "Texture3D",
    "TextureCube",
    "Texture1DArray",
    "Texture2DArray",
    "TextureCubeArray",
    "Texture2DMS",
    "Texture2DMSArray",
    "DepthTexture1D",
    "DepthTexture2D",
    "DepthTexture3D",
    "DepthTextureCube",
    "DepthTexture1DArray",
    "DepthTexture2DArray",
    "DepthTextureCubeArray",
    "DepthTexture2DMS",
    "DepthTexture2DMSArray",
    "RWTexture2DMS",
    "RWTexture2DMSArray",
    "RWTextureCube",
    "RWTextureCubeArray",
    "WTexture1D",
    "WTexture2D",
    "WTexture3D",
    "WTexture1DArray",
    "WTexture2DArray",
    "SubpassInput",
    "SubpassInputMS",
    "RWTexture1D",
    "RWTexture2D",
    "RWTexture3D",
    "RWTexture1DArray",
    "RWTexture2DArray",
    // Combined texture-samplers: a texture and its sampler in one binding.
    "Sampler1D",
    "Sampler2D",
    "Sampler3D",
    "SamplerCube",
    "Sampler1DArray",
    "Sampler2DArray",
    "SamplerCubeArray",
    "Sampler2DMS",
    "Sampler2DMSArray",
    // Combined depth texture-samplers for comparisons (one float texel).
    "Sampler1DShadow",
    "Sampler2DShadow",
    "SamplerCubeShadow",
    "Sampler1DArrayShadow",
    "Sampler2DArrayShadow",
    "SamplerCubeArrayShadow",
];

impl Checker<'_> {
    /// A resource type by name and element type (`None` for plain ones).
    pub fn resource_type(&mut self, name: &str, elem: Option<Type>) -> Option<Type> {
        // A rasterizer-ordered view is its read-write resource; the global
        // declaring one is marked (`rasterizer_ordered`, see
        // `is_rasterizer_ordered`), and its fragment shaders order their
        // accesses (fragment shader interlock).
        if let Some(rw) = rasterizer_ordered_resource(name) {
            return self.resource_type(&rw, elem);
        }
        let params = match (PLAIN_RESOURCES.contains(&name), ELEMENT_RESOURCES.contains(&name), elem) {
            (true, _, None) => Vec::new(),
            (_, true, Some(e)) => vec![e],
            // Depth textures hold one float per texel.
            (_, true, None) if name.starts_with("Depth") || name.ends_with("Shadow") => vec![self.ctx.float_type(32)],
            // Textures, combined texture-samplers and subpass inputs
            // default to float4 texels.
            (_, true, None)
                if name.contains("Texture") || name.starts_with("Sampler") || name.starts_with("Subpass") =>
            {
                let f = self.ctx.float_type(32);
                vec![self.ctx.vector_type(f, 4)]
            }
            _ => return None,
        };
        let name = match name {
            "__RayQueryObject" => "RayQuery",
            "__HitObjectObject" => "HitObject",
            "__DynamicResource" => "DynamicResource",
            _ => name,
        };
        let sym = self.ctx.sym(&format!("hl.{name}"));
        Some(self.ctx.intern_type(TypeKind::Opaque { name: sym, params }))
    }

    /// Is `ty` a ray query or hit object: a handle to state that no target
    /// copies (see the `inout` arguments of `call`)?
    pub fn is_uncopyable_handle(&self, ty: Type) -> bool {
        matches!(self.ctx.type_kind(ty), TypeKind::Opaque { name, .. }
            if matches!(self.ctx.str(*name), "hl.RayQuery" | "hl.HitObject"))
    }

    /// Is `ty` an array (sized or not) of textures or samplers: a
    /// descriptor array, bound as one resource?
    pub fn is_descriptor_array(&self, ty: Type) -> bool {
        nsl_dialects::hl::is_resource_array(self.ctx, ty)
    }

    pub fn is_resource_name(name: &str) -> bool {
        PLAIN_RESOURCES.contains(&name)
            || ELEMENT_RESOURCES.contains(&name)
            || rasterizer_ordered_resource(name).is_some()
    }

    /// Does the type expression `t` (of the user's file) name a
    /// rasterizer-ordered resource, or an array of them?
    pub(super) fn is_rasterizer_ordered(&self, t: crate::ast::TypeId) -> bool {
        use crate::ast::TypeKind as AstType;
        match &self.user.ty(t).kind {
            AstType::Name(n) => rasterizer_ordered_resource(n).is_some(),
            AstType::Specialize { base, .. } | AstType::Array { elem: base, .. } => self.is_rasterizer_ordered(*base),
            _ => false,
        }
    }

    /// Is `e` the name of a local or parameter holding a byte-address
    /// buffer (`ByteAddressBuffer buf = input; buf.Load<int>(0)`)?
    pub fn is_byte_address_local(&self, fx: &FnCx, e: ExprId) -> bool {
        // A byte-address buffer, a descriptor handle of one, or an array
        // of either (indexed).
        let byte_address = |mut ty: Type| loop {
            match self.ctx.type_kind(ty) {
                TypeKind::Array { elem, .. } => ty = *elem,
                _ => {
                    let ty = nsl_dialects::hl::descriptor_handle(self.ctx, ty).unwrap_or(ty);
                    return nsl_dialects::hl::byte_address_buffer(self.ctx, ty).is_some();
                }
            }
        };
        self.variable_part_type(fx, e).is_some_and(byte_address)
    }

    /// The type of a variable, global or a part of one (`v`, `v.f`,
    /// `v[i]`, `v.f[i].g`), read from the declarations without lowering
    /// anything; `None` for any other expression. (An indexed array gives
    /// the array: callers look through arrays.)
    fn variable_part_type(&self, fx: &FnCx, e: ExprId) -> Option<Type> {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => match fx.lookup(n) {
                Some(super::stmt::Binding::Var { ty, .. }) => Some(*ty),
                Some(_) => None,
                None => match self.items.get(n) {
                    Some(Item::Global(g)) => Some(self.globals[*g].ty),
                    // Inside a method: a field of `this`, or a static member.
                    _ => match fx.lookup("this") {
                        Some(super::stmt::Binding::Var { ty, .. }) => match self.ctx.type_kind(*ty) {
                            TypeKind::Struct { fields, .. } => {
                                fields.iter().find(|(f, _)| self.ctx.str(*f) == n.as_str()).map(|&(_, t)| t)
                            }
                            _ => None,
                        }
                        .or_else(|| match self.items.get(&self.this_static_key(fx, n)?) {
                            Some(Item::Global(g)) => Some(self.globals[*g].ty),
                            _ => None,
                        }),
                        _ => None,
                    },
                },
            },
            ExprKind::This => match fx.lookup("this") {
                Some(super::stmt::Binding::Var { ty, .. }) => Some(*ty),
                _ => None,
            },
            ExprKind::Index { base, .. } => self.variable_part_type(fx, *base),
            ExprKind::Member { base, name, sep: crate::ast::MemberSep::Dot } => {
                let mut ty = self.variable_part_type(fx, *base)?;
                while let TypeKind::Array { elem, .. } = self.ctx.type_kind(ty) {
                    ty = *elem;
                }
                match self.ctx.type_kind(ty) {
                    TypeKind::Struct { fields, .. } => {
                        fields.iter().find(|(f, _)| self.ctx.str(*f) == name.name).map(|&(_, t)| t)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Is `e` a name of a resource global?
    pub fn is_resource_expr(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) if fx.lookup(n).is_none() => {
                matches!(self.items.get(n), Some(Item::Global(g)) if self.globals[*g].kind == GlobalKind::Resource)
            }
            _ => false,
        }
    }

    /// `buf.Load(i)`, `buf.Store(addr, v)`, `buf.GetDimensions(n)`.
    pub fn resource_method(
        &mut self,
        fx: &mut FnCx,
        base: ExprId,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let buf = self.lower_value(fx, base)?;
        self.resource_method_on(fx, buf, name, args, span)
    }

    /// A method of a resource value (a global, or a parameter, local or
    /// field of resource type).
    pub fn resource_method_on(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let buf = self.deref_descriptor_handle(fx, buf, span);
        // `Load2Aligned(addr, alignment)`: the alignment is a hint.
        let (name, args) = match name.strip_suffix("Aligned") {
            Some(base) if !args.is_empty() => {
                let keep = if base.starts_with("Load") { 1 } else { 2 };
                (base, &args[..keep.min(args.len())])
            }
            _ => (name, args),
        };
        let u32_ = self.ctx.int_type(32, false);
        let words = |c: &mut Self, n: u8| if n == 1 { u32_ } else { c.ctx.vector_type(u32_, n) };
        let arity = |c: &mut Self, want: usize| -> CResult<()> {
            if args.len() == want {
                Ok(())
            } else {
                let msg = format!("'{name}' takes {want} arguments, {} given", args.len());
                Err(c.error(super::E_OVERLOAD, span, msg))
            }
        };
        if let Some(writable) = nsl_dialects::hl::byte_address_buffer(self.ctx, buf.ty) {
            if let Some(op) = name.strip_prefix("Interlocked") {
                return self.byte_atomic(fx, buf, writable, op, args, span);
            }
            // NVAPI's packed add of two halves: the word's original.
            if name == "_NvInterlockedAddFp16x2" && writable {
                arity(self, 2)?;
                return self.byte_atomic_add_half2(fx, buf, args, span);
            }
            let n = match name {
                "Load" | "Store" => 1,
                "Load2" | "Store2" => 2,
                "Load3" | "Store3" => 3,
                "Load4" | "Store4" => 4,
                "GetDimensions" => {
                    arity(self, 1)?;
                    let len = self.emit_value(fx, "hl.buffer_length", &[buf.value], u32_, &[], span);
                    self.store_to_arg(fx, args[0], len, u32_, span)?;
                    return Ok(None);
                }
                _ => return Err(self.no_method(buf.ty, name, span)),
            };
            let is_load = name.starts_with("Load");
            arity(self, if is_load { 1 } else { 2 })?;
            let addr = self.lower_value(fx, args[0])?;
            let addr = self.convert(fx, addr, u32_, span, false)?;
            let ty = words(self, n);
            if is_load {
                let value = self.emit_value(fx, "hl.byte_load", &[buf.value, addr], ty, &[], span);
                return Ok(Some(TVal { value, ty, literal: false }));
            }
            // A read-only buffer has no `Store` (slangc: no such member).
            if !writable {
                let msg = format!("'{name}' is not a member of 'ByteAddressBuffer' (it is read-only)");
                return Err(self.error(super::E_NO_MEMBER, span, msg));
            }
            let v = self.lower_value(fx, args[1])?;
            // `Store(addr, value)` of another type than words is `Store<T>`.
            let words_like = self.ctx.scalar_of(v.ty) == u32_ || v.literal;
            if n == 1 && !words_like && self.natural_layout(v.ty).is_some() {
                let ty = v.ty;
                self.check_byte_access_size(ty, span)?;
                self.byte_store_typed(fx, buf.value, addr, 0, v.value, ty, span)?;
                return Ok(None);
            }
            let v = self.convert(fx, v, ty, span, false)?;
            self.emit(fx, "hl.byte_store", &[buf.value, addr, v], &[], &[], span);
            return Ok(None);
        }
        if let Some((elem, _)) = nsl_dialects::hl::structured_buffer(self.ctx, buf.ty) {
            match name {
                "Load" => {
                    arity(self, 1)?;
                    let i = self.lower_value(fx, args[0])?;
                    let i = self.convert(fx, i, u32_, span, false)?;
                    let pty = self.ctx.ptr_type(elem, nsl_ir::AddressSpace::Storage);
                    let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[buf.value, i], pty, &[], span);
                    let value = self.emit_value(fx, "mem.load", &[ptr], elem, &[], span);
                    return Ok(Some(TVal { value, ty: elem, literal: false }));
                }
                "Append" | "Consume" if self.is_append_or_consume(buf.ty) => {
                    let append = name == "Append";
                    let kind_ok = matches!(self.ctx.type_kind(buf.ty), TypeKind::Opaque { name: n, .. }
                        if self.ctx.str(*n) == if append { "hl.AppendStructuredBuffer" } else { "hl.ConsumeStructuredBuffer" });
                    if !kind_ok {
                        return Err(self.no_method(buf.ty, name, span));
                    }
                    arity(self, usize::from(append))?;
                    return self.append_consume(fx, buf, elem, args, span);
                }
                // GLSL: `inst.data.length()` of a buffer block's unsized
                // array (read as a structured buffer, parser/glsl.rs) is
                // its element count, an `int` as GLSL's `length()` is.
                "length" if self.user.glsl && args.is_empty() => {
                    let len = self.emit_value(fx, "hl.buffer_length", &[buf.value], u32_, &[], span);
                    let ty = self.ctx.int_type(32, true);
                    let value = self.convert(fx, TVal { value: len, ty: u32_, literal: false }, ty, span, true)?;
                    return Ok(Some(TVal { value, ty, literal: false }));
                }
                "GetDimensions" => {
                    // A typed buffer's (`Buffer<T>`, `RWBuffer<T>`): its
                    // element count only.
                    let typed = matches!(self.ctx.type_kind(buf.ty), TypeKind::Opaque { name, .. }
                        if matches!(self.ctx.str(*name), "hl.Buffer" | "hl.RWBuffer"));
                    arity(self, if typed { 1 } else { 2 })?;
                    let len = self.emit_value(fx, "hl.buffer_length", &[buf.value], u32_, &[], span);
                    self.store_to_arg(fx, args[0], len, u32_, span)?;
                    if typed {
                        return Ok(None);
                    }
                    let stride = self.std430_size(elem) as i128;
                    let a = self.ctx.int_attr(stride);
                    let s = self.emit_value(fx, "arith.const", &[], u32_, &[("value", a)], span);
                    self.store_to_arg(fx, args[1], s, u32_, span)?;
                    return Ok(None);
                }
                _ => return Err(self.no_method(buf.ty, name, span)),
            }
        }
        if let Some((texel, dims, _)) = nsl_dialects::hl::texture(self.ctx, buf.ty) {
            return self.texture_method(fx, buf, texel, dims, name, args, span);
        }
        if let Some(elem) = nsl_dialects::hl_stage::stream_element(self.ctx, buf.ty) {
            let geometry = Self::capability("geometry");
            match name {
                "Append" => {
                    arity(self, 1)?;
                    self.use_fixed(geometry, span, "'Append'");
                    let v = self.lower_value(fx, args[0])?;
                    let v = self.convert(fx, v, elem, span, false)?;
                    self.emit(fx, nsl_dialects::hl_stage::STREAM_APPEND.name, &[buf.value, v], &[], &[], span);
                    return Ok(None);
                }
                "RestartStrip" => {
                    arity(self, 0)?;
                    self.use_fixed(geometry, span, "'RestartStrip'");
                    self.emit(fx, nsl_dialects::hl_stage::STREAM_RESTART.name, &[buf.value], &[], &[], span);
                    return Ok(None);
                }
                _ => return Err(self.no_method(buf.ty, name, span)),
            }
        }
        let msg = format!("methods of '{}' are not supported yet", self.show(buf.ty));
        Err(self.error(E_UNSUPPORTED, span, msg))
    }

    /// `buf.Load<T>(addr)` and `buf.Store<T>(addr, v)` on a byte-address
    /// buffer (and their `Aligned` forms, whose alignment is a hint), for
    /// `T` built from 32- and 64-bit scalars: vectors, arrays and structs
    /// in their natural layout, as words reinterpreted.
    pub fn byte_address_typed(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        name: &str,
        ty: Type,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let Some(writable) = nsl_dialects::hl::byte_address_buffer(self.ctx, buf.ty) else {
            let msg = format!("'{name}<T>' is a method of byte-address buffers, not of '{}'", self.show(buf.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        // Slang's arities: `LoadAligned(addr[, alignment])`, `Store(addr,
        // value[, alignment])`; `Load` and `StoreAligned` take no alignment.
        let want = match name {
            "Load" => 1..=1,
            "LoadAligned" => 1..=2,
            "Store" => 2..=3,
            "StoreAligned" => 2..=2,
            _ => return Err(self.no_method(buf.ty, &format!("{name}<T>"), span)),
        };
        let base = name.strip_suffix("Aligned").unwrap_or(name);
        if !want.contains(&args.len()) {
            let counts = if want.start() == want.end() {
                want.start().to_string()
            } else {
                format!("{} or {}", want.start(), want.end())
            };
            let msg = format!("'{name}' takes {counts} arguments, {} given", args.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let alignment = match base {
            "Load" => args.get(1),
            _ => args.get(2),
        };
        if let Some(&a) = alignment {
            // A power of two no smaller than the type's own alignment.
            let natural = self.natural_layout(ty).map_or(1, |(_, align)| i128::from(align));
            if let Ok(a) = self.const_int(Unit::User, a) {
                if a < natural || a.count_ones() != 1 {
                    let msg = format!(
                        "invalid byte address buffer alignment {a} for '{}': a power of two of at least {natural}",
                        self.show(ty)
                    );
                    return Err(self.error(E_BAD_ALIGNMENT, span, msg));
                }
            }
        }
        self.check_byte_access_size(ty, span)?;
        let u32_ = self.ctx.int_type(32, false);
        let addr = self.lower_value(fx, args[0])?;
        let addr = self.convert(fx, addr, u32_, span, false)?;
        if base == "Load" {
            let value = self.byte_load_typed(fx, buf.value, addr, 0, ty, span)?;
            return Ok(Some(TVal { value, ty, literal: false }));
        }
        if !writable {
            let msg = format!("'{name}' is not a member of 'ByteAddressBuffer' (it is read-only)");
            return Err(self.error(super::E_NO_MEMBER, span, msg));
        }
        let v = self.lower_value(fx, args[1])?;
        let v = self.convert(fx, v, ty, span, false)?;
        self.byte_store_typed(fx, buf.value, addr, 0, v, ty, span)?;
        Ok(None)
    }

    /// The size and alignment of `ty` in a byte-address buffer's natural
    /// layout (each scalar aligned to its size, a vector to its element's,
    /// a struct to its largest member's); `None` for what has none here.
    fn natural_layout(&self, ty: Type) -> Option<(u32, u32)> {
        match *self.ctx.type_kind(ty) {
            TypeKind::Int { width: w @ (8 | 16 | 32 | 64), .. } | TypeKind::Float { width: w @ (16 | 32 | 64) } => {
                let size = u32::from(w / 8);
                Some((size, size))
            }
            TypeKind::Bool => Some((4, 4)),
            TypeKind::Vector { elem, len } => {
                let (size, align) = self.natural_layout(elem)?;
                Some((size * u32::from(len), align))
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let (size, align) = self.natural_layout(elem)?;
                Some((size.next_multiple_of(align).checked_mul(n)?, align))
            }
            // Its rows (or columns) one after the other, unpadded.
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let (size, align) = self.natural_layout(elem)?;
                Some((size * u32::from(rows) * u32::from(cols), align))
            }
            TypeKind::Struct { ref fields, .. } => {
                let (mut offset, mut align) = (0u32, 1u32);
                for &(_, f) in fields {
                    let (size, a) = self.natural_layout(f)?;
                    offset = offset.checked_next_multiple_of(a)?.checked_add(size)?;
                    align = align.max(a);
                }
                Some((offset.checked_next_multiple_of(align)?, align))
            }
            // A descriptor handle is its uint2.
            TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_some() => Some((8, 4)),
            _ => None,
        }
    }

    /// `addr + offset` as a u32 value.
    fn byte_offset(&mut self, fx: &mut FnCx, addr: Value, offset: u32, span: Span) -> Value {
        if offset == 0 {
            return addr;
        }
        let u32_ = self.ctx.int_type(32, false);
        let a = self.ctx.int_attr(i128::from(offset));
        let k = self.emit_value(fx, "arith.const", &[], u32_, &[("value", a)], span);
        self.emit_value(fx, "arith.add", &[addr, k], u32_, &[], span)
    }

    /// Loads a `ty` at byte `addr + offset` of byte-address buffer `buf`.
    fn byte_load_typed(
        &mut self,
        fx: &mut FnCx,
        buf: Value,
        addr: Value,
        offset: u32,
        ty: Type,
        span: Span,
    ) -> CResult<Value> {
        let u32_ = self.ctx.int_type(32, false);
        if nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_some() {
            let uint2 = self.ctx.vector_type(u32_, 2);
            let bits = self.byte_load_typed(fx, buf, addr, offset, uint2, span)?;
            return Ok(self.emit_value(fx, "hl.handle_cast", &[bits], ty, &[], span));
        }
        let parts = match self.ctx.type_kind(ty).clone() {
            TypeKind::Int { width: 32, .. } | TypeKind::Float { width: 32 } | TypeKind::Bool => {
                let at = self.byte_offset(fx, addr, offset, span);
                let word = self.emit_value(fx, "hl.byte_load", &[buf, at], u32_, &[], span);
                return Ok(match self.ctx.type_kind(ty) {
                    TypeKind::Bool => {
                        let zero = self.ctx.int_attr(0);
                        let z = self.emit_value(fx, "arith.const", &[], u32_, &[("value", zero)], span);
                        let ne = self.ctx.str_attr("ne");
                        let bool_ = self.ctx.bool_type();
                        self.emit_value(fx, "arith.cmp", &[word, z], bool_, &[("pred", ne)], span)
                    }
                    _ if ty == u32_ => word,
                    _ => self.emit_value(fx, "arith.bitcast", &[word], ty, &[], span),
                });
            }
            TypeKind::Int { width: w @ (8 | 16), .. } | TypeKind::Float { width: w @ 16 } => {
                // The byte or half of the word holding it.
                let at = self.byte_offset(fx, addr, offset, span);
                let (aligned, shift) = self.word_and_shift(fx, at, span);
                let word = self.emit_value(fx, "hl.byte_load", &[buf, aligned], u32_, &[], span);
                let v = self.emit_value(fx, "arith.shr", &[word, shift], u32_, &[], span);
                let narrow = self.ctx.int_type(w, false);
                let h = self.emit_value(fx, "arith.convert", &[v], narrow, &[], span);
                return Ok(if ty == narrow { h } else { self.emit_value(fx, "arith.bitcast", &[h], ty, &[], span) });
            }
            TypeKind::Int { width: 64, .. } | TypeKind::Float { width: 64 } => {
                // Two words, the low one first.
                let u64_ = self.ctx.int_type(64, false);
                let lo = self.byte_load_typed(fx, buf, addr, offset, u32_, span)?;
                let hi = self.byte_load_typed(fx, buf, addr, offset + 4, u32_, span)?;
                let lo = self.emit_value(fx, "arith.convert", &[lo], u64_, &[], span);
                let hi = self.emit_value(fx, "arith.convert", &[hi], u64_, &[], span);
                let a = self.ctx.int_attr(32);
                let k = self.emit_value(fx, "arith.const", &[], u64_, &[("value", a)], span);
                let hi = self.emit_value(fx, "arith.shl", &[hi, k], u64_, &[], span);
                let v = self.emit_value(fx, "arith.or", &[lo, hi], u64_, &[], span);
                return Ok(if ty == u64_ { v } else { self.emit_value(fx, "arith.bitcast", &[v], ty, &[], span) });
            }
            TypeKind::Vector { elem, len } => {
                let (size, _) = self.byte_layout(ty, elem, span)?;
                let mut parts = Vec::new();
                for i in 0..u32::from(len) {
                    parts.push(self.byte_load_typed(fx, buf, addr, offset + i * size, elem, span)?);
                }
                return Ok(self.emit_value(fx, "vec.construct", &parts, ty, &[], span));
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let (size, align) = self.byte_layout(ty, elem, span)?;
                let stride = size.next_multiple_of(align);
                (0..n).map(|i| (elem, offset + i * stride)).collect::<Vec<_>>()
            }
            TypeKind::Struct { fields, .. } => self.field_offsets(ty, &fields, offset, span)?,
            TypeKind::Matrix { elem, rows, cols, layout } => {
                // Row by row, or column by column when column-major (as
                // slangc's byte-address legalization reads the matrix's
                // layout: the declared one, else the compile option's).
                let (size, _) = self.byte_layout(ty, elem, span)?;
                self.check_byte_matrix(ty, rows, cols, layout, span)?;
                let at = |i: u32, n: u8| offset + i * size * u32::from(n);
                let mut values = Vec::new();
                if self.byte_column_major(layout) {
                    let mut columns = Vec::new();
                    for c in 0..u32::from(cols) {
                        let col = (0..u32::from(rows)).map(|r| (elem, at(c, rows) + r * size)).collect::<Vec<_>>();
                        let mut comps = Vec::new();
                        for (t, a) in col {
                            comps.push(self.byte_load_typed(fx, buf, addr, a, t, span)?);
                        }
                        columns.push(comps);
                    }
                    for r in 0..usize::from(rows) {
                        let comps: Vec<Value> = columns.iter().map(|col| col[r]).collect();
                        values.push(self.row_value(fx, &comps, elem, span));
                    }
                } else {
                    for r in 0..u32::from(rows) {
                        let mut comps = Vec::new();
                        for c in 0..u32::from(cols) {
                            comps.push(self.byte_load_typed(fx, buf, addr, at(r, cols) + c * size, elem, span)?);
                        }
                        values.push(self.row_value(fx, &comps, elem, span));
                    }
                }
                return Ok(self.emit_value(fx, "mat.construct", &values, ty, &[], span));
            }
            _ => return Err(self.no_byte_layout(ty, span)),
        };
        let mut values = Vec::new();
        for (t, at) in parts {
            values.push(self.byte_load_typed(fx, buf, addr, at, t, span)?);
        }
        Ok(self.emit_value(fx, "agg.construct", &values, ty, &[], span))
    }

    /// Stores `value` (a `ty`) at byte `addr + offset` of `buf`.
    #[allow(clippy::too_many_arguments)]
    fn byte_store_typed(
        &mut self,
        fx: &mut FnCx,
        buf: Value,
        addr: Value,
        offset: u32,
        value: Value,
        ty: Type,
        span: Span,
    ) -> CResult<()> {
        let u32_ = self.ctx.int_type(32, false);
        if nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_some() {
            let uint2 = self.ctx.vector_type(u32_, 2);
            let bits = self.emit_value(fx, "hl.handle_cast", &[value], uint2, &[], span);
            return self.byte_store_typed(fx, buf, addr, offset, bits, uint2, span);
        }
        let parts: Vec<(Type, u32, &str)> = match self.ctx.type_kind(ty).clone() {
            TypeKind::Int { width: 32, .. } | TypeKind::Float { width: 32 } | TypeKind::Bool => {
                let word = match self.ctx.type_kind(ty) {
                    TypeKind::Bool => self.emit_value(fx, "arith.convert", &[value], u32_, &[], span),
                    _ if ty == u32_ => value,
                    _ => self.emit_value(fx, "arith.bitcast", &[value], u32_, &[], span),
                };
                let at = self.byte_offset(fx, addr, offset, span);
                self.emit(fx, "hl.byte_store", &[buf, at, word], &[], &[], span);
                return Ok(());
            }
            TypeKind::Int { width: w @ (8 | 16), .. } | TypeKind::Float { width: w @ 16 } => {
                // Its byte or half of the word, by two atomics (clear, then
                // set), so that the rest of the word, which another
                // invocation may be storing, is kept.
                let narrow = self.ctx.int_type(w, false);
                let bits = if ty == narrow {
                    value
                } else {
                    self.emit_value(fx, "arith.bitcast", &[value], narrow, &[], span)
                };
                let wide = self.emit_value(fx, "arith.convert", &[bits], u32_, &[], span);
                let at = self.byte_offset(fx, addr, offset, span);
                let (aligned, shift) = self.word_and_shift(fx, at, span);
                let placed = self.emit_value(fx, "arith.shl", &[wide, shift], u32_, &[], span);
                let ones = self.ctx.int_attr((1i128 << w) - 1);
                let ones = self.emit_value(fx, "arith.const", &[], u32_, &[("value", ones)], span);
                let mask = self.emit_value(fx, "arith.shl", &[ones, shift], u32_, &[], span);
                let keep = self.emit_value(fx, "arith.not", &[mask], u32_, &[], span);
                let pty = self.ctx.ptr_type(u32_, nsl_ir::AddressSpace::Storage);
                let ptr = self.emit_value(fx, "hl.byte_addr", &[buf, aligned], pty, &[], span);
                let and = self.ctx.str_attr("and");
                self.emit_value(fx, "gpu.atomic", &[ptr, keep], u32_, &[("op", and)], span);
                let or = self.ctx.str_attr("or");
                self.emit_value(fx, "gpu.atomic", &[ptr, placed], u32_, &[("op", or)], span);
                return Ok(());
            }
            TypeKind::Int { width: 64, .. } | TypeKind::Float { width: 64 } => {
                let u64_ = self.ctx.int_type(64, false);
                let v =
                    if ty == u64_ { value } else { self.emit_value(fx, "arith.bitcast", &[value], u64_, &[], span) };
                let lo = self.emit_value(fx, "arith.convert", &[v], u32_, &[], span);
                let a = self.ctx.int_attr(32);
                let k = self.emit_value(fx, "arith.const", &[], u64_, &[("value", a)], span);
                let hi = self.emit_value(fx, "arith.shr", &[v, k], u64_, &[], span);
                let hi = self.emit_value(fx, "arith.convert", &[hi], u32_, &[], span);
                self.byte_store_typed(fx, buf, addr, offset, lo, u32_, span)?;
                return self.byte_store_typed(fx, buf, addr, offset + 4, hi, u32_, span);
            }
            TypeKind::Vector { elem, len } => {
                let (size, _) = self.byte_layout(ty, elem, span)?;
                (0..u32::from(len)).map(|i| (elem, offset + i * size, "vec.extract")).collect()
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let (size, align) = self.byte_layout(ty, elem, span)?;
                let stride = size.next_multiple_of(align);
                (0..n).map(|i| (elem, offset + i * stride, "agg.extract")).collect()
            }
            TypeKind::Struct { fields, .. } => self
                .field_offsets(ty, &fields, offset, span)?
                .into_iter()
                .map(|(t, at)| (t, at, "agg.extract"))
                .collect(),
            // Element by element, where `byte_load_typed` reads them.
            TypeKind::Matrix { elem, rows, cols, layout } => {
                let (size, _) = self.byte_layout(ty, elem, span)?;
                self.check_byte_matrix(ty, rows, cols, layout, span)?;
                let column_major = self.byte_column_major(layout);
                let row_ty = if cols == 1 { elem } else { self.ctx.vector_type(elem, cols) };
                for r in 0..rows {
                    let index = self.ctx.int_attr(i128::from(r));
                    let row = self.emit_value(fx, "mat.extract_row", &[value], row_ty, &[("index", index)], span);
                    for c in 0..cols {
                        let comp = if cols == 1 {
                            row
                        } else {
                            let index = self.ctx.int_attr(i128::from(c));
                            self.emit_value(fx, "vec.extract", &[row], elem, &[("index", index)], span)
                        };
                        let (r32, c32) = (u32::from(r), u32::from(c));
                        let at = if column_major {
                            offset + (c32 * u32::from(rows) + r32) * size
                        } else {
                            offset + (r32 * u32::from(cols) + c32) * size
                        };
                        self.byte_store_typed(fx, buf, addr, at, comp, elem, span)?;
                    }
                }
                return Ok(());
            }
            _ => return Err(self.no_byte_layout(ty, span)),
        };
        for (i, (t, at, extract)) in parts.into_iter().enumerate() {
            let index = self.ctx.int_attr(i as i128);
            let part = self.emit_value(fx, extract, &[value], t, &[("index", index)], span);
            self.byte_store_typed(fx, buf, addr, at, part, t, span)?;
        }
        Ok(())
    }

    /// The word-aligned byte address holding byte address `at`, and the
    /// bit position of `at` in that word.
    fn word_and_shift(&mut self, fx: &mut FnCx, at: Value, span: Span) -> (Value, Value) {
        let u32_ = self.ctx.int_type(32, false);
        let k = |c: &mut Self, v: i128| {
            let a = c.ctx.int_attr(v);
            c.emit_value(fx, "arith.const", &[], u32_, &[("value", a)], span)
        };
        let (down, low, three) = (k(self, 0xFFFF_FFFC), k(self, 3), k(self, 3));
        let aligned = self.emit_value(fx, "arith.and", &[at, down], u32_, &[], span);
        let byte = self.emit_value(fx, "arith.and", &[at, low], u32_, &[], span);
        let shift = self.emit_value(fx, "arith.shl", &[byte, three], u32_, &[], span);
        (aligned, shift)
    }

    /// The natural size and alignment of `part` (an element of `whole`).
    fn byte_layout(&mut self, whole: Type, part: Type, span: Span) -> CResult<(u32, u32)> {
        self.natural_layout(part).ok_or_else(|| self.no_byte_layout(whole, span))
    }

    /// Each field's type and byte offset, the struct starting at `offset`.
    fn field_offsets(
        &mut self,
        ty: Type,
        fields: &[(nsl_ir::Sym, Type)],
        offset: u32,
        span: Span,
    ) -> CResult<Vec<(Type, u32)>> {
        let mut at = 0u32;
        let mut out = Vec::new();
        for &(_, f) in fields {
            let (size, align) = self.byte_layout(ty, f, span)?;
            at = at.next_multiple_of(align);
            out.push((f, offset + at));
            at += size;
        }
        Ok(out)
    }

    /// A typed access is one word access per scalar: a type of more than
    /// [`MAX_BYTE_ACCESS_SCALARS`] is refused rather than lowered to that
    /// many ops, as is one without a natural layout here.
    fn check_byte_access_size(&mut self, ty: Type, span: Span) -> CResult<()> {
        if super::stmt::scalar_count(self.ctx, ty) > MAX_BYTE_ACCESS_SCALARS {
            let msg = format!(
                "'{}' is too large for a byte-address access here (at most {MAX_BYTE_ACCESS_SCALARS} scalars)",
                self.show(ty)
            );
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        if self.natural_layout(ty).is_none() {
            return Err(self.no_byte_layout(ty, span));
        }
        Ok(())
    }

    /// Is a matrix of this layout stored column by column in a
    /// byte-address buffer? Undecided: the compile option's layout.
    fn byte_column_major(&self, layout: nsl_ir::MatrixLayout) -> bool {
        match layout {
            nsl_ir::MatrixLayout::ColumnMajor => true,
            nsl_ir::MatrixLayout::RowMajor => false,
            nsl_ir::MatrixLayout::Default => !self.matrix_row_major,
        }
    }

    /// slangc steps between the rows (columns) of a matrix in a
    /// byte-address buffer by the vector's std430 stride, not its size: a
    /// row of 3 is read 16 bytes after the one before it but a struct
    /// holding the matrix gives it 24. Refused rather than followed.
    fn check_byte_matrix(
        &mut self,
        ty: Type,
        rows: u8,
        cols: u8,
        layout: nsl_ir::MatrixLayout,
        span: Span,
    ) -> CResult<()> {
        let len = if self.byte_column_major(layout) { rows } else { cols };
        if len == 3 {
            let what = if self.byte_column_major(layout) { "columns" } else { "rows" };
            let msg =
                format!("'{}' in a byte-address buffer (its {what} of 3 elements) is not supported yet", self.show(ty));
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        Ok(())
    }

    /// A matrix row from its components (one component: the scalar).
    fn row_value(&mut self, fx: &mut FnCx, comps: &[Value], elem: Type, span: Span) -> Value {
        if comps.len() == 1 {
            return comps[0];
        }
        let ty = self.ctx.vector_type(elem, comps.len() as u8);
        self.emit_value(fx, "vec.construct", comps, ty, &[], span)
    }

    fn no_byte_layout(&mut self, ty: Type, span: Span) -> Reported {
        let msg = format!(
            "'{}' in a byte-address buffer is not supported yet (8-, 16-, 32- and 64-bit scalars, vectors, matrices, arrays and structs of them are)",
            self.show(ty)
        );
        self.error(E_UNSUPPORTED, span, msg)
    }

    /// The methods of textures and combined texture-samplers: `Load`,
    /// `Store`, `SubpassLoad`, the `Sample*`, `Gather*` and
    /// `CalculateLevelOfDetail*` families and `GetDimensions`. A combined
    /// texture-sampler's sampling methods take no sampler: the combined
    /// value is the sampler operand of their ops.
    #[allow(clippy::too_many_arguments)]
    fn texture_method(
        &mut self,
        fx: &mut FnCx,
        tex: TVal,
        texel: Type,
        dims: u8,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        // `__glslSample`, `__glslSampleBias`, `__glslSampleCmp`: GLSL's
        // `texture*` functions, which sample at level 0 in stages without
        // derivatives (`stage-lod` decides per entry point).
        let (name, glsl_lod) = match name.strip_prefix("__glsl") {
            Some(n @ ("Sample" | "SampleBias" | "SampleCmp")) => (n, true),
            _ => (name, false),
        };
        let f32_ = self.ctx.float_type(32);
        let i32_ = self.ctx.int_type(32, true);
        let u32_ = self.ctx.int_type(32, false);
        let coords = |c: &mut Self, elem: Type, n: u8| if n == 1 { elem } else { c.ctx.vector_type(elem, n) };
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.lower_value(fx, a)?);
        }
        let (_, _, rw) = nsl_dialects::hl::texture(self.ctx, tex.ty).unwrap_or((texel, dims, false));
        // A cube's size is its face's, two numbers (and the layer count).
        let is_cube = nsl_dialects::hl::texture_is_cube(self.ctx, tex.ty);
        let is_array = matches!(self.ctx.type_kind(tex.ty), TypeKind::Opaque { name, .. }
            if self.ctx.str(*name).trim_end_matches("Shadow").ends_with("Array"));
        let sizes = if is_cube { 2 + usize::from(is_array) } else { dims.min(3) as usize };
        let ms = nsl_dialects::hl::texture_is_multisampled(self.ctx, tex.ty);
        let subpass = nsl_dialects::hl::texture_is_subpass(self.ctx, tex.ty);
        let combined = nsl_dialects::hl::texture_is_combined(self.ctx, tex.ty);
        let is_3d = matches!(self.ctx.type_kind(tex.ty), TypeKind::Opaque { name, .. }
            if self.ctx.str(*name).ends_with("Texture3D") || self.ctx.str(*name).ends_with("Sampler3D"));
        // The sampling methods, and their arguments after the sampler.
        let gather = name.strip_prefix("Gather");
        // The `out uint status` argument of a sparse access (the residency
        // status: the op's second result).
        let mut status: Option<ExprId> = None;
        let sampling = match name {
            _ if rw || ms || subpass => None,
            "Sample" | "Gather" | "GatherRed" | "GatherGreen" | "GatherBlue" | "GatherAlpha" => Some(1),
            "CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped" => Some(1),
            "SampleLevel" | "SampleBias" => Some(2),
            "GatherCmp" | "GatherCmpRed" | "GatherCmpGreen" | "GatherCmpBlue" | "GatherCmpAlpha" => Some(2),
            "SampleGrad" => Some(3),
            // Vulkan compares on 1D, 2D and cube textures only.
            "SampleCmp" | "SampleCmpLevelZero" | "SampleCmpLevel" | "SampleCmpBias" | "SampleCmpGrad" if is_3d => None,
            "SampleCmp" | "SampleCmpLevelZero" => Some(2),
            "SampleCmpLevel" | "SampleCmpBias" => Some(3),
            "SampleCmpGrad" => Some(4),
            _ => None,
        };
        if let Some(n) = sampling {
            let want = if combined { n } else { n + 1 };
            // Trailing arguments: a texel offset (not on cubes), then for
            // `Sample`, `SampleBias`, `SampleGrad` and `SampleCmp` a
            // minimum level of detail (`clamp`).
            let offsets = !is_cube && !name.starts_with("CalculateLevelOfDetail");
            let clamps = offsets && matches!(name, "Sample" | "SampleBias" | "SampleGrad" | "SampleCmp");
            let most = want + usize::from(offsets) + usize::from(clamps);
            // A status output after all the trailing arguments (sampling
            // and comparing methods with an offset; not gathers).
            if offsets && gather.is_none() && !name.starts_with("CalculateLevelOfDetail") && vals.len() == most + 1 {
                status = args.last().copied();
                vals.pop();
            }
            // A gather with four offsets (one per texel) is four gathers.
            let four_offsets = gather.is_some() && offsets && vals.len() == want + 4;
            if vals.len() > most && vals.len() >= want && !four_offsets {
                let msg = format!("'{name}' with these arguments is not supported yet");
                return Err(self.error(E_UNSUPPORTED, span, msg));
            }
            let want = if vals.len() > want { vals.len() } else { want };
            if vals.len() != want {
                let msg = format!("'{name}' takes {want} arguments, {} given", vals.len());
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
            if combined {
                vals.insert(0, tex);
            }
        }
        // `InterlockedAddF32(coord, value[, out original])` on a read-write
        // texture of floats: an atomic float add on the texel.
        if rw && !ms && name == "InterlockedAddF32" && matches!(vals.len(), 2 | 3) && texel == f32_ {
            let cty = coords(self, i32_, dims);
            let c = self.convert(fx, vals[0], cty, span, false)?;
            let v = self.convert(fx, vals[1], f32_, span, false)?;
            let pty = self.ctx.ptr_type(f32_, nsl_ir::AddressSpace::Image);
            let ptr = self.emit_value(fx, "hl.texel_addr", &[tex.value, c], pty, &[], span);
            let add = self.ctx.str_attr("add");
            let original = self.emit_value(fx, "gpu.atomic", &[ptr, v], f32_, &[("op", add)], span);
            if let Some(&out) = args.get(2) {
                self.store_to_arg(fx, out, original, f32_, span)?;
            }
            return Ok(None);
        }
        let want = match name {
            _ if sampling.is_some() => vals.len(),
            // `SubpassLoad()`, and `SubpassLoad(sampleIndex)` of a
            // multisampled subpass input.
            "SubpassLoad" if subpass => usize::from(ms),
            _ if subpass => return Err(self.no_method(tex.ty, name, span)),
            // A multisampled texture's `Load(coord, sampleIndex)`, or
            // `Load(coordAndSampleIndex)`.
            "Load" if ms && vals.len() == 2 => 2,
            // A sampled or multisampled texture's `Load(..., offset)`.
            "Load" if !rw && vals.len() == 2 + usize::from(ms) => vals.len(),
            "Load" if !rw && vals.len() == 3 + usize::from(ms) => {
                status = args.last().copied();
                vals.pop();
                vals.len()
            }
            "Load" => 1,
            // A writable texture's `Store(coord, value)`.
            "Store" if rw => 2,
            // `GetDimensions(w, ..., samples)` of a multisampled texture.
            "GetDimensions" if ms && vals.len() == sizes + 1 => sizes + 1,
            // `GetDimensions(mip, w, ..., levels)` of a sampled texture.
            "GetDimensions" if !rw && vals.len() == sizes + 2 => sizes + 2,
            "GetDimensions" => sizes,
            _ => return Err(self.no_method(tex.ty, name, span)),
        };
        if vals.len() != want {
            let msg = format!("'{name}' takes {want} arguments, {} given", vals.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        // The sampler operand must be a sampler (a handle of one designates it).
        if sampling.is_some() && !combined {
            vals[0] = self.deref_descriptor_handle(fx, vals[0], span);
            let is_sampler = matches!(self.ctx.type_kind(vals[0].ty), TypeKind::Opaque { name, .. }
                if matches!(self.ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState"));
            if !is_sampler {
                let msg = format!("'{name}' takes a sampler first, not '{}'", self.show(vals[0].ty));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        }
        // Gradients and level-of-detail queries leave out the array layer.
        let grad_dims = dims - u8::from(is_array);
        let result = |value| Ok(Some(TVal { value, ty: texel, literal: false }));
        match name {
            "Load" => {
                // Sampled textures take the mip level as an extra
                // coordinate, multisampled ones the sample index.
                let rw = nsl_dialects::hl::texture(self.ctx, tex.ty).is_some_and(|t| t.2);
                let n = if rw && !ms { dims } else { dims + 1 };
                let cty = coords(self, i32_, n);
                let c = if ms && vals.len() >= 2 {
                    let at_ty = coords(self, i32_, dims);
                    let at = self.convert(fx, vals[0], at_ty, span, false)?;
                    let sample = self.convert(fx, vals[1], i32_, span, false)?;
                    self.emit_value(fx, "vec.construct", &[at, sample], cty, &[], span)
                } else {
                    self.convert(fx, vals[0], cty, span, false)?
                };
                // A texel offset last: integers of the coordinates'
                // dimensions without the array layer.
                let mut operands = vec![tex.value, c];
                let mut attrs = Vec::new();
                if !rw && vals.len() == 2 + usize::from(ms) {
                    let fixed = 1 + usize::from(ms);
                    self.texel_extras(fx, &vals[..=fixed], fixed, grad_dims, &mut operands, &mut attrs, span)?;
                }
                let v = self.texture_access(fx, "hl.texture_load", &operands, texel, attrs, status, span)?;
                result(v)
            }
            "SubpassLoad" => {
                let zero = self.ctx.int_attr(0);
                let z = self.emit_value(fx, "arith.const", &[], i32_, &[("value", zero)], span);
                let mut parts = vec![z, z];
                if ms {
                    parts.push(self.convert(fx, vals[0], i32_, span, false)?);
                }
                let cty = coords(self, i32_, parts.len() as u8);
                let c = self.emit_value(fx, "vec.construct", &parts, cty, &[], span);
                let v = self.emit_value(fx, "hl.texture_load", &[tex.value, c], texel, &[], span);
                result(v)
            }
            "Store" => {
                let cty = coords(self, i32_, dims);
                let c = self.convert(fx, vals[0], cty, span, false)?;
                let v = self.convert(fx, vals[1], texel, span, false)?;
                self.emit(fx, "hl.texture_store", &[tex.value, c, v], &[], &[], span);
                Ok(None)
            }
            "SampleCmp" | "SampleCmpLevelZero" | "SampleCmpLevel" | "SampleCmpBias" | "SampleCmpGrad" => {
                let cty = coords(self, f32_, dims);
                let c = self.convert(fx, vals[1], cty, span, false)?;
                let reference = self.convert(fx, vals[2], f32_, span, false)?;
                let mut operands = vec![tex.value, vals[0].value, c, reference];
                let mut attrs = Vec::new();
                match name {
                    "SampleCmpLevelZero" => {
                        let zero = self.ctx.float_attr(0.0);
                        operands.push(self.emit_value(fx, "arith.const", &[], f32_, &[("value", zero)], span));
                    }
                    "SampleCmpLevel" | "SampleCmpBias" => {
                        operands.push(self.convert(fx, vals[3], f32_, span, false)?);
                        if name == "SampleCmpBias" {
                            attrs.push(("bias", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
                        }
                    }
                    "SampleCmpGrad" => {
                        let gty = coords(self, f32_, grad_dims);
                        operands.push(self.convert(fx, vals[3], gty, span, false)?);
                        operands.push(self.convert(fx, vals[4], gty, span, false)?);
                        attrs.push(("grad", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
                    }
                    _ => {}
                }
                let fixed = match name {
                    "SampleCmpLevel" | "SampleCmpBias" => 4,
                    "SampleCmpGrad" => 5,
                    _ => 3,
                };
                self.texel_extras(fx, &vals, fixed, grad_dims, &mut operands, &mut attrs, span)?;
                if glsl_lod {
                    attrs.push(("lod_zero_without_derivatives", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
                }
                let v = self.texture_access(fx, "hl.texture_sample_cmp", &operands, f32_, attrs, status, span)?;
                Ok(Some(TVal { value: v, ty: f32_, literal: false }))
            }
            "Sample" | "SampleLevel" | "SampleBias" | "SampleGrad" => {
                let cty = coords(self, f32_, dims);
                let c = self.convert(fx, vals[1], cty, span, false)?;
                let mut operands = vec![tex.value, vals[0].value, c];
                let op = match name {
                    "Sample" => "hl.texture_sample",
                    "SampleGrad" => {
                        let gty = coords(self, f32_, grad_dims);
                        operands.push(self.convert(fx, vals[2], gty, span, false)?);
                        operands.push(self.convert(fx, vals[3], gty, span, false)?);
                        "hl.texture_sample_grad"
                    }
                    _ => {
                        operands.push(self.convert(fx, vals[2], f32_, span, false)?);
                        if name == "SampleLevel" {
                            "hl.texture_sample_level"
                        } else {
                            "hl.texture_sample_bias"
                        }
                    }
                };
                let mut attrs = Vec::new();
                let fixed = match name {
                    "Sample" => 2,
                    "SampleGrad" => 4,
                    _ => 3,
                };
                self.texel_extras(fx, &vals, fixed, grad_dims, &mut operands, &mut attrs, span)?;
                if glsl_lod {
                    attrs.push(("lod_zero_without_derivatives", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
                }
                let v = self.texture_access(fx, op, &operands, texel, attrs, status, span)?;
                result(v)
            }
            "CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped" => {
                let cty = coords(self, f32_, grad_dims);
                let c = self.convert(fx, vals[1], cty, span, false)?;
                let mut attrs = Vec::new();
                if name.ends_with("Unclamped") {
                    attrs.push(("unclamped", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
                }
                let v = self.emit_value(fx, "hl.texture_query_lod", &[tex.value, vals[0].value, c], f32_, &attrs, span);
                Ok(Some(TVal { value: v, ty: f32_, literal: false }))
            }
            _ if gather.is_some() => {
                let rest = gather.unwrap_or_default();
                let (cmp, channel) = match rest.strip_prefix("Cmp") {
                    Some(ch) => (true, ch),
                    None => (false, rest),
                };
                let component = match channel {
                    "Green" => 1,
                    "Blue" => 2,
                    "Alpha" => 3,
                    _ => 0,
                };
                let cty = coords(self, f32_, dims);
                let c = self.convert(fx, vals[1], cty, span, false)?;
                let mut operands = vec![tex.value, vals[0].value, c];
                let scalar = if cmp {
                    operands.push(self.convert(fx, vals[2], f32_, span, false)?);
                    f32_
                } else {
                    self.ctx.scalar_of(texel)
                };
                let ty = self.ctx.vector_type(scalar, 4);
                let comp = self.ctx.int_attr(component);
                let mut attrs = vec![("component", comp)];
                let fixed = if cmp { 3 } else { 2 };
                // Four offsets: texel k is the (i0, j0) texel (the fourth
                // component) of the gather at offset k, as GLSL's
                // textureGatherOffsets defines it.
                if vals.len() == fixed + 4 {
                    let mut texels = Vec::new();
                    for k in 0..4 {
                        let mut operands = operands.clone();
                        let mut attrs = attrs.clone();
                        let one = [&vals[..fixed], &vals[fixed + k..=fixed + k]].concat();
                        self.texel_extras(fx, &one, fixed, grad_dims, &mut operands, &mut attrs, span)?;
                        let g = self.emit_value(fx, "hl.texture_gather", &operands, ty, &attrs, span);
                        let w = self.ctx.int_attr(3);
                        texels.push(self.emit_value(fx, "vec.extract", &[g], scalar, &[("index", w)], span));
                    }
                    let v = self.emit_value(fx, "vec.construct", &texels, ty, &[], span);
                    return Ok(Some(TVal { value: v, ty, literal: false }));
                }
                self.texel_extras(fx, &vals, fixed, grad_dims, &mut operands, &mut attrs, span)?;
                let v = self.emit_value(fx, "hl.texture_gather", &operands, ty, &attrs, span);
                Ok(Some(TVal { value: v, ty, literal: false }))
            }
            _ => {
                let with_mip = want == sizes + 2;
                let with_samples = ms && want == sizes + 1;
                let (outs, mut operands) = if with_mip {
                    let mip = self.convert(fx, vals[0], u32_, span, false)?;
                    (&args[1..=sizes], vec![tex.value, mip])
                } else {
                    (&args[..sizes], vec![tex.value])
                };
                operands.truncate(2);
                let size_ty = coords(self, u32_, sizes as u8);
                let size = self.emit_value(fx, "hl.texture_size", &operands, size_ty, &[], span);
                for (k, &a) in outs.iter().enumerate() {
                    let comp = if sizes == 1 {
                        size
                    } else {
                        let idx = self.ctx.int_attr(k as i128);
                        self.emit_value(fx, "vec.extract", &[size], u32_, &[("index", idx)], span)
                    };
                    self.store_to_arg(fx, a, comp, u32_, span)?;
                }
                if with_mip {
                    let levels = self.emit_value(fx, "hl.texture_levels", &[tex.value], u32_, &[], span);
                    self.store_to_arg(fx, args[sizes + 1], levels, u32_, span)?;
                }
                if with_samples {
                    let samples = self.emit_value(fx, "hl.texture_samples", &[tex.value], u32_, &[], span);
                    self.store_to_arg(fx, args[sizes], samples, u32_, span)?;
                }
                Ok(None)
            }
        }
    }

    /// A texture read (`op`): with a status output, a sparse one whose
    /// second result, the residency status, goes to that argument.
    #[allow(clippy::too_many_arguments)]
    fn texture_access(
        &mut self,
        fx: &mut FnCx,
        op: &str,
        operands: &[Value],
        ty: Type,
        mut attrs: Vec<(&'static str, nsl_ir::Attr)>,
        status: Option<ExprId>,
        span: Span,
    ) -> CResult<Value> {
        let Some(out) = status else {
            return Ok(self.emit_value(fx, op, operands, ty, &attrs, span));
        };
        let u32_ = self.ctx.int_type(32, false);
        attrs.push(("sparse", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        let access = self.emit(fx, op, operands, &[ty, u32_], &attrs, span);
        let (v, code) = (self.ctx.result(access, 0), self.ctx.result(access, 1));
        self.store_to_arg(fx, out, code, u32_, span)?;
        Ok(v)
    }

    /// The trailing arguments of a sampling method from `vals[fixed]` on:
    /// a texel offset (of `dims` integers), then a minimum level of
    /// detail; the op takes the level first and the offset last, each
    /// flagged by its attribute (`clamp`, `offset`).
    #[allow(clippy::too_many_arguments)]
    fn texel_extras(
        &mut self,
        fx: &mut FnCx,
        vals: &[TVal],
        fixed: usize,
        dims: u8,
        operands: &mut Vec<Value>,
        attrs: &mut Vec<(&'static str, nsl_ir::Attr)>,
        span: Span,
    ) -> CResult<()> {
        let i32_ = self.ctx.int_type(32, true);
        let f32_ = self.ctx.float_type(32);
        if let Some(&clamp) = vals.get(fixed + 1) {
            operands.push(self.convert(fx, clamp, f32_, span, false)?);
            attrs.push(("clamp", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        }
        if let Some(&offset) = vals.get(fixed) {
            let oty = if dims == 1 { i32_ } else { self.ctx.vector_type(i32_, dims) };
            operands.push(self.convert(fx, offset, oty, span, false)?);
            attrs.push(("offset", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        }
        Ok(())
    }

    /// Is `ty` an `AppendStructuredBuffer` or a `ConsumeStructuredBuffer`?
    pub(super) fn is_append_or_consume(&self, ty: Type) -> bool {
        matches!(self.ctx.type_kind(ty), TypeKind::Opaque { name, .. }
            if matches!(self.ctx.str(*name), "hl.AppendStructuredBuffer" | "hl.ConsumeStructuredBuffer"))
    }

    /// `buf.Append(value)`: element `counter++` becomes `value`;
    /// `buf.Consume()`: element `--counter`, the counter being element 0 of
    /// the buffer global's hidden counter global (atomically).
    fn append_consume(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        elem: Type,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let global = self
            .ctx
            .defining_op(buf.value)
            .filter(|&d| self.ctx.op_name(d) == nsl_dialects::hl::RESOURCE.name)
            .and_then(|d| self.ctx.attr_symbol(d, "global"));
        let counter = global.and_then(|g| {
            let g = self.ctx.str(g).to_string();
            self.ctx.block_ops(self.ctx.body(self.module, 0)).into_iter().find(|&op| {
                self.ctx.op_name(op) == nsl_dialects::hl::GLOBAL.name
                    && self.ctx.attr_str(op, "counter_for") == Some(&g)
            })
        });
        let Some(counter) = counter.and_then(|c| self.ctx.attr_symbol(c, "sym")) else {
            let msg = format!("'{}' must be a global buffer here (its counter is)", self.show(buf.ty));
            return Err(self.error(E_UNSUPPORTED, span, msg));
        };
        let i32_ = self.ctx.int_type(32, true);
        let u32_ = self.ctx.int_type(32, false);
        let cname = self.ctx.sym("hl.RWStructuredBuffer");
        let cty = self.ctx.intern_type(TypeKind::Opaque { name: cname, params: vec![i32_] });
        let gattr = self.ctx.intern_attr(nsl_ir::AttrKind::Symbol(counter));
        let handle = self.emit_value(fx, "hl.resource", &[], cty, &[("global", gattr)], span);
        let zero = self.ctx.int_attr(0);
        let zero = self.emit_value(fx, "arith.const", &[], u32_, &[("value", zero)], span);
        let iptr_ty = self.ctx.ptr_type(i32_, nsl_ir::AddressSpace::Storage);
        let cptr = self.emit_value(fx, "hl.buffer_elem_addr", &[handle, zero], iptr_ty, &[], span);
        let append = !args.is_empty();
        let step = self.ctx.int_attr(if append { 1 } else { -1 });
        let step = self.emit_value(fx, "arith.const", &[], i32_, &[("value", step)], span);
        let add = self.ctx.str_attr("add");
        let original = self.emit_value(fx, "gpu.atomic", &[cptr, step], i32_, &[("op", add)], span);
        let index =
            if append { original } else { self.emit_value(fx, "arith.add", &[original, step], i32_, &[], span) };
        let index = self.emit_value(fx, "arith.convert", &[index], u32_, &[], span);
        let pty = self.ctx.ptr_type(elem, nsl_ir::AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[buf.value, index], pty, &[], span);
        if append {
            let v = self.lower_value(fx, args[0])?;
            let v = self.convert(fx, v, elem, span, false)?;
            self.emit(fx, "mem.store", &[ptr, v], &[], &[], span);
            return Ok(None);
        }
        let value = self.emit_value(fx, "mem.load", &[ptr], elem, &[], span);
        Ok(Some(TVal { value, ty: elem, literal: false }))
    }

    /// `buf.InterlockedAdd(offset, value[, out original])` and friends on a
    /// byte-address buffer: an atomic on the addressed u32 word.
    fn byte_atomic(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        writable: bool,
        op: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let u32_ = self.ctx.int_type(32, false);
        if matches!(op, "AddF32" | "AddF16") && matches!(args.len(), 2 | 3) && writable {
            return self.byte_atomic_add_float(fx, buf, op == "AddF16", args, span);
        }
        if op.ends_with("64") && writable {
            return self.byte_atomic64(fx, buf, op, args, span);
        }
        let float_form = matches!(
            (op, args.len()),
            ("ExchangeFloat", 3) | ("CompareStoreFloatBitwise", 3) | ("CompareExchangeFloatBitwise", 4)
        );
        if float_form && writable {
            return self.byte_atomic_float_bits(fx, buf, op, args, span);
        }
        let (kind, operands, has_original) = match (op, args.len()) {
            ("CompareExchange", 4) => ("cmpxchg", 2, true),
            ("CompareStore", 3) => ("cmpxchg", 2, false),
            ("Add" | "And" | "Or" | "Xor" | "Min" | "Max" | "Exchange", 2) => (op, 1, false),
            ("Add" | "And" | "Or" | "Xor" | "Min" | "Max" | "Exchange", 3) => (op, 1, true),
            _ => {
                let msg = format!("'Interlocked{op}' does not take {} arguments here", args.len());
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
        };
        if !writable {
            return Err(self.error(E_TYPE_MISMATCH, span, "atomics need a RWByteAddressBuffer"));
        }
        let offset = self.lower_value(fx, args[0])?;
        let offset = self.convert(fx, offset, u32_, span, false)?;
        let pty = self.ctx.ptr_type(u32_, nsl_ir::AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.byte_addr", &[buf.value, offset], pty, &[], span);
        let mut vals = vec![ptr];
        for &a in &args[1..=operands] {
            let v = self.lower_value(fx, a)?;
            vals.push(self.convert(fx, v, u32_, span, false)?);
        }
        let original = if kind == "cmpxchg" {
            self.emit_value(fx, "gpu.atomic_cmpxchg", &vals, u32_, &[], span)
        } else {
            let op_attr = self.ctx.str_attr(&kind.to_ascii_lowercase());
            self.emit_value(fx, "gpu.atomic", &vals, u32_, &[("op", op_attr)], span)
        };
        if has_original {
            self.store_to_arg(fx, args[operands + 1], original, u32_, span)?;
        }
        Ok(None)
    }

    /// The float forms of a byte-address buffer's word atomics that move
    /// bits, never add: `buf.InterlockedExchangeFloat(offset, value, out
    /// original)`, `InterlockedCompareStoreFloatBitwise(offset, compare,
    /// value)` and `InterlockedCompareExchangeFloatBitwise(offset, compare,
    /// value, out original)`: the floats' bits go through the integer
    /// atomic on the addressed u32 word (exact, as the comparison is on
    /// bits), and the word's original bits come back as a float.
    fn byte_atomic_float_bits(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        op: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let u32_ = self.ctx.int_type(32, false);
        let f32_ = self.ctx.float_type(32);
        let offset = self.lower_value(fx, args[0])?;
        let offset = self.convert(fx, offset, u32_, span, false)?;
        let exchange = op == "ExchangeFloat";
        let operands = if exchange { 1 } else { 2 };
        let mut bits = Vec::new();
        for &a in &args[1..=operands] {
            let v = self.lower_value(fx, a)?;
            let v = self.convert(fx, v, f32_, span, false)?;
            bits.push(self.emit_value(fx, "arith.bitcast", &[v], u32_, &[], span));
        }
        let pty = self.ctx.ptr_type(u32_, nsl_ir::AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.byte_addr", &[buf.value, offset], pty, &[], span);
        let old = if exchange {
            let op_attr = self.ctx.str_attr("exchange");
            self.emit_value(fx, "gpu.atomic", &[ptr, bits[0]], u32_, &[("op", op_attr)], span)
        } else {
            self.emit_value(fx, "gpu.atomic_cmpxchg", &[ptr, bits[0], bits[1]], u32_, &[], span)
        };
        if let Some(&out) = args.get(operands + 1) {
            let old = self.emit_value(fx, "arith.bitcast", &[old], f32_, &[], span);
            self.store_to_arg(fx, out, old, f32_, span)?;
        }
        Ok(None)
    }

    /// The 64-bit atomics of a read-write byte-address buffer, on the
    /// 64-bit value at `offset` (a multiple of 8):
    /// `InterlockedAdd64(offset, value[, out original])` and `And`, `Or`,
    /// `Xor`, `Min`, `Max`, `Exchange`, typed by the value (or the `out`
    /// argument): `int64_t` or `uint64_t`; `InterlockedCompareExchange64(
    /// offset, compare, value, out original)`, `InterlockedCompareStore64(
    /// offset, compare, value)`; the `uint64_t` forms `Interlocked{Op}U64(
    /// offset, value)` that return the original (and
    /// `InterlockedCompareExchangeU64`, with its `out` original);
    /// `InterlockedAddI64` (`int64_t`) and `InterlockedAddF64(offset, value,
    /// out original)` (`double`).
    fn byte_atomic64(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        op: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let u32_ = self.ctx.int_type(32, false);
        let (base, fixed, returns) = if let Some(b) = op.strip_suffix("U64") {
            (b, Some(self.ctx.int_type(64, false)), true)
        } else if let Some(b) = op.strip_suffix("I64") {
            (b, Some(self.ctx.int_type(64, true)), false)
        } else if let Some(b) = op.strip_suffix("F64") {
            (b, Some(self.ctx.float_type(64)), false)
        } else {
            (op.strip_suffix("64").unwrap_or(op), None, false)
        };
        let float = fixed.is_some_and(|t| matches!(self.ctx.type_kind(t), TypeKind::Float { .. }));
        let (kind, operands, has_original) = match (base, args.len()) {
            ("Add", 3) if float => ("add", 1, true),
            _ if float => ("", 0, false),
            ("CompareExchange", 4) => ("cmpxchg", 2, true),
            ("CompareStore", 3) if !returns => ("cmpxchg", 2, false),
            ("Add" | "And" | "Or" | "Xor" | "Min" | "Max" | "Exchange", 2) => (base, 1, false),
            ("Add" | "And" | "Or" | "Xor" | "Min" | "Max" | "Exchange", 3) if !returns => (base, 1, true),
            _ => ("", 0, false),
        };
        if kind.is_empty() {
            let msg = format!("'Interlocked{op}' does not take {} arguments here", args.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let offset = self.lower_value(fx, args[0])?;
        let offset = self.convert(fx, offset, u32_, span, false)?;
        let mut vals = Vec::new();
        for &a in &args[1..=operands] {
            vals.push(self.lower_value(fx, a)?);
        }
        // The 64-bit integer type: the value's (when not a literal), else
        // the `out` argument's, else `uint64_t`.
        let is_int64 = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Int { width: 64, .. });
        let ty = match fixed {
            Some(t) => t,
            None => {
                let last = vals[operands - 1];
                if is_int64(self, last.ty) && !last.literal {
                    last.ty
                } else if let Some(out) = args.get(operands + 1).filter(|_| has_original) {
                    let place = self.lower_place(fx, *out)?;
                    let t = place.ty();
                    if is_int64(self, t) {
                        t
                    } else {
                        self.ctx.int_type(64, false)
                    }
                } else if is_int64(self, last.ty) {
                    last.ty
                } else {
                    self.ctx.int_type(64, false)
                }
            }
        };
        let pty = self.ctx.ptr_type(ty, nsl_ir::AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.byte_addr", &[buf.value, offset], pty, &[], span);
        let mut ops = vec![ptr];
        for v in vals {
            ops.push(self.convert(fx, v, ty, span, false)?);
        }
        let original = if kind == "cmpxchg" {
            self.emit_value(fx, "gpu.atomic_cmpxchg", &ops, ty, &[], span)
        } else {
            let op_attr = self.ctx.str_attr(&kind.to_ascii_lowercase());
            self.emit_value(fx, "gpu.atomic", &ops, ty, &[("op", op_attr)], span)
        };
        if has_original {
            self.store_to_arg(fx, args[operands + 1], original, ty, span)?;
        }
        Ok(returns.then_some(TVal { value: original, ty, literal: false }))
    }

    /// `buf.InterlockedAddF32(offset, value[, out original])` and
    /// `InterlockedAddF16`: a float add on the addressed word (for a half,
    /// its 16 bits at the byte offset's position in the word) as a
    /// compare-exchange loop on the word's bits (load the word, add as
    /// floats, swap in the new word if the word is unchanged, else retry),
    /// so that it needs no float atomics of the target.
    fn byte_atomic_add_float(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        half: bool,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let u32_ = self.ctx.int_type(32, false);
        let u16_ = self.ctx.int_type(16, false);
        let f32_ = self.ctx.float_type(if half { 16 } else { 32 });
        let offset = self.lower_value(fx, args[0])?;
        let offset = self.convert(fx, offset, u32_, span, false)?;
        let value = self.lower_value(fx, args[1])?;
        let value = self.convert(fx, value, f32_, span, false)?;
        let pty = self.ctx.ptr_type(u32_, nsl_ir::AddressSpace::Storage);
        // A half's word and the bit position of the half in it.
        let (offset, shift) = if half {
            let (aligned, shift) = self.word_and_shift(fx, offset, span);
            (aligned, Some(shift))
        } else {
            (offset, None)
        };
        let ptr = self.emit_value(fx, "hl.byte_addr", &[buf.value, offset], pty, &[], span);
        let original = self.new_var(fx, u32_, "", span);
        let lp = self.emit_regions(fx.block, "cf.loop", &[], &[], &[], 1, span);
        let body = self.ctx.body(lp, 0);
        let value_in =
            |c: &mut Self, name: &str, operands: &[nsl_ir::Value], ty: Type, attrs: &[(&str, nsl_ir::Attr)]| {
                let op = c.emit_regions(body, name, operands, &[ty], attrs, 0, span);
                c.ctx.result(op, 0)
            };
        let old = value_in(self, "mem.load", &[ptr], u32_, &[]);
        let new = match shift {
            None => {
                let old_f = value_in(self, "arith.bitcast", &[old], f32_, &[]);
                let sum = value_in(self, "arith.add", &[old_f, value], f32_, &[]);
                value_in(self, "arith.bitcast", &[sum], u32_, &[])
            }
            Some(shift) => {
                // Take the half out, add, and put the sum's bits back.
                let bits = value_in(self, "arith.shr", &[old, shift], u32_, &[]);
                let bits = value_in(self, "arith.convert", &[bits], u16_, &[]);
                let old_f = value_in(self, "arith.bitcast", &[bits], f32_, &[]);
                let sum = value_in(self, "arith.add", &[old_f, value], f32_, &[]);
                let bits = value_in(self, "arith.bitcast", &[sum], u16_, &[]);
                let wide = value_in(self, "arith.convert", &[bits], u32_, &[]);
                let placed = value_in(self, "arith.shl", &[wide, shift], u32_, &[]);
                let ones = self.ctx.int_attr(0xFFFF);
                let ones = value_in(self, "arith.const", &[], u32_, &[("value", ones)]);
                let mask = value_in(self, "arith.shl", &[ones, shift], u32_, &[]);
                let keep = value_in(self, "arith.not", &[mask], u32_, &[]);
                let kept = value_in(self, "arith.and", &[old, keep], u32_, &[]);
                value_in(self, "arith.or", &[kept, placed], u32_, &[])
            }
        };
        let seen = value_in(self, "gpu.atomic_cmpxchg", &[ptr, old, new], u32_, &[]);
        self.emit_regions(body, "mem.store", &[original, seen], &[], &[], 0, span);
        let eq = self.ctx.str_attr("eq");
        let bool_ = self.ctx.bool_type();
        let done = value_in(self, "arith.cmp", &[seen, old], bool_, &[("pred", eq)]);
        let branch = self.emit_regions(body, "cf.if", &[done], &[], &[], 2, span);
        let (then_block, else_block) = (self.ctx.body(branch, 0), self.ctx.body(branch, 1));
        self.emit_regions(then_block, "cf.break", &[], &[], &[], 0, span);
        self.emit_regions(else_block, "cf.yield", &[], &[], &[], 0, span);
        self.emit_regions(body, "cf.continue", &[], &[], &[], 0, span);
        if args.len() == 3 {
            let bits = self.emit_value(fx, "mem.load", &[original], u32_, &[], span);
            let bits = match shift {
                Some(shift) => {
                    let b = self.emit_value(fx, "arith.shr", &[bits, shift], u32_, &[], span);
                    self.emit_value(fx, "arith.convert", &[b], u16_, &[], span)
                }
                None => bits,
            };
            let v = self.emit_value(fx, "arith.bitcast", &[bits], f32_, &[], span);
            self.store_to_arg(fx, args[2], v, f32_, span)?;
        }
        Ok(None)
    }

    /// `buf._NvInterlockedAddFp16x2(offset, value)`: adds the two halves
    /// packed in `value` to those of the addressed word, as one
    /// compare-exchange loop on the word (see `byte_atomic_add_float`);
    /// the word's original.
    fn byte_atomic_add_half2(
        &mut self,
        fx: &mut FnCx,
        buf: TVal,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let u32_ = self.ctx.int_type(32, false);
        let f16_ = self.ctx.float_type(16);
        let h2 = self.ctx.vector_type(f16_, 2);
        let offset = self.lower_value(fx, args[0])?;
        let offset = self.convert(fx, offset, u32_, span, false)?;
        let value = self.lower_value(fx, args[1])?;
        let value = self.convert(fx, value, u32_, span, false)?;
        let value = self.emit_value(fx, "arith.bitcast", &[value], h2, &[], span);
        let pty = self.ctx.ptr_type(u32_, nsl_ir::AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.byte_addr", &[buf.value, offset], pty, &[], span);
        let original = self.new_var(fx, u32_, "", span);
        let lp = self.emit_regions(fx.block, "cf.loop", &[], &[], &[], 1, span);
        let body = self.ctx.body(lp, 0);
        let value_in =
            |c: &mut Self, name: &str, operands: &[nsl_ir::Value], ty: Type, attrs: &[(&str, nsl_ir::Attr)]| {
                let op = c.emit_regions(body, name, operands, &[ty], attrs, 0, span);
                c.ctx.result(op, 0)
            };
        let old = value_in(self, "mem.load", &[ptr], u32_, &[]);
        let old_h = value_in(self, "arith.bitcast", &[old], h2, &[]);
        let sum = value_in(self, "arith.add", &[old_h, value], h2, &[]);
        let new = value_in(self, "arith.bitcast", &[sum], u32_, &[]);
        let seen = value_in(self, "gpu.atomic_cmpxchg", &[ptr, old, new], u32_, &[]);
        self.emit_regions(body, "mem.store", &[original, seen], &[], &[], 0, span);
        let eq = self.ctx.str_attr("eq");
        let bool_ = self.ctx.bool_type();
        let done = value_in(self, "arith.cmp", &[seen, old], bool_, &[("pred", eq)]);
        let branch = self.emit_regions(body, "cf.if", &[done], &[], &[], 2, span);
        let (then_block, else_block) = (self.ctx.body(branch, 0), self.ctx.body(branch, 1));
        self.emit_regions(then_block, "cf.break", &[], &[], &[], 0, span);
        self.emit_regions(else_block, "cf.yield", &[], &[], &[], 0, span);
        self.emit_regions(body, "cf.continue", &[], &[], &[], 0, span);
        let v = self.emit_value(fx, "mem.load", &[original], u32_, &[], span);
        Ok(Some(TVal { value: v, ty: u32_, literal: false }))
    }

    fn no_method(&mut self, ty: Type, name: &str, span: Span) -> super::Reported {
        let msg = format!("'{}' has no method '{name}'", self.show(ty));
        self.error(E_NO_MEMBER, span, msg)
    }

    /// Stores `v` (of type `ty`) into the place an `out` argument names.
    fn store_to_arg(&mut self, fx: &mut FnCx, arg: ExprId, v: nsl_ir::Value, ty: Type, span: Span) -> CResult<()> {
        let place = self.lower_place(fx, arg)?;
        let tv = TVal { value: v, ty, literal: false };
        let pty = place.ty();
        let v = self.convert(fx, tv, pty, span, false)?;
        self.store_place(fx, &place, v, span)
    }

    /// The size of a type in std430 layout (the element stride a structured
    /// buffer reports through `GetDimensions`).
    pub fn std430_size(&self, ty: Type) -> u32 {
        let (size, align) = self.std430(ty);
        size.div_ceil(align) * align
    }

    fn std430(&self, ty: Type) -> (u32, u32) {
        match self.ctx.type_kind(ty) {
            TypeKind::Bool => (4, 4),
            TypeKind::Int { width, .. } | TypeKind::Float { width } => {
                let b = (*width as u32 / 8).max(1);
                (b, b)
            }
            TypeKind::Vector { elem, len } => {
                let (s, _) = self.std430(*elem);
                let align = if *len == 2 { 2 * s } else { 4 * s };
                (s * *len as u32, align)
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let row = self.ctx.vector_type_existing(*elem, *cols);
                let (rs, ra) = row.map_or((16, 16), |r| self.std430(r));
                (rs.div_ceil(ra) * ra * *rows as u32, ra)
            }
            TypeKind::Array { elem, len } => {
                let (s, a) = self.std430(*elem);
                (s.div_ceil(a) * a * len.unwrap_or(0), a)
            }
            TypeKind::Struct { fields, .. } => {
                let mut offset = 0u32;
                let mut align = 1;
                for &(_, f) in fields {
                    let (s, a) = self.std430(f);
                    offset = offset.div_ceil(a) * a + s;
                    align = align.max(a);
                }
                (offset, align)
            }
            _ => (4, 4),
        }
    }
}

/// The read-write resource a rasterizer-ordered one (`RasterizerOrderedTexture2D`,
/// `RasterizerOrderedByteAddressBuffer`) is, if `name` names one.
fn rasterizer_ordered_resource(name: &str) -> Option<String> {
    const KINDS: &[&str] = &[
        "Texture1D",
        "Texture1DArray",
        "Texture2D",
        "Texture2DArray",
        "Texture3D",
        "Buffer",
        "StructuredBuffer",
        "ByteAddressBuffer",
    ];
    let rest = name.strip_prefix("RasterizerOrdered")?;
    KINDS.contains(&rest).then(|| format!("RW{rest}"))
}
