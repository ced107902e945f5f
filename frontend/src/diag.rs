//! Frontend diagnostics: a code (Slang's number where Slang has the same
//! error, e.g. `E30019` for a type mismatch), a message, a primary span,
//! secondary labels and notes, rendered with source snippets.

use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor::NoColor, Config};

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    pub span: Span,
    /// Secondary spans with what they show (e.g. "macro expanded here").
    pub labels: Vec<(Span, String)>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            span,
            labels: Vec::new(),
            notes: Vec::new(),
        }
    }
    pub fn warning(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, span, message) }
    }
    pub fn with_label(mut self, span: Span, text: impl Into<String>) -> Diagnostic {
        self.labels.push((span, text.into()));
        self
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

/// Collects diagnostics; `-warnings-as-errors` turns warnings into errors.
#[derive(Default)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
    pub warnings_as_errors: bool,
    /// Errors not kept because `MAX_ERRORS` were already reported.
    pub dropped: usize,
    /// Warnings disabled (`-Wno-N`) or made errors by id.
    pub control: WarningControl,
}

/// slangc's warning options by id, applied in command-line order by the
/// driver: `-warnings-disable` / `-Wno-N` (and `-W N` to enable one
/// again), `-warnings-as-errors all|IDS`. An id is a code with or without
/// its letter (`41020`, `E41020`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WarningControl {
    /// `-warnings-as-errors all`.
    pub all_as_errors: bool,
    pub disabled: Vec<String>,
    pub as_errors: Vec<String>,
}

impl WarningControl {
    /// Does the id `id` (`41020`, `E41020`) name the diagnostic code
    /// `code` (`E41020`)?
    pub fn matches(id: &str, code: &str) -> bool {
        let digits = |s: &str| s.trim_start_matches(|c: char| c.is_ascii_alphabetic()).to_string();
        // Warnings slangc also knows by name (`-Wno-keyword-used-as-name`).
        const NAMED: &[(&str, &str)] = &[("keyword-used-as-name", "E20103")];
        if let Some((_, c)) = NAMED.iter().find(|(n, _)| *n == id) {
            return *c == code;
        }
        id == code || (!digits(id).is_empty() && digits(id) == digits(code))
    }
    fn disables(&self, code: &str) -> bool {
        self.disabled.iter().any(|id| WarningControl::matches(id, code))
    }
    fn errors(&self, code: &str) -> bool {
        self.all_as_errors || self.as_errors.iter().any(|id| WarningControl::matches(id, code))
    }
}

/// Errors kept per compilation: past this, one more error is only counted
/// (a broken file should not produce megabytes of follow-on errors).
pub const MAX_ERRORS: usize = 100;

impl Diagnostics {
    pub fn push(&mut self, mut d: Diagnostic) {
        if d.severity == Severity::Warning {
            if self.control.errors(d.code) || self.warnings_as_errors {
                d.severity = Severity::Error;
            } else if self.control.disables(d.code) {
                return;
            }
        }
        if d.severity == Severity::Error
            && self.list.iter().filter(|d| d.severity == Severity::Error).count() >= MAX_ERRORS
        {
            self.dropped += 1;
            return;
        }
        self.list.push(d);
    }
    pub fn has_errors(&self) -> bool {
        self.dropped > 0 || self.list.iter().any(|d| d.severity == Severity::Error)
    }
}

/// One line per diagnostic, `file:line:col: error[CODE]: message`, the
/// form tests match with `expected-error` comments.
/// Locations are the presumed ones (after `#line`).
pub fn render_short(sources: &SourceMap, d: &Diagnostic) -> String {
    let (name, line, col) = sources.presumed(d.span);
    let sev = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    };
    format!("{name}:{line}:{col}: {sev}[{}]: {}", d.code, d.message)
}

/// The full rendering: the short line, then the source snippet with
/// labels and notes underneath.
pub fn render(sources: &SourceMap, d: &Diagnostic) -> String {
    let mut files = SimpleFiles::new();
    let ids: Vec<usize> = sources.files().iter().map(|f| files.add(f.name.clone(), f.text.clone())).collect();
    let mut cs = match d.severity {
        Severity::Error => CsDiagnostic::error(),
        Severity::Warning => CsDiagnostic::warning(),
        Severity::Note => CsDiagnostic::note(),
    }
    .with_labels(
        std::iter::once(Label::primary(ids[d.span.file.0 as usize], d.span.lo as usize..d.span.hi as usize))
            .chain(d.labels.iter().map(|(s, t)| {
                Label::secondary(ids[s.file.0 as usize], s.lo as usize..s.hi as usize).with_message(t.clone())
            }))
            .collect(),
    )
    .with_notes(d.notes.clone());
    cs.message = String::new();
    let mut out = NoColor::new(Vec::new());
    let config = Config::default();
    let snippet = match term::emit(&mut out, &config, &files, &cs) {
        Ok(()) => String::from_utf8_lossy(&out.into_inner()).into_owned(),
        Err(_) => String::new(),
    };
    // codespan prints its own header line; ours (with the location) replaces it.
    let body: String = snippet.lines().skip(1).map(|l| format!("{l}\n")).collect();
    format!("{}\n{body}", render_short(sources, d))
}
