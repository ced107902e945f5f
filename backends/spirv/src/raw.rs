//! Instructions and capabilities that rspirv 0.12's grammar predates:
//! SPV_NV_cooperative_vector and some of SPV_NV_cooperative_matrix2. Their numbers come from the SPIR-V registry
//! (KhronosGroup/SPIRV-Headers, `include/spirv/unified1/spirv.core.grammar.json`).
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
/// `OpCooperativeMatrixTransposeNV` (SPV_NV_cooperative_matrix2).
pub const OP_COOPERATIVE_MATRIX_TRANSPOSE_NV: u32 = 5390;
/// `OpCooperativeVectorLoadNV`.
pub const OP_COOPERATIVE_VECTOR_LOAD_NV: u32 = 5302;
/// `OpCooperativeVectorStoreNV`.
pub const OP_COOPERATIVE_VECTOR_STORE_NV: u32 = 5303;

/// Capability `CooperativeVectorNV`.
pub const CAP_COOPERATIVE_VECTOR_NV: u32 = 5394;
/// Capability `CooperativeVectorTrainingNV` (outer products and reductions).
pub const CAP_COOPERATIVE_VECTOR_TRAINING_NV: u32 = 5435;

/// Capability `CooperativeMatrixConversionsNV` (SPV_NV_cooperative_matrix2).
pub const CAP_COOPERATIVE_MATRIX_CONVERSIONS_NV: u32 = 5431;

/// The names the disassembler prints.
const OPCODE_NAMES: &[(u32, &str)] = &[
    (OP_TYPE_COOPERATIVE_VECTOR_NV, "TypeCooperativeVectorNV"),
    (OP_COOPERATIVE_VECTOR_MATRIX_MUL_NV, "CooperativeVectorMatrixMulNV"),
    (OP_COOPERATIVE_VECTOR_OUTER_PRODUCT_ACCUMULATE_NV, "CooperativeVectorOuterProductAccumulateNV"),
    (OP_COOPERATIVE_VECTOR_REDUCE_SUM_ACCUMULATE_NV, "CooperativeVectorReduceSumAccumulateNV"),
    (OP_COOPERATIVE_VECTOR_MATRIX_MUL_ADD_NV, "CooperativeVectorMatrixMulAddNV"),
    (OP_COOPERATIVE_VECTOR_LOAD_NV, "CooperativeVectorLoadNV"),
    (OP_COOPERATIVE_VECTOR_STORE_NV, "CooperativeVectorStoreNV"),
    (OP_COOPERATIVE_MATRIX_CONVERT_NV, "CooperativeMatrixConvertNV"),
    (OP_COOPERATIVE_MATRIX_TRANSPOSE_NV, "CooperativeMatrixTransposeNV"),
];

const CAPABILITY_NAMES: &[(u32, &str)] = &[
    (CAP_COOPERATIVE_VECTOR_NV, "CooperativeVectorNV"),
    (CAP_COOPERATIVE_VECTOR_TRAINING_NV, "CooperativeVectorTrainingNV"),
    (CAP_COOPERATIVE_MATRIX_CONVERSIONS_NV, "CooperativeMatrixConversionsNV"),
];

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
    let &(code, name) = OPCODE_NAMES.iter().find(|&&(n, _)| n == *code)?;
    let id = |k: usize| match inst.operands.get(k) {
        Some(Operand::IdRef(w)) => Some(*w),
        _ => None,
    };
    Some(match code {
        OP_TYPE_COOPERATIVE_VECTOR_NV => (name, None, id(1), &inst.operands[2..]),
        OP_COOPERATIVE_VECTOR_MATRIX_MUL_NV
        | OP_COOPERATIVE_VECTOR_MATRIX_MUL_ADD_NV
        | OP_COOPERATIVE_VECTOR_LOAD_NV
        | OP_COOPERATIVE_MATRIX_CONVERT_NV
        | OP_COOPERATIVE_MATRIX_TRANSPOSE_NV => (name, id(1), id(2), &inst.operands[3..]),
        _ => (name, None, None, &inst.operands[1..]),
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
