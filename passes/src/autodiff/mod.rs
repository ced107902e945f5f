//! Automatic differentiation: the `fwd-diff` pass (forward mode, a JVP
//! transcription of each differentiable function `fwd_diff` reaches) and
//! the `bwd-diff` pass (reverse mode: the same derivative rules, each
//! linear map transposed over the function's SSA form), and the derivative
//! rules they share ([`rules`]).
//!
//! One rule table serves both modes: an element-wise op gives its partial
//! derivatives (`partials`: `dy = Σ ∂ᵢ·dxᵢ` forward, `x̄ᵢ += ȳ·∂ᵢ`
//! backward), a structural op that is linear in its float operands
//! (vector, matrix and aggregate construction and access, selects, float
//! conversions) is applied to the tangents forward and transposed
//! backward, and a few bilinear ops (`dot`, `cross`, matrix products)
//! have both directions written beside each other. An op with float
//! results that no rule covers and that gets a non-zero tangent is an
//! error, never a silent zero. Slang's conventions at kinks: `max`/`min`
//! split a tie 0.5/0.5, `clamp` passes `x`'s derivative on the closed
//! interval, `sqrt'` is `0.5/sqrt(max(1e-7, x))`, `rcp'` is
//! `-1/max(1e-7, x²)`, `pow`'s derivatives are 0 where `x < 1e-6`,
//! `abs'` is `sign(x)`, `frac'` and `fmod`'s `d/dx` are 1.
//!
//! Differentials: a value's tangent has the value's own type (float
//! scalars, vectors and matrices and aggregates of them; integer and bool
//! parts carry zeros). A tangent is `None` where it is known to be zero
//! (symbolic zeros: no `x * 0` is emitted).

pub mod bwd;
pub mod dispatch;
pub mod dyn_index;
pub mod fwd;
pub mod rules;

use nsl_dialects::{arith, diff, func};
use nsl_ir::builder::Builder;
use nsl_ir::interp::{attr_from_value, zero_value};
use nsl_ir::{Attr, Context, Diagnostic, InsertPoint, Op, Sym, Type, TypeKind, Value};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// What the module's `diff.func` ops say about one function.
#[derive(Clone, Default, Debug)]
pub struct DiffFunc {
    pub fwd: Option<Sym>,
    pub bwd: Option<Sym>,
    /// IR parameter indices excluded from differentiation.
    pub no_diff: Vec<usize>,
    pub no_diff_result: bool,
    /// `[TreatAsDifferentiable]`: zero derivatives.
    pub zero: bool,
    /// IR parameter indices of `out` parameters.
    pub out: Vec<usize>,
    /// `[PrimalSubstitute]`: the function differentiated (and run by the
    /// derivatives' primal parts) in its place.
    pub subst: Option<Sym>,
    /// Only a backward derivative is declared: forward mode gives zero
    /// derivatives (as slangc's trivial forward derivative).
    pub bwd_only: bool,
    /// IR parameter indices of `IDifferentiablePtrType` parameters: their
    /// `bwd_diff` derivatives take (value, differential location) pairs.
    pub ptr: Vec<usize>,
}

/// The differentiable functions of a module, by symbol.
pub fn diff_table(ctx: &Context, module: Op) -> FxHashMap<Sym, DiffFunc> {
    let kind = ctx.kind(diff::FUNC.name);
    let tkind = ctx.kind(diff::TYPE.name);
    let mut table = FxHashMap::default();
    DIFF_TYPES.with(|m| m.borrow_mut().clear());
    PRESENCE_FLAGS.with(|m| m.borrow_mut().clear());
    record_conformances(ctx, module);
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if ctx.is(op, tkind) {
            if let (Some(ty), Some(a)) = (ctx.attr_type(op, "type"), ctx.attr(op, "fields")) {
                let mask = match ctx.attr_kind(a) {
                    nsl_ir::attr::AttrKind::Array(items) => items
                        .iter()
                        .map(|&i| matches!(ctx.attr_kind(i), nsl_ir::attr::AttrKind::Int(v) if *v != 0))
                        .collect(),
                    _ => Vec::new(),
                };
                register_diff_type(ty, mask);
                if let Some(flag) = ctx.attr_int(op, "present").and_then(|i| usize::try_from(i).ok()) {
                    PRESENCE_FLAGS.with(|m| m.borrow_mut().insert(ty, flag));
                }
            }
            continue;
        }
        if !ctx.is(op, kind) {
            continue;
        }
        let Some(f) = ctx.attr_symbol(op, "fn") else { continue };
        let mut d = DiffFunc {
            fwd: ctx.attr_symbol(op, "fwd"),
            bwd: ctx.attr_symbol(op, "bwd"),
            zero: ctx.attr(op, "zero").is_some(),
            bwd_only: ctx.attr(op, "bwd_only").is_some(),
            subst: ctx.attr_symbol(op, "subst"),
            ..Default::default()
        };
        if let Some(a) = ctx.attr(op, "out") {
            if let nsl_ir::attr::AttrKind::Array(items) = ctx.attr_kind(a) {
                for &i in items {
                    if let nsl_ir::attr::AttrKind::Int(v) = ctx.attr_kind(i) {
                        d.out.extend(usize::try_from(*v).ok());
                    }
                }
            }
        }
        if let Some(a) = ctx.attr(op, "ptr") {
            if let nsl_ir::attr::AttrKind::Array(items) = ctx.attr_kind(a) {
                for &i in items {
                    if let nsl_ir::attr::AttrKind::Int(v) = ctx.attr_kind(i) {
                        d.ptr.extend(usize::try_from(*v).ok());
                    }
                }
            }
        }
        if let Some(a) = ctx.attr(op, "no_diff") {
            if let nsl_ir::attr::AttrKind::Array(items) = ctx.attr_kind(a) {
                for &i in items {
                    if let nsl_ir::attr::AttrKind::Int(v) = ctx.attr_kind(i) {
                        match usize::try_from(*v) {
                            Ok(i) => d.no_diff.push(i),
                            Err(_) => d.no_diff_result = true,
                        }
                    }
                }
            }
        }
        table.insert(f, d);
    }
    table
}

