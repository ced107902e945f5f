//! The shape of a `for` loop's header, as slangc reads it to infer how many
//! times the loop runs: `for (int i = A; i < B; i++)` names one variable in
//! its initializer, predicate and step. A step that modifies another
//! variable (E30507) or a predicate that checks another one (E30508) is
//! most likely a bug, and slangc warns. Such a loop has no inferred trip
//! count, so in a differentiable function it needs `[MaxIters(n)]` or
//! `[ForceUnroll]` (E30510, an error).

use super::stmt::FnCx;
use super::Checker;
use crate::ast::{BinaryOp, DeclKind, ExprId, ExprKind, StmtId, StmtKind, UnaryOp};
use crate::source::Span;

const W_STEP_WRONG_VAR: &str = "E30507";
const W_PREDICATE_WRONG_VAR: &str = "E30508";
const E_LOOP_NEEDS_MAX_ITERS: &str = "E30510";

impl Checker<'_> {
    /// Checks the header of `for (init; cond; step)` (statement `s`).
    pub(super) fn check_for_loop_vars(
        &mut self,
        fx: &FnCx,
        s: StmtId,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
    ) {
        let ast = self.user;
        let name_of = |e: ExprId| match &ast.expr(e).kind {
            ExprKind::Name(n) => Some(n.clone()),
            _ => None,
        };
        // The variable the initializer declares (`int i = 0`) or assigns
        // (`i = 0`).
        let Some(init) = init else { return };
        let var = match &ast.stmt(init).kind {
            StmtKind::Decl(decls) => {
                let [d] = decls.as_slice() else { return };
                let DeclKind::Var { name, .. } = &ast.decl(*d).kind else { return };
                name.name.clone()
            }
            StmtKind::Expr(e) => match ast.expr(*e).kind {
                ExprKind::Assign { op: None, lhs, .. } => match name_of(lhs) {
                    Some(n) => n,
                    None => return,
                },
                _ => return,
            },
            _ => return,
        };
        // The variable the predicate compares.
        let Some(cond) = cond else { return };
        let ExprKind::Binary { op: BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge, lhs, rhs } =
            ast.expr(cond).kind
        else {
            return;
        };
        let predicate = match (name_of(lhs), name_of(rhs)) {
            (_, Some(r)) if r == var => Some(r),
            (l, _) => l,
        };
        // The variable the step modifies.
        let Some(step) = step else { return };
        let (modified, at) = match ast.expr(step).kind {
            ExprKind::Unary {
                op: UnaryOp::PostInc | UnaryOp::PreInc | UnaryOp::PostDec | UnaryOp::PreDec,
                operand,
            } => (name_of(operand), operand),
            ExprKind::Assign { op: Some(BinaryOp::Add | BinaryOp::Sub), lhs, .. } => (name_of(lhs), lhs),
            _ => return,
        };
        let Some(modified) = modified else { return };
        let wrong = if modified != var {
            if predicate.as_deref() != Some(var.as_str()) {
                return;
            }
            let msg = format!(
                "for loop modifies wrong variable: the for loop initializes and checks variable '{var}' but the side effect expression is modifying '{modified}'"
            );
            self.warn(W_STEP_WRONG_VAR, ast.expr(at).span, msg);
            true
        } else if let Some(p) = predicate.filter(|p| *p != var) {
            let msg = format!(
                "for loop predicate checks wrong variable: the for loop initializes and modifies variable '{var}' but the predicate expression is checking '{p}'"
            );
            self.warn(W_PREDICATE_WRONG_VAR, ast.expr(cond).span, msg);
            true
        } else {
            false
        };
        if wrong {
            self.require_loop_bound(fx, s, ast.stmt(s).span);
        }
    }

    /// A loop of a differentiable function whose trip count is not known
    /// needs `[MaxIters(n)]` or `[ForceUnroll]`.
    fn require_loop_bound(&mut self, fx: &FnCx, s: StmtId, span: Span) {
        let Some(f) = fx.func else { return };
        let differentiable =
            self.func_decl(f).modifiers.attributes.iter().any(|a| {
                matches!(a.name.as_str(), "Differentiable" | "ForwardDifferentiable" | "BackwardDifferentiable")
            });
        let bounded = self.user.stmt(s).attributes.iter().any(|a| {
            let n = a.name.to_ascii_lowercase();
            n == "maxiters" || n == "forceunroll"
        });
        if differentiable && !bounded {
            let msg = "loop in differentiable function needs attributes: loops inside a differentiable function need to provide either '[MaxIters(n)]' or '[ForceUnroll]' attribute";
            self.error(E_LOOP_NEEDS_MAX_ITERS, span, msg);
        }
    }
}
