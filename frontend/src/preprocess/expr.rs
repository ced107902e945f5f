//! `#if` and `#elif` expressions: C's integer constant expressions, on
//! the tokens left after macro expansion, in 64-bit `intmax_t` /
//! `uintmax_t` arithmetic (a value is unsigned if a `u` suffix or its size
//! makes it so, and unsignedness spreads through the usual conversions).
//!
//! Identifiers that are not macros are 0, except `true` (1) and `false`
//! (0), which HLSL takes from C++. `defined X` and `defined(X)` ask the
//! macro table. Overflow wraps; a shift by 64 or more gives 0 (or -1 for a
//! negative value shifted right). Division by zero is an error only where
//! the operand is evaluated: `0 && 1/0` is fine, as in C.

use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{ExpansionId, Punct, Token, TokenKind};

/// A diagnostic and the expansion its token came from (for labels).
pub(super) type ExprError = (Diagnostic, Option<ExpansionId>);

/// Parentheses and unary operators nest at most this deep, so that a
/// hostile `((((...` gives a diagnostic instead of a stack overflow.
const MAX_DEPTH: u32 = 256;

/// Evaluates a non-empty expression; errors make it false. `end` is where
/// the line ends (for "expected ... here" at the end).
pub(super) fn evaluate(
    tokens: &[Token],
    end: Span,
    is_defined: &dyn Fn(&str) -> bool,
    errors: &mut Vec<ExprError>,
) -> bool {
    let mut e = Eval { tokens, pos: 0, end, is_defined, errors, depth: 0 };
    match e.expr(true) {
        Ok(v) if e.pos == tokens.len() => v.bits != 0,
        Ok(_) => {
            let t = &tokens[e.pos];
            let message = format!("unexpected {} in preprocessor expression", describe(t));
            e.errors.push((Diagnostic::error("E15201", t.span, message), t.expansion));
            false
        }
        Err(Failed) => false,
    }
}

/// The expression is invalid; the diagnostic is already recorded.
struct Failed;

#[derive(Copy, Clone)]
struct Val {
    bits: u64,
    unsigned: bool,
}

impl Val {
    fn truth(b: bool) -> Val {
        Val { bits: b as u64, unsigned: false }
    }
    fn truthy(self) -> bool {
        self.bits != 0
    }
    fn negative(self) -> bool {
        !self.unsigned && (self.bits as i64) < 0
    }
}

fn describe(t: &Token) -> String {
    match &t.kind {
        TokenKind::Ident(n) => format!("'{n}'"),
        TokenKind::IntLit { value, suffix, .. } => format!("'{value}{suffix}'"),
        TokenKind::FloatLit { .. } => "floating-point literal".into(),
        TokenKind::StringLit(_) => "string literal".into(),
        TokenKind::CharLit(_) => "character literal".into(),
        TokenKind::Punct(p) => format!("'{}'", p.text()),
        TokenKind::Unknown(c) => format!("'{c}'"),
        TokenKind::Eof => "end of line".into(),
    }
}

/// Binary operators and their precedence (higher binds tighter).
fn binary_op(t: &Token) -> Option<(Punct, u8)> {
    let TokenKind::Punct(p) = t.kind else { return None };
    let prec = match p {
        Punct::Star | Punct::Slash | Punct::Percent => 10,
        Punct::Plus | Punct::Minus => 9,
        Punct::Shl | Punct::Shr => 8,
        Punct::Lt | Punct::Gt | Punct::Le | Punct::Ge => 7,
        Punct::EqEq | Punct::Ne => 6,
        Punct::Amp => 5,
        Punct::Caret => 4,
        Punct::Pipe => 3,
        Punct::AndAnd => 2,
        Punct::OrOr => 1,
        _ => return None,
    };
    Some((p, prec))
}

struct Eval<'a> {
    tokens: &'a [Token],
    pos: usize,
    end: Span,
    is_defined: &'a dyn Fn(&str) -> bool,
    errors: &'a mut Vec<ExprError>,
    depth: u32,
}

type Res = Result<Val, Failed>;

