//! Texel element types: a texture, a combined texture-sampler or a typed
//! buffer (`Buffer`, `RWBuffer`) holds scalars or vectors of them (Slang's
//! `ITexelElement`); a matrix, a struct, an array or a resource as the
//! element is slangc's E38029 where the type is written.

#[allow(unused_imports)]
use super::*;

/// A type argument does not conform to the interface its parameter needs.
pub const E_TEXEL_ELEMENT: &str = "E38029";

impl Checker<'_> {
    /// Checks the element type `elem` of the resource type named `base`.
    pub(super) fn check_texel_element(&mut self, base: &str, elem: Type, span: Span) -> CResult<()> {
        let typed = base.contains("Texture") || base.starts_with("Sampler") || matches!(base, "Buffer" | "RWBuffer");
        // Not the structured buffers; not sampler states; subpass inputs and
        // feedback textures have their own rules.
        if !typed || base.contains("Structured") || base.ends_with("State") || base.contains("Feedback") {
            return Ok(());
        }
        let ok = match self.ctx.type_kind(elem) {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::Vector { .. } => true,
            // A generic parameter is checked where it is bound.
            TypeKind::Param { .. } => true,
            _ => false,
        };
        if ok {
            return Ok(());
        }
        let shown = self.show(elem);
        let msg = format!("type argument '{shown}' does not conform to the required interface 'ITexelElement'");
        Err(self.error(E_TEXEL_ELEMENT, span, msg))
    }
}
