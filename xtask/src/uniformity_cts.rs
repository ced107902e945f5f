//! `cargo xtask uniformity-cts`: uniformity cases as Slang shaders, each
//! with an expected verdict from outside nanoslang, judged three ways:
//! nslc's `check-uniformity{mode=wgsl}` (does `nslc -target wgsl -O0`
//! report the case's diagnostic: `NSL6001` for barriers and
//! `workgroupUniformLoad`, `NSL6003` for wave operations, `NSL6002` for
//! derivatives?), Tint on nslc's `-O0` WGSL (compiled with `-uniformity
//! off`, so without nslc's `diagnostic(off, ...)` directives), and the
//! expectation.
//!
//! Sets:
//! - `cts`: the WebGPU CTS's `webgpu:shader,validation,uniformity,
//!   uniformity:basics` test (gpuweb/cts 2155577c,
//!   `src/webgpu/shader/validation/uniformity/uniformity.spec.ts` and
//!   `snippet.ts`) for its compute operations: 135 statements x 19
//!   conditions x {control, workgroupBarrier, storageBarrier,
//!   textureBarrier, workgroupUniformLoad} = 12,825 cases, translated to
//!   Slang (see `loop_code`); the expectation is the CTS's verdict formula
//!   (permit / sensitive / forbid).
//! - `subgroups`: its `basics,subgroups` test, compute stage, for the 15
//!   subgroup operations Slang spells (`SUBGROUP_OPS`) and the control
//!   case: 38,475 cases, the same formula.
//! - `fragment`: its `basics` test for the fragment operations HLSL
//!   spells (`FRAGMENT_OPS`: implicit-LOD samples and derivatives):
//!   25,650 cases, the same formula.
//! - `extra`: our own cases beyond the CTS (group ids, helper calls with
//!   conditions on their parameters, temporal divergence, calls after a
//!   divergent return, recursion-free call chains, wave operations and
//!   `workgroupUniformLoad`); the expectation is Tint's verdict on nslc's
//!   `-O0` WGSL.
//!
//! Every case must agree: nslc = expectation, Tint = expectation.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use xtask::{run_checked, target_dir};

pub const USAGE: &str = "cargo xtask uniformity-cts [--set cts|subgroups|fragment|extra|all] [--filter S] [--limit N] [-j N] [--keep] [--nslc PATH] [--opt O0|O1]
    Generates the uniformity cases (the WebGPU CTS's basics test for compute operations,
    12,825 cases translated to Slang (cts); its basics,subgroups test for the 15 subgroup
    operations Slang spells, in compute shaders, 38,475 cases (subgroups); its basics test
    for fragment operations, derivatives and implicit-LOD samples, 25,650 cases (fragment);
    and nanoslang's own extra cases) into
    target/uniformity-cts, and for each compares nslc's verdict (`nslc -target wgsl -O0`:
    NSL6001, NSL6003 or NSL6002 reported or not), Tint's on nslc's -O0 WGSL (`-uniformity off`; `tint --format wgsl`)
    and the expected one. Needs `tint` on PATH (skipped with a notice without it: then only
    nslc is compared with the expectations of the CTS cases). --filter keeps cases whose
    name contains S; --limit N keeps every k-th case so that about N remain; -j N runs N
    at a time (default 2); --nslc uses that binary instead of building nslc; --opt O1 judges
    the WGSL nslc prints at its default optimisation level instead of -O0 (nslc's own verdict
    does not depend on it: the pass runs before optimisation), and Tint then judges only the
    cases nslc accepts (optimisation may delete what made a program non-uniform). Exits non-zero on any disagreement, listing the cases.";

