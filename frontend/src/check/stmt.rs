//! Statements to structured control flow.
//!
//! - `if` becomes `cf.if` whose arms end in `cf.yield` (or in the exit the
//!   source wrote);
//! - every loop becomes a `cf.loop` without iteration arguments (locals live
//!   in memory until `mem2reg`): the condition is tested at the top (or the
//!   bottom for `do`) with a `cf.if` that breaks, and `continue` first runs
//!   what the source runs before the next iteration (a `for` step, a `do`
//!   condition);
//! - `switch` becomes `cf.switch`; a case that falls through continues with
//!   the next case's statements, lowered again inside its own arm;
//! - statements after an exit (`return`, `break`, `continue`) are
//!   unreachable: they are checked as Slang checks them (an error there is
//!   an error) into a detached op that is then dropped, with Slang's
//!   warning E41000 on the first of them.

use super::expr::{IsTest, TVal};
use super::{CResult, Checker, E_BAD_JUMP, E_BAD_TEMPLATE, E_TYPE_MISMATCH, E_UNSUPPORTED};
use crate::ast::{CaseLabel, DeclKind, ExprId, ModifierKind, StmtId, StmtKind, SwitchCase, VarStyle};
use crate::source::Span;
use nsl_ir::{Attr, Block, Context, Op, Traits, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Control can reach the end of a function that returns a value (Slang's
/// number for the same warning).
pub const W_MISSING_RETURN: &str = "E41010";
/// A function that can fall off its end on a target without undefined
/// return values (SPIR-V, GLSL, WGSL).
pub const E_MISSING_RETURN: &str = "E41009";
/// Statements no path reaches (Slang's number for the same warning).
pub const W_UNREACHABLE: &str = "E41000";

/// Attributes statements may carry (loop and branch hints). They are
/// accepted; unrolling and branch shape are left to later passes.
const STATEMENT_ATTRIBUTES: &[&str] = &[
    "unroll",
    "loop",
    "forceunroll",
    "maxiters",
    "branch",
    "flatten",
    "fastopt",
    "allow_uav_condition",
    "call",
    "forcecase",
];

/// What a name in a function body denotes.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A variable (or parameter) in memory at `ptr`.
    Var { ptr: Value, ty: Type, mutable: bool },
    /// A name whose declaration failed: uses are silently errors.
    Poisoned,
}

/// What `continue` must do before jumping back.
#[derive(Clone, Copy)]
pub enum OnContinue {
    Nothing,
    /// A `for` loop's step expression.
    Step(ExprId),
    /// A `do ... while (cond)` condition.
    DoCondition(ExprId),
}

#[derive(Clone, Copy)]
enum Jump {
    /// A loop (its `cf.loop`), and whether a `break` leaves it.
    Loop(OnContinue, bool, Op),
    Switch,
}

/// A loop or switch being lowered (one per entry of `FnCx::jumps`).
#[derive(Clone)]
struct Frame {
    op: Op,
    label: Option<String>,
    /// The loops and switches around this one that code inside it leaves
    /// (through their exit flags): after this one, each is left again.
    exits: Vec<Op>,
}

/// Per-function lowering state.
/// A `defer`red statement and the names in scope where it was written.
type Deferred = (StmtId, Vec<FxHashMap<String, Binding>>);

pub struct FnCx {
    /// Where ops go.
    pub block: Block,
    scopes: Vec<FxHashMap<String, Binding>>,
    /// Per scope: how many loops and switches enclosed it when it opened
    /// (a `break` or `continue` leaves the scopes opened inside its
    /// target), and its deferred statements in order.
    scope_jumps: Vec<usize>,
    defers: Vec<Vec<Deferred>>,
    jumps: Vec<Jump>,
    frames: Vec<Frame>,
    /// The label of the loop or switch about to be lowered.
    next_label: Option<String>,
    /// A loop's exit flag: a `bool` local, false before the loop, set
    /// where code inside a switch in the loop leaves the loop (`cf.break`
    /// leaves only the switch).
    exit_flags: FxHashMap<Op, Value>,
    pub ret: Option<Type>,
    /// A lambda's body: the first `return` decides `ret`, the others
    /// must return the same type (E30111).
    pub infer_ret: bool,
    /// The current block already ended with an exit.
    pub terminated: bool,
    /// What an `__intrinsic_asm` in this function's body expands over.
    pub intrinsic: Option<IntrinsicCx>,
    /// The function is an `__init`: `return v;` assigns `this`.
    pub is_init: bool,
    /// The user function whose body this is.
    pub func: Option<usize>,
    /// The body holds a `__target_switch` (whose arms this structural
    /// check of returns does not see per target).
    pub target_switch: bool,
    /// The block whose unreachable code was last warned about (one
    /// warning per run of unreachable statements, as Slang gives).
    unreachable_warned: Option<Block>,
    /// Inside `expand`: the element its packs are at; a value pack `x`
    /// names its element parameter `x#i`.
    pub pack_index: Option<usize>,
    /// A `throws E` function: its error flag and error pointers and `E`.
    pub throws: Option<(Value, Value, Type)>,
    /// The enum name of its error type.
    pub throws_name: Option<String>,
    /// The variables of `catch (e: E)` whose `E` is an enum: its name.
    error_names: FxHashMap<Value, String>,
    /// The `do ... catch` statements whose bodies are being lowered.
    catches: Vec<CatchCx>,
    /// Lowering a deferred statement: a `throw` or `try` must be caught
    /// inside it.
    in_defer: bool,
    /// An entry point's mesh outputs (`OutputVertices` & co): the
    /// pointers of those parameters, which the shader writes and never
    /// reads (slangc's E54005).
    pub mesh_outputs: Vec<Value>,
    /// The variables holding the function's `in` parameters (copies).
    pub in_params: Vec<Value>,
    /// The `none`s converted to an `Optional<T>` (slangc's E41027).
    pub none_values: Vec<Value>,
    /// `o.value` of a local `Optional<T>` variable: its pointer and where.
    pub optional_reads: Vec<(Value, Span)>,
    /// In an instance of a generic function: the variables declared with
    /// a type parameter as their type, and the expressions resolved as
    /// values of one (`param_operands.rs`), by the parameter's name.
    pub abstract_vars: FxHashMap<Value, String>,
    /// Locals declared with a scalar type's name (`int x;`): nslc's
    /// scalars stand for one-component vectors too, but these are not
    /// `float1`s, so `x[0]` has no subscript (slangc's E30013).
    pub scalar_vars: FxHashSet<Value>,
    pub abstract_exprs: FxHashMap<crate::ast::ExprId, String>,
    /// Variables of a generic struct type with fields of an abstract type
    /// parameter: (field, type parameter) pairs.
    pub abstract_fields: FxHashMap<Value, Vec<(String, String)>>,
}

/// A `do ... catch` being lowered: its bodies' `cf.loop` (index `at` in
/// `jumps` and `frames`), the variable saying which handler runs (0: none,
/// `k + 1`: the `k`th) and each handler's error type (`None`: every
/// error) and variable.
#[derive(Clone)]
struct CatchCx {
    at: usize,
    op: Op,
    which: Value,
    handlers: Vec<(Option<ErrTy>, Option<Value>)>,
}

/// A `catch` to lower: its variable (name, type, pointer) and body.
type Handler = (Option<(String, Type, Value)>, StmtId);

/// An error type: its IR type and, for an enum (whose IR type is its
/// underlying integer), the enum's name.
type ErrTy = (Type, Option<String>);

/// Can an error of type `thrown` be taken as one of type `want`? An enum
/// name not known on one side (a value of the underlying type) matches.
fn errors_match(want: &ErrTy, thrown: &ErrTy) -> bool {
    want.0 == thrown.0 && (want.1.is_none() || thrown.1.is_none() || want.1 == thrown.1)
}

/// The function an `__intrinsic_asm` implements: its IR arguments (`this`
/// first), how many generic type arguments it has, and the attributes
/// every `hl.intrinsic_asm` in it carries (`generics`, `glsl_extensions`,
/// `glsl_version`).
#[derive(Clone)]
pub struct IntrinsicCx {
    pub args: Vec<Value>,
    pub generics: usize,
    pub attrs: Vec<(&'static str, Attr)>,
}

/// The code of one `hl.target_switch` arm.
pub enum ArmBody<'a> {
    Stmts(&'a [StmtId]),
    Stmt(StmtId),
    /// An intrinsic template and where it is written.
    Asm(String, Span),
    /// The default of a function that only has target intrinsics: a
    /// placeholder a printer reports (calls from other targets are
    /// capability errors first), so that the arm still returns.
    Unavailable,
}

impl FnCx {
    pub fn new(block: Block, ret: Option<Type>) -> FnCx {
        FnCx {
            block,
            scopes: Vec::new(),
            scope_jumps: Vec::new(),
            defers: Vec::new(),
            jumps: Vec::new(),
            frames: Vec::new(),
            next_label: None,
            exit_flags: FxHashMap::default(),
            ret,
            infer_ret: false,
            terminated: false,
            intrinsic: None,
            is_init: false,
            func: None,
            target_switch: false,
            unreachable_warned: None,
            pack_index: None,
            throws: None,
            throws_name: None,
            error_names: FxHashMap::default(),
            abstract_vars: FxHashMap::default(),
            scalar_vars: FxHashSet::default(),
            abstract_exprs: FxHashMap::default(),
            abstract_fields: FxHashMap::default(),
            catches: Vec::new(),
            in_defer: false,
            mesh_outputs: Vec::new(),
            in_params: Vec::new(),
            none_values: Vec::new(),
            optional_reads: Vec::new(),
        }
    }
    pub fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
        self.scope_jumps.push(self.jumps.len());
        self.defers.push(Vec::new());
    }
    pub fn pop_scope(&mut self) {
        self.scopes.pop();
        self.scope_jumps.pop();
        self.defers.pop();
    }
    pub fn bind(&mut self, name: &str, b: Binding) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.to_string(), b);
        }
    }
    /// Is `name` declared in the innermost scope (a redefinition)?
    pub fn defined_in_innermost_scope(&self, name: &str) -> bool {
        self.scopes.last().is_some_and(|s| s.contains_key(name))
    }
    /// How deep the scope that binds `name` is (0: the parameters').
    pub fn binding_depth(&self, name: &str) -> Option<usize> {
        self.scopes.iter().rposition(|s| s.contains_key(name))
    }
    pub fn lookup(&self, name: &str) -> Option<&Binding> {
        if let Some(i) = self.pack_index {
            let elem = format!("{name}#{i}");
            if let Some(b) = self.scopes.iter().rev().find_map(|s| s.get(&elem)) {
                return Some(b);
            }
        }
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }
}

