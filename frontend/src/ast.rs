//! The syntax tree of a Slang source unit, as the parser leaves it for
//! semantic checking.
//!
//! Nodes live in four index arenas ([`Ast::exprs`], [`Ast::stmts`],
//! [`Ast::decls`], [`Ast::types`]) and refer to each other by `u32`
//! handles, so that sema can keep its results (resolved names, types,
//! overload choices) in side tables keyed by handle. Every node has a
//! [`Span`]. Names stay plain `String`s; sema interns them.
//!
//! The tree is purely syntactic: the parser resolves no names, so several
//! nodes carry a documented guess that sema may overturn (a bare name in a
//! generic argument list is recorded as a type, `(T)x` as a cast). After a
//! syntax error the tree stays complete: the missing piece is an `Error`
//! node (`ExprKind::Error`, `StmtKind::Error`, `TypeKind::Error`) whose
//! diagnostic was already reported, so sema skips it silently.
//!
//! [`dump`] prints the tree as compact S-expressions for tests.

use crate::source::Span;
use std::fmt::Write;

macro_rules! handle {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}

handle! {
    /// An expression in [`Ast::exprs`].
    ExprId;
    /// A statement in [`Ast::stmts`].
    StmtId;
    /// A declaration in [`Ast::decls`].
    DeclId;
    /// A type expression in [`Ast::types`].
    TypeId;
}

/// One parsed source unit: the arenas and the top-level declarations.
///
/// Walk the tree from [`Ast::roots`]. After a parse without diagnostics
/// every node is reachable from there; after errors the arenas may also
/// hold pieces of declarations the parser dropped. The declarators of one
/// declaration (`float a, b[2];`) share their base type and their
/// attribute and modifier arguments.
#[derive(Clone, Debug, Default)]
pub struct Ast {
    pub exprs: Vec<Expr>,
    pub stmts: Vec<Stmt>,
    pub decls: Vec<Decl>,
    pub types: Vec<TypeExpr>,
    /// Top-level declarations in source order.
    pub roots: Vec<DeclId>,
    /// The language version `#language` selected (`2026`, `202c`), if any.
    pub language: Option<String>,
    /// GLSL syntax is accepted (`-allow-glsl` or `#version`).
    pub glsl: bool,
    /// The file says `import glsl;`: GLSL's operators (`==` of vectors is
    /// one bool) apply in it, as in GLSL mode.
    pub imports_glsl: bool,
    /// Where a bracketed attribute list followed `struct`/`class`
    /// (`struct [attr] S`) instead of preceding it: deprecated placement
    /// the checker diagnoses by language version.
    pub late_attribute_lists: Vec<Span>,
    /// GLSL: the sizes of `layout(local_size_x = X, ...) in;`, the
    /// workgroup size of a compute entry point without `[numthreads]`.
    pub glsl_local_size: Option<[ExprId; 3]>,
    /// GLSL: the instance names of `buffer` blocks declared so far, each
    /// with the name of its one member when that is an unsized array
    /// (the instance is then that array's buffer).
    pub glsl_blocks: Vec<(String, Option<String>)>,
    /// GLSL: the members of blocks declared without an instance name,
    /// each with the hidden instance's name.
    pub glsl_block_members: Vec<(String, String)>,
    /// GLSL: the ray-tracing globals declared so far (`layout(location = 0)
    /// rayPayloadEXT vec4 payload;`): their storage (`ray_payload`,
    /// `incoming_ray_payload`, `hit_attribute`, `callable_data`,
    /// `incoming_callable_data`, `hit_object_attribute`), their location
    /// (if written as a literal) and their name.
    pub glsl_ray_globals: Vec<(&'static str, Option<u128>, String)>,
}

impl Ast {
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.index()]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id.index()]
    }
    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id.index()]
    }
    pub fn ty(&self, id: TypeId) -> &TypeExpr {
        &self.types[id.index()]
    }
    pub fn add_expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.exprs.push(Expr { kind, span });
        ExprId(self.exprs.len() as u32 - 1)
    }
    pub fn add_stmt(&mut self, kind: StmtKind, attributes: Vec<Attribute>, span: Span) -> StmtId {
        self.stmts.push(Stmt { kind, attributes, span });
        StmtId(self.stmts.len() as u32 - 1)
    }
    pub fn add_decl(&mut self, kind: DeclKind, modifiers: Modifiers, span: Span) -> DeclId {
        self.decls.push(Decl { kind, modifiers, span });
        DeclId(self.decls.len() as u32 - 1)
    }
    pub fn add_type(&mut self, kind: TypeKind, span: Span) -> TypeId {
        self.types.push(TypeExpr { kind, span });
        TypeId(self.types.len() as u32 - 1)
    }
}

/// A name as written, with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

// ---------------------------------------------------------------------------
// Modifiers, attributes, semantics
// ---------------------------------------------------------------------------

/// A bracketed attribute: `[numthreads(8, 1, 1)]`, `[mutating]`,
/// `[[vk::binding(0, 1)]]`. Arguments are ordinary expressions; which
/// attributes exist and what their arguments mean is sema's business.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    /// The name with its scope, joined by `::` (`"vk::binding"`).
    pub name: String,
    pub args: Vec<ExprId>,
    /// From the name to the closing parenthesis (or the name alone).
    pub span: Span,
}

/// A keyword modifier such as `static` or `inout`.
#[derive(Clone, Debug, PartialEq)]
pub struct Modifier {
    pub kind: ModifierKind,
    pub span: Span,
}

/// The keyword modifiers the parser knows. The parser recognises them by
/// spelling (the lexer has no keywords); [`ModifierKind::text`] gives the
/// spelling back.
#[derive(Clone, Debug, PartialEq)]
pub enum ModifierKind {
    /// `unorm` / `snorm` on a float type (`RWTexture2D<unorm float4>`): a
    /// texture's normalized image format; buffers and uniforms lay the
    /// type out as the float type itself.
    Unorm,
    Snorm,
    Static,
    Const,
    Uniform,
    Groupshared,
    /// `shared` (an HLSL effect-framework spelling).
    Shared,
    Extern,
    Export,
    /// `__exported`, as in `__exported import m;`.
    Exported,
    Public,
    Private,
    Internal,
    In,
    Out,
    InOut,
    Ref,
    ConstRef,
    RowMajor,
    ColumnMajor,
    NoInterpolation,
    NoPerspective,
    /// `pervertex`: a fragment input read at each vertex (GetAttributeAtVertex).
    PerVertex,
    Linear,
    Centroid,
    Sample,
    Precise,
    Volatile,
    GloballyCoherent,
    Inline,
    Override,
    /// `__prefix` / `__postfix` select the form of an `operator++` declaration.
    Prefix,
    Postfix,
    NoDiff,
    /// Geometry-shader input primitive qualifiers.
    Point,
    Line,
    Triangle,
    LineAdj,
    TriangleAdj,
    /// Mesh-shader output qualifiers.
    Vertices,
    Indices,
    Primitives,
    Payload,
    /// `dynamic_uniform`: the value must be the same across the
    /// invocation group (checked by `check-uniformity`).
    DynamicUniform,
    /// GLSL-style `layout(binding = 0, set = 1)`; each argument is an
    /// expression (`binding = 0` is an assignment expression).
    Layout(Vec<ExprId>),
    /// A core-module modifier spelled with two leading underscores and
    /// optional arguments: `__intrinsic_op(...)`, `__target_intrinsic(...)`,
    /// `__glsl_extension(...)`, `__spirv_version(...)`, `__builtin`, ...
    Builtin {
        name: String,
        args: Vec<ExprId>,
    },
}

