//! Property tests of `check-uniformity` against Tint, the reference
//! implementation of WGSL's uniformity analysis, on generated compute
//! shaders with workgroup barriers under random structured control flow
//! (conditions, loops with breaks and continues, early returns, helper
//! functions taking uniform or non-uniform arguments):
//!
//! - nslc's verdict on the WGSL target (a barrier under non-uniform
//!   control flow is an error, `NSL6001`) equals Tint's verdict on the
//!   WGSL nslc prints with the check off (`-uniformity off`, `-O0`);
//! - optimisation (inlining, folding) never turns a valid program
//!   invalid: Tint accepts the `-O1` WGSL of every program nslc accepts.
//!
//! Skipped with a notice when `tint` is not on PATH.

use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A value's source: WGSL's uniformity of each is fixed (`workgroup_id`
/// and literals are uniform; the invocation index and loads from a
/// read-write storage buffer are not).
#[derive(Clone, Debug)]
enum Value {
    Literal(u32),
    GroupId,
    ThreadIndex,
    BufferLoad,
    /// One of the enclosing function's two mutable locals.
    Local(usize),
    /// One of a helper's two parameters (a literal in the entry point).
    Param(usize),
}

#[derive(Clone, Debug)]
enum Stmt {
    Barrier,
    Assign(usize, Value),
    Store(Value),
    If(Value, Vec<Stmt>, Vec<Stmt>),
    Loop(Value, Vec<Stmt>),
    /// `if (v == 1) break;` (`continue` when the flag is set); only inside a loop.
    Exit(Value, bool),
    /// `if (v == 2) return;`
    Return(Value),
    /// A call of an earlier helper.
    Call(usize, Value, Value),
}

#[derive(Clone, Debug)]
struct Program {
    /// Helper `i` may call helpers `0..i` only: no recursion.
    helpers: Vec<Vec<Stmt>>,
    main: Vec<Stmt>,
}

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        (0u32..4).prop_map(Value::Literal),
        Just(Value::GroupId),
        Just(Value::ThreadIndex),
        Just(Value::BufferLoad),
        (0usize..2).prop_map(Value::Local),
        (0usize..2).prop_map(Value::Param),
    ]
}

fn stmt() -> impl Strategy<Value = Stmt> {
    let leaf = prop_oneof![
        3 => Just(Stmt::Barrier),
        2 => (0usize..2, value()).prop_map(|(l, v)| Stmt::Assign(l, v)),
        1 => value().prop_map(Stmt::Store),
        1 => (value(), any::<bool>()).prop_map(|(v, c)| Stmt::Exit(v, c)),
        1 => value().prop_map(Stmt::Return),
        1 => (0usize..3, value(), value()).prop_map(|(h, a, b)| Stmt::Call(h, a, b)),
    ];
    leaf.prop_recursive(3, 24, 3, |inner| {
        prop_oneof![
            (value(), prop::collection::vec(inner.clone(), 0..3), prop::collection::vec(inner.clone(), 0..2))
                .prop_map(|(v, t, e)| Stmt::If(v, t, e)),
            (value(), prop::collection::vec(inner, 1..3)).prop_map(|(v, b)| Stmt::Loop(v, b)),
        ]
    })
}

fn program() -> impl Strategy<Value = Program> {
    (prop::collection::vec(prop::collection::vec(stmt(), 0..4), 0..3), prop::collection::vec(stmt(), 1..5))
        .prop_map(|(helpers, main)| Program { helpers, main })
}

struct Printer {
    out: String,
    /// The number of helpers the current function may call.
    callable: usize,
    in_helper: bool,
    loops: usize,
}

impl Printer {
    fn value(&self, v: &Value) -> String {
        match v {
            Value::Literal(n) => format!("{n}u"),
            Value::GroupId => "gid.x".into(),
            Value::ThreadIndex => "lidx".into(),
            Value::BufferLoad => "buf[0]".into(),
            Value::Local(i) => format!("v{i}"),
            Value::Param(i) if self.in_helper => format!("p{i}"),
            Value::Param(i) => format!("{}u", i + 1),
        }
    }
    fn line(&mut self, depth: usize, text: &str) {
        self.out.push_str(&"    ".repeat(depth));
        self.out.push_str(text);
        self.out.push('\n');
    }
    fn stmts(&mut self, depth: usize, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(depth, s);
        }
    }
    fn stmt(&mut self, depth: usize, s: &Stmt) {
        match s {
            Stmt::Barrier => self.line(depth, "GroupMemoryBarrierWithGroupSync();"),
            Stmt::Assign(l, v) => {
                let text = format!("v{l} = {};", self.value(v));
                self.line(depth, &text)
            }
            Stmt::Store(v) => {
                let text = format!("buf[lidx + 1u] = {};", self.value(v));
                self.line(depth, &text)
            }
            Stmt::If(v, then, otherwise) => {
                let text = format!("if ({} > 1u) {{", self.value(v));
                self.line(depth, &text);
                self.stmts(depth + 1, then);
                if otherwise.is_empty() {
                    self.line(depth, "}");
                } else {
                    self.line(depth, "} else {");
                    self.stmts(depth + 1, otherwise);
                    self.line(depth, "}");
                }
            }
            Stmt::Loop(v, body) => {
                let i = format!("i{}", self.loops);
                let text = format!("for (uint {i} = 0u; {i} < {}; {i}++) {{", self.value(v));
                self.line(depth, &text);
                self.loops += 1;
                self.stmts(depth + 1, body);
                self.loops -= 1;
                self.line(depth, "}");
            }
            Stmt::Exit(v, is_continue) => {
                if self.loops > 0 {
                    let text = format!(
                        "if ({} == 1u) {{ {} }}",
                        self.value(v),
                        if *is_continue { "continue;" } else { "break;" }
                    );
                    self.line(depth, &text);
                }
            }
            Stmt::Return(v) => {
                let text = format!("if ({} == 2u) {{ return; }}", self.value(v));
                self.line(depth, &text)
            }
            Stmt::Call(h, a, b) => {
                if self.callable > 0 {
                    let text = format!("helper{}({}, {}, gid, lidx);", h % self.callable, self.value(a), self.value(b));
                    self.line(depth, &text);
                }
            }
        }
    }
}

