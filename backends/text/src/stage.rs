//! The stage interface of a vertex or fragment entry point, as the
//! `spirv-entry-points{target=T}` pass decided it: its `input` and
//! `output` variables (locations, built-ins, interpolation, semantics) and
//! its execution modes. The printers read it from here and only spell it.

use nsl_ir::{AttrKind, Context, Op, Sym, Type};
use nsl_spirv::dialect as spv;
use rustc_hash::{FxHashMap, FxHashSet};

/// One input or output variable of the entry point.
#[derive(Clone, Debug)]
pub(crate) struct IoVar {
    pub op: Op,
    pub sym: String,
    pub ty: Type,
    pub output: bool,
    /// SPIR-V's name of its built-in (`Position`, `FragCoord`, ...).
    pub builtin: Option<String>,
    pub location: Option<i128>,
    /// Dual-source blending's index.
    pub index: Option<i128>,
    /// The semantic it came from (`TEXCOORD5`, `SV_Target1`, `SV_Depth`).
    pub semantic: String,
    /// `Flat`, `NoPerspective`, `Centroid`, `Sample`.
    pub decorations: Vec<String>,
}

impl IoVar {
    pub fn has(&self, decoration: &str) -> bool {
        self.decorations.iter().any(|d| d == decoration)
    }
}

/// The stage of an entry point: `vertex`, `fragment`, or `None` (compute).
pub(crate) fn stage(ctx: &Context, entry: Op) -> Option<&'static str> {
    match ctx.attr_str(entry, "model") {
        Some("Vertex") => Some("vertex"),
        Some("Fragment") => Some("fragment"),
        _ => None,
    }
}

/// The execution modes of an entry point (`DepthReplacing`, ...).
pub(crate) fn modes(ctx: &Context, entry: Op) -> Vec<String> {
    match ctx.attr(entry, "modes").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The variable `op` declares, if it is an `input` or `output` one.
pub(crate) fn io_var(ctx: &Context, op: Op) -> Option<IoVar> {
    if ctx.op_name(op) != spv::GLOBAL_VAR.name {
        return None;
    }
    let output = match ctx.attr_str(op, "storage")? {
        "input" => false,
        "output" => true,
        _ => return None,
    };
    let decorations = match ctx.attr(op, "decorations").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    Some(IoVar {
        op,
        sym: ctx.attr_symbol(op, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default(),
        ty: ctx.attr_type(op, "type")?,
        output,
        builtin: ctx.attr_str(op, "builtin").map(str::to_string),
        location: ctx.attr_int(op, "location"),
        index: ctx.attr_int(op, "index"),
        semantic: ctx.attr_str(op, "semantic").unwrap_or_default().to_string(),
        decorations,
    })
}

/// Is this a built-in of the stage interface (not a compute one)?
pub(crate) fn is_stage_builtin(b: &str) -> bool {
    matches!(
        b,
        "Position"
            | "FragCoord"
            | "VertexIndex"
            | "InstanceIndex"
            | "BaseVertex"
            | "BaseInstance"
            | "FrontFacing"
            | "PrimitiveId"
            | "SampleId"
            | "SampleMask"
            | "FragDepth"
            | "PointSize"
            | "PointCoord"
            | "ClipDistance"
            | "CullDistance"
            | "ViewIndex"
            | "BaryCoordKHR"
            | "BaryCoordNoPerspKHR"
            | "ShadingRateKHR"
            | "PrimitiveShadingRateKHR"
            | "FragStencilRefEXT"
            | "DrawIndex"
            | "FragSizeEXT"
            | "FragInvocationCountEXT"
            | "FullyCoveredEXT"
            | "SamplePosition"
            | "Layer"
            | "ViewportIndex"
            | "InvocationId"
            | "TessCoord"
            | "TessLevelOuter"
            | "TessLevelInner"
            | "PatchVertices"
            | "PrimitivePointIndicesEXT"
            | "PrimitiveLineIndicesEXT"
            | "PrimitiveTriangleIndicesEXT"
            | "CullPrimitiveEXT"
    )
}

/// The module's `spv.global_var`s in the order to print them: the stage
/// interface first, in the order `spirv-entry-points` made it (it adds
/// each variable at the module's start), then the others in order.
pub(crate) fn globals(ctx: &Context, module: Op) -> Vec<Op> {
    let vars: Vec<Op> =
        ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.op_name(o) == spv::GLOBAL_VAR.name).collect();
    let is_io = |op: Op| io_var(ctx, op).is_some_and(|v| v.builtin.as_deref().is_none_or(is_stage_builtin));
    let mut out: Vec<Op> = vars.iter().copied().filter(|&o| is_io(o)).collect();
    out.reverse();
    out.extend(vars.into_iter().filter(|&o| !is_io(o)));
    out
}

/// The stage of the module's (first) entry point: `vertex`, `fragment`
/// or `compute` (also for a library).
pub(crate) fn module_stage(ctx: &Context, module: Op) -> &'static str {
    ctx.block_ops(ctx.body(module, 0))
        .into_iter()
        .find(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name)
        .and_then(|e| stage(ctx, e))
        .unwrap_or("compute")
}

