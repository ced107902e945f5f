//! Slang's builtin type names, type resolution and the implicit-conversion
//! cost model used by overload resolution.
//!
//! Costs are Slang's (its core module's conversion table): an exact match
//! beats a promotion, which beats a conversion that can lose information;
//! an integer literal converts cheaply to an integer type that holds it.

use nsl_ir::{Context, MatrixLayout, MiniFloat, Type, TypeKind};

/// The prefix of an enum type's name: an enum is the opaque type
/// `!enum.Name<tag>`, a nominal type of its own that carries its tag type
/// (`enum_types::erase_enums` replaces it by the tag once checking is done).
pub const ENUM_PREFIX: &str = "enum.";

/// The type of enum `name` (its qualified name) with tag type `tag`.
pub fn enum_type(ctx: &mut Context, name: &str, tag: Type) -> Type {
    let name = ctx.sym(&format!("{ENUM_PREFIX}{name}"));
    ctx.intern_type(TypeKind::Opaque { name, params: vec![tag] })
}

/// The tag type of enum type `t`; `None` when `t` is no enum.
pub fn enum_tag(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Opaque { name, params } if params.len() == 1 && ctx.str(*name).starts_with(ENUM_PREFIX) => {
            Some(params[0])
        }
        _ => None,
    }
}

/// `t`, or its tag type when it is an enum.
pub fn untagged(ctx: &Context, t: Type) -> Type {
    enum_tag(ctx, t).unwrap_or(t)
}

/// A scalar type by its Slang name.
pub fn scalar_by_name(ctx: &mut Context, name: &str) -> Option<Type> {
    let kind = match name {
        "bool" => TypeKind::Bool,
        "int" | "int32_t" | "dword" => TypeKind::Int { width: 32, signed: true },
        "uint" | "uint32_t" => TypeKind::Int { width: 32, signed: false },
        "int8_t" => TypeKind::Int { width: 8, signed: true },
        "uint8_t" => TypeKind::Int { width: 8, signed: false },
        "int16_t" => TypeKind::Int { width: 16, signed: true },
        "uint16_t" => TypeKind::Int { width: 16, signed: false },
        "int64_t" => TypeKind::Int { width: 64, signed: true },
        "uint64_t" => TypeKind::Int { width: 64, signed: false },
        "half" | "float16_t" => TypeKind::Float { width: 16 },
        "float" | "float32_t" => TypeKind::Float { width: 32 },
        "double" | "float64_t" => TypeKind::Float { width: 64 },
        "BFloat16" => TypeKind::MiniFloat(MiniFloat::BF16),
        "FloatE4M3" => TypeKind::MiniFloat(MiniFloat::E4M3),
        "FloatE5M2" => TypeKind::MiniFloat(MiniFloat::E5M2),
        _ => return None,
    };
    Some(ctx.intern_type(kind))
}

/// `float3`, `int2x4`, `bool4`: a scalar name followed by sizes.
pub fn vector_or_matrix_by_name(ctx: &mut Context, name: &str) -> Option<Type> {
    // The sizes are the last one (`4`) or three (`2x4`) characters; the
    // rest names a scalar type (`int8_t4`, `float16_t2x2`, `uint64_t3`).
    let b = name.as_bytes();
    let split = if b.len() > 3 && b[b.len() - 2] == b'x' { b.len() - 3 } else { b.len().checked_sub(1)? };
    if !name.is_char_boundary(split) || !name.as_bytes()[split].is_ascii_digit() {
        return None;
    }
    let (base, dims) = name.split_at(split);
    if base == "dword" {
        return None;
    }
    let elem = scalar_by_name(ctx, base)?;
    if matches!(ctx.type_kind(elem), TypeKind::MiniFloat(_)) {
        return None; // `vector<BFloat16, 4>` has no short name
    }
    let bytes = dims.as_bytes();
    let size = |b: u8| (b'1'..=b'4').contains(&b).then(|| b - b'0');
    match bytes {
        // A one-component vector is its scalar: SPIR-V has no 1-vectors,
        // and every operation on `float1` means the same on `float`.
        [b'1'] => Some(elem),
        [n] => Some(ctx.vector_type(elem, size(*n)?)),
        [r, b'x', c] => Some(ctx.matrix_type(elem, size(*r)?, size(*c)?, MatrixLayout::Default)),
        _ => None,
    }
}

/// The element kind of a scalar type, for arithmetic.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    Bool,
    Int(u8, bool),
    Float(u8),
}

