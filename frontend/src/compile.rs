//! The frontend as one call: source text to a verified IR module.
//!
//! Before checking, the driver resolves the module graph: `import m;`
//! loads `m.slang` (or `m/…` for dotted names) from the importing file's
//! directory and the `-I` directories as a separate module; `__include`
//! adds a file to the current module. Modules are handed to the checker
//! imports first.

use crate::ast::{Ast, DeclKind, ModuleRef};
use crate::check::{check_and_lower, CapabilityOptions, FunctionCapabilities, ModuleDecl, SourceUnit};
use crate::diag::{Diagnostic, Diagnostics, Severity, WarningControl};
use crate::preprocess::{preprocess, PpOptions};
use crate::source::{FileId, SourceMap, Span};
use crate::token::{Punct, TokenKind};
use nsl_ir::{Context, Op};
use rustc_hash::FxHashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The core module's source, compiled into the binary.
pub const CORE_MODULE: &str = include_str!("../core/core.slang");

/// The part of the core module written in Slang with bodies (built on the
/// intrinsics of [`CORE_MODULE`]): checked as a module every other module
/// imports, its functions lowered only when called.
pub const CORE_PRELUDE: &str = include_str!("../core/prelude.slang");

/// The GLSL part of the core module (Slang's GLSL compatibility mode):
/// GLSL's type names, built-in variables and functions, written in Slang
/// over the core module. Added to the prelude's module when the input is
/// GLSL (`-allow-glsl`, or a `#version` directive in the main file).
pub const CORE_GLSL: &str = include_str!("../core/glsl.slang");

/// An imported module's file that is not found or cannot be read (slangc
/// reports both as E00001, "cannot open file").
pub const E_CANNOT_FIND: &str = "E00001";
pub const E_IMPORT_CYCLE: &str = "E90004";
pub const E_MISSING_IMPLEMENTING: &str = "E30500";

/// How deep imports may nest.
const MAX_IMPORT_DEPTH: usize = 64;

/// The language the frontend produces: the ops of the core dialects but
/// those of atomic-typed memory (which only the `atomic-memory` pass
/// makes). Generic functions are generic IR (`gen`), for `specialize`;
/// generic structs are still instantiated by the checker.
pub fn output_language(ctx: &Context) -> nsl_ir::Language {
    let core: Vec<&str> = nsl_dialects::CORE_DIALECTS.iter().map(|d| d.name).collect();
    nsl_ir::Language::dialects(ctx, &core)
        .without_ops(&[nsl_dialects::gpu::ATOMIC_LOAD.name, nsl_dialects::gpu::ATOMIC_STORE.name])
}

/// The language of the frontend's `module`: [`output_language`], plus
/// `Monomorphic` when it holds no generic IR (a program without generic
/// functions, which passes that need `Monomorphic` may take without
/// `specialize`).
pub fn module_language(ctx: &Context, module: Op) -> nsl_ir::Language {
    let lang = output_language(ctx);
    let mono = nsl_dialects::invariants::MONOMORPHIC;
    if (mono.check)(ctx, module).is_ok() {
        lang.with_invariant(mono)
    } else {
        lang
    }
}

/// Everything a compilation produces: the sources (for rendering
/// diagnostics), the diagnostics, and the IR when checking succeeded.
pub struct Compilation {
    pub sources: SourceMap,
    pub diags: Diagnostics,
    pub ctx: Context,
    pub module: Option<Op>,
    /// The requirements of the functions `--print-capabilities` asked for.
    pub capabilities: Vec<FunctionCapabilities>,
    /// Time spent inferring and checking capabilities after lowering.
    pub capability_time: Duration,
}

/// Preprocesses, parses, checks and lowers `text` (named `path`), with the
/// core module in scope. The module is `None` when an error was reported.
pub fn compile(path: &str, text: &str, opts: &PpOptions, warnings_as_errors: bool) -> Compilation {
    compile_with(path, text, opts, warnings_as_errors, &CapabilityOptions::default())
}

