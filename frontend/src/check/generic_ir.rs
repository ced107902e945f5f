//! Generic functions lowered once, as generic IR, for the `specialize`
//! pass to instantiate (issue 13), instead of instantiated per argument
//! list while checking.
//!
//! - A generic function whose shape [`Checker::generic_ir_shape`] accepts
//!   is checked and lowered once, the first time something names it: its
//!   type parameter `T` is the IR type `param<f.T>` (named after the
//!   function's symbol, so each function's parameters are distinct types
//!   to the checker; diagnostics show `T`), and to the checker a type whose
//!   member table holds the requirements of `T`'s constraints (so `t.m()`,
//!   `T.s()`, `T(x)` resolve against the interfaces, not an instance). It
//!   becomes a `func.func {generic = [param<f.T>, ...]}` taking one
//!   `!gen.Witness<struct<I$gen {}>, param<f.T>>` per constraint `T : I`,
//!   first; a call of a requirement is `gen.witness_call` on that witness.
//! - A call of such a function resolves as before (inference on the
//!   declared signature, then an instance of the signature only) and is a
//!   `gen.call {types}` passing one witness per constraint: a witness
//!   parameter of the caller's for its own parameters, else `gen.witness`
//!   of the concrete type's table.
//! - Per interface a witness names, one `gen.interface @I$gen` listing every
//!   requirement of the interface and those it inherits (keys `Owner.m`,
//!   `Owner.m.N` for overloads); per conformance one `gen.witness_table`
//!   naming the type's implementations. The `$gen` names keep these apart
//!   from the existential tables of `existential.rs`, which list only the
//!   requirements dynamic dispatch calls.
//! - A body that turns out to use something this lowering cannot express
//!   yet (see [`Checker::generic_ir_shape`] for the list) is rolled back
//!   (its IR and diagnostics dropped) and the function falls back to
//!   instantiation. A body with errors falls back too (its instances
//!   report them as before), but when nothing ever instantiates it its
//!   errors are reported: an error in a generic function nobody calls is
//!   found.

use super::generics::{GArg, IfaceRef};
use super::stmt::FnCx;
use super::{CResult, Checker, FuncInfo, ParamInfo, Reported, Unit, E_UNSUPPORTED};
use crate::ast::{Constraint, DeclKind, FuncName, ModifierKind, TypeKind as AstType};
use crate::diag::Diagnostic;
use crate::source::Span;
use nsl_ir::{Attr, InsertPoint, Type, TypeKind, TypeSubst, Value};
use rustc_hash::FxHashMap;

/// How a generic function template is lowered.
#[derive(Clone, Debug)]
pub enum Mode {
    /// Its generic body is being lowered now (a call to it from there is
    /// recursion: not expressed yet).
    Trying,
    /// Lowered once as generic IR: the function (a `FuncInfo` with the
    /// parameter types) and its witness list.
    Generic { func: usize, witnesses: Vec<(Type, String)>, params: Vec<Type> },
    /// Instantiated per argument list by the checker.
    Fallback,
}

/// A requirement of an interface, as generic code calls it.
#[derive(Clone, Debug)]
struct Requirement {
    /// The member name (`__init` for initializers).
    name: String,
    /// The key in `gen.interface` and witness tables.
    key: String,
    /// Its signature with `This` = `param<This>` (a signature-only function).
    canon: usize,
    mutating: bool,
    is_static: bool,
}

/// A requirement function of a type parameter's member table: the
/// parameter, the constraint whose witness it is called through, the key.
#[derive(Clone, Debug)]
pub struct ReqUse {
    param: Type,
    iface: String,
    key: String,
}

/// An emitted witness table: its symbol and entries (key, implementation).
type Table = (String, Vec<(String, usize)>);

#[derive(Default)]
pub struct State {
    pub mode: FxHashMap<usize, Mode>,
    /// Signature-only instances of generic-IR templates: template, arguments.
    pub shims: FxHashMap<usize, (usize, Vec<GArg>)>,
    shim_by_args: FxHashMap<(usize, Vec<GArg>), usize>,
    /// Requirement functions of type parameters' member tables.
    pub reqs: FxHashMap<usize, ReqUse>,
    /// Each interface's requirements (`None`: not expressible).
    requirements: FxHashMap<String, Option<Vec<Requirement>>>,
    /// The struct whose type is `param<This>` (`this` of canonical requirements).
    this_struct: Option<usize>,
    /// `gen.interface` symbols emitted, by interface.
    interface_syms: FxHashMap<String, String>,
    /// Witness tables emitted: (interface, type) -> symbol and entries
    /// (key, implementing function).
    tables: FxHashMap<(String, Type), Table>,
    /// The witnesses of the generic bodies being lowered, innermost last.
    scopes: Vec<FxHashMap<(Type, String), Value>>,
    /// Witness parameters of the function being created (set between the
    /// trial's start and `create_func_op`).
    pending: Option<(Vec<Type>, Vec<Type>)>,
    /// Set when a body in trial uses a shape generic IR cannot express.
    pub unexpressible: bool,
    /// Errors of bodies that fell back, reported if nothing instantiates
    /// them, or if they are all trusted (the flag: see `trusted_check_error`).
    deferred: Vec<(usize, Vec<Diagnostic>, bool)>,
    /// A check-only trial of a generic struct's methods is running (its IR
    /// is dropped; see `check_uninstantiated_generic_bodies`).
    check_only: bool,
}

/// The IR name of interface `iface` in generic code.
fn ir_interface(iface: &str) -> String {
    format!("{iface}$gen")
}

