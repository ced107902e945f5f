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
        // In a body lowered as generic IR, the `operator()` would call
        // requirements through the enclosing function's witnesses, which
        // it cannot see: that body falls back to instantiation.
        if self.in_generic_ir_body() {
            return Err(self.unexpressible(span, "a lambda expression"));
        }
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
        self.push_synthetic_struct(name, ty, fields);
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

impl Checker<'_> {
    /// The function `n` names (one non-generic, non-intrinsic user
    /// function), or `n<args>` instantiated, as a value: see
    /// [`Checker::function_value`]. `None` when `e` names no function.
    pub(super) fn named_function_value(
        &mut self,
        fx: &mut FnCx,
        e: crate::ast::ExprId,
        span: Span,
    ) -> CResult<Option<TVal>> {
        use crate::ast::ExprKind;
        let (n, gargs) = match &self.user.expr(e).kind {
            ExprKind::Name(n) => (n.clone(), None),
            ExprKind::Specialize { base, args } => match &self.user.expr(*base).kind {
                ExprKind::Name(n) => (n.clone(), Some(args.clone())),
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        if fx.lookup(&n).is_some() {
            return Ok(None);
        }
        let Some(super::Item::Funcs(fs)) = self.items.get(&n).cloned() else { return Ok(None) };
        let [f] = fs[..] else {
            let msg = format!("'{n}' names several overloads: which one a function value means is not supported yet");
            return Err(self.error(super::E_UNSUPPORTED, span, msg));
        };
        if self.funcs[f].intrinsic.is_some() || self.funcs[f].this.is_some() || self.funcs[f].unit != Unit::User {
            let msg = format!("'{n}' as a function value is not supported yet");
            return Err(self.error(super::E_UNSUPPORTED, span, msg));
        }
        let f = match (gargs, self.funcs[f].generic.clone()) {
            (None, None) => f,
            (Some(gargs), Some(params)) => {
                let args = self.resolve_gargs(Unit::User, &params, &gargs, span)?;
                if args.len() != params.len() || !self.check_bounds(&params, &args, span, true) {
                    let msg = format!("'{n}' needs all its generic arguments to be a function value");
                    return Err(self.error(super::E_TYPE_MISMATCH, span, msg));
                }
                let i = self.instantiate_func(f, args)?;
                // A template lowered as generic IR: its instance proper (the
                // wrapper calls it directly, with no witnesses).
                match self.gen_ir.shims.get(&i).cloned() {
                    Some((t, gargs)) => self.instantiate_fallback(t, gargs)?,
                    None => i,
                }
            }
            (None, Some(_)) => {
                let msg = format!("generic function '{n}' as a value needs its generic arguments");
                return Err(self.error(super::E_UNSUPPORTED, span, msg));
            }
            (Some(_), None) => {
                let msg = format!("'{n}' is not generic");
                return Err(self.error(super::E_TYPE_MISMATCH, span, msg));
            }
        };
        self.function_value(fx, f, span).map(Some)
    }

    /// Function `f` as a value (`apply(square, x)`): an empty struct,
    /// one per function, whose `operator()` calls `f`, conforming to
    /// `IFunc<R, P...>` and `IMutatingFunc<R, P...>` as a lambda does.
    fn function_value(&mut self, fx: &mut FnCx, f: usize, span: Span) -> CResult<TVal> {
        if self.throw_types.contains_key(&f) {
            let msg = format!("'{}' throws: as a function value it is not supported yet", self.funcs[f].name);
            return Err(self.error(super::E_UNSUPPORTED, span, msg));
        }
        let name = format!("_Func{f}");
        if let Some(s) = self.structs.iter().position(|s| s.name == name) {
            let ty = self.structs[s].ty;
            let value = self.emit_value(fx, "agg.construct", &[], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        let s = self.structs.len();
        let sname = self.ctx.sym(&name);
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: Vec::new() });
        self.function_value_types.insert(ty, f);
        self.push_synthetic_struct(name, ty, Vec::new());
        // `operator()`: this, then `f`'s parameters, passed on to `f`.
        let label = format!("{}.operator()", self.funcs[f].name);
        let symbol = self.unique_symbol(&label);
        let of = &self.funcs[f];
        let op = super::FuncInfo {
            name: "operator()".to_string(),
            unit: of.unit,
            src: of.src,
            decl: of.decl,
            params: of.params.clone(),
            ret: of.ret,
            symbol: symbol.clone(),
            this: Some((s, false)),
            intrinsic: None,
            generic: None,
            env: of.env.clone(),
            needed: true,
            lowered: true,
            require: of.require.clone(),
            alternatives: Vec::new(),
            hoisted: Vec::new(),
        };
        self.funcs.push(op);
        let g = self.funcs.len() - 1;
        self.structs[s].methods.insert("operator()".to_string(), vec![g]);
        self.funcs[f].needed = true;
        self.use_function(f, span);
        let params = self.ir_params(g);
        let ret = self.funcs[f].ret;
        let fty = self.ctx.function_type(params.clone(), ret.into_iter().collect());
        let loc = self.loc(span);
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(nsl_ir::Sym, nsl_ir::Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let func = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(func, nsl_ir::InsertPoint::End(body));
        let block = self.ctx.body(func, 0);
        let args: Vec<Value> = params.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let callee = self.ctx.symbol_attr(&self.funcs[f].symbol.clone());
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let results: Vec<Type> = ret.into_iter().collect();
        let call = b.op("func.call", &args[1..], &results, &[("callee", callee)], 0);
        let r: Vec<Value> = b.ctx.results(call).to_vec();
        b.op("func.return", &r, &[], &[], 0);
        // The interfaces it implements.
        let n = self.funcs[f].params.len();
        let mut iargs: Vec<GArg> = ret.into_iter().map(GArg::Type).collect();
        iargs.extend(self.funcs[f].params.iter().map(|p| GArg::Type(p.ty)));
        for iface in [format!("__IFunc{n}"), format!("__IMutatingFunc{n}")] {
            if ret.is_some() && self.interfaces.contains_key(&iface) {
                self.structs[s].conforms.push(iface.clone());
                self.structs[s].conform_refs.push(IfaceRef { name: iface, args: iargs.clone() });
            }
        }
        let value = self.emit_value(fx, "agg.construct", &[], ty, &[], span);
        Ok(TVal { value, ty, literal: false })
    }
}

impl Checker<'_> {
    /// Registers a struct the checker made up (a lambda's captures, a
    /// function value): its fields and nothing else, in the current
    /// generic environment.
    fn push_synthetic_struct(&mut self, name: String, ty: Type, fields: Vec<(String, Type)>) {
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
    }
}
