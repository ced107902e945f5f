//! `check-recursion`: rejects programs whose entry points reach a cycle of
//! calls. No shading target runs recursive functions (SPIR-V for Vulkan,
//! GLSL, HLSL, WGSL, Metal and CUDA kernels have no call stack), and slangc
//! reports every such program with `E55201`; nslc used to emit the
//! recursion as written (an invalid module the validator let through).
//!
//! The call graph is searched depth first from the module's roots (every
//! top-level op that is not a private function: entry points, globals,
//! public functions), following each function's calls in order. A call
//! that enters a function already on the search path closes a cycle; the
//! error is at the call by which that function was left on the path (the
//! first call of the cycle, where slangc reports it too), naming the
//! function it calls. Once a function is finished it is never searched
//! again, so each cycle is reported once (the first as the error, the
//! others as its notes). It changes nothing. The
//! interpreter runs recursion; pipelines that only feed it leave this
//! pass out.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::func;
use nsl_ir::{Context, Diagnostic, Language, Op, SymbolTable};
use rustc_hash::FxHashMap;

pub const E_RECURSION: &str = "E55201";

pub static INFO: PassInfo = PassInfo {
    name: "check-recursion",
    summary: "Reject recursive calls reachable from the module's roots (targets without a call stack)",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(CheckRecursion)),
};

struct CheckRecursion;

#[derive(Clone, Copy, PartialEq)]
enum State {
    /// On the search path; the call by which the search left it, once it did.
    OnPath(Option<Op>),
    Done,
}

struct Search<'a> {
    ctx: &'a Context,
    table: SymbolTable,
    func_kind: nsl_ir::OpKind,
    state: FxHashMap<Op, State>,
    errors: Vec<Diagnostic>,
}

impl Search<'_> {
    /// The calls in `op` (nested regions included), in order, with the
    /// function each one enters.
    fn calls(&self, op: Op) -> Vec<(Op, Op)> {
        let mut out = Vec::new();
        self.ctx.walk_nested(op, &mut |inner| {
            if let Some(callee) = self.ctx.attr_symbol(inner, "callee").and_then(|s| self.table.lookup(s)) {
                if self.ctx.is(callee, self.func_kind) {
                    out.push((inner, callee));
                }
            }
        });
        out
    }

    fn visit(&mut self, function: Op) {
        self.state.insert(function, State::OnPath(None));
        for (call, callee) in self.calls(function) {
            self.state.insert(function, State::OnPath(Some(call)));
            match self.state.get(&callee).copied() {
                None => self.visit(callee),
                Some(State::OnPath(left_by)) => {
                    // The cycle starts at `callee`: the call by which the
                    // search left it is the cycle's first call.
                    let first = left_by.unwrap_or(call);
                    let entered = self
                        .ctx
                        .attr_symbol(first, "callee")
                        .map(|s| display_name(self.ctx.str(s)))
                        .unwrap_or_default();
                    self.errors.push(Diagnostic::error(
                        E_RECURSION,
                        self.ctx.loc(first),
                        format!(
                            "recursion not allowed: recursion detected in call to '{entered}', but the current code \
                             generation target does not allow recursion"
                        ),
                    ));
                }
                Some(State::Done) => {}
            }
        }
        self.state.insert(function, State::Done);
    }
}

/// A function's name as the source spells it: the core module's `core_`
/// prefix and the instance suffixes `specialize` adds dropped.
fn display_name(sym: &str) -> String {
    let name = sym.strip_prefix("core_").unwrap_or(sym);
    let name = name.split(['<', '$', '.']).next().unwrap_or(name);
    name.to_string()
}

impl Pass for CheckRecursion {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Any IR: it only looks.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input.clone()
    }
    fn run(&mut self, ctx: &mut Context, module: Op, _stats: &mut Statistics) -> Result<(), Diagnostic> {
        let func_kind = ctx.kind(func::FUNC.name);
        let top_level = ctx.block_ops(ctx.body(module, 0));
        let table = SymbolTable::build(ctx, module);
        let ctx: &Context = ctx;
        let mut search = Search { ctx, table, func_kind, state: FxHashMap::default(), errors: Vec::new() };
        // Entry points and globals first, then public functions.
        let (funcs, others): (Vec<Op>, Vec<Op>) = top_level.iter().partition(|&&op| ctx.is(op, func_kind));
        for root in others {
            for (_, callee) in search.calls(root) {
                if !search.state.contains_key(&callee) {
                    search.visit(callee);
                }
            }
            if let Some(callee) = referenced_function(ctx, &search, root) {
                if !search.state.contains_key(&callee) {
                    search.visit(callee);
                }
            }
        }
        for f in funcs.into_iter().filter(|&f| func::is_public(ctx, f)) {
            if !search.state.contains_key(&f) {
                search.visit(f);
            }
        }
        let mut errors = search.errors.into_iter();
        match errors.next() {
            None => Ok(()),
            Some(mut first) => {
                for other in errors {
                    first = first.with_note(other.loc, other.message);
                }
                Err(first)
            }
        }
    }
}

/// The function a top-level op names by a symbol attribute (an entry
/// point's function), if any.
fn referenced_function(ctx: &Context, search: &Search, op: Op) -> Option<Op> {
    ctx.attrs(op).iter().find_map(|&(name, attr)| {
        if ctx.str(name) == "sym" {
            return None;
        }
        match ctx.attr_kind(attr) {
            nsl_ir::attr::AttrKind::Symbol(s) => search.table.lookup(*s).filter(|&f| ctx.is(f, search.func_kind)),
            _ => None,
        }
    })
}
