//! The Slang program generator of the differential fuzzer: deterministic,
//! accepted by nanoslang's frontend, and its reducer shrinks a program
//! while a (synthetic) property holds.

use nsl_frontend::compile::compile;
use nsl_frontend::diag::{render_short, Severity};
use nsl_frontend::preprocess::PpOptions;
use nsl_fuzz::slang_gen::{generate, Features, Program};
use nsl_fuzz::slang_reduce::reduce;

fn errors(text: &str) -> Vec<String> {
    let c = compile("gen.slang", text, &PpOptions::default(), false);
    c.diags.list.iter().filter(|d| d.severity == Severity::Error).map(|d| render_short(&c.sources, d)).collect()
}

#[test]
fn same_seed_same_program() {
    let f = Features::default();
    assert_eq!(generate(17, &f).render(), generate(17, &f).render());
    assert_ne!(generate(17, &f).render(), generate(18, &f).render());
}

#[test]
fn generated_programs_compile() {
    // The frontend runs on a thread with room for its recursion.
    let job = std::thread::Builder::new().stack_size(64 << 20).spawn(|| {
        for seed in 1..=6 {
            let text = generate(seed, &Features::default()).render();
            let errors = errors(&text);
            assert!(errors.is_empty(), "seed {seed}: {errors:?}\n{text}");
        }
    });
    job.unwrap().join().unwrap();
}

/// Statements in the user functions and the main function (not the
/// fixed helpers).
fn size(p: &Program) -> usize {
    let text = p.render();
    let user = text.find("\nstruct ").or_else(|| text.find("\n[numthreads")).unwrap();
    text[user..].matches(';').count()
}

#[test]
fn reducer_shrinks_while_the_property_holds() {
    // Synthetic failure: "the program shifts left somewhere in the main
    // function" (the helpers never do).
    let has_shift = |p: &Program| {
        let text = p.render();
        let main = &text[text.find("void computeMain").unwrap()..];
        main.contains(" << ") || main.contains(" <<= ")
    };
    let seed = (1..200).find(|&s| has_shift(&generate(s, &Features::default()))).expect("a program with a shift");
    let original = generate(seed, &Features::default());
    let mut calls = 0;
    let reduced = reduce(&original, 10_000, &mut |p| {
        calls += 1;
        has_shift(p)
    });
    assert!(has_shift(&reduced));
    assert!(calls > 0);
    assert!(size(&reduced) * 3 < size(&original), "{} -> {}:\n{}", size(&original), size(&reduced), reduced.render());
    // Nothing is left to remove: one checksum, and the main function is
    // the declaration of `acc` and the statement with the shift, nearly.
    assert_eq!(reduced.checksums.len(), 1);
    assert!(reduced.main.len() <= 3, "{}", reduced.render());
}
