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
    /// Ray tracing: a payload `TraceRay` passes (`RayPayloadKHR`), the one a
    /// hit, miss shader receives (`IncomingRayPayloadKHR`), hit attributes
    /// (`HitAttributeKHR`), callable data sent and received
    /// (`CallableDataKHR`, `IncomingCallableDataKHR`) and the shader binding
    /// table's record (`ShaderRecordBufferKHR`, laid out explicitly).
    RayPayload,
    IncomingRayPayload,
    HitAttribute,
    CallableData,
    IncomingCallableData,
    ShaderRecord,
    /// The attributes a hit object records or hands out (shader execution
    /// reordering: SPIR-V's `HitObjectAttributeNV` / `HitObjectAttributeEXT`).
    HitObjectAttribute,
    /// A task shader's payload for the mesh shaders it launches
    /// (SPIR-V's `TaskPayloadWorkgroupEXT`).
    TaskPayload,
    /// Device memory reached through a 64-bit address (Slang's `T*`, a
    /// buffer device address; SPIR-V's `PhysicalStorageBuffer`). Pointers
    /// into it are values: stored in memory, converted to and from `u64`.
    Device,
    /// Device memory laid out by std430's rules instead of the natural
    /// layout (Slang's `LayoutPtr<T, Std430DataLayout>`); otherwise
    /// `Device`.
    DeviceStd430,
    /// A texel of a storage image (SPIR-V's `Image`: what
    /// `OpImageTexelPointer` gives, for atomics on a texel).
    Image,
    /// A storage buffer laid out by the scalar rules (Slang's
    /// `StructuredBuffer<T, ScalarDataLayout>`); otherwise `Storage`.
    StorageScalar,
    /// A storage buffer laid out by std140's rules (Slang's
    /// `StructuredBuffer<T, Std140DataLayout>`); otherwise `Storage`.
    StorageStd140,
    /// A storage buffer laid out by C's rules (Slang's
    /// `StructuredBuffer<T, CDataLayout>`: the scalar rules, but a struct's
    /// size is rounded up to its alignment and a `bool` is one byte).
    StorageC,
}

impl AddressSpace {
    pub const ALL: [AddressSpace; 22] = [
        AddressSpace::Function,
        AddressSpace::Private,
        AddressSpace::Workgroup,
        AddressSpace::Uniform,
        AddressSpace::Storage,
        AddressSpace::PushConstant,
        AddressSpace::Input,
        AddressSpace::Output,
        AddressSpace::RayPayload,
        AddressSpace::IncomingRayPayload,
        AddressSpace::HitAttribute,
        AddressSpace::CallableData,
        AddressSpace::IncomingCallableData,
        AddressSpace::ShaderRecord,
        AddressSpace::HitObjectAttribute,
        AddressSpace::TaskPayload,
        AddressSpace::Device,
        AddressSpace::DeviceStd430,
        AddressSpace::Image,
        AddressSpace::StorageScalar,
        AddressSpace::StorageStd140,
        AddressSpace::StorageC,
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
            AddressSpace::RayPayload => "ray_payload",
            AddressSpace::IncomingRayPayload => "incoming_ray_payload",
            AddressSpace::HitAttribute => "hit_attribute",
            AddressSpace::CallableData => "callable_data",
            AddressSpace::IncomingCallableData => "incoming_callable_data",
            AddressSpace::ShaderRecord => "shader_record",
            AddressSpace::HitObjectAttribute => "hit_object_attribute",
            AddressSpace::TaskPayload => "task_payload",
            AddressSpace::Device => "device",
            AddressSpace::DeviceStd430 => "device_std430",
            AddressSpace::Image => "image",
            AddressSpace::StorageScalar => "storage_scalar",
            AddressSpace::StorageStd140 => "storage_std140",
            AddressSpace::StorageC => "storage_c",
        }
    }
    /// Device memory behind 64-bit addresses, in either layout.
    pub fn is_device(self) -> bool {
        matches!(self, AddressSpace::Device | AddressSpace::DeviceStd430)
    }
    /// A storage buffer's memory, in any of its layouts.
    pub fn is_storage(self) -> bool {
        matches!(
            self,
            AddressSpace::Storage | AddressSpace::StorageScalar | AddressSpace::StorageStd140 | AddressSpace::StorageC
        )
    }
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.keyword() == s)
    }
}

