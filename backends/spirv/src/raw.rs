//! Instructions and capabilities that rspirv 0.12's grammar predates:
//! SPV_NV_cooperative_vector, some of SPV_NV_cooperative_matrix2, cluster
//! ids (SPV_NV_cluster_acceleration_structure) and spheres and swept
//! spheres (SPV_NV_linear_swept_spheres). Their numbers come from the SPIR-V
//! registry (KhronosGroup/SPIRV-Headers,
//! `include/spirv/unified1/spirv.core.grammar.json`).
//!
//! rspirv's `Instruction` can only carry opcodes it knows, so such an
//! instruction is built as a placeholder `OpNop` whose operands are the
//! real opcode, then the result type and result id (when it has them), then
//! the real operands. [`patch`] rewrites the placeholders in the assembled
//! words (the emitter never emits a real `OpNop`), and [`describe`] lets the
//! disassembler print them under their names.

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{self, Word};

/// `OpTypeCooperativeVectorNV` (registry name `OpTypeVectorIdEXT`):
/// result, component type, component count (an id).
pub const OP_TYPE_COOPERATIVE_VECTOR_NV: u32 = 5288;
/// `OpCooperativeVectorMatrixMulNV`.
pub const OP_COOPERATIVE_VECTOR_MATRIX_MUL_NV: u32 = 5289;
/// `OpCooperativeVectorOuterProductAccumulateNV`.
pub const OP_COOPERATIVE_VECTOR_OUTER_PRODUCT_ACCUMULATE_NV: u32 = 5290;
/// `OpCooperativeVectorReduceSumAccumulateNV`.
pub const OP_COOPERATIVE_VECTOR_REDUCE_SUM_ACCUMULATE_NV: u32 = 5291;
/// `OpCooperativeVectorMatrixMulAddNV`.
pub const OP_COOPERATIVE_VECTOR_MATRIX_MUL_ADD_NV: u32 = 5292;
/// `OpCooperativeMatrixConvertNV` (SPV_NV_cooperative_matrix2; registry
/// name `OpCooperativeMatrixConvertUseEXT`): a matrix as another use.
pub const OP_COOPERATIVE_MATRIX_CONVERT_NV: u32 = 5293;
/// `OpCooperativeMatrixReduceNV` (SPV_NV_cooperative_matrix2): result
/// type, result, matrix, reduce mask (a literal), combining function.
pub const OP_COOPERATIVE_MATRIX_REDUCE_NV: u32 = 5366;
/// `OpCooperativeMatrixPerElementOpNV` (SPV_NV_cooperative_matrix2):
/// result type, result, matrix, function, extra operands.
pub const OP_COOPERATIVE_MATRIX_PER_ELEMENT_OP_NV: u32 = 5369;
/// `OpCooperativeMatrixTransposeNV` (SPV_NV_cooperative_matrix2).
pub const OP_COOPERATIVE_MATRIX_TRANSPOSE_NV: u32 = 5390;
/// `OpCooperativeVectorLoadNV`.
pub const OP_COOPERATIVE_VECTOR_LOAD_NV: u32 = 5302;
/// `OpCooperativeVectorStoreNV`.
pub const OP_COOPERATIVE_VECTOR_STORE_NV: u32 = 5303;

/// `OpAbortKHR` (SPV_KHR_abort): message type, message; a terminator.
pub const OP_ABORT_KHR: u32 = 5121;
/// Capability `AbortKHR`.
pub const CAP_ABORT_KHR: u32 = 5120;

/// Capability `CooperativeVectorNV`.
pub const CAP_COOPERATIVE_VECTOR_NV: u32 = 5394;
/// Capability `CooperativeVectorTrainingNV` (outer products and reductions).
pub const CAP_COOPERATIVE_VECTOR_TRAINING_NV: u32 = 5435;

/// Capability `AtomicFloat16VectorNV` (SPV_NV_shader_atomic_fp16_vector:
/// `OpAtomicFAddEXT` on 2- and 4-vectors of `f16`).
pub const CAP_ATOMIC_FLOAT16_VECTOR_NV: u32 = 5404;

