//! Running a compute shader as C++ on the CPU: nanoslang's C++ target
//! ([`nsl_text::cpp`]) compiled with g++ (`$CXX` when set) and run as a
//! process; or as CUDA on an NVIDIA GPU: the CUDA target
//! ([`nsl_text::cuda`]) with its host harness, compiled with nvcc (`$NVCC`
//! when set). Both harnesses read and write the same files.
//!
//! The bindings are those the Vulkan backend uses (the same slots, the
//! same uniform and push-constant blocks), laid out by C's rules
//! ([`Rules::C`]) instead of std430 / std140: each buffer is re-encoded
//! element by element into `DIR/b<set>_<binding>.bin`, the uniform globals'
//! block into the first one's slot, the uniform entry parameters (or the
//! push-constant globals) into `DIR/push.bin`; the program writes the storage buffers back, which are
//! re-encoded to std430 for printing. A buffer passed by device address
//! (a pointer) goes to `DIR/a<k>.bin` (its bytes as given), and
//! `DIR/addresses.txt` says where its address goes: `buffer FILE` for each,
//! then `patch FILE INTO OFFSET` (8 bytes at OFFSET of the file INTO); the
//! harness keeps each in memory for the run and writes it back.

use crate::layout::{Layouter, Rules};
use crate::program::{Bindings, ParamKind, Place, Program};
use crate::{uniform_block, Error};
use std::path::Path;
use std::process::Command;

/// C++ for the CPU, or CUDA for an NVIDIA GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    Cpu,
    Cuda,
}

impl Flavor {
    fn target(self) -> &'static str {
        match self {
            Flavor::Cpu => "cpp",
            Flavor::Cuda => "cuda",
        }
    }

    /// The compiler (and the variable that overrides it), its options and
    /// the source file's name.
    fn compiler(self) -> (String, &'static [&'static str], &'static str) {
        match self {
            Flavor::Cpu => (
                std::env::var("CXX").unwrap_or_else(|_| "g++".to_string()),
                &["-std=c++20", "-O1", "-fwrapv", "-fno-strict-aliasing", "-pthread", "-w"],
                "shader.cpp",
            ),
            Flavor::Cuda => (
                std::env::var("NVCC").unwrap_or_else(|_| "nvcc".to_string()),
                &["-std=c++17", "-O1", "-DNSL_CUDA_HOST_MAIN", "-w"],
                "shader.cu",
            ),
        }
    }
}

/// The program's source: the text pipeline for the flavour's target, then
/// its printer.
fn source_of(program: &mut Program, row_major: bool, flavor: Flavor) -> Result<String, Error> {
    let ctx = &mut program.ctx;
    ctx.register_dialect(&nsl_spirv::dialect::DIALECT);
    let layout = if row_major { nsl_ir::MatrixLayout::RowMajor } else { nsl_ir::MatrixLayout::ColumnMajor };
    let pipeline = nsl_passes::pipeline::text_pipeline(flavor.target(), Some(&program.entry.name), true, layout);
    let steps = nsl_passes::parse_pipeline(&pipeline).map_err(|d| Error::Compile(d.render(ctx)))?;
    let mut pm = nsl_passes::PassManager::new(steps, nsl_passes::Instrumentation::default());
    let lang = crate::program_language(ctx);
    let render = |ctx: &nsl_ir::Context, ds: Vec<nsl_ir::Diagnostic>| ds.iter().map(|d| d.render(ctx)).collect();
    pm.run(ctx, program.module, lang, &mut String::new()).map_err(|ds| Error::Compile(render(ctx, ds)))?;
    let printed = match flavor {
        Flavor::Cpu => nsl_text::cpp::print(ctx, program.module),
        Flavor::Cuda => nsl_text::cuda::print(ctx, program.module),
    };
    printed.map_err(|ds| Error::Compile(render(ctx, ds)))
}

/// The name the C++ prelude has as a header beside its precompiled form.
const PCH_HEADER: &str = "nsl_cpp_prelude.h";

/// A directory holding the C++ prelude as a header and its precompiled
/// form (`.gch`) for `compiler` with `options` (which a precompiled header
/// must match), made once per prelude, compiler and options and shared by
/// every run; `None` where it cannot be made (the shader then includes the
/// prelude as text). g++ falls back to the header by itself when the
/// precompiled form does not fit.
fn precompiled_prelude(compiler: &str, options: &[&str]) -> Option<std::path::PathBuf> {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (nsl_text::cpp::PRELUDE, compiler, options).hash(&mut hasher);
    let dir = std::env::temp_dir().join(format!("nsl-cpp-pch-{:016x}", hasher.finish()));
    let gch = dir.join(format!("{PCH_HEADER}.gch"));
    if gch.is_file() {
        return Some(dir);
    }
    std::fs::create_dir_all(&dir).ok()?;
    // Each file is written under a name of this process and renamed into
    // place, so that runs in parallel never read a half-written one.
    let header = dir.join(format!("{PCH_HEADER}.{}", std::process::id()));
    std::fs::write(&header, nsl_text::cpp::PRELUDE).ok()?;
    std::fs::rename(&header, dir.join(PCH_HEADER)).ok()?;
    let partial = dir.join(format!("{PCH_HEADER}.{}.gch", std::process::id()));
    let made = Command::new(compiler)
        .args(options)
        .args(["-x", "c++-header"])
        .arg(dir.join(PCH_HEADER))
        .arg("-o")
        .arg(&partial)
        .status()
        .is_ok_and(|s| s.success());
    if !made || std::fs::rename(&partial, &gch).is_err() {
        let _ = std::fs::remove_file(&partial);
        return None;
    }
    Some(dir)
}

