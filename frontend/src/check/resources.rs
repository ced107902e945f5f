//! Shader resources: their types (buffers, textures, samplers) and the
//! methods of buffers (`Load`, `Store`, `GetDimensions`).

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker, GlobalKind, Item, E_NO_MEMBER, E_TYPE_MISMATCH, E_UNSUPPORTED};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// Resource types without type arguments.
const PLAIN_RESOURCES: &[&str] =
    &["ByteAddressBuffer", "RWByteAddressBuffer", "SamplerState", "SamplerComparisonState"];

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
    "RWTexture1D",
    "RWTexture2D",
    "RWTexture3D",
    "RWTexture1DArray",
    "RWTexture2DArray",
];

impl Checker<'_> {
    /// A resource type by name and element type (`None` for plain ones).
    pub fn resource_type(&mut self, name: &str, elem: Option<Type>) -> Option<Type> {
        let params = match (PLAIN_RESOURCES.contains(&name), ELEMENT_RESOURCES.contains(&name), elem) {
            (true, _, None) => Vec::new(),
            (_, true, Some(e)) => vec![e],
            (_, true, None) if name.contains("Texture") => {
                let f = self.ctx.float_type(32);
                vec![self.ctx.vector_type(f, 4)]
            }
            _ => return None,
        };
        let sym = self.ctx.sym(&format!("hl.{name}"));
        Some(self.ctx.intern_type(TypeKind::Opaque { name: sym, params }))
    }

    pub fn is_resource_name(name: &str) -> bool {
        PLAIN_RESOURCES.contains(&name) || ELEMENT_RESOURCES.contains(&name)
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
            if !writable {
                return Err(self.error(E_TYPE_MISMATCH, span, "cannot store into a read-only ByteAddressBuffer"));
            }
            let v = self.lower_value(fx, args[1])?;
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
                "GetDimensions" => {
                    arity(self, 2)?;
                    let len = self.emit_value(fx, "hl.buffer_length", &[buf.value], u32_, &[], span);
                    self.store_to_arg(fx, args[0], len, u32_, span)?;
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
        let msg = format!("methods of '{}' are not supported yet", self.show(buf.ty));
        Err(self.error(E_UNSUPPORTED, span, msg))
    }

    /// `buf.Load<T>(addr)` and `buf.Store<T>(addr, v)` on a byte-address
    /// buffer, for `T` a 32-bit scalar or vector: the words, reinterpreted.
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
        let (elem, n) = match *self.ctx.type_kind(ty) {
            TypeKind::Vector { elem, len } => (elem, len),
            _ => (ty, 1),
        };
        let thirty_two =
            matches!(*self.ctx.type_kind(elem), TypeKind::Int { width: 32, .. } | TypeKind::Float { width: 32 });
        if !thirty_two {
            let msg = format!("'{name}<{}>' is not supported yet: only 32-bit scalars and vectors", self.show(ty));
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        let u32_ = self.ctx.int_type(32, false);
        let words = if n == 1 { u32_ } else { self.ctx.vector_type(u32_, n) };
        let want = match name {
            "Load" => 1,
            "Store" => 2,
            _ => return Err(self.no_method(buf.ty, &format!("{name}<T>"), span)),
        };
        if args.len() != want {
            let msg = format!("'{name}' takes {want} arguments, {} given", args.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let addr = self.lower_value(fx, args[0])?;
        let addr = self.convert(fx, addr, u32_, span, false)?;
        if name == "Load" {
            let raw = self.emit_value(fx, "hl.byte_load", &[buf.value, addr], words, &[], span);
            let value = if ty == words { raw } else { self.emit_value(fx, "arith.bitcast", &[raw], ty, &[], span) };
            return Ok(Some(TVal { value, ty, literal: false }));
        }
        if !writable {
            return Err(self.error(E_TYPE_MISMATCH, span, "cannot store into a read-only ByteAddressBuffer"));
        }
        let v = self.lower_value(fx, args[1])?;
        let v = self.convert(fx, v, ty, span, false)?;
        let raw = if ty == words { v } else { self.emit_value(fx, "arith.bitcast", &[v], words, &[], span) };
        self.emit(fx, "hl.byte_store", &[buf.value, addr, raw], &[], &[], span);
        Ok(None)
    }

    /// `Load`, `Sample`, `SampleLevel` and `GetDimensions` of textures.
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
        let f32_ = self.ctx.float_type(32);
        let i32_ = self.ctx.int_type(32, true);
        let u32_ = self.ctx.int_type(32, false);
        let coords = |c: &mut Self, elem: Type, n: u8| if n == 1 { elem } else { c.ctx.vector_type(elem, n) };
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.lower_value(fx, a)?);
        }
        let want = match name {
            "Load" => 1,
            "Sample" => 2,
            "SampleLevel" => 3,
            "GetDimensions" => dims.min(3) as usize,
            _ => return Err(self.no_method(tex.ty, name, span)),
        };
        if vals.len() != want {
            let msg = format!("'{name}' takes {want} arguments, {} given", vals.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let result = |value| Ok(Some(TVal { value, ty: texel, literal: false }));
        match name {
            "Load" => {
                // Sampled textures take the mip level as an extra coordinate.
                let rw = nsl_dialects::hl::texture(self.ctx, tex.ty).is_some_and(|t| t.2);
                let n = if rw { dims } else { dims + 1 };
                let cty = coords(self, i32_, n);
                let c = self.convert(fx, vals[0], cty, span, false)?;
                let v = self.emit_value(fx, "hl.texture_load", &[tex.value, c], texel, &[], span);
                result(v)
            }
            "Sample" | "SampleLevel" => {
                let cty = coords(self, f32_, dims);
                let c = self.convert(fx, vals[1], cty, span, false)?;
                let mut operands = vec![tex.value, vals[0].value, c];
                let op = if name == "Sample" {
                    "hl.texture_sample"
                } else {
                    operands.push(self.convert(fx, vals[2], f32_, span, false)?);
                    "hl.texture_sample_level"
                };
                let v = self.emit_value(fx, op, &operands, texel, &[], span);
                result(v)
            }
            _ => {
                let size_ty = coords(self, u32_, want as u8);
                let size = self.emit_value(fx, "hl.texture_size", &[tex.value], size_ty, &[], span);
                for (k, &a) in args.iter().enumerate() {
                    let comp = if want == 1 {
                        size
                    } else {
                        let idx = self.ctx.int_attr(k as i128);
                        self.emit_value(fx, "vec.extract", &[size], u32_, &[("index", idx)], span)
                    };
                    self.store_to_arg(fx, a, comp, u32_, span)?;
                }
                Ok(None)
            }
        }
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