/// Capability `CooperativeMatrixConversionsNV` (SPV_NV_cooperative_matrix2).
pub const CAP_COOPERATIVE_MATRIX_CONVERSIONS_NV: u32 = 5431;
/// Capability `CooperativeMatrixReductionsNV` (SPV_NV_cooperative_matrix2).
pub const CAP_COOPERATIVE_MATRIX_REDUCTIONS_NV: u32 = 5430;
/// Capability `CooperativeMatrixPerElementOperationsNV` (SPV_NV_cooperative_matrix2).
pub const CAP_COOPERATIVE_MATRIX_PER_ELEMENT_OPERATIONS_NV: u32 = 5432;

/// Where a placeholder keeps its result: after the real opcode come the
/// result type and result id, as the instruction has them.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Results {
    None,
    Id,
    TypeAndId,
}

/// Every instruction emitted as a placeholder: opcode, name, results.
const OPCODES: &[(u32, &str, Results)] = &[
    (OP_TYPE_COOPERATIVE_VECTOR_NV, "TypeCooperativeVectorNV", Results::Id),
    (OP_COOPERATIVE_VECTOR_MATRIX_MUL_NV, "CooperativeVectorMatrixMulNV", Results::TypeAndId),
    (OP_COOPERATIVE_VECTOR_OUTER_PRODUCT_ACCUMULATE_NV, "CooperativeVectorOuterProductAccumulateNV", Results::None),
    (OP_COOPERATIVE_VECTOR_REDUCE_SUM_ACCUMULATE_NV, "CooperativeVectorReduceSumAccumulateNV", Results::None),
    (OP_COOPERATIVE_VECTOR_MATRIX_MUL_ADD_NV, "CooperativeVectorMatrixMulAddNV", Results::TypeAndId),
    (OP_COOPERATIVE_VECTOR_LOAD_NV, "CooperativeVectorLoadNV", Results::TypeAndId),
    (OP_COOPERATIVE_VECTOR_STORE_NV, "CooperativeVectorStoreNV", Results::None),
    (OP_COOPERATIVE_MATRIX_CONVERT_NV, "CooperativeMatrixConvertNV", Results::TypeAndId),
    (OP_COOPERATIVE_MATRIX_TRANSPOSE_NV, "CooperativeMatrixTransposeNV", Results::TypeAndId),
    (OP_COOPERATIVE_MATRIX_REDUCE_NV, "CooperativeMatrixReduceNV", Results::TypeAndId),
    (OP_COOPERATIVE_MATRIX_PER_ELEMENT_OP_NV, "CooperativeMatrixPerElementOpNV", Results::TypeAndId),
    (OP_ABORT_KHR, "AbortKHR", Results::None),
    (5345, "RayQueryGetIntersectionClusterIdNV", Results::TypeAndId),
    (5346, "HitObjectGetClusterIdNV", Results::TypeAndId),
    (5427, "RayQueryGetIntersectionSpherePositionNV", Results::TypeAndId),
    (5428, "RayQueryGetIntersectionSphereRadiusNV", Results::TypeAndId),
    (5429, "RayQueryGetIntersectionLSSPositionsNV", Results::TypeAndId),
    (5430, "RayQueryGetIntersectionLSSRadiiNV", Results::TypeAndId),
    (5431, "RayQueryGetIntersectionLSSHitValueNV", Results::TypeAndId),
    (5432, "HitObjectGetSpherePositionNV", Results::TypeAndId),
    (5433, "HitObjectGetSphereRadiusNV", Results::TypeAndId),
    (5434, "HitObjectGetLSSPositionsNV", Results::TypeAndId),
    (5435, "HitObjectGetLSSRadiiNV", Results::TypeAndId),
    (5436, "HitObjectIsSphereHitNV", Results::TypeAndId),
    (5437, "HitObjectIsLSSHitNV", Results::TypeAndId),
    (5438, "RayQueryIsSphereHitNV", Results::TypeAndId),
    (5439, "RayQueryIsLSSHitNV", Results::TypeAndId),
    // SPV_KHR_untyped_pointers and SPV_EXT_descriptor_heap (`heap`).
    (crate::heap::OP_TYPE_UNTYPED_POINTER_KHR, "TypeUntypedPointerKHR", Results::Id),
    (crate::heap::OP_UNTYPED_VARIABLE_KHR, "UntypedVariableKHR", Results::TypeAndId),
    (crate::heap::OP_UNTYPED_ACCESS_CHAIN_KHR, "UntypedAccessChainKHR", Results::TypeAndId),
    (crate::heap::OP_TYPE_BUFFER_EXT, "TypeBufferEXT", Results::Id),
    (crate::heap::OP_BUFFER_POINTER_EXT, "BufferPointerEXT", Results::TypeAndId),
    (crate::heap::OP_UNTYPED_IMAGE_TEXEL_POINTER_EXT, "UntypedImageTexelPointerEXT", Results::TypeAndId),
    (crate::heap::OP_CONSTANT_SIZE_OF_EXT, "ConstantSizeOfEXT", Results::TypeAndId),
];

