//! The interpreter engine. It knows no op: each op's semantics is the
//! `eval` function of its schema. The engine provides frames, memory, calls,
//! region execution and a step budget (so that no program can hang it).

use crate::attr::AttrKind;
use crate::context::SymbolTable;
use crate::schema::Traits;
use crate::{Attr, Block, Context, Loc, Op, Type, TypeKind, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A runtime value.
#[derive(Clone, Debug)]
pub enum RtValue {
    Bool(bool),
    /// Integer bits, zero-extended from the type's width; the type says
    /// how to read them.
    Int(u64),
    F16(half::f16),
    F32(f32),
    F64(f64),
    /// Vector components, matrix rows, array elements or struct fields.
    Agg(Vec<RtValue>),
    Ptr(Pointer),
}

/// Bit-exact equality: NaNs with equal payloads are equal, `0.0 != -0.0`.
impl PartialEq for RtValue {
    fn eq(&self, other: &RtValue) -> bool {
        use RtValue::*;
        match (self, other) {
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (F16(a), F16(b)) => a.to_bits() == b.to_bits(),
            (F32(a), F32(b)) => a.to_bits() == b.to_bits(),
            (F64(a), F64(b)) => a.to_bits() == b.to_bits(),
            (Agg(a), Agg(b)) => a == b,
            (Ptr(a), Ptr(b)) => a == b,
            _ => false,
        }
    }
}

impl RtValue {
    pub fn as_bool(&self) -> bool {
        matches!(self, RtValue::Bool(true))
    }
    pub fn as_int(&self) -> u64 {
        match self {
            RtValue::Int(v) => *v,
            RtValue::Bool(b) => *b as u64,
            _ => 0,
        }
    }
    pub fn elems(&self) -> &[RtValue] {
        match self {
            RtValue::Agg(v) => v,
            other => std::slice::from_ref(other),
        }
    }
}

/// An address: an allocation and a path of field/element indices into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pointer {
    pub alloc: u32,
    pub path: SmallVec<[u32; 4]>,
}

/// What executing an op did to control flow.
#[derive(Clone, Debug)]
pub enum Flow {
    /// Fall through to the next op with these results.
    Next(SmallVec<[RtValue; 1]>),
    /// Leave the enclosing region normally (if / switch arm end).
    Yield(Vec<RtValue>),
    /// Leave the innermost breakable op.
    Break(Vec<RtValue>),
    /// Start the next iteration of the innermost loop.
    Continue(Vec<RtValue>),
    /// Leave the function.
    Return(Vec<RtValue>),
}

impl Flow {
    pub fn one(v: RtValue) -> Flow {
        Flow::Next(smallvec::smallvec![v])
    }
    pub fn none() -> Flow {
        Flow::Next(SmallVec::new())
    }
}

/// A runtime error: the program did something with no defined result.
#[derive(Clone, Debug)]
pub struct Trap {
    pub message: String,
    pub loc: Loc,
}

impl Trap {
    pub fn new(message: impl Into<String>) -> Trap {
        Trap { message: message.into(), loc: Loc::UNKNOWN }
    }
}

/// The semantics of one op: given its operand values, what it does.
pub type EvalFn = fn(&mut Interpreter, Op, &[RtValue]) -> Result<Flow, Trap>;

pub struct Interpreter<'c> {
    pub ctx: &'c Context,
    symbols: SymbolTable,
    frames: Vec<FxHashMap<Value, RtValue>>,
    /// Per frame, the type arguments of a generic function's call: each
    /// parameter's type, read in the caller's frame (so `param<U>` of the
    /// caller resolves through the caller's own bindings).
    type_args: Vec<Vec<(crate::Sym, Type)>>,
    memory: Vec<RtValue>,
    /// Module-level variables by symbol, allocated on first use.
    globals: FxHashMap<crate::Sym, Pointer>,
    steps: u64,
    max_steps: u64,
    max_depth: usize,
}

