//! `Conditional<T, hasValue>`: a `T` when `hasValue` is true, nothing (an
//! empty struct, which `eliminate-empty-structs` removes) when it is
//! false: `struct<Conditional<float3, true> {value: vec<f32, 3>}>`,
//! registered among the generic struct instances under the name
//! `Conditional`. As in Slang's core module: a `T` converts to it
//! implicitly (dropped when `hasValue` is false), it converts to
//! `Optional<T>` (none when `hasValue` is false), `get()` gives that
//! `Optional<T>` and `[mutating] set(v)` stores `v` when `hasValue` holds.

use super::expr::{Place, TVal};
use super::generics::GArg;
use super::stmt::FnCx;
use super::{CResult, Checker, StructInfo, E_OVERLOAD};
use crate::ast::ExprId;
use crate::source::Span;
use nsl_ir::{Type, TypeKind, Value};
use rustc_hash::FxHashMap;

/// Slang's `kConversionCost_ValToOptional` (a `T` to `Conditional<T, B>`).
const COST_TO_CONDITIONAL: u32 = 150;

impl Checker<'_> {
    /// `Conditional<t, has_value>`.
    pub fn conditional_type(&mut self, t: Type, has_value: bool) -> Type {
        let key = ("Conditional".to_string(), vec![GArg::Type(t), GArg::Value(i128::from(has_value))]);
        if let Some(&s) = self.struct_instances.get(&key) {
            return self.structs[s].ty;
        }
        let name = format!("Conditional<{}, {has_value}>", self.show(t));
        let fields: Vec<(String, Type)> = if has_value { vec![("value".to_string(), t)] } else { Vec::new() };
        let sname = self.ctx.sym(&name);
        let field_syms = fields.iter().map(|(n, t)| (self.ctx.sym(n), *t)).collect();
        let ty = self.ctx.intern_type(TypeKind::Struct { name: sname, fields: field_syms });
        self.structs.push(StructInfo {
            name,
            ty,
            defaults: vec![None; fields.len()],
            field_requires: vec![None; fields.len()],
            fields,
            methods: FxHashMap::default(),
            conforms: Vec::new(),
            conform_refs: Vec::new(),
            base: None,
            origin: None,
            member_types: FxHashMap::default(),
            properties: FxHashMap::default(),
            subscripts: Vec::new(),
            env: Default::default(),
            require: None,
            bitfields: FxHashMap::default(),
            shadowed: FxHashMap::default(),
        });
        self.record_struct_instance(key.0, key.1, self.structs.len() - 1);
        ty
    }

    /// `(T, hasValue)` when `ty` is `Conditional<T, hasValue>`.
    pub fn conditional_parts(&self, ty: Type) -> Option<(Type, bool)> {
        match self.struct_instance_of(ty)? {
            ("Conditional", [GArg::Type(t), GArg::Value(b)]) => Some((*t, *b != 0)),
            _ => None,
        }
    }

    /// The cost of converting a `from` to the `Conditional` `to`.
    pub fn conditional_cost(&self, from: Type, to: Type) -> Option<u32> {
        let (t, _) = self.conditional_parts(to)?;
        let inner = super::types::conversion_cost(self.ctx, from, t, None)?;
        Some(COST_TO_CONDITIONAL + inner)
    }

    /// `v` as a value of the `Conditional` `to`.
    pub fn wrap_conditional(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span) -> Option<CResult<Value>> {
        let (t, has_value) = self.conditional_parts(to)?;
        if self.conditional_parts(v.ty).is_some() {
            return None;
        }
        let inner = match self.convert(fx, v, t, span, false) {
            Ok(x) => x,
            Err(e) => return Some(Err(e)),
        };
        let items: &[Value] = if has_value { &[inner] } else { &[] };
        Some(Ok(self.emit_value(fx, "agg.construct", items, to, &[], span)))
    }

    /// The `Optional<T>` a `Conditional<T, B>` value gives (`get()`, and
    /// the conversion).
    pub fn conditional_to_optional(&mut self, fx: &mut FnCx, v: TVal, span: Span) -> CResult<TVal> {
        let (t, has_value) = self.conditional_parts(v.ty).ok_or(super::Reported)?;
        let ty = self.optional_type(t, span)?;
        let value = if has_value {
            let idx = self.ctx.int_attr(0);
            let inner = self.emit_value(fx, "agg.extract", &[v.value], t, &[("index", idx)], span);
            let b = self.ctx.bool_type();
            let yes = self.ctx.bool_attr(true);
            let flag = self.emit_value(fx, "arith.const", &[], b, &[("value", yes)], span);
            self.emit_value(fx, "agg.construct", &[inner, flag], ty, &[], span)
        } else {
            // Always none: `.value` of it is E41027 (`check_reads_of_none`).
            let none = self.zero(fx, ty, span);
            fx.none_values.push(none);
            none
        };
        Ok(TVal { value, ty, literal: false })
    }

    /// `c.get()` and `c.set(v)` on a `Conditional` place; `None` for
    /// anything else.
    pub fn conditional_method(
        &mut self,
        fx: &mut FnCx,
        base: &Place,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> Option<CResult<Option<TVal>>> {
        let (t, has_value) = self.conditional_parts(base.ty())?;
        Some((|| match (name, args) {
            ("get", []) => {
                let v = self.load_place(fx, base, span)?;
                self.conditional_to_optional(fx, v, span).map(Some)
            }
            ("set", [arg]) => {
                let v = self.lower_value(fx, *arg)?;
                let aspan = self.user.expr(*arg).span;
                let value = self.convert(fx, v, t, aspan, false)?;
                if has_value {
                    let inner = self.member_place(fx, base.clone(), "value", span)?;
                    self.store_place(fx, &inner, value, span)?;
                }
                Ok(None)
            }
            _ => {
                let msg = format!("'{}' has no method '{name}' taking {} arguments", self.show(base.ty()), args.len());
                Err(self.error(E_OVERLOAD, span, msg))
            }
        })())
    }
}