impl Checker<'_> {
    /// Can generic function template `t` be lowered once as generic IR?
    /// `Err` names the shape that keeps it on the instantiating path (the
    /// FALLBACK). The shapes that fall back, for the next step to shrink:
    /// - functions of the core module and its prelude (their constraints
    ///   are builtin interfaces such as `__BuiltinFloatingPointType`,
    ///   `IArithmetic`: arithmetic on a `param<T>` has no IR op);
    /// - members of structs, extensions and interfaces, and functions
    ///   nested in generic declarations (`This` or outer parameters bound);
    /// - entry points;
    /// - value parameters (`let N : int`), variadic parameters (`each T`),
    ///   defaults of parameters, `where` clauses other than `T : I`
    ///   (`where T(U)`, `where T.A == B`, `where optional`);
    /// - constraints that are builtin interfaces, generic interfaces
    ///   (`T : IFoo<U>`), conjunctions, core-module interfaces, or
    ///   interfaces (or their bases) with associated types, properties,
    ///   subscripts, constants, operators or generic requirements.
    ///
    /// And, found while lowering the body (then the function falls back):
    /// generic structs or core generic types applied to a parameter
    /// (`Foo<T>`, `Optional<T>`), vectors and matrices of a parameter,
    /// calls passing a parameter to a fallback generic, recursion, a
    /// parameter converted to an interface type, a witness of an interface
    /// a constraint only inherits, and anything else whose IR does not
    /// verify.
    pub fn generic_ir_shape(&mut self, t: usize) -> Result<(), &'static str> {
        let info = &self.funcs[t];
        if info.unit != Unit::User || self.is_prelude_src(info.src) {
            return Err("a core-module function");
        }
        // A method of a non-generic struct (`This` its only binding) may be
        // generic IR; a `[mutating]` one not yet (its `this` may point into
        // other memory than the function's: `method_for_space`).
        let member_of_plain_struct = match info.env[..] {
            [] => info.this.is_none(),
            [(ref n, GArg::Type(ty))] if n == "This" => {
                !matches!(info.this, Some((_, true)))
                    && self.structs.iter().any(|s| s.ty == ty && s.env.is_empty() && s.origin.is_some())
            }
            _ => false,
        };
        if !member_of_plain_struct {
            return Err("a member of a generic declaration, or a [mutating] method");
        }
        if self.existentials.dispatch.contains_key(&t) {
            return Err("an interface requirement");
        }
        // `fwd_diff` / `bwd_diff` name a concrete instance (the autodiff
        // passes differentiate concrete functions).
        if self.diff_decl(t).differentiable {
            return Err("a differentiable function");
        }
        let info = &self.funcs[t];
        let params = info.generic.clone().unwrap_or_default();
        let decl = self.func_decl(t);
        let DeclKind::Func { sig, .. } = &decl.kind else { return Err("not a function") };
        if super::is_entry_point(&decl.modifiers) {
            return Err("an entry point");
        }
        if decl.modifiers.keywords.iter().any(|m| matches!(&m.kind, ModifierKind::Builtin { .. })) {
            return Err("a builtin");
        }
        let ast = self.func_ast(t);
        // A value of a generic interface type in the signature
        // (`IEq<T> v`): its existential type names its arguments as text,
        // which substitution does not reach.
        let DeclKind::Func { ret, .. } = &decl.kind else { return Err("not a function") };
        let param_types = sig.params.iter().filter_map(|&p| match &ast.decl(p).kind {
            DeclKind::Param { ty, .. } => *ty,
            _ => None,
        });
        for ty in param_types.chain(*ret) {
            if let AstType::Specialize { base, .. } = &ast.ty(ty).kind {
                if matches!(&ast.ty(*base).kind, AstType::Name(n) if self.interfaces.contains_key(n)) {
                    return Err("a value of a generic interface type in the signature");
                }
            }
        }
        for &p in sig.generics.iter().flat_map(|g| &g.params) {
            match &ast.decl(p).kind {
                DeclKind::GenericTypeParam { pack: false, default: None, .. } => {}
                _ => return Err("a value, variadic or defaulted parameter"),
            }
        }
        for w in &sig.where_clauses {
            let plain = !w.optional
                && matches!(w.constraint, Constraint::Conforms(_))
                && matches!(&ast.ty(w.subject).kind, AstType::Name(n) if params.iter().any(|p| &p.name == n));
            if !plain {
                return Err("a where clause other than T : I");
            }
        }
        for p in &params {
            if !p.coercible_from.is_empty() || p.default.is_some() {
                return Err("a coercion constraint or default");
            }
            for b in p.bounds.iter().flatten() {
                if !b.args.is_empty() {
                    return Err("a generic interface constraint");
                }
                if self.interface_requirements(&b.name).is_none() {
                    return Err("a constraint whose interface generic IR cannot express");
                }
            }
        }
        Ok(())
    }

    /// The requirements of interface `iface` and those it inherits;
    /// `None` when one cannot be expressed as a `gen.interface`.
    fn interface_requirements(&mut self, iface: &str) -> Option<Vec<Requirement>> {
        if let Some(r) = self.gen_ir.requirements.get(iface) {
            return r.clone();
        }
        // Not cached while being computed: an inheritance cycle is refused.
        self.gen_ir.requirements.insert(iface.to_string(), None);
        let r = self.compute_requirements(iface);
        self.gen_ir.requirements.insert(iface.to_string(), r.clone());
        r
    }

    fn compute_requirements(&mut self, iface: &str) -> Option<Vec<Requirement>> {
        let mut out = Vec::new();
        for owner in self.interface_closure(iface) {
            let info = self.interfaces.get(&owner)?;
            if info.conjunction || !info.params.is_empty() || self.is_prelude_src(info.src) {
                return None;
            }
            let (src, d) = (info.src, info.decl);
            let members = match &self.units[src].ast.decl(d).kind {
                DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
                DeclKind::Aggregate { members: None, .. } => Vec::new(),
                _ => return None,
            };
            let this_struct = match self.gen_ir.this_struct {
                Some(s) => s,
                None => {
                    let p = self.ctx.param_type(nsl_dialects::gen::THIS);
                    let s = self.member_table(p);
                    self.structs[s].name = "This".into();
                    self.gen_ir.this_struct = Some(s);
                    s
                }
            };
            for (k, &m) in members.iter().enumerate() {
                let md = self.units[src].ast.decl(m);
                let (name, is_static, mutating) = match &md.kind {
                    DeclKind::Func { name: FuncName::Ident(n), sig, .. } if sig.generics.is_none() => (
                        n.name.clone(),
                        md.modifiers.has(&ModifierKind::Static),
                        md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref"),
                    ),
                    DeclKind::Init { sig, .. } if sig.generics.is_none() => ("__init".to_string(), false, true),
                    _ => return None,
                };
                let overloaded = members.iter().enumerate().any(|(j, &o)| {
                    j != k
                        && match &self.units[src].ast.decl(o).kind {
                            DeclKind::Func { name: FuncName::Ident(n), .. } => n.name == name,
                            DeclKind::Init { .. } => name == "__init",
                            _ => false,
                        }
                });
                let key = if overloaded { format!("{owner}.{name}.{k}") } else { format!("{owner}.{name}") };
                // The signature with `This` the parameter `param<This>`;
                // anything that fails to resolve is not expressed here.
                let this = (!is_static).then_some((this_struct, mutating));
                let p_this = self.ctx.param_type(nsl_dialects::gen::THIS);
                let saved_env = std::mem::replace(&mut self.env, vec![("This".to_string(), GArg::Type(p_this))]);
                let mark = self.diag_mark();
                let label = format!("{owner}.{name}");
                let r = self.in_src(src, |c| c.declare_signature(Unit::User, m, &label, this));
                self.env = saved_env;
                let Ok(canon) = r else {
                    self.diag_rollback(mark);
                    return None;
                };
                self.funcs[canon].needed = false;
                self.funcs[canon].lowered = true;
                out.push(Requirement { name, key, canon, mutating, is_static });
            }
        }
        Some(out)
    }

    fn diag_mark(&self) -> (usize, usize) {
        (self.diags.list.len(), self.diags.dropped)
    }

    fn diag_rollback(&mut self, mark: (usize, usize)) -> Vec<Diagnostic> {
        self.diags.dropped = mark.1;
        self.diags.list.split_off(mark.0.min(self.diags.list.len()))
    }

    /// Emits `gen.interface @I$gen` (once) and returns its name.
    fn ir_interface_decl(&mut self, iface: &str) -> Option<String> {
        if let Some(s) = self.gen_ir.interface_syms.get(iface) {
            return Some(s.clone());
        }
        let reqs = self.interface_requirements(iface)?;
        let name = ir_interface(iface);
        let mut items = Vec::new();
        for r in &reqs {
            let params = self.ir_params(r.canon);
            let results: Vec<Type> = self.funcs[r.canon].ret.into_iter().collect();
            let fty = self.ctx.function_type(params, results);
            items.push(self.ctx.str_attr(&r.key));
            items.push(self.ctx.type_attr(fty));
        }
        let list = [("sym", self.ctx.symbol_attr(&name)), ("requirements", self.ctx.array_attr(items))];
        self.insert_module_op(nsl_dialects::gen::INTERFACE.name, &list);
        self.gen_ir.interface_syms.insert(iface.to_string(), name.clone());
        Some(name)
    }

    fn insert_module_op(&mut self, name: &str, list: &[(&str, Attr)]) {
        let attrs: Vec<(nsl_ir::Sym, Attr)> = list.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let kind = self.ctx.kind(name);
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::UNKNOWN);
        let block = self.ctx.body(self.module, 0);
        self.ctx.insert_op(op, InsertPoint::End(block));
    }

    /// The member table of type parameter `p` constrained by `bounds`.
    fn param_member_table(&mut self, p: Type, shown: &str, bounds: &[String]) {
        let s = self.member_table(p);
        self.structs[s].name = shown.to_string();
        self.structs[s].conforms = bounds.to_vec();
        let refs: Vec<IfaceRef> = bounds.iter().map(|b| IfaceRef { name: b.clone(), args: Vec::new() }).collect();
        self.structs[s].conform_refs = self.with_inherited(refs);
        let this = self.ctx.sym(nsl_dialects::gen::THIS);
        let mut subst = TypeSubst::default();
        subst.insert(this, p);
        let mut seen: Vec<String> = Vec::new();
        for b in bounds {
            for r in self.interface_requirements(b).unwrap_or_default() {
                if seen.contains(&r.key) {
                    continue;
                }
                seen.push(r.key.clone());
                let c = &self.funcs[r.canon];
                let (name, unit, src, decl, symbol, require) =
                    (c.name.clone(), c.unit, c.src, c.decl, c.symbol.clone(), c.require.clone());
                let params: Vec<ParamInfo> = c.params.clone();
                let ret = c.ret;
                let params = params
                    .into_iter()
                    .map(|pi| ParamInfo { ty: self.ctx.substitute_type(pi.ty, &subst), ..pi })
                    .collect();
                let ret = ret.map(|t| self.ctx.substitute_type(t, &subst));
                self.funcs.push(FuncInfo {
                    name,
                    unit,
                    src,
                    decl,
                    params,
                    ret,
                    symbol,
                    this: (!r.is_static).then_some((s, r.mutating)),
                    intrinsic: None,
                    generic: None,
                    env: Vec::new(),
                    needed: false,
                    lowered: true,
                    require,
                    alternatives: Vec::new(),
                    hoisted: Vec::new(),
                });
                let g = self.funcs.len() - 1;
                self.structs[s].methods.entry(r.name.clone()).or_default().push(g);
                self.gen_ir.reqs.insert(g, ReqUse { param: p, iface: b.clone(), key: r.key.clone() });
            }
        }
    }

    /// Lowers template `t` once as generic IR if its shape allows and its
    /// body checks; records the mode. True when it is generic IR.
    pub fn try_generic_ir(&mut self, t: usize) -> bool {
        match self.gen_ir.mode.get(&t) {
            Some(Mode::Generic { .. }) => return true,
            Some(Mode::Fallback) => return false,
            Some(Mode::Trying) => {
                // Recursion: the body being tried cannot call itself yet.
                self.gen_ir.unexpressible = true;
                return false;
            }
            None => {}
        }
        if self.generic_ir_shape(t).is_err() {
            self.gen_ir.mode.insert(t, Mode::Fallback);
            return false;
        }
        self.gen_ir.mode.insert(t, Mode::Trying);
        let ok = self.lower_generic_ir(t);
        if !ok {
            self.gen_ir.mode.insert(t, Mode::Fallback);
        }
        ok
    }

    fn lower_generic_ir(&mut self, t: usize) -> bool {
        let mark = self.diag_mark();
        let saved_unexpressible = std::mem::replace(&mut self.gen_ir.unexpressible, false);
        let saved_explicit = std::mem::take(&mut self.explicit_gargs);
        let module_body = self.ctx.body(self.module, 0);
        let params = self.funcs[t].generic.clone().unwrap_or_default();
        let (src, unit, decl, name, this) = {
            let i = &self.funcs[t];
            (i.src, i.unit, i.decl, i.name.clone(), i.this)
        };
        // The parameters' types, named after a symbol only this function has.
        let prefix = self.unique_symbol(&format!("{name}$generic"));
        let mut env = self.funcs[t].env.clone();
        let mut witnesses = Vec::new();
        let mut ptypes = Vec::new();
        let mut ok = true;
        for p in &params {
            let pty = self.ctx.param_type(&format!("{prefix}.{}", p.name));
            let bounds: Vec<String> = p.bounds.iter().flatten().map(|b| b.name.clone()).collect();
            self.param_member_table(pty, &p.name, &bounds);
            for b in &bounds {
                match self.ir_interface_decl(b) {
                    Some(_) => witnesses.push((pty, b.clone())),
                    None => ok = false,
                }
            }
            env.push((p.name.clone(), GArg::Type(pty)));
            ptypes.push(pty);
        }
        // The body sees its own scopes only, not its caller's member types
        // (it may be lowered from inside another body); a method sees its
        // struct's.
        let owner_types = match self.funcs[t].env.first() {
            Some((_, GArg::Type(ty))) => {
                let ty = *ty;
                self.structs.iter().find(|s| s.ty == ty).map(|s| s.member_types.clone())
            }
            _ => None,
        };
        let saved_scope = std::mem::replace(&mut self.type_scope, owner_types.into_iter().collect());
        let saved_env = std::mem::replace(&mut self.env, env);
        let g = if ok { self.in_src(src, |c| c.declare_signature(unit, decl, &name, this)).ok() } else { None };
        let mut created = None;
        if let Some(g) = g {
            self.funcs[g].needed = false;
            self.funcs[g].lowered = true;
            self.funcs[g].require = self.funcs[t].require.clone();
            let wtys: Vec<Type> = witnesses
                .iter()
                .map(|(p, b)| nsl_dialects::gen::witness_type(self.ctx, &ir_interface(b), *p))
                .collect();
            self.gen_ir.pending = Some((wtys, ptypes.clone()));
            self.gen_ir.scopes.push(FxHashMap::default());
            self.gen_ir.mode.insert(t, Mode::Generic { func: g, witnesses: witnesses.clone(), params: ptypes.clone() });
            self.in_src(src, |c| c.lower_func(g));
            self.gen_ir.scopes.pop();
            self.gen_ir.pending = None;
            created = Some(g);
        }
        self.env = saved_env;
        self.type_scope = saved_scope;
        self.explicit_gargs = saved_explicit;
        // The function op just created.
        let func_op = created.and_then(|g| {
            let sym = self.funcs[g].symbol.clone();
            self.ctx.iter_block(module_body).find(|&op| {
                self.ctx.op_name(op) == nsl_dialects::func::FUNC.name
                    && self.ctx.attr_symbol(op, "sym").is_some_and(|s| self.ctx.str(s) == sym)
            })
        });
        let errors = self.diags.list[mark.0.min(self.diags.list.len())..]
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
            || self.diags.dropped > mark.1;
        let mut failed = created.is_none() || errors || self.gen_ir.unexpressible;
        if !failed {
            if let Some(op) = func_op {
                if nsl_ir::verify::verify(self.ctx, op).is_err() || self.has_param_structs(op) {
                    failed = true;
                    self.gen_ir.unexpressible = true;
                }
            } else {
                failed = true;
            }
        }
        if failed {
            if let Some(op) = func_op {
                self.ctx.erase_op(op);
            }
            let dropped = self.diag_rollback(mark);
            if !self.gen_ir.unexpressible && errors {
                // Every parameter here is described by its constraints
                // (the shape requires it), so an error of a trusted kind
                // is the body's own, whatever instances say.
                // A blanket extension (`extension<U : I> U`) may give a
                // parameter members its member table lacks: then an error
                // naming one is not trusted.
                let overflow = self.diags.dropped > mark.1;
                let extended: Vec<&str> = params
                    .iter()
                    .filter(|p| {
                        let bounds: Vec<String> = p.bounds.iter().flatten().map(|b| b.name.clone()).collect();
                        self.parameter_extension_applies(&bounds)
                    })
                    .map(|p| p.name.as_str())
                    .collect();
                let trusted = !overflow
                    && dropped
                        .iter()
                        .all(|d| trusted_check_error(d) && !extended.iter().any(|n| mentions(&d.message, n)));
                self.gen_ir.deferred.push((t, dropped, trusted));
            }
        }
        self.gen_ir.unexpressible = saved_unexpressible;
        !failed
    }

    /// Does a value or type attribute inside `func` have a struct type
    /// holding a type parameter (a generic struct applied to one)?
    fn has_param_structs(&self, func: nsl_ir::Op) -> bool {
        fn bad(ctx: &nsl_ir::Context, t: Type) -> bool {
            match ctx.type_kind(t) {
                TypeKind::Struct { .. } => ctx.type_has_params(t),
                TypeKind::Vector { .. } | TypeKind::Matrix { .. } => ctx.type_has_params(t),
                TypeKind::Array { elem, .. } => bad(ctx, *elem),
                TypeKind::Ptr { pointee, .. } => bad(ctx, *pointee),
                TypeKind::Opaque { name, params } => {
                    ctx.str(*name) != nsl_dialects::gen::WITNESS_TYPE && params.iter().any(|&p| bad(ctx, p))
                }
                _ => false,
            }
        }
        for op in self.ctx.nested_ops(func) {
            if op == func {
                continue;
            }
            for &r in self.ctx.results(op) {
                if bad(self.ctx, self.ctx.value_type(r)) {
                    return true;
                }
            }
        }
        false
    }

    /// The witness parameter types and type parameters of the generic
    /// function `create_func_op` is creating, if it is one.
    pub fn take_pending_generic(&mut self) -> Option<(Vec<Type>, Vec<Type>)> {
        self.gen_ir.pending.take()
    }

    /// Binds the witness arguments of the generic body being lowered.
    pub fn bind_witness_args(&mut self, f: usize, args: Vec<Value>) -> Vec<Value> {
        let witnesses = self.gen_ir.mode.values().find_map(|m| match m {
            Mode::Generic { func, witnesses, .. } if *func == f => Some(witnesses.clone()),
            _ => None,
        });
        let Some(witnesses) = witnesses else { return args };
        let n = witnesses.len().min(args.len());
        if let Some(scope) = self.gen_ir.scopes.last_mut() {
            for ((p, b), &a) in witnesses.iter().zip(&args[..n]) {
                scope.insert((*p, b.clone()), a);
            }
        }
        args[n..].to_vec()
    }

    /// The signature-only instance of generic-IR template `t` for `args`.
    pub fn generic_ir_shim(&mut self, t: usize, args: &[GArg]) -> CResult<usize> {
        if let Some(&i) = self.gen_ir.shim_by_args.get(&(t, args.to_vec())) {
            return Ok(i);
        }
        let params = self.funcs[t].generic.clone().unwrap_or_default();
        let mut env = self.funcs[t].env.clone();
        env.extend(params.iter().map(|p| p.name.clone()).zip(args.iter().copied()));
        let saved = std::mem::replace(&mut self.env, env);
        let (unit, decl, name, src, this) = {
            let i = &self.funcs[t];
            (i.unit, i.decl, i.name.clone(), i.src, i.this)
        };
        let r = self.in_src(src, |c| c.declare_signature(unit, decl, &name, this));
        self.env = saved;
        let i = r?;
        self.funcs[i].needed = false;
        self.funcs[i].lowered = true;
        self.funcs[i].require = self.funcs[t].require.clone();
        self.gen_ir.shims.insert(i, (t, args.to_vec()));
        self.gen_ir.shim_by_args.insert((t, args.to_vec()), i);
        Ok(i)
    }

    /// Whether generic arguments mention a type parameter.
    pub fn gargs_have_params(&self, args: &[GArg]) -> bool {
        args.iter().any(|a| matches!(a, GArg::Type(t) if self.ctx.type_has_params(*t)))
    }

    /// Whether a generic body is being lowered as generic IR now.
    pub fn in_generic_ir_body(&self) -> bool {
        !self.gen_ir.scopes.is_empty()
    }

    /// Reports (and marks the trial) a shape generic IR cannot express.
    pub fn unexpressible(&mut self, span: Span, what: &str) -> Reported {
        self.gen_ir.unexpressible = true;
        self.error(E_UNSUPPORTED, span, format!("{what} is not supported in generic code yet"))
    }

    /// The witness of `ty`'s conformance to `iface`: a witness parameter
    /// of the body being lowered, or `gen.witness` of a concrete type's
    /// table (emitted on first use). `None` (nothing emitted) when there
    /// is none.
    fn witness_for(&mut self, fx: &FnCx, ty: Type, iface: &str, span: Span) -> Option<Value> {
        if let Some(v) = self.gen_ir.scopes.last().and_then(|s| s.get(&(ty, iface.to_string()))) {
            return Some(*v);
        }
        if self.ctx.type_has_params(ty) {
            // A check-only trial's body is dropped: any witness value does.
            if self.gen_ir.check_only {
                let name = self.ir_interface_decl(iface)?;
                return Some(nsl_dialects::gen::witness(&mut self.builder_at(fx, span), "check$none", &name, ty));
            }
            return None;
        }
        let table = self.witness_table(iface, ty)?;
        let name = self.ir_interface_decl(iface)?;
        Some(nsl_dialects::gen::witness(&mut self.builder_at(fx, span), &table, &name, ty))
    }

    fn builder_at(&mut self, fx: &FnCx, span: Span) -> nsl_ir::Builder<'_> {
        let loc = self.loc(span);
        let mut b = nsl_ir::Builder::new(self.ctx, InsertPoint::End(fx.block));
        b.loc = loc;
        b
    }

    /// The witness table of concrete `ty`'s conformance to `iface`
    /// (emitted on first use); `None` when `ty` lacks an implementation.
    fn witness_table(&mut self, iface: &str, ty: Type) -> Option<String> {
        if let Some((s, _)) = self.gen_ir.tables.get(&(iface.to_string(), ty)) {
            return Some(s.clone());
        }
        if !self.conforms(GArg::Type(ty), iface) {
            return None;
        }
        let reqs = self.interface_requirements(iface)?;
        self.realize_extensions(ty);
        let s = self.structs.iter().position(|s| s.ty == ty)?;
        let this = self.ctx.sym(nsl_dialects::gen::THIS);
        let mut subst = TypeSubst::default();
        subst.insert(this, ty);
        // `T()` on a type whose fields have defaults: `construct` stores
        // them before running `__init`, which a table entry cannot do yet.
        let has_defaults = self.structs[s].defaults.iter().any(Option::is_some);
        let mut entries = Vec::new();
        for r in &reqs {
            if r.name == "__init" && has_defaults {
                return None;
            }
            let want: Vec<(Type, super::Dir)> = self.funcs[r.canon]
                .params
                .clone()
                .into_iter()
                .map(|p| (self.ctx.substitute_type(p.ty, &subst), p.dir))
                .collect();
            let ret = self.funcs[r.canon].ret.map(|t| self.ctx.substitute_type(t, &subst));
            let matching: Vec<usize> = self.structs[s]
                .methods
                .get(&r.name)
                .into_iter()
                .flatten()
                .copied()
                .filter(|&g| {
                    let info = &self.funcs[g];
                    info.generic.is_none()
                        && info.intrinsic.is_none()
                        && info.ret == ret
                        && info.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>() == want
                        && match info.this {
                            Some((_, m)) => !r.is_static && m == r.mutating,
                            None => r.is_static,
                        }
                })
                .collect();
            // Two implementations of one signature (extensions of two enums
            // with the same underlying type, which share their IR type): a
            // table cannot tell them apart; the instantiating path decides.
            let &[found] = matching.as_slice() else { return None };
            entries.push((r.key.clone(), found));
        }
        let sym = self.unique_symbol(&format!("{}${iface}", self.show(ty)));
        let mut items = Vec::new();
        for (key, g) in &entries {
            self.funcs[*g].needed = true;
            let fsym = self.funcs[*g].symbol.clone();
            items.push(self.ctx.str_attr(key));
            items.push(self.ctx.symbol_attr(&fsym));
        }
        let name = ir_interface(iface);
        let list = [
            ("interface", self.ctx.str_attr(&name)),
            ("type", self.ctx.type_attr(ty)),
            ("entries", self.ctx.array_attr(items)),
            ("sym", self.ctx.symbol_attr(&sym)),
        ];
        self.insert_module_op(nsl_dialects::gen::WITNESS_TABLE.name, &list);
        self.gen_ir.tables.insert((iface.to_string(), ty), (sym.clone(), entries));
        Some(sym)
    }

    /// The witnesses a call of generic-IR template `t` with `args` passes,
    /// in its witness order; `None` (nothing emitted) when one is missing.
    pub fn call_witnesses(&mut self, fx: &FnCx, t: usize, args: &[GArg], span: Span) -> Option<Vec<Value>> {
        let Some(Mode::Generic { witnesses, params, .. }) = self.gen_ir.mode.get(&t).cloned() else { return None };
        // Check every table first, so nothing is emitted for a failure.
        let mut plan = Vec::new();
        for (p, iface) in &witnesses {
            let k = params.iter().position(|q| q == p)?;
            let GArg::Type(ty) = *args.get(k)? else { return None };
            let in_scope = self.gen_ir.scopes.last().is_some_and(|s| s.contains_key(&(ty, iface.clone())));
            if !in_scope && (self.ctx.type_has_params(ty) || self.witness_table(iface, ty).is_none()) {
                return None;
            }
            plan.push((ty, iface.clone()));
        }
        plan.into_iter().map(|(ty, iface)| self.witness_for(fx, ty, &iface, span)).collect()
    }

    /// The generic function of a generic-IR template.
    pub fn generic_ir_func(&self, t: usize) -> Option<usize> {
        match self.gen_ir.mode.get(&t) {
            Some(Mode::Generic { func, .. }) => Some(*func),
            _ => None,
        }
    }

    /// `gen.witness_call` of requirement function `f` (of a parameter's
    /// member table) with `operands` (`this` first, when it has one).
    pub fn emit_witness_call(
        &mut self,
        fx: &FnCx,
        f: usize,
        operands: &[Value],
        results: &[Type],
        span: Span,
    ) -> CResult<nsl_ir::Op> {
        let r = self.gen_ir.reqs[&f].clone();
        let Some(w) = self.witness_for(fx, r.param, &r.iface, span) else {
            return Err(self.unexpressible(span, "calling a requirement outside its generic function"));
        };
        // For capability inference, a call of every implementation (see
        // `finish_generic_capabilities`).
        self.use_function(f, span);
        let mut b = self.builder_at(fx, span);
        Ok(nsl_dialects::gen::witness_call(&mut b, w, &r.key, operands, results))
    }

    /// `gen.call` of generic-IR template `t` for `args` with `operands`.
    #[allow(clippy::too_many_arguments)]
    pub fn emit_generic_call(
        &mut self,
        fx: &FnCx,
        t: usize,
        args: &[GArg],
        witnesses: Vec<Value>,
        operands: &[Value],
        results: &[Type],
        span: Span,
    ) -> nsl_ir::Op {
        let g = self.generic_ir_func(t).expect("a generic-IR template");
        self.use_function(g, span);
        let callee = self.funcs[g].symbol.clone();
        let types: Vec<Type> = args
            .iter()
            .filter_map(|a| match a {
                GArg::Type(t) => Some(*t),
                GArg::Value(_) | GArg::Pack(_) => None,
            })
            .collect();
        let all: Vec<Value> = witnesses.into_iter().chain(operands.iter().copied()).collect();
        let mut b = self.builder_at(fx, span);
        nsl_dialects::gen::call(&mut b, &callee, &types, &all, results)
    }

    /// Tries, after every body is lowered, the generic functions nothing
    /// named (so their errors are found), then reports the errors of
    /// bodies that fell back and that nothing instantiated.
    pub fn finish_generic_ir(&mut self) {
        for t in 0..self.funcs.len() {
            if self.funcs[t].generic.is_some() && !self.gen_ir.mode.contains_key(&t) && self.funcs[t].unit == Unit::User
            {
                self.try_generic_ir(t);
            }
        }
    }

    /// Capability inference sees a requirement called through a witness
    /// as calls of its implementations in every table of the program.
    pub fn finish_generic_capabilities(&mut self) {
        let mut targets: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
        for (&f, r) in &self.gen_ir.reqs {
            let mut impls: Vec<usize> = self
                .gen_ir
                .tables
                .iter()
                .filter(|((iface, _), _)| *iface == r.iface)
                .flat_map(|(_, (_, entries))| entries.iter().filter(|(k, _)| *k == r.key).map(|&(_, g)| g))
                .collect();
            impls.sort_unstable();
            impls.dedup();
            targets.insert(f, impls);
        }
        self.expand_capability_calls(&targets);
    }

    pub fn report_deferred_generic_errors(&mut self) {
        let deferred = std::mem::take(&mut self.gen_ir.deferred);
        for (t, errs, trusted) in deferred {
            if !trusted && self.template_instantiated(t) {
                continue;
            }
            for e in errs {
                // An instance may have reported it already.
                if !self.diags.list.iter().any(|o| o.span == e.span && o.code == e.code) {
                    self.diags.push(e);
                }
            }
        }
    }
}

