//! Declarations in a function body other than variables: `typedef` and
//! `typealias` (the alias is visible to the rest of its block, through the
//! innermost `type_scope` that each block pushes) and `using namespace`
//! (nothing to do: namespace members share the global scope, as they do
//! for a `using` at file scope).

use super::{Checker, Unit};
use crate::ast::{DeclId, DeclKind};

impl Checker<'_> {
    /// Lowers local declaration `d` if it is one of these kinds; false if
    /// it is not.
    pub fn lower_local_type(&mut self, d: DeclId) -> bool {
        let decl = self.user.decl(d);
        match &decl.kind {
            DeclKind::TypeAlias { name, generics: None, ty } => {
                // On an error the alias stays undefined: uses report it.
                if let Ok(t) = self.resolve_type(Unit::User, *ty) {
                    if let Some(scope) = self.type_scope.last_mut() {
                        scope.insert(name.name.clone(), t);
                    }
                }
                true
            }
            DeclKind::Using { .. } => true,
            _ => false,
        }
    }
}