thread_local! {
    /// The differentiable struct types of the module being differentiated
    /// (its `diff.type` ops, read by [`diff_table`] when a pass starts, and
    /// the pair structs the passes mint): per field, whether it carries a
    /// derivative. A struct missing here carries none.
    static DIFF_TYPES: RefCell<FxHashMap<Type, Vec<bool>>> = RefCell::new(FxHashMap::default());
}

thread_local! {
    /// The differentiable structs with a presence flag (`Optional<T>`:
    /// its `hasValue`), by the flag's field index. A differential of such a
    /// struct holds a value only where its flag is set: reading a field
    /// sets it in the cotangent, sums keep the term that holds one
    /// (Slang's `Optional<T>.dadd`), and a tangent's flag is its primal's.
    static PRESENCE_FLAGS: RefCell<FxHashMap<Type, usize>> = RefCell::new(FxHashMap::default());
}

/// The index of struct `ty`'s presence flag (see [`PRESENCE_FLAGS`]).
pub fn presence_flag(ty: Type) -> Option<usize> {
    PRESENCE_FLAGS.with(|m| m.borrow().get(&ty).copied())
}

/// Writes a `diff.type` op for each differentiable struct type registered
/// (the pair structs a pass minted) that `module` does not record yet, so
/// that later passes know them.
pub fn record_diff_types(ctx: &mut Context, module: Op) {
    let kind = ctx.kind(diff::TYPE.name);
    let body = ctx.body(module, 0);
    let known: Vec<Type> =
        ctx.iter_block(body).filter(|&op| ctx.is(op, kind)).filter_map(|op| ctx.attr_type(op, "type")).collect();
    let all: Vec<(Type, Vec<bool>)> = DIFF_TYPES.with(|m| m.borrow().iter().map(|(&t, f)| (t, f.clone())).collect());
    let mut all = all;
    all.sort_by_key(|(t, _)| *t);
    for (ty, fields) in all {
        if known.contains(&ty) {
            continue;
        }
        let items = fields.iter().map(|&b| ctx.int_attr(i128::from(b))).collect();
        let attrs = [(ctx.sym("type"), ctx.type_attr(ty)), (ctx.sym("fields"), ctx.array_attr(items))];
        let op = ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::default());
        ctx.insert_op(op, InsertPoint::End(body));
    }
}

thread_local! {
    /// Per interface: its conforming types and their type ids (the ids
    /// `lower-existentials` gives), read by [`diff_table`].
    static CONFORMANCES: RefCell<FxHashMap<String, Vec<(Type, u32)>>> = RefCell::new(FxHashMap::default());
}

fn record_conformances(ctx: &Context, module: Op) {
    let ids = nsl_dialects::gen::type_ids(ctx, module).unwrap_or_default();
    let mut all: FxHashMap<String, Vec<(Type, u32)>> = FxHashMap::default();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if ctx.op_name(op) != nsl_dialects::gen::WITNESS_TABLE.name {
            continue;
        }
        if let (Some(i), Some(t), Some(&id)) = (ctx.attr_str(op, "interface"), ctx.attr_type(op, "type"), ids.get(&op))
        {
            all.entry(i.to_string()).or_default().push((t, id));
        }
    }
    CONFORMANCES.with(|m| *m.borrow_mut() = all);
}

