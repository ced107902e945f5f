//! Custom differential types: a struct `S : IDifferentiable` that names a
//! different struct `D` as its differential (`typealias Differential = D;`)
//! and maps its fields onto `D`'s with `[DerivativeMember(D.f)]`.
//!
//! The user sees `DifferentialPair<S>` as `{p: S, d: D}` (the prelude's
//! `T.Differential d`). The passes keep a tangent in the primal's own type
//! (see `nsl_passes::autodiff`), so `fwd_diff` / `bwd_diff` calls pass them
//! an internal pair `{p: S, d: S}` whose `d` holds each mapped field of
//! `D` at its `S` field (zero in the others), and the results are mapped
//! back. A field of `S` that carries a derivative must name its `D` field;
//! a `D` field of a type other than its `S` field's is not supported yet
//! (E90001), as is a custom derivative called with such pairs from
//! differentiated code (refused by the passes).

use super::stmt::FnCx;
use super::{CResult, Checker};
use crate::ast::{AggregateKind, DeclId, DeclKind, ExprKind, ModifierKind, TypeKind as AstType};
use crate::source::Span;
use nsl_ir::{InsertPoint, Type, TypeKind, Value};

/// A struct's custom differential: its type and, per field of the struct,
/// the index of the differential's field holding its derivative.
#[derive(Clone, Debug)]
pub(super) struct CustomDiff {
    pub d: Type,
    pub map: Vec<Option<usize>>,
}

