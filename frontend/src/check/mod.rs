//! Semantic checking and lowering: the AST of a Slang source unit, checked
//! the way Slang checks it, becomes an IR module in the core dialects
//! (plus `hl` for shader parameters and entry points).
//!
//! Checking and lowering happen in one walk, as in naga's front ends: the
//! IR is typed, so the type of every lowered expression is the type of its
//! IR value, and implicit conversions are inserted as `arith.convert` ops
//! (which `canonicalize` folds when they apply to constants).
//!
//! Locals live in `mem.var`s (`mem2reg` promotes them later); C-style
//! control flow becomes structured `cf` ops with explicit exits.
//!
//! Diagnostic codes (Slang's numbers where Slang has the same error):
//!
//! | code     | meaning |
//! |----------|---------|
//! | `E30002` | integer division by a constant zero |
//! | `E30003` / `E30004` | `break` / `continue` outside a loop (or switch) |
//! | `E30006` | `return;` in a function that returns a value |
//! | `E30009` | `void` where a type of values is needed |
//! | `E30011` | assignment to something that is not an l-value (a `const`, `this` of a non-`[mutating]` method) |
//! | `E30013` | subscript of a type that has none |
//! | `E30015` | undefined identifier |
//! | `E30016` | a call of something that is not a function |
//! | `E30019` | type mismatch: no implicit conversion (dropping vector or matrix components included; also one candidate's argument) |
//! | `E30025` | negative array size |
//! | `E30027` | no member of that name |
//! | `E30047` | an `out` / `inout` argument or `++` operand that is not an l-value |
//! | `E30050` | a `[mutating]` method called on an immutable value |
//! | `E30100` | a static method naming a non-static member |
//! | `E30902` | `Optional<T>` of a resource or a struct holding one (`optional_opaque.rs`) |
//! | `E31204` / `E31205` | `struct [attr] S`: attributes after `struct`, deprecated in 2025 / removed from 2026 (`attr_list_placement.rs`) |
//! | `E55204` | a call of a target intrinsic whose expansion for the target marks it unsupported (`unsupported_intrinsic.rs`) |
//! | `E55205` | a specialization constant in `[numthreads]` for a target other than SPIR-V and GLSL (`lower.rs`) |
//! | `E30200` / `E30201` | redefinition / a function defined twice |
//! | `E30523` | too many initializers |
//! | `E30600` | not accessible: a declaration of another module that is not public, a `private` field |
//! | `E30602` | two `default`s in a switch |
//! | `E38100` | a type does not provide a method its interface requires |
//! | `E38101` | `this` outside a type |
//! | `E31149` / `E31150` / `E31156` | a custom derivative whose parameter types / parameter count do not fit the function's translated signature / a non-static derivative of a static method (`autodiff.rs`) |
//! | `E38034` / `E38036` | a `__constref` parameter of a differentiable type in a function declared differentiable / a differentiable `[constref]` method of a differentiable type (`autodiff.rs`) |
//! | `E30310` / `E31130` / `E30311` / `E38110` | `[DerivativeMember]` on a field of a type that is not differentiable / naming no field of the differential; a type both `IDifferentiable` and `IDifferentiablePtrType`; its `dzero`/`dadd` not `[Differentiable]` (`custom_diff.rs`) |
//! | `E41022` / `E41031` / `E41025` | derivative data flow (`diff_flow.rs`): a derivative expected from a non-differentiable call / stored into a location that cannot hold one / such a location passed for an `out`/`inout` parameter |
//! | `E31158` | a primal substitute that is not differentiable for a function declared differentiable (`autodiff.rs`) |
//! | `E38105` | a method whose signature does not match its interface requirement (a `[mutating]` one for a requirement that is not) |
//! | `E38106` | a method whose return type is not the one its interface requirement declares |
//! | `E39999` | no applicable overload (operators included), or an ambiguous call |
//! | `E41009` | a function that can fall off its end, on SPIR-V, GLSL and WGSL (elsewhere the warning E41010) |
//! | `E31000` | unknown attribute (warning) |
//! | `E38040` | a compute entry point's parameter without a semantic is treated as `uniform` (warning) |
//! | `E31102` / `E31103` / `E31202` | a non-positive `[numthreads]` value / a bad `[WaveSize]` / a duplicate `[numthreads]` |
//! | `E31201` | a keyword modifier where it cannot apply (`modifier_placement`) |
//! | `E30700` / `E30704` | a default value on an `out`/`inout` parameter / a parameter without one after one with one |
//! | `E30701` / `E30702` / `E38024` / `E49999` | system values: a type it does not accept / a stage or direction without it / the thread id's type / an unknown `SV_` name (`semantics.rs`) |
//! | `E30102` / `E31400` | a declaration its container cannot hold / a non-static field in an interface or extension (`nesting.rs`) |
//! | `E30317` / `E30318` / `E30312` | an interface's `__init` with a body / partly default accessors / an `override` requirement (`nesting.rs`) |
//! | `E30507` / `E30508` (warnings), `E30510` | a `for` step / predicate naming another variable than its initializer; a loop with a back edge without `[MaxIters]`/`[ForceUnroll]` in a differentiable function, unless a `for` runs from a constant to a constant by a constant step not assigned in its body (`for_loop_vars.rs`) |
//! | `E40000` / `E40001` | a `[raypayload]` field without `read`/`write` qualifiers / with an unknown stage in one (`ray_payload.rs`) |
//! | `E30304` | `is`/`as` between unrelated concrete types (`expr/members.rs`) |
//! | `E30401` | a generic constraint naming a struct (`generic_clauses.rs`) |
//! | `E30303` / `E30623` | an interface's value requirement that is not `static const` / that has an initializer (`nesting.rs`) |
//! | `E30851` | a parameterless `__init` in an extension (`nesting.rs`) |
//! | `E31202` / `E30624` | two visibility modifiers on a declaration / a generic value parameter of a floating-point type (`nesting.rs`) |
//! | `E30028` / `E30071` | an array of a non-addressable type (a `ParameterBlock`, an unsized array or a struct holding one) / of an unsized array; also a local or private global (`static`, `groupshared`, GLSL's plain global) of an unsized type without an initializer that sizes it (`stmt.rs`, `globals.rs`) |
//! | `E30031` / `E30072` | a structured buffer of a `ParameterBlock` or of a struct holding one or an unsized array / a struct field of such a struct |
//! | `E56101` | on Metal, a `ParameterBlock` holding a `ConstantBuffer<T>` whose `T` holds resources (`globals.rs`) |
//! | `E30059` / `E30069` | a discarded result of a `[NoDiscard]` function / `[NoDiscard]` on a function returning `void` (`nodiscard.rs`) |
//! | `E38050` | a varying parameter or result of a type no varying may have: a differential pair, an atomic, a cooperative vector or matrix, a stream outside the geometry stage, also inside a geometry stream's vertices (`semantics.rs`) |
//! | `E38051` | a boolean vector or a matrix of other than floats in a varying of a SPIR-V entry point (`semantics.rs`) |
//! | `E38050` | also: mesh outputs outside a mesh shader, a stream on a dropped parameter, `OutputIndices` of other than `uint`/`uint2`/`uint3`, a mesh output of no element or of vertices/primitives holding a type no varying may have (`stage_outputs.rs`) |
//! | `E39028` | a varying holding an interface-typed value: directly, in an array, an `Optional` or a struct field (`semantics.rs`) |
//! | `E38047` / `E38048` | a mesh shader without `[outputtopology]` / without both `OutputVertices` and `OutputIndices` (`stage_outputs.rs`) |
//! | `E50060` / `E50061` | a mesh topology the target lacks / a hull or domain topology that is not point, line, triangle_cw or triangle_ccw (`stage_outputs.rs`) |
//! | `E39021` / `E39015` / `E39031` | `[[vk::location]]` on a resource or constant buffer / a `ParameterBlock` bound at a binding other than 0 / a uniform of an HLSL `class` type (`attr_placement.rs`) |
//! | `E31200` (warning) / `E31207` | the deprecated three-component initializers of a 4-vector, removed from `-std 2026` on (`legacy_vec_init.rs`) |
//! | `E30705` | a fragment entry point with more than one depth output (`semantics.rs`) |
//! | `E30440` | inferred generic arguments that break a `where int(T)` / `where T == U` / `where nonempty(T)` / `where __hasDiffTypeInfo(T)` clause (`where_checks.rs`) |
//! | `E30438` / `E30442` / `E30439` / `E38029` | the one generic candidate of a call does not specialize: too many arguments / conflicting bindings / a parameter nothing determines / an argument breaking its interface bound (`generic_failures.rs`) |
//! | `E39999` | also: a `static const` whose initial value depends on itself (`static_cycles.rs`) |
//! | `E39999` | also: a compound assignment (`a += b`) of a struct without a user `operator+=` (`iface_operators.rs`) |
//! | `E38029` | a texture, texture-sampler or typed buffer whose element is no scalar or vector (`texel.rs`) |
//! | `E90001` | nanoslang: a Slang feature this version does not lower yet |
//! | `E90002` | nanoslang: break or continue outside a loop or switch |
//! | `E90003` | nanoslang: a constant expression was required |
//! | `E20900` | nanoslang: an expression nested too deeply to check |
//! | `E39997` | a type nested too deeply to check (a generic struct instantiating itself with ever more arguments) |
//! | `E36100` / `E36101` | a call or type / a statement whose capabilities conflict with the rest of the function |
//! | `E36104` | a function with a `[require]` uses more than it declares |
//! | `E36117` | an entry point with a `[require]` whose body needs another stage than its own (`capability.rs`) |
//! | `E36105` / `E36106` | an unknown capability name / not a capability name |
//! | `E36107` | an entry point uses what its target and stage cannot provide |
//! | `E36108` | the target, `-profile` and `-capability` options conflict (a warning: the option is ignored) |
//! | `E36110` | an implementation needs more than its interface method declares |
//! | `E36113` | an internal capability atom named instead of its alias (warning) |
//! | `E20020` | an operator name on a variable, parameter, typedef or property (parser) |
//! | `E20104` | a default on an extension's or `__func_extension`'s generic parameter (`generic_clauses.rs`) |
//! | `E30067` | a `[mutating]` call on an `in` parameter of a `[__NonCopyableType]` struct |
//! | `E30084` | `__floatAsInt` of an integer or bool |
//! | `E30100` | a field that is not static read through its type (`Type.field`) |
//! | `E30313` / `E30314` | `[TreatAsDifferentiable]` on a requirement / `[MaybeDifferentiable]` off one (`attr_placement.rs`) |
//! | `E30601` / `E30604` | a public member of a non-public type / a public signature naming a non-public type (`visibility.rs`) |
//! | `E54005` | a read of a mesh shader output |
//! | `E31108` / `E31109` / `E31112` / `E30621` | accessor parameters: more than one on `set` / a `set` parameter of another type than the property's / any on `get` / one without a type (`accessor_params.rs`) |
//! | `E31002` / `E30019` / `E39999` | a user-defined attribute on a declaration its `__AttributeUsage` excludes / a literal argument of the wrong kind / the wrong argument count (`user_attributes.rs`) |
//! | `E31002` | also: a core-module attribute on a declaration or statement it does not target (`attr_targets.rs`) |
//! | `E30852` | an extension of an interface type (`globals.rs`) |
//! | `E55210` / `E55211` | `abort` with a non-literal format / a message argument that is no scalar or vector |
//! | `E41027` | `.value` of a local `Optional<T>` only ever given `none` (`optional.rs`) |
//! | `E41014` | `reinterpret` of a type holding a `String` (no AnyValue bytes) |
//! | `E39999` | also: an initializer list leaving out a field that holds a resource and has no default (`expr.rs`) |
//! | `E39999` | also: an initializer list of a struct with constructors of its own (non-generic, not from an extension) that no `__init` takes, `{}` included (`expr.rs`) |
//! | `E39008` / `E39009` / `E39010` | `register(t)` without an index / a second part that is not `spaceN` / `space` without an index (`register_syntax.rs`) |
//! | `E39020` | a second shader-record constant buffer (`shader_record.rs`) |