/// The error codes a check-only trial reports (see
/// [`Checker::check_uninstantiated_generic_bodies`]): names, member lookups,
/// calls, conversions and l-values, whose verdict an opaque parameter
/// cannot change unless the message names the parameter.
const CHECK_ONLY_CODES: &[&str] = &["E30015", "E30011", "E30027", "E39999", "E30019"];
/// For bodies with value parameters (bound to a stand-in value while
/// checked): only the codes no value can change.
const CHECK_ONLY_VALUE_CODES: &[&str] = &["E30015", "E30011"];
/// The stand-in value of a value parameter in a check-only trial.
const CHECK_ONLY_VALUE: i128 = 4;

/// Is `d` an error a body checked with parameters described by their
/// constraints reports whatever the arguments (a warning always is)? Also
/// a constraint a parameter's own constraints do not give (E38029).
fn trusted_check_error(d: &Diagnostic) -> bool {
    d.severity != crate::diag::Severity::Error
        || ((CHECK_ONLY_CODES.contains(&d.code) || d.code == "E38029")
            && !d.message.contains("generic code")
            && !d.message.contains("compile-time constant"))
}

/// Does `msg` name `name` as a whole word?
fn mentions(msg: &str, name: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    msg.match_indices(name).any(|(i, _)| {
        !msg[..i].chars().next_back().is_some_and(word) && !msg[i + name.len()..].chars().next().is_some_and(word)
    })
}

