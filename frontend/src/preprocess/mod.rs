//! The preprocessor: lexed files in, the token stream the parser reads out.
//!
//! It works on tokens, not text. Directives are found where a `#` token
//! has `at_line_start` (in file tokens only, never in macro output) and end
//! before the next such token. Macro expansion follows the C standard:
//! arguments are fully expanded before substitution except next to `#` and
//! `##`, and the result is rescanned together with the rest of the input.
//! A function-like macro name not followed by `(` is an ordinary
//! identifier (a directive line in between also ends the search for `(`).
//!
//! Blue paint works as in GCC: an expansion's tokens go onto the stream
//! above a marker for its end, the macro is disabled until the marker is
//! read, and a name read while its macro is disabled is painted and never
//! expands. That costs O(1) per token, where hide sets grow with the depth
//! of nested expansions (quadratic on a long `#define aN aN-1` chain).
//!
//! Every output token keeps its spelling span (in the macro definition, in
//! the argument, or, for tokens the preprocessor makes with `##`, `#` and
//! `__LINE__`, in a scratch file `<scratch>` appended to the source map)
//! and names the innermost [`Expansion`] it came out of. An argument token
//! takes the expansion it is substituted into unless a nested expansion
//! produced it. Diagnostics about tokens from expansions get one label per
//! expansion, innermost first ("in expansion of macro `M`").
//!
//! `#line N ["name"]` is recorded in the [`SourceMap`]
//! ([`SourceMap::add_line_mark`]), so every later diagnostic
//! (`render_short`), `__LINE__` and `__FILE__` use the presumed location.
//!
//! Predefined macros: `__SLANG__` and `__HLSL__` (1 and 0 for a Slang
//! file, 0 and 1 for an `.hlsl` one: both always defined, as in slangc),
//! `__SLANG_COMPILER__` (1), `__HLSL_VERSION` (2018, the HLSL level Slang
//! accepts), and the dynamic
//! `__LINE__`, `__FILE__` and `__COUNTER__`. `-D` definitions come first
//! and override the predefined values.
//!
//! Work is bounded: the tokens macro expansions produce, and the argument
//! tokens they rescan, are counted against a budget of
//! [`PpOptions::max_expanded_tokens`] plus [`BUDGET_PER_TOKEN`] for each
//! token read from a file (so the work is linear in the input, and large
//! sources never meet the limit); macro arguments nest at most
//! [`MAX_ARG_NESTING`] deep and `#include` [`PpOptions::max_include_depth`]
//! deep. Past a limit the preprocessor reports once and stops expanding
//! macros, so exponential macros cost a diagnostic, not a hang.
//!
//! Diagnostic codes (Slang's numbers where Slang has the error; E157xx are
//! nanoslang's own):
//! - E15000 end of file inside a conditional (at the `#if`)
//! - E15001 `#elif`, `#else` or `#endif` without `#if`
//! - E15002 `#elif` or `#else` after `#else`
//! - E15100 expected a directive name after `#`
//! - E15101 unknown preprocessor directive
//! - E15102 expected a macro name, file name or line number in a directive
//! - E15103 unexpected tokens after a directive (warning)
//! - E15200 expected `)` or `:` in a preprocessor expression
//! - E15201 syntax error in a preprocessor expression
//! - E15202 division by zero in a preprocessor expression
//! - E15203 expected a macro name after `defined`
//! - E15204 `#if` or `#elif` without an expression
//! - E15300 include file not found
//! - E15400 macro redefined with a different body (warning)
//! - E15403 malformed macro parameter list
//! - E15404 redefining or undefining a builtin macro (warning)
//! - E15405 `##` at the start of a macro body
//! - E15406 `##` at the end of a macro body
//! - E15407 `#` not followed by a macro parameter
//! - E15408 duplicate macro parameter
//! - E15409 `...` not the last macro parameter
//! - E15500 unterminated macro argument list
//! - E15501 wrong number of macro arguments
//! - E15503 `##` pasted an invalid token
//! - E15602 `#pragma once` in the main file (warning)
//! - E15700 recursive `#include` (the chain is a note)
//! - E15701 `#include` nested too deeply
//! - E15702 macro expansion produced too many tokens
//! - E15703 macro arguments nested too deeply
//! - E15704 `defined` used as a macro name
//! - E15705 preprocessor expression nested too deeply
//! - E15706 `#` produced an invalid string literal
//! - E15900 `#error`
//! - E15901 `#warning` (warning)

