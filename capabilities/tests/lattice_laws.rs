//! Property tests of the requirement lattice over a small universe of atoms,
//! small enough to enumerate every model and check `implies` by brute force.

use nsl_capabilities::{AtomId, AtomSet, Definitions, Requirement};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Two targets with versions and an extension, two stages, one free atom.
const UNIVERSE: &str = "
atom t1
atom t2
atom s1
atom s2
atom v1 : t1
atom v2 : v1
atom e : t2
atom x
exclusive target : t1 t2
exclusive stage : s1 s2
";
const ATOM_NAMES: [&str; 8] = ["t1", "t2", "s1", "s2", "v1", "v2", "e", "x"];

fn defs() -> &'static Definitions {
    static DEFS: OnceLock<Definitions> = OnceLock::new();
    DEFS.get_or_init(|| Definitions::parse(UNIVERSE).expect("the test universe parses"))
}

fn atom(index: usize) -> AtomId {
    defs().atom(ATOM_NAMES[index]).expect("declared")
}

/// Every model: each subset of the atoms closed under implication and
/// holding at most one atom of each exclusive group.
fn models() -> Vec<AtomSet> {
    (0u32..1 << ATOM_NAMES.len())
        .map(|bits| (0..ATOM_NAMES.len()).filter(|i| bits & (1 << i) != 0).map(atom).collect::<AtomSet>())
        .filter(|set| defs().close(set) == *set && defs().is_consistent(set))
        .collect()
}

fn holds(requirement: &Requirement, model: &AtomSet) -> bool {
    requirement.conjunctions().iter().any(|conjunction| conjunction.is_subset(model))
}

/// Random requirements: up to four conjunctions of up to four atoms.
fn requirement() -> impl Strategy<Value = Requirement> {
    prop::collection::vec(prop::collection::vec(0..ATOM_NAMES.len(), 0..4), 0..4).prop_map(|conjunctions| {
        Requirement::from_conjunctions(
            defs(),
            conjunctions.into_iter().map(|atoms| atoms.into_iter().map(atom).collect::<AtomSet>()),
        )
    })
}

proptest! {
    #[test]
    fn join_and_meet_are_associative(a in requirement(), b in requirement(), c in requirement()) {
        let d = defs();
        prop_assert_eq!(a.join(&b, d).join(&c, d), a.join(&b.join(&c, d), d));
        prop_assert_eq!(a.meet(&b).meet(&c), a.meet(&b.meet(&c)));
    }

    #[test]
    fn join_and_meet_are_commutative(a in requirement(), b in requirement()) {
        prop_assert_eq!(a.join(&b, defs()), b.join(&a, defs()));
        prop_assert_eq!(a.meet(&b), b.meet(&a));
    }

    #[test]
    fn join_and_meet_are_idempotent(a in requirement()) {
        prop_assert_eq!(&a.join(&a, defs()), &a);
        prop_assert_eq!(&a.meet(&a), &a);
    }

    #[test]
    fn absorption(a in requirement(), b in requirement()) {
        prop_assert_eq!(&a.join(&a.meet(&b), defs()), &a);
        prop_assert_eq!(&a.meet(&a.join(&b, defs())), &a);
    }

    #[test]
    fn canonical_form_is_a_fixed_point(a in requirement()) {
        let again = Requirement::from_conjunctions(defs(), a.conjunctions().iter().copied());
        prop_assert_eq!(again, a);
    }

    #[test]
    fn implies_is_inclusion_of_models(a in requirement(), b in requirement()) {
        let included = models().iter().all(|model| !holds(&a, model) || holds(&b, model));
        prop_assert_eq!(a.implies(&b), included);
    }

    #[test]
    fn join_and_meet_are_and_and_or_of_models(a in requirement(), b in requirement()) {
        let (both, either) = (a.join(&b, defs()), a.meet(&b));
        for model in models() {
            prop_assert_eq!(holds(&both, &model), holds(&a, &model) && holds(&b, &model));
            prop_assert_eq!(holds(&either, &model), holds(&a, &model) || holds(&b, &model));
        }
    }

    #[test]
    fn satisfiable_on_agrees_with_models(a in requirement(), target in 0..2usize, stage in prop::option::of(2..4usize)) {
        let context = stage.map_or(*defs().closure(atom(target)), |s| defs().closure(atom(target)).union(defs().closure(atom(s))));
        let brute = models().iter().any(|model| context.is_subset(model) && holds(&a, model));
        prop_assert_eq!(a.satisfiable_on(defs(), atom(target), stage.map(atom)), brute);
    }
}
