//! Attributes on declarations they do not apply to.

use super::Checker;
use crate::ast::{AggregateKind, DeclId, DeclKind, ExprKind, TypeId, TypeKind as AstType};

/// `[[vk::location]]` on a constant buffer or resource (slangc's E39021):
/// a location numbers a varying, a resource takes `[[vk::binding]]`.
const E_VK_LOCATION_ON_RESOURCE: &str = "E39021";

/// `[[vk::binding(N, S)]]` with `N` other than 0 on a `ParameterBlock`,
/// which takes a whole descriptor set (slangc's E39015).
const E_WHOLE_SET_BINDING: &str = "E39015";

/// A shader parameter of a `class` type (slangc's E39031).
const E_CLASS_LAYOUT: &str = "E39031";

/// `[DerivativeMember(...)]` on a variable that is not a member of a type
/// (slangc's E31132).
const E_DERIVATIVE_MEMBER_NON_MEMBER: &str = "E31132";

/// `[TreatAsDifferentiable]` on an interface requirement (slangc's E30313):
/// it gives a concrete function zero derivatives, a requirement has none.
const E_TREAT_AS_DIFFERENTIABLE_REQUIREMENT: &str = "E30313";

/// `[MaybeDifferentiable]` on a function that is not an interface
/// requirement (slangc's E30314).
const E_MAYBE_DIFFERENTIABLE_NON_REQUIREMENT: &str = "E30314";

/// A derivative or primal substitute attached to an interface requirement
/// (slangc's E31152): a requirement has no body to differentiate.
const E_REQUIREMENT_HAS_DERIVATIVE: &str = "E31152";

/// A generic derivative `[...DerivativeOf(f)]` (of `f` not specialized)
/// whose generic parameter its parameter and result types do not mention
/// (slangc's E31151): nothing tells its value for an instance of `f`.
const E_UNDEDUCIBLE_DERIVATIVE_GENERICS: &str = "E31151";

/// An interface requirement named as the derivative of a function
/// (slangc's E31153).
const E_REQUIREMENT_AS_DERIVATIVE: &str = "E31153";

