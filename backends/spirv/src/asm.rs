//! Disassembly for `-target spirv-asm`, in the style of `spirv-dis`: one
//! instruction per line, `%id = OpName operands`, ids named after their
//! `OpName` or, for types and constants, after what they are (`%uint`,
//! `%v3uint`, `%_ptr_StorageBuffer_float`, `%int_1`), so tests can match
//! them by name.

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{self, Word};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

/// The module as text.
pub fn disassemble(module: &Module) -> String {
    let names = friendly_names(module);
    let mut out = String::new();
    let (major, minor) = module.header.as_ref().map_or((1, 3), |h| h.version());
    let bound = module.header.as_ref().map_or(0, |h| h.bound);
    let _ =
        writeln!(out, "; SPIR-V\n; Version: {major}.{minor}\n; Generator: nanoslang\n; Bound: {bound}\n; Schema: 0");
    for inst in module.all_inst_iter() {
        line(&mut out, inst, &names, module);
    }
    if crate::ser::is_ext(module) {
        return crate::ser::to_ext_text(out);
    }
    out
}

fn line(out: &mut String, inst: &Instruction, names: &FxHashMap<Word, String>, module: &Module) {
    let name = |id: Word| names.get(&id).cloned().unwrap_or_else(|| id.to_string());
    // An instruction rspirv's grammar lacks: its placeholder, read back.
    let (opname, result_type, result_id, operands) = match crate::raw::describe(inst) {
        Some(d) => d,
        None => (inst.class.opname, inst.result_type, inst.result_id, &inst.operands[..]),
    };
    if let Some(id) = result_id {
        let _ = write!(out, "%{} = ", name(id));
    }
    let _ = write!(out, "Op{opname}");
    if let Some(t) = result_type {
        let _ = write!(out, " %{}", name(t));
    }
    let float_width = float_constant_width(inst, module);
    let capability = inst.class.opcode == spirv::Op::Capability;
    let decorates_builtin = inst.class.opcode == spirv::Op::Decorate
        && matches!(inst.operands.get(1), Some(Operand::Decoration(spirv::Decoration::BuiltIn)));
    for operand in operands {
        out.push(' ');
        match operand {
            Operand::LiteralBit32(c) if capability && crate::raw::capability_name(*c).is_some() => {
                out.push_str(crate::raw::capability_name(*c).unwrap_or_default());
            }
            Operand::LiteralBit32(b) if decorates_builtin && crate::raw::builtin_name(*b).is_some() => {
                out.push_str(crate::raw::builtin_name(*b).unwrap_or_default());
            }
            Operand::IdRef(id) | Operand::IdMemorySemantics(id) | Operand::IdScope(id) => {
                let _ = write!(out, "%{}", name(*id));
            }
            Operand::LiteralString(s) => {
                let _ = write!(out, "\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
            }
            Operand::LiteralBit32(v) => match float_width {
                Some(32) => {
                    let _ = write!(out, "{:?}", f32::from_bits(*v));
                }
                Some(16) => {
                    let _ = write!(out, "{:?}", half::f16::from_bits(*v as u16).to_f32());
                }
                _ => {
                    let _ = write!(out, "{v}");
                }
            },
            Operand::LiteralBit64(v) => match float_width {
                Some(64) => {
                    let _ = write!(out, "{:?}", f64::from_bits(*v));
                }
                _ => {
                    let _ = write!(out, "{v}");
                }
            },
            Operand::SelectionControl(c) if c.is_empty() => out.push_str("None"),
            Operand::LoopControl(c) if c.is_empty() => out.push_str("None"),
            Operand::FunctionControl(c) if c.is_empty() => out.push_str("None"),
            Operand::MemoryAccess(c) if c.is_empty() => out.push_str("None"),
            Operand::MemoryAccess(c) if memory_access_names(*c).is_some() => {
                out.push_str(&memory_access_names(*c).unwrap_or_default());
            }
            Operand::ImageOperands(c) if *c == spirv::ImageOperands::LOD => out.push_str("Lod"),
            Operand::ExecutionModel(_) | Operand::StorageClass(_) | Operand::BuiltIn(_) => {
                out.push_str(&khr_name(&operand.to_string()));
            }
            other => {
                let _ = write!(out, "{other}");
            }
        }
    }
    out.push('\n');
}

/// Memory access flags as spirv-dis writes them (`Aligned|NonPrivatePointer`),
/// when all of them are among the named ones.
fn memory_access_names(c: spirv::MemoryAccess) -> Option<String> {
    use spirv::MemoryAccess as M;
    const NAMES: &[(M, &str)] = &[
        (M::VOLATILE, "Volatile"),
        (M::ALIGNED, "Aligned"),
        (M::NONTEMPORAL, "Nontemporal"),
        (M::MAKE_POINTER_AVAILABLE, "MakePointerAvailable"),
        (M::MAKE_POINTER_VISIBLE, "MakePointerVisible"),
        (M::NON_PRIVATE_POINTER, "NonPrivatePointer"),
    ];
    let names: Vec<&str> = NAMES.iter().filter(|(f, _)| c.contains(*f)).map(|&(_, n)| n).collect();
    let known = NAMES.iter().filter(|(f, _)| c.contains(*f)).fold(M::empty(), |a, &(f, _)| a | f);
    (!names.is_empty() && known == c).then(|| names.join("|"))
}

/// The ray-tracing enumerants that SPV_NV_ray_tracing named first share
/// their values with SPV_KHR_ray_tracing's, which rspirv prints with the
/// NV name: printed with the KHR name, as current SPIRV-Tools and slangc do.
fn khr_name(name: &str) -> String {
    const NV: &[&str] = &[
        "RayGenerationNV",
        "IntersectionNV",
        "AnyHitNV",
        "ClosestHitNV",
        "MissNV",
        "CallableNV",
        "RayPayloadNV",
        "IncomingRayPayloadNV",
        "HitAttributeNV",
        "CallableDataNV",
        "IncomingCallableDataNV",
        "ShaderRecordBufferNV",
        "LaunchIdNV",
        "LaunchSizeNV",
        "WorldRayOriginNV",
        "WorldRayDirectionNV",
        "ObjectRayOriginNV",
        "ObjectRayDirectionNV",
        "RayTminNV",
        "RayTmaxNV",
        "InstanceCustomIndexNV",
        "ObjectToWorldNV",
        "WorldToObjectNV",
        "HitKindNV",
        "IncomingRayFlagsNV",
    ];
    match name.strip_suffix("NV") {
        Some(base) if NV.contains(&name) => format!("{base}KHR"),
        _ => name.to_string(),
    }
}

/// The width of the float type of an `OpConstant`, if it is a float constant.
fn float_constant_width(inst: &Instruction, module: &Module) -> Option<u32> {
    if !matches!(inst.class.opcode, spirv::Op::Constant | spirv::Op::SpecConstant) {
        return None;
    }
    let ty = inst.result_type?;
    module.types_global_values.iter().find(|t| t.result_id == Some(ty)).and_then(|t| {
        match (t.class.opcode, t.operands.first()) {
            (spirv::Op::TypeFloat, Some(Operand::LiteralBit32(w))) => Some(*w),
            _ => None,
        }
    })
}

/// Unique names for ids: `OpName`s (made identifier-like), then names
/// derived from types and constants.
fn friendly_names(module: &Module) -> FxHashMap<Word, String> {
    let mut names: FxHashMap<Word, String> = FxHashMap::default();
    let mut used: FxHashSet<String> = FxHashSet::default();
    let mut assign = |names: &mut FxHashMap<Word, String>, id: Word, base: String| {
        if names.contains_key(&id) {
            return;
        }
        let base = if base.is_empty() { id.to_string() } else { base };
        let mut candidate = base.clone();
        let mut n = 0;
        while used.contains(&candidate) {
            candidate = format!("{base}_{n}");
            n += 1;
        }
        used.insert(candidate.clone());
        names.insert(id, candidate);
    };
    for inst in &module.debug_names {
        if inst.class.opcode == spirv::Op::Name {
            if let (Some(Operand::IdRef(id)), Some(Operand::LiteralString(s))) =
                (inst.operands.first(), inst.operands.get(1))
            {
                let clean: String =
                    s.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
                assign(&mut names, *id, clean);
            }
        }
    }
    for inst in &module.ext_inst_imports {
        if let (Some(id), Some(Operand::LiteralString(s))) = (inst.result_id, inst.operands.first()) {
            assign(&mut names, id, s.replace('.', "_"));
        }
    }
    for inst in &module.types_global_values {
        let Some(id) = inst.result_id else { continue };
        if let Some(base) = derived_name(inst, &names) {
            assign(&mut names, id, base);
        }
    }
    names
}

fn derived_name(inst: &Instruction, names: &FxHashMap<Word, String>) -> Option<String> {
    let name_of = |o: Option<&Operand>| match o {
        Some(Operand::IdRef(id)) => names.get(id).cloned(),
        _ => None,
    };
    let lit = |o: Option<&Operand>| match o {
        Some(Operand::LiteralBit32(v)) => Some(*v),
        _ => None,
    };
    let ops = &inst.operands;
    Some(match inst.class.opcode {
        spirv::Op::TypeVoid => "void".into(),
        spirv::Op::TypeBool => "bool".into(),
        spirv::Op::TypeInt => {
            let signed = lit(ops.get(1))? == 1;
            let base = match lit(ops.first())? {
                8 => "char",
                16 => "short",
                64 => "long",
                _ => "int",
            };
            if signed {
                base.to_string()
            } else {
                format!("u{base}")
            }
        }
        spirv::Op::TypeFloat => match (lit(ops.first())?, ops.get(1).and_then(|o| lit(Some(o)))) {
            // With an FP encoding (SPV_KHR_bfloat16, SPV_EXT_float8).
            (_, Some(crate::raw::FP_ENCODING_BFLOAT16_KHR)) => "bfloat16".into(),
            (_, Some(crate::raw::FP_ENCODING_FLOAT8_E4M3_EXT)) => "fp8e4m3".into(),
            (_, Some(crate::raw::FP_ENCODING_FLOAT8_E5M2_EXT)) => "fp8e5m2".into(),
            (16, _) => "half".into(),
            (64, _) => "double".into(),
            _ => "float".into(),
        },
        spirv::Op::TypeVector => format!("v{}{}", lit(ops.get(1))?, name_of(ops.first())?),
        spirv::Op::TypeMatrix => format!("mat{}{}", lit(ops.get(1))?, name_of(ops.first())?),
        spirv::Op::TypeArray => format!("_arr_{}_{}", name_of(ops.first())?, name_of(ops.get(1))?),
        spirv::Op::TypeRuntimeArray => format!("_runtimearr_{}", name_of(ops.first())?),
        spirv::Op::TypePointer => match ops.first()? {
            Operand::StorageClass(c) => format!("_ptr_{}_{}", khr_name(&format!("{c:?}")), name_of(ops.get(1))?),
            _ => return None,
        },
        spirv::Op::TypeSampler => "type_sampler".into(),
        spirv::Op::TypeImage => "type_image".into(),
        spirv::Op::TypeSampledImage => "type_sampled_image".into(),
        spirv::Op::ConstantTrue => "true".into(),
        spirv::Op::ConstantFalse => "false".into(),
        spirv::Op::Constant => {
            let ty = names.get(&inst.result_type?)?;
            match ops.first()? {
                Operand::LiteralBit32(v) if ty.contains("int") || ty.contains("short") || ty.contains("char") => {
                    if ty.starts_with('u') {
                        format!("{ty}_{v}")
                    } else {
                        let v = *v as i32;
                        if v < 0 {
                            format!("{ty}_n{}", v.unsigned_abs())
                        } else {
                            format!("{ty}_{v}")
                        }
                    }
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}
