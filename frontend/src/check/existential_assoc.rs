//! `obj.Assoc::f(args)`: a static requirement of an associated type called
//! through a value `obj` of interface type (`associatedtype S :
//! ISerializer<Data>` and `obj.S::load(buf)`). Which `S` applies is `obj`'s
//! dynamic type, so the call dispatches on `obj`: each requirement `f` of
//! `S`'s constraint gets a twin requirement of `obj`'s interface named
//! `S::f`, which a conforming type `C` meets with `C.S`'s static `f`
//! (through a wrapper unpacking arguments of `C`'s associated types).

use super::expr::{Place, TVal};
use super::stmt::{Binding, FnCx};
use super::{CResult, Checker, E_NO_MEMBER, E_UNSUPPORTED};
use crate::ast::{ExprId, ExprKind, Ident};
use crate::source::Span;

/// slangc's "type cannot refer to non-static member".
const E_NON_STATIC_MEMBER: &str = "E30100";

/// How an associated type's static requirement is named among the
/// requirements of the interface holding the associated type.
pub(super) fn assoc_method_name(assoc: &str, method: &str) -> String {
    format!("{assoc}::{method}")
}

impl Checker<'_> {
    /// `obj.Assoc` where `obj` is a local or parameter of interface type and
    /// `Assoc` names one of that interface's associated types: the variable,
    /// the interface and the associated type's name.
    pub(super) fn value_assoc_type(&mut self, fx: &FnCx, e: ExprId) -> Option<(String, String, String)> {
        let ExprKind::Member { base, name, .. } = &self.user.expr(e).kind else { return None };
        let ExprKind::Name(var) = &self.user.expr(*base).kind else { return None };
        let Some(Binding::Var { ty, .. }) = fx.lookup(var) else { return None };
        let iface = self.existential_interface(*ty)?;
        // Only a name the interface declares as an associated type (its
        // own or an inherited one); anything else keeps its meaning.
        let closure = self.existential_closure(&iface);
        let declares = closure.iter().any(|owner| {
            let Some(&(src, d)) = self.existentials.decls.get(&self.existential_ref(owner).name) else { return false };
            let crate::ast::DeclKind::Aggregate { members: Some(ms), .. } = &self.units[src].ast.decl(d).kind else {
                return false;
            };
            ms.iter().any(|&m| {
                matches!(&self.units[src].ast.decl(m).kind,
                    crate::ast::DeclKind::AssociatedType { name: n, .. } if n.name == name.name)
            })
        });
        declares.then(|| (var.clone(), iface, name.name.clone()))
    }

    /// `obj.Assoc::method(args)` (see the module comment).
    pub(super) fn existential_assoc_static_call(
        &mut self,
        fx: &mut FnCx,
        (var, iface, assoc): (String, String, String),
        method: &Ident,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let candidates = self.assoc_requirement_funcs(&iface, &assoc, method)?;
        let label = format!("{var}.{assoc}::{}", method.name);
        // As for a method call on the value: the call works on a copy.
        let this = self.name_place(fx, &var, span)?;
        let v = self.load_place(fx, &this, span)?;
        let tmp = self.new_var(fx, v.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
        let copy = Place::Mem { ptr: tmp, ty: v.ty, mutable: false };
        self.call_overloaded(fx, &label, &candidates, Some(copy), args, span)
    }

    /// The twin requirements of `iface` for the static requirements
    /// `method` of associated type `assoc`'s constraint (declared on first
    /// use).
    fn assoc_requirement_funcs(&mut self, iface: &str, assoc: &str, method: &Ident) -> CResult<Vec<usize>> {
        let twin_name = assoc_method_name(assoc, &method.name);
        if let Some(fs) = self.existentials.requirements.get(&(iface.to_string(), twin_name.clone())) {
            return Ok(fs.clone());
        }
        let assoc_ty = self.assoc_value_types(iface)?.into_iter().find(|(n, _)| n == assoc).map(|(_, t)| t);
        let constraint =
            assoc_ty.and_then(|t| self.existential_interface(t)).filter(|c| !self.existentials.assoc.contains_key(c));
        let Some(constraint) = constraint else {
            // Nothing is known of an unconstrained associated type's members.
            let msg = format!("'{}' is not a member of '{iface}.{assoc}'", method.name);
            return Err(self.error(E_NO_MEMBER, method.span, msg));
        };
        let Some(reqs) = self.requirement_funcs(&constraint, &method.name, method.span)? else {
            let msg = format!("'{}' is not a member of '{constraint}'", method.name);
            return Err(self.error(E_NO_MEMBER, method.span, msg));
        };
        let mut twins = Vec::new();
        for f in reqs {
            if !self.existentials.statics.contains(&f) {
                let msg =
                    format!("type '{iface}.{assoc}' cannot be used to refer to non-static member '{}'", method.name);
                return Err(self.error(E_NON_STATIC_MEMBER, method.span, msg));
            }
            if self.funcs[f].generic.is_some() {
                let msg = format!(
                    "calling generic requirement '{}' of associated type '{assoc}' through a value of '{iface}' is not supported yet",
                    method.name
                );
                return Err(self.error(E_UNSUPPORTED, method.span, msg));
            }
            let label = format!("{iface}.{twin_name}");
            let symbol = self.unique_symbol(&label);
            let info = &self.funcs[f];
            let twin = super::FuncInfo {
                name: label,
                unit: info.unit,
                src: info.src,
                decl: info.decl,
                params: info.params.clone(),
                ret: info.ret,
                symbol,
                this: None,
                intrinsic: None,
                generic: None,
                env: info.env.clone(),
                needed: false,
                lowered: true,
                require: info.require.clone(),
                alternatives: Vec::new(),
                hoisted: Vec::new(),
            };
            self.funcs.push(twin);
            let t = self.funcs.len() - 1;
            self.existentials.dispatch.insert(t, (iface.to_string(), twin_name.clone(), false));
            self.existentials.statics.insert(t);
            twins.push(t);
        }
        self.existentials.requirements.insert((iface.to_string(), twin_name), twins.clone());
        Ok(twins)
    }

    /// The implementation of twin requirement `f` (`Assoc::method`) for
    /// struct `s`: `s`'s `Assoc` type's static `method` of `f`'s signature,
    /// through a wrapper taking `s` as `this`. `None` when `method` is not
    /// of that form.
    pub(super) fn assoc_implementation(&mut self, s: usize, f: usize, method: &str) -> Option<Result<String, String>> {
        let (assoc, name) = method.split_once("::")?;
        let st = &self.structs[s];
        let Some(&member) = st.member_types.get(assoc) else {
            return Some(Err(format!("'{}' has no associated type '{assoc}'", st.name)));
        };
        self.realize_extensions(member);
        let Some(m) = self.structs.iter().position(|x| x.ty == member) else {
            return Some(Err(format!(
                "'{}.{assoc}' is not a struct type: its '{name}' cannot be called through dynamic dispatch",
                self.structs[s].name
            )));
        };
        let candidates: Vec<usize> = self.structs[m].methods.get(name).into_iter().flatten().copied().collect();
        for g in candidates {
            let info = &self.funcs[g];
            if info.this.is_some() || info.generic.is_some() || info.params.len() != self.funcs[f].params.len() {
                continue;
            }
            if let Some(symbol) = self.dispatch_wrapper(s, f, g) {
                return Some(Ok(symbol));
            }
        }
        Some(Err(format!(
            "'{}' has no static method '{name}' of this signature to call through dynamic dispatch",
            self.structs[m].name
        )))
    }
}
