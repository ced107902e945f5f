//! SPV_EXT_descriptor_heap: the resource and sampler heaps as
//! `spv.global_var {descriptor_heap}` views (one per element type, the
//! type `T[]`, from `lower-descriptor-handles` under `-capability
//! spvDescriptorHeapEXT`).
//!
//! Each heap is one untyped variable (`OpUntypedVariableKHR` in
//! `UniformConstant`, SPV_KHR_untyped_pointers) decorated `BuiltIn
//! ResourceHeapEXT` (or `SamplerHeapEXT` for samplers); a view declares
//! no variable. Element `i` of a view is `OpUntypedAccessChainKHR` of the
//! heap seen as a runtime array of the element's descriptor type, whose
//! stride is the descriptor's size (`ArrayStrideIdEXT` of an
//! `OpConstantSizeOfEXT`): for an image or a sampler, the image (sampler)
//! type, and the element is read with `OpLoad` (an image texel's address
//! with `OpUntypedImageTexelPointerEXT`); for a storage buffer,
//! `OpTypeBufferEXT StorageBuffer`, and `OpBufferPointerEXT` makes the
//! element a typed `StorageBuffer` pointer to the buffer's block.
//!
//! No spirv-val at hand knows these instructions yet; the shapes follow
//! the registry's grammar (KhronosGroup/SPIRV-Headers) and slangc's output
//! for the same programs, instruction for instruction.

use crate::emit::{Emitter, R};
use crate::layout::Layout;
use nsl_ir::{Op, Sym, Type, TypeKind};
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{self, Decoration, StorageClass, Word};

/// `OpTypeUntypedPointerKHR`: result, storage class.
pub const OP_TYPE_UNTYPED_POINTER_KHR: u32 = 4417;
/// `OpUntypedVariableKHR`: type, result, storage class.
pub const OP_UNTYPED_VARIABLE_KHR: u32 = 4418;
/// `OpUntypedAccessChainKHR`: type, result, base type, base, indexes.
pub const OP_UNTYPED_ACCESS_CHAIN_KHR: u32 = 4419;
/// `OpTypeBufferEXT`: result, storage class.
pub const OP_TYPE_BUFFER_EXT: u32 = 5115;
/// `OpBufferPointerEXT`: type, result, buffer.
pub const OP_BUFFER_POINTER_EXT: u32 = 5119;
/// `OpUntypedImageTexelPointerEXT`: type, result, image type, image,
/// coordinate, sample.
pub const OP_UNTYPED_IMAGE_TEXEL_POINTER_EXT: u32 = 5126;
/// `OpConstantSizeOfEXT`: type, result, type.
pub const OP_CONSTANT_SIZE_OF_EXT: u32 = 5129;
/// Capability `UntypedPointersKHR`.
pub const CAP_UNTYPED_POINTERS_KHR: u32 = 4473;
/// Capability `DescriptorHeapEXT`.
pub const CAP_DESCRIPTOR_HEAP_EXT: u32 = 5128;
/// Decoration `ArrayStrideIdEXT` (an id operand).
const DECORATION_ARRAY_STRIDE_ID_EXT: u32 = 5124;
/// Built-ins `SamplerHeapEXT` and `ResourceHeapEXT`.
const BUILTIN_SAMPLER_HEAP_EXT: u32 = 5122;
const BUILTIN_RESOURCE_HEAP_EXT: u32 = 5123;

/// A view of a heap: which heap it reads.
#[derive(Clone, Copy)]
pub(crate) struct HeapView {
    /// The sampler heap (else the resource heap).
    pub sampler: bool,
    /// Read-only storage buffers: their data pointers are `NonWritable`.
    pub readonly: bool,
}

/// What the emitter keeps of the heaps.
#[derive(Default)]
pub(crate) struct Heaps {
    pub views: rustc_hash::FxHashMap<Sym, HeapView>,
    /// The untyped variables: resource heap, sampler heap.
    vars: [Option<Word>; 2],
    untyped_ptrs: rustc_hash::FxHashMap<u32, Word>,
    buffer_types: rustc_hash::FxHashMap<u32, Word>,
    /// The runtime array of each descriptor type, strided by its size.
    arrays: rustc_hash::FxHashMap<Word, Word>,
    /// The untyped element pointer of each `spv.handle` of a view.
    pub handle_ptrs: rustc_hash::FxHashMap<nsl_ir::Value, (Word, Word)>,
}

