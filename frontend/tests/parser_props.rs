//! Property tests: the parser never panics, always returns a well-formed
//! tree and reports only parser codes, on random token sequences and on
//! randomly mutated corpus programs; without diagnostics every node is
//! reachable from the roots.

use nsl_frontend::ast::*;
use nsl_frontend::diag::Diagnostics;
use nsl_frontend::lexer;
use nsl_frontend::parser;
use nsl_frontend::source::{FileId, Span};
use nsl_frontend::token::{Punct, Token, TokenKind};
use proptest::prelude::*;

/// Visits every node reachable from the roots, checking that each handle
/// is in range, and records which nodes were reached.
struct Walk<'a> {
    ast: &'a Ast,
    exprs: Vec<bool>,
    stmts: Vec<bool>,
    decls: Vec<bool>,
    types: Vec<bool>,
}

impl<'a> Walk<'a> {
    fn new(ast: &'a Ast) -> Walk<'a> {
        Walk {
            ast,
            exprs: vec![false; ast.exprs.len()],
            stmts: vec![false; ast.stmts.len()],
            decls: vec![false; ast.decls.len()],
            types: vec![false; ast.types.len()],
        }
    }

    fn all_reached(&self) -> bool {
        [&self.exprs, &self.stmts, &self.decls, &self.types].iter().all(|v| v.iter().all(|&b| b))
    }

    fn expr(&mut self, id: ExprId) {
        assert!(id.index() < self.ast.exprs.len(), "dangling {id:?}");
        self.exprs[id.index()] = true;
        match &self.ast.expr(id).kind {
            ExprKind::Member { base, .. } => self.expr(*base),
            ExprKind::Specialize { base, args } => {
                self.expr(*base);
                args.iter().for_each(|&a| self.type_or_expr(a));
            }
            ExprKind::Call { callee, args } => {
                self.expr(*callee);
                args.iter().for_each(|&a| self.expr(a));
            }
            ExprKind::Index { base, index } => {
                self.expr(*base);
                self.expr(*index);
            }
            ExprKind::Unary { operand, .. }
            | ExprKind::Expand(operand)
            | ExprKind::Each(operand)
            | ExprKind::Try(operand) => self.expr(*operand),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
                self.expr(*lhs);
                self.expr(*rhs);
            }
            ExprKind::Cond { cond, then, else_ } => {
                self.expr(*cond);
                self.expr(*then);
                self.expr(*else_);
            }
            ExprKind::Cast { ty, operand } | ExprKind::Is { operand, ty } | ExprKind::As { operand, ty } => {
                self.ty(*ty);
                self.expr(*operand);
            }
            ExprKind::InitList(items) => items.iter().for_each(|&e| self.expr(e)),
            ExprKind::SizeOf(a, layout) | ExprKind::AlignOf(a, layout) => {
                self.type_or_expr(*a);
                layout.iter().for_each(|&t| self.ty(t));
            }
            ExprKind::Let { init, .. } => self.expr(*init),
            ExprKind::Lambda { func } => self.decl(*func),
            ExprKind::SpirvAsm(insts) => {
                for i in insts {
                    for o in i.result.iter().chain(&i.ty).chain(&i.operands) {
                        match o {
                            AsmOperand::Value(e) | AsmOperand::Addr(e) => self.expr(*e),
                            AsmOperand::Type(t) | AsmOperand::SampledType(t) => self.ty(*t),
                            _ => {}
                        }
                    }
                }
            }
            ExprKind::Int { .. }
            | ExprKind::Float { .. }
            | ExprKind::Bool(_)
            | ExprKind::String(_)
            | ExprKind::Name(_)
            | ExprKind::This
            | ExprKind::ThisType
            | ExprKind::NoIndex
            | ExprKind::Error => {}
        }
    }

    fn type_or_expr(&mut self, a: TypeOrExpr) {
        match a {
            TypeOrExpr::Type(t) => self.ty(t),
            TypeOrExpr::Expr(e) => self.expr(e),
        }
    }

    fn ty(&mut self, id: TypeId) {
        assert!(id.index() < self.ast.types.len(), "dangling {id:?}");
        self.types[id.index()] = true;
        match &self.ast.ty(id).kind {
            TypeKind::Member { base, .. } | TypeKind::Pointer(base) | TypeKind::Expand(base) | TypeKind::Each(base) => {
                self.ty(*base)
            }
            TypeKind::Specialize { base, args } => {
                self.ty(*base);
                args.iter().for_each(|&a| self.type_or_expr(a));
            }
            TypeKind::Array { elem, len } => {
                self.ty(*elem);
                len.iter().for_each(|&e| self.expr(e));
            }
            TypeKind::Modified { modifiers, inner } => {
                modifiers.iter().for_each(|m| self.modifier(m));
                self.ty(*inner);
            }
            TypeKind::Conjunction(parts) => parts.iter().for_each(|&t| self.ty(t)),
            TypeKind::Name(_) | TypeKind::This | TypeKind::Error => {}
        }
    }