/// The conforming types of the interface of existential type `ty`, with
/// their type ids.
pub fn conformances(ctx: &Context, ty: Type) -> Vec<(Type, u32)> {
    let Some(iface) = nsl_dialects::gen::existential_interface(ctx, ty) else { return Vec::new() };
    CONFORMANCES.with(|m| m.borrow().get(iface).cloned().unwrap_or_default())
}

/// Whether `ty` is the type of values of an interface that inherits
/// `IDifferentiable` (the frontend records its marker `struct<I {}>` as a
/// `diff.type`). Such a value's tangent is a value of the same type: the
/// concrete value's tangent packed as the same concrete type. Its type id
/// is never read (only its payload, through `gen.existential_unpack`), and
/// a zero tangent has the id no type has, so that sums keep the other
/// term's ([`Em::add`]).
pub fn is_diff_existential(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if ctx.str(*name) == nsl_dialects::gen::EXISTENTIAL_TYPE => {
            params.first().is_some_and(|m| DIFF_TYPES.with(|d| d.borrow().contains_key(m)))
        }
        _ => false,
    }
}

/// Whether values of `ty` hold values of interfaces inheriting
/// `IDifferentiable` (itself, or in members).
pub fn holds_diff_existential(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, f)| holds_diff_existential(ctx, f)),
        TypeKind::Array { elem, len: Some(_) } => holds_diff_existential(ctx, *elem),
        _ => is_diff_existential(ctx, ty),
    }
}

/// Records struct `ty` as differentiable, with its fields' mask.
pub fn register_diff_type(ty: Type, fields: Vec<bool>) {
    DIFF_TYPES.with(|m| m.borrow_mut().insert(ty, fields));
}

/// Whether field `index` of struct `ty` carries a derivative (true for the
/// members of other aggregates: arrays' elements).
pub fn field_diff(ctx: &Context, ty: Type, index: usize) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Struct { fields, .. } => {
            DIFF_TYPES.with(|m| m.borrow().get(&ty).is_some_and(|f| f.get(index).copied().unwrap_or(false)))
                && fields.get(index).is_some_and(|&(_, t)| has_floats(ctx, t))
        }
        _ => true,
    }
}

/// Whether values of `ty` carry derivatives: float scalars, vectors,
/// matrices, arrays of such, and the differentiable structs (a struct not
/// declared `IDifferentiable` carries none, whatever its fields).
pub fn has_floats(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Float { .. } => true,
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, len: Some(_) } => {
            has_floats(ctx, *elem)
        }
        TypeKind::Struct { fields, .. } => (0..fields.len()).any(|i| field_diff(ctx, ty, i)),
        TypeKind::Opaque { .. } => {
            is_diff_existential(ctx, ty)
                || nsl_dialects::coop::vec_info(ctx, ty).is_some_and(|(e, _)| has_floats(ctx, e))
        }
        _ => false,
    }
}

/// The function that derivatives of `f` differentiate: its primal
/// substitute, if it has one (followed through chains).
pub fn substituted(table: &FxHashMap<Sym, DiffFunc>, mut f: Sym) -> Sym {
    for _ in 0..8 {
        match table.get(&f).and_then(|d| d.subst) {
            Some(g) if table.contains_key(&g) => f = g,
            _ => break,
        }
    }
    f
}

