//! The command line of `nslc` and `nslc run`: slangc's whole command line
//! (every option of Slang's `docs/command-line-slangc-reference.md`, in
//! slangc's spelling) plus nanoslang's own options, parsed by one table.
//!
//! Each option is a row: its names, its arity and what it does — set a
//! field of [`Options`], or nothing (an option that cannot change what
//! nanoslang produces is accepted silently; one that would change slangc's
//! output in a way nanoslang does not reproduce is accepted with one
//! warning, `warning: nslc ignores -obfuscate`). Long options take one dash
//! or two (`-target`, `--target`), and `--name=value` for options with one
//! value. Options whose value is glued to the name (`-DNAME=V`, `-IDIR`,
//! `-O2`, `-g3`, `-Wno-41020`, `-W41020`, `-fvk-t-shift`, `-Xdxc...`) are
//! matched by prefix. An option slangc does not have is an error
//! (`E00017`, slangc's code), as is a missing value (`E100001`).

use nsl_ir::MatrixLayout;

/// Which command line: `nslc FILE ...` or `nslc run FILE ...` (which also
/// takes the runner's options).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Compile,
    Run,
}

/// A command-line error: slangc's code and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub code: &'static str,
    pub message: String,
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "error[{}]: {}", self.code, self.message)
    }
}

/// `-Wno-N`, `-W N`, `-warnings-disable`, `-warnings-as-errors`, applied
/// in command-line order.
pub use nsl_frontend::diag::WarningControl as WarningOptions;

/// A `-fvk-<kind>-shift N SPACE` option: registers `kind` (`b`, `s`, `t`,
/// `u`) of `space` (`None`: every space) bind at their number plus `shift`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VkShift {
    pub kind: char,
    pub shift: u32,
    pub space: Option<u32>,
}

/// An `-entry NAME` and the `-stage` after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub stage: Option<String>,
}

/// Everything the command line says.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub inputs: Vec<String>,
    /// `-o FILE` (`-` or absent: stdout).
    pub output: Option<String>,
    pub target: Option<String>,
    /// Every `-target` given, to refuse one given twice.
    pub targets_seen: Vec<String>,
    /// Every option of the table in command-line order (its first name and
    /// values), for the checks of [`validate`] that depend on the order.
    pub seen: Vec<(&'static str, Vec<String>)>,
    /// `-E`: preprocess only.
    pub preprocess_only: bool,
    pub defines: Vec<(String, Option<String>)>,
    pub include_dirs: Vec<String>,
    pub warnings: WarningOptions,
    /// `--diagnostics-short`: one line per diagnostic.
    pub short_diagnostics: bool,
    /// `-p` / `--pass-pipeline`: an IR pipeline run after lowering.
    pub pipeline: String,
    pub entries: Vec<Entry>,
    /// A `-stage` before any `-entry`.
    pub stage: Option<String>,
    pub profile: Option<String>,
    pub capabilities: Vec<String>,
    pub ignore_capabilities: bool,
    pub print_capabilities: Option<String>,
    pub time_capabilities: bool,
    /// `-O0` .. `-O3` (default 1).
    pub opt_level: u8,
    /// `exact` (slangc's `precise` and `default`) or `fast`.
    pub fp_mode: String,
    pub no_egraph_opt: bool,
    /// `-validate-uniformity`: check `dynamic_uniform` (E41201, E41203).
    pub validate_uniformity: bool,
    /// `-uniformity default|strict|off`: how barriers and derivatives
    /// under non-uniform control flow are reported.
    pub uniformity: String,
    /// `--time-passes`: each pass's time on stderr.
    pub time_passes: bool,
    /// `--validate`, unless `-skip-spirv-validation` comes after it.
    pub validate: bool,
    pub matrix_layout: Option<MatrixLayout>,
    /// `-unscoped-enum`: enum cases are visible unqualified.
    pub unscoped_enum: bool,
    /// `-g` (2), `-g0` .. `-g3`, `-gminimal` ...: 0 means none.
    pub debug_level: u8,
    pub vk_shifts: Vec<VkShift>,
    /// `-fvk-bind-globals N SET`: the default uniform block's slot.
    pub bind_globals: Option<(u32, u32)>,
    /// `-bindless-space-index N`: the descriptor set of the bindless heaps.
    pub bindless_space: Option<u32>,
    pub use_entrypoint_name: bool,
    pub depfile: Option<String>,
    /// `-conformance Type:Interface[=id]`: the type, the interface and the
    /// type id.
    pub conformances: Vec<(String, String, Option<u32>)>,
    pub allow_glsl: bool,
    /// `-std VERSION`: the language version (`2025`, `2026`, `latest`).
    pub std: Option<String>,
    /// Options accepted but not honoured, as written: one warning each.
    pub ignored: Vec<String>,
    /// `-specialize`'s generic arguments, one text each.
    pub specialize: Vec<String>,
    pub help: bool,
    pub version: bool,
    // `nslc run` only.
    pub backend: Option<String>,
    pub output_using_type: bool,
    pub dispatch: Option<[u32; 3]>,
    /// `--spirv FILE`: run this module instead of nanoslang's.
    pub spirv: Option<String>,
    /// `--render FILE.png`: draw as render-test does and write the image.
    pub render: Option<String>,
    /// `-gcompute`: draw as render-test does and print the buffers.
    pub gcompute: bool,
    /// `--render-offsets`: draw from vertex 3 and instance 1, two instances.
    pub render_offsets: bool,
    /// `--print-conformances`: print the conformances (`T:I`) the inputs'
    /// interface values need beyond the program's, and run nothing.
    pub print_conformances: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            inputs: Vec::new(),
            output: None,
            target: None,
            targets_seen: Vec::new(),
            seen: Vec::new(),
            preprocess_only: false,
            defines: Vec::new(),
            include_dirs: Vec::new(),
            warnings: WarningOptions::default(),
            short_diagnostics: false,
            pipeline: String::new(),
            entries: Vec::new(),
            stage: None,
            profile: None,
            capabilities: Vec::new(),
            ignore_capabilities: false,
            print_capabilities: None,
            time_capabilities: false,
            opt_level: 1,
            fp_mode: "exact".into(),
            no_egraph_opt: false,
            validate_uniformity: false,
            uniformity: "default".to_string(),
            time_passes: false,
            validate: false,
            matrix_layout: None,
            unscoped_enum: false,
            debug_level: 0,
            vk_shifts: Vec::new(),
            bind_globals: None,
            bindless_space: None,
            use_entrypoint_name: false,
            depfile: None,
            conformances: Vec::new(),
            allow_glsl: false,
            std: None,
            ignored: Vec::new(),
            specialize: Vec::new(),
            help: false,
            version: false,
            backend: None,
            output_using_type: false,
            dispatch: None,
            spirv: None,
            render: None,
            gcompute: false,
            print_conformances: false,
            render_offsets: false,
        }
    }
}

