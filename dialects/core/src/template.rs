//! Target-intrinsic templates: the text of `__intrinsic_asm "..."` and
//! `__target_intrinsic(target, "...")`, which a text target prints in
//! place of a call (the `hl.intrinsic_asm` op). One parser serves the
//! frontend (errors with a location), the op's verifier and the printers.
//!
//! A `$` starts a substitution:
//!
//! | sigil      | prints |
//! |------------|--------|
//! | `$0`..`$N` | argument N (several digits: `$10`); for a method, `$0` is `this` |
//! | `$*N`      | arguments N, N+1, ... separated by `, ` |
//! | `$TN`      | the type of argument N; `$TR` the result type |
//! | `$SN`      | the scalar type of argument N (its element type for a vector or matrix) |
//! | `$GN`      | the function's generic type argument N |
//! | `$NN`      | the element count of vector argument N |
//! | `$VN`      | argument N padded to a 4-vector of its element type |
//! | `$z`       | the swizzle taking a 4-vector to the result's shape (`.x`, `.xy`, `.xyz`, nothing) |
//! | `$P`       | the type prefix of argument 0 for the CUDA and C++ preludes (`I32`, `U32`, `F32`, ...) |
//!
//! A template that is a bare identifier (`"exp"`) is a call of that name
//! with the arguments as they are. Slang's other sigils (`$p`, `$C`, `$E`,
//! `$c`, `$a`, `$A`, `$X...`) concern texture, image-atomic and ray-tracing
//! lowering nanoslang does not do through templates: they are errors, as
//! are a lone `$` and an unknown letter. The placeholders `<invalid
//! intrinsic>`, `<Not supported>` and `invalid texture shape` mark an
//! operation without a lowering for a target; a printer reports them where
//! they are used instead of printing them.

/// One piece of a parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Text printed as it is (a byte range of the template).
    Text(std::ops::Range<usize>),
    Arg(usize),
    ArgsFrom(usize),
    ArgType(usize),
    ResultType,
    ArgScalar(usize),
    Generic(usize),
    ElementCount(usize),
    Pad4(usize),
    FitResult,
    TypePrefix,
}

/// A malformed template: the byte offset of the problem and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TemplateError {
    pub offset: usize,
    pub message: String,
}

/// What a template refers to, so that a use can be checked against the
/// arguments, generic arguments and result it has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// One more than the highest argument index used (`$*N` needs N, not N+1).
    pub args: usize,
    pub generics: usize,
    pub result: bool,
}

/// A parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template<'a> {
    pub text: &'a str,
    pub pieces: Vec<Piece>,
}

/// Whether `text` marks an operation that has no lowering for the target.
/// (`<invalid intrinsic...` covers `<invalid intrinsics>` and
/// `<invalid intrinsic: unimplemented shape>` too.)
pub fn is_unsupported_placeholder(text: &str) -> bool {
    let text = text.trim();
    text.starts_with("<invalid intrinsic") || matches!(text, "<Not supported>" | "invalid texture shape")
}

fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

/// Parses a template.
pub fn parse(text: &str) -> Result<Template<'_>, TemplateError> {
    if is_identifier(text) {
        // `exp` = `exp($*0)`; `$*0` of no arguments prints nothing.
        return Ok(Template { text, pieces: vec![Piece::Text(0..text.len())] });
    }
    let bytes = text.as_bytes();
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'$' {
            i += 1;
            continue;
        }
        if start < i {
            pieces.push(Piece::Text(start..i));
        }
        let sigil = i;
        i += 1;
        let number = |i: &mut usize| -> Result<usize, TemplateError> {
            let from = *i;
            while *i < bytes.len() && bytes[*i].is_ascii_digit() {
                *i += 1;
            }
            text[from..*i].parse::<usize>().map_err(|_| TemplateError {
                offset: sigil,
                message: format!("'{}' must be followed by an argument index", &text[sigil..from]),
            })
        };
        let Some(&c) = bytes.get(i) else {
            return Err(TemplateError { offset: sigil, message: "a '$' ends the template".into() });
        };
        let piece = match c {
            b'0'..=b'9' => Piece::Arg(number(&mut i)?),
            b'*' => {
                i += 1;
                Piece::ArgsFrom(number(&mut i)?)
            }
            b'T' if bytes.get(i + 1) == Some(&b'R') => {
                i += 2;
                Piece::ResultType
            }
            b'T' => {
                i += 1;
                Piece::ArgType(number(&mut i)?)
            }
            b'S' => {
                i += 1;
                Piece::ArgScalar(number(&mut i)?)
            }
            b'G' => {
                i += 1;
                Piece::Generic(number(&mut i)?)
            }
            b'N' => {
                i += 1;
                Piece::ElementCount(number(&mut i)?)
            }
            b'V' => {
                i += 1;
                Piece::Pad4(number(&mut i)?)
            }
            b'z' => {
                i += 1;
                Piece::FitResult
            }
            b'P' => {
                i += 1;
                Piece::TypePrefix
            }
            b'p' | b'C' | b'E' | b'c' | b'a' | b'A' | b'X' | b'q' | b'w' | b'!' | b'[' => {
                return Err(TemplateError {
                    offset: sigil,
                    message: format!(
                    "'${}' (texture, image-atomic or ray-tracing lowering) is not supported in nanoslang's templates",
                    c as char
                ),
                })
            }
            _ => {
                let shown = text[i..].chars().next().unwrap_or(' ');
                return Err(TemplateError { offset: sigil, message: format!("unknown template sigil '${shown}'") });
            }
        };
        pieces.push(piece);
        start = i;
    }
    if start < bytes.len() {
        pieces.push(Piece::Text(start..bytes.len()));
    }
    Ok(Template { text, pieces })
}

