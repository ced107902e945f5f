//! Operators on a struct that conforms to a builtin arithmetic interface.
//!
//! The core module defines the operators of `IComparable`, `IArithmetic`
//! and `ILogical` generically (`T operator*(T a, T b)` is `a.mul(b)` for
//! every `T : IArithmetic`, `a > b` is `b.lessThan(a)`, ...), at a rank
//! below every user `operator*`. So a user struct declaring the
//! conformance gets the operators from its requirement methods, in
//! generic code (`T : IArithmetic` instantiated with it) and in concrete
//! code alike.

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker, Item};
use crate::source::Span;
use nsl_ir::TypeKind;

/// How an operator is written with an interface's requirement methods.
struct Lowering {
    /// The interface the struct must conform to.
    iface: &'static str,
    /// The requirement method called.
    method: &'static str,
    /// The operands are swapped (`a > b` is `b.lessThan(a)`).
    swap: bool,
    /// The result is negated (`a != b` is `!a.equals(b)`).
    negate: bool,
}

fn binary_lowering(op: &str) -> Option<Lowering> {
    let l = |iface, method, swap, negate| Some(Lowering { iface, method, swap, negate });
    match op {
        "+" => l("IArithmetic", "add", false, false),
        "-" => l("IArithmetic", "sub", false, false),
        "*" => l("IArithmetic", "mul", false, false),
        "/" => l("IArithmetic", "div", false, false),
        "%" => l("IArithmetic", "mod", false, false),
        "<" => l("IComparable", "lessThan", false, false),
        ">" => l("IComparable", "lessThan", true, false),
        "<=" => l("IComparable", "lessThanOrEquals", false, false),
        ">=" => l("IComparable", "lessThanOrEquals", true, false),
        "==" => l("IComparable", "equals", false, false),
        "!=" => l("IComparable", "equals", false, true),
        "&" => l("ILogical", "bitAnd", false, false),
        "|" => l("ILogical", "bitOr", false, false),
        "^" => l("ILogical", "bitXor", false, false),
        "<<" => l("ILogical", "shl", false, false),
        ">>" => l("ILogical", "shr", false, false),
        _ => None,
    }
}

fn unary_lowering(op: &str) -> Option<Lowering> {
    let l = |iface, method| Some(Lowering { iface, method, swap: false, negate: false });
    match op {
        "-" => l("IArithmetic", "neg"),
        "~" => l("ILogical", "bitNot"),
        _ => None,
    }
}

