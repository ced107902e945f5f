//! What `arith`, `vec`, `mat`, `agg` and `mem` share: element kinds,
//! element-wise mapping over scalars, vectors and matrices, the exact
//! integer and IEEE-754 rules for one scalar, index operands and attributes,
//! and type expectations for verifiers.
//!
//! Integers are two's complement and wrap; division by zero and overflow
//! are defined as on RISC-V. Floats round to nearest even in the type's own
//! precision; `f16` is computed in `f32` and rounded once more, which is
//! exact for `+ - * /` because `f32` has at least 2 * 11 + 2 significand bits.

use half::f16;
use nsl_ir::interp::{f64_to_f16, sign_extend, truncate, RtValue, Trap};
use nsl_ir::printer::{print_type, print_type_kind};
use nsl_ir::{Context, Op, Rewriter, Type, TypeKind, Value};
use std::cmp::Ordering;

/// The kind of the scalars in a scalar, vector or matrix type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Elem {
    Bool,
    Int { width: u8, signed: bool },
    Float { width: u8 },
}

impl Elem {
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<Elem> {
        match *ctx.type_kind(ctx.scalar_of(ty)) {
            TypeKind::Bool => Some(Elem::Bool),
            TypeKind::Int { width, signed } => Some(Elem::Int { width, signed }),
            TypeKind::Float { width } => Some(Elem::Float { width }),
            _ => None,
        }
    }

    /// The bit width of one scalar; `None` for bool, which has no bit pattern.
    pub(crate) fn width(self) -> Option<u8> {
        match self {
            Elem::Bool => None,
            Elem::Int { width, .. } | Elem::Float { width } => Some(width),
        }
    }

    pub(crate) fn zero(self) -> RtValue {
        match self {
            Elem::Bool => RtValue::Bool(false),
            Elem::Int { .. } => RtValue::Int(0),
            Elem::Float { width: 16 } => RtValue::F16(f16::ZERO),
            Elem::Float { width: 32 } => RtValue::F32(0.0),
            Elem::Float { .. } => RtValue::F64(0.0),
        }
    }
}

/// The element kind of a value's type, for eval functions: verified IR
/// only gives scalar-shaped types to the ops that ask.
pub(crate) fn elem_of(ctx: &Context, ty: Type) -> Result<Elem, Trap> {
    Elem::of(ctx, ty).ok_or_else(mismatch)
}

/// The trap for a runtime value that does not have its static type's shape
/// (only unverified IR produces one).
pub(crate) fn mismatch() -> Trap {
    Trap::new("value does not match its type")
}

/// The members of a vector, matrix (rows), array or struct value.
pub(crate) fn components(v: &RtValue) -> Result<&[RtValue], Trap> {
    match v {
        RtValue::Agg(items) => Ok(items),
        _ => Err(mismatch()),
    }
}

type Map1<'a> = &'a dyn Fn(&RtValue) -> Result<RtValue, Trap>;
type Map2<'a> = &'a dyn Fn(&RtValue, &RtValue) -> Result<RtValue, Trap>;

/// Applies `f` to every scalar of a scalar, vector or matrix value.
pub(crate) fn map1(v: &RtValue, f: Map1<'_>) -> Result<RtValue, Trap> {
    match v {
        RtValue::Agg(items) => items.iter().map(|x| map1(x, f)).collect::<Result<_, _>>().map(RtValue::Agg),
        x => f(x),
    }
}

/// Applies `f` to every pair of corresponding scalars of two values of one shape.
pub(crate) fn map2(a: &RtValue, b: &RtValue, f: Map2<'_>) -> Result<RtValue, Trap> {
    match (a, b) {
        (RtValue::Agg(xs), RtValue::Agg(ys)) if xs.len() == ys.len() => {
            xs.iter().zip(ys).map(|(x, y)| map2(x, y, f)).collect::<Result<_, _>>().map(RtValue::Agg)
        }
        (RtValue::Agg(_), _) | (_, RtValue::Agg(_)) => Err(mismatch()),
        (x, y) => f(x, y),
    }
}

/// Does every scalar of `v` satisfy `p`?
pub(crate) fn all_scalars(v: &RtValue, p: &dyn Fn(&RtValue) -> bool) -> bool {
    match v {
        RtValue::Agg(items) => items.iter().all(|x| all_scalars(x, p)),
        x => p(x),
    }
}

/// Binary operators on one scalar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

