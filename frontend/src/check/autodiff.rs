//! Automatic differentiation's language surface: `[Differentiable]`
//! functions (with `no_diff` parameters and `[ForwardDerivative(f)]` /
//! `[BackwardDerivative(f)]` custom derivatives) become `diff.func` ops;
//! `fwd_diff(f)(args)` and `bwd_diff(f)(args)` (and `__fwd_diff` /
//! `__bwd_diff`, and the member spellings `f.fwd_diff(args)` /
//! `S.m.bwd_diff(args)`) are checked against `f`'s translated signature and become
//! `diff.fwd_call` / `diff.bwd_call` markers; `detach(x)` is `diff.detach`.
//! The `fwd-diff` and `bwd-diff` passes give the markers their meaning.
//!
//! Translated signatures (Slang's): forward, each differentiable parameter
//! `T` becomes `DifferentialPair<T>` (same direction) and a differentiable
//! result `R` becomes `DifferentialPair<R>`; backward, a differentiable
//! `in T` becomes `inout DifferentialPair<T>`, `out T` becomes `in T` (its
//! derivative), `inout T` stays `inout DifferentialPair<T>`, a
//! non-differentiable `out` is dropped and `inout` becomes `in`, and the
//! derivative of a differentiable result is the last argument; the result
//! is `void`. `DifferentialPair<T>` is the prelude's generic struct.
//!
//! Differentiable types here: float scalars, vectors and matrices, arrays
//! of them, tuples with a differentiable element, and structs conforming
//! to `IDifferentiable` (directly, by an extension or through an
//! interface), each its own differential unless it names another
//! (`custom_diff.rs`: the passes still see tangents of the primal type); a
//! `diff.type` op per such struct tells the passes which of its fields
//! carry derivatives (not the `no_diff` ones). Generic functions are
//! instantiated from the pairs' primal types; `[PrimalSubstitute]` /
//! `[PrimalSubstituteOf]` become `diff.func {subst}`.
//!
//! `__func_extension fwd_diff(f)(...)` / `bwd_diff(f)` (and `__apply(f)`,
//! which the parser turns into a backward derivative calling the forward
//! pass and its context) are functions the parser marks
//! `[ForwardDerivativeOf(f)]` / `[BackwardDerivativeOf(f)]` plus
//! `__func_extension`: their target may be `f<T>` or `S::m` / `S<T>::m`
//! (a method's `this` is their first parameter), a generic one is
//! instantiated with the arguments its target binds, and each must take
//! `f`'s translated signature exactly (E31150). `fwd_diff(S::m)` names a
//! method the same way.

use super::expr::{Place, TVal};
use super::generics::GArg;
use super::intrinsics::{Passing, ResultUse};
use super::stmt::FnCx;
use super::{types, CResult, Checker, Dir, Item, Unit, E_OVERLOAD, E_UNDEFINED};
use crate::ast::{DeclKind, ExprId, ExprKind, ModifierKind};
use crate::source::Span;
use nsl_ir::{InsertPoint, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashSet;

/// A function that cannot be differentiated was given to `fwd_diff` /
/// `bwd_diff` (Slang's number).
pub const E_NOT_DIFFERENTIABLE: &str = "E30097";

/// `no_diff` on an expression that is neither a call nor a subscript
/// (slangc's E38031).
const E_INVALID_NO_DIFF: &str = "E38031";

/// `no_diff` in a function that is not differentiable (slangc's E38033).
const E_NO_DIFF_IN_NON_DIFFERENTIABLE: &str = "E38033";

/// The attributes that make a function differentiable for slangc's
/// checks (its `DifferentiableAttribute` family).
const DIFFERENTIABLE_ATTRIBUTES: &[&str] = &[
    "Differentiable",
    "BackwardDifferentiable",
    "ForwardDifferentiable",
    "TreatAsDifferentiable",
    "HasTrivialForwardDerivative",
    "ForwardDerivative",
    "BackwardDerivative",
    "ForwardDerivativeOf",
    "BackwardDerivativeOf",
];

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    Fwd,
    Bwd,
}

/// The attributes of a function that make it differentiable.
#[derive(Clone, Default)]
pub struct DiffDecl {
    pub differentiable: bool,
    /// `[ForwardDerivative(name)]`, `[BackwardDerivative(name)]`.
    pub fwd: Option<(ExprId, Span)>,
    pub bwd: Option<(ExprId, Span)>,
    /// Per declared parameter: `no_diff`.
    pub no_diff: Vec<bool>,
    pub no_diff_result: bool,
    /// `[TreatAsDifferentiable]`: zero derivatives.
    pub zero: bool,
    /// Functions declaring themselves its derivatives
    /// (`[ForwardDerivativeOf(f)]`, `[BackwardDerivativeOf(f)]`).
    pub fwd_of: Option<usize>,
    pub bwd_of: Option<usize>,
    /// Differentiable only through a backward derivative.
    pub bwd_only: bool,
    /// `[ForwardDifferentiable]` and nothing that makes it backward
    /// differentiable (`[Differentiable]`, a backward derivative).
    pub fwd_only: bool,
    /// The generic arguments a generic `__func_extension` derivative
    /// (`fwd_of`, `bwd_of`) is instantiated with for `f`.
    pub fwd_of_args: Option<Vec<GArg>>,
    pub bwd_of_args: Option<Vec<GArg>>,
}

/// A `fwd_diff` / `bwd_diff` call's arguments (lowered once: `None` for an
/// initializer list, lowered with its parameter's type) and the callee's
/// translated signature.
pub(super) struct DiffCallArgs<'a> {
    pub args: &'a [ExprId],
    pub vals: Vec<Option<TVal>>,
    pub places: Vec<Option<Place>>,
    pub params: Vec<TParam>,
    pub ret: Option<Type>,
    /// The callee is the user's own derivative (pairs of types with a
    /// custom differential are passed as the user's).
    pub user_derivative: bool,
}

/// One translated parameter: its type and direction in the derivative's
/// signature.
pub(super) struct TParam {
    pub ty: Type,
    pub dir: Dir,
    /// A derivative's value (`bwd_diff`'s `out` parameters and the
    /// result's derivative): the primal type it is the derivative of.
    pub tangent_of: Option<Type>,
}

/// Whether `fwd_diff` / `bwd_diff` (and their `__` spellings) is this name.
pub fn diff_operator(name: &str) -> Option<Mode> {
    match name {
        "fwd_diff" | "__fwd_diff" => Some(Mode::Fwd),
        "bwd_diff" | "__bwd_diff" => Some(Mode::Bwd),
        _ => None,
    }
}

/// The field index of `Optional<T>`'s `hasValue` (the prelude's layout).
const OPTIONAL_HAS_VALUE: i128 = 1;

