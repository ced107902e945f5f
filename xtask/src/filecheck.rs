//! FileCheck: checks a text against the `CHECK:` lines of a check file, with
//! the semantics LLVM's FileCheck documents.
//!
//! Directives: `CHECK:`, `CHECK-NEXT:`, `CHECK-SAME:`, `CHECK-NOT:`,
//! `CHECK-LABEL:`, `CHECK-DAG:`, `CHECK-EMPTY:`, `CHECK-COUNT-<n>:` (the
//! pattern `n` times, as `n` `CHECK:` lines would; for every prefix given).
//! Patterns are literal text with `{{regex}}` blocks, `[[VAR:regex]]`
//! captures, `[[VAR]]` uses and `[[@LINE]]` / `[[@LINE+N]]` / `[[@LINE-N]]`
//! (the check line's number). Lines where `RUN:` or `COM:` comes before a
//! directive are ignored.
//!
//! Unless `--strict-whitespace` is given, runs of spaces and tabs in the input
//! are collapsed to one space, and so are those in the literal parts of
//! patterns, so any run of blanks in a pattern matches any run in the input.

use crate::regex::{self, Node};
use std::collections::HashMap;
use std::fmt::Write;

/// Stack for matching: the regex engine recurses once per pattern element.
pub const MATCH_STACK_BYTES: usize = 256 << 20;

/// Lines of input shown under "scanning from here".
const EXCERPT_LINES: usize = 5;

pub struct Options {
    pub prefixes: Vec<String>,
    /// Prefixes other checks of the same file use (Slang's test files give
    /// each TEST line its own, `CHECK` and `CHECK-HLSL`): a line of one of
    /// them is not a misspelled directive of `prefixes`, only not ours.
    pub other_prefixes: Vec<String>,
    pub strict_whitespace: bool,
    pub allow_empty: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            prefixes: vec!["CHECK".to_string()],
            other_prefixes: Vec::new(),
            strict_whitespace: false,
            allow_empty: false,
        }
    }
}

/// Why a check did not pass.
#[derive(Debug, PartialEq)]
pub enum Error {
    /// The input does not satisfy the checks (exit code 1).
    Mismatch(String),
    /// The check file or the command line is wrong (exit code 2).
    Invalid(String),
}

/// Checks `input` against the directives in `check_text`. The names are only
/// used in messages.
pub fn check(
    check_name: &str,
    check_text: &str,
    input_name: &str,
    input: &str,
    options: &Options,
) -> Result<(), Error> {
    let strings = parse_check_file(check_name, check_text, options).map_err(Error::Invalid)?;
    if input.is_empty() && !options.allow_empty {
        return Err(Error::Mismatch(format!(
            "{input_name}: error: the input is empty (pass --allow-empty if that is expected)\n"
        )));
    }
    let input = Input::new(input_name, input, options.strict_whitespace);
    let mut checker = Checker { check_name, input: &input, vars: HashMap::new(), report: String::new() };
    if checker.run(&strings) {
        Ok(())
    } else {
        Err(Error::Mismatch(checker.report))
    }
}

const USAGE: &str = "usage: FileCheck CHECK-FILE [--check-prefix=P]... [--check-prefixes=A,B] [--input-file=F]
                 [--allow-empty] [--strict-whitespace]
Reads the input from --input-file or stdin and checks it against the CHECK lines
of CHECK-FILE. Exit code 0: pass, 1: the input does not match, 2: bad usage or check file.";

/// The `FileCheck` command; returns the process exit code.
pub fn main(args: Vec<String>) -> i32 {
    let result = std::thread::Builder::new().stack_size(MATCH_STACK_BYTES).spawn(move || run_command(&args));
    let outcome = match result {
        Ok(handle) => handle.join().unwrap_or_else(|_| Err(Error::Invalid("FileCheck: internal error".into()))),
        Err(e) => Err(Error::Invalid(format!("FileCheck: cannot start the matching thread: {e}\n"))),
    };
    match outcome {
        Ok(()) => 0,
        Err(Error::Mismatch(message)) => {
            eprint!("{message}");
            1
        }
        Err(Error::Invalid(message)) => {
            eprint!("{message}");
            2
        }
    }
}