/// The differentiable functions whose forward derivatives may give a
/// tangent from inputs that carry none: those with a user forward
/// derivative (which may read one from anywhere: a buffer, a constant),
/// and those calling one of these (to a fixpoint). A call of any other
/// with zero-tangent inputs has zero tangents.
pub fn fwd_sources(ctx: &Context, module: Op, table: &FxHashMap<Sym, DiffFunc>) -> rustc_hash::FxHashSet<Sym> {
    let mut set: rustc_hash::FxHashSet<Sym> =
        table.iter().filter(|(_, d)| d.fwd.is_some() && !d.bwd_only && !d.zero).map(|(&f, _)| f).collect();
    if set.is_empty() {
        return set;
    }
    let calls: Vec<(Sym, Vec<Sym>)> = table
        .iter()
        .filter(|(_, d)| d.fwd.is_none() && !d.zero && !d.bwd_only)
        .filter_map(|(&f, _)| {
            let fop = lookup_func(ctx, module, substituted(table, f))?;
            let callees = ctx
                .nested_ops(fop)
                .into_iter()
                .filter(|&o| ctx.op_name(o) == "func.call" && ctx.attr(o, "no_diff").is_none())
                .filter_map(|o| ctx.attr_symbol(o, "callee"))
                .map(|c| substituted(table, c))
                .collect();
            Some((f, callees))
        })
        .collect();
    loop {
        let before = set.len();
        for (f, callees) in &calls {
            if !set.contains(f) && callees.iter().any(|c| set.contains(c)) {
                set.insert(*f);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

/// Whether `ty` is a pointer to function-local (or private) memory of a
/// type holding floats: such memory gets a shadow for its derivatives.
pub fn is_local_float_ptr(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Ptr { pointee, space: nsl_ir::AddressSpace::Function }
        if has_floats(ctx, *pointee))
}

/// The function op of symbol `s` in `module`.
pub fn lookup_func(ctx: &Context, module: Op, s: Sym) -> Option<Op> {
    let kind = ctx.kind(func::FUNC.name);
    ctx.iter_block(ctx.body(module, 0)).find(|&op| ctx.is(op, kind) && ctx.attr_symbol(op, "sym") == Some(s))
}

/// A function's parameter and result types.
pub fn signature(ctx: &Context, f: Op) -> (Vec<Type>, Vec<Type>) {
    let ty = ctx.attr_type(f, "type").expect("verified function");
    match ctx.type_kind(ty) {
        TypeKind::Function { params, results } => (params.clone(), results.clone()),
        _ => (Vec::new(), Vec::new()),
    }
}

/// A symbol not yet defined in `module`, from `base`.
pub fn fresh_symbol(ctx: &mut Context, module: Op, base: &str) -> Sym {
    let mut name = base.to_string();
    let mut k = 1;
    while ctx.existing_sym(&name).is_some_and(|s| lookup_func(ctx, module, s).is_some()) {
        name = format!("{base}.{k}");
        k += 1;
    }
    ctx.sym(&name)
}

/// Creates `func.func @sym : (params) -> (results)` (private) after `after`,
/// returning it and its entry block's arguments.
pub fn new_function(
    ctx: &mut Context,
    after: Op,
    sym: Sym,
    params: &[Type],
    results: &[Type],
) -> (Op, nsl_ir::Block, Vec<Value>) {
    let fty = ctx.function_type(params.to_vec(), results.to_vec());
    let name = ctx.str(sym).to_string();
    let sym_attr = ctx.symbol_attr(&name);
    let attrs = [
        (ctx.sym("sym"), sym_attr),
        (ctx.sym("type"), ctx.type_attr(fty)),
        (ctx.sym("visibility"), ctx.str_attr("private")),
    ];
    let kind = ctx.kind(func::FUNC.name);
    let loc = ctx.loc(after);
    let op = ctx.create_op(kind, &[], &[], &attrs, 1, loc);
    ctx.insert_op(op, InsertPoint::After(after));
    let block = ctx.body(op, 0);
    let args = params.iter().map(|&t| ctx.add_block_arg(block, t)).collect();
    (op, block, args)
}

/// Whether call `op` gives something that can carry a derivative: a
/// result holding floats, or a pointer operand to local memory holding
/// floats (written through `out` / `inout`).
pub fn call_may_carry(ctx: &Context, op: Op) -> bool {
    ctx.results(op).iter().any(|&r| has_floats(ctx, ctx.value_type(r)))
        || ctx.operands(op).iter().any(|&o| is_local_float_ptr(ctx, ctx.value_type(o)))
}

/// Whether a user derivative's parameter type `pair` is a pair `{p: t, d}`
/// whose `d` is not `t`: a type with a custom differential, whose pairs
/// cannot be built from the passes' tangents (of `t`'s own type) yet.
pub fn custom_differential_pair(ctx: &Context, pair: Type, t: Type) -> bool {
    let (p, d) = fwd::pair_fields(ctx, pair);
    p == t && d != t
}

/// The error for a user derivative taking [`custom_differential_pair`]s.
pub fn custom_differential_error(ctx: &Context, op: Op) -> Diagnostic {
    Diagnostic::error(
        "E90001",
        ctx.loc(op),
        "calling a custom derivative with values of a type with a custom Differential from differentiated code is \
         not supported yet",
    )
}

/// A struct type minted by the passes: `name { p: a, d: b }`
/// (differentiable: higher order differentiates it).
pub fn pair_struct(ctx: &mut Context, name: &str, p: Type, d: Type) -> Type {
    let (n, ps, ds) = (ctx.sym(name), ctx.sym("p"), ctx.sym("d"));
    let ty = ctx.intern_type(TypeKind::Struct { name: n, fields: vec![(ps, p), (ds, d)] });
    register_diff_type(ty, vec![true, true]);
    ty
}

/// A struct type minted by the passes with fields `f0, f1, ...`.
pub fn tuple_struct(ctx: &mut Context, name: &str, fields: &[Type]) -> Type {
    let n = ctx.sym(name);
    let fields = fields.iter().enumerate().map(|(i, &t)| (ctx.sym(&format!("f{i}")), t)).collect();
    ctx.intern_type(TypeKind::Struct { name: n, fields })
}

/// An op emitter at an insertion point, with the few helpers rules need.
pub struct Em<'c> {
    pub b: Builder<'c>,
}

impl<'c> Em<'c> {
    pub fn new(ctx: &'c mut Context, ip: InsertPoint, loc: nsl_ir::Loc) -> Self {
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        Em { b }
    }
    pub fn ctx(&mut self) -> &mut Context {
        self.b.ctx
    }
    /// The context, for reading.
    pub fn c(&self) -> &Context {
        self.b.ctx
    }
    pub fn ty(&self, v: Value) -> Type {
        self.b.ctx.value_type(v)
    }
    pub fn op1(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        self.b.value(name, operands, ty, &[])
    }
    pub fn op1a(&mut self, name: &str, operands: &[Value], ty: Type, attrs: &[(&str, Attr)]) -> Value {
        self.b.value(name, operands, ty, attrs)
    }
    /// The zero of `ty`.
    pub fn zero(&mut self, ty: Type) -> Value {
        let z = zero_value(self.b.ctx, ty);
        if let Some(a) = attr_from_value(self.b.ctx, &z, ty) {
            return self.b.value(arith::CONST.name, &[], ty, &[("value", a)]);
        }
        // An interface value: the id no type has, zero payloads.
        if is_diff_existential(self.b.ctx, ty) {
            let u32_ty = self.b.ctx.int_type(32, false);
            let none = self.b.ctx.int_attr(nsl_dialects::gen::NO_TYPE_ID.into());
            let id = self.b.value(arith::CONST.name, &[], u32_ty, &[("value", none)]);
            let z = self.b.ctx.int_attr(0);
            let word = self.b.value(arith::CONST.name, &[], u32_ty, &[("value", z)]);
            return self.b.value(nsl_dialects::gen::EXISTENTIAL_MAKE.name, &[id, word], ty, &[]);
        }
        // An aggregate holding interface values: member by member (a
        // zeroed variable's would hold type id 0, not the zero tangent).
        let members: Option<Vec<Type>> = match self.b.ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => Some(fields.iter().map(|&(_, f)| f).collect()),
            TypeKind::Array { elem, len: Some(n) } => Some(vec![*elem; *n as usize]),
            _ => None,
        };
        if let Some(members) = members.filter(|m| m.iter().any(|&t| holds_diff_existential(self.b.ctx, t))) {
            let zeros: Vec<Value> = members.into_iter().map(|t| self.zero(t)).collect();
            return self.b.value(nsl_dialects::agg::CONSTRUCT.name, &zeros, ty, &[]);
        }
        // A cooperative vector or matrix: filled with its element's zero.
        if let Some(elem) = nsl_dialects::coop::elem_type(self.b.ctx, ty) {
            let e = self.zero(elem);
            return self.b.value(nsl_dialects::coop::FILL.name, &[e], ty, &[]);
        }
        // Other types without a constant form: a fresh variable starts as zero.
        let pt = self.b.ctx.ptr_type(ty, nsl_ir::AddressSpace::Function);
        let var = self.b.value(nsl_dialects::mem::VAR.name, &[], pt, &[]);
        self.b.value(nsl_dialects::mem::LOAD.name, &[var], ty, &[])
    }
    /// The float constant `v` in every component of `ty` (a float scalar,
    /// vector or matrix).
    pub fn splat(&mut self, ty: Type, v: f64) -> Value {
        fn attr(ctx: &mut Context, ty: Type, v: f64) -> Attr {
            match ctx.type_kind(ty).clone() {
                TypeKind::Vector { len, elem } => {
                    let items = (0..len).map(|_| attr(ctx, elem, v)).collect();
                    ctx.array_attr(items)
                }
                TypeKind::Matrix { elem, rows, cols, .. } => {
                    let row = ctx.vector_type(elem, cols);
                    let items = (0..rows).map(|_| attr(ctx, row, v)).collect();
                    ctx.array_attr(items)
                }
                _ => ctx.float_attr(v),
            }
        }
        if let Some(elem) = nsl_dialects::coop::elem_type(self.b.ctx, ty) {
            let e = self.splat(elem, v);
            return self.b.value(nsl_dialects::coop::FILL.name, &[e], ty, &[]);
        }
        let a = attr(self.b.ctx, ty, v);
        self.b.value(arith::CONST.name, &[], ty, &[("value", a)])
    }
    /// Element-wise `a op b` of cooperative vectors (`coop.arith`).
    fn coop_arith(&mut self, op: &str, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        let o = self.b.ctx.str_attr(op);
        self.op1a(nsl_dialects::coop::ARITH.name, &[a, b], t, &[("op", o)])
    }
    pub fn is_coop(&self, v: Value) -> bool {
        nsl_dialects::coop::is_coop(self.b.ctx, self.ty(v))
    }
    /// `a + b`; aggregates add member by member (`dadd`).
    pub fn add(&mut self, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        let members: Vec<Type> = match self.b.ctx.type_kind(t) {
            TypeKind::Struct { fields, .. } => fields.iter().map(|&(_, f)| f).collect(),
            TypeKind::Array { elem, len: Some(n) } => vec![*elem; *n as usize],
            TypeKind::Bool => return a,
            TypeKind::Opaque { .. } if is_diff_existential(self.b.ctx, t) => return self.add_existential(a, b),
            TypeKind::Opaque { .. } if nsl_dialects::coop::is_coop(self.b.ctx, t) => {
                return self.coop_arith("add", a, b)
            }
            _ => return self.op1(arith::ADD.name, &[a, b], t),
        };
        let mut sums = Vec::new();
        for (i, m) in members.into_iter().enumerate() {
            let ia = self.b.ctx.int_attr(i as i128);
            let x = self.op1a(nsl_dialects::agg::EXTRACT.name, &[a], m, &[("index", ia)]);
            let y = self.op1a(nsl_dialects::agg::EXTRACT.name, &[b], m, &[("index", ia)]);
            sums.push(self.add(x, y));
        }
        let sum = self.op1(nsl_dialects::agg::CONSTRUCT.name, &sums, t);
        let Some(flag) = presence_flag(t) else { return sum };
        // `a` without a value gives `b`; `b` without one gives `a`.
        let (bool_ty, fa) = (self.b.ctx.bool_type(), self.b.ctx.int_attr(flag as i128));
        let has_a = self.op1a(nsl_dialects::agg::EXTRACT.name, &[a], bool_ty, &[("index", fa)]);
        let has_b = self.op1a(nsl_dialects::agg::EXTRACT.name, &[b], bool_ty, &[("index", fa)]);
        let with_a = self.select(has_b, sum, a);
        self.select(has_a, with_a, b)
    }
    /// `d` with struct type `ty`'s presence flag set, if it has one.
    pub fn mark_present(&mut self, d: Value, ty: Type) -> Value {
        let Some(flag) = presence_flag(ty) else { return d };
        let bool_ty = self.b.ctx.bool_type();
        let yes = self.b.ctx.bool_attr(true);
        let yes = self.op1a(arith::CONST.name, &[], bool_ty, &[("value", yes)]);
        let fa = self.b.ctx.int_attr(flag as i128);
        self.op1a(nsl_dialects::agg::INSERT.name, &[d, yes], ty, &[("index", fa)])
    }
    /// The sum of two tangents of interface values: a switch on `a`'s type
    /// id, each arm packing the sum of both payloads as that type; `b`
    /// where `a` holds no type (a zero). Both terms are tangents of one
    /// value, so each is a zero or holds that value's type.
    fn add_existential(&mut self, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        let arms: Vec<(Type, u32)> =
            conformances(self.b.ctx, t).into_iter().filter(|&(ct, _)| has_floats(self.b.ctx, ct)).collect();
        if arms.is_empty() {
            return a;
        }
        let u32_ty = self.b.ctx.int_type(32, false);
        let tag = self.op1(nsl_dialects::gen::EXISTENTIAL_TYPE_ID.name, &[a], u32_ty);
        let lists: Vec<Attr> = arms
            .iter()
            .map(|&(_, id)| {
                let id = self.b.ctx.int_attr(id.into());
                self.b.ctx.array_attr(vec![id])
            })
            .collect();
        let cases = self.b.ctx.array_attr(lists);
        let loc = self.b.loc;
        let switch = self.b.op(nsl_dialects::cf::SWITCH.name, &[tag], &[t], &[("cases", cases)], arms.len() + 1);
        for (i, &(ct, _)) in arms.iter().enumerate() {
            let block = self.b.ctx.body(switch, i);
            let mut em = Em { b: Builder::at_end(self.b.ctx, block) };
            em.b.loc = loc;
            let x = em.op1(nsl_dialects::gen::EXISTENTIAL_UNPACK.name, &[a], ct);
            let y = em.op1(nsl_dialects::gen::EXISTENTIAL_UNPACK.name, &[b], ct);
            let s = em.add(x, y);
            let p = em.op1(nsl_dialects::gen::EXISTENTIAL_PACK.name, &[s], t);
            em.b.op(nsl_dialects::cf::BREAK.name, &[p], &[], &[], 0);
        }
        let block = self.b.ctx.body(switch, arms.len());
        let mut em = Builder::at_end(self.b.ctx, block);
        em.loc = loc;
        em.op(nsl_dialects::cf::BREAK.name, &[b], &[], &[], 0);
        self.b.ctx.result(switch, 0)
    }
    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        if self.is_coop(a) {
            return self.coop_arith("sub", a, b);
        }
        let t = self.ty(a);
        self.op1(arith::SUB.name, &[a, b], t)
    }
    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        if self.is_coop(a) {
            return self.coop_arith("mul", a, b);
        }
        let t = self.ty(a);
        self.op1(arith::MUL.name, &[a, b], t)
    }
    pub fn div(&mut self, a: Value, b: Value) -> Value {
        if self.is_coop(a) {
            return self.coop_arith("div", a, b);
        }
        let t = self.ty(a);
        self.op1(arith::DIV.name, &[a, b], t)
    }
    pub fn neg(&mut self, a: Value) -> Value {
        let t = self.ty(a);
        if self.is_coop(a) {
            return self.op1(nsl_dialects::coop::NEG.name, &[a], t);
        }
        self.op1(arith::NEG.name, &[a], t)
    }
    pub fn un(&mut self, name: &str, a: Value) -> Value {
        let t = self.ty(a);
        self.op1(name, &[a], t)
    }
    pub fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        self.op1(name, &[a, b], t)
    }
    /// `a ⋄ b` component-wise, as a bool (vector).
    pub fn cmp(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        let bt = match self.b.ctx.type_kind(t).clone() {
            TypeKind::Vector { len, .. } => {
                let b = self.b.ctx.bool_type();
                self.b.ctx.vector_type(b, len)
            }
            _ => self.b.ctx.bool_type(),
        };
        let p = self.b.ctx.str_attr(pred);
        self.op1a(arith::CMP.name, &[a, b], bt, &[("pred", p)])
    }
    /// `c ? a : b`; aggregates member by member (WGSL's `select` takes
    /// only scalars and vectors).
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        dyn_index::select_tree(&mut self.b, c, a, b)
    }
    /// `a + b` where either may be a symbolic zero.
    pub fn add_opt(&mut self, a: Option<Value>, b: Option<Value>) -> Option<Value> {
        match (a, b) {
            (Some(a), Some(b)) => Some(self.add(a, b)),
            (a, None) => a,
            (None, b) => b,
        }
    }
    /// `v`, or the zero of `ty` for a symbolic zero.
    pub fn or_zero(&mut self, v: Option<Value>, ty: Type) -> Value {
        match v {
            Some(v) => v,
            None => self.zero(ty),
        }
    }
    /// A scalar `s` spread over the shape of `ty` (itself when `ty` is scalar).
    pub fn spread(&mut self, s: Value, ty: Type) -> Value {
        match self.b.ctx.type_kind(ty) {
            TypeKind::Vector { .. } => self.op1(nsl_dialects::vec::SPLAT.name, &[s], ty),
            _ => s,
        }
    }
}

