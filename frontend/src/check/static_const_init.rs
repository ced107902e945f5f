//! The initializer of a `static const` global must be a compile-time
//! constant (slangc's E31226). Those nslc cannot fold are evaluated at
//! each use, so what slangc refuses is found in the syntax: a call of a
//! user function or a read of a `uniform` or `static` global anywhere in it (builtin
//! functions, constructors, operators and other constants are constant).

use super::{Checker, GlobalKind, Item, Unit};
use crate::ast::{ExprId, ExprKind, Ident};

impl Checker<'_> {
    /// Reports E31226 at `name` when the initializer `e` of the `static
    /// const` global it declares calls a user function or reads a uniform.
    pub(super) fn check_static_const_init(&mut self, name: &Ident, e: ExprId) {
        // Module 0 is the core module (and GLSL's built-ins, whose masks
        // are computed from the invocation).
        if self.units[self.cur_src].module != 0 && self.reads_runtime_value(e) {
            let msg = format!(
                "static const global initializer must be a compile-time constant: the initializer of static const global '{}' does not evaluate to a compile-time constant",
                name.name
            );
            self.error("E31226", name.span, msg);
        }
    }

    pub(super) fn reads_runtime_value(&self, e: ExprId) -> bool {
        let is_name = |c: &Self, e: ExprId| match &c.user.expr(e).kind {
            ExprKind::Name(n) => Some(n.clone()),
            _ => None,
        };
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => {
                matches!(self.items.get(n), Some(&Item::Global(g)) if matches!(self.globals[g].kind, GlobalKind::Uniform | GlobalKind::Static))
            }
            ExprKind::Call { callee, args } => {
                let user_call = is_name(self, *callee).is_some_and(|n| match self.items.get(&n) {
                    Some(Item::Funcs(fs)) => !fs.is_empty() && fs.iter().all(|&f| self.funcs[f].unit == Unit::User),
                    _ => false,
                });
                user_call || args.iter().any(|&a| self.reads_runtime_value(a))
            }
            ExprKind::Member { base, .. } => self.reads_runtime_value(*base),
            ExprKind::Unary { operand, .. } | ExprKind::Cast { operand, .. } => self.reads_runtime_value(*operand),
            ExprKind::Binary { lhs, rhs, .. } => self.reads_runtime_value(*lhs) || self.reads_runtime_value(*rhs),
            ExprKind::Cond { cond, then, else_ } => [*cond, *then, *else_].iter().any(|&x| self.reads_runtime_value(x)),
            ExprKind::InitList(items) => items.iter().any(|&x| self.reads_runtime_value(x)),
            _ => false,
        }
    }
}
