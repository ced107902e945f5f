//! The arguments of a `COMPARE_COMPUTE` line, which slang-test passes to
//! render-test: the device API, `-output-using-type`, `-compute-dispatch`,
//! `-entry`, and arguments for the compiler (`-xslang ARG`,
//! `-compile-arg ARG`, `-Xslang... ARGS -X.`).

/// What a compute test's arguments ask for.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RenderArgs {
    /// The device API (`vk`, `cpu`, `cuda`, `dx11`, `dx12`, `mtl`, `wgpu`,
    /// `llvm`, `gl`), normalised; `None`: render-test's default.
    pub api: Option<String>,
    pub output_using_type: bool,
    /// `-compute-dispatch X,Y,Z` (work groups); render-test's default is one.
    pub dispatch: Option<[u32; 3]>,
    pub entry: Option<String>,
    /// `-D` macro definitions for the compiler, `NAME` or `NAME=VALUE`.
    pub defines: Vec<String>,
    /// `-matrix-layout-row-major` / `-matrix-layout-column-major`, last wins.
    pub matrix_layout: Option<MatrixLayout>,
    /// The compiler's arguments verbatim, in order (`-xslang V`,
    /// `-compile-arg V`, `-Xslang V`, `-Xslang... V1 V2 -X.`): `nslc run`
    /// takes slangc's whole command line after its own options. `defines`
    /// and `matrix_layout` are parsed from them too.
    pub compiler: Vec<String>,
    /// Options that do not change what nanoslang computes (`-shaderobj`,
    /// `-profile P`, `-emit-spirv-directly`, warning flags, ...).
    pub ignored: Vec<String>,
    /// Options nanoslang cannot honour; a test with any is skipped.
    pub unsupported: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatrixLayout {
    RowMajor,
    ColumnMajor,
}

/// render-test options without a value that change nothing here.
const IGNORED_FLAGS: &[&str] = &[
    "-shaderobj",
    "-compute",
    "-slang",
    "-emit-spirv-directly",
    "-emit-spirv-via-glsl",
    "-skip-spirv-validation",
    "-g0",
    "-cache-rhi-device",
    "-enable-debug-layers",
    "-dx12-experimental",
    "-no-default-entry-point",
    "-use-dxbc",
    "-show-adapter-info",
];

/// render-test options with one value that change nothing here.
const IGNORED_WITH_VALUE: &[&str] =
    &["-profile", "-render-features", "-render-feature", "-capability", "-capabilities"];

/// render-test options that select something nanoslang does not run.
const UNSUPPORTED_FLAGS: &[&str] = &[
    "-graphics",
    "-gcompute",
    "-rt",
    "-mesh",
    "-task",
    "-hlsl",
    "-glsl",
    "-cpp",
    "-cxx",
    "-c",
    "-only-startup",
    "-performance-profile",
    "-compile-only",
];

/// Device APIs by render-test's names, normalised.
const APIS: &[(&str, &str)] = &[
    ("vk", "vk"),
    ("vulkan", "vk"),
    ("cpu", "cpu"),
    ("cuda", "cuda"),
    ("dx11", "dx11"),
    ("d3d11", "dx11"),
    ("dx12", "dx12"),
    ("d3d12", "dx12"),
    ("mtl", "mtl"),
    ("metal", "mtl"),
    ("wgpu", "wgpu"),
    ("webgpu", "wgpu"),
    ("llvm", "llvm"),
    ("gl", "gl"),
    ("opengl", "gl"),
];