/// Applies `op` to two scalars of element kind `elem`.
pub(crate) fn binary(op: BinOp, elem: Elem, a: &RtValue, b: &RtValue) -> Result<RtValue, Trap> {
    use RtValue::*;
    let r = match (elem, a, b) {
        (Elem::Int { width, signed }, Int(x), Int(y)) => Some(Int(int_binary(op, width, signed, *x, *y))),
        (Elem::Bool, Bool(x), Bool(y)) => bool_binary(op, *x, *y).map(Bool),
        (_, F16(x), F16(y)) => float_binary(op, x.to_f32(), y.to_f32()).map(|r| F16(f16::from_f32(r))),
        (_, F32(x), F32(y)) => float_binary(op, *x, *y).map(F32),
        (_, F64(x), F64(y)) => float_binary(op, *x, *y).map(F64),
        _ => None,
    };
    r.ok_or_else(mismatch)
}

fn int_binary(op: BinOp, width: u8, signed: bool, x: u64, y: u64) -> u64 {
    let (x, y) = (truncate(x, width), truncate(y, width));
    let (sx, sy) = (sign_extend(x, width), sign_extend(y, width));
    // Shift amounts are taken modulo the width, as D3D defines them.
    let shift = (y & (width as u64 - 1)) as u32;
    let r = match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div if y == 0 => u64::MAX,
        BinOp::Rem if y == 0 => x,
        // `wrapping_*` gives MIN / -1 = MIN and MIN % -1 = 0 at 64 bits; at
        // narrower widths the exact quotient truncates to the same bits.
        BinOp::Div if signed => sx.wrapping_div(sy) as u64,
        BinOp::Rem if signed => sx.wrapping_rem(sy) as u64,
        BinOp::Div => x / y,
        BinOp::Rem => x % y,
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::Shl => x << shift,
        BinOp::Shr if signed => (sx >> shift) as u64,
        BinOp::Shr => x >> shift,
    };
    truncate(r, width)
}

fn bool_binary(op: BinOp, x: bool, y: bool) -> Option<bool> {
    match op {
        BinOp::And => Some(x & y),
        BinOp::Or => Some(x | y),
        BinOp::Xor => Some(x ^ y),
        _ => None,
    }
}

/// IEEE-754 arithmetic in `T`'s precision; `%` is C's `fmod` (exact).
fn float_binary<T>(op: BinOp, x: T, y: T) -> Option<T>
where
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    match op {
        BinOp::Add => Some(x + y),
        BinOp::Sub => Some(x - y),
        BinOp::Mul => Some(x * y),
        BinOp::Div => Some(x / y),
        BinOp::Rem => Some(x % y),
        _ => None,
    }
}

/// Unary operators on one scalar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UnOp {
    /// Integers: `0 - x`, wrapping. Floats: flip the sign bit (of NaN too).
    Neg,
    /// Integers: bitwise not. Bool: logical not.
    Not,
}

pub(crate) fn unary(op: UnOp, elem: Elem, a: &RtValue) -> Result<RtValue, Trap> {
    use RtValue::*;
    match (op, elem, a) {
        (UnOp::Neg, Elem::Int { width, .. }, Int(x)) => Ok(Int(truncate(x.wrapping_neg(), width))),
        (UnOp::Not, Elem::Int { width, .. }, Int(x)) => Ok(Int(truncate(!x, width))),
        (UnOp::Not, Elem::Bool, Bool(x)) => Ok(Bool(!x)),
        (UnOp::Neg, _, F16(x)) => Ok(F16(f16::from_bits(x.to_bits() ^ 0x8000))),
        (UnOp::Neg, _, F32(x)) => Ok(F32(f32::from_bits(x.to_bits() ^ (1 << 31)))),
        (UnOp::Neg, _, F64(x)) => Ok(F64(f64::from_bits(x.to_bits() ^ (1 << 63)))),
        _ => Err(mismatch()),
    }
}

/// Comparison predicates, by their `pred` attribute spelling.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pred {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Pred {
    pub(crate) const NAMES: &'static [&'static str] = &["eq", "ne", "lt", "le", "gt", "ge"];
    const ALL: [Pred; 6] = [Pred::Eq, Pred::Ne, Pred::Lt, Pred::Le, Pred::Gt, Pred::Ge];

    pub(crate) fn parse(s: &str) -> Option<Pred> {
        Self::NAMES.iter().position(|&n| n == s).map(|i| Self::ALL[i])
    }

    /// Does the predicate hold for this ordering (`None`: unordered, a NaN)?
    pub(crate) fn holds(self, ord: Option<Ordering>) -> bool {
        match ord {
            // C semantics: every comparison with NaN is false, except `!=`.
            None => self == Pred::Ne,
            Some(o) => match self {
                Pred::Eq => o.is_eq(),
                Pred::Ne => o.is_ne(),
                Pred::Lt => o.is_lt(),
                Pred::Le => o.is_le(),
                Pred::Gt => o.is_gt(),
                Pred::Ge => o.is_ge(),
            },
        }
    }
}

