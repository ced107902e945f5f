//! Visibility modifiers where they cannot apply: `private` on a
//! declaration that is not a member of a type (one directly in the module
//! or in a namespace).

use crate::ast::{DeclId, DeclKind, ModifierKind};

use super::Checker;

/// `private` on a global declaration (slangc's E30603).
const E_PRIVATE_GLOBAL: &str = "E30603";

impl Checker<'_> {
    /// Checks the current unit's global declarations (module level and in
    /// namespaces) for `private`.
    pub(super) fn check_global_private(&mut self) {
        // A stack, reversed so that diagnostics come in source order.
        let mut work: Vec<DeclId> = self.user.roots.iter().rev().copied().collect();
        while let Some(d) = work.pop() {
            let ast = self.user;
            let decl = ast.decl(d);
            if let DeclKind::Namespace { members, .. } = &decl.kind {
                work.extend(members.iter().rev().copied());
            }
            let Some(m) = decl.modifiers.keywords.iter().find(|m| m.kind == ModifierKind::Private) else {
                continue;
            };
            let name = decl.name().map(|n| n.name.clone()).unwrap_or_default();
            let msg = format!("'{name}' cannot have private visibility because it is not a member of a type.");
            self.error(E_PRIVATE_GLOBAL, m.span, msg);
        }
    }
}