/// Re-encodes an array of `elem` from one layout to another.
fn relayout(from: &Layouter, to: &Layouter, elem: nsl_ir::Type, bytes: &[u8]) -> Result<Vec<u8>, Error> {
    let (a, b) = (from.array_stride(elem).map_err(Error::Setup)?, to.array_stride(elem).map_err(Error::Setup)?);
    let n = bytes.len() as u32 / a.max(1);
    let mut out = vec![0; (n * b) as usize];
    for i in 0..n {
        let v = from.decode(elem, bytes, i * a).map_err(Error::Setup)?;
        to.encode(elem, &v, &mut out, i * b).map_err(Error::Setup)?;
    }
    Ok(out)
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), Error> {
    std::fs::write(dir.join(name), bytes).map_err(|e| Error::Execution(format!("cannot write {name}: {e}")))
}

/// Compiles and runs the program; gives the bound buffers' final bytes
/// (std430), in `bindings.buffers` order.
pub fn run(
    program: &mut Program,
    bindings: &Bindings,
    groups: [u32; 3],
    row_major: bool,
    flavor: Flavor,
) -> Result<Vec<Vec<u8>>, Error> {
    // Handles are data here too, but the buffers' encoder does not know them.
    let mut handles = false;
    program.ctx.walk_nested(program.module, &mut |op| {
        let name = program.ctx.op_name(op);
        handles |= name == "hl.handle_cast" || name == "hl.handle_deref";
    });
    if handles {
        return Err(Error::Unsupported("descriptor handles run on Vulkan only".into()));
    }
    let text = source_of(program, row_major, flavor)?;
    let dir = std::env::temp_dir().join(format!(
        "nsl-{}-{}-{:x}",
        flavor.target(),
        std::process::id(),
        text.len() ^ groups[0] as usize
    ));
    std::fs::create_dir_all(&dir).map_err(|e| Error::Execution(format!("cannot create {}: {e}", dir.display())))?;
    let result = run_in(program, bindings, groups, row_major, flavor, &text, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run_in(
    program: &Program,
    bindings: &Bindings,
    groups: [u32; 3],
    row_major: bool,
    flavor: Flavor,
    text: &str,
    dir: &Path,
) -> Result<Vec<Vec<u8>>, Error> {
    let (compiler, options, source) = flavor.compiler();
    let mut compile = Command::new(&compiler);
    compile.args(options);
    // The prelude is most of g++'s time (its standard headers): it is
    // parsed once per compiler and options into a precompiled header.
    let shader = text.strip_prefix(nsl_text::cpp::PRELUDE).filter(|_| flavor == Flavor::Cpu);
    match shader.zip(shader.and_then(|_| precompiled_prelude(&compiler, options))) {
        Some((shader, pch_dir)) => {
            compile.arg("-I").arg(pch_dir);
            write(dir, source, format!("#include \"{PCH_HEADER}\"\n{shader}").as_bytes())?;
        }
        None => write(dir, source, text.as_bytes())?,
    }
    let exe = dir.join("shader");
    let compiled = compile
        .arg(dir.join(source))
        .arg("-o")
        .arg(&exe)
        .output()
        .map_err(|e| Error::Unavailable(format!("cannot run the compiler '{compiler}': {e}")))?;
    if !compiled.status.success() {
        let log = String::from_utf8_lossy(&compiled.stderr);
        let first: Vec<&str> = log.lines().filter(|l| l.contains("error")).take(5).collect();
        return Err(Error::Compile(format!("{compiler} rejected the {}:\n{}", flavor.target(), first.join("\n"))));
    }
    let ctx = &program.ctx;
    let std430 = Layouter { ctx, rules: Rules::Std430, row_major };
    let c = Layouter { ctx, rules: Rules::C, row_major };
    let slot = |p: usize| {
        program.params[p]
            .binding
            .ok_or_else(|| Error::Setup(format!("parameter '{}' has no descriptor binding", program.params[p].name)))
    };
    let file = |(binding, set): (u32, u32)| format!("b{set}_{binding}.bin");
    // An array of buffers: a file per element.
    let buffer_file = |b: &crate::program::BoundBuffer| -> Result<String, Error> {
        let (binding, set) = slot(b.param)?;
        Ok(match program.params[b.param].array {
            Some(_) => format!("b{set}_{binding}_{}.bin", b.element),
            None => format!("b{set}_{binding}.bin"),
        })
    };
    if let Some(p) = program.params.iter().find(|p| matches!(p.kind, ParamKind::Structured { std430: false, .. })) {
        return Err(Error::Unsupported(format!(
            "the C++ backend lays structured buffers out by std430; '{}' names another data layout",
            p.name
        )));
    }
    // Buffers passed by address: a file each, named by their index.
    let buffer_file = |k: usize| -> Result<String, Error> {
        let b = &bindings.buffers[k];
        if b.address.is_some() {
            return Ok(format!("a{k}.bin"));
        }
        buffer_file(b)
    };
    for (k, b) in bindings.buffers.iter().enumerate() {
        let bytes = match program.params[b.param].kind {
            ParamKind::Structured { elem, std430: true } if b.address.is_none() => {
                relayout(&std430, &c, elem, &b.bytes)?
            }
            _ => b.bytes.clone(),
        };
        write(dir, &buffer_file(k)?, &bytes)?;
    }
    let pushed = |i: usize| program.params[i].push_constant;
    let globals = |i: usize, p: &Place| matches!(p, Place::Global(_)) && pushed(i).is_none();
    let (uniforms, members) = uniform_block(program, bindings, &globals, Rules::C, row_major)?;
    let uniform_file = match members.first() {
        Some(&(first, _)) => Some(file(slot(first)?)),
        None => None,
    };
    if let Some(name) = &uniform_file {
        write(dir, name, &uniforms)?;
    }
    // Push constants: the uniform entry parameters, or the reached
    // `[[vk::push_constant]]` globals (see `vulkan_bindings`).
    let push_member = |i: usize, p: &Place| matches!(p, Place::EntryArg(_)) || pushed(i) == Some(true);
    let (push, push_members) = uniform_block(program, bindings, &push_member, Rules::C, row_major)?;
    write(dir, "push.bin", &push)?;
    // Where each buffer passed by address has its address written.
    let std140 = Layouter { ctx, rules: Rules::Std140, row_major };
    let mut manifest = String::new();
    for (k, b) in bindings.buffers.iter().enumerate() {
        if b.address.is_some() {
            manifest.push_str(&format!("buffer {}\n", buffer_file(k)?));
        }
    }
    for (k, b) in bindings.buffers.iter().enumerate() {
        for &(offset, of) in &b.refs {
            let relaid = matches!(program.params[b.param].kind, ParamKind::Structured { std430: true, .. });
            if bindings.buffers[of].address.is_none() || (relaid && b.address.is_none()) {
                return Err(Error::Unsupported(
                    "the C++ and CUDA harnesses take addresses only of buffers passed by address, into raw bytes"
                        .into(),
                ));
            }
            manifest.push_str(&format!("patch {} {} {offset}\n", buffer_file(of)?, buffer_file(k)?));
        }
        let Some(offset) = b.address else { continue };
        let ParamKind::Uniform(ty) = program.params[b.param].kind else { continue };
        let block = match (members.iter().find(|m| m.0 == b.param), push_members.iter().find(|m| m.0 == b.param)) {
            (Some(&(_, at)), _) => uniform_file.clone().map(|f| (f, at)),
            (None, Some(&(_, at))) => Some(("push.bin".to_string(), at)),
            // A parameter the module does not use holds no address.
            (None, None) => None,
        };
        let Some((into, at)) = block else { continue };
        let inner = std140.translate(ty, offset, &c).map_err(Error::Setup)?.ok_or_else(|| {
            Error::Setup(format!(
                "no place for a device address at byte {offset} of '{}'",
                program.params[b.param].name
            ))
        })?;
        manifest.push_str(&format!("patch {} {into} {}\n", buffer_file(k)?, at + inner));
    }
    write(dir, "addresses.txt", manifest.as_bytes())?;
    let ran = Command::new(&exe)
        .arg(dir)
        .args(groups.iter().map(u32::to_string))
        .output()
        .map_err(|e| Error::Execution(format!("cannot run the compiled shader: {e}")))?;
    if !ran.status.success() {
        return Err(Error::Execution(format!(
            "the compiled shader failed ({}): {}",
            ran.status,
            String::from_utf8_lossy(&ran.stderr).trim()
        )));
    }
    let mut out = Vec::new();
    for (k, b) in bindings.buffers.iter().enumerate() {
        let name = buffer_file(k)?;
        let bytes = std::fs::read(dir.join(&name)).map_err(|e| Error::Execution(format!("cannot read {name}: {e}")))?;
        out.push(match program.params[b.param].kind {
            ParamKind::Structured { elem, std430: true } if b.address.is_none() => relayout(&c, &std430, elem, &bytes)?,
            _ => bytes,
        });
    }
    Ok(out)
}
