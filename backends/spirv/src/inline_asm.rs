//! `hl.spirv_asm`: the instructions of a `spirv_asm` block, read against
//! SPIR-V's grammar (rspirv's instruction table). Each operand is taken
//! as the grammar's next logical operand wants it: ids (`%x`, `$x`, `$$T`,
//! `result`), literals, enumerants by name (`Device`, `AcquireRelease`,
//! qualified `MemorySemanticsAcquire`), `|`-joined masks; an integer or
//! enumerant where an id of a scope or memory semantics is wanted becomes a
//! `u32` constant. Operands past the grammar's (image operands' arguments)
//! are ids or literals by their spelling.
//!
//! Instructions go where SPIR-V puts them: capabilities and extensions to
//! the module's sets, `OpName` to the debug names, types (deduplicated)
//! and constants to the global section, decorations to the annotations,
//! everything else at the current point of the function. `__truncate T
//! %r S %v` keeps the first components of a vector (`S` to `T`).

use crate::emit::{Emitter, R};
use nsl_dialects::hl;
use nsl_dialects::spirv_asm::{Inst, Name, Tok};
use nsl_ir::{Op, Type, TypeKind};
use rspirv::dr::{Instruction, Operand};
use rspirv::grammar::{CoreInstructionTable, OperandKind as K, OperandQuantifier as Q};
use rspirv::spirv::{self, Word};
use rustc_hash::FxHashMap;
use std::str::FromStr;

/// The ids of one block.
struct Block {
    args: Vec<Word>,
    types: Vec<Type>,
    ids: FxHashMap<String, Word>,
    /// The IR type behind a type id the block names (`$$T`), for literal widths.
    ir_types: FxHashMap<Word, Type>,
    result: Option<Word>,
    /// Whether the instruction being read may name an id defined later in
    /// the block (branches, merges, phis, names and decorations).
    forward_refs: bool,
}

