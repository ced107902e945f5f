//! `T(x)` where `T` is a generic parameter bound by the core module's
//! numeric interfaces. Inside the generic, `T` is abstract: the only
//! constructors are the interface's requirements, `__init(int)` (and
//! `__init(float)` for floating-point bounds) besides `__init(T)`, so `x`
//! converts to `int` (or `float`) first and that value to `T`. With
//! `T = int64_t` and `x` the `uint` 0xFFFFFFFF, the result is -1, not
//! 4294967295, as slangc computes it; an instance checked with `T` bound
//! to a concrete type must keep that meaning.

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker};
use crate::ast::ExprId;
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// Bounds whose `__init(int)` requirement serves every other scalar.
const INT_INIT_BOUNDS: &[&str] = &[
    "IArithmetic",
    "ILogical",
    "IInteger",
    "__BuiltinArithmeticType",
    "__BuiltinLogicalType",
    "__BuiltinIntegerType",
    "__BuiltinSignedArithmeticType",
];
/// Bounds that also require `__init(float)`.
const FLOAT_INIT_BOUNDS: &[&str] = &["IFloat", "__BuiltinFloatingPointType", "__BuiltinRealType"];

impl Checker<'_> {
    /// The bound names of generic parameter `name` of the template whose
    /// instance `fx` lowers, if `fx` lowers an instance.
    fn instance_param_bounds(&self, fx: &FnCx, name: &str) -> Option<Vec<String>> {
        let f = fx.func?;
        let (template, _) = self.instance_origin.get(&f)?;
        let params = self.funcs[*template].generic.as_ref()?;
        let p = params.iter().find(|p| p.name == name)?;
        Some(p.bounds.as_ref()?.iter().map(|b| b.name.clone()).collect())
    }

    /// `param(arg)` for a generic parameter `param` bound to the scalar
    /// type `to` in this instance, when a numeric bound's initializer
    /// decides the conversion; `None` leaves it to the ordinary constructor.
    pub(super) fn construct_param(
        &mut self,
        fx: &mut FnCx,
        param: &str,
        to: Type,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let [arg] = args else { return Ok(None) };
        if !matches!(self.ctx.type_kind(to), TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }) {
            return Ok(None);
        }
        let Some(bounds) = self.instance_param_bounds(fx, param) else { return Ok(None) };
        let has = |set: &[&str]| bounds.iter().any(|b| set.contains(&b.as_str()));
        let floating = has(FLOAT_INIT_BOUNDS);
        if !floating && !has(INT_INIT_BOUNDS) {
            return Ok(None);
        }
        let v = self.lower_value(fx, *arg)?;
        let from = self.ctx.type_kind(v.ty).clone();
        let via = match from {
            _ if v.ty == to => return Ok(Some(v)),
            TypeKind::Float { .. } if floating => self.ctx.float_type(32),
            // `IInteger` also has `__init(int64_t)`: 64-bit values keep their bits.
            TypeKind::Int { width: 64, .. } if has(&["IInteger", "__BuiltinIntegerType"]) => {
                self.ctx.int_type(64, true)
            }
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => self.ctx.int_type(32, true),
            _ => {
                let value = self.convert(fx, v, to, span, true)?;
                return Ok(Some(TVal { value, ty: to, literal: false }));
            }
        };
        let mid = self.convert(fx, v, via, span, true)?;
        let value = self.convert(fx, TVal { value: mid, ty: via, literal: false }, to, span, true)?;
        Ok(Some(TVal { value, ty: to, literal: false }))
    }
}
