//! `Tuple<T...>`: a struct type per element list, `struct<Tuple<int, float>
//! {_0: i32, _1: f32}>`, registered among the generic struct instances
//! under the name `Tuple` (so `._0` is an ordinary field). What Slang's
//! core module adds around it lives here: swizzles (`t._2_0` is a tuple
//! of those elements, readable and assignable), `makeTuple(...)`,
//! `Tuple<...>(...)`, `concat(t, u)`, `countof(t)` and the lexicographic
//! comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`).

use super::expr::{Place, TVal};
use super::generics::GArg;
use super::stmt::FnCx;
use super::{CResult, Checker, StructInfo, E_NOT_LVALUE, E_OVERLOAD, E_TYPE_MISMATCH};
use crate::ast::{BinaryOp, ExprId};
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};
use rustc_hash::FxHashMap;

/// The core module's functions over tuples, called by name (a user
/// declaration of the same name hides them).
pub const TUPLE_FUNCTIONS: [&str; 3] = ["makeTuple", "concat", "countof"];

/// The element indices a tuple swizzle names: `_1_0` is `[1, 0]` (two or
/// more elements; one is a field).
fn swizzle_indices(name: &str, len: usize) -> Option<Vec<usize>> {
    let parts: Vec<&str> = name.strip_prefix('_')?.split('_').collect();
    if parts.len() < 2 {
        return None;
    }
    parts
        .iter()
        .map(|p| {
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) || p.len() > 1 && p.starts_with('0') {
                return None;
            }
            p.parse::<usize>().ok().filter(|&i| i < len)
        })
        .collect()
}

