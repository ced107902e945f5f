//! A small backtracking regex engine for FileCheck patterns.
//!
//! Syntax: literals, `.`, classes `[a-z_]` / `[^...]` (with `\d \w \s` and
//! POSIX names such as `[[:space:]]` inside), `\d \D \w \W \s \S`, escapes
//! (`\n \t \r`, and any punctuation escaped stands for itself), quantifiers
//! `* + ? {n} {n,} {n,m}` (a trailing `?` makes them lazy), alternation `|`,
//! groups `( )` and `(?: )` (neither captures), and the line anchors `^ $`.
//!
//! Text is matched as a slice of `char`s. As in LLVM's FileCheck, `.` and
//! negated classes never match a newline; only an explicit `\n`, `\s` or a
//! class naming a newline crosses lines. FileCheck builds capturing groups and
//! back-references directly as [`Node`]s for its `[[VAR:...]]` variables.

use std::cell::Cell;
use std::fmt;

/// Matching steps one search may take, plus [`STEPS_PER_CHAR`] for each
/// character it scans, so a pathological pattern reports an error instead of
/// hanging the test run while a plain scan of a large input still succeeds.
const STEP_LIMIT: u64 = 20_000_000;
const STEPS_PER_CHAR: u64 = 200;

#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Literal(Vec<char>),
    /// Any character except a newline.
    AnyChar,
    Set(CharSet),
    LineStart,
    LineEnd,
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    },
    /// Records the text matched by `node` in capture slot `slot`.
    Capture {
        node: Box<Node>,
        slot: usize,
    },
    /// Matches the text last recorded in capture slot `slot`.
    Backref(usize),
}

#[derive(Debug, Clone, PartialEq)]
pub struct CharSet {
    items: Vec<ClassItem>,
    negated: bool,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum ClassItem {
    Range(char, char),
    Named(NamedClass),
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum NamedClass {
    Digit,
    Word,
    Space,
    Alpha,
    Alnum,
    Upper,
    Lower,
    Punct,
    XDigit,
    Blank,
}

impl NamedClass {
    fn from_posix(name: &str) -> Option<NamedClass> {
        Some(match name {
            "digit" => NamedClass::Digit,
            "space" => NamedClass::Space,
            "alpha" => NamedClass::Alpha,
            "alnum" => NamedClass::Alnum,
            "upper" => NamedClass::Upper,
            "lower" => NamedClass::Lower,
            "punct" => NamedClass::Punct,
            "xdigit" => NamedClass::XDigit,
            "blank" => NamedClass::Blank,
            _ => return None,
        })
    }

    fn contains(self, c: char) -> bool {
        match self {
            NamedClass::Digit => c.is_ascii_digit(),
            NamedClass::Word => c.is_alphanumeric() || c == '_',
            NamedClass::Space => matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c'),
            NamedClass::Alpha => c.is_alphabetic(),
            NamedClass::Alnum => c.is_alphanumeric(),
            NamedClass::Upper => c.is_uppercase(),
            NamedClass::Lower => c.is_lowercase(),
            NamedClass::Punct => c.is_ascii_punctuation(),
            NamedClass::XDigit => c.is_ascii_hexdigit(),
            NamedClass::Blank => c == ' ' || c == '\t',
        }
    }
}

impl CharSet {
    fn named(class: NamedClass, negated: bool) -> CharSet {
        CharSet { items: vec![ClassItem::Named(class)], negated }
    }

    fn contains(&self, c: char) -> bool {
        let hit = self.items.iter().any(|item| match *item {
            ClassItem::Range(lo, hi) => lo <= c && c <= hi,
            ClassItem::Named(class) => class.contains(c),
        });
        if self.negated {
            !hit && c != '\n'
        } else {
            hit
        }
    }
}

/// A syntax error, with the character offset in the pattern where it was found.
#[derive(Debug, Clone, PartialEq)]
pub struct RegexError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for RegexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at offset {})", self.message, self.offset)
    }
}

