//! Namespace scopes. Every name a namespace declares is an item under its
//! qualified key (`A::X`, `A1::A2::f`) and, unless that name is taken
//! already, under its plain name too (the global scope that most lookups
//! read; `using namespace` needs nothing more). Code inside a namespace
//! sees its namespaces' members first: while its declarations are checked
//! and its functions' signatures and bodies lowered, the plain names of
//! each enclosing namespace's members (outermost first) are overlaid by
//! their qualified items, and restored after. A qualified name (`A::X`,
//! `A.f(...)`, `::A::k`) reads the qualified key.

#[allow(unused_imports)]
use super::*;

/// The namespace state of the checker.
#[derive(Default)]
pub struct Namespaces {
    /// The path (`A1::A2`) of the namespace being declared; empty at file scope.
    pub cur: Vec<String>,
    /// The member names of each namespace path, in declaration order.
    pub members: FxHashMap<String, Vec<String>>,
    /// The namespace path of each declaration inside one (source unit,
    /// declaration), members of structs and extensions included.
    pub decl_path: FxHashMap<(usize, DeclId), String>,
    /// Plain names whose item came from a namespace (a file-scope
    /// declaration of the same name replaces it).
    pub flat_from_ns: rustc_hash::FxHashSet<String>,
    /// The overlays in force: the plain names replaced and their items before.
    pub overlays: Vec<Vec<(String, Option<Item>)>>,
}

