//! Macros: `#define`, `#undef`, invocation and substitution.
//!
//! Substitution follows C11 6.10.3: a parameter next to `##` or after `#`
//! takes its argument as written, any other takes it fully macro-expanded
//! (computed once per invocation, only if used); empty arguments next to
//! `##` are placemarkers. The result goes back on the stream above the end
//! marker that disables the macro while it is rescanned.

use super::{Entry, PTok, Pp, Stream, MAX_ARG_NESTING};
use crate::diag::Diagnostic;
use crate::lexer::{self, token_spelling};
use crate::source::Span;
use crate::token::{ExpansionId, Punct, Token, TokenKind};
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

pub(super) struct Macro {
    name: String,
    /// The name's id (see `Pp::active`).
    id: u32,
    /// The name in the definition (`None` for builtins).
    span: Option<Span>,
    kind: MacroKind,
}

enum MacroKind {
    Object(Body),
    Function { params: Vec<String>, variadic: bool, body: Body },
    Builtin(Builtin),
}

/// Macros whose value depends on where they are used.
#[derive(Copy, Clone)]
enum Builtin {
    Line,
    File,
    Counter,
}

struct Body {
    /// As written, for comparing redefinitions.
    tokens: Vec<Token>,
    items: Vec<Item>,
}

/// A macro body, with its operators and parameters resolved.
enum Item {
    Tok(Token),
    /// A parameter (`__VA_ARGS__` is the one after the named ones).
    Param {
        index: usize,
        tok: Token,
    },
    /// `#` and a parameter.
    Stringize {
        index: usize,
        hash: Token,
    },
    /// `##` between the items before and after it.
    Paste(Span),
}

/// A substituted token, or the placemarker an empty argument next to
/// `##` leaves.
enum Slot {
    Tok(PTok),
    Placemarker,
}

/// The tokens of argument `i` (none if there is no such argument).
fn arg(args: &[Vec<PTok>], i: usize) -> &[PTok] {
    args.get(i).map_or(&[], Vec::as_slice)
}

fn is_punct(t: Option<&Token>, p: Punct) -> bool {
    t.is_some_and(|t| t.kind == TokenKind::Punct(p))
}

impl Macro {
    pub(super) fn id(&self) -> u32 {
        self.id
    }
}