impl<'c> Interpreter<'c> {
    /// An interpreter over the symbols of `module` (any SYMBOL_TABLE op).
    pub fn new(ctx: &'c Context, module: Op) -> Interpreter<'c> {
        Interpreter {
            ctx,
            symbols: SymbolTable::build(ctx, module),
            frames: vec![FxHashMap::default()],
            type_args: vec![Vec::new()],
            memory: Vec::new(),
            globals: FxHashMap::default(),
            steps: 0,
            max_steps: 10_000_000,
            max_depth: 256,
        }
    }
    /// An interpreter that resolves no symbol, for evaluating single ops
    /// that call nothing (constant folding) without indexing a module:
    /// creating it costs O(1).
    pub fn without_symbols(ctx: &'c Context) -> Interpreter<'c> {
        Interpreter {
            ctx,
            symbols: SymbolTable::default(),
            frames: vec![FxHashMap::default()],
            type_args: vec![Vec::new()],
            memory: Vec::new(),
            globals: FxHashMap::default(),
            steps: 0,
            max_steps: 10_000_000,
            max_depth: 256,
        }
    }
    pub fn with_step_limit(mut self, max_steps: u64) -> Self {
        self.max_steps = max_steps;
        self
    }

    /// Calls the callable symbol `name` with `args`.
    pub fn call_by_name(&mut self, name: &str, args: Vec<RtValue>) -> Result<Vec<RtValue>, Trap> {
        let sym = self.ctx.existing_sym(name).ok_or_else(|| Trap::new(format!("no symbol @{name}")))?;
        let op = self.symbols.lookup(sym).ok_or_else(|| Trap::new(format!("no symbol @{name}")))?;
        self.call(op, args)
    }

    /// Calls a callable op: binds region 0's arguments and runs it until it returns.
    pub fn call(&mut self, callee: Op, args: Vec<RtValue>) -> Result<Vec<RtValue>, Trap> {
        self.call_generic(callee, args, Vec::new())
    }

    /// Calls a generic callable with its type arguments bound (types of
    /// the caller's frame): generic code runs without being specialized,
    /// values carrying their own shape; the bindings only matter where a
    /// type must be made up, as a variable's zero value.
    pub fn call_generic(
        &mut self,
        callee: Op,
        args: Vec<RtValue>,
        type_args: Vec<(crate::Sym, Type)>,
    ) -> Result<Vec<RtValue>, Trap> {
        if !self.ctx.has_trait(callee, Traits::CALLABLE) {
            return Err(Trap::new(format!("{} is not callable", self.ctx.op_name(callee))));
        }
        if self.frames.len() > self.max_depth {
            return Err(Trap { message: "call depth limit exceeded".into(), loc: self.ctx.loc(callee) });
        }
        let body = self.ctx.body(callee, 0);
        if self.ctx.block_args(body).len() != args.len() {
            return Err(Trap::new(format!(
                "callee expects {} arguments, got {}",
                self.ctx.block_args(body).len(),
                args.len()
            )));
        }
        self.frames.push(FxHashMap::default());
        self.type_args.push(type_args);
        let flow = self.run_block(body, args);
        self.frames.pop();
        self.type_args.pop();
        match flow? {
            Flow::Return(vals) => Ok(vals),
            _ => Err(Trap { message: "function ended without returning".into(), loc: self.ctx.loc(callee) }),
        }
    }

    /// Resolves a symbol in the module the interpreter was created on.
    pub fn lookup_symbol(&self, sym: crate::Sym) -> Option<Op> {
        self.symbols.lookup(sym)
    }

    /// Runs region `index` of `op` with the given block arguments.
    pub fn run_region(&mut self, op: Op, index: usize, args: Vec<RtValue>) -> Result<Flow, Trap> {
        let block = self.ctx.body(op, index);
        self.run_block(block, args)
    }

    fn run_block(&mut self, block: Block, args: Vec<RtValue>) -> Result<Flow, Trap> {
        let ctx = self.ctx;
        for (&a, v) in ctx.block_args(block).iter().zip(args) {
            self.frame().insert(a, v);
        }
        for op in ctx.iter_block(block) {
            self.steps += 1;
            if self.steps > self.max_steps {
                return Err(Trap { message: "step limit exceeded".into(), loc: ctx.loc(op) });
            }
            let schema = ctx.schema(op);
            let Some(eval) = schema.eval else {
                return Err(Trap {
                    message: format!("{} has no interpreter semantics", schema.name),
                    loc: ctx.loc(op),
                });
            };
            let operands: SmallVec<[RtValue; 4]> = ctx.operands(op).iter().map(|&v| self.get(v)).collect();
            let flow = eval(self, op, &operands).map_err(|mut t| {
                if !t.loc.is_known() {
                    t.loc = ctx.loc(op);
                }
                t
            })?;
            match flow {
                Flow::Next(results) => {
                    for (&r, v) in ctx.results(op).iter().zip(results) {
                        self.frame().insert(r, v);
                    }
                }
                other => return Ok(other),
            }
        }
        Ok(Flow::Yield(Vec::new()))
    }

    /// The zero value of `ty` in the current frame: type parameters read
    /// as the current generic call's type arguments (an unbound one as an
    /// empty aggregate).
    pub fn zero_value(&self, ty: Type) -> RtValue {
        self.zero_in(ty, self.type_args.len() - 1)
    }

    fn zero_in(&self, ty: Type, depth: usize) -> RtValue {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Param { name } => match self.type_args[depth].iter().find(|(n, _)| n == name) {
                Some(&(_, t)) if depth > 0 => self.zero_in(t, depth - 1),
                _ => RtValue::Agg(Vec::new()),
            },
            _ if !ctx.type_has_params(ty) => zero_value(ctx, ty),
            &TypeKind::Vector { elem, len } => RtValue::Agg(vec![self.zero_in(elem, depth); len as usize]),
            &TypeKind::Array { elem, len } => RtValue::Agg(vec![self.zero_in(elem, depth); len.unwrap_or(0) as usize]),
            TypeKind::Struct { fields, .. } => {
                RtValue::Agg(fields.iter().map(|&(_, t)| self.zero_in(t, depth)).collect())
            }
            _ => zero_value(ctx, ty),
        }
    }

    fn frame(&mut self) -> &mut FxHashMap<Value, RtValue> {
        self.frames.last_mut().expect("frame stack never empty")
    }

    fn get(&self, v: Value) -> RtValue {
        // Verified IR defines every value before use; a missing one can only
        // come from an unverified module, and reads as its zero value.
        self.frames
            .last()
            .and_then(|f| f.get(&v))
            .cloned()
            .unwrap_or_else(|| zero_value(self.ctx, self.ctx.value_type(v)))
    }

    // ----- memory -----------------------------------------------------------

    /// The storage of module-level variable `name`, created from `init`
    /// on first use (so every use in one run sees the same memory).
    pub fn global(&mut self, name: crate::Sym, init: impl FnOnce() -> RtValue) -> Pointer {
        if let Some(p) = self.globals.get(&name) {
            return p.clone();
        }
        let p = self.alloc(init());
        self.globals.insert(name, p.clone());
        p
    }

    /// Gives module-level variable `name` (a buffer, a uniform...) its
    /// contents before a run, as a host binds resources.
    pub fn bind_global(&mut self, name: crate::Sym, value: RtValue) {
        let p = self.global(name, || RtValue::Agg(Vec::new()));
        self.memory[p.alloc as usize] = value;
    }

    /// The current contents of module-level variable `name`, if it exists.
    pub fn read_global(&self, name: crate::Sym) -> Option<&RtValue> {
        self.globals.get(&name).and_then(|p| self.memory.get(p.alloc as usize))
    }

    pub fn alloc(&mut self, init: RtValue) -> Pointer {
        self.memory.push(init);
        Pointer { alloc: self.memory.len() as u32 - 1, path: SmallVec::new() }
    }

    pub fn load(&self, p: &Pointer) -> Result<RtValue, Trap> {
        let mut cur = self.memory.get(p.alloc as usize).ok_or_else(|| Trap::new("dangling pointer"))?;
        for &i in &p.path {
            cur = match cur {
                RtValue::Agg(items) => items.get(i as usize).ok_or_else(|| out_of_bounds(i, items.len()))?,
                _ => return Err(Trap::new("address path into a scalar")),
            };
        }
        Ok(cur.clone())
    }

    pub fn store(&mut self, p: &Pointer, v: RtValue) -> Result<(), Trap> {
        let mut cur = self.memory.get_mut(p.alloc as usize).ok_or_else(|| Trap::new("dangling pointer"))?;
        for &i in &p.path {
            cur = match cur {
                RtValue::Agg(items) => {
                    let n = items.len();
                    items.get_mut(i as usize).ok_or_else(|| out_of_bounds(i, n))?
                }
                _ => return Err(Trap::new("address path into a scalar")),
            };
        }
        *cur = v;
        Ok(())
    }
}

fn out_of_bounds(i: u32, n: usize) -> Trap {
    Trap::new(format!("index {i} out of bounds for {n} elements"))
}

/// The all-zero value of a type (what `mem.var` starts as).
pub fn zero_value(ctx: &Context, ty: Type) -> RtValue {
    match ctx.type_kind(ty) {
        TypeKind::Bool => RtValue::Bool(false),
        TypeKind::Int { .. } => RtValue::Int(0),
        TypeKind::Float { width: 16 } => RtValue::F16(half::f16::ZERO),
        TypeKind::Float { width: 32 } => RtValue::F32(0.0),
        TypeKind::Float { .. } => RtValue::F64(0.0),
        // A mini float is held as its bits (all zero: +0.0); no op of the
        // interpreter computes with it.
        TypeKind::MiniFloat(_) => RtValue::Int(0),
        &TypeKind::Vector { elem, len } => RtValue::Agg(vec![zero_value(ctx, elem); len as usize]),
        &TypeKind::Matrix { elem, rows, cols, .. } => {
            RtValue::Agg(vec![RtValue::Agg(vec![zero_value(ctx, elem); cols as usize]); rows as usize])
        }
        &TypeKind::Array { elem, len } => RtValue::Agg(vec![zero_value(ctx, elem); len.unwrap_or(0) as usize]),
        TypeKind::Struct { fields, .. } => RtValue::Agg(fields.iter().map(|&(_, t)| zero_value(ctx, t)).collect()),
        TypeKind::Ptr { .. } => RtValue::Ptr(Pointer { alloc: u32::MAX, path: SmallVec::new() }),
        TypeKind::Function { .. } | TypeKind::Opaque { .. } | TypeKind::Param { .. } => RtValue::Agg(Vec::new()),
    }
}

/// Masks integer bits to `width`.
pub fn truncate(bits: u64, width: u8) -> u64 {
    if width >= 64 {
        bits
    } else {
        bits & ((1u64 << width) - 1)
    }
}

/// Reads integer bits of `width` as a signed value.
pub fn sign_extend(bits: u64, width: u8) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width as u32;
        ((bits << shift) as i64) >> shift
    }
}