/// [`compile`] for a target: entry points are checked against the
/// capabilities the target, profile and `-capability` options provide.
pub fn compile_with(
    path: &str,
    text: &str,
    opts: &PpOptions,
    warnings_as_errors: bool,
    capabilities: &CapabilityOptions,
) -> Compilation {
    let warnings = WarningControl { all_as_errors: warnings_as_errors, ..WarningControl::default() };
    let options =
        FrontendOptions { warnings, capabilities: capabilities.clone(), unscoped_enum: false, matrix_row_major: false };
    compile_full(path, text, opts, &options)
}

/// The language options of the command line (besides the preprocessor's).
#[derive(Clone, Debug, Default)]
pub struct FrontendOptions {
    /// Warnings disabled or made errors (`-Wno-N`, `-warnings-as-errors`).
    pub warnings: WarningControl,
    pub capabilities: CapabilityOptions,
    /// `-unscoped-enum`: the cases of an `enum` (not an `enum class`) are
    /// also visible unqualified in the scope that declares it.
    pub unscoped_enum: bool,
    /// `-matrix-layout-row-major`: a matrix declared without a layout is
    /// row-major (else column-major, slangc's default). The checker reads
    /// it where it lays out a matrix itself (byte-address buffer accesses);
    /// the `matrix-layout` pass decides the types.
    pub matrix_row_major: bool,
}

/// [`compile_with`] with every frontend option.
pub fn compile_full(path: &str, text: &str, opts: &PpOptions, options: &FrontendOptions) -> Compilation {
    let capabilities = &options.capabilities;
    let mut sources = SourceMap::default();
    let mut diags = Diagnostics { control: options.warnings.clone(), ..Diagnostics::default() };
    let mut ctx = nsl_dialects::core_context();

    let core_file = sources.add("<core>", CORE_MODULE);

    let mut graph = ModuleGraph {
        sources: &mut sources,
        diags: &mut diags,
        opts,
        files: Vec::new(),
        by_path: FxHashMap::default(),
        final_id: Vec::new(),
        modules: Vec::new(),
        included: FxHashMap::default(),
        import_glsl: false,
        reexports: Vec::new(),
        missing_imports: 0,
    };
    let main = graph.add_file(path, text.to_string());
    graph.load_module(main, None, 0);
    let import_glsl = graph.import_glsl;
    let missing_imports = graph.missing_imports;
    let (mut asts, mut unit_modules, mut modules) = graph.finish();
    // The prelude is module 0, imported by every module; its file goes
    // last so that the first source unit stays the compiled file.
    let prelude_file = sources.add("<core-prelude>", CORE_PRELUDE);
    let prelude_tokens = preprocess(&mut sources, prelude_file, &PpOptions::default(), &mut diags);
    asts.push(crate::parser::parse(&prelude_tokens.tokens, &mut diags));
    for m in unit_modules.iter_mut() {
        *m += 1;
    }
    unit_modules.push(0);
    // The core module's GLSL intrinsics (`#ifdef __NSL_GLSL`) exist in
    // GLSL mode only.
    let glsl = opts.allow_glsl || import_glsl || asts.iter().any(|a| a.glsl);
    let core_opts = PpOptions {
        defines: if glsl { vec![("__NSL_GLSL".to_string(), None)] } else { Vec::new() },
        ..PpOptions::default()
    };
    let core_tokens = preprocess(&mut sources, core_file, &core_opts, &mut diags);
    let core = crate::parser::parse(&core_tokens.tokens, &mut diags);
    if glsl {
        let glsl_file = sources.add("<core-glsl>", CORE_GLSL);
        let glsl_tokens = preprocess(&mut sources, glsl_file, &PpOptions::default(), &mut diags);
        asts.push(crate::parser::parse(&glsl_tokens.tokens, &mut diags));
        unit_modules.push(0);
    }
    for m in modules.iter_mut() {
        for i in m.imports.iter_mut().chain(m.reexports.iter_mut()) {
            *i += 1;
        }
        m.imports.insert(0, 0);
    }
    modules.insert(
        0,
        ModuleDecl { name: "core".into(), legacy: true, imports: Vec::new(), reexports: Vec::new(), prelude: true },
    );
    // Syntax errors leave holes in the tree; checking it would only add
    // follow-on errors, so stop here. A module an import names that does
    // not exist is no hole: as slangc, check the rest (its names are
    // undefined).
    let errors = diags.dropped + diags.list.iter().filter(|d| d.severity == Severity::Error).count();
    if errors > missing_imports {
        return Compilation {
            sources,
            diags,
            ctx,
            module: None,
            capabilities: Vec::new(),
            capability_time: Duration::ZERO,
        };
    }
    let units: Vec<SourceUnit> =
        asts.iter().zip(&unit_modules).map(|(ast, &module)| SourceUnit { ast, module }).collect();
    let (module, capability_report, capability_time) = check_and_lower(
        &units,
        &modules,
        &core,
        &sources,
        &mut diags,
        &mut ctx,
        capabilities,
        options.unscoped_enum,
        options.matrix_row_major,
    );
    crate::check::enum_types::erase_enums(&mut ctx, module);
    if std::env::var_os("NSLC_DEBUG_IR").is_some() {
        eprintln!("{}", nsl_ir::printer::print_op(&ctx, module));
    }
    if diags.has_errors() {
        return Compilation { sources, diags, ctx, module: None, capabilities: capability_report, capability_time };
    }
    if let Err(errors) = nsl_ir::verify::verify(&ctx, module) {
        // Lowering produced invalid IR: a compiler bug, reported as such
        // rather than as a crash.
        let span = Span::new(main, 0, 0);
        for e in errors {
            let msg = format!("internal error: the lowered IR does not verify: {}", e.message);
            diags.push(Diagnostic::error("E99999", span, msg));
        }
        return Compilation {
            sources,
            diags,
            ctx,
            module: None,
            capabilities: Vec::new(),
            capability_time: Duration::ZERO,
        };
    }
    Compilation { sources, diags, ctx, module: Some(module), capabilities: capability_report, capability_time }
}

