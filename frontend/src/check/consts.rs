//! Compile-time evaluation of constant expressions, typed as the checker
//! types them at run time: each operation happens in its operand type and
//! wraps there (`(int8_t)255` is -1, `i8max + i8one` is -128), casts
//! truncate and sign-extend, literals have Slang's literal types. The same
//! values the IR computes (its integers wrap, shift amounts are taken
//! modulo the width, `MIN / -1` is `MIN`), so folding a `static const` at
//! its declaration or lowering it at each use gives the same result.
//!
//! Used for array sizes, generic value arguments, enum values, switch
//! cases and `static const` initializers. Evaluation never reports: a
//! failure says why, and the caller decides whether that is an error (an
//! array size) or not (a `static const` lowered at its uses instead).

use super::types;
use super::{Checker, Item, Reported, Unit};
use crate::ast::{BinaryOp as B, ExprId, ExprKind as E, TypeOrExpr, UnaryOp as U};
use crate::source::Span;
use nsl_ir::{AttrKind, Type, TypeKind};

/// A scalar constant: integers hold their value wrapped to their type
/// (unsigned ones non-negative), floats their value rounded to theirs.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum CVal {
    Int(i128),
    Float(f64),
    Bool(bool),
}

/// Why an expression is not a constant.
#[derive(Clone, Debug)]
pub enum NotConst {
    /// Already diagnosed (a type that does not resolve, nesting too deep).
    Reported,
    /// Not a constant, or not one this evaluator knows: where and why.
    Why(Span, String),
}

impl From<Reported> for NotConst {
    fn from(_: Reported) -> Self {
        NotConst::Reported
    }
}

pub type Folded = Result<(CVal, Type), NotConst>;

/// `v` converted to scalar type `to` (as `arith.convert` computes it):
/// integers wrap, floats round to the target's precision, float to
/// integer truncates toward zero and saturates (NaN is 0), anything to
/// bool is `!= 0`. `None` when `to` is not a scalar.
pub fn convert(ctx: &nsl_ir::Context, v: CVal, to: Type) -> Option<CVal> {
    // An enum's values are its tag's.
    let to = types::untagged(ctx, to);
    Some(match (ctx.type_kind(to).clone(), v) {
        (TypeKind::Bool, CVal::Int(i)) => CVal::Bool(i != 0),
        (TypeKind::Bool, CVal::Float(f)) => CVal::Bool(f != 0.0),
        (TypeKind::Bool, b @ CVal::Bool(_)) => b,
        (TypeKind::Int { width, signed }, CVal::Int(i)) => CVal::Int(super::expr::wrap_int(i, width, signed)),
        (TypeKind::Int { .. }, CVal::Bool(b)) => CVal::Int(b as i128),
        (TypeKind::Int { width, signed }, CVal::Float(f)) => {
            let (lo, hi) = nsl_ir::interp::int_range(width, signed);
            let t = f.trunc();
            CVal::Int(if f.is_nan() {
                0
            } else if t <= lo as f64 {
                lo
            } else if t >= hi as f64 {
                hi
            } else {
                t as i128
            })
        }
        (TypeKind::Float { width }, CVal::Int(i)) => CVal::Float(match width {
            16 => half::f16::from_f32(i as f32).to_f64(),
            32 => i as f32 as f64,
            _ => i as f64,
        }),
        (TypeKind::Float { width }, CVal::Float(f)) => CVal::Float(round_float(f, width)),
        (TypeKind::Float { .. }, CVal::Bool(b)) => CVal::Float(b as u8 as f64),
        _ => return None,
    })
}

fn round_float(f: f64, width: u8) -> f64 {
    match width {
        16 => half::f16::from_f64(f).to_f64(),
        32 => f as f32 as f64,
        _ => f,
    }
}

