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
use crate::ast::{DeclKind, ExprKind, ModifierKind};
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
