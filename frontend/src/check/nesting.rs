//! Which declarations may appear where, checked over a source unit's
//! declarations before anything is declared, as slangc's nesting
//! validation does:
//! - `E30102`: a declaration of a kind its container cannot hold (`__init`
//!   or `associatedtype` at module scope; an interface, extension or
//!   namespace inside a struct; a struct, enum, interface, extension or
//!   namespace inside an interface; an interface, extension or namespace
//!   inside an extension);
//! - `E31400`: a non-static field in an interface or an extension
//!   (`extern` fields of an extension name the extended type's);
//! - `E30303`: an interface's value requirement that is not `static const`;
//! - `E30623`: an interface's value requirement with an initializer;
//! - `E30851`: a parameterless `__init` in an extension;
//! - `E31202`: two visibility modifiers on one declaration;
//! - `E30624`: a generic value parameter of a floating-point type;
//! - `E30317`: an interface's `__init` with a body (only methods and
//!   accessors have default implementations);
//! - `E30318`: an interface's property or subscript whose accessors are
//!   partly implemented (all of them or none);
//! - `E30312`: an `override` interface requirement;
//! - `E31143`: an `extern` variable in an extension that is no
//!   `[DerivativeMember]` declaration (nothing for it to name);
//! - `E31223`: an `extern` or `export` variable that is `static` or
//!   `const` but not both.

use super::Checker;
use crate::ast::{AggregateKind, Decl, DeclId, DeclKind, ModifierKind, TypeKind as AstType, VarStyle};
use crate::source::Span;

pub const E_DECL_NOT_ALLOWED: &str = "E30102";
pub const E_FIELD_NOT_ALLOWED: &str = "E31400";
pub const E_VALUE_REQUIREMENT_NOT_STATIC_CONST: &str = "E30303";
pub const E_REQUIREMENT_WITH_INITIALIZER: &str = "E30623";
pub const E_DEFAULT_INIT_IN_EXTENSION: &str = "E30851";
pub const E_DUPLICATE_MODIFIER: &str = "E31202";
pub const E_NO_EXTERN_ORIGINAL: &str = "E31143";
pub const E_LINK_TIME_NOT_STATIC_CONST: &str = "E31223";
pub const E_FLOAT_GENERIC_VALUE: &str = "E30624";
pub const E_REQUIREMENT_HAS_BODY: &str = "E30317";
pub const E_PARTIAL_DEFAULT_ACCESSORS: &str = "E30318";
pub const E_REQUIREMENT_OVERRIDES: &str = "E30312";

