//! `inline`: replaces calls by copies of the callee's body.
//!
//! The call graph (functions of the module; an edge per `func.call`) is
//! split into strongly connected components with Tarjan's algorithm, which
//! yields them callees first. Components are processed in that order, so
//! when a function's calls are inlined its callees are already final and
//! chains inline fully. A call is inlined when its callee is a `func.func`
//! of the module outside the caller's component (never inside recursion),
//! with at most `max-size` ops in its body (`max-size=-1`: any size) and
//! no `func.return` nested in anything but `cf.if`s. Only the calls a
//! function had before inlining are considered, so copies of calls that
//! were left alone (recursive ones) are not unrolled again.
//!
//! A callee whose single `func.return` ends its body is spliced in: its
//! ops are copied before the call, parameters mapped to the call's
//! arguments, and the return's operands replace the call's results.
//! Otherwise the copy goes into a wrapper `cf.loop` without iteration
//! arguments whose results replace the call's, and every copied
//! `func.return` becomes a `cf.break` with the same operands. Such a return
//! is at most nested in `cf.if`s, which are not breakable, so the break
//! leaves exactly the wrapper loop, with the values the call would have
//! returned; the body's final return guarantees that the loop never
//! iterates. Returns inside a callee's `cf.loop` or `cf.switch` would break
//! out of those instead, so such callees are not inlined
//! (`skipped-nested-return`), except under `resources-only` (which inlines
//! only calls passing resources or pointers into memory that is not the
//! function's, and calls of functions sampling with a texel offset that is
//! not a constant in them), where the
//! call must go: there such a return stores its values into fresh
//! variables, sets a fresh `returned` flag and breaks out of its innermost
//! loop or switch; after each loop or switch on the way out, a check of the
//! flag breaks out of the next one, and at the wrapper's level breaks out
//! of the wrapper with the stored values (`nested-returns-flagged`).
//!
//! Copies keep the callee's locations and value names; a wrapper loop takes
//! the call's location and its results take the call results' names.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{arith, cf, func, mem};
use nsl_ir::clone::ValueMap;
use nsl_ir::{
    AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, OpKind, SymbolTable, Traits, TypeKind, Value,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

pub static INFO: PassInfo = PassInfo {
    name: "inline",
    summary: "Inline calls to small non-recursive functions, callees first",
    anchor: Anchor::Module,
    options: &[
        OptionSpec { name: "max-size", summary: "largest callee body, in ops, to inline (default 40; -1: no limit)" },
        OptionSpec {
            name: "resources-only",
            summary: "inline, whatever their size, only the calls that pass or return resources or pointers \
                      into buffer or shared memory (targets without such values in functions need it at -O0)",
        },
    ],
    create: |options: &PassOptions| {
        let resources_only = options.bool("resources-only", false)?;
        let max_size = if resources_only { -1 } else { options.int("max-size", 40)? };
        Ok(Box::new(Inline { max_size: usize::try_from(max_size).ok(), resources_only }))
    },
};

struct Inline {
    /// `None`: no limit.
    max_size: Option<usize>,
    /// Only calls for which [`passes_resources`] holds.
    resources_only: bool,
}

/// Whether a call passes or returns a resource (an opaque value, or an
/// aggregate holding one) or a pointer into memory other than the
/// function's or the invocation's own: SPIR-V for Vulkan (and the text
/// targets built on its pipeline) cannot pass those to functions.
fn passes_resources(ctx: &Context, call: Op) -> bool {
    fn holds(ctx: &Context, ty: nsl_ir::Type) -> bool {
        match ctx.type_kind(ty) {
            TypeKind::Opaque { .. } => true,
            TypeKind::Ptr { pointee, space } => {
                !matches!(space, AddressSpace::Function | AddressSpace::Private) || holds(ctx, *pointee)
            }
            TypeKind::Array { elem, .. } => holds(ctx, *elem),
            TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| holds(ctx, t)),
            _ => false,
        }
    }
    let operands = ctx.operands(call).iter().map(|&v| ctx.value_type(v));
    let results = ctx.results(call).iter().map(|&v| ctx.value_type(v));
    operands.chain(results).any(|t| holds(ctx, t))
}

/// Does function `f` return a resource (an opaque value)?
fn returns_descriptor(ctx: &Context, f: Op) -> bool {
    match ctx.attr_type(f, "type").map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { results, .. }) => {
            results.iter().any(|&t| matches!(ctx.type_kind(t), TypeKind::Opaque { .. }))
        }
        _ => false,
    }
}

