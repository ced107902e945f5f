//! Cooperative matrix operations that take a function (SPV_NV_cooperative_matrix2):
//! `m.MapElement(f)`, `makeTuple(m, n, ...).MapElement(f)` and
//! `m.ReduceRow<RN>(f)`, `ReduceColumn<RM>`, `ReduceRowAndColumn<RM, RN>`,
//! `Reduce2x2`.
//!
//! The function argument is any function value: a function's name, a
//! lambda (capturing or not) or another `IFunc` struct. SPIR-V names the
//! function the device calls by its id, with the parameters the operation
//! fixes, so a wrapper function is made per use: it takes those
//! parameters, then the function value itself when it carries captures,
//! rebuilds the value and calls its `operator()`.

use super::expr::{Place, TVal};
use super::stmt::FnCx;
use super::{CResult, Checker, Dir, E_TYPE_MISMATCH};
use crate::ast::{ExprId, TypeOrExpr};
use crate::source::Span;
use nsl_dialects::coop;
use nsl_ir::{Type, Value};

/// A call with the wrong number of arguments.
const E_ARGS: &str = "E30019";

impl Checker<'_> {
    /// `m.MapElement(f)` and the `Reduce*` methods of a cooperative
    /// matrix; `None` when `name` is none of them.
    pub(super) fn coop_func_method(
        &mut self,
        fx: &mut FnCx,
        this: &Place,
        name: &str,
        gargs: Option<&[TypeOrExpr]>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let ty = this.ty();
        let Some(m) = coop::mat_info(self.ctx, ty) else { return Ok(None) };
        let mode = match name {
            "MapElement" => 0,
            "ReduceRow" => 1,
            "ReduceColumn" => 2,
            "ReduceRowAndColumn" => 3,
            "Reduce2x2" => 4,
            _ => return Ok(None),
        };
        let [f] = args else {
            let msg = format!("'{}.{name}' takes one function argument", self.show(ty));
            return Err(self.error(E_ARGS, span, msg));
        };
        let v = self.load_place(fx, this, span)?;
        if mode == 0 {
            return self.coop_map_element(fx, &[v], *f, span).map(Some);
        }
        // The reduced matrix's dimensions: the generic arguments, in order.
        let gargs = gargs.unwrap_or(&[]);
        let wanted = match mode {
            1 | 2 => 1,
            3 => 2,
            _ => 0,
        };
        if gargs.len() != wanted {
            let msg = format!("'{name}' takes {wanted} generic arguments, not {}", gargs.len());
            return Err(self.error(E_ARGS, span, msg));
        }
        let mut dims = Vec::new();
        for g in gargs {
            let g = *g;
            let n = self.coop_const_arg(super::Unit::User, &g, span)?;
            match u32::try_from(n) {
                Ok(n) if n > 0 => dims.push(n),
                _ => return Err(self.error(E_TYPE_MISMATCH, span, format!("'{name}': dimension {n} is out of range"))),
            }
        }
        let (rows, cols) = match mode {
            1 => (m.rows, dims[0]),
            2 => (dims[0], m.cols),
            3 => (dims[0], dims[1]),
            _ => (m.rows / 2, m.cols / 2),
        };
        if rows == 0 || cols == 0 {
            let msg = format!("'{name}' of a {}x{} matrix leaves no elements", m.rows, m.cols);
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let rty = coop::mat_type(self.ctx, coop::MatInfo { rows, cols, usage: 2, ..m });
        let (callee, extra) = self.coop_callee(fx, *f, &[m.elem, m.elem], m.elem, name, span)?;
        let mut operands = vec![v.value];
        operands.extend(extra);
        let attrs = [("callee", self.ctx.symbol_attr(&callee)), ("mode", self.ctx.int_attr(mode))];
        let value = self.emit_value(fx, coop::REDUCE.name, &operands, rty, &attrs, span);
        Ok(Some(TVal { value, ty: rty, literal: false }))
    }

    /// `makeTuple(m, n, ...).MapElement(f)` on a tuple value of
    /// cooperative matrices of one shape, scope and use; `None` when
    /// `ty` is no such tuple.
    pub(super) fn coop_tuple_method(
        &mut self,
        fx: &mut FnCx,
        this: &Place,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let ty = this.ty();
        let Some(elems) = self.tuple_elems(ty) else { return Ok(None) };
        let infos: Option<Vec<coop::MatInfo>> = elems.iter().map(|&t| coop::mat_info(self.ctx, t)).collect();
        let Some(infos) = infos else { return Ok(None) };
        if name != "MapElement" || infos.is_empty() {
            return Ok(None);
        }
        let shape = |m: &coop::MatInfo| (m.scope, m.rows, m.cols, m.usage);
        if infos.iter().any(|m| shape(m) != shape(&infos[0])) {
            let msg = format!("'MapElement' of '{}': the matrices must share scope, shape and use", self.show(ty));
            return Err(self.error(E_TYPE_MISMATCH, span, msg));
        }
        let [f] = args else {
            return Err(self.error(E_ARGS, span, "'MapElement' takes one function argument"));
        };
        let t = self.load_place(fx, this, span)?;
        let mut mats = Vec::new();
        for (i, &ety) in elems.iter().enumerate() {
            let idx = self.ctx.int_attr(i as i128);
            let value = self.emit_value(fx, "agg.extract", &[t.value], ety, &[("index", idx)], span);
            mats.push(TVal { value, ty: ety, literal: false });
        }
        self.coop_map_element(fx, &mats, *f, span).map(Some)
    }

    /// `coop.map_element` of `mats[0]` with `f(row, column, x0, x1, ...)`,
    /// `xi` the element of `mats[i]`.
    fn coop_map_element(&mut self, fx: &mut FnCx, mats: &[TVal], f: ExprId, span: Span) -> CResult<TVal> {
        let u32_ = self.ctx.int_type(32, false);
        let ty = mats[0].ty;
        let mut params = vec![u32_, u32_];
        params.extend(mats.iter().map(|v| coop::elem_type(self.ctx, v.ty).expect("cooperative matrices")));
        let ret = params[2];
        let (callee, extra) = self.coop_callee(fx, f, &params, ret, "MapElement", span)?;
        let mut operands: Vec<Value> = mats.iter().map(|v| v.value).collect();
        operands.extend(extra);
        let attrs = [("callee", self.ctx.symbol_attr(&callee))];
        let value = self.emit_value(fx, coop::MAP_ELEMENT.name, &operands, ty, &attrs, span);
        Ok(TVal { value, ty, literal: false })
    }

    /// The wrapper function that calls function value `f` with parameters
    /// `params` (returning `ret`), and the operands to pass it beyond
    /// those: the function value when it carries captures.
    fn coop_callee(
        &mut self,
        fx: &mut FnCx,
        f: ExprId,
        params: &[Type],
        ret: Type,
        what: &str,
        span: Span,
    ) -> CResult<(String, Vec<Value>)> {
        let fspan = self.span(f);
        let v = self.lower_value(fx, f)?;
        let s = self.structs.iter().position(|st| st.ty == v.ty);
        let op = s.and_then(|s| self.structs[s].methods.get("operator()").cloned());
        let g = match op.as_deref() {
            Some(&[g]) => g,
            _ => {
                let msg = format!("'{what}' takes a function, not '{}'", self.show(v.ty));
                return Err(self.error(E_TYPE_MISMATCH, fspan, msg));
            }
        };
        let s = s.expect("found with its operator()");
        let matches = self.funcs[g].generic.is_none()
            && self.funcs[g].ret == Some(ret)
            && self.funcs[g].params.len() == params.len()
            && self.funcs[g].params.iter().zip(params).all(|(p, &t)| p.ty == t && p.dir == Dir::In)
            && matches!(self.funcs[g].this, Some((_, false)));
        if !matches {
            let want: Vec<String> = params.iter().map(|&t| self.show(t)).collect();
            let msg = format!(
                "'{what}' takes a function of ({}) returning '{}'; '{}' is not one",
                want.join(", "),
                self.show(ret),
                self.show(v.ty)
            );
            return Err(self.error(E_TYPE_MISMATCH, fspan, msg));
        }
        self.funcs[g].needed = true;
        self.use_function(g, span);
        let captures = !self.structs[s].fields.is_empty();
        // The wrapper: `params`, then the function value if it has fields.
        let symbol = self.unique_symbol(&format!("{}.{what}", self.funcs[g].symbol));
        let mut wparams = params.to_vec();
        if captures {
            wparams.push(v.ty);
        }
        let fty = self.ctx.function_type(wparams.clone(), vec![ret]);
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
        self.ctx.insert_op(func, nsl_ir::InsertPoint::End(body));
        let block = self.ctx.body(func, 0);
        let args: Vec<Value> = wparams.iter().map(|&t| self.ctx.add_block_arg(block, t)).collect();
        let target = self.ctx.symbol_attr(&self.funcs[g].symbol.clone());
        let mut b = nsl_ir::Builder::at_end(self.ctx, block);
        b.loc = loc;
        let this = if captures {
            args[params.len()]
        } else {
            let c = b.op("agg.construct", &[], &[v.ty], &[], 0);
            b.ctx.result(c, 0)
        };
        let mut call_args = vec![this];
        call_args.extend_from_slice(&args[..params.len()]);
        let call = b.op("func.call", &call_args, &[ret], &[("callee", target)], 0);
        let r = b.ctx.result(call, 0);
        b.op("func.return", &[r], &[], &[], 0);
        Ok((symbol, if captures { vec![v.value] } else { Vec::new() }))
    }
}
