//! Visibility modifiers where they cannot apply: `private` on a
//! declaration that is not a member of a type (one directly in the module
//! or in a namespace).

use crate::ast::{AggregateKind, DeclId, DeclKind, ModifierKind, TypeId, TypeKind as AstType};

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

/// A `public` member of a type that is not itself public (slangc's E30601).
const E_HIGHER_THAN_PARENT: &str = "E30601";

/// A `public` declaration whose signature names a type of lower
/// visibility (slangc's E30604).
const E_LESS_VISIBLE_TYPE: &str = "E30604";

impl Checker<'_> {
    /// `public` declarations (module level, in namespaces, members of
    /// public types) that name a non-public type of this file in their
    /// types (through type aliases, generic arguments, arrays and
    /// pointers), and `public` members of non-public types.
    pub(super) fn check_public_signatures(&mut self) {
        let ast = self.user;
        // The file's named types (module level and in namespaces) by name.
        let mut types: rustc_hash::FxHashMap<&str, DeclId> = rustc_hash::FxHashMap::default();
        let mut work: Vec<DeclId> = self.user.roots.clone();
        while let Some(d) = work.pop() {
            match &ast.decl(d).kind {
                DeclKind::Namespace { members, .. } => work.extend(members.iter().copied()),
                DeclKind::Aggregate { name, .. } | DeclKind::Enum { name, .. } | DeclKind::TypeAlias { name, .. } => {
                    types.insert(name.name.as_str(), d);
                }
                _ => {}
            }
        }
        let public = |d: DeclId| ast.decl(d).modifiers.has(&ModifierKind::Public);
        let mut found: Vec<(&'static str, crate::source::Span, String)> = Vec::new();
        // (declaration, whether its parent type is public or it has none,
        // the generic parameter names in scope)
        let mut work: Vec<(DeclId, bool, Vec<String>)> =
            self.user.roots.iter().map(|&d| (d, true, Vec::new())).collect();
        while let Some((d, parent_public, scope)) = work.pop() {
            let decl = ast.decl(d);
            let mut scope = scope;
            let generics = match &decl.kind {
                DeclKind::Func { sig, .. } => sig.generics.as_ref(),
                DeclKind::Aggregate { generics, .. } | DeclKind::TypeAlias { generics, .. } => generics.as_ref(),
                _ => None,
            };
            if let Some(g) = generics {
                scope.extend(g.params.iter().filter_map(|&p| ast.decl(p).name().map(|n| n.name.clone())));
            }
            let mut tys: Vec<TypeId> = Vec::new();
            match &decl.kind {
                DeclKind::Namespace { members, .. } => {
                    work.extend(members.iter().map(|&m| (m, true, scope.clone())));
                    continue;
                }
                DeclKind::Aggregate { kind, members: Some(members), .. } => {
                    work.extend(members.iter().map(|&m| (m, public(d), scope.clone())));
                    // The synthesized member-wise `__init` of a struct
                    // without one takes its public fields.
                    let explicit_init = members.iter().any(|&m| matches!(ast.decl(m).kind, DeclKind::Init { .. }));
                    if *kind != AggregateKind::Interface && !explicit_init {
                        for &m in members {
                            if let DeclKind::Var { ty: Some(t), .. } = &ast.decl(m).kind {
                                if public(m) {
                                    tys.push(*t);
                                }
                            }
                        }
                    }
                }
                DeclKind::Init { sig, .. } => {
                    for &p in &sig.params {
                        if let DeclKind::Param { ty: Some(t), .. } = &ast.decl(p).kind {
                            tys.push(*t);
                        }
                    }
                }
                DeclKind::Func { sig, ret, .. } => {
                    tys.extend(ret.iter().copied());
                    for &p in &sig.params {
                        if let DeclKind::Param { ty: Some(t), .. } = &ast.decl(p).kind {
                            tys.push(*t);
                        }
                    }
                }
                DeclKind::Var { ty: Some(t), .. } | DeclKind::TypeAlias { ty: t, .. } => tys.push(*t),
                DeclKind::Property { ty, .. } => tys.push(*ty),
                _ => {}
            }
            if !public(d) {
                continue;
            }
            let (name, span) = match (&decl.kind, decl.name()) {
                (DeclKind::Init { .. }, _) => ("init".to_string(), decl.span),
                (_, Some(n)) => (n.name.clone(), n.span),
                _ => continue,
            };
            if !parent_public {
                found.push((
                    E_HIGHER_THAN_PARENT,
                    span,
                    format!("'{name}' cannot have a higher visibility than its parent type."),
                ));
                continue;
            }
            let mut seen = rustc_hash::FxHashSet::default();
            if let Some(hidden) = tys.into_iter().find_map(|t| less_visible(ast, &types, &scope, t, &mut seen)) {
                found.push((E_LESS_VISIBLE_TYPE, span, format!("'{name}' references less visible type '{hidden}'.")));
            }
        }
        found.sort_by_key(|(_, span, _)| span.lo);
        for (code, span, msg) in found {
            self.error(code, span, msg);
        }
    }
}

/// The first non-public type of this file that type `t` names (a type
/// alias by what it names), if any; `scope` holds generic parameter names.
fn less_visible(
    ast: &crate::ast::Ast,
    types: &rustc_hash::FxHashMap<&str, DeclId>,
    scope: &[String],
    t: TypeId,
    seen: &mut rustc_hash::FxHashSet<DeclId>,
) -> Option<String> {
    match &ast.ty(t).kind {
        AstType::Name(n) => {
            if scope.iter().any(|s| s == n) {
                return None;
            }
            let &d = types.get(n.as_str())?;
            if !seen.insert(d) {
                return None;
            }
            match &ast.decl(d).kind {
                DeclKind::TypeAlias { ty, generics: None, .. } => less_visible(ast, types, scope, *ty, seen),
                DeclKind::TypeAlias { .. } => None,
                _ if ast.decl(d).modifiers.has(&ModifierKind::Public) => None,
                _ => Some(n.clone()),
            }
        }
        AstType::Specialize { base, args } => less_visible(ast, types, scope, *base, seen).or_else(|| {
            args.iter().find_map(|a| match a {
                crate::ast::TypeOrExpr::Type(t) => less_visible(ast, types, scope, *t, seen),
                crate::ast::TypeOrExpr::Expr(_) => None,
            })
        }),
        AstType::Array { elem, .. } => less_visible(ast, types, scope, *elem, seen),
        AstType::Pointer(inner) | AstType::Modified { inner, .. } => less_visible(ast, types, scope, *inner, seen),
        _ => None,
    }
}
