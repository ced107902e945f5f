//! The C++ target (the CPU): C++20 for g++ or clang++, with a prelude
//! written here (`cpp_prelude.h`: vectors, matrices, the math library,
//! the IR's defined integer division and conversions, atomics through
//! `std::atomic_ref`) and a `main` that runs the compute entry point.
//!
//! Its input is the Vulkan legalization's language, as for GLSL: the
//! resource model (bindings, blocks, built-ins) is the one the runtime
//! binds, so `nslc run --backend cpp` fills the same slots. A
//! `storage_buffer` block is a pointer to its elements and their count,
//! `uniform` and `push_constant` blocks are structs, `workgroup` variables
//! statics shared by a group's invocations, `private` variables and
//! built-in inputs `thread_local`. Memory has C layout (a vector is its
//! components, a matrix its rows, whatever its layout tag): the runtime
//! lays buffers out so (`nsl_runtime::layout::Rules::C`).
//! 16-bit floats are g++'s `_Float16` (each operation rounds to half; the
//! prelude's math runs in float and rounds the result, `wide` / `narrow`).
//!
//! `main DIR GX GY GZ` reads each buffer from `DIR/b<set>_<binding>.bin`
//! (push constants from `DIR/push.bin`), runs the GX x GY x GZ work groups
//! one after another, each as one thread per invocation (so barriers are
//! `std::barrier`s), and writes the storage buffers back. A wave is one
//! lane: wave operations act on the invocation's own value.

use crate::cfamily::{cannot, is_value_pointer, Target, Walker, R};
use crate::expr::{Expr, Prec};
use crate::names::{Names, Reserved};
use crate::texture::{Base, Shape};
use nsl_dialects::{arith, gpu, hl, mat, vec};
use nsl_ir::{AddressSpace, AttrKind, Context, Diagnostic, Op, Type, TypeKind};
use nsl_spirv::dialect as spv;
use rustc_hash::FxHashMap;

/// The prelude every printed C++ file starts with.
pub const PRELUDE: &str = concat!(include_str!("cpp_prelude.h"), include_str!("prefixed_prelude.h"));

pub static RESERVED: Reserved = Reserved {
    words: &[
        "nsl",
        "std",
        "alignas",
        "alignof",
        "and",
        "and_eq",
        "asm",
        "bitand",
        "bitor",
        "catch",
        "char8_t",
        "char16_t",
        "char32_t",
        "compl",
        "concept",
        "consteval",
        "constexpr",
        "constinit",
        "const_cast",
        "co_await",
        "co_return",
        "co_yield",
        "decltype",
        "dynamic_cast",
        "explicit",
        "export",
        "friend",
        "mutable",
        "noexcept",
        "not",
        "not_eq",
        "nullptr",
        "operator",
        "or",
        "or_eq",
        "protected",
        "reinterpret_cast",
        "requires",
        "static_assert",
        "static_cast",
        "thread_local",
        "throw",
        "try",
        "typeid",
        "typename",
        "using",
        "virtual",
        "wchar_t",
        "xor",
        "xor_eq",
        "int8_t",
        "int16_t",
        "int32_t",
        "int64_t",
        "uint8_t",
        "uint16_t",
        "uint32_t",
        "uint64_t",
        "size_t",
        "errno",
        "assert",
        "NULL",
    ],
    prefixes: &["__"],
    families: None,
};

/// Prints a module in the SPIR-V emitter's input language as C++.
pub fn print(ctx: &Context, module: Op) -> Result<String, Vec<Diagnostic>> {
    print_flavor(ctx, module, false)
}

/// The C++ printer, for the CPU or (`cuda`) for CUDA ([`crate::cuda`]).
pub(crate) fn print_flavor(ctx: &Context, module: Op, cuda: bool) -> Result<String, Vec<Diagnostic>> {
    nsl_ir::verify::verify(ctx, module)?;
    crate::printer_language(if cuda { "cuda" } else { "cpp" }).check(ctx, module)?;
    let mut c = Cpp { cuda, ..Cpp::default() };
    let mut w = Walker::new(ctx, Names::new(&RESERVED));
    for name in ["params", "uniformState", "UniformState", "UniformEntryPointParams"] {
        w.names.reserve(name);
    }
    c.module(&mut w, module).map_err(|d| vec![d])?;
    let mut out = String::new();
    if c.half {
        out.push_str("#define NSL_CUDA_ENABLE_HALF\n");
    }
    out.push_str(if cuda { crate::cuda::PRELUDE } else { PRELUDE });
    out.push_str("\n// The shader.\n");
    out.push_str(&c.structs);
    out.push_str(&c.globals);
    out.push_str(&w.out);
    out.push_str(&c.main);
    Ok(out)
}

#[derive(Default)]
struct Cpp {
    /// CUDA instead of C++ for the CPU.
    cuda: bool,
    /// CUDA: half-precision floats are used (cuda_fp16.h).
    half: bool,
    /// CUDA: the fields of `UniformState` and the entry point's
    /// `UniformEntryPointParams` type, and its `private` variables.
    state_fields: Vec<String>,
    entry_params_type: Option<String>,
    privates: Vec<String>,
    /// CUDA: the storage-block types and their buffer types.
    block_types: FxHashMap<Type, String>,
    struct_names: FxHashMap<Type, String>,
    structs: String,
    globals: String,
    main: String,
    /// Storage buffers: (name, element type, the harness's file).
    buffers: Vec<(String, String, String)>,
    /// Uniform blocks: (name, file).
    uniforms: Vec<(String, String)>,
    /// Built-in inputs: (name, built-in).
    builtins: Vec<(String, String)>,
    /// CUDA: the `UniformState` buffers (field, element type, `None` for a
    /// byte-address buffer's words, the harness's file) and constant
    /// buffers (field, type, set, binding), for the host harness.
    cuda_buffers: Vec<(String, Option<String>, String)>,
    cuda_uniforms: Vec<(String, String, u32, u32)>,
}

