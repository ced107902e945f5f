//! Mutation fuzzing of the Slang frontend (stable Rust, no coverage
//! feedback): seed programs are mutated at the token level, spliced,
//! flooded with deep nesting, long macro chains and random bytes, and fed
//! to [`nsl_frontend::compile::compile`]. [`check`] is the oracle: no
//! panic, and every rejection is an error diagnostic with a code and a
//! span inside its file. `nsl-fuzz-frontend` runs it in child processes
//! (a stack overflow aborts the process) with a watchdog per input, and
//! `tests/frontend_no_panic.rs` runs it as a property test.

use crate::rng::Rng;
use nsl_frontend::compile::compile;
use nsl_frontend::diag::{render, render_short};
use nsl_frontend::preprocess::{MemoryLoader, PpOptions};
use nsl_frontend::token::Punct;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// An input taking longer than this is a hang.
pub const HANG_LIMIT: Duration = Duration::from_secs(2);

/// The stack the frontend must make do with: Rust's default for spawned
/// threads (and so for test threads). Deep recursion has to be bounded
/// well below it.
pub const SMALL_STACK: usize = 2 << 20;

/// The name the fuzzed source is compiled under.
pub const INPUT_NAME: &str = "fuzz.slang";

/// Full renderings (with snippets) are checked for this many diagnostics
/// per input; every diagnostic gets the one-line rendering.
const RENDERED_DIAGNOSTICS: usize = 8;

/// Headers `#include` can reach (served from memory, never the disk):
/// an ordinary one, and one that includes itself.
const HEADERS: &[(&str, &str)] = &[
    (
        "inc.slang",
        "#pragma once\n#define INC_SCALE 2.0\nstruct IncPair { float a; float b; };\n\
         float incTwice(float x) { return x * INC_SCALE; }\n",
    ),
    ("loop.slang", "#include \"loop.slang\"\nint loopValue() { return 1; }\n"),
];

/// One seed program.
#[derive(Clone, Debug)]
pub struct Seed {
    pub name: String,
    pub text: String,
}

/// Seed directories used when none are given: this crate's own corpus
/// and the frontend's parse tests.
pub fn default_corpus_dirs() -> Vec<PathBuf> {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = fuzz.parent().unwrap_or(fuzz);
    vec![fuzz.join("corpus/slang"), root.join("tests/frontend/parse")]
}

/// Every `.slang` file directly in `dirs`, sorted by path (so a seed picks
/// the same inputs everywhere). Unreadable directories are errors.
pub fn load_corpus(dirs: &[PathBuf]) -> Result<Vec<Seed>, String> {
    let mut paths = Vec::new();
    for dir in dirs {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read corpus {}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("cannot read corpus {}: {e}", dir.display()))?.path();
            if path.extension().is_some_and(|x| x == "slang") {
                paths.push(path);
            }
        }
    }
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Ok(Seed { name: path.display().to_string(), text: String::from_utf8_lossy(&bytes).into_owned() })
        })
        .collect()
}

/// The preprocessor options inputs are compiled with: includes come from
/// [`HEADERS`] and a macro is defined on the "command line".
pub fn pp_options() -> PpOptions {
    let loader = HEADERS.iter().fold(MemoryLoader::new(), |loader, (path, text)| loader.with(path, *text));
    PpOptions {
        defines: vec![("FUZZ".into(), Some("1".into())), ("FUZZ_F(x)".into(), Some("((x) + 1)".into()))],
        include_loader: Some(Box::new(loader)),
        ..PpOptions::default()
    }
}

/// Compiles `text` and checks what the frontend promises: an input is
/// either accepted (its IR prints) or rejected with an error diagnostic;
/// every diagnostic has a code and a span inside a loaded file, and
/// renders. Panics when a promise is broken (or the frontend panics).
/// Returns whether the input was accepted.
pub fn check(text: &str) -> bool {
    let c = compile(INPUT_NAME, text, &pp_options(), false);
    assert!(c.module.is_some() || c.diags.has_errors(), "the input was rejected without an error diagnostic");
    for (index, d) in c.diags.list.iter().enumerate() {
        assert!(!d.code.is_empty(), "diagnostic without a code: {}", d.message);
        for span in std::iter::once(&d.span).chain(d.labels.iter().map(|(span, _)| span)) {
            let file = c.sources.files().get(span.file.0 as usize);
            let Some(file) = file else { panic!("diagnostic {} names no loaded file: {span:?}", d.code) };
            assert!(
                span.lo <= span.hi && span.hi as usize <= file.text.len(),
                "diagnostic {} has a span outside {} ({} bytes): {span:?}",
                d.code,
                file.name,
                file.text.len()
            );
        }
        render_short(&c.sources, d);
        if index < RENDERED_DIAGNOSTICS {
            render(&c.sources, d);
        }
    }
    match c.module {
        Some(module) => {
            nsl_ir::printer::print_op(&c.ctx, module);
            true
        }
        None => false,
    }
}