/// Compares two scalars of element kind `elem`; signedness comes from `elem`.
pub(crate) fn compare(pred: Pred, elem: Elem, a: &RtValue, b: &RtValue) -> Result<bool, Trap> {
    use RtValue::*;
    let ord = match (elem, a, b) {
        (Elem::Int { width, signed: true }, Int(x), Int(y)) => {
            Some(sign_extend(*x, width).cmp(&sign_extend(*y, width)))
        }
        (Elem::Int { width, .. }, Int(x), Int(y)) => Some(truncate(*x, width).cmp(&truncate(*y, width))),
        (Elem::Bool, Bool(x), Bool(y)) => Some(x.cmp(y)),
        (_, F16(x), F16(y)) => x.to_f64().partial_cmp(&y.to_f64()),
        (_, F32(x), F32(y)) => x.partial_cmp(y),
        (_, F64(x), F64(y)) => x.partial_cmp(y),
        _ => return Err(mismatch()),
    };
    Ok(pred.holds(ord))
}

/// A scalar read exactly: every int fits `i128`, every float fits `f64`.
enum Num {
    Bool(bool),
    Int(i128),
    Float(f64),
}

/// Converts one scalar between element kinds. int -> int truncates or
/// extends by the source signedness; int -> float and float -> float round
/// to nearest even; float -> int truncates toward zero and saturates, NaN
/// giving 0; bool -> number gives 0 or 1; number -> bool is `!= 0` (NaN is
/// true). Converting to the same kind returns the value unchanged.
pub(crate) fn convert(from: Elem, to: Elem, v: &RtValue) -> Result<RtValue, Trap> {
    if from == to {
        return Ok(v.clone());
    }
    let n = match (from, v) {
        (Elem::Bool, RtValue::Bool(b)) => Num::Bool(*b),
        (Elem::Int { width, signed: true }, RtValue::Int(x)) => Num::Int(sign_extend(*x, width) as i128),
        (Elem::Int { width, .. }, RtValue::Int(x)) => Num::Int(truncate(*x, width) as i128),
        (_, RtValue::F16(x)) => Num::Float(x.to_f64()),
        (_, RtValue::F32(x)) => Num::Float(*x as f64),
        (_, RtValue::F64(x)) => Num::Float(*x),
        _ => return Err(mismatch()),
    };
    Ok(match to {
        Elem::Bool => RtValue::Bool(match n {
            Num::Bool(b) => b,
            Num::Int(i) => i != 0,
            Num::Float(f) => f != 0.0,
        }),
        Elem::Int { width, signed } => RtValue::Int(truncate(
            match n {
                Num::Bool(b) => b as u64,
                Num::Int(i) => i as u64,
                // Rust's float -> int `as` truncates, saturates and maps NaN to 0.
                Num::Float(f) if signed => {
                    let (min, max) = (sign_extend(1 << (width - 1), width), (truncate(u64::MAX, width) >> 1) as i64);
                    (f as i64).clamp(min, max) as u64
                }
                Num::Float(f) => (f as u64).min(truncate(u64::MAX, width)),
            },
            width,
        )),
        Elem::Float { width } => match n {
            Num::Bool(b) => float_of(width, b as u8 as f64),
            // Rust's int -> float `as` rounds to nearest even. An integer
            // needing rounding in f32 (|i| > 2^24) overflows f16 either way.
            Num::Int(i) => match width {
                16 => RtValue::F16(f16::from_f32(i as f32)),
                32 => RtValue::F32(i as f32),
                _ => RtValue::F64(i as f64),
            },
            Num::Float(f) => float_of(width, f),
        },
    })
}

/// Rounds an `f64` to a float of `width` bits.
fn float_of(width: u8, f: f64) -> RtValue {
    match width {
        16 => RtValue::F16(f64_to_f16(f)),
        32 => RtValue::F32(f as f32),
        _ => RtValue::F64(f),
    }
}