impl ModifierKind {
    /// The keyword as written (for `Builtin`, its name).
    pub fn text(&self) -> &str {
        use ModifierKind::*;
        match self {
            Unorm => "unorm",
            Snorm => "snorm",
            Static => "static",
            Const => "const",
            Uniform => "uniform",
            Groupshared => "groupshared",
            Shared => "shared",
            Extern => "extern",
            Export => "export",
            Exported => "__exported",
            Public => "public",
            Private => "private",
            Internal => "internal",
            In => "in",
            Out => "out",
            InOut => "inout",
            Ref => "ref",
            ConstRef => "constref",
            RowMajor => "row_major",
            ColumnMajor => "column_major",
            NoInterpolation => "nointerpolation",
            NoPerspective => "noperspective",
            PerVertex => "pervertex",
            Linear => "linear",
            Centroid => "centroid",
            Sample => "sample",
            Precise => "precise",
            Volatile => "volatile",
            GloballyCoherent => "globallycoherent",
            Inline => "inline",
            Override => "override",
            Prefix => "__prefix",
            Postfix => "__postfix",
            NoDiff => "no_diff",
            Point => "point",
            Line => "line",
            Triangle => "triangle",
            LineAdj => "lineadj",
            TriangleAdj => "triangleadj",
            Vertices => "vertices",
            Indices => "indices",
            Primitives => "primitives",
            Payload => "payload",
            DynamicUniform => "dynamic_uniform",
            Layout(_) => "layout",
            Builtin { name, .. } => name,
        }
    }
}

/// Attributes and keyword modifiers in front of a declaration.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Modifiers {
    pub attributes: Vec<Attribute>,
    pub keywords: Vec<Modifier>,
}

impl Modifiers {
    pub fn is_empty(&self) -> bool {
        self.attributes.is_empty() && self.keywords.is_empty()
    }
    /// Whether a keyword modifier of this kind is present (for the
    /// argument-less kinds).
    pub fn has(&self, kind: &ModifierKind) -> bool {
        self.keywords.iter().any(|m| &m.kind == kind)
    }
}

/// What follows a `:` after a declarator, a parameter, a function's
/// parameter list or a `cbuffer` name.
#[derive(Clone, Debug, PartialEq)]
pub struct Semantic {
    pub kind: SemanticKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SemanticKind {
    /// `: SV_DispatchThreadID`, `: TEXCOORD0`.
    Name(Ident),
    /// `: register(u0)`, `: register(t1, space2)`.
    Register { slot: Ident, space: Option<Ident> },
    /// `: packoffset(c0.y)`.
    PackOffset { register: Ident, component: Option<Ident> },
    /// `uint flags : 4;`: a bit field's width in bits.
    BitWidth(u128),
    /// `: read(caller, closesthit)` / `: write(miss)`: a ray payload
    /// field's access qualifier (D3D12's payload access qualifiers, shader
    /// model 6.7). They restrict which stages may read or write the field;
    /// Vulkan has no such notion, so the SPIR-V target's code does not
    /// depend on them.
    PayloadAccess { write: bool, stages: Vec<Ident> },
}

// ---------------------------------------------------------------------------
// Generics
// ---------------------------------------------------------------------------

/// `<T : IFoo = Bar, let N : int = 4>`, or the list of a `__generic<...>`
/// prefix. Each parameter is a [`DeclKind::GenericTypeParam`] or
/// [`DeclKind::GenericValueParam`] declaration, so name lookup finds them
/// like any other declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct GenericParams {
    pub params: Vec<DeclId>,
    pub span: Span,
}

/// One `where` clause: `where T : IFoo, IBar`, `where T.A == int`,
/// `where optional T : IFoo`.
#[derive(Clone, Debug, PartialEq)]
pub struct WhereClause {
    pub subject: TypeId,
    pub constraint: Constraint,
    pub optional: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Constraint {
    /// `T : IFoo, IBar`
    Conforms(Vec<TypeId>),
    /// `T == U`
    Equals(TypeId),
    /// `T(U)` / `T(U) implicit`: `T` can be constructed (implicitly)
    /// from a `U`.
    Coercible { from: TypeId, implicit: bool },
    /// `countof(P) == N` (the clause's subject is `countof`): pack `P`
    /// has `N` elements.
    CountIs { pack: TypeId, count: ExprId },
}

/// A generic argument (or `sizeof` operand), which may be a type or a
/// value. The parser records anything that is spelled like a type (names,
/// `A.B`, `Foo<...>`, arrays) as `Type` and everything else as `Expr`; a
/// bare name such as `N` in `Foo<N>` is therefore a `Type`, and sema turns
/// it into a value when `N` names one.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum TypeOrExpr {
    Type(TypeId),
    Expr(ExprId),
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeKind,
    pub span: Span,
}

/// The name the parser gives the global scope in `::f()` and `::Foo`: a
/// namespace (no identifier can spell it) whose members are the global
/// items.
pub const GLOBAL_SCOPE: &str = "::";

/// The prefix of the name the parser gives an anonymous `enum { ... }`,
/// whose cases are constants of the enclosing scope.
pub const ANONYMOUS_ENUM: &str = "__AnonymousEnum";

/// How a member is reached: `a.b`, `A::B` or `p->b`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemberSep {
    Dot,
    ColonColon,
    Arrow,
}

impl MemberSep {
    pub fn text(self) -> &'static str {
        match self {
            MemberSep::Dot => ".",
            MemberSep::ColonColon => "::",
            MemberSep::Arrow => "->",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    /// `float`, `float3`, `int2x2`, `RWStructuredBuffer`, `T`: builtin type
    /// names are ordinary names that sema resolves in the core module.
    Name(String),
    /// `This`, the conforming type inside an interface or extension.
    This,
    /// `A.B` or `A::B`.
    Member {
        base: TypeId,
        name: Ident,
        sep: MemberSep,
    },
    /// `vector<float, 3>`, `Foo<T, 4>`.
    Specialize {
        base: TypeId,
        args: Vec<TypeOrExpr>,
    },
    /// `T[N]`, or `T[]` with `len: None`. `T[2][3]` is an array of three
    /// `T[2]`, as in Slang.
    Array {
        elem: TypeId,
        len: Option<ExprId>,
    },
    /// `T*`.
    Pointer(TypeId),
    /// `expand X`: the types of pack `X`'s elements, one per element (a
    /// variadic parameter's type, generic arguments).
    Expand(TypeId),
    /// `each T`: the current element of type pack `T` inside an `expand`.
    Each(TypeId),
    /// `IFoo & IBar`: a conjunction of interfaces (constraints, bases,
    /// type aliases).
    Conjunction(Vec<TypeId>),
    /// Keyword modifiers written inside a type where no declaration can
    /// hold them: `(const int)x`, `Foo<row_major float4x4>`.
    Modified {
        modifiers: Vec<Modifier>,
        inner: TypeId,
    },
    Error,
}

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// Prefix `*p`.
    Deref,
    /// Prefix `&x`.
    AddrOf,
}

