//! Printing output buffers as render-test writes them.
//!
//! Without `-output-using-type`: every 32-bit word of the buffer, in
//! upper-case hex without leading zeros, one per line. With it, for a
//! buffer whose elements are scalars, vectors or matrices: a line
//! `type: T` (Slang's scalar type name: `int32_t`, `uint32_t`, `float`,
//! `half`, `double`, `int64_t`, ...) and then every scalar of the buffer,
//! integers in decimal and floats as C's `%f` (six decimals; halves
//! widened to float). Other buffers print as hex words either way.

use nsl_ir::{Context, Type, TypeKind};

/// One output buffer: its bytes and, with `-output-using-type`, the
/// scalar type to print them as.
pub fn print_buffer(ctx: &Context, bytes: &[u8], typed: Option<Type>, out: &mut String) {
    let Some(ty) = typed else {
        for w in bytes.chunks(4) {
            let mut word = [0u8; 4];
            word[..w.len()].copy_from_slice(w);
            out.push_str(&format!("{:X}\n", u32::from_le_bytes(word)));
        }
        return;
    };
    let (name, size) = scalar_name(ctx, ty);
    out.push_str(&format!("type: {name}\n"));
    for chunk in bytes.chunks_exact(size) {
        let mut raw = [0u8; 8];
        raw[..size].copy_from_slice(chunk);
        let bits = u64::from_le_bytes(raw);
        let line = match ctx.type_kind(ty) {
            TypeKind::Float { width: 16 } => c_float(f64::from(half::f16::from_bits(bits as u16).to_f32())),
            TypeKind::Float { width: 32 } => c_float(f64::from(f32::from_bits(bits as u32))),
            TypeKind::Float { .. } => c_float(f64::from_bits(bits)),
            &TypeKind::Int { width, signed: true } => nsl_ir::interp::sign_extend(bits, width).to_string(),
            TypeKind::Int { .. } => bits.to_string(),
            _ => format!("{bits:X}"),
        };
        out.push_str(&line);
        out.push('\n');
    }
}

/// Slang's name for a scalar type and its size in a buffer.
fn scalar_name(ctx: &Context, ty: Type) -> (&'static str, usize) {
    match *ctx.type_kind(ty) {
        TypeKind::Float { width: 16 } => ("half", 2),
        TypeKind::Float { width: 32 } => ("float", 4),
        TypeKind::Float { .. } => ("double", 8),
        TypeKind::Int { width: 8, signed } => (if signed { "int8_t" } else { "uint8_t" }, 1),
        TypeKind::Int { width: 16, signed } => (if signed { "int16_t" } else { "uint16_t" }, 2),
        TypeKind::Int { width: 64, signed } => (if signed { "int64_t" } else { "uint64_t" }, 8),
        TypeKind::Int { signed, .. } => (if signed { "int32_t" } else { "uint32_t" }, 4),
        _ => ("bool", 4),
    }
}

/// C's `printf("%f")`: six decimals, `inf`, `-inf`, `nan`, `-nan`.
fn c_float(v: f64) -> String {
    let sign = if v.is_sign_negative() { "-" } else { "" };
    if v.is_nan() {
        format!("{sign}nan")
    } else if v.is_infinite() {
        format!("{sign}inf")
    } else {
        format!("{v:.6}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_and_typed() {
        let mut ctx = nsl_dialects::core_context();
        let words: Vec<u8> = [0u32, 0xABCD, 0xFFFF_FFFF].iter().flat_map(|w| w.to_le_bytes()).collect();
        let mut out = String::new();
        print_buffer(&ctx, &words, None, &mut out);
        assert_eq!(out, "0\nABCD\nFFFFFFFF\n");
        let i32t = ctx.int_type(32, true);
        let mut out = String::new();
        print_buffer(&ctx, &words, Some(i32t), &mut out);
        assert_eq!(out, "type: int32_t\n0\n43981\n-1\n");
        let f32t = ctx.float_type(32);
        let floats: Vec<u8> =
            [1.5f32, -0.25, f32::INFINITY, -f32::NAN, 1e-7].iter().flat_map(|f| f.to_le_bytes()).collect();
        let mut out = String::new();
        print_buffer(&ctx, &floats, Some(f32t), &mut out);
        assert_eq!(out, "type: float\n1.500000\n-0.250000\ninf\n-nan\n0.000000\n");
        let f16t = ctx.float_type(16);
        let mut out = String::new();
        print_buffer(&ctx, &[0x00, 0x3c, 0x00, 0xc0], Some(f16t), &mut out);
        assert_eq!(out, "type: half\n1.000000\n-2.000000\n");
        let u64t = ctx.int_type(64, false);
        let mut out = String::new();
        print_buffer(&ctx, &u64::MAX.to_le_bytes(), Some(u64t), &mut out);
        assert_eq!(out, "type: uint64_t\n18446744073709551615\n");
    }
}
