//! The analysis: one walk per function over the structured control flow
//! (no CFG), abstract interpretation of the WGSL specification's
//! uniformity rules in SSA terms, with per-function summaries over the
//! call graph (callees first, recursive components to a fixpoint).
//!
//! - An op's result is the join of its operands, except at the sources
//!   (entry-point inputs, atomics, loads of memory other invocations write,
//!   wave operations, `[NonUniformReturn]` calls) and `gpu.assume_uniform`
//!   (`asDynamicUniform`), which is uniform.
//! - The control flow in a `cf.if` arm or `cf.switch` case is the
//!   enclosing one joined with the condition or selector; `cf.if` and
//!   `cf.switch` results join their yields with it (values crossing
//!   reconvergence).
//! - After an op one of whose regions may leave early (`cf.break`,
//!   `cf.continue`, `func.return` to outside it), the rest of the
//!   enclosing loop body or function runs under the control of the exits
//!   (some invocations left).
//! - `cf.loop`: the header's control, block arguments and variables are
//!   the join of the entry, the `cf.continue`s and the end of the body (a
//!   fixpoint); its results and the variables after it join the
//!   `cf.break`s, each with its control (temporal divergence).
//! - Local variables (`mem.var`, before `mem2reg`) follow the
//!   specification's reaching assignments: a store to the whole variable
//!   replaces its state with the value joined with the control flow;
//!   stores through element or field addresses join.
//! - A call applies the callee's summary: its result's dependence on the
//!   arguments and on the control flow at the call, what it stores through
//!   pointer arguments, and its requirements (uniform control flow at the
//!   call, uniform arguments), checked at the call with the call path.

pub use super::lattice::{Level, Taint};
use super::lattice::{Reason, NO_REASON};
use nsl_ir::{AddressSpace, AttrKind, Context, Loc, Op, TypeKind, Value};
use rustc_hash::FxHashMap;

/// What a requirement needs uniform.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReqKind {
    /// A barrier with execution synchronisation: workgroup-uniform
    /// control flow.
    Barrier,
    /// A derivative or implicit-LOD sample: uniform control flow.
    Derivative,
    /// A `dynamic_uniform` parameter: a uniform argument.
    DynamicUniform,
    /// A wave (subgroup) operation: subgroup-uniform control flow (WGSL's
    /// `subgroup_uniformity` rule; HLSL and SPIR-V define them over the
    /// active lanes, so only the WGSL and strict modes report it).
    Subgroup,
}

/// A requirement of a function on its callers.
#[derive(Clone, Debug)]
pub struct Req {
    pub kind: ReqKind,
    /// How the user wrote the operation (`GroupMemoryBarrierWithGroupSync`).
    pub what: String,
    /// The functions from this one down to the operation, then the
    /// operation: `helper -> GroupMemoryBarrierWithGroupSync`.
    pub path: Vec<String>,
    /// The operation's location.
    pub loc: Loc,
    /// Notes: why it needs the parameter (the conditions inside).
    pub notes: Vec<(Loc, String)>,
}

/// A function's uniformity summary, in terms of its parameters and of the
/// control flow at its call.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// The result's uniformity (the first result; other results join in).
    pub ret: Taint,
    /// What explains `ret`'s own level.
    pub ret_notes: Vec<(Loc, String)>,
    /// Uniform control flow at the call needed (a barrier reached under
    /// the entry's control flow): the first requirement of each kind.
    pub req_cf: Vec<Req>,
    /// Parameters needed uniform.
    pub req_params: Vec<(usize, Req)>,
    /// For each pointer parameter, what it points to at the returns.
    pub outs: Vec<(usize, Taint)>,
}

impl Summary {
    fn same(&self, o: &Summary) -> bool {
        self.ret.same(&o.ret)
            && self.req_cf.len() == o.req_cf.len()
            && self.req_cf.iter().zip(&o.req_cf).all(|(a, b)| a.kind == b.kind)
            && self.req_params.len() == o.req_params.len()
            && self.req_params.iter().zip(&o.req_params).all(|(a, b)| a.0 == b.0 && a.1.kind == b.1.kind)
            && self.outs.len() == o.outs.len()
            && self.outs.iter().zip(&o.outs).all(|(a, b)| a.0 == b.0 && a.1.same(&b.1))
    }
}

/// A violation found in a function.
#[derive(Clone, Debug)]
pub struct Violation {
    pub kind: ReqKind,
    /// The operation (or call) where it happens.
    pub loc: Loc,
    pub message: String,
    pub notes: Vec<(Loc, String)>,
    /// `main -> helper -> GroupMemoryBarrierWithGroupSync`.
    pub path: Vec<String>,
    /// The value's parameter name, for `dynamic_uniform` (E41201) or a
    /// variable (E41203).
    pub param: Option<String>,
    pub store: bool,
    /// How uniform the control flow (or value) is, where it is not enough.
    pub level: Level,
}

/// The whole module's analysis.
pub struct Analysis {
    pub summaries: FxHashMap<Op, Summary>,
    /// Violations per function, in module order.
    pub violations: Vec<Violation>,
    /// Each value's uniformity in its function (kept when asked).
    pub values: FxHashMap<Value, Taint>,
}

type Vars = FxHashMap<Value, Taint>;

#[derive(Default)]
struct Exits {
    /// (variables, control, operand taints)
    breaks: Vec<(Vars, Taint, Vec<Taint>)>,
    continues: Vec<(Vars, Taint, Vec<Taint>)>,
    returns: Vec<(Vars, Taint)>,
}

impl Exits {
    fn is_empty(&self) -> bool {
        self.breaks.is_empty() && self.continues.is_empty() && self.returns.is_empty()
    }
    fn control(&self) -> Taint {
        let mut t = Taint::BOTTOM;
        for (_, c, _) in self.breaks.iter().chain(&self.continues) {
            t = t.join(*c);
        }
        for (_, c) in &self.returns {
            t = t.join(*c);
        }
        t
    }
    fn extend(&mut self, o: Exits) {
        self.breaks.extend(o.breaks);
        self.continues.extend(o.continues);
        self.returns.extend(o.returns);
    }
}

