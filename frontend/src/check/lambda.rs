//! Lambda expressions: `(int x) => x * 2 + env`, `(int2 p) => { ...; return v; }`.
//!
//! A lambda is an anonymous struct whose fields are the captured values
//! and whose `operator()` is the lambda's body (the parser already made it
//! a function declaration without a return type). Checking the expression:
//! 1. the captures: each name written in the body that is a local (or
//!    parameter) of the enclosing function, or a field of its `this`, is
//!    copied into a field of the same name (captures are read-only: the
//!    `operator()` is not `[mutating]`);
//! 2. the struct is registered like any struct (one per lambda
//!    expression) and its `operator()` declared;
//! 3. the body is lowered at once, its return type inferred from the first
//!    `return` (the others must return the same type, E30111);
//! 4. the struct conforms to `IFunc<R, P...>` and `IMutatingFunc<R, P...>`
//!    (the core module's `__IFuncN` / `__IMutatingFuncN`), so it converts
//!    to those interfaces (dynamic dispatch) and satisfies generic
//!    constraints on them; `f(x)` calls `operator()`.
//!
//! The expression's value is the struct built from the captured values.

use super::expr::TVal;
use super::generics::{GArg, IfaceRef};
use super::stmt::{Binding, FnCx};
use super::{CResult, Checker, Dir, Reported, StructInfo, Unit};
use crate::ast::{DeclId, DeclKind, StmtKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};
use rustc_hash::FxHashMap;

/// The identifiers written in `text`, in order of first appearance.
fn identifiers(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            // A member name after `.` or `->` is no capture.
            let member = text[..start].trim_end().ends_with('.') || text[..start].trim_end().ends_with("->");
            let w = &text[start..i];
            if !member && !out.iter().any(|o| o == w) {
                out.push(w.to_string());
            }
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

impl Checker<'_> {
    /// Lowers the lambda expression whose `operator()` is `func`.
    pub(super) fn lower_lambda(&mut self, fx: &mut FnCx, func: DeclId, span: Span) -> CResult<TVal> {
        let decl = self.user.decl(func);
        let DeclKind::Func { sig, body: Some(body), .. } = &decl.kind else { return Err(Reported) };
        let params: Vec<String> =
            sig.params.iter().filter_map(|&p| self.user.decl(p).name().map(|n| n.name.clone())).collect();
        let body_span = self.user.stmt(*body).span;
        // 1. The captures.
        let text = self.sources.text(body_span).to_string();
        let mut captures: Vec<(String, Type, Value)> = Vec::new();
        for name in identifiers(&text) {
            if params.contains(&name) || name == "this" {
                continue;
            }
            let place = match fx.lookup(&name) {
                Some(Binding::Var { ptr, ty, mutable }) => {
                    super::expr::Place::Mem { ptr: *ptr, ty: *ty, mutable: *mutable }
                }
                Some(Binding::Poisoned) => return Err(Reported),
                None if self.is_this_field(fx, &name) => self.name_place(fx, &name, span)?,
                None => continue,
            };
            let v = self.load_place(fx, &place, span)?;
            captures.push((name, v.ty, v.value));
        }
        // 2. The struct and its `operator()`.
        let s = self.structs.len();
        let name = format!("_Lambda{s}");
        let fields: Vec<(String, Type)> = captures.iter().map(|(n, t, _)| (n.clone(), *t)).collect();
        let sname = self.ctx.sym(&name);
        let field_syms = fields.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: field_syms });
        self.structs.push(StructInfo {
            name,
            ty,
            defaults: vec![None; fields.len()],
            field_requires: vec![None; fields.len()],
            fields,
            methods: FxHashMap::default(),
            conforms: Vec::new(),
            conform_refs: Vec::new(),
            base: None,
            origin: None,
            member_types: FxHashMap::default(),
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            env: self.env.clone(),
            require: None,
            bitfields: FxHashMap::default(),
            shadowed: FxHashMap::default(),
        });
        let f = self.declare_signature(Unit::User, func, "operator()", Some((s, false)))?;
        self.funcs[f].needed = true;
        self.funcs[f].lowered = true;
        self.structs[s].methods.insert("operator()".to_string(), vec![f]);
        // 3. The body, now: its return type is the lambda's.
        let ret = self.lower_lambda_body(f, *body, span);
        self.funcs[f].ret = ret;
        // 4. The interfaces it implements.
        let n = self.funcs[f].params.len();
        let mut args: Vec<GArg> = ret.into_iter().map(GArg::Type).collect();
        args.extend(self.funcs[f].params.iter().map(|p| GArg::Type(p.ty)));
        for iface in [format!("__IFunc{n}"), format!("__IMutatingFunc{n}")] {
            if ret.is_some() && self.interfaces.contains_key(&iface) {
                self.structs[s].conforms.push(iface.clone());
                self.structs[s].conform_refs.push(IfaceRef { name: iface, args: args.clone() });
            }
        }
        let parts: Vec<Value> = captures.iter().map(|c| c.2).collect();
        let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }

    /// Lowers a lambda's `operator()` (function `f`) with an inferred
    /// return type, and gives its `func.func` that type.
    fn lower_lambda_body(&mut self, f: usize, body: crate::ast::StmtId, span: Span) -> Option<Type> {
        let (block, args) = self.create_func_op(f, true, span);
        let mut fx = FnCx::new(block, None);
        fx.infer_ret = true;
        fx.func = Some(f);
        self.begin_capability_body();
        fx.push_scope();
        let mut arg_iter = args.into_iter();
        if let Some((s, _)) = self.funcs[f].this {
            let a = arg_iter.next().expect("this argument");
            let ty = self.structs[s].ty;
            self.bind_param(&mut fx, "this", a, ty, Dir::In, span);
        }
        let params = self.funcs[f].params.clone();
        for (p, a) in params.iter().zip(arg_iter) {
            if let Some(name) = self.ctx.existing_sym(&p.name).filter(|_| !p.name.is_empty()) {
                self.ctx.set_value_name(a, Some(name));
            }
            self.bind_param(&mut fx, &p.name, a, p.ty, p.dir, span);
        }
        // The block's own scope is the body's (a block statement).
        let stmts = match &self.user.stmt(body).kind {
            StmtKind::Block(stmts) => stmts.clone(),
            _ => vec![body],
        };
        for st in stmts {
            self.lower_stmt(&mut fx, st);
        }
        self.finish_function(&mut fx, span);
        self.end_capability_body(f);
        let ret = fx.ret;
        if let Some(op) = self.ctx.block_parent_op(block) {
            let ptypes = self.ir_params(f);
            let fty = self.ctx.function_type(ptypes, ret.into_iter().collect());
            let key = self.ctx.sym("type");
            let a = self.ctx.type_attr(fty);
            self.ctx.set_attr(op, key, a);
        }
        ret
    }
}
