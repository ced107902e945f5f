//! Statements.

use super::{Parser, E_UNEXPECTED};
use crate::ast::{Attribute, CaseLabel, ExprId, StmtId, StmtKind, SwitchCase};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, TokenKind};

impl Parser<'_> {
    /// One statement. A statement is a recovery boundary: errors inside it
    /// are reported even when the previous statement had one.
    pub(super) fn parse_stmt(&mut self) -> StmtId {
        self.recovering = false;
        self.nested(Self::parse_stmt_inner, |p| {
            p.eat(Punct::Semi);
            p.error_stmt()
        })
    }

    fn parse_stmt_inner(&mut self) -> StmtId {
        let start = self.span();
        let mut attributes = Vec::new();
        while self.at(Punct::LBracket) {
            self.parse_attribute_list(&mut attributes);
        }
        let word = self.word_at(self.pos).map(str::to_string);
        let kind = match word.as_deref() {
            _ if self.at(Punct::LBrace) => return self.parse_block_with(attributes, start),
            _ if self.eat(Punct::Semi) => StmtKind::Empty,
            _ if self.at(Punct::Dollar) && self.word_at(self.pos + 1) == Some("for") => {
                match self.parse_compile_time_for() {
                    Some(kind) => kind,
                    None => StmtKind::Error,
                }
            }
            Some("if") => {
                self.bump();
                let cond = self.parse_if_condition();
                let then = self.parse_stmt();
                let else_ = self.eat_word("else").then(|| self.parse_stmt());
                StmtKind::If { cond, then, else_ }
            }
            Some("for") => match self.parse_for() {
                Some(kind) => kind,
                None => StmtKind::Error,
            },
            Some("while") => {
                self.bump();
                let cond = self.parse_condition();
                let body = self.parse_stmt();
                StmtKind::While { cond, body }
            }
            Some("do") => {
                self.bump();
                let body = self.parse_stmt();
                if self.at_word("catch") {
                    let mut catches = Vec::new();
                    while self.at_word("catch") {
                        let start = self.span();
                        self.bump();
                        // `catch (name: Type)` or a bare `catch` of every error.
                        let mut binding = None;
                        if self.at(Punct::LParen) {
                            let open = self.span();
                            self.bump();
                            // `(name: Type)` or `(Type name)`.
                            if self.is_name_at(self.pos) && self.peek_is(1, Punct::Colon) {
                                let name = self.ident();
                                self.bump();
                                let ty = self.parse_type();
                                binding = Some((name, ty));
                            } else {
                                let ty = self.parse_type();
                                binding = self.expect_name("an error variable name").map(|n| (n, ty));
                            }
                            self.expect_closer(Punct::RParen, open);
                        }
                        let body = self.parse_stmt();
                        catches.push(crate::ast::Catch { binding, body, span: self.span_from(start) });
                    }
                    StmtKind::DoCatch { body, catches }
                } else {
                    if !self.eat_word("while") {
                        self.error_expected("`while`");
                    }
                    let cond = self.parse_condition();
                    self.expect_semi();
                    StmtKind::DoWhile { body, cond }
                }
            }
            Some("switch") => {
                self.bump();
                let value = self.parse_condition();
                let cases = self.parse_cases(false);
                StmtKind::Switch { value, cases }
            }
            Some("__target_switch") => {
                self.bump();
                StmtKind::TargetSwitch { cases: self.parse_cases(true) }
            }
            Some(w @ ("break" | "continue" | "discard")) => {
                let mut kind = match w {
                    "break" => StmtKind::Break,
                    "continue" => StmtKind::Continue,
                    _ => StmtKind::Discard,
                };
                self.bump();
                if w == "break" && self.is_name_at(self.pos) {
                    kind = StmtKind::BreakLabel(self.ident());
                }
                self.expect_semi();
                kind
            }
            // `defer` starts a statement when a statement follows it (a
            // name, a block, `++`/`--`); otherwise it is a name (`defer = 1;`).
            Some("defer")
                if matches!(self.kind(self.pos + 1), TokenKind::Ident(_))
                    || matches!(self.punct_at(self.pos + 1), Some(Punct::LBrace | Punct::Inc | Punct::Dec)) =>
            {
                self.bump();
                StmtKind::Defer(self.parse_stmt())
            }
            Some("throw") if !matches!(self.punct_at(self.pos + 1), Some(Punct::Assign | Punct::Semi | Punct::Dot)) => {
                self.bump();
                let value = self.parse_expr();
                self.expect_semi();
                StmtKind::Throw(value)
            }
            Some("return") => {
                self.bump();
                let value = (!self.at(Punct::Semi) && !self.at(Punct::RBrace)).then(|| self.parse_expr());
                self.expect_semi();
                StmtKind::Return(value)
            }
            Some("__intrinsic_asm") => {
                self.bump();
                let text = if matches!(self.kind(self.pos), TokenKind::StringLit(_)) {
                    self.string_literals()
                } else {
                    self.error_expected("a string literal");
                    String::new()
                };
                self.expect_semi();
                StmtKind::IntrinsicAsm(text)
            }
            Some(w @ ("case" | "default" | "else")) => {
                let msg = if w == "else" {
                    "`else` without a matching `if`".to_string()
                } else {
                    format!("`{w}` label outside of a `switch`")
                };
                self.error_here(E_UNEXPECTED, msg);
                self.skip_statement();
                StmtKind::Error
            }
            // `outer: for (...)`: a label (only `break label;` uses it).
            Some(_) if self.is_name_at(self.pos) && self.peek_is(1, Punct::Colon) => {
                let label = self.ident();
                self.bump();
                let stmt = self.parse_stmt();
                StmtKind::Labeled { label, stmt }
            }
            // `try f();`: an expression, not a declaration of type `try`.
            Some("try") if self.starts_try_operand(self.pos + 1) && !self.peek_is(2, Punct::Semi) => {
                let e = self.parse_expr();
                self.expect_semi();
                StmtKind::Expr(e)
            }
            _ if self.starts_decl() => {
                let decls = self.parse_decl();
                if decls.is_empty() {
                    StmtKind::Error
                } else {
                    StmtKind::Decl(decls)
                }
            }
            _ => {
                let e = self.parse_expr();
                self.expect_semi();
                StmtKind::Expr(e)
            }
        };
        let span = self.span_from(start);
        self.ast.add_stmt(kind, attributes, span)
    }

    /// Whether the current statement is a declaration (module docs).
    pub(super) fn starts_decl(&self) -> bool {
        match self.word_at(self.pos) {
            // `no_diff f(x);`: a call marked non-differentiable.
            Some("no_diff")
                if self.is_name_at(self.pos + 1)
                    && matches!(self.punct_at(self.pos + 2), Some(Punct::LParen | Punct::Dot)) =>
            {
                false
            }
            Some(w) if super::decl::is_decl_keyword(w) => true,
            Some(_) if self.is_func_keyword_at(self.pos) => true,
            Some(_) if self.is_modifier_at(self.pos) => true,
            _ => self.looks_like_decl(),
        }
    }

    /// `{ statements }` at the current `{`.
    pub(super) fn parse_block(&mut self) -> StmtId {
        let start = self.span();
        self.parse_block_with(Vec::new(), start)
    }

    fn parse_block_with(&mut self, attributes: Vec<Attribute>, start: Span) -> StmtId {
        let open = self.span();
        self.bump();
        let mut stmts = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            stmts.push(self.parse_stmt());
            if self.pos == before {
                self.error_expected("a statement");
                self.bump();
            }
        }
        self.expect_closer(Punct::RBrace, open);
        let span = self.span_from(start);
        self.ast.add_stmt(StmtKind::Block(stmts), attributes, span)
    }

    /// `( expr )` after `if`, `while`, `switch`; a missing `(` is reported
    /// and the condition parsed without it.
    fn parse_condition(&mut self) -> ExprId {
        let open = self.pos;
        if !self.expect(Punct::LParen) {
            return self.parse_expr();
        }
        let cond = self.parse_expr();
        self.finish_group(open, Punct::RParen);
        cond
    }

    /// An `if`'s condition: an expression, or `(let x = e)`.
    fn parse_if_condition(&mut self) -> ExprId {
        if !(self.at(Punct::LParen) && self.word_at(self.pos + 1) == Some("let")) {
            return self.parse_condition();
        }
        let open = self.pos;
        self.bump();
        let start = self.span();
        self.bump();
        let cond = match self.expect_name("a variable name") {
            Some(name) => {
                if !self.expect(Punct::Assign) {
                    self.error_expr()
                } else {
                    let init = self.parse_expr();
                    let span = self.span_from(start);
                    self.ast.add_expr(crate::ast::ExprKind::Let { name, init }, span)
                }
            }
            None => self.error_expr(),
        };
        self.finish_group(open, Punct::RParen);
        cond
    }

    /// `for (init; cond; step) body`; `None` if there is no `(`.
    fn parse_for(&mut self) -> Option<StmtKind> {
        self.bump();
        let open = self.pos;
        if !self.expect(Punct::LParen) {
            self.skip_statement();
            return None;
        }
        let init = if self.eat(Punct::Semi) {
            None
        } else {
            let start = self.span();
            let kind = if self.starts_decl() {
                StmtKind::Decl(self.parse_decl())
            } else {
                let e = self.parse_expr();
                self.expect(Punct::Semi);
                StmtKind::Expr(e)
            };
            let span = self.span_from(start);
            Some(self.ast.add_stmt(kind, Vec::new(), span))
        };
        let cond = (!self.at(Punct::Semi)).then(|| self.parse_expr());
        self.expect(Punct::Semi);
        let step = (!self.at(Punct::RParen)).then(|| self.parse_expr());
        self.finish_group(open, Punct::RParen);
        let body = self.parse_stmt();
        Some(StmtKind::For { init, cond, step, body })
    }

    /// `$for (i in Range(a, b)) body` (or `Range(b)`), at the `$`.
    fn parse_compile_time_for(&mut self) -> Option<StmtKind> {
        self.bump();
        self.bump();
        let open = self.pos;
        if !self.expect(Punct::LParen) {
            self.skip_statement();
            return None;
        }
        let var = self.ident();
        if !self.eat_word("in") {
            self.error_expected("`in`");
        }
        if !self.eat_word("Range") {
            self.error_expected("`Range`");
        }
        let range_open = self.pos;
        let mut range = Vec::new();
        if self.expect(Punct::LParen) {
            loop {
                range.push(self.parse_assign());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.finish_group(range_open, Punct::RParen);
        }
        self.finish_group(open, Punct::RParen);
        let body = self.parse_stmt();
        Some(StmtKind::CompileTimeFor { var, range, body })
    }

    /// The `{ case ...: ... default: ... }` body of `switch` or, with
    /// `targets`, of `__target_switch`. Consecutive labels share a case.
    fn parse_cases(&mut self, targets: bool) -> Vec<SwitchCase> {
        let open = self.span();
        let mut cases: Vec<SwitchCase> = Vec::new();
        if !self.expect(Punct::LBrace) {
            self.skip_statement();
            return cases;
        }
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            if self.at_word("case") || self.at_word("default") {
                self.recovering = false;
                let start = self.span();
                let label = if self.eat_word("default") {
                    CaseLabel::Default(start)
                } else {
                    self.bump();
                    if targets {
                        match self.expect_name("a target name") {
                            Some(name) => CaseLabel::Target(name),
                            None => {
                                self.skip_statement();
                                continue;
                            }
                        }
                    } else {
                        CaseLabel::Value(self.parse_expr())
                    }
                };
                self.expect(Punct::Colon);
                let span = self.span_from(start);
                match cases.last_mut() {
                    Some(c) if c.body.is_empty() => {
                        c.labels.push(label);
                        c.span = c.span.to(span);
                    }
                    _ => cases.push(SwitchCase { labels: vec![label], body: Vec::new(), span }),
                }
                continue;
            }
            match cases.last_mut() {
                // Statements before the first label (`switch (x) { a += 1; }`),
                // which no value reaches: a case without labels.
                None if !targets => {
                    let s = self.parse_stmt();
                    let span = self.ast.stmt(s).span;
                    cases.push(SwitchCase { labels: Vec::new(), body: vec![s], span });
                }
                None => {
                    self.recovering = false;
                    let found = self.describe(self.pos);
                    let d = Diagnostic::error(
                        E_UNEXPECTED,
                        self.span(),
                        format!("expected `case` or `default`, found {found}"),
                    );
                    self.report(d);
                    self.skip_statement();
                }
                Some(_) => {
                    let s = self.parse_stmt();
                    let span = self.ast.stmt(s).span;
                    if let Some(c) = cases.last_mut() {
                        c.body.push(s);
                        c.span = c.span.to(span);
                    }
                }
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.expect_closer(Punct::RBrace, open);
        cases
    }
}
