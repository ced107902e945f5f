//! std140 and std430 layout of the types that live in block memory, and
//! the matrix convention.
//!
//! Matrices. A nanoslang `mat<T, R, C>` is R rows of C components (values
//! are row-indexed). It is emitted as SPIR-V `OpTypeMatrix` of R columns of
//! `vec<T, C>`: each IR row is a SPIR-V column, so row access is column
//! access and `mat.construct` / `mat.extract_row` need no shuffling (the
//! convention of slangc and DXC). Products are emitted transposed:
//! `mul(M, v)` is `OpVectorTimesMatrix(v, M)`, `mul(v, M)` is
//! `OpMatrixTimesVector(M, v)` and `mul(A, B)` is `OpMatrixTimesMatrix(B, A)`.
//! In block memory, a row-major float matrix (the `row_major` layout; the
//! `matrix-layout` pass gives every matrix one; the emitter's language
//! requires `LayoutsDecided`, and an undecided one, which no checked
//! pipeline leaves, would count as row-major) stores each IR row contiguously, which is SPIR-V
//! `ColMajor` with `MatrixStride` between rows; a `column_major` one is
//! SPIR-V `RowMajor`. Other matrices are arrays of rows in SPIR-V and are
//! stored row by row whatever their layout, as slangc stores them (its
//! SPIR-V for `column_major int2x3` in a buffer is an array of two `int3`
//! rows with `ArrayStride` 16).

use nsl_ir::{Context, MatrixLayout, Type, TypeKind};

/// The layout rules of one kind of block memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Not in block memory: no layout decorations.
    None,
    /// Uniform blocks.
    Std140,
    /// Storage and push-constant blocks.
    Std430,
    /// Device memory behind pointers: Slang's natural layout, C's rules
    /// (a vector or matrix is aligned as its scalar, arrays unpadded).
    Scalar,
    /// Slang's `CDataLayout`: the scalar rules, but a struct's size is
    /// rounded up to its alignment (a member after a nested struct does
    /// not use its tail padding); `bool`s are stored as `u8`.
    C,
}

impl Layout {
    /// Are vectors and matrices aligned as their scalars (scalar and C)?
    fn natural(self) -> bool {
        matches!(self, Layout::Scalar | Layout::C)
    }
}

impl Layout {
    /// The layout of memory in an address space.
    pub fn of(space: nsl_ir::AddressSpace) -> Layout {
        match space {
            nsl_ir::AddressSpace::Uniform | nsl_ir::AddressSpace::ShaderRecord => Layout::Std140,
            nsl_ir::AddressSpace::Storage | nsl_ir::AddressSpace::PushConstant => Layout::Std430,
            nsl_ir::AddressSpace::Device | nsl_ir::AddressSpace::StorageScalar => Layout::Scalar,
            nsl_ir::AddressSpace::StorageStd140 => Layout::Std140,
            nsl_ir::AddressSpace::StorageC => Layout::C,
            nsl_ir::AddressSpace::DeviceStd430 => Layout::Std430,
            _ => Layout::None,
        }
    }
}

fn round_up(n: u32, to: u32) -> u32 {
    n.div_ceil(to) * to
}

/// Is a float matrix stored row by row (SPIR-V `ColMajor`)?
fn rows_contiguous(layout: MatrixLayout) -> bool {
    !matches!(layout, MatrixLayout::ColumnMajor)
}

/// The vectors stored contiguously in a matrix of `elem` (IR rows, or IR
/// columns for column-major float matrices): their length and how many
/// there are.
fn matrix_vectors(ctx: &Context, elem: Type, rows: u8, cols: u8, layout: MatrixLayout) -> (u8, u32) {
    if rows_contiguous(layout) || !matches!(ctx.type_kind(elem), TypeKind::Float { .. }) {
        (cols, rows.into())
    } else {
        (rows, cols.into())
    }
}

/// Size and alignment of a vector of `len` scalars of `scalar` bytes.
fn vector_size_align(scalar: u32, len: u8) -> (u32, u32) {
    (scalar * u32::from(len), if len == 2 { 2 * scalar } else { 4 * scalar })
}

fn scalar_size(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Int { width, .. } | TypeKind::Float { width } => Some(u32::from(*width) / 8),
        TypeKind::MiniFloat(m) => Some(u32::from(m.width()) / 8),
        _ => None,
    }
}

/// `MatrixStride` between the stored vectors of a matrix of `elem`.
fn matrix_stride(ctx: &Context, elem: Type, vector_len: u8, layout: Layout) -> Option<u32> {
    let (size, align) = vector_size_align(scalar_size(ctx, elem)?, vector_len);
    Some(match layout {
        Layout::Std140 => round_up(align, 16),
        Layout::Scalar | Layout::C => size,
        _ => align,
    })
}

