//! `__requireCapability(NAME)`: a statement that makes the enclosing
//! function require the capability `NAME`, as a `[require(NAME)]` use at
//! that statement (the inference then reports it against the profile like
//! any other use). It produces no code.

use super::{CResult, Checker};
use crate::ast::{ExprId, ExprKind};
use crate::source::Span;

impl Checker<'_> {
    pub(super) fn require_capability_call(&mut self, arg: ExprId, span: Span) -> CResult<()> {
        let arg_span = self.user.expr(arg).span;
        let ExprKind::Name(name) = &self.user.expr(arg).kind else {
            let msg = "expected a capability name as the argument of '__requireCapability'";
            return Err(self.error(super::capability::E_EXPECT_CAPABILITY, arg_span, msg));
        };
        let name = name.clone();
        let Some(requirement) = nsl_capabilities::Definitions::builtin().lookup_or_unmodeled(&name) else {
            let msg = format!("unknown capability name '{name}'");
            return Err(self.error(super::capability::E_UNKNOWN_CAPABILITY, arg_span, msg));
        };
        let callee_span = Span { hi: span.lo + "__requireCapability".len() as u32, ..span };
        self.use_fixed(Some(requirement), callee_span, "'__requireCapability'");
        Ok(())
    }
}