impl Checker<'_> {
    /// Whether attribute argument `e` (in interface `iface` when the
    /// attribute is on one of its members) names an interface requirement:
    /// a sibling member's name, or `I.f` of a function `f` of interface `I`.
    fn names_requirement(&self, e: crate::ast::ExprId, iface: Option<DeclId>) -> bool {
        let ast = self.user;
        let has_func = |i: DeclId, n: &str| match &ast.decl(i).kind {
            DeclKind::Aggregate { kind: AggregateKind::Interface, members: Some(members), .. } => {
                members.iter().any(|&m| {
                    matches!(&ast.decl(m).kind, DeclKind::Func { .. })
                        && ast.decl(m).name().is_some_and(|x| x.name == n)
                })
            }
            _ => false,
        };
        match &ast.expr(e).kind {
            ExprKind::Name(n) => iface.is_some_and(|i| has_func(i, n)),
            ExprKind::Member { base, name, .. } => match &ast.expr(*base).kind {
                ExprKind::Name(b) => ast.decls.iter().enumerate().any(|(k, d)| {
                    matches!(&d.kind, DeclKind::Aggregate { kind: AggregateKind::Interface, name: iname, .. } if iname.name == *b)
                        && has_func(DeclId(k as u32), &name.name)
                }),
                _ => false,
            },
            _ => false,
        }
    }

    /// Custom derivatives and primal substitutes that involve interface
    /// requirements: on one (E31152), naming one as the function they are
    /// of (E31152) or as the derivative (E31153).
    fn requirement_derivative_errors(
        &self,
        attrs: &[crate::ast::Attribute],
        iface: Option<DeclId>,
        found: &mut Vec<(&'static str, crate::source::Span, &'static str)>,
    ) {
        const HAS: &str = "interface requirement cannot have derivative: cannot associate an interface requirement with a derivative.";
        const USED: &str =
            "interface requirement cannot be used as derivative: cannot use an interface requirement as a derivative.";
        for a in attrs {
            let target = a.args.first().is_some_and(|&e| self.names_requirement(e, iface));
            let err = match a.name.as_str() {
                "ForwardDerivative" | "BackwardDerivative" | "PrimalSubstitute" if iface.is_some() => {
                    Some((E_REQUIREMENT_HAS_DERIVATIVE, HAS))
                }
                "ForwardDerivative" | "BackwardDerivative" | "PrimalSubstitute" if target => {
                    Some((E_REQUIREMENT_AS_DERIVATIVE, USED))
                }
                "ForwardDerivativeOf" | "BackwardDerivativeOf" | "PrimalSubstituteOf" if target => {
                    Some((E_REQUIREMENT_HAS_DERIVATIVE, HAS))
                }
                "ForwardDerivativeOf" | "BackwardDerivativeOf" | "PrimalSubstituteOf" if iface.is_some() => {
                    Some((E_REQUIREMENT_AS_DERIVATIVE, USED))
                }
                _ => None,
            };
            if let Some((code, msg)) = err {
                found.push((code, a.span, msg));
            }
        }
    }

    /// E31151 on the `[ForwardDerivativeOf(f)]`/`[BackwardDerivativeOf(f)]`
    /// of a generic function with signature `sig` and result `ret` when one
    /// of its generic parameters is named in none of their types.
    fn undeducible_derivative_generics(
        &self,
        attrs: &[crate::ast::Attribute],
        sig: &crate::ast::Signature,
        ret: Option<TypeId>,
        found: &mut Vec<(&'static str, crate::source::Span, &'static str)>,
    ) {
        let ast = self.user;
        let Some(generics) = &sig.generics else { return };
        let mut texts: Vec<&str> = sig
            .params
            .iter()
            .filter_map(|&p| match &ast.decl(p).kind {
                DeclKind::Param { ty: Some(t), .. } => Some(self.sources.text(ast.ty(*t).span)),
                _ => None,
            })
            .collect();
        texts.extend(ret.map(|t| self.sources.text(ast.ty(t).span)));
        let named = |n: &str| {
            texts.iter().any(|t| {
                t.match_indices(n).any(|(i, _)| {
                    let before = t[..i].chars().next_back();
                    let after = t[i + n.len()..].chars().next();
                    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                    !ident(before) && !ident(after)
                })
            })
        };
        let undeducible = generics.params.iter().any(|&g| ast.decl(g).name().is_some_and(|n| !named(&n.name)));
        if !undeducible {
            return;
        }
        for a in attrs {
            let of = matches!(a.name.as_str(), "ForwardDerivativeOf" | "BackwardDerivativeOf");
            let specialized = a.args.first().is_some_and(|&e| matches!(ast.expr(e).kind, ExprKind::Specialize { .. }));
            if of && !specialized {
                found.push((
                    E_UNDEDUCIBLE_DERIVATIVE_GENERICS,
                    a.span,
                    "cannot deduce generic arguments for derivative: the derivative's generic parameters must \
                     appear in its parameter types",
                ));
            }
        }
    }

    /// `[TreatAsDifferentiable]` only on concrete functions and
    /// `[MaybeDifferentiable]` only on interface requirements, over the
    /// current unit's functions (module level, in namespaces, types and
    /// extensions).
    pub(super) fn check_differentiability_attribute_placement(&mut self) {
        // (declaration, whether it is a member of an interface); reversed
        // so that diagnostics come in source order.
        let mut work: Vec<(DeclId, Option<DeclId>)> = self.user.roots.iter().rev().map(|&d| (d, None)).collect();
        let mut found = Vec::new();
        while let Some((d, iface)) = work.pop() {
            let in_interface = iface.is_some();
            let ast = self.user;
            let decl = ast.decl(d);
            match &decl.kind {
                DeclKind::Namespace { members, .. } | DeclKind::Extension { members, .. } => {
                    work.extend(members.iter().rev().map(|&m| (m, None)))
                }
                DeclKind::Aggregate { kind, members: Some(members), .. } => {
                    let interface = *kind == AggregateKind::Interface;
                    work.extend(members.iter().rev().map(|&m| (m, interface.then_some(d))));
                }
                DeclKind::Func { sig, ret, .. } => {
                    self.requirement_derivative_errors(&decl.modifiers.attributes, iface, &mut found);
                    self.undeducible_derivative_generics(&decl.modifiers.attributes, sig, *ret, &mut found);
                    for a in &decl.modifiers.attributes {
                        match a.name.as_str() {
                            "TreatAsDifferentiable" if in_interface => found.push((
                                E_TREAT_AS_DIFFERENTIABLE_REQUIREMENT,
                                a.span,
                                "'[TreatAsDifferentiable]' cannot be applied to an interface requirement; it applies to concrete function definitions only.",
                            )),
                            "MaybeDifferentiable" if !in_interface => found.push((
                                E_MAYBE_DIFFERENTIABLE_NON_REQUIREMENT,
                                a.span,
                                "'[MaybeDifferentiable]' cannot be applied to a function that is not an interface requirement; it applies to interface requirements only.",
                            )),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        for (code, span, msg) in found {
            self.error(code, span, msg);
        }
    }

    /// `[DerivativeMember]` on global variable `d`, which belongs to no type.
    pub(super) fn check_derivative_member_global(&mut self, d: DeclId) {
        let decl = self.user.decl(d);
        let Some(a) = decl.modifiers.attributes.iter().find(|a| a.name == "DerivativeMember") else { return };
        let span = a.span;
        self.error(E_DERIVATIVE_MEMBER_NON_MEMBER, span, "[DerivativeMember] is allowed on members only.");
        // slangc then looks for the `Differential` of the type it names
        // (none: a global belongs to no type) and reports E38100 there too.
        self.error(
            "E38100",
            span,
            "[DerivativeMember] names a member of the Differential of no type: a global variable belongs to none",
        );
    }

    /// `[[vk::location]]` on global `d` that takes a descriptor (a
    /// resource, or a `ConstantBuffer`/`ParameterBlock`), on the targets
    /// that read it (SPIR-V, GLSL, WGSL).
    pub(super) fn check_vk_location_global(&mut self, d: DeclId, ty: Option<TypeId>, is_resource: bool) {
        if !matches!(self.capabilities.target.as_deref(), Some("spirv" | "glsl" | "wgsl")) {
            return;
        }
        let decl = self.user.decl(d);
        let Some(a) =
            decl.modifiers.attributes.iter().find(|a| matches!(a.name.as_str(), "vk::location" | "vk_location"))
        else {
            return;
        };
        let block = ty.is_some_and(|t| match &self.user.ty(t).kind {
            AstType::Specialize { base, .. } => matches!(
                &self.user.ty(*base).kind,
                AstType::Name(n) if matches!(n.as_str(), "ConstantBuffer" | "ParameterBlock")
            ),
            _ => false,
        });
        if !is_resource && !block {
            return;
        }
        let name = decl.name().map(|n| n.name.clone()).unwrap_or_default();
        let msg = format!(
            "vk::location not allowed on non-varying parameter: '[[vk::location(...)]]' is not allowed on '{name}', which is not a varying (stage input/output) parameter; use '[[vk::binding(...)]]' to set the binding of a constant buffer or resource."
        );
        self.error(E_VK_LOCATION_ON_RESOURCE, a.span, msg);
    }

    /// `[[vk::binding(N, ...)]]` with `N != 0` on global or entry-point
    /// parameter `d` of a `ParameterBlock` type, on SPIR-V and GLSL.
    pub(super) fn check_whole_set_binding(&mut self, d: DeclId) {
        if !matches!(self.capabilities.target.as_deref(), Some("spirv" | "glsl")) {
            return;
        }
        let decl = self.user.decl(d);
        let ty = match &decl.kind {
            crate::ast::DeclKind::Var { ty, .. } => *ty,
            crate::ast::DeclKind::Param { ty, .. } => *ty,
            _ => None,
        };
        let block = ty.is_some_and(|t| match &self.user.ty(t).kind {
            AstType::Specialize { base, .. } => {
                matches!(&self.user.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock")
            }
            _ => false,
        });
        if !block {
            return;
        }
        let Some(a) = decl.modifiers.attributes.iter().find(|a| a.name == "vk::binding") else { return };
        let Some(&first) = a.args.first() else { return };
        let Ok(binding) = self.const_int(super::Unit::User, first) else { return };
        if binding == 0 {
            return;
        }
        let name = decl.name().map(|n| n.name.clone()).unwrap_or_default();
        let msg = format!(
            "whole descriptor set requires binding 0: shader parameter '{name}' consumes whole descriptor sets, so the binding must be in the form '[[vk::binding(0, ...)]]'; the non-zero binding '{binding}' is not allowed"
        );
        self.error(E_WHOLE_SET_BINDING, a.span, msg);
    }

    /// A shader parameter of an HLSL `class` type (slangc's E39031, at the
    /// class): a class has no parameter layout.
    pub(super) fn check_class_uniform(&mut self, ty: nsl_ir::Type) {
        let Some(s) = self.structs.iter().position(|s| s.ty == ty) else { return };
        let Some((src, d)) = self.structs[s].origin else { return };
        let Some(unit) = self.units.get(src) else { return };
        // slangc points at the class (the type it cannot lay out).
        let class_span = match &unit.ast.decl(d).kind {
            crate::ast::DeclKind::Aggregate { kind: crate::ast::AggregateKind::Class, name, .. } => Some(name.span),
            _ => None,
        };
        if let Some(span) = class_span {
            let msg = format!(
                "class types are not supported in type layout: class type '{}' is not supported; use 'struct' instead",
                self.show(ty)
            );
            self.error(E_CLASS_LAYOUT, span, msg);
        }
    }
}

/// An attribute on a declaration it does not apply to (slangc's E31002).
const E_ATTRIBUTE_NOT_APPLICABLE: &str = "E31002";

/// Whether attribute `name` is `[[vk::offset(N)]]`, which places a struct
/// field and applies to nothing else.
pub(super) fn is_vk_offset(name: &str) -> bool {
    matches!(name, "vk::offset" | "vk_offset")
}

impl Checker<'_> {
    /// `[[vk::offset]]` anywhere but on a struct field, in the current
    /// source unit: declarations here, local variables in `lower_stmt`.
    pub(super) fn check_vk_offset_placement(&mut self) {
        let ast = self.user;
        let mut fields = vec![false; ast.decls.len()];
        for decl in &ast.decls {
            if let crate::ast::DeclKind::Aggregate {
                kind: crate::ast::AggregateKind::Struct | crate::ast::AggregateKind::Class,
                members: Some(members),
                ..
            } = &decl.kind
            {
                for &m in members {
                    if matches!(ast.decl(m).kind, crate::ast::DeclKind::Var { .. }) {
                        fields[m.0 as usize] = true;
                    }
                }
            }
        }
        for (i, decl) in ast.decls.iter().enumerate() {
            if fields[i] {
                continue;
            }
            for a in decl.modifiers.attributes.iter().filter(|a| is_vk_offset(&a.name)) {
                self.vk_offset_misplaced(a.span, &a.name);
            }
        }
    }

    /// Reports a misplaced `[[vk::offset]]` at its name after `vk::`,
    /// where slangc points.
    pub(super) fn vk_offset_misplaced(&mut self, span: crate::source::Span, name: &str) {
        let at = match name.strip_prefix("vk::") {
            Some(rest) => crate::source::Span { lo: span.lo + 4, hi: span.lo + 4 + rest.len() as u32, ..span },
            None => span,
        };
        self.error(E_ATTRIBUTE_NOT_APPLICABLE, at, "attribute 'vk_offset' is not valid here");
    }
}