impl Template<'_> {
    /// Whether the template is a bare name called with every argument.
    pub fn is_bare_name(&self) -> bool {
        is_identifier(self.text)
    }

    /// What the template refers to.
    pub fn needs(&self) -> Needs {
        let mut needs = Needs::default();
        for p in &self.pieces {
            match *p {
                Piece::Arg(n) | Piece::ArgType(n) | Piece::ArgScalar(n) | Piece::ElementCount(n) | Piece::Pad4(n) => {
                    needs.args = needs.args.max(n + 1)
                }
                Piece::ArgsFrom(n) => needs.args = needs.args.max(n),
                Piece::TypePrefix => needs.args = needs.args.max(1),
                Piece::Generic(n) => needs.generics = needs.generics.max(n + 1),
                Piece::ResultType | Piece::FitResult => needs.result = true,
                Piece::Text(_) => {}
            }
        }
        needs
    }

    /// Checks a use with `args` arguments, `generics` generic arguments
    /// and a result or not.
    pub fn check(&self, args: usize, generics: usize, result: bool) -> Result<(), String> {
        let needs = self.needs();
        if needs.args > args {
            return Err(format!(
                "the template uses argument {} but the function has {args} parameter{}",
                needs.args - 1,
                if args == 1 { "" } else { "s" }
            ));
        }
        if needs.generics > generics {
            return Err(format!(
                "the template uses generic argument {} but the function has {generics}",
                needs.generics - 1
            ));
        }
        if needs.result && !result {
            return Err("the template uses the result type of a function returning void".into());
        }
        Ok(())
    }
}

/// The prefix `$P` prints for a scalar type (CUDA and C++ preludes).
pub fn type_prefix(signed: Option<bool>, width: u8) -> Option<&'static str> {
    Some(match (signed, width) {
        (Some(true), 8) => "I8",
        (Some(true), 16) => "I16",
        (Some(true), 32) => "I32",
        (Some(true), 64) => "I64",
        (Some(false), 8) => "U8",
        (Some(false), 16) => "U16",
        (Some(false), 32) => "U32",
        (Some(false), 64) => "U64",
        (None, 16) => "F16",
        (None, 32) => "F32",
        (None, 64) => "F64",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(t: &str) -> Vec<Piece> {
        parse(t).unwrap().pieces
    }

    #[test]
    fn substitutions() {
        assert_eq!(
            pieces("bar($0, $11)$z"),
            vec![
                Piece::Text(0..4),
                Piece::Arg(0),
                Piece::Text(6..8),
                Piece::Arg(11),
                Piece::Text(11..12),
                Piece::FitResult
            ]
        );
        assert_eq!(pieces("$TR($T1) $S2 $G0 $N3 $V4 $P_exp $*2"), {
            use Piece::*;
            vec![
                ResultType,
                Text(3..4),
                ArgType(1),
                Text(7..9),
                ArgScalar(2),
                Text(12..13),
                Generic(0),
                Text(16..17),
                ElementCount(3),
                Text(20..21),
                Pad4(4),
                Text(24..25),
                TypePrefix,
                Text(27..32),
                ArgsFrom(2),
            ]
        });
    }

    #[test]
    fn bare_names_and_needs() {
        let t = parse("exp").unwrap();
        assert!(t.is_bare_name());
        assert_eq!(t.needs(), Needs::default());
        let t = parse("f($2, $*4, $G1) + $TR(0)").unwrap();
        assert!(!t.is_bare_name());
        assert_eq!(t.needs(), Needs { args: 4, generics: 2, result: true });
        assert!(t.check(4, 2, true).is_ok());
        assert!(t.check(3, 2, true).unwrap_err().contains("argument 3"));
        assert!(t.check(4, 1, true).unwrap_err().contains("generic argument 1"));
        assert!(t.check(4, 2, false).unwrap_err().contains("void"));
    }

    #[test]
    fn errors_point_at_the_sigil() {
        assert_eq!(parse("f($)").unwrap_err().offset, 2);
        assert_eq!(parse("f($").unwrap_err().offset, 2);
        assert!(parse("textureLod($p, $2)").unwrap_err().message.contains("'$p'"));
        assert!(parse("a $Q").unwrap_err().message.contains("unknown"));
        assert_eq!(parse("x $T").unwrap_err().offset, 2);
        assert!(is_unsupported_placeholder(" <invalid intrinsic>"));
        assert!(!is_unsupported_placeholder("sin($0)"));
    }
}