/// Size and alignment of `ty` under `layout` (not `Layout::None`); `None`
/// for types without a size in block memory (bools, unsized arrays).
pub fn size_align(ctx: &Context, ty: Type, layout: Layout) -> Option<(u32, u32)> {
    let std140 = layout == Layout::Std140;
    Some(match ctx.type_kind(ty) {
        TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => {
            let s = scalar_size(ctx, ty)?;
            (s, s)
        }
        &TypeKind::Vector { elem, len } if layout.natural() => {
            let s = scalar_size(ctx, elem)?;
            (s * u32::from(len), s)
        }
        &TypeKind::Vector { elem, len } => vector_size_align(scalar_size(ctx, elem)?, len),
        &TypeKind::Matrix { elem, rows, cols, layout: m } => {
            let (len, count) = matrix_vectors(ctx, elem, rows, cols, m);
            let stride = matrix_stride(ctx, elem, len, layout)?;
            let (_, align) = vector_size_align(scalar_size(ctx, elem)?, len);
            let align = match layout {
                Layout::Std140 => round_up(align, 16),
                Layout::Scalar | Layout::C => scalar_size(ctx, elem)?,
                _ => align,
            };
            (stride * count, align)
        }
        &TypeKind::Array { elem, len: Some(n) } => {
            let stride = array_stride(ctx, elem, layout)?;
            let (_, align) = size_align(ctx, elem, layout)?;
            (stride * n, if std140 { round_up(align, 16) } else { align })
        }
        // A device pointer is a 64-bit address.
        TypeKind::Ptr { space: nsl_ir::AddressSpace::Device | nsl_ir::AddressSpace::DeviceStd430, .. } => (8, 8),
        TypeKind::Struct { fields, .. } => {
            let members: Vec<Type> = fields.iter().map(|f| f.1).collect();
            let (_, end, align) = struct_layout(ctx, &members, layout)?;
            let align = if std140 { round_up(align, 16) } else { align };
            // The natural layout pads a struct only where it repeats (an
            // array's stride, a pointer's step): a member after a nested
            // struct may use its tail padding, as slangc lays it out.
            (if layout == Layout::Scalar { end } else { round_up(end, align) }, align)
        }
        _ => return None,
    })
}

/// `ArrayStride` of an array of `len`-vectors of `elem` (the rows of a
/// non-float matrix, which SPIR-V holds as an array).
pub fn vector_array_stride(ctx: &Context, elem: Type, len: u8, layout: Layout) -> Option<u32> {
    let (size, align) = vector_size_align(scalar_size(ctx, elem)?, len);
    if layout.natural() {
        return Some(size);
    }
    let stride = round_up(size, align);
    Some(if layout == Layout::Std140 { round_up(stride, 16) } else { stride })
}

/// `ArrayStride` of an array of `elem`.
pub fn array_stride(ctx: &Context, elem: Type, layout: Layout) -> Option<u32> {
    let (size, align) = size_align(ctx, elem, layout)?;
    let stride = round_up(size, align);
    Some(if layout == Layout::Std140 { round_up(stride, 16) } else { stride })
}

/// The `ColMajor` (true) or `RowMajor` decoration and `MatrixStride` of a
/// member that is a float matrix or an array of them. (Other matrices are
/// arrays of rows in SPIR-V, laid out by `ArrayStride`.)
pub fn matrix_decoration(ctx: &Context, ty: Type, layout: Layout) -> Option<(bool, u32)> {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { elem, rows, cols, layout: m } if matches!(ctx.type_kind(elem), TypeKind::Float { .. }) => {
            let (len, _) = matrix_vectors(ctx, elem, rows, cols, m);
            Some((rows_contiguous(m), matrix_stride(ctx, elem, len, layout)?))
        }
        TypeKind::Array { elem, .. } => matrix_decoration(ctx, elem, layout),
        _ => None,
    }
}

/// Member offsets, the end of the last member, and the largest alignment.
/// A runtime array (the last member of a storage block) takes no space.
pub fn struct_layout(ctx: &Context, members: &[Type], layout: Layout) -> Option<(Vec<u32>, u32, u32)> {
    let mut offsets = Vec::with_capacity(members.len());
    let (mut end, mut max_align) = (0u32, 1u32);
    for &m in members {
        let (size, align) = match *ctx.type_kind(m) {
            TypeKind::Array { len: None, elem } => (0, size_align(ctx, elem, layout)?.1),
            _ => size_align(ctx, m, layout)?,
        };
        let offset = round_up(end, align);
        offsets.push(offset);
        end = offset + size;
        max_align = max_align.max(align);
    }
    Some((offsets, end, max_align))
}
