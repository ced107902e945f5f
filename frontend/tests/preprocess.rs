//! Preprocessor tests. Expected outputs are written by hand: the C
//! standard's macro examples (C11 6.10.3.5 and 6.10.3.4) worked through,
//! and one case per directive, feature and diagnostic. Outputs are compared
//! as token spellings, so only the tokens matter, not the spacing (which
//! `print_tokens` tests check separately).

use nsl_frontend::diag::{render_short, Diagnostic, Diagnostics, Severity};
use nsl_frontend::lexer::{lex, token_spelling};
use nsl_frontend::preprocess::{preprocess, print_tokens, MemoryLoader, PpOptions, PpOutput};
use nsl_frontend::source::SourceMap;
use nsl_frontend::token::{ExpansionId, TokenKind};
use proptest::prelude::*;

struct Run {
    sources: SourceMap,
    out: PpOutput,
    diags: Diagnostics,
}

fn run_named(name: &str, src: &str, opts: PpOptions) -> Run {
    let mut sources = SourceMap::default();
    let file = sources.add(name, src);
    let mut diags = Diagnostics::default();
    let out = preprocess(&mut sources, file, &opts, &mut diags);
    Run { sources, out, diags }
}

fn run_with(src: &str, opts: PpOptions) -> Run {
    run_named("main.slang", src, opts)
}

fn run(src: &str) -> Run {
    run_with(src, PpOptions::default())
}

fn with_files(files: &[(&str, &str)]) -> PpOptions {
    let loader = files.iter().fold(MemoryLoader::new(), |l, (path, text)| l.with(path, *text));
    PpOptions { include_loader: Some(Box::new(loader)), ..PpOptions::default() }
}

impl Run {
    /// The output tokens' spellings, one space apart (without Eof).
    fn text(&self) -> String {
        let toks = &self.out.tokens[..self.out.tokens.len() - 1];
        toks.iter().map(|t| token_spelling(&self.sources, t)).collect::<Vec<_>>().join(" ")
    }
    /// `file:line:col: severity[code]: message` per diagnostic.
    fn lines(&self) -> Vec<String> {
        self.diags.list.iter().map(|d| render_short(&self.sources, d)).collect()
    }
    fn codes(&self) -> Vec<&str> {
        self.diags.list.iter().map(|d| d.code).collect()
    }
    fn only(&self, code: &str) -> &Diagnostic {
        assert_eq!(self.codes(), [code], "{:#?}", self.lines());
        &self.diags.list[0]
    }
    fn label_texts(&self, d: &Diagnostic) -> Vec<(String, String)> {
        d.labels
            .iter()
            .map(|(s, t)| {
                let (_, line, col) = self.sources.presumed(*s);
                (format!("{line}:{col} {}", self.sources.text(*s)), t.clone())
            })
            .collect()
    }
}

/// `text` lexed and spelled one space apart: how expected output is written.
fn toks(text: &str) -> String {
    let mut sources = SourceMap::default();
    let file = sources.add("expected", text);
    let mut diags = Diagnostics::default();
    let tokens = lex(file, text, &mut diags);
    let toks = &tokens[..tokens.len() - 1];
    toks.iter().map(|t| token_spelling(&sources, t)).collect::<Vec<_>>().join(" ")
}

/// Expands `src`, which must give no diagnostics.
fn expand(src: &str) -> String {
    let r = run(src);
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    r.text()
}

// ---- The C standard's examples -------------------------------------------

#[test]
fn c11_6_10_3_5_example_3() {
    let src = r#"#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
"#;
    let expected = r#"f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { "hello", "" };"#;
    assert_eq!(expand(src), toks(expected));
}