impl Checker<'_> {
    /// The value and type of constant expression `e` of `unit`.
    pub fn fold_const(&mut self, unit: Unit, e: ExprId) -> Folded {
        let span = self.ast(unit).expr(e).span;
        self.enter(span)?;
        let r = self.fold_inner(unit, e);
        self.leave();
        r
    }

    fn fold_inner(&mut self, unit: Unit, e: ExprId) -> Folded {
        let ast = self.ast(unit);
        let expr = ast.expr(e);
        let span = expr.span;
        let not_const = || NotConst::Why(span, "expected a constant integer expression".into());
        if let Some(lit) = super::expr::literal_int(ast, e) {
            let (v, width, signed) =
                lit.map_err(|()| NotConst::Why(span, "integer literal is too large for any integer type".into()))?;
            return Ok((CVal::Int(v), self.ctx.int_type(width, signed)));
        }
        match &expr.kind {
            E::Float { value, suffix } => {
                let width = super::expr::float_literal_width(suffix);
                Ok((CVal::Float(round_float(*value, width)), self.ctx.float_type(width)))
            }
            E::Bool(b) => Ok((CVal::Bool(*b), self.ctx.bool_type())),
            E::Name(n) => self.fold_name(n, span),
            E::Member { base, name, .. } => {
                let member = name.name.clone();
                // `Holder<3>.value`: a static const of a generic struct's instance.
                if let Some(ty) = self.specialized_type_expr(unit, *base) {
                    let ty = ty.map_err(|_| NotConst::Reported)?;
                    let key = self.structs.iter().find(|s| s.ty == ty).map(|s| format!("{}.{member}", s.name));
                    if let Some(key) = key.filter(|k| self.items.contains_key(k)) {
                        return self.fold_name(&key, span);
                    }
                    return Err(not_const());
                }
                if let E::Name(n) = &ast.expr(*base).kind {
                    if let Some(Item::Enum(ty, cases)) = self.items.get(n) {
                        if let Some(&(_, v)) = cases.iter().find(|(c, _)| *c == member) {
                            return Ok((CVal::Int(v), *ty));
                        }
                    }
                    let key = format!("{n}.{member}");
                    if self.items.contains_key(&key) {
                        return self.fold_name(&key, span);
                    }
                    // `v::M` / `v.M` of a variable (a local, a global
                    // constant): its type's static constant.
                    let local = (unit == Unit::User)
                        .then(|| self.local_types.iter().rev().find_map(|scope| scope.get(n)).copied())
                        .flatten();
                    let var_ty = local.or_else(|| match self.items.get(n) {
                        Some(Item::Global(g)) => Some(self.globals[*g].ty),
                        _ => None,
                    });
                    if let Some(ty) = var_ty {
                        let key = self.structs.iter().find(|s| s.ty == ty).map(|s| format!("{}.{member}", s.name));
                        if let Some(key) = key.filter(|k| self.items.contains_key(k)) {
                            return self.fold_name(&key, span);
                        }
                    }
                }
                // `A.M` where `A` names a struct (a generic parameter bound
                // to one, a member type): its static constant.
                if let Some(ty) = self.static_type_expr(unit, *base) {
                    let key = self.structs.iter().find(|s| s.ty == ty).map(|s| format!("{}.{member}", s.name));
                    if let Some(key) = key.filter(|k| self.items.contains_key(k)) {
                        return self.fold_name(&key, span);
                    }
                }
                Err(not_const())
            }
            // `a[i]` of a local constant array of constants (see
            // `note_local_const`), in the innermost scope declaring `a`.
            E::Index { base, index } if unit == Unit::User && matches!(&ast.expr(*base).kind, E::Name(_)) => {
                let (base, index) = (*base, *index);
                let E::Name(n) = &ast.expr(base).kind else { return Err(not_const()) };
                let n = n.clone();
                let Some(scope) = self.local_consts.iter().rposition(|scope| scope.contains_key(&n)) else {
                    return Err(not_const());
                };
                let (CVal::Int(i), _) = self.fold_const(unit, index)? else { return Err(not_const()) };
                self.local_consts[scope].get(&format!("{n}[{i}]")).copied().flatten().ok_or_else(not_const)
            }
            E::Unary { op, operand } => {
                let (v, ty) = self.fold_const(unit, *operand)?;
                self.fold_unary(*op, v, ty, span)
            }
            E::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let a = self.fold_const(unit, lhs)?;
                let b = self.fold_const(unit, rhs)?;
                self.fold_binary(op, a, b, span)
            }
            E::Cond { cond, then, else_ } => {
                let (cond, then, else_) = (*cond, *then, *else_);
                let (c, cty) = self.fold_const(unit, cond)?;
                let bty = self.ctx.bool_type();
                let a = self.fold_const(unit, then)?;
                let b = self.fold_const(unit, else_)?;
                let ty = self.common_scalar(a.1, b.1).ok_or_else(not_const)?;
                let pick = if convert(self.ctx, c, bty) == Some(CVal::Bool(true)) { a } else { b };
                let _ = cty;
                Ok((convert(self.ctx, pick.0, ty).ok_or_else(not_const)?, ty))
            }
            E::Cast { ty, operand } => {
                let (ty, operand) = (*ty, *operand);
                let to = self.resolve_type(unit, ty)?;
                let (v, _) = self.fold_const(unit, operand)?;
                Ok((convert(self.ctx, v, to).ok_or_else(not_const)?, to))
            }
            // `__floatAsInt(x)`: the bits of a constant float as the signed
            // integer of its width.
            E::Call { callee, args }
                if args.len() == 1 && matches!(&ast.expr(*callee).kind, E::Name(n) if n == "__floatAsInt") =>
            {
                let arg = args[0];
                let bad = || {
                    let msg = "'__floatAsInt' requires a compile-time constant floating-point expression";
                    NotConst::Why(span, msg.into())
                };
                let (CVal::Float(f), ty) = self.fold_const(unit, arg).map_err(|_| bad())? else { return Err(bad()) };
                let (bits, width) = match *self.ctx.type_kind(ty) {
                    TypeKind::Float { width: 16 } => (half::f16::from_f64(f).to_bits() as i16 as i128, 16),
                    TypeKind::Float { width: 32 } => ((f as f32).to_bits() as i32 as i128, 32),
                    _ => (f.to_bits() as i64 as i128, 64),
                };
                Ok((CVal::Int(bits), self.ctx.int_type(width, true)))
            }
            // `countof(P)` of a pack `P` of the generic environment (a
            // static constant of a variadic struct): its length.
            E::Call { callee, args }
                if args.len() == 1
                    && matches!(&ast.expr(*callee).kind, E::Name(n) if n == "countof")
                    && matches!(&ast.expr(args[0]).kind, E::Name(p) if self.name_pack_len(None, p).is_some()) =>
            {
                let E::Name(p) = &ast.expr(args[0]).kind else { return Err(not_const()) };
                let n = self.name_pack_len(None, p).unwrap_or(0);
                Ok((CVal::Int(n as i128), self.ctx.int_type(32, true)))
            }
            // `countof(Tuple<int, float>)` / `countof(__trimFirst(T))` of a
            // tuple type: its element count.
            E::Call { callee, args }
                if args.len() == 1
                    && matches!(&ast.expr(*callee).kind, E::Name(n) if n == "countof" && !self.items.contains_key(n)) =>
            {
                let arg = args[0];
                let n = self
                    .static_type_expr(unit, arg)
                    .and_then(|t| self.tuple_elems(t).map(|e| e.len()).or_else(|| self.sized_array_len(t)))
                    .ok_or_else(not_const)?;
                Ok((CVal::Int(n as i128), self.ctx.int_type(32, true)))
            }
            // `f(args)` of a user function whose body is `return e;`.
            E::Call { callee, args } if matches!(&ast.expr(*callee).kind, E::Name(n) if matches!(self.items.get(n), Some(Item::Funcs(_)))) =>
            {
                let E::Name(n) = &ast.expr(*callee).kind else { return Err(not_const()) };
                let (n, args) = (n.clone(), args.clone());
                self.fold_call(unit, &n, &args, span)
            }
            // `int8_t(x)`: a scalar type's constructor is a cast.
            E::Call { callee, args } if args.len() == 1 => {
                let E::Name(n) = &ast.expr(*callee).kind else { return Err(not_const()) };
                let to = match types::scalar_by_name(self.ctx, n) {
                    Some(t) => t,
                    None => match self.items.get(n) {
                        Some(Item::Type(t) | Item::Enum(t, _))
                            if self.ctx.is_scalar(*t) || types::enum_tag(self.ctx, *t).is_some() =>
                        {
                            *t
                        }
                        _ => return Err(not_const()),
                    },
                };
                let (v, _) = self.fold_const(unit, args[0])?;
                Ok((convert(self.ctx, v, to).ok_or_else(not_const)?, to))
            }
            E::SizeOf(TypeOrExpr::Type(t), layout) | E::AlignOf(TypeOrExpr::Type(t), layout) => {
                let (size, t, layout) = (matches!(expr.kind, E::SizeOf(..)), *t, *layout);
                // `sizeof(x)` of a local variable parses as a type name.
                let local = match &self.user.ty(t).kind {
                    crate::ast::TypeKind::Name(n) if unit == Unit::User => {
                        self.local_types.iter().rev().find_map(|scope| scope.get(n)).copied()
                    }
                    _ => None,
                };
                // `nullptr` (parsed as a type name): a pointer, 8 bytes
                // in the natural layout, aligned as much; `void`: no bytes,
                // aligned to 1.
                let special = match &self.user.ty(t).kind {
                    crate::ast::TypeKind::Name(n) if unit == Unit::User && local.is_none() => match n.as_str() {
                        "nullptr" if !self.items.contains_key(n) => Some((8, 8)),
                        "void" => Some((0, 1)),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some((bytes, align)) = special {
                    return Ok((CVal::Int(if size { bytes } else { align }), self.ctx.int_type(32, true)));
                }
                let ty = match local {
                    Some(ty) => ty,
                    None => self.resolve_type(unit, t).map_err(|_| NotConst::Reported)?,
                };
                let rule = match layout {
                    None => super::expr::DataLayout::Natural,
                    Some(l) => {
                        let lty = self.resolve_type(unit, l).map_err(|_| NotConst::Reported)?;
                        super::expr::DataLayout::of(self.ctx, lty).ok_or_else(not_const)?
                    }
                };
                match super::expr::data_layout(self.ctx, ty, rule) {
                    Some((bytes, align)) => {
                        Ok((CVal::Int(i128::from(if size { bytes } else { align })), self.ctx.int_type(32, true)))
                    }
                    None => Err(NotConst::Why(span, format!("'{}' has no size in memory", self.show(ty)))),
                }
            }
            E::Error => Err(NotConst::Reported),
            _ => Err(not_const()),
        }
    }

    /// The value of a call to `[ForceInline]` user function `n` whose body
    /// is one `return e;`: the overload whose parameter types are exactly the
    /// arguments' (it is what overload resolution picks), `e` folded with
    /// its parameters bound to the arguments and nothing else of the
    /// caller in scope. Anything else is no constant.
    fn fold_call(&mut self, unit: Unit, n: &str, args: &[crate::ast::ExprId], span: Span) -> Folded {
        use crate::ast::StmtKind;
        let not_const = || NotConst::Why(span, format!("a call of '{n}' is not a constant expression"));
        let Some(Item::Funcs(candidates)) = self.items.get(n) else { return Err(not_const()) };
        let candidates = candidates.clone();
        if self.evaluating_calls >= 8 {
            return Err(not_const());
        }
        let mut values = Vec::new();
        for &a in args {
            values.push(self.fold_const(unit, a)?);
        }
        let exact: Vec<usize> = candidates
            .into_iter()
            .filter(|&f| {
                let info = &self.funcs[f];
                info.unit == Unit::User
                    && info.generic.is_none()
                    && info.this.is_none()
                    && info.params.len() == values.len()
                    && info.params.iter().zip(&values).all(|(p, v)| p.dir == super::Dir::In && p.ty == v.1)
            })
            .collect();
        let [f] = exact[..] else { return Err(not_const()) };
        let decl = self.func_decl(f);
        // slangc folds a call only once it is inlined: `[ForceInline]`.
        if !decl.modifiers.attributes.iter().any(|a| a.name == "ForceInline") {
            return Err(not_const());
        }
        let crate::ast::DeclKind::Func { body: Some(body), .. } = &decl.kind else { return Err(not_const()) };
        let ast = self.func_ast(f);
        let mut stmt = *body;
        while let StmtKind::Block(items) = &ast.stmt(stmt).kind {
            let [one] = items[..] else { return Err(not_const()) };
            stmt = one;
        }
        let StmtKind::Return(Some(e)) = ast.stmt(stmt).kind else { return Err(not_const()) };
        let Some(ret) = self.funcs[f].ret else { return Err(not_const()) };
        let scope = self.funcs[f].params.iter().zip(&values).map(|(p, v)| (p.name.clone(), Some(*v))).collect();
        let saved = std::mem::replace(&mut self.local_consts, vec![scope]);
        self.evaluating_calls += 1;
        let src = self.funcs[f].src;
        let r = self.in_src(src, |c| c.fold_const(Unit::User, e));
        self.evaluating_calls -= 1;
        self.local_consts = saved;
        let (v, _) = r.map_err(|_| not_const())?;
        Ok((convert(self.ctx, v, ret).ok_or_else(not_const)?, ret))
    }

    /// A named constant: a generic value parameter, a `static const`.
    pub fn fold_name(&mut self, n: &str, span: Span) -> Folded {
        if let Some(super::generics::GArg::Value(v)) = self.env_lookup(n) {
            return Ok((CVal::Int(v), self.ctx.int_type(32, true)));
        }
        let not_const = || NotConst::Why(span, format!("'{n}' is not a constant integer"));
        // A local of the body being lowered hides what is outside it.
        if let Some(local) = self.local_consts.iter().rev().find_map(|scope| scope.get(n)) {
            return local.ok_or_else(not_const);
        }
        if !self.items.contains_key(n) {
            // A static constant of a struct being declared, named bare.
            let key = self.generic_members.struct_scope.iter().rev().map(|s| format!("{s}.{n}")).find(|k| {
                matches!(self.items.get(k), Some(Item::Global(g)) if self.globals[*g].kind == super::GlobalKind::Const)
            });
            if let Some(key) = key {
                return self.fold_name(&key, span);
            }
            if let Some(r) = self.fold_undeclared_const(n) {
                return r;
            }
        }
        let Some(Item::Global(g)) = self.items.get(n) else { return Err(not_const()) };
        let g = *g;
        let ty = self.globals[g].ty;
        if !self.ctx.is_scalar(types::untagged(self.ctx, ty)) {
            return Err(not_const());
        }
        // A `static` variable starts at its initial value but may change:
        // no constant (slangc's E39999 where one is needed).
        if self.globals[g].kind == super::GlobalKind::Static {
            return Err(not_const());
        }
        if let Some(a) = self.globals[g].value {
            let v = match *self.ctx.attr_kind(a) {
                AttrKind::Int(i) => CVal::Int(i),
                AttrKind::Float(f) => CVal::Float(f64::from_bits(f)),
                AttrKind::Bool(b) => CVal::Bool(b),
                _ => return Err(not_const()),
            };
            return Ok((v, ty));
        }
        let (Some((src, e)), super::GlobalKind::Const) = (self.globals[g].init_expr, self.globals[g].kind) else {
            return Err(not_const());
        };
        if self.evaluating.contains(&g) {
            return Err(NotConst::Why(span, format!("'{n}' is defined in terms of itself")));
        }
        self.evaluating.push(g);
        // Its initializer sees no local of the body being lowered.
        let locals = std::mem::take(&mut self.local_consts);
        let r = self.in_src(src, |c| c.fold_const(Unit::User, e));
        self.local_consts = locals;
        self.evaluating.pop();
        let (v, _) = r?;
        Ok((convert(self.ctx, v, ty).ok_or_else(not_const)?, ty))
    }

    /// The common scalar type of two operands (Slang's usual arithmetic
    /// conversions: the higher-ranked one).
    fn common_scalar(&self, a: Type, b: Type) -> Option<Type> {
        let (ra, rb) = (types::rank(self.ctx, a)?, types::rank(self.ctx, b)?);
        Some(if types::arithmetic_order(ra) >= types::arithmetic_order(rb) { a } else { b })
    }

    fn fold_unary(&mut self, op: U, v: CVal, ty: Type, span: Span) -> Folded {
        let ty = types::untagged(self.ctx, ty);
        let bad = || NotConst::Why(span, format!("operator '{}' is not constant here", op_text(op)));
        Ok(match (op, v, self.ctx.type_kind(ty).clone()) {
            (U::Plus, CVal::Int(_) | CVal::Float(_), _) => (v, ty),
            (U::Neg, CVal::Int(i), TypeKind::Int { width, signed }) => {
                (CVal::Int(super::expr::wrap_int(-i, width, signed)), ty)
            }
            (U::Neg, CVal::Float(f), _) => (CVal::Float(-f), ty),
            (U::BitNot, CVal::Int(i), TypeKind::Int { width, signed }) => {
                (CVal::Int(super::expr::wrap_int(!i, width, signed)), ty)
            }
            // `!x` of an integer has x's type (Slang).
            (U::Not, CVal::Int(i), TypeKind::Int { .. }) => (CVal::Int((i == 0) as i128), ty),
            (U::Not, _, _) => {
                let bty = self.ctx.bool_type();
                let Some(CVal::Bool(b)) = convert(self.ctx, v, bty) else { return Err(bad()) };
                (CVal::Bool(!b), bty)
            }
            _ => return Err(bad()),
        })
    }

    fn fold_binary(&mut self, op: B, (a, at): (CVal, Type), (b, bt): (CVal, Type), span: Span) -> Folded {
        let (at, bt) = (types::untagged(self.ctx, at), types::untagged(self.ctx, bt));
        let bad = || NotConst::Why(span, format!("operator '{}' is not constant here", op.text()));
        let bty = self.ctx.bool_type();
        let truth = |c: &Self, v: CVal| convert(c.ctx, v, bty) == Some(CVal::Bool(true));
        match op {
            B::Comma => return Ok((b, bt)),
            B::LogAnd => return Ok((CVal::Bool(truth(self, a) && truth(self, b)), bty)),
            B::LogOr => return Ok((CVal::Bool(truth(self, a) || truth(self, b)), bty)),
            B::Shl | B::Shr => {
                // The result has the left operand's type; the amount is
                // not reduced modulo its width (as slangc folds: `7u << 32`
                // is 0, see `fold_const_shift`).
                let (TypeKind::Int { width, signed }, CVal::Int(x), CVal::Int(n)) =
                    (self.ctx.type_kind(at).clone(), a, b)
                else {
                    return Err(bad());
                };
                let r = match (op, u32::try_from(n)) {
                    (B::Shl, Ok(n)) if n < 64 => ((x as u128) << n) as i128,
                    (B::Shl, _) => 0,
                    (_, Ok(n)) if n < 64 => x >> n,
                    _ if x < 0 => -1,
                    _ => 0,
                };
                return Ok((CVal::Int(super::expr::wrap_int(r, width, signed)), at));
            }
            _ => {}
        }
        let mut ty = self.common_scalar(at, bt).ok_or_else(bad)?;
        // Arithmetic on bools happens in int.
        if matches!(op, B::Add | B::Sub | B::Mul | B::Div | B::Rem) && self.ctx.type_kind(ty) == &TypeKind::Bool {
            ty = self.ctx.int_type(32, true);
        }
        let (x, y) = (convert(self.ctx, a, ty).ok_or_else(bad)?, convert(self.ctx, b, ty).ok_or_else(bad)?);
        let cmp = |o: std::cmp::Ordering| {
            let r = match op {
                B::Eq => o.is_eq(),
                B::Ne => o.is_ne(),
                B::Lt => o.is_lt(),
                B::Le => o.is_le(),
                B::Gt => o.is_gt(),
                _ => o.is_ge(),
            };
            Ok((CVal::Bool(r), bty))
        };
        match (x, y, self.ctx.type_kind(ty).clone()) {
            (CVal::Int(x), CVal::Int(y), TypeKind::Int { width, signed }) => {
                let r = match op {
                    B::Add => x.wrapping_add(y),
                    B::Sub => x.wrapping_sub(y),
                    B::Mul => x.wrapping_mul(y),
                    B::Div | B::Rem if y == 0 => {
                        self.error(super::E_DIVIDE_BY_ZERO, span, "divide by zero");
                        return Err(NotConst::Reported);
                    }
                    B::Div => x / y,
                    B::Rem => x % y,
                    B::BitAnd => x & y,
                    B::BitOr => x | y,
                    B::BitXor => x ^ y,
                    B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge => return cmp(x.cmp(&y)),
                    _ => return Err(bad()),
                };
                Ok((CVal::Int(super::expr::wrap_int(r, width, signed)), ty))
            }
            (CVal::Bool(x), CVal::Bool(y), _) => match op {
                B::BitAnd => Ok((CVal::Bool(x & y), bty)),
                B::BitOr => Ok((CVal::Bool(x | y), bty)),
                B::BitXor => Ok((CVal::Bool(x ^ y), bty)),
                B::Eq | B::Ne => cmp(x.cmp(&y)),
                _ => Err(bad()),
            },
            (CVal::Float(x), CVal::Float(y), TypeKind::Float { width }) => {
                let r = match op {
                    B::Add => x + y,
                    B::Sub => x - y,
                    B::Mul => x * y,
                    B::Div => x / y,
                    B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge => {
                        // C's comparisons: only `!=` holds for NaN.
                        return match x.partial_cmp(&y) {
                            Some(o) => cmp(o),
                            None => Ok((CVal::Bool(op == B::Ne), bty)),
                        };
                    }
                    _ => return Err(bad()),
                };
                Ok((CVal::Float(round_float(r, width)), ty))
            }
            _ => Err(bad()),
        }
    }
}

fn op_text(op: U) -> &'static str {
    match op {
        U::Neg => "-",
        U::Plus => "+",
        U::Not => "!",
        U::BitNot => "~",
        _ => "this",
    }
}
