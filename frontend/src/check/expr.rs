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

mod calls;
mod convert;
mod members;
pub(super) use members::IsTest;
mod operators;
mod overloads;
mod places;

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
    /// An element, at a run-time `index`, of a vector, array or matrix
    /// place that is not in memory (a texel, a property, a swizzle): read
    /// from a copy of the whole; not assignable (slangc's E40017).
    Element { base: Box<Place>, index: Value, elem: Type },
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
            Place::Element { elem, .. } => *elem,
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
    if let Some(tag) = types::enum_tag(ctx, ty) {
        return natural_layout(ctx, tag);
    }
    Some(match ctx.type_kind(ty).clone() {
        // A bool is one byte here (slangc: `sizeof(bool)` and `alignof(bool)` are 1).
        TypeKind::Bool => (1, 1),
        TypeKind::Int { width, .. } | TypeKind::Float { width } => (u64::from(width) / 8, u64::from(width) / 8),
        TypeKind::MiniFloat(m) => (u64::from(m.width()) / 8, u64::from(m.width()) / 8),
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
        // A descriptor handle is its uint2 (slangc on Vulkan: 8 bytes, 4-aligned).
        TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => (8, 4),
        _ => return None,
    })
}

/// A buffer data layout of `sizeof(T, L)` / `alignof(T, L)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DataLayout {
    /// `DefaultDataLayout`, `ScalarDataLayout`, `CDataLayout`: the natural layout.
    Natural,
    /// `Std430DataLayout`: vectors of 2 aligned to twice their element,
    /// of 3 and 4 to four times.
    Std430,
    /// `Std140DataLayout`: also arrays and structs aligned to 16 bytes and
    /// padded to their alignment.
    Std140,
}

impl DataLayout {
    /// The layout a data layout type names (`None`: not a layout type).
    pub fn of(ctx: &nsl_ir::Context, ty: Type) -> Option<DataLayout> {
        let TypeKind::Struct { name, .. } = ctx.type_kind(ty) else { return None };
        Some(match ctx.str(*name) {
            "DefaultDataLayout" | "ScalarDataLayout" | "CDataLayout" => DataLayout::Natural,
            "Std430DataLayout" => DataLayout::Std430,
            "Std140DataLayout" => DataLayout::Std140,
            _ => return None,
        })
    }
}