impl Emitter<'_> {
    pub(crate) fn spirv_asm(&mut self, op: Op) -> R<Option<Word>> {
        let ctx = self.ctx;
        let text = ctx.attr_str(op, "template").unwrap_or("");
        let insts = nsl_dialects::spirv_asm::parse(text).map_err(|m| self.error(op, m))?;
        let types = hl::spirv_asm_types(ctx, op).ok_or_else(|| self.error(op, "bad 'types'"))?;
        let args = self.vals(ctx.operands(op))?;
        let mut blk = Block {
            args,
            types,
            ids: FxHashMap::default(),
            ir_types: FxHashMap::default(),
            result: None,
            forward_refs: false,
        };
        for inst in &insts {
            self.asm_inst(op, &mut blk, inst)?;
        }
        if ctx.results(op).is_empty() {
            return Ok(None);
        }
        match blk.result {
            Some(id) => Ok(Some(id)),
            None => Err(self.error(op, "the spirv_asm block never defines `result`")),
        }
    }

    /// The id a token names (defining it on first mention).
    fn asm_id(&mut self, op: Op, blk: &mut Block, t: &Tok) -> R<Word> {
        Ok(match t {
            Tok::Id(n) => match blk.ids.get(n) {
                Some(&id) => id,
                None => {
                    let id = self.b.id();
                    blk.ids.insert(n.clone(), id);
                    id
                }
            },
            Tok::Result => match blk.result {
                Some(id) => id,
                None => {
                    let id = self.b.id();
                    blk.result = Some(id);
                    id
                }
            },
            Tok::Value(k) => blk.args[*k],
            Tok::Type(k) => {
                let ty = blk.types[*k];
                let id = self.ty(ty, op)?;
                blk.ir_types.insert(id, ty);
                id
            }
            Tok::Sampled(k) => {
                let ty = blk.types[*k];
                let elem = match self.ctx.type_kind(ty) {
                    TypeKind::Vector { elem, .. } => *elem,
                    _ => ty,
                };
                let e = self.ty(elem, op)?;
                let id = self.b.type_vector(e, 4);
                blk.ir_types.insert(id, elem);
                id
            }
            Tok::Int(v) => self.u32_const(*v as u32),
            Tok::Names(ns) => match &ns[..] {
                [Name::Name(n)] if n == "glsl450" => self.glsl(),
                _ => {
                    let v =
                        enum_mask(None, ns).ok_or_else(|| self.error(op, format!("unknown SPIR-V name in {ns:?}")))?;
                    self.u32_const(v)
                }
            },
            Tok::Float(_) | Tok::Str(_) => return Err(self.error(op, "a literal where SPIR-V wants an id")),
        })
    }

    /// The operand for one token of logical kind `kind`; `ty` is the
    /// instruction's result type (for `OpConstant`'s literal).
    fn asm_operand(&mut self, op: Op, blk: &mut Block, kind: Option<&K>, t: &Tok, ty: Option<Word>) -> R<Operand> {
        let bad = |s: &Self, what: &str| s.error(op, format!("spirv_asm: {what} ({t:?})"));
        let id_kinds =
            |k: &K| matches!(k, K::IdRef | K::IdResultType | K::IdResult | K::IdScope | K::IdMemorySemantics);
        match kind {
            Some(k) if id_kinds(k) => {
                // An id is used after the instruction defining it (slangc's
                // E29114 otherwise), but where SPIR-V refers forward.
                if let Tok::Id(n) = t {
                    if !blk.forward_refs && !blk.ids.contains_key(n) {
                        let msg = format!(
                            "undefined SPIR-V id: SPIRV id '%{n}' is not defined in the current assembly block location"
                        );
                        return Err(nsl_ir::Diagnostic::error("E29114", self.ctx.loc(op), msg));
                    }
                }
                let id = self.asm_id(op, blk, t)?;
                Ok(Operand::IdRef(id))
            }
            Some(K::LiteralString) => match t {
                Tok::Str(s) => Ok(Operand::LiteralString(s.clone())),
                _ => Err(bad(self, "expected a string")),
            },
            Some(K::LiteralContextDependentNumber) => {
                let elem = ty.and_then(|t| blk.ir_types.get(&t).copied());
                let (float, width) = match elem.map(|e| self.ctx.type_kind(e).clone()) {
                    Some(TypeKind::Float { width }) => (true, width),
                    Some(TypeKind::Int { width, .. }) => (false, width),
                    _ => (false, 32),
                };
                let (i, f) = match t {
                    Tok::Int(v) => (*v, *v as f64),
                    Tok::Float(f) => (*f as i128, *f),
                    Tok::Names(ns) => {
                        let v = enum_mask(None, ns).ok_or_else(|| bad(self, "unknown name"))?;
                        (v as i128, v as f64)
                    }
                    _ => return Err(bad(self, "expected a number")),
                };
                Ok(match (float, width) {
                    (true, 64) => Operand::LiteralBit64(f.to_bits()),
                    (true, 16) => Operand::LiteralBit32(half::f16::from_f64(f).to_bits() as u32),
                    (true, _) => Operand::LiteralBit32((f as f32).to_bits()),
                    (false, 64) => Operand::LiteralBit64(i as u64),
                    (false, _) => Operand::LiteralBit32(i as u32),
                })
            }
            Some(K::LiteralExtInstInteger) => match t {
                Tok::Int(v) => Ok(Operand::LiteralExtInstInteger(*v as u32)),
                Tok::Names(ns) => match &ns[..] {
                    [Name::Name(n)] => rspirv::grammar::GlslStd450InstructionTable::iter()
                        .find(|i| i.opname == n)
                        .map(|i| Operand::LiteralExtInstInteger(i.opcode))
                        .ok_or_else(|| bad(self, "unknown GLSL.std.450 instruction")),
                    _ => Err(bad(self, "expected an instruction name")),
                },
                _ => Err(bad(self, "expected an instruction name")),
            },
            Some(K::LiteralFloat) => match t {
                Tok::Float(f) => Ok(Operand::LiteralBit32((*f as f32).to_bits())),
                Tok::Int(v) => Ok(Operand::LiteralBit32((*v as f32).to_bits())),
                _ => Err(bad(self, "expected a float")),
            },
            Some(k) => match t {
                Tok::Int(v) => Ok(Operand::LiteralBit32(*v as u32)),
                Tok::Names(ns) => {
                    let v = enum_mask(Some(k), ns).ok_or_else(|| bad(self, &format!("unknown {k:?} name")))?;
                    Ok(Operand::LiteralBit32(v))
                }
                Tok::Str(s) => Ok(Operand::LiteralString(s.clone())),
                _ => {
                    let id = self.asm_id(op, blk, t)?;
                    Ok(Operand::IdRef(id))
                }
            },
            // Past the grammar's operands: by spelling.
            None => match t {
                Tok::Int(v) => Ok(Operand::LiteralBit32(*v as u32)),
                Tok::Str(s) => Ok(Operand::LiteralString(s.clone())),
                Tok::Float(f) => Ok(Operand::LiteralBit32((*f as f32).to_bits())),
                Tok::Names(ns) => match enum_mask(None, ns) {
                    Some(v) => Ok(Operand::LiteralBit32(v)),
                    None => Err(bad(self, "unknown name")),
                },
                _ => Ok(Operand::IdRef(self.asm_id(op, blk, t)?)),
            },
        }
    }

    fn asm_inst(&mut self, op: Op, blk: &mut Block, inst: &Inst) -> R<()> {
        if inst.opcode == "__truncate" {
            return self.asm_truncate(op, blk, inst);
        }
        let name = inst.opcode.strip_prefix("Op").unwrap_or(&inst.opcode);
        // `Op128`: an opcode by its number (`[[vk::spirv_instruction(128)]]`).
        let by_number = name.parse::<u32>().ok().and_then(spirv::Op::from_u32);
        let found = match by_number {
            Some(code) => CoreInstructionTable::iter().find(|i| i.opcode == code),
            None => CoreInstructionTable::iter().find(|i| i.opname == name),
        };
        let Some(grammar) = found else {
            return Err(self.error(op, format!("spirv_asm: unknown SPIR-V opcode '{}'", inst.opcode)));
        };
        let code = grammar.opcode;
        use spirv::Op as O;
        blk.forward_refs = matches!(
            code,
            O::Branch
                | O::BranchConditional
                | O::Switch
                | O::SelectionMerge
                | O::LoopMerge
                | O::Phi
                | O::Name
                | O::MemberName
                | O::Decorate
                | O::DecorateId
                | O::DecorateString
                | O::MemberDecorate
                | O::EntryPoint
                | O::ExecutionMode
                | O::ExecutionModeId
        );
        let mut toks = inst.operands.iter().peekable();
        let mut ty = None;
        let mut operands = Vec::new();
        let mut result_tok = None;
        for lo in grammar.operands {
            match lo.kind {
                K::IdResultType => {
                    let t = match &inst.ty {
                        Some(t) => t,
                        None => toks.next().ok_or_else(|| self.error(op, "spirv_asm: missing result type"))?,
                    };
                    ty = Some(self.asm_id(op, blk, t)?);
                    continue;
                }
                K::IdResult => {
                    let t = match &inst.result {
                        Some(t) => t,
                        None => toks.next().ok_or_else(|| self.error(op, "spirv_asm: missing result id"))?,
                    };
                    result_tok = Some(t.clone());
                    continue;
                }
                _ => {}
            }
            let kind = lo.kind;
            match lo.quantifier {
                Q::One => {
                    let Some(t) = toks.next() else {
                        return Err(self.error(op, format!("spirv_asm: '{}' is missing operands", inst.opcode)));
                    };
                    let o = self.asm_operand(op, blk, Some(&kind), t, ty)?;
                    operands.push(o);
                }
                Q::ZeroOrOne => {
                    if let Some(t) = toks.next() {
                        let o = self.asm_operand(op, blk, Some(&kind), t, ty)?;
                        operands.push(o);
                    }
                }
                Q::ZeroOrMore => {
                    for t in toks.by_ref() {
                        let o = self.asm_operand(op, blk, Some(&kind), t, ty)?;
                        operands.push(o);
                    }
                }
            }
        }
        for t in toks {
            let o = self.asm_operand(op, blk, None, t, ty)?;
            operands.push(o);
        }
        use rspirv::grammar::reflect;
        match code {
            spirv::Op::Capability => {
                for o in &operands {
                    if let Operand::LiteralBit32(c) = o {
                        self.caps_insert(*c);
                    }
                }
                return Ok(());
            }
            spirv::Op::Extension => {
                if let Some(Operand::LiteralString(s)) = operands.first() {
                    self.ext_insert(s);
                }
                return Ok(());
            }
            // An extended instruction set: imported once per name.
            spirv::Op::ExtInstImport => {
                let Some(Operand::LiteralString(set)) = operands.first() else {
                    return Err(self.error(op, "spirv_asm: OpExtInstImport takes a set name"));
                };
                let set = set.clone();
                let id = self.ext_inst_import(&set);
                if let Some(Tok::Id(n)) = &result_tok {
                    blk.ids.insert(n.clone(), id);
                }
                return Ok(());
            }
            spirv::Op::Name => {
                if let (Some(Operand::IdRef(id)), Some(Operand::LiteralString(s))) = (operands.first(), operands.get(1))
                {
                    self.b.name(*id, s.clone());
                }
                return Ok(());
            }
            _ => {}
        }
        // The id the instruction defines: an existing equal type or
        // constant if there is one (unless the id was already used).
        let fresh = |s: &mut Self, blk: &mut Block, t: &Option<Tok>| -> R<Option<Word>> {
            match t {
                Some(t @ Tok::Id(n)) if blk.ids.contains_key(n) => s.asm_id(op, blk, t).map(Some),
                Some(Tok::Result) if blk.result.is_some() => Ok(blk.result),
                _ => Ok(None),
            }
        };
        let bind = |blk: &mut Block, t: &Option<Tok>, id: Word| match t {
            Some(Tok::Id(n)) => {
                blk.ids.insert(n.clone(), id);
            }
            Some(Tok::Result) => blk.result = Some(id),
            _ => {}
        };
        let id = if reflect::is_type(code) {
            let inst = Instruction::new(code, None, None, operands.clone());
            let known = fresh(self, blk, &result_tok)?;
            let id = match (known, self.b.dedup_insert_type(&inst)) {
                (None, Some(id)) => id,
                (known, _) => {
                    let id = known.unwrap_or_else(|| self.b.id());
                    self.b.module_mut().types_global_values.push(Instruction::new(code, None, Some(id), operands));
                    id
                }
            };
            bind(blk, &result_tok, id);
            return Ok(());
        } else if code == spirv::Op::Constant && fresh(self, blk, &result_tok)?.is_none() && operands.len() == 1 {
            let ty = ty.ok_or_else(|| self.error(op, "spirv_asm: OpConstant without a type"))?;
            let id = self.scalar_const(ty, operands[0].clone());
            bind(blk, &result_tok, id);
            Some((id, ty))
        } else {
            let id = match &result_tok {
                Some(t) => Some(self.asm_id(op, blk, t)?),
                None => None,
            };
            let global = reflect::is_constant(code) || code == spirv::Op::Undef;
            let i = Instruction::new(code, ty, id, operands);
            if reflect::is_annotation(code) {
                self.b.module_mut().annotations.push(i);
            } else if global {
                self.b.module_mut().types_global_values.push(i);
            } else {
                self.emit_raw(i)?;
            }
            id.zip(ty)
        };
        let _ = id;
        Ok(())
    }

    /// `__truncate T %r S %v`: the first components of `%v` (of type `S`)
    /// as a `T`.
    fn asm_truncate(&mut self, op: Op, blk: &mut Block, inst: &Inst) -> R<()> {
        // Header form: `r : T = __truncate S v`.
        let (t, r, s, v) = match (&inst.result, &inst.ty, &inst.operands[..]) {
            (Some(r), Some(t), [s, v]) => (t, r, s, v),
            (None, None, [t, r, s, v]) => (t, r, s, v),
            _ => return Err(self.error(op, "spirv_asm: __truncate takes a type, a result, a type and a value")),
        };
        let to = self.asm_id(op, blk, t)?;
        let from = self.asm_id(op, blk, s)?;
        let value = self.asm_id(op, blk, v)?;
        let count = |s: &Self, blk: &Block, id: Word, tok: &Tok| -> Option<u32> {
            match tok {
                Tok::Sampled(_) => Some(4),
                Tok::Type(k) => match s.ctx.type_kind(blk.types[*k]) {
                    TypeKind::Vector { len, .. } => Some(u32::from(*len)),
                    _ => Some(1),
                },
                _ => blk.ir_types.get(&id).map(|_| 1),
            }
        };
        let (n_to, n_from) = (count(self, blk, to, t), count(self, blk, from, s));
        let (Some(n_to), Some(n_from)) = (n_to, n_from) else {
            return Err(self.error(op, "spirv_asm: __truncate needs Slang types (`$$T`)"));
        };
        let id = self.asm_id(op, blk, r)?;
        let (code, operands) = if n_to == n_from {
            (spirv::Op::CopyObject, vec![Operand::IdRef(value)])
        } else if n_to == 1 {
            (spirv::Op::CompositeExtract, vec![Operand::IdRef(value), Operand::LiteralBit32(0)])
        } else {
            let mut o = vec![Operand::IdRef(value), Operand::IdRef(value)];
            o.extend((0..n_to).map(Operand::LiteralBit32));
            (spirv::Op::VectorShuffle, o)
        };
        self.emit_raw(Instruction::new(code, Some(to), Some(id), operands))?;
        Ok(())
    }
}