/// An error at `op`'s location.
pub fn error_at(ctx: &Context, op: Op, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error("NSL3200", ctx.loc(op), msg)
}

/// The cofactor matrix of square matrix `m` (2x2, 3x3 or 4x4):
/// `C[i][j] = (-1)^(i+j) det(minor(i, j))`, the gradient of `det(m)`
/// (`d det(M) = Σ C[i][j] dM[i][j]`, defined for singular `M` too).
pub fn cofactors(em: &mut Em, m: Value) -> Value {
    let ty = em.ty(m);
    let TypeKind::Matrix { elem, rows: n, layout, .. } = em.c().type_kind(ty).clone() else {
        return m;
    };
    let row_ty = em.ctx().vector_type(elem, n);
    let mut e = Vec::new();
    for i in 0..n {
        let ia = em.ctx().int_attr(i128::from(i));
        let row = em.op1a(nsl_dialects::mat::EXTRACT_ROW.name, &[m], row_ty, &[("index", ia)]);
        let mut r = Vec::new();
        for j in 0..n {
            let ja = em.ctx().int_attr(i128::from(j));
            r.push(em.op1a(nsl_dialects::vec::EXTRACT.name, &[row], elem, &[("index", ja)]));
        }
        e.push(r);
    }
    let k = n.saturating_sub(1);
    let minor_row = em.ctx().vector_type(elem, k);
    let minor_ty = em.ctx().matrix_type(elem, k, k, layout);
    let mut rows = Vec::new();
    for i in 0..n as usize {
        let mut c = Vec::new();
        for j in 0..n as usize {
            let det = if n == 2 {
                e[1 - i][1 - j]
            } else {
                let mut mrows = Vec::new();
                for row in e.iter().enumerate().filter(|&(r, _)| r != i).map(|(_, row)| row) {
                    let items: Vec<Value> = row.iter().enumerate().filter(|&(q, _)| q != j).map(|(_, &v)| v).collect();
                    mrows.push(em.op1(nsl_dialects::vec::CONSTRUCT.name, &items, minor_row));
                }
                let minor = em.op1(nsl_dialects::mat::CONSTRUCT.name, &mrows, minor_ty);
                em.op1(nsl_dialects::math::DETERMINANT.name, &[minor], elem)
            };
            c.push(if (i + j) % 2 == 1 { em.neg(det) } else { det });
        }
        rows.push(em.op1(nsl_dialects::vec::CONSTRUCT.name, &c, row_ty));
    }
    em.op1(nsl_dialects::mat::CONSTRUCT.name, &rows, ty)
}