/// Built-in `ClusterIDNV` (SPV_NV_cluster_acceleration_structure): the
/// cluster id of the hit in an any-hit or closest-hit shader.
pub const BUILTIN_CLUSTER_ID_NV: u32 = 5436;

/// A built-in rspirv does not know, by name (for the disassembler).
pub fn builtin_name(b: u32) -> Option<&'static str> {
    (b == BUILTIN_CLUSTER_ID_NV).then_some("ClusterIDNV")
}

/// Capability `RayTracingSpheresGeometryNV`.
const CAP_SPHERES_NV: u32 = 5418;
/// Capability `RayTracingLinearSweptSpheresGeometryNV`.
const CAP_LSS_NV: u32 = 5419;
/// Capability `RayTracingClusterAccelerationStructureNV`.
pub const CAP_CLUSTER_NV: u32 = 5437;
/// The extension of cluster ids.
pub const CLUSTER_EXTENSION: &str = "SPV_NV_cluster_acceleration_structure";

/// Capability `BFloat16TypeKHR` (SPV_KHR_bfloat16).
pub const CAP_BFLOAT16_TYPE_KHR: u32 = 5116;
/// Capability `BFloat16CooperativeMatrixKHR` (SPV_KHR_bfloat16).
pub const CAP_BFLOAT16_COOPERATIVE_MATRIX_KHR: u32 = 5118;
/// Capability `Float8EXT` (SPV_EXT_float8).
pub const CAP_FLOAT8_EXT: u32 = 4212;
/// Capability `Float8CooperativeMatrixEXT` (SPV_EXT_float8).
pub const CAP_FLOAT8_COOPERATIVE_MATRIX_EXT: u32 = 4213;
/// `OpTypeFloat`'s FP encoding operand: `BFloat16KHR`, `Float8E4M3EXT`,
/// `Float8E5M2EXT`.
pub const FP_ENCODING_BFLOAT16_KHR: u32 = 0;
pub const FP_ENCODING_FLOAT8_E4M3_EXT: u32 = 4214;
pub const FP_ENCODING_FLOAT8_E5M2_EXT: u32 = 4215;

const CAPABILITY_NAMES: &[(u32, &str)] = &[
    (CAP_BFLOAT16_TYPE_KHR, "BFloat16TypeKHR"),
    (CAP_BFLOAT16_COOPERATIVE_MATRIX_KHR, "BFloat16CooperativeMatrixKHR"),
    (CAP_FLOAT8_EXT, "Float8EXT"),
    (CAP_FLOAT8_COOPERATIVE_MATRIX_EXT, "Float8CooperativeMatrixEXT"),
    (CAP_COOPERATIVE_VECTOR_NV, "CooperativeVectorNV"),
    (CAP_COOPERATIVE_VECTOR_TRAINING_NV, "CooperativeVectorTrainingNV"),
    (CAP_COOPERATIVE_MATRIX_CONVERSIONS_NV, "CooperativeMatrixConversionsNV"),
    (CAP_COOPERATIVE_MATRIX_REDUCTIONS_NV, "CooperativeMatrixReductionsNV"),
    (CAP_COOPERATIVE_MATRIX_PER_ELEMENT_OPERATIONS_NV, "CooperativeMatrixPerElementOperationsNV"),
    (5388, "ShaderInvocationReorderEXT"),
    (CAP_ABORT_KHR, "AbortKHR"),
    (CAP_SPHERES_NV, "RayTracingSpheresGeometryNV"),
    (CAP_LSS_NV, "RayTracingLinearSweptSpheresGeometryNV"),
    (CAP_CLUSTER_NV, "RayTracingClusterAccelerationStructureNV"),
    (crate::heap::CAP_UNTYPED_POINTERS_KHR, "UntypedPointersKHR"),
    (crate::heap::CAP_DESCRIPTOR_HEAP_EXT, "DescriptorHeapEXT"),
];

