//! Existentials in host-visible memory: loads and stores convert between
//! the tagged value form and Slang's AnyValue record (type id in the
//! witness word, the payload packed into u32 words as Slang packs it:
//! each scalar at the next multiple of its size, 64-bit scalars low word
//! first, 8- and 16-bit scalars sharing words from the low bits up, bools
//! as one word, vectors by element, matrices by row (column-major ones by
//! column), structs aligned to their natural alignment without tail
//! padding, arrays by element).

use super::{host_visible, u32_const, zero, Conformance, Lowerer, Tables};
use nsl_dialects::gen;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, MatrixLayout, Op, Type, TypeKind, Value};
use std::cell::RefCell;

struct Cx<'a, 'b, 'c, 'l> {
    b: &'a mut Builder<'b>,
    tables: &'c Tables,
    lowerer: &'c RefCell<Lowerer<'l>>,
}

/// Converts the load or store `op` of a value of (original) type `orig`.
pub(super) fn convert_access(
    ctx: &mut Context,
    op: Op,
    orig: Type,
    tables: &Tables,
    lowerer: &RefCell<Lowerer>,
) -> Result<(), Diagnostic> {
    let loc = ctx.loc(op);
    let is_load = ctx.op_name(op) == "mem.load";
    let ptr = ctx.operand(op, 0);
    if !matches!(ctx.type_kind(ctx.value_type(ptr)), TypeKind::Ptr { space, .. } if host_visible(*space)) {
        return Ok(());
    }
    let mem_ty = lowerer.borrow_mut().lower(ctx, orig, true);
    let stored = (!is_load).then(|| ctx.operand(op, 1));
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    let mut cx = Cx { b: &mut b, tables, lowerer };
    let err = |m: String| Diagnostic::error("NSL3164", loc, m);
    if is_load {
        let raw = cx.b.value("mem.load", &[ptr], mem_ty, &[]);
        let v = cx.value_form(orig, raw).map_err(err)?;
        let r = ctx.result(op, 0);
        ctx.replace_all_uses(r, v);
        ctx.erase_op(op);
    } else if let Some(v) = stored {
        let m = cx.memory_form(orig, v).map_err(err)?;
        ctx.set_operand(op, 1, m);
    }
    Ok(())
}

/// `hl.existential_make %id, %value` of (original) existential type `orig`:
/// the value's bits packed as AnyValue words, read back as the payload of
/// the type with that id. `value_ty` is the value's original type.
pub(super) fn make(
    ctx: &mut Context,
    op: Op,
    (orig, value_ty): (Type, Type),
    tables: &Tables,
    lowerer: &RefCell<Lowerer>,
) -> Result<(), Diagnostic> {
    let loc = ctx.loc(op);
    let (id, value) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let words_n = tables.words(ctx, orig);
    let rec_ty = lowerer.borrow_mut().lower(ctx, orig, true);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    let mut cx = Cx { b: &mut b, tables, lowerer };
    let err = |m: String| Diagnostic::error("NSL3164", loc, m);
    let u32_ty = cx.ctx().int_type(32, false);
    let id = if cx.ctx().value_type(id) == u32_ty { id } else { cx.b.value("arith.convert", &[id], u32_ty, &[]) };
    let zero_word = u32_const(cx.b, 0);
    let mut w = Words { words: vec![zero_word; words_n as usize], at: 0 };
    let what = format!("the value given to createDynamicObject ('{}')", super::type_name(cx.b.ctx, value_ty));
    // No conforming type holds data (an inferred size of 0): the value is
    // not kept, as slangc drops it.
    let explicit = gen::existential_words(cx.ctx(), orig).is_some();
    if words_n > 0 || explicit {
        cx.pack(value_ty, value, &mut w, &what).map_err(err)?;
    }
    let uint2 = cx.ctx().vector_type(u32_ty, 2);
    let rtti = cx.b.value("vec.construct", &[zero_word, zero_word], uint2, &[]);
    let witness = cx.b.value("vec.construct", &[id, zero_word], uint2, &[]);
    let mut items = vec![rtti, witness];
    items.extend(w.words);
    let rec = cx.b.value("agg.construct", &items, rec_ty, &[]);
    let v = cx.unmarshal(orig, rec).map_err(err)?;
    let r = ctx.result(op, 0);
    ctx.replace_all_uses(r, v);
    ctx.erase_op(op);
    Ok(())
}

