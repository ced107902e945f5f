//! Why a call of one generic function does not specialize: the focused
//! diagnostics slangc gives the one candidate of a call in place of its
//! generic fallback (E39999, "could not specialize generic").
//!
//! | code | when |
//! |------|------|
//! | `E30438` | more arguments than the function has parameters |
//! | `E30442` | two arguments bind one generic parameter to values no join reconciles (`A` and `B` for `T`, 3 and 4 for `N`) |
//! | `E30439` | a generic parameter without interface bounds that no argument (nor a default, nor a bound) determines; an interface-bound one is slangc's fallback |
//! | `E38029` | an inferred type argument that does not conform to its parameter's interface |

use super::expr::TVal;
use super::generics::{GArg, GParam};
use super::{types, Checker};
use crate::ast::DeclKind;
use crate::diag::Diagnostic;
use crate::source::Span;

pub(super) const E_GENERIC_CALL_ARITY: &str = "E30438";
pub(super) const E_GENERIC_NOT_INFERRED: &str = "E30439";
pub(super) const E_GENERIC_CONFLICT: &str = "E30442";
pub(super) const E_TYPE_ARG_NOT_CONFORMING: &str = "E38029";

/// Why generic arguments could not be inferred for a call.
#[derive(Clone, Debug)]
pub enum InferFailure {
    /// Parameter `param` bound to `first` by one argument and `second` by another.
    Conflict { param: String, first: String, second: String },
    /// No argument determines parameter `.0` (the first of those
    /// undetermined, none of which has an interface bound).
    NotInferred(String),
    /// The argument `arg` does not conform to the interface `iface` its parameter requires.
    NotConforming { arg: String, iface: String },
    /// Any other reason (a pack, a `where` clause, a construction requirement).
    Other,
}

impl Checker<'_> {
    /// A conflict between the bindings `bound` so far and those one more
    /// argument makes alone (`alone`); the first `fixed` parameters are
    /// given explicitly. Only bindings no conversion reconciles conflict:
    /// two different values, or two types not both arithmetic (a literal's
    /// included) of which neither converts to or inherits from the other.
    pub(super) fn binding_conflict(
        &self,
        params: &[GParam],
        bound: &[Option<(GArg, bool)>],
        alone: &[Option<(GArg, bool)>],
        fixed: usize,
    ) -> Option<InferFailure> {
        for (i, p) in params.iter().enumerate().skip(fixed) {
            let (Some((old, _)), Some((new, _))) = (bound[i], alone[i]) else { continue };
            if old == new || p.pack {
                continue;
            }
            let conflict = match (old, new) {
                (GArg::Value(_), GArg::Value(_)) => true,
                (GArg::Type(a), GArg::Type(b)) => {
                    !(types::shape(self.ctx, a).is_some() && types::shape(self.ctx, b).is_some())
                        && types::conversion_cost(self.ctx, a, b, None).is_none()
                        && types::conversion_cost(self.ctx, b, a, None).is_none()
                        && self.inherits(a, b).is_none()
                        && self.inherits(b, a).is_none()
                        && self.existential_cost(a, b).is_none()
                        && self.existential_cost(b, a).is_none()
                }
                _ => false,
            };
            if conflict {
                let (first, second) = (self.show_garg(old), self.show_garg(new));
                return Some(InferFailure::Conflict { param: p.name.clone(), first, second });
            }
        }
        None
    }

    /// The first argument of `args` that does not conform to a plain
    /// interface bound of its parameter, unless a `where` clause failed
    /// first (that one has its own diagnostic).
    /// A bound with generic arguments (`IFunc<float, float>`) is resolved
    /// with the parameters bound to `args` (in the declaring unit).
    pub(super) fn unconforming_argument(&mut self, params: &[GParam], args: &[GArg]) -> Option<InferFailure> {
        if self.unsatisfied_where.is_some() {
            return None;
        }
        let env: super::generics::Env = params.iter().map(|p| p.name.clone()).zip(args.iter().copied()).collect();
        for (p, &a) in params.iter().zip(args) {
            if p.pack || !matches!(a, GArg::Type(_)) {
                continue;
            }
            for b in p.bounds.iter().flatten() {
                if b.args.is_empty() {
                    // A program's interface, or one of the core module's
                    // that `conforms` decides (`IArithmetic`, `IFloat`...).
                    let decided = self.interfaces.contains_key(&b.name)
                        || super::intrinsics::Bound::from_name(&b.name)
                            .is_some_and(|k| k != super::intrinsics::Bound::Any);
                    if decided && !self.conforms(a, &b.name) {
                        return Some(InferFailure::NotConforming { arg: self.show_garg(a), iface: b.name.clone() });
                    }
                    continue;
                }
                let saved_len = self.env.len();
                self.env.extend(env.iter().cloned());
                let mark = self.diags.list.len();
                let r = self.bound_ref(b, p.span);
                self.diags.list.truncate(mark);
                self.env.truncate(saved_len);
                if let Some(r) = r {
                    if !self.conforms_to(a, &r) {
                        return Some(InferFailure::NotConforming {
                            arg: self.show_garg(a),
                            iface: self.show_iface(&r),
                        });
                    }
                }
            }
        }
        None
    }

    /// The focused diagnostic for a call of generic function `f` (the one
    /// candidate) with `vals` that did not resolve, when there is one.
    pub(super) fn explain_generic_call(&mut self, f: usize, vals: &[TVal], span: Span) -> Option<Diagnostic> {
        let generic = self.funcs[f].generic.clone()?;
        if self.funcs[f].intrinsic.is_some() || generic.iter().any(|p| p.pack) {
            return None;
        }
        let (DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. }) = &self.func_decl(f).kind else { return None };
        let expected = sig.params.len();
        // Fewer arguments than required: slangc infers first (a parameter
        // the missing ones would bind is not inferred) and reports the
        // arity of the specialized call otherwise (E39999).
        if vals.len() > expected {
            let msg = format!(
                "wrong number of arguments in call to generic function: it expects {expected} parameter(s) but the call provides {} argument(s)",
                vals.len()
            );
            return Some(Diagnostic::error(E_GENERIC_CALL_ARITY, span, msg));
        }
        let explicit = self.explicit_gargs.clone();
        let mark = self.diags.list.len();
        let saved_where = self.unsatisfied_where.take();
        let why = self.infer_gargs_why(f, vals, &explicit, true);
        self.diags.list.truncate(mark);
        self.unsatisfied_where = saved_where;
        let (code, msg) = match why.err()? {
            InferFailure::Conflict { param, first, second } => (
                E_GENERIC_CONFLICT,
                format!(
                    "cannot deduce generic argument for '{param}': conflicting requirements '{first}' and '{second}'"
                ),
            ),
            InferFailure::NotInferred(param) => (
                E_GENERIC_NOT_INFERRED,
                format!(
                    "generic parameter could not be inferred: could not infer generic argument for parameter '{param}'"
                ),
            ),
            InferFailure::NotConforming { arg, iface } => (
                E_TYPE_ARG_NOT_CONFORMING,
                format!("type argument '{arg}' does not conform to the required interface '{iface}'"),
            ),
            InferFailure::Other => return None,
        };
        Some(Diagnostic::error(code, span, msg))
    }
}
