//! The core module's intrinsic functions: declarations in Slang (see
//! `frontend/core/core.slang`) marked `[__ir_op("dialect.op")]`, lowered to
//! that one IR op. Further `name = value` arguments of the attribute
//! (`[__ir_op("gpu.atomic", op = "add")]`) become attributes of the op.
//! Their signatures are generic over builtin scalar types
//! (`__generic<T : __BuiltinFloatingPointType, let N : int>`); a call
//! binds the generic parameters from the argument types, then converts
//! every by-value argument to its parameter type like any call.
//!
//! A parameter receives its argument in one of three ways ([`Passing`]):
//! - by value (no modifier, or `in`): the converted value is an operand;
//! - by reference (`ref` or `inout`): the argument must be a writable place
//!   (a variable, field, array, buffer or single vector element) of exactly
//!   the parameter's type, and its address is the operand, so that the op
//!   works on the place itself: `void InterlockedAdd(ref int dest, int value)`;
//! - `out`: the argument must be such a place too, and the op's result is
//!   stored there after the op: `..., out int original_value)`.
//!
//! An attribute argument `__operand = N` is no attribute: the op gets the
//! constant `N`, of the first parameter's type, as a last operand; nor is
//! `__drop = K`: the parameters from the `K`-th (0-based) on are checked
//! and evaluated but passed to no operand (Slang's memory orders); nor is
//! `__negate = I`: operand `I` is subtracted from zero first (an atomic
//! subtraction is an atomic add).
//!
//! The op's result is the call's value when the function returns one, or
//! goes to the function's one `out` parameter, or, when the function
//! returns `void` and has no `out` parameter, is dropped; the op's schema
//! must then give the result the type of a by-value operand (`SameAs`), so
//! that the call can name it. A declaration that breaks these rules is
//! reported as an internal error at the declaration, on every compilation.

use super::expr::{Place, TVal};
use super::stmt::FnCx;
use super::types::{self, arithmetic_order, Rank};
use super::{CResult, Checker, FuncInfo, Item, Unit, E_NOT_LVALUE};
use crate::ast::{
    DeclKind, ExprId, ExprKind, FuncName, ModifierKind, Signature, TypeId, TypeKind as AstType, TypeOrExpr,
};
use crate::source::Span;
use nsl_ir::{
    AddressSpace, Attr, Context, MatrixLayout, OpSchema, Slot, Traits, Type, TypeConstraint, TypeKind, Value,
};

/// A malformed core-module declaration: a compiler bug.
pub const E_INTERNAL: &str = "E99999";

/// What a generic type parameter of an intrinsic accepts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    AnyScalar,
    Float,
    Arithmetic,
    Integer,
    /// 32- and 64-bit integers (what the bit-count ops take).
    WideInteger,
    /// What `Atomic<T>` holds (`IAtomicable`): 32- and 64-bit integers and
    /// floats of every width.
    Atomicable,
    /// Signed integers and floats.
    Signed,
    /// Integers and bool.
    Logical,
    /// Any type (`__generic<T : __AnyType>`): a ray payload, hit
    /// attributes; passed by reference.
    Any,
}

impl Bound {
    pub fn from_name(name: &str) -> Option<Bound> {
        Some(match name {
            "__BuiltinType" => Bound::AnyScalar,
            "__BuiltinFloatingPointType" | "IFloat" | "__BuiltinRealType" => Bound::Float,
            "__BuiltinArithmeticType" | "IArithmetic" => Bound::Arithmetic,
            "__BuiltinIntegerType" | "IInteger" => Bound::Integer,
            "__BuiltinWideIntegerType" => Bound::WideInteger,
            "IAtomicable" => Bound::Atomicable,
            "__BuiltinSignedArithmeticType" => Bound::Signed,
            "__BuiltinLogicalType" | "ILogical" => Bound::Logical,
            "__AnyType" => Bound::Any,
            _ => return None,
        })
    }
    pub fn accepts(self, r: Rank) -> bool {
        match self {
            Bound::AnyScalar => true,
            Bound::Float => matches!(r, Rank::Float(_)),
            Bound::Arithmetic => !matches!(r, Rank::Bool),
            Bound::Integer => matches!(r, Rank::Int(..)),
            Bound::WideInteger => matches!(r, Rank::Int(32 | 64, _)),
            Bound::Atomicable => matches!(r, Rank::Int(32 | 64, _) | Rank::Float(_)),
            Bound::Signed => matches!(r, Rank::Int(_, true) | Rank::Float(_)),
            Bound::Logical => matches!(r, Rank::Int(..) | Rank::Bool),
            Bound::Any => true,
        }
    }
}