/// `Σ a[i][j] b[i][j]` of two matrices of one type, a scalar.
pub fn frobenius(em: &mut Em, a: Value, b: Value) -> Value {
    let ty = em.ty(a);
    let TypeKind::Matrix { elem, rows, cols, .. } = em.c().type_kind(ty).clone() else {
        return em.mul(a, b);
    };
    let row_ty = em.ctx().vector_type(elem, cols);
    let mut sum = None;
    for i in 0..rows {
        let ia = em.ctx().int_attr(i128::from(i));
        let ra = em.op1a(nsl_dialects::mat::EXTRACT_ROW.name, &[a], row_ty, &[("index", ia)]);
        let rb = em.op1a(nsl_dialects::mat::EXTRACT_ROW.name, &[b], row_ty, &[("index", ia)]);
        let d = em.op1(nsl_dialects::math::DOT.name, &[ra, rb], elem);
        sum = em.add_opt(sum, Some(d));
    }
    sum.expect("a matrix has rows")
}

/// The pieces of `refract(i, n, eta)`'s derivative (Slang's: the formula
/// with `sqrt(max(0, k))`, its conventions at kinks): with `ni = n·i`,
/// `k = 1 - eta²(1 - ni²)` and `g = max'(k) · 0.5 / sqrt(max(1e-7, max(0, k)))`,
/// `dy = deta (i - A n) + eta di - B (n·di + dn·i) n - a dn` where
/// `A = ni - 2 g eta (1 - ni²)`, `B = eta + 2 g eta² ni`, `a = eta ni + sqrt(max(0, k))`;
/// zero where `k < 0` (`tir`, the total internal reflection).
pub struct RefractParts {
    pub tir: Value,
    pub a: Value,
    pub big_a: Value,
    pub big_b: Value,
}

