//! Expressions, types and generic argument lists.

use super::{is_reserved, Parser, E_EMPTY_PARENS, E_EXPECTED_TYPE};
use crate::ast::GLOBAL_SCOPE;
use crate::ast::{
    AsmInst, AsmName, AsmOperand, BinaryOp, DeclKind, ExprId, ExprKind, FuncName, MemberSep, Modifier, Modifiers,
    Signature, StmtKind, TypeId, TypeKind, TypeOrExpr, UnaryOp,
};
use crate::source::Span;
use crate::token::{Punct, TokenKind};

/// Binding strength of binary operators (higher binds tighter). `is` and
/// `as` share the relational level.
const PREC_LOG_OR: u8 = 1;
const PREC_RELATIONAL: u8 = 7;
/// Generic value arguments and defaults stop before relational operators,
/// so that `>` closes the list: write `Foo<(a > b)>`.
pub(super) const PREC_SHIFT: u8 = 8;

fn binary_prec(op: BinaryOp) -> u8 {
    use BinaryOp::*;
    match op {
        Comma => 0,
        LogOr => PREC_LOG_OR,
        LogAnd => 2,
        BitOr => 3,
        BitXor => 4,
        BitAnd => 5,
        Eq | Ne => 6,
        Lt | Gt | Le | Ge => PREC_RELATIONAL,
        Shl | Shr => PREC_SHIFT,
        Add | Sub => 9,
        Mul | Div | Rem => 10,
    }
}

fn assign_op(p: Punct) -> Option<Option<BinaryOp>> {
    Some(match p {
        Punct::Assign => None,
        Punct::PlusAssign => Some(BinaryOp::Add),
        Punct::MinusAssign => Some(BinaryOp::Sub),
        Punct::StarAssign => Some(BinaryOp::Mul),
        Punct::SlashAssign => Some(BinaryOp::Div),
        Punct::PercentAssign => Some(BinaryOp::Rem),
        Punct::AndAssign => Some(BinaryOp::BitAnd),
        Punct::OrAssign => Some(BinaryOp::BitOr),
        Punct::XorAssign => Some(BinaryOp::BitXor),
        Punct::ShlAssign => Some(BinaryOp::Shl),
        Punct::ShrAssign => Some(BinaryOp::Shr),
        _ => return None,
    })
}

/// What the binary-operator loop found at the current token.
enum BinTok {
    /// The operator and how many tokens spell it (two for a split `>>`).
    Op(BinaryOp, usize),
    Is,
    As,
}

/// Whether `word` names a builtin scalar, vector or matrix type
/// (`float`, `uint3`, `half4x4`, `int64_t2`), used by the cast heuristic.
fn is_builtin_type_name(word: &str) -> bool {
    const SCALARS: &[&str] = &[
        "bool",
        "int",
        "uint",
        "float",
        "double",
        "half",
        "int8_t",
        "int16_t",
        "int32_t",
        "int64_t",
        "uint8_t",
        "uint16_t",
        "uint32_t",
        "uint64_t",
        "float16_t",
        "float32_t",
        "float64_t",
    ];
    let Some(rest) = SCALARS.iter().filter_map(|s| word.strip_prefix(s)).min_by_key(|r| r.len()) else {
        return false;
    };
    let dim = |c: u8| (b'1'..=b'4').contains(&c);
    match rest.as_bytes() {
        [] => true,
        [n] => dim(*n),
        [r, b'x', c] => dim(*r) && dim(*c),
        _ => false,
    }
}

/// A prefix operator or cast, applied after the operand is parsed.
enum Prefix {
    Op(UnaryOp),
    Cast(TypeId),
    /// `each`
    Each,
    /// `try`
    Try,
    /// `no_diff x`: `x` with a zero derivative, the calls in it never
    /// differentiated; the same call as `no_diff(x)` (`detach`).
    NoDiff,
}