impl Checker<'_> {
    /// `Tuple<elems...>`.
    pub fn tuple_type(&mut self, elems: &[Type]) -> Type {
        let key = ("Tuple".to_string(), elems.iter().map(|&t| GArg::Type(t)).collect::<Vec<_>>());
        if let Some(&s) = self.struct_instances.get(&key) {
            return self.structs[s].ty;
        }
        let shown: Vec<String> = elems.iter().map(|&t| self.show(t)).collect();
        let name = format!("Tuple<{}>", shown.join(", "));
        let fields: Vec<(String, Type)> = elems.iter().enumerate().map(|(i, &t)| (format!("_{i}"), t)).collect();
        let sname = self.ctx.sym(&name);
        let field_syms = fields.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: field_syms });
        self.structs.push(StructInfo {
            name,
            ty,
            defaults: vec![None; fields.len()],
            field_requires: vec![None; fields.len()],
            fields,
            methods: FxHashMap::default(),
            conforms: Vec::new(),
            conform_refs: Vec::new(),
            base: None,
            origin: None,
            member_types: FxHashMap::default(),
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            env: Default::default(),
            require: None,
            bitfields: FxHashMap::default(),
            shadowed: FxHashMap::default(),
        });
        self.record_struct_instance(key.0, key.1, self.structs.len() - 1);
        ty
    }

    /// The element types when `ty` is a tuple.
    pub fn tuple_elems(&self, ty: Type) -> Option<Vec<Type>> {
        let (name, args) = self.struct_instance_of(ty)?;
        if name != "Tuple" {
            return None;
        }
        args.iter()
            .map(|a| match a {
                GArg::Type(t) => Some(*t),
                GArg::Value(_) | GArg::Pack(_) => None,
            })
            .collect()
    }

    /// `base._i_j...` of a tuple place: a place of those elements (`._i`
    /// of a swizzle's place too).
    pub fn tuple_member_place(
        &mut self,
        fx: &mut FnCx,
        base: &Place,
        name: &str,
        span: Span,
    ) -> Option<CResult<Place>> {
        let elems = self.tuple_elems(base.ty())?;
        let indices = match (swizzle_indices(name, elems.len()), base) {
            (Some(indices), _) => indices,
            (None, Place::Parts { parts, .. }) => {
                let i = name.strip_prefix('_')?.parse::<usize>().ok()?;
                return Some(match parts.get(i) {
                    Some(p) => Ok(p.clone()),
                    None => {
                        let msg = format!("'{name}' is not a member of '{}'", self.show(base.ty()));
                        Err(self.error(super::E_NO_MEMBER, span, msg))
                    }
                });
            }
            (None, _) => return None,
        };
        let ty = self.tuple_type(&indices.iter().map(|&i| elems[i]).collect::<Vec<_>>());
        let distinct = indices.iter().enumerate().all(|(k, i)| !indices[..k].contains(i));
        let mut parts = Vec::new();
        for i in indices {
            let part = match base {
                Place::Parts { parts: inner, .. } => Ok(inner[i].clone()),
                _ => self.member_place(fx, base.clone(), &format!("_{i}"), span),
            };
            match part {
                Ok(p) => parts.push(p),
                Err(e) => return Some(Err(e)),
            }
        }
        Some(Ok(Place::Parts { parts, ty, distinct }))
    }

    /// `v._i_j...` of a tuple value.
    pub fn tuple_member_value(&mut self, fx: &mut FnCx, v: TVal, name: &str, span: Span) -> Option<TVal> {
        let elems = self.tuple_elems(v.ty)?;
        let indices = swizzle_indices(name, elems.len())?;
        let items: Vec<TVal> = indices.iter().map(|&i| self.tuple_element(fx, v.value, i, elems[i], span)).collect();
        Some(self.make_tuple(fx, &items, span))
    }

    fn tuple_element(&mut self, fx: &mut FnCx, v: Value, i: usize, ty: Type, span: Span) -> TVal {
        let idx = self.ctx.int_attr(i as i128);
        let value = self.emit_value(fx, "agg.extract", &[v], ty, &[("index", idx)], span);
        TVal { value, ty, literal: false }
    }

    /// A tuple of these values, of their types.
    pub fn make_tuple(&mut self, fx: &mut FnCx, items: &[TVal], span: Span) -> TVal {
        let ty = self.tuple_type(&items.iter().map(|v| v.ty).collect::<Vec<_>>());
        let values: Vec<Value> = items.iter().map(|v| v.value).collect();
        let value = self.emit_value(fx, "agg.construct", &values, ty, &[], span);
        TVal { value, ty, literal: false }
    }

    /// Whether a call of `name` is one of the core module's tuple functions.
    pub fn is_tuple_function(&self, fx: &FnCx, name: &str) -> bool {
        TUPLE_FUNCTIONS.contains(&name) && fx.lookup(name).is_none() && !self.items.contains_key(name)
    }

    /// `makeTuple<T...>(a, b, ...)`: the values converted to those types.
    pub fn call_make_tuple_explicit(
        &mut self,
        fx: &mut FnCx,
        gargs: &[crate::ast::TypeOrExpr],
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        let mut types = Vec::new();
        for g in gargs {
            match g {
                crate::ast::TypeOrExpr::Type(t) => types.push(self.resolve_type(super::Unit::User, *t)?),
                crate::ast::TypeOrExpr::Expr(_) => {
                    return Err(self.error(E_TYPE_MISMATCH, span, "'makeTuple' takes type arguments"));
                }
            }
        }
        if types.len() != args.len() {
            let msg = format!("'makeTuple' has {} type arguments but {} values", types.len(), args.len());
            return Err(self.error(E_OVERLOAD, span, msg));
        }
        let mut items = Vec::new();
        for (&a, &ty) in args.iter().zip(&types) {
            let v = self.lower_value(fx, a)?;
            let aspan = self.user.expr(a).span;
            let value = self.convert(fx, v, ty, aspan, false)?;
            items.push(TVal { value, ty, literal: false });
        }
        Ok(self.make_tuple(fx, &items, span))
    }

    /// `makeTuple(a, b, ...)`, `concat(t, u)`, `countof(t)`.
    pub fn call_tuple_function(&mut self, fx: &mut FnCx, name: &str, args: &[ExprId], span: Span) -> CResult<TVal> {
        let mut vals = Vec::new();
        for (a, at) in self.splice_pack_args(fx, args)? {
            vals.push(match at {
                Some(i) => self.at_pack_element(fx, i, |c, fx| c.lower_value(fx, a))?,
                None => self.lower_value(fx, a)?,
            });
        }
        match name {
            "makeTuple" => Ok(self.make_tuple(fx, &vals, span)),
            "concat" => {
                let pair = match vals[..] {
                    [t, u] => self.tuple_elems(t.ty).zip(self.tuple_elems(u.ty)).map(|(te, ue)| (t, u, te, ue)),
                    _ => None,
                };
                let Some((t, u, te, ue)) = pair else {
                    return Err(self.error(E_OVERLOAD, span, "'concat' takes two tuples"));
                };
                let mut items = Vec::new();
                for (i, &ty) in te.iter().enumerate() {
                    items.push(self.tuple_element(fx, t.value, i, ty, span));
                }
                for (i, &ty) in ue.iter().enumerate() {
                    items.push(self.tuple_element(fx, u.value, i, ty, span));
                }
                Ok(self.make_tuple(fx, &items, span))
            }
            _ => {
                let n = match vals[..] {
                    [v] => self.tuple_elems(v.ty).map(|e| e.len()).or_else(|| self.sized_array_len(v.ty)),
                    _ => None,
                };
                let Some(n) = n else {
                    return Err(self.error(E_OVERLOAD, span, "'countof' takes a tuple or a sized array"));
                };
                let ity = self.ctx.int_type(32, true);
                let a = self.ctx.int_attr(n as i128);
                let value = self.emit_value(fx, "arith.const", &[], ity, &[("value", a)], span);
                Ok(TVal { value, ty: ity, literal: true })
            }
        }
    }

    /// The element count of a sized array type (`countof(arr)`).
    pub(super) fn sized_array_len(&self, ty: Type) -> Option<usize> {
        match *self.ctx.type_kind(ty) {
            TypeKind::Array { len: Some(n), .. } => Some(n as usize),
            _ => None,
        }
    }

    /// `a op b` for two tuples of the same type: equality element by
    /// element, order lexicographic. `None` when `a` is not a tuple.
    pub fn tuple_compare(
        &mut self,
        fx: &mut FnCx,
        op: BinaryOp,
        a: TVal,
        b: TVal,
        span: Span,
    ) -> Option<CResult<TVal>> {
        use BinaryOp::*;
        let elems = self.tuple_elems(a.ty)?;
        if !matches!(op, Eq | Ne | Lt | Le | Gt | Ge) {
            return None;
        }
        if b.ty != a.ty {
            let msg = format!("cannot compare '{}' with '{}'", self.show(a.ty), self.show(b.ty));
            return Some(Err(self.error(E_TYPE_MISMATCH, span, msg)));
        }
        let (x, y) = if matches!(op, Gt | Ge) { (b, a) } else { (a, b) };
        let bool_ty = self.ctx.bool_type();
        let constant = |c: &mut Self, fx: &mut FnCx, v: bool| {
            let a = c.ctx.bool_attr(v);
            c.emit_value(fx, "arith.const", &[], bool_ty, &[("value", a)], span)
        };
        // From the last element back: `eq = e_i && eq`, `lt = l_i || (e_i && lt)`.
        let strict = matches!(op, Lt | Gt);
        let mut acc = constant(self, fx, !strict);
        let xs: Vec<TVal> = (0..elems.len()).map(|i| self.tuple_element(fx, x.value, i, elems[i], span)).collect();
        let ys: Vec<TVal> = (0..elems.len()).map(|i| self.tuple_element(fx, y.value, i, elems[i], span)).collect();
        for i in (0..elems.len()).rev() {
            let r = (|| -> CResult<Value> {
                let eq = self.scalar_bool(fx, Eq, xs[i], ys[i], span)?;
                let eq_rest = self.emit_value(fx, "arith.and", &[eq, acc], bool_ty, &[], span);
                if matches!(op, Eq | Ne) {
                    return Ok(eq_rest);
                }
                let lt = self.scalar_bool(fx, Lt, xs[i], ys[i], span)?;
                Ok(self.emit_value(fx, "arith.or", &[lt, eq_rest], bool_ty, &[], span))
            })();
            match r {
                Ok(v) => acc = v,
                Err(e) => return Some(Err(e)),
            }
        }
        if op == Ne {
            acc = self.emit_value(fx, "arith.not", &[acc], bool_ty, &[], span);
        }
        Some(Ok(TVal { value: acc, ty: bool_ty, literal: false }))
    }

    /// `a op b` as one `bool` (elements must compare to a single truth value).
    fn scalar_bool(&mut self, fx: &mut FnCx, op: BinaryOp, a: TVal, b: TVal, span: Span) -> CResult<Value> {
        let r = self.binary_values(fx, op, a, b, span)?;
        if r.ty != self.ctx.bool_type() {
            let msg = format!("tuple elements of type '{}' cannot be compared", self.show(a.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        Ok(r.value)
    }

    /// Reads a place of several elements (a tuple swizzle) as one tuple.
    pub fn load_parts(&mut self, fx: &mut FnCx, parts: &[Place], ty: Type, span: Span) -> CResult<TVal> {
        let mut values = Vec::new();
        for p in parts {
            values.push(self.load_place(fx, p, span)?.value);
        }
        // A matrix swizzle's elements make a vector.
        let op =
            if matches!(self.ctx.type_kind(ty), TypeKind::Vector { .. }) { "vec.construct" } else { "agg.construct" };
        let value = self.emit_value(fx, op, &values, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// Writes tuple `v` to a place of several elements, element by element.
    pub fn store_parts(&mut self, fx: &mut FnCx, parts: &[Place], ty: Type, v: Value, span: Span) -> CResult<()> {
        if let TypeKind::Vector { elem, len } = *self.ctx.type_kind(ty) {
            for (i, p) in parts.iter().enumerate().take(usize::from(len)) {
                let idx = self.ctx.int_attr(i as i128);
                let item = self.emit_value(fx, "vec.extract", &[v], elem, &[("index", idx)], span);
                self.store_place(fx, p, item, span)?;
            }
            return Ok(());
        }
        let elems = self.tuple_elems(ty).unwrap_or_default();
        if parts.len() != elems.len() {
            return Err(self.error(E_NOT_LVALUE, span, "this tuple swizzle cannot be assigned"));
        }
        for (i, p) in parts.iter().enumerate() {
            let item = self.tuple_element(fx, v, i, elems[i], span);
            self.store_place(fx, p, item.value, span)?;
        }
        Ok(())
    }
}