mod directive;
mod expand;
mod expr;
mod print;

pub use print::print_tokens;

use crate::diag::{Diagnostic, Diagnostics};
use crate::lexer::{self, Lexed};
use crate::source::{FileId, SourceMap, Span};
use crate::token::{ExpansionId, Punct, Token, TokenKind};
use expand::Macro;
use rustc_hash::{FxHashMap, FxHashSet};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

/// Macro arguments nest at most this deep (`f(f(f(...)))`): each level is
/// a recursive pre-expansion, so the limit keeps the stack bounded.
pub const MAX_ARG_NESTING: usize = 64;

/// Each token read from a file adds this much to the expansion budget.
pub const BUDGET_PER_TOKEN: usize = 8;

/// Where `#include` finds files.
pub trait IncludeLoader {
    /// The text of the file at `path`, if there is one.
    fn load(&self, path: &Path) -> Option<String>;
}

/// Reads included files from disk; bytes that are not UTF-8 become U+FFFD.
pub struct FsLoader;

impl IncludeLoader for FsLoader {
    fn load(&self, path: &Path) -> Option<String> {
        std::fs::read(path).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
    }
}

/// Files held in memory, by path (for tests, fuzzing and tools that have
/// their sources in memory). Paths match after lexical normalization
/// (`a/./b/../c.h` is `a/c.h`).
#[derive(Default)]
pub struct MemoryLoader {
    files: FxHashMap<PathBuf, String>,
}

impl MemoryLoader {
    pub fn new() -> MemoryLoader {
        MemoryLoader::default()
    }
    pub fn with(mut self, path: impl AsRef<Path>, text: impl Into<String>) -> MemoryLoader {
        self.files.insert(normalize(path.as_ref()), text.into());
        self
    }
}

impl IncludeLoader for MemoryLoader {
    fn load(&self, path: &Path) -> Option<String> {
        self.files.get(&normalize(path)).cloned()
    }
}

pub struct PpOptions {
    /// `-D NAME[=VALUE]`, in command-line order; `None` defines NAME as
    /// `1`. NAME may be `F(x)`, defining a function-like macro.
    pub defines: Vec<(String, Option<String>)>,
    /// `-I` directories, searched in order after the including file's own
    /// directory (for `"x"` and `<x>` alike, as Slang does).
    pub include_dirs: Vec<PathBuf>,
    /// Where included files come from; `None` reads the file system.
    pub include_loader: Option<Box<dyn IncludeLoader>>,
    /// The deepest `#include` nesting allowed; the main file is depth 1.
    pub max_include_depth: usize,
    /// The expansion budget before any file token is read (see the
    /// module documentation).
    pub max_expanded_tokens: usize,
    /// `-allow-glsl`: GLSL syntax and built-ins (also selected by a
    /// `#version` directive in the file).
    pub allow_glsl: bool,
    /// `-std VERSION`: the language version until a `#language`
    /// directive selects another.
    pub language: Option<String>,
}

impl Default for PpOptions {
    fn default() -> PpOptions {
        PpOptions {
            defines: Vec::new(),
            include_dirs: Vec::new(),
            include_loader: None,
            max_include_depth: 200,
            max_expanded_tokens: 1 << 20,
            allow_glsl: false,
            language: None,
        }
    }
}

/// One macro invocation.
#[derive(Clone, Debug, PartialEq)]
pub struct Expansion {
    pub macro_name: String,
    /// The invocation: the macro name, through the `)` for a function-like
    /// macro when both lie in the same file and expansion.
    pub site: Span,
    /// The expansion the invocation itself came out of.
    pub parent: Option<ExpansionId>,
}

pub struct PpOutput {
    /// The tokens for the parser, ending with [`TokenKind::Eof`].
    pub tokens: Vec<Token>,
    /// Indexed by [`ExpansionId`]; a parent always precedes its children.
    pub expansions: Vec<Expansion>,
    /// The version a `#language` directive selects (`2025`, `2026`,
    /// `202c`): its last word.
    pub language: Option<String>,
    /// A `#version` directive was seen: the file is GLSL (Slang's GLSL
    /// compatibility mode).
    pub glsl: bool,
}