/// Statements of the CTS basics test: (name, verdict). `if` and `switch`
/// are plain statements; the others are loop specs of snippet.ts's
/// little language (loop kind, then interruptions, `op`, `continuing`,
/// `end`).
const STATEMENTS: &[(&str, Verdict)] = {
    use Verdict::*;
    &[
        ("if", Sensitive),
        ("switch", Sensitive),
        ("loop-op-always-break", Permit),
        ("loop-op-cond-break", Sensitive),
        ("loop-op-always-return", Permit),
        ("loop-op-cond-return", Sensitive),
        ("loop-unif-break-op-always-continue", Permit),
        ("loop-unif-break-op-cond-continue", Sensitive),
        ("loop-always-break-op", Permit),
        ("loop-cond-break-op", Sensitive),
        ("loop-always-return-op", Permit),
        ("loop-cond-return-op", Sensitive),
        ("loop-unif-break-always-continue-op", Permit),
        ("loop-unif-break-cond-continue-op", Sensitive),
        ("loop-always-break-end-op", Permit),
        ("loop-unif-break-end-op", Permit),
        ("loop-cond-break-end-op", Permit),
        ("loop-always-return-end-op", Permit),
        ("loop-cond-return-end-op", Permit),
        ("loop-unif-break-always-continue-end-op", Permit),
        ("loop-unif-break-cond-continue-end-op", Permit),
        ("loop-op-always-break-continuing", Permit),
        ("loop-op-unif-break-continuing", Permit),
        ("loop-op-cond-break-continuing", Sensitive),
        ("loop-op-always-return-continuing", Permit),
        ("loop-op-cond-return-continuing", Sensitive),
        ("loop-unif-break-op-always-continue-continuing", Permit),
        ("loop-unif-break-op-cond-continue-continuing", Sensitive),
        ("loop-op-continuing-cond-break", Sensitive),
        ("loop-always-break-continuing-op", Permit),
        ("loop-cond-break-continuing-op", Sensitive),
        ("loop-always-return-continuing-op", Permit),
        ("loop-cond-return-continuing-op", Sensitive),
        ("loop-continuing-op-cond-break", Sensitive),
        ("loop-always-break-continuing-end-op", Permit),
        ("loop-cond-break-continuing-end-op", Permit),
        ("loop-always-return-continuing-end-op", Permit),
        ("loop-cond-return-continuing-end-op", Permit),
        ("loop-unif-break-always-continue-continuing-end-op", Permit),
        ("loop-unif-break-cond-continue-continuing-end-op", Permit),
        ("loop-continuing-cond-break-end-op", Permit),
        ("loop-always-break-continuing-cond-break-end-op", Permit),
        ("loop-always-return-continuing-cond-break-end-op", Permit),
        ("for-always-break-op", Permit),
        ("for-cond-break-op", Sensitive),
        ("for-always-return-op", Permit),
        ("for-cond-return-op", Sensitive),
        ("for-unif-unif-break-always-continue-op", Permit),
        ("for-unif-unif-break-cond-continue-op", Sensitive),
        ("for-op-always-break", Permit),
        ("for-op-cond-break", Sensitive),
        ("for-op-always-return", Permit),
        ("for-op-cond-return", Sensitive),
        ("for-op-unif-break-always-continue", Permit),
        ("for-op-unif-break-cond-continue", Sensitive),
        ("for-unif-op", Permit),
        ("for-unif-always-break-op", Permit),
        ("for-unif-cond-break-op", Sensitive),
        ("for-unif-always-return-op", Permit),
        ("for-unif-cond-return-op", Sensitive),
        ("for-unif-always-continue-op", Permit),
        ("for-unif-cond-continue-op", Sensitive),
        ("for-unif-op-always-break", Permit),
        ("for-unif-op-cond-break", Sensitive),
        ("for-unif-op-always-return", Permit),
        ("for-unif-op-cond-return", Sensitive),
        ("for-unif-op-always-continue", Permit),
        ("for-unif-op-cond-continue", Sensitive),
        ("for-unif-end-op", Permit),
        ("for-unif-always-break-end-op", Permit),
        ("for-unif-cond-break-end-op", Permit),
        ("for-unif-always-return-end-op", Permit),
        ("for-unif-cond-return-end-op", Sensitive),
        ("for-unif-always-continue-end-op", Permit),
        ("for-unif-cond-continue-end-op", Permit),
        ("for-nonunif-op", Forbid),
        ("for-nonunif-always-break-op", Permit),
        ("for-nonunif-cond-break-op", Forbid),
        ("for-nonunif-always-return-op", Permit),
        ("for-nonunif-cond-return-op", Forbid),
        ("for-nonunif-always-continue-op", Permit),
        ("for-nonunif-cond-continue-op", Forbid),
        ("for-nonunif-op-always-break", Forbid),
        ("for-nonunif-op-cond-break", Forbid),
        ("for-nonunif-op-always-return", Forbid),
        ("for-nonunif-op-cond-return", Forbid),
        ("for-nonunif-op-always-continue", Forbid),
        ("for-nonunif-op-cond-continue", Forbid),
        ("for-nonunif-end-op", Permit),
        ("for-nonunif-always-break-end-op", Permit),
        ("for-nonunif-cond-break-end-op", Permit),
        ("for-nonunif-always-return-end-op", Forbid),
        ("for-nonunif-cond-return-end-op", Forbid),
        ("for-nonunif-always-continue-end-op", Permit),
        ("for-nonunif-cond-continue-end-op", Permit),
        ("while-unif-op", Permit),
        ("while-unif-always-break-op", Permit),
        ("while-unif-cond-break-op", Sensitive),
        ("while-unif-always-return-op", Permit),
        ("while-unif-cond-return-op", Sensitive),
        ("while-unif-always-continue-op", Permit),
        ("while-unif-cond-continue-op", Sensitive),
        ("while-unif-op-always-break", Permit),
        ("while-unif-op-cond-break", Sensitive),
        ("while-unif-op-always-return", Permit),
        ("while-unif-op-cond-return", Sensitive),
        ("while-unif-op-always-continue", Permit),
        ("while-unif-op-cond-continue", Sensitive),
        ("while-unif-end-op", Permit),
        ("while-unif-always-break-end-op", Permit),
        ("while-unif-cond-break-end-op", Permit),
        ("while-unif-always-return-end-op", Permit),
        ("while-unif-cond-return-end-op", Sensitive),
        ("while-unif-always-continue-end-op", Permit),
        ("while-unif-cond-continue-end-op", Permit),
        ("while-nonunif-op", Forbid),
        ("while-nonunif-always-break-op", Permit),
        ("while-nonunif-cond-break-op", Forbid),
        ("while-nonunif-always-return-op", Permit),
        ("while-nonunif-cond-return-op", Forbid),
        ("while-nonunif-always-continue-op", Permit),
        ("while-nonunif-cond-continue-op", Forbid),
        ("while-nonunif-op-always-break", Forbid),
        ("while-nonunif-op-cond-break", Forbid),
        ("while-nonunif-op-always-return", Forbid),
        ("while-nonunif-op-cond-return", Forbid),
        ("while-nonunif-op-always-continue", Forbid),
        ("while-nonunif-op-cond-continue", Forbid),
        ("while-nonunif-end-op", Permit),
        ("while-nonunif-always-break-end-op", Permit),
        ("while-nonunif-cond-break-end-op", Permit),
        ("while-nonunif-always-return-end-op", Forbid),
        ("while-nonunif-cond-return-end-op", Forbid),
        ("while-nonunif-always-continue-end-op", Permit),
        ("while-nonunif-cond-continue-end-op", Permit),
    ]
};

