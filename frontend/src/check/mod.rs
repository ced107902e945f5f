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
//! | `E30200` / `E30201` | redefinition / a function defined twice |
//! | `E30523` | too many initializers |
//! | `E30600` | not accessible: a declaration of another module that is not public, a `private` field |
//! | `E30602` | two `default`s in a switch |
//! | `E38100` | a type does not provide a method its interface requires |
//! | `E38101` | `this` outside a type |
//! | `E38105` | a method whose signature does not match its interface requirement |
//! | `E39999` | no applicable overload (operators included), or an ambiguous call |
//! | `E41009` | a function that can fall off its end, on SPIR-V, GLSL and WGSL (elsewhere the warning E41010) |
//! | `E31000` | unknown attribute (warning) |
//! | `E31102` / `E31103` / `E31202` | a non-positive `[numthreads]` value / a bad `[WaveSize]` / a duplicate `[numthreads]` |
//! | `E31201` | `groupshared` on a local that is not `static` |
//! | `E30700` / `E30704` | a default value on an `out`/`inout` parameter / a parameter without one after one with one |
//! | `E30701` / `E30702` / `E38024` / `E49999` | system values: a type it does not accept / a stage or direction without it / the thread id's type / an unknown `SV_` name (`semantics.rs`) |
//! | `E90001` | nanoslang: a Slang feature this version does not lower yet |
//! | `E90002` | nanoslang: break or continue outside a loop or switch |
//! | `E90003` | nanoslang: a constant expression was required |
//! | `E20900` | nanoslang: an expression or type nested too deeply to check |
//! | `E36100` / `E36101` | a call or type / a statement whose capabilities conflict with the rest of the function |
//! | `E36104` | a function with a `[require]` uses more than it declares |
//! | `E36105` / `E36106` | an unknown capability name / not a capability name |
//! | `E36107` | an entry point uses what its target and stage cannot provide |
//! | `E36108` | the target, `-profile` and `-capability` options conflict |
//! | `E36110` | an implementation needs more than its interface method declares |
//! | `E36113` | an internal capability atom named instead of its alias (warning) |

mod atomic;
pub mod autodiff;
mod capability;
mod conditional;
mod consts;
mod entry;
mod existential;
mod existential_generic;
mod expr;
mod generic_ir;
mod generic_members;
mod generics;
mod init_elision;
mod intrinsics;
mod local_decls;
mod matrix_vector;
mod optional;
mod overrides;
mod param_construct;
mod resources;
mod semantics;
mod spirv_asm;
mod stmt;
mod tuple;
pub mod types;
mod uniformity;

