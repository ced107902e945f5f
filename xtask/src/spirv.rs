//! Just enough of the SPIR-V binary format for the tools that look at
//! another compiler's output: reading a module's words, walking its
//! instructions (to count them), and expanding `OpCopyLogical`, which
//! Mesa 22.3's lavapipe cannot load, into the equivalent extracts and
//! constructs.

use std::collections::HashMap;

const MAGIC: u32 = 0x0723_0203;
/// Words before the first instruction: magic, version, generator, bound, schema.
const HEADER_WORDS: usize = 5;

const OP_TYPE_ARRAY: u16 = 28;
const OP_TYPE_STRUCT: u16 = 30;
const OP_CONSTANT: u16 = 43;
const OP_COMPOSITE_CONSTRUCT: u16 = 80;
const OP_COMPOSITE_EXTRACT: u16 = 81;
const OP_COPY_LOGICAL: u16 = 400;

/// A module's words from its little-endian bytes, with the header checked.
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, String> {
    if !bytes.len().is_multiple_of(4) {
        return Err("not SPIR-V: the size is not a multiple of 4".into());
    }
    let words: Vec<u32> = bytes.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
    if words.len() < HEADER_WORDS || words[0] != MAGIC {
        return Err("not SPIR-V: no header with the magic number".into());
    }
    Ok(words)
}

/// The module's bytes, little-endian.
pub fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The instructions after the header, each as its words (the first holds
/// the word count and the opcode).
pub fn instructions(words: &[u32]) -> Result<Vec<&[u32]>, String> {
    let mut out = Vec::new();
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return Err(format!("malformed instruction at word {at} (word count {count})"));
        }
        out.push(&words[at..at + count]);
        at += count;
    }
    Ok(out)
}

const OP_SOURCE: u16 = 3;
const OP_FUNCTION: u16 = 54;
const OP_FUNCTION_END: u16 = 56;

/// Sets the source language of every `OpSource` to Unknown (0), for tools
/// older than the language the module names.
pub fn unknown_source_language(words: &mut [u32]) -> Result<(), String> {
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return Err(format!("malformed instruction at word {at} (word count {count})"));
        }
        if words[at] as u16 == OP_SOURCE && count > 1 {
            words[at + 1] = 0;
        }
        at += count;
    }
    Ok(())
}

/// The number of instructions inside functions, from each `OpFunction` to
/// its `OpFunctionEnd`, both included.
pub fn function_body_count(words: &[u32]) -> Result<usize, String> {
    let mut inside = false;
    let mut count = 0;
    for inst in instructions(words)? {
        match opcode(inst) {
            OP_FUNCTION => inside = true,
            OP_FUNCTION_END => {
                count += 1;
                inside = false;
                continue;
            }
            _ => {}
        }
        count += usize::from(inside);
    }
    Ok(count)
}

fn opcode(inst: &[u32]) -> u16 {
    inst[0] as u16
}

fn encode(op: u16, operands: &[u32]) -> Vec<u32> {
    let mut inst = vec![((operands.len() as u32 + 1) << 16) | u32::from(op)];
    inst.extend_from_slice(operands);
    inst
}

/// Opcodes whose first two operands are a result type and a result id:
/// the ones whose results `OpCopyLogical` reads in the modules slangc
/// writes (loads, extracts, copies, calls, parameters, phis, selects).
const TYPED_RESULTS: &[u16] = &[1, 43, 44, 55, 57, 61, 79, 80, 81, 82, 83, 169, 245, OP_COPY_LOGICAL];

/// The module with each `OpCopyLogical` replaced by `OpCompositeExtract`s
/// of the source's members (copied logically in turn where their types
/// differ) and an `OpCompositeConstruct` of the result, which keeps the
/// result id; and how many were replaced. SPIR-V defines the two as the
/// same: a logical copy is a member-wise copy between structs or arrays
/// that differ only in decorations.
pub fn expand_copy_logical(words: &[u32]) -> Result<(Vec<u32>, usize), String> {
    let insts = instructions(words)?;
    let mut structs: HashMap<u32, Vec<u32>> = HashMap::new();
    let mut arrays: HashMap<u32, (u32, u32)> = HashMap::new();
    let mut constants: HashMap<u32, u32> = HashMap::new();
    let mut type_of: HashMap<u32, u32> = HashMap::new();
    for inst in &insts {
        match opcode(inst) {
            OP_TYPE_STRUCT => {
                structs.insert(inst[1], inst[2..].to_vec());
            }
            OP_TYPE_ARRAY if inst.len() == 4 => {
                arrays.insert(inst[1], (inst[2], inst[3]));
            }
            _ => {}
        }
        if opcode(inst) == OP_CONSTANT && inst.len() == 4 {
            constants.insert(inst[2], inst[3]);
        }
        if TYPED_RESULTS.contains(&opcode(inst)) && inst.len() >= 3 {
            type_of.insert(inst[2], inst[1]);
        }
    }
    let types = Types { structs, arrays, constants };
    let mut bound = words[3];
    let mut out = words[..HEADER_WORDS].to_vec();
    let mut expanded = 0;
    for inst in insts {
        if opcode(inst) != OP_COPY_LOGICAL {
            out.extend_from_slice(inst);
            continue;
        }
        let [_, ty, result, source] = *inst else {
            return Err(format!("malformed OpCopyLogical {inst:?}"));
        };
        let &source_ty =
            type_of.get(&source).ok_or_else(|| format!("OpCopyLogical of %{source}, whose type is unknown"))?;
        let mut fresh = || {
            bound += 1;
            bound - 1
        };
        types.copy(ty, source_ty, source, Some(result), &mut fresh, &mut out)?;
        expanded += 1;
    }
    out[3] = bound;
    Ok((out, expanded))
}