impl Cpp {
    fn module(&mut self, w: &mut Walker, module: Op) -> R<()> {
        let ctx = w.ctx;
        let body = ctx.body(module, 0);
        let ops = ctx.block_ops(body);
        for &op in &ops {
            if ctx.op_name(op) == spv::GLOBAL_VAR.name {
                self.global(w, op)?;
            }
        }
        let funcs: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name).collect();
        let entries: Vec<Op> = ops.iter().copied().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
        let target = if self.cuda { "CUDA" } else { "C++" };
        if let [_, second, ..] = entries[..] {
            return Err(cannot(ctx, second, target, "a second entry point (pass -entry)"));
        }
        let entry_func = entries.first().and_then(|&e| ctx.attr_symbol(e, "func")).map(|s| ctx.str(s).to_string());
        for &f in &funcs {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let name = match entries.first() {
                // A CUDA kernel keeps the entry point's name (extern "C")
                // unless C++ reserves it (`main`).
                Some(&e) if self.cuda && entry_func.as_deref() == Some(sym.as_str()) => {
                    w.names.fresh(ctx.attr_str(e, "name").unwrap_or("computeMain"))
                }
                _ => w.names.fresh(&sym),
            };
            w.symbols.insert(sym, name);
        }
        if self.cuda {
            self.cuda_state();
        }
        let mut protos = Vec::new();
        for &f in &funcs {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let is_entry = entry_func.as_deref() == Some(sym.as_str());
            protos.push(if self.cuda && is_entry {
                self.kernel_signature(w, f, entries[0])?
            } else {
                self.signature(w, f)?
            });
        }
        for (&f, p) in funcs.iter().zip(&protos) {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            if !(self.cuda && entry_func.as_deref() == Some(sym.as_str())) {
                w.line(&format!("{p};"));
            }
        }
        for (&f, head) in funcs.iter().zip(&protos) {
            let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            w.line(&format!("{head} {{"));
            w.indent += 1;
            if self.cuda && entry_func.as_deref() == Some(sym.as_str()) {
                for p in self.privates.clone() {
                    w.line(&p);
                }
            }
            let r = w.body(self, ctx.body(f, 0));
            w.indent -= 1;
            r?;
            w.line("}");
        }
        match entries.first() {
            Some(&e) if !self.cuda => self.harness(w, e),
            Some(&e) => self.cuda_harness(w, e),
            None => Ok(()),
        }
    }

    /// CUDA: `UniformState` (the resources) and `UniformEntryPointParams`
    /// (the uniform entry-point parameters), as seed 003 describes.
    fn cuda_state(&mut self) {
        let mut s = String::from("struct UniformState {\n");
        for f in &self.state_fields {
            s.push_str(&format!("    {f};\n"));
        }
        s.push_str("};\n");
        match &self.entry_params_type {
            Some(t) => s.push_str(&format!("typedef {t} UniformEntryPointParams;\n")),
            None => s.push_str("struct UniformEntryPointParams {};\n"),
        }
        self.globals.push_str(&s);
    }

    /// CUDA: `extern "C" __global__ void name(UniformEntryPointParams*
    /// params, UniformState* uniformState)`, `[numthreads]` in a comment.
    fn kernel_signature(&mut self, w: &mut Walker, f: Op, entry: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        if spv::local_size_spec_ids(ctx, entry).is_some() {
            return Err(cannot(ctx, entry, "CUDA", "a workgroup size given by a specialization constant"));
        }
        let size = spv::int_list(ctx, entry, "local_size").unwrap_or_default();
        let size: Vec<String> = size.iter().map(i128::to_string).collect();
        Ok(format!(
            "// [numthreads({})]\nextern \"C\" __global__ void {}(UniformEntryPointParams* params, UniformState* uniformState)",
            size.join(", "),
            w.symbols[&sym]
        ))
    }

    /// `main DIR GX GY GZ`: loads the buffers, runs the groups, stores.
    fn harness(&mut self, w: &mut Walker, entry: Op) -> R<()> {
        let ctx = w.ctx;
        let f = ctx.attr_symbol(entry, "func").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let f = w.symbols[&f].clone();
        if spv::local_size_spec_ids(ctx, entry).is_some() {
            return Err(cannot(ctx, entry, "C++", "a workgroup size given by a specialization constant"));
        }
        let size = spv::int_list(ctx, entry, "local_size").unwrap_or_default();
        let [x, y, z] = size[..] else { return Err(cannot(ctx, entry, "C++", "an entry point without a size")) };
        let mut m = String::from("int main(int argc, char** argv) {\n");
        m.push_str("    if (argc != 5) {\n        std::fprintf(stderr, \"usage: %s DIR GX GY GZ\\n\", argv[0]);\n        return 2;\n    }\n");
        m.push_str("    const char* dir = argv[1];\n");
        m.push_str("    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};\n");
        m.push_str("    nsl::load_addresses(dir);\n");
        for (i, (name, elem, file)) in self.buffers.iter().enumerate() {
            m.push_str(&format!("    std::vector<unsigned char> buffer{i} = nsl::read_file(dir, \"{file}\");\n"));
            m.push_str(&format!("    buffer{i}.resize(buffer{i}.size() + sizeof({elem}));\n"));
            m.push_str(&format!(
                "    {name}.count = (uint32_t)((buffer{i}.size() - sizeof({elem})) / sizeof({elem}));\n"
            ));
            m.push_str(&format!("    {name}.data = {{reinterpret_cast<{elem}*>(buffer{i}.data()), {name}.count}};\n"));
        }
        for (name, file) in &self.uniforms {
            m.push_str(&format!(
                "    {{\n        std::vector<unsigned char> bytes = nsl::read_file(dir, \"{file}\");\n        std::memcpy(&{name}, bytes.data(), std::min(bytes.size(), sizeof {name}));\n    }}\n"
            ));
        }
        m.push_str(&format!("    const uint32_t size[3] = {{{x}, {y}, {z}}};\n"));
        m.push_str("    const uint32_t threads = size[0] * size[1] * size[2];\n");
        m.push_str(
            "    std::barrier<> group_barrier((std::ptrdiff_t)threads);\n    nsl::group_barrier = &group_barrier;\n",
        );
        m.push_str("    for (uint32_t gz = 0; gz < groups[2]; gz++)\n    for (uint32_t gy = 0; gy < groups[1]; gy++)\n    for (uint32_t gx = 0; gx < groups[0]; gx++) {\n");
        m.push_str("        std::vector<std::thread> invocations;\n");
        m.push_str("        for (uint32_t index = 0; index < threads; index++) {\n");
        m.push_str("            invocations.emplace_back([=] {\n");
        m.push_str("                const uint32_t lx = index % size[0], ly = index / size[0] % size[1], lz = index / (size[0] * size[1]);\n");
        for (name, builtin) in &self.builtins {
            let value = match builtin.as_str() {
                "GlobalInvocationId" => "{gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz}",
                "LocalInvocationId" => "{lx, ly, lz}",
                "WorkgroupId" => "{gx, gy, gz}",
                "NumWorkgroups" => "{groups[0], groups[1], groups[2]}",
                "LocalInvocationIndex" => "index",
                "SubgroupLocalInvocationId" => "0",
                _ => "1",
            };
            m.push_str(&format!("                {name} = {value};\n"));
        }
        m.push_str(&format!("                {f}();\n"));
        m.push_str("            });\n        }\n        for (std::thread& t : invocations) t.join();\n    }\n");
        for (i, (_, elem, file)) in self.buffers.iter().enumerate() {
            m.push_str(&format!("    buffer{i}.resize(buffer{i}.size() - sizeof({elem}));\n"));
            m.push_str(&format!("    nsl::write_file(dir, \"{file}\", buffer{i});\n"));
        }
        m.push_str("    nsl::save_addresses(dir);\n    return 0;\n}\n");
        self.main = m;
        Ok(())
    }

    /// CUDA: a host `main DIR GX GY GZ` behind `NSL_CUDA_HOST_MAIN`, with
    /// the C++ harness's file protocol: it copies each buffer file to the
    /// device, fills `UniformState` and `UniformEntryPointParams` there,
    /// launches the kernel over the groups and writes the buffers back.
    fn cuda_harness(&mut self, w: &mut Walker, entry: Op) -> R<()> {
        let ctx = w.ctx;
        let f = ctx.attr_symbol(entry, "func").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let kernel = w.symbols[&f].clone();
        let size = spv::int_list(ctx, entry, "local_size").unwrap_or_default();
        let [x, y, z] = size[..] else { return Err(cannot(ctx, entry, "CUDA", "an entry point without a size")) };
        let mut m = String::from(CUDA_HOST_PRELUDE);
        m.push_str("int main(int argc, char** argv) {\n");
        m.push_str("    if (argc != 5) {\n        std::fprintf(stderr, \"usage: %s DIR GX GY GZ\\n\", argv[0]);\n        return 2;\n    }\n");
        m.push_str("    const char* dir = argv[1];\n");
        m.push_str("    const dim3 groups((unsigned)std::atoi(argv[2]), (unsigned)std::atoi(argv[3]), (unsigned)std::atoi(argv[4]));\n");
        m.push_str("    if (!nsl_host::load_addresses(dir)) return 1;\n    UniformState state{};\n");
        for (i, (name, elem, file)) in self.cuda_buffers.iter().enumerate() {
            m.push_str(&format!("    std::vector<unsigned char> host{i} = nsl_host::read(dir, \"{file}\");\n"));
            m.push_str(&format!("    void* device{i} = nsl_host::upload(host{i});\n    if (!device{i}) return 1;\n"));
            match elem {
                Some(elem) => m.push_str(&format!(
                    "    state.{name}.data = static_cast<{elem}*>(device{i});\n    state.{name}.count = host{i}.size() / sizeof({elem});\n"
                )),
                None => m.push_str(&format!(
                    "    state.{name}.data = static_cast<uint32_t*>(device{i});\n    state.{name}.sizeInBytes = host{i}.size();\n"
                )),
            }
        }
        for (name, ty, set, binding) in &self.cuda_uniforms {
            m.push_str(&format!(
                "    {{\n        std::vector<unsigned char> bytes = nsl_host::read(dir, \"b{set}_{binding}.bin\");\n        bytes.resize(std::max(bytes.size(), sizeof({ty})));\n        state.{name} = static_cast<{ty}*>(nsl_host::upload(bytes));\n        if (!state.{name}) return 1;\n    }}\n"
            ));
        }
        m.push_str("    UniformEntryPointParams params{};\n    {\n        std::vector<unsigned char> bytes = nsl_host::read(dir, \"push.bin\");\n        std::memcpy(&params, bytes.data(), std::min(bytes.size(), sizeof params));\n    }\n");
        m.push_str("    void* device_params = nsl_host::upload_object(&params, sizeof params);\n    void* device_state = nsl_host::upload_object(&state, sizeof state);\n    if (!device_params || !device_state) return 1;\n");
        m.push_str(&format!(
            "    {kernel}<<<groups, dim3({x}, {y}, {z})>>>(static_cast<UniformEntryPointParams*>(device_params), static_cast<UniformState*>(device_state));\n"
        ));
        m.push_str("    if (!nsl_host::check(cudaGetLastError(), \"launch\") || !nsl_host::check(cudaDeviceSynchronize(), \"run\")) return 1;\n");
        for (i, (_, _, file)) in self.cuda_buffers.iter().enumerate() {
            m.push_str(&format!(
                "    if (!nsl_host::download(host{i}, device{i})) return 1;\n    nsl_host::write(dir, \"{file}\", host{i});\n"
            ));
        }
        m.push_str("    if (!nsl_host::save_addresses(dir)) return 1;\n    return 0;\n}\n#endif\n");
        self.main = m;
        Ok(())
    }

    fn signature(&mut self, w: &mut Walker, f: Op) -> R<String> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let name = w.symbols[&sym].clone();
        let fty = ctx.attr_type(f, "type").ok_or_else(|| cannot(ctx, f, "C++", "a function without a type"))?;
        let TypeKind::Function { results, .. } = ctx.type_kind(fty).clone() else {
            return Err(cannot(ctx, f, "C++", "a function without a function type"));
        };
        let ret = match results[..] {
            [] => "void".to_string(),
            [r] => self.ty(w, r, f)?,
            _ => return Err(cannot(ctx, f, "C++", "a function with several results")),
        };
        let mut params = Vec::new();
        for &a in ctx.block_args(ctx.body(f, 0)) {
            let hint = ctx.value_name(a).map_or("p".to_string(), |s| ctx.str(s).to_string());
            let pname = w.names.fresh(&hint);
            let ty = ctx.value_type(a);
            if is_value_pointer(ctx, ty) {
                params.push(format!("{} {pname}", self.ty(w, ty, f)?));
                w.values.insert(a, Expr::atom(format!("(*{pname})")));
                continue;
            }
            let p = match *ctx.type_kind(ty) {
                TypeKind::Ptr { pointee, .. } => format!("{}& {pname}", self.ty(w, pointee, f)?),
                _ => format!("{} {pname}", self.ty(w, ty, f)?),
            };
            params.push(p);
            w.values.insert(a, Expr::atom(pname));
        }
        let qualifier = if self.cuda { "__device__ static" } else { "static" };
        Ok(format!("{qualifier} {ret} {name}({})", params.join(", ")))
    }

    fn global(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let ctx = w.ctx;
        let sym = ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let ty = ctx.attr_type(op, "type").ok_or_else(|| cannot(ctx, op, "C++", "a variable without a type"))?;
        let storage = ctx.attr_str(op, "storage").unwrap_or_default();
        if self.cuda {
            return self.cuda_global(w, op, sym, ty, storage);
        }
        let name = w.names.fresh(&sym);
        w.symbols.insert(sym, name.clone());
        if let Some(b) = ctx.attr_str(op, "builtin") {
            let t = self.ty(w, ty, op)?;
            self.globals.push_str(&format!("static thread_local {t} {name};\n"));
            self.builtins.push((name, b.to_string()));
            return Ok(());
        }
        let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
        let decl = match storage {
            "storage_buffer" => {
                // An array of buffers is one binding, a file per element.
                let (block_ty, elements) = storage_block_elements(ctx, ty);
                let TypeKind::Struct { name: sname, fields } = ctx.type_kind(block_ty).clone() else {
                    return Err(cannot(ctx, op, "C++", "a storage block that is not a struct"));
                };
                let [(field, data)] = fields[..] else {
                    return Err(cannot(ctx, op, "C++", "a storage block of several members"));
                };
                let TypeKind::Array { elem, len: None } = *ctx.type_kind(data) else {
                    return Err(cannot(ctx, op, "C++", "a storage block that is not one runtime array"));
                };
                if crate::cfamily::is_wide_byte_view(ctx, sname, elem) {
                    return Err(cannot(
                        ctx,
                        op,
                        "C++",
                        "a byte-address buffer's 64-bit atomics (a second view of the buffer)",
                    ));
                }
                let elem_name = self.ty(w, elem, op)?;
                let block = w.names.fresh(ctx.str(sname));
                let field = w.field_name(ctx.str(field));
                self.structs.push_str(&format!(
                    "struct {block} {{\n    nsl::rt_array<{elem_name}> {field};\n    uint32_t count;\n}};\n"
                ));
                match elements {
                    None => {
                        self.buffers.push((name.clone(), elem_name, format!("b{s}_{b}.bin")));
                        format!("static {block} {name};\n")
                    }
                    Some(n) => {
                        for i in 0..n {
                            self.buffers.push((format!("{name}[{i}]"), elem_name.clone(), format!("b{s}_{b}_{i}.bin")));
                        }
                        format!("static {block} {name}[{n}];\n")
                    }
                }
            }
            "uniform" if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) => {
                return Err(cannot(
                    ctx,
                    op,
                    "C++",
                    "an array of ConstantBuffer<T> (a descriptor array of uniform buffers)",
                ));
            }
            "uniform" | "push_constant" => {
                let t = self.ty(w, ty, op)?;
                let file = if storage == "uniform" { format!("b{s}_{b}.bin") } else { "push.bin".to_string() };
                self.uniforms.push((name.clone(), file));
                format!("static {t} {name};\n")
            }
            "workgroup" => format!("static {} {name};\n", self.ty(w, ty, op)?),
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                format!("static thread_local {} {name} = {};\n", self.ty(w, ty, op)?, init.text)
            }
            other => return Err(cannot(ctx, op, "C++", format!("a variable in the {other} storage class"))),
        };
        self.globals.push_str(&decl);
        Ok(())
    }

    /// CUDA: resources are fields of `UniformState` (structured buffers
    /// `nsl::[RW]StructuredBuffer<T>`, byte-address ones
    /// `nsl::[RW]ByteAddressBuffer`, constant buffers pointers), push
    /// constants the kernel's `params`, `workgroup` variables `__shared__`,
    /// `private` ones the kernel's locals (`globals-as-params` passes them
    /// on), built-in inputs CUDA's `threadIdx` / `blockIdx` / `blockDim`.
    fn cuda_global(&mut self, w: &mut Walker, op: Op, sym: String, ty: Type, storage: &str) -> R<()> {
        let ctx = w.ctx;
        if let Some(b) = ctx.attr_str(op, "builtin") {
            let u3 =
                |f: &dyn Fn(&str) -> String| format!("nsl::vec<uint32_t, 3>{{{}, {}, {}}}", f("x"), f("y"), f("z"));
            let value = match b {
                "GlobalInvocationId" => u3(&|c| format!("blockIdx.{c} * blockDim.{c} + threadIdx.{c}")),
                "LocalInvocationId" => u3(&|c| format!("threadIdx.{c}")),
                "WorkgroupId" => u3(&|c| format!("blockIdx.{c}")),
                "NumWorkgroups" => u3(&|c| format!("gridDim.{c}")),
                "LocalInvocationIndex" => {
                    "((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x)".to_string()
                }
                "SubgroupLocalInvocationId" => "nsl::lane_index()".to_string(),
                "SubgroupSize" => "32u".to_string(),
                "SubgroupId" => "nsl::wave_index()".to_string(),
                "NumSubgroups" => "nsl::wave_count()".to_string(),
                other => return Err(cannot(ctx, op, "CUDA", format!("the built-in {other}"))),
            };
            w.symbols.insert(sym, value);
            return Ok(());
        }
        let name = w.names.fresh(&sym);
        match storage {
            "storage_buffer" => {
                // An array of buffers is one binding, a file per element.
                let (block_ty, elements) = storage_block_elements(ctx, ty);
                let TypeKind::Struct { name: sname, fields } = ctx.type_kind(block_ty).clone() else {
                    return Err(cannot(ctx, op, "CUDA", "a storage block that is not a struct"));
                };
                let [(_, data)] = fields[..] else {
                    return Err(cannot(ctx, op, "CUDA", "a storage block of several members"));
                };
                let TypeKind::Array { elem, len: None } = *ctx.type_kind(data) else {
                    return Err(cannot(ctx, op, "CUDA", "a storage block that is not one runtime array"));
                };
                if crate::cfamily::is_wide_byte_view(ctx, sname, elem) {
                    return Err(cannot(
                        ctx,
                        op,
                        "CUDA",
                        "a byte-address buffer's 64-bit atomics (a second view of the buffer)",
                    ));
                }
                let rw = if ctx.attr(op, "readonly").is_some() { "" } else { "RW" };
                let t = if ctx.str(sname).ends_with("ByteAddressBuffer") {
                    format!("nsl::{rw}ByteAddressBuffer")
                } else {
                    format!("nsl::{rw}StructuredBuffer<{}>", self.ty(w, elem, op)?)
                };
                let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
                let elem = (!t.contains("ByteAddressBuffer")).then(|| self.ty(w, elem, op)).transpose()?;
                match elements {
                    None => {
                        self.state_fields.push(format!("{t} {name}"));
                        self.cuda_buffers.push((name.clone(), elem, format!("b{s}_{b}.bin")));
                    }
                    Some(n) => {
                        self.state_fields.push(format!("{t} {name}[{n}]"));
                        for i in 0..n {
                            self.cuda_buffers.push((format!("{name}[{i}]"), elem.clone(), format!("b{s}_{b}_{i}.bin")));
                        }
                    }
                }
                self.block_types.insert(block_ty, t);
                w.symbols.insert(sym, format!("uniformState->{name}"));
            }
            "uniform" if matches!(ctx.type_kind(ty), TypeKind::Array { .. }) => {
                return Err(cannot(
                    ctx,
                    op,
                    "CUDA",
                    "an array of ConstantBuffer<T> (a descriptor array of uniform buffers)",
                ));
            }
            "uniform" => {
                let t = self.ty(w, ty, op)?;
                self.state_fields.push(format!("{t}* {name}"));
                let (b, s) = spv::binding_of(ctx, op).unwrap_or((0, 0));
                self.cuda_uniforms.push((name.clone(), t, s, b));
                w.symbols.insert(sym, format!("(*uniformState->{name})"));
            }
            "push_constant" => {
                self.entry_params_type = Some(self.ty(w, ty, op)?);
                w.symbols.insert(sym, "(*params)".to_string());
            }
            "workgroup" => {
                let t = self.ty(w, ty, op)?;
                self.globals.push_str(&format!("__shared__ {t} {name};\n"));
                w.symbols.insert(sym, name);
            }
            "uniform_constant" => {
                let t = self.ty(w, ty, op)?;
                self.state_fields.push(format!("{t} {name}"));
                w.symbols.insert(sym, format!("uniformState->{name}"));
            }
            "private" => {
                let init = match ctx.attr(op, "init") {
                    Some(a) => w.constant(self, ty, &ctx.attr_kind(a).clone(), op)?,
                    None => self.zero(w, ty, op)?,
                };
                let t = self.ty(w, ty, op)?;
                self.privates.push(format!("{t} {name} = {};", init.text));
                w.symbols.insert(sym, name);
            }
            other => return Err(cannot(ctx, op, "CUDA", format!("a variable in the {other} storage class"))),
        }
        Ok(())
    }

    /// CUDA's texture accesses (seed 003): the prelude's functions over
    /// texture objects (sampling at a level, `Load` of a 1D texture, whose
    /// mip level CUDA ignores) and surface objects (reads and writes).
    /// CUDA has no size queries, no `Load` of other sampled textures and
    /// no multisampled or cube-array objects: those are NSL3150.
    fn cuda_texture(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let Shape { base, array, multisampled, rw, texel, .. } = Shape::of_operand(w, self, op)?;
        let shape = match (base, array) {
            (Base::D1, false) => "1d",
            (Base::D2, false) => "2d",
            (Base::D3, false) => "3d",
            (Base::Cube, false) if !rw => "cube",
            (Base::D1, true) => "1d_array",
            (Base::D2, true) => "2d_array",
            _ => return Err(cannot(ctx, op, "CUDA", "a texture of this shape (no CUDA texture object has it)")),
        };
        if multisampled {
            return Err(cannot(ctx, op, "CUDA", "a multisampled texture (no CUDA texture object has it)"));
        }
        if ctx.attr(op, "offset").is_some() || ctx.attr(op, "clamp").is_some() {
            return Err(cannot(ctx, op, "CUDA", "a texel offset or a minimum level of detail"));
        }
        let t = self.ty(w, texel, op)?;
        let name = ctx.op_name(op);
        let f = match name {
            n if n == hl::TEXTURE_SAMPLE_LEVEL.name => {
                // The sampler is part of the texture object.
                return Ok(Expr::call(
                    &format!("nsl::sample_level_{shape}<{t}>"),
                    &[a[0].clone(), a[2].clone(), a[3].clone()],
                ));
            }
            n if n == hl::TEXTURE_LOAD.name && rw => format!("nsl::surface_read_{shape}<{t}>"),
            n if n == hl::TEXTURE_LOAD.name && shape == "1d" => format!("nsl::fetch_1d<{t}>"),
            n if n == hl::TEXTURE_STORE.name => format!("nsl::surface_write_{shape}<{t}>"),
            n if n == hl::TEXTURE_LOAD.name => {
                return Err(cannot(ctx, op, "CUDA", "Load of a sampled texture other than a Texture1D (seed 003)"))
            }
            n if n == hl::TEXTURE_SIZE.name || n == hl::TEXTURE_LEVELS.name => {
                return Err(cannot(ctx, op, "CUDA", "GetDimensions (CUDA texture objects have no size query)"))
            }
            _ => return Err(cannot(ctx, op, "CUDA", "sampling with an implicit level of detail in a compute shader")),
        };
        Ok(Expr::call(&f, a))
    }

    /// CUDA's wave operations: the prelude's warp-wide functions.
    fn cuda_wave(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        // The prelude applies a wave operation on a vector per component.
        if let Some(&v) = ctx.operands(op).first() {
            let ty = ctx.value_type(v);
            if !ctx.is_scalar(ty) && !matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) {
                return Err(cannot(ctx, op, "CUDA", "a wave operation on a value that is not a scalar or a vector"));
            }
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        // A prefix's identity is a scalar of the component type.
        let rt = match ctx.type_kind(rt) {
            TypeKind::Vector { elem, .. } => *elem,
            _ => rt,
        };
        let reduce = |f: &str| Expr::call("nsl::wave_reduce", &[a[0].clone(), Expr::atom(format!("nsl::{f}{{}}"))]);
        Ok(match name.trim_start_matches("gpu.wave_") {
            "is_first_lane" => Expr::call("nsl::wave_is_first_lane", &[]),
            "active_sum" => reduce("Add"),
            "active_product" => reduce("Mul"),
            "active_min" => reduce("Min"),
            "active_max" => reduce("Max"),
            "active_bit_and" => reduce("And"),
            "active_bit_or" => reduce("Or"),
            "active_bit_xor" => reduce("Xor"),
            "active_all_true" => Expr::call("nsl::wave_all_true", a),
            "active_any_true" => Expr::call("nsl::wave_any_true", a),
            "active_count_bits" => Expr::call("nsl::wave_count_bits", a),
            "active_ballot" => Expr::call("nsl::wave_ballot", a),
            "read_lane_first" => Expr::call("nsl::wave_read_lane_first", a),
            "read_lane_at" => Expr::call("nsl::wave_read_lane_at", a),
            "prefix_sum" | "prefix_product" => {
                let (identity, f) = if name.ends_with("sum") { (0, "Add") } else { (1, "Mul") };
                let value =
                    if w.is_float(rt) { AttrKind::Float((identity as f64).to_bits()) } else { AttrKind::Int(identity) };
                let id = self.literal(w, rt, &value, op)?;
                Expr::call("nsl::wave_prefix", &[a[0].clone(), id, Expr::atom(format!("nsl::{f}{{}}"))])
            }
            // `gpu.wave_group`: a reduction or an exclusive scan by any of
            // the operators; the partitioned (masked) forms are not
            // expressible.
            "group" if a.len() == 1 => {
                let combine = ctx.attr_str(op, "op").unwrap_or_default();
                let Some((f, identity)) = scan_identity(w, rt, combine) else {
                    return Err(cannot(ctx, op, "CUDA", format!("a wave '{combine}' of this type")));
                };
                let f = Expr::atom(format!("nsl::{f}{{}}"));
                match ctx.attr_str(op, "group").unwrap_or_default() {
                    "reduce" => Expr::call("nsl::wave_reduce", &[a[0].clone(), f]),
                    "exclusive" => {
                        let id = self.literal(w, rt, &identity, op)?;
                        Expr::call("nsl::wave_prefix", &[a[0].clone(), id, f])
                    }
                    group => return Err(cannot(ctx, op, "CUDA", format!("a wave '{group}' scan"))),
                }
            }
            _ => return Err(cannot(ctx, op, "CUDA", format!("the op '{name}'"))),
        })
    }

    fn arith(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        let Some(&first) = ctx.operands(op).first() else { return Ok(None) };
        let ty = ctx.value_type(first);
        let rt = ctx.value_type(ctx.result(op, 0));
        let is_bool = w.is_bool(ty);
        let is_scalar = ctx.is_scalar(ty);
        let is_mat = matches!(ctx.type_kind(ty), TypeKind::Matrix { .. });
        Ok(Some(match name {
            n if n == arith::DIV.name && !w.is_float(ty) => Expr::call("nsl::div", a),
            n if n == arith::DIV.name && is_mat => Expr::call("nsl::div", a),
            n if n == arith::REM.name => Expr::call("nsl::rem", a),
            n if n == arith::AND.name && is_bool && is_scalar => a[0].binary("&&", &a[1], Prec::LogicalAnd),
            n if n == arith::OR.name && is_bool && is_scalar => a[0].binary("||", &a[1], Prec::LogicalOr),
            n if n == arith::XOR.name && is_bool && is_scalar => a[0].binary("!=", &a[1], Prec::Equality),
            // Narrow integers promote to int: convert the result back.
            n if (n == arith::AND.name || n == arith::OR.name || n == arith::XOR.name)
                && is_scalar
                && !is_bool
                && w.width(ty) < 32 =>
            {
                let (sym, prec) = match n {
                    _ if n == arith::AND.name => ("&", Prec::BitAnd),
                    _ if n == arith::OR.name => ("|", Prec::BitOr),
                    _ => ("^", Prec::BitXor),
                };
                let t = self.ty(w, rt, op)?;
                Expr::call(&t, &[a[0].binary(sym, &a[1], prec)])
            }
            n if n == arith::AND.name => a[0].binary("&", &a[1], Prec::BitAnd),
            n if n == arith::OR.name => a[0].binary("|", &a[1], Prec::BitOr),
            n if n == arith::XOR.name => a[0].binary("^", &a[1], Prec::BitXor),
            n if n == arith::NOT.name && is_bool => a[0].prefix("!"),
            n if n == arith::NOT.name => {
                let t = self.ty(w, ty, op)?;
                Expr::call(&t, &[a[0].prefix("~")])
            }
            n if n == arith::SHL.name || n == arith::SHR.name => {
                let bits = u64::from(w.width(ty)) - 1;
                let sty = ctx.value_type(ctx.operand(op, 1));
                let mask = w.constant(self, sty, &AttrKind::Int(bits.into()), op)?;
                let amount = a[1].binary("&", &mask, Prec::BitAnd);
                let sym = if n == arith::SHL.name { "<<" } else { ">>" };
                // Narrow operands promote to int: convert back.
                let t = self.ty(w, rt, op)?;
                Expr::call(&t, &[a[0].binary(sym, &amount, Prec::Shift)])
            }
            n if n == arith::CMP.name => {
                crate::expr::comparison(ctx.attr_str(op, "pred").unwrap_or("eq"), &a[0], &a[1])
            }
            n if n == arith::SELECT.name => Expr::call("nsl::select", a),
            n if n == arith::CONVERT.name => {
                if ty == rt {
                    a[0].clone()
                } else {
                    let t = self.ty(w, rt, op)?;
                    Expr::call(&format!("nsl::convert<{t}>"), a)
                }
            }
            n if n == arith::BITCAST.name => {
                let t = self.ty(w, rt, op)?;
                Expr::call(&format!("nsl::bitcast<{t}>"), a)
            }
            n if (n == arith::ADD.name || n == arith::SUB.name || n == arith::MUL.name || n == arith::NEG.name)
                && is_scalar
                && w.width(ty) < 32 =>
            {
                // Narrow integers promote to int: convert the result back.
                let e = match n {
                    n if n == arith::ADD.name => a[0].binary("+", &a[1], Prec::Additive),
                    n if n == arith::SUB.name => a[0].binary("-", &a[1], Prec::Additive),
                    n if n == arith::MUL.name => a[0].binary("*", &a[1], Prec::Multiplicative),
                    _ => a[0].prefix("-"),
                };
                let t = self.ty(w, rt, op)?;
                Expr::call(&t, &[e])
            }
            _ => return Ok(None),
        }))
    }

    fn math(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let short = ctx.op_name(op).trim_start_matches("math.");
        // CUDA's prelude maps the per-component functions over matrix rows.
        let on_matrix =
            ctx.operands(op).iter().any(|&v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Matrix { .. }));
        if self.cuda
            && on_matrix
            && matches!(
                short,
                "countbits"
                    | "firstbithigh"
                    | "firstbitlow"
                    | "f32tof16"
                    | "f16tof32"
                    | "dot"
                    | "cross"
                    | "length"
                    | "distance"
                    | "normalize"
                    | "reflect"
                    | "any"
                    | "all"
            )
        {
            return Err(cannot(ctx, op, "CUDA", format!("'math.{short}' on matrices")));
        }
        Ok(match short {
            "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "exp" | "exp2" | "log"
            | "log2" | "log10" | "sqrt" | "rsqrt" | "rcp" | "floor" | "ceil" | "round" | "trunc" | "frac"
            | "saturate" | "degrees" | "radians" | "isnan" | "isinf" | "isfinite" | "atan2" | "pow" | "step"
            | "lerp" | "smoothstep" | "fma" | "mad" | "ldexp" | "abs" | "min" | "max" | "clamp" | "sign"
            | "countbits" | "firstbithigh" | "firstbitlow" | "reversebits" | "dot" | "cross" | "length"
            | "distance" | "normalize" | "reflect" | "any" | "all" => Expr::call(&format!("nsl::{short}"), a),
            "refract" | "faceforward" | "determinant" => Expr::call(&format!("nsl::{short}"), a),
            "f32tof16" | "f16tof32" => {
                // CUDA's conversions are cuda_fp16.h's.
                self.half |= self.cuda;
                Expr::call(&format!("nsl::{short}"), a)
            }
            _ => return Err(cannot(ctx, op, "C++", format!("the op 'math.{short}'"))),
        })
    }

    fn gpu(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name == gpu::ATOMIC_CMPXCHG.name {
            return Ok(Expr::call("nsl::atomic_cmpxchg", a));
        }
        if name == gpu::ATOMIC.name {
            // CUDA has no atomic min or max of floats.
            let float = w.is_float(ctx.value_type(ctx.result(op, 0)));
            if self.cuda && float && matches!(ctx.attr_str(op, "op"), Some("min" | "max")) {
                return Err(cannot(ctx, op, "CUDA", "an atomic min or max of floats"));
            }
            let f = format!("nsl::atomic_{}", ctx.attr_str(op, "op").unwrap_or("add"));
            return Ok(Expr::call(&f, a));
        }
        if self.cuda {
            return self.cuda_wave(w, op, a);
        }
        // One lane: reductions and reads give the lane's own value.
        let rt = ctx.value_type(ctx.result(op, 0));
        Ok(match name.trim_start_matches("gpu.wave_") {
            "is_first_lane" => Expr::atom("true"),
            "active_sum" | "active_product" | "active_min" | "active_max" | "active_bit_and" | "active_bit_or"
            | "active_bit_xor" | "active_all_true" | "active_any_true" | "read_lane_first" | "read_lane_at" => {
                a[0].clone()
            }
            "active_count_bits" => Expr::ternary(&a[0], &Expr::atom("1u"), &Expr::atom("0u")),
            "prefix_sum" => self.zero(w, rt, op)?,
            "prefix_product" => {
                let scalar = ctx.scalar_of(rt);
                let one = if w.is_float(rt) { AttrKind::Float(1f64.to_bits()) } else { AttrKind::Int(1) };
                let one = self.literal(w, scalar, &one, op)?;
                if scalar == rt {
                    one
                } else {
                    self.aggregate(w, rt, &[one], op)?
                }
            }
            "active_ballot" => {
                let t = self.ty(w, rt, op)?;
                Expr::atom(format!(
                    "{t}{{{}, 0u, 0u, 0u}}",
                    Expr::ternary(&a[0], &Expr::atom("1u"), &Expr::atom("0u")).text
                ))
            }
            _ => return Err(cannot(ctx, op, "C++", format!("the op '{name}'"))),
        })
    }
}

