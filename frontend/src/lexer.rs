//! The lexer: Slang/HLSL source text to [`Token`]s.
//!
//! It does C's translation phases 1–3 in one pass: line continuations
//! (backslash-newline) vanish wherever they stand, even inside a token;
//! comments become whitespace; the rest is cut into tokens, longest match
//! first. Line ends are not tokens: the token after one has
//! `at_line_start`, which is all the preprocessor needs to find directives.
//! A newline inside a block comment starts no line, because a comment is
//! one space (so `#define X 1 /* ... \n ... */ 2` defines `X` as `1 2`).
//! Every token after whitespace, a comment or a line start has
//! `leading_space`; the first token of a file has both flags.
//!
//! Malformed input never stops the lexer: a bad literal still yields a
//! token (with the best value it has, and an empty suffix if the suffix was
//! bad) plus a diagnostic; characters that start no token become one
//! [`TokenKind::Unknown`] per run. `[[` and `]]` are two tokens each.
//!
//! The preprocessor lexes through [`lex_deferred`], which attaches each
//! diagnostic to the token it concerns instead of reporting it, so that
//! `don't` inside `#if 0` is not an error. [`TokenKind::Unknown`] gets its
//! diagnostic ([`illegal_char`]) only where it reaches output.
//!
//! Diagnostic codes (Slang's numbers where Slang has the error; E101xx are
//! nanoslang's own):
//! - E10000 illegal character
//! - E10001 illegal character literal (empty, or more than one character)
//! - E10003 invalid digit for the literal's base, or no digits after `0x`/`0b`
//! - E10004 end of file in a string or character literal
//! - E10005 newline in a string or character literal
//! - E10007 invalid escape sequence (unknown, `\x` without digits, not a code point)
//! - E10008 `\u` / `\U` without exactly 4 / 8 hex digits (or not a code point)
//! - E10009 a `\x` escape past 255 in a string; E10013 a `\U` code point
//!   past 0x1FFFFF in a string (neither is a UTF-8 encoding)
//! - E10011 a line continuation at the very end of the file
//! - E10100 unterminated block comment
//! - E10102 integer literal does not fit in 128 bits (the value saturates;
//!   one wider than 64 bits is the checker's E10012)
//! - E39999 invalid suffix on a numeric literal (slangc's generic number)

use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{FileId, SourceMap, Span};
use crate::token::{Punct, Token, TokenKind};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::sync::OnceLock;

/// Lexes a whole file, reporting every problem, and ends the tokens with
/// [`TokenKind::Eof`] (its span is empty, at the end of the text).
pub fn lex(file: FileId, text: &str, diags: &mut Diagnostics) -> Vec<Token> {
    let Lexed { tokens, diags: deferred } = lex_deferred(file, text, 0);
    let mut deferred = deferred.into_iter().peekable();
    for (i, tok) in tokens.iter().enumerate() {
        while let Some((_, d)) = deferred.next_if(|(j, _)| *j as usize <= i) {
            diags.push(d);
        }
        if let Some(d) = illegal_char(tok) {
            diags.push(d);
        }
    }
    tokens
}

/// Tokens with their diagnostics not yet reported.
pub(crate) struct Lexed {
    pub tokens: Vec<Token>,
    /// Each diagnostic with the index of the token it belongs to, in
    /// token order. (An unterminated comment belongs to the token after it.)
    pub diags: Vec<(u32, Diagnostic)>,
}

/// Lexes `text`, which starts at byte `base` of `file`, deferring
/// diagnostics (see [`Lexed`]).
pub(crate) fn lex_deferred(file: FileId, text: &str, base: u32) -> Lexed {
    let mut lx = Lexer { file, text, base, pos: 0, end: 0, tokens: Vec::new(), diags: Vec::new() };
    lx.run();
    Lexed { tokens: lx.tokens, diags: lx.diags }
}