impl Parser<'_> {
    /// A full expression, including the comma operator.
    pub(super) fn parse_expr(&mut self) -> ExprId {
        let mut lhs = self.parse_assign();
        while self.eat(Punct::Comma) {
            let rhs = self.parse_assign();
            let span = self.ast.expr(lhs).span.to(self.ast.expr(rhs).span);
            lhs = self.ast.add_expr(ExprKind::Binary { op: BinaryOp::Comma, lhs, rhs }, span);
        }
        lhs
    }

    /// An assignment expression (no top-level comma): the right-associative
    /// assignment and conditional operators, folded from an explicit stack.
    pub(super) fn parse_assign(&mut self) -> ExprId {
        enum Pending {
            Assign(ExprId, Option<BinaryOp>),
            Cond(ExprId, ExprId),
        }
        let mut pending = Vec::new();
        let mut e = loop {
            let e = self.parse_binary(PREC_LOG_OR);
            if self.at(Punct::Question) {
                self.bump();
                let then = self.nested(Self::parse_expr, Self::error_expr);
                self.expect(Punct::Colon);
                pending.push(Pending::Cond(e, then));
                continue;
            }
            if let Some(op) = self.punct_at(self.pos).and_then(assign_op) {
                self.bump();
                pending.push(Pending::Assign(e, op));
                continue;
            }
            break e;
        };
        while let Some(p) = pending.pop() {
            let (kind, first) = match p {
                Pending::Assign(lhs, op) => (ExprKind::Assign { op, lhs, rhs: e }, lhs),
                Pending::Cond(cond, then) => (ExprKind::Cond { cond, then, else_: e }, cond),
            };
            let span = self.ast.expr(first).span.to(self.ast.expr(e).span);
            e = self.ast.add_expr(kind, span);
        }
        e
    }

    fn peek_binary(&self) -> Option<BinTok> {
        use BinaryOp::*;
        let op = match self.kind(self.pos) {
            TokenKind::Ident(w) if w == "is" => return Some(BinTok::Is),
            TokenKind::Ident(w) if w == "as" => return Some(BinTok::As),
            TokenKind::Punct(p) => match p {
                Punct::OrOr => LogOr,
                Punct::AndAnd => LogAnd,
                Punct::Pipe => BitOr,
                Punct::Caret => BitXor,
                Punct::Amp => BitAnd,
                Punct::EqEq => Eq,
                Punct::Ne => Ne,
                Punct::Lt => Lt,
                Punct::Gt if self.pos as u32 == self.generic_close => return None,
                Punct::Gt if self.glued[self.pos] && !self.in_generic_params => return Some(BinTok::Op(Shr, 2)),
                Punct::Gt => Gt,
                Punct::Le => Le,
                Punct::Ge => Ge,
                Punct::Shl => Shl,
                Punct::Shr => Shr,
                Punct::Plus => Add,
                Punct::Minus => Sub,
                Punct::Star => Mul,
                Punct::Slash => Div,
                Punct::Percent => Rem,
                _ => return None,
            },
            _ => return None,
        };
        Some(BinTok::Op(op, 1))
    }

    /// Binary operators binding at least as tightly as `min_prec`, by
    /// operator precedence with explicit stacks (left-associative).
    pub(super) fn parse_binary(&mut self, min_prec: u8) -> ExprId {
        let mut operands = vec![self.parse_unary()];
        let mut ops: Vec<BinaryOp> = Vec::new();
        while let Some(tok) = self.peek_binary() {
            let prec = match tok {
                BinTok::Op(op, _) => binary_prec(op),
                BinTok::Is | BinTok::As => PREC_RELATIONAL,
            };
            if prec < min_prec {
                break;
            }
            while ops.last().is_some_and(|&top| binary_prec(top) >= prec) {
                self.reduce(&mut operands, &mut ops);
            }
            match tok {
                BinTok::Op(op, len) => {
                    for _ in 0..len {
                        self.bump();
                    }
                    ops.push(op);
                    operands.push(self.parse_unary());
                }
                BinTok::Is | BinTok::As => {
                    self.bump();
                    let ty = self.parse_type();
                    let Some(operand) = operands.pop() else { break };
                    let span = self.ast.expr(operand).span.to(self.ast.ty(ty).span);
                    let kind = match tok {
                        BinTok::Is => ExprKind::Is { operand, ty },
                        _ => ExprKind::As { operand, ty },
                    };
                    operands.push(self.ast.add_expr(kind, span));
                }
            }
        }
        while !ops.is_empty() {
            self.reduce(&mut operands, &mut ops);
        }
        operands.pop().unwrap_or_else(|| self.error_expr())
    }

    fn reduce(&mut self, operands: &mut Vec<ExprId>, ops: &mut Vec<BinaryOp>) {
        let (Some(op), Some(rhs), Some(lhs)) = (ops.pop(), operands.pop(), operands.pop()) else {
            return;
        };
        let span = self.ast.expr(lhs).span.to(self.ast.expr(rhs).span);
        operands.push(self.ast.add_expr(ExprKind::Binary { op, lhs, rhs }, span));
    }

    /// Prefix operators and casts (collected in a list, not by recursion),
    /// then a postfix expression.
    fn parse_unary(&mut self) -> ExprId {
        self.nested(Self::parse_unary_inner, Self::error_expr)
    }

    fn parse_unary_inner(&mut self) -> ExprId {
        let mut prefixes: Vec<(Prefix, Span)> = Vec::new();
        loop {
            let start = self.span();
            let op = match self.punct_at(self.pos) {
                Some(Punct::Minus) => UnaryOp::Neg,
                Some(Punct::Plus) => UnaryOp::Plus,
                Some(Punct::Bang) => UnaryOp::Not,
                Some(Punct::Tilde) => UnaryOp::BitNot,
                Some(Punct::Inc) => UnaryOp::PreInc,
                Some(Punct::Dec) => UnaryOp::PreDec,
                Some(Punct::Star) => UnaryOp::Deref,
                Some(Punct::Amp) => UnaryOp::AddrOf,
                Some(Punct::LParen) if self.paren_is_lambda() => {
                    let e = self.parse_lambda();
                    // A lambda takes the rest of the assignment expression;
                    // prefix operators apply to it.
                    return self.apply_prefixes(prefixes, e);
                }
                None if self.at_word("try") && self.starts_try_operand(self.pos + 1) => {
                    prefixes.push((Prefix::Try, start));
                    self.bump();
                    continue;
                }
                None if self.at_word("expand") && self.starts_pack_operand(self.pos + 1) => {
                    // `expand` takes the rest of the assignment expression
                    // (`expand s = s * 10 + each v`, `f(expand each v * 2)`),
                    // as slangc parses it; `each` binds as a prefix.
                    self.bump();
                    let operand = self.parse_assign();
                    let span = start.to(self.ast.expr(operand).span);
                    let e = self.ast.add_expr(ExprKind::Expand(operand), span);
                    return self.apply_prefixes(prefixes, e);
                }
                None if self.at_word("each") && self.starts_pack_operand(self.pos + 1) => {
                    prefixes.push((Prefix::Each, start));
                    self.bump();
                    continue;
                }
                None if self.at_word("no_diff") && self.is_name_at(self.pos + 1) => {
                    prefixes.push((Prefix::NoDiff, start));
                    self.bump();
                    continue;
                }
                Some(Punct::LParen) if self.paren_is_cast() => {
                    self.bump();
                    let ty = self.parse_type();
                    self.expect_closer(Punct::RParen, start);
                    prefixes.push((Prefix::Cast(ty), start));
                    continue;
                }
                _ => break,
            };
            self.bump();
            prefixes.push((Prefix::Op(op), start));
        }
        let e = self.parse_postfix();
        self.apply_prefixes(prefixes, e)
    }

    fn apply_prefixes(&mut self, mut prefixes: Vec<(Prefix, Span)>, mut e: ExprId) -> ExprId {
        while let Some((prefix, start)) = prefixes.pop() {
            let span = start.to(self.ast.expr(e).span);
            let kind = match prefix {
                Prefix::Op(op) => ExprKind::Unary { op, operand: e },
                Prefix::Cast(ty) => ExprKind::Cast { ty, operand: e },
                Prefix::Each => ExprKind::Each(e),
                Prefix::Try => ExprKind::Try(e),
                Prefix::NoDiff => {
                    let callee = self.ast.add_expr(ExprKind::Name("no_diff".to_string()), start);
                    ExprKind::Call { callee, args: vec![e] }
                }
            };
            e = self.ast.add_expr(kind, span);
        }
        e
    }

    /// Whether the token at `i`, after `expand` or `each`, starts their
    /// operand (a name or a parenthesis), so that the word is the operator
    /// and not a variable of that name.
    pub(super) fn starts_try_operand(&self, i: usize) -> bool {
        self.is_name_at(i) || matches!(self.punct_at(i), Some(Punct::LParen | Punct::ColonColon))
    }

    fn starts_pack_operand(&self, i: usize) -> bool {
        self.is_name_at(i) || self.punct_at(i) == Some(Punct::LParen)
    }

    /// Whether the `(` at the current token opens a lambda's parameter
    /// list: its `)` is followed by `=>` (`=` and `>` adjacent).
    fn paren_is_lambda(&self) -> bool {
        let close = self.partner[self.pos];
        if close == super::NONE {
            return false;
        }
        let close = close as usize;
        self.punct_at(close + 1) == Some(Punct::Assign)
            && self.punct_at(close + 2) == Some(Punct::Gt)
            && self.tok(close + 1).span.hi == self.tok(close + 2).span.lo
            && self.tok(close + 1).span.file == self.tok(close + 2).span.file
    }

    /// `(params) => expr` or `(params) => { stmts }`: the parameters and
    /// body become a function declaration named `operator()` whose return
    /// type sema infers.
    fn parse_lambda(&mut self) -> ExprId {
        let start = self.span();
        let params = self.parse_paren_list(|p| p.parse_param(false));
        let arrow = self.span();
        self.bump();
        self.bump();
        let body = if self.at(Punct::LBrace) {
            self.parse_block()
        } else {
            let e = self.nested(Self::parse_assign, Self::error_expr);
            let span = self.ast.expr(e).span;
            let ret = self.ast.add_stmt(StmtKind::Return(Some(e)), Vec::new(), span);
            self.ast.add_stmt(StmtKind::Block(vec![ret]), Vec::new(), span)
        };
        let span = self.span_from(start);
        let name = FuncName::Operator { op: "()".to_string(), span: arrow };
        let sig = Signature { generics: None, params, where_clauses: Vec::new(), throws: None };
        let kind = DeclKind::Func { name, sig, ret: None, semantics: Vec::new(), body: Some(body) };
        let func = self.ast.add_decl(kind, Modifiers::default(), span);
        self.ast.add_expr(ExprKind::Lambda { func }, span)
    }

    /// Whether the `(` at the current token starts a cast (module docs).
    fn paren_is_cast(&self) -> bool {
        let close = self.partner[self.pos];
        if close == super::NONE {
            return false;
        }
        let close = close as usize;
        let first = self.pos + 1;
        let mods = self.scan_type_modifiers(first);
        let Some(mut end) = self.scan_type(first + mods, false) else { return false };
        // `(T*)x`: a cast to a pointer type (`(a*)` is no expression).
        let pointer = self.punct_at(end) == Some(Punct::Star);
        while self.punct_at(end) == Some(Punct::Star) {
            end += 1;
        }
        if end != close {
            return false;
        }
        if pointer {
            return true;
        }
        let builtin_or_modified =
            mods > 0 || (close == first + 1 && self.word_at(first).is_some_and(is_builtin_type_name));
        match self.kind(close + 1) {
            TokenKind::Ident(w) => match w.as_str() {
                "this" | "true" | "false" | "sizeof" | "alignof" => true,
                w => !is_reserved(w),
            },
            TokenKind::IntLit { .. } | TokenKind::FloatLit { .. } | TokenKind::StringLit(_) | TokenKind::CharLit(_) => {
                true
            }
            TokenKind::Punct(Punct::LParen | Punct::Bang | Punct::Tilde) => true,
            // `(A::B) +1`: a qualified name the parser cannot tell a type
            // from a value: a unary operator (whitespace on one side of it
            // only) makes it a cast, as slangc's heuristic does; a value so
            // read is refused as a type, never taken for another value.
            TokenKind::Punct(Punct::Minus | Punct::Plus | Punct::Star | Punct::Amp)
                if !builtin_or_modified && (first..close).any(|i| self.punct_at(i) == Some(Punct::ColonColon)) =>
            {
                self.tok(close + 2).leading_space != self.tok(close + 1).leading_space
            }
            TokenKind::Punct(Punct::Minus | Punct::Plus | Punct::Inc | Punct::Dec | Punct::Star | Punct::Amp) => {
                builtin_or_modified
            }
            _ => false,
        }
    }

    fn parse_postfix(&mut self) -> ExprId {
        let mut e = match self.scan_type(self.pos, false) {
            // `float[](1, 2, 3)`: an array constructor whose length is the
            // number of arguments; the same value as the initializer list
            // `{1, 2, 3}` of that array type (`float[3](...)` is a call of
            // an indexed type name, which sema reads the same way).
            Some(end)
                if end >= self.pos + 3
                    && self.punct_at(end - 2) == Some(Punct::LBracket)
                    && self.punct_at(end - 1) == Some(Punct::RBracket)
                    && self.punct_at(end) == Some(Punct::LParen) =>
            {
                let start = self.span();
                let ty = self.parse_type();
                let list_start = self.span();
                let args = self.parse_paren_list(Self::parse_assign);
                let list_span = self.span_from(list_start);
                let list = self.ast.add_expr(ExprKind::InitList(args), list_span);
                let span = self.span_from(start);
                self.ast.add_expr(ExprKind::Cast { ty, operand: list }, span)
            }
            _ => self.parse_primary(),
        };
        loop {
            let start = self.ast.expr(e).span;
            let kind = match self.punct_at(self.pos) {
                Some(Punct::LParen) => {
                    let mut args = self.parse_paren_list(Self::parse_assign);
                    if self.ast.glsl {
                        self.glsl_ray_call(e, &mut args);
                    }
                    ExprKind::Call { callee: e, args }
                }
                Some(Punct::LBracket) => {
                    let open = self.pos;
                    self.bump();
                    // `s[]`: a subscript that takes no index.
                    let index = if self.punct_at(self.pos) == Some(Punct::RBracket) {
                        let at = self.span();
                        self.ast.add_expr(ExprKind::NoIndex, at)
                    } else {
                        self.parse_expr()
                    };
                    self.finish_group(open, Punct::RBracket);
                    ExprKind::Index { base: e, index }
                }
                Some(p @ (Punct::Dot | Punct::ColonColon | Punct::Arrow)) => {
                    let sep = match p {
                        Punct::Dot => MemberSep::Dot,
                        Punct::ColonColon => MemberSep::ColonColon,
                        _ => MemberSep::Arrow,
                    };
                    self.bump();
                    // Member names may be keywords (`x.default`); only an
                    // identifier of any kind is required.
                    if self.word_at(self.pos).is_none() {
                        self.error_expected("a member name");
                        return e;
                    }
                    // `f.operator()(x)`: the call operator named explicitly.
                    let call_operator = self.at_word("operator")
                        && self.peek_is(1, Punct::LParen)
                        && self.peek_is(2, Punct::RParen)
                        && self.peek_is(3, Punct::LParen);
                    let name = if call_operator {
                        let at = self.span();
                        self.bump();
                        self.bump();
                        self.bump();
                        crate::ast::Ident { name: "operator()".to_string(), span: self.span_from(at) }
                    } else {
                        self.ident()
                    };
                    let glsl = match (self.ast.glsl, sep) {
                        (true, MemberSep::Dot) => self.glsl_member(e, &name, name.span),
                        _ => None,
                    };
                    glsl.unwrap_or(ExprKind::Member { base: e, name, sep })
                }
                Some(Punct::Inc) => {
                    self.bump();
                    ExprKind::Unary { op: UnaryOp::PostInc, operand: e }
                }
                Some(Punct::Dec) => {
                    self.bump();
                    ExprKind::Unary { op: UnaryOp::PostDec, operand: e }
                }
                Some(Punct::Lt)
                    if matches!(self.ast.expr(e).kind, ExprKind::Name(_) | ExprKind::Member { .. })
                        && self.generic_close(self.pos, false).is_some() =>
                {
                    let args = self.parse_generic_args();
                    ExprKind::Specialize { base: e, args }
                }
                _ => return e,
            };
            let span = self.span_from(start);
            e = self.ast.add_expr(kind, span);
        }
    }

    /// `( item, item, ... )` with recovery: on a malformed list, report
    /// and resume after the matching `)`.
    pub(super) fn parse_paren_list<T>(&mut self, mut item: impl FnMut(&mut Self) -> T) -> Vec<T> {
        let open_at = self.pos;
        let open = self.span();
        let mut items = Vec::new();
        if !self.expect(Punct::LParen) {
            return items;
        }
        if self.eat(Punct::RParen) {
            return items;
        }
        loop {
            items.push(item(self));
            if self.eat(Punct::Comma) {
                // Slang accepts a trailing comma: `f(a, b,)`.
                if self.eat(Punct::RParen) {
                    return items;
                }
                continue;
            }
            if self.eat(Punct::RParen) {
                return items;
            }
            if self.at_eof() {
                self.expect_closer(Punct::RParen, open);
            } else {
                self.error_expected("`,` or `)`");
                self.skip_past_partner(open_at);
            }
            return items;
        }
    }

    fn parse_primary(&mut self) -> ExprId {
        let start = self.span();
        let kind = match self.kind(self.pos).clone() {
            TokenKind::IntLit { value, suffix, decimal } => {
                self.bump();
                ExprKind::Int { value, suffix, decimal }
            }
            TokenKind::FloatLit { value, suffix } => {
                self.bump();
                ExprKind::Float { value, suffix }
            }
            // A character literal is a `uint` literal of its code (slangc's
            // reading): `'A'` is `65u`.
            TokenKind::CharLit(c) => {
                self.bump();
                ExprKind::Int { value: c.into(), suffix: "u".into(), decimal: false }
            }
            TokenKind::StringLit(_) => ExprKind::String(self.string_literals()),
            TokenKind::Ident(w) => match w.as_str() {
                "true" | "false" => {
                    self.bump();
                    ExprKind::Bool(w == "true")
                }
                "this" => {
                    self.bump();
                    ExprKind::This
                }
                "This" => {
                    self.bump();
                    ExprKind::ThisType
                }
                "sizeof" | "alignof" => {
                    self.bump();
                    let open = self.span();
                    let (mut arg, mut layout) = (None, None);
                    if self.expect(Punct::LParen) {
                        arg = Some(self.parse_type_or_expr(Punct::RParen));
                        if self.eat(Punct::Comma) {
                            layout = Some(self.parse_type());
                        }
                        self.expect_closer(Punct::RParen, open);
                    }
                    let arg = arg.unwrap_or_else(|| TypeOrExpr::Expr(self.error_expr()));
                    if w == "sizeof" {
                        ExprKind::SizeOf(arg, layout)
                    } else {
                        ExprKind::AlignOf(arg, layout)
                    }
                }
                "spirv_asm" => {
                    self.bump();
                    self.parse_spirv_asm()
                }
                _ if is_reserved(&w) && !super::is_soft_keyword(&w) => {
                    self.error_expected("an expression");
                    return self.error_expr();
                }
                // GLSL's `ignoreIntersectionEXT;` / `terminateRayEXT;`
                // (statements, written without a call).
                _ if self.ast.glsl && !self.peek_is(1, Punct::LParen) && any_hit_statement(&w).is_some() => {
                    self.bump();
                    let f = any_hit_statement(&w).unwrap_or_default();
                    let callee = self.ast.add_expr(ExprKind::Name(f.to_string()), start);
                    ExprKind::Call { callee, args: Vec::new() }
                }
                _ => {
                    self.bump();
                    let glsl = if self.ast.glsl { self.glsl_block_member_name(&w, start) } else { None };
                    glsl.unwrap_or(ExprKind::Name(w))
                }
            },
            TokenKind::Punct(Punct::LParen) => {
                if self.peek_is(1, Punct::RParen) {
                    self.error_here(E_EMPTY_PARENS, "invalid empty parentheses expression `()`".to_string());
                    self.bump();
                    self.bump();
                    return self.ast.add_expr(ExprKind::Error, self.span_from(start));
                }
                let open = self.pos;
                self.bump();
                if self.commas_make_tuples() {
                    return self.parse_paren_tuple(open, start);
                }
                let e = self.parse_expr();
                self.finish_group(open, Punct::RParen);
                return e;
            }
            TokenKind::Punct(Punct::LBrace) => ExprKind::InitList(self.parse_init_list()),
            // `::f()`: the global scope, read as a namespace whose member
            // the postfix loop parses.
            TokenKind::Punct(Punct::ColonColon) if self.word_at(self.pos + 1).is_some() => {
                return self.ast.add_expr(ExprKind::Name(GLOBAL_SCOPE.to_string()), start);
            }
            // A token no expression starts with: slangc's generic "syntax
            // error" (E20002), where an expression had to begin.
            _ if !self.at_eof() => {
                let found = self.describe(self.pos);
                self.error_here(super::E_SYNTAX, format!("syntax error: expected an expression, found {found}"));
                return self.error_expr();
            }
            _ => {
                self.error_expected("an expression");
                return self.error_expr();
            }
        };
        let span = self.span_from(start);
        self.ast.add_expr(kind, span)
    }

    /// One or more adjacent string literals, concatenated.
    /// The body of `spirv_asm { ... }` (after the keyword): instructions
    /// separated by `;`, the last one's `;` optional.
    fn parse_spirv_asm(&mut self) -> ExprKind {
        let open_at = self.pos;
        let open = self.span();
        if !self.expect(Punct::LBrace) {
            return ExprKind::Error;
        }
        let mut insts = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            if self.eat(Punct::Semi) {
                continue;
            }
            let start = self.span();
            let binds = |p: &Self, n: usize| p.peek_is(n, Punct::Colon) || p.peek_is(n, Punct::Assign);
            let result = if self.at(Punct::Percent) && self.word_at(self.pos + 1).is_some() && binds(self, 2) {
                self.bump();
                Some(AsmOperand::Id(self.ident().name))
            } else if self.at_word("result") && binds(self, 1) {
                self.bump();
                Some(AsmOperand::Result)
            } else {
                None
            };
            let mut ty = None;
            if result.is_some() {
                if self.eat(Punct::Colon) {
                    ty = self.parse_asm_operand();
                }
                if !self.expect(Punct::Assign) {
                    self.skip_past_partner(open_at);
                    return ExprKind::Error;
                }
            }
            if self.word_at(self.pos).is_none() {
                self.error_expected("a SPIR-V opcode");
                self.skip_past_partner(open_at);
                return ExprKind::Error;
            }
            let opcode = self.ident();
            let mut operands = Vec::new();
            while !self.at(Punct::Semi) && !self.at(Punct::RBrace) && !self.at_eof() {
                match self.parse_asm_operand() {
                    Some(o) => operands.push(o),
                    None => {
                        self.skip_past_partner(open_at);
                        return ExprKind::Error;
                    }
                }
            }
            let span = self.span_from(start);
            insts.push(AsmInst { result, ty, opcode, operands, span });
        }
        if !self.expect_closer(Punct::RBrace, open) {
            return ExprKind::Error;
        }
        ExprKind::SpirvAsm(insts)
    }

    /// One operand of a `spirv_asm` instruction; `None` after reporting.
    fn parse_asm_operand(&mut self) -> Option<AsmOperand> {
        let int_at_next = |p: &Self| matches!(p.kind(p.pos + 1), TokenKind::IntLit { .. });
        let int_at = |p: &Self| match p.kind(p.pos) {
            TokenKind::IntLit { value, .. } => Some(*value),
            _ => None,
        };
        match self.kind(self.pos).clone() {
            TokenKind::Punct(Punct::Percent) if self.word_at(self.pos + 1).is_some() => {
                self.bump();
                Some(AsmOperand::Id(self.ident().name))
            }
            TokenKind::Punct(Punct::Dollar) if self.peek_is(1, Punct::Dollar) => {
                self.bump();
                self.bump();
                Some(AsmOperand::Type(self.parse_type()))
            }
            TokenKind::Punct(Punct::Dollar) => {
                self.bump();
                Some(AsmOperand::Value(self.parse_postfix()))
            }
            TokenKind::Punct(Punct::Amp) => {
                self.bump();
                Some(AsmOperand::Addr(self.parse_postfix()))
            }
            TokenKind::Punct(Punct::Minus) if int_at_next(self) => {
                self.bump();
                let v = int_at(self).unwrap_or(0);
                self.bump();
                Some(AsmOperand::Int((v as i128).wrapping_neg()))
            }
            TokenKind::FloatLit { value, .. } => {
                self.bump();
                Some(AsmOperand::Float(value))
            }
            TokenKind::Punct(Punct::Minus) if matches!(self.kind(self.pos + 1), TokenKind::FloatLit { .. }) => {
                self.bump();
                let TokenKind::FloatLit { value, .. } = self.kind(self.pos).clone() else { return None };
                self.bump();
                Some(AsmOperand::Float(-value))
            }
            TokenKind::StringLit(_) => Some(AsmOperand::Str(self.string_literals())),
            TokenKind::Ident(w) if w == "result" => {
                self.bump();
                Some(AsmOperand::Result)
            }
            TokenKind::Ident(w) if w == "__sampledType" && self.peek_is(1, Punct::LParen) => {
                self.bump();
                let open_at = self.pos;
                self.bump();
                let t = self.parse_type();
                if !self.finish_group(open_at, Punct::RParen) {
                    return None;
                }
                Some(AsmOperand::SampledType(t))
            }
            TokenKind::Ident(_) | TokenKind::IntLit { .. } => {
                let mut names = Vec::new();
                loop {
                    match self.kind(self.pos).clone() {
                        TokenKind::Ident(w) => {
                            self.bump();
                            names.push(AsmName::Name(w));
                        }
                        TokenKind::IntLit { value, .. } => {
                            self.bump();
                            names.push(AsmName::Int(value));
                        }
                        _ => {
                            self.error_expected("a SPIR-V enumerant or integer");
                            return None;
                        }
                    }
                    if !self.eat(Punct::Pipe) {
                        break;
                    }
                }
                if let [AsmName::Int(v)] = names[..] {
                    return Some(AsmOperand::Int(v as i128));
                }
                Some(AsmOperand::Names(names))
            }
            _ => {
                self.error_expected("a SPIR-V operand");
                None
            }
        }
    }

    pub(super) fn string_literals(&mut self) -> String {
        let mut s = String::new();
        while let TokenKind::StringLit(part) = self.kind(self.pos) {
            s.push_str(part);
            self.bump();
        }
        s
    }

    /// `{a, b, {c}}` with an optional trailing comma.
    fn parse_init_list(&mut self) -> Vec<ExprId> {
        let open = self.pos;
        self.bump();
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            items.push(self.parse_assign());
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.finish_group(open, Punct::RBrace);
        items
    }

    // -----------------------------------------------------------------
    // Generic arguments
    // -----------------------------------------------------------------

    /// `< arg, ... >` at the current `<`.
    pub(super) fn parse_generic_args(&mut self) -> Vec<TypeOrExpr> {
        let open = self.pos;
        self.bump();
        let mut args = Vec::new();
        if self.eat(Punct::Gt) {
            return args;
        }
        let saved = std::mem::replace(&mut self.generic_close, self.partner[open]);
        loop {
            args.push(self.parse_type_or_expr(Punct::Gt));
            if self.eat(Punct::Comma) {
                continue;
            }
            self.generic_close = saved;
            if !self.finish_group(open, Punct::Gt) && self.partner[open] == super::NONE {
                self.skip_to_closer();
            }
            return args;
        }
    }

    /// A generic argument or `sizeof` operand: a type when the tokens up
    /// to the next `,` or `close` are shaped like one, else an expression
    /// (above the relational operators when `close` is `>`).
    fn parse_type_or_expr(&mut self, close: Punct) -> TypeOrExpr {
        let mods = self.scan_type_modifiers(self.pos);
        let is_type = mods > 0
            || self
                .scan_type(self.pos, false)
                .map(|mut end| {
                    // `RWStructuredBuffer<int*>`: a pointer type argument.
                    while self.punct_at(end) == Some(Punct::Star) {
                        end += 1;
                    }
                    end
                })
                .is_some_and(|end| matches!(self.punct_at(end), Some(p) if p == close || p == Punct::Comma));
        if is_type {
            TypeOrExpr::Type(self.parse_type())
        } else if close == Punct::Gt && self.generic_close != super::NONE {
            // The bracket table knows which `>` closes the list, so the
            // argument may use `&&` and `||` (`Holder<A && B>`).
            TypeOrExpr::Expr(self.parse_binary(PREC_LOG_OR))
        } else if close == Punct::Gt {
            TypeOrExpr::Expr(self.parse_binary(PREC_SHIFT))
        } else {
            TypeOrExpr::Expr(self.parse_expr())
        }
    }

    // -----------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------

    /// A type: modifiers, a name or `This`, then `.`/`::` members, generic
    /// arguments, `[N]`/`[]` and `*` suffixes.
    pub(super) fn parse_type(&mut self) -> TypeId {
        self.nested(Self::parse_type_inner, Self::error_type)
    }

    /// A type where a conjunction of interfaces may stand (constraints,
    /// bases, type aliases): `IFoo & IBar & IBaz`.
    pub(super) fn parse_conformance_type(&mut self) -> TypeId {
        let first = self.parse_type();
        if !self.at(Punct::Amp) {
            return first;
        }
        let start = self.ast.ty(first).span;
        let mut parts = vec![first];
        while self.eat(Punct::Amp) {
            parts.push(self.parse_type());
        }
        let span = self.span_from(start);
        self.ast.add_type(TypeKind::Conjunction(parts), span)
    }

    fn parse_type_inner(&mut self) -> TypeId {
        let start = self.span();
        let mut modifiers = Vec::new();
        while let Some(kind) = self.word_at(self.pos).and_then(super::decl::type_modifier) {
            modifiers.push(Modifier { kind, span: self.span() });
            self.bump();
        }
        // `dyn IFoo`: a value of any type conforming to IFoo, dispatched at
        // run time, as nslc dispatches every value of an interface type
        // (slangc may specialize a plain `IFoo` parameter instead, with the
        // same results). (`some IFoo` is not in slangc's language yet.)
        while self.at_word("dyn") && self.is_name_at(self.pos + 1) {
            self.bump();
        }
        if (self.at_word("expand") || self.at_word("each")) && self.is_name_at(self.pos + 1) {
            let expand = self.at_word("expand");
            self.bump();
            let inner = self.parse_type();
            let span = self.span_from(start);
            let kind = if expand { TypeKind::Expand(inner) } else { TypeKind::Each(inner) };
            return self.ast.add_type(kind, span);
        }
        // `functype (A, B) -> R`: a function type, the core module's
        // `IFunc<R, A, B>` (a lambda, a functor or a named function).
        if self.at_word("functype") && self.peek_is(1, Punct::LParen) {
            self.bump();
            let open = self.pos;
            self.bump();
            let mut params = Vec::new();
            while !self.at(Punct::RParen) && !self.at_eof() {
                params.push(self.parse_type());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.finish_group(open, Punct::RParen);
            let ret = if self.eat(Punct::Arrow) {
                self.parse_type()
            } else {
                let at = self.span();
                self.ast.add_type(TypeKind::Name("void".to_string()), at)
            };
            let at = self.span_from(start);
            let base = self.ast.add_type(TypeKind::Name(format!("__IFunc{}", params.len())), at);
            let mut args = vec![TypeOrExpr::Type(ret)];
            args.extend(params.into_iter().map(TypeOrExpr::Type));
            return self.ast.add_type(TypeKind::Specialize { base, args }, at);
        }
        let mut ty = match self.word_at(self.pos) {
            Some("This") => {
                self.bump();
                self.ast.add_type(TypeKind::This, start)
            }
            Some(w) if !is_reserved(w) => {
                let name = w.to_string();
                let at = self.span();
                self.bump();
                self.ast.add_type(TypeKind::Name(name), at)
            }
            // `::Foo`: the global scope, a namespace named `::` (the loop
            // below reads `::Foo` as its member).
            None if self.at(Punct::ColonColon) && self.word_at(self.pos + 1).is_some() => {
                let at = self.span();
                self.ast.add_type(TypeKind::Name(GLOBAL_SCOPE.to_string()), at)
            }
            _ => {
                let found = self.describe(self.pos);
                let code = if self.at_eof() { super::E_UNEXPECTED_EOF } else { E_EXPECTED_TYPE };
                self.error_here(code, format!("expected a type, found {found}"));
                return self.error_type();
            }
        };
        let base_start = self.ast.ty(ty).span;
        loop {
            let kind = match self.punct_at(self.pos) {
                Some(Punct::Lt) => {
                    let args = self.parse_generic_args();
                    // `IFunc<R, A...>` (variadic in Slang's core module) names
                    // the core module's interface for that many parameters.
                    if let TypeKind::Name(n) = &self.ast.ty(ty).kind {
                        if matches!(
                            n.as_str(),
                            "IFunc" | "IMutatingFunc" | "IDifferentiableFunc" | "IDifferentiableMutatingFunc"
                        ) && (1..=9).contains(&args.len())
                        {
                            let name = format!("__{n}{}", args.len() - 1);
                            self.ast.types[ty.index()].kind = TypeKind::Name(name);
                        }
                    }
                    TypeKind::Specialize { base: ty, args }
                }
                Some(p @ (Punct::Dot | Punct::ColonColon)) if self.word_at(self.pos + 1).is_some() => {
                    self.bump();
                    let name = self.ident();
                    let sep = if p == Punct::Dot { MemberSep::Dot } else { MemberSep::ColonColon };
                    TypeKind::Member { base: ty, name, sep }
                }
                Some(Punct::LBracket) => {
                    let open = self.pos;
                    self.bump();
                    let len = (!self.at(Punct::RBracket)).then(|| self.parse_expr());
                    self.finish_group(open, Punct::RBracket);
                    TypeKind::Array { elem: ty, len }
                }
                Some(Punct::Star) => {
                    self.bump();
                    TypeKind::Pointer(ty)
                }
                _ => break,
            };
            let span = self.span_from(base_start);
            ty = self.ast.add_type(kind, span);
        }
        if !modifiers.is_empty() {
            let span = self.span_from(start);
            ty = self.ast.add_type(TypeKind::Modified { modifiers, inner: ty }, span);
        }
        ty
    }
}

