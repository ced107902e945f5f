//! Preprocessed tokens back to text (`nslc -E`).

use crate::lexer::token_spelling;
use crate::source::SourceMap;
use crate::token::{Punct, Token, TokenKind};

/// The tokens as text: each token with `at_line_start` begins a new line,
/// each with `leading_space` follows a space, and a space also separates
/// two tokens that would otherwise lex as one (`-` and `-` from different
/// places), so the text lexes back to the same tokens. Ends with a newline
/// unless empty.
pub fn print_tokens(sources: &SourceMap, tokens: &[Token]) -> String {
    let mut out = String::new();
    let mut prev: Option<(&Token, String)> = None;
    for t in tokens.iter().filter(|t| t.kind != TokenKind::Eof) {
        let spelled = token_spelling(sources, t).into_owned();
        if let Some((p, p_spelled)) = &prev {
            if t.at_line_start {
                out.push('\n');
            } else if t.leading_space || would_join(p, p_spelled, t, &spelled) {
                out.push(' ');
            }
        }
        out += &spelled;
        prev = Some((t, spelled));
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// Whether printing `b` right after `a` could lex differently.
fn would_join(a: &Token, a_spelled: &str, b: &Token, b_spelled: &str) -> bool {
    // Adjacent in the source: they were already apart.
    if a.span.file == b.span.file && a.span.hi == b.span.lo && a.expansion == b.expansion {
        return false;
    }
    let (Some(x), Some(y)) = (a_spelled.chars().next_back(), b_spelled.chars().next()) else { return false };
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let number = matches!(a.kind, TokenKind::IntLit { .. } | TokenKind::FloatLit { .. });
    if (word(x) || number) && (word(y) || y == '.') || (x == '.' && y.is_ascii_digit()) {
        return true;
    }
    let pair: String = [x, y].iter().collect();
    pair == "//" || pair == "/*" || Punct::ALL.iter().any(|p| p.text().starts_with(&pair))
}
