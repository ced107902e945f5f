//! print -> parse -> print is byte-identical on random valid modules, and
//! every generated module verifies (which checks the generator too).

use nsl_fuzz::gen::{generate, GenConfig};
use nsl_ir::printer::print_op;
use nsl_ir::verify::verify;
use proptest::prelude::*;

fn roundtrip(seed: u64, cfg: &GenConfig) {
    let mut ctx = nsl_dialects::core_context();
    let module = generate(&mut ctx, seed, cfg);
    if let Err(ds) = verify(&ctx, module) {
        let msgs: Vec<_> = ds.iter().map(|d| d.render(&ctx)).collect();
        panic!("generated module does not verify:\n{}\n{}", msgs.join(""), print_op(&ctx, module));
    }
    let first = print_op(&ctx, module);
    let mut ctx2 = nsl_dialects::core_context();
    let reparsed = nsl_dialects::parse_module(&mut ctx2, &first, "roundtrip.nir")
        .unwrap_or_else(|d| panic!("{}\n{first}", d.render(&ctx2)));
    verify(&ctx2, reparsed).unwrap_or_else(|ds| panic!("{}", ds[0].render(&ctx2)));
    let second = print_op(&ctx2, reparsed);
    assert_eq!(first, second, "print -> parse -> print changed the text");
}

proptest! {
    #[test]
    fn print_parse_print_is_identical(seed in any::<u64>(), functions in 1usize..4, ops in 5usize..60, depth in 0usize..4) {
        roundtrip(seed, &GenConfig { functions, ops_per_function: ops, max_depth: depth });
    }
}

/// The same on random generic programs (the `gen` dialect and `param<T>`).
fn roundtrip_generic(seed: u64, cfg: &nsl_fuzz::generic_gen::GenericConfig) {
    let first_text = nsl_fuzz::generic_gen::generate_generic(seed, cfg);
    let mut ctx = nsl_dialects::core_context();
    let module = nsl_dialects::parse_module(&mut ctx, &first_text, "generic.nir")
        .unwrap_or_else(|d| panic!("{}\n{first_text}", d.render(&ctx)));
    if let Err(ds) = verify(&ctx, module) {
        let msgs: Vec<_> = ds.iter().map(|d| d.render(&ctx)).collect();
        panic!("generated generic module does not verify:\n{}\n{first_text}", msgs.join(""));
    }
    let first = print_op(&ctx, module);
    let mut ctx2 = nsl_dialects::core_context();
    let reparsed = nsl_dialects::parse_module(&mut ctx2, &first, "roundtrip.nir")
        .unwrap_or_else(|d| panic!("{}\n{first}", d.render(&ctx2)));
    let second = print_op(&ctx2, reparsed);
    assert_eq!(first, second, "print -> parse -> print changed the text");
}

proptest! {
    #[test]
    fn generic_programs_print_parse_print_identically(
        seed in any::<u64>(), interfaces in 1usize..4, structs in 1usize..4, generics in 0usize..5, steps in 1usize..8,
    ) {
        let cfg = nsl_fuzz::generic_gen::GenericConfig { interfaces, structs, generics, mains: 2, steps };
        roundtrip_generic(seed, &cfg);
    }
}