fn print(p: &Program) -> String {
    let mut pr = Printer { out: String::new(), callable: 0, in_helper: true, loops: 0 };
    // Built-ins reach helpers as arguments: WGSL takes any read of a
    // `var<private>` as non-uniform.
    pr.out.push_str("RWStructuredBuffer<uint> buf;\n\n");
    for (i, body) in p.helpers.iter().enumerate() {
        pr.callable = i;
        pr.line(0, &format!("void helper{i}(uint p0, uint p1, uint3 gid, uint lidx)"));
        pr.line(0, "{");
        pr.line(1, "uint v0 = p0;");
        pr.line(1, "uint v1 = p1;");
        pr.stmts(1, body);
        pr.line(0, "}");
        pr.out.push('\n');
    }
    pr.callable = p.helpers.len();
    pr.in_helper = false;
    pr.line(0, "[numthreads(64, 1, 1)]");
    pr.line(0, "void computeMain(uint3 gid : SV_GroupID, uint lidx : SV_GroupIndex)");
    pr.line(0, "{");
    // Every helper is called (nslc judges functions nobody calls, which
    // its WGSL then leaves out).
    for i in 0..p.helpers.len() {
        pr.line(1, &format!("helper{i}(1u, 2u, gid, lidx);"));
    }
    pr.line(1, "uint v0 = gid.x;");
    pr.line(1, "uint v1 = lidx;");
    pr.stmts(1, &p.main);
    pr.line(0, "}");
    pr.out
}

fn tint_present() -> bool {
    Command::new("tint").arg("--help").output().is_ok()
}

/// nslc's verdict: `Ok(true)` compiled, `Ok(false)` rejected for
/// uniformity (`NSL6001`), `Err` anything else.
fn nslc(source: &Path, out: &Path, args: &[&str]) -> Result<bool, String> {
    let output = Command::new(env!("CARGO_BIN_EXE_nslc"))
        .arg(source)
        .args(["-target", "wgsl", "-o"])
        .arg(out)
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() {
        Ok(true)
    } else if stderr.contains("[NSL6001]") {
        Ok(false)
    } else {
        Err(format!("nslc {args:?} failed:\n{stderr}"))
    }
}

/// Tint's verdict on a WGSL file: `Ok(false)` for a uniformity error.
fn tint(wgsl: &Path) -> Result<bool, String> {
    let output = Command::new("tint").args(["--format", "wgsl", "-o", "/dev/null"]).arg(wgsl).output();
    let output = output.map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() {
        Ok(true)
    } else if stderr.contains("uniform control flow") {
        Ok(false)
    } else {
        Err(format!("tint rejects {}:\n{stderr}", wgsl.display()))
    }
}

fn scratch() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("uniformity-props");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

fn check(p: &Program) -> Result<(), TestCaseError> {
    let dir = scratch();
    let id = format!("{:?}", std::thread::current().id()).replace(|c: char| !c.is_ascii_alphanumeric(), "");
    let source = dir.join(format!("case{id}.slang"));
    let wgsl = dir.join(format!("case{id}.wgsl"));
    let text = print(p);
    std::fs::write(&source, &text).expect("write the case");
    let fail = |e: String| TestCaseError::fail(format!("{e}\n--- program ---\n{text}"));
    let verdict = nslc(&source, &wgsl, &["-O0"]).map_err(fail)?;
    if !verdict {
        nslc(&source, &wgsl, &["-O0", "-uniformity", "off"]).map_err(fail)?;
    }
    let reference = tint(&wgsl).map_err(fail)?;
    prop_assert_eq!(verdict, reference, "nslc and Tint disagree on\n{}", text);
    if verdict {
        nslc(&source, &wgsl, &["-O1"]).map_err(fail)?;
        prop_assert!(tint(&wgsl).map_err(fail)?, "Tint rejects the -O1 WGSL of a valid program\n{}", text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn check_uniformity_agrees_with_tint(p in program()) {
        if !tint_present() {
            eprintln!("notice: tint is not on PATH: uniformity property tests skipped");
            return Ok(());
        }
        check(&p)?;
    }
}
