//! Shared code of the nanoslang drivers (`nsl-opt`, later `nslc`).

pub mod cli;

use nsl_ir::{Context, Diagnostic};
use std::io::Read;

/// A context with every dialect the drivers know: the core dialects and
/// the target dialects (`spv`).
pub fn context() -> Context {
    let mut ctx = nsl_dialects::core_context();
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    ctx
}

/// Reads a file, or stdin for `-`; returns the text and the name to use in
/// diagnostics.
pub fn read_input(path: &str) -> std::io::Result<(String, String)> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s)?;
        Ok((s, "<stdin>".to_string()))
    } else {
        Ok((std::fs::read_to_string(path)?, path.to_string()))
    }
}

/// Prints diagnostics to stderr, one `file:line:col: error[CODE]: ...` each.
pub fn emit_diagnostics(ctx: &Context, diags: &[Diagnostic]) {
    for d in diags {
        eprint!("{}", d.render(ctx));
    }
}

/// A runtime value in attribute syntax, with floats in the shortest form
/// that reads back to the same value *of their own type* (`0.1` for an f32,
/// not the f64 expansion of the nearest f32).
pub fn format_value(ctx: &mut Context, v: &nsl_ir::interp::RtValue, ty: nsl_ir::Type) -> String {
    use nsl_ir::interp::RtValue;
    use nsl_ir::TypeKind;
    let float = |s: String| if s.contains(['.', 'e', 'n', 'i']) { s } else { format!("{s}.0") };
    match (v, ctx.type_kind(ty).clone()) {
        (RtValue::F32(f), _) if f.is_finite() => float(format!("{f:?}")),
        (RtValue::F16(f), _) if f.is_finite() => float(format!("{:?}", f.to_f32())),
        (RtValue::Agg(items), kind) => {
            let elem_types: Vec<nsl_ir::Type> = match kind {
                TypeKind::Vector { elem, len } => vec![elem; len as usize],
                TypeKind::Array { elem, .. } => vec![elem; items.len()],
                TypeKind::Matrix { elem, cols, .. } => vec![ctx.vector_type(elem, cols); items.len()],
                TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, t)| t).collect(),
                _ => return format!("{v:?}"),
            };
            let parts: Vec<String> = items.iter().zip(elem_types).map(|(i, t)| format_value(ctx, i, t)).collect();
            format!("[{}]", parts.join(", "))
        }
        _ => match nsl_ir::interp::attr_from_value(ctx, v, ty) {
            Some(a) => nsl_ir::printer::print_attr(ctx, a),
            None => format!("{v:?}"),
        },
    }
}

#[cfg(test)]
mod shipped_pipelines;