/// Runs `f` on a fresh thread with a [`SMALL_STACK`]; a panic comes back
/// as the `Err` of [`std::thread::Result`].
pub fn on_small_stack<R: Send>(f: impl FnOnce() -> R + Send) -> std::thread::Result<R> {
    std::thread::scope(|scope| match std::thread::Builder::new().stack_size(SMALL_STACK).spawn_scoped(scope, f) {
        Ok(handle) => handle.join(),
        Err(e) => panic!("cannot spawn a thread: {e}"),
    })
}

/// Splits source text into lexical pieces whose concatenation is the
/// text: identifier/number runs, whitespace runs, string literals, line
/// comments, punctuators (longest match) and single other characters.
pub fn split_tokens(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        let len = if first.is_alphanumeric() || first == '_' {
            rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len())
        } else if first.is_whitespace() {
            rest.find(|c: char| !c.is_whitespace()).unwrap_or(rest.len())
        } else if first == '"' {
            string_literal_len(rest)
        } else if rest.starts_with("//") {
            rest.find('\n').unwrap_or(rest.len())
        } else {
            Punct::ALL.iter().map(|p| p.text()).find(|p| rest.starts_with(p)).map_or(first.len_utf8(), str::len)
        };
        let len = len.min(rest.len());
        pieces.push(&rest[..len]);
        rest = &rest[len..];
    }
    pieces
}

/// The length of the string literal `text` starts with: through the
/// closing quote (a backslash escapes the next character), or up to the
/// end of the line when there is none.
fn string_literal_len(text: &str) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            '"' if !escaped => return i + 1,
            '\n' => return i,
            _ => escaped = c == '\\' && !escaped,
        }
    }
    text.len()
}

/// Keywords, builtin type names and contextual words of Slang.
const KEYWORDS: &[&str] = &[
    "struct",
    "interface",
    "extension",
    "func",
    "let",
    "var",
    "return",
    "if",
    "else",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "discard",
    "typedef",
    "typealias",
    "namespace",
    "import",
    "module",
    "__include",
    "__generic",
    "where",
    "in",
    "out",
    "inout",
    "const",
    "static",
    "uniform",
    "groupshared",
    "cbuffer",
    "tbuffer",
    "this",
    "This",
    "true",
    "false",
    "void",
    "bool",
    "int",
    "uint",
    "half",
    "float",
    "double",
    "int64_t",
    "uint16_t",
    "float3",
    "int2",
    "uint4",
    "float4x4",
    "vector",
    "matrix",
    "RWStructuredBuffer",
    "StructuredBuffer",
    "ConstantBuffer",
    "Texture2D",
    "SamplerState",
    "property",
    "get",
    "set",
    "subscript",
    "__subscript",
    "__init",
    "associatedtype",
    "enum",
    "class",
    "sizeof",
    "new",
    "try",
    "throws",
    "no_diff",
    "public",
    "private",
    "internal",
    "export",
    "extern",
    "__target_switch",
    "__intrinsic_asm",
    "__BuiltinFloatingPointType",
    "__BuiltinArithmeticType",
    "SV_DispatchThreadID",
    "numthreads",
    "shader",
    "dot",
    "mul",
    "lerp",
    "saturate",
    "asuint",
    "countbits",
    "__LINE__",
    "__FILE__",
    "__COUNTER__",
    "defined",
];

