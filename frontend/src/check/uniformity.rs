//! Slang's uniformity annotations, lowered to what `check-uniformity`
//! (nsl-passes) reads: a `dynamic_uniform` parameter is listed in its
//! function's `dynamic_uniform = [i, ...]` attribute (IR parameter
//! indices), a `dynamic_uniform` local's `mem.var` has a unit
//! `dynamic_uniform` attribute, and `[NonUniformReturn]` is the function's
//! `non_uniform_return` attribute. `asDynamicUniform(x)` is the core
//! module's `gpu.assume_uniform` intrinsic.

use super::Checker;
use crate::ast::{DeclKind, ModifierKind, Modifiers};
use nsl_ir::{Attr, Value};

impl Checker<'_> {
    /// The uniformity attributes of `f`'s `func.func`.
    pub(super) fn uniformity_attrs(&mut self, f: usize) -> Vec<(&'static str, Attr)> {
        let ast = self.func_ast(f);
        let decl = self.func_decl(f);
        let mut attrs = Vec::new();
        if decl.modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("NonUniformReturn")) {
            attrs.push(("non_uniform_return", self.ctx.bool_attr(true)));
        }
        let DeclKind::Func { sig, .. } = &decl.kind else { return attrs };
        // IR parameters: `this` first, then the declared ones in order.
        let offset = usize::from(self.funcs[f].this.is_some());
        if sig.params.len() != self.funcs[f].params.len() {
            return attrs;
        }
        let marked: Vec<i128> = sig
            .params
            .iter()
            .enumerate()
            .filter(|(_, &p)| ast.decl(p).modifiers.has(&ModifierKind::DynamicUniform))
            .map(|(i, _)| (i + offset) as i128)
            .collect();
        if !marked.is_empty() {
            let items = marked.into_iter().map(|i| self.ctx.int_attr(i)).collect();
            attrs.push(("dynamic_uniform", self.ctx.array_attr(items)));
        }
        attrs
    }

    /// Marks the `mem.var` of a local declared `dynamic_uniform`.
    pub(super) fn mark_dynamic_uniform(&mut self, var: Value, modifiers: &Modifiers) {
        if !modifiers.has(&ModifierKind::DynamicUniform) {
            return;
        }
        if let Some(op) = self.ctx.defining_op(var) {
            let name = self.ctx.sym("dynamic_uniform");
            let unit = self.ctx.bool_attr(true);
            self.ctx.set_attr(op, name, unit);
        }
    }
}