pub fn rank(ctx: &Context, scalar: Type) -> Option<Rank> {
    match *ctx.type_kind(scalar) {
        TypeKind::Bool => Some(Rank::Bool),
        TypeKind::Int { width, signed } => Some(Rank::Int(width, signed)),
        TypeKind::Float { width } => Some(Rank::Float(width)),
        _ => None,
    }
}

/// The order in which usual arithmetic conversions pick a common scalar
/// type: bool < ints (by width; unsigned above signed of the same width)
/// < half < float < double.
pub fn arithmetic_order(r: Rank) -> u32 {
    match r {
        Rank::Bool => 0,
        Rank::Int(w, signed) => 10 + w as u32 * 2 + (!signed) as u32,
        Rank::Float(w) => 1000 + w as u32,
    }
}

/// The shape of a value type: scalar, vector of n, or matrix r x c.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Scalar,
    Vector(u8),
    Matrix(u8, u8),
}

pub fn shape(ctx: &Context, t: Type) -> Option<(Type, Shape)> {
    match *ctx.type_kind(t) {
        TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => {
            Some((t, Shape::Scalar))
        }
        TypeKind::Vector { elem, len } => Some((elem, Shape::Vector(len))),
        TypeKind::Matrix { elem, rows, cols, .. } => Some((elem, Shape::Matrix(rows, cols))),
        _ => None,
    }
}

pub fn with_shape(ctx: &mut Context, elem: Type, s: Shape) -> Type {
    match s {
        Shape::Scalar => elem,
        Shape::Vector(n) => ctx.vector_type(elem, n),
        Shape::Matrix(r, c) => ctx.matrix_type(elem, r, c, MatrixLayout::Default),
    }
}

/// The layout a `row_major` or `column_major` keyword gives (the last one
/// written wins), if any.
pub fn layout_keyword<'m>(modifiers: impl IntoIterator<Item = &'m crate::ast::Modifier>) -> Option<MatrixLayout> {
    modifiers.into_iter().fold(None, |layout, m| match m.kind {
        crate::ast::ModifierKind::RowMajor => Some(MatrixLayout::RowMajor),
        crate::ast::ModifierKind::ColumnMajor => Some(MatrixLayout::ColumnMajor),
        _ => layout,
    })
}

/// `ty` declared with a layout keyword: a matrix (or an array of them,
/// at any depth) takes the layout; other types are unchanged.
pub fn with_layout(ctx: &mut Context, ty: Type, layout: MatrixLayout) -> Type {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { elem, rows, cols, .. } => ctx.matrix_type(elem, rows, cols, layout),
        TypeKind::Array { elem, len } => {
            let elem = with_layout(ctx, elem, layout);
            ctx.array_type(elem, len)
        }
        _ => ty,
    }
}

/// `ty` with every matrix in it (through arrays) of the default layout.
pub fn erase_layouts(ctx: &mut Context, ty: Type) -> Type {
    with_layout(ctx, ty, MatrixLayout::Default)
}

/// The type Slang gives an integer literal (Slang's language reference,
/// "Integer Literal Expressions"): `(width, signed)`, and whether the
/// literal is the magnitude of a minimum signed value (`2147483648`,
/// `9223372036854775808`) that becomes `int` / `int64_t` under a unary
/// minus. The first type of the suffix's list that holds the value:
/// decimal `int, int64_t, uint64_t`; hexadecimal, binary and octal
/// `int, uint, int64_t, uint64_t`; `u` starts at `uint`, `ll` and `z` at 64 bits, and a non-decimal `z` is always signed;
/// `l` is no wider than no suffix. `None`: wider than 64 bits.
pub fn int_literal_type(value: u128, suffix: &str, decimal: bool) -> Option<(u8, bool, bool)> {
    let s = suffix.to_ascii_lowercase();
    let unsigned = s.contains('u');
    // `z`: (u)intptr_t, 64 bits on every target here.
    let long_long = s.contains("ll") || s.contains('z');
    if value > u64::MAX as u128 {
        return None;
    }
    let min_int = |v: u128, bits: u32| v == 1u128 << (bits - 1);
    if s.contains('z') && !unsigned && !decimal {
        // A hexadecimal, binary or octal `z` literal is intptr_t whatever
        // its value (`0xFFFFFFFFFFFFFFFFz` is -1); a decimal one above
        // INT64_MAX is uintptr_t, as with no suffix (below).
        return Some((64, true, false));
    }
    if !long_long {
        if !unsigned && value <= i32::MAX as u128 {
            return Some((32, true, false));
        }
        if !unsigned && decimal && min_int(value, 32) {
            return Some((64, true, true));
        }
        if (unsigned || !decimal) && value <= u32::MAX as u128 {
            return Some((32, false, false));
        }
    }
    if !unsigned && value <= i64::MAX as u128 {
        return Some((64, true, false));
    }
    Some((64, false, !unsigned && decimal && min_int(value, 64)))
}

