//! Shader execution reordering (hit objects) under SPV_EXT_shader_invocation_reorder.
//!
//! rspirv knows SPV_NV_shader_invocation_reorder's instructions but not the
//! EXT extension's, so the emitter builds every module with the NV
//! instructions, capability and storage class. A module that declares
//! SPV_EXT_shader_invocation_reorder instead is written with the EXT
//! numbers (`to_ext_words`) and disassembled with the EXT names
//! (`to_ext_text`). The emitter gives `OpHitObjectRecordMiss[Motion]`
//! EXT's extra ray-flags operand itself; the rest have the same operands.
//! The numbers are SPIRV-Headers' (spirv.core.grammar.json). Instructions
//! and capabilities rspirv lacks altogether (cluster ids, spheres and
//! swept spheres) are placeholders: see `raw`.

use nsl_ir::{Context, Op};
use rspirv::dr::{Module, Operand};

/// The extension whose instructions `to_ext_words` writes.
pub const EXT: &str = "SPV_EXT_shader_invocation_reorder";

/// Each NV instruction with its EXT name and opcode: (NV name, NV opcode,
/// EXT name, EXT opcode).
const OPS: &[(&str, u32, &str, u32)] = &[
    ("HitObjectRecordMissMotionNV", 5251, "HitObjectRecordMissMotionEXT", 5306),
    ("HitObjectGetWorldToObjectNV", 5252, "HitObjectGetWorldToObjectEXT", 5332),
    ("HitObjectGetObjectToWorldNV", 5253, "HitObjectGetObjectToWorldEXT", 5331),
    ("HitObjectGetObjectRayDirectionNV", 5254, "HitObjectGetObjectRayDirectionEXT", 5328),
    ("HitObjectGetObjectRayOriginNV", 5255, "HitObjectGetObjectRayOriginEXT", 5327),
    ("HitObjectTraceRayMotionNV", 5256, "HitObjectTraceRayMotionEXT", 5317),
    ("HitObjectGetShaderRecordBufferHandleNV", 5257, "HitObjectGetShaderRecordBufferHandleEXT", 5349),
    ("HitObjectGetShaderBindingTableRecordIndexNV", 5258, "HitObjectGetShaderBindingTableRecordIndexEXT", 5348),
    ("HitObjectRecordEmptyNV", 5259, "HitObjectRecordEmptyEXT", 5318),
    ("HitObjectTraceRayNV", 5260, "HitObjectTraceRayEXT", 5316),
    ("HitObjectRecordMissNV", 5263, "HitObjectRecordMissEXT", 5305),
    ("HitObjectExecuteShaderNV", 5264, "HitObjectExecuteShaderEXT", 5319),
    ("HitObjectGetCurrentTimeNV", 5265, "HitObjectGetCurrentTimeEXT", 5320),
    ("HitObjectGetAttributesNV", 5266, "HitObjectGetAttributesEXT", 5321),
    ("HitObjectGetHitKindNV", 5267, "HitObjectGetHitKindEXT", 5322),
    ("HitObjectGetPrimitiveIndexNV", 5268, "HitObjectGetPrimitiveIndexEXT", 5323),
    ("HitObjectGetGeometryIndexNV", 5269, "HitObjectGetGeometryIndexEXT", 5324),
    ("HitObjectGetInstanceIdNV", 5270, "HitObjectGetInstanceIdEXT", 5325),
    ("HitObjectGetInstanceCustomIndexNV", 5271, "HitObjectGetInstanceCustomIndexEXT", 5326),
    ("HitObjectGetWorldRayDirectionNV", 5272, "HitObjectGetWorldRayDirectionEXT", 5329),
    ("HitObjectGetWorldRayOriginNV", 5273, "HitObjectGetWorldRayOriginEXT", 5330),
    ("HitObjectGetRayTMaxNV", 5274, "HitObjectGetRayTMaxEXT", 5333),
    ("HitObjectGetRayTMinNV", 5275, "HitObjectGetRayTMinEXT", 5347),
    ("HitObjectIsEmptyNV", 5276, "HitObjectIsEmptyEXT", 5350),
    ("HitObjectIsHitNV", 5277, "HitObjectIsHitEXT", 5351),
    ("HitObjectIsMissNV", 5278, "HitObjectIsMissEXT", 5352),
    ("ReorderThreadWithHitObjectNV", 5279, "ReorderThreadWithHitObjectEXT", 5315),
    ("ReorderThreadWithHintNV", 5280, "ReorderThreadWithHintEXT", 5314),
    ("TypeHitObjectNV", 5281, "TypeHitObjectEXT", 5313),
];

