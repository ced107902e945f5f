//! Rewrite rules as data: each dialect lists the equalities between its
//! pure ops that an equality-saturation optimiser may use (`egraph-opt`
//! turns them into egg rewrites). Rules are directional (`lhs => rhs`,
//! never blanket associativity or commutativity) and must hold bit for bit
//! on every input under the interpreter's semantics, unless marked
//! [`Cond::FastMath`] (then they may change float results: signed zeros,
//! NaN payloads, rounding).
//!
//! The pattern syntax, an s-expression over op names:
//!
//! ```text
//! term    := ?name                       any value (repeated: the same value)
//!          | 0 | 1 | ~0 | 2 | 0.0 | 1.0  a constant every scalar of which is that
//!            | -0.0 | true | false       (0 is also false, ~0 all ones or true;
//!                                         integer literals never match floats)
//!          | $fn(?c)                     rhs only: a constant computed from ?c's
//!          | (dialect.op{attrs} term*)   an op; in the lhs unlisted attributes
//!                                        are free, in the rhs they are absent
//! attrs   := name=?a | name=int | name="str" | name=$fn(?a, ...)
//! ```
//!
//! Ops built by the rhs, and constants, take the type of the matched root.

use nsl_ir::interp::RtValue;
use nsl_ir::{Attr, Context};

/// Computes an attribute from the attributes bound by the lhs (e.g.
/// composing two swizzles' indices); `None` means the rule does not apply.
pub type AttrFn = fn(&mut Context, &[Attr]) -> Option<Attr>;

/// Computes a constant, scalar by scalar, from a bound constant (e.g. the
/// shift amount of a power-of-two multiplier); `None`: does not apply.
pub type ConstFn = fn(&RtValue) -> Option<RtValue>;

/// A test on the attributes bound by the lhs.
pub type AttrTest = fn(&Context, &[Attr]) -> bool;

/// What the element type of a value must be for a rule to apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElemClass {
    Int,
    SignedInt,
    UnsignedInt,
    Float,
    Bool,
    /// Integers or bools: where `x op x` has one answer (no NaN).
    IntOrBool,
    /// Signed integers or floats: where `-x` is the negation (for
    /// unsigned integers `abs` is the identity and `-x` wraps).
    SignedOrFloat,
}

/// A side condition of a rule, over variables named without `?`; `"root"`
/// names the matched value itself.
#[derive(Copy, Clone, Debug)]
pub enum Cond {
    /// The variable's element type is of this class.
    Elem(&'static str, ElemClass),
    /// Two variables have the same type.
    SameType(&'static str, &'static str),
    /// Two attribute variables are bound to different attributes.
    Distinct(&'static str, &'static str),
    /// The test holds on these attribute variables.
    Attrs(AttrTest, &'static [&'static str]),
    /// Only under `fp-mode=fast`: the rule may change float results.
    FastMath,
}

/// A named function a rule's rhs calls as `$name(...)`.
#[derive(Copy, Clone)]
pub enum RuleFn {
    Attr(&'static str, AttrFn),
    Const(&'static str, ConstFn),
}

impl RuleFn {
    pub fn name(&self) -> &'static str {
        match self {
            RuleFn::Attr(n, _) | RuleFn::Const(n, _) => n,
        }
    }
}

/// One directional equality.
#[derive(Copy, Clone)]
pub struct RewriteRule {
    /// Unique within its dialect; `egraph-opt` prefixes the dialect.
    pub name: &'static str,
    pub lhs: &'static str,
    pub rhs: &'static str,
    pub when: &'static [Cond],
    pub functions: &'static [RuleFn],
}

impl RewriteRule {
    /// A rule without conditions or functions.
    pub const fn new(name: &'static str, lhs: &'static str, rhs: &'static str) -> RewriteRule {
        RewriteRule { name, lhs, rhs, when: &[], functions: &[] }
    }
    pub const fn when(self, when: &'static [Cond]) -> RewriteRule {
        RewriteRule { when, ..self }
    }
    pub const fn with(self, functions: &'static [RuleFn]) -> RewriteRule {
        RewriteRule { functions, ..self }
    }
}

/// A literal constant pattern: every scalar of the constant equals it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Literal {
    /// Integer value (`0`, `1`, `2`); `0` also matches `false`, `1` `true`.
    Int(i64),
    /// All bits set (integers) or `true` (bools).
    AllOnes,
    Bool(bool),
    /// Exactly these bits once converted to the float type.
    Float(f64),
}

