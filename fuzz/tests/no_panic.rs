//! Hostile input never panics: random bytes, and valid modules mutated by
//! deleting, duplicating or swapping tokens, only ever give diagnostics.

use nsl_fuzz::gen::{generate, GenConfig};
use nsl_ir::printer::print_op;
use proptest::prelude::*;

/// Parses and, if that succeeds, verifies and runs the standard pipeline.
fn check(text: &str) {
    let mut ctx = nsl_dialects::core_context();
    let Ok(module) = nsl_dialects::parse_module(&mut ctx, text, "fuzz.nir") else { return };
    if nsl_ir::verify::verify(&ctx, module).is_err() {
        return;
    }
    let steps = nsl_passes::parse_pipeline("module(func(canonicalize,cse,dce),inline,mem2reg,symbol-dce)")
        .expect("pipeline parses");
    let ins = nsl_passes::Instrumentation { verify_each: true, ..Default::default() };
    let mut pm = nsl_passes::PassManager::new(steps, ins);
    let mut log = String::new();
    let lang = nsl_ir::Language::holding(&ctx, module, &nsl_passes::contract::known_invariants());
    pm.run(&mut ctx, module, lang, &mut log).expect("passes keep a verified module verified");
}

fn mutate(text: &str, edits: &[(u8, usize, usize)]) -> String {
    let mut toks: Vec<&str> = text.split_inclusive(|c: char| c.is_whitespace() || ",(){}[]<>:=".contains(c)).collect();
    for &(kind, a, b) in edits {
        if toks.is_empty() {
            break;
        }
        let (a, b) = (a % toks.len(), b % toks.len());
        match kind % 3 {
            0 => {
                toks.remove(a);
            }
            1 => toks.insert(a, toks[b]),
            _ => toks.swap(a, b),
        }
    }
    toks.concat()
}

proptest! {
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_modules_never_panic(seed in any::<u64>(), edits in proptest::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..6)) {
        let mut ctx = nsl_dialects::core_context();
        let module = generate(&mut ctx, seed, &GenConfig { functions: 2, ops_per_function: 20, max_depth: 2 });
        check(&mutate(&print_op(&ctx, module), &edits));
    }
}

#[test]
fn deep_nesting_is_a_diagnostic() {
    let text = format!("{}{}", "func.func {sym = @f, type = fn() -> ()} {".repeat(5000), "}".repeat(5000));
    check(&text);
    let ty = format!("{}i32{}", "vec<".repeat(10000), ", 2>".repeat(10000));
    let mut ctx = nsl_dialects::core_context();
    assert!(nsl_ir::parser::parse_type(&mut ctx, &ty).is_err());
}
