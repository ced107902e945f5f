//! Languages: the sets of ops and invariants a pass accepts and produces.
//!
//! A nanopass declares `accepts` (the language its input must lie in) and
//! how it transforms a language into its output. The pass manager checks a
//! pipeline statically (each pass accepts the previous output) and, with
//! `--verify-each`, checks the IR against the declared output after each pass.

use crate::diag::Diagnostic;
use crate::{Context, Op};
use std::collections::BTreeSet;
use std::fmt;

/// A property of a whole module beyond which ops it uses, with its checker.
#[derive(Copy, Clone)]
pub struct Invariant {
    pub name: &'static str,
    pub summary: &'static str,
    /// Checks the invariant on `root`; errors are `NSL22xx` diagnostics.
    pub check: fn(&Context, Op) -> Result<(), Diagnostic>,
}

impl PartialEq for Invariant {
    fn eq(&self, other: &Invariant) -> bool {
        self.name == other.name
    }
}
impl Eq for Invariant {}
impl PartialOrd for Invariant {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Invariant {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.name.cmp(other.name)
    }
}

/// A set of legal ops (by name) plus invariants that hold.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Language {
    pub ops: BTreeSet<&'static str>,
    pub invariants: BTreeSet<Invariant>,
}

impl Language {
    /// Every op registered in `ctx`, no invariants: what an arbitrary
    /// parsed module may contain.
    pub fn all(ctx: &Context) -> Language {
        Language { ops: ctx.op_kinds().map(|k| ctx.schema_of(k).name).collect(), invariants: BTreeSet::new() }
    }
    /// Every op of the named dialects.
    pub fn dialects(ctx: &Context, names: &[&str]) -> Language {
        Language {
            ops: ctx
                .op_kinds()
                .map(|k| ctx.schema_of(k).name)
                .filter(|n| names.iter().any(|d| n.split_once('.').is_some_and(|(dd, _)| dd == *d)))
                .collect(),
            invariants: BTreeSet::new(),
        }
    }
    /// Every op registered in `ctx`, and those of `candidates` that hold
    /// of the IR under `root`: the language of a module read from text,
    /// whose producer declared none.
    pub fn holding(ctx: &Context, root: Op, candidates: &[Invariant]) -> Language {
        let mut lang = Language::all(ctx);
        lang.invariants.extend(candidates.iter().filter(|i| (i.check)(ctx, root).is_ok()).copied());
        lang
    }
    pub fn with_invariant(mut self, inv: Invariant) -> Language {
        self.invariants.insert(inv);
        self
    }
    pub fn without_ops(mut self, names: &[&'static str]) -> Language {
        for n in names {
            self.ops.remove(n);
        }
        self
    }
    /// Keeps only the named invariants (those a pass preserves).
    pub fn keeping_invariants(mut self, keep: &[Invariant]) -> Language {
        self.invariants.retain(|i| keep.contains(i));
        self
    }
    pub fn allows(&self, op_name: &str) -> bool {
        self.ops.contains(op_name)
    }

    /// Why `self` (a pass's output) does not fit `accepted` (the next pass's
    /// input), if it does not: the extra ops and the missing invariants.
    pub fn mismatch(&self, accepted: &Language) -> Option<String> {
        let extra: Vec<_> = self.ops.difference(&accepted.ops).copied().collect();
        let missing: Vec<_> = accepted.invariants.difference(&self.invariants).map(|i| i.name).collect();
        if extra.is_empty() && missing.is_empty() {
            return None;
        }
        let mut parts = Vec::new();
        if !extra.is_empty() {
            parts.push(format!("ops it does not accept may remain: {}", abbreviate(&extra)));
        }
        if !missing.is_empty() {
            parts.push(format!("invariants it needs are not established: {}", missing.join(", ")));
        }
        Some(parts.join("; "))
    }

    /// Checks that the IR under `root` lies in this language.
    pub fn check(&self, ctx: &Context, root: Op) -> Result<(), Vec<Diagnostic>> {
        let mut errors = Vec::new();
        let mut check_op = |op: Op| {
            let name = ctx.op_name(op);
            if !self.ops.contains(name) && errors.len() < 20 {
                errors.push(Diagnostic::error(
                    "NSL2101",
                    ctx.loc(op),
                    format!("op '{name}' is not legal here: the language at this point is {self}"),
                ));
            }
        };
        check_op(root);
        ctx.walk_nested(root, &mut check_op);
        for inv in &self.invariants {
            if let Err(d) = (inv.check)(ctx, root) {
                errors.push(d);
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

fn abbreviate(names: &[&str]) -> String {
    if names.len() <= 6 {
        names.join(", ")
    } else {
        format!("{} and {} more", names[..6].join(", "), names.len() - 6)
    }
}

/// Summarises a language by dialect: `{arith, func, mem} + [NoUnusedPureOps]`,
/// naming single ops only where a dialect is partly included.
impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut dialects: Vec<&str> = self.ops.iter().map(|n| n.split_once('.').map_or(*n, |(d, _)| d)).collect();
        dialects.dedup();
        write!(f, "{{{}}}", dialects.join(", "))?;
        if !self.invariants.is_empty() {
            let inv: Vec<_> = self.invariants.iter().map(|i| i.name).collect();
            write!(f, " + [{}]", inv.join(", "))?;
        }
        Ok(())
    }
}