impl Emitter<'_> {
    fn heap_requirements(&mut self) {
        self.caps_insert(CAP_UNTYPED_POINTERS_KHR);
        self.caps_insert(CAP_DESCRIPTOR_HEAP_EXT);
        self.extension("SPV_KHR_untyped_pointers");
        self.extension("SPV_EXT_descriptor_heap");
    }

    fn push_global(&mut self, opcode: u32, ty: Option<Word>, id: Word, operands: Vec<Operand>) {
        let inst = crate::raw::inst(opcode, ty, Some(id), operands);
        self.b.module_mut().types_global_values.push(inst);
    }

    /// `OpTypeUntypedPointerKHR` of a storage class.
    fn untyped_ptr(&mut self, class: StorageClass) -> Word {
        if let Some(&id) = self.heaps.untyped_ptrs.get(&(class as u32)) {
            return id;
        }
        let id = self.b.id();
        self.push_global(OP_TYPE_UNTYPED_POINTER_KHR, None, id, vec![Operand::StorageClass(class)]);
        self.heaps.untyped_ptrs.insert(class as u32, id);
        id
    }

    /// The untyped variable of the resource (or sampler) heap.
    fn heap_var(&mut self, sampler: bool) -> Word {
        if let Some(id) = self.heaps.vars[sampler as usize] {
            return id;
        }
        self.heap_requirements();
        let ptr = self.untyped_ptr(StorageClass::UniformConstant);
        let id = self.b.id();
        self.push_global(
            OP_UNTYPED_VARIABLE_KHR,
            Some(ptr),
            id,
            vec![Operand::StorageClass(StorageClass::UniformConstant)],
        );
        let (name, builtin) = if sampler {
            ("slang_samplerHeap", BUILTIN_SAMPLER_HEAP_EXT)
        } else {
            ("slang_resourceHeap", BUILTIN_RESOURCE_HEAP_EXT)
        };
        self.b.name(id, name);
        self.b.decorate(id, Decoration::BuiltIn, [Operand::LiteralBit32(builtin)]);
        self.heaps.vars[sampler as usize] = Some(id);
        id
    }

    /// The runtime array of descriptors of type `desc`, strided by its size.
    fn heap_array(&mut self, desc: Word) -> Word {
        if let Some(&id) = self.heaps.arrays.get(&desc) {
            return id;
        }
        let u32_ty = self.b.type_int(32, 0);
        let size = self.b.id();
        self.push_global(OP_CONSTANT_SIZE_OF_EXT, Some(u32_ty), size, vec![Operand::IdRef(desc)]);
        let id = self.b.id();
        self.b.type_runtime_array_id(Some(id), desc);
        self.b.module_mut().annotations.push(Instruction::new(
            spirv::Op::DecorateId,
            None,
            None,
            vec![Operand::IdRef(id), Operand::LiteralBit32(DECORATION_ARRAY_STRIDE_ID_EXT), Operand::IdRef(size)],
        ));
        // OpDecorateId is core since SPIR-V 1.2.
        if !self.at_least(2) {
            self.extension("SPV_GOOGLE_hlsl_functionality1");
        }
        self.heaps.arrays.insert(desc, id);
        id
    }

    /// Declares the view `op` (a `spv.global_var {descriptor_heap}`): its
    /// heap's variable stands for it in entry points' interfaces.
    pub(crate) fn heap_view(&mut self, op: Op, sym: Sym, ty: Type, storage: &'static str) -> R<()> {
        let ctx = self.ctx;
        let TypeKind::Array { elem, len: None } = *ctx.type_kind(ty) else {
            return Err(self.error(op, "a descriptor heap is an unsized array"));
        };
        let sampler = matches!(ctx.type_kind(elem), TypeKind::Opaque { name, .. }
            if matches!(ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState"));
        let readonly = ctx.attr(op, "readonly").is_some();
        if let Some(layout) = crate::dialect::storage_space(storage).map(Layout::of) {
            // The block, laid out and decorated as a storage buffer's.
            let block = self.ty_in(elem, layout, op)?;
            self.decorate_block(block, elem, readonly);
        }
        let var = self.heap_var(sampler);
        self.heaps.views.insert(sym, HeapView { sampler, readonly });
        self.vars.insert(sym, (var, storage));
        Ok(())
    }

    /// The untyped pointer to element `index` of view `sym`, whose
    /// descriptor type is `desc`.
    fn heap_elem(&mut self, sym: Sym, desc: Word, index: Word) -> R<Word> {
        let view = self.heaps.views[&sym];
        let var = self.heap_var(view.sampler);
        let array = self.heap_array(desc);
        let ptr = self.untyped_ptr(StorageClass::UniformConstant);
        let id = self.b.id();
        let inst = crate::raw::inst(
            OP_UNTYPED_ACCESS_CHAIN_KHR,
            Some(ptr),
            Some(id),
            vec![Operand::IdRef(array), Operand::IdRef(var), Operand::IdRef(index)],
        );
        self.emit_raw(inst)?;
        Ok(id)
    }

    /// `spv.handle %i` of a view: the image or sampler element `i` holds.
    pub(crate) fn heap_handle(&mut self, op: Op, sym: Sym, index: Word) -> R<Word> {
        let ctx = self.ctx;
        if ctx.attr(op, "nonuniform").is_some() {
            return Err(self.error(op, "a non-uniform index into the descriptor heap is not supported yet"));
        }
        let result = ctx.result(op, 0);
        let elem = self.ty(ctx.value_type(result), op)?;
        let ptr = self.heap_elem(sym, elem, index)?;
        self.heaps.handle_ptrs.insert(result, (ptr, elem));
        self.inst(spirv::Op::Load, elem, vec![Operand::IdRef(ptr)])
    }

    /// `mem.elem_addr %heap, %i` of a storage-buffer view: the typed
    /// pointer to element `i`'s block.
    pub(crate) fn heap_buffer(&mut self, op: Op, sym: Sym, index: Word) -> R<Word> {
        let ctx = self.ctx;
        if ctx.attr(op, "nonuniform").is_some() {
            return Err(self.error(op, "a non-uniform index into the descriptor heap is not supported yet"));
        }
        // A uniform buffer's data is in `Uniform` memory, a storage
        // buffer's in `StorageBuffer` memory.
        let class = match *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) {
            TypeKind::Ptr { space: nsl_ir::AddressSpace::Uniform, .. } => StorageClass::Uniform,
            _ => StorageClass::StorageBuffer,
        };
        let buffer = match self.heaps.buffer_types.get(&(class as u32)) {
            Some(&id) => id,
            None => {
                let id = self.b.id();
                self.push_global(OP_TYPE_BUFFER_EXT, None, id, vec![Operand::StorageClass(class)]);
                self.heaps.buffer_types.insert(class as u32, id);
                id
            }
        };
        let ptr = self.heap_elem(sym, buffer, index)?;
        let t = self.ty(ctx.value_type(ctx.result(op, 0)), op)?;
        let id = self.b.id();
        self.emit_raw(crate::raw::inst(OP_BUFFER_POINTER_EXT, Some(t), Some(id), vec![Operand::IdRef(ptr)]))?;
        if self.heaps.views[&sym].readonly {
            self.b.decorate(id, Decoration::NonWritable, []);
        }
        Ok(id)
    }

    /// `OpUntypedImageTexelPointerEXT` of the image element a heap
    /// `spv.handle` loaded (`None`: not a heap's handle). Its result is an
    /// untyped `Image` pointer, as the extension requires (slangc types it
    /// `OpTypePointer Image`, which the extension's text and SPIRV-Tools'
    /// validator reject); the atomic's result type says what it points to.
    pub(crate) fn heap_texel_ptr(&mut self, handle: nsl_ir::Value, coord: Word, sample: Word) -> R<Option<Word>> {
        let Some(&(ptr, image)) = self.heaps.handle_ptrs.get(&handle) else { return Ok(None) };
        let t = self.untyped_ptr(StorageClass::Image);
        let id = self.b.id();
        let operands = vec![Operand::IdRef(image), Operand::IdRef(ptr), Operand::IdRef(coord), Operand::IdRef(sample)];
        self.emit_raw(crate::raw::inst(OP_UNTYPED_IMAGE_TEXEL_POINTER_EXT, Some(t), Some(id), operands))?;
        Ok(Some(id))
    }
}
