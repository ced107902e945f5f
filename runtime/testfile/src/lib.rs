//! Slang's conventions for execution tests, as its `slang-test` and
//! `render-test` tools read them:
//!
//! - `//TEST(categories):COMMAND(options):args` lines ([`TestLine`]); a
//!   `//DISABLE_TEST...` line is a disabled test that still takes its
//!   sub-test index; `//TEST_IGNORE_FILE` disables the whole file.
//! - `//TEST_INPUT:...` lines describing the shader's parameters
//!   ([`input`]), and the texels of texture inputs ([`texture`]).
//! - The arguments of `COMPARE_COMPUTE` / `COMPARE_COMPUTE_EX` lines, which
//!   slang-test hands to render-test ([`args`]).
//! - Expected output: `FILE.N.expected.txt` (sub-test N) or
//!   `FILE.expected.txt`, compared as slang-test compares ([`compare`]), or
//!   FileCheck lines over the output when the command has the option
//!   `filecheck-buffer=PREFIX`.
//! - Which of a file's tests nanoslang runs ([`plan`]).
//!
//! Nothing here panics on malformed text: problems are [`LineError`]s.

pub mod args;
pub mod compare;
pub mod input;
pub mod plan;
pub mod texture;

use std::path::{Path, PathBuf};

/// A parsed test file.
#[derive(Debug, Default)]
pub struct TestFile {
    /// `//TEST_IGNORE_FILE` was seen: the file holds no tests.
    pub ignore_file: bool,
    pub tests: Vec<TestLine>,
    pub inputs: Vec<input::Input>,
    /// Malformed `TEST` and `TEST_INPUT` lines.
    pub errors: Vec<LineError>,
}

impl TestFile {
    /// The `type_conformance T:I = id` lines as slangc's `-conformance`
    /// values (`T:I=id`), which compilers of the file need.
    pub fn conformance_options(&self) -> Vec<String> {
        self.inputs
            .iter()
            .filter_map(|i| match &i.kind {
                input::InputKind::TypeConformance { ty, interface, id } => {
                    Some(format!("{ty}:{interface}{}", id.map_or(String::new(), |n| format!("={n}"))))
                }
                _ => None,
            })
            .collect()
    }
}

/// One `//TEST...` line.
#[derive(Debug, Clone, PartialEq)]
pub struct TestLine {
    /// 1-based line number.
    pub line: usize,
    /// The sub-test index: the position among the file's TEST lines
    /// (disabled ones included), which names `FILE.N.expected.txt`.
    pub index: usize,
    pub enabled: bool,
    pub categories: Vec<String>,
    /// `COMPARE_COMPUTE`, `COMPARE_COMPUTE_EX`, `SIMPLE`, ...
    pub command: String,
    /// `(filecheck-buffer=CHECK, ...)` after the command: key and value
    /// (empty for a bare key).
    pub options: Vec<(String, String)>,
    pub args: Vec<String>,
}

impl TestLine {
    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A test that runs a compute shader and compares its output buffers.
    pub fn is_compute_comparison(&self) -> bool {
        self.command == "COMPARE_COMPUTE" || self.command == "COMPARE_COMPUTE_EX"
    }
}

/// A line that could not be read, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct LineError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Parses the test directives of a file's text.
pub fn parse(text: &str) -> TestFile {
    let mut file = TestFile::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        // render-test reads TEST_INPUT only from lines starting with `//`.
        if let Some(rest) = raw.strip_prefix("//") {
            if let Some(body) = rest.trim().strip_prefix("TEST_INPUT:") {
                match input::parse_line(body, line) {
                    Ok(Some(input)) => file.inputs.push(input),
                    Ok(None) => {}
                    Err(message) => file.errors.push(LineError { line, message }),
                }
                continue;
            }
        }
        // slang-test allows blanks before `//` and extra slashes after it.
        let Some(rest) = raw.trim_start().strip_prefix("//") else { continue };
        let rest = rest.trim_start_matches('/').trim_start();
        let command_len = rest.find(|c: char| !(c.is_ascii_alphabetic() || c == '_')).unwrap_or(rest.len());
        let (command, tail) = rest.split_at(command_len);
        if command == "TEST_IGNORE_FILE" {
            file.ignore_file = true;
            file.tests.clear();
            return file;
        }
        let (enabled, command) = match command.strip_prefix("DISABLE_") {
            Some(c) => (false, c),
            None => (true, command),
        };
        if command != "TEST" {
            continue;
        }
        let index = file.tests.len();
        match parse_test_line(tail) {
            Ok((categories, command, options, args)) => {
                file.tests.push(TestLine { line, index, enabled, categories, command, options, args })
            }
            Err(message) => {
                file.errors.push(LineError { line, message });
                // Keep the sub-test numbering of the lines after it.
                file.tests.push(TestLine {
                    line,
                    index,
                    enabled: false,
                    categories: Vec::new(),
                    command: String::new(),
                    options: Vec::new(),
                    args: Vec::new(),
                });
            }
        }
    }
    file
}

type TestParts = (Vec<String>, String, Vec<(String, String)>, Vec<String>);

