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
                Self::is_resource_name(base) && base != "__RayQueryObject"
            }
            _ => false,
        }
    }

    /// `DescriptorHandle<t>`.
    pub(super) fn descriptor_handle_type(&mut self, t: Type, span: Span) -> CResult<Type> {
        if !self.is_bindless_resource(t) {
            let msg = format!("'{}' is not an opaque descriptor type (IOpaqueDescriptor)", self.show(t));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let name = self.ctx.sym("hl.DescriptorHandle");
        Ok(self.ctx.intern_type(TypeKind::Opaque { name, params: vec![t] }))
    }

    /// `v` itself, or the resource it designates when it is a descriptor
    /// handle.
    pub(super) fn deref_descriptor_handle(&mut self, fx: &mut FnCx, v: TVal, span: Span) -> TVal {
        match nsl_dialects::hl::descriptor_handle(self.ctx, v.ty) {
            Some(t) => {
                let value = self.emit_value(fx, "hl.handle_deref", &[v.value], t, &[], span);
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
        let from_handle = nsl_dialects::hl::descriptor_handle(self.ctx, v.ty);
        let to_handle = nsl_dialects::hl::descriptor_handle(self.ctx, to);
        if from_handle.is_none() && to_handle.is_none() {
            return None;
        }
        if from_handle == Some(to) {
            return Some(Ok(self.emit_value(fx, "hl.handle_deref", &[v.value], to, &[], span)));
        }
        let u32_ = self.ctx.int_type(32, false);
        let uint2 = self.ctx.vector_type(u32_, 2);
        if explicit && from_handle.is_some() && to == uint2 {
            return Some(Ok(self.emit_value(fx, "hl.handle_cast", &[v.value], to, &[], span)));
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
}
