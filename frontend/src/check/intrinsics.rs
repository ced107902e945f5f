//! The core module's intrinsic functions: declarations in Slang (see
//! `frontend/core/core.slang`) marked `[__ir_op("dialect.op")]`, lowered to
//! that one IR op. Their signatures are generic over builtin scalar types
//! (`__generic<T : __BuiltinFloatingPointType, let N : int>`); a call
//! binds the generic parameters from the argument types, then converts
//! every argument to its parameter type like any call.

use super::expr::TVal;
use super::types::{self, arithmetic_order, Rank};
use super::{Checker, FuncInfo, Item, Unit};
use crate::ast::{DeclKind, FuncName, TypeId, TypeKind as AstType, TypeOrExpr};
use nsl_ir::{Context, MatrixLayout, Type, TypeKind};

/// What a generic type parameter of an intrinsic accepts.
#[derive(Copy, Clone, Debug)]
pub enum Bound {
    AnyScalar,
    Float,
    Arithmetic,
    Integer,
    /// Signed integers and floats.
    Signed,
    /// Integers and bool.
    Logical,
}

impl Bound {
    pub fn from_name(name: &str) -> Option<Bound> {
        Some(match name {
            "__BuiltinType" => Bound::AnyScalar,
            "__BuiltinFloatingPointType" | "IFloat" | "__BuiltinRealType" => Bound::Float,
            "__BuiltinArithmeticType" | "IArithmetic" => Bound::Arithmetic,
            "__BuiltinIntegerType" | "IInteger" => Bound::Integer,
            "__BuiltinSignedArithmeticType" => Bound::Signed,
            "__BuiltinLogicalType" | "ILogical" => Bound::Logical,
            _ => return None,
        })
    }
    pub fn accepts(self, r: Rank) -> bool {
        match self {
            Bound::AnyScalar => true,
            Bound::Float => matches!(r, Rank::Float(_)),
            Bound::Arithmetic => !matches!(r, Rank::Bool),
            Bound::Integer => matches!(r, Rank::Int(..)),
            Bound::Signed => matches!(r, Rank::Int(_, true) | Rank::Float(_)),
            Bound::Logical => matches!(r, Rank::Int(..) | Rank::Bool),
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

#[derive(Clone, Debug)]
pub struct GenericSig {
    pub type_params: Vec<Bound>,
    pub value_params: usize,
    pub params: Vec<Pat>,
    pub ret: Option<Pat>,
    /// The signature as written, for diagnostics.
    pub text: String,
}

#[derive(Default)]
struct Bindings {
    types: Vec<Option<(Type, bool)>>,
    dims: Vec<Option<u8>>,
}

impl GenericSig {
    /// Binds the generic parameters from `args` and returns the conversion
    /// cost, the concrete parameter types and the result type.
    pub fn match_args(&self, ctx: &mut Context, args: &[TVal]) -> Option<(u32, Vec<Type>, Option<Type>)> {
        if args.len() != self.params.len() {
            return None;
        }
        let mut b = Bindings { types: vec![None; self.type_params.len()], dims: vec![None; self.value_params] };
        // Arguments whose shape matches their pattern's bind parameters;
        // between several candidates for one type parameter the
        // higher-ranked wins, and literals yield to typed values.
        for (p, a) in self.params.iter().zip(args) {
            bind(ctx, p, a.ty, a.literal, &mut b);
        }
        // Scalars passed where a vector is expected bind the element only.
        for (p, a) in self.params.iter().zip(args) {
            if let (Pat::Vector(e, _) | Pat::Matrix(e, _, _), true) = (p, ctx.is_scalar(a.ty)) {
                bind(ctx, e, a.ty, a.literal, &mut b);
            }
        }
        let mut types_bound = Vec::new();
        for (i, bound) in self.type_params.iter().enumerate() {
            let (mut t, _) = b.types[i]?;
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
            let t = subst(ctx, p, &types_bound, &dims);
            cost += types::conversion_cost(ctx, a.ty, t, a.literal)?;
            params.push(t);
        }
        let ret = self.ret.as_ref().map(|r| subst(ctx, r, &types_bound, &dims));
        Some((cost, params, ret))
    }
}

fn bind(ctx: &Context, p: &Pat, t: Type, literal: bool, b: &mut Bindings) {
    match (p, ctx.type_kind(t)) {
        (Pat::Param(i), _) if ctx.is_scalar(t) => {
            let better = match b.types[*i] {
                None => true,
                Some((old, old_lit)) => {
                    let (ro, rn) = (types::rank(ctx, old), types::rank(ctx, t));
                    let higher = matches!((ro, rn), (Some(o), Some(n)) if arithmetic_order(n) > arithmetic_order(o));
                    (old_lit && !literal) || (old_lit == literal && higher)
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
            let Some(op) = decl.modifiers.attributes.iter().find(|a| a.name == "__ir_op").and_then(|a| {
                a.args.first().and_then(|&e| match &core.expr(e).kind {
                    crate::ast::ExprKind::String(s) => Some(s.clone()),
                    _ => None,
                })
            }) else {
                continue;
            };
            let Some(g) = self.compile_sig(sig, *ret, decl.span) else { continue };
            if self.ctx.op_kind(&op).is_none() {
                continue;
            }
            self.funcs.push(FuncInfo {
                name: name.name.clone(),
                unit: Unit::Core,
                decl: d,
                params: Vec::new(),
                ret: None,
                symbol: String::new(),
                this: None,
                intrinsic: Some((op, g)),
                generic: None,
                env: Vec::new(),
                needed: false,
                lowered: false,
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

    fn compile_sig(
        &mut self,
        sig: &crate::ast::Signature,
        ret: Option<TypeId>,
        span: crate::source::Span,
    ) -> Option<GenericSig> {
        let core = self.core;
        let mut type_names = Vec::new();
        let mut type_params = Vec::new();
        let mut value_names = Vec::new();
        for &p in sig.generics.as_ref().map_or(&[][..], |g| &g.params[..]) {
            match &core.decl(p).kind {
                DeclKind::GenericTypeParam { name, constraint, .. } => {
                    let bound = match constraint.map(|c| &core.ty(c).kind) {
                        Some(AstType::Name(n)) => Bound::from_name(n)?,
                        None => Bound::AnyScalar,
                        _ => return None,
                    };
                    type_names.push(name.name.clone());
                    type_params.push(bound);
                }
                DeclKind::GenericValueParam { name, .. } => value_names.push(name.name.clone()),
                _ => return None,
            }
        }
        let mut params = Vec::new();
        let mut texts = Vec::new();
        for &p in &sig.params {
            let DeclKind::Param { ty: Some(ty), .. } = &core.decl(p).kind else { return None };
            params.push(self.compile_pat(*ty, &type_names, &value_names)?);
            texts.push(crate::ast::dump_type(core, *ty));
        }
        let ret_pat = match ret {
            Some(r) if matches!(&core.ty(r).kind, AstType::Name(n) if n == "void") => None,
            Some(r) => Some(self.compile_pat(r, &type_names, &value_names)?),
            None => None,
        };
        let ret_text = ret.map_or("void".to_string(), |r| crate::ast::dump_type(core, r));
        let _ = span;
        Some(GenericSig {
            type_params,
            value_params: value_names.len(),
            params,
            ret: ret_pat,
            text: format!("({}) -> {ret_text}", texts.join(", ")),
        })
    }

    fn compile_pat(&mut self, t: TypeId, type_names: &[String], value_names: &[String]) -> Option<Pat> {
        let core = self.core;
        let dim = |a: &TypeOrExpr, c: &Checker| -> Option<Dim> {
            match a {
                TypeOrExpr::Type(t) => match &core.ty(*t).kind {
                    AstType::Name(n) => value_names.iter().position(|v| v == n).map(Dim::Param),
                    _ => None,
                },
                TypeOrExpr::Expr(e) => match &core.expr(*e).kind {
                    crate::ast::ExprKind::Int { value, .. } => u8::try_from(*value).ok().map(Dim::Const),
                    _ => {
                        let _ = c;
                        None
                    }
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
                    .map(Pat::Concrete)
            }
            AstType::Specialize { base, args } => {
                let AstType::Name(b) = &core.ty(*base).kind else { return None };
                let elem = match args.first()? {
                    TypeOrExpr::Type(e) => self.compile_pat(*e, type_names, value_names)?,
                    TypeOrExpr::Expr(_) => return None,
                };
                match (b.as_str(), args.len()) {
                    ("vector", 2) => Some(Pat::Vector(Box::new(elem), dim(&args[1], self)?)),
                    ("matrix", 3) => Some(Pat::Matrix(Box::new(elem), dim(&args[1], self)?, dim(&args[2], self)?)),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}
