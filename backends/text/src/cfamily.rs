//! The statement and expression walker shared by the C-family text
//! targets: structured `cf` ops become C statements, SSA values become
//! expressions (printed at their single use when the op is pure and reads
//! no memory, else held in a temporary), pointers become lvalues, and
//! `mem.var`s become zero-initialized locals. A pointer to device memory
//! (Slang's `T*`) is also a value: held in a `T*` temporary `p`, it is
//! the lvalue `(*p)`, and `&` of its lvalue where the value is needed
//! (stored, passed, returned, converted). What differs per target
//! (type names, operators that are functions, built-in function names) is
//! asked of [`Target`].

use crate::expr::{Expr, Prec};
use crate::names::Names;
use nsl_dialects::{agg, arith, cf, func, hl, mat, mem, vec};
use nsl_ir::{AddressSpace, AttrKind, Block, Context, Diagnostic, Op, Traits, Type, TypeKind, Value};
use rustc_hash::FxHashMap;

pub(crate) type R<T> = Result<T, Diagnostic>;

/// What a target says about the ops it prints itself.
pub(crate) trait Target {
    /// The target's name, for diagnostics ("GLSL").
    fn name(&self) -> &'static str;
    /// The spelling of a value type.
    fn ty(&mut self, w: &mut Walker, t: Type, op: Op) -> R<String>;
    /// A target op with results (not core `mem`/`cf`/`func`), or a core
    /// op whose spelling differs per target; `None` when the walker's
    /// common spelling applies.
    fn expr(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<Option<Expr>>;
    /// A target op without results (barriers, ...).
    fn stmt(&mut self, w: &mut Walker, op: Op, args: &[Expr]) -> R<()>;
    /// A scalar constant (`value` an int, float or bool attribute).
    fn literal(&mut self, w: &mut Walker, ty: Type, value: &AttrKind, op: Op) -> R<Expr>;
    /// The declaration of `name` of type `ty`, without an initializer
    /// (`float[4] a` in GLSL, `float a[4]` in HLSL).
    fn decl(&mut self, w: &mut Walker, ty: Type, name: &str, op: Op) -> R<String> {
        Ok(format!("{} {name}", self.ty(w, ty, op)?))
    }
    /// A vector, matrix, array or struct value from its parts (rows for
    /// a matrix); a constructor call unless the target says otherwise.
    fn aggregate(&mut self, w: &mut Walker, ty: Type, parts: &[Expr], op: Op) -> R<Expr> {
        Ok(Expr::call(&self.ty(w, ty, op)?, parts))
    }
    /// Are values of this type spelled only in declarations (HLSL's
    /// initializer lists)? Then they always go through a temporary.
    fn initializer_only(&self, _w: &Walker, _ty: Type) -> bool {
        false
    }
    /// The lines that open a `switch` arm for these case labels.
    fn case_head(&self, labels: &[Expr]) -> Vec<String> {
        let mut lines: Vec<String> = labels.iter().map(|l| format!("case {}:", l.text)).collect();
        lines.push("{".to_string());
        lines
    }
    /// A call argument; `pointer` when the parameter is a pointer (an
    /// lvalue the callee updates).
    fn call_arg(&self, arg: Expr, _pointer: bool) -> Expr {
        arg
    }
    /// Arguments every call passes after its own (HLSL's geometry
    /// stream), matching the parameters every function takes.
    fn call_extra_args(&self) -> Vec<Expr> {
        Vec::new()
    }
    /// The zero value of a type (what `mem.var` starts as).
    fn zero(&mut self, w: &mut Walker, ty: Type, op: Op) -> R<Expr>;
}

/// The walker's state: the output, the names, each value's expression.
pub(crate) struct Walker<'a> {
    pub ctx: &'a Context,
    pub names: Names,
    pub out: String,
    pub indent: usize,
    pub values: FxHashMap<Value, Expr>,
    /// The printed names of functions and globals by symbol.
    pub symbols: FxHashMap<String, String>,
    /// What a `return` without a value returns (the output struct of a
    /// vertex or fragment entry point whose outputs are its members).
    pub return_value: Option<String>,
    /// How pointers into device memory are spelled.
    pub pointers: PointerSyntax,
}

/// The spelling of a pointer into device memory held as a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PointerSyntax {
    /// C's: `T* p`, the lvalue `(*p)`, the pointer of an lvalue `(&e)`.
    C,
    /// GLSL's buffer references (GL_EXT_buffer_reference): a reference
    /// `p` to a block whose one member `_data` is the pointee, the lvalue
    /// `p._data`; every address into device memory is a reference value
    /// (a part's is computed from the base's address), so the pointer of
    /// an lvalue is the reference before its `._data`.
    GlslReference,
}