/// Splits `A, vector<B, 2>, 3` at its top-level commas, trimmed; empty
/// pieces are dropped.
pub fn split_generic_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for ch in text.chars() {
        match ch {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    out.push(cur);
    out.into_iter().map(|a| a.trim().to_string()).filter(|a| !a.is_empty()).collect()
}

/// `name<A, B>`: the name and its generic arguments' texts (`None` for a
/// plain name).
pub fn split_entry_name(name: &str) -> (String, Option<Vec<String>>) {
    match (name.find('<'), name.strip_suffix('>')) {
        (Some(open), Some(head)) if open > 0 => {
            (name[..open].trim().to_string(), Some(split_generic_args(&head[open + 1..])))
        }
        _ => (name.to_string(), None),
    }
}

impl Options {
    /// The one entry point asked for (`-entry`), when exactly one is.
    pub fn entry(&self) -> Option<&str> {
        match self.entries.as_slice() {
            [one] => Some(one.name.as_str()),
            _ => None,
        }
    }

    /// The stages asked for (each `-entry`'s, and a `-stage` before them).
    pub fn stages(&self) -> impl Iterator<Item = &str> {
        self.stage.iter().chain(self.entries.iter().filter_map(|e| e.stage.as_ref())).map(String::as_str)
    }

    /// The `assign-bindings` pass options the `-fvk-*` options give
    /// (`shift=t:5:all,globals=3:1`), empty without any.
    pub fn binding_options(&self) -> String {
        let mut parts: Vec<String> = self
            .vk_shifts
            .iter()
            .map(|s| format!("shift={}:{}:{}", s.kind, s.shift, s.space.map_or("all".into(), |s| s.to_string())))
            .collect();
        if let Some((binding, set)) = self.bind_globals {
            parts.push(format!("globals={binding}:{set}"));
        }
        if let Some(set) = self.bindless_space {
            parts.push(format!("bindless-space={set}"));
        }
        parts.join(",")
    }

    /// One line per ignored option, `warning: nslc ignores -obfuscate`.
    pub fn ignored_warnings(&self) -> String {
        self.ignored.iter().map(|o| format!("warning: nslc ignores {o}\n")).collect()
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Arity {
    Flag,
    Value,
    Two,
}

/// What an option does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Opt {
    /// Accepted; nothing to do (it changes nothing nanoslang produces).
    Silent,
    /// Accepted with a warning that nslc ignores it.
    Ignored,
    Output,
    Target,
    Preprocess,
    Depfile,
    Entry,
    Stage,
    /// `-specialize A, B`: generic arguments of the entry points.
    Specialize,
    Lang,
    Std,
    RowMajor,
    ColumnMajor,
    IgnoreCapabilities,
    Profile,
    Capability,
    WarningsAsErrors,
    WarningsDisable,
    SkipValidation,
    UnscopedEnum,
    Conformance,
    FpMode,
    BindGlobals,
    BindlessSpace,
    UseEntrypointName,
    AllowGlsl,
    Help,
    Version,
    Rest,
    // nanoslang's own.
    Validate,
    Pipeline,
    PrintCapabilities,
    TimeCapabilities,
    NoEgraph,
    ValidateUniformity,
    Uniformity,
    TimePasses,
    DiagnosticsShort,
    // `nslc run`'s.
    Backend,
    OutputUsingType,
    Dispatch,
    Spirv,
    Render,
    GCompute,
    RenderOffsets,
    PrintConformances,
}

struct Row {
    names: &'static [&'static str],
    arity: Arity,
    opt: Opt,
    /// Only `nslc run` takes it.
    run_only: bool,
}

const fn row(names: &'static [&'static str], arity: Arity, opt: Opt) -> Row {
    Row { names, arity, opt, run_only: false }
}

const fn run_row(names: &'static [&'static str], arity: Arity, opt: Opt) -> Row {
    Row { names, arity, opt, run_only: true }
}

use Arity::{Flag, Two, Value};

