//! `specialize`: generic functions become one ordinary function per
//! distinct list of type arguments (and known witness tables) that
//! reaches them from non-generic code.
//!
//! A worklist starts from every non-generic function. In each, a
//! `gen.call @f {types}` whose type arguments are concrete (they are,
//! outside generic code) names the instance of `f` for those types and for
//! the witnesses it passes that are known tables (`gen.witness {table}`):
//! created on first use by cloning `f`, substituting the type arguments in
//! every type and type attribute, and replacing each known witness
//! parameter by the table itself (the parameter is dropped from the
//! instance's signature and from the call). A new instance joins the
//! worklist, so instances calling generics instantiate them in turn: a
//! fixpoint. Within each function, a `gen.witness_call` on a known table
//! becomes a `func.call` of the table's entry for the method, and a
//! `gen.existential_pack`'s known witness operand is dropped (the table is
//! the one of the value's type). The generic functions themselves, and
//! witnesses nothing uses any more, are deleted at the end.
//!
//! Instances are private, named `f$T1$T2` after the callee and the type
//! arguments (made unique). Polymorphic recursion (a generic calling
//! itself at ever larger types) would not terminate: more than `max`
//! instances (an option, default 10,000) is error NSL3170, as is a witness
//! no table is known for (one taken from memory).
//!
//! Output: invariant `Monomorphic` (no generic function, `gen.call`,
//! `gen.witness`, `gen.witness_call`, or value of a type naming a type
//! parameter). Interfaces, witness tables and existentials stay for
//! `lower-existentials`.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{OptionSpec, PassInfo, PassOptions};
use nsl_dialects::{func, gen};
use nsl_ir::clone::ValueMap;
use nsl_ir::language::Invariant;
use nsl_ir::{Builder, Context, Diagnostic, InsertPoint, Language, Op, Sym, SymbolTable, Type, TypeSubst, Value};
use rustc_hash::FxHashMap;

pub static INFO: PassInfo = PassInfo {
    name: "specialize",
    summary: "Clone generic functions per type arguments and known witnesses; witness calls on known tables become direct calls",
    anchor: Anchor::Module,
    options: &[OptionSpec {
        name: "max",
        summary: "the most instances made before giving up (polymorphic recursion); default 10000",
    }],
    create: |opts: &PassOptions| {
        let max = opts.int("max", 10_000)?.max(0) as usize;
        Ok(Box::new(Specialize { max }))
    },
};

struct Specialize {
    max: usize,
}

/// What an instance is specialized on: the callee, its type arguments and,
/// for each operand, the witness table passed there when known.
type Key = (Sym, Vec<Type>, Vec<Option<Sym>>);

impl Pass for Specialize {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    /// Generic IR of any kind: this is the pass that removes generics.
    fn accepts(&self, ctx: &Context) -> Language {
        Language::all(ctx)
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input
            .clone()
            .keeping_invariants(self.preserves())
            .without_ops(gen::GENERIC_OPS)
            .with_invariant(gen::MONOMORPHIC)
    }
    /// Instances substitute type arguments for parameters: the types they
    /// hold are those the calls already named.
    fn preserves(&self) -> &'static [Invariant] {
        keeps_types![]
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let func_kind = ctx.kind(func::FUNC.name);
        let mut table = SymbolTable::build(ctx, module);
        let top = ctx.block_ops(ctx.body(module, 0));
        let generics: Vec<Op> =
            top.iter().copied().filter(|&op| ctx.is(op, func_kind) && gen::generic_params(ctx, op).is_some()).collect();
        let mut worklist: Vec<Op> =
            top.iter().copied().filter(|&op| ctx.is(op, func_kind) && gen::generic_params(ctx, op).is_none()).collect();
        worklist.reverse();
        let mut instances: FxHashMap<Key, Sym> = FxHashMap::default();
        while let Some(f) = worklist.pop() {
            for op in ctx.nested_ops(f) {
                if ctx.is_erased(op) {
                    continue;
                }
                match ctx.op_name(op) {
                    n if n == gen::WITNESS_CALL.name => {
                        fold_witness_call(ctx, &table, op)?;
                        stats.add("witness-calls-folded", 1);
                    }
                    n if n == gen::EXISTENTIAL_PACK.name
                        && ctx.operands(op).len() == 2
                        && known_table(ctx, ctx.operand(op, 1)).is_some() =>
                    {
                        let v = ctx.operand(op, 0);
                        ctx.set_operands(op, &[v]);
                    }
                    n if n == gen::CALL.name => {
                        let key = call_key(ctx, op)?;
                        let inst = match instances.get(&key) {
                            Some(&s) => s,
                            None => {
                                if instances.len() >= self.max {
                                    return Err(Diagnostic::error(
                                        "NSL3170",
                                        ctx.loc(op),
                                        format!(
                                            "more than {} instances of generic functions: polymorphic recursion?",
                                            self.max
                                        ),
                                    ));
                                }
                                let clone = instantiate(ctx, &mut table, &key)?;
                                stats.add("instances", 1);
                                let s = ctx.attr_symbol(clone, "sym").expect("named");
                                instances.insert(key.clone(), s);
                                worklist.push(clone);
                                s
                            }
                        };
                        replace_call(ctx, op, inst, &key.2);
                        stats.add("calls-specialized", 1);
                    }
                    _ => {}
                }
            }
        }
        for g in generics {
            ctx.erase_op(g);
            stats.add("generic-functions-deleted", 1);
        }
        // Witnesses whose every use was folded.
        let wkind = ctx.kind(gen::WITNESS.name);
        for op in ctx.nested_ops(module) {
            if !ctx.is_erased(op) && ctx.is(op, wkind) && !ctx.has_uses(ctx.result(op, 0)) {
                ctx.erase_op(op);
            }
        }
        Ok(())
    }
}

