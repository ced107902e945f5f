//! Shared code of the nanoslang drivers (`nsl-opt`, later `nslc`).

use nsl_ir::{Context, Diagnostic};
use std::io::Read;

/// Reads a file, or stdin for `-`; returns the text and the name to use in
/// diagnostics.
pub fn read_input(path: &str) -> std::io::Result<(String, String)> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s)?;
        Ok((s, "<stdin>".to_string()))
    } else {
        Ok((std::fs::read_to_string(path)?, path.to_string()))
    }
}

/// Prints diagnostics to stderr, one `file:line:col: error[CODE]: ...` each.
pub fn emit_diagnostics(ctx: &Context, diags: &[Diagnostic]) {
    for d in diags {
        eprint!("{}", d.render(ctx));
    }
}
