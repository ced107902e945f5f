//! A domain (tessellation evaluation) entry point in HLSL:
//! `[domain("tri")] void name(DsPatch patch, const OutputPatch<DsControlPoint,
//! N> cp, float3 location : SV_DomainLocation, out ...)`.
//!
//! The Vulkan legalization left the inputs as variables: the control
//! points' arrays, the patch constants (`Patch`), the tessellation levels
//! (`float[4]` and `float[2]`, of which the domain uses 3 and 1, 4 and 2,
//! or 2 and none) and the tessellation coordinate (a `float3`). Main copies
//! its parameters into those statics and the outputs back, as for a vertex
//! shader.

use super::{io_qualifiers, io_semantic, Hlsl};
use crate::cfamily::{cannot, Target, Walker, R};
use crate::stage::{modes, IoVar};
use nsl_ir::{Op, TypeKind};

/// The HLSL domain of the modes, its edge and inside factor counts and
/// the size of its location.
fn domain(modes: &[String]) -> Option<(&'static str, u32, u32, u32)> {
    modes.iter().find_map(|m| match m.as_str() {
        "Triangles" => Some(("tri", 3, 1, 3)),
        "Quads" => Some(("quad", 4, 2, 2)),
        "Isolines" => Some(("isoline", 2, 0, 2)),
        _ => None,
    })
}

impl Hlsl {
    pub(super) fn domain_main(&mut self, w: &mut Walker, e: Op, f: &str) -> R<()> {
        let ctx = w.ctx;
        let modes = modes(ctx, e);
        let (dom, edges, insides, location_size) =
            domain(&modes).ok_or_else(|| cannot(ctx, e, "HLSL", "a domain shader without a domain"))?;
        let (mut params, mut copies, mut after) = (Vec::new(), Vec::new(), Vec::new());
        let mut patch_fields = String::new();
        let mut point_fields = String::new();
        let (patch, points) = (w.names.fresh("patch"), w.names.fresh("control_points"));
        let mut point_count = None;
        for (name, v) in self.io.clone() {
            if v.output {
                self.io_param(w, &name, &v, e, &mut params, &mut copies, &mut after)?;
                continue;
            }
            match v.builtin.as_deref() {
                Some("TessLevelOuter" | "TessLevelInner") => {
                    let (semantic, count) = match v.builtin.as_deref() {
                        Some("TessLevelOuter") => ("SV_TessFactor", edges),
                        _ => ("SV_InsideTessFactor", insides),
                    };
                    if count == 0 {
                        continue;
                    }
                    let field = w.names.fresh(&name);
                    let suffix = if count > 1 { format!("[{count}]") } else { String::new() };
                    patch_fields.push_str(&format!("    float {field}{suffix} : {semantic};\n"));
                    for i in 0..count {
                        let index = if count > 1 { format!("[{i}]") } else { String::new() };
                        copies.push(format!("{name}[{i}] = {patch}.{field}{index};"));
                    }
                    continue;
                }
                Some("TessCoord") => {
                    let p = w.names.fresh("location");
                    params.push(format!("float{location_size} {p} : SV_DomainLocation"));
                    let value = if location_size == 3 { p } else { format!("float3({p}, 0.0f)") };
                    copies.push(format!("{name} = {value};"));
                    continue;
                }
                _ => {}
            }
            match *ctx.type_kind(v.ty) {
                TypeKind::Array { elem, len: Some(len) } if !v.has("Patch") => {
                    if point_count.is_some_and(|n| n != len) {
                        return Err(cannot(ctx, v.op, "HLSL", "control-point inputs of different lengths"));
                    }
                    point_count = Some(len);
                    let field = w.names.fresh(&name);
                    let (semantic, unsigned) = io_semantic(ctx, &IoVar { ty: elem, ..v.clone() })?;
                    let decl = if unsigned { format!("uint {field}") } else { self.decl(w, elem, &field, e)? };
                    point_fields.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
                    for i in 0..len {
                        let value = format!("{points}[{i}].{field}");
                        copies
                            .push(format!("{name}[{i}] = {};", if unsigned { format!("int({value})") } else { value }));
                    }
                }
                _ if v.has("Patch") => {
                    let field = w.names.fresh(&name);
                    let (semantic, unsigned) = io_semantic(ctx, &v)?;
                    let decl = if unsigned { format!("uint {field}") } else { self.decl(w, v.ty, &field, e)? };
                    patch_fields.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
                    let value = format!("{patch}.{field}");
                    copies.push(format!("{name} = {};", if unsigned { format!("int({value})") } else { value }));
                }
                _ => self.io_param(w, &name, &v, e, &mut params, &mut copies, &mut after)?,
            }
        }
        let mut head = Vec::new();
        if !patch_fields.is_empty() {
            let ty = w.names.fresh("DsPatch");
            self.structs.push_str(&format!("struct {ty}\n{{\n{patch_fields}}};\n"));
            head.push(format!("{ty} {patch}"));
        }
        if let Some(n) = point_count {
            let ty = w.names.fresh("DsControlPoint");
            self.structs.push_str(&format!("struct {ty}\n{{\n{point_fields}}};\n"));
            head.push(format!("const OutputPatch<{ty}, {n}> {points}"));
        }
        head.append(&mut params);
        w.line(&format!("[domain(\"{dom}\")]"));
        let name = super::h_entry_name(&self.entry_names, e);
        w.line(&format!("void {name}({})", head.join(", ")));
        w.line("{");
        w.indent += 1;
        for c in copies {
            w.line(&c);
        }
        w.line(&format!("{}();", w.symbols[f]));
        for c in after {
            w.line(&c);
        }
        w.indent -= 1;
        w.line("}");
        Ok(())
    }
}