struct Types {
    /// Struct type id → member type ids.
    structs: HashMap<u32, Vec<u32>>,
    /// Array type id → (element type id, length constant id).
    arrays: HashMap<u32, (u32, u32)>,
    /// 32-bit constant id → value.
    constants: HashMap<u32, u32>,
}

impl Types {
    /// The member types of a struct or array type.
    fn members(&self, ty: u32) -> Result<Vec<u32>, String> {
        if let Some(members) = self.structs.get(&ty) {
            return Ok(members.clone());
        }
        let &(elem, len) = self.arrays.get(&ty).ok_or_else(|| format!("%{ty} is not a struct or array type"))?;
        let &n = self.constants.get(&len).ok_or_else(|| format!("array length %{len} is not a 32-bit constant"))?;
        Ok(vec![elem; n as usize])
    }

    /// Appends the instructions that copy `source` (of type `from`) into a
    /// value of type `to`, and returns its id (`result` when given).
    fn copy(
        &self,
        to: u32,
        from: u32,
        source: u32,
        result: Option<u32>,
        fresh: &mut dyn FnMut() -> u32,
        out: &mut Vec<u32>,
    ) -> Result<u32, String> {
        if to == from && result.is_none() {
            return Ok(source);
        }
        let (to_members, from_members) = (self.members(to)?, self.members(from)?);
        if to_members.len() != from_members.len() {
            return Err(format!("OpCopyLogical between %{from} and %{to}, which have different member counts"));
        }
        let mut parts = Vec::with_capacity(to_members.len());
        for (i, (&t, &f)) in to_members.iter().zip(&from_members).enumerate() {
            let part = fresh();
            out.extend(encode(OP_COMPOSITE_EXTRACT, &[f, part, source, i as u32]));
            parts.push(self.copy(t, f, part, None, fresh, out)?);
        }
        let id = result.unwrap_or_else(&mut *fresh);
        out.extend(encode(OP_COMPOSITE_CONSTRUCT, &[&[to, id][..], &parts].concat()));
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module header followed by `body`, with the given bound.
    fn module(bound: u32, body: &[Vec<u32>]) -> Vec<u32> {
        let mut words = vec![MAGIC, 0x0001_0500, 0, bound, 0];
        for inst in body {
            words.extend(inst);
        }
        words
    }

    #[test]
    fn reads_and_counts() {
        let m = module(3, &[encode(17, &[1]), encode(OP_TYPE_STRUCT, &[2, 1, 1])]);
        assert_eq!(words(&bytes(&m)), Ok(m.clone()));
        assert_eq!(instructions(&m).map(|i| i.len()), Ok(2));
        assert!(words(&[1, 2, 3]).is_err());
        assert!(words(&bytes(&[1, 2, 3, 4, 5])).is_err());
        let mut bad = m.clone();
        bad.push(5 << 16);
        assert!(instructions(&bad).is_err());
    }

    #[test]
    fn expands_nested_copies() {
        // %1 int; %2 = struct {int}; %3 = struct {int} (same shape);
        // %4 = 2; %5 = int[2] of %2; %6 = int[2] of %3;
        // %8 = load %5 from %7; %9 = CopyLogical %6 %8.
        let body = [
            encode(21, &[1, 32, 1]),
            encode(OP_TYPE_STRUCT, &[2, 1]),
            encode(OP_TYPE_STRUCT, &[3, 1]),
            encode(OP_CONSTANT, &[1, 4, 2]),
            encode(OP_TYPE_ARRAY, &[5, 2, 4]),
            encode(OP_TYPE_ARRAY, &[6, 3, 4]),
            encode(61, &[5, 8, 7]),
            encode(OP_COPY_LOGICAL, &[6, 9, 8]),
        ];
        let (out, n) = expand_copy_logical(&module(10, &body)).expect("expands");
        assert_eq!(n, 1);
        let insts = instructions(&out).expect("well formed");
        let tail: Vec<Vec<u32>> = insts[7..].iter().map(|i| i.to_vec()).collect();
        let expected = vec![
            encode(OP_COMPOSITE_EXTRACT, &[2, 10, 8, 0]),
            encode(OP_COMPOSITE_EXTRACT, &[1, 11, 10, 0]),
            encode(OP_COMPOSITE_CONSTRUCT, &[3, 12, 11]),
            encode(OP_COMPOSITE_EXTRACT, &[2, 13, 8, 1]),
            encode(OP_COMPOSITE_EXTRACT, &[1, 14, 13, 0]),
            encode(OP_COMPOSITE_CONSTRUCT, &[3, 15, 14]),
            encode(OP_COMPOSITE_CONSTRUCT, &[6, 9, 12, 15]),
        ];
        assert_eq!(tail, expected);
        assert_eq!(out[3], 16);
        let unknown = module(10, &[encode(OP_COPY_LOGICAL, &[6, 9, 8])]);
        assert!(expand_copy_logical(&unknown).is_err());
    }
}
