//! The translation of each op without regions: one SPIR-V instruction, a
//! GLSL.std.450 extended instruction, or a fixed short sequence.
//!
//! Element-wise ops on matrices run row by row (SPIR-V arithmetic takes
//! scalars and vectors): each row is extracted, computed and the matrix
//! rebuilt. `mat.relayout` emits nothing for float matrices (SPIR-V
//! values carry no layout) and copies other matrices, arrays of rows in
//! SPIR-V, row by row. Fixed sequences: `math.log10` is `log2(x) * log10(2)`,
//! `math.rcp` is `1 / x`, `math.saturate` is `NClamp(x, 0, 1)`,
//! `math.clamp` is `min(max(x, lo), hi)` (`NMin`/`NMax` for floats, whose
//! NaN rules match the op's; 16-bit floats select NaN cases explicitly), `math.isfinite` is `!(isnan || isinf)`, an
//! integer `math.dot` is a chain of multiplies and adds, `math.mad` a
//! multiply and an add, `math.any`/`math.all` of numbers compare with 0
//! first, `f32tof16`/`f16tof32` go through `PackHalf2x16`/`UnpackHalf2x16`
//! per component, and shift amounts are masked to the width (the op takes
//! them modulo the width; SPIR-V leaves larger ones undefined) unless they
//! are constants below it.
//!
//! Semantics the GPU does not share with the IR's exact definitions
//! (integer division by zero, float-to-int overflow, the precision of
//! transcendental functions) follow the GPU.

use crate::emit::{Emitter, R};
use crate::layout::{self, Layout};
use nsl_dialects::{agg, arith, coop, gpu, hl, mat, mem, vec};
use nsl_ir::interp::{value_from_attr, RtValue};
use nsl_ir::{AddressSpace, AttrKind, Op, Type, TypeKind};
use rspirv::dr::Operand;
use rspirv::spirv::{self, Capability, Word};

/// An instruction applied component-wise.
#[derive(Copy, Clone)]
enum Code {
    Op(spirv::Op),
    Glsl(u32),
}

/// The element kind of a scalar, vector or matrix type.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elem {
    Bool,
    SInt(u8),
    UInt(u8),
    Float(u8),
}

mod glsl {
    pub const ROUND_EVEN: u32 = 2;
    pub const TRUNC: u32 = 3;
    pub const FABS: u32 = 4;
    pub const SABS: u32 = 5;
    pub const FSIGN: u32 = 6;
    pub const SSIGN: u32 = 7;
    pub const FLOOR: u32 = 8;
    pub const CEIL: u32 = 9;
    pub const FRACT: u32 = 10;
    pub const RADIANS: u32 = 11;
    pub const DEGREES: u32 = 12;
    pub const SIN: u32 = 13;
    pub const COS: u32 = 14;
    pub const TAN: u32 = 15;
    pub const ASIN: u32 = 16;
    pub const ACOS: u32 = 17;
    pub const ATAN: u32 = 18;
    pub const SINH: u32 = 19;
    pub const COSH: u32 = 20;
    pub const TANH: u32 = 21;
    pub const ATAN2: u32 = 25;
    pub const POW: u32 = 26;
    pub const EXP: u32 = 27;
    pub const LOG: u32 = 28;
    pub const EXP2: u32 = 29;
    pub const LDEXP: u32 = 53;
    pub const LOG2: u32 = 30;
    pub const SQRT: u32 = 31;
    pub const INVERSE_SQRT: u32 = 32;
    pub const DETERMINANT: u32 = 33;
    pub const FMIN: u32 = 37;
    pub const UMIN: u32 = 38;
    pub const SMIN: u32 = 39;
    pub const FMAX: u32 = 40;
    pub const UMAX: u32 = 41;
    pub const SMAX: u32 = 42;
    pub const FCLAMP: u32 = 43;
    pub const UCLAMP: u32 = 44;
    pub const SCLAMP: u32 = 45;
    pub const FMIX: u32 = 46;
    pub const STEP: u32 = 48;
    pub const SMOOTH_STEP: u32 = 49;
    pub const FMA: u32 = 50;
    pub const PACK_HALF_2X16: u32 = 58;
    pub const UNPACK_HALF_2X16: u32 = 62;
    pub const LENGTH: u32 = 66;
    pub const DISTANCE: u32 = 67;
    pub const CROSS: u32 = 68;
    pub const NORMALIZE: u32 = 69;
    pub const FACE_FORWARD: u32 = 70;
    pub const REFLECT: u32 = 71;
    pub const REFRACT: u32 = 72;
    pub const FIND_ILSB: u32 = 73;
    pub const FIND_SMSB: u32 = 74;
    pub const FIND_UMSB: u32 = 75;
    pub const NMIN: u32 = 79;
    pub const NMAX: u32 = 80;
    pub const NCLAMP: u32 = 81;
}

fn ids(words: &[Word]) -> Vec<Operand> {
    words.iter().map(|&w| Operand::IdRef(w)).collect()
}

