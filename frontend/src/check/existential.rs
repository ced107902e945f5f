//! Values of interface type (dynamic dispatch), checked and lowered to the
//! `gen` existential ops that the `lower-existentials` pass resolves.
//!
//! - An interface named as a type is `!gen.Existential<struct<I {}>>`.
//! - A concrete struct value converts implicitly to an interface it
//!   conforms to (directly or through interface inheritance):
//!   `gen.existential_pack`.
//! - A method call on an interface-typed value calls the requirement's
//!   signature (declared once per interface method, from the interface's
//!   declaration) and lowers to `gen.existential_call {method}`, on the value
//!   or, for a `[mutating]` requirement, on its address.
//! - After every body is lowered, one `gen.witness_table` per concrete type
//!   packed into an interface (in the order first packed) names the
//!   implementation of each requirement called through the interface. So a
//!   program's conforming types are those it converts to the interface, as
//!   in Slang's whole-program specialization.

use super::expr::{Place, TVal};
use super::stmt::FnCx;
use super::{CResult, Checker, Unit, E_NO_MEMBER, E_UNSUPPORTED};
use crate::ast::{DeclId, DeclKind, FuncName, ModifierKind};
use crate::source::Span;
use nsl_ir::{Attr, Type, Value};
use rustc_hash::FxHashMap;

/// What the checker records about dynamic dispatch.
#[derive(Default)]
pub struct State {
    /// Each interface's declaration: source unit and declaration.
    pub decls: FxHashMap<String, (usize, DeclId)>,
    /// The requirement functions (signatures only) of each interface method.
    pub(super) requirements: FxHashMap<(String, String), Vec<usize>>,
    /// For each requirement function: interface, method and `[mutating]`.
    pub dispatch: FxHashMap<usize, (String, String, bool)>,
    /// (interface, struct) conformances used by conversions, in order.
    packed: Vec<(String, usize)>,
    /// Type ids given by `-conformance T:I=id`.
    ids: FxHashMap<(String, usize), u32>,
    /// The generic interface instances used as types, by the name their
    /// existentials carry (`IFoo<int>`; see `existential_generic.rs`).
    pub refs: FxHashMap<String, super::generics::IfaceRef>,
    /// The instances of generic requirements (`T calc<T>(T x)`): their
    /// template and generic arguments.
    pub instances: FxHashMap<usize, (usize, Vec<super::generics::GArg>)>,
    /// The synthetic interfaces of unconstrained associated types
    /// (`IFoo.Data`): their interface and associated type.
    pub assoc: FxHashMap<String, (String, String)>,
    /// The concrete types packed into synthetic interfaces, in order.
    assoc_packed: Vec<(String, Type)>,
    /// The wrappers made for implementations whose signatures use concrete
    /// types where the requirement's use values of interfaces.
    wrappers: Vec<String>,
    /// The static requirements called through values.
    pub(super) statics: rustc_hash::FxHashSet<usize>,
    /// The requirement accessors of each interface property (by name) or
    /// subscript (`__subscript`), declared on first use.
    accessor_reqs: FxHashMap<(String, String), super::Accessors>,
}

/// Parses slangc's `-conformance T:I[=id]` value.
pub fn parse_conformance_option(text: &str) -> Result<(String, String, Option<u32>), String> {
    // A test's `type_conformance T:I = 1;` line may end with a semicolon.
    let text = text.trim().strip_suffix(';').unwrap_or(text);
    // slangc also takes the value quoted (`-conformance "Impl:IFoo=1"` as
    // one argument, quotes included, from a test's command line).
    let text = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(text);
    let (ty, rest) = text.split_once(':').ok_or_else(|| format!("'{text}': expected TYPE:INTERFACE[=ID]"))?;
    let (iface, id) = match rest.split_once('=') {
        Some((i, id)) => {
            let id = id.trim().parse::<u32>().map_err(|_| format!("'{text}': the type id must be a number"))?;
            (i, Some(id))
        }
        None => (rest, None),
    };
    let (ty, iface) = (ty.trim(), iface.trim());
    if ty.is_empty() || iface.is_empty() {
        return Err(format!("'{text}': expected TYPE:INTERFACE[=ID]"));
    }
    Ok((ty.to_string(), iface.to_string(), id))
}

