//! Random valid modules.
//!
//! Every generated function terminates (loops count up to a small bound)
//! and cannot trap (integer division is total in the IR, dynamic indices
//! are masked into range, calls only go to earlier functions). Floats
//! include NaNs with payloads, signed zeros, infinities and subnormals, so
//! printing and folding meet the awkward values.

use crate::rng::Rng;
use nsl_ir::{Attr, Block, Builder, Context, Op, Type, TypeKind, Value};

/// Shape of the generated module.
#[derive(Clone, Debug)]
pub struct GenConfig {
    pub functions: usize,
    /// Roughly how many ops each function body gets (nesting included).
    pub ops_per_function: usize,
    /// Deepest nesting of if / loop / switch.
    pub max_depth: usize,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig { functions: 3, ops_per_function: 40, max_depth: 3 }
    }
}

/// Generates a module into `ctx` (which must have the core dialects).
pub fn generate(ctx: &mut Context, seed: u64, cfg: &GenConfig) -> Op {
    let module_kind = ctx.kind("builtin.module");
    let module = ctx.create_op(module_kind, &[], &[], &[], 1, nsl_ir::Loc::UNKNOWN);
    let mut g = Gen { rng: Rng::new(seed), types: Types::new(ctx), funcs: Vec::new() };
    for i in 0..cfg.functions.max(1) {
        g.function(ctx, module, i, cfg);
    }
    module
}

struct Types {
    scalars: Vec<Type>,
    bool_: Type,
    u32_: Type,
    vec4f: Type,
    vec3i: Type,
}

impl Types {
    fn new(ctx: &mut Context) -> Types {
        let i32_ = ctx.int_type(32, true);
        let u32_ = ctx.int_type(32, false);
        let i8_ = ctx.int_type(8, true);
        let u64_ = ctx.int_type(64, false);
        let f32_ = ctx.float_type(32);
        let f64_ = ctx.float_type(64);
        let f16_ = ctx.float_type(16);
        let bool_ = ctx.bool_type();
        let vec4f = ctx.vector_type(f32_, 4);
        let vec3i = ctx.vector_type(i32_, 3);
        Types { scalars: vec![i32_, u32_, i8_, u64_, f32_, f64_, f16_, bool_], bool_, u32_, vec4f, vec3i }
    }
}

struct FuncSig {
    name: String,
    params: Vec<Type>,
    result: Type,
}

struct Gen {
    rng: Rng,
    types: Types,
    funcs: Vec<FuncSig>,
}

/// Values visible at the insertion point, innermost scope last.
struct Scope {
    values: Vec<Value>,
}

const NAME_HINTS: [&str; 6] = ["x", "acc", "x_1", "tmp.2", "i", "v$"];

impl Gen {
    fn function(&mut self, ctx: &mut Context, module: Op, index: usize, cfg: &GenConfig) {
        let nparams = 1 + self.rng.below(3);
        let params: Vec<Type> = (0..nparams).map(|_| *self.rng.pick(&self.types.scalars)).collect();
        let result = *self.rng.pick(&self.types.scalars);
        let name = format!("f{index}");
        let fty = ctx.function_type(params.clone(), vec![result]);
        let mut attrs = vec![("sym", ctx.symbol_attr(&name)), ("type", ctx.type_attr(fty))];
        if index + 1 < cfg.functions && self.rng.chance(50) {
            attrs.push(("visibility", ctx.str_attr("private")));
        }
        let body = ctx.body(module, 0);
        let func = Builder::at_end(ctx, body).op("func.func", &[], &[], &attrs, 1);
        let entry = ctx.body(func, 0);
        let mut scope = Scope { values: Vec::new() };
        for &p in &params {
            let v = ctx.add_block_arg(entry, p);
            self.maybe_name(ctx, v);
            scope.values.push(v);
        }
        self.fill(ctx, entry, &mut scope, cfg.ops_per_function, cfg.max_depth);
        let ret = self.value_of(ctx, entry, &mut scope, result);
        Builder::at_end(ctx, entry).op("func.return", &[ret], &[], &[], 0);
        self.funcs.push(FuncSig { name, params, result });
    }

    fn maybe_name(&mut self, ctx: &mut Context, v: Value) {
        if self.rng.chance(20) {
            let hint = ctx.sym(NAME_HINTS[self.rng.below(NAME_HINTS.len())]);
            ctx.set_value_name(v, Some(hint));
        }
    }

