//! `egraph-opt`: equality saturation over pure dataflow, with egg.
//!
//! Per block, the liftable ops ([`lang::is_liftable`]: pure, effect-free,
//! not convergence-sensitive, no regions, one result of a value type) form
//! the e-graph; every other value they use (block arguments, results of
//! other ops, values from enclosing blocks) is an opaque leaf. The
//! dialects' rules ([`nsl_dialects::rules`]) then run to saturation or to
//! the iteration and node limits (never a time limit: egg reads a mocked
//! clock, so results are deterministic), with constant folding as the e-graph analysis
//! ([`lang::Fold`]: the schemas' `eval`, bit for bit the interpreter).
//!
//! Extraction picks, per class, the cheapest term under the target's cost
//! model ([`cost::CostModel`]). The block is rewritten only when the chosen
//! terms cost less, counted once per distinct class, than the lifted ops
//! they replace, so a second run finds nothing to do. Roots (lifted values
//! used by ops outside the lifted set) are rebuilt in block order, each
//! just before its old definition, sharing what earlier roots built; a
//! block where a chosen term would use a leaf defined after that point is
//! left alone. The old ops left unused are deleted.
//!
//! Should two classes with different constants ever merge (an unsound
//! rule), the block is left as it was and `constant-conflicts` counts it.
//!
//! Statistics: `blocks-rewritten`, `cost-saved`, `constants-folded`, the
//! e-graph sizes (`e-nodes`, `e-classes`, summed over blocks),
//! `iterations`, and one `stop-*` counter per egg stop reason.

mod cost;
mod lang;
mod rules;

pub use cost::CostModel;
pub use lang::is_liftable;

use crate::assign_bindings::BINDINGS_ASSIGNED;
use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use cost::TermCost;
use egg::{EGraph, Extractor, Id, Language as _, Rewrite, Runner, StopReason};
use lang::{Fold, Node};
use nsl_dialects::arith;
use nsl_dialects::invariants::NO_PROMOTABLE_VARS;
use nsl_ir::language::Invariant;
use nsl_ir::{Block, Context, Diagnostic, InsertPoint, Language, Loc, Op, OpKind, Sym, Value, ValueDef};
use nsl_spirv::dialect::LEAF_BLOCK_ACCESS;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::time::Duration;

pub static INFO: PassInfo = PassInfo {
    name: "egraph-opt",
    summary: "Equality saturation over pure dataflow: the dialects' rules, constant folding, cost-based extraction",
    anchor: Anchor::Function,
    options: &[
        OptionSpec { name: "fp-mode", summary: "exact (default: float results never change) or fast" },
        OptionSpec { name: "target", summary: "cost model: spirv (default, latency-weighted) or text (op count)" },
        OptionSpec { name: "iter-limit", summary: "rule iterations per block (default 8)" },
        OptionSpec { name: "node-limit", summary: "e-nodes a block's e-graph may add (default 10000)" },
    ],
    create: |options: &PassOptions| {
        let fast_math = match options.string("fp-mode", "exact") {
            "exact" => false,
            "fast" => true,
            other => return Err(format!("option 'fp-mode' expects exact or fast, got '{other}'")),
        };
        let target = options.string("target", "spirv");
        let cost =
            CostModel::parse(target).ok_or_else(|| format!("option 'target' expects spirv or text, got '{target}'"))?;
        let positive = |name: &str, default: i64| match options.int(name, default)? {
            n if n >= 1 => Ok(n as usize),
            n => Err(format!("option '{name}' must be at least 1, got {n}")),
        };
        Ok(Box::new(EgraphOpt {
            fast_math,
            cost,
            iter_limit: positive("iter-limit", 8)?,
            node_limit: positive("node-limit", 10_000)?,
            rules: None,
            clock: quanta::Clock::mock().0,
        }))
    },
};

struct EgraphOpt {
    fast_math: bool,
    cost: CostModel,
    iter_limit: usize,
    node_limit: usize,
    /// Compiled on the first function (they depend on the context's op kinds).
    rules: Option<Vec<Rewrite<Node, Fold>>>,
    /// The clock egg reads, a mocked one that never advances: egg's time
    /// limit can never cut a run short (results depend on the limits
    /// alone), and the process never pays for calibrating quanta's real
    /// clock (up to 200 ms on the first reading).
    clock: quanta::Clock,
}