pub fn refract_parts(em: &mut Em, i: Value, n: Value, eta: Value) -> RefractParts {
    use nsl_dialects::math;
    let s = em.ty(eta);
    let ni = em.op1(math::DOT.name, &[n, i], s);
    let one = em.splat(s, 1.0);
    let zero = em.splat(s, 0.0);
    let two = em.splat(s, 2.0);
    let ni2 = em.mul(ni, ni);
    let omni2 = em.sub(one, ni2);
    let eta2 = em.mul(eta, eta);
    let t = em.mul(eta2, omni2);
    let k = em.sub(one, t);
    let tir = em.cmp("lt", k, zero);
    let kp = em.bin(math::MAX.name, zero, k);
    let root = em.un(math::SQRT.name, kp);
    // max(0, k)' is 1 above 0 and 0.5 at the tie (Slang's `max`).
    let above = em.cmp("gt", k, zero);
    let half = em.splat(s, 0.5);
    let dmax = em.select(above, one, half);
    let eps = em.splat(s, 1e-7);
    let kc = em.bin(math::MAX.name, eps, kp);
    let rk = em.un(math::SQRT.name, kc);
    let g = em.mul(dmax, half);
    let g = em.div(g, rk);
    let eni = em.mul(eta, ni);
    let a = em.add(eni, root);
    let g2 = em.mul(two, g);
    let ge = em.mul(g2, eta);
    let geo = em.mul(ge, omni2);
    let big_a = em.sub(ni, geo);
    let gee = em.mul(ge, eta);
    let geen = em.mul(gee, ni);
    let big_b = em.add(eta, geen);
    RefractParts { tir, a, big_a, big_b }
}