#[test]
fn c11_6_10_3_5_example_4() {
    let src = r#"#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @\n), s);
#include xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
"#;
    let r = run_with(src, with_files(&[("vers2.h", "from_vers2_h")]));
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    let expected = r#"printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @\n", s);
from_vers2_h
"hello";
"hello" ", world""#;
    assert_eq!(r.text(), toks(expected));
    // The stringized literals have the values the escapes say.
    let strings: Vec<&str> = r
        .out
        .tokens
        .iter()
        .filter_map(|t| match &t.kind {
            TokenKind::StringLit(s) => Some(s.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(strings[..6], ["x", "1", "= %d, x", "2", "= %s", "strncmp(\"abc\\0d\", \"abc\", '\\4') == 0"]);
    assert_eq!(strings[6], ": @\n");
}

#[test]
fn c11_6_10_3_5_example_5_placemarkers() {
    let src = "#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };";
    assert_eq!(expand(src), toks("int j[] = { 123, 45, 67, 89, 10, 11, 12, };"));
}

#[test]
fn c11_6_10_3_5_example_6_valid_redefinitions() {
    let src = "#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \\
 a /* other stuff on this line
 */ )
OBJ_LIKE FUNC_LIKE(z)";
    assert_eq!(expand(src), toks("(1-1) ( z )"));
}

#[test]
fn c11_6_10_3_5_example_6_invalid_redefinitions() {
    let src = "#define OBJ_LIKE (1-1)
#define FUNC_LIKE(a) ( a )
#define OBJ_LIKE (0) // different token sequence
#define OBJ_LIKE (1 - 1) // different white space
#define FUNC_LIKE(b) ( a ) // different parameter usage
#define FUNC_LIKE(b) ( b ) // different parameter spelling
";
    let r = run(src);
    assert_eq!(
        r.lines(),
        [
            "main.slang:3:9: warning[E15400]: macro 'OBJ_LIKE' redefined with a different body",
            "main.slang:4:9: warning[E15400]: macro 'OBJ_LIKE' redefined with a different body",
            "main.slang:5:9: warning[E15400]: macro 'FUNC_LIKE' redefined with a different body",
            "main.slang:6:9: warning[E15400]: macro 'FUNC_LIKE' redefined with a different body",
        ]
    );
    assert_eq!(r.label_texts(&r.diags.list[0]), [("1:9 OBJ_LIKE".to_string(), "previous definition".to_string())]);
}

#[test]
fn c11_6_10_3_5_example_7_variadic() {
    let src = r#"#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
"#;
    let expected = r#"fprintf(stderr, "Flag");
fprintf(stderr, "X = %d\n", x);
puts("The first, second, and third items.");
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));"#;
    assert_eq!(expand(src), toks(expected));
}

#[test]
fn c11_6_10_3_4_rescan_example() {
    // The standard leaves `2*f(9)` or `2*9*g` open; the hide-set algorithm
    // (like GCC and Clang) gives the latter.
    assert_eq!(expand("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"), toks("2*9*g"));
}

#[test]
fn c11_6_10_3_5_examples_1_and_2() {
    assert_eq!(expand("#define TABSIZE 100\nint table[TABSIZE];"), toks("int table[100];"));
    assert_eq!(expand("#define max(a, b) ((a) > (b) ? (a) : (b))\nmax(x+1, y)"), toks("((x+1) > (y) ? (x+1) : (y))"));
}

// ---- Macro expansion ---------------------------------------------------------

#[test]
fn blue_paint_stops_recursion() {
    assert_eq!(expand("#define foo foo\nfoo"), "foo");
    assert_eq!(expand("#define A B\n#define B A\nA B"), "A B");
    assert_eq!(expand("#define f(x) g(x)\n#define g(x) f(x)\nf(1)"), toks("f(1)"));
    // A painted token stays painted when it travels through an argument.
    assert_eq!(expand("#define f(x) x\n#define g f(g)\ng"), "g");
    assert_eq!(expand("#define a a b\n#define b a\na"), "a a");
    // A name is painted when read inside its own expansion, even as an
    // argument of a macro whose `)` lies beyond that expansion.
    assert_eq!(expand("#define f(x) x f\nf(1)(2)"), toks("1 f(2)"));
    assert_eq!(expand("#define f(x) x\n#define h f(h\nh)"), "h");
    // Once its expansion is over, a macro expands again: the argument `g`
    // is read after g's expansion (just `f`) has ended.
    assert_eq!(expand("#define f(x) [x]\n#define g f\ng(g)"), "[ f ]");
    // The `f` that f's own replacement yields is read inside it: painted.
    assert_eq!(expand("#define f(x) x\n#define g f\ng(g)(1)"), toks("f(1)"));
}

#[test]
fn long_macro_chains_are_linear() {
    let mut src = String::from("#define a0 done\n");
    for i in 1..20_000 {
        src += &format!("#define a{i} a{}\n", i - 1);
    }
    src += "a19999";
    assert_eq!(expand(&src), "done");
}

#[test]
fn function_like_name_without_parens_is_an_identifier() {
    assert_eq!(expand("#define f(x) [x]\nf + f (1) f\n(2)"), toks("f + [1] [2]"));
    // `#define F (x)` is object-like: the space matters.
    assert_eq!(expand("#define F (x)\nF(1)"), toks("(x)(1)"));
    // A directive line ends the search for `(`.
    assert_eq!(expand("#define f(x) [x]\nf\n#define y 1\n(y)"), toks("f (1)"));
}

#[test]
fn arguments() {
    let src = "#define f(a, b) <a|b>\nf((1, 2), [3, 4])";
    let r = run(src);
    assert_eq!(r.codes(), ["E15501"], "commas in brackets separate arguments, as in C");
    assert_eq!(expand("#define f(a, b) <a|b>\nf((1, 2), {3})"), toks("<(1, 2)|{3}>"));
    assert_eq!(expand("#define f(a) <a>\nf()"), toks("<>"));
    assert_eq!(expand("#define f() <>\nf( )"), toks("<>"));
    assert_eq!(expand("#define f(a, b) <a|b>\nf(,)"), toks("<|>"));
    // Arguments may span lines, and comments in them vanish.
    assert_eq!(expand("#define f(a, b) <a|b>\nf(1 /* c */,\n  2 // d\n)"), toks("<1|2>"));
    // Arguments are expanded before substitution, except around # and ##.
    assert_eq!(expand("#define ONE 1\n#define f(a) a #a a##2\nf(ONE)"), toks("1 \"ONE\" ONE2"));
}

