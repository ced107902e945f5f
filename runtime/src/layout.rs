//! Buffer layouts: where each part of a value lives in a buffer's bytes,
//! by Vulkan's rules (std430 for storage buffers, std140 for constant
//! buffers) or C's (the C++ target), and the conversion between bytes and
//! interpreter values.
//!
//! - A scalar of N bits takes N/8 bytes, aligned to its size; `bool` takes
//!   4 bytes (0 or 1), as slangc stores it for Vulkan.
//! - `vector<T, 2>` is aligned to twice its scalar, `vector<T, 3>` and
//!   `vector<T, 4>` to four times.
//! - An array's element stride is its element's size rounded up to the
//!   element's alignment (std140: and to 16); a struct's alignment is its
//!   largest member's (std140: rounded up to 16) and its size is rounded
//!   up to its alignment.
//! - A matrix is an array of its rows (row-major) or its columns
//!   (column-major). A matrix type whose layout is not yet decided uses the
//!   run's default, which is row-major as in Slang's test runner. Matrices
//!   of other elements than floats are stored by rows whatever their
//!   layout, as slangc stores them for Vulkan (and as nanoslang's SPIR-V
//!   backend does).

use nsl_ir::interp::RtValue;
use nsl_ir::{Context, MatrixLayout, Type, TypeKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// Storage buffers.
    Std430,
    /// Constant buffers.
    Std140,
    /// C's natural layout, as the C++ target's memory has it: vectors
    /// aligned to their scalar, matrices always by rows.
    C,
}

/// How values are laid out: the rules and the default matrix layout.
#[derive(Clone, Copy)]
pub struct Layouter<'c> {
    pub ctx: &'c Context,
    pub rules: Rules,
    /// The layout of matrices declared without one (row- or column-major).
    pub row_major: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: u32,
    pub align: u32,
}

/// `vector<T, len>` of scalars of `s` bytes.
fn vector_layout(s: u32, len: u8) -> Layout {
    Layout {
        size: s * u32::from(len),
        align: s * if len == 2 {
            2
        } else if len == 1 {
            1
        } else {
            4
        },
    }
}

fn round_up(n: u32, align: u32) -> u32 {
    n.div_ceil(align.max(1)) * align.max(1)
}

