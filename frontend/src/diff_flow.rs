//! slangc's derivative data-flow check on every differentiable function of
//! the program, differentiated or not: a call to a user function that is
//! not differentiable whose result a derivative is expected from (it
//! reaches the function's return value or a differentiable call's
//! argument through value operations and local variables) is slangc's
//! E41022, unless it is `no_diff` (or inside `detach`, which slangc
//! reports and nslc does not), or takes only constants where it takes
//! floats.
//!
//! It runs on the lowered IR (memory form): a local variable passes the
//! expectation from its loads to everything stored into it (flow
//! insensitively, where slangc looks at SSA values). Calls of core-module
//! functions, accessors and subscripts are never reported (their
//! differentiability is the core module's or the property's, which this
//! check does not model); functions with custom derivatives, primal
//! substitutes or `[TreatAsDifferentiable]` are not checked.
//!
//! The same functions are checked for derivatives lost to memory
//! (`check_locations`): a value that may carry one stored where none can
//! be held (E41031), or such a location passed for a differentiable
//! function's `out`/`inout` parameter (E41025).

use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{SourceMap, Span};
use nsl_ir::{Context, Op, Sym, Type, TypeKind, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// A derivative expected from the result of a non-differentiable call
/// (slangc's E41022).
const E_NON_DIFFERENTIABLE_CALL: &str = "E41022";

/// A value carrying a derivative stored into a location that cannot hold
/// one (slangc's E41031).
const E_LOST_ASSIGNMENT: &str = "E41031";

/// A location that cannot hold a derivative passed to a differentiable
/// function's `out`/`inout` parameter (slangc's E41025).
const E_LOST_OUT_ARG: &str = "E41025";

/// Per differentiable struct type (the module's `diff.type` ops): which
/// fields carry a derivative.
type DiffTypes = FxHashMap<Type, Vec<bool>>;

/// Whether values of `ty` can carry a derivative: floats, their vectors
/// and matrices, arrays of such, differentiable structs and cooperative
/// vectors of floats.
fn carries(ctx: &Context, types: &DiffTypes, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Float { .. } => true,
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => carries(ctx, types, *elem),
        TypeKind::Array { elem, .. } => carries(ctx, types, *elem),
        TypeKind::Struct { .. } => types.get(&ty).is_some_and(|m| m.iter().any(|&b| b)),
        // Cooperative vectors of floats.
        TypeKind::Opaque { .. } => nsl_dialects::coop::vec_info(ctx, ty).is_some_and(|(e, _)| carries(ctx, types, e)),
        _ => false,
    }
}

/// Whether the location `p` points to can hold a derivative (slangc's
/// `canAddressHoldDerivative`): a variable of a type that carries one, a
/// differentiable field of one, an element of one.
fn holds(ctx: &Context, types: &DiffTypes, mut p: Value) -> bool {
    while let Some(op) = ctx.defining_op(p) {
        match ctx.op_name(op) {
            "mem.field_addr" => {
                let base = ctx.operand(op, 0);
                let TypeKind::Ptr { pointee, .. } = ctx.type_kind(ctx.value_type(base)) else { return false };
                let Some(i) = ctx.attr_int(op, "index") else { return false };
                if !types.get(pointee).is_some_and(|m| m.get(i as usize).copied().unwrap_or(false)) {
                    return false;
                }
                p = base;
            }
            "mem.elem_addr" => p = ctx.operand(op, 0),
            _ => break,
        }
    }
    match ctx.type_kind(ctx.value_type(p)) {
        TypeKind::Ptr { pointee, .. } => carries(ctx, types, *pointee),
        _ => false,
    }
}

/// Whether slangc's SSA construction, which runs before its check, turns
/// the local variable `var` into values (`isPromotableVar`): every store
/// writes it whole and every field or element address taken of it is only
/// loaded from. A load through such a variable is then a field extraction,
/// which carries a derivative when the stored value does, even from a
/// `no_diff` field.
fn promotable(ctx: &Context, var: Value) -> bool {
    fn only_loaded(ctx: &Context, p: Value) -> bool {
        ctx.uses(p).iter().all(|u| match ctx.op_name(u.op) {
            "mem.load" => true,
            "mem.field_addr" | "mem.elem_addr" => u.index == 0 && only_loaded(ctx, ctx.results(u.op)[0]),
            _ => false,
        })
    }
    ctx.uses(var).iter().all(|u| match ctx.op_name(u.op) {
        "mem.load" => true,
        "mem.store" => u.index == 0,
        "mem.field_addr" | "mem.elem_addr" => u.index == 0 && only_loaded(ctx, ctx.results(u.op)[0]),
        _ => false,
    })
}