fn run_command(args: &[String]) -> Result<(), Error> {
    let invalid = |message: String| Error::Invalid(format!("FileCheck: {message}\n{USAGE}\n"));
    let mut check_file = None;
    let mut input_file = None;
    let mut prefixes = Vec::new();
    let mut options = Options { prefixes: Vec::new(), ..Options::default() };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // LLVM accepts both `-flag` and `--flag`, with `=` or a separate value.
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')).filter(|f| !f.is_empty());
        let Some(flag) = flag else {
            if check_file.replace(arg.clone()).is_some() {
                return Err(invalid(format!("more than one check file given ('{arg}')")));
            }
            continue;
        };
        let (name, inline_value) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (flag, None),
        };
        let mut value = || -> Result<String, Error> {
            match inline_value.clone().or_else(|| args.next().cloned()) {
                Some(v) => Ok(v),
                None => Err(invalid(format!("option '{arg}' needs a value"))),
            }
        };
        match name {
            "check-prefix" => prefixes.push(value()?),
            "check-prefixes" => prefixes.extend(value()?.split(',').map(str::to_string)),
            "input-file" => input_file = Some(value()?),
            "allow-empty" => options.allow_empty = true,
            "strict-whitespace" => options.strict_whitespace = true,
            "h" | "help" => return Err(Error::Invalid(format!("{USAGE}\n"))),
            _ => return Err(invalid(format!("unknown option '{arg}'"))),
        }
    }
    let Some(check_file) = check_file else { return Err(invalid("no check file given".into())) };
    if prefixes.is_empty() {
        prefixes.push("CHECK".into());
    }
    for (i, prefix) in prefixes.iter().enumerate() {
        let valid = prefix.starts_with(|c: char| c.is_ascii_alphabetic())
            && prefix.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid {
            return Err(invalid(format!(
                "check prefix '{prefix}' must start with a letter and contain only letters, digits, '-' and '_'"
            )));
        }
        if prefixes[..i].contains(prefix) {
            return Err(invalid(format!("check prefix '{prefix}' given twice")));
        }
    }
    options.prefixes = prefixes;
    let check_text = std::fs::read_to_string(&check_file)
        .map_err(|e| Error::Invalid(format!("FileCheck: cannot read check file '{check_file}': {e}\n")))?;
    let (input_name, input) = match input_file.as_deref() {
        None | Some("-") => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
                .map_err(|e| Error::Invalid(format!("FileCheck: cannot read stdin: {e}\n")))?;
            ("<stdin>".to_string(), String::from_utf8_lossy(&bytes).into_owned())
        }
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| Error::Invalid(format!("FileCheck: cannot read input file '{path}': {e}\n")))?;
            (path.to_string(), String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    check(&check_file, &check_text, &input_name, &input, &options)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Label,
    Dag,
    Empty,
}

/// What may follow a check prefix; each ends with `:`, so at most one fits.
const SUFFIXES: [(&str, Kind); 7] = [
    (":", Kind::Plain),
    ("-NEXT:", Kind::Next),
    ("-SAME:", Kind::Same),
    ("-NOT:", Kind::Not),
    ("-LABEL:", Kind::Label),
    ("-DAG:", Kind::Dag),
    ("-EMPTY:", Kind::Empty),
];

/// Prefixes whose lines are comments even when a check prefix follows.
const COMMENT_PREFIXES: [&str; 2] = ["RUN", "COM"];

struct Directive {
    kind: Kind,
    /// The directive as written, e.g. `CHECK-NEXT`.
    name: String,
    pattern: Pattern,
    /// 1-based line in the check file.
    line: usize,
    /// 1-based column (in chars) where the pattern starts.
    column: usize,
    /// The whole check-file line, for messages.
    source: String,
}

/// A positive check with the `CHECK-DAG`/`CHECK-NOT` directives before it;
/// `check` is `None` for the implicit end-of-input check after the last one.
struct CheckString {
    dag_nots: Vec<Directive>,
    check: Option<Directive>,
}

impl CheckString {
    fn is_label(&self) -> bool {
        self.check.as_ref().is_some_and(|d| d.kind == Kind::Label)
    }
}

#[derive(Clone)]
struct Pattern {
    pieces: Vec<Piece>,
}

#[derive(Clone)]
enum Piece {
    /// Literal text, whitespace already canonicalised.
    Text(String),
    Regex(Node),
    Define {
        name: String,
        node: Node,
    },
    Use(String),
}

/// A pattern ready to match, with the current variable values substituted.
struct Compiled {
    node: Node,
    /// The variables the pattern defines; the index is the capture slot.
    defs: Vec<String>,
}

impl Pattern {
    /// Builds the matcher; fails with the name of an undefined variable.
    fn compile(&self, vars: &HashMap<String, String>) -> Result<Compiled, String> {
        let mut items = Vec::new();
        let mut defs: Vec<String> = Vec::new();
        for piece in &self.pieces {
            items.push(match piece {
                Piece::Text(text) => Node::Literal(text.chars().collect()),
                Piece::Regex(node) => node.clone(),
                Piece::Define { name, node } => {
                    defs.push(name.clone());
                    Node::Capture { node: Box::new(node.clone()), slot: defs.len() - 1 }
                }
                // A variable defined earlier on the same line refers to what
                // this match captured, not to the previous value.
                Piece::Use(name) => match defs.iter().rposition(|n| n == name) {
                    Some(slot) => Node::Backref(slot),
                    None => match vars.get(name) {
                        Some(value) => Node::Literal(value.chars().collect()),
                        None => return Err(name.clone()),
                    },
                },
            });
        }
        Ok(Compiled { node: Node::Concat(items), defs })
    }

    fn uses(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|p| match p {
            Piece::Use(name) => Some(name.as_str()),
            _ => None,
        })
    }

    fn defines_variables(&self) -> bool {
        self.pieces.iter().any(|p| matches!(p, Piece::Define { .. }))
    }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// Where a directive sits on a line of the check file.
