//! Variadic generics (`each T`, `let each N : int`, `expand`, `countof`),
//! on the instantiating path: an instance binds each pack parameter to a
//! pack of arguments ([`GArg::Pack`]); a parameter `expand each T x` is one
//! parameter per element, named `x#0`, `x#1`...; `expand e` checks and
//! lowers `e` once per element, with `each T` / `each x` (and the pack's
//! bare name) naming the element the expansion is at.

use super::expr::TVal;
use super::generics::GArg;
use super::stmt::FnCx;
use super::{CResult, Checker, Unit, E_TYPE_MISMATCH};
use crate::ast::{ExprId, ExprKind, TypeId, TypeKind as AstType, TypeOrExpr};
use crate::source::Span;
use nsl_ir::Type;

/// A `static_assert` that fails or is not a constant (slangc's number).
const E_STATIC_ASSERT: &str = "E41400";

impl Checker<'_> {
    /// A generic argument as shown in names and messages; a pack shows its
    /// elements (`S<int, float>`).
    pub fn show_garg(&self, a: GArg) -> String {
        match a {
            GArg::Type(t) => self.show(t),
            GArg::Value(v) => v.to_string(),
            GArg::Pack(id) => {
                let parts: Vec<String> = self.packs.get(id).iter().map(|&e| self.show_garg(e)).collect();
                parts.join(", ")
            }
        }
    }

    /// The pack bound to generic parameter `n`, whatever element an
    /// expansion is at.
    pub(super) fn env_pack(&self, n: &str) -> Option<u32> {
        match self.env.iter().rev().find(|(name, _)| name == n) {
            Some(&(_, GArg::Pack(id))) => Some(id),
            _ => None,
        }
    }

    /// The number of elements of the value pack `n` of the function being
    /// lowered.
    fn value_pack_len(&self, fx: &FnCx, n: &str) -> Option<usize> {
        let f = fx.func?;
        self.value_packs.get(&f)?.iter().find(|(name, _)| name == n).map(|&(_, len)| len)
    }

    /// The length of the packs named by `n` (a type or value pack).
    pub(super) fn name_pack_len(&self, fx: Option<&FnCx>, n: &str) -> Option<usize> {
        if let Some(len) = fx.and_then(|fx| self.value_pack_len(fx, n)) {
            return Some(len);
        }
        self.env_pack(n).map(|id| self.packs.get(id).len())
    }

    /// The packs a type expression names, by length.
    fn type_pack_lens(&self, unit: Unit, t: TypeId, out: &mut Vec<usize>) {
        let ast = self.ast(unit);
        match &ast.ty(t).kind {
            AstType::Name(n) => out.extend(self.name_pack_len(None, n)),
            AstType::Specialize { base, args } => {
                self.type_pack_lens(unit, *base, out);
                for a in args {
                    match a {
                        TypeOrExpr::Type(t) => self.type_pack_lens(unit, *t, out),
                        TypeOrExpr::Expr(e) => self.expr_pack_lens(None, unit, *e, out),
                    }
                }
            }
            AstType::Member { base, .. } => self.type_pack_lens(unit, *base, out),
            AstType::Array { elem, .. } => self.type_pack_lens(unit, *elem, out),
            AstType::Each(inner) => {
                let before = out.len();
                self.type_pack_lens(unit, *inner, out);
                // `each Tuple<int, float>` (no pack): its elements.
                if out.len() == before {
                    if let AstType::Specialize { base, args } = &ast.ty(*inner).kind {
                        if matches!(&ast.ty(*base).kind, AstType::Name(n) if n == "Tuple") {
                            out.push(args.len());
                        }
                    }
                }
            }
            AstType::Pointer(inner) | AstType::Expand(inner) => self.type_pack_lens(unit, *inner, out),
            AstType::Modified { inner, .. } => self.type_pack_lens(unit, *inner, out),
            _ => {}
        }
    }

    /// Whether type `t` names a pack outside the `expand`s nested in it
    /// (`each Tuple<expand each T>` names none: it is a tuple's elements).
    pub(super) fn names_outer_pack(&self, unit: Unit, t: TypeId) -> bool {
        let ast = self.ast(unit);
        match &ast.ty(t).kind {
            AstType::Name(n) => self.env_pack(n).is_some(),
            AstType::Specialize { base, args } => {
                self.names_outer_pack(unit, *base)
                    || args.iter().any(|a| match a {
                        TypeOrExpr::Type(t) => self.names_outer_pack(unit, *t),
                        TypeOrExpr::Expr(e) => {
                            let mut lens = Vec::new();
                            self.expr_pack_lens(None, unit, *e, &mut lens);
                            !lens.is_empty()
                        }
                    })
            }
            AstType::Member { base: inner, .. }
            | AstType::Array { elem: inner, .. }
            | AstType::Pointer(inner)
            | AstType::Each(inner)
            | AstType::Modified { inner, .. } => self.names_outer_pack(unit, *inner),
            _ => false,
        }
    }

    /// The packs an expression names with `each` (or by a pack's name).
    fn expr_pack_lens(&self, fx: Option<&FnCx>, unit: Unit, e: ExprId, out: &mut Vec<usize>) {
        let ast = self.ast(unit);
        let walk = |e: ExprId, out: &mut Vec<usize>| self.expr_pack_lens(fx, unit, e, out);
        match &ast.expr(e).kind {
            ExprKind::Name(n) => out.extend(self.name_pack_len(fx, n)),
            ExprKind::Member { base, .. } => walk(*base, out),
            ExprKind::Specialize { base, args } => {
                walk(*base, out);
                for a in args {
                    match a {
                        TypeOrExpr::Type(t) => self.type_pack_lens(unit, *t, out),
                        TypeOrExpr::Expr(e) => walk(*e, out),
                    }
                }
            }
            ExprKind::Call { callee, args } => {
                walk(*callee, out);
                for &a in args {
                    // A nested `expand` splices its own packs.
                    if !matches!(ast.expr(a).kind, ExprKind::Expand(_)) {
                        walk(a, out);
                    }
                }
            }
            ExprKind::Index { base, index } => {
                walk(*base, out);
                walk(*index, out);
            }
            ExprKind::Unary { operand, .. } => walk(*operand, out),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
                walk(*lhs, out);
                walk(*rhs, out);
            }
            ExprKind::Cond { cond, then, else_ } => {
                walk(*cond, out);
                walk(*then, out);
                walk(*else_, out);
            }
            ExprKind::Cast { ty, operand } => {
                self.type_pack_lens(unit, *ty, out);
                walk(*operand, out);
            }
            ExprKind::Is { operand, ty } | ExprKind::As { operand, ty } => {
                self.type_pack_lens(unit, *ty, out);
                walk(*operand, out);
            }
            ExprKind::InitList(items) => {
                for &i in items {
                    walk(i, out);
                }
            }
            ExprKind::Each(inner) => {
                let before = out.len();
                walk(*inner, out);
                // `each t` of a tuple `t` (no pack): its elements.
                if out.len() == before {
                    out.extend(fx.and_then(|fx| self.tuple_local_len(fx, unit, *inner)));
                }
            }
            _ => {}
        }
    }

    /// How many times `expand e` repeats `e`: the length of the packs it
    /// names, which must agree.
    pub(super) fn expand_len(&mut self, fx: &FnCx, e: ExprId, span: Span) -> CResult<usize> {
        let mut lens = Vec::new();
        self.expr_pack_lens(Some(fx), Unit::User, e, &mut lens);
        lens.dedup();
        match lens[..] {
            [n] => Ok(n),
            [] => Err(self.error(E_TYPE_MISMATCH, span, "'expand' needs an expression that names a pack with 'each'")),
            _ => Err(self.error(E_TYPE_MISMATCH, span, "the packs of an 'expand' have different lengths")),
        }
    }

    /// The number of elements of the pack a parameter type `expand X`
    /// names (in the declaring unit, with the instance's environment).
    pub(super) fn param_pack_len(&mut self, unit: Unit, t: TypeId, span: Span) -> CResult<usize> {
        let mut lens = Vec::new();
        self.type_pack_lens(unit, t, &mut lens);
        lens.dedup();
        match lens[..] {
            [n] => Ok(n),
            [] => Err(self.error(E_TYPE_MISMATCH, span, "'expand' needs a type that names a pack with 'each'")),
            _ => Err(self.error(E_TYPE_MISMATCH, span, "the packs of an 'expand' have different lengths")),
        }
    }

    /// A generic argument list with its packs spliced in: `expand X`
    /// (outside an `expand`) is `X` once per element of the packs it
    /// names, and a bare pack name `T` all of `T`'s elements; each item
    /// carries the pack element it is resolved at.
    pub(super) fn expand_arg_items(
        &mut self,
        unit: Unit,
        args: &[TypeOrExpr],
        span: Span,
    ) -> CResult<Vec<(TypeOrExpr, Option<usize>)>> {
        let mut items = Vec::new();
        for a in args {
            let TypeOrExpr::Type(t) = a else {
                // `__trimFirst(U)` / `__trimLast(U)` of a type pack: its
                // elements but the first (last).
                if let TypeOrExpr::Expr(x) = a {
                    if let Some((inner, range)) = self.trimmed_pack(unit, *x) {
                        items.extend(range.map(|i| (TypeOrExpr::Expr(inner), Some(i))));
                        continue;
                    }
                }
                items.push((*a, None));
                continue;
            };
            let kind = self.ast(unit).ty(*t).kind.clone();
            match kind {
                AstType::Expand(inner) => {
                    let n = self.param_pack_len(unit, inner, span)?;
                    items.extend((0..n).map(|i| (TypeOrExpr::Type(inner), Some(i))));
                }
                AstType::Name(n) if self.pack_index.is_none() => match self.env_pack(&n) {
                    Some(id) => {
                        let len = self.packs.get(id).len();
                        items.extend((0..len).map(|i| (*a, Some(i))));
                    }
                    None => items.push((*a, None)),
                },
                _ => items.push((*a, None)),
            }
        }
        Ok(items)
    }

    /// `__trimFirst(U)` / `__trimLast(U)` of type pack `U` of the generic
    /// environment: `U`'s name expression and the element indices kept.
    pub(in crate::check) fn trimmed_pack(
        &self,
        unit: Unit,
        x: crate::ast::ExprId,
    ) -> Option<(crate::ast::ExprId, std::ops::Range<usize>)> {
        use crate::ast::ExprKind;
        let ast = self.ast(unit);
        let ExprKind::Call { callee, args } = &ast.expr(x).kind else { return None };
        let ExprKind::Name(f) = &ast.expr(*callee).kind else { return None };
        let [inner] = args[..] else { return None };
        if self.items.contains_key(f) || self.pack_index.is_some() {
            return None;
        }
        let ExprKind::Name(n) = &ast.expr(inner).kind else { return None };
        let len = self.packs.get(self.env_pack(n)?).len();
        match f.as_str() {
            "__trimFirst" => Some((inner, 1.min(len)..len)),
            "__trimLast" => Some((inner, 0..len.saturating_sub(1))),
            _ => None,
        }
    }

    /// The element type at the current pack index of type pack `x` (a
    /// name expression, from `trimmed_pack`).
    pub(super) fn pack_element_expr(&self, unit: Unit, x: crate::ast::ExprId) -> Option<GArg> {
        let crate::ast::ExprKind::Name(n) = &self.ast(unit).expr(x).kind else { return None };
        let elems = self.packs.get(self.env_pack(n)?);
        elems.get(self.pack_index?).copied()
    }

    /// The types of a generic argument list with its packs spliced in
    /// (`Tuple<int, expand each T>`).
    pub(super) fn expanded_type_args(&mut self, unit: Unit, args: &[TypeOrExpr], span: Span) -> CResult<Vec<Type>> {
        let mut out = Vec::new();
        for (a, at) in self.expand_arg_items(unit, args, span)? {
            let TypeOrExpr::Type(t) = a else {
                return Err(self.error(E_TYPE_MISMATCH, span, "expected a type argument"));
            };
            let saved = self.pack_index;
            if at.is_some() {
                self.pack_index = at;
            }
            let r = self.resolve_type(unit, t);
            self.pack_index = saved;
            out.push(r?);
        }
        Ok(out)
    }

    /// Runs `f` at element `i` of the packs (types and values).
    pub(super) fn at_pack_element<R>(
        &mut self,
        fx: &mut FnCx,
        i: usize,
        f: impl FnOnce(&mut Self, &mut FnCx) -> R,
    ) -> R {
        let saved = (self.pack_index.replace(i), fx.pack_index.replace(i));
        let r = f(self, fx);
        self.pack_index = saved.0;
        fx.pack_index = saved.1;
        r
    }

    /// `expand e` as a statement: `e` once per element, in order.
    pub(super) fn lower_expand(&mut self, fx: &mut FnCx, e: ExprId, span: Span) -> CResult<()> {
        let n = self.expand_len(fx, e, span)?;
        for i in 0..n {
            self.at_pack_element(fx, i, |c, fx| c.lower_expr_any(fx, e))?;
        }
        Ok(())
    }

    /// The element count of a local, parameter or field of `this` of tuple type named by
    /// `e` (not a pack).
    fn tuple_local_len(&self, fx: &FnCx, unit: Unit, e: ExprId) -> Option<usize> {
        let ExprKind::Name(n) = &self.ast(unit).expr(e).kind else { return None };
        if self.name_pack_len(Some(fx), n).is_some() {
            return None;
        }
        match fx.lookup(n) {
            Some(&super::stmt::Binding::Var { ty, .. }) => self.tuple_elems(ty).map(|e| e.len()),
            Some(_) => None,
            // A field of `this` (`each items` in a method).
            None => {
                let Some(&super::stmt::Binding::Var { ty: this, .. }) = fx.lookup("this") else { return None };
                let nsl_ir::TypeKind::Struct { fields, .. } = self.ctx.type_kind(this) else { return None };
                let &(_, field) = fields.iter().find(|&&(name, _)| self.ctx.str(name) == n.as_str())?;
                self.tuple_elems(field).map(|e| e.len())
            }
        }
    }

    /// `each t` of a tuple `t` inside an `expand`: the element the
    /// expansion is at (`None`: `t` is no tuple, or a pack).
    pub(super) fn each_tuple_element(&mut self, fx: &mut FnCx, inner: ExprId, span: Span) -> CResult<Option<TVal>> {
        match self.each_tuple_place(fx, inner, span)? {
            Some(place) => Ok(Some(self.load_place(fx, &place, span)?)),
            None => Ok(None),
        }
    }

    /// The place of `each t` of a tuple `t` (see `each_tuple_element`).
    pub(super) fn each_tuple_place(
        &mut self,
        fx: &mut FnCx,
        inner: ExprId,
        span: Span,
    ) -> CResult<Option<super::expr::Place>> {
        let (Some(len), Some(i)) = (self.tuple_local_len(fx, Unit::User, inner), fx.pack_index) else {
            return Ok(None);
        };
        if i >= len {
            return Err(self.error(E_TYPE_MISMATCH, span, "the packs of an 'expand' have different lengths"));
        }
        let saved = fx.pack_index.take();
        let base = self.lower_place(fx, inner);
        fx.pack_index = saved;
        // Read-only, as slangc has it (no `inout` argument).
        Ok(Some(match self.member_place(fx, base?, &format!("_{i}"), span)? {
            super::expr::Place::Mem { ptr, ty, .. } => super::expr::Place::Mem { ptr, ty, mutable: false },
            other => other,
        }))
    }

    /// Call arguments with their packs spliced in: `expand e` is `e` once
    /// per element of its packs, and a bare value pack `x` (outside an
    /// `expand`) its elements; each with the element it is lowered at.
    pub(super) fn splice_pack_args(&mut self, fx: &FnCx, args: &[ExprId]) -> CResult<Vec<(ExprId, Option<usize>)>> {
        let mut out = Vec::new();
        for &a in args {
            match &self.user.expr(a).kind {
                // `expand each __trimFirst(values)`: the value pack's
                // elements but the first (`__trimLast`: the last).
                &ExprKind::Expand(inner) if fx.pack_index.is_none() && self.trimmed_value_pack(fx, inner).is_some() => {
                    let (name, range) = self.trimmed_value_pack(fx, inner).expect("checked");
                    out.extend(range.map(|i| (name, Some(i))));
                }
                &ExprKind::Expand(inner) => {
                    let n = self.expand_len(fx, inner, self.span(a))?;
                    out.extend((0..n).map(|i| (inner, Some(i))));
                }
                ExprKind::Name(n) if fx.pack_index.is_none() => match self.value_pack_len(fx, n) {
                    Some(len) => out.extend((0..len).map(|i| (a, Some(i)))),
                    None => out.push((a, None)),
                },
                _ => out.push((a, None)),
            }
        }
        Ok(out)
    }

    /// `each __trimFirst(x)` / `each __trimLast(x)` of value pack `x`:
    /// `x`'s name expression and the element indices kept.
    fn trimmed_value_pack(&self, fx: &FnCx, e: ExprId) -> Option<(ExprId, std::ops::Range<usize>)> {
        let ExprKind::Each(call) = &self.user.expr(e).kind else { return None };
        let ExprKind::Call { callee, args } = &self.user.expr(*call).kind else { return None };
        let ExprKind::Name(f) = &self.user.expr(*callee).kind else { return None };
        let [inner] = args[..] else { return None };
        if self.items.contains_key(f) {
            return None;
        }
        let ExprKind::Name(n) = &self.user.expr(inner).kind else { return None };
        let len = self.value_pack_len(fx, n)?;
        match f.as_str() {
            "__trimFirst" => Some((inner, 1.min(len)..len)),
            "__trimLast" => Some((inner, 0..len.saturating_sub(1))),
            _ => None,
        }
    }

    /// `each x` outside an `expand`.
    pub(super) fn check_each_context(&mut self, fx: &FnCx, span: Span) -> CResult<()> {
        if fx.pack_index.is_none() {
            return Err(self.error(E_TYPE_MISMATCH, span, "'each' is only allowed inside 'expand'"));
        }
        Ok(())
    }

    /// `countof(T)` / `countof(x)` of a pack: its element count, an `int`.
    pub(super) fn countof_pack(&mut self, fx: &mut FnCx, arg: ExprId, span: Span) -> CResult<Option<TVal>> {
        let n = match &self.user.expr(arg).kind {
            ExprKind::Name(n) => self.name_pack_len(Some(fx), n),
            ExprKind::Each(inner) => match &self.user.expr(*inner).kind {
                ExprKind::Name(n) => self.name_pack_len(Some(fx), n),
                _ => None,
            },
            _ => None,
        };
        let Some(n) = n else { return Ok(None) };
        let ty = self.ctx.int_type(32, true);
        let a = self.ctx.int_attr(n as i128);
        let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
        Ok(Some(TVal { value, ty, literal: true }))
    }

    /// `static_assert(cond, "message")`: `cond` must be a constant, and
    /// true (E41400 otherwise, as slangc reports).
    pub(super) fn static_assert(&mut self, args: &[ExprId], span: Span) -> CResult<()> {
        if args.len() != 2 {
            let msg = format!("not enough arguments to call (got {}, expected 2)", args.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let message = match args.get(1).map(|&m| &self.user.expr(m).kind) {
            Some(ExprKind::String(m)) => Some(m.clone()),
            None => None,
            Some(_) => {
                let mspan = self.span(args[1]);
                return Err(self.error(E_TYPE_MISMATCH, mspan, "static_assert's message must be a string literal"));
            }
        };
        // In an arm a constant condition skips, nothing is asserted
        // (slangc checks assertions after removing dead code).
        let dead = self.dead_arms > 0;
        let holds = match self.fold_const(Unit::User, args[0]) {
            Err(super::consts::NotConst::Why(..))
            | Ok((super::consts::CVal::Bool(_) | super::consts::CVal::Int(_), _))
                if dead =>
            {
                true
            }
            Ok((super::consts::CVal::Bool(b), _)) => b,
            Ok((super::consts::CVal::Int(v), _)) => v != 0,
            Ok((super::consts::CVal::Float(_), _)) => {
                let cspan = self.span(args[0]);
                return Err(self.error(E_TYPE_MISMATCH, cspan, "static_assert's condition must be a bool"));
            }
            Err(super::consts::NotConst::Reported) => return Err(super::Reported),
            Err(super::consts::NotConst::Why(wspan, why)) => {
                let msg = format!("static_assert's condition is not a compile-time constant: {why}");
                return Err(self.error(E_STATIC_ASSERT, wspan, msg));
            }
        };
        if !holds {
            let msg = match message {
                Some(m) => format!("static assertion failed, {m}"),
                None => "static assertion failed".to_string(),
            };
            return Err(self.error(E_STATIC_ASSERT, span, msg));
        }
        Ok(())
    }
}
