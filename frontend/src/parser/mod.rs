//! The Slang parser: preprocessed tokens to an [`Ast`].
//!
//! A hand-written recursive-descent parser. Binary operators use an
//! explicit operator stack and prefix operators an explicit list, so long
//! operator chains and long runs of `-` or casts never recurse per term;
//! the remaining recursion (parentheses, blocks, generic arguments, nested
//! declarations) stops at [`MAX_DEPTH`] with a diagnostic.
//!
//! # Deciding without name lookup
//!
//! Slang's grammar is ambiguous without knowing which names are types. The
//! parser resolves nothing; it decides from the tokens, always in linear
//! time, and sema may overturn the documented guesses:
//!
//! * **Bracket table.** Before parsing, one pass over the tokens pairs every
//!   `(`, `[`, `{` with its closer, and pairs a `<` that directly follows an
//!   identifier with a `>` when the tokens between could be a generic
//!   argument list: brackets balance, and no `;`, `{`, `}`, `&&`, `||`, `?`,
//!   `:`, `=`, compound assignment, `==`, `!=`, `<=` or `>=` occurs at the
//!   `<`'s own bracket level. `>>` is split into two `>` tokens up front; it
//!   closes two lists only when two `<` are open, and is a shift otherwise.
//! * **Generic arguments in expressions** (`f<int>(x)`, `Foo<T>.bar`): a
//!   `<` after a name or member is an argument list when the table pairs it
//!   with a `>` and the token after that `>` is one of
//!   `( ) [ ] { } . :: -> , ; : ? == != & | ^ && || >` or the end of input.
//!   `a < b > c` is therefore two comparisons, and `f(a < b, c > (d))`
//!   passes one generic call, as in C#.
//! * **Declaration or expression statement.** A statement is a declaration
//!   when it starts with a modifier, `let`, `var` or a declaration keyword,
//!   or when its leading tokens are shaped like a type (a name, `.`/`::`
//!   members, paired generic argument lists, `[...]` suffixes) and are
//!   followed by an identifier: `Foo<T> x;`, `float a[4];`, `A.B c = d;`.
//!   Here a `>` followed by an identifier also closes generic arguments.
//!   `T* p;` is not recognised (it is read as a multiplication); write
//!   `Ptr<T> p;`.
//! * **Casts.** `(X) y` is a cast when the parenthesised tokens are shaped
//!   like a type, possibly with modifiers (`(const int)`), and the token
//!   after `)` can only start an operand: an identifier other than `is`/`as`,
//!   a literal, `(`, `!` or `~`. After a builtin scalar, vector or matrix
//!   type name (`(float)`, `(int3)`, `(half2x2)`) or a modifier, `-`, `+`,
//!   `++`, `--`, `*` and `&` also start the operand, so `(float)-x` is a
//!   cast while `(a) - b` is a subtraction. `(f)(x)` is read as a cast.
//! * **Generic arguments** spelled like a type (a name, members, generic
//!   applications, arrays) followed by `,` or `>` are recorded as types,
//!   anything else as expressions; see [`crate::ast::TypeOrExpr`]. Value
//!   arguments stop before relational operators: write `Foo<(a > b)>`.
//! * **Keywords.** The lexer has none. Statement and declaration keywords,
//!   `this`, `true`, `is`, `as` and the storage and parameter modifiers
//!   (`static`, `const`, `in`, `out`, ...) are reserved (the `RESERVED` list).
//!   Interpolation and primitive modifiers (`linear`, `sample`, `point`,
//!   `triangle`, `payload`, ...) are modifiers only where a declaration
//!   follows them, so they stay usable as names: `point p;` declares `p`
//!   of type `point`, while `linear float x;` has a modifier.
//!
//! # Error recovery
//!
//! Each error is reported once; until the parser reaches the next
//! statement or declaration boundary further errors are suppressed, so a
//! single mistake produces a single diagnostic. Statements resynchronise
//! at `;` or the `}` of their block, skipping balanced bracket groups;
//! declarations at `;`, after a `{...}` group, before a `}` or before a
//! token that starts a declaration (a declaration keyword or modifier).
//! A missing `;` before a token that starts a new line is reported at the
//! end of the previous token and nothing is skipped. Unclosed brackets
//! point back at their opener. Every loop makes progress on any input.
//! Errors at a token the lexer could not classify are not reported again.
//!
//! Nesting deeper than [`MAX_DEPTH`] is reported once per source unit and
//! the construct is skipped to its closing bracket. A level costs a few
//! KiB of stack in debug builds, so the limit fits a 2 MiB thread.
//!
//! # Not parsed yet
//!
//! Pointer declarations as
//! statements (`T* p;`, see above); bit fields (`uint a : 4;`); a variable
//! declared after a struct body (`struct S {...} s;`); tuples,
//! `try`, `new` and function types;
//! `__stage_switch`.
//!
//! # Diagnostic codes
//!
//! Slang's numbers where Slang has the same parser error:
//!
//! | code     | meaning |
//! |----------|---------|
//! | `E20001` | unexpected token: "expected X, found Y" |
//! | `E20002` | syntax error without a single expected token (e.g. two generic parameter lists) |
//! | `E20003` | unexpected token where nothing specific was expected (a stray `}` at top level) |
//! | `E20005` | invalid empty parentheses expression `()` |
//! | `E20011` | expected a type name, found Y |
//! | `E20015` | unexpected end of file, expected X |
//! | `E20900` | nanoslang: nesting deeper than [`MAX_DEPTH`] |