    /// Appends about `budget` ops to `block`.
    fn fill(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, budget: usize, depth: usize) {
        let mut spent = 0;
        while spent < budget {
            let before = ctx.op_capacity();
            self.step(ctx, block, scope, depth, budget - spent);
            spent += (ctx.op_capacity() - before).max(1);
        }
    }

    fn step(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, depth: usize, budget: usize) {
        let choice = self.rng.below(100);
        let v = match choice {
            0..=39 => self.arith(ctx, block, scope),
            40..=49 => self.compare_select(ctx, block, scope),
            50..=57 => self.convert(ctx, block, scope),
            58..=65 => self.vector(ctx, block, scope),
            66..=72 => self.memory(ctx, block, scope),
            73..=78 if !self.funcs.is_empty() => self.call(ctx, block, scope),
            79..=86 if depth > 0 && budget > 6 => self.if_op(ctx, block, scope, depth, budget),
            87..=93 if depth > 0 && budget > 8 => self.loop_op(ctx, block, scope, depth, budget),
            94..=99 if depth > 0 && budget > 8 => self.switch_op(ctx, block, scope, depth, budget),
            _ => {
                let ty = *self.rng.pick(&self.types.scalars);
                self.constant(ctx, block, ty)
            }
        };
        self.maybe_name(ctx, v);
        scope.values.push(v);
    }

    /// A value of type `ty`: an existing one, or a new constant.
    fn value_of(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, ty: Type) -> Value {
        let candidates: Vec<Value> = scope.values.iter().copied().filter(|&v| ctx.value_type(v) == ty).collect();
        if !candidates.is_empty() && self.rng.chance(80) {
            return *self.rng.pick(&candidates);
        }
        self.constant(ctx, block, ty)
    }

    fn constant(&mut self, ctx: &mut Context, block: Block, ty: Type) -> Value {
        let attr = self.constant_attr(ctx, ty);
        Builder::at_end(ctx, block).value("arith.const", &[], ty, &[("value", attr)])
    }

    fn constant_attr(&mut self, ctx: &mut Context, ty: Type) -> Attr {
        match ctx.type_kind(ty).clone() {
            TypeKind::Bool => {
                let b = self.rng.chance(50);
                ctx.bool_attr(b)
            }
            TypeKind::Int { width, signed } => {
                let special: [i128; 6] = [0, 1, -1, 2, 31, 7];
                let raw = if self.rng.chance(50) { *self.rng.pick(&special) } else { self.rng.next_u64() as i128 };
                let (min, max) = nsl_ir::interp::int_range(width, signed);
                let span = max - min + 1;
                ctx.int_attr(min + (raw - min).rem_euclid(span))
            }
            TypeKind::Float { width } => {
                let specials = [0.0, -0.0, 1.0, -2.5, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e-40, 0.1, 65504.0];
                let f = if self.rng.chance(10) {
                    // A NaN with a payload survives printing as float(0x...).
                    f64::from_bits(0x7ff0_0000_0000_0001 | (self.rng.next_u64() & 0xf_ffff_ffff))
                } else if self.rng.chance(50) {
                    *self.rng.pick(&specials)
                } else {
                    (self.rng.next_u64() % 2000) as f64 / 8.0 - 100.0
                };
                // Round to the type so the attribute is exactly representable.
                let f = match width {
                    16 => half::f16::from_f64(f).to_f64(),
                    32 => f as f32 as f64,
                    _ => f,
                };
                ctx.float_attr(f)
            }
            TypeKind::Vector { elem, len } => {
                let items = (0..len).map(|_| self.constant_attr(ctx, elem)).collect();
                ctx.array_attr(items)
            }
            _ => ctx.int_attr(0),
        }
    }

    fn numeric_type(&mut self, ctx: &Context) -> Type {
        loop {
            let t = *self.rng.pick(&self.types.scalars);
            if !matches!(ctx.type_kind(t), TypeKind::Bool) {
                return t;
            }
        }
    }

