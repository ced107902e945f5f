//! `override` on a struct's methods, checked against the interfaces it
//! conforms to (as Slang does): a method replacing an interface method's
//! default body must say `override` (E30853), and a method marked
//! `override` must match a method of one of those interfaces (E30854).

use super::Checker;
use crate::ast::{DeclId, DeclKind, FuncName, ModifierKind};

pub const E_MISSING_OVERRIDE: &str = "E30853";
pub const E_OVERRIDES_NOTHING: &str = "E30854";

impl Checker<'_> {
    /// Checks the `override`s of struct `s`, declared by `d` (current unit).
    pub fn check_overrides(&mut self, d: DeclId, s: usize) {
        let DeclKind::Aggregate { members: Some(members), .. } = &self.user.decl(d).kind else { return };
        let members = members.clone();
        // Every method the struct's interfaces declare: name, whether it
        // has a default body, and its parameter count.
        let mut iface_methods: Vec<(String, bool, usize)> = Vec::new();
        for r in self.with_inherited(self.structs[s].conform_refs.clone()) {
            let Some(info) = self.interfaces.get(&r.name) else { continue };
            let (src, decl) = (info.src, info.decl);
            let DeclKind::Aggregate { members: Some(im), .. } = &self.units[src].ast.decl(decl).kind else { continue };
            for &m in im {
                if let DeclKind::Func { name: FuncName::Ident(n), body, sig, .. } = &self.units[src].ast.decl(m).kind {
                    iface_methods.push((n.name.clone(), body.is_some(), sig.params.len()));
                }
            }
        }
        let base_methods: Vec<String> = match self.structs[s].base {
            Some(b) => self.structs[b].methods.keys().cloned().collect(),
            None => Vec::new(),
        };
        for m in members {
            let md = self.user.decl(m);
            let DeclKind::Func { name: FuncName::Ident(n), sig, .. } = &md.kind else { continue };
            let (name, span, arity) = (n.name.clone(), n.span, sig.params.len());
            let marked = md.modifiers.has(&ModifierKind::Override);
            let overrides_default = iface_methods.iter().any(|(i, has_body, _)| *i == name && *has_body);
            // An interface method of that name taking as many parameters
            // (types are compared where the witness is built).
            let matches =
                iface_methods.iter().any(|(i, _, k)| *i == name && *k == arity) || base_methods.contains(&name);
            if overrides_default && !marked {
                let msg =
                    format!("'{name}' replaces the default implementation an interface gives: mark it 'override'");
                self.error(E_MISSING_OVERRIDE, span, msg);
            } else if marked && !matches {
                let msg =
                    format!("'{name}' is marked 'override' but overrides no method of the interfaces it implements");
                self.error(E_OVERRIDES_NOTHING, span, msg);
            }
        }
    }
}
