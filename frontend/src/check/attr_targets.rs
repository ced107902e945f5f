//! The core module's attributes on declarations and statements they do not
//! target (slangc's E31002).
//!
//! Each builtin attribute names the class of syntax it applies to (its
//! `__attributeTarget` in Slang's core module): functions, variables,
//! types of some kind, loops, `if`s, `switch`es, or any declaration. An
//! attribute anywhere else is an error, checked here over the syntax of a
//! source unit (every declaration and every statement), so bodies nothing
//! lowers are checked too. Attributes this table does not list (unknown
//! ones, user-defined ones: `user_attributes.rs`) are not checked here.

use super::Checker;
use crate::ast::{AggregateKind, Attribute, DeclKind, StmtKind};
use crate::source::Span;

/// An attribute on syntax it does not apply to (slangc's E31002).
const E_ATTRIBUTE_NOT_APPLICABLE: &str = "E31002";

/// The syntax classes attributes target (Slang's AST classes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    /// `FunctionDeclBase`: functions, `__init`s, property accessors.
    FunctionBase,
    /// `FuncDecl`: ordinary functions and methods only.
    Func,
    /// `AccessorDecl`: `get`, `set`, `ref`.
    Accessor,
    /// `VarDeclBase`: globals, fields, locals, parameters, constant buffers.
    Var,
    /// `AggTypeDecl`: structs, classes, interfaces, enums, associated types.
    AggType,
    Struct,
    Interface,
    Enum,
    /// `LoopStmt`: `for`, `while`, `do`.
    Loop,
    If,
    Switch,
    /// `[branch]`: an `if` or a `switch`.
    IfOrSwitch,
}

/// What a piece of syntax is, for matching against a [`Target`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Syntax {
    Func,
    Init,
    Accessor,
    Var,
    Aggregate(AggregateKind),
    Enum,
    AssociatedType,
    /// Any other declaration (typealias, property, subscript, ...).
    OtherDecl,
    Loop,
    If,
    Switch,
    /// A statement that is no declaration, loop, `if` or `switch`.
    OtherStmt,
}

/// The builtin attributes that target one class of syntax, by the name
/// slangc looks them up under (`[[vk::binding]]` is `vk_binding`).
/// Attributes that apply to any declaration are left out: only statements
/// can misplace them, and statements' unknown attributes are warned about
/// when lowered.
const TARGETS: &[(&str, Target)] = &[
    ("__NoSideEffect", Target::FunctionBase),
    ("ForwardDifferentiable", Target::FunctionBase),
    ("BackwardDifferentiable", Target::FunctionBase),
    ("Differentiable", Target::FunctionBase),
    ("ForwardDerivative", Target::FunctionBase),
    ("BackwardDerivative", Target::FunctionBase),
    ("PrimalSubstitute", Target::FunctionBase),
    ("ForwardDerivativeOf", Target::FunctionBase),
    ("BackwardDerivativeOf", Target::FunctionBase),
    ("PrimalSubstituteOf", Target::FunctionBase),
    ("NoDiffThis", Target::FunctionBase),
    ("mutating", Target::FunctionBase),
    ("NoDiscard", Target::FunctionBase),
    ("constref", Target::FunctionBase),
    ("__ref", Target::FunctionBase),
    ("__readNone", Target::FunctionBase),
    ("__unsafeForceInlineEarly", Target::FunctionBase),
    ("ForceInline", Target::FunctionBase),
    ("OverloadRank", Target::FunctionBase),
    ("noinline", Target::FunctionBase),
    ("PreferRecompute", Target::FunctionBase),
    ("PreferCheckpoint", Target::FunctionBase),
    ("NonUniformReturn", Target::FunctionBase),
    ("nonmutating", Target::Accessor),
    ("vk_spirv_instruction", Target::Func),
    ("spv_target_env_1_3", Target::Func),
    ("shader", Target::Func),
    ("Shader", Target::Func),
    ("maxtessfactor", Target::Func),
    ("outputcontrolpoints", Target::Func),
    ("outputtopology", Target::Func),
    ("partitioning", Target::Func),
    ("patchconstantfunc", Target::Func),
    ("domain", Target::Func),
    ("maxvertexcount", Target::Func),
    ("instance", Target::Func),
    ("earlydepthstencil", Target::Func),
    ("Shader64BitIndexing", Target::Func),
    ("numthreads", Target::Func),
    ("NumThreads", Target::Func),
    ("WaveSize", Target::Func),
    ("DllImport", Target::Func),
    ("DllExport", Target::Func),
    ("TorchEntryPoint", Target::Func),
    ("CudaDeviceExport", Target::Func),
    ("CudaHost", Target::Func),
    ("CudaKernel", Target::Func),
    ("CUDADeviceExport", Target::Func),
    ("CUDAHost", Target::Func),
    ("CUDAKernel", Target::Func),
    ("AutoPyBindCUDA", Target::Func),
    ("noRefInline", Target::Func),
    ("DerivativeGroupQuad", Target::Func),
    ("DerivativeGroupLinear", Target::Func),
    ("MaximallyReconverges", Target::Func),
    ("QuadDerivatives", Target::Func),
    ("RequireFullQuads", Target::Func),
    ("vk_shader_record", Target::Var),
    ("shader_record", Target::Var),
    ("vk_push_constant", Target::Var),
    ("push_constant", Target::Var),
    ("vk_specialization_constant", Target::Var),
    ("SpecializationConstant", Target::Var),
    ("vk_constant_id", Target::Var),
    ("vk_location", Target::Var),
    ("vk_index", Target::Var),
    ("vk_input_attachment_index", Target::Var),
    ("disable_array_flattening", Target::Var),
    ("format", Target::Var),
    ("vk_image_format", Target::Var),
    ("__NonCopyableType", Target::AggType),
    ("PyExport", Target::AggType),
    ("sealed", Target::AggType),
    ("open", Target::AggType),
    ("RequirePrelude", Target::AggType),
    ("__AttributeUsage", Target::Struct),
    ("raypayload", Target::Struct),
    ("__FunctionInterface", Target::Interface),
    ("COM", Target::Interface),
    ("anyValueSize", Target::Interface),
    ("Specialize", Target::Interface),
    ("UnscopedEnum", Target::Enum),
    ("Flags", Target::Enum),
    ("unroll", Target::Loop),
    ("ForceUnroll", Target::Loop),
    ("loop", Target::Loop),
    ("fastopt", Target::Loop),
    ("allow_uav_condition", Target::Loop),
    ("MaxIters", Target::Loop),
    ("flatten", Target::If),
    ("branch", Target::IfOrSwitch),
    ("forcecase", Target::Switch),
    ("call", Target::Switch),
];

