//! The spelling of `register(...)` semantics on global parameters and
//! constant buffers: a register class followed by its index (`t0`), and an
//! optional `spaceN`. slangc reports the malformed ones whatever the target
//! (E39008, E39009, E39010), before any binding is assigned.

use crate::ast::{DeclId, DeclKind, Ident, Semantic, SemanticKind};

use super::Checker;

/// `register(t)`: a register class without its index.
const E_EXPECTED_REGISTER_INDEX: &str = "E39008";
/// `register(t0, s1)`: the second part is not `spaceN`.
const E_EXPECTED_SPACE: &str = "E39009";
/// `register(t0, space)`: `space` without its index.
const E_EXPECTED_SPACE_INDEX: &str = "E39010";

/// Splits `t12` into the class `t` and the index digits `12` (the trailing
/// decimal digits; either part may be empty).
fn split_name_and_index(name: &str) -> (&str, &str) {
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    name.split_at(name.len() - digits)
}

impl Checker<'_> {
    /// Diagnoses the malformed `register(...)` semantics of the current
    /// unit's global variables and constant buffers (namespaces included).
    pub(super) fn check_register_syntax(&mut self) {
        let roots = self.user.roots.clone();
        self.check_register_syntax_in(&roots);
    }

    fn check_register_syntax_in(&mut self, decls: &[DeclId]) {
        let ast = self.user;
        for &d in decls {
            match &ast.decl(d).kind {
                DeclKind::Var { semantics, .. } => self.check_register_semantics(semantics),
                DeclKind::CBuffer { semantics, members, .. } => {
                    self.check_register_semantics(semantics);
                    self.check_register_syntax_in(members);
                }
                DeclKind::Namespace { members, .. } => self.check_register_syntax_in(members),
                _ => {}
            }
        }
    }

    fn check_register_semantics(&mut self, semantics: &[Semantic]) {
        for s in semantics {
            if let SemanticKind::Register { slot, space } = &s.kind {
                self.check_register_spelling(slot, space.as_ref());
            }
        }
    }

    fn check_register_spelling(&mut self, slot: &Ident, space: Option<&Ident>) {
        let (class, index) = split_name_and_index(&slot.name);
        if index.is_empty() {
            let msg = format!("expected a register index after '{class}'");
            self.error(E_EXPECTED_REGISTER_INDEX, slot.span, msg);
        }
        let Some(space) = space else { return };
        let (spelling, index) = split_name_and_index(&space.name);
        if spelling != "space" {
            let msg = format!("expected 'space', got '{spelling}'");
            self.error(E_EXPECTED_SPACE, space.span, msg);
        } else if index.is_empty() {
            self.error(E_EXPECTED_SPACE_INDEX, space.span, "expected a register space index after 'space'");
        }
    }
}