/// A parameter type pattern.
#[derive(Clone, Debug)]
pub enum Pat {
    Concrete(Type),
    /// Generic type parameter `i` (a scalar).
    Param(usize),
    Vector(Box<Pat>, Dim),
    Matrix(Box<Pat>, Dim, Dim),
}

#[derive(Clone, Debug)]
pub enum Dim {
    Const(u8),
    /// Generic value parameter `i`.
    Param(usize),
}

/// How an intrinsic's parameter receives its argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Passing {
    /// The argument's value, converted to the parameter type.
    Value,
    /// The address of the argument, a place (`ref` or `inout`).
    Ref,
    /// A place that receives the op's result (`out`).
    Out,
}

#[derive(Clone, Debug)]
pub struct SigParam {
    pub pat: Pat,
    pub passing: Passing,
}

#[derive(Clone, Debug)]
pub struct GenericSig {
    pub type_params: Vec<Bound>,
    pub value_params: usize,
    pub params: Vec<SigParam>,
    pub ret: Option<Pat>,
    /// The signature as written, for diagnostics.
    pub text: String,
    /// The generic parameters in declaration order: `true` for a type
    /// parameter (the next of `type_params`), `false` for a value one.
    pub order: Vec<bool>,
}

/// Where the op an intrinsic lowers to puts its result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ResultUse {
    /// The op has no result and the function returns `void`.
    None,
    /// The op's result is the call's value.
    Return,
    /// The op's result is stored to the `out` parameter at this index.
    Out(usize),
    /// The function returns `void`: the op's result, of the type of the
    /// by-value parameter at this index, is dropped.
    Discard(usize),
}

/// A core-module function that lowers to one op.
#[derive(Clone, Debug)]
pub struct Intrinsic {
    pub op: String,
    /// Attributes of the op, from `name = value` arguments of `__ir_op`.
    pub attrs: Vec<(String, Attr)>,
    pub sig: GenericSig,
    pub result: ResultUse,
}

#[derive(Default)]
struct Bindings {
    types: Vec<Option<(Type, bool)>>,
    /// Type parameters bound to any type, not only scalars.
    any: Vec<bool>,
    dims: Vec<Option<u8>>,
    /// Type parameters given explicitly (`dot<float>(a, b)`): arguments do not rebind them.
    fixed: Vec<bool>,
}

impl GenericSig {
    /// The generic parameters as explicit arguments are resolved against
    /// (`dot<float>(a, b)`): each a type or a value parameter, in order.
    pub fn explicit_params(&self, span: Span) -> Vec<super::generics::GParam> {
        self.order
            .iter()
            .enumerate()
            .map(|(i, &is_type)| super::generics::GParam {
                name: format!("__p{i}"),
                bounds: is_type.then(Vec::new),
                default: None,
                span,
                coercible_from: Vec::new(),
                pack: false,
                clauses: Vec::new(),
            })
            .collect()
    }