impl PpOutput {
    /// Adds "in expansion of macro `M`" labels for the chain of expansions
    /// starting at `from` (a token's `expansion`), for any phase's
    /// diagnostics about preprocessed tokens.
    pub fn with_expansion_labels(&self, d: Diagnostic, from: Option<ExpansionId>) -> Diagnostic {
        with_expansion_labels(&self.expansions, d, from)
    }
}

/// At most this many expansion labels; deeper chains end with a note.
const MAX_LABELS: usize = 16;

fn with_expansion_labels(expansions: &[Expansion], mut d: Diagnostic, from: Option<ExpansionId>) -> Diagnostic {
    let mut next = from;
    let mut more = 0;
    while let Some(e) = next.and_then(|id| expansions.get(id.0 as usize)) {
        if d.labels.len() < MAX_LABELS {
            d.labels.push((e.site, format!("in expansion of macro `{}`", e.macro_name)));
        } else {
            more += 1;
        }
        next = e.parent;
    }
    if more > 0 {
        d.notes.push(format!("and {more} more enclosing macro expansions"));
    }
    d
}

/// Preprocesses `file`: runs its directives, expands its macros and reads
/// its includes (added to `sources`).
pub fn preprocess(sources: &mut SourceMap, file: FileId, opts: &PpOptions, diags: &mut Diagnostics) -> PpOutput {
    let loader: &dyn IncludeLoader = opts.include_loader.as_deref().unwrap_or(&FsLoader);
    let pp = Pp {
        sources,
        diags,
        opts,
        loader,
        frames: Vec::new(),
        lexed_files: FxHashMap::default(),
        path_ids: FxHashMap::default(),
        once: FxHashSet::default(),
        macros: FxHashMap::default(),
        name_ids: FxHashMap::default(),
        active: Vec::new(),
        active_total: 0,
        expansions: Vec::new(),
        scratch: None,
        counter: 0,
        budget: opts.max_expanded_tokens,
        stopped: false,
        nesting: 0,
        eof: None,
        language: opts.language.clone(),
        glsl: false,
    };
    pp.run(file)
}

/// The `-D` definitions, then the predefined macros they do not override,
/// as the text of a file of `#define`s.
/// `hlsl`: the main file is HLSL (`.hlsl`), which sets `__HLSL__` to 1 and
/// `__SLANG__` to 0, as slangc does by the file's language.
fn predefined_text(opts: &PpOptions, hlsl: bool) -> String {
    // A line break in a name or value would end the directive early, and a
    // trailing backslash would join the next one.
    let clean = |s: &str| {
        let s = s.replace(['\n', '\r'], " ");
        if s.ends_with('\\') {
            s + " "
        } else {
            s
        }
    };
    let mut text = String::new();
    // `-D NAME` without a value defines NAME as nothing, as slangc does.
    for (name, value) in &opts.defines {
        text += &format!("#define {} {}\n", clean(name), clean(value.as_deref().unwrap_or("")));
    }
    let (slang, hlsl) = if hlsl { ("0", "1") } else { ("1", "0") };
    for (name, value) in
        [("__SLANG__", slang), ("__HLSL__", hlsl), ("__SLANG_COMPILER__", "1"), ("__HLSL_VERSION", "2018")]
    {
        if !opts.defines.iter().any(|(n, _)| n == name) {
            text += &format!("#define {name} {value}\n");
        }
    }
    text
}

/// A path with `.` removed and `..` applied lexically, so that one file
/// reached two ways is loaded (and `#pragma once`d) once.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.components().next_back(), Some(Component::Normal(_))) => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

/// A token and its blue paint: a name read inside its own macro's
/// expansion never expands (C11 6.10.3.4p2), wherever it goes later.
#[derive(Clone, Debug)]
struct PTok {
    tok: Token,
    painted: bool,
}

impl PTok {
    fn new(tok: Token) -> PTok {
        PTok { tok, painted: false }
    }
}

/// What a stream holds: tokens, and the end of an expansion (the macro,
/// by name id), where its macro can expand again.
enum Entry {
    Tok(PTok),
    End(u32),
}

/// Where tokens are read from: `stack` (top first), then, for the main
/// stream, the open files.
struct Stream {
    stack: Vec<Entry>,
    files: bool,
    /// An empty expansion stood here: the next token inherits its
    /// whitespace (so `-E` output keeps line breaks and spaces).
    pending_space: bool,
    pending_line: bool,
}