/// `(cats):COMMAND(opts):args` after `TEST`.
fn parse_test_line(text: &str) -> Result<TestParts, String> {
    let (categories, rest) = parenthesized(text)?;
    let categories = categories.map_or(Vec::new(), |c| split_list(c).map(str::to_string).collect());
    let rest = rest.strip_prefix(':').ok_or("expected ':' after TEST")?;
    let end = rest.find(['(', ':']).ok_or("expected ':' after the test command")?;
    let command = rest[..end].trim().to_string();
    if command.is_empty() {
        return Err("missing test command".into());
    }
    let (options, rest) = parenthesized(&rest[end..])?;
    let options = options
        .map_or(Vec::new(), |o| {
            split_list(o)
                .map(|item| match item.split_once('=') {
                    Some((k, v)) => (k.trim().to_string(), v.trim().to_string()),
                    None => (item.to_string(), String::new()),
                })
                .collect()
        })
        .into_iter()
        .filter(|(k, _)| !k.is_empty())
        .collect();
    let rest = rest.strip_prefix(':').ok_or("expected ':' before the test arguments")?;
    Ok((categories, command, options, split_args(rest)?))
}

/// Splits off a leading `( ... )` group.
fn parenthesized(text: &str) -> Result<(Option<&str>, &str), String> {
    match text.strip_prefix('(') {
        Some(inner) => match inner.find(')') {
            Some(end) => Ok((Some(&inner[..end]), &inner[end + 1..])),
            None => Err("unclosed '('".into()),
        },
        None => Ok((None, text)),
    }
}

fn split_list(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty())
}

/// Whitespace-separated arguments; double quotes group (and are removed).
fn split_args(text: &str) -> Result<Vec<String>, String> {
    let mut args = Vec::new();
    let mut current = String::new();
    let mut in_arg = false;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                in_arg = true;
            }
            c if c.is_whitespace() && !quoted => {
                if in_arg {
                    args.push(std::mem::take(&mut current));
                    in_arg = false;
                }
            }
            c => {
                current.push(c);
                in_arg = true;
            }
        }
    }
    if quoted {
        return Err("unclosed '\"' in the test arguments".into());
    }
    if in_arg {
        args.push(current);
    }
    Ok(args)
}

/// The expected-output files slang-test looks for, in order: the sub-test's
/// own (`FILE.N.expected.txt`, for N > 0) and the file's.
pub fn expected_output_paths(test_file: &Path, index: usize) -> Vec<PathBuf> {
    let base = test_file.as_os_str().to_string_lossy().into_owned();
    let mut paths = Vec::new();
    if index > 0 {
        paths.push(PathBuf::from(format!("{base}.{index}.expected.txt")));
    }
    paths.push(PathBuf::from(format!("{base}.expected.txt")));
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_lines() {
        let f = parse(
            "//TEST(compute, vulkan):COMPARE_COMPUTE_EX(filecheck-buffer=CHK):-vk -compute -shaderobj\n\
             // not a test\n\
             //DISABLE_TEST(compute):COMPARE_COMPUTE:-cpu\n\
             ///TEST:SIMPLE(filecheck=CHECK): -target spirv \"-D X=1\"\n\
             //DISABLED_TEST(compute):COMPARE_COMPUTE:-cpu\n",
        );
        assert!(f.errors.is_empty(), "{:?}", f.errors);
        assert_eq!(f.tests.len(), 3);
        let t = &f.tests[0];
        assert_eq!(t.categories, ["compute", "vulkan"]);
        assert_eq!(t.command, "COMPARE_COMPUTE_EX");
        assert_eq!(t.option("filecheck-buffer"), Some("CHK"));
        assert_eq!(t.args, ["-vk", "-compute", "-shaderobj"]);
        assert!(t.is_compute_comparison() && t.enabled);
        assert!(!f.tests[1].enabled);
        assert_eq!((f.tests[1].index, f.tests[1].line), (1, 3));
        assert_eq!(f.tests[2].args, ["-target", "spirv", "-D X=1"]);
    }

    #[test]
    fn malformed_lines_are_errors_not_panics() {
        for text in ["//TEST(compute", "//TEST:COMPARE_COMPUTE", "//TEST:(x):", "//TEST:X:\"a", "//TEST", "//TEST:"] {
            let f = parse(text);
            assert_eq!(f.errors.len(), 1, "{text}");
            assert!(!f.tests[0].enabled);
        }
    }

    #[test]
    fn ignore_file() {
        let f = parse("//TEST:COMPARE_COMPUTE:\n//TEST_IGNORE_FILE:\n");
        assert!(f.ignore_file && f.tests.is_empty());
    }

    #[test]
    fn expected_paths() {
        let p = expected_output_paths(Path::new("a/b.slang"), 2);
        assert_eq!(p, [PathBuf::from("a/b.slang.2.expected.txt"), PathBuf::from("a/b.slang.expected.txt")]);
        assert_eq!(expected_output_paths(Path::new("b.slang"), 0), [PathBuf::from("b.slang.expected.txt")]);
    }
}