fn join_vars(a: &mut Vars, b: &Vars) {
    for (k, v) in b {
        let e = a.entry(*k).or_insert(Taint::BOTTOM);
        *e = e.join(*v);
    }
}

fn vars_same(a: &Vars, b: &Vars) -> bool {
    a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| w.same(v)))
}

/// Where a pointer leads.
enum Root {
    /// A local variable (or a pointer parameter: its block argument).
    Var(Value),
    /// Memory whose loads have this uniformity.
    Memory(Taint),
}

/// The module-level facts the walks share.
struct Module<'a> {
    ctx: &'a Context,
    funcs: FxHashMap<nsl_ir::Sym, Op>,
    /// Global symbol -> (kind, is a read-write resource).
    globals: FxHashMap<nsl_ir::Sym, (&'a str, bool)>,
    /// Entry function -> semantics of its parameters.
    entries: FxHashMap<Op, Vec<String>>,
}

pub fn analyze(ctx: &Context, module: Op) -> Analysis {
    analyze_with(ctx, module, false)
}

/// Each value's uniformity in its function (`fold-uniform-wave-ops`).
pub fn analyze_values(ctx: &Context, module: Op) -> FxHashMap<Value, Taint> {
    analyze_with(ctx, module, true).values
}

fn analyze_with(ctx: &Context, module: Op, keep_values: bool) -> Analysis {
    let mut m =
        Module { ctx, funcs: FxHashMap::default(), globals: FxHashMap::default(), entries: FxHashMap::default() };
    let mut funcs = Vec::new();
    let mut entry_ops = Vec::new();
    for op in ctx.block_ops(ctx.body(module, 0)) {
        match ctx.op_name(op) {
            "func.func" => {
                if let Some(s) = ctx.attr_symbol(op, "sym") {
                    m.funcs.insert(s, op);
                    if !ctx.regions(op).is_empty() {
                        funcs.push(op);
                    }
                }
            }
            "hl.global" => {
                if let (Some(s), Some(kind)) = (ctx.attr_symbol(op, "sym"), ctx.attr_str(op, "kind")) {
                    let rw = ctx.attr_type(op, "type").is_some_and(|t| writable_resource(ctx, t));
                    m.globals.insert(s, (kind, rw));
                }
            }
            "hl.entry_point" => entry_ops.push(op),
            _ => {}
        }
    }
    for e in entry_ops {
        let Some(f) = ctx.attr_symbol(e, "func").and_then(|s| m.funcs.get(&s).copied()) else { continue };
        let mut sems = Vec::new();
        if let Some(a) = ctx.attr(e, "semantics") {
            if let AttrKind::Array(items) = ctx.attr_kind(a) {
                for &i in items {
                    sems.push(match ctx.attr_kind(i) {
                        AttrKind::Str(s) => ctx.str(*s).to_string(),
                        _ => String::new(),
                    });
                }
            }
        }
        m.entries.insert(f, sems);
    }
    // The call graph's strongly connected components, callees first.
    let index: FxHashMap<Op, usize> = funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    for (i, &f) in funcs.iter().enumerate() {
        for op in ctx.nested_ops(f) {
            if ctx.op_name(op) == "func.call" {
                if let Some(&j) = ctx.attr_symbol(op, "callee").and_then(|s| m.funcs.get(&s)).and_then(|g| index.get(g))
                {
                    edges[i].push(j);
                }
            }
        }
    }
    let sccs = tarjan(&edges);
    let mut an = Analysis { summaries: FxHashMap::default(), violations: Vec::new(), values: FxHashMap::default() };
    let mut found: Vec<(usize, Vec<Violation>)> = Vec::new();
    for scc in sccs {
        let recursive = scc.len() > 1 || edges[scc[0]].contains(&scc[0]);
        let mut rounds = 0;
        loop {
            let mut changed = false;
            let mut round = Vec::new();
            for &i in &scc {
                let f = funcs[i];
                let (summary, violations, vals) = walk_function(&m, &an.summaries, f);
                let old = an.summaries.get(&f);
                if old.is_none_or(|o| !o.same(&summary)) {
                    changed = true;
                }
                an.summaries.insert(f, summary);
                if keep_values {
                    // The last round's (the fixpoint's) values win.
                    an.values.extend(vals);
                }
                round.push((i, violations));
            }
            rounds += 1;
            if !recursive || !changed || rounds > 32 {
                found.extend(round);
                break;
            }
        }
    }
    found.sort_by_key(|(i, _)| *i);
    an.violations = found.into_iter().flat_map(|(_, v)| v).collect();
    an
}

fn writable_resource(ctx: &Context, t: nsl_ir::Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Opaque { name, .. } => {
            let n = ctx.str(*name);
            let n = n.rsplit('.').next().unwrap_or(n);
            n.starts_with("RW")
                || n.starts_with("RasterizerOrdered")
                || n.starts_with("Append")
                || n.starts_with("Consume")
        }
        TypeKind::Array { elem, .. } => writable_resource(ctx, *elem),
        _ => false,
    }
}

/// Tarjan's algorithm, iterative; components in reverse topological
/// order (callees before callers).
fn tarjan(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on = vec![false; n];
    let mut stack = Vec::new();
    let mut out = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on[root] = true;
        while let Some(&mut (v, ref mut ei)) = work.last_mut() {
            if *ei < edges[v].len() {
                let w = edges[v][*ei];
                *ei += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on[w] = true;
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                work.pop();
                if let Some(&(u, _)) = work.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut comp = Vec::new();
                    while let Some(w) = stack.pop() {
                        on[w] = false;
                        comp.push(w);
                        if w == v {
                            break;
                        }
                    }
                    out.push(comp);
                }
            }
        }
    }
    out
}

struct Walk<'m, 'a> {
    m: &'m Module<'a>,
    summaries: &'m FxHashMap<Op, Summary>,
    fname: String,
    vals: FxHashMap<Value, Taint>,
    reasons: Vec<Reason>,
    /// Parameter block argument -> index.
    params: FxHashMap<Value, usize>,
    param_names: Vec<String>,
    /// Violations by op (the last, widest, of the fixpoint's rounds).
    violations: Vec<(Op, Violation)>,
    req_cf: Vec<(Op, Req)>,
    req_params: Vec<(usize, Op, Req)>,
    is_entry: bool,
    /// The returned values' uniformity.
    ret: Taint,
}

