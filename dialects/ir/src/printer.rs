//! The textual form of the IR. Every op prints in one generic syntax
//! derived from its schema:
//!
//! ```text
//! %r0, %r1 = dialect.op %a, %b {attr = value, ...} : type0, type1 {
//! ^bb(%arg: type):
//!   ...
//! }
//! ```
//!
//! Value names are their hints (`%x`) made unique, or numbers, assigned in
//! print order and restarted in each isolated-from-above op, so that
//! print -> parse -> print is byte-identical.

use crate::attr::AttrKind;
use crate::schema::Traits;
use crate::types::MatrixLayout;
use crate::{Attr, Block, Context, Op, Type, TypeKind, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

pub fn print_op(ctx: &Context, op: Op) -> String {
    let mut p = Printer { ctx, out: String::new(), names: FxHashMap::default(), scopes: vec![Scope::default()] };
    p.op(op, 0);
    p.out
}

#[derive(Default)]
struct Scope {
    used: FxHashSet<String>,
    next_number: usize,
    /// Per hint, the first suffix not yet tried: names are never freed in
    /// a scope, so every smaller suffix is taken and probing resumes
    /// there (linear, where restarting at 1 was quadratic in the number
    /// of values sharing a hint).
    next_suffix: FxHashMap<String, usize>,
}

struct Printer<'c> {
    ctx: &'c Context,
    out: String,
    names: FxHashMap<Value, String>,
    scopes: Vec<Scope>,
}

impl Printer<'_> {
    fn name(&mut self, v: Value) {
        let scope = self.scopes.last_mut().expect("scope");
        let hint = self.ctx.value_name(v).map(|s| self.ctx.str(s)).filter(|h| is_bare_ident(h));
        let name = match hint.map(str::to_string) {
            Some(hint) => {
                let mut candidate = hint.clone();
                if scope.used.contains(&candidate) {
                    let n = scope.next_suffix.entry(hint.clone()).or_insert(1);
                    loop {
                        candidate = format!("{hint}_{n}");
                        *n += 1;
                        if !scope.used.contains(&candidate) {
                            break;
                        }
                    }
                }
                candidate
            }
            None => loop {
                let c = scope.next_number.to_string();
                scope.next_number += 1;
                if !scope.used.contains(&c) {
                    break c;
                }
            },
        };
        scope.used.insert(name.clone());
        self.names.insert(v, name);
    }

    fn value(&mut self, v: Value) {
        match self.names.get(&v) {
            Some(n) => {
                let _ = write!(self.out, "%{n}");
            }
            // A use of a value that was never printed: only unverified IR has these.
            None => {
                let _ = write!(self.out, "%<undefined {v:?}>");
            }
        }
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn op(&mut self, op: Op, depth: usize) {
        let ctx = self.ctx;
        let schema = ctx.schema(op);
        self.indent(depth);
        let results = ctx.results(op);
        for (i, &r) in results.iter().enumerate() {
            self.name(r);
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(r);
        }
        if !results.is_empty() {
            self.out.push_str(" = ");
        }
        self.out.push_str(schema.name);
        for (i, &v) in ctx.operands(op).iter().enumerate() {
            self.out.push_str(if i == 0 { " " } else { ", " });
            self.value(v);
        }
        let attrs = ctx.attrs(op);
        if !attrs.is_empty() {
            // Schema order first, so the text is canonical whatever order
            // the attributes were set in.
            let mut ordered: Vec<usize> = Vec::with_capacity(attrs.len());
            for spec in schema.attrs {
                if let Some(i) = attrs.iter().position(|(n, _)| ctx.str(*n) == spec.name) {
                    ordered.push(i);
                }
            }
            for i in 0..attrs.len() {
                if !ordered.contains(&i) {
                    ordered.push(i);
                }
            }
            self.out.push_str(" {");
            for (k, &i) in ordered.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                let (n, a) = attrs[i];
                self.out.push_str(ctx.str(n));
                self.out.push_str(" = ");
                write_attr(&mut self.out, ctx, a);
            }
            self.out.push('}');
        }
        if !results.is_empty() {
            self.out.push_str(" : ");
            for (i, &r) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write_type(&mut self.out, ctx, ctx.value_type(r));
            }
        }
        let isolated = schema.has(Traits::ISOLATED_FROM_ABOVE);
        if isolated {
            self.scopes.push(Scope::default());
        }
        for &r in ctx.regions(op) {
            self.out.push_str(" {\n");
            self.block(ctx.region_block(r), depth);
            self.indent(depth);
            self.out.push('}');
        }
        if isolated {
            self.scopes.pop();
        }
        self.out.push('\n');
    }

    fn block(&mut self, b: Block, depth: usize) {
        let ctx = self.ctx;
        let args = ctx.block_args(b);
        if !args.is_empty() {
            self.indent(depth);
            self.out.push_str("^bb(");
            for (i, &a) in args.iter().enumerate() {
                self.name(a);
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
                self.out.push_str(": ");
                write_type(&mut self.out, ctx, ctx.value_type(a));
            }
            self.out.push_str("):\n");
        }
        let mut cur = ctx.first_op(b);
        while let Some(o) = cur {
            self.op(o, depth + 1);
            cur = ctx.next_op(o);
        }
    }
}