/// The diagnostic for a [`TokenKind::Unknown`] token.
pub(crate) fn illegal_char(tok: &Token) -> Option<Diagnostic> {
    let TokenKind::Unknown(c) = tok.kind else { return None };
    let message = if c.is_control() {
        format!("illegal character (0x{:02x})", c as u32)
    } else {
        format!("illegal character '{c}'")
    };
    Some(Diagnostic::error("E10000", tok.span, message))
}

/// A token's spelling: its source text without line continuations.
pub fn token_spelling<'a>(sources: &'a SourceMap, tok: &Token) -> Cow<'a, str> {
    remove_continuations(sources.text(tok.span))
}

/// `text` without its line continuations.
pub fn remove_continuations(text: &str) -> Cow<'_, str> {
    if !text.contains('\\') {
        return Cow::Borrowed(text);
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let (mut i, mut kept) = (0, 0);
    while i < bytes.len() {
        match continuation_len(bytes, i) {
            0 => i += 1,
            n => {
                out.push_str(&text[kept..i]);
                i += n;
                kept = i;
            }
        }
    }
    out.push_str(&text[kept..]);
    Cow::Owned(out)
}

/// The length of a line continuation (`\` then `\n` or `\r\n`) at `i`, or 0.
pub(crate) fn continuation_len(bytes: &[u8], i: usize) -> usize {
    match (bytes.get(i), bytes.get(i + 1), bytes.get(i + 2)) {
        (Some(b'\\'), Some(b'\n'), _) => 2,
        (Some(b'\\'), Some(b'\r'), Some(b'\n')) => 3,
        _ => 0,
    }
}

fn skip_continuations(bytes: &[u8], mut i: usize) -> usize {
    loop {
        match continuation_len(bytes, i) {
            0 => return i,
            n => i += n,
        }
    }
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_ascii_alphabetic() || (!c.is_ascii() && c.is_alphabetic())
}

fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_ascii_alphanumeric() || (!c.is_ascii() && c.is_alphanumeric())
}

/// Punctuators by spelling.
fn punct_table() -> &'static FxHashMap<&'static str, Punct> {
    static TABLE: OnceLock<FxHashMap<&'static str, Punct>> = OnceLock::new();
    TABLE.get_or_init(|| Punct::ALL.iter().map(|&p| (p.text(), p)).collect())
}

/// Whether `c` can start some token (so a run of illegal characters ends
/// before it).
fn starts_token(c: char) -> bool {
    c.is_ascii_whitespace()
        || c == '\x0b'
        || is_ident_start(c)
        || c.is_ascii_digit()
        || matches!(c, '"' | '\'')
        || Punct::ALL.iter().any(|p| p.text().starts_with(c))
}