/// Matching gave up after this many steps.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StepLimitExceeded(u64);

impl fmt::Display for StepLimitExceeded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "regex matching exceeded {} steps; the pattern backtracks too much", self.0)
    }
}

/// A successful match: `start..end` in chars, and the span of each capture slot.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub start: usize,
    pub end: usize,
    pub captures: Vec<Option<(usize, usize)>>,
}

/// Parses `pattern` into a node tree.
pub fn parse(pattern: &str) -> Result<Node, RegexError> {
    let mut parser = Parser { chars: pattern.chars().collect(), pos: 0 };
    let node = parser.alternation()?;
    match parser.peek() {
        None => Ok(node),
        Some(')') => Err(parser.error("unmatched ')'")),
        Some(c) => Err(parser.error(format!("unexpected '{c}'"))),
    }
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn error(&self, message: impl Into<String>) -> RegexError {
        RegexError { offset: self.pos, message: message.into() }
    }

    fn alternation(&mut self) -> Result<Node, RegexError> {
        let mut alternatives = vec![self.concatenation()?];
        while self.eat('|') {
            alternatives.push(self.concatenation()?);
        }
        Ok(if alternatives.len() == 1 {
            alternatives.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Alt(alternatives)
        })
    }

    fn concatenation(&mut self) -> Result<Node, RegexError> {
        let mut items: Vec<Node> = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom()?;
            let node = self.quantified(atom)?;
            // Merge runs of plain characters into one literal, which both
            // speeds matching and lets searches skip on the first character.
            match (items.last_mut(), node) {
                (Some(Node::Literal(prev)), Node::Literal(next)) => prev.extend(next),
                (_, node) => items.push(node),
            }
        }
        Ok(if items.len() == 1 { items.pop().unwrap_or(Node::Concat(Vec::new())) } else { Node::Concat(items) })
    }

    fn quantified(&mut self, atom: Node) -> Result<Node, RegexError> {
        let mut node = atom;
        loop {
            let start = self.pos;
            let (min, max) = match self.peek() {
                Some('*') => (0, None),
                Some('+') => (1, None),
                Some('?') => (0, Some(1)),
                Some('{') => match self.counted_repeat()? {
                    Some(bounds) => bounds,
                    None => return Ok(node),
                },
                _ => return Ok(node),
            };
            if self.pos == start {
                self.pos += 1;
            }
            if matches!(node, Node::LineStart | Node::LineEnd) {
                return Err(RegexError { offset: start, message: "nothing to repeat".into() });
            }
            let greedy = !self.eat('?');
            node = Node::Repeat { node: Box::new(node), min, max, greedy };
        }
    }

    /// Parses `{n}`, `{n,}` or `{n,m}` at the cursor. A `{` that does not
    /// start one of those is left alone and later read as a literal.
    fn counted_repeat(&mut self) -> Result<Option<(u32, Option<u32>)>, RegexError> {
        let start = self.pos;
        self.pos += 1;
        let Some(min) = self.number() else {
            self.pos = start;
            return Ok(None);
        };
        let max = if self.eat(',') {
            if self.peek() == Some('}') {
                None
            } else {
                match self.number() {
                    Some(max) => Some(max),
                    None => {
                        self.pos = start;
                        return Ok(None);
                    }
                }
            }
        } else {
            Some(min)
        };
        if !self.eat('}') {
            self.pos = start;
            return Ok(None);
        }
        if max.is_some_and(|max| max < min) {
            return Err(RegexError {
                offset: start,
                message: format!("bad repeat bounds {{{min},{}}}", max.unwrap_or(0)),
            });
        }
        Ok(Some((min, max)))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect::<String>().parse().ok()
    }

    fn atom(&mut self) -> Result<Node, RegexError> {
        let start = self.pos;
        let Some(c) = self.peek() else { return Err(self.error("unexpected end of pattern")) };
        self.pos += 1;
        match c {
            '(' => {
                if self.eat('?') && !self.eat(':') {
                    return Err(self.error("only non-capturing '(?:' groups are supported"));
                }
                let inner = self.alternation()?;
                if !self.eat(')') {
                    return Err(RegexError { offset: start, message: "unclosed '('".into() });
                }
                Ok(inner)
            }
            '[' => self.class(start),
            '.' => Ok(Node::AnyChar),
            '^' => Ok(Node::LineStart),
            '$' => Ok(Node::LineEnd),
            '\\' => self.escape(),
            '*' | '+' | '?' => Err(RegexError { offset: start, message: "nothing to repeat".into() }),
            c => Ok(Node::Literal(vec![c])),
        }
    }

    fn escape(&mut self) -> Result<Node, RegexError> {
        let Some(c) = self.peek() else { return Err(self.error("trailing '\\'")) };
        self.pos += 1;
        Ok(match c {
            'd' => Node::Set(CharSet::named(NamedClass::Digit, false)),
            'D' => Node::Set(CharSet::named(NamedClass::Digit, true)),
            'w' => Node::Set(CharSet::named(NamedClass::Word, false)),
            'W' => Node::Set(CharSet::named(NamedClass::Word, true)),
            's' => Node::Set(CharSet::named(NamedClass::Space, false)),
            'S' => Node::Set(CharSet::named(NamedClass::Space, true)),
            _ => Node::Literal(vec![self.escaped_char(c)?]),
        })
    }

    /// The character an escape `\c` stands for, outside named classes.
    fn escaped_char(&self, c: char) -> Result<char, RegexError> {
        match c {
            'n' => Ok('\n'),
            't' => Ok('\t'),
            'r' => Ok('\r'),
            c if c.is_alphanumeric() => {
                Err(RegexError { offset: self.pos - 2, message: format!("unsupported escape '\\{c}'") })
            }
            c => Ok(c),
        }
    }

    fn class(&mut self, start: usize) -> Result<Node, RegexError> {
        let negated = self.eat('^');
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return Err(RegexError { offset: start, message: "unclosed '['".into() });
            };
            if c == ']' && !first {
                self.pos += 1;
                break;
            }
            first = false;
            let lo = match self.class_atom()? {
                ClassAtom::Char(c) => c,
                ClassAtom::Named(class) => {
                    items.push(ClassItem::Named(class));
                    continue;
                }
            };
            // `a-z` is a range unless the `-` is the last thing before `]`.
            if self.peek() == Some('-') && self.chars.get(self.pos + 1).is_some_and(|&c| c != ']') {
                self.pos += 1;
                let hi = match self.class_atom()? {
                    ClassAtom::Char(c) => c,
                    ClassAtom::Named(_) => return Err(self.error("a named class cannot end a range")),
                };
                if hi < lo {
                    return Err(self.error(format!("bad class range '{lo}-{hi}'")));
                }
                items.push(ClassItem::Range(lo, hi));
            } else {
                items.push(ClassItem::Range(lo, lo));
            }
        }
        Ok(Node::Set(CharSet { items, negated }))
    }

    fn class_atom(&mut self) -> Result<ClassAtom, RegexError> {
        let Some(c) = self.peek() else { return Err(self.error("unclosed '['")) };
        self.pos += 1;
        match c {
            '\\' => {
                let Some(e) = self.peek() else { return Err(self.error("trailing '\\'")) };
                self.pos += 1;
                Ok(match e {
                    'd' => ClassAtom::Named(NamedClass::Digit),
                    'w' => ClassAtom::Named(NamedClass::Word),
                    's' => ClassAtom::Named(NamedClass::Space),
                    e => ClassAtom::Char(self.escaped_char(e)?),
                })
            }
            '[' if self.peek() == Some(':') => {
                let rest: String = self.chars[self.pos + 1..].iter().collect();
                let Some(end) = rest.find(":]") else { return Err(self.error("unclosed '[:'")) };
                let name = &rest[..end];
                let Some(class) = NamedClass::from_posix(name) else {
                    return Err(self.error(format!("unknown character class '[:{name}:]'")));
                };
                self.pos += 1 + name.chars().count() + 2;
                Ok(ClassAtom::Named(class))
            }
            c => Ok(ClassAtom::Char(c)),
        }
    }
}