mod decl;
mod expr;
mod glsl;
mod stmt;

use crate::ast::{Ast, ExprId, ExprKind, FuncName, Ident, StmtId, StmtKind, TypeId, TypeKind};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{FileId, Span};
use crate::token::{Punct, Token, TokenKind};

/// How deeply expressions, statements, types and declarations may nest.
pub const MAX_DEPTH: u32 = 256;

pub const E_UNEXPECTED: &str = "E20001";
pub const E_SYNTAX: &str = "E20002";
pub const E_UNEXPECTED_TOKEN: &str = "E20003";
pub const E_EMPTY_PARENS: &str = "E20005";
pub const E_EXPECTED_TYPE: &str = "E20011";
pub const E_UNEXPECTED_EOF: &str = "E20015";
pub const E_TOO_DEEP: &str = "E20900";
/// A name that resolves to nothing (the checker's code, for the few
/// keywords slangc reads as names in a declaration).
pub const E_UNDEFINED_NAME: &str = "E30015";
pub const E_SPIRV_ASM: &str = "E20901";
/// An operator name on a declaration that is not a function.
pub const E_OPERATOR_NAME: &str = "E20020";

/// Parses one source unit. Never panics; every problem becomes a
/// diagnostic and the returned tree stays well formed (see
/// [`crate::ast`] for the `Error` nodes).
pub fn parse(tokens: &[Token], diags: &mut Diagnostics) -> Ast {
    parse_with(tokens, diags, false)
}

/// [`parse`], also accepting GLSL's declarations when `glsl` (Slang's
/// GLSL compatibility mode: see `glsl.rs`).
pub fn parse_with(tokens: &[Token], diags: &mut Diagnostics, glsl: bool) -> Ast {
    parse_with_language(tokens, diags, glsl, None)
}

/// [`parse_with`] for a language version (`-std`, `#language`): from Slang
/// 2026 on, `(a, b)` is a tuple, not the comma operator.
pub fn parse_with_language(tokens: &[Token], diags: &mut Diagnostics, glsl: bool, language: Option<String>) -> Ast {
    let mut p = Parser::new(tokens, diags);
    p.ast.glsl = glsl;
    p.ast.language = language;
    p.parse_source_unit();
    p.ast
}

/// Words that are never names, so that `return x;` is not a declaration
/// of `x` and `int return;` is an error.
const RESERVED: &[&str] = &[
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
    "return",
    "discard",
    "struct",
    "class",
    "interface",
    "enum",
    "typedef",
    "typealias",
    "extension",
    "__extension",
    "namespace",
    "using",
    "import",
    "let",
    "var",
    "property",
    "associatedtype",
    "operator",
    "where",
    "__subscript",
    "__init",
    "__generic",
    "__func_extension",
    "__target_switch",
    "__intrinsic_asm",
    "spirv_asm",
    "this",
    "true",
    "false",
    "is",
    "as",
    "sizeof",
    "alignof",
    "cbuffer",
    "tbuffer",
    "static",
    "const",
    "constexpr",
    "uniform",
    "groupshared",
    "extern",
    "export",
    "public",
    "private",
    "internal",
    "in",
    "out",
    "inout",
];

fn is_reserved(word: &str) -> bool {
    RESERVED.contains(&word)
}

