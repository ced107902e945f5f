//! Hash-consed attributes: compile-time constant data attached to ops.

use crate::entity::Arena;
use crate::types::Type;
use crate::Sym;
use rustc_hash::FxHashMap;

crate::entity!(
    /// A hash-consed attribute; compare handles for equality.
    Attr,
    "attr"
);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    Bool(bool),
    /// Any integer value; the op's types say how wide and how signed.
    Int(i128),
    /// A float, stored as the bits of an `f64` so that hashing and equality
    /// are exact (every f16 and f32 value is exactly representable).
    Float(u64),
    Str(Sym),
    /// A reference to a symbol (`@name`), such as a callee.
    Symbol(Sym),
    Type(Type),
    Array(Vec<Attr>),
}

/// The shape an op schema requires of an attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrShape {
    Unit,
    Bool,
    Int,
    Float,
    Str,
    Symbol,
    Type,
    Array,
    /// A constant value: int, float, bool, or an array of constants.
    Constant,
    /// One of a fixed set of string keywords, e.g. a comparison predicate.
    Enum(&'static [&'static str]),
    /// An array of integers.
    IntArray,
}

#[derive(Default)]
pub(crate) struct AttrInterner {
    kinds: Arena<Attr, AttrKind>,
    map: FxHashMap<AttrKind, Attr>,
}

impl AttrInterner {
    pub(crate) fn intern(&mut self, kind: AttrKind) -> Attr {
        if let Some(&a) = self.map.get(&kind) {
            return a;
        }
        let a = self.kinds.push(kind.clone());
        self.map.insert(kind, a);
        a
    }
    pub(crate) fn kind(&self, a: Attr) -> &AttrKind {
        &self.kinds[a]
    }
}