mod accessor_params;
mod atomic;
mod attr_list_placement;
mod attr_placement;
mod attr_targets;
pub mod autodiff;
mod autodiff_dispatch;
mod bindless;
mod bit_cast;
mod capability;
mod conditional;
mod consts;
mod coop;
mod coop_func;
pub(crate) mod coop_vec;
mod custom_diff;
mod decls;
mod dynamic_resource;
mod entry;
pub mod enum_types;
mod existential;
mod existential_assoc;
mod existential_generic;
mod expr;
mod extension_params;
mod for_loop_vars;
mod generic_clauses;
mod generic_failures;
mod generic_ir;
mod generic_members;
mod generics;
mod global_init_type;
mod globals;
mod glsl_varyings;
mod iface_operators;
mod init_elision;
mod intrinsics;
mod lambda;
mod legacy_vec_init;
mod local_decls;
mod lower;
mod matrix_vector;
mod modifier_placement;
mod namespaces;
mod nested_enum;
mod nesting;
mod nodiscard;
mod optional;
mod optional_opaque;
mod overrides;
mod param_construct;
mod param_operands;
mod ray_payload;
mod register_syntax;
mod removed_modifiers;
mod require_capability;
mod resolve;
mod resources;
mod semantics;
mod shader_record;
mod spirv_asm;
mod stage_outputs;
mod static_const_init;
mod static_cycles;
mod stmt;
mod strings;
mod texel;
mod tuple;
mod type_order;
pub mod types;
mod uniform_params;
mod uniformity;
mod unsupported_intrinsic;
mod user_attributes;
mod variadic;
mod visibility;
mod where_checks;

pub use capability::{CapabilityOptions, FunctionCapabilities};
pub use entry::stage_name;
pub use existential::parse_conformance_option;