pub fn print_type(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, t);
    s
}

pub fn print_attr(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    write_attr(&mut s, ctx, a);
    s
}

pub fn write_type(out: &mut String, ctx: &Context, t: Type) {
    write_type_kind(out, ctx, ctx.type_kind(t));
}

/// Prints a type that need not be interned, such as the type a verifier
/// expected.
pub fn print_type_kind(ctx: &Context, kind: &TypeKind) -> String {
    let mut s = String::new();
    write_type_kind(&mut s, ctx, kind);
    s
}

pub fn write_type_kind(out: &mut String, ctx: &Context, kind: &TypeKind) {
    match kind {
        TypeKind::Bool => out.push_str("bool"),
        TypeKind::Int { width, signed } => {
            let _ = write!(out, "{}{width}", if *signed { 'i' } else { 'u' });
        }
        TypeKind::Float { width } => {
            let _ = write!(out, "f{width}");
        }
        TypeKind::MiniFloat(m) => out.push_str(m.keyword()),
        TypeKind::Vector { elem, len } => {
            out.push_str("vec<");
            write_type(out, ctx, *elem);
            let _ = write!(out, ", {len}>");
        }
        TypeKind::Matrix { elem, rows, cols, layout } => {
            out.push_str("mat<");
            write_type(out, ctx, *elem);
            let _ = write!(out, ", {rows}, {cols}");
            match layout {
                MatrixLayout::Default => {}
                MatrixLayout::RowMajor => out.push_str(", row_major"),
                MatrixLayout::ColumnMajor => out.push_str(", column_major"),
            }
            out.push('>');
        }
        TypeKind::Array { elem, len } => {
            out.push_str("array<");
            write_type(out, ctx, *elem);
            if let Some(n) = len {
                let _ = write!(out, ", {n}");
            }
            out.push('>');
        }
        TypeKind::Struct { name, fields } => {
            out.push_str("struct<");
            write_ident(out, ctx.str(*name));
            out.push_str(" {");
            for (i, (f, ft)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_ident(out, ctx.str(*f));
                out.push_str(": ");
                write_type(out, ctx, *ft);
            }
            out.push_str("}>");
        }
        TypeKind::Ptr { pointee, space } => {
            out.push_str("ptr<");
            write_type(out, ctx, *pointee);
            let _ = write!(out, ", {}>", space.keyword());
        }
        TypeKind::Param { name } => {
            out.push_str("param<");
            write_ident(out, ctx.str(*name));
            out.push('>');
        }
        TypeKind::Opaque { name, params } => {
            out.push('!');
            write_ident(out, ctx.str(*name));
            if !params.is_empty() {
                out.push('<');
                write_type_list(out, ctx, params);
                out.push('>');
            }
        }
        TypeKind::Function { params, results } => {
            out.push_str("fn(");
            write_type_list(out, ctx, params);
            out.push_str(") -> (");
            write_type_list(out, ctx, results);
            out.push(')');
        }
    }
}

fn write_type_list(out: &mut String, ctx: &Context, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(out, ctx, t);
    }
}

pub fn write_attr(out: &mut String, ctx: &Context, a: Attr) {
    match ctx.attr_kind(a) {
        AttrKind::Unit => out.push_str("unit"),
        AttrKind::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        AttrKind::Int(v) => {
            let _ = write!(out, "{v}");
        }
        AttrKind::Float(bits) => write_float(out, *bits),
        AttrKind::Str(s) => write_string(out, ctx.str(*s)),
        AttrKind::Symbol(s) => {
            out.push('@');
            write_ident(out, ctx.str(*s));
        }
        AttrKind::Type(t) => write_type(out, ctx, *t),
        AttrKind::Array(items) => {
            out.push('[');
            for (i, &item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(out, ctx, item);
            }
            out.push(']');
        }
    }
}

/// Floats print in the shortest form that reads back to the same bits.
fn write_float(out: &mut String, bits: u64) {
    let f = f64::from_bits(bits);
    if f.is_finite() {
        let s = format!("{f:?}");
        out.push_str(&s);
        if !s.contains(['.', 'e', 'E']) {
            out.push_str(".0");
        }
    } else if f.is_infinite() {
        out.push_str(if f > 0.0 { "inf" } else { "-inf" });
    } else if bits == f64::NAN.to_bits() {
        out.push_str("nan");
    } else {
        let _ = write!(out, "float(0x{bits:016x})");
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Identifiers print bare when they lex as one, quoted otherwise.
pub fn write_ident(out: &mut String, s: &str) {
    if is_bare_ident(s) {
        out.push_str(s);
    } else {
        write_string(out, s);
    }
}

pub fn is_bare_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
}
