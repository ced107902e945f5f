//! Keyword modifiers on declarations they cannot apply to (slangc's
//! E31201, "modifier not allowed"), checked over a source unit's
//! declarations before anything is declared, by the rules slangc applies
//! to each modifier (a parameter-passing mode only on a parameter or a
//! global, an interpolation mode or `uniform` only on a parameter, field or
//! global, `inline` only on a function, `row_major` only on a variable,
//! `override` only on a member function, `groupshared` only on a global or
//! static variable or a parameter, `__exported` only on an `import`).
//! GLSL mode has rules of its own (layout qualifiers, blocks): nothing is
//! checked there.

use rustc_hash::FxHashMap;

use super::Checker;
use crate::ast::{AggregateKind, DeclId, DeclKind, ModifierKind};

pub const E_MODIFIER_NOT_ALLOWED: &str = "E31201";

/// Where a declaration sits, as the rules tell places apart.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Place {
    /// A variable at module or namespace scope.
    Global,
    /// A field of a struct or class, or a member of a `cbuffer`.
    Field,
    /// A variable inside an interface or an extension.
    OtherMember,
    /// A variable declared by a statement.
    Local,
    Param,
    /// A function, `__init` or accessor.
    Callable,
    /// A function declared in a struct, interface or extension.
    MemberCallable,
    Import,
    /// Anything else (types, namespaces, properties): not checked.
    Other,
}

impl Place {
    fn is_var(self) -> bool {
        matches!(self, Place::Global | Place::Field | Place::OtherMember | Place::Local | Place::Param)
    }
    fn is_callable(self) -> bool {
        matches!(self, Place::Callable | Place::MemberCallable)
    }
}

/// Whether slangc allows the modifier at the place; `is_static` for a
/// variable declared `static`.
fn allowed(kind: &ModifierKind, place: Place, is_static: bool) -> bool {
    use ModifierKind as M;
    match kind {
        M::In | M::Out | M::InOut | M::Ref | M::ConstRef | M::Layout(_) => {
            matches!(place, Place::Global | Place::Param)
        }
        M::GloballyCoherent => matches!(place, Place::Global | Place::Field),
        M::Volatile => place == Place::Global,
        M::NoInterpolation
        | M::NoPerspective
        | M::Linear
        | M::Sample
        | M::Centroid
        | M::PerVertex
        | M::Uniform
        | M::DynamicUniform => matches!(place, Place::Global | Place::Field | Place::Param),
        M::Inline | M::Prefix | M::Postfix => place.is_callable(),
        M::Exported => place == Place::Import,
        M::RowMajor | M::ColumnMajor | M::Shared => place.is_var(),
        M::Groupshared => place == Place::Global || place == Place::Param || place.is_var() && is_static,
        M::Override => place == Place::MemberCallable,
        M::Const | M::Static | M::Precise => place.is_var() || place.is_callable(),
        _ => true,
    }
}

impl Checker<'_> {
    /// Reports every keyword modifier of the current unit placed where
    /// slangc does not allow it, at the modifier.
    pub(super) fn check_modifier_placement(&mut self) {
        let ast = self.user;
        if ast.glsl {
            return;
        }
        let mut places: FxHashMap<DeclId, Place> = FxHashMap::default();
        let mut stack: Vec<(DeclId, Place)> = ast.roots.iter().map(|&d| (d, Place::Global)).collect();
        while let Some((d, container_place)) = stack.pop() {
            let decl = ast.decl(d);
            let place = match &decl.kind {
                DeclKind::Var { .. } => container_place,
                DeclKind::Func { .. } if container_place == Place::Field || container_place == Place::OtherMember => {
                    Place::MemberCallable
                }
                DeclKind::Func { .. } | DeclKind::Init { .. } | DeclKind::Accessor { .. } => Place::Callable,
                DeclKind::Import(_) => Place::Import,
                _ => Place::Other,
            };
            places.insert(d, place);
            // What the members of this declaration are, when they are variables.
            match &decl.kind {
                DeclKind::Namespace { members, .. } => stack.extend(members.iter().map(|&m| (m, Place::Global))),
                DeclKind::Aggregate { kind, members: Some(members), .. } => {
                    let inner = if *kind == AggregateKind::Interface { Place::OtherMember } else { Place::Field };
                    stack.extend(members.iter().map(|&m| (m, inner)));
                }
                DeclKind::Extension { members, .. } => stack.extend(members.iter().map(|&m| (m, Place::OtherMember))),
                DeclKind::CBuffer { members, .. } => stack.extend(members.iter().map(|&m| (m, Place::Field))),
                _ => {}
            }
        }
        let mut misplaced = Vec::new();
        for (index, decl) in ast.decls.iter().enumerate() {
            let place = match &decl.kind {
                DeclKind::Param { .. } => Place::Param,
                // Variables no declaration holds are declared by statements.
                DeclKind::Var { .. } => places.get(&DeclId(index as u32)).copied().unwrap_or(Place::Local),
                DeclKind::Func { .. } | DeclKind::Init { .. } | DeclKind::Accessor { .. } => {
                    places.get(&DeclId(index as u32)).copied().unwrap_or(Place::Callable)
                }
                DeclKind::Import(_) => Place::Import,
                _ => continue,
            };
            let is_static = decl.modifiers.has(&ModifierKind::Static);
            // slangc reads `volatile` as part of the type, and points there.
            let ty = match &decl.kind {
                DeclKind::Var { ty, .. } | DeclKind::Param { ty, .. } => *ty,
                DeclKind::Func { ret, .. } => *ret,
                _ => None,
            };
            for m in &decl.modifiers.keywords {
                if !allowed(&m.kind, place, is_static) {
                    let at = match (&m.kind, ty) {
                        (ModifierKind::Volatile, Some(t)) => ast.ty(t).span,
                        _ => m.span,
                    };
                    misplaced.push((at, m.kind.text().to_string()));
                }
            }
        }
        for (span, word) in misplaced {
            self.error(E_MODIFIER_NOT_ALLOWED, span, format!("modifier '{word}' is not allowed here"));
        }
    }
}
