//! Lexer tests, with hand-written expected tokens, values, flags, spans
//! and diagnostics.

use nsl_frontend::diag::{render_short, Diagnostics, Severity};
use nsl_frontend::lexer::{lex, remove_continuations, token_spelling};
use nsl_frontend::source::SourceMap;
use nsl_frontend::token::{Punct, Token, TokenKind};
use proptest::prelude::*;
use TokenKind::*;

struct Lexed {
    sources: SourceMap,
    tokens: Vec<Token>,
    diags: Diagnostics,
}

fn lexed(src: &str) -> Lexed {
    let mut sources = SourceMap::default();
    let file = sources.add("t.slang", src);
    let mut diags = Diagnostics::default();
    let tokens = lex(file, src, &mut diags);
    Lexed { sources, tokens, diags }
}

impl Lexed {
    fn lines(&self) -> Vec<String> {
        self.diags.list.iter().map(|d| render_short(&self.sources, d)).collect()
    }
    /// Kinds without the final Eof.
    fn kinds(&self) -> Vec<TokenKind> {
        assert_eq!(self.tokens.last().map(|t| &t.kind), Some(&Eof));
        self.tokens[..self.tokens.len() - 1].iter().map(|t| t.kind.clone()).collect()
    }
}

/// Kinds of a source that must lex without diagnostics.
fn kinds(src: &str) -> Vec<TokenKind> {
    let l = lexed(src);
    assert!(l.diags.list.is_empty(), "{src:?}: {:#?}", l.lines());
    l.kinds()
}

fn ident(s: &str) -> TokenKind {
    Ident(s.into())
}
fn int(value: u128, suffix: &str) -> TokenKind {
    IntLit { value, suffix: suffix.into(), decimal: true }
}
/// A hexadecimal, binary or octal integer literal.
fn nondec(value: u128, suffix: &str) -> TokenKind {
    IntLit { value, suffix: suffix.into(), decimal: false }
}
fn float(value: f64, suffix: &str) -> TokenKind {
    FloatLit { value, suffix: suffix.into() }
}
fn string(s: &str) -> TokenKind {
    StringLit(s.into())
}
fn p(p: Punct) -> TokenKind {
    Punct(p)
}

#[test]
fn identifiers() {
    assert_eq!(
        kinds("foo _bar b4z __VA_ARGS__ ünïcödé 变量 x_1"),
        [
            ident("foo"),
            ident("_bar"),
            ident("b4z"),
            ident("__VA_ARGS__"),
            ident("ünïcödé"),
            ident("变量"),
            ident("x_1")
        ]
    );
}

#[test]
fn integers() {
    assert_eq!(
        kinds("0 42 0x1F 0XfF 017 0b101 0B11 00 0x0"),
        [
            int(0, ""),
            int(42, ""),
            nondec(31, ""),
            nondec(255, ""),
            nondec(15, ""),
            nondec(5, ""),
            nondec(3, ""),
            nondec(0, ""),
            nondec(0, "")
        ]
    );
    assert_eq!(
        kinds("1u 2U 3l 4L 5ll 6LL 7ul 8lu 9ull 10LLU 0xFFu 0b1ull"),
        [
            int(1, "u"),
            int(2, "U"),
            int(3, "l"),
            int(4, "L"),
            int(5, "ll"),
            int(6, "LL"),
            int(7, "ul"),
            int(8, "lu"),
            int(9, "ull"),
            int(10, "LLU"),
            nondec(255, "u"),
            nondec(1, "ull"),
        ]
    );
    // 2^64 and 2^128 - 1 fit; 2^128 does not.
    assert_eq!(kinds("18446744073709551616"), [int(1 << 64, "")]);
    assert_eq!(kinds("0xffffffffffffffffffffffffffffffff"), [nondec(u128::MAX, "")]);
    let l = lexed("340282366920938463463374607431768211456");
    assert_eq!(l.lines(), ["t.slang:1:1: error[E10102]: integer literal is too large (more than 128 bits)"]);
    assert_eq!(l.kinds(), [int(u128::MAX, "")]);
}

