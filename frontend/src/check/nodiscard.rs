//! `[NoDiscard]`: a call of a function so marked whose result an expression
//! statement (or a `for` step) throws away is an error (`E30059`), as is
//! the attribute on a function returning `void` (`E30069`).
//!
//! `emit_call` records the span of every call of a `[NoDiscard]` function;
//! an expression statement then looks at the expressions whose value it
//! discards: itself, both arms of `?:`, the right operand of `&&` / `||`,
//! both operands of the comma operator.

use super::stmt::FnCx;
use super::Checker;
use crate::ast::{BinaryOp, DeclKind, ExprId, ExprKind, FuncName, TypeKind as AstType};

pub const E_DISCARDED: &str = "E30059";
pub const E_NODISCARD_VOID: &str = "E30069";

fn is_nodiscard(modifiers: &crate::ast::Modifiers) -> bool {
    modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("nodiscard"))
}

impl Checker<'_> {
    /// Lowers expression `e` whose value is discarded.
    pub(super) fn lower_discarded(&mut self, fx: &mut FnCx, e: ExprId) {
        let _ = self.lower_expr_any(fx, e);
        if self.nodiscard_calls.is_empty() {
            return;
        }
        let mut discarded = Vec::new();
        self.discarded_exprs(e, &mut discarded, 0);
        for d in discarded {
            let span = self.user.expr(d).span;
            if let Some(name) = self.nodiscard_calls.get(&span).cloned() {
                let msg = format!(
                    "result of '[NoDiscard]' function is discarded: the result of calling '{name}' is discarded; this function is marked '[NoDiscard]'"
                );
                self.error(E_DISCARDED, span, msg);
            }
        }
    }

    fn discarded_exprs(&self, e: ExprId, out: &mut Vec<ExprId>, depth: usize) {
        if depth > 64 {
            return;
        }
        match &self.user.expr(e).kind {
            ExprKind::Cond { then, else_, .. } => {
                self.discarded_exprs(*then, out, depth + 1);
                self.discarded_exprs(*else_, out, depth + 1);
            }
            ExprKind::Binary { op: BinaryOp::LogAnd | BinaryOp::LogOr, rhs, .. } => {
                out.push(e);
                self.discarded_exprs(*rhs, out, depth + 1);
            }
            ExprKind::Binary { op: BinaryOp::Comma, lhs, rhs } => {
                self.discarded_exprs(*lhs, out, depth + 1);
                self.discarded_exprs(*rhs, out, depth + 1);
            }
            _ => out.push(e),
        }
    }

    /// Records a call (at `span`) of function `f` if it is `[NoDiscard]`.
    pub(super) fn note_nodiscard_call(&mut self, f: usize, span: crate::source::Span) {
        let ast = self.func_ast(f);
        let decl = self.func_decl(f);
        if !is_nodiscard(&decl.modifiers) {
            return;
        }
        if let DeclKind::Func { ret: Some(ret), .. } = &decl.kind {
            if matches!(&ast.ty(*ret).kind, AstType::Name(n) if n == "void") {
                return;
            }
        }
        let name = match &decl.kind {
            DeclKind::Func { name: FuncName::Ident(n), .. } => n.name.clone(),
            DeclKind::Func { name: FuncName::Operator { op, .. }, .. } => op.clone(),
            _ => return,
        };
        self.nodiscard_calls.insert(span, name);
    }

    /// `[NoDiscard]` on function declaration `d` returning `void`.
    pub(super) fn check_nodiscard_decl(&mut self, unit: super::Unit, d: crate::ast::DeclId) {
        let ast = self.ast(unit);
        let decl = ast.decl(d);
        let DeclKind::Func { name, ret: Some(ret), .. } = &decl.kind else { return };
        if !is_nodiscard(&decl.modifiers) {
            return;
        }
        if matches!(&ast.ty(*ret).kind, AstType::Name(n) if n == "void") {
            let span = match name {
                FuncName::Ident(n) => n.span,
                _ => decl.span,
            };
            let msg = "'[NoDiscard]' applied to a function returning 'void': there is no result to discard";
            self.error(E_NODISCARD_VOID, span, msg);
        }
    }
}