/// Snippets inserted whole: attributes, directives, odd types and
/// declarations that reach the checker's corners.
const SNIPPETS: &[&str] = &[
    "[shader(\"compute\")]",
    "[numthreads(0, 0, 0)]",
    "[numthreads(4294967295, 1, 1)]",
    "[__ir_op(\"arith.add\")]",
    "[__ir_op(\"no.such_op\")]",
    "[[vk::binding(0, 0)]]",
    "\n#define FOO(a, b) a ## b\n",
    "\n#define STR(x) #x\n",
    "\n#if 0\n",
    "\n#if FUZZ\n",
    "\n#else\n",
    "\n#endif\n",
    "\n#undef FUZZ\n",
    "\n#include \"inc.slang\"\n",
    "\n#include \"loop.slang\"\n",
    "\n#include \"missing.slang\"\n",
    "\n#line 4294967295 \"x.slang\"\n",
    "\n#pragma once\n",
    "\n#error boom\n",
    "__generic<T : __BuiltinArithmeticType, let N : int>",
    "vector<float, 0>",
    "vector<float, 4294967296>",
    "matrix<float, 5, 5>",
    "float[0]",
    "int[2147483648]",
    "uint[-1]",
    "FUZZ_F(FUZZ_F(1))",
    "incTwice(1.0)",
    "struct S { S s; };",
    "typealias T = T;",
    "int f(int x) { return f(x); }",
    "void g(inout int x) { g(x); }",
    "float3(1, 2)",
    "(float4)1",
    ".xyzwxyzw",
    "= { { 1 }, { 2, { 3 } } }",
    "?:",
];

/// Numbers that sit on or beyond a limit.
const EXTREME_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
    "0x",
    "0b102",
    "1e39",
    "1e309",
    "1e-400",
    "1.0e",
    "1.5h",
    "65536.0h",
    "0.0lf",
    "'\\u{10FFFF}'",
    "\"\\",
];

/// Openers repeated for deep nesting, each with the closer that matches it
/// (empty for prefix operators).
const NESTERS: &[(&str, &str)] = &[
    ("(", ")"),
    ("{", "}"),
    ("[", "]"),
    ("-", ""),
    ("- ", ""),
    ("!", ""),
    ("~", ""),
    ("+", ""),
    ("*", ""),
    ("<", ">"),
    ("vector<", ", 2>"),
    ("f(", ")"),
    ("a[", "]"),
    ("(int)", ""),
    ("if (1) ", ""),
    ("if (x) x = 1; else ", ""),
    ("{ int x = 1; ", "}"),
    ("struct S { ", "}; "),
    ("x = ", ""),
    ("1 ? 2 : ", ""),
    ("#if 1\n", "#endif\n"),
];

/// Nesting depths around the parser's limit (256) and far past it.
const DEPTHS: &[usize] = &[63, 64, 65, 255, 256, 257, 1_000, 10_000, 50_000];

/// The ways an input is changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// Delete a run of tokens.
    Delete,
    /// Copy a run of tokens to another place.
    Duplicate,
    /// Swap two tokens.
    Swap,
    /// Insert a punctuator.
    InsertPunct,
    /// Insert a keyword or builtin name.
    InsertKeyword,
    /// Insert an identifier of the input, or a made-up one.
    InsertIdent,
    /// Insert a snippet (attribute, directive, odd type).
    InsertSnippet,
    /// Replace a number with one on or past a limit.
    ExtremeNumber,
    /// Join a prefix of the input with a suffix of another seed, or insert
    /// a run of the other seed's tokens.
    Splice,
    /// Insert an opener repeated up to 50,000 times, maybe closed again.
    DeepNesting,
    /// Prepend a long or exponential macro chain and use it.
    MacroChain,
    /// Insert random characters (controls, NUL, non-ASCII).
    RandomBytes,
}