impl Checker<'_> {
    /// `if (x is T)` decided at compile time: only the arm taken is
    /// lowered (and checked: under `where optional T : IFoo` the other may
    /// use what only a conforming `T` has).
    fn lower_static_if(&mut self, fx: &mut FnCx, holds: bool, then: StmtId, else_: Option<StmtId>) {
        if let Some(taken) = if holds { Some(then) } else { else_ } {
            fx.push_scope();
            self.lower_stmt(fx, taken);
            fx.pop_scope();
            // What follows is reachable in the generic body,
            // only not in this instance: no E41000 for it.
            if fx.terminated {
                fx.unreachable_warned = Some(fx.block);
            }
        }
    }

    /// Checks a statement no path reaches: it is lowered into a detached op
    /// that is erased afterwards, with the loop and switch state restored so
    /// that its exits change nothing about the reachable code.
    fn check_unreachable(&mut self, fx: &mut FnCx, s: StmtId) {
        if fx.unreachable_warned != Some(fx.block) {
            fx.unreachable_warned = Some(fx.block);
            let span = self.user.stmt(s).span;
            self.warn(W_UNREACHABLE, span, "unreachable code detected");
        }
        let holder_kind = self.ctx.kind(nsl_dialects::builtin::MODULE.name);
        let holder = self.ctx.create_op(holder_kind, &[], &[], &[], 1, nsl_ir::Loc::UNKNOWN);
        let block = self.ctx.body(holder, 0);
        let saved =
            (fx.jumps.clone(), fx.frames.clone(), fx.exit_flags.clone(), fx.next_label.clone(), fx.defers.clone());
        self.lower_into(fx, block, |c, fx| c.lower_stmt(fx, s));
        (fx.jumps, fx.frames, fx.exit_flags, fx.next_label, fx.defers) = saved;
        self.ctx.erase_op(holder);
    }

    /// Lowers `body` into `block` as a new region body; returns whether it
    /// ended with an exit.
    pub(super) fn lower_into(&mut self, fx: &mut FnCx, block: Block, f: impl FnOnce(&mut Self, &mut FnCx)) -> bool {
        let saved = (fx.block, fx.terminated);
        fx.block = block;
        fx.terminated = false;
        f(self, fx);
        let terminated = fx.terminated;
        fx.block = saved.0;
        fx.terminated = saved.1;
        terminated
    }

    pub fn lower_stmt(&mut self, fx: &mut FnCx, s: StmtId) {
        if fx.terminated {
            self.check_unreachable(fx, s);
            return;
        }
        let stmt = self.user.stmt(s);
        let span = stmt.span;
        for a in &stmt.attributes {
            if super::attr_placement::is_vk_offset(&a.name) {
                self.vk_offset_misplaced(a.span, &a.name);
            } else if !STATEMENT_ATTRIBUTES.contains(&a.name.to_ascii_lowercase().as_str())
                && !super::attr_targets::is_core_attribute(&a.name)
            {
                let msg = format!("unknown attribute '{}' is ignored", a.name);
                self.warn(super::W_UNKNOWN_ATTRIBUTE, a.span, msg);
            }
        }
        match &stmt.kind {
            StmtKind::Block(items) => {
                fx.push_scope();
                self.enter_local_block();
                for &i in items {
                    self.lower_stmt(fx, i);
                }
                self.end_scope(fx);
                self.leave_local_block();
            }
            StmtKind::Defer(inner) => {
                let names = fx.scopes.clone();
                if let Some(d) = fx.defers.last_mut() {
                    d.push((*inner, names));
                }
            }
            StmtKind::Decl(decls) => {
                for &d in decls {
                    self.lower_local(fx, d);
                }
            }
            StmtKind::Expr(e) => self.lower_discarded(fx, *e),
            StmtKind::Empty | StmtKind::Error => {}
            StmtKind::If { cond, then, else_ } => {
                // `if (T is IFoo)`: decided statically, only the arm taken
                // lowered; a value of interface type is tested at run time.
                let mut dynamic_is = None;
                if matches!(self.user.expr(*cond).kind, crate::ast::ExprKind::Is { .. }) {
                    let (then, else_) = (*then, *else_);
                    let holds = match self.static_is(fx, *cond) {
                        Ok(Some(IsTest::Static(holds))) => Some(holds),
                        Ok(Some(IsTest::Dynamic(test))) => {
                            dynamic_is = Some(test.value);
                            None
                        }
                        _ => return,
                    };
                    if let Some(holds) = holds {
                        self.lower_static_if(fx, holds, then, else_);
                        return;
                    }
                }
                // `if (let x = o)`: the `then` arm sees `x`.
                let (c, bound) = if matches!(self.user.expr(*cond).kind, crate::ast::ExprKind::Let { .. }) {
                    let Ok((c, bound)) = self.lower_if_let(fx, *cond) else { return };
                    (c, Some(bound))
                } else if let Some(c) = dynamic_is {
                    (c, None)
                } else {
                    let Ok(c) = self.lower_condition(fx, *cond) else { return };
                    (c, None)
                };
                let known = self.quiet_const_bool(*cond);
                let op = self.emit_regions(fx.block, "cf.if", &[c], &[], &[], 2, span);
                let (then, else_) = (*then, *else_);
                let then_block = self.ctx.body(op, 0);
                let else_block = self.ctx.body(op, 1);
                let t = self.lower_into(fx, then_block, |c, fx| {
                    let dead = known == Some(false);
                    c.dead_arms += u32::from(dead);
                    fx.push_scope();
                    if let Some(bound) = bound {
                        c.bind_if_let(fx, bound);
                    }
                    c.lower_stmt(fx, then);
                    c.end_scope(fx);
                    c.dead_arms -= u32::from(dead);
                    c.close_region(fx, "cf.yield", span);
                });
                let e = self.lower_into(fx, else_block, |c, fx| {
                    if let Some(e) = else_ {
                        let dead = known == Some(true);
                        c.dead_arms += u32::from(dead);
                        fx.push_scope();
                        c.lower_stmt(fx, e);
                        c.end_scope(fx);
                        c.dead_arms -= u32::from(dead);
                    }
                    c.close_region(fx, "cf.yield", span);
                });
                fx.terminated = t && e;
            }
            StmtKind::While { cond, body } => {
                let (cond, body) = (*cond, *body);
                let endless = self.always_true(Some(cond));
                let op = self.lower_loop(fx, OnContinue::Nothing, endless, span, |c, fx| {
                    c.break_unless(fx, cond, span);
                    fx.push_scope();
                    c.lower_stmt(fx, body);
                    c.end_scope(fx);
                });
                if self.has_back_edge(op) {
                    self.require_loop_bound(fx, s, span);
                }
            }
            StmtKind::DoWhile { body, cond } => {
                let (cond, body) = (*cond, *body);
                let endless = self.always_true(Some(cond));
                let op = self.lower_loop(fx, OnContinue::DoCondition(cond), endless, span, |c, fx| {
                    // The body's scope ends (running its defers) before the condition.
                    fx.push_scope();
                    c.lower_stmt(fx, body);
                    c.end_scope(fx);
                    if !fx.terminated {
                        c.break_unless(fx, cond, span);
                    }
                });
                if self.has_back_edge(op) {
                    self.require_loop_bound(fx, s, span);
                }
            }
            StmtKind::CompileTimeFor { var, range, body } => {
                let (var, range, body) = (var.clone(), range.clone(), *body);
                self.lower_compile_time_for(fx, &var, &range, body, span);
            }
            StmtKind::For { init, cond, step, body } => {
                let (init, cond, step, body) = (*init, *cond, *step, *body);
                self.check_for_loop_vars(init, cond, step);
                let inferred = self.for_trip_count_inferred(init, cond, step, body);
                fx.push_scope();
                if let Some(i) = init {
                    self.lower_stmt(fx, i);
                }
                let on_continue = step.map_or(OnContinue::Nothing, OnContinue::Step);
                let endless = self.always_true(cond);
                let op = self.lower_loop(fx, on_continue, endless, span, |c, fx| {
                    if let Some(cond) = cond {
                        c.break_unless(fx, cond, span);
                    }
                    // The body's own scope ends (running its defers) before the step.
                    fx.push_scope();
                    c.lower_stmt(fx, body);
                    c.end_scope(fx);
                    if !fx.terminated {
                        if let Some(step) = step {
                            c.lower_discarded(fx, step);
                        }
                    }
                });
                if !inferred && self.has_back_edge(op) {
                    self.require_loop_bound(fx, s, span);
                }
                self.end_scope(fx);
            }
            StmtKind::Switch { value, cases } => self.lower_switch(fx, *value, cases, span),
            StmtKind::Throw(e) => {
                let e = *e;
                fx.terminated = true;
                let Ok(v) = self.lower_value(fx, e) else { return };
                fx.terminated = false;
                let espan = self.user.expr(e).span;
                let name = self.enum_expr_name(fx, e);
                self.throw_error(fx, v, name, None, span, espan);
            }
            StmtKind::DoCatch { body, catches } => self.lower_do_catch(fx, *body, catches, span),
            StmtKind::Break if fx.catches.last().is_some_and(|c| c.at + 1 == fx.jumps.len()) => {
                self.error(E_UNSUPPORTED, span, "'break' directly inside a 'do ... catch' body is not supported yet");
            }
            StmtKind::Continue
                if fx
                    .jumps
                    .iter()
                    .rposition(|j| matches!(j, Jump::Loop(..)))
                    .is_some_and(|at| fx.catches.iter().any(|c| c.at >= at)) =>
            {
                self.error(E_UNSUPPORTED, span, "'continue' inside a 'do ... catch' body is not supported yet");
            }
            StmtKind::Break => {
                if fx.jumps.is_empty() {
                    self.error("E30003", span, "'break' must be inside a loop or switch");
                    return;
                }
                if let Some(Jump::Loop(_, broken, _)) = fx.jumps.last_mut() {
                    *broken = true;
                }
                self.run_defers_inside(fx, fx.jumps.len());
                self.emit(fx, "cf.break", &[], &[], &[], span);
                fx.terminated = true;
            }
            StmtKind::Continue => {
                let Some(at) = fx.jumps.iter().rposition(|j| matches!(j, Jump::Loop(..))) else {
                    self.error("E30004", span, "'continue' must be inside a loop");
                    return;
                };
                let Jump::Loop(on_continue, _, loop_op) = fx.jumps[at] else { return };
                self.run_defers_inside(fx, at + 1);
                if let Jump::Loop(_, broken, _) = &mut fx.jumps[at] {
                    // The exit flag of a do-while's continue may leave it.
                    *broken |= at + 1 < fx.frames.len();
                }
                match on_continue {
                    // Inside a switch, a `cf.break` when the condition
                    // fails would leave the switch, not the loop.
                    OnContinue::DoCondition(cond) if at + 1 < fx.jumps.len() => {
                        self.continue_do_in_switch(fx, loop_op, cond, span)
                    }
                    _ => self.emit_continue(fx, on_continue, span),
                }
            }
            StmtKind::BreakLabel(label) => self.lower_break_label(fx, label, span),
            StmtKind::Labeled { label, stmt } => {
                let stmt = *stmt;
                let breakable = matches!(
                    self.user.stmt(stmt).kind,
                    StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::Switch { .. }
                );
                if fx.frames.iter().any(|f| f.label.as_deref() == Some(label.name.as_str())) {
                    let msg = format!("label '{}' is already used by an enclosing statement", label.name);
                    self.error(super::E_REDEFINITION, label.span, msg);
                }
                fx.next_label = breakable.then(|| label.name.clone());
                self.lower_stmt(fx, stmt);
                fx.next_label = None;
            }
            StmtKind::Return(value) => self.lower_return(fx, *value, span),
            StmtKind::TargetSwitch { cases } => self.lower_target_switch(fx, cases, span),
            StmtKind::Discard => {
                self.emit(fx, nsl_dialects::hl::DISCARD.name, &[], &[], &[], span);
                let fragment = Self::capability("fragment");
                self.use_fixed(fragment, span, "'discard'");
            }
            StmtKind::IntrinsicAsm(text) => self.lower_intrinsic_asm(fx, text, span),
        }
    }

    /// `do body catch (e: E) h ...`: the body is a `cf.loop` run once that
    /// a thrown error leaves (storing the error in its handler's variable
    /// and the handler's number in `which`); then the chosen handler runs.
    fn lower_do_catch(&mut self, fx: &mut FnCx, body: StmtId, catches: &[crate::ast::Catch], span: Span) {
        let i32_ty = self.ctx.int_type(32, true);
        let which = self.new_var(fx, i32_ty, "", span);
        let zero = self.ctx.int_attr(0);
        let z = self.emit_value(fx, "arith.const", &[], i32_ty, &[("value", zero)], span);
        self.emit(fx, "mem.store", &[which, z], &[], &[], span);
        let mut handlers = Vec::new();
        let mut bad = false;
        for c in catches {
            match &c.binding {
                Some((_, t)) => match self.resolve_type(crate::check::Unit::User, *t) {
                    Ok(ty) => {
                        let var = self.new_var(fx, ty, "", span);
                        let name = self.enum_type_name(crate::check::Unit::User, *t);
                        if let Some(n) = &name {
                            fx.error_names.insert(var, n.clone());
                        }
                        handlers.push((Some((ty, name)), Some(var)));
                    }
                    Err(_) => bad = true,
                },
                None => handlers.push((None, None)),
            }
        }
        if bad {
            return;
        }
        let mut falls = false;
        let handlers2 = handlers.clone();
        self.lower_loop(fx, OnContinue::Nothing, false, span, |c, fx| {
            let at = fx.jumps.len() - 1;
            let op = fx.frames[at].op;
            fx.catches.push(CatchCx { at, op, which, handlers: handlers2 });
            fx.push_scope();
            c.lower_stmt(fx, body);
            c.end_scope(fx);
            fx.catches.pop();
            if !fx.terminated {
                falls = true;
                c.emit(fx, "cf.break", &[], &[], &[], span);
                fx.terminated = true;
            }
        });
        fx.terminated = false;
        let pairs: Vec<Handler> = catches
            .iter()
            .zip(&handlers)
            .map(|(c, h)| {
                let bound = match (&c.binding, h) {
                    (Some((name, _)), (Some((ty, _)), Some(var))) => Some((name.name.clone(), *ty, *var)),
                    _ => None,
                };
                (bound, c.body)
            })
            .collect();
        let w = self.emit_value(fx, "mem.load", &[which], i32_ty, &[], span);
        self.lower_handlers(fx, w, &pairs, 0, falls, span);
    }

    /// Handler `k` of a `do ... catch` and the rest in its `else`; the last
    /// one runs unconditionally when the body never completes normally.
    fn lower_handlers(&mut self, fx: &mut FnCx, which: Value, handlers: &[Handler], k: usize, falls: bool, span: Span) {
        let Some((bound, body)) = handlers.get(k).cloned() else { return };
        let run = |c: &mut Self, fx: &mut FnCx| {
            fx.push_scope();
            if let Some((name, ty, ptr)) = &bound {
                fx.bind(name, Binding::Var { ptr: *ptr, ty: *ty, mutable: true });
            }
            c.lower_stmt(fx, body);
            c.end_scope(fx);
        };
        if k + 1 == handlers.len() && !falls {
            run(self, fx);
            return;
        }
        let i32_ty = self.ctx.int_type(32, true);
        let n = self.ctx.int_attr(k as i128 + 1);
        let want = self.emit_value(fx, "arith.const", &[], i32_ty, &[("value", n)], span);
        let bool_ty = self.ctx.bool_type();
        let eq = self.ctx.str_attr("eq");
        let cond = self.emit_value(fx, "arith.cmp", &[which, want], bool_ty, &[("pred", eq)], span);
        let op = self.emit_regions(fx.block, "cf.if", &[cond], &[], &[], 2, span);
        let (then_block, else_block) = (self.ctx.body(op, 0), self.ctx.body(op, 1));
        let t = self.lower_into(fx, then_block, |c, fx| {
            run(c, fx);
            c.close_region(fx, "cf.yield", span);
        });
        let e = self.lower_into(fx, else_block, |c, fx| {
            c.lower_handlers(fx, which, handlers, k + 1, falls, span);
            c.close_region(fx, "cf.yield", span);
        });
        fx.terminated = t && e && !(k + 1 == handlers.len() && falls);
    }

    /// Throws `v`: to the innermost `catch` of its type (leaving the loops
    /// and switches inside it and running their deferred statements), else
    /// out of the function through its error pointers. `try_span` is the
    /// `try` expression's when the error comes from a call.
    pub(super) fn throw_error(
        &mut self,
        fx: &mut FnCx,
        v: TVal,
        name: Option<String>,
        try_span: Option<Span>,
        span: Span,
        vspan: Span,
    ) {
        let thrown: ErrTy = (v.ty, name);
        let found = fx.catches.iter().rev().find_map(|c| {
            let k = c.handlers.iter().position(|(t, _)| t.as_ref().is_none_or(|t| errors_match(t, &thrown)))?;
            Some((c.clone(), k))
        });
        if let Some((c, k)) = found {
            if let (Some(_), Some(var)) = c.handlers[k] {
                self.emit(fx, "mem.store", &[var, v.value], &[], &[], span);
            }
            let i32_ty = self.ctx.int_type(32, true);
            let n = self.ctx.int_attr(k as i128 + 1);
            let n = self.emit_value(fx, "arith.const", &[], i32_ty, &[("value", n)], span);
            self.emit(fx, "mem.store", &[c.which, n], &[], &[], span);
            self.run_defers_inside(fx, c.at + 1);
            for j in &mut fx.jumps[c.at..] {
                if let Jump::Loop(_, broken, _) = j {
                    *broken = true;
                }
            }
            if c.at + 1 < fx.frames.len() {
                let flag = self.loop_exit_flag(fx, c.op, span);
                let bool_ty = self.ctx.bool_type();
                let t = self.ctx.bool_attr(true);
                let one = self.emit_value(fx, "arith.const", &[], bool_ty, &[("value", t)], span);
                self.emit(fx, "mem.store", &[flag, one], &[], &[], span);
                Self::exit_through_innermost(fx, c.op);
            }
            self.emit(fx, "cf.break", &[], &[], &[], span);
            fx.terminated = true;
            return;
        }
        let at = try_span.unwrap_or(span);
        if fx.in_defer {
            let (code, msg) = match try_span {
                Some(_) => ("E30114", "'try' requires 'catch' inside defer"),
                None => ("E30113", "'throw' requires 'catch' inside defer"),
            };
            self.error(code, at, msg);
            fx.terminated = true;
            return;
        }
        let Some((flag, err, ety)) = fx.throws else {
            let (code, msg) = match try_span {
                Some(_) => ("E30093", "uncaught 'try' in non-throwing function"),
                None => ("E30115", "uncaught 'throw' in non-throwing function"),
            };
            self.error(code, at, msg);
            fx.terminated = true;
            return;
        };
        if !errors_match(&(ety, fx.throws_name.clone()), &thrown) {
            let show = |c: &Self, e: &ErrTy| e.1.clone().unwrap_or_else(|| c.show(e.0));
            let msg = format!(
                "the type `{}` of `throw` is not compatible with function's error type `{}`",
                show(self, &thrown),
                show(self, &(ety, fx.throws_name.clone()))
            );
            self.error(if try_span.is_some() { "E30095" } else { "E30116" }, vspan, msg);
            fx.terminated = true;
            return;
        }
        self.emit(fx, "mem.store", &[err, v.value], &[], &[], span);
        let bool_ty = self.ctx.bool_type();
        let t = self.ctx.bool_attr(true);
        let one = self.emit_value(fx, "arith.const", &[], bool_ty, &[("value", t)], span);
        self.emit(fx, "mem.store", &[flag, one], &[], &[], span);
        self.run_defers(fx, 0);
        match fx.ret {
            Some(ty) => {
                let z = self.zero(fx, ty, span);
                self.emit(fx, "func.return", &[z], &[], &[], span);
            }
            None => {
                self.emit(fx, "func.return", &[], &[], &[], span);
            }
        }
        fx.terminated = true;
    }

    /// The enum named by a type written in the source, if it is one.
    pub(super) fn enum_type_name(&self, unit: crate::check::Unit, t: crate::ast::TypeId) -> Option<String> {
        match &self.ast(unit).ty(t).kind {
            crate::check::AstType::Name(n) if matches!(self.items.get(n), Some(super::Item::Enum(..))) => {
                Some(n.clone())
            }
            _ => None,
        }
    }

    /// The enum an expression's value belongs to, where the source says:
    /// a case `E.C`, a cast to `E`, or a `catch (e: E)` variable.
    fn enum_expr_name(&self, fx: &FnCx, e: ExprId) -> Option<String> {
        use crate::ast::ExprKind;
        match &self.user.expr(e).kind {
            ExprKind::Member { base, .. } => match &self.user.expr(*base).kind {
                ExprKind::Name(n)
                    if fx.lookup(n).is_none() && matches!(self.items.get(n), Some(super::Item::Enum(..))) =>
                {
                    Some(n.clone())
                }
                _ => None,
            },
            ExprKind::Cast { ty, .. } => self.enum_type_name(crate::check::Unit::User, *ty),
            ExprKind::Name(n) => match fx.lookup(n) {
                Some(Binding::Var { ptr, .. }) => fx.error_names.get(ptr).cloned(),
                _ => None,
            },
            _ => None,
        }
    }

    /// `try call`: the call's error flag, if set, throws its error on.
    pub(super) fn lower_try(&mut self, fx: &mut FnCx, inner: ExprId, span: Span) -> CResult<Option<TVal>> {
        let saved = self.try_call.replace(None);
        let r = self.lower_expr_any(fx, inner);
        let got = std::mem::replace(&mut self.try_call, saved);
        let r = r?;
        let Some(Some((flag, err, ety, ename))) = got else {
            let msg = "the callee of a 'try' clause does not throw an error, make sure it is marked as 'throws'";
            return Err(self.error("E30091", span, msg));
        };
        let bool_ty = self.ctx.bool_type();
        let f = self.emit_value(fx, "mem.load", &[flag], bool_ty, &[], span);
        let op = self.emit_regions(fx.block, "cf.if", &[f], &[], &[], 2, span);
        let (then_block, else_block) = (self.ctx.body(op, 0), self.ctx.body(op, 1));
        let terminated = fx.terminated;
        self.lower_into(fx, then_block, |c, fx| {
            let e = c.emit_value(fx, "mem.load", &[err], ety, &[], span);
            c.throw_error(fx, TVal { value: e, ty: ety, literal: false }, ename, Some(span), span, span);
            c.close_region(fx, "cf.yield", span);
        });
        self.emit_regions(else_block, "cf.yield", &[], &[], &[], 0, span);
        fx.terminated = terminated;
        Ok(r)
    }

    /// Closes the innermost scope, running its deferred statements (last
    /// first) when control reaches its end.
    fn end_scope(&mut self, fx: &mut FnCx) {
        if !fx.terminated {
            let n = fx.scopes.len();
            self.run_defers(fx, n.saturating_sub(1));
        }
        fx.pop_scope();
    }

    /// Runs the deferred statements of the scopes opened inside the
    /// `depth` innermost loops and switches (what a jump out of them leaves).
    fn run_defers_inside(&mut self, fx: &mut FnCx, depth: usize) {
        let from = fx.scope_jumps.iter().position(|&j| j >= depth).unwrap_or(fx.scopes.len());
        self.run_defers(fx, from);
    }

    /// Runs the deferred statements of scopes `from..` (innermost first,
    /// each scope's last first), each seeing the names of where it was
    /// written; the scopes keep them for their other exits.
    fn run_defers(&mut self, fx: &mut FnCx, from: usize) {
        let pending: Vec<Deferred> = fx.defers.iter().skip(from).rev().flat_map(|d| d.iter().rev().cloned()).collect();
        for (stmt, names) in pending {
            let depth = names.len();
            let scopes = std::mem::replace(&mut fx.scopes, names);
            let scope_jumps = std::mem::replace(&mut fx.scope_jumps, vec![fx.jumps.len(); depth]);
            let defers = std::mem::replace(&mut fx.defers, vec![Vec::new(); depth]);
            // Errors thrown inside must be caught inside.
            let catches = std::mem::take(&mut fx.catches);
            let in_defer = std::mem::replace(&mut fx.in_defer, true);
            // In a scope of its own: `defer defer x;` runs `x` right after.
            fx.push_scope();
            self.lower_stmt(fx, stmt);
            self.end_scope(fx);
            fx.scopes = scopes;
            fx.scope_jumps = scope_jumps;
            fx.defers = defers;
            fx.catches = catches;
            fx.in_defer = in_defer;
        }
    }

    /// Ends the current region with `terminator` unless it already exited.
    /// `fx.terminated` keeps saying whether the source's own code exited.
    fn close_region(&mut self, fx: &mut FnCx, terminator: &str, span: Span) {
        if self.needs_terminator(fx) {
            self.emit(fx, terminator, &[], &[], &[], span);
        }
    }

    /// Does the current block still need a terminator? It does when the
    /// source did not exit, and also when it exited only inside nested
    /// structured ops (`if (c) return 1; else return 2;`): the block then
    /// ends in that op, and an unreachable terminator keeps the IR valid.
    fn needs_terminator(&self, fx: &FnCx) -> bool {
        !fx.terminated || !self.ctx.last_op(fx.block).is_some_and(|o| self.ctx.has_trait(o, Traits::TERMINATOR))
    }

    /// A boolean scalar condition.
    pub fn lower_condition(&mut self, fx: &mut FnCx, e: ExprId) -> CResult<Value> {
        let mut v = self.lower_value(fx, e)?;
        let b = self.ctx.bool_type();
        // A device pointer is true when it is not null (address 0).
        if matches!(self.ctx.type_kind(v.ty), nsl_ir::TypeKind::Ptr { space, .. } if space.is_device()) {
            let span = self.user.expr(e).span;
            let u64_ = self.ctx.int_type(64, false);
            let value = self.emit_value(fx, "mem.ptr_to_int", &[v.value], u64_, &[], span);
            v = super::expr::TVal { value, ty: u64_, literal: false };
        }
        if v.ty != b && !self.ctx.is_scalar(v.ty) && super::types::enum_tag(self.ctx, v.ty).is_none() {
            let span = self.user.expr(e).span;
            let msg = format!("a condition must be a scalar, not '{}'", self.show(v.ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let span = self.user.expr(e).span;
        self.convert(fx, v, b, span, false)
    }

    /// `$for (i in Range(a, b)) body`: the body lowered once per `i` from
    /// `a` to `b - 1` (constant expressions), each time in a scope of its
    /// own where `i` is an immutable `int` local stored once (so that
    /// `const-texel-offsets` folds offsets computed from it).
    fn lower_compile_time_for(
        &mut self,
        fx: &mut FnCx,
        var: &crate::ast::Ident,
        range: &[ExprId],
        body: StmtId,
        span: Span,
    ) {
        let mut bounds = Vec::new();
        for &e in range {
            match self.fold_const(super::Unit::User, e) {
                Ok((super::consts::CVal::Int(v), _)) => bounds.push(v),
                Ok(_) => {
                    let at = self.user.expr(e).span;
                    self.error(E_TYPE_MISMATCH, at, "a `$for` range bound must be an integer");
                    return;
                }
                Err(super::consts::NotConst::Why(at, msg)) => {
                    self.error(super::E_NOT_CONSTANT, at, msg);
                    return;
                }
                Err(super::consts::NotConst::Reported) => return,
            }
        }
        let (start, end) = match bounds[..] {
            [end] => (0, end),
            [start, end] => (start, end),
            _ => {
                self.error(E_TYPE_MISMATCH, span, "`Range` takes an end, or a start and an end");
                return;
            }
        };
        if end.saturating_sub(start) > 4096 {
            self.error(E_TYPE_MISMATCH, span, "a `$for` loop unrolls at most 4096 times");
            return;
        }
        let ity = self.ctx.int_type(32, true);
        for k in start..end {
            if fx.terminated {
                break;
            }
            fx.push_scope();
            self.enter_local_block();
            let ptr = self.new_var(fx, ity, &var.name, var.span);
            let value = self.int_const(fx, ity, k, var.span);
            self.emit(fx, "mem.store", &[ptr, value], &[], &[], var.span);
            fx.bind(&var.name, Binding::Var { ptr, ty: ity, mutable: false });
            // Not a constant expression (slangc rejects `int a[i + 1]`), but
            // hiding any constant of the same name outside.
            if let Some(scope) = self.local_consts.last_mut() {
                scope.insert(var.name.clone(), None);
            }
            self.lower_stmt(fx, body);
            self.end_scope(fx);
            self.leave_local_block();
        }
    }

    /// `if (!cond) break;` at the top of a loop body.
    fn break_unless(&mut self, fx: &mut FnCx, cond: ExprId, span: Span) {
        let Ok(c) = self.lower_condition(fx, cond) else { return };
        let op = self.emit_regions(fx.block, "cf.if", &[c], &[], &[], 2, span);
        let then_block = self.ctx.body(op, 0);
        let else_block = self.ctx.body(op, 1);
        self.emit_regions(then_block, "cf.yield", &[], &[], &[], 0, span);
        self.emit_regions(else_block, "cf.break", &[], &[], &[], 0, span);
    }

    /// Is a loop condition (none in `for (;;)`) the literal `true` or a
    /// non-zero integer literal?
    fn always_true(&self, cond: Option<ExprId>) -> bool {
        match cond.map(|c| &self.user.expr(c).kind) {
            None | Some(crate::ast::ExprKind::Bool(true)) => true,
            Some(crate::ast::ExprKind::Int { value, .. }) => *value != 0,
            _ => false,
        }
    }

    /// Lowers a loop. An `endless` loop (its condition is always true)
    /// that no `break` leaves never falls through: what follows it is
    /// unreachable, as after a `return`.
    fn lower_loop(
        &mut self,
        fx: &mut FnCx,
        on_continue: OnContinue,
        endless: bool,
        span: Span,
        body: impl FnOnce(&mut Self, &mut FnCx),
    ) -> Op {
        let op = self.emit_regions(fx.block, "cf.loop", &[], &[], &[], 1, span);
        let block = self.ctx.body(op, 0);
        fx.jumps.push(Jump::Loop(on_continue, false, op));
        fx.frames.push(Frame { op, label: fx.next_label.take(), exits: Vec::new() });
        self.lower_into(fx, block, |c, fx| {
            fx.push_scope();
            body(c, fx);
            c.end_scope(fx);
            if c.needs_terminator(fx) {
                c.emit(fx, "cf.continue", &[], &[], &[], span);
                fx.terminated = true;
            }
        });
        if let Some(Jump::Loop(_, broken, _)) = fx.jumps.pop() {
            fx.terminated |= endless && !broken;
        }
        if let Some(frame) = fx.frames.pop() {
            self.leave_after(fx, frame.exits, span);
        }
        op
    }

    /// Whether loop `op` runs its body again anywhere (a `cf.continue` of
    /// its own): slangc asks for a bound only of loops with a back edge.
    fn has_back_edge(&self, op: Op) -> bool {
        fn walk(ctx: &nsl_ir::Context, op: Op) -> bool {
            ctx.regions(op).iter().any(|&r| {
                ctx.iter_block(ctx.region_block(r)).any(|o| match ctx.op_name(o) {
                    "cf.continue" => true,
                    "cf.loop" => false,
                    _ => walk(ctx, o),
                })
            })
        }
        walk(self.ctx, op)
    }

    /// `continue` of a `do ... while (cond)` from inside a switch: if
    /// `cond` holds, `cf.continue`; else set the loop's exit flag and leave
    /// the switch, after which the flag leaves the loop (see
    /// [`Checker::leave_after`]).
    fn continue_do_in_switch(&mut self, fx: &mut FnCx, loop_op: Op, cond: ExprId, span: Span) {
        let flag = self.loop_exit_flag(fx, loop_op, span);
        if let Ok(c) = self.lower_condition(fx, cond) {
            let op = self.emit_regions(fx.block, "cf.if", &[c], &[], &[], 2, span);
            let (then_block, else_block) = (self.ctx.body(op, 0), self.ctx.body(op, 1));
            self.emit_regions(then_block, "cf.yield", &[], &[], &[], 0, span);
            let bool_ty = self.ctx.bool_type();
            let t = self.ctx.bool_attr(true);
            let one = self.emit_regions(else_block, "arith.const", &[], &[bool_ty], &[("value", t)], 0, span);
            let one = self.ctx.result(one, 0);
            self.emit_regions(else_block, "mem.store", &[flag, one], &[], &[], 0, span);
            self.emit_regions(else_block, "cf.break", &[], &[], &[], 0, span);
            Self::exit_through_innermost(fx, loop_op);
        }
        self.emit(fx, "cf.continue", &[], &[], &[], span);
        fx.terminated = true;
    }

    /// `break label;`: a plain break when the labelled loop or switch is
    /// the innermost; else set its exit flag and leave the innermost, after
    /// which each enclosing one is left in turn up to the labelled one.
    fn lower_break_label(&mut self, fx: &mut FnCx, label: &crate::ast::Ident, span: Span) {
        let Some(at) = fx.frames.iter().rposition(|f| f.label.as_deref() == Some(label.name.as_str())) else {
            let msg = format!("no enclosing loop or switch is labelled '{}'", label.name);
            self.error(E_BAD_JUMP, label.span, msg);
            return;
        };
        // Every loop from the labelled one inwards is left.
        for j in &mut fx.jumps[at..] {
            if let Jump::Loop(_, broken, _) = j {
                *broken = true;
            }
        }
        if at + 1 < fx.frames.len() {
            let target = fx.frames[at].op;
            let flag = self.loop_exit_flag(fx, target, span);
            let bool_ty = self.ctx.bool_type();
            let t = self.ctx.bool_attr(true);
            let one = self.emit_value(fx, "arith.const", &[], bool_ty, &[("value", t)], span);
            self.emit(fx, "mem.store", &[flag, one], &[], &[], span);
            Self::exit_through_innermost(fx, target);
        }
        self.emit(fx, "cf.break", &[], &[], &[], span);
        fx.terminated = true;
    }

    /// Code inside the innermost loop or switch leaves `target` (around
    /// it) through `target`'s exit flag: after the innermost, leave again.
    fn exit_through_innermost(fx: &mut FnCx, target: Op) {
        if let Some(frame) = fx.frames.last_mut() {
            if frame.op != target && !frame.exits.contains(&target) {
                frame.exits.push(target);
            }
        }
    }

    /// The exit flag of `loop_op` (a loop or switch), made on first use: a
    /// `bool` local stored false just before it.
    fn loop_exit_flag(&mut self, fx: &mut FnCx, loop_op: Op, span: Span) -> Value {
        if let Some(&flag) = fx.exit_flags.get(&loop_op) {
            return flag;
        }
        let bool_ty = self.ctx.bool_type();
        let pty = self.ctx.ptr_type(bool_ty, nsl_ir::AddressSpace::Function);
        let loc = self.loc(span);
        let f = self.ctx.bool_attr(false);
        let (var_kind, const_kind, store_kind) =
            (self.ctx.kind("mem.var"), self.ctx.kind("arith.const"), self.ctx.kind("mem.store"));
        let value_sym = self.ctx.sym("value");
        let var = self.ctx.create_op(var_kind, &[], &[pty], &[], 0, loc);
        self.ctx.insert_op(var, nsl_ir::InsertPoint::Before(loop_op));
        let zero = self.ctx.create_op(const_kind, &[], &[bool_ty], &[(value_sym, f)], 0, loc);
        self.ctx.insert_op(zero, nsl_ir::InsertPoint::Before(loop_op));
        let (flag, zero) = (self.ctx.result(var, 0), self.ctx.result(zero, 0));
        let store = self.ctx.create_op(store_kind, &[flag, zero], &[], &[], 0, loc);
        self.ctx.insert_op(store, nsl_ir::InsertPoint::Before(loop_op));
        fx.exit_flags.insert(loop_op, flag);
        flag
    }

    /// After a loop or switch that code inside left enclosing ones from:
    /// if one's flag is set, break (out of it, or out of the next loop or
    /// switch, which then does the same).
    fn leave_after(&mut self, fx: &mut FnCx, exits: Vec<Op>, span: Span) {
        if fx.terminated {
            return;
        }
        for loop_op in exits {
            let Some(&flag) = fx.exit_flags.get(&loop_op) else { continue };
            let bool_ty = self.ctx.bool_type();
            let set = self.emit_value(fx, "mem.load", &[flag], bool_ty, &[], span);
            let op = self.emit_regions(fx.block, "cf.if", &[set], &[], &[], 2, span);
            let (then_block, else_block) = (self.ctx.body(op, 0), self.ctx.body(op, 1));
            self.emit_regions(then_block, "cf.break", &[], &[], &[], 0, span);
            self.emit_regions(else_block, "cf.yield", &[], &[], &[], 0, span);
            Self::exit_through_innermost(fx, loop_op);
        }
    }

    fn emit_continue(&mut self, fx: &mut FnCx, on_continue: OnContinue, span: Span) {
        match on_continue {
            OnContinue::Nothing => {}
            OnContinue::Step(step) => {
                let _ = self.lower_expr_any(fx, step);
            }
            OnContinue::DoCondition(cond) => self.break_unless(fx, cond, span),
        }
        self.emit(fx, "cf.continue", &[], &[], &[], span);
        fx.terminated = true;
    }

    fn lower_return(&mut self, fx: &mut FnCx, value: Option<ExprId>, span: Span) {
        // In an `__init`, `return v;` is `this = v; return;`.
        if let (true, Some(e)) = (fx.is_init, value) {
            fx.terminated = true;
            let Ok(this) = self.name_place(fx, "this", span) else { return };
            let Ok(v) = self.lower_value(fx, e) else { return };
            let espan = self.user.expr(e).span;
            let Ok(v) = self.convert(fx, v, this.ty(), espan, false) else { return };
            if self.store_place(fx, &this, v, span).is_ok() {
                self.emit(fx, "func.return", &[], &[], &[], span);
            }
            return;
        }
        if let (true, None, Some(e)) = (fx.infer_ret, fx.ret, value) {
            if !matches!(self.user.expr(e).kind, crate::ast::ExprKind::InitList(_)) {
                let Ok(v) = self.lower_expr_any(fx, e) else {
                    fx.terminated = true;
                    return;
                };
                let values: Vec<Value> = v.iter().map(|v| v.value).collect();
                fx.ret = v.map(|v| v.ty);
                self.run_defers(fx, 0);
                self.emit(fx, "func.return", &values, &[], &[], span);
                fx.terminated = true;
                return;
            }
        }
        if let (true, Some(ty), Some(e)) = (fx.infer_ret, fx.ret, value) {
            let espan = self.user.expr(e).span;
            if let Ok(v) = self.lower_value(fx, e) {
                if v.ty != ty {
                    let msg = format!(
                        "lambda return type mismatch: returned values must have the same type among all 'return' statements inside a lambda expression: returned '{}' here, but '{}' previously",
                        self.show(v.ty),
                        self.show(ty)
                    );
                    self.error("E30111", espan, msg);
                    fx.terminated = true;
                    return;
                }
                if let Ok(v) = self.convert(fx, v, ty, espan, false) {
                    self.run_defers(fx, 0);
                    self.emit(fx, "func.return", &[v], &[], &[], span);
                }
            }
            fx.terminated = true;
            return;
        }
        match (value, fx.ret) {
            (None, None) => {
                self.run_defers(fx, 0);
                self.emit(fx, "func.return", &[], &[], &[], span);
            }
            (Some(e), Some(ty)) => {
                // On an error the statement still exits: no cascading
                // "control can reach the end" warning (the IR is dropped).
                // `return {a, b};` initializes the return type.
                let v = if matches!(self.user.expr(e).kind, crate::ast::ExprKind::InitList(_)) {
                    self.lower_init(fx, e, Some(ty))
                } else {
                    self.lower_value(fx, e)
                };
                let Ok(v) = v else {
                    fx.terminated = true;
                    return;
                };
                let espan = self.user.expr(e).span;
                let Ok(v) = self.convert(fx, v, ty, espan, false) else {
                    fx.terminated = true;
                    return;
                };
                self.run_defers(fx, 0);
                self.emit(fx, "func.return", &[v], &[], &[], span);
            }
            (Some(e), None) => {
                // `return f();` where `f` returns void is allowed.
                match self.lower_expr_any(fx, e) {
                    Ok(None) => {
                        self.run_defers(fx, 0);
                        self.emit(fx, "func.return", &[], &[], &[], span);
                    }
                    Ok(Some(_)) => {
                        let espan = self.user.expr(e).span;
                        self.error(E_TYPE_MISMATCH, espan, "a void function cannot return a value");
                    }
                    Err(_) => {}
                }
            }
            (None, Some(ty)) => {
                let msg = format!("this function must return a value of type '{}'", self.show(ty));
                self.error("E30006", span, msg);
            }
        }
        fx.terminated = true;
    }

    /// Ends a function body: falling off the end returns (void), or is an
    /// error when a value is due.
    pub fn finish_function(&mut self, fx: &mut FnCx, span: Span) {
        self.check_reads_of_none(fx);
        if !self.needs_terminator(fx) {
            return;
        }
        match fx.ret {
            None => {
                self.emit(fx, "func.return", &[], &[], &[], span);
            }
            Some(ty) => {
                // Control may reach the end (as far as this structural
                // check can tell); Slang leaves the value undefined. Return
                // zero and say so, unless every path already exited.
                if !fx.terminated {
                    let msg = format!("control can reach the end of a function returning '{}'", self.show(ty));
                    self.warn(W_MISSING_RETURN, span, msg);
                    // SPIR-V, GLSL and WGSL have no undefined return value:
                    // there slangc makes it an error.
                    let strict = matches!(self.capabilities.target.as_deref(), Some("spirv" | "glsl" | "wgsl"));
                    if strict && !fx.target_switch {
                        let msg = format!(
                            "a function returning '{}' must return a value on every path for this target",
                            self.show(ty)
                        );
                        // An error only if the function is emitted:
                        // `report_missing_returns` decides at the end.
                        match self.enclosing_function(fx.block) {
                            Some(func) => self.missing_returns.push((func, span, msg)),
                            None => {
                                self.error(E_MISSING_RETURN, span, msg);
                            }
                        }
                    }
                }
                let z = self.zero(fx, ty, span);
                self.emit(fx, "func.return", &[z], &[], &[], span);
            }
        }
        fx.terminated = true;
    }

    /// The top-level op (a function) whose body holds `block`.
    fn enclosing_function(&self, block: Block) -> Option<Op> {
        let mut op = self.ctx.block_parent_op(block)?;
        while let Some(parent) = self.ctx.parent_op(op) {
            if parent == self.module {
                return Some(op);
            }
            op = parent;
        }
        None
    }

    /// Reports E41009 for the functions that can fall off their end and
    /// that the module's roots reach (entry points, globals, public
    /// functions, through any symbol reference): slangc only refuses a
    /// missing return in code it emits, so a function nothing calls is
    /// only warned about (E41010).
    pub fn report_missing_returns(&mut self) {
        let pending = std::mem::take(&mut self.missing_returns);
        if pending.is_empty() {
            return;
        }
        let ctx = &*self.ctx;
        let func_kind = ctx.kind(nsl_dialects::func::FUNC.name);
        let top_level = ctx.block_ops(ctx.body(self.module, 0));
        let table = nsl_ir::SymbolTable::build(ctx, self.module);
        let is_private_func = |op: Op| ctx.is(op, func_kind) && !nsl_dialects::func::is_public(ctx, op);
        let mut live: rustc_hash::FxHashSet<Op> =
            top_level.iter().copied().filter(|&op| !is_private_func(op)).collect();
        let mut worklist: Vec<Op> = live.iter().copied().collect();
        let mut syms = Vec::new();
        while let Some(op) = worklist.pop() {
            let mut refs = |inner: Op| {
                let defines = ctx.has_trait(inner, Traits::SYMBOL);
                for &(name, attr) in ctx.attrs(inner) {
                    if !(defines && ctx.str(name) == "sym") {
                        symbols_in(ctx, attr, &mut syms);
                    }
                }
            };
            refs(op);
            ctx.walk_nested(op, &mut refs);
            for sym in syms.drain(..) {
                if let Some(target) = table.lookup(sym) {
                    if live.insert(target) {
                        worklist.push(target);
                    }
                }
            }
        }
        for (func, span, msg) in pending {
            if live.contains(&func) {
                self.error(E_MISSING_RETURN, span, msg);
            }
        }
    }

    fn lower_local(&mut self, fx: &mut FnCx, d: crate::ast::DeclId) {
        self.note_local_const(d);
        let decl = self.user.decl(d);
        let DeclKind::Var { style, name, ty, init, .. } = &decl.kind else {
            if let DeclKind::Func { name, .. } = &decl.kind {
                // Slang has no nested functions (E30102): a lambda or a
                // function at global or type scope says it.
                let span = match name {
                    crate::ast::FuncName::Ident(n) => n.span,
                    _ => decl.span,
                };
                let msg = "a function cannot be declared inside a function: declare it at global scope or in a type";
                self.error(super::nesting::E_DECL_NOT_ALLOWED, span, msg);
            } else if !self.lower_local_type(d) {
                self.error(E_UNSUPPORTED, decl.span, "local declarations of this kind are not supported yet");
            }
            return;
        };
        let ast_ty = *ty;
        let mutable = *style != VarStyle::Let && !decl.modifiers.has(&ModifierKind::Const);
        // A `static const` local is a constant: it is lowered as a local
        // that cannot be assigned. Any other static local is a private
        // global (one per instance of a generic function) that starts as
        // its constant initializer, so it keeps its value between calls.
        if decl.modifiers.has(&ModifierKind::Static) && mutable {
            self.lower_static_local(fx, d);
            return;
        }
        // A `groupshared` local that is not `static` is refused with the
        // other misplaced modifiers (`modifier_placement`).
        if fx.defined_in_innermost_scope(&name.name) {
            let msg = format!("'{}' is already defined in this scope", name.name);
            self.error(super::E_REDEFINITION, name.span, msg);
        }
        let mark = self.diags.list.len();
        let declared = match ty {
            Some(t) => match self.value_member_type(fx, *t).unwrap_or_else(|| self.resolve_type(super::Unit::User, *t))
            {
                Ok(t) => Some(t),
                Err(_) => {
                    // `v x;` with `v` a variable: a value where a type is
                    // expected (slangc's E30060), not an undefined name.
                    if let crate::ast::TypeKind::Name(n) = &self.user.ty(*t).kind {
                        if let Some(Binding::Var { ty: vty, .. }) = fx.lookup(n) {
                            let msg = format!("expected a type, got a '{}' for '{n}'", self.show(*vty));
                            self.diags.list.truncate(mark);
                            self.error(super::generics::E_EXPECTED_TYPE, self.user.ty(*t).span, msg);
                        }
                    }
                    fx.bind(&name.name, Binding::Poisoned);
                    return;
                }
            },
            None => None,
        };
        // `int a[] = { 1, 2, 3 };`: the initializer list gives the length.
        let declared = match (declared.map(|t| self.ctx.type_kind(t).clone()), init.map(|e| &self.user.expr(e).kind)) {
            (Some(nsl_ir::TypeKind::Array { elem, len: None }), Some(crate::ast::ExprKind::InitList(items))) => {
                let n = u32::try_from(items.len()).unwrap_or(u32::MAX);
                Some(self.ctx.array_type(elem, Some(n)))
            }
            _ => declared,
        };
        // A local of an unsized type (an unsized array, a struct ending in
        // one) that no initializer sizes cannot be allocated (slangc's E30071).
        if init.is_none() && declared.is_some_and(|t| self.holds_unsized(t, 0)) {
            self.error(super::E_VAR_UNSIZED, name.span, "cannot instantiate a variable of unsized type");
            fx.bind(&name.name, Binding::Poisoned);
            return;
        }
        // `let r = bwd_diff(f)(...);`: a variable of no declared type bound
        // to a call without a value runs the call and declares nothing (a
        // use of it is then an undefined identifier).
        // `int b[] = a;`: an array value gives the length too.
        let unsized_elem = declared.and_then(|t| match self.ctx.type_kind(t) {
            nsl_ir::TypeKind::Array { elem, len: None } => Some(*elem),
            _ => None,
        });
        let untyped = match (declared, init) {
            (_, Some(e))
                if (declared.is_none() || unsized_elem.is_some())
                    && !matches!(self.user.expr(*e).kind, crate::ast::ExprKind::InitList(_)) =>
            {
                match self.lower_expr_any(fx, *e) {
                    Ok(None) if declared.is_some() => {
                        self.error("E30019", self.user.expr(*e).span, "this expression has no value (it is void)");
                        fx.bind(&name.name, Binding::Poisoned);
                        return;
                    }
                    Ok(None) => return,
                    Ok(Some(v)) => Some(Ok(v)),
                    Err(r) => Some(Err(r)),
                }
            }
            _ => None,
        };
        let declared = match (unsized_elem, &untyped) {
            (Some(elem), Some(Ok(v))) => match self.ctx.type_kind(v.ty) {
                nsl_ir::TypeKind::Array { elem: e2, len: Some(_) } if *e2 == elem => Some(v.ty),
                _ => declared,
            },
            _ => declared,
        };
        let value = match init {
            Some(e) => match untyped.unwrap_or_else(|| self.lower_init(fx, *e, declared)) {
                Ok(v) => Some(v),
                Err(_) => {
                    match declared {
                        Some(t) => {
                            let ptr = self.new_var(fx, t, &name.name, decl.span);
                            fx.bind(&name.name, Binding::Var { ptr, ty: t, mutable });
                        }
                        None => fx.bind(&name.name, Binding::Poisoned),
                    }
                    return;
                }
            },
            None => None,
        };
        let Some(ty) = declared.or(value.as_ref().map(|v| v.ty)) else {
            let msg = format!(
                "'{}': a variable declaration without an initial-value expression must be given an explicit type",
                name.name
            );
            self.error("E30620", decl.span, msg);
            fx.bind(&name.name, Binding::Poisoned);
            return;
        };
        let ptr = self.new_var(fx, ty, &name.name, decl.span);
        self.mark_dynamic_uniform(ptr, &decl.modifiers);
        self.note_abstract_var(fx, ptr, ast_ty);
        if let Some(t) = ast_ty {
            if let crate::ast::TypeKind::Name(n) = &self.user.ty(t).kind {
                if super::types::scalar_by_name(self.ctx, n).is_some() && self.ctx.is_scalar(ty) {
                    fx.scalar_vars.insert(ptr);
                }
            }
        }
        // A struct declared without an initializer runs its default
        // `__init`, or takes its fields' defaults.
        let value = match value {
            Some(v) => Some(v),
            None => self.default_value(fx, ty, decl.span).ok().flatten(),
        };
        if let Some(v) = value {
            let span = init.map_or(decl.span, |e| self.user.expr(e).span);
            if let Ok(v) = self.convert(fx, v, ty, span, false) {
                self.emit(fx, "mem.store", &[ptr, v], &[], &[], span);
            }
        }
        fx.bind(&name.name, Binding::Var { ptr, ty, mutable });
    }

    fn lower_static_local(&mut self, fx: &mut FnCx, d: crate::ast::DeclId) {
        let decl = self.user.decl(d);
        let DeclKind::Var { name, ty, init, .. } = &decl.kind else { return };
        let Some(t) = ty else {
            self.error(E_UNSUPPORTED, name.span, "a static local needs a declared type");
            fx.bind(&name.name, Binding::Poisoned);
            return;
        };
        let Ok(ty) = self.resolve_type(super::Unit::User, *t) else {
            fx.bind(&name.name, Binding::Poisoned);
            return;
        };
        // `static int a[] = { 1, 2 };` takes its length from the list.
        let ty = match (self.ctx.type_kind(ty).clone(), init.map(|e| &self.user.expr(e).kind)) {
            (nsl_ir::TypeKind::Array { elem, len: None }, Some(crate::ast::ExprKind::InitList(items))) => {
                self.ctx.array_type(elem, Some(u32::try_from(items.len()).unwrap_or(u32::MAX)))
            }
            _ => ty,
        };
        if self.holds_unsized(ty, 0) {
            self.error(super::E_VAR_UNSIZED, name.span, "cannot instantiate a variable of unsized type");
            fx.bind(&name.name, Binding::Poisoned);
            return;
        }
        let groupshared = decl.modifiers.has(&ModifierKind::Groupshared);
        // A non-constant initializer runs when the declaration is first
        // reached (slangc: a global flag guards it).
        let mut dynamic_init = None;
        let value = match init {
            Some(e) if !groupshared => match self.const_of(*e, ty) {
                Some(v) => Some(v),
                None => {
                    dynamic_init = Some(*e);
                    None
                }
            },
            Some(e) => {
                let span = self.user.expr(*e).span;
                self.error(E_UNSUPPORTED, span, "a groupshared variable cannot have an initializer");
                None
            }
            None => None,
        };
        let symbol = self.unique_symbol(&format!("static.{}", name.name));
        let (kind, space) = if groupshared {
            (super::GlobalKind::Groupshared, nsl_ir::AddressSpace::Workgroup)
        } else {
            (super::GlobalKind::Static, nsl_ir::AddressSpace::Private)
        };
        let modifiers = decl.modifiers.clone();
        self.emit_global(&symbol, ty, kind, value, &modifiers, &[], decl.span);
        let pty = self.ctx.ptr_type(ty, space);
        let s = self.ctx.symbol_attr(&symbol);
        let ptr = self.emit_value(fx, "hl.global_addr", &[], pty, &[("global", s)], decl.span);
        if let Some(e) = dynamic_init {
            self.init_static_local_once(fx, &symbol, ptr, ty, e, &modifiers);
        }
        fx.bind(&name.name, Binding::Var { ptr, ty, mutable: true });
    }

    /// `if (!done) { *ptr = init; done = true; }` with `done` a private
    /// global `false` at the start: a static local's non-constant
    /// initializer runs once, where the declaration is first reached.
    fn init_static_local_once(
        &mut self,
        fx: &mut FnCx,
        symbol: &str,
        ptr: nsl_ir::Value,
        ty: nsl_ir::Type,
        e: ExprId,
        modifiers: &crate::ast::Modifiers,
    ) {
        let span = self.user.expr(e).span;
        let bool_ty = self.ctx.bool_type();
        let flag = self.unique_symbol(&format!("{symbol}.initialized"));
        let f = self.ctx.bool_attr(false);
        self.emit_global(&flag, bool_ty, super::GlobalKind::Static, Some(f), modifiers, &[], span);
        let fpty = self.ctx.ptr_type(bool_ty, nsl_ir::AddressSpace::Private);
        let fs = self.ctx.symbol_attr(&flag);
        let fptr = self.emit_value(fx, "hl.global_addr", &[], fpty, &[("global", fs)], span);
        let done = self.emit_value(fx, "mem.load", &[fptr], bool_ty, &[], span);
        let op = self.emit_regions(fx.block, "cf.if", &[done], &[], &[], 2, span);
        let (then_block, else_block) = (self.ctx.body(op, 0), self.ctx.body(op, 1));
        self.lower_into(fx, then_block, |c, fx| c.close_region(fx, "cf.yield", span));
        self.lower_into(fx, else_block, |c, fx| {
            if let Ok(v) = c.lower_init(fx, e, Some(ty)) {
                if let Ok(v) = c.convert(fx, v, ty, span, false) {
                    c.emit(fx, "mem.store", &[ptr, v], &[], &[], span);
                }
            }
            let t = c.ctx.bool_attr(true);
            let yes = c.emit_value(fx, "arith.const", &[], bool_ty, &[("value", t)], span);
            c.emit(fx, "mem.store", &[fptr, yes], &[], &[], span);
            c.close_region(fx, "cf.yield", span);
        });
    }

    /// The value of condition `e` when it is a compile-time constant (a
    /// generic value parameter's comparison...), without reporting
    /// anything.
    pub(super) fn quiet_const_bool(&mut self, e: ExprId) -> Option<bool> {
        self.quiet_const_bool_or_int(e).map(|v| v != 0)
    }

    /// The integer (a bool as 0 or 1) of constant expression `e`, without
    /// reporting anything.
    pub(super) fn quiet_const_bool_or_int(&mut self, e: ExprId) -> Option<i128> {
        let (mark, dropped) = (self.diags.list.len(), self.diags.dropped);
        let r = match self.fold_const(super::Unit::User, e) {
            Ok((super::consts::CVal::Bool(b), _)) => Some(i128::from(b)),
            Ok((super::consts::CVal::Int(v), _)) => Some(v),
            _ => None,
        };
        self.diags.list.truncate(mark);
        self.diags.dropped = dropped;
        r
    }

    fn lower_switch(&mut self, fx: &mut FnCx, value: ExprId, cases: &[SwitchCase], span: Span) {
        let Ok(v) = self.lower_value(fx, value) else { return };
        let vspan = self.user.expr(value).span;
        // An enum selector switches on its tag.
        let mut v = self.decay_enum(fx, v, vspan);
        // A `bool` selector switches on 0 and 1 (`case false:`, `case true:`).
        if matches!(self.ctx.type_kind(v.ty), nsl_ir::TypeKind::Bool) {
            let i32_ty = self.ctx.int_type(32, true);
            let Ok(c) = self.convert(fx, v, i32_ty, vspan, true) else { return };
            v = TVal { value: c, ty: i32_ty, literal: false };
        }
        if !matches!(self.ctx.type_kind(v.ty), nsl_ir::TypeKind::Int { .. }) {
            let msg = format!("a switch selects on an integer, not '{}'", self.show(v.ty));
            self.error(E_TYPE_MISMATCH, vspan, msg);
            return;
        }
        let sel = v.value;
        // One region per case with values, then the default region.
        let mut lists: Vec<Attr> = Vec::new();
        let mut arm_of_case: Vec<Option<usize>> = Vec::new();
        let mut default_case = None;
        // Case values convert to the selector's type (`case 255:` of an
        // int8_t selector is -1); two equal ones are an error, as in Slang.
        let (width, signed) = match *self.ctx.type_kind(v.ty) {
            nsl_ir::TypeKind::Int { width, signed } => (width, signed),
            _ => (32, true),
        };
        let mut seen = rustc_hash::FxHashSet::default();
        // A constant selector: the arms it does not select are dead (see
        // `dead_arms`).
        let known = self.quiet_const_bool_or_int(value).map(|n| super::expr::wrap_int(n, width, signed));
        for (i, case) in cases.iter().enumerate() {
            // Statements before the first label: checked, never run; a
            // `break` there is inside the switch.
            if case.labels.is_empty() {
                fx.push_scope();
                fx.jumps.push(Jump::Switch);
                for &s in &case.body {
                    self.check_unreachable(fx, s);
                }
                fx.jumps.pop();
                fx.pop_scope();
                arm_of_case.push(None);
                continue;
            }
            let mut values = Vec::new();
            for l in &case.labels {
                match l {
                    CaseLabel::Value(e) => {
                        if let Ok(n) = self.const_int(super::Unit::User, *e) {
                            let n = super::expr::wrap_int(n, width, signed);
                            if !seen.insert(n) {
                                let span = self.user.expr(*e).span;
                                self.error("E30605", span, format!("duplicate case value {n} in switch"));
                            }
                            values.push(self.ctx.int_attr(n));
                        }
                    }
                    CaseLabel::Default(d) => {
                        if default_case.is_some() {
                            self.error("E30602", *d, "a switch may have only one 'default' case");
                            fx.terminated = true;
                            return;
                        }
                        default_case = Some(i)
                    }
                    CaseLabel::Target(t) => {
                        self.error(E_UNSUPPORTED, t.span, "target names are only valid in __target_switch");
                    }
                }
            }
            if default_case == Some(i) {
                arm_of_case.push(None);
            } else {
                arm_of_case.push(Some(lists.len()));
                lists.push(self.ctx.array_attr(values));
            }
        }
        let cases_attr = self.ctx.array_attr(lists.clone());
        let op = self.emit_regions(fx.block, "cf.switch", &[sel], &[], &[("cases", cases_attr)], lists.len() + 1, span);
        fx.jumps.push(Jump::Switch);
        fx.frames.push(Frame { op, label: fx.next_label.take(), exits: Vec::new() });
        let first_diag = self.diags.list.len();
        let mut all_exit = true;
        let default_arm = lists.len();
        for (i, arm) in arm_of_case.iter().enumerate() {
            if cases[i].labels.is_empty() {
                continue;
            }
            let block = self.ctx.body(op, arm.unwrap_or(default_arm));
            let dead = known.is_some_and(|k| {
                let k = self.ctx.int_attr(k);
                match arm {
                    Some(a) => !matches!(self.ctx.attr_kind(lists[*a]), nsl_ir::AttrKind::Array(vs) if vs.contains(&k)),
                    None => lists
                        .iter()
                        .any(|l| matches!(self.ctx.attr_kind(*l), nsl_ir::AttrKind::Array(vs) if vs.contains(&k))),
                }
            });
            let t = self.lower_into(fx, block, |c, fx| {
                c.dead_arms += u32::from(dead);
                fx.push_scope();
                // The switch body is one scope: what the cases before this
                // one declare is visible here, not initialized.
                for case in &cases[..i] {
                    for &s in &case.body {
                        if let StmtKind::Decl(decls) = &c.user.stmt(s).kind {
                            for &d in decls {
                                c.predeclare_local(fx, d);
                            }
                        }
                    }
                }
                // This case's statements, then those it falls through to.
                for case in &cases[i..] {
                    for &s in &case.body {
                        c.lower_stmt(fx, s);
                    }
                    if fx.terminated {
                        break;
                    }
                }
                fx.pop_scope();
                c.dead_arms -= u32::from(dead);
                c.close_region(fx, "cf.break", span);
            });
            all_exit &= t && self.region_exits_function(block);
        }
        if default_case.is_none() {
            let block = self.ctx.body(op, default_arm);
            self.emit_regions(block, "cf.break", &[], &[], &[], 0, span);
            all_exit = false;
        }
        fx.jumps.pop();
        let exits = fx.frames.pop().map_or_else(Vec::new, |f| f.exits);
        fx.terminated = all_exit;
        self.leave_after(fx, exits, span);
        // A case's statements are lowered again in every arm that falls
        // into it: report what they say once.
        let mut seen = rustc_hash::FxHashSet::default();
        let mut index = 0;
        self.diags.list.retain(|d| {
            index += 1;
            index <= first_diag || seen.insert((d.code, d.span, d.message.clone()))
        });
    }

    /// Declares the local `d` of an earlier case in the arm of a later one
    /// (C's scope: `case 0: int y = 1; case 1: y = 2;` is valid), without
    /// running its initializer: the variable is zero, as jumping over an
    /// initialization leaves it undefined in C. The declaration is lowered
    /// into a region that is thrown away to learn its type; its diagnostics
    /// come from the arm that starts at its case.
    fn predeclare_local(&mut self, fx: &mut FnCx, d: crate::ast::DeclId) {
        let decl = self.user.decl(d);
        let (DeclKind::Var { name, .. }, span) = (&decl.kind, decl.span) else { return };
        let name = name.name.clone();
        let (diags, dropped) = (self.diags.list.len(), self.diags.dropped);
        let bool_ty = self.ctx.bool_type();
        let f = self.ctx.bool_attr(false);
        let never = self.emit_value(fx, "arith.const", &[], bool_ty, &[("value", f)], span);
        let scratch = self.emit_regions(fx.block, "cf.if", &[never], &[], &[], 2, span);
        let block = self.ctx.body(scratch, 0);
        self.lower_into(fx, block, |c, fx| c.lower_local(fx, d));
        self.ctx.erase_op(scratch);
        if let Some(def) = self.ctx.defining_op(never) {
            self.ctx.erase_op(def);
        }
        self.diags.list.truncate(diags);
        self.diags.dropped = dropped;
        let binding = match fx.lookup(&name) {
            Some(Binding::Var { ty, mutable, .. }) => {
                let (ty, mutable) = (*ty, *mutable);
                Binding::Var { ptr: self.new_var(fx, ty, &name, span), ty, mutable }
            }
            _ => Binding::Poisoned,
        };
        fx.bind(&name, binding);
    }

    /// `__target_switch`: an `hl.target_switch` with one arm per case
    /// (its target names) and a default arm last; a later pass picks the
    /// arm for the compilation target.
    fn lower_target_switch(&mut self, fx: &mut FnCx, cases: &[SwitchCase], span: Span) {
        fx.target_switch = true;
        let mut arms = Vec::new();
        let mut default = None;
        for case in cases {
            let mut names = Vec::new();
            for l in &case.labels {
                match l {
                    CaseLabel::Target(t) => names.push((t.name.clone(), t.span)),
                    CaseLabel::Default(_) => default = Some(ArmBody::Stmts(&case.body)),
                    CaseLabel::Value(e) => {
                        let espan = self.user.expr(*e).span;
                        self.error(E_TYPE_MISMATCH, espan, "__target_switch cases name targets, not values");
                    }
                }
            }
            if !names.is_empty() {
                arms.push((names, ArmBody::Stmts(&case.body)));
            }
        }
        self.emit_target_switch(fx, &arms, default, span, "'__target_switch'".to_string());
    }

    /// An `hl.target_switch` with `arms` (their target names and code),
    /// then `default` (none or unavailable: no target reaches the default
    /// arm, so it adds no capability); `what` names it in capability errors.
    pub fn emit_target_switch(
        &mut self,
        fx: &mut FnCx,
        arms: &[(Vec<(String, Span)>, ArmBody)],
        default: Option<ArmBody>,
        span: Span,
        what: String,
    ) {
        let mut lists = Vec::new();
        let mut labels = Vec::new();
        for (names, _) in arms {
            let mut label = nsl_capabilities::Requirement::impossible();
            let mut attrs = Vec::new();
            for (name, name_span) in names {
                attrs.push(self.ctx.str_attr(name));
                if let Ok(requirement) = self.case_label_requirement(name, *name_span) {
                    label = label.meet(&requirement);
                }
            }
            lists.push(self.ctx.array_attr(attrs));
            labels.push(label);
        }
        // The default case's label: whatever no other case covers.
        labels.push(nsl_capabilities::Requirement::none());
        let mut capability_cases = Vec::new();
        let targets = self.ctx.array_attr(lists);
        let op =
            self.emit_regions(fx.block, "hl.target_switch", &[], &[], &[("targets", targets)], arms.len() + 1, span);
        let mut all_exit = true;
        let bodies = arms.iter().map(|(_, body)| Some(body)).chain(std::iter::once(default.as_ref()));
        for (k, body) in bodies.enumerate() {
            let block = self.ctx.body(op, k);
            self.begin_capability_case();
            let exits = self.lower_into(fx, block, |c, fx| {
                fx.push_scope();
                match body {
                    Some(ArmBody::Stmts(stmts)) => {
                        // A `break` ending a `__target_switch` case ends the case, as in a switch.
                        let n = match stmts.last() {
                            Some(&last) if matches!(c.user.stmt(last).kind, StmtKind::Break) => stmts.len() - 1,
                            _ => stmts.len(),
                        };
                        for &s in stmts[..n].iter() {
                            c.lower_stmt(fx, s);
                        }
                    }
                    Some(ArmBody::Stmt(s)) => c.lower_stmt(fx, *s),
                    Some(ArmBody::Asm(text, text_span)) => c.lower_intrinsic_asm(fx, text, *text_span),
                    Some(ArmBody::Unavailable) => c.lower_intrinsic_asm(fx, "<Not supported>", span),
                    None => {}
                }
                fx.pop_scope();
                let exits = fx.terminated;
                c.close_region(fx, "cf.yield", span);
                fx.terminated = exits;
            });
            self.end_capability_case(labels[k].clone(), &mut capability_cases);
            if k == arms.len() && matches!(default, None | Some(ArmBody::Unavailable)) {
                // Without a `default:`, no target reaches the empty default arm.
                capability_cases.pop();
            }
            all_exit &= exits;
        }
        self.use_target_switch(capability_cases, span, what);
        fx.terminated = all_exit;
    }

    /// `__intrinsic_asm "template";`: the function's body for the target
    /// of the enclosing `__target_switch` case is `template` over its
    /// arguments (an `hl.intrinsic_asm` the target's printer expands).
    pub fn lower_intrinsic_asm(&mut self, fx: &mut FnCx, text: &str, span: Span) {
        let Some(intrinsic) = fx.intrinsic.clone() else {
            self.error(E_BAD_TEMPLATE, span, "__intrinsic_asm outside a function body");
            return;
        };
        let checked = nsl_dialects::template::parse(text)
            .map_err(|e| (e.message, self.template_span(span, text, e.offset)))
            .and_then(|t| t.check(intrinsic.args.len(), intrinsic.generics, fx.ret.is_some()).map_err(|m| (m, span)));
        if let Err((message, at)) = checked {
            self.error(E_BAD_TEMPLATE, at, format!("malformed intrinsic template: {message}"));
            // The function still returns (no second diagnostic about it).
            return self.lower_intrinsic_asm(fx, "<Not supported>", span);
        }
        let mut attrs = vec![("template", self.ctx.str_attr(text))];
        attrs.extend(intrinsic.attrs.iter().copied());
        let results: Vec<Type> = fx.ret.into_iter().collect();
        let op = self.emit(fx, nsl_dialects::hl::INTRINSIC_ASM.name, &intrinsic.args, &results, &attrs, span);
        let returned = self.ctx.results(op).to_vec();
        self.emit(fx, "func.return", &returned, &[], &[], span);
        fx.terminated = true;
    }

    /// The span of byte `offset` of a template written as the single
    /// string literal at `span` (else the whole span).
    fn template_span(&self, span: Span, text: &str, offset: usize) -> Span {
        let written = self.sources.text(span);
        match written.find('"') {
            Some(quote) if written[quote + 1..].strip_prefix(text).is_some_and(|rest| rest.starts_with('"')) => {
                let lo = span.lo + (quote + 1 + offset) as u32;
                Span::new(span.file, lo, lo + 1)
            }
            _ => span,
        }
    }

    /// Does this region end in a `func.return` (rather than leaving the switch)?
    fn region_exits_function(&self, block: Block) -> bool {
        self.ctx.last_op(block).is_some_and(|op| self.ctx.op_name(op) == "func.return")
    }

    /// The all-zero value of a type.
    pub fn zero(&mut self, fx: &FnCx, ty: Type, span: Span) -> Value {
        // A cooperative matrix or vector: its element's zero everywhere.
        if let Some(elem) = nsl_dialects::coop::elem_type(self.ctx, ty) {
            let z = self.zero(fx, elem, span);
            return self.emit_value(fx, nsl_dialects::coop::FILL.name, &[z], ty, &[], span);
        }
        // Large aggregates are zeroed by a (zero-initialized) variable, not
        // a constant with one attribute per element.
        if scalar_count(self.ctx, ty) > 4096 || self.ctx.type_has_params(ty) {
            let var = self.new_var(fx, ty, "", span);
            return self.emit_value(fx, "mem.load", &[var], ty, &[], span);
        }
        // An enum's zero is its tag's (and so is its constant's form).
        let plain = super::enum_types::erased(self.ctx, ty);
        let v = nsl_ir::interp::zero_value(self.ctx, plain);
        match nsl_ir::interp::attr_from_value(self.ctx, &v, plain) {
            Some(a) => self.emit_value(fx, "arith.const", &[], ty, &[("value", a)], span),
            None => {
                // Types without a constant form (resources) are never zeroed
                // by well-typed code; keep the IR valid anyway.
                let var = self.new_var(fx, ty, "", span);
                self.emit_value(fx, "mem.load", &[var], ty, &[], span)
            }
        }
    }
}

/// How many scalars a value of type `ty` holds (saturating).
pub fn scalar_count(ctx: &nsl_ir::Context, ty: Type) -> u64 {
    use nsl_ir::TypeKind;
    match ctx.type_kind(ty) {
        TypeKind::Vector { len, .. } => *len as u64,
        TypeKind::Matrix { rows, cols, .. } => (*rows as u64) * (*cols as u64),
        TypeKind::Array { elem, len } => scalar_count(ctx, *elem).saturating_mul(len.unwrap_or(0) as u64),
        TypeKind::Struct { fields, .. } => {
            fields.iter().fold(0u64, |a, &(_, t)| a.saturating_add(scalar_count(ctx, t)))
        }
        _ => 1,
    }
}

/// The symbols an attribute names (itself or inside arrays).
fn symbols_in(ctx: &Context, attr: Attr, out: &mut Vec<nsl_ir::Sym>) {
    match ctx.attr_kind(attr) {
        nsl_ir::attr::AttrKind::Symbol(s) => out.push(*s),
        nsl_ir::attr::AttrKind::Array(items) => items.iter().for_each(|&a| symbols_in(ctx, a, out)),
        _ => {}
    }
}