/// An attribute in a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrTerm {
    Int(i128),
    Str(String),
    Var(String),
    Call(String, Vec<String>),
}

/// A parsed pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Var(String),
    Literal(Literal),
    /// `$fn(?c)`: a constant computed from the constant bound to `?c`.
    Computed(String, String),
    Op {
        name: String,
        attrs: Vec<(String, AttrTerm)>,
        args: Vec<Term>,
    },
}

/// Parses a pattern; errors name the position.
pub fn parse_term(text: &str) -> Result<Term, String> {
    let mut p = Parser { text, pos: 0 };
    let term = p.term()?;
    p.skip_space();
    if p.pos != text.len() {
        return Err(format!("unexpected '{}' at {} in `{text}`", &text[p.pos..], p.pos));
    }
    Ok(term)
}

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl<'t> Parser<'t> {
    fn skip_space(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += 1;
        }
    }
    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.pos..].chars().next()
    }
    fn eat(&mut self, c: char) -> Result<(), String> {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            Ok(())
        } else {
            Err(format!("expected '{c}' at {} in `{}`", self.pos, self.text))
        }
    }
    /// A run of name characters (letters, digits, `_`, `.`, `-`, `~`).
    fn word(&mut self) -> Result<&'t str, String> {
        self.skip_space();
        let text: &'t str = self.text;
        let rest = &text[self.pos..];
        let len = rest.find(|c: char| !(c.is_alphanumeric() || "_.-~".contains(c))).unwrap_or(rest.len());
        if len == 0 {
            return Err(format!("expected a name at {} in `{}`", self.pos, self.text));
        }
        self.pos += len;
        Ok(&rest[..len])
    }
    fn var(&mut self) -> Result<String, String> {
        self.eat('?')?;
        Ok(self.word()?.to_string())
    }
    /// `$name(?a, ?b)`: the function and its variables.
    fn call(&mut self) -> Result<(String, Vec<String>), String> {
        self.eat('$')?;
        let name = self.word()?.to_string();
        self.eat('(')?;
        let mut vars = vec![self.var()?];
        while self.peek() == Some(',') {
            self.eat(',')?;
            vars.push(self.var()?);
        }
        self.eat(')')?;
        Ok((name, vars))
    }
    fn term(&mut self) -> Result<Term, String> {
        match self.peek() {
            Some('?') => Ok(Term::Var(self.var()?)),
            Some('$') => {
                let (name, vars) = self.call()?;
                match <[String; 1]>::try_from(vars) {
                    Ok([var]) => Ok(Term::Computed(name, var)),
                    Err(_) => Err(format!("a computed constant takes one variable in `{}`", self.text)),
                }
            }
            Some('(') => {
                self.eat('(')?;
                let name = self.word()?.to_string();
                let mut attrs = Vec::new();
                if self.peek() == Some('{') {
                    self.eat('{')?;
                    loop {
                        let key = self.word()?.to_string();
                        self.eat('=')?;
                        attrs.push((key, self.attr()?));
                        if self.peek() == Some(',') {
                            self.eat(',')?;
                        } else {
                            break;
                        }
                    }
                    self.eat('}')?;
                }
                let mut args = Vec::new();
                while self.peek() != Some(')') {
                    if self.peek().is_none() {
                        return Err(format!("unclosed '(' in `{}`", self.text));
                    }
                    args.push(self.term()?);
                }
                self.eat(')')?;
                Ok(Term::Op { name, attrs, args })
            }
            _ => {
                let at = self.pos;
                let word = self.word()?;
                literal(word)
                    .map(Term::Literal)
                    .ok_or_else(|| format!("bad literal '{word}' at {at} in `{}`", self.text))
            }
        }
    }
    fn attr(&mut self) -> Result<AttrTerm, String> {
        match self.peek() {
            Some('?') => Ok(AttrTerm::Var(self.var()?)),
            Some('$') => {
                let (name, vars) = self.call()?;
                Ok(AttrTerm::Call(name, vars))
            }
            Some('"') => {
                self.eat('"')?;
                let rest = &self.text[self.pos..];
                let end = rest.find('"').ok_or_else(|| format!("unclosed string in `{}`", self.text))?;
                self.pos += end + 1;
                Ok(AttrTerm::Str(rest[..end].to_string()))
            }
            _ => {
                let word = self.word()?;
                word.parse().map(AttrTerm::Int).map_err(|_| format!("bad attribute value '{word}' in `{}`", self.text))
            }
        }
    }
}

