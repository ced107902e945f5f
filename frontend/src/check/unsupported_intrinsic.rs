//! A call of a function whose `__target_intrinsic` for the current target
//! is a placeholder marking it unsupported there (`"<invalid intrinsic>"`,
//! `"<Not supported>"`, `"invalid texture shape"`) is an error at the call
//! (slangc's E55204), not a placeholder printed into the output.

use crate::ast::{ExprKind, ModifierKind};
use crate::source::Span;

use super::{CResult, Checker, Reported};

/// A call of an operation the target does not support (slangc's E55204).
const E_UNSUPPORTED_INTRINSIC_CALL: &str = "E55204";

impl Checker<'_> {
    /// Reports the call at `span` of function `f` when its target intrinsic
    /// for the current target is an unsupported-placeholder.
    pub(in crate::check) fn check_unsupported_intrinsic_call(&mut self, f: usize, span: Span) -> CResult<()> {
        let Some(target) = self.capabilities.target.clone() else { return Ok(()) };
        let ast = self.func_ast(f);
        let decl = self.func_decl(f);
        let unsupported = decl.modifiers.keywords.iter().any(|m| {
            let ModifierKind::Builtin { name, args } = &m.kind else { return false };
            if name != "__target_intrinsic" || args.len() != 2 {
                return false;
            }
            matches!(&ast.expr(args[0]).kind, ExprKind::Name(t) if *t == target)
                && matches!(&ast.expr(args[1]).kind,
                    ExprKind::String(s) if nsl_dialects::template::is_unsupported_placeholder(s))
        });
        if !unsupported {
            return Ok(());
        }
        let name = self.funcs[f].name.clone();
        let msg = format!(
            "unsupported intrinsic operation: intrinsic operation '{name}' is not supported for the current target"
        );
        self.error(E_UNSUPPORTED_INTRINSIC_CALL, span, msg);
        Err(Reported)
    }
}
