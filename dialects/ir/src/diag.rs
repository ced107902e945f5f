//! Diagnostics: every rejection carries a location and an error code.
//!
//! Codes used by the IR layer:
//! - `NSL1xxx`: textual IR syntax (parser)
//! - `NSL2xxx`: verification (structure, op schema, language legality)
//! - `NSL3xxx`: pass pipelines and pass options
//! - `NSL4xxx`: interpreter traps and bad `--run` arguments

use crate::{Context, Loc};
use std::fmt::Write;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    pub loc: Loc,
    /// Secondary locations with explanations.
    pub notes: Vec<(Loc, String)>,
}

impl Diagnostic {
    pub fn error(code: &'static str, loc: Loc, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, code, message: message.into(), loc, notes: Vec::new() }
    }
    pub fn with_note(mut self, loc: Loc, note: impl Into<String>) -> Diagnostic {
        self.notes.push((loc, note.into()));
        self
    }

    /// Renders as `file:line:col: error[CODE]: message`, one line per note.
    pub fn render(&self, ctx: &Context) -> String {
        let mut out = String::new();
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        write_loc(&mut out, ctx, self.loc);
        let _ = writeln!(out, "{sev}[{}]: {}", self.code, self.message);
        for (loc, note) in &self.notes {
            write_loc(&mut out, ctx, *loc);
            let _ = writeln!(out, "note: {note}");
        }
        out
    }
}

fn write_loc(out: &mut String, ctx: &Context, loc: Loc) {
    if loc.is_known() {
        let file = ctx.file_name(loc.file).unwrap_or("<unknown>");
        let _ = write!(out, "{file}:{}:{}: ", loc.line, loc.col);
    }
}