/// The encodings of [`TypeKind::MiniFloat`]: floats that are stored and
/// converted but take no arithmetic of their own (Slang's `BFloat16`,
/// `FloatE4M3`, `FloatE5M2`; SPIR-V's `OpTypeFloat` with an FP encoding).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MiniFloat {
    /// bfloat16: 1 sign, 8 exponent, 7 mantissa bits (`bf16`).
    BF16,
    /// OCP fp8 E4M3: 1 sign, 4 exponent, 3 mantissa bits, no infinities (`f8e4m3`).
    E4M3,
    /// OCP fp8 E5M2: 1 sign, 5 exponent, 2 mantissa bits (`f8e5m2`).
    E5M2,
}

impl MiniFloat {
    pub const ALL: [MiniFloat; 3] = [MiniFloat::BF16, MiniFloat::E4M3, MiniFloat::E5M2];
    pub fn width(self) -> u8 {
        match self {
            MiniFloat::BF16 => 16,
            MiniFloat::E4M3 | MiniFloat::E5M2 => 8,
        }
    }
    /// The textual IR's name.
    pub fn keyword(self) -> &'static str {
        match self {
            MiniFloat::BF16 => "bf16",
            MiniFloat::E4M3 => "f8e4m3",
            MiniFloat::E5M2 => "f8e5m2",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.keyword() == s)
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
    /// A float of a non-IEEE encoding (bfloat16, fp8): storage and
    /// conversion only, no arithmetic (see [`MiniFloat`]).
    MiniFloat(MiniFloat),
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
    /// A type parameter of a generic function, `param<T>`: bound by the
    /// function's `generic` list, replaced by a type argument when the
    /// function is specialized.
    Param {
        name: Sym,
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

/// A substitution of type parameters by types (a generic's type arguments).
pub type TypeSubst = FxHashMap<Sym, Type>;

impl crate::Context {
    /// The type parameter `param<name>`.
    pub fn param_type(&mut self, name: &str) -> Type {
        let name = self.sym(name);
        self.intern_type(TypeKind::Param { name })
    }

    /// Does `ty` mention a type parameter anywhere inside it?
    pub fn type_has_params(&self, ty: Type) -> bool {
        match self.type_kind(ty) {
            TypeKind::Param { .. } => true,
            TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, .. } => {
                self.type_has_params(*elem)
            }
            TypeKind::Ptr { pointee, .. } => self.type_has_params(*pointee),
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| self.type_has_params(t)),
            TypeKind::Function { params, results } => params.iter().chain(results).any(|&t| self.type_has_params(t)),
            TypeKind::Opaque { params, .. } => params.iter().any(|&t| self.type_has_params(t)),
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => false,
        }
    }