pub fn describe_op(ctx: &Context, op: Op) -> String {
    match ctx.op_name(op) {
        "gpu.barrier" => {
            let scope = ctx.attr_str(op, "scope").unwrap_or("workgroup");
            match scope {
                "workgroup" => "GroupMemoryBarrierWithGroupSync",
                "device" => "DeviceMemoryBarrierWithGroupSync",
                _ => "AllMemoryBarrierWithGroupSync",
            }
            .to_string()
        }
        "gpu.derivative" => {
            let base = match ctx.attr_str(op, "axis") {
                Some("x") => "ddx",
                Some("y") => "ddy",
                _ => "fwidth",
            };
            match ctx.attr_str(op, "control") {
                Some("fine") => format!("{base}_fine"),
                Some("coarse") => format!("{base}_coarse"),
                _ => base.to_string(),
            }
        }
        "hl.texture_sample" => "Sample".to_string(),
        "hl.texture_sample_bias" => "SampleBias".to_string(),
        "hl.texture_sample_cmp" => "SampleCmp".to_string(),
        "hl.texture_query_lod" => "CalculateLevelOfDetail".to_string(),
        "gpu.workgroup_uniform_load" => "workgroupUniformLoad".to_string(),
        "gpu.wave_group" => {
            let group = ctx.attr_str(op, "group").unwrap_or("reduce");
            let o = match ctx.attr_str(op, "op").unwrap_or("add") {
                "add" => "Sum",
                "mul" => "Product",
                "min" => "Min",
                "max" => "Max",
                "and" => "BitAnd",
                "or" => "BitOr",
                _ => "BitXor",
            };
            let multi = if ctx.operands(op).len() > 1 { "Multi" } else { "" };
            match (group, multi) {
                ("reduce", "") => format!("WaveActive{o}"),
                ("reduce", _) => format!("WaveMulti{o}"),
                ("inclusive", _) => format!("Wave{multi}PrefixInclusive{o}"),
                _ => format!("Wave{multi}Prefix{o}"),
            }
        }
        "gpu.wave_lane_index" => "WaveGetLaneIndex".to_string(),
        "gpu.wave_lane_count" => "WaveGetLaneCount".to_string(),
        "gpu.wave_is_first_lane" => "WaveIsFirstLane".to_string(),
        "gpu.wave_active_sum" => "WaveActiveSum".to_string(),
        "gpu.wave_active_product" => "WaveActiveProduct".to_string(),
        "gpu.wave_active_min" => "WaveActiveMin".to_string(),
        "gpu.wave_active_max" => "WaveActiveMax".to_string(),
        "gpu.wave_active_bit_and" => "WaveActiveBitAnd".to_string(),
        "gpu.wave_active_bit_or" => "WaveActiveBitOr".to_string(),
        "gpu.wave_active_bit_xor" => "WaveActiveBitXor".to_string(),
        "gpu.wave_active_all_true" => "WaveActiveAllTrue".to_string(),
        "gpu.wave_active_any_true" => "WaveActiveAnyTrue".to_string(),
        "gpu.wave_active_count_bits" => "WaveActiveCountBits".to_string(),
        "gpu.wave_active_ballot" => "WaveActiveBallot".to_string(),
        "gpu.wave_prefix_sum" => "WavePrefixSum".to_string(),
        "gpu.wave_prefix_product" => "WavePrefixProduct".to_string(),
        "gpu.wave_read_lane_first" => "WaveReadLaneFirst".to_string(),
        "gpu.wave_read_lane_at" => "WaveReadLaneAt".to_string(),
        "gpu.wave_rotate" => "WaveRotate".to_string(),
        "gpu.wave_index" => "WaveGetWaveIndex".to_string(),
        "gpu.wave_count" => "WaveGetNumWaves".to_string(),
        "gpu.wave_quad_any" => "QuadAny".to_string(),
        "gpu.wave_quad_all" => "QuadAll".to_string(),
        "gpu.wave_quad_broadcast" => "QuadReadLaneAt".to_string(),
        "gpu.wave_quad_swap" => "QuadReadAcross".to_string(),
        other => other.to_string(),
    }
}

/// How uniform a wave op's result is: the reductions, votes, ballots and
/// broadcasts over a subgroup give each of its lanes the same value
/// (`Subgroup`); scans, shuffles, rotations, partitioned and quad
/// operations and the lane index differ per lane; the lane and wave counts
/// are the same everywhere.
pub fn wave_result_level(ctx: &Context, op: Op) -> Level {
    match ctx.op_name(op) {
        "gpu.wave_lane_count" | "gpu.wave_count" => Level::Uniform,
        "gpu.wave_active_sum"
        | "gpu.wave_active_product"
        | "gpu.wave_active_min"
        | "gpu.wave_active_max"
        | "gpu.wave_active_bit_and"
        | "gpu.wave_active_bit_or"
        | "gpu.wave_active_bit_xor"
        | "gpu.wave_active_all_true"
        | "gpu.wave_active_any_true"
        | "gpu.wave_active_count_bits"
        | "gpu.wave_active_ballot"
        | "gpu.wave_read_lane_first"
        | "gpu.wave_read_lane_at"
        | "gpu.wave_index" => Level::Subgroup,
        "gpu.wave_group" if ctx.operands(op).len() == 1 && ctx.attr_str(op, "group") == Some("reduce") => {
            Level::Subgroup
        }
        _ => Level::NonUniform,
    }
}

/// A parameter's name: its own, or that of the variable the frontend
/// copies it into.
fn param_name(ctx: &Context, a: Value) -> Option<String> {
    if let Some(s) = ctx.value_name(a) {
        return Some(ctx.str(s).to_string());
    }
    ctx.uses(a).iter().find_map(|u| {
        (ctx.op_name(u.op) == "mem.store")
            .then(|| ctx.value_name(ctx.operands(u.op)[0]))
            .flatten()
            .map(|s| ctx.str(s).to_string())
    })
}

