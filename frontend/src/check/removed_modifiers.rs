//! Modifiers that a language version removed (`volatile`, replaced by
//! `Atomic<T>`): a warning in Slang 2025, an error from Slang 2026 on
//! (`-std` or `#language` selects the version). GLSL mode keeps GLSL's
//! `volatile`.

use crate::ast::{DeclKind, ModifierKind};

use super::Checker;

/// A modifier Slang 2026 removed from the language (slangc's E31230).
const E_REMOVED_MODIFIER: &str = "E31230";
/// A modifier Slang 2025 deprecates (slangc's E31231).
const W_DEPRECATED_MODIFIER: &str = "E31231";

impl Checker<'_> {
    /// Diagnoses `volatile` on the current unit's variables, fields and
    /// parameters, at the declared type as slangc does.
    pub(super) fn check_removed_modifiers(&mut self) {
        let ast = self.user;
        if ast.glsl {
            return;
        }
        let removed = self.language_at_least_2026();
        let deprecated = ast.language.as_deref() == Some("2025");
        if !removed && !deprecated {
            return;
        }
        for decl in &ast.decls {
            let ty = match &decl.kind {
                DeclKind::Var { ty, .. } | DeclKind::Param { ty, .. } => *ty,
                _ => continue,
            };
            let Some(m) = decl.modifiers.keywords.iter().find(|m| m.kind == ModifierKind::Volatile) else {
                continue;
            };
            let at = ty.map_or(m.span, |t| ast.ty(t).span);
            if removed {
                let msg = "modifier 'volatile' has been removed from the language. Suggested replacement: Atomic<T>";
                self.error(E_REMOVED_MODIFIER, at, msg);
            } else {
                let msg = "modifier 'volatile' has been deprecated: to be removed in Slang 2026. Suggested replacement: Atomic<T>";
                self.warn(W_DEPRECATED_MODIFIER, at, msg);
            }
        }
    }
}
