//! The frontend as one call: source text to a verified IR module.

use crate::check::check_and_lower;
use crate::diag::{Diagnostic, Diagnostics};
use crate::preprocess::{preprocess, PpOptions};
use crate::source::{SourceMap, Span};
use nsl_ir::{Context, Op};

/// The core module's source, compiled into the binary.
pub const CORE_MODULE: &str = include_str!("../core/core.slang");

/// Everything a compilation produces: the sources (for rendering
/// diagnostics), the diagnostics, and the IR when checking succeeded.
pub struct Compilation {
    pub sources: SourceMap,
    pub diags: Diagnostics,
    pub ctx: Context,
    pub module: Option<Op>,
}

/// Preprocesses, parses, checks and lowers `text` (named `path`), with the
/// core module in scope. The module is `None` when an error was reported.
pub fn compile(path: &str, text: &str, opts: &PpOptions, warnings_as_errors: bool) -> Compilation {
    let mut sources = SourceMap::default();
    let mut diags = Diagnostics { warnings_as_errors, ..Diagnostics::default() };
    let mut ctx = nsl_dialects::core_context();

    let core_file = sources.add("<core>", CORE_MODULE);
    let core_tokens = preprocess(&mut sources, core_file, &PpOptions::default(), &mut diags);
    let core = crate::parser::parse(&core_tokens.tokens, &mut diags);

    let file = sources.add(path, text);
    let out = preprocess(&mut sources, file, opts, &mut diags);
    let ast = crate::parser::parse(&out.tokens, &mut diags);
    let module = check_and_lower(&ast, &core, &sources, &mut diags, &mut ctx);
    if diags.has_errors() {
        return Compilation { sources, diags, ctx, module: None };
    }
    if std::env::var_os("NSLC_DEBUG_IR").is_some() {
        eprintln!("{}", nsl_ir::printer::print_op(&ctx, module));
    }
    if let Err(errors) = nsl_ir::verify::verify(&ctx, module) {
        // Lowering produced invalid IR: a compiler bug, reported as such
        // rather than as a crash.
        let span = Span::new(file, 0, 0);
        for e in errors {
            let msg = format!("internal error: the lowered IR does not verify: {}", e.message);
            diags.push(Diagnostic::error("E99999", span, msg));
        }
        return Compilation { sources, diags, ctx, module: None };
    }
    Compilation { sources, diags, ctx, module: Some(module) }
}
