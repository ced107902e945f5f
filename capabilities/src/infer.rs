//! Inference of capability requirements over a call graph, and the
//! explanations diagnostics need (which use, reached through which calls,
//! introduced a requirement).
//!
//! The client (the frontend) describes each function by a [`Summary`]: its
//! declared requirement, if any, and the [`Use`]s in its body in source
//! order. A function with a declared requirement offers exactly that to its
//! callers (and is checked against what its body needs); any other function
//! offers what its body needs, the join of its uses. Recursion is handled by
//! the strongly connected components of the call graph (petgraph's Tarjan),
//! each iterated to a fixpoint from `none`: joins only strengthen a
//! requirement, so the iteration is monotone and stops.

use petgraph::graph::{DiGraph, NodeIndex};

use crate::atom_set::AtomSet;
use crate::defs::Definitions;
use crate::requirement::Requirement;

/// A function of the call graph: an index into the summaries.
pub type FnId = usize;

/// What a use in a function body needs.
#[derive(Clone, Debug)]
pub enum Need {
    /// Whatever the callee offers.
    Call(FnId),
    /// A fixed requirement (a statement such as `discard`, a type, a field).
    Fixed(Requirement),
    /// A `__target_switch`: any one case's label together with what its body
    /// needs (a default case has the label `none`).
    Switch(Vec<(Requirement, Vec<Use>)>),
}

/// One use in a function body; `origin` is the client's handle for it (for
/// instance an index into its table of source spans).
#[derive(Clone, Debug)]
pub struct Use {
    pub need: Need,
    pub origin: u32,
}

/// A function as inference sees it.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Declared with `[require(...)]` (merged with the enclosing scopes).
    pub declared: Option<Requirement>,
    /// The uses of its body, in source order.
    pub uses: Vec<Use>,
}

/// One step of an explanation: in function `function`, the use `origin`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub function: FnId,
    pub origin: u32,
}

/// A use whose requirement conflicts with what the uses before it need.
#[derive(Clone, Debug)]
pub struct Conflict {
    pub at: Step,
    /// What the uses before it needed together.
    pub before: Requirement,
    /// What the use needs.
    pub needed: Requirement,
}

/// The result of inference: for each function, what its body needs and what
/// it offers its callers.
pub struct Inference<'a> {
    defs: &'a Definitions,
    summaries: &'a [Summary],
    /// What each body needs (the join of its uses).
    pub inferred: Vec<Requirement>,
}

/// Infers every function's requirement. Linear in the size of the summaries
/// times the fixpoint rounds of each recursive component (one for
/// non-recursive functions).
pub fn infer<'a>(defs: &'a Definitions, summaries: &'a [Summary]) -> Inference<'a> {
    let mut graph: DiGraph<FnId, ()> = DiGraph::with_capacity(summaries.len(), summaries.len());
    let nodes: Vec<NodeIndex> = (0..summaries.len()).map(|f| graph.add_node(f)).collect();
    for (caller, summary) in summaries.iter().enumerate() {
        for_each_call(&summary.uses, &mut |callee| {
            if callee < summaries.len() {
                graph.add_edge(nodes[caller], nodes[callee], ());
            }
        });
    }
    let mut inference = Inference { defs, summaries, inferred: vec![Requirement::none(); summaries.len()] };
    // Tarjan yields components callees first.
    for component in petgraph::algo::tarjan_scc(&graph) {
        let functions: Vec<FnId> = component.iter().map(|&n| graph[n]).collect();
        let recursive = functions.len() > 1 || graph.contains_edge(component[0], component[0]);
        loop {
            let mut changed = false;
            for &f in &functions {
                let needed = inference.needs(&summaries[f].uses);
                if needed != inference.inferred[f] {
                    inference.inferred[f] = needed;
                    changed = true;
                }
            }
            if !recursive || !changed {
                break;
            }
        }
    }
    inference
}

fn for_each_call(uses: &[Use], visit: &mut impl FnMut(FnId)) {
    for u in uses {
        match &u.need {
            Need::Call(callee) => visit(*callee),
            Need::Fixed(_) => {}
            Need::Switch(cases) => cases.iter().for_each(|(_, body)| for_each_call(body, visit)),
        }
    }
}

