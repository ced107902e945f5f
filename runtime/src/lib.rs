//! Running compute shaders: what `nslc run` does.
//!
//! [`run`] compiles a Slang file, binds the values of its `//TEST_INPUT`
//! lines to the shader's parameters ([`program`]), dispatches the compute
//! entry point on a backend and prints the output buffers in render-test's
//! format ([`output`]):
//!
//! - [`Backend::Vulkan`]: nanoslang's SPIR-V (or a given module) on a
//!   Vulkan device through `ash` ([`vulkan`]); a buffer goes to the slot of
//!   the module's variable of its name, else to the one the
//!   `assign-bindings` pass gives it; a uniform global the module holds in
//!   a uniform block of its own (slangc's `ConstantBuffer<T>`) fills that
//!   block, the others share one std140 block at their shared slot (as in
//!   nanoslang's `GlobalParams`); uniform entry-point parameters go in a
//!   std430 push-constant block; textures and samplers go to the module's
//!   variables of their names (else their `assign-bindings` slots),
//!   created as render-test creates them.
//! - [`Backend::Interp`]: the IR interpreter, one invocation after another
//!   ([`interp`]).
//! - [`Backend::Cpp`]: nanoslang's C++ (the CPU target), compiled with g++
//!   and run as a process over files of the same bindings in C layout
//!   ([`cpp`]).
//!
//! Buffers hold the bytes render-test would create; both backends read and
//! write them by Vulkan's layout rules ([`layout`]), so they print the
//! same bytes.
//!
//! The dispatch is `-compute-dispatch X,Y,Z` work groups, else one work
//! group, as render-test does; the group size is the entry point's
//! `[numthreads]`.

pub mod cpp;
pub mod interp;
pub mod layout;
pub mod output;
pub mod program;
pub mod vulkan;

use layout::{Layouter, Rules};
use nsl_frontend::preprocess::PpOptions;
use program::{Bindings, Image, ParamKind, Place, Program};
use std::path::PathBuf;

/// Why a run did not produce output.
#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    /// The shader does not compile: the rendered diagnostics.
    Compile(String),
    /// The test inputs do not fit the shader, or the file has no usable
    /// entry point.
    Setup(String),
    /// The dispatch failed (an interpreter trap, a Vulkan error).
    Execution(String),
    /// The program needs something this backend does not do.
    Unsupported(String),
    /// The backend cannot run on this machine (no Vulkan loader or device).
    Unavailable(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Compile(d) => write!(f, "{}", d.trim_end()),
            Error::Setup(m) => write!(f, "error: {m}"),
            Error::Execution(m) => write!(f, "error: execution failed: {m}"),
            Error::Unsupported(m) => write!(f, "unsupported: {m}"),
            Error::Unavailable(m) => write!(f, "unavailable: {m}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Vulkan,
    Interp,
    /// nanoslang's C++, compiled with the host's C++ compiler ([`cpp`]).
    Cpp,
    /// nanoslang's CUDA with its host harness, compiled with nvcc and run
    /// on an NVIDIA GPU ([`cpp`]).
    Cuda,
}

/// What to run and how.
#[derive(Clone, Debug)]
pub struct Options {
    /// The entry point; default: the only compute one, else `computeMain`.
    pub entry: Option<String>,
    /// Print typed values (`-output-using-type`).
    pub output_using_type: bool,
    /// Work groups to dispatch; default one.
    pub dispatch: Option<[u32; 3]>,
    /// `-D NAME[=VALUE]`.
    pub defines: Vec<(String, Option<String>)>,
    pub include_dirs: Vec<PathBuf>,
    /// Matrices without an explicit layout are row-major (Slang's test
    /// runner default) unless this is false.
    pub row_major: bool,
    /// Vulkan: run this SPIR-V module (for example the real slangc's
    /// output for the same file) instead of nanoslang's. Its variables are
    /// found by name (`OpName`); unnamed ones must be in the slots
    /// `assign-bindings` gives (slangc's for buffers and loose uniforms).
    pub spirv: Option<Vec<u32>>,
    /// Vulkan: check nanoslang's SPIR-V with `spirv-val` before running it.
    pub validate: bool,
    /// Warnings disabled or made errors by id (`-Wno-N`, ...).
    pub warnings: nsl_frontend::diag::WarningControl,
    /// `-unscoped-enum`.
    pub unscoped_enum: bool,
    /// `-allow-glsl`: GLSL syntax and built-ins.
    pub allow_glsl: bool,
    /// Options of the `assign-bindings` pass (`-fvk-*-shift`,
    /// `-fvk-bind-globals`: `shift=t:5:all,globals=3:1`), empty for none.
    pub binding_options: String,
    /// `-conformance T:I[=id]` options, besides the test's
    /// `type_conformance` lines.
    pub conformances: Vec<(String, String, Option<u32>)>,
    /// Dispatch the compute entry point, or draw as render-test does.
    pub mode: Mode,
    /// Draw with a base vertex and a base instance ([`vulkan::DrawJob`]'s
    /// `offsets`).
    pub draw_offsets: bool,
    /// Print the conformances (`T:I`, one a line) that the inputs'
    /// interface values need beyond the program's and the options', as
    /// `-conformance` values for compiling the file elsewhere; run nothing.
    pub print_conformances: bool,
}

/// render-test's kinds of run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Dispatch the compute entry point; the output is the buffers.
    Compute,
    /// Draw render-test's triangle with `vertexMain` and `fragmentMain`
    /// ([`vulkan::DrawJob`]); the output is the colour target's image, in
    /// this format.
    Draw(vulkan::ColorFormat),
    /// Draw as [`Mode::Draw`]; the output is the buffers the shaders wrote
    /// (render-test's `-gcompute`).
    DrawBuffers,
}