/// The variable (or parameter) pointer `p` addresses part of.
fn root(ctx: &Context, mut p: Value) -> Value {
    while let Some(op) = ctx.defining_op(p) {
        match ctx.op_name(op) {
            "mem.elem_addr" | "mem.field_addr" => p = ctx.operand(op, 0),
            _ => break,
        }
    }
    p
}

/// Whether `v` is computed from constants only.
fn constant(ctx: &Context, v: Value, depth: u32) -> bool {
    let Some(op) = ctx.defining_op(v) else { return false };
    match ctx.op_name(op) {
        "arith.const" => true,
        "func.call" | "mem.load" => false,
        _ if depth > 8 || !ctx.regions(op).is_empty() => false,
        _ => ctx.operands(op).iter().all(|&o| constant(ctx, o, depth + 1)),
    }
}

/// The span of IR location `loc`, in the source file it names.
fn span_of(ctx: &Context, sources: &SourceMap, loc: nsl_ir::Loc) -> Option<Span> {
    let name = ctx.file_name(loc.file)?;
    let file = sources.find(name)?;
    let text = &sources.file(file).text;
    let start = text.split_inclusive('\n').take(loc.line.checked_sub(1)? as usize).map(str::len).sum::<usize>();
    let col = text[start..].char_indices().nth(loc.col.saturating_sub(1) as usize).map_or(0, |(i, _)| i);
    let lo = (start + col) as u32;
    Some(Span::new(file, lo, lo))
}

/// Whether a function is declared in a user file (not the core module).
fn user_loc(ctx: &Context, loc: nsl_ir::Loc) -> bool {
    ctx.file_name(loc.file).is_some_and(|n| !n.starts_with('<'))
}