impl Layouter<'_> {
    pub fn layout(&self, ty: Type) -> Result<Layout, String> {
        let ctx = self.ctx;
        Ok(match ctx.type_kind(ty) {
            TypeKind::Bool => Layout { size: 4, align: 4 },
            &TypeKind::Int { width, .. } | &TypeKind::Float { width } => {
                let n = u32::from(width) / 8;
                Layout { size: n, align: n }
            }
            &TypeKind::Vector { elem, len } if self.rules == Rules::C => {
                let s = self.layout(elem)?.size;
                Layout { size: s * u32::from(len), align: s }
            }
            &TypeKind::Vector { elem, len } => vector_layout(self.layout(elem)?.size, len),
            &TypeKind::Array { elem, len: Some(n) } => {
                let stride = self.array_stride(elem)?;
                Layout { size: stride * n, align: self.array_align(elem)? }
            }
            &TypeKind::Matrix { .. } => {
                let (stride, count, align) = self.matrix_parts(ty)?;
                Layout { size: stride * count, align }
            }
            TypeKind::Struct { fields, .. } => {
                let mut end = 0;
                let mut align = 1;
                for &(_, f) in fields {
                    let l = self.layout(f)?;
                    end = round_up(end, l.align) + l.size;
                    align = align.max(l.align);
                }
                if self.rules == Rules::Std140 {
                    align = round_up(align, 16);
                }
                Layout { size: round_up(end, align), align }
            }
            // A device address: 64 bits.
            TypeKind::Ptr { .. } if is_device_pointer(ctx, ty) => Layout { size: 8, align: 8 },
            // A descriptor handle is stored as its uint2 (`lower-descriptor-handles`).
            _ if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => {
                let s = 4;
                if self.rules == Rules::C {
                    Layout { size: 2 * s, align: s }
                } else {
                    vector_layout(s, 2)
                }
            }
            _ => return Err(format!("values of type {} cannot be stored in a buffer", print(ctx, ty))),
        })
    }

    /// The distance between consecutive elements of an array of `elem`.
    pub fn array_stride(&self, elem: Type) -> Result<u32, String> {
        Ok(self.element_stride(self.layout(elem)?).0)
    }

    fn array_align(&self, elem: Type) -> Result<u32, String> {
        Ok(self.element_stride(self.layout(elem)?).1)
    }

    /// The stride and alignment of array elements of layout `l`.
    fn element_stride(&self, l: Layout) -> (u32, u32) {
        let align = if self.rules == Rules::Std140 { round_up(l.align, 16) } else { l.align };
        (round_up(l.size, align), align)
    }

    /// A matrix as an array of row or column vectors: (stride, number of
    /// vectors, alignment).
    fn matrix_parts(&self, ty: Type) -> Result<(u32, u32, u32), String> {
        let &TypeKind::Matrix { elem, rows, cols, layout } = self.ctx.type_kind(ty) else {
            return Err("not a matrix".into());
        };
        let (len, count) = if self.by_rows(elem, layout) { (cols, rows) } else { (rows, cols) };
        let s = self.layout(elem)?.size;
        let vector =
            if self.rules == Rules::C { Layout { size: s * u32::from(len), align: s } } else { vector_layout(s, len) };
        let (stride, align) = self.element_stride(vector);
        Ok((stride, u32::from(count), align))
    }

    /// Is a matrix of `elem` with `layout` stored row by row?
    fn by_rows(&self, elem: Type, layout: MatrixLayout) -> bool {
        match layout {
            _ if self.rules == Rules::C => true,
            _ if !matches!(self.ctx.type_kind(elem), TypeKind::Float { .. }) => true,
            MatrixLayout::RowMajor => true,
            MatrixLayout::ColumnMajor => false,
            MatrixLayout::Default => self.row_major,
        }
    }

    /// Reads a value of type `ty` at `offset`; bytes past the end read as 0.
    pub fn decode(&self, ty: Type, bytes: &[u8], offset: u32) -> Result<RtValue, String> {
        let ctx = self.ctx;
        let read = |n: u32| -> u64 {
            (0..n).fold(0u64, |acc, i| {
                let b = bytes.get((offset + i) as usize).copied().unwrap_or(0);
                acc | u64::from(b) << (8 * i)
            })
        };
        Ok(match ctx.type_kind(ty) {
            TypeKind::Bool => RtValue::Bool(read(4) != 0),
            &TypeKind::Int { width, .. } => RtValue::Int(read(u32::from(width) / 8)),
            // A device address, as the number it is on the host.
            TypeKind::Ptr { .. } if is_device_pointer(ctx, ty) => RtValue::Int(read(8)),
            TypeKind::Float { width: 16 } => RtValue::F16(half::f16::from_bits(read(2) as u16)),
            TypeKind::Float { width: 32 } => RtValue::F32(f32::from_bits(read(4) as u32)),
            TypeKind::Float { .. } => RtValue::F64(f64::from_bits(read(8))),
            &TypeKind::Vector { elem, len } => {
                let s = self.layout(elem)?.size;
                RtValue::Agg(
                    (0..u32::from(len)).map(|i| self.decode(elem, bytes, offset + i * s)).collect::<Result<_, _>>()?,
                )
            }
            &TypeKind::Array { elem, len: Some(n) } => {
                let stride = self.array_stride(elem)?;
                RtValue::Agg((0..n).map(|i| self.decode(elem, bytes, offset + i * stride)).collect::<Result<_, _>>()?)
            }
            &TypeKind::Matrix { elem, rows, cols, layout } => {
                let (stride, _, _) = self.matrix_parts(ty)?;
                let s = self.layout(elem)?.size;
                let row_major = self.by_rows(elem, layout);
                let mut out = Vec::new();
                for r in 0..u32::from(rows) {
                    let mut row = Vec::new();
                    for c in 0..u32::from(cols) {
                        let at = if row_major { r * stride + c * s } else { c * stride + r * s };
                        row.push(self.decode(elem, bytes, offset + at)?);
                    }
                    out.push(RtValue::Agg(row));
                }
                RtValue::Agg(out)
            }
            TypeKind::Struct { fields, .. } => {
                let mut values = Vec::new();
                let mut at = 0;
                for &(_, f) in fields {
                    let l = self.layout(f)?;
                    at = round_up(at, l.align);
                    values.push(self.decode(f, bytes, offset + at)?);
                    at += l.size;
                }
                RtValue::Agg(values)
            }
            // A descriptor handle: its uint2.
            _ if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => {
                let word = |at: u32| {
                    (0..4).fold(0u64, |acc, i| {
                        acc | u64::from(bytes.get((offset + at + i) as usize).copied().unwrap_or(0)) << (8 * i)
                    })
                };
                RtValue::Agg(vec![RtValue::Int(word(0)), RtValue::Int(word(4))])
            }
            _ => return Err(format!("values of type {} cannot be read from a buffer", print(ctx, ty))),
        })
    }

    /// Writes `value` of type `ty` at `offset`; bytes past the end are dropped.
    pub fn encode(&self, ty: Type, value: &RtValue, bytes: &mut [u8], offset: u32) -> Result<(), String> {
        let ctx = self.ctx;
        let mut write = |n: u32, bits: u64| {
            for i in 0..n {
                if let Some(b) = bytes.get_mut((offset + i) as usize) {
                    *b = (bits >> (8 * i)) as u8;
                }
            }
        };
        match (ctx.type_kind(ty), value) {
            (TypeKind::Bool, RtValue::Bool(b)) => write(4, u64::from(*b)),
            (&TypeKind::Int { width, .. }, RtValue::Int(v)) => write(u32::from(width) / 8, *v),
            (TypeKind::Ptr { .. }, RtValue::Int(v)) if is_device_pointer(ctx, ty) => write(8, *v),
            (TypeKind::Float { .. }, RtValue::F16(f)) => write(2, u64::from(f.to_bits())),
            (TypeKind::Float { .. }, RtValue::F32(f)) => write(4, u64::from(f.to_bits())),
            (TypeKind::Float { .. }, RtValue::F64(f)) => write(8, f.to_bits()),
            (&TypeKind::Vector { elem, .. }, RtValue::Agg(items)) => {
                let s = self.layout(elem)?.size;
                for (i, v) in items.iter().enumerate() {
                    self.encode(elem, v, bytes, offset + i as u32 * s)?;
                }
            }
            (&TypeKind::Array { elem, .. }, RtValue::Agg(items)) => {
                let stride = self.array_stride(elem)?;
                for (i, v) in items.iter().enumerate() {
                    self.encode(elem, v, bytes, offset + i as u32 * stride)?;
                }
            }
            (&TypeKind::Matrix { elem, layout, .. }, RtValue::Agg(rows)) => {
                let (stride, _, _) = self.matrix_parts(ty)?;
                let s = self.layout(elem)?.size;
                let row_major = self.by_rows(elem, layout);
                for (r, row) in rows.iter().enumerate() {
                    for (c, v) in row.elems().iter().enumerate() {
                        let (r, c) = (r as u32, c as u32);
                        let at = if row_major { r * stride + c * s } else { c * stride + r * s };
                        self.encode(elem, v, bytes, offset + at)?;
                    }
                }
            }
            (TypeKind::Struct { fields, .. }, RtValue::Agg(items)) => {
                let mut at = 0;
                for (&(_, f), v) in fields.iter().zip(items) {
                    let l = self.layout(f)?;
                    at = round_up(at, l.align);
                    self.encode(f, v, bytes, offset + at)?;
                    at += l.size;
                }
            }
            // A descriptor handle: its uint2.
            (_, RtValue::Agg(items)) if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() && items.len() == 2 => {
                for (i, v) in items.iter().enumerate() {
                    let RtValue::Int(w) = v else { return Err(format!("cannot store {v:?} in a descriptor handle")) };
                    for k in 0..4 {
                        if let Some(b) = bytes.get_mut((offset + i as u32 * 4 + k) as usize) {
                            *b = (w >> (8 * k)) as u8;
                        }
                    }
                }
            }
            _ => return Err(format!("cannot store {value:?} as {}", print(ctx, ty))),
        }
        Ok(())
    }
}