/// Does `f` sample with a texel offset that is not a constant in it (one
/// computed from a parameter: Slang's `constexpr int2 offset`)? Such a
/// callee is inlined under `resources-only` too, so that
/// `const-texel-offsets` can fold the caller's constant into it.
fn has_variable_texel_offset(ctx: &Context, f: Op) -> bool {
    ctx.nested_ops(f).into_iter().any(|op| {
        ctx.attr(op, "offset").is_some()
            && ctx
                .operands(op)
                .last()
                .is_some_and(|&v| !ctx.defining_op(v).is_some_and(|d| ctx.has_trait(d, Traits::CONSTANT_LIKE)))
    })
}

impl Pass for Inline {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: a callee is copied, generic or not.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    /// Copies keep every absence the module had. Not `LeafBlockAccess`:
    /// a callee's loads through a parameter become loads through the
    /// caller's pointer, which may point into a block.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![
            crate::assign_bindings::BINDINGS_ASSIGNED,
            nsl_dialects::invariants::NO_SIGNED_REM,
            nsl_dialects::invariants::NO_F64_TRANSCENDENTALS,
            crate::eliminate_empty_structs::NO_EMPTY_STRUCTS,
        ]
    }
    /// Wrapping a callee with early returns adds `cf.loop` and `cf.break`;
    /// returns can only be early where `cf.if` is in the language.
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        let mut output = input.clone().keeping_invariants(self.preserves());
        if input.allows(cf::IF.name) {
            output.ops.extend([cf::LOOP.name, cf::BREAK.name]);
            if self.resources_only && input.allows(mem::VAR.name) {
                // Flagged nested returns: the flag and the values in
                // variables, zero values for the loops and switches left.
                output.ops.extend([mem::LOAD.name, mem::STORE.name, arith::CONST.name, cf::YIELD.name]);
            }
        }
        output
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let kinds = Kinds {
            func: ctx.kind(func::FUNC.name),
            call: ctx.kind(func::CALL.name),
            ret: ctx.kind(func::RETURN.name),
            if_: ctx.kind(cf::IF.name),
            loop_: ctx.kind(cf::LOOP.name),
            break_: ctx.kind(cf::BREAK.name),
        };
        let graph = CallGraph::build(ctx, &kinds, module);
        let components = strongly_connected_components(&graph.callees);
        let mut component_of = vec![0; graph.funcs.len()];
        for (c, members) in components.iter().enumerate() {
            for &f in members {
                component_of[f] = c;
            }
        }
        // Size and return shape of each function once final.
        let mut summaries: Vec<Option<Summary>> = vec![None; graph.funcs.len()];
        for members in &components {
            for &caller in members {
                for &(call, callee) in &graph.calls[caller] {
                    if component_of[callee] == component_of[caller] {
                        stats.add("skipped-recursive", 1);
                        continue;
                    }
                    let summary = summaries[callee].expect("callees come first");
                    // A call marked `inline` (passing a mesh shader's
                    // outputs by reference) is inlined whatever its size.
                    let required = ctx.attr(call, "inline").is_some();
                    if self.resources_only
                        && !required
                        && !passes_resources(ctx, call)
                        && !has_variable_texel_offset(ctx, graph.funcs[callee])
                    {
                        stats.add("skipped-no-resources", 1);
                    } else if !required && self.max_size.is_some_and(|max| summary.size > max) {
                        stats.add("skipped-too-large", 1);
                    } else if summary.shape == Shape::NestedReturn
                        && !(self.resources_only && flaggable(ctx, graph.funcs[callee]))
                    {
                        stats.add("skipped-nested-return", 1);
                    } else {
                        if summary.shape == Shape::NestedReturn {
                            stats.add("nested-returns-flagged", 1);
                        }
                        inline_call(ctx, &kinds, call, graph.funcs[callee], summary.shape == Shape::Single);
                        stats.add("calls-inlined", 1);
                    }
                }
            }
            for &f in members {
                // A function returning a descriptor (an image, sampler,
                // buffer...) chosen by a constant condition (a program's
                // `getDescriptorFromHandle` testing `T.kind`) returns the
                // one it chooses: folded here, at any optimization level,
                // its callers get that resource rather than a merge of
                // several, which no Khronos target can hold.
                if self.resources_only && returns_descriptor(ctx, graph.funcs[f]) {
                    crate::canonicalize::canonicalize_function(ctx, graph.funcs[f], stats);
                }
                summaries[f] = Some(Summary::of(ctx, &kinds, graph.funcs[f]));
            }
        }
        Ok(())
    }
}