/// Checks every differentiable function of `module`.
/// `never`: the functions whose parameters and result are all `no_diff`
/// (their calls are never reported, as slangc).
pub fn check(ctx: &Context, module: Op, sources: &SourceMap, never: &FxHashSet<Sym>, diags: &mut Diagnostics) {
    let body = ctx.body(module, 0);
    let mut funcs: FxHashMap<Sym, Op> = FxHashMap::default();
    // Differentiable functions, and whether each is checked.
    let mut differentiable: FxHashMap<Sym, bool> = FxHashMap::default();
    // Per differentiable function: its `no_diff` parameters.
    let mut no_diff_params: FxHashMap<Sym, FxHashSet<usize>> = FxHashMap::default();
    let mut types: DiffTypes = FxHashMap::default();
    // `[ForwardDifferentiable]` functions: not differentiable in backward
    // mode, so calling them from the others is E41022.
    let mut fwd_only: FxHashSet<Sym> = FxHashSet::default();
    for op in ctx.iter_block(body) {
        match ctx.op_name(op) {
            "diff.type" => {
                let (Some(ty), Some(a)) = (ctx.attr_type(op, "type"), ctx.attr(op, "fields")) else { continue };
                if let nsl_ir::attr::AttrKind::Array(items) = ctx.attr_kind(a) {
                    let mask = items
                        .iter()
                        .map(|&i| matches!(ctx.attr_kind(i), nsl_ir::attr::AttrKind::Int(v) if *v != 0))
                        .collect();
                    types.insert(ty, mask);
                }
            }
            "func.func" => {
                if let Some(s) = ctx.attr_symbol(op, "sym") {
                    funcs.insert(s, op);
                }
            }
            "diff.func" => {
                let Some(f) = ctx.attr_symbol(op, "fn") else { continue };
                let custom = ["fwd", "bwd", "subst", "zero"].iter().any(|a| ctx.attr(op, a).is_some());
                let no_diff_result = ctx.attr(op, "no_diff").is_some_and(|a| match ctx.attr_kind(a) {
                    nsl_ir::attr::AttrKind::Array(items) => {
                        items.iter().any(|&i| matches!(ctx.attr_kind(i), nsl_ir::attr::AttrKind::Int(-1)))
                    }
                    _ => false,
                });
                differentiable.insert(f, !custom && !no_diff_result);
                if ctx.attr(op, "fwd_only").is_some() {
                    fwd_only.insert(f);
                }
                if let Some(nsl_ir::attr::AttrKind::Array(items)) = ctx.attr(op, "no_diff").map(|a| ctx.attr_kind(a)) {
                    let set = items
                        .iter()
                        .filter_map(|&i| match ctx.attr_kind(i) {
                            nsl_ir::attr::AttrKind::Int(v) => usize::try_from(*v).ok(),
                            _ => None,
                        })
                        .collect();
                    no_diff_params.insert(f, set);
                }
            }
            _ => {}
        }
    }
    let mut found: Vec<(nsl_ir::Loc, String)> = Vec::new();
    let mut lost: Vec<(nsl_ir::Loc, bool)> = Vec::new();
    for (&f, &checked) in &differentiable {
        let Some(&fop) = funcs.get(&f) else { continue };
        if !checked || !user_loc(ctx, ctx.loc(fop)) || ctx.regions(fop).is_empty() {
            continue;
        }
        let backward = (!fwd_only.contains(&f)).then_some(&fwd_only);
        check_function(ctx, fop, (&funcs, &differentiable, &types, never), backward, &mut found);
        let no_diff = no_diff_params.get(&f).cloned().unwrap_or_default();
        check_locations(ctx, fop, (&differentiable, &types, &no_diff), &mut lost);
    }
    lost.sort_by_key(|(l, out_arg)| (l.file, l.line, l.col, *out_arg));
    lost.dedup();
    for (loc, out_arg) in lost {
        let Some(span) = span_of(ctx, sources, loc) else { continue };
        diags.push(if out_arg {
            Diagnostic::error(
                E_LOST_OUT_ARG,
                span,
                "derivative is lost passing non-differentiable location: derivative is lost when passing a \
                 non-differentiable location to an `out` or `inout` parameter, consider passing a temporary \
                 variable instead.",
            )
        } else {
            Diagnostic::error(
                E_LOST_ASSIGNMENT,
                span,
                "derivative is lost during assignment: derivative is lost during assignment to \
                 non-differentiable location, use 'detach()' to clarify intention.",
            )
        });
    }
    found.sort_by_key(|(l, _)| (l.file, l.line, l.col));
    found.dedup();
    for (loc, callee) in found {
        let Some(span) = span_of(ctx, sources, loc) else { continue };
        let msg = format!(
            "derivative cannot be propagated through non-differentiable call: derivative cannot be propagated \
             through call to {callee}, use 'no_diff' to clarify intention."
        );
        diags.push(Diagnostic::error(E_NON_DIFFERENTIABLE_CALL, span, msg));
    }
}