/// `hl.reinterpret %v : T`: `v` packed as AnyValue words (as many as the
/// larger type needs, zero-filled), unpacked as a `T`. `(from, to)` are the
/// original types (interface values in them were retyped to their value form).
pub(super) fn reinterpret(
    ctx: &mut Context,
    op: Op,
    (from, to): (Type, Type),
    tables: &Tables,
    lowerer: &RefCell<Lowerer>,
) -> Result<(), Diagnostic> {
    let loc = ctx.loc(op);
    let value = ctx.operand(op, 0);
    let err = |m: String| Diagnostic::error("NSL3165", loc, m);
    let words_of = |ctx: &Context, t: Type| Some(tables.words(ctx, t));
    let size = |ctx: &Context, t: Type| {
        natural(ctx, t, &words_of)
            .map(|(s, _)| s)
            .ok_or_else(|| err(format!("reinterpret: '{}' has no AnyValue layout here", super::type_name(ctx, t))))
    };
    let words_n = size(ctx, from)?.max(size(ctx, to)?).div_ceil(4);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    let mut cx = Cx { b: &mut b, tables, lowerer };
    let zero_word = u32_const(cx.b, 0);
    let mut w = Words { words: vec![zero_word; words_n as usize], at: 0 };
    let what = format!("the value given to reinterpret ('{}')", super::type_name(cx.b.ctx, from));
    cx.pack(from, value, &mut w, &what).map_err(err)?;
    w.at = 0;
    let v = cx.unpack(to, &mut w, &what).map_err(err)?;
    let r = ctx.result(op, 0);
    ctx.replace_all_uses(r, v);
    ctx.erase_op(op);
    Ok(())
}

/// The payload words of a nested existential type, where known.
pub type WordsOf<'a> = &'a dyn Fn(&Context, Type) -> Option<u32>;

/// Natural size and alignment in bytes (Slang's natural layout). A nested
/// interface value is its AnyValue record: a uint2 of type information, a
/// uint2 whose first word is the type id, then `words(ty)` payload words.
pub fn natural(ctx: &Context, ty: Type, words: WordsOf) -> Option<(u32, u32)> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Bool => (4, 4),
        TypeKind::Int { width, .. } | TypeKind::Float { width } => (u32::from(*width) / 8, u32::from(*width) / 8),
        TypeKind::MiniFloat(m) => (u32::from(m.width()) / 8, u32::from(m.width()) / 8),
        TypeKind::Opaque { .. } if gen::existential_interface(ctx, ty).is_some() => (16 + 4 * words(ctx, ty)?, 4),
        TypeKind::Vector { elem, len } => {
            let (s, a) = natural(ctx, *elem, words)?;
            (s * u32::from(*len), a)
        }
        TypeKind::Matrix { elem, rows, cols, .. } => {
            let (s, a) = natural(ctx, *elem, words)?;
            (s * u32::from(*rows) * u32::from(*cols), a)
        }
        TypeKind::Array { elem, len: Some(n) } => {
            let (s, a) = natural(ctx, *elem, words)?;
            (s.div_ceil(a) * a * n, a)
        }
        TypeKind::Struct { fields, .. } => {
            let (mut size, mut align) = (0u32, 1u32);
            for &(_, t) in fields {
                let (s, a) = natural(ctx, t, words)?;
                size = size.div_ceil(a) * a + s;
                align = align.max(a);
            }
            (size.div_ceil(align) * align, align)
        }
        // A descriptor handle is its uint2.
        TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => (8, 4),
        // A device pointer is its 64-bit address.
        TypeKind::Ptr { space, .. } if device_space(*space) => (8, 8),
        _ => return None,
    })
}

/// Is `space` device memory, whose pointers are 64-bit addresses?
fn device_space(space: AddressSpace) -> bool {
    matches!(space, AddressSpace::Device | AddressSpace::DeviceStd430)
}

