//! Textual pipelines in MLIR's syntax:
//! `module(func(cse,canonicalize),inline{max-size=40})`.
//!
//! A bare list (`cse,inline`) means `module(...)`. A function pass written
//! at module level runs on every function, as if nested in `func(...)`.

use crate::manager::{Anchor, Step};
use crate::registry::{lookup, PassOptions, REGISTRY};
use nsl_ir::{Diagnostic, Loc};

pub fn parse_pipeline(text: &str) -> Result<Vec<Step>, Diagnostic> {
    let mut p = PipelineParser { text, pos: 0 };
    p.skip_ws();
    let steps = if p.peek_word() == Some("module") && p.text[p.pos + 6..].trim_start().starts_with('(') {
        p.word();
        p.expect('(')?;
        let steps = p.list(Anchor::Module)?;
        p.expect(')')?;
        steps
    } else {
        p.list(Anchor::Module)?
    };
    p.skip_ws();
    if p.pos < text.len() {
        return Err(p.error(format!("unexpected '{}' after the pipeline", &text[p.pos..])));
    }
    Ok(steps)
}

struct PipelineParser<'t> {
    text: &'t str,
    pos: usize,
}

impl PipelineParser<'_> {
    fn error(&self, msg: String) -> Diagnostic {
        Diagnostic::error("NSL3001", Loc::UNKNOWN, format!("in pipeline at column {}: {msg}", self.pos + 1))
    }
    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += self.text[self.pos..].chars().next().map_or(1, char::len_utf8);
        }
    }
    fn peek_char(&mut self) -> Option<char> {
        self.skip_ws();
        self.text[self.pos..].chars().next()
    }
    fn expect(&mut self, c: char) -> Result<(), Diagnostic> {
        if self.peek_char() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error(format!("expected '{c}'")))
        }
    }
    fn peek_word(&mut self) -> Option<&str> {
        self.skip_ws();
        let rest = &self.text[self.pos..];
        let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_')).unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    }
    fn word(&mut self) -> Option<String> {
        let w = self.peek_word()?.to_string();
        self.pos += w.len();
        Some(w)
    }

    fn list(&mut self, anchor: Anchor) -> Result<Vec<Step>, Diagnostic> {
        let mut steps = Vec::new();
        loop {
            if matches!(self.peek_char(), None | Some(')')) {
                break;
            }
            steps.push(self.step(anchor)?);
            if self.peek_char() == Some(',') {
                self.pos += 1;
            } else {
                break;
            }
        }
        Ok(steps)
    }

    fn step(&mut self, anchor: Anchor) -> Result<Step, Diagnostic> {
        let start = self.pos;
        let Some(name) = self.word() else { return Err(self.error("expected a pass name".into())) };
        if name == "func" && self.peek_char() == Some('(') {
            if anchor != Anchor::Module {
                return Err(self.error("func(...) may only be nested in module(...)".into()));
            }
            self.pos += 1;
            let inner = self.list(Anchor::Function)?;
            self.expect(')')?;
            return Ok(Step::Nest(Anchor::Function, inner));
        }
        let Some(info) = lookup(&name) else {
            self.pos = start;
            let known: Vec<_> = REGISTRY.iter().map(|p| p.name).collect();
            return Err(self.error(format!("unknown pass '{name}' (known passes: {})", known.join(", "))));
        };
        if anchor == Anchor::Function && info.anchor == Anchor::Module {
            self.pos = start;
            return Err(self.error(format!("'{name}' runs on the whole module and cannot be nested in func(...)")));
        }
        let mut options = PassOptions::default();
        if self.peek_char() == Some('{') {
            self.pos += 1;
            loop {
                match self.peek_char() {
                    Some('}') => {
                        self.pos += 1;
                        break;
                    }
                    Some(',') => self.pos += 1,
                    None => return Err(self.error("unterminated option list".into())),
                    _ => {
                        let Some(key) = self.word() else { return Err(self.error("expected an option name".into())) };
                        let value = if self.peek_char() == Some('=') {
                            self.pos += 1;
                            self.skip_ws();
                            let rest = &self.text[self.pos..];
                            let end =
                                rest.find(|c: char| c.is_whitespace() || c == ',' || c == '}').unwrap_or(rest.len());
                            self.pos += end;
                            rest[..end].to_string()
                        } else {
                            String::new()
                        };
                        options.values.push((key, value));
                    }
                }
            }
        }
        let pass = info.instantiate(&options).map_err(|m| Diagnostic::error("NSL3002", Loc::UNKNOWN, m))?;
        Ok(Step::Pass(pass))
    }
}

