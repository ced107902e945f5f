//! The `where` clauses about a generic parameter beyond its conformances
//! ([`WhereCheck`]): `where int(T)` (an `int` can be constructed from a
//! `T`), `where T == int`, `where nonempty(T)` (a pack with an element),
//! `where __hasDiffTypeInfo(T)` (a differentiable `T`). Generic arguments
//! that break one are refused: for a call, slangc's E30440 at the call.

use super::generics::{Env, GArg, GParam, WhereCheck};
use super::{Checker, Unit};
use crate::source::Span;

/// Generic arguments break a `where` clause of the callee.
pub const E_WHERE_UNSATISFIED: &str = "E30440";

impl Checker<'_> {
    /// The span of the first clause of `p` that its argument `a` breaks
    /// (`env` binds every parameter; the clauses are in the declaring unit,
    /// which is current).
    pub(super) fn unsatisfied_where_clause(&mut self, p: &GParam, a: GArg, env: &Env) -> Option<Span> {
        for clause in &p.clauses {
            let holds = match *clause {
                WhereCheck::NonEmpty { .. } => match a {
                    GArg::Pack(id) => !self.packs.get(id).is_empty(),
                    _ => true,
                },
                WhereCheck::Differentiable { .. } => match a {
                    GArg::Type(_) => self.conforms(a, "IDifferentiable"),
                    _ => true,
                },
                WhereCheck::Equals { ty, .. } => match (a, self.resolve_in(env, ty)) {
                    (GArg::Type(t), Some(other)) => t == other,
                    _ => true,
                },
                WhereCheck::Constructs { to, implicit, .. } => match (a, self.resolve_in(env, to)) {
                    (GArg::Type(from), Some(to)) => self.constructible(to, from, implicit),
                    _ => true,
                },
                // A count that is not known yet (a parameter bound later)
                // constrains nothing here.
                WhereCheck::CountIs { count, .. } => match (a, self.fold_in(env, count)) {
                    (GArg::Pack(id), Some(n)) => i128::try_from(self.packs.get(id).len()).is_ok_and(|len| len == n),
                    _ => true,
                },
            };
            if !holds {
                let (WhereCheck::NonEmpty { span }
                | WhereCheck::Differentiable { span }
                | WhereCheck::Equals { span, .. }
                | WhereCheck::Constructs { span, .. }
                | WhereCheck::CountIs { span, .. }) = *clause;
                return Some(span);
            }
        }
        None
    }

    /// The type `t` (of the current unit) names with the parameters bound
    /// by `env`; `None` (and no diagnostic) when it names none.
    fn resolve_in(&mut self, env: &Env, t: crate::ast::TypeId) -> Option<nsl_ir::Type> {
        let saved_len = self.env.len();
        self.env.extend(env.iter().cloned());
        let mark = self.diags.list.len();
        let r = self.resolve_type(Unit::User, t);
        self.diags.list.truncate(mark);
        self.env.truncate(saved_len);
        r.ok()
    }

    /// The integer constant `e` (of the current unit) with the parameters
    /// bound by `env`; `None` (and no diagnostic) when it is none.
    fn fold_in(&mut self, env: &Env, e: crate::ast::ExprId) -> Option<i128> {
        let saved_len = self.env.len();
        self.env.extend(env.iter().cloned());
        let (mark, dropped) = (self.diags.list.len(), self.diags.dropped);
        let r = self.fold_const(Unit::User, e);
        self.diags.list.truncate(mark);
        self.diags.dropped = dropped;
        self.env.truncate(saved_len);
        match r {
            Ok((super::consts::CVal::Int(n), _)) => Some(n),
            _ => None,
        }
    }

    /// E30440 at `span` for the `where` clause at `clause`.
    pub(super) fn report_unsatisfied_where(&mut self, clause: Span, span: Span) {
        let text = self.sources.text(clause).trim_start_matches("where").trim().to_string();
        // A pack's count (slangc's E30433).
        let (code, msg) = if text.starts_with("countof") {
            ("E30433", format!("pack count does not satisfy `countof(...)` constraint '{text}'"))
        } else {
            (E_WHERE_UNSATISFIED, format!("could not satisfy the generic constraint '{text}'"))
        };
        let d = crate::diag::Diagnostic::error(code, span, msg)
            .with_label(clause, "the generic constraint is declared here");
        self.diags.push(d);
    }
}