    fn arith(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let ty = if self.rng.chance(15) { self.types.vec4f } else { self.numeric_type(ctx) };
        let is_int = matches!(ctx.type_kind(ctx.scalar_of(ty)), TypeKind::Int { .. });
        let ops: &[&str] = if is_int {
            &[
                "arith.add",
                "arith.sub",
                "arith.mul",
                "arith.div",
                "arith.rem",
                "arith.and",
                "arith.or",
                "arith.xor",
                "arith.shl",
                "arith.shr",
                "arith.neg",
                "arith.not",
            ]
        } else {
            &["arith.add", "arith.sub", "arith.mul", "arith.div", "arith.rem", "arith.neg"]
        };
        let name = *self.rng.pick(ops);
        let a = self.value_of(ctx, block, scope, ty);
        if matches!(name, "arith.neg" | "arith.not") {
            return Builder::at_end(ctx, block).value(name, &[a], ty, &[]);
        }
        let b = self.value_of(ctx, block, scope, ty);
        Builder::at_end(ctx, block).value(name, &[a, b], ty, &[])
    }

    fn compare_select(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let ty = self.numeric_type(ctx);
        let a = self.value_of(ctx, block, scope, ty);
        let b = self.value_of(ctx, block, scope, ty);
        let pred = *self.rng.pick(&["eq", "ne", "lt", "le", "gt", "ge"]);
        let pred = ctx.str_attr(pred);
        let bool_ = self.types.bool_;
        let c = Builder::at_end(ctx, block).value("arith.cmp", &[a, b], bool_, &[("pred", pred)]);
        if self.rng.chance(50) {
            return c;
        }
        Builder::at_end(ctx, block).value("arith.select", &[c, a, b], ty, &[])
    }

    fn convert(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let from = *self.rng.pick(&self.types.scalars);
        let to = *self.rng.pick(&self.types.scalars);
        let a = self.value_of(ctx, block, scope, from);
        Builder::at_end(ctx, block).value("arith.convert", &[a], to, &[])
    }

    fn vector(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let vty = if self.rng.chance(50) { self.types.vec4f } else { self.types.vec3i };
        let (elem, len) = match *ctx.type_kind(vty) {
            TypeKind::Vector { elem, len } => (elem, len),
            _ => unreachable!("vector types"),
        };
        match self.rng.below(5) {
            0 => {
                let parts: Vec<Value> = (0..len).map(|_| self.value_of(ctx, block, scope, elem)).collect();
                Builder::at_end(ctx, block).value("vec.construct", &parts, vty, &[])
            }
            1 => {
                let s = self.value_of(ctx, block, scope, elem);
                Builder::at_end(ctx, block).value("vec.splat", &[s], vty, &[])
            }
            2 => {
                let v = self.value_of(ctx, block, scope, vty);
                let index = ctx.int_attr(self.rng.below(len as usize) as i128);
                Builder::at_end(ctx, block).value("vec.extract", &[v], elem, &[("index", index)])
            }
            3 => {
                let v = self.value_of(ctx, block, scope, vty);
                let n = 2 + self.rng.below(3);
                let idx: Vec<Attr> = (0..n).map(|_| ctx.int_attr(self.rng.below(len as usize) as i128)).collect();
                let indices = ctx.array_attr(idx);
                let out = ctx.vector_type(elem, n as u8);
                Builder::at_end(ctx, block).value("vec.swizzle", &[v], out, &[("indices", indices)])
            }
            _ => {
                let v = self.value_of(ctx, block, scope, vty);
                let s = self.value_of(ctx, block, scope, elem);
                let index = ctx.int_attr(self.rng.below(len as usize) as i128);
                Builder::at_end(ctx, block).value("vec.insert", &[v, s], vty, &[("index", index)])
            }
        }
    }

    fn memory(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let ty = *self.rng.pick(&self.types.scalars);
        let pty = ctx.ptr_type(ty, nsl_ir::AddressSpace::Function);
        let var = Builder::at_end(ctx, block).value("mem.var", &[], pty, &[]);
        if self.rng.chance(80) {
            let v = self.value_of(ctx, block, scope, ty);
            Builder::at_end(ctx, block).op("mem.store", &[var, v], &[], &[], 0);
        }
        Builder::at_end(ctx, block).value("mem.load", &[var], ty, &[])
    }

    fn call(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope) -> Value {
        let f = self.rng.below(self.funcs.len());
        let (name, params, result) = {
            let s = &self.funcs[f];
            (s.name.clone(), s.params.clone(), s.result)
        };
        let args: Vec<Value> = params.iter().map(|&t| self.value_of(ctx, block, scope, t)).collect();
        let callee = ctx.symbol_attr(&name);
        let op = Builder::at_end(ctx, block).op("func.call", &args, &[result], &[("callee", callee)], 0);
        ctx.result(op, 0)
    }

