//! Target intrinsics: an `hl.intrinsic_asm` is printed by expanding its
//! template (`nsl_dialects::template`) over its operands, for every
//! C-family target alike; only the type spellings come from the target.

use crate::cfamily::{cannot, Target, Walker, R};
use crate::expr::{Expr, Prec};
use nsl_dialects::hl;
use nsl_dialects::template::{self, Piece};
use nsl_ir::{Diagnostic, Op, Type, TypeKind};

/// The code error for an intrinsic marked as having no lowering for the target.
pub const E_UNSUPPORTED_INTRINSIC: &str = "NSL3160";

/// The text of an `hl.intrinsic_asm` (`args` are its operands' expressions):
/// an expression when it has a result, else a statement without its `;`.
pub(crate) fn expand(w: &mut Walker, t: &mut dyn Target, op: Op, args: &[Expr]) -> R<Expr> {
    let ctx = w.ctx;
    let text = ctx.attr_str(op, "template").unwrap_or_default();
    if template::is_unsupported_placeholder(text) {
        return Err(Diagnostic::error(
            E_UNSUPPORTED_INTRINSIC,
            ctx.loc(op),
            format!("this operation has no {} implementation (its target intrinsic is '{}')", t.name(), text.trim()),
        ));
    }
    let parsed = template::parse(text).map_err(|e| cannot(ctx, op, t.name(), e.message))?;
    let generics = hl::intrinsic_generics(ctx, op).ok_or_else(|| cannot(ctx, op, t.name(), "bad generics"))?;
    let has_result = !ctx.results(op).is_empty();
    if parsed.is_bare_name() {
        return Ok(Expr::call(text, args));
    }
    // An argument the template repeats is computed once, into a name
    // (a pointer is a place, whose parts are names already).
    let mut args = args.to_vec();
    for (n, arg) in args.iter_mut().enumerate() {
        if matches!(ctx.type_kind(ctx.value_type(ctx.operand(op, n))), TypeKind::Ptr { .. }) {
            continue;
        }
        let uses = parsed.pieces.iter().filter(|p| matches!(p, Piece::Arg(i) | Piece::Pad4(i) if *i == n)).count()
            + parsed.pieces.iter().filter(|p| matches!(p, Piece::ArgsFrom(i) if *i <= n)).count();
        if uses > 1 {
            *arg = w.named(t, ctx.operand(op, n), arg.clone(), op)?;
        }
    }
    let operand_type = |n: usize| {
        let ty = ctx.value_type(ctx.operand(op, n));
        match ctx.type_kind(ty) {
            TypeKind::Ptr { pointee, .. } => *pointee,
            _ => ty,
        }
    };
    let mut out = String::new();
    for (k, piece) in parsed.pieces.iter().enumerate() {
        match piece {
            Piece::Text(range) => out.push_str(&text[range.clone()]),
            &Piece::Arg(n) => {
                // An argument alone between `(`/`,` and `,`/`)` needs no
                // parentheses; anywhere else it binds like a postfix operand.
                let before = out.trim_end().ends_with(['(', ',']);
                let after = match parsed.pieces.get(k + 1) {
                    Some(Piece::Text(r)) => text[r.clone()].trim_start().starts_with([')', ',']),
                    _ => false,
                };
                let arg = &args[n];
                out.push_str(&if before && after { arg.text.clone() } else { arg.at(Prec::Postfix) });
            }
            &Piece::ArgsFrom(n) => {
                out.push_str(&args[n..].iter().map(|a| a.text.as_str()).collect::<Vec<_>>().join(", "));
            }
            &Piece::ArgType(n) => out.push_str(&t.ty(w, operand_type(n), op)?),
            Piece::ResultType => out.push_str(&t.ty(w, ctx.value_type(ctx.result(op, 0)), op)?),
            &Piece::ArgScalar(n) => out.push_str(&t.ty(w, ctx.scalar_of(operand_type(n)), op)?),
            &Piece::Generic(n) => out.push_str(&t.ty(w, generics[n], op)?),
            &Piece::ElementCount(n) => out.push_str(&w.components(operand_type(n)).to_string()),
            &Piece::Pad4(n) => {
                let padded = pad4(w, t, operand_type(n), &args[n], op)?;
                out.push_str(&padded.text);
            }
            Piece::FitResult => {
                let len = w.components(ctx.value_type(ctx.result(op, 0)));
                if len < 4 {
                    out.push('.');
                    out.push_str(&"xyzw"[..len]);
                }
            }
            Piece::TypePrefix => {
                let ty = ctx.scalar_of(operand_type(0));
                let signed = match ctx.type_kind(ty) {
                    TypeKind::Int { signed, .. } => Some(*signed),
                    _ => None,
                };
                let prefix = template::type_prefix(signed, w.width(ty))
                    .filter(|_| !w.is_bool(ty))
                    .ok_or_else(|| cannot(ctx, op, t.name(), "'$P' of a non-numeric argument"))?;
                out.push_str(prefix);
            }
        }
    }
    if !has_result || is_call_shaped(&out) {
        Ok(Expr::atom(out))
    } else {
        Ok(Expr::atom(format!("({out})")))
    }
}

/// `arg` (a scalar or vector of `ty`) padded with zeros to 4 components.
fn pad4(w: &mut Walker, t: &mut dyn Target, ty: Type, arg: &Expr, op: Op) -> R<Expr> {
    let ctx = w.ctx;
    let len = w.components(ty);
    if len == 4 {
        return Ok(arg.clone());
    }
    let elem = ctx.scalar_of(ty);
    let vec4 = ctx
        .vector_type_existing(elem, 4)
        .ok_or_else(|| cannot(ctx, op, t.name(), "'$V' of a type whose 4-vector is used nowhere else"))?;
    let mut parts = vec![arg.clone()];
    for _ in len..4 {
        parts.push(t.zero(w, elem, op)?);
    }
    t.aggregate(w, vec4, &parts, op)
}

/// `name(...)` with the parentheses closing at the end: a primary
/// expression, so the expansion needs no parentheses of its own.
fn is_call_shaped(text: &str) -> bool {
    let Some(open) = text.find('(') else { return false };
    let name = &text[..open];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
        return false;
    }
    let mut depth = 0i32;
    for (i, c) in text.char_indices().skip(open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1 == text.len();
                }
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::is_call_shaped;

    #[test]
    fn call_shapes() {
        assert!(is_call_shaped("atomicAdd(x, (y))"));
        assert!(is_call_shaped("std::max(a, b)"));
        assert!(!is_call_shaped("f(a) + g(b)"));
        assert!(!is_call_shaped("(a)"));
        assert!(!is_call_shaped("a + b"));
        assert!(!is_call_shaped("f(a).x"));
    }
}
