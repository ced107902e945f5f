//! The frontend never panics and never overflows the stack: mutated seed
//! programs (the mutators of `nsl-fuzz-frontend`) and 100,000-deep
//! nesting of every bracket and prefix operator go through the whole
//! frontend (preprocess, parse, check, lower) on a thread with a 2 MiB
//! stack, and only ever give an IR module or error diagnostics.
//!
//! A stack overflow aborts this whole test binary rather than failing
//! one test; `nsl-fuzz-frontend --replay FILE` runs an input in a child
//! process instead, and fuzz/crashes/README.md lists what these tests
//! caught before the frontend bounded its recursion.

use nsl_fuzz::rng::Rng;
use nsl_fuzz::slang_fuzz::{check, default_corpus_dirs, load_corpus, mutate, on_small_stack, Seed};
use proptest::prelude::*;
use std::sync::OnceLock;

fn corpus() -> &'static [Seed] {
    static CORPUS: OnceLock<Vec<Seed>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let corpus = load_corpus(&default_corpus_dirs()).expect("the seed corpus loads");
        assert!(corpus.len() >= 10, "only {} seed files", corpus.len());
        corpus
    })
}

/// Checks `text` (see [`check`]) on a 2 MiB stack, panicking with the
/// frontend's panic message if it panicked.
fn check_on_small_stack(text: &str) {
    if let Err(payload) = on_small_stack(|| check(text)) {
        std::panic::resume_unwind(payload);
    }
}

proptest! {
    /// Every mutator: token edits, snippets, extreme numbers, splices,
    /// random bytes, deep nesting and macro chains.
    #[test]
    fn mutated_seeds_never_panic(seed in any::<u64>()) {
        check_on_small_stack(&mutate(&mut Rng::new(seed), corpus()));
    }
}

#[test]
fn every_seed_compiles_or_is_diagnosed() {
    for seed in corpus() {
        check_on_small_stack(&seed.text);
    }
}

/// Nesting depth of the regression tests: far past any recursion a 2 MiB
/// stack could hold.
const DEPTH: usize = 100_000;

/// `prefix + open*DEPTH + core + close*DEPTH + suffix` is accepted or
/// rejected with error diagnostics, and so is the form without closers.
fn deep(prefix: &str, open: &str, core: &str, close: &str, suffix: &str) {
    check_on_small_stack(&format!("{prefix}{}{core}{}{suffix}", open.repeat(DEPTH), close.repeat(DEPTH)));
    if !close.is_empty() {
        check_on_small_stack(&format!("{prefix}{}{core}{suffix}", open.repeat(DEPTH)));
    }
}

/// A compute entry point whose body the tests fill.
const MAIN: &str = "RWStructuredBuffer<int> a;\n[shader(\"compute\")]\n[numthreads(1, 1, 1)]\nvoid main()\n";

/// `MAIN { int x = <deep> ; a[0] = x; }`
fn deep_expression(open: &str, core: &str, close: &str) {
    deep(&format!("{MAIN}{{ int x = "), open, core, close, "; a[0] = x; }");
}

#[test]
fn deep_parentheses() {
    deep_expression("(", "1", ")");
}

#[test]
fn deep_braces() {
    deep(MAIN, "{", "a[0] = 1;", "}", "");
}

#[test]
fn deep_initializer_braces() {
    deep(&format!("{MAIN}{{ int x[1] = "), "{", "1", "}", "; }");
}

#[test]
fn deep_index_brackets() {
    deep_expression("a[", "0", "]");
}

#[test]
fn deep_attribute_brackets() {
    deep("", "[", "", "]", MAIN);
}

#[test]
fn deep_array_dimensions() {
    deep(&format!("{MAIN}{{ int x"), "[1]", "", "", "; }");
}

#[test]
fn deep_unary_minus() {
    deep_expression("- ", "1", "");
}

#[test]
fn deep_decrements() {
    deep_expression("-", "1", "");
}

#[test]
fn deep_prefix_operators() {
    for op in ["!", "~", "(int)"] {
        deep_expression(op, "1", "");
    }
}

#[test]
fn deep_generic_types() {
    deep(&format!("{MAIN}{{ "), "vector<", "float", ", 2>", " x; }");
    deep(&format!("{MAIN}{{ "), "RWStructuredBuffer<", "int", "> ", " x; }");
}

#[test]
fn deep_angle_brackets_in_expressions() {
    deep_expression("a < ", "1", " > 0");
}

#[test]
fn long_binary_chain() {
    deep_expression("1 + ", "1", "");
}

#[test]
fn long_right_associative_chains() {
    deep(&format!("{MAIN}{{ int x; "), "x = ", "1", "", "; a[0] = x; }");
    deep_expression("1 ? 2 : ", "3", "");
}

/// 10,000 `else if`, not 100,000: past the parser's depth limit each
/// remaining `else` gets its own E20001 (`else` without a matching `if`),
/// and checking their renderings is quadratic in the line length (the
/// whole chain is one line), so 100,000 take seconds.
#[test]
fn long_else_if_chain() {
    let chain = "if (x == 1) x = 2; else ".repeat(10_000);
    check_on_small_stack(&format!("{MAIN}{{ int x = 0; {chain}x = 3; a[0] = x; }}"));
}