/// Converts a constant attribute to a runtime value of type `ty`.
pub fn value_from_attr(ctx: &Context, attr: Attr, ty: Type) -> Option<RtValue> {
    let kind = ctx.attr_kind(attr);
    match (ctx.type_kind(ty), kind) {
        (TypeKind::Bool, AttrKind::Bool(b)) => Some(RtValue::Bool(*b)),
        (&TypeKind::Int { width, signed }, &AttrKind::Int(v)) => {
            let (min, max) = int_range(width, signed);
            (min..=max).contains(&v).then(|| RtValue::Int(truncate(v as u64, width)))
        }
        (&TypeKind::Float { width }, &AttrKind::Float(bits)) => {
            let f = f64::from_bits(bits);
            Some(match width {
                16 => RtValue::F16(f64_to_f16(f)),
                32 => RtValue::F32(f as f32),
                _ => RtValue::F64(f),
            })
        }
        (&TypeKind::Vector { elem, len }, AttrKind::Array(items)) if items.len() == len as usize => {
            items.iter().map(|&a| value_from_attr(ctx, a, elem)).collect::<Option<_>>().map(RtValue::Agg)
        }
        (&TypeKind::Matrix { elem, rows, cols, .. }, AttrKind::Array(items)) if items.len() == rows as usize => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                AttrKind::Array(cs) if cs.len() == cols as usize => {
                    cs.iter().map(|&c| value_from_attr(ctx, c, elem)).collect::<Option<_>>().map(RtValue::Agg)
                }
                _ => None,
            })
            .collect::<Option<_>>()
            .map(RtValue::Agg),
        (&TypeKind::Array { elem, len: Some(n) }, AttrKind::Array(items)) if items.len() == n as usize => {
            items.iter().map(|&a| value_from_attr(ctx, a, elem)).collect::<Option<_>>().map(RtValue::Agg)
        }
        (TypeKind::Struct { fields, .. }, AttrKind::Array(items)) if items.len() == fields.len() => items
            .iter()
            .zip(fields)
            .map(|(&a, &(_, t))| value_from_attr(ctx, a, t))
            .collect::<Option<_>>()
            .map(RtValue::Agg),
        _ => None,
    }
}