fn check_function(
    ctx: &Context,
    fop: Op,
    (funcs, differentiable, types, never): (&FxHashMap<Sym, Op>, &FxHashMap<Sym, bool>, &DiffTypes, &FxHashSet<Sym>),
    backward: Option<&FxHashSet<Sym>>,
    found: &mut Vec<(nsl_ir::Loc, String)>,
) {
    let ops = ctx.nested_ops(fop);
    // Per variable (or pointer parameter): the values stored into it.
    let mut stored: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
    let mut expected: Vec<Value> = Vec::new();
    let is_call = |op: Op| matches!(ctx.op_name(op), "func.call" | "gen.call");
    let callee_differentiable = |op: Op| {
        ctx.attr_symbol(op, "callee").is_none_or(|c| {
            differentiable.contains_key(&c) && !backward.is_some_and(|b| b.contains(&c))
                || never.contains(&c)
                || funcs.get(&c).is_none_or(|&g| !user_loc(ctx, ctx.loc(g)))
        })
    };
    for &op in &ops {
        match ctx.op_name(op) {
            "mem.store" => {
                let (p, v) = (ctx.operand(op, 0), ctx.operand(op, 1));
                // (What the function writes to its `out`/`inout` parameters
                // is not expected to carry a derivative: slangc's check
                // does not look through parameter pointers.)
                stored.entry(root(ctx, p)).or_default().push(v);
            }
            "func.return" => expected.extend(ctx.operands(op).iter().copied()),
            _ if is_call(op) && ctx.attr(op, "no_diff").is_none() && callee_differentiable(op) => {
                expected.extend(ctx.operands(op).iter().copied())
            }
            _ => {}
        }
    }
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut loaded: FxHashSet<Value> = FxHashSet::default();
    while let Some(v) = expected.pop() {
        if !seen.insert(v) {
            continue;
        }
        // (A pointer argument of a differentiable call, `inout`, is not
        // followed to what its variable holds, as in slangc.)
        let ty = ctx.value_type(v);
        if !carries(ctx, types, ty) {
            continue;
        }
        let ValueDef::Result(op, _) = ctx.value_def(v) else { continue };
        match ctx.op_name(op) {
            "arith.const" | "diff.detach" => {}
            "mem.load" => {
                let p = ctx.operand(op, 0);
                let r = root(ctx, p);
                if holds(ctx, types, p) && loaded.insert(r) {
                    expected.extend(stored.get(&r).into_iter().flatten().copied());
                }
            }
            "func.call" | "gen.call" => {
                if ctx.attr(op, "no_diff").is_some() {
                    continue;
                }
                if !callee_differentiable(op) {
                    let c = ctx.attr_symbol(op, "callee").expect("checked");
                    let name = ctx.str(c);
                    let accessor = name.ends_with(".get") || name.ends_with(".set") || name.contains("__subscript");
                    let consts = ctx
                        .operands(op)
                        .iter()
                        .filter(|&&o| carries(ctx, types, ctx.value_type(o)))
                        .all(|&o| constant(ctx, o, 0));
                    if accessor || consts {
                        continue;
                    }
                    let shown = name.split('<').next().unwrap_or(name).to_string();
                    let kind = if differentiable.contains_key(&c) {
                        "non-backward-differentiable"
                    } else {
                        "non-differentiable"
                    };
                    found.push((ctx.loc(op), format!("{kind} function `{shown}`")));
                }
                expected.extend(ctx.operands(op).iter().copied());
            }
            // `CoopVec<T, N>(x)`, every element `x`: slangc's initializer
            // from one scalar is not differentiable (the one from N is).
            "coop.fill" if !constant(ctx, ctx.operand(op, 0), 0) => {
                found.push((ctx.loc(op), "non-differentiable function `CoopVec.__init`".to_string()));
            }
            _ => {
                expected.extend(ctx.operands(op).iter().copied());
                // A structured op's value: what its regions yield.
                for &r in ctx.regions(op) {
                    let b = ctx.region_block(r);
                    if let Some(last) = ctx.last_op(b) {
                        if ctx.op_name(last) == "cf.yield" {
                            expected.extend(ctx.operands(last).iter().copied());
                        }
                    }
                }
            }
        }
    }
}

/// Whether `p` addresses a local variable, a parameter or a buffer's
/// element (where this check looks; other memory is not reported).
fn local_root(ctx: &Context, fop: Op, p: Value) -> bool {
    let r = root(ctx, p);
    match ctx.value_def(r) {
        ValueDef::Result(op, _) => matches!(ctx.op_name(op), "mem.var" | "hl.buffer_elem_addr"),
        ValueDef::BlockArg(b, _) => ctx.region_block(ctx.regions(fop)[0]) == b,
    }
}