struct DirectiveMatch {
    /// Byte offset where the prefix starts.
    start: usize,
    /// Index into the check prefixes; `None` for a comment prefix.
    prefix: Option<usize>,
    kind: Kind,
    /// Byte offset just after the colon.
    end: usize,
    /// How many times the directive stands (`-COUNT-<n>:`; 1 otherwise).
    count: usize,
}

/// Finds the first directive on a line. A check prefix followed by an
/// unknown `-WORD:` (a likely misspelling such as `CHECK-NXT:`) is an error,
/// unless the name is one of `others` (or one of them with a suffix:
/// `CHECK-HLSL-NOT:`).
fn find_directive(line: &str, prefixes: &[String], others: &[String]) -> Result<Option<DirectiveMatch>, String> {
    let mut best: Option<DirectiveMatch> = None;
    let mut unknown: Option<(usize, String)> = None;
    let candidates = prefixes
        .iter()
        .enumerate()
        .map(|(i, p)| (p.as_str(), Some(i)))
        .chain(COMMENT_PREFIXES.iter().map(|&p| (p, None)));
    for (prefix, index) in candidates {
        for (start, _) in line.match_indices(prefix) {
            if line[..start].chars().next_back().is_some_and(is_word_char) {
                continue;
            }
            let rest = &line[start + prefix.len()..];
            let suffix = match index {
                Some(_) => SUFFIXES.iter().find(|(s, _)| rest.starts_with(s)).map(|&(s, k)| (s.len(), k, 1)),
                None => rest.starts_with(':').then_some((1, Kind::Plain, 1)),
            };
            let suffix = suffix.or_else(|| index.and(count_suffix(rest)));
            let Some((suffix_len, kind, count)) = suffix else {
                let word: String = rest.chars().take_while(|&c| is_word_char(c)).collect();
                let name = format!("{prefix}{word}");
                if index.is_some()
                    && word.len() > 1
                    && word.starts_with('-')
                    && rest[word.len()..].starts_with(':')
                    && !others
                        .iter()
                        .any(|o| name.strip_prefix(o.as_str()).is_some_and(|r| r.is_empty() || r.starts_with('-')))
                {
                    unknown.get_or_insert((start, name));
                }
                continue;
            };
            let end = start + prefix.len() + suffix_len;
            // The earliest directive wins; at the same place, the longer
            // prefix (`CHECK-A:` with prefixes CHECK and CHECK-A).
            if best.as_ref().is_none_or(|b| start < b.start || (start == b.start && end > b.end)) {
                best = Some(DirectiveMatch { start, prefix: index, kind, end, count });
            }
            break;
        }
    }
    match unknown {
        Some((start, name)) if best.as_ref().is_none_or(|b| start < b.start) => {
            Err(format!("unknown directive '{name}:'"))
        }
        _ => Ok(best),
    }
}

/// `-COUNT-<n>:` with `n` at least 1: its length, and `n`.
fn count_suffix(rest: &str) -> Option<(usize, Kind, usize)> {
    let digits = rest.strip_prefix("-COUNT-")?;
    let length = digits.chars().take_while(char::is_ascii_digit).count();
    let count: usize = digits[..length].parse().ok().filter(|&n| n > 0)?;
    digits[length..].starts_with(':').then_some(("-COUNT-".len() + length + 1, Kind::Plain, count))
}

fn parse_check_file(check_name: &str, text: &str, options: &Options) -> Result<Vec<CheckString>, String> {
    let mut strings = Vec::new();
    let mut pending = Vec::new();
    let mut used = vec![false; options.prefixes.len()];
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let error =
            |column: usize, message: String| format!("{check_name}:{line_no}:{column}: error: {message}\n{line}\n");
        let found = find_directive(line, &options.prefixes, &options.other_prefixes).map_err(|m| error(1, m))?;
        let Some(DirectiveMatch { start, prefix: Some(prefix), kind, end: pattern_start, count }) = found else {
            continue;
        };
        used[prefix] = true;
        let name = line[start..pattern_start - 1].to_string();
        let raw = &line[pattern_start..];
        let trimmed_start = raw.len() - raw.trim_start_matches([' ', '\t']).len();
        let pattern_text = raw.trim_matches([' ', '\t']);
        let column = line[..pattern_start + trimmed_start].chars().count() + 1;
        let pattern = parse_pattern(pattern_text, line_no, options.strict_whitespace).map_err(|m| error(column, m))?;
        if pattern.pieces.is_empty() && kind != Kind::Empty {
            return Err(error(column, format!("found empty check string with prefix '{name}:'")));
        }
        if kind == Kind::Empty && !pattern.pieces.is_empty() {
            return Err(error(column, format!("found non-empty check string on '{name}:' line")));
        }
        if matches!(kind, Kind::Next | Kind::Same | Kind::Empty) && strings.is_empty() {
            return Err(error(column, format!("found '{name}:' without a previous positive check line")));
        }
        if kind == Kind::Label && pattern.defines_variables() {
            return Err(error(column, format!("'{name}:' cannot define variables")));
        }
        for _ in 0..count {
            let directive = Directive {
                kind,
                name: name.clone(),
                pattern: pattern.clone(),
                line: line_no,
                column,
                source: line.to_string(),
            };
            match kind {
                Kind::Dag | Kind::Not => pending.push(directive),
                _ => strings.push(CheckString { dag_nots: std::mem::take(&mut pending), check: Some(directive) }),
            }
        }
    }
    if let Some(i) = used.iter().position(|u| !u) {
        return Err(format!("{check_name}: error: no check strings found with prefix '{}:'\n", options.prefixes[i]));
    }
    strings.push(CheckString { dag_nots: pending, check: None });
    Ok(strings)
}