impl Checker<'_> {
    /// Does a user `operator<op>` apply to `vals`? (It outranks the core
    /// module's interface operators.)
    fn user_operator_applies(&mut self, op: &str, vals: &[TVal]) -> bool {
        let Some(Item::Funcs(fs)) = self.items.get(&format!("operator{op}")) else { return false };
        let fs = fs.clone();
        let saved = std::mem::take(&mut self.explicit_gargs);
        let found = fs.iter().any(|&f| self.applicable(f, vals).is_some());
        self.explicit_gargs = saved;
        found
    }

    /// `a <op> b` (or `<op> a`) of a struct conforming to the interface
    /// that gives `<op>`, when no user operator applies: the requirement
    /// method's call. `None` when this is not such an operator.
    pub(super) fn interface_operator(
        &mut self,
        fx: &mut FnCx,
        op: &str,
        vals: &[TVal],
        span: Span,
    ) -> Option<CResult<TVal>> {
        let lowering = match vals {
            [_] => unary_lowering(op)?,
            [_, _] => binary_lowering(op)?,
            _ => return None,
        };
        let sty = vals[0].ty;
        if !matches!(self.ctx.type_kind(sty), TypeKind::Struct { .. }) {
            return None;
        }
        // Both operands of one type, except a shift's count (an `int`).
        if let [_, b] = vals {
            if !matches!(lowering.method, "shl" | "shr") && b.ty != sty {
                return None;
            }
        }
        if !self.conforms(super::generics::GArg::Type(sty), lowering.iface) {
            return None;
        }
        if self.user_operator_applies(op, vals) {
            return None;
        }
        self.realize_extensions(sty);
        let s = self.structs.iter().position(|st| st.ty == sty)?;
        let candidates: Vec<usize> = self.structs[s]
            .methods
            .get(lowering.method)?
            .iter()
            .copied()
            .filter(|&f| self.funcs[f].this.is_some())
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let (this, rest): (TVal, Vec<TVal>) = match vals {
            [a] => (*a, Vec::new()),
            [a, b] if lowering.swap => (*b, vec![*a]),
            [a, b] => (*a, vec![*b]),
            _ => return None,
        };
        Some(self.interface_operator_call(fx, &lowering, this, &rest, &candidates, span))
    }

    /// `a <op>= b` with a struct operand. The core module declares the
    /// compound assignments for builtin types only, so a struct's goes
    /// through a user `operator<op>=` (its first parameter `inout`), never
    /// through its `operator<op>` or the interface's (slangc: E39999).
    /// `None` when neither operand is a struct of the program's source.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn struct_compound_assign(
        &mut self,
        fx: &mut FnCx,
        op: crate::ast::BinaryOp,
        place: &super::expr::Place,
        vals: [TVal; 2],
        exprs: [crate::ast::ExprId; 2],
        span: Span,
    ) -> Option<CResult<TVal>> {
        let user_struct = |c: &Self, t: nsl_ir::Type| {
            matches!(c.ctx.type_kind(t), TypeKind::Struct { .. })
                && c.structs.iter().any(|s| s.ty == t && s.origin.is_some_and(|(src, _)| !c.is_prelude_src(src)))
        };
        if !user_struct(self, vals[0].ty) && !user_struct(self, vals[1].ty) {
            return None;
        }
        let name = format!("operator{}=", op.text());
        let candidates = match self.items.get(&name) {
            Some(Item::Funcs(fs)) => fs.clone(),
            _ => Vec::new(),
        };
        let saved = std::mem::take(&mut self.explicit_gargs);
        let applies = candidates.iter().any(|&f| self.applicable(f, &vals).is_some());
        self.explicit_gargs = saved;
        if !applies {
            // A scalar target: slangc tries the builtin vector operator,
            // whose second operand the struct does not convert to (E30019)
            // and whose `inout` vector the scalar is not (E30047).
            if self.ctx.is_scalar(vals[0].ty) && super::types::enum_tag(self.ctx, vals[0].ty).is_none() {
                let scalar = self.show(vals[0].ty);
                let msg = format!(
                    "type mismatch: expected an expression of type 'vector<{scalar},1>', got '{}'",
                    self.show(vals[1].ty)
                );
                self.error(super::E_TYPE_MISMATCH, self.span(exprs[1]), msg);
                let msg = format!(
                    "argument must be l-value: it was implicitly cast from '{scalar}' to 'vector<{scalar},1>', and Slang does not support using an implicit cast as an l-value with this type"
                );
                return Some(Err(self.error(super::E_ARG_NOT_LVALUE, self.span(exprs[0]), msg)));
            }
            let shown: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
            let msg =
                format!("no overload for '{}=' applicable to arguments of type ({})", op.text(), shown.join(", "));
            return Some(Err(self.error(super::E_OVERLOAD, span, msg)));
        }
        let places = [Some(place.clone()), None];
        Some(
            self.resolve_and_call(fx, &name, &candidates, None, &vals, &places, &exprs, span)
                .and_then(|_| self.load_place(fx, place, span)),
        )
    }

    fn interface_operator_call(
        &mut self,
        fx: &mut FnCx,
        lowering: &Lowering,
        this: TVal,
        rest: &[TVal],
        candidates: &[usize],
        span: Span,
    ) -> CResult<TVal> {
        let tmp = self.new_var(fx, this.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, this.value], &[], &[], span);
        let place = super::expr::Place::Mem { ptr: tmp, ty: this.ty, mutable: false };
        let label = format!("{}.{}", self.show(this.ty), lowering.method);
        let Some(r) = self.resolve_and_call(fx, &label, candidates, Some(place), rest, &[], &[], span)? else {
            let msg = format!("'{label}' returns void");
            return Err(self.error(super::E_TYPE_MISMATCH, span, msg));
        };
        if !lowering.negate {
            return Ok(r);
        }
        let bool_ty = self.ctx.bool_type();
        let b = self.convert(fx, r, bool_ty, span, false)?;
        let value = self.emit_value(fx, "arith.not", &[b], bool_ty, &[], span);
        Ok(TVal { value, ty: bool_ty, literal: false })
    }
}