impl Target for Cpp {
    fn name(&self) -> &'static str {
        if self.cuda {
            "CUDA"
        } else {
            "C++"
        }
    }

    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String> {
        let ctx = w.ctx;
        if let Some(buffer) = self.block_types.get(&t) {
            return Ok(buffer.clone());
        }
        Ok(match ctx.type_kind(t).clone() {
            TypeKind::Bool => "bool".to_string(),
            TypeKind::Int { width, signed } => format!("{}int{width}_t", if signed { "" } else { "u" }),
            TypeKind::Float { width: 32 } => "float".to_string(),
            TypeKind::Float { width: 64 } => "double".to_string(),
            TypeKind::Vector { elem, len } => format!("nsl::vec<{}, {len}>", self.ty(w, elem, op)?),
            TypeKind::Matrix { elem, rows, cols, .. } => format!("nsl::mat<{}, {rows}, {cols}>", self.ty(w, elem, op)?),
            TypeKind::Array { elem, len: Some(n) } if self.cuda => {
                format!("nsl::FixedArray<{}, {n}>", self.ty(w, elem, op)?)
            }
            TypeKind::Array { elem, len: Some(n) } => format!("std::array<{}, {n}>", self.ty(w, elem, op)?),
            TypeKind::Float { width: 16 } if self.cuda => {
                self.half = true;
                "__half".to_string()
            }
            // g++'s `_Float16` (see the prelude's `wide` and `narrow`).
            TypeKind::Float { width: 16 } => "_Float16".to_string(),
            // Device memory is laid out as C lays its types out (std430's
            // `LayoutPtr` is not).
            TypeKind::Ptr { pointee, space: AddressSpace::Device } => format!("{}*", self.ty(w, pointee, op)?),
            TypeKind::Opaque { name, .. } if self.cuda && ctx.str(name) == "hl.SamplerState" => {
                "nsl::SamplerState".to_string()
            }
            TypeKind::Opaque { .. } if self.cuda && hl::texture(ctx, t).is_some() => {
                let (_, _, rw) = hl::texture(ctx, t).expect("a texture");
                if rw { "cudaSurfaceObject_t" } else { "cudaTextureObject_t" }.to_string()
            }
            TypeKind::Struct { name, fields } => {
                if let Some(n) = self.struct_names.get(&t) {
                    return Ok(n.clone());
                }
                let mut body = String::new();
                for (fname, fty) in fields {
                    body.push_str(&format!("    {} {};\n", self.ty(w, fty, op)?, w.field_name(ctx.str(fname))));
                }
                let n = w.names.fresh(ctx.str(name));
                self.structs.push_str(&format!("struct {n} {{\n{body}}};\n"));
                self.struct_names.insert(t, n.clone());
                n
            }
            _ => return Err(cannot(ctx, op, "C++", format!("the type {}", nsl_ir::printer::print_type(ctx, t)))),
        })
    }

    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        let t = self.ty(w, ty, op)?;
        let list = parts.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(", ");
        Ok(match w.ctx.type_kind(ty) {
            TypeKind::Vector { .. } if parts.len() == 1 => Expr::call(&format!("nsl::splat<{t}>"), parts),
            TypeKind::Vector { .. } => Expr::call(&format!("nsl::make<{t}>"), parts),
            TypeKind::Matrix { .. } if parts.len() == 1 => {
                // A matrix of one value everywhere (a zero).
                let TypeKind::Matrix { elem, rows, cols, .. } = *w.ctx.type_kind(ty) else { unreachable!() };
                let row =
                    w.ctx.vector_type_existing(elem, cols).ok_or_else(|| cannot(w.ctx, op, "C++", "a matrix row"))?;
                let r = self.ty(w, row, op)?;
                let row_expr = format!("nsl::splat<{r}>({})", parts[0].text);
                Expr::atom(format!("{t}{{{{{}}}}}", vec![row_expr; rows as usize].join(", ")))
            }
            TypeKind::Matrix { .. } | TypeKind::Array { .. } => Expr::atom(format!("{t}{{{{{list}}}}}")),
            _ => Expr::atom(format!("{t}{{{list}}}")),
        })
    }

    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr> {
        if w.ctx.is_scalar(ty) {
            let zero = match w.ctx.type_kind(ty) {
                TypeKind::Bool => AttrKind::Bool(false),
                TypeKind::Float { .. } => AttrKind::Float(0f64.to_bits()),
                _ => AttrKind::Int(0),
            };
            return self.literal(w, ty, &zero, op);
        }
        if is_value_pointer(w.ctx, ty) {
            return Ok(Expr::atom(format!("(({})nullptr)", self.ty(w, ty, op)?)));
        }
        Ok(Expr::atom(format!("{}{{}}", self.ty(w, ty, op)?)))
    }

    fn expr(&mut self, w: &mut Walker, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = w.ctx;
        let name = ctx.op_name(op);
        if name.starts_with("arith.") {
            return self.arith(w, op, a);
        }
        if name.starts_with("math.") {
            return self.math(w, op, a).map(Some);
        }
        if name.starts_with("gpu.") {
            return self.gpu(w, op, a).map(Some);
        }
        if name == mat::MUL_MV.name || name == mat::MUL_VM.name || name == mat::MUL_MM.name {
            return Ok(Some(Expr::call("nsl::mul", a)));
        }
        if name == mat::TRANSPOSE.name {
            return Ok(Some(Expr::call("nsl::transpose", a)));
        }
        if name == vec::SWIZZLE.name {
            let idx: Vec<String> = match ctx.attr(op, "indices").map(|x| ctx.attr_kind(x)) {
                Some(AttrKind::Array(items)) => items
                    .iter()
                    .map(|&i| match ctx.attr_kind(i) {
                        AttrKind::Int(v) => v.to_string(),
                        _ => "0".to_string(),
                    })
                    .collect(),
                _ => return Err(cannot(ctx, op, "C++", "a swizzle without indices")),
            };
            if idx.len() == 1 {
                return Ok(None);
            }
            return Ok(Some(Expr::call(&format!("nsl::swizzle<{}>", idx.join(", ")), a)));
        }
        if name.starts_with("hl.texture") && self.cuda {
            return self.cuda_texture(w, op, a).map(Some);
        }
        if name == spv::ADDR.name || name == spv::HANDLE.name {
            let var = ctx.attr_symbol(op, "var").map(|s| ctx.str(s).to_string()).unwrap_or_default();
            let n = w.symbols.get(&var).cloned().ok_or_else(|| cannot(ctx, op, "C++", "an unknown variable"))?;
            return Ok(Some(Expr::atom(n)));
        }
        if name == spv::ARRAY_LENGTH.name {
            let rt = ctx.value_type(ctx.result(op, 0));
            let t = self.ty(w, rt, op)?;
            let byte_address = match *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
                TypeKind::Ptr { pointee, .. } => matches!(ctx.type_kind(pointee),
                    TypeKind::Struct { name, .. } if ctx.str(*name).ends_with("ByteAddressBuffer")),
                _ => false,
            };
            let count = if self.cuda && byte_address {
                a[0].postfix(".sizeInBytes").binary("/", &Expr::atom("4"), Prec::Multiplicative)
            } else {
                a[0].postfix(".count")
            };
            return Ok(Some(Expr::call(&t, &[count])));
        }
        Ok(None)
    }

    fn stmt(&mut self, w: &mut Walker, op: Op, _args: &[Expr]) -> R<()> {
        let ctx = w.ctx;
        if ctx.op_name(op) == gpu::BARRIER.name {
            let sync = ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
            if self.cuda {
                let fence = if ctx.attr_str(op, "scope") == Some("workgroup") {
                    "__threadfence_block();"
                } else {
                    "__threadfence();"
                };
                w.line(fence);
                if sync {
                    w.line("__syncthreads();");
                }
                return Ok(());
            }
            w.line(if sync { "nsl::barrier();" } else { "nsl::memory_barrier();" });
            return Ok(());
        }
        if ctx.op_name(op) == hl::TEXTURE_STORE.name && self.cuda {
            let store = self.cuda_texture(w, op, _args)?;
            w.line(&format!("{};", store.text));
            return Ok(());
        }
        Err(cannot(ctx, op, self.name(), format!("the op '{}'", ctx.op_name(op))))
    }

    fn literal(&mut self, w: &mut Walker, ty: Type, value: &AttrKind, op: Op) -> R<Expr> {
        let ctx = w.ctx;
        Ok(match (ctx.type_kind(ty).clone(), value) {
            (TypeKind::Bool, AttrKind::Bool(b)) => Expr::atom(b.to_string()),
            (TypeKind::Int { width, signed }, AttrKind::Int(v)) => {
                let v = *v;
                match (width, signed) {
                    (32, true) if v == i128::from(i32::MIN) => Expr::call("int32_t", &[Expr::atom("0x80000000u")]),
                    (32, true) => Expr::number(v.to_string()),
                    (32, false) => Expr::atom(format!("{v}u")),
                    (64, true) if v == i128::from(i64::MIN) => {
                        Expr::call("int64_t", &[Expr::atom("0x8000000000000000ull")])
                    }
                    (64, true) => Expr::call("int64_t", &[Expr::number(format!("{v}ll"))]),
                    (64, false) => Expr::call("uint64_t", &[Expr::atom(format!("{v}ull"))]),
                    _ => {
                        let t = self.ty(w, ty, op)?;
                        Expr::call(&t, &[Expr::number(v.to_string())])
                    }
                }
            }
            (TypeKind::Float { width }, AttrKind::Float(bits)) => {
                let v = f64::from_bits(*bits);
                match width {
                    32 if !v.is_finite() => {
                        Expr::call("nsl::bitcast<float>", &[Expr::atom(format!("{:#x}u", (v as f32).to_bits()))])
                    }
                    64 if !v.is_finite() => {
                        Expr::call("nsl::bitcast<double>", &[Expr::atom(format!("{:#x}ull", v.to_bits()))])
                    }
                    32 => Expr::number(format!("{:?}f", v as f32)),
                    64 => Expr::number(format!("{v:?}")),
                    // The double converts to half once, rounding to nearest
                    // even; an infinity or NaN as its half bits.
                    16 if !self.cuda && !v.is_finite() => {
                        let bits = if v.is_nan() {
                            0x7e00
                        } else if v > 0.0 {
                            0x7c00
                        } else {
                            0xfc00
                        };
                        Expr::call("nsl::bitcast<_Float16>", &[Expr::atom(format!("(uint16_t){bits:#x}"))])
                    }
                    16 if !self.cuda => Expr::call("_Float16", &[Expr::number(format!("{v:?}"))]),
                    // cuda_fp16.h: the double rounds to half once; an
                    // infinity or NaN as its half bits.
                    16 => {
                        self.half = true;
                        if v.is_finite() {
                            Expr::call("__double2half", &[Expr::number(format!("{v:?}"))])
                        } else {
                            let bits = if v.is_nan() {
                                0x7e00
                            } else if v > 0.0 {
                                0x7c00
                            } else {
                                0xfc00
                            };
                            Expr::call("nsl::bitcast<__half>", &[Expr::atom(format!("(uint16_t){bits:#x}"))])
                        }
                    }
                    _ => return Err(cannot(ctx, op, "C++", "floats of this width")),
                }
            }
            (TypeKind::Float { .. }, AttrKind::Int(v)) => {
                return self.literal(w, ty, &AttrKind::Float((*v as f64).to_bits()), op);
            }
            _ => return Err(cannot(ctx, op, "C++", "a constant of this type")),
        })
    }
}