/// An RGBA image, rows from the top: 8-bit channels, or 32-bit floats
/// (little-endian) as `format` says.
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub format: vulkan::ColorFormat,
    pub rgba: Vec<u8>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            entry: None,
            output_using_type: false,
            dispatch: None,
            defines: Vec::new(),
            include_dirs: Vec::new(),
            row_major: true,
            spirv: None,
            validate: false,
            warnings: Default::default(),
            unscoped_enum: false,
            allow_glsl: false,
            binding_options: String::new(),
            conformances: Vec::new(),
            mode: Mode::Compute,
            draw_offsets: false,
            print_conformances: false,
        }
    }
}

/// The printed output buffers and the warnings the compiler reported.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub output: String,
    pub warnings: String,
    /// What a [`Mode::Draw`] run drew.
    pub image: Option<Picture>,
}

/// Compiles `text` (the file `path`), binds its TEST_INPUT values, runs
/// the entry point on `backend` and prints the output buffers.
pub fn run(path: &str, text: &str, options: &Options, backend: Backend) -> Result<Outcome, Error> {
    let test = nsl_testfile::parse(text);
    if let Some(e) = test.errors.first() {
        return Err(Error::Setup(format!("malformed test directive on {e}")));
    }
    let mut conformances = options.conformances.clone();
    for input in &test.inputs {
        if let nsl_testfile::input::InputKind::TypeConformance { ty, interface, id } = &input.kind {
            conformances.push((ty.clone(), interface.clone(), *id));
        }
    }
    if options.mode != Mode::Compute {
        return draw(path, text, options, backend, &test, conformances);
    }
    // GLSL has no `[shader]` attribute: render-test's default entry point
    // name, `computeMain`, is the compute entry point of a GLSL program.
    let glsl = options.allow_glsl || text.lines().any(|l| l.trim_start().starts_with("#version"));
    let entry = options.entry.clone().or_else(|| glsl.then(|| "computeMain".to_string()));
    let entries = entry.iter().map(|e| (e.clone(), Some("compute".to_string()))).collect();
    let analyse = |ctx, module| Ok((program::analyse(ctx, module, entry.as_deref())?, ()));
    let Compiled { mut program, bindings, warnings, added, .. } =
        compile_and_bind(path, text, options, &test, conformances, entries, analyse)?;
    if options.print_conformances {
        return Ok(conformance_list(&added, warnings));
    }
    let groups = options.dispatch.unwrap_or([1, 1, 1]);
    if backend != Backend::Vulkan && !bindings.images.is_empty() {
        return Err(Error::Unsupported("texture and sampler inputs run on Vulkan only".into()));
    }
    if backend != Backend::Vulkan && bindings.buffers.iter().any(|b| b.heap.is_some()) {
        return Err(Error::Unsupported("buffers bound through descriptor handles run on Vulkan only".into()));
    }
    // The C++ and CUDA harnesses take arrays of storage buffers (a file
    // per element); other arrays of resources run on Vulkan only.
    let harness_array = |p: &program::Param| {
        matches!(backend, Backend::Cpp | Backend::Cuda)
            && matches!(p.array, Some(Some(_)))
            && matches!(p.kind, ParamKind::Structured { .. } | ParamKind::ByteAddress)
    };
    if backend != Backend::Vulkan && program.params.iter().any(|p| p.array.is_some() && !harness_array(p)) {
        return Err(Error::Unsupported("arrays of resources run on Vulkan only".into()));
    }
    if backend == Backend::Interp && bindings.buffers.iter().any(|b| b.address.is_some() || !b.refs.is_empty()) {
        return Err(Error::Unsupported("buffers passed by device address run on Vulkan, C++ and CUDA only".into()));
    }
    let buffers = match backend {
        Backend::Interp => interp::run(&program, &bindings, groups, options.row_major)?,
        Backend::Cpp => cpp::run(&mut program, &bindings, groups, options.row_major, cpp::Flavor::Cpu)?,
        Backend::Cuda => cpp::run(&mut program, &bindings, groups, options.row_major, cpp::Flavor::Cuda)?,
        Backend::Vulkan => {
            let spirv = match &options.spirv {
                Some(words) => words.clone(),
                None => spirv_of(&mut program, true, options.row_major, options.validate)?,
            };
            run_vulkan(&program, &spirv, &bindings, groups, options.row_major)?
        }
    };
    let output = print_outputs(&program, &bindings, &buffers, options.output_using_type);
    Ok(Outcome { output, warnings, image: None })
}

/// The output buffers, printed in render-test's format.
fn print_outputs(program: &Program, bindings: &Bindings, buffers: &[Vec<u8>], using_type: bool) -> String {
    let mut output = String::new();
    for (b, bytes) in bindings.buffers.iter().zip(buffers) {
        if !b.output {
            continue;
        }
        let kind = match b.heap {
            Some(t) => match nsl_dialects::hl::structured_buffer(&program.ctx, t) {
                Some((elem, _)) => ParamKind::Structured {
                    elem,
                    std430: nsl_dialects::hl::structured_buffer_space(&program.ctx, t)
                        == Some(nsl_ir::AddressSpace::Storage),
                },
                None => ParamKind::ByteAddress,
            },
            None => program.params[b.param].kind.clone(),
        };
        let typed = match kind {
            ParamKind::Structured { elem, .. } if using_type => layout::printed_scalar(&program.ctx, elem),
            // A buffer passed by address to a 64-bit integer prints as
            // that integer type (render-test prints by the parameter's
            // type: a scalar's, nothing for a pointer).
            ParamKind::Uniform(ty) if using_type && b.address.is_some() => {
                Some(ty).filter(|&t| matches!(program.ctx.type_kind(t), nsl_ir::TypeKind::Int { width: 64, .. }))
            }
            _ => None,
        };
        output::print_buffer(&program.ctx, bytes, typed, &mut output);
    }
    output
}