fn literal(word: &str) -> Option<Literal> {
    match word {
        "true" => Some(Literal::Bool(true)),
        "false" => Some(Literal::Bool(false)),
        "~0" => Some(Literal::AllOnes),
        _ if word.contains('.') => word.parse().ok().map(Literal::Float),
        _ => word.parse().ok().map(Literal::Int),
    }
}

/// The variables a term binds or uses (`?x` and attribute variables).
pub fn term_vars(term: &Term, out: &mut Vec<String>) {
    let mut add = |v: &String| {
        if !out.contains(v) {
            out.push(v.clone());
        }
    };
    match term {
        Term::Var(v) | Term::Computed(_, v) => add(v),
        Term::Literal(_) => {}
        Term::Op { attrs, args, .. } => {
            for (_, a) in attrs {
                match a {
                    AttrTerm::Var(v) => add(v),
                    AttrTerm::Call(_, vs) => vs.iter().for_each(&mut add),
                    AttrTerm::Int(_) | AttrTerm::Str(_) => {}
                }
            }
            for arg in args {
                term_vars(arg, out);
            }
        }
    }
}

/// Applies `f` to every scalar of a constant (vector components, matrix
/// rows' components); `None` if `f` fails on any.
pub fn map_scalars(v: &RtValue, f: &dyn Fn(&RtValue) -> Option<RtValue>) -> Option<RtValue> {
    match v {
        RtValue::Agg(items) => items.iter().map(|i| map_scalars(i, f)).collect::<Option<_>>().map(RtValue::Agg),
        scalar => f(scalar),
    }
}

/// Every core dialect's rules, with the dialect's name.
pub fn core_rules() -> [(&'static str, &'static [RewriteRule]); 4] {
    [
        ("arith", crate::arith::REWRITES),
        ("vec", crate::vec::REWRITES),
        ("mat", crate::mat::REWRITES),
        ("math", crate::math::REWRITES),
    ]
}

/// Checks a rule against the registered ops: both sides parse, every op
/// exists, the rhs uses only variables the lhs binds (or `root`), every
/// function it calls is declared, and the conditions name bound variables.
pub fn check_rule(ctx: &Context, rule: &RewriteRule) -> Result<(Term, Term), String> {
    let lhs = parse_term(rule.lhs)?;
    let rhs = parse_term(rule.rhs)?;
    if !matches!(lhs, Term::Op { .. }) {
        return Err(format!("rule {}: the lhs must be an op", rule.name));
    }
    if computes(&lhs) {
        return Err(format!("rule {}: the lhs cannot compute (`$fn`)", rule.name));
    }
    let mut bound = vec!["root".to_string()];
    term_vars(&lhs, &mut bound);
    let mut used = Vec::new();
    term_vars(&rhs, &mut used);
    for cond in rule.when {
        match *cond {
            Cond::Elem(v, _) => used.push(v.to_string()),
            Cond::SameType(a, b) | Cond::Distinct(a, b) => used.extend([a.to_string(), b.to_string()]),
            Cond::Attrs(_, vs) => used.extend(vs.iter().map(|v| v.to_string())),
            Cond::FastMath => {}
        }
    }
    if let Some(v) = used.iter().find(|v| !bound.contains(v)) {
        return Err(format!("rule {}: ?{v} is not bound by the lhs", rule.name));
    }
    check_ops(ctx, rule, &lhs)?;
    check_ops(ctx, rule, &rhs)?;
    Ok((lhs, rhs))
}

