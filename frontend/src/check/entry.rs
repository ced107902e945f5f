//! Entry points of every stage: which functions are entry points (their
//! `[shader("...")]` attribute, or `-entry NAME -stage S` on the command
//! line), the stage names, and, for the graphics stages, the description
//! of each parameter's and the result's leaves (`hl.entry_point`'s
//! `varyings`), which the targets' interface passes turn into stage
//! inputs and outputs.

use super::{Checker, Unit};
use crate::ast::{DeclKind, ExprKind, ModifierKind, Modifiers, Semantic, SemanticKind, TypeKind as AstType};
use crate::source::Span;
use nsl_ir::{Attr, Type, TypeKind};

/// An unknown stage name (slangc reports it as an unknown capability name).
const E_UNKNOWN_STAGE: &str = "E36105";

/// A geometry shader without `[maxvertexcount(N)]`.
const E_MISSING_MAX_VERTEX_COUNT: &str = "E38046";

/// A `-stage` that differs from the entry point's `[shader]` (slangc's
/// warning number).
const W_STAGE_MISMATCH: &str = "E38006";

/// `-entry NAME` of a function with neither `-stage` nor `[shader]` /
/// `[numthreads]`.
const E_NO_STAGE: &str = "E38007";

/// An `-entry NAME` that names no function (slangc's number).
const E_ENTRY_NOT_FOUND: &str = "E38000";

/// An entry point that is a generic function left unspecialized.
const E_GENERIC_ENTRY: &str = "E38014";

/// A generic entry point's argument (from the command line) that does not
/// conform to its parameter's constraints.
const E_ENTRY_ARG_CONFORMANCE: &str = "E38029";

/// The stage names of `[shader("...")]` and `-stage`, each with the name
/// the IR uses (`pixel` is `fragment`).
const STAGES: &[(&str, &str)] = &[
    ("vertex", "vertex"),
    ("fragment", "fragment"),
    ("pixel", "fragment"),
    ("compute", "compute"),
    ("geometry", "geometry"),
    ("hull", "hull"),
    ("domain", "domain"),
    ("mesh", "mesh"),
    ("amplification", "amplification"),
    ("task", "amplification"),
    ("raygeneration", "raygeneration"),
    ("raygen", "raygeneration"),
    ("closesthit", "closesthit"),
    ("anyhit", "anyhit"),
    ("miss", "miss"),
    ("intersection", "intersection"),
    ("callable", "callable"),
];

/// The IR's name of a stage name, if it is one.
pub fn stage_name(s: &str) -> Option<&'static str> {
    let lower = s.to_ascii_lowercase();
    // `_raygen`: the internal capability atom of a stage names it too.
    let lower = lower.strip_prefix('_').unwrap_or(&lower);
    STAGES.iter().find(|(n, _)| *n == lower).map(|&(_, ir)| ir)
}

