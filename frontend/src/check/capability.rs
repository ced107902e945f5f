//! Capabilities while checking: `[require(...)]` on declarations (merged
//! with the enclosing struct, extension, interface and module), the uses
//! each function body makes (calls, `discard`, `__target_switch` cases,
//! types and fields that declare requirements), and, once every body is
//! lowered, inference over the call graph and the diagnostics.
//!
//! The lattice and the inference are `nsl-capabilities`; this module turns
//! declarations into requirements and results into messages. Every message
//! names the function, the target and stage where they matter, only the
//! atoms that are missing or conflict, and the call path from the function
//! down to the use that introduced the requirement.

use super::{CResult, Checker, FuncInfo, Unit};
use crate::ast::{ExprKind, ModifierKind, Modifiers};
use crate::diag::Diagnostic;
use crate::source::Span;
use nsl_capabilities::infer::{self, Inference, Need, Step, Summary, Use};
use nsl_capabilities::{AtomSet, Definitions, Requirement};
use rustc_hash::{FxHashMap, FxHashSet};

pub const E_CONFLICTING_USE: &str = "E36100";
pub const E_CONFLICTING_STATEMENT: &str = "E36101";
pub const E_UNDECLARED: &str = "E36104";
pub const E_UNKNOWN_CAPABILITY: &str = "E36105";
pub const E_EXPECT_CAPABILITY: &str = "E36106";
pub const E_ENTRY_POINT_UNAVAILABLE: &str = "E36107";
/// An entry point with a `[require]` whose body needs a stage other than
/// its own.
pub const E_STAGE_INCOMPATIBLE: &str = "E36117";
pub const E_INCOMPATIBLE_TARGET: &str = "E36108";
pub const E_INTERFACE_REQUIREMENT: &str = "E36110";
pub const W_INTERNAL_NAME: &str = "E36113";

/// How the compilation constrains capabilities (the driver's options).
#[derive(Clone, Debug, Default)]
pub struct CapabilityOptions {
    /// The target as a capability name (`spirv`, `hlsl`, ...); `None` when
    /// the compilation stops at IR.
    pub target: Option<String>,
    /// `-profile` (`sm_6_6`, `spirv_1_5+SPV_KHR_ray_tracing`, `cs_6_1`).
    pub profile: Option<String>,
    /// `-capability NAME` options.
    pub capabilities: Vec<String>,
    /// `-ignore-capabilities`: infer, but report nothing.
    pub ignore: bool,
    /// Report the requirements of the functions with this name
    /// (`--print-capabilities`).
    pub print: Option<String>,
    /// `-conformance T:I=id`: concrete type `T` conforms to interface `I`
    /// with type id `id` (or the next free one), whether or not the program
    /// converts a `T` to `I` (interface-typed data written by the host).
    pub conformances: Vec<(String, String, Option<u32>)>,
    /// `-entry NAME [-stage S]`: functions compiled as entry points of
    /// stage `S` even without `[shader]` (and the stage of `[shader]` ones).
    pub entry_points: Vec<(String, Option<String>)>,
    /// `-entry name<A, B>` / `-specialize A, B`: the generic arguments
    /// (as written) of the entry points named so.
    pub entry_generic_args: Vec<(String, Vec<String>)>,
}

/// A function's requirements after inference, for `--print-capabilities`.
#[derive(Clone, Debug)]
pub struct FunctionCapabilities {
    pub name: String,
    /// What callers see (its declared requirement, else what its body
    /// needs), in canonical form, every atom spelled out.
    pub requirement: String,
    /// For a function with a `[require]`: what its body needs.
    pub body: Option<String>,
}

/// Where a use came from, for messages.
struct Origin {
    span: Span,
    /// `'discard'`, `'getClock'`: what the use is.
    what: String,
}

/// An implementation that must not need more than the interface method it
/// implements declares.
struct ImplementationCheck {
    implementation: usize,
    requirement: String,
    declared: Requirement,
    span: Span,
}

/// The checker's capability state.
#[derive(Default)]
pub struct CapabilityState {
    /// The uses of the bodies (and `__target_switch` cases) being lowered.
    frames: Vec<Vec<Use>>,
    origins: Vec<Origin>,
    /// Each lowered function's uses.
    bodies: FxHashMap<usize, Vec<Use>>,
    /// Entry points and their stage.
    entry_points: Vec<(usize, String)>,
    /// The entry points the command line names (`-entry`, `-stage`).
    pub requested_entries: Vec<(String, Option<String>)>,
    /// The target's capability name (`spirv`, `glsl`, ...; `None` for IR).
    pub target: Option<String>,
    /// `-capability spvDescriptorHeapEXT` (or a profile naming
    /// SPV_EXT_descriptor_heap): descriptor handles index the SPIR-V
    /// descriptor heaps (nslc emits them for storage buffers, separate
    /// images and samplers).
    pub descriptor_heap_ext: bool,
    /// `-capability SPV_KHR_compute_shader_derivatives` (or the GLSL or
    /// NV extension, a `ComputeDerivativeGroup*` capability, or a profile
    /// naming one): compute shaders have derivatives, so GLSL's texture
    /// functions keep their implicit level there (`stage-lod`).
    pub compute_derivatives: bool,
    /// Whether a dereference was refused for it already.
    pub heap_ext_refused: bool,
    implementations: Vec<ImplementationCheck>,
    /// Requirements of the enclosing struct or extension while its members
    /// are declared.
    scopes: Vec<Option<Requirement>>,
    /// Each module's own `[require]` (on its `module` declaration).
    modules: FxHashMap<usize, Option<Requirement>>,
    /// Results for `--print-capabilities`.
    pub report: Vec<FunctionCapabilities>,
    /// How many struct fields declare a `[require]`.
    pub fields_with_requirements: usize,
    /// The struct types that declare a `[require]`, and their structs.
    pub types_with_requirements: FxHashMap<nsl_ir::Type, usize>,
}