struct Kinds {
    func: OpKind,
    call: OpKind,
    ret: OpKind,
    if_: OpKind,
    loop_: OpKind,
    break_: OpKind,
}

/// The module's functions and, for each, its calls to them.
struct CallGraph {
    funcs: Vec<Op>,
    /// Per function: its `func.call`s to functions of the module, with the
    /// callee's index.
    calls: Vec<Vec<(Op, usize)>>,
    /// Per function: the indices of the functions it calls.
    callees: Vec<Vec<usize>>,
}

impl CallGraph {
    fn build(ctx: &Context, kinds: &Kinds, module: Op) -> CallGraph {
        let funcs: Vec<Op> = ctx.iter_block(ctx.body(module, 0)).filter(|&op| ctx.is(op, kinds.func)).collect();
        let index: FxHashMap<Op, usize> = funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
        let table = SymbolTable::build(ctx, module);
        let calls: Vec<Vec<(Op, usize)>> = funcs
            .iter()
            .map(|&f| {
                let mut calls = Vec::new();
                ctx.walk_nested(f, &mut |op| {
                    let callee = Some(op)
                        .filter(|&op| ctx.is(op, kinds.call))
                        .and_then(|op| ctx.attr_symbol(op, "callee"))
                        .and_then(|name| table.lookup(name))
                        .and_then(|callee| index.get(&callee));
                    if let Some(&callee) = callee {
                        calls.push((op, callee));
                    }
                });
                calls
            })
            .collect();
        let callees = calls.iter().map(|cs| cs.iter().map(|&(_, callee)| callee).collect()).collect();
        CallGraph { funcs, calls, callees }
    }
}

