//! `specialize` and `lower-existentials` preserve what random generic
//! programs compute: the generic IR run directly by the interpreter (witness
//! calls dispatched through their tables at run time) == after `specialize`
//! (verified, `Monomorphic`) == after `specialize,lower-existentials`.
//! `specialize` is idempotent, and leaves no generic function.

mod common;

use common::{check_equivalent, check_idempotent, stat};
use nsl_fuzz::generic_gen::{generate_generic, GenericConfig};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generic_programs(
        seed in any::<u64>(), interfaces in 1usize..4, structs in 1usize..4, generics in 0usize..6, steps in 1usize..9,
    ) {
        let cfg = GenericConfig { interfaces, structs, generics, mains: 2, steps };
        let text = generate_generic(seed, &cfg);
        let (specialized, reports) = check_equivalent(&text, "specialize", seed, 3);
        assert!(!specialized.contains("generic = ") && !specialized.contains("param<T>"), "{specialized}");
        // A generic called from a main is instantiated.
        if text.split("@main0").nth(1).is_some_and(|mains| mains.contains("gen.call")) {
            assert!(stat(&reports, "calls-specialized") > 0);
        }
        check_equivalent(&text, "specialize,lower-existentials", seed, 3);
        check_idempotent(&text, "specialize");
    }
}