/// What a check-only trial saved, to drop what it created.
struct Trial {
    mark: (usize, usize),
    saved_unexpressible: bool,
    saved_explicit: Vec<GArg>,
    ops_before: rustc_hash::FxHashSet<nsl_ir::Op>,
    funcs_before: usize,
    /// The names of the type parameters whose member tables may lack what
    /// their constraints give (an error naming one is not reported).
    type_names: Vec<String>,
    has_values: bool,
}

impl Checker<'_> {
    /// Checks once the generic functions that stay on the instantiating
    /// path and that nothing instantiated, and the methods of every generic
    /// struct, so an error in a generic body is reported as slangc reports
    /// it (issue 13). Each body is lowered with its type parameters opaque
    /// (`param<f$check.T>`, whose member table holds the requirements of
    /// the constraints generic IR can express) and its value parameters
    /// bound to a stand-in value; the IR, the functions and module ops it
    /// created are dropped, and its errors are reported only when none can
    /// come from the stand-ins: every error's code is in
    /// [`CHECK_ONLY_CODES`] (fewer with value parameters), no message names
    /// a type parameter, nothing was unexpressible. Anything else keeps the
    /// body unchecked (no false rejection).
    pub fn check_uninstantiated_generic_bodies(&mut self) {
        for t in 0..self.funcs.len() {
            if self.funcs[t].generic.is_none() || self.funcs[t].unit != Unit::User {
                continue;
            }
            if !matches!(self.gen_ir.mode.get(&t), Some(Mode::Fallback)) || self.template_instantiated(t) {
                continue;
            }
            if self.gen_ir.deferred.iter().any(|(d, _, _)| *d == t) || self.check_only_shape(t).is_err() {
                continue;
            }
            self.check_generic_body_once(t);
        }
        let mut structs: Vec<(String, usize, crate::ast::DeclId)> = self
            .items
            .iter()
            .filter_map(|(n, it)| match it {
                super::Item::GenericStruct(src, d) => Some((n.clone(), *src, *d)),
                _ => None,
            })
            .collect();
        structs.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, src, d) in structs {
            if self.is_prelude_src(src) || name.contains('.') || self.generic_members.nested.contains_key(&name) {
                continue;
            }
            self.check_generic_struct_once(&name, src, d);
        }
        for i in 0..self.blanket_extensions.len() {
            let (src, d) = self.blanket_extensions[i];
            if !self.is_prelude_src(src) {
                self.check_blanket_extension_once(src, d);
            }
        }
    }

    /// Can template `t` be checked once with opaque parameters? (The shapes
    /// [`Checker::generic_ir_shape`] refuses, less those only its lowering
    /// cannot express.)
    fn check_only_shape(&mut self, t: usize) -> Result<(), &'static str> {
        let info = &self.funcs[t];
        if info.unit != Unit::User || self.is_prelude_src(info.src) {
            return Err("a core-module function");
        }
        let member_of_plain_struct = match info.env[..] {
            [] => info.this.is_none(),
            [(ref n, GArg::Type(ty))] if n == "This" => {
                self.structs.iter().any(|s| s.ty == ty && s.env.is_empty() && s.origin.is_some())
            }
            _ => false,
        };
        if !member_of_plain_struct {
            return Err("a member of a generic declaration");
        }
        if self.existentials.dispatch.contains_key(&t) {
            return Err("an interface requirement");
        }
        if self.diff_decl(t).differentiable {
            return Err("a differentiable function");
        }
        let decl = self.func_decl(t);
        let DeclKind::Func { sig, body, .. } = &decl.kind else { return Err("not a function") };
        if body.is_none() || super::is_entry_point(&decl.modifiers) {
            return Err("an entry point or a declaration");
        }
        if decl.modifiers.keywords.iter().any(|m| matches!(&m.kind, ModifierKind::Builtin { .. })) {
            return Err("a builtin");
        }
        let ast = self.func_ast(t);
        for &p in sig.generics.iter().flat_map(|g| &g.params) {
            match &ast.decl(p).kind {
                DeclKind::GenericTypeParam { pack: false, .. } | DeclKind::GenericValueParam { pack: false, .. } => {}
                _ => return Err("a variadic parameter"),
            }
        }
        Ok(())
    }

    fn trial_begin(&mut self) -> Trial {
        let module_body = self.ctx.body(self.module, 0);
        Trial {
            mark: self.diag_mark(),
            saved_unexpressible: std::mem::replace(&mut self.gen_ir.unexpressible, false),
            saved_explicit: std::mem::take(&mut self.explicit_gargs),
            ops_before: self.ctx.iter_block(module_body).collect(),
            funcs_before: self.funcs.len(),
            type_names: Vec::new(),
            has_values: false,
        }
    }

    /// The opaque arguments of `params` (named after `prefix`): a type
    /// parameter's type with the member table of its constraints, a value
    /// parameter's stand-in; with the witnesses generic IR can express.
    fn trial_args(
        &mut self,
        tr: &mut Trial,
        prefix: &str,
        params: &[super::generics::GParam],
    ) -> (Vec<GArg>, Vec<(Type, String)>, Vec<Type>) {
        let mut args = Vec::new();
        let mut witnesses = Vec::new();
        let mut ptypes = Vec::new();
        for p in params {
            let Some(bounds) = &p.bounds else {
                tr.has_values = true;
                args.push(GArg::Value(CHECK_ONLY_VALUE));
                continue;
            };
            let pty = self.ctx.param_type(&format!("{prefix}.{}", p.name));
            // Described: its member table is all its constraints give it
            // (user interfaces generic IR expresses), so an error naming
            // it is one slangc reports too.
            let described = p.clauses.is_empty()
                && p.coercible_from.is_empty()
                && bounds.iter().all(|b| b.args.is_empty() && self.interface_requirements(&b.name).is_some());
            if !described {
                tr.type_names.push(p.name.clone());
            }
            let bounds: Vec<String> = bounds.iter().map(|b| b.name.clone()).collect();
            self.param_member_table(pty, &p.name, &bounds);
            for b in &bounds {
                if self.ir_interface_decl(b).is_some() {
                    witnesses.push((pty, b.clone()));
                }
            }
            args.push(GArg::Type(pty));
            ptypes.push(pty);
        }
        (args, witnesses, ptypes)
    }

    /// Drops what trial `tr` created and reports its errors if they are
    /// to be trusted (see [`Checker::check_uninstantiated_generic_bodies`]).
    fn trial_end(&mut self, tr: Trial, ok: bool) {
        let module_body = self.ctx.body(self.module, 0);
        let new_ops: Vec<nsl_ir::Op> =
            self.ctx.iter_block(module_body).filter(|op| !tr.ops_before.contains(op)).collect();
        for op in new_ops.into_iter().rev() {
            self.ctx.erase_op(op);
        }
        for f in tr.funcs_before..self.funcs.len() {
            self.funcs[f].needed = false;
            self.funcs[f].lowered = true;
        }
        self.explicit_gargs = tr.saved_explicit;
        let overflow = self.diags.dropped > tr.mark.1;
        let found = self.diag_rollback(tr.mark);
        let unexpressible = std::mem::replace(&mut self.gen_ir.unexpressible, tr.saved_unexpressible);
        let errors: Vec<Diagnostic> =
            found.into_iter().filter(|d| d.severity == crate::diag::Severity::Error).collect();
        let codes = if tr.has_values { CHECK_ONLY_VALUE_CODES } else { CHECK_ONLY_CODES };
        let trusted = |d: &Diagnostic| {
            codes.contains(&d.code)
                && !tr.type_names.iter().any(|n| mentions(&d.message, n))
                && !d.message.contains("generic code")
        };
        if !ok || overflow || unexpressible || errors.is_empty() || !errors.iter().all(trusted) {
            return;
        }
        for e in errors {
            // An instance may have reported it already.
            if !self.diags.list.iter().any(|o| o.span == e.span && o.code == e.code) {
                self.diags.push(e);
            }
        }
    }

    fn check_generic_body_once(&mut self, t: usize) {
        let mut tr = self.trial_begin();
        let params = self.funcs[t].generic.clone().unwrap_or_default();
        let (src, unit, decl, name, this) = {
            let i = &self.funcs[t];
            (i.src, i.unit, i.decl, i.name.clone(), i.this)
        };
        let prefix = self.unique_symbol(&format!("{name}$check"));
        let (args, witnesses, ptypes) = self.trial_args(&mut tr, &prefix, &params);
        let mut env = self.funcs[t].env.clone();
        env.extend(params.iter().map(|p| p.name.clone()).zip(args));
        let owner_types = match self.funcs[t].env.first() {
            Some((_, GArg::Type(ty))) => {
                let ty = *ty;
                self.structs.iter().find(|s| s.ty == ty).map(|s| s.member_types.clone())
            }
            _ => None,
        };
        let saved_scope = std::mem::replace(&mut self.type_scope, owner_types.into_iter().collect());
        let saved_env = std::mem::replace(&mut self.env, env);
        let g = self.in_src(src, |c| c.declare_signature(unit, decl, &name, this)).ok();
        if let Some(g) = g {
            self.funcs[g].needed = false;
            self.funcs[g].lowered = true;
            self.funcs[g].require = self.funcs[t].require.clone();
            let wtys: Vec<Type> = witnesses
                .iter()
                .map(|(p, b)| nsl_dialects::gen::witness_type(self.ctx, &ir_interface(b), *p))
                .collect();
            self.gen_ir.pending = Some((wtys, ptypes.clone()));
            self.gen_ir.scopes.push(FxHashMap::default());
            self.gen_ir.mode.insert(t, Mode::Generic { func: g, witnesses, params: ptypes });
            self.in_src(src, |c| c.lower_func(g));
            self.gen_ir.scopes.pop();
            self.gen_ir.pending = None;
        }
        self.gen_ir.mode.insert(t, Mode::Fallback);
        self.env = saved_env;
        self.type_scope = saved_scope;
        self.trial_end(tr, g.is_some());
    }

    /// Checks the methods of generic struct `name` once, as an instance
    /// for opaque arguments (a requirement called on a parameter goes
    /// through a stand-in witness: the IR is dropped).
    fn check_generic_struct_once(&mut self, name: &str, src: usize, d: crate::ast::DeclId) {
        let ast = self.units[src].ast;
        let DeclKind::Aggregate { generics: Some(g), where_clauses, kind, .. } = &ast.decl(d).kind else { return };
        if !matches!(kind, crate::ast::AggregateKind::Struct) {
            return;
        }
        let params = super::generics::collect_params(ast, g, where_clauses);
        if params.iter().any(|p| p.pack || !p.coercible_from.is_empty() || !p.clauses.is_empty()) {
            return;
        }
        let mut tr = self.trial_begin();
        let prefix = self.unique_symbol(&format!("{name}$check"));
        let (args, _, _) = self.trial_args(&mut tr, &prefix, &params);
        let span = ast.decl(d).span;
        let saved_scope = std::mem::take(&mut self.type_scope);
        let saved_check = std::mem::replace(&mut self.gen_ir.check_only, true);
        let r = self.in_src(src, |c| c.instantiate_struct_here(name, d, args, span));
        let mut ok = r.is_ok();
        if let Ok(ty) = r {
            let s = self.structs.iter().position(|s| s.ty == ty);
            let mut methods: Vec<usize> =
                s.map(|s| self.structs[s].methods.values().flatten().copied().collect()).unwrap_or_default();
            methods.sort_unstable();
            methods.dedup();
            methods.retain(|&f| {
                f >= tr.funcs_before
                    && self.funcs[f].generic.is_none()
                    && self.funcs[f].unit == Unit::User
                    && self.funcs[f].src == src
                    && !self.diff_decl(f).differentiable
            });
            if methods.is_empty() {
                ok = false;
            }
            self.gen_ir.scopes.push(FxHashMap::default());
            for f in methods {
                self.funcs[f].lowered = true;
                let env = self.funcs[f].env.clone();
                let saved_env = std::mem::replace(&mut self.env, env);
                self.in_src(src, |c| c.lower_func(f));
                self.env = saved_env;
            }
            self.gen_ir.scopes.pop();
        }
        self.gen_ir.check_only = saved_check;
        self.type_scope = saved_scope;
        self.trial_end(tr, ok);
    }

    /// May an extension of a bare type parameter (`extension<U : I> U`)
    /// apply to a parameter constrained by `bounds` (every constraint of
    /// its `U` among the parameter's, directly, inherited or given by
    /// another such extension)? Then it may have members and conformances
    /// its member table lacks.
    fn parameter_extension_applies(&mut self, bounds: &[String]) -> bool {
        let mut exts: Vec<(Vec<String>, Vec<String>)> = Vec::new();
        for &(src, d) in &self.blanket_extensions {
            let ast = self.units[src].ast;
            let DeclKind::Extension { generics: Some(g), target, where_clauses, bases, .. } = &ast.decl(d).kind else {
                continue;
            };
            let AstType::Name(n) = &ast.ty(*target).kind else { continue };
            let params = super::generics::collect_params(ast, g, where_clauses);
            let Some(p) = params.iter().find(|p| &p.name == n && p.bounds.is_some()) else { continue };
            let needs = p.bounds.iter().flatten().map(|b| b.name.clone()).collect();
            let gives = bases
                .iter()
                .filter_map(|&b| match &ast.ty(b).kind {
                    AstType::Name(n) => Some(n.clone()),
                    AstType::Specialize { base, .. } => match &ast.ty(*base).kind {
                        AstType::Name(n) => Some(n.clone()),
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            exts.push((needs, gives));
        }
        let refs: Vec<IfaceRef> = bounds.iter().map(|b| IfaceRef { name: b.clone(), args: Vec::new() }).collect();
        let mut have: Vec<String> = self.with_inherited(refs).into_iter().map(|r| r.name).collect();
        let mut applies = false;
        loop {
            let mut grew = false;
            for (needs, gives) in &exts {
                if needs.iter().all(|n| have.contains(n)) {
                    applies = true;
                    for g in gives {
                        if !have.contains(g) {
                            have.push(g.clone());
                            grew = true;
                        }
                    }
                }
            }
            if !grew {
                break;
            }
            let refs = have.iter().map(|b| IfaceRef { name: b.clone(), args: Vec::new() }).collect();
            have = self.with_inherited(refs).into_iter().map(|r| r.name).collect();
        }
        applies
    }

    /// Checks the methods of blanket extension `d` (`extension<T : I> T`)
    /// once, applied to an opaque `T` whose member table holds what its
    /// constraints give (the IR is dropped, as for generic structs).
    fn check_blanket_extension_once(&mut self, src: usize, d: crate::ast::DeclId) {
        let ast = self.units[src].ast;
        let DeclKind::Extension { generics: Some(g), target, where_clauses, .. } = &ast.decl(d).kind else { return };
        let AstType::Name(target_name) = &ast.ty(*target).kind else { return };
        let params = super::generics::collect_params(ast, g, where_clauses);
        if params.iter().any(|p| p.pack || !p.coercible_from.is_empty() || !p.clauses.is_empty()) {
            return;
        }
        let Some(k) = params.iter().position(|p| &p.name == target_name && p.bounds.is_some()) else { return };
        let mut tr = self.trial_begin();
        let prefix = self.unique_symbol("extension$check");
        let (args, _, _) = self.trial_args(&mut tr, &prefix, &params);
        // A parameter its member table does not describe (a constraint with
        // constants, associated types...): `this`'s members are unknown.
        let GArg::Type(ty) = args[k] else { return self.trial_end(tr, false) };
        if !tr.type_names.is_empty() {
            return self.trial_end(tr, false);
        }
        let env: super::generics::Env = params.iter().map(|p| p.name.clone()).zip(args).collect();
        let saved_scope = std::mem::take(&mut self.type_scope);
        let saved_check = std::mem::replace(&mut self.gen_ir.check_only, true);
        let first = self.funcs.len();
        self.apply_extension(src, d, ty, env);
        let methods: Vec<usize> = (first..self.funcs.len())
            .filter(|&f| {
                self.funcs[f].generic.is_none()
                    && self.funcs[f].unit == Unit::User
                    && self.funcs[f].src == src
                    && !self.diff_decl(f).differentiable
            })
            .collect();
        let ok = !methods.is_empty();
        self.gen_ir.scopes.push(FxHashMap::default());
        for f in methods {
            self.funcs[f].lowered = true;
            let env = self.funcs[f].env.clone();
            let saved_env = std::mem::replace(&mut self.env, env);
            self.in_src(src, |c| c.lower_func(f));
            self.env = saved_env;
        }
        self.gen_ir.scopes.pop();
        self.gen_ir.check_only = saved_check;
        self.type_scope = saved_scope;
        self.trial_end(tr, ok);
    }
}