/// The pipeline from the frontend's IR to the input language of the SPIR-V
/// emitter: resolve `__target_switch`es; give matrices declared without a
/// layout `matrix_layout` (row- or column-major); remove empty structs;
/// optimize (`optimize`:
/// inline small functions, split aggregate variables, promote variables, fold, merge, saturate the
/// pure dataflow with `egraph-opt` and delete); legalize
/// built-ins and entry points (only `entry`'s, when given); delete the
/// functions no kept entry point reaches (so that the globals only they
/// used are dropped); assign bindings (to every global, used or not, so
/// slots do not depend on the entry point); legalize resources, block
/// memory, atomics on local memory and pointer arguments; clean up again.
pub fn spirv_pipeline(entry: Option<&str>, optimize: bool, matrix_layout: nsl_ir::MatrixLayout) -> String {
    spirv_pipeline_with(entry, optimize.then_some(Optimize::default()), matrix_layout)
}

/// How the SPIR-V pipeline optimises, when it does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Optimize {
    /// Run `egraph-opt` after `cse` in both clean-ups.
    pub egraph: bool,
    /// Let `egraph-opt` change float results (`fp-mode=fast`).
    pub fast_math: bool,
}

impl Default for Optimize {
    fn default() -> Optimize {
        Optimize { egraph: true, fast_math: false }
    }
}

/// [`spirv_pipeline`] with the optimisations chosen (`None`: `-O0`).
pub fn spirv_pipeline_with(
    entry: Option<&str>,
    optimize: Option<Optimize>,
    matrix_layout: nsl_ir::MatrixLayout,
) -> String {
    vulkan_pipeline("spirv", &[], &[], entry, optimize, matrix_layout)
}

/// The pipeline from the frontend's IR to the text targets' printer
/// language (`target` is `glsl`, `hlsl`, `wgsl`, `metal`, `cuda` or `cpp`): the SPIR-V pipeline,
/// whose storage classes are those targets' resource kinds (for C++, the
/// bindings the runtime fills), with `__target_switch`
/// resolved for `target` and integer matrices lowered to arrays of rows
/// (`lower-int-matrices`) right after the layouts are decided; for GLSL
/// and WGSL, column-major matrices in blocks held as arrays of columns
/// (`block-matrix-columns`) once blocks are accessed leaf by leaf; for
/// WGSL, arrays of scalars and 2-vectors in uniform memory held as arrays
/// of 4-vectors (`pad-uniform-arrays`: std140's stride, which WGSL's
/// uniform address space requires); for WGSL and Metal, the memory atomics
/// touch typed `!gpu.Atomic<T>` (`atomic-memory`).
/// Optimising, it runs `egraph-opt` in exact floating-point mode.
pub fn text_pipeline(target: &str, entry: Option<&str>, optimize: bool, matrix_layout: nsl_ir::MatrixLayout) -> String {
    let late: &[&str] = match target {
        "glsl" => &["block-matrix-columns"],
        "wgsl" => &["block-matrix-columns", "pad-uniform-arrays", "atomic-memory"],
        "cuda" => &["globals-as-params"],
        "metal" => &["block-matrix-columns", "atomic-memory", "globals-as-params{all=true}"],
        _ => &[],
    };
    let optimize = optimize.then_some(Optimize::default());
    vulkan_pipeline(target, &["lower-int-matrices"], late, entry, optimize, matrix_layout)
}