fn defs() -> &'static Definitions {
    Definitions::builtin()
}

impl Checker<'_> {
    /// The requirement the `[require(...)]` attributes of a declaration
    /// state (any one attribute suffices), `None` without any. Unknown or
    /// malformed names are reported and left out.
    pub fn stated_requirement(&mut self, unit: Unit, modifiers: &Modifiers) -> Option<Requirement> {
        let defs = defs();
        let ast = self.ast(unit);
        let mut any: Option<Requirement> = None;
        // `__specialized_for_target(hlsl)`: a definition for that target
        // only, as `[require(hlsl)]` (one of several definitions).
        for m in &modifiers.keywords {
            let ModifierKind::Builtin { name, args } = &m.kind else { continue };
            if name != "__specialized_for_target" {
                continue;
            }
            let target = match args.first().map(|&a| &ast.expr(a).kind) {
                Some(ExprKind::Name(t)) => defs.lookup_or_unmodeled(t),
                _ => None,
            };
            let Some(target) = target else {
                self.error(E_EXPECT_CAPABILITY, m.span, "expected a target name");
                continue;
            };
            any = Some(match any {
                Some(previous) => previous.meet(&target),
                None => target,
            });
        }
        for attribute in modifiers.attributes.iter().filter(|a| a.name.eq_ignore_ascii_case("require")) {
            if attribute.args.is_empty() {
                self.error(E_EXPECT_CAPABILITY, attribute.span, "expected a capability name");
                continue;
            }
            let mut all = Requirement::none();
            for &arg in &attribute.args {
                let expr = ast.expr(arg);
                let ExprKind::Name(name) = &expr.kind else {
                    self.error(E_EXPECT_CAPABILITY, expr.span, "expected a capability name");
                    continue;
                };
                match defs.lookup_or_unmodeled(name) {
                    Some(requirement) => all = all.join(&requirement, defs),
                    None => {
                        self.error(E_UNKNOWN_CAPABILITY, expr.span, format!("unknown capability name '{name}'"));
                        continue;
                    }
                }
                if let Some(public) = name.strip_prefix('_').filter(|public| defs.lookup(public).is_some()) {
                    let msg = format!("'{name}' is the internal atom of capability '{public}'; use '{public}'");
                    self.warn(W_INTERNAL_NAME, expr.span, msg);
                }
            }
            if all.is_impossible() {
                let msg = "the capabilities of this [require] conflict: no target and stage has all of them";
                self.error(E_CONFLICTING_USE, attribute.span, msg);
                continue;
            }
            any = Some(match any {
                Some(previous) => previous.meet(&all),
                None => all,
            });
        }
        any
    }

    /// The requirement of a declaration with `modifiers` in the current
    /// scope: its own `[require]` refining the enclosing declaration's (or,
    /// at top level, its module's).
    ///
    /// A module's `[require]` binds its public declarations and those with
    /// a `[require]` of their own; other (internal, private) functions keep
    /// an inferred requirement.
    pub fn declared_requirement(&mut self, unit: Unit, modifiers: &Modifiers) -> Option<Requirement> {
        let own = self.stated_requirement(unit, modifiers);
        let parent = match self.capabilities.scopes.last() {
            Some(scope) => scope.clone(),
            None if unit == Unit::User && (own.is_some() || modifiers.has(&ModifierKind::Public)) => {
                self.module_requirement()
            }
            None => None,
        };
        merge_scope(parent, own)
    }

    /// Runs `f` with the requirement of the interface declared with
    /// `modifiers` as the enclosing scope.
    pub fn in_capability_scope<R>(&mut self, modifiers: &Modifiers, f: impl FnOnce(&mut Self) -> R) -> R {
        let scope = self.declared_requirement(Unit::User, modifiers);
        self.with_capability_scope(scope, f)
    }

    /// Runs `f` with `scope` as the enclosing declaration's requirement.
    pub fn with_capability_scope<R>(&mut self, scope: Option<Requirement>, f: impl FnOnce(&mut Self) -> R) -> R {
        self.capabilities.scopes.push(scope);
        let result = f(self);
        self.capabilities.scopes.pop();
        result
    }

    /// The `[require]` of the current module's `module` declaration.
    fn module_requirement(&mut self) -> Option<Requirement> {
        let module = self.units[self.cur_src].module;
        if let Some(known) = self.capabilities.modules.get(&module) {
            return known.clone();
        }
        let declaration = (0..self.units.len()).filter(|&u| self.units[u].module == module).find_map(|u| {
            let ast = self.units[u].ast;
            ast.roots.iter().find(|&&d| matches!(ast.decl(d).kind, crate::ast::DeclKind::Module(_))).map(|&d| (u, d))
        });
        let requirement = declaration.and_then(|(u, d)| {
            let modifiers = &self.units[u].ast.decl(d).modifiers;
            self.in_src(u, |c| c.stated_requirement(Unit::User, modifiers))
        });
        self.capabilities.modules.insert(module, requirement.clone());
        requirement
    }

    // ----- capability overloading ----------------------------------------------

    /// Makes `f`, a definition repeating the signature of `g`, another
    /// definition of `g` for other capabilities. Both must declare
    /// requirements, and different ones; otherwise it is a redefinition.
    pub fn add_capability_overload(&mut self, g: usize, f: usize) -> bool {
        let (Some(existing), Some(new)) = (self.funcs[g].require.clone(), self.funcs[f].require.clone()) else {
            return false;
        };
        let known = self.funcs[g].alternatives.iter().map(|&a| self.funcs[a].require.clone());
        if std::iter::once(Some(existing.clone())).chain(known).any(|r| r.as_ref() == Some(&new)) {
            return false;
        }
        if self.funcs[g].alternatives.is_empty() {
            // `g` becomes the dispatcher; its own body moves to a copy.
            let first = FuncInfo {
                name: self.funcs[g].name.clone(),
                unit: self.funcs[g].unit,
                src: self.funcs[g].src,
                decl: self.funcs[g].decl,
                params: self.funcs[g].params.clone(),
                ret: self.funcs[g].ret,
                symbol: self.unique_symbol(&self.funcs[g].name.clone()),
                this: self.funcs[g].this,
                intrinsic: None,
                generic: None,
                env: self.funcs[g].env.clone(),
                needed: true,
                lowered: false,
                require: Some(existing),
                alternatives: Vec::new(),
                hoisted: Vec::new(),
            };
            self.funcs.push(first);
            let copy = self.funcs.len() - 1;
            self.funcs[g].alternatives.push(copy);
        }
        self.funcs[g].alternatives.push(f);
        let any = self.funcs[g].require.as_ref().map_or(new.clone(), |r| r.meet(&new));
        self.funcs[g].require = Some(any);
        true
    }

    /// The body of a capability-overloaded function: a `__target_switch`
    /// whose arms, labelled with each definition's requirement, call that
    /// definition with the function's arguments; the default arm (what the
    /// interpreter runs) calls the first.
    pub fn lower_dispatcher(&mut self, f: usize, block: nsl_ir::Block, args: Vec<nsl_ir::Value>, span: Span) {
        let defs = defs();
        let alternatives = self.funcs[f].alternatives.clone();
        let results: Vec<nsl_ir::Type> = self.funcs[f].ret.into_iter().collect();
        let lists: Vec<nsl_ir::Attr> = alternatives
            .iter()
            .map(|&a| {
                let requirement = self.funcs[a].require.clone().unwrap_or_else(Requirement::none);
                let labels = requirement
                    .conjunctions()
                    .iter()
                    .map(|c| {
                        let atoms: Vec<&str> = defs.minimal(c).iter().map(|atom| defs.atom_name(atom)).collect();
                        self.ctx.str_attr(&atoms.join(", "))
                    })
                    .collect();
                self.ctx.array_attr(labels)
            })
            .collect();
        let targets = self.ctx.array_attr(lists);
        let switch = self.emit_regions(
            block,
            nsl_dialects::hl::TARGET_SWITCH.name,
            &[],
            &results,
            &[("targets", targets)],
            alternatives.len() + 1,
            span,
        );
        let arms = alternatives.iter().copied().chain(alternatives.first().copied());
        for (region, alternative) in arms.enumerate() {
            let arm = self.ctx.body(switch, region);
            let callee = self.ctx.symbol_attr(&self.funcs[alternative].symbol.clone());
            let call = self.emit_regions(arm, "func.call", &args, &results, &[("callee", callee)], 0, span);
            let values = self.ctx.results(call).to_vec();
            self.emit_regions(arm, "cf.yield", &values, &[], &[], 0, span);
        }
        let values = self.ctx.results(switch).to_vec();
        self.emit_regions(block, "func.return", &values, &[], &[], 0, span);
    }

    // ----- uses ----------------------------------------------------------------

    /// Starts collecting the uses of a function body.
    pub fn begin_capability_body(&mut self) {
        self.capabilities.frames.push(Vec::new());
    }

    /// Ends the body of function `f`.
    pub fn end_capability_body(&mut self, f: usize) {
        let uses = self.capabilities.frames.pop().unwrap_or_default();
        self.capabilities.bodies.insert(f, uses);
    }

    fn record_use(&mut self, need: Need, span: Span, what: String) {
        if self.capabilities.frames.is_empty() {
            return;
        }
        let origin = self.capabilities.origins.len() as u32;
        self.capabilities.origins.push(Origin { span, what });
        if let Some(frame) = self.capabilities.frames.last_mut() {
            frame.push(Use { need, origin });
        }
    }

    /// A call of function `f` (a user function, or an intrinsic with a
    /// `[require]`).
    pub fn use_function(&mut self, f: usize, span: Span) {
        let info = &self.funcs[f];
        if info.unit == Unit::Core && info.require.is_none() {
            return;
        }
        let what = format!("'{}'", info.name);
        self.record_use(Need::Call(f), span, what);
    }

    /// Replaces each call of a function `targets` lists by calls of the
    /// functions it stands for (a requirement called through a witness in
    /// generic IR: its implementations in the program's witness tables).
    pub(super) fn expand_capability_calls(&mut self, targets: &FxHashMap<usize, Vec<usize>>) {
        type Names = FxHashMap<usize, String>;
        fn expand(
            uses: &mut Vec<Use>,
            targets: &FxHashMap<usize, Vec<usize>>,
            names: &Names,
            origins: &mut Vec<Origin>,
        ) {
            for u in std::mem::take(uses) {
                match u.need {
                    Need::Call(f) if targets.contains_key(&f) => {
                        // Each implementation named where the requirement is called.
                        let span = origins[u.origin as usize].span;
                        for &g in &targets[&f] {
                            let origin = origins.len() as u32;
                            origins.push(Origin { span, what: names[&g].clone() });
                            uses.push(Use { need: Need::Call(g), origin });
                        }
                    }
                    Need::Switch(mut cases) => {
                        for (_, body) in &mut cases {
                            expand(body, targets, names, origins);
                        }
                        uses.push(Use { need: Need::Switch(cases), origin: u.origin });
                    }
                    need => uses.push(Use { need, origin: u.origin }),
                }
            }
        }
        if targets.is_empty() {
            return;
        }
        let names: Names = targets.values().flatten().map(|&g| (g, format!("'{}'", self.funcs[g].name))).collect();
        let mut bodies = std::mem::take(&mut self.capabilities.bodies);
        for uses in bodies.values_mut() {
            expand(uses, targets, &names, &mut self.capabilities.origins);
        }
        self.capabilities.bodies = bodies;
    }

    /// A statement or declaration with a fixed requirement: `what` needs
    /// the capabilities `names` (joined).
    pub fn use_fixed(&mut self, requirement: Option<Requirement>, span: Span, what: &str) {
        if let Some(requirement) = requirement {
            self.record_use(Need::Fixed(requirement), span, what.to_string());
        }
    }

    /// The parameter and result types of function `f` that declare a
    /// `[require]` (the signature is resolved before the body's uses are
    /// collected): its body uses them.
    pub fn use_signature_types(&mut self, f: usize, span: Span) {
        if self.capabilities.types_with_requirements.is_empty() {
            return;
        }
        let types: Vec<nsl_ir::Type> = self.funcs[f].params.iter().map(|p| p.ty).chain(self.funcs[f].ret).collect();
        let mut seen = FxHashSet::default();
        let mut found = Vec::new();
        for ty in types {
            self.types_requiring(ty, &mut seen, &mut found);
        }
        for s in found {
            let (require, name) = (self.structs[s].require.clone(), self.structs[s].name.clone());
            self.use_fixed(require, span, &format!("'{name}'"));
        }
    }

    /// The structs declaring a `[require]` that a value of type `ty`
    /// holds: `ty` itself, and those inside its arrays, fields and type
    /// arguments (`Foo<int>[4]`, `Wrap<Foo<int>>`, `Optional<Foo<int>>`, a
    /// struct with a `Foo<int>` field), each once.
    fn types_requiring(&self, ty: nsl_ir::Type, seen: &mut FxHashSet<nsl_ir::Type>, found: &mut Vec<usize>) {
        if !seen.insert(ty) {
            return;
        }
        if let Some(&s) = self.capabilities.types_with_requirements.get(&ty) {
            if !found.contains(&s) {
                found.push(s);
            }
        }
        let inner: Vec<nsl_ir::Type> = match self.ctx.type_kind(ty) {
            nsl_ir::TypeKind::Array { elem, .. } => vec![*elem],
            nsl_ir::TypeKind::Struct { fields, .. } => fields.iter().map(|(_, t)| *t).collect(),
            nsl_ir::TypeKind::Opaque { params, .. } => params.clone(),
            nsl_ir::TypeKind::Ptr { pointee, .. } => vec![*pointee],
            _ => Vec::new(),
        };
        for t in inner {
            self.types_requiring(t, seen, found);
        }
    }

    /// A use of field `index` (called `name`) of struct type `ty`.
    pub fn use_field(&mut self, ty: nsl_ir::Type, index: usize, name: &str, span: Span) {
        // Most programs declare no field requirement: skip the lookup.
        if self.capabilities.fields_with_requirements == 0 {
            return;
        }
        let require = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.field_requires.get(index).cloned());
        self.use_fixed(require.flatten(), span, &format!("'{name}'"));
    }

    /// The requirement of a single capability name known to the definitions.
    pub fn capability(name: &str) -> Option<Requirement> {
        defs().lookup(name)
    }

    /// Starts a `__target_switch` case.
    pub fn begin_capability_case(&mut self) {
        self.capabilities.frames.push(Vec::new());
    }

    /// Ends a case; its uses go with its label into `cases`.
    pub fn end_capability_case(&mut self, label: Requirement, cases: &mut Vec<(Requirement, Vec<Use>)>) {
        let uses = self.capabilities.frames.pop().unwrap_or_default();
        cases.push((label, uses));
    }

    /// Records a whole `__target_switch` (`what` names it in diagnostics).
    pub fn use_target_switch(&mut self, cases: Vec<(Requirement, Vec<Use>)>, span: Span, what: String) {
        self.record_use(Need::Switch(cases), span, what);
    }

    /// The requirement of a `__target_switch` case label: a capability name
    /// (E36105 for an unknown one).
    pub fn case_label_requirement(&mut self, name: &str, span: Span) -> CResult<Requirement> {
        match Self::capability(name) {
            Some(requirement) => Ok(requirement),
            // A target or feature nanoslang does not model: a case never taken.
            None if defs().is_unmodeled(name) => Ok(Requirement::impossible()),
            None => Err(self.error(E_UNKNOWN_CAPABILITY, span, format!("unknown capability name '{name}'"))),
        }
    }

    /// The start of the compiled file: where problems with the options go.
    fn main_file_start(&self) -> Span {
        let first = self.units.first().and_then(|u| u.ast.roots.first().map(|&d| u.ast.decl(d).span.file));
        Span::new(first.unwrap_or(crate::source::FileId(0)), 0, 0)
    }

    pub fn record_entry_point(&mut self, f: usize, stage: &str) {
        self.capabilities.entry_points.push((f, stage.to_string()));
    }

    /// Implementation `f` of interface method `requirement` (declared with
    /// `declared`) must need no more than it.
    pub fn record_implementation(&mut self, f: usize, requirement: String, declared: Requirement, span: Span) {
        self.capabilities.implementations.push(ImplementationCheck { implementation: f, requirement, declared, span });
    }

    // ----- inference and diagnostics --------------------------------------------

    /// Infers every function's requirement and reports what the
    /// declarations, interfaces and entry points cannot accept.
    pub fn check_capabilities(&mut self, options: &CapabilityOptions) {
        let defs = defs();
        let mut bodies = std::mem::take(&mut self.capabilities.bodies);
        let summaries: Vec<Summary> = (0..self.funcs.len())
            .map(|f| Summary { declared: self.funcs[f].require.clone(), uses: bodies.remove(&f).unwrap_or_default() })
            .collect();
        let inference = infer::infer(defs, &summaries);
        let lowered: Vec<usize> = (0..self.funcs.len()).filter(|&f| self.funcs[f].lowered).collect();
        self.capabilities.report = lowered
            .iter()
            .filter(|&&f| options.print.as_ref() == Some(&self.funcs[f].name))
            .map(|&f| FunctionCapabilities {
                name: self.funcs[f].name.clone(),
                requirement: inference.offered(f).display_expanded(defs).to_string(),
                body: self.funcs[f].require.as_ref().map(|_| inference.inferred[f].display_expanded(defs).to_string()),
            })
            .collect();
        if options.ignore {
            return;
        }
        let mut reporter = Reporter { checker: self, defs, inference: &inference };
        for &f in &lowered {
            // A conflict makes the body's requirement impossible, unless it
            // is inside one case of a `__target_switch`.
            let may_conflict = inference.inferred[f].is_impossible()
                || inference.uses(f).iter().any(|u| matches!(u.need, Need::Switch(_)));
            if !(may_conflict && reporter.report_conflict(f)) {
                reporter.report_undeclared(f);
            }
        }
        reporter.report_implementations();
        reporter.report_entry_points(options);
    }
}