/// The value of enumerants and integers joined by `|`, each name looked up
/// as an enumerant of `kind` (any kind when `None`), or with its kind's name
/// in front (`MemorySemanticsAcquire`).
fn enum_mask(kind: Option<&K>, names: &[Name]) -> Option<u32> {
    let mut v = 0u32;
    for n in names {
        v |= match n {
            Name::Int(i) => *i as u32,
            Name::Name(s) => enum_value(kind, s)?,
        };
    }
    Some(v)
}

macro_rules! enum_kinds {
    ($kind:expr, $name:expr; enums: $($e:ident),*; masks: $($m:ident),*) => {{
        let (kind, name): (Option<&K>, &str) = ($kind, $name);
        $(
            if kind.is_none_or(|k| *k == K::$e) {
                if let Ok(v) = spirv::$e::from_str(name) {
                    return Some(v as u32);
                }
            }
            if kind.is_none() {
                if let Some(rest) = name.strip_prefix(stringify!($e)) {
                    if let Ok(v) = spirv::$e::from_str(rest) {
                        return Some(v as u32);
                    }
                }
            }
        )*
        $(
            if kind.is_none_or(|k| *k == K::$m) {
                if let Some(v) = mask_name(spirv::$m::all().iter_names().map(|(n, f)| (n, f.bits())), name) {
                    return Some(v);
                }
            }
            if kind.is_none() {
                if let Some(rest) = name.strip_prefix(stringify!($m)) {
                    if let Some(v) = mask_name(spirv::$m::all().iter_names().map(|(n, f)| (n, f.bits())), rest) {
                        return Some(v);
                    }
                }
            }
        )*
        None
    }};
}