/// The functions `entry_func` reaches through calls (or any other use of
/// a function's symbol), itself included: what one entry point of a module
/// with several runs, so what its interface holds.
pub(crate) fn reached_functions(ctx: &Context, module: Op, entry_func: Sym) -> FxHashSet<Sym> {
    let funcs: FxHashMap<Sym, Op> = ctx
        .block_ops(ctx.body(module, 0))
        .into_iter()
        .filter(|&o| ctx.op_name(o) == nsl_dialects::func::FUNC.name)
        .filter_map(|f| Some((ctx.attr_symbol(f, "sym")?, f)))
        .collect();
    let mut reached = FxHashSet::default();
    let mut work = vec![entry_func];
    while let Some(sym) = work.pop() {
        let Some(&f) = funcs.get(&sym).filter(|_| reached.insert(sym)) else { continue };
        for op in ctx.nested_ops(f) {
            for &(_, a) in ctx.attrs(op) {
                if let AttrKind::Symbol(s) = *ctx.attr_kind(a) {
                    if funcs.contains_key(&s) && !reached.contains(&s) {
                        work.push(s);
                    }
                }
            }
        }
    }
    reached
}

/// Does any op nested in `f` name the symbol `sym`?
pub(crate) fn references(ctx: &Context, f: Op, sym: Sym) -> bool {
    ctx.nested_ops(f)
        .into_iter()
        .any(|op| ctx.attrs(op).iter().any(|&(_, a)| matches!(ctx.attr_kind(a), AttrKind::Symbol(s) if *s == sym)))
}

/// Implicit-LOD sampling needs derivatives: fragment shaders only. In a
/// module of several entry points, every one reaching the sampling
/// function must be a fragment shader.
pub(crate) fn implicit_lod(ctx: &Context, op: Op, target: &str) -> Result<(), nsl_ir::Diagnostic> {
    let mut module = op;
    let mut func = None;
    while let Some(parent) = ctx.parent_op(module) {
        if ctx.op_name(parent) == nsl_dialects::func::FUNC.name {
            func = ctx.attr_symbol(parent, "sym");
        }
        module = parent;
    }
    let entries: Vec<Op> =
        ctx.block_ops(ctx.body(module, 0)).into_iter().filter(|&o| ctx.op_name(o) == spv::ENTRY_POINT.name).collect();
    let stage_of = |e: Op| stage(ctx, e).unwrap_or("compute");
    let offending = match (entries.as_slice(), func) {
        ([_, _, ..], Some(func)) => entries.iter().copied().map(|e| (e, stage_of(e))).find_map(|(e, s)| {
            let reaches =
                || ctx.attr_symbol(e, "func").is_some_and(|f| reached_functions(ctx, module, f).contains(&func));
            (s != "fragment" && reaches()).then_some(s)
        }),
        _ => Some(module_stage(ctx, module)).filter(|&s| s != "fragment"),
    };
    match offending {
        None => Ok(()),
        Some(s) => Err(crate::cfamily::cannot(
            ctx,
            op,
            target,
            format!("sampling with an implicit level of detail in a {s} shader"),
        )),
    }
}