/// Every option with a fixed name (the prefix options are matched in
/// [`parse`]): slangc's reference in its order, then nanoslang's own.
const TABLE: &[Row] = &[
    // General.
    row(&["-depfile"], Value, Opt::Depfile),
    row(&["-entry"], Value, Opt::Entry),
    row(&["-specialize"], Value, Opt::Specialize),
    row(&["-emit-ir"], Flag, Opt::Ignored),
    row(&["-h", "-help"], Flag, Opt::Help),
    row(&["-help-style"], Value, Opt::Silent),
    row(&["-lang"], Value, Opt::Lang),
    row(&["-matrix-layout-column-major"], Flag, Opt::ColumnMajor),
    row(&["-matrix-layout-row-major"], Flag, Opt::RowMajor),
    row(&["-restrictive-capability-check"], Flag, Opt::Ignored),
    row(&["-ignore-capabilities"], Flag, Opt::IgnoreCapabilities),
    row(&["-minimum-slang-optimization"], Flag, Opt::Silent),
    row(&["-disable-non-essential-validations"], Flag, Opt::Ignored),
    row(&["-disable-source-map"], Flag, Opt::Silent),
    row(&["-module-name"], Value, Opt::Ignored),
    row(&["-o"], Value, Opt::Output),
    row(&["-profile"], Value, Opt::Profile),
    row(&["-stage"], Value, Opt::Stage),
    row(&["-target"], Value, Opt::Target),
    row(&["-v", "-version"], Flag, Opt::Version),
    row(&["-std"], Value, Opt::Std),
    row(&["-warnings-as-errors"], Value, Opt::WarningsAsErrors),
    row(&["-warnings-disable"], Value, Opt::WarningsDisable),
    row(&["-Wall", "-Wextra", "-Wpedantic"], Flag, Opt::Ignored),
    row(&["-dump-warning-diagnostics"], Flag, Opt::Ignored),
    row(&["--"], Flag, Opt::Rest),
    row(&["-report-downstream-time"], Flag, Opt::Ignored),
    row(&["-report-perf-benchmark"], Flag, Opt::Ignored),
    row(&["-report-detailed-perf-benchmark"], Flag, Opt::Ignored),
    row(&["-report-checkpoint-intermediates"], Flag, Opt::Ignored),
    row(&["-trace-coverage"], Flag, Opt::Ignored),
    row(&["-trace-function-coverage"], Flag, Opt::Ignored),
    row(&["-trace-branch-coverage"], Flag, Opt::Ignored),
    row(&["-trace-coverage-boolean"], Flag, Opt::Ignored),
    row(&["-trace-coverage-binding"], Two, Opt::Ignored),
    row(&["-trace-coverage-reserved-space"], Value, Opt::Ignored),
    row(&["-coverage-manifest-output"], Value, Opt::Ignored),
    row(&["-trace-coverage-counter-width"], Value, Opt::Ignored),
    row(&["-report-dynamic-dispatch-sites"], Flag, Opt::Ignored),
    row(&["-skip-spirv-validation"], Flag, Opt::SkipValidation),
    row(&["-source-embed-style"], Value, Opt::Ignored),
    row(&["-source-embed-name"], Value, Opt::Ignored),
    row(&["-source-embed-language"], Value, Opt::Ignored),
    row(&["-disable-short-circuit"], Flag, Opt::Ignored),
    row(&["-unscoped-enum"], Flag, Opt::UnscopedEnum),
    row(&["-preserve-params"], Flag, Opt::Ignored),
    row(&["-conformance"], Value, Opt::Conformance),
    row(&["-reflection-json"], Value, Opt::Ignored),
    row(&["-msvc-style-bitfield-packing"], Flag, Opt::Ignored),
    // Target.
    row(&["-capability"], Value, Opt::Capability),
    row(&["-default-image-format-unknown"], Flag, Opt::Ignored),
    row(&["-disable-dynamic-dispatch"], Flag, Opt::Silent),
    row(&["-disable-specialization"], Flag, Opt::Ignored),
    row(&["-fp-mode", "-floating-point-mode"], Value, Opt::FpMode),
    row(&["-denorm-mode-fp16", "-denorm-mode-fp32", "-denorm-mode-fp64"], Value, Opt::Ignored),
    row(&["-line-directive-mode"], Value, Opt::Ignored),
    row(&["-obfuscate"], Flag, Opt::Ignored),
    row(&["-force-glsl-scalar-layout", "-fvk-use-scalar-layout"], Flag, Opt::Ignored),
    row(&["-fvk-use-dx-layout"], Flag, Opt::Ignored),
    row(&["-fvk-use-c-layout"], Flag, Opt::Ignored),
    row(&["-fvk-bind-globals"], Two, Opt::BindGlobals),
    row(&["-fvk-invert-y"], Flag, Opt::Ignored),
    row(&["-fvk-use-dx-position-w"], Flag, Opt::Ignored),
    row(&["-fvk-use-entrypoint-name"], Flag, Opt::UseEntrypointName),
    row(&["-fvk-use-gl-layout"], Flag, Opt::Ignored),
    row(&["-fspv-reflect"], Flag, Opt::Ignored),
    row(&["-enable-effect-annotations"], Flag, Opt::Ignored),
    row(&["-emit-spirv-via-glsl", "-emit-spirv-directly"], Flag, Opt::Silent),
    row(&["-spirv-core-grammar"], Value, Opt::Silent),
    row(&["-incomplete-library"], Flag, Opt::Ignored),
    row(&["-bindless-space-index"], Value, Opt::BindlessSpace),
    row(&["-spirv-resource-heap-stride"], Value, Opt::Ignored),
    row(&["-spirv-sampler-heap-stride"], Value, Opt::Ignored),
    row(&["-spirv-unified-descriptor-heap-stride"], Flag, Opt::Ignored),
    row(&["-separate-debug-info"], Flag, Opt::Ignored),
    row(&["-separate-debug-info-output"], Value, Opt::Ignored),
    row(&["-debug-info-include-source"], Flag, Opt::Ignored),
    row(&["-emit-cpu-via-cpp"], Flag, Opt::Silent),
    row(&["-emit-cpu-via-llvm"], Flag, Opt::Ignored),
    row(&["-llvm-target-triple"], Value, Opt::Ignored),
    row(&["-llvm-cpu"], Value, Opt::Ignored),
    row(&["-llvm-features"], Value, Opt::Ignored),
    // Downstream.
    row(&["-default-downstream-compiler"], Two, Opt::Ignored),
    row(&["-pass-through"], Value, Opt::Ignored),
    // Debugging.
    row(&["-dump-ast"], Flag, Opt::Ignored),
    row(&["-dump-intermediate-prefix"], Value, Opt::Ignored),
    row(&["-dump-intermediates"], Flag, Opt::Ignored),
    row(&["-dump-ir"], Flag, Opt::Ignored),
    row(&["-dump-ir-ids"], Flag, Opt::Ignored),
    row(&["-E", "-output-preprocessor"], Flag, Opt::Preprocess),
    row(&["-no-codegen"], Flag, Opt::Ignored),
    row(&["-output-includes"], Flag, Opt::Ignored),
    row(&["-serial-ir"], Flag, Opt::Silent),
    row(&["-skip-codegen"], Flag, Opt::Ignored),
    row(&["-validate-ir"], Flag, Opt::Silent),
    row(&["-validate-ir-detailed"], Flag, Opt::Silent),
    row(&["-dump-ir-before"], Value, Opt::Ignored),
    row(&["-dump-ir-after"], Value, Opt::Ignored),
    row(&["-verbose-paths"], Flag, Opt::Ignored),
    row(&["-verify-debug-serial-ir"], Flag, Opt::Silent),
    row(&["-dump-module"], Flag, Opt::Ignored),
    row(&["-get-module-info"], Flag, Opt::Ignored),
    row(&["-get-supported-module-versions"], Flag, Opt::Ignored),
    // Repro.
    row(&["-dump-repro-on-error"], Flag, Opt::Ignored),
    row(&["-extract-repro"], Value, Opt::Ignored),
    row(&["-load-repro-directory"], Value, Opt::Ignored),
    row(&["-load-repro"], Value, Opt::Ignored),
    row(&["-repro-file-system"], Value, Opt::Ignored),
    row(&["-dump-repro"], Flag, Opt::Ignored),
    row(&["-repro-fallback-directory"], Value, Opt::Ignored),
    // Experimental.
    row(&["-file-system"], Value, Opt::Silent),
    row(&["-heterogeneous"], Flag, Opt::Ignored),
    row(&["-no-mangle"], Flag, Opt::Ignored),
    row(&["-no-hlsl-binding"], Flag, Opt::Ignored),
    row(&["-no-hlsl-pack-constant-buffer-elements"], Flag, Opt::Ignored),
    row(&["-validate-uniformity"], Flag, Opt::ValidateUniformity),
    row(&["-allow-glsl"], Flag, Opt::AllowGlsl),
    row(&["-enable-experimental-passes"], Flag, Opt::Ignored),
    row(&["-enable-experimental-dynamic-dispatch"], Flag, Opt::Ignored),
    row(&["-embed-downstream-ir"], Flag, Opt::Ignored),
    row(&["-experimental-feature"], Flag, Opt::Ignored),
    row(&["-enable-experimental-rich-diagnostics"], Flag, Opt::Ignored),
    row(&["-enable-machine-readable-diagnostics"], Flag, Opt::Ignored),
    row(&["-diagnostic-color"], Value, Opt::Silent),
    // Internal.
    row(&["-archive-type"], Value, Opt::Ignored),
    row(&["-compile-core-module"], Flag, Opt::Ignored),
    row(&["-doc"], Flag, Opt::Ignored),
    row(&["-ir-compression"], Value, Opt::Silent),
    row(&["-load-core-module"], Value, Opt::Ignored),
    row(&["-r"], Value, Opt::Ignored),
    row(&["-save-core-module"], Value, Opt::Ignored),
    row(&["-save-core-module-bin-source"], Value, Opt::Ignored),
    row(&["-save-glsl-module-bin-source"], Value, Opt::Ignored),
    row(&["-track-liveness"], Flag, Opt::Ignored),
    row(&["-loop-inversion"], Flag, Opt::Ignored),
    row(&["-whole-program"], Flag, Opt::Ignored),
    // Deprecated.
    row(&["-parameter-blocks-use-register-spaces"], Flag, Opt::Silent),
    row(&["-zero-initialize"], Flag, Opt::Silent),
    // nanoslang's own.
    row(&["-validate"], Flag, Opt::Validate),
    row(&["-p", "-pass-pipeline"], Value, Opt::Pipeline),
    row(&["-print-capabilities"], Value, Opt::PrintCapabilities),
    row(&["-time-capabilities"], Flag, Opt::TimeCapabilities),
    row(&["-no-egraph-opt"], Flag, Opt::NoEgraph),
    row(&["-uniformity"], Value, Opt::Uniformity),
    row(&["-time-passes"], Flag, Opt::TimePasses),
    row(&["-diagnostics-short"], Flag, Opt::DiagnosticsShort),
    // `nslc run`'s (render-test's names).
    run_row(&["-backend"], Value, Opt::Backend),
    run_row(&["-output-using-type"], Flag, Opt::OutputUsingType),
    run_row(&["-compute-dispatch"], Value, Opt::Dispatch),
    run_row(&["-spirv"], Value, Opt::Spirv),
    run_row(&["-render"], Value, Opt::Render),
    run_row(&["-gcompute"], Flag, Opt::GCompute),
    run_row(&["-render-offsets"], Flag, Opt::RenderOffsets),
    run_row(&["-print-conformances"], Flag, Opt::PrintConformances),
];

/// slangc's downstream compilers (`-<compiler>-path`, `-<compiler>-version`).
const COMPILERS: &[&str] = &[
    "none",
    "fxc",
    "dxc",
    "glslang",
    "spirv-dis",
    "clang",
    "visualstudio",
    "vs",
    "gcc",
    "genericcpp",
    "c",
    "cpp",
    "nvrtc",
    "llvm",
    "spirv-opt",
    "metal",
    "tint",
];

fn unknown(arg: &str) -> CliError {
    CliError { code: "E00017", message: format!("unknown command-line option '{arg}'") }
}

/// The output file extensions slangc infers a format from.
const OUTPUT_EXTENSIONS: &[&str] = &[
    "spv",
    "spirv",
    "spvasm",
    "spv-asm",
    "glsl",
    "vert",
    "frag",
    "comp",
    "geom",
    "tesc",
    "tese",
    "mesh",
    "task",
    "rgen",
    "rint",
    "rahit",
    "rchit",
    "rmiss",
    "rcall",
    "hlsl",
    "fx",
    "metal",
    "metallib",
    "air",
    "wgsl",
    "cu",
    "cuh",
    "cpp",
    "cxx",
    "cc",
    "c",
    "h",
    "hpp",
    "ptx",
    "dxil",
    "dxbc",
    "dxil-asm",
    "dxbc-asm",
    "o",
    "obj",
    "so",
    "dll",
    "dylib",
    "exe",
    "lib",
    "a",
    "slang-module",
    "zip",
    "json",
    "ll",
    "bc",
    "slang",
    "bin",
    "txt",
    "asm",
    // nslc's textual IR (the output of a path naming no target), temporary files.
    "ir",
    "nir",
    "tmp",
    "bad",
];