/// Reinterprets the bits of a scalar or vector as `to` (scalar or vector of
/// `to_elem`), component 0 in the low bits. Bool has no bits.
pub(crate) fn bitcast(v: &RtValue, from: Elem, to_elem: Elem, to_vector: bool) -> Result<RtValue, Trap> {
    let (Some(from_width), Some(to_width)) = (from.width(), to_elem.width()) else { return Err(mismatch()) };
    let mut bytes = Vec::new();
    for c in v.elems() {
        let bits = match c {
            RtValue::Int(x) => *x,
            RtValue::F16(x) => x.to_bits() as u64,
            RtValue::F32(x) => x.to_bits() as u64,
            RtValue::F64(x) => x.to_bits(),
            _ => return Err(mismatch()),
        };
        bytes.extend_from_slice(&bits.to_le_bytes()[..from_width as usize / 8]);
    }
    let mut comps: Vec<RtValue> = bytes
        .chunks(to_width as usize / 8)
        .map(|chunk| {
            let mut le = [0u8; 8];
            le[..chunk.len()].copy_from_slice(chunk);
            let bits = u64::from_le_bytes(le);
            match to_elem {
                Elem::Float { width: 16 } => RtValue::F16(f16::from_bits(bits as u16)),
                Elem::Float { width: 32 } => RtValue::F32(f32::from_bits(bits as u32)),
                Elem::Float { .. } => RtValue::F64(f64::from_bits(bits)),
                _ => RtValue::Int(bits),
            }
        })
        .collect();
    if to_vector {
        return Ok(RtValue::Agg(comps));
    }
    match comps.pop() {
        Some(c) if comps.is_empty() => Ok(c),
        _ => Err(mismatch()),
    }
}

/// The ordered sum `x0*y0 + x1*y1 + ...`, each product and sum rounded
/// (no fused multiply-add); 0 when empty.
pub(crate) fn dot<'a>(
    elem: Elem,
    mut pairs: impl Iterator<Item = (&'a RtValue, &'a RtValue)>,
) -> Result<RtValue, Trap> {
    let Some((x, y)) = pairs.next() else { return Ok(elem.zero()) };
    let mut acc = binary(BinOp::Mul, elem, x, y)?;
    for (x, y) in pairs {
        acc = binary(BinOp::Add, elem, &acc, &binary(BinOp::Mul, elem, x, y)?)?;
    }
    Ok(acc)
}

/// The value of a runtime index operand of integer type `ty`, or `None`
/// when it is negative.
pub(crate) fn index_value(ctx: &Context, ty: Type, v: &RtValue) -> Option<u64> {
    match (ctx.type_kind(ty), v) {
        (&TypeKind::Int { width, signed: true }, RtValue::Int(x)) => u64::try_from(sign_extend(*x, width)).ok(),
        (&TypeKind::Int { width, .. }, RtValue::Int(x)) => Some(truncate(*x, width)),
        _ => None,
    }
}

/// Element `i` of a runtime aggregate, trapping when out of bounds.
pub(crate) fn element(items: &[RtValue], i: Option<u64>) -> Result<RtValue, Trap> {
    i.and_then(|i| items.get(usize::try_from(i).ok()?))
        .cloned()
        .ok_or_else(|| Trap::new(format!("index {} out of bounds for {} elements", index_text(i), items.len())))
}

fn index_text(i: Option<u64>) -> String {
    i.map_or("(negative)".into(), |i| i.to_string())
}

/// The `index` attribute of `op`, checked to select one of `len` members of `ty`.
pub(crate) fn static_index(ctx: &Context, op: Op, len: usize, ty: Type) -> Result<usize, String> {
    let i = ctx.attr_int(op, "index").ok_or("requires an integer 'index'")?;
    usize::try_from(i)
        .ok()
        .filter(|&i| i < len)
        .ok_or_else(|| format!("index {i} is out of range for {}", print_type(ctx, ty)))
}

/// The `index` attribute of `op` at run time, verified by [`static_index`].
pub(crate) fn attr_index(ctx: &Context, op: Op) -> Result<usize, Trap> {
    ctx.attr_int(op, "index").and_then(|i| usize::try_from(i).ok()).ok_or_else(|| Trap::new("bad 'index'"))
}

/// Checks that `got` is the type `want` (which need not be interned).
pub(crate) fn expect_type(ctx: &Context, what: &str, got: Type, want: &TypeKind) -> Result<(), String> {
    if ctx.type_kind(got) == want {
        Ok(())
    } else {
        Err(format!("{what} has type {} but must be {}", print_type(ctx, got), print_type_kind(ctx, want)))
    }
}

pub(crate) fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

pub(crate) fn operand_type(ctx: &Context, op: Op, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

/// Replaces the single result of `op` with `v`, for canonicalization hooks.
pub(crate) fn replace(rw: &mut Rewriter, op: Op, v: Value) -> bool {
    rw.replace_op(op, &[v]);
    true
}

/// `f(f(x)) -> x` for an involution `f` (`arith.neg`, `arith.not`,
/// `math.reversebits`): exact for every input, NaN payloads included, since
/// each of these only permutes bits.
pub(crate) fn canon_involution(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &rw.ctx;
    let inner = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_kind_of(d) == ctx.op_kind_of(op));
    match inner {
        Some(d) => {
            let x = ctx.operand(d, 0);
            replace(rw, op, x)
        }
        None => false,
    }
}
