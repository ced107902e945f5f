//! The verifier's first two layers (the third, language legality, is
//! [`crate::Language::check`]):
//!
//! 1. structure: live handles, consistent links and use-lists, SSA
//!    dominance and region scoping (isolation included), terminators;
//! 2. schema: operand/result/region arity, attribute presence and shape,
//!    type constraints, then the op's own `verify` rule.

use crate::attr::{AttrKind, AttrShape};
use crate::context::{Use, ValueDef};
use crate::diag::Diagnostic;
use crate::printer::print_type;
use crate::schema::{Slot, Traits, TypeConstraint};
use crate::{Attr, Block, Context, Op, SymbolTable, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

const MAX_ERRORS: usize = 20;

/// Verifies `root` and everything nested in it.
pub fn verify(ctx: &Context, root: Op) -> Result<(), Vec<Diagnostic>> {
    let mut v =
        Verifier { ctx, defined: FxHashMap::default(), isolation: 0, tables: Vec::new(), errors: Vec::new(), found: 0 };
    v.op(root);
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

struct Verifier<'c> {
    ctx: &'c Context,
    /// Values in scope, with the isolation depth they were defined at.
    defined: FxHashMap<Value, u32>,
    isolation: u32,
    /// Symbol tables of the enclosing SYMBOL_TABLE ops, innermost last.
    tables: Vec<SymbolTable>,
    errors: Vec<Diagnostic>,
    /// Errors found, including those beyond the reporting cap.
    found: usize,
}

impl Verifier<'_> {
    fn error(&mut self, code: &'static str, op: Op, msg: String) {
        self.found += 1;
        if self.errors.len() < MAX_ERRORS {
            let name = self.ctx.op_name(op);
            self.errors.push(Diagnostic::error(code, self.ctx.loc(op), format!("'{name}': {msg}")));
        }
    }

    fn op(&mut self, op: Op) {
        let ctx = self.ctx;
        if ctx.is_erased(op) {
            self.error("NSL2001", op, "erased op is still linked into the IR".into());
            return;
        }
        for (i, &v) in ctx.operands(op).iter().enumerate() {
            if !ctx.uses(v).contains(&Use { op, index: i as u32 }) {
                self.error("NSL2002", op, format!("operand #{i} is missing from its value's use-list"));
            }
            match self.defined.get(&v) {
                Some(&depth) if depth == self.isolation => {}
                Some(_) => self.error(
                    "NSL2003",
                    op,
                    format!("operand #{i} is defined outside an isolated-from-above op and may not be used here"),
                ),
                None => self.error("NSL2004", op, format!("operand #{i} does not dominate this use")),
            }
        }
        let schema_ok = self.schema(op);
        if let (true, Some(rule), Some(table)) = (schema_ok, ctx.schema(op).verify_symbol_uses, self.tables.last()) {
            if let Err(msg) = rule(ctx, table, op) {
                self.error("NSL2021", op, msg);
            }
        }
        let is_table = ctx.has_trait(op, Traits::SYMBOL_TABLE);
        if is_table {
            self.tables.push(SymbolTable::build(ctx, op));
        }
        let isolated = ctx.has_trait(op, Traits::ISOLATED_FROM_ABOVE);
        if isolated {
            self.isolation += 1;
        }
        for (i, &r) in ctx.regions(op).iter().enumerate() {
            if ctx.region_parent(r) != Some(op) {
                self.error("NSL2005", op, format!("region #{i} has a wrong parent link"));
                continue;
            }
            self.block(op, ctx.region_block(r));
        }
        if isolated {
            self.isolation -= 1;
        }
        if is_table {
            self.tables.pop();
        }
        for &r in ctx.results(op) {
            self.define(r);
        }
    }

    fn define(&mut self, v: Value) {
        let ctx = self.ctx;
        for u in ctx.uses(v) {
            let bad = ctx.is_erased(u.op) || ctx.operands(u.op).get(u.index as usize) != Some(&v);
            if bad && self.errors.len() < MAX_ERRORS {
                self.errors.push(Diagnostic::error(
                    "NSL2002",
                    ctx.loc(u.op),
                    "a value's use-list names an operand that does not use it",
                ));
            }
        }
        self.defined.insert(v, self.isolation);
    }

    fn block(&mut self, parent: Op, b: Block) {
        let ctx = self.ctx;
        let args = ctx.block_args(b).to_vec();
        for (i, &a) in args.iter().enumerate() {
            if ctx.value_def(a) != ValueDef::BlockArg(b, i as u32) {
                self.error("NSL2005", parent, format!("block argument #{i} has a wrong definition link"));
            }
            self.define(a);
        }
        let mut defined_here = args;
        let mut prev = None;
        for o in ctx.iter_block(b) {
            if ctx.parent_block(o) != Some(b) || ctx.prev_op(o) != prev {
                self.error("NSL2005", o, "op has inconsistent block links".into());
            }
            if ctx.has_trait(o, Traits::TERMINATOR) && ctx.next_op(o).is_some() {
                self.error("NSL2006", o, "a terminator must be the last op of its block".into());
            }
            self.op(o);
            defined_here.extend_from_slice(ctx.results(o));
            prev = Some(o);
        }
        if !ctx.has_trait(parent, Traits::NO_TERMINATOR) {
            match ctx.last_op(b) {
                Some(last) if ctx.has_trait(last, Traits::TERMINATOR) => {}
                _ => self.error("NSL2007", parent, "region does not end with a terminator".into()),
            }
        }
        for v in defined_here {
            self.defined.remove(&v);
        }
    }

    /// Runs the schema layer on `op`; true if it found nothing wrong.
    fn schema(&mut self, op: Op) -> bool {
        let ctx = self.ctx;
        let errors_before = self.found;
        let s = ctx.schema(op);
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        let arity = |n: usize, fixed: usize, variadic: bool| {
            if variadic {
                n >= fixed
            } else {
                n == fixed
            }
        };
        let expect = |fixed: usize, variadic: bool| {
            if variadic {
                format!("at least {fixed}")
            } else {
                format!("{fixed}")
            }
        };
        if !arity(operands.len(), s.operands.len(), s.variadic_operands.is_some()) {
            let e = expect(s.operands.len(), s.variadic_operands.is_some());
            self.error("NSL2010", op, format!("expects {e} operands, has {}", operands.len()));
            return false;
        }
        if !arity(results.len(), s.results.len(), s.variadic_results.is_some()) {
            let e = expect(s.results.len(), s.variadic_results.is_some());
            self.error("NSL2011", op, format!("expects {e} results, has {}", results.len()));
            return false;
        }
        if !arity(ctx.regions(op).len(), s.regions, s.variadic_regions) {
            let e = expect(s.regions, s.variadic_regions);
            self.error("NSL2012", op, format!("expects {e} regions, has {}", ctx.regions(op).len()));
            return false;
        }
        for spec in s.attrs {
            match ctx.attr(op, spec.name) {
                None if spec.required => self.error("NSL2013", op, format!("requires attribute '{}'", spec.name)),
                Some(a) if !attr_has_shape(ctx, a, spec.shape) => {
                    let msg = format!("attribute '{}' must be {}", spec.name, shape_name(spec.shape));
                    self.error("NSL2014", op, msg);
                }
                None | Some(_) => {}
            }
        }
        for &(n, _) in ctx.attrs(op) {
            if s.attr_spec(ctx.str(n)).is_none() {
                self.error("NSL2015", op, format!("has no attribute named '{}'", ctx.str(n)));
            }
        }
        let slot_type = |slot: Slot| match slot {
            Slot::Operand(i) => operands.get(i).map(|&v| ctx.value_type(v)),
            Slot::Result(i) => results.get(i).map(|&v| ctx.value_type(v)),
        };
        let check = |slot: Slot, c: TypeConstraint, this: &mut Self| {
            let Some(t) = slot_type(slot) else { return };
            if let Err(why) = satisfies(ctx, t, c, &slot_type) {
                let what = match slot {
                    Slot::Operand(i) => format!("operand #{i}"),
                    Slot::Result(i) => format!("result #{i}"),
                };
                this.error("NSL2016", op, format!("{what} has type {} but {why}", print_type(ctx, t)));
            }
        };
        for i in 0..operands.len() {
            let c = s.operands.get(i).copied().or(s.variadic_operands).unwrap_or(TypeConstraint::Any);
            check(Slot::Operand(i), c, self);
        }
        for i in 0..results.len() {
            let c = s.results.get(i).copied().or(s.variadic_results).unwrap_or(TypeConstraint::Any);
            check(Slot::Result(i), c, self);
        }
        // The op's own rule may assume the declarative checks passed.
        if self.found == errors_before {
            if let Some(rule) = s.verify {
                if let Err(msg) = rule(ctx, op) {
                    self.error("NSL2020", op, msg);
                }
            }
        }
        self.found == errors_before
    }
}