/// A [`Mode::Draw`] or [`Mode::DrawBuffers`] run: render-test's graphics
/// conventions, on Vulkan only. render-test fills the start of the
/// `Uniforms` constant buffer with an identity matrix (its
/// `modelViewProjection`), unless a test input fills it.
fn draw(
    path: &str,
    text: &str,
    options: &Options,
    backend: Backend,
    test: &nsl_testfile::TestFile,
    conformances: Vec<(String, String, Option<u32>)>,
) -> Result<Outcome, Error> {
    if backend != Backend::Vulkan {
        return Err(Error::Unsupported("drawing runs on Vulkan only".into()));
    }
    let entries = vec![
        ("vertexMain".to_string(), Some("vertex".to_string())),
        ("fragmentMain".to_string(), Some("fragment".to_string())),
    ];
    let Compiled { mut program, extra: fragment, mut bindings, warnings, added } =
        compile_and_bind(path, text, options, test, conformances, entries, program::analyse_graphics)?;
    if options.print_conformances {
        return Ok(conformance_list(&added, warnings));
    }
    let uniforms = program.params.iter().position(|p| {
        matches!(p.kind, ParamKind::Uniform(_)) && (p.block.as_deref() == Some("Uniforms") || p.name == "Uniforms")
    });
    if let Some(param) = uniforms.filter(|&p| !bindings.uniforms.iter().any(|u| u.param == p)) {
        let identity: Vec<u8> = (0..16).flat_map(|i| if i % 5 == 0 { 1.0f32 } else { 0.0 }.to_le_bytes()).collect();
        bindings.uniforms.push(program::BoundUniform { param, bytes: identity });
    }
    let spirv = match &options.spirv {
        Some(words) => words.clone(),
        None => spirv_of(&mut program, false, options.row_major, options.validate)?,
    };
    let gpu = vulkan::Gpu::open().map_err(Error::Unavailable)?;
    let vb = vulkan_bindings(&program, &spirv, &bindings, options.row_major)?;
    // A module from a text target's tool (`--spirv`) names its entry
    // points `main`: each is then the one of its stage.
    let entry_of = |wanted: &str, model: u32| {
        vulkan::entry_point_named_or_of_model(&spirv, wanted, model).ok_or_else(|| {
            let found = vulkan::entry_point_names(&spirv).join(", ");
            Error::Setup(format!("the SPIR-V module has no entry point '{wanted}' (found: {found})"))
        })
    };
    let (vertex_entry, fragment_entry) = (entry_of(&program.entry.name, 0)?, entry_of(&fragment, 4)?);
    let vertex_inputs = vulkan::vertex_input_locations(&spirv, &vertex_entry);
    let job = vulkan::DrawJob {
        spirv: &spirv,
        vertex_entry: &vertex_entry,
        fragment_entry: &fragment_entry,
        memory: vb.memory(),
        images: &vb.images,
        vertex_inputs: &vertex_inputs,
        width: vulkan::RENDER_TEST_WIDTH,
        height: vulkan::RENDER_TEST_HEIGHT,
        color_format: match options.mode {
            Mode::Draw(format) => format,
            _ => vulkan::ColorFormat::Rgba8,
        },
        offsets: options.draw_offsets,
    };
    let drawn = gpu.draw(&job).map_err(|e| match gpu.lacks_extension_for(&spirv) {
        Some(why) => Error::Unsupported(why),
        None if e.starts_with(vulkan::DEVICE_LACKS) => Error::Unsupported(e),
        None => Error::Execution(e),
    })?;
    let buffers = vb.bound_results(&drawn.buffers);
    let output = print_outputs(&program, &bindings, &buffers, options.output_using_type);
    let image = matches!(options.mode, Mode::Draw(_)).then_some(Picture {
        width: job.width,
        height: job.height,
        format: job.color_format,
        rgba: drawn.color,
    });
    Ok(Outcome { output, warnings, image })
}

/// Compiles the test (`compile`), finds its entry point and parameters
/// (`analyse`) and binds its inputs. An object written as a value of an
/// interface that its type is never converted to in the program (so the
/// program has no witness table for it) is a conformance render-test
/// creates on demand: it is added (as `-conformance T:I`) and the test
/// compiled again. So is one of an interface that no type of the program
/// conforms to at all (a call through it is `E50100` then): each type the
/// inputs write an object of, or specialize a parameter to, that conforms
/// to it.
fn compile_and_bind<T>(
    path: &str,
    text: &str,
    options: &Options,
    test: &nsl_testfile::TestFile,
    mut conformances: Vec<(String, String, Option<u32>)>,
    entries: Vec<(String, Option<String>)>,
    analyse: impl Fn(nsl_ir::Context, nsl_ir::Op) -> Result<(Program, T), Error>,
) -> Result<Compiled<T>, Error> {
    let mut added = Vec::new();
    loop {
        let mut trouble = ConformanceTrouble::default();
        let compiled = compile(path, text, options, conformances.clone(), entries.clone(), &mut trouble);
        let (ctx, module, warnings, tables) = match compiled {
            Ok(c) => c,
            Err(e) if trouble.unconformed.is_empty() => return Err(e),
            Err(e) => {
                let new = input_conformances_for(path, text, options, test, &conformances, &entries, &trouble);
                if new.is_empty() {
                    return Err(e);
                }
                if options.spirv.is_some() && !options.print_conformances {
                    return Err(e);
                }
                added.extend(new.iter().cloned());
                conformances.extend(new.into_iter().map(|(t, i)| (t, i, None)));
                continue;
            }
        };
        let (mut program, extra) = analyse(ctx, module)?;
        program.conformances = tables;
        match program.bind(&test.inputs, options.row_major) {
            Ok(bindings) => return Ok(Compiled { program, extra, bindings, warnings, added }),
            Err(e) => {
                let missing = program.missing.take();
                let new: Vec<(String, String)> = missing
                    .into_iter()
                    .filter(|(t, i)| !conformances.iter().any(|(ct, ci, _)| ct == t && ci == i))
                    .collect();
                if new.is_empty() {
                    return Err(e);
                }
                // A module compiled elsewhere has no type ids for them.
                if options.spirv.is_some() && !options.print_conformances {
                    let list: Vec<String> = new.iter().map(|(t, i)| format!("-conformance {t}:{i}")).collect();
                    return Err(Error::Unsupported(format!(
                        "the inputs write interface values of types the module given with --spirv has no \
                         conformance for (compile it with {})",
                        list.join(" ")
                    )));
                }
                added.extend(new.iter().cloned());
                conformances.extend(new.into_iter().map(|(t, i)| (t, i, None)));
            }
        }
    }
}