/// The table a witness value is, when it is a `gen.witness`.
fn known_table(ctx: &Context, w: Value) -> Option<Sym> {
    let def = ctx.defining_op(w)?;
    (ctx.op_name(def) == gen::WITNESS.name).then(|| ctx.attr_symbol(def, "table")).flatten()
}

fn call_key(ctx: &Context, op: Op) -> Result<Key, Diagnostic> {
    let callee = ctx.attr_symbol(op, "callee").expect("verified");
    let types = gen::call_types(ctx, op);
    if let Some(&t) = types.iter().find(|&&t| ctx.type_has_params(t)) {
        return Err(Diagnostic::error(
            "NSL3170",
            ctx.loc(op),
            format!("a call outside generic code has a generic type argument {}", nsl_ir::printer::print_type(ctx, t)),
        ));
    }
    let known = ctx
        .operands(op)
        .iter()
        .map(|&v| if gen::witness_parts(ctx, ctx.value_type(v)).is_some() { known_table(ctx, v) } else { None })
        .collect();
    Ok((callee, types, known))
}

/// A type in an instance's name: a struct or parameter by its name, any
/// other type as printed, with runs of other characters as `_`.
fn mangle(ctx: &Context, t: Type, out: &mut String) {
    match ctx.type_kind(t) {
        nsl_ir::TypeKind::Struct { name, .. } | nsl_ir::TypeKind::Param { name } => {
            out.extend(ctx.str(*name).chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }))
        }
        _ => {
            let printed = nsl_ir::printer::print_type(ctx, t);
            let mut last_sep = true;
            for c in printed.chars() {
                if c.is_ascii_alphanumeric() {
                    out.push(c);
                    last_sep = false;
                } else if !last_sep {
                    out.push('_');
                    last_sep = true;
                }
            }
            while out.ends_with('_') {
                out.pop();
            }
        }
    }
}

/// `callee$T1$T2`, unique in the module.
fn instance_name(ctx: &Context, table: &SymbolTable, callee: Sym, types: &[Type]) -> String {
    let mut name = ctx.str(callee).to_string();
    for &t in types {
        name.push('$');
        mangle(ctx, t, &mut name);
    }
    let mut unique = name.clone();
    let mut n = 1;
    while ctx.existing_sym(&unique).is_some_and(|s| table.lookup(s).is_some()) {
        n += 1;
        unique = format!("{name}${n}");
    }
    unique
}