fn shape_name(shape: AttrShape) -> String {
    match shape {
        AttrShape::Unit => "unit".into(),
        AttrShape::Bool => "a bool".into(),
        AttrShape::Int => "an integer".into(),
        AttrShape::Float => "a float".into(),
        AttrShape::Str => "a string".into(),
        AttrShape::Symbol => "a symbol reference".into(),
        AttrShape::Type => "a type".into(),
        AttrShape::Array => "an array".into(),
        AttrShape::Constant => "a constant (integer, float, bool or array of constants)".into(),
        AttrShape::Enum(words) => format!("one of {}", words.join(", ")),
        AttrShape::IntArray => "an array of integers".into(),
    }
}

fn attr_has_shape(ctx: &Context, a: Attr, shape: AttrShape) -> bool {
    let k = ctx.attr_kind(a);
    match shape {
        AttrShape::Unit => matches!(k, AttrKind::Unit),
        AttrShape::Bool => matches!(k, AttrKind::Bool(_)),
        AttrShape::Int => matches!(k, AttrKind::Int(_)),
        AttrShape::Float => matches!(k, AttrKind::Float(_)),
        AttrShape::Str => matches!(k, AttrKind::Str(_)),
        AttrShape::Symbol => matches!(k, AttrKind::Symbol(_)),
        AttrShape::Type => matches!(k, AttrKind::Type(_)),
        AttrShape::Array => matches!(k, AttrKind::Array(_)),
        AttrShape::Constant => match k {
            AttrKind::Int(_) | AttrKind::Float(_) | AttrKind::Bool(_) => true,
            AttrKind::Array(items) => items.iter().all(|&i| attr_has_shape(ctx, i, AttrShape::Constant)),
            _ => false,
        },
        AttrShape::Enum(words) => matches!(k, AttrKind::Str(s) if words.contains(&ctx.str(*s))),
        AttrShape::IntArray => {
            matches!(k, AttrKind::Array(items) if items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::Int(_))))
        }
    }
}