/// Does a term call a rule function?
fn computes(term: &Term) -> bool {
    match term {
        Term::Computed(..) => true,
        Term::Var(_) | Term::Literal(_) => false,
        Term::Op { attrs, args, .. } => {
            attrs.iter().any(|(_, a)| matches!(a, AttrTerm::Call(..))) || args.iter().any(computes)
        }
    }
}

fn check_ops(ctx: &Context, rule: &RewriteRule, term: &Term) -> Result<(), String> {
    let declared = |name: &str| rule.functions.iter().any(|f| f.name() == name);
    match term {
        Term::Var(_) | Term::Literal(_) => Ok(()),
        Term::Computed(f, _) if declared(f) => Ok(()),
        Term::Computed(f, _) => Err(format!("rule {}: ${f} is not declared", rule.name)),
        Term::Op { name, attrs, args } => {
            let kind = ctx.op_kind(name).ok_or_else(|| format!("rule {}: no op {name}", rule.name))?;
            let schema = ctx.schema_of(kind);
            for (key, a) in attrs {
                if schema.attr_spec(key).is_none() {
                    return Err(format!("rule {}: {name} has no attribute '{key}'", rule.name));
                }
                if let AttrTerm::Call(f, _) = a {
                    if !declared(f) {
                        return Err(format!("rule {}: ${f} is not declared", rule.name));
                    }
                }
            }
            args.iter().try_for_each(|a| check_ops(ctx, rule, a))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ops_attributes_literals_and_calls() {
        let t = parse_term("(vec.extract{index=?j} (vec.insert{index=$f(?i, ?k)} ?v 0.0))").unwrap();
        let Term::Op { name, attrs, args } = t else { panic!("an op") };
        assert_eq!(name, "vec.extract");
        assert_eq!(attrs, vec![("index".to_string(), AttrTerm::Var("j".into()))]);
        let Term::Op { attrs, args, .. } = &args[0] else { panic!("an op") };
        assert_eq!(attrs[0].1, AttrTerm::Call("f".into(), vec!["i".into(), "k".into()]));
        assert_eq!(args[1], Term::Literal(Literal::Float(0.0)));
        assert_eq!(parse_term("~0").unwrap(), Term::Literal(Literal::AllOnes));
        assert_eq!(parse_term("(arith.cmp{pred=\"eq\"} ?x ?x)").unwrap().clone(), {
            Term::Op {
                name: "arith.cmp".into(),
                attrs: vec![("pred".into(), AttrTerm::Str("eq".into()))],
                args: vec![Term::Var("x".into()), Term::Var("x".into())],
            }
        });
    }

    #[test]
    fn rejects_malformed_patterns() {
        for bad in ["(arith.add ?x", "(arith.add ?x) ?y", "(arith.add{pred=} ?x)", "zero", "$f(?a, ?b)", ""] {
            assert!(parse_term(bad).is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn every_core_rule_is_well_formed() {
        let ctx = crate::core_context();
        let mut names = Vec::new();
        for (dialect, rules) in core_rules() {
            assert!(!rules.is_empty(), "{dialect} contributes no rule");
            for rule in rules {
                check_rule(&ctx, rule).unwrap_or_else(|e| panic!("{dialect}: {e}"));
                let name = format!("{dialect}.{}", rule.name);
                assert!(!names.contains(&name), "duplicate rule {name}");
                names.push(name);
            }
        }
    }

    #[test]
    fn check_rule_catches_unbound_variables_and_unknown_ops() {
        let ctx = crate::core_context();
        let unbound = RewriteRule::new("u", "(arith.add ?x 0)", "?y");
        assert!(check_rule(&ctx, &unbound).unwrap_err().contains("?y"));
        let unknown = RewriteRule::new("o", "(arith.plus ?x 0)", "?x");
        assert!(check_rule(&ctx, &unknown).unwrap_err().contains("arith.plus"));
        let undeclared = RewriteRule::new("f", "(arith.mul ?x ?c)", "(arith.shl ?x $log2(?c))");
        assert!(check_rule(&ctx, &undeclared).unwrap_err().contains("$log2"));
        let computing_lhs = RewriteRule::new("l", "(arith.mul ?x $log2(?c))", "?x");
        assert!(check_rule(&ctx, &computing_lhs).unwrap_err().contains("cannot compute"));
    }
}