use crate::ast::{
    AggregateKind, Ast, DeclId, DeclKind, ExprId, ExprKind, FuncName, ModifierKind, Modifiers, SemanticKind, TypeId,
    TypeKind as AstType, TypeOrExpr, VarStyle,
};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{SourceMap, Span};
use intrinsics::Intrinsic;
use nsl_capabilities::Requirement;
use nsl_ir::{AddressSpace, Attr, Block, Context, InsertPoint, Loc, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

pub const E_UNDEFINED: &str = "E30015";
/// A specialization constant in `[numthreads]` for a target that cannot
/// size a workgroup by one (all but SPIR-V and GLSL).
pub const E_SPEC_CONST_NUMTHREADS: &str = "E55205";
pub const E_TYPE_MISMATCH: &str = "E30019";
pub const E_NOT_LVALUE: &str = "E30011";
pub const E_DIVIDE_BY_ZERO: &str = "E30002";
/// An `out` / `inout` / `ref` argument (or `++`'s operand) that is not an l-value.
pub const E_ARG_NOT_LVALUE: &str = "E30047";
pub const E_NO_MEMBER: &str = "E30027";
pub const E_REDEFINITION: &str = "E30200";
pub const E_MISSING_REQUIREMENT: &str = "E38100";
/// A method named as an interface requirement whose signature differs.
pub const E_REQUIREMENT_MISMATCH: &str = "E38105";
pub const E_CUSTOM_DERIVATIVE_PARAM: &str = "E31149";
pub const E_CUSTOM_DERIVATIVE_SIGNATURE: &str = "E31150";
pub const E_CUSTOM_DERIVATIVE_NOT_STATIC: &str = "E31156";
pub const E_SUBSTITUTE_NOT_DIFFERENTIABLE: &str = "E31158";
pub const E_BORROW_DIFFERENTIABLE_PARAM: &str = "E38034";
pub const E_CONSTREF_DIFFERENTIABLE_METHOD: &str = "E38036";
pub const E_RETURN_TYPE_MISMATCH: &str = "E38106";
pub const E_NOT_ACCESSIBLE: &str = "E30600";
pub const E_OVERLOAD: &str = "E39999";
/// A local or private global of an unsized type (slangc's E30071).
pub const E_VAR_UNSIZED: &str = "E30071";
pub const W_UNKNOWN_ATTRIBUTE: &str = "E31000";
/// A compute entry point's parameter without a semantic, treated as `uniform`.
pub const W_IMPLICIT_UNIFORM: &str = "E38040";
pub const E_UNSUPPORTED: &str = "E90001";
pub const E_BAD_JUMP: &str = "E90002";
pub const E_NOT_CONSTANT: &str = "E90003";
/// A malformed `__intrinsic_asm` / `__target_intrinsic` template or modifier.
pub const E_BAD_TEMPLATE: &str = "E90005";
pub const E_TOO_DEEP: &str = "E20900";
/// A type nested deeper than the checker follows (slangc's "maximum type
/// nesting level exceeded").
pub const E_TYPE_TOO_DEEP: &str = "E39997";
/// How deeply the checker recurses; a debug build needs a few KiB of stack
/// per level, and the frontend must fit in a 2 MiB thread.
const MAX_CHECK_DEPTH: u32 = 150;

/// An error already reported as a diagnostic; the caller just unwinds.
#[derive(Debug)]
pub struct Reported;

pub type CResult<T> = Result<T, Reported>;

/// Which source unit a declaration belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    Core,
    User,
}

/// Parameter passing mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dir {
    In,
    Out,
    InOut,
}

/// Whether these modifiers make a function an entry point (`[shader]`,
/// `[numthreads]`, case-insensitive as in HLSL).
fn is_entry_point(m: &Modifiers) -> bool {
    m.attributes.iter().any(|a| matches!(a.name.to_ascii_lowercase().as_str(), "shader" | "numthreads"))
}

/// A resource parameter of an entry point, made a global.
#[derive(Clone)]
pub struct Hoisted {
    /// Its position among the function's declared parameters.
    index: usize,
    name: String,
    ty: Type,
    decl: DeclId,
}

#[derive(Clone)]
pub struct ParamInfo {
    pub name: String,
    pub ty: Type,
    pub dir: Dir,
    pub default: Option<ExprId>,
}

/// A function the checker knows: a user function (lowered to a
/// `func.func`), or a core-module intrinsic (lowered to one IR op).
pub struct FuncInfo {
    pub name: String,
    pub unit: Unit,
    /// The source unit declaring it (an index into the checker's units).
    pub src: usize,
    pub decl: DeclId,
    pub params: Vec<ParamInfo>,
    pub ret: Option<Type>,
    /// The IR symbol of a user function.
    pub symbol: String,
    /// For methods: the struct and whether `this` is mutable.
    pub this: Option<(usize, bool)>,
    /// For intrinsics: the IR op, its attributes and the signature.
    pub intrinsic: Option<Intrinsic>,
    /// For a generic user function: its parameters. Such a function is a
    /// template; calls instantiate it.
    pub generic: Option<Vec<generics::GParam>>,
    /// The generic arguments its signature and body are checked with.
    pub env: generics::Env,
    /// Whether its body must be lowered (false for instances no call chose).
    pub needed: bool,
    pub lowered: bool,
    /// Its `[require]`, merged with the enclosing declarations'.
    pub require: Option<Requirement>,
    /// For a function defined several times for different capabilities:
    /// the definitions. The function itself then lowers to a dispatcher
    /// whose `hl.target_switch` `select-target` resolves per target.
    pub alternatives: Vec<usize>,
    /// For an entry point: its resource parameters, which are shader
    /// parameters (globals) rather than function parameters.
    pub hoisted: Vec<Hoisted>,
}

pub struct StructInfo {
    pub name: String,
    pub ty: Type,
    pub fields: Vec<(String, Type)>,
    pub methods: FxHashMap<String, Vec<usize>>,
    /// Interfaces it declares (directly or through extensions).
    pub conforms: Vec<String>,
    /// The same with their generic arguments, and every interface they
    /// inherit (`S : IFoo<int>` conforms to `IFoo<int>`, not `IFoo<float>`).
    pub conform_refs: Vec<generics::IfaceRef>,
    /// The struct it inherits (`struct Derived : Base`): `Base`'s fields
    /// come first in its own, and `Base`'s methods are its methods.
    pub base: Option<usize>,
    /// The declaration (source unit, declaration), for structs declared from source.
    pub origin: Option<(usize, DeclId)>,
    /// Member types (`typealias`, `typedef`): associated types.
    pub member_types: FxHashMap<String, Type>,
    /// Properties by name: getter, setter and type.
    pub properties: FxHashMap<String, Accessors>,
    /// `__subscript` declarations.
    pub subscripts: Vec<Accessors>,
    /// Each field's default initializer (source unit and expression).
    pub defaults: Vec<Option<(usize, ExprId)>>,
    /// The generic arguments the struct (an instance) was declared with,
    /// in scope for its field defaults.
    pub env: generics::Env,
    /// Its `[require]`: code using the type needs it.
    pub require: Option<Requirement>,
    /// Each field's own `[require]`: code using the field needs it.
    pub field_requires: Vec<Option<Requirement>>,
    /// Bit fields by name (`uint flags : 4;`), packed into backing fields.
    pub bitfields: FxHashMap<String, BitField>,
    /// Methods of a blanket extension (`extension<T : IFoo> T : IBar`)
    /// that the type's own methods of the same name hide: by name, the
    /// extension's functions and the interfaces only that extension
    /// makes the type conform to. Generic code that sees the type only
    /// through its parameter's constraints calls the extension's.
    pub shadowed: FxHashMap<String, (Vec<usize>, Vec<String>)>,
}