fn vulkan_pipeline(
    target: &str,
    lowering: &[&str],
    block_lowering: &[&str],
    entry: Option<&str>,
    optimize: Option<Optimize>,
    matrix_layout: nsl_ir::MatrixLayout,
) -> String {
    // Text targets count operations; SPIR-V weighs instructions by latency.
    let cost = if target == "spirv" { "" } else { "target=text" };
    let egraph = match optimize {
        Some(Optimize { egraph: true, fast_math }) => {
            let options: Vec<&str> =
                [if fast_math { "fp-mode=fast" } else { "" }, cost].into_iter().filter(|o| !o.is_empty()).collect();
            if options.is_empty() {
                "egraph-opt,".to_string()
            } else {
                format!("egraph-opt{{{}}},", options.join(","))
            }
        }
        _ => String::new(),
    };
    let cleanup = format!("func(mem2reg,canonicalize,if-to-select,cse,{egraph}dce)");
    // The stage interface follows the target's conventions.
    let entry_options: Vec<String> = entry
        .map(|e| format!("entry={e}"))
        .into_iter()
        .chain((target != "spirv").then(|| format!("target={target}")))
        .collect();
    // Implicit-LOD sampling only where the kept entry points' stages
    // have derivatives.
    let stage_lod = match entry {
        Some(e) => format!("stage-lod{{entry={e}}}"),
        None => "stage-lod".to_string(),
    };
    let entry = if entry_options.is_empty() { String::new() } else { format!("{{{}}}", entry_options.join(",")) };
    let mut steps = vec![
        // Generic IR first: autodiff sees only concrete functions.
        "specialize".to_string(),
        // No target runs recursive calls (slangc's E55201).
        "check-recursion".to_string(),
        "fwd-diff".to_string(),
        "bwd-diff".to_string(),
        "lower-existentials".to_string(),
        "lower-descriptor-handles".to_string(),
        format!("func(select-target{{target={target}}})"),
        format!("matrix-layout{{default={}}}", crate::matrix_layout::option_value(matrix_layout)),
    ];
    // Uniformity on the frontend's IR (calls, variables and conditions as
    // written; folding would change verdicts): barriers under non-uniform
    // control flow are errors in WGSL, warnings elsewhere.
    steps.push(if target == "wgsl" {
        "check-uniformity{mode=wgsl}".to_string()
    } else {
        "check-uniformity".to_string()
    });
    steps.push("func(strip-uniformity-hints)".to_string());
    // Wave reads, min, max, and/or and votes of subgroup-uniform values.
    if optimize.is_some() {
        steps.push("fold-uniform-wave-ops".to_string());
    }
    // WGSL has workgroupUniformLoad; elsewhere it is barrier, load, barrier.
    if target != "wgsl" {
        steps.push("func(expand-workgroup-uniform-load)".to_string());
    }
    // HLSL, CUDA and C++ have `float1x2`; the others reject it, as slangc does.
    if matches!(target, "spirv" | "glsl" | "wgsl" | "metal") {
        steps.push(format!("check-shapes{{target={target}}}"));
    }
    steps.extend(lowering.iter().map(|s| s.to_string()));
    // Resources inside uniform structs (`ParameterBlock<S>`) move to
    // globals of their own, bound after the block, as slangc binds them.
    // Calls passing a pointer into such a struct (a method of it:
    // `block.get(i)`) are inlined first, so that the pass sees the
    // accesses themselves.
    steps.push("inline{resources-only=true}".to_string());
    steps.push("split-resource-globals".to_string());
    // No target has empty structs (Vulkan drivers reject some, WGSL has
    // none): they go before anything else sees them.
    steps.push("eliminate-empty-structs".to_string());
    // Locals of structs holding resources split into a variable per field
    // (again once calls are inlined), so that resources flow directly;
    // and, at every level, calls passing resources or pointers into
    // buffers inlined whatever the callee's size.
    steps.push("func(split-resource-vars)".to_string());
    steps.push("inline{resources-only=true}".to_string());
    steps.push("func(split-resource-vars)".to_string());
    // Texel offsets that locals compute from constants become constants
    // (targets take only constant offsets outside gathers), at -O0 too.
    steps.push("func(const-texel-offsets)".to_string());

    if optimize.is_some() {
        steps.extend([
            "inline".to_string(),
            // Locals of structs and short arrays, once calls are inlined,
            // split into a variable per member, for mem2reg to promote.
            "func(split-resource-vars,scalar-replace-aggregates)".to_string(),
            cleanup,
            "symbol-dce".to_string(),
        ]);
    }
    steps.extend([
        "spirv-builtins".to_string(),
        "spirv-ray-tracing".to_string(),
        stage_lod,
        format!("spirv-entry-points{entry}"),
        "symbol-dce".to_string(),
    ]);
    // Targets without combined texture-samplers get a texture and a
    // sampler for each, as slangc splits them.
    // HLSL splits an array of them into a texture array and a sampler
    // array; the others refuse it (NSL3180).
    if target == "hlsl" {
        steps.push("split-combined-samplers{arrays=true}".to_string());
    } else if !matches!(target, "spirv" | "glsl") {
        steps.push("split-combined-samplers".to_string());
    }
    steps.extend(["assign-bindings".to_string(), "spirv-resources".to_string(), "spirv-block-layout".to_string()]);
    steps.extend(block_lowering.iter().map(|s| s.to_string()));
    steps.push("func(spirv-local-atomics,spirv-pointer-args)".to_string());
    if optimize.is_some() {
        // Private globals only an entry point touches become its locals,
        // for mem2reg.
        steps.push("private-to-local".to_string());
        steps.push(format!("func(mem2reg,canonicalize,if-to-select,cse,{egraph}dce)"));
    }
    // Vulkan drivers get no OpSRem, and no transcendental of f64
    // (GLSL.std.450, GLSL and HLSL lack them): the backends' languages
    // require `NoSignedRem` and `NoF64Transcendentals`, which clean-ups
    // that may fold them back do not keep.
    // GLSL, HLSL and WGSL have no element-wise math on matrices: it runs
    // on each row (`split-matrix-math`).
    if target == "spirv" {
        steps.push("func(narrow-f64-math,expand-signed-rem)".to_string());
    } else if matches!(target, "glsl" | "hlsl") {
        steps.push("func(narrow-f64-math,expand-signed-rem,split-matrix-math)".to_string());
    } else if target == "wgsl" {
        // WGSL rejects loops without an exit, which folding can leave.
        steps.push("func(expand-signed-rem,split-matrix-math,loop-exits)".to_string());
    }
    // What the target cannot express at all is an error here, before its
    // backend (establishes `LegalTypes(target)`).
    steps.push(format!("check-target{{target={target}}}"));
    format!("module({})", steps.join(","))
}
