//! The instructions of an `hl.spirv_asm` op (a `spirv_asm { ... }` block)
//! as its `template` attribute spells them: one instruction per line,
//!
//! ```text
//! [RES [: TY] =] OPCODE OPERAND...
//! ```
//!
//! where an operand is `%name` (an id of the block), `result` (the op's
//! result), `$N` (the op's operand N), `$$N` (the SPIR-V id of the type
//! `types[N]`), `sampled:N` (a 4-vector of the element type of
//! `types[N]`), an integer (`-5`), `float:BITS` (an f64's bits in hex), a
//! string in double quotes (`\"` and `\\` escaped), or enumerants and
//! integers joined by `|` (`AcquireRelease|64`). The SPIR-V backend reads
//! the opcodes and operands against SPIR-V's grammar; this module only
//! knows the spelling.

use std::fmt::Write;

/// An operand (or the result or type of an instruction).
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Id(String),
    Result,
    Value(usize),
    Type(usize),
    Sampled(usize),
    Int(i128),
    Float(f64),
    Str(String),
    Names(Vec<Name>),
}

/// A word of a `|`-joined operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Name {
    Name(String),
    Int(u128),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub result: Option<Tok>,
    pub ty: Option<Tok>,
    pub opcode: String,
    pub operands: Vec<Tok>,
}

fn print_tok(out: &mut String, t: &Tok) {
    let _ = match t {
        Tok::Id(n) => write!(out, "%{n}"),
        Tok::Result => write!(out, "result"),
        Tok::Value(k) => write!(out, "${k}"),
        Tok::Type(k) => write!(out, "$${k}"),
        Tok::Sampled(k) => write!(out, "sampled:{k}"),
        Tok::Int(v) => write!(out, "{v}"),
        Tok::Float(v) => write!(out, "float:{:x}", v.to_bits()),
        Tok::Str(s) => {
            out.push('"');
            for c in s.chars() {
                if c == '"' || c == '\\' {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push('"');
            Ok(())
        }
        Tok::Names(ns) => {
            for (k, n) in ns.iter().enumerate() {
                if k > 0 {
                    out.push('|');
                }
                match n {
                    Name::Name(s) => out.push_str(s),
                    Name::Int(v) => {
                        let _ = write!(out, "{v}");
                    }
                }
            }
            Ok(())
        }
    };
}

/// The template text of `insts`.
pub fn print(insts: &[Inst]) -> String {
    let mut out = String::new();
    for i in insts {
        if let Some(r) = &i.result {
            print_tok(&mut out, r);
            if let Some(t) = &i.ty {
                out.push_str(" : ");
                print_tok(&mut out, t);
            }
            out.push_str(" = ");
        }
        out.push_str(&i.opcode);
        for o in &i.operands {
            out.push(' ');
            print_tok(&mut out, o);
        }
        out.push('\n');
    }
    out
}

/// Splits a line into words; a string literal is one word (quotes kept).
fn words(line: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let mut w = String::new();
        if c == '"' {
            w.push(chars.next().unwrap_or('"'));
            loop {
                match chars.next() {
                    Some('\\') => w.push(chars.next().ok_or("unterminated string")?),
                    Some('"') => break,
                    Some(c) => w.push(c),
                    None => return Err("unterminated string".into()),
                }
            }
            w.push('"');
        } else {
            while let Some(&c) = chars.peek() {
                if c.is_whitespace() {
                    break;
                }
                w.push(c);
                chars.next();
            }
        }
        out.push(w);
    }
    Ok(out)
}

fn parse_tok(w: &str) -> Result<Tok, String> {
    let index = |s: &str| s.parse::<usize>().map_err(|_| format!("bad index in '{w}'"));
    if let Some(s) = w.strip_prefix('"') {
        return Ok(Tok::Str(s.strip_suffix('"').unwrap_or(s).to_string()));
    }
    if let Some(n) = w.strip_prefix('%') {
        return Ok(Tok::Id(n.to_string()));
    }
    if w == "result" {
        return Ok(Tok::Result);
    }
    if let Some(k) = w.strip_prefix("$$") {
        return Ok(Tok::Type(index(k)?));
    }
    if let Some(k) = w.strip_prefix('$') {
        return Ok(Tok::Value(index(k)?));
    }
    if let Some(k) = w.strip_prefix("sampled:") {
        return Ok(Tok::Sampled(index(k)?));
    }
    if let Some(b) = w.strip_prefix("float:") {
        let bits = u64::from_str_radix(b, 16).map_err(|_| format!("bad float '{w}'"))?;
        return Ok(Tok::Float(f64::from_bits(bits)));
    }
    if let Ok(v) = w.parse::<i128>() {
        return Ok(Tok::Int(v));
    }
    let names = w
        .split('|')
        .map(|n| match n.parse::<u128>() {
            Ok(v) => Ok(Name::Int(v)),
            Err(_) if !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                Ok(Name::Name(n.to_string()))
            }
            Err(_) => Err(format!("bad operand '{w}'")),
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Tok::Names(names))
}

/// Reads a template back.
pub fn parse(text: &str) -> Result<Vec<Inst>, String> {
    let mut insts = Vec::new();
    for line in text.lines() {
        let ws = words(line)?;
        if ws.is_empty() {
            continue;
        }
        let (mut result, mut ty, mut rest) = (None, None, &ws[..]);
        if let Some(eq) = ws.iter().position(|w| w == "=") {
            match &ws[..eq] {
                [r] => result = Some(parse_tok(r)?),
                [r, colon, t] if colon == ":" => {
                    result = Some(parse_tok(r)?);
                    ty = Some(parse_tok(t)?);
                }
                _ => return Err(format!("malformed instruction '{line}'")),
            }
            rest = &ws[eq + 1..];
        }
        let Some((opcode, operands)) = rest.split_first() else {
            return Err(format!("an instruction without an opcode: '{line}'"));
        };
        let operands = operands.iter().map(|w| parse_tok(w)).collect::<Result<Vec<_>, _>>()?;
        insts.push(Inst { result, ty, opcode: opcode.clone(), operands });
    }
    Ok(insts)
}

/// Checks a parsed template against its op: operand and type indices in
/// range, `result` defined at most once and only when the op has a result.
pub fn check(insts: &[Inst], operands: usize, types: usize, has_result: bool) -> Result<(), String> {
    let mut results = 0;
    for i in insts {
        for t in i.result.iter().chain(&i.ty).chain(&i.operands) {
            match *t {
                Tok::Value(k) if k >= operands => return Err(format!("${k}: the op has {operands} operands")),
                Tok::Type(k) | Tok::Sampled(k) if k >= types => return Err(format!("$${k}: the op has {types} types")),
                _ => {}
            }
        }
        if i.result == Some(Tok::Result) {
            results += 1;
        }
    }
    if results > 1 {
        return Err("'result' is defined more than once".into());
    }
    if results == 1 && !has_result {
        return Err("defines 'result' but the op has no result".into());
    }
    Ok(())
}