/// A bit field: `width` bits at bit `offset` (from the least significant)
/// of the unsigned backing field `backing`; reads give a `ty`,
/// sign-extended when it is signed.
#[derive(Clone, Debug)]
pub struct BitField {
    pub backing: usize,
    pub offset: u32,
    pub width: u32,
    pub ty: Type,
}

/// The name of the `n`th backing field of a struct's bit fields (no Slang
/// identifier can spell it); initializer lists skip these fields.
pub fn bit_backing_name(n: usize) -> String {
    format!("$bits{n}")
}

pub fn is_bit_backing(name: &str) -> bool {
    name.starts_with("$bits")
}

/// The accessor functions of a property or subscript.
#[derive(Clone, Debug)]
pub struct Accessors {
    pub get: Option<usize>,
    pub set: Option<usize>,
    pub ty: Type,
    /// Index parameter types (subscripts only).
    pub indices: Vec<Type>,
}

/// An interface: its bases and the names of its required methods and
/// properties.
pub struct InterfaceInfo {
    /// The names of the interfaces it inherits.
    pub bases: Vec<String>,
    /// The same as written (`IBase<T>`), resolved per conformance.
    pub base_types: Vec<TypeId>,
    /// Its generic parameters (`interface IFoo<T, let N : int>`).
    pub params: Vec<generics::GParam>,
    /// The source unit and declaration (default method bodies).
    pub src: usize,
    pub decl: DeclId,
    /// An alias of a conjunction (`typealias IBoth = IA & IB`): a type
    /// conforms to it when it conforms to each of `bases`.
    pub conjunction: bool,
    pub methods: Vec<String>,
    /// Each required method's name and parameter count.
    pub method_arities: Vec<(String, usize)>,
    /// Each required method taking parameter packs of the interface's own
    /// (`expand each Ts values`): its name, its other parameters' count and
    /// the indices of the pack parameters its packs name (its arity is
    /// known per conformance).
    pub method_pack_arities: Vec<(String, usize, Vec<usize>)>,
    pub properties: Vec<String>,
    /// The `[require]` of each method that declares one (merged with the
    /// interface's): implementations may need no more.
    pub method_requires: FxHashMap<String, Requirement>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GlobalKind {
    Resource,
    Uniform,
    Groupshared,
    Static,
    /// `static const` with a constant initializer: folded at each use.
    Const,
}

pub struct GlobalInfo {
    pub name: String,
    pub ty: Type,
    pub kind: GlobalKind,
    pub symbol: String,
    pub value: Option<Attr>,
    /// A `static const` kept in memory (arrays, which are indexed).
    pub readonly: bool,
    /// A `static const` evaluated at each use: its initializer.
    pub init_expr: Option<(usize, ExprId)>,
}

/// A throwing call inside a `try`: its error flag and error variables,
/// the error type and (an enum's) name.
pub type TryCall = (Value, Value, Type, Option<String>);

/// An entry point that ran the static initializers: in `block` after op
/// `after` (at its start when `None`), the first `ran` of them.
#[derive(Clone, Debug)]
pub struct InitEntry {
    pub block: nsl_ir::Block,
    pub after: Option<nsl_ir::Op>,
    pub ran: usize,
}

/// A static global's initializer that is not a constant.
#[derive(Clone)]
pub struct DynamicInit {
    pub symbol: String,
    pub ty: Type,
    pub expr: ExprId,
    pub src: usize,
    pub env: generics::Env,
}

/// What a name at global scope denotes.
#[derive(Clone, Debug)]
pub enum Item {
    Funcs(Vec<usize>),
    Struct(usize),
    Type(Type),
    Global(usize),
    /// An enum: its underlying type and its cases' values.
    Enum(Type, Vec<(String, i128)>),
    Namespace,
    Interface,
    /// A generic struct (in source unit `src`), instantiated by `Name<args>`.
    GenericStruct(usize, DeclId),
    /// A generic type alias (in source unit `src`): `typealias V<T> = vector<T, 3>`.
    GenericAlias(usize, DeclId),
}

/// One parsed file and the module it belongs to.
pub struct SourceUnit<'a> {
    pub ast: &'a Ast,
    pub module: usize,
}

/// A module: a name, whether it is a legacy (pre-`module`) file whose
/// declarations are public by default, and the modules it imports.
pub struct ModuleDecl {
    pub name: String,
    pub legacy: bool,
    pub imports: Vec<usize>,
    /// The modules it re-exports (`__exported import`, transitively).
    pub reexports: Vec<usize>,
    /// The core module's prelude (`frontend/core/prelude.slang`): its
    /// functions count as the core module's (user declarations shadow
    /// them) and are lowered only when called.
    pub prelude: bool,
}

