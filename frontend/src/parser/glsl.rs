//! GLSL's declarations in Slang's GLSL compatibility mode (`-allow-glsl`
//! or a `#version` directive), read as the Slang they mean:
//!
//! - `shared` is `groupshared`.
//! - `precision highp float;` declares nothing; the memory and precision
//!   qualifiers `readonly`, `writeonly`, `restrict`, `coherent`, `highp`,
//!   `mediump`, `lowp` change nothing here.
//! - `layout(local_size_x = X, local_size_y = Y, local_size_z = Z) in;`
//!   gives the workgroup size of a compute entry point that has no
//!   `[numthreads]` ([`crate::ast::Ast::glsl_local_size`]).
//! - `layout(binding = B, set = S)` is `[[vk::binding(B, S)]]` and
//!   `layout(push_constant)` is `[[vk::push_constant]]`.
//! - `buffer Block { T data[]; } inst;` (one unsized array) is a
//!   `RWStructuredBuffer<T> inst` and `inst.data` is that buffer;
//!   `buffer Block { members } inst;` is a `struct Block` and a
//!   `RWStructuredBuffer<Block> inst` whose element 0 `inst.m` reads
//!   (a `GLSLShaderStorageBuffer<Block>`, the block itself, when its last
//!   member is an unsized array).
//! - `uniform Block { members } inst;` is a `struct Block` and a
//!   `ConstantBuffer<Block> inst`.
//! - `layout(location = 1) rayPayloadEXT vec4 p;` (and `rayPayloadInEXT`,
//!   `hitAttributeEXT`, `callableDataEXT`, `callableDataInEXT`,
//!   `hitObjectAttributeNV`, the NV spellings) is a `static` global marked
//!   with its storage (`hl.global {ray_storage}`); a call naming such a
//!   global by its location (`traceRayEXT(..., 1)`, `RAY_CALLS`) gets the
//!   global itself, and `reportIntersectionEXT(t, kind)` the shader's
//!   `hitAttributeEXT` global as a third argument. `ignoreIntersectionEXT;`
//!   and `terminateRayEXT;` are calls of `IgnoreHit()` /
//!   `AcceptHitAndEndSearch()` (parser/expr.rs).

use super::Parser;
use crate::ast::{
    AggregateKind, Attribute, BinaryOp, DeclId, DeclKind, ExprId, ExprKind, Ident, ModifierKind, Modifiers, StmtKind,
    TypeKind, TypeOrExpr, VarStyle,
};
use crate::source::Span;
use crate::token::Punct;

/// GLSL qualifiers that change nothing in a Slang program.
const IGNORED_QUALIFIERS: &[&str] =
    &["readonly", "writeonly", "restrict", "coherent", "highp", "mediump", "lowp", "smooth", "flat"];