/// What a failed [`compile`] says about conformances.
#[derive(Default)]
struct ConformanceTrouble {
    /// Interfaces called through while no type of the program conforms
    /// to them (`E50100`).
    unconformed: Vec<String>,
    /// A `-conformance T:I` was refused (`T` is no struct type of the
    /// program or does not conform to `I`).
    refused: bool,
}

/// The conformances (type, interface) that an object type of the inputs
/// (`new T{...}`, or a parameter specialized to `T`) gives an interface
/// `trouble` names as unconformed: those a compile with it added does not
/// refuse.
fn input_conformances_for(
    path: &str,
    text: &str,
    options: &Options,
    test: &nsl_testfile::TestFile,
    conformances: &[(String, String, Option<u32>)],
    entries: &[(String, Option<String>)],
    trouble: &ConformanceTrouble,
) -> Vec<(String, String)> {
    use nsl_testfile::input::{InputKind, Item};
    fn objects_in(item: &Item, types: &mut Vec<String>) {
        match item {
            Item::Object(o) => {
                types.push(o.ty.clone());
                o.items.iter().for_each(|i| objects_in(i, types));
            }
            Item::List(items) => items.iter().for_each(|i| objects_in(i, types)),
            Item::Named(_, i) => objects_in(i, types),
            _ => {}
        }
    }
    let mut types = Vec::new();
    for input in &test.inputs {
        match &input.kind {
            InputKind::Object(o) => objects_in(&Item::Object(o.clone()), &mut types),
            InputKind::ExistentialType(t) if t != "__Dynamic" => types.push(t.clone()),
            _ => {}
        }
    }
    types.retain(|t| !t.is_empty());
    types.sort();
    types.dedup();
    let mut found = Vec::new();
    for iface in &trouble.unconformed {
        for ty in &types {
            if conformances.iter().any(|(t, i, _)| t == ty && i == iface) {
                continue;
            }
            let mut trial = conformances.to_vec();
            trial.push((ty.clone(), iface.clone(), None));
            let mut tried = ConformanceTrouble::default();
            let _ = compile(path, text, options, trial, entries.to_vec(), &mut tried);
            if !tried.refused {
                found.push((ty.clone(), iface.clone()));
            }
        }
    }
    found
}

/// A compiled, analysed and bound test ([`compile_and_bind`]).
struct Compiled<T> {
    program: Program,
    /// What `analyse` gave besides the program.
    extra: T,
    bindings: Bindings,
    warnings: String,
    /// The conformances added for the inputs: (type, interface).
    added: Vec<(String, String)>,
}

/// `--print-conformances`' output: `T:I` a line.
fn conformance_list(added: &[(String, String)], warnings: String) -> Outcome {
    let output = added.iter().map(|(t, i)| format!("{t}:{i}\n")).collect();
    Outcome { output, warnings, image: None }
}

/// Runs the frontend, with `entry_points` (name, stage) as entry points
/// besides the `[shader]` ones, and `assign-bindings`; also returns the
/// witness tables' conformances, read before `lower-existentials`.
fn compile(
    path: &str,
    text: &str,
    options: &Options,
    conformances: Vec<(String, String, Option<u32>)>,
    entry_points: Vec<(String, Option<String>)>,
    trouble: &mut ConformanceTrouble,
) -> Result<(nsl_ir::Context, nsl_ir::Op, String, Vec<program::Conformance>), Error> {
    let pp = PpOptions {
        defines: options.defines.clone(),
        include_dirs: options.include_dirs.clone(),
        allow_glsl: options.allow_glsl,
        ..PpOptions::default()
    };
    let frontend = nsl_frontend::compile::FrontendOptions {
        warnings: options.warnings.clone(),
        unscoped_enum: options.unscoped_enum,
        matrix_row_major: options.row_major,
        // The entry point named is one even without `[shader]` or
        // `[numthreads]`, as `-entry NAME -stage compute` makes it for slangc.
        capabilities: nsl_frontend::check::CapabilityOptions { conformances, entry_points, ..Default::default() },
    };
    let mut c = nsl_frontend::compile::compile_full(path, text, &pp, &frontend);
    let rendered: String = c.diags.list.iter().map(|d| nsl_frontend::diag::render(&c.sources, d)).collect();
    trouble.refused = c.diags.list.iter().any(|d| d.message.starts_with("-conformance "));
    let Some(module) = c.module else { return Err(Error::Compile(rendered)) };
    let assign = if options.binding_options.is_empty() {
        "assign-bindings".to_string()
    } else {
        format!("assign-bindings{{{}}}", options.binding_options)
    };
    let mut lang = nsl_frontend::compile::output_language(&c.ctx);
    let mut tables = Vec::new();
    for pipeline in
        ["specialize,fwd-diff,bwd-diff".to_string(), format!("lower-existentials,split-resource-globals,{assign}")]
    {
        if pipeline.starts_with("lower-existentials") {
            tables = witness_tables(&c.ctx, module);
        }
        let steps = nsl_passes::parse_pipeline(&pipeline).map_err(|d| Error::Compile(d.render(&c.ctx)))?;
        let mut pm = nsl_passes::PassManager::new(steps, nsl_passes::Instrumentation::default());
        let next = pm.check(&c.ctx, lang.clone()).map_err(|d| Error::Compile(d.render(&c.ctx)))?;
        let mut log = String::new();
        if let Err(ds) = pm.run(&mut c.ctx, module, lang, &mut log) {
            trouble.unconformed =
                ds.iter().filter_map(nsl_passes::lower_existentials::unconformed_interface).map(String::from).collect();
            return Err(Error::Compile(ds.iter().map(|d| d.render(&c.ctx)).collect()));
        }
        lang = next;
    }
    Ok((c.ctx, module, rendered, tables))
}