    fn modifier(&mut self, m: &Modifier) {
        if let ModifierKind::Layout(args) | ModifierKind::Builtin { args, .. } = &m.kind {
            args.iter().for_each(|&e| self.expr(e));
        }
    }

    fn modifiers(&mut self, m: &Modifiers) {
        m.attributes.iter().flat_map(|a| &a.args).for_each(|&e| self.expr(e));
        m.keywords.iter().for_each(|k| self.modifier(k));
    }

    fn stmt(&mut self, id: StmtId) {
        assert!(id.index() < self.ast.stmts.len(), "dangling {id:?}");
        self.stmts[id.index()] = true;
        let s = self.ast.stmt(id);
        s.attributes.iter().flat_map(|a| &a.args).for_each(|&e| self.expr(e));
        match &s.kind {
            StmtKind::Block(stmts) => stmts.iter().for_each(|&s| self.stmt(s)),
            StmtKind::Decl(decls) => decls.iter().for_each(|&d| self.decl(d)),
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::If { cond, then, else_ } => {
                self.expr(*cond);
                self.stmt(*then);
                else_.iter().for_each(|&s| self.stmt(s));
            }
            StmtKind::CompileTimeFor { range, body, .. } => {
                range.iter().for_each(|&e| self.expr(e));
                self.stmt(*body);
            }
            StmtKind::For { init, cond, step, body } => {
                init.iter().for_each(|&s| self.stmt(s));
                cond.iter().chain(step).for_each(|&e| self.expr(e));
                self.stmt(*body);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(*cond);
                self.stmt(*body);
            }
            StmtKind::Switch { value, cases } => {
                self.expr(*value);
                self.cases(cases);
            }
            StmtKind::TargetSwitch { cases } => self.cases(cases),
            StmtKind::Return(e) => e.iter().for_each(|&e| self.expr(e)),
            StmtKind::Throw(e) => self.expr(*e),
            StmtKind::DoCatch { body, catches } => {
                self.stmt(*body);
                for c in catches {
                    if let Some((_, t)) = &c.binding {
                        self.ty(*t);
                    }
                    self.stmt(c.body);
                }
            }
            StmtKind::Labeled { stmt, .. } | StmtKind::Defer(stmt) => self.stmt(*stmt),
            StmtKind::Empty
            | StmtKind::Break
            | StmtKind::BreakLabel(_)
            | StmtKind::Continue
            | StmtKind::Discard
            | StmtKind::IntrinsicAsm(_)
            | StmtKind::Error => {}
        }
    }

    fn cases(&mut self, cases: &[SwitchCase]) {
        for c in cases {
            for l in &c.labels {
                if let CaseLabel::Value(e) = l {
                    self.expr(*e);
                }
            }
            c.body.iter().for_each(|&s| self.stmt(s));
        }
    }

    fn generics(&mut self, g: &Option<GenericParams>) {
        g.iter().flat_map(|g| &g.params).for_each(|&d| self.decl(d));
    }

    fn where_clauses(&mut self, w: &[WhereClause]) {
        for c in w {
            self.ty(c.subject);
            match &c.constraint {
                Constraint::Conforms(tys) => tys.iter().for_each(|&t| self.ty(t)),
                Constraint::Equals(t) | Constraint::Coercible { from: t, .. } => self.ty(*t),
                Constraint::CountIs { pack, count } => {
                    self.ty(*pack);
                    self.expr(*count);
                }
            }
        }
    }

    fn signature(&mut self, sig: &Signature) {
        self.generics(&sig.generics);
        sig.params.iter().for_each(|&d| self.decl(d));
        self.where_clauses(&sig.where_clauses);
        sig.throws.iter().for_each(|&t| self.ty(t));
    }