impl Checker<'_> {
    /// The interface of an existential type.
    pub fn existential_interface(&self, ty: Type) -> Option<String> {
        nsl_dialects::hl::existential_interface(self.ctx, ty).map(str::to_string)
    }

    /// The type of values of interface `iface`; its `[anyValueSize(N)]`
    /// bounds its values' size in memory (without one, the largest
    /// conforming type's size, as Slang infers it).
    pub fn interface_value_type(&mut self, iface: &str, span: Span) -> CResult<Type> {
        let mut bytes = None;
        if let Some(&(src, d)) = self.existentials.decls.get(&self.existential_ref(iface).name) {
            let attr = self.units[src].ast.decl(d).modifiers.attributes.iter().find(|a| a.name == "anyValueSize");
            if let Some(a) = attr {
                let (aspan, arg) = (a.span, a.args.first().copied());
                let n = match arg {
                    Some(e) => self.in_src(src, |c| c.const_int(Unit::User, e))?,
                    None => -1,
                };
                if !(0..=1 << 20).contains(&n) {
                    let msg = "[anyValueSize(N)] needs a size in bytes from 0 to 1048576";
                    return Err(self.error(super::E_TYPE_MISMATCH, aspan, msg));
                }
                bytes = Some(n as u32);
            }
        }
        let _ = span;
        Ok(nsl_dialects::hl::existential_type(self.ctx, iface, bytes.map(|b| b.div_ceil(4))))
    }

    /// The conversion cost of `from` to an interface type `to` it conforms to.
    pub fn existential_cost(&self, from: Type, to: Type) -> Option<u32> {
        let iface = self.existential_interface(to)?;
        if let Some(from_iface) = self.existential_interface(from) {
            return self.upcasts_to(&from_iface, &iface).then_some(500);
        }
        self.conforms_existential(from, &iface).then_some(500)
    }

    /// Does interface `from` inherit `to` (so that a value of `from`
    /// converts to `to`)? Generic interfaces by name and arguments.
    fn upcasts_to(&self, from: &str, to: &str) -> bool {
        if from == to {
            return false;
        }
        let (fr, tr) = (self.existential_ref(from), self.existential_ref(to));
        if fr.args.is_empty() && tr.args.is_empty() {
            return self.interface_closure(from).iter().any(|i| i == to);
        }
        // Generic interfaces by name (the conforming types that are
        // repacked must conform to `to` with its arguments).
        tr.name != fr.name && self.interface_closure(&fr.name).contains(&tr.name)
    }

    /// A value `v` of interface type as a value of another interface `to`
    /// that its interface inherits (`None`: not such a conversion): the
    /// concrete value inside, repacked, chosen by its type id among the
    /// types conforming to both.
    pub fn upcast_existential(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span) -> Option<CResult<Value>> {
        let from = self.existential_interface(v.ty)?;
        let to_iface = self.existential_interface(to)?;
        if !self.upcasts_to(&from, &to_iface) {
            return None;
        }
        let mut types: Vec<Type> = self
            .structs
            .iter()
            .map(|s| s.ty)
            .filter(|&t| {
                !self.ctx.type_has_params(t)
                    && self.conforms_existential(t, &from)
                    && self.conforms_existential(t, &to_iface)
            })
            .collect();
        types.dedup();
        let Some(last) = types.pop() else {
            let msg = format!("no type conforming to '{from}' is known to convert it to '{to_iface}'");
            return Some(Err(self.error(E_UNSUPPORTED, span, msg)));
        };
        let repack = |c: &mut Self, fx: &mut FnCx, t: Type| -> CResult<Value> {
            let inner = c.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_UNPACK.name, &[v.value], t, &[], span);
            let inner = TVal { value: inner, ty: t, literal: false };
            c.pack_existential(fx, inner, to, span).ok_or_else(|| c.mismatch(t, to, span))
        };
        // if id == T0 { T0 } else { if id == T1 { T1 } else { ... Tlast } }
        let saved = fx.block;
        let u32_ty = self.ctx.int_type(32, false);
        let bty = self.ctx.bool_type();
        let mut outer: Option<Value> = None;
        let mut r: CResult<()> = Ok(());
        for &t in &types {
            let id = self.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_TYPE_ID.name, &[v.value], u32_ty, &[], span);
            let attrs = [("interface", self.ctx.str_attr(&from)), ("type", self.ctx.type_attr(t))];
            let want = self.emit_value(fx, nsl_dialects::gen::TYPE_ID.name, &[], u32_ty, &attrs, span);
            let pred = self.ctx.str_attr("eq");
            let c = self.emit_value(fx, "arith.cmp", &[id, want], bty, &[("pred", pred)], span);
            let op_if = self.emit_regions(fx.block, "cf.if", &[c], &[to], &[], 2, span);
            let result = self.ctx.result(op_if, 0);
            // An enclosing `else` arm yields this `if`'s value.
            if outer.is_some() {
                self.emit(fx, "cf.yield", &[result], &[], &[], span);
            }
            outer.get_or_insert(result);
            fx.block = self.ctx.body(op_if, 0);
            match repack(self, fx, t) {
                Ok(p) => {
                    self.emit(fx, "cf.yield", &[p], &[], &[], span);
                }
                Err(e) => r = Err(e),
            }
            fx.block = self.ctx.body(op_if, 1);
        }
        let last_value = repack(self, fx, last);
        if let (Ok(p), true) = (&last_value, outer.is_some()) {
            self.emit(fx, "cf.yield", &[*p], &[], &[], span);
        }
        fx.block = saved;
        Some(r.and(last_value).map(|p| outer.unwrap_or(p)))
    }

    /// `v` as a value of interface type `to`, when its type conforms.
    pub fn pack_existential(&mut self, fx: &FnCx, v: TVal, to: Type, span: Span) -> Option<Value> {
        let iface = self.existential_interface(to)?;
        if self.ctx.type_has_params(v.ty) {
            self.unexpressible(span, "a value of a type parameter converted to an interface type");
            return None;
        }
        if !self.conforms_existential(v.ty, &iface) {
            return None;
        }
        let s = self.structs.iter().position(|s| s.ty == v.ty)?;
        // An interface that is not IDifferentiable is a non-differentiable
        // view: a derivative of the value does not go through it.
        let differentiable = iface == "IDifferentiable" || self.interface_inherits(&iface, "IDifferentiable");
        let value = if !differentiable && self.is_differentiable_type(v.ty) {
            self.emit_value(fx, nsl_dialects::diff::DETACH.name, &[v.value], v.ty, &[], span)
        } else {
            v.value
        };
        if !self.existentials.packed.contains(&(iface.clone(), s)) {
            self.existentials.packed.push((iface, s));
        }
        Some(self.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_PACK.name, &[value], to, &[], span))
    }

    /// The interfaces `iface` inherits, itself first.
    pub(super) fn interface_closure(&self, iface: &str) -> Vec<String> {
        let mut seen = vec![iface.to_string()];
        let mut i = 0;
        while i < seen.len() {
            if let Some(info) = self.interfaces.get(&seen[i]) {
                for b in &info.bases {
                    if !seen.contains(b) {
                        seen.push(b.clone());
                    }
                }
            }
            i += 1;
        }
        seen
    }

    /// The generic environment a requirement of `owner` called through a
    /// value of `receiver` (`owner` or an interface inheriting it) is
    /// declared in for dynamic dispatch: `owner`'s parameters, `This` as a
    /// value of `receiver`, and each associated type (of `receiver` and the
    /// interfaces it inherits) as a value of its constraint (`associatedtype
    /// H : IHandler`: an `IHandler`) or, unconstrained, of the synthetic
    /// interface `owner.H`, whose conforming types are the conforming
    /// types' `H`s (`assoc_interface`).
    pub(super) fn dispatch_env(&mut self, owner: &str, receiver: &str, span: Span) -> CResult<super::generics::Env> {
        let mut env = self.existential_env(owner);
        let this = self.interface_value_type(receiver, span)?;
        env.push(("This".to_string(), super::generics::GArg::Type(this)));
        for (name, ty) in self.assoc_value_types(receiver)? {
            env.push((name, super::generics::GArg::Type(ty)));
        }
        Ok(env)
    }

    /// The associated types declared by `iface` and the interfaces it
    /// inherits, each with the type of its values through dynamic dispatch.
    pub(super) fn assoc_value_types(&mut self, iface: &str) -> CResult<Vec<(String, Type)>> {
        let mut out: Vec<(String, Type)> = Vec::new();
        for owner in self.existential_closure(iface) {
            let Some(&(src, d)) = self.existentials.decls.get(&self.existential_ref(&owner).name) else { continue };
            let members: Vec<DeclId> = match &self.units[src].ast.decl(d).kind {
                DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
                _ => Vec::new(),
            };
            for m in members {
                let DeclKind::AssociatedType { name, bases, .. } = &self.units[src].ast.decl(m).kind else {
                    continue;
                };
                if out.iter().any(|(n, _)| *n == name.name) {
                    continue;
                }
                let (name, bases) = (name.name.clone(), bases.clone());
                // One interface constraint: a value of that interface.
                // (Only a plain user interface name: anything else stays
                // opaque, without reporting errors for requirements that
                // may never use it.)
                let plain = |c: &Self, b: crate::ast::TypeId| {
                    let ast = &c.units[src].ast;
                    let name = match &ast.ty(b).kind {
                        crate::ast::TypeKind::Specialize { base, .. } => &ast.ty(*base).kind,
                        k => k,
                    };
                    matches!(name, crate::ast::TypeKind::Name(n)
                        if matches!(c.items.get(n), Some(super::Item::Interface)))
                };
                let constrained = match bases[..] {
                    [b] if plain(self, b) => {
                        // Earlier associated types may appear in it
                        // (`associatedtype S : ISerializer<Data>`); one it
                        // cannot resolve leaves the type opaque, silently.
                        let mut env = self.existential_env(&owner);
                        env.extend(out.iter().map(|(n, t)| (n.clone(), super::generics::GArg::Type(*t))));
                        let saved = std::mem::replace(&mut self.env, env);
                        let mark = self.diags.list.len();
                        let t = self.in_src(src, |c| c.resolve_type(Unit::User, b));
                        self.diags.list.truncate(mark);
                        self.env = saved;
                        t.ok()
                    }
                    _ => None,
                };
                let ty = if let Some(t) = constrained.filter(|&t| self.existential_interface(t).is_some()) {
                    t
                } else {
                    let synthetic = format!("{owner}.{name}");
                    self.existentials.assoc.insert(synthetic.clone(), (owner.clone(), name.clone()));
                    nsl_dialects::hl::existential_type(self.ctx, &synthetic, None)
                };
                out.push((name, ty));
            }
        }
        Ok(out)
    }

    /// `obj.X` as a type, where `obj` is a local of interface type and `X`
    /// one of its interface's associated types: the type of `X`'s values
    /// through dynamic dispatch. `None` when `t` is not of that shape.
    pub fn value_member_type(&mut self, fx: &FnCx, t: crate::ast::TypeId) -> Option<CResult<Type>> {
        let crate::ast::TypeKind::Member { base, name, .. } = &self.user.ty(t).kind else { return None };
        let crate::ast::TypeKind::Name(n) = &self.user.ty(*base).kind else { return None };
        let Some(super::stmt::Binding::Var { ty, .. }) = fx.lookup(n) else { return None };
        let iface = self.existential_interface(*ty)?;
        let span = name.span;
        Some(self.assoc_value_types(&iface).and_then(|list| match list.into_iter().find(|(x, _)| *x == name.name) {
            Some((_, t)) => Ok(t),
            None => {
                let msg = format!("interface '{iface}' has no associated type '{}'", name.name);
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }))
    }

    /// The requirement functions for `iface.method` (declared on first use);
    /// `None` when the interface declares no such method.
    pub(super) fn requirement_funcs(&mut self, iface: &str, method: &str, span: Span) -> CResult<Option<Vec<usize>>> {
        // Declared per receiving interface: an inherited requirement's
        // `This` and associated types are the receiver's.
        let key = (iface.to_string(), method.to_string());
        if let Some(fs) = self.existentials.requirements.get(&key) {
            return Ok(Some(fs.clone()));
        }
        for owner in self.existential_closure(iface) {
            let Some(&(src, d)) = self.existentials.decls.get(&self.existential_ref(&owner).name) else { continue };
            let members: Vec<DeclId> = match &self.units[src].ast.decl(d).kind {
                DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
                _ => Vec::new(),
            };
            let mut fs = Vec::new();
            for m in members {
                let md = self.units[src].ast.decl(m);
                let n = match &md.kind {
                    DeclKind::Func { name: FuncName::Ident(n), .. } => n.name.clone(),
                    DeclKind::Func { name: FuncName::Operator { op, .. }, .. } if op == "()" => "operator()".into(),
                    _ => continue,
                };
                if n != method {
                    continue;
                }
                // A static requirement called through a value dispatches on
                // its type too (the implementations' wrappers ignore `this`).
                let is_static = md.modifiers.has(&ModifierKind::Static);
                let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref");
                let label = format!("{iface}.{method}");
                // A generic interface's requirement, with its parameters bound.
                let env = self.dispatch_env(&owner, iface, span)?;
                let saved = std::mem::replace(&mut self.env, env);
                // A generic requirement is a template: each call instantiates
                // it (`note_dispatch_instance`), and each witness table the
                // implementations' instances for the same arguments.
                let f = self.in_src(src, |c| c.declare_func(Unit::User, m, &label, None));
                self.env = saved;
                let f = f?;
                self.funcs[f].needed = false;
                self.funcs[f].lowered = true;
                self.existentials.dispatch.insert(f, (iface.to_string(), method.to_string(), mutating));
                if is_static {
                    self.existentials.statics.insert(f);
                }
                fs.push(f);
            }
            if !fs.is_empty() {
                self.existentials.requirements.insert(key, fs.clone());
                return Ok(Some(fs));
            }
        }
        Ok(None)
    }

    /// The requirement accessors of property `prop` (a subscript when
    /// `None`) of interface `iface`, declared on first use like
    /// `requirement_funcs`' methods: a `get` and a `set` function each
    /// dispatched under the method name `NAME.get` / `NAME.set` (no
    /// identifier holds a dot), `set` as a `[mutating]` requirement taking
    /// the object's address. `None` when the interface declares none.
    pub fn requirement_accessors(
        &mut self,
        iface: &str,
        prop: Option<&str>,
        span: Span,
    ) -> CResult<Option<super::Accessors>> {
        self.requirement_accessors_for(iface, prop, None, span)
    }

    /// [`Self::requirement_accessors`]; with `index` (an index's type and
    /// whether it is a literal), a generic subscript requirement
    /// (`__subscript<T>(T i) -> float`) is instantiated for the index's
    /// type, each conforming type's generic subscript then likewise.
    pub fn requirement_accessors_for(
        &mut self,
        iface: &str,
        prop: Option<&str>,
        index: Option<(Type, bool)>,
        span: Span,
    ) -> CResult<Option<super::Accessors>> {
        let member = prop.unwrap_or("__subscript").to_string();
        let mut key = (iface.to_string(), member.clone());
        let found_plain = self.existentials.accessor_reqs.contains_key(&key);
        if let (Some((ity, _)), None, false) = (index, prop, found_plain) {
            key.1 = format!("__subscript:{}", self.show(ity));
        }
        if let Some(acc) = self.existentials.accessor_reqs.get(&key) {
            return Ok(Some(acc.clone()));
        }
        for owner in self.existential_closure(iface) {
            let Some(&(src, d)) = self.existentials.decls.get(&self.existential_ref(&owner).name) else { continue };
            let members: Vec<DeclId> = match &self.units[src].ast.decl(d).kind {
                DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
                _ => Vec::new(),
            };
            for m in members {
                let mut generic = None;
                // `property int value;` requires a getter (slangc's: no
                // setter); the property declaration stands for it.
                let mut shorthand = false;
                let (ty_ast, accessors, params) = match &self.units[src].ast.decl(m).kind {
                    DeclKind::Property { name, ty, accessors: Some(a) } if prop == Some(name.name.as_str()) => {
                        (*ty, a.clone(), Vec::new())
                    }
                    DeclKind::Property { name, ty, accessors: None } if prop == Some(name.name.as_str()) => {
                        shorthand = true;
                        (*ty, vec![m], Vec::new())
                    }
                    DeclKind::Subscript { sig, ret, accessors: Some(a) }
                        if prop.is_none() && sig.generics.is_none() =>
                    {
                        (*ret, a.clone(), sig.params.clone())
                    }
                    DeclKind::Subscript { sig, ret, accessors: Some(a) }
                        if prop.is_none() && index.is_some() && sig.params.len() == 1 =>
                    {
                        let g = sig.generics.as_ref().expect("generic");
                        generic = Some(super::generics::collect_params(self.units[src].ast, g, &sig.where_clauses));
                        (*ret, a.clone(), sig.params.clone())
                    }
                    _ => continue,
                };
                let mut env = self.dispatch_env(&owner, iface, span)?;
                if let (Some(gparams), Some((ity, literal))) = (&generic, index) {
                    // Infer the subscript's generic arguments from the index.
                    let DeclKind::Param { ty: Some(pt), .. } = self.units[src].ast.decl(params[0]).kind else {
                        continue;
                    };
                    let saved = std::mem::replace(&mut self.env, env.clone());
                    let args = self.in_src(src, |c| {
                        let mut bound: Vec<Option<(super::generics::GArg, bool)>> = vec![None; gparams.len()];
                        c.unify(Unit::User, gparams, pt, ity, literal, &mut bound);
                        let args: Option<Vec<super::generics::GArg>> =
                            bound.into_iter().map(|b| b.map(|(a, _)| a)).collect();
                        args.filter(|args| c.check_bounds(gparams, args, span, false))
                    });
                    self.env = saved;
                    let Some(args) = args else { continue };
                    env.extend(gparams.iter().map(|p| p.name.clone()).zip(args));
                }
                let saved = std::mem::replace(&mut self.env, env);
                let resolved = self.in_src(src, |c| -> CResult<(Type, Vec<super::ParamInfo>)> {
                    let t = c.resolve_type(Unit::User, ty_ast)?;
                    let mut indices = Vec::new();
                    for p in params {
                        if let DeclKind::Param { name: Some(pn), ty: Some(pt), .. } = &c.user.decl(p).kind {
                            let (pn, pt) = (pn.name.clone(), *pt);
                            let pt = c.resolve_type(Unit::User, pt)?;
                            indices.push(super::ParamInfo { name: pn, ty: pt, dir: super::Dir::In, default: None });
                        }
                    }
                    Ok((t, indices))
                });
                let env = std::mem::replace(&mut self.env, saved);
                let (ty, indices) = resolved?;
                let mut acc =
                    super::Accessors { get: None, set: None, ty, indices: indices.iter().map(|p| p.ty).collect() };
                for a in accessors {
                    let (kind, params) = match &self.units[src].ast.decl(a).kind {
                        DeclKind::Accessor { kind, params, .. } => (*kind, params.clone()),
                        _ if shorthand => (crate::ast::AccessorKind::Get, Vec::new()),
                        _ => continue,
                    };
                    let mut ps = indices.clone();
                    let set = match kind {
                        crate::ast::AccessorKind::Get => false,
                        crate::ast::AccessorKind::Set => {
                            let value_name = params
                                .first()
                                .and_then(|&p| self.units[src].ast.decl(p).name().map(|n| n.name.clone()))
                                .unwrap_or_else(|| "newValue".to_string());
                            ps.push(super::ParamInfo { name: value_name, ty, dir: super::Dir::In, default: None });
                            true
                        }
                        crate::ast::AccessorKind::Ref => continue,
                    };
                    let which = if set { "set" } else { "get" };
                    let label = format!("{iface}.{member}.{which}");
                    let symbol = self.unique_symbol(&label);
                    let require = self.declared_requirement(Unit::User, &self.units[src].ast.decl(a).modifiers.clone());
                    self.funcs.push(super::FuncInfo {
                        name: label,
                        unit: Unit::User,
                        src,
                        decl: a,
                        params: ps,
                        ret: (!set).then_some(ty),
                        symbol,
                        this: None,
                        intrinsic: None,
                        generic: None,
                        env: env.clone(),
                        needed: false,
                        lowered: true,
                        require,
                        alternatives: Vec::new(),
                        hoisted: Vec::new(),
                    });
                    let f = self.funcs.len() - 1;
                    self.existentials.dispatch.insert(f, (iface.to_string(), format!("{member}.{which}"), set));
                    if set {
                        acc.set = Some(f);
                    } else {
                        acc.get = Some(f);
                    }
                }
                self.existentials.accessor_reqs.insert(key, acc.clone());
                return Ok(Some(acc));
            }
        }
        Ok(None)
    }

    /// `obj.method(args)` on a value of interface type.
    pub fn existential_method_call(
        &mut self,
        fx: &mut FnCx,
        this: Place,
        iface: &str,
        name: &crate::ast::Ident,
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let Some(candidates) = self.requirement_funcs(iface, &name.name, name.span)? else {
            let msg = format!("interface '{iface}' has no method '{}'", name.name);
            return Err(self.error(E_NO_MEMBER, name.span, msg));
        };
        let label = format!("{iface}.{}", name.name);
        // As in slangc, the receiver is opened (read) before the arguments
        // are evaluated: the call works on that copy, and a [mutating]
        // call writes the copy back after the call. So in
        // `f.step(f.step(x))` the outer call sees `f` as it was before the
        // inner one (this is also how a value in host-visible memory, a
        // buffer element, is worked on).
        let mutating = candidates.iter().any(|f| self.existentials.dispatch.get(f).is_some_and(|d| d.2));
        let mutable = matches!(this, Place::Mem { mutable: true, .. });
        let v = self.load_place(fx, &this, span)?;
        let tmp = self.new_var(fx, v.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
        let copy = Place::Mem { ptr: tmp, ty: v.ty, mutable };
        let result = self.call_overloaded(fx, &label, &candidates, Some(copy), args, span)?;
        if mutating && mutable {
            let back = self.emit_value(fx, "mem.load", &[tmp], v.ty, &[], span);
            self.store_place(fx, &this, back, span)?;
        }
        Ok(result)
    }

    /// `createDynamicObject<I>(id[, value])` / `createDynamicObject<I, U>(id, value)`:
    /// a value of interface `I` with type id `id` whose payload is
    /// `value`'s bits (none without one).
    pub fn create_dynamic_object(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<TVal> {
        use crate::ast::TypeOrExpr;
        let usage = "createDynamicObject<I>(typeId, value) takes an interface type and one or two values";
        let (Some(TypeOrExpr::Type(t)), 1..=2) = (gargs.first(), args.len()) else {
            return Err(self.error(super::E_OVERLOAD, span, usage));
        };
        let ty = self.resolve_type(Unit::User, *t)?;
        if self.existential_interface(ty).is_none() {
            let msg = format!("createDynamicObject makes a value of an interface type, not '{}'", self.show(ty));
            return Err(self.error(super::E_TYPE_MISMATCH, span, msg));
        }
        let payload_ty = match gargs.get(1) {
            Some(TypeOrExpr::Type(u)) => Some(self.resolve_type(Unit::User, *u)?),
            Some(TypeOrExpr::Expr(_)) => return Err(self.error(super::E_OVERLOAD, span, usage)),
            None => None,
        };
        let u32_ty = self.ctx.int_type(32, false);
        let id = self.lower_value(fx, args[0])?;
        let id = self.convert(fx, id, u32_ty, span, false)?;
        let value = match args.get(1) {
            Some(&a) => {
                let v = self.lower_value(fx, a)?;
                match payload_ty {
                    Some(u) => self.convert(fx, v, u, span, false)?,
                    None => v.value,
                }
            }
            // No payload (stateless conforming types): an empty struct.
            None => {
                let name = self.ctx.sym("createDynamicObject.NoValue");
                let empty = self.ctx.intern_type(nsl_ir::TypeKind::Struct { name, fields: Vec::new() });
                self.emit_value(fx, "agg.construct", &[], empty, &[], span)
            }
        };
        let value = self.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_MAKE.name, &[id, value], ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// `v is T` for a value `v` of interface `iface`: its type id compared
    /// with `T`'s (a struct); an interface `iface` is or inherits is true.
    pub fn existential_is(
        &mut self,
        fx: &mut FnCx,
        v: TVal,
        iface: &str,
        ty: crate::ast::TypeId,
        span: Span,
    ) -> CResult<TVal> {
        let bty = self.ctx.bool_type();
        if let crate::ast::TypeKind::Name(n) = &self.user.ty(ty).kind {
            if self.interfaces.contains_key(n) {
                if self.existential_closure(iface).iter().any(|i| self.existential_ref(i).name == *n) {
                    let a = self.ctx.bool_attr(true);
                    let value = self.emit_value(fx, "arith.const", &[], bty, &[("value", a)], span);
                    return Ok(TVal { value, ty: bty, literal: false });
                }
                let msg = format!(
                    "testing whether a value of interface '{iface}' is of interface '{n}' is not supported yet"
                );
                return Err(self.error(E_UNSUPPORTED, span, msg));
            }
        }
        let target = self.resolve_type(Unit::User, ty)?;
        if self.structs.iter().all(|s| s.ty != target) {
            let msg =
                format!("'is' on a value of interface '{iface}' tests a struct type, not '{}'", self.show(target));
            return Err(self.error(super::E_TYPE_MISMATCH, span, msg));
        }
        let u32_ty = self.ctx.int_type(32, false);
        let id = self.emit_value(fx, nsl_dialects::gen::EXISTENTIAL_TYPE_ID.name, &[v.value], u32_ty, &[], span);
        let attrs = [("interface", self.ctx.str_attr(iface)), ("type", self.ctx.type_attr(target))];
        let want = self.emit_value(fx, nsl_dialects::gen::TYPE_ID.name, &[], u32_ty, &attrs, span);
        let pred = self.ctx.str_attr("eq");
        let value = self.emit_value(fx, "arith.cmp", &[id, want], bty, &[("pred", pred)], span);
        Ok(TVal { value, ty: bty, literal: false })
    }

    /// The `this` operand and attributes of a call of requirement `f`.
    pub fn dispatch_this(&mut self, fx: &mut FnCx, f: usize, this: Option<&Place>, span: Span) -> CResult<Value> {
        let mutating = self.existentials.dispatch[&f].2;
        let Some(place) = this else {
            return Err(self.error(E_UNSUPPORTED, span, "calling a method needs an object"));
        };
        if mutating {
            let Place::Mem { ptr, mutable: true, .. } = place else {
                return Err(self.error("E30050", span, "a [mutating] method needs a mutable object"));
            };
            return Ok(*ptr);
        }
        Ok(self.load_place(fx, place, span)?.value)
    }

    /// The `method` attribute of a call of requirement `f`: its symbol.
    pub fn dispatch_method_attr(&mut self, f: usize) -> Attr {
        let method = self.funcs[f].symbol.clone();
        self.ctx.str_attr(&method)
    }

    /// Adds the conformances of `-conformance T:I[=id]` options (tests'
    /// `type_conformance` lines), each a type id host data may name.
    pub fn declare_conformances(&mut self, list: &[(String, String, Option<u32>)]) {
        let span = match self.units.first().and_then(|u| u.ast.roots.first().map(|&d| u.ast.decl(d).span)) {
            Some(s) => s,
            None => return,
        };
        for (ty, iface, id) in list {
            // Namespace members share the global scope: `N.T` is `T`.
            let found = self.type_from_text(ty, span).and_then(|t| self.structs.iter().position(|s| s.ty == t));
            let Some(s) = found else {
                let msg = format!("-conformance {ty}:{iface}: '{ty}' is not a struct type of this program");
                self.error(super::E_UNDEFINED, span, msg);
                continue;
            };
            let Some(iface) = self.iface_from_text(iface, span) else {
                let msg = format!("-conformance {ty}:{iface}: '{iface}' is not an interface of this program");
                self.error(super::E_UNDEFINED, span, msg);
                continue;
            };
            let iface = &iface;
            if !self.conforms_existential(self.structs[s].ty, iface) {
                let msg = format!("-conformance {ty}:{iface}: '{ty}' does not conform to '{iface}'");
                self.error(super::E_MISSING_REQUIREMENT, span, msg);
                continue;
            }
            let key = (iface.clone(), s);
            if !self.existentials.packed.contains(&key) {
                self.existentials.packed.push(key.clone());
            }
            if let Some(id) = id {
                self.existentials.ids.insert(key, *id);
            }
        }
    }

    /// Emits the witness tables: for each conformance a conversion used,
    /// the implementation of each requirement called through its interface.
    /// Implementations lowered (and wrappers made) here may pack more values
    /// and call more requirements: repeat until nothing new appears, then
    /// emit the tables.
    pub fn emit_witness_tables(&mut self) {
        let mut resolved: FxHashMap<(String, usize, usize), String> = FxHashMap::default();
        loop {
            let before = (self.existentials.packed.len(), self.existentials.dispatch.len(), resolved.len());
            let packed = self.existentials.packed.clone();
            let mut requirements: Vec<(usize, (String, String, bool))> =
                self.existentials.dispatch.iter().map(|(&f, r)| (f, r.clone())).collect();
            requirements.sort_by_key(|(f, _)| *f);
            for (iface, s) in &packed {
                let closure = self.existential_closure(iface);
                for (f, (owner, method, mutating)) in &requirements {
                    let key = (iface.clone(), *s, *f);
                    if !closure.contains(owner) || self.funcs[*f].generic.is_some() || resolved.contains_key(&key) {
                        continue;
                    }
                    match self.implementation(*s, *f, method, *mutating) {
                        Ok(symbol) => {
                            resolved.insert(key, symbol);
                        }
                        Err(msg) => {
                            resolved.insert(key, String::new());
                            let d = self.funcs[*f].decl;
                            let src = self.funcs[*f].src;
                            let span = self.units[src].ast.decl(d).span;
                            self.error(E_UNSUPPORTED, span, msg);
                        }
                    }
                }
            }
            self.lower_bodies();
            if before == (self.existentials.packed.len(), self.existentials.dispatch.len(), resolved.len()) {
                break;
            }
        }
        let packed = self.existentials.packed.clone();
        let mut requirements: Vec<usize> = self.existentials.dispatch.keys().copied().collect();
        requirements.sort();
        for (iface, s) in packed {
            let mut entries: Vec<Attr> = Vec::new();
            for &f in &requirements {
                match resolved.get(&(iface.clone(), s, f)) {
                    Some(symbol) if !symbol.is_empty() => {
                        let key = self.funcs[f].symbol.clone();
                        entries.push(self.ctx.str_attr(&key));
                        entries.push(self.ctx.symbol_attr(symbol));
                    }
                    _ => {}
                }
            }
            let ty = self.structs[s].ty;
            let id = self.existentials.ids.get(&(iface.clone(), s)).copied();
            self.emit_witness_table(&iface, ty, entries, id);
        }
        // The synthetic interfaces of associated types: one table per
        // distinct type, without requirements.
        for (iface, ty) in self.existentials.assoc_packed.clone() {
            self.emit_witness_table(&iface, ty, Vec::new(), None);
        }
        self.mark_unimplemented_dispatch();
    }

    /// Marks `unimplemented` each `gen.existential_call` through an
    /// interface that no type of the program conforms to for dynamic
    /// dispatch: no conversion packs one and no conforming struct is
    /// `export`ed (slangc keeps the witness tables of those). No value of
    /// the interface can then hold anything to call: `lower-existentials`
    /// reports the calls that can run (slangc's E50100).
    fn mark_unimplemented_dispatch(&mut self) {
        let kind = self.ctx.kind(nsl_dialects::gen::EXISTENTIAL_CALL.name);
        let unit = self.ctx.intern_attr(nsl_ir::AttrKind::Unit);
        let name = self.ctx.sym("unimplemented");
        for op in self.ctx.nested_ops(self.module) {
            if !self.ctx.is(op, kind) || self.ctx.operands(op).is_empty() {
                continue;
            }
            let mut ty = self.ctx.value_type(self.ctx.operand(op, 0));
            if let nsl_ir::TypeKind::Ptr { pointee, .. } = self.ctx.type_kind(ty) {
                ty = *pointee;
            }
            let Some(iface) = nsl_dialects::gen::existential_interface(self.ctx, ty).map(str::to_string) else {
                continue;
            };
            if self.existentials.packed.iter().any(|(i, _)| *i == iface) || self.exported_conformer(&iface) {
                continue;
            }
            self.ctx.set_attr(op, name, unit);
        }
    }

    /// Whether a struct declared `export` conforms to `iface`.
    fn exported_conformer(&self, iface: &str) -> bool {
        self.structs.iter().any(|s| {
            s.origin.is_some_and(|(u, d)| self.units[u].ast.decl(d).modifiers.has(&crate::ast::ModifierKind::Export))
                && self.conforms_existential(s.ty, iface)
        })
    }

    fn emit_witness_table(&mut self, iface: &str, ty: Type, entries: Vec<Attr>, id: Option<u32>) {
        let mut attrs = vec![
            ("interface", self.ctx.str_attr(iface)),
            ("type", self.ctx.type_attr(ty)),
            ("entries", self.ctx.array_attr(entries)),
        ];
        if let Some(id) = id {
            attrs.push(("id", self.ctx.int_attr(id.into())));
        }
        let attrs: Vec<(nsl_ir::Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let kind = self.ctx.kind(nsl_dialects::gen::WITNESS_TABLE.name);
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::UNKNOWN);
        let block = self.ctx.region_block(self.ctx.regions(self.module)[0]);
        self.ctx.insert_op(op, nsl_ir::InsertPoint::End(block));
    }

    /// The function implementing requirement `f` for struct `s` (marked
    /// needed): its method of the requirement's signature or, where the
    /// requirement's types are `This` or associated types (values of an
    /// interface), a wrapper converting between the two.
    fn implementation(&mut self, s: usize, f: usize, method: &str, mutating: bool) -> Result<String, String> {
        if let Some((template, args)) = self.existentials.instances.get(&f).cloned() {
            let is_static = self.existentials.statics.contains(&template);
            let g = self.generic_implementation(s, f, method, (mutating, is_static), args)?;
            // A static implementation takes no `this`: called through a
            // wrapper that does.
            if is_static {
                return self.dispatch_wrapper(s, f, g).ok_or_else(|| {
                    format!(
                        "'{}' has no static generic method '{method}' of this signature to call through dynamic dispatch",
                        self.structs[s].name
                    )
                });
            }
            self.funcs[g].needed = true;
            return Ok(self.funcs[g].symbol.clone());
        }
        // `Assoc::f`: a static requirement of an associated type.
        if let Some(found) = self.assoc_implementation(s, f, method) {
            return found;
        }
        // A property or subscript accessor (`value.get`, `__subscript.set`):
        // the struct's accessor of the same signature.
        if let Some((member, which)) = method.rsplit_once('.') {
            // A generic subscript meets a subscript requirement of the
            // index type through its instance for that type.
            let index = self.funcs[f].params.first().map(|p| p.ty);
            let mut extra = None;
            if let (true, Some(index)) = (member == "__subscript" && self.has_generic_subscript(s), index) {
                let span = self.units[self.funcs[f].src].ast.decl(self.funcs[f].decl).span;
                // A failure is reported there; the lookup below then fails too.
                extra = self.generic_subscript_for(s, index, false, span).ok();
            }
            let st = &self.structs[s];
            let mut list: Vec<super::Accessors> = if member == "__subscript" {
                st.subscripts.clone()
            } else {
                st.properties.get(member).cloned().into_iter().collect()
            };
            list.extend(extra);
            let want: Vec<Type> = self.funcs[f].params.iter().map(|p| p.ty).collect();
            let found = list.iter().filter_map(|a| if which == "set" { a.set } else { a.get }).find(|&g| {
                let info = &self.funcs[g];
                info.ret == self.funcs[f].ret && info.params.iter().map(|p| p.ty).collect::<Vec<_>>() == want
            });
            if let Some(g) = found {
                self.funcs[g].needed = true;
                return Ok(self.funcs[g].symbol.clone());
            }
            // A field of the property's name and type meets it.
            let field_ty = if which == "set" { want.first().copied() } else { self.funcs[f].ret };
            let field = self.structs[s].fields.iter().position(|(n, t)| n == member && Some(*t) == field_ty);
            if let (Some(k), true) = (field, member != "__subscript" && want.len() == usize::from(which == "set")) {
                return Ok(self.field_accessor(s, k, which == "set"));
            }
            let what = if member == "__subscript" { "subscript".to_string() } else { format!("property '{member}'") };
            return Err(format!(
                "'{}' has no {what} with a '{which}' accessor of this type to call through dynamic dispatch",
                self.structs[s].name
            ));
        }
        let st = &self.structs[s];
        let want: Vec<(Type, super::Dir)> = self.funcs[f].params.iter().map(|p| (p.ty, p.dir)).collect();
        let candidates: Vec<usize> = st.methods.get(method).into_iter().flatten().copied().collect();
        let is_static = self.existentials.statics.contains(&f);
        let found = candidates.iter().copied().filter(|_| !is_static).find(|&g| {
            let info = &self.funcs[g];
            info.generic.is_none()
                && info.ret == self.funcs[f].ret
                && info.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>() == want
                && info.this.is_some_and(|(_, m)| m == mutating)
        });
        if let Some(g) = found {
            self.funcs[g].needed = true;
            return Ok(self.funcs[g].symbol.clone());
        }
        // A `[mutating]` requirement met by a method that is not (an
        // `IFunc`'s `operator()` for `IMutatingFunc`'s): a wrapper loading
        // `this` and calling it.
        let plain = candidates.iter().copied().filter(|_| mutating && !is_static).find(|&g| {
            let info = &self.funcs[g];
            info.generic.is_none()
                && info.ret == self.funcs[f].ret
                && info.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>() == want
                && info.this.is_some_and(|(_, m)| !m)
        });
        if let Some(g) = plain {
            return Ok(self.mutating_wrapper(s, g));
        }
        for g in candidates {
            let info = &self.funcs[g];
            let this_ok = match info.this {
                Some((_, m)) => !is_static && m == mutating,
                None => is_static,
            };
            if info.generic.is_some() || !this_ok {
                continue;
            }
            if info.params.len() != want.len() || info.ret.is_some() != self.funcs[f].ret.is_some() {
                continue;
            }
            if let Some(symbol) = self.dispatch_wrapper(s, f, g) {
                return Ok(symbol);
            }
        }
        Err(format!(
            "'{}' has no method '{method}' of this signature{} to call through dynamic dispatch",
            self.structs[s].name,
            if mutating { " ([mutating])" } else { "" }
        ))
    }

    /// The accessor of field `k` of struct `s` that meets a property
    /// requirement: `get(this) -> T` reads it, `set(&this, T)` writes it.
    fn field_accessor(&mut self, s: usize, k: usize, set: bool) -> String {
        let (sty, (fname, fty)) = (self.structs[s].ty, self.structs[s].fields[k].clone());
        let label = format!("{}.{fname}.{}", self.structs[s].name, if set { "set" } else { "get" });
        let symbol = self.unique_symbol(&label);
        let params = if set { vec![self.ctx.ptr_type(sty, nsl_ir::AddressSpace::Function), fty] } else { vec![sty] };
        let results: Vec<Type> = if set { Vec::new() } else { vec![fty] };
        let fnty = self.ctx.function_type(params.clone(), results);
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fnty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(nsl_ir::Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let func = self.ctx.create_op(fkind, &[], &[], &attrs, 1, nsl_ir::Loc::UNKNOWN);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(func, nsl_ir::InsertPoint::End(body));
        let block = self.ctx.body(func, 0);
        let args: Vec<nsl_ir::Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let fptr_ty = self.ctx.ptr_type(fty, nsl_ir::AddressSpace::Function);
        let idx = self.ctx.int_attr(k as i128);
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        if set {
            let fptr = b.value("mem.field_addr", &[args[0]], fptr_ty, &[("index", idx)]);
            b.op("mem.store", &[fptr, args[1]], &[], &[], 0);
            b.op("func.return", &[], &[], &[], 0);
        } else {
            let v = b.value("agg.extract", &[args[0]], fty, &[("index", idx)]);
            b.op("func.return", &[v], &[], &[], 0);
        }
        symbol
    }

    /// A function taking `this` (struct `s`) by pointer that calls
    /// non-mutating method `g` on the value it points to.
    fn mutating_wrapper(&mut self, s: usize, g: usize) -> String {
        self.funcs[g].needed = true;
        let symbol = self.unique_symbol(&format!("{}.mutating", self.funcs[g].name));
        let sty = self.structs[s].ty;
        let mut params = vec![self.ctx.ptr_type(sty, nsl_ir::AddressSpace::Function)];
        let inner = self.ir_params(g);
        params.extend(inner.iter().skip(1).copied());
        let ret = self.funcs[g].ret;
        let results: Vec<Type> = ret.into_iter().collect();
        let fty = self.ctx.function_type(params.clone(), results.clone());
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(nsl_ir::Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let func = self.ctx.create_op(fkind, &[], &[], &attrs, 1, nsl_ir::Loc::UNKNOWN);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(func, nsl_ir::InsertPoint::End(body));
        let block = self.ctx.body(func, 0);
        let args: Vec<nsl_ir::Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let callee = self.ctx.symbol_attr(&self.funcs[g].symbol.clone());
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        let this = b.value("mem.load", &[args[0]], sty, &[]);
        let mut operands = vec![this];
        operands.extend_from_slice(&args[1..]);
        let call = b.op("func.call", &operands, &results, &[("callee", callee)], 0);
        let r: Vec<nsl_ir::Value> = b.ctx.results(call).to_vec();
        b.op("func.return", &r, &[], &[], 0);
        symbol
    }

    /// How a value of type `have` (struct `s`'s) stands for a requirement's
    /// type `want`: the same type, a value packed into the interface
    /// `want` is (`This`, an associated type's constraint, the synthetic
    /// interface of `s`'s binding of an unconstrained associated type), or
    /// a scalar result converted (a lambda or function value meeting a
    /// function interface of another result type).
    fn adapts(&self, s: usize, want: Type, have: Type) -> Option<Adapt> {
        if want == have {
            return Some(Adapt::Same);
        }
        let Some(iface) = self.existential_interface(want) else {
            // Only a result converts (a parameter has the same type).
            let function_value = self.structs[s].conform_refs.iter().any(|r| r.name.starts_with("__IFunc"));
            return (function_value && self.scalar_result_converts(have, want)).then_some(Adapt::Convert);
        };
        if let Some((_, name)) = self.existentials.assoc.get(&iface) {
            return (self.structs[s].member_types.get(name) == Some(&have)).then_some(Adapt::Pack);
        }
        let is_struct = self.structs.iter().any(|st| st.ty == have);
        (is_struct && self.conforms_existential(have, &iface)).then_some(Adapt::Pack)
    }

    /// A function of requirement `f`'s signature calling struct `s`'s
    /// method `g`, unpacking the interface-typed arguments `g` takes as
    /// concrete types and packing its result; `None` when the signatures
    /// differ otherwise.
    pub(super) fn dispatch_wrapper(&mut self, s: usize, f: usize, g: usize) -> Option<String> {
        let mut adapt_params = Vec::new();
        for (pf, pg) in self.funcs[f].params.iter().zip(&self.funcs[g].params) {
            if pf.dir != pg.dir {
                return None;
            }
            let a = self.adapts(s, pf.ty, pg.ty)?;
            if a != Adapt::Same && pf.dir != super::Dir::In {
                return None;
            }
            adapt_params.push(a);
        }
        let adapt_ret = match (self.funcs[f].ret, self.funcs[g].ret) {
            (Some(want), Some(have)) => self.adapts(s, want, have)?,
            _ => Adapt::Same,
        };
        let symbol = format!("{}$dyn${}", self.funcs[g].symbol, self.funcs[f].symbol);
        if self.existentials.wrappers.contains(&symbol) {
            return Some(symbol);
        }
        self.existentials.wrappers.push(symbol.clone());
        self.funcs[g].needed = true;
        // Register the conformances the wrapper packs.
        if adapt_ret == Adapt::Pack {
            let (want, have) = (self.funcs[f].ret?, self.funcs[g].ret?);
            self.note_packed(want, have);
        }
        // A static implementation takes no `this`: the wrapper's is unused.
        let has_this = self.funcs[g].this.is_some();
        let mut g_params = self.ir_params(g);
        if !has_this {
            g_params.insert(0, self.structs[s].ty);
        }
        let f_params = self.ir_params(f);
        let mut params = vec![g_params[0]];
        params.extend_from_slice(&f_params);
        let results: Vec<Type> = self.funcs[f].ret.into_iter().collect();
        let fty = self.ctx.function_type(params.clone(), results.clone());
        let span = {
            let d = self.funcs[g].decl;
            self.units[self.funcs[g].src].ast.decl(d).span
        };
        let loc = self.loc(span);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(nsl_ir::Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let kind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 1, loc);
        let module_body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, nsl_ir::InsertPoint::End(module_body));
        let block = self.ctx.body(op, 0);
        let args: Vec<Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let mut operands = if has_this { vec![args[0]] } else { Vec::new() };
        for (k, &a) in adapt_params.iter().enumerate() {
            let v = args[k + 1];
            operands.push(match a {
                Adapt::Same => v,
                Adapt::Pack => b.value(nsl_dialects::gen::EXISTENTIAL_UNPACK.name, &[v], g_params[k + 1], &[]),
                Adapt::Convert => b.value("arith.convert", &[v], g_params[k + 1], &[]),
            });
        }
        let g_results: Vec<Type> = self.funcs[g].ret.into_iter().collect();
        let callee = b.ctx.symbol_attr(&self.funcs[g].symbol);
        let call = b.op("func.call", &operands, &g_results, &[("callee", callee)], 0);
        let mut rs: Vec<Value> = b.ctx.results(call).to_vec();
        match adapt_ret {
            Adapt::Same => {}
            Adapt::Pack => rs = vec![b.value(nsl_dialects::gen::EXISTENTIAL_PACK.name, &rs, results[0], &[])],
            Adapt::Convert => rs = vec![b.value("arith.convert", &rs, results[0], &[])],
        }
        b.op("func.return", &rs, &[], &[], 0);
        Some(symbol)
    }

    /// Records that a value of type `have` is packed into existential type
    /// `want`, for its witness table.
    fn note_packed(&mut self, want: Type, have: Type) {
        let Some(iface) = self.existential_interface(want) else { return };
        if self.existentials.assoc.contains_key(&iface) {
            if !self.existentials.assoc_packed.contains(&(iface.clone(), have)) {
                self.existentials.assoc_packed.push((iface, have));
            }
            return;
        }
        if let Some(s) = self.structs.iter().position(|st| st.ty == have) {
            if !self.existentials.packed.contains(&(iface.clone(), s)) {
                self.existentials.packed.push((iface, s));
            }
        }
    }
}

/// How a requirement's parameter or result is met by an implementation's
/// of another type (see `Checker::adapts`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Adapt {
    Same,
    Pack,
    Convert,
}