impl Pp<'_> {
    fn name_id(&mut self, name: &str) -> u32 {
        let next = self.name_ids.len() as u32;
        let id = *self.name_ids.entry(name.to_string()).or_insert(next);
        if id == next {
            self.active.push(0);
        }
        id
    }

    pub(super) fn define_builtins(&mut self) {
        for (name, b) in [("__LINE__", Builtin::Line), ("__FILE__", Builtin::File), ("__COUNTER__", Builtin::Counter)] {
            let id = self.name_id(name);
            self.macros
                .insert(name.into(), Rc::new(Macro { name: name.into(), id, span: None, kind: MacroKind::Builtin(b) }));
        }
    }

    /// A macro name for `#define` or `#undef`, or a diagnostic.
    fn macro_name<'t>(&mut self, line: &'t [Token], span: Span, directive: &str) -> Option<&'t str> {
        match line.first().map(|t| &t.kind) {
            Some(TokenKind::Ident(name)) if name == "defined" => {
                self.diags.push(Diagnostic::error("E15704", line[0].span, "'defined' cannot be a macro name"));
                None
            }
            Some(TokenKind::Ident(name)) => Some(name),
            _ => {
                let at = line.first().map_or(span, |t| t.span);
                self.diags.push(Diagnostic::error("E15102", at, format!("expected a macro name after '#{directive}'")));
                None
            }
        }
    }

    pub(super) fn define(&mut self, line: Vec<Token>, span: Span) {
        let Some(name) = self.macro_name(&line, span, "define") else { return };
        let name = name.to_string();
        // `F(` is function-like only without space before the `(`.
        let function_like = line.get(1).is_some_and(|t| t.kind == TokenKind::Punct(Punct::LParen) && !t.leading_space);
        let (params, variadic, body_start) = if function_like {
            let Some(p) = self.params(&line) else { return };
            p
        } else {
            (Vec::new(), false, 1)
        };
        let tokens = line[body_start..].to_vec();
        let Some(items) = self.body_items(&tokens, function_like.then_some((&params, variadic))) else { return };
        let body = Body { tokens, items };
        let kind = if function_like { MacroKind::Function { params, variadic, body } } else { MacroKind::Object(body) };
        let m = Macro { name: name.clone(), id: self.name_id(&name), span: Some(line[0].span), kind };
        match self.macros.get(&name) {
            Some(old) if matches!(old.kind, MacroKind::Builtin(_)) => {
                let message = format!("redefining builtin macro '{name}'");
                self.diags.push(Diagnostic::warning("E15404", line[0].span, message));
            }
            Some(old) if !self.same_definition(old, &m) => {
                let mut d = Diagnostic::warning(
                    "E15400",
                    line[0].span,
                    format!("macro '{name}' redefined with a different body"),
                );
                if let Some(old_span) = old.span {
                    d = d.with_label(old_span, "previous definition");
                }
                self.diags.push(d);
            }
            _ => {}
        }
        self.macros.insert(name, Rc::new(m));
    }

    pub(super) fn undef(&mut self, line: Vec<Token>, span: Span) {
        let Some(name) = self.macro_name(&line, span, "undef") else { return };
        if self.macros.get(name).is_some_and(|m| matches!(m.kind, MacroKind::Builtin(_))) {
            let message = format!("undefining builtin macro '{name}'");
            self.diags.push(Diagnostic::warning("E15404", line[0].span, message));
        }
        self.macros.remove(name);
        self.extra_tokens(&line[1..], "undef");
    }

    /// The parameter list after `NAME(`: the names, whether `...` ends it,
    /// and where the body starts.
    fn params(&mut self, line: &[Token]) -> Option<(Vec<String>, bool, usize)> {
        let mut params = Vec::new();
        let mut seen = FxHashSet::default();
        let mut i = 2;
        if is_punct(line.get(i), Punct::RParen) {
            return Some((params, false, i + 1));
        }
        let at = |i: usize| line.get(i).or(line.last()).map_or(line[0].span, |t| t.span);
        loop {
            match line.get(i).map(|t| &t.kind) {
                Some(TokenKind::Ident(p)) if p != "__VA_ARGS__" => {
                    if !seen.insert(p.as_str()) {
                        self.diags.push(Diagnostic::error("E15408", at(i), format!("duplicate macro parameter '{p}'")));
                        return None;
                    }
                    params.push(p.clone());
                }
                Some(TokenKind::Punct(Punct::Ellipsis)) => {
                    if is_punct(line.get(i + 1), Punct::RParen) {
                        return Some((params, true, i + 2));
                    }
                    let d = Diagnostic::error("E15409", at(i), "'...' must be the last macro parameter");
                    self.diags.push(d);
                    return None;
                }
                _ => {
                    let d = Diagnostic::error("E15403", at(i), "expected a parameter name in macro parameter list");
                    self.diags.push(d);
                    return None;
                }
            }
            i += 1;
            match line.get(i).map(|t| &t.kind) {
                Some(TokenKind::Punct(Punct::Comma)) => i += 1,
                Some(TokenKind::Punct(Punct::RParen)) => return Some((params, false, i + 1)),
                _ => {
                    let d = Diagnostic::error("E15403", at(i), "expected ',' or ')' in macro parameter list");
                    self.diags.push(d);
                    return None;
                }
            }
        }
    }

    /// Resolves a body's `#`, `##` and parameters (`params` is `None` for
    /// an object-like macro, where `#` is an ordinary token).
    fn body_items(&mut self, tokens: &[Token], params: Option<(&Vec<String>, bool)>) -> Option<Vec<Item>> {
        let index: FxHashMap<&str, usize> = params
            .map(|(names, variadic)| {
                let va = variadic.then_some("__VA_ARGS__");
                names.iter().map(String::as_str).chain(va).enumerate().map(|(i, p)| (p, i)).collect()
            })
            .unwrap_or_default();
        let param = |t: &Token| match &t.kind {
            TokenKind::Ident(n) => index.get(n.as_str()).copied(),
            _ => None,
        };
        let mut items = Vec::new();
        let mut i = 0;
        while let Some(t) = tokens.get(i) {
            match t.kind {
                TokenKind::Punct(Punct::HashHash) => {
                    let edge = if items.is_empty() {
                        Some(("E15405", "'##' cannot start a macro body"))
                    } else if i + 1 == tokens.len() {
                        Some(("E15406", "'##' cannot end a macro body"))
                    } else {
                        None
                    };
                    if let Some((code, message)) = edge {
                        self.diags.push(Diagnostic::error(code, t.span, message));
                        return None;
                    }
                    // In `a ## ## b` the second `##` is an operand.
                    let operand = matches!(items.last(), Some(Item::Paste(_)));
                    items.push(if operand { Item::Tok(t.clone()) } else { Item::Paste(t.span) });
                }
                TokenKind::Punct(Punct::Hash) if params.is_some() => {
                    let Some(index) = tokens.get(i + 1).and_then(param) else {
                        let d = Diagnostic::error("E15407", t.span, "'#' must be followed by a macro parameter");
                        self.diags.push(d);
                        return None;
                    };
                    items.push(Item::Stringize { index, hash: t.clone() });
                    i += 1;
                }
                _ => items.push(match param(t) {
                    Some(index) => Item::Param { index, tok: t.clone() },
                    None => Item::Tok(t.clone()),
                }),
            }
            i += 1;
        }
        Some(items)
    }

    /// C's rule for harmless redefinition: the same parameters and the same
    /// body tokens with the same whitespace between them.
    fn same_definition(&self, a: &Macro, b: &Macro) -> bool {
        let same_tokens = |x: &Body, y: &Body| {
            x.tokens.len() == y.tokens.len()
                && x.tokens.iter().zip(&y.tokens).enumerate().all(|(i, (s, t))| {
                    (i == 0 || s.leading_space == t.leading_space)
                        && token_spelling(self.sources, s) == token_spelling(self.sources, t)
                })
        };
        match (&a.kind, &b.kind) {
            (MacroKind::Object(x), MacroKind::Object(y)) => same_tokens(x, y),
            (
                MacroKind::Function { params: p, variadic: v, body: x },
                MacroKind::Function { params: q, variadic: w, body: y },
            ) => p == q && v == w && same_tokens(x, y),
            _ => false,
        }
    }

    /// The next token of a stream, macro-expanded.
    pub(super) fn expand_next(&mut self, s: &mut Stream) -> Option<PTok> {
        loop {
            let t = self.next_raw(s)?;
            if let (TokenKind::Ident(name), false) = (&t.tok.kind, t.painted || self.stopped) {
                if let Some(m) = self.macros.get(name).cloned() {
                    if self.invoke(&m, &t, s) {
                        continue;
                    }
                }
            }
            return Some(t);
        }
    }

    /// Expands `m` named by `name`, reading arguments from `s` and pushing
    /// the result back onto it. False if this is no invocation (a
    /// function-like macro without `(`); an invalid invocation is reported
    /// and dropped.
    fn invoke(&mut self, m: &Macro, name: &PTok, s: &mut Stream) -> bool {
        match &m.kind {
            MacroKind::Builtin(b) => self.builtin(m, *b, name, s),
            MacroKind::Object(body) => {
                let exp = self.new_expansion(m, name.tok.span, name.tok.expansion);
                if let Some(out) = self.substitute(body, &[], exp, name) {
                    self.push_result(out, m, name, s);
                }
            }
            MacroKind::Function { params, variadic, body } => {
                if !self.next_is(s, |k| *k == TokenKind::Punct(Punct::LParen)) {
                    return false;
                }
                self.next_raw(s);
                let Some((args, rparen)) = self.collect_args(m, params.len(), *variadic, name, s) else { return true };
                let same = name.tok.expansion == rparen.tok.expansion;
                let site = if same { name.tok.span.to(rparen.tok.span) } else { name.tok.span };
                let exp = self.new_expansion(m, site, name.tok.expansion);
                if let Some(out) = self.substitute(body, &args, exp, name) {
                    self.push_result(out, m, name, s);
                }
            }
        }
        true
    }

    fn new_expansion(&mut self, m: &Macro, site: Span, parent: Option<ExpansionId>) -> ExpansionId {
        self.expansions.push(super::Expansion { macro_name: m.name.clone(), site, parent });
        ExpansionId(self.expansions.len() as u32 - 1)
    }

    /// Reads the arguments after `(` up to the matching `)`: one list per
    /// parameter (commas beyond the named parameters of a variadic macro
    /// stay in the last), and the `)`.
    fn collect_args(
        &mut self,
        m: &Macro,
        n: usize,
        variadic: bool,
        name: &PTok,
        s: &mut Stream,
    ) -> Option<(Vec<Vec<PTok>>, PTok)> {
        let mut args: Vec<Vec<PTok>> = vec![Vec::new()];
        let mut depth = 0usize;
        let rparen = loop {
            let Some(t) = self.next_raw(s) else {
                let message = format!("unterminated argument list invoking macro '{}'", m.name);
                self.report(Diagnostic::error("E15500", name.tok.span, message), name.tok.expansion);
                return None;
            };
            match t.tok.kind {
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) if depth == 0 => break t,
                TokenKind::Punct(Punct::RParen) => depth -= 1,
                TokenKind::Punct(Punct::Comma) if depth == 0 && (!variadic || args.len() <= n) => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        };
        let got = if n == 0 && !variadic && args.len() == 1 && args[0].is_empty() { 0 } else { args.len() };
        if got < n || (got > n && !variadic) {
            let at_least = if variadic { "at least " } else { "" };
            let message =
                format!("wrong number of arguments to macro '{}' (expected {at_least}{n}, got {got})", m.name);
            let d = Diagnostic::error("E15501", name.tok.span.to(rparen.tok.span), message);
            self.report(d, name.tok.expansion);
            return None;
        }
        if variadic && got == n {
            args.push(Vec::new());
        }
        args.truncate(n + usize::from(variadic));
        Some((args, rparen))
    }

    /// Builds a macro's replacement; `None` when the expansion budget ran
    /// out (reported).
    fn substitute(&mut self, body: &Body, args: &[Vec<PTok>], exp: ExpansionId, name: &PTok) -> Option<Vec<PTok>> {
        let ctx = name.tok.expansion;
        let items = &body.items;
        let mut out: Vec<Slot> = Vec::new();
        let mut expanded: Vec<Option<Vec<PTok>>> = vec![None; args.len()];
        // Stringized arguments cost their length, like substituted ones.
        let mut stringized = 0usize;
        let mut i = 0;
        while let Some(item) = items.get(i) {
            i += 1;
            match item {
                Item::Paste(span) => {
                    let rhs = items.get(i).map(|op| self.operand(op, args, exp, ctx)).unwrap_or_default();
                    i += 1;
                    let mut rhs = rhs.into_iter();
                    match (out.pop(), rhs.next()) {
                        (Some(Slot::Tok(l)), Some(r)) => {
                            let pasted = self.paste(l, r, *span, exp);
                            out.extend(pasted.into_iter().map(Slot::Tok));
                        }
                        (Some(Slot::Tok(l)), None) => out.push(Slot::Tok(l)),
                        (_, Some(r)) => out.push(Slot::Tok(r)),
                        (_, None) => out.push(Slot::Placemarker),
                    }
                    out.extend(rhs.map(Slot::Tok));
                }
                Item::Param { index, tok } if matches!(items.get(i), Some(Item::Paste(_))) => {
                    let raw = arg_tokens(arg(args, *index), tok, exp, ctx);
                    if raw.is_empty() {
                        out.push(Slot::Placemarker);
                    }
                    out.extend(raw.into_iter().map(Slot::Tok));
                }
                Item::Param { index, tok } => {
                    // Branded before pre-expansion, so that invocations in
                    // the argument have this expansion as their parent.
                    let full = match expanded.get_mut(*index).and_then(Option::take) {
                        Some(full) => full,
                        None => self.expand_list(arg_tokens(arg(args, *index), tok, exp, ctx), name)?,
                    };
                    let start = out.len();
                    out.extend(full.iter().cloned().map(Slot::Tok));
                    if let Some(Slot::Tok(first)) = out.get_mut(start) {
                        first.tok.leading_space = tok.leading_space;
                    }
                    if let Some(cache) = expanded.get_mut(*index) {
                        *cache = Some(full);
                    }
                }
                Item::Stringize { index, hash } => {
                    stringized += arg(args, *index).len();
                    out.push(Slot::Tok(self.stringize(arg(args, *index), hash, exp)));
                }
                Item::Tok(t) => out.push(Slot::Tok(body_token(t, exp))),
            }
            if out.len() + stringized > self.budget {
                self.charge(out.len() + stringized, name);
                return None;
            }
        }
        self.charge(out.len() + stringized, name);
        Some(
            out.into_iter()
                .filter_map(|slot| match slot {
                    Slot::Tok(t) => Some(t),
                    Slot::Placemarker => None,
                })
                .collect(),
        )
    }

    /// The tokens the operand after `##` stands for.
    fn operand(&mut self, item: &Item, args: &[Vec<PTok>], exp: ExpansionId, ctx: Option<ExpansionId>) -> Vec<PTok> {
        match item {
            Item::Param { index, tok } => arg_tokens(arg(args, *index), tok, exp, ctx),
            Item::Stringize { index, hash } => vec![self.stringize(arg(args, *index), hash, exp)],
            Item::Tok(t) => vec![body_token(t, exp)],
            Item::Paste(_) => Vec::new(),
        }
    }

    /// Fully macro-expands an argument (as if it were the rest of the
    /// file). The argument counts against the budget like the tokens
    /// expansions make, so rescanning deeply nested arguments is bounded
    /// too. `None` once a limit has stopped expansion: the invocations
    /// waiting for this argument are abandoned, not finished.
    fn expand_list(&mut self, tokens: Vec<PTok>, name: &PTok) -> Option<Vec<PTok>> {
        if self.nesting >= MAX_ARG_NESTING {
            self.stop("E15703", format!("macro arguments nested more than {MAX_ARG_NESTING} deep"), name);
            return None;
        }
        if !self.charge(tokens.len(), name) {
            return None;
        }
        self.nesting += 1;
        let mut s = Stream::list(tokens);
        let mut out = Vec::new();
        while let Some(t) = self.expand_next(&mut s) {
            out.push(t);
        }
        self.nesting -= 1;
        (!self.stopped).then_some(out)
    }

    /// Takes `n` tokens from the budget, or stops expansion if it has fewer.
    fn charge(&mut self, n: usize, name: &PTok) -> bool {
        if n > self.budget {
            let (base, per) = (self.opts.max_expanded_tokens, super::BUDGET_PER_TOKEN);
            let message = format!("macro expansion needs too many tokens (limit: {base} plus {per} per source token)");
            self.stop("E15702", message, name);
            return false;
        }
        self.budget -= n;
        true
    }

    /// Reports a limit (once) and turns macro expansion off.
    fn stop(&mut self, code: &'static str, message: String, name: &PTok) {
        if !self.stopped {
            self.stopped = true;
            let d = Diagnostic::error(code, name.tok.span, message)
                .with_note("macros are not expanded in the rest of the input");
            self.report(d, name.tok.expansion);
        }
    }

    /// `l ## r`: the token their spellings make together, spelled in the
    /// scratch file; both unchanged (and an error) if they make no single
    /// token.
    fn paste(&mut self, l: PTok, r: PTok, op: Span, exp: ExpansionId) -> Vec<PTok> {
        let ls = token_spelling(self.sources, &l.tok).into_owned();
        let rs = token_spelling(self.sources, &r.tok).into_owned();
        let text = format!("{ls}{rs}");
        let span = self.scratch(&text);
        let lexed = lexer::lex_deferred(span.file, &text, span.lo);
        if let [tok, _eof] = lexed.tokens.as_slice() {
            if lexed.diags.is_empty() && tok.span == span && !matches!(tok.kind, TokenKind::Unknown(_)) {
                let tok = Token {
                    expansion: Some(exp),
                    leading_space: l.tok.leading_space,
                    at_line_start: false,
                    ..tok.clone()
                };
                return vec![PTok::new(tok)];
            }
        }
        let message = format!("pasting '{ls}' and '{rs}' does not give a valid token");
        self.report(Diagnostic::error("E15503", op, message), Some(exp));
        vec![l, r]
    }

    /// `#param`: the argument's spelling as a string literal, with `"` and
    /// `\` escaped inside string and character literals.
    fn stringize(&mut self, arg: &[PTok], hash: &Token, exp: ExpansionId) -> PTok {
        let mut text = String::from("\"");
        for (k, t) in arg.iter().enumerate() {
            if k > 0 && t.tok.leading_space {
                text.push(' ');
            }
            let spelled = token_spelling(self.sources, &t.tok);
            if matches!(t.tok.kind, TokenKind::StringLit(_) | TokenKind::CharLit(_)) {
                text += &escape(&spelled);
            } else {
                text += &spelled;
            }
        }
        text.push('"');
        let span = self.scratch(&text);
        let lexed = lexer::lex_deferred(span.file, &text, span.lo);
        let kind = match lexed.tokens.as_slice() {
            [t, _eof] if lexed.diags.is_empty() && t.span == span => t.kind.clone(),
            _ => {
                let message = format!("'#' produced the invalid string literal {text}");
                self.report(Diagnostic::error("E15706", hash.span, message), Some(exp));
                TokenKind::StringLit(text[1..text.len() - 1].to_string())
            }
        };
        let tok = Token { kind, span, expansion: Some(exp), leading_space: hash.leading_space, at_line_start: false };
        PTok::new(tok)
    }

    /// Puts an expansion's tokens back on the stream above its end, which
    /// disables `m` until read. The first token takes the invocation's
    /// spacing (an empty expansion leaves it to the next token).
    fn push_result(&mut self, mut out: Vec<PTok>, m: &Macro, name: &PTok, s: &mut Stream) {
        let Some(first) = out.first_mut() else {
            s.pending_space |= name.tok.leading_space;
            s.pending_line |= name.tok.at_line_start;
            return;
        };
        first.tok.leading_space = name.tok.leading_space;
        first.tok.at_line_start = name.tok.at_line_start;
        s.stack.push(Entry::End(m.id));
        if let Some(n) = self.active.get_mut(m.id as usize) {
            *n += 1;
            self.active_total += 1;
        }
        s.stack.extend(out.into_iter().rev().map(Entry::Tok));
    }

    /// `__LINE__`, `__FILE__` and `__COUNTER__`. The line and file are
    /// those (after `#line`) of the outermost invocation.
    fn builtin(&mut self, m: &Macro, b: Builtin, name: &PTok, s: &mut Stream) {
        let mut site = name.tok.span;
        let mut next = name.tok.expansion;
        while let Some(e) = next.and_then(|id| self.expansions.get(id.0 as usize)) {
            (site, next) = (e.site, e.parent);
        }
        let (file, line, _) = self.sources.presumed(site);
        let (text, kind) = match b {
            Builtin::Line => {
                (line.to_string(), TokenKind::IntLit { value: line.into(), suffix: String::new(), decimal: true })
            }
            Builtin::File => (format!("\"{}\"", escape(file)), TokenKind::StringLit(file.to_string())),
            Builtin::Counter => {
                self.counter += 1;
                let value = self.counter - 1;
                (value.to_string(), TokenKind::IntLit { value: value.into(), suffix: String::new(), decimal: true })
            }
        };
        let span = self.scratch(&text);
        let exp = self.new_expansion(m, name.tok.span, name.tok.expansion);
        let tok = Token {
            kind,
            span,
            expansion: Some(exp),
            leading_space: name.tok.leading_space,
            at_line_start: name.tok.at_line_start,
        };
        s.stack.push(Entry::Tok(PTok::new(tok)));
    }
}

/// `"` and `\` escaped with `\`.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A body token as it appears in an expansion.
fn body_token(t: &Token, exp: ExpansionId) -> PTok {
    let tok = Token { expansion: Some(exp), at_line_start: false, ..t.clone() };
    PTok::new(tok)
}

/// Argument tokens substituted for parameter `param`: the first takes the
/// parameter's spacing, and tokens spelled at the invocation's level
/// (not made by a nested expansion) now come from this expansion.
fn arg_tokens(arg: &[PTok], param: &Token, exp: ExpansionId, ctx: Option<ExpansionId>) -> Vec<PTok> {
    arg.iter()
        .enumerate()
        .map(|(k, t)| {
            let mut t = t.clone();
            if t.tok.expansion == ctx {
                t.tok.expansion = Some(exp);
            }
            t.tok.at_line_start = false;
            if k == 0 {
                t.tok.leading_space = param.leading_space;
            }
            t
        })
        .collect()
}
