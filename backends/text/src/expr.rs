//! The expression printer shared by the C-family text targets: an
//! expression is its text and the precedence of its outermost operator,
//! and an operand is parenthesized exactly when its precedence is lower
//! than its position requires (C's table, which GLSL, HLSL, Metal, CUDA
//! and C++ share).

/// Operator precedence, loosest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Prec {
    Ternary,
    LogicalOr,
    LogicalXor,
    LogicalAnd,
    BitOr,
    BitXor,
    BitAnd,
    Equality,
    Relational,
    Shift,
    Additive,
    Multiplicative,
    Unary,
    Postfix,
    /// Names, literals, calls, parenthesized expressions.
    Primary,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    pub text: String,
    pub prec: Prec,
}

impl Expr {
    /// A name, a literal or a call: never parenthesized.
    pub fn atom(text: impl Into<String>) -> Expr {
        Expr { text: text.into(), prec: Prec::Primary }
    }

    /// A numeric literal: a negative one (`-1`, `-0.5f`) is a prefix
    /// expression, parenthesized where one would be (`-(-1)`, `(-1).x`).
    pub fn number(text: impl Into<String>) -> Expr {
        let text = text.into();
        let prec = if text.starts_with('-') { Prec::Unary } else { Prec::Primary };
        Expr { text, prec }
    }

    /// The text, parenthesized unless it binds at least as tightly as `min`.
    pub fn at(&self, min: Prec) -> String {
        if self.prec >= min {
            self.text.clone()
        } else {
            format!("({})", self.text)
        }
    }

    /// `self OP rhs`, left-associative: the right operand is
    /// parenthesized at the same precedence (`a - (b - c)`).
    pub fn binary(&self, op: &str, rhs: &Expr, prec: Prec) -> Expr {
        let right = if rhs.prec > prec { rhs.text.clone() } else { format!("({})", rhs.text) };
        Expr { text: format!("{} {op} {right}", self.at(prec)), prec }
    }

    /// A prefix operator. A nested prefix operator is parenthesized so that
    /// `-(-x)` never prints as the decrement `--x`.
    pub fn prefix(&self, op: &str) -> Expr {
        let inner = if self.prec > Prec::Unary { self.text.clone() } else { format!("({})", self.text) };
        Expr { text: format!("{op}{inner}"), prec: Prec::Unary }
    }

    /// A postfix form: member access `.x` or an index `[i]`.
    pub fn postfix(&self, suffix: &str) -> Expr {
        Expr { text: format!("{}{suffix}", self.at(Prec::Postfix)), prec: Prec::Postfix }
    }

    pub fn index(&self, i: &Expr) -> Expr {
        self.postfix(&format!("[{}]", i.text))
    }

    /// C's `fmod(x, y)` spelled `x - y * trunc(x / y)`: GLSL has no fmod,
    /// and glslang's HLSL front end gives HLSL's `fmod` the sign of the
    /// divisor (GLSL's `mod`), where HLSL, C and the IR take the dividend's.
    pub fn truncated_float_rem(&self, y: &Expr) -> Expr {
        let q = Expr::call("trunc", &[self.binary("/", y, Prec::Multiplicative)]);
        self.binary("-", &y.binary("*", &q, Prec::Multiplicative), Prec::Additive)
    }

    /// `c ? a : b` (the branches are parenthesized unless primary-like).
    pub fn ternary(c: &Expr, a: &Expr, b: &Expr) -> Expr {
        Expr {
            text: format!("{} ? {} : {}", c.at(Prec::LogicalOr), a.at(Prec::LogicalOr), b.at(Prec::Ternary)),
            prec: Prec::Ternary,
        }
    }

    /// `f(a, b, ...)`.
    pub fn call(f: &str, args: &[Expr]) -> Expr {
        let args: Vec<&str> = args.iter().map(|a| a.text.as_str()).collect();
        Expr::atom(format!("{f}({})", args.join(", ")))
    }
}

/// `a PRED b` for an `arith.cmp` predicate (`eq`, `ne`, `lt`, `le`, `gt`,
/// `ge`), with C's operator and precedence, which every text target shares
/// for scalars.
pub fn comparison(pred: &str, a: &Expr, b: &Expr) -> Expr {
    let (sym, prec) = match pred {
        "eq" => ("==", Prec::Equality),
        "ne" => ("!=", Prec::Equality),
        "lt" => ("<", Prec::Relational),
        "le" => ("<=", Prec::Relational),
        "gt" => (">", Prec::Relational),
        _ => (">=", Prec::Relational),
    };
    a.binary(sym, b, prec)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parenthesizes_by_precedence() {
        let (a, b, c) = (Expr::atom("a"), Expr::atom("b"), Expr::atom("c"));
        let sum = a.binary("+", &b, Prec::Additive);
        assert_eq!(sum.binary("*", &c, Prec::Multiplicative).text, "(a + b) * c");
        assert_eq!(c.binary("*", &sum, Prec::Multiplicative).text, "c * (a + b)");
        assert_eq!(sum.binary("-", &c, Prec::Additive).text, "a + b - c");
        assert_eq!(c.binary("-", &sum, Prec::Additive).text, "c - (a + b)");
        assert_eq!(sum.postfix(".x").text, "(a + b).x");
        assert_eq!(a.prefix("-").prefix("-").text, "-(-a)");
        assert_eq!(Expr::ternary(&a, &sum, &c).binary("+", &b, Prec::Additive).text, "(a ? a + b : c) + b");
    }

    #[test]
    fn truncated_remainder() {
        let sum = Expr::atom("a").binary("+", &Expr::atom("b"), Prec::Additive);
        assert_eq!(sum.truncated_float_rem(&Expr::atom("y")).text, "a + b - y * trunc((a + b) / y)");
        assert_eq!(Expr::atom("x").truncated_float_rem(&Expr::number("-4.0")).text, "x - -4.0 * trunc(x / -4.0)");
    }

    #[test]
    fn comparisons_and_numbers() {
        let (a, b, c) = (Expr::atom("a"), Expr::atom("b"), Expr::atom("c"));
        let sum = a.binary("+", &b, Prec::Additive);
        assert_eq!(comparison("le", &sum, &c).text, "a + b <= c");
        assert_eq!(comparison("ne", &a, &b).binary("&&", &c, Prec::LogicalAnd).text, "a != b && c");
        assert_eq!(Expr::number("-1").prefix("-").text, "-(-1)");
        assert_eq!(Expr::number("-1").postfix(".x").text, "(-1).x");
        assert_eq!(Expr::number("1").prefix("-").text, "-1");
    }
}