impl Pass for EgraphOpt {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    /// Extraction may create `arith.const` and any op a rule's rhs names;
    /// rules only produce ops of the dialects whose ops they match, so the
    /// output holds constants beyond the input's ops.
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves());
        output.ops.insert(arith::CONST.name);
        output
    }
    /// Loads, stores, variables, addresses and globals are never lifted,
    /// so what holds of them still does.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![
            NO_PROMOTABLE_VARS,
            LEAF_BLOCK_ACCESS,
            BINDINGS_ASSIGNED,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    fn run(&mut self, ctx: &mut Context, func: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let const_kind = ctx
            .op_kind(arith::CONST.name)
            .ok_or_else(|| Diagnostic::error("NSL3004", Loc::UNKNOWN, "egraph-opt needs the arith dialect"))?;
        if self.rules.is_none() {
            let rules = rules::compile_rules(ctx, &nsl_dialects::rules::core_rules(), self.fast_math)
                .map_err(|m| Diagnostic::error("NSL3004", Loc::UNKNOWN, m))?;
            self.rules = Some(rules);
        }
        let this = &*self;
        quanta::with_clock(&self.clock, || {
            // A block's rewrite changes what the blocks around and inside it
            // see (new constants) or use (old values dropped), so those are
            // optimized again until nothing changes: the result is a
            // fixpoint. Every rewrite lowers the cost, so this ends.
            let blocks = collect_blocks(ctx, func);
            let mut pending = blocks.clone();
            while !pending.is_empty() {
                let rewritten: Vec<Block> =
                    pending.into_iter().filter(|&b| this.optimize_block(ctx, const_kind, b, stats)).collect();
                pending = blocks
                    .iter()
                    .copied()
                    .filter(|&b| rewritten.iter().any(|&r| r != b && (nests(ctx, r, b) || nests(ctx, b, r))))
                    .collect();
            }
        });
        Ok(())
    }
}

/// Whether block `inner` lies (at any depth) in an op of block `outer`.
fn nests(ctx: &Context, outer: Block, inner: Block) -> bool {
    let mut cur = ctx.block_parent_op(inner);
    while let Some(op) = cur {
        let Some(b) = ctx.parent_block(op) else { return false };
        if b == outer {
            return true;
        }
        cur = ctx.block_parent_op(b);
    }
    false
}

/// Every block nested in `root`, outer ones first (iteratively: nesting
/// may be deep).
fn collect_blocks(ctx: &Context, root: Op) -> Vec<Block> {
    let bodies = |op: Op| (0..ctx.regions(op).len()).map(move |i| ctx.body(op, i));
    let mut out: Vec<Block> = bodies(root).collect();
    ctx.walk_nested(root, &mut |op| out.extend(bodies(op)));
    out
}

/// The lifted ops of a block, in order, and where each stands.
struct Lifted {
    ops: Vec<Op>,
    /// Position in the block of every op of the block.
    position: FxHashMap<Op, usize>,
    /// The class of each lifted op's result.
    class_of: FxHashMap<Value, Id>,
    /// Lifted results used outside the lifted set, in block order.
    roots: Vec<Value>,
}