/// Clones the generic callee of `key` into a new private function of the
/// module, types substituted, known witnesses in place of their parameters.
fn instantiate(ctx: &mut Context, table: &mut SymbolTable, key: &Key) -> Result<Op, Diagnostic> {
    let (callee, types, known) = key;
    let g = table.lookup(*callee).expect("verified callee");
    let params = gen::generic_params(ctx, g).unwrap_or_default();
    let subst: TypeSubst = params.into_iter().zip(types.iter().copied()).collect();
    let name = instance_name(ctx, table, *callee, types);
    let mut map = ValueMap::default();
    let clone = ctx.clone_op(g, &mut map);
    // Substitute in every type and type attribute of the copy.
    let mut ops = vec![clone];
    ops.extend(ctx.nested_ops(clone));
    for &op in &ops {
        let attrs: Vec<_> = ctx.attrs(op).to_vec();
        for (n, a) in attrs {
            let new = ctx.substitute_attr(a, &subst);
            if new != a {
                ctx.set_attr(op, n, new);
            }
        }
        for r in ctx.results(op).to_vec() {
            let t = ctx.substitute_type(ctx.value_type(r), &subst);
            ctx.set_value_type(r, t);
        }
        for region in ctx.regions(op).to_vec() {
            let block = ctx.region_block(region);
            for a in ctx.block_args(block).to_vec() {
                let t = ctx.substitute_type(ctx.value_type(a), &subst);
                ctx.set_value_type(a, t);
            }
        }
    }
    let generic = ctx.sym("generic");
    ctx.remove_attr(clone, generic);
    let sym_attr = ctx.symbol_attr(&name);
    let sym = ctx.sym("sym");
    ctx.set_attr(clone, sym, sym_attr);
    let private = ctx.str_attr("private");
    let vis = ctx.sym("visibility");
    ctx.set_attr(clone, vis, private);
    // Known witnesses become the tables themselves.
    let body = ctx.body(clone, 0);
    for (i, t) in known.iter().enumerate().rev() {
        let Some(t) = t else { continue };
        let arg = ctx.block_args(body)[i];
        let Some((iface, ty)) = gen::witness_parts(ctx, ctx.value_type(arg)).map(|(i, t)| (i.to_string(), t)) else {
            continue;
        };
        let tname = ctx.str(*t).to_string();
        let loc = ctx.loc(g);
        let mut b = Builder::new(ctx, InsertPoint::Start(body));
        b.loc = loc;
        let w = gen::witness(&mut b, &tname, &iface, ty);
        ctx.replace_all_uses(arg, w);
        ctx.remove_block_arg(body, i);
    }
    let arg_types: Vec<Type> = ctx.block_args(body).iter().map(|&a| ctx.value_type(a)).collect();
    let (_, results) = func::signature(ctx, clone).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
    let fty = ctx.function_type(arg_types, results);
    let tattr = ctx.type_attr(fty);
    let ty = ctx.sym("type");
    ctx.set_attr(clone, ty, tattr);
    ctx.insert_op(clone, InsertPoint::After(g));
    let s = ctx.sym(&name);
    table.insert(s, clone);
    Ok(clone)
}

fn ctx_loc(ctx: &Context, op: Op) -> nsl_ir::Loc {
    ctx.loc(op)
}

/// `gen.call` becomes `func.call` of the instance, without the operands
/// that pass known witnesses.
fn replace_call(ctx: &mut Context, op: Op, inst: Sym, known: &[Option<Sym>]) {
    let operands: Vec<Value> =
        ctx.operands(op).iter().zip(known).filter(|(_, k)| k.is_none()).map(|(&v, _)| v).collect();
    let results = ctx.result_types(op);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = ctx_loc(b.ctx, op);
    let callee = b.ctx.intern_attr(nsl_ir::AttrKind::Symbol(inst));
    let call = b.op(func::CALL.name, &operands, &results, &[("callee", callee)], 0);
    for (k, &r) in ctx.results(op).to_vec().iter().enumerate() {
        let new = ctx.result(call, k);
        ctx.replace_all_uses(r, new);
    }
    ctx.erase_op(op);
}

/// A witness call on a known table: a direct call of its entry.
fn fold_witness_call(ctx: &mut Context, table: &SymbolTable, op: Op) -> Result<(), Diagnostic> {
    let w = ctx.operand(op, 0);
    let Some(t) = known_table(ctx, w) else {
        return Err(Diagnostic::error(
            "NSL3170",
            ctx.loc(op),
            "a witness call outside generic code on a witness of no known table",
        ));
    };
    let method = ctx.attr_str(op, "method").expect("verified").to_string();
    let tab = table.lookup(t).expect("verified witness");
    let Some(entry) = gen::table_entry(ctx, tab, &method) else {
        return Err(Diagnostic::error(
            "NSL3170",
            ctx.loc(op),
            format!("witness table @{} has no entry for '{method}'", ctx.str(t)),
        ));
    };
    let args: Vec<Value> = ctx.operands(op)[1..].to_vec();
    let results = ctx.result_types(op);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = ctx_loc(b.ctx, op);
    let callee = b.ctx.intern_attr(nsl_ir::AttrKind::Symbol(entry));
    let call = b.op(func::CALL.name, &args, &results, &[("callee", callee)], 0);
    for (k, &r) in ctx.results(op).to_vec().iter().enumerate() {
        let new = ctx.result(call, k);
        ctx.replace_all_uses(r, new);
    }
    ctx.erase_op(op);
    Ok(())
}