fn parse_pattern(text: &str, line_no: usize, strict_whitespace: bool) -> Result<Pattern, String> {
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let special = if rest.starts_with("{{") || rest.starts_with("[[") { Some(&rest[..2]) } else { None };
        let Some(opener) = special else {
            let mut chars = rest.chars();
            if let Some(c) = chars.next() {
                let canonical_blank = !strict_whitespace && (c == ' ' || c == '\t');
                if !canonical_blank {
                    literal.push(c);
                } else if !literal.ends_with(' ') {
                    literal.push(' ');
                }
            }
            rest = chars.as_str();
            continue;
        };
        if !literal.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut literal)));
        }
        let body = &rest[2..];
        if opener == "{{" {
            let end = regex_block_end(body).ok_or("found '{{' without a closing '}}'")?;
            let node = regex::parse(&body[..end]).map_err(|e| format!("bad regex '{}': {e}", &body[..end]))?;
            pieces.push(Piece::Regex(node));
            rest = &body[end + 2..];
        } else {
            let end = variable_block_end(body).ok_or("found '[[' without a closing ']]'")?;
            pieces.push(parse_variable(&body[..end], line_no)?);
            rest = &body[end + 2..];
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Text(literal));
    }
    Ok(Pattern { pieces })
}

/// Byte offset of the `}}` that closes a `{{` block; braces of counted
/// repeats such as `{{[a-z]{2}}}` do not close it.
fn regex_block_end(body: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut escaped = false;
    let mut in_class = false;
    for (i, c) in body.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            '{' if !in_class => depth += 1,
            '}' if !in_class && depth > 0 => depth -= 1,
            '}' if !in_class && body[i + 1..].starts_with('}') => return Some(i),
            _ => {}
        }
    }
    None
}

/// Byte offset of the `]]` that closes a `[[` block, skipping brackets of
/// classes inside a definition's regex (`[[X:[a-z]+]]`).
fn variable_block_end(body: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '[' => depth += 1,
            ']' if depth > 0 => depth -= 1,
            ']' if body[i + 1..].starts_with(']') => return Some(i),
            _ => {}
        }
    }
    None
}

fn is_variable_name(name: &str) -> bool {
    let name = name.strip_prefix('$').unwrap_or(name);
    name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Parses the inside of `[[...]]`.
fn parse_variable(body: &str, line_no: usize) -> Result<Piece, String> {
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let line_expr = compact.strip_prefix('#').unwrap_or(&compact);
    if let Some(offset) = line_expr.strip_prefix("@LINE") {
        let delta: i64 = match offset {
            "" => 0,
            _ if offset.starts_with(['+', '-']) => {
                offset.parse().map_err(|_| format!("bad @LINE expression '[[{body}]]'"))?
            }
            _ => return Err(format!("bad @LINE expression '[[{body}]]'")),
        };
        let value = line_no as i64 + delta;
        return Ok(Piece::Text(value.to_string()));
    }
    if body.starts_with('#') {
        return Err(format!("numeric variables are not supported: '[[{body}]]'"));
    }
    match body.split_once(':') {
        Some((name, pattern)) if is_variable_name(name) => {
            let node = regex::parse(pattern).map_err(|e| format!("bad regex in '[[{body}]]': {e}"))?;
            Ok(Piece::Define { name: name.to_string(), node })
        }
        None if is_variable_name(body) => Ok(Piece::Use(body.to_string())),
        _ => Err(format!("invalid variable name in '[[{body}]]' (write a literal '[[' as '{{{{\\[\\[}}}}')")),
    }
}

struct Input {
    name: String,
    chars: Vec<char>,
    /// Char offset where each line starts.
    line_starts: Vec<usize>,
    /// The lines as given, for messages (canonicalisation keeps line breaks).
    lines: Vec<String>,
}

impl Input {
    fn new(name: &str, text: &str, strict_whitespace: bool) -> Input {
        let mut chars = Vec::with_capacity(text.len());
        for c in text.chars() {
            let blank = c == ' ' || c == '\t';
            if !strict_whitespace && blank {
                if chars.last() != Some(&' ') {
                    chars.push(' ');
                }
            } else {
                chars.push(c);
            }
        }
        let line_starts = std::iter::once(0)
            .chain(chars.iter().enumerate().filter(|(_, &c)| c == '\n').map(|(i, _)| i + 1))
            .collect();
        Input { name: name.to_string(), chars, line_starts, lines: text.lines().map(str::to_string).collect() }
    }

    /// 0-based line index of a char offset.
    fn line_index(&self, pos: usize) -> usize {
        self.line_starts.partition_point(|&start| start <= pos).saturating_sub(1)
    }

    fn location(&self, pos: usize) -> String {
        let line = self.line_index(pos);
        format!("{}:{}:{}", self.name, line + 1, pos - self.line_starts[line] + 1)
    }

    /// Up to [`EXCERPT_LINES`] lines starting at the line of `from`, not past
    /// the line of `to`.
    fn excerpt(&self, from: usize, to: usize) -> String {
        let first = self.line_index(from);
        let last = self.line_index(to.max(from)).min(self.lines.len().saturating_sub(1));
        let shown_last = last.min(first + EXCERPT_LINES - 1);
        let mut out = String::new();
        for index in first..=shown_last {
            if let Some(line) = self.lines.get(index) {
                let _ = writeln!(out, "{:>6} | {line}", index + 1);
            }
        }
        if last > shown_last {
            let _ = writeln!(out, "   ... | ({} more lines)", last - shown_last);
        }
        if out.is_empty() {
            out.push_str("       | (end of input)\n");
        }
        out
    }

    fn text(&self, start: usize, end: usize) -> String {
        self.chars[start..end].iter().collect()
    }
}

struct Found {
    start: usize,
    end: usize,
    /// Variables the match defines, with their values.
    defs: Vec<(String, String)>,
}

struct Checker<'a> {
    check_name: &'a str,
    input: &'a Input,
    vars: HashMap<String, String>,
    report: String,
}