/// The CTS's conditions: (name, is uniform, Slang expression).
const CONDITIONS: &[(&str, bool, &str)] = &[
    ("uniform_storage_ro", true, "ro_buffer[0] == 0"),
    ("nonuniform_storage_ro", false, "ro_buffer[priv_var[0]] == 0"),
    ("nonuniform_storage_rw", false, "rw_buffer[0] == 0"),
    ("nonuniform_builtin", false, "p.x == 0"),
    ("uniform_literal", true, "false"),
    ("uniform_const", true, "c"),
    ("uniform_override", true, "o == 0"),
    ("uniform_let", true, "u_let == 0"),
    ("nonuniform_let", false, "n_let == 0"),
    ("uniform_or", true, "u_let == 0 || uniform_buffer.y > 1"),
    ("nonuniform_or1", false, "u_let == 0 || n_let == 0"),
    ("nonuniform_or2", false, "n_let == 0 || u_let == 0"),
    ("uniform_and", true, "u_let == 0 && uniform_buffer.y > 1"),
    ("nonuniform_and1", false, "u_let == 0 && n_let == 0"),
    ("nonuniform_and2", false, "n_let == 0 && u_let == 0"),
    ("uniform_func_var", true, "u_f == 0"),
    ("nonuniform_func_var", false, "n_f == 0"),
    ("storage_texture_ro", true, "ro_storage_texture.Load(int3(0, 0, 0)).x == 0"),
    ("storage_texture_rw", false, "rw_storage_texture[uint2(0, 0)].x == 0"),
];

/// The CTS's compute operations (`kCollectiveOps` of stage compute):
/// (name, Slang statement). `textureBarrier` has no HLSL spelling of its
/// own: `AllMemoryBarrierWithGroupSync` is nslc's strongest barrier, with
/// the same uniformity rule.
const OPS: &[(&str, &str)] = &[
    ("control_case_compute", ""),
    ("workgroupBarrier", "GroupMemoryBarrierWithGroupSync();"),
    ("storageBarrier", "DeviceMemoryBarrierWithGroupSync();"),
    ("textureBarrier", "AllMemoryBarrierWithGroupSync();"),
    ("workgroupUniformLoad", "float x = workgroupUniformLoad(wg);"),
];

