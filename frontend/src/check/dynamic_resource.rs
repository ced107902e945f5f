//! `__DynamicResource`: a descriptor binding whose resource type the
//! shader chooses where it reads it. A global `__DynamicResource g` (or an
//! array `g[]`, `__DynamicResource<__DynamicResourceKind.General>`) is
//! `!hl.DynamicResource`; `g.as<T>()`, `g[i].asOpaqueDescriptor<T>()` and
//! the implicit conversion to a resource type `T` read it as a `T`: the
//! same binding declared once per type read, a global `g` of type `T` (or
//! `T[]`) sharing `g`'s binding, as slangc aliases it (globals of one
//! dynamic resource carry `dynamic = "g"`, and `assign-bindings` gives
//! them one slot). The conversion must read the global itself or one of
//! its elements; a dynamic resource passed around first is refused.

use super::expr::TVal;
use super::stmt::{Binding, FnCx};
#[allow(unused_imports)]
use super::*;
use crate::ast::{ExprId, ExprKind};
use nsl_ir::{Type, TypeKind, Value};

impl Checker<'_> {
    /// Is `ty` `!hl.DynamicResource`, or an array of them?
    pub(super) fn is_dynamic_resource(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Opaque { name, .. } => self.ctx.str(*name) == "hl.DynamicResource",
            TypeKind::Array { elem, .. } => self.is_dynamic_resource(*elem),
            _ => false,
        }
    }

    /// Does expression `e` (a name or an element of one) have a dynamic
    /// resource type? Decided from declarations, without lowering `e`.
    pub(super) fn is_dynamic_resource_expr(&self, fx: &FnCx, e: ExprId) -> bool {
        match &self.user.expr(e).kind {
            ExprKind::Name(n) => match fx.lookup(n) {
                Some(Binding::Var { ty, .. }) => self.is_dynamic_resource(*ty),
                Some(Binding::Poisoned) => false,
                None => {
                    matches!(self.items.get(n), Some(Item::Global(g)) if self.is_dynamic_resource(self.globals[*g].ty))
                }
            },
            ExprKind::Index { base, .. } => self.is_dynamic_resource_expr(fx, *base),
            _ => false,
        }
    }

    /// `v` (a `!hl.DynamicResource`) read as the resource type `to`.
    pub(super) fn dynamic_resource_as(&mut self, fx: &mut FnCx, v: TVal, to: Type, span: Span) -> CResult<Value> {
        if !self.is_bindless_resource(to) {
            let msg = format!("a __DynamicResource cannot be read as '{}'", self.show(to));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let def = self.ctx.defining_op(v.value);
        let (global, index, nonuniform) = match def {
            Some(op) if self.ctx.op_name(op) == nsl_dialects::hl::RESOURCE.name => {
                (self.ctx.attr_symbol(op, "global"), None, None)
            }
            Some(op) if self.ctx.op_name(op) == nsl_dialects::hl::RESOURCE_ELEM.name => {
                (self.ctx.attr_symbol(op, "global"), Some(self.ctx.operand(op, 0)), self.ctx.attr(op, "nonuniform"))
            }
            _ => (None, None, None),
        };
        let Some(global) = global else {
            let msg = "a __DynamicResource is read as a resource only where it is read from its global \
                       (`g.as<T>()`, `g[i].as<T>()`), not after being passed or stored";
            return Err(self.error(E_UNSUPPORTED, span, msg));
        };
        let alias = self.dynamic_resource_alias(global, to, index.is_some());
        let alias_attr = self.ctx.symbol_attr(&alias);
        let mut attrs = vec![("global", alias_attr)];
        if let Some(n) = nonuniform {
            attrs.push(("nonuniform", n));
        }
        let value = match index {
            Some(i) => self.emit_value(fx, nsl_dialects::hl::RESOURCE_ELEM.name, &[i], to, &attrs, span),
            None => self.emit_value(fx, nsl_dialects::hl::RESOURCE.name, &[], to, &attrs, span),
        };
        // The dynamic resource read itself is dead now (nothing else took
        // it: it was made for this conversion).
        if let Some(op) = def {
            if !self.ctx.has_uses(v.value) {
                self.ctx.erase_op(op);
            }
        }
        Ok(value)
    }

    /// The global reading dynamic resource `global` as `to` (an array of
    /// them when `elems`), declared after it on first use.
    fn dynamic_resource_alias(&mut self, global: nsl_ir::Sym, to: Type, elems: bool) -> String {
        let body = self.ctx.body(self.module, 0);
        let ops = self.ctx.block_ops(body);
        let Some(g) = ops.iter().copied().find(|&op| {
            self.ctx.op_name(op) == nsl_dialects::hl::GLOBAL.name && self.ctx.attr_symbol(op, "sym") == Some(global)
        }) else {
            return self.ctx.str(global).to_string();
        };
        let ty = match self.ctx.attr(g, "type").map(|a| self.ctx.attr_kind(a).clone()) {
            Some(nsl_ir::attr::AttrKind::Type(t)) => match *self.ctx.type_kind(t) {
                TypeKind::Array { len, .. } if elems => self.ctx.array_type(to, len),
                _ => to,
            },
            _ => to,
        };
        let base = self.ctx.str(global).to_string();
        let type_attr = self.ctx.intern_attr(nsl_ir::attr::AttrKind::Type(ty));
        // One alias per type read.
        let existing = ops.iter().copied().find(|&op| {
            self.ctx.op_name(op) == nsl_dialects::hl::GLOBAL.name
                && self.ctx.attr_str(op, "dynamic") == Some(base.as_str())
                && self.ctx.attr(op, "type") == Some(type_attr)
        });
        if let Some(op) = existing {
            if let Some(s) = self.ctx.attr_symbol(op, "sym") {
                return self.ctx.str(s).to_string();
            }
        }
        let mut n = 0;
        let name = loop {
            let candidate = format!("{base}_{n}");
            let taken = ops
                .iter()
                .any(|&op| self.ctx.attr_symbol(op, "sym").is_some_and(|s| self.ctx.str(s) == candidate.as_str()));
            if !taken {
                break candidate;
            }
            n += 1;
        };
        let sym_attr = self.ctx.symbol_attr(&name);
        let dynamic_attr = self.ctx.str_attr(&base);
        let (sym_key, type_key, dynamic_key) = (self.ctx.sym("sym"), self.ctx.sym("type"), self.ctx.sym("dynamic"));
        let mut attrs: Vec<(nsl_ir::Sym, nsl_ir::Attr)> =
            self.ctx.attrs(g).iter().copied().filter(|&(k, _)| k != dynamic_key).collect();
        for (k, a) in attrs.iter_mut() {
            if *k == sym_key {
                *a = sym_attr;
            } else if *k == type_key {
                *a = type_attr;
            }
        }
        attrs.push((dynamic_key, dynamic_attr));
        let loc = self.ctx.loc(g);
        let kind = self.ctx.kind(nsl_dialects::hl::GLOBAL.name);
        let op = self.ctx.create_op(kind, &[], &[], &attrs, 0, loc);
        self.ctx.insert_op(op, nsl_ir::InsertPoint::After(g));
        // The dynamic resource global carries the key too.
        self.ctx.set_attr(g, dynamic_key, dynamic_attr);
        name
    }
}