impl EgraphOpt {
    /// Optimizes one block; whether it was rewritten.
    fn optimize_block(&self, ctx: &mut Context, const_kind: OpKind, block: Block, stats: &mut Statistics) -> bool {
        let position: FxHashMap<Op, usize> = ctx.iter_block(block).enumerate().map(|(i, op)| (op, i)).collect();
        let ops: Vec<Op> = ctx.iter_block(block).filter(|&op| is_liftable(ctx, op)).collect();
        let lifted_set: FxHashSet<Op> = ops.iter().copied().collect();
        let roots: Vec<Value> = ops
            .iter()
            .map(|&op| ctx.result(op, 0))
            .filter(|&v| ctx.uses(v).iter().any(|u| !lifted_set.contains(&u.op)))
            .collect();
        if roots.is_empty() {
            return false;
        }
        let mut lifted = Lifted { ops, position, class_of: FxHashMap::default(), roots };

        // The e-graph owns the context while it lives (see `Fold`).
        let mut runner: Runner<Node, Fold> = Runner::new(Fold::new(std::mem::take(ctx), const_kind));
        let egraph = &mut runner.egraph;
        for &op in &lifted.ops {
            let node = lift(egraph, &lifted.class_of, op);
            let id = egraph.add(node);
            let result = egraph.analysis.ctx.result(op, 0);
            lifted.class_of.insert(result, id);
        }
        egraph.rebuild();
        let initial_nodes = egraph.total_number_of_nodes();
        let rules = self.rules.as_deref().unwrap_or_default();
        let runner = runner
            .with_iter_limit(self.iter_limit)
            .with_node_limit(initial_nodes + self.node_limit)
            .with_time_limit(Duration::MAX)
            .run(rules);
        stats.add("e-nodes", runner.egraph.total_number_of_nodes() as u64);
        stats.add("e-classes", runner.egraph.number_of_classes() as u64);
        stats.add("iterations", runner.iterations.len() as u64);
        stats.add(stop_counter(runner.stop_reason.as_ref()), 1);
        stats.add("constants-folded", runner.egraph.analysis.folds);

        let term_cost = TermCost::new(&runner.egraph.analysis.ctx, self.cost);
        let conflicts = runner.egraph.analysis.conflicts;
        stats.add("constant-conflicts", conflicts);
        let plan = if conflicts == 0 { plan(&runner.egraph, &term_cost, &lifted) } else { None };
        *ctx = runner.egraph.analysis.into_context();
        let Some(plan) = plan else { return false };
        stats.add("blocks-rewritten", 1);
        stats.add("cost-saved", plan.saved);
        rebuild(ctx, &lifted, &plan);
        true
    }
}

fn stop_counter(reason: Option<&StopReason>) -> &'static str {
    match reason {
        Some(StopReason::Saturated) => "stop-saturated",
        Some(StopReason::IterationLimit(_)) => "stop-iteration-limit",
        Some(StopReason::NodeLimit(_)) => "stop-node-limit",
        Some(StopReason::TimeLimit(_)) => "stop-time-limit",
        Some(StopReason::Other(_)) | None => "stop-other",
    }
}

/// The node of a lifted op: operands defined by lifted ops are their
/// classes, the others leaves.
fn lift(egraph: &mut EGraph<Node, Fold>, class_of: &FxHashMap<Value, Id>, op: Op) -> Node {
    let ctx = &egraph.analysis.ctx;
    let (kind, ty) = (ctx.op_kind_of(op), ctx.value_type(ctx.result(op, 0)));
    let mut attrs: lang::AttrList = SmallVec::from_slice(ctx.attrs(op));
    attrs.sort_unstable();
    let operands: SmallVec<[Value; 3]> = SmallVec::from_slice(ctx.operands(op));
    let args = operands
        .into_iter()
        .map(|v| match class_of.get(&v) {
            Some(&id) => id,
            None => {
                let ty = egraph.analysis.ctx.value_type(v);
                egraph.add(Node::Leaf { value: v, ty })
            }
        })
        .collect();
    Node::Op { kind, ty, attrs, args }
}

/// The chosen terms: classes to build, in order, each with its node, and
/// what each root becomes.
struct Plan {
    /// (class, node, the old root definition it goes before, the name it
    /// takes).
    build: Vec<(Id, Node, Op, Option<Sym>)>,
    root_classes: Vec<Id>,
    saved: u64,
}