/// Rounds an `f64` to the nearest `f16`, ties to even. (`half::f16::from_f64`
/// may round twice, through `f32`, on x86.) Rounding to `f32` with round-to-odd
/// first is exact enough: `f32` has more than 2 * 11 + 1 significand bits.
pub fn f64_to_f16(x: f64) -> half::f16 {
    let r = x as f32;
    if x.is_nan() || r as f64 == x {
        return half::f16::from_f32(r);
    }
    // Inexact: truncate toward zero, then set the sticky last bit.
    let mut bits = r.to_bits();
    if (r as f64).abs() > x.abs() {
        bits -= 1;
    }
    half::f16::from_f32(f32::from_bits(bits | 1))
}

/// The inclusive range of integers a constant of this type may spell:
/// signed types take signed values, unsigned types unsigned ones.
pub fn int_range(width: u8, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    }
}

/// Converts a runtime value of type `ty` to a constant attribute.
pub fn attr_from_value(ctx: &mut Context, v: &RtValue, ty: Type) -> Option<Attr> {
    let kind = ctx.type_kind(ty).clone();
    match (kind, v) {
        (TypeKind::Bool, RtValue::Bool(b)) => Some(ctx.bool_attr(*b)),
        (TypeKind::Int { width, signed }, RtValue::Int(bits)) => {
            let n = if signed { sign_extend(*bits, width) as i128 } else { truncate(*bits, width) as i128 };
            Some(ctx.int_attr(n))
        }
        (TypeKind::Float { .. }, RtValue::F16(f)) => Some(ctx.float_attr(f.to_f64())),
        (TypeKind::Float { .. }, RtValue::F32(f)) => Some(ctx.float_attr(*f as f64)),
        (TypeKind::Float { .. }, RtValue::F64(f)) => Some(ctx.float_attr(*f)),
        (TypeKind::Vector { elem, .. }, RtValue::Agg(items)) | (TypeKind::Array { elem, .. }, RtValue::Agg(items)) => {
            let attrs = items.iter().map(|i| attr_from_value(ctx, i, elem)).collect::<Option<Vec<_>>>()?;
            Some(ctx.array_attr(attrs))
        }
        (TypeKind::Matrix { elem, cols, .. }, RtValue::Agg(rows)) => {
            let row_ty = ctx.vector_type(elem, cols);
            let attrs = rows.iter().map(|r| attr_from_value(ctx, r, row_ty)).collect::<Option<Vec<_>>>()?;
            Some(ctx.array_attr(attrs))
        }
        (TypeKind::Struct { fields, .. }, RtValue::Agg(items)) => {
            let attrs =
                items.iter().zip(&fields).map(|(i, &(_, t))| attr_from_value(ctx, i, t)).collect::<Option<Vec<_>>>()?;
            Some(ctx.array_attr(attrs))
        }
        _ => None,
    }
}