    /// Binds the generic parameters from `explicit` arguments (in
    /// declaration order) and then from `args`, and returns the
    /// conversion cost, the concrete parameter types and the result type.
    pub fn match_args(
        &self,
        ctx: &mut Context,
        args: &[TVal],
        explicit: &[super::generics::GArg],
    ) -> Option<(u32, Vec<Type>, Option<Type>)> {
        if args.len() != self.params.len() || explicit.len() > self.order.len() {
            return None;
        }
        let any = self.type_params.iter().map(|b| matches!(b, Bound::Any)).collect();
        let mut b = Bindings {
            types: vec![None; self.type_params.len()],
            any,
            dims: vec![None; self.value_params],
            fixed: vec![false; self.type_params.len()],
        };
        let (mut ti, mut vi) = (0, 0);
        for (&is_type, g) in self.order.iter().zip(explicit) {
            match (is_type, *g) {
                (true, super::generics::GArg::Type(t)) => {
                    b.types[ti] = Some((t, false));
                    b.fixed[ti] = true;
                }
                (false, super::generics::GArg::Value(v)) => b.dims[vi] = Some(u8::try_from(v).ok()?),
                _ => return None,
            }
            if is_type {
                ti += 1;
            } else {
                vi += 1;
            }
        }
        // Arguments whose shape matches their pattern's bind parameters;
        // between several candidates for one type parameter the
        // higher-ranked wins, literals included (Slang joins the types:
        // `max(h, 1.0)` is a float `max`, `min(i, 2u)` a uint one).
        for (p, a) in self.params.iter().zip(args) {
            bind(ctx, &p.pat, a.ty, a.literal, &mut b);
        }
        // Scalars passed where a vector is expected bind the element only.
        for (p, a) in self.params.iter().zip(args) {
            if let (Pat::Vector(e, _) | Pat::Matrix(e, _, _), true) = (&p.pat, ctx.is_scalar(a.ty)) {
                bind(ctx, e, a.ty, a.literal, &mut b);
            }
        }
        let mut types_bound = Vec::new();
        for (i, bound) in self.type_params.iter().enumerate() {
            let (mut t, _) = b.types[i]?;
            if matches!(bound, Bound::Any) {
                types_bound.push(t);
                continue;
            }
            let r = types::rank(ctx, t)?;
            if !bound.accepts(r) {
                // `sin(1)`: an integer argument to a float intrinsic
                // converts to float, as in Slang.
                if matches!(bound, Bound::Float) && matches!(r, Rank::Int(..) | Rank::Bool) {
                    t = ctx.float_type(32);
                } else {
                    return None;
                }
            }
            types_bound.push(t);
        }
        let dims: Vec<u8> = b.dims.iter().map(|d| d.unwrap_or(0)).collect();
        if dims.contains(&0) {
            return None;
        }
        let mut cost = 0;
        let mut params = Vec::new();
        for (p, a) in self.params.iter().zip(args) {
            let t = subst(ctx, &p.pat, &types_bound, &dims);
            cost += match p.passing {
                Passing::Value => types::conversion_cost(ctx, a.ty, t, a.literal_int(ctx))?,
                // A place passed by reference or `out` has exactly the parameter's type.
                Passing::Ref | Passing::Out => (a.ty == t).then_some(0)?,
            };
            params.push(t);
        }
        let ret = self.ret.as_ref().map(|r| subst(ctx, r, &types_bound, &dims));
        Some((cost, params, ret))
    }
}

fn bind(ctx: &Context, p: &Pat, t: Type, literal: bool, b: &mut Bindings) {
    match (p, ctx.type_kind(t)) {
        (Pat::Param(i), _) if b.fixed[*i] => {}
        (Pat::Param(i), _) if b.any[*i] => {
            b.types[*i].get_or_insert((t, literal));
        }
        (Pat::Param(i), _) if ctx.is_scalar(t) => {
            let better = match b.types[*i] {
                None => true,
                Some((old, _)) => {
                    let (ro, rn) = (types::rank(ctx, old), types::rank(ctx, t));
                    matches!((ro, rn), (Some(o), Some(n)) if arithmetic_order(n) > arithmetic_order(o))
                }
            };
            if better {
                b.types[*i] = Some((t, literal));
            }
        }
        (Pat::Vector(e, d), TypeKind::Vector { elem, len }) => {
            bind(ctx, e, *elem, literal, b);
            bind_dim(d, *len, b);
        }
        (Pat::Matrix(e, r, c), TypeKind::Matrix { elem, rows, cols, .. }) => {
            bind(ctx, e, *elem, literal, b);
            bind_dim(r, *rows, b);
            bind_dim(c, *cols, b);
        }
        _ => {}
    }
}

fn bind_dim(d: &Dim, n: u8, b: &mut Bindings) {
    if let Dim::Param(i) = d {
        b.dims[*i].get_or_insert(n);
    }
}

fn subst(ctx: &mut Context, p: &Pat, types_bound: &[Type], dims: &[u8]) -> Type {
    let dim = |d: &Dim| match d {
        Dim::Const(n) => *n,
        Dim::Param(i) => dims[*i],
    };
    match p {
        Pat::Concrete(t) => *t,
        Pat::Param(i) => types_bound[*i],
        Pat::Vector(e, d) => {
            let e = subst(ctx, e, types_bound, dims);
            ctx.vector_type(e, dim(d))
        }
        Pat::Matrix(e, r, c) => {
            let e = subst(ctx, e, types_bound, dims);
            ctx.matrix_type(e, dim(r), dim(c), MatrixLayout::Default)
        }
    }
}

