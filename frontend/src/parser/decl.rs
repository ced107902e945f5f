//! Declarations, modifiers, attributes, semantics and generic parameters.

use super::expr::PREC_SHIFT;
use super::{Parser, E_SYNTAX, E_UNDEFINED_NAME, E_UNEXPECTED};
use crate::ast::{
    AccessorKind, AggregateKind, Attribute, BufferKind, Constraint, DeclId, DeclKind, ExprId, ExprKind, FuncName,
    GenericParams, Ident, MemberSep, Modifier, ModifierKind, Modifiers, ModuleRef, Semantic, SemanticKind, Signature,
    StmtId, StmtKind, TypeId, TypeKind, VarStyle, WhereClause, ANONYMOUS_ENUM,
};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, TokenKind};

/// Words that introduce a declaration (besides modifiers and types).
pub(super) fn is_decl_keyword(word: &str) -> bool {
    matches!(
        word,
        "struct"
            | "class"
            | "interface"
            | "enum"
            | "typedef"
            | "typealias"
            | "extension"
            | "__extension"
            | "namespace"
            | "using"
            | "import"
            | "__import"
            | "let"
            | "var"
            | "property"
            | "associatedtype"
            | "__subscript"
            | "__init"
            | "__generic"
            | "__func_extension"
            | "cbuffer"
            | "tbuffer"
    )
}

/// How a modifier word is recognised.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Strength {
    /// Always a modifier (the word is reserved).
    Hard,
    /// A modifier only when a declaration follows (`linear float x`:
    /// more modifiers, then a type and a name), so that `sample`, `line`
    /// or `point` stay usable as variable and type names.
    Soft,
}

/// Keyword modifiers without arguments.
fn keyword_modifier(word: &str) -> Option<(ModifierKind, Strength)> {
    use ModifierKind::*;
    use Strength::*;
    Some(match word {
        "static" => (Static, Hard),
        "const" => (Const, Hard),
        // `constexpr int N = 4;`, `constexpr int2 offset` parameters: a
        // value known at compile time, which `const` already asks of
        // locals and globals with constant initializers.
        "constexpr" => (Const, Hard),
        "uniform" => (Uniform, Hard),
        "groupshared" => (Groupshared, Hard),
        "extern" => (Extern, Hard),
        "export" => (Export, Hard),
        "__exported" => (Exported, Hard),
        "public" => (Public, Hard),
        "private" => (Private, Hard),
        "internal" => (Internal, Hard),
        "in" => (In, Hard),
        "out" => (Out, Hard),
        "inout" => (InOut, Hard),
        "constref" | "__constref" => (ConstRef, Hard),
        "__ref" => (Ref, Hard),
        "row_major" => (RowMajor, Hard),
        "column_major" => (ColumnMajor, Hard),
        "nointerpolation" => (NoInterpolation, Hard),
        "noperspective" => (NoPerspective, Hard),
        "globallycoherent" => (GloballyCoherent, Hard),
        "volatile" => (Volatile, Hard),
        "inline" => (Inline, Hard),
        "override" => (Override, Hard),
        "__prefix" => (Prefix, Hard),
        "__postfix" => (Postfix, Hard),
        "no_diff" => (NoDiff, Hard),
        "ref" => (Ref, Soft),
        "shared" => (Shared, Soft),
        "linear" => (Linear, Soft),
        "centroid" => (Centroid, Soft),
        "sample" => (Sample, Soft),
        "precise" => (Precise, Soft),
        "point" => (Point, Soft),
        "line" => (Line, Soft),
        "triangle" => (Triangle, Soft),
        "lineadj" => (LineAdj, Soft),
        "triangleadj" => (TriangleAdj, Soft),
        "vertices" => (Vertices, Soft),
        "indices" => (Indices, Soft),
        "primitives" => (Primitives, Soft),
        "payload" => (Payload, Soft),
        "pervertex" => (PerVertex, Soft),
        "dynamic_uniform" => (DynamicUniform, Soft),
        "unorm" => (Unorm, Soft),
        "snorm" => (Snorm, Soft),
        _ => return None,
    })
}

/// Core-module modifiers that may take arguments
/// ([`ModifierKind::Builtin`]).
const BUILTIN_MODIFIERS: &[&str] = &[
    "__intrinsic_op",
    "__target_intrinsic",
    "__glsl_extension",
    "__glsl_version",
    "__spirv_version",
    "__cuda_sm_version",
    "__builtin",
    "__magic_type",
    "__intrinsic_type",
    "__implicit_conversion",
    "__extern_cpp",
    "__specialized_for_target",
];

/// Modifiers that may also stand inside a type (`(const int)x`).
pub(super) fn type_modifier(word: &str) -> Option<ModifierKind> {
    match word {
        "const" | "uniform" | "row_major" | "column_major" | "volatile" | "globallycoherent" | "unorm" | "snorm" => {
            keyword_modifier(word).map(|(kind, _)| kind)
        }
        _ => None,
    }
}

/// A modifier found by [`Parser::modifier_at`], before its arguments are parsed.
enum ModifierStart {
    Keyword(ModifierKind),
    Layout,
    Builtin,
}

