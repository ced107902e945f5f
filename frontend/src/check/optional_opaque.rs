//! `Optional<T>` of a resource or opaque type (or of a struct or array that
//! holds one) is rejected: an optional's payload is stored beside its
//! `hasValue` flag, which a resource handle cannot be (slangc's E30902).

use super::generics::GArg;
use super::{CResult, Checker, Reported, Unit};
use crate::ast::{TypeKind as AstType, TypeOrExpr};
use crate::source::Span;

/// `Optional<T>` with an opaque `T` (slangc's E30902).
const E_OPTIONAL_OPAQUE: &str = "E30902";

impl Checker<'_> {
    /// Reports `Optional<T>` written at `span` when `T` is or holds a
    /// resource type.
    pub(super) fn check_optional_payload(
        &mut self,
        unit: Unit,
        key: &str,
        args: &[TypeOrExpr],
        gargs: &[GArg],
        span: Span,
    ) -> CResult<()> {
        if key != "Optional" || self.shadowed_core_structs.contains("Optional") {
            return Ok(());
        }
        let [GArg::Type(t)] = gargs else { return Ok(()) };
        // `Optional<T>` for a generic parameter `T` is checked where the
        // generic is used: an instance's payload is what it stores.
        if let [TypeOrExpr::Type(a)] = args {
            if let AstType::Name(n) = &self.ast(unit).ty(*a).kind {
                if self.env_lookup(n).is_some() {
                    return Ok(());
                }
            }
        }
        // `ConstantBuffer<T>` / `ParameterBlock<T>` resolve to `T` itself:
        // the wrapper is known from the type expression.
        let wrapper = match args {
            [TypeOrExpr::Type(a)] => match &self.ast(unit).ty(*a).kind {
                AstType::Specialize { base, .. } => match &self.ast(unit).ty(*base).kind {
                    AstType::Name(n) if matches!(n.as_str(), "ConstantBuffer" | "ParameterBlock" | "TextureBuffer") => {
                        Some(n.clone())
                    }
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let Some(inner) = wrapper.or_else(|| self.opaque_inside(*t, 0)) else { return Ok(()) };
        let what = if self.show(*t) == inner || !inner.contains('<') && wrapper_is(&inner) {
            format!("'{inner}' is an opaque resource type")
        } else {
            format!("'{}' contains the opaque resource type '{inner}'", self.show(*t))
        };
        let msg = format!("Optional<T> cannot hold a resource or opaque type: {what}");
        self.error(E_OPTIONAL_OPAQUE, span, msg);
        Err(Reported)
    }
}

fn wrapper_is(name: &str) -> bool {
    matches!(name, "ConstantBuffer" | "ParameterBlock" | "TextureBuffer")
}