/// A cursor over the payload words.
struct Words {
    words: Vec<Value>,
    at: u32,
}

impl Words {
    fn align(&mut self, n: u32) {
        self.at = self.at.div_ceil(n) * n;
    }
    fn word(&self, what: &str) -> Result<usize, String> {
        let i = (self.at / 4) as usize;
        if i < self.words.len() {
            Ok(i)
        } else {
            Err(format!("{what} does not fit the interface's anyValueSize ({} bytes)", self.words.len() * 4))
        }
    }
}

impl<'c> Cx<'_, '_, 'c, '_> {
    fn ctx(&mut self) -> &mut Context {
        self.b.ctx
    }
    fn natural(&self, ty: Type) -> Option<(u32, u32)> {
        let tables = self.tables;
        natural(self.b.ctx, ty, &|ctx: &Context, t: Type| Some(tables.words(ctx, t)))
    }
    /// The AnyValue record type's fields: type information, witness, payload words.
    fn record_fields(&mut self, ty: Type) -> Vec<Type> {
        let u32_ty = self.ctx().int_type(32, false);
        let uint2 = self.ctx().vector_type(u32_ty, 2);
        let n = self.tables.words(self.b.ctx, ty);
        let mut f = vec![uint2, uint2];
        f.extend((0..n).map(|_| u32_ty));
        f
    }
    fn int(&mut self, v: i128, ty: Type) -> Value {
        let a = self.ctx().int_attr(v);
        self.b.value("arith.const", &[], ty, &[("value", a)])
    }
    fn index(&mut self, name: &str, v: Value, i: u32, ty: Type) -> Value {
        let a = self.ctx().int_attr(i.into());
        self.b.value(name, &[v], ty, &[("index", a)])
    }

    fn value_form(&mut self, orig: Type, v: Value) -> Result<Value, String> {
        self.convert_form(orig, v, false)
    }

    fn memory_form(&mut self, orig: Type, v: Value) -> Result<Value, String> {
        self.convert_form(orig, v, true)
    }

    /// `v` of type `orig` (lowered in the other form) in its memory form
    /// (`to_memory`: interface values marshalled to AnyValue words) or its
    /// value form (unmarshalled), aggregates field by field.
    fn convert_form(&mut self, orig: Type, v: Value, to_memory: bool) -> Result<Value, String> {
        let to_ty = self.lowerer.borrow_mut().lower(self.b.ctx, orig, to_memory);
        match self.ctx().type_kind(orig).clone() {
            TypeKind::Opaque { .. } if to_memory => self.marshal(orig, v),
            TypeKind::Opaque { .. } => self.unmarshal(orig, v),
            _ if !super::holds_existential(self.ctx(), orig) => Ok(v),
            TypeKind::Struct { fields, .. } => {
                let mut items = Vec::new();
                for (i, &(_, ft)) in fields.iter().enumerate() {
                    let from_ty = self.lowerer.borrow_mut().lower(self.b.ctx, ft, !to_memory);
                    let e = self.index("agg.extract", v, i as u32, from_ty);
                    items.push(self.convert_form(ft, e, to_memory)?);
                }
                Ok(self.b.value("agg.construct", &items, to_ty, &[]))
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let from_ty = self.lowerer.borrow_mut().lower(self.b.ctx, elem, !to_memory);
                let mut items = Vec::new();
                for i in 0..n {
                    let e = self.index("agg.extract", v, i, from_ty);
                    items.push(self.convert_form(elem, e, to_memory)?);
                }
                Ok(self.b.value("agg.construct", &items, to_ty, &[]))
            }
            _ => Err("this interface-typed value in memory is not supported yet".into()),
        }
    }

    fn conformances(&self, orig: Type) -> (String, &'c [Conformance]) {
        let iface = gen::existential_interface(self.b.ctx, orig).unwrap_or_default().to_string();
        let tables: &'c Tables = self.tables;
        let list = tables.by_interface.get(&iface).map_or(&[][..], |v| &v[..]);
        (iface, list)
    }

    /// The switch on `id` over `list`, each arm giving `f(arm, c)`, the
    /// default arm `default`.
    fn switch(
        &mut self,
        id: Value,
        list: &[Conformance],
        result: Type,
        arm: &mut dyn FnMut(&mut Self, &Conformance) -> Result<Value, String>,
        default: &mut dyn FnMut(&mut Self) -> Value,
    ) -> Result<Value, String> {
        let lists: Vec<nsl_ir::Attr> = list
            .iter()
            .map(|c| {
                let a = self.b.ctx.int_attr(c.id.into());
                self.b.ctx.array_attr(vec![a])
            })
            .collect();
        let cases = self.b.ctx.array_attr(lists);
        let sw = self.b.op("cf.switch", &[id], &[result], &[("cases", cases)], list.len() + 1);
        let saved = self.b.ip;
        for (i, c) in list.iter().enumerate() {
            self.b.ip = InsertPoint::End(self.b.ctx.body(sw, i));
            let v = arm(self, c)?;
            self.b.op("cf.break", &[v], &[], &[], 0);
        }
        self.b.ip = InsertPoint::End(self.b.ctx.body(sw, list.len()));
        let v = default(self);
        self.b.op("cf.break", &[v], &[], &[], 0);
        self.b.ip = saved;
        Ok(self.b.ctx.result(sw, 0))
    }

    fn unmarshal(&mut self, orig: Type, rec: Value) -> Result<Value, String> {
        let (iface, list) = self.conformances(orig);
        let words_n = self.tables.words(self.b.ctx, orig);
        let val_ty = self.lowerer.borrow_mut().lower(self.b.ctx, orig, false);
        let u32_ty = self.ctx().int_type(32, false);
        let uint2 = self.ctx().vector_type(u32_ty, 2);
        let witness = self.index("agg.extract", rec, 1, uint2);
        let id = self.index("vec.extract", witness, 0, u32_ty);
        let words: Vec<Value> = (0..words_n).map(|j| self.index("agg.extract", rec, 2 + j, u32_ty)).collect();
        let TypeKind::Struct { fields, .. } = self.ctx().type_kind(val_ty).clone() else {
            return Err("internal: an existential's value form is not a struct".into());
        };
        let build = |cx: &mut Self, payload: Option<(u32, Value)>| {
            let mut items = vec![id];
            for (k, &(_, ft)) in fields.iter().enumerate().skip(1) {
                items.push(match payload {
                    Some((f, v)) if f == k as u32 => v,
                    _ => zero(cx.b, ft),
                });
            }
            cx.b.value("agg.construct", &items, val_ty, &[])
        };
        let mut arm = |cx: &mut Self, c: &Conformance| {
            let payload = match c.field {
                Some(f) => {
                    let mut w = Words { words: words.clone(), at: 0 };
                    let what = format!("type '{}' (conforming to '{iface}')", super::type_name(cx.b.ctx, c.ty));
                    Some((f, cx.unpack(c.ty, &mut w, &what)?))
                }
                None => None,
            };
            Ok(build(cx, payload))
        };
        let mut default = |cx: &mut Self| build(cx, None);
        self.switch(id, list, val_ty, &mut arm, &mut default)
    }

    fn marshal(&mut self, orig: Type, v: Value) -> Result<Value, String> {
        let (iface, list) = self.conformances(orig);
        let words_n = self.tables.words(self.b.ctx, orig);
        let rec_ty = self.lowerer.borrow_mut().lower(self.b.ctx, orig, true);
        let u32_ty = self.ctx().int_type(32, false);
        let uint2 = self.ctx().vector_type(u32_ty, 2);
        let id = self.index("agg.extract", v, 0, u32_ty);
        let build = |cx: &mut Self, words: Vec<Value>| {
            let z = u32_const(cx.b, 0);
            let rtti = cx.b.value("vec.construct", &[z, z], uint2, &[]);
            let witness = cx.b.value("vec.construct", &[id, z], uint2, &[]);
            let mut items = vec![rtti, witness];
            items.extend(words);
            cx.b.value("agg.construct", &items, rec_ty, &[])
        };
        let mut arm = |cx: &mut Self, c: &Conformance| {
            let zero_word = u32_const(cx.b, 0);
            let mut w = Words { words: vec![zero_word; words_n as usize], at: 0 };
            if let Some(f) = c.field {
                let pt = cx.lowerer.borrow_mut().ty(cx.b.ctx, c.ty);
                let payload = cx.index("agg.extract", v, f, pt);
                let what = format!("type '{}' (conforming to '{iface}')", super::type_name(cx.b.ctx, c.ty));
                cx.pack(c.ty, payload, &mut w, &what)?;
            }
            Ok(build(cx, w.words))
        };
        let mut default = |cx: &mut Self| {
            let zero_word = u32_const(cx.b, 0);
            build(cx, vec![zero_word; words_n as usize])
        };
        self.switch(id, list, rec_ty, &mut arm, &mut default)
    }

    /// The scalar type's width in bits, or an error for what AnyValue
    /// cannot hold.
    fn scalar_width(&self, ty: Type, what: &str) -> Result<u8, String> {
        match self.b.ctx.type_kind(ty) {
            TypeKind::Bool => Ok(32),
            TypeKind::Int { width, .. } | TypeKind::Float { width } => Ok(*width),
            TypeKind::MiniFloat(m) => Ok(m.width()),
            _ => Err(format!("{what} holds a value that cannot be stored in an interface's AnyValue")),
        }
    }

    fn pack(&mut self, ty: Type, v: Value, w: &mut Words, what: &str) -> Result<(), String> {
        match self.ctx().type_kind(ty).clone() {
            // A nested interface value: its AnyValue record, word by word.
            TypeKind::Opaque { .. } if gen::existential_interface(self.ctx(), ty).is_some() => {
                let rec = self.marshal(ty, v)?;
                for (i, ft) in self.record_fields(ty).into_iter().enumerate() {
                    let e = self.index("agg.extract", rec, i as u32, ft);
                    self.pack(ft, e, w, what)?;
                }
            }
            TypeKind::Vector { elem, len } => {
                for i in 0..len {
                    let e = self.index("vec.extract", v, i.into(), elem);
                    self.pack(elem, e, w, what)?;
                }
            }
            TypeKind::Matrix { elem, rows, cols, layout } => {
                let row_ty = self.ctx().vector_type(elem, cols);
                let rows_v: Vec<Value> =
                    (0..rows).map(|r| self.index("mat.extract_row", v, r.into(), row_ty)).collect();
                let order: Vec<(u8, u8)> = if layout == MatrixLayout::ColumnMajor {
                    (0..cols).flat_map(|c| (0..rows).map(move |r| (r, c))).collect()
                } else {
                    (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))).collect()
                };
                for (r, c) in order {
                    let e = self.index("vec.extract", rows_v[r as usize], c.into(), elem);
                    self.pack(elem, e, w, what)?;
                }
            }
            TypeKind::Struct { fields, .. } => {
                // Aligned to its alignment; what follows packs right after
                // its last field (Slang's natural layout has no tail
                // padding: an array element's alignment gives the stride).
                let (_, align) = self.natural(ty).ok_or_else(|| format!("{what} cannot be packed"))?;
                w.align(align);
                for (i, &(_, ft)) in fields.iter().enumerate() {
                    let lt = self.lowerer.borrow_mut().ty(self.b.ctx, ft);
                    let e = self.index("agg.extract", v, i as u32, lt);
                    self.pack(ft, e, w, what)?;
                }
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let lt = self.lowerer.borrow_mut().ty(self.b.ctx, elem);
                for i in 0..n {
                    let e = self.index("agg.extract", v, i, lt);
                    self.pack(elem, e, w, what)?;
                }
            }
            TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(self.ctx(), ty).is_some() => {
                let u32_ty = self.ctx().int_type(32, false);
                let uint2 = self.ctx().vector_type(u32_ty, 2);
                let bits = self.b.value("hl.handle_cast", &[v], uint2, &[]);
                self.pack(uint2, bits, w, what)?;
            }
            TypeKind::Ptr { space, .. } if device_space(space) => {
                let u64_ty = self.ctx().int_type(64, false);
                let bits = self.b.value("mem.ptr_to_int", &[v], u64_ty, &[]);
                self.pack_scalar(u64_ty, bits, w, what)?;
            }
            _ => self.pack_scalar(ty, v, w, what)?,
        }
        Ok(())
    }

    fn pack_scalar(&mut self, ty: Type, v: Value, w: &mut Words, what: &str) -> Result<(), String> {
        let width = self.scalar_width(ty, what)?;
        let u32_ty = self.ctx().int_type(32, false);
        let is_bool = matches!(self.ctx().type_kind(ty), TypeKind::Bool);
        match width {
            32 => {
                w.align(4);
                let i = w.word(what)?;
                w.words[i] = if is_bool {
                    let (one, zero) = (u32_const(self.b, 1), u32_const(self.b, 0));
                    self.b.value("arith.select", &[v, one, zero], u32_ty, &[])
                } else if ty == u32_ty {
                    v
                } else {
                    self.b.value("arith.bitcast", &[v], u32_ty, &[])
                };
                w.at += 4;
            }
            64 => {
                w.align(8);
                let i = w.word(what)?;
                w.at += 4;
                let j = w.word(what)?;
                w.at += 4;
                let u64_ty = self.ctx().int_type(64, false);
                let bits = if ty == u64_ty { v } else { self.b.value("arith.bitcast", &[v], u64_ty, &[]) };
                let lo = self.b.value("arith.convert", &[bits], u32_ty, &[]);
                let s = self.int(32, u64_ty);
                let shifted = self.b.value("arith.shr", &[bits, s], u64_ty, &[]);
                let hi = self.b.value("arith.convert", &[shifted], u32_ty, &[]);
                w.words[i] = lo;
                w.words[j] = hi;
            }
            8 | 16 => {
                let bytes = u32::from(width) / 8;
                w.align(bytes);
                let i = w.word(what)?;
                let un = self.ctx().int_type(width, false);
                let bits = if ty == un { v } else { self.b.value("arith.bitcast", &[v], un, &[]) };
                let wide = self.b.value("arith.convert", &[bits], u32_ty, &[]);
                let s = self.int(i128::from(8 * (w.at % 4)), u32_ty);
                let shifted = self.b.value("arith.shl", &[wide, s], u32_ty, &[]);
                w.words[i] = self.b.value("arith.or", &[w.words[i], shifted], u32_ty, &[]);
                w.at += bytes;
            }
            _ => return Err(format!("{what} holds a scalar AnyValue cannot hold")),
        }
        Ok(())
    }

    fn unpack(&mut self, ty: Type, w: &mut Words, what: &str) -> Result<Value, String> {
        Ok(match self.ctx().type_kind(ty).clone() {
            TypeKind::Opaque { .. } if gen::existential_interface(self.ctx(), ty).is_some() => {
                w.align(4);
                let items = self
                    .record_fields(ty)
                    .into_iter()
                    .map(|ft| self.unpack(ft, w, what))
                    .collect::<Result<Vec<_>, _>>()?;
                let rec_ty = self.lowerer.borrow_mut().lower(self.b.ctx, ty, true);
                let rec = self.b.value("agg.construct", &items, rec_ty, &[]);
                self.unmarshal(ty, rec)?
            }
            TypeKind::Vector { elem, len } => {
                let items = (0..len).map(|_| self.unpack(elem, w, what)).collect::<Result<Vec<_>, _>>()?;
                self.b.value("vec.construct", &items, ty, &[])
            }
            TypeKind::Matrix { elem, rows, cols, layout } => {
                let mut m = vec![vec![None; cols as usize]; rows as usize];
                let order: Vec<(u8, u8)> = if layout == MatrixLayout::ColumnMajor {
                    (0..cols).flat_map(|c| (0..rows).map(move |r| (r, c))).collect()
                } else {
                    (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))).collect()
                };
                for (r, c) in order {
                    m[r as usize][c as usize] = Some(self.unpack(elem, w, what)?);
                }
                let row_ty = self.ctx().vector_type(elem, cols);
                let rows_v: Vec<Value> = m
                    .into_iter()
                    .map(|row| {
                        let items: Vec<Value> = row.into_iter().flatten().collect();
                        self.b.value("vec.construct", &items, row_ty, &[])
                    })
                    .collect();
                self.b.value("mat.construct", &rows_v, ty, &[])
            }
            TypeKind::Struct { fields, .. } => {
                let (_, align) = self.natural(ty).ok_or_else(|| format!("{what} cannot be packed"))?;
                w.align(align);
                let items = fields.iter().map(|&(_, ft)| self.unpack(ft, w, what)).collect::<Result<Vec<_>, _>>()?;
                let lt = self.lowerer.borrow_mut().ty(self.b.ctx, ty);
                self.b.value("agg.construct", &items, lt, &[])
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let items = (0..n).map(|_| self.unpack(elem, w, what)).collect::<Result<Vec<_>, _>>()?;
                let lt = self.lowerer.borrow_mut().ty(self.b.ctx, ty);
                self.b.value("agg.construct", &items, lt, &[])
            }
            TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(self.ctx(), ty).is_some() => {
                let u32_ty = self.ctx().int_type(32, false);
                let uint2 = self.ctx().vector_type(u32_ty, 2);
                let bits = self.unpack(uint2, w, what)?;
                self.b.value("hl.handle_cast", &[bits], ty, &[])
            }
            TypeKind::Ptr { space, .. } if device_space(space) => {
                let u64_ty = self.ctx().int_type(64, false);
                let bits = self.unpack_scalar(u64_ty, w, what)?;
                let lt = self.lowerer.borrow_mut().ty(self.b.ctx, ty);
                self.b.value("mem.int_to_ptr", &[bits], lt, &[])
            }
            _ => self.unpack_scalar(ty, w, what)?,
        })
    }

    fn unpack_scalar(&mut self, ty: Type, w: &mut Words, what: &str) -> Result<Value, String> {
        let width = self.scalar_width(ty, what)?;
        let u32_ty = self.ctx().int_type(32, false);
        let is_bool = matches!(self.ctx().type_kind(ty), TypeKind::Bool);
        Ok(match width {
            32 => {
                w.align(4);
                let word = w.words[w.word(what)?];
                w.at += 4;
                if is_bool {
                    let z = u32_const(self.b, 0);
                    let pred = self.ctx().str_attr("ne");
                    self.b.value("arith.cmp", &[word, z], ty, &[("pred", pred)])
                } else if ty == u32_ty {
                    word
                } else {
                    self.b.value("arith.bitcast", &[word], ty, &[])
                }
            }
            64 => {
                w.align(8);
                let lo = w.words[w.word(what)?];
                w.at += 4;
                let hi = w.words[w.word(what)?];
                w.at += 4;
                let u64_ty = self.ctx().int_type(64, false);
                let lo = self.b.value("arith.convert", &[lo], u64_ty, &[]);
                let hi = self.b.value("arith.convert", &[hi], u64_ty, &[]);
                let s = self.int(32, u64_ty);
                let hi = self.b.value("arith.shl", &[hi, s], u64_ty, &[]);
                let bits = self.b.value("arith.or", &[hi, lo], u64_ty, &[]);
                if ty == u64_ty {
                    bits
                } else {
                    self.b.value("arith.bitcast", &[bits], ty, &[])
                }
            }
            8 | 16 => {
                let bytes = u32::from(width) / 8;
                w.align(bytes);
                let word = w.words[w.word(what)?];
                let s = self.int(i128::from(8 * (w.at % 4)), u32_ty);
                w.at += bytes;
                let shifted = self.b.value("arith.shr", &[word, s], u32_ty, &[]);
                let un = self.ctx().int_type(width, false);
                let bits = self.b.value("arith.convert", &[shifted], un, &[]);
                if ty == un {
                    bits
                } else {
                    self.b.value("arith.bitcast", &[bits], ty, &[])
                }
            }
            _ => return Err(format!("{what} holds a scalar AnyValue cannot hold")),
        })
    }
}