/// Slang 2026's tuple syntax: inside parentheses a comma separates tuple
/// elements instead of being the comma operator.
impl Parser<'_> {
    /// Whether `(a, b)` is a tuple here: Slang (not GLSL) from language
    /// version 2026 on.
    fn commas_make_tuples(&self) -> bool {
        !self.ast.glsl && matches!(self.ast.language.as_deref(), Some("2026" | "202b" | "202c" | "latest" | "next"))
    }

    /// The rest of `( e )` or `( e, e, ... )` after the `(` at `open`: one
    /// element is a parenthesized expression, more are a tuple
    /// (`makeTuple(e, ...)`); a trailing comma is allowed.
    fn parse_paren_tuple(&mut self, open: usize, start: Span) -> ExprId {
        let first = self.parse_assign();
        if !self.at(Punct::Comma) {
            self.finish_group(open, Punct::RParen);
            return first;
        }
        let mut elems = vec![first];
        while self.eat(Punct::Comma) {
            if self.at(Punct::RParen) {
                break;
            }
            elems.push(self.parse_assign());
        }
        self.finish_group(open, Punct::RParen);
        let span = self.span_from(start);
        let callee = self.ast.add_expr(ExprKind::Name("makeTuple".to_string()), start);
        self.ast.add_expr(ExprKind::Call { callee, args: elems }, span)
    }
}

/// The function a GLSL any-hit statement (`ignoreIntersectionEXT;`) calls.
fn any_hit_statement(w: &str) -> Option<&'static str> {
    match w {
        "ignoreIntersectionEXT" | "ignoreIntersectionNV" => Some("IgnoreHit"),
        "terminateRayEXT" | "terminateRayNV" => Some("AcceptHitAndEndSearch"),
        _ => None,
    }
}