impl Stream {
    fn list(tokens: Vec<PTok>) -> Stream {
        let stack = tokens.into_iter().rev().map(Entry::Tok).collect();
        Stream { stack, files: false, pending_space: false, pending_line: false }
    }
}

/// An open file.
struct Frame {
    file: FileId,
    lexed: Rc<Lexed>,
    pos: usize,
    /// The first of `lexed.diags` not yet reported or dropped.
    next_diag: usize,
    conds: Vec<Cond>,
    /// Opened by `#include` (not the main or predefined file).
    included: bool,
}

impl Frame {
    /// The next token (the lexer always ends a file with Eof, and `pos`
    /// never passes it).
    fn peek(&self) -> &Token {
        let t = &self.lexed.tokens;
        &t[self.pos.min(t.len() - 1)]
    }

    /// Takes the next token, reporting the lexer's diagnostics for it if
    /// `report` (and dropping those of tokens skipped before it).
    fn take(&mut self, diags: &mut Diagnostics, report: bool) -> Token {
        let tok = self.peek().clone();
        let i = self.pos as u32;
        if tok.kind != TokenKind::Eof {
            self.pos += 1;
        }
        while let Some((j, d)) = self.lexed.diags.get(self.next_diag) {
            if *j > i {
                break;
            }
            if *j == i && report {
                diags.push(d.clone());
            }
            self.next_diag += 1;
        }
        tok
    }

    /// Whether the next token is on the current directive line.
    fn on_line(&self) -> bool {
        let t = self.peek();
        !t.at_line_start && t.kind != TokenKind::Eof
    }
}

/// An open `#if` group.
struct Cond {
    /// The `#if`/`#ifdef`/`#ifndef` directive.
    span: Span,
    directive: &'static str,
    /// Some group of this conditional is or was being taken.
    taken: bool,
    else_span: Option<Span>,
}

struct Pp<'a> {
    sources: &'a mut SourceMap,
    diags: &'a mut Diagnostics,
    opts: &'a PpOptions,
    loader: &'a dyn IncludeLoader,
    frames: Vec<Frame>,
    /// Each file's tokens, lexed once however often it is included.
    lexed_files: FxHashMap<FileId, Rc<Lexed>>,
    /// Loaded files by normalized path.
    path_ids: FxHashMap<PathBuf, FileId>,
    /// Files that said `#pragma once`.
    once: FxHashSet<FileId>,
    macros: FxHashMap<String, Rc<Macro>>,
    /// Macro names as small numbers.
    name_ids: FxHashMap<String, u32>,
    /// By name id: how many of the macro's expansions are being read (it
    /// is disabled while any is).
    active: Vec<u32>,
    /// The sum of `active`, to skip the paint check when nothing is.
    active_total: usize,
    expansions: Vec<Expansion>,
    scratch: Option<FileId>,
    counter: u64,
    /// Tokens expansions may still produce.
    budget: usize,
    /// A limit was hit and reported: macros no longer expand.
    stopped: bool,
    /// Nesting of argument pre-expansion.
    nesting: usize,
    /// The main file's Eof, once reached.
    eof: Option<Token>,
    /// What `#language` selected.
    pub(super) language: Option<String>,
    /// What `#version` selected: GLSL mode.
    pub(super) glsl: bool,
}

