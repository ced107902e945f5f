//! nsl-ir: the dialect-agnostic IR framework of nanoslang.
//!
//! Architecture invariant: this crate knows no dialect. Ops, their syntax,
//! verification and semantics come from [`OpSchema`] declarations that
//! dialect crates register into a [`Context`].

pub mod attr;
pub mod builder;
pub mod clone;
pub mod context;
pub mod diag;
pub mod entity;
pub mod interp;
pub mod language;
pub mod parser;
pub mod printer;
pub mod rewrite;
pub mod schema;
pub mod types;
pub mod verify;

pub use attr::{Attr, AttrKind, AttrShape};
pub use builder::Builder;
pub use context::{Context, InsertPoint, SymbolTable, Use, ValueDef};
pub use diag::{Diagnostic, Severity};
pub use language::Language;
pub use rewrite::Rewriter;
pub use schema::{AttrSpec, Dialect, OpKind, OpSchema, Slot, Traits, TypeConstraint};
pub use types::{AddressSpace, MatrixLayout, MiniFloat, Type, TypeKind, TypeSubst};

entity!(
    /// An operation.
    Op,
    "op"
);
entity!(
    /// An SSA value: an op result or a block argument.
    Value,
    "v"
);
entity!(
    /// A block: arguments and an ordered list of ops.
    Block,
    "block"
);
entity!(
    /// A region: the single block nested in an op.
    Region,
    "region"
);

/// An interned name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Sym(lasso::Spur);

/// A source location: file id (see [`Context::add_file`]), line and column,
/// all 1-based; zero means unknown.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Loc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl Loc {
    pub const UNKNOWN: Loc = Loc { file: 0, line: 0, col: 0 };
    pub fn new(file: u32, line: u32, col: u32) -> Loc {
        Loc { file, line, col }
    }
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}