/// Reserved words that Slang still lets name a variable, field, parameter
/// or function: its parser looks keywords up by context, so `int default;`,
/// `float as;` and `s.internal` are ordinary names there.
const SOFT_KEYWORDS: &[&str] =
    &["internal", "var", "as", "is", "default", "in", "out", "where", "property", "interface"];

fn is_soft_keyword(word: &str) -> bool {
    SOFT_KEYWORDS.contains(&word)
}

/// Keywords that start a type declaration yet Slang still accepts as the
/// name a declarator declares (`int class;`, `let struct = 0;`), with the
/// warning [`W_KEYWORD_AS_NAME`]: such a name may be impossible to refer to.
const TYPE_KEYWORDS: &[&str] = &["struct", "class", "enum", "typealias", "typedef"];

fn is_type_keyword(word: &str) -> bool {
    TYPE_KEYWORDS.contains(&word)
}

/// Warning: a type keyword used as a declared name (Slang's
/// keyword-used-as-name).
pub(crate) const W_KEYWORD_AS_NAME: &str = "E20103";

/// No partner in [`Parser::partner`].
pub(super) const NONE: u32 = u32::MAX;

struct Parser<'d> {
    /// The input with `>>` split into two `>` tokens, always ending in
    /// exactly one `Eof`.
    toks: Vec<Token>,
    /// `glued[i]`: token `i` is the first `>` of a split `>>`.
    glued: Vec<bool>,
    /// The bracket table (see the module docs): for an opener, the index
    /// of its closer, else [`NONE`].
    partner: Vec<u32>,
    pos: usize,
    /// Span of the last consumed token.
    prev_span: Span,
    ast: Ast,
    diags: &'d mut Diagnostics,
    /// An error was reported and the parser has not yet reached a
    /// statement or declaration boundary: further errors are cascades.
    recovering: bool,
    depth: u32,
    /// [`E_TOO_DEEP`] was reported.
    too_deep_reported: bool,
    /// The `>` closing the generic argument list being parsed: an
    /// expression argument ends there (`Foo<2>> x` is not a shift).
    generic_close: u32,
    /// Parsing a generic parameter list: there a `>>` whose `<`s the
    /// bracket table could not pair (a `:` stops it: `<T : I<float, 3>>`)
    /// closes two lists and is no shift.
    in_generic_params: bool,
    /// Attributes written after `struct`/`class` (`struct [attr] S`),
    /// until the declaration they belong to takes them.
    late_attributes: Vec<crate::ast::Attribute>,
    /// Parameters declared `constexpr` (the modifier is `Const`, as on
    /// variables); `implicit_array_generics` makes the scalar ones generic
    /// value parameters.
    constexpr_params: Vec<crate::ast::DeclId>,
    /// The modifiers parsed last carry an entry point's attribute.
    entry_attributes: bool,
}