/// `own` inside a scope requiring `parent` (see [`Requirement::within_scope`]).
fn merge_scope(parent: Option<Requirement>, own: Option<Requirement>) -> Option<Requirement> {
    match (parent, own) {
        (Some(parent), Some(own)) => Some(own.within_scope(&parent, defs())),
        (parent, own) => own.or(parent),
    }
}

struct Reporter<'c, 'a, 'i> {
    checker: &'c mut Checker<'a>,
    defs: &'static Definitions,
    inference: &'i Inference<'i>,
}

impl Reporter<'_, '_, '_> {
    fn name(&self, f: usize) -> String {
        self.checker.funcs[f].name.clone()
    }

    fn origin(&self, step: Step) -> (Span, String) {
        let origin = &self.checker.capabilities.origins[step.origin as usize];
        (origin.span, origin.what.clone())
    }

    /// The atoms to show for a requirement: its canonical form when short,
    /// else its first alternatives.
    fn brief(&self, requirement: &Requirement) -> String {
        const SHOWN: usize = 3;
        let conjunctions = requirement.conjunctions();
        if conjunctions.len() <= SHOWN {
            return requirement.display(self.defs).to_string();
        }
        let first: Vec<String> =
            conjunctions[..SHOWN].iter().map(|c| self.public_names(&self.defs.minimal(c))).collect();
        format!("{} | ... ({} alternatives)", first.join(" | "), conjunctions.len())
    }

    /// Where function `f` is named in its declaration.
    fn span_of(&self, f: usize) -> Span {
        let decl = self.checker.func_decl(f);
        match &decl.kind {
            crate::ast::DeclKind::Func { name: crate::ast::FuncName::Ident(name), .. } => name.span,
            _ => decl.span,
        }
    }

    /// The names of `atoms` for a message: an internal atom (`_sm_6_0`) by
    /// the public alias users write (`sm_6_0`).
    /// What `required` asks that `available` lacks, as a message names it:
    /// `atoms` (the closest alternative), or every alternative when each
    /// conflicts with the context (`'spirv' or 'glsl' or 'hlsl'` rather
    /// than one of them, which would read as the only one).
    fn alternatives(&self, required: &Requirement, available: &AtomSet, atoms: &AtomSet) -> String {
        let conflicts: Vec<AtomSet> =
            required.conjunctions().iter().map(|c| self.defs.conflicting(c, available)).collect();
        // The alternatives closest to the context: fewest conflicts.
        let fewest = conflicts.iter().map(|c| c.len()).min().unwrap_or(0);
        if fewest == 0 {
            return format!("'{}'", self.public_names(atoms));
        }
        let mut names: Vec<String> = Vec::new();
        for c in conflicts.iter().filter(|c| c.len() == fewest) {
            let name = self.public_names(&self.defs.minimal(c));
            if !names.contains(&name) {
                names.push(name);
            }
        }
        if names.len() > 1 {
            names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(" or ")
        } else {
            format!("'{}'", self.public_names(atoms))
        }
    }

    fn public_names(&self, atoms: &AtomSet) -> String {
        let names: Vec<&str> = atoms
            .iter()
            .map(|atom| {
                let name = self.defs.atom_name(atom);
                name.strip_prefix('_').filter(|public| self.defs.lookup(public).is_some()).unwrap_or(name)
            })
            .collect();
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(" + ")
        }
    }

    /// Where `f`'s requirement is declared: its first `[require]`, else its
    /// name (the requirement comes from an enclosing declaration).
    fn require_span(&self, f: usize) -> Span {
        let decl = self.checker.func_decl(f);
        let attribute = decl.modifiers.attributes.iter().find(|a| a.name.eq_ignore_ascii_case("require"));
        attribute.map_or_else(|| self.span_of(f), |a| a.span)
    }

    /// Adds the call path of `path` to `diagnostic`: a label per step and a
    /// note `a -> b -> c -> 'discard'`.
    fn with_path(&self, mut diagnostic: Diagnostic, path: &[Step], last: &str) -> Diagnostic {
        let mut names = Vec::new();
        for (index, &step) in path.iter().enumerate() {
            let (span, what) = self.origin(step);
            if names.is_empty() {
                names.push(self.name(step.function));
            }
            names.push(what.trim_matches('\'').to_string());
            let text = if index + 1 == path.len() { format!("{what} {last}") } else { format!("calls {what}") };
            diagnostic = diagnostic.with_label(span, text);
        }
        if names.len() > 1 {
            diagnostic = diagnostic.with_note(format!("call path: {}", names.join(" -> ")));
        }
        diagnostic
    }

    /// The conflict inside `f`'s body (E36100 / E36101), if any.
    fn report_conflict(&mut self, f: usize) -> bool {
        let Some(conflict) = self.inference.first_conflict(f) else { return false };
        let (span, what) = self.origin(conflict.at);
        let (ours, theirs) = closest_conflict(self.defs, &conflict.needed, &conflict.before);
        let code = if self.checker.capabilities.origins[conflict.at.origin as usize].what.starts_with("'__target")
            || what == "'discard'"
        {
            E_CONFLICTING_STATEMENT
        } else {
            E_CONFLICTING_USE
        };
        let msg = format!(
            "{what} requires capability '{}' that conflicts with '{}', which '{}' already requires",
            self.public_names(&ours),
            self.public_names(&theirs),
            self.name(f)
        );
        let mut diagnostic = Diagnostic::error(code, span, msg);
        // Point at the earlier use that brought the conflicting atoms.
        let culprit = self.inference.blame(f, &|r| r.join(&conflict.needed, self.defs).is_impossible());
        if let Some(&first) = culprit.first().filter(|s| s.origin != conflict.at.origin) {
            let (earlier, earlier_what) = self.origin(first);
            diagnostic =
                diagnostic.with_label(earlier, format!("{earlier_what} requires '{}'", self.public_names(&theirs)));
        }
        // The path from the conflicting use down to what introduced it.
        let mut path = vec![conflict.at];
        if let Need::Call(callee) = self.use_at(conflict.at) {
            if self.checker.funcs[callee].require.is_none() {
                let before = &conflict.before;
                path.extend(self.inference.blame(callee, &|r| r.join(before, self.defs).is_impossible()));
            }
        }
        let diagnostic = self.with_path(diagnostic, &path, &format!("requires '{}'", self.public_names(&ours)));
        self.checker.diags.push(diagnostic);
        true
    }

    /// A function with a `[require]` that needs more than it declares (E36104).
    fn report_undeclared(&mut self, f: usize) {
        let Some(declared) = self.checker.funcs[f].require.clone() else { return };
        let inferred = &self.inference.inferred[f];
        if inferred.is_impossible() || declared.implies(inferred) {
            return;
        }
        // A declared alternative that does not provide what the body needs.
        let Some(&lacking) =
            declared.conjunctions().iter().find(|d| !inferred.conjunctions().iter().any(|i| i.is_subset(d)))
        else {
            return;
        };
        let alternative = Requirement::from_conjunctions(self.defs, [lacking]);
        let path = self.inference.blame(f, &|r| !alternative.implies(r));
        let culprit = path.last().map(|&s| self.inference.need(&self.use_at(s)));
        let needed = culprit.as_ref().unwrap_or(inferred);
        let name = self.name(f);
        // An entry point whose body needs another stage than its own: its
        // stage is what cannot be met (slangc's E36117).
        let stage = self.checker.capabilities.entry_points.iter().find(|(g, _)| *g == f).map(|(_, s)| s.clone());
        if let Some((stage, stage_requirement)) = stage.and_then(|s| Checker::capability(&s).map(|r| (s, r))) {
            if inferred.join(&stage_requirement, self.defs).is_impossible() {
                let msg = format!(
                    "dependencies not compatible on stage: '{name}' requires support for stage '{stage}', but stage is unsupported"
                );
                let diagnostic = Diagnostic::error(E_STAGE_INCOMPATIBLE, self.span_of(f), msg);
                let last = format!("requires '{}'", self.brief(needed));
                let diagnostic = self.with_path(diagnostic, &path, &last);
                self.checker.diags.push(diagnostic);
                return;
            }
        }
        let (conflicts, missing) = infer::missing_atoms(self.defs, needed, &lacking);
        let msg = if conflicts.is_empty() {
            format!("'{name}' uses undeclared capability '{}'", self.public_names(&missing))
        } else {
            format!(
                "'{name}' declares '{}', which its body does not support: it needs '{}' there",
                self.public_names(&self.defs.minimal(&lacking)),
                self.public_names(&conflicts)
            )
        };
        let declared_text = format!("declared here: {}", self.brief(&declared));
        let diagnostic =
            Diagnostic::error(E_UNDECLARED, self.span_of(f), msg).with_label(self.require_span(f), declared_text);
        let last = format!("requires '{}'", self.brief(needed));
        let diagnostic = self.with_path(diagnostic, &path, &last);
        self.checker.diags.push(diagnostic);
    }

    /// The use a step of a path stands for.
    fn use_at(&self, step: Step) -> Need {
        fn find(uses: &[Use], origin: u32) -> Option<&Need> {
            uses.iter().find_map(|u| {
                if u.origin == origin {
                    return Some(&u.need);
                }
                match &u.need {
                    Need::Switch(cases) => cases.iter().find_map(|(_, body)| find(body, origin)),
                    _ => None,
                }
            })
        }
        find(self.inference.uses(step.function), step.origin).cloned().unwrap_or(Need::Fixed(Requirement::none()))
    }

    /// Implementations needing more than their interface method declares (E36110).
    fn report_implementations(&mut self) {
        let checks = std::mem::take(&mut self.checker.capabilities.implementations);
        for check in checks {
            let offered = self.inference.offered(check.implementation).clone();
            if offered.is_impossible() || check.declared.implies(&offered) {
                continue;
            }
            let lacking = check
                .declared
                .conjunctions()
                .iter()
                .find(|d| !offered.conjunctions().iter().any(|o| o.is_subset(d)))
                .copied()
                .unwrap_or(AtomSet::EMPTY);
            let (conflicts, missing) = infer::missing_atoms(self.defs, &offered, &lacking);
            let atoms = self.public_names(&conflicts.union(&missing));
            let msg = format!(
                "'{}' uses capability '{atoms}' that is incompatible with the interface requirement '{}' ({})",
                self.name(check.implementation),
                check.requirement,
                self.brief(&check.declared)
            );
            let diagnostic = Diagnostic::error(E_INTERFACE_REQUIREMENT, check.span, msg);
            let alternative = Requirement::from_conjunctions(self.defs, [lacking]);
            let path = self.inference.blame(check.implementation, &|r| !alternative.implies(r));
            let diagnostic = self.with_path(diagnostic, &path, &format!("requires '{atoms}'"));
            self.checker.diags.push(diagnostic);
        }
    }

    /// Entry points whose needs no context of the target, profile and stage
    /// meets (E36107), with the path to the use that rules it out.
    fn report_entry_points(&mut self, options: &CapabilityOptions) {
        let Some(base) = self.context(options) else { return };
        let entry_points = std::mem::take(&mut self.checker.capabilities.entry_points);
        for (f, stage) in entry_points {
            // With `-entry`, only the entry points named are compiled.
            let requested = &self.checker.capabilities.requested_entries;
            if !requested.is_empty() && !requested.iter().any(|(n, _)| *n == self.checker.funcs[f].name) {
                continue;
            }
            let stage_requirement = Checker::capability(&stage).unwrap_or_else(Requirement::none);
            let context = base.join(&stage_requirement, self.defs);
            let target = match &options.target {
                Some(target) => format!(" for '{target}' compilation target"),
                None => String::new(),
            };
            if context.is_impossible() {
                let msg = format!(
                    "entry point '{}' is for the '{stage}' stage, which the profile '{}' excludes",
                    self.name(f),
                    options.profile.as_deref().unwrap_or("")
                );
                self.checker.diags.push(Diagnostic::error(E_INCOMPATIBLE_TARGET, self.span_of(f), msg));
                continue;
            }
            let needed = self.inference.offered(f).clone();
            if needed.is_impossible() && self.checker.funcs[f].require.is_none() {
                // An inner conflict, already reported where it happens.
                continue;
            }
            if !needed.join(&context, self.defs).is_impossible() {
                continue;
            }
            let path = self.inference.blame(f, &|r| r.join(&context, self.defs).is_impossible());
            let culprit = path.last().map(|&s| self.inference.need(&self.use_at(s))).unwrap_or(needed.clone());
            let available = context.conjunctions().first().copied().unwrap_or(AtomSet::EMPTY);
            let (conflicts, missing) = infer::missing_atoms(self.defs, &culprit, &available);
            let atoms = if conflicts.is_empty() { missing } else { conflicts };
            let what = path.last().map(|&s| self.origin(s).1).unwrap_or_else(|| format!("'{}'", self.name(f)));
            let needs = self.alternatives(&culprit, &available, &atoms);
            let msg = format!(
                "entrypoint '{}' uses features that are not available in '{stage}' stage{target}: {what} requires {needs}",
                self.name(f),
            );
            let diagnostic = Diagnostic::error(E_ENTRY_POINT_UNAVAILABLE, self.span_of(f), msg);
            let diagnostic = self.with_path(diagnostic, &path, &format!("requires {needs}"));
            self.checker.diags.push(diagnostic);
        }
    }

    fn lookup_option(&self, name: &str) -> Result<Requirement, String> {
        self.defs.lookup_or_unmodeled(name).ok_or_else(|| format!("unknown capability name '{name}'"))
    }

    /// What the target, `-profile` and `-capability` options provide
    /// together; `None` (after a diagnostic) when an option names no
    /// capability or the options conflict.
    fn context(&mut self, options: &CapabilityOptions) -> Option<Requirement> {
        let mut parts: Vec<(String, Result<Requirement, String>)> = Vec::new();
        if let Some(target) = &options.target {
            parts.push((format!("the target '{target}'"), self.lookup_option(target)));
        }
        // slangc compiles SPIR-V as GLSL would be: a GLSL version profile
        // (`-profile glsl_440`) names no SPIR-V capability.
        let glsl_profile_for_spirv = options.target.as_deref() == Some("spirv")
            && options.profile.as_deref().is_some_and(|p| p.starts_with("glsl_"));
        if let Some(profile) = options.profile.as_ref().filter(|_| !glsl_profile_for_spirv) {
            let requirement = self.defs.profile(profile).map_err(|e| e.to_string());
            parts.push((format!("-profile {profile}"), requirement));
        }
        for name in &options.capabilities {
            parts.push((format!("-capability {name}"), self.lookup_option(name)));
        }
        let mut context = Requirement::none();
        let mut sources: Vec<String> = Vec::new();
        for (source, requirement) in parts {
            let span = self.checker.main_file_start();
            let requirement = match requirement {
                Ok(requirement) => requirement,
                Err(problem) => {
                    let msg = format!("{source}: {problem}");
                    self.checker.diags.push(Diagnostic::error(E_UNKNOWN_CAPABILITY, span, msg));
                    return None;
                }
            };
            let together = context.join(&requirement, self.defs);
            if together.is_impossible() {
                // slangc compiles on, as if the option were for another
                // target (`-capability cuda_sm_7_0` when compiling SPIR-V).
                let (ours, theirs) = closest_conflict(self.defs, &requirement, &context);
                let msg = format!(
                    "{source} is ignored: it conflicts with {} ('{}' excludes '{}')",
                    sources.join(" and "),
                    self.public_names(&ours),
                    self.public_names(&theirs)
                );
                self.checker.diags.push(Diagnostic::warning(E_INCOMPATIBLE_TARGET, span, msg));
                continue;
            }
            context = together;
            sources.push(source);
        }
        Some(context)
    }
}

/// The conflicting atoms of the closest pair of alternatives of `a` and `b`
/// (whose join is impossible): `a`'s side and `b`'s side.
fn closest_conflict(defs: &Definitions, a: &Requirement, b: &Requirement) -> (AtomSet, AtomSet) {
    let mut best: Option<(usize, AtomSet, AtomSet)> = None;
    for x in a.conjunctions() {
        for y in b.conjunctions() {
            let (ours, theirs) = (defs.conflicting(x, y), defs.conflicting(y, x));
            let size = ours.len() + theirs.len();
            if best.as_ref().is_none_or(|(s, _, _)| size < *s) {
                best = Some((size, defs.minimal(&ours), defs.minimal(&theirs)));
            }
        }
    }
    best.map_or((AtomSet::EMPTY, AtomSet::EMPTY), |(_, ours, theirs)| (ours, theirs))
}
