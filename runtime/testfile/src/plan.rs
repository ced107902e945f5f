//! Which of a file's tests nanoslang runs.
//!
//! Only enabled `COMPARE_COMPUTE` and `COMPARE_COMPUTE_EX` lines are
//! execution tests. nanoslang runs one device's semantics, Vulkan's, so:
//! when the file has Vulkan (`-vk`) lines only those run; otherwise the
//! lines for render-test's default device, D3D11, D3D12 and the CPU (whose
//! results the file expects to be the same); lines only for CUDA, Metal,
//! WebGPU, LLVM or OpenGL are not run. Lines that differ only in options
//! that change nothing here run once.
//!
//! A file is skipped, with the reason, when it has no such line, when a
//! TEST_INPUT is not supported, or when every selected line has an option
//! that cannot be honoured. A malformed TEST or TEST_INPUT line fails it.

use crate::args::RenderArgs;
use crate::input::InputKind;
use crate::TestFile;

/// How a run's output is checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Check {
    /// Against `FILE[.N].expected.txt`, for sub-test N.
    ExpectedFile { index: usize },
    /// FileCheck with this prefix over the output; the checks are in the test file.
    FileCheck { prefix: String },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The TEST line.
    pub line: usize,
    pub args: RenderArgs,
    pub check: Check,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Plan {
    Run(Vec<Run>),
    Skip(String),
    Fail(String),
}

const PORTABLE_APIS: &[Option<&str>] = &[None, Some("dx11"), Some("dx12"), Some("cpu")];

pub fn plan(file: &TestFile) -> Plan {
    let compute: Vec<_> = file.tests.iter().filter(|t| t.enabled && t.is_compute_comparison()).collect();
    if compute.is_empty() && file.errors.is_empty() {
        let reason = if file.ignore_file { "TEST_IGNORE_FILE" } else { "no enabled COMPARE_COMPUTE test" };
        return Plan::Skip(reason.into());
    }
    if let Some(e) = file.errors.first() {
        return Plan::Fail(format!("malformed test directive: {e}"));
    }
    if let Some((line, what)) = file.inputs.iter().find_map(|i| match &i.kind {
        InputKind::Unsupported(what) => Some((i.line, what)),
        _ => None,
    }) {
        return Plan::Skip(format!("TEST_INPUT on line {line}: {what} are not supported"));
    }
    let parsed: Vec<(usize, RenderArgs, Check)> = compute
        .iter()
        .map(|t| {
            let check = match t.option("filecheck-buffer") {
                Some(prefix) => Check::FileCheck { prefix: prefix.to_string() },
                None => Check::ExpectedFile { index: t.index },
            };
            (t.line, RenderArgs::parse(&t.args), check)
        })
        .collect();
    let has_vk = parsed.iter().any(|(_, a, _)| a.api.as_deref() == Some("vk"));
    let selected: Vec<_> = parsed
        .iter()
        .filter(
            |(_, a, _)| if has_vk { a.api.as_deref() == Some("vk") } else { PORTABLE_APIS.contains(&a.api.as_deref()) },
        )
        .collect();
    if selected.is_empty() {
        let mut apis: Vec<&str> = parsed.iter().filter_map(|(_, a, _)| a.api.as_deref()).collect();
        apis.dedup();
        return Plan::Skip(format!("only for devices nanoslang does not emulate: {}", apis.join(", ")));
    }
    let mut runs: Vec<Run> = Vec::new();
    let mut unsupported = Vec::new();
    for (line, args, check) in selected {
        if let Some(u) = args.unsupported.first() {
            unsupported.push(format!("line {line}: {u}"));
            continue;
        }
        let same = |r: &Run| {
            let a = &r.args;
            let key = |c: &Check| match c {
                Check::ExpectedFile { .. } => None,
                Check::FileCheck { prefix } => Some(prefix.clone()),
            };
            (a.output_using_type, a.dispatch, &a.entry, &a.defines, a.matrix_layout, key(&r.check))
                == (args.output_using_type, args.dispatch, &args.entry, &args.defines, args.matrix_layout, key(check))
        };
        if !runs.iter().any(same) {
            runs.push(Run { line: *line, args: args.clone(), check: check.clone() });
        }
    }
    if runs.is_empty() {
        return Plan::Skip(format!("unsupported options ({})", unsupported.join("; ")));
    }
    Plan::Run(runs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn prefers_vulkan_lines() {
        let f = parse(
            "//TEST(compute):COMPARE_COMPUTE_EX(filecheck-buffer=BUF):-cpu -compute -xslang -DX\n\
             //TEST(compute, vulkan):COMPARE_COMPUTE_EX(filecheck-buffer=BUF):-vk -compute -emit-spirv-via-glsl\n\
             //TEST(compute, vulkan):COMPARE_COMPUTE_EX(filecheck-buffer=BUF):-vk -compute\n",
        );
        let Plan::Run(runs) = plan(&f) else { panic!("{:?}", plan(&f)) };
        assert_eq!(runs.len(), 1);
        assert_eq!((runs[0].line, &runs[0].check), (2, &Check::FileCheck { prefix: "BUF".into() }));
    }

    #[test]
    fn portable_lines_and_dedup() {
        let f = parse(
            "//TEST(compute):COMPARE_COMPUTE:-cpu -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE: -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE:-cuda -shaderobj\n\
             //TEST(compute):COMPARE_COMPUTE:-dx12 -shaderobj -output-using-type\n",
        );
        let Plan::Run(runs) = plan(&f) else { panic!() };
        let lines: Vec<usize> = runs.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 4]);
        assert_eq!(runs[1].check, Check::ExpectedFile { index: 3 });
    }

    #[test]
    fn skips_and_failures() {
        let skip = |text: &str| match plan(&parse(text)) {
            Plan::Skip(r) => r,
            other => panic!("{other:?}"),
        };
        assert!(skip("//TEST:SIMPLE:-target spirv\n").contains("no enabled"));
        assert!(skip("//DISABLE_TEST:COMPARE_COMPUTE:-vk\n").contains("no enabled"));
        assert!(skip("//TEST:COMPARE_COMPUTE:-cuda\n").contains("cuda"));
        assert!(skip("//TEST:COMPARE_COMPUTE:-vk -rt\n").contains("-rt"));
        assert!(skip("//TEST:COMPARE_COMPUTE:-vk\n//TEST_INPUT: TextureSampler2D(sampleCount=two):name s\n")
            .contains("line 2"));
        assert!(matches!(plan(&parse("//TEST:COMPARE_COMPUTE\n")), Plan::Fail(_)));
        assert!(matches!(plan(&parse("//TEST:COMPARE_COMPUTE:\n//TEST_INPUT:ubuffer(\n")), Plan::Fail(_)));
    }
}