/// Capability ShaderInvocationReorderNV / EXT.
const CAPABILITY: (u32, u32) = (5383, 5388);
/// Storage class HitObjectAttributeNV / EXT.
const STORAGE_CLASS: (u32, u32) = (5385, 5411);

/// Does the module use what only SPV_NV_shader_invocation_reorder has
/// (recording a hit without tracing it, a hit object's cluster id, sphere
/// or swept sphere)?
pub fn needs_nv(ctx: &Context, module: Op) -> bool {
    use nsl_dialects::rt;
    ctx.nested_ops(module).into_iter().any(|op| {
        let name = ctx.op_name(op);
        (name == rt::HIT_OBJECT_RECORD.name && ctx.attr_str(op, "kind").is_some_and(|k| k.starts_with("hit")))
            || (name == rt::HIT_OBJECT_GET.name
                && ctx.attr_str(op, "property").is_some_and(|p| {
                    matches!(
                        p,
                        "cluster_id"
                            | "sphere_position"
                            | "sphere_radius"
                            | "lss_positions"
                            | "lss_radii"
                            | "is_sphere_hit"
                            | "is_lss_hit"
                    )
                }))
    })
}

/// Is the module's shader execution reordering SPV_EXT's?
pub fn is_ext(module: &Module) -> bool {
    module.extensions.iter().any(|i| matches!(i.operands.first(), Some(Operand::LiteralString(s)) if s == EXT))
}

/// Rewrites the NV instructions, capability and storage class of an
/// assembled EXT module to EXT's.
pub fn to_ext_words(module: &Module, words: &mut [u32]) {
    if !is_ext(module) {
        return;
    }
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return;
        }
        if let Some(&(_, _, _, ext)) = OPS.iter().find(|o| o.1 == opcode) {
            words[at] = (words[at] & 0xffff_0000) | ext;
        }
        let swap = |w: &mut u32, (nv, ext): (u32, u32)| {
            if *w == nv {
                *w = ext;
            }
        };
        match opcode {
            // OpCapability C
            17 if count == 2 => swap(&mut words[at + 1], CAPABILITY),
            // OpTypePointer %r Class %t
            32 if count == 4 => swap(&mut words[at + 2], STORAGE_CLASS),
            // OpVariable %t %r Class [init]
            59 if count >= 4 => swap(&mut words[at + 3], STORAGE_CLASS),
            _ => {}
        }
        at += count;
    }
}

/// The disassembly of an EXT module with EXT's names.
pub fn to_ext_text(text: String) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if !line.contains("NV") {
            out.push_str(line);
            continue;
        }
        let mut l = line.replace("ShaderInvocationReorderNV", "ShaderInvocationReorderEXT");
        l = l.replace("HitObjectAttributeNV", "HitObjectAttributeEXT");
        for &(nv, _, ext, _) in OPS {
            let (from, to) = (format!("Op{nv}"), format!("Op{ext}"));
            // Whole words only: `OpHitObjectTraceRayNV` is no part of another name.
            l = l
                .split(' ')
                .map(|w| {
                    let t = w.trim_end_matches('\n');
                    if t == from {
                        w.replacen(&from, &to, 1)
                    } else {
                        w.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
        }
        out.push_str(&l);
    }
    out
}