impl Parser<'_> {
    /// A GLSL-only declaration at the current token (after the modifiers
    /// `mods`, which it may change): `Some` with what it declared, or
    /// `None` when an ordinary declaration follows.
    pub(super) fn glsl_decl(&mut self, start: Span, mods: &mut Modifiers) -> Option<Vec<DeclId>> {
        if self.at_word("precision") && self.word_at(self.pos + 1).is_some() && mods.is_empty() {
            while !self.at_eof() && !self.at(Punct::Semi) {
                self.bump();
            }
            self.eat(Punct::Semi);
            return Some(Vec::new());
        }
        self.glsl_qualifiers(mods);
        self.glsl_ray_storage(mods);
        self.glsl_layout_attributes(mods);
        // `shared uint x;`: workgroup memory.
        for m in mods.keywords.iter_mut() {
            if m.kind == ModifierKind::Shared {
                m.kind = ModifierKind::Groupshared;
            }
        }
        // `layout(local_size_x = 4) in;`
        if self.at(Punct::Semi) && !mods.is_empty() {
            self.bump();
            self.glsl_local_size(mods);
            return Some(Vec::new());
        }
        // `out gl_PerVertex { vec4 gl_Position; };`: a redeclaration of
        // built-in variables the core module declares already; it only
        // narrows what the program may use.
        let in_out = mods.has(&ModifierKind::In) || mods.has(&ModifierKind::Out);
        if in_out && self.at_word("gl_PerVertex") && self.peek_is(1, Punct::LBrace) {
            self.bump();
            let mut depth = 0usize;
            while !self.at_eof() {
                if self.at(Punct::LBrace) {
                    depth += 1;
                } else if self.at(Punct::RBrace) {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                }
                self.bump();
            }
            // An instance name (`gl_out[]`) may follow.
            while !self.at_eof() && !self.at(Punct::Semi) && !self.at(Punct::LBrace) && !self.at(Punct::RBrace) {
                self.bump();
            }
            self.eat(Punct::Semi);
            return Some(Vec::new());
        }
        let buffer = self.at_word("buffer") && self.word_at(self.pos + 1).is_some() && self.peek_is(2, Punct::LBrace);
        let uniform =
            mods.has(&ModifierKind::Uniform) && self.word_at(self.pos).is_some() && self.peek_is(1, Punct::LBrace);
        if buffer || uniform {
            return Some(self.glsl_block(start, mods, buffer));
        }
        None
    }

    /// Skips GLSL's qualifiers that change nothing here (of a declaration
    /// or a parameter: `writeonly readonly image2D img`), reading the
    /// modifiers among them into `mods`.
    pub(super) fn glsl_qualifiers(&mut self, mods: &mut Modifiers) {
        while self.word_at(self.pos).is_some_and(|w| IGNORED_QUALIFIERS.contains(&w))
            && self.word_at(self.pos + 1).is_some()
        {
            // `flat in float x;`: no interpolation.
            if self.at_word("flat") {
                let span = self.span();
                mods.keywords.push(crate::ast::Modifier { kind: ModifierKind::NoInterpolation, span });
            }
            self.bump();
            let (more, _) = self.parse_modifiers();
            mods.attributes.extend(more.attributes);
            mods.keywords.extend(more.keywords);
        }
    }

    /// A ray-tracing storage qualifier (`rayPayloadEXT vec4 payload;`): the
    /// global is a `static` one marked `[glsl_ray::STORAGE]` (the checker
    /// gives `hl.global` its `ray_storage`), recorded with its location for
    /// the calls that name it by location (`traceRayEXT(..., 0)`, see
    /// `glsl_ray_call`).
    fn glsl_ray_storage(&mut self, mods: &mut Modifiers) {
        let Some(storage) = self.word_at(self.pos).and_then(ray_storage) else { return };
        if !self.is_name_at(self.pos + 1) {
            return;
        }
        let span = self.span();
        self.bump();
        let (more, _) = self.parse_modifiers();
        mods.attributes.extend(more.attributes);
        mods.keywords.extend(more.keywords);
        mods.keywords.push(crate::ast::Modifier { kind: ModifierKind::Static, span });
        mods.attributes.push(Attribute { name: format!("glsl_ray::{storage}"), args: Vec::new(), span });
        let mut location = None;
        for m in &mods.keywords {
            let ModifierKind::Layout(args) = &m.kind else { continue };
            for &a in args {
                let ExprKind::Assign { op: None, lhs, rhs } = &self.ast.expr(a).kind else { continue };
                if matches!(&self.ast.expr(*lhs).kind, ExprKind::Name(n) if n == "location") {
                    if let ExprKind::Int { value, .. } = &self.ast.expr(*rhs).kind {
                        location = Some(*value);
                    }
                }
            }
        }
        // `T name` (the type is one word: `vec4`, a struct's name).
        if let Some(name) = self.word_at(self.pos + 1) {
            let name = name.to_string();
            self.ast.glsl_ray_globals.push((storage, location, name));
        }
    }

    /// A call naming a ray-tracing global by its location (GLSL's
    /// `traceRayEXT(..., 0)`, `executeCallableEXT(i, 1)`,
    /// `hitObjectRecordHitNV(..., 2)`): that argument becomes the global
    /// itself, which the core module's functions take by reference.
    /// `reportIntersectionEXT(t, kind)` gets the shader's `hitAttributeEXT`
    /// global as a third argument.
    pub(super) fn glsl_ray_call(&mut self, callee: ExprId, args: &mut Vec<ExprId>) {
        let ExprKind::Name(name) = &self.ast.expr(callee).kind else { return };
        if name == "reportIntersectionEXT" && args.len() == 2 {
            let attr = self.ast.glsl_ray_globals.iter().find(|(s, _, _)| *s == "hit_attribute");
            if let Some((_, _, g)) = attr {
                let g = g.clone();
                let span = self.ast.expr(callee).span;
                args.push(self.ast.add_expr(ExprKind::Name(g), span));
            }
            return;
        }
        let Some(&(_, n, storage)) = RAY_CALLS.iter().find(|(f, n, _)| f == name && *n == args.len()) else {
            return;
        };
        let arg = args[n - 1];
        let ExprKind::Int { value, .. } = self.ast.expr(arg).kind else { return };
        let found = self.ast.glsl_ray_globals.iter().find(|(s, l, _)| *s == storage && *l == Some(value));
        if let Some((_, _, g)) = found {
            let g = g.clone();
            let span = self.ast.expr(arg).span;
            args[n - 1] = self.ast.add_expr(ExprKind::Name(g), span);
        }
    }

    /// `layout(constant_id = N)` as `[vk::constant_id(N)]`.
    pub(super) fn layout_constant_id(&mut self, mods: &mut Modifiers) {
        let mut found = None;
        for m in &mods.keywords {
            let ModifierKind::Layout(args) = &m.kind else { continue };
            for &a in args {
                if let ExprKind::Assign { op: None, lhs, rhs } = &self.ast.expr(a).kind {
                    if matches!(&self.ast.expr(*lhs).kind, ExprKind::Name(n) if n == "constant_id") {
                        found = Some((*rhs, m.span));
                    }
                }
            }
        }
        if let Some((id, span)) = found {
            mods.attributes.push(Attribute { name: "vk::constant_id".into(), args: vec![id], span });
        }
    }

    /// `layout(binding = B, set = S)` and `layout(push_constant)` as the
    /// attributes Slang spells them with.
    fn glsl_layout_attributes(&mut self, mods: &mut Modifiers) {
        let mut binding = None;
        let mut set = None;
        let mut push_constant = None;
        let mut location = None;
        let mut index = None;
        let mut constant_id = None;
        let mut attachment = None;
        for m in &mods.keywords {
            let ModifierKind::Layout(args) = &m.kind else { continue };
            for &a in args {
                match &self.ast.expr(a).kind {
                    ExprKind::Assign { op: None, lhs, rhs } => match &self.ast.expr(*lhs).kind {
                        ExprKind::Name(n) if n == "binding" => binding = Some(*rhs),
                        ExprKind::Name(n) if n == "set" => set = Some(*rhs),
                        ExprKind::Name(n) if n == "location" => location = Some(*rhs),
                        ExprKind::Name(n) if n == "index" => index = Some(*rhs),
                        ExprKind::Name(n) if n == "constant_id" => constant_id = Some(*rhs),
                        ExprKind::Name(n) if n == "input_attachment_index" => attachment = Some(*rhs),
                        _ => {}
                    },
                    ExprKind::Name(n) if n == "push_constant" => push_constant = Some(m.span),
                    _ => {}
                }
            }
        }
        let span = mods.keywords.first().map_or(self.span(), |m| m.span);
        if let Some(b) = binding {
            let s = set.unwrap_or_else(|| self.glsl_int(0, span));
            mods.attributes.push(Attribute { name: "vk::binding".into(), args: vec![b, s], span });
        }
        if let Some(i) = attachment {
            mods.attributes.push(Attribute { name: "vk::input_attachment_index".into(), args: vec![i], span });
        }
        if let Some(id) = constant_id {
            mods.attributes.push(Attribute { name: "vk::constant_id".into(), args: vec![id], span });
        }
        if let Some(l) = location {
            mods.attributes.push(Attribute { name: "vk::location".into(), args: vec![l], span });
        }
        if let Some(i) = index {
            mods.attributes.push(Attribute { name: "vk::index".into(), args: vec![i], span });
        }
        if let Some(span) = push_constant {
            mods.attributes.push(Attribute { name: "vk::push_constant".into(), args: Vec::new(), span });
        }
    }

    /// Records the sizes of `layout(local_size_x = ...) in;`.
    fn glsl_local_size(&mut self, mods: &Modifiers) {
        let mut sizes: [Option<ExprId>; 3] = [None; 3];
        for m in &mods.keywords {
            let ModifierKind::Layout(args) = &m.kind else { continue };
            for &a in args {
                let ExprKind::Assign { op: None, lhs, rhs } = &self.ast.expr(a).kind else { continue };
                let ExprKind::Name(n) = &self.ast.expr(*lhs).kind else { continue };
                let i = match n.as_str() {
                    "local_size_x" => 0,
                    "local_size_y" => 1,
                    "local_size_z" => 2,
                    _ => continue,
                };
                sizes[i] = Some(*rhs);
            }
        }
        if sizes.iter().all(Option::is_none) {
            return;
        }
        let span = mods.keywords.first().map_or(self.span(), |m| m.span);
        let mut out = [ExprId(0); 3];
        for (i, s) in sizes.iter().enumerate() {
            out[i] = s.unwrap_or_else(|| self.glsl_int(1, span));
        }
        self.ast.glsl_local_size = Some(out);
    }

    fn glsl_int(&mut self, value: u128, span: Span) -> ExprId {
        self.ast.add_expr(ExprKind::Int { value, suffix: String::new(), decimal: true }, span)
    }

    /// `buffer B { ... } inst;` (`buffer`) or `uniform B { ... } inst;`.
    fn glsl_block(&mut self, start: Span, mods: &mut Modifiers, buffer: bool) -> Vec<DeclId> {
        if buffer {
            self.bump();
        }
        let name = self.ident();
        let Some(members) = self.parse_member_block() else {
            self.sync_decl();
            return Vec::new();
        };
        // An instance name is followed by `;` (slangc also reads a block
        // without its `;`: `buffer B { uint data; }` then a declaration).
        let inst = if self.is_name_at(self.pos)
            && matches!(self.punct_at(self.pos + 1), Some(Punct::Semi | Punct::LBracket))
        {
            self.ident()
        } else {
            Ident { name: format!("__glsl_block_{}", name.name), span: name.span }
        };
        self.eat(Punct::Semi);
        let span = self.span_from(start);
        // The one unsized array member, if that is all the block holds.
        let array = match members.as_slice() {
            [m] => match &self.ast.decl(*m).kind {
                DeclKind::Var { name, ty: Some(ty), .. } => match &self.ast.ty(*ty).kind {
                    TypeKind::Array { elem, len: None } => Some((name.name.clone(), *elem)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        // Members ending in an unsized array (`uint n; uint data[];`): the
        // block is a `GLSLShaderStorageBuffer<Block>`, one `Block` laid out
        // as the storage block itself.
        let unsized_tail = members.len() > 1
            && members.last().is_some_and(|&m| match &self.ast.decl(m).kind {
                DeclKind::Var { ty: Some(ty), .. } => {
                    matches!(self.ast.ty(*ty).kind, TypeKind::Array { len: None, .. })
                }
                _ => false,
            });
        let member_names: Vec<String> = members
            .iter()
            .filter_map(|&m| match &self.ast.decl(m).kind {
                DeclKind::Var { name, .. } => Some(name.name.clone()),
                _ => None,
            })
            .collect();
        let agg = DeclKind::Aggregate {
            kind: AggregateKind::Struct,
            name: name.clone(),
            generics: None,
            bases: Vec::new(),
            where_clauses: Vec::new(),
            members: Some(members),
        };
        let agg = self.ast.add_decl(agg, Modifiers::default(), span);
        let (wrapper, elem) = match (&array, buffer) {
            (Some((_, elem)), true) => ("RWStructuredBuffer", *elem),
            (_, true) => {
                let wrapper = if unsized_tail { "GLSLShaderStorageBuffer" } else { "RWStructuredBuffer" };
                (wrapper, self.ast.add_type(TypeKind::Name(name.name.clone()), name.span))
            }
            (_, false) => ("ConstantBuffer", self.ast.add_type(TypeKind::Name(name.name.clone()), name.span)),
        };
        let base = self.ast.add_type(TypeKind::Name(wrapper.into()), name.span);
        let ty = self.ast.add_type(TypeKind::Specialize { base, args: vec![TypeOrExpr::Type(elem)] }, name.span);
        if buffer {
            let anonymous = inst.name.starts_with("__glsl_block_");
            self.ast.glsl_blocks.push((inst.name.clone(), array.as_ref().map(|(n, _)| n.clone())));
            if anonymous {
                for m in member_names {
                    self.ast.glsl_block_members.push((m, inst.name.clone()));
                }
            }
        } else if inst.name.starts_with("__glsl_block_") {
            for m in member_names {
                self.ast.glsl_block_members.push((m, inst.name.clone()));
            }
        }
        let mut inst_mods = std::mem::take(mods);
        inst_mods.keywords.retain(|m| !matches!(m.kind, ModifierKind::Uniform | ModifierKind::Layout(_)));
        let var =
            DeclKind::Var { style: VarStyle::CStyle, name: inst, ty: Some(ty), init: None, semantics: Vec::new() };
        let var = self.ast.add_decl(var, inst_mods, span);
        vec![agg, var]
    }

    /// A member access `inst.m` of a GLSL block instance, as the Slang it
    /// means (see the module documentation); `None` for any other.
    pub(super) fn glsl_member(&mut self, base: ExprId, member: &Ident, span: Span) -> Option<ExprKind> {
        let ExprKind::Name(n) = &self.ast.expr(base).kind else { return None };
        let (_, array) = self.ast.glsl_blocks.iter().find(|(i, _)| i == n)?.clone();
        match array {
            Some(a) if a == member.name => Some(self.ast.expr(base).kind.clone()),
            Some(_) => None,
            None => {
                let zero = self.glsl_int(0, span);
                let elem = self.ast.add_expr(ExprKind::Index { base, index: zero }, span);
                Some(ExprKind::Member { base: elem, name: member.clone(), sep: crate::ast::MemberSep::Dot })
            }
        }
    }

    /// A name that is a member of a GLSL block without an instance name,
    /// as a member access of its hidden instance.
    pub(super) fn glsl_block_member_name(&mut self, name: &str, span: Span) -> Option<ExprKind> {
        let (m, inst) = self.ast.glsl_block_members.iter().find(|(m, _)| m == name)?.clone();
        let base = self.ast.add_expr(ExprKind::Name(inst), span);
        let member = Ident { name: m, span };
        if let Some(k) = self.glsl_member(base, &member, span) {
            return Some(k);
        }
        Some(ExprKind::Member { base, name: member, sep: crate::ast::MemberSep::Dot })
    }
}

/// The storage a GLSL ray-tracing qualifier gives a global.
fn ray_storage(word: &str) -> Option<&'static str> {
    Some(match word {
        "rayPayloadEXT" | "rayPayloadNV" => "ray_payload",
        "rayPayloadInEXT" | "rayPayloadInNV" => "incoming_ray_payload",
        "hitAttributeEXT" | "hitAttributeNV" => "hit_attribute",
        "callableDataEXT" | "callableDataNV" => "callable_data",
        "callableDataInEXT" | "callableDataInNV" => "incoming_callable_data",
        "hitObjectAttributeNV" | "hitObjectAttributeEXT" => "hit_object_attribute",
        _ => return None,
    })
}

/// GLSL functions whose last argument is the location of a ray-tracing
/// global: name, argument count, the global's storage.
const RAY_CALLS: &[(&str, usize, &str)] = &[
    ("traceRayEXT", 11, "ray_payload"),
    ("traceNV", 11, "ray_payload"),
    ("traceRayMotionNV", 12, "ray_payload"),
    ("executeCallableEXT", 2, "callable_data"),
    ("executeCallableNV", 2, "callable_data"),
    ("hitObjectTraceRayNV", 12, "ray_payload"),
    ("hitObjectTraceRayMotionNV", 13, "ray_payload"),
    ("hitObjectExecuteShaderNV", 2, "ray_payload"),
    ("hitObjectRecordHitNV", 13, "hit_object_attribute"),
    ("hitObjectRecordHitWithIndexNV", 12, "hit_object_attribute"),
    ("hitObjectRecordHitMotionNV", 14, "hit_object_attribute"),
    ("hitObjectRecordHitWithIndexMotionNV", 13, "hit_object_attribute"),
    ("hitObjectGetAttributesNV", 2, "hit_object_attribute"),
];

/// The operators of Slang's IR opcodes that `__intrinsic_op(OP)` may name
/// on a user's declaration without a body (nvpro's
/// `__intrinsic_op(cmpGT) vector<bool, N> greaterThan<T, let N : int>(...)`).
const INTRINSIC_BINARY_OPS: &[(&str, BinaryOp)] = &[
    ("cmpGT", BinaryOp::Gt),
    ("cmpGE", BinaryOp::Ge),
    ("cmpLT", BinaryOp::Lt),
    ("cmpLE", BinaryOp::Le),
    ("cmpEQ", BinaryOp::Eq),
    ("cmpNE", BinaryOp::Ne),
    ("add", BinaryOp::Add),
    ("sub", BinaryOp::Sub),
    ("mul", BinaryOp::Mul),
    ("div", BinaryOp::Div),
    ("irem", BinaryOp::Rem),
    ("frem", BinaryOp::Rem),
    ("and", BinaryOp::LogAnd),
    ("or", BinaryOp::LogOr),
    ("bitAnd", BinaryOp::BitAnd),
    ("bitOr", BinaryOp::BitOr),
    ("bitXor", BinaryOp::BitXor),
    ("shl", BinaryOp::Shl),
    ("shr", BinaryOp::Shr),
];

impl Parser<'_> {
    /// Gives a body-less function declared `__intrinsic_op(OP)`, where OP
    /// is one of Slang's binary operator opcodes and the function has two
    /// parameters, the body `return a OP b;`.
    pub(super) fn intrinsic_op_body(&mut self, decl: DeclId) {
        let d = self.ast.decl(decl);
        let DeclKind::Func { sig, body: None, .. } = &d.kind else { return };
        let Some(op) = d.modifiers.keywords.iter().find_map(|m| match &m.kind {
            ModifierKind::Builtin { name, args } if name == "__intrinsic_op" => args.first().copied(),
            _ => None,
        }) else {
            return;
        };
        let ExprKind::Name(op) = &self.ast.expr(op).kind else { return };
        let Some(&(_, bin)) = INTRINSIC_BINARY_OPS.iter().find(|(n, _)| n == op) else { return };
        let params: Vec<(String, Span)> = sig
            .params
            .iter()
            .filter_map(|&p| match &self.ast.decl(p).kind {
                DeclKind::Param { name: Some(n), .. } => Some((n.name.clone(), n.span)),
                _ => None,
            })
            .collect();
        let [(a, sa), (b, sb)] = &params[..] else { return };
        let span = d.span;
        let lhs = self.ast.add_expr(ExprKind::Name(a.clone()), *sa);
        let rhs = self.ast.add_expr(ExprKind::Name(b.clone()), *sb);
        let e = self.ast.add_expr(ExprKind::Binary { op: bin, lhs, rhs }, span);
        let ret = self.ast.add_stmt(StmtKind::Return(Some(e)), Vec::new(), span);
        let block = self.ast.add_stmt(StmtKind::Block(vec![ret]), Vec::new(), span);
        if let DeclKind::Func { body, .. } = &mut self.ast.decls[decl.index()].kind {
            *body = Some(block);
        }
    }
}