pub struct Checker<'a> {
    /// The AST of the source unit being checked.
    pub user: &'a Ast,
    pub units: &'a [SourceUnit<'a>],
    pub modules: &'a [ModuleDecl],
    /// The source unit being checked.
    pub cur_src: usize,
    /// Whether the declaration being defined is visible to importers.
    cur_public: bool,
    /// The current source's top-level structs not declared yet, by name:
    /// a field naming one declares it first (`struct A { B* b; } struct B {...}`).
    pending_structs: FxHashMap<String, DeclId>,
    declared_early: Vec<DeclId>,
    /// The current source's top-level extensions of builtin types and
    /// blanket extensions, while its types are declared: a generic
    /// argument's constraint checked then declares them first
    /// (`struct S { G<float[2]> g; }` with `extension<T, let N : int>
    /// Array<T, N> : IFoo`), see `declare_pending_extensions`.
    pending_extensions: Vec<(usize, DeclId)>,
    /// Member type aliases naming a struct not declared yet, resolved once
    /// their struct (by name) is: (struct, alias, aliased type).
    late_member_aliases: Vec<(String, String, crate::ast::TypeId)>,
    /// The structs nested in a struct (by its index), whose methods are
    /// declared with the struct's own (once the struct exists, so that
    /// their signatures can name it).
    pending_nested: FxHashMap<usize, Vec<(DeclId, usize)>>,
    /// While a struct's field types resolve: the struct's name, where
    /// slangc reports a field's structured buffer of resources (E38204).
    field_owner: Option<Span>,
    /// While an entry point's parameter and return types resolve.
    in_entry_signature: bool,
    /// The extensions declared that way, skipped later.
    early_extensions: rustc_hash::FxHashSet<(usize, DeclId)>,
    /// Interfaces declared before every other type of their module (source
    /// unit, declaration), so that any fragment may name them.
    interfaces_early: rustc_hash::FxHashSet<(usize, DeclId)>,
    /// Namespace scopes (`namespaces.rs`).
    pub ns: namespaces::Namespaces,
    /// Each module's scope (its declarations, its imports' public ones,
    /// the core module); `items` is the current module's while checking it.
    module_scopes: Vec<FxHashMap<String, Item>>,
    /// Public declarations of each module, for importers.
    exports: Vec<Vec<(String, Item)>>,
    /// For each module: names its imports declare but do not export, with
    /// the declaring module (to say "not accessible" rather than "undefined").
    hidden: Vec<FxHashMap<String, usize>>,
    pub core: &'a Ast,
    pub sources: &'a SourceMap,
    pub diags: &'a mut Diagnostics,
    pub ctx: &'a mut Context,
    pub module: Op,
    pub items: FxHashMap<String, Item>,
    /// The enums the core prelude declares (`DescriptorKind`,
    /// `MemoryScope`...): a program's own declaration of the name shadows
    /// them, as in slangc.
    pub core_enums: rustc_hash::FxHashSet<String>,
    /// The prelude's structs a program declares a struct of the same name
    /// over (`struct Optional<T> { ... }`): the name is the program's, and
    /// the language's rules for the core type (`Optional`'s conversions)
    /// no longer apply to it.
    pub shadowed_core_structs: rustc_hash::FxHashSet<String>,
    pub funcs: Vec<FuncInfo>,
    pub structs: Vec<StructInfo>,
    pub globals: Vec<GlobalInfo>,
    pub interfaces: FxHashMap<String, InterfaceInfo>,
    /// Instances of generic structs by name and arguments.
    pub struct_instances: FxHashMap<(String, Vec<generics::GArg>), usize>,
    /// Each instance's type to its template name and arguments
    /// (`struct_instances` reversed; see `record_struct_instance`).
    struct_instance_of: FxHashMap<Type, (String, Vec<generics::GArg>)>,
    /// Instances of generic functions by template and arguments.
    func_instances: FxHashMap<(usize, Vec<generics::GArg>), usize>,
    /// Each instance's template and arguments (`func_instances` reversed).
    instance_origin: FxHashMap<usize, (usize, Vec<generics::GArg>)>,
    /// Per AST (by address), the spans of the names `__return_val` in it:
    /// found once, not by every function scanning every expression.
    return_val_uses: FxHashMap<usize, Vec<Span>>,
    /// The user functions carrying an attribute that names another
    /// function for autodiff (`[PrimalSubstituteOf]`, `[...DerivativeOf]`,
    /// `__func_extension`), and how many functions have been scanned for
    /// them: functions are only appended, so the list grows incrementally
    /// instead of every function scanning all others.
    derivative_attr_funcs: std::cell::RefCell<(usize, Vec<usize>)>,
    /// A `[mutating]` method called on an object outside function memory
    /// (a buffer element, a groupshared variable), or a function given such
    /// an object for an `out`/`inout` parameter, has an instance whose
    /// pointer parameter points there, so it works on the object itself
    /// (atomics included; as slangc passes them): by function and spaces,
    /// and each instance's spaces.
    space_instances: FxHashMap<(usize, lower::PointerSpaces), usize>,
    pointer_spaces: FxHashMap<usize, lower::PointerSpaces>,
    /// Generic arguments in scope while checking an instantiation.
    pub env: generics::Env,
    /// Explicit generic arguments of the call being resolved (`f<int>(x)`).
    pub explicit_gargs: Vec<generics::GArg>,
    /// How many enclosing `if`/`switch` arms are dead (their condition is
    /// a compile-time constant that skips them): a `static_assert` there
    /// does not fire, as slangc checks them after removing dead code.
    pub dead_arms: u32,
    /// Variadic generics: the interned packs `GArg::Pack` indexes, the
    /// element an `expand` is at (`each T`, `each x` name it), and each
    /// function instance's parameter packs (name, element count; the
    /// elements are parameters named `x#0`, `x#1`...).
    pub packs: generics::Packs,
    pub pack_index: Option<usize>,
    /// The `where` clause (its span) that the last generic arguments
    /// checked did not satisfy (`where int(T)`, `where T == int`...).
    pub unsatisfied_where: Option<Span>,
    /// Methods declared by generic (blanket) extensions (`extension<let N :
    /// int> V<N>`): between equally good candidates, one declared
    /// elsewhere wins (Slang's rule: the least generic extension).
    pub blanket_methods: rustc_hash::FxHashSet<usize>,
    pub value_packs: FxHashMap<usize, Vec<(String, usize)>>,
    /// Static globals whose initializers are not constants (run by each
    /// entry point first).
    pub dynamic_inits: Vec<DynamicInit>,
    /// The entry points that ran them: where later ones go.
    pub dynamic_init_entries: Vec<InitEntry>,
    /// `WorkgroupSize()` in a program whose compute entry points have
    /// different sizes: the private `int3` global it reads, which each
    /// compute entry point sets first (`store_workgroup_sizes`).
    pub workgroup_size_global: Option<String>,
    /// `throws E` functions: their error type.
    pub throw_types: FxHashMap<usize, Type>,
    /// The struct standing for function `f` used as a value
    /// ([`Checker::function_value`]), shown as its signature `(P...) -> R`.
    pub function_value_types: FxHashMap<Type, usize>,
    /// ... and, when it is an enum, its name (enums share their
    /// underlying type in the IR).
    pub throw_names: FxHashMap<usize, String>,
    /// A `try` is being lowered: the throwing call in it leaves its error
    /// flag and error variables here.
    pub try_call: Option<Option<TryCall>>,
    /// `static const` globals whose initializers are being lowered (to
    /// reject self-reference instead of recursing forever).
    pub evaluating: Vec<usize>,
    /// The generic environment a static constant's initializer is lowered
    /// in, where it is not the use site's (`static const This k = This();`:
    /// `This` is the declaring struct).
    pub const_envs: FxHashMap<usize, generics::Env>,
    /// The `static const`s folded before they are declared (see
    /// `fold_undeclared_const`), to stop a cycle.
    pub evaluating_names: Vec<String>,
    /// Specialization constants (`[[SpecializationConstant]]`,
    /// `[[vk::constant_id(N)]]`): global index to SpecId; `spec_explicit`
    /// the ids given explicitly anywhere (computed once), which automatic
    /// ids skip.
    pub spec_consts: FxHashMap<usize, u32>,
    spec_explicit: Option<std::collections::BTreeSet<u32>>,
    /// Explicit `[[vk::binding(b, s)]]` slots of resources, to warn of an
    /// overlap (E39001).
    explicit_bindings: FxHashMap<(i128, i128), String>,
    /// The symbols of the globals that are arrays of `ConstantBuffer<T>`
    /// (indexed with `NonUniformResourceIndex`, their elements are
    /// `nonuniform`).
    constant_buffer_arrays: rustc_hash::FxHashSet<String>,
    /// Types holding an unsized array whose copy was refused (once each).
    unsized_copies_refused: rustc_hash::FxHashSet<Type>,
    /// Generic subscripts and their instances, the structs being declared (`generic_members.rs`).
    pub generic_members: generic_members::State,
    depth: u32,
    /// Where in `diags.list` the nesting error was reported: reported once,
    /// unless a speculative check that truncated the list dropped it.
    depth_reported: Option<usize>,
    /// Member types visible by their short names (inside a struct).
    pub type_scope: Vec<FxHashMap<String, Type>>,
    /// Per block of the body being lowered: its locals, with the value of
    /// those that are constants (`local_decls.rs`).
    pub local_consts: Vec<FxHashMap<String, Option<(consts::CVal, Type)>>>,
    /// How deep constant folding is in calls of user functions.
    pub evaluating_calls: u32,
    /// Per block of the body being lowered: the declared types of its
    /// locals (for `sizeof(x)` and `alignof(x)` in constant expressions).
    pub local_types: Vec<FxHashMap<String, Type>>,
    /// Per block of the body being lowered: its type aliases of enums
    /// (`typedef S.E A;`), to the enum's key, so `A.Case` names a case.
    pub local_enum_aliases: Vec<FxHashMap<String, String>>,
    /// Extensions of interfaces: (interface, source unit, declaration).
    interface_extensions: Vec<(String, usize, DeclId)>,
    /// Generic extensions of generic structs: (struct, source unit, declaration).
    pub generic_extensions: Vec<(String, usize, DeclId)>,
    /// Generic extensions of a type pattern (`extension<T : IFoo> T : IBar`,
    /// `extension<let N : int> vector<float, N>`): (source unit, declaration),
    /// applied to a type when its members or conformances are looked up.
    pub blanket_extensions: Vec<(usize, DeclId)>,
    /// The blanket extensions already applied, by type and index.
    pub applied_extensions: rustc_hash::FxHashSet<(Type, usize)>,
    /// Types whose blanket extensions are being applied (no re-entry).
    pub realizing: Vec<Type>,
    used_symbols: FxHashMap<String, u32>,
    /// User functions declared without a body and never defined (`int
    /// f(int);`): no `func.func`; a reference to one is an unresolved
    /// external symbol (see `lower::report_unresolved_externals`).
    pub bodiless: Vec<usize>,
    /// `extern static const` globals never defined: each is a private
    /// global without a value, its symbol and the declaration's span; one
    /// that an entry point reaches is an unresolved external symbol (see
    /// `lower::report_unresolved_externals`).
    pub extern_consts: Vec<(String, String, Span)>,
    pub capabilities: capability::CapabilityState,
    /// Calls of `[NoDiscard]` functions, by the call's span: the callee's name.
    pub nodiscard_calls: FxHashMap<Span, String>,
    /// `-unscoped-enum`: the cases of a plain `enum` are also visible
    /// unqualified where the enum is declared.
    pub unscoped_enum: bool,
    /// `-matrix-layout-row-major`: see `FrontendOptions::matrix_row_major`.
    pub matrix_row_major: bool,
    /// Interface-typed values: see `existential`.
    pub existentials: existential::State,
    /// Generic functions lowered once as generic IR: see `generic_ir`.
    pub gen_ir: generic_ir::State,
    /// GLSL's global `in` / `out` variables: see `glsl_varyings`.
    pub glsl_varyings: Vec<glsl_varyings::Varying>,
    /// Generic entry points that the command line gave arguments (see
    /// `specialize_entry_points`).
    pub entry_specialized: Vec<usize>,
    /// Functions that can fall off their end on a target without undefined
    /// return values (E41009): the function op, where and what to say.
    /// Reported only for those the module's roots reach, as slangc does.
    pub missing_returns: Vec<(Op, Span, String)>,
}

