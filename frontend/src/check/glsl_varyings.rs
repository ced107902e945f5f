//! GLSL's global `in` and `out` variables (`layout(location = 0) in vec4
//! a;`, and the core module's `gl_Position`, `gl_FragCoord`, ...): each is
//! a private (`static`) global, and every vertex or fragment entry point
//! that reaches one gets it as an entry-point parameter. The entry
//! function `main` is renamed and wrapped by a new `main` that stores the
//! inputs it reaches into their globals, calls it, and copies the outputs
//! it reaches out of theirs, so `hl.entry_point`'s varyings describe them
//! as they describe ordinary parameters.

use super::Checker;
use nsl_ir::{AddressSpace, Attr, InsertPoint, Loc, Op, Sym, Type};
use rustc_hash::{FxHashMap, FxHashSet};

/// A global `in` or `out` variable.
pub struct Varying {
    /// Its `hl.global`'s symbol.
    pub symbol: String,
    pub ty: Type,
    pub out: bool,
    /// Its semantic (`SV_Position`), or "".
    pub semantic: String,
    /// Its interface modifier words (see `hl.entry_point`).
    pub mods: String,
    /// Where it is declared.
    pub span: crate::source::Span,
}

impl Checker<'_> {
    /// Wraps each entry point that reaches a global
    /// varying (see the module's documentation).
    pub(super) fn wrap_glsl_entry_points(&mut self) {
        if self.glsl_varyings.is_empty() {
            return;
        }
        let all: Vec<usize> = (0..self.glsl_varyings.len()).collect();
        self.assign_implicit_locations(&all);
        let by_symbol: FxHashMap<String, usize> =
            self.glsl_varyings.iter().enumerate().map(|(i, v)| (v.symbol.clone(), i)).collect();
        let body = self.ctx.body(self.module, 0);
        let entry_kind = self.ctx.kind(nsl_dialects::hl::ENTRY_POINT.name);
        let func_kind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let mut funcs: FxHashMap<Sym, Op> = FxHashMap::default();
        let mut entries = Vec::new();
        for op in self.ctx.block_ops(body) {
            if self.ctx.is(op, func_kind) {
                if let Some(s) = self.ctx.attr_symbol(op, "sym") {
                    funcs.insert(s, op);
                }
            } else if self.ctx.is(op, entry_kind) {
                entries.push(op);
            }
        }
        for entry in entries {
            let Some(func_sym) = self.ctx.attr_symbol(entry, "func") else { continue };
            let Some(&func) = funcs.get(&func_sym) else { continue };
            let used = self.varyings_reached(func, &funcs, &by_symbol);
            if used.is_empty() {
                continue;
            }
            let stage = self.ctx.attr_str(entry, "stage").unwrap_or("").to_string();
            // Other stages take system-value inputs as entry parameters
            // too; their user varyings and outputs (arrays per vertex,
            // streams) need a mapping not built yet.
            let system_inputs_only = used.iter().all(|&i| {
                let v = &self.glsl_varyings[i];
                !v.out && v.semantic.to_ascii_lowercase().starts_with("sv_")
            });
            if !matches!(stage.as_str(), "vertex" | "fragment" | "pixel") && !system_inputs_only {
                // Left a private global, the variable would silently
                // carry nothing in or out of the shader.
                let v = &self.glsl_varyings[used[0]];
                let (span, name) = (v.span, v.symbol.clone());
                let msg = format!(
                    "the GLSL global in/out variable '{name}' in a '{stage}' shader is not supported yet (vertex and fragment shaders, and system-value inputs elsewhere)"
                );
                self.diags.push(crate::diag::Diagnostic::error(super::E_UNSUPPORTED, span, msg));
                continue;
            }
            self.wrap_entry(entry, func, &used);
        }
    }

    /// The varyings (indices, in declaration order) that `func` and the
    /// functions it calls use.
    fn varyings_reached(
        &self,
        func: Op,
        funcs: &FxHashMap<Sym, Op>,
        by_symbol: &FxHashMap<String, usize>,
    ) -> Vec<usize> {
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        let mut stack = vec![func];
        let mut used = FxHashSet::default();
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            for op in self.ctx.nested_ops(f) {
                for &(name, attr) in self.ctx.attrs(op) {
                    let nsl_ir::AttrKind::Symbol(s) = self.ctx.attr_kind(attr) else { continue };
                    let key = self.ctx.str(name);
                    if key == "global" {
                        if let Some(&i) = by_symbol.get(self.ctx.str(*s)) {
                            used.insert(i);
                        }
                    } else if let Some(&g) = funcs.get(s) {
                        stack.push(g);
                    }
                }
            }
        }
        let mut used: Vec<usize> = used.into_iter().collect();
        used.sort_unstable();
        used
    }

    /// Renames `func`, and defines under its old name a function that
    /// takes its parameters and then one per varying of `used`.
    fn wrap_entry(&mut self, entry: Op, func: Op, used: &[usize]) {
        let old_sym = self.ctx.attr_symbol(func, "sym").expect("a function has a symbol");
        let old_name = self.ctx.str(old_sym).to_string();
        let inner_name = self.unique_symbol(&format!("{old_name}.glsl_body"));
        let Some(fty) = self.ctx.attr_type(func, "type") else { return };
        let nsl_ir::TypeKind::Function { params, results } = self.ctx.type_kind(fty).clone() else { return };
        // The original becomes an ordinary private function.
        let sym_key = self.ctx.sym("sym");
        let inner_attr = self.ctx.symbol_attr(&inner_name);
        self.ctx.set_attr(func, sym_key, inner_attr);
        let vis = self.ctx.sym("visibility");
        let private = self.ctx.str_attr("private");
        self.ctx.set_attr(func, vis, private);

        let mut wparams = params.clone();
        for &i in used {
            let v = &self.glsl_varyings[i];
            let t = if v.out { self.ctx.ptr_type(v.ty, AddressSpace::Function) } else { v.ty };
            wparams.push(t);
        }
        let wty = self.ctx.function_type(wparams.clone(), results.clone());
        let loc = self.ctx.loc(func);
        let mut attrs: Vec<(Sym, Attr)> = Vec::new();
        for &(n, a) in self.ctx.attrs(func) {
            if matches!(self.ctx.str(n), "sym" | "type" | "visibility") {
                continue;
            }
            attrs.push((n, a));
        }
        let old_attr = self.ctx.symbol_attr(&old_name);
        let ty_key = self.ctx.sym("type");
        let wty_attr = self.ctx.type_attr(wty);
        attrs.insert(0, (sym_key, old_attr));
        attrs.insert(1, (ty_key, wty_attr));
        let kind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let wrapper = self.ctx.create_op(kind, &[], &[], &attrs, 1, loc);
        self.ctx.insert_op(wrapper, InsertPoint::After(func));
        let block = self.ctx.body(wrapper, 0);
        let args: Vec<_> = wparams.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        for (k, &i) in used.iter().enumerate() {
            let v = &self.glsl_varyings[i];
            let (ty, symbol) = (v.ty, v.symbol.clone());
            let name = self.ctx.sym(&symbol);
            self.ctx.set_value_name(args[params.len() + k], Some(name));
            if self.glsl_varyings[i].out {
                continue;
            }
            let addr = self.global_addr_at(block, &symbol, ty, loc);
            self.op_at(block, "mem.store", &[addr, args[params.len() + k]], &[], &[], loc);
        }
        let callee = self.ctx.symbol_attr(&inner_name);
        let call = self.op_at(block, "func.call", &args[..params.len()], &results, &[("callee", callee)], loc);
        let call_results = self.ctx.results(call).to_vec();
        for (k, &i) in used.iter().enumerate() {
            let v = &self.glsl_varyings[i];
            if !v.out {
                continue;
            }
            let (ty, symbol) = (v.ty, v.symbol.clone());
            let addr = self.global_addr_at(block, &symbol, ty, loc);
            let load = self.op_at(block, "mem.load", &[addr], &[ty], &[], loc);
            let value = self.ctx.result(load, 0);
            self.op_at(block, "mem.store", &[args[params.len() + k], value], &[], &[], loc);
        }
        self.op_at(block, "func.return", &call_results, &[], &[], loc);

        // The entry point names the wrapper (by the old name): one
        // semantic and one list of varyings more per parameter added.
        let semantics_key = self.ctx.sym("semantics");
        let mut semantics = match self.ctx.attr(entry, "semantics").map(|a| self.ctx.attr_kind(a).clone()) {
            Some(nsl_ir::AttrKind::Array(items)) => items,
            _ => Vec::new(),
        };
        let varyings_key = self.ctx.sym("varyings");
        let mut lists = match self.ctx.attr(entry, "varyings").map(|a| self.ctx.attr_kind(a).clone()) {
            Some(nsl_ir::AttrKind::Array(items)) => items,
            _ => Vec::new(),
        };
        let at = semantics.len().min(lists.len());
        for (k, &i) in used.iter().enumerate() {
            let (semantic, mods) = {
                let v = &self.glsl_varyings[i];
                let base = if v.out { "out" } else { "" };
                (v.semantic.clone(), format!("{base} {}", v.mods).trim().to_string())
            };
            semantics.push(self.ctx.str_attr(&semantic));
            let path = self.ctx.array_attr(Vec::new());
            let sem = self.ctx.str_attr(&semantic);
            let mods = self.ctx.str_attr(&mods);
            let leaf = self.ctx.array_attr(vec![path, sem, mods]);
            let list = self.ctx.array_attr(vec![leaf]);
            lists.insert(at + k, list);
        }
        let semantics = self.ctx.array_attr(semantics);
        self.ctx.set_attr(entry, semantics_key, semantics);
        let lists = self.ctx.array_attr(lists);
        self.ctx.set_attr(entry, varyings_key, lists);
    }

    /// GLSL's rule for varyings without `layout(location = N)`: each takes
    /// the lowest locations that no explicit one of its direction holds,
    /// in declaration order. As in slangc, every varying of the program
    /// counts, whether the entry point reaches it or not.
    fn assign_implicit_locations(&mut self, used: &[usize]) {
        for out in [false, true] {
            let user: Vec<usize> = used
                .iter()
                .copied()
                .filter(|&i| {
                    let v = &self.glsl_varyings[i];
                    v.out == out && !v.semantic.to_ascii_lowercase().starts_with("sv_")
                })
                .collect();
            let explicit = |v: &Varying| {
                v.mods.split(' ').find_map(|w| w.strip_prefix("location=").and_then(|n| n.parse::<u32>().ok()))
            };
            let mut taken: Vec<(u32, u32)> = Vec::new();
            for &i in &user {
                if let Some(l) = explicit(&self.glsl_varyings[i]) {
                    taken.push((l, l + self.location_count(self.glsl_varyings[i].ty)));
                }
            }
            for &i in &user {
                if explicit(&self.glsl_varyings[i]).is_some() {
                    continue;
                }
                let n = self.location_count(self.glsl_varyings[i].ty);
                let mut at = 0u32;
                while let Some(&(_, end)) = taken.iter().find(|&&(s, e)| at < e && s < at + n) {
                    at = end;
                }
                taken.push((at, at + n));
                let v = &mut self.glsl_varyings[i];
                v.mods = format!("{} location={at}", v.mods).trim().to_string();
            }
        }
    }

    /// How many locations a varying of type `ty` takes.
    fn location_count(&self, ty: Type) -> u32 {
        match self.ctx.type_kind(ty) {
            nsl_ir::TypeKind::Matrix { rows, .. } => u32::from(*rows),
            nsl_ir::TypeKind::Array { elem, len } => len.unwrap_or(1).saturating_mul(self.location_count(*elem)),
            nsl_ir::TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, t)| self.location_count(t)).sum(),
            _ => 1,
        }
    }

    fn global_addr_at(&mut self, block: nsl_ir::Block, symbol: &str, ty: Type, loc: Loc) -> nsl_ir::Value {
        let global = self.ctx.symbol_attr(symbol);
        let pty = self.ctx.ptr_type(ty, AddressSpace::Private);
        let op = self.op_at(block, "hl.global_addr", &[], &[pty], &[("global", global)], loc);
        self.ctx.result(op, 0)
    }

    fn op_at(
        &mut self,
        block: nsl_ir::Block,
        name: &str,
        operands: &[nsl_ir::Value],
        results: &[Type],
        attrs: &[(&str, Attr)],
        loc: Loc,
    ) -> Op {
        let kind = self.ctx.kind(name);
        let attrs: Vec<(Sym, Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let op = self.ctx.create_op(kind, operands, results, &attrs, 0, loc);
        self.ctx.insert_op(op, InsertPoint::End(block));
        op
    }
}
