//! The parser of the textual IR (see [`crate::printer`] for the syntax).
//! Errors are diagnostics (`NSL1xxx`) with file:line:column.

use crate::attr::AttrKind;
use crate::diag::Diagnostic;
use crate::schema::Traits;
use crate::types::{AddressSpace, MatrixLayout};
use crate::{Attr, Block, Context, InsertPoint, Loc, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

/// Deepest nesting of regions, types or attributes the parser accepts, so
/// hostile input cannot overflow the stack.
const MAX_DEPTH: usize = 128;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    ValueId(String),
    SymbolRef(String),
    BlockLabel(String),
    Int(i128),
    Float(f64),
    Str(String),
    Punct(&'static str),
    Eof,
}

struct Token {
    tok: Tok,
    line: u32,
    col: u32,
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => format!("'{s}'"),
        Tok::ValueId(s) => format!("'%{s}'"),
        Tok::SymbolRef(s) => format!("'@{s}'"),
        Tok::BlockLabel(s) => format!("'^{s}'"),
        Tok::Int(v) => format!("'{v}'"),
        Tok::Float(v) => format!("'{v}'"),
        Tok::Str(s) => format!("{s:?}"),
        Tok::Punct(p) => format!("'{p}'"),
        Tok::Eof => "end of input".into(),
    }
}

fn lex(src: &str, file: u32) -> Result<Vec<Token>, Diagnostic> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    let ident_char = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$';
    while i < bytes.len() {
        let c = bytes[i];
        let col = (src[line_start..i].chars().count() + 1) as u32;
        let err = |msg: String| Diagnostic::error("NSL1001", Loc::new(file, line, col), msg);
        let start = i;
        let tok = match c {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
                continue;
            }
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'%' | b'^' => {
                i += 1;
                while i < bytes.len() && ident_char(bytes[i]) {
                    i += 1;
                }
                if i == start + 1 {
                    return Err(err(format!("expected a name after '{}'", c as char)));
                }
                let name = src[start + 1..i].to_string();
                if c == b'%' {
                    Tok::ValueId(name)
                } else {
                    Tok::BlockLabel(name)
                }
            }
            b'@' => {
                i += 1;
                if bytes.get(i) == Some(&b'"') {
                    let (s, end) = lex_string(src, i).map_err(err)?;
                    i = end;
                    Tok::SymbolRef(s)
                } else {
                    while i < bytes.len() && ident_char(bytes[i]) {
                        i += 1;
                    }
                    if i == start + 1 {
                        return Err(err("expected a symbol name after '@'".into()));
                    }
                    Tok::SymbolRef(src[start + 1..i].to_string())
                }
            }
            b'"' => {
                let (s, end) = lex_string(src, i).map_err(err)?;
                i = end;
                Tok::Str(s)
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                i += 2;
                Tok::Punct("->")
            }
            b'-' | b'0'..=b'9' => {
                let (t, end) = lex_number(src, i).map_err(err)?;
                i = end;
                t
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < bytes.len() && ident_char(bytes[i]) {
                    i += 1;
                }
                Tok::Ident(src[start..i].to_string())
            }
            _ => {
                const PUNCT: [&str; 10] = ["{", "}", "(", ")", "[", "]", "<", ">", ",", ":"];
                let p = PUNCT.iter().chain(["=", "!"].iter()).find(|p| p.as_bytes()[0] == c);
                match p {
                    Some(p) => {
                        i += 1;
                        Tok::Punct(p)
                    }
                    None => {
                        let ch = src[i..].chars().next().unwrap_or('?');
                        return Err(err(format!("unexpected character {ch:?}")));
                    }
                }
            }
        };
        out.push(Token { tok, line, col });
    }
    let col = (src[line_start..].chars().count() + 1) as u32;
    out.push(Token { tok: Tok::Eof, line, col });
    Ok(out)
}

