//! Pointers into device memory on GLSL: buffer references
//! (GL_EXT_buffer_reference). A pointer to `T` is a reference to a block
//! `BufferPointer_T { T _data; }` laid out as the pointer's memory is (the
//! scalar rules for Slang's natural layout, std430 for `Std430DataLayout`);
//! its lvalue is `p._data`. An address into a pointee (a field, an element,
//! `p + i`) is a new reference computed from the base's 64-bit address with
//! the layout's offsets and strides, so that every address is a value and
//! the printed program relies on no implicit stride of glslang's.

use super::{Glsl, INT64};
use crate::cfamily::{cannot, is_value_pointer, Target, Walker, R, REFERENCE_MEMBER};
use crate::expr::Expr;
use nsl_dialects::mem;
use nsl_ir::{AddressSpace, Op, Type, TypeKind};
use nsl_spirv::layout::{self, Layout};

impl Glsl {
    /// The name of the reference type of a pointer into device memory,
    /// its block declared on first use.
    pub(super) fn reference_type(&mut self, w: &mut Walker, ptr: Type, op: Op) -> R<String> {
        if let Some(n) = self.references.get(&ptr) {
            return Ok(n.clone());
        }
        let ctx = w.ctx;
        let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ptr) else {
            return Err(cannot(ctx, op, "GLSL", "a reference to a non-pointer"));
        };
        let pointee_name = self.ty(w, pointee, op)?;
        let rules = Layout::of(space);
        let Some((_, align)) = layout::size_align(ctx, pointee, rules) else {
            return Err(cannot(ctx, op, "GLSL", "a pointer to a type without a size in device memory"));
        };
        let keyword = if space == AddressSpace::DeviceStd430 {
            "std430"
        } else {
            self.extensions.insert("GL_EXT_scalar_block_layout");
            "scalar"
        };
        self.extensions.insert("GL_EXT_buffer_reference");
        self.extensions.insert(INT64);
        let hint: String = pointee_name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
        let n = w.names.fresh(&format!("BufferPointer_{hint}"));
        // The member's type may be an array (`float[4] _data;`).
        self.structs.push_str(&format!(
            "layout(buffer_reference, {keyword}, buffer_reference_align = {align}) buffer {n}\n{{\n    {pointee_name} {REFERENCE_MEMBER};\n}};\n"
        ));
        self.references.insert(ptr, n.clone());
        Ok(n)
    }

    /// An address into device memory that `op` computes from another
    /// (`field_addr`, `elem_addr`, `ptr_offset`), as the lvalue of a new
    /// reference; `ptr_to_int` of a reference. `None` for other ops.
    pub(super) fn device_address(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&base) = ctx.operands(op).first() else { return Ok(None) };
        let base_ty = ctx.value_type(base);
        if !is_value_pointer(ctx, base_ty) {
            return Ok(None);
        }
        let TypeKind::Ptr { pointee, space } = *ctx.type_kind(base_ty) else { return Ok(None) };
        let rules = Layout::of(space);
        let address = format!("uint64_t({})", w.pointers.address_of(&a[0]).text);
        if name == mem::PTR_TO_INT.name {
            return Ok(Some(Expr::atom(address)));
        }
        let no_layout = || cannot(ctx, op, "GLSL", "an address into a type without a layout in device memory");
        let offset = if name == mem::FIELD_ADDR.name {
            let TypeKind::Struct { fields, .. } = ctx.type_kind(pointee) else { return Ok(None) };
            let members: Vec<Type> = fields.iter().map(|f| f.1).collect();
            let (offsets, _, _) = layout::struct_layout(ctx, &members, rules).ok_or_else(no_layout)?;
            let index = ctx.attr_int(op, "index").unwrap_or(0) as usize;
            let off = *offsets.get(index).ok_or_else(|| cannot(ctx, op, "GLSL", "a bad field index"))?;
            format!("{off}ul")
        } else if name == mem::ELEM_ADDR.name || name == mem::PTR_OFFSET.name {
            let stride = match *ctx.type_kind(pointee) {
                _ if name == mem::PTR_OFFSET.name => layout::array_stride(ctx, pointee, rules),
                TypeKind::Array { elem, .. } => layout::array_stride(ctx, elem, rules),
                TypeKind::Vector { elem, .. } => layout::size_align(ctx, elem, rules).map(|s| s.0),
                _ => None,
            }
            .ok_or_else(no_layout)?;
            format!("uint64_t({}) * {stride}ul", a[1].text)
        } else {
            return Ok(None);
        };
        let r = ctx.result(op, 0);
        let reference = self.reference_type(w, ctx.value_type(r), op)?;
        let e = Expr::call(&reference, &[Expr::atom(format!("{address} + {offset}"))]);
        Ok(Some(w.pointers.pointee_of(&e.text)))
    }
}