impl Parser<'_> {
    /// Whether token `i` is a modifier in front of a declaration; a soft
    /// modifier is one if `i < soft_ok_until` (see [`Self::soft_modifiers_end`]).
    fn modifier_at(&self, i: usize, soft_ok_until: usize) -> Option<ModifierStart> {
        let word = self.word_at(i)?;
        // `out = 1;`, `out.a = 0;`, `out[i] = x;`: a soft keyword used as
        // a variable's name (a modifier is followed by a word, or by `;` in
        // GLSL's `layout(local_size_x = 8) in;`).
        if super::is_soft_keyword(word)
            && matches!(self.kind(i + 1), TokenKind::Punct(p) if !matches!(p, Punct::ColonColon | Punct::Semi))
        {
            return None;
        }
        if let Some((kind, strength)) = keyword_modifier(word) {
            let ok = strength == Strength::Hard || i < soft_ok_until;
            return ok.then_some(ModifierStart::Keyword(kind));
        }
        if word == "layout" && self.punct_at(i + 1) == Some(Punct::LParen) {
            return Some(ModifierStart::Layout);
        }
        // `dyn interface IFoo`: an interface for dynamic dispatch, which
        // every interface is to nslc (the restrictions slangc checks on
        // `dyn` interfaces are not checked).
        if word == "dyn" && self.word_at(i + 1) == Some("interface") {
            return Some(ModifierStart::Builtin);
        }
        BUILTIN_MODIFIERS.contains(&word).then_some(ModifierStart::Builtin)
    }

    /// Soft modifier words from `i` on are modifiers up to the last point
    /// in their run where a type and a name start (`linear line l;` has
    /// one modifier, `line` being the type). Returns that point, or 0.
    /// Linear in the length of the run.
    fn soft_modifiers_end(&self, i: usize) -> usize {
        let mut end = 0;
        let mut j = i + 1;
        loop {
            if self.looks_like_decl_at(j) {
                end = j;
            }
            match self.word_at(j) {
                Some(w) if keyword_modifier(w).is_some() => j += 1,
                _ => return end,
            }
        }
    }

    pub(super) fn is_modifier_at(&self, i: usize) -> bool {
        self.modifier_at(i, self.soft_modifiers_end(i)).is_some()
    }

    /// Whether token `i` can start a declaration (a recovery point).
    fn is_decl_start(&self, i: usize) -> bool {
        match self.word_at(i) {
            Some(w) => {
                is_decl_keyword(w)
                    || self.is_func_keyword_at(i)
                    || matches!(w, "module" | "implementing" | "__include")
                    || keyword_modifier(w).is_some_and(|(_, s)| s == Strength::Hard)
            }
            None => false,
        }
    }

    /// Declaration recovery: skips at least one token, then up to and
    /// including a `;` or a `{...}` group, or up to a `}` or a token that
    /// starts a declaration.
    pub(super) fn sync_decl(&mut self) {
        let mut first = true;
        while !self.at_eof() {
            match self.punct_at(self.pos) {
                Some(Punct::Semi) => {
                    self.bump();
                    return;
                }
                Some(Punct::RBrace) => return,
                Some(Punct::LBrace) if self.partner[self.pos] != super::NONE => {
                    self.skip_token_or_group();
                    return;
                }
                _ if !first && self.is_decl_start(self.pos) => return,
                _ => self.skip_token_or_group(),
            }
            first = false;
        }
    }

    /// One declaration (several for `float a, b;`). A declaration is a
    /// recovery boundary like a statement.
    pub(super) fn parse_decl(&mut self) -> Vec<DeclId> {
        self.recovering = false;
        let decls = self.nested(Self::parse_decl_inner, |p| {
            p.sync_decl();
            Vec::new()
        });
        for &d in &decls {
            self.intrinsic_op_body(d);
        }
        decls
    }

    fn parse_decl_inner(&mut self) -> Vec<DeclId> {
        let start = self.span();
        let (mut mods, mut generics) = self.parse_modifiers();
        if self.ast.glsl && generics.is_none() {
            if let Some(decls) = self.glsl_decl(start, &mut mods) {
                return decls;
            }
        } else {
            // Slang takes `layout(constant_id = N)` outside GLSL mode too.
            self.layout_constant_id(&mut mods);
        }
        let word = match self.word_at(self.pos) {
            Some(w) => w.to_string(),
            // `::Foo x;`: a type named from the global scope.
            None if self.at(Punct::ColonColon) && self.word_at(self.pos + 1).is_some() => {
                return self.parse_c_style(mods, generics, start);
            }
            None => {
                if mods.is_empty() && generics.is_none() && self.eat(Punct::Semi) {
                    return Vec::new();
                }
                self.error_expected("a declaration");
                self.sync_decl();
                return Vec::new();
            }
        };
        let kind = match word.as_str() {
            "import" | "__import" | "__include" | "implementing" => self.parse_module_decl(&word),
            "module" if matches!(self.kind(self.pos + 1), TokenKind::Ident(_) | TokenKind::StringLit(_)) => {
                self.parse_module_decl(&word)
            }
            "namespace" => self.parse_namespace(),
            "using" => self.parse_using(),
            "struct" | "class" => {
                let Some(kind) = self.parse_aggregate(&mut generics) else {
                    self.late_attributes.clear();
                    self.sync_decl();
                    return Vec::new();
                };
                mods.attributes.append(&mut self.late_attributes);
                self.reject_generics(generics);
                // `struct A : I = B;` is an alias (see `parse_aggregate`).
                let DeclKind::Aggregate { name, .. } = &kind else {
                    let span = self.span_from(start);
                    return vec![self.ast.add_decl(kind, mods, span)];
                };
                let ty_name = name.name.clone();
                if !self.at_struct_declarator() {
                    let span = self.span_from(start);
                    return vec![self.ast.add_decl(kind, mods, span)];
                }
                // Variables of the struct just declared: the modifiers
                // (`static const struct { ... } s = ...;`) are theirs.
                let span = self.span_from(start);
                let agg = self.ast.add_decl(kind, Modifiers::default(), span);
                let ty = self.ast.add_type(TypeKind::Name(ty_name), span);
                let first = self.ident();
                let mut decls = vec![agg];
                decls.extend(self.parse_declarators(mods, ty, first, start));
                return decls;
            }
            "interface" => self.parse_aggregate(&mut generics),
            "enum" => self.parse_enum(),
            "typedef" => self.parse_typedef(),
            "typealias" => self.parse_typealias(&mut generics),
            "associatedtype" => self.parse_associatedtype(),
            "extension" | "__extension" => self.parse_extension(&mut generics),
            "cbuffer" | "tbuffer" => {
                let kind = self.parse_cbuffer();
                // `cbuffer CB { float x; } cb;`: a struct `CB` and a
                // `ConstantBuffer<CB> cb` (`TextureBuffer` for `tbuffer`),
                // whose members are reached through `cb` only (as slangc).
                if let Some(DeclKind::CBuffer { kind: bk, name: Some(name), semantics, members }) = &kind {
                    if self.is_name_at(self.pos) && self.peek_is(1, Punct::Semi) {
                        let inst = self.ident();
                        self.bump();
                        let span = self.span_from(start);
                        let agg = DeclKind::Aggregate {
                            kind: AggregateKind::Struct,
                            name: name.clone(),
                            generics: None,
                            bases: Vec::new(),
                            where_clauses: Vec::new(),
                            members: Some(members.clone()),
                        };
                        let wrapper = if *bk == BufferKind::TBuffer { "TextureBuffer" } else { "ConstantBuffer" };
                        let semantics = semantics.clone();
                        let elem = self.ast.add_type(TypeKind::Name(name.name.clone()), name.span);
                        let base = self.ast.add_type(TypeKind::Name(wrapper.into()), name.span);
                        let args = vec![crate::ast::TypeOrExpr::Type(elem)];
                        let ty = self.ast.add_type(TypeKind::Specialize { base, args }, name.span);
                        let agg = self.ast.add_decl(agg, Modifiers::default(), span);
                        let var =
                            DeclKind::Var { style: VarStyle::CStyle, name: inst, ty: Some(ty), init: None, semantics };
                        let var = self.ast.add_decl(var, mods, span);
                        self.reject_generics(generics);
                        return vec![agg, var];
                    }
                }
                kind
            }
            "__init" => self.parse_init(&mut generics),
            "__subscript" => self.parse_subscript(&mut generics),
            "property" => self.parse_property(),
            "func" if self.is_func_keyword_at(self.pos) => self.parse_func(&mut generics),
            "__func_extension" => return self.parse_func_extension(mods, generics, start),
            "let" | "var" => return self.parse_let_var(mods, generics, start),
            w if super::is_reserved(w) && w != "This" => {
                self.error_expected("a declaration");
                None
            }
            _ => return self.parse_c_style(mods, generics, start),
        };
        let Some(kind) = kind else {
            self.sync_decl();
            return Vec::new();
        };
        self.reject_generics(generics);
        let span = self.span_from(start);
        vec![self.ast.add_decl(kind, mods, span)]
    }

    /// Whether a variable declarator follows a struct's `}`: a name, then
    /// `;`, `=`, `,`, `[` or `:` (`struct S { ... } s;`, not the next
    /// declaration `S t;` of a struct written without its `;`).
    fn at_struct_declarator(&self) -> bool {
        self.is_name_at(self.pos)
            && matches!(
                self.punct_at(self.pos + 1),
                Some(Punct::Semi | Punct::Assign | Punct::Comma | Punct::LBracket | Punct::Colon)
            )
    }

    /// After a struct's, class's or enum's `}` with no `;` and no variable
    /// declarator: slangc ends the declaration there only when the next
    /// token starts a line (or the file ends); a token on the `}`'s line
    /// is read as a declarator (`struct S { } s;`), so anything else there
    /// is a syntax error, reported where slangc's declarator parse fails.
    /// Not repeated for a run of `}`s on one line (each closing an
    /// enclosing body), nor after the nesting limit ended the parse.
    fn check_end_of_type_body(&mut self) {
        if self.tok(self.pos).at_line_start || self.at_eof() {
            return;
        }
        let nesting_limit = self.diags.list.iter().any(|d| d.code == super::E_TOO_DEEP);
        let cascade = self.at(Punct::RBrace)
            && self.diags.list.last().is_some_and(|d| d.message == "expected a variable name, found `}`");
        if nesting_limit || cascade {
            return;
        }
        let d = if self.word_at(self.pos).is_some() {
            // A word is taken as the declarator's name; `;` must follow.
            let found = self.describe(self.pos + 1);
            Diagnostic::error(E_UNEXPECTED, self.tok(self.pos + 1).span, format!("expected `;`, found {found}"))
        } else {
            let found = self.describe(self.pos);
            Diagnostic::error(E_UNEXPECTED, self.span(), format!("expected a variable name, found {found}"))
        };
        self.diags.push(d);
    }

    /// Reports a `__generic<...>` prefix that the declaration did not take.
    fn reject_generics(&mut self, generics: Option<GenericParams>) {
        if let Some(g) = generics {
            let d = Diagnostic::error(E_SYNTAX, g.span, "this declaration cannot have generic parameters");
            self.report(d);
        }
    }

    /// The generic parameters of a declaration from a `__generic` prefix
    /// or an inline `<...>` list at the current token (not both).
    fn take_generics(&mut self, prefix: &mut Option<GenericParams>) -> Option<GenericParams> {
        let prefix = prefix.take();
        if !self.at(Punct::Lt) {
            return prefix;
        }
        let inline = self.parse_generic_params();
        if prefix.is_some() {
            let d = Diagnostic::error(
                E_SYNTAX,
                inline.span,
                "a declaration with a `__generic` prefix cannot have another generic parameter list",
            );
            self.report(d);
        }
        Some(inline)
    }

    // -----------------------------------------------------------------
    // Modifiers and attributes
    // -----------------------------------------------------------------

    /// Attributes, keyword modifiers and `__generic<...>` prefixes, in any order.
    pub(super) fn parse_modifiers(&mut self) -> (Modifiers, Option<GenericParams>) {
        let r = self.parse_modifiers_inner();
        // An entry point's attributes: its unsized-array parameters stay
        // unsized (`implicit_array_generics`).
        self.entry_attributes =
            r.0.attributes.iter().any(|a| ["shader", "numthreads"].iter().any(|n| a.name.eq_ignore_ascii_case(n)));
        r
    }

    fn parse_modifiers_inner(&mut self) -> (Modifiers, Option<GenericParams>) {
        let mut mods = Modifiers::default();
        let mut generics: Option<GenericParams> = None;
        // Soft modifiers are checked once per run (keeps long runs linear).
        let mut soft_ok_until = 0;
        loop {
            if self.at(Punct::LBracket) {
                self.parse_attribute_list(&mut mods.attributes);
                continue;
            }
            if self.at_word("__generic") && self.peek_is(1, Punct::Lt) {
                self.bump();
                let g = self.parse_generic_params();
                match &mut generics {
                    Some(outer) => {
                        outer.params.extend(g.params);
                        outer.span = outer.span.to(g.span);
                    }
                    None => generics = Some(g),
                }
                continue;
            }
            let soft = self.word_at(self.pos).and_then(keyword_modifier).is_some_and(|(_, s)| s == Strength::Soft);
            if soft && soft_ok_until <= self.pos {
                soft_ok_until = self.soft_modifiers_end(self.pos);
            }
            let Some(m) = self.modifier_at(self.pos, soft_ok_until) else { break };
            let start = self.span();
            let word = self.word_at(self.pos).unwrap_or_default().to_string();
            self.bump();
            let kind = match m {
                ModifierStart::Keyword(kind) => kind,
                ModifierStart::Layout => {
                    let args = self.parse_paren_list(Self::parse_assign);
                    self.check_layout_qualifiers(&args);
                    ModifierKind::Layout(args)
                }
                ModifierStart::Builtin => {
                    let args =
                        if self.at(Punct::LParen) { self.parse_paren_list(Self::parse_assign) } else { Vec::new() };
                    ModifierKind::Builtin { name: word, args }
                }
            };
            let span = self.span_from(start);
            mods.keywords.push(Modifier { kind, span });
        }
        (mods, generics)
    }

    /// `[attr, attr(args)]` or `[[scope::attr(args)]]` at the current `[`.
    pub(super) fn parse_attribute_list(&mut self, out: &mut Vec<Attribute>) {
        let outer = self.pos;
        self.bump();
        let inner = if self.at(Punct::LBracket) {
            self.bump();
            Some(self.pos - 1)
        } else {
            None
        };
        loop {
            let start = self.span();
            if self.word_at(self.pos).is_none() {
                self.error_expected("an attribute name");
                break;
            }
            let mut name = self.ident().name;
            while self.at(Punct::ColonColon) && self.word_at(self.pos + 1).is_some() {
                self.bump();
                name.push_str("::");
                name.push_str(&self.ident().name);
            }
            let args = if self.at(Punct::LParen) { self.parse_paren_list(Self::parse_assign) } else { Vec::new() };
            let span = self.span_from(start);
            out.push(Attribute { name, args, span });
            // `[[vk::location(0) vk::index(1)]]`: slangc reads the
            // attributes of a double-bracket list without commas too.
            let more = self.eat(Punct::Comma) || (inner.is_some() && self.word_at(self.pos).is_some());
            if !more {
                break;
            }
        }
        if let Some(inner) = inner {
            self.finish_group(inner, Punct::RBracket);
        }
        self.finish_group(outer, Punct::RBracket);
    }

    /// `: SV_Target`, `: register(u0, space1)`, `: packoffset(c0.x)`, repeated.
    pub(super) fn parse_semantics(&mut self) -> Vec<Semantic> {
        let mut out = Vec::new();
        while self.at(Punct::Colon) {
            let start = self.span();
            self.bump();
            let kind = match self.word_at(self.pos) {
                Some(w @ ("register" | "packoffset")) if self.peek_is(1, Punct::LParen) => {
                    let register = w == "register";
                    self.bump();
                    let open = self.pos;
                    self.bump();
                    let Some(first) = self.expect_name("a register name") else {
                        self.skip_past_partner(open);
                        break;
                    };
                    let kind = if register {
                        let space = if self.eat(Punct::Comma) { self.expect_name("a register space") } else { None };
                        SemanticKind::Register { slot: first, space }
                    } else {
                        let component = if self.eat(Punct::Dot) { self.expect_name("a component") } else { None };
                        SemanticKind::PackOffset { register: first, component }
                    };
                    self.finish_group(open, Punct::RParen);
                    kind
                }
                // `: read(caller, anyhit) : write(closesthit)`: payload access
                // qualifiers, a (possibly empty) list of stage names.
                Some(w @ ("read" | "write")) if self.peek_is(1, Punct::LParen) => {
                    let write = w == "write";
                    self.bump();
                    let open = self.pos;
                    self.bump();
                    let mut stages = Vec::new();
                    while !self.at(Punct::RParen) && !self.at_eof() {
                        match self.expect_name("a shader stage") {
                            Some(st) => stages.push(st),
                            None => break,
                        }
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    self.finish_group(open, Punct::RParen);
                    SemanticKind::PayloadAccess { write, stages }
                }
                Some(_) => SemanticKind::Name(self.ident()),
                None if matches!(self.kind(self.pos), TokenKind::IntLit { .. }) => {
                    let value = match self.kind(self.pos) {
                        TokenKind::IntLit { value, .. } => *value,
                        _ => 0,
                    };
                    self.bump();
                    SemanticKind::BitWidth(value)
                }
                None => {
                    self.error_expected("a semantic");
                    break;
                }
            };
            let span = self.span_from(start);
            out.push(Semantic { kind, span });
        }
        out
    }

    // -----------------------------------------------------------------
    // Generic parameters and constraints
    // -----------------------------------------------------------------

    /// `<T : IFoo = Bar, let N : int = 4, int M, each U>` at the current `<`.
    pub(super) fn parse_generic_params(&mut self) -> GenericParams {
        let open = self.span();
        self.bump();
        let mut params = Vec::new();
        let saved = std::mem::replace(&mut self.in_generic_params, true);
        if !self.eat(Punct::Gt) {
            loop {
                match self.parse_generic_param() {
                    Some(p) => params.push(p),
                    None => {
                        while !self.at(Punct::Gt)
                            && !self.at(Punct::LParen)
                            && !self.at(Punct::LBrace)
                            && !self.at_eof()
                        {
                            if self.at(Punct::Semi) {
                                break;
                            }
                            self.skip_token_or_group();
                        }
                        self.eat(Punct::Gt);
                        break;
                    }
                }
                if self.eat(Punct::Comma) {
                    continue;
                }
                self.expect_closer(Punct::Gt, open);
                break;
            }
        }
        self.in_generic_params = saved;
        GenericParams { params, span: self.span_from(open) }
    }

    fn parse_generic_param(&mut self) -> Option<DeclId> {
        let start = self.span();
        let kind = if self.eat_word("let") {
            let pack = self.eat_word("each");
            let name = self.expect_name("a generic parameter name")?;
            // `let N` without a type: slangc reports it (E30625) and the
            // error type it then has (E30624, not an integer or enum type).
            let ty = if self.at(Punct::Colon) || self.recovering {
                self.expect(Punct::Colon);
                self.parse_type()
            } else {
                let msg = "a generic value parameter must be given an explicit type";
                self.diags.push(Diagnostic::error("E30625", name.span, msg.to_string()));
                let msg =
                    "generic value parameter type 'error' is not supported; only integer and enum types are allowed";
                self.diags.push(Diagnostic::error("E30624", name.span, msg.to_string()));
                self.error_type()
            };
            let default = self.eat(Punct::Assign).then(|| self.parse_binary(PREC_SHIFT));
            DeclKind::GenericValueParam { name, ty, default, pack }
        } else if (self.at_word("each") || self.at_word("typename")) && self.is_name_at(self.pos + 1) {
            let pack = self.at_word("each");
            self.bump();
            let name = self.ident();
            let constraint = self.eat(Punct::Colon).then(|| self.parse_conformance_type());
            let default = self.eat(Punct::Assign).then(|| self.parse_type());
            DeclKind::GenericTypeParam { name, constraint, default, pack }
        } else if self.looks_like_decl() {
            // `int N = 4`: a value parameter in traditional syntax.
            let ty = self.parse_type();
            let name = self.expect_name("a generic parameter name")?;
            let default = self.eat(Punct::Assign).then(|| self.parse_binary(PREC_SHIFT));
            DeclKind::GenericValueParam { name, ty, default, pack: false }
        } else {
            let name = self.expect_name("a generic parameter name")?;
            let constraint = self.eat(Punct::Colon).then(|| self.parse_conformance_type());
            let default = self.eat(Punct::Assign).then(|| self.parse_type());
            DeclKind::GenericTypeParam { name, constraint, default, pack: false }
        };
        let span = self.span_from(start);
        Some(self.ast.add_decl(kind, Modifiers::default(), span))
    }

    /// `: IFoo, IBar` (possibly absent).
    fn parse_bases(&mut self) -> Vec<TypeId> {
        let mut bases = Vec::new();
        if self.eat(Punct::Colon) {
            // `IFoo & IBar` in a base list is the two conformances.
            loop {
                bases.push(self.parse_type());
                if !self.eat(Punct::Comma) && !self.eat(Punct::Amp) {
                    break;
                }
            }
        }
        bases
    }

    /// Any number of `where T : IFoo, IBar`, `where T == U`,
    /// `where optional T : IFoo`.
    fn parse_where(&mut self) -> Vec<WhereClause> {
        let mut clauses = Vec::new();
        while self.at_word("where") {
            let start = self.span();
            self.bump();
            let optional = self.eat_word("optional");
            let subject = self.parse_type();
            let constraint = if self.eat(Punct::Colon) {
                let mut tys = Vec::new();
                loop {
                    tys.push(self.parse_type());
                    if !self.eat(Punct::Comma) && !self.eat(Punct::Amp) {
                        break;
                    }
                }
                Constraint::Conforms(tys)
            } else if self.eat(Punct::EqEq) {
                Constraint::Equals(self.parse_type())
            } else if self.at(Punct::LParen) {
                let open = self.pos;
                self.bump();
                let from = self.parse_type();
                self.finish_group(open, Punct::RParen);
                // `where countof(P) == N`.
                if matches!(&self.ast.ty(subject).kind, TypeKind::Name(n) if n == "countof") && self.eat(Punct::EqEq) {
                    Constraint::CountIs { pack: from, count: self.parse_expr() }
                } else {
                    let implicit = self.eat_word("implicit");
                    Constraint::Coercible { from, implicit }
                }
            } else {
                self.error_expected("`:`, `==` or `(`");
                break;
            };
            let span = self.span_from(start);
            clauses.push(WhereClause { subject, constraint, optional, span });
        }
        clauses
    }

    // -----------------------------------------------------------------
    // Module-level declarations
    // -----------------------------------------------------------------

    /// `import a.b;` (or `__import`), `__include "f";`, `module m;`,
    /// `implementing m;`.
    fn parse_module_decl(&mut self, keyword: &str) -> Option<DeclKind> {
        self.bump();
        let module = if let TokenKind::StringLit(_) = self.kind(self.pos) {
            let start = self.span();
            let path = self.string_literals();
            ModuleRef::File { path, span: self.span_from(start) }
        } else {
            ModuleRef::Path(self.parse_path("a module name")?)
        };
        self.expect_semi();
        Some(match keyword {
            // `__import` is Slang's older spelling of `import`.
            "import" | "__import" => DeclKind::Import(module),
            "__include" => DeclKind::Include(module),
            "module" => DeclKind::Module(module),
            _ => DeclKind::Implementing(module),
        })
    }

    /// `a.b.c` or `a::b`.
    fn parse_path(&mut self, what: &str) -> Option<Vec<Ident>> {
        let mut path = vec![self.expect_name(what)?];
        while matches!(self.punct_at(self.pos), Some(Punct::Dot | Punct::ColonColon)) && self.is_name_at(self.pos + 1) {
            self.bump();
            path.push(self.ident());
        }
        Some(path)
    }

    fn parse_namespace(&mut self) -> Option<DeclKind> {
        self.bump();
        let path = self.parse_path("a namespace name")?;
        let members = self.parse_member_block()?;
        self.eat(Punct::Semi);
        Some(DeclKind::Namespace { path, members })
    }

    fn parse_using(&mut self) -> Option<DeclKind> {
        self.bump();
        self.eat_word("namespace");
        let path = self.parse_path("a namespace name")?;
        self.expect_semi();
        Some(DeclKind::Using { path })
    }

    /// `{ declarations }` at the current token; `None` (after reporting)
    /// if there is no `{`.
    pub(super) fn parse_member_block(&mut self) -> Option<Vec<DeclId>> {
        if !self.at(Punct::LBrace) {
            self.error_expected("`{`");
            return None;
        }
        let open = self.span();
        self.bump();
        let mut members = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            // `case X = 1;` outside an enum: slangc reads a declaration of
            // type `case`, a name it cannot find.
            if self.at_word("case") && self.is_name_at(self.pos + 1) {
                self.error_here(E_UNDEFINED_NAME, "undefined identifier 'case'".to_string());
                self.skip_statement();
                continue;
            }
            members.extend(self.parse_decl());
            if self.pos == before {
                self.error_expected("a declaration");
                self.bump();
            }
        }
        self.expect_closer(Punct::RBrace, open);
        Some(members)
    }

    // -----------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------

    fn parse_aggregate(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        let kind = match self.word_at(self.pos) {
            Some("class") => AggregateKind::Class,
            Some("interface") => AggregateKind::Interface,
            _ => AggregateKind::Struct,
        };
        let keyword = self.span();
        self.bump();
        // `struct [attr] S`: attributes after the keyword (a deprecated
        // placement); they belong to the struct.
        if kind != AggregateKind::Interface && self.at(Punct::LBracket) {
            self.ast.late_attribute_lists.push(self.span());
            let mut attrs = Vec::new();
            self.parse_attribute_list(&mut attrs);
            self.late_attributes.extend(attrs);
        }
        // `struct { int a; } x;`: an anonymous struct, named after its
        // position (a reserved `__` name).
        let name = if kind != AggregateKind::Interface && self.at(Punct::LBrace) {
            Ident { name: format!("__AnonymousStruct{}_{}", keyword.file.0, keyword.lo), span: keyword }
        } else {
            self.expect_name("a type name")?
        };
        let generics = self.take_generics(prefix);
        let bases = self.parse_bases();
        let where_clauses = self.parse_where();
        // `struct Vertex : IVertex = TestVertex;` (with `export` or
        // `extern`): a link-time type, defined here as `TestVertex`. A
        // program compiled whole links it to that definition, so it is an
        // alias of it. (That `TestVertex` conforms to `IVertex` is not
        // checked here.)
        if kind == AggregateKind::Struct && where_clauses.is_empty() && self.eat(Punct::Assign) {
            let ty = self.parse_type();
            self.expect_semi();
            return Some(DeclKind::TypeAlias { name, generics, ty });
        }
        let members = if self.eat(Punct::Semi) {
            None
        } else {
            let members = self.parse_member_block()?;
            // `struct S { ... } s;` declares variables of it too
            // (`parse_decl_inner` reads them).
            if kind != AggregateKind::Interface && !self.at_struct_declarator() && !self.eat(Punct::Semi) {
                self.check_end_of_type_body();
            }
            if kind == AggregateKind::Interface {
                self.eat(Punct::Semi);
            }
            Some(members)
        };
        Some(DeclKind::Aggregate { kind, name, generics, bases, where_clauses, members })
    }

    fn parse_enum(&mut self) -> Option<DeclKind> {
        let keyword = self.span();
        self.bump();
        let class = self.span();
        let scoped = self.eat_word("class");
        // `enum class { ... }`: a scoped enum needs a name (slangc's E32001);
        // parsing goes on as for an anonymous enum.
        if scoped && self.at(Punct::LBrace) {
            let msg = "anonymous scoped enum is not allowed: 'class' keyword specifies a scoped enumeration";
            self.diags.push(Diagnostic::error("E32001", class, msg.to_string()));
        }
        // `enum { Red, Green }`: an anonymous enum, named after its position
        // (a reserved `__` name); its cases are constants of the enclosing
        // scope (the checker reads the name).
        let name = if self.at(Punct::LBrace) {
            Ident { name: format!("{ANONYMOUS_ENUM}{}_{}", keyword.file.0, keyword.lo), span: keyword }
        } else {
            self.expect_name("an enum name")?
        };
        let bases = self.parse_bases();
        let open = self.span();
        if !self.expect(Punct::LBrace) {
            return None;
        }
        let mut cases = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            self.recovering = false;
            let start = self.span();
            let (mods, generics) = self.parse_modifiers();
            self.reject_generics(generics);
            match self.expect_name("an enum case name") {
                Some(name) => {
                    let value = self.eat(Punct::Assign).then(|| self.parse_assign());
                    let span = self.span_from(start);
                    cases.push(self.ast.add_decl(DeclKind::EnumCase { name, value }, mods, span));
                }
                None => {
                    while !self.at_eof() && !matches!(self.punct_at(self.pos), Some(Punct::Comma | Punct::RBrace)) {
                        self.skip_token_or_group();
                    }
                }
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_closer(Punct::RBrace, open);
        if !self.eat(Punct::Semi) {
            self.check_end_of_type_body();
        }
        Some(DeclKind::Enum { name, bases, cases, scoped })
    }

    fn parse_typedef(&mut self) -> Option<DeclKind> {
        self.bump();
        // `volatile` qualifies variables, never a type: slangc rejects
        // `typedef volatile float F;` (E20019) rather than drop the word.
        // From Slang 2026 on the word is gone from the language (E31230).
        if self.at_word("volatile") {
            self.bump();
            let removed = !self.ast.glsl
                && matches!(self.ast.language.as_deref(), Some("2026" | "202b" | "202c" | "latest" | "next"));
            if removed {
                let msg = "modifier 'volatile' has been removed from the language. Suggested replacement: Atomic<T>"
                    .to_string();
                self.error_here("E31230", msg);
            } else {
                let msg = "invalid 'volatile' usage: cannot use 'volatile' as a type modifier".to_string();
                self.error_here("E20019", msg);
            }
        }
        let ty = self.parse_type();
        let name = self.expect_name("a type name")?;
        let ty = self.parse_declarator_dims(ty);
        // slangc reads a `typedef` without its `;` too.
        self.eat(Punct::Semi);
        Some(DeclKind::TypeAlias { name, generics: None, ty })
    }

    fn parse_typealias(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        self.bump();
        let name = self.expect_name("a type name")?;
        let generics = self.take_generics(prefix);
        if !self.expect(Punct::Assign) {
            return None;
        }
        let ty = self.parse_conformance_type();
        self.expect_semi();
        Some(DeclKind::TypeAlias { name, generics, ty })
    }

    fn parse_associatedtype(&mut self) -> Option<DeclKind> {
        self.bump();
        let name = self.expect_name("a type name")?;
        let bases = self.parse_bases();
        let where_clauses = self.parse_where();
        self.expect_semi();
        Some(DeclKind::AssociatedType { name, bases, where_clauses })
    }

    fn parse_extension(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        self.bump();
        let generics = self.take_generics(prefix);
        let target = self.parse_type();
        let bases = self.parse_bases();
        let where_clauses = self.parse_where();
        let members = self.parse_member_block()?;
        self.eat(Punct::Semi);
        Some(DeclKind::Extension { generics, target, bases, where_clauses, members })
    }

    fn parse_cbuffer(&mut self) -> Option<DeclKind> {
        let kind = if self.at_word("tbuffer") { BufferKind::TBuffer } else { BufferKind::CBuffer };
        self.bump();
        let name = self.is_name_at(self.pos).then(|| self.ident());
        let semantics = self.parse_semantics();
        let members = self.parse_member_block()?;
        if !(name.is_some() && self.is_name_at(self.pos) && self.peek_is(1, Punct::Semi)) {
            self.eat(Punct::Semi);
        }
        Some(DeclKind::CBuffer { kind, name, semantics, members })
    }

    // -----------------------------------------------------------------
    // Functions and members
    // -----------------------------------------------------------------

    /// `{ body }` or `;` ending a function-like declaration. `None` (after
    /// reporting) if neither follows; `Some(None)` for `;`.
    fn parse_body_or_semi(&mut self) -> Option<Option<StmtId>> {
        if self.at(Punct::LBrace) {
            return Some(Some(self.parse_block()));
        }
        if self.eat(Punct::Semi) {
            return Some(None);
        }
        self.error_expected("`{` or `;`");
        None
    }

    /// Generic parameters, the parameter list and nothing else.
    fn parse_signature_head(&mut self, prefix: &mut Option<GenericParams>) -> Option<Signature> {
        let generics = self.take_generics(prefix);
        if !self.at(Punct::LParen) {
            self.error_expected("`(`");
            return None;
        }
        // C's and GLSL's `void main(void)`: no parameters (slangc takes it
        // in Slang code too).
        if self.word_at(self.pos + 1) == Some("void") && self.peek_is(2, Punct::RParen) {
            self.bump();
            self.bump();
            self.bump();
            return Some(Signature { generics, params: Vec::new(), where_clauses: Vec::new(), throws: None });
        }
        let params = self.parse_paren_list(|p| p.parse_param(false));
        Some(Signature { generics, params, where_clauses: Vec::new(), throws: None })
    }

    fn parse_init(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        self.bump();
        let mut sig = self.parse_signature_head(prefix)?;
        sig.where_clauses = self.parse_where();
        let body = self.parse_body_or_semi()?;
        Some(DeclKind::Init { sig, body })
    }

    fn parse_subscript(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        self.bump();
        let params_at = self.span();
        let mut sig = self.parse_signature_head(prefix)?;
        // slangc requires the result type (E30901, at the parameters).
        if !self.at(Punct::Arrow) && !self.recovering {
            let msg = "__subscript declaration must have a return type specified after '->'";
            self.report(Diagnostic::error("E30901", params_at, msg.to_string()));
            if self.at(Punct::LBrace) {
                self.skip_token_or_group();
            }
            return None;
        }
        if !self.expect(Punct::Arrow) {
            return None;
        }
        let no_diff = self.parse_result_no_diff();
        let ret = self.parse_type();
        sig.where_clauses = self.parse_where();
        let accessors = self.parse_accessors()?;
        if no_diff {
            self.no_diff_accessors(&accessors);
        }
        Some(DeclKind::Subscript { sig, ret, accessors })
    }

    /// `property p : T ...` or `property T p ...`.
    fn parse_property(&mut self) -> Option<DeclKind> {
        self.bump();
        let no_diff = self.parse_result_no_diff();
        let (name, ty) =
            if (self.is_name_at(self.pos) || self.is_type_keyword_name_at(self.pos)) && self.peek_is(1, Punct::Colon) {
                let name = self.ident();
                self.bump();
                (name, self.parse_type())
            } else {
                let ty = self.parse_type();
                let name = self.expect_name("a property name")?;
                // `property float b[2] { ... }`: an array property.
                (name, self.parse_declarator_dims(ty))
            };
        let accessors = self.parse_accessors()?;
        if no_diff {
            self.no_diff_accessors(&accessors);
        }
        Some(DeclKind::Property { name, ty, accessors })
    }

    /// `no_diff` before a property's or subscript's type (`property no_diff
    /// float value { get; }`, `-> no_diff float`): a value without a
    /// derivative. Other modifiers there are errors.
    fn parse_result_no_diff(&mut self) -> bool {
        let start = self.span();
        let (mods, generics) = self.parse_modifiers();
        self.reject_generics(generics);
        if mods.keywords.iter().any(|k| k.kind != ModifierKind::NoDiff) || !mods.attributes.is_empty() {
            let d =
                Diagnostic::error(E_SYNTAX, self.span_from(start), "a result type takes no modifiers but `no_diff`");
            self.report(d);
        }
        mods.has(&ModifierKind::NoDiff)
    }

    /// The accessors of a `no_diff` property or subscript are `no_diff`:
    /// the getter's result and the setter's value carry no derivative.
    fn no_diff_accessors(&mut self, accessors: &Option<Vec<DeclId>>) {
        for &a in accessors.iter().flatten() {
            let kind = match &self.ast.decl(a).kind {
                DeclKind::Accessor { kind, body, .. } => Some((*kind, body.is_some())),
                _ => None,
            };
            let span = self.ast.decl(a).span;
            match kind {
                Some((AccessorKind::Get | AccessorKind::Set, _)) => {
                    self.ast.decls[a.index()].modifiers.keywords.push(Modifier { kind: ModifierKind::NoDiff, span });
                }
                Some((AccessorKind::Ref, true)) => {
                    let msg = "a `no_diff` property or subscript with a `ref` accessor is not supported yet";
                    self.report(Diagnostic::error("E90001", span, msg));
                }
                _ => {}
            }
        }
    }

    /// `;` (`Some(None)`) or `{ get; set(v) { ... } }`.
    fn parse_accessors(&mut self) -> Option<Option<Vec<DeclId>>> {
        if self.eat(Punct::Semi) {
            return Some(None);
        }
        if !self.at(Punct::LBrace) {
            self.error_expected("`{` or `;`");
            return None;
        }
        let open = self.span();
        self.bump();
        let mut accessors = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            self.recovering = false;
            let start = self.span();
            let (mods, generics) = self.parse_modifiers();
            self.reject_generics(generics);
            let kind = match self.word_at(self.pos) {
                Some("get") => AccessorKind::Get,
                Some("set") => AccessorKind::Set,
                Some("ref") => AccessorKind::Ref,
                _ => {
                    self.error_expected("`get`, `set` or `ref`");
                    self.sync_decl();
                    continue;
                }
            };
            self.bump();
            let params =
                if self.at(Punct::LParen) { self.parse_paren_list(|p| p.parse_param(true)) } else { Vec::new() };
            let Some(body) = self.parse_body_or_semi() else {
                self.sync_decl();
                continue;
            };
            let span = self.span_from(start);
            accessors.push(self.ast.add_decl(DeclKind::Accessor { kind, params, body }, mods, span));
        }
        self.expect_closer(Punct::RBrace, open);
        self.eat(Punct::Semi);
        Some(Some(accessors))
    }

    /// `func name<...>(params) -> T where ... { }`.
    fn parse_func(&mut self, prefix: &mut Option<GenericParams>) -> Option<DeclKind> {
        self.bump();
        let name = if self.at_word("operator") {
            self.parse_operator_name()?
        } else {
            FuncName::Ident(self.expect_name("a function name")?)
        };
        self.parse_function_rest(prefix, name, None, true)
    }

    /// `__func_extension<...> fwd_diff(f)(params) -> T where ... { }` (also
    /// `bwd_diff(f)`): a function of a synthesized name that declares
    /// itself `f`'s forward (backward) derivative, as a
    /// `[ForwardDerivativeOf(f)]` (`[BackwardDerivativeOf(f)]`) attribute
    /// beside a `__func_extension` marker (a method's `this` is its first
    /// parameter, written out).
    ///
    /// `__apply(f)(params) -> Tuple<R, C>`: a custom forward pass
    /// returning `f`'s result and a context `C` whose `operator()(out dx...,
    /// R dOut)` is the backward pass. It stays a function of its own, and
    /// `f`'s backward derivative is synthesized beside it:
    /// `(inout DifferentialPair<P> x..., R dOut)` calling it on the primals,
    /// then the context, then storing each `dx` in its pair.
    fn parse_func_extension(
        &mut self,
        mut mods: Modifiers,
        mut prefix: Option<GenericParams>,
        start: Span,
    ) -> Vec<DeclId> {
        let decls = self.parse_func_extension_inner(&mut mods, &mut prefix, start);
        if decls.is_empty() {
            self.sync_decl();
        }
        self.reject_generics(prefix);
        decls
    }

    /// `__apply(S::m)` of a method: its body's `this` (the primal
    /// instance) becomes an explicit first parameter of type `S`, as the
    /// other derivative extensions write it.
    fn apply_explicit_this(&mut self, fkind: &mut DeclKind, target: ExprId, first_expr: usize) {
        if !self.ast.exprs[first_expr..].iter().any(|e| matches!(e.kind, ExprKind::This)) {
            return;
        }
        let ExprKind::Member { base, .. } = &self.ast.expr(target).kind else { return };
        let (ExprKind::Name(owner), at) = (&self.ast.expr(*base).kind, self.ast.expr(*base).span) else { return };
        let owner = owner.clone();
        let DeclKind::Func { sig, .. } = fkind else { return };
        let this_name = "__func_extension_this";
        for e in &mut self.ast.exprs[first_expr..] {
            if matches!(e.kind, ExprKind::This) {
                e.kind = ExprKind::Name(this_name.into());
            }
        }
        let ty = self.ast.add_type(TypeKind::Name(owner), at);
        let pkind = DeclKind::Param {
            name: Some(Ident { name: this_name.into(), span: at }),
            ty: Some(ty),
            default: None,
            semantics: Vec::new(),
        };
        let p = self.ast.add_decl(pkind, Modifiers::default(), at);
        sig.params.insert(0, p);
    }

    fn parse_func_extension_inner(
        &mut self,
        mods: &mut Modifiers,
        prefix: &mut Option<GenericParams>,
        start: Span,
    ) -> Vec<DeclId> {
        self.bump();
        if self.at(Punct::Lt) {
            let g = self.parse_generic_params();
            if prefix.is_some() {
                let d = Diagnostic::error(
                    E_SYNTAX,
                    g.span,
                    "a declaration with a `__generic` prefix cannot have another generic parameter list",
                );
                self.report(d);
            }
            *prefix = Some(g);
        }
        let Some(kind) = self.expect_name("`fwd_diff`, `bwd_diff` or `__apply`") else { return Vec::new() };
        let attr = match kind.name.as_str() {
            "fwd_diff" => "ForwardDerivativeOf",
            "bwd_diff" | "__apply" => "BackwardDerivativeOf",
            _ => {
                let msg = format!("expected `fwd_diff`, `bwd_diff` or `__apply`, found `{}`", kind.name);
                self.report(Diagnostic::error(E_SYNTAX, kind.span, msg));
                return Vec::new();
            }
        };
        let open = self.pos;
        if !self.expect(Punct::LParen) {
            return Vec::new();
        }
        let target = self.parse_assign();
        self.finish_group(open, Punct::RParen);
        let head = self.span_from(start);
        let name = Ident { name: format!("__func_extension_{}_{}", kind.name, start.lo), span: kind.span };
        let first_expr = self.ast.exprs.len();
        let Some(mut fkind) = self.parse_function_rest(prefix, FuncName::Ident(name.clone()), None, true) else {
            return Vec::new();
        };
        if kind.name == "__apply" {
            self.apply_explicit_this(&mut fkind, target, first_expr);
        }
        let span = self.span_from(start);
        if kind.name != "__apply" {
            mods.attributes.push(Attribute { name: attr.into(), args: vec![target], span: head });
            mods.attributes.push(Attribute { name: "__func_extension".into(), args: Vec::new(), span: head });
            return vec![self.ast.add_decl(fkind, std::mem::take(mods), span)];
        }
        let DeclKind::Func { sig, ret, .. } = &fkind else { return Vec::new() };
        let (sig, ret) = (sig.clone(), *ret);
        let apply = self.ast.add_decl(fkind, std::mem::take(mods), span);
        // The result type of `f`: `R` of `Tuple<R, C>`.
        let result = ret.and_then(|r| match &self.ast.ty(r).kind {
            TypeKind::Specialize { args, .. } if args.len() == 2 => match args[0] {
                crate::ast::TypeOrExpr::Type(t) => Some(t),
                crate::ast::TypeOrExpr::Expr(_) => None,
            },
            _ => None,
        });
        let Some(result) = result else {
            let msg = "an `__apply` extension returns a `Tuple<R, Context>`";
            self.report(Diagnostic::error(E_SYNTAX, kind.span, msg));
            return vec![apply];
        };
        let at = head;
        let name_expr = |p: &mut Self, n: &str| p.ast.add_expr(ExprKind::Name(n.to_string()), at);
        let member = |p: &mut Self, base: ExprId, n: &str| {
            let name = Ident { name: n.to_string(), span: at };
            p.ast.add_expr(ExprKind::Member { base, name, sep: MemberSep::Dot }, at)
        };
        let pair_base = self.ast.add_type(TypeKind::Name("DifferentialPair".into()), at);
        let mut params = Vec::new();
        let mut names = Vec::new();
        for &p in &sig.params {
            let DeclKind::Param { name: Some(pname), ty: Some(pty), .. } = &self.ast.decl(p).kind else {
                let msg = "the parameters of an `__apply` extension are named and typed";
                self.report(Diagnostic::error(E_SYNTAX, at, msg));
                return vec![apply];
            };
            let (pname, pty) = (pname.clone(), *pty);
            let args = vec![crate::ast::TypeOrExpr::Type(pty)];
            let ty = self.ast.add_type(TypeKind::Specialize { base: pair_base, args }, at);
            let pkind =
                DeclKind::Param { name: Some(pname.clone()), ty: Some(ty), default: None, semantics: Vec::new() };
            let pmods =
                Modifiers { attributes: Vec::new(), keywords: vec![Modifier { kind: ModifierKind::InOut, span: at }] };
            params.push(self.ast.add_decl(pkind, pmods, at));
            names.push((pname.name, pty));
        }
        let dout = Ident { name: "__func_extension_dOut".into(), span: at };
        let dkind =
            DeclKind::Param { name: Some(dout.clone()), ty: Some(result), default: None, semantics: Vec::new() };
        params.push(self.ast.add_decl(dkind, Modifiers::default(), at));
        // let r = apply(x.p...); let c = r._1; P dx...; c(dx..., dOut); x = diffPair(x.p, dx);
        let mut stmts = Vec::new();
        let primals: Vec<ExprId> = names
            .iter()
            .map(|(n, _)| {
                let b = name_expr(self, n);
                member(self, b, "p")
            })
            .collect();
        let callee = name_expr(self, &name.name);
        let call = self.ast.add_expr(ExprKind::Call { callee, args: primals }, at);
        let let_var = |p: &mut Self, n: &str, init: ExprId| {
            let kind = DeclKind::Var {
                style: VarStyle::Let,
                name: Ident { name: n.to_string(), span: at },
                ty: None,
                init: Some(init),
                semantics: Vec::new(),
            };
            let d = p.ast.add_decl(kind, Modifiers::default(), at);
            p.ast.add_stmt(StmtKind::Decl(vec![d]), Vec::new(), at)
        };
        stmts.push(let_var(self, "__func_extension_r", call));
        let r = name_expr(self, "__func_extension_r");
        let ctx = member(self, r, "_1");
        stmts.push(let_var(self, "__func_extension_c", ctx));
        let mut dargs = Vec::new();
        for (i, (_, pty)) in names.iter().enumerate() {
            let n = format!("__func_extension_d{i}");
            let vkind = DeclKind::Var {
                style: VarStyle::CStyle,
                name: Ident { name: n.clone(), span: at },
                ty: Some(*pty),
                init: None,
                semantics: Vec::new(),
            };
            let d = self.ast.add_decl(vkind, Modifiers::default(), at);
            stmts.push(self.ast.add_stmt(StmtKind::Decl(vec![d]), Vec::new(), at));
            dargs.push(name_expr(self, &n));
        }
        dargs.push(name_expr(self, &dout.name));
        let c = name_expr(self, "__func_extension_c");
        let call = self.ast.add_expr(ExprKind::Call { callee: c, args: dargs }, at);
        stmts.push(self.ast.add_stmt(StmtKind::Expr(call), Vec::new(), at));
        for (i, (n, _)) in names.iter().enumerate() {
            let lhs = name_expr(self, n);
            let b = name_expr(self, n);
            let p = member(self, b, "p");
            let d = name_expr(self, &format!("__func_extension_d{i}"));
            let callee = name_expr(self, "diffPair");
            let rhs = self.ast.add_expr(ExprKind::Call { callee, args: vec![p, d] }, at);
            let assign = self.ast.add_expr(ExprKind::Assign { op: None, lhs, rhs }, at);
            stmts.push(self.ast.add_stmt(StmtKind::Expr(assign), Vec::new(), at));
        }
        let body = self.ast.add_stmt(StmtKind::Block(stmts), Vec::new(), at);
        let void = self.ast.add_type(TypeKind::Name("void".into()), at);
        let bwd_sig = Signature {
            generics: sig.generics.clone(),
            params,
            where_clauses: sig.where_clauses.clone(),
            throws: None,
        };
        let bwd_name = Ident { name: format!("__func_extension_bwd_diff_{}", start.lo), span: kind.span };
        let bwd = DeclKind::Func {
            name: FuncName::Ident(bwd_name),
            sig: bwd_sig,
            ret: Some(void),
            semantics: Vec::new(),
            body: Some(body),
        };
        let attrs = vec![
            Attribute { name: attr.into(), args: vec![target], span: head },
            Attribute { name: "__func_extension".into(), args: Vec::new(), span: head },
        ];
        let bwd = self.ast.add_decl(bwd, Modifiers { attributes: attrs, keywords: Vec::new() }, span);
        vec![apply, bwd]
    }

    /// Whether type expression `t` names a resource (`Texture2D`,
    /// `StructuredBuffer<T>`, `SamplerState`...): an array of them passed
    /// to an unsized-array parameter is a descriptor array whose length
    /// need not be known.
    fn names_resource(&self, t: TypeId) -> bool {
        let name = match &self.ast.ty(t).kind {
            TypeKind::Name(n) => n,
            TypeKind::Specialize { base, .. } => match &self.ast.ty(*base).kind {
                TypeKind::Name(n) => n,
                _ => return false,
            },
            _ => return false,
        };
        let name = name.strip_prefix("RW").or_else(|| name.strip_prefix("RasterizerOrdered")).unwrap_or(name);
        [
            "Texture",
            "Sampler",
            "StructuredBuffer",
            "AppendStructuredBuffer",
            "ConsumeStructuredBuffer",
            "ByteAddressBuffer",
            "Buffer",
            "ConstantBuffer",
            "ParameterBlock",
            "RaytracingAccelerationStructure",
            "FeedbackTexture",
            "SubpassInput",
            "DescriptorHandle",
        ]
        .iter()
        .any(|p| name.starts_with(p))
    }

    /// A parameter of the core module's generic interface type
    /// `IArray<E>` / `IRWArray<E>` (`T sum<T : IFloat>(IArray<T> a)`) is
    /// an implicit generic parameter constrained by it, as slangc
    /// specializes such a function for each argument type: builtin arrays,
    /// vectors and matrices conform to these interfaces but have no
    /// interface value.
    ///
    /// An unsized-array parameter (`int a[]`) likewise takes an implicit
    /// generic length (`int a[N]`), as slangc specializes such a function
    /// for each argument's array type (`a.getCount()` is then the
    /// argument's length). Mesh outputs, `uniform` parameters, arrays of
    /// resources and an entry point's parameters (`entry`: declared with
    /// `[shader]` or `[numthreads]`) keep their unsized type.
    fn implicit_array_generics(&mut self, sig: &mut Signature, entry: bool) {
        for (k, &p) in sig.params.iter().enumerate() {
            let DeclKind::Param { ty: Some(t), .. } = self.ast.decl(p).kind else { continue };
            if let TypeKind::Array { elem, len: None } = self.ast.ty(t).kind {
                let mods = &self.ast.decl(p).modifiers;
                let kept =
                    [ModifierKind::Vertices, ModifierKind::Indices, ModifierKind::Primitives, ModifierKind::Uniform];
                if entry || kept.iter().any(|m| mods.has(m)) || self.names_resource(elem) {
                    continue;
                }
                let span = self.ast.ty(t).span;
                let name = format!("__unsized_len{k}");
                let int = self.ast.add_type(TypeKind::Name("int".into()), span);
                let kind = DeclKind::GenericValueParam {
                    name: Ident { name: name.clone(), span },
                    ty: int,
                    default: None,
                    pack: false,
                };
                let g = self.ast.add_decl(kind, Modifiers::default(), span);
                let len = self.ast.add_expr(ExprKind::Name(name), span);
                let sized = self.ast.add_type(TypeKind::Array { elem, len: Some(len) }, span);
                if let DeclKind::Param { ty, .. } = &mut self.ast.decls[p.index()].kind {
                    *ty = Some(sized);
                }
                sig.generics.get_or_insert_with(|| GenericParams { params: Vec::new(), span }).params.push(g);
                continue;
            }
            // `constexpr int v`: a generic value parameter `v` bound by the
            // argument's constant (the function is specialized per
            // constant, so `if (v == 0)` is decided there, as slangc
            // specializes and cleans up dead branches); the parameter
            // itself is renamed out of the body's way.
            if self.constexpr_params.contains(&p) {
                let is_scalar = matches!(&self.ast.ty(t).kind, TypeKind::Name(n) if matches!(n.as_str(),
                    "int" | "uint" | "int32_t" | "uint32_t" | "int64_t" | "uint64_t" | "int16_t" | "uint16_t" | "bool"));
                let Some(pname) = self.ast.decl(p).name().cloned() else { continue };
                if !is_scalar
                    || self.ast.decl(p).modifiers.has(&ModifierKind::Out)
                    || self.ast.decl(p).modifiers.has(&ModifierKind::InOut)
                {
                    continue;
                }
                let span = pname.span;
                let kind = DeclKind::GenericValueParam { name: pname.clone(), ty: t, default: None, pack: false };
                let g = self.ast.add_decl(kind, Modifiers::default(), span);
                if let DeclKind::Param { name: Some(n), .. } = &mut self.ast.decls[p.index()].kind {
                    n.name = format!("{}{}", crate::ast::CONSTEXPR_ARG, pname.name);
                }
                sig.generics.get_or_insert_with(|| GenericParams { params: Vec::new(), span }).params.push(g);
                continue;
            }
            let TypeKind::Specialize { base, args } = &self.ast.ty(t).kind else { continue };
            let TypeKind::Name(iface) = &self.ast.ty(*base).kind else { continue };
            if !matches!(iface.as_str(), "IArray" | "IRWArray") || args.len() != 1 {
                continue;
            }
            let span = self.ast.ty(t).span;
            let name = format!("__{iface}_param{k}");
            let kind = DeclKind::GenericTypeParam {
                name: Ident { name: name.clone(), span },
                constraint: Some(t),
                default: None,
                pack: false,
            };
            let g = self.ast.add_decl(kind, Modifiers::default(), span);
            let named = self.ast.add_type(TypeKind::Name(name), span);
            if let DeclKind::Param { ty, .. } = &mut self.ast.decls[p.index()].kind {
                *ty = Some(named);
            }
            sig.generics.get_or_insert_with(|| GenericParams { params: Vec::new(), span }).params.push(g);
        }
    }

    /// After a function's name: generic parameters, parameters, the
    /// result type (`func` syntax, else `ret`), semantics, `where`
    /// clauses and the body.
    fn parse_function_rest(
        &mut self,
        prefix: &mut Option<GenericParams>,
        name: FuncName,
        ret: Option<TypeId>,
        func_syntax: bool,
    ) -> Option<DeclKind> {
        let entry = self.entry_attributes;
        let mut sig = self.parse_signature_head(prefix)?;
        self.implicit_array_generics(&mut sig, entry);
        // `throws E` comes before `func` syntax's `-> T` and after the parameters.
        if self.eat_word("throws") {
            sig.throws = Some(self.parse_type());
        }
        let ret = if func_syntax { self.eat(Punct::Arrow).then(|| self.parse_type()) } else { ret };
        if sig.throws.is_none() && self.eat_word("throws") {
            sig.throws = Some(self.parse_type());
        }
        let semantics = self.parse_semantics();
        sig.where_clauses = self.parse_where();
        let body = self.parse_body_or_semi()?;
        Some(DeclKind::Func { name, sig, ret, semantics, body })
    }

    /// `operator+`, `operator()`, `operator[]`, `operator>>`, ...
    pub(super) fn parse_operator_name(&mut self) -> Option<FuncName> {
        let start = self.span();
        self.bump();
        let op = match self.punct_at(self.pos) {
            Some(Punct::LParen) if self.peek_is(1, Punct::RParen) => "()".to_string(),
            Some(Punct::LBracket) if self.peek_is(1, Punct::RBracket) => "[]".to_string(),
            Some(Punct::Gt) if self.glued[self.pos] => ">>".to_string(),
            Some(
                p @ (Punct::Plus
                | Punct::Minus
                | Punct::Star
                | Punct::Slash
                | Punct::Percent
                | Punct::Amp
                | Punct::Pipe
                | Punct::Caret
                | Punct::Tilde
                | Punct::Bang
                | Punct::Lt
                | Punct::Gt
                | Punct::Le
                | Punct::Ge
                | Punct::EqEq
                | Punct::Ne
                | Punct::AndAnd
                | Punct::OrOr
                | Punct::Shl
                | Punct::Shr
                | Punct::Inc
                | Punct::Dec
                | Punct::Assign
                | Punct::PlusAssign
                | Punct::MinusAssign
                | Punct::StarAssign
                | Punct::SlashAssign
                | Punct::PercentAssign
                | Punct::AndAssign
                | Punct::OrAssign
                | Punct::XorAssign
                | Punct::ShlAssign
                | Punct::ShrAssign),
            ) => {
                self.bump();
                return Some(FuncName::Operator { op: p.text().to_string(), span: self.span_from(start) });
            }
            _ => {
                self.error_expected("an operator");
                return None;
            }
        };
        self.bump();
        self.bump();
        Some(FuncName::Operator { op, span: self.span_from(start) })
    }

    /// One parameter: `[mods] T name[N] : SEMANTIC = default`,
    /// `name : [mods] T = default`, or (accessors, `accessor`) a bare `name`.
    pub(super) fn parse_param(&mut self, accessor: bool) -> DeclId {
        let start = self.span();
        let mut at = self.pos;
        let mut constexpr = false;
        while let Some(w) = self.word_at(at) {
            if keyword_modifier(w).is_none() {
                break;
            }
            constexpr |= w == "constexpr";
            at += 1;
        }
        let (mut mods, generics) = self.parse_modifiers();
        self.reject_generics(generics);
        if self.ast.glsl {
            self.glsl_qualifiers(&mut mods);
        }
        let (name, ty) =
            if (self.is_name_at(self.pos) || self.is_type_keyword_name_at(self.pos)) && self.peek_is(1, Punct::Colon) {
                let name = self.ident();
                self.bump();
                let (more, generics) = self.parse_modifiers();
                self.reject_generics(generics);
                mods.attributes.extend(more.attributes);
                mods.keywords.extend(more.keywords);
                (Some(name), Some(self.parse_type()))
            } else if accessor
                && self.is_name_at(self.pos)
                && matches!(self.punct_at(self.pos + 1), Some(Punct::Comma | Punct::RParen))
            {
                (Some(self.ident()), None)
            } else {
                let ty = self.parse_type();
                if self.is_declarator_name_at(self.pos) || self.at_word("operator") {
                    let name = self.expect_name("a parameter name");
                    (name, Some(self.parse_declarator_dims(ty)))
                } else {
                    (None, Some(ty))
                }
            };
        let semantics = self.parse_semantics();
        let default = self.eat(Punct::Assign).then(|| self.parse_assign());
        let span = self.span_from(start);
        let d = self.ast.add_decl(DeclKind::Param { name, ty, default, semantics }, mods, span);
        if constexpr && !accessor {
            self.constexpr_params.push(d);
        }
        d
    }

    // -----------------------------------------------------------------
    // Variables and C-style declarations
    // -----------------------------------------------------------------

    /// `[N][]...` after a declarator name, folded right to left around
    /// `base` so that `float a[4][2]` is four `float[2]`.
    fn parse_declarator_dims(&mut self, base: TypeId) -> TypeId {
        let mut dims: Vec<(Option<ExprId>, Span)> = Vec::new();
        while self.at(Punct::LBracket) {
            let open = self.pos;
            let start = self.span();
            self.bump();
            let len = (!self.at(Punct::RBracket)).then(|| self.parse_expr());
            self.finish_group(open, Punct::RBracket);
            dims.push((len, self.span_from(start)));
        }
        let base_span = self.ast.ty(base).span;
        let mut ty = base;
        for (len, span) in dims.into_iter().rev() {
            ty = self.ast.add_type(TypeKind::Array { elem: ty, len }, base_span.to(span));
        }
        ty
    }

    /// `let x : T = e, y = f;` / `var ...`.
    fn parse_let_var(&mut self, mods: Modifiers, generics: Option<GenericParams>, start: Span) -> Vec<DeclId> {
        self.reject_generics(generics);
        let style = if self.at_word("let") { VarStyle::Let } else { VarStyle::Var };
        self.bump();
        let mut decls = Vec::new();
        let mut decl_start = start;
        loop {
            let Some(name) = self.expect_name("a variable name") else {
                self.sync_decl();
                return decls;
            };
            let ty = self.eat(Punct::Colon).then(|| self.parse_type());
            let init = self.eat(Punct::Assign).then(|| self.parse_assign());
            let kind = DeclKind::Var { style, name, ty, init, semantics: Vec::new() };
            let span = self.span_from(decl_start);
            decls.push(self.ast.add_decl(kind, mods.clone(), span));
            if !self.eat(Punct::Comma) {
                break;
            }
            decl_start = self.span();
        }
        self.expect_semi();
        decls
    }

    /// `Type name ...`: a function (`(` or `<` after the name) or variable
    /// declarators `a[N] : SEM = init, b;`.
    fn parse_c_style(&mut self, mods: Modifiers, mut generics: Option<GenericParams>, start: Span) -> Vec<DeclId> {
        let ty = self.parse_type();
        if matches!(self.ast.ty(ty).kind, TypeKind::Error) {
            self.sync_decl();
            return Vec::new();
        }
        let name = if self.at_word("operator") {
            self.parse_operator_name()
        } else {
            self.expect_name("a name").map(FuncName::Ident)
        };
        let Some(name) = name else {
            self.sync_decl();
            return Vec::new();
        };
        let name = match name {
            FuncName::Ident(name) if !self.at(Punct::LParen) && !self.at(Punct::Lt) => {
                self.reject_generics(generics);
                return self.parse_declarators(mods, ty, name, start);
            }
            FuncName::Operator { op, span } if !self.at(Punct::LParen) && !self.at(Punct::Lt) => {
                self.report_operator_name(span);
                self.reject_generics(generics);
                let name = Ident { name: format!("operator{op}"), span };
                return self.parse_declarators(mods, ty, name, start);
            }
            name => name,
        };
        let Some(kind) = self.parse_function_rest(&mut generics, name, Some(ty), false) else {
            self.sync_decl();
            return Vec::new();
        };
        let span = self.span_from(start);
        vec![self.ast.add_decl(kind, mods, span)]
    }

    fn parse_declarators(&mut self, mods: Modifiers, base: TypeId, first: Ident, start: Span) -> Vec<DeclId> {
        let mut decls = Vec::new();
        let mut name = first;
        let mut decl_start = start;
        loop {
            let ty = self.parse_declarator_dims(base);
            let semantics = self.parse_semantics();
            let init = self.eat(Punct::Assign).then(|| self.parse_assign());
            let kind = DeclKind::Var { style: VarStyle::CStyle, name, ty: Some(ty), init, semantics };
            let span = self.span_from(decl_start);
            decls.push(self.ast.add_decl(kind, mods.clone(), span));
            if !self.eat(Punct::Comma) {
                break;
            }
            decl_start = self.span();
            match self.expect_name("a variable name") {
                Some(n) => name = n,
                None => {
                    self.sync_decl();
                    return decls;
                }
            }
        }
        self.expect_semi();
        decls
    }
}