impl Emitter<'_> {
    fn elem(&self, ty: Type) -> Elem {
        let scalar = coop::elem_type(self.ctx, ty).unwrap_or_else(|| self.ctx.scalar_of(ty));
        match *self.ctx.type_kind(scalar) {
            TypeKind::Int { width, signed: true } => Elem::SInt(width),
            TypeKind::Int { width, signed: false } => Elem::UInt(width),
            TypeKind::Float { width } => Elem::Float(width),
            // Mini floats convert as floats (`OpFConvert`); the frontend
            // gives them no arithmetic.
            TypeKind::MiniFloat(m) => Elem::Float(m.width()),
            _ => Elem::Bool,
        }
    }

    /// Is `ty`'s scalar a mini float (bfloat16, fp8)?
    fn is_mini_float(&self, ty: Type) -> bool {
        let scalar = coop::elem_type(self.ctx, ty).unwrap_or_else(|| self.ctx.scalar_of(ty));
        matches!(self.ctx.type_kind(scalar), TypeKind::MiniFloat(_))
    }

    fn ext(&mut self, ty: Word, inst: u32, args: &[Word]) -> R<Word> {
        let set = self.glsl();
        let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(inst)];
        operands.extend(ids(args));
        self.inst(spirv::Op::ExtInst, ty, operands)
    }

    fn apply(&mut self, code: Code, ty: Word, args: &[Word]) -> R<Word> {
        match code {
            Code::Op(o) => self.inst(o, ty, ids(args)),
            Code::Glsl(n) => self.ext(ty, n, args),
        }
    }

    /// Applies `code` to `args` (all of `ty`), row by row for matrices.
    fn each(&mut self, at: Op, code: Code, ty: Type, args: &[Word]) -> R<Word> {
        let result = self.ty(ty, at)?;
        let TypeKind::Matrix { elem, rows, cols, .. } = *self.ctx.type_kind(ty) else {
            return self.apply(code, result, args);
        };
        let e = self.ty(elem, at)?;
        let row_ty = self.b.type_vector(e, cols.into());
        let mut out = Vec::with_capacity(rows.into());
        for i in 0..u32::from(rows) {
            let mut parts = Vec::with_capacity(args.len());
            for &a in args {
                parts.push(self.inst(
                    spirv::Op::CompositeExtract,
                    row_ty,
                    vec![Operand::IdRef(a), Operand::LiteralBit32(i)],
                )?);
            }
            out.push(self.apply(code, row_ty, &parts)?);
        }
        self.inst(spirv::Op::CompositeConstruct, result, ids(&out))
    }

    /// `min`/`max` of 16-bit floats: `FMin`/`FMax` with the NaN cases
    /// selected explicitly (`isnan(x) ? y : isnan(y) ? x : FMax(x, y)`),
    /// the op's minimumNumber rule. `NMin`/`NMax` state that rule too, but
    /// NVIDIA's Vulkan driver (580) returns the NaN from a half `NMax`.
    fn min_max_16(&mut self, at: Op, inst: u32, ty: Type, x: Word, y: Word) -> R<Word> {
        let result = self.ty(ty, at)?;
        let (row_ty, rows, len) = match *self.ctx.type_kind(ty) {
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let e = self.ty(elem, at)?;
                (self.b.type_vector(e, cols.into()), u32::from(rows), u32::from(cols))
            }
            TypeKind::Vector { len, .. } => return self.min_max_guarded(inst, result, len.into(), x, y),
            _ => return self.min_max_guarded(inst, result, 1, x, y),
        };
        let mut out = Vec::with_capacity(rows as usize);
        for i in 0..rows {
            let row = |e: &mut Self, v: Word| {
                e.inst(spirv::Op::CompositeExtract, row_ty, vec![Operand::IdRef(v), Operand::LiteralBit32(i)])
            };
            let (rx, ry) = (row(self, x)?, row(self, y)?);
            out.push(self.min_max_guarded(inst, row_ty, len, rx, ry)?);
        }
        self.inst(spirv::Op::CompositeConstruct, result, ids(&out))
    }

    fn min_max_guarded(&mut self, inst: u32, t: Word, len: u32, x: Word, y: Word) -> R<Word> {
        let bool_ty = self.b.type_bool();
        let bt = if len > 1 { self.b.type_vector(bool_ty, len) } else { bool_ty };
        let m = self.ext(t, inst, &[x, y])?;
        let x_nan = self.inst(spirv::Op::IsNan, bt, ids(&[x]))?;
        let y_nan = self.inst(spirv::Op::IsNan, bt, ids(&[y]))?;
        let r = self.inst(spirv::Op::Select, t, ids(&[y_nan, x, m]))?;
        self.inst(spirv::Op::Select, t, ids(&[x_nan, y, r]))
    }

    /// The constant of type `ty` (scalar, vector or matrix) with every
    /// component `scalar`.
    fn splat_const(&mut self, at: Op, ty: Type, scalar: RtValue) -> R<Word> {
        let v = match *self.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => RtValue::Agg(vec![scalar; len.into()]),
            TypeKind::Matrix { rows, cols, .. } => {
                RtValue::Agg(vec![RtValue::Agg(vec![scalar; cols.into()]); rows.into()])
            }
            _ => scalar,
        };
        self.constant(ty, &v, at)
    }

    /// A scalar of element kind `e` holding `v` (ints) or `f` (floats).
    fn scalar_value(e: Elem, v: u64, f: f64) -> RtValue {
        match e {
            Elem::Bool => RtValue::Bool(v != 0),
            Elem::SInt(_) | Elem::UInt(_) => RtValue::Int(v),
            Elem::Float(16) => RtValue::F16(half::f16::from_f64(f)),
            Elem::Float(32) => RtValue::F32(f as f32),
            Elem::Float(_) => RtValue::F64(f),
        }
    }

    fn operand_type(&self, op: Op, i: usize) -> Type {
        self.ctx.value_type(self.ctx.operand(op, i))
    }

    fn result_type(&self, op: Op) -> Type {
        self.ctx.value_type(self.ctx.result(op, 0))
    }

    /// The index attribute of an op, as a literal.
    fn index_attr(&self, op: Op, name: &str) -> R<u32> {
        self.ctx
            .attr_int(op, name)
            .and_then(|i| u32::try_from(i).ok())
            .ok_or_else(|| self.error(op, format!("bad '{name}'")))
    }

    /// Translates an op without regions; its result id, if it has one.
    pub(crate) fn translate(&mut self, op: Op) -> R<Option<Word>> {
        let name = self.ctx.op_name(op);
        let (dialect, _) = name.split_once('.').unwrap_or((name, ""));
        match dialect {
            "arith" => self.arith(op, name).map(Some),
            "vec" | "mat" | "agg" => self.composite(op, name).map(Some),
            "mem" => self.memory(op, name),
            "math" => self.math(op, name).map(Some),
            "gpu" => self.gpu(op, name),
            "rt" => self.ray_tracing_op(op, name),
            "coop" => self.coop(op, name),
            "hl" if name == nsl_dialects::hl::SPIRV_ASM.name => self.spirv_asm(op),
            "hl" => self.texture(op, name),
            _ if name == crate::dialect::ARRAY_LENGTH.name => {
                let member = self.index_attr(op, "member")?;
                let ptr = self.v(self.ctx.operand(op, 0))?;
                let u32_ty = self.b.type_int(32, 0);
                self.inst(spirv::Op::ArrayLength, u32_ty, vec![Operand::IdRef(ptr), Operand::LiteralBit32(member)])
                    .map(Some)
            }
            _ => Err(self.error(op, "the SPIR-V target cannot emit this op")),
        }
    }

    // ----- coop ----------------------------------------------------------------------

    /// Cooperative matrices (SPV_KHR_cooperative_matrix): element-wise
    /// arithmetic is the ordinary arithmetic instructions on the matrix type.
    fn coop(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        let layout = |e: &mut Self| {
            let l = ctx.attr_int(op, "layout").unwrap_or(0);
            e.i32_const(l as u32)
        };
        // Aligned to 16 bytes; coherent at a scope: the pointer made visible
        // (loads) or available (stores) there.
        let aligned = |e: &mut Self, make: spirv::MemoryAccess| {
            let mut flags = spirv::MemoryAccess::ALIGNED;
            let coherent = ctx.attr_int(op, "coherent");
            if coherent.is_some() {
                flags |= make | spirv::MemoryAccess::NON_PRIVATE_POINTER;
            }
            let mut operands = vec![Operand::MemoryAccess(flags), Operand::LiteralBit32(16)];
            if let Some(scope) = coherent {
                e.device_scope |= scope == 1;
                operands.push(Operand::IdScope(e.i32_const(scope as u32)));
            }
            operands
        };
        if let Some(word) = self.coop_vector(op, name, &args)? {
            return Ok(word);
        }
        if name == coop::STORE.name {
            let l = layout(self);
            let mut operands = ids(&[args[0], args[1], l, args[2]]);
            operands.extend(aligned(self, spirv::MemoryAccess::MAKE_POINTER_AVAILABLE));
            self.inst_void(S::CooperativeMatrixStoreKHR, operands)?;
            return Ok(None);
        }
        let rty = self.result_type(op);
        let t = self.ty(rty, op)?;
        let a0 = if ctx.operands(op).is_empty() { rty } else { self.operand_type(op, 0) };
        let e = self.elem(a0);
        let float = matches!(e, Elem::Float(_));
        let signed = matches!(e, Elem::SInt(_));
        let word = match name {
            n if n == coop::LOAD.name => {
                let l = layout(self);
                let mut operands = ids(&[args[0], l, args[1]]);
                operands.extend(aligned(self, spirv::MemoryAccess::MAKE_POINTER_VISIBLE));
                self.inst(S::CooperativeMatrixLoadKHR, t, operands)?
            }
            n if n == coop::FILL.name => self.inst(S::CompositeConstruct, t, ids(&[args[0]]))?,
            n if n == coop::CONSTRUCT.name => self.inst(S::CompositeConstruct, t, ids(&args))?,
            n if n == coop::ARITH.name => {
                let code = match ctx.attr_str(op, "op").unwrap_or("") {
                    "add" if float => S::FAdd,
                    "add" => S::IAdd,
                    "sub" if float => S::FSub,
                    "sub" => S::ISub,
                    "mul" if float => S::FMul,
                    "mul" => S::IMul,
                    "div" if float => S::FDiv,
                    "div" if signed => S::SDiv,
                    "div" => S::UDiv,
                    "rem" if float => S::FRem,
                    "rem" if signed => S::SRem,
                    "rem" => S::UMod,
                    other => return Err(self.error(op, format!("no element-wise '{other}' on cooperative matrices"))),
                };
                self.inst(code, t, ids(&args))?
            }
            n if n == coop::NEG.name => self.inst(if float { S::FNegate } else { S::SNegate }, t, ids(&args))?,
            n if n == coop::SCALE.name => self.inst(S::MatrixTimesScalar, t, ids(&args))?,
            n if n == coop::CONVERT.name => {
                let code = match (e, self.elem(rty)) {
                    (Elem::Float(_), Elem::Float(_)) => S::FConvert,
                    (Elem::Float(_), Elem::SInt(_)) => S::ConvertFToS,
                    (Elem::Float(_), _) => S::ConvertFToU,
                    (Elem::SInt(_), Elem::Float(_)) => S::ConvertSToF,
                    (_, Elem::Float(_)) => S::ConvertUToF,
                    (Elem::SInt(a) | Elem::UInt(a), Elem::SInt(b) | Elem::UInt(b)) if a == b => S::Bitcast,
                    (Elem::SInt(_), _) => S::SConvert,
                    _ => S::UConvert,
                };
                // OpUConvert gives unsigned integers: to a signed type, reinterpret after.
                if let (S::UConvert, Elem::SInt(w), Some(m)) = (code, self.elem(rty), coop::mat_info(ctx, rty)) {
                    let uint = self.b.type_int(w.into(), 0);
                    let [scope, rows, cols, usage] = [m.scope, m.rows, m.cols, m.usage].map(|v| self.i32_const(v));
                    let mid = self.b.type_cooperative_matrix_khr(uint, scope, rows, cols, usage);
                    let u = self.inst(S::UConvert, mid, ids(&args))?;
                    return self.inst(S::Bitcast, t, ids(&[u])).map(Some);
                }
                if let (S::UConvert, Elem::SInt(w), Some((_, len))) = (code, self.elem(rty), coop::vec_info(ctx, rty)) {
                    let uint = self.b.type_int(w.into(), 0);
                    let mid = self.coop_vector_type(uint, len);
                    let u = self.inst(S::UConvert, mid, ids(&args))?;
                    return self.inst(S::Bitcast, t, ids(&[u])).map(Some);
                }
                if code == S::Bitcast && ctx.value_type(ctx.operand(op, 0)) == rty {
                    return Ok(Some(args[0]));
                }
                let uses = match (coop::mat_info(ctx, a0), coop::mat_info(ctx, rty)) {
                    (Some(a), Some(b)) if a.usage != b.usage => Some((a.usage, b.usage)),
                    _ => None,
                };
                let other_use = uses.is_some();
                if let Some((from, to)) = uses {
                    // Another use: SPV_NV_cooperative_matrix2's conversions,
                    // which take accumulators to matrices A or B.
                    if from != 2 {
                        let msg = "a cooperative matrix converts to another use only from an accumulator";
                        return Err(self.error(op, format!("{msg} (use {from} to use {to})")));
                    }
                    self.cooperative_matrix_conversions();
                }
                if coop::elem_type(ctx, a0) == coop::elem_type(ctx, rty) && other_use {
                    // Same elements, another use: OpCooperativeMatrixConvertNV (by number, see `raw`).
                    let id = self.b.id();
                    let inst =
                        crate::raw::inst(crate::raw::OP_COOPERATIVE_MATRIX_CONVERT_NV, Some(t), Some(id), ids(&args));
                    self.emit_raw(inst)?;
                    return Ok(Some(id));
                }
                self.inst(code, t, ids(&args))?
            }
            n if n == coop::TRANSPOSE.name => {
                self.cooperative_matrix_conversions();
                let id = self.b.id();
                let inst =
                    crate::raw::inst(crate::raw::OP_COOPERATIVE_MATRIX_TRANSPOSE_NV, Some(t), Some(id), ids(&args));
                self.emit_raw(inst)?;
                id
            }
            n if n == coop::MAP_ELEMENT.name || n == coop::REDUCE.name => {
                let callee = ctx.attr_symbol(op, "callee").expect("verified");
                let f = self.func_id(callee).ok_or_else(|| self.error(op, "no such function"))?;
                self.extension("SPV_NV_cooperative_matrix2");
                let id = self.b.id();
                let inst = if n == coop::REDUCE.name {
                    self.caps_insert(crate::raw::CAP_COOPERATIVE_MATRIX_REDUCTIONS_NV);
                    let mode = ctx.attr_int(op, "mode").expect("verified") as u32;
                    let operands = vec![Operand::IdRef(args[0]), Operand::LiteralBit32(mode), Operand::IdRef(f)];
                    crate::raw::inst(crate::raw::OP_COOPERATIVE_MATRIX_REDUCE_NV, Some(t), Some(id), operands)
                } else {
                    self.caps_insert(crate::raw::CAP_COOPERATIVE_MATRIX_PER_ELEMENT_OPERATIONS_NV);
                    let mut operands = vec![Operand::IdRef(args[0]), Operand::IdRef(f)];
                    operands.extend(ids(&args[1..]));
                    crate::raw::inst(crate::raw::OP_COOPERATIVE_MATRIX_PER_ELEMENT_OP_NV, Some(t), Some(id), operands)
                };
                self.emit_raw(inst)?;
                id
            }
            n if n == coop::LENGTH.name => {
                let mt = self.ty(a0, op)?;
                self.inst(S::CooperativeMatrixLengthKHR, t, vec![Operand::IdRef(mt)])?
            }
            n if n == coop::EXTRACT.name => {
                let i = self.index_attr(op, "index")?;
                self.inst(S::CompositeExtract, t, vec![Operand::IdRef(args[0]), Operand::LiteralBit32(i)])?
            }
            n if n == coop::INSERT.name => {
                let i = self.index_attr(op, "index")?;
                let operands = vec![Operand::IdRef(args[1]), Operand::IdRef(args[0]), Operand::LiteralBit32(i)];
                self.inst(S::CompositeInsert, t, operands)?
            }
            n if n == coop::MUL_ADD.name => {
                // Signed components and saturation are the operands' mask.
                let signed_of = |i: usize| matches!(self.elem(self.operand_type(op, i)), Elem::SInt(_));
                let mut mask = 0;
                for (i, bit) in [(0, 0x1), (1, 0x2), (2, 0x4)] {
                    if signed_of(i) {
                        mask |= bit;
                    }
                }
                if signed_of(2) {
                    mask |= 0x8;
                }
                if ctx.attr(op, "saturate").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true))) {
                    mask |= 0x10;
                }
                let mut operands = ids(&args);
                if mask != 0 {
                    operands.push(Operand::LiteralBit32(mask));
                }
                self.inst(S::CooperativeMatrixMulAddKHR, t, operands)?
            }
            _ => return Err(self.error(op, "the SPIR-V target cannot emit this op")),
        };
        Ok(Some(word))
    }

    /// Cooperative vectors (SPV_NV_cooperative_vector, by number: see
    /// `raw`): their own loads, stores, products and accumulations; `None`
    /// when `op` is not about cooperative vectors, or is an element-wise op
    /// that `coop` emits for both kinds.
    fn coop_vector(&mut self, op: Op, name: &str, args: &[Word]) -> R<Option<Option<Word>>> {
        use crate::raw;
        let ctx = self.ctx;
        let is_vec = |t: Type| coop::vec_info(ctx, t).is_some();
        let result = ctx.results(op).first().map(|&r| ctx.value_type(r));
        let void = |e: &mut Self, code: u32, operands: Vec<Operand>| -> R<Option<Option<Word>>> {
            e.emit_raw(raw::inst(code, None, None, operands))?;
            Ok(Some(None))
        };
        let valued = |e: &mut Self, code: u32, operands: Vec<Operand>| -> R<Option<Option<Word>>> {
            let t = e.ty(e.result_type(op), op)?;
            let id = e.b.id();
            e.emit_raw(raw::inst(code, Some(t), Some(id), operands))?;
            Ok(Some(Some(id)))
        };
        // The interpretations, layouts and sizes are `i32` constants, as slangc emits them.
        let int_attr = |e: &mut Self, key: &str| -> R<Word> {
            let v = ctx.attr_int(op, key).ok_or_else(|| e.error(op, format!("missing attribute '{key}'")))?;
            Ok(e.i32_const(v as u32))
        };
        // Through a device pointer, an access states its alignment (16 bytes, as slangc does).
        let device = |e: &Self| {
            matches!(e.ctx.type_kind(e.operand_type(op, 0)), TypeKind::Ptr { space: AddressSpace::Device, .. })
        };
        // A coherent access makes the pointer visible (loads) or available
        // (stores) at its scope, under the Vulkan memory model.
        let access = |e: &mut Self, make: spirv::MemoryAccess| -> Vec<Operand> {
            let coherent = ctx.attr_int(op, "coherent");
            let mut flags = spirv::MemoryAccess::empty();
            if device(e) || coherent.is_some() {
                flags |= spirv::MemoryAccess::ALIGNED;
            }
            if coherent.is_some() {
                flags |= make | spirv::MemoryAccess::NON_PRIVATE_POINTER;
            }
            let mut operands = Vec::new();
            if !flags.is_empty() {
                operands.extend([Operand::MemoryAccess(flags), Operand::LiteralBit32(16)]);
            }
            if let Some(scope) = coherent {
                e.device_scope |= scope == 1;
                operands.push(Operand::IdScope(e.i32_const(scope as u32)));
            }
            operands
        };
        match name {
            n if n == coop::LOAD.name && result.is_some_and(is_vec) => {
                let mut operands = ids(&[args[0], args[1]]);
                operands.extend(access(self, spirv::MemoryAccess::MAKE_POINTER_VISIBLE));
                valued(self, raw::OP_COOPERATIVE_VECTOR_LOAD_NV, operands)
            }
            n if n == coop::STORE.name && is_vec(self.operand_type(op, 1)) => {
                let mut operands = ids(&[args[0], args[2], args[1]]);
                operands.extend(access(self, spirv::MemoryAccess::MAKE_POINTER_AVAILABLE));
                void(self, raw::OP_COOPERATIVE_VECTOR_STORE_NV, operands)
            }
            n if n == coop::FILL.name && result.is_some_and(is_vec) => {
                // OpCompositeConstruct takes every element of a cooperative vector.
                let (_, len) = coop::vec_info(ctx, self.result_type(op)).expect("checked");
                let t = self.ty(self.result_type(op), op)?;
                let parts = vec![args[0]; len as usize];
                Ok(Some(Some(self.inst(spirv::Op::CompositeConstruct, t, ids(&parts))?)))
            }
            n if n == coop::SCALE.name && result.is_some_and(is_vec) => {
                let t = self.ty(self.result_type(op), op)?;
                Ok(Some(Some(self.inst(spirv::Op::VectorTimesScalar, t, ids(args))?)))
            }
            n if n == coop::LENGTH.name && is_vec(self.operand_type(op, 0)) => {
                let (_, len) = coop::vec_info(ctx, self.operand_type(op, 0)).expect("checked");
                let t = self.ty(self.result_type(op), op)?;
                Ok(Some(Some(self.scalar_const(t, Operand::LiteralBit32(len)))))
            }
            n if n == coop::VEC_MATH.name => {
                let e = self.elem(self.result_type(op));
                let f = ctx.attr_str(op, "fn").unwrap_or("");
                let inst = match (f, e) {
                    ("atan", Elem::Float(_)) => glsl::ATAN,
                    ("exp", Elem::Float(_)) => glsl::EXP,
                    ("log", Elem::Float(_)) => glsl::LOG,
                    ("tanh", Elem::Float(_)) => glsl::TANH,
                    ("step", Elem::Float(_)) => glsl::STEP,
                    ("fma", Elem::Float(_)) => glsl::FMA,
                    ("clamp", Elem::Float(_)) => glsl::FCLAMP,
                    ("clamp", Elem::SInt(_)) => glsl::SCLAMP,
                    ("clamp", _) => glsl::UCLAMP,
                    ("max", Elem::Float(_)) => glsl::FMAX,
                    ("max", Elem::SInt(_)) => glsl::SMAX,
                    ("max", _) => glsl::UMAX,
                    ("min", Elem::Float(_)) => glsl::FMIN,
                    ("min", Elem::SInt(_)) => glsl::SMIN,
                    ("min", _) => glsl::UMIN,
                    _ => return Err(self.error(op, format!("no '{f}' of integer cooperative vectors"))),
                };
                let t = self.ty(self.result_type(op), op)?;
                Ok(Some(Some(self.ext(t, inst, args)?)))
            }
            n if n == coop::VEC_MAT_MUL.name || n == coop::VEC_MAT_MUL_ADD.name => {
                let bias = n == coop::VEC_MAT_MUL_ADD.name;
                let (_, m) = coop::vec_info(ctx, self.result_type(op)).expect("verified");
                let input_interp = int_attr(self, "input_interp")?;
                let matrix_interp = int_attr(self, "matrix_interp")?;
                let k = int_attr(self, "k")?;
                let layout = int_attr(self, "layout")?;
                let m = self.i32_const(m);
                let transpose =
                    ctx.attr(op, "transpose").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
                let transpose = self.bool_const(transpose);
                let stride = ctx.attr_int(op, "stride").unwrap_or(0) as u32;
                let uint = self.b.type_int(32, 0);
                let stride = self.scalar_const(uint, Operand::LiteralBit32(stride));
                let mut words = vec![args[0], input_interp, args[1], args[2], matrix_interp];
                if bias {
                    let bias_interp = int_attr(self, "bias_interp")?;
                    words.extend([args[3], args[4], bias_interp]);
                }
                words.extend([m, k, layout, transpose, stride]);
                let mut operands = ids(&words);
                // Signed input elements are matrix B's, signed results the result's.
                let mut mask = 0;
                if matches!(self.elem(self.operand_type(op, 0)), Elem::SInt(_)) {
                    mask |= 0x2;
                }
                if matches!(self.elem(self.result_type(op)), Elem::SInt(_)) {
                    mask |= 0x8;
                }
                if mask != 0 {
                    operands.push(Operand::LiteralBit32(mask));
                }
                let code = if bias {
                    raw::OP_COOPERATIVE_VECTOR_MATRIX_MUL_ADD_NV
                } else {
                    raw::OP_COOPERATIVE_VECTOR_MATRIX_MUL_NV
                };
                valued(self, code, operands)
            }
            n if n == coop::VEC_OUTER_PRODUCT.name => {
                self.caps_insert(raw::CAP_COOPERATIVE_VECTOR_TRAINING_NV);
                let layout = int_attr(self, "layout")?;
                let interp = int_attr(self, "matrix_interp")?;
                let stride = ctx.attr_int(op, "stride").unwrap_or(0) as u32;
                let uint = self.b.type_int(32, 0);
                let stride = self.scalar_const(uint, Operand::LiteralBit32(stride));
                let words = [args[0], args[1], args[2], args[3], layout, interp, stride];
                void(self, raw::OP_COOPERATIVE_VECTOR_OUTER_PRODUCT_ACCUMULATE_NV, ids(&words))
            }
            n if n == coop::VEC_REDUCE_SUM.name => {
                self.caps_insert(raw::CAP_COOPERATIVE_VECTOR_TRAINING_NV);
                void(self, raw::OP_COOPERATIVE_VECTOR_REDUCE_SUM_ACCUMULATE_NV, ids(args))
            }
            _ => Ok(None),
        }
    }

    // ----- arith -------------------------------------------------------------------

    fn arith(&mut self, op: Op, name: &str) -> R<Word> {
        let ctx = self.ctx;
        if name == arith::CONST.name {
            let ty = self.result_type(op);
            let v = ctx
                .attr(op, "value")
                .and_then(|a| value_from_attr(ctx, a, ty))
                .ok_or_else(|| self.error(op, "constant does not fit its type"))?;
            return self.constant(ty, &v, op);
        }
        let args = self.vals(ctx.operands(op))?;
        let ty = self.operand_type(op, 0);
        let e = self.elem(ty);
        let float = matches!(e, Elem::Float(_));
        let signed = matches!(e, Elem::SInt(_));
        let pick = |f: spirv::Op, s: spirv::Op, u: spirv::Op| {
            Code::Op(if float {
                f
            } else if signed {
                s
            } else {
                u
            })
        };
        use spirv::Op as S;
        let code = match name {
            n if n == arith::ADD.name => pick(S::FAdd, S::IAdd, S::IAdd),
            n if n == arith::SUB.name => pick(S::FSub, S::ISub, S::ISub),
            n if n == arith::MUL.name => pick(S::FMul, S::IMul, S::IMul),
            n if n == arith::DIV.name => pick(S::FDiv, S::SDiv, S::UDiv),
            n if n == arith::REM.name => pick(S::FRem, S::SRem, S::UMod),
            n if n == arith::NEG.name => pick(S::FNegate, S::SNegate, S::SNegate),
            n if n == arith::AND.name => Code::Op(if e == Elem::Bool { S::LogicalAnd } else { S::BitwiseAnd }),
            n if n == arith::OR.name => Code::Op(if e == Elem::Bool { S::LogicalOr } else { S::BitwiseOr }),
            n if n == arith::XOR.name => Code::Op(if e == Elem::Bool { S::LogicalNotEqual } else { S::BitwiseXor }),
            n if n == arith::NOT.name => Code::Op(if e == Elem::Bool { S::LogicalNot } else { S::Not }),
            n if n == arith::SHL.name || n == arith::SHR.name => {
                let amount = self.shift_amount(op, ty, e, args[1])?;
                let code = if n == arith::SHL.name {
                    S::ShiftLeftLogical
                } else if signed {
                    S::ShiftRightArithmetic
                } else {
                    S::ShiftRightLogical
                };
                let t = self.ty(ty, op)?;
                return self.inst(code, t, ids(&[args[0], amount]));
            }
            n if n == arith::CMP.name => return self.compare(op, e, &args),
            n if n == arith::SELECT.name => {
                let value_ty = self.operand_type(op, 1);
                return self.select(op, self.operand_type(op, 0), value_ty, args[0], args[1], args[2]);
            }
            n if n == arith::CONVERT.name => return self.convert(op, args[0]),
            n if n == arith::BITCAST.name => {
                let t = self.ty(self.result_type(op), op)?;
                return self.inst(S::Bitcast, t, ids(&args));
            }
            _ => return Err(self.error(op, "the SPIR-V target cannot emit this op")),
        };
        self.each(op, code, ty, &args)
    }

    /// The shift amount `y mod width`: `y` itself when it is a constant
    /// below the width, else `y & (width - 1)`.
    fn shift_amount(&mut self, op: Op, ty: Type, e: Elem, amount: Word) -> R<Word> {
        let width = match e {
            Elem::SInt(w) | Elem::UInt(w) => u64::from(w),
            _ => return Err(self.error(op, "shifts take integers")),
        };
        let below = nsl_dialects::arith::constant_value(self.ctx, self.ctx.operand(op, 1))
            .is_some_and(|c| c.elems().iter().all(|x| x.as_int() < width));
        if below {
            return Ok(amount);
        }
        let mask = self.splat_const(op, ty, RtValue::Int(width - 1))?;
        let t = self.ty(ty, op)?;
        self.inst(spirv::Op::BitwiseAnd, t, ids(&[amount, mask]))
    }

    fn compare(&mut self, op: Op, e: Elem, args: &[Word]) -> R<Word> {
        use spirv::Op as S;
        let pred = self.ctx.attr_str(op, "pred").unwrap_or_default();
        let code = match (e, pred) {
            (Elem::Bool, "eq") => S::LogicalEqual,
            (Elem::Bool, _) => S::LogicalNotEqual,
            (Elem::Float(_), "eq") => S::FOrdEqual,
            (Elem::Float(_), "ne") => S::FUnordNotEqual,
            (Elem::Float(_), "lt") => S::FOrdLessThan,
            (Elem::Float(_), "le") => S::FOrdLessThanEqual,
            (Elem::Float(_), "gt") => S::FOrdGreaterThan,
            (Elem::Float(_), _) => S::FOrdGreaterThanEqual,
            (_, "eq") => S::IEqual,
            (_, "ne") => S::INotEqual,
            (Elem::SInt(_), "lt") => S::SLessThan,
            (Elem::SInt(_), "le") => S::SLessThanEqual,
            (Elem::SInt(_), "gt") => S::SGreaterThan,
            (Elem::SInt(_), _) => S::SGreaterThanEqual,
            (_, "lt") => S::ULessThan,
            (_, "le") => S::ULessThanEqual,
            (_, "gt") => S::UGreaterThan,
            _ => S::UGreaterThanEqual,
        };
        let t = self.ty(self.result_type(op), op)?;
        self.inst(code, t, ids(args))
    }

    /// `c ? a : b` of values of type `ty`. Before SPIR-V 1.4, `OpSelect`
    /// takes scalars and vectors only, with a condition of the same shape:
    /// a scalar condition is splat for vectors, and matrices, structs and
    /// arrays are selected member by member.
    fn select(&mut self, op: Op, cond_ty: Type, ty: Type, c: Word, a: Word, b: Word) -> R<Word> {
        let t = self.ty(ty, op)?;
        let scalar_cond = matches!(self.ctx.type_kind(cond_ty), TypeKind::Bool);
        let kind = self.ctx.type_kind(ty).clone();
        let pointer = self.variable_pointer(ty);
        if !scalar_cond || self.at_least(4) || self.ctx.is_scalar(ty) || pointer {
            return self.inst(spirv::Op::Select, t, ids(&[c, a, b]));
        }
        if let TypeKind::Vector { len, .. } = kind {
            let bool_ty = self.b.type_bool();
            let bv = self.b.type_vector(bool_ty, len.into());
            let splat = self.inst(spirv::Op::CompositeConstruct, bv, ids(&vec![c; len.into()]))?;
            return self.inst(spirv::Op::Select, t, ids(&[splat, a, b]));
        }
        let row_len = match kind {
            TypeKind::Matrix { cols, .. } => cols,
            _ => 0,
        };
        let members: Vec<(Word, Option<Type>)> = match kind {
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let e = self.ty(elem, op)?;
                let row = self.b.type_vector(e, cols.into());
                vec![(row, None); rows.into()]
            }
            TypeKind::Array { elem, len: Some(n) } => vec![(self.ty(elem, op)?, Some(elem)); n as usize],
            TypeKind::Struct { fields, .. } => {
                let mut out = Vec::new();
                for (_, f) in fields {
                    out.push((self.ty(f, op)?, Some(f)));
                }
                out
            }
            _ => return Err(self.error(op, "cannot select values of this type")),
        };
        let mut parts = Vec::with_capacity(members.len());
        for (i, (mt, ir)) in members.into_iter().enumerate() {
            let ex = |e: &mut Self, v: Word| {
                e.inst(spirv::Op::CompositeExtract, mt, vec![Operand::IdRef(v), Operand::LiteralBit32(i as u32)])
            };
            let (ma, mb) = (ex(self, a)?, ex(self, b)?);
            parts.push(match ir {
                Some(ir) => self.select(op, cond_ty, ir, c, ma, mb)?,
                None => {
                    // A matrix row: a vector of the row's length.
                    let bool_ty = self.b.type_bool();
                    let bv = self.b.type_vector(bool_ty, row_len.into());
                    let splat = self.inst(spirv::Op::CompositeConstruct, bv, ids(&vec![c; row_len.into()]))?;
                    self.inst(spirv::Op::Select, mt, ids(&[splat, ma, mb]))?
                }
            });
        }
        self.inst(spirv::Op::CompositeConstruct, t, ids(&parts))
    }

    fn convert(&mut self, op: Op, x: Word) -> R<Word> {
        use spirv::Op as S;
        let (from, to) = (self.operand_type(op, 0), self.result_type(op));
        let t = self.ty(to, op)?;
        if from == to {
            return Ok(x);
        }
        // Mini floats convert only to and from other floats
        // (SPV_KHR_bfloat16, SPV_EXT_float8): integers go through `f32`.
        let int = |e: Elem| matches!(e, Elem::SInt(_) | Elem::UInt(_));
        if (self.is_mini_float(from) && int(self.elem(to))) || (self.is_mini_float(to) && int(self.elem(from))) {
            let f32_ty = self.b.type_float(32);
            let mid = match *self.ctx.type_kind(to) {
                TypeKind::Vector { len, .. } => self.b.type_vector(f32_ty, len.into()),
                _ => f32_ty,
            };
            let (a, b) = if self.is_mini_float(from) {
                (S::FConvert, if matches!(self.elem(to), Elem::SInt(_)) { S::ConvertFToS } else { S::ConvertFToU })
            } else {
                (if matches!(self.elem(from), Elem::SInt(_)) { S::ConvertSToF } else { S::ConvertUToF }, S::FConvert)
            };
            let wide = self.inst(a, mid, ids(&[x]))?;
            return self.inst(b, t, ids(&[wide]));
        }
        let code = match (self.elem(from), self.elem(to)) {
            (Elem::Bool, e) => {
                let one = self.splat_const(op, to, Self::scalar_value(e, 1, 1.0))?;
                let zero = self.splat_const(op, to, Self::scalar_value(e, 0, 0.0))?;
                return self.inst(S::Select, t, ids(&[x, one, zero]));
            }
            (e, Elem::Bool) => {
                let zero = self.splat_const(op, from, Self::scalar_value(e, 0, 0.0))?;
                let code = if matches!(e, Elem::Float(_)) { S::FUnordNotEqual } else { S::INotEqual };
                return self.inst(code, t, ids(&[x, zero]));
            }
            (Elem::Float(_), Elem::Float(_)) => S::FConvert,
            (Elem::Float(_), Elem::SInt(_)) => S::ConvertFToS,
            (Elem::Float(_), _) => S::ConvertFToU,
            (Elem::SInt(_), Elem::Float(_)) => S::ConvertSToF,
            (_, Elem::Float(_)) => S::ConvertUToF,
            (Elem::SInt(a) | Elem::UInt(a), Elem::SInt(b) | Elem::UInt(b)) if a == b => S::Bitcast,
            (Elem::SInt(_), _) => S::SConvert,
            _ => S::UConvert,
        };
        // Integer width changes keep the source's signedness in the
        // instruction (sign or zero extension), then reinterpret.
        if matches!(code, S::SConvert | S::UConvert) {
            let (signed, width) = match (self.elem(from), self.elem(to)) {
                (Elem::SInt(_), Elem::SInt(w) | Elem::UInt(w)) => (true, w),
                (_, Elem::SInt(w) | Elem::UInt(w)) => (false, w),
                _ => return Err(self.error(op, "bad conversion")),
            };
            let int = self.b.type_int(width.into(), signed.into());
            let mid = match *self.ctx.type_kind(to) {
                TypeKind::Vector { len, .. } => self.b.type_vector(int, len.into()),
                _ => int,
            };
            let wide = self.inst(code, mid, ids(&[x]))?;
            return if mid == t { Ok(wide) } else { self.inst(S::Bitcast, t, ids(&[wide])) };
        }
        self.inst(code, t, ids(&[x]))
    }

    // ----- vec, mat, agg ------------------------------------------------------------

    fn composite(&mut self, op: Op, name: &str) -> R<Word> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        let t = self.ty(self.result_type(op), op)?;
        let extract = |e: &mut Self, index: u32| {
            e.inst(S::CompositeExtract, t, vec![Operand::IdRef(args[0]), Operand::LiteralBit32(index)])
        };
        match name {
            n if n == vec::CONSTRUCT.name && args.len() == 1 && self.operand_type(op, 0) == self.result_type(op) => {
                Ok(args[0])
            }
            n if n == vec::CONSTRUCT.name || n == mat::CONSTRUCT.name || n == agg::CONSTRUCT.name => {
                self.inst(S::CompositeConstruct, t, ids(&args))
            }
            n if n == vec::SPLAT.name => {
                let TypeKind::Vector { len, .. } = *ctx.type_kind(self.result_type(op)) else {
                    return Err(self.error(op, "splat to a non-vector"));
                };
                self.inst(S::CompositeConstruct, t, ids(&vec![args[0]; len.into()]))
            }
            n if n == vec::EXTRACT.name || n == mat::EXTRACT_ROW.name || n == agg::EXTRACT.name => {
                let index = self.index_attr(op, "index")?;
                extract(self, index)
            }
            n if n == vec::INSERT.name || n == mat::INSERT_ROW.name || n == agg::INSERT.name => {
                let index = self.index_attr(op, "index")?;
                let operands = vec![Operand::IdRef(args[1]), Operand::IdRef(args[0]), Operand::LiteralBit32(index)];
                self.inst(S::CompositeInsert, t, operands)
            }
            n if n == vec::EXTRACT_DYN.name => self.inst(S::VectorExtractDynamic, t, ids(&args)),
            n if n == vec::SWIZZLE.name => {
                let indices: Vec<u32> = match ctx.attr(op, "indices").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Array(items)) => items
                        .iter()
                        .map(|&i| match ctx.attr_kind(i) {
                            AttrKind::Int(v) => u32::try_from(*v).unwrap_or(0),
                            _ => 0,
                        })
                        .collect(),
                    _ => return Err(self.error(op, "bad 'indices'")),
                };
                if let [i] = indices[..] {
                    return extract(self, i);
                }
                let mut operands = ids(&[args[0], args[0]]);
                operands.extend(indices.into_iter().map(Operand::LiteralBit32));
                self.inst(S::VectorShuffle, t, operands)
            }
            n if (n == mat::TRANSPOSE.name || n.starts_with("mat.mul")) && !self.float_matrices(op) => {
                self.int_matrix(op, n, &args)
            }
            n if n == mat::TRANSPOSE.name => self.inst(S::Transpose, t, ids(&args)),
            n if n == mat::MUL_MV.name => self.inst(S::VectorTimesMatrix, t, ids(&[args[1], args[0]])),
            n if n == mat::MUL_VM.name => self.inst(S::MatrixTimesVector, t, ids(&[args[1], args[0]])),
            n if n == mat::MUL_MM.name => self.inst(S::MatrixTimesMatrix, t, ids(&[args[1], args[0]])),
            // SPIR-V values carry no layout: a float matrix is the same
            // type under either tag; other matrices are arrays of rows, one
            // array type per tag, copied row by row.
            n if n == mat::RELAYOUT.name => {
                let from = self.ty(self.operand_type(op, 0), op)?;
                if from == t {
                    return Ok(args[0]);
                }
                let TypeKind::Matrix { elem, rows, cols, .. } = *ctx.type_kind(self.result_type(op)) else {
                    return Err(self.error(op, "relayout to a non-matrix"));
                };
                let e = self.ty(elem, op)?;
                let row = self.b.type_vector(e, cols.into());
                let mut parts = Vec::with_capacity(rows.into());
                for i in 0..u32::from(rows) {
                    parts.push(self.inst(
                        S::CompositeExtract,
                        row,
                        vec![Operand::IdRef(args[0]), Operand::LiteralBit32(i)],
                    )?);
                }
                self.inst(S::CompositeConstruct, t, ids(&parts))
            }
            n if n == agg::EXTRACT_DYN.name => {
                // Arrays have no dynamic extract: go through the scratch variable.
                let var = self.locals[&op];
                self.inst_void(S::Store, ids(&[var, args[0]]))?;
                let ptr = self.b.type_pointer(None, spirv::StorageClass::Function, t);
                let p = self.inst(S::AccessChain, ptr, ids(&[var, args[1]]))?;
                self.inst(S::Load, t, ids(&[p]))
            }
            _ => Err(self.error(op, "the SPIR-V target cannot emit this op")),
        }
    }

    /// Transposes and products of integer matrices (arrays of rows in
    /// SPIR-V), component by component with wrapping `OpIMul`/`OpIAdd`
    /// in the order of the op's definition.
    fn int_matrix(&mut self, op: Op, name: &str, args: &[Word]) -> R<Word> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let shape = |ty: Type| match *ctx.type_kind(ty) {
            TypeKind::Matrix { elem, rows, cols, .. } => (elem, u32::from(rows), u32::from(cols)),
            TypeKind::Vector { elem, len } => (elem, u32::from(len), 1),
            _ => (ty, 1, 1),
        };
        let (elem, _, _) = shape(self.operand_type(op, 0));
        let e = self.ty(elem, op)?;
        let t = self.ty(self.result_type(op), op)?;
        let at = |s: &mut Self, v: Word, path: &[u32]| {
            let mut operands = vec![Operand::IdRef(v)];
            operands.extend(path.iter().map(|&i| Operand::LiteralBit32(i)));
            s.inst(S::CompositeExtract, e, operands)
        };
        // The sum of a[k] * b[k] over k, left to right.
        let dot = |s: &mut Self, pairs: Vec<(Word, Word)>| -> R<Word> {
            let mut sum = None;
            for (a, b) in pairs {
                let p = s.inst(S::IMul, e, ids(&[a, b]))?;
                sum = Some(match sum {
                    None => p,
                    Some(x) => s.inst(S::IAdd, e, ids(&[x, p]))?,
                });
            }
            sum.ok_or_else(|| s.error(op, "an empty product"))
        };
        // Each result component (row i, column j) and how to compute it.
        let (r_elem_rows, r_cols) = {
            let (_, rows, cols) = shape(self.result_type(op));
            (rows, cols)
        };
        let result_is_matrix = matches!(ctx.type_kind(self.result_type(op)), TypeKind::Matrix { .. });
        let mut rows = Vec::new();
        for i in 0..r_elem_rows {
            let mut comps = Vec::new();
            for j in 0..r_cols {
                let c = if name == mat::TRANSPOSE.name {
                    at(self, args[0], &[j, i])?
                } else if name == mat::MUL_MV.name {
                    let (_, _, k) = shape(self.operand_type(op, 0));
                    let mut pairs = Vec::new();
                    for k in 0..k {
                        pairs.push((at(self, args[0], &[i, k])?, at(self, args[1], &[k])?));
                    }
                    dot(self, pairs)?
                } else if name == mat::MUL_VM.name {
                    let (_, k, _) = shape(self.operand_type(op, 1));
                    let mut pairs = Vec::new();
                    for k in 0..k {
                        pairs.push((at(self, args[0], &[k])?, at(self, args[1], &[k, i])?));
                    }
                    dot(self, pairs)?
                } else {
                    let (_, _, k) = shape(self.operand_type(op, 0));
                    let mut pairs = Vec::new();
                    for k in 0..k {
                        pairs.push((at(self, args[0], &[i, k])?, at(self, args[1], &[k, j])?));
                    }
                    dot(self, pairs)?
                };
                comps.push(c);
            }
            rows.push(comps);
        }
        if !result_is_matrix {
            // A vector result: `shape` gave it `len` rows of one component.
            let comps: Vec<Word> = rows.into_iter().flatten().collect();
            return self.inst(S::CompositeConstruct, t, ids(&comps));
        }
        let row_ty = self.b.type_vector(e, r_cols);
        let mut row_ids = Vec::new();
        for comps in rows {
            row_ids.push(self.inst(S::CompositeConstruct, row_ty, ids(&comps))?);
        }
        self.inst(S::CompositeConstruct, t, ids(&row_ids))
    }

    /// Are the matrices `op` takes float matrices?
    fn float_matrices(&self, op: Op) -> bool {
        let ctx = self.ctx;
        ctx.operands(op).iter().all(|&v| {
            let ty = ctx.value_type(v);
            !matches!(ctx.type_kind(ty), TypeKind::Matrix { .. }) || matches!(self.elem(ty), Elem::Float(_))
        })
    }

    // ----- mem ---------------------------------------------------------------------

    fn memory(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        let ctx = self.ctx;
        let id = self.memory_access(op, name)?;
        // An element of a descriptor array of buffers indexed by a value
        // that may differ between invocations (`nonuniform`), and the
        // addresses and loads derived from it: `NonUniform`.
        let from_nonuniform = matches!(ctx.operands(op).first(), Some(p) if self.nonuniform_ptrs.contains(p));
        let root = name == mem::ELEM_ADDR.name && ctx.attr(op, "nonuniform").is_some();
        let derived = [mem::ELEM_ADDR.name, mem::FIELD_ADDR.name, mem::LOAD.name].contains(&name) && from_nonuniform;
        if let (Some(id), true) = (id, root || derived) {
            if root {
                self.cap(Capability::ShaderNonUniform);
                if !self.at_least(5) {
                    self.extension("SPV_EXT_descriptor_indexing");
                }
                let space = match *ctx.type_kind(ctx.value_type(ctx.result(op, 0))) {
                    TypeKind::Ptr { space, .. } => Some(space),
                    _ => None,
                };
                self.cap(match space {
                    Some(AddressSpace::Uniform) => Capability::UniformBufferArrayNonUniformIndexing,
                    _ => Capability::StorageBufferArrayNonUniformIndexing,
                });
            }
            self.b.decorate(id, spirv::Decoration::NonUniform, []);
            if name != mem::LOAD.name {
                self.nonuniform_ptrs.insert(ctx.result(op, 0));
            }
        }
        Ok(id)
    }

    fn memory_access(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        // Loads and stores through a device pointer say how the pointee is
        // aligned (`Aligned`, which `PhysicalStorageBuffer` requires): as
        // the access states it (`loadAligned<A>`), else the scalar's size.
        // A coherent access (`loadCoherent<A, scope>`) also makes the
        // pointer visible (loads) or available (stores) at its scope,
        // under the Vulkan memory model.
        let stated = ctx.attr_int(op, "align").map(|a| a as u32);
        let coherent = ctx.attr_int(op, "coherent");
        if coherent.is_some() {
            self.cap(Capability::VulkanMemoryModel);
            if !self.at_least(5) {
                self.extension("SPV_KHR_vulkan_memory_model");
            }
            self.set_memory_model();
        }
        let make = if name == mem::STORE.name {
            spirv::MemoryAccess::MAKE_POINTER_AVAILABLE
        } else {
            spirv::MemoryAccess::MAKE_POINTER_VISIBLE
        };
        let access: Vec<Operand> = {
            let device = match *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
                TypeKind::Ptr { pointee, space: AddressSpace::Device | AddressSpace::DeviceStd430 } => {
                    // The scalar's size: a smaller claim than std430's is
                    // always true, whatever layout the host used.
                    Some(match ctx.type_kind(ctx.scalar_of(pointee)) {
                        TypeKind::Int { width, .. } | TypeKind::Float { width } => u32::from(*width / 8).max(1),
                        _ => layout::size_align(ctx, pointee, Layout::Scalar).map_or(4, |(_, a)| a),
                    })
                }
                _ => None,
            };
            let align = if device.is_some() { stated.or(device) } else { None };
            let mut flags = spirv::MemoryAccess::empty();
            if align.is_some() {
                flags |= spirv::MemoryAccess::ALIGNED;
            }
            if coherent.is_some() {
                flags |= make | spirv::MemoryAccess::NON_PRIVATE_POINTER;
            }
            let mut operands = Vec::new();
            if !flags.is_empty() {
                operands.push(Operand::MemoryAccess(flags));
            }
            operands.extend(align.map(Operand::LiteralBit32));
            if let Some(scope) = coherent {
                self.device_scope |= scope == 1;
                operands.push(Operand::IdScope(self.i32_const(scope as u32)));
            }
            operands
        };
        let aligned = || access.clone();
        if name == mem::STORE.name {
            let mut operands = ids(&args);
            operands.extend(aligned());
            self.inst_void(S::Store, operands)?;
            return Ok(None);
        }
        let t = self.ty(self.result_type(op), op)?;
        Ok(Some(match name {
            n if n == mem::LOAD.name => {
                let mut operands = ids(&args);
                operands.extend(aligned());
                self.inst(S::Load, t, operands)?
            }
            n if n == mem::PTR_OFFSET.name => {
                // `OpPtrAccessChain` on a workgroup pointer is a variable
                // pointer (core since SPIR-V 1.3, an extension before).
                let base = ctx.value_type(ctx.operand(op, 0));
                if matches!(ctx.type_kind(base), TypeKind::Ptr { space: AddressSpace::Workgroup, .. }) {
                    self.cap(Capability::VariablePointers);
                    if !self.at_least(3) {
                        self.extension("SPV_KHR_variable_pointers");
                    }
                }
                self.inst(S::PtrAccessChain, t, ids(&args))?
            }
            n if n == mem::INT_TO_PTR.name => self.inst(S::ConvertUToPtr, t, ids(&args))?,
            n if n == mem::PTR_TO_INT.name => self.inst(S::ConvertPtrToU, t, ids(&args))?,
            n if n == mem::FIELD_ADDR.name => {
                let index = self.index_attr(op, "index")?;
                let index = self.u32_const(index);
                self.inst(S::AccessChain, t, ids(&[args[0], index]))?
            }
            n if n == mem::ELEM_ADDR.name => {
                // An element of a view of a descriptor heap: a buffer of it.
                let heap_view = ctx
                    .defining_op(ctx.operand(op, 0))
                    .filter(|&d| ctx.op_name(d) == crate::dialect::ADDR.name)
                    .and_then(|d| ctx.attr_symbol(d, "var"))
                    .filter(|s| self.heaps.views.contains_key(s));
                match heap_view {
                    Some(sym) => self.heap_buffer(op, sym, args[1])?,
                    None => self.inst(S::AccessChain, t, ids(&args))?,
                }
            }
            _ => return Err(self.error(op, "the SPIR-V target cannot emit this op")),
        }))
    }

    // ----- math --------------------------------------------------------------------

    fn math(&mut self, op: Op, name: &str) -> R<Word> {
        use glsl as g;
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        let ty = self.operand_type(op, 0);
        let e = self.elem(ty);
        let (float, signed) = (matches!(e, Elem::Float(_)), matches!(e, Elem::SInt(_)));
        let short = name.trim_start_matches("math.");
        let unary = match short {
            "sin" => Some(g::SIN),
            "cos" => Some(g::COS),
            "tan" => Some(g::TAN),
            "asin" => Some(g::ASIN),
            "acos" => Some(g::ACOS),
            "atan" => Some(g::ATAN),
            "sinh" => Some(g::SINH),
            "cosh" => Some(g::COSH),
            "tanh" => Some(g::TANH),
            "exp" => Some(g::EXP),
            "exp2" => Some(g::EXP2),
            "log" => Some(g::LOG),
            "log2" => Some(g::LOG2),
            "sqrt" => Some(g::SQRT),
            "rsqrt" => Some(g::INVERSE_SQRT),
            "floor" => Some(g::FLOOR),
            "ceil" => Some(g::CEIL),
            "round" => Some(g::ROUND_EVEN),
            "trunc" => Some(g::TRUNC),
            "frac" => Some(g::FRACT),
            "degrees" => Some(g::DEGREES),
            "radians" => Some(g::RADIANS),
            "atan2" => Some(g::ATAN2),
            "pow" => Some(g::POW),
            "step" => Some(g::STEP),
            "lerp" => Some(g::FMIX),
            "smoothstep" => Some(g::SMOOTH_STEP),
            "fma" => Some(g::FMA),
            "abs" if float => Some(g::FABS),
            "abs" if signed => Some(g::SABS),
            "sign" if float => Some(g::FSIGN),
            "sign" if signed => Some(g::SSIGN),
            // 16-bit floats: see `min_max_16`.
            "min" | "max" if matches!(e, Elem::Float(16)) => None,
            "min" => Some(if float {
                g::NMIN
            } else if signed {
                g::SMIN
            } else {
                g::UMIN
            }),
            "max" => Some(if float {
                g::NMAX
            } else if signed {
                g::SMAX
            } else {
                g::UMAX
            }),
            _ => None,
        };
        if let Some(inst) = unary {
            return self.each(op, Code::Glsl(inst), ty, &args);
        }
        let t = self.ty(self.result_type(op), op)?;
        match short {
            // Unsigned: |x| is x, sign(x) is min(x, 1).
            "abs" => Ok(args[0]),
            "sign" => {
                let one = self.splat_const(op, ty, RtValue::Int(1))?;
                self.each(op, Code::Glsl(g::UMIN), ty, &[args[0], one])
            }
            "min" => self.min_max_16(op, g::FMIN, ty, args[0], args[1]),
            "max" => self.min_max_16(op, g::FMAX, ty, args[0], args[1]),
            "log10" => {
                let l = self.each(op, Code::Glsl(g::LOG2), ty, &args)?;
                let k = self.splat_const(op, ty, Self::scalar_value(e, 0, std::f64::consts::LOG10_2))?;
                self.each(op, Code::Op(S::FMul), ty, &[l, k])
            }
            "rcp" => {
                let one = self.splat_const(op, ty, Self::scalar_value(e, 1, 1.0))?;
                self.each(op, Code::Op(S::FDiv), ty, &[one, args[0]])
            }
            "saturate" => {
                let zero = self.splat_const(op, ty, Self::scalar_value(e, 0, 0.0))?;
                let one = self.splat_const(op, ty, Self::scalar_value(e, 1, 1.0))?;
                self.each(op, Code::Glsl(g::NCLAMP), ty, &[args[0], zero, one])
            }
            "clamp" if matches!(e, Elem::Float(16)) => {
                let m = self.min_max_16(op, g::FMAX, ty, args[0], args[1])?;
                self.min_max_16(op, g::FMIN, ty, m, args[2])
            }
            "clamp" => {
                let (lo, hi) = if float {
                    (g::NMAX, g::NMIN)
                } else if signed {
                    (g::SMAX, g::SMIN)
                } else {
                    (g::UMAX, g::UMIN)
                };
                let m = self.each(op, Code::Glsl(lo), ty, &[args[0], args[1]])?;
                self.each(op, Code::Glsl(hi), ty, &[m, args[2]])
            }
            "mad" => {
                let (mul, add) = if float { (S::FMul, S::FAdd) } else { (S::IMul, S::IAdd) };
                let p = self.each(op, Code::Op(mul), ty, &args[..2])?;
                self.each(op, Code::Op(add), ty, &[p, args[2]])
            }
            // GLSL.std.450's Exp2 has no 64-bit form: a double is scaled
            // by Ldexp, its exponent made an int (exact for the integral
            // exponents GLSL's ldexp passes).
            "ldexp" if matches!(e, Elem::Float(64)) && !matches!(ctx.type_kind(ty), TypeKind::Matrix { .. }) => {
                let i32_ = self.b.type_int(32, 1);
                let it = match *ctx.type_kind(ty) {
                    TypeKind::Vector { len, .. } => self.b.type_vector(i32_, u32::from(len)),
                    _ => i32_,
                };
                let exponent = self.inst(S::ConvertFToS, it, ids(&args[1..2]))?;
                self.ext(t, g::LDEXP, &[args[0], exponent])
            }
            "ldexp" => {
                let p = self.each(op, Code::Glsl(g::EXP2), ty, &args[1..2])?;
                self.each(op, Code::Op(S::FMul), ty, &[args[0], p])
            }
            "isnan" => self.inst(S::IsNan, t, ids(&args)),
            "isinf" => self.inst(S::IsInf, t, ids(&args)),
            "isfinite" => {
                let nan = self.inst(S::IsNan, t, ids(&args))?;
                let inf = self.inst(S::IsInf, t, ids(&args))?;
                let either = self.inst(S::LogicalOr, t, ids(&[nan, inf]))?;
                self.inst(S::LogicalNot, t, ids(&[either]))
            }
            "countbits" | "firstbithigh" | "firstbitlow" | "reversebits" => {
                if matches!(e, Elem::SInt(64) | Elem::UInt(64)) {
                    return self.bits64(short, ty, t, args[0]);
                }
                if !matches!(e, Elem::SInt(32) | Elem::UInt(32)) {
                    return Err(self.error(op, "the SPIR-V target counts bits of 32- and 64-bit integers only"));
                }
                match short {
                    "countbits" => self.inst(S::BitCount, t, ids(&args)),
                    "reversebits" => self.inst(S::BitReverse, t, ids(&args)),
                    "firstbitlow" => self.ext(t, g::FIND_ILSB, &args),
                    _ => self.ext(t, if signed { g::FIND_SMSB } else { g::FIND_UMSB }, &args),
                }
            }
            "dot" if float => self.inst(S::Dot, t, ids(&args)),
            "dot" => {
                let TypeKind::Vector { len, .. } = *ctx.type_kind(ty) else {
                    return Err(self.error(op, "dot of non-vectors"));
                };
                let mut sum = None;
                for i in 0..u32::from(len) {
                    let x =
                        self.inst(S::CompositeExtract, t, vec![Operand::IdRef(args[0]), Operand::LiteralBit32(i)])?;
                    let y =
                        self.inst(S::CompositeExtract, t, vec![Operand::IdRef(args[1]), Operand::LiteralBit32(i)])?;
                    let p = self.inst(S::IMul, t, ids(&[x, y]))?;
                    sum = Some(match sum {
                        None => p,
                        Some(s) => self.inst(S::IAdd, t, ids(&[s, p]))?,
                    });
                }
                sum.ok_or_else(|| self.error(op, "dot of an empty vector"))
            }
            "cross" => self.ext(t, g::CROSS, &args),
            "length" => self.ext(t, g::LENGTH, &args),
            "distance" => self.ext(t, g::DISTANCE, &args),
            "normalize" => self.ext(t, g::NORMALIZE, &args),
            "reflect" => self.ext(t, g::REFLECT, &args),
            "refract" => self.ext(t, g::REFRACT, &args),
            "faceforward" => self.ext(t, g::FACE_FORWARD, &args),
            "determinant" => self.ext(t, g::DETERMINANT, &args),
            "any" | "all" => self.any_all(op, short == "any", ty, args[0]),
            "f32tof16" | "f16tof32" => self.half_bits(op, short == "f32tof16", ty, args[0]),
            _ => Err(self.error(op, "the SPIR-V target cannot emit this op")),
        }
    }

    /// `any`/`all` of a scalar, vector or matrix of bools or numbers.
    /// countbits, firstbitlow, firstbithigh and reversebits of 64-bit
    /// integers (GLSL.std.450's and SPIR-V's bit instructions take 32-bit
    /// ones under Vulkan) through the two 32-bit halves.
    fn bits64(&mut self, short: &str, ty: Type, t: Word, x: Word) -> R<Word> {
        use glsl as g;
        use spirv::Op as S;
        let len = match *self.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => Some(u32::from(len)),
            _ => None,
        };
        let shape = |s: &mut Self, scalar: Word| match len {
            Some(n) => s.b.type_vector(scalar, n),
            None => scalar,
        };
        let (u32s, u64s, bools) = (self.b.type_int(32, 0), self.b.type_int(64, 0), self.b.type_bool());
        let (u32t, u64t, boolt) = (shape(self, u32s), shape(self, u64s), shape(self, bools));
        let splat = |s: &mut Self, scalar: Word, ty: Word| -> R<Word> {
            match len {
                Some(n) => s.inst(S::CompositeConstruct, ty, ids(&vec![scalar; n as usize])),
                None => Ok(scalar),
            }
        };
        let signed = matches!(self.elem(ty), Elem::SInt(_));
        let mut bits = if signed { self.inst(S::Bitcast, u64t, ids(&[x]))? } else { x };
        if short == "firstbithigh" && signed {
            // The first bit that differs from the sign bit: of ~x when x < 0.
            let zero64 = self.scalar_const(u64s, Operand::LiteralBit64(0));
            let zero64 = splat(self, zero64, u64t)?;
            let x64s = self.b.type_int(64, 1);
            let xs = shape(self, x64s);
            let zs = self.inst(S::Bitcast, xs, ids(&[zero64]))?;
            let neg = self.inst(S::SLessThan, boolt, ids(&[x, zs]))?;
            let inv = self.inst(S::Not, u64t, ids(&[bits]))?;
            bits = self.inst(S::Select, u64t, ids(&[neg, inv, bits]))?;
        }
        let c32 = self.scalar_const(u64s, Operand::LiteralBit64(32));
        let c32 = splat(self, c32, u64t)?;
        let lo = self.inst(S::UConvert, u32t, ids(&[bits]))?;
        let high = self.inst(S::ShiftRightLogical, u64t, ids(&[bits, c32]))?;
        let hi = self.inst(S::UConvert, u32t, ids(&[high]))?;
        let zero = self.u32_const(0);
        let zero = splat(self, zero, u32t)?;
        let k32 = self.u32_const(32);
        let k32 = splat(self, k32, u32t)?;
        match short {
            "countbits" => {
                let a = self.inst(S::BitCount, u32t, ids(&[lo]))?;
                let b = self.inst(S::BitCount, u32t, ids(&[hi]))?;
                self.inst(S::IAdd, t, ids(&[a, b]))
            }
            "firstbitlow" => {
                let l = self.ext(u32t, g::FIND_ILSB, &[lo])?;
                let h = self.ext(u32t, g::FIND_ILSB, &[hi])?;
                let h = self.inst(S::IAdd, u32t, ids(&[h, k32]))?;
                let none = self.u32_const(u32::MAX);
                let none = splat(self, none, u32t)?;
                let hi_set = self.inst(S::INotEqual, boolt, ids(&[hi, zero]))?;
                let upper = self.inst(S::Select, u32t, ids(&[hi_set, h, none]))?;
                let lo_set = self.inst(S::INotEqual, boolt, ids(&[lo, zero]))?;
                self.inst(S::Select, t, ids(&[lo_set, l, upper]))
            }
            "firstbithigh" => {
                let l = self.ext(u32t, g::FIND_UMSB, &[lo])?;
                let h = self.ext(u32t, g::FIND_UMSB, &[hi])?;
                let h = self.inst(S::IAdd, u32t, ids(&[h, k32]))?;
                let hi_set = self.inst(S::INotEqual, boolt, ids(&[hi, zero]))?;
                self.inst(S::Select, t, ids(&[hi_set, h, l]))
            }
            _ => {
                let rl = self.inst(S::BitReverse, u32t, ids(&[lo]))?;
                let rh = self.inst(S::BitReverse, u32t, ids(&[hi]))?;
                let rl = self.inst(S::UConvert, u64t, ids(&[rl]))?;
                let rh = self.inst(S::UConvert, u64t, ids(&[rh]))?;
                let up = self.inst(S::ShiftLeftLogical, u64t, ids(&[rl, c32]))?;
                let r = self.inst(S::BitwiseOr, u64t, ids(&[up, rh]))?;
                if signed {
                    self.inst(S::Bitcast, t, ids(&[r]))
                } else {
                    Ok(r)
                }
            }
        }
    }

    fn any_all(&mut self, op: Op, any: bool, ty: Type, x: Word) -> R<Word> {
        use spirv::Op as S;
        let bool_ty = self.b.type_bool();
        let e = self.elem(ty);
        let (rows, len) = match *self.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => (None, len),
            TypeKind::Matrix { rows, cols, .. } => (Some(rows), cols),
            _ => (None, 1),
        };
        let scalar = self.ty(self.ctx.scalar_of(ty), op)?;
        let row_ty = if len == 1 { scalar } else { self.b.type_vector(scalar, len.into()) };
        let bvec = if len == 1 { bool_ty } else { self.b.type_vector(bool_ty, len.into()) };
        let zero = if e == Elem::Bool {
            None
        } else {
            let z = Self::scalar_value(e, 0, 0.0);
            let scalar = self.constant(self.ctx.scalar_of(ty), &z, op)?;
            Some(if len == 1 { scalar } else { self.composite_splat(row_ty, scalar, len) })
        };
        let truth = |e: &mut Self, v: Word| -> R<Word> {
            let b = match zero {
                None => v,
                Some(z) => {
                    let code = if matches!(e.elem(ty), Elem::Float(_)) { S::FUnordNotEqual } else { S::INotEqual };
                    e.inst(code, bvec, ids(&[v, z]))?
                }
            };
            if len == 1 {
                Ok(b)
            } else {
                e.inst(if any { S::Any } else { S::All }, bool_ty, ids(&[b]))
            }
        };
        let Some(rows) = rows else { return truth(self, x) };
        let mut acc = None;
        for i in 0..u32::from(rows) {
            let row = self.inst(S::CompositeExtract, row_ty, vec![Operand::IdRef(x), Operand::LiteralBit32(i)])?;
            let r = truth(self, row)?;
            acc = Some(match acc {
                None => r,
                Some(a) => self.inst(if any { S::LogicalOr } else { S::LogicalAnd }, bool_ty, ids(&[a, r]))?,
            });
        }
        acc.ok_or_else(|| self.error(op, "a matrix without rows"))
    }

    fn composite_splat(&mut self, ty: Word, scalar: Word, len: u8) -> Word {
        self.composite_const(ty, vec![scalar; len.into()])
    }

    /// `f32tof16` / `f16tof32`, component by component through
    /// `PackHalf2x16(vec2(x, 0))` and `UnpackHalf2x16(x).x`.
    fn half_bits(&mut self, op: Op, pack: bool, ty: Type, x: Word) -> R<Word> {
        use spirv::Op as S;
        let len = match *self.ctx.type_kind(ty) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        let f32_ty = self.b.type_float(32);
        let u32_ty = self.b.type_int(32, 0);
        let v2 = self.b.type_vector(f32_ty, 2);
        let t = self.ty(self.result_type(op), op)?;
        let (in_ty, out_ty) = if pack { (f32_ty, u32_ty) } else { (u32_ty, f32_ty) };
        let mut parts = Vec::new();
        for i in 0..u32::from(len) {
            let c = if len == 1 {
                x
            } else {
                self.inst(S::CompositeExtract, in_ty, vec![Operand::IdRef(x), Operand::LiteralBit32(i)])?
            };
            let r = if pack {
                let zero = self.scalar_const(f32_ty, Operand::LiteralBit32(0));
                let pair = self.inst(S::CompositeConstruct, v2, ids(&[c, zero]))?;
                self.ext(out_ty, glsl::PACK_HALF_2X16, &[pair])?
            } else {
                let pair = self.ext(v2, glsl::UNPACK_HALF_2X16, &[c])?;
                self.inst(S::CompositeExtract, out_ty, vec![Operand::IdRef(pair), Operand::LiteralBit32(0)])?
            };
            parts.push(r);
        }
        if len == 1 {
            return Ok(parts[0]);
        }
        self.inst(S::CompositeConstruct, t, ids(&parts))
    }

    // ----- rt ----------------------------------------------------------------------

    /// The `rt` ops but the system values (`spirv-builtins` made them
    /// loads) and the two that end a block (emitted with the control flow).
    /// Payloads, callable data and hit attributes are already in their
    /// storage classes; `OpReportIntersectionKHR` names no attributes (the
    /// op's pointer operand is the hit-attribute variable it filled).
    fn ray_tracing_op(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        use nsl_dialects::rt;
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        if name == rt::TRACE_RAY.name {
            self.ray_tracing();
            self.inst_void(S::TraceRayKHR, ids(&args))?;
            return Ok(None);
        }
        if name == rt::TRACE_MOTION_RAY.name {
            self.ray_tracing();
            self.cap(Capability::RayTracingMotionBlurNV);
            self.extension("SPV_NV_ray_tracing_motion_blur");
            self.inst_void(S::TraceRayMotionNV, ids(&args))?;
            return Ok(None);
        }
        if name == rt::CALL_SHADER.name {
            self.ray_tracing();
            self.inst_void(S::ExecuteCallableKHR, ids(&args))?;
            return Ok(None);
        }
        if name == rt::REPORT_HIT.name {
            self.ray_tracing();
            let t = self.ty(self.result_type(op), op)?;
            return self.inst(S::ReportIntersectionKHR, t, ids(&args[..2])).map(Some);
        }
        if name.starts_with("rt.hit_object_") || name == rt::REORDER_THREAD.name {
            return self.hit_object_op(op, name, &args);
        }
        if name == rt::ACCEL_FROM_ADDRESS.name {
            // Its capability is chosen once the entry points are known.
            self.accel_from_address = true;
            let t = self.ty(self.result_type(op), op)?;
            return self.inst(S::ConvertUToAccelerationStructureKHR, t, ids(&args)).map(Some);
        }
        self.ray_query();
        if name == rt::QUERY_INITIALIZE.name {
            self.inst_void(S::RayQueryInitializeKHR, ids(&args))?;
            return Ok(None);
        }
        if name == rt::QUERY_PROCEED.name {
            let t = self.ty(self.result_type(op), op)?;
            return self.inst(S::RayQueryProceedKHR, t, ids(&args)).map(Some);
        }
        if name == rt::QUERY_CONTROL.name {
            let code = match ctx.attr_str(op, "action") {
                Some("abort") => S::RayQueryTerminateKHR,
                Some("confirm") => S::RayQueryConfirmIntersectionKHR,
                _ => S::RayQueryGenerateIntersectionKHR,
            };
            self.inst_void(code, ids(&args))?;
            return Ok(None);
        }
        if name == rt::QUERY_GET.name {
            let property = ctx.attr_str(op, "property").unwrap_or_default();
            if let Some(raw) = self.raw_geometry_code(property, true) {
                let mut operands = ids(&args);
                let c = ctx.attr(op, "committed").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
                operands.push(Operand::IdRef(self.u32_const(u32::from(c))));
                let t = self.ty(self.result_type(op), op)?;
                return self.raw(raw, Some(t), operands);
            }
            let code = match property {
                "type" => S::RayQueryGetIntersectionTypeKHR,
                "t" => S::RayQueryGetIntersectionTKHR,
                "instance_custom_index" => S::RayQueryGetIntersectionInstanceCustomIndexKHR,
                "instance_id" => S::RayQueryGetIntersectionInstanceIdKHR,
                "instance_sbt_offset" => S::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
                "geometry_index" => S::RayQueryGetIntersectionGeometryIndexKHR,
                "primitive_index" => S::RayQueryGetIntersectionPrimitiveIndexKHR,
                "barycentrics" => S::RayQueryGetIntersectionBarycentricsKHR,
                "front_face" => S::RayQueryGetIntersectionFrontFaceKHR,
                "candidate_aabb_opaque" => S::RayQueryGetIntersectionCandidateAABBOpaqueKHR,
                "object_ray_direction" => S::RayQueryGetIntersectionObjectRayDirectionKHR,
                "object_ray_origin" => S::RayQueryGetIntersectionObjectRayOriginKHR,
                "object_to_world" => S::RayQueryGetIntersectionObjectToWorldKHR,
                "world_to_object" => S::RayQueryGetIntersectionWorldToObjectKHR,
                "triangle_vertex_positions" => {
                    self.cap(Capability::RayQueryPositionFetchKHR);
                    self.extension("SPV_KHR_ray_tracing_position_fetch");
                    S::RayQueryGetIntersectionTriangleVertexPositionsKHR
                }
                "ray_flags" => S::RayQueryGetRayFlagsKHR,
                "ray_tmin" => S::RayQueryGetRayTMinKHR,
                "world_ray_direction" => S::RayQueryGetWorldRayDirectionKHR,
                _ => S::RayQueryGetWorldRayOriginKHR,
            };
            let mut operands = ids(&args);
            if let Some(committed) = ctx.attr(op, "committed") {
                let c = matches!(ctx.attr_kind(committed), AttrKind::Bool(true));
                // RayQueryCandidateIntersectionKHR = 0, RayQueryCommittedIntersectionKHR = 1.
                operands.push(Operand::IdRef(self.u32_const(u32::from(c))));
            }
            let t = self.ty(self.result_type(op), op)?;
            return self.inst(code, t, operands).map(Some);
        }
        Err(self.error(op, "the SPIR-V target cannot emit this op here"))
    }

    /// The opcode of a cluster-id, sphere or swept-sphere property (see
    /// `raw::geometry_property`), with its capability and extension added.
    fn raw_geometry_code(&mut self, property: &str, query: bool) -> Option<u32> {
        let (code, capability, extension) = crate::raw::geometry_property(property, query)?;
        self.caps_insert(capability);
        self.extension(extension);
        Some(code)
    }

    /// Shader execution reordering, with SPV_NV_shader_invocation_reorder's
    /// instructions (`ser::to_ext_words` writes EXT's where the module is EXT).
    fn hit_object_op(&mut self, op: Op, name: &str, args: &[Word]) -> R<Option<Word>> {
        use nsl_dialects::rt;
        use spirv::Op as S;
        let ctx = self.ctx;
        self.shader_invocation_reorder();
        if name == rt::HIT_OBJECT_RECORD.name {
            let kind = ctx.attr_str(op, "kind").unwrap_or_default();
            let motion = kind.ends_with("_motion");
            if motion {
                self.cap(Capability::RayTracingMotionBlurNV);
                self.extension("SPV_NV_ray_tracing_motion_blur");
            }
            let code = match kind {
                "trace" => S::HitObjectTraceRayNV,
                "trace_motion" => S::HitObjectTraceRayMotionNV,
                "hit" => S::HitObjectRecordHitNV,
                "hit_motion" => S::HitObjectRecordHitMotionNV,
                "hit_with_index" => S::HitObjectRecordHitWithIndexNV,
                "hit_with_index_motion" => S::HitObjectRecordHitWithIndexMotionNV,
                "miss" => S::HitObjectRecordMissNV,
                "miss_motion" => S::HitObjectRecordMissMotionNV,
                _ => S::HitObjectRecordEmptyNV,
            };
            let mut operands = ids(args);
            if kind.starts_with("miss") && !self.ser_nv {
                // EXT's misses take ray flags after the hit object: none.
                operands.insert(1, Operand::IdRef(self.u32_const(0)));
            }
            self.inst_void(code, operands)?;
            return Ok(None);
        }
        if name == rt::HIT_OBJECT_INVOKE.name {
            self.inst_void(S::HitObjectExecuteShaderNV, ids(args))?;
            return Ok(None);
        }
        if name == rt::HIT_OBJECT_GET_ATTRIBUTES.name {
            self.inst_void(S::HitObjectGetAttributesNV, ids(args))?;
            return Ok(None);
        }
        if name == rt::REORDER_THREAD.name {
            let with_object = ctx
                .operands(op)
                .first()
                .is_some_and(|&v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Ptr { .. }));
            let code = if with_object { S::ReorderThreadWithHitObjectNV } else { S::ReorderThreadWithHintNV };
            self.inst_void(code, ids(args))?;
            return Ok(None);
        }
        let property = ctx.attr_str(op, "property").unwrap_or_default();
        if let Some(raw) = self.raw_geometry_code(property, false) {
            let t = self.ty(self.result_type(op), op)?;
            return self.raw(raw, Some(t), ids(args));
        }
        let code = match property {
            "is_hit" => S::HitObjectIsHitNV,
            "is_miss" => S::HitObjectIsMissNV,
            "is_empty" => S::HitObjectIsEmptyNV,
            "world_ray_origin" => S::HitObjectGetWorldRayOriginNV,
            "world_ray_direction" => S::HitObjectGetWorldRayDirectionNV,
            "ray_tmin" => S::HitObjectGetRayTMinNV,
            "ray_tmax" => S::HitObjectGetRayTMaxNV,
            "object_ray_origin" => S::HitObjectGetObjectRayOriginNV,
            "object_ray_direction" => S::HitObjectGetObjectRayDirectionNV,
            "world_to_object" => S::HitObjectGetWorldToObjectNV,
            "object_to_world" => S::HitObjectGetObjectToWorldNV,
            "instance_id" => S::HitObjectGetInstanceIdNV,
            "instance_custom_index" => S::HitObjectGetInstanceCustomIndexNV,
            "geometry_index" => S::HitObjectGetGeometryIndexNV,
            "primitive_index" => S::HitObjectGetPrimitiveIndexNV,
            "hit_kind" => S::HitObjectGetHitKindNV,
            "sbt_record_index" => S::HitObjectGetShaderBindingTableRecordIndexNV,
            "shader_record_buffer_handle" => S::HitObjectGetShaderRecordBufferHandleNV,
            "current_time" => S::HitObjectGetCurrentTimeNV,
            _ => {
                return Err(self.error(op, format!("the SPIR-V target cannot read a hit object's '{property}'")));
            }
        };
        let t = self.ty(self.result_type(op), op)?;
        self.inst(code, t, ids(args)).map(Some)
    }

    // ----- gpu ---------------------------------------------------------------------

    fn gpu(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let args = self.vals(ctx.operands(op))?;
        if name == gpu::DERIVATIVE.name {
            let control = ctx.attr_str(op, "control").unwrap_or("none");
            if control != "none" {
                self.cap(Capability::DerivativeControl);
            }
            let code = match (ctx.attr_str(op, "axis"), control) {
                (Some("x"), "fine") => S::DPdxFine,
                (Some("x"), "coarse") => S::DPdxCoarse,
                (Some("x"), _) => S::DPdx,
                (Some("y"), "fine") => S::DPdyFine,
                (Some("y"), "coarse") => S::DPdyCoarse,
                (Some("y"), _) => S::DPdy,
                (_, "fine") => S::FwidthFine,
                (_, "coarse") => S::FwidthCoarse,
                _ => S::Fwidth,
            };
            let t = self.ty(self.result_type(op), op)?;
            return self.inst(code, t, ids(&args)).map(Some);
        }
        if name == gpu::INVOCATION_INTERLOCK.name {
            // The entry points get the execution mode (`pixel_interlock`).
            self.explicit_interlock = Some(true);
            self.cap(Capability::FragmentShaderPixelInterlockEXT);
            self.extension("SPV_EXT_fragment_shader_interlock");
            let code = match ctx.attr_str(op, "action") {
                Some("begin") => S::BeginInvocationInterlockEXT,
                _ => S::EndInvocationInterlockEXT,
            };
            self.inst_void(code, vec![])?;
            return Ok(None);
        }
        if name == gpu::BARRIER.name {
            // Memory semantics: AcquireRelease | the storage classes ordered.
            let (scope, semantics) = match ctx.attr_str(op, "scope") {
                Some("workgroup") => (2, 0x8 | 0x100),
                Some("device") => (1, 0x8 | 0x40 | 0x800),
                _ => (1, 0x8 | 0x40 | 0x100 | 0x800),
            };
            self.device_scope |= scope == 1;
            let (scope, semantics) = (self.u32_const(scope), self.u32_const(semantics));
            if ctx.attr(op, "sync").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true))) {
                let exec = self.u32_const(2);
                self.inst_void(S::ControlBarrier, ids(&[exec, scope, semantics]))?;
            } else {
                self.inst_void(S::MemoryBarrier, ids(&[scope, semantics]))?;
            }
            return Ok(None);
        }
        let t = self.ty(self.result_type(op), op)?;
        if name == gpu::ATOMIC.name || name == gpu::ATOMIC_CMPXCHG.name {
            return self.atomic(op, name, t, &args).map(Some);
        }
        let subgroup = self.u32_const(3);
        let ty = ctx.operands(op).first().map(|&v| ctx.value_type(v));
        let e = ty.map(|t| self.elem(t));
        let float = matches!(e, Some(Elem::Float(_)));
        let signed = matches!(e, Some(Elem::SInt(_)));
        let arith = |o: spirv::GroupOperation, f: S, s: S, u: S| {
            (
                if float {
                    f
                } else if signed {
                    s
                } else {
                    u
                },
                Some(o),
            )
        };
        use spirv::GroupOperation as G;
        if name == gpu::WAVE_GROUP.name {
            return self.wave_group(op, t, &args).map(Some);
        }
        if name == gpu::WAVE_ROTATE.name {
            self.cap(Capability::GroupNonUniform);
            self.cap(Capability::GroupNonUniformRotateKHR);
            self.extension("SPV_KHR_subgroup_rotate");
            let mut operands = vec![Operand::IdRef(subgroup)];
            let u32_ty = self.b.type_int(32, 0);
            for (k, &a) in args.iter().enumerate() {
                let a = match k {
                    0 => a,
                    // The cluster size is a constant instruction.
                    2 => match self.constant_value(self.through_int_converts(self.ctx.operand(op, 2))) {
                        Some(RtValue::Int(n)) => self.u32_const(n as u32),
                        _ => return Err(self.error(op, "the cluster size of a wave rotation must be a constant")),
                    },
                    _ => self.as_lane_u32(self.operand_type(op, k), u32_ty, a)?,
                };
                operands.push(Operand::IdRef(a));
            }
            return self.inst(S::GroupNonUniformRotateKHR, t, operands).map(Some);
        }
        if name == gpu::IS_HELPER_LANE.name {
            // As slangc: SPV_EXT_demote_to_helper_invocation's query.
            self.cap(Capability::DemoteToHelperInvocation);
            if !self.at_least(6) {
                self.extension("SPV_EXT_demote_to_helper_invocation");
            }
            return self.inst(S::IsHelperInvocationEXT, t, vec![]).map(Some);
        }
        if name == gpu::WAVE_QUAD_BROADCAST.name {
            self.cap(Capability::GroupNonUniform);
            self.cap(Capability::GroupNonUniformQuad);
            let u32_ty = self.b.type_int(32, 0);
            let lane = self.as_lane_u32(self.operand_type(op, 1), u32_ty, args[1])?;
            return self.inst(S::GroupNonUniformQuadBroadcast, t, ids(&[subgroup, args[0], lane])).map(Some);
        }
        if name == gpu::WAVE_QUAD_SWAP.name {
            self.cap(Capability::GroupNonUniform);
            self.cap(Capability::GroupNonUniformQuad);
            let dir = match self.ctx.attr_str(op, "direction") {
                Some("x") => 0,
                Some("y") => 1,
                _ => 2,
            };
            let d = self.u32_const(dir);
            return self.inst(S::GroupNonUniformQuadSwap, t, ids(&[subgroup, args[0], d])).map(Some);
        }
        if name == gpu::WAVE_QUAD_ANY.name || name == gpu::WAVE_QUAD_ALL.name {
            // Three quad swaps gather the quad's values (SPIR-V 1.3's
            // GroupNonUniformQuad, without SPV_KHR_quad_control).
            self.cap(Capability::GroupNonUniform);
            self.cap(Capability::GroupNonUniformQuad);
            let combine = if name == gpu::WAVE_QUAD_ANY.name { S::LogicalOr } else { S::LogicalAnd };
            let mut acc = args[0];
            for dir in 0..3u32 {
                let d = self.u32_const(dir);
                let swapped = self.inst(S::GroupNonUniformQuadSwap, t, ids(&[subgroup, args[0], d]))?;
                acc = self.inst(combine, t, ids(&[acc, swapped]))?;
            }
            return Ok(Some(acc));
        }
        let (code, group_op) = match name {
            n if n == gpu::WAVE_IS_FIRST_LANE.name => {
                self.cap(Capability::GroupNonUniform);
                return self.inst(S::GroupNonUniformElect, t, ids(&[subgroup])).map(Some);
            }
            n if n == gpu::WAVE_ACTIVE_SUM.name => {
                arith(G::Reduce, S::GroupNonUniformFAdd, S::GroupNonUniformIAdd, S::GroupNonUniformIAdd)
            }
            n if n == gpu::WAVE_ACTIVE_PRODUCT.name => {
                arith(G::Reduce, S::GroupNonUniformFMul, S::GroupNonUniformIMul, S::GroupNonUniformIMul)
            }
            n if n == gpu::WAVE_ACTIVE_MIN.name => {
                arith(G::Reduce, S::GroupNonUniformFMin, S::GroupNonUniformSMin, S::GroupNonUniformUMin)
            }
            n if n == gpu::WAVE_ACTIVE_MAX.name => {
                arith(G::Reduce, S::GroupNonUniformFMax, S::GroupNonUniformSMax, S::GroupNonUniformUMax)
            }
            n if n == gpu::WAVE_ACTIVE_BIT_AND.name => (S::GroupNonUniformBitwiseAnd, Some(G::Reduce)),
            n if n == gpu::WAVE_ACTIVE_BIT_OR.name => (S::GroupNonUniformBitwiseOr, Some(G::Reduce)),
            n if n == gpu::WAVE_ACTIVE_BIT_XOR.name => (S::GroupNonUniformBitwiseXor, Some(G::Reduce)),
            n if n == gpu::WAVE_PREFIX_SUM.name => {
                arith(G::ExclusiveScan, S::GroupNonUniformFAdd, S::GroupNonUniformIAdd, S::GroupNonUniformIAdd)
            }
            n if n == gpu::WAVE_PREFIX_PRODUCT.name => {
                arith(G::ExclusiveScan, S::GroupNonUniformFMul, S::GroupNonUniformIMul, S::GroupNonUniformIMul)
            }
            n if n == gpu::WAVE_ACTIVE_ALL_TRUE.name => (S::GroupNonUniformAll, None),
            n if n == gpu::WAVE_ACTIVE_ANY_TRUE.name => (S::GroupNonUniformAny, None),
            n if n == gpu::WAVE_READ_LANE_FIRST.name => (S::GroupNonUniformBroadcastFirst, None),
            n if n == gpu::WAVE_ACTIVE_BALLOT.name => (S::GroupNonUniformBallot, None),
            n if n == gpu::WAVE_ACTIVE_COUNT_BITS.name => {
                self.cap(Capability::GroupNonUniformBallot);
                let u32_ty = self.b.type_int(32, 0);
                let v4 = self.b.type_vector(u32_ty, 4);
                let ballot = self.inst(S::GroupNonUniformBallot, v4, ids(&[subgroup, args[0]]))?;
                let operands =
                    vec![Operand::IdRef(subgroup), Operand::GroupOperation(G::Reduce), Operand::IdRef(ballot)];
                return self.inst(S::GroupNonUniformBallotBitCount, t, operands).map(Some);
            }
            n if n == gpu::WAVE_READ_LANE_AT.name => {
                self.cap(Capability::GroupNonUniformShuffle);
                let lane_ty = self.operand_type(op, 1);
                let u32_ty = self.b.type_int(32, 0);
                let lane = match self.elem(lane_ty) {
                    Elem::UInt(32) => args[1],
                    Elem::SInt(32) => self.inst(S::Bitcast, u32_ty, ids(&[args[1]]))?,
                    Elem::SInt(_) => self.inst(S::SConvert, u32_ty, ids(&[args[1]]))?,
                    _ => self.inst(S::UConvert, u32_ty, ids(&[args[1]]))?,
                };
                return self.inst(S::GroupNonUniformShuffle, t, ids(&[subgroup, args[0], lane])).map(Some);
            }
            _ => return Err(self.error(op, "the SPIR-V target cannot emit this op")),
        };
        self.cap(Capability::GroupNonUniform);
        self.cap(match code {
            S::GroupNonUniformAll | S::GroupNonUniformAny => Capability::GroupNonUniformVote,
            S::GroupNonUniformBroadcastFirst | S::GroupNonUniformBallot => Capability::GroupNonUniformBallot,
            _ => Capability::GroupNonUniformArithmetic,
        });
        let mut operands = vec![Operand::IdRef(subgroup)];
        operands.extend(group_op.map(Operand::GroupOperation));
        operands.extend(ids(&args));
        self.inst(code, t, operands).map(Some)
    }

    /// A `u32` from a value of any integer type `ty`.
    fn as_lane_u32(&mut self, ty: Type, u32_ty: Word, v: Word) -> R<Word> {
        use spirv::Op as S;
        Ok(match self.elem(ty) {
            Elem::UInt(32) => v,
            Elem::SInt(32) => self.inst(S::Bitcast, u32_ty, ids(&[v]))?,
            Elem::SInt(_) => self.inst(S::SConvert, u32_ty, ids(&[v]))?,
            _ => self.inst(S::UConvert, u32_ty, ids(&[v]))?,
        })
    }

    /// `gpu.wave_group`: the group non-uniform arithmetic instruction of
    /// its op and element type, with the group operation of its grouping
    /// (the partitioned ones with a partition).
    fn wave_group(&mut self, op: Op, t: Word, args: &[Word]) -> R<Word> {
        use spirv::GroupOperation as G;
        use spirv::Op as S;
        let ctx = self.ctx;
        let e = self.elem(self.operand_type(op, 0));
        let float = matches!(e, Elem::Float(_));
        let signed = matches!(e, Elem::SInt(_));
        let pick = |f: S, s: S, u: S| {
            if float {
                f
            } else if signed {
                s
            } else {
                u
            }
        };
        let code = match ctx.attr_str(op, "op").unwrap_or("add") {
            "add" => pick(S::GroupNonUniformFAdd, S::GroupNonUniformIAdd, S::GroupNonUniformIAdd),
            "mul" => pick(S::GroupNonUniformFMul, S::GroupNonUniformIMul, S::GroupNonUniformIMul),
            "min" => pick(S::GroupNonUniformFMin, S::GroupNonUniformSMin, S::GroupNonUniformUMin),
            "max" => pick(S::GroupNonUniformFMax, S::GroupNonUniformSMax, S::GroupNonUniformUMax),
            "and" => S::GroupNonUniformBitwiseAnd,
            "or" => S::GroupNonUniformBitwiseOr,
            _ => S::GroupNonUniformBitwiseXor,
        };
        let partitioned = args.len() == 2;
        let group = match (ctx.attr_str(op, "group").unwrap_or("reduce"), partitioned) {
            ("reduce", false) => G::Reduce,
            ("inclusive", false) => G::InclusiveScan,
            ("exclusive", false) => G::ExclusiveScan,
            ("reduce", true) => G::PartitionedReduceNV,
            ("inclusive", true) => G::PartitionedInclusiveScanNV,
            (_, true) => G::PartitionedExclusiveScanNV,
            _ => G::ExclusiveScan,
        };
        self.cap(Capability::GroupNonUniform);
        if partitioned {
            self.cap(Capability::GroupNonUniformPartitionedNV);
            self.extension("SPV_NV_shader_subgroup_partitioned");
        } else {
            self.cap(Capability::GroupNonUniformArithmetic);
        }
        let subgroup = self.u32_const(3);
        let mut operands = vec![Operand::IdRef(subgroup), Operand::GroupOperation(group)];
        operands.extend(ids(args));
        self.inst(code, t, operands)
    }

    fn atomic(&mut self, op: Op, name: &str, t: Word, args: &[Word]) -> R<Word> {
        use spirv::Op as S;
        let ctx = self.ctx;
        let TypeKind::Ptr { space, .. } = *ctx.type_kind(self.operand_type(op, 0)) else {
            return Err(self.error(op, "atomics take a pointer"));
        };
        let scope = match space {
            AddressSpace::Storage
            | AddressSpace::StorageScalar
            | AddressSpace::StorageStd140
            | AddressSpace::StorageC
            | AddressSpace::Device
            | AddressSpace::DeviceStd430
            | AddressSpace::Image => 1,
            AddressSpace::Workgroup => 2,
            other => {
                return Err(self.error(
                    op,
                    format!("the SPIR-V target has atomics on storage and workgroup memory, not {}", other.keyword()),
                ))
            }
        };
        let e = self.elem(self.operand_type(op, 1));
        if matches!(e, Elem::SInt(64) | Elem::UInt(64)) {
            self.cap(Capability::Int64Atomics);
        }
        self.device_scope |= scope == 1;
        let (scope, relaxed) = (self.u32_const(scope), self.u32_const(0));
        if name == gpu::ATOMIC_CMPXCHG.name {
            return self.inst(S::AtomicCompareExchange, t, ids(&[args[0], scope, relaxed, relaxed, args[2], args[1]]));
        }
        let signed = matches!(e, Elem::SInt(_));
        let code = match ctx.attr_str(op, "op").unwrap_or_default() {
            "add" if matches!(e, Elem::Float(16)) => {
                if ctx.is_scalar(self.operand_type(op, 1)) {
                    self.cap(Capability::AtomicFloat16AddEXT);
                    self.extension("SPV_EXT_shader_atomic_float16_add");
                } else {
                    self.caps_insert(crate::raw::CAP_ATOMIC_FLOAT16_VECTOR_NV);
                    self.extension("SPV_NV_shader_atomic_fp16_vector");
                }
                S::AtomicFAddEXT
            }
            "add" if matches!(e, Elem::Float(64)) => {
                self.cap(Capability::AtomicFloat64AddEXT);
                self.extension("SPV_EXT_shader_atomic_float_add");
                S::AtomicFAddEXT
            }
            "add" if matches!(e, Elem::Float(_)) => {
                self.cap(Capability::AtomicFloat32AddEXT);
                self.extension("SPV_EXT_shader_atomic_float_add");
                S::AtomicFAddEXT
            }
            op @ ("min" | "max") if matches!(e, Elem::Float(_)) => {
                self.cap(match e {
                    Elem::Float(16) => Capability::AtomicFloat16MinMaxEXT,
                    Elem::Float(64) => Capability::AtomicFloat64MinMaxEXT,
                    _ => Capability::AtomicFloat32MinMaxEXT,
                });
                self.extension("SPV_EXT_shader_atomic_float_min_max");
                if op == "min" {
                    S::AtomicFMinEXT
                } else {
                    S::AtomicFMaxEXT
                }
            }
            "add" => S::AtomicIAdd,
            "and" => S::AtomicAnd,
            "or" => S::AtomicOr,
            "xor" => S::AtomicXor,
            "min" if signed => S::AtomicSMin,
            "min" => S::AtomicUMin,
            "max" if signed => S::AtomicSMax,
            "max" => S::AtomicUMax,
            _ => S::AtomicExchange,
        };
        self.inst(code, t, ids(&[args[0], scope, relaxed, args[1]]))
    }

    // ----- textures --------------------------------------------------------------------

    /// The texel as SPIR-V images give it (a 4-vector of the sampled type),
    /// narrowed to the op's texel type.
    fn narrow_texel(&mut self, op: Op, texel: Type, v4: Word) -> R<Word> {
        let len = match *self.ctx.type_kind(texel) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        let t = self.ty(texel, op)?;
        let v4 = self.texel4_of_image(op, texel, v4)?;
        if len == 4 {
            return Ok(v4);
        }
        if len == 1 {
            return self.inst(spirv::Op::CompositeExtract, t, vec![Operand::IdRef(v4), Operand::LiteralBit32(0)]);
        }
        let mut operands = ids(&[v4, v4]);
        operands.extend((0..u32::from(len)).map(Operand::LiteralBit32));
        self.inst(spirv::Op::VectorShuffle, t, operands)
    }

    /// `v` with the integer-to-integer `arith.convert`s that produce it
    /// peeled off (the constant below a converted literal).
    fn through_int_converts(&self, mut v: nsl_ir::Value) -> nsl_ir::Value {
        let ctx = self.ctx;
        let int = |t| matches!(ctx.type_kind(t), TypeKind::Int { .. });
        while let Some(d) = ctx.defining_op(v) {
            if ctx.op_name(d) != arith::CONVERT.name
                || !int(ctx.value_type(v))
                || !int(ctx.value_type(ctx.operand(d, 0)))
            {
                break;
            }
            v = ctx.operand(d, 0);
        }
        v
    }

    /// The value of `v` when it is built of constants only (`arith.const`,
    /// and vectors constructed or splat from them).
    fn constant_value(&self, v: nsl_ir::Value) -> Option<RtValue> {
        let ctx = self.ctx;
        let d = ctx.defining_op(v)?;
        match ctx.op_name(d) {
            n if n == arith::CONST.name => value_from_attr(ctx, ctx.attr(d, "value")?, ctx.value_type(v)),
            n if n == vec::CONSTRUCT.name => {
                let mut parts = Vec::new();
                for &o in ctx.operands(d) {
                    match self.constant_value(o)? {
                        RtValue::Agg(xs) => parts.extend(xs),
                        x => parts.push(x),
                    }
                }
                Some(RtValue::Agg(parts))
            }
            n if n == vec::SPLAT.name => {
                let TypeKind::Vector { len, .. } = *ctx.type_kind(ctx.value_type(v)) else { return None };
                let x = self.constant_value(ctx.operand(d, 0))?;
                Some(RtValue::Agg(vec![x; usize::from(len)]))
            }
            _ => None,
        }
    }

    fn texel4_type(&mut self, op: Op, texel: Type) -> R<Word> {
        let (s, _) = self.image_scalar(texel, op)?;
        Ok(self.b.type_vector(s, 4))
    }

    /// The sampled type of an image of `texel`s (16- and 8-bit texels are
    /// read and written as 32-bit ones, as slangc declares them), and
    /// whether it is wider than the texel's scalar.
    pub(crate) fn image_scalar(&mut self, texel: Type, op: Op) -> R<(Word, bool)> {
        let scalar = self.ctx.scalar_of(texel);
        match *self.ctx.type_kind(scalar) {
            TypeKind::Float { width: 16 } => Ok((self.b.type_float(32), true)),
            TypeKind::Int { width: 8 | 16, signed } => Ok((self.b.type_int(32, signed.into()), true)),
            _ => Ok((self.ty(scalar, op)?, false)),
        }
    }

    /// A 4-vector as the image gives it, converted to the texel's scalar.
    fn texel4_of_image(&mut self, op: Op, texel: Type, v4: Word) -> R<Word> {
        let (_, wide) = self.image_scalar(texel, op)?;
        if !wide {
            return Ok(v4);
        }
        let scalar = self.ctx.scalar_of(texel);
        let s = self.ty(scalar, op)?;
        let t4 = self.b.type_vector(s, 4);
        let code = match self.elem(scalar) {
            Elem::Float(_) => spirv::Op::FConvert,
            Elem::SInt(_) => spirv::Op::SConvert,
            _ => spirv::Op::UConvert,
        };
        self.inst(code, t4, ids(&[v4]))
    }

    /// `hl.texel_addr`: `OpImageTexelPointer` on the image variable (or
    /// the descriptor array's element) whose handle the op takes.
    fn texel_addr(&mut self, op: Op) -> R<Word> {
        let ctx = self.ctx;
        let tex_ty = self.operand_type(op, 0);
        let handle = ctx
            .defining_op(ctx.operand(op, 0))
            .filter(|&d| ctx.op_name(d) == crate::dialect::HANDLE.name)
            .ok_or_else(|| self.error(op, "an atomic on a texel needs the texture's variable"))?;
        let sym = ctx.attr_symbol(handle, "var").expect("verified");
        let var = self.var_id(sym).ok_or_else(|| self.error(op, "no such variable"))?;
        let image = self.ty(tex_ty, op)?;
        let image_ptr = match ctx.operands(handle) {
            // An element of a descriptor heap: its untyped address (below).
            [_] if self.heaps.handle_ptrs.contains_key(&ctx.operand(op, 0)) => var,
            // The element's address, which the handle's load took.
            [_] if self.handle_ptrs.contains_key(&ctx.operand(op, 0)) => self.handle_ptrs[&ctx.operand(op, 0)],
            [index] => {
                let ptr_ty = self.b.type_pointer(None, spirv::StorageClass::UniformConstant, image);
                let i = self.vals(&[*index])?[0];
                let ptr = self.inst(spirv::Op::AccessChain, ptr_ty, ids(&[var, i]))?;
                if ctx.attr(handle, "nonuniform").is_some() {
                    self.b.decorate(ptr, spirv::Decoration::NonUniform, []);
                }
                ptr
            }
            _ => var,
        };
        let coord = self.v(ctx.operand(op, 1))?;
        let (coord, sample) = if hl::texture_is_multisampled(ctx, tex_ty) {
            self.split_last(op, self.operand_type(op, 1), coord)?
        } else {
            (coord, self.i32_const(0))
        };
        let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(self.result_type(op)) else {
            return Err(self.error(op, "expects a pointer result"));
        };
        if matches!(ctx.type_kind(pointee), TypeKind::Int { width: 64, .. }) {
            self.cap(Capability::Int64ImageEXT);
            self.extension("SPV_EXT_shader_image_int64");
        }
        let t = self.ty(self.result_type(op), op)?;
        if let Some(ptr) = self.heap_texel_ptr(ctx.operand(op, 0), coord, sample)? {
            return Ok(ptr);
        }
        let ptr = self.inst(spirv::Op::ImageTexelPointer, t, ids(&[image_ptr, coord, sample]))?;
        // The atomic accesses the image through this pointer: a
        // non-uniform element's is non-uniform too.
        if ctx.attr(handle, "nonuniform").is_some() {
            self.b.decorate(ptr, spirv::Decoration::NonUniform, []);
        }
        Ok(ptr)
    }

    fn texture(&mut self, op: Op, name: &str) -> R<Option<Word>> {
        use spirv::Op as S;
        let ctx = self.ctx;
        if name == hl::TEXEL_ADDR.name {
            return self.texel_addr(op).map(Some);
        }
        if name == hl::TEXELS_RESIDENT.name {
            self.cap(Capability::SparseResidency);
            let b = self.ty(self.result_type(op), op)?;
            let code = self.v(ctx.operand(op, 0))?;
            return self.inst(S::ImageSparseTexelsResident, b, ids(&[code])).map(Some);
        }
        let mut args = self.vals(ctx.operands(op))?;
        let tex_ty = self.operand_type(op, 0);
        let Some((texel, _, writable)) = hl::texture(ctx, tex_ty) else {
            return Err(self.error(op, "expects a texture"));
        };
        let is_ms = hl::texture_is_multisampled(ctx, tex_ty);
        // A combined texture-sampler is a sampled image: sampling ops take
        // it as it is, the others its image (`OpImage`).
        let combined = hl::texture_is_combined(ctx, tex_ty);
        let sampling = [
            hl::TEXTURE_SAMPLE.name,
            hl::TEXTURE_SAMPLE_LEVEL.name,
            hl::TEXTURE_SAMPLE_CMP.name,
            hl::TEXTURE_SAMPLE_BIAS.name,
            hl::TEXTURE_SAMPLE_GRAD.name,
            hl::TEXTURE_GATHER.name,
            hl::TEXTURE_QUERY_LOD.name,
        ];
        let si = if !sampling.contains(&name) {
            if combined {
                let TypeKind::Opaque { name: ty_name, params } = ctx.type_kind(tex_ty) else { unreachable!() };
                let image_name = hl::combined_texture_name(ctx.str(*ty_name)).unwrap_or_default();
                let image = self.opaque(&image_name, params.first().copied(), op)?;
                args[0] = self.inst(S::Image, image, ids(&args[..1]))?;
            }
            None
        } else if combined {
            Some(args[0])
        } else {
            let image = self.ty(tex_ty, op)?;
            let sampled_image = self.b.type_sampled_image(image);
            let si = self.inst(S::SampledImage, sampled_image, ids(&[args[0], args[1]]))?;
            // The sampling reads through the sampled image: when the image
            // or sampler is a non-uniform element, so is it.
            let nonuniform = (0..2)
                .any(|i| ctx.defining_op(ctx.operand(op, i)).is_some_and(|d| ctx.attr(d, "nonuniform").is_some()));
            if nonuniform {
                self.b.decorate(si, spirv::Decoration::NonUniform, []);
            }
            Some(si)
        };
        match name {
            n if n == hl::TEXTURE_LOAD.name => {
                let v4 = self.texel4_type(op, texel)?;
                let r = if hl::texture_is_subpass(ctx, tex_ty) && !is_ms {
                    self.inst(S::ImageRead, v4, ids(&args))?
                } else if is_ms {
                    // The last coordinate is the sample index.
                    let (coord, sample) = self.split_last(op, self.operand_type(op, 1), args[1])?;
                    // Image operands go in mask-bit order: a texel offset
                    // (ConstOffset) before the sample.
                    let (mut mask, mut extra) = (spirv::ImageOperands::NONE, Vec::new());
                    self.texel_extras(op, &args, false, &mut mask, &mut extra)?;
                    mask |= spirv::ImageOperands::SAMPLE;
                    extra.push(sample);
                    let mut operands =
                        vec![Operand::IdRef(args[0]), Operand::IdRef(coord), Operand::ImageOperands(mask)];
                    operands.extend(extra.into_iter().map(Operand::IdRef));
                    let read = writable || hl::texture_is_subpass(ctx, tex_ty);
                    if read {
                        self.inst(S::ImageRead, v4, operands)?
                    } else {
                        self.maybe_sparse(op, S::ImageFetch, S::ImageSparseFetch, v4, operands)?
                    }
                } else if writable {
                    self.inst(S::ImageRead, v4, ids(&args))?
                } else {
                    // The last coordinate is the mip level.
                    let (coord, lod) = self.split_last(op, self.operand_type(op, 1), args[1])?;
                    // A texel offset (ConstOffset) follows the level.
                    let (mut mask, mut extra) = (spirv::ImageOperands::LOD, vec![lod]);
                    self.texel_extras(op, &args, false, &mut mask, &mut extra)?;
                    let mut operands =
                        vec![Operand::IdRef(args[0]), Operand::IdRef(coord), Operand::ImageOperands(mask)];
                    operands.extend(extra.into_iter().map(Operand::IdRef));
                    self.maybe_sparse(op, S::ImageFetch, S::ImageSparseFetch, v4, operands)?
                };
                self.narrow_texel(op, texel, r).map(Some)
            }
            n if n == hl::TEXTURE_STORE.name => {
                let v4 = self.texel4_type(op, texel)?;
                let value = self.widen_texel(op, texel, v4, args[2])?;
                if is_ms {
                    // The last coordinate is the sample index.
                    let (coord, sample) = self.split_last(op, self.operand_type(op, 1), args[1])?;
                    let operands = vec![
                        Operand::IdRef(args[0]),
                        Operand::IdRef(coord),
                        Operand::IdRef(value),
                        Operand::ImageOperands(spirv::ImageOperands::SAMPLE),
                        Operand::IdRef(sample),
                    ];
                    self.inst_void(S::ImageWrite, operands)?;
                    return Ok(None);
                }
                self.inst_void(S::ImageWrite, ids(&[args[0], args[1], value]))?;
                Ok(None)
            }
            n if n == hl::TEXTURE_SAMPLE.name
                || n == hl::TEXTURE_SAMPLE_LEVEL.name
                || n == hl::TEXTURE_SAMPLE_BIAS.name
                || n == hl::TEXTURE_SAMPLE_GRAD.name =>
            {
                let si = si.expect("a sampling op");
                let v4 = self.texel4_type(op, texel)?;
                // The image operands in mask order: Bias, Lod or Grad, then
                // the texel offset (ConstOffset when a constant, else
                // Offset, which needs ImageGatherExtended).
                let (mut mask, mut extra) = match n {
                    _ if n == hl::TEXTURE_SAMPLE_BIAS.name => (spirv::ImageOperands::BIAS, vec![args[3]]),
                    _ if n == hl::TEXTURE_SAMPLE_GRAD.name => (spirv::ImageOperands::GRAD, vec![args[3], args[4]]),
                    _ if n == hl::TEXTURE_SAMPLE_LEVEL.name => (spirv::ImageOperands::LOD, vec![args[3]]),
                    _ => (spirv::ImageOperands::NONE, Vec::new()),
                };
                self.texel_extras(op, &args, false, &mut mask, &mut extra)?;
                let mut operands = vec![Operand::IdRef(si), Operand::IdRef(args[2])];
                if !mask.is_empty() {
                    operands.push(Operand::ImageOperands(mask));
                    operands.extend(extra.into_iter().map(Operand::IdRef));
                }
                let implicit = n == hl::TEXTURE_SAMPLE.name || n == hl::TEXTURE_SAMPLE_BIAS.name;
                let (code, sparse) = if implicit {
                    (S::ImageSampleImplicitLod, S::ImageSparseSampleImplicitLod)
                } else {
                    (S::ImageSampleExplicitLod, S::ImageSparseSampleExplicitLod)
                };
                let r = self.maybe_sparse(op, code, sparse, v4, operands)?;
                self.narrow_texel(op, texel, r).map(Some)
            }
            n if n == hl::TEXTURE_SAMPLE_CMP.name => {
                let si = si.expect("a sampling op");
                let f = self.ty(self.result_type(op), op)?;
                let trailing =
                    usize::from(ctx.attr(op, "offset").is_some()) + usize::from(ctx.attr(op, "clamp").is_some());
                let (mut mask, mut extra) = match args.len() - trailing {
                    _ if ctx.attr(op, "bias").is_some() => (spirv::ImageOperands::BIAS, vec![args[4]]),
                    6 if ctx.attr(op, "grad").is_some() => (spirv::ImageOperands::GRAD, vec![args[4], args[5]]),
                    5 => (spirv::ImageOperands::LOD, vec![args[4]]),
                    _ => (spirv::ImageOperands::NONE, Vec::new()),
                };
                let explicit = !hl::sample_cmp_is_implicit(ctx, op);
                self.texel_extras(op, &args, false, &mut mask, &mut extra)?;
                let mut operands = vec![Operand::IdRef(si), Operand::IdRef(args[2]), Operand::IdRef(args[3])];
                if !mask.is_empty() {
                    operands.push(Operand::ImageOperands(mask));
                    operands.extend(extra.into_iter().map(Operand::IdRef));
                }
                let (code, sparse) = if explicit {
                    (S::ImageSampleDrefExplicitLod, S::ImageSparseSampleDrefExplicitLod)
                } else {
                    (S::ImageSampleDrefImplicitLod, S::ImageSparseSampleDrefImplicitLod)
                };
                self.maybe_sparse(op, code, sparse, f, operands).map(Some)
            }
            n if n == hl::TEXTURE_GATHER.name => {
                let si = si.expect("a sampling op");
                let t = self.ty(self.result_type(op), op)?;
                let has_offset = ctx.attr(op, "offset").is_some();
                let (mut mask, mut extra) = (spirv::ImageOperands::NONE, Vec::new());
                self.texel_extras(op, &args, true, &mut mask, &mut extra)?;
                let mut operands = match args.len() - usize::from(has_offset) {
                    4 => ids(&[si, args[2], args[3]]),
                    _ => {
                        let component = match ctx.attr(op, "component").map(|a| ctx.attr_kind(a)) {
                            Some(&nsl_ir::attr::AttrKind::Int(c)) => c as u32,
                            _ => 0,
                        };
                        let c = self.u32_const(component);
                        ids(&[si, args[2], c])
                    }
                };
                if !mask.is_empty() {
                    operands.push(Operand::ImageOperands(mask));
                    operands.extend(extra.into_iter().map(Operand::IdRef));
                }
                let code = if args.len() - usize::from(has_offset) == 4 { S::ImageDrefGather } else { S::ImageGather };
                let (_, wide) = self.image_scalar(texel, op)?;
                if wide {
                    let v4 = self.texel4_type(op, texel)?;
                    let r = self.inst(code, v4, operands)?;
                    return self.texel4_of_image(op, texel, r).map(Some);
                }
                self.inst(code, t, operands).map(Some)
            }
            n if n == hl::TEXTURE_QUERY_LOD.name => {
                let si = si.expect("a sampling op");
                self.cap(Capability::ImageQuery);
                let f = self.ty(self.result_type(op), op)?;
                let v2 = self.b.type_vector(f, 2);
                let lods = self.inst(S::ImageQueryLod, v2, ids(&[si, args[2]]))?;
                let which = u32::from(ctx.attr(op, "unclamped").is_some());
                self.inst(S::CompositeExtract, f, vec![Operand::IdRef(lods), Operand::LiteralBit32(which)]).map(Some)
            }
            n if n == hl::TEXTURE_SAMPLES.name => {
                self.cap(Capability::ImageQuery);
                let t = self.ty(self.result_type(op), op)?;
                self.inst(S::ImageQuerySamples, t, ids(&args[..1])).map(Some)
            }
            n if n == hl::TEXTURE_LEVELS.name => {
                self.cap(Capability::ImageQuery);
                let t = self.ty(self.result_type(op), op)?;
                self.inst(S::ImageQueryLevels, t, ids(&args[..1])).map(Some)
            }
            _ => {
                self.cap(Capability::ImageQuery);
                let t = self.ty(self.result_type(op), op)?;
                if writable || is_ms {
                    self.inst(S::ImageQuerySize, t, ids(&args[..1])).map(Some)
                } else {
                    // Level 0 unless the op names one.
                    let lod = match args.get(1) {
                        Some(&lod) => lod,
                        None => self.u32_const(0),
                    };
                    self.inst(S::ImageQuerySizeLod, t, ids(&[args[0], lod])).map(Some)
                }
            }
        }
    }

    /// The image instruction `code` giving a `ty`, or with `sparse` on the
    /// op its `sparse_code` giving the residency status and a `ty`: the
    /// status becomes the op's second result.
    fn maybe_sparse(
        &mut self,
        op: Op,
        code: spirv::Op,
        sparse_code: spirv::Op,
        ty: Word,
        operands: Vec<Operand>,
    ) -> R<Word> {
        if self.ctx.attr(op, "sparse").is_none() {
            return self.inst(code, ty, operands);
        }
        self.cap(Capability::SparseResidency);
        let u32_ty = self.b.type_int(32, 0);
        let pair = self.b.type_struct([u32_ty, ty]);
        let r = self.inst(sparse_code, pair, operands)?;
        let status =
            self.inst(spirv::Op::CompositeExtract, u32_ty, vec![Operand::IdRef(r), Operand::LiteralBit32(0)])?;
        self.values.insert(self.ctx.result(op, 1), status);
        self.inst(spirv::Op::CompositeExtract, ty, vec![Operand::IdRef(r), Operand::LiteralBit32(1)])
    }

    /// The texel offset (`offset`, the op's last operand) and minimum level
    /// of detail (`clamp`, before it) of a sampling op as image operands
    /// after those in `mask`/`extra`: a constant offset is ConstOffset,
    /// another one Offset (gathers only: Vulkan takes only constant
    /// offsets elsewhere), and a clamp MinLod.
    fn texel_extras(
        &mut self,
        op: Op,
        args: &[Word],
        gather: bool,
        mask: &mut spirv::ImageOperands,
        extra: &mut Vec<Word>,
    ) -> R<()> {
        let ctx = self.ctx;
        let n = args.len();
        let has_offset = ctx.attr(op, "offset").is_some();
        if has_offset {
            let o = ctx.operand(op, n - 1);
            match self.constant_value(o) {
                Some(value) => {
                    let c = self.constant(ctx.value_type(o), &value, op)?;
                    *mask |= spirv::ImageOperands::CONST_OFFSET;
                    extra.push(c);
                }
                None if gather => {
                    *mask |= spirv::ImageOperands::OFFSET;
                    extra.push(args[n - 1]);
                }
                None => return Err(self.error(op, "a texel offset must be a constant")),
            }
            if gather {
                self.cap(Capability::ImageGatherExtended);
            }
        }
        if ctx.attr(op, "clamp").is_some() {
            self.cap(Capability::MinLod);
            *mask |= spirv::ImageOperands::MIN_LOD;
            extra.push(args[n - 1 - usize::from(has_offset)]);
        }
        Ok(())
    }

    /// A texel value widened to the 4-vector `OpImageWrite` takes (zeros fill).
    fn widen_texel(&mut self, op: Op, texel: Type, v4: Word, v: Word) -> R<Word> {
        let len = match *self.ctx.type_kind(texel) {
            TypeKind::Vector { len, .. } => len,
            _ => 1,
        };
        let scalar = self.ctx.scalar_of(texel);
        let (image_scalar, wide) = self.image_scalar(texel, op)?;
        let v = if wide {
            let t = if len == 1 { image_scalar } else { self.b.type_vector(image_scalar, u32::from(len)) };
            let code = match self.elem(scalar) {
                Elem::Float(_) => spirv::Op::FConvert,
                Elem::SInt(_) => spirv::Op::SConvert,
                _ => spirv::Op::UConvert,
            };
            self.inst(code, t, ids(&[v]))?
        } else {
            v
        };
        if len == 4 {
            return Ok(v);
        }
        let zero = if wide {
            self.scalar_const(image_scalar, Operand::LiteralBit32(0))
        } else {
            let e = self.elem(scalar);
            self.constant(scalar, &Self::scalar_value(e, 0, 0.0), op)?
        };
        let mut parts = vec![v];
        parts.extend(std::iter::repeat_n(zero, 4 - usize::from(len)));
        self.inst(spirv::Op::CompositeConstruct, v4, ids(&parts))
    }

    /// Splits an integer coordinate vector into its leading components and
    /// its last one.
    fn split_last(&mut self, op: Op, ty: Type, v: Word) -> R<(Word, Word)> {
        let TypeKind::Vector { elem, len } = *self.ctx.type_kind(ty) else {
            return Err(self.error(op, "expects coordinates and a mip level"));
        };
        let e = self.ty(elem, op)?;
        let last = self.inst(
            spirv::Op::CompositeExtract,
            e,
            vec![Operand::IdRef(v), Operand::LiteralBit32(u32::from(len) - 1)],
        )?;
        let coord = if len == 2 {
            self.inst(spirv::Op::CompositeExtract, e, vec![Operand::IdRef(v), Operand::LiteralBit32(0)])?
        } else {
            let t = self.b.type_vector(e, u32::from(len) - 1);
            let mut operands = ids(&[v, v]);
            operands.extend((0..u32::from(len) - 1).map(Operand::LiteralBit32));
            self.inst(spirv::Op::VectorShuffle, t, operands)?
        };
        Ok((coord, last))
    }
}