    fn if_op(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, depth: usize, budget: usize) -> Value {
        let ty = *self.rng.pick(&self.types.scalars);
        let cond = self.value_of(ctx, block, scope, self.types.bool_);
        let op = Builder::at_end(ctx, block).op("cf.if", &[cond], &[ty], &[], 2);
        for arm in 0..2 {
            let b = ctx.body(op, arm);
            let mark = scope.values.len();
            self.fill(ctx, b, scope, budget / 4, depth - 1);
            let v = self.value_of(ctx, b, scope, ty);
            Builder::at_end(ctx, b).op("cf.yield", &[v], &[], &[], 0);
            scope.values.truncate(mark);
        }
        ctx.result(op, 0)
    }

    /// `for (i = 0; i < bound; i++) acc = f(acc, ...)`, as a cf.loop.
    fn loop_op(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, depth: usize, budget: usize) -> Value {
        let ty = self.numeric_type(ctx);
        let u32_ = self.types.u32_;
        let bool_ = self.types.bool_;
        let zero = ctx.int_attr(0);
        let start = Builder::at_end(ctx, block).value("arith.const", &[], u32_, &[("value", zero)]);
        let init = self.value_of(ctx, block, scope, ty);
        let op = Builder::at_end(ctx, block).op("cf.loop", &[start, init], &[ty], &[], 1);
        let body = ctx.body(op, 0);
        let i = ctx.add_block_arg(body, u32_);
        let acc = ctx.add_block_arg(body, ty);
        let bound = ctx.int_attr(1 + self.rng.below(4) as i128);
        let bound = Builder::at_end(ctx, body).value("arith.const", &[], u32_, &[("value", bound)]);
        let ge = ctx.str_attr("ge");
        let done = Builder::at_end(ctx, body).value("arith.cmp", &[i, bound], bool_, &[("pred", ge)]);
        let exit = Builder::at_end(ctx, body).op("cf.if", &[done], &[], &[], 2);
        Builder::at_end(ctx, ctx.body(exit, 0)).op("cf.break", &[acc], &[], &[], 0);
        Builder::at_end(ctx, ctx.body(exit, 1)).op("cf.yield", &[], &[], &[], 0);
        let mark = scope.values.len();
        scope.values.push(i);
        scope.values.push(acc);
        self.fill(ctx, body, scope, budget / 3, depth - 1);
        let next = self.value_of(ctx, body, scope, ty);
        scope.values.truncate(mark);
        let one = ctx.int_attr(1);
        let one = Builder::at_end(ctx, body).value("arith.const", &[], u32_, &[("value", one)]);
        let i1 = Builder::at_end(ctx, body).value("arith.add", &[i, one], u32_, &[]);
        Builder::at_end(ctx, body).op("cf.continue", &[i1, next], &[], &[], 0);
        ctx.result(op, 0)
    }

    fn switch_op(&mut self, ctx: &mut Context, block: Block, scope: &mut Scope, depth: usize, budget: usize) -> Value {
        let ty = *self.rng.pick(&self.types.scalars);
        let sel_ty = ctx.int_type(32, true);
        let sel = self.value_of(ctx, block, scope, sel_ty);
        let arms = 1 + self.rng.below(3);
        let lists: Vec<Attr> = (0..arms)
            .map(|k| {
                let vals: Vec<Attr> = vec![ctx.int_attr(k as i128 * 2), ctx.int_attr(k as i128 * 2 - 7)];
                ctx.array_attr(vals)
            })
            .collect();
        let cases = ctx.array_attr(lists);
        let op = Builder::at_end(ctx, block).op("cf.switch", &[sel], &[ty], &[("cases", cases)], arms + 1);
        for arm in 0..=arms {
            let b = ctx.body(op, arm);
            let mark = scope.values.len();
            self.fill(ctx, b, scope, budget / 6, depth - 1);
            let v = self.value_of(ctx, b, scope, ty);
            Builder::at_end(ctx, b).op("cf.break", &[v], &[], &[], 0);
            scope.values.truncate(mark);
        }
        ctx.result(op, 0)
    }
}