impl Layouter<'_> {
    /// Where the part of a `ty` value at `offset` by these rules lies by
    /// `to`'s rules (struct fields and array elements moved, the start
    /// of a scalar, vector or matrix kept); `None` inside a vector or a
    /// matrix, or past the end.
    pub fn translate(&self, ty: Type, offset: u32, to: &Layouter) -> Result<Option<u32>, String> {
        if offset == 0 {
            return Ok(Some(0));
        }
        Ok(match *self.ctx.type_kind(ty) {
            TypeKind::Struct { ref fields, .. } => {
                let (mut from_at, mut to_at) = (0, 0);
                for &(_, f) in fields {
                    let (lf, lt) = (self.layout(f)?, to.layout(f)?);
                    from_at = round_up(from_at, lf.align);
                    to_at = round_up(to_at, lt.align);
                    if (from_at..from_at + lf.size).contains(&offset) {
                        return Ok(self.translate(f, offset - from_at, to)?.map(|o| o + to_at));
                    }
                    from_at += lf.size;
                    to_at += lt.size;
                }
                None
            }
            TypeKind::Array { elem, len } => {
                let (from_stride, to_stride) = (self.array_stride(elem)?, to.array_stride(elem)?);
                let i = offset / from_stride;
                if len.is_some_and(|n| i >= n) {
                    return Ok(None);
                }
                self.translate(elem, offset % from_stride, to)?.map(|o| o + i * to_stride)
            }
            _ => None,
        })
    }
}