/// The CTS's `basics,subgroups` operations (`kSubgroupOps`) that Slang can
/// spell, in a compute shader: (name, Slang statement). `WavePrefixSum`
/// is the exclusive scan; `WaveReadLaneAt` is both `subgroupBroadcast` and
/// `subgroupShuffle` (nslc prints `subgroupShuffle`; both have the same
/// uniformity rule). The inclusive scans, `subgroupShuffleUp`/`Down`/`Xor`
/// and the quad operations have no spelling in nslc's core module.
const SUBGROUP_OPS: &[(&str, &str)] = &[
    ("control_case", ""),
    ("subgroupAdd", "int x = WaveActiveSum(0);"),
    ("subgroupExclusiveAdd", "int x = WavePrefixSum(0);"),
    ("subgroupMul", "int x = WaveActiveProduct(0);"),
    ("subgroupExclusiveMul", "int x = WavePrefixProduct(0);"),
    ("subgroupMax", "int x = WaveActiveMax(0);"),
    ("subgroupMin", "int x = WaveActiveMin(0);"),
    ("subgroupAll", "bool x = WaveActiveAllTrue(false);"),
    ("subgroupAny", "bool x = WaveActiveAnyTrue(false);"),
    ("subgroupAnd", "int x = WaveActiveBitAnd(0);"),
    ("subgroupOr", "int x = WaveActiveBitOr(0);"),
    ("subgroupXor", "int x = WaveActiveBitXor(0);"),
    ("subgroupBallot", "uint4 x = WaveActiveBallot(false);"),
    ("subgroupElect", "bool x = WaveIsFirstLane();"),
    ("subgroupBroadcast", "int x = WaveReadLaneAt(0, 0);"),
    ("subgroupBroadcastFirst", "int x = WaveReadLaneFirst(0);"),
];

/// The CTS's fragment operations (`kCollectiveOps` of stage fragment)
/// that HLSL spells: (name, Slang statement). HLSL has no `fwidth_coarse`
/// or `fwidth_fine`; nslc's WGSL has no comparison samplers yet
/// (`textureSampleCompare`).
const FRAGMENT_OPS: &[(&str, &str)] = &[
    ("control_case_fragment", ""),
    ("textureSample", "float4 x = tex.Sample(s, float2(0, 0));"),
    ("textureSampleBias", "float4 x = tex.SampleBias(s, float2(0, 0), 0.0);"),
    ("dpdx", "float x = ddx(0.0);"),
    ("dpdxCoarse", "float x = ddx_coarse(0.0);"),
    ("dpdxFine", "float x = ddx_fine(0.0);"),
    ("dpdy", "float x = ddy(0.0);"),
    ("dpdyCoarse", "float x = ddy_coarse(0.0);"),
    ("dpdyFine", "float x = ddy_fine(0.0);"),
    ("fwidth", "float x = fwidth(0.0);"),
];

/// Which CTS test a case comes from, and so its stage and the
/// diagnostic nslc gives when the case is invalid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Group {
    /// `basics`, compute operations: barriers (`NSL6001`).
    Compute,
    /// `basics,subgroups` in a compute shader (`NSL6003`).
    Subgroups,
    /// `basics`, fragment operations: derivatives (`NSL6002`).
    Fragment,
}

impl Group {
    fn code(self) -> &'static str {
        match self {
            Group::Compute => "NSL6001",
            Group::Subgroups => "NSL6003",
            Group::Fragment => "NSL6002",
        }
    }
    fn ops(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Group::Compute => OPS,
            Group::Subgroups => SUBGROUP_OPS,
            Group::Fragment => FRAGMENT_OPS,
        }
    }
    fn prefix(self) -> &'static str {
        match self {
            Group::Compute => "cts",
            Group::Subgroups => "cts-subgroups",
            Group::Fragment => "cts-fragment",
        }
    }
}

const UNIFORM_COND: &str = "ro_buffer[0] == 0";
const NONUNIFORM_COND: &str = "ro_buffer[priv_var[0]] == 0";

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Verdict {
    /// Fails iff the op needs uniformity and the condition is non-uniform.
    Sensitive,
    /// Fails iff the op needs uniformity.
    Forbid,
    /// Always passes.
    Permit,
}

struct Case {
    name: String,
    source: String,
    /// The diagnostic nslc reports when it finds the case invalid.
    code: &'static str,
    /// `None`: Tint decides.
    expect_ok: Option<bool>,
}