impl Checker<'_> {
    /// Registers every `[__ir_op]` function of the core module.
    pub(super) fn declare_core(&mut self) {
        let core = self.core;
        for &d in &core.roots {
            let decl = core.decl(d);
            let DeclKind::Func { name: FuncName::Ident(name), sig, ret, .. } = &decl.kind else { continue };
            let Some(attr) = decl.modifiers.attributes.iter().find(|a| a.name == "__ir_op") else { continue };
            let intrinsic = match self.compile_intrinsic(&attr.args, sig, *ret) {
                Ok(i) => i,
                Err(msg) => {
                    let msg = format!("internal error: core-module function '{}' is malformed: {msg}", name.name);
                    self.error(E_INTERNAL, decl.span, msg);
                    continue;
                }
            };
            let require = self.stated_requirement(Unit::Core, &decl.modifiers);
            self.funcs.push(FuncInfo {
                name: name.name.clone(),
                unit: Unit::Core,
                src: 0,
                decl: d,
                params: Vec::new(),
                ret: None,
                symbol: String::new(),
                this: None,
                intrinsic: Some(intrinsic),
                generic: None,
                env: Vec::new(),
                needed: false,
                lowered: false,
                require,
                alternatives: Vec::new(),
                hoisted: Vec::new(),
            });
            let f = self.funcs.len() - 1;
            match self.items.get_mut(&name.name) {
                Some(Item::Funcs(fs)) => fs.push(f),
                _ => {
                    self.items.insert(name.name.clone(), Item::Funcs(vec![f]));
                }
            }
        }
    }

    /// The intrinsic declared by `[__ir_op(args)]` on a function with
    /// signature `sig` returning `ret`.
    fn compile_intrinsic(
        &mut self,
        args: &[ExprId],
        sig: &Signature,
        ret: Option<TypeId>,
    ) -> Result<Intrinsic, String> {
        let core = self.core;
        let Some((&first, rest)) = args.split_first() else { return Err("__ir_op names no op".into()) };
        let ExprKind::String(op) = &core.expr(first).kind else { return Err("the op name must be a string".into()) };
        let kind = self.ctx.op_kind(op).ok_or_else(|| format!("no op '{op}' is registered"))?;
        let schema = self.ctx.schema_of(kind);
        let mut attrs = Vec::new();
        for &a in rest {
            let ExprKind::Assign { op: None, lhs, rhs } = &core.expr(a).kind else {
                return Err("op attributes are written 'name = value'".into());
            };
            let ExprKind::Name(name) = &core.expr(*lhs).kind else {
                return Err("op attributes are written 'name = value'".into());
            };
            if schema.attr_spec(name).is_none() && name != "__operand" && name != "__drop" && name != "__negate" {
                return Err(format!("'{op}' has no attribute '{name}'"));
            }
            let rhs_kind = match &core.expr(*rhs).kind {
                ExprKind::Unary { op: crate::ast::UnaryOp::Neg, operand } => match &core.expr(*operand).kind {
                    ExprKind::Int { value, .. } => i128::try_from(*value).ok().map(|v| ExprKind::Int {
                        value: v.wrapping_neg() as u128,
                        suffix: String::new(),
                        decimal: true,
                    }),
                    _ => None,
                },
                _ => None,
            };
            let value = match rhs_kind.as_ref().unwrap_or(&core.expr(*rhs).kind) {
                ExprKind::Int { value, .. } if rhs_kind.is_some() => self.ctx.int_attr(*value as i128),
                ExprKind::String(s) => self.ctx.str_attr(s),
                ExprKind::Bool(b) => self.ctx.bool_attr(*b),
                ExprKind::Int { value, .. } => match i128::try_from(*value) {
                    Ok(v) => self.ctx.int_attr(v),
                    Err(_) => return Err(format!("the value of '{name}' is too large")),
                },
                _ => return Err(format!("the value of '{name}' must be a string, bool or integer literal")),
            };
            attrs.push((name.clone(), value));
        }
        let sig = self.compile_sig(sig, ret)?;
        let extra = attrs.iter().any(|(n, _)| n == "__operand");
        let result = result_use(schema, &sig, extra)?;
        Ok(Intrinsic { op: op.clone(), attrs, sig, result })
    }

    fn compile_sig(&mut self, sig: &Signature, ret: Option<TypeId>) -> Result<GenericSig, String> {
        let core = self.core;
        let mut type_names = Vec::new();
        let mut type_params = Vec::new();
        let mut value_names = Vec::new();
        let mut order = Vec::new();
        for &p in sig.generics.as_ref().map_or(&[][..], |g| &g.params[..]) {
            order.push(matches!(&core.decl(p).kind, DeclKind::GenericTypeParam { .. }));
            match &core.decl(p).kind {
                DeclKind::GenericTypeParam { name, constraint, .. } => {
                    let bound = match constraint.map(|c| &core.ty(c).kind) {
                        Some(AstType::Name(n)) => Bound::from_name(n).ok_or_else(|| format!("unknown bound '{n}'"))?,
                        None => Bound::AnyScalar,
                        Some(_) => return Err("a type parameter's bound must be a name".into()),
                    };
                    type_names.push(name.name.clone());
                    type_params.push(bound);
                }
                DeclKind::GenericValueParam { name, .. } => value_names.push(name.name.clone()),
                _ => return Err("unsupported generic parameter".into()),
            }
        }
        let mut params = Vec::new();
        let mut texts = Vec::new();
        for &p in &sig.params {
            let decl = core.decl(p);
            let DeclKind::Param { ty: Some(ty), .. } = &decl.kind else { return Err("a parameter has no type".into()) };
            let (passing, keyword) = if decl.modifiers.has(&ModifierKind::Out) {
                (Passing::Out, "out ")
            } else if decl.modifiers.has(&ModifierKind::Ref) || decl.modifiers.has(&ModifierKind::InOut) {
                (Passing::Ref, "ref ")
            } else {
                (Passing::Value, "")
            };
            let text = crate::ast::dump_type(core, *ty);
            let pat =
                self.compile_pat(*ty, &type_names, &value_names).ok_or_else(|| format!("unsupported type '{text}'"))?;
            params.push(SigParam { pat, passing });
            texts.push(format!("{keyword}{text}"));
        }
        let ret_text = ret.map_or("void".to_string(), |r| crate::ast::dump_type(core, r));
        let ret_pat = match ret {
            Some(r) if matches!(&core.ty(r).kind, AstType::Name(n) if n == "void") => None,
            Some(r) => Some(
                self.compile_pat(r, &type_names, &value_names)
                    .ok_or_else(|| format!("unsupported type '{ret_text}'"))?,
            ),
            None => None,
        };
        Ok(GenericSig {
            type_params,
            value_params: value_names.len(),
            params,
            ret: ret_pat,
            text: format!("({}) -> {ret_text}", texts.join(", ")),
            order,
        })
    }

    fn compile_pat(&mut self, t: TypeId, type_names: &[String], value_names: &[String]) -> Option<Pat> {
        let core = self.core;
        let dim = |a: &TypeOrExpr| -> Option<Dim> {
            match a {
                TypeOrExpr::Type(t) => match &core.ty(*t).kind {
                    AstType::Name(n) => value_names.iter().position(|v| v == n).map(Dim::Param),
                    _ => None,
                },
                TypeOrExpr::Expr(e) => match &core.expr(*e).kind {
                    ExprKind::Int { value, .. } => u8::try_from(*value).ok().map(Dim::Const),
                    _ => None,
                },
            }
        };
        match &core.ty(t).kind {
            AstType::Name(n) => {
                if let Some(i) = type_names.iter().position(|x| x == n) {
                    return Some(Pat::Param(i));
                }
                types::scalar_by_name(self.ctx, n)
                    .or_else(|| types::vector_or_matrix_by_name(self.ctx, n))
                    // Resources without type arguments (`RaytracingAccelerationStructure`).
                    .or_else(|| self.resource_type(n, None))
                    .map(Pat::Concrete)
            }
            AstType::Specialize { base, args } => {
                let AstType::Name(b) = &core.ty(*base).kind else { return None };
                let elem = match args.first()? {
                    TypeOrExpr::Type(e) => self.compile_pat(*e, type_names, value_names)?,
                    TypeOrExpr::Expr(_) => return None,
                };
                match (b.as_str(), args.len()) {
                    ("vector", 2) => Some(Pat::Vector(Box::new(elem), dim(&args[1])?)),
                    ("matrix", 3) => Some(Pat::Matrix(Box::new(elem), dim(&args[1])?, dim(&args[2])?)),
                    _ => None,
                }
            }
            // A concrete array (`float3[3]`).
            AstType::Array { elem, len: Some(n) } => {
                let Pat::Concrete(e) = self.compile_pat(*elem, type_names, value_names)? else { return None };
                let ExprKind::Int { value, .. } = core.expr(*n).kind else { return None };
                let n = u32::try_from(value).ok()?;
                Some(Pat::Concrete(self.ctx.array_type(e, Some(n))))
            }
            _ => None,
        }
    }

    /// Lowers a call of `intr`, the function `name`, to its op. `vals` are
    /// the lowered arguments and `places` the places of those that are
    /// places; `params` and `ret` are the parameter and result types
    /// overload resolution chose.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn emit_intrinsic(
        &mut self,
        fx: &mut FnCx,
        name: &str,
        intr: &Intrinsic,
        vals: &[TVal],
        places: &[Option<Place>],
        params: &[Type],
        ret: Option<Type>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let mut operands = Vec::new();
        let mut out = None;
        // An element-wise op (every operand and the result of operand 0's
        // type) takes a scalar argument broadcast to the declared result's
        // shape: `mul(s, v)` is `s * v`.
        let broadcast_to = match (self.ctx.op_kind(&intr.op), ret) {
            (Some(kind), Some(r)) if !self.ctx.is_scalar(r) => {
                let schema = self.ctx.schema_of(kind);
                let same =
                    |c: &[TypeConstraint]| c.iter().all(|c| matches!(c, TypeConstraint::SameAs(Slot::Operand(0))));
                (schema.operands.len() > 1 && same(&schema.operands[1..]) && same(schema.results)).then_some(r)
            }
            _ => None,
        };
        let dropped_from =
            intr.attrs.iter().find(|(n, _)| n == "__drop").and_then(|(_, a)| match self.ctx.attr_kind(*a) {
                nsl_ir::attr::AttrKind::Int(k) => usize::try_from(*k).ok(),
                _ => None,
            });
        for (k, (p, (v, &ty))) in intr.sig.params.iter().zip(vals.iter().zip(params)).enumerate() {
            if dropped_from.is_some_and(|d| k >= d) {
                continue;
            }
            let place = places.get(k).and_then(Option::as_ref);
            let ty = match broadcast_to {
                Some(r) if self.ctx.is_scalar(ty) => r,
                _ => ty,
            };
            match p.passing {
                Passing::Value => operands.push(self.convert(fx, *v, ty, span, false)?),
                Passing::Ref => {
                    let ptr = self.address_of(fx, place, &arg_name(name, k), span)?;
                    if k == 0 && intr.op.starts_with("gpu.atomic") {
                        self.check_atomic_destination(ptr, span)?;
                    }
                    operands.push(ptr);
                }
                Passing::Out => match place {
                    Some(place) => out = Some(place.clone()),
                    None => {
                        let msg = format!(
                            "{} is an out parameter: it must be a variable, field or element",
                            arg_name(name, k)
                        );
                        return Err(self.error(super::E_ARG_NOT_LVALUE, span, msg));
                    }
                },
            }
        }
        let results: Vec<Type> = match intr.result {
            ResultUse::None => Vec::new(),
            ResultUse::Return => ret.into_iter().collect(),
            ResultUse::Out(k) | ResultUse::Discard(k) => params.get(k).copied().into_iter().collect(),
        };
        // `__operand = N`: a last operand, the constant N of the type of
        // the first parameter (`__atomic_reduce_inc(ref T)` is an atomic
        // add of 1).
        let mut attrs: Vec<(&str, Attr)> = Vec::new();
        for (n, a) in &intr.attrs {
            match (n.as_str(), self.ctx.attr_kind(*a).clone(), params.first()) {
                ("__operand", nsl_ir::attr::AttrKind::Int(v), Some(&ty)) => {
                    // Wrapped to an unsigned type (-1 is all ones).
                    let v = match *self.ctx.type_kind(ty) {
                        TypeKind::Int { width, signed: false } if v < 0 => v.rem_euclid(1i128 << width),
                        _ => v,
                    };
                    let c = self.ctx.int_attr(v);
                    operands.push(self.emit_value(fx, "arith.const", &[], ty, &[("value", c)], span));
                }
                ("__drop", ..) => {}
                ("__negate", nsl_ir::attr::AttrKind::Int(i), _) => {
                    let Some(&v) = usize::try_from(i).ok().and_then(|i| operands.get(i)) else { continue };
                    let ty = self.ctx.value_type(v);
                    let zero = self.ctx.int_attr(0);
                    let z = self.emit_value(fx, "arith.const", &[], ty, &[("value", zero)], span);
                    operands[i as usize] = self.emit_value(fx, "arith.sub", &[z, v], ty, &[], span);
                }
                _ => attrs.push((n.as_str(), *a)),
            }
        }
        // The determinant of a 1x1 matrix is its one element (the op takes 2x2 to 4x4).
        if let ("math.determinant", [m], Some(ret)) = (intr.op.as_str(), operands.as_slice(), ret) {
            if let TypeKind::Matrix { elem, rows: 1, cols: 1, .. } = *self.ctx.type_kind(self.ctx.value_type(*m)) {
                let row_ty = self.ctx.vector_type(elem, 1);
                let index = self.ctx.int_attr(0);
                let row = self.emit_value(fx, "mat.extract_row", &[*m], row_ty, &[("index", index)], span);
                let value = self.emit_value(fx, "vec.extract", &[row], elem, &[("index", index)], span);
                return Ok(Some(TVal { value, ty: ret, literal: false }));
            }
        }
        let o = self.emit(fx, &intr.op, &operands, &results, &attrs, span);
        if let Some(place) = out {
            let v = self.ctx.result(o, 0);
            self.store_place(fx, &place, v, span)?;
        }
        // Arguments passed by reference or `out` were also loaded, as every
        // argument is before overload resolution; those loads are dead.
        for (p, v) in intr.sig.params.iter().zip(vals) {
            if p.passing != Passing::Value {
                self.erase_unused(v.value);
            }
        }
        Ok(match intr.result {
            ResultUse::Return => ret.map(|ty| TVal { value: self.ctx.result(o, 0), ty, literal: false }),
            _ => None,
        })
    }

    /// The address of the argument `arg` (named so in messages), passed by
    /// reference: a writable memory place, or one component of a vector in
    /// memory.
    /// An atomic's destination must be groupshared or device memory
    /// (slangc's E41403): a local (by-value parameters are locals too) or
    /// a `static` global is neither. A destination reached through an
    /// `inout` parameter depends on the caller and is not judged here.
    fn check_atomic_destination(&mut self, ptr: Value, span: Span) -> CResult<()> {
        let space = |c: &Self, v: Value| match c.ctx.type_kind(c.ctx.value_type(v)) {
            TypeKind::Ptr { space, .. } => Some(*space),
            _ => None,
        };
        let mut root = ptr;
        while let Some(op) = self.ctx.defining_op(root) {
            if self.ctx.op_name(op) == "mem.var" {
                break;
            }
            match self.ctx.operands(op).first() {
                Some(&base) if space(self, base) == space(self, root) => root = base,
                _ => break,
            }
        }
        let local = self.ctx.defining_op(root).is_some_and(|op| self.ctx.op_name(op) == "mem.var");
        if local || space(self, root) == Some(AddressSpace::Private) {
            let msg = "invalid atomic destination: cannot perform atomic operation because destination is neither groupshared nor from a device buffer";
            return Err(self.error("E41403", span, msg));
        }
        Ok(())
    }

    pub(super) fn address_of(&mut self, fx: &FnCx, place: Option<&Place>, arg: &str, span: Span) -> CResult<Value> {
        let (ptr, mutable, component) = match place {
            Some(&Place::Mem { ptr, mutable, .. }) => (ptr, mutable, None),
            Some(Place::Swizzle { base, indices, ty }) => match (&**base, &indices[..]) {
                (&Place::Mem { ptr, mutable, .. }, &[i]) => (ptr, mutable, Some((i, *ty))),
                // The first component of a read-write texture's vector
                // texel (GLSL's image atomics on `iimage2D`): the texel's
                // address, the texture being read as one component.
                (&Place::Texel { tex, coord, writable: true, .. }, &[0]) => {
                    let pty = self.ctx.ptr_type(*ty, AddressSpace::Image);
                    return Ok(self.emit_value(fx, "hl.texel_addr", &[tex, coord], pty, &[], span));
                }
                _ => {
                    let msg = format!("cannot take the address of a swizzle ({arg} is passed by reference)");
                    return Err(self.error(E_NOT_LVALUE, span, msg));
                }
            },
            // A texel of a read-write texture of scalars: its address in
            // image memory (only atomics take it).
            Some(&Place::Texel { tex, coord, ty, writable: true }) if self.ctx.scalar_of(ty) == ty => {
                let pty = self.ctx.ptr_type(ty, AddressSpace::Image);
                return Ok(self.emit_value(fx, "hl.texel_addr", &[tex, coord], pty, &[], span));
            }
            Some(
                Place::Accessor { .. }
                | Place::Texel { .. }
                | Place::BitField { .. }
                | Place::Parts { .. }
                | Place::Element { .. },
            )
            | None => {
                let msg = format!("{arg} is passed by reference: it must be a variable, field or element");
                return Err(self.error(super::E_ARG_NOT_LVALUE, span, msg));
            }
        };
        if !mutable {
            let msg = format!("{arg} is passed by reference but is read-only");
            return Err(self.error(E_NOT_LVALUE, span, msg));
        }
        let Some((i, elem)) = component else { return Ok(ptr) };
        let space = match *self.ctx.type_kind(self.ctx.value_type(ptr)) {
            TypeKind::Ptr { space, .. } => space,
            _ => AddressSpace::Function,
        };
        let u32_ = self.ctx.int_type(32, false);
        let index = self.ctx.int_attr(i as i128);
        let index = self.emit_value(fx, "arith.const", &[], u32_, &[("value", index)], span);
        let pty = self.ctx.ptr_type(elem, space);
        Ok(self.emit_value(fx, "mem.elem_addr", &[ptr, index], pty, &[], span))
    }

    /// Erases the op defining `v` if nothing uses its results and it has no
    /// effect, then in turn the ops defining its operands.
    fn erase_unused(&mut self, v: Value) {
        let Some(op) = self.ctx.defining_op(v) else { return };
        let dead = self.ctx.results(op).iter().all(|&r| !self.ctx.has_uses(r))
            && !self.ctx.has_trait(op, Traits::HAS_SIDE_EFFECTS)
            && self.ctx.regions(op).is_empty();
        if !dead {
            return;
        }
        let operands = self.ctx.operands(op).to_vec();
        self.ctx.erase_op(op);
        for o in operands {
            self.erase_unused(o);
        }
    }
}