impl Checker<'_> {
    /// Records the namespace path of every declaration of the current
    /// source unit that sits in a namespace.
    pub(super) fn record_namespace_paths(&mut self) {
        let roots = self.user.roots.clone();
        self.record_paths_in(&roots, "");
    }

    fn record_paths_in(&mut self, decls: &[DeclId], path: &str) {
        for &d in decls {
            if !path.is_empty() {
                self.ns.decl_path.insert((self.cur_src, d), path.to_string());
            }
            match &self.user.decl(d).kind {
                DeclKind::Namespace { path: p, members } => {
                    let mut inner = path.to_string();
                    for seg in p {
                        if !inner.is_empty() {
                            inner.push_str("::");
                        }
                        inner.push_str(&seg.name);
                    }
                    self.record_paths_in(&members.clone(), &inner);
                }
                DeclKind::Aggregate { members: Some(m), .. } if !path.is_empty() => {
                    self.record_paths_in(&m.clone(), path);
                }
                DeclKind::Extension { members, .. } if !path.is_empty() => {
                    self.record_paths_in(&members.clone(), path);
                }
                _ => {}
            }
        }
    }

    /// The qualified key of `name` declared in the current namespace.
    pub(super) fn ns_key(&self, name: &str) -> Option<String> {
        (!self.ns.cur.is_empty()).then(|| format!("{}::{name}", self.ns.cur.join("::")))
    }

    /// The item `name` has at file scope (under any overlay in force).
    pub(super) fn flat_item(&self, name: &str) -> Option<&Item> {
        for layer in &self.ns.overlays {
            if let Some((_, saved)) = layer.iter().find(|(n, _)| n == name) {
                return saved.as_ref();
            }
        }
        self.items.get(name)
    }

    /// Sets the file-scope item of `name` (under any overlay in force: the
    /// item restored when the overlay ends).
    fn set_flat_item(&mut self, name: &str, item: Item) {
        for layer in &mut self.ns.overlays {
            if let Some((_, saved)) = layer.iter_mut().find(|(n, _)| n == name) {
                *saved = Some(item);
                return;
            }
        }
        self.items.insert(name.to_string(), item);
    }

    /// Defines `name` in the current namespace: under its qualified key,
    /// and under its plain name where that is free (functions: where no
    /// function of the same parameter types has it).
    pub(super) fn define_in_namespace(&mut self, name: &str, item: Item, span: Span) {
        let key = self.ns_key(name).expect("in a namespace");
        let m = self.units[self.cur_src].module;
        if self.cur_public || matches!(item, Item::Namespace) {
            self.exports[m].push((name.to_string(), item.clone()));
            self.exports[m].push((key.clone(), item.clone()));
        }
        let path = self.ns.cur.join("::");
        let names = self.ns.members.entry(path).or_default();
        if !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
        match (self.items.get_mut(&key), item.clone()) {
            (Some(Item::Funcs(existing)), Item::Funcs(new)) => existing.extend(new),
            (Some(Item::Namespace), Item::Namespace) => {}
            (Some(_), _) => {
                self.error(E_REDEFINITION, span, format!("'{name}' is already defined"));
                return;
            }
            (None, item) => {
                self.items.insert(key.clone(), item);
            }
        }
        // The plain name.
        let flat = self.flat_item(name).cloned();
        let shadows_core = matches!(&flat, Some(Item::Funcs(fs)) if fs.iter().all(|&f| self.is_core_func(f)));
        match (flat, item) {
            (None, item) => {
                self.set_flat_item(name, item);
                self.ns.flat_from_ns.insert(name.to_string());
            }
            (Some(_), item) if shadows_core && !matches!(item, Item::Funcs(_)) => {
                self.set_flat_item(name, item);
                self.ns.flat_from_ns.insert(name.to_string());
            }
            // Of functions with the same parameter types, the plain name
            // keeps those of the shallowest namespaces (as `using` several
            // nested namespaces resolves them; siblings stay ambiguous).
            (Some(Item::Funcs(mut existing)), Item::Funcs(new)) => {
                let depth = self.ns.cur.len();
                for f in new {
                    let same: Vec<usize> = existing.iter().copied().filter(|&g| self.same_signature(f, g)).collect();
                    if same.iter().any(|&g| self.namespace_depth(g) < depth) {
                        continue;
                    }
                    existing.retain(|g| !same.contains(g) || self.namespace_depth(*g) <= depth);
                    existing.push(f);
                }
                self.set_flat_item(name, Item::Funcs(existing));
            }
            // Taken by another namespace's or the file's declaration: the
            // qualified key (and code inside the namespace) reaches it.
            (Some(_), _) => {}
        }
        // Code of this namespace sees its own member.
        let current = self.items.get(name).cloned();
        if let Some(layer) = self.ns.overlays.last_mut() {
            if !layer.iter().any(|(n, _)| n == name) {
                layer.push((name.to_string(), current));
            }
            if let Some(item) = self.items.get(&key).cloned() {
                self.items.insert(name.to_string(), item);
            }
        }
    }

    /// How many namespaces function `g` is declared in.
    fn namespace_depth(&self, g: usize) -> usize {
        let info = &self.funcs[g];
        if info.unit != Unit::User {
            return 0;
        }
        self.ns.decl_path.get(&(info.src, info.decl)).map_or(0, |p| p.split("::").count())
    }

    /// Two non-generic functions taking the same parameter types.
    fn same_signature(&self, f: usize, g: usize) -> bool {
        let (a, b) = (&self.funcs[f], &self.funcs[g]);
        let types = |i: &FuncInfo| i.params.iter().map(|p| (p.ty, p.dir)).collect::<Vec<_>>();
        a.generic.is_none()
            && b.generic.is_none()
            && a.intrinsic.is_none()
            && b.intrinsic.is_none()
            && types(a) == types(b)
    }

    /// Overlays the plain names of the members of namespace `path` and of
    /// the namespaces enclosing it (outermost first); `pop_namespace_overlay`
    /// ends it.
    pub(super) fn push_namespace_overlay(&mut self, path: &str) {
        let mut layer: Vec<(String, Option<Item>)> = Vec::new();
        let mut prefix = String::new();
        for seg in path.split("::") {
            if !prefix.is_empty() {
                prefix.push_str("::");
            }
            prefix.push_str(seg);
            let names = self.ns.members.get(&prefix).cloned().unwrap_or_default();
            for n in names {
                let Some(item) = self.items.get(&format!("{prefix}::{n}")).cloned() else { continue };
                if !layer.iter().any(|(m, _)| *m == n) {
                    layer.push((n.clone(), self.items.get(&n).cloned()));
                }
                self.items.insert(n, item);
            }
        }
        self.ns.overlays.push(layer);
    }

    pub(super) fn pop_namespace_overlay(&mut self) {
        let Some(layer) = self.ns.overlays.pop() else { return };
        for (n, saved) in layer.into_iter().rev() {
            match saved {
                Some(item) => {
                    self.items.insert(n, item);
                }
                None => {
                    self.items.remove(&n);
                }
            }
        }
    }

    /// Runs `f` with the names of the namespace declaration `d` of source
    /// unit `src` sits in overlaid (nothing to do at file scope).
    pub(super) fn in_namespace_of<R>(&mut self, src: usize, d: DeclId, f: impl FnOnce(&mut Self) -> R) -> R {
        let Some(path) = self.ns.decl_path.get(&(src, d)).cloned() else { return f(self) };
        self.push_namespace_overlay(&path);
        let r = f(self);
        self.pop_namespace_overlay();
        r
    }

    /// Enters namespace `path` (relative to the current one) for declaring
    /// its members; `leave_namespace` with the returned depth ends it.
    pub(super) fn enter_namespace(&mut self, path: &[crate::ast::Ident]) -> usize {
        let depth = self.ns.cur.len();
        for p in path {
            self.define(&p.name, Item::Namespace, p.span);
            self.ns.cur.push(p.name.clone());
        }
        let full = self.ns.cur.join("::");
        self.push_namespace_overlay(&full);
        depth
    }

    pub(super) fn leave_namespace(&mut self, depth: usize) {
        self.pop_namespace_overlay();
        self.ns.cur.truncate(depth);
    }

    /// The namespace path an expression names (`A`, `A1::A2`, `::A`; the
    /// global scope is the empty path).
    pub(super) fn expr_namespace_path(&self, e: ExprId) -> Option<String> {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) if n == crate::ast::GLOBAL_SCOPE => Some(String::new()),
            ExprKind::Name(n) => Some(n.clone()),
            ExprKind::Member { base, name, .. } => {
                let b = self.expr_namespace_path(*base)?;
                Some(if b.is_empty() { name.name.clone() } else { format!("{b}::{}", name.name) })
            }
            _ => None,
        }
    }

    /// The namespace path a type expression of `unit` names.
    pub(super) fn type_namespace_path(&self, unit: Unit, t: crate::ast::TypeId) -> Option<String> {
        match &self.ast(unit).ty(t).kind {
            AstType::Name(n) if n == crate::ast::GLOBAL_SCOPE => Some(String::new()),
            AstType::Name(n) => Some(n.clone()),
            AstType::Member { base, name, .. } => {
                let b = self.type_namespace_path(unit, *base)?;
                Some(if b.is_empty() { name.name.clone() } else { format!("{b}::{}", name.name) })
            }
            _ => None,
        }
    }

    /// The key of member `name` of namespace `path`: its qualified one when
    /// the namespace declares it and the plain name stands for another item,
    /// else the plain name.
    pub(super) fn qualified_key(&self, path: Option<String>, name: &str) -> String {
        match path {
            Some(p) if !p.is_empty() => {
                // The plain name where it stands for the same item (most
                // names: keys like generic structs' stay plain).
                let key = format!("{p}::{name}");
                match (self.items.get(&key), self.items.get(name)) {
                    (Some(q), Some(plain)) if format!("{q:?}") != format!("{plain:?}") => key,
                    (Some(_), None) => key,
                    _ => name.to_string(),
                }
            }
            _ => name.to_string(),
        }
    }

    /// Runs `f` with the plain name `name` standing for member `name` of
    /// namespace `path` (when the namespace declares it).
    pub(super) fn with_qualified<R>(&mut self, path: Option<String>, name: &str, f: impl FnOnce(&mut Self) -> R) -> R {
        let key = self.qualified_key(path, name);
        if key == name {
            return f(self);
        }
        let item = self.items.get(&key).cloned().expect("a qualified key");
        let saved = self.items.insert(name.to_string(), item);
        let r = f(self);
        match saved {
            Some(item) => {
                self.items.insert(name.to_string(), item);
            }
            None => {
                self.items.remove(name);
            }
        }
        r
    }
}