/// Whether `name` (as written: `vk::location`) is one of the core-module
/// attributes this table places.
pub(super) fn is_core_attribute(name: &str) -> bool {
    let name = name.replace("::", "_");
    TARGETS.iter().any(|(n, _)| *n == name)
}

/// `vk_location`-style names of the attributes GLSL's `layout(...)`
/// becomes (`parser/glsl.rs`), whose placement GLSL's own rules decide.
fn from_glsl_layout(name: &str) -> bool {
    name.starts_with("vk_")
}

fn applies(target: Target, syntax: Syntax) -> bool {
    match target {
        Target::FunctionBase => matches!(syntax, Syntax::Func | Syntax::Init | Syntax::Accessor),
        Target::Func => syntax == Syntax::Func,
        Target::Accessor => syntax == Syntax::Accessor,
        Target::Var => syntax == Syntax::Var,
        Target::AggType => matches!(syntax, Syntax::Aggregate(_) | Syntax::Enum | Syntax::AssociatedType),
        Target::Struct => syntax == Syntax::Aggregate(AggregateKind::Struct),
        Target::Interface => syntax == Syntax::Aggregate(AggregateKind::Interface),
        Target::Enum => syntax == Syntax::Enum,
        Target::Loop => syntax == Syntax::Loop,
        Target::If => syntax == Syntax::If,
        Target::Switch => syntax == Syntax::Switch,
        Target::IfOrSwitch => matches!(syntax, Syntax::If | Syntax::Switch),
    }
}

fn decl_syntax(kind: &DeclKind) -> Syntax {
    match kind {
        DeclKind::Func { .. } => Syntax::Func,
        DeclKind::Init { .. } => Syntax::Init,
        DeclKind::Accessor { .. } => Syntax::Accessor,
        DeclKind::Var { .. }
        | DeclKind::Param { .. }
        | DeclKind::CBuffer { .. }
        | DeclKind::GenericValueParam { .. } => Syntax::Var,
        DeclKind::Aggregate { kind, .. } => Syntax::Aggregate(*kind),
        DeclKind::Enum { .. } => Syntax::Enum,
        DeclKind::AssociatedType { .. } => Syntax::AssociatedType,
        _ => Syntax::OtherDecl,
    }
}

impl Checker<'_> {
    /// Every builtin attribute of the current unit on a declaration or a
    /// statement it does not target.
    pub(super) fn check_attribute_targets(&mut self) {
        let ast = self.user;
        let mut misplaced: Vec<(Span, String)> = Vec::new();
        let mut check = |attrs: &[Attribute], syntax: Syntax, glsl: bool| {
            for a in attrs {
                let name = a.name.replace("::", "_");
                let Some(&(_, target)) = TARGETS.iter().find(|(n, _)| *n == name) else {
                    continue;
                };
                let layout_placed = glsl && from_glsl_layout(&name);
                if !layout_placed && !applies(target, syntax) {
                    misplaced.push((a.span, a.name.clone()));
                }
            }
        };
        for decl in &ast.decls {
            check(&decl.modifiers.attributes, decl_syntax(&decl.kind), ast.glsl);
        }
        for stmt in &ast.stmts {
            if stmt.attributes.is_empty() {
                continue;
            }
            let syntax = match &stmt.kind {
                StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } => Syntax::Loop,
                StmtKind::If { .. } => Syntax::If,
                StmtKind::Switch { .. } => Syntax::Switch,
                StmtKind::Decl(decls) => match decls.first() {
                    Some(&d) => decl_syntax(&ast.decl(d).kind),
                    None => continue,
                },
                // What a label or a compile-time loop passes its attributes
                // to is not modelled: not checked.
                StmtKind::Labeled { .. } | StmtKind::CompileTimeFor { .. } | StmtKind::Error => continue,
                _ => Syntax::OtherStmt,
            };
            check(&stmt.attributes, syntax, ast.glsl);
        }
        for (span, name) in misplaced {
            let msg = format!("invalid attribute placement: attribute '{name}' is not valid here");
            self.error(E_ATTRIBUTE_NOT_APPLICABLE, span, msg);
        }
    }
}
