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
