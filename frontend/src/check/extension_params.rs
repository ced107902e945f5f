//! Generic parameters of an `extension` that its target type does not
//! mention: slangc cannot solve for them when it applies the extension.
//! Unmentioned anywhere (target or constraints) is an error; mentioned
//! only by a constraint is a warning that the extension is non-standard.
//!
//! A parameter counts as mentioned when its name occurs as a word in the
//! source text of the target type (or a constraint): this errs towards
//! "mentioned", so a valid extension is never rejected.

use crate::ast::{Constraint, DeclKind, TypeId};
use crate::source::Span;

use super::Checker;

/// A generic parameter the target type and the constraints never mention
/// (slangc's E30855).
const E_UNREFERENCED_PARAM: &str = "E30855";
/// A generic parameter only the constraints mention (slangc's warning
/// E30856).
const W_PARAM_NOT_IN_TARGET: &str = "E30856";

/// Whether `text` contains `word` as a whole identifier.
fn mentions(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == word)
}

impl Checker<'_> {
    /// Checks every generic `extension` of the current unit.
    pub(super) fn check_extension_params(&mut self) {
        let ast = self.user;
        for decl in &ast.decls {
            let DeclKind::Extension { generics: Some(generics), target, where_clauses, .. } = &decl.kind else {
                continue;
            };
            let target_text = self.sources.text(ast.ty(*target).span);
            // An extension of a bare generic parameter (`extension<T, U :
            // IBuf<T>> U`) reaches the others through its constraint, which
            // slangc accepts silently.
            let bare_param =
                generics.params.iter().any(|&p| ast.decl(p).name().is_some_and(|n| n.name == target_text.trim()));
            if target_text.is_empty() || bare_param {
                continue;
            }
            // The right sides of the constraints, on the parameters and in
            // `where` clauses.
            let mut constraint_types: Vec<TypeId> = Vec::new();
            for &p in &generics.params {
                match &ast.decl(p).kind {
                    DeclKind::GenericTypeParam { constraint: Some(c), .. } => constraint_types.push(*c),
                    DeclKind::GenericValueParam { .. } | DeclKind::GenericTypeParam { .. } => {}
                    _ => {}
                }
            }
            for w in where_clauses {
                match &w.constraint {
                    Constraint::Conforms(ts) => constraint_types.extend(ts.iter().copied()),
                    Constraint::Equals(t) => constraint_types.push(*t),
                    Constraint::Coercible { from, .. } | Constraint::CountIs { pack: from, .. } => {
                        constraint_types.push(*from)
                    }
                }
            }
            let constraint_texts: Vec<&str> =
                constraint_types.iter().map(|&t| self.sources.text(ast.ty(t).span)).collect();
            let mut found: Vec<(Span, String, bool)> = Vec::new();
            for &p in &generics.params {
                let Some(name) = ast.decl(p).name() else { continue };
                if mentions(target_text, &name.name) {
                    continue;
                }
                let in_constraint = constraint_texts.iter().any(|t| mentions(t, &name.name));
                found.push((name.span, name.name.clone(), in_constraint));
            }
            for (span, name, in_constraint) in found {
                if in_constraint {
                    let msg = format!("the extension is non-standard and may not work as intended because the generic parameter '{name}' is not referenced by extension target type '{target_text}'");
                    self.warn(W_PARAM_NOT_IN_TARGET, span, msg);
                } else {
                    let msg = format!(
                        "generic parameter '{name}' is not referenced by extension target type '{target_text}'"
                    );
                    self.error(E_UNREFERENCED_PARAM, span, msg);
                }
            }
        }
    }
}
