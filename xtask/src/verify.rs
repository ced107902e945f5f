//! Diagnostic expectations in lit test files, in the style of clang's
//! `-verify`:
//!
//! ```text
//! %x = foo   // expected-error {{unknown op}}           (this line)
//! // expected-error@+1 {{...}}                          (N lines below)
//! // expected-warning@-2 {{...}}                        (N lines above)
//! // expected-note@12 {{...}}                           (line 12)
//! // expected-no-diagnostics                            (none at all)
//! ```
//!
//! They are checked against diagnostics of the form
//! `PATH:LINE:COL: error[CODE]: MESSAGE` (also `warning`, `note`; the
//! `[CODE]` is optional) that name the test file. Each diagnostic must be
//! matched by an expectation of the same severity on the same line whose text
//! is a substring of the message, and each expectation must match one
//! diagnostic.

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    fn parse(word: &str) -> Option<Severity> {
        match word {
            "error" => Some(Severity::Error),
            "warning" => Some(Severity::Warning),
            "note" => Some(Severity::Note),
            _ => None,
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

#[derive(Debug, PartialEq)]
pub struct Expectation {
    pub severity: Severity,
    /// The line the diagnostic must be reported on.
    pub line: usize,
    pub text: String,
    /// The line the expectation is written on.
    pub written_at: usize,
}

#[derive(Debug, PartialEq)]
pub struct Diagnostic {
    pub path: String,
    pub severity: Severity,
    pub line: usize,
    pub column: usize,
    pub code: Option<String>,
    pub message: String,
}

const MARKER: &str = "expected-";
const NO_DIAGNOSTICS: &str = "no-diagnostics";

/// The expectations of a test file: `Ok(None)` when it has none (and no
/// `expected-no-diagnostics`), so its diagnostics are not verified.
pub fn parse_expectations(source: &str) -> Result<Option<Vec<Expectation>>, String> {
    let line_count = source.lines().count();
    let mut expectations = Vec::new();
    let mut verify = false;
    for (index, line) in source.lines().enumerate() {
        let line_no = index + 1;
        let error = |message: String| format!("line {line_no}: {message}");
        for (start, _) in line.match_indices(MARKER) {
            if line[..start].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
                continue;
            }
            let rest = &line[start + MARKER.len()..];
            let word: String = rest.chars().take_while(|c| c.is_ascii_alphabetic() || *c == '-').collect();
            if word == NO_DIAGNOSTICS {
                verify = true;
                continue;
            }
            let rest = &rest[word.len()..];
            let Some(severity) = Severity::parse(&word) else {
                // Only complain when it looks like an expectation; prose may
                // say "expected-something".
                if rest
                    .trim_start_matches(|c: char| c == '@' || c == '+' || c == '-' || c.is_ascii_digit())
                    .trim_start()
                    .starts_with("{{")
                {
                    return Err(error(format!("unknown expectation 'expected-{word}' (use error, warning or note)")));
                }
                continue;
            };
            let (target, rest) = parse_target(rest, line_no).map_err(error)?;
            // One past the last line is where "end of input" is reported.
            if target == 0 || target > line_count + 1 {
                return Err(error(format!("expectation refers to line {target}, outside the file")));
            }
            let Some(body) = rest.trim_start().strip_prefix("{{") else {
                return Err(error(format!("expected-{word} needs its text in {{{{...}}}}")));
            };
            let Some(end) = body.find("}}") else { return Err(error("unterminated '{{' in expectation".into())) };
            let text = &body[..end];
            if text.trim().is_empty() {
                return Err(error("empty expectation text".into()));
            }
            expectations.push(Expectation { severity, line: target, text: text.to_string(), written_at: line_no });
            verify = true;
        }
    }
    Ok(verify.then_some(expectations))
}

/// Parses an optional `@+N`, `@-N` or `@N` after `expected-KIND`; returns
/// the target line and the text after it.
fn parse_target(rest: &str, line_no: usize) -> Result<(usize, &str), String> {
    let Some(spec) = rest.strip_prefix('@') else { return Ok((line_no, rest)) };
    let (sign, digits_from) = match spec.chars().next() {
        Some('+') => (1, 1),
        Some('-') => (-1, 1),
        _ => (0, 0),
    };
    let digits_len = spec[digits_from..].chars().take_while(char::is_ascii_digit).count();
    let digits = &spec[digits_from..digits_from + digits_len];
    let number: usize =
        digits.parse().map_err(|_| format!("bad line in '@{}'", spec.split(' ').next().unwrap_or("")))?;
    let target = match sign {
        1 => line_no.checked_add(number),
        -1 => line_no.checked_sub(number),
        _ => Some(number),
    };
    let target = target.ok_or_else(|| format!("expectation refers to a line before line 1 ('@-{number}')"))?;
    Ok((target, &spec[digits_from + digits_len..]))
}

/// Parses a diagnostic line `PATH:LINE:COL: SEVERITY[CODE]: MESSAGE`.
pub fn parse_diagnostic(line: &str) -> Option<Diagnostic> {
    line.match_indices(':').find_map(|(colon, _)| {
        let path = &line[..colon];
        let rest = &line[colon + 1..];
        let (line_no, rest) = leading_number(rest)?;
        let (column, rest) = leading_number(rest.strip_prefix(':')?)?;
        let rest = rest.strip_prefix(": ")?;
        let word_len = rest.chars().take_while(char::is_ascii_alphabetic).count();
        let severity = Severity::parse(&rest[..word_len])?;
        let mut rest = &rest[word_len..];
        let mut code = None;
        if let Some(after) = rest.strip_prefix('[') {
            let end = after.find(']')?;
            code = Some(after[..end].to_string());
            rest = &after[end + 1..];
        }
        let message = rest.strip_prefix(':')?.trim();
        (!path.is_empty()).then(|| Diagnostic {
            path: path.to_string(),
            severity,
            line: line_no,
            column,
            code,
            message: message.to_string(),
        })
    })
}

fn leading_number(text: &str) -> Option<(usize, &str)> {
    let len = text.chars().take_while(char::is_ascii_digit).count();
    Some((text[..len].parse().ok()?, &text[len..]))
}

/// Pairs diagnostics with expectations and describes every diagnostic nobody
/// expected and every expectation nothing met. The pairing is a maximum
/// matching, so overlapping texts on one line cannot cause false reports.
pub fn verify(expectations: &[Expectation], diagnostics: &[Diagnostic]) -> Vec<String> {
    let candidates: Vec<Vec<usize>> = diagnostics
        .iter()
        .map(|d| {
            expectations
                .iter()
                .enumerate()
                .filter(|(_, e)| e.severity == d.severity && e.line == d.line && d.message.contains(&e.text))
                .map(|(i, _)| i)
                .collect()
        })
        .collect();
    let mut owner: Vec<Option<usize>> = vec![None; expectations.len()];
    for diagnostic in 0..diagnostics.len() {
        let mut seen = vec![false; expectations.len()];
        augment(diagnostic, &candidates, &mut owner, &mut seen);
    }
    let mut problems = Vec::new();
    for (index, d) in diagnostics.iter().enumerate() {
        if !owner.contains(&Some(index)) {
            let code = d.code.as_ref().map(|c| format!("[{c}]")).unwrap_or_default();
            problems.push(format!("unexpected {}{code} at line {}:{}: {}", d.severity, d.line, d.column, d.message));
        }
    }
    for (e, matched) in expectations.iter().zip(&owner) {
        if matched.is_none() {
            problems.push(format!(
                "missing {} at line {} (expected-{} on line {}): {{{{{}}}}}",
                e.severity, e.line, e.severity, e.written_at, e.text
            ));
        }
    }
    problems
}

/// Kuhn's augmenting path step: tries to give `diagnostic` an expectation,
/// moving earlier pairings where that frees one.
fn augment(diagnostic: usize, candidates: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &expectation in &candidates[diagnostic] {
        if seen[expectation] {
            continue;
        }
        seen[expectation] = true;
        let free = match owner[expectation] {
            None => true,
            Some(other) => augment(other, candidates, owner, seen),
        };
        if free {
            owner[expectation] = Some(diagnostic);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expectation(severity: Severity, line: usize, text: &str, written_at: usize) -> Expectation {
        Expectation { severity, line, text: text.into(), written_at }
    }

    fn diagnostic(severity: Severity, line: usize, message: &str) -> Diagnostic {
        Diagnostic { path: "t.nir".into(), severity, line, column: 1, code: None, message: message.into() }
    }

    #[test]
    fn parses_expectation_forms() {
        let source = "a // expected-error {{here}}\n// expected-warning@+1 {{below}}\nb\n// expected-note@-3 {{above}} expected-error@2 {{abs}}\n";
        let parsed = parse_expectations(source).expect("valid").expect("verify mode");
        assert_eq!(
            parsed,
            vec![
                expectation(Severity::Error, 1, "here", 1),
                expectation(Severity::Warning, 3, "below", 2),
                expectation(Severity::Note, 1, "above", 4),
                expectation(Severity::Error, 2, "abs", 4),
            ]
        );
        assert_eq!(parse_expectations("// RUN: true\n"), Ok(None));
        assert_eq!(parse_expectations("// expected-no-diagnostics\n"), Ok(Some(Vec::new())));
        // Prose mentioning an unexpected-error is not an expectation.
        assert_eq!(parse_expectations("// no unexpected-error {{x}} here\n"), Ok(None));
    }

    #[test]
    fn rejects_malformed_expectations() {
        let error = |source: &str| parse_expectations(source).expect_err(source);
        assert_eq!(error("// expected-error"), "line 1: expected-error needs its text in {{...}}");
        assert_eq!(error("// expected-error {{abc"), "line 1: unterminated '{{' in expectation");
        assert_eq!(error("// expected-error@-1 {{x}}"), "line 1: expectation refers to line 0, outside the file");
        assert_eq!(error("// expected-error@+5 {{x}}"), "line 1: expectation refers to line 6, outside the file");
        assert!(parse_expectations("// expected-error@+1 {{end of input}}\n").is_ok());
        assert_eq!(
            error("// expected-eror {{x}}"),
            "line 1: unknown expectation 'expected-eror' (use error, warning or note)"
        );
        assert_eq!(error("// expected-error@x {{x}}"), "line 1: bad line in '@x'");
        assert_eq!(error("// expected-error {{ }}"), "line 1: empty expectation text");
    }

    #[test]
    fn parses_diagnostic_lines() {
        assert_eq!(
            parse_diagnostic("/a/b.nir:3:7: error[NSL1003]: unknown op 'x.y'"),
            Some(Diagnostic {
                path: "/a/b.nir".into(),
                severity: Severity::Error,
                line: 3,
                column: 7,
                code: Some("NSL1003".into()),
                message: "unknown op 'x.y'".into(),
            })
        );
        let note = parse_diagnostic("c:/x.nir:1:2: note: see here").expect("a note");
        assert_eq!((note.path.as_str(), note.severity, note.code), ("c:/x.nir", Severity::Note, None));
        assert_eq!(parse_diagnostic("time: parse 1.2 ms"), None);
        assert_eq!(parse_diagnostic("x.nir:1:2: remark: no"), None);
        assert_eq!(parse_diagnostic("error[NSL0001]: cannot read"), None);
    }

    #[test]
    fn verification_reports_both_directions() {
        let expectations = [expectation(Severity::Error, 2, "bad", 1), expectation(Severity::Note, 2, "here", 1)];
        let diagnostics = [diagnostic(Severity::Error, 2, "a bad thing"), diagnostic(Severity::Note, 2, "see here")];
        assert!(verify(&expectations, &diagnostics).is_empty());
        let wrong_line = [diagnostic(Severity::Error, 3, "a bad thing"), diagnostic(Severity::Note, 2, "see here")];
        assert_eq!(
            verify(&expectations, &wrong_line),
            vec![
                "unexpected error at line 3:1: a bad thing",
                "missing error at line 2 (expected-error on line 1): {{bad}}"
            ]
        );
        let wrong_severity =
            [diagnostic(Severity::Warning, 2, "a bad thing"), diagnostic(Severity::Note, 2, "see here")];
        assert_eq!(verify(&expectations, &wrong_severity).len(), 2);
    }

    #[test]
    fn verification_counts_each_diagnostic_once() {
        let one = [expectation(Severity::Error, 1, "x", 1)];
        let two = [diagnostic(Severity::Error, 1, "x"), diagnostic(Severity::Error, 1, "x")];
        assert_eq!(verify(&one, &two), vec!["unexpected error at line 1:1: x"]);
        // Greedy pairing would give "ab" to the "a" expectation and then
        // find nothing for the message "a".
        let overlapping = [expectation(Severity::Error, 1, "a", 1), expectation(Severity::Error, 1, "ab", 1)];
        let messages = [diagnostic(Severity::Error, 1, "ab"), diagnostic(Severity::Error, 1, "a")];
        assert!(verify(&overlapping, &messages).is_empty());
    }
}