impl Checker<'_> {
    /// The source unit of the compiled file: the primary file of the last
    /// module (modules come imports first, and a module's primary file
    /// before its `__include`d ones).
    pub(super) fn main_src(&self) -> usize {
        let main = self.modules.len().saturating_sub(1);
        self.units.iter().position(|u| u.module == main).unwrap_or(0)
    }

    /// Whether the command line names a function of this name (not a
    /// method) of the compiled file as an entry point.
    pub(super) fn is_requested_entry(&self, name: &str, method: bool) -> bool {
        !method
            && self.cur_src == self.main_src()
            && !self.is_prelude_src(self.cur_src)
            && self.capabilities.requested_entries.iter().any(|(n, _)| names_entry(n, name))
    }

    /// The stage (and `[numthreads]`) of function `f`, from its attributes'
    /// `stage` and `numthreads` and the command line's `-entry`/`-stage`.
    pub(super) fn entry_stage(
        &mut self,
        f: usize,
        stage: Option<String>,
        numthreads: Option<[i128; 3]>,
    ) -> Option<(String, Option<[i128; 3]>)> {
        let info = &self.funcs[f];
        let requested = if info.this.is_none() && info.unit == Unit::User && info.src == self.main_src() {
            self.capabilities.requested_entries.iter().find(|(n, _)| names_entry(n, &info.name)).cloned()
        } else {
            None
        };
        let stage = match (stage, numthreads, requested) {
            // The command line's stage wins over the attribute's, as in slangc.
            (Some(s), _, Some((_, Some(r)))) if stage_name(&s) != stage_name(&r) && stage_name(&r).is_some() => {
                let span = self.func_decl(f).span;
                let msg = format!(
                    "entry point '{}' is declared for the '{s}' stage but compiled for the '{r}' stage that -stage names",
                    self.funcs[f].name
                );
                self.warn(W_STAGE_MISMATCH, span, msg);
                r
            }
            (Some(s), ..) => s,
            // `-stage mesh` on a `[numthreads]` function without `[shader]`.
            (None, _, Some((_, Some(s)))) => s,
            // `[numthreads]` with mesh outputs (`out vertices`,
            // `OutputIndices<...>`, `[outputtopology]`): a mesh shader.
            (None, Some(_), _) if self.has_mesh_outputs(f) => "mesh".to_string(),
            (None, Some(_), _) => "compute".to_string(),
            // `-entry NAME` without a stage and without attributes: slangc
            // cannot tell the stage.
            (None, None, Some((_, None))) => {
                let span = self.func_decl(f).name().map_or(self.func_decl(f).span, |n| n.span);
                let msg = format!(
                    "no stage specified for entry point '{}'; use either a '[shader(\"name\")]' function attribute or \
                     the '-stage <name>' command-line option to specify a stage",
                    self.funcs[f].name
                );
                self.error(E_NO_STAGE, span, msg);
                return None;
            }
            (None, None, None) => return None,
        };
        // The stage keeps its spelling (`pixel`) for diagnostics; the IR
        // gets its canonical name (see `emit_entry_point`).
        match stage_name(&stage) {
            Some(_) => {
                if stage.starts_with('_') {
                    let span = self.func_decl(f).span;
                    let msg = format!("using internal capability name: '{stage}' is an internal capability atom");
                    self.warn(super::capability::W_INTERNAL_NAME, span, msg);
                }
                Some((stage.to_ascii_lowercase(), numthreads))
            }
            None => {
                let span = self.func_decl(f).span;
                let msg = format!("unknown stage name '{stage}' in entry point '{}'", self.funcs[f].name);
                self.error(E_UNKNOWN_STAGE, span, msg);
                None
            }
        }
    }

    /// `-entry name<A, B>` / `-specialize A, B`: the instance of generic
    /// entry point `name` for those arguments, lowered as the entry point
    /// (the template itself is never lowered). An argument is an integer
    /// or a type's name; anything else is refused (E38014 follows).
    pub(super) fn specialize_entry_points(&mut self, specs: &[(String, Vec<String>)]) {
        let main = self.main_src();
        for (name, texts) in specs {
            let Some(f) = (0..self.funcs.len()).find(|&f| {
                let info = &self.funcs[f];
                info.generic.is_some()
                    && info.unit == Unit::User
                    && info.src == main
                    && info.this.is_none()
                    && names_entry(name, &info.name)
            }) else {
                continue;
            };
            let decl = self.func_decl(f);
            let span = decl.name().map_or(decl.span, |n| n.span);
            let params = self.funcs[f].generic.clone().unwrap_or_default();
            if params.len() != texts.len() {
                let msg = format!(
                    "generic entry point '{name}' has {} generic parameters, given {} arguments",
                    params.len(),
                    texts.len()
                );
                self.error(E_GENERIC_ENTRY, span, msg);
                self.entry_specialized.push(f);
                continue;
            }
            let mut args = Vec::new();
            for (p, text) in params.iter().zip(texts) {
                let arg = match (p.bounds.is_some(), text.parse::<i128>()) {
                    (false, Ok(v)) => Some(super::generics::GArg::Value(v)),
                    (true, Err(_)) if text.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                        self.in_src(main, |c| c.named_type(text, span)).ok().map(super::generics::GArg::Type)
                    }
                    _ => None,
                };
                match arg {
                    Some(a) => args.push(a),
                    None => {
                        let msg =
                            format!("cannot use '{text}' as the generic argument '{}' of entry point '{name}'", p.name);
                        self.error(E_GENERIC_ENTRY, span, msg);
                        break;
                    }
                }
            }
            self.entry_specialized.push(f);
            if args.len() != params.len() {
                continue;
            }
            if !self.check_bounds(&params, &args, span, false) {
                let msg =
                    format!("a generic argument of entry point '{name}' does not conform to its parameter's interface");
                self.error(E_ENTRY_ARG_CONFORMANCE, span, msg);
                continue;
            }
            if let Ok(i) = self.instantiate_fallback(f, args) {
                self.funcs[i].needed = true;
            }
        }
    }

    /// E38000 for each entry point the command line names (`-entry NAME`,
    /// or `main` for a `-stage` alone) that no function of the program
    /// declares, at the first declaration of the compiled file (its end
    /// when it has none), as slangc reports it. Paths and generic
    /// arguments (`S.main`, `main<int>`) are left to the targets.
    pub(super) fn report_missing_entry_points(&mut self) {
        let requested: Vec<String> = self.capabilities.requested_entries.iter().map(|(n, _)| n.clone()).collect();
        for name in requested {
            if name.is_empty() || name.contains(['.', ':', '<']) {
                continue;
            }
            let declared = self.funcs.iter().any(|f| f.unit == Unit::User && names_entry(&name, &f.name))
                || self.units.iter().any(|u| {
                    u.ast.decls.iter().any(|d| {
                        matches!(&d.kind, DeclKind::Func { name: crate::ast::FuncName::Ident(n), .. } if n.name == name)
                    })
                });
            if declared {
                continue;
            }
            let main = self.units[self.main_src()].ast;
            let span = match main.roots.first() {
                Some(&d) => {
                    let s = main.decl(d).span;
                    Span::new(s.file, s.lo, s.lo)
                }
                None => {
                    let files = self.sources.files();
                    let Some(i) = files.iter().position(|f| !f.name.starts_with('<')) else { continue };
                    let end = u32::try_from(files[i].text.len()).unwrap_or(u32::MAX);
                    Span::new(crate::source::FileId(i as u32), end, end)
                }
            };
            let msg = format!("no function found matching entry point name '{name}'");
            self.error(E_ENTRY_NOT_FOUND, span, msg);
        }
    }

    /// E38014 at each entry point that is a generic function: the command
    /// line's `-entry NAME` (without generic arguments), or, without
    /// `-entry`, a `[shader(...)]` function. Nothing specializes it, so it
    /// cannot be compiled.
    pub(super) fn report_generic_entry_points(&mut self) {
        let main = self.main_src();
        let requested: Vec<String> = self.capabilities.requested_entries.iter().map(|(n, _)| n.clone()).collect();
        for f in 0..self.funcs.len() {
            let info = &self.funcs[f];
            if info.generic.is_none()
                || info.unit != Unit::User
                || info.src != main
                || info.this.is_some()
                || self.entry_specialized.contains(&f)
            {
                continue;
            }
            let decl = self.func_decl(f);
            let entry = if requested.is_empty() {
                decl.modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("shader"))
            } else {
                requested.iter().any(|r| r == &info.name)
            };
            if entry {
                let span = decl.name().map_or(decl.span, |n| n.span);
                let msg =
                    format!("generic entry point '{}' must be specialized with concrete generic arguments", info.name);
                self.error(E_GENERIC_ENTRY, span, msg);
            }
        }
    }

    /// E39017 / E39018: a varying parameter of a ray-tracing stage that
    /// has no payload or hit attributes of its direction: `in` of miss and
    /// callable shaders (their payload is `inout`); `in`, `out` and `inout`
    /// of intersection and ray-generation shaders, which take no varying
    /// input, so that only a parameter with a (user) semantic is varying
    /// there: one without is uniform, as slangc treats it.
    pub(super) fn check_ray_param_direction(&mut self, stage: &str, dir: super::Dir, semantic: bool, span: Span) {
        let ir = stage_name(stage).unwrap_or("");
        let no_varying_input = matches!(ir, "intersection" | "raygeneration");
        if no_varying_input && !semantic {
            return;
        }
        if dir == super::Dir::In {
            if no_varying_input || matches!(ir, "miss" | "callable") {
                let msg = format!("the '{stage}' stage does not support `in` entry point parameters");
                self.error("E39018", span, msg);
            }
        } else if no_varying_input {
            let msg = format!("the '{stage}' stage does not support `out` or `inout` entry point parameters");
            self.error("E39017", span, msg);
        }
    }

    /// Does function `f` declare a mesh shader's outputs: an `[outputtopology]`
    /// attribute, or a parameter of `vertices`/`indices`/`primitives` or
    /// `OutputVertices<...>` & co?
    /// The names of function `f`'s mesh output parameters
    /// (`OutputVertices<T, N>` & co, or `out vertices`/`indices`/`primitives`).
    pub(super) fn mesh_output_params(&self, f: usize) -> Vec<String> {
        let decl = self.func_decl(f);
        let DeclKind::Func { sig, .. } = &decl.kind else { return Vec::new() };
        let ast = self.func_ast(f);
        sig.params
            .iter()
            .filter_map(|&p| {
                let pd = ast.decl(p);
                let DeclKind::Param { ty, name: Some(name), .. } = &pd.kind else { return None };
                let mesh = ty.is_some_and(|t| mesh_output_kind(ast, t).is_some())
                    || pd.modifiers.keywords.iter().any(|k| {
                        matches!(k.kind, ModifierKind::Vertices | ModifierKind::Indices | ModifierKind::Primitives)
                    });
                mesh.then(|| name.name.clone())
            })
            .collect()
    }

    fn has_mesh_outputs(&self, f: usize) -> bool {
        let decl = self.func_decl(f);
        if decl.modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("outputtopology")) {
            return true;
        }
        let DeclKind::Func { sig, .. } = &decl.kind else { return false };
        let ast = self.func_ast(f);
        sig.params.iter().any(|&p| {
            let pd = ast.decl(p);
            let by_type =
                matches!(&pd.kind, DeclKind::Param { ty: Some(t), .. } if mesh_output_kind(ast, *t).is_some());
            by_type
                || pd.modifiers.keywords.iter().any(|k| {
                    matches!(k.kind, ModifierKind::Vertices | ModifierKind::Indices | ModifierKind::Primitives)
                })
        })
    }

    /// The attributes of a graphics entry point beyond the compute ones:
    /// `varyings` (one list of leaves per kept parameter, then one for the
    /// result) and `early_depth_stencil`.
    pub(super) fn graphics_entry_attrs(&mut self, f: usize, kept: &[bool], stage: &str) -> Vec<(&'static str, Attr)> {
        let decl = self.func_decl(f);
        let varyings = self.varyings_of(f, kept);
        let mut attrs = vec![("varyings", varyings)];
        if decl.modifiers.attributes.iter().any(|a| a.name.eq_ignore_ascii_case("earlydepthstencil")) {
            attrs.push(("early_depth_stencil", self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
        }
        attrs.extend(self.stage_attrs(f, stage));
        attrs
    }

    /// The leaves of each kept parameter of `f` and of its result (see
    /// `hl.entry_point`'s `varyings`). A parameter that is an array of
    /// vertices (a geometry shader's `triangle T v[3]`, an
    /// `InputPatch<T, N>` or `OutputPatch<T, N>`) gives the leaves of its
    /// element, with the word `arrayed`; a geometry shader's output stream
    /// those of its element, with the word `stream`.
    fn varyings_of(&mut self, f: usize, kept: &[bool]) -> Attr {
        let decl = self.func_decl(f);
        let src = self.funcs[f].src;
        let DeclKind::Func { sig, semantics, .. } = &decl.kind else { return self.ctx.array_attr(Vec::new()) };
        let ast = self.func_ast(f);
        let mut lists = Vec::new();
        let params: Vec<_> = sig.params.iter().zip(kept).filter(|(_, &k)| k).map(|(&p, _)| p).collect();
        let types: Vec<(Type, super::Dir)> = self.funcs[f].params.iter().map(|p| (p.ty, p.dir)).collect();
        for (p, (ty, dir)) in params.into_iter().zip(types) {
            let pd = ast.decl(p);
            let (sem, patch) = match &pd.kind {
                DeclKind::Param { semantics, ty, .. } => {
                    let patch = ty.and_then(|t| match &ast.ty(t).kind {
                        AstType::Specialize { base, .. } => match &ast.ty(*base).kind {
                            AstType::Name(n) if n == "InputPatch" => Some("inputpatch"),
                            AstType::Name(n) if n == "OutputPatch" => Some("outputpatch"),
                            _ => None,
                        },
                        _ => None,
                    });
                    (semantic_name(semantics), patch)
                }
                _ => (String::new(), None),
            };
            let base = match dir {
                super::Dir::In => "",
                super::Dir::Out => "out",
                super::Dir::InOut => "inout",
            };
            let mut mods = modifier_words(self, src, &pd.modifiers, base);
            // `OutputVertices<T, N>` is `out vertices T v[N]`, and so on.
            let mesh_kind = match &pd.kind {
                DeclKind::Param { ty: Some(t), .. } => mesh_output_kind(ast, *t),
                _ => None,
            };
            if let Some(kind) = mesh_kind.filter(|k| !mods.split(' ').any(|w| w == *k)) {
                mods = format!("{mods} {kind}").trim().to_string();
            }
            let primitive = mesh_kind.is_some()
                || pd.modifiers.keywords.iter().any(|k| {
                    matches!(
                        k.kind,
                        ModifierKind::Point
                            | ModifierKind::Line
                            | ModifierKind::Triangle
                            | ModifierKind::LineAdj
                            | ModifierKind::TriangleAdj
                            | ModifierKind::Vertices
                            | ModifierKind::Indices
                            | ModifierKind::Primitives
                    )
                });
            let mut leaf_ty = ty;
            if let (true, TypeKind::Array { elem, len: Some(_) }) =
                (patch.is_some() || primitive, self.ctx.type_kind(ty).clone())
            {
                leaf_ty = elem;
                mods = format!("{mods} arrayed {}", patch.unwrap_or("")).trim().to_string();
            } else if let Some(elem) = nsl_dialects::hl_stage::stream_element(self.ctx, ty) {
                leaf_ty = elem;
                mods = format!("{mods} stream").trim().to_string();
            }
            let mut out = Vec::new();
            self.varying_leaves(leaf_ty, &mut Vec::new(), &sem, &mods, &mut out, 0);
            lists.push(self.ctx.array_attr(out));
        }
        if let Some(ret) = self.funcs[f].ret {
            let sem = semantic_name(semantics);
            let mods = modifier_words(self, src, &decl.modifiers, "");
            let mut out = Vec::new();
            self.varying_leaves(ret, &mut Vec::new(), &sem, &mods, &mut out, 0);
            lists.push(self.ctx.array_attr(out));
        }
        self.ctx.array_attr(lists)
    }

    /// The attributes of geometry, hull, domain and mesh entry points
    /// (`stage_attrs`), and a hull shader's patch-constant function.
    fn stage_attrs(&mut self, f: usize, stage: &str) -> Vec<(&'static str, Attr)> {
        let decl = self.func_decl(f);
        let src = self.funcs[f].src;
        let mut words = Vec::new();
        let mut pcf = None;
        for a in &decl.modifiers.attributes {
            let key = a.name.to_ascii_lowercase();
            if !matches!(
                key.as_str(),
                "maxvertexcount" | "instance" | "domain" | "partitioning" | "outputtopology" | "outputcontrolpoints"
            ) && key != "patchconstantfunc"
            {
                continue;
            }
            let Some(&arg) = a.args.first() else { continue };
            let value = self.in_src(src, |c| match &c.ast(Unit::User).expr(arg).kind {
                ExprKind::String(s) => Ok(s.clone()),
                ExprKind::Int { value, .. } => Ok(value.to_string()),
                _ => c.const_int(Unit::User, arg).map(|v| v.to_string()),
            });
            let Ok(value) = value else {
                report_bad(self, a.span);
                continue;
            };
            if key == "patchconstantfunc" {
                pcf = Some((value, a.span));
            } else {
                words.push(format!("{key}={value}"));
            }
        }
        // A geometry shader's input primitive and output stream.
        let ast = self.func_ast(f);
        if let DeclKind::Func { sig, .. } = &decl.kind {
            for &p in &sig.params {
                for k in &ast.decl(p).modifiers.keywords {
                    let w = match k.kind {
                        ModifierKind::Point => "point",
                        ModifierKind::Line => "line",
                        ModifierKind::Triangle => "triangle",
                        ModifierKind::LineAdj => "lineadj",
                        ModifierKind::TriangleAdj => "triangleadj",
                        _ => continue,
                    };
                    words.push(format!("input={w}"));
                }
            }
        }
        for p in self.funcs[f].params.clone() {
            if let TypeKind::Opaque { name, .. } = self.ctx.type_kind(p.ty) {
                let w = match self.ctx.str(*name) {
                    "hl.PointStream" => "point",
                    "hl.LineStream" => "line",
                    "hl.TriangleStream" => "triangle",
                    _ => continue,
                };
                words.push(format!("output={w}"));
            }
        }
        if stage == "geometry" && !words.iter().any(|w| w.starts_with("maxvertexcount=")) {
            let name = self.funcs[f].name.clone();
            let msg = format!("geometry shader entry point '{name}' must have a '[maxvertexcount(N)]' attribute");
            let span = match &decl.kind {
                DeclKind::Func { name: crate::ast::FuncName::Ident(n), .. } => n.span,
                _ => decl.span,
            };
            self.error(E_MISSING_MAX_VERTEX_COUNT, span, msg);
        }
        let mut attrs = Vec::new();
        if !words.is_empty() {
            let items = words.iter().map(|w| self.ctx.str_attr(w)).collect();
            attrs.push(("stage_attrs", self.ctx.array_attr(items)));
        }
        if let Some((name, span)) = pcf {
            let g = match self.items.get(&name) {
                Some(super::Item::Funcs(fs)) => fs.iter().copied().find(|&g| self.funcs[g].generic.is_none()),
                _ => None,
            };
            let Some(g) = g else {
                let msg = format!("the patch-constant function '{name}' is not a function of this module");
                self.error(super::E_UNDEFINED, span, msg);
                return attrs;
            };
            let n = self.funcs[g].params.len();
            let varyings = self.varyings_of(g, &vec![true; n]);
            let mut sems = Vec::new();
            if let DeclKind::Func { sig, .. } = &self.func_decl(g).kind {
                let gast = self.func_ast(g);
                for &p in &sig.params {
                    let s = match &gast.decl(p).kind {
                        DeclKind::Param { semantics, .. } => semantic_name(semantics),
                        _ => String::new(),
                    };
                    sems.push(self.ctx.str_attr(&s));
                }
            }
            let symbol = self.funcs[g].symbol.clone();
            attrs.push(("patch_constant_func", self.ctx.symbol_attr(&symbol)));
            attrs.push(("patch_varyings", varyings));
            attrs.push(("patch_semantics", self.ctx.array_attr(sems)));
        }
        attrs
    }

    /// Appends the leaves of a value of type `ty` at `path`: a struct's
    /// fields in order (each with its own semantic and modifiers, the
    /// enclosing ones added), anything else as one leaf.
    pub(super) fn varying_leaves(
        &mut self,
        ty: Type,
        path: &mut Vec<i128>,
        sem: &str,
        mods: &str,
        out: &mut Vec<Attr>,
        depth: usize,
    ) {
        if let (TypeKind::Struct { fields, .. }, true) = (self.ctx.type_kind(ty).clone(), depth < 16) {
            let decls = self.field_decls(ty);
            for (i, (fname, fty)) in fields.iter().enumerate() {
                let name = self.ctx.str(*fname).to_string();
                let (fsem, fmods) = match decls.iter().find(|(n, ..)| *n == name) {
                    Some((_, s, m)) => (s.clone(), m.clone()),
                    None => (String::new(), String::new()),
                };
                let fsem = if fsem.is_empty() { sem.to_string() } else { fsem };
                let fmods = format!("{mods} {fmods}").trim().to_string();
                path.push(i as i128);
                self.varying_leaves(*fty, path, &fsem, &fmods, out, depth + 1);
                path.pop();
            }
            return;
        }
        let items = path.iter().map(|&i| self.ctx.int_attr(i)).collect();
        let leaf = vec![self.ctx.array_attr(items), self.ctx.str_attr(sem), self.ctx.str_attr(mods)];
        out.push(self.ctx.array_attr(leaf));
    }

    /// The fields a struct type declares, inherited ones included: name,
    /// semantic and modifier words.
    fn field_decls(&mut self, ty: Type) -> Vec<(String, String, String)> {
        let Some(s) = self.structs.iter().position(|st| st.ty == ty && st.origin.is_some()) else { return Vec::new() };
        let mut out = Vec::new();
        let mut cur = Some(s);
        let mut guard = 0;
        while let (Some(s), true) = (cur, guard < 16) {
            guard += 1;
            let Some((src, d)) = self.structs[s].origin else { break };
            let ast = self.units[src].ast;
            if let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind {
                let mut own = Vec::new();
                for &m in members {
                    let md = ast.decl(m);
                    if let DeclKind::Var { name, semantics, .. } = &md.kind {
                        if md.modifiers.has(&ModifierKind::Static) {
                            continue;
                        }
                        let mods = modifier_words(self, src, &md.modifiers, "");
                        own.push((name.name.clone(), semantic_name(semantics), mods));
                    }
                }
                // Inherited fields come first; a field hides a base's.
                own.retain(|(n, ..)| !out.iter().any(|(o, ..): &(String, String, String)| o == n));
                own.extend(out);
                out = own;
            }
            cur = self.structs[s].base;
        }
        out
    }
}

/// The name of the first name semantic (`SV_Target1`, `TEXCOORD`), or "".
fn semantic_name(semantics: &[Semantic]) -> String {
    semantics
        .iter()
        .find_map(|s| match &s.kind {
            SemanticKind::Name(n) => Some(n.name.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The mesh output a parameter's type names: `OutputVertices<T, N>` is
/// `vertices`, `OutputIndices` `indices`, `OutputPrimitives` `primitives`.
/// Does `-entry REQUESTED` name the function `name`? Either by its name, or
/// by a path ending in it: a static method `S.Main` of a struct in a
/// namespace is `-entry N.S.Main`.
pub fn names_entry(requested: &str, name: &str) -> bool {
    requested == name || requested.strip_suffix(name).is_some_and(|head| head.ends_with('.'))
}

pub(super) fn mesh_output_kind(ast: &crate::ast::Ast, ty: crate::ast::TypeId) -> Option<&'static str> {
    let AstType::Specialize { base, .. } = &ast.ty(ty).kind else { return None };
    match &ast.ty(*base).kind {
        AstType::Name(n) if n == "OutputVertices" => Some("vertices"),
        AstType::Name(n) if n == "OutputIndices" => Some("indices"),
        AstType::Name(n) if n == "OutputPrimitives" => Some("primitives"),
        _ => None,
    }
}

/// The interface modifier words of a declaration (see `hl.entry_point`).
pub(super) fn modifier_words(c: &mut Checker, src: usize, m: &Modifiers, base: &str) -> String {
    let mut words: Vec<String> = base.split_whitespace().map(str::to_string).collect();
    for k in &m.keywords {
        let w = match k.kind {
            ModifierKind::NoInterpolation => "nointerpolation",
            ModifierKind::NoPerspective => "noperspective",
            ModifierKind::PerVertex => "pervertex",
            ModifierKind::Centroid => "centroid",
            ModifierKind::Sample => "sample",
            ModifierKind::Vertices => "vertices",
            ModifierKind::Indices => "indices",
            ModifierKind::Primitives => "primitives",
            ModifierKind::Payload => "payload",
            _ => continue,
        };
        words.push(w.to_string());
    }
    // Slang takes GLSL's `layout(location = N)` outside GLSL mode too
    // (GLSL mode's parser makes it `[[vk::location(N)]]`).
    let explicit = m
        .attributes
        .iter()
        .any(|a| matches!(a.name.to_ascii_lowercase().as_str(), "vk::location" | "vk_location" | "location"));
    for k in m.keywords.iter().filter(|_| !explicit) {
        let ModifierKind::Layout(args) = &k.kind else { continue };
        for &arg in args {
            let rhs = c.in_src(src, |c| match &c.ast(Unit::User).expr(arg).kind {
                ExprKind::Assign { op: None, lhs, rhs } => match &c.ast(Unit::User).expr(*lhs).kind {
                    ExprKind::Name(n) if n == "location" => Some(*rhs),
                    _ => None,
                },
                _ => None,
            });
            let Some(rhs) = rhs else { continue };
            match c.in_src(src, |c| c.const_int(Unit::User, rhs)) {
                Ok(v) => words.push(format!("location={v}")),
                Err(_) => report_bad(c, k.span),
            }
        }
    }
    for a in &m.attributes {
        let key = match a.name.to_ascii_lowercase().as_str() {
            "vk::location" | "vk_location" | "location" => "location",
            "vk::index" | "vk_index" | "index" => "index",
            _ => continue,
        };
        let Some(&arg) = a.args.first() else { continue };
        let value = c.in_src(src, |c| match c.ast(Unit::User).expr(arg).kind {
            ExprKind::Int { value, .. } => Ok(value as i128),
            _ => c.const_int(Unit::User, arg),
        });
        if let Ok(v) = value {
            words.push(format!("{key}={v}"));
        } else {
            report_bad(c, a.span);
        }
    }
    words.join(" ")
}

fn report_bad(c: &mut Checker, span: Span) {
    c.error(super::E_NOT_CONSTANT, span, "a location or index must be a constant integer");
}