/// The CTS's shader prelude and `main`'s locals, in Slang.
fn prelude(group: Group) -> String {
    if group == Group::Fragment {
        return "SamplerState s;
SamplerComparisonState s_comp;
Texture2D<float4> tex;
Texture2D<float> tex_depth;
StructuredBuffer<float> ro_buffer;
RWStructuredBuffer<float> rw_buffer;
uniform float4 uniform_buffer;
Texture2D<float4> ro_storage_texture;
RWTexture2D<float4> rw_storage_texture;
static uint priv_var[4] = { 0, 0, 0, 0 };
static const bool c = false;
static const float o = 0.0;

[shader(\"fragment\")]
void main(float4 p : SV_Position)
{
    float u_let = uniform_buffer.x;
    float n_let = rw_buffer[0];
    float u_f = uniform_buffer.z;
    float n_f = rw_buffer[1];
"
        .to_string();
    }
    "StructuredBuffer<float> ro_buffer;
RWStructuredBuffer<float> rw_buffer;
uniform float4 uniform_buffer;
Texture2D<float4> ro_storage_texture;
RWTexture2D<float4> rw_storage_texture;
static uint priv_var[4] = { 0, 0, 0, 0 };
static const bool c = false;
static const float o = 0.0;
groupshared float wg;

[numthreads(16, 1, 1)]
void main(uint3 p : SV_DispatchThreadID)
{
    float u_let = uniform_buffer.x;
    float n_let = rw_buffer[0];
    float u_f = uniform_buffer.z;
    float n_f = rw_buffer[1];
"
    .to_string()
}

/// snippet.ts's loop spec as Slang: `loop` and `for` are `for (;;)`, a
/// continuing block is the end of the body (no CTS case has a `continue`
/// in a body with a non-empty continuing block), `break if e` is
/// `if (e) break;`.
fn loop_code(spec: &str, op: &str, cond: &str) -> String {
    let (head, mut rest) = [
        ("for-unif-", format!("for (; {UNIFORM_COND};) {{")),
        ("for-nonunif-", format!("for (; {NONUNIFORM_COND};) {{")),
        ("while-unif-", format!("while ({UNIFORM_COND}) {{")),
        ("while-nonunif-", format!("while ({NONUNIFORM_COND}) {{")),
        ("loop-", "for (;;) {".to_string()),
        ("for-", "for (;;) {".to_string()),
    ]
    .into_iter()
    .find_map(|(p, h)| spec.strip_prefix(p).map(|r| (h, r)))
    .expect("a loop spec");
    let mut out = format!("    {head}\n");
    let mut open = true;
    const ELEMS: &[&str] = &[
        "op",
        "continuing",
        "end",
        "unif-break",
        "always-break",
        "cond-break",
        "always-return",
        "cond-return",
        "always-continue",
        "cond-continue",
    ];
    while !rest.is_empty() {
        let elem = ELEMS
            .iter()
            .find(|e| rest.strip_prefix(**e).is_some_and(|r| r.is_empty() || r.starts_with('-')))
            .expect("a loop element");
        rest = rest[elem.len()..].trim_start_matches('-');
        let line = match *elem {
            "op" => op.to_string(),
            "continuing" => "// continuing".to_string(),
            "end" => {
                open = false;
                "}".to_string()
            }
            "unif-break" => format!("if ({UNIFORM_COND}) {{ break; }}"),
            "always-break" => "break;".to_string(),
            "cond-break" => format!("if ({cond}) {{ break; }}"),
            "always-return" => "return;".to_string(),
            "cond-return" => format!("if ({cond}) {{ return; }}"),
            "always-continue" => "continue;".to_string(),
            "cond-continue" => format!("if ({cond}) {{ continue; }}"),
            _ => unreachable!(),
        };
        let indent = if open { "        " } else { "    " };
        let indent = if *elem == "end" { "    " } else { indent };
        let _ = writeln!(out, "{indent}{line}");
    }
    if open {
        out.push_str("    }\n");
    }
    out
}

fn cts_cases(group: Group) -> Vec<Case> {
    let mut cases = Vec::new();
    let prelude = prelude(group);
    for &(statement, verdict) in STATEMENTS {
        for &(cond_name, uniform, cond) in CONDITIONS {
            for &(op_name, op) in group.ops() {
                let body = match statement {
                    "if" => format!("    if ({cond}) {{ {op} }}\n"),
                    "switch" => format!(
                        "    switch (uint({cond})) {{\n    case 0: {{ {op} }} break;\n    default: break;\n    }}\n"
                    ),
                    spec => loop_code(spec, op, cond),
                };
                let requires = !op_name.starts_with("control_case");
                let ok = match verdict {
                    Verdict::Sensitive => !requires || uniform,
                    Verdict::Forbid => !requires,
                    Verdict::Permit => true,
                };
                cases.push(Case {
                    name: format!("{}/{statement}/{cond_name}/{op_name}", group.prefix()),
                    source: format!("{prelude}{body}}}\n"),
                    code: group.code(),
                    expect_ok: Some(ok),
                });
            }
        }
    }
    cases
}

/// Our own cases: conditions and shapes the CTS's basics test does not
/// have. Tint's verdict on the WGSL is the expectation.
fn extra_cases() -> Vec<Case> {
    let header = "RWStructuredBuffer<uint> rw;
StructuredBuffer<uint> ro;
uniform uint4 ub;
groupshared uint gs[16];
";
    let conds: &[(&str, &str)] = &[
        ("tid", "tid.x == 3"),
        ("gtid", "gtid.x < 8"),
        ("gid", "gid.x == 0"),
        ("gindex", "gi == 1"),
        ("ub", "ub.y > 2"),
        ("ro", "ro[ub.x] > 1"),
        ("ro_tid", "ro[tid.x] > 1"),
        ("rw", "rw[0] > 1"),
        ("gs", "gs[0] > 1"),
        ("atomic", "atomicOld() > 1"),
        ("lit", "true"),
        ("gid_and_tid", "gid.x == 0 && tid.y == 0"),
        ("ub_or_gid", "ub.x == 0 || gid.y == 1"),
    ];
    let barriers: &[(&str, &str)] = &[
        ("group", "GroupMemoryBarrierWithGroupSync();"),
        ("all", "AllMemoryBarrierWithGroupSync();"),
        ("device", "DeviceMemoryBarrierWithGroupSync();"),
        ("wave", "rw[6] = WaveActiveSum(1u);"),
        ("wave_first", "rw[6] = WaveReadLaneFirst(ub.w);"),
        ("wul", "rw[7] = workgroupUniformLoad(gs[1]);"),
    ];
    // Shapes: (name, helpers, body with COND and OP).
    let shapes: &[(&str, &str, &str)] = &[
        ("if", "", "if (COND) { OP }"),
        ("if_else", "", "if (COND) { rw[1] = 1; } else { OP }"),
        ("nested_uniform", "", "if (ub.x > 0) { if (COND) { OP } }"),
        ("after_return", "", "if (COND) { return; }\n    OP"),
        ("after_if", "", "if (COND) { rw[2] = 3; }\n    OP"),
        ("var_assigned", "", "uint v = 0;\n    if (COND) { v = 1; }\n    if (v == 1) { OP }"),
        ("var_reassigned", "", "uint v = 0;\n    if (COND) { v = 1; }\n    v = ub.z;\n    if (v == 1) { OP }"),
        (
            "temporal",
            "",
            "uint t = 0;\n    for (uint i = 0; i < 4; i++) { if (COND) { break; } t++; }\n    if (t == 2) { OP }",
        ),
        (
            "loop_exit_value",
            "",
            "uint t = 0;\n    for (uint i = 0; i < 4; i++) { t = i; if (COND) { break; } }\n    if (t == 2) { OP }",
        ),
        (
            "loop_count",
            "",
            "uint n = 0;\n    while (n < 8) { if (COND) { n += 2; } else { n += 1; } }\n    if (n == 8) { OP }",
        ),
        ("helper_cf", "void helper() { OP }\n", "if (COND) { helper(); }"),
        ("helper_param", "void helper(bool b) { if (b) { OP } }\n", "helper(COND);"),
        (
            "helper_param_deep",
            "void inner(bool b) { if (b) { OP } }\nvoid helper(bool b) { inner(b); }\n",
            "helper(COND);",
        ),
        ("helper_ret", "bool pick(bool b) { return b; }\n", "if (pick(COND)) { OP }"),
        ("helper_ret_const", "uint k(bool b) { if (b) { return 1; } return 2; }\n", "if (k(COND) == 1) { OP }"),
        ("helper_divergent_return", "void f(bool b) { if (b) { return; } rw[3] = 1; }\n", "f(COND);\n    OP"),
        (
            "helper_out",
            "void setv(out uint v, bool b) { v = b ? 1 : 0; }\n",
            "uint v;\n    setv(v, COND);\n    if (v == 1) { OP }",
        ),
        (
            "helper_out_const",
            "void setv(out uint v, bool b) { v = 1; }\n",
            "uint v = tid.x;\n    setv(v, COND);\n    if (v == 1) { OP }",
        ),
        ("switch", "", "switch (uint(COND)) { case 1: { OP } break; default: break; }"),
        ("ternary", "", "uint s = (COND) ? 1 : 0;\n    if (s == 1) { OP }"),
        ("continue", "", "for (uint i = 0; i < 4; i++) { if (COND) { continue; } OP }"),
    ];
    let mut cases = Vec::new();
    for &(shape, helpers, body) in shapes {
        for &(cname, cond) in conds {
            for &(bname, op) in barriers {
                if bname != "group" && !matches!(cname, "tid" | "gid" | "ub") {
                    continue;
                }
                let helpers = helpers.replace("OP", op).replace("COND", cond);
                let body = body.replace("OP", op).replace("COND", cond);
                let source = format!(
                    "{header}uint atomicOld() {{ uint o; InterlockedAdd(rw[5], 1, o); return o; }}\n{helpers}
[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{{
    {body}
    rw[tid.x] = gs[gtid.x];
}}
"
                );
                cases.push(Case {
                    name: format!("extra/{shape}/{cname}/{bname}"),
                    source,
                    code: if bname.starts_with("wave") { "NSL6003" } else { "NSL6001" },
                    expect_ok: None,
                });
            }
        }
    }
    cases
}

#[derive(Default)]
struct Tally {
    total: usize,
    tint_judged: usize,
    tint_expected: usize,
    nslc_vs_tint: usize,
    nslc_vs_expect: usize,
    tint_vs_expect: usize,
    expected: usize,
    failures: Vec<String>,
}

pub fn main(args: &[String]) -> Result<(), String> {
    let mut set = "all".to_string();
    let mut filter = String::new();
    let mut limit = usize::MAX;
    let mut jobs = 2usize;
    let mut keep = false;
    let mut nslc: Option<PathBuf> = None;
    let mut opt = "-O0".to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or_else(|| format!("{name} needs a value"));
        match a.as_str() {
            "--set" => set = value("--set")?,
            "--filter" => filter = value("--filter")?,
            "--limit" => limit = value("--limit")?.parse().map_err(|_| "--limit: not a number".to_string())?,
            "-j" => jobs = value("-j")?.parse().map_err(|_| "-j: not a number".to_string())?,
            "--keep" => keep = true,
            "--nslc" => nslc = Some(PathBuf::from(value("--nslc")?)),
            "--opt" => match value("--opt")?.as_str() {
                level @ ("O0" | "O1") => opt = format!("-{level}"),
                other => return Err(format!("--opt: expected O0 or O1, not '{other}'")),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
        }
    }
    let mut cases = Vec::new();
    if set == "cts" || set == "all" {
        cases.extend(cts_cases(Group::Compute));
    }
    if set == "subgroups" || set == "all" {
        cases.extend(cts_cases(Group::Subgroups));
    }
    if set == "fragment" || set == "all" {
        cases.extend(cts_cases(Group::Fragment));
    }
    if set == "extra" || set == "all" {
        cases.extend(extra_cases());
    }
    cases.retain(|c| c.name.contains(&filter));
    if cases.len() > limit && limit > 0 {
        let step = cases.len().div_ceil(limit);
        cases = cases.into_iter().step_by(step).collect();
    }
    let nslc = match nslc {
        Some(n) => n,
        None => {
            run_checked(&mut xtask::cargo_build(&["--quiet", "--bin", "nslc"]))?;
            xtask::bin_dir().join("nslc")
        }
    };
    let tint = xtask::on_path("tint");
    if !tint {
        eprintln!("notice: tint is not on PATH: Tint's verdicts are skipped; the extra cases are not judged");
    }
    let dir = target_dir().join("uniformity-cts");
    let _ = std::fs::create_dir_all(&dir);
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for worker in 0..jobs.max(1) {
            let (cases, next, tally, nslc, dir, opt) = (&cases, &next, &tally, &nslc, &dir, opt.as_str());
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let result = judge(case, nslc, dir, worker, tint, keep, opt);
                let mut t = tally.lock().unwrap();
                record(&mut t, case, result);
            });
        }
    });
    let t = tally.into_inner().unwrap();
    println!("uniformity cases: {}", t.total);
    if tint {
        println!(
            "nslc (check-uniformity, wgsl mode) = Tint on nslc's {opt} WGSL: {}/{}",
            t.nslc_vs_tint, t.tint_judged
        );
        println!("Tint = expected (CTS verdict): {}/{}", t.tint_vs_expect, t.tint_expected);
    }
    println!("nslc = expected (CTS verdict): {}/{}", t.nslc_vs_expect, t.expected);
    for f in t.failures.iter().take(200) {
        println!("MISMATCH {f}");
    }
    if !t.failures.is_empty() {
        return Err(format!("{} case(s) disagree (sources in {})", t.failures.len(), dir.display()));
    }
    Ok(())
}

struct Verdicts {
    nslc_ok: Result<bool, String>,
    tint_ok: Option<Result<bool, String>>,
}

fn record(t: &mut Tally, case: &Case, v: Verdicts) {
    t.total += 1;
    let nslc = match v.nslc_ok {
        Ok(b) => b,
        Err(e) => {
            t.failures.push(format!("{}: nslc failed: {e}", case.name));
            return;
        }
    };
    let tint = match v.tint_ok {
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            t.failures.push(format!("{}: tint: {e}", case.name));
            return;
        }
        None => None,
    };
    let word = |ok: bool| if ok { "accepts" } else { "rejects" };
    let mut bad = Vec::new();
    if let Some(tint) = tint {
        t.tint_judged += 1;
        if tint == nslc {
            t.nslc_vs_tint += 1;
        } else {
            bad.push(format!("nslc {} but Tint {}", word(nslc), word(tint)));
        }
    }
    if let Some(expect) = case.expect_ok {
        t.expected += 1;
        if nslc == expect {
            t.nslc_vs_expect += 1;
        } else {
            bad.push(format!("nslc {}, the CTS expects it {}", word(nslc), if expect { "valid" } else { "invalid" }));
        }
        if let Some(tint) = tint {
            t.tint_expected += 1;
            if tint == expect {
                t.tint_vs_expect += 1;
            } else {
                bad.push(format!(
                    "Tint {}, the CTS expects it {}",
                    word(tint),
                    if expect { "valid" } else { "invalid" }
                ));
            }
        }
    }
    if !bad.is_empty() {
        t.failures.push(format!("{}: {}", case.name, bad.join("; ")));
    }
}