/// The member of a GLSL buffer reference block that holds its pointee.
pub(crate) const REFERENCE_MEMBER: &str = "_data";

/// Is `ty` a pointer held as a value (`T*`): one into device memory?
/// Other pointers are only lvalues (variables, buffer elements, `inout`
/// parameters).
pub(crate) fn is_value_pointer(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Ptr { space: AddressSpace::Device | AddressSpace::DeviceStd430, .. })
}

/// Does `ty` hold a pointer into device memory (in a field or element)?
fn holds_value_pointer(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Array { elem, .. } => holds_value_pointer(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().any(|f| holds_value_pointer(ctx, f.1)),
        _ => is_value_pointer(ctx, ty),
    }
}

impl PointerSyntax {
    /// The pointer value of the lvalue `e`: `p` for `(*p)`, else `(&e)`
    /// (C); the reference `r` of `r._data` (GLSL).
    pub(crate) fn address_of(self, e: &Expr) -> Expr {
        match self {
            PointerSyntax::C => {
                if let Some(inner) = e.text.strip_prefix("(*").and_then(|t| t.strip_suffix(')')) {
                    if inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                        return Expr::atom(inner);
                    }
                }
                Expr::atom(format!("(&{})", e.at(Prec::Unary)))
            }
            PointerSyntax::GlslReference => match e.text.strip_suffix(&format!(".{REFERENCE_MEMBER}")) {
                Some(reference) => Expr::atom(reference),
                // Not printed: every device lvalue ends in the member.
                None => Expr::atom(format!("(&{})", e.at(Prec::Unary))),
            },
        }
    }

    /// The lvalue a pointer `p` (a name or a primary expression) points at.
    pub(crate) fn pointee_of(self, p: &str) -> Expr {
        match self {
            PointerSyntax::C => Expr::atom(format!("(*{p})")),
            PointerSyntax::GlslReference => Expr::atom(format!("{p}.{REFERENCE_MEMBER}")),
        }
    }
}

/// The error for a construct the target cannot express.
pub(crate) fn cannot(ctx: &Context, op: Op, target: &str, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error("NSL3150", ctx.loc(op), format!("cannot lower to {target}: {what}"))
}

impl<'a> Walker<'a> {
    pub fn new(ctx: &'a Context, names: Names) -> Walker<'a> {
        Walker {
            ctx,
            names,
            out: String::new(),
            indent: 0,
            values: FxHashMap::default(),
            symbols: FxHashMap::default(),
            return_value: None,
            pointers: PointerSyntax::C,
        }
    }

    /// Whether `t` (or its elements) is a float type.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(self.ctx.scalar_of(t)), TypeKind::Float { .. })
    }

