//! Directives: conditionals, `#include`, `#line`, `#pragma`, `#error`,
//! `#warning` (macro definitions are in [`super::expand`]).
//!
//! A directive is the `#` at a line start and the tokens after it up to
//! the next line start. Skipped groups are scanned for nothing but the
//! conditional directives that nest or end them, so anything else there
//! (unknown directives, stray quotes) is ignored, as C requires.

use super::expr;
use super::{normalize, Cond, PTok, Pp, Stream};
use crate::diag::Diagnostic;
use crate::lexer::{continuation_len, remove_continuations, token_spelling};
use crate::source::{FileId, Span};
use crate::token::{Punct, Token, TokenKind};
use std::path::Path;

impl Pp<'_> {
    /// Runs the directive whose `#` is the current file's next token.
    pub(super) fn directive(&mut self) {
        let Some(frame) = self.frames.last_mut() else { return };
        let hash = frame.take(self.diags, true);
        if !frame.on_line() {
            return; // the null directive
        }
        let name_tok = frame.take(self.diags, true);
        let span = hash.span.to(name_tok.span);
        let TokenKind::Ident(name) = &name_tok.kind else {
            let d = Diagnostic::error("E15100", name_tok.span, "expected a preprocessor directive name after '#'");
            self.diags.push(d);
            self.rest_of_line(false);
            return;
        };
        match name.as_str() {
            "define" => {
                let line = self.rest_of_line(true);
                self.define(line, span);
            }
            "undef" => {
                let line = self.rest_of_line(true);
                self.undef(line, span);
            }
            "if" => {
                let line = self.rest_of_line(true);
                let value = self.condition(line, span, "if");
                self.open_cond(span, "if", value);
            }
            "ifdef" => self.ifdef(span, "ifdef", false),
            "ifndef" => self.ifdef(span, "ifndef", true),
            "elif" => self.elif(span),
            "else" => self.else_(span),
            "endif" => self.endif(span),
            "include" => self.include(span),
            "line" => self.line(span),
            "pragma" => self.pragma(span),
            "error" => self.message(span, true),
            "warning" => self.message(span, false),
            // `#language slang 2026` selects a language version: kept for
            // the checker (`202c` reads `(S)0` as a conversion of 0).
            // `#lang` is its short form (`#lang 2026`, `#lang slang 2026`).
            "language" | "lang" => {
                let line = self.rest_of_line(false);
                if let Some(last) = line.last() {
                    self.language = Some(token_spelling(self.sources, last).to_ascii_lowercase());
                }
            }
            // GLSL: `#version 450 [core]` selects Slang's GLSL compatibility
            // mode; `#extension NAME : behavior` changes nothing here.
            "version" => {
                self.rest_of_line(false);
                self.glsl = true;
            }
            "extension" => {
                self.rest_of_line(false);
            }
            _ => {
                let d = Diagnostic::error("E15101", span, format!("unknown preprocessor directive '#{name}'"));
                self.diags.push(d);
                self.rest_of_line(false);
            }
        }
    }

    /// The rest of the directive line, reporting the lexer's diagnostics
    /// for it if `report`.
    pub(super) fn rest_of_line(&mut self, report: bool) -> Vec<Token> {
        let mut line = Vec::new();
        if let Some(frame) = self.frames.last_mut() {
            while frame.on_line() {
                line.push(frame.take(self.diags, report));
            }
        }
        line
    }

    /// Warns about tokens a directive does not take.
    pub(super) fn extra_tokens(&mut self, extra: &[Token], directive: &str) {
        if let (Some(first), Some(last)) = (extra.first(), extra.last()) {
            let message = format!("unexpected tokens after '#{directive}' directive");
            self.report(Diagnostic::warning("E15103", first.span.to(last.span), message), first.expansion);
        }
    }

    /// Macro-expands the tokens of a directive line.
    fn expand_line(&mut self, line: Vec<Token>) -> Vec<Token> {
        let mut s = Stream::list(line.into_iter().map(PTok::new).collect());
        let mut out = Vec::new();
        while let Some(t) = self.expand_next(&mut s) {
            out.push(t.tok);
        }
        out
    }

    /// Evaluates the expression of `#if` or `#elif`.
    fn condition(&mut self, line: Vec<Token>, span: Span, directive: &str) -> bool {
        let Some(last) = line.last() else {
            let d = Diagnostic::error("E15204", span, format!("'#{directive}' directive requires an expression"));
            self.diags.push(d);
            return false;
        };
        let end = Span::new(last.span.file, last.span.hi, last.span.hi);
        let mut s = Stream::list(line.into_iter().map(PTok::new).collect());
        let mut tokens = Vec::new();
        while let Some(t) = self.expand_next(&mut s) {
            let defined = matches!(&t.tok.kind, TokenKind::Ident(n) if n == "defined");
            tokens.push(t.tok);
            if defined {
                // The operand of `defined` is a name, not something to expand.
                if self.next_is(&mut s, |k| *k == TokenKind::Punct(Punct::LParen)) {
                    tokens.extend(self.next_raw(&mut s).map(|t| t.tok));
                }
                if self.next_is(&mut s, |k| matches!(k, TokenKind::Ident(_))) {
                    tokens.extend(self.next_raw(&mut s).map(|t| t.tok));
                }
            }
        }
        let mut errors = Vec::new();
        let macros = &self.macros;
        let value = expr::evaluate(&tokens, end, &|name| macros.contains_key(name), &mut errors);
        for (d, from) in errors {
            self.report(d, from);
        }
        value
    }

    fn open_cond(&mut self, span: Span, directive: &'static str, taken: bool) {
        if let Some(frame) = self.frames.last_mut() {
            frame.conds.push(Cond { span, directive, taken, else_span: None });
        }
        if !taken {
            self.skip_group();
        }
    }

    fn ifdef(&mut self, span: Span, directive: &'static str, negate: bool) {
        let line = self.rest_of_line(true);
        let value = match line.first().map(|t| &t.kind) {
            Some(TokenKind::Ident(name)) => {
                let defined = self.macros.contains_key(name);
                self.extra_tokens(&line[1..], directive);
                defined != negate
            }
            _ => {
                let at = line.first().map_or(span, |t| t.span);
                let d = Diagnostic::error("E15102", at, format!("expected a macro name after '#{directive}'"));
                self.diags.push(d);
                false
            }
        };
        self.open_cond(span, directive, value);
    }

    /// The innermost open conditional of the current file.
    fn cond(&mut self) -> Option<&mut Cond> {
        self.frames.last_mut()?.conds.last_mut()
    }

    fn without_if(&mut self, span: Span, directive: &str) {
        let d = Diagnostic::error("E15001", span, format!("'#{directive}' without '#if'"));
        self.diags.push(d);
    }

    fn after_else(&mut self, span: Span, directive: &str, else_span: Span) {
        let d = Diagnostic::error("E15002", span, format!("'#{directive}' after '#else'"))
            .with_label(else_span, "the '#else' is here");
        self.diags.push(d);
    }

    fn elif(&mut self, span: Span) {
        match self.cond().map(|c| (c.taken, c.else_span)) {
            None => {
                self.rest_of_line(false);
                self.without_if(span, "elif");
            }
            Some((_, Some(else_span))) => {
                self.rest_of_line(false);
                self.after_else(span, "elif", else_span);
                self.skip_group();
            }
            // A group was taken: the rest are skipped unevaluated.
            Some((true, None)) => {
                self.rest_of_line(false);
                self.skip_group();
            }
            Some((false, None)) => {
                let line = self.rest_of_line(true);
                if self.condition(line, span, "elif") {
                    if let Some(c) = self.cond() {
                        c.taken = true;
                    }
                } else {
                    self.skip_group();
                }
            }
        }
    }

    fn else_(&mut self, span: Span) {
        let line = self.rest_of_line(false);
        self.extra_tokens(&line, "else");
        match self.cond().map(|c| (c.taken, c.else_span)) {
            None => self.without_if(span, "else"),
            Some((_, Some(else_span))) => {
                self.after_else(span, "else", else_span);
                self.skip_group();
            }
            Some((taken, None)) => {
                if let Some(c) = self.cond() {
                    c.else_span = Some(span);
                    c.taken = true;
                }
                if taken {
                    self.skip_group();
                }
            }
        }
    }

    fn endif(&mut self, span: Span) {
        let line = self.rest_of_line(false);
        self.extra_tokens(&line, "endif");
        if self.frames.last_mut().and_then(|f| f.conds.pop()).is_none() {
            self.without_if(span, "endif");
        }
    }

    /// Skips to the `#elif`, `#else` or `#endif` that continues the current
    /// group (left for the directive loop to run) or to the end of the file.
    fn skip_group(&mut self) {
        let Some(frame) = self.frames.last_mut() else { return };
        let tokens = &frame.lexed.tokens;
        let mut depth = 0usize;
        let mut i = frame.pos;
        while let Some(t) = tokens.get(i) {
            if t.kind == TokenKind::Eof {
                break;
            }
            if t.at_line_start && t.kind == TokenKind::Punct(Punct::Hash) {
                let name = match tokens.get(i + 1) {
                    Some(Token { kind: TokenKind::Ident(name), at_line_start: false, .. }) => name.as_str(),
                    _ => "",
                };
                match name {
                    "if" | "ifdef" | "ifndef" => depth += 1,
                    "elif" | "else" | "endif" if depth == 0 => break,
                    "endif" => depth -= 1,
                    _ => {}
                }
            }
            i += 1;
        }
        frame.pos = i;
    }

    fn include(&mut self, span: Span) {
        let line = self.rest_of_line(false);
        // `"name"` and `<name>` are taken as written (backslashes are not
        // escapes); anything else is macro-expanded first.
        let written =
            matches!(line.first().map(|t| &t.kind), Some(TokenKind::StringLit(_) | TokenKind::Punct(Punct::Lt)));
        let tokens = if written { line } else { self.expand_line(line) };
        let Some((name, used)) = self.header_name(&tokens) else {
            let (at, from) = tokens.first().map_or((span, None), |t| (t.span, t.expansion));
            let d = Diagnostic::error("E15102", at, "expected \"FILE\" or <FILE> after '#include'");
            self.report(d, from);
            return;
        };
        self.extra_tokens(&tokens[used..], "include");
        let name_span = tokens[0].span.to(tokens[used - 1].span);
        let Some(file) = self.resolve(&name) else {
            let d = Diagnostic::error("E15300", name_span, format!("cannot find include file '{name}'"));
            self.report(d, tokens[0].expansion);
            return;
        };
        if self.once.contains(&file) {
            return;
        }
        if let Some(k) = self.frames.iter().position(|f| f.file == file) {
            let chain: Vec<&str> = self.frames[k..]
                .iter()
                .chain(&self.frames[k..k + 1])
                .map(|f| self.sources.file(f.file).name.as_str())
                .collect();
            let d = Diagnostic::error("E15700", name_span, format!("recursive include of '{name}'"))
                .with_note(format!("include chain: {}", chain.join(" -> ")));
            self.diags.push(d);
            return;
        }
        if self.frames.len() >= self.opts.max_include_depth {
            let limit = self.opts.max_include_depth;
            let d = Diagnostic::error("E15701", name_span, format!("#include nested more than {limit} deep"));
            self.diags.push(d);
            return;
        }
        self.push_file(file, true);
    }

    /// The file name of an `#include` and how many tokens spell it.
    fn header_name(&self, tokens: &[Token]) -> Option<(String, usize)> {
        let first = tokens.first()?;
        match first.kind {
            TokenKind::StringLit(_) => {
                let spelled = token_spelling(self.sources, first);
                let name = spelled.strip_prefix('"')?.strip_suffix('"')?;
                Some((name.to_string(), 1))
            }
            TokenKind::Punct(Punct::Lt) => {
                let close = tokens.iter().position(|t| t.kind == TokenKind::Punct(Punct::Gt))?;
                let mut name = String::new();
                for (k, t) in tokens[1..close].iter().enumerate() {
                    if k > 0 && t.leading_space {
                        name.push(' ');
                    }
                    name += &token_spelling(self.sources, t);
                }
                Some((name, close + 1))
            }
            _ => None,
        }
    }

    /// Finds an included file: next to the including file, then in the
    /// `-I` directories.
    fn resolve(&mut self, name: &str) -> Option<FileId> {
        let here = self
            .frames
            .last()
            .and_then(|f| Path::new(&self.sources.file(f.file).name).parent().map(Path::to_path_buf))
            .unwrap_or_default();
        let opts = self.opts;
        for dir in std::iter::once(&here).chain(&opts.include_dirs) {
            let path = normalize(&dir.join(name));
            if let Some(&id) = self.path_ids.get(&path) {
                return Some(id);
            }
            if let Some(text) = self.loader.load(&path) {
                let id = self.sources.add(path.to_string_lossy(), text);
                self.path_ids.insert(path, id);
                return Some(id);
            }
        }
        None
    }

    /// `#line N ["name"]`, recorded in the source map for the lines after it.
    fn line(&mut self, span: Span) {
        let raw = self.rest_of_line(true);
        // A bare `#line` is `#line default`, as in slangc.
        let Some(last) = raw.last() else {
            let offset = end_of_line(&self.sources.file(span.file).text, span.hi as usize) as u32;
            self.sources.add_line_reset(span.file, offset);
            return;
        };
        let (file, end) = (last.span.file, last.span.hi);
        // `#line default`: back to the physical lines (HLSL's and Slang's form).
        if let [Token { kind: TokenKind::Ident(w), .. }, rest @ ..] = raw.as_slice() {
            if w == "default" {
                let rest = rest.to_vec();
                self.extra_tokens(&rest, "line");
                let offset = end_of_line(&self.sources.file(file).text, end as usize) as u32;
                self.sources.add_line_reset(file, offset);
                return;
            }
        }
        let tokens = self.expand_line(raw);
        let number = match tokens.first() {
            Some(t @ Token { kind: TokenKind::IntLit { value, .. }, .. })
                if *value <= 2_147_483_647 && token_spelling(self.sources, t).bytes().all(|b| b.is_ascii_digit()) =>
            {
                *value as u32
            }
            first => {
                let (at, from) = first.map_or((span, None), |t| (t.span, t.expansion));
                let d = Diagnostic::error("E15102", at, "expected a line number (0 to 2147483647) after '#line'");
                self.report(d, from);
                return;
            }
        };
        let (name, used) = match tokens.get(1).map(|t| &t.kind) {
            Some(TokenKind::StringLit(name)) => (Some(name.clone()), 2),
            _ => (None, 1),
        };
        self.extra_tokens(&tokens[used..], "line");
        let offset = end_of_line(&self.sources.file(file).text, end as usize) as u32;
        self.sources.add_line_mark(file, offset, number, name);
    }

    fn pragma(&mut self, span: Span) {
        let line = self.rest_of_line(false);
        if !matches!(line.first().map(|t| &t.kind), Some(TokenKind::Ident(n)) if n == "once") {
            return; // other pragmas are for other tools
        }
        let Some(frame) = self.frames.last() else { return };
        if !frame.included {
            self.diags.push(Diagnostic::warning("E15602", span, "'#pragma once' in the main file"));
        } else {
            self.once.insert(frame.file);
        }
    }

    /// `#error` and `#warning`: the rest of the line, as written, is the
    /// message.
    fn message(&mut self, span: Span, error: bool) {
        let line = self.rest_of_line(false);
        let (text, span) = match (line.first(), line.last()) {
            (Some(a), Some(b)) if a.span.file == b.span.file => {
                let text = self.sources.text(Span::new(a.span.file, a.span.lo, b.span.hi));
                (remove_continuations(text).trim().to_string(), span.to(b.span))
            }
            _ => (String::new(), span),
        };
        let d = if error {
            Diagnostic::error("E15900", span, format!("#error: {text}"))
        } else {
            Diagnostic::warning("E15901", span, format!("#warning: {text}"))
        };
        self.diags.push(d);
    }
}

/// The offset just past the newline that ends the logical line going on
/// at `from` (after the last token of a directive: only whitespace,
/// comments and continuations can follow), or the end of the text.
fn end_of_line(text: &str, from: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => return i + 1,
            b'\\' if continuation_len(bytes, i) > 0 => i += continuation_len(bytes, i),
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(bytes.len(), |k| i + 2 + k + 2);
            }
            _ => i += 1,
        }
    }
    bytes.len()
}