impl<'d> Parser<'d> {
    fn new(tokens: &[Token], diags: &'d mut Diagnostics) -> Parser<'d> {
        let mut toks = Vec::with_capacity(tokens.len() + 1);
        let mut glued = Vec::with_capacity(tokens.len() + 1);
        // Without an `Eof` (a caller's slice), the end is after the last token.
        let mut eof = match tokens.last() {
            Some(t) => Span { lo: t.span.hi, ..t.span },
            None => Span::new(FileId(0), 0, 0),
        };
        for t in tokens {
            match &t.kind {
                TokenKind::Eof => {
                    eof = t.span;
                    break;
                }
                TokenKind::Punct(Punct::Shr) => {
                    let mid = t.span.lo.saturating_add(1).min(t.span.hi);
                    let gt = TokenKind::Punct(Punct::Gt);
                    toks.push(Token { kind: gt.clone(), span: Span { hi: mid, ..t.span }, ..t.clone() });
                    glued.push(true);
                    let second = Span { lo: mid, ..t.span };
                    toks.push(Token {
                        kind: gt,
                        span: second,
                        leading_space: false,
                        at_line_start: false,
                        ..t.clone()
                    });
                    glued.push(false);
                }
                _ => {
                    toks.push(t.clone());
                    glued.push(false);
                }
            }
        }
        toks.push(Token { kind: TokenKind::Eof, span: eof, expansion: None, leading_space: true, at_line_start: true });
        glued.push(false);
        let partner = pair_brackets(&toks, &glued);
        let prev_span = Span { hi: toks[0].span.lo, ..toks[0].span };
        Parser {
            toks,
            glued,
            partner,
            pos: 0,
            prev_span,
            ast: Ast::default(),
            diags,
            recovering: false,
            depth: 0,
            too_deep_reported: false,
            generic_close: NONE,
            in_generic_params: false,
            late_attributes: Vec::new(),
            constexpr_params: Vec::new(),
            entry_attributes: false,
        }
    }

    fn parse_source_unit(&mut self) {
        while !self.at_eof() {
            if self.at(Punct::RBrace) {
                self.recovering = false;
                self.error_here(E_UNEXPECTED_TOKEN, format!("unexpected {}", self.describe(self.pos)));
                self.bump();
                continue;
            }
            let before = self.pos;
            let decls = self.parse_decl();
            self.ast.roots.extend(decls);
            if self.pos == before {
                self.error_expected("a declaration");
                self.bump();
            }
        }
    }

    // -----------------------------------------------------------------
    // Token access
    // -----------------------------------------------------------------

    fn tok(&self, i: usize) -> &Token {
        &self.toks[i.min(self.toks.len() - 1)]
    }
    fn kind(&self, i: usize) -> &TokenKind {
        &self.tok(i).kind
    }
    fn punct_at(&self, i: usize) -> Option<Punct> {
        match self.kind(i) {
            TokenKind::Punct(p) => Some(*p),
            _ => None,
        }
    }
    fn word_at(&self, i: usize) -> Option<&str> {
        match self.kind(i) {
            TokenKind::Ident(w) => Some(w),
            _ => None,
        }
    }
    fn at(&self, p: Punct) -> bool {
        self.punct_at(self.pos) == Some(p)
    }
    fn at_word(&self, w: &str) -> bool {
        self.word_at(self.pos) == Some(w)
    }
    fn peek_is(&self, n: usize, p: Punct) -> bool {
        self.punct_at(self.pos + n) == Some(p)
    }
    fn at_eof(&self) -> bool {
        matches!(self.kind(self.pos), TokenKind::Eof)
    }
    /// `func` starting a function declaration (`func f(...)`); elsewhere
    /// `func` is an ordinary name, as in Slang (`void func(int x)`).
    fn is_func_keyword_at(&self, i: usize) -> bool {
        self.word_at(i) == Some("func") && (self.word_at(i + 1) == Some("operator") || self.is_name_at(i + 1))
    }
    /// An identifier that may be used as a name.
    fn is_name_at(&self, i: usize) -> bool {
        self.word_at(i).is_some_and(|w| !is_reserved(w))
    }
    fn span(&self) -> Span {
        self.tok(self.pos).span
    }
    /// Span from `start` to the end of the last consumed token.
    fn span_from(&self, start: Span) -> Span {
        if self.prev_span.file == start.file && self.prev_span.hi >= start.lo {
            start.to(self.prev_span)
        } else {
            start
        }
    }

    fn bump(&mut self) {
        if !self.at_eof() {
            self.prev_span = self.span();
            self.pos += 1;
        }
    }
    fn eat(&mut self, p: Punct) -> bool {
        let hit = self.at(p);
        if hit {
            self.bump();
        }
        hit
    }
    fn eat_word(&mut self, w: &str) -> bool {
        let hit = self.at_word(w);
        if hit {
            self.bump();
        }
        hit
    }
    fn expect(&mut self, p: Punct) -> bool {
        if self.eat(p) {
            return true;
        }
        self.error_expected(&format!("`{}`", p.text()));
        false
    }
    /// Expects the closer of the bracket opened at token `open`; an
    /// unclosed bracket's diagnostic points back at the opener.
    fn expect_closer(&mut self, p: Punct, open: Span) -> bool {
        if self.eat(p) {
            return true;
        }
        let found = self.describe(self.pos);
        let code = if self.at_eof() { E_UNEXPECTED_EOF } else { E_UNEXPECTED };
        let d = Diagnostic::error(code, self.span(), format!("expected `{}`, found {found}", p.text()))
            .with_label(open, "to match this");
        self.report(d);
        false
    }
    /// Expects the closer of the group opened at token index `open`; if it
    /// is missing, reports (pointing back at the opener) and resumes after
    /// the opener's partner when the bracket table has one.
    fn finish_group(&mut self, open: usize, close: Punct) -> bool {
        if self.expect_closer(close, self.tok(open).span) {
            return true;
        }
        self.skip_past_partner(open);
        false
    }
    /// Moves just past the partner of the opener at `open`, if it has one
    /// ahead of the current token.
    fn skip_past_partner(&mut self, open: usize) {
        let close = self.partner[open.min(self.partner.len() - 1)];
        if close != NONE && close as usize >= self.pos {
            while self.pos <= close as usize && !self.at_eof() {
                self.bump();
            }
        }
    }
    /// Whether token `i` can be the name a declaration declares: any name,
    /// or a soft keyword where nothing but a declarator can follow it
    /// (`int default = 2;`, `float as;`, `int in[3];`).
    fn is_declarator_name_at(&self, i: usize) -> bool {
        self.is_name_at(i)
            || self.is_type_keyword_name_at(i)
            || self.word_at(i).is_some_and(is_soft_keyword)
                && matches!(
                    self.punct_at(i + 1),
                    Some(
                        Punct::Semi
                            | Punct::Assign
                            | Punct::Comma
                            | Punct::LBracket
                            | Punct::RParen
                            | Punct::Colon
                            | Punct::LParen
                    )
                )
    }
    /// Whether token `i` is a type keyword (`struct`, `class`, ...) used as
    /// a declared name: only where nothing but a declarator can follow it
    /// (`int class;`, `typealias struct = int;`, `f(int struct)`, `<struct>`).
    fn is_type_keyword_name_at(&self, i: usize) -> bool {
        self.word_at(i).is_some_and(is_type_keyword)
            && matches!(
                self.punct_at(i + 1),
                Some(Punct::Semi | Punct::Assign | Punct::Comma | Punct::RParen | Punct::Colon | Punct::Gt)
            )
    }
    /// A name; reports and returns `None` otherwise (consuming nothing).
    fn expect_name(&mut self, what: &str) -> Option<Ident> {
        if self.is_declarator_name_at(self.pos) {
            return Some(self.ident());
        }
        // `operator +` names operator functions only: as the name of a
        // variable, parameter, typedef or property it is slangc's E20020
        // (the declaration goes on under that name).
        if self.at_word("operator") {
            if let Some(FuncName::Operator { op, span }) = self.parse_operator_name() {
                self.report_operator_name(span);
                return Some(Ident { name: format!("operator{op}"), span });
            }
            return None;
        }
        self.error_expected(what);
        None
    }
    /// An operator name on a declaration that is not a function (E20020).
    fn report_operator_name(&mut self, span: Span) {
        let msg = "an operator name can only be used to declare an operator function, not a variable, parameter, typedef, or property";
        self.diags.push(Diagnostic::error(E_OPERATOR_NAME, span, msg));
    }

    /// Consumes the current identifier token as an [`Ident`].
    fn ident(&mut self) -> Ident {
        let name = self.word_at(self.pos).unwrap_or_default().to_string();
        let span = self.span();
        if self.is_type_keyword_name_at(self.pos) {
            self.diags.push(Diagnostic::warning(
                W_KEYWORD_AS_NAME,
                span,
                format!(
                    "keyword used as a name: '{name}' is a type keyword; using it as a name may make the name \
                     ambiguous or impossible to reference in some contexts"
                ),
            ));
        }
        self.bump();
        Ident { name, span }
    }

    // -----------------------------------------------------------------
    // Diagnostics
    // -----------------------------------------------------------------

    /// Reports unless recovering from an earlier error. An error at a
    /// token the lexer could not classify is not reported: the lexer
    /// already diagnosed that token.
    fn report(&mut self, d: Diagnostic) {
        let at_unknown = matches!(self.kind(self.pos), TokenKind::Unknown(_));
        if !self.recovering && !at_unknown {
            self.diags.push(d);
        }
        self.recovering = true;
    }
    fn error_here(&mut self, code: &'static str, msg: String) {
        let d = Diagnostic::error(code, self.span(), msg);
        self.report(d);
    }
    /// "expected WHAT, found TOKEN" at the current token.
    fn error_expected(&mut self, what: &str) {
        let found = self.describe(self.pos);
        let code = if self.at_eof() { E_UNEXPECTED_EOF } else { E_UNEXPECTED };
        self.error_here(code, format!("expected {what}, found {found}"));
    }
    fn describe(&self, i: usize) -> String {
        match self.kind(i) {
            TokenKind::Ident(w) if is_reserved(w) => format!("keyword `{w}`"),
            TokenKind::Ident(w) => format!("identifier `{w}`"),
            TokenKind::IntLit { value, suffix, .. } => format!("integer literal `{value}{suffix}`"),
            TokenKind::FloatLit { value, suffix } => format!("float literal `{value:?}{suffix}`"),
            TokenKind::StringLit(_) => "string literal".to_string(),
            TokenKind::CharLit(c) => {
                format!("character literal {:?}", char::from_u32(*c).unwrap_or(char::REPLACEMENT_CHARACTER))
            }
            TokenKind::Punct(p) => format!("`{}`", p.text()),
            TokenKind::Unknown(c) => format!("unexpected character {c:?}"),
            TokenKind::Eof => "end of file".to_string(),
        }
    }

    /// Reports a missing `;`. Before a token that starts a new line (or a
    /// `}` or the end) the `;` is taken as forgotten and nothing is
    /// skipped. Otherwise the rest of the statement is skipped. Either way
    /// the error points at the token found, as slangc's does (on the next
    /// line when the `;` ends a line, at the end of the file after a last
    /// line without one).
    fn expect_semi(&mut self) {
        if self.eat(Punct::Semi) {
            return;
        }
        let here = self.tok(self.pos);
        if here.at_line_start || self.at(Punct::RBrace) || self.at_eof() {
            let found = self.describe(self.pos);
            self.report(Diagnostic::error(E_UNEXPECTED, self.span(), format!("expected `;`, found {found}")));
        } else {
            self.error_expected("`;`");
            self.skip_statement();
        }
    }

    // -----------------------------------------------------------------
    // Recovery
    // -----------------------------------------------------------------

    /// Skips a whole bracket group if the current token opens one with a
    /// closer; otherwise consumes one token.
    fn skip_token_or_group(&mut self) {
        let close = self.partner[self.pos];
        if close != NONE && self.punct_at(self.pos).is_some_and(|p| p != Punct::Lt) {
            while self.pos < close as usize {
                self.bump();
            }
        }
        self.bump();
    }

    /// Statement recovery: skips to just after the next `;`, or to the
    /// `}` that closes the current block, at the current nesting level.
    fn skip_statement(&mut self) {
        loop {
            match self.punct_at(self.pos) {
                _ if self.at_eof() => return,
                Some(Punct::Semi) => {
                    self.bump();
                    return;
                }
                Some(Punct::RBrace) => return,
                _ => self.skip_token_or_group(),
            }
        }
    }

    /// Skips to the end of the enclosing bracket group (before its closer)
    /// or statement, for giving up inside a nested construct.
    fn skip_to_closer(&mut self) {
        while !self.at_eof()
            && !matches!(self.punct_at(self.pos), Some(Punct::RParen | Punct::RBracket | Punct::RBrace | Punct::Semi))
        {
            self.skip_token_or_group();
        }
    }

    /// Runs `f` one nesting level deeper, or reports [`E_TOO_DEEP`],
    /// skips the construct and returns `fallback`'s node instead.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> T, fallback: impl FnOnce(&mut Self) -> T) -> T {
        if self.depth >= MAX_DEPTH {
            // Once per source unit: the construct that hit the limit and
            // its siblings at the limit are one problem.
            if !self.too_deep_reported {
                self.too_deep_reported = true;
                self.error_here(E_TOO_DEEP, format!("nesting is too deep (more than {MAX_DEPTH} levels)"));
            }
            self.recovering = true;
            if self.partner[self.pos] != NONE && !self.at(Punct::Lt) {
                self.skip_token_or_group();
            } else {
                self.skip_to_closer();
            }
            return fallback(self);
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn error_expr(&mut self) -> ExprId {
        let at = self.span();
        self.ast.add_expr(ExprKind::Error, at)
    }
    fn error_stmt(&mut self) -> StmtId {
        let at = self.span();
        self.ast.add_stmt(StmtKind::Error, Vec::new(), at)
    }
    fn error_type(&mut self) -> TypeId {
        let at = self.span();
        self.ast.add_type(TypeKind::Error, at)
    }

    // -----------------------------------------------------------------
    // Token-shape scans (see the module docs)
    // -----------------------------------------------------------------

    /// If the `<` at `i` opens a generic argument list, the index of its
    /// closing `>`. `ident_follows` also accepts an identifier after the
    /// `>` (declaration position: `Foo<T> x`).
    fn generic_close(&self, i: usize, ident_follows: bool) -> Option<usize> {
        let close = self.partner[i.min(self.partner.len() - 1)];
        if close == NONE || self.punct_at(i) != Some(Punct::Lt) {
            return None;
        }
        let close = close as usize;
        let ok = match self.kind(close + 1) {
            TokenKind::Eof => true,
            TokenKind::Ident(w) => ident_follows && !is_reserved(w),
            // `Box<uint>* p`, `Foo<T>** q`: a pointer declarator; `(Foo<T>*)
            // x`: a cast to a pointer type (`*` then `)` ends no expression).
            TokenKind::Punct(Punct::Star) => {
                let mut k = close + 1;
                while self.punct_at(k) == Some(Punct::Star) {
                    k += 1;
                }
                ident_follows && self.is_name_at(k) || self.punct_at(k) == Some(Punct::RParen)
            }
            TokenKind::Punct(p) => matches!(
                p,
                Punct::LParen
                    | Punct::RParen
                    | Punct::LBracket
                    | Punct::RBracket
                    | Punct::LBrace
                    | Punct::RBrace
                    | Punct::Dot
                    | Punct::ColonColon
                    | Punct::Arrow
                    | Punct::Comma
                    | Punct::Semi
                    | Punct::Colon
                    | Punct::Question
                    | Punct::EqEq
                    | Punct::Ne
                    | Punct::Amp
                    | Punct::Pipe
                    | Punct::Caret
                    | Punct::AndAnd
                    | Punct::OrOr
                    | Punct::Gt
            ),
            _ => false,
        };
        ok.then_some(close)
    }

    /// The end of a type-shaped token run starting at `i` (a name, `.`/`::`
    /// members, generic argument lists, `[...]` suffixes), or `None` if no
    /// type starts at `i`. Bracket groups are skipped through the table,
    /// so a scan costs no more than the tokens the parser then consumes.
    fn scan_type(&self, mut i: usize, ident_follows: bool) -> Option<usize> {
        // `::Foo`: a type of the global scope.
        if self.punct_at(i) == Some(Punct::ColonColon) && self.word_at(i + 1).is_some() {
            i += 1;
        }
        // `expand each T`, `each T`: pack types; `dyn IFoo`: an interface type.
        while matches!(self.word_at(i), Some("expand" | "each" | "dyn")) && self.is_name_at(i + 1) {
            i += 1;
        }
        match self.word_at(i) {
            Some("This") => {}
            Some(w) if !is_reserved(w) => {}
            _ => return None,
        }
        i += 1;
        loop {
            if let Some(close) = self.generic_close(i, ident_follows) {
                i = close + 1;
            }
            match self.punct_at(i) {
                Some(Punct::Dot | Punct::ColonColon) if self.is_name_at(i + 1) => i += 2,
                _ => break,
            }
        }
        while self.punct_at(i) == Some(Punct::LBracket) && self.partner[i.min(self.partner.len() - 1)] != NONE {
            i = self.partner[i] as usize + 1;
        }
        Some(i)
    }

    /// Whether the statement at the current token is a declaration of the
    /// `Type name ...` shape.
    fn looks_like_decl(&self) -> bool {
        self.looks_like_decl_at(self.pos)
    }
    fn looks_like_decl_at(&self, i: usize) -> bool {
        self.scan_type(i, true).is_some_and(|end| {
            // `T* p = ...;`, `T** p;`: a pointer declaration (never a
            // product: `a * b = c` and `a * b;` are no useful expressions).
            let mut e = end;
            while self.punct_at(e) == Some(Punct::Star) {
                e += 1;
            }
            if e > end {
                // `T* p[2] = ...;`: an array of pointers.
                let mut k = e + 1;
                while self.punct_at(k) == Some(Punct::LBracket) && self.partner[k.min(self.partner.len() - 1)] != NONE {
                    k = self.partner[k] as usize + 1;
                }
                return self.is_name_at(e)
                    && matches!(self.punct_at(k), Some(Punct::Semi | Punct::Assign | Punct::Comma));
            }
            self.is_declarator_name_at(end)
        })
    }

    /// Number of keyword modifiers starting at `i` that may prefix a type.
    fn scan_type_modifiers(&self, mut i: usize) -> usize {
        let start = i;
        while self.word_at(i).is_some_and(|w| decl::type_modifier(w).is_some()) {
            i += 1;
        }
        i - start
    }
}

/// Builds the bracket table described in the module docs, in one pass.
/// Whether `t`, after a `>`, may end a type (so that the `>` closes
/// generic arguments holding `&&` or `||`). A name is accepted (the
/// declaration `Holder<A && B> h;`); in an expression the parser still
/// reads `a < b && c > d` as comparisons, since there a generic list is
/// never followed by a name (see `generic_close`).
fn ends_type(t: Option<&Token>) -> bool {
    match t.map(|t| &t.kind) {
        Some(TokenKind::Ident(w)) => !is_reserved(w),
        Some(TokenKind::Punct(p)) => {
            matches!(p, Punct::Semi | Punct::Comma | Punct::Gt | Punct::RParen | Punct::Dot | Punct::ColonColon)
        }
        _ => false,
    }
}

fn pair_brackets(toks: &[Token], glued: &[bool]) -> Vec<u32> {
    #[derive(Copy, Clone, PartialEq)]
    enum Open {
        /// A `<` that may open generic arguments; `true` once a `&&` or
        /// `||` followed it (`Holder<A && B>`), when its `>` must be
        /// followed by a token that may end a type (`ends_type`) to close
        /// it: `a < b && c > 0` stays a comparison.
        Angle(usize, bool),
        Group(usize, Punct),
    }
    let mut partner = vec![NONE; toks.len()];
    let mut stack: Vec<Open> = Vec::new();
    // How many groups of each kind are open, so that a stray closer costs O(1).
    let mut open_groups = [0usize; 3];
    let slot = |p: Punct| match p {
        Punct::LParen | Punct::RParen => 0,
        Punct::LBracket | Punct::RBracket => 1,
        _ => 2,
    };
    let kill_angles = |stack: &mut Vec<Open>| {
        while let Some(Open::Angle(..)) = stack.last() {
            stack.pop();
        }
    };
    let mut i = 0;
    while i < toks.len() {
        let TokenKind::Punct(p) = toks[i].kind else {
            i += 1;
            continue;
        };
        match p {
            Punct::LParen | Punct::LBracket | Punct::LBrace => {
                if p == Punct::LBrace {
                    kill_angles(&mut stack);
                }
                stack.push(Open::Group(i, p));
                open_groups[slot(p)] += 1;
            }
            Punct::RParen | Punct::RBracket | Punct::RBrace => {
                let want = match p {
                    Punct::RParen => Punct::LParen,
                    Punct::RBracket => Punct::LBracket,
                    _ => Punct::LBrace,
                };
                if open_groups[slot(p)] > 0 {
                    while let Some(top) = stack.pop() {
                        if let Open::Group(j, q) = top {
                            open_groups[slot(q)] -= 1;
                            if q == want {
                                partner[j] = i as u32;
                                break;
                            }
                        }
                    }
                }
            }
            Punct::Lt if i > 0 && matches!(toks[i - 1].kind, TokenKind::Ident(_)) => stack.push(Open::Angle(i, false)),
            Punct::AndAnd | Punct::OrOr => {
                for o in stack.iter_mut().rev() {
                    let Open::Angle(_, tainted) = o else { break };
                    *tainted = true;
                }
            }
            Punct::Gt if glued[i] => {
                // The first half of `>>`: closes two lists or none.
                let n = stack.len();
                if n >= 2 {
                    if let (Open::Angle(inner, t1), Open::Angle(outer, t2)) = (stack[n - 1], stack[n - 2]) {
                        if (t1 || t2) && !ends_type(toks.get(i + 2)) {
                            kill_angles(&mut stack);
                            i += 2;
                            continue;
                        }
                        partner[inner] = i as u32;
                        partner[outer] = i as u32 + 1;
                        stack.truncate(n - 2);
                    }
                }
                i += 1;
            }
            Punct::Gt => {
                if let Some(&Open::Angle(j, tainted)) = stack.last() {
                    if tainted && !ends_type(toks.get(i + 1)) {
                        kill_angles(&mut stack);
                    } else {
                        partner[j] = i as u32;
                        stack.pop();
                    }
                }
            }
            Punct::Semi
            | Punct::Question
            | Punct::Colon
            | Punct::Assign
            | Punct::PlusAssign
            | Punct::MinusAssign
            | Punct::StarAssign
            | Punct::SlashAssign
            | Punct::PercentAssign
            | Punct::AndAssign
            | Punct::OrAssign
            | Punct::XorAssign
            | Punct::ShlAssign
            | Punct::ShrAssign
            | Punct::EqEq
            | Punct::Ne
            | Punct::Le
            | Punct::Ge => kill_angles(&mut stack),
            _ => {}
        }
        i += 1;
    }
    partner
}
