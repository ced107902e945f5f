//! Constant buffers in a ray-tracing shader record: `[[vk::shader_record]]`
//! (or `[shader_record]`) and GLSL's `layout(shaderRecordNV)` /
//! `layout(shaderRecordEXT)` mark one. A program has at most one (slangc's
//! E39020). `[[vk::push_constant]]` puts one in push constants. A `cbuffer`
//! block so marked has its members marked (globals.rs); `spirv-resources`
//! makes them one block in that space.

use crate::ast::{DeclId, DeclKind, ExprKind, Modifiers};

use super::Checker;

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

    /// Whether these modifiers put a constant buffer in push constants
    /// (`[[vk::push_constant]]`; GLSL's `layout(push_constant)` reads as it).
    pub(super) fn is_push_constant(&self, m: &Modifiers) -> bool {
        m.attributes
            .iter()
            .any(|a| matches!(a.name.as_str(), "vk::push_constant" | "vk_push_constant" | "push_constant"))
    }

    /// Counts the current unit's shader-record buffers (E39020 past one).
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
                    found.push(name.as_ref().map_or(decl.span, |n| n.span));
                }
                DeclKind::Namespace { members, .. } => self.collect_shader_records(members, found),
                _ => {}
            }
        }
    }
}
