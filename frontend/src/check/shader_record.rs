//! Constant buffers in a ray-tracing shader record: `[[vk::shader_record]]`
//! (or `[shader_record]`) and GLSL's `layout(shaderRecordNV)` /
//! `layout(shaderRecordEXT)` mark one. A program has at most one (slangc's
//! E39020). A `cbuffer` block so marked is refused: its members are lowered
//! as separate uniforms, which would put them in a descriptor instead.

use crate::ast::{DeclId, DeclKind, ExprKind, Modifiers};

use super::{Checker, E_UNSUPPORTED};

/// More than one shader-record constant buffer.
const E_TOO_MANY_SHADER_RECORDS: &str = "E39020";

impl Checker<'_> {
    /// Whether these modifiers put a buffer in the shader record.
    pub(super) fn is_shader_record(&self, m: &Modifiers) -> bool {
        let attribute = m.attributes.iter().any(|a| matches!(a.name.as_str(), "vk::shader_record" | "shader_record"));
        let layout = m.keywords.iter().any(|k| {
            match &k.kind {
            crate::ast::ModifierKind::Layout(args) => args.iter().any(|&e| {
                matches!(&self.user.expr(e).kind, ExprKind::Name(n) if n == "shaderRecordNV" || n == "shaderRecordEXT")
            }),
            _ => false,
        }
        });
        attribute || layout
    }

    /// Counts the current unit's shader-record buffers (E39020 past one)
    /// and refuses shader-record `cbuffer` blocks.
    pub(super) fn check_shader_records(&mut self) {
        let mut found = Vec::new();
        self.collect_shader_records(&self.user.roots.clone(), &mut found);
        if found.len() > 1 {
            let msg = format!(
                "too many shader record constant buffers: can have at most one 'shader record' attributed constant buffer; found {}.",
                found.len()
            );
            self.error(E_TOO_MANY_SHADER_RECORDS, found[1], msg);
        }
    }

    fn collect_shader_records(&mut self, decls: &[DeclId], found: &mut Vec<crate::source::Span>) {
        let ast = self.user;
        for &d in decls {
            let decl = ast.decl(d);
            match &decl.kind {
                DeclKind::Var { name, .. } if self.is_shader_record(&decl.modifiers) => found.push(name.span),
                DeclKind::CBuffer { name, .. } if self.is_shader_record(&decl.modifiers) => {
                    let at = name.as_ref().map_or(decl.span, |n| n.span);
                    found.push(at);
                    let msg = "a 'cbuffer' block in the shader record is not supported: declare it as '[[vk::shader_record]] ConstantBuffer<T>'";
                    self.error(E_UNSUPPORTED, at, msg);
                }
                DeclKind::Namespace { members, .. } => self.collect_shader_records(members, found),
                _ => {}
            }
        }
    }
}
