//! Expressions: checking, implicit conversions, overload resolution and
//! lowering to IR values and places.

use super::stmt::{Binding, FnCx};
use super::types::{self, Shape};
use super::{
    CResult, Checker, Dir, GlobalKind, Item, Reported, Unit, E_NOT_LVALUE, E_NO_MEMBER, E_OVERLOAD, E_TYPE_MISMATCH,
    E_UNDEFINED, E_UNSUPPORTED,
};
use super::{E_ARG_NOT_LVALUE, E_DIVIDE_BY_ZERO};
use crate::ast::{BinaryOp, DeclKind, ExprId, ExprKind, MemberSep, ModifierKind, UnaryOp};
use crate::source::Span;
use nsl_ir::{AddressSpace, Type, TypeKind, Value};

/// A lowered expression: its IR value and whether it is an untyped literal
/// (which converts more cheaply, as in Slang).
#[derive(Copy, Clone, Debug)]
pub struct TVal {
    pub value: Value,
    pub ty: Type,
    pub literal: bool,
}

/// Something that can be assigned to.
#[derive(Clone, Debug)]
pub enum Place {
    /// Memory at `ptr` holding a `ty`.
    Mem { ptr: Value, ty: Type, mutable: bool },
    /// Components `indices` of a vector place.
    Swizzle { base: Box<Place>, indices: Vec<u32>, ty: Type },
    /// A property or subscript of a struct place, read and written
    /// through its accessor methods.
    Accessor { base: Box<Place>, acc: super::Accessors, args: Vec<Value> },
    /// A texel of a texture at integer coordinates.
    Texel { tex: Value, coord: Value, ty: Type, writable: bool },
    /// A bit field: bits of its backing field's place.
    BitField { base: Box<Place>, field: super::BitField },
    /// Elements of a tuple place read and written as one tuple of type
    /// `ty` (`t._2_0`); assignable when no element repeats.
    Parts { parts: Vec<Place>, ty: Type, distinct: bool },
}

impl TVal {
    /// The value of an integer literal (for Slang's literal conversion
    /// costs); `None` for anything else.
    pub fn literal_int(&self, ctx: &nsl_ir::Context) -> Option<i128> {
        if !self.literal || !matches!(ctx.type_kind(self.ty), TypeKind::Int { .. }) {
            return None;
        }
        let op = ctx.defining_op(self.value)?;
        match ctx.attr_kind(ctx.attr(op, "value")?) {
            nsl_ir::AttrKind::Int(i) => Some(*i),
            _ => None,
        }
    }
}

impl Place {
    pub fn ty(&self) -> Type {
        match self {
            Place::Mem { ty, .. } | Place::Swizzle { ty, .. } => *ty,
            Place::Accessor { acc, .. } => acc.ty,
            Place::Texel { ty, .. } => *ty,
            Place::BitField { field, .. } => field.ty,
            Place::Parts { ty, .. } => *ty,
        }
    }
}

fn gi_index<'m>(items: &'m rustc_hash::FxHashMap<String, Item>, n: &str) -> Option<&'m usize> {
    match items.get(n) {
        Some(Item::Global(g)) => Some(g),
        _ => None,
    }
}

/// Size and alignment in bytes of `ty` in Slang's natural layout (what
/// `sizeof` and `alignof` give): scalars their width, vectors and matrices
/// their elements packed (aligned as one element), arrays a stride of the
/// element's size rounded up to its alignment, structs C-like; neither
/// padded after its last member (slangc: `sizeof` of a
/// struct `{float; int8_t}` is 5, of two of them 13).
pub fn natural_layout(ctx: &nsl_ir::Context, ty: Type) -> Option<(u64, u64)> {
    let round = |n: u64, a: u64| n.div_ceil(a) * a;
    Some(match ctx.type_kind(ty).clone() {
        // A bool is one byte here (slangc: `sizeof(bool)` and `alignof(bool)` are 1).
        TypeKind::Bool => (1, 1),
        TypeKind::Int { width, .. } | TypeKind::Float { width } => (u64::from(width) / 8, u64::from(width) / 8),
        TypeKind::Vector { elem, len } => {
            let (s, a) = natural_layout(ctx, elem)?;
            (s * u64::from(len), a)
        }
        TypeKind::Matrix { elem, rows, cols, .. } => {
            let (s, a) = natural_layout(ctx, elem)?;
            (s * u64::from(rows) * u64::from(cols), a)
        }
        // The last element ends the array: no padding after it.
        TypeKind::Array { elem, len: Some(n) } => {
            let (s, a) = natural_layout(ctx, elem)?;
            (if n == 0 { 0 } else { round(s, a) * (u64::from(n) - 1) + s }, a)
        }
        // A struct ends where its last field does (its stride, in an
        // array, is rounded up to its alignment).
        TypeKind::Struct { fields, .. } => {
            let (mut size, mut align) = (0u64, 1u64);
            for &(_, t) in &fields {
                let (s, a) = natural_layout(ctx, t)?;
                size = round(size, a) + s;
                align = align.max(a);
            }
            (size, align)
        }
        _ => return None,
    })
}

fn uwork_bits(c: &Checker, t: Type) -> u32 {
    match *c.ctx.type_kind(t) {
        TypeKind::Int { width, .. } => u32::from(width),
        _ => 32,
    }
}

/// All ones in the low `bits` bits.
fn mask_of(bits: u32) -> i128 {
    if bits >= 127 {
        -1
    } else {
        (1i128 << bits) - 1
    }
}

/// The (row, column) elements a matrix member names: `_m00_m11` is
/// zero-based, `_11_22` one-based; up to four elements.
fn matrix_elements(name: &str, rows: u8, cols: u8) -> Option<Vec<(u32, u32)>> {
    let parts: Vec<&str> = name.strip_prefix('_')?.split('_').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    parts
        .iter()
        .map(|p| {
            let (digits, base) = match p.strip_prefix('m') {
                Some(d) => (d, 0),
                None => (*p, 1),
            };
            let b = digits.as_bytes();
            if b.len() != 2 || !b.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let (r, c) = ((b[0] - b'0') as i32 - base, (b[1] - b'0') as i32 - base);
            ((0..rows as i32).contains(&r) && (0..cols as i32).contains(&c)).then_some((r as u32, c as u32))
        })
        .collect()
}

fn swizzle_indices(name: &str, len: u8) -> Option<Vec<u32>> {
    if name.is_empty() || name.len() > 4 {
        return None;
    }
    let sets = ["xyzw", "rgba"];
    sets.iter().find_map(|set| {
        name.chars().map(|c| set.find(c).map(|i| i as u32).filter(|&i| i < len as u32)).collect::<Option<Vec<u32>>>()
    })
}