impl Eval<'_> {
    fn peek_punct(&self) -> Option<Punct> {
        match self.tokens.get(self.pos)?.kind {
            TokenKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    /// Records an error at the current token (or the end of the line).
    fn fail(&mut self, code: &'static str, message: String) -> Failed {
        let (span, from) = self.tokens.get(self.pos).map_or((self.end, None), |t| (t.span, t.expansion));
        self.errors.push((Diagnostic::error(code, span, message), from));
        Failed
    }

    fn enter(&mut self) -> Result<(), Failed> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.fail("E15705", format!("preprocessor expression nested more than {MAX_DEPTH} deep")));
        }
        Ok(())
    }

    /// Takes a closing token or reports what was expected, with a label
    /// at the opening token.
    fn close(&mut self, p: Punct, open: usize) -> Result<(), Failed> {
        if self.peek_punct() == Some(p) {
            self.pos += 1;
            return Ok(());
        }
        let failed = self.fail("E15200", format!("expected '{}' in preprocessor expression", p.text()));
        let tokens = self.tokens;
        if let (Some((d, _)), Some(open)) = (self.errors.last_mut(), tokens.get(open)) {
            d.labels.push((open.span, format!("to match this {}", describe(open))));
        }
        Err(failed)
    }

    fn expr(&mut self, live: bool) -> Res {
        let mut v = self.cond(live)?;
        while self.peek_punct() == Some(Punct::Comma) {
            self.pos += 1;
            v = self.cond(live)?;
        }
        Ok(v)
    }

    fn cond(&mut self, live: bool) -> Res {
        let c = self.binary(1, live)?;
        if self.peek_punct() != Some(Punct::Question) {
            return Ok(c);
        }
        let question = self.pos;
        self.pos += 1;
        self.enter()?;
        let a = self.expr(live && c.truthy())?;
        self.close(Punct::Colon, question)?;
        let b = self.cond(live && !c.truthy())?;
        self.depth -= 1;
        let bits = if c.truthy() { a.bits } else { b.bits };
        Ok(Val { bits, unsigned: a.unsigned || b.unsigned })
    }

    fn binary(&mut self, min_prec: u8, live: bool) -> Res {
        let mut lhs = self.unary(live)?;
        while let Some((op, prec)) = self.tokens.get(self.pos).and_then(binary_op) {
            if prec < min_prec {
                break;
            }
            let op_pos = self.pos;
            self.pos += 1;
            let rhs_live = live
                && match op {
                    Punct::AndAnd => lhs.truthy(),
                    Punct::OrOr => !lhs.truthy(),
                    _ => true,
                };
            let rhs = self.binary(prec + 1, rhs_live)?;
            lhs = self.apply(op, lhs, rhs, live, op_pos);
        }
        Ok(lhs)
    }

    fn apply(&mut self, op: Punct, l: Val, r: Val, live: bool, op_pos: usize) -> Val {
        let unsigned = l.unsigned || r.unsigned;
        let arith = |bits| Val { bits, unsigned };
        let less = if unsigned { l.bits < r.bits } else { (l.bits as i64) < (r.bits as i64) };
        let greater = if unsigned { l.bits > r.bits } else { (l.bits as i64) > (r.bits as i64) };
        match op {
            Punct::Star => arith(l.bits.wrapping_mul(r.bits)),
            Punct::Slash | Punct::Percent if r.bits == 0 => {
                if live {
                    let t = &self.tokens[op_pos];
                    let d = Diagnostic::error("E15202", t.span, "division by zero in preprocessor expression");
                    self.errors.push((d, t.expansion));
                }
                arith(0)
            }
            Punct::Slash if unsigned => arith(l.bits / r.bits),
            Punct::Slash => arith((l.bits as i64).wrapping_div(r.bits as i64) as u64),
            Punct::Percent if unsigned => arith(l.bits % r.bits),
            Punct::Percent => arith((l.bits as i64).wrapping_rem(r.bits as i64) as u64),
            Punct::Plus => arith(l.bits.wrapping_add(r.bits)),
            Punct::Minus => arith(l.bits.wrapping_sub(r.bits)),
            Punct::Shl | Punct::Shr => {
                let count = if r.negative() { u64::MAX } else { r.bits };
                let bits = match (op, count >= 64) {
                    (Punct::Shl, true) => 0,
                    (Punct::Shl, false) => l.bits << count,
                    (_, true) => {
                        if l.negative() {
                            u64::MAX
                        } else {
                            0
                        }
                    }
                    (_, false) if l.unsigned => l.bits >> count,
                    (_, false) => ((l.bits as i64) >> count) as u64,
                };
                Val { bits, unsigned: l.unsigned }
            }
            Punct::Lt => Val::truth(less),
            Punct::Gt => Val::truth(greater),
            Punct::Le => Val::truth(!greater),
            Punct::Ge => Val::truth(!less),
            Punct::EqEq => Val::truth(l.bits == r.bits),
            Punct::Ne => Val::truth(l.bits != r.bits),
            Punct::Amp => arith(l.bits & r.bits),
            Punct::Caret => arith(l.bits ^ r.bits),
            Punct::Pipe => arith(l.bits | r.bits),
            Punct::AndAnd => Val::truth(l.truthy() && r.truthy()),
            _ => Val::truth(l.truthy() || r.truthy()),
        }
    }

    fn unary(&mut self, live: bool) -> Res {
        let op = self.peek_punct();
        if !matches!(op, Some(Punct::Plus | Punct::Minus | Punct::Tilde | Punct::Bang)) {
            return self.primary(live);
        }
        self.pos += 1;
        self.enter()?;
        let v = self.unary(live)?;
        self.depth -= 1;
        Ok(match op {
            Some(Punct::Minus) => Val { bits: v.bits.wrapping_neg(), ..v },
            Some(Punct::Tilde) => Val { bits: !v.bits, ..v },
            Some(Punct::Bang) => Val::truth(!v.truthy()),
            _ => v,
        })
    }

    fn primary(&mut self, live: bool) -> Res {
        let Some(t) = self.tokens.get(self.pos) else {
            return Err(self.fail("E15201", "expected a value in preprocessor expression".into()));
        };
        let v = match &t.kind {
            TokenKind::IntLit { value, suffix, .. } => {
                let Ok(bits) = u64::try_from(*value) else {
                    return Err(self.fail("E15201", "integer literal too large for a preprocessor expression".into()));
                };
                Val { bits, unsigned: suffix.contains(['u', 'U']) || bits > i64::MAX as u64 }
            }
            TokenKind::CharLit(c) => Val { bits: *c as u64, unsigned: false },
            TokenKind::Ident(name) if name == "defined" => return self.defined(),
            TokenKind::Ident(name) if name == "__has_feature" => return self.has_feature(),
            TokenKind::Ident(name) => Val::truth(name == "true"),
            TokenKind::Punct(Punct::LParen) => {
                let open = self.pos;
                self.pos += 1;
                self.enter()?;
                let v = self.expr(live)?;
                self.close(Punct::RParen, open)?;
                self.depth -= 1;
                return Ok(v);
            }
            _ => {
                let message = format!("unexpected {} in preprocessor expression", describe(t));
                return Err(self.fail("E15201", message));
            }
        };
        self.pos += 1;
        Ok(v)
    }

    /// `defined X` or `defined ( X )`; the `defined` is next.
    fn defined(&mut self) -> Res {
        self.name_query("a macro name after 'defined'", |this, name| (this.is_defined)(name))
    }

    /// `__has_feature ( X )` (parentheses optional, like `defined`): 1 for the language features slangc reports
    /// (only `hlsl_vk_buffer_pointer`), 0 for any other name. Code guarded by it still has to check.
    fn has_feature(&mut self) -> Res {
        self.name_query("a feature name after '__has_feature'", |_, name| name == "hlsl_vk_buffer_pointer")
    }

    /// Shared shape of `defined` and `__has_feature`: the keyword is next, then a name, maybe in parentheses.
    fn name_query(&mut self, expected: &str, answer: impl Fn(&Self, &str) -> bool) -> Res {
        let open = self.pos;
        self.pos += 1;
        let paren = self.peek_punct() == Some(Punct::LParen);
        if paren {
            self.pos += 1;
        }
        let Some(TokenKind::Ident(name)) = self.tokens.get(self.pos).map(|t| &t.kind) else {
            return Err(self.fail("E15203", format!("expected {expected}")));
        };
        let v = Val::truth(answer(self, name));
        self.pos += 1;
        if paren {
            self.close(Punct::RParen, open + 1)?;
        }
        Ok(v)
    }
}