/// Values some options only take from a fixed set (slangc's E00016 and
/// E00062 otherwise).
fn check_value(option: &str, value: &str) -> Result<(), CliError> {
    let (code, valid): (&str, &[&str]) = match option {
        "-pass-through" => (
            "E00016",
            &[
                "none",
                "fxc",
                "dxc",
                "glslang",
                "spirv-dis",
                "clang",
                "visualstudio",
                "gcc",
                "genericcpp",
                "nvrtc",
                "llvm",
                "spirv-opt",
                "metal",
                "tint",
                "spirv-link",
            ],
        ),
        "-diagnostic-color" => ("E00062", &["always", "never", "auto"]),
        "-line-directive-mode" => ("E00062", &["none", "source-map", "default", "standard", "glsl"]),
        _ => return Ok(()),
    };
    if valid.contains(&value) {
        return Ok(());
    }
    let message = if code == "E00016" {
        format!("unknown pass-through target '{value}'")
    } else {
        format!("unknown value for option '{option}'. Valid values are '{}'", valid.join(", "))
    };
    Err(CliError { code, message })
}

fn bad_value(option: &str, value: &str, expected: &str) -> CliError {
    CliError { code: "E00020", message: format!("invalid value '{value}' for option '{option}' (expected {expected})") }
}