/// The CUDA host harness's helpers (only with `NSL_CUDA_HOST_MAIN`, which
/// the runner defines when it compiles with nvcc).
const CUDA_HOST_PRELUDE: &str = r#"
#ifdef NSL_CUDA_HOST_MAIN
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <vector>
namespace nsl_host {
inline bool check(cudaError_t e, const char* what) {
    if (e != cudaSuccess) std::fprintf(stderr, "CUDA %s: %s\n", what, cudaGetErrorString(e));
    return e == cudaSuccess;
}
inline std::vector<unsigned char> read_raw(const char* dir, const char* name) {
    std::vector<unsigned char> bytes;
    if (FILE* f = std::fopen((std::string(dir) + "/" + name).c_str(), "rb")) {
        unsigned char buf[4096];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
        std::fclose(f);
    }
    return bytes;
}
inline void write(const char* dir, const char* name, const std::vector<unsigned char>& bytes) {
    if (FILE* f = std::fopen((std::string(dir) + "/" + name).c_str(), "wb")) {
        std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
    }
}
inline void* upload_object(const void* data, size_t size) {
    void* device = nullptr;
    // Room past the end, so that an empty buffer still has an address.
    if (!check(cudaMalloc(&device, size + 16), "cudaMalloc")) return nullptr;
    if (!check(cudaMemset(device, 0, size + 16), "cudaMemset")) return nullptr;
    if (size && !check(cudaMemcpy(device, data, size, cudaMemcpyHostToDevice), "cudaMemcpy")) return nullptr;
    return device;
}
inline void* upload(const std::vector<unsigned char>& bytes) { return upload_object(bytes.data(), bytes.size()); }
inline bool download(std::vector<unsigned char>& bytes, const void* device) {
    return bytes.empty() || check(cudaMemcpy(bytes.data(), device, bytes.size(), cudaMemcpyDeviceToHost), "cudaMemcpy");
}
// Buffers passed by address (pointers): `addresses.txt` names each
// (`buffer FILE`: copied to the device) and where its device address goes
// (`patch FILE INTO OFFSET`); the files patched are read from here.
struct AddressedFile {
    std::vector<unsigned char> bytes;
    void* device = nullptr;
};
inline std::map<std::string, AddressedFile>& addressed() {
    static std::map<std::string, AddressedFile> files;
    return files;
}
inline AddressedFile& addressed_file(const char* dir, const std::string& name) {
    auto found = addressed().find(name);
    if (found != addressed().end()) return found->second;
    AddressedFile& f = addressed()[name];
    f.bytes = read_raw(dir, name.c_str());
    return f;
}
inline bool load_addresses(const char* dir) {
    std::vector<unsigned char> text = read_raw(dir, "addresses.txt");
    std::istringstream in(std::string(text.begin(), text.end()));
    std::string kind, name, into;
    unsigned long long offset = 0;
    // Every buffer gets its device memory first, so that the patches
    // (into buffers too) are done before any is copied there.
    while (in >> kind) {
        if (kind == "buffer" && in >> name) {
            AddressedFile& f = addressed_file(dir, name);
            if (!check(cudaMalloc(&f.device, f.bytes.size() + 16), "cudaMalloc")) return false;
        } else if (kind == "patch" && in >> name >> into >> offset) {
            uint64_t address = (uint64_t)(uintptr_t)addressed_file(dir, name).device;
            AddressedFile& target = addressed_file(dir, into);
            if (offset + 8 <= target.bytes.size()) std::memcpy(target.bytes.data() + offset, &address, 8);
        }
    }
    for (auto& [file, f] : addressed())
        if (f.device && !f.bytes.empty() &&
            !check(cudaMemcpy(f.device, f.bytes.data(), f.bytes.size(), cudaMemcpyHostToDevice), "cudaMemcpy"))
            return false;
    return true;
}
inline std::vector<unsigned char> read(const char* dir, const char* name) {
    auto found = addressed().find(name);
    return found != addressed().end() ? found->second.bytes : read_raw(dir, name);
}
inline bool save_addresses(const char* dir) {
    for (auto& [name, f] : addressed()) {
        if (!f.device) continue;
        if (!download(f.bytes, f.device)) return false;
        write(dir, name.c_str(), f.bytes);
    }
    return true;
}
}  // namespace nsl_host
"#;