enum ClassAtom {
    Char(char),
    Named(NamedClass),
}

/// Finds the leftmost match of `node` that starts at or after `start` and
/// lies entirely before `end`. `slots` is the number of capture slots used.
/// Anchors look at the whole `text`, so `$` does not match at `end` unless a
/// line ends there.
pub fn search(
    node: &Node,
    slots: usize,
    text: &[char],
    start: usize,
    end: usize,
) -> Result<Option<Match>, StepLimitExceeded> {
    let scanned = end.saturating_sub(start) as u64;
    search_with_budget(node, slots, text, start, end, STEP_LIMIT.saturating_add(scanned.saturating_mul(STEPS_PER_CHAR)))
}

fn search_with_budget(
    node: &Node,
    slots: usize,
    text: &[char],
    start: usize,
    end: usize,
    budget: u64,
) -> Result<Option<Match>, StepLimitExceeded> {
    let end = end.min(text.len());
    let matcher = Matcher { text, limit: end, steps: Cell::new(0), budget };
    let first = first_chars(node);
    let mut captures = vec![None; slots];
    for pos in start..=end {
        if let Some(first) = &first {
            if !text.get(pos).is_some_and(|c| first.contains(c)) {
                continue;
            }
        }
        captures.iter_mut().for_each(|c| *c = None);
        let mut found = None;
        let matched = matcher.node(node, pos, &mut captures, &mut |p, _| {
            found = Some(p);
            true
        });
        if matcher.steps.get() > budget {
            return Err(StepLimitExceeded(budget));
        }
        if let (true, Some(match_end)) = (matched, found) {
            return Ok(Some(Match { start: pos, end: match_end, captures }));
        }
    }
    Ok(None)
}

