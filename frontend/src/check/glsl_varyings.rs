//! GLSL's global `in` and `out` variables (`layout(location = 0) in vec4
//! a;`, and the core module's `gl_Position`, `gl_FragCoord`, ...): each is
//! a private (`static`) global, and every vertex or fragment entry point
//! that reaches one gets it as an entry-point parameter. The entry
//! function `main` is renamed and wrapped by a new `main` that stores the
//! inputs it reaches into their globals, calls it, and copies the outputs
//! it reaches out of theirs, so `hl.entry_point`'s varyings describe them
//! as they describe ordinary parameters.
//!
//! Compute and geometry entry points take user inputs too (slangc makes a
//! compute shader's `Input` variables at their locations; a geometry
//! shader's are arrays of a value per vertex, `arrayed`, and an `in
//! triangle` gives its input primitive): the entry function itself gets
//! the parameters and stores them into the globals first, so that a
//! geometry shader's stream stays in the function appending to it.
//! Outputs there (Vulkan has no compute outputs; a geometry shader's are
//! written per vertex emitted) and other stages' user varyings are
//! refused. A struct's leaves take consecutive locations from the
//! variable's.

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
    /// A geometry shader input's primitive (`triangle`), if declared.
    pub primitive: Option<&'static str>,
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
            if let Some(i) = used.iter().copied().find(|&i| !self.can_wrap(&stage, i)) {
                // Left a private global, the variable would silently
                // carry nothing in or out of the shader.
                let v = &self.glsl_varyings[i];
                let (span, name) = (v.span, v.symbol.clone());
                let what = match stage.as_str() {
                    "compute" => "compute shaders take user inputs only (Vulkan has no compute outputs)",
                    "geometry" => "geometry shaders take user inputs that are arrays of a known size, one element per vertex",
                    _ => "vertex, fragment, compute and geometry shaders take them, other stages system-value inputs only",
                };
                let msg = format!(
                    "the GLSL global in/out variable '{name}' in a '{stage}' shader is not supported yet: {what}"
                );
                self.diags.push(crate::diag::Diagnostic::error(super::E_UNSUPPORTED, span, msg));
                continue;
            }
            self.wrap_entry(entry, func, &used, &funcs);
        }
    }

    /// Whether an entry point of `stage` can take varying `i` as a
    /// parameter: vertex and fragment shaders any, compute shaders inputs
    /// (as slangc, `Input` variables at locations; Vulkan forbids outputs
    /// there), geometry shaders inputs that are arrays of a known size (a
    /// value per vertex of the input primitive); every stage its
    /// system-value inputs.
    fn can_wrap(&self, stage: &str, i: usize) -> bool {
        let v = &self.glsl_varyings[i];
        let system_input = !v.out && v.semantic.to_ascii_lowercase().starts_with("sv_");
        match stage {
            "vertex" | "fragment" | "pixel" => true,
            "compute" => !v.out,
            "geometry" => {
                system_input
                    || !v.out && matches!(self.ctx.type_kind(v.ty), nsl_ir::TypeKind::Array { len: Some(_), .. })
            }
            _ => system_input,
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
    fn wrap_entry(&mut self, entry: Op, func: Op, used: &[usize], funcs: &FxHashMap<Sym, Op>) {
        let old_sym = self.ctx.attr_symbol(func, "sym").expect("a function has a symbol");
        let old_name = self.ctx.str(old_sym).to_string();
        let Some(fty) = self.ctx.attr_type(func, "type") else { return };
        let nsl_ir::TypeKind::Function { params, results } = self.ctx.type_kind(fty).clone() else { return };
        // Inputs only, outside vertex and fragment shaders: the function
        // itself takes them (a geometry shader's stream stays in the
        // function that appends to it), unless something calls it.
        let stage = self.ctx.attr_str(entry, "stage").unwrap_or("").to_string();
        let inputs_only = used.iter().all(|&i| !self.glsl_varyings[i].out);
        if inputs_only && !matches!(stage.as_str(), "vertex" | "fragment") && !self.is_called(old_sym, funcs) {
            let body = self.ctx.body(func, 0);
            let first = self.ctx.block_ops(body).first().copied();
            let loc = self.ctx.loc(func);
            let mut wparams = params.clone();
            for &i in used {
                let (ty, symbol) = (self.glsl_varyings[i].ty, self.glsl_varyings[i].symbol.clone());
                let arg = self.ctx.add_block_arg(body, ty);
                let name = self.ctx.sym(&symbol);
                self.ctx.set_value_name(arg, Some(name));
                wparams.push(ty);
                let global = self.ctx.symbol_attr(&symbol);
                let pty = self.ctx.ptr_type(ty, AddressSpace::Private);
                let kind = self.ctx.kind("hl.global_addr");
                let key = self.ctx.sym("global");
                let addr = self.ctx.create_op(kind, &[], &[pty], &[(key, global)], 0, loc);
                let ip = first.map_or(InsertPoint::End(body), InsertPoint::Before);
                self.ctx.insert_op(addr, ip);
                let addr = self.ctx.result(addr, 0);
                let kind = self.ctx.kind("mem.store");
                let store = self.ctx.create_op(kind, &[addr, arg], &[], &[], 0, loc);
                self.ctx.insert_op(store, ip);
            }
            let wty = self.ctx.function_type(wparams, results);
            let (key, value) = (self.ctx.sym("type"), self.ctx.type_attr(wty));
            self.ctx.set_attr(func, key, value);
            self.describe_added_params(entry, used);
            return;
        }
        let inner_name = self.unique_symbol(&format!("{old_name}.glsl_body"));
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
        self.describe_added_params(entry, used);
        // Interpolations of a global input (GLSL's `interpolateAt*`) read
        // the wrapper's parameter carrying it.
        let evaluate = self.ctx.kind(nsl_dialects::hl::EVALUATE_ATTRIBUTE.name);
        let global_key = self.ctx.sym("global");
        let (func_key, param_key) = (self.ctx.sym("func"), self.ctx.sym("param"));
        let mut reached = vec![func];
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        while let Some(f) = reached.pop() {
            if !seen.insert(f) {
                continue;
            }
            for op in self.ctx.nested_ops(f) {
                if let Some(&g) = self.ctx.attr_symbol(op, "callee").and_then(|c| funcs.get(&c)) {
                    reached.push(g);
                }
                if !self.ctx.is(op, evaluate) || self.ctx.attr_int(op, "param") != Some(-1) {
                    continue;
                }
                let Some(global) = self.ctx.attr_symbol(op, "global") else { continue };
                let Some(k) = used.iter().position(|&i| self.glsl_varyings[i].symbol == self.ctx.str(global)) else {
                    continue;
                };
                let param = self.ctx.int_attr((params.len() + k) as i128);
                self.ctx.set_attr(op, func_key, old_attr);
                self.ctx.set_attr(op, param_key, param);
                self.ctx.remove_attr(op, global_key);
            }
        }
    }

    /// Does a function of the module call `sym`?
    fn is_called(&self, sym: Sym, funcs: &FxHashMap<Sym, Op>) -> bool {
        funcs
            .values()
            .any(|&g| self.ctx.nested_ops(g).into_iter().any(|op| self.ctx.attr_symbol(op, "callee") == Some(sym)))
    }

    /// The entry point's function now takes one more parameter per
    /// varying of `used`: one semantic and one list of leaves more each.
    fn describe_added_params(&mut self, entry: Op, used: &[usize]) {
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
        // A compute entry point has no lists: one empty list per
        // parameter it had (those are uniform or system values).
        let had_lists = self.ctx.attr(entry, "varyings").is_some();
        let stage = self.ctx.attr_str(entry, "stage").unwrap_or("").to_string();
        let mut add_lists = had_lists;
        if !had_lists {
            lists = (0..semantics.len()).map(|_| self.ctx.array_attr(Vec::new())).collect();
        }
        let at = semantics.len().min(lists.len());
        let mut primitive = None;
        for (k, &i) in used.iter().enumerate() {
            let (semantic, mods, ty, system) = {
                let v = &self.glsl_varyings[i];
                let base = if v.out { "out" } else { "" };
                if v.primitive.is_some() {
                    primitive = primitive.or(v.primitive);
                }
                let system = v.semantic.to_ascii_lowercase().starts_with("sv_");
                (v.semantic.clone(), format!("{base} {}", v.mods).trim().to_string(), v.ty, system)
            };
            add_lists |= !system;
            semantics.push(self.ctx.str_attr(&semantic));
            // A geometry shader's input is an array of per-vertex values:
            // the leaves are its element's, `arrayed`.
            let (leaf_ty, mods) = match self.ctx.type_kind(ty).clone() {
                nsl_ir::TypeKind::Array { elem, len: Some(_) } if stage == "geometry" && !system => {
                    (elem, format!("{mods} arrayed").trim().to_string())
                }
                _ => (ty, mods),
            };
            // The variable's location is its first leaf's; the others
            // follow it (a struct's fields, one after the other).
            let mut location = mods.split(' ').find_map(|w| w.strip_prefix("location=")?.parse::<u32>().ok());
            let mods: String = mods.split(' ').filter(|w| !w.starts_with("location=")).collect::<Vec<_>>().join(" ");
            let mut leaves = Vec::new();
            self.varying_leaves(leaf_ty, &mut Vec::new(), &semantic, &mods, &mut leaves, 0);
            for leaf in &mut leaves {
                let nsl_ir::AttrKind::Array(parts) = self.ctx.attr_kind(*leaf).clone() else { continue };
                let [path, sem, words] = parts[..] else { continue };
                let (nsl_ir::AttrKind::Str(sem_sym), nsl_ir::AttrKind::Str(words_sym)) =
                    (self.ctx.attr_kind(sem).clone(), self.ctx.attr_kind(words).clone())
                else {
                    continue;
                };
                let (Some(at), false) = (location, self.ctx.str(sem_sym).to_ascii_lowercase().starts_with("sv_"))
                else {
                    continue;
                };
                let mut t = leaf_ty;
                if let nsl_ir::AttrKind::Array(steps) = self.ctx.attr_kind(path).clone() {
                    for step in steps {
                        let (nsl_ir::AttrKind::Int(i), nsl_ir::TypeKind::Struct { fields, .. }) =
                            (self.ctx.attr_kind(step).clone(), self.ctx.type_kind(t).clone())
                        else {
                            break;
                        };
                        let Some(&(_, ft)) = fields.get(i as usize) else { break };
                        t = ft;
                    }
                }
                location = Some(at + self.location_count(t));
                let words = format!("{} location={at}", self.ctx.str(words_sym)).trim().to_string();
                let words = self.ctx.str_attr(&words);
                *leaf = self.ctx.array_attr(vec![path, sem, words]);
            }
            let list = self.ctx.array_attr(leaves);
            lists.insert(at + k, list);
        }
        if let Some(p) = primitive.filter(|_| stage == "geometry") {
            let words = str_list(self.ctx, entry, "stage_attrs");
            if !words.iter().any(|w| w.starts_with("input=")) {
                let mut items: Vec<Attr> = words.iter().map(|w| self.ctx.str_attr(w)).collect();
                items.push(self.ctx.str_attr(&format!("input={p}")));
                let key = self.ctx.sym("stage_attrs");
                let value = self.ctx.array_attr(items);
                self.ctx.set_attr(entry, key, value);
            }
        }
        let semantics = self.ctx.array_attr(semantics);
        self.ctx.set_attr(entry, semantics_key, semantics);
        // A compute entry point gets lists only for user inputs (system
        // values stay `spirv-builtins`' job alone).
        if add_lists {
            let lists = self.ctx.array_attr(lists);
            self.ctx.set_attr(entry, varyings_key, lists);
        }
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

/// The strings of an array attribute of `op` (empty without one).
fn str_list(ctx: &nsl_ir::Context, op: Op, name: &str) -> Vec<String> {
    let Some(a) = ctx.attr(op, name) else { return Vec::new() };
    let nsl_ir::AttrKind::Array(items) = ctx.attr_kind(a) else { return Vec::new() };
    items
        .iter()
        .filter_map(|&i| match ctx.attr_kind(i) {
            nsl_ir::AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
            _ => None,
        })
        .collect()
}