struct Lexer<'a> {
    file: FileId,
    text: &'a str,
    base: u32,
    /// The next character; always past any line continuation.
    pos: usize,
    /// The end of the last character taken (before continuations after it).
    end: usize,
    tokens: Vec<Token>,
    diags: Vec<(u32, Diagnostic)>,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    /// The `n`th character ahead (0 is [`Self::peek`]), across continuations.
    fn peek_nth(&self, n: usize) -> Option<char> {
        let mut i = self.pos;
        for _ in 0..n {
            let c = self.text[i..].chars().next()?;
            i = skip_continuations(self.text.as_bytes(), i + c.len_utf8());
        }
        self.text[i..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.end = self.pos + c.len_utf8();
        self.pos = skip_continuations(self.text.as_bytes(), self.end);
        Some(c)
    }

    fn span(&self, lo: usize, hi: usize) -> Span {
        Span::new(self.file, self.base + lo as u32, self.base + hi as u32)
    }

    /// Defers a diagnostic to the token being lexed.
    fn report(&mut self, d: Diagnostic) {
        self.diags.push((self.tokens.len() as u32, d));
    }

    fn run(&mut self) {
        let start = if self.text.starts_with('\u{feff}') { 3 } else { 0 };
        self.pos = skip_continuations(self.text.as_bytes(), start);
        let (mut line_start, mut space) = (true, true);
        loop {
            let lo = self.pos;
            let Some(c) = self.peek() else { break };
            match c {
                '\n' => {
                    self.bump();
                    (line_start, space) = (true, true);
                    continue;
                }
                ' ' | '\t' | '\r' | '\x0b' | '\x0c' => {
                    self.bump();
                    space = true;
                    continue;
                }
                '/' if self.peek_nth(1) == Some('/') => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                    space = true;
                    continue;
                }
                '/' if self.peek_nth(1) == Some('*') => {
                    self.block_comment(lo);
                    space = true;
                    continue;
                }
                _ => {}
            }
            let kind = self.token(c, lo);
            let span = self.span(lo, self.end);
            self.tokens.push(Token { kind, span, expansion: None, leading_space: space, at_line_start: line_start });
            (line_start, space) = (false, false);
        }
        let end = self.text.len();
        // A line continuation just before the end joins the last line to
        // nothing (slangc's E10011).
        let splice = if self.text.ends_with("\\\r\n") { 3 } else { 2 };
        if end >= splice && continuation_len(self.text.as_bytes(), end - splice) == splice {
            let at = self.span(end - splice, end - splice + 1);
            self.diags.push((self.tokens.len() as u32, Diagnostic::error("E10011", at, "unexpected end of input")));
        }
        let span = self.span(end, end);
        self.tokens.push(Token {
            kind: TokenKind::Eof,
            span,
            expansion: None,
            leading_space: space,
            at_line_start: line_start,
        });
    }

    fn block_comment(&mut self, lo: usize) {
        self.bump();
        self.bump();
        loop {
            match self.bump() {
                None => {
                    let d = Diagnostic::error("E10100", self.span(lo, lo + 2), "unterminated block comment");
                    self.report(d);
                    return;
                }
                Some('*') if self.peek() == Some('/') => {
                    self.bump();
                    return;
                }
                Some(_) => {}
            }
        }
    }

    fn token(&mut self, c: char, lo: usize) -> TokenKind {
        // A raw string literal: `R"delim( ... )delim"`, no escapes.
        if c == 'R' && self.peek_nth(1) == Some('"') {
            return self.raw_string(lo);
        }
        if is_ident_start(c) {
            let mut name = String::new();
            while let Some(c) = self.peek().filter(|&c| is_ident_continue(c)) {
                name.push(c);
                self.bump();
            }
            return TokenKind::Ident(name);
        }
        if c.is_ascii_digit() || (c == '.' && self.peek_nth(1).is_some_and(|d| d.is_ascii_digit())) {
            return self.number(lo);
        }
        match c {
            // The file name of `import "..."`, `__include "..."` and
            // `implementing "..."` is taken as written, backslashes
            // included (Windows path separators), as slangc takes it.
            '"' if matches!(
                self.tokens.last().map(|t| &t.kind),
                Some(TokenKind::Ident(k)) if matches!(k.as_str(), "import" | "__include" | "implementing")
            ) =>
            {
                return TokenKind::StringLit(self.file_name(lo))
            }
            '"' => {
                return TokenKind::StringLit(
                    self.quoted(lo, '"', false).0.into_iter().filter_map(char::from_u32).collect(),
                )
            }
            '\'' => return self.char_lit(lo),
            _ => {}
        }
        if let Some(p) = self.punct() {
            return TokenKind::Punct(p);
        }
        self.bump();
        while self.peek().is_some_and(|c| !starts_token(c)) {
            self.bump();
        }
        TokenKind::Unknown(c)
    }

    /// A raw string literal (`R` is next): `R"delim(text)delim"`, where the
    /// delimiter is at most 16 characters and the text is taken verbatim,
    /// newlines included.
    fn raw_string(&mut self, lo: usize) -> TokenKind {
        self.bump();
        self.bump();
        let mut delim = String::new();
        loop {
            match self.peek() {
                Some('(') => {
                    self.bump();
                    break;
                }
                Some(c) if delim.len() < 16 && !c.is_whitespace() && !matches!(c, ')' | '\\' | '"') => {
                    delim.push(c);
                    self.bump();
                }
                _ => {
                    self.report(Diagnostic::error("E10004", self.span(lo, self.end), "bad raw string delimiter"));
                    return TokenKind::StringLit(String::new());
                }
            }
        }
        let close = format!("){delim}\"");
        let start = self.pos;
        match self.text[start..].find(&close) {
            Some(at) => {
                let body = self.text[start..start + at].to_string();
                while self.pos < start + at + close.len() {
                    self.bump();
                }
                TokenKind::StringLit(body)
            }
            None => {
                while self.bump().is_some() {}
                self.report(Diagnostic::error("E10004", self.span(lo, self.end), "end of file in literal"));
                TokenKind::StringLit(String::new())
            }
        }
    }

    /// The longest punctuator here, taken.
    fn punct(&mut self) -> Option<Punct> {
        let mut text = String::new();
        let mut best = None;
        for n in 0..3 {
            let Some(c) = self.peek_nth(n).filter(char::is_ascii_punctuation) else { break };
            text.push(c);
            if let Some(&p) = punct_table().get(text.as_str()) {
                best = Some((p, n + 1));
            }
        }
        let (p, len) = best?;
        for _ in 0..len {
            self.bump();
        }
        Some(p)
    }

    /// Takes characters while `f` holds, collecting them.
    fn take_while(&mut self, f: impl Fn(char) -> bool) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek().filter(|&c| f(c)) {
            s.push(c);
            self.bump();
        }
        s
    }

    fn number(&mut self, lo: usize) -> TokenKind {
        let radix = match (self.peek(), self.peek_nth(1)) {
            (Some('0'), Some('x' | 'X')) => 16,
            (Some('0'), Some('b' | 'B')) => 2,
            _ => 10,
        };
        if radix != 10 {
            self.bump();
            self.bump();
            // Binary literals take every decimal digit, to reject `0b102` whole.
            let digits = if radix == 16 {
                self.take_while(|c| c.is_ascii_hexdigit())
            } else {
                self.take_while(|c| c.is_ascii_digit())
            };
            if radix == 16 && self.at_hex_float_rest() {
                return self.hex_float(lo, &digits);
            }
            let (value, suffix) = (self.int_value(lo, &digits, radix), self.suffix(lo, false));
            return TokenKind::IntLit { value, suffix, decimal: false };
        }
        let int = self.take_while(|c| c.is_ascii_digit());
        let mut is_float = false;
        let mut frac = String::new();
        // `123.x`, `1.rgb`: a swizzle of an integer literal, not a float.
        let swizzle =
            !int.is_empty() && matches!(self.peek_nth(1), Some('x' | 'y' | 'z' | 'w' | 'r' | 'g' | 'b' | 'a'));
        if self.peek() == Some('.') && !swizzle {
            self.bump();
            frac = self.take_while(|c| c.is_ascii_digit());
            is_float = true;
        }
        // `1#INF`, `1.0#INFf`: positive infinity (the digits are ignored).
        if self.at_inf(0) {
            for _ in 0..4 {
                self.bump();
            }
            return TokenKind::FloatLit { value: f64::INFINITY, suffix: self.suffix(lo, true) };
        }
        let mut exp = String::new();
        if matches!(self.peek(), Some('e' | 'E')) {
            let signed = matches!(self.peek_nth(1), Some('+' | '-'));
            if self.peek_nth(if signed { 2 } else { 1 }).is_some_and(|c| c.is_ascii_digit()) {
                self.bump();
                if signed {
                    exp.extend(self.bump());
                }
                exp += &self.take_while(|c| c.is_ascii_digit());
                is_float = true;
            }
        }
        if is_float {
            let text = format!(
                "{}.{}e{}",
                if int.is_empty() { "0" } else { &int },
                if frac.is_empty() { "0" } else { &frac },
                if exp.is_empty() { "0" } else { &exp }
            );
            let value = text.parse().unwrap_or(f64::INFINITY);
            return TokenKind::FloatLit { value, suffix: self.suffix(lo, true) };
        }
        let (digits, radix) = match int.strip_prefix('0') {
            Some(rest) if !rest.is_empty() => (rest.to_string(), 8),
            _ => (int, 10),
        };
        let value = self.int_value(lo, &digits, radix);
        TokenKind::IntLit { value, suffix: self.suffix(lo, false), decimal: radix == 10 }
    }

    /// Whether `#INF` (a float literal's infinity marker) starts `k`
    /// characters ahead.
    fn at_inf(&self, k: usize) -> bool {
        self.peek_nth(k) == Some('#')
            && self.peek_nth(k + 1) == Some('I')
            && self.peek_nth(k + 2) == Some('N')
            && self.peek_nth(k + 3) == Some('F')
    }

    /// Whether a hexadecimal float's fraction or binary exponent follows
    /// its integer digits (`0x1.8p1`, `0x1p-24`): C's rule, a `p` exponent
    /// is required, so `0x1.x` stays an integer and a member access.
    fn at_hex_float_rest(&self) -> bool {
        let mut k = 0;
        if self.peek() == Some('.') {
            k = 1;
            while self.peek_nth(k).is_some_and(|c| c.is_ascii_hexdigit()) {
                k += 1;
            }
        }
        if self.at_inf(k) {
            return true;
        }
        let signed = matches!(self.peek_nth(k + 1), Some('+' | '-'));
        matches!(self.peek_nth(k), Some('p' | 'P'))
            && self.peek_nth(k + 1 + usize::from(signed)).is_some_and(|c| c.is_ascii_digit())
    }

    /// The rest of a hexadecimal float after its integer digits `int`:
    /// `.fraction`, then `p[+-]exponent` (a power of two), then a suffix.
    fn hex_float(&mut self, lo: usize, int: &str) -> TokenKind {
        let mut frac = String::new();
        // `123.x`, `1.rgb`: a swizzle of an integer literal, not a float.
        let swizzle =
            !int.is_empty() && matches!(self.peek_nth(1), Some('x' | 'y' | 'z' | 'w' | 'r' | 'g' | 'b' | 'a'));
        if self.peek() == Some('.') && !swizzle {
            self.bump();
            frac = self.take_while(|c| c.is_ascii_hexdigit());
        }
        // `0x1.0#INFhf`: positive infinity, as for decimal literals.
        if self.at_inf(0) {
            for _ in 0..4 {
                self.bump();
            }
            return TokenKind::FloatLit { value: f64::INFINITY, suffix: self.suffix(lo, true) };
        }
        self.bump(); // `p`
        let negative = self.peek() == Some('-');
        if matches!(self.peek(), Some('+' | '-')) {
            self.bump();
        }
        let exp_digits = self.take_while(|c| c.is_ascii_digit());
        let exp: i64 = exp_digits.parse().unwrap_or(i64::MAX / 4);
        let exp = if negative { -exp } else { exp };
        // The significand's digits, exact up to 128 bits (more only adds
        // bits far below a double's precision).
        let mut mantissa = 0f64;
        for c in int.chars().chain(frac.chars()) {
            mantissa = mantissa * 16.0 + f64::from(c.to_digit(16).unwrap_or(0));
        }
        let scale = exp.saturating_sub(4 * frac.len() as i64).clamp(-2000, 2000) as i32;
        let value = mantissa * 2f64.powi(scale);
        TokenKind::FloatLit { value, suffix: self.suffix(lo, true) }
    }

    /// The value of `digits` in `radix`, diagnosing bad digits and overflow.
    fn int_value(&mut self, lo: usize, digits: &str, radix: u32) -> u128 {
        let span = self.span(lo, self.end);
        if digits.is_empty() {
            self.report(Diagnostic::error("E10003", span, format!("base-{radix} literal has no digits")));
            return 0;
        }
        let mut value: u128 = 0;
        let mut overflow = false;
        for c in digits.chars() {
            let Some(d) = c.to_digit(radix) else {
                let d = Diagnostic::error("E10003", span, format!("invalid digit '{c}' in base-{radix} literal"));
                self.report(d);
                return 0;
            };
            match value.checked_mul(radix as u128).and_then(|v| v.checked_add(d as u128)) {
                Some(v) => value = v,
                None => overflow = true,
            }
        }
        if overflow {
            self.report(Diagnostic::error("E10102", span, "integer literal is too large (more than 128 bits)"));
            return u128::MAX;
        }
        value
    }

    /// Takes a literal's suffix; an invalid one is diagnosed and dropped.
    fn suffix(&mut self, lo: usize, float: bool) -> String {
        let s = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let valid = if float {
            matches!(
                s.as_str(),
                "" | "f" | "F" | "h" | "H" | "hf" | "HF" | "fh" | "FH" | "l" | "L" | "lf" | "LF" | "fl" | "FL"
            )
        } else {
            let rest = s.strip_prefix(['u', 'U']).or_else(|| s.strip_suffix(['u', 'U'])).unwrap_or(&s);
            // `z` / `Z`: intptr_t (`uz`: uintptr_t), 64 bits here.
            matches!(rest, "" | "l" | "L" | "ll" | "LL" | "z" | "Z")
        };
        if valid {
            return s;
        }
        let what = if float { "floating-point" } else { "integer" };
        // slangc reports a bad suffix with its generic number, E39999.
        let d = Diagnostic::error("E39999", self.span(lo, self.end), format!("invalid suffix '{s}' on {what} literal"));
        self.report(d);
        String::new()
    }

    /// Takes a quoted literal (the opening quote is next) and returns its
    /// characters, escapes resolved (an invalid escape is U+FFFD), and
    /// whether it was closed. An unclosed literal ends before the newline
    /// or at the end of the file.
    ///
    /// A string's characters are code points; a character literal's one
    /// value (`raw`) may be any 32-bit number a `\U` escape spells
    /// (`'\U12345678'`), as slangc takes it.
    fn quoted(&mut self, lo: usize, quote: char, raw: bool) -> (Vec<u32>, bool) {
        self.bump();
        let mut s = Vec::new();
        loop {
            match self.peek() {
                None => {
                    self.report(Diagnostic::error("E10004", self.span(lo, self.end), "end of file in literal"));
                    return (s, false);
                }
                Some('\n') => {
                    self.report(Diagnostic::error("E10005", self.span(lo, self.end), "newline in literal"));
                    return (s, false);
                }
                Some(c) if c == quote => {
                    self.bump();
                    return (s, true);
                }
                Some('\\') => s.extend(self.escape(raw)),
                Some(c) => {
                    self.bump();
                    s.push(c as u32);
                }
            }
        }
    }

    /// Takes a quoted file name (the opening quote is next) without
    /// resolving escapes: its characters as written.
    fn file_name(&mut self, lo: usize) -> String {
        self.bump();
        let mut s = String::new();
        loop {
            match self.peek() {
                None => {
                    self.report(Diagnostic::error("E10004", self.span(lo, self.end), "end of file in literal"));
                    return s;
                }
                Some('\n') => {
                    self.report(Diagnostic::error("E10005", self.span(lo, self.end), "newline in literal"));
                    return s;
                }
                Some('"') => {
                    self.bump();
                    return s;
                }
                Some(c) => {
                    self.bump();
                    s.push(c);
                }
            }
        }
    }

    /// Takes an escape sequence (the backslash is next); `None` when the
    /// literal ends right after the backslash.
    fn escape(&mut self, raw: bool) -> Option<u32> {
        let lo = self.pos;
        self.bump();
        if self.peek().is_none() {
            // A backslash that ends the file escapes nothing (slangc's
            // E10007, beside the literal's own E10004).
            self.report(Diagnostic::error("E10007", self.span(lo, self.end), "invalid string escape: '\\'"));
            return None;
        }
        let c = self.peek().filter(|&c| c != '\n')?;
        self.bump();
        let (radix, max_len, exact, mut digits) = match c {
            'n' => return Some('\n' as u32),
            't' => return Some('\t' as u32),
            'r' => return Some('\r' as u32),
            'a' => return Some(0x07),
            'b' => return Some(0x08),
            'f' => return Some(0x0c),
            'v' => return Some(0x0b),
            '\\' | '\'' | '"' | '?' => return Some(c as u32),
            '0'..='7' => (8, 3, false, c.to_string()),
            'x' => (16, usize::MAX, false, String::new()),
            'u' => (16, 4, true, String::new()),
            'U' => (16, 8, true, String::new()),
            _ => {
                let span = self.span(lo, self.end);
                // slangc: an error (E10007), not a warning.
                self.report(Diagnostic::error("E10007", span, format!("invalid string escape: '\\{c}'")));
                return Some(c as u32);
            }
        };
        while digits.len() < max_len {
            let Some(d) = self.peek().filter(|d| d.is_digit(radix)) else { break };
            digits.push(d);
            self.bump();
        }
        let value = u32::from_str_radix(&digits, radix).ok();
        // In a string, slangc encodes each escape as UTF-8: a `\x` byte
        // past 255 (E10009) and a code point past what UTF-8's four bytes
        // hold (E10013) cannot be.
        if let (false, Some(v)) = (raw, value) {
            let at = self.span(lo, self.end);
            if c == 'x' && v > 0xff {
                let msg = format!("invalid string escape: code unit {v} (0x{v:X}) is out of range");
                self.report(Diagnostic::error("E10009", at, msg));
                return Some(char::REPLACEMENT_CHARACTER as u32);
            }
            if exact && digits.len() == max_len && v > 0x1f_ffff {
                let msg = format!("invalid string escape: Unicode code point {v} (0x{v:X}) cannot be encoded as UTF-8");
                self.report(Diagnostic::error("E10013", at, msg));
                return Some(char::REPLACEMENT_CHARACTER as u32);
            }
        }
        // A string's `\u` surrogate or `\U` past the last code point still
        // has a UTF-8 form (slangc writes it; nslc's strings drop it).
        let in_range = |v: u32| char::from_u32(v).is_some() || (raw && c == 'U') || (!raw && exact && v <= 0x1f_ffff);
        match value {
            Some(v) if in_range(v) && (!exact || digits.len() == max_len) => Some(v),
            _ => {
                let span = self.span(lo, self.end);
                let shown = if radix == 8 { digits } else { format!("{c}{digits}") };
                // slangc's numbers: E10008 for `\u` / `\U` without their
                // exact digit count, E10007 for the other bad escapes
                // (`\u{...}` among them).
                let code = if exact && self.peek() != Some('{') { "E10008" } else { "E10007" };
                self.report(Diagnostic::error(code, span, format!("invalid escape sequence '\\{shown}'")));
                Some(char::REPLACEMENT_CHARACTER as u32)
            }
        }
    }

    fn char_lit(&mut self, lo: usize) -> TokenKind {
        let (s, closed) = self.quoted(lo, '\'', true);
        let mut chars = s.into_iter();
        let first = chars.next();
        if closed && (first.is_none() || chars.next().is_some()) {
            let what = if first.is_none() { "it is empty" } else { "it has more than one character" };
            self.report(Diagnostic::error(
                "E10001",
                self.span(lo, self.end),
                format!("illegal character literal: {what}"),
            ));
        }
        TokenKind::CharLit(first.unwrap_or(0))
    }
}