/// The conformances of `module`'s witness tables with their type ids (as
/// `lower-existentials` numbers them).
fn witness_tables(ctx: &nsl_ir::Context, module: nsl_ir::Op) -> Vec<program::Conformance> {
    let ids = nsl_dialects::gen::type_ids(ctx, module).unwrap_or_default();
    ctx.iter_block(ctx.body(module, 0))
        .filter(|&op| ctx.op_name(op) == nsl_dialects::gen::WITNESS_TABLE.name)
        .filter_map(|op| {
            let interface = ctx.attr_str(op, "interface")?.to_string();
            let ty = ctx.attr_type(op, "type")?;
            Some(program::Conformance { interface, ty, id: *ids.get(&op)? })
        })
        .collect()
}

/// Lays the bindings out as the module expects and runs it on the
/// preferred Vulkan device.
///
/// A buffer goes to the slot of the module's variable of the same name
/// (`OpName`), else to the one `assign-bindings` gave it (the same for
/// nanoslang's SPIR-V). A uniform global that the module holds in a uniform
/// block of its own (slangc's `ConstantBuffer<T>`, or its `cbuffer`) fills that block; the
/// others share one std140 block at the first one's slot, as nanoslang's
/// SPIR-V holds them.
fn run_vulkan(
    program: &Program,
    spirv: &[u32],
    bindings: &Bindings,
    groups: [u32; 3],
    row_major: bool,
) -> Result<Vec<Vec<u8>>, Error> {
    let gpu = vulkan::Gpu::open().map_err(Error::Unavailable)?;
    let vb = vulkan_bindings(program, spirv, bindings, row_major)?;
    let names = vulkan::entry_point_names(spirv);
    let entry = if names.contains(&program.entry.name) {
        program.entry.name.clone()
    } else {
        match names.as_slice() {
            [only] => only.clone(),
            _ => {
                return Err(Error::Setup(format!(
                    "the SPIR-V module has no entry point '{}' (found: {})",
                    program.entry.name,
                    names.join(", ")
                )))
            }
        }
    };
    let job = vulkan::Job { spirv, entry: &entry, memory: vb.memory(), images: &vb.images, groups };
    // A pipeline the driver refuses for an extension it lacks is a device
    // limit, not a failure of the program.
    let results = gpu.dispatch(&job).map_err(|e| match gpu.lacks_extension_for(spirv) {
        Some(why) => Error::Unsupported(why),
        None if e.starts_with(vulkan::DEVICE_LACKS) => Error::Unsupported(e),
        None => Error::Execution(e),
    })?;
    Ok(vb.bound_results(&results))
}

/// The module's memory for `bindings`: descriptors (buffers, then the
/// buffers the test leaves unbound, then uniform blocks), the buffers
/// passed by device address and the addresses to write, the push-constant
/// block; its textures and samplers; where each bound buffer went.
struct VulkanBindings<'a> {
    descriptors: Vec<vulkan::DescriptorBuffer>,
    address_buffers: Vec<Vec<u8>>,
    patches: Vec<vulkan::AddressPatch>,
    push: Vec<u8>,
    images: Vec<vulkan::DescriptorImage<'a>>,
    /// One per `bindings.buffers`.
    sources: Vec<vulkan::BufferRef>,
}

impl VulkanBindings<'_> {
    fn memory(&self) -> vulkan::Memory<'_> {
        vulkan::Memory {
            buffers: &self.descriptors,
            address_buffers: &self.address_buffers,
            patches: &self.patches,
            push_constants: &self.push,
        }
    }

    /// The final contents of the bound buffers, in `bindings.buffers`'
    /// order, from a job's results (descriptors', then address buffers').
    fn bound_results(&self, results: &[Vec<u8>]) -> Vec<Vec<u8>> {
        self.sources
            .iter()
            .map(|s| match *s {
                vulkan::BufferRef::Descriptor(i) => results.get(i).cloned().unwrap_or_default(),
                vulkan::BufferRef::Address(i) => results.get(self.descriptors.len() + i).cloned().unwrap_or_default(),
                vulkan::BufferRef::PushConstants => Vec::new(),
            })
            .collect()
    }
}

