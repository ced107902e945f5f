//! Bracketed attribute lists written after `struct`/`class`
//! (`struct [attr] S`): the attributes still apply to the struct, but the
//! placement is deprecated in Slang 2025 (a warning) and removed from
//! Slang 2026 on (an error); earlier versions accept it silently.

use super::Checker;

/// The placement Slang 2026 removed (slangc's E31205).
const E_ATTR_LIST_PLACEMENT: &str = "E31205";
/// The placement Slang 2025 deprecates (slangc's E31204).
const W_ATTR_LIST_PLACEMENT: &str = "E31204";

impl Checker<'_> {
    /// Diagnoses each `struct [attr] S` of the current unit at its `[`.
    pub(super) fn check_attribute_list_placement(&mut self) {
        let ast = self.user;
        let removed = self.language_at_least_2026();
        let deprecated = ast.language.as_deref() == Some("2025");
        for &at in &ast.late_attribute_lists {
            if removed {
                let msg =
                    "invalid bracketed attribute list placement: bracketed attributes must be placed before 'struct'";
                self.error(E_ATTR_LIST_PLACEMENT, at, msg);
            } else if deprecated {
                let msg = "deprecated bracketed attribute list placement: bracketed attributes should be placed before 'struct'";
                self.warn(W_ATTR_LIST_PLACEMENT, at, msg);
            }
        }
    }
}
