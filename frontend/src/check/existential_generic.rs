//! Values of a generic interface's type (`ICalculator<float>`, `IFoo<8>`):
//! the existential's interface is the instance's name as shown
//! (`ICalculator<float>`), and `existential::State::refs` maps it back to
//! the interface and its arguments. A requirement's signature is declared
//! with the interface's parameters bound to those arguments, and a struct
//! converts to the instance when it declares that conformance with equal
//! arguments (directly or through interface inheritance).

use super::generics::{GArg, IfaceRef};
use super::{CResult, Checker, Item, Unit};
use crate::source::Span;
use nsl_ir::Type;

impl Checker<'_> {
    /// The name an interface applied to its arguments shows as.
    pub fn iface_display(&self, r: &IfaceRef) -> String {
        if r.args.is_empty() {
            return r.name.clone();
        }
        let shown: Vec<String> = r.args.iter().map(|a| self.show_garg(*a)).collect();
        format!("{}<{}>", r.name, shown.join(", "))
    }

    /// The interface (and arguments) an existential's interface name
    /// stands for.
    pub fn existential_ref(&self, iface: &str) -> IfaceRef {
        match self.existentials.refs.get(iface) {
            Some(r) => r.clone(),
            None => IfaceRef { name: iface.to_string(), args: Vec::new() },
        }
    }

    /// The name of an interface instance, remembered so that it maps back.
    pub fn register_iface_ref(&mut self, r: IfaceRef) -> String {
        let name = self.iface_display(&r);
        if !r.args.is_empty() {
            self.existentials.refs.entry(name.clone()).or_insert(r);
        }
        name
    }

    /// The type of values of a generic interface's instance (`IFoo<int>`).
    pub fn generic_interface_value_type(&mut self, unit: Unit, t: crate::ast::TypeId, span: Span) -> CResult<Type> {
        let r = match self.iface_ref(unit, t) {
            Some(r) => r?,
            None => return Err(self.error(super::E_UNSUPPORTED, span, "this generic type is not supported yet")),
        };
        let name = self.register_iface_ref(r);
        self.interface_value_type(&name, span)
    }

    /// Does type `t` convert to a value of the existential interface `iface`?
    pub fn conforms_existential(&self, t: Type, iface: &str) -> bool {
        let r = self.existential_ref(iface);
        if r.args.is_empty() {
            return self.conforms(GArg::Type(t), iface);
        }
        self.conforms_to(GArg::Type(t), &r) || self.converts_to_function_interface(t, &r)
    }

    /// Does a lambda or function value (type `t`, conforming to
    /// `IFunc<R, P...>`) stand for the function interface `r` with the
    /// same parameters `P...` and a scalar result that `R`, a scalar too,
    /// converts to implicitly? slangc coerces a lambda so to a `functype`
    /// (`foo<let N>(f: functype() -> vector<float, N>)` called with
    /// `() => 2`), through a synthesized `operator()` converting the
    /// result; parameters must match exactly and vectors do not convert.
    /// nslc spells `functype` as `IFunc`, so it accepts the same for
    /// `IFunc`, which slangc refuses (E30019). Not `IMutatingFunc`, nor a
    /// generic constraint: slangc refuses those.
    fn converts_to_function_interface(&self, t: Type, r: &super::generics::IfaceRef) -> bool {
        if !r.name.starts_with("__IFunc") {
            return false;
        }
        let Some(s) = self.structs.iter().find(|s| s.ty == t) else { return false };
        let Some(own) = s.conform_refs.iter().find(|c| c.name == r.name && c.args.len() == r.args.len()) else {
            return false;
        };
        match (own.args.first(), r.args.first()) {
            (Some(&GArg::Type(have)), Some(&GArg::Type(want))) => {
                self.scalar_result_converts(have, want) && own.args[1..] == r.args[1..]
            }
            _ => false,
        }
    }

    /// Does a function result of scalar type `have` convert implicitly to
    /// scalar type `want` (one `arith.convert`)?
    pub(super) fn scalar_result_converts(&self, have: Type, want: Type) -> bool {
        let scalar = |t: Type| matches!(super::types::shape(self.ctx, t), Some((_, super::types::Shape::Scalar)));
        have != want
            && scalar(have)
            && scalar(want)
            && super::types::conversion_cost(self.ctx, have, want, None).is_some()
    }

    /// The interfaces the existential interface `iface` inherits, itself
    /// first, as existential interface names (generic ones with the
    /// arguments the inheritance applies).
    pub fn existential_closure(&mut self, iface: &str) -> Vec<String> {
        let r = self.existential_ref(iface);
        if r.args.is_empty() {
            return self.interface_closure(iface);
        }
        let refs = self.with_inherited(vec![r]);
        refs.into_iter().map(|r| self.register_iface_ref(r)).collect()
    }

    /// The generic environment of interface instance `iface`: its
    /// parameters bound to its arguments.
    pub fn existential_env(&self, iface: &str) -> super::generics::Env {
        let r = self.existential_ref(iface);
        match self.interfaces.get(&r.name) {
            Some(info) => info.params.iter().map(|p| p.name.clone()).zip(r.args.iter().copied()).collect(),
            None => Vec::new(),
        }
    }

    /// A type named in a `-conformance` option or a `type_conformance`
    /// line: a struct (`Impl`, `Impl<float>`, instantiated when needed) or
    /// a builtin type; `None` when the text names none.
    pub fn type_from_text(&mut self, text: &str, span: Span) -> Option<Type> {
        let text = text.trim();
        let short = |n: &str| n.rsplit(['.', ':']).next().unwrap_or(n).trim().to_string();
        let Some(open) = text.find('<') else {
            let n = short(text);
            if let Some(t) = super::types::scalar_by_name(self.ctx, &n)
                .or_else(|| super::types::vector_or_matrix_by_name(self.ctx, &n))
            {
                return Some(t);
            }
            return match self.items.get(&n) {
                Some(Item::Struct(s)) => Some(self.structs[*s].ty),
                Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Some(*t),
                // An interface (`ICalc<IFoo>`'s argument): its values' type.
                Some(Item::Interface) => self.interface_value_type(&n, span).ok(),
                _ => None,
            };
        };
        let base = short(&text[..open]);
        let args = self.gargs_from_text(text[open..].strip_prefix('<')?.strip_suffix('>')?, span)?;
        match self.items.get(&base).cloned() {
            Some(Item::GenericStruct(src, d)) => self.instantiate_struct(&base, src, d, args, span).ok(),
            Some(Item::Interface) => {
                let name = self.iface_from_text(text, span)?;
                self.interface_value_type(&name, span).ok()
            }
            _ => None,
        }
    }

    /// An interface named in a `-conformance` option: `IFoo` or `IFoo<int>`,
    /// as its existential interface name.
    pub fn iface_from_text(&mut self, text: &str, span: Span) -> Option<String> {
        let text = text.trim();
        let short = |n: &str| n.rsplit(['.', ':']).next().unwrap_or(n).trim().to_string();
        let Some(open) = text.find('<') else {
            let n = short(text);
            return self.interfaces.contains_key(&n).then_some(n);
        };
        let name = short(&text[..open]);
        let info = self.interfaces.get(&name)?;
        let nparams = info.params.len();
        let args = self.gargs_from_text(text[open..].strip_prefix('<')?.strip_suffix('>')?, span)?;
        (args.len() == nparams).then(|| self.register_iface_ref(IfaceRef { name, args }))
    }

    /// Generic arguments written as text, separated by top-level commas.
    fn gargs_from_text(&mut self, text: &str, span: Span) -> Option<Vec<GArg>> {
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0usize, 0usize);
        for (i, ch) in text.char_indices() {
            match ch {
                '<' => depth += 1,
                '>' => depth = depth.checked_sub(1)?,
                ',' if depth == 0 => {
                    parts.push(&text[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&text[start..]);
        let mut out = Vec::new();
        for p in parts {
            let p = p.trim();
            match p.parse::<i128>() {
                Ok(v) => out.push(GArg::Value(v)),
                Err(_) => out.push(GArg::Type(self.type_from_text(p, span)?)),
            }
        }
        Some(out)
    }
}

impl Checker<'_> {
    /// Records instance `i` (for `args`) of generic function `f` when `f`
    /// is a requirement called through dynamic dispatch.
    pub fn note_dispatch_instance(&mut self, f: usize, i: usize, args: &[GArg]) {
        if let Some(d) = self.existentials.dispatch.get(&f).cloned() {
            self.existentials.dispatch.insert(i, d);
            self.existentials.instances.insert(i, (f, args.to_vec()));
            self.funcs[i].lowered = true;
        }
    }

    /// `obj.method(args)` / `obj.method<gargs>(args)` on a value of
    /// interface type; a generic requirement is instantiated for the call.
    #[allow(clippy::too_many_arguments)]
    pub fn existential_generic_call(
        &mut self,
        fx: &mut super::stmt::FnCx,
        this: super::expr::Place,
        iface: &str,
        name: &crate::ast::Ident,
        gargs: Option<&[crate::ast::TypeOrExpr]>,
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<Option<super::expr::TVal>> {
        // A method no requirement declares: an extension's (`extension<T :
        // IFoo> T { float load() { return get(); } }`), applied to the
        // interface type itself, whose body dispatches.
        if self.requirement_funcs(iface, &name.name, name.span)?.is_none() {
            let ty = this.ty();
            self.realize_extensions(ty);
            let methods = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get(&name.name)).cloned();
            if let (Some(candidates), None) = (methods, gargs) {
                let label = format!("{iface}.{}", name.name);
                return self.call_overloaded(fx, &label, &candidates, Some(this), args, span);
            }
        }
        let Some(gargs) = gargs else {
            return self.existential_method_call(fx, this, iface, name, args, span);
        };
        let Some(candidates) = self.requirement_funcs(iface, &name.name, name.span)? else {
            let msg = format!("interface '{iface}' has no method '{}'", name.name);
            return Err(self.error(super::E_NO_MEMBER, name.span, msg));
        };
        let Some(params) = candidates.iter().find_map(|&f| self.funcs[f].generic.clone()) else {
            let msg = format!("'{iface}.{}' is not generic", name.name);
            return Err(self.error(super::E_TYPE_MISMATCH, name.span, msg));
        };
        self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, name.span)?;
        let result = self.existential_method_call(fx, this, iface, name, args, span);
        self.explicit_gargs.clear();
        result
    }

    /// The implementation of generic requirement instance `f` (for
    /// `args`) in struct `s`: its method template of that name
    /// instantiated for the same arguments (a static method for a static
    /// requirement).
    pub fn generic_implementation(
        &mut self,
        s: usize,
        f: usize,
        method: &str,
        (mutating, is_static): (bool, bool),
        args: Vec<GArg>,
    ) -> Result<usize, String> {
        let templates: Vec<usize> = self.structs[s]
            .methods
            .get(method)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&g| {
                let info = &self.funcs[g];
                let this_ok = match info.this {
                    Some((_, m)) => !is_static && m == mutating,
                    None => is_static,
                };
                info.generic.as_ref().is_some_and(|p| p.len() == args.len()) && this_ok
            })
            .collect();
        let want: Vec<(Type, super::Dir)> = self.funcs[f].params.iter().map(|p| (p.ty, p.dir)).collect();
        for g in templates {
            let Ok(i) = self.instantiate_fallback(g, args.clone()) else { continue };
            let info = &self.funcs[i];
            if info.ret == self.funcs[f].ret && info.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>() == want {
                return Ok(i);
            }
        }
        Err(format!(
            "'{}' has no generic method '{method}' of this signature{} to call through dynamic dispatch",
            self.structs[s].name,
            if mutating { " ([mutating])" } else { "" }
        ))
    }
}