fn file_name(case: &Case) -> String {
    case.name.replace('/', "__")
}

fn judge(case: &Case, nslc: &Path, dir: &Path, worker: usize, tint: bool, keep: bool, opt: &str) -> Verdicts {
    let stem = if keep { file_name(case) } else { format!("worker{worker}") };
    let slang: PathBuf = dir.join(format!("{stem}.slang"));
    let wgsl: PathBuf = dir.join(format!("{stem}.wgsl"));
    if let Err(e) = std::fs::write(&slang, &case.source) {
        return Verdicts { nslc_ok: Err(e.to_string()), tint_ok: None };
    }
    let compile = |uniformity: &str| {
        Command::new(nslc)
            .arg(&slang)
            .args(["-target", "wgsl", opt, "-uniformity", uniformity, "-o"])
            .arg(&wgsl)
            .output()
    };
    let nslc_ok = match compile("default") {
        Err(e) => Err(e.to_string()),
        Ok(out) => {
            // Invalid: the case's diagnostic, an error (barriers) or a
            // warning (derivatives and wave operations, whose WGSL rules
            // nslc turns off in the WGSL it prints).
            let stderr = String::from_utf8_lossy(&out.stderr);
            let reported = stderr.contains(&format!("[{}]", case.code));
            if out.status.success() || reported {
                Ok(!reported)
            } else {
                Err(stderr.lines().next().unwrap_or("").to_string())
            }
        }
    };
    // Optimisation may legally delete what made a program non-uniform (a
    // loop with no effect around a divergent exit), so above -O0 Tint only
    // judges the programs nslc accepts: their WGSL must stay valid.
    let tint = tint && (opt == "-O0" || nslc_ok == Ok(true));
    let tint_ok = tint.then(|| {
        // Tint judges WGSL printed without nslc's verdict: where nslc
        // reported the case, its WGSL would carry no barrier or a
        // `diagnostic(off, ...)` directive.
        if nslc_ok != Ok(true) {
            let out = compile("off").map_err(|e| e.to_string())?;
            if !out.status.success() {
                return Err(format!("nslc -uniformity off failed: {}", String::from_utf8_lossy(&out.stderr)));
            }
        }
        let out = Command::new("tint")
            .args(["--format", "wgsl", "-o", "/dev/null"])
            .arg(&wgsl)
            .output()
            .map_err(|e| e.to_string())?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        if out.status.success() {
            Ok(true)
        } else if stderr.contains("uniform control flow") {
            Ok(false)
        } else {
            Err(stderr.lines().next().unwrap_or("").to_string())
        }
    });
    Verdicts { nslc_ok, tint_ok }
}
