//! The parameter lists of property and subscript accessors (slangc's
//! rules): only `set` takes a parameter, at most one, the new value; a
//! parameter without a type is allowed only there (it takes the
//! property's type), and a typed one must name exactly that type.
//!
//! | code | meaning |
//! |------|---------|
//! | `E31112` | a `get` (or `ref`) accessor with parameters |
//! | `E31108` | a `set` accessor with more than one parameter |
//! | `E31109` | a `set` parameter whose type is not the property's |
//! | `E30621` | a parameter without a type that cannot take one from its accessor |

use nsl_ir::Type;

use super::{Checker, Unit};
use crate::ast::{AccessorKind, DeclId, DeclKind};
use crate::source::Span;

impl Checker<'_> {
    /// Checks accessor `a` (a user declaration) of a property or
    /// subscript whose value type is `ty`.
    pub(super) fn check_accessor_params(&mut self, a: DeclId, ty: Type) {
        let decl = self.user.decl(a);
        let DeclKind::Accessor { kind, params, .. } = &decl.kind else { return };
        let (kind, params) = (*kind, params.clone());
        if params.is_empty() {
            return;
        }
        // The accessor's keyword: the declaration's start when it has no
        // modifiers.
        let word = match kind {
            AccessorKind::Get => "get",
            AccessorKind::Set => "set",
            AccessorKind::Ref => "ref",
        };
        let span = decl.span;
        let span = if decl.modifiers.attributes.is_empty() && decl.modifiers.keywords.is_empty() {
            Span::new(span.file, span.lo, span.lo + word.len() as u32)
        } else {
            span
        };
        // Parameters beyond the one `set` takes.
        let allowed = match kind {
            AccessorKind::Set => 1,
            AccessorKind::Get | AccessorKind::Ref => 0,
        };
        if params.len() > allowed {
            let (code, msg) = match kind {
                AccessorKind::Set => ("E31108", "a 'set' accessor may not have more than one parameter".to_string()),
                _ => (
                    "E31112",
                    format!("accessors other than 'set' must not have parameters ('{word}' has {})", params.len()),
                ),
            };
            let at = if kind == AccessorKind::Set { self.user.decl(params[1]).span } else { span };
            self.error(code, at, msg);
        }
        for (i, &p) in params.iter().enumerate() {
            let pd = self.user.decl(p);
            let DeclKind::Param { name, ty: pty, default, .. } = &pd.kind else { continue };
            let pspan = name.as_ref().map_or(pd.span, |n| n.span);
            let pname = name.as_ref().map_or(String::new(), |n| n.name.clone());
            match pty {
                None if i >= allowed && default.is_none() => {
                    let msg = format!(
                        "parameter '{pname}' has no type: a parameter without an initial-value expression must be \
                         given an explicit type"
                    );
                    self.error("E30621", pspan, msg);
                }
                Some(t) if i < allowed => {
                    let t = *t;
                    let mark = self.diags.list.len();
                    let got = self.resolve_type(Unit::User, t);
                    self.diags.list.truncate(mark);
                    if let Ok(got) = got {
                        if got != ty {
                            let msg = format!(
                                "'set' parameter '{pname}' has type '{}' which does not match the expected type '{}'",
                                self.show(got),
                                self.show(ty)
                            );
                            self.error("E31109", pspan, msg);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}