fn semantic_level(sem: &str) -> Level {
    match sem.to_ascii_lowercase().as_str() {
        "sv_groupid" => Level::Workgroup,
        _ => Level::NonUniform,
    }
}

fn walk_function(
    m: &Module,
    summaries: &FxHashMap<Op, Summary>,
    f: Op,
) -> (Summary, Vec<Violation>, FxHashMap<Value, Taint>) {
    let ctx = m.ctx;
    let fname = ctx.attr_symbol(f, "sym").map(|s| ctx.str(s).to_string()).unwrap_or_default();
    let mut w = Walk {
        m,
        summaries,
        fname: fname.clone(),
        vals: FxHashMap::default(),
        reasons: Vec::new(),
        params: FxHashMap::default(),
        param_names: Vec::new(),
        violations: Vec::new(),
        req_cf: Vec::new(),
        req_params: Vec::new(),
        is_entry: m.entries.contains_key(&f),
        ret: Taint::BOTTOM,
    };
    let body = ctx.body(f, 0);
    let mut vars = Vars::default();
    let sems = m.entries.get(&f);
    for (i, &a) in ctx.block_args(body).iter().enumerate() {
        let name = param_name(ctx, a).unwrap_or_else(|| format!("#{i}"));
        w.param_names.push(name.clone());
        w.params.insert(a, i);
        let t = match sems {
            Some(sems) => {
                let sem = sems.get(i).map(String::as_str).unwrap_or("");
                let level = semantic_level(sem);
                let what = if sem.is_empty() { String::new() } else { format!(" ({sem})") };
                let text = format!("'{name}'{what} of '{fname}' may be {}", level.describe());
                let why = w.reason(ctx.loc(f), text, NO_REASON);
                Taint::level(level, why)
            }
            None => Taint::param(i),
        };
        if matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Ptr { .. }) {
            vars.insert(a, t);
            w.vals.insert(a, Taint::BOTTOM);
        } else {
            w.vals.insert(a, t);
        }
    }
    let mut control = if w.is_entry { Taint::BOTTOM } else { Taint::entry_cf() };
    let mut exits = Exits::default();
    let end = w.block(body, &mut vars, &mut control, &mut exits);
    let ret = w.ret;
    let mut outs_vars = Vars::default();
    for (v, _) in &exits.returns {
        join_vars(&mut outs_vars, v);
    }
    if end.is_some() {
        join_vars(&mut outs_vars, &vars);
    }
    let mut summary = Summary { ret, ..Summary::default() };
    if ret.level > Level::Uniform {
        summary.ret_notes = w.notes(ret.why);
    }
    for (&a, &i) in &w.params {
        if matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Ptr { .. }) {
            summary.outs.push((i, outs_vars.get(&a).copied().unwrap_or(Taint::BOTTOM)));
        }
    }
    summary.outs.sort_by_key(|o| o.0);
    summary.req_cf = w.req_cf.drain(..).map(|(_, r)| r).collect();
    summary.req_cf.sort_by_key(|r| r.kind as u8);
    let mut rp: Vec<(usize, Req)> = w.req_params.drain(..).map(|(i, _, r)| (i, r)).collect();
    rp.sort_by_key(|r| (r.0, r.1.kind as u8));
    rp.dedup_by_key(|r| (r.0, r.1.kind as u8));
    summary.req_params = rp;
    (summary, w.violations.into_iter().map(|(_, v)| v).collect(), w.vals)
}

impl<'m, 'a> Walk<'m, 'a> {
    fn reason(&mut self, loc: Loc, text: String, next: u32) -> u32 {
        self.reasons.push(Reason { loc, text, next });
        (self.reasons.len() - 1) as u32
    }

    fn notes(&self, mut why: u32) -> Vec<(Loc, String)> {
        let mut out = Vec::new();
        while why != NO_REASON && out.len() < 8 {
            let r = &self.reasons[why as usize];
            out.push((r.loc, r.text.clone()));
            why = r.next;
        }
        out
    }

    fn val(&self, v: Value) -> Taint {
        self.vals.get(&v).copied().unwrap_or(Taint::BOTTOM)
    }

    fn set(&mut self, v: Value, t: Taint) {
        // Monotone over a loop's rounds.
        let e = self.vals.entry(v).or_insert(Taint::BOTTOM);
        *e = e.join(t);
    }

    /// The control inside a region decided by `cond` at `op`.
    fn branch(&mut self, op: Op, control: Taint, cond: Taint) -> Taint {
        if cond.is_bottom() {
            return control;
        }
        let why = if cond.level > Level::Uniform {
            self.reason(self.m.ctx.loc(op), "control flow depends on possibly non-uniform value".to_string(), cond.why)
        } else if let Some(i) = cond.param_indices().next() {
            let name = self.param_names.get(i).cloned().unwrap_or_default();
            self.reason(self.m.ctx.loc(op), format!("control flow depends on parameter '{name}'"), NO_REASON)
        } else {
            NO_REASON
        };
        control.join(Taint { why, ..cond })
    }