/// The GLSL layout qualifiers that take a value (`name = value`); any
/// other is slangc's E31216.
const VALUED_LAYOUT_QUALIFIERS: &[&str] = &[
    "binding",
    "set",
    "offset",
    "input_attachment_index",
    "location",
    "index",
    "constant_id",
    "local_size_x",
    "local_size_y",
    "local_size_z",
    "local_size_x_id",
    "local_size_y_id",
    "local_size_z_id",
    // Standard GLSL ones slangc does not take but nanoslang's GLSL mode
    // reads or ignores (a GLSL source keeps compiling).
    "max_vertices",
    "max_primitives",
    "vertices",
    "invocations",
    "component",
    "stream",
    "xfb_buffer",
    "xfb_offset",
    "xfb_stride",
    "align",
    "buffer_reference_align",
];

/// An unrecognized GLSL layout qualifier (slangc's E31216).
const E_UNRECOGNIZED_LAYOUT: &str = "E31216";

impl Parser<'_> {
    /// Reports the `name = value` qualifiers of a `layout(...)` that no
    /// layout qualifier is named (without stopping the parse).
    fn check_layout_qualifiers(&mut self, args: &[ExprId]) {
        for &a in args {
            let crate::ast::ExprKind::Assign { op: None, lhs, .. } = self.ast.expr(a).kind else { continue };
            let lhs = self.ast.expr(lhs);
            let crate::ast::ExprKind::Name(name) = &lhs.kind else { continue };
            if !VALUED_LAYOUT_QUALIFIERS.contains(&name.as_str()) {
                let msg = format!("unrecognized GLSL layout qualifier: GLSL layout qualifier '{name}' is unrecognized");
                self.diags.push(Diagnostic::error(E_UNRECOGNIZED_LAYOUT, lhs.span, msg));
            }
        }
    }
}
