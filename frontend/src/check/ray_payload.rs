//! The fields of a `[raypayload]` struct (D3D12's payload access
//! qualifiers): each field says which stages read or write it
//! (`float4 c : read(caller) : write(closesthit, miss);`). A field with
//! neither qualifier is E40000; a stage name other than the four that
//! access a payload is E40001.

use super::Checker;
use crate::ast::{AggregateKind, DeclKind, ModifierKind, SemanticKind};

const E_MISSING_ACCESS_QUALIFIERS: &str = "E40000";
const E_INVALID_PAYLOAD_STAGE: &str = "E40001";
const PAYLOAD_STAGES: &[&str] = &["anyhit", "closesthit", "miss", "caller"];

impl Checker<'_> {
    pub(super) fn check_ray_payload_fields(&mut self) {
        let ast = self.user;
        for d in &ast.decls {
            let DeclKind::Aggregate { kind: AggregateKind::Struct, members: Some(members), .. } = &d.kind else {
                continue;
            };
            if !d.modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("raypayload")) {
                continue;
            }
            for &m in members {
                let field = ast.decl(m);
                let DeclKind::Var { name, semantics, .. } = &field.kind else { continue };
                if field.modifiers.has(&ModifierKind::Static) {
                    continue;
                }
                let mut qualified = false;
                for s in semantics {
                    let SemanticKind::PayloadAccess { stages, .. } = &s.kind else { continue };
                    qualified = true;
                    for st in stages.iter().filter(|st| !PAYLOAD_STAGES.contains(&st.name.as_str())) {
                        let msg = format!(
                            "invalid stage name '{}' in ray payload access qualifier; valid stages are 'anyhit', 'closesthit', 'miss', and 'caller'",
                            st.name
                        );
                        self.error(E_INVALID_PAYLOAD_STAGE, st.span, msg);
                    }
                }
                if !qualified {
                    let msg = format!(
                        "ray payload field missing access qualifiers: field '{}' in ray payload struct must have either 'read' OR 'write' access qualifiers",
                        name.name
                    );
                    self.error(E_MISSING_ACCESS_QUALIFIERS, name.span, msg);
                }
            }
        }
    }
}