    /// Whether `t` (or its elements) is `bool`.
    pub fn is_bool(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(self.ctx.scalar_of(t)), TypeKind::Bool)
    }

    /// Whether `t` (or its elements) is a signed integer type.
    pub fn is_signed(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(self.ctx.scalar_of(t)), TypeKind::Int { signed: true, .. })
    }

    /// How many components `t` has: a vector's length, 1 for a scalar.
    pub fn components(&self, t: Type) -> usize {
        match self.ctx.type_kind(t) {
            TypeKind::Vector { len, .. } => *len as usize,
            _ => 1,
        }
    }

    /// The bit width of `t`'s scalars (32 for `bool`).
    pub fn width(&self, t: Type) -> u8 {
        match *self.ctx.type_kind(self.ctx.scalar_of(t)) {
            TypeKind::Int { width, .. } | TypeKind::Float { width } => width,
            _ => 32,
        }
    }

    pub fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    pub fn val(&self, v: Value, op: Op) -> R<Expr> {
        self.values
            .get(&v)
            .cloned()
            .ok_or_else(|| Diagnostic::error("NSL3150", self.ctx.loc(op), "a value is used before it is printed"))
    }

    /// `v` where its value is needed: a pointer into device memory as a
    /// pointer (`&` of its lvalue), anything else as [`Walker::val`].
    pub fn value_of(&self, v: Value, op: Op) -> R<Expr> {
        let e = self.val(v, op)?;
        Ok(if is_value_pointer(self.ctx, self.ctx.value_type(v)) { self.pointers.address_of(&e) } else { e })
    }

    fn hint(&self, v: Value) -> String {
        self.ctx.value_name(v).map_or_else(|| "t".to_string(), |s| self.ctx.str(s).to_string())
    }

    /// Declares `T name = init;` for `v` and makes `name` its expression
    /// (`(*name)` for a pointer into device memory, `init` its value).
    pub fn temp(&mut self, t: &mut dyn Target, v: Value, init: &Expr, op: Op) -> R<Expr> {
        let name = self.names.fresh(&self.hint(v));
        let d = t.decl(self, self.ctx.value_type(v), &name, op)?;
        self.line(&format!("{d} = {};", init.text));
        let e = if is_value_pointer(self.ctx, self.ctx.value_type(v)) {
            self.pointers.pointee_of(&name)
        } else {
            Expr::atom(name)
        };
        self.values.insert(v, e.clone());
        Ok(e)
    }

    /// A value that must be a name (it is indexed, or repeated).
    pub fn named(&mut self, t: &mut dyn Target, v: Value, e: Expr, op: Op) -> R<Expr> {
        if e.prec == Prec::Primary && e.text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Ok(e);
        }
        let name = self.names.fresh("t");
        let d = t.decl(self, self.ctx.value_type(v), &name, op)?;
        self.line(&format!("{d} = {};", e.text));
        Ok(Expr::atom(name))
    }

    /// The zero value of a type from constructors of zero scalars.
    pub fn zero_ctor(&mut self, t: &mut dyn Target, ty: Type, op: Op) -> R<Expr> {
        let ctx = self.ctx;
        Ok(match ctx.type_kind(ty).clone() {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => {
                let zero = match ctx.type_kind(ty) {
                    TypeKind::Bool => AttrKind::Bool(false),
                    TypeKind::Float { .. } => AttrKind::Float(0f64.to_bits()),
                    _ => AttrKind::Int(0),
                };
                t.literal(self, ty, &zero, op)?
            }
            TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => {
                let z = t.zero(self, elem, op)?;
                Expr::call(&t.ty(self, ty, op)?, &[z])
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let z = t.zero(self, elem, op)?;
                t.aggregate(self, ty, &vec![z; n as usize], op)?
            }
            TypeKind::Struct { fields, .. } => {
                let mut parts = Vec::new();
                for (_, f) in fields {
                    parts.push(t.zero(self, f, op)?);
                }
                t.aggregate(self, ty, &parts, op)?
            }
            _ => return Err(cannot(ctx, op, t.name(), "a variable of this type")),
        })
    }

    /// Prints a function's body (its block), with `params` already named.
    pub fn body(&mut self, t: &mut dyn Target, b: Block) -> R<()> {
        for op in self.ctx.block_ops(b) {
            self.stmt(t, op)?;
        }
        Ok(())
    }

    fn region(&mut self, t: &mut dyn Target, b: Block) -> R<()> {
        self.indent += 1;
        let r = self.body(t, b);
        self.indent -= 1;
        r
    }

    /// Declares fresh variables for an op's results (cf.if, cf.loop,
    /// cf.switch), uninitialized.
    fn result_vars(&mut self, t: &mut dyn Target, op: Op) -> R<Vec<Expr>> {
        let mut out = Vec::new();
        for &r in self.ctx.results(op) {
            let name = self.names.fresh(&self.hint(r));
            let d = t.decl(self, self.ctx.value_type(r), &name, op)?;
            self.line(&format!("{d};"));
            let e = if is_value_pointer(self.ctx, self.ctx.value_type(r)) {
                self.pointers.pointee_of(&name)
            } else {
                Expr::atom(name)
            };
            self.values.insert(r, e.clone());
            out.push(e);
        }
        Ok(out)
    }

    /// Assigns `values` to `vars`; through temporaries when there are
    /// several, since a value may read a variable assigned before it.
    fn assign(&mut self, t: &mut dyn Target, vars: &[Expr], values: &[Value], op: Op) -> R<()> {
        let mut exprs = Vec::new();
        for &v in values {
            let e = self.value_of(v, op)?;
            exprs.push(if values.len() > 1 { self.named_fresh(t, v, e, op)? } else { e });
        }
        for ((var, e), &v) in vars.iter().zip(exprs).zip(values) {
            let var = if is_value_pointer(self.ctx, self.ctx.value_type(v)) {
                self.pointers.address_of(var)
            } else {
                var.clone()
            };
            self.line(&format!("{} = {};", var.text, e.text));
        }
        Ok(())
    }

    fn named_fresh(&mut self, t: &mut dyn Target, v: Value, e: Expr, op: Op) -> R<Expr> {
        let name = self.names.fresh("t");
        let d = t.decl(self, self.ctx.value_type(v), &name, op)?;
        self.line(&format!("{d} = {};", e.text));
        Ok(Expr::atom(name))
    }

    /// The nearest enclosing op with `trait_` of a terminator.
    fn enclosing(&self, op: Op, trait_: Traits) -> Option<Op> {
        let mut cur = self.ctx.parent_op(op);
        while let Some(p) = cur {
            if self.ctx.has_trait(p, trait_) {
                return Some(p);
            }
            cur = self.ctx.parent_op(p);
        }
        None
    }

    /// Loop-carried variables, by the loop op.
    fn loop_vars(&self, lp: Op) -> R<Vec<Expr>> {
        let b = self.ctx.body(lp, 0);
        self.ctx.block_args(b).iter().map(|&a| self.val(a, lp)).collect()
    }

    fn stmt(&mut self, t: &mut dyn Target, op: Op) -> R<()> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        match name {
            n if n == cf::IF.name => {
                let vars = self.result_vars(t, op)?;
                let c = self.val(ctx.operand(op, 0), op)?;
                self.line(&format!("if ({}) {{", c.text));
                self.region(t, ctx.body(op, 0))?;
                let else_block = ctx.body(op, 1);
                let else_ops = ctx.block_ops(else_block);
                let empty = matches!(else_ops[..], [only] if ctx.op_name(only) == cf::YIELD.name && ctx.operands(only).is_empty());
                if !empty || !vars.is_empty() {
                    self.line("} else {");
                    self.region(t, else_block)?;
                }
                self.line("}");
                Ok(())
            }
            n if n == cf::YIELD.name => {
                let parent = ctx.parent_op(op).ok_or_else(|| cannot(ctx, op, t.name(), "a yield outside an if"))?;
                let vars: Vec<Expr> = ctx.results(parent).iter().map(|&r| self.val(r, op)).collect::<R<_>>()?;
                let values = ctx.operands(op).to_vec();
                self.assign(t, &vars, &values, op)
            }
            n if n == cf::LOOP.name => {
                self.result_vars(t, op)?;
                let b = ctx.body(op, 0);
                for (i, &a) in ctx.block_args(b).iter().enumerate() {
                    let init = self.value_of(ctx.operand(op, i), op)?;
                    self.temp(t, a, &init, op)?;
                }
                self.line("for (;;) {");
                self.region(t, b)?;
                self.line("}");
                Ok(())
            }
            n if n == cf::CONTINUE.name => {
                let lp = self
                    .enclosing(op, Traits::LOOP)
                    .ok_or_else(|| cannot(ctx, op, t.name(), "continue outside a loop"))?;
                let vars = self.loop_vars(lp)?;
                let values = ctx.operands(op).to_vec();
                self.assign(t, &vars, &values, op)?;
                self.line("continue;");
                Ok(())
            }
            n if n == cf::BREAK.name => {
                let target = self
                    .enclosing(op, Traits::BREAKABLE)
                    .ok_or_else(|| cannot(ctx, op, t.name(), "break outside a loop"))?;
                let vars: Vec<Expr> = ctx.results(target).iter().map(|&r| self.val(r, op)).collect::<R<_>>()?;
                let values = ctx.operands(op).to_vec();
                self.assign(t, &vars, &values, op)?;
                self.line("break;");
                Ok(())
            }
            n if n == cf::SWITCH.name => {
                self.result_vars(t, op)?;
                let sel = self.val(ctx.operand(op, 0), op)?;
                let sel_ty = ctx.value_type(ctx.operand(op, 0));
                let cases: Vec<Vec<i128>> = match ctx.attr(op, "cases").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Array(arms)) => arms
                        .iter()
                        .map(|&arm| match ctx.attr_kind(arm) {
                            AttrKind::Array(vs) => vs
                                .iter()
                                .filter_map(|&v| match ctx.attr_kind(v) {
                                    AttrKind::Int(i) => Some(*i),
                                    _ => None,
                                })
                                .collect(),
                            _ => Vec::new(),
                        })
                        .collect(),
                    _ => return Err(cannot(ctx, op, t.name(), "a switch without cases")),
                };
                self.line(&format!("switch ({}) {{", sel.text));
                let arms = ctx.regions(op).len();
                for i in 0..arms {
                    if i + 1 == arms {
                        self.line("default: {");
                    } else {
                        let mut labels = Vec::new();
                        for &c in cases.get(i).map_or(&[][..], |c| &c[..]) {
                            labels.push(t.literal(self, sel_ty, &AttrKind::Int(c), op)?);
                        }
                        for l in t.case_head(&labels) {
                            self.line(&l);
                        }
                    }
                    self.region(t, ctx.body(op, i))?;
                    self.line("}");
                }
                self.line("}");
                Ok(())
            }
            n if n == func::RETURN.name => {
                match ctx.operands(op) {
                    [] => match self.return_value.clone() {
                        Some(v) => self.line(&format!("return {v};")),
                        None => self.line("return;"),
                    },
                    [v] => {
                        let e = self.value_of(*v, op)?;
                        self.line(&format!("return {};", e.text));
                    }
                    _ => return Err(cannot(ctx, op, t.name(), "a function with several results")),
                }
                Ok(())
            }
            n if n == func::CALL.name => {
                let callee = ctx.attr_symbol(op, "callee").map(|s| ctx.str(s).to_string()).unwrap_or_default();
                let f = self.symbols.get(&callee).cloned().unwrap_or(callee);
                let mut args = Vec::new();
                for &v in ctx.operands(op) {
                    let ty = ctx.value_type(v);
                    if is_value_pointer(ctx, ty) {
                        args.push(self.value_of(v, op)?);
                        continue;
                    }
                    let pointer = matches!(ctx.type_kind(ty), TypeKind::Ptr { .. });
                    args.push(t.call_arg(self.val(v, op)?, pointer));
                }
                args.extend(t.call_extra_args());
                let call = Expr::call(&f, &args);
                match ctx.results(op) {
                    [] => self.line(&format!("{};", call.text)),
                    [r] => {
                        self.temp(t, *r, &call, op)?;
                    }
                    _ => return Err(cannot(ctx, op, t.name(), "a call with several results")),
                }
                Ok(())
            }
            n if n == mem::VAR.name => {
                let r = ctx.result(op, 0);
                let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(ctx.value_type(r)) else {
                    return Err(cannot(ctx, op, t.name(), "a variable that is not a pointer"));
                };
                let name = self.names.fresh(&self.hint(r));
                let d = t.decl(self, pointee, &name, op)?;
                // A ray query object has no value to start from. A GLSL
                // aggregate holding a buffer reference starts undefined too:
                // glslang folds its null constant into a composite whose
                // operand it never defines (invalid SPIR-V).
                let ray_query =
                    matches!(ctx.type_kind(pointee), TypeKind::Opaque { name, .. } if ctx.str(*name) == "hl.RayQuery");
                let aggregate_reference = self.pointers == PointerSyntax::GlslReference
                    && !is_value_pointer(ctx, pointee)
                    && holds_value_pointer(ctx, pointee);
                if ray_query || aggregate_reference {
                    self.line(&format!("{d};"));
                } else {
                    let z = t.zero(self, pointee, op)?;
                    self.line(&format!("{d} = {};", z.text));
                }
                self.values.insert(r, Expr::atom(name));
                Ok(())
            }
            n if n == mem::STORE.name => {
                let p = self.val(ctx.operand(op, 0), op)?;
                let v = self.value_of(ctx.operand(op, 1), op)?;
                self.line(&format!("{} = {};", p.text, v.text));
                Ok(())
            }
            _ => self.value_op(t, op),
        }
    }

    /// An op computing values: its expression, printed at its use or in a
    /// temporary.
    fn value_op(&mut self, t: &mut dyn Target, op: Op) -> R<()> {
        let ctx = self.ctx;
        let args: Vec<Expr> = ctx.operands(op).iter().map(|&v| self.val(v, op)).collect::<R<_>>()?;
        let results = ctx.results(op);
        if ctx.op_name(op) == hl::INTRINSIC_ASM.name {
            let e = crate::intrinsic::expand(self, t, op, &args)?;
            match results {
                [] => self.line(&format!("{};", e.text)),
                // It may have effects: evaluated here, once.
                &[r] => {
                    self.temp(t, r, &e, op)?;
                }
                _ => return Err(cannot(ctx, op, t.name(), "a target intrinsic with several results")),
            }
            return Ok(());
        }
        if results.is_empty() {
            return t.stmt(self, op, &args);
        }
        if results.len() > 1 {
            return Err(cannot(ctx, op, t.name(), format!("'{}' with several results", ctx.op_name(op))));
        }
        let r = results[0];
        let name = ctx.op_name(op);
        if is_value_pointer(ctx, ctx.value_type(r)) {
            if let Some(value) = self.pointer_value(t, op, &args)? {
                self.temp(t, r, &value, op)?;
                return Ok(());
            }
        }
        // Element-wise math on matrices: GLSL and WGSL have no such
        // functions (nor `%` on float matrices), and glslang's HLSL front
        // end, the stand-in for DXC here, rejects them; `split-matrix-math`
        // runs them row by row, and what it leaves is refused rather than
        // printed broken.
        if matches!(t.name(), "GLSL" | "WGSL" | "HLSL")
            && (name.starts_with("math.") || name == arith::REM.name)
            && matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Matrix { .. })
        {
            return Err(cannot(ctx, op, t.name(), format!("'{name}' on matrices")));
        }
        // Ops that update a copy of a value.
        if name == vec::INSERT.name || name == mat::INSERT_ROW.name || name == agg::INSERT.name {
            let copy = self.temp(t, r, &args[0], op)?;
            let lv = self.component(t, op, &copy, ctx.value_type(ctx.operand(op, 0)))?;
            self.line(&format!("{} = {};", lv.text, args[1].text));
            return Ok(());
        }
        let e = match t.expr(self, op, &args)? {
            Some(e) => e,
            None => self.common(t, op, &args)?,
        };
        // Pointers are lvalues and handles (textures, samplers) names:
        // both are printed where they are used.
        let is_ptr = matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Ptr { .. } | TypeKind::Opaque { .. });
        let pure = ctx.has_trait(op, Traits::PURE) && !ctx.has_trait(op, Traits::READS_MEMORY);
        let constant = ctx.has_trait(op, Traits::CONSTANT_LIKE);
        let inline = is_ptr || constant || (pure && ctx.uses(r).len() == 1);
        if inline && !t.initializer_only(self, ctx.value_type(r)) {
            self.values.insert(r, e);
        } else {
            self.temp(t, r, &e, op)?;
        }
        Ok(())
    }

    /// The value of a pointer into device memory that `op` makes from
    /// values (loaded, converted from an address, extracted, selected),
    /// which a temporary then holds; `None` for the ops that address
    /// into an lvalue (`field_addr`, `elem_addr`, `ptr_offset`, ...).
    fn pointer_value(&mut self, t: &mut dyn Target, op: Op, a: &[Expr]) -> R<Option<Expr>> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        Ok(Some(match name {
            // The lvalue holding a pointer is, as an expression, its value.
            n if n == mem::LOAD.name => a[0].clone(),
            n if n == mem::INT_TO_PTR.name => {
                let ty = t.ty(self, ctx.value_type(ctx.result(op, 0)), op)?;
                match self.pointers {
                    PointerSyntax::C => Expr::atom(format!("(({ty}){})", a[0].at(Prec::Unary))),
                    PointerSyntax::GlslReference => Expr::call(&ty, &[a[0].clone()]),
                }
            }
            n if n == arith::SELECT.name => {
                let c = &a[0];
                let (x, y) = (self.pointers.address_of(&a[1]), self.pointers.address_of(&a[2]));
                Expr::atom(format!("({} ? {} : {})", c.at(Prec::LogicalOr), x.text, y.text))
            }
            n if n == agg::EXTRACT.name || n == agg::EXTRACT_DYN.name => self.common(t, op, a)?,
            _ => return Ok(None),
        }))
    }

    /// `base.f` / `base[i]` for the `index` attribute of an op on a value
    /// of type `ty`.
    fn component(&mut self, t: &mut dyn Target, op: Op, base: &Expr, ty: Type) -> R<Expr> {
        let ctx = self.ctx;
        let index = ctx.attr_int(op, "index").ok_or_else(|| cannot(ctx, op, t.name(), "an op without 'index'"))?;
        Ok(match ctx.type_kind(ty) {
            TypeKind::Struct { fields, .. } => {
                let f = fields.get(index as usize).ok_or_else(|| cannot(ctx, op, t.name(), "a bad field index"))?;
                base.postfix(&format!(".{}", self.field_name(ctx.str(f.0))))
            }
            TypeKind::Vector { .. } => base.postfix(&format!(".{}", ["x", "y", "z", "w"][(index & 3) as usize])),
            _ => base.index(&Expr::atom(index.to_string())),
        })
    }

    /// An `hl.spec_const` as a module-level declaration: `decl(name, type,
    /// default)` gives its text, added to `globals` once per SpecId
    /// (`names` remembers it); the value is the declared name.
    pub fn spec_const(
        &mut self,
        t: &mut dyn Target,
        op: Op,
        names: &mut FxHashMap<i128, String>,
        globals: &mut String,
        decl: &dyn Fn(i128, &str, &str, &str) -> String,
    ) -> R<Expr> {
        let ctx = self.ctx;
        let id = ctx
            .attr_int(op, "id")
            .ok_or_else(|| cannot(ctx, op, t.name(), "a specialization constant without an id"))?;
        if let Some(n) = names.get(&id) {
            return Ok(Expr::atom(n.clone()));
        }
        let ty = ctx.value_type(ctx.result(op, 0));
        let value = ctx.attr(op, "value").map(|v| ctx.attr_kind(v).clone());
        let value = value.ok_or_else(|| cannot(ctx, op, t.name(), "a constant without a value"))?;
        let default = self.constant(t, ty, &value, op)?;
        let tyname = t.ty(self, ty, op)?;
        let name = self.names.fresh(ctx.attr_str(op, "name").unwrap_or("spec"));
        globals.push_str(&decl(id, &name, &tyname, &default.text));
        names.insert(id, name.clone());
        Ok(Expr::atom(name))
    }

    /// A struct field's name in the target (fields live in their struct's
    /// scope, so only the characters and reserved words matter).
    pub fn field_name(&self, name: &str) -> String {
        let mut n = Names::new(self.names.reserved());
        n.fresh(name)
    }

    /// The spelling of the core ops every C-family target shares.
    fn common(&mut self, t: &mut dyn Target, op: Op, a: &[Expr]) -> R<Expr> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        let rt = ctx.value_type(ctx.result(op, 0));
        let bin = |sym: &str, p: Prec| a[0].binary(sym, &a[1], p);
        Ok(match name {
            // A target without specialization constants: the default.
            n if n == arith::CONST.name || n == hl::SPEC_CONST.name => {
                let value = ctx.attr(op, "value").map(|v| ctx.attr_kind(v).clone());
                let value = value.ok_or_else(|| cannot(ctx, op, t.name(), "a constant without a value"))?;
                self.constant(t, rt, &value, op)?
            }
            n if n == arith::ADD.name => bin("+", Prec::Additive),
            n if n == arith::SUB.name => bin("-", Prec::Additive),
            n if n == arith::MUL.name => bin("*", Prec::Multiplicative),
            n if n == arith::DIV.name => bin("/", Prec::Multiplicative),
            // WGSL has no unary minus on matrices; a product by -1 is
            // the same value (the sign flips exactly).
            n if n == arith::NEG.name && t.name() == "WGSL" && matches!(ctx.type_kind(rt), TypeKind::Matrix { .. }) => {
                a[0].binary("*", &Expr::number("-1.0"), Prec::Multiplicative)
            }
            n if n == arith::NEG.name => a[0].prefix("-"),
            n if n == mem::LOAD.name => a[0].clone(),
            n if n == mem::FIELD_ADDR.name
                || n == vec::EXTRACT.name
                || n == agg::EXTRACT.name
                || n == mat::EXTRACT_ROW.name =>
            {
                let base_ty = ctx.value_type(ctx.operand(op, 0));
                let base_ty = match ctx.type_kind(base_ty) {
                    TypeKind::Ptr { pointee, .. } => *pointee,
                    _ => base_ty,
                };
                self.component(t, op, &a[0], base_ty)?
            }
            n if n == mem::ELEM_ADDR.name || n == vec::EXTRACT_DYN.name => a[0].index(&in_bounds(ctx, op, &a[1])),
            // `p + i` as the lvalue `p[i]`, where the target has `&`.
            n if n == mem::PTR_OFFSET.name && matches!(t.name(), "C++" | "CUDA") => {
                self.pointers.address_of(&a[0]).index(&a[1])
            }
            n if n == mem::PTR_TO_INT.name && matches!(t.name(), "C++" | "CUDA") => {
                let ty = t.ty(self, rt, op)?;
                Expr::atom(format!("(({ty}){})", self.pointers.address_of(&a[0]).text))
            }
            n if n == agg::EXTRACT_DYN.name => {
                let base = self.named(t, ctx.operand(op, 0), a[0].clone(), op)?;
                base.index(&in_bounds(ctx, op, &a[1]))
            }
            n if n == vec::SWIZZLE.name => {
                let idx = match ctx.attr(op, "indices").map(|x| ctx.attr_kind(x)) {
                    Some(AttrKind::Array(items)) => items
                        .iter()
                        .map(|&i| match ctx.attr_kind(i) {
                            AttrKind::Int(v) => ["x", "y", "z", "w"][(*v & 3) as usize],
                            _ => "x",
                        })
                        .collect::<String>(),
                    _ => return Err(cannot(ctx, op, t.name(), "a swizzle without indices")),
                };
                a[0].postfix(&format!(".{idx}"))
            }
            n if n == vec::CONSTRUCT.name && a.len() == 1 && ctx.value_type(ctx.operand(op, 0)) == rt => a[0].clone(),
            n if n == vec::CONSTRUCT.name
                || n == mat::CONSTRUCT.name
                || n == agg::CONSTRUCT.name
                || n == vec::SPLAT.name =>
            {
                // Pointer members are values.
                let parts: Vec<Expr> =
                    ctx.operands(op)
                        .iter()
                        .zip(a)
                        .map(|(&v, e)| {
                            if is_value_pointer(ctx, ctx.value_type(v)) {
                                self.pointers.address_of(e)
                            } else {
                                e.clone()
                            }
                        })
                        .collect();
                t.aggregate(self, rt, &parts, op)?
            }
            n if n == mat::RELAYOUT.name => a[0].clone(),
            _ => return Err(cannot(ctx, op, t.name(), format!("the op '{name}'"))),
        })
    }

    /// A constant of any type, from its attribute.
    pub fn constant(&mut self, t: &mut dyn Target, ty: Type, value: &AttrKind, op: Op) -> R<Expr> {
        let ctx = self.ctx;
        let parts = |w: &mut Walker, t: &mut dyn Target, tys: Vec<Type>| -> R<Vec<Expr>> {
            let AttrKind::Array(items) = value else {
                // A scalar for a vector: every component.
                return tys.iter().map(|&e| t.literal(w, e, value, op)).collect();
            };
            items.iter().zip(tys).map(|(&i, e)| w.constant(t, e, &ctx.attr_kind(i).clone(), op)).collect()
        };
        Ok(match ctx.type_kind(ty).clone() {
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } => t.literal(self, ty, value, op)?,
            TypeKind::Vector { elem, len } => {
                let p = parts(self, t, vec![elem; len as usize])?;
                t.aggregate(self, ty, &p, op)?
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let row = ctx
                    .vector_type_existing(elem, cols)
                    .ok_or_else(|| cannot(ctx, op, t.name(), "a matrix constant"))?;
                let p = parts(self, t, vec![row; rows as usize])?;
                t.aggregate(self, ty, &p, op)?
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let p = parts(self, t, vec![elem; n as usize])?;
                t.aggregate(self, ty, &p, op)?
            }
            TypeKind::Struct { fields, .. } => {
                let p = parts(self, t, fields.iter().map(|f| f.1).collect())?;
                t.aggregate(self, ty, &p, op)?
            }
            _ => return Err(cannot(ctx, op, t.name(), "a constant of this type")),
        })
    }
}