#[test]
fn integer_errors() {
    let cases = [
        ("09", "E10003", "invalid digit '9' in base-8 literal", nondec(0, "")),
        ("0b102", "E10003", "invalid digit '2' in base-2 literal", nondec(0, "")),
        ("0x;", "E10003", "base-16 literal has no digits", nondec(0, "")),
        ("42abc", "E39999", "invalid suffix 'abc' on integer literal", int(42, "")),
        ("1uu", "E39999", "invalid suffix 'uu' on integer literal", int(1, "")),
        ("1lL", "E39999", "invalid suffix 'lL' on integer literal", int(1, "")),
        ("1f", "E39999", "invalid suffix 'f' on integer literal", int(1, "")),
        ("1e", "E39999", "invalid suffix 'e' on integer literal", int(1, "")),
    ];
    for (src, code, message, kind) in cases {
        let l = lexed(src);
        assert_eq!(l.lines(), [format!("t.slang:1:1: error[{code}]: {message}")], "{src}");
        assert_eq!(l.kinds()[0], kind, "{src}");
    }
}

#[test]
fn floats() {
    assert_eq!(
        kinds("1.0 .5 1. 1e3 1.5e-3 2E+2 09.5 0.0"),
        [
            float(1.0, ""),
            float(0.5, ""),
            float(1.0, ""),
            float(1000.0, ""),
            float(0.0015, ""),
            float(200.0, ""),
            float(9.5, ""),
            float(0.0, "")
        ]
    );
    assert_eq!(
        kinds("1.0f 1.5h 2.0L 3.0lf 1.f 0.5F 2e1H 4.LF 5.0l"),
        [
            float(1.0, "f"),
            float(1.5, "h"),
            float(2.0, "L"),
            float(3.0, "lf"),
            float(1.0, "f"),
            float(0.5, "F"),
            float(20.0, "H"),
            float(4.0, "LF"),
            float(5.0, "l")
        ]
    );
    assert_eq!(
        kinds("1.0hf 2.0HF 3.0fh 4.0FH 5.0fl 6.0FL"),
        [float(1.0, "hf"), float(2.0, "HF"), float(3.0, "fh"), float(4.0, "FH"), float(5.0, "fl"), float(6.0, "FL")]
    );
    assert_eq!(kinds("1e999"), [float(f64::INFINITY, "")]);
    assert_eq!(
        kinds("1#INF 1.0#INFf 2#INFhf 3.#INFl"),
        [float(f64::INFINITY, ""), float(f64::INFINITY, "f"), float(f64::INFINITY, "hf"), float(f64::INFINITY, "l")]
    );
    let l = lexed("1.0fx");
    assert_eq!(l.lines(), ["t.slang:1:1: error[E39999]: invalid suffix 'fx' on floating-point literal"]);
    assert_eq!(l.kinds(), [float(1.0, "")]);
    // A hex literal takes no fraction: `0x1.5` is `0x1` then `.5`.
    assert_eq!(kinds("0x1.5"), [nondec(1, ""), float(0.5, "")]);
}

