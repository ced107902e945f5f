//! Requirements: disjunctions of conjunctions of atoms, in one canonical form.
//!
//! A *model* is what a compilation context provides: a set of atoms closed
//! under implication and holding at most one atom of each exclusive group. A
//! requirement holds in a model when one of its conjunctions is a subset of
//! it. Keeping every requirement canonical — each conjunction closed and
//! consistent, none a superset of another, sorted — makes two requirements
//! equal exactly when they hold in the same models, so equality, hashing and
//! caching need no semantic reasoning.

use std::fmt;

use crate::atom_set::{AtomId, AtomSet};
use crate::defs::Definitions;

/// A capability requirement in canonical form.
///
/// The empty disjunction is [`Requirement::impossible`]; the disjunction of
/// the empty conjunction is [`Requirement::none`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Requirement {
    /// Closed, consistent, subsumption-free, sorted.
    conjunctions: Vec<AtomSet>,
}

impl Requirement {
    /// No requirement: holds in every context.
    pub fn none() -> Requirement {
        Requirement { conjunctions: vec![AtomSet::EMPTY] }
    }

    /// A requirement no context can meet (e.g. `fragment + vertex`).
    pub fn impossible() -> Requirement {
        Requirement { conjunctions: Vec::new() }
    }

    /// The canonical requirement holding where any of `conjunctions` holds:
    /// closes each under implication, drops inconsistent and subsumed ones.
    pub fn from_conjunctions(defs: &Definitions, conjunctions: impl IntoIterator<Item = AtomSet>) -> Requirement {
        Requirement::reduced(
            conjunctions.into_iter().map(|conjunction| defs.close(&conjunction)).filter(|c| defs.is_consistent(c)),
        )
    }

    /// The conjunctions, each closed under implication, in canonical order.
    pub fn conjunctions(&self) -> &[AtomSet] {
        &self.conjunctions
    }

    /// Whether no context can meet the requirement.
    pub fn is_impossible(&self) -> bool {
        self.conjunctions.is_empty()
    }

    /// Whether every context meets the requirement.
    pub fn is_none(&self) -> bool {
        self.conjunctions.first().is_some_and(AtomSet::is_empty)
    }

    /// Both requirements are needed (what a function calling two others
    /// requires): every pairing of a conjunction of each, where consistent.
    #[must_use]
    pub fn join(&self, other: &Requirement, defs: &Definitions) -> Requirement {
        Requirement::reduced(
            self.conjunctions
                .iter()
                .flat_map(|a| other.conjunctions.iter().map(move |b| a.union(b)))
                .filter(|c| defs.is_consistent(c)),
        )
    }

    /// Either requirement suffices (several `[require]` attributes, the cases
    /// of a `__target_switch`): the conjunctions of both.
    #[must_use]
    pub fn meet(&self, other: &Requirement) -> Requirement {
        Requirement::reduced(self.conjunctions.iter().chain(&other.conjunctions).copied())
    }

    /// Whether every context meeting `self` meets `other`: each conjunction of
    /// `self` (itself a context) must contain some conjunction of `other`.
    pub fn implies(&self, other: &Requirement) -> bool {
        self.conjunctions.iter().all(|a| other.conjunctions.iter().any(|b| b.is_subset(a)))
    }

    /// Whether some context with `target` (and `stage`, when given) meets the
    /// requirement. Either may be any atom, e.g. `spirv_1_5` for a target.
    pub fn satisfiable_on(&self, defs: &Definitions, target: AtomId, stage: Option<AtomId>) -> bool {
        let context = stage.map_or(*defs.closure(target), |stage| defs.closure(target).union(defs.closure(stage)));
        self.conjunctions.iter().any(|conjunction| defs.is_consistent(&conjunction.union(&context)))
    }

    /// The requirement of a declaration declaring `self` inside a scope (a
    /// struct, extension or module) declaring `parent`: per target, the
    /// declaration refines the parent's conjunctions for that target (or all
    /// of them, where a side names no target); a target only the
    /// declaration names adds a disjunct of its own. So `hlsl + hlsl_nvapi`
    /// inside `glsl | spirv` is `glsl | spirv | hlsl + hlsl_nvapi`.
    #[must_use]
    pub fn within_scope(&self, parent: &Requirement, defs: &Definitions) -> Requirement {
        let target = |set: &AtomSet| defs.group_member(set, "target");
        let related = |a: &AtomSet, b: &AtomSet| match (target(a), target(b)) {
            (Some(x), Some(y)) => x == y,
            _ => true,
        };
        let mut parts = Vec::new();
        for outer in &parent.conjunctions {
            let refinements: Vec<AtomSet> =
                self.conjunctions.iter().filter(|own| related(outer, own)).map(|own| outer.union(own)).collect();
            if refinements.is_empty() {
                parts.push(*outer);
            }
            parts.extend(refinements);
        }
        parts.extend(
            self.conjunctions.iter().filter(|own| !parent.conjunctions.iter().any(|outer| related(outer, own))),
        );
        Requirement::from_conjunctions(defs, parts)
    }

    /// A short rendering for diagnostics: each conjunction lists only the
    /// atoms no other atom of it implies (`_sm_6_6`, not `hlsl + _sm_4_0 +
    /// ... + _sm_6_6`), so messages never dump expanded sets.
    pub fn display<'a>(&'a self, defs: &'a Definitions) -> impl fmt::Display + 'a {
        DisplayRequirement { requirement: self, defs, expanded: false }
    }

    /// The canonical form itself: every atom of every conjunction, in
    /// declaration order (what `nslc --print-capabilities` shows).
    pub fn display_expanded<'a>(&'a self, defs: &'a Definitions) -> impl fmt::Display + 'a {
        DisplayRequirement { requirement: self, defs, expanded: true }
    }

    /// Canonical form of closed, consistent conjunctions: supersets of other
    /// conjunctions add no models, so they go; the rest is sorted.
    fn reduced(conjunctions: impl Iterator<Item = AtomSet>) -> Requirement {
        let mut candidates: Vec<AtomSet> = conjunctions.collect();
        // Smaller sets first, so a conjunction's possible subsets are kept
        // before it is examined.
        candidates.sort_unstable_by_key(|c| (c.len(), *c));
        candidates.dedup();
        let mut kept: Vec<AtomSet> = Vec::with_capacity(candidates.len());
        for candidate in candidates {
            if !kept.iter().any(|smaller| smaller.is_subset(&candidate)) {
                kept.push(candidate);
            }
        }
        kept.sort_unstable();
        Requirement { conjunctions: kept }
    }
}

struct DisplayRequirement<'a> {
    requirement: &'a Requirement,
    defs: &'a Definitions,
    expanded: bool,
}

impl fmt::Display for DisplayRequirement<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.requirement.is_impossible() {
            return f.write_str("impossible");
        }
        for (index, conjunction) in self.requirement.conjunctions.iter().enumerate() {
            if index > 0 {
                f.write_str(" | ")?;
            }
            let atoms = if self.expanded { *conjunction } else { self.defs.minimal(conjunction) };
            f.write_str(&self.defs.names(&atoms))?;
        }
        Ok(())
    }
}