impl Inference<'_> {
    /// What `f` offers its callers: its declared requirement, else what its
    /// body needs.
    pub fn offered(&self, f: FnId) -> &Requirement {
        self.summaries.get(f).and_then(|s| s.declared.as_ref()).unwrap_or_else(|| &self.inferred[f])
    }

    /// The uses of `f`'s body.
    pub fn uses(&self, f: FnId) -> &[Use] {
        &self.summaries[f].uses
    }

    /// What one use needs, given the current requirements of functions.
    pub fn need(&self, need: &Need) -> Requirement {
        match need {
            Need::Call(callee) if *callee < self.inferred.len() => self.offered(*callee).clone(),
            Need::Call(_) => Requirement::none(),
            Need::Fixed(requirement) => requirement.clone(),
            Need::Switch(cases) => cases.iter().fold(Requirement::impossible(), |any, (label, body)| {
                any.meet(&label.join(&self.needs(body), self.defs))
            }),
        }
    }

    /// What a sequence of uses needs together.
    pub fn needs(&self, uses: &[Use]) -> Requirement {
        uses.iter().fold(Requirement::none(), |all, u| all.join(&self.need(&u.need), self.defs))
    }

    /// The first use of `f`'s body (outside switch cases, or inside one case)
    /// that makes the uses before it impossible to satisfy together.
    /// A case body starts from its label: `case spirv:` holding a call of
    /// an HLSL-only function is a conflict.
    pub fn first_conflict(&self, f: FnId) -> Option<Conflict> {
        self.conflict_in(f, &self.summaries[f].uses, Requirement::none())
    }

    fn conflict_in(&self, f: FnId, uses: &[Use], mut before: Requirement) -> Option<Conflict> {
        for u in uses {
            if let Need::Switch(cases) = &u.need {
                // A case whose label can never hold (a target these
                // definitions do not model) is never taken beside one that
                // can: nothing in it conflicts. (When no case can be taken,
                // their conflicts are the switch's.)
                let any_taken = cases.iter().any(|(label, _)| !label.is_impossible());
                let inner = cases
                    .iter()
                    .filter(|(label, _)| !(any_taken && label.is_impossible()))
                    .find_map(|(label, body)| self.conflict_in(f, body, label.clone()));
                if inner.is_some() {
                    return inner;
                }
            }
            let needed = self.need(&u.need);
            if needed.is_impossible() {
                // Impossible on its own: the conflict is inside the callee
                // (or this function, called recursively), reported there.
                continue;
            }
            let together = before.join(&needed, self.defs);
            if together.is_impossible() {
                return Some(Conflict { at: Step { function: f, origin: u.origin }, before, needed });
            }
            before = together;
        }
        None
    }

    /// Explains why `f` needs something `is_bad` rejects: the chain of uses
    /// from `f` down to the one that introduces it, following calls into
    /// functions without a declared requirement (whose needs are inferred).
    /// Empty when no single use is rejected on its own.
    pub fn blame(&self, f: FnId, is_bad: &dyn Fn(&Requirement) -> bool) -> Vec<Step> {
        let mut path = Vec::new();
        let mut visited = vec![false; self.summaries.len()];
        self.blame_in(f, &self.summaries[f].uses, is_bad, &mut visited, &mut path);
        path
    }

    fn blame_in(
        &self,
        f: FnId,
        uses: &[Use],
        is_bad: &dyn Fn(&Requirement) -> bool,
        visited: &mut [bool],
        path: &mut Vec<Step>,
    ) -> bool {
        visited[f] = true;
        for u in uses {
            if !is_bad(&self.need(&u.need)) {
                continue;
            }
            path.push(Step { function: f, origin: u.origin });
            match &u.need {
                // A callee outside the summaries (a client's mistake) needs
                // nothing, as in `need`, so it is never blamed.
                Need::Call(callee)
                    if self.summaries.get(*callee).is_some_and(|s| s.declared.is_none()) && !visited[*callee] =>
                {
                    self.blame_in(*callee, &self.summaries[*callee].uses, is_bad, visited, path);
                }
                Need::Switch(cases) => {
                    // A case body may hold the culprit; the switch itself is
                    // the answer when the labels are.
                    for (_, body) in cases {
                        let depth = path.len();
                        if self.blame_in(f, body, is_bad, visited, path) {
                            break;
                        }
                        path.truncate(depth);
                    }
                }
                _ => {}
            }
            return true;
        }
        false
    }
}