/// The characters every match must begin with one of, when the pattern
/// says so; searches skip other positions without trying to match.
fn first_chars(node: &Node) -> Option<Vec<char>> {
    match node {
        Node::Literal(chars) => chars.first().map(|&c| vec![c]),
        Node::Concat(items) => items.first().and_then(first_chars),
        Node::Alt(alternatives) => {
            let mut all = Vec::new();
            for alternative in alternatives {
                all.extend(first_chars(alternative)?);
            }
            Some(all)
        }
        Node::Capture { node, .. } => first_chars(node),
        Node::Repeat { node, min, .. } if *min > 0 => first_chars(node),
        _ => None,
    }
}

type Captures = Vec<Option<(usize, usize)>>;

/// The continuation called with the end position of a partial match; it
/// returns true when the rest of the pattern matched too.
type Next<'k> = dyn FnMut(usize, &mut Captures) -> bool + 'k;

struct Matcher<'t> {
    text: &'t [char],
    limit: usize,
    /// Steps taken so far; a `Cell` because the continuations share `&self`.
    steps: Cell<u64>,
    budget: u64,
}

impl Matcher<'_> {
    /// Counts a step; false once the budget is spent.
    fn step(&self) -> bool {
        self.steps.set(self.steps.get() + 1);
        self.steps.get() <= self.budget
    }

    fn node(&self, node: &Node, pos: usize, caps: &mut Captures, next: &mut Next<'_>) -> bool {
        if !self.step() {
            return false;
        }
        match node {
            Node::Literal(chars) => {
                let end = pos + chars.len();
                end <= self.limit && self.text[pos..end] == chars[..] && next(end, caps)
            }
            Node::AnyChar | Node::Set(_) => {
                pos < self.limit && single_char_matches(node, self.text[pos]) && next(pos + 1, caps)
            }
            Node::LineStart => (pos == 0 || self.text[pos - 1] == '\n') && next(pos, caps),
            Node::LineEnd => (pos == self.text.len() || self.text[pos] == '\n') && next(pos, caps),
            Node::Concat(items) => self.sequence(items, pos, caps, next),
            Node::Alt(alternatives) => {
                for alternative in alternatives {
                    if self.node(alternative, pos, caps, next) {
                        return true;
                    }
                }
                false
            }
            Node::Repeat { node, min, max, greedy } => {
                if is_single_char(node) {
                    self.repeat_single(node, *min, *max, *greedy, pos, caps, next)
                } else {
                    self.repeat(node, *min, *max, *greedy, 0, pos, caps, next)
                }
            }
            Node::Capture { node, slot } => {
                let slot = *slot;
                self.node(node, pos, caps, &mut |end, caps| {
                    let saved = caps[slot];
                    caps[slot] = Some((pos, end));
                    if next(end, caps) {
                        return true;
                    }
                    caps[slot] = saved;
                    false
                })
            }
            Node::Backref(slot) => {
                let Some((a, b)) = caps.get(*slot).copied().flatten() else { return false };
                let end = pos + (b - a);
                end <= self.limit && self.text[a..b] == self.text[pos..end] && next(end, caps)
            }
        }
    }

    fn sequence(&self, items: &[Node], pos: usize, caps: &mut Captures, next: &mut Next<'_>) -> bool {
        match items.split_first() {
            None => next(pos, caps),
            Some((first, rest)) => self.node(first, pos, caps, &mut |p, caps| self.sequence(rest, p, caps, next)),
        }
    }

    /// Repetition of a one-character node, done with a loop rather than
    /// recursion so `.*` over a long line does not deepen the stack.
    #[allow(clippy::too_many_arguments)]
    fn repeat_single(
        &self,
        node: &Node,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        pos: usize,
        caps: &mut Captures,
        next: &mut Next<'_>,
    ) -> bool {
        let cap = max.map_or(usize::MAX, |m| m as usize);
        let mut available = 0;
        while available < cap && pos + available < self.limit && single_char_matches(node, self.text[pos + available]) {
            available += 1;
        }
        let min = min as usize;
        if available < min {
            return false;
        }
        let mut try_count = |count: usize| self.step() && next(pos + count, caps);
        if greedy {
            (min..=available).rev().any(&mut try_count)
        } else {
            (min..=available).any(&mut try_count)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &self,
        node: &Node,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        count: u32,
        pos: usize,
        caps: &mut Captures,
        next: &mut Next<'_>,
    ) -> bool {
        let may_stop = count >= min;
        let may_continue = max.is_none_or(|max| count < max);
        if !greedy && may_stop && next(pos, caps) {
            return true;
        }
        if may_continue {
            let matched = self.node(node, pos, caps, &mut |p, caps| {
                // An empty iteration would repeat forever; the remaining
                // iterations can all match empty too, so stop here.
                if p == pos {
                    return next(p, caps);
                }
                self.repeat(node, min, max, greedy, count + 1, p, caps, next)
            });
            if matched {
                return true;
            }
        }
        greedy && may_stop && next(pos, caps)
    }
}