/// An interface's AnyValue record, the memory form of its existentials
/// (`lower-existentials`): `struct<I.AnyValueN {rtti: uint2, witness:
/// uint2, d0..: u32}>`; its interface's name and payload words.
pub fn any_value_record(ctx: &Context, ty: Type) -> Option<(String, usize)> {
    let TypeKind::Struct { name, fields } = ctx.type_kind(ty) else { return None };
    let (iface, _) = ctx.str(*name).rsplit_once(".AnyValue")?;
    let names: Vec<&str> = fields.iter().map(|&(n, _)| ctx.str(n)).collect();
    let header = names.len() >= 2 && names[0] == "rtti" && names[1] == "witness";
    let payload = names.iter().skip(2).enumerate().all(|(i, n)| *n == format!("d{i}"));
    (header && payload).then(|| (iface.to_string(), fields.len() - 2))
}

/// Packs `value` of type `ty` into AnyValue payload `words` at byte `at`
/// (advanced), as Slang packs it and `lower-existentials` unpacks it: each
/// scalar at the next multiple of its size, 64-bit scalars low word
/// first, 8- and 16-bit scalars sharing words from the low bits up, bools
/// as one word, vectors by element, matrices by row (column-major ones by
/// column), structs at their natural alignment, arrays by element, device
/// pointers as their address.
pub fn pack_any_value(ctx: &Context, ty: Type, value: &RtValue, words: &mut [u32], at: &mut u32) -> Result<(), String> {
    let capacity = words.len() * 4;
    let mut scalar = |bytes: u32, bits: u64, at: &mut u32| -> Result<(), String> {
        *at = round_up(*at, bytes);
        for i in 0..bytes {
            let byte = (bits >> (8 * i)) as u8;
            let pos = *at + i;
            let w = words
                .get_mut((pos / 4) as usize)
                .ok_or_else(|| format!("the value does not fit the interface's {capacity} payload bytes"))?;
            *w |= u32::from(byte) << (8 * (pos % 4));
        }
        *at += bytes;
        Ok(())
    };
    match (ctx.type_kind(ty), value) {
        (TypeKind::Bool, RtValue::Bool(b)) => scalar(4, u64::from(*b), at),
        (&TypeKind::Int { width, .. }, RtValue::Int(v)) => scalar(u32::from(width) / 8, *v, at),
        (TypeKind::Float { .. }, RtValue::F16(f)) => scalar(2, u64::from(f.to_bits()), at),
        (TypeKind::Float { .. }, RtValue::F32(f)) => scalar(4, u64::from(f.to_bits()), at),
        (TypeKind::Float { .. }, RtValue::F64(f)) => scalar(8, f.to_bits(), at),
        (TypeKind::Ptr { .. }, RtValue::Int(v)) if is_device_pointer(ctx, ty) => scalar(8, *v, at),
        (&TypeKind::Vector { elem, .. } | &TypeKind::Array { elem, .. }, RtValue::Agg(items)) => {
            items.iter().try_for_each(|v| pack_any_value(ctx, elem, v, words, at))
        }
        (&TypeKind::Matrix { elem, rows, cols, layout }, RtValue::Agg(by_rows)) => {
            let get = |r: u8, c: u8| by_rows.get(usize::from(r)).and_then(|row| row.elems().get(usize::from(c)));
            let order: Vec<(u8, u8)> = if layout == MatrixLayout::ColumnMajor {
                (0..cols).flat_map(|c| (0..rows).map(move |r| (r, c))).collect()
            } else {
                (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))).collect()
            };
            for (r, c) in order {
                let v = get(r, c).ok_or("a matrix value of the wrong shape")?;
                pack_any_value(ctx, elem, v, words, at)?;
            }
            Ok(())
        }
        (TypeKind::Struct { fields, .. }, RtValue::Agg(items)) => {
            let (_, align) = nsl_passes::lower_existentials::any_value_natural(ctx, ty, &|_, _| None)
                .ok_or_else(|| format!("a {} cannot be packed into an interface value", print(ctx, ty)))?;
            *at = round_up(*at, align);
            fields.iter().zip(items).try_for_each(|(&(_, f), v)| pack_any_value(ctx, f, v, words, at))
        }
        _ => Err(format!("a {} cannot be packed into an interface value", print(ctx, ty))),
    }
}