pub use capability::{CapabilityOptions, FunctionCapabilities};
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
pub const E_NOT_ACCESSIBLE: &str = "E30600";
pub const E_OVERLOAD: &str = "E39999";
pub const W_UNKNOWN_ATTRIBUTE: &str = "E31000";
pub const E_UNSUPPORTED: &str = "E90001";
pub const E_BAD_JUMP: &str = "E90002";
pub const E_NOT_CONSTANT: &str = "E90003";
/// A malformed `__intrinsic_asm` / `__target_intrinsic` template or modifier.
pub const E_BAD_TEMPLATE: &str = "E90005";
pub const E_TOO_DEEP: &str = "E20900";
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
    pub funcs: Vec<FuncInfo>,
    pub structs: Vec<StructInfo>,
    pub globals: Vec<GlobalInfo>,
    pub interfaces: FxHashMap<String, InterfaceInfo>,
    /// Instances of generic structs by name and arguments.
    pub struct_instances: FxHashMap<(String, Vec<generics::GArg>), usize>,
    /// Instances of generic functions by template and arguments.
    func_instances: FxHashMap<(usize, Vec<generics::GArg>), usize>,
    /// A `[mutating]` method called on an object outside function memory
    /// (a buffer element, a groupshared variable) has an instance whose
    /// `this` points there, so it works on the object itself (atomics
    /// included): by method and address space, and each instance's space.
    this_space_instances: FxHashMap<(usize, AddressSpace), usize>,
    this_spaces: FxHashMap<usize, AddressSpace>,
    /// Generic arguments in scope while checking an instantiation.
    pub env: generics::Env,
    /// Explicit generic arguments of the call being resolved (`f<int>(x)`).
    pub explicit_gargs: Vec<generics::GArg>,
    /// `static const` globals whose initializers are being lowered (to
    /// reject self-reference instead of recursing forever).
    pub evaluating: Vec<usize>,
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
    /// Generic subscripts and their instances, the structs being declared (`generic_members.rs`).
    pub generic_members: generic_members::State,
    depth: u32,
    depth_reported: bool,
    /// Member types visible by their short names (inside a struct).
    pub type_scope: Vec<FxHashMap<String, Type>>,
    /// Per block of the body being lowered: its locals, with the value of
    /// those that are constants (`local_decls.rs`).
    pub local_consts: Vec<FxHashMap<String, Option<(consts::CVal, Type)>>>,
    /// Per block of the body being lowered: the declared types of its
    /// locals (for `sizeof(x)` and `alignof(x)` in constant expressions).
    pub local_types: Vec<FxHashMap<String, Type>>,
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
    pub capabilities: capability::CapabilityState,
    /// `-unscoped-enum`: the cases of a plain `enum` are also visible
    /// unqualified where the enum is declared.
    pub unscoped_enum: bool,
    /// Interface-typed values: see `existential`.
    pub existentials: existential::State,
    /// Generic functions lowered once as generic IR: see `generic_ir`.
    pub gen_ir: generic_ir::State,
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
) -> (Op, Vec<FunctionCapabilities>, std::time::Duration) {
    let module_kind = ctx.kind(nsl_dialects::builtin::MODULE.name);
    let module = ctx.create_op(module_kind, &[], &[], &[], 1, Loc::UNKNOWN);
    let mut c = Checker {
        user: units.first().map_or(core, |u| u.ast),
        units,
        modules,
        cur_src: 0,
        cur_public: true,
        module_scopes: Vec::new(),
        exports: vec![Vec::new(); modules.len()],
        hidden: vec![FxHashMap::default(); modules.len()],
        core,
        sources,
        diags,
        ctx,
        module,
        items: FxHashMap::default(),
        funcs: Vec::new(),
        structs: Vec::new(),
        globals: Vec::new(),
        interfaces: FxHashMap::default(),
        struct_instances: FxHashMap::default(),
        func_instances: FxHashMap::default(),
        this_space_instances: FxHashMap::default(),
        this_spaces: FxHashMap::default(),
        env: Vec::new(),
        explicit_gargs: Vec::new(),
        evaluating: Vec::new(),
        evaluating_names: Vec::new(),
        spec_consts: FxHashMap::default(),
        spec_explicit: None,
        explicit_bindings: FxHashMap::default(),
        generic_members: Default::default(),
        depth: 0,
        depth_reported: false,
        type_scope: Vec::new(),
        local_consts: Vec::new(),
        local_types: Vec::new(),
        interface_extensions: Vec::new(),
        generic_extensions: Vec::new(),
        blanket_extensions: Vec::new(),
        applied_extensions: Default::default(),
        realizing: Vec::new(),
        used_symbols: FxHashMap::default(),
        capabilities: capability::CapabilityState::default(),
        unscoped_enum,
        existentials: existential::State::default(),
        gen_ir: generic_ir::State::default(),
    };
    c.capabilities.requested_entries = capabilities.entry_points.clone();
    c.capabilities.target = capabilities.target.clone();
    c.declare_core();
    c.declare_modules();
    c.lower_bodies();
    c.declare_conformances(&capabilities.conformances);
    c.emit_witness_tables();
    c.lower_bodies();
    c.finish_generic_ir();
    c.lower_bodies();
    c.record_differentiable_types();
    c.report_deferred_generic_errors();
    c.finish_generic_capabilities();
    let started = std::time::Instant::now();
    c.check_capabilities(capabilities);
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

    fn define(&mut self, name: &str, item: Item, span: Span) {
        let m = self.units[self.cur_src].module;
        if self.cur_public {
            self.exports[m].push((name.to_string(), item.clone()));
        }
        // A user declaration shadows core-module functions of the same name
        // (`float step;` is fine even though `step()` is builtin).
        let shadows_core = matches!(self.items.get(name), Some(Item::Funcs(fs))
            if fs.iter().all(|&f| self.is_core_func(f)));
        if shadows_core && !matches!(item, Item::Funcs(_)) {
            self.items.remove(name);
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

    /// Resolves a type expression of `unit`.
    pub fn resolve_type(&mut self, unit: Unit, t: TypeId) -> CResult<Type> {
        let span = self.ast(unit).ty(t).span;
        self.enter(span)?;
        let r = self.resolve_type_inner(unit, t);
        self.leave();
        r
    }

    /// Bounds the checker's recursion (over expressions, types and
    /// constants), which the parser's own nesting limit does not cover for
    /// chains it builds iteratively (prefix operators, `a = b = ...`).
    pub fn enter(&mut self, span: Span) -> CResult<()> {
        self.depth += 1;
        if self.depth > MAX_CHECK_DEPTH {
            self.depth -= 1;
            if !self.depth_reported {
                self.depth_reported = true;
                let msg = format!("expression or type nested more than {MAX_CHECK_DEPTH} levels deep");
                self.error(E_TOO_DEEP, span, msg);
            }
            return Err(Reported);
        }
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    fn resolve_type_inner(&mut self, unit: Unit, t: TypeId) -> CResult<Type> {
        let ast = self.ast(unit);
        let te = ast.ty(t);
        let span = te.span;
        match &te.kind {
            AstType::Name(n) => self.named_type(n, span),
            AstType::Specialize { base, args } => {
                // `ns::Box<int>`: namespace members share the global scope.
                let base_name = match &ast.ty(*base).kind {
                    AstType::Member { base: b, name, .. } if self.names_namespace(unit, *b) => &name.name,
                    AstType::Name(n) => n,
                    _ => return Err(self.error(E_UNSUPPORTED, span, "this generic type is not supported yet")),
                };
                if let Some(Item::GenericStruct(src, d)) = self.items.get(base_name).cloned() {
                    let params = self.in_src(src, |c| c.struct_generic_params(d));
                    let gargs = self.resolve_gargs(unit, &params, args, span)?;
                    return self.instantiate_struct(base_name, src, d, gargs, span);
                }
                if let Some(Item::GenericAlias(src, d)) = self.items.get(base_name).cloned() {
                    return self.instantiate_alias(unit, src, d, args, span);
                }
                if matches!(self.items.get(base_name), Some(Item::Interface)) {
                    return self.generic_interface_value_type(unit, t, span);
                }
                self.specialize_builtin(unit, base_name, args, span)
            }
            AstType::Array { elem: elem_ast, len } => {
                let elem = self.resolve_type(unit, *elem_ast)?;
                // A `ParameterBlock` (or a struct holding one) is not
                // addressable: no array holds it (slangc's E30028).
                if self.names_parameter_block(unit, *elem_ast) || self.holds_parameter_block(elem, 0) {
                    let msg = format!("arrays of non-addressable type '{}' are not allowed", self.show(elem));
                    self.error("E30028", span, msg);
                }
                let len = match len {
                    Some(e) => {
                        let n = self.const_int(unit, *e)?;
                        Some(u32::try_from(n).map_err(|_| {
                            let code = if n < 0 { "E30025" } else { E_NOT_CONSTANT };
                            self.error(code, ast.expr(*e).span, format!("array size {n} is out of range"))
                        })?)
                    }
                    None => None,
                };
                Ok(self.ctx.array_type(elem, len))
            }
            AstType::Modified { inner, modifiers } => {
                let ty = self.resolve_type(unit, *inner)?;
                Ok(match types::layout_keyword(modifiers) {
                    Some(layout) => types::with_layout(self.ctx, ty, layout),
                    None => ty,
                })
            }
            AstType::Member { base, name, .. } if self.names_namespace(unit, *base) => {
                self.named_type(&name.name, span)
            }
            AstType::Member { base, name, .. } => {
                let b = self.resolve_type(unit, *base)?;
                let found =
                    self.structs.iter().find(|s| s.ty == b).and_then(|s| s.member_types.get(&name.name).copied());
                match found {
                    Some(t) => Ok(t),
                    // A differentiable type is its own differential here.
                    None if name.name == "Differential" && self.is_differentiable_type(b) => Ok(b),
                    None => {
                        let msg = format!("'{}' has no member type '{}'", self.show(b), name.name);
                        Err(self.error(E_NO_MEMBER, name.span, msg))
                    }
                }
            }
            AstType::This if matches!(self.env_lookup("This"), Some(generics::GArg::Type(_))) => {
                match self.env_lookup("This") {
                    Some(generics::GArg::Type(t)) => Ok(t),
                    _ => Err(Reported),
                }
            }
            AstType::Conjunction(_) => {
                let msg = "values of a conjunction of interfaces (dynamic dispatch) are not supported yet; use a generic parameter constrained by it";
                Err(self.error(E_UNSUPPORTED, span, msg))
            }
            AstType::This | AstType::Pointer(_) => {
                Err(self.error(E_UNSUPPORTED, span, "this kind of type is not supported yet"))
            }
            AstType::Error => Err(Reported),
        }
    }

    /// The type of a field or global declared with `modifiers`: a
    /// `row_major` / `column_major` keyword gives its matrices that
    /// layout; without one they keep the default, which the
    /// `matrix-layout` pass decides.
    fn declared_layout(&mut self, modifiers: &Modifiers, ty: Type) -> Type {
        match types::layout_keyword(&modifiers.keywords) {
            Some(layout) => types::with_layout(self.ctx, ty, layout),
            None => ty,
        }
    }

    fn named_type(&mut self, n: &str, span: Span) -> CResult<Type> {
        if let Some(&t) = self.type_scope.iter().rev().find_map(|scope| scope.get(n)) {
            return Ok(t);
        }
        match self.env_lookup(n) {
            Some(generics::GArg::Type(t)) => return Ok(t),
            Some(generics::GArg::Value(_)) => {
                return Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is a value, not a type")))
            }
            None => {}
        }
        if let Some(t) = types::scalar_by_name(self.ctx, n).or_else(|| types::vector_or_matrix_by_name(self.ctx, n)) {
            return Ok(t);
        }
        match self.items.get(n) {
            Some(Item::Struct(s)) => {
                let (ty, require) = (self.structs[*s].ty, self.structs[*s].require.clone());
                self.use_fixed(require, span, &format!("'{n}'"));
                Ok(ty)
            }
            Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Ok(*t),
            // A value of interface type: lowered by `lower-existentials`.
            Some(Item::Interface) => self.interface_value_type(n, span),
            // A generic struct named without arguments: its defaults, if
            // every parameter has one.
            Some(Item::GenericStruct(src, d)) => {
                let (src, d) = (*src, *d);
                let params = self.in_src(src, |c| c.struct_generic_params(d));
                if params.iter().all(|p| p.default.is_some()) {
                    return self.instantiate_struct(n, src, d, Vec::new(), span);
                }
                Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is generic: give its arguments, as in {n}<...>")))
            }
            Some(_) => Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' is not a type"))),
            None if n == "void" => Err(self.error("E30009", span, "'void' is not allowed here")),
            None if Self::is_resource_name(n) => match self.resource_type(n, None) {
                Some(t) => Ok(t),
                None => {
                    Err(self.error(E_TYPE_MISMATCH, span, format!("'{n}' needs an element type, as in {n}<float>")))
                }
            },
            None => Err(self.undefined(n, span)),
        }
    }

    fn specialize_builtin(&mut self, unit: Unit, base: &str, args: &[TypeOrExpr], span: Span) -> CResult<Type> {
        let arg_type = |c: &mut Self, i: usize| -> CResult<Type> {
            match args.get(i) {
                Some(TypeOrExpr::Type(t)) => c.resolve_type(unit, *t),
                _ => Err(c.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a type argument"))),
            }
        };
        let arg_int = |c: &mut Self, i: usize| -> CResult<u8> {
            let v = match args.get(i) {
                Some(TypeOrExpr::Expr(e)) => c.const_int(unit, *e)?,
                Some(TypeOrExpr::Type(t)) => match &c.ast(unit).ty(*t).kind {
                    AstType::Name(n) => c.const_name(n, span)?,
                    _ => return Err(c.error(E_NOT_CONSTANT, span, "expected a constant size")),
                },
                None => return Err(c.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a size argument"))),
            };
            match u8::try_from(v) {
                Ok(n) if (1..=4).contains(&n) => Ok(n),
                _ => Err(c.error(E_TYPE_MISMATCH, span, format!("size {v} is out of range (1 to 4)"))),
            }
        };
        match base {
            "vector" => {
                let elem = arg_type(self, 0)?;
                let n = arg_int(self, 1)?;
                // `vector<T, 1>` is `T` (see `vector_or_matrix_by_name`).
                Ok(if n == 1 { elem } else { self.ctx.vector_type(elem, n) })
            }
            "matrix" => {
                let elem = arg_type(self, 0)?;
                let r = arg_int(self, 1)?;
                let c = arg_int(self, 2)?;
                Ok(self.ctx.matrix_type(elem, r, c, nsl_ir::MatrixLayout::Default))
            }
            "RWStructuredBuffer" | "StructuredBuffer" => {
                let elem = arg_type(self, 0)?;
                if let Some(what) = self.opaque_inside(elem, 0) {
                    let shown = self.show(elem);
                    let inner = if what == shown { String::new() } else { format!(" ('{what}')") };
                    let msg = format!(
                        "StructuredBuffer element type '{shown}' must not be a resource type or contain an opaque handle type{inner}"
                    );
                    self.error("E38204", span, msg);
                }
                // The layout parameter: the default and std430 are the
                // layout every storage buffer gets; scalar (and any other)
                // layout is not implemented, so refuse it rather than lay
                // the elements out by std430 behind the program's back.
                if let Some(layout) = args.get(1) {
                    let name = match layout {
                        TypeOrExpr::Type(t) => match &self.ast(unit).ty(*t).kind {
                            AstType::Name(n) => Some(n.to_string()),
                            _ => None,
                        },
                        TypeOrExpr::Expr(_) => None,
                    };
                    match name.as_deref() {
                        Some("DefaultDataLayout" | "Std430DataLayout") => {}
                        Some(other) => {
                            let msg = format!("'{base}' with the data layout '{other}' is not supported yet");
                            return Err(self.error(E_UNSUPPORTED, span, msg));
                        }
                        None => {
                            let msg = format!("the second argument of '{base}' must be a data layout type");
                            return Err(self.error(E_TYPE_MISMATCH, span, msg));
                        }
                    }
                }
                let name = self.ctx.sym(&format!("hl.{base}"));
                Ok(self.ctx.intern_type(TypeKind::Opaque { name, params: vec![elem] }))
            }
            "ConstantBuffer" | "ParameterBlock" => arg_type(self, 0),
            // A tessellation patch is an array of control points.
            "InputPatch" | "OutputPatch" => {
                let elem = arg_type(self, 0)?;
                let n = match args.get(1) {
                    Some(TypeOrExpr::Expr(e)) => self.const_int(unit, *e)?,
                    Some(TypeOrExpr::Type(t)) => match &self.ast(unit).ty(*t).kind {
                        AstType::Name(n) => self.const_name(n, span)?,
                        _ => return Err(self.error(E_NOT_CONSTANT, span, "expected a constant size")),
                    },
                    None => return Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' expects a size argument"))),
                };
                match u32::try_from(n) {
                    Ok(n @ 1..=32) => Ok(self.ctx.array_type(elem, Some(n))),
                    _ => Err(self.error(E_TYPE_MISMATCH, span, format!("a patch of {n} control points (1 to 32)"))),
                }
            }
            // A geometry shader's output stream (`hl_stage::STREAM_TYPES`).
            "PointStream" | "LineStream" | "TriangleStream" => {
                let elem = arg_type(self, 0)?;
                let name = self.ctx.sym(&format!("hl.{base}"));
                Ok(self.ctx.intern_type(TypeKind::Opaque { name, params: vec![elem] }))
            }
            _ if Self::is_resource_name(base) => {
                let elem = arg_type(self, 0)?;
                match self.resource_type(base, Some(elem)) {
                    Some(t) => Ok(t),
                    None => Err(self.error(E_TYPE_MISMATCH, span, format!("'{base}' takes no type argument"))),
                }
            }
            "Conditional" => {
                let elem = arg_type(self, 0)?;
                let flag = match args.get(1) {
                    Some(TypeOrExpr::Expr(e)) => self.const_int(unit, *e)?,
                    Some(TypeOrExpr::Type(t)) => match &self.ast(unit).ty(*t).kind {
                        AstType::Name(n) => self.const_name(n, span)?,
                        _ => return Err(self.error(E_NOT_CONSTANT, span, "expected a constant bool")),
                    },
                    None => return Err(self.error(E_TYPE_MISMATCH, span, "'Conditional' expects a bool argument")),
                };
                Ok(self.conditional_type(elem, flag != 0))
            }
            "Tuple" => {
                let mut elems = Vec::new();
                for i in 0..args.len() {
                    elems.push(arg_type(self, i)?);
                }
                Ok(self.tuple_type(&elems))
            }
            _ => Err(self.error(E_UNSUPPORTED, span, format!("generic type '{base}' is not supported yet"))),
        }
    }

    /// Evaluates an integer constant expression (array sizes, generic
    /// arguments, enum values, `static const` initializers).
    pub fn const_int(&mut self, unit: Unit, e: ExprId) -> CResult<i128> {
        let span = self.ast(unit).expr(e).span;
        self.enter(span)?;
        let r = self.const_int_inner(unit, e);
        self.leave();
        r
    }

    fn const_int_inner(&mut self, unit: Unit, e: ExprId) -> CResult<i128> {
        match self.fold_const(unit, e) {
            Ok((consts::CVal::Int(v), _)) => Ok(v),
            Ok((consts::CVal::Bool(b), _)) => Ok(b as i128),
            Ok((consts::CVal::Float(_), _)) => {
                let span = self.ast(unit).expr(e).span;
                Err(self.error(E_NOT_CONSTANT, span, "expected a constant integer expression, not a float"))
            }
            Err(consts::NotConst::Reported) => Err(Reported),
            Err(consts::NotConst::Why(span, msg)) => Err(self.error(E_NOT_CONSTANT, span, msg)),
        }
    }

    fn const_name(&mut self, n: &str, span: Span) -> CResult<i128> {
        match self.fold_name(n, span) {
            Ok((consts::CVal::Int(v), _)) => Ok(v),
            Ok((consts::CVal::Bool(b), _)) => Ok(b as i128),
            Ok((consts::CVal::Float(_), _)) => {
                Err(self.error(E_NOT_CONSTANT, span, format!("'{n}' is not an integer")))
            }
            Err(consts::NotConst::Reported) => Err(Reported),
            Err(consts::NotConst::Why(span, msg)) => Err(self.error(E_NOT_CONSTANT, span, msg)),
        }
    }

    // ----- declarations --------------------------------------------------------

    /// Declares every module, imports first (`modules` comes in that
    /// order): each module's scope starts from the core module and the
    /// public declarations of what it imports.
    fn declare_modules(&mut self) {
        let core_items = std::mem::take(&mut self.items);
        for m in 0..self.modules.len() {
            let mut scope = core_items.clone();
            for &i in &self.modules[m].imports {
                for (name, item) in &self.exports[i] {
                    match (scope.get_mut(name), item) {
                        (Some(Item::Funcs(fs)), Item::Funcs(new)) => fs.extend(new.iter().copied()),
                        (Some(_), _) => {}
                        (None, _) => {
                            scope.insert(name.clone(), item.clone());
                        }
                    }
                }
            }
            self.items = scope;
            let srcs: Vec<usize> = (0..self.units.len()).filter(|&u| self.units[u].module == m).collect();
            // Types first, in order, so that signatures and globals can name them.
            for &u in &srcs {
                self.enter_src(u);
                for d in self.user.roots.clone() {
                    self.declare_type(d);
                }
            }
            for &u in &srcs {
                self.enter_src(u);
                for d in self.user.roots.clone() {
                    self.declare_value(d);
                }
            }
            self.module_scopes.push(std::mem::take(&mut self.items));
            let imported: Vec<usize> = self.modules[m].imports.clone();
            for i in imported {
                let exported: Vec<String> = self.exports[i].iter().map(|(n, _)| n.clone()).collect();
                for name in self.module_scopes[i].keys() {
                    if !exported.contains(name) && !core_items.contains_key(name) {
                        self.hidden[m].insert(name.clone(), i);
                    }
                }
            }
        }
        // Invariant from here on: `items` holds the scope of the current
        // source unit's module, whose slot in `module_scopes` is a placeholder.
        if let Some(last) = self.module_scopes.len().checked_sub(1) {
            std::mem::swap(&mut self.items, &mut self.module_scopes[last]);
        }
    }

    /// Makes source unit `u` (and its module's scope, once declared) current.
    pub fn enter_src(&mut self, u: usize) {
        self.cur_src = u;
        self.user = self.units[u].ast;
    }

    /// Runs `f` with source unit `u` and its module's scope current.
    pub fn in_src<R>(&mut self, u: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved_src = self.cur_src;
        let (m, saved_m) = (self.units[u].module, self.units[saved_src].module);
        let swap = m != saved_m && m < self.module_scopes.len() && saved_m < self.module_scopes.len();
        if swap {
            std::mem::swap(&mut self.items, &mut self.module_scopes[saved_m]);
            std::mem::swap(&mut self.items, &mut self.module_scopes[m]);
        }
        self.enter_src(u);
        let r = f(self);
        self.enter_src(saved_src);
        if swap {
            std::mem::swap(&mut self.items, &mut self.module_scopes[m]);
            std::mem::swap(&mut self.items, &mut self.module_scopes[saved_m]);
        }
        r
    }

    /// Is a declaration with these modifiers visible to importers?
    fn exported(&self, m: &Modifiers) -> bool {
        let module = self.units[self.cur_src].module;
        if m.has(&ModifierKind::Public) {
            return true;
        }
        if m.has(&ModifierKind::Private) || m.has(&ModifierKind::Internal) {
            return false;
        }
        self.modules.get(module).is_none_or(|md| md.legacy)
    }

    /// The error for a name that is not in scope: "not accessible" when an
    /// imported module declares it without `public`.
    pub fn undefined(&mut self, n: &str, span: Span) -> Reported {
        let m = self.units[self.cur_src].module;
        match self.hidden.get(m).and_then(|h| h.get(n)).copied() {
            Some(owner) => {
                let msg = format!(
                    "'{n}' is not accessible from here: module '{}' does not declare it public",
                    self.modules[owner].name
                );
                self.error(E_NOT_ACCESSIBLE, span, msg)
            }
            None => self.error(E_UNDEFINED, span, format!("undefined identifier '{n}'")),
        }
    }

    fn declare_type(&mut self, d: DeclId) {
        let decl = self.user.decl(d);
        self.cur_public = self.exported(&decl.modifiers);
        match &decl.kind {
            DeclKind::Namespace { path, members } => {
                for p in path {
                    self.define(&p.name, Item::Namespace, p.span);
                }
                for &m in members {
                    self.declare_type(m);
                }
            }
            DeclKind::Aggregate {
                kind: AggregateKind::Interface,
                name,
                bases: base_types,
                members,
                generics,
                where_clauses,
            } => {
                let bases =
                    base_types.iter().filter_map(|&b| generics::iface_syntax(self.user, b).map(|(n, _)| n)).collect();
                let params = match generics {
                    Some(g) => generics::collect_params(self.user, g, where_clauses),
                    None => Vec::new(),
                };
                let methods = members
                    .iter()
                    .flatten()
                    .filter_map(|&m| match &self.user.decl(m).kind {
                        DeclKind::Func { name: FuncName::Ident(n), .. } => Some(n.name.clone()),
                        _ => None,
                    })
                    .collect();
                let method_arities = members
                    .iter()
                    .flatten()
                    .filter_map(|&m| match &self.user.decl(m).kind {
                        DeclKind::Func { name: FuncName::Ident(n), sig, .. } => {
                            Some((n.name.clone(), sig.params.len()))
                        }
                        _ => None,
                    })
                    .collect();
                let properties = members
                    .iter()
                    .flatten()
                    .filter_map(|&m| match &self.user.decl(m).kind {
                        DeclKind::Property { name, .. } => Some(name.name.clone()),
                        _ => None,
                    })
                    .collect();
                let method_requires = self.in_capability_scope(&decl.modifiers, |c| {
                    let mut requires = FxHashMap::default();
                    for &m in members.iter().flatten() {
                        let md = c.user.decl(m);
                        if let DeclKind::Func { name: FuncName::Ident(n), .. } = &md.kind {
                            if let Some(r) = c.declared_requirement(Unit::User, &md.modifiers) {
                                requires.insert(n.name.clone(), r);
                            }
                        }
                    }
                    requires
                });
                let info = InterfaceInfo {
                    bases,
                    base_types: base_types.clone(),
                    params,
                    src: self.cur_src,
                    decl: d,
                    conjunction: false,
                    methods,
                    method_arities,
                    properties,
                    method_requires,
                };
                self.interfaces.insert(name.name.clone(), info);
                self.existentials.decls.insert(name.name.clone(), (self.cur_src, d));
                self.define(&name.name, Item::Interface, name.span);
            }
            DeclKind::Aggregate { name, generics: Some(_), .. } => {
                self.define(&name.name, Item::GenericStruct(self.cur_src, d), name.span);
            }
            DeclKind::Aggregate { name, .. } => {
                let name = name.clone();
                if let Ok(s) = self.declare_struct(d, &name.name) {
                    self.define(&name.name, Item::Struct(s), name.span);
                }
            }
            DeclKind::TypeAlias { name, ty, generics, .. } => {
                if generics.is_some() {
                    self.define(&name.name, Item::GenericAlias(self.cur_src, d), name.span);
                    return;
                }
                // An alias of interfaces (`IFoo`, `IA & IB`) is an interface
                // that only gathers them.
                let parts = match &self.user.ty(*ty).kind {
                    AstType::Conjunction(parts) => parts.clone(),
                    _ => vec![*ty],
                };
                let names: Vec<String> = parts
                    .iter()
                    .filter_map(|&p| generics::iface_syntax(self.user, p).map(|(n, _)| n))
                    .filter(|n| self.interfaces.contains_key(n))
                    .collect();
                if names.len() == parts.len() {
                    let info = InterfaceInfo {
                        bases: names,
                        base_types: parts,
                        params: Vec::new(),
                        src: self.cur_src,
                        decl: d,
                        conjunction: true,
                        methods: Vec::new(),
                        method_arities: Vec::new(),
                        properties: Vec::new(),
                        method_requires: FxHashMap::default(),
                    };
                    self.interfaces.insert(name.name.clone(), info);
                    self.define(&name.name, Item::Interface, name.span);
                    return;
                }
                if let Ok(t) = self.resolve_type(Unit::User, *ty) {
                    self.define(&name.name, Item::Type(t), name.span);
                }
            }
            DeclKind::Enum { name, bases, cases, scoped } => {
                let base = match bases.first() {
                    Some(&b) => self.resolve_type(Unit::User, b).unwrap_or_else(|_| self.ctx.int_type(32, true)),
                    None => self.ctx.int_type(32, true),
                };
                let attribute = |n: &str| self.user.decl(d).modifiers.attributes.iter().any(|a| a.name == n);
                let flags = attribute("Flags");
                let (width, signed) = match *self.ctx.type_kind(base) {
                    TypeKind::Int { width, signed } => (width, signed),
                    _ => (32, true),
                };
                // A case without a value takes the one after its
                // predecessor's (wrapping in the tag type); in a `[Flags]`
                // enum the next bit, starting at 1. A value may name the
                // cases before it.
                let mut values: Vec<(String, i128)> = Vec::new();
                let mut next: i128 = flags.into();
                let scope = self.env.len();
                for &c in cases {
                    if let DeclKind::EnumCase { name: cname, value } = &self.user.decl(c).kind {
                        if values.iter().any(|(n, _)| *n == cname.name) {
                            let msg = format!("'{}' is already a case of enum '{}'", cname.name, name.name);
                            self.error(E_REDEFINITION, cname.span, msg);
                            continue;
                        }
                        if let Some(v) = value {
                            next = self.const_int(Unit::User, *v).map_or(next, |v| expr::wrap_int(v, width, signed));
                        }
                        values.push((cname.name.clone(), next));
                        self.env.push((cname.name.clone(), generics::GArg::Value(next)));
                        next = match (flags, next) {
                            (true, 0) => 1,
                            (true, v) => match expr::wrap_int(v << 1, width, false) {
                                0 => 1,
                                v => expr::wrap_int(v, width, signed),
                            },
                            (false, v) => expr::wrap_int(v + 1, width, signed),
                        };
                    }
                }
                self.env.truncate(scope);
                // Slang's `[UnscopedEnum]`, or `-unscoped-enum` for every
                // enum but an `enum class`: each case is also a constant of
                // the enclosing scope.
                if attribute("UnscopedEnum") || (self.unscoped_enum && !scoped) {
                    for (&c, (case, v)) in cases.iter().zip(&values) {
                        let value = Some(self.ctx.int_attr(*v));
                        self.globals.push(GlobalInfo {
                            name: case.clone(),
                            ty: base,
                            kind: GlobalKind::Const,
                            symbol: String::new(),
                            value,
                            readonly: true,
                            init_expr: None,
                        });
                        let span = match &self.user.decl(c).kind {
                            DeclKind::EnumCase { name, .. } => name.span,
                            _ => name.span,
                        };
                        self.define(case, Item::Global(self.globals.len() - 1), span);
                    }
                }
                self.define(&name.name, Item::Enum(base, values), name.span);
            }
            _ => {}
        }
    }

    /// The type generic alias `d` (of source unit `src`) denotes for the
    /// generic arguments `args` (written in `unit`): its target, resolved
    /// with its parameters bound, after checking their constraints.
    pub fn instantiate_alias(
        &mut self,
        unit: Unit,
        src: usize,
        d: DeclId,
        args: &[TypeOrExpr],
        span: Span,
    ) -> CResult<Type> {
        let params = self.in_src(src, |c| match &c.user.decl(d).kind {
            DeclKind::TypeAlias { generics: Some(g), .. } => generics::collect_params(c.user, g, &[]),
            _ => Vec::new(),
        });
        let gargs = self.resolve_gargs(unit, &params, args, span)?;
        self.in_src(src, |c| {
            let DeclKind::TypeAlias { ty, .. } = &c.user.decl(d).kind else { return Err(Reported) };
            let ty = *ty;
            let mut gargs = gargs;
            while gargs.len() < params.len() {
                let p = &params[gargs.len()];
                let Some(default) = p.default else { break };
                let env: generics::Env = params.iter().map(|p| p.name.clone()).zip(gargs.iter().copied()).collect();
                let saved = std::mem::replace(&mut c.env, env);
                let arg = match default {
                    TypeOrExpr::Type(t) => c.resolve_type(Unit::User, t).map(generics::GArg::Type),
                    TypeOrExpr::Expr(e) => c.const_int(Unit::User, e).map(generics::GArg::Value),
                };
                c.env = saved;
                gargs.push(arg?);
            }
            if gargs.len() != params.len() {
                let msg = format!("this type alias takes {} generic arguments, {} given", params.len(), gargs.len());
                return Err(c.error(E_TYPE_MISMATCH, span, msg));
            }
            if !c.check_bounds(&params, &gargs, span, true) {
                return Err(Reported);
            }
            let env: generics::Env = params.iter().map(|p| p.name.clone()).zip(gargs).collect();
            let saved = std::mem::replace(&mut c.env, env);
            let r = c.resolve_type(Unit::User, ty);
            c.env = saved;
            r
        })
    }

    /// Does type expression `t` name the instance of generic struct `d`
    /// being declared (its arguments are the current bindings of its
    /// parameters), as `typealias Next = Pair<T.Next>` does when `T.Next` is `T`?
    fn names_this_instance(&mut self, d: DeclId, t: TypeId) -> bool {
        let DeclKind::Aggregate { name, generics: Some(_), .. } = &self.user.decl(d).kind else { return false };
        let AstType::Specialize { base, args } = &self.user.ty(t).kind else { return false };
        if !matches!(&self.user.ty(*base).kind, AstType::Name(n) if *n == name.name) {
            return false;
        }
        let params = self.struct_generic_params(d);
        let current: Option<Vec<generics::GArg>> = params.iter().map(|p| self.env_lookup(&p.name)).collect();
        let Some(current) = current else { return false };
        let args = args.clone();
        let span = self.user.ty(t).span;
        let mark = self.diags.list.len();
        let resolved = self.resolve_gargs(Unit::User, &params, &args, span);
        self.diags.list.truncate(mark);
        resolved.is_ok_and(|a| a == current)
    }

    /// The generic parameters of a generic struct declaration.
    pub fn struct_generic_params(&self, d: DeclId) -> Vec<generics::GParam> {
        match &self.user.decl(d).kind {
            DeclKind::Aggregate { generics: Some(g), where_clauses, .. } => {
                generics::collect_params(self.user, g, where_clauses)
            }
            _ => Vec::new(),
        }
    }

    /// Creates the struct type of `d` (fields, member types, declared
    /// interfaces) under the current generic environment.
    pub fn declare_struct(&mut self, d: DeclId, name: &str) -> CResult<usize> {
        let decl = self.user.decl(d);
        let DeclKind::Aggregate { members, bases, name: own_name, .. } = &decl.kind else { return Err(Reported) };
        let mut fields = Vec::new();
        let mut defaults = Vec::new();
        let mut field_requires = Vec::new();
        let mut bitfields = FxHashMap::default();
        // The backing field being filled: (field index, its width, bits used).
        let mut packing: Option<(usize, u32, u32)> = None;
        let mut ok = true;
        // Interfaces (with their generic arguments) and at most one struct,
        // whose fields come first.
        let mut conforms = Vec::new();
        let mut refs = Vec::new();
        let mut base = None;
        for &b in bases {
            if let Some(r) = self.iface_ref(Unit::User, b) {
                if let Ok(r) = r {
                    conforms.push(r.name.clone());
                    refs.push(r);
                }
                continue;
            }
            let span = self.user.ty(b).span;
            if matches!(&self.user.ty(b).kind, AstType::Name(n) if n == "IDefaultInitializable") {
                conforms.push("IDefaultInitializable".to_string());
                continue;
            }
            let Ok(t) = self.resolve_type(Unit::User, b) else {
                ok = false;
                continue;
            };
            match self.structs.iter().position(|st| st.ty == t && st.origin.is_some()) {
                Some(_) if base.is_some() => {
                    self.error(E_UNSUPPORTED, span, "a struct may inherit only one struct");
                }
                Some(bs) => {
                    let st = &self.structs[bs];
                    fields.extend(st.fields.iter().cloned());
                    defaults.extend(st.defaults.iter().cloned());
                    field_requires.extend(st.field_requires.iter().cloned());
                    conforms.extend(st.conforms.iter().cloned());
                    refs.extend(st.conform_refs.iter().cloned());
                    base = Some(bs);
                }
                None => {
                    let msg = format!("'{}' is not an interface or a struct: a struct cannot inherit it", self.show(t));
                    self.error(E_TYPE_MISMATCH, span, msg);
                }
            }
        }
        let conform_refs = self.with_inherited(refs);
        let inherited = fields.len();
        // Member types first (typedefs, nested structs), visible to the
        // fields and, through `type_scope`, to the methods.
        let mut member_types = FxHashMap::default();
        let mut nested = Vec::new();
        self.type_scope.push(FxHashMap::default());
        // Aliases of the struct itself (`typealias Next = S;`), known once it exists.
        let mut self_aliases = Vec::new();
        for &m in members.as_deref().unwrap_or(&[]) {
            match &self.user.decl(m).kind {
                DeclKind::TypeAlias { name: tname, ty, generics: None }
                    if matches!(&self.user.ty(*ty).kind, AstType::Name(n) if *n == own_name.name)
                        || matches!(self.user.ty(*ty).kind, AstType::This)
                        || self.names_this_instance(d, *ty) =>
                {
                    self_aliases.push(tname.name.clone());
                }
                DeclKind::TypeAlias { name: tname, ty, generics: None } => {
                    if let Ok(t) = self.resolve_type(Unit::User, *ty) {
                        member_types.insert(tname.name.clone(), t);
                        self.type_scope.last_mut().expect("pushed").insert(tname.name.clone(), t);
                    }
                }
                DeclKind::Aggregate { name: iname, generics: None, kind, .. } if *kind != AggregateKind::Interface => {
                    let iname = iname.clone();
                    if let Ok(i) = self.declare_struct(m, &format!("{name}.{}", iname.name)) {
                        let t = self.structs[i].ty;
                        member_types.insert(iname.name.clone(), t);
                        self.type_scope.last_mut().expect("pushed").insert(iname.name.clone(), t);
                        nested.push((m, i));
                    }
                }
                _ => {}
            }
        }
        self.generic_members.struct_scope.push(name.to_string());
        for &m in members.as_deref().unwrap_or(&[]) {
            let md = self.user.decl(m);
            match &md.kind {
                DeclKind::Var { .. } if md.modifiers.has(&ModifierKind::Static) => {
                    self.declare_global_in(m, Some(name));
                }
                DeclKind::Var { name: fname, ty, init, semantics, .. } => {
                    // A field hides an inherited one of the same name, which
                    // keeps its place under another name.
                    if let Some(i) = fields[..inherited].iter().position(|(f, _)| f == &fname.name) {
                        fields[i].0 = format!("{}_base{i}", fname.name);
                    }
                    if fields.iter().any(|(f, _)| f == &fname.name) || bitfields.contains_key(&fname.name) {
                        self.error(E_REDEFINITION, fname.span, format!("field '{}' is already defined", fname.name));
                        continue;
                    }
                    let width = semantics.iter().find_map(|s| match s.kind {
                        SemanticKind::BitWidth(w) => Some((w, s.span)),
                        _ => None,
                    });
                    match ty.map(|t| self.resolve_type(Unit::User, t)) {
                        Some(Ok(t)) if width.is_some() => {
                            let (w, wspan) = width.expect("checked");
                            let name = fname.name.clone();
                            self.add_bitfield(&mut packing, &mut fields, &mut bitfields, (name, t, w), wspan);
                            // A new backing field starts at zero.
                            if defaults.len() < fields.len() {
                                defaults.push(None);
                                field_requires.push(None);
                            }
                            if init.is_some() {
                                self.error(E_UNSUPPORTED, fname.span, "a bit field cannot have a default value");
                            }
                        }
                        Some(Ok(t)) => {
                            packing = None;
                            let t = self.declared_layout(&md.modifiers, t);
                            fields.push((fname.name.clone(), t));
                            defaults.push(init.map(|e| (self.cur_src, e)));
                            let require = self.stated_requirement(Unit::User, &md.modifiers);
                            self.capabilities.fields_with_requirements += usize::from(require.is_some());
                            field_requires.push(require);
                        }
                        _ => ok = false,
                    }
                }
                _ => {}
            }
        }
        self.generic_members.struct_scope.pop();
        self.type_scope.pop();
        for (m, i) in nested {
            self.declare_struct_members(m, i);
        }
        if !ok {
            return Err(Reported);
        }
        let require = self.declared_requirement(Unit::User, &decl.modifiers);
        let sname = self.ctx.sym(name);
        let record_type = require.is_some();
        let field_syms: Vec<(Sym, Type)> = fields.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: field_syms });
        for alias in self_aliases {
            member_types.insert(alias, ty);
        }
        // A differentiable struct is its own differential unless it names one.
        if conforms.iter().any(|c| c == "IDifferentiable" || self.interface_inherits(c, "IDifferentiable")) {
            member_types.entry("Differential".to_string()).or_insert(ty);
        }
        self.structs.push(StructInfo {
            name: name.to_string(),
            ty,
            fields,
            methods: FxHashMap::default(),
            conforms,
            conform_refs,
            base,
            origin: Some((self.cur_src, d)),
            member_types,
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            defaults,
            env: self.env.clone(),
            require,
            field_requires,
            bitfields,
            shadowed: FxHashMap::default(),
        });
        if record_type {
            self.capabilities.types_with_requirements.insert(ty, self.structs.len() - 1);
        }
        Ok(self.structs.len() - 1)
    }

    /// Adds bit field `name : width` of type `ty` to the struct being
    /// declared, as Slang packs them (GCC's rule): consecutive bit fields
    /// share an unsigned backing field, from its least significant bit, as
    /// wide as the widest of their types (8, 16, 32 or 64 bits); one that
    /// does not fit starts a new backing field, as does a zero width.
    fn add_bitfield(
        &mut self,
        packing: &mut Option<(usize, u32, u32)>,
        fields: &mut Vec<(String, Type)>,
        bitfields: &mut FxHashMap<String, BitField>,
        (name, ty, width): (String, Type, u128),
        span: Span,
    ) {
        let type_width = match *self.ctx.type_kind(ty) {
            TypeKind::Int { width, .. } => u32::from(width),
            _ => {
                let msg = format!("a bit field must have an integer type, not '{}'", self.show(ty));
                self.error(E_TYPE_MISMATCH, span, msg);
                return;
            }
        };
        if width > u128::from(type_width) {
            let msg = format!("bit field '{name}' is {width} bits wide, more than its type '{}' has", self.show(ty));
            self.error(E_TYPE_MISMATCH, span, msg);
            return;
        }
        let width = width as u32;
        if width == 0 {
            *packing = None;
        }
        let fits = |&(_, backing_width, used): &(usize, u32, u32)| used + width <= backing_width.max(type_width);
        let (backing, backing_width, used) = match packing.filter(fits) {
            Some(p) => p,
            None => {
                fields.push((bit_backing_name(fields.len()), ty));
                (fields.len() - 1, 0, 0)
            }
        };
        let backing_width = backing_width.max(type_width);
        fields[backing].1 = self.ctx.int_type(backing_width as u8, false);
        bitfields.insert(name, BitField { backing, offset: used, width, ty });
        *packing = Some((backing, backing_width, used + width));
    }

    /// The function already defined under `name` (both with bodies) whose
    /// parameter types non-generic function `f` repeats, if any.
    fn duplicate_of(&self, name: &str, f: usize) -> Option<usize> {
        let Some(Item::Funcs(existing)) = self.items.get(name) else { return None };
        let has_body = |g: usize| {
            let info = &self.funcs[g];
            info.unit == Unit::User
                && !self.is_prelude_src(info.src)
                && matches!(&self.func_decl(g).kind, DeclKind::Func { body: Some(_), .. })
        };
        let types = |g: usize| self.funcs[g].params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>();
        if self.funcs[f].generic.is_some() || !has_body(f) {
            return None;
        }
        existing.iter().copied().find(|&g| self.funcs[g].generic.is_none() && has_body(g) && types(g) == types(f))
    }

    /// Declares the methods and initializers of struct `s` (declared by
    /// `d`, or extended by it) and checks its interface requirements.
    pub fn declare_struct_members(&mut self, d: DeclId, s: usize) {
        // Members inherit the struct's (or the extension's) `[require]`.
        let scope = match &self.user.decl(d).kind {
            DeclKind::Aggregate { .. } => self.structs[s].require.clone(),
            _ => self.declared_requirement(Unit::User, &self.user.decl(d).modifiers),
        };
        self.with_capability_scope(scope, |c| c.declare_members_in_scope(d, s));
    }

    fn declare_members_in_scope(&mut self, d: DeclId, s: usize) {
        let decl = self.user.decl(d);
        let members = match &decl.kind {
            DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
            DeclKind::Extension { members, .. } => members.clone(),
            _ => return,
        };
        let sname = self.structs[s].name.clone();
        self.type_scope.push(self.structs[s].member_types.clone());
        // `This` in a member's signature or body is the struct.
        self.env.push(("This".to_string(), generics::GArg::Type(self.structs[s].ty)));
        for m in members {
            let md = self.user.decl(m);
            let (method, this) = match &md.kind {
                DeclKind::Func { name: FuncName::Ident(mname), .. } => {
                    let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating");
                    (mname.name.clone(), (!md.modifiers.has(&ModifierKind::Static)).then_some((s, mutating)))
                }
                DeclKind::Init { .. } => ("__init".to_string(), Some((s, true))),
                DeclKind::Var { .. } | DeclKind::TypeAlias { .. } | DeclKind::Aggregate { .. } => continue,
                DeclKind::Property { name, ty, accessors: Some(accessors) } => {
                    let (name, ty, accessors) = (name.name.clone(), *ty, accessors.clone());
                    if let Ok(t) = self.resolve_type(Unit::User, ty) {
                        let acc = self.declare_accessors(s, &name, &accessors, t, Vec::new());
                        self.structs[s].properties.insert(name, acc);
                    }
                    continue;
                }
                DeclKind::Subscript { sig, .. } if sig.generics.is_some() => {
                    self.declare_generic_subscript(s, m);
                    continue;
                }
                DeclKind::Subscript { sig, ret, accessors: Some(accessors) } => {
                    let (params, ret, accessors) = (sig.params.clone(), *ret, accessors.clone());
                    let Ok(t) = self.resolve_type(Unit::User, ret) else { continue };
                    let mut indices = Vec::new();
                    for p in params {
                        if let DeclKind::Param { name: Some(pn), ty: Some(pt), .. } = &self.user.decl(p).kind {
                            let pn = pn.name.clone();
                            if let Ok(pt) = self.resolve_type(Unit::User, *pt) {
                                indices.push(ParamInfo { name: pn, ty: pt, dir: Dir::In, default: None });
                            }
                        }
                    }
                    let acc = self.declare_accessors(s, "__subscript", &accessors, t, indices);
                    self.structs[s].subscripts.push(acc);
                    continue;
                }
                _ => {
                    self.error(E_UNSUPPORTED, md.span, "this kind of struct member is not supported yet");
                    continue;
                }
            };
            let qualified = format!("{sname}.{method}");
            if let Ok(f) = self.declare_func(Unit::User, m, &qualified, this) {
                self.structs[s].methods.entry(method).or_default().push(f);
            }
        }
        self.env.pop();
        if matches!(decl.kind, DeclKind::Aggregate { .. }) {
            self.check_overrides(d, s);
            self.inherit_methods(s);
        }
        let extensions = self.interface_extensions.clone();
        for (iface, src, ext) in extensions {
            if self.conforms(generics::GArg::Type(self.structs[s].ty), &iface) {
                self.add_extension_methods(s, src, ext, Vec::new());
            }
        }
        self.add_default_methods(s);
        self.type_scope.pop();
        self.check_requirements(s, decl.span);
    }

    /// A new member table for builtin type `t` (its extensions' methods
    /// and conformances), like a struct's without fields.
    pub fn member_table(&mut self, t: Type) -> usize {
        self.structs.push(StructInfo {
            name: self.show(t),
            ty: t,
            fields: Vec::new(),
            methods: FxHashMap::default(),
            conforms: Vec::new(),
            conform_refs: Vec::new(),
            base: None,
            origin: None,
            member_types: FxHashMap::default(),
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            defaults: Vec::new(),
            env: Vec::new(),
            require: None,
            field_requires: Vec::new(),
            bitfields: FxHashMap::default(),
            shadowed: FxHashMap::default(),
        });
        self.structs.len() - 1
    }

    /// Records the interfaces an extension's `bases` name as conformances of `s`.
    pub fn add_conformances(&mut self, s: usize, bases: &[TypeId]) {
        let mut refs = Vec::new();
        for &b in bases {
            if let Some(Ok(r)) = self.iface_ref(Unit::User, b) {
                self.structs[s].conforms.push(r.name.clone());
                refs.push(r);
            }
        }
        for r in self.with_inherited(refs) {
            if !self.structs[s].conform_refs.contains(&r) {
                self.structs[s].conform_refs.push(r);
            }
        }
    }

    /// Declares for struct `s` the methods of the structs it inherits
    /// (`struct Derived : Base`) that it does not declare itself: each is
    /// checked again with `this` a `Derived`, whose first fields are `Base`'s.
    fn inherit_methods(&mut self, s: usize) {
        let mut next = self.structs[s].base;
        let mut depth = 0;
        while let Some(b) = next.filter(|_| depth < 64) {
            depth += 1;
            next = self.structs[b].base;
            let Some((src, decl)) = self.structs[b].origin else { continue };
            let env = self.structs[b].env.clone();
            self.add_extension_methods(s, src, decl, env);
        }
    }

    /// Declares the default implementations (methods with bodies) of the
    /// interfaces `s` conforms to that it does not implement, with `This`
    /// and the interface's generic parameters bound.
    fn add_default_methods(&mut self, s: usize) {
        let mut refs = self.structs[s].conform_refs.clone();
        for name in self.structs[s].conforms.clone() {
            if !refs.iter().any(|r| r.name == name) {
                refs.push(generics::IfaceRef { name, args: Vec::new() });
            }
        }
        refs = self.with_inherited(refs);
        for r in refs {
            let Some(info) = self.interfaces.get(&r.name) else { continue };
            let (src, decl) = (info.src, info.decl);
            let env: generics::Env = info.params.iter().map(|p| p.name.clone()).zip(r.args.iter().copied()).collect();
            self.add_extension_methods(s, src, decl, env);
        }
    }

    /// Declares the `get`/`set` accessors of a property or subscript of
    /// struct `s` as methods: `get(indices) -> T`, `[mutating] set(indices, T)`.
    fn declare_accessors(
        &mut self,
        s: usize,
        name: &str,
        accessors: &[DeclId],
        ty: Type,
        indices: Vec<ParamInfo>,
    ) -> Accessors {
        let mut acc = Accessors { get: None, set: None, ty, indices: indices.iter().map(|p| p.ty).collect() };
        for &a in accessors {
            let DeclKind::Accessor { kind, params, .. } = &self.user.decl(a).kind else { continue };
            let mut ps = indices.clone();
            let (ret, mutating) = match kind {
                crate::ast::AccessorKind::Get => (Some(ty), false),
                crate::ast::AccessorKind::Set => {
                    let value_name = params
                        .first()
                        .and_then(|&p| self.user.decl(p).name().map(|n| n.name.clone()))
                        .unwrap_or_else(|| "newValue".to_string());
                    ps.push(ParamInfo { name: value_name, ty, dir: Dir::In, default: None });
                    (None, true)
                }
                crate::ast::AccessorKind::Ref => {
                    let span = self.user.decl(a).span;
                    self.error(E_UNSUPPORTED, span, "'ref' accessors are not supported yet");
                    continue;
                }
            };
            let label = format!("{}.{name}.{}", self.structs[s].name, if ret.is_some() { "get" } else { "set" });
            let symbol = self.unique_symbol(&label);
            let require = self.declared_requirement(Unit::User, &self.user.decl(a).modifiers);
            self.funcs.push(FuncInfo {
                name: label,
                unit: Unit::User,
                src: self.cur_src,
                decl: a,
                params: ps,
                ret,
                symbol,
                this: Some((s, mutating)),
                intrinsic: None,
                generic: None,
                env: self.env.clone(),
                needed: true,
                lowered: false,
                require,
                alternatives: Vec::new(),
                hoisted: Vec::new(),
            });
            let f = self.funcs.len() - 1;
            if ret.is_some() {
                acc.get = Some(f);
            } else {
                acc.set = Some(f);
            }
        }
        acc
    }

    /// Declares the methods of `ext` (in source unit `src`): an interface
    /// extension, an interface's default implementations or an inherited
    /// struct, for struct `s`, with `This` bound to the struct and `env`
    /// in scope. Methods the struct already has take precedence (only
    /// bodies are declared: an interface's requirements have none).
    fn add_extension_methods(&mut self, s: usize, src: usize, ext: DeclId, env: generics::Env) {
        let ty = self.structs[s].ty;
        let sname = self.structs[s].name.clone();
        let existing: Vec<String> = self.structs[s].methods.keys().cloned().collect();
        self.in_src(src, |c| {
            let members = match &c.user.decl(ext).kind {
                DeclKind::Extension { members, .. } => members.clone(),
                DeclKind::Aggregate { members: Some(members), .. } => members.clone(),
                _ => return,
            };
            let mut env = env;
            env.push(("This".to_string(), generics::GArg::Type(ty)));
            let saved = std::mem::replace(&mut c.env, env);
            for m in members {
                let md = c.user.decl(m);
                let DeclKind::Func { name: FuncName::Ident(mname), body: Some(_), .. } = &md.kind else { continue };
                if existing.contains(&mname.name) {
                    continue;
                }
                let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating");
                let this = (!md.modifiers.has(&ModifierKind::Static)).then_some((s, mutating));
                let method = mname.name.clone();
                if let Ok(f) = c.declare_func(Unit::User, m, &format!("{sname}.{method}"), this) {
                    c.structs[s].methods.entry(method).or_default().push(f);
                }
            }
            c.env = saved;
        });
    }

    /// Declares generic extension `ext`'s members for instance `s` of the
    /// struct it extends, whose generic arguments are `args`.
    pub fn add_generic_extension(&mut self, s: usize, src: usize, ext: DeclId, args: &[generics::GArg]) {
        self.in_src(src, |c| {
            let DeclKind::Extension { generics: Some(g), bases, where_clauses, .. } = &c.user.decl(ext).kind else {
                return;
            };
            let bases = bases.clone();
            // A conditional extension (`extension<T : IFoo> Box<T> : IBar`)
            // applies to the instances whose arguments meet its constraints.
            let params = generics::collect_params(c.user, g, where_clauses);
            let span = c.user.decl(ext).span;
            if !c.check_bounds(&params, args, span, false) {
                return;
            }
            let names: Vec<String> =
                g.params.iter().filter_map(|&p| c.user.decl(p).name().map(|n| n.name.clone())).collect();
            let env: generics::Env = names.into_iter().zip(args.iter().copied()).collect();
            let saved = std::mem::replace(&mut c.env, env);
            c.add_conformances(s, &bases);
            c.declare_struct_members(ext, s);
            c.env = saved;
        });
    }

    /// Every method an interface of `s` requires must exist.
    fn check_requirements(&mut self, s: usize, span: Span) {
        let conforms = self.structs[s].conforms.clone();
        let mut missing = Vec::new();
        let mut mismatched = Vec::new();
        let mut implementations = Vec::new();
        let mut pending = conforms;
        let mut seen = Vec::new();
        while let Some(i) = pending.pop() {
            if seen.contains(&i) {
                continue;
            }
            seen.push(i.clone());
            if let Some(info) = self.interfaces.get(&i) {
                let st = &self.structs[s];
                for (m, declared) in &info.method_requires {
                    for &f in st.methods.get(m).into_iter().flatten() {
                        implementations.push((f, format!("{i}.{m}"), declared.clone()));
                    }
                }
                for m in &info.methods {
                    match st.methods.get(m) {
                        None => missing.push((i.clone(), format!("method '{m}'"))),
                        Some(fs) => {
                            // A method of that name taking as many parameters
                            // as the requirement (the types are checked
                            // where the witness is built).
                            let counts: Vec<usize> =
                                info.method_arities.iter().filter(|(n, _)| n == m).map(|&(_, c)| c).collect();
                            let matches = counts.is_empty()
                                || fs.iter().any(|&f| {
                                    // A generic method's parameters are known per instance.
                                    if self.funcs[f].generic.is_some() {
                                        return true;
                                    }
                                    let n = self.funcs[f].params.len();
                                    let required = self.funcs[f].params.iter().filter(|p| p.default.is_none()).count();
                                    counts.iter().any(|&c| (required..=n).contains(&c))
                                });
                            if !matches {
                                mismatched.extend(fs.first().map(|&f| (f, i.clone(), m.clone())));
                            }
                        }
                    }
                }
                for p in &info.properties {
                    if !st.properties.contains_key(p) && !st.fields.iter().any(|(f, _)| f == p) {
                        missing.push((i.clone(), format!("property '{p}'")));
                    }
                }
                pending.extend(info.bases.iter().cloned());
            }
        }
        for (iface, m) in missing {
            let msg = format!("'{}' does not implement {m} required by interface '{iface}'", self.structs[s].name);
            self.error(E_MISSING_REQUIREMENT, span, msg);
        }
        for (f, iface, m) in mismatched {
            let decl = self.func_decl(f);
            let span = match &decl.kind {
                DeclKind::Func { name: FuncName::Ident(n), .. } => n.span,
                _ => decl.span,
            };
            let msg = format!("method '{m}' does not match the signature interface '{iface}' requires");
            self.error(E_REQUIREMENT_MISMATCH, span, msg);
        }
        for (f, requirement, declared) in implementations {
            let fspan = self.func_decl(f).span;
            self.record_implementation(f, requirement, declared, fspan);
        }
    }

    fn declare_value(&mut self, d: DeclId) {
        let decl = self.user.decl(d);
        self.cur_public = self.exported(&decl.modifiers);
        match &decl.kind {
            DeclKind::Namespace { members, .. } => {
                for &m in members {
                    self.declare_value(m);
                }
            }
            DeclKind::Func { name, .. } => {
                let (fname, span) = match name {
                    FuncName::Ident(ident) => (ident.name.clone(), ident.span),
                    FuncName::Operator { op, span } => (format!("operator{op}"), *span),
                };
                if let Ok(f) = self.declare_func(Unit::User, d, &fname, None) {
                    if let Some(g) = self.duplicate_of(&fname, f) {
                        // Definitions for different capabilities are one
                        // function, resolved per target (capability overloading).
                        if !self.add_capability_overload(g, f) {
                            let msg = format!("function '{fname}' is already defined with the same parameter types");
                            self.error("E30201", span, msg);
                        }
                        return;
                    }
                    self.define(&fname, Item::Funcs(vec![f]), span);
                }
            }
            DeclKind::Aggregate { name, generics: None, kind, .. } if *kind != AggregateKind::Interface => {
                if let Some(Item::Struct(s)) = self.items.get(&name.name).cloned() {
                    self.declare_struct_members(d, s);
                }
            }
            DeclKind::Var { .. } => self.declare_global(d),
            DeclKind::CBuffer { members, name, .. } => {
                // Each member is a uniform global of its own; the block's
                // name (the one TEST_INPUT lines bind) goes on each as `block`.
                let body = self.ctx.body(self.module, 0);
                for &m in members {
                    let before = self.ctx.last_op(body);
                    self.declare_global(m);
                    let after = self.ctx.last_op(body);
                    if let (Some(n), Some(g)) = (name, after) {
                        if after != before && self.ctx.op_name(g) == nsl_dialects::hl::GLOBAL.name {
                            let (key, value) = (self.ctx.sym("block"), self.ctx.str_attr(&n.name));
                            self.ctx.set_attr(g, key, value);
                        }
                    }
                }
            }
            // Resolved by the driver before checking (see compile.rs).
            DeclKind::Import(_) | DeclKind::Include(_) | DeclKind::Module(_) | DeclKind::Implementing(_) => {}
            DeclKind::Extension { generics: Some(g), target, .. } => {
                // `extension<T> Box<T> { ... }`: applies to every instance
                // of `Box`, with the extension's parameters bound to the
                // instance's arguments in order.
                let params: Vec<String> =
                    g.params.iter().filter_map(|&p| self.user.decl(p).name().map(|n| n.name.clone())).collect();
                let target_ok = match &self.user.ty(*target).kind {
                    AstType::Specialize { base, args } => match &self.user.ty(*base).kind {
                        AstType::Name(n) if matches!(self.items.get(n), Some(Item::GenericStruct(..))) => {
                            let names: Vec<Option<&str>> = args
                                .iter()
                                .map(|a| match a {
                                    TypeOrExpr::Type(t) => match &self.user.ty(*t).kind {
                                        AstType::Name(x) => Some(x.as_str()),
                                        _ => None,
                                    },
                                    TypeOrExpr::Expr(_) => None,
                                })
                                .collect();
                            (names.len() == params.len() && names.iter().zip(&params).all(|(a, p)| *a == Some(p)))
                                .then(|| n.clone())
                        }
                        _ => None,
                    },
                    _ => None,
                };
                match target_ok {
                    Some(name) => {
                        self.generic_extensions.push((name.clone(), self.cur_src, d));
                        let instances: Vec<(Vec<generics::GArg>, usize)> = self
                            .struct_instances
                            .iter()
                            .filter(|((n, _), _)| *n == name)
                            .map(|((_, a), &s)| (a.clone(), s))
                            .collect();
                        for (args, s) in instances {
                            self.add_generic_extension(s, self.cur_src, d, &args);
                        }
                    }
                    None => self.blanket_extensions.push((self.cur_src, d)),
                }
            }
            DeclKind::Extension { target, .. } if matches!(&self.user.ty(*target).kind, AstType::Name(n) if self.interfaces.contains_key(n)) =>
            {
                // An extension of an interface gives its methods to every
                // conforming struct, checked with `This` bound to that struct.
                let AstType::Name(iface) = &self.user.ty(*target).kind else { return };
                let iface = iface.clone();
                self.interface_extensions.push((iface.clone(), self.cur_src, d));
                for s in 0..self.structs.len() {
                    if self.conforms(generics::GArg::Type(self.structs[s].ty), &iface) {
                        self.add_extension_methods(s, self.cur_src, d, Vec::new());
                    }
                }
            }
            DeclKind::Extension { target, bases, .. } => {
                let Ok(t) = self.resolve_type(Unit::User, *target) else { return };
                let s = match self.structs.iter().position(|st| st.ty == t) {
                    Some(s) => s,
                    // Extending a builtin type (`extension float3 { ... }`):
                    // it gets a member table like a struct's, without fields.
                    None if types::shape(self.ctx, t).is_some() => self.member_table(t),
                    None => {
                        let msg = format!("extensions of '{}' are not supported yet", self.show(t));
                        self.error(E_UNSUPPORTED, decl.span, msg);
                        return;
                    }
                };
                self.add_conformances(s, bases);
                self.declare_struct_members(d, s);
            }
            _ => {}
        }
    }

    fn declare_global(&mut self, d: DeclId) {
        self.declare_global_in(d, None);
    }

    /// Declares a global, or the static member `Owner.name` of a struct.
    fn declare_global_in(&mut self, d: DeclId, owner: Option<&str>) {
        let decl = self.user.decl(d);
        let DeclKind::Var { style, name, ty, init, semantics } = &decl.kind else { return };
        let m = &decl.modifiers;
        let ty = match ty {
            Some(t) => match self.resolve_type(Unit::User, *t) {
                Ok(t) => self.declared_layout(m, t),
                Err(_) => return,
            },
            // `static const let C = float(3);`: a scalar constant's type
            // is its value's.
            None => match init.map(|e| self.fold_const(Unit::User, e)) {
                Some(Ok((_, t))) if m.has(&ModifierKind::Const) || *style == VarStyle::Let => t,
                _ => {
                    self.error(E_UNSUPPORTED, name.span, "global variables need a declared type");
                    return;
                }
            },
        };
        let is_resource = (matches!(self.ctx.type_kind(ty), TypeKind::Opaque { .. })
            && nsl_dialects::hl::existential_interface(self.ctx, ty).is_none())
            || self.is_descriptor_array(ty);
        if let Some(a) = m.attributes.iter().find(|a| is_spec_constant_attr(&a.name)) {
            let a = a.clone();
            self.declare_spec_constant(&a, name, ty, *init, owner);
            return;
        }
        let is_static = m.has(&ModifierKind::Static);
        let is_const = m.has(&ModifierKind::Const) || *style == VarStyle::Let;
        let kind = if is_resource {
            GlobalKind::Resource
        } else if m.has(&ModifierKind::Groupshared) {
            GlobalKind::Groupshared
        } else if is_static && is_const {
            GlobalKind::Const
        } else if is_static {
            GlobalKind::Static
        } else {
            GlobalKind::Uniform
        };
        // `static const int a[] = {1, 2, 3};` takes its length from the list.
        let ty = match (self.ctx.type_kind(ty).clone(), init.map(|e| &self.user.expr(e).kind)) {
            (TypeKind::Array { elem, len: None }, Some(crate::ast::ExprKind::InitList(items))) => {
                self.ctx.array_type(elem, Some(items.len() as u32))
            }
            _ => ty,
        };
        let value = match (init, kind) {
            // A `static const` whose initializer is not a literal constant
            // (`0.0f / 0.0f`, a call) is evaluated where it is used.
            (Some(e), GlobalKind::Const) => self.const_of(*e, ty),
            (Some(e), GlobalKind::Static) => self.const_value(*e, ty),
            (Some(e), GlobalKind::Groupshared) => {
                let msg = format!("'{}' cannot have an initializer because it is groupshared", name.name);
                self.error("E30623", self.user.expr(*e).span, msg);
                None
            }
            (Some(e), _) => {
                self.error(E_UNSUPPORTED, self.user.expr(*e).span, "only static globals may have initializers");
                None
            }
            (None, _) => None,
        };
        if kind == GlobalKind::Const && value.is_none() {
            let Some(e) = *init else {
                let msg = format!("static const variable '{}' must have an initializer", name.name);
                self.error("E31225", name.span, msg);
                return;
            };
            let key = match owner {
                Some(o) => format!("{o}.{}", name.name),
                None => name.name.clone(),
            };
            self.globals.push(GlobalInfo {
                name: key.clone(),
                ty,
                kind,
                symbol: String::new(),
                value: None,
                readonly: true,
                init_expr: Some((self.cur_src, e)),
            });
            self.define(&key, Item::Global(self.globals.len() - 1), name.span);
            return;
        }
        // Constant arrays are indexed, so they live in (read-only) memory.
        let readonly = kind == GlobalKind::Const && matches!(self.ctx.type_kind(ty), TypeKind::Array { .. });
        let kind = if readonly { GlobalKind::Static } else { kind };
        let key = match owner {
            Some(o) => format!("{o}.{}", name.name),
            None => name.name.clone(),
        };
        let symbol = self.unique_symbol(&key);
        if kind != GlobalKind::Const {
            self.emit_global(&symbol, ty, kind, value, m, semantics, decl.span);
        }
        self.globals.push(GlobalInfo { name: key.clone(), ty, kind, symbol, value, readonly, init_expr: None });
        self.define(&key, Item::Global(self.globals.len() - 1), name.span);
    }

    /// A specialization constant: a scalar with a constant default value
    /// and a SpecId, the explicit one or the next one no explicit id uses
    /// (in declaration order, as slangc numbers them). Each use is an
    /// `hl.spec_const` (see `name_value`); constant folding (array sizes)
    /// sees the default value.
    fn declare_spec_constant(
        &mut self,
        a: &crate::ast::Attribute,
        name: &crate::ast::Ident,
        ty: Type,
        init: Option<ExprId>,
        owner: Option<&str>,
    ) {
        if !matches!(self.ctx.type_kind(ty), TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }) {
            let msg = format!("a specialization constant must be a scalar, not '{}'", self.show(ty));
            self.error(E_UNSUPPORTED, name.span, msg);
            return;
        }
        let Some(e) = init else {
            self.error(E_NOT_CONSTANT, name.span, "a specialization constant needs a default value");
            return;
        };
        let Some(value) = self.const_value(e, ty) else { return };
        let id = match a.args.first() {
            Some(&arg) => match self.const_int(Unit::User, arg) {
                Ok(id) if (0..=i128::from(u32::MAX)).contains(&id) => id as u32,
                Ok(_) => {
                    self.error(E_NOT_CONSTANT, a.span, "a constant id must be a non-negative 32-bit integer");
                    return;
                }
                Err(_) => return,
            },
            None => {
                if self.spec_explicit.is_none() {
                    let mut used = std::collections::BTreeSet::new();
                    for d in &self.user.decls {
                        for at in d.modifiers.attributes.iter().filter(|at| is_spec_constant_attr(&at.name)) {
                            if let Some(&arg) = at.args.first() {
                                if let Ok(v) = self.const_int(Unit::User, arg) {
                                    used.insert(v as u32);
                                }
                            }
                        }
                    }
                    self.spec_explicit = Some(used);
                }
                let used = self.spec_explicit.as_ref().expect("computed");
                let taken: std::collections::BTreeSet<u32> = self.spec_consts.values().copied().collect();
                (0..).find(|i| !used.contains(i) && !taken.contains(i)).expect("a free id")
            }
        };
        let key = match owner {
            Some(o) => format!("{o}.{}", name.name),
            None => name.name.clone(),
        };
        let symbol = self.unique_symbol(&key);
        self.globals.push(GlobalInfo {
            name: key.clone(),
            ty,
            kind: GlobalKind::Const,
            symbol,
            value: Some(value),
            readonly: true,
            init_expr: None,
        });
        self.spec_consts.insert(self.globals.len() - 1, id);
        self.define(&key, Item::Global(self.globals.len() - 1), name.span);
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn emit_global(
        &mut self,
        symbol: &str,
        ty: Type,
        kind: GlobalKind,
        init: Option<Attr>,
        m: &Modifiers,
        semantics: &[crate::ast::Semantic],
        span: Span,
    ) {
        let kind_name = match kind {
            GlobalKind::Resource => "resource",
            GlobalKind::Uniform => "uniform",
            GlobalKind::Groupshared => "groupshared",
            GlobalKind::Static | GlobalKind::Const => "static",
        };
        let mut attrs = vec![
            ("sym", self.ctx.symbol_attr(symbol)),
            ("type", self.ctx.type_attr(ty)),
            ("kind", self.ctx.str_attr(kind_name)),
        ];
        for a in &m.attributes {
            if a.name == "vk::binding" {
                let vals: Vec<i128> = a.args.iter().filter_map(|&e| self.const_int(Unit::User, e).ok()).collect();
                let binding = vals.first().copied().unwrap_or(0);
                let set = vals.get(1).copied().unwrap_or(0);
                if kind == GlobalKind::Resource {
                    match self.explicit_bindings.get(&(binding, set)) {
                        Some(other) => {
                            let msg = format!(
                                "explicit binding overlap: the binding of '{symbol}' overlaps with that of '{other}'"
                            );
                            self.warn("E39001", span, msg);
                        }
                        None => {
                            self.explicit_bindings.insert((binding, set), symbol.to_string());
                        }
                    }
                }
                let items = vec![self.ctx.int_attr(binding), self.ctx.int_attr(set)];
                attrs.push(("binding", self.ctx.array_attr(items)));
            }
            if a.name == "vk::input_attachment_index" {
                if let Some(index) = a.args.first().and_then(|&e| self.const_int(Unit::User, e).ok()) {
                    attrs.push(("input_attachment_index", self.ctx.int_attr(index)));
                }
            }
            if matches!(a.name.as_str(), "vk::shader_record" | "shader_record") && kind == GlobalKind::Uniform {
                attrs.push(("shader_record", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
            }
        }
        for s in semantics {
            if let SemanticKind::Register { slot, space } = &s.kind {
                let mut items = vec![self.ctx.str_attr(&slot.name)];
                if let Some(sp) = space {
                    items.push(self.ctx.str_attr(&sp.name));
                }
                attrs.push(("register", self.ctx.array_attr(items)));
            }
        }
        if let Some(v) = init {
            attrs.push(("init", v));
        }
        let loc = self.loc(span);
        let kind_op = self.ctx.kind(nsl_dialects::hl::GLOBAL.name);
        let attrs: Vec<(Sym, Attr)> = attrs.into_iter().map(|(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind_op, &[], &[], &attrs, 0, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(body));
    }

    /// The constant value of an initializer of type `ty`, if it is one.
    pub(super) fn const_value(&mut self, e: ExprId, ty: Type) -> Option<Attr> {
        let attr = self.const_of(e, ty);
        if attr.is_none() {
            let span = self.user.expr(e).span;
            self.error(E_NOT_CONSTANT, span, "this initializer is not a constant this version can evaluate");
        }
        attr
    }

    /// The constant of type `ty` that expression `e` denotes: literals
    /// (with a sign), constant integer expressions, vector constructors of
    /// constants, and initializer lists of constants, nested.
    fn const_of(&mut self, e: ExprId, ty: Type) -> Option<Attr> {
        use crate::ast::ExprKind as E;
        let expr = self.user.expr(e);
        let kind = self.ctx.type_kind(ty).clone();
        match (&kind, &expr.kind) {
            // A scalar: the folded value converted to `ty`, as the
            // initialization converts it at run time.
            (TypeKind::Float { .. } | TypeKind::Bool | TypeKind::Int { .. }, _) => {
                let (v, _) = self.fold_const(Unit::User, e).ok()?;
                Some(match consts::convert(self.ctx, v, ty)? {
                    consts::CVal::Int(i) => self.ctx.int_attr(i),
                    consts::CVal::Float(f) => self.ctx.float_attr(f),
                    consts::CVal::Bool(b) => self.ctx.bool_attr(b),
                })
            }
            (&TypeKind::Vector { elem, len }, E::Call { args, .. }) if args.len() == len as usize => {
                let args = args.clone();
                let vals: Option<Vec<Attr>> = args.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (&TypeKind::Vector { elem, len }, E::Call { args, .. }) if args.len() == 1 => {
                let v = self.const_of(args[0], elem)?;
                Some(self.ctx.array_attr(vec![v; len as usize]))
            }
            (&TypeKind::Vector { elem, len }, E::InitList(items)) if items.len() == len as usize => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> = items.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (&TypeKind::Matrix { elem, rows, cols, .. }, E::Call { args: items, .. } | E::InitList(items)) => {
                let items = items.clone();
                let row_ty = self.ctx.vector_type(elem, cols);
                let rows_attr: Option<Vec<Attr>> = if items.len() == rows as usize {
                    items.iter().map(|&i| self.const_of(i, row_ty)).collect()
                } else if items.len() == (rows as usize) * (cols as usize) {
                    items
                        .chunks(cols as usize)
                        .map(|row| {
                            let vals: Option<Vec<Attr>> = row.iter().map(|&i| self.const_of(i, elem)).collect();
                            vals.map(|v| self.ctx.array_attr(v))
                        })
                        .collect()
                } else {
                    None
                };
                rows_attr.map(|r| self.ctx.array_attr(r))
            }
            (&TypeKind::Array { elem, len: Some(n) }, E::InitList(items)) if items.len() == n as usize => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> = items.iter().map(|&i| self.const_of(i, elem)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            (TypeKind::Struct { fields, .. }, E::InitList(items)) if items.len() == fields.len() => {
                let items = items.clone();
                let vals: Option<Vec<Attr>> =
                    items.iter().zip(fields).map(|(&i, &(_, t))| self.const_of(i, t)).collect();
                vals.map(|v| self.ctx.array_attr(v))
            }
            _ => None,
        }
    }

    /// Records a function's signature; lowering its body comes later.
    fn declare_func(&mut self, unit: Unit, d: DeclId, name: &str, this: Option<(usize, bool)>) -> CResult<usize> {
        let ast = self.ast(unit);
        let sig = match &ast.decl(d).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return Err(Reported),
        };
        if let Some(g) = &sig.generics {
            let params = generics::collect_params(ast, g, &sig.where_clauses);
            let require = self.declared_requirement(unit, &ast.decl(d).modifiers);
            self.funcs.push(FuncInfo {
                name: name.to_string(),
                unit,
                src: self.cur_src,
                decl: d,
                params: Vec::new(),
                ret: None,
                symbol: String::new(),
                this,
                intrinsic: None,
                generic: Some(params),
                env: self.env.clone(),
                needed: false,
                lowered: false,
                require,
                alternatives: Vec::new(),
                hoisted: Vec::new(),
            });
            return Ok(self.funcs.len() - 1);
        }
        self.declare_signature(unit, d, name, this)
    }

    /// Resolves a (non-generic, or instantiated) function's signature
    /// under the current generic environment and records it.
    pub fn declare_signature(
        &mut self,
        unit: Unit,
        d: DeclId,
        name: &str,
        this: Option<(usize, bool)>,
    ) -> CResult<usize> {
        let ast = self.ast(unit);
        let (sig, ret) = match &ast.decl(d).kind {
            DeclKind::Func { sig, ret, .. } => (sig, *ret),
            DeclKind::Init { sig, .. } => (sig, None),
            _ => return Err(Reported),
        };
        let mut params = Vec::new();
        let mut failed = false;
        for &p in &sig.params {
            let pd = ast.decl(p);
            let DeclKind::Param { name: pname, ty, default, .. } = &pd.kind else { continue };
            let Some(ty) = ty else { continue };
            // `__ref`: the callee reads and writes the caller's variable; as
            // `inout` its writes are seen by the caller.
            let dir = if pd.modifiers.has(&ModifierKind::InOut)
                || pd.modifiers.has(&ModifierKind::Ref)
                || (pd.modifiers.has(&ModifierKind::In) && pd.modifiers.has(&ModifierKind::Out))
            {
                Dir::InOut
            } else if pd.modifiers.has(&ModifierKind::Out) {
                Dir::Out
            } else {
                Dir::In
            };
            if let Some(pn) = pname.as_ref().filter(|pn| params.iter().any(|p: &ParamInfo| p.name == pn.name)) {
                let msg = format!("parameter '{}' is already defined", pn.name);
                self.error(E_REDEFINITION, pn.span, msg);
            }
            let pspan = pname.as_ref().map_or(pd.span, |n| n.span);
            if let (Some(dv), Dir::Out | Dir::InOut) = (default, dir) {
                let msg = "an 'out' or 'inout' parameter cannot have a default-value expression";
                self.error("E30700", ast.expr(*dv).span, msg);
            } else if default.is_none() && params.iter().any(|p: &ParamInfo| p.default.is_some()) {
                let pn = pname.as_ref().map_or("", |n| n.name.as_str());
                let msg = format!("parameter '{pn}' does not have a default value, but follows a parameter that does");
                self.error("E30704", pspan, msg);
            }
            match self.resolve_type(unit, *ty) {
                Ok(t) => params.push(ParamInfo {
                    name: pname.as_ref().map_or(String::new(), |n| n.name.clone()),
                    ty: t,
                    dir,
                    default: *default,
                }),
                Err(_) => failed = true,
            }
        }
        let ret = match ret {
            Some(r) if matches!(&ast.ty(r).kind, AstType::Name(n) if n == "void") => None,
            Some(r) => match self.resolve_type(unit, r) {
                Ok(t) => Some(t),
                Err(_) => {
                    failed = true;
                    None
                }
            },
            None => None,
        };
        if failed {
            return Err(Reported);
        }
        // The prelude's functions keep clear of the targets' own builtins
        // of the same names (GLSL's `frexp`, HLSL's `asuint`...).
        let symbol = if self.is_prelude_src(self.cur_src) {
            self.unique_symbol(&format!("core_{name}"))
        } else {
            self.unique_symbol(name)
        };
        let require = self.declared_requirement(unit, &ast.decl(d).modifiers);
        // An entry point's resource parameters leave its signature here,
        // before any call is checked against it.
        let (params, hoisted) =
            if is_entry_point(&ast.decl(d).modifiers) || self.is_requested_entry(name, this.is_some()) {
                self.split_resource_params(params, sig)
            } else {
                (params, Vec::new())
            };
        self.funcs.push(FuncInfo {
            name: name.to_string(),
            unit,
            src: self.cur_src,
            decl: d,
            params,
            ret,
            symbol,
            this,
            intrinsic: None,
            generic: None,
            env: self.env.clone(),
            // The prelude's functions are lowered when a call needs them.
            needed: !self.is_prelude_src(self.cur_src),
            lowered: false,
            require,
            alternatives: Vec::new(),
            hoisted,
        });
        Ok(self.funcs.len() - 1)
    }

    /// The instance of generic function `f` for `args`, created on first use.
    pub fn instantiate_func(&mut self, f: usize, args: Vec<generics::GArg>) -> CResult<usize> {
        // A template lowered once as generic IR: calls name a signature-only
        // instance and lower to `gen.call` (see `generic_ir`).
        if self.funcs[f].generic.is_some() && self.try_generic_ir(f) {
            return self.generic_ir_shim(f, &args);
        }
        if self.gargs_have_params(&args) {
            let span = self.func_decl(f).span;
            return Err(self.unexpressible(span, "passing a type parameter to this generic function"));
        }
        self.instantiate_fallback(f, args)
    }

    /// The instance of generic function `f` for `args`, checked and lowered
    /// separately (the instantiating path).
    pub fn instantiate_fallback(&mut self, f: usize, args: Vec<generics::GArg>) -> CResult<usize> {
        if let Some(&i) = self.func_instances.get(&(f, args.clone())) {
            return Ok(i);
        }
        let params = self.funcs[f].generic.clone().unwrap_or_default();
        let mut env = self.funcs[f].env.clone();
        env.extend(params.iter().map(|p| p.name.clone()).zip(args.iter().copied()));
        let saved = std::mem::replace(&mut self.env, env);
        let (unit, decl, name, this) = {
            let info = &self.funcs[f];
            (info.unit, info.decl, info.name.clone(), info.this)
        };
        let src = self.funcs[f].src;
        let result = self.in_src(src, |c| c.declare_signature(unit, decl, &name, this));
        self.env = saved;
        let i = result?;
        // Instances are lowered only once a call chooses them, and keep the
        // requirement the template was declared with (in its scope).
        self.funcs[i].needed = false;
        self.funcs[i].require = self.funcs[f].require.clone();
        self.note_dispatch_instance(f, i, &args);
        self.func_instances.insert((f, args), i);
        Ok(i)
    }

    /// Whether some call chose an instance of template `t`.
    pub fn template_instantiated(&self, t: usize) -> bool {
        self.func_instances.iter().any(|((f, _), &i)| *f == t && self.funcs[i].needed)
    }

    /// `[mutating]` method `f` with `this` pointing into `space`, created on
    /// first use (`f` itself for function memory).
    pub fn method_for_space(&mut self, f: usize, space: AddressSpace) -> CResult<usize> {
        if space == AddressSpace::Function || self.this_spaces.contains_key(&f) {
            return Ok(f);
        }
        if let Some(&i) = self.this_space_instances.get(&(f, space)) {
            return Ok(i);
        }
        let env = self.funcs[f].env.clone();
        let saved = std::mem::replace(&mut self.env, env);
        let (unit, decl, name, this, src) = {
            let info = &self.funcs[f];
            (info.unit, info.decl, info.name.clone(), info.this, info.src)
        };
        let result = self.in_src(src, |c| c.declare_signature(unit, decl, &name, this));
        self.env = saved;
        let i = result?;
        self.funcs[i].needed = false;
        self.funcs[i].require = self.funcs[f].require.clone();
        self.this_spaces.insert(i, space);
        self.this_space_instances.insert((f, space), i);
        Ok(i)
    }

    /// The IR parameter type of a parameter: out/inout pass an address.
    pub fn ir_param_type(&mut self, p: &ParamInfo) -> Type {
        match p.dir {
            Dir::In => p.ty,
            Dir::Out | Dir::InOut => self.ctx.ptr_type(p.ty, AddressSpace::Function),
        }
    }

    /// The IR parameter types of a function, `this` first for methods.
    pub fn ir_params(&mut self, f: usize) -> Vec<Type> {
        let mut out = Vec::new();
        if let Some((s, mutating)) = self.funcs[f].this {
            let t = self.structs[s].ty;
            let space = self.this_spaces.get(&f).copied().unwrap_or(AddressSpace::Function);
            out.push(if mutating { self.ctx.ptr_type(t, space) } else { t });
        }
        let params = self.funcs[f].params.clone();
        for p in &params {
            out.push(self.ir_param_type(p));
        }
        out
    }

    /// Lowers every needed user function body; calls made while lowering
    /// may need more instances, so repeat until nothing is left.
    fn lower_bodies(&mut self) {
        loop {
            let mut progress = false;
            for f in 0..self.funcs.len() {
                let info = &self.funcs[f];
                if info.unit == Unit::User && info.generic.is_none() && info.needed && !info.lowered {
                    self.funcs[f].lowered = true;
                    let env = self.funcs[f].env.clone();
                    let saved = std::mem::replace(&mut self.env, env);
                    let src = self.funcs[f].src;
                    self.in_src(src, |c| c.lower_func(f));
                    self.env = saved;
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
    }

    /// Creates the `func.func` for `f` and lowers its body.
    fn lower_func(&mut self, f: usize) {
        // A method sees its struct's member types by their short names.
        let owner = match self.funcs[f].this {
            Some((s, _)) => Some(s),
            None => self.structs.iter().position(|st| st.methods.values().any(|fs| fs.contains(&f))),
        };
        let scope = owner.map(|s| self.structs[s].member_types.clone()).unwrap_or_default();
        self.type_scope.push(scope);
        // ... and its static constants by their short names.
        let owner_name = owner.map(|s| self.structs[s].name.clone());
        if let Some(n) = &owner_name {
            self.generic_members.struct_scope.push(n.clone());
        }
        self.lower_func_body(f);
        if owner_name.is_some() {
            self.generic_members.struct_scope.pop();
        }
        self.type_scope.pop();
    }

    fn lower_func_body(&mut self, f: usize) {
        let decl = self.func_decl(f);
        let (body, semantics) = match &decl.kind {
            DeclKind::Func { body, semantics, .. } => (body, &semantics[..]),
            DeclKind::Init { body, .. } | DeclKind::Accessor { body, .. } => (body, &[][..]),
            _ => return,
        };
        let name_span = match &decl.kind {
            DeclKind::Func { name: FuncName::Ident(name), .. } => name.span,
            _ => decl.span,
        };
        let target_intrinsics = self.target_intrinsics(f, &decl.modifiers);
        let declares_intrinsic = decl
            .modifiers
            .keywords
            .iter()
            .any(|m| matches!(&m.kind, ModifierKind::Builtin { name, .. } if name == "__target_intrinsic"));
        if body.is_none() && !declares_intrinsic {
            self.error(E_UNSUPPORTED, decl.span, "function declarations without a body are not supported yet");
            return;
        }
        let entry = self.entry_point_info(f, &decl.modifiers);
        let hoisted = if entry.is_some() { self.funcs[f].hoisted.clone() } else { Vec::new() };
        let (block, args) = self.create_func_op(f, entry.is_none(), decl.span);
        let args = self.bind_witness_args(f, args);
        if !self.funcs[f].alternatives.is_empty() {
            self.lower_dispatcher(f, block, args, decl.span);
            return;
        }
        let mut fx = stmt::FnCx::new(block, self.funcs[f].ret);
        fx.is_init = matches!(decl.kind, DeclKind::Init { .. });
        fx.func = Some(f);
        fx.intrinsic = Some(self.intrinsic_cx(f, &decl.modifiers, &args));
        self.begin_capability_body();
        self.use_signature_types(f, name_span);
        fx.push_scope();
        let mut arg_iter = args.into_iter();
        if let Some((s, mutating)) = self.funcs[f].this {
            let a = arg_iter.next().expect("this argument");
            let ty = self.structs[s].ty;
            self.bind_param(&mut fx, "this", a, ty, if mutating { Dir::InOut } else { Dir::In }, decl.span);
        }
        let params = self.funcs[f].params.clone();
        for (p, a) in params.iter().zip(arg_iter) {
            // An entry point's parameters are named: the host binds its
            // uniform ones by name.
            let name = if entry.is_some() { Some(self.ctx.sym(&p.name)) } else { self.ctx.existing_sym(&p.name) };
            if let Some(name) = name.filter(|_| !p.name.is_empty()) {
                self.ctx.set_value_name(a, Some(name));
            }
            self.bind_param(&mut fx, &p.name, a, p.ty, p.dir, decl.span);
        }
        for h in &hoisted {
            let symbol = self.emit_hoisted_global(h);
            let global = self.ctx.symbol_attr(&symbol);
            let handle = self.emit_value(&fx, "hl.resource", &[], h.ty, &[("global", global)], decl.span);
            self.bind_param(&mut fx, &h.name, handle, h.ty, Dir::In, decl.span);
        }
        if let (true, Some(body)) = (target_intrinsics.is_empty(), *body) {
            self.lower_stmt(&mut fx, body);
        } else {
            // `__target_intrinsic(T, "...")` is a `__target_switch` with a
            // case per target and the body (if any) as the default.
            let arms: Vec<_> = target_intrinsics
                .into_iter()
                .map(|(target, text, span)| (vec![target], stmt::ArmBody::Asm(text, span)))
                .collect();
            let default = body.map_or(stmt::ArmBody::Unavailable, stmt::ArmBody::Stmt);
            let what = format!("target intrinsic '{}'", self.funcs[f].name);
            self.emit_target_switch(&mut fx, &arms, Some(default), decl.span, what);
        }
        self.finish_function(&mut fx, name_span);
        self.end_capability_body(f);
        self.record_differentiable(f);
        if let Some((stage, numthreads)) = entry {
            self.record_entry_point(f, &stage);
            let kept: Vec<bool> =
                (0..params.len() + hoisted.len()).map(|i| !hoisted.iter().any(|h| h.index == i)).collect();
            self.emit_entry_point(f, &stage, numthreads, semantics, &kept);
        }
    }

    /// Splits an entry point's parameters: the resource-typed ones
    /// (`uniform RWStructuredBuffer<int> out`) are shader parameters like
    /// resource globals, the rest stay.
    fn split_resource_params(
        &self,
        params: Vec<ParamInfo>,
        sig: &crate::ast::Signature,
    ) -> (Vec<ParamInfo>, Vec<Hoisted>) {
        let mut kept = Vec::new();
        let mut hoisted = Vec::new();
        for (index, (p, &decl)) in params.into_iter().zip(&sig.params).enumerate() {
            if p.dir == Dir::In
                && matches!(self.ctx.type_kind(p.ty), TypeKind::Opaque { .. })
                && nsl_dialects::hl::existential_interface(self.ctx, p.ty).is_none()
            {
                hoisted.push(Hoisted { index, name: p.name, ty: p.ty, decl });
            } else {
                kept.push(p);
            }
        }
        (kept, hoisted)
    }

    /// The resource global of a hoisted entry-point parameter, named after
    /// it and declared when the entry point is lowered, after the module's
    /// own globals (so bound after them, as slangc binds them).
    fn emit_hoisted_global(&mut self, h: &Hoisted) -> String {
        let pdecl = self.user.decl(h.decl);
        let semantics = match &pdecl.kind {
            DeclKind::Param { semantics, .. } => &semantics[..],
            _ => &[],
        };
        let symbol = self.unique_symbol(&h.name);
        self.emit_global(&symbol, h.ty, GlobalKind::Resource, None, &pdecl.modifiers, semantics, pdecl.span);
        symbol
    }

    /// The `__target_intrinsic(target, expansion)` modifiers of function
    /// `f`: each target (a capability name, with its span) and template
    /// (with the span of what was written). Without an expansion, the
    /// function's own name with its arguments; an identifier is a name.
    fn target_intrinsics(&mut self, f: usize, modifiers: &Modifiers) -> Vec<((String, Span), String, Span)> {
        let mut out = Vec::new();
        for m in &modifiers.keywords {
            let ModifierKind::Builtin { name, args } = &m.kind else { continue };
            if name != "__target_intrinsic" {
                continue;
            }
            let target = match args.first().map(|&a| (&self.user.expr(a).kind, self.user.expr(a).span)) {
                Some((ExprKind::Name(t), span)) => (t.clone(), span),
                _ => {
                    self.error(E_BAD_TEMPLATE, m.span, "__target_intrinsic needs a target name first");
                    continue;
                }
            };
            let (text, span) = match args.get(1).map(|&a| (&self.user.expr(a).kind, self.user.expr(a).span)) {
                None => (self.funcs[f].name.clone(), m.span),
                Some((ExprKind::String(s), span)) => (s.clone(), span),
                Some((ExprKind::Name(n), span)) => (n.clone(), span),
                Some((_, span)) => {
                    self.error(E_BAD_TEMPLATE, span, "a target intrinsic's expansion is a string or a name");
                    continue;
                }
            };
            if args.len() > 2 {
                self.error(E_BAD_TEMPLATE, m.span, "__target_intrinsic takes a target and an expansion");
                continue;
            }
            out.push((target, text, span));
        }
        out
    }

    /// What the `__intrinsic_asm`s of function `f` expand over: its IR
    /// arguments, its generic type arguments and the GLSL requirements its
    /// `__glsl_extension(...)` and `__glsl_version(N)` modifiers state.
    fn intrinsic_cx(&mut self, f: usize, modifiers: &Modifiers, args: &[Value]) -> stmt::IntrinsicCx {
        let generics: Vec<Type> = self.funcs[f]
            .env
            .iter()
            .filter_map(|(_, a)| match a {
                generics::GArg::Type(t) => Some(*t),
                generics::GArg::Value(_) => None,
            })
            .collect();
        let mut attrs = Vec::new();
        if !generics.is_empty() {
            let items = generics.iter().map(|&t| self.ctx.type_attr(t)).collect();
            attrs.push(("generics", self.ctx.array_attr(items)));
        }
        let mut extensions = Vec::new();
        let mut version = None;
        for m in &modifiers.keywords {
            let ModifierKind::Builtin { name, args } = &m.kind else { continue };
            match name.as_str() {
                "__glsl_extension" => {
                    for &a in args {
                        match &self.user.expr(a).kind {
                            ExprKind::Name(e) | ExprKind::String(e) => extensions.push(self.ctx.str_attr(e)),
                            _ => {
                                let span = self.user.expr(a).span;
                                self.error(E_BAD_TEMPLATE, span, "__glsl_extension names a GLSL extension");
                            }
                        }
                    }
                }
                "__glsl_version" => match args.first().map(|&a| &self.user.expr(a).kind) {
                    Some(&ExprKind::Int { value, .. }) if (100..=460).contains(&value) => {
                        version = Some(version.unwrap_or(0).max(value as i128));
                    }
                    _ => {
                        self.error(E_BAD_TEMPLATE, m.span, "__glsl_version takes a GLSL version from 100 to 460");
                    }
                },
                _ => {}
            }
        }
        if !extensions.is_empty() {
            attrs.push(("glsl_extensions", self.ctx.array_attr(extensions)));
        }
        if let Some(v) = version {
            attrs.push(("glsl_version", self.ctx.int_attr(v)));
        }
        stmt::IntrinsicCx { args: args.to_vec(), generics: generics.len(), attrs }
    }

    /// Appends the `func.func` of `f` to the module: its entry block and
    /// the block's arguments (one per IR parameter).
    fn create_func_op(&mut self, f: usize, private: bool, span: Span) -> (Block, Vec<Value>) {
        let mut params = self.ir_params(f);
        // A generic function: its witness parameters first.
        let generic = self.take_pending_generic();
        if let Some((witnesses, _)) = &generic {
            params.splice(0..0, witnesses.iter().copied());
        }
        let results: Vec<Type> = self.funcs[f].ret.into_iter().collect();
        let fty = self.ctx.function_type(params.clone(), results);
        let symbol = self.funcs[f].symbol.clone();
        let mut attrs = vec![("sym", self.ctx.symbol_attr(&symbol)), ("type", self.ctx.type_attr(fty))];
        if private {
            attrs.push(("visibility", self.ctx.str_attr("private")));
        }
        if let Some((_, tparams)) = generic {
            let list: Vec<Attr> = tparams.iter().map(|&t| self.ctx.type_attr(t)).collect();
            attrs.push(("generic", self.ctx.array_attr(list)));
        }
        attrs.extend(self.uniformity_attrs(f));
        let loc = self.loc(span);
        let kind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs: Vec<(Sym, Attr)> = attrs.into_iter().map(|(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 1, loc);
        let module_body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(module_body));
        let block = self.ctx.body(op, 0);
        let args: Vec<Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        (block, args)
    }

    fn bind_param(&mut self, fx: &mut stmt::FnCx, name: &str, arg: Value, ty: Type, dir: Dir, span: Span) {
        let ptr = match dir {
            Dir::Out | Dir::InOut => arg,
            Dir::In => {
                // Parameters are mutable locals in Slang: copy into a variable.
                let var = self.new_var(fx, ty, name, span);
                self.emit(fx, "mem.store", &[var, arg], &[], &[], span);
                var
            }
        };
        // `this` of a method that is not `[mutating]` is read-only.
        let mutable = !(name == "this" && dir == Dir::In);
        fx.bind(name, stmt::Binding::Var { ptr, ty, mutable });
    }

    /// `[shader("compute")]` and `[numthreads(x, y, z)]` make an entry point.
    fn entry_point_info(&mut self, f: usize, m: &Modifiers) -> Option<(String, Option<[i128; 3]>)> {
        let mut stage = None;
        let mut numthreads = None;
        for a in &m.attributes {
            // HLSL attribute names are case-insensitive (`[NumThreads]`).
            match a.name.to_ascii_lowercase().as_str() {
                "shader" => {
                    if let Some(&arg) = a.args.first() {
                        if let crate::ast::ExprKind::String(s) = &self.user.expr(arg).kind {
                            stage = Some(s.clone());
                        }
                    }
                }
                "numthreads" => {
                    if numthreads.is_some() {
                        self.error("E31202", a.span, "duplicate 'numthreads' attribute");
                        continue;
                    }
                    let mut dims = [1i128; 3];
                    for (i, &arg) in a.args.iter().take(3).enumerate() {
                        dims[i] = self.const_int(Unit::User, arg).unwrap_or(1);
                        if dims[i] <= 0 {
                            let msg =
                                format!("expected a positive integer in 'numthreads' attribute, got '{}'", dims[i]);
                            self.error("E31102", a.span, msg);
                            dims[i] = 1;
                        }
                    }
                    numthreads = Some(dims);
                }
                "wavesize" => {
                    for &arg in a.args.iter().take(1) {
                        if let Ok(n) = self.const_int(Unit::User, arg) {
                            if !(4..=128).contains(&n) || n & (n - 1) != 0 {
                                let msg = format!(
                                    "expected a power of 2 between 4 and 128, inclusive, in 'WaveSize' attribute, got '{n}'"
                                );
                                self.error("E31103", a.span, msg);
                            }
                        }
                    }
                }
                "mutating"
                | "forceinline"
                | "noinline"
                | "require"
                | "maxiters"
                | "forceunroll"
                | "unroll"
                | "loop"
                | "branch"
                | "flatten"
                | "vk::binding"
                | "differentiable"
                | "nodiff"
                | "forwarddifferentiable"
                | "backwarddifferentiable"
                | "forwardderivative"
                | "backwardderivative"
                | "treatasdifferentiable"
                | "preferrecompute"
                | "prefercheckpoint"
                | "forwardderivativeof"
                | "backwardderivativeof"
                | "primalsubstitute"
                | "primalsubstituteof"
                | "nodiffthis"
                | "earlydepthstencil"
                // `[NoDiscard]`: a call's result must be used (or cast to
                // `void`); not checked here.
                | "nodiscard"
                | "derivativegrouplinear"
                | "derivativegroupquad"
                | "nonuniformreturn"
                | "maxvertexcount"
                | "instance"
                | "domain"
                | "partitioning"
                | "outputtopology"
                | "outputcontrolpoints"
                | "patchconstantfunc"
                | "maxtessfactor" => {}
                _ => {
                    let msg = format!("unknown attribute '{}' is ignored", a.name);
                    self.warn(W_UNKNOWN_ATTRIBUTE, a.span, msg);
                }
            }
        }
        self.entry_stage(f, stage, numthreads)
    }

    fn emit_entry_point(
        &mut self,
        f: usize,
        stage: &str,
        numthreads: Option<[i128; 3]>,
        _ret_semantics: &[crate::ast::Semantic],
        kept: &[bool],
    ) {
        self.check_entry_semantics(f, stage, _ret_semantics, kept);
        let decl = self.func_decl(f);
        let DeclKind::Func { sig, .. } = &decl.kind else { return };
        let mut semantics = Vec::new();
        for (&p, _) in sig.params.iter().zip(kept).filter(|(_, &k)| k) {
            let name = match &self.user.decl(p).kind {
                DeclKind::Param { semantics, .. } => semantics.iter().find_map(|s| match &s.kind {
                    SemanticKind::Name(n) => Some(n.name.clone()),
                    _ => None,
                }),
                _ => None,
            };
            // `uniform` parameters are shader parameters (set by the host),
            // not per-invocation inputs; targets place them in a constant block.
            let uniform = self.user.decl(p).modifiers.has(&ModifierKind::Uniform);
            let name = name.or_else(|| uniform.then(|| "uniform".to_string()));
            semantics.push(self.ctx.str_attr(name.as_deref().unwrap_or("")));
        }
        // The IR names the stage canonically (`pixel` is `fragment`).
        let stage = entry::stage_name(stage).unwrap_or(stage);
        let mut attrs =
            vec![("func", self.ctx.symbol_attr(&self.funcs[f].symbol.clone())), ("stage", self.ctx.str_attr(stage))];
        if let Some(n) = numthreads {
            let items = n.iter().map(|&v| self.ctx.int_attr(v)).collect();
            attrs.push(("numthreads", self.ctx.array_attr(items)));
        }
        attrs.push(("semantics", self.ctx.array_attr(semantics)));
        if stage != "compute" {
            attrs.extend(self.graphics_entry_attrs(f, kept, stage));
        } else {
            let group = decl.modifiers.attributes.iter().find_map(|a| match a.name.to_ascii_lowercase().as_str() {
                "derivativegrouplinear" => Some("linear"),
                "derivativegroupquad" => Some("quad"),
                _ => None,
            });
            if let Some(g) = group {
                attrs.push(("derivative_group", self.ctx.str_attr(g)));
            }
        }
        let loc = self.loc(decl.span);
        let kind = self.ctx.kind(nsl_dialects::hl::ENTRY_POINT.name);
        let attrs: Vec<(Sym, Attr)> = attrs.into_iter().map(|(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(body));
    }

    // ----- IR emission helpers -------------------------------------------------

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