/// slangc's E41031 and E41025 on differentiable function `fop`: a value
/// that may carry a non-zero derivative (computed from the parameters,
/// locations that hold derivatives and differentiable calls, not through
/// `detach` or non-differentiable calls) stored into a local location that
/// cannot hold one (a field of a non-differentiable struct, a `no_diff`
/// field, a buffer's element), and such a location passed to a differentiable function's
/// `out`/`inout` parameter (the frontend passes a temporary and stores it
/// back after the call: that store is the one reported).
fn check_locations(
    ctx: &Context,
    fop: Op,
    (differentiable, types, no_diff): (&FxHashMap<Sym, bool>, &DiffTypes, &FxHashSet<usize>),
    lost: &mut Vec<(nsl_ir::Loc, bool)>,
) {
    let ops = ctx.nested_ops(fop);
    let entry = ctx.region_block(ctx.regions(fop)[0]);
    let mut carry: FxHashSet<Value> = FxHashSet::default();
    // The parameters that carry one (pointer parameters: their locations).
    let mut params: FxHashSet<Value> = FxHashSet::default();
    for (i, &a) in ctx.block_args(entry).iter().enumerate() {
        if no_diff.contains(&i) {
            continue;
        }
        params.insert(a);
        if carries(ctx, types, ctx.value_type(a)) {
            carry.insert(a);
        }
    }
    let diff_call = |op: Op| {
        matches!(ctx.op_name(op), "func.call" | "gen.call")
            && ctx.attr(op, "no_diff").is_none()
            && ctx.attr_symbol(op, "callee").is_some_and(|c| differentiable.contains_key(&c))
    };
    // Per local variable: the values stored into it, and whether a
    // differentiable call writes it (an `out`/`inout` argument).
    let mut stored: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
    let mut written: FxHashSet<Value> = FxHashSet::default();
    for &op in &ops {
        if ctx.op_name(op) == "mem.store" {
            stored.entry(root(ctx, ctx.operand(op, 0))).or_default().push(ctx.operand(op, 1));
        } else if diff_call(op) {
            written.extend(ctx.operands(op).iter().map(|&o| root(ctx, o)));
        }
    }
    loop {
        let before = carry.len();
        for &op in &ops {
            let results = ctx.results(op);
            if results.is_empty() {
                continue;
            }
            match ctx.op_name(op) {
                "arith.const" | "diff.detach" => continue,
                // A location that holds a derivative: a variable carries
                // what is stored into it (flow insensitively), a parameter
                // its own.
                "mem.load" => {
                    let (r, p) = (results[0], ctx.operand(op, 0));
                    let base = root(ctx, p);
                    let from_var = ctx.defining_op(base).is_some_and(|d| ctx.op_name(d) == "mem.var")
                        && (written.contains(&base)
                            || stored.get(&base).is_some_and(|vs| vs.iter().any(|v| carry.contains(v))));
                    let promoted = from_var && p != base && promotable(ctx, base);
                    if carries(ctx, types, ctx.value_type(r))
                        && (holds(ctx, types, p) || promoted)
                        && (from_var || params.contains(&base))
                    {
                        carry.insert(r);
                    }
                    continue;
                }
                "func.call" | "gen.call" if !diff_call(op) => continue,
                _ => {}
            }
            let mut any = ctx.operands(op).iter().any(|o| carry.contains(o));
            // A structured op's values: what its regions yield.
            for &r in ctx.regions(op) {
                let b = ctx.region_block(r);
                for &a in ctx.block_args(b) {
                    if carries(ctx, types, ctx.value_type(a)) {
                        carry.insert(a);
                    }
                }
                for inner in ctx.nested_ops(op) {
                    if ctx.op_name(inner).starts_with("cf.") && ctx.operands(inner).iter().any(|o| carry.contains(o)) {
                        any = true;
                    }
                }
            }
            if any {
                for &r in results {
                    if carries(ctx, types, ctx.value_type(r)) {
                        carry.insert(r);
                    }
                }
            }
        }
        if carry.len() == before {
            break;
        }
    }
    for &op in &ops {
        if ctx.op_name(op) != "mem.store" {
            continue;
        }
        let (p, v) = (ctx.operand(op, 0), ctx.operand(op, 1));
        // A buffer's element never holds a derivative.
        let in_buffer = ctx.defining_op(root(ctx, p)).is_some_and(|d| ctx.op_name(d) == "hl.buffer_elem_addr");
        if !carry.contains(&v)
            || !carries(ctx, types, ctx.value_type(v))
            || !local_root(ctx, fop, p)
            || holds(ctx, types, p) && !in_buffer
        {
            continue;
        }
        // The write-back of a temporary passed for an `out`/`inout`
        // parameter: E41025 when the callee is differentiable, nothing
        // otherwise.
        let temp_call = ctx
            .defining_op(v)
            .filter(|&l| ctx.op_name(l) == "mem.load")
            .map(|l| ctx.operand(l, 0))
            .filter(|&t| ctx.defining_op(t).is_some_and(|d| ctx.op_name(d) == "mem.var"))
            .and_then(|t| {
                ctx.uses(t).iter().map(|u| u.op).find(|&u| matches!(ctx.op_name(u), "func.call" | "gen.call"))
            });
        match temp_call {
            Some(c) if diff_call(c) => lost.push((ctx.loc(c), true)),
            Some(_) => {}
            None => lost.push((ctx.loc(op), false)),
        }
    }
}
