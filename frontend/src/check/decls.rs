//! Declarations of types: structs, enums, interfaces, aliases, their members, conformances, extensions and accessors.

#[allow(unused_imports)]
use super::*;

/// An enum case's implicit value wrapped around its tag type.
pub const W_ENUM_WRAPAROUND: &str = "E32006";
/// An enum whose tag type is no integer or bool.
const E_INVALID_ENUM_TAG: &str = "E32000";

/// The hidden field holding the value of an `__intrinsic_type` struct.
pub(super) const INTRINSIC_VALUE_FIELD: &str = "__intrinsic_value";

/// A second struct base, or one after an interface (slangc's E30820).
const E_STRUCT_BASE_PLACE: &str = "E30820";

/// A builtin type as a struct's base (slangc's E30831).
const E_SEALED_BASE: &str = "E30831";

/// A field of an unsized type followed by another field (slangc's E30070).
const E_UNSIZED_NOT_LAST: &str = "E30070";

impl Checker<'_> {
    pub(super) fn declare_type(&mut self, d: DeclId) {
        if self.interfaces_early.contains(&(self.cur_src, d)) {
            return;
        }
        let decl = self.user.decl(d);
        self.cur_public = self.exported(&decl.modifiers);
        match &decl.kind {
            DeclKind::Namespace { path, members } => {
                let depth = self.enter_namespace(&path.clone());
                for &m in &members.clone() {
                    self.declare_type(m);
                }
                self.leave_namespace(depth);
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
                        // A parameter pack (`expand each Ts values`) takes as
                        // many parameters as the conformance's pack has
                        // elements: no fixed arity.
                        DeclKind::Func { name: FuncName::Ident(n), sig, .. }
                            if !sig.params.iter().any(|&p| {
                                matches!(&self.user.decl(p).kind, DeclKind::Param { ty: Some(t), .. }
                                    if matches!(self.user.ty(*t).kind, AstType::Expand(_)))
                            }) =>
                        {
                            Some((n.name.clone(), sig.params.len()))
                        }
                        _ => None,
                    })
                    .collect();
                let method_pack_arities = members
                    .iter()
                    .flatten()
                    .filter_map(|&m| {
                        let DeclKind::Func { name: FuncName::Ident(n), sig, .. } = &self.user.decl(m).kind else {
                            return None;
                        };
                        let mut fixed = 0;
                        let mut packs = Vec::new();
                        for &p in &sig.params {
                            let DeclKind::Param { ty: Some(t), .. } = &self.user.decl(p).kind else { return None };
                            let AstType::Expand(inner) = &self.user.ty(*t).kind else {
                                fixed += 1;
                                continue;
                            };
                            let AstType::Each(e) = &self.user.ty(*inner).kind else { return None };
                            let AstType::Name(pn) = &self.user.ty(*e).kind else { return None };
                            packs.push(params.iter().position(|gp| gp.pack && gp.name == *pn)?);
                        }
                        (!packs.is_empty()).then(|| (n.name.clone(), fixed, packs))
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
                    method_pack_arities,
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
                // A struct of a namespace whose plain name another
                // declaration has is named by its qualified key.
                let sname = match self.ns_key(&name.name) {
                    Some(key) if self.flat_item(&name.name).is_some() => key,
                    _ => name.name.clone(),
                };
                if let Ok(s) = self.declare_struct(d, &sname) {
                    self.define(&name.name, Item::Struct(s), name.span);
                }
                self.resolve_late_member_aliases();
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
                        method_pack_arities: Vec::new(),
                        properties: Vec::new(),
                        method_requires: FxHashMap::default(),
                    };
                    self.interfaces.insert(name.name.clone(), info);
                    self.define(&name.name, Item::Interface, name.span);
                    return;
                }
                if let Ok(t) = self.resolve_type(Unit::User, *ty) {
                    // `typedef Foo Foo;` in a namespace names the outer `Foo`
                    // (namespace members share the global scope): nothing new.
                    let same = match self.items.get(&name.name) {
                        Some(Item::Struct(s)) => self.structs[*s].ty == t,
                        Some(Item::Type(u)) => *u == t,
                        _ => false,
                    };
                    if !same {
                        // An alias of an enum names its cases too (`A.Case`).
                        let item = match self.enum_key_of_type(Unit::User, *ty).and_then(|k| self.items.get(&k)) {
                            Some(Item::Enum(e, cases)) if *e == t => Item::Enum(t, cases.clone()),
                            _ => Item::Type(t),
                        };
                        self.define(&name.name, item, name.span);
                    }
                }
            }
            DeclKind::Enum { name, .. } => {
                let qualified = name.name.clone();
                self.declare_enum(d, &qualified);
            }
            _ => {}
        }
    }

    /// Declares enum `d` under `qualified` (its name, or `S.E` for an enum
    /// nested in struct `S`): its cases' values, and with `[UnscopedEnum]`
    /// or `-unscoped-enum` its cases as constants of the enclosing scope.
    pub(super) fn declare_enum(&mut self, d: DeclId, qualified: &str) {
        let DeclKind::Enum { name, bases, cases, scoped } = &self.user.decl(d).kind else { return };
        // The tag type is the one base that is no interface; it must be an
        // integer or bool (slangc's E32000).
        let mut base = None;
        for &b in bases {
            let Ok(t) = self.resolve_type(Unit::User, b) else { continue };
            if nsl_dialects::gen::existential_interface(self.ctx, t).is_some() {
                continue;
            }
            if !matches!(self.ctx.type_kind(t), TypeKind::Int { .. } | TypeKind::Bool) {
                let msg = format!("invalid tag type for 'enum': '{}'", self.show(t));
                self.error(E_INVALID_ENUM_TAG, self.user.ty(b).span, msg);
                continue;
            }
            base.get_or_insert(t);
        }
        let base = base.unwrap_or_else(|| self.ctx.int_type(32, true));
        let attribute = |n: &str| self.user.decl(d).modifiers.attributes.iter().any(|a| a.name == n);
        let flags = attribute("Flags");
        let (width, signed) = match *self.ctx.type_kind(base) {
            TypeKind::Int { width, signed } => (width, signed),
            // `enum E : bool`: cases wrap between false and true.
            TypeKind::Bool => (1, false),
            _ => (32, true),
        };
        // A case without a value takes the one after its
        // predecessor's (wrapping in the tag type); in a `[Flags]`
        // enum the next bit, starting at 1. A value may name the
        // cases before it.
        let mut values: Vec<(String, i128)> = Vec::new();
        let mut next: i128 = flags.into();
        let scope = self.env.len();
        // The implicit value after the last case wrapped around.
        let mut wrapped = false;
        for &c in cases {
            if let DeclKind::EnumCase { name: cname, value } = &self.user.decl(c).kind {
                if wrapped && value.is_none() {
                    let msg = format!(
                        "implicit value for enum case '{}' overflows tag type '{}' and wraps around",
                        cname.name,
                        self.show(base)
                    );
                    self.warn(W_ENUM_WRAPAROUND, cname.span, msg);
                }
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
                (next, wrapped) = match (flags, next) {
                    (true, 0) => (1, false),
                    (true, v) => match expr::wrap_int(v << 1, width, false) {
                        0 => (1, true),
                        v => (expr::wrap_int(v, width, signed), false),
                    },
                    (false, v) => (expr::wrap_int(v + 1, width, signed), expr::wrap_int(v + 1, width, signed) != v + 1),
                };
            }
        }
        self.env.truncate(scope);
        // Slang's `[UnscopedEnum]`, or `-unscoped-enum` for every
        // enum but an `enum class`: each case is also a constant of
        // the enclosing scope.
        let anonymous = name.name.starts_with(crate::ast::ANONYMOUS_ENUM);
        // The enum's own type (an anonymous enum's cases are plain
        // constants of its tag type).
        let ty = if anonymous {
            base
        } else {
            let path: Vec<&str> = self.ns.cur.iter().map(String::as_str).chain([qualified]).collect();
            super::types::enum_type(self.ctx, &path.join("::"), base)
        };
        if attribute("UnscopedEnum") || anonymous || (self.unscoped_enum && !scoped) {
            for (&c, (case, v)) in cases.iter().zip(&values) {
                let value = Some(self.ctx.int_attr(*v));
                self.globals.push(GlobalInfo {
                    name: case.clone(),
                    ty,
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
        self.define(qualified, Item::Enum(ty, values), name.span);
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
    /// Whether the language version (`-std`, `#language`) is Slang 2026
    /// or later, where removed features (struct inheritance) are errors.
    pub(super) fn language_at_least_2026(&self) -> bool {
        matches!(self.user.language.as_deref(), Some("2026" | "202b" | "202c" | "latest" | "next"))
    }

    pub(super) fn names_this_instance(&mut self, d: DeclId, t: TypeId) -> bool {
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
    /// The member type aliases that waited for their struct (see
    /// `late_member_aliases`), of the structs declared by now.
    fn resolve_late_member_aliases(&mut self) {
        let waiting = std::mem::take(&mut self.late_member_aliases);
        for (owner, alias, ty) in waiting {
            let Some(s) = self.structs.iter().position(|st| st.name == owner) else {
                self.late_member_aliases.push((owner, alias, ty));
                continue;
            };
            if let Ok(t) = self.resolve_type(Unit::User, ty) {
                self.structs[s].member_types.insert(alias, t);
            }
        }
    }

    /// `__intrinsic_type(KIND)` among `mods`: `Some(Some(t))` for a scalar
    /// IR type name (`Int`, `UInt`, `Float`, ...), `Some(None)` for
    /// another.
    fn intrinsic_type_of(&mut self, mods: &crate::ast::Modifiers) -> Option<Option<Type>> {
        let arg = mods.keywords.iter().find_map(|m| match &m.kind {
            ModifierKind::Builtin { name, args } if name == "__intrinsic_type" => Some(args.first().copied()),
            _ => None,
        })?;
        let word = arg.and_then(|a| match &self.user.expr(a).kind {
            crate::ast::ExprKind::Name(n) => Some(n.clone()),
            _ => None,
        });
        let (ctx, w) = (&mut *self.ctx, word.as_deref().unwrap_or(""));
        Some(match w {
            "Bool" => Some(ctx.bool_type()),
            "Int8" | "Int16" | "Int" | "Int64" | "UInt8" | "UInt16" | "UInt" | "UInt64" => {
                let width = match w.trim_start_matches('U').trim_start_matches("Int") {
                    "8" => 8,
                    "16" => 16,
                    "64" => 64,
                    _ => 32,
                };
                Some(ctx.int_type(width, !w.starts_with('U')))
            }
            "Half" => Some(ctx.float_type(16)),
            "Float" => Some(ctx.float_type(32)),
            "Double" => Some(ctx.float_type(64)),
            _ => None,
        })
    }

    /// Whether a field of aggregate `d` has type `name` (or arrays of it).
    fn fields_name(&self, d: DeclId, name: &str) -> bool {
        let DeclKind::Aggregate { members: Some(members), .. } = &self.user.decl(d).kind else { return false };
        members.iter().any(|&m| {
            let DeclKind::Var { ty: Some(mut t), .. } = &self.user.decl(m).kind else { return false };
            while let AstType::Array { elem, .. } = &self.user.ty(t).kind {
                t = *elem;
            }
            matches!(&self.user.ty(t).kind, AstType::Name(n) if n == name)
        })
    }

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
        // Conformances naming the struct itself (`struct S : IEq<S>`),
        // resolved once its type exists.
        let mut deferred = Vec::new();
        for (position, &b) in bases.iter().enumerate() {
            let names_self = generics::iface_syntax(self.user, b).is_some_and(|(i, args)| {
                self.interfaces.contains_key(&i)
                    && args.iter().any(|a| {
                        matches!(a, TypeOrExpr::Type(t) if matches!(&self.user.ty(*t).kind, AstType::Name(n) if *n == own_name.name))
                    })
            });
            if names_self {
                deferred.push(b);
                continue;
            }
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
            // The core module's `IComparable` and `IArithmetic` (its methods,
            // `lessThan`..., are what `min`/`max` and generic code call).
            if let AstType::Name(n) = &self.user.ty(b).kind {
                if matches!(n.as_str(), "IComparable" | "IArithmetic") && !self.interfaces.contains_key(n) {
                    conforms.push(n.clone());
                    if n == "IArithmetic" {
                        conforms.push("IComparable".to_string());
                    }
                    continue;
                }
            }
            let Ok(t) = self.resolve_type(Unit::User, b) else {
                ok = false;
                continue;
            };
            match self.structs.iter().position(|st| st.ty == t && st.origin.is_some()) {
                Some(_) if base.is_some() || position > 0 => {
                    let msg = "a struct type may only inherit from one other struct type, and that type must appear \
                               first in the list of bases";
                    self.error(E_STRUCT_BASE_PLACE, span, msg);
                }
                Some(bs) => {
                    // Slang 2026 removed struct inheritance: a struct
                    // inherits only interfaces.
                    if self.language_at_least_2026() {
                        let msg = format!(
                            "struct '{}' cannot inherit from non-interface type '{}'",
                            own_name.name,
                            self.show(t)
                        );
                        self.error("E30811", span, msg);
                    }
                    let st = &self.structs[bs];
                    fields.extend(st.fields.iter().cloned());
                    defaults.extend(st.defaults.iter().cloned());
                    field_requires.extend(st.field_requires.iter().cloned());
                    conforms.extend(st.conforms.iter().cloned());
                    refs.extend(st.conform_refs.iter().cloned());
                    base = Some(bs);
                }
                // A builtin type (`int`, `float3`): the core module's types
                // are implicitly `sealed` (slangc's E30831).
                None if matches!(
                    self.ctx.type_kind(t),
                    TypeKind::Bool
                        | TypeKind::Int { .. }
                        | TypeKind::Float { .. }
                        | TypeKind::Vector { .. }
                        | TypeKind::Matrix { .. }
                ) =>
                {
                    let msg = format!(
                        "cannot inherit from type '{}' in module 'core' because it is implicitly 'sealed'",
                        self.show(t)
                    );
                    self.error(E_SEALED_BASE, span, msg);
                }
                None => {
                    let msg = format!("'{}' is not an interface or a struct: a struct cannot inherit it", self.show(t));
                    self.error(E_TYPE_MISMATCH, span, msg);
                }
            }
        }
        let mut conform_refs = self.with_inherited(refs);
        let inherited = fields.len();
        // Member types first (typedefs, nested structs), visible to the
        // fields and, through `type_scope`, to the methods.
        let mut member_types = FxHashMap::default();
        let mut nested = Vec::new();
        let mut holding_self = Vec::new();
        self.type_scope.push(FxHashMap::default());
        // Aliases of the struct itself (`typealias Next = S;`), known once it exists.
        let mut self_aliases = Vec::new();
        let mut waiting_aliases = Vec::new();
        // Generic structs nested in it, instantiated by `Inner<args>`.
        for &m in members.as_deref().unwrap_or(&[]) {
            if let DeclKind::Aggregate { name: iname, generics: Some(_), kind, .. } = &self.user.decl(m).kind {
                if *kind != AggregateKind::Interface {
                    let iname = iname.name.clone();
                    self.declare_nested_generic(name, &iname, m);
                }
            }
        }
        self.generic_members.struct_scope.push(name.to_string());
        for &m in members.as_deref().unwrap_or(&[]) {
            match &self.user.decl(m).kind {
                DeclKind::TypeAlias { name: tname, ty, generics: None }
                    if matches!(&self.user.ty(*ty).kind, AstType::Name(n) if *n == own_name.name)
                        || matches!(self.user.ty(*ty).kind, AstType::This)
                        || self.names_this_instance(d, *ty) =>
                {
                    self_aliases.push(tname.name.clone());
                }
                // One naming a struct declared later (`struct A { typealias
                // T = B; }`, `struct B { A a; }`) waits until this struct
                // exists, so that declaring that struct on demand finds it.
                DeclKind::TypeAlias { name: tname, ty, generics: None } if matches!(&self.user.ty(*ty).kind, AstType::Name(n) if self.pending_structs.contains_key(n)) =>
                {
                    self.late_member_aliases.push((name.to_string(), tname.name.clone(), *ty));
                }
                DeclKind::TypeAlias { name: tname, ty, generics: None } => {
                    // One that names a static constant of the struct
                    // (`vector<float, N>`) waits for the constants (below).
                    let mark = self.diags.list.len();
                    match self.resolve_type(Unit::User, *ty) {
                        Ok(t) => {
                            member_types.insert(tname.name.clone(), t);
                            self.type_scope.last_mut().expect("pushed").insert(tname.name.clone(), t);
                        }
                        Err(_) if self.names_struct_static(members.as_deref().unwrap_or(&[]), *ty) => {
                            self.diags.list.truncate(mark);
                            waiting_aliases.push(m);
                        }
                        Err(_) => {}
                    }
                }
                // An enum nested in the struct: `S.E` (its type is its tag type).
                DeclKind::Enum { name: ename, .. } => {
                    let ename = ename.name.clone();
                    let key = format!("{name}.{ename}");
                    self.declare_enum(m, &key);
                    if let Some(Item::Enum(t, _)) = self.items.get(&key) {
                        let t = *t;
                        member_types.insert(ename.clone(), t);
                        self.type_scope.last_mut().expect("pushed").insert(ename, t);
                    }
                }
                // One holding the struct itself (`struct Padded { Outer o; }`)
                // is declared once the struct's type exists (below).
                DeclKind::Aggregate { generics: None, kind, .. }
                    if *kind != AggregateKind::Interface && self.fields_name(m, &own_name.name) =>
                {
                    holding_self.push(m);
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
        let mut self_typed_statics = Vec::new();
        let mut no_diff_fields: Vec<String> = Vec::new();
        // The last field of an unsized type (an unsized array, a struct
        // ending in one): only the last field may be (slangc's E30070).
        let mut unsized_field: Option<Span> = None;
        for &m in members.as_deref().unwrap_or(&[]) {
            let md = self.user.decl(m);
            match &md.kind {
                // `static const This k = This();`: the struct's own type,
                // declared once the struct is.
                DeclKind::Var { ty: Some(t), .. }
                    if md.modifiers.has(&ModifierKind::Static) && matches!(self.user.ty(*t).kind, AstType::This) =>
                {
                    self_typed_statics.push(m);
                }
                DeclKind::Var { .. } if md.modifiers.has(&ModifierKind::Static) => {
                    self.declare_global_in(m, Some(name));
                }
                DeclKind::TypeAlias { name: tname, ty, .. } if waiting_aliases.contains(&m) => {
                    let (tname, ty) = (tname.name.clone(), *ty);
                    if let Ok(t) = self.resolve_type(Unit::User, ty) {
                        member_types.insert(tname.clone(), t);
                        self.type_scope.last_mut().expect("pushed").insert(tname, t);
                    }
                }
                DeclKind::Var { name: fname, ty, init, semantics, .. } => {
                    if let Some(at) = unsized_field.take() {
                        let msg = "unsized member must be last: member with unknown size at compile time can only \
                                   appear as the last member in a composite type";
                        self.error(E_UNSIZED_NOT_LAST, at, msg);
                    }
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
                    let outer_owner = self.field_owner.replace(own_name.span);
                    let resolved = ty.map(|t| self.resolve_type(Unit::User, t));
                    self.field_owner = outer_owner;
                    match resolved {
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
                            if md.modifiers.has(&ModifierKind::NoDiff) {
                                no_diff_fields.push(fname.name.clone());
                            }
                            if self.holds_unsized(t, 0) {
                                unsized_field = Some(fname.span);
                            }
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
        if !ok {
            return Err(Reported);
        }
        let require = self.declared_requirement(Unit::User, &decl.modifiers);
        let sname = self.ctx.sym(name);
        let record_type = require.is_some();
        // A field of a struct type that holds an unsized array: the
        // struct's memberwise initializer could not take it (slangc's E30072).
        if fields
            .iter()
            .any(|&(_, t)| matches!(self.ctx.type_kind(t), TypeKind::Struct { .. }) && self.holds_unsized(t, 0))
        {
            let msg =
                format!("function parameter cannot be unsized: a field of '{}' holds an unsized array", own_name.name);
            self.error("E30072", own_name.span, msg);
        }
        // `__intrinsic_type(UInt) struct Id { ... }`: a fieldless struct
        // whose value is one scalar of that IR type (a strongly typed
        // id), held in a hidden field; `__slang_noop_cast` and
        // `__intrinsic_op(0)` methods reinterpret it.
        if let Some(kind) = self.intrinsic_type_of(&decl.modifiers) {
            match kind {
                Some(t) if fields.is_empty() => {
                    fields.push((INTRINSIC_VALUE_FIELD.to_string(), t));
                    defaults.push(None);
                    field_requires.push(None);
                }
                _ => {
                    let msg = "__intrinsic_type: only a fieldless struct of a scalar IR type (Int, UInt, Float...) is supported";
                    self.error(E_UNSUPPORTED, own_name.span, msg);
                }
            }
        }
        let field_syms: Vec<(Sym, Type)> = fields.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: field_syms });
        for alias in self_aliases {
            member_types.insert(alias, ty);
        }
        if !deferred.is_empty() {
            self.type_scope.push([(own_name.name.clone(), ty)].into_iter().collect());
            let mut more = Vec::new();
            for b in deferred {
                if let Some(Ok(r)) = self.iface_ref(Unit::User, b) {
                    conforms.push(r.name.clone());
                    more.push(r);
                }
            }
            self.type_scope.pop();
            for r in self.with_inherited(more) {
                if !conform_refs.contains(&r) {
                    conform_refs.push(r);
                }
            }
        }
        // A differentiable struct is its own differential unless it names
        // one, or has fields that carry no derivative (integers, `no_diff`):
        // then its differential is synthesized, one field per field that
        // carries one (`S.Differential`, of the same field names).
        let differentiable =
            conforms.iter().any(|c| c == "IDifferentiable" || self.interface_inherits(c, "IDifferentiable"));
        if differentiable {
            if let Some(&dt) = member_types.get("Differential") {
                self.check_declared_differential(d, ty, dt, &fields);
            }
            self.check_differential_methods(d, &conforms);
        }
        if differentiable && !member_types.contains_key("Differential") {
            let synth = self.synthesized_differential(name, base, &fields, &no_diff_fields, &bitfields, &conform_refs);
            member_types.insert("Differential".to_string(), synth.unwrap_or(ty));
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
        let s = self.structs.len() - 1;
        if !holding_self.is_empty() {
            self.type_scope.push([(own_name.name.clone(), ty)].into_iter().collect());
            for m in holding_self {
                let DeclKind::Aggregate { name: iname, .. } = &self.user.decl(m).kind else { continue };
                let iname = iname.name.clone();
                if let Ok(i) = self.declare_struct(m, &format!("{name}.{iname}")) {
                    let t = self.structs[i].ty;
                    self.structs[s].member_types.insert(iname, t);
                    nested.push((m, i));
                }
            }
            self.type_scope.pop();
        }
        if !nested.is_empty() {
            self.pending_nested.insert(s, nested);
        }
        if !self_typed_statics.is_empty() {
            self.env.push(("This".to_string(), generics::GArg::Type(ty)));
            for m in self_typed_statics {
                self.declare_global_in(m, Some(name));
                let Some(member) = self.user.decl(m).name() else { continue };
                if let Some(Item::Global(g)) = self.items.get(&format!("{name}.{}", member.name)) {
                    self.const_envs.insert(*g, self.env.clone());
                }
            }
            self.env.pop();
        }
        Ok(s)
    }

    /// The synthesized differential of differentiable struct `name` of
    /// `fields`: a struct `name.Differential` of the fields that carry a
    /// derivative, when some do and others do not; `None` where the
    /// struct is its own differential (every field carries one, none does,
    /// it inherits a struct, has bit fields, or a field's differential is
    /// not its own type).
    fn synthesized_differential(
        &mut self,
        name: &str,
        base: Option<usize>,
        fields: &[(String, Type)],
        no_diff: &[String],
        bitfields: &FxHashMap<String, BitField>,
        conform_refs: &[generics::IfaceRef],
    ) -> Option<Type> {
        if base.is_some() || !bitfields.is_empty() {
            return None;
        }
        let mut kept = Vec::new();
        for (n, t) in fields {
            if no_diff.contains(n) || !self.is_differentiable_type(*t) {
                continue;
            }
            // A field whose own differential is another type.
            if !self.is_own_differential(*t) {
                return None;
            }
            kept.push((n.clone(), *t));
        }
        if kept.is_empty() || kept.len() == fields.len() {
            return None;
        }
        let dname = format!("{name}.Differential");
        let syms = kept.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let dsym = self.ctx.sym(&dname);
        let d = self.ctx.intern_type(TypeKind::Struct { name: dsym, fields: syms });
        let refs: Vec<generics::IfaceRef> =
            conform_refs.iter().filter(|r| r.name == "IDifferentiable").cloned().collect();
        let mut member_types = FxHashMap::default();
        member_types.insert("Differential".to_string(), d);
        let n = kept.len();
        self.structs.push(StructInfo {
            name: dname,
            ty: d,
            fields: kept,
            methods: FxHashMap::default(),
            conforms: vec!["IDifferentiable".to_string()],
            conform_refs: refs,
            base: None,
            origin: None,
            member_types,
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            defaults: vec![None; n],
            env: self.env.clone(),
            require: None,
            field_requires: vec![None; n],
            bitfields: FxHashMap::default(),
            shadowed: FxHashMap::default(),
        });
        Some(d)
    }

    /// Whether differentiable type `t` is its own differential: floats,
    /// their vectors and matrices, arrays of such, and structs that are.
    fn is_own_differential(&self, t: Type) -> bool {
        match self.ctx.type_kind(t) {
            TypeKind::Array { elem, .. } => self.is_own_differential(*elem),
            TypeKind::Struct { .. } => self.structs.iter().any(|s| {
                s.ty == t && !s.name.starts_with("DifferentialPair<") && s.member_types.get("Differential") == Some(&t)
            }),
            _ => true,
        }
    }

    /// Adds bit field `name : width` of type `ty` to the struct being
    /// declared, as Slang packs them (GCC's rule): consecutive bit fields
    /// share an unsigned backing field, from its least significant bit, as
    /// wide as the widest of their types (8, 16, 32 or 64 bits); one that
    /// does not fit starts a new backing field, as does a zero width.
    pub(super) fn add_bitfield(
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
    pub(super) fn duplicate_of(&self, name: &str, f: usize) -> Option<usize> {
        // In a namespace, the functions it declares (not its enclosing ones').
        let key = self.ns_key(name).unwrap_or_else(|| name.to_string());
        let Some(Item::Funcs(existing)) = self.items.get(&key) else { return None };
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

    /// E30201: method `f` of struct `s` repeats one the same declaration
    /// (`members`) already defines with a body: same parameter types and
    /// directions, same staticness and `[require]`, neither generic.
    fn duplicate_method(&self, s: usize, method: &str, f: usize, members: &[DeclId]) -> Option<usize> {
        let has_body = |g: usize| {
            matches!(
                &self.func_decl(g).kind,
                DeclKind::Func { body: Some(_), .. } | DeclKind::Init { body: Some(_), .. }
            )
        };
        let sig = |g: usize| {
            let info = &self.funcs[g];
            (info.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>(), info.this.is_some(), info.require.clone())
        };
        if self.funcs[f].generic.is_some() || !has_body(f) {
            return None;
        }
        let existing = self.structs[s].methods.get(method)?;
        existing.iter().copied().find(|&g| {
            self.funcs[g].generic.is_none()
                && self.funcs[g].decl != self.funcs[f].decl
                && members.contains(&self.funcs[g].decl)
                && has_body(g)
                && sig(g) == sig(f)
        })
    }

    /// A forward declaration (`int f(int);`) and the definition of the same
    /// non-generic function are one function: whichever comes second,
    /// the definition stays under `name` and the declaration is never
    /// lowered. True when `f` was merged so.
    /// A function of this module that function `f` redeclares (the same
    /// parameter types and directions, neither generic) with another
    /// result type (slangc's E30202).
    pub(super) fn return_type_conflict(&self, name: &str, f: usize) -> Option<usize> {
        let key = self.ns_key(name).unwrap_or_else(|| name.to_string());
        let Some(Item::Funcs(existing)) = self.items.get(&key) else { return None };
        let module = |c: &Self, g: usize| c.units[c.funcs[g].src].module;
        let plain = |c: &Self, g: usize| {
            let info = &c.funcs[g];
            info.unit == Unit::User && info.generic.is_none() && !c.is_prelude_src(info.src) && info.intrinsic.is_none()
        };
        let types = |c: &Self, g: usize| c.funcs[g].params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>();
        if !plain(self, f) {
            return None;
        }
        existing.iter().copied().find(|&g| {
            g != f
                && plain(self, g)
                && module(self, g) == module(self, f)
                && types(self, g) == types(self, f)
                && self.funcs[g].ret != self.funcs[f].ret
        })
    }

    pub(super) fn merge_forward_declaration(&mut self, name: &str, f: usize) -> bool {
        // In a namespace the function is `ns::name` (and `name` too).
        let key = if self.ns.cur.is_empty() { None } else { self.ns_key(name) };
        let lookup = key.clone().unwrap_or_else(|| name.to_string());
        let Some(Item::Funcs(existing)) = self.items.get(&lookup) else { return false };
        let has_body = |c: &Self, g: usize| matches!(&c.func_decl(g).kind, DeclKind::Func { body: Some(_), .. });
        let types = |c: &Self, g: usize| c.funcs[g].params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>();
        let plain = |c: &Self, g: usize| {
            let info = &c.funcs[g];
            info.unit == Unit::User && info.generic.is_none() && !c.is_prelude_src(info.src) && info.intrinsic.is_none()
        };
        if !plain(self, f) {
            return false;
        }
        let twin = existing.iter().copied().find(|&g| {
            plain(self, g)
                && has_body(self, g) != has_body(self, f)
                && types(self, g) == types(self, f)
                && self.funcs[g].ret == self.funcs[f].ret
        });
        let Some(g) = twin else { return false };
        let (keep, drop) = if has_body(self, f) { (f, g) } else { (g, f) };
        let m = self.units[self.cur_src].module;
        let names = [Some(name.to_string()), key];
        let is_name = |n: &String| names.iter().flatten().any(|k| k == n);
        let exported = self.exports[m].iter_mut().filter(|(n, _)| is_name(n)).map(|(_, item)| item);
        let defined = self.items.iter_mut().filter(|(n, _)| is_name(n)).map(|(_, item)| item);
        for item in defined.chain(exported) {
            if let Item::Funcs(list) = item {
                for h in list.iter_mut().filter(|h| **h == drop) {
                    *h = keep;
                }
            }
        }
        self.funcs[drop].lowered = true;
        true
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

    pub(super) fn declare_members_in_scope(&mut self, d: DeclId, s: usize) {
        let decl = self.user.decl(d);
        let members = match &decl.kind {
            DeclKind::Aggregate { members: Some(m), .. } => m.clone(),
            DeclKind::Extension { members, .. } => members.clone(),
            _ => return,
        };
        let sname = self.structs[s].name.clone();
        if matches!(decl.kind, DeclKind::Extension { .. }) {
            self.declare_extension_types(s, &members);
        }
        self.type_scope.push(self.structs[s].member_types.clone());
        self.generic_members.struct_scope.push(sname.clone());
        // `This` in a member's signature or body is the struct.
        self.env.push(("This".to_string(), generics::GArg::Type(self.structs[s].ty)));
        // The structs nested in it, now that it exists.
        for (m, i) in self.pending_nested.remove(&s).unwrap_or_default() {
            self.declare_struct_members(m, i);
        }
        for &m in &members {
            let md = self.user.decl(m);
            let (method, this) = match &md.kind {
                DeclKind::Func { name: FuncName::Ident(mname), .. } => {
                    // A struct holding an unsized array (`Texture2D t[]`)
                    // has no value: its methods read `this` in place.
                    let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref")
                        || self.holds_unsized(self.structs[s].ty, 0);
                    (mname.name.clone(), (!md.modifiers.has(&ModifierKind::Static)).then_some((s, mutating)))
                }
                DeclKind::Init { .. } => ("__init".to_string(), Some((s, true))),
                // `float operator()(float x)`: the call operator, a method
                // a call of the value itself (`obj(x)`) names.
                DeclKind::Func { name: FuncName::Operator { op, .. }, .. } if op == "()" => {
                    let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref");
                    ("operator()".to_string(), (!md.modifiers.has(&ModifierKind::Static)).then_some((s, mutating)))
                }
                DeclKind::Var { .. }
                | DeclKind::TypeAlias { .. }
                | DeclKind::Aggregate { .. }
                | DeclKind::Enum { .. } => continue,
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
                if let Some(g) = self.duplicate_method(s, &method, f, &members) {
                    let span = match &self.user.decl(m).kind {
                        DeclKind::Func { name: FuncName::Ident(n), .. } => n.span,
                        _ => self.user.decl(m).span,
                    };
                    // Only the result type differs: slangc's E30202.
                    if self.funcs[g].ret != self.funcs[f].ret {
                        let show = |c: &Self, t: Option<Type>| t.map_or("void".to_string(), |t| c.show(t));
                        let msg = format!(
                            "function return type mismatch: function '{method}' declared to return '{}' was \
                             previously declared to return '{}'",
                            show(self, self.funcs[f].ret),
                            show(self, self.funcs[g].ret)
                        );
                        self.error("E30202", span, msg);
                        continue;
                    }
                    let msg =
                        format!("method '{method}' of '{sname}' is already defined with the same parameter types");
                    self.error("E30201", span, msg);
                    continue;
                }
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
        self.generic_members.struct_scope.pop();
        self.type_scope.pop();
        // A plain extension of the struct later in the file may give the
        // methods its interfaces require (checked again after it).
        let later = match &decl.kind {
            DeclKind::Aggregate { .. } => self.extension_member_names(&sname),
            _ => Default::default(),
        };
        self.check_requirements(s, decl.span, &later);
    }

    /// The names of the methods and properties the file's plain
    /// (non-generic) extensions of the struct named `sname` declare.
    fn extension_member_names(&self, sname: &str) -> rustc_hash::FxHashSet<String> {
        let mut names = rustc_hash::FxHashSet::default();
        for &r in &self.user.roots {
            let DeclKind::Extension { generics: None, target, members, .. } = &self.user.decl(r).kind else { continue };
            if !matches!(&self.user.ty(*target).kind, AstType::Name(n) if n == sname) {
                continue;
            }
            for &m in members {
                match &self.user.decl(m).kind {
                    DeclKind::Func { name: FuncName::Ident(n), .. } => names.insert(n.name.clone()),
                    DeclKind::Property { name, .. } => names.insert(name.name.clone()),
                    _ => false,
                };
            }
        }
        names
    }

    /// The member types and static members an extension gives struct
    /// `s`: nested structs (generic ones instantiated by `Inner<args>`),
    /// type aliases, static variables and constants.
    fn declare_extension_types(&mut self, s: usize, members: &[DeclId]) {
        let sname = self.structs[s].name.clone();
        for &m in members {
            if let DeclKind::Aggregate { name: iname, generics: Some(_), kind, .. } = &self.user.decl(m).kind {
                if *kind != AggregateKind::Interface {
                    let iname = iname.name.clone();
                    self.declare_nested_generic(&sname, &iname, m);
                }
            }
        }
        self.type_scope.push(self.structs[s].member_types.clone());
        self.generic_members.struct_scope.push(sname.clone());
        let mut nested = Vec::new();
        for &m in members {
            let md = self.user.decl(m);
            let (tname, t) = match &md.kind {
                // A static member (`static const int K = 4;`): `S.K`.
                DeclKind::Var { .. } if md.modifiers.has(&ModifierKind::Static) => {
                    self.declare_global_in(m, Some(&sname));
                    continue;
                }
                DeclKind::TypeAlias { name: tname, ty, generics: None } => {
                    let (tname, ty) = (tname.name.clone(), *ty);
                    let Ok(t) = self.resolve_type(Unit::User, ty) else { continue };
                    (tname, t)
                }
                DeclKind::Aggregate { name: iname, generics: None, kind, .. } if *kind != AggregateKind::Interface => {
                    let iname = iname.name.clone();
                    let Ok(i) = self.declare_struct(m, &format!("{sname}.{iname}")) else { continue };
                    nested.push((m, i));
                    (iname, self.structs[i].ty)
                }
                _ => continue,
            };
            self.structs[s].member_types.insert(tname.clone(), t);
            self.type_scope.last_mut().expect("pushed").insert(tname, t);
        }
        self.generic_members.struct_scope.pop();
        self.type_scope.pop();
        for (m, i) in nested {
            self.declare_struct_members(m, i);
        }
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
    pub(super) fn inherit_methods(&mut self, s: usize) {
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
    pub(super) fn add_default_methods(&mut self, s: usize) {
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
    pub(super) fn declare_accessors(
        &mut self,
        s: usize,
        name: &str,
        accessors: &[DeclId],
        ty: Type,
        indices: Vec<ParamInfo>,
    ) -> Accessors {
        let mut acc = Accessors { get: None, set: None, ty, indices: indices.iter().map(|p| p.ty).collect() };
        for &a in accessors {
            self.check_accessor_params(a, ty);
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
                    // `[nonmutating] set` takes its object by value.
                    let nonmutating = self.user.decl(a).modifiers.attributes.iter().any(|at| at.name == "nonmutating");
                    (None, !nonmutating)
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
    pub(super) fn add_extension_methods(&mut self, s: usize, src: usize, ext: DeclId, env: generics::Env) {
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
            let base_env = c.env.clone();
            for m in members {
                let md = c.user.decl(m);
                if matches!(md.kind, DeclKind::Subscript { .. }) {
                    c.add_default_accessors(s, m, &base_env);
                    continue;
                }
                let DeclKind::Func { name: FuncName::Ident(mname), body: Some(_), .. } = &md.kind else { continue };
                if existing.contains(&mname.name) {
                    continue;
                }
                let mutating = md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref");
                let this = (!md.modifiers.has(&ModifierKind::Static)).then_some((s, mutating));
                let method = mname.name.clone();
                if let Ok(f) = c.declare_func(Unit::User, m, &format!("{sname}.{method}"), this) {
                    c.structs[s].methods.entry(method).or_default().push(f);
                }
            }
            c.env = saved;
        });
    }

    /// A subscript of an interface (or inherited struct) `m` whose
    /// accessors all have bodies, declared for struct `s` (in `m`'s unit,
    /// `env` in scope) unless `s` has its own: a default implementation.
    fn add_default_accessors(&mut self, s: usize, m: DeclId, env: &generics::Env) {
        let md = self.user.decl(m);
        let accessors = match &md.kind {
            DeclKind::Subscript { accessors: Some(a), .. } => a.clone(),
            _ => return,
        };
        let all_bodies = !accessors.is_empty()
            && accessors.iter().all(|&a| matches!(self.user.decl(a).kind, DeclKind::Accessor { body: Some(_), .. }));
        if !all_bodies {
            return;
        }
        match &md.kind {
            DeclKind::Subscript { sig, .. } if sig.generics.is_some() => {
                let own = !self.structs[s].subscripts.is_empty() || self.has_generic_subscript(s);
                if !own {
                    let mut env = env.clone();
                    env.retain(|(n, _)| n != "This");
                    self.declare_default_generic_subscript(s, m, env);
                }
            }
            DeclKind::Subscript { sig, ret, .. } => {
                if !self.structs[s].subscripts.is_empty() || self.has_generic_subscript(s) {
                    return;
                }
                let (params, ret) = (sig.params.clone(), *ret);
                let Ok(t) = self.resolve_type(Unit::User, ret) else { return };
                let mut indices = Vec::new();
                for p in params {
                    if let DeclKind::Param { name: Some(pn), ty: Some(pt), .. } = &self.user.decl(p).kind {
                        let pn = pn.name.clone();
                        let Ok(pt) = self.resolve_type(Unit::User, *pt) else { return };
                        indices.push(ParamInfo { name: pn, ty: pt, dir: Dir::In, default: None });
                    }
                }
                let acc = self.declare_accessors(s, "__subscript", &accessors, t, indices);
                self.structs[s].subscripts.push(acc);
            }
            _ => {}
        }
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
            let first = c.funcs.len();
            c.declare_struct_members(ext, s);
            c.blanket_methods.extend(first..c.funcs.len());
            c.env = saved;
        });
    }

    /// Every method an interface of `s` requires must exist.
    pub(super) fn check_requirements(&mut self, s: usize, span: Span, later: &rustc_hash::FxHashSet<String>) {
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
                    if later.contains(m) {
                        continue;
                    }
                    match st.methods.get(m) {
                        None => missing.push((i.clone(), format!("method '{m}'"))),
                        Some(fs) => {
                            // A method of that name taking as many parameters
                            // as the requirement (the types are checked
                            // where the witness is built).
                            let mut counts: Vec<usize> =
                                info.method_arities.iter().filter(|(n, _)| n == m).map(|&(_, c)| c).collect();
                            // A requirement taking the interface's packs: as
                            // many parameters as this conformance's packs hold.
                            let iref = st.conform_refs.iter().find(|r| r.name == i);
                            for (_, fixed, packs) in info.method_pack_arities.iter().filter(|(n, ..)| n == m) {
                                let lens: Option<Vec<usize>> = packs
                                    .iter()
                                    .map(|&k| match iref.and_then(|r| r.args.get(k)) {
                                        Some(&generics::GArg::Pack(id)) => Some(self.packs.get(id).len()),
                                        _ => None,
                                    })
                                    .collect();
                                counts.extend(lens.map(|l| fixed + l.iter().sum::<usize>()));
                            }
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
                            // A default body the interface gives satisfies
                            // the requirement (a method of another signature
                            // marked `override` is `check_overrides`' E30854).
                            let has_default = {
                                let ast = self.units[info.src].ast;
                                matches!(&ast.decl(info.decl).kind, DeclKind::Aggregate { members: Some(im), .. }
                                    if im.iter().any(|&d| matches!(&ast.decl(d).kind,
                                        DeclKind::Func { name: FuncName::Ident(n), body: Some(_), .. } if n.name == *m)))
                            };
                            if !matches && !has_default {
                                mismatched.extend(fs.first().map(|&f| (f, i.clone(), m.clone())));
                            }
                        }
                    }
                }
                for p in &info.properties {
                    if !later.contains(p) && !st.properties.contains_key(p) && !st.fields.iter().any(|(f, _)| f == p) {
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
        for i in seen {
            self.check_requirement_signatures(s, &i);
        }
    }

    /// The methods of struct `s` that implement interface `iface`'s
    /// requirements agree with them: an implementation of a requirement
    /// that is not `[mutating]` cannot be (E38105), and the return type is
    /// the one required (E38106). Requirements whose types depend on the
    /// interface's generic parameters or associated types are checked where
    /// the witness is built.
    fn check_requirement_signatures(&mut self, s: usize, iface: &str) {
        let Some(info) = self.interfaces.get(iface) else { return };
        if info.conjunction {
            return;
        }
        let (src, decl, generic_iface) = (info.src, info.decl, !info.params.is_empty());
        let ty = self.structs[s].ty;
        let mut errors = Vec::new();
        self.in_src(src, |c| {
            let ast = c.units[src].ast;
            let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(decl).kind else { return };
            for &m in members {
                let md = ast.decl(m);
                let DeclKind::Func { name: FuncName::Ident(n), sig, ret, .. } = &md.kind else { continue };
                if sig.generics.is_some() || md.modifiers.has(&ModifierKind::Static) {
                    continue;
                }
                let req_mut = md.modifiers.attributes.iter().any(|a| a.name == "mutating" || a.name == "__ref");
                let arity = sig.params.len();
                let candidates: Vec<usize> = c.structs[s]
                    .methods
                    .get(&n.name)
                    .into_iter()
                    .flatten()
                    .copied()
                    .filter(|&f| c.funcs[f].generic.is_none() && c.funcs[f].params.len() == arity)
                    .collect();
                let Some(&first) = candidates.first() else { continue };
                // Declared `[mutating]`: the methods of a struct holding an
                // unsized array read `this` in place without being mutating.
                let declared_mutating = |c: &Self, f: usize| {
                    let fi = &c.funcs[f];
                    let attrs = &c.units[fi.src].ast.decl(fi.decl).modifiers.attributes;
                    matches!(fi.this, Some((_, true)))
                        && attrs.iter().any(|a| a.name == "mutating" || a.name == "__ref")
                };
                if !req_mut && candidates.iter().all(|&f| declared_mutating(c, f)) {
                    errors.push((
                        first,
                        E_REQUIREMENT_MISMATCH,
                        format!(
                            "'{}' is [mutating] but the requirement of interface '{iface}' it implements is not",
                            n.name
                        ),
                    ));
                    continue;
                }
                if generic_iface {
                    continue;
                }
                // The required return type, where it names no associated
                // type or generic parameter (resolved without reporting).
                let required = match ret {
                    Some(r) if matches!(&ast.ty(*r).kind, AstType::Name(t) if t == "void") => None,
                    Some(r) => {
                        let mark = c.diags.list.len();
                        let env = vec![("This".to_string(), generics::GArg::Type(ty))];
                        let saved = std::mem::replace(&mut c.env, env);
                        let t = c.resolve_type(Unit::User, *r);
                        c.env = saved;
                        c.diags.list.truncate(mark);
                        match t {
                            Ok(t) => Some(t),
                            Err(_) => continue,
                        }
                    }
                    None => None,
                };
                // slangc wraps an implementation whose result converts
                // implicitly to the required type.
                let agrees = |got: Option<Type>| match (got, required) {
                    (Some(g), Some(r)) => types::conversion_cost(c.ctx, g, r, None).is_some(),
                    (g, r) => g == r,
                };
                if !candidates.iter().any(|&f| agrees(c.funcs[f].ret)) {
                    let shown = |t: Option<Type>| t.map_or("void".to_string(), |t| c.show(t));
                    let msg = format!(
                        "'{}' returns '{}' but interface '{iface}' requires '{}'",
                        n.name,
                        shown(c.funcs[first].ret),
                        shown(required)
                    );
                    errors.push((first, E_RETURN_TYPE_MISMATCH, msg));
                }
            }
        });
        for (f, code, msg) in errors {
            let decl = self.func_decl(f);
            let span = match &decl.kind {
                DeclKind::Func { name: FuncName::Ident(n), .. } => n.span,
                _ => decl.span,
            };
            self.error(code, span, msg);
        }
    }

    /// Whether type expression `t` names one of `members`' static
    /// variables (a generic argument `vector<float, N>` of a type alias).
    fn names_struct_static(&self, members: &[DeclId], t: crate::ast::TypeId) -> bool {
        let statics: Vec<&str> = members
            .iter()
            .filter_map(|&m| {
                let md = self.user.decl(m);
                match &md.kind {
                    DeclKind::Var { name, .. } if md.modifiers.has(&ModifierKind::Static) => Some(name.name.as_str()),
                    _ => None,
                }
            })
            .collect();
        let span = self.user.ty(t).span;
        self.user.exprs.iter().any(|e| {
            e.span.file == span.file
                && span.lo <= e.span.lo
                && e.span.hi <= span.hi
                && matches!(&e.kind, crate::ast::ExprKind::Name(n) if statics.contains(&n.as_str()))
        }) || self.user.types.iter().any(|ty| {
            ty.span.file == span.file
                && span.lo <= ty.span.lo
                && ty.span.hi <= span.hi
                && matches!(&ty.kind, AstType::Name(n) if statics.contains(&n.as_str()))
        })
    }
}