fn vulkan_bindings<'a>(
    program: &Program,
    spirv: &[u32],
    bindings: &'a Bindings,
    row_major: bool,
) -> Result<VulkanBindings<'a>, Error> {
    let variables = vulkan::bound_variables(spirv);
    let own = |p: usize| variables.iter().find(|v| same_name(&v.name, &program.params[p].name));
    let slot = |p: usize| {
        program.params[p]
            .binding
            .ok_or_else(|| Error::Setup(format!("parameter '{}' has no descriptor binding", program.params[p].name)))
    };
    let buffer_slot = |p: usize| match own(p) {
        Some(v) if v.kind == vulkan::DescriptorKind::StorageBuffer => Ok((v.binding, v.set)),
        Some(v) => {
            let what = match v.kind {
                vulkan::DescriptorKind::UniformBuffer => "a uniform buffer",
                _ => "an image, a sampler or a texel buffer",
            };
            Err(Error::Unsupported(format!(
                "the module's '{}' is {what}; nslc run binds buffers as storage buffers",
                v.name
            )))
        }
        None => slot(p),
    };
    // A uniform's own block: the module's uniform buffer of the
    // parameter's name, or of its `cbuffer`'s name (slangc gives each
    // `cbuffer` a block of its own, named as the `cbuffer`).
    let own_block = |p: usize| {
        let of_block = |v: &&vulkan::BoundVariable| program.params[p].block.as_ref() == Some(&v.name);
        own(p)
            .or_else(|| variables.iter().find(|v| !v.name.is_empty() && of_block(v)))
            .filter(|v| v.kind == vulkan::DescriptorKind::UniformBuffer)
    };
    // Buffers bound through descriptor handles go into the bindless heap
    // of buffers: the module's `__slang_resource_heap` storage-buffer
    // array (nanoslang's and slangc's name for it; `_slang_resource_heap`
    // through GLSL, which reserves names with two underscores).
    let heap = variables.iter().find(|v| is_bindless_heap(&v.name) && v.kind == vulkan::DescriptorKind::StorageBuffer);
    let mut descriptors = Vec::new();
    let mut address_buffers = Vec::new();
    let mut sources = Vec::new();
    for b in &bindings.buffers {
        if b.address.is_some() {
            sources.push(vulkan::BufferRef::Address(address_buffers.len()));
            address_buffers.push(b.bytes.clone());
            continue;
        }
        sources.push(vulkan::BufferRef::Descriptor(descriptors.len()));
        if b.heap.is_some() {
            let Some(heap) = heap else {
                return Err(Error::Unsupported(format!(
                    "the module has no bindless heap of buffers for the handle '{}'",
                    program.params[b.param].name
                )));
            };
            let (set, binding, element, bytes) = (heap.set, heap.binding, b.element, b.bytes.clone());
            descriptors.push(vulkan::DescriptorBuffer { set, binding, element, uniform: false, bytes });
            continue;
        }
        let (binding, set) = buffer_slot(b.param)?;
        let bytes = b.bytes.clone();
        descriptors.push(vulkan::DescriptorBuffer { set, binding, element: b.element, uniform: false, bytes });
    }
    // Buffers the test does not bind still need a descriptor: every
    // element of an array of them too (of an unbounded one, those below
    // the last bound).
    for (i, p) in program.params.iter().enumerate() {
        if !matches!(p.kind, ParamKind::Structured { .. } | ParamKind::ByteAddress) {
            continue;
        }
        let bound: Vec<u32> = bindings.buffers.iter().filter(|b| b.param == i).map(|b| b.element).collect();
        let count = match p.array {
            None => 1,
            Some(Some(n)) => n,
            Some(None) => bound.iter().max().map_or(1, |m| m + 1),
        };
        for element in (0..count).filter(|e| !bound.contains(e)) {
            let (binding, set) = buffer_slot(i)?;
            descriptors.push(vulkan::DescriptorBuffer { set, binding, element, uniform: false, bytes: vec![0; 4] });
        }
    }
    // Uniform globals: std140 blocks; uniform entry parameters: one
    // std430 push-constant block; in declaration order.
    let block = |member: &dyn Fn(usize, &Place) -> bool, rules: Rules| {
        uniform_block(program, bindings, member, rules, row_major)
    };
    // Where each uniform parameter went: its block and its offset there.
    let mut placed: Vec<(usize, vulkan::BufferRef, u32, Rules)> = Vec::new();
    let pushed = |i: usize| program.params[i].push_constant.is_some();
    let shared = |i: usize, p: &Place| matches!(p, Place::Global(_)) && own_block(i).is_none() && !pushed(i);
    let (globals, members) = block(&shared, Rules::Std140)?;
    if let Some(&(first, _)) = members.first() {
        let (binding, set) = slot(first)?;
        // A module whose uniforms all vanished (empty structs, `Tuple<>`)
        // may have put another variable in that slot: it has no block.
        let taken = variables
            .iter()
            .any(|v| (v.set, v.binding) == (set, binding) && v.kind != vulkan::DescriptorKind::UniformBuffer);
        if !taken {
            let at = vulkan::BufferRef::Descriptor(descriptors.len());
            placed.extend(members.iter().map(|&(p, offset)| (p, at, offset, Rules::Std140)));
            descriptors.push(vulkan::DescriptorBuffer { set, binding, element: 0, uniform: true, bytes: globals });
        }
    }
    let mut filled = Vec::new();
    for i in 0..program.params.len() {
        let Some(v) = own_block(i) else { continue };
        if filled.contains(&(v.set, v.binding)) {
            continue;
        }
        filled.push((v.set, v.binding));
        let same = |j: usize| own_block(j).is_some_and(|w| (w.set, w.binding) == (v.set, v.binding));
        let (bytes, members) = block(&|j, p| same(j) && matches!(p, Place::Global(_)), Rules::Std140)?;
        let at = vulkan::BufferRef::Descriptor(descriptors.len());
        placed.extend(members.iter().map(|&(p, offset)| (p, at, offset, Rules::Std140)));
        descriptors.push(vulkan::DescriptorBuffer { set: v.set, binding: v.binding, element: 0, uniform: true, bytes });
    }
    // Push constants: the entry point's uniform parameters, and the
    // `[[vk::push_constant]]` globals its stages reach (the others are not
    // in the module: a stage has one push-constant block).
    let reached = |i: usize| program.params[i].push_constant == Some(true);
    let (push, members) = block(&|i, p| matches!(p, Place::EntryArg(_)) || reached(i), Rules::Std430)?;
    placed.extend(members.iter().map(|&(p, offset)| (p, vulkan::BufferRef::PushConstants, offset, Rules::Std430)));
    let patches = address_patches(program, bindings, &sources, &placed, row_major)?;
    let images = image_descriptors(program, bindings, &variables)?;
    // A bindless heap that no input fills would have no descriptors (a
    // pipeline Vulkan does not define): refused, never run.
    for v in variables.iter().filter(|v| is_bindless_heap(&v.name)) {
        let filled = descriptors.iter().any(|d| (d.set, d.binding) == (v.set, v.binding))
            || images.iter().any(|i| (i.set, i.binding) == (v.set, v.binding));
        if !filled {
            return Err(Error::Unsupported(format!(
                "the module reads the bindless heap '{}' (set {}, binding {}), which no TEST_INPUT fills",
                v.name, v.set, v.binding
            )));
        }
    }
    Ok(VulkanBindings { descriptors, address_buffers, patches, push, images, sources })
}