/// The index operand of `op` (an element address or dynamic extract) as
/// printed. A constant index outside a fixed-size array or vector (left in
/// code that never runs, e.g. a dispatch case inlined with another type's
/// constant) reads out of bounds, which Slang leaves undefined, but GLSL,
/// HLSL and WGSL reject it at compile time: it is printed clamped to the
/// last element, one of the values the undefined read may give.
fn in_bounds(ctx: &Context, op: Op, index: &Expr) -> Expr {
    let base = ctx.value_type(ctx.operand(op, 0));
    let base = match ctx.type_kind(base) {
        TypeKind::Ptr { pointee, .. } => *pointee,
        _ => base,
    };
    let len = match ctx.type_kind(base) {
        TypeKind::Array { len: Some(n), .. } => i128::from(*n),
        TypeKind::Vector { len, .. } => i128::from(*len),
        _ => return index.clone(),
    };
    let constant = ctx
        .defining_op(ctx.operand(op, 1))
        .filter(|&d| ctx.op_name(d) == arith::CONST.name)
        .and_then(|d| ctx.attr(d, "value"))
        .and_then(|v| match ctx.attr_kind(v) {
            AttrKind::Int(i) => Some(*i),
            _ => None,
        });
    match constant {
        Some(i) if len > 0 && (i < 0 || i >= len) => Expr::number((len - 1).to_string()),
        _ => index.clone(),
    }
}

/// Whether a storage block is a byte-address buffer seen as an array of
/// 64-bit values: `spirv-resources` declares such a second view, at the
/// buffer's binding, for its 64-bit atomics. SPIR-V and GLSL alias the two;
/// the C-family targets bind each global apart (and HLSL refuses two
/// resources in one register), so they refuse it.
pub fn is_wide_byte_view(ctx: &nsl_ir::Context, block_name: nsl_ir::Sym, elem: nsl_ir::Type) -> bool {
    ctx.str(block_name).ends_with("ByteAddressBuffer")
        && !matches!(ctx.type_kind(elem), nsl_ir::TypeKind::Int { width: 32, .. })
}
