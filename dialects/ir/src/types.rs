//! Hash-consed types. Two types are equal exactly when their handles are.

use crate::entity::{Arena, EntityRef};
use crate::Sym;
use rustc_hash::FxHashMap;

crate::entity!(
    /// A hash-consed type; compare handles for type equality.
    Type,
    "type"
);

/// How a matrix is laid out in memory. Values are always row-indexed; the
/// layout only matters where a matrix meets memory or a target's conventions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixLayout {
    /// Not yet decided: the `matrix-layout` pass applies the compile option.
    Default,
    RowMajor,
    ColumnMajor,
}

/// Where a pointer points. Mirrors the storage classes targets distinguish.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    Function,
    Private,
    Workgroup,
    Uniform,
    Storage,
    PushConstant,
    Input,
    Output,
}

impl AddressSpace {
    pub const ALL: [AddressSpace; 8] = [
        AddressSpace::Function,
        AddressSpace::Private,
        AddressSpace::Workgroup,
        AddressSpace::Uniform,
        AddressSpace::Storage,
        AddressSpace::PushConstant,
        AddressSpace::Input,
        AddressSpace::Output,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            AddressSpace::Function => "function",
            AddressSpace::Private => "private",
            AddressSpace::Workgroup => "workgroup",
            AddressSpace::Uniform => "uniform",
            AddressSpace::Storage => "storage",
            AddressSpace::PushConstant => "push_constant",
            AddressSpace::Input => "input",
            AddressSpace::Output => "output",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.keyword() == s)
    }
}

/// The structure of a type. Scalars are the leaves; everything else nests.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Bool,
    /// Two's-complement integer of 8, 16, 32 or 64 bits.
    Int {
        width: u8,
        signed: bool,
    },
    /// IEEE binary float of 16, 32 or 64 bits.
    Float {
        width: u8,
    },
    /// 2 to 4 components of a scalar type.
    Vector {
        elem: Type,
        len: u8,
    },
    /// `rows` x `cols` of a scalar type.
    Matrix {
        elem: Type,
        rows: u8,
        cols: u8,
        layout: MatrixLayout,
    },
    /// A fixed (`Some(n)`) or unsized (`None`) array.
    Array {
        elem: Type,
        len: Option<u32>,
    },
    /// A nominal struct: the name takes part in identity.
    Struct {
        name: Sym,
        fields: Vec<(Sym, Type)>,
    },
    Ptr {
        pointee: Type,
        space: AddressSpace,
    },
    Function {
        params: Vec<Type>,
        results: Vec<Type>,
    },
    /// A type a dialect defines and the framework does not look into,
    /// named `dialect.Name` and printed `!dialect.Name<params>` (e.g.
    /// `!hl.RWStructuredBuffer<f32>`).
    Opaque {
        name: Sym,
        params: Vec<Type>,
    },
}

#[derive(Default)]
pub(crate) struct TypeInterner {
    kinds: Arena<Type, TypeKind>,
    map: FxHashMap<TypeKind, Type>,
}

impl TypeInterner {
    pub(crate) fn intern(&mut self, kind: TypeKind) -> Type {
        if let Some(&t) = self.map.get(&kind) {
            return t;
        }
        let t = self.kinds.push(kind.clone());
        self.map.insert(kind, t);
        t
    }
    pub(crate) fn lookup(&self, kind: &TypeKind) -> Option<Type> {
        self.map.get(kind).copied()
    }
    pub(crate) fn kind(&self, t: Type) -> &TypeKind {
        &self.kinds[t]
    }
}

impl Type {
    /// Raw index, for side tables outside this crate.
    pub fn raw(self) -> u32 {
        self.index() as u32
    }
}