    fn decl(&mut self, id: DeclId) {
        assert!(id.index() < self.ast.decls.len(), "dangling {id:?}");
        self.decls[id.index()] = true;
        let d = self.ast.decl(id);
        self.modifiers(&d.modifiers);
        match &d.kind {
            DeclKind::Namespace { members, .. } => members.iter().for_each(|&m| self.decl(m)),
            DeclKind::Var { ty, init, .. } => {
                ty.iter().for_each(|&t| self.ty(t));
                init.iter().for_each(|&e| self.expr(e));
            }
            DeclKind::Param { ty, default, .. } => {
                ty.iter().for_each(|&t| self.ty(t));
                default.iter().for_each(|&e| self.expr(e));
            }
            DeclKind::Func { sig, ret, body, .. } => {
                self.signature(sig);
                ret.iter().for_each(|&t| self.ty(t));
                body.iter().for_each(|&s| self.stmt(s));
            }
            DeclKind::Init { sig, body } => {
                self.signature(sig);
                body.iter().for_each(|&s| self.stmt(s));
            }
            DeclKind::Subscript { sig, ret, accessors } => {
                self.signature(sig);
                self.ty(*ret);
                accessors.iter().flatten().for_each(|&a| self.decl(a));
            }
            DeclKind::Property { ty, accessors, .. } => {
                self.ty(*ty);
                accessors.iter().flatten().for_each(|&a| self.decl(a));
            }
            DeclKind::Accessor { params, body, .. } => {
                params.iter().for_each(|&p| self.decl(p));
                body.iter().for_each(|&s| self.stmt(s));
            }
            DeclKind::Aggregate { generics, bases, where_clauses, members, .. } => {
                self.generics(generics);
                bases.iter().for_each(|&t| self.ty(t));
                self.where_clauses(where_clauses);
                members.iter().flatten().for_each(|&m| self.decl(m));
            }
            DeclKind::Enum { bases, cases, .. } => {
                bases.iter().for_each(|&t| self.ty(t));
                cases.iter().for_each(|&c| self.decl(c));
            }
            DeclKind::EnumCase { value, .. } => value.iter().for_each(|&e| self.expr(e)),
            DeclKind::TypeAlias { generics, ty, .. } => {
                self.generics(generics);
                self.ty(*ty);
            }
            DeclKind::AssociatedType { bases, where_clauses, .. } => {
                bases.iter().for_each(|&t| self.ty(t));
                self.where_clauses(where_clauses);
            }
            DeclKind::Extension { generics, target, bases, where_clauses, members } => {
                self.generics(generics);
                self.ty(*target);
                bases.iter().for_each(|&t| self.ty(t));
                self.where_clauses(where_clauses);
                members.iter().for_each(|&m| self.decl(m));
            }
            DeclKind::CBuffer { members, .. } => members.iter().for_each(|&m| self.decl(m)),
            DeclKind::GenericTypeParam { constraint, default, .. } => {
                constraint.iter().chain(default).for_each(|&t| self.ty(t));
            }
            DeclKind::GenericValueParam { ty, default, .. } => {
                self.ty(*ty);
                default.iter().for_each(|&e| self.expr(e));
            }
            DeclKind::Import(_)
            | DeclKind::Include(_)
            | DeclKind::Module(_)
            | DeclKind::Implementing(_)
            | DeclKind::Using { .. } => {}
        }
    }
}

/// Parses, checks the tree and the diagnostics, and returns whether the
/// parse was clean.
fn parse_and_check(tokens: &[Token]) -> bool {
    let mut diags = Diagnostics::default();
    let ast = parser::parse(tokens, &mut diags);
    let mut walk = Walk::new(&ast);
    for &d in &ast.roots {
        walk.decl(d);
    }
    // The dump walks the whole tree too.
    let _ = dump(&ast);
    for d in &diags.list {
        // Syntax errors, and the semantic errors the parser reports itself
        // (a generic value parameter without a type, misplaced modifiers,
        // ...): Slang's numbering, never an internal error.
        let parser_code = ["E10", "E20", "E30", "E31", "E32"].iter().any(|p| d.code.starts_with(p));
        assert!(parser_code, "unexpected code {}", d.code);
        assert!(!d.message.is_empty());
    }
    // Errors at tokens the lexer could not classify are the lexer's to
    // report, so only a parse without those is clean.
    let clean = diags.list.is_empty() && !tokens.iter().any(|t| matches!(t.kind, TokenKind::Unknown(_)));
    if clean {
        assert!(walk.all_reached(), "a clean parse left unreachable nodes");
    }
    clean
}

fn corpus() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/frontend/parse");
    let mut files: Vec<_> = std::fs::read_dir(dir).expect("corpus").map(|e| e.expect("entry").path()).collect();
    files.sort();
    files.iter().map(|p| std::fs::read_to_string(p).expect("corpus file")).collect()
}

