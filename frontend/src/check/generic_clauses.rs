//! Checks of generic parameter lists and `where` clauses that need only
//! the syntax: a parameter's constraint naming a later parameter (E30117),
//! a `where` clause making a builtin type conform to an interface, rather
//! than a generic parameter (E30402), an equality constraint whose right side is an
//! interface (E30404), an extension's generic parameter that neither the
//! target type nor a constraint mentions (E30855) or that has a default
//! value (E20104), a constraint naming a struct rather than an interface
//! (E30401).

use super::Checker;
use crate::ast::{AggregateKind, Ast, Constraint, DeclKind, ExprKind, TypeId, TypeKind as AstType, TypeOrExpr};

/// A generic parameter's constraint names a parameter declared after it.
const E_FORWARD_REFERENCE: &str = "E30117";
/// A `where` clause's left side is no generic parameter.
const E_CONSTRAINT_SUBJECT: &str = "E30402";
/// `where T.A == X` with an interface `X`.
const E_EQUALITY_RHS: &str = "E30404";
/// A constraint (`T : Foo`, `where T : Foo`) naming a struct or class.
const E_INVALID_CONSTRAINT: &str = "E30401";
/// A default value on an extension's generic parameter, which is always
/// inferred from the target type.
const E_EXTENSION_PARAM_DEFAULT: &str = "E20104";

/// The names a type expression mentions (its own, its generic arguments').
fn names_in(ast: &Ast, t: TypeId, out: &mut Vec<String>) {
    match &ast.ty(t).kind {
        AstType::Name(n) => out.push(n.clone()),
        AstType::Specialize { base, args } => {
            names_in(ast, *base, out);
            for a in args {
                match a {
                    TypeOrExpr::Type(t) => names_in(ast, *t, out),
                    TypeOrExpr::Expr(e) => {
                        if let ExprKind::Name(n) = &ast.expr(*e).kind {
                            out.push(n.clone());
                        }
                    }
                }
            }
        }
        AstType::Conjunction(parts) => parts.iter().for_each(|&p| names_in(ast, p, out)),
        AstType::Array { elem, .. } => names_in(ast, *elem, out),
        _ => {}
    }
}

/// Whether `name` is a builtin scalar, vector or matrix type (`int`,
/// `float3`, `half2x2`).
fn is_builtin_value_type(name: &str) -> bool {
    const SCALARS: &[&str] = &[
        "bool",
        "int",
        "uint",
        "float",
        "double",
        "half",
        "int8_t",
        "int16_t",
        "int32_t",
        "int64_t",
        "uint8_t",
        "uint16_t",
        "uint32_t",
        "uint64_t",
        "float16_t",
        "float32_t",
        "float64_t",
    ];
    let base = name.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    SCALARS.contains(&name) || SCALARS.contains(&base)
}