impl Checker<'_> {
    /// Whether values of `ty` carry a derivative: float scalars, vectors
    /// and matrices.
    pub fn is_differentiable_type(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Float { .. } => true,
            TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => {
                matches!(self.ctx.type_kind(*elem), TypeKind::Float { .. })
            }
            TypeKind::Array { elem, len: Some(_) } => self.is_differentiable_type(*elem),
            // Structs conforming to `IDifferentiable` (directly, through an
            // extension or an inherited interface; their differential is the
            // struct itself) and `DifferentialPair`s of differentiable types.
            TypeKind::Struct { fields, .. } => self.structs.iter().any(|s| {
                s.ty == ty
                    && if s.name.starts_with("DifferentialPair<") {
                        fields.first().is_some_and(|&(_, p)| p != ty && self.is_differentiable_type(p))
                    } else if s.name.starts_with("Tuple<") && s.origin.is_none() {
                        // A tuple, when an element is (its differential is
                        // the tuple of its elements' differentials).
                        fields.iter().any(|&(_, t)| self.is_differentiable_type(t))
                    } else {
                        s.conforms
                            .iter()
                            .any(|c| c == "IDifferentiable" || self.interface_inherits(c, "IDifferentiable"))
                    }
            }),
            // Cooperative vectors of floats: their own differential.
            TypeKind::Opaque { .. } if nsl_dialects::coop::vec_info(self.ctx, ty).is_some() => {
                nsl_dialects::coop::vec_info(self.ctx, ty)
                    .is_some_and(|(e, _)| matches!(self.ctx.type_kind(e), TypeKind::Float { .. }))
            }
            // Values of an interface that inherits `IDifferentiable`: their
            // differential is a value of the same interface type holding the
            // concrete type's differential.
            TypeKind::Opaque { .. } => self.existential_interface(ty).is_some_and(|i| {
                let name = self.existential_ref(&i).name;
                self.interface_inherits(&name, "IDifferentiable")
            }),
            _ => false,
        }
    }

    /// Whether values of `ty` are `IDifferentiablePtrType`s (structs
    /// conforming to it, and fixed-size arrays of them): differentiable
    /// code takes them as `DifferentialPtrPair`s.
    pub fn is_diff_ptr_type(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, len: Some(_) } => self.is_diff_ptr_type(*elem),
            TypeKind::Struct { .. } => self.structs.iter().any(|s| {
                s.ty == ty
                    && s.conforms
                        .iter()
                        .any(|c| c == "IDifferentiablePtrType" || self.interface_inherits(c, "IDifferentiablePtrType"))
            }),
            _ => false,
        }
    }

    /// `T.dzero()` / `T.dadd(a, b)` of a differentiable type `T` that does
    /// not declare them: the zero of its differential (`T` itself here) and
    /// the member-wise sum. `None` for other names and types.
    pub(super) fn differential_static(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        if !matches!(name, "dzero" | "dadd") || !self.is_differentiable_type(ty) {
            return Ok(None);
        }
        // A custom differential's zero and sum (`D`'s own, field-wise).
        let ty = self.user_differential(ty, span)?;
        let value = match (name, args) {
            ("dzero", []) => self.zero(fx, ty, span),
            ("dadd", [a, b]) => {
                let a = self.lower_value(fx, *a)?;
                let a = self.convert(fx, a, ty, span, false)?;
                let b = self.lower_value(fx, *b)?;
                let b = self.convert(fx, b, ty, span, false)?;
                self.differential_add(fx, a, b, ty, span)
            }
            _ => {
                let msg = format!("'{}.{name}' takes {} arguments", self.show(ty), if name == "dzero" { 0 } else { 2 });
                return Err(self.error(E_OVERLOAD, span, msg));
            }
        };
        Ok(Some(TVal { value, ty, literal: false }))
    }

    /// `a + b` for values of differentiable type `ty`, member by member.
    fn differential_add(&mut self, fx: &mut FnCx, a: Value, b: Value, ty: Type, span: Span) -> Value {
        let members: Vec<Type> = match self.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, t)| t).collect(),
            TypeKind::Array { elem, len: Some(n) } => vec![*elem; *n as usize],
            TypeKind::Float { .. } | TypeKind::Vector { .. } | TypeKind::Matrix { .. } => {
                return self.emit_value(fx, "arith.add", &[a, b], ty, &[], span);
            }
            _ if nsl_dialects::coop::is_coop(self.ctx, ty) => {
                let add = self.ctx.str_attr("add");
                return self.emit_value(fx, nsl_dialects::coop::ARITH.name, &[a, b], ty, &[("op", add)], span);
            }
            // Members that carry no derivative keep the first operand's value.
            _ => return a,
        };
        let optional = self.optional_payload(ty).is_some();
        let mut sums = Vec::new();
        for (i, m) in members.into_iter().enumerate() {
            let ia = self.ctx.int_attr(i as i128);
            let x = self.emit_value(fx, "agg.extract", &[a], m, &[("index", ia)], span);
            let y = self.emit_value(fx, "agg.extract", &[b], m, &[("index", ia)], span);
            sums.push(self.differential_add(fx, x, y, m, span));
        }
        let sum = self.emit_value(fx, "agg.construct", &sums, ty, &[], span);
        if !optional {
            return sum;
        }
        // `Optional<T>.dadd`: `a` without a value gives `b`, `b` without
        // one gives `a`.
        let (bool_ty, flag) = (self.ctx.bool_type(), self.ctx.int_attr(OPTIONAL_HAS_VALUE));
        let has_a = self.emit_value(fx, "agg.extract", &[a], bool_ty, &[("index", flag)], span);
        let has_b = self.emit_value(fx, "agg.extract", &[b], bool_ty, &[("index", flag)], span);
        let with_a = self.emit_value(fx, "arith.select", &[has_b, sum, a], ty, &[], span);
        self.emit_value(fx, "arith.select", &[has_a, with_a, b], ty, &[], span)
    }

    /// Per field of struct `s`: whether it carries a derivative (its type
    /// is differentiable and it is not declared `no_diff`).
    fn diff_fields(&self, s: usize) -> Vec<bool> {
        // A custom differential: the fields it holds derivatives of.
        if let Some(Ok(cd)) = self.custom_diff_info(s) {
            return cd.map.iter().map(Option::is_some).collect();
        }
        let mut no_diff: Vec<&str> = Vec::new();
        let mut cur = Some(s);
        while let Some(k) = cur {
            if let Some((src, d)) = self.structs[k].origin {
                let ast = self.units[src].ast;
                if let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind {
                    for &m in members {
                        let md = ast.decl(m);
                        if let DeclKind::Var { name, .. } = &md.kind {
                            if md.modifiers.has(&ModifierKind::NoDiff) {
                                no_diff.push(name.name.as_str());
                            }
                        }
                    }
                }
            }
            cur = self.structs[k].base;
        }
        let info = &self.structs[s];
        info.fields.iter().map(|(n, t)| !no_diff.contains(&n.as_str()) && self.is_differentiable_type(*t)).collect()
    }

    /// The IR symbols of the user functions whose result and parameters
    /// are all `no_diff` (or carry no derivative): calling one is
    /// `no_diff` already.
    pub fn never_differentiable_functions(&mut self) -> FxHashSet<Sym> {
        let mut never = FxHashSet::default();
        for f in 0..self.funcs.len() {
            if self.funcs[f].unit != Unit::User || self.funcs[f].symbol.is_empty() {
                continue;
            }
            let decl = self.func_decl(f);
            let DeclKind::Func { sig, .. } = &decl.kind else { continue };
            let ast = self.func_ast(f);
            let params_no_diff = sig.params.iter().enumerate().all(|(i, &p)| {
                ast.decl(p).modifiers.has(&ModifierKind::NoDiff)
                    || self.funcs[f].params.get(i).is_some_and(|pi| !self.is_differentiable_type(pi.ty))
            });
            let ret_no_diff = decl.modifiers.has(&ModifierKind::NoDiff)
                || self.funcs[f].ret.is_none_or(|r| !self.is_differentiable_type(r));
            if params_no_diff && ret_no_diff {
                if let Some(s) = self.ctx.existing_sym(&self.funcs[f].symbol) {
                    never.insert(s);
                }
            }
        }
        never
    }

    /// Emits `diff.type` for each differentiable struct type, when the
    /// program differentiates anything: the passes give derivatives to
    /// these structs only (and only to their differentiable fields).
    pub fn record_differentiable_types(&mut self) {
        let dfunc = self.ctx.kind(nsl_dialects::diff::FUNC.name);
        let body = self.ctx.body(self.module, 0);
        if !self.ctx.iter_block(body).any(|op| self.ctx.is(op, dfunc)) {
            return;
        }
        let kind = self.ctx.kind(nsl_dialects::diff::TYPE.name);
        for s in 0..self.structs.len() {
            let ty = self.structs[s].ty;
            if !matches!(self.ctx.type_kind(ty), TypeKind::Struct { .. }) || !self.is_differentiable_type(ty) {
                continue;
            }
            let mask = self.diff_fields(s);
            let items = mask.iter().map(|&b| self.ctx.int_attr(i128::from(b))).collect();
            let mut attrs = vec![
                (self.ctx.sym("type"), self.ctx.type_attr(ty)),
                (self.ctx.sym("fields"), self.ctx.array_attr(items)),
            ];
            // `Optional<T>`'s `hasValue`: its differential's presence flag.
            if self.optional_payload(ty).is_some() {
                attrs.push((self.ctx.sym("present"), self.ctx.int_attr(OPTIONAL_HAS_VALUE)));
            }
            let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::default());
            self.ctx.insert_op(op, InsertPoint::End(body));
        }
        // Interfaces inheriting `IDifferentiable`, named by the marker
        // struct their values' types carry (`struct<I {}>`, no fields):
        // their values carry derivatives.
        let mut ifaces: Vec<String> = self
            .interfaces
            .keys()
            .filter(|i| i.as_str() != "IDifferentiable" && self.interface_inherits(i, "IDifferentiable"))
            .cloned()
            .collect();
        ifaces.sort();
        for iface in ifaces {
            let marker = nsl_dialects::gen::interface_marker(self.ctx, &iface);
            let attrs = [
                (self.ctx.sym("type"), self.ctx.type_attr(marker)),
                (self.ctx.sym("fields"), self.ctx.array_attr(Vec::new())),
            ];
            let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::default());
            self.ctx.insert_op(op, InsertPoint::End(body));
        }
    }

    /// The differentiability attributes of function `f`.
    pub fn diff_decl(&self, f: usize) -> DiffDecl {
        let decl = self.func_decl(f);
        let ast = self.func_ast(f);
        let mut d = DiffDecl::default();
        for a in &decl.modifiers.attributes {
            match a.name.as_str() {
                "Differentiable" | "ForwardDifferentiable" | "BackwardDifferentiable" | "TreatAsDifferentiable" => {
                    d.differentiable = true
                }
                "ForwardDerivative" => d.fwd = a.args.first().map(|&e| (e, a.span)),
                "BackwardDerivative" => d.bwd = a.args.first().map(|&e| (e, a.span)),
                _ => {}
            }
            if a.name == "TreatAsDifferentiable" {
                d.zero = true;
            }
        }
        // The core module's functions written in Slang are differentiable.
        if self.is_core_func(f) && self.funcs[f].intrinsic.is_none() {
            d.differentiable = true;
        }
        // `[ForwardDerivativeOf(f)]` on another function of the program
        // (a method by its own name).
        let full = self.funcs[f].name.clone();
        let name = full.rsplit('.').next().unwrap_or(&full).to_string();
        let arity = match &self.funcs[f].generic {
            Some(_) => self.declared_arity(f),
            None => self.funcs[f].params.len(),
        };
        // A generic function (or an instance of one) may take its
        // derivative from a generic `[...DerivativeOf]` template of as many
        // generic parameters (instantiated with the same arguments when
        // recorded).
        let template_arity = match &self.funcs[f].generic {
            Some(ps) => Some(ps.len()),
            None => self.instance_origin.get(&f).and_then(|(t, _)| self.funcs[*t].generic.as_ref().map(Vec::len)),
        };
        for g in self.derivative_attr_funcs() {
            if g == f {
                continue;
            }
            if self.is_func_extension(g) {
                self.func_extension_of(f, g, &name, &mut d);
                continue;
            }
            let g_arity = match &self.funcs[g].generic {
                None => self.funcs[g].params.len(),
                Some(ps) if Some(ps.len()) == template_arity => self.declared_arity(g),
                Some(_) => continue,
            };
            let gdecl = self.func_decl(g);
            let gast = self.func_ast(g);
            for a in &gdecl.modifiers.attributes {
                // A function with a primal substitute is differentiable
                // through it.
                if a.name == "PrimalSubstituteOf"
                    && self.funcs[g].generic.is_none()
                    && self.funcs[g].params.len() == arity
                    && a.args.first().is_some_and(|&e| self.attr_names_function(gast, e, &name, f))
                {
                    d.differentiable = true;
                }
                let of = match a.name.as_str() {
                    "ForwardDerivativeOf" => &mut d.fwd_of,
                    "BackwardDerivativeOf" => &mut d.bwd_of,
                    _ => continue,
                };
                // The name is looked up from `g`'s scope: a method of
                // `g`'s own type if it has one of that name, else a
                // function outside any type.
                let names_f =
                    a.args.first().is_some_and(|&e| matches!(&gast.expr(e).kind, ExprKind::Name(n) if *n == name))
                        && self.resolves_from(g, &name, f);
                let fits = match a.name.as_str() {
                    "ForwardDerivativeOf" => g_arity == arity,
                    _ => g_arity >= arity,
                };
                if names_f && fits && of.is_none() {
                    *of = Some(g);
                    d.differentiable = true;
                }
            }
        }
        if !d.differentiable && d.fwd.is_none() && (d.bwd.is_some() || d.bwd_of.is_some()) {
            d.bwd_only = true;
        }
        let attrs = &self.func_decl(f).modifiers.attributes;
        d.fwd_only = attrs.iter().any(|a| a.name == "ForwardDifferentiable")
            && !attrs.iter().any(|a| {
                matches!(a.name.as_str(), "Differentiable" | "BackwardDifferentiable" | "TreatAsDifferentiable")
            })
            && d.bwd.is_none()
            && d.bwd_of.is_none()
            && !self.is_core_func(f);
        if d.fwd.is_some() || d.bwd.is_some() {
            d.differentiable = true;
        }
        if let DeclKind::Func { sig, .. } = &decl.kind {
            d.no_diff = sig.params.iter().map(|&p| ast.decl(p).modifiers.has(&ModifierKind::NoDiff)).collect();
            // In an instance of a generic function, a parameter declared
            // with an associated type whose constraints do not make it
            // differentiable (`T::Params` for `associatedtype Params :
            // IParams`) carries no derivative, whatever type it binds.
            if let Some(t) = self.instance_origin.get(&f).map(|(t, _)| *t) {
                for (i, &p) in sig.params.iter().enumerate() {
                    if let DeclKind::Param { ty: Some(ty), .. } = &ast.decl(p).kind {
                        if self.nondiff_associated_type(t, *ty) || self.nondiff_type_param(t, *ty) {
                            d.no_diff[i] = true;
                        }
                    }
                }
            }
        }
        d.no_diff_result = decl.modifiers.has(&ModifierKind::NoDiff);
        // The setter of a `no_diff` property or subscript: its value (and
        // indices) carry no derivative.
        // The accessors of a `no_diff` property or subscript are
        // differentiable with no derivative through the value: the getter's
        // result, the setter's value (and indices).
        if let DeclKind::Accessor { kind, .. } = &decl.kind {
            if d.no_diff_result {
                d.differentiable = true;
                if *kind == crate::ast::AccessorKind::Set {
                    d.no_diff = vec![true; self.funcs[f].params.len()];
                }
            }
        }
        d
    }

    /// Whether `__func_extension` function `g` (an instance if generic)
    /// has `f`'s translated signature in `mode`; if not, E31150.
    fn func_extension_fits(&mut self, f: usize, g: usize, mode: Mode, span: Span) -> bool {
        let mark = self.diags.list.len();
        let translated = self.translated_with_this(f, mode, span, true);
        self.diags.list.truncate(mark);
        let fits = match translated {
            Ok(Some((params, ret))) => {
                let gp = &self.funcs[g].params;
                gp.len() == params.len()
                    && gp.iter().zip(&params).all(|(a, b)| a.ty == b.ty && a.dir == b.dir)
                    && match mode {
                        Mode::Fwd => self.funcs[g].ret == ret,
                        Mode::Bwd => self.funcs[g].ret.is_none(),
                    }
            }
            _ => false,
        };
        if !fits {
            let what = if mode == Mode::Fwd { "forward" } else { "backward" };
            let msg = format!(
                "invalid custom derivative: this {what} derivative does not take '{}''s translated signature",
                self.funcs[f].name
            );
            self.error(super::E_CUSTOM_DERIVATIVE_SIGNATURE, span, msg);
        }
        fits
    }

    /// Whether function `g` was declared by `__func_extension`.
    /// The user functions whose attributes may name another function for
    /// autodiff (see `derivative_attr_funcs` in the checker's state).
    fn derivative_attr_funcs(&self) -> Vec<usize> {
        let mut cache = self.derivative_attr_funcs.borrow_mut();
        let (scanned, list) = &mut *cache;
        for g in *scanned..self.funcs.len() {
            let names_another = self.funcs[g].unit == Unit::User
                && self.func_decl(g).modifiers.attributes.iter().any(|a| {
                    matches!(
                        a.name.as_str(),
                        "PrimalSubstituteOf" | "ForwardDerivativeOf" | "BackwardDerivativeOf" | "__func_extension"
                    )
                });
            if names_another {
                list.push(g);
            }
        }
        *scanned = self.funcs.len();
        list.clone()
    }

    fn is_func_extension(&self, g: usize) -> bool {
        self.func_decl(g).modifiers.attributes.iter().any(|a| a.name == "__func_extension")
    }

    /// A `__func_extension` of unit `u` whose target names no function of
    /// the program (E30015).
    fn check_func_extension_targets(&mut self, u: usize) {
        for g in 0..self.funcs.len() {
            if self.funcs[g].unit != Unit::User || self.funcs[g].src != u || !self.is_func_extension(g) {
                continue;
            }
            let ast = self.func_ast(g);
            let Some(&e) = self.func_decl(g).modifiers.attributes.iter().find_map(|a| {
                matches!(a.name.as_str(), "ForwardDerivativeOf" | "BackwardDerivativeOf").then_some(a.args.first())?
            }) else {
                continue;
            };
            let mut target = e;
            if let ExprKind::Specialize { base, .. } = &ast.expr(target).kind {
                target = *base;
            }
            // A free function, or a method of a struct that is not generic
            // (a generic one's are declared as it is instantiated).
            let (n, span) = match &ast.expr(target).kind {
                ExprKind::Name(n) => (n.clone(), ast.expr(target).span),
                ExprKind::Member { base, name, .. } => match &ast.expr(*base).kind {
                    ExprKind::Name(s) if self.structs.iter().any(|st| st.name == *s) => (name.name.clone(), name.span),
                    _ => continue,
                },
                _ => continue,
            };
            let known = self.funcs.iter().any(|info| {
                let own = info.name.rsplit('.').next().unwrap_or(&info.name);
                own == n || own.split('<').next() == Some(n.as_str())
            });
            if !known {
                self.error(E_UNDEFINED, span, format!("undefined identifier '{n}'."));
            }
        }
    }

    /// Records `__func_extension` function `g` as `f`'s derivative (with
    /// the generic arguments `g` takes for it) when its target names `f`
    /// and it takes `f`'s parameters (`this` first, for a method).
    fn func_extension_of(&self, f: usize, g: usize, name: &str, d: &mut DiffDecl) {
        let gdecl = self.func_decl(g);
        for a in &gdecl.modifiers.attributes {
            let (of, args) = match a.name.as_str() {
                "ForwardDerivativeOf" => (&mut d.fwd_of, &mut d.fwd_of_args),
                "BackwardDerivativeOf" => (&mut d.bwd_of, &mut d.bwd_of_args),
                _ => continue,
            };
            if of.is_some() {
                continue;
            }
            let Some(&e) = a.args.first() else { continue };
            let Some(gargs) = self.func_extension_target(g, e, f, name) else { continue };
            let own = match &self.funcs[f].generic {
                Some(_) => self.declared_arity(f),
                None => self.funcs[f].params.len(),
            };
            let arity = own + usize::from(self.funcs[f].this.is_some());
            let g_arity = self.declared_arity(g);
            let fits = if a.name == "ForwardDerivativeOf" { g_arity == arity } else { g_arity > arity };
            if fits {
                *of = Some(g);
                *args = Some(gargs);
                d.differentiable = true;
            }
        }
    }

    /// Whether target expression `e` of `__func_extension` function `g`
    /// (`f`, `f<T>`, `S::m`, `S<T>::m`) names function `f` (`name` its own
    /// name): the generic arguments `g` takes for it (none when `g` is not
    /// generic). Written generic arguments are `g`'s own parameters (bound
    /// to `f`'s actual arguments, or its type's) or the actual arguments
    /// themselves.
    fn func_extension_target(&self, g: usize, e: ExprId, f: usize, name: &str) -> Option<Vec<GArg>> {
        let ast = self.func_ast(g);
        let split = |e: ExprId| -> Option<(String, Option<Vec<crate::ast::TypeOrExpr>>)> {
            match &ast.expr(e).kind {
                ExprKind::Name(n) => Some((n.clone(), None)),
                ExprKind::Specialize { base, args } => match &ast.expr(*base).kind {
                    ExprKind::Name(n) => Some((n.clone(), Some(args.clone()))),
                    _ => None,
                },
                _ => None,
            }
        };
        // (written arguments, actual arguments)
        let (written, actual) = match &ast.expr(e).kind {
            ExprKind::Member { base, name: m, .. } => {
                if m.name != name {
                    return None;
                }
                // An accessor: `S::__subscript::get`, `S::prop::set`.
                let base = match &ast.expr(*base).kind {
                    ExprKind::Member { base: owner, name: mid, .. } => {
                        if !self.funcs[f].name.ends_with(&format!(".{}.{name}", mid.name)) {
                            return None;
                        }
                        *owner
                    }
                    _ => *base,
                };
                let (sname, written) = split(base)?;
                let s = self.owner_struct(f)?;
                // The struct's name, or an alias of it (`typedef S<float> V;`).
                let aliased = match self.items.get(&sname) {
                    Some(Item::Type(t)) => *t == self.structs[s].ty,
                    Some(Item::Struct(i)) => *i == s,
                    _ => false,
                };
                if self.structs[s].name == sname || (written.is_none() && aliased) {
                    (written, Vec::new())
                } else {
                    let actual = self
                        .struct_instances
                        .iter()
                        .find(|((n, _), &i)| i == s && *n == sname)
                        .map(|((_, a), _)| a.clone())?;
                    (written, actual)
                }
            }
            _ => {
                let (n, written) = split(e)?;
                if n != name || self.owner_struct(f).is_some() {
                    return None;
                }
                let actual = self.instance_origin.get(&f).map(|(_, a)| a.clone()).unwrap_or_default();
                (written, actual)
            }
        };
        // A generic template: its instances may take `g` (checked per
        // instance).
        if self.funcs[f].generic.is_some() {
            return Some(Vec::new());
        }
        let params: Vec<String> =
            self.funcs[g].generic.as_ref().map(|ps| ps.iter().map(|p| p.name.clone()).collect()).unwrap_or_default();
        let written = match written {
            Some(w) => w,
            None if actual.is_empty() && params.is_empty() => return Some(Vec::new()),
            None => return None,
        };
        if written.len() != actual.len() {
            return None;
        }
        let mut bound: Vec<Option<GArg>> = vec![None; params.len()];
        for (w, a) in written.iter().zip(&actual) {
            let wname = match w {
                crate::ast::TypeOrExpr::Type(t) => match &ast.ty(*t).kind {
                    crate::ast::TypeKind::Name(n) => Some(n.clone()),
                    _ => None,
                },
                crate::ast::TypeOrExpr::Expr(x) => match &ast.expr(*x).kind {
                    ExprKind::Name(n) => Some(n.clone()),
                    _ => None,
                },
            };
            if let Some(i) = wname.as_ref().and_then(|n| params.iter().position(|p| p == n)) {
                if bound[i].as_ref().is_some_and(|b| b != a) {
                    return None;
                }
                bound[i] = Some(*a);
                continue;
            }
            // A concrete argument: the same type as the actual one.
            match (wname, a) {
                (Some(n), GArg::Type(t)) if self.show(*t) == n => {}
                _ => return None,
            }
        }
        bound.into_iter().collect()
    }

    /// Whether type expression `ty` of generic template `t` names an
    /// associated type of one of its generic parameters (`T::A`, `T.A`)
    /// that no constraint of the interface declaring it makes
    /// `IDifferentiable`.
    fn nondiff_associated_type(&self, t: usize, ty: crate::ast::TypeId) -> bool {
        let ast = self.func_ast(t);
        let crate::ast::TypeKind::Member { base, name, .. } = &ast.ty(ty).kind else { return false };
        let crate::ast::TypeKind::Name(param) = &ast.ty(*base).kind else { return false };
        let Some(gp) = self.funcs[t].generic.as_ref().and_then(|ps| ps.iter().find(|p| p.name == *param)) else {
            return false;
        };
        let mut found = false;
        for b in gp.bounds.iter().flatten() {
            let Some(info) = self.interfaces.get(&b.name) else { continue };
            let iast = self.units[info.src].ast;
            let DeclKind::Aggregate { members: Some(members), .. } = &iast.decl(info.decl).kind else { continue };
            for &m in members {
                let DeclKind::AssociatedType { name: aname, bases, .. } = &iast.decl(m).kind else { continue };
                if aname.name != name.name {
                    continue;
                }
                found = true;
                let differentiable = bases.iter().any(|&bt| match &iast.ty(bt).kind {
                    crate::ast::TypeKind::Name(n) => {
                        n == "IDifferentiable" || self.interface_inherits(n, "IDifferentiable")
                    }
                    _ => true,
                });
                if differentiable {
                    return false;
                }
            }
        }
        found
    }

    /// Whether attribute argument `e` (of `ast`) names function `f`, whose
    /// own name is `name`: `name`, or `S.name` / `S::name` where `f` is a
    /// member of struct `S`.
    fn attr_names_function(&self, ast: &crate::ast::Ast, e: ExprId, name: &str, f: usize) -> bool {
        match &ast.expr(e).kind {
            ExprKind::Name(n) => n == name,
            ExprKind::Member { base, name: m, .. } if m.name == name => match &ast.expr(*base).kind {
                ExprKind::Name(owner) => self.owner_struct(f).is_some_and(|s| self.structs[s].name == *owner),
                _ => false,
            },
            _ => false,
        }
    }

    /// The struct function `f` is a method (or static member) of.
    fn owner_struct(&self, f: usize) -> Option<usize> {
        if let Some((s, _)) = self.funcs[f].this {
            return Some(s);
        }
        self.structs.iter().position(|s| s.methods.values().any(|v| v.contains(&f)))
    }

    /// Whether the plain name `name`, written in an attribute of function
    /// `g`, may name function `f`: a method of `g`'s own type when that
    /// type has a member of the name, else a function outside any type.
    fn resolves_from(&self, g: usize, name: &str, f: usize) -> bool {
        match self.owner_struct(g) {
            Some(s) if self.structs[s].methods.contains_key(name) => {
                self.structs[s].methods[name].contains(&f) || self.owner_struct(f) == Some(s)
            }
            _ => self.owner_struct(f).is_none(),
        }
    }

    /// Whether type expression `ty` of generic template `t` names one of
    /// its type parameters constrained only by interfaces of the program
    /// that do not inherit `IDifferentiable` (`T : IFoo`): such a
    /// parameter carries no derivative, whatever type it binds.
    fn nondiff_type_param(&self, t: usize, ty: crate::ast::TypeId) -> bool {
        let ast = self.func_ast(t);
        let crate::ast::TypeKind::Name(param) = &ast.ty(ty).kind else { return false };
        let Some(gp) = self.funcs[t].generic.as_ref().and_then(|ps| ps.iter().find(|p| p.name == *param)) else {
            return false;
        };
        let bounds: Vec<&str> = gp.bounds.iter().flatten().map(|b| b.name.as_str()).collect();
        !bounds.is_empty()
            && bounds.iter().all(|&b| {
                !["IDifferentiable", "IDifferentiablePtrType"].iter().any(|&d| b == d || self.interface_inherits(b, d))
                    && self.interfaces.get(b).is_some_and(|info| !self.is_prelude_src(info.src))
            })
    }

    /// How many parameters function `f` declares (a generic template's
    /// too, whose signature is not resolved).
    fn declared_arity(&self, f: usize) -> usize {
        match &self.func_decl(f).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig.params.len(),
            _ => 0,
        }
    }

    /// A `__constref` (borrowed) parameter of a differentiable type in a
    /// function declared differentiable, unless `no_diff` (E38034): its
    /// derivative could not be written back; likewise a `[constref]`
    /// method of a differentiable type (E38036).
    pub(super) fn check_borrow_differentiable_params(&mut self, u: usize) {
        self.check_func_extension_targets(u);
        const DIFF_ATTRS: &[&str] = &[
            "Differentiable",
            "ForwardDifferentiable",
            "BackwardDifferentiable",
            "TreatAsDifferentiable",
            "ForwardDerivative",
            "BackwardDerivative",
        ];
        for f in 0..self.funcs.len() {
            if self.funcs[f].unit != Unit::User || self.funcs[f].src != u || self.funcs[f].generic.is_some() {
                continue;
            }
            let decl = self.func_decl(f);
            if !decl.modifiers.attributes.iter().any(|a| DIFF_ATTRS.contains(&a.name.as_str())) {
                continue;
            }
            // `[constref]` / `[ref]` on a method of a differentiable type
            // (E38036): `this` carries a derivative.
            let this_ref = decl.modifiers.attributes.iter().find(|a| matches!(a.name.as_str(), "constref" | "ref"));
            if let (Some(a), Some((st, _))) = (this_ref, self.funcs[f].this) {
                let span = a.span;
                if self.is_differentiable_type(self.structs[st].ty) {
                    let msg = "cannot use '[constref]' on a differentiable member method of a differentiable type.";
                    self.error(super::E_CONSTREF_DIFFERENTIABLE_METHOD, span, msg);
                }
            }
            let decl = self.func_decl(f);
            let DeclKind::Func { sig, .. } = &decl.kind else { continue };
            let ast = self.func_ast(f);
            if sig.params.len() != self.funcs[f].params.len() {
                continue;
            }
            let borrowed: Vec<(usize, Span)> = (sig.params.iter().enumerate())
                .filter_map(|(i, &p)| {
                    let m = &ast.decl(p).modifiers;
                    if m.has(&ModifierKind::NoDiff) {
                        return None;
                    }
                    m.keywords.iter().find(|k| k.kind == ModifierKind::ConstRef).map(|k| (i, k.span))
                })
                .collect();
            for (i, span) in borrowed {
                if self.is_differentiable_type(self.funcs[f].params[i].ty) {
                    let msg = "cannot use 'borrow in' on a differentiable parameter.";
                    self.error(super::E_BORROW_DIFFERENTIABLE_PARAM, span, msg);
                }
            }
        }
    }

    /// A function declared without a body but with a custom forward
    /// derivative (`[ForwardDerivative(h)] float f(float, float);`): its
    /// body calls `h` with zero derivatives and returns the primal part.
    /// Only for plain functions of `in` float parameters and a float
    /// result whose `h` takes the translated signature; `false` otherwise
    /// (then a call of `f` stays an unresolved external symbol).
    pub(super) fn lower_primal_of_fwd_derivative(&mut self, f: usize) -> bool {
        let d = self.diff_decl(f);
        let Some((e, span)) = d.fwd else { return false };
        let info = &self.funcs[f];
        if info.generic.is_some() || info.this.is_some() || info.intrinsic.is_some() {
            return false;
        }
        let float = |c: &Self, t: Type| match c.ctx.type_kind(t) {
            TypeKind::Float { .. } => true,
            TypeKind::Vector { elem, .. } => matches!(c.ctx.type_kind(*elem), TypeKind::Float { .. }),
            _ => false,
        };
        let params = info.params.clone();
        let Some(ret) = info.ret else { return false };
        if !float(self, ret) || params.iter().any(|p| p.dir != Dir::In || !float(self, p.ty)) || d.no_diff_result {
            return false;
        }
        let mark = self.diags.list.len();
        let g = self.custom_derivative(f, e, span, Mode::Fwd);
        self.diags.list.truncate(mark);
        let Some(g) = g else { return false };
        let Ok(Some((tparams, Some(tret)))) = self.translated(f, Mode::Fwd, span) else { return false };
        let gparams: Vec<Type> = self.funcs[g].params.iter().map(|p| p.ty).collect();
        let same = self.funcs[g].this.is_none()
            && self.funcs[g].params.iter().all(|p| p.dir == Dir::In)
            && gparams == tparams.iter().map(|p| p.ty).collect::<Vec<_>>()
            && self.funcs[g].ret == Some(tret);
        if !same {
            return false;
        }
        let gsym = self.funcs[g].symbol.clone();
        let (block, args) = self.create_func_op(f, true, span);
        let loc = self.loc(span);
        let mut operands = Vec::new();
        for (&a, tp) in args.iter().zip(&tparams) {
            if tp.ty == self.ctx.value_type(a) {
                operands.push(a);
                continue;
            }
            let t = self.ctx.value_type(a);
            let zv = nsl_ir::interp::zero_value(self.ctx, t);
            let Some(za) = nsl_ir::interp::attr_from_value(self.ctx, &zv, t) else { return false };
            let mut b = nsl_ir::Builder::at_end(self.ctx, block);
            b.loc = loc;
            let z = b.value("arith.const", &[], t, &[("value", za)]);
            operands.push(b.value("agg.construct", &[a, z], tp.ty, &[]));
        }
        let callee = self.ctx.symbol_attr(&gsym);
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let pair = b.value("func.call", &operands, tret, &[("callee", callee)]);
        let zero = b.ctx.int_attr(0);
        let p = b.value("agg.extract", &[pair], ret, &[("index", zero)]);
        b.op("func.return", &[p], &[], &[], 0);
        self.funcs[g].needed = true;
        self.use_function(g, span);
        self.record_differentiable(f);
        // A call of `f` itself is still an unresolved external symbol.
        self.bodiless.push(f);
        true
    }

    /// Emits `diff.func` for a lowered differentiable function `f`.
    pub fn record_differentiable(&mut self, f: usize) {
        // A primal substitute: `[PrimalSubstitute(g)]` on `f`, or
        // `[PrimalSubstituteOf(f)]` on `g` (a method by its own name):
        // derivatives of `f` differentiate (and run) `g` instead.
        let full = self.funcs[f].name.clone();
        let name = full.rsplit('.').next().unwrap_or(&full).to_string();
        let arity = self.funcs[f].params.len();
        let mut subst = None;
        let candidates = self.derivative_attr_funcs();
        let own = (self.funcs[f].unit == Unit::User && !candidates.contains(&f)).then_some(f);
        for g in candidates.into_iter().chain(own) {
            if self.funcs[g].generic.is_some() {
                continue;
            }
            let gast = self.func_ast(g);
            for a in &self.func_decl(g).modifiers.attributes {
                let Some(&e) = a.args.first() else { continue };
                if a.name == "PrimalSubstituteOf"
                    && g != f
                    && self.funcs[g].params.len() == arity
                    && self.attr_names_function(gast, e, &name, f)
                {
                    subst = Some((Some(g), name.clone(), a.span));
                    continue;
                }
                let ExprKind::Name(n) = &gast.expr(e).kind else { continue };
                if a.name == "PrimalSubstitute" && g == f {
                    subst = Some((None, n.clone(), a.span));
                }
            }
        }
        let d = self.diff_decl(f);
        if !d.differentiable || self.funcs[f].generic.is_some() {
            return;
        }
        let sym = self.funcs[f].symbol.clone();
        let mut attrs = vec![("fn", self.ctx.symbol_attr(&sym))];
        if let Some((g, n, span)) = subst {
            let g = match g {
                Some(g) => Some(g),
                None => {
                    let src = self.funcs[f].src;
                    let mut candidates = match self.funcs[f].this {
                        Some((st, _)) => self.structs[st].methods.get(&n).cloned().unwrap_or_default(),
                        None => Vec::new(),
                    };
                    candidates.extend(self.in_src(src, |c| match c.items.get(&n) {
                        Some(Item::Funcs(fs)) => fs.clone(),
                        _ => Vec::new(),
                    }));
                    candidates
                        .into_iter()
                        .find(|&g| g != f && self.funcs[g].generic.is_none() && self.funcs[g].params.len() == arity)
                }
            };
            let Some(g) = g else {
                self.error(E_UNDEFINED, span, format!("undefined primal substitute '{n}'"));
                return;
            };
            // A substitute of a function declared differentiable is itself
            // differentiable (E31158).
            let declared = self.func_decl(f).modifiers.attributes.iter().any(|a| {
                matches!(a.name.as_str(), "Differentiable" | "ForwardDifferentiable" | "BackwardDifferentiable")
            });
            if declared && !self.diff_decl(g).differentiable {
                let msg = "primal substitute function for differentiable method must also be differentiable. Use \
                           [Differentiable] or [TreatAsDifferentiable] (for empty derivatives)";
                self.error(super::E_SUBSTITUTE_NOT_DIFFERENTIABLE, span, msg);
                return;
            }
            self.funcs[g].needed = true;
            self.use_function(g, span);
            let s = self.funcs[g].symbol.clone();
            attrs.push(("subst", self.ctx.symbol_attr(&s)));
        }
        for (name, custom, of) in [("fwd", d.fwd, d.fwd_of), ("bwd", d.bwd, d.bwd_of)] {
            let g = match (custom, of) {
                (Some((e, span)), _) => {
                    let mode = if name == "fwd" { Mode::Fwd } else { Mode::Bwd };
                    self.custom_derivative(f, e, span, mode)
                }
                (None, Some(g)) => {
                    let span = self.func_decl(g).span;
                    // A generic template: its instance for `f`'s arguments
                    // (a `__func_extension`'s: those its target binds).
                    let g = if self.funcs[g].generic.is_some() {
                        let ext_args = if name == "fwd" { d.fwd_of_args.clone() } else { d.bwd_of_args.clone() };
                        let args = ext_args.or_else(|| self.instance_origin.get(&f).map(|(_, a)| a.clone()));
                        let inst = args.and_then(|args| self.instantiate_func(g, args).ok());
                        match inst.filter(|&i| self.funcs[i].generic.is_none()) {
                            Some(i) => i,
                            None => {
                                let msg = "this generic derivative cannot be instantiated for the function's arguments";
                                self.error(E_OVERLOAD, span, msg);
                                continue;
                            }
                        }
                    } else {
                        g
                    };
                    // A `__func_extension` takes `f`'s translated signature
                    // exactly (the passes call it with those arguments).
                    if self.is_func_extension(g) {
                        let mode = if name == "fwd" { Mode::Fwd } else { Mode::Bwd };
                        if !self.func_extension_fits(f, g, mode, span) {
                            continue;
                        }
                    }
                    self.funcs[g].needed = true;
                    self.use_function(g, span);
                    Some(g)
                }
                (None, None) => None,
            };
            if let Some(g) = g {
                let s = self.funcs[g].symbol.clone();
                attrs.push((name, self.ctx.symbol_attr(&s)));
            }
        }
        if d.zero {
            attrs.push(("zero", self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
        }
        if d.bwd_only {
            attrs.push(("bwd_only", self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
        }
        if d.fwd_only {
            attrs.push(("fwd_only", self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
        }
        let offset = usize::from(self.funcs[f].this.is_some());
        let mut no_diff: Vec<nsl_ir::Attr> = Vec::new();
        for (i, p) in self.funcs[f].params.clone().iter().enumerate() {
            if d.no_diff.get(i).copied().unwrap_or(false) || !self.is_differentiable_type(p.ty) {
                no_diff.push(self.ctx.int_attr((i + offset) as i128));
            }
        }
        if let Some((st, _)) = self.funcs[f].this {
            let ty = self.structs[st].ty;
            let no_diff_this = self.func_decl(f).modifiers.attributes.iter().any(|a| a.name == "NoDiffThis");
            if no_diff_this || !self.is_differentiable_type(ty) {
                no_diff.insert(0, self.ctx.int_attr(0));
            }
        }
        if d.no_diff_result {
            no_diff.push(self.ctx.int_attr(-1));
        }
        // Parameters passed as `DifferentialPtrPair`s.
        let mut ptr: Vec<nsl_ir::Attr> = Vec::new();
        for (i, p) in self.funcs[f].params.clone().iter().enumerate() {
            if !d.no_diff.get(i).copied().unwrap_or(false) && p.dir == Dir::In && self.is_diff_ptr_type(p.ty) {
                ptr.push(self.ctx.int_attr((i + offset) as i128));
            }
        }
        if !ptr.is_empty() {
            attrs.push(("ptr", self.ctx.array_attr(ptr)));
        }
        if !no_diff.is_empty() {
            attrs.push(("no_diff", self.ctx.array_attr(no_diff)));
        }
        let outs: Vec<nsl_ir::Attr> = (self.funcs[f].params.iter().enumerate())
            .filter(|(_, p)| p.dir == Dir::Out)
            .map(|(i, _)| (i + offset) as i128)
            .collect::<Vec<_>>()
            .into_iter()
            .map(|i| self.ctx.int_attr(i))
            .collect();
        if !outs.is_empty() {
            attrs.push(("out", self.ctx.array_attr(outs)));
        }
        let kind = self.ctx.kind(nsl_dialects::diff::FUNC.name);
        let attrs: Vec<(Sym, nsl_ir::Attr)> = attrs.into_iter().map(|(n, a)| (self.ctx.sym(n), a)).collect();
        let span = self.func_decl(f).span;
        let loc = self.loc(span);
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(body));
    }

    /// Whether generic arguments `args` (of a derivative attribute of `f`)
    /// are `f`'s own generic parameters, in order (`f` a generic function
    /// or an instance of one).
    fn names_own_generic_params(&self, f: usize, args: &[crate::ast::TypeOrExpr]) -> bool {
        let template = self.instance_origin.get(&f).map_or(f, |(t, _)| *t);
        let Some(params) = self.funcs[template].generic.as_ref() else { return false };
        let ast = self.func_ast(f);
        params.len() == args.len()
            && params.iter().zip(args).all(|(p, a)| match a {
                crate::ast::TypeOrExpr::Type(t) => {
                    matches!(&ast.ty(*t).kind, crate::ast::TypeKind::Name(n) if *n == p.name)
                }
                crate::ast::TypeOrExpr::Expr(x) => matches!(&ast.expr(*x).kind, ExprKind::Name(n) if *n == p.name),
            })
    }

    /// The function a `[ForwardDerivative(name)]` names: the overload of
    /// that name with as many parameters as `f` (marked needed).
    fn custom_derivative(&mut self, f: usize, e: ExprId, span: Span, mode: Mode) -> Option<usize> {
        let ast = self.func_ast(f);
        // `d<T, U>` where `f` is `f<T, U>`: the derivative of an instance
        // of `f` is the instance of `d` for the same arguments, as for `d`.
        // `d<float>`: the instance of generic `d` for those arguments.
        let mut explicit = None;
        let e = match &ast.expr(e).kind {
            ExprKind::Specialize { base, args } if self.names_own_generic_params(f, args) => *base,
            ExprKind::Specialize { base, args } if matches!(&ast.expr(*base).kind, ExprKind::Name(_)) => {
                explicit = Some(args.clone());
                *base
            }
            _ => e,
        };
        let ExprKind::Name(n) = &ast.expr(e).kind else {
            // `I.f` of an interface `I`: an interface requirement, which
            // `check_differentiability_attribute_placement` reports (E31153).
            if let ExprKind::Member { base, .. } = &ast.expr(e).kind {
                if matches!(&ast.expr(*base).kind, ExprKind::Name(b) if self.interfaces.contains_key(b)) {
                    return None;
                }
            }
            self.error(E_UNDEFINED, span, "a derivative attribute names a function");
            return None;
        };
        let src = self.funcs[f].src;
        let n = n.clone();
        // A method's derivative may be a method (or static function) of
        // the same struct.
        let owner = self.structs.iter().position(|s| s.methods.values().any(|m| m.contains(&f)));
        let mut candidates = match owner {
            Some(st) => self.structs[st].methods.get(&n).cloned().unwrap_or_default(),
            None => Vec::new(),
        };
        candidates.extend(self.in_src(src, |c| match c.items.get(&n) {
            Some(Item::Funcs(fs)) => fs.clone(),
            _ => Vec::new(),
        }));
        // An instance of a generic function takes the instance of a
        // generic derivative for the same arguments (`m<M>` and `mDiff<M>`).
        let instance_args = self.instance_origin.get(&f).map(|(t, args)| (*t, args.clone()));
        let mut instances = Vec::new();
        if let Some((t, args)) = instance_args {
            let arity = self.funcs[t].generic.as_ref().map_or(0, Vec::len);
            for &g in &candidates {
                if self.funcs[g].intrinsic.is_none() && self.funcs[g].generic.as_ref().is_some_and(|p| p.len() == arity)
                {
                    let mark = self.diags.list.len();
                    let inst = self.instantiate_func(g, args.clone()).ok();
                    self.diags.list.truncate(mark);
                    instances.extend(inst.filter(|&i| self.funcs[i].generic.is_none()));
                }
            }
        }
        if let Some(args) = explicit {
            let unit = self.funcs[f].unit;
            for &g in &candidates.clone() {
                let Some(params) = self.funcs[g].generic.clone().filter(|p| p.len() == args.len()) else { continue };
                if self.funcs[g].intrinsic.is_some() {
                    continue;
                }
                let mark = self.diags.list.len();
                let inst = self
                    .resolve_gargs(unit, &params, &args, span)
                    .ok()
                    .and_then(|gargs| self.instantiate_func(g, gargs).ok());
                self.diags.list.truncate(mark);
                instances.extend(inst.filter(|&i| self.funcs[i].generic.is_none()));
            }
        }
        let named_generic = candidates.iter().any(|&g| self.funcs[g].generic.is_some());
        let candidates: Vec<usize> = candidates
            .into_iter()
            .filter(|&g| self.funcs[g].generic.is_none() && self.funcs[g].intrinsic.is_none())
            .chain(instances)
            .collect();
        // Among overloads, the one with `f`'s translated signature.
        let expected: Option<Vec<Type>> = match candidates.len() {
            0 | 1 => None,
            _ => self.translated(f, mode, span).ok().flatten().map(|(ps, _)| ps.iter().map(|p| p.ty).collect()),
        };
        let fits = |c: &Self, g: usize| {
            expected.as_ref().is_none_or(|e| c.funcs[g].params.iter().map(|p| p.ty).collect::<Vec<_>>() == *e)
        };
        let g = candidates.iter().copied().find(|&g| fits(self, g)).or(candidates.first().copied());
        let Some(g) = g else {
            if named_generic {
                // A generic derivative whose arguments `f` does not give.
                let msg = format!(
                    "cannot deduce generic arguments for derivative: the generic arguments to the derivative \
                     function '{n}' cannot be deduced"
                );
                self.error("E31151", span, msg);
                let msg = format!("no overload of '{n}' can be called as the derivative");
                self.error(E_OVERLOAD, span, msg);
                return None;
            }
            self.error(E_UNDEFINED, span, format!("undefined derivative function '{n}'"));
            // slangc's E31148 beside the undefined name.
            self.error(
                "E31148",
                span,
                "cannot resolve derivative function: cannot resolve the custom derivative function",
            );
            return None;
        };
        // A public function's derivative from a module its module imports
        // without re-exporting it (slangc's E31162): importers of the
        // function could not see the derivative.
        let (mf, mg) = (self.units[self.funcs[f].src].module, self.units[self.funcs[g].src].module);
        if mf != mg
            && self.funcs[f].unit == Unit::User
            && self.funcs[g].unit == Unit::User
            && self.func_decl(f).modifiers.has(&crate::ast::ModifierKind::Public)
            && !self.modules[mf].reexports.contains(&mg)
        {
            let msg = format!(
                "custom derivative uses non-exported import: a publicly visible custom derivative cannot reference \
                 '{n}' from a module that is imported but not re-exported with '__exported import'."
            );
            self.error("E31162", span, msg);
        }
        self.funcs[g].needed = true;
        self.use_function(g, span);
        self.check_custom_signature(f, g, owner.is_some(), span, mode);
        Some(g)
    }

    /// Checks custom derivative `g` of `f` against `f`'s translated
    /// signature: a static method's derivative is static (E31156); a free
    /// function's derivative takes as many parameters (E31150), and a
    /// `DifferentialPair` where one is expected (E30019 + E31149, at the
    /// first mismatching position).
    fn check_custom_signature(&mut self, f: usize, g: usize, method: bool, span: Span, mode: Mode) {
        if method && self.funcs[f].this.is_none() && self.funcs[g].this.is_some() {
            let msg = "expected a static definition for the custom derivative.";
            self.error(super::E_CUSTOM_DERIVATIVE_NOT_STATIC, span, msg);
            self.forward_requirement_mismatch(span, mode);
            return;
        }
        if method || self.funcs[g].generic.is_some() || self.funcs[g].this.is_some() {
            return;
        }
        let mark = self.diags.list.len();
        let translated = self.translated(f, mode, span);
        self.diags.list.truncate(mark);
        let Ok(Some((expected, _))) = translated else { return };
        let got: Vec<Type> = self.funcs[g].params.iter().map(|p| p.ty).collect();
        if got.len() != expected.len() {
            // The call slangc resolves to check the signature fails too.
            let (few, n, m) = (got.len() > expected.len(), expected.len(), got.len());
            let msg = format!("too {} arguments to call (got {n}, expected {m})", if few { "few" } else { "many" });
            self.error(E_OVERLOAD, span, msg);
            let msg = "invalid custom derivative. could not resolve function with expected signature";
            self.error(super::E_CUSTOM_DERIVATIVE_SIGNATURE, span, msg);
            self.forward_requirement_mismatch(span, mode);
            return;
        }
        for (i, (e, &t)) in expected.iter().zip(&got).enumerate() {
            let shown = self.show(e.ty);
            if e.ty == t || !shown.starts_with("DifferentialPair<") {
                continue;
            }
            self.mismatch(e.ty, t, span);
            let dir = if e.dir == Dir::InOut { "inout " } else { "" };
            let msg = format!(
                "invalid custom derivative. parameter type mismatch at position {i}. expected '{dir}{shown}', got '{}'",
                self.show(t)
            );
            self.error(super::E_CUSTOM_DERIVATIVE_PARAM, span, msg);
            self.forward_requirement_mismatch(span, mode);
            return;
        }
    }

    /// A forward derivative that does not fit also fails the function's
    /// forward-differentiability conformance (slangc's E38105 beside it).
    fn forward_requirement_mismatch(&mut self, span: Span, mode: Mode) {
        if mode == Mode::Fwd {
            let msg = "interface requirement mismatch: member 'fwd_diff' does not match interface requirement.";
            self.error("E38105", span, msg);
        }
    }

    /// `DifferentialPair<ty>`.
    fn pair_type(&mut self, ty: Type, span: Span) -> CResult<Type> {
        let Some(Item::GenericStruct(src, d)) = self.items.get("DifferentialPair").cloned() else {
            return Err(self.error(E_UNDEFINED, span, "DifferentialPair is not declared"));
        };
        self.instantiate_struct("DifferentialPair", src, d, vec![super::generics::GArg::Type(ty)], span)
    }

    /// `DifferentialPtrPair<ty>`.
    fn ptr_pair_type(&mut self, ty: Type, span: Span) -> CResult<Type> {
        let Some(Item::GenericStruct(src, d)) = self.items.get("DifferentialPtrPair").cloned() else {
            return Err(self.error(E_UNDEFINED, span, "DifferentialPtrPair is not declared"));
        };
        self.instantiate_struct("DifferentialPtrPair", src, d, vec![super::generics::GArg::Type(ty)], span)
    }

    /// The translated signature of `f` in `mode`, or `None` when `f` is not
    /// differentiable.
    fn translated(&mut self, f: usize, mode: Mode, span: Span) -> CResult<Option<(Vec<TParam>, Option<Type>)>> {
        self.translated_with_this(f, mode, span, false)
    }

    /// [`Self::translated`]; with `with_this`, a method whose `this` is
    /// passed by value (not `[mutating]`) too: `this` is its first
    /// parameter (`S::m` named as a function).
    pub(super) fn translated_with_this(
        &mut self,
        f: usize,
        mode: Mode,
        span: Span,
        with_this: bool,
    ) -> CResult<Option<(Vec<TParam>, Option<Type>)>> {
        let info = &self.funcs[f];
        // A `[mutating]` method (a setter) takes its `this` as an `inout`
        // parameter.
        let (this, this_dir) = match info.this {
            Some((st, mutating)) if with_this => (Some(st), if mutating { Dir::InOut } else { Dir::In }),
            Some(_) => return Ok(None),
            None => (None, Dir::In),
        };
        if info.generic.is_some() || info.intrinsic.is_some() {
            return Ok(None);
        }
        let d = self.diff_decl(f);
        if !d.differentiable {
            return Ok(None);
        }
        let params = self.funcs[f].params.clone();
        let ret = self.funcs[f].ret;
        let mut out = Vec::new();
        if let Some(st) = this {
            let ty = self.structs[st].ty;
            let no_diff_this = self.func_decl(f).modifiers.attributes.iter().any(|a| a.name == "NoDiffThis");
            let diff = !no_diff_this && self.is_differentiable_type(ty);
            out.push(match (mode, diff) {
                (Mode::Fwd, true) => TParam { ty: self.pair_type(ty, span)?, dir: this_dir, tangent_of: None },
                (Mode::Bwd, true) => TParam { ty: self.pair_type(ty, span)?, dir: Dir::InOut, tangent_of: None },
                (Mode::Fwd, false) => TParam { ty, dir: this_dir, tangent_of: None },
                (Mode::Bwd, false) => TParam { ty, dir: Dir::In, tangent_of: None },
            });
        }
        for (i, p) in params.iter().enumerate() {
            let diff = !d.no_diff.get(i).copied().unwrap_or(false) && self.is_differentiable_type(p.ty);
            // `IDifferentiablePtrType` parameters: `DifferentialPtrPair`s,
            // read only (reverse mode).
            if !d.no_diff.get(i).copied().unwrap_or(false) && p.dir == Dir::In && self.is_diff_ptr_type(p.ty) {
                if mode == Mode::Fwd {
                    let msg = "fwd_diff of a function taking an IDifferentiablePtrType is not supported yet";
                    return Err(self.error(super::E_UNSUPPORTED, span, msg));
                }
                out.push(TParam { ty: self.ptr_pair_type(p.ty, span)?, dir: Dir::In, tangent_of: None });
                continue;
            }
            match (mode, diff, p.dir) {
                (Mode::Fwd, true, dir) => out.push(TParam { ty: self.pair_type(p.ty, span)?, dir, tangent_of: None }),
                (Mode::Fwd, false, dir) => out.push(TParam { ty: p.ty, dir, tangent_of: None }),
                (Mode::Bwd, true, Dir::In | Dir::InOut) => {
                    out.push(TParam { ty: self.pair_type(p.ty, span)?, dir: Dir::InOut, tangent_of: None })
                }
                (Mode::Bwd, true, Dir::Out) => {
                    out.push(TParam { ty: self.user_differential(p.ty, span)?, dir: Dir::In, tangent_of: Some(p.ty) })
                }
                (Mode::Bwd, false, Dir::Out) => {}
                (Mode::Bwd, false, _) => out.push(TParam { ty: p.ty, dir: Dir::In, tangent_of: None }),
            }
        }
        let ret_diff = ret.filter(|&r| !d.no_diff_result && self.is_differentiable_type(r));
        let tret = match mode {
            Mode::Fwd => match ret_diff {
                Some(r) => Some(self.pair_type(r, span)?),
                None => ret,
            },
            Mode::Bwd => {
                if let Some(r) = ret_diff {
                    out.push(TParam { ty: self.user_differential(r, span)?, dir: Dir::In, tangent_of: Some(r) });
                }
                None
            }
        };
        Ok(Some((out, tret)))
    }

    /// The parameter and result types of intrinsic `f` (a core function
    /// lowering to one op, every argument by value, returning the op's
    /// result) instantiated for primal arguments `args`, when they are
    /// all differentiable.
    fn intrinsic_signature(&mut self, f: usize, args: &[TVal]) -> Option<(Vec<Type>, Type)> {
        let intr = self.funcs[f].intrinsic.as_ref()?;
        if intr.result != ResultUse::Return
            || intr.sig.params.iter().any(|p| p.passing != Passing::Value)
            || self.ctx.op_kind(&intr.op).is_none()
        {
            return None;
        }
        let sig = intr.sig.clone();
        let (_, params, ret) = sig.match_args(self.ctx, args, &[])?;
        let ret = ret?;
        (params.iter().all(|&t| self.is_differentiable_type(t)) && self.is_differentiable_type(ret))
            .then_some((params, ret))
    }

    /// The translated signature of a function whose parameters (`in`)
    /// and result are all differentiable.
    fn translate_all(
        &mut self,
        params: &[Type],
        ret: Type,
        mode: Mode,
        span: Span,
    ) -> CResult<(Vec<TParam>, Option<Type>)> {
        let mut out = Vec::new();
        for &p in params {
            let dir = if mode == Mode::Fwd { Dir::In } else { Dir::InOut };
            out.push(TParam { ty: self.pair_type(p, span)?, dir, tangent_of: None });
        }
        Ok(match mode {
            Mode::Fwd => (out, Some(self.pair_type(ret, span)?)),
            Mode::Bwd => {
                out.push(TParam { ty: ret, dir: Dir::In, tangent_of: None });
                (out, None)
            }
        })
    }

    /// The symbol of a private function applying intrinsic `f`'s op to
    /// its parameters of types `params` (made once per instance, with its
    /// `diff.func`).
    fn intrinsic_wrapper(&mut self, f: usize, params: &[Type], ret: Type, span: Span) -> String {
        let intr = self.funcs[f].intrinsic.clone().expect("an intrinsic");
        let fty = self.ctx.function_type(params.to_vec(), vec![ret]);
        let base = format!("{}.intrinsic", self.funcs[f].name);
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let body = self.ctx.body(self.module, 0);
        let mut count = 0;
        for op in self.ctx.iter_block(body) {
            if !self.ctx.is(op, fkind) {
                continue;
            }
            let Some(sym) = self.ctx.attr_symbol(op, "sym") else { continue };
            let name = self.ctx.str(sym);
            if name.starts_with(&base) {
                if self.ctx.attr_type(op, "type") == Some(fty) {
                    return name.to_string();
                }
                count += 1;
            }
        }
        let symbol = format!("{base}.{count}");
        let loc = self.loc(span);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(Sym, nsl_ir::Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
        self.ctx.insert_op(op, InsertPoint::End(body));
        let block = self.ctx.body(op, 0);
        let args: Vec<Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let attrs: Vec<(&str, nsl_ir::Attr)> = intr.attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
        let r = b.value(&intr.op, &args, ret, &attrs);
        b.op("func.return", &[r], &[], &[], 0);
        let dkind = self.ctx.kind(nsl_dialects::diff::FUNC.name);
        let dattrs = [(self.ctx.sym("fn"), self.ctx.symbol_attr(&symbol))];
        let d = self.ctx.create_op(dkind, &[], &[], &dattrs, 0, loc);
        self.ctx.insert_op(d, InsertPoint::End(body));
        symbol
    }

    /// `fwd_diff(f)(args)` / `bwd_diff(f)(args)`.
    pub(super) fn diff_call(
        &mut self,
        fx: &mut FnCx,
        mode: Mode,
        operand: &[ExprId],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let what = if mode == Mode::Fwd { "fwd_diff" } else { "bwd_diff" };
        let [fe] = operand else {
            return Err(self.error(E_OVERLOAD, span, format!("'{what}' takes one function")));
        };
        let fspan = self.user.expr(*fe).span;
        // `fwd_diff(fwd_diff(f))`: the forward derivative of a function
        // calling `fwd_diff(f)`.
        if let (Mode::Fwd, Some((Mode::Fwd, inner))) = (mode, self.diff_operator_call(fx, *fe)) {
            return self.fwd_fwd_call(fx, &inner, args, span);
        }
        let unsupported = |c: &mut Self| {
            c.error(super::E_UNSUPPORTED, fspan, format!("'{what}' of this expression is not supported yet"))
        };
        // `f`, `f<args>` (explicit generic arguments) or `S::f` / `S.f`
        // (a static method).
        let (mut fexpr, mut gargs) = (*fe, None);
        if let ExprKind::Specialize { base, args } = &self.user.expr(*fe).kind {
            (fexpr, gargs) = (*base, Some(args.clone()));
        }
        let (n, candidates) = match &self.user.expr(fexpr).kind {
            ExprKind::Name(n) => {
                let n = n.clone();
                match self.items.get(&n) {
                    Some(Item::Funcs(fs)) => (n, fs.clone()),
                    _ => return Err(self.undefined(&n, fspan)),
                }
            }
            ExprKind::Member { base, name, .. } => {
                let (base, name) = (*base, name.name.clone());
                if gargs.is_none() && self.names_existential_value(fx, base) {
                    return self.dispatched_diff_call(fx, mode, base, &name, args, span);
                }
                let Some(ty) = self.type_named_by(fx, base) else { return Err(unsupported(self)) };
                let Some(s) = self.structs.iter().position(|s| s.ty == ty) else { return Err(unsupported(self)) };
                // A method's `this` is its first argument.
                let methods: Vec<usize> = self.structs[s].methods.get(&name).cloned().unwrap_or_default();
                if methods.is_empty() {
                    return Err(unsupported(self));
                }
                (format!("{}.{name}", self.structs[s].name), methods)
            }
            _ => return Err(unsupported(self)),
        };
        // Explicit generic arguments bind the generic candidates' first
        // parameters; the rest are inferred from the arguments.
        let (candidates, explicit) = match gargs {
            None => (candidates, Vec::new()),
            Some(gargs) => {
                let generic: Vec<usize> = candidates.into_iter().filter(|&f| self.funcs[f].generic.is_some()).collect();
                let generic = self.by_generic_arity(generic, gargs.len());
                let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
                    return Err(self.error(E_OVERLOAD, fspan, format!("'{n}' is not generic")));
                };
                let explicit = self.resolve_gargs(Unit::User, &params, &gargs, fspan)?;
                (generic, explicit)
            }
        };
        // The arguments, lowered once (places kept for inout pairs).
        // An initializer list (`{1.0}`) is lowered once the overload is
        // chosen, with its parameter's type.
        let mut vals: Vec<Option<TVal>> = Vec::new();
        let mut places = Vec::new();
        for &a in args {
            if matches!(self.user.expr(a).kind, ExprKind::InitList(_)) {
                vals.push(None);
                places.push(None);
                continue;
            }
            let place = if self.is_place_expr(fx, a) { Some(self.lower_place(fx, a)?) } else { None };
            vals.push(Some(match &place {
                Some(p) => self.load_place(fx, p, self.span(a))?,
                None => self.lower_value(fx, a)?,
            }));
            places.push(place);
        }
        let lists = vals.iter().any(Option::is_none);
        // Generic functions: instantiated with the arguments inferred from
        // the primal types (a `DifferentialPair<T>` or `DifferentialPtrPair<T>`
        // argument gives `T`).
        let mut candidates = candidates;
        let primal_vals: Vec<TVal> = vals
            .iter()
            .flatten()
            .map(|v| {
                let p = self.structs.iter().find(|s| {
                    s.ty == v.ty
                        && (s.name.starts_with("DifferentialPair<") || s.name.starts_with("DifferentialPtrPair<"))
                });
                match p.and_then(|s| s.fields.first()) {
                    Some(&(_, pt)) => TVal { ty: pt, literal: false, ..*v },
                    None => *v,
                }
            })
            .collect();
        for cand in candidates.iter_mut() {
            let f = *cand;
            if lists
                || self.funcs[f].generic.is_none()
                || self.funcs[f].intrinsic.is_some()
                || !self.diff_decl(f).differentiable
            {
                continue;
            }
            let mark = self.diags.list.len();
            let inst =
                self.infer_gargs(f, &primal_vals, &explicit).and_then(|args| self.instantiate_func(f, args).ok());
            self.diags.list.truncate(mark);
            if let Some(i) = inst {
                *cand = i;
            }
        }
        let mut best: Option<(u32, usize, Vec<TParam>, Option<Type>)> = None;
        let mut any_differentiable = false;
        // Core intrinsics (`bwd_diff(sqrt)`): each instance a wrapper
        // function of its one op, differentiated by the op's rule.
        let mut intrinsic_sig: Vec<(usize, Vec<Type>, Type)> = Vec::new();
        for &f in &candidates {
            let primal_args = match mode {
                Mode::Fwd => &primal_vals[..],
                Mode::Bwd => &primal_vals[..primal_vals.len().saturating_sub(1)],
            };
            let signature = if lists { None } else { self.intrinsic_signature(f, primal_args) };
            let translated = match signature {
                Some((ps, r)) => {
                    intrinsic_sig.push((f, ps.clone(), r));
                    Some(self.translate_all(&ps, r, mode, span)?)
                }
                None => self.translated_with_this(f, mode, span, true)?,
            };
            let Some((params, ret)) = translated else { continue };
            any_differentiable = true;
            if params.len() != vals.len() {
                continue;
            }
            let mut cost = Some(0u32);
            for (v, p) in vals.iter().zip(&params) {
                let c = match (v, p.dir) {
                    (None, Dir::In) => Some(0),
                    (None, _) => None,
                    (Some(v), Dir::In) => types::conversion_cost(self.ctx, v.ty, p.ty, v.literal_int(self.ctx))
                        .or_else(|| self.inherits(v.ty, p.ty).map(|depth| 100 * depth))
                        .or_else(|| self.existential_cost(v.ty, p.ty))
                        .or_else(|| self.optional_cost(v.ty, p.ty)),
                    (Some(v), _) => (v.ty == p.ty).then_some(0),
                };
                cost = cost.zip(c).map(|(a, b)| a + b);
            }
            if let Some(c) = cost {
                if best.as_ref().is_none_or(|b| c < b.0) {
                    best = Some((c, f, params, ret));
                }
            }
        }
        if !any_differentiable {
            return Err(self.error(
                E_NOT_DIFFERENTIABLE,
                fspan,
                format!("'{n}' is not differentiable: mark it [Differentiable] to use it with '{what}'"),
            ));
        }
        let Some((_, f, params, ret)) = best else {
            let shown: Vec<String> =
                vals.iter().map(|v| v.map_or_else(|| "{...}".to_string(), |v| self.show(v.ty))).collect();
            return Err(self.error(
                E_OVERLOAD,
                span,
                format!("no overload of '{what}({n})' takes arguments ({})", shown.join(", ")),
            ));
        };
        let callee = match intrinsic_sig.iter().find(|(g, ..)| *g == f) {
            Some((_, ps, r)) => self.intrinsic_wrapper(f, ps, *r, span),
            None => {
                self.funcs[f].needed = true;
                self.use_function(f, span);
                // A derivative placed by `[...DerivativeOf(f)]` is used
                // where `f` is differentiated (its `[require]` included),
                // not where `f` is called.
                let d = self.diff_decl(f);
                let of = match mode {
                    Mode::Fwd => d.fwd_of,
                    Mode::Bwd => d.bwd_of.or(d.fwd_of),
                };
                if let Some(g) = of.filter(|&g| self.funcs[g].generic.is_none()) {
                    self.use_function(g, span);
                }
                // So is one named by `[ForwardDerivative(g)]` /
                // `[BackwardDerivative(g)]` (resolved again here, its errors
                // already reported with the declaration).
                let direct = match mode {
                    Mode::Fwd => d.fwd.map(|(e, s)| (e, s, Mode::Fwd)),
                    Mode::Bwd => d.bwd.map(|(e, s)| (e, s, Mode::Bwd)).or(d.fwd.map(|(e, s)| (e, s, Mode::Fwd))),
                };
                if let (None, Some((e, dspan, dmode))) = (of, direct) {
                    let mark = self.diags.list.len();
                    let _ = self.custom_derivative(f, e, dspan, dmode);
                    self.diags.list.truncate(mark);
                }
                self.funcs[f].symbol.clone()
            }
        };
        // Pairs of types with a custom differential go to the passes as
        // internal pairs (a user's own derivative takes the user's).
        let user_derivative = intrinsic_sig.iter().all(|(g, ..)| *g != f) && {
            let d = self.diff_decl(f);
            match mode {
                Mode::Fwd => d.fwd.is_some() || d.fwd_of.is_some(),
                Mode::Bwd => d.bwd.is_some() || d.bwd_of.is_some(),
            }
        };
        let call = DiffCallArgs { args, vals, places, params, ret, user_derivative };
        self.emit_diff_call(fx, mode, &callee, call, span)
    }

    /// Emits `diff.fwd_call` / `diff.bwd_call` of `callee` whose translated
    /// signature is `call.params` / `call.ret`: the arguments converted
    /// (`out` / `inout` ones through temporaries written back after the
    /// call) and the result.
    pub(super) fn emit_diff_call(
        &mut self,
        fx: &mut FnCx,
        mode: Mode,
        callee: &str,
        call: DiffCallArgs<'_>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let DiffCallArgs { args, vals, places, params, ret, user_derivative } = call;
        let mut operands: Vec<Value> = Vec::new();
        let mut writebacks = Vec::new();
        for (k, p) in params.iter().enumerate() {
            let v = match vals[k] {
                Some(v) => v,
                None => self.lower_init(fx, args[k], Some(p.ty))?,
            };
            let internal = if user_derivative { None } else { self.internal_pair(p.ty, span)? };
            match p.dir {
                Dir::In => {
                    let value = self.convert(fx, v, p.ty, span, false)?;
                    let value = match (&internal, p.tangent_of) {
                        (Some((ity, s, cd)), _) => self.convert_pair(fx, value, (p.ty, *ity, *s), cd, true, span),
                        (None, Some(s)) if !user_derivative => match self.custom_differential(s, span)? {
                            Some(cd) => self.tangent_from_user(fx, value, s, &cd, span),
                            None => value,
                        },
                        _ => value,
                    };
                    operands.push(value);
                }
                Dir::Out | Dir::InOut => {
                    // Not an l-value, or a read-only one (a `let`): slangc's
                    // E30047 at the argument.
                    let Some(place) = places[k].clone().filter(|p| !matches!(p, Place::Mem { mutable: false, .. }))
                    else {
                        let msg = format!("argument {} is an 'inout' argument: it must be an l-value", k + 1);
                        return Err(self.error(super::E_ARG_NOT_LVALUE, self.span(args[k]), msg));
                    };
                    let ty = internal.as_ref().map_or(p.ty, |i| i.0);
                    let tmp = self.new_var(fx, ty, "", span);
                    if p.dir == Dir::InOut {
                        let value = match &internal {
                            Some((ity, s, cd)) => self.convert_pair(fx, v.value, (p.ty, *ity, *s), cd, true, span),
                            None => v.value,
                        };
                        self.emit(fx, "mem.store", &[tmp, value], &[], &[], span);
                    }
                    operands.push(tmp);
                    writebacks.push((place, tmp, p.ty, internal));
                }
            }
        }
        let callee = self.ctx.symbol_attr(callee);
        let ret_internal = match ret.filter(|_| mode == Mode::Fwd && !user_derivative) {
            Some(r) => self.internal_pair(r, span)?,
            None => None,
        };
        let (name, results) = match mode {
            Mode::Fwd => (
                nsl_dialects::diff::FWD_CALL.name,
                ret.map(|r| ret_internal.as_ref().map_or(r, |i| i.0)).into_iter().collect::<Vec<_>>(),
            ),
            Mode::Bwd => (nsl_dialects::diff::BWD_CALL.name, Vec::new()),
        };
        let o = self.emit(fx, name, &operands, &results, &[("callee", callee)], span);
        for (place, tmp, ty, internal) in writebacks {
            let v = match internal {
                Some((ity, s, cd)) => {
                    let v = self.emit_value(fx, "mem.load", &[tmp], ity, &[], span);
                    self.convert_pair(fx, v, (ty, ity, s), &cd, false, span)
                }
                None => self.emit_value(fx, "mem.load", &[tmp], ty, &[], span),
            };
            self.store_place(fx, &place, v, span)?;
        }
        let Some(ty) = ret.filter(|_| mode == Mode::Fwd) else { return Ok(None) };
        let mut value = self.ctx.result(o, 0);
        if let Some((ity, s, cd)) = ret_internal {
            value = self.convert_pair(fx, value, (ty, ity, s), &cd, false, span);
        }
        Ok(Some(TVal { value, ty, literal: false }))
    }

    /// `no_diff e` (at `kw`, the keyword): `e` must be a call or a
    /// subscript (E38031), in a function of a user unit declared
    /// differentiable (E38033; lambdas and accessors are not checked).
    pub(super) fn check_no_diff_use(&mut self, fx: &FnCx, args: &[ExprId], kw: Span) {
        let Some(&a) = args.first() else { return };
        if !matches!(self.user.expr(a).kind, ExprKind::Call { .. } | ExprKind::Index { .. } | ExprKind::Cast { .. }) {
            let msg = "invalid 'no_diff' usage: 'no_diff' can only be used to decorate a call or a subscript operation";
            self.error(E_INVALID_NO_DIFF, kw, msg);
            return;
        }
        let Some(f) = fx.func.filter(|&f| self.funcs[f].unit == Unit::User && !fx.infer_ret) else { return };
        let decl = self.func_decl(f);
        if !matches!(decl.kind, DeclKind::Func { .. }) {
            return;
        }
        if !decl.modifiers.attributes.iter().any(|at| DIFFERENTIABLE_ATTRIBUTES.contains(&at.name.as_str())) {
            let msg =
                "'no_diff' in non-differentiable function: cannot use 'no_diff' in a non-differentiable function.";
            self.error(E_NO_DIFF_IN_NON_DIFFERENTIABLE, kw, msg);
        }
    }

    /// `detach(x)`: `x` with a zero derivative.
    pub(super) fn detach_call(&mut self, fx: &mut FnCx, args: &[ExprId], span: Span) -> CResult<Option<TVal>> {
        let [a] = args else {
            return Err(self.error(E_OVERLOAD, span, "'detach' takes one argument"));
        };
        // `no_diff f(x);` of a function without a result: the call only.
        self.call_without_derivative(fx, |c, fx| c.lower_expr_any(fx, *a), span)
    }

    /// What `lower` emits, with no derivative: the calls it makes are
    /// never differentiated (a constructor writing its result through a
    /// pointer included) and its value is detached.
    pub(super) fn call_without_derivative(
        &mut self,
        fx: &mut FnCx,
        lower: impl FnOnce(&mut Self, &mut FnCx) -> CResult<Option<TVal>>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let before: FxHashSet<Op> = self.ctx.block_ops(fx.block).into_iter().collect();
        let v = lower(self, fx)?;
        let mut calls = Vec::new();
        for op in self.ctx.block_ops(fx.block).into_iter().filter(|o| !before.contains(o)) {
            calls.extend(
                std::iter::once(op)
                    .chain(self.ctx.nested_ops(op))
                    .filter(|&o| self.ctx.op_name(o) == nsl_dialects::func::CALL.name),
            );
        }
        let unit = self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit);
        let key = self.ctx.sym("no_diff");
        for c in calls {
            self.ctx.set_attr(c, key, unit);
        }
        let Some(v) = v else { return Ok(None) };
        let value = self.emit_value(fx, nsl_dialects::diff::DETACH.name, &[v.value], v.ty, &[], span);
        Ok(Some(TVal { value, ty: v.ty, literal: false }))
    }

    /// `fwd_diff(fwd_diff(f))(args)`: a private function `W` taking
    /// `fwd_diff(f)`'s parameters and returning `fwd_diff(f)(...)` (marked
    /// differentiable), and `fwd_diff(W)(args)`. `f` is a name (a function
    /// or a core intrinsic), chosen by the arguments' primal types.
    fn fwd_fwd_call(&mut self, fx: &mut FnCx, inner: &[ExprId], args: &[ExprId], span: Span) -> CResult<Option<TVal>> {
        let [ie] = inner else {
            return Err(self.error(E_OVERLOAD, span, "'fwd_diff' takes one function"));
        };
        let ispan = self.user.expr(*ie).span;
        let ExprKind::Name(n) = &self.user.expr(*ie).kind else {
            let msg = "'fwd_diff' of 'fwd_diff' of this expression is not supported yet";
            return Err(self.error(super::E_UNSUPPORTED, ispan, msg));
        };
        let n = n.clone();
        let candidates = match self.items.get(&n) {
            Some(Item::Funcs(fs)) => fs.clone(),
            _ => return Err(self.undefined(&n, ispan)),
        };
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.lower_value(fx, a)?);
        }
        // One `DifferentialPair` level off: `fwd_diff(f)`'s argument types;
        // two: `f`'s.
        let strip = |c: &Self, t: Type| {
            c.structs
                .iter()
                .find(|s| s.ty == t && s.name.starts_with("DifferentialPair<"))
                .and_then(|s| s.fields.first().map(|f| f.1))
        };
        let inner_tys: Vec<Type> = vals.iter().map(|v| strip(self, v.ty).unwrap_or(v.ty)).collect();
        let primal_vals: Vec<TVal> = inner_tys
            .iter()
            .zip(&vals)
            .map(|(&t, v)| TVal { ty: strip(self, t).unwrap_or(t), literal: false, ..*v })
            .collect();
        for f in candidates {
            let (params, ret, intrinsic) = match self.intrinsic_signature(f, &primal_vals) {
                Some((ps, r)) => {
                    let (tp, tr) = self.translate_all(&ps, r, Mode::Fwd, span)?;
                    (tp, tr, Some((ps, r)))
                }
                None => match self.translated(f, Mode::Fwd, span)? {
                    Some((tp, tr)) => (tp, tr, None),
                    None => continue,
                },
            };
            let fits = params.len() == inner_tys.len()
                && params.iter().zip(&inner_tys).all(|(p, &t)| p.dir == Dir::In && p.ty == t);
            let Some(ret) = ret.filter(|_| fits) else { continue };
            let sym = match intrinsic {
                Some((ps, r)) => self.intrinsic_wrapper(f, &ps, r, span),
                None => {
                    self.funcs[f].needed = true;
                    self.use_function(f, span);
                    self.funcs[f].symbol.clone()
                }
            };
            // W(inner args) = fwd_diff(f)(inner args).
            let wsym = self.unique_symbol(&format!("{sym}.fwd_diff"));
            let fty = self.ctx.function_type(inner_tys.clone(), vec![ret]);
            let loc = self.loc(span);
            let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
            let attrs = [
                ("sym", self.ctx.symbol_attr(&wsym)),
                ("type", self.ctx.type_attr(fty)),
                ("visibility", self.ctx.str_attr("private")),
            ];
            let attrs: Vec<(Sym, nsl_ir::Attr)> = attrs.iter().map(|&(k, a)| (self.ctx.sym(k), a)).collect();
            let body = self.ctx.body(self.module, 0);
            let op = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
            self.ctx.insert_op(op, InsertPoint::End(body));
            let block = self.ctx.body(op, 0);
            let wargs: Vec<Value> = inner_tys.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
            let mut b = nsl_ir::Builder::at_end(self.ctx, block);
            b.loc = loc;
            let callee = b.ctx.symbol_attr(&sym);
            let r = b.value(nsl_dialects::diff::FWD_CALL.name, &wargs, ret, &[("callee", callee)]);
            b.op("func.return", &[r], &[], &[], 0);
            let dkind = self.ctx.kind(nsl_dialects::diff::FUNC.name);
            let dattrs = [(self.ctx.sym("fn"), self.ctx.symbol_attr(&wsym))];
            let d = self.ctx.create_op(dkind, &[], &[], &dattrs, 0, loc);
            self.ctx.insert_op(d, InsertPoint::End(body));
            // fwd_diff(W)(args).
            let mut operands = Vec::new();
            for (v, &t) in vals.iter().zip(&inner_tys) {
                let outer = if strip(self, t).is_some() { self.pair_type(t, span)? } else { t };
                operands.push(self.convert(fx, *v, outer, span, false)?);
            }
            let rty = self.pair_type(ret, span)?;
            let callee = self.ctx.symbol_attr(&wsym);
            let o = self.emit(fx, nsl_dialects::diff::FWD_CALL.name, &operands, &[rty], &[("callee", callee)], span);
            return Ok(Some(TVal { value: self.ctx.result(o, 0), ty: rty, literal: false }));
        }
        let shown: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
        Err(self.error(
            E_OVERLOAD,
            span,
            format!("no overload of 'fwd_diff(fwd_diff({n}))' takes arguments ({})", shown.join(", ")),
        ))
    }

    /// Whether `e` (the callee of a call) is `f.fwd_diff` / `f.bwd_diff`,
    /// slangc's member spelling of
    /// `fwd_diff(f)`, where `f` names a function, a function with generic
    /// arguments or a static method (`S.f`): the mode and `f`.
    pub(super) fn diff_member_operator(&mut self, fx: &FnCx, e: ExprId) -> Option<(Mode, ExprId)> {
        let ExprKind::Member { base, name, .. } = &self.user.expr(e).kind else { return None };
        // slangc has no member spelling of `__fwd_diff` / `__bwd_diff`.
        let mode = match name.name.as_str() {
            "fwd_diff" => Mode::Fwd,
            "bwd_diff" => Mode::Bwd,
            _ => return None,
        };
        let base = *base;
        let mut f = base;
        if let ExprKind::Specialize { base, .. } = &self.user.expr(f).kind {
            f = *base;
        }
        let names_function = match &self.user.expr(f).kind {
            ExprKind::Name(n) => fx.lookup(n).is_none() && matches!(self.items.get(n.as_str()), Some(Item::Funcs(_))),
            // `S.f`, or `obj.f` on a value of interface type.
            ExprKind::Member { base: owner, .. } => {
                let owner = *owner;
                self.type_named_by(fx, owner).is_some() || (f == base && self.names_existential_value(fx, owner))
            }
            _ => false,
        };
        names_function.then_some((mode, base))
    }

    /// Whether `e` (the callee of a call) is `fwd_diff(f)` / `bwd_diff(f)`.
    pub(super) fn diff_operator_call(&self, fx: &FnCx, e: ExprId) -> Option<(Mode, Vec<ExprId>)> {
        let ExprKind::Call { callee, args } = &self.user.expr(e).kind else { return None };
        let ExprKind::Name(n) = &self.user.expr(*callee).kind else { return None };
        if fx.lookup(n).is_some() || self.items.contains_key(n.as_str()) {
            return None;
        }
        diff_operator(n).map(|m| (m, args.clone()))
    }
}