    /// Visits every type parameter `ty` mentions.
    pub fn for_each_param(&self, ty: Type, f: &mut dyn FnMut(Sym)) {
        match self.type_kind(ty) {
            TypeKind::Param { name } => f(*name),
            TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, .. } => {
                self.for_each_param(*elem, f)
            }
            TypeKind::Ptr { pointee, .. } => self.for_each_param(*pointee, f),
            TypeKind::Struct { fields, .. } => fields.iter().for_each(|&(_, t)| self.for_each_param(t, f)),
            TypeKind::Function { params, results } => {
                params.iter().chain(results).for_each(|&t| self.for_each_param(t, f))
            }
            TypeKind::Opaque { params, .. } => params.iter().for_each(|&t| self.for_each_param(t, f)),
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => {}
        }
    }

    /// `ty` with every parameter `subst` names replaced by its type
    /// (parameters it does not name stay). A struct keeps its name: the
    /// caller renames structs whose identity must change.
    pub fn substitute_type(&mut self, ty: Type, subst: &TypeSubst) -> Type {
        if subst.is_empty() || !self.type_has_params(ty) {
            return ty;
        }
        let kind = match self.type_kind(ty).clone() {
            TypeKind::Param { name } => return subst.get(&name).copied().unwrap_or(ty),
            TypeKind::Vector { elem, len } => TypeKind::Vector { elem: self.substitute_type(elem, subst), len },
            TypeKind::Matrix { elem, rows, cols, layout } => {
                TypeKind::Matrix { elem: self.substitute_type(elem, subst), rows, cols, layout }
            }
            TypeKind::Array { elem, len } => TypeKind::Array { elem: self.substitute_type(elem, subst), len },
            TypeKind::Ptr { pointee, space } => TypeKind::Ptr { pointee: self.substitute_type(pointee, subst), space },
            TypeKind::Struct { name, fields } => TypeKind::Struct {
                name,
                fields: fields.into_iter().map(|(n, t)| (n, self.substitute_type(t, subst))).collect(),
            },
            TypeKind::Function { params, results } => TypeKind::Function {
                params: params.into_iter().map(|t| self.substitute_type(t, subst)).collect(),
                results: results.into_iter().map(|t| self.substitute_type(t, subst)).collect(),
            },
            TypeKind::Opaque { name, params } => {
                TypeKind::Opaque { name, params: params.into_iter().map(|t| self.substitute_type(t, subst)).collect() }
            }
            k @ (TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_)) => k,
        };
        self.intern_type(kind)
    }

    /// An attribute with every type inside it substituted (type attributes,
    /// arrays of them); other attributes are returned as they are.
    pub fn substitute_attr(&mut self, attr: crate::Attr, subst: &TypeSubst) -> crate::Attr {
        match self.attr_kind(attr).clone() {
            crate::AttrKind::Type(t) => {
                let t = self.substitute_type(t, subst);
                self.type_attr(t)
            }
            crate::AttrKind::Array(items) => {
                let items = items.into_iter().map(|a| self.substitute_attr(a, subst)).collect();
                self.array_attr(items)
            }
            _ => attr,
        }
    }
}

impl crate::Context {
    /// Is `ty` what `pattern` becomes under `subst`? Compared structurally,
    /// without interning (so read-only verifiers can ask).
    pub fn type_matches_subst(&self, pattern: Type, ty: Type, subst: &TypeSubst) -> bool {
        if pattern == ty && !self.type_has_params(pattern) {
            return true;
        }
        match (self.type_kind(pattern), self.type_kind(ty)) {
            (TypeKind::Param { name }, _) if subst.contains_key(name) => subst[name] == ty,
            (TypeKind::Vector { elem: a, len: n }, TypeKind::Vector { elem: b, len: m }) => {
                n == m && self.type_matches_subst(*a, *b, subst)
            }
            (
                TypeKind::Matrix { elem: a, rows: r1, cols: c1, layout: l1 },
                TypeKind::Matrix { elem: b, rows: r2, cols: c2, layout: l2 },
            ) => (r1, c1, l1) == (r2, c2, l2) && self.type_matches_subst(*a, *b, subst),
            (TypeKind::Array { elem: a, len: n }, TypeKind::Array { elem: b, len: m }) => {
                n == m && self.type_matches_subst(*a, *b, subst)
            }
            (TypeKind::Ptr { pointee: a, space: s1 }, TypeKind::Ptr { pointee: b, space: s2 }) => {
                s1 == s2 && self.type_matches_subst(*a, *b, subst)
            }
            (TypeKind::Struct { name: n1, fields: f1 }, TypeKind::Struct { name: n2, fields: f2 }) => {
                n1 == n2
                    && f1.len() == f2.len()
                    && f1.iter().zip(f2).all(|(a, b)| a.0 == b.0 && self.type_matches_subst(a.1, b.1, subst))
            }
            (TypeKind::Function { params: p1, results: r1 }, TypeKind::Function { params: p2, results: r2 }) => {
                p1.len() == p2.len()
                    && r1.len() == r2.len()
                    && p1.iter().chain(r1).zip(p2.iter().chain(r2)).all(|(&a, &b)| self.type_matches_subst(a, b, subst))
            }
            (TypeKind::Opaque { name: n1, params: p1 }, TypeKind::Opaque { name: n2, params: p2 }) => {
                n1 == n2
                    && p1.len() == p2.len()
                    && p1.iter().zip(p2).all(|(&a, &b)| self.type_matches_subst(a, b, subst))
            }
            _ => pattern == ty,
        }
    }
}
