//! Tokens of Slang (after the lexer; the preprocessor consumes and
//! produces the same type).

use crate::source::Span;

/// Where a token came from when a macro produced it: an index into
/// `PpOutput::expansions`, whose `parent` links lead outwards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpansionId(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    /// Where the token is spelled.
    pub span: Span,
    /// The macro expansion that produced this token, if any.
    pub expansion: Option<ExpansionId>,
    /// Whitespace or a line start precedes the token (for `#` stringizing,
    /// `-E` output and function-like macro definitions).
    pub leading_space: bool,
    /// The token is the first on its line (directives start there). Lines
    /// are logical: a line continuation or a newline inside a block comment
    /// starts none.
    pub at_line_start: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    Ident(String),
    /// An integer literal with its value and suffix (`u`, `l`, `ull`, ...);
    /// `decimal` is false for hexadecimal, binary and octal ones (their
    /// types differ: `0xFFFFFFFF` is a `uint`, `4294967295` an `int64_t`).
    IntLit {
        value: u128,
        suffix: String,
        decimal: bool,
    },
    /// A float literal with its value and suffix (`f`, `h`, `l`, `lf`).
    FloatLit {
        value: f64,
        suffix: String,
    },
    StringLit(String),
    CharLit(u32),
    Punct(Punct),
    /// A run of characters that start no token (a stray `` ` `` or `\\`, a
    /// non-letter outside ASCII); holds the first character. It is diagnosed
    /// once (E10000) when it reaches the output of `lex` or `preprocess`,
    /// so later phases may treat it as an error token without reporting it
    /// again. (`#` and `##` are ordinary [`Punct`]s.)
    Unknown(char),
    /// End of input. Line ends are not tokens: directives end before the
    /// next token with `at_line_start`.
    Eof,
}

macro_rules! puncts {
    ($($name:ident = $text:literal),* $(,)?) => {
        /// Punctuators, longest first in the lexer's table.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Punct { $($name),* }
        impl Punct {
            pub const ALL: &'static [Punct] = &[$(Punct::$name),*];
            pub fn text(self) -> &'static str {
                match self { $(Punct::$name => $text),* }
            }
        }
    };
}

// `[[` and `]]` are deliberately not punctuators: `a[b[c]]` must lex as
// single brackets, so the parser recognises an attribute list
// `[[vk::binding(0, 0)]]` as two adjacent `[` tokens.
puncts! {
    ShlAssign = "<<=", ShrAssign = ">>=", Ellipsis = "...",
    Arrow = "->", Inc = "++", Dec = "--", Shl = "<<", Shr = ">>", Le = "<=", Ge = ">=",
    EqEq = "==", Ne = "!=", AndAnd = "&&", OrOr = "||", PlusAssign = "+=", MinusAssign = "-=",
    StarAssign = "*=", SlashAssign = "/=", PercentAssign = "%=", AndAssign = "&=", OrAssign = "|=",
    XorAssign = "^=", ColonColon = "::", HashHash = "##",
    LParen = "(", RParen = ")", LBrace = "{", RBrace = "}", LBracket = "[", RBracket = "]",
    Semi = ";", Comma = ",", Dot = ".", Colon = ":", Question = "?", Plus = "+", Minus = "-",
    Star = "*", Slash = "/", Percent = "%", Amp = "&", Pipe = "|", Caret = "^", Tilde = "~",
    Bang = "!", Assign = "=", Lt = "<", Gt = ">", Hash = "#", At = "@", Dollar = "$",
}
