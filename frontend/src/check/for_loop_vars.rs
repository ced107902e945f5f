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
    pub(super) fn check_for_loop_vars(&mut self, init: Option<StmtId>, cond: Option<ExprId>, step: Option<ExprId>) {
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
        if modified != var {
            if predicate.as_deref() != Some(var.as_str()) {
                return;
            }
            let msg = format!(
                "for loop modifies wrong variable: the for loop initializes and checks variable '{var}' but the side effect expression is modifying '{modified}'"
            );
            self.warn(W_STEP_WRONG_VAR, ast.expr(at).span, msg);
        } else if let Some(p) = predicate.filter(|p| *p != var) {
            let msg = format!(
                "for loop predicate checks wrong variable: the for loop initializes and modifies variable '{var}' but the predicate expression is checking '{p}'"
            );
            self.warn(W_PREDICATE_WRONG_VAR, ast.expr(cond).span, msg);
        }
        // (Such a loop has no inferred trip count: `require_loop_bound`
        // asks for `[MaxIters]` or `[ForceUnroll]` in a differentiable
        // function.)
    }

    /// Whether slangc infers how many times `for (init; cond; step) body`
    /// runs: one integer variable initialized to a constant, compared with
    /// a constant (`<`, `<=`, `>`, `>=`), stepped by `++`, `--`, `+= c` or
    /// `-= c` towards it, and not assigned in the body.
    pub(super) fn for_trip_count_inferred(
        &mut self,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    ) -> bool {
        let ast = self.user;
        let name_of = |e: ExprId| match &ast.expr(e).kind {
            ExprKind::Name(n) => Some(n.clone()),
            _ => None,
        };
        let (Some(init), Some(cond), Some(step)) = (init, cond, step) else { return false };
        let (var, start) = match &ast.stmt(init).kind {
            StmtKind::Decl(decls) => {
                let [d] = decls.as_slice() else { return false };
                let DeclKind::Var { name, init: Some(v), .. } = &ast.decl(*d).kind else { return false };
                (name.name.clone(), *v)
            }
            StmtKind::Expr(e) => match ast.expr(*e).kind {
                ExprKind::Assign { op: None, lhs, rhs } => match name_of(lhs) {
                    Some(n) => (n, rhs),
                    None => return false,
                },
                _ => return false,
            },
            _ => return false,
        };
        let ExprKind::Binary { op, lhs, rhs } = ast.expr(cond).kind else { return false };
        let (bound, up) = match (name_of(lhs), name_of(rhs)) {
            (Some(l), _) if l == var => (rhs, matches!(op, BinaryOp::Lt | BinaryOp::Le)),
            (_, Some(r)) if r == var => (lhs, matches!(op, BinaryOp::Gt | BinaryOp::Ge)),
            _ => return false,
        };
        if !matches!(op, BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge) {
            return false;
        }
        let (stepped, delta) = match ast.expr(step).kind {
            ExprKind::Unary { op: UnaryOp::PostInc | UnaryOp::PreInc, operand } => (name_of(operand), Some(1)),
            ExprKind::Unary { op: UnaryOp::PostDec | UnaryOp::PreDec, operand } => (name_of(operand), Some(-1)),
            ExprKind::Assign { op: Some(o @ (BinaryOp::Add | BinaryOp::Sub)), lhs, rhs } => {
                let c = self.quiet_const_bool_or_int(rhs);
                (name_of(lhs), c.map(|c| if o == BinaryOp::Add { c } else { -c }))
            }
            _ => return false,
        };
        if stepped.as_deref() != Some(var.as_str()) || delta.is_none_or(|d| d == 0 || (d > 0) != up) {
            return false;
        }
        if self.quiet_const_bool_or_int(start).is_none() || self.quiet_const_bool_or_int(bound).is_none() {
            return false;
        }
        !assigns_in(self.sources.text(ast.stmt(body).span), &var)
    }

    /// A loop of a differentiable function whose trip count is not known
    /// needs `[MaxIters(n)]` or `[ForceUnroll]` (slangc checks the
    /// functions it differentiates itself: not those with a derivative of
    /// their own).
    pub(super) fn require_loop_bound(&mut self, fx: &FnCx, s: StmtId, span: Span) {
        let Some(f) = fx.func else { return };
        let attrs = &self.func_decl(f).modifiers.attributes;
        let differentiable = attrs
            .iter()
            .any(|a| matches!(a.name.as_str(), "Differentiable" | "ForwardDifferentiable" | "BackwardDifferentiable"))
            && !attrs.iter().any(|a| {
                matches!(
                    a.name.as_str(),
                    "ForwardDerivative" | "BackwardDerivative" | "ForwardDerivativeOf" | "BackwardDerivativeOf"
                )
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

/// Whether source text `body` assigns variable `var` (`var = `, `var += `,
/// `var++`, `--var`, ...; not a member of that name).
fn assigns_in(body: &str, var: &str) -> bool {
    let b = body.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    body.match_indices(var).any(|(i, _)| {
        let end = i + var.len();
        if i > 0 && (ident(b[i - 1]) || b[i - 1] == b'.') || end < b.len() && ident(b[end]) {
            return false;
        }
        let before = body[..i].trim_end();
        if before.ends_with("++") || before.ends_with("--") {
            return true;
        }
        let after = body[end..].trim_start();
        if after.starts_with("++") || after.starts_with("--") {
            return true;
        }
        let ops = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="];
        ops.iter().any(|o| after.starts_with(o)) || after.starts_with('=') && !after.starts_with("==")
    })
}