/// Parses `args` (without the program name, and for [`Mode::Run`] without
/// `run`).
pub fn parse(args: &[String], mode: Mode) -> Result<Options, CliError> {
    let mut o = Options::default();
    // Errors that do not stop reading the command line.
    let mut pending: Vec<CliError> = Vec::new();
    let mut i = 0;
    let ignore = |o: &mut Options, text: String| {
        if !o.ignored.contains(&text) {
            o.ignored.push(text);
        }
    };
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            o.inputs.push(arg.to_string());
            continue;
        }
        // The next argument, as an option's value.
        let take = |i: &mut usize, name: &str| -> Result<String, CliError> {
            let v = args.get(*i).cloned().ok_or_else(|| CliError {
                code: "E100001",
                message: format!("expected an argument for command-line option '{name}'"),
            })?;
            *i += 1;
            Ok(v)
        };
        // `--name=value` / `-name=value` for an option with one value.
        let (name, glued) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg, None),
        };
        // `--x` is `-x` (but `--` itself).
        let single = if name.starts_with("--") && name.len() > 2 { &name[1..] } else { name };
        let row = TABLE.iter().find(|r| r.names.contains(&single) && (!r.run_only || mode == Mode::Run));
        if row.is_none() {
            // Options whose value may be glued to the name.
            if let Some(compiler) = arg.strip_prefix('-').and_then(|r| r.strip_suffix("-path")) {
                if COMPILERS.contains(&compiler) {
                    let v = take(&mut i, arg)?;
                    ignore(&mut o, format!("{arg} {v}"));
                    continue;
                }
            }
            if let Some(compiler) = arg.strip_prefix('-').and_then(|r| r.strip_suffix("-version")) {
                if COMPILERS.contains(&compiler) {
                    ignore(&mut o, arg.to_string());
                    continue;
                }
            }
            if let Some(rest) = arg.strip_prefix("-D").filter(|_| !arg.starts_with("--")) {
                let d = if rest.is_empty() { take(&mut i, "-D")? } else { rest.to_string() };
                o.defines.push(match d.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (d, None),
                });
                continue;
            }
            if let Some(rest) = arg.strip_prefix("-I").filter(|_| !arg.starts_with("--")) {
                let dir = if rest.is_empty() { take(&mut i, "-I")? } else { rest.to_string() };
                o.include_dirs.push(dir);
                continue;
            }
            if let Some(name) = arg.strip_prefix("-X") {
                if name == "." {
                    return Err(CliError {
                        code: "E100003",
                        message: "close of an unopened downstream argument scope '-X.'".into(),
                    });
                }
                if let Some(compiler) = name.strip_suffix("...") {
                    // Everything up to the matching `-X.` (they nest).
                    let mut depth = 1;
                    let start = i;
                    while i < args.len() {
                        let a = args[i].as_str();
                        i += 1;
                        if a == "-X." {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        } else if a.starts_with("-X") && a.ends_with("...") {
                            depth += 1;
                        }
                    }
                    let end = if depth == 0 { i - 1 } else { i };
                    ignore(&mut o, format!("-X{compiler}... {} -X.", args[start..end].join(" ")));
                } else {
                    let v = take(&mut i, arg)?;
                    ignore(&mut o, format!("{arg} {v}"));
                }
                continue;
            }
            if let Some(level) = arg.strip_prefix("-O").filter(|l| !l.starts_with('-')) {
                o.opt_level = match level {
                    "" | "1" | "default" => 1,
                    "0" | "none" => 0,
                    "2" | "high" => 2,
                    "3" | "maximal" => 3,
                    _ => {
                        return Err(CliError {
                            code: "E00062",
                            message: "unknown value for option '-O'. Valid values are '0, none, 1, default, 2, high, \
                                      3, maximal'"
                                .into(),
                        })
                    }
                };
                continue;
            }
            if let Some(g) = arg.strip_prefix("-g") {
                let level = match g {
                    "" | "2" | "standard" => Some(2),
                    "0" | "none" => Some(0),
                    "1" | "minimal" => Some(1),
                    "3" | "maximal" => Some(3),
                    "default-format" | "c7" | "pdb" | "stabs" | "coff" | "dwarf" => None,
                    _ => {
                        return Err(CliError {
                            code: "E00062",
                            message: "unknown value for option '-g'. Valid values are '0, none, 1, minimal, 2, \
                                      standard, 3, maximal, default-format, c7, pdb, stabs, coff, dwarf'"
                                .into(),
                        })
                    }
                };
                match level {
                    Some(l) => o.debug_level = l,
                    // A format without a level: slangc's standard level.
                    None if o.debug_level == 0 => o.debug_level = 2,
                    None => {}
                }
                continue;
            }
            if let Some(id) = arg.strip_prefix("-Wno-") {
                o.warnings.disabled.push(id.to_string());
                continue;
            }
            if let Some(id) = arg.strip_prefix("-W").filter(|id| !matches!(*id, "all" | "extra" | "pedantic")) {
                // `-W<id>`: enable it again.
                o.warnings.disabled.retain(|d| !WarningOptions::matches(d, id) && d != id);
                continue;
            }
            if let Some(kind) = arg.strip_prefix("-fvk-").and_then(|r| r.strip_suffix("-shift")) {
                let kind = match kind {
                    "b" | "s" | "t" | "u" => kind.chars().next().expect("one letter"),
                    _ => return Err(unknown(arg)),
                };
                let n = take(&mut i, arg)?;
                let shift = n.parse().map_err(|_| bad_value(arg, &n, "a binding shift"))?;
                let s = take(&mut i, arg)?;
                let space = if s == "all" {
                    None
                } else {
                    Some(s.parse().map_err(|_| bad_value(arg, &s, "a space number or 'all'"))?)
                };
                // The last option for a kind and space wins.
                o.vk_shifts.retain(|v| !(v.kind == kind && v.space == space));
                o.vk_shifts.push(VkShift { kind, shift, space });
                continue;
            }
        }
        let Some(row) = row else { return Err(unknown(arg)) };
        let canonical = row.names[0];
        let mut values = Vec::new();
        match (row.arity, glued) {
            (Flag, Some(_)) => return Err(unknown(arg)),
            (Flag, None) => {}
            (Value, Some(v)) => values.push(v),
            (Value, None) => {
                // `-warnings-as-errors` alone (nslc's old spelling) is `all`;
                // `-conformance` at the end takes nothing, as in slangc;
                // `-h` takes a help category if one follows.
                let optional = matches!(row.opt, Opt::WarningsAsErrors | Opt::Conformance);
                let next = args.get(i).map(String::as_str);
                let looks_like_value = next.is_some_and(|n| {
                    let ids = n.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, ',' | '-' | '_'));
                    !n.starts_with('-') && (row.opt != Opt::WarningsAsErrors || ids)
                });
                if optional && !looks_like_value {
                } else {
                    values.push(take(&mut i, canonical)?);
                }
            }
            (Two, Some(_)) => return Err(unknown(arg)),
            (Two, None) => {
                values.push(take(&mut i, canonical)?);
                values.push(take(&mut i, canonical)?);
            }
        }
        let value = values.first().cloned().unwrap_or_default();
        check_value(canonical, &value)?;
        o.seen.push((canonical, values.clone()));
        match row.opt {
            Opt::Silent => {}
            Opt::Ignored => {
                let text = std::iter::once(canonical.to_string()).chain(values.iter().cloned()).collect::<Vec<_>>();
                ignore(&mut o, text.join(" "));
            }
            Opt::Output => {
                // Without `-target`, the path's extension names the output
                // format (slangc's E00060 when it names none).
                let ext = std::path::Path::new(&value).extension().and_then(|e| e.to_str()).unwrap_or("");
                let has_target = args.iter().any(|a| a == "-target" || a.starts_with("-target="));
                if !has_target && !ext.is_empty() && !OUTPUT_EXTENSIONS.contains(&ext.to_ascii_lowercase().as_str()) {
                    return Err(CliError {
                        code: "E00060",
                        message: format!("cannot infer an output format from the output path '{value}'"),
                    });
                }
                o.output = Some(value)
            }
            Opt::Target => {
                if o.targets_seen.contains(&value) {
                    pending.push(CliError {
                        code: "E00050",
                        message: format!("the target '{value}' has been specified more than once"),
                    });
                }
                o.targets_seen.push(value.clone());
                o.target = Some(value)
            }
            Opt::Specialize => {
                // `-specialize A , B`: the list goes on after commas (and
                // `A,B` is a list in one word).
                o.specialize.extend(split_generic_args(&value));
                while args.get(i).map(String::as_str) == Some(",") && i + 1 < args.len() {
                    o.specialize.extend(split_generic_args(&args[i + 1]));
                    i += 2;
                }
            }
            Opt::Preprocess => o.preprocess_only = true,
            Opt::Depfile => o.depfile = Some(value),
            Opt::Entry => {
                // A repeated entry is the same entry (as in slangc).
                if o.entries.last().map(|e| &e.name) != Some(&value) {
                    o.entries.push(Entry { name: value, stage: None });
                }
            }
            Opt::Stage => {
                if nsl_frontend::check::stage_name(&value).is_none() && value != "pixel" {
                    return Err(CliError { code: "E00015", message: format!("unknown stage '{value}'") });
                }
                let (slot, entry) = match o.entries.last_mut() {
                    Some(e) => (&mut e.stage, e.name.clone()),
                    None => (&mut o.stage, "main".to_string()),
                };
                let same = |a: &str, b: &str| nsl_frontend::check::stage_name(a) == nsl_frontend::check::stage_name(b);
                if slot.as_deref().is_some_and(|old| !same(old, &value)) {
                    return Err(CliError {
                        code: "E00031",
                        message: format!("conflicting stages have been specified for entry point '{entry}'"),
                    });
                }
                *slot = Some(value);
            }
            Opt::Lang => {
                const LANGUAGES: &[&str] =
                    &["c", "C", "cpp", "c++", "C++", "cxx", "slang", "glsl", "hlsl", "cu", "cuda"];
                if !LANGUAGES.contains(&value.as_str()) {
                    return Err(bad_value("-lang", &value, "slang, hlsl, glsl, c, cpp or cuda"));
                }
                if !matches!(value.as_str(), "slang" | "hlsl") {
                    ignore(&mut o, format!("-lang {value} (it compiles Slang)"));
                }
                // The input files that follow are in that language.
                while let Some(next) = args.get(i).filter(|a| !a.starts_with('-')) {
                    o.inputs.push(next.clone());
                    i += 1;
                }
            }
            Opt::Std => {
                const VERSIONS: &[&str] =
                    &["legacy", "default", "2018", "2025", "202a", "2026", "202b", "latest", "202c", "next"];
                if !VERSIONS.contains(&value.as_str()) {
                    return Err(bad_value("-std", &value, "a Slang language version, e.g. 2025 or latest"));
                }
                o.std = Some(value.to_ascii_lowercase());
            }
            Opt::RowMajor => o.matrix_layout = Some(MatrixLayout::RowMajor),
            Opt::ColumnMajor => o.matrix_layout = Some(MatrixLayout::ColumnMajor),
            Opt::IgnoreCapabilities => o.ignore_capabilities = true,
            Opt::Profile => o.profile = Some(value),
            // `-capability A+B` is both.
            Opt::Capability => o.capabilities.extend(value.split('+').filter(|c| !c.is_empty()).map(String::from)),
            Opt::WarningsAsErrors => {
                if values.is_empty() || value == "all" {
                    o.warnings.all_as_errors = true;
                } else {
                    o.warnings.as_errors.extend(value.split(',').map(|s| s.trim().to_string()));
                }
            }
            Opt::WarningsDisable => o.warnings.disabled.extend(value.split(',').map(|s| s.trim().to_string())),
            Opt::SkipValidation => o.validate = false,
            Opt::UnscopedEnum => o.unscoped_enum = true,
            Opt::Conformance => {
                if !values.is_empty() {
                    let c = nsl_frontend::check::parse_conformance_option(&value)
                        .map_err(|_| bad_value(canonical, &value, "TYPE:INTERFACE[=ID]"))?;
                    o.conformances.push(c)
                }
            }
            Opt::FpMode => {
                o.fp_mode = match value.as_str() {
                    "precise" | "default" | "exact" => "exact".into(),
                    "fast" => "fast".into(),
                    other => return Err(bad_value(canonical, other, "precise, fast, default or exact")),
                }
            }
            Opt::BindGlobals => {
                let n: Vec<u32> = values
                    .iter()
                    .map(|v| v.parse().map_err(|_| bad_value(canonical, v, "a binding and a set")))
                    .collect::<Result<_, _>>()?;
                o.bind_globals = Some((n[0], n[1]));
            }
            Opt::BindlessSpace => {
                o.bindless_space = Some(value.parse().map_err(|_| bad_value(canonical, &value, "a descriptor set"))?);
            }
            Opt::UseEntrypointName => o.use_entrypoint_name = true,
            Opt::AllowGlsl => o.allow_glsl = true,
            Opt::Help => {
                o.help = true;
                // `-h CATEGORY`.
                if args.get(i).is_some_and(|a| !a.starts_with('-') && CATEGORIES.contains(&a.as_str())) {
                    i += 1;
                }
            }
            Opt::Version => o.version = true,
            Opt::Rest => {
                o.inputs.extend(args[i..].iter().cloned());
                i = args.len();
            }
            Opt::Validate => o.validate = true,
            Opt::Pipeline => o.pipeline = value,
            Opt::PrintCapabilities => o.print_capabilities = Some(value),
            Opt::TimeCapabilities => o.time_capabilities = true,
            Opt::NoEgraph => o.no_egraph_opt = true,
            Opt::ValidateUniformity => o.validate_uniformity = true,
            Opt::Uniformity => {
                if !matches!(value.as_str(), "default" | "strict" | "off") {
                    return Err(bad_value("-uniformity", &value, "default, strict or off"));
                }
                o.uniformity = value;
            }
            Opt::TimePasses => o.time_passes = true,
            Opt::DiagnosticsShort => o.short_diagnostics = true,
            Opt::Backend => {
                if !matches!(value.as_str(), "vulkan" | "interp" | "cpp" | "cuda") {
                    return Err(bad_value("--backend", &value, "vulkan, interp, cpp or cuda"));
                }
                o.backend = Some(value)
            }
            Opt::OutputUsingType => o.output_using_type = true,
            Opt::GCompute => o.gcompute = true,
            Opt::RenderOffsets => o.render_offsets = true,
            Opt::PrintConformances => o.print_conformances = true,
            Opt::Dispatch => {
                let parts: Option<Vec<u32>> =
                    value.split(',').map(|p| p.trim().parse().ok().filter(|&n| n > 0)).collect();
                o.dispatch = Some(
                    parts
                        .and_then(|p| p.try_into().ok())
                        .ok_or_else(|| bad_value("--compute-dispatch", &value, "X,Y,Z of positive numbers"))?,
                );
            }
            Opt::Spirv => o.spirv = Some(value),
            Opt::Render => o.render = Some(value),
        }
    }
    validate(&o, &mut pending);
    // Every error of the command line, as slangc reports them all.
    let mut pending = pending.into_iter();
    match pending.next() {
        None => Ok(o),
        Some(mut first) => {
            for e in pending {
                first.message.push_str(&format!("\n{e}"));
            }
            Err(first)
        }
    }
}