/// The device addresses to write: each buffer passed by address into the
/// uniform parameter that holds it (where `placed` says that parameter
/// went: block, offset, rules), each address reference in a buffer's data.
fn address_patches(
    program: &Program,
    bindings: &Bindings,
    sources: &[vulkan::BufferRef],
    placed: &[(usize, vulkan::BufferRef, u32, Rules)],
    row_major: bool,
) -> Result<Vec<vulkan::AddressPatch>, Error> {
    let std140 = Layouter { ctx: &program.ctx, rules: Rules::Std140, row_major };
    let mut patches = Vec::new();
    for (k, b) in bindings.buffers.iter().enumerate() {
        for &(offset, of) in &b.refs {
            patches.push(vulkan::AddressPatch { of: sources[of], into: sources[k], offset });
        }
        let Some(offset) = b.address else { continue };
        let param = &program.params[b.param];
        let ParamKind::Uniform(ty) = param.kind else { continue };
        // A parameter the module does not use holds no address.
        let Some(&(_, into, at, rules)) = placed.iter().find(|(p, ..)| *p == b.param) else { continue };
        let to = Layouter { rules, ..std140 };
        let inner = std140.translate(ty, offset, &to).map_err(Error::Setup)?.ok_or_else(|| {
            Error::Setup(format!("no place for a device address at byte {offset} of '{}'", param.name))
        })?;
        patches.push(vulkan::AddressPatch { of: sources[k], into, offset: at + inner });
    }
    Ok(patches)
}

/// Is the module's variable `name` (its `OpName`) a bindless heap
/// (`__slang_resource_heap`, `_slang_resource_heap_1` through GLSL...)?
fn is_bindless_heap(name: &str) -> bool {
    name.trim_start_matches('_').starts_with("slang_resource_heap")
}

/// Does the module's variable `variable` (its `OpName`) stand for the
/// parameter `param`? A resource field of a uniform struct is the
/// parameter `gMat_albedo` (`split-resource-globals`), named `gMat.albedo`
/// in slangc's modules; a resource of an entry point's parameter `p.buf`
/// is `entryPointParams.p.buf` there.
fn same_name(variable: &str, param: &str) -> bool {
    // A resource of an entry point's parameter: `entryPointParams.p.buf`.
    let variable = variable.strip_prefix("entryPointParams.").unwrap_or(variable);
    !variable.is_empty() && (variable == param || variable.replace('.', "_") == param)
}

/// The textures and samplers of `bindings` in the module's slots: its
/// variable of the parameter's name, else the one in the slot
/// `assign-bindings` gave the parameter; a texture is viewed as that
/// variable's type declares. A parameter the module has no variable for
/// is not used by it and gets no descriptor.
fn image_descriptors<'a>(
    program: &Program,
    bindings: &'a Bindings,
    variables: &[vulkan::BoundVariable],
) -> Result<Vec<vulkan::DescriptorImage<'a>>, Error> {
    let mut out = Vec::new();
    for b in &bindings.images {
        let param = &program.params[b.param];
        let by_name = variables.iter().find(|v| same_name(&v.name, &param.name));
        let by_slot = || param.binding.and_then(|(b, s)| variables.iter().find(|v| v.binding == b && v.set == s));
        // A combined texture-sampler that the target split into a texture
        // `NAME_texture` and a sampler `NAME_sampler` (HLSL, WGSL...).
        if let Image::TextureSampler(desc, sampler) = &b.input {
            let part =
                |suffix: &str| variables.iter().find(|v| same_name(&v.name, &format!("{}_{suffix}", param.name)));
            if let (None, Some(t), Some(s)) = (by_name, part("texture"), part("sampler")) {
                if let (vulkan::DescriptorKind::Image(image), vulkan::DescriptorKind::Sampler) = (t.kind, s.kind) {
                    let what = vulkan::ImageKind::Texture { desc, image };
                    out.push(vulkan::DescriptorImage { set: t.set, binding: t.binding, element: b.element, what });
                    let what = vulkan::ImageKind::Sampler(sampler);
                    out.push(vulkan::DescriptorImage { set: s.set, binding: s.binding, element: b.element, what });
                    continue;
                }
            }
        }
        let Some(v) = by_name.or_else(by_slot) else { continue };
        let what = match (&b.input, v.kind) {
            (Image::Texture(desc), vulkan::DescriptorKind::Image(image)) => vulkan::ImageKind::Texture { desc, image },
            (Image::Sampler(desc), vulkan::DescriptorKind::Sampler) => vulkan::ImageKind::Sampler(desc),
            (Image::TextureSampler(desc, sampler), vulkan::DescriptorKind::CombinedImage(image)) => {
                vulkan::ImageKind::TextureSampler { desc, image, sampler }
            }
            (input, kind) => {
                let input = match input {
                    Image::Texture(_) => "a texture",
                    Image::Sampler(_) => "a sampler",
                    Image::TextureSampler(..) => "a combined texture-sampler",
                };
                return Err(Error::Unsupported(format!(
                    "the module's variable for '{}' ({kind:?}) cannot take {input}",
                    param.name
                )));
            }
        };
        out.push(vulkan::DescriptorImage { set: v.set, binding: v.binding, element: b.element, what });
    }
    Ok(out)
}