/// One enumerant's value.
fn enum_value(kind: Option<&K>, name: &str) -> Option<u32> {
    // Scopes and semantics passed as ids are looked up as their enums.
    let kind = match kind {
        Some(K::IdScope) => Some(&K::Scope),
        Some(K::IdMemorySemantics) => Some(&K::MemorySemantics),
        k => k,
    };
    if let Some(v) = kind.and_then(|k| enum_value_of(Some(k), name)) {
        return Some(v);
    }
    enum_value_of(None, name)
}

fn enum_value_of(kind: Option<&K>, name: &str) -> Option<u32> {
    enum_kinds!(kind, name;
        enums: Scope, GroupOperation, Capability, StorageClass, Decoration, BuiltIn, Dim, ImageFormat,
            ExecutionMode, ExecutionModel, AccessQualifier, SamplerAddressingMode, SamplerFilterMode,
            FunctionParameterAttribute, LinkageType, SourceLanguage, AddressingModel, MemoryModel,
            FPRoundingMode, ImageChannelOrder, ImageChannelDataType;
        masks: MemorySemantics, MemoryAccess, ImageOperands, LoopControl, SelectionControl, FunctionControl,
            FPFastMathMode, RayFlags)
}

/// A bit mask's flag by its SPIR-V name (`AcquireRelease`), matched against
/// the Rust names (`ACQUIRE_RELEASE`) without case or underscores.
fn mask_name(flags: impl Iterator<Item = (&'static str, u32)>, name: &str) -> Option<u32> {
    if matches!(name, "None" | "Relaxed" | "MaskNone") {
        return Some(0);
    }
    let want = name.to_ascii_uppercase();
    flags.into_iter().find(|(n, _)| n.replace('_', "") == want).map(|(_, v)| v)
}