impl RenderArgs {
    pub fn parse(args: &[String]) -> RenderArgs {
        let mut out = RenderArgs::default();
        // Compiler arguments, in order, from `-xslang V`, `-compile-arg V`
        // and `-Xslang... V1 V2 -X.`.
        let mut compiler = Vec::new();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let a = arg.as_str();
            if let Some(&(_, api)) = a.strip_prefix('-').and_then(|n| APIS.iter().find(|(name, _)| *name == n)) {
                out.api = Some(api.to_string());
            } else if a == "-output-using-type" {
                out.output_using_type = true;
            } else if a == "-xslang" || a == "-compile-arg" || a == "-Xslang" {
                match it.next() {
                    Some(v) => compiler.push(v.clone()),
                    None => out.unsupported.push(format!("{a} without a value")),
                }
            } else if a == "-Xslang..." {
                compiler.extend(it.by_ref().take_while(|v| *v != "-X.").cloned());
            } else if a == "-compute-dispatch" {
                match it.next().and_then(|v| parse_dispatch(v)) {
                    Some(d) => out.dispatch = Some(d),
                    None => out.unsupported.push("-compute-dispatch needs X,Y,Z of positive numbers".into()),
                }
            } else if a == "-entry" {
                match it.next() {
                    Some(e) => out.entry = Some(e.clone()),
                    None => out.unsupported.push("-entry without a name".into()),
                }
            } else if a == "-source-language" {
                match it.next() {
                    Some(l) if l == "slang" => {}
                    Some(l) => out.unsupported.push(format!("-source-language {l}")),
                    None => out.unsupported.push("-source-language without a value".into()),
                }
            } else if a == "-allow-glsl" {
                // A compiler option render-test also takes directly.
                compiler.push(a.to_string());
            } else if IGNORED_FLAGS.contains(&a) {
                out.ignored.push(a.to_string());
            } else if IGNORED_WITH_VALUE.contains(&a) || a == "-nvapi-slot" {
                let v = it.next().map_or(String::new(), |v| format!(" {v}"));
                out.ignored.push(format!("{a}{v}"));
            } else if UNSUPPORTED_FLAGS.contains(&a) {
                out.unsupported.push(a.to_string());
            } else {
                out.unsupported.push(format!("unknown option {a}"));
            }
        }
        out.compiler_args(&compiler);
        out.compiler = compiler;
        out
    }

    /// The compiler's arguments: `-D` (with its value attached or next)
    /// and `-matrix-layout-*` are parsed; the others are `nslc`'s to
    /// judge (it takes slangc's command line), listed in `ignored` here.
    fn compiler_args(&mut self, args: &[String]) {
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(d) = arg.strip_prefix("-D") {
                match if d.is_empty() { it.next().cloned() } else { Some(d.to_string()) } {
                    Some(d) => self.defines.push(d),
                    None => self.unsupported.push("-D without a name".into()),
                }
            } else if arg == "-matrix-layout-row-major" {
                self.matrix_layout = Some(MatrixLayout::RowMajor);
            } else if arg == "-matrix-layout-column-major" {
                self.matrix_layout = Some(MatrixLayout::ColumnMajor);
            } else {
                self.ignored.push(format!("-xslang {arg}"));
            }
        }
    }
}

fn parse_dispatch(v: &str) -> Option<[u32; 3]> {
    let parts: Vec<u32> = v.split(',').map(|p| p.trim().parse().ok().filter(|&n| n > 0)).collect::<Option<_>>()?;
    parts.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> RenderArgs {
        RenderArgs::parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn typical_lines() {
        let a = args("-vk -compute -shaderobj -output-using-type");
        assert_eq!(a.api.as_deref(), Some("vk"));
        assert!(a.output_using_type && a.unsupported.is_empty());
        let a = args("-slang -compute -dx12 -profile cs_6_0 -shaderobj");
        assert_eq!(a.api.as_deref(), Some("dx12"));
        assert!(a.ignored.contains(&"-profile cs_6_0".to_string()));
        assert_eq!(args("-d3d12").api.as_deref(), Some("dx12"));
        assert_eq!(args("-shaderobj").api, None);
    }

    #[test]
    fn compiler_arguments() {
        let a = args("-cpu -compute -xslang -DTARGET_WITHOUT_PACKING -compile-arg -DN=3 -xslang -Wno-30056");
        assert_eq!(a.defines, ["TARGET_WITHOUT_PACKING", "N=3"]);
        assert!(a.unsupported.is_empty());
        let a = args("-xslang -D -xslang X=1 -xslang -matrix-layout-column-major");
        assert_eq!(a.defines, ["X=1"]);
        assert_eq!(a.matrix_layout, Some(MatrixLayout::ColumnMajor));
        // Every compiler option is nslc's to judge, kept verbatim.
        let a = args("-xslang -lang -xslang slang -compile-arg -Wno-41020 -Xslang... -experimental-feature -X.");
        assert!(a.unsupported.is_empty());
        assert_eq!(a.compiler, ["-lang", "slang", "-Wno-41020", "-experimental-feature"]);
        let a = args("-cpu -Xslang... -DBOUND -D Y -X. -shaderobj");
        assert_eq!(a.defines, ["BOUND", "Y"]);
        assert_eq!(a.compiler, ["-DBOUND", "-D", "Y"]);
        assert!(a.unsupported.is_empty());
    }

    #[test]
    fn dispatch_entry_and_unsupported() {
        let a = args("-compute-dispatch 4,2,1 -entry main");
        assert_eq!((a.dispatch, a.entry.as_deref()), (Some([4, 2, 1]), Some("main")));
        assert_eq!(args("-compute-dispatch 0,1,1").unsupported.len(), 1);
        assert_eq!(args("-compute-dispatch").unsupported.len(), 1);
        assert_eq!(args("-rt -frob").unsupported, ["-rt", "unknown option -frob"]);
    }
}