/// Checks `user` (with the core module `core` in scope) and lowers it into
/// a new module in `ctx`. Diagnostics go to `diags`; the module is only
/// meaningful when no error was reported.
#[allow(clippy::too_many_arguments)]
pub fn check_and_lower<'a>(
    units: &'a [SourceUnit<'a>],
    modules: &'a [ModuleDecl],
    core: &'a Ast,
    sources: &'a SourceMap,
    diags: &'a mut Diagnostics,
    ctx: &'a mut Context,
    capabilities: &CapabilityOptions,
    unscoped_enum: bool,
    matrix_row_major: bool,
) -> (Op, Vec<FunctionCapabilities>, std::time::Duration) {
    let module_kind = ctx.kind(nsl_dialects::builtin::MODULE.name);
    let module = ctx.create_op(module_kind, &[], &[], &[], 1, Loc::UNKNOWN);
    let mut c = Checker {
        user: units.first().map_or(core, |u| u.ast),
        units,
        modules,
        cur_src: 0,
        cur_public: true,
        pending_structs: FxHashMap::default(),
        declared_early: Vec::new(),
        pending_extensions: Vec::new(),
        early_extensions: Default::default(),
        late_member_aliases: Vec::new(),
        pending_nested: FxHashMap::default(),
        field_owner: None,
        in_entry_signature: false,
        interfaces_early: rustc_hash::FxHashSet::default(),
        ns: namespaces::Namespaces::default(),
        module_scopes: Vec::new(),
        exports: vec![Vec::new(); modules.len()],
        hidden: vec![FxHashMap::default(); modules.len()],
        core,
        sources,
        diags,
        ctx,
        module,
        items: FxHashMap::default(),
        core_enums: Default::default(),
        shadowed_core_structs: Default::default(),
        funcs: Vec::new(),
        structs: Vec::new(),
        globals: Vec::new(),
        interfaces: FxHashMap::default(),
        struct_instances: FxHashMap::default(),
        struct_instance_of: FxHashMap::default(),
        func_instances: FxHashMap::default(),
        instance_origin: FxHashMap::default(),
        return_val_uses: FxHashMap::default(),
        derivative_attr_funcs: std::cell::RefCell::new((0, Vec::new())),
        space_instances: FxHashMap::default(),
        pointer_spaces: FxHashMap::default(),
        env: Vec::new(),
        explicit_gargs: Vec::new(),
        dead_arms: 0,
        packs: Default::default(),
        pack_index: None,
        unsatisfied_where: None,
        blanket_methods: Default::default(),
        value_packs: Default::default(),
        dynamic_inits: Vec::new(),
        dynamic_init_entries: Vec::new(),
        workgroup_size_global: None,
        throw_types: Default::default(),
        function_value_types: Default::default(),
        throw_names: Default::default(),
        try_call: None,
        evaluating: Vec::new(),
        const_envs: FxHashMap::default(),
        evaluating_names: Vec::new(),
        spec_consts: FxHashMap::default(),
        spec_explicit: None,
        explicit_bindings: FxHashMap::default(),
        constant_buffer_arrays: Default::default(),
        unsized_copies_refused: Default::default(),
        generic_members: Default::default(),
        depth: 0,
        depth_reported: None,
        type_scope: Vec::new(),
        local_consts: Vec::new(),
        evaluating_calls: 0,
        local_types: Vec::new(),
        local_enum_aliases: Vec::new(),
        interface_extensions: Vec::new(),
        generic_extensions: Vec::new(),
        blanket_extensions: Vec::new(),
        applied_extensions: Default::default(),
        realizing: Vec::new(),
        used_symbols: FxHashMap::default(),
        bodiless: Vec::new(),
        extern_consts: Vec::new(),
        capabilities: capability::CapabilityState::default(),
        nodiscard_calls: FxHashMap::default(),
        unscoped_enum,
        matrix_row_major,
        existentials: existential::State::default(),
        gen_ir: generic_ir::State::default(),
        glsl_varyings: Vec::new(),
        entry_specialized: Vec::new(),
        missing_returns: Vec::new(),
    };
    c.capabilities.requested_entries = capabilities.entry_points.clone();
    c.capabilities.target = capabilities.target.clone();
    c.capabilities.descriptor_heap_ext =
        capabilities.capabilities.iter().any(|n| n.split('+').any(|a| a == "spvDescriptorHeapEXT"))
            || capabilities.profile.as_deref().is_some_and(|p| p.contains("SPV_EXT_descriptor_heap"));
    let derivatives = |a: &str| a.contains("compute_shader_derivatives") || a.contains("ComputeDerivativeGroup");
    c.capabilities.compute_derivatives = capabilities.capabilities.iter().any(|n| n.split('+').any(derivatives))
        || capabilities.profile.as_deref().is_some_and(|p| p.split('+').any(derivatives));
    c.capabilities.descriptor_heap_ext &= capabilities.target.as_deref().is_none_or(|t| t.starts_with("spirv"));
    c.declare_core();
    c.declare_modules();
    c.lower_bodies();
    c.declare_conformances(&capabilities.conformances);
    // Generic entry points' instances first: the values their bodies pack
    // into interfaces (a lambda passed as an `IFunc`) need tables too.
    c.specialize_entry_points(&capabilities.entry_generic_args);
    c.emit_witness_tables();
    c.lower_bodies();
    c.finish_generic_ir();
    c.lower_bodies();
    c.check_uninstantiated_generic_bodies();
    c.report_unresolved_externals();
    c.report_generic_entry_points();
    c.report_missing_entry_points();
    c.record_differentiable_types();
    // Loops lacking a bound (E30510) leave the IR whole: slangc reports
    // them beside the data-flow errors, from the same check.
    let whole = c.diags.dropped == 0
        && c.diags.list.iter().all(|d| d.severity != crate::diag::Severity::Error || d.code == "E30510");
    if whole {
        let never = c.never_differentiable_functions();
        crate::diff_flow::check(c.ctx, c.module, c.sources, &never, c.diags);
    }
    c.report_deferred_generic_errors();
    c.report_missing_returns();
    c.finish_generic_capabilities();
    let started = std::time::Instant::now();
    c.check_capabilities(capabilities);
    c.wrap_glsl_entry_points();
    c.store_workgroup_sizes();
    (module, std::mem::take(&mut c.capabilities.report), started.elapsed())
}