/// The members of a uniform block: (parameter index, byte offset).
pub(crate) type BlockMembers = Vec<(usize, u32)>;

/// The uniform parameters that `member` selects, in declaration order, as
/// one block laid out by `rules` (std140 blocks are padded to 16 bytes),
/// with each member's index and offset.
pub(crate) fn uniform_block(
    program: &Program,
    bindings: &Bindings,
    member: &dyn Fn(usize, &Place) -> bool,
    rules: Rules,
    row_major: bool,
) -> Result<(Vec<u8>, BlockMembers), Error> {
    let ctx = &program.ctx;
    let from = Layouter { ctx, rules: Rules::Std140, row_major };
    let to = Layouter { ctx, rules, row_major };
    let mut bytes = Vec::new();
    let mut members = Vec::new();
    for (i, p) in program.params.iter().enumerate() {
        let ParamKind::Uniform(ty) = p.kind else { continue };
        if !member(i, &p.place) {
            continue;
        }
        let l = to.layout(ty).map_err(Error::Setup)?;
        let at = (bytes.len() as u32).div_ceil(l.align) * l.align;
        members.push((i, at));
        bytes.resize((at + l.size) as usize, 0);
        if let Some(u) = bindings.uniforms.iter().find(|u| u.param == i) {
            let value = from.decode(ty, &u.bytes, 0).map_err(Error::Setup)?;
            to.encode(ty, &value, &mut bytes, at).map_err(Error::Setup)?;
        }
    }
    if rules == Rules::Std140 {
        bytes.resize(bytes.len().div_ceil(16) * 16, 0);
    }
    Ok((bytes, members))
}

/// The language of a [`Program`]'s module: the frontend's, through
/// `compile`'s `specialize`, `lower-existentials` and `assign-bindings`.
pub(crate) fn program_language(ctx: &nsl_ir::Context) -> nsl_ir::Language {
    let frontend = nsl_frontend::compile::output_language(ctx);
    let steps = nsl_passes::parse_pipeline(
        "specialize,fwd-diff,bwd-diff,lower-existentials,split-resource-globals,assign-bindings",
    )
    .expect("a valid pipeline");
    let pm = nsl_passes::PassManager::new(steps, nsl_passes::Instrumentation::default());
    pm.check(ctx, frontend.clone()).unwrap_or(frontend)
}

/// The module's SPIR-V: nanoslang's SPIR-V pipeline (optimised, as
/// `nslc -target spirv` by default) for the entry point (`one_entry`) or
/// for every entry point, with the run's default matrix layout, then the
/// emitter (SPIR-V 1.3, for Vulkan 1.1). Lowers `program`'s module in
/// place; the parameters recorded before stay valid.
fn spirv_of(program: &mut Program, one_entry: bool, row_major: bool, validate: bool) -> Result<Vec<u32>, Error> {
    let ctx = &mut program.ctx;
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    let layout = if row_major { nsl_ir::MatrixLayout::RowMajor } else { nsl_ir::MatrixLayout::ColumnMajor };
    let entry = one_entry.then_some(program.entry.name.as_str());
    let pipeline = nsl_passes::pipeline::spirv_pipeline(entry, true, layout);
    let steps = nsl_passes::parse_pipeline(&pipeline).map_err(|d| Error::Compile(d.render(ctx)))?;
    let mut pm = nsl_passes::PassManager::new(steps, nsl_passes::Instrumentation::default());
    let lang = program_language(ctx);
    let mut log = String::new();
    let render = |ctx: &nsl_ir::Context, ds: Vec<nsl_ir::Diagnostic>| ds.iter().map(|d| d.render(ctx)).collect();
    pm.run(ctx, program.module, lang, &mut log).map_err(|ds| Error::Compile(render(ctx, ds)))?;
    let options = nsl_spirv::emit::Options { version: nsl_spirv::profile::DEFAULT.version, ..Default::default() };
    let module = nsl_spirv::emit::emit(ctx, program.module, &options).map_err(|ds| Error::Compile(render(ctx, ds)))?;
    let words = nsl_spirv::emit::assemble(&module);
    if validate {
        use nsl_spirv::profile::{validate_with, ValidationError, DEFAULT};
        // The device is created with every feature it has: scalarBlockLayout
        // on lavapipe and NVIDIA, which ScalarDataLayout buffers rely on.
        match validate_with(&words, DEFAULT.env, &["--scalar-block-layout"]) {
            Ok(()) => {}
            Err(ValidationError::Missing) => {
                return Err(Error::Compile("--validate needs spirv-val (Debian package spirv-tools)".into()))
            }
            Err(ValidationError::Invalid(msg)) => {
                return Err(Error::Compile(format!("spirv-val rejected the module: {msg}")))
            }
        }
    }
    Ok(words)
}