impl Mutation {
    pub const ALL: &'static [Mutation] = &[
        Mutation::Delete,
        Mutation::Duplicate,
        Mutation::Swap,
        Mutation::InsertPunct,
        Mutation::InsertKeyword,
        Mutation::InsertIdent,
        Mutation::InsertSnippet,
        Mutation::ExtremeNumber,
        Mutation::Splice,
        Mutation::DeepNesting,
        Mutation::MacroChain,
        Mutation::RandomBytes,
    ];

    /// How often [`Mutation::random`] picks this mutation, relative to the
    /// others: the expensive floods are rarer, so most of the time goes to
    /// cheap inputs.
    pub fn weight(self) -> usize {
        match self {
            Mutation::DeepNesting => 4,
            Mutation::MacroChain => 2,
            _ => 10,
        }
    }

    /// A mutation picked by [`Mutation::weight`].
    pub fn random(rng: &mut Rng) -> Mutation {
        let total: usize = Mutation::ALL.iter().map(|m| m.weight()).sum();
        let mut ticket = rng.below(total);
        for &m in Mutation::ALL {
            if ticket < m.weight() {
                return m;
            }
            ticket -= m.weight();
        }
        unreachable!("the tickets add up to the total weight")
    }

    /// Applies this mutation to `text`; `corpus` gives splice partners.
    pub fn apply(self, rng: &mut Rng, text: &str, corpus: &[Seed]) -> String {
        let mut tokens = split_tokens(text);
        let at = rng.below(tokens.len() + 1);
        match self {
            Mutation::Delete => {
                if !tokens.is_empty() {
                    let at = at.min(tokens.len() - 1);
                    let end = (at + run_length(rng)).min(tokens.len());
                    tokens.drain(at..end);
                }
                tokens.concat()
            }
            Mutation::Duplicate => {
                let run = random_run(rng, &tokens).to_vec();
                splice_in(&tokens, at, &run.concat())
            }
            Mutation::Swap => {
                if !tokens.is_empty() {
                    let (a, b) = (rng.below(tokens.len()), rng.below(tokens.len()));
                    tokens.swap(a, b);
                }
                tokens.concat()
            }
            Mutation::InsertPunct => splice_in(&tokens, at, rng.pick(Punct::ALL).text()),
            Mutation::InsertKeyword => splice_in(&tokens, at, &format!(" {} ", rng.pick(KEYWORDS))),
            Mutation::InsertIdent => {
                let idents: Vec<&str> =
                    tokens.iter().copied().filter(|t| t.starts_with(|c: char| c.is_alphabetic() || c == '_')).collect();
                let ident = if idents.is_empty() || rng.chance(20) {
                    format!("id{}", rng.below(1000))
                } else {
                    rng.pick(&idents).to_string()
                };
                splice_in(&tokens, at, &format!(" {ident} "))
            }
            Mutation::InsertSnippet => {
                let snippet = *rng.pick(SNIPPETS);
                splice_in(&tokens, at, snippet)
            }
            Mutation::ExtremeNumber => {
                let numbers: Vec<usize> =
                    (0..tokens.len()).filter(|&i| tokens[i].starts_with(|c: char| c.is_ascii_digit())).collect();
                let number = rng.pick(EXTREME_NUMBERS);
                if numbers.is_empty() {
                    return splice_in(&tokens, at, number);
                }
                tokens[*rng.pick(&numbers)] = number;
                tokens.concat()
            }
            Mutation::Splice => {
                let other_text = if corpus.is_empty() { "" } else { rng.pick(corpus).text.as_str() };
                let other = split_tokens(other_text);
                if rng.chance(50) {
                    let cut = rng.below(other.len() + 1);
                    format!("{}{}", tokens[..at].concat(), other[cut..].concat())
                } else {
                    splice_in(&tokens, at, &random_run(rng, &other).concat())
                }
            }
            Mutation::DeepNesting => {
                let &(open, close) = rng.pick(NESTERS);
                let depth = *rng.pick(DEPTHS);
                let core = if rng.chance(50) { "1" } else { "" };
                let closers = if rng.chance(60) { close.repeat(depth) } else { String::new() };
                splice_in(&tokens, at, &format!("{}{core}{closers}", open.repeat(depth)))
            }
            Mutation::MacroChain => {
                let (defines, use_name) = macro_chain(rng);
                format!("{defines}{}", splice_in(&tokens, at, &format!(" {use_name} ")))
            }
            Mutation::RandomBytes => {
                let count = 1 + rng.below(16);
                let junk: String = (0..count).map(|_| random_char(rng)).collect();
                splice_in(&tokens, at, &junk)
            }
        }
    }
}

/// A new input: a random seed with one to four random mutations (see
/// [`Mutation::weight`]). An empty corpus mutates the empty string.
pub fn mutate(rng: &mut Rng, corpus: &[Seed]) -> String {
    let mut text = if corpus.is_empty() { String::new() } else { rng.pick(corpus).text.clone() };
    for _ in 0..1 + rng.below(4) {
        text = Mutation::random(rng).apply(rng, &text, corpus);
    }
    text
}