impl UnaryOp {
    pub fn text(self) -> &'static str {
        match self {
            UnaryOp::Neg => "-",
            UnaryOp::Plus => "+",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::PreInc => "pre++",
            UnaryOp::PreDec => "pre--",
            UnaryOp::PostInc => "post++",
            UnaryOp::PostDec => "post--",
            UnaryOp::Deref => "deref",
            UnaryOp::AddrOf => "addr",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    /// `a, b` (the C comma operator of Slang 2025 and earlier; it only
    /// appears in expression statements and `for` steps).
    Comma,
    LogOr,
    LogAnd,
    BitOr,
    BitXor,
    BitAnd,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl BinaryOp {
    pub fn text(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Comma => ",",
            LogOr => "||",
            LogAnd => "&&",
            BitOr => "|",
            BitXor => "^",
            BitAnd => "&",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Shl => "<<",
            Shr => ">>",
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal with its suffix (`u`, `l`, `ull`, ...); `decimal`
    /// is false for hexadecimal, binary and octal ones.
    Int {
        value: u128,
        suffix: String,
        decimal: bool,
    },
    /// A floating-point literal with its suffix (`f`, `h`, `l`, `lf`).
    Float {
        value: f64,
        suffix: String,
    },
    Bool(bool),
    /// A string literal; adjacent literals are already concatenated.
    String(String),
    /// A name: a variable, function, type (`float3(...)`), namespace...
    Name(String),
    /// `this`
    This,
    /// `This`
    ThisType,
    /// `a.b` (also swizzles), `A::b`, `p->b`.
    Member {
        base: ExprId,
        name: Ident,
        sep: MemberSep,
    },
    /// Explicit generic arguments: `f<int>`, `Foo<T, 3>`.
    Specialize {
        base: ExprId,
        args: Vec<TypeOrExpr>,
    },
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `a = b`, or a compound assignment `a += b` with `op: Some(Add)`.
    Assign {
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `c ? a : b`
    Cond {
        cond: ExprId,
        then: ExprId,
        else_: ExprId,
    },
    /// `(T)x`. The parser decides cast-or-parenthesis without name lookup
    /// (see the parser's module docs); sema reinterprets a "cast" whose
    /// type names a value as a call or parenthesised expression.
    Cast {
        ty: TypeId,
        operand: ExprId,
    },
    /// `x is IFoo`
    Is {
        operand: ExprId,
        ty: TypeId,
    },
    /// `x as IFoo`
    As {
        operand: ExprId,
        ty: TypeId,
    },
    /// `{1, 2, {3}}`
    InitList(Vec<ExprId>),
    /// `let x = e` as the condition of an `if`: true when the `Optional`
    /// `e` holds a value, which `x` names in the `then` arm.
    Let {
        name: Ident,
        init: ExprId,
    },
    /// `sizeof(T)`, `sizeof(x)`, `sizeof(T, Layout)` (the size under a
    /// buffer data layout such as `Std430DataLayout`).
    SizeOf(TypeOrExpr, Option<TypeId>),
    AlignOf(TypeOrExpr, Option<TypeId>),
    /// `spirv_asm { inst; inst; ... }`: inline SPIR-V instructions.
    SpirvAsm(Vec<AsmInst>),
    /// `expand e`: `e` once per element of the packs it names with `each`
    /// (a statement, or call arguments spliced in order).
    Expand(ExprId),
    /// `each x`: the current element of pack `x` inside an `expand`.
    Each(ExprId),
    /// `try call`: calls a `throws` function; an error it throws goes on
    /// to the innermost `catch` of its type, else out of the function.
    Try(ExprId),
    /// `(int x) => x * 2` / `(int x) => { ... }`: a lambda, parsed as the
    /// `operator()` of an anonymous struct (`func`, a [`DeclKind::Func`]
    /// without a return type: sema infers it from the body; an expression
    /// body is a block holding `return expr;`).
    Lambda {
        func: DeclId,
    },
    /// The empty index list of `s[]` (a subscript that takes no index);
    /// only an [`ExprKind::Index`]'s `index` holds it.
    NoIndex,
    Error,
}

/// One instruction of a `spirv_asm` block: `%id : T = OpXxx a b`, or the
/// positional form `OpXxx T %id a b` (the result type and id are then
/// among the operands, where the instruction's grammar puts them).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmInst {
    /// `%id` or `result` before `=`.
    pub result: Option<AsmOperand>,
    /// The type after `:` in the assignment form.
    pub ty: Option<AsmOperand>,
    /// `OpIAdd`, or a pseudo-instruction (`__truncate`).
    pub opcode: Ident,
    pub operands: Vec<AsmOperand>,
    pub span: Span,
}

/// An operand of a `spirv_asm` instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum AsmOperand {
    /// `%name`: an id local to the block.
    Id(String),
    /// `result`: the block's value.
    Result,
    /// `$x`, `$(expr)`: the value of a Slang expression.
    Value(ExprId),
    /// `&x`: the address of a Slang l-value.
    Addr(ExprId),
    /// `$$T`: the id of a Slang type.
    Type(TypeId),
    /// `__sampledType(T)`: a 4-vector of T's element type.
    SampledType(TypeId),
    /// An integer literal (with its sign).
    Int(i128),
    /// A float literal.
    Float(f64),
    /// A string literal.
    Str(String),
    /// Enumerants and literals joined by `|` (`AcquireRelease | 0x40`); one
    /// alone is a one-element list.
    Names(Vec<AsmName>),
}

/// A word of a `|`-joined operand.
#[derive(Clone, Debug, PartialEq)]
pub enum AsmName {
    Name(String),
    Int(u128),
}

// ---------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    /// `[unroll]`, `[MaxIters(4)]`, `[branch]`, ...
    pub attributes: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Block(Vec<StmtId>),
    /// Local declarations: every declarator of `float a = 1, b;` is one
    /// declaration; local types and functions are accepted too.
    Decl(Vec<DeclId>),
    Expr(ExprId),
    /// `;`
    Empty,
    If {
        cond: ExprId,
        then: StmtId,
        else_: Option<StmtId>,
    },
    /// `init` is a declaration or expression statement.
    /// `$for (i in Range(start, end)) body`: the body once per value of
    /// `i` from `start` to `end - 1`, unrolled at compile time with `i` a
    /// constant (`Range(end)` starts at 0).
    CompileTimeFor {
        var: Ident,
        range: Vec<ExprId>,
        body: StmtId,
    },
    For {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    /// Cases in source order; a case whose body does not end in `break`
    /// falls through, as written.
    Switch {
        value: ExprId,
        cases: Vec<SwitchCase>,
    },
    /// `__target_switch { case hlsl: ... default: ... }`; the labels are
    /// [`CaseLabel::Target`] or [`CaseLabel::Default`].
    TargetSwitch {
        cases: Vec<SwitchCase>,
    },
    Break,
    /// `break label;`: leaves the loop or switch labelled `label`.
    BreakLabel(Ident),
    Continue,
    /// `label: stmt` (a loop or switch that `break label;` leaves).
    Labeled {
        label: Ident,
        stmt: StmtId,
    },
    Return(Option<ExprId>),
    Discard,
    /// `defer stmt`: runs `stmt` when control leaves the enclosing scope.
    Defer(StmtId),
    /// `throw e;`: leaves to the innermost `catch` of `e`'s type, else
    /// out of the (`throws`) function.
    Throw(ExprId),
    /// `do body catch (e: E) h1 ... catch h`: an error thrown in `body`
    /// (by `throw` or a `try` call) runs the first handler of its type.
    DoCatch {
        body: StmtId,
        catches: Vec<Catch>,
    },
    /// `__intrinsic_asm "...";`
    IntrinsicAsm(String),
    Error,
}

/// One `catch` of a `do ... catch`: `catch (name: Type) body`, or a bare
/// `catch body` that takes every error.
#[derive(Clone, Debug, PartialEq)]
pub struct Catch {
    pub binding: Option<(Ident, TypeId)>,
    pub body: StmtId,
    pub span: Span,
}

/// Labels followed by statements: `case 1: case 2: a(); b();`.
#[derive(Clone, Debug, PartialEq)]
pub struct SwitchCase {
    pub labels: Vec<CaseLabel>,
    pub body: Vec<StmtId>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CaseLabel {
    Value(ExprId),
    /// A target name in `__target_switch`: `hlsl`, `spirv`, `glsl`, ...
    Target(Ident),
    Default(Span),
}

// ---------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    pub kind: DeclKind,
    pub modifiers: Modifiers,
    pub span: Span,
}

impl Decl {
    /// The declared name, for the declarations that have one.
    pub fn name(&self) -> Option<&Ident> {
        use DeclKind::*;
        match &self.kind {
            Var { name, .. }
            | Aggregate { name, .. }
            | Enum { name, .. }
            | EnumCase { name, .. }
            | TypeAlias { name, .. }
            | AssociatedType { name, .. }
            | Property { name, .. }
            | GenericTypeParam { name, .. }
            | GenericValueParam { name, .. } => Some(name),
            Func { name: FuncName::Ident(name), .. } => Some(name),
            CBuffer { name, .. } => name.as_ref(),
            Param { name, .. } => name.as_ref(),
            _ => None,
        }
    }
}

/// A module named by a dotted path (`a.b`) or a file (`"x.slang"`).
#[derive(Clone, Debug, PartialEq)]
pub enum ModuleRef {
    Path(Vec<Ident>),
    File { path: String, span: Span },
}

/// How a variable was introduced.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarStyle {
    /// `float x;` (mutable unless `const`).
    CStyle,
    /// `let x = ...;` (immutable).
    Let,
    /// `var x = ...;` (mutable).
    Var,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AggregateKind {
    Struct,
    Class,
    Interface,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BufferKind {
    CBuffer,
    TBuffer,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AccessorKind {
    Get,
    Set,
    Ref,
}

/// A function's name: an identifier, or `operator` and an operator
/// (`"+"`, `"()"`, `"[]"`, ...).
#[derive(Clone, Debug, PartialEq)]
pub enum FuncName {
    Ident(Ident),
    Operator { op: String, span: Span },
}

/// The prefix the parser gives a scalar `constexpr` parameter (`constexpr
/// int v` becomes `__constexpr_arg_v`): its argument's constant binds the
/// implicit generic value parameter `v` that the body sees.
pub const CONSTEXPR_ARG: &str = "__constexpr_arg_";

/// Generic parameters, value parameters and `where` clauses of a function,
/// initializer or subscript.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Signature {
    pub generics: Option<GenericParams>,
    /// [`DeclKind::Param`] declarations.
    pub params: Vec<DeclId>,
    pub where_clauses: Vec<WhereClause>,
    /// `throws E`: the error type the function may throw.
    pub throws: Option<TypeId>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DeclKind {
    /// `import a.b;` (`__exported import` has the `Exported` modifier).
    Import(ModuleRef),
    /// `__include a.b;` / `__include "x.slang";`
    Include(ModuleRef),
    /// `module name;`
    Module(ModuleRef),
    /// `implementing name;`
    Implementing(ModuleRef),
    /// `namespace A.B { ... }`
    Namespace {
        path: Vec<Ident>,
        members: Vec<DeclId>,
    },
    /// `using A.B;` / `using namespace A;`
    Using {
        path: Vec<Ident>,
    },
    /// A variable, field, global shader parameter or constant. `ty` is
    /// `None` only for `let`/`var` with an inferred type; declarator array
    /// dimensions (`float a[4][2]`) are already folded into `ty`.
    Var {
        style: VarStyle,
        name: Ident,
        ty: Option<TypeId>,
        init: Option<ExprId>,
        semantics: Vec<Semantic>,
    },
    /// A function parameter. `name` is `None` in prototypes such as
    /// `float f(float);`; `ty` is `None` only for accessor parameters such
    /// as `set(v)`, whose type is the property's.
    Param {
        name: Option<Ident>,
        ty: Option<TypeId>,
        default: Option<ExprId>,
        semantics: Vec<Semantic>,
    },
    /// A function, C-style (`float4 main() : SV_Target`, `ret` always
    /// `Some`) or `func name(...) -> T` (`ret` is `None` without `->`).
    /// `body` is `None` for a declaration ending in `;`.
    Func {
        name: FuncName,
        sig: Signature,
        ret: Option<TypeId>,
        semantics: Vec<Semantic>,
        body: Option<StmtId>,
    },
    /// `__init(...)`
    Init {
        sig: Signature,
        body: Option<StmtId>,
    },
    /// `__subscript(int i) -> T { get; set; }`; `accessors` is `None` when
    /// the declaration ends in `;`.
    Subscript {
        sig: Signature,
        ret: TypeId,
        accessors: Option<Vec<DeclId>>,
    },
    /// `property p : T { get {...} set(v) {...} }` or `property T p;`;
    /// `accessors` is `None` when the declaration ends in `;`.
    Property {
        name: Ident,
        ty: TypeId,
        accessors: Option<Vec<DeclId>>,
    },
    /// `get`, `set(v)` or `ref` inside a property or subscript.
    Accessor {
        kind: AccessorKind,
        params: Vec<DeclId>,
        body: Option<StmtId>,
    },
    /// `struct`, `class` or `interface`. `members` is `None` for a forward
    /// declaration `struct S;`.
    Aggregate {
        kind: AggregateKind,
        name: Ident,
        generics: Option<GenericParams>,
        bases: Vec<TypeId>,
        where_clauses: Vec<WhereClause>,
        members: Option<Vec<DeclId>>,
    },
    /// `enum E : int { A, B = 3 }`; the cases are [`DeclKind::EnumCase`].
    Enum {
        name: Ident,
        bases: Vec<TypeId>,
        cases: Vec<DeclId>,
        /// `enum class`: its cases are never visible unqualified.
        scoped: bool,
    },
    EnumCase {
        name: Ident,
        value: Option<ExprId>,
    },
    /// `typedef T N;` and `typealias N<...> = T;`
    TypeAlias {
        name: Ident,
        generics: Option<GenericParams>,
        ty: TypeId,
    },
    /// `associatedtype A : IFoo where ...;` in an interface.
    AssociatedType {
        name: Ident,
        bases: Vec<TypeId>,
        where_clauses: Vec<WhereClause>,
    },
    /// `extension<T : IFoo> Vec<T> : IBar where ... { ... }`
    Extension {
        generics: Option<GenericParams>,
        target: TypeId,
        bases: Vec<TypeId>,
        where_clauses: Vec<WhereClause>,
        members: Vec<DeclId>,
    },
    /// `cbuffer Name : register(b0) { fields }`.
    CBuffer {
        kind: BufferKind,
        name: Option<Ident>,
        semantics: Vec<Semantic>,
        members: Vec<DeclId>,
    },
    /// `T : IFoo = Default`, `each T`, `typename T`.
    GenericTypeParam {
        name: Ident,
        constraint: Option<TypeId>,
        default: Option<TypeId>,
        pack: bool,
    },
    /// `let N : int = 4`, `int N`, `let each N : int`.
    GenericValueParam {
        name: Ident,
        ty: TypeId,
        default: Option<ExprId>,
        pack: bool,
    },
}

// ---------------------------------------------------------------------------
// Dump
// ---------------------------------------------------------------------------

/// The tree as compact S-expressions, one top-level declaration per line,
/// for tests that state the expected shape by hand.
///
/// Types print as source (`vector<float, 3>`, `float[4]`, `A.B`), generic
/// value arguments and array lengths as expressions. Expressions print as
/// `(op operands...)`: `(+ a b)`, `(= x 1)`, `(+= x 1)`, `(call f a)`,
/// `(index a i)`, `(. v x)`, `(:: A b)`, `(<> f int 3)`, `(cast float x)`,
/// `(? c a b)`, `(is x IFoo)`, `(pre++ i)`, `{1 2}`; literals and names as
/// written. Declarations print their header like source, inside
/// parentheses, followed by members or body: `(var static const N : int = 4)`,
/// `(func main(uint3 id : SV_DispatchThreadID) -> void (block ...))`,
/// `(struct S<T : IFoo> : IBar (var x : T))`. Attributes print as
/// `[name(args)]` before modifiers; errors as `<error>`.
pub fn dump(ast: &Ast) -> String {
    let mut p = Printer { ast, out: String::new() };
    for &d in &ast.roots {
        p.decl(d);
        p.out.push('\n');
    }
    p.out
}

/// One expression in the [`dump`] notation.
pub fn dump_expr(ast: &Ast, e: ExprId) -> String {
    let mut p = Printer { ast, out: String::new() };
    p.expr(e);
    p.out
}

/// One statement in the [`dump`] notation.
pub fn dump_stmt(ast: &Ast, s: StmtId) -> String {
    let mut p = Printer { ast, out: String::new() };
    p.stmt(s);
    p.out
}

/// One type in the [`dump`] notation.
pub fn dump_type(ast: &Ast, t: TypeId) -> String {
    let mut p = Printer { ast, out: String::new() };
    p.ty(t);
    p.out
}

struct Printer<'a> {
    ast: &'a Ast,
    out: String,
}

impl Printer<'_> {
    fn word(&mut self, w: &str) {
        self.out.push_str(w);
    }

    fn list<T: Copy>(&mut self, items: &[T], sep: &str, mut f: impl FnMut(&mut Self, T)) {
        for (i, &item) in items.iter().enumerate() {
            if i > 0 {
                self.word(sep);
            }
            f(self, item);
        }
    }

    fn ty(&mut self, id: TypeId) {
        match &self.ast.ty(id).kind {
            TypeKind::Name(n) => self.word(n),
            TypeKind::This => self.word("This"),
            TypeKind::Member { base, name, sep } => {
                self.ty(*base);
                self.word(sep.text());
                self.word(&name.name);
            }
            TypeKind::Specialize { base, args } => {
                self.ty(*base);
                self.word("<");
                self.list(args, ", ", |p, a| p.type_or_expr(a));
                self.word(">");
            }
            TypeKind::Array { elem, len } => {
                self.ty(*elem);
                self.word("[");
                if let Some(len) = len {
                    self.expr(*len);
                }
                self.word("]");
            }
            TypeKind::Pointer(inner) => {
                self.ty(*inner);
                self.word("*");
            }
            TypeKind::Conjunction(parts) => self.list(parts, " & ", |p, t| p.ty(t)),
            TypeKind::Modified { modifiers, inner } => {
                for m in modifiers {
                    self.modifier(m);
                    self.word(" ");
                }
                self.ty(*inner);
            }
            TypeKind::Expand(inner) => {
                self.word("expand ");
                self.ty(*inner);
            }
            TypeKind::Each(inner) => {
                self.word("each ");
                self.ty(*inner);
            }
            TypeKind::Error => self.word("<error>"),
        }
    }

    fn type_or_expr(&mut self, a: TypeOrExpr) {
        match a {
            TypeOrExpr::Type(t) => self.ty(t),
            TypeOrExpr::Expr(e) => self.expr(e),
        }
    }

    fn expr(&mut self, id: ExprId) {
        match &self.ast.expr(id).kind {
            ExprKind::Int { value, suffix, .. } => {
                let _ = write!(self.out, "{value}{suffix}");
            }
            ExprKind::Float { value, suffix } => {
                let _ = write!(self.out, "{value:?}{suffix}");
            }
            ExprKind::Bool(b) => {
                let _ = write!(self.out, "{b}");
            }
            ExprKind::String(s) => {
                let _ = write!(self.out, "{s:?}");
            }
            ExprKind::Name(n) => self.word(n),
            ExprKind::This => self.word("this"),
            ExprKind::ThisType => self.word("This"),
            ExprKind::Member { base, name, sep } => {
                let _ = write!(self.out, "({} ", sep.text());
                self.expr(*base);
                let _ = write!(self.out, " {})", name.name);
            }
            ExprKind::Specialize { base, args } => {
                self.word("(<> ");
                self.expr(*base);
                for &a in args {
                    self.word(" ");
                    self.type_or_expr(a);
                }
                self.word(")");
            }
            ExprKind::Call { callee, args } => {
                self.word("(call ");
                self.expr(*callee);
                for &a in args {
                    self.word(" ");
                    self.expr(a);
                }
                self.word(")");
            }
            ExprKind::Index { base, index } => self.node("index", &[*base, *index]),
            ExprKind::Unary { op, operand } => self.node(op.text(), &[*operand]),
            ExprKind::Binary { op, lhs, rhs } => self.node(op.text(), &[*lhs, *rhs]),
            ExprKind::Assign { op, lhs, rhs } => {
                let name = match op {
                    Some(op) => format!("{}=", op.text()),
                    None => "=".to_string(),
                };
                self.node(&name, &[*lhs, *rhs]);
            }
            ExprKind::Cond { cond, then, else_ } => self.node("?", &[*cond, *then, *else_]),
            ExprKind::Cast { ty, operand } => {
                self.word("(cast ");
                self.ty(*ty);
                self.word(" ");
                self.expr(*operand);
                self.word(")");
            }
            ExprKind::Is { operand, ty } | ExprKind::As { operand, ty } => {
                let op = if matches!(self.ast.expr(id).kind, ExprKind::Is { .. }) { "is" } else { "as" };
                let _ = write!(self.out, "({op} ");
                self.expr(*operand);
                self.word(" ");
                self.ty(*ty);
                self.word(")");
            }
            ExprKind::InitList(items) => {
                self.word("{");
                self.list(items, " ", |p, e| p.expr(e));
                self.word("}");
            }
            ExprKind::SizeOf(a, layout) | ExprKind::AlignOf(a, layout) => {
                let op = if matches!(self.ast.expr(id).kind, ExprKind::SizeOf(..)) { "sizeof" } else { "alignof" };
                let _ = write!(self.out, "({op} ");
                self.type_or_expr(*a);
                if let Some(l) = layout {
                    self.word(" ");
                    self.ty(*l);
                }
                self.word(")");
            }
            ExprKind::Let { name, init } => {
                let _ = write!(self.out, "(let {}", name.name);
                self.word(" ");
                self.expr(*init);
                self.word(")");
            }
            ExprKind::Expand(e) => {
                self.word("(expand ");
                self.expr(*e);
                self.word(")");
            }
            ExprKind::Try(e) => self.node("try", &[*e]),
            ExprKind::Each(e) => {
                self.word("(each ");
                self.expr(*e);
                self.word(")");
            }
            ExprKind::Lambda { func } => {
                self.word("(lambda ");
                self.decl(*func);
                self.word(")");
            }
            ExprKind::SpirvAsm(insts) => {
                self.word("(spirv_asm");
                for i in insts {
                    let _ = write!(self.out, " ({}", i.opcode.name);
                    for o in i.result.iter().chain(&i.ty).chain(&i.operands) {
                        self.word(" ");
                        match o {
                            AsmOperand::Id(n) => {
                                let _ = write!(self.out, "%{n}");
                            }
                            AsmOperand::Result => self.word("result"),
                            AsmOperand::Value(e) => {
                                self.word("$");
                                self.expr(*e);
                            }
                            AsmOperand::Addr(e) => {
                                self.word("&");
                                self.expr(*e);
                            }
                            AsmOperand::Type(t) | AsmOperand::SampledType(t) => {
                                self.word("$$");
                                self.ty(*t);
                            }
                            AsmOperand::Int(v) => {
                                let _ = write!(self.out, "{v}");
                            }
                            AsmOperand::Float(v) => {
                                let _ = write!(self.out, "{v:?}");
                            }
                            AsmOperand::Str(v) => {
                                let _ = write!(self.out, "{v:?}");
                            }
                            AsmOperand::Names(ns) => {
                                for (k, n) in ns.iter().enumerate() {
                                    if k > 0 {
                                        self.word("|");
                                    }
                                    match n {
                                        AsmName::Name(n) => self.word(n),
                                        AsmName::Int(v) => {
                                            let _ = write!(self.out, "{v}");
                                        }
                                    }
                                }
                            }
                        }
                    }
                    self.word(")");
                }
                self.word(")");
            }
            ExprKind::NoIndex => self.word("<no-index>"),
            ExprKind::Error => self.word("<error>"),
        }
    }

    fn node(&mut self, head: &str, operands: &[ExprId]) {
        let _ = write!(self.out, "({head}");
        for &o in operands {
            self.word(" ");
            self.expr(o);
        }
        self.word(")");
    }

    fn attribute(&mut self, a: &Attribute) {
        let _ = write!(self.out, "[{}", a.name);
        if !a.args.is_empty() {
            self.word("(");
            self.list(&a.args, ", ", |p, e| p.expr(e));
            self.word(")");
        }
        self.word("]");
    }

    fn modifier(&mut self, m: &Modifier) {
        self.word(m.kind.text());
        if let ModifierKind::Layout(args) | ModifierKind::Builtin { args, .. } = &m.kind {
            if !args.is_empty() || matches!(m.kind, ModifierKind::Layout(_)) {
                self.word("(");
                self.list(args, ", ", |p, e| p.expr(e));
                self.word(")");
            }
        }
    }

    /// A declaration keyword followed by the declaration's attributes and
    /// modifiers, space-separated: `func [shader("compute")] static`.
    fn head(&mut self, keyword: &str, m: &Modifiers) {
        self.word(keyword);
        for a in &m.attributes {
            self.word(" ");
            self.attribute(a);
        }
        for k in &m.keywords {
            self.word(" ");
            self.modifier(k);
        }
    }

    /// Attributes and keywords of a parameter, each followed by a space.
    fn param_modifiers(&mut self, m: &Modifiers) {
        for a in &m.attributes {
            self.attribute(a);
            self.word(" ");
        }
        for k in &m.keywords {
            self.modifier(k);
            self.word(" ");
        }
    }

    fn semantics(&mut self, sems: &[Semantic]) {
        for s in sems {
            self.word(" : ");
            match &s.kind {
                SemanticKind::Name(n) => self.word(&n.name),
                SemanticKind::Register { slot, space } => {
                    let _ = write!(self.out, "register({}", slot.name);
                    if let Some(space) = space {
                        let _ = write!(self.out, ", {}", space.name);
                    }
                    self.word(")");
                }
                SemanticKind::PackOffset { register, component } => {
                    let _ = write!(self.out, "packoffset({}", register.name);
                    if let Some(c) = component {
                        let _ = write!(self.out, ".{}", c.name);
                    }
                    self.word(")");
                }
                SemanticKind::BitWidth(w) => {
                    let _ = write!(self.out, "{w}");
                }
                SemanticKind::PayloadAccess { write, stages } => {
                    self.word(if *write { "write(" } else { "read(" });
                    for (i, st) in stages.iter().enumerate() {
                        if i > 0 {
                            self.word(", ");
                        }
                        self.word(&st.name);
                    }
                    self.word(")");
                }
            }
        }
    }

    fn path(&mut self, path: &[Ident]) {
        for (i, p) in path.iter().enumerate() {
            if i > 0 {
                self.word(".");
            }
            self.word(&p.name);
        }
    }

    fn module_ref(&mut self, m: &ModuleRef) {
        match m {
            ModuleRef::Path(p) => self.path(p),
            ModuleRef::File { path, .. } => {
                let _ = write!(self.out, "{path:?}");
            }
        }
    }

    fn generics(&mut self, g: &Option<GenericParams>) {
        let Some(g) = g else { return };
        self.word("<");
        self.list(&g.params, ", ", |p, d| p.decl(d));
        self.word(">");
    }

    fn bases(&mut self, bases: &[TypeId]) {
        if !bases.is_empty() {
            self.word(" : ");
            self.list(bases, ", ", |p, t| p.ty(t));
        }
    }

    fn where_clauses(&mut self, clauses: &[WhereClause]) {
        for w in clauses {
            self.word(" where ");
            if w.optional {
                self.word("optional ");
            }
            self.ty(w.subject);
            match &w.constraint {
                Constraint::Conforms(tys) => {
                    self.word(" : ");
                    self.list(tys, ", ", |p, t| p.ty(t));
                }
                Constraint::Equals(t) => {
                    self.word(" == ");
                    self.ty(*t);
                }
                Constraint::Coercible { from, implicit } => {
                    self.word("(");
                    self.ty(*from);
                    self.word(if *implicit { ") implicit" } else { ")" });
                }
                Constraint::CountIs { pack, count } => {
                    self.word("(");
                    self.ty(*pack);
                    self.word(") == ");
                    self.expr(*count);
                }
            }
        }
    }

    fn members(&mut self, members: &[DeclId]) {
        for &m in members {
            self.word(" ");
            self.decl(m);
        }
    }

    fn signature_params(&mut self, sig: &Signature) {
        self.generics(&sig.generics);
        self.word("(");
        self.list(&sig.params, ", ", |p, d| p.decl(d));
        self.word(")");
    }

    fn body(&mut self, body: Option<StmtId>) {
        if let Some(b) = body {
            self.word(" ");
            self.stmt(b);
        }
    }

    fn accessors(&mut self, acc: &Option<Vec<DeclId>>) {
        if let Some(acc) = acc {
            self.word(" {");
            self.list(acc, " ", |p, d| p.decl(d));
            self.word("}");
        }
    }

    fn decl(&mut self, id: DeclId) {
        let d = self.ast.decl(id);
        // Generic parameters and function parameters print inline, without
        // the surrounding parentheses of a declaration.
        match &d.kind {
            DeclKind::GenericTypeParam { name, constraint, default, pack } => {
                if *pack {
                    self.word("each ");
                }
                self.word(&name.name);
                if let Some(c) = constraint {
                    self.word(" : ");
                    self.ty(*c);
                }
                if let Some(t) = default {
                    self.word(" = ");
                    self.ty(*t);
                }
                return;
            }
            DeclKind::GenericValueParam { name, ty, default, pack } => {
                self.word("let ");
                if *pack {
                    self.word("each ");
                }
                let _ = write!(self.out, "{} : ", name.name);
                self.ty(*ty);
                if let Some(e) = default {
                    self.word(" = ");
                    self.expr(*e);
                }
                return;
            }
            DeclKind::Param { name, ty, default, semantics } => {
                self.param_modifiers(&d.modifiers);
                if let Some(t) = ty {
                    self.ty(*t);
                    if name.is_some() {
                        self.word(" ");
                    }
                }
                if let Some(n) = name {
                    self.word(&n.name);
                }
                self.semantics(semantics);
                if let Some(e) = default {
                    self.word(" = ");
                    self.expr(*e);
                }
                return;
            }
            _ => {}
        }
        self.word("(");
        match &d.kind {
            DeclKind::Import(m) | DeclKind::Include(m) | DeclKind::Module(m) | DeclKind::Implementing(m) => {
                let kw = match &d.kind {
                    DeclKind::Import(_) => "import",
                    DeclKind::Include(_) => "include",
                    DeclKind::Module(_) => "module",
                    _ => "implementing",
                };
                self.head(kw, &d.modifiers);
                self.word(" ");
                self.module_ref(m);
            }
            DeclKind::Namespace { path, members } => {
                self.head("namespace", &d.modifiers);
                self.word(" ");
                self.path(path);
                self.members(members);
            }
            DeclKind::Using { path } => {
                self.head("using", &d.modifiers);
                self.word(" ");
                self.path(path);
            }
            DeclKind::Var { style, name, ty, init, semantics } => {
                self.head(if *style == VarStyle::Let { "let" } else { "var" }, &d.modifiers);
                let _ = write!(self.out, " {}", name.name);
                if let Some(t) = ty {
                    self.word(" : ");
                    self.ty(*t);
                }
                self.semantics(semantics);
                if let Some(e) = init {
                    self.word(" = ");
                    self.expr(*e);
                }
            }
            DeclKind::Func { name, sig, ret, semantics, body } => {
                self.head("func", &d.modifiers);
                match name {
                    FuncName::Ident(n) => {
                        let _ = write!(self.out, " {}", n.name);
                    }
                    FuncName::Operator { op, .. } => {
                        let _ = write!(self.out, " operator{op}");
                    }
                }
                self.signature_params(sig);
                if let Some(r) = ret {
                    self.word(" -> ");
                    self.ty(*r);
                }
                self.semantics(semantics);
                self.where_clauses(&sig.where_clauses);
                self.body(*body);
            }
            DeclKind::Init { sig, body } => {
                self.head("init", &d.modifiers);
                self.signature_params(sig);
                self.where_clauses(&sig.where_clauses);
                self.body(*body);
            }
            DeclKind::Subscript { sig, ret, accessors } => {
                self.head("subscript", &d.modifiers);
                self.signature_params(sig);
                self.word(" -> ");
                self.ty(*ret);
                self.where_clauses(&sig.where_clauses);
                self.accessors(accessors);
            }
            DeclKind::Property { name, ty, accessors } => {
                self.head("property", &d.modifiers);
                let _ = write!(self.out, " {} : ", name.name);
                self.ty(*ty);
                self.accessors(accessors);
            }
            DeclKind::Accessor { kind, params, body } => {
                let kw = match kind {
                    AccessorKind::Get => "get",
                    AccessorKind::Set => "set",
                    AccessorKind::Ref => "ref",
                };
                self.head(kw, &d.modifiers);
                if !params.is_empty() {
                    self.word("(");
                    self.list(params, ", ", |p, d| p.decl(d));
                    self.word(")");
                }
                self.body(*body);
            }
            DeclKind::Aggregate { kind, name, generics, bases, where_clauses, members } => {
                let kw = match kind {
                    AggregateKind::Struct => "struct",
                    AggregateKind::Class => "class",
                    AggregateKind::Interface => "interface",
                };
                self.head(kw, &d.modifiers);
                let _ = write!(self.out, " {}", name.name);
                self.generics(generics);
                self.bases(bases);
                self.where_clauses(where_clauses);
                match members {
                    Some(m) => self.members(m),
                    None => self.word(";"),
                }
            }
            DeclKind::Enum { name, bases, cases, scoped } => {
                self.head(if *scoped { "enum class" } else { "enum" }, &d.modifiers);
                let _ = write!(self.out, " {}", name.name);
                self.bases(bases);
                self.members(cases);
            }
            DeclKind::EnumCase { name, value } => {
                self.head(&name.name, &d.modifiers);
                if let Some(v) = value {
                    self.word(" = ");
                    self.expr(*v);
                }
            }
            DeclKind::TypeAlias { name, generics, ty } => {
                self.head("typealias", &d.modifiers);
                let _ = write!(self.out, " {}", name.name);
                self.generics(generics);
                self.word(" = ");
                self.ty(*ty);
            }
            DeclKind::AssociatedType { name, bases, where_clauses } => {
                self.head("associatedtype", &d.modifiers);
                let _ = write!(self.out, " {}", name.name);
                self.bases(bases);
                self.where_clauses(where_clauses);
            }
            DeclKind::Extension { generics, target, bases, where_clauses, members } => {
                self.head("extension", &d.modifiers);
                self.generics(generics);
                self.word(" ");
                self.ty(*target);
                self.bases(bases);
                self.where_clauses(where_clauses);
                self.members(members);
            }
            DeclKind::CBuffer { kind, name, semantics, members } => {
                let kw = match kind {
                    BufferKind::CBuffer => "cbuffer",
                    BufferKind::TBuffer => "tbuffer",
                };
                self.head(kw, &d.modifiers);
                if let Some(n) = name {
                    let _ = write!(self.out, " {}", n.name);
                }
                self.semantics(semantics);
                self.members(members);
            }
            DeclKind::GenericTypeParam { .. } | DeclKind::GenericValueParam { .. } | DeclKind::Param { .. } => {}
        }
        self.word(")");
    }

    fn stmt(&mut self, id: StmtId) {
        let s = self.ast.stmt(id);
        let attrs = |p: &mut Self| {
            for a in &s.attributes {
                p.word(" ");
                p.attribute(a);
            }
        };
        match &s.kind {
            StmtKind::Block(stmts) => {
                self.word("(block");
                attrs(self);
                for &st in stmts {
                    self.word(" ");
                    self.stmt(st);
                }
                self.word(")");
            }
            StmtKind::Decl(decls) => self.list(decls, " ", |p, d| p.decl(d)),
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::Empty => self.word("(empty)"),
            StmtKind::If { cond, then, else_ } => {
                self.word("(if");
                attrs(self);
                self.word(" ");
                self.expr(*cond);
                self.word(" ");
                self.stmt(*then);
                if let Some(e) = else_ {
                    self.word(" ");
                    self.stmt(*e);
                }
                self.word(")");
            }
            StmtKind::CompileTimeFor { var, range, body } => {
                let _ = write!(self.out, "($for {} (Range", var.name);
                for e in range {
                    self.word(" ");
                    self.expr(*e);
                }
                self.word(") ");
                self.stmt(*body);
                self.word(")");
            }
            StmtKind::For { init, cond, step, body } => {
                self.word("(for");
                attrs(self);
                self.word(" ");
                match init {
                    Some(i) => self.stmt(*i),
                    None => self.word("_"),
                }
                for e in [cond, step] {
                    self.word(" ");
                    match e {
                        Some(e) => self.expr(*e),
                        None => self.word("_"),
                    }
                }
                self.word(" ");
                self.stmt(*body);
                self.word(")");
            }
            StmtKind::While { cond, body } => {
                self.word("(while");
                attrs(self);
                self.word(" ");
                self.expr(*cond);
                self.word(" ");
                self.stmt(*body);
                self.word(")");
            }
            StmtKind::DoWhile { body, cond } => {
                self.word("(do");
                attrs(self);
                self.word(" ");
                self.stmt(*body);
                self.word(" ");
                self.expr(*cond);
                self.word(")");
            }
            StmtKind::Switch { value, cases } => {
                self.word("(switch");
                attrs(self);
                self.word(" ");
                self.expr(*value);
                self.cases(cases);
                self.word(")");
            }
            StmtKind::TargetSwitch { cases } => {
                self.word("(target_switch");
                attrs(self);
                self.cases(cases);
                self.word(")");
            }
            StmtKind::Break => self.simple("break", s),
            StmtKind::BreakLabel(l) => {
                let _ = write!(self.out, "(break {})", l.name);
            }
            StmtKind::Labeled { label, stmt } => {
                let _ = write!(self.out, "(label {} ", label.name);
                self.stmt(*stmt);
                self.word(")");
            }
            StmtKind::Continue => self.simple("continue", s),
            StmtKind::Discard => self.simple("discard", s),
            StmtKind::Throw(e) => {
                self.word("(throw ");
                self.expr(*e);
                self.word(")");
            }
            StmtKind::DoCatch { body, catches } => {
                self.word("(do");
                attrs(self);
                self.word(" ");
                self.stmt(*body);
                for c in catches {
                    self.word(" (catch ");
                    if let Some((name, ty)) = &c.binding {
                        let _ = write!(self.out, "{} ", name.name);
                        self.ty(*ty);
                        self.word(" ");
                    }
                    self.stmt(c.body);
                    self.word(")");
                }
                self.word(")");
            }
            StmtKind::Defer(inner) => {
                self.word("(defer");
                attrs(self);
                self.word(" ");
                self.stmt(*inner);
                self.word(")");
            }
            StmtKind::Return(e) => {
                self.word("(return");
                attrs(self);
                if let Some(e) = e {
                    self.word(" ");
                    self.expr(*e);
                }
                self.word(")");
            }
            StmtKind::IntrinsicAsm(text) => {
                let _ = write!(self.out, "(asm {text:?})");
            }
            StmtKind::Error => self.word("<error>"),
        }
    }

    fn simple(&mut self, name: &str, s: &Stmt) {
        let _ = write!(self.out, "({name}");
        for a in &s.attributes {
            self.word(" ");
            self.attribute(a);
        }
        self.word(")");
    }

    fn cases(&mut self, cases: &[SwitchCase]) {
        for c in cases {
            self.word(" (");
            for (i, l) in c.labels.iter().enumerate() {
                if i > 0 {
                    self.word(" ");
                }
                match l {
                    CaseLabel::Value(e) => {
                        self.word("case ");
                        self.expr(*e);
                    }
                    CaseLabel::Target(t) => {
                        let _ = write!(self.out, "case {}", t.name);
                    }
                    CaseLabel::Default(_) => self.word("default"),
                }
            }
            self.word(":");
            for &st in &c.body {
                self.word(" ");
                self.stmt(st);
            }
            self.word(")");
        }
    }
}