/// `argument 2 of 'F'`, for messages about argument `k` of `name`.
fn arg_name(name: &str, k: usize) -> String {
    format!("argument {} of '{name}'", k + 1)
}

/// Where the op's result goes, given the declaration's return type and
/// `out` parameters (see the module doc).
fn result_use(schema: &OpSchema, sig: &GenericSig, extra_operand: bool) -> Result<ResultUse, String> {
    let outs: Vec<usize> = (0..sig.params.len()).filter(|&k| sig.params[k].passing == Passing::Out).collect();
    if schema.variadic_results.is_some() {
        return Err(format!("'{}' has a variable number of results", schema.name));
    }
    match (schema.results, sig.ret.is_some(), &outs[..]) {
        ([], false, []) => Ok(ResultUse::None),
        ([_], true, []) => Ok(ResultUse::Return),
        ([_], false, &[k]) => Ok(ResultUse::Out(k)),
        ([TypeConstraint::SameAs(Slot::Operand(i))], false, []) => {
            // Operand `i` is the `i`-th parameter that is not `out`.
            let k = (0..sig.params.len()).filter(|&k| sig.params[k].passing != Passing::Out).nth(*i);
            let given = (0..sig.params.len()).filter(|&k| sig.params[k].passing != Passing::Out).count();
            match k {
                Some(k) if sig.params[k].passing == Passing::Value => Ok(ResultUse::Discard(k)),
                // The `__operand` constant, of the first parameter's type.
                None if extra_operand && *i == given && !sig.params.is_empty() => Ok(ResultUse::Discard(0)),
                _ => Err(format!(
                    "the result of '{}' cannot be dropped: its type is not a by-value operand's",
                    schema.name
                )),
            }
        }
        (results, _, _) => Err(format!(
            "'{}' gives {} result(s), which the return type and {} out parameter(s) do not match",
            schema.name,
            results.len(),
            outs.len()
        )),
    }
}