/// The format an output path's extension names (slangc's target names),
/// `None` for a path that names none.
fn format_of_path(path: &str) -> Option<&'static str> {
    let ext = std::path::Path::new(path).extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "spv" | "spirv" => "spirv",
        "spvasm" | "spv-asm" => "spirv-asm",
        "glsl" | "vert" | "frag" | "comp" | "geom" | "tesc" | "tese" | "mesh" | "task" | "rgen" | "rint" | "rahit"
        | "rchit" | "rmiss" | "rcall" => "glsl",
        "hlsl" | "fx" => "hlsl",
        "metal" => "metal",
        "metallib" => "metallib",
        "wgsl" => "wgsl",
        "cu" => "cuda",
        "cuh" => "cuda-header",
        "cpp" | "cxx" | "cc" | "c" => "cpp",
        "h" | "hpp" => "cpp-header",
        "ptx" => "ptx",
        "dxil" => "dxil",
        "dxbc" => "dxbc",
        "dxil-asm" => "dxil-asm",
        "dxbc-asm" => "dxbc-asm",
        _ => return None,
    })
}

/// A `-target` name in the spelling [`format_of_path`] gives.
fn canonical_target(name: &str) -> &str {
    match name {
        "spirv-assembly" => "spirv-asm",
        "cu" => "cuda",
        "c++" | "cxx" | "c" => "cpp",
        "dxil-assembly" => "dxil-asm",
        "dxbc-assembly" => "dxbc-asm",
        other => other,
    }
}

/// An output path naming a container (a Slang module) rather than code.
fn is_container(path: &str) -> bool {
    let ext = std::path::Path::new(path).extension().and_then(|e| e.to_str()).unwrap_or("");
    matches!(ext, "slang-module" | "slang-lib" | "dir" | "zip")
}