    /// Where `ptr` leads, and the uniformity of the addresses on the way.
    fn root(&self, ptr: Value) -> (Root, Taint) {
        let ctx = self.m.ctx;
        let mut idx = Taint::BOTTOM;
        let mut v = ptr;
        for _ in 0..64 {
            if self.params.contains_key(&v) {
                return (Root::Var(v), idx);
            }
            let Some(op) = ctx.defining_op(v) else { break };
            match ctx.op_name(op) {
                "mem.var" => return (Root::Var(v), idx),
                "mem.field_addr" => v = ctx.operands(op)[0],
                "mem.elem_addr" => {
                    idx = idx.join(self.val(ctx.operands(op)[1]));
                    v = ctx.operands(op)[0];
                }
                "hl.global_addr" => {
                    let g = ctx.attr_symbol(op, "global").and_then(|s| self.m.globals.get(&s));
                    let t = match g {
                        Some(("uniform", _)) => Taint::BOTTOM,
                        Some(("resource", false)) => Taint::BOTTOM,
                        _ => Taint::level(Level::NonUniform, NO_REASON),
                    };
                    return (Root::Memory(t), idx);
                }
                "hl.buffer_elem_addr" | "hl.byte_addr" | "hl.buffer_data_addr" => {
                    let ops = ctx.operands(op);
                    for &o in &ops[1..] {
                        idx = idx.join(self.val(o));
                    }
                    let rw = writable_resource(ctx, ctx.value_type(ops[0]));
                    let t = if rw { Taint::level(Level::NonUniform, NO_REASON) } else { self.val(ops[0]) };
                    return (Root::Memory(t), idx);
                }
                _ => break,
            }
        }
        // Unknown memory: by its address space.
        let t = match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::Ptr { space: AddressSpace::Uniform | AddressSpace::PushConstant, .. } => Taint::BOTTOM,
            _ => Taint::level(Level::NonUniform, NO_REASON),
        };
        (Root::Memory(t.join(self.val(v))), idx)
    }

    fn memory_reason(&mut self, op: Op, ptr: Value, t: Taint) -> Taint {
        if t.level == Level::NonUniform && t.why == NO_REASON {
            let ctx = self.m.ctx;
            let space = match ctx.type_kind(ctx.value_type(ptr)) {
                TypeKind::Ptr { space: AddressSpace::Workgroup, .. } => "groupshared memory",
                TypeKind::Ptr { space, .. } if space.is_storage() => "a read-write buffer",
                TypeKind::Ptr { space: AddressSpace::Private, .. } => "a static variable",
                _ => "memory other invocations may write",
            };
            let why = self.reason(ctx.loc(op), format!("reading {space} may give a non-uniform value"), NO_REASON);
            return Taint { why, ..t };
        }
        t
    }

    fn source(&mut self, op: Op, level: Level, text: &str) -> Taint {
        let why = self.reason(self.m.ctx.loc(op), text.to_string(), NO_REASON);
        Taint::level(level, why)
    }

    /// Walks a block; the yields' taints if it falls through with
    /// `cf.yield` (or ends without a terminator), `None` if it leaves by
    /// `cf.break`, `cf.continue` or `func.return`.
    fn block(
        &mut self,
        b: nsl_ir::Block,
        vars: &mut Vars,
        control: &mut Taint,
        exits: &mut Exits,
    ) -> Option<Vec<Taint>> {
        let ctx = self.m.ctx;
        for op in ctx.block_ops(b) {
            match ctx.op_name(op) {
                "cf.yield" => return Some(ctx.operands(op).iter().map(|&v| self.val(v)).collect()),
                "cf.break" => {
                    let ops = ctx.operands(op).iter().map(|&v| self.val(v)).collect();
                    exits.breaks.push((vars.clone(), *control, ops));
                    return None;
                }
                "cf.continue" => {
                    let ops = ctx.operands(op).iter().map(|&v| self.val(v)).collect();
                    exits.continues.push((vars.clone(), *control, ops));
                    return None;
                }
                "func.return" => {
                    for &v in ctx.operands(op) {
                        self.ret = self.ret.join(self.val(v)).join(*control);
                    }
                    exits.returns.push((vars.clone(), *control));
                    return None;
                }
                _ => self.op(op, vars, control, exits),
            }
        }
        Some(Vec::new())
    }

    fn op(&mut self, op: Op, vars: &mut Vars, control: &mut Taint, exits: &mut Exits) {
        let ctx = self.m.ctx;
        let name = ctx.op_name(op);
        match name {
            "cf.if" => {
                let cond = self.val(ctx.operands(op)[0]);
                let inner = self.branch(op, *control, cond);
                let mut merged: Option<Vars> = None;
                let mut results: Vec<Taint> = vec![Taint::BOTTOM; ctx.results(op).len()];
                let mut esc = Exits::default();
                for r in 0..ctx.regions(op).len() {
                    let mut v = vars.clone();
                    let mut c = inner;
                    let mut ex = Exits::default();
                    if let Some(ys) = self.block(ctx.body(op, r), &mut v, &mut c, &mut ex) {
                        for (res, y) in results.iter_mut().zip(ys) {
                            *res = res.join(y);
                        }
                        match &mut merged {
                            None => merged = Some(v),
                            Some(mv) => join_vars(mv, &v),
                        }
                    }
                    esc.extend(ex);
                }
                let cross = Taint { why: inner.why, ..inner };
                for (i, &res) in ctx.results(op).iter().enumerate() {
                    self.set(res, results[i].join(cross).join(cond));
                }
                if let Some(mv) = merged {
                    *vars = mv;
                }
                if !esc.is_empty() {
                    *control = control.join(esc.control());
                    exits.extend(esc);
                }
            }
            "cf.switch" => {
                let sel = self.val(ctx.operands(op)[0]);
                let inner = self.branch(op, *control, sel);
                let mut merged: Option<Vars> = None;
                let mut results: Vec<Taint> = vec![Taint::BOTTOM; ctx.results(op).len()];
                let mut esc = Exits::default();
                for r in 0..ctx.regions(op).len() {
                    let mut v = vars.clone();
                    let mut c = inner;
                    let mut ex = Exits::default();
                    let end = self.block(ctx.body(op, r), &mut v, &mut c, &mut ex);
                    let mut outs: Vec<(Vars, Vec<Taint>)> = std::mem::take(&mut ex.breaks)
                        .into_iter()
                        .map(|(bv, bc, ops)| (bv, ops.into_iter().map(|t| t.join(bc)).collect()))
                        .collect();
                    if let Some(ys) = end {
                        outs.push((v, ys));
                    }
                    for (bv, ys) in outs {
                        for (res, y) in results.iter_mut().zip(ys) {
                            *res = res.join(y);
                        }
                        match &mut merged {
                            None => merged = Some(bv),
                            Some(mv) => join_vars(mv, &bv),
                        }
                    }
                    esc.extend(ex);
                }
                for (i, &res) in ctx.results(op).iter().enumerate() {
                    self.set(res, results[i].join(inner).join(sel));
                }
                if let Some(mv) = merged {
                    *vars = mv;
                }
                if !esc.is_empty() {
                    *control = control.join(esc.control());
                    exits.extend(esc);
                }
            }
            "cf.loop" => self.cf_loop(op, vars, control, exits),
            "func.call" => self.call(op, vars, control),
            "mem.var" => {
                let r = ctx.results(op)[0];
                if control.is_bottom() {
                    vars.remove(&r);
                } else {
                    vars.insert(r, *control);
                }
            }
            "mem.load" => {
                let ptr = ctx.operands(op)[0];
                let (root, idx) = self.root(ptr);
                let t = match root {
                    Root::Var(v) => vars.get(&v).copied().unwrap_or(Taint::BOTTOM),
                    Root::Memory(t) => self.memory_reason(op, ptr, t),
                };
                self.set(ctx.results(op)[0], t.join(idx));
            }
            "mem.store" => {
                let ptr = ctx.operands(op)[0];
                let val = self.val(ctx.operands(op)[1]).join(*control);
                let (root, idx) = self.root(ptr);
                if let Root::Var(v) = root {
                    if v == ptr {
                        if val.is_bottom() {
                            vars.remove(&v);
                        } else {
                            vars.insert(v, val);
                        }
                    } else {
                        let e = vars.entry(v).or_insert(Taint::BOTTOM);
                        *e = e.join(val).join(idx);
                    }
                    self.check_dynamic_uniform_store(op, v, val);
                }
            }
            "gpu.barrier" => {
                if ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true))) {
                    self.require(op, ReqKind::Barrier, *control);
                }
            }
            "gpu.derivative" | "hl.texture_sample" | "hl.texture_sample_bias" | "hl.texture_query_lod" => {
                self.require(op, ReqKind::Derivative, *control);
                let t = self.source(op, Level::NonUniform, "the result of a derivative may be non-uniform");
                for &r in ctx.results(op) {
                    self.set(r, t);
                }
            }
            "gpu.assume_uniform" => {
                for &r in ctx.results(op) {
                    self.set(r, Taint::BOTTOM);
                }
            }
            "gpu.atomic" | "gpu.atomic_cmpxchg" | "gpu.atomic_load" => {
                let t = self.source(op, Level::NonUniform, "the result of an atomic operation may be non-uniform");
                for &r in ctx.results(op) {
                    self.set(r, t);
                }
            }
            "hl.byte_load" | "hl.texture_load" => {
                let mut t = Taint::BOTTOM;
                for &o in ctx.operands(op) {
                    t = t.join(self.val(o));
                }
                if writable_resource(ctx, ctx.value_type(ctx.operands(op)[0])) {
                    t = t.join(self.source(
                        op,
                        Level::NonUniform,
                        "reading a read-write resource may give a non-uniform value",
                    ));
                }
                for &r in ctx.results(op) {
                    self.set(r, t);
                }
            }
            "gpu.workgroup_uniform_load" => {
                // A barrier: workgroup-uniform control flow; the pointer
                // must be the same in the workgroup; the value is.
                self.require(op, ReqKind::Barrier, *control);
                let (_, idx) = self.root(ctx.operands(op)[0]);
                if idx.level > Level::Workgroup {
                    let why = self.reason(
                        ctx.loc(op),
                        "the address 'workgroupUniformLoad' reads depends on a possibly non-uniform value".to_string(),
                        idx.why,
                    );
                    self.require(op, ReqKind::Barrier, Taint { why, ..idx });
                }
                let t = self.source(
                    op,
                    Level::Workgroup,
                    "the result of 'workgroupUniformLoad' is uniform over the workgroup",
                );
                for &r in ctx.results(op) {
                    self.set(r, t.join(Taint { level: Level::Uniform, why: NO_REASON, ..idx }));
                }
            }
            _ if name.starts_with("gpu.wave_") => {
                let level = wave_result_level(ctx, op);
                // Built-in values (lane index and count, wave index and
                // count) are no calls; every other wave op needs
                // subgroup-uniform control flow in WGSL.
                if !matches!(name, "gpu.wave_lane_index" | "gpu.wave_lane_count" | "gpu.wave_index" | "gpu.wave_count")
                {
                    self.require(op, ReqKind::Subgroup, *control);
                }
                let mut t = match level {
                    Level::Uniform => Taint::BOTTOM,
                    Level::NonUniform => {
                        let what = describe_op(ctx, op);
                        self.source(op, level, &format!("the result of '{what}' may be non-uniform"))
                    }
                    _ => {
                        let what = describe_op(ctx, op);
                        self.source(op, level, &format!("the result of '{what}' is only uniform over a subgroup"))
                    }
                };
                // `WaveReadLaneAt(x, lane)`: as uniform as the lane too.
                if name == "gpu.wave_read_lane_at" {
                    let lane = self.val(ctx.operands(op)[1]);
                    if lane.level > Level::Subgroup {
                        t = t.join(self.source(
                            op,
                            Level::NonUniform,
                            "'WaveReadLaneAt' reads a lane that may differ between invocations",
                        ));
                    }
                    t = t.join(Taint { level: Level::Uniform, why: NO_REASON, ..lane });
                }
                for &r in ctx.results(op) {
                    self.set(r, t);
                }
            }
            _ => {
                let mut t = Taint::BOTTOM;
                for &o in ctx.operands(op) {
                    t = t.join(self.val(o));
                }
                for &r in ctx.results(op) {
                    self.set(r, t);
                }
                // Ops with regions we do not know: walk them under the
                // current control.
                for r in 0..ctx.regions(op).len() {
                    let mut v = vars.clone();
                    let mut c = *control;
                    let mut ex = Exits::default();
                    let _ = self.block(ctx.body(op, r), &mut v, &mut c, &mut ex);
                    join_vars(vars, &v);
                }
            }
        }
    }

    fn cf_loop(&mut self, op: Op, vars: &mut Vars, control: &mut Taint, exits: &mut Exits) {
        let ctx = self.m.ctx;
        let body = ctx.body(op, 0);
        let args: Vec<Value> = ctx.block_args(body).to_vec();
        let mut arg_t: Vec<Taint> = ctx.operands(op).iter().map(|&v| self.val(v)).collect();
        arg_t.resize(args.len(), Taint::BOTTOM);
        let mut head_vars = vars.clone();
        let mut head_ctl = *control;
        let mut rounds = 0;
        let ex = loop {
            for (a, t) in args.iter().zip(&arg_t) {
                self.set(*a, *t);
            }
            let mut v = head_vars.clone();
            let mut c = head_ctl;
            let mut ex = Exits::default();
            let end = self.block(body, &mut v, &mut c, &mut ex);
            let mut nv = head_vars.clone();
            let mut nc = head_ctl;
            let mut na = arg_t.clone();
            if end.is_some() {
                join_vars(&mut nv, &v);
                nc = nc.join(c);
            }
            for (cv, cc, ops) in &ex.continues {
                join_vars(&mut nv, cv);
                nc = nc.join(*cc);
                for (a, o) in na.iter_mut().zip(ops) {
                    *a = a.join(*o).join(*cc);
                }
            }
            rounds += 1;
            let same =
                vars_same(&nv, &head_vars) && nc.same(&head_ctl) && na.iter().zip(&arg_t).all(|(a, b)| a.same(b));
            if same || rounds > 64 {
                break ex;
            }
            head_vars = nv;
            head_ctl = nc;
            arg_t = na;
        };
        let mut results = vec![Taint::BOTTOM; ctx.results(op).len()];
        let mut after: Option<Vars> = None;
        for (bv, bc, ops) in &ex.breaks {
            for (r, o) in results.iter_mut().zip(ops) {
                *r = r.join(*o).join(*bc);
            }
            match &mut after {
                None => after = Some(bv.clone()),
                Some(a) => join_vars(a, bv),
            }
        }
        for (i, &r) in ctx.results(op).iter().enumerate() {
            self.set(r, results[i]);
        }
        if let Some(a) = after {
            *vars = a;
        }
        if !ex.returns.is_empty() {
            let mut c = head_ctl;
            for (_, rc) in &ex.returns {
                c = c.join(*rc);
            }
            *control = control.join(c);
            exits.returns.extend(ex.returns);
        }
    }

    /// Records a requirement of `op` on the control flow `control`.
    fn require(&mut self, op: Op, kind: ReqKind, control: Taint) {
        let ctx = self.m.ctx;
        let what = describe_op(ctx, op);
        let path = vec![self.fname.clone(), what.clone()];
        self.require_at(op, kind, control, &what, &path, ctx.loc(op), &[]);
    }

    /// A requirement `what` (reached through `path`, starting at this
    /// function) at `op`, under `control`.
    #[allow(clippy::too_many_arguments)]
    fn require_at(
        &mut self,
        op: Op,
        kind: ReqKind,
        control: Taint,
        what: &str,
        path: &[String],
        target: Loc,
        inner_notes: &[(Loc, String)],
    ) {
        let ctx = self.m.ctx;
        let limit = match kind {
            ReqKind::Barrier | ReqKind::DynamicUniform => Level::Workgroup,
            ReqKind::Derivative => Level::Workgroup,
            // WGSL (Tint) judges wave operations against control flow
            // uniform over the workgroup, as barriers: `check` keeps, in
            // strict mode, only those under control that is not even
            // uniform over the subgroup (`Violation::level`).
            ReqKind::Subgroup => Level::Workgroup,
        };
        let scope = match kind {
            ReqKind::Barrier => "workgroup-uniform",
            ReqKind::Subgroup => "subgroup-uniform",
            _ => "uniform",
        };
        if control.level > limit {
            let mut notes = inner_notes.to_vec();
            for n in self.notes(control.why) {
                if !notes.contains(&n) {
                    notes.push(n);
                }
            }
            if path.len() > 2 {
                notes.push((target, format!("'{what}' is called here")));
            }
            let v = Violation {
                kind,
                loc: ctx.loc(op),
                message: format!("'{what}' must only be called from {scope} control flow"),
                notes,
                path: path.to_vec(),
                param: None,
                store: false,
                level: control.level,
            };
            self.violation(op, v);
        }
        let req =
            |notes: Vec<(Loc, String)>| Req { kind, what: what.to_string(), path: path.to_vec(), loc: target, notes };
        if control.cf && !self.req_cf.iter().any(|(_, r)| r.kind == kind) {
            self.req_cf.push((op, req(inner_notes.to_vec())));
        }
        for i in control.param_indices().collect::<Vec<_>>() {
            if !self.req_params.iter().any(|(j, _, r)| *j == i && r.kind == kind) {
                let mut notes = if !inner_notes.is_empty() {
                    Vec::new()
                } else if control.level == Level::Uniform && control.why != NO_REASON {
                    self.notes(control.why)
                } else {
                    let name = self.param_names.get(i).map_or("?", |s| s.as_str());
                    vec![(ctx.loc(op), format!("control flow depends on parameter '{name}'"))]
                };
                notes.extend(inner_notes.iter().cloned());
                self.req_params.push((i, op, req(notes)));
            }
        }
    }

    fn violation(&mut self, op: Op, v: Violation) {
        match self.violations.iter_mut().find(|(o, w)| *o == op && w.kind == v.kind && w.param == v.param) {
            Some(slot) => slot.1 = v,
            None => self.violations.push((op, v)),
        }
    }

    fn check_dynamic_uniform_store(&mut self, op: Op, var: Value, val: Taint) {
        let ctx = self.m.ctx;
        let Some(def) = ctx.defining_op(var) else { return };
        if ctx.attr(def, "dynamic_uniform").is_none() || val.level <= Level::Workgroup {
            return;
        }
        let name = ctx.value_name(var).map_or(String::new(), |s| ctx.str(s).to_string());
        let v = Violation {
            kind: ReqKind::DynamicUniform,
            loc: ctx.loc(op),
            message: "value stored at this location must be dynamic uniform, use `asDynamicUniform()` to silence this warning."
                .to_string(),
            notes: self.notes(val.why),
            path: Vec::new(),
            param: Some(name),
            store: true,
            level: val.level,
        };
        self.violation(op, v);
    }

    fn call(&mut self, op: Op, vars: &mut Vars, control: &mut Taint) {
        let ctx = self.m.ctx;
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        // Argument taints: for pointers, what they point to.
        let mut args = Vec::with_capacity(operands.len());
        for &a in &operands {
            if matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Ptr { .. }) {
                let (root, idx) = self.root(a);
                let t = match root {
                    Root::Var(v) => vars.get(&v).copied().unwrap_or(Taint::BOTTOM),
                    Root::Memory(t) => t,
                };
                args.push(t.join(idx).join(self.val(a)));
            } else {
                args.push(self.val(a));
            }
        }
        let callee = ctx.attr_symbol(op, "callee").and_then(|s| self.m.funcs.get(&s).copied());
        let cname = ctx.attr_symbol(op, "callee").map(|s| ctx.str(s).to_string()).unwrap_or_default();
        let subst = |t: &Taint, args: &[Taint], control: Taint| -> Taint {
            let mut r = Taint::level(t.level, NO_REASON);
            for i in t.param_indices() {
                if let Some(a) = args.get(i) {
                    r = r.join(*a);
                }
            }
            if t.cf {
                r = r.join(control);
            }
            r
        };
        let Some(callee) = callee else {
            let mut t = *control;
            for a in &args {
                t = t.join(*a);
            }
            for &r in ctx.results(op) {
                self.set(r, t);
            }
            return;
        };
        let non_uniform_return = ctx.attr(callee, "non_uniform_return").is_some();
        // `dynamic_uniform` parameters.
        if let Some(a) = ctx.attr(callee, "dynamic_uniform") {
            if let AttrKind::Array(items) = ctx.attr_kind(a) {
                for &i in items {
                    let AttrKind::Int(i) = *ctx.attr_kind(i) else { continue };
                    let i = i as usize;
                    let Some(&t) = args.get(i) else { continue };
                    let pname = ctx
                        .block_args(ctx.body(callee, 0))
                        .get(i)
                        .and_then(|&p| param_name(ctx, p))
                        .unwrap_or_else(|| format!("#{i}"));
                    if t.level > Level::Workgroup {
                        let v = Violation {
                            kind: ReqKind::DynamicUniform,
                            loc: ctx.loc(op),
                            message: format!("argument for '{pname}' might not be a dynamic uniform, use `asDynamicUniform()` to silence this warning."),
                            notes: self.notes(t.why),
                            path: vec![self.fname.clone(), cname.clone()],
                            param: Some(pname.clone()),
                            store: false,
                            level: t.level,
                        };
                        self.violation(op, v);
                    }
                    // In a function whose parameter flows here: its callers'.
                    for j in t.param_indices().collect::<Vec<_>>() {
                        if !self.req_params.iter().any(|(k, _, r)| *k == j && r.kind == ReqKind::DynamicUniform) {
                            let req = Req {
                                kind: ReqKind::DynamicUniform,
                                what: pname.clone(),
                                path: vec![self.fname.clone(), cname.clone()],
                                loc: ctx.loc(op),
                                notes: Vec::new(),
                            };
                            self.req_params.push((j, op, req));
                        }
                    }
                }
            }
        }
        let Some(summary) = self.summaries.get(&callee) else {
            // Same component, not yet summarised: optimistic (fixpoint).
            for &r in ctx.results(op) {
                self.set(
                    r,
                    if non_uniform_return { Taint::level(Level::NonUniform, NO_REASON) } else { Taint::BOTTOM },
                );
            }
            return;
        };
        let summary = summary.clone();
        let mut ret = subst(&summary.ret, &args, *control);
        if summary.ret.level > Level::Uniform {
            let why = self.reason(
                ctx.loc(op),
                format!("'{cname}' may return a {} value", summary.ret.level.describe()),
                NO_REASON,
            );
            ret.why = why;
        }
        if non_uniform_return {
            ret = ret.join(self.source(op, Level::NonUniform, &format!("'{cname}' is marked [NonUniformReturn]")));
        }
        for &r in ctx.results(op) {
            self.set(r, ret);
        }
        // Requirements.
        for req in &summary.req_cf {
            let mut path = vec![self.fname.clone()];
            path.extend(req.path.iter().cloned());
            self.require_at(op, req.kind, *control, &req.what, &path, req.loc, &req.notes);
        }
        for (i, req) in &summary.req_params {
            let Some(&a) = args.get(*i) else { continue };
            let mut path = vec![self.fname.clone()];
            path.extend(req.path.iter().cloned());
            if req.kind == ReqKind::DynamicUniform {
                // A parameter that reaches a `dynamic_uniform` one.
                if a.level > Level::Workgroup {
                    let v = Violation {
                        kind: ReqKind::DynamicUniform,
                        loc: ctx.loc(op),
                        message: format!("argument for '{}' might not be a dynamic uniform, use `asDynamicUniform()` to silence this warning.", req.what),
                        notes: self.notes(a.why),
                        path,
                        param: Some(req.what.clone()),
                        store: false,
                        level: a.level,
                    };
                    self.violation(op, v);
                }
                continue;
            }
            let pname = ctx
                .block_args(ctx.body(callee, 0))
                .get(*i)
                .and_then(|&p| param_name(ctx, p))
                .unwrap_or_else(|| format!("#{i}"));
            let mut notes = req.notes.clone();
            notes.push((
                ctx.loc(op),
                format!("parameter '{pname}' of '{cname}' receives a possibly non-uniform value here"),
            ));
            self.require_at(op, req.kind, a, &req.what, &path, req.loc, &notes);
        }
        // Effects through pointer arguments.
        for (i, out) in &summary.outs {
            let Some(&p) = operands.get(*i) else { continue };
            let t = subst(out, &args, *control).join(*control);
            if let (Root::Var(v), idx) = self.root(p) {
                if v == p {
                    if t.is_bottom() {
                        vars.remove(&v);
                    } else {
                        vars.insert(v, t);
                    }
                } else {
                    let e = vars.entry(v).or_insert(Taint::BOTTOM);
                    *e = e.join(t).join(idx);
                }
            }
        }
    }
}