/// A storage-buffer global's block type, and its number of elements when it
/// is an array of buffers (`RWStructuredBuffer<T> b[3]`).
fn storage_block_elements(ctx: &Context, ty: Type) -> (Type, Option<u32>) {
    match *ctx.type_kind(ty) {
        TypeKind::Array { elem, len: Some(n) } if matches!(ctx.type_kind(elem), TypeKind::Struct { .. }) => {
            (elem, Some(n))
        }
        _ => (ty, None),
    }
}

/// The prelude's functor for a wave operator (`gpu.wave_group`'s `op`) and
/// its identity on the scalar type `ty`: what an exclusive scan gives the
/// first active lane (SPIR-V's group operations define the same).
fn scan_identity(w: &Walker, ty: Type, combine: &str) -> Option<(&'static str, AttrKind)> {
    let float = w.is_float(ty);
    let (width, signed) = match *w.ctx.type_kind(ty) {
        TypeKind::Int { width, signed } => (width, signed),
        _ => (0, false),
    };
    let int_max = |signed: bool| if signed { (1i128 << (width - 1)) - 1 } else { (1i128 << width) - 1 };
    let int_min = |signed: bool| if signed { -(1i128 << (width - 1)) } else { 0 };
    Some(match combine {
        "add" if float => ("Add", AttrKind::Float(0f64.to_bits())),
        "mul" if float => ("Mul", AttrKind::Float(1f64.to_bits())),
        "min" if float => ("Min", AttrKind::Float(f64::INFINITY.to_bits())),
        "max" if float => ("Max", AttrKind::Float(f64::NEG_INFINITY.to_bits())),
        _ if float || width == 0 => return None,
        "add" => ("Add", AttrKind::Int(0)),
        "mul" => ("Mul", AttrKind::Int(1)),
        "min" => ("Min", AttrKind::Int(int_max(signed))),
        "max" => ("Max", AttrKind::Int(int_min(signed))),
        "and" => ("And", AttrKind::Int(if signed { -1 } else { int_max(false) })),
        "or" => ("Or", AttrKind::Int(0)),
        "xor" => ("Xor", AttrKind::Int(0)),
        _ => return None,
    })
}