/// Tarjan's algorithm, iterative (call chains may be long). Returns the
/// components in reverse topological order: each after every component it
/// has edges into.
fn strongly_connected_components(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succ.len();
    let mut t = Tarjan {
        index: vec![UNVISITED; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        path: Vec::new(),
        next_index: 0,
    };
    let mut components = Vec::new();
    for root in 0..n {
        if t.index[root] != UNVISITED {
            continue;
        }
        t.visit(root);
        while let Some(&mut (v, ref mut edge)) = t.path.last_mut() {
            if let Some(&w) = succ[v].get(*edge) {
                *edge += 1;
                if t.index[w] == UNVISITED {
                    t.visit(w);
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
                continue;
            }
            t.path.pop();
            if let Some(&(parent, _)) = t.path.last() {
                t.low[parent] = t.low[parent].min(t.low[v]);
            }
            if t.low[v] == t.index[v] {
                let mut component = Vec::new();
                while let Some(w) = t.stack.pop() {
                    t.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

const UNVISITED: usize = usize::MAX;

struct Tarjan {
    index: Vec<usize>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    /// The depth-first path: (node, how many of its edges were followed).
    path: Vec<(usize, usize)>,
    next_index: usize,
}

impl Tarjan {
    fn visit(&mut self, v: usize) {
        self.index[v] = self.next_index;
        self.low[v] = self.next_index;
        self.next_index += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        self.path.push((v, 0));
    }
}

/// Where a callee's returns are.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Shape {
    /// One return, the last op of the body.
    Single,
    /// Other returns nested in `cf.if`s only.
    Early,
    /// A return inside something other than a `cf.if`.
    NestedReturn,
}

#[derive(Copy, Clone, Debug)]
struct Summary {
    /// Ops in the body.
    size: usize,
    shape: Shape,
}

impl Summary {
    fn of(ctx: &Context, kinds: &Kinds, func: Op) -> Summary {
        let body = ctx.body(func, 0);
        let returns = returns_in(ctx, kinds, body);
        let shape = if returns.iter().any(|&(_, only_in_ifs)| !only_in_ifs) {
            Shape::NestedReturn
        } else if returns.len() == 1 && ctx.last_op(body).is_some_and(|l| ctx.is(l, kinds.ret)) {
            Shape::Single
        } else {
            Shape::Early
        };
        Summary { size: ctx.count_ops(func) - 1, shape }
    }
}

/// The `func.return`s in `block` and the ops nested in it (not inside
/// isolated ops, whose returns are their own), each with whether it is
/// nested in `cf.if`s only.
fn returns_in(ctx: &Context, kinds: &Kinds, block: nsl_ir::Block) -> Vec<(Op, bool)> {
    let mut returns = Vec::new();
    let mut stack: Vec<(Op, bool)> = ctx.iter_block(block).map(|op| (op, true)).collect();
    while let Some((op, only_in_ifs)) = stack.pop() {
        if ctx.is(op, kinds.ret) {
            returns.push((op, only_in_ifs));
        }
        if ctx.has_trait(op, Traits::ISOLATED_FROM_ABOVE) {
            continue;
        }
        let inner = only_in_ifs && ctx.is(op, kinds.if_);
        for &r in ctx.regions(op) {
            stack.extend(ctx.iter_block(ctx.region_block(r)).map(|o| (o, inner)));
        }
    }
    returns
}

/// Replaces `call` by a copy of `callee`'s body, spliced in or wrapped in
/// a loop (see the module doc).
fn inline_call(ctx: &mut Context, kinds: &Kinds, call: Op, callee: Op, splice: bool) {
    let body = ctx.body(callee, 0);
    let mut map: ValueMap = ctx.block_args(body).iter().copied().zip(ctx.operands(call).iter().copied()).collect();
    let body_ops = ctx.block_ops(body);
    let results: SmallVec<[Value; 2]> = if splice {
        let (ret, ops) = body_ops.split_last().expect("a single return ends the body");
        for &op in ops {
            let copy = ctx.clone_op(op, &mut map);
            ctx.insert_op(copy, InsertPoint::Before(call));
        }
        ctx.operands(*ret).iter().map(|v| map.get(v).copied().unwrap_or(*v)).collect()
    } else {
        let result_types = ctx.result_types(call);
        let wrapper = ctx.create_op(kinds.loop_, &[], &result_types, &[], 1, ctx.loc(call));
        ctx.insert_op(wrapper, InsertPoint::Before(call));
        let block = ctx.body(wrapper, 0);
        for op in body_ops {
            let copy = ctx.clone_op(op, &mut map);
            ctx.insert_op(copy, InsertPoint::End(block));
        }
        flag_nested_returns(ctx, kinds, wrapper);
        for (ret, _) in returns_in(ctx, kinds, block) {
            let operands: SmallVec<[Value; 2]> = SmallVec::from_slice(ctx.operands(ret));
            let brk = ctx.create_op(kinds.break_, &operands, &[], &[], 0, ctx.loc(ret));
            ctx.insert_op(brk, InsertPoint::Before(ret));
            ctx.erase_op(ret);
        }
        for i in 0..result_types.len() {
            ctx.set_value_name(ctx.result(wrapper, i), ctx.value_name(ctx.result(call, i)));
        }
        SmallVec::from_slice(ctx.results(wrapper))
    };
    for (i, &new) in results.iter().enumerate() {
        ctx.replace_all_uses(ctx.result(call, i), new);
    }
    ctx.erase_op(call);
}

/// Whether a callee with returns inside loops or switches can be inlined by
/// flagging them ([`flag_nested_returns`]): its results and the results of
/// its loops and switches can live in variables and have zero values (no
/// resources among them).
fn flaggable(ctx: &Context, callee: Op) -> bool {
    fn plain(ctx: &Context, ty: nsl_ir::Type) -> bool {
        match ctx.type_kind(ty) {
            TypeKind::Opaque { .. } | TypeKind::Ptr { .. } => false,
            TypeKind::Array { elem, .. } => plain(ctx, *elem),
            TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, t)| plain(ctx, t)),
            _ => true,
        }
    }
    let Some(TypeKind::Function { results, .. }) = ctx.attr_type(callee, "type").map(|t| ctx.type_kind(t)) else {
        return false;
    };
    if !results.iter().all(|&t| plain(ctx, t)) {
        return false;
    }
    let mut ok = true;
    ctx.walk_nested(callee, &mut |op| {
        if ctx.has_trait(op, Traits::BREAKABLE) && !ctx.results(op).iter().all(|&r| plain(ctx, ctx.value_type(r))) {
            ok = false;
        }
    });
    ok
}

/// Turns each `func.return` of the copy in `wrapper` that is nested in a
/// `cf.loop` or `cf.switch` into stores of its values and of a `returned`
/// flag and a `cf.break` of the innermost one; after each loop or switch
/// such a return leaves, a check of the flag leaves the next one, or the
/// wrapper with the stored values (see the module doc).
fn flag_nested_returns(ctx: &mut Context, kinds: &Kinds, wrapper: Op) {
    let block = ctx.body(wrapper, 0);
    let nested: Vec<Op> =
        returns_in(ctx, kinds, block).into_iter().filter(|&(_, only_in_ifs)| !only_in_ifs).map(|(r, _)| r).collect();
    if nested.is_empty() {
        return;
    }
    let loc = ctx.loc(wrapper);
    let bool_ty = ctx.bool_type();
    let result_types = ctx.result_types(wrapper);
    // The flag and the value slots, fresh before each run of the wrapper.
    let mut b = Builder::new(ctx, InsertPoint::Before(wrapper));
    b.loc = loc;
    let flag_ty = b.ctx.ptr_type(bool_ty, AddressSpace::Function);
    let flag = b.value(mem::VAR.name, &[], flag_ty, &[]);
    let no = b.ctx.bool_attr(false);
    let f = b.value(arith::CONST.name, &[], bool_ty, &[("value", no)]);
    b.op(mem::STORE.name, &[flag, f], &[], &[], 0);
    let slots: Vec<Value> = result_types
        .iter()
        .map(|&t| {
            let pty = b.ctx.ptr_type(t, AddressSpace::Function);
            b.value(mem::VAR.name, &[], pty, &[])
        })
        .collect();
    // The innermost breakable op around `op` below the wrapper.
    let breakable_parent = |ctx: &Context, op: Op| -> Option<Op> {
        let mut cur = op;
        while let Some(p) = ctx.parent_op(cur) {
            if p == wrapper {
                return None;
            }
            if ctx.has_trait(p, Traits::BREAKABLE) {
                return Some(p);
            }
            cur = p;
        }
        None
    };
    // A break out of `target` (a loop or switch of the copy: zero values
    // for its results; the wrapper: the stored values), before `at`.
    let break_out = |ctx: &mut Context, target: Option<Op>, ip: InsertPoint| {
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let values: Vec<Value> = match target {
            Some(t) => {
                let types = b.ctx.result_types(t);
                types.iter().map(|&ty| crate::lower_existentials::zero(&mut b, ty)).collect()
            }
            None => slots.iter().zip(&result_types).map(|(&s, &ty)| b.value(mem::LOAD.name, &[s], ty, &[])).collect(),
        };
        b.op(cf::BREAK.name, &values, &[], &[], 0);
    };
    let mut left: Vec<Op> = Vec::new();
    for ret in nested {
        let inner = breakable_parent(ctx, ret).expect("a nested return is inside a loop or switch");
        let values: SmallVec<[Value; 2]> = SmallVec::from_slice(ctx.operands(ret));
        let mut b = Builder::new(ctx, InsertPoint::Before(ret));
        b.loc = b.ctx.loc(ret);
        for (&s, &v) in slots.iter().zip(&values) {
            b.op(mem::STORE.name, &[s, v], &[], &[], 0);
        }
        let yes = b.ctx.bool_attr(true);
        let t = b.value(arith::CONST.name, &[], bool_ty, &[("value", yes)]);
        b.op(mem::STORE.name, &[flag, t], &[], &[], 0);
        break_out(ctx, Some(inner), InsertPoint::Before(ret));
        ctx.erase_op(ret);
        let mut cur = Some(inner);
        while let Some(c) = cur {
            if !left.contains(&c) {
                left.push(c);
            }
            cur = breakable_parent(ctx, c);
        }
    }
    // After each loop or switch left: leave the next one if the flag is set.
    for op in left {
        let mut b = Builder::new(ctx, InsertPoint::After(op));
        b.loc = loc;
        let set = b.value(mem::LOAD.name, &[flag], bool_ty, &[]);
        let check = b.op(cf::IF.name, &[set], &[], &[], 2);
        let (then, otherwise) = (ctx.body(check, 0), ctx.body(check, 1));
        let outer = breakable_parent(ctx, op);
        break_out(ctx, outer, InsertPoint::End(then));
        let mut e = Builder::at_end(ctx, otherwise);
        e.loc = loc;
        e.op(cf::YIELD.name, &[], &[], &[], 0);
    }
}