#[test]
fn strings_and_escapes() {
    assert_eq!(
        kinds(r#""hello" "" "a\nb\t\r\\\"\'\?" "\a\b\f\v\0" "\x41\101\u00e9\U0001F600" "\x7e""#),
        [
            string("hello"),
            string(""),
            string("a\nb\t\r\\\"'?"),
            string("\x07\x08\x0c\x0b\0"),
            string("AAé😀"),
            string("~"),
        ]
    );
    let l = lexed(r#""\q""#);
    assert_eq!(l.lines(), ["t.slang:1:2: error[E10007]: invalid string escape: '\\q'"]);
    assert_eq!(l.diags.list[0].severity, Severity::Error);
    assert_eq!(l.kinds(), [string("q")]);
    let cases = [
        (r#""\x""#, "t.slang:1:2: error[E10007]: invalid escape sequence '\\x'"),
        (r#""\u12""#, "t.slang:1:2: error[E10008]: invalid escape sequence '\\u12'"),
        // slangc: a `\x` code unit past a byte (E10009), a code point past
        // UTF-8's reach (E10013); a surrogate is written (nslc drops it).
        (r#""\x110000""#, "t.slang:1:2: error[E10009]: invalid string escape: code unit 1114112 (0x110000) is out of range"),
        (r#""\x7e1""#, "t.slang:1:2: error[E10009]: invalid string escape: code unit 2017 (0x7E1) is out of range"),
        (
            r#""\U00200000""#,
            "t.slang:1:2: error[E10013]: invalid string escape: Unicode code point 2097152 (0x200000) cannot be encoded as UTF-8",
        ),
        ("\"abc\ndef", "t.slang:1:1: error[E10005]: newline in literal"),
        ("\"abc", "t.slang:1:1: error[E10004]: end of file in literal"),
    ];
    for (src, line) in cases {
        assert_eq!(lexed(src).lines(), [line], "{src:?}");
    }
    assert!(lexed(r#""\uD800\U00110000""#).lines().is_empty());
    // A backslash ending the file escapes nothing (E10007, as slangc
    // reports where the literal's value is read) and the literal runs
    // into the end of the file.
    assert_eq!(
        lexed("\"abc\\").lines(),
        [
            "t.slang:1:5: error[E10007]: invalid string escape: '\\'",
            "t.slang:1:1: error[E10004]: end of file in literal"
        ]
    );
    // An unterminated literal stops at the end of its line.
    let l = lexed("\"abc\nx");
    assert_eq!(l.kinds(), [string("abc"), ident("x")]);
    assert!(l.tokens[1].at_line_start);
}

#[test]
fn char_literals() {
    assert_eq!(
        kinds(r"'a' '\n' '\'' '\x41' 'é' '\0'"),
        [CharLit('a' as u32), CharLit(10), CharLit('\'' as u32), CharLit(65), CharLit('é' as u32), CharLit(0)]
    );
    let cases = [
        ("''", "t.slang:1:1: error[E10001]: illegal character literal: it is empty", CharLit(0)),
        (
            "'ab'",
            "t.slang:1:1: error[E10001]: illegal character literal: it has more than one character",
            CharLit('a' as u32),
        ),
        ("'a\n", "t.slang:1:1: error[E10005]: newline in literal", CharLit('a' as u32)),
        ("'", "t.slang:1:1: error[E10004]: end of file in literal", CharLit(0)),
    ];
    for (src, line, kind) in cases {
        let l = lexed(src);
        assert_eq!(l.lines(), [line], "{src:?}");
        assert_eq!(l.kinds(), [kind], "{src:?}");
    }
}

#[test]
fn every_punctuator() {
    use Punct::*;
    let table = [
        ("<<=", ShlAssign),
        (">>=", ShrAssign),
        ("...", Ellipsis),
        ("->", Arrow),
        ("++", Inc),
        ("--", Dec),
        ("<<", Shl),
        (">>", Shr),
        ("<=", Le),
        (">=", Ge),
        ("==", EqEq),
        ("!=", Ne),
        ("&&", AndAnd),
        ("||", OrOr),
        ("+=", PlusAssign),
        ("-=", MinusAssign),
        ("*=", StarAssign),
        ("/=", SlashAssign),
        ("%=", PercentAssign),
        ("&=", AndAssign),
        ("|=", OrAssign),
        ("^=", XorAssign),
        ("::", ColonColon),
        ("##", HashHash),
        ("(", LParen),
        (")", RParen),
        ("{", LBrace),
        ("}", RBrace),
        ("[", LBracket),
        ("]", RBracket),
        (";", Semi),
        (",", Comma),
        (".", Dot),
        (":", Colon),
        ("?", Question),
        ("+", Plus),
        ("-", Minus),
        ("*", Star),
        ("/", Slash),
        ("%", Percent),
        ("&", Amp),
        ("|", Pipe),
        ("^", Caret),
        ("~", Tilde),
        ("!", Bang),
        ("=", Assign),
        ("<", Lt),
        (">", Gt),
        ("#", Hash),
        ("@", At),
        ("$", Dollar),
    ];
    assert_eq!(table.len(), Punct::ALL.len());
    for (text, punct) in table {
        assert_eq!(kinds(text), [p(punct)], "{text}");
        assert_eq!(kinds(&format!("a{text}b")), [ident("a"), p(punct), ident("b")], "a{text}b");
    }
}

#[test]
fn longest_match() {
    use Punct::*;
    assert_eq!(kinds("a>>=b"), [ident("a"), p(ShrAssign), ident("b")]);
    assert_eq!(kinds("x+++y"), [ident("x"), p(Inc), p(Plus), ident("y")]);
    assert_eq!(kinds("a..b"), [ident("a"), p(Dot), p(Dot), ident("b")]);
    assert_eq!(kinds("a....b"), [ident("a"), p(Ellipsis), p(Dot), ident("b")]);
    assert_eq!(kinds("a->*b"), [ident("a"), p(Arrow), p(Star), ident("b")]);
    assert_eq!(kinds("a:::b"), [ident("a"), p(ColonColon), p(Colon), ident("b")]);
    assert_eq!(kinds("###"), [p(HashHash), p(Hash)]);
    // Brackets are always single tokens (the parser pairs `[[`).
    assert_eq!(kinds("[[x]]"), [p(LBracket), p(LBracket), ident("x"), p(RBracket), p(RBracket)]);
    assert_eq!(
        kinds("a[b[c]]"),
        [ident("a"), p(LBracket), ident("b"), p(LBracket), ident("c"), p(RBracket), p(RBracket)]
    );
}

#[test]
fn comments() {
    let l = lexed("a // c\nb /* c */ c/**/d");
    assert!(l.diags.list.is_empty());
    assert_eq!(l.kinds(), [ident("a"), ident("b"), ident("c"), ident("d")]);
    assert!(l.tokens[1].at_line_start);
    assert!(l.tokens[3].leading_space, "a comment is whitespace");
    // A newline inside a block comment starts no line.
    let l = lexed("a /* x\ny */ b\n/**/c");
    assert_eq!((l.tokens[1].at_line_start, l.tokens[1].leading_space), (false, true));
    assert!(l.tokens[2].at_line_start);
    // `//` inside a block comment and `/*` inside a line comment are text.
    assert_eq!(kinds("/* // */ a // /* \nb"), [ident("a"), ident("b")]);
    let l = lexed("a\n  /* open");
    assert_eq!(l.lines(), ["t.slang:2:3: error[E10100]: unterminated block comment"]);
    assert_eq!(l.kinds(), [ident("a")]);
}

#[test]
fn line_continuations() {
    let l = lexed("fo\\\no bar");
    assert_eq!(l.kinds(), [ident("foo"), ident("bar")]);
    assert_eq!((l.tokens[0].span.lo, l.tokens[0].span.hi), (0, 5));
    assert_eq!(token_spelling(&l.sources, &l.tokens[0]), "foo");
    assert_eq!(kinds("a // comment \\\n still comment\nb"), [ident("a"), ident("b")]);
    assert_eq!(
        kinds("\"ab\\\ncd\" +\\\n= 1\\\r\n2 \\\n\\\nx"),
        [string("abcd"), p(Punct::PlusAssign), int(12, ""), ident("x")]
    );
    assert_eq!(kinds("/\\\n* c *\\\n/ y"), [ident("y")]);
    // The continued line is one line: no token on it starts a line.
    let l = lexed("#define X 1 \\\n 2\nY");
    let flags: Vec<bool> = l.tokens.iter().map(|t| t.at_line_start).collect();
    assert_eq!(flags, [true, false, false, false, false, true, false]);
    assert_eq!(remove_continuations("a\\\nb\\\r\nc\\d"), "abc\\d");
}

#[test]
fn flags_and_spans() {
    let l = lexed("a b\n  c(d)");
    let flags: Vec<(bool, bool)> = l.tokens.iter().map(|t| (t.at_line_start, t.leading_space)).collect();
    assert_eq!(
        flags,
        [(true, true), (false, true), (true, true), (false, false), (false, false), (false, false), (false, false)]
    );
    let spans: Vec<(u32, u32)> = l.tokens.iter().map(|t| (t.span.lo, t.span.hi)).collect();
    assert_eq!(spans, [(0, 1), (2, 3), (6, 7), (7, 8), (8, 9), (9, 10), (10, 10)]);
    assert!(l.tokens.iter().all(|t| t.expansion.is_none()));
    // Eof is always last, and an empty file is just Eof.
    assert_eq!(lexed("").tokens.len(), 1);
    assert_eq!(lexed("  \n ").tokens[0].kind, Eof);
    // A byte order mark is skipped.
    let l = lexed("\u{feff}int");
    assert_eq!(l.kinds(), [ident("int")]);
    assert_eq!((l.tokens[0].span.lo, l.tokens[0].span.hi), (3, 6));
}

#[test]
fn illegal_characters() {
    let l = lexed("a ` b \u{1} c €€x \\ d \u{a0}");
    assert_eq!(
        l.lines(),
        [
            "t.slang:1:3: error[E10000]: illegal character '`'",
            "t.slang:1:7: error[E10000]: illegal character (0x01)",
            "t.slang:1:11: error[E10000]: illegal character '€'",
            "t.slang:1:15: error[E10000]: illegal character '\\'",
            "t.slang:1:19: error[E10000]: illegal character '\u{a0}'",
        ]
    );
    assert_eq!(
        l.kinds(),
        [
            ident("a"),
            Unknown('`'),
            ident("b"),
            Unknown('\u{1}'),
            ident("c"),
            Unknown('€'),
            ident("x"),
            Unknown('\\'),
            ident("d"),
            Unknown('\u{a0}')
        ]
    );
    // A run of illegal characters is one token.
    assert_eq!(l.sources.text(l.tokens[5].span), "€€");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_lex_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let l = lexed(&text);
        prop_assert_eq!(&l.tokens.last().unwrap().kind, &Eof);
        let mut end = 0;
        for t in &l.tokens {
            prop_assert!(t.span.lo <= t.span.hi && t.span.hi as usize <= text.len());
            prop_assert!(t.span.lo >= end, "tokens overlap");
            prop_assert!(t.kind == Eof || t.span.lo < t.span.hi, "empty token");
            prop_assert!(!t.at_line_start || t.leading_space);
            end = t.span.hi;
        }
        for d in &l.diags.list {
            // The lexer's own numbers, and slangc's generic E39999 (a bad
            // literal suffix).
            prop_assert!(d.code.starts_with("E10") || d.code == "E39999");
        }
    }

    #[test]
    fn token_soup_relexes_to_itself(words in prop::collection::vec(
        prop::sample::select(vec!["a", "_b1", "0x1F", "017", "1.5e3f", ".5", "\"s\\n\"", "'c'", "<<=", ">>", "...",
            "::", "##", "#", "[", "]", "->", "/", "*", "+", "-", "=", "\\\n", "//c\n", "/*c*/", " ", "\n"]), 0..40)) {
        // Joined with spaces, the tokens come back one by one (a line
        // continuation at the very end of the text is E10011).
        let text = words.join(" ");
        let l = lexed(&text);
        let dangling = text.ends_with("\\\n");
        prop_assert_eq!(l.diags.list.iter().map(|d| d.code).collect::<Vec<_>>(), if dangling { vec!["E10011"] } else { vec![] });
        let spelled: Vec<String> = l.tokens[..l.tokens.len() - 1].iter().map(|t| token_spelling(&l.sources, t).into_owned()).collect();
        let expected: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !matches!(*w, "\\\n" | "//c\n" | "/*c*/" | " " | "\n"))
            .collect();
        prop_assert_eq!(spelled, expected);
    }
}

#[test]
fn hexadecimal_floats() {
    // C's rule: a binary exponent makes a hexadecimal literal a float.
    assert_eq!(kinds("0x1p-3"), vec![float(0.125, "")]);
    assert_eq!(kinds("0x1.8p1f"), vec![float(3.0, "f")]);
    assert_eq!(kinds("0X.8P+2"), vec![float(2.0, "")]);
    assert_eq!(kinds("0xAp0h"), vec![float(10.0, "h")]);
    // Without one it stays an integer, and `.x` a member access.
    assert_eq!(kinds("0x1.x"), vec![nondec(1, ""), p(Punct::Dot), ident("x")]);
    assert_eq!(kinds("0x1f"), vec![nondec(31, "")]);
}
