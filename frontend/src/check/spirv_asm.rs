//! `spirv_asm { ... }` blocks: checked here (the Slang expressions and
//! types they quote, the type of their value) and lowered to one
//! `hl.spirv_asm` op whose template the SPIR-V backend reads against
//! SPIR-V's grammar. Only the SPIR-V target has them: the block requires
//! the `spirv` capability, so another target reports a capability error.

use super::expr::TVal;
use super::stmt::FnCx;
use super::{CResult, Checker, Unit};
use crate::ast::{AsmInst, AsmName, AsmOperand};
use crate::source::Span;
use nsl_dialects::spirv_asm::{Inst, Name, Tok};
use nsl_ir::{Type, Value};

/// A block whose value's type cannot be known.
const E_SPIRV_ASM_RESULT: &str = "E29100";

impl Checker<'_> {
    pub fn lower_spirv_asm(&mut self, fx: &mut FnCx, insts: &[AsmInst], span: Span) -> CResult<Option<TVal>> {
        self.use_fixed(Self::capability("spirv"), span, "spirv_asm");
        let mut operands: Vec<Value> = Vec::new();
        let mut types: Vec<Type> = Vec::new();
        let mut out = Vec::new();
        let mut result_ty = None;
        for inst in insts {
            let mut tok = |c: &mut Self, fx: &mut FnCx, o: &AsmOperand| -> CResult<Tok> {
                Ok(match o {
                    AsmOperand::Id(n) => Tok::Id(n.clone()),
                    AsmOperand::Result => Tok::Result,
                    AsmOperand::Value(e) => {
                        let v = c.lower_value(fx, *e)?;
                        operands.push(v.value);
                        Tok::Value(operands.len() - 1)
                    }
                    AsmOperand::Addr(e) => {
                        let espan = c.user.expr(*e).span;
                        let place = c.lower_place(fx, *e)?;
                        let ptr = c.address_of(fx, Some(&place), "the operand of `&`", espan)?;
                        operands.push(ptr);
                        Tok::Value(operands.len() - 1)
                    }
                    AsmOperand::Type(t) | AsmOperand::SampledType(t) => {
                        let ty = c.resolve_type(Unit::User, *t)?;
                        types.push(ty);
                        if matches!(o, AsmOperand::Type(_)) {
                            Tok::Type(types.len() - 1)
                        } else {
                            Tok::Sampled(types.len() - 1)
                        }
                    }
                    AsmOperand::Int(v) => Tok::Int(*v),
                    AsmOperand::Float(v) => Tok::Float(*v),
                    AsmOperand::Str(s) => Tok::Str(s.clone()),
                    AsmOperand::Names(ns) => Tok::Names(
                        ns.iter()
                            .map(|n| match n {
                                AsmName::Name(s) => Name::Name(s.clone()),
                                AsmName::Int(v) => Name::Int(*v),
                            })
                            .collect(),
                    ),
                })
            };
            let result = inst.result.as_ref().map(|o| tok(self, fx, o)).transpose()?;
            let ty = inst.ty.as_ref().map(|o| tok(self, fx, o)).transpose()?;
            let ops = inst.operands.iter().map(|o| tok(self, fx, o)).collect::<CResult<Vec<_>>>()?;
            // The block's type: the type of the instruction defining
            // `result`, written `result : $$T = ...` or `OpXxx $$T result ...`.
            let defined_ty = if result == Some(Tok::Result) {
                // `result = OpXxx $$T ...`: the type is the first operand.
                Some(ty.clone().or_else(|| ops.first().cloned()))
            } else {
                ops.iter().position(|t| *t == Tok::Result).map(|k| k.checked_sub(1).map(|p| ops[p].clone()))
            };
            if let Some(t) = defined_ty {
                match t {
                    Some(Tok::Type(k)) => result_ty = Some(types[k]),
                    _ => {
                        let msg = "the type of `result` in a spirv_asm block must be a Slang type (`$$T`)";
                        return Err(self.error(E_SPIRV_ASM_RESULT, inst.span, msg));
                    }
                }
            }
            self.warn_layout_sensitive_type(&inst.opcode);
            out.push(Inst { result, ty, opcode: inst.opcode.name.clone(), operands: ops });
        }
        let template = nsl_dialects::spirv_asm::print(&out);
        let template = self.ctx.str_attr(&template);
        let type_attrs = types.iter().map(|&t| self.ctx.type_attr(t)).collect();
        let types = self.ctx.array_attr(type_attrs);
        let results: Vec<Type> = result_ty.into_iter().collect();
        let attrs = [("template", template), ("types", types)];
        let op = self.emit(fx, nsl_dialects::hl::SPIRV_ASM.name, &operands, &results, &attrs, span);
        Ok(result_ty.map(|ty| TVal { value: self.ctx.result(op, 0), ty, literal: false }))
    }

    /// slangc's warning E29116: an array or pointer type declared inside
    /// the block carries no Slang data layout (strides, offsets); values
    /// and pointers formed in Slang and passed in keep theirs. Once per
    /// instruction, however often its function is instantiated.
    fn warn_layout_sensitive_type(&mut self, opcode: &crate::ast::Ident) {
        const CODE: &str = "E29116";
        if !matches!(opcode.name.as_str(), "OpTypeArray" | "OpTypeRuntimeArray" | "OpTypePointer")
            || self.diags.list.iter().any(|d| d.code == CODE && d.span == opcode.span)
        {
            return;
        }
        let msg = format!(
            "layout-sensitive SPIR-V type declaration '{}' in spirv_asm may not preserve Slang data-layout information (declare the type in Slang and pass its values in with $$T or $value)",
            opcode.name
        );
        self.warn(CODE, opcode.span, msg);
    }

    /// `[[vk::spirv_instruction(op)]]` or `[[vk::spirv_instruction(op,
    /// "set")]]` on a function declared without a body: its body is that
    /// one instruction (`OpN` of the core grammar, or `OpExtInst` of the
    /// named extended set) over the parameters, its result the function's.
    /// Returns false when `f` has no such attribute.
    pub(super) fn spirv_instruction_body(&mut self, f: usize) -> bool {
        use crate::ast::ExprKind;
        let decl = self.func_decl(f);
        let span = decl.span;
        let Some(attr) = decl.modifiers.attributes.iter().find(|a| a.name == "vk::spirv_instruction").cloned() else {
            return false;
        };
        let opcode = match attr.args.first() {
            Some(&e) => self.const_int(Unit::User, e).ok(),
            None => None,
        };
        let set = match attr.args.get(1).map(|&e| &self.user.expr(e).kind) {
            None => Some(None),
            Some(ExprKind::String(s)) => Some(Some(s.clone())),
            Some(_) => None,
        };
        let (Some(opcode), Some(set), true) = (opcode, set, attr.args.len() <= 2) else {
            let msg = "vk::spirv_instruction takes an opcode and an optional instruction set name";
            self.error(super::E_TYPE_MISMATCH, attr.span, msg);
            return true;
        };
        if self.funcs[f].this.is_some() || self.funcs[f].params.iter().any(|p| p.dir != super::Dir::In) {
            let msg = "a vk::spirv_instruction function takes its arguments by value";
            self.error(super::E_UNSUPPORTED, span, msg);
            return true;
        }
        let (block, args) = self.create_func_op(f, true, span);
        let fx = super::stmt::FnCx::new(block, self.funcs[f].ret);
        let ret = self.funcs[f].ret;
        let values: Vec<Tok> = (0..args.len()).map(Tok::Value).collect();
        let mut insts = Vec::new();
        let mut types = Vec::new();
        // The result's type: the function's, or `void` declared here.
        let (result, ty) = match ret {
            Some(t) => {
                types.push(t);
                (Tok::Result, Tok::Type(0))
            }
            None => {
                let void = Tok::Id("void".into());
                insts.push(Inst {
                    result: Some(void.clone()),
                    ty: None,
                    opcode: "OpTypeVoid".into(),
                    operands: vec![],
                });
                (Tok::Id("unused".into()), void)
            }
        };
        match set {
            Some(name) => {
                let s = Tok::Id("set".into());
                insts.push(Inst {
                    result: Some(s.clone()),
                    ty: None,
                    opcode: "OpExtInstImport".into(),
                    operands: vec![Tok::Str(name)],
                });
                let mut operands = vec![ty, s, Tok::Int(opcode)];
                operands.extend(values);
                insts.push(Inst { result: Some(result), ty: None, opcode: "OpExtInst".into(), operands });
            }
            None => {
                let mut operands = if ret.is_some() { vec![ty] } else { Vec::new() };
                operands.extend(values);
                let result = ret.is_some().then_some(result);
                insts.push(Inst { result, ty: None, opcode: format!("Op{opcode}"), operands });
            }
        }
        let template = nsl_dialects::spirv_asm::print(&insts);
        let template = self.ctx.str_attr(&template);
        let type_attrs = types.iter().map(|&t| self.ctx.type_attr(t)).collect();
        let types = self.ctx.array_attr(type_attrs);
        let results: Vec<Type> = ret.into_iter().collect();
        let attrs = [("template", template), ("types", types)];
        let op = self.emit(&fx, nsl_dialects::hl::SPIRV_ASM.name, &args, &results, &attrs, span);
        let returned: Vec<Value> = ret.map(|_| self.ctx.result(op, 0)).into_iter().collect();
        self.emit(&fx, "func.return", &returned, &[], &[], span);
        true
    }
}