/// Loads files and modules, depth first, so that a module is complete
/// (numbered) only after everything it imports.
struct ModuleGraph<'s> {
    sources: &'s mut SourceMap,
    diags: &'s mut Diagnostics,
    opts: &'s PpOptions,
    /// Parsed files with the (provisional) module they belong to.
    files: Vec<(Ast, usize)>,
    /// Provisional module ids by the path of their primary file.
    by_path: FxHashMap<PathBuf, usize>,
    /// Per provisional id: the final id once complete.
    final_id: Vec<Option<usize>>,
    modules: Vec<ModuleDecl>,
    included: FxHashMap<PathBuf, ()>,
    /// Some file says `import glsl;`.
    import_glsl: bool,
    /// Per final module id: the modules it re-exports (`__exported import`),
    /// transitively; an importer of the module imports them too.
    reexports: Vec<Vec<usize>>,
    /// Modules an `import` names that no file holds (E00001): slangc goes
    /// on checking without them.
    missing_imports: usize,
}

impl<'s> ModuleGraph<'s> {
    fn add_file(&mut self, path: &str, text: String) -> FileId {
        self.sources.add(path, text)
    }

    fn parse(&mut self, file: FileId) -> Ast {
        let out = preprocess(self.sources, file, self.opts, self.diags);
        let glsl = out.glsl || self.opts.allow_glsl;
        // `import glsl;` also lets the file use GLSL's declaration syntax
        // (`layout(location = 0) out highp vec4 c;`), as in slangc; its
        // globals keep Slang's meaning (a plain `float g;` is a uniform).
        let imports_glsl = out.tokens.windows(3).any(|w| {
            matches!(&w[0].kind, TokenKind::Ident(a) if a == "import")
                && w[0].at_line_start
                && matches!(&w[1].kind, TokenKind::Ident(b) | TokenKind::StringLit(b) if b == "glsl")
                && matches!(w[2].kind, TokenKind::Punct(Punct::Semi))
        });
        let ast_glsl = glsl || imports_glsl;
        let mut ast = crate::parser::parse_with_language(&out.tokens, self.diags, ast_glsl, out.language);
        ast.glsl = glsl;
        ast.imports_glsl = imports_glsl;
        ast
    }