/// Atoms to name when `required` is not provided by `available` (a context
/// or a declared conjunction): the conjunction of `required` closest to
/// `available`, minus what `available` has, keeping only the atoms no other
/// listed atom implies. Conflicting atoms (another target or stage) come
/// first in the result's second list.
pub fn missing_atoms(defs: &Definitions, required: &Requirement, available: &AtomSet) -> (AtomSet, AtomSet) {
    let best = required.conjunctions().iter().min_by_key(|conjunction| {
        let conflicts = defs.conflicting(conjunction, available).len();
        let missing = conjunction.difference(available).len();
        (conflicts, missing)
    });
    match best {
        Some(conjunction) => {
            let conflicts = defs.conflicting(conjunction, available);
            let missing = defs.minimal(&conjunction.difference(available).difference(&conflicts));
            (defs.minimal(&conflicts), missing)
        }
        None => (AtomSet::EMPTY, AtomSet::EMPTY),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn defs() -> Definitions {
        Definitions::parse(
            "atom hlsl\natom glsl\natom spirv\nexclusive target : hlsl glsl spirv\n\
             atom vertex\natom fragment\natom compute\nexclusive stage : vertex fragment compute\n\
             atom clock : spirv\n",
        )
        .expect("valid definitions")
    }

    fn req(defs: &Definitions, text: &str) -> Requirement {
        defs.require(text).expect("known names")
    }

    fn call(f: FnId, origin: u32) -> Use {
        Use { need: Need::Call(f), origin }
    }

    fn fixed(r: Requirement, origin: u32) -> Use {
        Use { need: Need::Fixed(r), origin }
    }

    #[test]
    fn inferred_through_calls_and_recursion() {
        let d = defs();
        // 0 calls 1; 1 and 2 call each other; 2 needs fragment, 1 needs clock.
        let summaries = vec![
            Summary { declared: None, uses: vec![call(1, 0)] },
            Summary { declared: None, uses: vec![call(2, 0), fixed(req(&d, "clock"), 1)] },
            Summary { declared: None, uses: vec![call(1, 0), fixed(req(&d, "fragment"), 1)] },
        ];
        let inference = infer(&d, &summaries);
        let expected = req(&d, "clock, fragment");
        for f in 0..3 {
            assert_eq!(inference.inferred[f], expected, "function {f}");
        }
    }

    #[test]
    fn declared_requirement_is_what_callers_see() {
        let d = defs();
        let summaries = vec![
            Summary { declared: None, uses: vec![call(1, 7)] },
            Summary { declared: Some(req(&d, "spirv")), uses: vec![fixed(req(&d, "clock"), 0)] },
        ];
        let inference = infer(&d, &summaries);
        assert_eq!(inference.inferred[0], req(&d, "spirv"));
        assert_eq!(inference.inferred[1], req(&d, "clock"));
        assert!(!summaries[1].declared.as_ref().expect("declared").implies(&inference.inferred[1]));
    }

    #[test]
    fn switch_is_a_disjunction_of_cases() {
        let d = defs();
        let cases = vec![(req(&d, "spirv"), vec![fixed(req(&d, "clock"), 1)]), (req(&d, "hlsl"), vec![])];
        let summaries = vec![Summary { declared: None, uses: vec![Use { need: Need::Switch(cases), origin: 0 }] }];
        let inference = infer(&d, &summaries);
        let expected = req(&d, "clock").meet(&req(&d, "hlsl"));
        assert_eq!(inference.inferred[0], expected);
    }

    #[test]
    fn a_case_never_taken_has_no_conflict() {
        let d = defs();
        let cases = vec![
            (req(&d, "spirv"), vec![fixed(Requirement::none(), 1)]),
            (Requirement::impossible(), vec![fixed(Requirement::none(), 2)]),
        ];
        let summaries = vec![Summary { declared: None, uses: vec![Use { need: Need::Switch(cases), origin: 0 }] }];
        let inference = infer(&d, &summaries);
        assert!(inference.first_conflict(0).is_none());
        assert_eq!(inference.inferred[0], req(&d, "spirv"));
    }

    #[test]
    fn a_switch_with_no_case_taken_conflicts() {
        let d = defs();
        let cases = vec![
            (Requirement::impossible(), vec![fixed(Requirement::none(), 1)]),
            (Requirement::impossible(), vec![fixed(Requirement::none(), 2)]),
        ];
        let summaries = vec![Summary { declared: None, uses: vec![Use { need: Need::Switch(cases), origin: 0 }] }];
        let inference = infer(&d, &summaries);
        assert!(inference.first_conflict(0).is_some());
    }

    #[test]
    fn first_conflict_is_the_use_that_breaks_it() {
        let d = defs();
        let summaries = vec![
            Summary { declared: Some(req(&d, "hlsl")), uses: vec![] },
            Summary { declared: Some(req(&d, "glsl")), uses: vec![] },
            Summary { declared: None, uses: vec![call(0, 10), fixed(req(&d, "fragment"), 11), call(1, 12)] },
        ];
        let inference = infer(&d, &summaries);
        let conflict = inference.first_conflict(2).expect("a conflict");
        assert_eq!(conflict.at, Step { function: 2, origin: 12 });
        assert_eq!(conflict.before, req(&d, "hlsl, fragment"));
        assert!(inference.inferred[2].is_impossible());
    }

    #[test]
    fn blame_follows_inferred_callees_to_the_use() {
        let d = defs();
        // entry(0) -> shade(1) -> clip(2) which needs fragment.
        let summaries = vec![
            Summary { declared: None, uses: vec![fixed(Requirement::none(), 0), call(1, 1)] },
            Summary { declared: None, uses: vec![call(2, 5)] },
            Summary { declared: None, uses: vec![fixed(req(&d, "fragment"), 9)] },
        ];
        let inference = infer(&d, &summaries);
        let context = req(&d, "spirv, vertex");
        let path = inference.blame(0, &|r| r.join(&context, &d).is_impossible());
        let steps: Vec<(FnId, u32)> = path.iter().map(|s| (s.function, s.origin)).collect();
        assert_eq!(steps, [(0, 1), (1, 5), (2, 9)]);
    }

    #[test]
    fn missing_atoms_names_the_conflict_and_the_gap() {
        let d = defs();
        let context = *d.closure(d.atom("spirv").expect("atom"));
        let context = context.union(d.closure(d.atom("vertex").expect("atom")));
        let (conflicts, missing) = missing_atoms(&d, &req(&d, "clock, fragment"), &context);
        let names = |set: AtomSet| set.iter().map(|a| d.atom_name(a).to_string()).collect::<Vec<_>>();
        assert_eq!(names(conflicts), ["fragment"]);
        assert_eq!(names(missing), ["clock"]);
    }
}
