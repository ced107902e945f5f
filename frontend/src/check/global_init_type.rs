//! The type of a global declared without one whose initializer is no
//! constant (`static var g = f(3);`, `static let k = int2(f(1), 2);`): the
//! type of the initializer's value, as in slangc.

use super::{CResult, Checker};
use crate::ast::ExprId;
use nsl_ir::{InsertPoint, Type};

impl Checker<'_> {
    /// Lowers initializer `e` into a function that is thrown away, to learn
    /// its type. Its diagnostics are kept only when it fails: the
    /// initializer is lowered again where the entry point runs it.
    pub(super) fn initializer_type(&mut self, e: ExprId) -> CResult<Type> {
        let span = self.user.expr(e).span;
        let (diags, dropped) = (self.diags.list.len(), self.diags.dropped);
        let symbol = self.unique_symbol("global_init_type");
        let fty = self.ctx.function_type(Vec::new(), Vec::new());
        let loc = self.loc(span);
        let fkind = self.ctx.kind(nsl_dialects::func::FUNC.name);
        let attrs = [
            ("sym", self.ctx.symbol_attr(&symbol)),
            ("type", self.ctx.type_attr(fty)),
            ("visibility", self.ctx.str_attr("private")),
        ];
        let attrs: Vec<(nsl_ir::Sym, nsl_ir::Attr)> = attrs.iter().map(|&(n, a)| (self.ctx.sym(n), a)).collect();
        let func = self.ctx.create_op(fkind, &[], &[], &attrs, 1, loc);
        let body = self.ctx.body(self.module, 0);
        self.ctx.insert_op(func, InsertPoint::End(body));
        let block = self.ctx.body(func, 0);
        let mut fx = super::stmt::FnCx::new(block, None);
        fx.push_scope();
        let value = self.lower_init(&mut fx, e, None);
        self.ctx.erase_op(func);
        let value = value?;
        self.diags.list.truncate(diags);
        self.diags.dropped = dropped;
        Ok(value.ty)
    }
}