fn is_single_char(node: &Node) -> bool {
    matches!(node, Node::AnyChar | Node::Set(_)) || matches!(node, Node::Literal(chars) if chars.len() == 1)
}

fn single_char_matches(node: &Node, c: char) -> bool {
    match node {
        Node::AnyChar => c != '\n',
        Node::Set(set) => set.contains(c),
        Node::Literal(chars) => chars.len() == 1 && chars[0] == c,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first match of `pattern` in `text`, as a string.
    fn find(pattern: &str, text: &str) -> Option<String> {
        let node = parse(pattern).unwrap_or_else(|e| panic!("{pattern}: {e}"));
        let chars: Vec<char> = text.chars().collect();
        let m = search(&node, 0, &chars, 0, chars.len()).expect("step limit")?;
        Some(chars[m.start..m.end].iter().collect())
    }

    fn error(pattern: &str) -> String {
        parse(pattern).expect_err(pattern).message
    }

    #[test]
    fn literals_and_dot() {
        assert_eq!(find("abc", "xxabcx").as_deref(), Some("abc"));
        assert_eq!(find("a.c", "abc").as_deref(), Some("abc"));
        assert_eq!(find("a.c", "a\nc"), None);
        assert_eq!(find("abd", "abc"), None);
        assert_eq!(find("", "abc").as_deref(), Some(""));
    }

    #[test]
    fn classes() {
        assert_eq!(find("[a-c]+", "xxbcaz").as_deref(), Some("bca"));
        assert_eq!(find("[^a-c]+", "abcxyzab").as_deref(), Some("xyz"));
        assert_eq!(find("[^a]+", "b\nb").as_deref(), Some("b"));
        assert_eq!(find("[-a]+", "x-a-").as_deref(), Some("-a-"));
        assert_eq!(find("[a-]+", "x-a-").as_deref(), Some("-a-"));
        assert_eq!(find("[]a]+", "x]a]").as_deref(), Some("]a]"));
        assert_eq!(find(r"[\d_]+", "ab1_2c").as_deref(), Some("1_2"));
        assert_eq!(find("[[:space:]]+", "a \t b").as_deref(), Some(" \t "));
        assert_eq!(find("[[:upper:][:digit:]]+", "abC9d").as_deref(), Some("C9"));
        assert_eq!(find(r"[\]]", "a]").as_deref(), Some("]"));
    }

    #[test]
    fn escapes() {
        assert_eq!(find(r"\d+", "ab123c").as_deref(), Some("123"));
        assert_eq!(find(r"\w+", "  foo_1 ").as_deref(), Some("foo_1"));
        assert_eq!(find(r"\s+", "a \n b").as_deref(), Some(" \n "));
        assert_eq!(find(r"\S+", "  ab ").as_deref(), Some("ab"));
        assert_eq!(find(r"\D+", "12ab3").as_deref(), Some("ab"));
        assert_eq!(find(r"\W", "ab-c").as_deref(), Some("-"));
        assert_eq!(find(r"\.\[\]\(\)\*\\", "x.[]()*\\").as_deref(), Some(".[]()*\\"));
        assert_eq!(find(r"a\nb", "a\nb").as_deref(), Some("a\nb"));
        assert_eq!(find(r"\t", "a\tb").as_deref(), Some("\t"));
    }

    #[test]
    fn quantifiers() {
        assert_eq!(find("ab*", "abbbc").as_deref(), Some("abbb"));
        assert_eq!(find("ab*?", "abbbc").as_deref(), Some("a"));
        assert_eq!(find("ab+?", "abbbc").as_deref(), Some("ab"));
        assert_eq!(find("ab?c", "ac").as_deref(), Some("ac"));
        assert_eq!(find("ab?c", "abbc"), None);
        assert_eq!(find("a{2}", "aaaa").as_deref(), Some("aa"));
        assert_eq!(find("a{2,}", "aaaa").as_deref(), Some("aaaa"));
        assert_eq!(find("a{1,3}", "aaaa").as_deref(), Some("aaa"));
        assert_eq!(find("x{2,3}y", "xxxxy").as_deref(), Some("xxxy"));
        assert_eq!(find("(ab)+", "ababa").as_deref(), Some("abab"));
        assert_eq!(find("(ab){2}c", "abababc").as_deref(), Some("ababc"));
        // Backtracking into a greedy loop.
        assert_eq!(find(".*b", "aabab").as_deref(), Some("aabab"));
        assert_eq!(find("(a|ab)*c", "ababc").as_deref(), Some("ababc"));
        // An empty-matching body must not loop forever.
        assert_eq!(find("(a*)*b", "aab").as_deref(), Some("aab"));
        assert_eq!(find("(a?){3}b", "ab").as_deref(), Some("ab"));
        // `{` that is not a counted repeat is a literal.
        assert_eq!(find("a{x}", "a{x}").as_deref(), Some("a{x}"));
        assert_eq!(find("a{", "a{").as_deref(), Some("a{"));
    }

    #[test]
    fn alternation_and_groups() {
        assert_eq!(find("cat|dog", "hotdog").as_deref(), Some("dog"));
        assert_eq!(find("a(b|c)d", "xacd").as_deref(), Some("acd"));
        assert_eq!(find("a(?:b|)d", "ad").as_deref(), Some("ad"));
        assert_eq!(find("x(|y)z", "xyz").as_deref(), Some("xyz"));
        assert_eq!(find("(a|b)(c|d)", "zbd").as_deref(), Some("bd"));
    }

    #[test]
    fn anchors() {
        assert_eq!(find("^b", "ab\nbc").as_deref(), Some("b"));
        assert_eq!(find("a$", "ab\nca").as_deref(), Some("a"));
        let chars: Vec<char> = "ab\nba".chars().collect();
        let m = search(&parse("a$").expect("parses"), 0, &chars, 0, chars.len()).expect("no limit").expect("match");
        assert_eq!(m.start, 4);
    }

    #[test]
    fn search_respects_bounds() {
        let chars: Vec<char> = "abcabc".chars().collect();
        let node = parse("abc").expect("parses");
        assert_eq!(search(&node, 0, &chars, 1, 6).expect("no limit").map(|m| m.start), Some(3));
        assert_eq!(search(&node, 0, &chars, 1, 5).expect("no limit"), None);
        let star = parse("c.*").expect("parses");
        assert_eq!(search(&star, 0, &chars, 0, 4).expect("no limit").map(|m| (m.start, m.end)), Some((2, 4)));
    }

    #[test]
    fn captures_and_backrefs() {
        let chars: Vec<char> = "x=12 y=12 z=13".chars().collect();
        let node = Node::Concat(vec![
            Node::Capture { node: Box::new(parse(r"\d+").expect("parses")), slot: 0 },
            Node::Literal(" y=".chars().collect()),
            Node::Backref(0),
        ]);
        let m = search(&node, 1, &chars, 0, chars.len()).expect("no limit").expect("match");
        assert_eq!((m.start, m.end), (2, 9));
        assert_eq!(m.captures, vec![Some((2, 4))]);
        let mismatch = Node::Concat(vec![
            Node::Capture { node: Box::new(parse(r"\d+").expect("parses")), slot: 0 },
            Node::Literal(" z=".chars().collect()),
            Node::Backref(0),
        ]);
        assert_eq!(search(&mismatch, 1, &chars, 0, chars.len()).expect("no limit"), None);
    }

    #[test]
    fn syntax_errors() {
        assert_eq!(error("(ab"), "unclosed '('");
        assert_eq!(error("ab)"), "unmatched ')'");
        assert_eq!(error("[ab"), "unclosed '['");
        assert_eq!(error("*a"), "nothing to repeat");
        assert_eq!(error("a|?"), "nothing to repeat");
        assert_eq!(error(r"\q"), "unsupported escape '\\q'");
        assert_eq!(error("[z-a]"), "bad class range 'z-a'");
        assert_eq!(error("[[:nope:]]"), "unknown character class '[:nope:]'");
        assert_eq!(error("a{3,1}"), "bad repeat bounds {3,1}");
        assert_eq!(error("(?=a)"), "only non-capturing '(?:' groups are supported");
        assert_eq!(error("a\\"), "trailing '\\'");
    }

    #[test]
    fn pathological_patterns_stop() {
        let text: Vec<char> = "a".repeat(40).chars().collect();
        let node = parse("(a|aa)*(a|aa)*(a|aa)*b").expect("parses");
        assert_eq!(search_with_budget(&node, 0, &text, 0, text.len(), 100_000), Err(StepLimitExceeded(100_000)));
    }
}
