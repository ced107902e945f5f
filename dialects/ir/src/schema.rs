//! Op schemas: the one declaration per op.
//!
//! A dialect declares each op as a `const OpSchema`. From that declaration
//! the framework derives the op's builder checks, its schema verifier
//! (arity, attribute shapes, type constraints, custom rules), its textual
//! form (the generic syntax, driven by the declared attribute order), its
//! traits and its interpreter semantics.

use crate::attr::AttrShape;
use crate::interp::EvalFn;
use crate::rewrite::CanonicalizeFn;
use crate::{Context, Op, SymbolTable};

/// Op traits, as a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    pub const NONE: Traits = Traits(0);
    /// No side effects, no memory access: may be moved, merged or deleted.
    pub const PURE: Traits = Traits(1 << 0);
    /// Ends a block.
    pub const TERMINATOR: Traits = Traits(1 << 1);
    /// Binary op whose two operands may be swapped.
    pub const COMMUTATIVE: Traits = Traits(1 << 2);
    /// Result depends on which invocations execute it together (barriers,
    /// wave ops, derivatives): never moved across control flow.
    pub const CONVERGENCE_SENSITIVE: Traits = Traits(1 << 3);
    /// Writes memory or has other observable effects.
    pub const HAS_SIDE_EFFECTS: Traits = Traits(1 << 4);
    /// Reads memory (but does not write it).
    pub const READS_MEMORY: Traits = Traits(1 << 5);
    /// Regions may not use values defined outside the op.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 6);
    /// Defines a symbol named by its `sym` attribute.
    pub const SYMBOL: Traits = Traits(1 << 7);
    /// Its region holds symbols, unique by name.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 8);
    /// Its region's block needs no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 9);
    /// Has a `value` attribute holding its result's constant value.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 10);
    /// A callable symbol: region 0's block arguments are its parameters.
    pub const CALLABLE: Traits = Traits(1 << 11);
    /// Target of `continue`-like terminators.
    pub const LOOP: Traits = Traits(1 << 12);
    /// Target of `break`-like terminators (loops and switches).
    pub const BREAKABLE: Traits = Traits(1 << 13);
    /// Its regions are alternative arms ending in a yield that gives the
    /// op's results (`cf.if`, `hl.target_switch`).
    pub const ARMS: Traits = Traits(1 << 14);

    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
    /// Names for documentation and `nsl-opt --list-ops`.
    pub fn names(self) -> Vec<&'static str> {
        const NAMES: [&str; 15] = [
            "Pure",
            "Terminator",
            "Commutative",
            "ConvergenceSensitive",
            "HasSideEffects",
            "ReadsMemory",
            "IsolatedFromAbove",
            "Symbol",
            "SymbolTable",
            "NoTerminator",
            "ConstantLike",
            "Callable",
            "Loop",
            "Breakable",
            "Arms",
        ];
        (0..NAMES.len()).filter(|i| self.0 & (1 << i) != 0).map(|i| NAMES[i]).collect()
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// A position in an op's operand or result list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    Operand(usize),
    Result(usize),
}

/// What a type at one operand or result position must satisfy.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeConstraint {
    Any,
    /// `bool` or a vector of `bool`.
    BoolLike,
    /// An integer scalar, or a vector or matrix of integers.
    IntLike,
    /// A float scalar, or a vector or matrix of floats.
    FloatLike,
    /// An int or float scalar, vector or matrix.
    NumericLike,
    /// Any scalar, vector or matrix (bool included).
    ScalarLike,
    /// An integer or bool scalar or vector (bitwise and logical ops).
    LogicLike,
    /// A bare scalar (bool, int or float).
    Scalar,
    /// A scalar, or a vector of scalars (no matrices).
    ScalarOrVector,
    /// The `bool` scalar.
    Bool,
    /// An integer scalar.
    IntScalar,
    Vector,
    Matrix,
    Pointer,
    /// Exactly the type at another position.
    SameAs(Slot),
    /// A bool-like type of the same shape (scalar or vector length) as a slot.
    BoolShapeOf(Slot),
}

/// An attribute an op declares, in printing order.
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    pub name: &'static str,
    pub shape: AttrShape,
    pub required: bool,
}

impl AttrSpec {
    pub const fn required(name: &'static str, shape: AttrShape) -> AttrSpec {
        AttrSpec { name, shape, required: true }
    }
    pub const fn optional(name: &'static str, shape: AttrShape) -> AttrSpec {
        AttrSpec { name, shape, required: false }
    }
}

/// A custom verification rule, run after the declarative checks pass.
pub type VerifyFn = fn(&Context, Op) -> Result<(), String>;

/// Checks an op's references to symbols against the nearest enclosing
/// symbol table (built once per table by the verifier, so checking many
/// references stays linear).
pub type VerifySymbolUsesFn = fn(&Context, &SymbolTable, Op) -> Result<(), String>;

/// The single declaration of an op.
#[derive(Copy, Clone)]
pub struct OpSchema {
    /// `dialect.op`.
    pub name: &'static str,
    /// One line for `--list-ops` and documentation.
    pub summary: &'static str,
    pub operands: &'static [TypeConstraint],
    /// Constraint for operands beyond the fixed ones; `None` forbids them.
    pub variadic_operands: Option<TypeConstraint>,
    pub results: &'static [TypeConstraint],
    pub variadic_results: Option<TypeConstraint>,
    pub attrs: &'static [AttrSpec],
    /// The number of regions, or the minimum when `variadic_regions`.
    pub regions: usize,
    pub variadic_regions: bool,
    pub traits: Traits,
    pub verify: Option<VerifyFn>,
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    pub eval: Option<EvalFn>,
    pub canonicalize: Option<CanonicalizeFn>,
}

impl OpSchema {
    /// The defaults a declaration overrides with `..OpSchema::DEFAULT`.
    pub const DEFAULT: OpSchema = OpSchema {
        name: "",
        summary: "",
        operands: &[],
        variadic_operands: None,
        results: &[],
        variadic_results: None,
        attrs: &[],
        regions: 0,
        variadic_regions: false,
        traits: Traits::NONE,
        verify: None,
        verify_symbol_uses: None,
        eval: None,
        canonicalize: None,
    };

    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }
    pub fn attr_spec(&self, name: &str) -> Option<&AttrSpec> {
        self.attrs.iter().find(|a| a.name == name)
    }
}

/// A dialect: a named set of op schemas registered together.
pub struct Dialect {
    pub name: &'static str,
    pub summary: &'static str,
    pub ops: &'static [&'static OpSchema],
}

crate::entity!(
    /// A registered op schema, by registration order.
    OpKind,
    "kind"
);