impl Checker<'_> {
    pub(super) fn check_generic_clauses(&mut self) {
        let ast = self.user;
        let interfaces: Vec<&str> = ast
            .decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Aggregate { kind: AggregateKind::Interface, name, .. } => Some(name.name.as_str()),
                _ => None,
            })
            .collect();
        // Structs and classes, which no type conforms to.
        let concrete: Vec<&str> = ast
            .decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Aggregate { kind: AggregateKind::Struct | AggregateKind::Class, name, .. } => {
                    Some(name.name.as_str())
                }
                _ => None,
            })
            .filter(|n| !interfaces.contains(n))
            .collect();
        for d in &ast.decls {
            let (generics, wheres) = match &d.kind {
                DeclKind::Func { sig, .. } => (sig.generics.as_ref(), &sig.where_clauses),
                DeclKind::Aggregate { generics, where_clauses, .. } => (generics.as_ref(), where_clauses),
                DeclKind::Extension { generics, where_clauses, .. } => (generics.as_ref(), where_clauses),
                _ => continue,
            };
            let params: Vec<&str> = generics
                .map(|g| g.params.iter().filter_map(|&p| ast.decl(p).name().map(|n| n.name.as_str())).collect())
                .unwrap_or_default();
            for (i, &p) in generics.map(|g| g.params.as_slice()).unwrap_or_default().iter().enumerate() {
                let DeclKind::GenericTypeParam { name, constraint: Some(c), .. } = &ast.decl(p).kind else { continue };
                self.check_constraint_is_interface(ast, *c, &concrete, &params);
                let mut named = Vec::new();
                names_in(ast, *c, &mut named);
                for later in params.iter().skip(i + 1).filter(|l| named.iter().any(|n| n == *l)) {
                    let msg = format!(
                        "generic constraint for parameter '{}' references parameter '{later}' before it is declared",
                        name.name
                    );
                    self.error(E_FORWARD_REFERENCE, ast.ty(*c).span, msg);
                }
            }
            for w in wheres {
                // `where int(A)` (int from A) and `where int == T.A` are
                // fine: a conformance needs a generic subject.
                let conforms = matches!(w.constraint, Constraint::Conforms(_));
                if let Constraint::Conforms(ts) = &w.constraint {
                    for &t in ts {
                        self.check_constraint_is_interface(ast, t, &concrete, &params);
                    }
                }
                if let AstType::Name(n) = &ast.ty(w.subject).kind {
                    if conforms && is_builtin_value_type(n) && !params.contains(&n.as_str()) {
                        let msg = format!("type '{n}' is not a valid left hand side of a type constraint");
                        self.error(E_CONSTRAINT_SUBJECT, ast.ty(w.subject).span, msg);
                    }
                }
                if let Constraint::Equals(t) = w.constraint {
                    let base = match &ast.ty(t).kind {
                        AstType::Specialize { base, .. } => *base,
                        _ => t,
                    };
                    if let AstType::Name(n) = &ast.ty(base).kind {
                        if interfaces.contains(&n.as_str()) && !params.contains(&n.as_str()) {
                            let msg = format!(
                                "type '{}' is not a proper type to use in a generic equality constraint",
                                self.sources.text(ast.ty(t).span)
                            );
                            self.error(E_EQUALITY_RHS, ast.ty(t).span, msg);
                        }
                    }
                }
            }
        }
        self.check_extension_param_defaults();
    }

    /// A conformance constraint names an interface (or a conjunction of
    /// them): a struct or class declared in this program cannot be one.
    fn check_constraint_is_interface(&mut self, ast: &Ast, c: TypeId, concrete: &[&str], params: &[&str]) {
        let parts = match &ast.ty(c).kind {
            AstType::Conjunction(parts) => parts.clone(),
            _ => vec![c],
        };
        for t in parts {
            let base = match &ast.ty(t).kind {
                AstType::Specialize { base, .. } => *base,
                _ => t,
            };
            let AstType::Name(n) = &ast.ty(base).kind else { continue };
            if concrete.contains(&n.as_str()) && !params.contains(&n.as_str()) {
                let msg = format!("type '{n}' cannot be used as a constraint: it is not an interface");
                self.error(E_INVALID_CONSTRAINT, ast.ty(t).span, msg);
            }
        }
    }

    /// No generic parameter of an extension has a default value (it is
    /// inferred from the target; whether the target mentions it is
    /// `extension_params.rs`'s check).
    fn check_extension_param_defaults(&mut self) {
        let ast = self.user;
        for d in &ast.decls {
            let g = match &d.kind {
                DeclKind::Extension { generics: Some(g), .. } => g,
                // `__func_extension<...> fwd_diff(f)(...)` (and `bwd_diff`,
                // `__apply`): its parameters are inferred from `f`.
                DeclKind::Func { name: crate::ast::FuncName::Ident(n), sig, .. }
                    if n.name.starts_with("__func_extension_") =>
                {
                    let Some(g) = &sig.generics else { continue };
                    g
                }
                _ => continue,
            };
            for &p in &g.params {
                let default = match &ast.decl(p).kind {
                    DeclKind::GenericTypeParam { default: Some(t), .. } => Some(ast.ty(*t).span),
                    DeclKind::GenericValueParam { default: Some(e), .. } => Some(ast.expr(*e).span),
                    _ => None,
                };
                if let (Some(span), Some(name)) = (default, ast.decl(p).name()) {
                    let msg = format!(
                        "an extension's generic parameter '{}' is inferred from its target, so it cannot have a \
                         default value",
                        name.name
                    );
                    self.error(E_EXTENSION_PARAM_DEFAULT, span, msg);
                }
            }
        }
    }
}
