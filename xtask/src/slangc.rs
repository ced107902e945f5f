//! The real slangc, the reference the differential tests and the
//! benchmarks compare nanoslang with: where to find it, how to install
//! it, and how to compile a compute shader with it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// How to get slangc, for messages.
pub const INSTALL_HINT: &str = "install it with `pip install --no-deps slangtorch` (its wheel holds bin/slangc; \
                                --no-deps spares installing torch) or point $SLANGC at a slangc executable";

/// slangc from `$SLANGC`, PATH, or the `slangtorch` wheel (whose package
/// directory holds `bin/slangc`). The package is located with
/// `importlib.util.find_spec`, which does not import it: importing
/// slangtorch needs torch, which a `--no-deps` install lacks.
pub fn find() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SLANGC").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    if crate::on_path("slangc") {
        return Some(PathBuf::from("slangc"));
    }
    let script = "import importlib.util, os\n\
                  spec = importlib.util.find_spec('slangtorch')\n\
                  print(os.path.dirname(spec.origin) if spec and spec.origin else '')";
    let output = Command::new("python3").args(["-c", script]).stderr(Stdio::null()).output().ok()?;
    let package = String::from_utf8_lossy(&output.stdout).trim().to_string();
    if package.is_empty() {
        return None;
    }
    find_executable(Path::new(&package), "slangc")
}

/// The first executable file named `name` under `dir` (depth first, in
/// name order).
fn find_executable(dir: &Path, name: &str) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let mut entries: Vec<_> = std::fs::read_dir(dir).ok()?.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let Ok(meta) = path.symlink_metadata() else { continue };
        if meta.is_dir() {
            if let Some(found) = find_executable(&path, name) {
                return Some(found);
            }
        } else if path.file_name().is_some_and(|n| n == name) && meta.permissions().mode() & 0o111 != 0 {
            return Some(path);
        }
    }
    None
}

/// What to compile: a test file's compute entry point with its options.
pub struct Compile<'a> {
    pub file: &'a Path,
    pub entry: &'a str,
    /// `NAME` or `NAME=VALUE`.
    pub defines: &'a [String],
    /// `-matrix-layout-column-major`; otherwise `-matrix-layout-row-major`
    /// (Slang's test runner compiles through the API, whose default is
    /// row-major, while slangc's command line defaults to column-major).
    pub column_major: bool,
    /// The TEST line's compiler arguments (`-xslang ...`), passed after
    /// the others but for `-O…` and `-emit-spirv-via-glsl` (both need the
    /// slang-glslang library, which the slangtorch wheel lacks).
    pub extra: &'a [String],
    /// `-conformance T:I=id` values: the file's `type_conformance` lines.
    pub conformances: &'a [String],
    pub output: &'a Path,
}

/// `slangc FILE -target spirv -entry E -stage compute -O0 -matrix-layout-…
/// [-D…] [EXTRA…] -o OUT`. `-O0`: slangc's optimisation runs spirv-opt from the
/// slang-glslang library, which the slangtorch wheel lacks.
pub fn command(slangc: &Path, c: &Compile) -> Command {
    let mut command = Command::new(slangc);
    command.arg(c.file).args(["-target", "spirv", "-entry", c.entry, "-stage", "compute", "-O0"]);
    command.arg(if c.column_major { "-matrix-layout-column-major" } else { "-matrix-layout-row-major" });
    for d in c.defines {
        command.arg(format!("-D{d}"));
    }
    command.args(c.extra.iter().filter(|a| !a.starts_with("-O") && *a != "-emit-spirv-via-glsl"));
    for t in c.conformances {
        command.arg("-conformance").arg(t);
    }
    command.arg("-o").arg(c.output);
    command
}