impl Checker<'_> {
    /// Runs all checks; on failure the messages are in `self.report`. Each
    /// `CHECK-LABEL` block is checked even when an earlier one failed.
    fn run(&mut self, strings: &[CheckString]) -> bool {
        let input_end = self.input.chars.len();
        let mut passed = true;
        let mut block_start = 0;
        let mut first = 0;
        while first < strings.len() {
            // The input is cut into blocks at the matches of CHECK-LABEL
            // lines, found first; the checks before a label must match
            // inside the block that ends with that label's match.
            let label = (first..strings.len()).find(|&i| strings[i].is_label());
            let (last, block_end) = match label {
                Some(i) => {
                    let Some(directive) = &strings[i].check else { return false };
                    match self.find(directive, block_start, input_end) {
                        Ok(Some(found)) => (i, found.end),
                        Ok(None) => {
                            self.not_found(directive, block_start, input_end);
                            return false;
                        }
                        Err(()) => return false,
                    }
                }
                None => (strings.len() - 1, input_end),
            };
            let mut pos = block_start;
            for string in &strings[first..=last] {
                match self.check_string(string, pos, block_end) {
                    Some(end) => pos = end,
                    None => {
                        passed = false;
                        break;
                    }
                }
            }
            block_start = block_end;
            first = last + 1;
        }
        passed
    }

    /// Matches one check string in `start..end`; returns where the next
    /// check starts searching.
    fn check_string(&mut self, string: &CheckString, start: usize, end: usize) -> Option<usize> {
        let (after_dags, nots) = self.check_dags(&string.dag_nots, start, end)?;
        let Some(directive) = &string.check else {
            self.check_nots(&nots, after_dags, end)?;
            return Some(end);
        };
        let found = match directive.kind {
            Kind::Empty => self.find_empty_line(after_dags, end),
            _ => self.find(directive, after_dags, end).ok()?,
        };
        let Some(found) = found else {
            self.not_found(directive, after_dags, end);
            return None;
        };
        let newlines = self.input.chars[after_dags..found.start].iter().filter(|&&c| c == '\n').count();
        let misplaced = match directive.kind {
            Kind::Next | Kind::Empty if newlines == 0 => Some("is on the same line as previous match"),
            Kind::Next | Kind::Empty if newlines > 1 => Some("is not on the line after the previous match"),
            Kind::Same if newlines > 0 => Some("is not on the same line as the previous match"),
            _ => None,
        };
        if let Some(problem) = misplaced {
            self.error(directive, problem);
            self.note(found.start, found.start, "'next' match was here");
            self.note(after_dags, after_dags, "previous match ended here");
            return None;
        }
        self.check_nots(&nots, after_dags, found.start)?;
        self.vars.extend(found.defs);
        Some(found.end)
    }

    /// Matches the `CHECK-DAG`s of a check string, group by group (a group
    /// is a run of DAGs not separated by NOTs; its members may match in any
    /// order but must not overlap). NOTs between groups must not match
    /// between the end of one group and the first match of the next. Returns
    /// the end of the last group and the trailing NOTs.
    fn check_dags<'d>(
        &mut self,
        items: &'d [Directive],
        start: usize,
        end: usize,
    ) -> Option<(usize, Vec<&'d Directive>)> {
        let mut group_start = start;
        let mut nots = Vec::new();
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (index, directive) in items.iter().enumerate() {
            if directive.kind == Kind::Not {
                nots.push(directive);
                continue;
            }
            let mut from = group_start;
            let found = loop {
                let Some(found) = self.find(directive, from, end).ok()? else {
                    self.not_found(directive, group_start, end);
                    return None;
                };
                match ranges.iter().find(|&&(s, e)| found.start < e && s < found.end) {
                    Some(&(_, overlapped_end)) => from = overlapped_end,
                    None => break found,
                }
            };
            let at = ranges.partition_point(|&(s, _)| s <= found.start);
            ranges.insert(at, (found.start, found.end));
            self.vars.extend(found.defs);
            let group_ends = items.get(index + 1).is_none_or(|next| next.kind == Kind::Not);
            if group_ends {
                if !nots.is_empty() {
                    self.check_nots(&nots, group_start, ranges[0].0)?;
                    nots.clear();
                }
                group_start = ranges.iter().map(|&(_, e)| e).max().unwrap_or(group_start);
                ranges.clear();
            }
        }
        Some((group_start, nots))
    }

    fn check_nots(&mut self, nots: &[&Directive], start: usize, end: usize) -> Option<()> {
        for directive in nots {
            if let Some(found) = self.find(directive, start, end).ok()? {
                self.error(directive, "excluded string found in input");
                self.note(found.start, found.start, "found here");
                return None;
            }
        }
        Some(())
    }

    /// `CHECK-EMPTY`: the first empty line after `start`. As in LLVM, the
    /// end of an input that ends with a newline counts as an empty line.
    fn find_empty_line(&self, start: usize, end: usize) -> Option<Found> {
        let chars = &self.input.chars;
        (start..end).find(|&i| chars[i] == '\n' && chars.get(i + 1).is_none_or(|&c| c == '\n')).map(|i| Found {
            start: i + 1,
            end: i + 1,
            defs: Vec::new(),
        })
    }

    /// Searches `start..end` for a directive's pattern. `Err` means an error
    /// was reported (undefined variable, runaway regex).
    fn find(&mut self, directive: &Directive, start: usize, end: usize) -> Result<Option<Found>, ()> {
        let compiled = match directive.pattern.compile(&self.vars) {
            Ok(compiled) => compiled,
            Err(name) => {
                self.error(directive, &format!("uses undefined variable \"{name}\""));
                return Err(());
            }
        };
        let found = match regex::search(&compiled.node, compiled.defs.len(), &self.input.chars, start, end) {
            Ok(found) => found,
            Err(limit) => {
                self.error(directive, &limit.to_string());
                self.note(start, end, "scanning from here");
                return Err(());
            }
        };
        Ok(found.map(|m| {
            let defs = compiled
                .defs
                .iter()
                .zip(&m.captures)
                .map(|(name, span)| (name.clone(), span.map(|(a, b)| self.input.text(a, b)).unwrap_or_default()))
                .collect();
            Found { start: m.start, end: m.end, defs }
        }))
    }

    fn not_found(&mut self, directive: &Directive, start: usize, end: usize) {
        let what =
            if directive.kind == Kind::Empty { "expected an empty line" } else { "expected string not found in input" };
        self.error(directive, what);
        self.note(start, end, "scanning from here");
    }

    /// Reports an error at a check line, with the values of the variables
    /// its pattern uses.
    fn error(&mut self, directive: &Directive, message: &str) {
        let caret_indent: String =
            directive.source.chars().take(directive.column - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        let _ = writeln!(
            self.report,
            "{}:{}:{}: error: {}: {message}\n{}\n{caret_indent}^",
            self.check_name, directive.line, directive.column, directive.name, directive.source
        );
        for name in directive.pattern.uses() {
            if let Some(value) = self.vars.get(name) {
                let _ = writeln!(
                    self.report,
                    "{}:{}:{}: note: with \"{name}\" equal to \"{value}\"",
                    self.check_name, directive.line, directive.column
                );
            }
        }
    }

    /// A note at an input position with the lines from there to `to`.
    fn note(&mut self, at: usize, to: usize, message: &str) {
        let _ = write!(self.report, "{}: note: {message}\n{}", self.input.location(at), self.input.excerpt(at, to));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(checks: &str, input: &str) -> Result<(), Error> {
        check("test.nir", checks, "<stdin>", input, &Options::default())
    }

    fn passes(checks: &str, input: &str) {
        if let Err(e) = run(checks, input) {
            panic!("expected a pass for checks\n{checks}\non input\n{input}\ngot {e:?}");
        }
    }

    /// Asserts a mismatch whose message contains `expected`.
    fn mismatch(checks: &str, input: &str, expected: &str) {
        match run(checks, input) {
            Err(Error::Mismatch(message)) if message.contains(expected) => {}
            other => panic!("expected a mismatch containing {expected:?} for\n{checks}\non\n{input}\ngot {other:?}"),
        }
    }

    fn invalid(checks: &str, expected: &str) {
        match run(checks, "x\n") {
            Err(Error::Invalid(message)) if message.contains(expected) => {}
            other => panic!("expected an invalid check file containing {expected:?} for\n{checks}\ngot {other:?}"),
        }
    }

    #[test]
    fn plain_checks_match_in_order() {
        passes("// CHECK: foo\n// CHECK: bar", "foo\nxx bar\n");
        passes("CHECK: foo\nCHECK: foo", "foo foo\n");
        mismatch(
            "CHECK: bar\nCHECK: foo",
            "foo\nbar\n",
            "test.nir:2:8: error: CHECK: expected string not found in input",
        );
        mismatch("CHECK: baz", "foo\n", "<stdin>:1:1: note: scanning from here\n     1 | foo");
    }

    #[test]
    fn whitespace_is_canonicalised() {
        passes("CHECK: a b", "a \t  b\n");
        passes("CHECK:    a   b   ", "a\tb\n");
        mismatch("CHECK: a b", "ab\n", "expected string not found");
        let strict = Options { strict_whitespace: true, ..Options::default() };
        assert!(check("t", "CHECK: a b", "in", "a  b\n", &strict).is_err());
        assert!(check("t", "CHECK: a  b", "in", "a  b\n", &strict).is_ok());
    }

    #[test]
    fn next_same_and_empty() {
        passes("CHECK: a\nCHECK-NEXT: b\nCHECK-SAME: c", "a\nb c\n");
        passes("CHECK-COUNT-3: x\nCHECK-NEXT: end", "x\nx x\nend\n");
        mismatch("CHECK-COUNT-3: x\nCHECK: end", "x x\nend\n", "CHECK-COUNT-3: expected string not found in input");
        mismatch("CHECK: a\nCHECK-NEXT: c", "a\nb\nc\n", "CHECK-NEXT: is not on the line after the previous match");
        mismatch("CHECK: a\nCHECK-NEXT: b", "a b\n", "CHECK-NEXT: is on the same line as previous match");
        mismatch("CHECK: a\nCHECK-SAME: b", "a\nb\n", "CHECK-SAME: is not on the same line as the previous match");
        passes("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b", "a\n\nb\n");
        mismatch("CHECK: a\nCHECK-EMPTY:", "a\nb\n\n", "CHECK-EMPTY: is not on the line after the previous match");
        mismatch("CHECK: a\nCHECK-EMPTY:", "a\nb", "CHECK-EMPTY: expected an empty line");
        passes("CHECK: a\nCHECK-EMPTY:", "a\n");
        passes("CHECK: a\nCHECK-EMPTY:\nCHECK-EMPTY:\nCHECK-NEXT: b", "a\n\n\nb\n");
    }

    #[test]
    fn not_between_matches() {
        passes("CHECK: a\nCHECK-NOT: x\nCHECK: b", "a\nb\nx\n");
        mismatch("CHECK: a\nCHECK-NOT: x\nCHECK: b", "a\nx\nb\n", "CHECK-NOT: excluded string found in input");
        mismatch("CHECK-NOT: x\nCHECK: b", "x\nb\n", "<stdin>:1:1: note: found here");
        // Trailing NOTs scan to the end of the input.
        mismatch("CHECK: a\nCHECK-NOT: x", "a\nb\nx\n", "excluded string");
        passes("CHECK: a\nCHECK-NOT: a", "a\nb\n");
    }

    #[test]
    fn dag_matches_in_any_order() {
        passes("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c", "a\nb\nc\n");
        passes("CHECK: start\nCHECK-DAG: x\nCHECK-DAG: x\nCHECK: end", "start\nx\nx\nend\n");
        // Matches in one group may not overlap.
        mismatch("CHECK-DAG: x\nCHECK-DAG: x\nCHECK: end", "x\nend\n", "CHECK-DAG: expected string not found");
        // The next CHECK searches from the end of the furthest DAG match.
        mismatch("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: a", "a\nb\n", "CHECK: expected string not found");
        // A NOT between two groups covers the gap between them.
        passes("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b", "a\nb\nx\n");
        mismatch("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b", "a\nx\nb\n", "excluded string found");
    }

    #[test]
    fn labels_split_the_input() {
        let checks = "CHECK-LABEL: func @f\nCHECK: ret\nCHECK-LABEL: func @g\nCHECK: ret";
        passes(checks, "func @f\nret\nfunc @g\nret\n");
        // @f has no `ret` of its own: the match may not run into @g's block.
        mismatch(checks, "func @f\nfunc @g\nret\n", "test.nir:2:8: error: CHECK: expected string not found");
        // A failing block does not stop the next block from being checked.
        let both = run(checks, "func @f\nfunc @g\nnop\n").expect_err("fails");
        let Error::Mismatch(message) = both else { panic!("{both:?}") };
        assert_eq!(message.matches("expected string not found").count(), 2, "{message}");
        mismatch(checks, "func @f\nret\n", "CHECK-LABEL: expected string not found");
        // NEXT right after a label refers to the label's line.
        passes("CHECK-LABEL: f\nCHECK-NEXT: a", "f\na\n");
    }

    #[test]
    fn regex_blocks() {
        passes("CHECK: %{{[0-9]+}} = add", "%12 = add\n");
        passes("CHECK: a{{x|y}}b", "ayb\n");
        passes("CHECK: {{[a-z]{2}}}!", "ab!\n");
        passes("CHECK: {{^}}foo{{$}}", "x foo\nfoo\n");
        mismatch("CHECK: {{^}}foo{{$}}", "x foo\nfoo bar\n", "expected string not found");
        passes("CHECK: a.b", "a.b\n");
        mismatch("CHECK: a.b", "axb\n", "expected string not found");
        invalid("CHECK: {{a(}}", "bad regex");
        invalid("CHECK: {{abc", "without a closing '}}'");
    }

    #[test]
    fn variables() {
        passes("CHECK: %[[V:[0-9]+]] = const\nCHECK: use %[[V]]", "%7 = const\nuse %7\n");
        mismatch(
            "CHECK: %[[V:[0-9]+]] = const\nCHECK: use %[[V]]",
            "%7 = const\nuse %8\n",
            "with \"V\" equal to \"7\"",
        );
        // A use on the defining line refers to this match's capture.
        passes("CHECK: [[X:[a-z]+]] = [[X]];\nCHECK-NEXT: end", "ab = ba;\ncd = cd;\nend\n");
        mismatch("CHECK: use [[NOPE]]", "use x\n", "uses undefined variable \"NOPE\"");
        // Variables from DAG matches are visible afterwards.
        passes("CHECK-DAG: b=[[B:[0-9]]]\nCHECK-DAG: a=[[A:[0-9]]]\nCHECK: [[A]][[B]]", "a=1\nb=2\n12\n");
        invalid("CHECK-LABEL: [[X:x]]", "cannot define variables");
        invalid("CHECK: [[1X]]", "invalid variable name");
        invalid("CHECK: [[#N]]", "numeric variables are not supported");
    }

    #[test]
    fn line_expressions() {
        passes("\nCHECK: line [[@LINE]]", "line 2\n");
        passes("CHECK: line [[@LINE+3]] [[# @LINE - 1]]", "line 4 0\n");
        invalid("CHECK: [[@LINE*2]]", "bad @LINE expression");
    }

    #[test]
    fn prefixes_and_comments() {
        let options = Options { prefixes: vec!["A".into(), "B".into()], ..Options::default() };
        assert!(check("t", "A: x\nB: y\nCHECK: nothing", "in", "x y\n", &options).is_ok());
        let missing = check("t", "A: x", "in", "x\n", &options);
        assert!(matches!(&missing, Err(Error::Invalid(m)) if m.contains("no check strings found with prefix 'B:'")));
        // RUN and COM lines are not checks; prefixes must stand alone.
        passes("RUN: FileCheck --check-prefix=CHECK: %s\nCOM: CHECK: absent\nCHECK: x\nXCHECK: absent", "x\n");
        invalid("// nothing here", "no check strings found with prefix 'CHECK:'");
        invalid("CHECK-NXT: a", "unknown directive 'CHECK-NXT:'");
        // Another check's prefix that extends ours is not a misspelling.
        let others = Options { other_prefixes: vec!["CHECK-HLSL".into()], ..Options::default() };
        assert!(check("t", "CHECK-HLSL: case\nCHECK-HLSL-NOT: y\nCHECK: x", "in", "x\n", &others).is_ok());
        let typo = check("t", "CHECK-HLSL: case\nCHECK-NXT: x", "in", "x\n", &others);
        assert!(matches!(&typo, Err(Error::Invalid(m)) if m.contains("unknown directive 'CHECK-NXT:'")));
    }

    #[test]
    fn invalid_check_files() {
        invalid("CHECK:", "found empty check string with prefix 'CHECK:'");
        invalid("CHECK-NEXT: a", "found 'CHECK-NEXT:' without a previous positive check line");
        invalid("CHECK: a\nCHECK-EMPTY: b", "found non-empty check string");
        invalid("CHECK: [[X", "without a closing ']]'");
    }

    #[test]
    fn empty_input() {
        mismatch("CHECK-NOT: a", "", "the input is empty");
        let options = Options { allow_empty: true, ..Options::default() };
        assert!(check("t", "CHECK-NOT: a", "in", "", &options).is_ok());
    }

    #[test]
    fn messages_point_at_the_pattern() {
        let Err(Error::Mismatch(message)) = run("// CHECK: a\n//   CHECK-NEXT:   b", "a\nc\n") else {
            panic!("expected mismatch")
        };
        let expected = "test.nir:2:20: error: CHECK-NEXT: expected string not found in input\n//   CHECK-NEXT:   b\n                   ^\n<stdin>:1:2: note: scanning from here\n     1 | a\n     2 | c\n";
        assert_eq!(message, expected);
    }

    #[test]
    fn command_line() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(matches!(run_command(&args(&[])), Err(Error::Invalid(m)) if m.contains("no check file given")));
        assert!(
            matches!(run_command(&args(&["a", "b"])), Err(Error::Invalid(m)) if m.contains("more than one check file"))
        );
        assert!(
            matches!(run_command(&args(&["a", "--bogus"])), Err(Error::Invalid(m)) if m.contains("unknown option '--bogus'"))
        );
        assert!(
            matches!(run_command(&args(&["a", "--check-prefix=1x"])), Err(Error::Invalid(m)) if m.contains("must start with a letter"))
        );
        assert!(
            matches!(run_command(&args(&["a", "--check-prefixes=A,A"])), Err(Error::Invalid(m)) if m.contains("given twice"))
        );
        assert!(
            matches!(run_command(&args(&["a", "--input-file"])), Err(Error::Invalid(m)) if m.contains("needs a value"))
        );
        assert!(
            matches!(run_command(&args(&["/nonexistent/checks"])), Err(Error::Invalid(m)) if m.contains("cannot read check file"))
        );
    }
}