/// Slang's kind and rank of a scalar type for conversions: signed,
/// unsigned (bool among them, below 8 bits) or float; the rank is the
/// size class (half with 16-bit integers, float with 32, double with 64).
fn kind_rank(r: Rank) -> (u8, u8) {
    let rank = |w: u8| match w {
        8 => 1,
        16 => 2,
        32 => 3,
        _ => 5,
    };
    match r {
        Rank::Bool => (1, 0),
        Rank::Int(w, signed) => (if signed { 0 } else { 1 }, rank(w)),
        Rank::Float(w) => (2, rank(w)),
    }
}

/// Cost of converting one scalar type to another: Slang's table
/// (`getBaseTypeConversionCost` in its core module: a promotion within a
/// kind 150, bool to int 120, unsigned to a wider signed 200, to the same
/// size 300, signed to an unsigned at least as wide 250, integer to float
/// 400, to half 500, anything else 900), and for an integer literal whose
/// magnitude fits the target integer's width 23, 32 (signed literal to
/// unsigned) or 81 (unsigned literal to signed).
fn scalar_cost(from: Rank, to: Rank, literal: Option<i128>) -> u32 {
    use Rank::*;
    if from == to {
        return 0;
    }
    if let (Some(v), Int(_, fs), Int(tw, ts)) = (literal, from, to) {
        let magnitude = v.unsigned_abs();
        let bits = (128 - magnitude.leading_zeros()).max(1);
        if bits <= tw as u32 {
            return match (fs, ts) {
                (a, b) if a == b => 23,
                (true, false) => 32,
                _ => 81,
            };
        }
    }
    let ((fk, fr), (tk, tr)) = (kind_rank(from), kind_rank(to));
    const SIGNED: u8 = 0;
    const UNSIGNED: u8 = 1;
    const FLOAT: u8 = 2;
    if fk == tk {
        return if tr > fr { 150 } else { 900 };
    }
    if from == Bool && to == Int(32, true) {
        return 120;
    }
    match (fk, tk) {
        (UNSIGNED, SIGNED) if tr > fr => 200,
        (UNSIGNED, SIGNED) if tr == fr => 300,
        (SIGNED, UNSIGNED) if tr >= fr => 250,
        (_, FLOAT) if tr >= 3 && fr >= 1 => 400,
        (_, FLOAT) if tr >= 2 && fr >= 1 => 500,
        _ => 900,
    }
}

/// Whether `a` and `b` are integers (or vectors or matrices of them) of the same width
/// and shape that differ only in signedness.
pub fn sign_swapped(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::Int { width: w1, signed: s1 }, TypeKind::Int { width: w2, signed: s2 }) => w1 == w2 && s1 != s2,
        (TypeKind::Vector { elem: e1, len: l1 }, TypeKind::Vector { elem: e2, len: l2 }) => {
            l1 == l2 && sign_swapped(ctx, *e1, *e2)
        }
        (
            TypeKind::Matrix { elem: e1, rows: r1, cols: c1, .. },
            TypeKind::Matrix { elem: e2, rows: r2, cols: c2, .. },
        ) => (r1, c1) == (r2, c2) && sign_swapped(ctx, *e1, *e2),
        _ => false,
    }
}