/// Chooses the cheapest terms; `None` when they save nothing or would
/// break dominance.
fn plan(egraph: &EGraph<Node, Fold>, term_cost: &TermCost, lifted: &Lifted) -> Option<Plan> {
    let extractor = Extractor::new(egraph, term_cost.clone());
    let ctx = &egraph.analysis.ctx;
    let mut placed: FxHashSet<Id> = FxHashSet::default();
    // Classes whose children are being placed: meeting one again would be
    // a cycle among the chosen nodes (extraction never picks one).
    let mut open: FxHashSet<Id> = FxHashSet::default();
    let mut build = Vec::new();
    let mut new_cost = 0u64;
    let mut root_classes = Vec::new();
    // A class takes the name of its first root, else of its first value.
    let mut names: FxHashMap<Id, Sym> = FxHashMap::default();
    let values = lifted.ops.iter().map(|&op| ctx.result(op, 0));
    for value in lifted.roots.iter().copied().chain(values) {
        if let Some(name) = ctx.value_name(value) {
            names.entry(egraph.find(lifted.class_of[&value])).or_insert(name);
        }
    }
    for &root in &lifted.roots {
        let anchor = ctx.defining_op(root)?;
        let at = lifted.position[&anchor];
        let class = egraph.find(lifted.class_of[&root]);
        root_classes.push(class);
        // Post-order over the chosen nodes, iteratively (terms may be deep).
        let mut stack = vec![(class, false)];
        while let Some((id, children_done)) = stack.pop() {
            if placed.contains(&id) {
                continue;
            }
            let node = extractor.find_best_node(id);
            if !children_done {
                if !open.insert(id) {
                    return None;
                }
                stack.push((id, true));
                stack.extend(node.children().iter().map(|&c| (egraph.find(c), false)));
                continue;
            }
            if let Node::Leaf { value, .. } = node {
                if !available_before(ctx, lifted, *value, at) {
                    return None;
                }
            }
            placed.insert(id);
            new_cost += term_cost.node_cost(node);
            build.push((id, node.clone(), anchor, names.get(&id).copied()));
        }
    }
    let old_cost = old_cost(ctx, term_cost, lifted);
    (new_cost < old_cost).then_some(Plan { build, root_classes, saved: old_cost - new_cost })
}

/// The cost of the lifted ops the roots depend on, each counted once.
fn old_cost(ctx: &Context, term_cost: &TermCost, lifted: &Lifted) -> u64 {
    let mut seen: FxHashSet<Op> = FxHashSet::default();
    let mut stack: Vec<Op> = lifted.roots.iter().filter_map(|&v| ctx.defining_op(v)).collect();
    let mut cost = 0;
    while let Some(op) = stack.pop() {
        if !seen.insert(op) {
            continue;
        }
        cost += term_cost.kind_cost(ctx.op_kind_of(op));
        for &v in ctx.operands(op) {
            if lifted.class_of.contains_key(&v) {
                stack.extend(ctx.defining_op(v));
            }
        }
    }
    cost
}

/// Is `value` (a leaf) defined before position `at` of the block, or outside it?
fn available_before(ctx: &Context, lifted: &Lifted, value: Value, at: usize) -> bool {
    match ctx.value_def(value) {
        ValueDef::Result(def, _) => lifted.position.get(&def).is_none_or(|&p| p < at),
        ValueDef::BlockArg(..) => true,
    }
}

/// Builds the plan's terms and redirects the roots' uses to them; deletes
/// the lifted ops left unused.
fn rebuild(ctx: &mut Context, lifted: &Lifted, plan: &Plan) {
    let mut value_of: FxHashMap<Id, Value> = FxHashMap::default();
    for (id, node, anchor, name) in &plan.build {
        let value = match node {
            Node::Leaf { value, .. } => *value,
            Node::Op { kind, ty, attrs, args } => {
                let operands: SmallVec<[Value; 3]> = args.iter().map(|a| value_of[a]).collect();
                let op = ctx.create_op(*kind, &operands, &[*ty], attrs, 0, ctx.loc(*anchor));
                ctx.insert_op(op, InsertPoint::Before(*anchor));
                // A rebuilt value keeps the name of what it replaces.
                ctx.set_value_name(ctx.result(op, 0), *name);
                ctx.result(op, 0)
            }
        };
        value_of.insert(*id, value);
    }
    for (&root, class) in lifted.roots.iter().zip(&plan.root_classes) {
        ctx.replace_all_uses(root, value_of[class]);
    }
    for &op in lifted.ops.iter().rev() {
        if !ctx.has_uses(ctx.result(op, 0)) {
            ctx.erase_op(op);
        }
    }
}