/// Mostly short runs, sometimes long ones.
fn run_length(rng: &mut Rng) -> usize {
    if rng.chance(80) {
        1 + rng.below(4)
    } else {
        1 + rng.below(64)
    }
}

fn random_run<'a, 'b>(rng: &mut Rng, tokens: &'b [&'a str]) -> &'b [&'a str] {
    let start = rng.below(tokens.len() + 1);
    let end = (start + run_length(rng)).min(tokens.len());
    &tokens[start..end]
}

fn splice_in(tokens: &[&str], at: usize, insert: &str) -> String {
    format!("{}{insert}{}", tokens[..at].concat(), tokens[at..].concat())
}

/// A chain of `#define` lines ending with a newline, and the name to use.
fn macro_chain(rng: &mut Rng) -> (String, String) {
    let mut defines = String::new();
    let name = match rng.below(5) {
        // Linear: each macro uses the previous one.
        0 => {
            let length = *rng.pick(&[10, 100, 1_000, 5_000]);
            defines.push_str("#define M0 1\n");
            for i in 1..=length {
                defines.push_str(&format!("#define M{i} (M{} + {i})\n", i - 1));
            }
            format!("M{length}")
        }
        // Exponential: each macro uses the previous one twice.
        1 => {
            let length = *rng.pick(&[8, 20, 40, 64]);
            defines.push_str("#define E0 x\n");
            for i in 1..=length {
                defines.push_str(&format!("#define E{i} E{0} E{0}\n", i - 1));
            }
            format!("E{length}")
        }
        // Function-like macros nested in their own arguments.
        2 => {
            let depth = *rng.pick(&[10, 63, 64, 65, 1_000]);
            defines.push_str("#define F(x) (x + x)\n");
            format!("{}1{}", "F(".repeat(depth), ")".repeat(depth))
        }
        // Self-reference and mutual recursion (blue paint).
        3 => {
            defines.push_str("#define X X Y\n#define Y X Y\n");
            "X".into()
        }
        // Token pasting into new names and stringizing.
        _ => {
            let length = *rng.pick(&[4, 100, 1_000]);
            defines.push_str("#define CAT(a, b) a ## b\n#define STR(a) #a\n#define P0 1\n");
            for i in 1..=length {
                defines.push_str(&format!("#define P{i} CAT(P, {})\n", i - 1));
            }
            format!("STR(P{length}) P{length}")
        }
    };
    (defines, name)
}

/// Mostly ASCII (controls included), sometimes any Unicode scalar value.
fn random_char(rng: &mut Rng) -> char {
    if rng.chance(70) {
        char::from(rng.below(128) as u8)
    } else {
        char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{FFFD}')
    }
}

/// Repetitions of a unit shorter than this many pieces count as a run.
const RUN_UNIT: usize = 17;
/// A run this many pieces long or longer is halved.
const MIN_RUN: usize = 32;

/// `pieces` with every run of a repeated unit (1 to 16 pieces, e.g. `(`,
/// `- ` or `1 ? 2 : `) of at least 32 pieces cut to half its repetitions
/// (rounded up): deep nesting
/// shrinks in a few steps, where [`ddmin`] would remove one level at a
/// time.
pub fn halve_runs<'a>(pieces: &[&'a str]) -> Vec<&'a str> {
    let mut out = Vec::with_capacity(pieces.len());
    let mut i = 0;
    while i < pieces.len() {
        let longest = (1..RUN_UNIT)
            .filter(|&unit| i + unit <= pieces.len())
            .map(|unit| {
                let reps = 1
                    + (1..)
                        .take_while(|k| pieces.get(i + k * unit..i + (k + 1) * unit) == Some(&pieces[i..i + unit]))
                        .count();
                (unit, reps)
            })
            // The longest run, and of those the shortest unit.
            .max_by_key(|&(unit, reps)| (unit * reps, std::cmp::Reverse(unit)));
        match longest {
            Some((unit, reps)) if unit * reps >= MIN_RUN => {
                out.extend_from_slice(&pieces[i..i + unit * reps.div_ceil(2)]);
                i += unit * reps;
            }
            _ => {
                out.push(pieces[i]);
                i += 1;
            }
        }
    }
    out
}

