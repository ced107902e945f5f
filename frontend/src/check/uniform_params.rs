//! A parameter declared `ParameterBlock<T>` or `ConstantBuffer<T>` is
//! uniform data: read-only in the function, so a `[mutating]` method
//! cannot be called on it (E30050) and it cannot be assigned. (Its type is
//! `T` itself; the wrapper is known from the declaration.)
//! A `const` parameter is read-only in the body too.

use crate::ast::{DeclKind, ModifierKind, TypeKind as AstType};

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

    /// A `const` parameter (`void f(const int x)`) is read-only in the
    /// body: assigning to it is E30011, as slangc reports.
    pub(super) fn freeze_const_param(&self, fx: &mut FnCx, f: usize, name: &str) {
        let ast = self.func_ast(f);
        let sig = match &self.func_decl(f).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return,
        };
        let is_const = sig.params.iter().any(|&p| {
            let d = ast.decl(p);
            matches!(&d.kind, DeclKind::Param { name: Some(n), .. } if n.name == name)
                && d.modifiers.has(&ModifierKind::Const)
        });
        if !is_const {
            return;
        }
        if let Some(&Binding::Var { ptr, ty, .. }) = fx.lookup(name) {
            fx.bind(name, Binding::Var { ptr, ty, mutable: false });
        }
    }
}