fn visibility_word(kind: &ModifierKind) -> &'static str {
    match kind {
        ModifierKind::Public => "public",
        ModifierKind::Internal => "internal",
        _ => "private",
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Container {
    Module,
    Struct,
    Interface,
    Extension,
}

impl Checker<'_> {
    /// Checks the nesting of the current source unit's declarations.
    pub(super) fn check_nesting(&mut self) {
        for d in self.user.roots.clone() {
            self.check_nested(d, Container::Module);
        }
    }

    fn check_nested(&mut self, d: DeclId, within: Container) {
        let ast = self.user;
        let decl = ast.decl(d);
        // Where slangc points: the declaration's name when it has one.
        let at = decl.name().map_or(decl.span, |n| n.span);
        let what = match &decl.kind {
            DeclKind::Init { .. } => "__init",
            DeclKind::AssociatedType { .. } => "associatedtype",
            DeclKind::Aggregate { kind: AggregateKind::Interface, .. } => "interface",
            DeclKind::Aggregate { .. } => "struct",
            DeclKind::Enum { .. } => "enum",
            DeclKind::Extension { .. } => "extension",
            DeclKind::Namespace { .. } => "namespace",
            _ => "",
        };
        let allowed = !matches!(
            (within, what),
            (Container::Module, "__init" | "associatedtype")
                | (Container::Struct, "interface" | "extension" | "namespace")
                | (Container::Interface, "struct" | "enum" | "interface" | "extension" | "namespace")
                | (Container::Extension, "interface" | "extension" | "namespace")
        );
        if !allowed {
            self.error(E_DECL_NOT_ALLOWED, at, format!("declaration not allowed here: {what} is not allowed here"));
            return;
        }
        // Two visibility modifiers (`public internal`).
        let mut visibility = decl
            .modifiers
            .keywords
            .iter()
            .filter(|m| matches!(m.kind, ModifierKind::Public | ModifierKind::Internal | ModifierKind::Private));
        if let (Some(first), Some(second)) = (visibility.next(), visibility.next()) {
            let msg = format!(
                "duplicate modifier: modifier '{}' is redundant or conflicting with existing modifier '{}'",
                visibility_word(&second.kind),
                visibility_word(&first.kind)
            );
            self.error(E_DUPLICATE_MODIFIER, second.span, msg);
        }
        // Generic value parameters of floating-point types.
        let generics = match &decl.kind {
            DeclKind::Aggregate { generics, .. } => generics.as_ref(),
            DeclKind::Func { sig, .. } => sig.generics.as_ref(),
            _ => None,
        };
        for &g in generics.map_or(&[][..], |g| &g.params[..]) {
            if let DeclKind::GenericValueParam { name, ty, .. } = &ast.decl(g).kind {
                if let AstType::Name(n) = &ast.ty(*ty).kind {
                    if matches!(n.as_str(), "float" | "double" | "half") {
                        let msg = format!(
                            "generic value parameter type '{n}' is not supported; only integer and enum types are allowed"
                        );
                        self.error(E_FLOAT_GENERIC_VALUE, name.span, msg);
                    }
                }
            }
        }
        if let DeclKind::Var { style, .. } = &decl.kind {
            self.check_link_time_var(decl, *style == VarStyle::Let, within == Container::Extension, at);
        }
        match &decl.kind {
            DeclKind::Var { style, init, .. } if matches!(within, Container::Interface | Container::Extension) => {
                let is_static = decl.modifiers.has(&ModifierKind::Static);
                let is_const = decl.modifiers.has(&ModifierKind::Const) || *style == VarStyle::Let;
                if !is_static && !decl.modifiers.has(&ModifierKind::Extern) {
                    let kind = if within == Container::Interface { "interface" } else { "extension" };
                    let msg = format!(
                        "declaration not allowed in this context: non-static member variable declaration is not allowed inside {kind}"
                    );
                    self.error(E_FIELD_NOT_ALLOWED, at, msg);
                }
                if within == Container::Interface {
                    if !(is_static && is_const) {
                        let msg = "value requirement requires static const: a requirement in the form of a simple value must be declared as 'static const'";
                        self.error(E_VALUE_REQUIREMENT_NOT_STATIC_CONST, at, msg);
                    } else if init.is_some() {
                        let name = decl.name().map_or(String::new(), |n| n.name.clone());
                        let msg = format!("'{name}' cannot have an initializer because it is an interface requirement");
                        self.error(E_REQUIREMENT_WITH_INITIALIZER, at, msg);
                    }
                }
            }
            DeclKind::Init { sig, .. } if within == Container::Extension && sig.params.is_empty() => {
                self.error(E_DEFAULT_INIT_IN_EXTENSION, decl.span, "__init cannot be a part of an `extension`");
            }
            DeclKind::Init { body: Some(_), .. } if within == Container::Interface => {
                let msg = "interface requirement has body: a non-method interface requirement (an initializer) cannot have a body";
                self.error(E_REQUIREMENT_HAS_BODY, decl.span, msg);
            }
            DeclKind::Func { .. } if within == Container::Interface && decl.modifiers.has(&ModifierKind::Override) => {
                let msg = "interface requirement cannot override a base declaration: remove 'override' (an interface requirement is implemented by conforming types, not overridden)";
                self.error(E_REQUIREMENT_OVERRIDES, at, msg);
            }
            DeclKind::Property { accessors: Some(accessors), .. }
            | DeclKind::Subscript { accessors: Some(accessors), .. }
                if within == Container::Interface =>
            {
                let has_body = |a: &DeclId| matches!(ast.decl(*a).kind, DeclKind::Accessor { body: Some(_), .. });
                let with_body = accessors.iter().find(|a| has_body(a));
                if let (Some(&first), false) = (with_body, accessors.iter().all(has_body)) {
                    let msg = "partial interface accessor default implementation: the default implementation is incomplete; define all accessors or none";
                    self.error(E_PARTIAL_DEFAULT_ACCESSORS, ast.decl(first).span, msg);
                }
            }
            DeclKind::Aggregate { kind, members: Some(members), .. } => {
                let inner = if *kind == AggregateKind::Interface { Container::Interface } else { Container::Struct };
                for m in members.clone() {
                    self.check_nested(m, inner);
                }
            }
            DeclKind::Extension { members, .. } => {
                for m in members.clone() {
                    self.check_nested(m, Container::Extension);
                }
            }
            DeclKind::Namespace { members, .. } => {
                for m in members.clone() {
                    self.check_nested(m, Container::Module);
                }
            }
            _ => {}
        }
    }

    /// `extern` and `export` variables (link-time values): `static const`
    /// or neither (E31223); an `extern` one in an extension only declares
    /// a derivative member (E31143 otherwise), as slangc says.
    fn check_link_time_var(&mut self, decl: &Decl, is_let: bool, in_extension: bool, at: Span) {
        let m = &decl.modifiers;
        let is_extern = m.has(&ModifierKind::Extern);
        if !is_extern && !m.has(&ModifierKind::Export) {
            return;
        }
        let name = decl.name().map_or(String::new(), |n| n.name.clone());
        if is_extern && in_extension && !m.attributes.iter().any(|a| a.name == "DerivativeMember") {
            let msg = format!("no original definition found for `extern` decl '{name}'");
            self.error(E_NO_EXTERN_ORIGINAL, at, msg);
        }
        let is_static = m.has(&ModifierKind::Static);
        let is_const = m.has(&ModifierKind::Const) || is_let;
        if is_static != is_const {
            let msg = format!("extern/export requires static const: '{name}' must be 'static const' or neither");
            self.error(E_LINK_TIME_NOT_STATIC_CONST, at, msg);
        }
    }
}