impl Checker<'_> {
    pub(super) fn span(&self, e: ExprId) -> Span {
        self.user.expr(e).span
    }

    pub fn lower_value(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<TVal> {
        match self.lower_expr_any(fx, e)? {
            Some(v) => Ok(v),
            None => Err(self.error(E_TYPE_MISMATCH, self.span(e), "this expression has no value (it is void)")),
        }
    }

    /// Lowers an initializer, using the declared type for `{...}` lists.
    pub fn lower_init(&mut self, fx: &mut FnCx, e: ExprId, declared: Option<Type>) -> CResult<TVal> {
        if let ExprKind::InitList(items) = &self.user.expr(e).kind {
            let Some(ty) = declared else {
                return Err(self.error(E_TYPE_MISMATCH, self.span(e), "an initializer list needs a declared type"));
            };
            let items = items.clone();
            return self.lower_init_list(fx, &items, ty, self.span(e));
        }
        self.lower_value(fx, e)
    }

    /// The value of field `k` of struct type `ty` when an initializer
    /// omits it: its declared default, or zero.
    fn field_default(&mut self, fx: &mut FnCx, ty: Type, k: usize, t: Type, span: Span) -> CResult<Value> {
        let info = self.structs.iter().find(|s| s.ty == ty);
        let default = info.and_then(|s| s.defaults.get(k).copied().flatten());
        let env = info.map(|s| s.env.clone()).unwrap_or_default();
        match default {
            Some((src, e)) => {
                let saved = std::mem::replace(&mut self.env, env);
                let v = self.in_src(src, |c| c.lower_init(fx, e, Some(t)));
                self.env = saved;
                self.convert(fx, v?, t, span, false)
            }
            None => Ok(self.zero(fx, t, span)),
        }
    }

    /// The value of a struct variable declared without an initializer: its
    /// zero-argument `__init`, or its field defaults; `None` when neither
    /// exists (plain zero).
    pub fn default_value(&mut self, fx: &mut FnCx, ty: Type, span: Span) -> CResult<Option<TVal>> {
        let Some(s) = self.structs.iter().position(|s| s.ty == ty) else { return Ok(None) };
        let has_init = self.structs[s]
            .methods
            .get("__init")
            .is_some_and(|fs| fs.iter().any(|&f| self.funcs[f].params.iter().all(|p| p.default.is_some())));
        if has_init {
            return self.construct(fx, ty, &[], span).map(Some);
        }
        if self.structs[s].defaults.iter().any(Option::is_some) {
            return self.lower_init_list(fx, &[], ty, span).map(Some);
        }
        Ok(None)
    }

    fn lower_init_list(&mut self, fx: &mut FnCx, items: &[ExprId], ty: Type, span: Span) -> CResult<TVal> {
        // An initializer list builds the value element by element.
        if super::stmt::scalar_count(self.ctx, ty) > 65536 {
            let msg = format!("'{}' is too large to build from an initializer list", self.show(ty));
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        // `Optional<T> o = {x};` wraps `x` (Optional's `__init(T)`); `{}` is none.
        if let Some(payload) = self.optional_payload(ty) {
            let value = match items {
                [] => self.zero(fx, ty, span),
                [single] => {
                    let v = self.lower_init(fx, *single, Some(payload))?;
                    self.convert(fx, v, ty, span, false)?
                }
                _ => {
                    let msg = format!("'{}' is made from one value, not {}", self.show(ty), items.len());
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
            };
            return Ok(TVal { value, ty, literal: false });
        }
        // `float4 v = {x};` broadcasts a single scalar, as a cast would.
        if let ([single], TypeKind::Vector { .. }) = (items, self.ctx.type_kind(ty)) {
            let v = self.lower_value(fx, *single)?;
            if self.ctx.is_scalar(v.ty) {
                let value = self.convert(fx, v, ty, span, false)?;
                return Ok(TVal { value, ty, literal: false });
            }
            if v.ty == ty {
                return Ok(v);
            }
        }
        // `float3 v = {xy, z};`: vector items give their components in order.
        if let TypeKind::Vector { elem, len } = *self.ctx.type_kind(ty) {
            let nested = |c: &Self, i: ExprId| matches!(c.user.expr(i).kind, ExprKind::InitList(_));
            if items.len() < len as usize && !items.iter().any(|&i| nested(self, i)) {
                let mut vals = Vec::new();
                for &i in items {
                    vals.push((i, self.lower_value(fx, i)?));
                }
                let is_vector = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Vector { .. });
                if !vals.iter().any(|(_, v)| is_vector(self, v.ty)) {
                    // Scalars only: the missing trailing components are zero.
                    let mut comps = Vec::new();
                    for (i, v) in vals {
                        comps.push(self.convert(fx, v, elem, self.span(i), false)?);
                    }
                    while comps.len() < len as usize {
                        comps.push(self.zero(fx, elem, span));
                    }
                    let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
                    return Ok(TVal { value, ty, literal: false });
                }
                let mut comps = Vec::new();
                for (i, v) in vals {
                    match *self.ctx.type_kind(v.ty) {
                        TypeKind::Vector { elem: e, len: n } => {
                            for k in 0..n {
                                let ka = self.ctx.int_attr(k as i128);
                                let c = self.emit_value(fx, "vec.extract", &[v.value], e, &[("index", ka)], span);
                                comps.push(self.convert(
                                    fx,
                                    TVal { value: c, ty: e, literal: false },
                                    elem,
                                    span,
                                    false,
                                )?);
                            }
                        }
                        _ => comps.push(self.convert(fx, v, elem, self.span(i), false)?),
                    }
                }
                if comps.len() == len as usize {
                    let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
                    return Ok(TVal { value, ty, literal: false });
                }
                let msg = format!("'{}' needs {len} components, the list gives {}", self.show(ty), comps.len());
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        }
        let elem_types: Vec<Type> = match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector { elem, len } => vec![elem; len as usize],
            TypeKind::Array { elem, len: Some(n) } => vec![elem; n as usize],
            TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, t)| t).collect(),
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let row = self.ctx.vector_type(elem, cols);
                if items.len() == (rows as usize) * (cols as usize) {
                    // Flat scalars, row by row.
                    let mut rows_v = Vec::new();
                    for r in 0..rows as usize {
                        let mut comps = Vec::new();
                        for &i in &items[r * cols as usize..(r + 1) * cols as usize] {
                            let v = self.lower_init(fx, i, Some(elem))?;
                            comps.push(self.convert(fx, v, elem, self.span(i), false)?);
                        }
                        rows_v.push(self.emit_value(fx, "vec.construct", &comps, row, &[], span));
                    }
                    let value = self.emit_value(fx, "mat.construct", &rows_v, ty, &[], span);
                    return Ok(TVal { value, ty, literal: false });
                }
                vec![row; rows as usize]
            }
            _ => {
                if let [single] = items {
                    return self.lower_init(fx, *single, Some(ty));
                }
                let msg = format!("an initializer list cannot initialize '{}'", self.show(ty));
                return Err(self.error(E_TYPE_MISMATCH, span, msg));
            }
        };
        // Bit fields' backing fields take no initializer (they start at
        // zero); the list's items go to the other fields in order.
        let backing: Vec<bool> = match self.ctx.type_kind(ty).clone() {
            TypeKind::Struct { fields, .. } => {
                fields.iter().map(|&(n, _)| super::is_bit_backing(self.ctx.str(n))).collect()
            }
            _ => vec![false; elem_types.len()],
        };
        let takes = backing.iter().filter(|&&b| !b).count();
        if items.len() > takes {
            if let Some(elided) = self.elided_init_list(fx, items, ty, span) {
                return elided;
            }
            let msg =
                format!("too many initializers for '{}' ({} given, {} expected)", self.show(ty), items.len(), takes);
            return Err(self.error("E30523", span, msg));
        }
        let mut parts = Vec::new();
        let mut next = 0;
        for (k, &t) in elem_types.iter().enumerate() {
            let item = if backing[k] {
                None
            } else {
                next += 1;
                items.get(next - 1)
            };
            let v = match item {
                Some(&i) => {
                    let v = self.lower_init(fx, i, Some(t))?;
                    self.convert(fx, v, t, self.span(i), false)?
                }
                // Missing trailing initializers are zero, as in C.
                None => self.field_default(fx, ty, k, t, span)?,
            };
            parts.push(v);
        }
        let op = match self.ctx.type_kind(ty) {
            TypeKind::Vector { .. } => "vec.construct",
            TypeKind::Matrix { .. } => "mat.construct",
            _ => "agg.construct",
        };
        let value = self.emit_value(fx, op, &parts, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// Lowers any expression; `None` for a call of a void function.
    pub fn lower_expr_any(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Option<TVal>> {
        self.enter(self.span(e))?;
        let r = self.lower_expr_inner(fx, e);
        self.leave();
        r
    }

    fn lower_expr_inner(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Option<TVal>> {
        let expr = self.user.expr(e);
        let span = expr.span;
        let kind = expr.kind.clone();
        let v = match kind {
            ExprKind::Int { .. } => self.int_literal(fx, e, span)?.expect("an integer literal"),
            ExprKind::Float { value, suffix } => {
                let width = float_literal_width(&suffix);
                let ty = self.ctx.float_type(width);
                let v = match width {
                    16 => half::f16::from_f64(value).to_f64(),
                    32 => value as f32 as f64,
                    _ => value,
                };
                let a = self.ctx.float_attr(v);
                let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
                TVal { value, ty, literal: suffix.is_empty() }
            }
            ExprKind::Bool(b) => {
                let ty = self.ctx.bool_type();
                let a = self.ctx.bool_attr(b);
                let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
                TVal { value, ty, literal: false }
            }
            ExprKind::Name(_) | ExprKind::Index { .. } | ExprKind::This => {
                if let ExprKind::Name(n) = &kind {
                    if let Some(v) = self.name_value(fx, n, span)? {
                        return Ok(Some(v));
                    }
                }
                if let ExprKind::Index { base, index } = kind {
                    if let Some(v) = self.descriptor_array_elem(fx, base, index, span)? {
                        return Ok(Some(v));
                    }
                }
                let place = self.lower_place(fx, e)?;
                self.load_place(fx, &place, span)?
            }
            ExprKind::Member { base, name, sep } => {
                return self.lower_member(fx, e, base, &name.name, sep, span).map(Some)
            }
            ExprKind::Call { callee, args }
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "printf")
                    && fx.lookup("printf").is_none()
                    && !self.items.contains_key("printf") =>
            {
                self.lower_printf(fx, &args, span)?;
                return Ok(None);
            }
            ExprKind::Call { callee, .. } if matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "__floatAsInt") =>
            {
                // A compile-time bit cast: only of constants (E30085).
                match self.fold_const(super::Unit::User, e) {
                    Ok((super::consts::CVal::Int(v), ty)) => {
                        let a = self.ctx.int_attr(v);
                        let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
                        TVal { value, ty, literal: false }
                    }
                    Err(super::consts::NotConst::Reported) => return Err(Reported),
                    _ => {
                        let msg = "'__floatAsInt' requires a compile-time constant floating-point expression";
                        return Err(self.error("E30085", span, msg));
                    }
                }
            }
            ExprKind::Call { callee, args } => return self.lower_call(fx, callee, &args, span),
            ExprKind::Unary { op, operand } => match self.int_literal(fx, e, span)? {
                Some(lit) => lit,
                None => self.lower_unary(fx, op, operand, span)?,
            },
            ExprKind::Binary { op, lhs, rhs } => self.lower_binary(fx, op, lhs, rhs, span)?,
            ExprKind::Assign { op, lhs, rhs } => self.lower_assign(fx, op, lhs, rhs, span)?,
            ExprKind::Cond { cond, then, else_ } => self.lower_cond(fx, cond, then, else_, span)?,
            ExprKind::Cast { ty, operand } => {
                // `(void)f()`: evaluated for its effects, no value.
                if matches!(&self.user.ty(ty).kind, crate::ast::TypeKind::Name(n) if n == "void") {
                    self.lower_expr_any(fx, operand)?;
                    return Ok(None);
                }
                let to = self.resolve_type(Unit::User, ty)?;
                // `(S)0` is S's default value (its field defaults, else zero),
                // as in Slang 2025 and 2026; of an array, zero. `#language
                // 202c` reads it as any other `(S)x`.
                let is_zero = matches!(self.user.expr(operand).kind, ExprKind::Int { value: 0, .. })
                    && self.user.language.as_deref() != Some("202c");
                if is_zero && types::shape(self.ctx, to).is_none() {
                    if let Some(v) = self.default_value(fx, to, span)? {
                        return Ok(Some(v));
                    }
                    let value = self.zero(fx, to, span);
                    return Ok(Some(TVal { value, ty: to, literal: false }));
                }
                let v = self.lower_init(fx, operand, Some(to))?;
                // `(S)x` of a scalar: the first field converted from it, the
                // others their defaults (as `S s = { x };`).
                if let (true, TypeKind::Struct { fields, .. }) =
                    (self.ctx.is_scalar(v.ty), self.ctx.type_kind(to).clone())
                {
                    if let Some(&(_, first)) = fields.first() {
                        let mut parts = vec![self.convert(fx, v, first, span, true)?];
                        for (k, &(_, t)) in fields.iter().enumerate().skip(1) {
                            parts.push(self.field_default(fx, to, k, t, span)?);
                        }
                        let value = self.emit_value(fx, "agg.construct", &parts, to, &[], span);
                        return Ok(Some(TVal { value, ty: to, literal: false }));
                    }
                }
                let value = self.convert(fx, v, to, span, true)?;
                TVal { value, ty: to, literal: false }
            }
            ExprKind::InitList(_) => {
                return Err(self.error(E_TYPE_MISMATCH, span, "an initializer list needs a declared type"));
            }
            ExprKind::Is { operand, ty } => {
                // Of an interface-typed value: by its type id at run time;
                // otherwise (a concrete value, or a type under `where
                // optional`) decided at compile time.
                let operand_ty = match self.type_named_by(fx, operand) {
                    Some(t) => t,
                    None => {
                        let v = self.lower_value(fx, operand)?;
                        if let Some(iface) = self.existential_interface(v.ty) {
                            return self.existential_is(fx, v, &iface, ty, span).map(Some);
                        }
                        v.ty
                    }
                };
                let holds = self.is_holds(operand_ty, ty)?;
                let bty = self.ctx.bool_type();
                let a = self.ctx.bool_attr(holds);
                let value = self.emit_value(fx, "arith.const", &[], bty, &[("value", a)], span);
                TVal { value, ty: bty, literal: false }
            }
            ExprKind::Error => return Err(Reported),
            ExprKind::SpirvAsm(insts) => return self.lower_spirv_asm(fx, &insts, span),
            ExprKind::String(_) | ExprKind::Char(_) => {
                return Err(self.error(E_UNSUPPORTED, span, "strings are not supported in this context"));
            }
            ExprKind::SizeOf(arg) | ExprKind::AlignOf(arg) => {
                let size = matches!(kind, ExprKind::SizeOf(_));
                let ty = match arg {
                    // `sizeof(x)` of a variable parses as a type name.
                    crate::ast::TypeOrExpr::Type(t) => match &self.user.ty(t).kind {
                        crate::ast::TypeKind::Name(n)
                            if fx.lookup(n).is_some() || matches!(self.items.get(n), Some(Item::Global(_))) =>
                        {
                            let n = n.clone();
                            self.name_place(fx, &n, span)?.ty()
                        }
                        _ => self.resolve_type(Unit::User, t)?,
                    },
                    crate::ast::TypeOrExpr::Expr(e) => match self.type_named_by(fx, e) {
                        Some(t) => t,
                        None => self.lower_value(fx, e)?.ty,
                    },
                };
                if self.ctx.type_has_params(ty) {
                    return Err(self.unexpressible(span, "the size of a type parameter"));
                }
                let Some((bytes, align)) = natural_layout(self.ctx, ty) else {
                    let msg = format!("'{}' has no size in memory", self.show(ty));
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                };
                let ity = self.ctx.int_type(32, true);
                let value = self.int_const(fx, ity, i128::from(if size { bytes } else { align }), span);
                TVal { value, ty: ity, literal: true }
            }
            ExprKind::As { operand, ty } => self.lower_as(fx, operand, ty, span)?,
            ExprKind::Specialize { .. } | ExprKind::ThisType => {
                return Err(self.error(E_UNSUPPORTED, span, "this expression is not supported yet"));
            }
            ExprKind::Let { .. } => {
                return Err(self.error(E_UNSUPPORTED, span, "`let` is only allowed as the condition of an `if`"));
            }
        };
        Ok(Some(v))
    }

    /// An integer literal, with the unary `-`, `+` and `~` in front of it
    /// folded in as Slang's parser folds them (so `-1` is still a literal):
    /// its value wrapped to its type, as an `arith.const`.
    fn int_literal(&mut self, fx: &mut FnCx, e: ExprId, span: Span) -> CResult<Option<TVal>> {
        let Some(lit) = literal_int(self.user, e) else { return Ok(None) };
        let Ok((value, width, signed)) = lit else {
            return Err(self.error(E_TYPE_MISMATCH, span, "integer literal is too large for any integer type"));
        };
        let ty = self.ctx.int_type(width, signed);
        let a = self.ctx.int_attr(value);
        let v = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
        Ok(Some(TVal { value: v, ty, literal: true }))
    }

    /// Names that are values without being places: enum-free constants.
    fn name_value(&mut self, fx: &mut FnCx, n: &str, span: Span) -> CResult<Option<TVal>> {
        if fx.lookup(n).is_some() {
            return Ok(None);
        }
        if let Some(super::generics::GArg::Value(v)) = self.env_lookup(n) {
            let ty = self.ctx.int_type(32, true);
            let a = self.ctx.int_attr(v);
            let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
            return Ok(Some(TVal { value, ty, literal: true }));
        }
        // A struct's static member hides a global of the same name.
        if !self.is_this_field(fx, n) {
            if let Some(key) = self.this_static_key(fx, n) {
                return self.name_value(fx, &key, span);
            }
        }
        if let Some(Item::Global(g)) = self.items.get(n) {
            let g = &self.globals[*g];
            if let (GlobalKind::Const, Some((src, e))) = (g.kind, g.init_expr) {
                let (ty, gi) = (g.ty, *gi_index(&self.items, n).expect("a global"));
                if self.evaluating.contains(&gi) {
                    return Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is defined in terms of itself")));
                }
                self.evaluating.push(gi);
                let v = self.in_src(src, |c| c.lower_init(fx, e, Some(ty)));
                self.evaluating.pop();
                let value = self.convert(fx, v?, ty, span, false)?;
                return Ok(Some(TVal { value, ty, literal: false }));
            }
            if let Some(&id) = gi_index(&self.items, n).and_then(|gi| self.spec_consts.get(gi)) {
                let (ty, value, symbol) = (g.ty, g.value.expect("consts have values"), g.symbol.clone());
                let attrs =
                    [("id", self.ctx.int_attr(id.into())), ("value", value), ("name", self.ctx.str_attr(&symbol))];
                let v = self.emit_value(fx, "hl.spec_const", &[], ty, &attrs, span);
                return Ok(Some(TVal { value: v, ty, literal: false }));
            }
            if g.kind == GlobalKind::Const {
                let (ty, value) = (g.ty, g.value.expect("consts have values"));
                let v = self.emit_value(fx, "arith.const", &[], ty, &[("value", value)], span);
                return Ok(Some(TVal { value: v, ty, literal: false }));
            }
            if g.kind == GlobalKind::Resource {
                let (ty, symbol) = (g.ty, g.symbol.clone());
                let s = self.ctx.symbol_attr(&symbol);
                let v = self.emit_value(fx, "hl.resource", &[], ty, &[("global", s)], span);
                return Ok(Some(TVal { value: v, ty, literal: false }));
            }
        }
        Ok(None)
    }

    pub fn lower_place(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Place> {
        self.enter(self.span(e))?;
        let r = self.lower_place_inner(fx, e);
        self.leave();
        r
    }

    fn lower_place_inner(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Place> {
        let expr = self.user.expr(e);
        let span = expr.span;
        match expr.kind.clone() {
            ExprKind::Name(n) => self.name_place(fx, &n, span),
            ExprKind::This => self.name_place(fx, "this", span),
            ExprKind::Member { base, name, .. } if self.static_member_key(fx, base, &name.name).is_some() => {
                let key = self.static_member_key(fx, base, &name.name).expect("checked");
                self.name_place(fx, &key, span)
            }
            ExprKind::Member { base, name, sep: MemberSep::Dot | MemberSep::Arrow } => {
                let b = self.lower_place(fx, base)?;
                self.member_place(fx, b, &name.name, span)
            }
            ExprKind::Index { base, index } => {
                // A texel of an element of a descriptor array.
                if let ExprKind::Index { base: array, index: i } = self.user.expr(base).kind.clone() {
                    if let Some(buf) = self.descriptor_array_elem(fx, array, i, span)? {
                        return self.buffer_element(fx, buf, index, span);
                    }
                }
                // A buffer element: the resource handle is a value.
                if let ExprKind::Name(n) = &self.user.expr(base).kind {
                    if let Some(Item::Global(g)) = self.items.get(n) {
                        if self.globals[*g].kind == GlobalKind::Resource && fx.lookup(n).is_none() {
                            let buf = self.lower_value(fx, base)?;
                            return self.buffer_element(fx, buf, index, span);
                        }
                    }
                }
                let b = if self.is_place_expr(fx, base) {
                    self.lower_place(fx, base)?
                } else {
                    // Indexing a value (a call result...): spill it to a
                    // temporary so every indexable type goes one way.
                    let v = self.lower_value(fx, base)?;
                    let tmp = self.new_var(fx, v.ty, "", span);
                    self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                    Place::Mem { ptr: tmp, ty: v.ty, mutable: false }
                };
                if matches!(self.ctx.type_kind(b.ty()), TypeKind::Opaque { .. }) {
                    // A resource held in a parameter, local or field.
                    let buf = self.load_place(fx, &b, span)?;
                    return self.buffer_element(fx, buf, index, span);
                }
                let i = self.lower_value(fx, index)?;
                let ispan = self.span(index);
                // A literal index outside a fixed-size array (slangc's E30029).
                // slangc checks the code it emits, after dead branches are
                // gone: a zero-length array (`float3 m[hasNormal]` used under
                // `if (hasNormal)`) and generic instances are left alone.
                if let (TypeKind::Array { len: Some(n @ 1..), .. }, Some(Ok((k, ..))), true) =
                    (self.ctx.type_kind(b.ty()), literal_int(self.user, index), self.env.is_empty())
                {
                    let n = i128::from(*n);
                    if k < 0 || k >= n {
                        let msg = format!("array index '{k}' is out of bounds for array of size '{n}'");
                        return Err(self.error("E30029", ispan, msg));
                    }
                }
                self.index_place(fx, b, i, ispan, span)
            }
            _ => Err(self.error(E_NOT_LVALUE, span, "this expression is not an l-value")),
        }
    }

    /// `array[index]` of a resource global that is an array of textures or
    /// samplers: the element's handle (`hl.resource_elem`, `nonuniform`
    /// when the index is a call of `NonUniformResourceIndex`); `None` when
    /// `array` is not such a global.
    fn descriptor_array_elem(
        &mut self,
        fx: &mut FnCx,
        array: ExprId,
        index: ExprId,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let ExprKind::Name(n) = &self.user.expr(array).kind else { return Ok(None) };
        if fx.lookup(n).is_some() {
            return Ok(None);
        }
        let Some(Item::Global(g)) = self.items.get(n) else { return Ok(None) };
        let info = &self.globals[*g];
        let TypeKind::Array { elem, .. } = *self.ctx.type_kind(info.ty) else { return Ok(None) };
        if info.kind != GlobalKind::Resource {
            return Ok(None);
        }
        let symbol = info.symbol.clone();
        let nonuniform = matches!(&self.user.expr(index).kind, ExprKind::Call { callee, .. }
            if matches!(&self.user.expr(*callee).kind, ExprKind::Name(f) if f == "NonUniformResourceIndex"));
        let i = self.lower_value(fx, index)?;
        let u32_ = self.ctx.int_type(32, false);
        let ispan = self.span(index);
        let i = self.convert(fx, i, u32_, ispan, false)?;
        let mut attrs = vec![("global", self.ctx.symbol_attr(&symbol))];
        if nonuniform {
            attrs.push(("nonuniform", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
        }
        let value = self.emit_value(fx, "hl.resource_elem", &[i], elem, &attrs, span);
        Ok(Some(TVal { value, ty: elem, literal: false }))
    }

    fn buffer_element(&mut self, fx: &mut FnCx, buf: TVal, index: ExprId, span: Span) -> CResult<Place> {
        if let Some((texel, dims, writable)) = nsl_dialects::hl::texture(self.ctx, buf.ty) {
            // `tex[coord, sampleIndex]` names a sample: not lowered yet
            // (`Load(coord, sampleIndex)` is), refused rather than read
            // as a comma expression.
            if nsl_dialects::hl::texture_is_multisampled(self.ctx, buf.ty) {
                let msg = "subscripting a multisampled texture is not supported yet: use Load(coord, sampleIndex)";
                return Err(self.error(super::E_UNSUPPORTED, span, msg));
            }
            // `tex[coord]`: integer coordinates; a sampled texture reads mip 0.
            let i = self.lower_value(fx, index)?;
            let i32_ = self.ctx.int_type(32, true);
            let cty = if dims == 1 { i32_ } else { self.ctx.vector_type(i32_, dims) };
            let ispan = self.span(index);
            let mut coord = self.convert(fx, i, cty, ispan, false)?;
            if !writable {
                let zero = self.ctx.int_attr(0);
                let z = self.emit_value(fx, "arith.const", &[], i32_, &[("value", zero)], span);
                let full = self.ctx.vector_type(i32_, dims + 1);
                coord = self.emit_value(fx, "vec.construct", &[coord, z], full, &[], span);
            }
            return Ok(Place::Texel { tex: buf.value, coord, ty: texel, writable });
        }
        let Some((elem, writable)) = nsl_dialects::hl::structured_buffer(self.ctx, buf.ty) else {
            let msg = format!("'{}' cannot be indexed", self.show(buf.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        };
        let i = self.lower_value(fx, index)?;
        let u32_ = self.ctx.int_type(32, false);
        let ispan = self.span(index);
        let i = self.convert(fx, i, u32_, ispan, false)?;
        let pty = self.ctx.ptr_type(elem, AddressSpace::Storage);
        let ptr = self.emit_value(fx, "hl.buffer_elem_addr", &[buf.value, i], pty, &[], span);
        Ok(Place::Mem { ptr, ty: elem, mutable: writable })
    }

    pub(super) fn name_place(&mut self, fx: &mut FnCx, n: &str, span: Span) -> CResult<Place> {
        match fx.lookup(n) {
            Some(Binding::Var { ptr, ty, mutable }) => return Ok(Place::Mem { ptr: *ptr, ty: *ty, mutable: *mutable }),
            Some(Binding::Poisoned) => return Err(Reported),
            None => {}
        }
        if self.is_this_field(fx, n) {
            let this = self.name_place(fx, "this", span)?;
            return self.member_place(fx, this, n, span);
        }
        if let Some(key) = self.this_static_key(fx, n) {
            return self.name_place(fx, &key, span);
        }
        match self.items.get(n).cloned() {
            Some(Item::Global(g)) => {
                let info = &self.globals[g];
                let (ty, kind, symbol, readonly) = (info.ty, info.kind, info.symbol.clone(), info.readonly);
                let space = match kind {
                    GlobalKind::Uniform => AddressSpace::Uniform,
                    GlobalKind::Groupshared => AddressSpace::Workgroup,
                    GlobalKind::Static => AddressSpace::Private,
                    GlobalKind::Const | GlobalKind::Resource => {
                        return Err(self.error(E_NOT_LVALUE, span, format!("'{n}' cannot be assigned")));
                    }
                };
                let pty = self.ctx.ptr_type(ty, space);
                let s = self.ctx.symbol_attr(&symbol);
                let ptr = self.emit_value(fx, "hl.global_addr", &[], pty, &[("global", s)], span);
                Ok(Place::Mem { ptr, ty, mutable: kind != GlobalKind::Uniform && !readonly })
            }
            Some(Item::Funcs(_)) => Err(self.error(E_TYPE_MISMATCH, span, format!("function '{n}' must be called"))),
            Some(_) => Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is not a value"))),
            None => Err(self.undefined_in(fx, n, span)),
        }
    }

    /// The error for a name `n` not in scope in function `fx`: a field
    /// named from a static method of its struct (E30100), `this` outside
    /// any type (E38101), else an undefined identifier.
    fn undefined_in(&mut self, fx: &FnCx, n: &str, span: Span) -> Reported {
        let owner = fx
            .func
            .filter(|&f| self.funcs[f].this.is_none())
            .and_then(|f| self.structs.iter().position(|s| s.methods.values().any(|fs| fs.contains(&f))));
        if let Some(s) = owner {
            if self.structs[s].fields.iter().any(|(f, _)| f == n) {
                let msg = format!(
                    "a static method of '{}' cannot refer to its non-static member '{n}'",
                    self.structs[s].name
                );
                return self.error("E30100", span, msg);
            }
        }
        if n == "this" && owner.is_none() && fx.func.is_some_and(|f| self.funcs[f].this.is_none()) {
            return self.error("E38101", span, "'this' is used outside of a type's declaration");
        }
        self.undefined(n, span)
    }

    pub(super) fn member_place(&mut self, fx: &mut FnCx, base: Place, name: &str, span: Span) -> CResult<Place> {
        let bty = base.ty();
        if let Some(p) = self.tuple_member_place(fx, &base, name, span) {
            return p;
        }
        match self.ctx.type_kind(bty).clone() {
            TypeKind::Struct { fields, .. } => {
                let bitfield = self.structs.iter().find(|s| s.ty == bty).and_then(|s| s.bitfields.get(name)).cloned();
                if let Some(field) = bitfield {
                    let backing = self.ctx.str(fields[field.backing].0).to_string();
                    let base = self.member_place(fx, base, &backing, span)?;
                    return Ok(Place::BitField { base: Box::new(base), field });
                }
                let Some(i) = fields.iter().position(|(f, _)| self.ctx.str(*f) == name) else {
                    let prop = self.structs.iter().find(|s| s.ty == bty).and_then(|s| s.properties.get(name)).cloned();
                    if let Some(acc) = prop {
                        return Ok(Place::Accessor { base: Box::new(base), acc, args: Vec::new() });
                    }
                    if let Some(key) = self.static_key_of(bty, name) {
                        return self.name_place(fx, &key, span);
                    }
                    let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let fty = fields[i].1;
                self.use_field(bty, i, name, span);
                self.check_field_access(fx, bty, name, span)?;
                let Place::Mem { ptr, mutable, .. } = base else {
                    return Err(self.error(E_NOT_LVALUE, span, "a swizzle has no members"));
                };
                let space = match self.ctx.type_kind(self.ctx.value_type(ptr)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let pty = self.ctx.ptr_type(fty, space);
                let idx = self.ctx.int_attr(i as i128);
                let fptr = self.emit_value(fx, "mem.field_addr", &[ptr], pty, &[("index", idx)], span);
                Ok(Place::Mem { ptr: fptr, ty: fty, mutable })
            }
            TypeKind::Vector { elem, len } => {
                let Some(indices) = swizzle_indices(name, len) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let ty = if indices.len() == 1 { elem } else { self.ctx.vector_type(elem, indices.len() as u8) };
                Ok(Place::Swizzle { base: Box::new(base), indices, ty })
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                // `m._m21` (zero-based) or `m._32` (one-based): one element;
                // `m._11_22`: a vector of them.
                let Some(elements) = matrix_elements(name, rows, cols) else {
                    let msg = format!("'{name}' is not an element of '{}'", self.show(bty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let i32_ = self.ctx.int_type(32, true);
                let element = |c: &mut Self, fx: &mut FnCx, base: Place, (r, col): (u32, u32)| {
                    let (ra, ca) = (c.ctx.int_attr(r as i128), c.ctx.int_attr(col as i128));
                    let rv = c.emit_value(fx, "arith.const", &[], i32_, &[("value", ra)], span);
                    let cv = c.emit_value(fx, "arith.const", &[], i32_, &[("value", ca)], span);
                    let row = c.index_place(fx, base, TVal { value: rv, ty: i32_, literal: false }, span, span)?;
                    c.index_place(fx, row, TVal { value: cv, ty: i32_, literal: false }, span, span)
                };
                if let [one] = elements[..] {
                    return element(self, fx, base, one);
                }
                // `m._12_21 = v` assigns element by element (when none repeats).
                let mut parts = Vec::new();
                for &e in &elements {
                    parts.push(element(self, fx, base.clone(), e)?);
                }
                let distinct = elements.iter().enumerate().all(|(i, e)| !elements[..i].contains(e));
                let ty = self.ctx.vector_type(elem, parts.len() as u8);
                Ok(Place::Parts { parts, ty, distinct })
            }
            // A scalar is a one-component vector (`float1`, `int1` are
            // scalars): `c.x += 2` assigns it.
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }
                if swizzle_indices(name, 1).is_some_and(|i| i.len() == 1) =>
            {
                Ok(base)
            }
            _ => {
                let msg = format!("'{name}' is not a member of '{}'", self.show(bty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    fn index_place(&mut self, fx: &mut FnCx, base: Place, i: TVal, ispan: Span, span: Span) -> CResult<Place> {
        let bty = base.ty();
        // A `float1` is a `float`: its one component is itself.
        if self.ctx.is_scalar(bty) && matches!(self.ctx.type_kind(i.ty), TypeKind::Int { .. }) {
            return Ok(base);
        }
        let mut subscript = self.structs.iter().find(|s| s.ty == bty).and_then(|s| s.subscripts.first()).cloned();
        if subscript.is_none() {
            if let Some(s) = self.structs.iter().position(|s| s.ty == bty).filter(|&s| self.has_generic_subscript(s)) {
                subscript = Some(self.generic_subscript_for(s, i.ty, i.literal, ispan)?);
            }
        }
        if let Some(acc) = subscript {
            let index_ty = acc.indices.first().copied().unwrap_or(i.ty);
            let iv = self.convert(fx, i, index_ty, ispan, false)?;
            return Ok(Place::Accessor { base: Box::new(base), acc, args: vec![iv] });
        }
        let elem = match self.ctx.type_kind(bty).clone() {
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => elem,
            TypeKind::Matrix { elem, cols, .. } => self.ctx.vector_type(elem, cols),
            _ => {
                let msg = format!("'{}' cannot be indexed", self.show(bty));
                return Err(self.error("E30013", span, msg));
            }
        };
        if !matches!(self.ctx.type_kind(i.ty), TypeKind::Int { .. }) {
            let msg = format!("an index must be an integer, not '{}'", self.show(i.ty));
            return Err(self.error(E_TYPE_MISMATCH, ispan, msg));
        }
        // An element of a matrix swizzle (`m._41_32[0]`): read from a copy.
        let base = match base {
            Place::Parts { parts, ty, .. } if matches!(self.ctx.type_kind(ty), TypeKind::Vector { .. }) => {
                let v = self.load_parts(fx, &parts, ty, span)?;
                let tmp = self.new_var(fx, ty, "", span);
                self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                Place::Mem { ptr: tmp, ty, mutable: false }
            }
            base => base,
        };
        match base {
            Place::Mem { ptr, mutable, .. } => {
                let space = match self.ctx.type_kind(self.ctx.value_type(ptr)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let pty = self.ctx.ptr_type(elem, space);
                let eptr = self.emit_value(fx, "mem.elem_addr", &[ptr, i.value], pty, &[], span);
                Ok(Place::Mem { ptr: eptr, ty: elem, mutable })
            }
            Place::Swizzle { .. }
            | Place::Accessor { .. }
            | Place::Texel { .. }
            | Place::BitField { .. }
            | Place::Parts { .. } => {
                Err(self.error(E_UNSUPPORTED, span, "indexing a swizzle or property is not supported yet"))
            }
        }
    }

    pub fn load_place(&mut self, fx: &mut FnCx, p: &Place, span: Span) -> CResult<TVal> {
        match p {
            Place::Mem { ptr, ty, .. } => {
                let value = self.emit_value(fx, "mem.load", &[*ptr], *ty, &[], span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Swizzle { base, indices, ty } => {
                let b = self.load_place(fx, base, span)?;
                let value = self.swizzle(fx, b.value, indices, *ty, span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Texel { tex, coord, ty, .. } => {
                let value = self.emit_value(fx, "hl.texture_load", &[*tex, *coord], *ty, &[], span);
                Ok(TVal { value, ty: *ty, literal: false })
            }
            Place::Parts { parts, ty, .. } => self.load_parts(fx, parts, *ty, span),
            Place::BitField { base, field } => {
                let backing = self.load_place(fx, base, span)?;
                let value = self.bitfield_get(fx, backing.value, field, span);
                Ok(TVal { value, ty: field.ty, literal: false })
            }
            Place::Accessor { base, acc, args } => {
                let Some(get) = acc.get else {
                    return Err(self.error(E_NOT_LVALUE, span, "this property has no 'get' accessor"));
                };
                let value = self.call_accessor(fx, get, base, args, None, span)?.ok_or(Reported)?;
                Ok(TVal { value, ty: acc.ty, literal: false })
            }
        }
    }

    /// Calls a property or subscript accessor on the object at `base`.
    fn call_accessor(
        &mut self,
        fx: &mut FnCx,
        f: usize,
        base: &Place,
        args: &[Value],
        value: Option<Value>,
        span: Span,
    ) -> CResult<Option<Value>> {
        let mutating = self.funcs[f].this.is_some_and(|(_, m)| m);
        let this = if mutating {
            match base {
                Place::Mem { ptr, mutable: true, .. } => *ptr,
                _ => return Err(self.error(E_NOT_LVALUE, span, "a 'set' accessor needs a mutable object")),
            }
        } else {
            self.load_place(fx, base, span)?.value
        };
        let mut operands = vec![this];
        operands.extend_from_slice(args);
        operands.extend(value);
        self.funcs[f].needed = true;
        self.use_function(f, span);
        let results: Vec<Type> = self.funcs[f].ret.into_iter().collect();
        let callee = self.ctx.symbol_attr(&self.funcs[f].symbol.clone());
        let o = self.emit(fx, "func.call", &operands, &results, &[("callee", callee)], span);
        Ok(self.ctx.results(o).first().copied())
    }

    /// An integer constant of type `ty`.
    fn int_const(&mut self, fx: &mut FnCx, ty: Type, v: i128, span: Span) -> Value {
        let a = self.ctx.int_attr(v);
        self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span)
    }

    /// The work type of a bit field's shifts: its backing field's width,
    /// at least 32 bits, signed or not.
    fn bitfield_work_type(&mut self, field: &super::BitField, backing: Value, signed: bool) -> (Type, u32) {
        let bits = match *self.ctx.type_kind(self.ctx.value_type(backing)) {
            TypeKind::Int { width, .. } => u32::from(width).max(32),
            _ => 32,
        };
        let _ = field;
        (self.ctx.int_type(bits as u8, signed), bits)
    }

    /// A bit field's value read from its backing field's value: shifted to
    /// the top, then back down (arithmetically when the field is signed).
    fn bitfield_get(&mut self, fx: &mut FnCx, backing: Value, field: &super::BitField, span: Span) -> Value {
        if field.width == 0 {
            return self.zero(fx, field.ty, span);
        }
        let signed = matches!(self.ctx.type_kind(field.ty), TypeKind::Int { signed: true, .. });
        let (uwork, bits) = self.bitfield_work_type(field, backing, false);
        let btv = TVal { value: backing, ty: self.ctx.value_type(backing), literal: false };
        let x = self.convert(fx, btv, uwork, span, true).unwrap_or(backing);
        let up = self.int_const(fx, uwork, i128::from(bits - field.offset - field.width), span);
        let x = self.emit_value(fx, "arith.shl", &[x, up], uwork, &[], span);
        let (work, _) = self.bitfield_work_type(field, backing, signed);
        let x = if signed { self.emit_value(fx, "arith.bitcast", &[x], work, &[], span) } else { x };
        let down = self.int_const(fx, work, i128::from(bits - field.width), span);
        let x = self.emit_value(fx, "arith.shr", &[x, down], work, &[], span);
        let xv = TVal { value: x, ty: work, literal: false };
        self.convert(fx, xv, field.ty, span, true).unwrap_or(x)
    }

    /// The backing field's value with bit field `field` set to `v`.
    fn bitfield_set(&mut self, fx: &mut FnCx, old: TVal, v: Value, field: &super::BitField, span: Span) -> Value {
        if field.width == 0 {
            return old.value;
        }
        let (uwork, _) = self.bitfield_work_type(field, old.value, false);
        let o = self.convert(fx, old, uwork, span, true).unwrap_or(old.value);
        let vv = TVal { value: v, ty: self.ctx.value_type(v), literal: false };
        let x = self.convert(fx, vv, uwork, span, true).unwrap_or(v);
        let mask = ((1u128 << field.width) - 1) << field.offset;
        let m = self.int_const(fx, uwork, mask as i128, span);
        let not_m = self.int_const(fx, uwork, !mask as i128 & mask_of(uwork_bits(self, uwork)), span);
        let sh = self.int_const(fx, uwork, i128::from(field.offset), span);
        let x = self.emit_value(fx, "arith.shl", &[x, sh], uwork, &[], span);
        let x = self.emit_value(fx, "arith.and", &[x, m], uwork, &[], span);
        let kept = self.emit_value(fx, "arith.and", &[o, not_m], uwork, &[], span);
        let new = self.emit_value(fx, "arith.or", &[kept, x], uwork, &[], span);
        let nv = TVal { value: new, ty: uwork, literal: false };
        self.convert(fx, nv, old.ty, span, true).unwrap_or(new)
    }

    fn swizzle(&mut self, fx: &mut FnCx, v: Value, indices: &[u32], ty: Type, span: Span) -> Value {
        if let [i] = indices {
            let idx = self.ctx.int_attr(*i as i128);
            return self.emit_value(fx, "vec.extract", &[v], ty, &[("index", idx)], span);
        }
        let items = indices.iter().map(|&i| self.ctx.int_attr(i as i128)).collect();
        let idx = self.ctx.array_attr(items);
        self.emit_value(fx, "vec.swizzle", &[v], ty, &[("indices", idx)], span)
    }

    pub fn store_place(&mut self, fx: &mut FnCx, p: &Place, v: Value, span: Span) -> CResult<()> {
        match p {
            Place::Mem { ptr, mutable, .. } => {
                if !mutable {
                    return Err(self.error(E_NOT_LVALUE, span, "cannot assign to a read-only value"));
                }
                self.emit(fx, "mem.store", &[*ptr, v], &[], &[], span);
                Ok(())
            }
            Place::Swizzle { base, indices, .. } => {
                let mut seen = 0u32;
                for &i in indices {
                    if seen & (1 << i) != 0 {
                        return Err(self.error(
                            E_NOT_LVALUE,
                            span,
                            "a swizzle that repeats a component cannot be assigned",
                        ));
                    }
                    seen |= 1 << i;
                }
                let old = self.load_place(fx, base, span)?;
                let mut cur = old.value;
                let elem = self.ctx.scalar_of(old.ty);
                for (k, &i) in indices.iter().enumerate() {
                    let comp = if indices.len() == 1 {
                        v
                    } else {
                        let idx = self.ctx.int_attr(k as i128);
                        self.emit_value(fx, "vec.extract", &[v], elem, &[("index", idx)], span)
                    };
                    let idx = self.ctx.int_attr(i as i128);
                    cur = self.emit_value(fx, "vec.insert", &[cur, comp], old.ty, &[("index", idx)], span);
                }
                self.store_place(fx, base, cur, span)
            }
            Place::Texel { tex, coord, writable, .. } => {
                if !writable {
                    return Err(self.error(E_NOT_LVALUE, span, "cannot write to a read-only texture"));
                }
                self.emit(fx, "hl.texture_store", &[*tex, *coord, v], &[], &[], span);
                Ok(())
            }
            Place::Parts { parts, ty, distinct } => {
                if !distinct {
                    let what =
                        if matches!(self.ctx.type_kind(*ty), TypeKind::Vector { .. }) { "matrix" } else { "tuple" };
                    let msg = format!("a {what} swizzle that repeats an element cannot be assigned");
                    return Err(self.error(E_NOT_LVALUE, span, msg));
                }
                self.store_parts(fx, parts, *ty, v, span)
            }
            Place::BitField { base, field } => {
                let old = self.load_place(fx, base, span)?;
                let new = self.bitfield_set(fx, old, v, field, span);
                self.store_place(fx, base, new, span)
            }
            Place::Accessor { base, acc, args } => {
                let Some(set) = acc.set else {
                    return Err(self.error(E_NOT_LVALUE, span, "this property has no 'set' accessor"));
                };
                self.call_accessor(fx, set, base, args, Some(v), span)?;
                Ok(())
            }
        }
    }

    /// Converts `v` to `to`, implicitly (with the cost model's rules and a
    /// warning for lossy shape changes) or explicitly (a cast).
    pub fn convert(&mut self, fx: &mut FnCx, mut v: TVal, to: Type, span: Span, explicit: bool) -> CResult<Value> {
        if v.ty == to {
            return Ok(v.value);
        }
        // A derived struct to a struct it inherits: its first fields.
        if self.inherits(v.ty, to).is_some() {
            let fields = self.structs.iter().find(|s| s.ty == to).map(|s| s.fields.clone()).unwrap_or_default();
            let items: Vec<Value> = fields
                .iter()
                .enumerate()
                .map(|(i, &(_, ft))| {
                    let index = self.ctx.int_attr(i as i128);
                    self.emit_value(fx, "agg.extract", &[v.value], ft, &[("index", index)], span)
                })
                .collect();
            return Ok(self.emit_value(fx, "agg.construct", &items, to, &[], span));
        }
        // A layout only tags a matrix for memory: between layouts a value
        // moves with `mat.relayout`; other conversions go through the
        // default layout.
        let (from_plain, to_plain) = (types::erase_layouts(self.ctx, v.ty), types::erase_layouts(self.ctx, to));
        if from_plain == to_plain {
            return Ok(self.relayout(fx, v.value, to, span));
        }
        let is_matrix = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Matrix { .. });
        if from_plain != v.ty && is_matrix(self, v.ty) {
            v = TVal { value: self.relayout(fx, v.value, from_plain, span), ty: from_plain, literal: v.literal };
        }
        if to_plain != to && is_matrix(self, to) {
            let x = self.convert(fx, v, to_plain, span, explicit)?;
            return Ok(self.relayout(fx, x, to, span));
        }
        if let Some(packed) = self.pack_existential(fx, v, to, span) {
            return Ok(packed);
        }
        if let Some(wrapped) = self.wrap_optional(fx, v, to, span) {
            return wrapped;
        }
        if let Some(wrapped) = self.wrap_conditional(fx, v, to, span) {
            return wrapped;
        }
        let cost = types::conversion_cost(self.ctx, v.ty, to, v.literal_int(self.ctx));
        let Some((from_elem, from_shape)) = types::shape(self.ctx, v.ty) else {
            return Err(self.mismatch(v.ty, to, span));
        };
        let Some((to_elem, to_shape)) = types::shape(self.ctx, to) else {
            return Err(self.mismatch(v.ty, to, span));
        };
        if cost.is_none() && !explicit {
            return Err(self.mismatch(v.ty, to, span));
        }
        // First the shape, keeping the element type; then the elements.
        let reshaped_ty = types::with_shape(self.ctx, from_elem, to_shape);
        let reshaped = match (from_shape, to_shape) {
            (a, b) if a == b => v.value,
            (Shape::Scalar, Shape::Vector(_)) => self.emit_value(fx, "vec.splat", &[v.value], reshaped_ty, &[], span),
            (Shape::Scalar, Shape::Matrix(r, c)) => {
                let row_ty = self.ctx.vector_type(from_elem, c);
                let row = self.emit_value(fx, "vec.splat", &[v.value], row_ty, &[], span);
                let rows = vec![row; r as usize];
                self.emit_value(fx, "mat.construct", &rows, reshaped_ty, &[], span)
            }
            (Shape::Vector(_), Shape::Vector(m)) => {
                let idx: Vec<u32> = (0..m as u32).collect();
                self.swizzle(fx, v.value, &idx, reshaped_ty, span)
            }
            (Shape::Vector(_), Shape::Scalar) => self.swizzle(fx, v.value, &[0], reshaped_ty, span),
            (Shape::Matrix(r, c), Shape::Vector(n)) | (Shape::Vector(n), Shape::Matrix(r, c))
                if explicit && u32::from(r) * u32::from(c) == u32::from(n) =>
            {
                self.reshape_matrix_vector(fx, v.value, from_elem, (r, c), reshaped_ty, span)
            }
            // An explicit cast or constructor truncates a matrix to its
            // upper-left part (never implicitly; never growing one).
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) if explicit && r2 <= r && c2 <= c => {
                let (row_ty, short_ty) = (self.ctx.vector_type(from_elem, c), self.ctx.vector_type(from_elem, c2));
                let idx: Vec<u32> = (0..u32::from(c2)).collect();
                let rows: Vec<Value> = (0..r2)
                    .map(|i| {
                        let index = self.ctx.int_attr(i.into());
                        let row = self.emit_value(fx, "mat.extract_row", &[v.value], row_ty, &[("index", index)], span);
                        if c2 == c {
                            row
                        } else {
                            self.swizzle(fx, row, &idx, short_ty, span)
                        }
                    })
                    .collect();
                self.emit_value(fx, "mat.construct", &rows, reshaped_ty, &[], span)
            }
            _ => return Err(self.mismatch(v.ty, to, span)),
        };
        if from_elem == to_elem {
            return Ok(reshaped);
        }
        // A matrix converts row by row (`arith.convert` takes scalars and
        // vectors).
        if let TypeKind::Matrix { rows, cols, .. } = *self.ctx.type_kind(to) {
            let (from_row, to_row) = (self.ctx.vector_type(from_elem, cols), self.ctx.vector_type(to_elem, cols));
            let converted: Vec<Value> = (0..rows)
                .map(|r| {
                    let index = self.ctx.int_attr(r.into());
                    let row = self.emit_value(fx, "mat.extract_row", &[reshaped], from_row, &[("index", index)], span);
                    self.emit_value(fx, "arith.convert", &[row], to_row, &[], span)
                })
                .collect();
            return Ok(self.emit_value(fx, "mat.construct", &converted, to, &[], span));
        }
        Ok(self.emit_value(fx, "arith.convert", &[reshaped], to, &[], span))
    }

    /// `v` as a value of `to`, a type that differs from its own only in the
    /// layouts of matrices: `mat.relayout`, element by element for arrays.
    fn relayout(&mut self, fx: &mut FnCx, v: Value, to: Type, span: Span) -> Value {
        if self.ctx.value_type(v) == to {
            return v;
        }
        match *self.ctx.type_kind(to) {
            TypeKind::Array { elem, len: Some(n) } => {
                let from_elem = match *self.ctx.type_kind(self.ctx.value_type(v)) {
                    TypeKind::Array { elem, .. } => elem,
                    _ => elem,
                };
                let items: Vec<Value> = (0..n)
                    .map(|i| {
                        let index = self.ctx.int_attr(i.into());
                        let item = self.emit_value(fx, "agg.extract", &[v], from_elem, &[("index", index)], span);
                        self.relayout(fx, item, elem, span)
                    })
                    .collect();
                self.emit_value(fx, "agg.construct", &items, to, &[], span)
            }
            _ => self.emit_value(fx, "mat.relayout", &[v], to, &[], span),
        }
    }

    /// `printf("format", args...)`: debug printf (`gpu.printf`) of a string
    /// literal and scalar or vector arguments.
    fn lower_printf(&mut self, fx: &mut FnCx, args: &[ExprId], span: Span) -> CResult<()> {
        let format = match args.first().map(|&a| &self.user.expr(a).kind) {
            Some(ExprKind::String(s)) => s.clone(),
            _ => return Err(self.error(E_TYPE_MISMATCH, span, "printf's first argument must be a string literal")),
        };
        let mut values = Vec::new();
        for &a in &args[1..] {
            let v = self.lower_value(fx, a)?;
            let ok = self.ctx.is_scalar(v.ty) || matches!(self.ctx.type_kind(v.ty), TypeKind::Vector { .. });
            if !ok {
                let msg = format!("printf cannot print a value of type '{}'", self.show(v.ty));
                return Err(self.error(E_TYPE_MISMATCH, self.user.expr(a).span, msg));
            }
            values.push(v.value);
        }
        let format = self.ctx.str_attr(&format);
        self.emit(fx, "gpu.printf", &values, &[], &[("format", format)], span);
        Ok(())
    }

    fn mismatch(&mut self, from: Type, to: Type, span: Span) -> Reported {
        let msg = format!("expected an expression of type '{}', got '{}'", self.show(to), self.show(from));
        self.error(E_TYPE_MISMATCH, span, msg)
    }

    fn lower_member(
        &mut self,
        fx: &mut FnCx,
        e: ExprId,
        base: ExprId,
        name: &str,
        sep: MemberSep,
        span: Span,
    ) -> CResult<TVal> {
        // `S.N` / `S::N`: a static member of a struct.
        if let Some(key) = self.static_member_key(fx, base, name) {
            if let Some(v) = self.name_value(fx, &key, span)? {
                return Ok(v);
            }
            let place = self.name_place(fx, &key, span)?;
            return self.load_place(fx, &place, span);
        }
        // `N.x` / `N::x` for a namespace `N`.
        if self.is_namespace(fx, base) {
            if let Some(v) = self.name_value(fx, name, span)? {
                return Ok(v);
            }
            let place = self.name_place(fx, name, span)?;
            return self.load_place(fx, &place, span);
        }
        // `Enum.Case` / `Enum::Case`.
        if let ExprKind::Name(n) = &self.user.expr(base).kind {
            if fx.lookup(n).is_none() {
                if let Some(Item::Enum(ty, cases)) = self.items.get(n).cloned() {
                    let Some(&(_, v)) = cases.iter().find(|(c, _)| c == name) else {
                        return Err(self.error(E_NO_MEMBER, span, format!("'{name}' is not a case of '{n}'")));
                    };
                    let a = self.ctx.int_attr(v);
                    let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
                    return Ok(TVal { value, ty, literal: false });
                }
            }
        }
        let _ = sep;
        // A member of an rvalue (call result, literal...) or of a place.
        let b = if self.is_place_expr(fx, base) {
            let bp = self.lower_place(fx, base)?;
            let has_field = match self.ctx.type_kind(bp.ty()) {
                TypeKind::Struct { fields, .. } => fields.iter().any(|(f, _)| self.ctx.str(*f) == name),
                _ => true,
            };
            // `value.s` for a static member `s` of its type.
            if let Some(key) = self.static_key_of(bp.ty(), name).filter(|_| !has_field) {
                if let Some(v) = self.name_value(fx, &key, span)? {
                    return Ok(v);
                }
                let place = self.name_place(fx, &key, span)?;
                return self.load_place(fx, &place, span);
            }
            let is_matrix = matches!(self.ctx.type_kind(bp.ty()), TypeKind::Matrix { .. });
            if !self.ctx.is_scalar(bp.ty()) && !is_matrix {
                let _ = e;
                let place = self.member_place(fx, bp, name, span)?;
                return self.load_place(fx, &place, span);
            }
            // A scalar variable swizzles as a value: `x.xxx`.
            self.load_place(fx, &bp, span)?
        } else {
            self.lower_value(fx, base)?
        };
        match self.ctx.type_kind(b.ty).clone() {
            TypeKind::Struct { fields, .. } => {
                let bitfield = self.structs.iter().find(|s| s.ty == b.ty).and_then(|s| s.bitfields.get(name)).cloned();
                if let Some(field) = bitfield {
                    let idx = self.ctx.int_attr(field.backing as i128);
                    let bty = fields[field.backing].1;
                    let backing = self.emit_value(fx, "agg.extract", &[b.value], bty, &[("index", idx)], span);
                    let value = self.bitfield_get(fx, backing, &field, span);
                    return Ok(TVal { value, ty: field.ty, literal: false });
                }
                let Some(i) = fields.iter().position(|(f, _)| self.ctx.str(*f) == name) else {
                    if let Some(v) = self.tuple_member_value(fx, b, name, span) {
                        return Ok(v);
                    }
                    // `value.s` for a static member `s` of its type.
                    if let Some(key) = self.static_key_of(b.ty, name) {
                        if let Some(v) = self.name_value(fx, &key, span)? {
                            return Ok(v);
                        }
                        let place = self.name_place(fx, &key, span)?;
                        return self.load_place(fx, &place, span);
                    }
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                self.use_field(b.ty, i, name, span);
                self.check_field_access(fx, b.ty, name, span)?;
                let idx = self.ctx.int_attr(i as i128);
                let value = self.emit_value(fx, "agg.extract", &[b.value], fields[i].1, &[("index", idx)], span);
                Ok(TVal { value, ty: fields[i].1, literal: false })
            }
            TypeKind::Matrix { elem, rows, cols, .. } if matrix_elements(name, rows, cols).is_some() => {
                let picks = matrix_elements(name, rows, cols).expect("checked");
                let row_ty = self.ctx.vector_type(elem, cols);
                let mut comps = Vec::new();
                for (r, c) in &picks {
                    let ra = self.ctx.int_attr(*r as i128);
                    let row = self.emit_value(fx, "mat.extract_row", &[b.value], row_ty, &[("index", ra)], span);
                    let ca = self.ctx.int_attr(*c as i128);
                    comps.push(self.emit_value(fx, "vec.extract", &[row], elem, &[("index", ca)], span));
                }
                if let [single] = comps[..] {
                    return Ok(TVal { value: single, ty: elem, literal: false });
                }
                let ty = self.ctx.vector_type(elem, comps.len() as u8);
                let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Vector { elem, len } => {
                let Some(indices) = swizzle_indices(name, len) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                let ty = if indices.len() == 1 { elem } else { self.ctx.vector_type(elem, indices.len() as u8) };
                let value = self.swizzle(fx, b.value, &indices, ty, span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => {
                // Scalars swizzle as one-component vectors: `x.xxx`.
                let Some(indices) = swizzle_indices(name, 1) else {
                    let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                    return Err(self.error(E_NO_MEMBER, span, msg));
                };
                if indices.len() == 1 {
                    return Ok(TVal { literal: false, ..b });
                }
                let ty = self.ctx.vector_type(b.ty, indices.len() as u8);
                let value = self.emit_value(fx, "vec.splat", &[b.value], ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            _ => {
                let msg = format!("'{name}' is not a member of '{}'", self.show(b.ty));
                Err(self.error(E_NO_MEMBER, span, msg))
            }
        }
    }

    /// The value of `x is I` / `T is I` (`e`), decided from static types:
    /// `None` when `e` is not an `is` expression.
    pub fn static_is(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Option<bool>> {
        let ExprKind::Is { operand, ty } = self.user.expr(e).kind.clone() else { return Ok(None) };
        // `T is IFoo` on a type (a generic parameter under `where optional`).
        let operand_ty = match self.type_named_by(fx, operand) {
            Some(t) => t,
            None => self.lower_value(fx, operand)?.ty,
        };
        self.is_holds(operand_ty, ty).map(Some)
    }

    /// Whether a value of static type `operand_ty` is of type (or conforms
    /// to interface) `ty`.
    fn is_holds(&mut self, operand_ty: Type, ty: crate::ast::TypeId) -> CResult<bool> {
        if self.ctx.type_has_params(operand_ty) {
            let span = self.user.ty(ty).span;
            return Err(self.unexpressible(span, "a type test on a type parameter"));
        }
        self.realize_extensions(operand_ty);
        Ok(match self.iface_ref(Unit::User, ty) {
            Some(r) => self.conforms_to(super::generics::GArg::Type(operand_ty), &r?),
            None => match &self.user.ty(ty).kind {
                crate::ast::TypeKind::Name(n) if n == "IDefaultInitializable" => {
                    self.conforms(super::generics::GArg::Type(operand_ty), n)
                }
                _ => self.resolve_type(Unit::User, ty)? == operand_ty,
            },
        })
    }

    /// The global key of `T.name` when `e` names a struct type with a
    /// static member `name`.
    fn static_member_key(&mut self, fx: &FnCx, e: ExprId, name: &str) -> Option<String> {
        let ty = self.type_named_by(fx, e)?;
        self.static_key_of(ty, name)
    }

    /// The global key of static member `name` of struct type `ty` or of a
    /// struct it inherits.
    fn static_key_of(&self, ty: Type, name: &str) -> Option<String> {
        let mut s = self.structs.iter().position(|s| s.ty == ty);
        for _ in 0..64 {
            let st = &self.structs[s?];
            let key = format!("{}.{name}", st.name);
            if matches!(self.items.get(&key), Some(Item::Global(_))) {
                return Some(key);
            }
            s = st.base;
        }
        None
    }

    /// Inside a method, a bare name may be a static member of its struct:
    /// its global key.
    fn this_static_key(&self, fx: &FnCx, n: &str) -> Option<String> {
        let Some(Binding::Var { ty, .. }) = fx.lookup("this") else { return None };
        self.static_key_of(*ty, n)
    }

    /// Does `e` name a namespace?
    fn is_namespace(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => fx.lookup(n).is_none() && matches!(self.items.get(n), Some(Item::Namespace)),
            // `Outer.Inner`, `Outer::Inner`: nested namespaces.
            ExprKind::Member { base, name, .. } => {
                self.is_namespace(fx, *base) && matches!(self.items.get(&name.name), Some(Item::Namespace))
            }
            _ => false,
        }
    }

    /// Inside a method, a bare name may be a field of `this`.
    fn is_this_field(&self, fx: &FnCx, n: &str) -> bool {
        let Some(Binding::Var { ty, .. }) = fx.lookup("this") else { return false };
        match self.ctx.type_kind(*ty) {
            TypeKind::Struct { fields, .. } => {
                fields.iter().any(|(f, _)| self.ctx.str(*f) == n)
                    || self.structs.iter().any(|s| s.ty == *ty && s.properties.contains_key(n))
            }
            _ => false,
        }
    }

    /// The struct of `this` when `n` names one of its methods.
    fn this_method_struct(&self, fx: &FnCx, n: &str) -> Option<usize> {
        let Some(Binding::Var { ty, .. }) = fx.lookup("this") else { return None };
        self.structs.iter().position(|s| s.ty == *ty && s.methods.contains_key(n))
    }

    /// Can `e` be lowered as a place without side effects or errors?
    pub(super) fn is_place_expr(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => {
                fx.lookup(n).is_some()
                    || self.is_this_field(fx, n)
                    || matches!(self.items.get(n), Some(Item::Global(g))
                        if !matches!(self.globals[*g].kind, GlobalKind::Const | GlobalKind::Resource))
            }
            ExprKind::This => fx.lookup("this").is_some(),
            ExprKind::Member { base, sep: MemberSep::Dot, .. } => self.is_place_expr(fx, *base),
            ExprKind::Index { base, .. } => {
                self.is_place_expr(fx, *base)
                    || matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                        if matches!(self.items.get(n), Some(Item::Global(g))
                            if self.globals[*g].kind == GlobalKind::Resource
                                // An element of a descriptor array is a value.
                                && !matches!(self.ctx.type_kind(self.globals[*g].ty), TypeKind::Array { .. })))
            }
            _ => false,
        }
    }

    fn lower_unary(&mut self, fx: &mut FnCx, op: UnaryOp, operand: ExprId, span: Span) -> CResult<TVal> {
        match op {
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                // `++` takes its operand `inout`: a computed value is no
                // argument for it.
                if matches!(
                    self.user.expr(operand).kind,
                    ExprKind::Int { .. }
                        | ExprKind::Float { .. }
                        | ExprKind::Bool(_)
                        | ExprKind::Binary { .. }
                        | ExprKind::Call { .. }
                        | ExprKind::Cond { .. }
                ) {
                    let msg = "the operand of an increment or decrement must be an l-value";
                    return Err(self.error(E_ARG_NOT_LVALUE, self.span(operand), msg));
                }
                let place = self.lower_place(fx, operand)?;
                if self.atomic_payload(place.ty()).is_some() {
                    return self.atomic_step(fx, op, place, span);
                }
                self.require_mutable_operand(&place, self.span(operand))?;
                let old = self.load_place(fx, &place, span)?;
                if types::shape(self.ctx, old.ty).is_none_or(|(e, _)| matches!(self.ctx.type_kind(e), TypeKind::Bool)) {
                    let msg = format!("'{}' cannot be incremented", self.show(old.ty));
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let one = self.one(fx, old.ty, span);
                let name = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) { "arith.add" } else { "arith.sub" };
                let new = self.emit_value(fx, name, &[old.value, one], old.ty, &[], span);
                self.store_place(fx, &place, new, span)?;
                let value = if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) { new } else { old.value };
                Ok(TVal { value, ty: old.ty, literal: false })
            }
            UnaryOp::Plus => self.lower_value(fx, operand),
            UnaryOp::Neg => {
                let v = self.lower_value(fx, operand)?;
                self.require_numeric(v.ty, span, "-")?;
                let value = self.emit_value(fx, "arith.neg", &[v.value], v.ty, &[], span);
                Ok(TVal { value, ..v })
            }
            UnaryOp::Not => {
                let v = self.lower_value(fx, operand)?;
                let bty = self.bool_like(v.ty, span)?;
                let b = self.convert(fx, v, bty, span, true)?;
                let value = self.emit_value(fx, "arith.not", &[b], bty, &[], span);
                // `!x` of integers has x's type in Slang (1 where x is 0);
                // of anything else it is a bool.
                if matches!(self.ctx.type_kind(self.ctx.scalar_of(v.ty)), TypeKind::Int { .. }) {
                    let not = TVal { value, ty: bty, literal: false };
                    let value = self.convert(fx, not, v.ty, span, true)?;
                    return Ok(TVal { value, ty: v.ty, literal: false });
                }
                Ok(TVal { value, ty: bty, literal: false })
            }
            UnaryOp::BitNot => {
                let v = self.lower_value(fx, operand)?;
                if !matches!(types::shape(self.ctx, v.ty), Some((e, Shape::Scalar | Shape::Vector(_))) if matches!(self.ctx.type_kind(e), TypeKind::Int { .. }))
                {
                    let msg = format!("'~' needs an integer operand, not '{}'", self.show(v.ty));
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let value = self.emit_value(fx, "arith.not", &[v.value], v.ty, &[], span);
                Ok(TVal { value, ..v })
            }
            UnaryOp::Deref | UnaryOp::AddrOf => Err(self.error(E_UNSUPPORTED, span, "pointers are not supported yet")),
        }
    }

    fn require_numeric(&mut self, ty: Type, span: Span, op: &str) -> CResult<()> {
        match types::shape(self.ctx, ty) {
            Some((e, _)) if !matches!(self.ctx.type_kind(e), TypeKind::Bool) => Ok(()),
            _ => {
                let msg = format!("operator '{op}' needs a numeric operand, not '{}'", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// The bool type with the shape of `ty` (scalar or vector).
    fn bool_like(&mut self, ty: Type, span: Span) -> CResult<Type> {
        let b = self.ctx.bool_type();
        match types::shape(self.ctx, ty) {
            Some((_, Shape::Scalar)) => Ok(b),
            Some((_, Shape::Vector(n))) => Ok(self.ctx.vector_type(b, n)),
            _ => {
                let msg = format!("'{}' cannot be used as a condition", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    pub(super) fn one(&mut self, fx: &mut FnCx, ty: Type, span: Span) -> Value {
        let elem = self.ctx.scalar_of(ty);
        let a = match self.ctx.type_kind(elem) {
            TypeKind::Float { .. } => self.ctx.float_attr(1.0),
            _ => self.ctx.int_attr(1),
        };
        let s = self.emit_value(fx, "arith.const", &[], elem, &[("value", a)], span);
        let v = TVal { value: s, ty: elem, literal: false };
        self.convert(fx, v, ty, span, true).unwrap_or(s)
    }

    /// The common type of two operands under the usual arithmetic
    /// conversions: the higher-ranked element, and the larger shape (a
    /// scalar widens to a vector; vectors of different lengths have none).
    /// E39999 when there is none (no overload of the operator applies).
    fn common_type(&mut self, a: TVal, b: TVal, span: Span) -> CResult<Type> {
        self.common_type_or(a, b, span, E_OVERLOAD)
    }

    /// [`Self::common_type`], reporting `code` when there is none.
    fn common_type_or(&mut self, a: TVal, b: TVal, span: Span, code: &'static str) -> CResult<Type> {
        if a.ty == b.ty && types::shape(self.ctx, a.ty).is_none() {
            return Ok(a.ty);
        }
        let (Some((ae, ash)), Some((be, bsh))) = (types::shape(self.ctx, a.ty), types::shape(self.ctx, b.ty)) else {
            let msg = format!("no arithmetic on '{}' and '{}'", self.show(a.ty), self.show(b.ty));
            return Err(self.error(code, span, msg));
        };
        let (ar, br) = (types::rank(self.ctx, ae).expect("scalar"), types::rank(self.ctx, be).expect("scalar"));
        // Slang's usual arithmetic conversions for builtin operators: the
        // higher-ranked element wins, literals included (`u + 1` is a
        // `uint`, `h * 2.0` a `float`, `s + 1` an `int` for an `int16_t s`).
        let elem = if types::arithmetic_order(ar) >= types::arithmetic_order(br) { ae } else { be };
        let shape = match (ash, bsh) {
            (x, y) if x == y => x,
            (Shape::Scalar, y) => y,
            (x, Shape::Scalar) => x,
            _ => {
                let msg = format!("no arithmetic on '{}' and '{}'", self.show(a.ty), self.show(b.ty));
                return Err(self.error(code, span, msg));
            }
        };
        Ok(types::with_shape(self.ctx, elem, shape))
    }

    fn lower_binary(&mut self, fx: &mut FnCx, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span) -> CResult<TVal> {
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            return self.lower_logical(fx, op, lhs, rhs, span);
        }
        if op == BinaryOp::Comma {
            self.lower_expr_any(fx, lhs)?;
            return self.lower_value(fx, rhs);
        }
        // `a + b + c + ...` is a left-deep tree as deep as it is long: walk
        // its left spine in a loop, so length costs no stack.
        let mut chain = vec![(op, rhs, span)];
        let mut leftmost = lhs;
        while let ExprKind::Binary { op, lhs, rhs } = &self.user.expr(leftmost).kind {
            if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) {
                break;
            }
            chain.push((*op, *rhs, self.span(leftmost)));
            leftmost = *lhs;
        }
        let mut acc = self.lower_value(fx, leftmost)?;
        for (op, rhs, span) in chain.into_iter().rev() {
            let b = self.lower_value(fx, rhs)?;
            if matches!(op, BinaryOp::Div | BinaryOp::Rem) {
                self.check_folded_zero_divisor(acc.ty, rhs, span)?;
            }
            acc = self.binary_values(fx, op, acc, b, span)?;
        }
        Ok(acc)
    }

    /// E30002 for a scalar integer divided by a divisor made only of
    /// literals that folds to zero (`a % (1 - 1)`), as slangc folds it;
    /// a named constant is not folded here (slangc does not either).
    fn check_folded_zero_divisor(&mut self, lhs_ty: Type, rhs: ExprId, span: Span) -> CResult<()> {
        if !matches!(self.ctx.type_kind(lhs_ty), TypeKind::Int { .. }) {
            return Ok(());
        }
        // Only literal arithmetic: a bare literal is checked by `binary_values`.
        let mut stack = vec![rhs];
        let mut operators = 0;
        while let Some(e) = stack.pop() {
            match &self.user.expr(e).kind {
                ExprKind::Int { .. } => {}
                ExprKind::Unary { op: UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot, operand } => stack.push(*operand),
                ExprKind::Binary { op, lhs, rhs }
                    if !matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) =>
                {
                    operators += 1;
                    stack.push(*lhs);
                    stack.push(*rhs);
                }
                _ => return Ok(()),
            }
            if stack.len() > 64 {
                return Ok(());
            }
        }
        if operators == 0 {
            return Ok(());
        }
        match self.fold_const(Unit::User, rhs) {
            Ok((super::consts::CVal::Int(0), _)) => Err(self.error(E_DIVIDE_BY_ZERO, span, "divide by zero")),
            Err(super::consts::NotConst::Reported) => Err(Reported),
            _ => Ok(()),
        }
    }

    pub(super) fn binary_values(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> CResult<TVal> {
        use BinaryOp::*;
        let is_struct = |c: &Self, t: Type| matches!(c.ctx.type_kind(t), TypeKind::Struct { .. });
        if is_struct(self, a.ty) || is_struct(self, b.ty) {
            if let Some(r) = self.tuple_compare(fx, op, a, b, span) {
                return r;
            }
            return self.call_operator(fx, op.text(), &[a, b], span);
        }
        let (ty, name) = match op {
            Shl | Shr => {
                // The result has the left operand's type.
                let ty = a.ty;
                (ty, if op == Shl { "arith.shl" } else { "arith.shr" })
            }
            _ => {
                let ty = self.common_type(a, b, span)?;
                let name = match op {
                    Add => "arith.add",
                    Sub => "arith.sub",
                    Mul => "arith.mul",
                    Div => "arith.div",
                    Rem => "arith.rem",
                    BitAnd => "arith.and",
                    BitOr => "arith.or",
                    BitXor => "arith.xor",
                    Eq | Ne | Lt | Le | Gt | Ge => "arith.cmp",
                    Shl | Shr | LogAnd | LogOr | Comma => unreachable!("handled above"),
                };
                (ty, name)
            }
        };
        // Arithmetic on bools happens in int, as in HLSL.
        let ty = if matches!(op, Add | Sub | Mul | Div | Rem)
            && matches!(self.ctx.type_kind(self.ctx.scalar_of(ty)), TypeKind::Bool)
        {
            let i = self.ctx.int_type(32, true);
            let sh = types::shape(self.ctx, ty).map_or(Shape::Scalar, |(_, s)| s);
            types::with_shape(self.ctx, i, sh)
        } else {
            ty
        };
        let elem = self.ctx.scalar_of(ty);
        let elem_kind = self.ctx.type_kind(elem).clone();
        let ok = match op {
            Add | Sub | Mul | Div | Rem | Lt | Le | Gt | Ge => !matches!(elem_kind, TypeKind::Bool),
            BitAnd | BitOr | BitXor => matches!(elem_kind, TypeKind::Int { .. } | TypeKind::Bool),
            Shl | Shr => matches!(elem_kind, TypeKind::Int { .. }),
            _ => true,
        };
        if !ok
            || matches!(self.ctx.type_kind(ty), TypeKind::Matrix { .. })
                && matches!(op, BitAnd | BitOr | BitXor | Shl | Shr | Eq | Ne | Lt | Le | Gt | Ge)
        {
            let msg = format!(
                "operator '{}' cannot be applied to '{}' and '{}'",
                op.text(),
                self.show(a.ty),
                self.show(b.ty)
            );
            return Err(self.error(E_OVERLOAD, span, msg));
        }
        // A scalar integer divided by a literal zero (slangc folds and
        // rejects it, for `/` and `%`; not a vector's division).
        let divides = matches!(op, Div | Rem) && self.ctx.is_scalar(ty);
        if divides && matches!(elem_kind, TypeKind::Int { .. }) && b.literal_int(self.ctx) == Some(0) {
            return Err(self.error(E_DIVIDE_BY_ZERO, span, "divide by zero"));
        }
        // Shifts of 8- and 16-bit integers happen in 32 bits and are then
        // truncated, as Slang folds them (`uint8_t(7) << 8` is 0): the
        // amount is taken modulo 32, not modulo the narrow width.
        if let (Shl | Shr, TypeKind::Int { width, signed }) = (op, &elem_kind) {
            if *width < 32 {
                let wide = self.ctx.int_type(32, *signed);
                let sh = types::shape(self.ctx, ty).map_or(Shape::Scalar, |(_, s)| s);
                let wide = types::with_shape(self.ctx, wide, sh);
                let av = self.convert(fx, a, ty, span, false)?;
                let av = self.convert(fx, TVal { value: av, ty, literal: false }, wide, span, true)?;
                let bv = self.convert(fx, b, wide, span, true)?;
                let r = match self.fold_const_shift(fx, op, av, bv, wide, span) {
                    Some(r) => r,
                    None => self.emit_value(fx, name, &[av, bv], wide, &[], span),
                };
                let value = self.convert(fx, TVal { value: r, ty: wide, literal: false }, ty, span, true)?;
                return Ok(TVal { value, ty, literal: a.literal && b.literal });
            }
        }
        let av = self.convert(fx, a, ty, span, false)?;
        let rhs_ty = ty;
        let bv = self.convert(fx, b, rhs_ty, span, matches!(op, Shl | Shr))?;
        if name == "arith.cmp" {
            let pred = match op {
                Eq => "eq",
                Ne => "ne",
                Lt => "lt",
                Le => "le",
                Gt => "gt",
                _ => "ge",
            };
            let bty = self.bool_like(ty, span)?;
            let p = self.ctx.str_attr(pred);
            let value = self.emit_value(fx, name, &[av, bv], bty, &[("pred", p)], span);
            return Ok(TVal { value, ty: bty, literal: false });
        }
        if let Some(value) = self.fold_const_shift(fx, op, av, bv, ty, span) {
            return Ok(TVal { value, ty, literal: a.literal && b.literal });
        }
        let value = self.emit_value(fx, name, &[av, bv], ty, &[], span);
        Ok(TVal { value, ty, literal: a.literal && b.literal })
    }

    /// The value of `v` if it is an integer constant: an `arith.const`,
    /// or integer conversions of one (how the frontend gives a literal
    /// another integer type).
    fn int_const_value(&self, v: Value) -> Option<i128> {
        let def = self.ctx.defining_op(v)?;
        match self.ctx.op_name(def) {
            "arith.const" => match self.ctx.attr(def, "value").map(|a| self.ctx.attr_kind(a)) {
                Some(&nsl_ir::attr::AttrKind::Int(i)) => Some(i),
                _ => None,
            },
            "arith.convert" => {
                let src = self.ctx.operand(def, 0);
                let (TypeKind::Int { .. }, &TypeKind::Int { width, signed }) =
                    (self.ctx.type_kind(self.ctx.value_type(src)), self.ctx.type_kind(self.ctx.value_type(v)))
                else {
                    return None;
                };
                Some(wrap_int(self.int_const_value(src)?, width, signed))
            }
            _ => None,
        }
    }

    /// A shift of a constant by a constant amount, folded as slangc folds
    /// it: the amount is not reduced modulo the width, so an amount of the
    /// width or more (or a negative one, read as unsigned) shifts every bit
    /// out (`7u << 32` is 0, `-8 >> 33` is -1). At run time such a shift
    /// is undefined on most targets, and `arith.shl`/`arith.shr` take the
    /// amount modulo the width; constants must not, since slangc gives 0.
    fn fold_const_shift(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: Value,
        b: Value,
        ty: Type,
        span: Span,
    ) -> Option<Value> {
        if !matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            return None;
        }
        let TypeKind::Int { width, signed } = *self.ctx.type_kind(ty) else { return None };
        let (x, n) = (self.int_const_value(a)?, self.int_const_value(b)?);
        let r = match (op, u32::try_from(n)) {
            (BinaryOp::Shl, Ok(n)) if n < 64 => ((x as u128) << n) as i128,
            (BinaryOp::Shl, _) => 0,
            (_, Ok(n)) if n < 64 && signed => x >> n,
            (_, Ok(n)) if n < 64 => ((wrap_int(x, width, false) as u128) >> n) as i128,
            _ if signed && x < 0 => -1,
            _ => 0,
        };
        let value = self.ctx.int_attr(wrap_int(r, width, signed));
        Some(self.emit_value(fx, "arith.const", &[], ty, &[("value", value)], span))
    }

    /// `&&` and `||` on scalars short-circuit; on vectors they are
    /// component-wise (as in HLSL).
    fn lower_logical(&mut self, fx: &mut FnCx, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span) -> CResult<TVal> {
        let a = self.lower_value(fx, lhs)?;
        let bty = self.ctx.bool_type();
        if !self.ctx.is_scalar(a.ty) {
            let b = self.lower_value(fx, rhs)?;
            let ty = self.common_type(a, b, span)?;
            let bl = self.bool_like(ty, span)?;
            let av = self.convert(fx, a, bl, span, true)?;
            let bv = self.convert(fx, b, bl, span, true)?;
            let name = if op == BinaryOp::LogAnd { "arith.and" } else { "arith.or" };
            let value = self.emit_value(fx, name, &[av, bv], bl, &[], span);
            return Ok(TVal { value, ty: bl, literal: false });
        }
        let av = self.convert(fx, a, bty, span, true)?;
        let op_if = self.emit_regions(fx.block, "cf.if", &[av], &[bty], &[], 2, span);
        let (then_b, else_b) = (self.ctx.body(op_if, 0), self.ctx.body(op_if, 1));
        // `a && b`: if a then b else false; `a || b`: if a then true else b.
        let (eval_arm, const_arm, const_val) =
            if op == BinaryOp::LogAnd { (then_b, else_b, false) } else { (else_b, then_b, true) };
        let saved = fx.block;
        fx.block = eval_arm;
        let result = self.lower_value(fx, rhs).and_then(|b| {
            let rspan = self.span(rhs);
            self.convert(fx, b, bty, rspan, true)
        });
        let r = match result {
            Ok(v) => v,
            Err(e) => {
                fx.block = saved;
                self.ctx.erase_op(op_if);
                return Err(e);
            }
        };
        self.emit(fx, "cf.yield", &[r], &[], &[], span);
        fx.block = const_arm;
        let c = self.ctx.bool_attr(const_val);
        let cv = self.emit_value(fx, "arith.const", &[], bty, &[("value", c)], span);
        self.emit(fx, "cf.yield", &[cv], &[], &[], span);
        fx.block = saved;
        Ok(TVal { value: self.ctx.result(op_if, 0), ty: bty, literal: false })
    }

    fn lower_assign(
        &mut self,
        fx: &mut FnCx,
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> CResult<TVal> {
        let place = self.lower_place(fx, lhs)?;
        if self.atomic_payload(place.ty()).is_some() {
            return self.atomic_assign(fx, op, place, rhs, span);
        }
        let ty = place.ty();
        let value = match op {
            None => {
                let v = self.lower_init(fx, rhs, Some(ty))?;
                let rspan = self.span(rhs);
                self.convert(fx, v, ty, rspan, false)?
            }
            Some(bop) => {
                self.require_mutable_operand(&place, self.span(lhs))?;
                let old = self.load_place(fx, &place, span)?;
                let r = self.lower_value(fx, rhs)?;
                let combined = self.binary_values(fx, bop, old, r, span)?;
                self.convert(fx, combined, ty, span, false)?
            }
        };
        self.store_place(fx, &place, value, span)?;
        Ok(TVal { value, ty, literal: false })
    }

    /// A read-only variable as the operand of a compound assignment, `++`
    /// or an `out`/`inout` argument: slangc's E30047 (those operators are
    /// functions of an `inout` parameter there), not E30011.
    fn require_mutable_operand(&mut self, place: &Place, span: Span) -> CResult<()> {
        match place {
            Place::Mem { mutable: false, .. } => {
                Err(self.error(E_ARG_NOT_LVALUE, span, "argument must be l-value: it is read-only"))
            }
            _ => Ok(()),
        }
    }

    fn lower_cond(&mut self, fx: &mut FnCx, cond: ExprId, then: ExprId, else_: ExprId, span: Span) -> CResult<TVal> {
        let c = self.lower_value(fx, cond)?;
        if !self.ctx.is_scalar(c.ty) {
            // Vector conditions select per component (no short circuit).
            let a = self.lower_value(fx, then)?;
            let b = self.lower_value(fx, else_)?;
            let ty = self.common_type_or(a, b, span, E_TYPE_MISMATCH)?;
            let bl = self.bool_like(ty, span)?;
            let cv = self.convert(fx, c, bl, span, true)?;
            let av = self.convert(fx, a, ty, span, false)?;
            let bv = self.convert(fx, b, ty, span, false)?;
            let value = self.emit_value(fx, "arith.select", &[cv, av, bv], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        let bty = self.ctx.bool_type();
        let cv = self.convert(fx, c, bty, span, true)?;
        // Scalar conditions evaluate one arm only. The result type is known
        // only after both arms are lowered, so lower them into the regions
        // of a result-less `cf.if`, then rebuild it with the common type.
        let op_if = self.emit_regions(fx.block, "cf.if", &[cv], &[], &[], 2, span);
        let saved = fx.block;
        let mut arms = Vec::new();
        for (k, e) in [then, else_].into_iter().enumerate() {
            fx.block = self.ctx.body(op_if, k);
            match self.lower_value(fx, e) {
                Ok(v) => arms.push(v),
                Err(r) => {
                    fx.block = saved;
                    self.ctx.erase_op(op_if);
                    return Err(r);
                }
            }
        }
        fx.block = saved;
        let ty = self.common_type_or(arms[0], arms[1], span, E_TYPE_MISMATCH)?;
        for (k, v) in arms.into_iter().enumerate() {
            let saved = fx.block;
            fx.block = self.ctx.body(op_if, k);
            let cvt = self.convert(fx, v, ty, span, false);
            fx.block = saved;
            let cvt = cvt?;
            let arm = self.ctx.body(op_if, k);
            self.emit_regions(arm, "cf.yield", &[cvt], &[], &[], 0, span);
        }
        let value = self.ctx.add_result(op_if, ty);
        Ok(TVal { value, ty, literal: false })
    }

    // ----- calls ------------------------------------------------------------

    fn lower_call(&mut self, fx: &mut FnCx, callee: ExprId, args: &[ExprId], span: Span) -> CResult<Option<TVal>> {
        let cexpr = self.user.expr(callee).clone();
        if let Some((mode, operand)) = self.diff_operator_call(fx, callee) {
            return self.diff_call(fx, mode, &operand, args, span);
        }
        match &cexpr.kind {
            ExprKind::Name(n)
                if (n == "detach" || n == "no_diff")
                    && fx.lookup(n).is_none()
                    && !self.items.contains_key(n.as_str()) =>
            {
                self.detach_call(fx, args, span)
            }
            ExprKind::Name(n) if fx.lookup(n).is_some() => {
                Err(self.error("E30016", cexpr.span, format!("'{n}' is a variable, not a function")))
            }
            ExprKind::Name(n)
                if fx.lookup(n).is_none()
                    && n == "WorkgroupSize"
                    && args.is_empty()
                    && !self.items.contains_key(n.as_str()) =>
            {
                self.workgroup_size(fx, span).map(Some)
            }
            // `DispatchMesh(x, y, z, payload)` of an amplification shader.
            ExprKind::Name(n)
                if n == "DispatchMesh" && fx.lookup(n).is_none() && !self.items.contains_key(n.as_str()) =>
            {
                if args.len() != 4 {
                    let msg = format!("'DispatchMesh' takes 4 arguments, {} given", args.len());
                    return Err(self.error(super::E_OVERLOAD, span, msg));
                }
                let u32_ = self.ctx.int_type(32, false);
                let mut operands = Vec::new();
                for &a in &args[..3] {
                    let v = self.lower_value(fx, a)?;
                    operands.push(self.convert(fx, v, u32_, span, false)?);
                }
                operands.push(self.lower_value(fx, args[3])?.value);
                let amplification = Self::capability("amplification");
                self.use_fixed(amplification, span, "'DispatchMesh'");
                self.emit(fx, nsl_dialects::hl_stage::DISPATCH_MESH.name, &operands, &[], &[], span);
                Ok(None)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() && self.this_requirement(fx, n) => {
                // In an extension of an interface type, a requirement of `this`.
                let name = crate::ast::Ident { name: n.clone(), span: cexpr.span };
                let this = self.name_place(fx, "this", span)?;
                let iface = self.existential_interface(this.ty()).ok_or(Reported)?;
                self.existential_generic_call(fx, this, &iface, &name, None, args, span)
            }
            ExprKind::Name(n) if self.is_tuple_function(fx, n) => {
                self.call_tuple_function(fx, &n.clone(), args, span).map(Some)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() && self.this_method_struct(fx, n).is_some() => {
                // A call of another method of `this`.
                let s = self.this_method_struct(fx, n).expect("checked");
                let candidates = self.structs[s].methods[n].clone();
                let this = self.name_place(fx, "this", span)?;
                let label = format!("{}.{n}", self.structs[s].name);
                let this = candidates.iter().any(|&f| self.funcs[f].this.is_some()).then_some(this);
                self.call_overloaded(fx, &label, &candidates, this, args, span)
            }
            ExprKind::Name(n) if fx.lookup(n).is_none() => {
                // A type name: a constructor or conversion.
                // Local and member type aliases first, as `named_type` does.
                let as_type = self.type_scope.iter().rev().find_map(|scope| scope.get(n).copied());
                let as_type = as_type
                    .or_else(|| types::scalar_by_name(self.ctx, n))
                    .or_else(|| types::vector_or_matrix_by_name(self.ctx, n));
                if as_type.is_none() {
                    if let Some(super::generics::GArg::Type(t)) = self.env_lookup(n) {
                        if let Some(v) = self.construct_param(fx, n, t, args, span)? {
                            return Ok(Some(v));
                        }
                        return self.construct(fx, t, args, span).map(Some);
                    }
                }
                let as_type = as_type.or_else(|| match self.items.get(n) {
                    Some(Item::Struct(s)) => Some(self.structs[*s].ty),
                    Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Some(*t),
                    _ => None,
                });
                if let Some(ty) = as_type {
                    return self.construct(fx, ty, args, span).map(Some);
                }
                let candidates = match self.items.get(n) {
                    Some(Item::Funcs(fs)) => fs.clone(),
                    Some(_) => return Err(self.error(E_TYPE_MISMATCH, cexpr.span, format!("'{n}' is not a function"))),
                    None => return Err(self.undefined(n, cexpr.span)),
                };
                self.call_overloaded(fx, n, &candidates, None, args, span)
            }
            ExprKind::Member { base, name, .. } if self.type_named_by(fx, *base).is_some() => {
                let ty = self.type_named_by(fx, *base).expect("checked");
                self.call_static(fx, ty, &name.name, args, span)
            }
            ExprKind::Member { base, name, .. } if self.is_namespace(fx, *base) => {
                // `N.f(...)` / `N::f(...)`: namespace members share the
                // global scope (see `declare_type`).
                let n = name.name.clone();
                if let Some(ty) = self.items.get(&n).and_then(|i| match i {
                    Item::Struct(s) => Some(self.structs[*s].ty),
                    Item::Type(t) => Some(*t),
                    _ => None,
                }) {
                    return self.construct(fx, ty, args, span).map(Some);
                }
                let candidates = match self.items.get(&n) {
                    Some(Item::Funcs(fs)) => fs.clone(),
                    _ => return Err(self.undefined(&n, name.span)),
                };
                self.call_overloaded(fx, &n, &candidates, None, args, span)
            }
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Name(n)
                    if n == "vector" || n == "matrix" || n == "Tuple" && !self.items.contains_key(n) || matches!(self.items.get(n), Some(Item::GenericStruct(..) | Item::GenericAlias(..))))
                    || matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, name, .. }
                        if self.is_namespace(fx, *b) && matches!(self.items.get(&name.name), Some(Item::GenericStruct(..) | Item::GenericAlias(..)))) =>
            {
                // `ns::Box<int>(...)`: namespace members share the global scope.
                let n = match &self.user.expr(*base).kind {
                    ExprKind::Name(n) => n.clone(),
                    ExprKind::Member { name, .. } => name.name.clone(),
                    _ => unreachable!("guarded"),
                };
                let ty = match self.items.get(&n).cloned() {
                    Some(Item::GenericStruct(src, d)) => {
                        let params = self.in_src(src, |c| c.struct_generic_params(d));
                        let gargs = self.resolve_gargs(Unit::User, &params, gargs, cexpr.span)?;
                        self.instantiate_struct(&n, src, d, gargs, cexpr.span)?
                    }
                    Some(Item::GenericAlias(src, d)) => {
                        self.instantiate_alias(Unit::User, src, d, gargs, cexpr.span)?
                    }
                    _ => self.specialize_builtin(Unit::User, &n, gargs, cexpr.span)?,
                };
                self.construct(fx, ty, args, span).map(Some)
            }
            // `buf.Load<T>(addr)`, `buf.Store<T>(addr, v)` on byte-address buffers.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Member { base: b, .. } if self.is_resource_expr(fx, *b)) =>
            {
                let ExprKind::Member { base: b, name, .. } = &self.user.expr(*base).kind else {
                    unreachable!("guarded")
                };
                let (b, name) = (*b, name.name.clone());
                let [crate::ast::TypeOrExpr::Type(t)] = gargs[..] else {
                    return Err(self.error(
                        E_TYPE_MISMATCH,
                        cexpr.span,
                        format!("'{name}<T>' takes one type argument"),
                    ));
                };
                let ty = self.resolve_type(Unit::User, t)?;
                let buf = self.lower_value(fx, b)?;
                self.byte_address_typed(fx, buf, &name, ty, args, span)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "makeTuple" && self.is_tuple_function(fx, n)) => {
                self.call_make_tuple_explicit(fx, gargs, args, span).map(Some)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "createDynamicObject" && !self.items.contains_key(n)) => {
                self.create_dynamic_object(fx, gargs, args, span).map(Some)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "reinterpret" && !self.items.contains_key(n)) => {
                self.reinterpret(fx, gargs, args, span).map(Some)
            }
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if n == "bit_cast" && !self.items.contains_key(n)) => {
                self.bit_cast(fx, gargs, args, span).map(Some)
            }
            // The core module's conversions `__realCast<To, From>(x)` and
            // `__intCast<To, From>(x)`: a value conversion to `To`.
            ExprKind::Specialize { base, args: gargs } if matches!(&self.user.expr(*base).kind, ExprKind::Name(n) if (n == "__realCast" || n == "__intCast") && !self.items.contains_key(n)) =>
            {
                let (Some(crate::ast::TypeOrExpr::Type(t)), [arg]) = (gargs.first(), args) else {
                    return Err(self.error(E_OVERLOAD, span, "a cast takes a type argument and one value"));
                };
                let ty = self.resolve_type(Unit::User, *t)?;
                let v = self.lower_value(fx, *arg)?;
                self.convert(fx, v, ty, span, true).map(|value| Some(TVal { value, ty, literal: false }))
            }
            // `obj.method<T>(args)`: a generic method with explicit arguments.
            ExprKind::Specialize { base, args: gargs }
                if matches!(&self.user.expr(*base).kind, ExprKind::Member { .. }) =>
            {
                let ExprKind::Member { base: b, name, .. } = &self.user.expr(*base).kind else {
                    unreachable!("guarded")
                };
                self.method_call(fx, *b, name, Some(gargs), args, span)
            }
            ExprKind::Specialize { base, args: gargs } => {
                let ExprKind::Name(n) = &self.user.expr(*base).kind else {
                    return Err(self.error(E_UNSUPPORTED, cexpr.span, "this kind of call is not supported yet"));
                };
                // `f<T>(...)` for a generic method `f` of `this`.
                if let Some(s) = self.this_method_struct(fx, n).filter(|_| fx.lookup(n).is_none()) {
                    let generic: Vec<usize> = self.structs[s].methods[n]
                        .iter()
                        .copied()
                        .filter(|&f| self.funcs[f].generic.is_some())
                        .collect();
                    let generic = self.by_generic_arity(generic, gargs.len());
                    let label = format!("{}.{n}", self.structs[s].name);
                    let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
                        return Err(self.error(E_TYPE_MISMATCH, cexpr.span, format!("'{label}' is not generic")));
                    };
                    let this = self.name_place(fx, "this", span)?;
                    let this = generic.iter().any(|&f| self.funcs[f].this.is_some()).then_some(this);
                    self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, cexpr.span)?;
                    let result = self.call_overloaded(fx, &label, &generic, this, args, span);
                    self.explicit_gargs.clear();
                    return result;
                }
                let candidates = match self.items.get(n) {
                    Some(Item::Funcs(fs)) => fs.clone(),
                    _ => return Err(self.error(E_UNDEFINED, cexpr.span, format!("undefined generic function '{n}'"))),
                };
                let generic: Vec<usize> = candidates.into_iter().filter(|&f| self.funcs[f].generic.is_some()).collect();
                let generic = self.by_generic_arity(generic, gargs.len());
                let Some(params) = generic.iter().find_map(|&f| self.funcs[f].generic.clone()) else {
                    return Err(self.error(E_TYPE_MISMATCH, cexpr.span, format!("'{n}' is not generic")));
                };
                let n = n.clone();
                self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, cexpr.span)?;
                let result = self.call_overloaded(fx, &n, &generic, None, args, span);
                self.explicit_gargs.clear();
                result
            }
            ExprKind::Member { base, name, .. } if self.is_resource_expr(fx, *base) => {
                self.resource_method(fx, *base, &name.name, args, span)
            }
            ExprKind::Member { base, name, .. } => self.method_call(fx, *base, name, None, args, span),
            _ => Err(self.error(E_UNSUPPORTED, cexpr.span, "this kind of call is not supported yet")),
        }
    }

    /// `base.name(args)` (or `base.name<gargs>(args)`): a method of a
    /// struct value or place, or of a resource.
    fn method_call(
        &mut self,
        fx: &mut FnCx,
        base: ExprId,
        name: &crate::ast::Ident,
        gargs: Option<&[crate::ast::TypeOrExpr]>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let bty = if self.is_place_expr(fx, base) {
            self.lower_place(fx, base)?
        } else {
            // An r-value (a call's result...): a `[mutating]` method cannot
            // be called on it (E30050), as in slangc.
            let v = self.lower_value(fx, base)?;
            let tmp = self.new_var(fx, v.ty, "", span);
            self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
            Place::Mem { ptr: tmp, ty: v.ty, mutable: false }
        };
        let sty = bty.ty();
        if let Some(r) = self.conditional_method(fx, &bty, &name.name, args, span) {
            return r;
        }
        if let Some(iface) = self.existential_interface(sty) {
            return self.existential_generic_call(fx, bty, &iface, name, gargs, args, span);
        }
        if matches!(self.ctx.type_kind(sty), TypeKind::Opaque { .. }) && gargs.is_none() {
            let buf = self.load_place(fx, &bty, span)?;
            return self.resource_method_on(fx, buf, &name.name, args, span);
        }
        let no_method = |c: &mut Self| {
            let msg = format!("'{}' has no method '{}'", c.show(sty), name.name);
            c.error(E_NO_MEMBER, name.span, msg)
        };
        self.realize_extensions(sty);
        let Some(s) = self.structs.iter().position(|st| st.ty == sty) else { return Err(no_method(self)) };
        let Some(candidates) = self.structs[s].methods.get(&name.name).cloned() else { return Err(no_method(self)) };
        let candidates = match self.structs[s].shadowed.get(&name.name).cloned() {
            Some((ext, added)) => self.pick_shadowed(fx, base, s, name, candidates, ext, &added)?,
            None => candidates,
        };
        let label = format!("{}.{}", self.structs[s].name, name.name);
        let Some(gargs) = gargs else {
            return self.call_overloaded(fx, &label, &candidates, Some(bty), args, span);
        };
        let generic: Vec<usize> = candidates.into_iter().filter(|&f| self.funcs[f].generic.is_some()).collect();
        let generic = self.by_generic_arity(generic, gargs.len());
        let Some(params) = generic.first().and_then(|&f| self.funcs[f].generic.clone()) else {
            return Err(self.error(E_TYPE_MISMATCH, name.span, format!("'{label}' is not generic")));
        };
        self.explicit_gargs = self.resolve_gargs(Unit::User, &params, gargs, name.span)?;
        let result = self.call_overloaded(fx, &label, &generic, Some(bty), args, span);
        self.explicit_gargs.clear();
        result
    }

    /// Method `name` of struct `s` where a blanket extension's methods of
    /// that name are hidden by the type's own (`own`). Generic code sees a
    /// value of parameter type `T : IFoo` through `IFoo`: when no
    /// constraint of `T` requires the method, the call means the blanket
    /// extension's (`ext`), as in Slang. A receiver written with the
    /// concrete type means the type's own. Where the receiver's written
    /// type cannot be told here, the call is refused (E90001) rather
    /// than possibly calling the wrong method.
    #[allow(clippy::too_many_arguments)]
    fn pick_shadowed(
        &mut self,
        fx: &FnCx,
        base: ExprId,
        s: usize,
        name: &crate::ast::Ident,
        own: Vec<usize>,
        ext: Vec<usize>,
        added: &[String],
    ) -> CResult<Vec<usize>> {
        let sty = self.structs[s].ty;
        let params: Vec<String> = self
            .env
            .iter()
            .filter(|(n, a)| n != "This" && *a == super::generics::GArg::Type(sty))
            .map(|(n, _)| n.clone())
            .collect();
        if params.is_empty() {
            return Ok(own);
        }
        let ambiguous = |c: &mut Self| {
            let msg = format!(
                "'{}.{}' is both the type's own method and a generic extension's; calling it where the type \
                 is a generic parameter is not supported yet here",
                c.structs[s].name, name.name
            );
            Err(c.error(E_UNSUPPORTED, name.span, msg))
        };
        let Some(f) = fx.func else { return ambiguous(self) };
        let decl = self.func_decl(f);
        let (sig_params, gparams) = match &decl.kind {
            crate::ast::DeclKind::Func { sig, .. } => (
                sig.params.clone(),
                sig.generics
                    .as_ref()
                    .map(|g| super::generics::collect_params(self.func_ast(f), g, &sig.where_clauses))
                    .unwrap_or_default(),
            ),
            _ => return ambiguous(self),
        };
        // The parameters (bound to this type) that see the method only
        // through the blanket extension.
        let mut through_ext = Vec::new();
        for p in &params {
            let Some(gp) = gparams.iter().find(|g| &g.name == p) else { return ambiguous(self) };
            let refs: Vec<super::generics::IfaceRef> = gp
                .bounds
                .iter()
                .flatten()
                .map(|b| super::generics::IfaceRef { name: b.name.clone(), args: Vec::new() })
                .collect();
            let refs = self.with_inherited(refs);
            let required = refs.iter().any(|r| {
                !added.contains(&r.name) && self.interfaces.get(&r.name).is_some_and(|i| i.methods.contains(&name.name))
            });
            if !required {
                through_ext.push(p.clone());
            }
        }
        if through_ext.is_empty() {
            return Ok(own);
        }
        // `v.m()` with `v` a parameter of the function declared as `T`.
        if let crate::ast::ExprKind::Name(n) = &self.user.expr(base).kind {
            if fx.binding_depth(n) == Some(0) {
                let ast = self.func_ast(f);
                let written = sig_params.iter().find_map(|&pd| match &ast.decl(pd).kind {
                    crate::ast::DeclKind::Param { name: Some(pn), ty: Some(t), .. } if &pn.name == n => {
                        match &ast.ty(*t).kind {
                            crate::ast::TypeKind::Name(tn) => Some(tn.clone()),
                            _ => None,
                        }
                    }
                    _ => None,
                });
                if let Some(tn) = written {
                    if through_ext.contains(&tn) {
                        return Ok(ext);
                    }
                    if params.contains(&tn) {
                        return Ok(own);
                    }
                }
            }
        }
        ambiguous(self)
    }

    /// `WorkgroupSize()`: the `[numthreads]` of the program's entry point,
    /// as an `int3` constant. With several compute entry points of
    /// different sizes it is not one value, which is reported.
    fn workgroup_size(&mut self, fx: &mut FnCx, span: Span) -> CResult<TVal> {
        let mut sizes: Vec<[i128; 3]> = Vec::new();
        for u in 0..self.units.len() {
            if self.is_prelude_src(u) {
                continue;
            }
            let found = self.in_src(u, |c| {
                let mut found = Vec::new();
                for &d in &c.user.roots.clone() {
                    let decl = c.user.decl(d);
                    if !matches!(decl.kind, crate::ast::DeclKind::Func { .. }) {
                        continue;
                    }
                    for a in &decl.modifiers.attributes {
                        if a.name.eq_ignore_ascii_case("numthreads") {
                            let mut dims = [1i128; 3];
                            for (i, &arg) in a.args.iter().take(3).enumerate() {
                                dims[i] = c.const_int(Unit::User, arg).unwrap_or(1);
                            }
                            found.push(dims);
                        }
                    }
                }
                found
            });
            sizes.extend(found);
        }
        sizes.dedup();
        let [dims] = sizes[..] else {
            let msg = "WorkgroupSize() needs the program to have one [numthreads] size (it has a different number)";
            return Err(self.error(E_UNSUPPORTED, span, msg));
        };
        let i32_ = self.ctx.int_type(32, true);
        let comps: Vec<Value> = dims.iter().map(|&d| self.int_const(fx, i32_, d, span)).collect();
        let ty = self.ctx.vector_type(i32_, 3);
        let value = self.emit_value(fx, "vec.construct", &comps, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// `bit_cast<T>(x)`: the bits of `x` as a `T` of the same size (here
    /// scalars and vectors whose elements have the same width).
    fn bit_cast(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        let ([crate::ast::TypeOrExpr::Type(t)], [arg]) = (gargs, args) else {
            return Err(self.error(E_OVERLOAD, span, "bit_cast<T>(x) takes one type argument and one value"));
        };
        let ty = self.resolve_type(Unit::User, *t)?;
        let v = self.lower_value(fx, *arg)?;
        let width = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Int { width, .. } | TypeKind::Float { width } => Some(width),
            _ => None,
        };
        let shape = |c: &Self, t: Type| match *c.ctx.type_kind(t) {
            TypeKind::Vector { elem, len } => (width(c, elem), len),
            _ => (width(c, t), 1),
        };
        let (from, to) = (shape(self, v.ty), shape(self, ty));
        let bits = |(w, n): (Option<u8>, u8)| w.map(|w| u32::from(w) * u32::from(n));
        if bits(from).is_none() || bits(from) != bits(to) {
            let msg = format!("bit_cast from '{}' to '{}': the sizes differ", self.show(v.ty), self.show(ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        if from != to {
            let msg = format!(
                "bit_cast from '{}' to '{}' (elements of different widths) is not supported yet",
                self.show(v.ty),
                self.show(ty)
            );
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        let value = if v.ty == ty { v.value } else { self.emit_value(fx, "arith.bitcast", &[v.value], ty, &[], span) };
        Ok(TVal { value, ty, literal: false })
    }

    /// `reinterpret<T>(x)` / `reinterpret<T, U>(x)`: `x` (converted to `U`)
    /// packed as AnyValue words and read back as a `T` (`hl.reinterpret`).
    fn reinterpret(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        use crate::ast::TypeOrExpr;
        let usage = "reinterpret<T>(x) takes one or two type arguments and one value";
        let (Some(TypeOrExpr::Type(t)), [arg]) = (gargs.first(), args) else {
            return Err(self.error(E_OVERLOAD, span, usage));
        };
        let ty = self.resolve_type(Unit::User, *t)?;
        let mut v = self.lower_value(fx, *arg)?;
        match gargs.get(1) {
            Some(TypeOrExpr::Type(u)) if gargs.len() == 2 => {
                let u = self.resolve_type(Unit::User, *u)?;
                let value = self.convert(fx, v, u, span, false)?;
                v = TVal { value, ty: u, literal: false };
            }
            None => {}
            _ => return Err(self.error(E_OVERLOAD, span, usage)),
        }
        let value = if v.ty == ty { v.value } else { self.emit_value(fx, "hl.reinterpret", &[v.value], ty, &[], span) };
        Ok(TVal { value, ty, literal: false })
    }

    /// `float3(1, v.xy)`, `float(i)`, `S(a, b)`: construction by type name.
    pub(super) fn construct(&mut self, fx: &mut FnCx, ty: Type, args: &[ExprId], span: Span) -> CResult<TVal> {
        if let Some(inits) = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get("__init")).cloned() {
            // `__init` constructors run on a temporary holding the field
            // defaults (zero where a field has none).
            let tmp = self.new_var(fx, ty, "", span);
            if self.structs.iter().any(|s| s.ty == ty && s.defaults.iter().any(Option::is_some)) {
                let defaults = self.lower_init_list(fx, &[], ty, span)?;
                self.emit(fx, "mem.store", &[tmp, defaults.value], &[], &[], span);
            }
            let place = Place::Mem { ptr: tmp, ty, mutable: true };
            let label = format!("{}.__init", self.show(ty));
            self.call_overloaded(fx, &label, &inits, Some(place), args, span)?;
            let value = self.emit_value(fx, "mem.load", &[tmp], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.lower_value(fx, a)?);
        }
        // `Optional<T>(x)`: `x` wrapped.
        if let [v] = vals[..] {
            if self.optional_payload(ty).is_some() && v.ty != ty {
                let value = self.convert(fx, v, ty, span, false)?;
                return Ok(TVal { value, ty, literal: false });
            }
        }
        match self.ctx.type_kind(ty).clone() {
            _ if vals.len() == 1 && self.ctx.is_scalar(ty) || vals.len() == 1 && vals[0].ty == ty => {
                let value = self.convert(fx, vals[0], ty, span, true)?;
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Vector { elem, len } => {
                if let [single] = vals[..] {
                    if self.ctx.is_scalar(single.ty) {
                        let value = self.convert(fx, single, ty, span, true)?;
                        return Ok(TVal { value, ty, literal: false });
                    }
                }
                let mut parts = Vec::new();
                let mut count = 0;
                for v in vals {
                    let (n, part_ty) = match self.ctx.type_kind(v.ty).clone() {
                        TypeKind::Vector { len, .. } => (len as usize, self.ctx.vector_type(elem, len)),
                        _ if self.ctx.is_scalar(v.ty) => (1, elem),
                        _ => return Err(self.mismatch(v.ty, elem, span)),
                    };
                    count += n;
                    parts.push(self.convert(fx, v, part_ty, span, true)?);
                }
                if count != len as usize {
                    let msg = format!("'{}' needs {len} components, got {count}", self.show(ty));
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
                let value = self.emit_value(fx, "vec.construct", &parts, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let row = self.ctx.vector_type(elem, cols);
                let single_shape = match vals[..] {
                    [v] => types::shape(self.ctx, v.ty).map(|(_, s)| s),
                    _ => None,
                };
                let value = if let Some(Shape::Scalar) = single_shape {
                    // `float3x3(x)`: every element is `x`.
                    let x = self.convert(fx, vals[0], elem, span, true)?;
                    let r = self.emit_value(fx, "vec.splat", &[x], row, &[], span);
                    let rs = vec![r; rows as usize];
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if let Some(Shape::Matrix(r, c)) = single_shape {
                    // Another matrix: its element type converted, its
                    // top-left `rows` x `cols` corner kept.
                    if r < rows || c < cols {
                        let msg =
                            format!("'{}' cannot be made from the smaller '{}'", self.show(ty), self.show(vals[0].ty));
                        return Err(self.error(E_TYPE_MISMATCH, span, msg));
                    }
                    let (src_elem, _) = types::shape(self.ctx, vals[0].ty).expect("matrix");
                    let src_row = self.ctx.vector_type(src_elem, c);
                    let mut rs = Vec::new();
                    for i in 0..rows {
                        let ia = self.ctx.int_attr(i as i128);
                        let full =
                            self.emit_value(fx, "mat.extract_row", &[vals[0].value], src_row, &[("index", ia)], span);
                        let part = if c == cols {
                            full
                        } else {
                            let part_ty = if cols == 1 { src_elem } else { self.ctx.vector_type(src_elem, cols) };
                            let idx: Vec<u32> = (0..u32::from(cols)).collect();
                            self.swizzle(fx, full, &idx, part_ty, span)
                        };
                        let part_ty = if cols == 1 { src_elem } else { self.ctx.vector_type(src_elem, cols) };
                        let part = TVal { value: part, ty: part_ty, literal: false };
                        rs.push(self.convert(fx, part, row, span, true)?);
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == 1
                    && matches!(single_shape, Some(Shape::Vector(n)) if u32::from(n) == u32::from(rows) * u32::from(cols))
                {
                    // One vector whose components, in order, fill the rows:
                    // `float2x2(v4)` (Slang takes no mix of scalars and
                    // vectors here).
                    let mut flat = Vec::new();
                    for v in &vals {
                        let (e, shape) = types::shape(self.ctx, v.ty).expect("checked");
                        match shape {
                            Shape::Vector(n) => {
                                for i in 0..n {
                                    let ia = self.ctx.int_attr(i as i128);
                                    let c = self.emit_value(fx, "vec.extract", &[v.value], e, &[("index", ia)], span);
                                    flat.push(TVal { value: c, ty: e, literal: false });
                                }
                            }
                            _ => flat.push(*v),
                        }
                    }
                    let mut rs = Vec::new();
                    for r in 0..rows as usize {
                        let mut comps = Vec::new();
                        for v in &flat[r * cols as usize..(r + 1) * cols as usize] {
                            comps.push(self.convert(fx, *v, elem, span, true)?);
                        }
                        rs.push(self.emit_value(fx, "vec.construct", &comps, row, &[], span));
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == rows as usize {
                    let mut rs = Vec::new();
                    for v in vals {
                        rs.push(self.convert(fx, v, row, span, true)?);
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == (rows * cols) as usize {
                    let mut rs = Vec::new();
                    for r in 0..rows as usize {
                        let mut comps = Vec::new();
                        for v in &vals[r * cols as usize..(r + 1) * cols as usize] {
                            comps.push(self.convert(fx, *v, elem, span, true)?);
                        }
                        rs.push(self.emit_value(fx, "vec.construct", &comps, row, &[], span));
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else {
                    let msg = format!("'{}' needs {rows} rows or {} scalars", self.show(ty), rows * cols);
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                };
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Struct { fields, .. } => {
                if vals.is_empty() {
                    // `S()`: the fields' initializers (zero for the others).
                    if self.structs.iter().any(|s| s.ty == ty && s.defaults.iter().any(Option::is_some)) {
                        return self.lower_init_list(fx, &[], ty, span);
                    }
                    let value = self.zero(fx, ty, span);
                    return Ok(TVal { value, ty, literal: false });
                }
                if vals.len() != fields.len() {
                    let msg = format!("'{}' has {} fields, got {} arguments", self.show(ty), fields.len(), vals.len());
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let mut parts = Vec::new();
                for (v, &(_, ft)) in vals.into_iter().zip(&fields) {
                    parts.push(self.convert(fx, v, ft, span, false)?);
                }
                let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            _ => {
                let msg = format!("'{}' cannot be constructed from these arguments", self.show(ty));
                Err(self.error(E_TYPE_MISMATCH, span, msg))
            }
        }
    }

    /// Picks the overload with the cheapest conversions and calls it.
    pub(super) fn call_overloaded(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        this: Option<Place>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let mut vals = Vec::new();
        let mut places = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            // `f({a, b})`: an initializer list takes the type of the
            // parameter, when every candidate of this arity agrees on it.
            if matches!(self.user.expr(a).kind, ExprKind::InitList(_)) {
                let mut types = candidates.iter().filter_map(|&f| {
                    let info = &self.funcs[f];
                    (info.generic.is_none() && info.intrinsic.is_none() && info.params.len() == args.len())
                        .then(|| info.params[k].ty)
                });
                if let Some(t) = types.next() {
                    if types.all(|u| u == t) {
                        vals.push(self.lower_init(fx, a, Some(t))?);
                        places.push(None);
                        continue;
                    }
                }
            }
            // A place argument keeps its place: intrinsics take the address
            // of arguments they pass by reference.
            let place = if self.is_place_expr(fx, a) { Some(self.lower_place(fx, a)?) } else { None };
            vals.push(match &place {
                Some(p) => self.load_place(fx, p, self.span(a))?,
                None => self.lower_value(fx, a)?,
            });
            places.push(place);
        }
        self.resolve_and_call(fx, label, candidates, this, &vals, &places, args, span)
    }

    /// Calls with already-lowered operands (operators: no out arguments).
    pub(super) fn call_with_values(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        vals: &[TVal],
        span: Span,
    ) -> CResult<Option<TVal>> {
        self.resolve_and_call(fx, label, candidates, None, vals, &[], &[], span)
    }

    /// Overload resolution over `candidates` for `vals`, then the call.
    /// `places` are the places of the arguments that are places (for
    /// intrinsics' by-reference parameters), `args` the argument
    /// expressions (for out/inout write-back).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn resolve_and_call(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        this: Option<Place>,
        vals: &[TVal],
        places: &[Option<Place>],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let mut best: Vec<(u32, usize, Vec<Type>, Option<Type>)> = Vec::new();
        for &f in candidates {
            if let Some((cost, params, ret)) = self.applicable(f, vals) {
                match best.first() {
                    Some((c, ..)) if *c < cost => {}
                    Some((c, ..)) if *c == cost => best.push((cost, f, params, ret)),
                    _ => best = vec![(cost, f, params, ret)],
                }
            }
        }
        // Between equally good candidates a non-generic one wins over
        // generic ones (Slang's rule: the more specialized declaration).
        // A user's declaration shadows an equally good core-module one.
        if best.len() > 1 && best.iter().any(|b| !self.is_core_func(b.1)) {
            best.retain(|b| !self.is_core_func(b.1));
        }
        if best.len() > 1 {
            let concrete: Vec<usize> = (0..best.len()).filter(|&i| self.funcs[best[i].1].generic.is_none()).collect();
            if let [only] = concrete[..] {
                let chosen = best.swap_remove(only);
                best = vec![chosen];
            }
        }
        // Between generic ones, the more constrained wins (`T : IDerived`
        // over `T : IBase` over an unconstrained `T`).
        if best.len() > 1 && best.iter().all(|b| self.funcs[b.1].generic.is_some()) {
            let weights: Vec<usize> = best.iter().map(|b| self.constraint_weight(b.1)).collect();
            let max = weights.iter().copied().max().unwrap_or(0);
            if weights.iter().filter(|&&w| w == max).count() == 1 {
                let i = weights.iter().position(|&w| w == max).expect("a maximum");
                let chosen = best.swap_remove(i);
                best = vec![chosen];
            }
        }
        let arg_types: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
        match best.len() {
            0 => {
                // One candidate of the right arity: slangc checks each
                // argument against its parameter (E30019 at the argument).
                if let [f] = candidates[..] {
                    if let Some((k, pty)) = self.first_mismatched_argument(f, vals) {
                        let aspan = args.get(k).map_or(span, |&a| self.span(a));
                        return Err(self.mismatch(vals[k].ty, pty, aspan));
                    }
                }
                let mut d = crate::diag::Diagnostic::error(
                    E_OVERLOAD,
                    span,
                    format!("no overload of '{label}' takes arguments ({})", arg_types.join(", ")),
                );
                for &f in candidates.iter().take(8) {
                    d = d.with_note(format!("candidate: {}", self.signature_text(f)));
                }
                self.diags.push(d);
                Err(Reported)
            }
            1 => {
                let (_, f, params, ret) = best.pop().expect("one");
                self.emit_call(fx, f, this, vals, places, args, &params, ret, span)
            }
            _ => {
                let mut d = crate::diag::Diagnostic::error(
                    E_OVERLOAD,
                    span,
                    format!("ambiguous call to '{label}' with arguments ({})", arg_types.join(", ")),
                );
                for (_, f, ..) in &best {
                    d = d.with_note(format!("candidate: {}", self.signature_text(*f)));
                }
                self.diags.push(d);
                Err(Reported)
            }
        }
    }

    /// A `private` field of a struct is visible only to the struct's own
    /// methods (slangc: E30600).
    fn check_field_access(&mut self, fx: &FnCx, ty: Type, name: &str, span: Span) -> CResult<()> {
        let Some(origin) = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.origin) else { return Ok(()) };
        let ast = self.units[origin.0].ast;
        let DeclKind::Aggregate { members, .. } = &ast.decl(origin.1).kind else { return Ok(()) };
        let private = members.iter().flatten().any(|&m| {
            let d = ast.decl(m);
            matches!(&d.kind, DeclKind::Var { name: n, .. } if n.name == name)
                && d.modifiers.has(&ModifierKind::Private)
        });
        if !private {
            return Ok(());
        }
        // Inside a method (of any instance of the same declaration), or
        // inside a function declared in the struct's body.
        let inside = fx.func.is_some_and(|f| {
            let own = self.funcs[f].this.and_then(|(s, _)| self.structs.get(s)).and_then(|s| s.origin);
            own == Some(origin)
                || self.funcs[f].unit == Unit::User && self.funcs[f].src == origin.0 && {
                    let (outer, inner) = (ast.decl(origin.1).span, ast.decl(self.funcs[f].decl).span);
                    inner.file == outer.file && inner.lo >= outer.lo && inner.hi <= outer.hi
                }
        });
        if inside {
            return Ok(());
        }
        let msg = format!("'{name}' is private to '{}'", self.show(ty));
        Err(self.error(super::E_NOT_ACCESSIBLE, span, msg))
    }

    /// For a call of the one candidate `f` (not generic, not an intrinsic)
    /// with as many arguments as it takes: the first argument passed by
    /// value that does not convert to its parameter's type, and that type.
    fn first_mismatched_argument(&self, f: usize, vals: &[TVal]) -> Option<(usize, Type)> {
        let info = &self.funcs[f];
        if info.generic.is_some() || info.intrinsic.is_some() {
            return None;
        }
        let required = info.params.iter().filter(|p| p.default.is_none()).count();
        if vals.len() < required || vals.len() > info.params.len() {
            return None;
        }
        info.params.iter().zip(vals).enumerate().find_map(|(k, (p, v))| {
            // The conversions `applicable` allows.
            let converts = v.ty == p.ty
                || types::conversion_cost(self.ctx, v.ty, p.ty, v.literal_int(self.ctx)).is_some()
                || self.inherits(v.ty, p.ty).is_some()
                || self.existential_cost(v.ty, p.ty).is_some()
                || self.optional_cost(v.ty, p.ty).is_some()
                || self.conditional_cost(v.ty, p.ty).is_some();
            (p.dir == Dir::In && !converts).then_some((k, p.ty))
        })
    }

    /// How constrained generic function `f` is: each bound counts the
    /// interfaces it implies (itself and those it inherits).
    fn constraint_weight(&self, f: usize) -> usize {
        let mut weight = 0;
        for p in self.funcs[f].generic.iter().flatten() {
            for b in p.bounds.iter().flatten() {
                let mut seen = vec![b.name.clone()];
                let mut i = 0;
                while i < seen.len() {
                    if let Some(info) = self.interfaces.get(&seen[i]) {
                        for base in &info.bases {
                            if !seen.contains(base) {
                                seen.push(base.clone());
                            }
                        }
                    }
                    i += 1;
                }
                weight += seen.len();
            }
        }
        weight
    }

    fn signature_text(&self, f: usize) -> String {
        let info = &self.funcs[f];
        if let Some(intrinsic) = &info.intrinsic {
            return format!("{}{}", info.name, intrinsic.sig.text);
        }
        let ps: Vec<String> = info
            .params
            .iter()
            .map(|p| {
                let dir = match p.dir {
                    Dir::In => "",
                    Dir::Out => "out ",
                    Dir::InOut => "inout ",
                };
                format!("{dir}{}", self.show(p.ty))
            })
            .collect();
        let ret = info.ret.map_or("void".to_string(), |t| self.show(t));
        format!("{ret} {}({})", info.name, ps.join(", "))
    }

    /// The total conversion cost of calling `f` with `vals`, the parameter
    /// types to convert to and the result type; `None` if not applicable.
    fn applicable(&mut self, f: usize, vals: &[TVal]) -> Option<(u32, Vec<Type>, Option<Type>)> {
        if let Some(intrinsic) = &self.funcs[f].intrinsic {
            let sig = intrinsic.sig.clone();
            return sig.match_args(self.ctx, vals);
        }
        let (info_params, ret) = if self.funcs[f].generic.is_some() {
            let explicit = self.explicit_gargs.clone();
            let gargs = self.infer_gargs(f, vals, &explicit)?;
            self.generic_signature(f, &gargs)?
        } else {
            (self.funcs[f].params.clone(), self.funcs[f].ret)
        };
        let required = info_params.iter().filter(|p| p.default.is_none()).count();
        if vals.len() < required || vals.len() > info_params.len() {
            return None;
        }
        let mut cost = 0;
        let params: Vec<(Type, Dir)> = info_params.iter().map(|p| (p.ty, p.dir)).collect();
        for (v, &(pt, dir)) in vals.iter().zip(&params) {
            cost += match dir {
                Dir::In => types::conversion_cost(self.ctx, v.ty, pt, v.literal_int(self.ctx))
                    .or_else(|| self.inherits(v.ty, pt).map(|depth| 100 * depth))
                    .or_else(|| self.existential_cost(v.ty, pt))
                    .or_else(|| self.optional_cost(v.ty, pt))
                    .or_else(|| self.conditional_cost(v.ty, pt))?,
                // out/inout arguments must have exactly the parameter type.
                Dir::Out | Dir::InOut => (v.ty == pt).then_some(0)?,
            };
        }
        Some((cost, params.iter().map(|p| p.0).collect(), ret))
    }

    #[allow(clippy::too_many_arguments)]
    fn emit_call(
        &mut self,
        fx: &mut FnCx,
        f: usize,
        this: Option<Place>,
        vals: &[TVal],
        places: &[Option<Place>],
        args: &[ExprId],
        params: &[Type],
        ret: Option<Type>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        if let Some(intrinsic) = self.funcs[f].intrinsic.clone() {
            let name = self.funcs[f].name.clone();
            self.use_function(f, span);
            return self.emit_intrinsic(fx, &name, &intrinsic, vals, places, params, ret, span);
        }
        let f = if self.funcs[f].generic.is_some() {
            let explicit = std::mem::take(&mut self.explicit_gargs);
            let gargs = self.infer_gargs(f, vals, &explicit).ok_or(Reported)?;
            self.instantiate_func(f, gargs)?
        } else {
            f
        };
        // A call of a generic function lowered as generic IR passes a
        // witness per constraint; when a concrete argument has no table
        // (an implementation this lowering cannot find), the call takes
        // the instantiated path instead.
        let mut generic_call = None;
        let f = match self.gen_ir.shims.get(&f).cloned() {
            Some((t, gargs)) => match self.call_witnesses(fx, t, &gargs, span) {
                Some(ws) => {
                    generic_call = Some((t, gargs, ws));
                    f
                }
                None if self.gargs_have_params(&gargs) => {
                    return Err(self.unexpressible(span, "a witness of an inherited or missing conformance"));
                }
                None => self.instantiate_fallback(t, gargs)?,
            },
            None => f,
        };
        let requirement = self.gen_ir.reqs.contains_key(&f);
        // A `[mutating]` method on an object in shared memory works on it there.
        let f = match (&this, self.funcs[f].this) {
            (Some(Place::Mem { ptr, .. }), Some((_, true)))
                if !self.existentials.dispatch.contains_key(&f) && !requirement =>
            {
                match *self.ctx.type_kind(self.ctx.value_type(*ptr)) {
                    TypeKind::Ptr { space, .. } => self.method_for_space(f, space)?,
                    _ => f,
                }
            }
            _ => f,
        };
        let dispatch = self.existentials.dispatch.contains_key(&f);
        let mut operands = Vec::new();
        if dispatch {
            operands.push(self.dispatch_this(fx, f, this.as_ref(), span)?);
        } else if requirement || generic_call.is_some() {
            // Signature-only: the witness call or generic call names the body.
        } else {
            self.funcs[f].needed = true;
            self.use_function(f, span);
        }
        let info_params = self.funcs[f].params.clone();
        if let Some((_, mutating)) = self.funcs[f].this {
            let Some(place) = &this else {
                return Err(self.error(E_UNSUPPORTED, span, "calling a method needs an object"));
            };
            if mutating {
                let Place::Mem { ptr, mutable: true, .. } = place else {
                    return Err(self.error("E30050", span, "a [mutating] method needs a mutable object"));
                };
                operands.push(*ptr);
            } else {
                let v = self.load_place(fx, place, span)?;
                operands.push(v.value);
            }
        }
        // Copy-in/copy-out for out and inout arguments.
        let mut writebacks = Vec::new();
        for (k, p) in info_params.iter().enumerate() {
            let v = match (vals.get(k), p.default) {
                (Some(v), _) => *v,
                (None, Some(d)) => {
                    // The default is the callee's expression: its generic
                    // arguments and its module's names are in scope.
                    let (env, src) = (self.funcs[f].env.clone(), self.funcs[f].src);
                    let saved = std::mem::replace(&mut self.env, env);
                    let dv = self.in_src(src, |c| c.lower_value(fx, d));
                    self.env = saved;
                    let dv = dv?;
                    TVal { literal: dv.literal, ..dv }
                }
                (None, None) => return Err(self.error(E_OVERLOAD, span, "missing argument")),
            };
            match p.dir {
                Dir::In => operands.push(self.convert(fx, v, p.ty, span, false)?),
                Dir::Out | Dir::InOut => {
                    // The argument was lowered once, as a place, by the caller.
                    let place = match places.get(k).cloned().flatten() {
                        Some(place @ Place::Mem { mutable: false, .. }) => {
                            let aspan = args.get(k).map_or(span, |&a| self.span(a));
                            self.require_mutable_operand(&place, aspan)?;
                            place
                        }
                        Some(place) => place,
                        None => {
                            let aspan = args.get(k).map_or(span, |&a| self.span(a));
                            let msg =
                                format!("argument {} is an 'out' or 'inout' argument: it must be an l-value", k + 1);
                            return Err(self.error(E_ARG_NOT_LVALUE, aspan, msg));
                        }
                    };
                    let tmp = self.new_var(fx, p.ty, "", span);
                    if p.dir == Dir::InOut {
                        self.emit(fx, "mem.store", &[tmp, v.value], &[], &[], span);
                    }
                    operands.push(tmp);
                    writebacks.push((place, tmp, p.ty));
                }
            }
        }
        let results: Vec<Type> = ret.into_iter().collect();
        let o = if dispatch {
            let method = self.dispatch_method_attr(f);
            self.emit(fx, nsl_dialects::gen::EXISTENTIAL_CALL.name, &operands, &results, &[("method", method)], span)
        } else if requirement {
            self.emit_witness_call(fx, f, &operands, &results, span)?
        } else if let Some((t, gargs, ws)) = generic_call {
            self.emit_generic_call(fx, t, &gargs, ws, &operands, &results, span)
        } else {
            let callee = self.ctx.symbol_attr(&self.funcs[f].symbol.clone());
            self.emit(fx, "func.call", &operands, &results, &[("callee", callee)], span)
        };
        for (place, tmp, ty) in writebacks {
            let v = self.emit_value(fx, "mem.load", &[tmp], ty, &[], span);
            self.store_place(fx, &place, v, span)?;
        }
        Ok(ret.map(|ty| TVal { value: self.ctx.result(o, 0), ty, literal: false }))
    }
}

/// Wraps `v` to an integer type of `width` bits: the low bits, sign-
/// extended when `signed`.
pub fn wrap_int(v: i128, width: u8, signed: bool) -> i128 {
    let shift = 128 - width as u32;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u128) << shift >> shift) as i128
    }
}

/// The integer literal `e` denotes, if it is one: a literal, or `-`, `+`
/// or `~` applied to one (Slang's parser folds these, so `-1` and `~0u`
/// are literals). `Ok((value, width, signed))` with the value wrapped to
/// the type (`-1u` is `0xFFFFFFFF`); `-2147483648` is an `int` and
/// `-9223372036854775808` an `int64_t` (their magnitudes alone are wider).
/// `Err` for a literal wider than 64 bits.
pub fn literal_int(ast: &crate::ast::Ast, e: ExprId) -> Option<Result<(i128, u8, bool), ()>> {
    // The unary operators down to the literal, outermost first: a loop,
    // as the chain may be deeper than the stack allows recursion.
    let mut ops = Vec::new();
    let mut at = e;
    let (value, suffix, decimal) = loop {
        match &ast.expr(at).kind {
            ExprKind::Int { value, suffix, decimal } => break (*value, suffix, *decimal),
            ExprKind::Unary { op: op @ (UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot), operand } => {
                ops.push(*op);
                at = *operand;
            }
            _ => return None,
        }
    };
    let Some((mut w, mut s, mut min)) = types::int_literal_type(value, suffix, decimal) else { return Some(Err(())) };
    let mut v = value as i128;
    for op in ops.into_iter().rev() {
        (v, w, s) = match op {
            UnaryOp::Neg if min => (-v, if v == 1 << 31 { 32 } else { 64 }, true),
            UnaryOp::Neg => (wrap_int(-v, w, s), w, s),
            UnaryOp::BitNot => (wrap_int(!v, w, s), w, s),
            _ => (v, w, s),
        };
        min = false;
    }
    Some(Ok((v, w, s)))
}

/// The width of a float literal's type by its suffix: `h`/`hf` half,
/// `l`/`lf` double, else float.
pub fn float_literal_width(suffix: &str) -> u8 {
    match suffix.to_ascii_lowercase().as_str() {
        "h" | "hf" | "fh" => 16,
        "l" | "lf" | "fl" => 64,
        _ => 32,
    }
}