/// What [`ddmin`]'s test says about a batch of candidates.
pub enum Verdict {
    /// The candidate at this index still fails (the first one that does).
    Fails(usize),
    /// No candidate fails.
    Passes,
    /// Stop minimizing (out of time).
    Stop,
}

/// Candidates are handed to the test this many at a time.
const DDMIN_BATCH: usize = 64;

/// Delta debugging (Zeller's ddmin): shrinks `items`, a failing input,
/// while `test` says a candidate still fails the same way. `test` gets a
/// batch of candidates and names the first that fails, so one batch can
/// run in one child process.
pub fn ddmin<T: Clone>(mut items: Vec<T>, test: &mut impl FnMut(&[Vec<T>]) -> Verdict) -> Vec<T> {
    let mut n = 2;
    while items.len() >= 2 {
        let len = items.len();
        let bounds: Vec<(usize, usize)> = (0..n).map(|i| (i * len / n, (i + 1) * len / n)).collect();
        // Subsets first (each chunk alone), then complements (all but one
        // chunk); with two chunks they are the same candidates.
        let candidates = (0..n).map(|i| (true, i)).chain((0..n).filter(|_| n > 2).map(|i| (false, i)));
        let make = |&(subset, i): &(bool, usize)| -> Vec<T> {
            let (lo, hi) = bounds[i];
            if subset {
                items[lo..hi].to_vec()
            } else {
                items[..lo].iter().chain(&items[hi..]).cloned().collect()
            }
        };
        let order: Vec<(bool, usize)> = candidates.collect();
        let mut reduced = None;
        for group in order.chunks(DDMIN_BATCH) {
            let batch: Vec<Vec<T>> = group.iter().map(make).collect();
            match test(&batch) {
                Verdict::Fails(k) => {
                    reduced = Some((group[k].0, batch.into_iter().nth(k)));
                    break;
                }
                Verdict::Passes => {}
                Verdict::Stop => return items,
            }
        }
        match reduced {
            Some((subset, Some(smaller))) => {
                items = smaller;
                n = if subset { 2 } else { (n - 1).max(2) };
            }
            _ if n >= len => break,
            _ => n = (2 * n).min(len),
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_cover_the_text() {
        let text = "int x = a<<=2; // c\n\"s\\\" t\" é_1 ...";
        let tokens = split_tokens(text);
        assert_eq!(tokens.concat(), text);
        assert!(tokens.contains(&"<<="));
        assert!(tokens.contains(&"// c"));
        assert!(tokens.contains(&"é_1"));
        assert!(tokens.contains(&"..."));
    }

    #[test]
    fn mutations_are_deterministic() {
        let corpus = vec![Seed { name: "a".into(), text: "void main() { int x = 1 + 2; }".into() }];
        let run = |seed| {
            let mut rng = Rng::new(seed);
            (0..50).map(|_| mutate(&mut rng, &corpus)).collect::<Vec<_>>()
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }

    #[test]
    fn ddmin_finds_the_failing_pair() {
        let items: Vec<u32> = (0..100).collect();
        let mut tests = 0;
        let mut test = |batch: &[Vec<u32>]| {
            tests += batch.len();
            match batch.iter().position(|c| c.contains(&17) && c.contains(&80)) {
                Some(k) => Verdict::Fails(k),
                None => Verdict::Passes,
            }
        };
        assert_eq!(ddmin(items, &mut test), vec![17, 80]);
        assert!(tests < 2_000, "{tests} tests");
    }

    #[test]
    fn runs_are_halved() {
        let text = format!("f({}{}1{};", "- ".repeat(40), "1 ? 2 : ".repeat(5), ")".repeat(33));
        let halved = halve_runs(&split_tokens(&text)).concat();
        assert_eq!(halved, format!("f({}{}1{};", "- ".repeat(20), "1 ? 2 : ".repeat(3), ")".repeat(17)));
        let short = split_tokens("((((1))))");
        assert_eq!(halve_runs(&short), short);
    }

    #[test]
    fn ddmin_stops_when_told() {
        let mut test = |_: &[Vec<u8>]| Verdict::Stop;
        assert_eq!(ddmin(vec![1, 2, 3], &mut test), vec![1, 2, 3]);
    }
}
