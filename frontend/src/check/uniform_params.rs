//! A parameter declared `ParameterBlock<T>` or `ConstantBuffer<T>` is
//! uniform data: read-only in the function, so a `[mutating]` method
//! cannot be called on it (E30050) and it cannot be assigned. (Its type is
//! `T` itself; the wrapper is known from the declaration.)

use crate::ast::{DeclKind, TypeKind as AstType};

use super::stmt::{Binding, FnCx};
use super::Checker;

impl Checker<'_> {
    /// Rebinds parameter `name` of function `f` read-only when its
    /// declared type is `ParameterBlock<T>` or `ConstantBuffer<T>`.
    pub(super) fn freeze_uniform_block_param(&self, fx: &mut FnCx, f: usize, name: &str) {
        let ast = self.func_ast(f);
        let sig = match &self.func_decl(f).kind {
            DeclKind::Func { sig, .. } => sig,
            _ => return,
        };
        let declared = sig.params.iter().find_map(|&p| match &ast.decl(p).kind {
            DeclKind::Param { name: Some(n), ty: Some(t), .. } if n.name == name => Some(*t),
            _ => None,
        });
        let Some(t) = declared else { return };
        let AstType::Specialize { base, .. } = &ast.ty(t).kind else { return };
        if !matches!(&ast.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock" || n == "ConstantBuffer") {
            return;
        }
        if let Some(&Binding::Var { ptr, ty, .. }) = fx.lookup(name) {
            fx.bind(name, Binding::Var { ptr, ty, mutable: false });
        }
    }
}
