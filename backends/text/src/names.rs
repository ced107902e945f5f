//! Name mangling shared by the text targets: IR names (symbols, struct
//! and field names, value hints) become identifiers that are valid in the
//! target, avoid its reserved words and prefixes, and are unique in their
//! scope.

use rustc_hash::{FxHashMap, FxHashSet};

/// Words no identifier may be, per target, beyond the C keywords every
/// C-family target reserves.
pub struct Reserved {
    pub words: &'static [&'static str],
    /// Prefixes reserved for the implementation (GLSL's `gl_`).
    pub prefixes: &'static [&'static str],
    /// Families of words too many to list (GLSL's `usampler2DArray`,
    /// `i64vec3`, `f16mat2x4`): whether a name is one of them.
    pub families: Option<fn(&str) -> bool>,
}

const C_WORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "bool",
    "true",
    "false",
    "main",
    "class",
    "template",
    "namespace",
    "this",
    "new",
    "delete",
    "public",
    "private",
    "in",
    "out",
    "inout",
    "uniform",
    "buffer",
    "shared",
    "discard",
];

/// A scope of identifiers: each name handed out is distinct from every
/// other name of the scope and from the reserved words.
pub struct Names {
    reserved: &'static Reserved,
    taken: FxHashSet<String>,
    next: FxHashMap<String, u32>,
}

impl Names {
    pub fn new(reserved: &'static Reserved) -> Names {
        Names { reserved, taken: FxHashSet::default(), next: FxHashMap::default() }
    }

    pub fn reserved(&self) -> &'static Reserved {
        self.reserved
    }

    /// Marks `name` as used (a built-in or a fixed name such as `main`).
    pub fn reserve(&mut self, name: &str) {
        self.taken.insert(name.to_string());
    }

    /// A fresh identifier made from `hint`: characters outside
    /// `[A-Za-z0-9_]` become `_`, runs of `_` one (GLSL reserves `__`), a
    /// leading digit or reserved prefix gets an `x` before it, and a
    /// number is appended until the name is free.
    pub fn fresh(&mut self, hint: &str) -> String {
        let base = self.legal(hint);
        if !self.taken.contains(&base) && !self.is_reserved(&base) {
            self.taken.insert(base.clone());
            return base;
        }
        loop {
            let n = self.next.entry(base.clone()).or_insert(0);
            *n += 1;
            let candidate = if base.ends_with('_') { format!("{base}{n}") } else { format!("{base}_{n}") };
            if !self.taken.contains(&candidate) {
                self.taken.insert(candidate.clone());
                return candidate;
            }
        }
    }

    fn is_reserved(&self, name: &str) -> bool {
        C_WORDS.contains(&name)
            || self.reserved.words.contains(&name)
            || self.reserved.families.is_some_and(|f| f(name))
    }

    fn legal(&self, hint: &str) -> String {
        let mut s = String::with_capacity(hint.len());
        for c in hint.chars() {
            let c = if c.is_ascii_alphanumeric() { c } else { '_' };
            if !(c == '_' && s.ends_with('_')) {
                s.push(c);
            }
        }
        if s.is_empty() || s == "_" {
            s = "v".to_string();
        }
        if s.starts_with(|c: char| c.is_ascii_digit()) || self.reserved.prefixes.iter().any(|p| s.starts_with(p)) {
            s.insert(0, 'x');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static GLSL: Reserved = Reserved {
        words: &["vec2", "texture"],
        prefixes: &["gl_"],
        families: Some(|w: &str| w.starts_with("sampler") && w.len() > 7),
    };

    #[test]
    fn names_are_legal_and_unique() {
        let mut n = Names::new(&GLSL);
        assert_eq!(n.fresh("Pair<int>"), "Pair_int_");
        assert_eq!(n.fresh("a__b"), "a_b");
        assert_eq!(n.fresh("x"), "x");
        assert_eq!(n.fresh("x"), "x_1");
        assert_eq!(n.fresh("x_1"), "x_1_1");
        assert_eq!(n.fresh("vec2"), "vec2_1");
        assert_eq!(n.fresh("int"), "int_1");
        assert_eq!(n.fresh("gl_Foo"), "xgl_Foo");
        assert_eq!(n.fresh("3d"), "x3d");
        assert_eq!(n.fresh("sampler2D"), "sampler2D_1");
        n.reserve("main");
        assert_eq!(n.fresh("main"), "main_1");
    }
}