/// The checks slangc makes of the command line as a whole, once every
/// option is read: where `-profile`, `-stage` and `-o` apply, options that
/// need another option, options that exclude each other.
fn validate(o: &Options, errors: &mut Vec<CliError>) {
    let mut err = |code: &'static str, message: String| errors.push(CliError { code, message });
    let has = |name: &str| o.seen.iter().any(|(n, _)| *n == name);
    let value_of = |name: &str| o.seen.iter().rev().find(|(n, _)| *n == name).and_then(|(_, v)| v.first().cloned());
    // `-stage` before every `-entry` applies to no entry when there are
    // several (slangc's E00034).
    if o.stage.is_some() && o.entries.len() > 1 {
        err(
            "E00034",
            "when compiling multiple entry points, any '-stage' options must follow the '-entry' option that they \
             apply to"
                .into(),
        );
    }
    // `-profile` before every `-target` applies to the one target only.
    let mut default_profiles: Vec<&str> = Vec::new();
    let mut target_count = 0;
    for (name, values) in &o.seen {
        match *name {
            "-target" => target_count += 1,
            "-profile" if target_count == 0 => {
                if let Some(v) = values.first() {
                    if !default_profiles.contains(&v.as_str()) {
                        default_profiles.push(v);
                    }
                }
            }
            _ => {}
        }
    }
    if target_count == 0 && default_profiles.len() > 1 {
        err("E00042", "a '-profile' option was specified, but no target was specified with '-target'".into());
    }
    if target_count > 1 && !default_profiles.is_empty() {
        err(
            "E00043",
            "when using multiple targets, any '-profile' option must follow the '-target' it applies to".into(),
        );
    }
    if let Some((code, message)) = capability_above_profile(o) {
        err(code, message);
    }
    // Compiling through a downstream compiler needs every stage given.
    let pass_through = value_of("-pass-through").filter(|p| p != "none");
    if let Some(p) = &pass_through {
        let coverage =
            ["-trace-coverage", "-trace-function-coverage", "-trace-branch-coverage"].into_iter().find(|n| has(n));
        if let Some(flag) = coverage {
            err("E45104", format!("`{flag}` cannot be combined with `-pass-through`"));
        }
        if matches!(p.as_str(), "fxc" | "dxc" | "glslang") {
            let no_stage = o.entries.iter().find(|e| e.stage.is_none() && o.stage.is_none());
            if let Some(entry) = no_stage.map(|e| &e.name) {
                err(
                    "E00035",
                    format!(
                        "no stage was specified for entry point '{entry}'; when using the '-pass-through' option, \
                         stages must be fully specified on the command line"
                    ),
                );
            }
        }
    }
    let coverage = ["-trace-coverage", "-trace-function-coverage", "-trace-branch-coverage", "-trace-coverage-binding"]
        .into_iter()
        .any(has);
    let outputs: Vec<&str> =
        o.seen.iter().filter(|(n, _)| *n == "-o").filter_map(|(_, v)| v.first().map(String::as_str)).collect();
    if has("-coverage-manifest-output") {
        if !coverage {
            err(
                "E45108",
                "`-coverage-manifest-output` requires a coverage tracing option such as `-trace-coverage`".into(),
            );
        }
        if outputs.iter().any(|p| is_container(p)) {
            err("E45111", "`-coverage-manifest-output` is not supported when writing a container output".into());
        }
        // WGSL has no coverage instrumentation.
        if o.targets_seen.iter().any(|t| t == "wgsl") {
            let path = value_of("-coverage-manifest-output").unwrap_or_default();
            err(
                "E45112",
                format!(
                    "`-coverage-manifest-output` path '{path}' was requested, but the selected target did not produce \
                     coverage metadata"
                ),
            );
        }
    }
    if has("-separate-debug-info-output") && !has("-separate-debug-info") {
        err("E00110", "`-separate-debug-info-output` requires `-separate-debug-info`".into());
    }
    // Each `-o` belongs to a target: with several targets, the one its
    // extension names.
    let code_outputs: Vec<&str> = outputs.iter().copied().filter(|p| !is_container(p)).collect();
    let targets: Vec<&str> = o.targets_seen.iter().map(|t| canonical_target(t)).collect();
    if targets.len() > 1 {
        for path in &code_outputs {
            match format_of_path(path) {
                None => err("E00060", format!("cannot infer an output format from the output path '{path}'")),
                Some(f) if !targets.contains(&f) => err(
                    "E00061",
                    format!(
                        "no specified '-target' option matches the output path '{path}', which implies the '{f}' \
                             format"
                    ),
                ),
                Some(_) => {}
            }
        }
    }
    // Two outputs of one target (and its one entry point).
    let inferred: Vec<&str> = {
        let mut v: Vec<&str> = code_outputs.iter().filter_map(|p| format_of_path(p)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let single_target = targets.len() == 1 || (targets.is_empty() && inferred.len() == 1);
    if single_target && code_outputs.len() > 1 {
        let target = targets.first().or(inferred.first()).copied().unwrap_or_default();
        if has("-whole-program") {
            err("E00081", format!("multiple output paths have been specified for target '{target}'"));
        } else if let [entry] = o.entries.as_slice() {
            err(
                "E00080",
                format!("multiple output paths have been specified entry point '{}' on target '{target}'", entry.name),
            );
        }
    }
}

/// A `-capability` (or a capability appended to the profile,
/// `-profile spirv_1_4+SPV_KHR_cooperative_matrix`) that needs a higher
/// version of the target than the one an explicit `-profile` selects
/// (slangc's E00046): `-profile spirv_1_4` pins SPIR-V 1.4, which cooperative
/// matrices (SPIR-V 1.6) exceed. Only a profile of the target's own version
/// family pins anything: a GLSL profile on a SPIR-V target (`glsl_450+spirv_1_4`)
/// or a D3D one (`sm_6_0`) does not. Capabilities that the profile excludes
/// outright (`-capability hlsl` on SPIR-V) are left out, each on its own.
fn capability_above_profile(o: &Options) -> Option<(&'static str, String)> {
    let [target] = o.targets_seen.as_slice() else { return None };
    let mut profiles = o.seen.iter().filter(|(n, _)| *n == "-profile").filter_map(|(_, v)| v.first());
    let text = profiles.next()?;
    if profiles.any(|p| p != text) {
        return None;
    }
    let mut parts = text.split('+').map(str::trim);
    let profile = parts.next()?;
    // The chain of version atoms of the profile's family (each implying the
    // one before), when the target is of that family.
    let d3d_stage = ["vs_", "ps_", "gs_", "hs_", "ds_", "cs_", "ms_", "as_", "lib_"];
    let family: &[&str] = match canonical_target(target) {
        "spirv" | "spirv-asm" if profile.starts_with("spirv_") => {
            &["spirv_1_0", "spirv_1_1", "spirv_1_2", "spirv_1_3", "spirv_1_4", "spirv_1_5", "spirv_1_6"]
        }
        "hlsl" | "dxbc" | "dxbc-asm" | "dxil" | "dxil-asm"
            if profile.starts_with("sm_") || d3d_stage.iter().any(|p| profile.starts_with(p)) =>
        {
            &[
                "_sm_4_0", "_sm_4_1", "_sm_5_0", "_sm_5_1", "_sm_6_0", "_sm_6_1", "_sm_6_2", "_sm_6_3", "_sm_6_4",
                "_sm_6_5", "_sm_6_6", "_sm_6_7", "_sm_6_8", "_sm_6_9",
            ]
        }
        "glsl" if profile.starts_with("glsl_") => &[
            "glsl_150", "glsl_330", "glsl_400", "glsl_410", "glsl_420", "glsl_430", "glsl_440", "glsl_450", "glsl_460",
        ],
        "metal" | "metallib" | "metallib-asm" if profile.starts_with("metallib_") => {
            &["metallib_2_3", "metallib_2_4", "metallib_3_0", "metallib_3_1"]
        }
        _ => return None,
    };
    let defs = nsl_capabilities::Definitions::builtin();
    let atoms: Vec<_> = family.iter().filter_map(|n| defs.atom(n)).collect();
    // The highest version of the family any alternative of `r` holds.
    let level = |r: &nsl_capabilities::Requirement| {
        r.conjunctions().iter().map(|c| atoms.iter().filter(|&&a| c.contains(a)).count()).max().unwrap_or(0)
    };
    let pinned = defs.profile(profile).ok()?;
    let selected = level(&pinned);
    if selected == 0 {
        return None;
    }
    let mut combined = pinned;
    let mut raising = Vec::new();
    for name in parts.chain(o.capabilities.iter().map(String::as_str)) {
        let Some(requirement) = defs.lookup(name) else { continue };
        let joined = combined.join(&requirement, defs);
        if joined.is_impossible() {
            continue;
        }
        if level(&joined) > level(&combined) {
            raising.push(name);
        }
        combined = joined;
    }
    let needed = level(&combined);
    if needed <= selected {
        return None;
    }
    let version = defs.atom_name(atoms[needed - 1]).trim_start_matches('_');
    Some((
        "E00046",
        format!(
            "the capability '{}' needs target version '{version}', higher than the one the explicitly requested \
             profile '{profile}' selects; request a higher '-profile' or remove the '-capability'",
            raising.join("', '")
        ),
    ))
}

/// slangc's help categories (`-h CATEGORY`).
const CATEGORIES: &[&str] = &[
    "General",
    "Target",
    "Downstream",
    "Debugging",
    "Repro",
    "Experimental",
    "Internal",
    "Deprecated",
    "compiler",
    "language",
    "language-version",
    "archive-type",
    "line-directive-mode",
    "debug-info-format",
    "fp-mode",
    "fp-denormal-mode",
    "help-style",
    "optimization-level",
    "debug-level",
    "file-system-type",
    "source-embed-style",
    "target",
    "stage",
    "vulkan-shift",
    "capability",
    "file-extension",
    "help-category",
];

/// `nslc -h`: the options nslc honours, then the rest it accepts.
pub fn help(mode: Mode) -> String {
    let mut out = String::new();
    if mode == Mode::Run {
        out.push_str("Usage: nslc run FILE [--backend vulkan|interp|cpp|cuda] [--output-using-type]\n");
        out.push_str(
            "                     [--compute-dispatch X,Y,Z] [--spirv FILE.spv] [--render OUT.png | -gcompute]\n",
        );
        out.push_str("                     [--print-conformances] [compiler options...]\n\n");
    } else {
        out.push_str("Usage: nslc [options...] [--] FILE\n\n");
    }
    out.push_str(
        "Compiler options, in slangc's spelling (one dash or two; `--name=value` for one value):\n  \
         -o FILE  -target T  -entry NAME  -stage S  -profile P  -capability C  -D NAME[=V]  -I DIR\n  \
         -E  -O0..-O3  -g, -g0..-g3  -matrix-layout-row-major|-column-major  -fp-mode precise|fast\n  \
         -warnings-as-errors all|IDS  -warnings-disable IDS  -Wno-ID  -WID  -unscoped-enum\n  \
         -fvk-{b,s,t,u}-shift N SPACE|all  -fvk-bind-globals N SET  -fvk-use-entrypoint-name\n  \
         -depfile FILE  -skip-spirv-validation  -ignore-capabilities  -conformance T:I[=ID]  -lang  -std\n\
         nanoslang's own:\n  \
         --validate  -p/--pass-pipeline PIPELINE  --print-capabilities NAME  --time-capabilities\n  \
         --no-egraph-opt  --diagnostics-short  -fp-mode exact  -uniformity default|strict|off  --time-passes\n\
         Every other option of slangc is accepted; those that would change the output say that nslc\n\
         ignores them:\n",
    );
    let mut line = String::from(" ");
    for row in TABLE.iter().filter(|r| matches!(r.opt, Opt::Ignored | Opt::Silent)) {
        for name in row.names {
            if line.len() + name.len() > 100 {
                out.push_str(&line);
                out.push('\n');
                line = String::from(" ");
            }
            line.push(' ');
            line.push_str(name);
        }
    }
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(s: &str, mode: Mode) -> Result<Options, CliError> {
        parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>(), mode)
    }

    fn ok(s: &str) -> Options {
        parse_str(s, Mode::Compile).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn slangc_spellings() {
        let o = ok("f.slang -target spirv -entry a -stage compute -entry b -stage compute -o - -D X -DY=2 -I d -Ie \
                    -O0 -g3 -Wno-41020 -W30081 -warnings-disable 1,2 -warnings-as-errors 3 -emit-spirv-directly");
        assert_eq!(o.inputs, ["f.slang"]);
        assert_eq!(o.target.as_deref(), Some("spirv"));
        assert_eq!(o.entries.len(), 2);
        assert_eq!(o.entries[1].stage.as_deref(), Some("compute"));
        assert_eq!(o.entry(), None);
        assert_eq!(o.output.as_deref(), Some("-"));
        assert_eq!(o.defines, [("X".to_string(), None), ("Y".to_string(), Some("2".to_string()))]);
        assert_eq!(o.include_dirs, ["d", "e"]);
        assert_eq!((o.opt_level, o.debug_level), (0, 3));
        assert_eq!(o.warnings.disabled, ["41020", "1", "2"]);
        assert_eq!(o.warnings.as_errors, ["3"]);
        assert!(o.ignored.is_empty());
    }

    #[test]
    fn generic_entry_arguments() {
        let o = ok("f.slang -entry main -specialize 4 , float -specialize vector<int,2>,half");
        assert_eq!(o.specialize, ["4", "float", "vector<int,2>", "half"]);
        assert!(o.ignored.is_empty());
        assert_eq!(
            split_entry_name("f<half, vector<float, 3>>"),
            ("f".into(), Some(vec!["half".into(), "vector<float, 3>".into()]))
        );
        assert_eq!(split_entry_name("main"), ("main".into(), None));
        assert_eq!(split_entry_name("<x>"), ("<x>".into(), None));
    }

    #[test]
    fn values_and_prefixes() {
        let o = ok("--target=hlsl -fvk-t-shift 5 all -fvk-u-shift 2 1 -fvk-bind-globals 3 1 f.slang -gdwarf");
        assert_eq!(o.target.as_deref(), Some("hlsl"));
        assert_eq!(o.binding_options(), "shift=t:5:all,shift=u:2:1,globals=3:1");
        assert_eq!(o.debug_level, 2);
        let o = ok("-Xglslang -x -Xdxc... a -Xfoo... b -X. c -X. f.slang -obfuscate -obfuscate");
        assert_eq!(o.inputs, ["f.slang"]);
        assert_eq!(o.ignored, ["-Xglslang -x", "-Xdxc... a -Xfoo... b -X. c -X.", "-obfuscate"]);
        let o = ok("-lang slang a.slang b.slang -std 2026 -conformance A:IA=0 -conformance");
        assert_eq!(o.inputs, ["a.slang", "b.slang"]);
        assert_eq!(o.conformances, [("A".to_string(), "IA".to_string(), Some(0))]);
        let o = ok("-warnings-as-errors f.slang");
        assert!(o.warnings.all_as_errors);
        assert_eq!(o.inputs, ["f.slang"]);
        let o = ok("--validate -skip-spirv-validation -- -odd.slang");
        assert!(!o.validate);
        assert_eq!(o.inputs, ["-odd.slang"]);
        let o = ok("-W41020 -Wno-41020 -Wall -dxc-path /x -glslang-version");
        assert_eq!(o.warnings.disabled, ["41020"]);
        assert_eq!(o.ignored, ["-Wall", "-dxc-path /x", "-glslang-version"]);
    }

    #[test]
    fn errors() {
        assert_eq!(parse_str("-frobnicate", Mode::Compile).unwrap_err().code, "E00017");
        assert_eq!(parse_str("-o", Mode::Compile).unwrap_err().code, "E100001");
        assert_eq!(parse_str("-O7", Mode::Compile).unwrap_err().code, "E00062");
        assert_eq!(parse_str("-gfoo", Mode::Compile).unwrap_err().code, "E00062");
        assert_eq!(parse_str("-X.", Mode::Compile).unwrap_err().code, "E100003");
        // Run options are nslc run's only.
        assert_eq!(parse_str("--backend vulkan", Mode::Compile).unwrap_err().code, "E00017");
        let o = parse_str("f.slang --backend vulkan -output-using-type --compute-dispatch 2,1,1 -Wno-1", Mode::Run)
            .expect("run options");
        assert_eq!((o.backend.as_deref(), o.output_using_type, o.dispatch), (Some("vulkan"), true, Some([2, 1, 1])));
    }

    #[test]
    fn whole_command_line_checks() {
        let code = |s: &str| parse_str(s, Mode::Compile).map(|_| ()).map_err(|e| e.to_string());
        let fails = |s: &str, c: &str| {
            let e = code(s).expect_err(s);
            assert!(e.contains(c), "{s}: {e}");
        };
        fails("f.slang -stage vertex -entry a -stage fragment -entry b", "E00034");
        code("f.slang -stage vertex -entry a").expect("one entry takes the stage before it");
        fails("f.slang -profile sm_5_0 -profile glsl_450", "E00042");
        code("f.slang -profile sm_5_0").expect("one profile names the target");
        fails("f.slang -profile sm_5_0 -target dxbc -target spirv -o a.spv", "E00043");
        code("f.slang -target dxbc -profile sm_5_0 -target spirv -profile glsl_450 -o a.spv").expect("profiles");
        fails("f.slang -pass-through fxc -entry main", "E00035");
        fails("f.slang -pass-through glslang -trace-coverage -entry m -stage compute", "E45104");
        fails("f.slang -target spirv -coverage-manifest-output m.json", "E45108");
        fails("f.slang -target spirv -trace-coverage -coverage-manifest-output m.json -o a.slang-module", "E45111");
        fails("f.slang -target wgsl -trace-coverage -coverage-manifest-output m.json", "E45112");
        code("f.slang -target spirv -trace-coverage -coverage-manifest-output m.json").expect("coverage");
        fails("f.slang -target spirv -separate-debug-info-output d.spv", "E00110");
        // Outputs: one per target and entry point.
        let both = code("f.slang -target dxbc -target spirv -o bad.hlsl -o /dev/null").unwrap_err();
        assert!(both.contains("E00061") && both.contains("E00060"), "{both}");
        fails("f.slang -entry main -stage compute -o k.dxbc -o k.dxbc", "E00080");
        fails("f.slang -target spirv -whole-program -o - -o x.spv", "E00081");
        code("f.slang -target spirv -entry a -stage compute -o x.spv").expect("one output");
        code("f.slang -target hlsl -target spirv -o x.hlsl -o y.spv").expect("one output per target");
        // A capability above the version an explicit profile of the target's family pins.
        fails("f.slang -target spirv -profile spirv_1_4 -capability SPV_KHR_cooperative_matrix", "E00046");
        fails("f.slang -target spirv -capability SPV_KHR_cooperative_matrix -profile spirv_1_4", "E00046");
        fails("f.slang -target spirv -profile spirv_1_4+SPV_KHR_cooperative_matrix", "E00046");
        fails(
            "f.slang -target spirv -profile spirv_1_4 -capability hlsl -capability GL_NV_cooperative_vector",
            "E00046",
        );
        fails("f.slang -target hlsl -profile sm_6_0 -capability atomic64", "E00046");
        fails("f.slang -target glsl -profile glsl_440 -capability GL_NV_compute_shader_derivatives", "E00046");
        code("f.slang -target spirv -profile spirv_1_6 -capability SPV_KHR_cooperative_matrix").expect("1.6 suffices");
        code("f.slang -target spirv -profile spirv_1_4 -capability SPV_KHR_ray_tracing").expect("1.4 suffices");
        code("f.slang -target spirv -profile glsl_450+spirv_1_4").expect("a GLSL profile pins no SPIR-V version");
        code("f.slang -target spirv -profile sm_6_0 -capability SPV_KHR_cooperative_matrix").expect("D3D profile");
        code("f.slang -target glsl -profile spirv_1_4 -capability SPV_KHR_cooperative_matrix").expect("GLSL target");
        code("f.slang -target spirv -capability SPV_KHR_cooperative_matrix").expect("no profile");
    }

    #[test]
    fn every_reference_option_is_accepted() {
        // Each documented option with made-up values of the right arity.
        for row in TABLE.iter().filter(|r| !r.run_only) {
            for name in row.names {
                let mut args = vec![name.to_string()];
                let value = match (row.opt, *name) {
                    // Options that take values from a fixed set.
                    (Opt::Stage, _) => "compute",
                    (_, "-pass-through") => "none",
                    (_, "-diagnostic-color") => "auto",
                    (_, "-line-directive-mode") => "none",
                    (Opt::Lang, _) => "slang",
                    (Opt::Std, _) => "latest",
                    (Opt::FpMode, _) => "fast",
                    (Opt::Uniformity, _) => "strict",
                    (Opt::BindGlobals, _) => "1",
                    (Opt::Conformance, _) => "Impl:IFoo=1",
                    _ => "1",
                };
                match row.arity {
                    Flag => {}
                    Value => args.push(value.into()),
                    Two => args.extend([value.into(), value.into()]),
                }
                // Options that need another one.
                match *name {
                    "-separate-debug-info-output" => args.push("-separate-debug-info".into()),
                    "-coverage-manifest-output" => args.push("-trace-coverage".into()),
                    _ => {}
                }
                args.push("f.slang".into());
                let o = parse(&args, Mode::Compile).unwrap_or_else(|e| panic!("{name}: {e}"));
                if *name != "--" && !matches!(row.opt, Opt::Lang) {
                    assert!(o.inputs.contains(&"f.slang".to_string()), "{name}");
                }
            }
        }
    }
}