/// The instruction reading a cluster-id, sphere or swept-sphere property
/// of a ray query's intersection (`query`) or of a hit object: opcode,
/// capability and extension.
pub fn geometry_property(property: &str, query: bool) -> Option<(u32, u32, &'static str)> {
    const CLUSTER: &str = CLUSTER_EXTENSION;
    const LSS: &str = "SPV_NV_linear_swept_spheres";
    let (q, h, capability, extension) = match property {
        "cluster_id" => (5345, 5346, CAP_CLUSTER_NV, CLUSTER),
        "sphere_position" => (5427, 5432, CAP_SPHERES_NV, LSS),
        "sphere_radius" => (5428, 5433, CAP_SPHERES_NV, LSS),
        "lss_positions" => (5429, 5434, CAP_LSS_NV, LSS),
        "lss_radii" => (5430, 5435, CAP_LSS_NV, LSS),
        "lss_hit_value" if query => (5431, 0, CAP_LSS_NV, LSS),
        "is_sphere_hit" => (5438, 5436, CAP_SPHERES_NV, LSS),
        "is_lss_hit" => (5439, 5437, CAP_LSS_NV, LSS),
        _ => return None,
    };
    Some((if query { q } else { h }, capability, extension))
}

/// A capability rspirv does not know, by name (for the disassembler).
pub fn capability_name(c: u32) -> Option<&'static str> {
    CAPABILITY_NAMES.iter().find(|&&(n, _)| n == c).map(|&(_, s)| s)
}

/// The placeholder for instruction `opcode`.
pub fn inst(opcode: u32, result_type: Option<Word>, result_id: Option<Word>, operands: Vec<Operand>) -> Instruction {
    let mut all = vec![Operand::LiteralBit32(opcode)];
    all.extend(result_type.map(Operand::IdRef));
    all.extend(result_id.map(Operand::IdRef));
    all.extend(operands);
    Instruction::new(spirv::Op::Nop, None, None, all)
}

/// A placeholder read back: name, result type, result id, operands.
pub type Described<'a> = (&'static str, Option<Word>, Option<Word>, &'a [Operand]);

/// What a placeholder stands for: its name, result type, result id and
/// real operands.
pub fn describe(inst: &Instruction) -> Option<Described<'_>> {
    if inst.class.opcode != spirv::Op::Nop {
        return None;
    }
    let Some(Operand::LiteralBit32(code)) = inst.operands.first() else { return None };
    let &(_, name, results) = OPCODES.iter().find(|&&(n, _, _)| n == *code)?;
    let id = |k: usize| match inst.operands.get(k) {
        Some(Operand::IdRef(w)) => Some(*w),
        _ => None,
    };
    Some(match results {
        Results::Id => (name, None, id(1), &inst.operands[2..]),
        Results::TypeAndId => (name, id(1), id(2), &inst.operands[3..]),
        Results::None => (name, None, None, &inst.operands[1..]),
    })
}

/// Rewrites the placeholders of assembled `words` into the instructions
/// they stand for: `OpNop` with the real opcode as its first word becomes
/// that opcode, one word shorter.
pub fn patch(words: Vec<u32>) -> Vec<u32> {
    const HEADER: usize = 5;
    if words.len() <= HEADER {
        return words;
    }
    let mut out = Vec::with_capacity(words.len());
    out.extend_from_slice(&words[..HEADER]);
    let mut i = HEADER;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        if count == 0 || i + count > words.len() {
            // Malformed: leave the rest as it is.
            out.extend_from_slice(&words[i..]);
            break;
        }
        if words[i] & 0xffff == spirv::Op::Nop as u32 && count >= 2 {
            out.push((((count - 1) as u32) << 16) | words[i + 1]);
            out.extend_from_slice(&words[i + 2..i + count]);
        } else {
            out.extend_from_slice(&words[i..i + count]);
        }
        i += count;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patch_rewrites_placeholders_only() {
        // header, OpNop placeholder of a store (opcode 5303, 3 ids), OpReturn.
        let words = vec![0x0723_0203, 0x0001_0500, 0, 10, 0, (5 << 16), 5303, 1, 2, 3, (1 << 16) | 253];
        let out = patch(words);
        assert_eq!(out[5..], [(4 << 16) | 5303, 1, 2, 3, (1 << 16) | 253]);
    }
}