/// Is `ty` a pointer to device memory (a `T*`, a `Ptr<T>`), which buffers
/// hold as its 64-bit device address?
pub fn is_device_pointer(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Ptr { space: nsl_ir::AddressSpace::Device | nsl_ir::AddressSpace::DeviceStd430, .. }
    )
}

fn print(ctx: &Context, ty: Type) -> String {
    nsl_ir::printer::print_type(ctx, ty)
}

/// The scalar type whose values render-test prints for a buffer of
/// `elem` with `-output-using-type`: the element's own scalar type for
/// scalars, vectors and matrices, none for structs and arrays.
pub fn printed_scalar(ctx: &Context, elem: Type) -> Option<Type> {
    match ctx.type_kind(elem) {
        TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => Some(elem),
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => Some(*elem),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(ctx: &Context, ty: Type, rules: Rules) -> (u32, u32, u32) {
        let l = Layouter { ctx, rules, row_major: true };
        let layout = l.layout(ty).expect("layout");
        (layout.size, layout.align, l.array_stride(ty).expect("stride"))
    }

    #[test]
    fn std430_and_std140() {
        let mut ctx = nsl_dialects::core_context();
        let f32t = ctx.float_type(32);
        let f16t = ctx.float_type(16);
        let u64t = ctx.int_type(64, false);
        let v3 = ctx.vector_type(f32t, 3);
        let v2 = ctx.vector_type(f32t, 2);
        let h3 = ctx.vector_type(f16t, 3);
        assert_eq!(sizes(&ctx, f32t, Rules::Std430), (4, 4, 4));
        assert_eq!(sizes(&ctx, v3, Rules::Std430), (12, 16, 16));
        assert_eq!(sizes(&ctx, v2, Rules::Std140), (8, 8, 16));
        assert_eq!(sizes(&ctx, h3, Rules::Std430), (6, 8, 8));
        assert_eq!(sizes(&ctx, u64t, Rules::Std430), (8, 8, 8));
        let arr = ctx.array_type(f32t, Some(3));
        assert_eq!(sizes(&ctx, arr, Rules::Std430), (12, 4, 12));
        assert_eq!(sizes(&ctx, arr, Rules::Std140), (48, 16, 48));
        // struct { float a; float3 b; float c; }: b at 16, c at 28, size 32.
        let (a, b, c) = (ctx.sym("a"), ctx.sym("b"), ctx.sym("c"));
        let name = ctx.sym("S");
        let s = ctx.intern_type(TypeKind::Struct { name, fields: vec![(a, f32t), (b, v3), (c, f32t)] });
        assert_eq!(sizes(&ctx, s, Rules::Std430), (32, 16, 32));
        let m = ctx.matrix_type(f32t, 3, 3, MatrixLayout::Default);
        assert_eq!(sizes(&ctx, m, Rules::Std430), (48, 16, 48));
        let m2 = ctx.matrix_type(f32t, 2, 2, MatrixLayout::Default);
        assert_eq!(sizes(&ctx, m2, Rules::Std430), (16, 8, 16));
        assert_eq!(sizes(&ctx, m2, Rules::Std140), (32, 16, 32));
    }

    #[test]
    fn pointers_and_translated_offsets() {
        let mut ctx = nsl_dialects::core_context();
        let i32t = ctx.int_type(32, true);
        let v3 = ctx.vector_type(i32t, 3);
        let p = ctx.ptr_type(i32t, nsl_ir::AddressSpace::Device);
        let local = ctx.ptr_type(i32t, nsl_ir::AddressSpace::Function);
        assert!(is_device_pointer(&ctx, p) && !is_device_pointer(&ctx, local));
        assert_eq!(sizes(&ctx, p, Rules::Std140), (8, 8, 16));
        let (a, b, c) = (ctx.sym("a"), ctx.sym("b"), ctx.sym("c"));
        let name = ctx.sym("S");
        // std140 { int a @0; int[2] b @16 (stride 16); ptr c @48 }, std430 { a @0; b @4; c @16 }.
        let arr = ctx.array_type(i32t, Some(2));
        let s = ctx.intern_type(TypeKind::Struct { name, fields: vec![(a, i32t), (b, arr), (c, p)] });
        let std140 = Layouter { ctx: &ctx, rules: Rules::Std140, row_major: true };
        let std430 = Layouter { rules: Rules::Std430, ..std140 };
        assert_eq!(std140.translate(s, 48, &std430), Ok(Some(16)));
        assert_eq!(std140.translate(s, 32, &std430), Ok(Some(8)));
        assert_eq!(std140.translate(s, 0, &std430), Ok(Some(0)));
        assert_eq!(std140.translate(s, 100, &std430), Ok(None));
        assert_eq!(std140.translate(v3, 4, &std430), Ok(None));
        // A device address round-trips as its 64-bit number.
        let mut bytes = vec![0u8; 8];
        std430.encode(p, &RtValue::Int(0x1234_5678_9abc), &mut bytes, 0).expect("encodes");
        assert_eq!(std430.decode(p, &bytes, 0), Ok(RtValue::Int(0x1234_5678_9abc)));
    }

    #[test]
    fn round_trip_struct_and_matrix() {
        let mut ctx = nsl_dialects::core_context();
        let f32t = ctx.float_type(32);
        let i32t = ctx.int_type(32, true);
        let bt = ctx.bool_type();
        let v3 = ctx.vector_type(f32t, 3);
        let (a, b, c) = (ctx.sym("a"), ctx.sym("b"), ctx.sym("c"));
        let name = ctx.sym("S");
        let s = ctx.intern_type(TypeKind::Struct { name, fields: vec![(a, i32t), (b, v3), (c, bt)] });
        let l = Layouter { ctx: &ctx, rules: Rules::Std430, row_major: true };
        let value = RtValue::Agg(vec![
            RtValue::Int(0xffff_fffe),
            RtValue::Agg(vec![RtValue::F32(1.0), RtValue::F32(2.0), RtValue::F32(3.0)]),
            RtValue::Bool(true),
        ]);
        let mut bytes = vec![0; 32];
        l.encode(s, &value, &mut bytes, 0).expect("encode");
        assert_eq!(&bytes[0..4], &[0xfe, 0xff, 0xff, 0xff]);
        assert_eq!(&bytes[16..20], &1f32.to_le_bytes());
        assert_eq!(&bytes[28..32], &[1, 0, 0, 0]);
        assert_eq!(l.decode(s, &bytes, 0), Ok(value));
        // Row-major 2x3: rows of three floats with a 16-byte stride;
        // column-major: three columns of two floats.
        let m = ctx.matrix_type(f32t, 2, 3, MatrixLayout::Default);
        let im = ctx.matrix_type(i32t, 2, 3, MatrixLayout::ColumnMajor);
        let words: Vec<u8> = (0..12u32).flat_map(|i| (i as f32).to_le_bytes()).collect();
        let row = |v: [f32; 3]| RtValue::Agg(v.iter().map(|&x| RtValue::F32(x)).collect());
        let l = Layouter { ctx: &ctx, rules: Rules::Std430, row_major: true };
        assert_eq!(l.decode(m, &words, 0), Ok(RtValue::Agg(vec![row([0.0, 1.0, 2.0]), row([4.0, 5.0, 6.0])])));
        let l = Layouter { row_major: false, ..l };
        assert_eq!(l.decode(m, &words, 0), Ok(RtValue::Agg(vec![row([0.0, 2.0, 4.0]), row([1.0, 3.0, 5.0])])));
        // Integer matrices are stored by rows whatever their layout.
        let words: Vec<u8> = (0..8u32).flat_map(|i| i.to_le_bytes()).collect();
        let irow = |v: [u64; 3]| RtValue::Agg(v.iter().map(|&x| RtValue::Int(x)).collect());
        assert_eq!(l.decode(im, &words, 0), Ok(RtValue::Agg(vec![irow([0, 1, 2]), irow([4, 5, 6])])));
        assert_eq!(l.layout(im), Ok(Layout { size: 32, align: 16 }));
    }
}