fn lex(src: &str) -> Vec<Token> {
    let mut diags = Diagnostics::default();
    lexer::lex(FileId(0), src, &mut diags)
}

#[test]
fn corpus_trees_are_complete() {
    for src in corpus() {
        assert!(parse_and_check(&lex(&src)));
    }
}

/// Words the parser treats specially, plus some ordinary names.
const WORDS: &[&str] = &[
    "struct",
    "class",
    "interface",
    "enum",
    "typedef",
    "typealias",
    "extension",
    "namespace",
    "using",
    "import",
    "module",
    "let",
    "var",
    "func",
    "property",
    "associatedtype",
    "__subscript",
    "__init",
    "__generic",
    "cbuffer",
    "if",
    "else",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "return",
    "discard",
    "__target_switch",
    "__intrinsic_asm",
    "spirv_asm",
    "this",
    "This",
    "true",
    "false",
    "is",
    "as",
    "sizeof",
    "where",
    "operator",
    "get",
    "set",
    "static",
    "const",
    "in",
    "out",
    "inout",
    "linear",
    "sample",
    "layout",
    "register",
    "packoffset",
    "__intrinsic_op",
    "float",
    "int3",
    "vector",
    "T",
    "x",
    "y",
    "Foo",
];

fn token_kind() -> impl Strategy<Value = TokenKind> {
    prop_oneof![
        4 => prop::sample::select(WORDS).prop_map(|w| TokenKind::Ident(w.to_string())),
        4 => prop::sample::select(Punct::ALL).prop_map(TokenKind::Punct),
        1 => (0u128..100).prop_map(|value| TokenKind::IntLit { value, suffix: String::new(), decimal: true }),
        1 => Just(TokenKind::FloatLit { value: 1.5, suffix: "f".to_string() }),
        1 => Just(TokenKind::StringLit("s".to_string())),
        1 => Just(TokenKind::CharLit('c' as u32)),
        1 => Just(TokenKind::Unknown('`')),
    ]
}

fn tokens_of(kinds: Vec<(TokenKind, bool)>) -> Vec<Token> {
    let mut out: Vec<Token> = kinds
        .into_iter()
        .enumerate()
        .map(|(i, (kind, at_line_start))| Token {
            kind,
            span: Span::new(FileId(0), i as u32 * 2, i as u32 * 2 + 1),
            expansion: None,
            leading_space: true,
            at_line_start,
        })
        .collect();
    let end = out.len() as u32 * 2;
    out.push(Token {
        kind: TokenKind::Eof,
        span: Span::new(FileId(0), end, end),
        expansion: None,
        leading_space: true,
        at_line_start: true,
    });
    out
}

/// One edit of a token stream.
#[derive(Clone, Debug)]
enum Mutation {
    Delete(usize),
    Duplicate(usize),
    Swap(usize),
    Insert(usize, TokenKind),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Duplicate),
        any::<usize>().prop_map(Mutation::Swap),
        (any::<usize>(), token_kind()).prop_map(|(i, k)| Mutation::Insert(i, k)),
    ]
}

fn mutate(tokens: &mut Vec<Token>, m: &Mutation) {
    // Never touch the final Eof.
    let n = tokens.len() - 1;
    if n == 0 {
        return;
    }
    match m {
        Mutation::Delete(i) => {
            tokens.remove(i % n);
        }
        Mutation::Duplicate(i) => {
            let t = tokens[i % n].clone();
            tokens.insert(i % n, t);
        }
        Mutation::Swap(i) if n >= 2 => tokens.swap(i % (n - 1), i % (n - 1) + 1),
        Mutation::Swap(_) => {}
        Mutation::Insert(i, kind) => {
            let mut t = tokens[i % n].clone();
            t.kind = kind.clone();
            tokens.insert(i % n, t);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_tokens_never_panic(kinds in prop::collection::vec((token_kind(), any::<bool>()), 0..300)) {
        parse_and_check(&tokens_of(kinds));
    }

    #[test]
    fn random_tokens_without_eof_never_panic(kinds in prop::collection::vec((token_kind(), any::<bool>()), 0..50)) {
        let mut tokens = tokens_of(kinds);
        tokens.pop();
        parse_and_check(&tokens);
    }

    #[test]
    fn mutated_programs_never_panic(
        file in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(), 1..8),
    ) {
        let sources = corpus();
        let mut tokens = lex(&sources[file.index(sources.len())]);
        for m in &mutations {
            mutate(&mut tokens, m);
        }
        parse_and_check(&tokens);
    }
}