/// Checks one type against a constraint; `Err` says what was required.
pub fn satisfies(
    ctx: &Context,
    t: Type,
    c: TypeConstraint,
    slot_type: &dyn Fn(Slot) -> Option<Type>,
) -> Result<(), String> {
    let kind = ctx.type_kind(t);
    let elem = ctx.type_kind(ctx.scalar_of(t));
    // A scalar, or a vector or matrix of scalars.
    let shaped = ctx.is_scalar(ctx.scalar_of(t));
    let ok = match c {
        TypeConstraint::Any => true,
        TypeConstraint::BoolLike => {
            matches!(elem, TypeKind::Bool) && !matches!(kind, TypeKind::Matrix { .. }) && shaped
        }
        TypeConstraint::IntLike => shaped && matches!(elem, TypeKind::Int { .. }),
        TypeConstraint::FloatLike => shaped && matches!(elem, TypeKind::Float { .. }),
        TypeConstraint::NumericLike => shaped && matches!(elem, TypeKind::Int { .. } | TypeKind::Float { .. }),
        TypeConstraint::ScalarLike => shaped,
        TypeConstraint::LogicLike => {
            matches!(elem, TypeKind::Bool | TypeKind::Int { .. }) && !matches!(kind, TypeKind::Matrix { .. }) && shaped
        }
        TypeConstraint::Scalar => ctx.is_scalar(t),
        TypeConstraint::ScalarOrVector => shaped && !matches!(kind, TypeKind::Matrix { .. }),
        TypeConstraint::Bool => matches!(kind, TypeKind::Bool),
        TypeConstraint::IntScalar => matches!(kind, TypeKind::Int { .. }),
        TypeConstraint::Vector => matches!(kind, TypeKind::Vector { .. }),
        TypeConstraint::Matrix => matches!(kind, TypeKind::Matrix { .. }),
        TypeConstraint::Pointer => matches!(kind, TypeKind::Ptr { .. }),
        TypeConstraint::SameAs(slot) => match slot_type(slot) {
            Some(other) if other == t => true,
            Some(other) => {
                return Err(format!("must have the same type as {} ({})", slot_text(slot), print_type(ctx, other)))
            }
            None => true,
        },
        TypeConstraint::BoolShapeOf(slot) => match slot_type(slot) {
            Some(other) => {
                let want_len = match ctx.type_kind(other) {
                    TypeKind::Vector { len, .. } => Some(*len),
                    _ => None,
                };
                match kind {
                    TypeKind::Bool => want_len.is_none() && ctx.is_scalar(other),
                    TypeKind::Vector { elem, len } => {
                        matches!(ctx.type_kind(*elem), TypeKind::Bool) && want_len == Some(*len)
                    }
                    _ => false,
                }
            }
            None => true,
        },
    };
    if ok {
        Ok(())
    } else {
        Err(format!("must be {}", constraint_text(c)))
    }
}

fn slot_text(slot: Slot) -> String {
    match slot {
        Slot::Operand(i) => format!("operand #{i}"),
        Slot::Result(i) => format!("result #{i}"),
    }
}

fn constraint_text(c: TypeConstraint) -> String {
    match c {
        TypeConstraint::Any => "any type".into(),
        TypeConstraint::BoolLike => "bool or a bool vector".into(),
        TypeConstraint::IntLike => "an integer scalar, vector or matrix".into(),
        TypeConstraint::FloatLike => "a float scalar, vector or matrix".into(),
        TypeConstraint::NumericLike => "a numeric scalar, vector or matrix".into(),
        TypeConstraint::ScalarLike => "a scalar, vector or matrix".into(),
        TypeConstraint::LogicLike => "an integer or bool scalar or vector".into(),
        TypeConstraint::Scalar => "a scalar".into(),
        TypeConstraint::ScalarOrVector => "a scalar or vector".into(),
        TypeConstraint::Bool => "bool".into(),
        TypeConstraint::IntScalar => "an integer scalar".into(),
        TypeConstraint::Vector => "a vector".into(),
        TypeConstraint::Matrix => "a matrix".into(),
        TypeConstraint::Pointer => "a pointer".into(),
        TypeConstraint::SameAs(s) => format!("the type of {}", slot_text(s)),
        TypeConstraint::BoolShapeOf(s) => format!("bool shaped like {}", slot_text(s)),
    }
}