/// Size and alignment of `ty` under `layout`, as slangc's `sizeof(T, L)`
/// gives them: under std430 the size ends where the last member does (no
/// padding after the last field or element; an array's stride is its
/// element's size rounded up to the element's alignment); under std140
/// arrays and structs are aligned to 16 and padded to their alignment.
/// `None` for a type with no such layout (a matrix under std140/std430
/// included: not expressed yet).
pub fn data_layout(ctx: &nsl_ir::Context, ty: Type, layout: DataLayout) -> Option<(u64, u64)> {
    if layout == DataLayout::Natural {
        return natural_layout(ctx, ty);
    }
    if let Some(tag) = types::enum_tag(ctx, ty) {
        return data_layout(ctx, tag, layout);
    }
    let round = |n: u64, a: u64| n.div_ceil(a) * a;
    let std140 = layout == DataLayout::Std140;
    Some(match ctx.type_kind(ty).clone() {
        TypeKind::Bool => (4, 4),
        TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => natural_layout(ctx, ty)?,
        TypeKind::Vector { elem, len } => {
            let (s, _) = data_layout(ctx, elem, layout)?;
            (s * u64::from(len), if len == 2 { 2 * s } else { 4 * s })
        }
        TypeKind::Array { elem, len: Some(n) } => {
            let (s, a) = data_layout(ctx, elem, layout)?;
            if std140 {
                let a = round(a, 16);
                (round(s, a) * u64::from(n), a)
            } else {
                (if n == 0 { 0 } else { round(s, a) * (u64::from(n) - 1) + s }, a)
            }
        }
        TypeKind::Struct { fields, .. } => {
            let (mut size, mut align) = (0u64, 1u64);
            for &(_, t) in &fields {
                let (s, a) = data_layout(ctx, t, layout)?;
                size = round(size, a) + s;
                align = align.max(a);
            }
            if std140 {
                let align = round(align, 16);
                (round(size, align), align)
            } else {
                (size, align)
            }
        }
        // A descriptor handle is its uint2.
        TypeKind::Opaque { .. } if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => (8, 8),
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
/// zero-based, `_11_22` one-based (never both in one member, as slangc);
/// up to four elements.
fn matrix_elements(name: &str, rows: u8, cols: u8) -> Option<Vec<(u32, u32)>> {
    let parts: Vec<&str> = name.strip_prefix('_')?.split('_').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    let zero_based = parts[0].starts_with('m');
    if parts.iter().any(|p| p.starts_with('m') != zero_based) {
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
    // Each letter is read on its own, as slangc does: `v.rgx` mixes the sets.
    name.chars()
        .map(|c| "xyzw".find(c).or_else(|| "rgba".find(c)).map(|i| i as u32).filter(|&i| i < len as u32))
        .collect()
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
            self.check_omitted_resources(ty, items.len(), self.span(e))?;
            return self.lower_init_list(fx, &items, ty, self.span(e));
        }
        self.lower_value(fx, e)
    }

    /// An initializer list of a struct without constructors that leaves
    /// out a field holding a resource (a texture, sampler, buffer, or a
    /// struct or array of them) that has no default: a resource has no
    /// default value, so the struct's memberwise `init` lacks an argument
    /// (slangc's E39999).
    fn check_omitted_resources(&mut self, ty: Type, given: usize, span: Span) -> CResult<()> {
        let Some(info) = self.structs.iter().find(|s| s.ty == ty) else { return Ok(()) };
        if info.methods.contains_key("__init") {
            return Ok(());
        }
        let fields: Vec<(usize, Type)> = info
            .fields
            .iter()
            .enumerate()
            .filter(|(_, (n, _))| !super::is_bit_backing(n))
            .map(|(k, (_, t))| (k, *t))
            .collect();
        let omitted = fields
            .iter()
            .skip(given)
            .find(|&&(k, t)| info.defaults.get(k).copied().flatten().is_none() && self.holds_resource(t, 0));
        let Some(&(k, t)) = omitted else { return Ok(()) };
        let msg = format!(
            "not enough arguments to call '{}.init': field '{}' holds a resource ('{}'), which has no default value",
            info.name,
            info.fields[k].0,
            self.show(t)
        );
        Err(self.error("E39999", span, msg))
    }

    /// Whether `ty` is or holds (through fields and arrays) a resource.
    pub(super) fn holds_resource(&self, ty: Type, depth: usize) -> bool {
        use nsl_dialects::hl;
        if depth > 32 {
            return false;
        }
        if hl::is_descriptor(self.ctx, ty)
            || hl::structured_buffer(self.ctx, ty).is_some()
            || hl::byte_address_buffer(self.ctx, ty).is_some()
        {
            return true;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, .. } => self.holds_resource(*elem, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| self.holds_resource(f, depth + 1)),
            _ => false,
        }
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
            // A struct field whose default runs code (a constructor, field
            // defaults, inside it too) is default-constructed, as slangc does.
            None if self.default_runs_code(t, 0) => Ok(self.lower_init_list(fx, &[], t, span)?.value),
            None => Ok(self.zero(fx, t, span)),
        }
    }

    /// Whether the default value of `ty` is more than zero: a struct with a
    /// constructor or field defaults, or holding one (through fields).
    fn default_runs_code(&self, ty: Type, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        let Some(info) = self.structs.iter().find(|s| s.ty == ty) else { return false };
        if info.methods.contains_key("__init") || info.defaults.iter().any(Option::is_some) {
            return true;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| self.default_runs_code(f, depth + 1)),
            _ => false,
        }
    }

    /// Whether struct type `ty` declares a non-generic `__init` in its own
    /// body (not through an extension), which makes it not C-style.
    fn has_own_init(&self, ty: Type) -> bool {
        let Some(info) = self.structs.iter().find(|s| s.ty == ty) else { return false };
        let Some(inits) = info.methods.get("__init") else { return false };
        let members = info.origin.and_then(|(src, d)| {
            let unit = self.units.get(src)?;
            match &unit.ast.decl(d).kind {
                DeclKind::Aggregate { members: Some(members), .. } => Some((src, members)),
                _ => None,
            }
        });
        inits.iter().any(|&f| {
            let func = &self.funcs[f];
            func.generic.is_none()
                && match members {
                    Some((src, members)) => func.unit == Unit::User && func.src == src && members.contains(&func.decl),
                    // (The core module's structs declare theirs inside.)
                    None => info.origin.is_none(),
                }
        })
    }

    /// The arities (required, total) of the `__init` constructors a struct
    /// type declares, read from their declarations (a generic `__init<T>`
    /// has its parameters' types only per instance); `None` without any.
    fn init_arities(&self, ty: Type) -> Option<Vec<(usize, usize)>> {
        let inits = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get("__init"))?;
        let mut out = Vec::new();
        for &f in inits {
            let (DeclKind::Init { sig, .. } | DeclKind::Func { sig, .. }) = &self.func_decl(f).kind else { continue };
            let ast = self.func_ast(f);
            let defaulted =
                |&&p: &&crate::ast::DeclId| matches!(&ast.decl(p).kind, DeclKind::Param { default: Some(_), .. });
            let required = sig.params.iter().filter(|p| !defaulted(p)).count();
            out.push((required, sig.params.len()));
        }
        (!out.is_empty()).then_some(out)
    }

    /// The value of a struct variable declared without an initializer: its
    /// zero-argument `__init`, or its field defaults; `None` when neither
    /// exists (plain zero).
    pub fn default_value(&mut self, fx: &mut FnCx, ty: Type, span: Span) -> CResult<Option<TVal>> {
        let Some(s) = self.structs.iter().position(|s| s.ty == ty) else { return Ok(None) };
        let has_init = self.structs[s].methods.get("__init").is_some_and(|fs| {
            // (A generic `__init<T>(T t)` takes an argument its type infers from.)
            fs.iter()
                .any(|&f| self.funcs[f].generic.is_none() && self.funcs[f].params.iter().all(|p| p.default.is_some()))
        });
        if has_init {
            return self.construct(fx, ty, &[], span).map(Some);
        }
        if self.structs[s].defaults.iter().any(Option::is_some) || self.default_runs_code(ty, 0) {
            return self.default_fields(fx, ty, span).map(Some);
        }
        Ok(None)
    }

    /// A struct variable declared without an initializer, field by field:
    /// a field's declared default, else the default value of its type as a
    /// variable of it would get, else zero. Unlike `{}`, a field whose type
    /// has only constructors taking arguments is no error: slangc leaves it
    /// uninitialized (here zero), where an initializer list omitting it
    /// needs its zero-argument `__init` (E39999).
    fn default_fields(&mut self, fx: &mut FnCx, ty: Type, span: Span) -> CResult<TVal> {
        let TypeKind::Struct { fields, .. } = self.ctx.type_kind(ty).clone() else {
            return self.lower_init_list_fields(fx, &[], ty, span);
        };
        let declared: Vec<bool> = match self.structs.iter().find(|s| s.ty == ty) {
            Some(info) => (0..fields.len()).map(|k| info.defaults.get(k).copied().flatten().is_some()).collect(),
            None => vec![false; fields.len()],
        };
        let mut parts = Vec::with_capacity(fields.len());
        for (k, &(_, t)) in fields.iter().enumerate() {
            let part = if declared[k] {
                self.field_default(fx, ty, k, t, span)?
            } else {
                match self.default_value(fx, t, span)? {
                    Some(v) => v.value,
                    None => self.zero(fx, t, span),
                }
            };
            parts.push(part);
        }
        let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
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
        // `T.Handle h = {bits};`: a descriptor handle's constructor from its
        // uint2 (slangc has no `{}` for it).
        if nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_some() {
            let u32_ = self.ctx.int_type(32, false);
            let uint2 = self.ctx.vector_type(u32_, 2);
            let bits = match items {
                [single] => {
                    let v = self.lower_init(fx, *single, Some(uint2))?;
                    self.convert(fx, v, uint2, span, false)?
                }
                _ => {
                    let msg = format!("'{}' is made from one uint2, not {} values", self.show(ty), items.len());
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                }
            };
            let value = self.emit_value(fx, "hl.handle_cast", &[bits], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        // A struct with constructors is not C-style: its initializer list
        // (`{}` included) calls the `__init` that takes that many
        // arguments, as `S(a, b)` would (a generic parameter `T : I` too,
        // through `I`'s `__init`); none takes them: slangc's E39999.
        if let Some(arities) = self.init_arities(ty) {
            let n = items.len();
            if arities.iter().any(|&(required, total)| required <= n && n <= total) {
                return self.construct(fx, ty, items, span);
            }
            // A struct without constructors of its own (only generic ones or
            // ones an extension adds) stays C-style: the list is read field
            // by field.
            if !self.has_own_init(ty) {
                return self.lower_init_list_fields(fx, items, ty, span);
            }
            let few = arities.iter().all(|&(required, _)| n < required);
            let msg = format!(
                "{} arguments to call '{}.__init' ({n} given)",
                if few { "not enough" } else { "too many" },
                self.show(ty)
            );
            return Err(self.error("E39999", span, msg));
        }
        self.lower_init_list_fields(fx, items, ty, span)
    }

    /// An initializer list read element by element (field by field for a
    /// struct, whatever constructors it has).
    fn lower_init_list_fields(&mut self, fx: &mut FnCx, items: &[ExprId], ty: Type, span: Span) -> CResult<TVal> {
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
                let tvals: Vec<TVal> = vals.iter().map(|(_, v)| *v).collect();
                if let Some(value) = self.legacy_three_component_vec4(fx, &tvals, ty, span)? {
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
            // `CoopVec<T, N> v = {x0, ..., xN-1};` (or `{}`, `{x}`): its constructor.
            TypeKind::Opaque { .. } if nsl_dialects::coop::vec_info(self.ctx, ty).is_some() => {
                let items = items.to_vec();
                return self.coop_construct(fx, ty, &items, span);
            }
            // A resource (texture, sampler, buffer) takes no initializer
            // list, not even `{other}` (slangc's E30513).
            TypeKind::Opaque { .. }
                if nsl_dialects::hl::is_descriptor(self.ctx, ty)
                    || nsl_dialects::hl::structured_buffer(self.ctx, ty).is_some()
                    || nsl_dialects::hl::byte_address_buffer(self.ctx, ty).is_some() =>
            {
                let msg = format!("cannot use initializer list for type '{}'", self.show(ty));
                return Err(self.error("E30513", span, msg));
            }
            _ => {
                if let [single] = items {
                    return self.lower_init(fx, *single, Some(ty));
                }
                // `int x = {};`, `MyEnum e = {};`: a scalar's default, zero.
                if items.is_empty() && (self.ctx.is_scalar(ty) || types::enum_tag(self.ctx, ty).is_some()) {
                    let value = self.zero(fx, ty, span);
                    return Ok(TVal { value, ty, literal: false });
                }
                // `float* p = {};`: the null pointer (address 0).
                if items.is_empty()
                    && matches!(self.ctx.type_kind(ty), TypeKind::Ptr { space, .. } if space.is_device())
                {
                    let u64_ = self.ctx.int_type(64, false);
                    let zero = self.zero(fx, u64_, span);
                    let value = self.emit_value(fx, "mem.int_to_ptr", &[zero], ty, &[], span);
                    return Ok(TVal { value, ty, literal: false });
                }
                // `T t = {};` of a type parameter: slangc default-initializes
                // any type; generic code cannot yet.
                if self.ctx.type_has_params(ty) {
                    return Err(self.unexpressible(span, "an initializer list of a type parameter"));
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
        if items.len() <= takes {
            if let Some(elided) = self.leading_elided_init_list(fx, items, ty, span) {
                return elided;
            }
        }
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
    /// A cast's type that names a method of a struct (`(S::f)(x)`): the
    /// struct's type and the method's name.
    fn cast_names_static_method(&self, ty: crate::ast::TypeId) -> Option<(Type, String)> {
        let crate::ast::TypeKind::Member { base, name, .. } = &self.user.ty(ty).kind else { return None };
        let crate::ast::TypeKind::Name(b) = &self.user.ty(*base).kind else { return None };
        let Some(Item::Struct(s)) = self.items.get(b) else { return None };
        let info = &self.structs[*s];
        (!info.member_types.contains_key(&name.name) && info.methods.contains_key(&name.name))
            .then(|| (info.ty, name.name.clone()))
    }

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
                    // A function as a value (`apply(square, x)`).
                    if matches!(self.items.get(n), Some(Item::Funcs(_))) && fx.lookup(n).is_none() {
                        if let Some(v) = self.named_function_value(fx, e, span)? {
                            return Ok(Some(v));
                        }
                    }
                }
                if let ExprKind::Index { base, index } = kind {
                    if let Some(v) = self.descriptor_array_elem(fx, base, index, span)? {
                        return Ok(Some(v));
                    }
                    if let Some(v) = self.descriptor_heap_elem(fx, base, index, span)? {
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
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n)
                    if (n == "printf" || (self.user.glsl && n == "debugPrintfEXT"))
                        && fx.lookup(n).is_none()
                        && !self.items.contains_key(n.as_str())) =>
            {
                self.lower_printf(fx, &args, span)?;
                return Ok(None);
            }
            ExprKind::Call { callee, args }
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "GetAttributeAtVertex")
                    && fx.lookup("GetAttributeAtVertex").is_none()
                    && !self.items.contains_key("GetAttributeAtVertex") =>
            {
                return self.attribute_at_vertex(fx, &args, span).map(Some);
            }
            ExprKind::Call { callee, args }
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n)
                    if matches!(n.as_str(), "EvaluateAttributeAtCentroid" | "EvaluateAttributeAtSample")
                        && fx.lookup(n).is_none()
                        && !self.items.contains_key(n.as_str())) =>
            {
                let ExprKind::Name(n) = self.user.expr(callee).kind.clone() else { unreachable!("matched") };
                return self.evaluate_attribute(fx, &n, &args, span).map(Some);
            }
            ExprKind::Call { callee, args }
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n)
                    if matches!(n.as_str(), "interpolateAtCentroid" | "interpolateAtSample" | "interpolateAtOffset")
                        && fx.lookup(n).is_none()
                        && !self.items.contains_key(n.as_str())) =>
            {
                let ExprKind::Name(n) = self.user.expr(callee).kind.clone() else { unreachable!("matched") };
                return self.evaluate_attribute(fx, &n, &args, span).map(Some);
            }
            ExprKind::Call { callee, args }
                if matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "abort")
                    && fx.lookup("abort").is_none()
                    && !self.items.contains_key("abort") =>
            {
                self.lower_abort(fx, &args, span)?;
                return Ok(None);
            }
            ExprKind::Expand(inner) => {
                self.lower_expand(fx, inner, span)?;
                return Ok(None);
            }
            ExprKind::Each(inner) => {
                self.check_each_context(fx, span)?;
                if let Some(v) = self.each_tuple_element(fx, inner, span)? {
                    return Ok(Some(v));
                }
                return self.lower_expr_any(fx, inner);
            }
            ExprKind::Try(inner) => return self.lower_try(fx, inner, span),
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "nonuniform")
                    && fx.lookup("nonuniform").is_none()
                    && !self.items.contains_key("nonuniform") =>
            {
                self.nonuniform_handle(fx, args[0], span)?
            }
            // `getDescriptorFromHandle(h)` (unless the program defines its
            // own): the resource `h` designates, as `*h`.
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "getDescriptorFromHandle")
                    && fx.lookup("getDescriptorFromHandle").is_none()
                    && !self.items.contains_key("getDescriptorFromHandle") =>
            {
                self.descriptor_from_handle(fx, args[0], span)?
            }
            // `defaultGetDescriptorFromHandle(h[, options])`: `*h` read from
            // the default heaps, even where the program defines its own
            // `getDescriptorFromHandle`.
            ExprKind::Call { callee, ref args }
                if matches!(args.len(), 1 | 2)
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "defaultGetDescriptorFromHandle")
                    && fx.lookup("defaultGetDescriptorFromHandle").is_none()
                    && !self.items.contains_key("defaultGetDescriptorFromHandle") =>
            {
                let args = args.clone();
                self.default_descriptor_from_handle(fx, &args, span)?
            }
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "getStringHash")
                    && fx.lookup("getStringHash").is_none()
                    && !self.items.contains_key("getStringHash") =>
            {
                self.get_string_hash(fx, args[0], span)?
            }
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "__requireCapability")
                    && fx.lookup("__requireCapability").is_none()
                    && !self.items.contains_key("__requireCapability") =>
            {
                self.require_capability_call(args[0], span)?;
                return Ok(None);
            }
            // `__requirePrelude("#include <atomic>")` (in a C++ or CUDA
            // case of a `__target_switch`): text for the top of that
            // target's output. Other targets drop it with their cases'
            // code; on C++ and CUDA it is not supported yet.
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "__requirePrelude")
                    && fx.lookup("__requirePrelude").is_none()
                    && !self.items.contains_key("__requirePrelude") =>
            {
                if !matches!(self.user.expr(args[0]).kind, ExprKind::String(_)) {
                    let aspan = self.user.expr(args[0]).span;
                    return Err(self.error(E_TYPE_MISMATCH, aspan, "__requirePrelude takes a string literal"));
                }
                let target = self.capabilities.target.as_deref().unwrap_or("");
                if ["cpp", "cuda", "host", "shader-host", "ptx"].iter().any(|t| target.starts_with(t)) {
                    return Err(self.error(
                        E_UNSUPPORTED,
                        span,
                        "__requirePrelude is not supported yet on this target",
                    ));
                }
                return Ok(None);
            }
            ExprKind::Call { callee, ref args }
                if matches!(args.len(), 1 | 2)
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "static_assert")
                    && fx.lookup("static_assert").is_none()
                    && !self.items.contains_key("static_assert") =>
            {
                self.static_assert(args, span)?;
                return Ok(None);
            }
            ExprKind::Call { callee, ref args }
                if args.len() == 1
                    && matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "countof")
                    && fx.lookup("countof").is_none() =>
            {
                if let Some(v) = self.countof_pack(fx, args[0], span)? {
                    return Ok(Some(v));
                }
                return self.lower_call(fx, callee, args, span);
            }
            ExprKind::Call { callee, args } if matches!(&self.user.expr(callee).kind, ExprKind::Name(n) if n == "__floatAsInt") =>
            {
                // Only of a floating-point argument (E30084).
                if let [arg] = args[..] {
                    if let Ok((super::consts::CVal::Int(_) | super::consts::CVal::Bool(_), _)) =
                        self.fold_const(super::Unit::User, arg)
                    {
                        let msg = "'__floatAsInt' requires a half, float, or double argument";
                        return Err(self.error("E30084", span, msg));
                    }
                }
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
            ExprKind::Call { callee, args } => return self.lower_call_through_param(fx, e, callee, &args, span),
            ExprKind::Unary { op, operand } => match self.int_literal(fx, e, span)? {
                Some(lit) => lit,
                None => self.lower_unary(fx, op, operand, span)?,
            },
            ExprKind::Binary { op, lhs, rhs } => self.lower_binary(fx, e, op, lhs, rhs, span)?,
            ExprKind::Assign { op, lhs, rhs } => self.lower_assign(fx, op, lhs, rhs, span)?,
            ExprKind::Cond { cond, then, else_ } => self.lower_cond(fx, cond, then, else_, span)?,
            ExprKind::Cast { ty, operand } => {
                // `(void)f()`: evaluated for its effects, no value.
                if matches!(&self.user.ty(ty).kind, crate::ast::TypeKind::Name(n) if n == "void") {
                    self.lower_expr_any(fx, operand)?;
                    return Ok(None);
                }
                // `(S::f)(a, b)`: a parenthesized static method called, not
                // a cast (the parser cannot tell them apart).
                if let Some((sty, name)) = self.cast_names_static_method(ty) {
                    let mut args = Vec::new();
                    let mut e = operand;
                    while let ExprKind::Binary { op: crate::ast::BinaryOp::Comma, lhs, rhs } = self.user.expr(e).kind {
                        args.push(rhs);
                        e = lhs;
                    }
                    args.push(e);
                    args.reverse();
                    return self.call_static(fx, sty, &name, &args, span);
                }
                let to = self.resolve_type(Unit::User, ty)?;
                // `float[](a, b)` (the parser's array constructor): the
                // initializer list `{a, b}` of that array type, whose
                // length, left out, is the number of arguments.
                if let ExprKind::InitList(items) = &self.user.expr(operand).kind {
                    let items = items.clone();
                    let to = match self.ctx.type_kind(to).clone() {
                        TypeKind::Array { elem, len: None } => {
                            self.ctx.array_type(elem, Some(u32::try_from(items.len()).unwrap_or(u32::MAX)))
                        }
                        _ => to,
                    };
                    return self.lower_init_list(fx, &items, to, span).map(Some);
                }
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
                // `(S)x` of a non-scalar value another type than `S`, which
                // an `__init` of `S` takes: that constructor (`(S)(1, 2)`
                // in Slang 2026 constructs `S` from the tuple).
                if v.ty != to && !self.ctx.is_scalar(v.ty) {
                    if let Some(value) = self.construct_from_value(fx, to, v, span)? {
                        return Ok(Some(value));
                    }
                }
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
                if !holds && self.iface_ref(Unit::User, ty).is_none() {
                    if let Ok(target) = self.resolve_type(Unit::User, ty) {
                        if target != operand_ty {
                            self.report_unrelated_is_as(operand_ty, target, span);
                        }
                    }
                }
                let bty = self.ctx.bool_type();
                let a = self.ctx.bool_attr(holds);
                let value = self.emit_value(fx, "arith.const", &[], bty, &[("value", a)], span);
                TVal { value, ty: bty, literal: false }
            }
            ExprKind::Error => return Err(Reported),
            ExprKind::NoIndex => return Err(self.error("E20001", span, "expected an expression, found `]`")),
            ExprKind::SpirvAsm(insts) => return self.lower_spirv_asm(fx, &insts, span),
            ExprKind::Lambda { func } => self.lower_lambda(fx, func, span)?,
            ExprKind::String(s) => self.string_value(fx, &s, span),
            ExprKind::SizeOf(arg, layout) | ExprKind::AlignOf(arg, layout) => {
                let size = matches!(kind, ExprKind::SizeOf(..));
                let ity = self.ctx.int_type(32, true);
                // `nullptr` is a pointer (8 bytes, aligned as much);
                // `void` has no bytes and is aligned to 1.
                let special = match arg {
                    crate::ast::TypeOrExpr::Type(t) => match &self.user.ty(t).kind {
                        crate::ast::TypeKind::Name(n)
                            if n == "nullptr" && fx.lookup(n).is_none() && !self.items.contains_key(n) =>
                        {
                            Some((8, 8))
                        }
                        crate::ast::TypeKind::Name(n) if n == "void" => Some((0, 1)),
                        _ => None,
                    },
                    crate::ast::TypeOrExpr::Expr(_) => None,
                };
                if let Some((bytes, align)) = special {
                    let value = self.int_const(fx, ity, if size { bytes } else { align }, span);
                    return Ok(Some(TVal { value, ty: ity, literal: true }));
                }
                let ty = match arg {
                    // `sizeof(x)` of a variable parses as a type name.
                    crate::ast::TypeOrExpr::Type(t) => match &self.user.ty(t).kind {
                        crate::ast::TypeKind::Name(n) if fx.lookup(n).is_some() => {
                            let n = n.clone();
                            self.name_place(fx, &n, span)?.ty()
                        }
                        // A function has no size (slangc: E30099).
                        crate::ast::TypeKind::Name(n) if matches!(self.items.get(n), Some(Item::Funcs(_))) => {
                            let what = if size { "sizeof" } else { "alignof" };
                            let msg =
                                format!("argument to {what} is invalid: '{n}' is a function, not a type or a value");
                            return Err(self.error("E30099", span, msg));
                        }
                        crate::ast::TypeKind::Name(n) if matches!(self.items.get(n), Some(Item::Global(_))) => {
                            let Some(Item::Global(g)) = self.items.get(n) else { unreachable!() };
                            self.globals[*g].ty
                        }
                        // `sizeof(E::A)`, `sizeof(E.A)` of an enum case: the enum's type.
                        crate::ast::TypeKind::Member { base, name, .. }
                            if self.enum_case_type(*base, &name.name).is_some() =>
                        {
                            self.enum_case_type(*base, &name.name).unwrap_or(ity)
                        }
                        _ => self.resolve_type(Unit::User, t)?,
                    },
                    crate::ast::TypeOrExpr::Expr(e) => match self.type_named_by(fx, e) {
                        Some(t) => t,
                        None => self.lower_value(fx, e)?.ty,
                    },
                };
                let rule = match layout {
                    None => DataLayout::Natural,
                    Some(l) => {
                        let lty = self.resolve_type(Unit::User, l)?;
                        if self.ctx.type_has_params(lty) {
                            return Err(self.unexpressible(span, "the size under a layout parameter"));
                        }
                        let Some(rule) = DataLayout::of(self.ctx, lty) else {
                            let msg = format!("'{}' is not a buffer data layout", self.show(lty));
                            return Err(self.error(E_TYPE_MISMATCH, self.user.ty(l).span, msg));
                        };
                        rule
                    }
                };
                if self.ctx.type_has_params(ty) {
                    return Err(self.unexpressible(span, "the size of a type parameter"));
                }
                let Some((bytes, align)) = data_layout(self.ctx, ty, rule) else {
                    let msg = format!("'{}' has no size in memory", self.show(ty));
                    return Err(self.error(E_TYPE_MISMATCH, span, msg));
                };
                let value = self.int_const(fx, ity, i128::from(if size { bytes } else { align }), span);
                TVal { value, ty: ity, literal: true }
            }
            ExprKind::As { operand, ty } => self.lower_as(fx, operand, ty, span)?,
            ExprKind::Specialize { .. } | ExprKind::ThisType => {
                // A generic function's instance as a value (`apply(f<int>)`).
                if let Some(v) = self.named_function_value(fx, e, span)? {
                    return Ok(Some(v));
                }
                return Err(self.error(E_UNSUPPORTED, span, "this expression is not supported yet"));
            }
            ExprKind::Let { .. } => {
                return Err(self.error(E_UNSUPPORTED, span, "`let` is only allowed as the condition of an `if`"));
            }
        };
        Ok(Some(v))
    }

    /// The type of enum `base`'s case `case`, when `base` names an enum
    /// (directly or through a type alias) that has that case.
    fn enum_case_type(&self, base: crate::ast::TypeId, case: &str) -> Option<Type> {
        let crate::ast::TypeKind::Name(n) = &self.user.ty(base).kind else { return None };
        match self.items.get(n) {
            Some(Item::Enum(t, cases)) if cases.iter().any(|(c, _)| c == case) => Some(*t),
            Some(Item::Type(t)) => self.items.values().find_map(|item| match item {
                Item::Enum(e, cases) if e == t && cases.iter().any(|(c, _)| c == case) => Some(*e),
                _ => None,
            }),
            _ => None,
        }
    }

    /// An integer literal, with the unary `-`, `+` and `~` in front of it
    /// folded in as Slang's parser folds them (so `-1` is still a literal):
    /// its value wrapped to its type, as an `arith.const`.
    fn int_literal(&mut self, fx: &mut FnCx, e: ExprId, span: Span) -> CResult<Option<TVal>> {
        let Some(lit) = literal_int(self.user, e) else { return Ok(None) };
        let Ok((value, width, signed)) = lit else {
            let msg = "integer literal is too large to be represented in any integer type";
            return Err(self.error("E10012", span, msg));
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
        // `nullptr`: address 0, which converts to any device pointer and
        // compares with one (see `convert_pointer`, `pointer_binary`).
        if n == "nullptr" && !self.items.contains_key(n) && self.env_lookup(n).is_none() {
            let ty = self.ctx.int_type(64, false);
            let a = self.ctx.int_attr(0);
            let value = self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span);
            return Ok(Some(TVal { value, ty, literal: true }));
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
                let env = self.const_envs.get(&gi).cloned();
                let saved = env.map(|env| std::mem::replace(&mut self.env, env));
                let v = self.in_src(src, |c| c.lower_init(fx, e, Some(ty)));
                if let Some(saved) = saved {
                    self.env = saved;
                }
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
    // The value in its type: `0xFFFFFFFFFFFFFFFFz` is intptr_t -1.
    let mut v = wrap_int(value as i128, w, s);
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