    /// Loads the module whose primary file is `file`; returns its
    /// provisional id. `site` is the import that asked for it.
    fn load_module(&mut self, file: FileId, site: Option<Span>, depth: usize) -> usize {
        let path = PathBuf::from(&self.sources.file(file).name);
        let id = self.final_id.len();
        self.final_id.push(None);
        self.by_path.insert(path.clone(), id);
        let mut decl = ModuleDecl {
            name: module_name(&path),
            legacy: true,
            imports: Vec::new(),
            reexports: Vec::new(),
            prelude: false,
        };
        let mut reexports: Vec<usize> = Vec::new();
        let mut pending = vec![file];
        while let Some(f) = pending.pop() {
            let ast = self.parse(f);
            let dir = Path::new(&self.sources.file(f).name).parent().map(Path::to_path_buf).unwrap_or_default();
            let primary = f == file;
            let mut saw_implementing = false;
            for &d in &ast.roots {
                let decl_span = ast.decl(d).span;
                match &ast.decl(d).kind {
                    DeclKind::Module(r) if primary => {
                        decl.legacy = false;
                        if let ModuleRef::Path(p) = r {
                            decl.name = p.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(".");
                        }
                    }
                    DeclKind::Implementing(_) => saw_implementing = true,
                    DeclKind::Include(r) => {
                        if let Some(inc) = self.find(&dir, r, decl_span) {
                            if self.included.insert(inc.clone(), ()).is_none() {
                                if let Some(fid) = self.read(&inc, decl_span) {
                                    pending.push(fid);
                                }
                            }
                        }
                    }
                    // `import glsl;`: the core module's GLSL part (see
                    // `compile_full`), not a file.
                    DeclKind::Import(ModuleRef::Path(p)) if p.len() == 1 && p[0].name == "glsl" => {
                        self.import_glsl = true;
                    }
                    // `import "glsl";` names the same module (when no file
                    // of that name is beside the importer).
                    DeclKind::Import(ModuleRef::File { path, .. }) if path == "glsl" && !dir.join("glsl").is_file() => {
                        self.import_glsl = true;
                    }
                    DeclKind::Import(r) => {
                        let Some(target) = self.find(&dir, r, decl_span) else { continue };
                        let child = match self.by_path.get(&target) {
                            Some(&c) if self.final_id[c].is_none() => {
                                let msg = format!("import cycle: '{}' imports itself", target.display());
                                self.diags.push(Diagnostic::error(E_IMPORT_CYCLE, decl_span, msg));
                                continue;
                            }
                            Some(&c) => c,
                            None if depth >= MAX_IMPORT_DEPTH => {
                                let msg = format!("imports nest deeper than {MAX_IMPORT_DEPTH} modules");
                                self.diags.push(Diagnostic::error(E_IMPORT_CYCLE, decl_span, msg));
                                continue;
                            }
                            None => {
                                let Some(fid) = self.read(&target, decl_span) else { continue };
                                self.load_module(fid, Some(decl_span), depth + 1)
                            }
                        };
                        if let Some(done) = self.final_id[child] {
                            let exported = ast.decl(d).modifiers.has(&crate::ast::ModifierKind::Exported);
                            let mut seen = vec![done];
                            seen.extend(self.reexports[done].iter().copied());
                            for i in seen {
                                if !decl.imports.contains(&i) {
                                    decl.imports.push(i);
                                }
                                if exported && !reexports.contains(&i) {
                                    reexports.push(i);
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
            if !primary && !saw_implementing {
                let name = self.sources.file(f).name.clone();
                let span = ast.roots.first().map_or(Span::new(f, 0, 0), |&d| ast.decl(d).span);
                let msg = format!("missing 'implementing' declaration in the included source file '{name}'");
                self.diags.push(Diagnostic::error(E_MISSING_IMPLEMENTING, span, msg));
            }
            self.files.push((ast, id));
        }
        let _ = site;
        self.final_id[id] = Some(self.modules.len());
        decl.reexports = reexports.clone();
        self.modules.push(decl);
        self.reexports.push(reexports);
        id
    }

    /// The file a module or include reference names.
    fn find(&mut self, dir: &Path, r: &ModuleRef, span: Span) -> Option<PathBuf> {
        let candidates: Vec<PathBuf> = match r {
            // `import "lib"` and `__include "lib"` find `lib.slang` too.
            ModuleRef::File { path, .. } => {
                // `\` separates directories too (a Windows path).
                let path = &path.replace('\\', "/");
                let mut out = vec![PathBuf::from(path)];
                if !path.ends_with(".slang") {
                    out.push(PathBuf::from(format!("{path}.slang")));
                }
                out
            }
            ModuleRef::Path(parts) => {
                // As Slang looks: the name as spelled, then with each `_`
                // read as `-` (`import my_lib;` finds `my-lib.slang`).
                let mut out: Vec<PathBuf> = Vec::new();
                for hyphens in [false, true] {
                    let names: Vec<String> =
                        parts.iter().map(|p| if hyphens { p.name.replace('_', "-") } else { p.name.clone() }).collect();
                    let nested: PathBuf = names.iter().collect();
                    for c in [nested.with_extension("slang"), PathBuf::from(format!("{}.slang", names.join(".")))] {
                        if !out.contains(&c) {
                            out.push(c);
                        }
                    }
                }
                out
            }
        };
        let dirs: Vec<PathBuf> =
            std::iter::once(dir.to_path_buf()).chain(self.opts.include_dirs.iter().cloned()).collect();
        for d in &dirs {
            for c in &candidates {
                let full = d.join(c);
                if self.exists(&full) {
                    return Some(full);
                }
            }
        }
        let shown = candidates.first().map_or(String::new(), |c| c.display().to_string());
        self.diags.push(Diagnostic::error(E_CANNOT_FIND, span, format!("cannot open file '{shown}'")));
        self.missing_imports += 1;
        None
    }

    fn exists(&self, p: &Path) -> bool {
        match &self.opts.include_loader {
            Some(l) => l.load(p).is_some(),
            None => p.is_file(),
        }
    }

    fn read(&mut self, p: &Path, span: Span) -> Option<FileId> {
        let text = match &self.opts.include_loader {
            Some(l) => l.load(p),
            None => std::fs::read(p).ok().map(|b| String::from_utf8_lossy(&b).into_owned()),
        };
        match text {
            Some(t) => Some(self.sources.add(p.display().to_string(), t)),
            None => {
                let msg = format!("cannot open file '{}'", p.display());
                self.diags.push(Diagnostic::error(E_CANNOT_FIND, span, msg));
                None
            }
        }
    }

    /// The parsed files, the final module of each, and the modules in
    /// dependency order.
    fn finish(self) -> (Vec<Ast>, Vec<usize>, Vec<ModuleDecl>) {
        let mut asts = Vec::new();
        let mut mods = Vec::new();
        for (ast, provisional) in self.files {
            asts.push(ast);
            mods.push(self.final_id[provisional].unwrap_or(0));
        }
        (asts, mods, self.modules)
    }
}

fn module_name(path: &Path) -> String {
    path.file_stem().map_or_else(|| "main".to_string(), |s| s.to_string_lossy().into_owned())
}