#[test]
fn variadic_arguments() {
    let src = "#define v(a, ...) [a|__VA_ARGS__]\nv(1) v(1,) v(1, 2, 3)";
    assert_eq!(expand(src), toks("[1|] [1|] [1|2, 3]"));
    assert_eq!(expand("#define v(...) #__VA_ARGS__\nv() v( a ,b )"), toks("\"\" \"a ,b\""));
}

#[test]
fn stringizing_spacing_and_escapes() {
    let src = "#define s(x) #x\ns(  a   +  b  ) s(a+b) s(\"q\\\"\" '\\'') s(a\n b)";
    assert_eq!(expand(src), toks(r#""a + b" "a+b" "\"q\\\"\" '\\''" "a b""#));
}

#[test]
fn pasting() {
    assert_eq!(expand("#define cat(a, b) a ## b\ncat(x, y) cat(1, 2) cat(<<, =) cat(, z) cat(., 5)"), "xy 12 <<= z .5");
    // The pasted token is rescanned as a macro name.
    assert_eq!(expand("#define cat(a, b) a ## b\n#define xy done\ncat(x, y)"), "done");
    // Object-like macros paste too.
    assert_eq!(expand("#define P a ## b\nP"), "ab");
    // A pasted token's span is its spelling in the scratch file.
    let r = run("#define cat(a, b) a ## b\ncat(foo, bar)");
    let t = &r.out.tokens[0];
    assert_eq!(r.sources.file(t.span.file).name, "<scratch>");
    assert_eq!(r.sources.text(t.span), "foobar");
    assert_eq!(t.kind, TokenKind::Ident("foobar".into()));
}

#[test]
fn undef_and_redefine() {
    assert_eq!(expand("#define X 1\nX\n#undef X\nX\n#define X 2\nX\n#undef Y"), "1 X 2");
    // An identical redefinition is silent.
    assert_eq!(expand("#define X  1 + 2\n#define X 1 /**/ + 2\nX"), "1 + 2");
}

#[test]
fn predefined_and_command_line_macros() {
    assert_eq!(expand("__SLANG__ __SLANG_COMPILER__ __HLSL_VERSION"), "1 1 2018");
    let defines = vec![
        ("FOO".to_string(), None),
        ("BAR".to_string(), Some("a b".to_string())),
        ("SQ(x)".to_string(), Some("((x)*(x))".to_string())),
        ("__HLSL_VERSION".to_string(), Some("2021".to_string())),
    ];
    let r = run_with("FOO BAR SQ(3) __HLSL_VERSION", PpOptions { defines, ..PpOptions::default() });
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    // `-D FOO` defines FOO as nothing (slangc's reading).
    assert_eq!(r.text(), toks("a b ((3)*(3)) 2021"));
}

#[test]
fn line_file_and_counter() {
    assert_eq!(expand("__LINE__\n\n__LINE__ __FILE__"), "1 3 \"main.slang\"");
    assert_eq!(expand("__COUNTER__ __COUNTER__ __COUNTER__"), "0 1 2");
    // Inside a macro, the line of the outermost invocation.
    assert_eq!(expand("#define L __LINE__\n#define M L\n\nM"), "4");
    assert_eq!(expand("#ifdef __LINE__\nyes\n#endif"), "yes");
    let r = run_named("dir\\a\"b.slang", "__FILE__", PpOptions::default());
    assert_eq!(r.text(), r#""dir\\a\"b.slang""#);
    assert_eq!(r.out.tokens[0].kind, TokenKind::StringLit("dir\\a\"b.slang".into()));
}

#[test]
fn line_directive() {
    let r = run("a\n#line 100 \"foo.slang\"\n__LINE__ __FILE__\n#error here\n");
    assert_eq!(r.text(), "a 100 \"foo.slang\"");
    assert_eq!(r.lines(), ["foo.slang:101:1: error[E15900]: #error: here"]);
    // Without a name the file keeps the last one; macros are expanded.
    let r = run("#line 7 \"x.h\"\n#define N 20\n#line N\n\n__LINE__ __FILE__");
    assert_eq!(r.text(), "21 \"x.h\"");
    // A continued or commented directive still ends where its line does.
    let r = run("#line 50 /* a\n b */ \\\n\n__LINE__");
    assert_eq!(r.text(), "50");
}

#[test]
fn expansion_records() {
    let src = "#define A B\n#define B x\n#define F(p) (p A)\nF(y)";
    let r = run(src);
    assert_eq!(r.text(), "( y x )");
    let exp = |t: usize| r.out.tokens[t].expansion.map(|ExpansionId(i)| i as usize);
    let e = &r.out.expansions;
    // `(` and the argument `y` come from F's expansion.
    let f = exp(0).unwrap();
    assert_eq!((e[f].macro_name.as_str(), r.sources.text(e[f].site), e[f].parent), ("F", "F(y)", None));
    assert_eq!(exp(1), Some(f));
    assert_eq!(r.sources.text(r.out.tokens[1].span), "y");
    // `x` comes from B, invoked in A's body, invoked in F's body.
    let b = exp(2).unwrap();
    assert_eq!(e[b].macro_name, "B");
    assert_eq!(r.sources.presumed(e[b].site), ("main.slang", 1, 11));
    let a = e[b].parent.unwrap().0 as usize;
    assert_eq!((e[a].macro_name.as_str(), e[a].parent.map(|p| p.0 as usize)), ("A", Some(f)));
    assert_eq!(r.sources.presumed(r.out.tokens[2].span), ("main.slang", 2, 11));
}

#[test]
fn diagnostics_in_expansions_get_labels() {
    let r = run("#define B 1/0\n#define A B\n#if A\n#endif");
    let d = r.only("E15202");
    assert_eq!(
        render_short(&r.sources, d),
        "main.slang:1:12: error[E15202]: division by zero in preprocessor expression"
    );
    assert_eq!(
        r.label_texts(d),
        [
            ("2:11 B".to_string(), "in expansion of macro `B`".to_string()),
            ("3:5 A".to_string(), "in expansion of macro `A`".to_string())
        ]
    );
    // The public helper adds the same labels for later phases. An
    // invocation inside an argument has the outer expansion as parent.
    let r = run("#define F(x) x\nF(F(y))");
    let d = r.out.with_expansion_labels(Diagnostic::error("E0", r.out.tokens[0].span, "m"), r.out.tokens[0].expansion);
    assert_eq!(
        r.label_texts(&d),
        [
            ("2:3 F(y)".to_string(), "in expansion of macro `F`".to_string()),
            ("2:1 F(F(y))".to_string(), "in expansion of macro `F`".to_string())
        ]
    );
}

#[test]
fn illegal_characters_are_errors_only_in_output() {
    // Stringized or skipped, a stray character is fine.
    assert_eq!(expand("#define s(x) #x\ns(`)\n#if 0\n`\n#endif"), "\"`\"");
    let r = run("#define T `\nT");
    let d = r.only("E10000");
    assert_eq!(render_short(&r.sources, d), "main.slang:1:11: error[E10000]: illegal character '`'");
    assert_eq!(d.labels.len(), 1);
}

// ---- Conditionals ---------------------------------------------------------------

#[test]
fn conditional_groups() {
    let src = "#if 1\na\n#elif 1\nb\n#else\nc\n#endif
#if 0\nd\n#elif 2 > 1\ne\n#elif 1\nf\n#else\ng\n#endif
#ifdef X\nh\n#else\ni\n#endif
#define X
#ifdef X\nj\n#endif\n#ifndef X\nk\n#endif
#if 0\n#if 1\nl\n#else\nm\n#endif\n#elif 0\nn\n#else\no\n#endif";
    assert_eq!(expand(src), "a e i j o");
}

#[test]
fn skipped_groups_ignore_their_contents() {
    let src = "#if 0\n#bogus\nit's \"unterminated\n#elif 0\n#endif\n#if 1\nyes\n#elif 1/0\n#else\n#foo\n#endif";
    assert_eq!(expand(src), "yes");
}

#[test]
fn expressions() {
    let cases = [
        ("1 + 2 * 3 == 7", true),
        ("(1 + 2) * 3 == 9", true),
        ("10 / 3 == 3 && 10 % 3 == 1", true),
        ("-7 / 2 == -3 && -7 % 2 == -1", true),
        ("1 << 4 == 16 && 256 >> 4 == 16", true),
        ("-1 >> 1 == -1", true),
        ("1 << 64 == 0", true),
        ("-1 < 0", true),
        ("-1 < 0u", false), // unsigned comparison
        ("0xFFFFFFFFFFFFFFFF == -1", true),
        ("18446744073709551615 > 0", true), // too large for signed: unsigned
        ("~0 == -1 && !0 == 1 && !5 == 0 && +3 == 3", true),
        ("(5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6", true),
        ("1 ? 2 : 3", true),
        ("0 ? 1 : 0", false),
        ("(0, 1)", true),
        ("'a' == 97 && '\\n' == 10", true),
        ("undefined_name", false),
        ("undefined_name + 1", true),
        ("true && !false", true),
        ("defined X && defined(X) && !defined Y && !defined ( Y )", true),
        ("0 && 1 / 0", false),
        ("1 || 1 % 0", true),
        ("1 ? 2 : 1 / 0", true),
        ("0x10 == 16 && 010 == 8 && 0b11 == 3", true),
        ("M(4) == 8", true),
        ("OBJ", true),
    ];
    for (e, value) in cases {
        let src = format!("#define X\n#define M(a) a * 2\n#define OBJ defined(X)\n#if {e}\nyes\n#else\nno\n#endif");
        let r = run(&src);
        assert!(r.diags.list.is_empty(), "{e}: {:#?}", r.lines());
        assert_eq!(r.text(), if value { "yes" } else { "no" }, "#if {e}");
    }
}

#[test]
fn expression_errors() {
    let cases = [
        ("1 / 0", "E15202", "1:7", "division by zero in preprocessor expression"),
        ("1 % (2 - 2)", "E15202", "1:7", "division by zero in preprocessor expression"),
        ("(1", "E15200", "1:7", "expected ')' in preprocessor expression"),
        ("1 ? 2", "E15200", "1:10", "expected ':' in preprocessor expression"),
        ("1 +", "E15201", "1:8", "expected a value in preprocessor expression"),
        ("1 2", "E15201", "1:7", "unexpected '2' in preprocessor expression"),
        ("1.5", "E15201", "1:5", "unexpected floating-point literal in preprocessor expression"),
        ("\"s\"", "E15201", "1:5", "unexpected string literal in preprocessor expression"),
        ("x = 1", "E15201", "1:7", "unexpected '=' in preprocessor expression"),
        ("defined", "E15203", "1:12", "expected a macro name after 'defined'"),
        ("defined(X", "E15200", "1:14", "expected ')' in preprocessor expression"),
        ("defined 3", "E15203", "1:13", "expected a macro name after 'defined'"),
        ("__has_feature 3", "E15203", "1:19", "expected a feature name after '__has_feature'"),
        ("", "E15204", "1:1", "'#if' directive requires an expression"),
        (
            "340282366920938463463374607431768211455",
            "E15201",
            "1:5",
            "integer literal too large for a preprocessor expression",
        ),
    ];
    for (e, code, at, message) in cases {
        let r = run(&format!("#if {e}\nyes\n#endif"));
        assert_eq!(r.lines(), [format!("main.slang:{at}: error[{code}]: {message}")], "#if {e}");
        assert_eq!(r.text(), "", "an erroneous condition is false: #if {e}");
    }
    let r = run("#if (1\n#endif");
    assert_eq!(r.label_texts(&r.diags.list[0]), [("1:5 (".to_string(), "to match this '('".to_string())]);
}

#[test]
fn expression_nesting_is_bounded() {
    let deep = format!("#if {}1{}\n#endif", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(run(&deep).codes(), ["E15705"]);
    let unary = format!("#if {}1\n#endif", "- ".repeat(100_000));
    assert_eq!(run(&unary).codes(), ["E15705"]);
    let fine = format!("#if {}1{}\nyes\n#endif", "(".repeat(200), ")".repeat(200));
    assert_eq!(expand(&fine), "yes");
}

#[test]
fn conditional_errors() {
    let r = run("#if 1\nint x;\n#ifdef A\n");
    assert_eq!(
        r.lines(),
        [
            "main.slang:3:1: error[E15000]: unterminated '#ifdef': the file ends before its '#endif'",
            "main.slang:1:1: error[E15000]: unterminated '#if': the file ends before its '#endif'",
        ]
    );
    assert_eq!(r.text(), "int x ;");
    let r = run("#if 0\n#else\n#else\nx\n#endif");
    assert_eq!(r.lines(), ["main.slang:3:1: error[E15002]: '#else' after '#else'"]);
    assert_eq!(r.label_texts(&r.diags.list[0]), [("2:1 #else".to_string(), "the '#else' is here".to_string())]);
    assert_eq!(r.text(), "");
    let r = run("#if 0\n#else\na\n#elif 1\nb\n#endif");
    assert_eq!(r.lines(), ["main.slang:4:1: error[E15002]: '#elif' after '#else'"]);
    assert_eq!(r.text(), "a");
    let r = run("#endif\n#else\n#elif 1\nz");
    assert_eq!(
        r.lines(),
        [
            "main.slang:1:1: error[E15001]: '#endif' without '#if'",
            "main.slang:2:1: error[E15001]: '#else' without '#if'",
            "main.slang:3:1: error[E15001]: '#elif' without '#if'",
        ]
    );
    assert_eq!(r.text(), "z");
    let r = run("#ifdef\n#endif\n#ifndef 3\n#endif");
    assert_eq!(
        r.lines(),
        [
            "main.slang:1:1: error[E15102]: expected a macro name after '#ifdef'",
            "main.slang:3:9: error[E15102]: expected a macro name after '#ifndef'",
        ]
    );
    let r = run("#ifdef A B\n#endif C\n#if 1\n#else D\n#endif");
    assert_eq!(
        r.lines(),
        [
            "main.slang:1:10: warning[E15103]: unexpected tokens after '#ifdef' directive",
            "main.slang:2:8: warning[E15103]: unexpected tokens after '#endif' directive",
            "main.slang:4:7: warning[E15103]: unexpected tokens after '#else' directive",
        ]
    );
}

// ---- Other directives --------------------------------------------------------------

#[test]
fn error_warning_unknown_and_null_directives() {
    let r = run("#\n# /* nothing */\n#error  bad \\\n thing  \n#warning careful\n#bogus x\n# 42\n#pragma warning(disable: 1)\n#pragma\nok");
    assert_eq!(
        r.lines(),
        [
            "main.slang:3:1: error[E15900]: #error: bad  thing",
            "main.slang:5:1: warning[E15901]: #warning: careful",
            "main.slang:6:1: error[E15101]: unknown preprocessor directive '#bogus'",
            "main.slang:7:3: error[E15100]: expected a preprocessor directive name after '#'",
        ]
    );
    assert_eq!(r.diags.list[1].severity, Severity::Warning);
    assert_eq!(r.text(), "ok");
    let r = run("#error don't \"stop\"");
    assert_eq!(r.lines(), ["main.slang:1:1: error[E15900]: #error: don't \"stop\""]);
}

#[test]
fn define_errors() {
    let cases = [
        ("#define", "E15102", "1:1", "expected a macro name after '#define'"),
        ("#define 3 x", "E15102", "1:9", "expected a macro name after '#define'"),
        ("#define defined 1", "E15704", "1:9", "'defined' cannot be a macro name"),
        ("#undef defined", "E15704", "1:8", "'defined' cannot be a macro name"),
        ("#define a ## b", "E15405", "1:11", "'##' cannot start a macro body"),
        ("#define a b ##", "E15406", "1:13", "'##' cannot end a macro body"),
        ("#define f(x) x ## ##", "E15406", "1:19", "'##' cannot end a macro body"),
        ("#define f(x) #y", "E15407", "1:14", "'#' must be followed by a macro parameter"),
        ("#define f(x) x #", "E15407", "1:16", "'#' must be followed by a macro parameter"),
        ("#define f(x, x) x", "E15408", "1:14", "duplicate macro parameter 'x'"),
        ("#define f(..., x) x", "E15409", "1:11", "'...' must be the last macro parameter"),
        ("#define f(x y) x", "E15403", "1:13", "expected ',' or ')' in macro parameter list"),
        ("#define f(x,) x", "E15403", "1:13", "expected a parameter name in macro parameter list"),
        ("#define f(3) x", "E15403", "1:11", "expected a parameter name in macro parameter list"),
        ("#define f(x", "E15403", "1:11", "expected ',' or ')' in macro parameter list"),
        ("#define f(__VA_ARGS__) x", "E15403", "1:11", "expected a parameter name in macro parameter list"),
    ];
    for (src, code, at, message) in cases {
        let r = run(&format!("{src}\nf(1) a"));
        assert_eq!(r.lines(), [format!("main.slang:{at}: error[{code}]: {message}")], "{src}");
    }
    // `#` is an ordinary token in an object-like macro.
    assert_eq!(expand("#define H # x\nH"), "# x");
}

#[test]
fn builtin_redefinition_warns() {
    let r = run("#define __LINE__ 7\n__LINE__\n#undef __FILE__\n__FILE__");
    assert_eq!(
        r.lines(),
        [
            "main.slang:1:9: warning[E15404]: redefining builtin macro '__LINE__'",
            "main.slang:3:8: warning[E15404]: undefining builtin macro '__FILE__'",
        ]
    );
    assert_eq!(r.text(), "7 __FILE__");
}

#[test]
fn invocation_errors() {
    let r = run("#define f(a, b) a\nf(1) f(1, 2, 3) x");
    assert_eq!(
        r.lines(),
        [
            "main.slang:2:1: error[E15501]: wrong number of arguments to macro 'f' (expected 2, got 1)",
            "main.slang:2:6: error[E15501]: wrong number of arguments to macro 'f' (expected 2, got 3)",
        ]
    );
    assert_eq!(r.text(), "x", "an invalid invocation is dropped");
    let r = run("#define v(a, b, ...) a\nv(1)");
    assert_eq!(
        r.lines(),
        ["main.slang:2:1: error[E15501]: wrong number of arguments to macro 'v' (expected at least 2, got 1)"]
    );
    let r = run("#define g() a\ng(1)");
    assert_eq!(
        r.lines(),
        ["main.slang:2:1: error[E15501]: wrong number of arguments to macro 'g' (expected 0, got 1)"]
    );
    let r = run("#define f(x) x\na f(1, (2)\n\nb");
    assert_eq!(r.lines(), ["main.slang:2:3: error[E15500]: unterminated argument list invoking macro 'f'"]);
    assert_eq!(r.text(), "a");
    // Inside an expansion, the error is labelled with it.
    let r = run("#define f(x) x\n#define g f(1\ng");
    let d = r.only("E15500");
    assert_eq!(r.label_texts(d), [("3:1 g".to_string(), "in expansion of macro `g`".to_string())]);
}

#[test]
fn paste_and_stringize_errors() {
    let r = run("#define cat(a, b) a ## b\ncat(+, -) cat(/, /) cat(x, \"s\")");
    assert_eq!(
        r.lines(),
        [
            "main.slang:1:21: error[E15503]: pasting '+' and '-' does not give a valid token",
            "main.slang:1:21: error[E15503]: pasting '/' and '/' does not give a valid token",
            "main.slang:1:21: error[E15503]: pasting 'x' and '\"s\"' does not give a valid token",
        ]
    );
    assert_eq!(r.text(), "+ - / / x \"s\"");
    assert_eq!(
        r.label_texts(&r.diags.list[0]),
        [("2:1 cat(+, -)".to_string(), "in expansion of macro `cat`".to_string())]
    );
    let r = run("#define s(x) #x\ns(\\)");
    assert_eq!(r.lines(), ["main.slang:1:14: error[E15706]: '#' produced the invalid string literal \"\\\""]);
}

// ---- Includes ------------------------------------------------------------------------

#[test]
fn include_search_order() {
    let files = [
        ("dir/a.h", "dir_a"),
        ("inc/a.h", "inc_a"),
        ("inc/b.h", "inc_b\n#include \"sub/c.h\""),
        ("inc/sub/c.h", "#include \"d.h\"\nsub_c"),
        ("inc/sub/d.h", "sub_d"),
        ("inc/d.h", "inc_d"),
    ];
    let opts = PpOptions { include_dirs: vec!["inc".into()], ..with_files(&files) };
    let r = run_named("dir/main.slang", "#include \"a.h\"\n#include <b.h>\n#include \"../inc/./sub/d.h\"", opts);
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    assert_eq!(r.text(), "dir_a inc_b sub_d sub_c sub_d");
    // Each file was loaded once.
    let d_files = r.sources.files().iter().filter(|f| f.name.ends_with("d.h")).count();
    assert_eq!(d_files, 1);
}

#[test]
fn include_guards_and_pragma_once() {
    let files = [
        ("guarded.h", "#ifndef G_H\n#define G_H\nguarded\n#endif\n"),
        ("once.h", "#pragma once\nonce\n"),
        ("plain.h", "plain\n"),
    ];
    let src = "#include \"guarded.h\"\n#include \"guarded.h\"\n#include \"once.h\"\n#include \"once.h\"\n#include \"plain.h\"\n#include \"plain.h\"";
    let r = run_with(src, with_files(&files));
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    assert_eq!(r.text(), "guarded once plain plain");
    let r = run("#pragma once\nx");
    assert_eq!(r.lines(), ["main.slang:1:1: warning[E15602]: '#pragma once' in the main file"]);
}

#[test]
fn include_errors() {
    let files = [("a.h", "#include \"b.h\"\n"), ("b.h", "#include \"a.h\"\n"), ("self.h", "#include \"self.h\"")];
    let r = run_with(
        "#include \"a.h\"\n#include \"missing.h\"\n#include\n#include foo\n#include <x.h\n#include \"self.h\"",
        with_files(&files),
    );
    assert_eq!(
        r.lines(),
        [
            "b.h:1:10: error[E15700]: recursive include of 'a.h'",
            "main.slang:2:10: error[E15300]: cannot find include file 'missing.h'",
            "main.slang:3:1: error[E15102]: expected \"FILE\" or <FILE> after '#include'",
            "main.slang:4:10: error[E15102]: expected \"FILE\" or <FILE> after '#include'",
            "main.slang:5:10: error[E15102]: expected \"FILE\" or <FILE> after '#include'",
            "self.h:1:10: error[E15700]: recursive include of 'self.h'",
        ]
    );
    assert_eq!(r.diags.list[0].notes, ["include chain: a.h -> b.h -> a.h"]);
    let r = run_with("#include \"a.h\" extra", with_files(&[("a.h", "")]));
    assert_eq!(r.lines(), ["main.slang:1:16: warning[E15103]: unexpected tokens after '#include' directive"]);
    // The main file including itself is recursion too.
    let r = run_with("#include \"main.slang\"", with_files(&[]));
    assert_eq!(r.codes(), ["E15700"]);
}

#[test]
fn include_depth_limit() {
    let files = [("1.h", "#include \"2.h\"\none"), ("2.h", "#include \"3.h\"\ntwo"), ("3.h", "three")];
    let opts = PpOptions { max_include_depth: 3, ..with_files(&files) };
    let r = run_with("#include \"1.h\"", opts);
    assert_eq!(r.lines(), ["2.h:1:10: error[E15701]: #include nested more than 3 deep"]);
    assert_eq!(r.text(), "two one");
}

#[test]
fn include_keeps_lexer_diagnostics_per_file_and_skips_dead_code() {
    let files = [("a.h", "#if 0\n'\n#endif\n\"open\n")];
    let r = run_with("#include \"a.h\"\n#include \"a.h\"", with_files(&files));
    assert_eq!(r.lines(), ["a.h:4:1: error[E10005]: newline in literal", "a.h:4:1: error[E10005]: newline in literal"]);
    // Backslashes in a written file name are not escapes.
    let r = run_with("#include \"sub\\x.h\"", with_files(&[("sub\\x.h", "found")]));
    assert!(r.diags.list.is_empty(), "{:#?}", r.lines());
    assert_eq!(r.text(), "found");
}

// ---- Limits ------------------------------------------------------------------------

#[test]
fn exponential_expansion_is_bounded() {
    let mut src = String::from("#define m0 x\n");
    for i in 1..=40 {
        src += &format!("#define m{i} m{} m{}\n", i - 1, i - 1);
    }
    src += "m40 after";
    let r = run_with(&src, PpOptions { max_expanded_tokens: 10_000, ..PpOptions::default() });
    let d = r.only("E15702");
    assert_eq!(d.message, "macro expansion needs too many tokens (limit: 10000 plus 8 per source token)");
    assert!(r.out.tokens.len() < 10_100);
    assert!(r.text().ends_with("after"));
}

#[test]
fn argument_nesting_is_bounded() {
    // Deep nesting stops at the nesting limit (bounding the stack)...
    let src = format!("#define f(x) x\n{}1{}", "f(".repeat(1_000), ")".repeat(1_000));
    let r = run(&src);
    assert_eq!(r.codes(), ["E15703"]);
    // ...and rescanning a long nested argument at every level is charged
    // to the token budget (bounding the time).
    let src = format!("#define f(x) x\n{}1{}", "f(".repeat(30_000), ")".repeat(30_000));
    let r = run(&src);
    assert_eq!(r.codes(), ["E15702"]);
    let fine = format!("#define f(x) x\n{}1{}", "f(".repeat(50), ")".repeat(50));
    assert_eq!(expand(&fine), "1");
}

// ---- Printing ----------------------------------------------------------------------

#[test]
fn print_tokens_keeps_lines_and_separates_tokens() {
    let r = run("#define E\n#define F(x) x\nint a = -E-1;\n  b F(c)F(d) +E+ E\nE x\n");
    assert_eq!(print_tokens(&r.sources, &r.out.tokens), "int a = - -1;\nb c d + +\nx\n");
    let r = run("a/**/b.c 1 .x x.5");
    assert_eq!(print_tokens(&r.sources, &r.out.tokens), "a b.c 1 .x x.5\n");
    assert_eq!(print_tokens(&r.sources, &r.out.tokens[r.out.tokens.len() - 1..]), "");
    // Printed output lexes back to the same tokens.
    let src = "#define cat(a,b) a##b\n#define s(x) #x\ncat(-,>) cat(1,.5) s(a  \"b\") cat(x,1)x cat(/,=)/";
    let r = run(src);
    let printed = print_tokens(&r.sources, &r.out.tokens);
    assert_eq!(toks(&printed), r.text());
}

// ---- No panics, bounded work -------------------------------------------------------

fn soup_line() -> impl Strategy<Value = String> {
    let fixed = prop::sample::select(vec![
        "#define A B B",
        "#define B A(1) C",
        "#define C(x, ...) x ## __VA_ARGS__ #x C(x) A",
        "#define D(a) C(a, a) D(a) __LINE__",
        "#define E(x) E(x) x x x x",
        "#define P(a, b) a ## b",
        "#define S(x) #x",
        "#define Q ##",
        "#undef A",
        "#undef C",
        "#if A + 1 > C(2, 3)",
        "#if defined(B) || defined A",
        "#if 1/0 ? (2 : 3",
        "#ifdef B",
        "#ifndef D",
        "#elif defined(A) && 1 % 0",
        "#else",
        "#endif",
        "#include \"a.h\"",
        "#include <b.h>",
        "#include P(a, .h)",
        "#pragma once",
        "#line 7 \"x\"",
        "#line __LINE__",
        "#error e",
        "#warning w",
        "#",
        "# ## #",
        "A B C(1, 2) D(C) E(E(E(1))) (",
        ")",
        "P(1, 2) P(+, +) P(/, /) P(, ) S(\\) S(\"a\\\"\")",
        "C(C(C(C(A))))",
        "__LINE__ __FILE__ __COUNTER__",
        "'unterminated",
        "/* open comment",
    ]);
    let random = "[#a-eA-E0-9_(),.+*/ \"'\\\\<>=!&|^~?:`-]{0,30}";
    prop_oneof![fixed.prop_map(str::to_string), random]
}

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(soup_line(), 0..30).prop_map(|lines| lines.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let r = run_with(&text, with_files(&[]));
        prop_assert_eq!(&r.out.tokens.last().unwrap().kind, &TokenKind::Eof);
    }

    #[test]
    fn directive_soup_never_panics(main in soup(), a in soup(), b in soup()) {
        let opts = PpOptions {
            max_expanded_tokens: 20_000,
            ..with_files(&[("a.h", &a), ("b.h", &b)])
        };
        let r = run_with(&main, opts);
        prop_assert_eq!(&r.out.tokens.last().unwrap().kind, &TokenKind::Eof);
        // Every diagnostic has a code and renders.
        for d in &r.diags.list {
            prop_assert!(d.code.starts_with('E'));
            let _ = render_short(&r.sources, d);
        }
        let _ = print_tokens(&r.sources, &r.out.tokens);
    }
}