fn lex_string(src: &str, start: usize) -> Result<(String, usize), String> {
    let mut s = String::new();
    let mut chars = src[start + 1..].char_indices();
    while let Some((off, c)) = chars.next() {
        match c {
            '"' => return Ok((s, start + 1 + off + 1)),
            '\n' => break,
            '\\' => match chars.next() {
                Some((_, 'n')) => s.push('\n'),
                Some((_, 't')) => s.push('\t'),
                Some((_, '"')) => s.push('"'),
                Some((_, '\\')) => s.push('\\'),
                Some((_, 'u')) => {
                    let rest = &src[start + 1 + off + 2..];
                    let close = rest.find('}').ok_or("bad \\u escape")?;
                    let hex = rest.strip_prefix('{').map(|r| &r[..close - 1]).ok_or("bad \\u escape")?;
                    let c = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32).ok_or("bad \\u escape")?;
                    s.push(c);
                    for _ in 0..=close {
                        chars.next();
                    }
                }
                _ => return Err("unknown escape in string".into()),
            },
            c => s.push(c),
        }
    }
    Err("unterminated string".into())
}

fn lex_number(src: &str, start: usize) -> Result<(Tok, usize), String> {
    let bytes = src.as_bytes();
    let mut i = start;
    if bytes[i] == b'-' {
        i += 1;
        if !bytes.get(i).is_some_and(u8::is_ascii_digit) {
            // `-inf`: a sign before an identifier.
            if src[i..].starts_with("inf") {
                return Ok((Tok::Float(f64::NEG_INFINITY), i + 3));
            }
            return Err("expected a number after '-'".into());
        }
    }
    if src[i..].starts_with("0x") {
        let hex_start = i + 2;
        i = hex_start;
        while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
            i += 1;
        }
        let v = u128::from_str_radix(&src[hex_start..i], 16).map_err(|_| "bad hexadecimal number")?;
        let v = i128::try_from(v).map_err(|_| "number out of range")?;
        return Ok((Tok::Int(if bytes[start] == b'-' { -v } else { v }), i));
    }
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    let mut is_float = false;
    if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
        is_float = true;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
    }
    if matches!(bytes.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(bytes.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if bytes.get(j).is_some_and(u8::is_ascii_digit) {
            is_float = true;
            i = j;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    let text = &src[start..i];
    if is_float {
        Ok((Tok::Float(text.parse().map_err(|_| "bad float")?), i))
    } else {
        Ok((Tok::Int(text.parse().map_err(|_| "integer out of range")?), i))
    }
}

struct Scope {
    names: FxHashMap<String, Value>,
    isolated: bool,
}

struct Parser<'c> {
    ctx: &'c mut Context,
    toks: Vec<Token>,
    pos: usize,
    file: u32,
    scopes: Vec<Scope>,
    depth: usize,
}

type PResult<T> = Result<T, Diagnostic>;

/// Parses a sequence of top-level ops from `src`. `file_name` is used in
/// locations and diagnostics.
pub fn parse_ops(ctx: &mut Context, src: &str, file_name: &str) -> PResult<Vec<Op>> {
    let file = ctx.add_file(file_name);
    let toks = lex(src, file)?;
    let mut p = Parser {
        ctx,
        toks,
        pos: 0,
        file,
        scopes: vec![Scope { names: FxHashMap::default(), isolated: true }],
        depth: 0,
    };
    let mut ops = Vec::new();
    while p.peek() != &Tok::Eof {
        ops.push(p.op(None)?);
    }
    Ok(ops)
}

/// Parses a type, e.g. from a command line.
pub fn parse_type(ctx: &mut Context, src: &str) -> PResult<Type> {
    let toks = lex(src, 0)?;
    let mut p = Parser { ctx, toks, pos: 0, file: 0, scopes: Vec::new(), depth: 0 };
    let t = p.ty()?;
    p.expect_eof()?;
    Ok(t)
}

/// Parses an attribute, e.g. an interpreter argument on a command line.
pub fn parse_attr(ctx: &mut Context, src: &str) -> PResult<Attr> {
    let toks = lex(src, 0)?;
    let mut p = Parser { ctx, toks, pos: 0, file: 0, scopes: Vec::new(), depth: 0 };
    let a = p.attr()?;
    p.expect_eof()?;
    Ok(a)
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }
    fn loc(&self) -> Loc {
        let t = &self.toks[self.pos];
        Loc::new(self.file, t.line, t.col)
    }
    fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].tok.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn error<T>(&self, code: &'static str, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(code, self.loc(), msg))
    }
    fn expected<T>(&self, what: &str) -> PResult<T> {
        self.error("NSL1002", format!("expected {what}, found {}", describe(self.peek())))
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, p: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            self.expected(&format!("'{p}'"))
        }
    }
    fn expect_eof(&self) -> PResult<()> {
        if self.peek() == &Tok::Eof {
            Ok(())
        } else {
            self.expected("end of input")
        }
    }
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error("NSL1009", format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }
    fn ident(&mut self, what: &str) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) | Tok::Str(s) => {
                self.bump();
                Ok(s)
            }
            _ => self.expected(what),
        }
    }
    fn small_int(&mut self, what: &str, max: i128) -> PResult<u32> {
        match *self.peek() {
            Tok::Int(v) if (0..=max).contains(&v) => {
                self.bump();
                Ok(v as u32)
            }
            _ => self.expected(what),
        }
    }

    fn lookup(&self, name: &str) -> Option<Value> {
        for scope in self.scopes.iter().rev() {
            if let Some(&v) = scope.names.get(name) {
                return Some(v);
            }
            if scope.isolated {
                break;
            }
        }
        None
    }

    fn define(&mut self, name: &str, v: Value, loc: Loc) -> PResult<()> {
        if self.lookup(name).is_some() {
            return Err(Diagnostic::error("NSL1005", loc, format!("redefinition of value '%{name}'")));
        }
        self.scopes.last_mut().expect("scope").names.insert(name.to_string(), v);
        if !name.bytes().all(|b| b.is_ascii_digit()) {
            let s = self.ctx.sym(name);
            self.ctx.set_value_name(v, Some(s));
        }
        Ok(())
    }

    fn op(&mut self, ip: Option<InsertPoint>) -> PResult<Op> {
        let loc = self.loc();
        let mut result_names = Vec::new();
        if matches!(self.peek(), Tok::ValueId(_)) {
            loop {
                let l = self.loc();
                match self.bump() {
                    Tok::ValueId(n) => result_names.push((n, l)),
                    _ => return Err(Diagnostic::error("NSL1002", l, "expected a result name")),
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        let name_loc = self.loc();
        let Tok::Ident(name) = self.peek().clone() else {
            return self.expected("an op name");
        };
        self.bump();
        let Some(kind) = self.ctx.op_kind(&name) else {
            return Err(Diagnostic::error("NSL1003", name_loc, format!("unknown op '{name}'")));
        };
        let mut operands = Vec::new();
        if matches!(self.peek(), Tok::ValueId(_)) {
            loop {
                let l = self.loc();
                let Tok::ValueId(n) = self.bump() else {
                    return Err(Diagnostic::error("NSL1002", l, "expected an operand"));
                };
                match self.lookup(&n) {
                    Some(v) => operands.push(v),
                    None => return Err(Diagnostic::error("NSL1004", l, format!("use of undefined value '%{n}'"))),
                }
                if !self.eat(",") {
                    break;
                }
            }
        }
        let mut attrs: Vec<(Sym, Attr)> = Vec::new();
        if self.is_punct("{")
            && matches!(self.peek_at(1), Tok::Ident(_) | Tok::Str(_))
            && self.peek_at(2) == &Tok::Punct("=")
        {
            self.bump();
            loop {
                let l = self.loc();
                let n = self.ident("an attribute name")?;
                self.expect("=")?;
                let a = self.attr()?;
                let s = self.ctx.sym(&n);
                if attrs.iter().any(|(k, _)| *k == s) {
                    return Err(Diagnostic::error("NSL1008", l, format!("duplicate attribute '{n}'")));
                }
                attrs.push((s, a));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("}")?;
        }
        let mut result_types = Vec::new();
        if self.eat(":") {
            loop {
                result_types.push(self.ty()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        if result_types.len() != result_names.len() {
            return Err(Diagnostic::error(
                "NSL1006",
                loc,
                format!("'{name}' names {} results but gives {} result types", result_names.len(), result_types.len()),
            ));
        }
        let op = self.ctx.create_op(kind, &operands, &result_types, &attrs, 0, loc);
        if let Some(ip) = ip {
            self.ctx.insert_op(op, ip);
        }
        let isolated = self.ctx.schema_of(kind).has(Traits::ISOLATED_FROM_ABOVE);
        while self.is_punct("{") {
            self.enter()?;
            let block = self.ctx.add_region(op);
            self.region(block, isolated)?;
            self.depth -= 1;
        }
        for ((n, l), &r) in result_names.iter().zip(self.ctx.results(op).to_vec().iter()) {
            self.define(n, r, *l)?;
        }
        Ok(op)
    }

    fn region(&mut self, block: Block, isolated: bool) -> PResult<()> {
        self.expect("{")?;
        self.scopes.push(Scope { names: FxHashMap::default(), isolated });
        if matches!(self.peek(), Tok::BlockLabel(_)) {
            self.bump();
            self.expect("(")?;
            if !self.is_punct(")") {
                loop {
                    let l = self.loc();
                    let Tok::ValueId(n) = self.bump() else {
                        return Err(Diagnostic::error("NSL1002", l, "expected a block argument"));
                    };
                    self.expect(":")?;
                    let t = self.ty()?;
                    let v = self.ctx.add_block_arg(block, t);
                    self.define(&n, v, l)?;
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")")?;
            self.expect(":")?;
        }
        while !self.is_punct("}") {
            if self.peek() == &Tok::Eof {
                return self.expected("'}'");
            }
            self.op(Some(InsertPoint::End(block)))?;
        }
        self.bump();
        self.scopes.pop();
        Ok(())
    }

    fn ty(&mut self) -> PResult<Type> {
        self.enter()?;
        let t = self.ty_inner();
        self.depth -= 1;
        t
    }

    fn ty_inner(&mut self) -> PResult<Type> {
        let loc = self.loc();
        if self.eat("!") {
            let name = self.ident("an opaque type name")?;
            let name = self.ctx.sym(&name);
            let params = if self.eat("<") { self.type_list(">")? } else { Vec::new() };
            return Ok(self.ctx.intern_type(TypeKind::Opaque { name, params }));
        }
        let name = match self.peek().clone() {
            Tok::Ident(s) => s,
            _ => return self.expected("a type"),
        };
        self.bump();
        let scalar = |s: &str| -> Option<TypeKind> {
            if let Some(m) = crate::MiniFloat::from_keyword(s) {
                return Some(TypeKind::MiniFloat(m));
            }
            let (head, width) = s.split_at(1);
            let width: u8 = width.parse().ok()?;
            match head {
                "i" | "u" if [8, 16, 32, 64].contains(&width) => Some(TypeKind::Int { width, signed: head == "i" }),
                "f" if [16, 32, 64].contains(&width) => Some(TypeKind::Float { width }),
                _ => None,
            }
        };
        let kind = match name.as_str() {
            "bool" => TypeKind::Bool,

            "vec" => {
                self.expect("<")?;
                let elem = self.ty()?;
                self.expect(",")?;
                let len = self.small_int("a vector length", 255)? as u8;
                self.expect(">")?;
                TypeKind::Vector { elem, len }
            }
            "mat" => {
                self.expect("<")?;
                let elem = self.ty()?;
                self.expect(",")?;
                let rows = self.small_int("a row count", 255)? as u8;
                self.expect(",")?;
                let cols = self.small_int("a column count", 255)? as u8;
                let mut layout = MatrixLayout::Default;
                if self.eat(",") {
                    layout = match self.ident("a matrix layout")?.as_str() {
                        "row_major" => MatrixLayout::RowMajor,
                        "column_major" => MatrixLayout::ColumnMajor,
                        other => return self.error("NSL1007", format!("unknown matrix layout '{other}'")),
                    };
                }
                self.expect(">")?;
                TypeKind::Matrix { elem, rows, cols, layout }
            }
            "array" => {
                self.expect("<")?;
                let elem = self.ty()?;
                let len = if self.eat(",") { Some(self.small_int("an array length", u32::MAX as i128)?) } else { None };
                self.expect(">")?;
                TypeKind::Array { elem, len }
            }
            "struct" => {
                self.expect("<")?;
                let n = self.ident("a struct name")?;
                let name = self.ctx.sym(&n);
                self.expect("{")?;
                let mut fields = Vec::new();
                if !self.is_punct("}") {
                    loop {
                        let f = self.ident("a field name")?;
                        self.expect(":")?;
                        let ft = self.ty()?;
                        fields.push((self.ctx.sym(&f), ft));
                        if !self.eat(",") {
                            break;
                        }
                    }
                }
                self.expect("}")?;
                self.expect(">")?;
                TypeKind::Struct { name, fields }
            }
            "param" => {
                self.expect("<")?;
                let n = self.ident("a type parameter name")?;
                self.expect(">")?;
                TypeKind::Param { name: self.ctx.sym(&n) }
            }
            "ptr" => {
                self.expect("<")?;
                let pointee = self.ty()?;
                self.expect(",")?;
                let space_loc = self.loc();
                let s = self.ident("an address space")?;
                let Some(space) = AddressSpace::from_keyword(&s) else {
                    return Err(Diagnostic::error("NSL1007", space_loc, format!("unknown address space '{s}'")));
                };
                self.expect(">")?;
                TypeKind::Ptr { pointee, space }
            }
            "fn" => {
                self.expect("(")?;
                let params = self.type_list(")")?;
                self.expect("->")?;
                self.expect("(")?;
                let results = self.type_list(")")?;
                TypeKind::Function { params, results }
            }
            other => match scalar(other) {
                Some(k) => k,
                None => return Err(Diagnostic::error("NSL1007", loc, format!("unknown type '{other}'"))),
            },
        };
        Ok(self.ctx.intern_type(kind))
    }

    fn type_list(&mut self, close: &str) -> PResult<Vec<Type>> {
        let mut out = Vec::new();
        if !self.eat(close) {
            loop {
                out.push(self.ty()?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(close)?;
        }
        Ok(out)
    }

    fn attr(&mut self) -> PResult<Attr> {
        self.enter()?;
        let a = self.attr_inner();
        self.depth -= 1;
        a
    }

    fn attr_inner(&mut self) -> PResult<Attr> {
        let kind = match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                AttrKind::Int(v)
            }
            Tok::Float(f) => {
                self.bump();
                AttrKind::Float(f.to_bits())
            }
            Tok::Str(s) => {
                self.bump();
                AttrKind::Str(self.ctx.sym(&s))
            }
            Tok::SymbolRef(s) => {
                self.bump();
                AttrKind::Symbol(self.ctx.sym(&s))
            }
            Tok::Punct("!") => AttrKind::Type(self.ty()?),
            Tok::Punct("[") => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat("]") {
                    loop {
                        items.push(self.attr()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("]")?;
                }
                AttrKind::Array(items)
            }
            Tok::Ident(s) => match s.as_str() {
                "true" | "false" => {
                    self.bump();
                    AttrKind::Bool(s == "true")
                }
                "unit" => {
                    self.bump();
                    AttrKind::Unit
                }
                "inf" => {
                    self.bump();
                    AttrKind::Float(f64::INFINITY.to_bits())
                }
                "nan" => {
                    self.bump();
                    AttrKind::Float(f64::NAN.to_bits())
                }
                "float" => {
                    self.bump();
                    self.expect("(")?;
                    let Tok::Int(bits) = self.bump() else {
                        return self.expected("float bits");
                    };
                    let bits = u64::try_from(bits).or_else(|_| self.error("NSL1008", "float bits out of range"))?;
                    self.expect(")")?;
                    AttrKind::Float(bits)
                }
                _ => AttrKind::Type(self.ty()?),
            },
            _ => return self.expected("an attribute value"),
        };
        Ok(self.ctx.intern_attr(kind))
    }
}