impl Checker<'_> {
    /// A top-level `static const` of the current unit named while types
    /// are declared, before values are (`typealias H = Holder<K && L>;`):
    /// its initializer folded in its declared scalar type. `None` when no
    /// such constant is declared.
    pub fn fold_undeclared_const(&mut self, n: &str) -> Option<super::consts::Folded> {
        use crate::ast::{DeclKind, ModifierKind, VarStyle};
        let found = self.user.roots.iter().copied().find_map(|d| {
            let decl = self.user.decl(d);
            match &decl.kind {
                DeclKind::Var { style, name, ty: Some(ty), init: Some(init), .. }
                    if name.name == n
                        && decl.modifiers.has(&ModifierKind::Static)
                        && (decl.modifiers.has(&ModifierKind::Const) || *style == VarStyle::Let) =>
                {
                    Some((*ty, *init))
                }
                _ => None,
            }
        })?;
        if self.evaluating_names.iter().any(|e| e == n) {
            return None;
        }
        let ty = self.resolve_type(Unit::User, found.0).ok().filter(|&t| self.ctx.is_scalar(t))?;
        self.evaluating_names.push(n.to_string());
        let r = self.fold_const(Unit::User, found.1);
        self.evaluating_names.pop();
        Some(r.and_then(|(v, _)| match super::consts::convert(self.ctx, v, ty) {
            Some(v) => Ok((v, ty)),
            None => Err(super::consts::NotConst::Why(
                self.user.expr(found.1).span,
                format!("'{n}' is not a constant of type '{}'", self.show(ty)),
            )),
        }))
    }
}

impl Checker<'_> {
    /// Whether `this` is a value of interface type one of whose
    /// requirements is named `n` (a bare call in an extension applied to
    /// the interface type).
    pub fn this_requirement(&mut self, fx: &super::stmt::FnCx, n: &str) -> bool {
        let Some(super::stmt::Binding::Var { ty, .. }) = fx.lookup("this") else { return false };
        let Some(iface) = self.existential_interface(*ty) else { return false };
        self.existential_closure(&iface).iter().any(|i| {
            let base = self.existential_ref(i).name;
            self.interfaces.get(&base).is_some_and(|info| info.methods.iter().any(|m| m == n))
        })
    }
}