/// Cost of implicitly converting a value of type `from` to `to`; `None`
/// when no implicit conversion exists. `literal`: the value of an integer
/// literal (Slang's costs favour a literal's conversion to an integer type
/// that holds it).
pub fn conversion_cost(ctx: &Context, from: Type, to: Type, literal: Option<i128>) -> Option<u32> {
    if from == to {
        return Some(0);
    }
    // An enum converts implicitly to its tag type (a promotion) and to
    // bool (`e != 0`); nothing converts implicitly to an enum.
    if let Some(tag) = enum_tag(ctx, from) {
        return if to == tag {
            Some(150)
        } else if matches!(ctx.type_kind(to), TypeKind::Bool) {
            Some(450)
        } else {
            None
        };
    }
    // A descriptor handle is implicitly the resource it designates.
    if nsl_dialects::hl::descriptor_handle(ctx, from) == Some(to) {
        return Some(10);
    }
    // `ResourceDescriptorHeap[i]` is implicitly a resource of its heap or
    // a handle of one (samplers for `SamplerDescriptorHeap`).
    if let Some(sampler_heap) = nsl_dialects::hl::untyped_handle(ctx, from) {
        let resource = nsl_dialects::hl::descriptor_handle(ctx, to).unwrap_or(to);
        return match ctx.type_kind(resource) {
            TypeKind::Opaque { name, .. } if ctx.str(*name).starts_with("hl.") => {
                let sampler = matches!(ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState");
                (sampler == sampler_heap && nsl_dialects::hl::untyped_handle(ctx, resource).is_none()).then_some(10)
            }
            _ => None,
        };
    }
    let (fe, fs) = shape(ctx, from)?;
    let (te, ts) = shape(ctx, to)?;
    let elem = scalar_cost(rank(ctx, fe)?, rank(ctx, te)?, literal);
    let shape_cost = match (fs, ts) {
        (a, b) if a == b => 0,
        (Shape::Scalar, _) => 1,
        // Dropping vector or matrix components is no implicit conversion
        // (slangc: E30019); a cast or a swizzle says it on purpose.
        _ => return None,
    };
    Some(elem + shape_cost)
}

/// How Slang spells a type in diagnostics: `float`, `float3`, `int2x2`,
/// `S`, `float[4]`, `RWStructuredBuffer<float>`.
pub fn display(ctx: &Context, t: Type) -> String {
    match ctx.type_kind(t) {
        TypeKind::Bool => "bool".into(),
        TypeKind::Int { width: 32, signed: true } => "int".into(),
        TypeKind::Int { width: 32, signed: false } => "uint".into(),
        TypeKind::Int { width, signed } => format!("{}int{width}_t", if *signed { "" } else { "u" }),
        TypeKind::Float { width: 16 } => "half".into(),
        TypeKind::Float { width: 32 } => "float".into(),
        TypeKind::Float { .. } => "double".into(),
        TypeKind::MiniFloat(MiniFloat::BF16) => "BFloat16".into(),
        TypeKind::MiniFloat(MiniFloat::E4M3) => "FloatE4M3".into(),
        TypeKind::MiniFloat(MiniFloat::E5M2) => "FloatE5M2".into(),
        TypeKind::Vector { elem, len } => match ctx.type_kind(*elem) {
            TypeKind::Bool | TypeKind::Float { .. } | TypeKind::Int { width: 32, .. } => {
                format!("{}{len}", display(ctx, *elem))
            }
            _ => format!("vector<{}, {len}>", display(ctx, *elem)),
        },
        TypeKind::Matrix { elem, rows, cols, .. } => format!("{}{rows}x{cols}", display(ctx, *elem)),
        TypeKind::Array { elem, len: Some(n) } => format!("{}[{n}]", display(ctx, *elem)),
        TypeKind::Array { elem, len: None } => format!("{}[]", display(ctx, *elem)),
        TypeKind::Struct { name, .. } => ctx.str(*name).to_string(),
        TypeKind::Ptr { pointee, .. } => format!("Ptr<{}>", display(ctx, *pointee)),
        TypeKind::Function { .. } => "function".into(),
        // Generic IR names a function's parameters `f$generic.T`.
        TypeKind::Param { name } => ctx.str(*name).rsplit('.').next().unwrap_or_default().to_string(),
        TypeKind::Opaque { .. } if nsl_dialects::hl::existential_interface(ctx, t).is_some() => {
            nsl_dialects::hl::existential_interface(ctx, t).unwrap_or_default().to_string()
        }
        TypeKind::Opaque { name, .. } if enum_tag(ctx, t).is_some() => {
            ctx.str(*name).strip_prefix(ENUM_PREFIX).unwrap_or_default().replace("::", ".")
        }
        TypeKind::Opaque { name, params } => {
            let n = ctx.str(*name);
            let n = n.strip_prefix("hl.").unwrap_or(n);
            let ps: Vec<_> = params.iter().map(|&p| display(ctx, p)).collect();
            if ps.is_empty() {
                n.to_string()
            } else {
                format!("{n}<{}>", ps.join(", "))
            }
        }
    }
}