impl Checker<'_> {
    /// The custom differential of struct `s` (by index), or why it cannot
    /// be used; `None` when its differential is itself (or it has none).
    pub(super) fn custom_diff_info(&self, s: usize) -> Option<Result<CustomDiff, String>> {
        let info = &self.structs[s];
        let &d = info.member_types.get("Differential")?;
        if d == info.ty || info.name.starts_with("DifferentialPair<") {
            return None;
        }
        let TypeKind::Struct { fields: dfields, .. } = self.ctx.type_kind(d).clone() else {
            return Some(Err(format!("the differential '{}' of '{}' is not a struct", self.show(d), info.name)));
        };
        // `[DerivativeMember(D.f)]` and `no_diff` by field name (the
        // struct's own declaration and its bases').
        let mut targets: Vec<(String, String)> = Vec::new();
        let mut no_diff: Vec<String> = Vec::new();
        let mut cur = Some(s);
        while let Some(k) = cur {
            if let Some((src, decl)) = self.structs[k].origin {
                let ast = self.units[src].ast;
                if let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(decl).kind {
                    for &m in members {
                        let md = ast.decl(m);
                        let DeclKind::Var { name, .. } = &md.kind else { continue };
                        if md.modifiers.has(&ModifierKind::NoDiff) {
                            no_diff.push(name.name.clone());
                        }
                        let attr = md.modifiers.attributes.iter().find(|a| a.name == "DerivativeMember");
                        if let Some(&arg) = attr.and_then(|a| a.args.first()) {
                            let target = match &ast.expr(arg).kind {
                                ExprKind::Member { name, .. } => Some(name.name.clone()),
                                ExprKind::Name(n) => Some(n.clone()),
                                _ => None,
                            };
                            match target {
                                Some(t) => targets.push((name.name.clone(), t)),
                                None => {
                                    return Some(Err(format!("[DerivativeMember] of '{}' names no field", name.name)))
                                }
                            }
                        }
                    }
                }
            }
            cur = self.structs[k].base;
        }
        let mut map = Vec::new();
        for (name, t) in &info.fields {
            match targets.iter().find(|(f, _)| f == name) {
                Some((_, target)) => {
                    let Some(j) = dfields.iter().position(|&(n, _)| self.ctx.str(n) == target) else {
                        return Some(Err(format!("'{}' has no field '{target}'", self.show(d))));
                    };
                    if dfields[j].1 != *t {
                        return Some(Err(format!(
                            "field '{name}' of '{}' and its derivative '{target}' have different types",
                            info.name
                        )));
                    }
                    map.push(Some(j));
                }
                None if no_diff.contains(name) || !self.is_differentiable_type(*t) => map.push(None),
                // A synthesized differential: the field of the same name.
                None if self.is_synthesized_differential(info, d) => {
                    match dfields.iter().position(|&(n, dt)| self.ctx.str(n) == name && dt == *t) {
                        Some(j) => map.push(Some(j)),
                        None => return Some(Err(format!("'{}' has no field '{name}'", self.show(d)))),
                    }
                }
                None => {
                    return Some(Err(format!(
                        "field '{name}' of '{}' names no field of its differential '{}' ([DerivativeMember])",
                        info.name,
                        self.show(d)
                    )))
                }
            }
        }
        Some(Ok(CustomDiff { d, map }))
    }

    /// The differential `dt` that differentiable struct `decl` (of type
    /// `ty` and `fields`) declares: its own differential must be itself
    /// (slangc's E30096, at the `IDifferentiable` conformance), and unless
    /// it is the struct itself, each field that carries a derivative names
    /// its field of `dt` with `[DerivativeMember]` or is `no_diff`
    /// (slangc's E30121, at the field).
    pub(super) fn check_declared_differential(
        &mut self,
        decl: crate::ast::DeclId,
        ty: Type,
        dt: Type,
        fields: &[(String, Type)],
    ) {
        let ast = self.user;
        let DeclKind::Aggregate { members, bases, name, .. } = &ast.decl(decl).kind else { return };
        let dd = self.structs.iter().find(|s| s.ty == dt).and_then(|s| s.member_types.get("Differential").copied());
        if let Some(dd) = dd.filter(|&dd| dd != dt) {
            let at = bases
                .iter()
                .find(|&&b| matches!(&ast.ty(b).kind, crate::ast::TypeKind::Name(n) if n == "IDifferentiable"))
                .map_or(name.span, |&b| ast.ty(b).span);
            let msg = format!(
                "invalid differential type: cannot use type '{}' as a `Differential` type. A differential type's \
                 differential must be itself. However, the Differential of '{}' is '{}'.",
                self.show(dt),
                self.show(dt),
                self.show(dd)
            );
            self.error("E30096", at, msg);
        }
        if dt == ty {
            return;
        }
        for &m in members.as_deref().unwrap_or(&[]) {
            let md = ast.decl(m);
            let DeclKind::Var { name: fname, .. } = &md.kind else { continue };
            if md.modifiers.has(&ModifierKind::Static) {
                continue;
            }
            // `[DerivativeMember]` on a field whose type is not
            // differentiable: slangc's E30310 at the attribute, E38100 (the
            // type has no `Differential`) at the field and E30019 (the
            // named member cannot be that missing differential) at the
            // attribute's argument.
            if let Some(a) = md.modifiers.attributes.iter().find(|a| a.name == "DerivativeMember") {
                // The member it names must be a field of the differential:
                // else slangc's E30027 and E30019 at the name, E31130 at
                // the attribute.
                let target = a.args.first().and_then(|&e| match &ast.expr(e).kind {
                    ExprKind::Member { name, .. } => Some((name.name.clone(), name.span)),
                    _ => None,
                });
                if let (Some((target, tspan)), TypeKind::Struct { fields: dfields, .. }) =
                    (target, self.ctx.type_kind(dt).clone())
                {
                    if !dfields.iter().any(|&(n, _)| self.ctx.str(n) == target) {
                        let shown = self.show(dt);
                        let msg = format!("member not found: '{target}' is not a member of '{shown}'.");
                        self.error("E30027", tspan, msg);
                        let msg = format!("type mismatch in expression: '{target}' names no field of '{shown}'");
                        self.error("E30019", tspan, msg);
                        let msg = format!(
                            "invalid DerivativeMember target: [DerivativeMember] must reference to a member in the \
                             associated differential type '{shown}'."
                        );
                        self.error("E31130", a.span, msg);
                        continue;
                    }
                }
                let Some(&(_, ft)) = fields.iter().find(|(n, _)| *n == fname.name) else { continue };
                if self.is_differentiable_type(ft) || matches!(self.ctx.type_kind(ft), TypeKind::Param { .. }) {
                    continue;
                }
                let shown = self.show(ft);
                let msg = format!("type is not differentiable: type '{shown}' is not differentiable.");
                self.error("E30310", a.span, msg);
                let msg = format!(
                    "missing interface member: type '{shown}' does not provide required interface member 'Differential'"
                );
                self.error(super::E_MISSING_REQUIREMENT, fname.span, msg);
                let at = a.args.first().map_or(a.span, |&e| ast.expr(e).span);
                let msg = format!(
                    "type mismatch in expression: the derivative member of '{}' must have the type of '{shown}''s Differential, which '{shown}' does not have",
                    fname.name
                );
                self.error("E30019", at, msg);
                continue;
            }
            if md.modifiers.has(&ModifierKind::NoDiff) {
                continue;
            }
            let Some(&(_, ft)) = fields.iter().find(|(n, _)| *n == fname.name) else { continue };
            if !self.is_differentiable_type(ft) {
                continue;
            }
            let msg = format!(
                "missing field in differential type: differentiable member '{}' should have a corresponding \
                 field in '{}'. Use [DerivativeMember(...)] or mark as no_diff",
                fname.name,
                self.show(dt)
            );
            self.error("E30121", fname.span, msg);
        }
    }

    /// A differentiable struct `decl` (conforming to `conforms`): not
    /// also an `IDifferentiablePtrType` (slangc's E30311, at its name), and
    /// its own `dzero` / `dadd`, which satisfy `IDifferentiable`'s
    /// differentiable requirements, declared backward-differentiable
    /// (slangc's E38110, at the first that is not).
    pub(super) fn check_differential_methods(&mut self, decl: DeclId, conforms: &[String]) {
        let ast = self.user;
        let DeclKind::Aggregate { members, name, .. } = &ast.decl(decl).kind else { return };
        let ptr = conforms
            .iter()
            .any(|c| c == "IDifferentiablePtrType" || self.interface_inherits(c, "IDifferentiablePtrType"));
        if ptr {
            let msg = format!(
                "type cannot conform to both value and pointer differentiation interfaces: type '{}' should \
                 conform only to one of IDifferentiable or IDifferentiablePtrType, not both.",
                name.name
            );
            self.error("E30311", name.span, msg);
        }
        for req in ["dzero", "dadd"] {
            let found = members.as_deref().unwrap_or(&[]).iter().find_map(|&m| {
                let md = ast.decl(m);
                match &md.kind {
                    DeclKind::Func { name: crate::ast::FuncName::Ident(n), .. } if n.name == req => Some((md, n.span)),
                    _ => None,
                }
            });
            let Some((md, span)) = found else { continue };
            let differentiable = md.modifiers.attributes.iter().any(|a| {
                matches!(a.name.as_str(), "Differentiable" | "BackwardDifferentiable" | "TreatAsDifferentiable")
            });
            if !differentiable {
                let msg = format!(
                    "callable differentiability requirement not satisfied: member '{req}' does not satisfy the \
                     required backward-differentiable constraint for interface requirement '{req}'."
                );
                self.error("E38110", span, msg);
                break;
            }
        }
    }

    /// `extension<T : C> S<T> : IDifferentiable` without `dzero`/`dadd` of
    /// a generic struct `S` whose field of parameter type carries a
    /// derivative under the extension's constraints but not under the
    /// struct's own: the synthesized methods cannot reach it (slangc's
    /// E30125, at each such field), in the current unit.
    pub(super) fn check_extension_differentiable_fields(&mut self) {
        let ast = self.user;
        // Whether the constraints on parameter `p` (its bound and the
        // `where` clauses on it) make it differentiable.
        let differentiable = |p: DeclId, where_clauses: &[crate::ast::WhereClause]| -> bool {
            let DeclKind::GenericTypeParam { name, constraint, .. } = &ast.decl(p).kind else { return false };
            let mut bounds: Vec<crate::ast::TypeId> = constraint.iter().copied().collect();
            for w in where_clauses {
                if matches!(&ast.ty(w.subject).kind, AstType::Name(n) if *n == name.name) {
                    if let crate::ast::Constraint::Conforms(b) = &w.constraint {
                        bounds.extend(b.iter().copied());
                    }
                }
            }
            bounds.iter().any(|&b| match &ast.ty(b).kind {
                AstType::Name(n) => {
                    matches!(n.as_str(), "IDifferentiable" | "__BuiltinFloatingPointType" | "IFloat")
                        || self.interface_inherits(n, "IDifferentiable")
                }
                _ => false,
            })
        };
        let mut found = Vec::new();
        for decl in &ast.decls {
            let DeclKind::Extension { generics: Some(eg), target, bases, where_clauses, members } = &decl.kind else {
                continue;
            };
            if !bases.iter().any(|&b| matches!(&ast.ty(b).kind, AstType::Name(n) if n == "IDifferentiable")) {
                continue;
            }
            let declares = |n: &str| members.iter().any(|&m| ast.decl(m).name().is_some_and(|x| x.name == n));
            if declares("dzero") || declares("dadd") {
                continue;
            }
            let AstType::Specialize { base, args } = &ast.ty(*target).kind else { continue };
            let AstType::Name(sname) = &ast.ty(*base).kind else { continue };
            // The struct, declared in this unit with as many parameters.
            let Some(sdecl) = ast.decls.iter().find(|d| {
                matches!(&d.kind, DeclKind::Aggregate { kind: AggregateKind::Struct, name, generics: Some(g), .. }
                    if name.name == *sname && g.params.len() == args.len())
            }) else {
                continue;
            };
            let DeclKind::Aggregate { generics: Some(sg), where_clauses: swhere, members: Some(smembers), .. } =
                &sdecl.kind
            else {
                continue;
            };
            for (k, &sp) in sg.params.iter().enumerate() {
                let DeclKind::GenericTypeParam { name: pname, .. } = &ast.decl(sp).kind else { continue };
                // The extension's argument for it: one of its own parameters.
                let crate::ast::TypeOrExpr::Type(a) = &args[k] else { continue };
                let AstType::Name(an) = &ast.ty(*a).kind else { continue };
                let Some(&ep) = eg.params.iter().find(|&&p| ast.decl(p).name().is_some_and(|x| x.name == *an)) else {
                    continue;
                };
                if differentiable(sp, swhere) || !differentiable(ep, where_clauses) {
                    continue;
                }
                for &m in smembers {
                    let md = ast.decl(m);
                    let DeclKind::Var { name: fname, ty: Some(ft), .. } = &md.kind else { continue };
                    if md.modifiers.has(&ModifierKind::Static) || md.modifiers.has(&ModifierKind::NoDiff) {
                        continue;
                    }
                    if matches!(&ast.ty(*ft).kind, AstType::Name(n) if *n == pname.name) {
                        found.push((fname.span, fname.name.clone(), an.clone()));
                    }
                }
            }
        }
        found.sort_by_key(|f| f.0.lo);
        for (span, field, ty) in found {
            let msg = format!(
                "synthesized IDifferentiable method will not include differentiable field: field '{field}' of type \
                 '{ty}' is differentiable but will not be included in the synthesized 'dzero'/'dadd' methods because \
                 the 'IDifferentiable' conformance is provided via extension. Provide explicit 'dzero()' and 'dadd()' \
                 implementations, or mark the field 'no_diff'."
            );
            self.error("E30125", span, msg);
        }
    }

    /// Whether `d` is the differential the checker synthesized for
    /// struct `info` (fields of `info`'s names, no declaration).
    fn is_synthesized_differential(&self, info: &super::StructInfo, d: Type) -> bool {
        let dname = format!("{}.Differential", info.name);
        self.structs.iter().any(|s| s.ty == d && s.origin.is_none() && s.name == dname)
    }

    /// [`Self::custom_diff_info`] of struct type `ty`, an error (E90001)
    /// where it cannot be used.
    pub(super) fn custom_differential(&mut self, ty: Type, span: Span) -> CResult<Option<CustomDiff>> {
        let Some(s) = self.structs.iter().position(|s| s.ty == ty) else { return Ok(None) };
        match self.custom_diff_info(s) {
            None => Ok(None),
            Some(Ok(cd)) => Ok(Some(cd)),
            Some(Err(msg)) => Err(self.error(
                super::E_UNSUPPORTED,
                span,
                format!("this custom Differential is not supported yet: {msg}"),
            )),
        }
    }

    /// Whether type expression `t` of `unit` is a name a generic
    /// parameter binds to a type.
    pub(super) fn names_type_param(&self, unit: super::Unit, t: crate::ast::TypeId) -> bool {
        match &self.ast(unit).ty(t).kind {
            crate::ast::TypeKind::Name(n) => matches!(self.env_lookup(n), Some(super::generics::GArg::Type(_))),
            _ => false,
        }
    }

    /// The type of the derivative of a `ty` value as the user sees it: its
    /// custom differential, else `ty` itself.
    pub(super) fn user_differential(&mut self, ty: Type, span: Span) -> CResult<Type> {
        Ok(self.custom_differential(ty, span)?.map_or(ty, |cd| cd.d))
    }

    /// For a `DifferentialPair<S>` whose `S` has a custom differential:
    /// the internal pair `{p: S, d: S}` the passes take, `S` and the map.
    pub(super) fn internal_pair(&mut self, user: Type, span: Span) -> CResult<Option<(Type, Type, CustomDiff)>> {
        let Some(info) = self.structs.iter().find(|s| s.ty == user && s.name.starts_with("DifferentialPair<")) else {
            return Ok(None);
        };
        let Some(&(_, s)) = info.fields.first() else { return Ok(None) };
        let name = format!("{}.internal", info.name);
        let Some(cd) = self.custom_differential(s, span)? else { return Ok(None) };
        let (n, ps, ds) = (self.ctx.sym(&name), self.ctx.sym("p"), self.ctx.sym("d"));
        let ty = self.ctx.intern_type(TypeKind::Struct { name: n, fields: vec![(ps, s), (ds, s)] });
        // The passes differentiate both fields of a pair.
        let kind = self.ctx.kind(nsl_dialects::diff::TYPE.name);
        let body = self.ctx.body(self.module, 0);
        if !self.ctx.iter_block(body).any(|op| self.ctx.is(op, kind) && self.ctx.attr_type(op, "type") == Some(ty)) {
            let one = self.ctx.int_attr(1);
            let items = self.ctx.array_attr(vec![one, one]);
            let attrs = [(self.ctx.sym("type"), self.ctx.type_attr(ty)), (self.ctx.sym("fields"), items)];
            let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::default());
            self.ctx.insert_op(op, InsertPoint::End(body));
        }
        Ok(Some((ty, s, cd)))
    }

    /// A derivative `dv` of type `D` as a tangent of type `s`.
    pub(super) fn tangent_from_user(
        &mut self,
        fx: &mut FnCx,
        dv: Value,
        s: Type,
        cd: &CustomDiff,
        span: Span,
    ) -> Value {
        let TypeKind::Struct { fields, .. } = self.ctx.type_kind(s).clone() else { return dv };
        let dfields = match self.ctx.type_kind(cd.d).clone() {
            TypeKind::Struct { fields, .. } => fields,
            _ => Vec::new(),
        };
        let mut parts = Vec::new();
        for (i, &(_, t)) in fields.iter().enumerate() {
            let v = match cd.map.get(i).copied().flatten() {
                Some(j) => {
                    let ja = self.ctx.int_attr(j as i128);
                    self.emit_value(fx, "agg.extract", &[dv], dfields[j].1, &[("index", ja)], span)
                }
                None => self.zero(fx, t, span),
            };
            parts.push(v);
        }
        self.emit_value(fx, "agg.construct", &parts, s, &[], span)
    }

    /// A tangent `tv` of type `s` as the user's derivative of type `D`.
    pub(super) fn tangent_to_user(&mut self, fx: &mut FnCx, tv: Value, s: Type, cd: &CustomDiff, span: Span) -> Value {
        let TypeKind::Struct { fields, .. } = self.ctx.type_kind(s).clone() else { return tv };
        let TypeKind::Struct { fields: dfields, .. } = self.ctx.type_kind(cd.d).clone() else { return tv };
        let mut parts = Vec::new();
        for (j, &(_, t)) in dfields.iter().enumerate() {
            let v = match cd.map.iter().position(|&m| m == Some(j)) {
                Some(i) => {
                    let ia = self.ctx.int_attr(i as i128);
                    self.emit_value(fx, "agg.extract", &[tv], fields[i].1, &[("index", ia)], span)
                }
                None => self.zero(fx, t, span),
            };
            parts.push(v);
        }
        self.emit_value(fx, "agg.construct", &parts, cd.d, &[], span)
    }

    /// A pair `v` between the user's `DifferentialPair<S>` and the internal
    /// pair (`to_internal`: user → internal).
    pub(super) fn convert_pair(
        &mut self,
        fx: &mut FnCx,
        v: Value,
        (user, internal, s): (Type, Type, Type),
        cd: &CustomDiff,
        to_internal: bool,
        span: Span,
    ) -> Value {
        let (i0, i1) = (self.ctx.int_attr(0), self.ctx.int_attr(1));
        let p = self.emit_value(fx, "agg.extract", &[v], s, &[("index", i0)], span);
        let (dty, to) = if to_internal { (cd.d, internal) } else { (s, user) };
        let d = self.emit_value(fx, "agg.extract", &[v], dty, &[("index", i1)], span);
        let d = if to_internal {
            self.tangent_from_user(fx, d, s, cd, span)
        } else {
            self.tangent_to_user(fx, d, s, cd, span)
        };
        self.emit_value(fx, "agg.construct", &[p, d], to, &[], span)
    }
}