impl<'a> Checker<'a> {
    /// The syntax tree of `unit` as seen from the source being checked now:
    /// `Unit::User` is the current source unit. A declaration id recorded
    /// while checking another unit belongs to that unit's tree: read it
    /// through [`Checker::func_ast`] / [`Checker::func_decl`] (ids are only
    /// unique within one tree, so the wrong tree panics or, worse, finds
    /// some other declaration).
    pub fn ast(&self, unit: Unit) -> &'a Ast {
        match unit {
            Unit::Core => self.core,
            Unit::User => self.user,
        }
    }

    /// The syntax tree function `f` was declared in.
    pub fn func_ast(&self, f: usize) -> &'a Ast {
        match self.funcs[f].unit {
            Unit::Core => self.core,
            Unit::User => self.units[self.funcs[f].src].ast,
        }
    }

    /// Function `f`'s declaration, in the tree it was declared in.
    pub fn func_decl(&self, f: usize) -> &'a crate::ast::Decl {
        self.func_ast(f).decl(self.funcs[f].decl)
    }

    pub fn error(&mut self, code: &'static str, span: Span, msg: impl Into<String>) -> Reported {
        // The same error at the same place once (a constant's initializer
        // is folded at each use).
        let msg = msg.into();
        if !self.diags.list.iter().any(|d| d.code == code && d.span == span && d.message == msg) {
            self.diags.push(Diagnostic::error(code, span, msg));
        }
        Reported
    }

    pub fn warn(&mut self, code: &'static str, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::warning(code, span, msg));
    }

    pub fn loc(&mut self, span: Span) -> Loc {
        self.sources.ir_loc(self.ctx, span)
    }

    pub fn show(&self, t: Type) -> String {
        if let Some(&f) = self.function_value_types.get(&t) {
            let params: Vec<String> = self.funcs[f].params.iter().map(|p| self.show(p.ty)).collect();
            let ret = self.funcs[f].ret.map_or_else(|| "void".to_string(), |r| self.show(r));
            return format!("({}) -> {ret}", params.join(", "));
        }
        types::display(self.ctx, t)
    }

    /// The first resource type `ty` is or holds (through arrays and struct
    /// fields), which a structured buffer's element cannot (E38204);
    /// interface-typed values are not resources.
    pub(super) fn opaque_inside(&self, ty: Type, depth: usize) -> Option<String> {
        if depth > 32 {
            return None;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Opaque { name, .. } => {
                let n = self.ctx.str(*name);
                let base = n.strip_prefix("hl.").unwrap_or(n);
                let resource = Self::is_resource_name(base) || base == "RaytracingAccelerationStructure";
                (resource && nsl_dialects::hl::existential_interface(self.ctx, ty).is_none()).then(|| self.show(ty))
            }
            TypeKind::Array { elem, .. } => self.opaque_inside(*elem, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().find_map(|&(_, t)| self.opaque_inside(t, depth + 1)),
            _ => None,
        }
    }

    /// Whether type expression `t` is `ParameterBlock<...>`.
    fn names_parameter_block(&self, unit: Unit, t: crate::ast::TypeId) -> bool {
        let ast = self.ast(unit);
        match &ast.ty(t).kind {
            AstType::Specialize { base, .. } => {
                matches!(&ast.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock")
            }
            AstType::Modified { inner, .. } => self.names_parameter_block(unit, *inner),
            _ => false,
        }
    }

    /// Whether struct type `ty` has a `ParameterBlock` field, directly or
    /// in a field of struct type.
    /// Is `ty` not addressable because of an unsized array: one itself, or
    /// a struct (an array) holding one?
    /// Records struct `s` as the instance of generic struct `name` at
    /// `args`, both ways.
    pub(super) fn record_struct_instance(&mut self, name: String, args: Vec<generics::GArg>, s: usize) {
        self.struct_instance_of.entry(self.structs[s].ty).or_insert_with(|| (name.clone(), args.clone()));
        self.struct_instances.insert((name, args), s);
    }

    /// The generic struct and arguments whose instance `ty` is.
    pub(super) fn struct_instance_of(&self, ty: Type) -> Option<(&str, &[generics::GArg])> {
        self.struct_instance_of.get(&ty).map(|(n, a)| (n.as_str(), a.as_slice()))
    }

    pub(super) fn holds_unsized(&self, ty: Type, depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Array { len: None, .. } => true,
            TypeKind::Array { elem, .. } => self.holds_unsized(*elem, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| self.holds_unsized(t, depth + 1)),
            _ => false,
        }
    }

    /// Is `ty` a struct whose last field, and only that, is an unsized
    /// array (the shape of a storage block with a run-time sized tail)?
    pub(super) fn ends_in_unsized_array(&self, ty: Type) -> bool {
        let TypeKind::Struct { fields, .. } = self.ctx.type_kind(ty) else { return false };
        let Some((&(_, last), rest)) = fields.split_last() else { return false };
        matches!(self.ctx.type_kind(last), TypeKind::Array { elem, len: None } if !self.holds_unsized(*elem, 0))
            && !rest.iter().any(|&(_, t)| self.holds_unsized(t, 0))
    }

    fn holds_parameter_block(&self, ty: Type, depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        let Some(info) = self.structs.iter().find(|s| s.ty == ty) else { return false };
        if let Some((src, d)) = info.origin {
            let ast = self.units[src].ast;
            if let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind {
                let direct = members.iter().any(|&m| match &ast.decl(m).kind {
                    DeclKind::Var { ty: Some(t), .. } => {
                        let mut t = *t;
                        while let AstType::Array { elem, .. } = &ast.ty(t).kind {
                            t = *elem;
                        }
                        matches!(&ast.ty(t).kind, AstType::Specialize { base, .. }
                            if matches!(&ast.ty(*base).kind, AstType::Name(n) if n == "ParameterBlock"))
                    }
                    _ => false,
                });
                if direct {
                    return true;
                }
            }
        }
        info.fields.iter().any(|&(_, t)| self.holds_parameter_block(t, depth + 1))
    }

    /// A unique IR symbol for `name`.
    pub(super) fn unique_symbol(&mut self, name: &str) -> String {
        let n = self.used_symbols.entry(name.to_string()).or_insert(0);
        *n += 1;
        if *n == 1 {
            name.to_string()
        } else {
            format!("{name}.{}", *n - 1)
        }
    }

    /// Is `f` part of the core module (an intrinsic, or a function of the
    /// prelude written in Slang)?
    pub fn is_core_func(&self, f: usize) -> bool {
        let info = &self.funcs[f];
        info.unit == Unit::Core || self.is_prelude_src(info.src)
    }

    /// Is source unit `src` the core module's prelude?
    pub fn is_prelude_src(&self, src: usize) -> bool {
        self.units.get(src).is_some_and(|u| self.modules.get(u.module).is_some_and(|m| m.prelude))
    }

    /// Is `name` a struct (generic or not) the core module's prelude declares?
    fn is_prelude_struct(&self, name: &str) -> bool {
        // Types the checker's own rules build (a differentiable function's
        // pairs, `none`) keep their name.
        if matches!(name, "DifferentialPair" | "DifferentialPtrPair" | "__none_t") {
            return false;
        }
        match self.items.get(name) {
            Some(Item::GenericStruct(src, _)) => self.is_prelude_src(*src),
            Some(Item::Struct(s)) => self.structs[*s].origin.is_some_and(|(src, _)| self.is_prelude_src(src)),
            _ => false,
        }
    }

    fn define(&mut self, name: &str, item: Item, span: Span) {
        if !self.ns.cur.is_empty() {
            return self.define_in_namespace(name, item, span);
        }
        // A file-scope declaration takes a plain name from a namespace's member.
        if self.ns.flat_from_ns.contains(name) && !matches!(item, Item::Funcs(_) | Item::Namespace) {
            self.ns.flat_from_ns.remove(name);
            self.items.remove(name);
        }
        let m = self.units[self.cur_src].module;
        // A namespace has no visibility of its own (its members do).
        if self.cur_public || matches!(item, Item::Namespace) {
            self.exports[m].push((name.to_string(), item.clone()));
        }
        // A user declaration shadows core-module functions of the same name
        // (`float step;` is fine even though `step()` is builtin).
        let shadows_core = matches!(self.items.get(name), Some(Item::Funcs(fs))
            if fs.iter().all(|&f| self.is_core_func(f)));
        if shadows_core && !matches!(item, Item::Funcs(_)) {
            self.items.remove(name);
        }
        // Likewise a core enum.
        if self.is_prelude_src(self.cur_src) {
            if matches!(item, Item::Enum(..)) {
                self.core_enums.insert(name.to_string());
            }
        } else if self.core_enums.remove(name) {
            self.items.remove(name);
        } else if matches!(item, Item::Struct(_) | Item::GenericStruct(..)) && self.is_prelude_struct(name) {
            // Likewise a core struct, by a struct of the program's own.
            self.items.remove(name);
            self.shadowed_core_structs.insert(name.to_string());
        }
        match (self.items.get_mut(name), item) {
            (Some(Item::Funcs(existing)), Item::Funcs(new)) => existing.extend(new),
            (Some(Item::Namespace), Item::Namespace) => {}
            (Some(_), _) => {
                self.error(E_REDEFINITION, span, format!("'{name}' is already defined"));
            }
            (None, item) => {
                self.items.insert(name.to_string(), item);
            }
        }
    }

    // ----- types ---------------------------------------------------------------

    /// Appends an op at the current insertion block.
    pub fn emit(
        &mut self,
        fx: &stmt::FnCx,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&str, Attr)],
        span: Span,
    ) -> Op {
        self.emit_regions(fx.block, name, operands, results, attrs, 0, span)
    }

    #[allow(clippy::too_many_arguments)]
    pub fn emit_regions(
        &mut self,
        block: Block,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&str, Attr)],
        regions: usize,
        span: Span,
    ) -> Op {
        let kind = self.ctx.kind(name);
        let loc = self.loc(span);
        let attrs: Vec<(Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind, operands, results, &attrs, regions, loc);
        self.ctx.insert_op(op, InsertPoint::End(block));
        op
    }

    /// Emits a single-result op and returns the result.
    pub fn emit_value(
        &mut self,
        fx: &stmt::FnCx,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: &[(&str, Attr)],
        span: Span,
    ) -> Value {
        let op = self.emit(fx, name, operands, &[ty], attrs, span);
        self.ctx.result(op, 0)
    }

    pub fn new_var(&mut self, fx: &stmt::FnCx, ty: Type, name: &str, span: Span) -> Value {
        // A struct holding an unsized array (`Sampler2D textures[]`) is
        // read in place; a copy of it (a temporary built by `__init`, a
        // value passed to a generic) has no size here.
        let is_struct = matches!(self.ctx.type_kind(ty), nsl_ir::TypeKind::Struct { .. });
        if is_struct && self.holds_unsized(ty, 0) && self.unsized_copies_refused.insert(ty) {
            let msg = format!(
                "a value of type '{}', which holds an unsized array, cannot be copied or constructed here (not supported yet)",
                self.show(ty)
            );
            self.error(E_UNSUPPORTED, span, msg);
        }
        let pty = self.ctx.ptr_type(ty, AddressSpace::Function);
        let v = self.emit_value(fx, "mem.var", &[], pty, &[], span);
        if !name.is_empty() {
            let s = self.ctx.sym(name);
            self.ctx.set_value_name(v, Some(s));
        }
        v
    }
}

/// `[[SpecializationConstant]]`, `[[vk::constant_id(N)]]`.
fn is_spec_constant_attr(name: &str) -> bool {
    matches!(name, "SpecializationConstant" | "vk::constant_id" | "vk::specialization_constant")
}
