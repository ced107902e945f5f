//! Functions: signatures, instantiation, and the walk that lowers each needed body and entry point to IR.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    /// Records a function's signature; lowering its body comes later.
    pub(super) fn declare_func(
        &mut self,
        unit: Unit,
        d: DeclId,
        name: &str,
        this: Option<(usize, bool)>,
    ) -> CResult<usize> {
        let ast = self.ast(unit);
        let sig = match &ast.decl(d).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return Err(Reported),
        };
        if unit == Unit::User {
            self.check_nodiscard_decl(unit, d);
        }
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
        if unit == Unit::User {
            let src = self.cur_src;
            return self.in_namespace_of(src, d, |c| c.declare_signature_here(unit, d, name, this));
        }
        self.declare_signature_here(unit, d, name, this)
    }

    fn declare_signature_here(
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
        let mut value_packs = Vec::new();
        // An entry point's parameter and return types are its varyings,
        // whose shape errors slangc reports as E38050.
        let entry = unit == Unit::User
            && (is_entry_point(&ast.decl(d).modifiers) || self.is_requested_entry(name, this.is_some()));
        let outer_varying = std::mem::replace(&mut self.in_entry_signature, entry);
        // A `[CudaKernel]` returns nothing (E31213); a differentiable one
        // takes no differentiable parameter (E31214).
        let has_attr = |n: &str| ast.decl(d).modifiers.attributes.iter().any(|a| a.name == n);
        let cuda_kernel = unit == Unit::User && has_attr("CudaKernel");
        let differentiable_kernel = cuda_kernel && (has_attr("Differentiable") || has_attr("BackwardDifferentiable"));
        if cuda_kernel && ret.is_some_and(|r| !matches!(&ast.ty(r).kind, AstType::Name(n) if n == "void")) {
            if let DeclKind::Func { name: FuncName::Ident(fname), .. } = &ast.decl(d).kind {
                let msg = "return type of a CUDA kernel function cannot be non-void";
                self.error("E31213", fname.span, msg);
            }
        }
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
            } else if pd.modifiers.has(&ModifierKind::Out) || super::entry::mesh_output_kind(ast, *ty).is_some() {
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
            // `expand each T x`: a parameter `x#i` per element of `T`.
            // A parameter typed by a bare type pack (`T x`) is `expand each T x`.
            let expanded = match &ast.ty(*ty).kind {
                AstType::Expand(inner) => Some(*inner),
                AstType::Name(n) if self.pack_index.is_none() && self.env_pack(n).is_some() => Some(*ty),
                _ => None,
            };
            if let Some(inner) = expanded {
                let pname = pname.as_ref().map_or(String::new(), |n| n.name.clone());
                let Ok(n) = self.param_pack_len(unit, *ty, pspan) else {
                    failed = true;
                    continue;
                };
                let saved = self.pack_index;
                for i in 0..n {
                    self.pack_index = Some(i);
                    match self.resolve_type(unit, inner) {
                        Ok(t) => params.push(ParamInfo { name: format!("{pname}#{i}"), ty: t, dir, default: None }),
                        Err(_) => failed = true,
                    }
                }
                self.pack_index = saved;
                value_packs.push((pname, n));
                continue;
            }
            match self.resolve_type(unit, *ty) {
                Ok(t)
                    if differentiable_kernel
                        && !pd.modifiers.has(&ModifierKind::NoDiff)
                        && self.is_differentiable_type(t) =>
                {
                    let msg = "differentiable kernel entry point cannot have differentiable parameters";
                    self.error("E31214", pspan, msg);
                    failed = true;
                }
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
        self.in_entry_signature = outer_varying;
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
        let throws = match sig.throws {
            Some(t) => Some((self.resolve_type(unit, t)?, self.enum_type_name(unit, t))),
            None => None,
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
        if !value_packs.is_empty() {
            self.value_packs.insert(self.funcs.len() - 1, value_packs);
        }
        if let Some((e, name)) = throws {
            self.throw_types.insert(self.funcs.len() - 1, e);
            if let Some(name) = name {
                self.throw_names.insert(self.funcs.len() - 1, name);
            }
        }
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
        let saved_index = self.pack_index.take();
        let (unit, decl, name, this) = {
            let info = &self.funcs[f];
            (info.unit, info.decl, info.name.clone(), info.this)
        };
        let src = self.funcs[f].src;
        // A method's signature names its struct's member types by their
        // short names (`static Params decode<let N : int>()`).
        let owner = self.method_owner(f);
        let scope = owner.map(|s| self.structs[s].member_types.clone()).unwrap_or_default();
        self.type_scope.push(scope);
        let result = self.in_src(src, |c| c.declare_signature(unit, decl, &name, this));
        self.type_scope.pop();
        self.env = saved;
        self.pack_index = saved_index;
        let i = result?;
        // Instances are lowered only once a call chooses them, and keep the
        // requirement the template was declared with (in its scope).
        self.funcs[i].needed = false;
        self.funcs[i].require = self.funcs[f].require.clone();
        self.note_dispatch_instance(f, i, &args);
        self.instance_origin.insert(i, (f, args.clone()));
        self.func_instances.insert((f, args), i);
        Ok(i)
    }

    /// Whether some call chose an instance of template `t`.
    pub fn template_instantiated(&self, t: usize) -> bool {
        self.func_instances.iter().any(|((f, _), &i)| *f == t && self.funcs[i].needed)
    }

    /// Function `f` with its `this` and `out`/`inout` parameters pointing
    /// into `spaces`, created on first use (`f` itself for function memory).
    pub fn instance_for_spaces(&mut self, f: usize, spaces: PointerSpaces) -> CResult<usize> {
        if spaces.is_function_memory() || self.pointer_spaces.contains_key(&f) {
            return Ok(f);
        }
        if let Some(&i) = self.space_instances.get(&(f, spaces.clone())) {
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
        self.pointer_spaces.insert(i, spaces.clone());
        self.space_instances.insert((f, spaces), i);
        Ok(i)
    }

    /// The IR parameter types of a function, `this` first for methods.
    pub fn ir_params(&mut self, f: usize) -> Vec<Type> {
        let mut out = Vec::new();
        if let Some((s, mutating)) = self.funcs[f].this {
            let t = self.structs[s].ty;
            let space = self.pointer_spaces.get(&f).map_or(AddressSpace::Function, |s| s.this);
            out.push(if mutating { self.ctx.ptr_type(t, space) } else { t });
        }
        let params = self.funcs[f].params.clone();
        for (k, p) in params.iter().enumerate() {
            out.push(match p.dir {
                Dir::In => p.ty,
                Dir::Out | Dir::InOut => {
                    let space = self.pointer_spaces.get(&f).map_or(AddressSpace::Function, |s| s.param(k));
                    self.ctx.ptr_type(p.ty, space)
                }
            });
        }
        // A `throws E` function reports an error through two trailing
        // pointers: the flag it sets and the error it stores.
        if let Some(&e) = self.throw_types.get(&f) {
            let b = self.ctx.bool_type();
            out.push(self.ctx.ptr_type(b, AddressSpace::Function));
            out.push(self.ctx.ptr_type(e, AddressSpace::Function));
        }
        out
    }

    /// Lowers every needed user function body; calls made while lowering
    /// may need more instances, so repeat until nothing is left.
    pub(super) fn lower_bodies(&mut self) {
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
            if !progress && !self.patch_late_dynamic_inits() {
                break;
            }
        }
    }

    /// E45001 at each function declared without a body (and never
    /// defined) that the lowered module refers to, as slangc's linker
    /// reports it; unreferenced ones are fine.
    pub(super) fn report_unresolved_externals(&mut self) {
        self.report_unresolved_extern_consts();
        if self.bodiless.is_empty() {
            return;
        }
        let mut wanted: FxHashMap<nsl_ir::Sym, usize> = FxHashMap::default();
        for &f in &self.bodiless {
            let sym = self.ctx.sym(&self.funcs[f].symbol.clone());
            wanted.insert(sym, f);
        }
        fn refs(ctx: &nsl_ir::Context, a: nsl_ir::Attr, wanted: &FxHashMap<nsl_ir::Sym, usize>, out: &mut Vec<usize>) {
            match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Symbol(s) => out.extend(wanted.get(s).copied()),
                nsl_ir::AttrKind::Array(items) => {
                    for &i in items {
                        refs(ctx, i, wanted, out);
                    }
                }
                _ => {}
            }
        }
        // Declarations given a body from their custom forward derivative
        // (see `lower_primal_of_fwd_derivative`): their definition, their
        // differentiability record and `fwd_diff` calls of them do not
        // count; any other reference does.
        let (fkind, dfunc, fwd_call) = (
            self.ctx.kind(nsl_dialects::func::FUNC.name),
            self.ctx.kind(nsl_dialects::diff::FUNC.name),
            self.ctx.kind(nsl_dialects::diff::FWD_CALL.name),
        );
        let defined: rustc_hash::FxHashSet<nsl_ir::Sym> = (self.ctx.block_ops(self.ctx.body(self.module, 0)))
            .into_iter()
            .filter(|&op| self.ctx.is(op, fkind))
            .filter_map(|op| self.ctx.attr_symbol(op, "sym"))
            .filter(|s| wanted.contains_key(s))
            .collect();
        let mut used = Vec::new();
        let (fn_name, callee_name) = (self.ctx.sym("fn"), self.ctx.sym("callee"));
        let reachable = self.reachable_from_entry_points();
        let top = self.ctx.block_ops(self.ctx.body(self.module, 0));
        let mut visit = |op: nsl_ir::Op| {
            if self.ctx.is(op, fkind) {
                return;
            }
            for &(n, a) in self.ctx.attrs(op) {
                let skipped = (self.ctx.is(op, dfunc) && n == fn_name)
                    || (self.ctx.is(op, fwd_call)
                        && n == callee_name
                        && self.ctx.attr_symbol(op, "callee").is_some_and(|c| defined.contains(&c)));
                if skipped {
                    continue;
                }
                refs(self.ctx, a, &wanted, &mut used);
            }
        };
        // Only what the entry points reach is linked: a declaration that
        // only unreachable code calls is fine, as in slangc.
        for t in top {
            if reachable.as_ref().is_some_and(|r| !r.contains(&t)) {
                continue;
            }
            visit(t);
            self.ctx.walk_nested(t, &mut visit);
        }
        if let Some(reachable) = &reachable {
            let missing: rustc_hash::FxHashSet<nsl_ir::Sym> =
                wanted.keys().copied().filter(|s| !defined.contains(s)).collect();
            self.erase_unreachable_users(reachable, missing);
        }
        used.sort_unstable();
        used.dedup();
        for f in used {
            let span = match &self.func_decl(f).kind {
                DeclKind::Func { name: FuncName::Ident(name), .. } => name.span,
                _ => self.func_decl(f).span,
            };
            let msg = format!("unresolved external symbol '{}'", self.funcs[f].name);
            self.error("E45001", span, msg);
        }
    }

    /// Erases the top-level ops no entry point reaches that refer to a
    /// function declared and never defined (`missing`), or to an op so
    /// erased: slangc never links them, and the IR must not call what does
    /// not exist.
    fn erase_unreachable_users(
        &mut self,
        reachable: &rustc_hash::FxHashSet<nsl_ir::Op>,
        mut missing: rustc_hash::FxHashSet<nsl_ir::Sym>,
    ) {
        fn refers(ctx: &nsl_ir::Context, a: nsl_ir::Attr, dead: &rustc_hash::FxHashSet<nsl_ir::Sym>) -> bool {
            match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Symbol(s) => dead.contains(s),
                nsl_ir::AttrKind::Array(items) => items.iter().any(|&i| refers(ctx, i, dead)),
                _ => false,
            }
        }
        let sym_name = self.ctx.sym("sym");
        loop {
            let mut changed = false;
            for t in self.ctx.block_ops(self.ctx.body(self.module, 0)) {
                if reachable.contains(&t) || self.ctx.is_erased(t) {
                    continue;
                }
                let ctx = &*self.ctx;
                let mut hit = ctx.attrs(t).iter().any(|&(n, a)| n != sym_name && refers(ctx, a, &missing));
                ctx.walk_nested(t, &mut |op| {
                    hit = hit || ctx.attrs(op).iter().any(|&(_, a)| refers(ctx, a, &missing));
                });
                if hit {
                    if let Some(nsl_ir::AttrKind::Symbol(s)) = ctx.attr(t, "sym").map(|a| ctx.attr_kind(a)) {
                        missing.insert(*s);
                    }
                    self.ctx.erase_op(t);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// The module's top-level ops that its entry points reach through
    /// symbol references (functions, witness tables, globals); `None`
    /// when the module has no entry point (every op counts then).
    fn reachable_from_entry_points(&self) -> Option<rustc_hash::FxHashSet<nsl_ir::Op>> {
        fn syms(ctx: &nsl_ir::Context, a: nsl_ir::Attr, out: &mut Vec<nsl_ir::Sym>) {
            match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Symbol(s) => out.push(*s),
                nsl_ir::AttrKind::Array(items) => {
                    for &i in items {
                        syms(ctx, i, out);
                    }
                }
                _ => {}
            }
        }
        let ctx = &*self.ctx;
        let top = ctx.block_ops(ctx.body(self.module, 0));
        let entry = ctx.kind(nsl_dialects::hl::ENTRY_POINT.name);
        if !top.iter().any(|&o| ctx.is(o, entry)) {
            return None;
        }
        let by_sym: FxHashMap<nsl_ir::Sym, nsl_ir::Op> = top
            .iter()
            .filter_map(|&o| match ctx.attr(o, "sym").map(|a| ctx.attr_kind(a)) {
                Some(nsl_ir::AttrKind::Symbol(s)) => Some((*s, o)),
                _ => None,
            })
            .collect();
        // Ops that define no symbol (entry points and the like) are roots.
        let mut work: Vec<nsl_ir::Op> = top.iter().copied().filter(|&o| ctx.attr(o, "sym").is_none()).collect();
        let mut seen: rustc_hash::FxHashSet<nsl_ir::Op> = work.iter().copied().collect();
        while let Some(o) = work.pop() {
            let mut found = Vec::new();
            let mut collect = |op: nsl_ir::Op| {
                for &(_, a) in ctx.attrs(op) {
                    syms(ctx, a, &mut found);
                }
            };
            collect(o);
            ctx.walk_nested(o, &mut collect);
            for s in found {
                if let Some(&t) = by_sym.get(&s) {
                    if seen.insert(t) {
                        work.push(t);
                    }
                }
            }
        }
        Some(seen)
    }

    /// E45001 at each `extern static const` never defined that an entry
    /// point reaches (through the symbols its function's ops name), as
    /// slangc's linker reports it; one only dead code reads is fine (its
    /// global goes with that code).
    fn report_unresolved_extern_consts(&mut self) {
        if self.extern_consts.is_empty() {
            return;
        }
        let body = self.ctx.body(self.module, 0);
        let mut defs: FxHashMap<nsl_ir::Sym, nsl_ir::Op> = FxHashMap::default();
        let mut roots = Vec::new();
        for op in self.ctx.block_ops(body) {
            if let Some(s) = self.ctx.attr_symbol(op, "sym") {
                defs.insert(s, op);
            }
            if self.ctx.op_name(op) == nsl_dialects::hl::ENTRY_POINT.name {
                roots.push(op);
            }
        }
        fn refs(ctx: &nsl_ir::Context, a: nsl_ir::Attr, out: &mut Vec<nsl_ir::Sym>) {
            match ctx.attr_kind(a) {
                nsl_ir::AttrKind::Symbol(s) => out.push(*s),
                nsl_ir::AttrKind::Array(items) => {
                    for &i in items {
                        refs(ctx, i, out);
                    }
                }
                _ => {}
            }
        }
        let mut seen: rustc_hash::FxHashSet<nsl_ir::Sym> = rustc_hash::FxHashSet::default();
        let mut work = roots;
        while let Some(op) = work.pop() {
            let mut found = Vec::new();
            for &(_, a) in self.ctx.attrs(op) {
                refs(self.ctx, a, &mut found);
            }
            self.ctx.walk_nested(op, &mut |o| {
                for &(_, a) in self.ctx.attrs(o) {
                    refs(self.ctx, a, &mut found);
                }
            });
            for s in found {
                if seen.insert(s) {
                    if let Some(&d) = defs.get(&s) {
                        work.push(d);
                    }
                }
            }
        }
        for (name, symbol, span) in self.extern_consts.clone() {
            let sym = self.ctx.sym(&symbol);
            if seen.contains(&sym) {
                self.error("E45001", span, format!("unresolved external symbol '{name}'"));
            }
        }
    }

    /// The struct whose method `f` is (or an instance of a generic method
    /// of): its `this`, or the struct listing it (static methods).
    fn method_owner(&self, f: usize) -> Option<usize> {
        if let Some((s, _)) = self.funcs[f].this {
            return Some(s);
        }
        let template = self.instance_origin.get(&f).map_or(f, |(t, _)| *t);
        self.structs.iter().position(|st| st.methods.values().any(|fs| fs.contains(&f) || fs.contains(&template)))
    }

    /// Creates the `func.func` for `f` and lowers its body.
    pub(super) fn lower_func(&mut self, f: usize) {
        // A method sees its struct's member types by their short names.
        let owner = self.method_owner(f);
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

    pub(super) fn lower_func_body(&mut self, f: usize) {
        if self.funcs[f].unit == Unit::User {
            let (src, d) = (self.funcs[f].src, self.funcs[f].decl);
            return self.in_namespace_of(src, d, |c| c.lower_func_body_here(f));
        }
        self.lower_func_body_here(f)
    }

    fn lower_func_body_here(&mut self, f: usize) {
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
        if body.is_none() && !declares_intrinsic && self.spirv_instruction_body(f) {
            return;
        }
        if body.is_none() && !declares_intrinsic {
            // A declaration never defined: only a reference to it is an
            // error; one with a custom forward derivative is that
            // derivative's primal.
            if self.lower_primal_of_fwd_derivative(f) {
                return;
            }
            self.bodiless.push(f);
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
        let mesh_outputs = if entry.is_some() { self.mesh_output_params(f) } else { Vec::new() };
        let mut args: Vec<Value> = arg_iter.collect();
        // A `throws E` function's error flag and error pointers come last.
        if let Some(&e) = self.throw_types.get(&f) {
            if let (Some(err), Some(flag)) = (args.pop(), args.pop()) {
                fx.throws = Some((flag, err, e));
                fx.throws_name = self.throw_names.get(&f).cloned();
            }
        }
        for (p, a) in params.iter().zip(args) {
            // An entry point's parameters are named: the host binds its
            // uniform ones by name.
            let name = if entry.is_some() { Some(self.ctx.sym(&p.name)) } else { self.ctx.existing_sym(&p.name) };
            if let Some(name) = name.filter(|_| !p.name.is_empty()) {
                self.ctx.set_value_name(a, Some(name));
            }
            if mesh_outputs.contains(&p.name) {
                fx.mesh_outputs.push(a);
            }
            self.bind_param(&mut fx, &p.name, a, p.ty, p.dir, decl.span);
            self.freeze_uniform_block_param(&mut fx, f, &p.name);
            self.freeze_const_param(&mut fx, f, &p.name);
        }
        self.note_abstract_params(&mut fx, f);
        for h in &hoisted {
            let symbol = self.emit_hoisted_global(h);
            let global = self.ctx.symbol_attr(&symbol);
            let handle = self.emit_value(&fx, "hl.resource", &[], h.ty, &[("global", global)], decl.span);
            self.bind_param(&mut fx, &h.name, handle, h.ty, Dir::In, decl.span);
        }
        if entry.is_some() {
            self.run_dynamic_inits(&mut fx);
        }
        let return_val = self.bind_return_val(&mut fx, *body, decl.span);
        if let (true, Some(body)) = (target_intrinsics.is_empty(), *body) {
            self.lower_stmt(&mut fx, body);
            if let Some((ptr, ty)) = return_val.filter(|_| !fx.terminated) {
                let v = self.emit_value(&fx, "mem.load", &[ptr], ty, &[], name_span);
                self.emit(&fx, "func.return", &[v], &[], &[], name_span);
                fx.terminated = true;
            }
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
    pub(super) fn split_resource_params(
        &self,
        params: Vec<ParamInfo>,
        sig: &crate::ast::Signature,
    ) -> (Vec<ParamInfo>, Vec<Hoisted>) {
        let mut kept = Vec::new();
        let mut hoisted = Vec::new();
        for (index, (p, &decl)) in params.into_iter().zip(&sig.params).enumerate() {
            if p.dir == Dir::In
                && matches!(self.ctx.type_kind(p.ty), TypeKind::Opaque { .. })
                && super::types::enum_tag(self.ctx, p.ty).is_none()
                && nsl_dialects::hl::existential_interface(self.ctx, p.ty).is_none()
                && nsl_dialects::hl::descriptor_handle(self.ctx, p.ty).is_none()
                // (A cooperative vector or matrix is a value, not a resource.)
                && !nsl_dialects::coop::is_coop(self.ctx, p.ty)
            {
                hoisted.push(Hoisted { index, name: p.name, ty: p.ty, decl });
            } else {
                kept.push(p);
            }
        }
        (kept, hoisted)
    }

    /// The resource global of a hoisted entry-point parameter, named
    /// `entryPointParams_NAME` as slangc names it, and declared when the entry point is lowered, after the module's
    /// own globals (so bound after them, as slangc binds them).
    pub(super) fn emit_hoisted_global(&mut self, h: &Hoisted) -> String {
        let pdecl = self.user.decl(h.decl);
        let (semantics, decl_ty) = match &pdecl.kind {
            DeclKind::Param { semantics, ty, .. } => (&semantics[..], *ty),
            _ => (&[][..], None),
        };
        // slangc's name for it; `entry_param` tells a host to bind it as `h.name`.
        let symbol = self.unique_symbol(&format!("entryPointParams_{}", h.name));
        let g = self.emit_global(&symbol, h.ty, GlobalKind::Resource, None, &pdecl.modifiers, semantics, pdecl.span);
        let (unit, entry_param) = (self.ctx.intern_attr(nsl_ir::AttrKind::Unit), self.ctx.sym("entry_param"));
        self.ctx.set_attr(g, entry_param, unit);
        if decl_ty.is_some_and(|t| self.is_rasterizer_ordered(t)) {
            let unit = self.ctx.intern_attr(nsl_ir::AttrKind::Unit);
            let name = self.ctx.sym("rasterizer_ordered");
            self.ctx.set_attr(g, name, unit);
        }
        symbol
    }

    /// The `__target_intrinsic(target, expansion)` modifiers of function
    /// `f`: each target (a capability name, with its span) and template
    /// (with the span of what was written). Without an expansion, the
    /// function's own name with its arguments; an identifier is a name.
    pub(super) fn target_intrinsics(&mut self, f: usize, modifiers: &Modifiers) -> Vec<((String, Span), String, Span)> {
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
    pub(super) fn intrinsic_cx(&mut self, f: usize, modifiers: &Modifiers, args: &[Value]) -> stmt::IntrinsicCx {
        let generics: Vec<Type> = self.funcs[f]
            .env
            .iter()
            .filter_map(|(_, a)| match a {
                generics::GArg::Type(t) => Some(*t),
                generics::GArg::Value(_) | generics::GArg::Pack(_) => None,
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
    pub(super) fn create_func_op(&mut self, f: usize, private: bool, span: Span) -> (Block, Vec<Value>) {
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

    pub(super) fn bind_param(&mut self, fx: &mut stmt::FnCx, name: &str, arg: Value, ty: Type, dir: Dir, span: Span) {
        let ptr = match dir {
            Dir::Out | Dir::InOut => arg,
            Dir::In => {
                // Parameters are mutable locals in Slang: copy into a variable.
                let var = self.new_var(fx, ty, name, span);
                self.emit(fx, "mem.store", &[var, arg], &[], &[], span);
                if name != "this" {
                    fx.in_params.push(var);
                }
                var
            }
        };
        // `this` of a method that is not `[mutating]` is read-only.
        let mutable = !(name == "this" && dir == Dir::In);
        fx.bind(name, stmt::Binding::Var { ptr, ty, mutable });
    }

    /// `[shader("compute")]` and `[numthreads(x, y, z)]` make an entry point.
    pub(super) fn entry_point_info(&mut self, f: usize, m: &Modifiers) -> Option<(String, Option<[i128; 3]>)> {
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
                    let spec = a.args.iter().take(3).any(|&arg| self.numthreads_spec_const(arg).is_some());
                    if spec && !matches!(self.capabilities.target.as_deref(), None | Some("spirv" | "glsl")) {
                        let msg = "Specialization constants are not supported in the 'numthreads' attribute for the current target";
                        self.error(E_SPEC_CONST_NUMTHREADS, a.span, msg);
                    }
                    for (i, &arg) in a.args.iter().take(3).enumerate() {
                        // A specialization constant's size is the SpecId's
                        // value (`numthreads_spec`); its default (at least
                        // 1) stands in for it.
                        if let Some((_, _, value, _)) = self.numthreads_spec_const(arg) {
                            if let nsl_ir::AttrKind::Int(v) = *self.ctx.attr_kind(value) {
                                dims[i] = v.max(1);
                            }
                            continue;
                        }
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
                | "__ref"
                | "nonmutating"
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
                // `[constref]`: `this` borrowed read-only, which a method
                // that is not `[mutating]` cannot tell from a copy.
                | "constref"
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
                | "maxtessfactor"
                // The parser's marker of a `__func_extension` function.
                | "__func_extension" => {}
                // Known, and misplaced ones are errors (`attr_targets.rs`).
                _ if super::attr_targets::is_core_attribute(&a.name) => {}
                _ => {
                    let msg = format!("unknown attribute '{}' is ignored", a.name);
                    self.warn(W_UNKNOWN_ATTRIBUTE, a.span, msg);
                }
            }
        }
        let entry = self.entry_stage(f, stage, numthreads);
        // GLSL: `layout(local_size_x = ...) in;` sizes a compute entry
        // point that has no `[numthreads]`.
        match (entry, self.user.glsl_local_size) {
            (Some((stage, None)), Some(sizes)) if stage == "compute" => {
                let mut dims = [1i128; 3];
                for (d, e) in dims.iter_mut().zip(sizes) {
                    *d = self.const_int(Unit::User, e).unwrap_or(1).max(1);
                }
                Some((stage, Some(dims)))
            }
            (entry, _) => entry,
        }
    }

    /// A `[numthreads]` argument that names a specialization constant
    /// (`[[vk::constant_id(N)]]`, `[SpecializationConstant]`): its SpecId,
    /// type, default value and symbol.
    pub(super) fn numthreads_spec_const(&self, arg: crate::ast::ExprId) -> Option<(u32, Type, Attr, String)> {
        let ExprKind::Name(n) = &self.user.expr(arg).kind else { return None };
        let Some(Item::Global(gi)) = self.items.get(n) else { return None };
        let &id = self.spec_consts.get(gi)?;
        let g = &self.globals[*gi];
        Some((id, g.ty, g.value?, g.symbol.clone()))
    }

    /// `hl.entry_point`'s `numthreads_spec`: per axis `[]` (the literal
    /// size in `numthreads`) or `[SpecId, default, type, name]` of the
    /// specialization constant that sizes it; `None` without one.
    pub(super) fn numthreads_spec_attr(&mut self, m: &Modifiers) -> Option<Attr> {
        let a = m.attributes.iter().find(|a| a.name.eq_ignore_ascii_case("numthreads"))?;
        let axes: Vec<Option<(u32, Type, Attr, String)>> =
            (0..3).map(|i| a.args.get(i).and_then(|&arg| self.numthreads_spec_const(arg))).collect();
        if axes.iter().all(Option::is_none) {
            return None;
        }
        let items = axes
            .into_iter()
            .map(|axis| {
                let item = match axis {
                    Some((id, ty, value, name)) => {
                        vec![self.ctx.int_attr(id.into()), value, self.ctx.type_attr(ty), self.ctx.str_attr(&name)]
                    }
                    None => Vec::new(),
                };
                self.ctx.array_attr(item)
            })
            .collect();
        Some(self.ctx.array_attr(items))
    }

    pub(super) fn emit_entry_point(
        &mut self,
        f: usize,
        stage: &str,
        numthreads: Option<[i128; 3]>,
        _ret_semantics: &[crate::ast::Semantic],
        kept: &[bool],
    ) {
        // With `-entry`, slangc validates only the entry points named there,
        // not the other `[shader]` functions.
        let requested = &self.capabilities.requested_entries;
        if requested.is_empty() || requested.iter().any(|(n, _)| entry::names_entry(n, &self.funcs[f].name)) {
            self.check_entry_semantics(f, stage, _ret_semantics, kept);
            self.check_stage_output_types(f, stage, kept);
            self.check_stage_topology(f, stage);
        }
        let decl = self.func_decl(f);
        let DeclKind::Func { sig, .. } = &decl.kind else { return };
        let mut semantics = Vec::new();
        let mut param_bindings: Vec<Option<[i128; 2]>> = Vec::new();
        let ir_stage = entry::stage_name(stage).unwrap_or(stage);
        let infos = self.funcs[f].params.clone();
        for (i, (&p, _)) in sig.params.iter().zip(kept).filter(|(_, &k)| k).enumerate() {
            let name = match &self.user.decl(p).kind {
                DeclKind::Param { semantics, .. } => semantics.iter().find_map(|s| match &s.kind {
                    SemanticKind::Name(n) => Some(n.name.clone()),
                    _ => None,
                }),
                _ => None,
            };
            // `uniform` parameters are shader parameters (set by the host),
            // not per-invocation inputs; targets place them in a constant block.
            let mut uniform = self.user.decl(p).modifiers.has(&ModifierKind::Uniform);
            // Without a semantic, a compute shader's input parameter and
            // any stage's parameter holding a resource are uniform too, as
            // slangc treats them (a compute one with its warning E38040).
            if name.is_none() && !uniform {
                if let Some(info) = infos.get(i).filter(|info| info.dir == Dir::In) {
                    if ir_stage == "compute" {
                        uniform = true;
                        let span = match &self.user.decl(p).kind {
                            DeclKind::Param { name: Some(n), .. } => n.span,
                            _ => self.user.decl(p).span,
                        };
                        let msg = format!(
                            "parameter '{}' is treated as 'uniform' because it does not have a system-value semantic",
                            info.name
                        );
                        self.warn(W_IMPLICIT_UNIFORM, span, msg);
                    } else if holds_shader_resource(self.ctx, info.ty) {
                        uniform = true;
                    }
                }
            }
            // A system value is no payload (slangc checks it on its own).
            let system = name.as_deref().is_some_and(|n| {
                let n = n.to_ascii_lowercase();
                n.starts_with("sv_") || n.starts_with("nv_")
            });
            if !system && !uniform {
                if let Some(info) = infos.get(i).filter(|info| !holds_shader_resource(self.ctx, info.ty)) {
                    let span = match &self.user.decl(p).kind {
                        DeclKind::Param { name: Some(n), .. } => n.span,
                        _ => self.user.decl(p).span,
                    };
                    self.check_ray_param_direction(stage, info.dir, name.is_some(), span);
                }
            }
            let name = name.or_else(|| uniform.then(|| "uniform".to_string()));
            semantics.push(self.ctx.str_attr(name.as_deref().unwrap_or("")));
            self.check_whole_set_binding(p);
            // `[[vk::binding(b, s)]]` on a parameter: its resources' slot.
            let binding = self.user.decl(p).modifiers.attributes.iter().find(|a| a.name == "vk::binding").map(|a| {
                let vals: Vec<i128> = a.args.iter().filter_map(|&e| self.const_int(Unit::User, e).ok()).collect();
                [vals.first().copied().unwrap_or(0), vals.get(1).copied().unwrap_or(0)]
            });
            param_bindings.push(binding);
        }
        // The IR names the stage canonically (`pixel` is `fragment`).
        let stage = entry::stage_name(stage).unwrap_or(stage);
        let mut attrs =
            vec![("func", self.ctx.symbol_attr(&self.funcs[f].symbol.clone())), ("stage", self.ctx.str_attr(stage))];
        if let Some(n) = numthreads {
            let items = n.iter().map(|&v| self.ctx.int_attr(v)).collect();
            attrs.push(("numthreads", self.ctx.array_attr(items)));
            if let Some(spec) = self.numthreads_spec_attr(&decl.modifiers) {
                attrs.push(("numthreads_spec", spec));
            }
        }
        attrs.push(("semantics", self.ctx.array_attr(semantics)));
        if param_bindings.iter().any(Option::is_some) {
            let items = param_bindings
                .iter()
                .map(|b| {
                    let slot = b.map_or_else(Vec::new, |b| b.iter().map(|&v| self.ctx.int_attr(v)).collect());
                    self.ctx.array_attr(slot)
                })
                .collect();
            attrs.push(("param_bindings", self.ctx.array_attr(items)));
        }
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
            if self.capabilities.compute_derivatives {
                attrs.push(("compute_derivatives", self.ctx.intern_attr(nsl_ir::AttrKind::Unit)));
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

    /// `__return_val`: in a function that returns a value and names it in
    /// its body, a variable for the value being returned (a
    /// non-copyable result built in place); falling off the end returns
    /// it. Returns the variable and the value's type.
    fn bind_return_val(
        &mut self,
        fx: &mut stmt::FnCx,
        body: Option<crate::ast::StmtId>,
        span: Span,
    ) -> Option<(Value, Type)> {
        let ty = fx.ret?;
        let body = self.user.stmt(body?).span;
        let user = self.user;
        let uses = self.return_val_uses.entry(std::ptr::from_ref(user) as usize).or_insert_with(|| {
            let named = |e: &&crate::ast::Expr| matches!(&e.kind, ExprKind::Name(n) if n == "__return_val");
            user.exprs.iter().filter(named).map(|e| e.span).collect()
        });
        let named = uses.iter().any(|s| s.file == body.file && body.lo <= s.lo && s.hi <= body.hi);
        if !named {
            return None;
        }
        let ptr = self.new_var(fx, ty, "__return_val", span);
        fx.bind("__return_val", stmt::Binding::Var { ptr, ty, mutable: true });
        Some((ptr, ty))
    }
}

/// Does a value of `ty` hold a shader resource (a texture, a sampler, an
/// acceleration structure or a buffer), itself or in a field or element?
fn holds_shader_resource(ctx: &nsl_ir::Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| holds_shader_resource(ctx, t)),
        TypeKind::Array { elem, .. } => holds_shader_resource(ctx, *elem),
        _ => {
            nsl_dialects::hl::is_descriptor(ctx, ty)
                || nsl_dialects::hl::structured_buffer(ctx, ty).is_some()
                || nsl_dialects::hl::byte_address_buffer(ctx, ty).is_some()
        }
    }
}

/// Where the pointer parameters of a function instance point: `this` of a
/// `[mutating]` method, and the `out`/`inout` parameters passed by
/// reference (by index; the others point into function memory).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointerSpaces {
    pub this: AddressSpace,
    pub params: Vec<(usize, AddressSpace)>,
}

impl PointerSpaces {
    pub fn is_function_memory(&self) -> bool {
        self.this == AddressSpace::Function && self.params.is_empty()
    }
    pub fn param(&self, k: usize) -> AddressSpace {
        self.params.iter().find(|&&(i, _)| i == k).map_or(AddressSpace::Function, |&(_, s)| s)
    }
}

/// Memory other invocations share, whose `out`/`inout` arguments go by
/// reference: an atomic in the callee must reach the object itself, and a
/// copy written back by every invocation would race (a groupshared array
/// passed to a helper). slangc passes these by reference too.
pub fn passed_by_reference(space: AddressSpace) -> bool {
    space == AddressSpace::Workgroup || space.is_storage() || space.is_device()
}
