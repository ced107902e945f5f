//! User-defined attributes: `[__AttributeUsage(_AttributeTargets.K)]` on
//! `struct NameAttribute { fields }` declares the attribute `[Name(...)]`,
//! whose arguments are the struct's non-static fields, in order, and which
//! applies only to declarations of kind `K` (`Struct`, `Var`, `Function`,
//! `Param`). They are not lowered (reflection is their only use); this
//! checks their uses as slangc does:
//!
//! | code | meaning |
//! |------|---------|
//! | `E31002` | the attribute on a declaration of another kind |
//! | `E30019` | a string literal for a field that is not a `String`, or a number or `bool` literal for one that is |
//! | `E39999` | more or fewer arguments than the attribute has fields |

use std::collections::HashMap;

use super::Checker;
use crate::ast::{AggregateKind, DeclKind, ExprKind, ModifierKind, TypeKind as AstType};

/// The kinds of declaration `_AttributeTargets` names.
#[derive(Clone, Copy, PartialEq)]
enum Target {
    Struct,
    Var,
    Function,
    Param,
}

/// What a field's declared type accepts of a literal argument.
#[derive(Clone, Copy, PartialEq)]
enum FieldKind {
    String,
    Number,
    /// Any other type: its arguments are not checked here.
    Other,
}

struct UserAttribute {
    targets: Option<Vec<Target>>,
    /// Each field's kind and its type as written.
    fields: Vec<(FieldKind, String)>,
}

impl Checker<'_> {
    /// Checks the uses of the user-defined attributes declared in the
    /// current source unit.
    pub(super) fn check_user_attributes(&mut self) {
        let ast = self.user;
        let mut attrs: HashMap<String, UserAttribute> = HashMap::new();
        for decl in &ast.decls {
            let DeclKind::Aggregate { kind: AggregateKind::Struct, name, members, .. } = &decl.kind else { continue };
            // Each `[__AttributeUsage]` adds a kind; `None` when one
            // names none that is known (no placement check then).
            let usages: Vec<_> = decl.modifiers.attributes.iter().filter(|a| a.name == "__AttributeUsage").collect();
            if usages.is_empty() {
                continue;
            }
            let targets: Option<Vec<Target>> = usages
                .iter()
                .map(|usage| {
                    usage.args.first().and_then(|&e| match &ast.expr(e).kind {
                        ExprKind::Member { name: crate::ast::Ident { name, .. }, .. } | ExprKind::Name(name) => {
                            match name.as_str() {
                                "Struct" => Some(Target::Struct),
                                "Var" => Some(Target::Var),
                                "Function" => Some(Target::Function),
                                "Param" => Some(Target::Param),
                                _ => None,
                            }
                        }
                        _ => None,
                    })
                })
                .collect();
            let fields = members
                .iter()
                .flatten()
                .filter_map(|&m| {
                    let md = ast.decl(m);
                    let DeclKind::Var { ty, .. } = &md.kind else { return None };
                    if md.modifiers.has(&ModifierKind::Static) {
                        return None;
                    }
                    Some(match ty.map(|t| &ast.ty(t).kind) {
                        Some(AstType::Name(n)) if n == "String" || n == "string" => (FieldKind::String, n.clone()),
                        Some(AstType::Name(n)) if is_number_type(n) => (FieldKind::Number, n.clone()),
                        _ => (FieldKind::Other, String::new()),
                    })
                })
                .collect();
            let short = name.name.strip_suffix("Attribute").unwrap_or(&name.name).to_string();
            attrs.insert(short, UserAttribute { targets, fields });
        }
        if attrs.is_empty() {
            return;
        }
        let mut errors = Vec::new();
        for decl in &ast.decls {
            let here = match &decl.kind {
                DeclKind::Aggregate { kind: AggregateKind::Struct, .. } => Some(Target::Struct),
                DeclKind::Var { .. } => Some(Target::Var),
                DeclKind::Func { .. } => Some(Target::Function),
                DeclKind::Param { .. } => Some(Target::Param),
                _ => None,
            };
            for a in &decl.modifiers.attributes {
                let Some(info) = attrs.get(&a.name) else { continue };
                if let Some(targets) = &info.targets {
                    if !here.is_some_and(|h| targets.contains(&h)) {
                        errors.push(("E31002", a.span, format!("attribute '{}' is not valid here", a.name)));
                        continue;
                    }
                }
                if a.args.len() != info.fields.len() {
                    let which = if a.args.len() > info.fields.len() { "too many" } else { "not enough" };
                    let msg = format!(
                        "{which} arguments to attribute '{}' (got {}, expected {})",
                        a.name,
                        a.args.len(),
                        info.fields.len()
                    );
                    errors.push(("E39999", a.span, msg));
                }
                for (&e, (field, field_ty)) in a.args.iter().zip(&info.fields) {
                    let arg = ast.expr(e);
                    let got = match &arg.kind {
                        ExprKind::String(_) => "String",
                        ExprKind::Int { .. } => "int",
                        ExprKind::Float { .. } => "float",
                        ExprKind::Bool(_) => "bool",
                        _ => continue,
                    };
                    match (field, got) {
                        (FieldKind::Number, "String") | (FieldKind::String, "int" | "float" | "bool") => {}
                        _ => continue,
                    }
                    let msg = format!(
                        "type mismatch in an argument of attribute '{}': expected an expression of type '{field_ty}', \
                         got '{got}'",
                        a.name
                    );
                    errors.push(("E30019", arg.span, msg));
                }
            }
        }
        for (code, span, msg) in errors {
            self.error(code, span, msg);
        }
    }
}

/// Whether `n` names a scalar, vector or matrix type of numbers or
/// booleans (`int`, `float3`, `uint64_t`, `bool`).
fn is_number_type(n: &str) -> bool {
    matches!(
        n.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x'),
        "int"
            | "uint"
            | "float"
            | "double"
            | "half"
            | "bool"
            | "dword"
            | "int8_t"
            | "int16_t"
            | "int32_t"
            | "int64_t"
            | "uint8_t"
            | "uint16_t"
            | "uint32_t"
            | "uint64_t"
            | "float16_t"
            | "float32_t"
            | "float64_t"
    )
}