impl Pp<'_> {
    fn run(mut self, main: FileId) -> PpOutput {
        self.define_builtins();
        let main_path = normalize(Path::new(&self.sources.file(main).name));
        self.path_ids.insert(main_path, main);
        self.push_file(main, false);
        let hlsl = Path::new(&self.sources.file(main).name).extension().is_some_and(|e| e.eq_ignore_ascii_case("hlsl"));
        let predefined = self.sources.add("<predefined>", predefined_text(self.opts, hlsl));
        self.push_file(predefined, false);
        let mut main_stream = Stream { stack: Vec::new(), files: true, pending_space: false, pending_line: false };
        let mut tokens = Vec::new();
        while let Some(t) = self.expand_next(&mut main_stream) {
            if let Some(d) = lexer::illegal_char(&t.tok) {
                self.report(d, t.tok.expansion);
            }
            tokens.push(t.tok);
        }
        let end = self.sources.file(main).text.len() as u32;
        tokens.push(self.eof.take().unwrap_or(Token {
            kind: TokenKind::Eof,
            span: Span::new(main, end, end),
            expansion: None,
            leading_space: true,
            at_line_start: true,
        }));
        PpOutput { tokens, expansions: self.expansions, language: self.language, glsl: self.glsl }
    }

    /// Reports `d`, labelled with the expansions of the token it is about.
    fn report(&mut self, d: Diagnostic, from: Option<ExpansionId>) {
        let d = with_expansion_labels(&self.expansions, d, from);
        self.diags.push(d);
    }

    fn push_file(&mut self, file: FileId, included: bool) {
        let sources = &*self.sources;
        let lexed = self
            .lexed_files
            .entry(file)
            .or_insert_with(|| Rc::new(lexer::lex_deferred(file, &sources.file(file).text, 0)))
            .clone();
        self.frames.push(Frame { file, lexed, pos: 0, next_diag: 0, conds: Vec::new(), included });
    }

    /// The next token of a stream, unexpanded but painted if its macro is
    /// disabled.
    fn next_raw(&mut self, s: &mut Stream) -> Option<PTok> {
        let mut t = loop {
            match s.stack.pop() {
                Some(Entry::Tok(t)) => break t,
                Some(Entry::End(id)) => self.end_expansion(id),
                None if s.files => break self.next_file_token()?,
                None => return None,
            }
        };
        if s.pending_space || s.pending_line {
            t.tok.leading_space |= s.pending_space;
            t.tok.at_line_start |= s.pending_line;
            (s.pending_space, s.pending_line) = (false, false);
        }
        if self.active_total > 0 && !t.painted {
            if let TokenKind::Ident(name) = &t.tok.kind {
                t.painted = self.macros.get(name).is_some_and(|m| self.is_active(m.id()));
            }
        }
        Some(t)
    }

    fn is_active(&self, id: u32) -> bool {
        self.active.get(id as usize).is_some_and(|&n| n > 0)
    }

    fn end_expansion(&mut self, id: u32) {
        if let Some(n) = self.active.get_mut(id as usize) {
            *n = n.saturating_sub(1);
            self.active_total = self.active_total.saturating_sub(1);
        }
    }

    /// Whether the next token of a stream satisfies `f` (without taking
    /// it; expansion ends before it are passed).
    fn next_is(&mut self, s: &mut Stream, f: impl Fn(&TokenKind) -> bool) -> bool {
        loop {
            match s.stack.last() {
                Some(Entry::End(id)) => {
                    let id = *id;
                    s.stack.pop();
                    self.end_expansion(id);
                }
                Some(Entry::Tok(t)) => return f(&t.tok.kind),
                None if s.files => return self.frames.last().is_some_and(|frame| f(&frame.peek().kind)),
                None => return false,
            }
        }
    }

    /// The next token from the open files, running the directives on the
    /// way; `None` at the end of the main file.
    fn next_file_token(&mut self) -> Option<PTok> {
        loop {
            let frame = self.frames.last_mut()?;
            let t = frame.peek();
            match t.kind {
                TokenKind::Eof => self.end_file(),
                TokenKind::Punct(Punct::Hash) if t.at_line_start => self.directive(),
                _ => {
                    self.budget = self.budget.saturating_add(BUDGET_PER_TOKEN);
                    return Some(PTok::new(frame.take(self.diags, true)));
                }
            }
        }
    }

    /// Closes the current file, reporting its open conditionals.
    fn end_file(&mut self) {
        let Some(mut frame) = self.frames.pop() else { return };
        let eof = frame.take(self.diags, true);
        for c in frame.conds.iter().rev() {
            let d = Diagnostic::error(
                "E15000",
                c.span,
                format!("unterminated '#{}': the file ends before its '#endif'", c.directive),
            )
            .with_label(eof.span, "file ends here");
            self.diags.push(d);
        }
        if self.frames.is_empty() {
            self.eof = Some(eof);
        }
    }

    /// Appends text to the scratch file and returns the span it takes.
    fn scratch(&mut self, text: &str) -> Span {
        let file = *self.scratch.get_or_insert_with(|| self.sources.add("<scratch>", ""));
        let lo = self.sources.append(file, text);
        self.sources.append(file, "\n");
        Span::new(file, lo, lo + text.len() as u32)
    }
}
