//! `gen`: generics and interfaces. Interface declarations, witness tables
//! (one per conformance of a concrete type to an interface), witness
//! values and calls through them (dictionary passing), calls of generic
//! functions with type arguments, and existential values (a value of
//! interface type: a concrete value packed with its conformance) with the
//! type tests `is` / `as` need.
//!
//! - A type parameter is nsl-ir's `param<T>`. A generic function is a
//!   `func.func` with `generic = [param<T>, ...]`, taking one witness
//!   parameter `!gen.Witness<struct<I {}>, param<T>>` per constraint
//!   `T : I` (the constraints are exactly its witness parameters).
//! - An interface is named by the empty struct `struct<I {}>` in types
//!   (opaque type parameters are types) and by its symbol `@I` in
//!   `gen.interface`. A requirement's signature spells the conforming type
//!   `param<This>` (a `[mutating]` one takes `ptr<param<This>, function>`).
//! - The interpreter runs all of it directly: a witness is its table, a
//!   witness call dispatches through the table at run time, a generic call
//!   binds its type arguments. So it is the oracle for `specialize` (which
//!   removes generic functions, witnesses and witness calls) and
//!   `lower-existentials` (which removes tables and existentials).

use nsl_ir::attr::{AttrKind, AttrShape};
use nsl_ir::entity::EntityRef;
use nsl_ir::interp::{Flow, Interpreter, Pointer, RtValue, Trap};
use nsl_ir::language::Invariant;
use nsl_ir::printer::print_type;
use nsl_ir::{
    Attr, AttrSpec, Builder, Context, Diagnostic, Dialect, Op, OpSchema, Sym, SymbolTable, Traits, Type,
    TypeConstraint, TypeKind, TypeSubst, Value,
};
use rustc_hash::FxHashMap;

/// The opaque name of an interface-typed (existential) value's type:
/// `!gen.Existential<struct<I {}>>` or, with `[anyValueSize]`,
/// `!gen.Existential<struct<I {}>, array<u32, W>>`.
pub const EXISTENTIAL_TYPE: &str = "gen.Existential";
/// The opaque name of a witness's type: `!gen.Witness<struct<I {}>, T>`,
/// the conformance of `T` to `I`.
pub const WITNESS_TYPE: &str = "gen.Witness";
/// The type parameter a requirement's signature names the conforming type by.
pub const THIS: &str = "This";
/// The type id `gen.type_id` gives a type that does not conform.
pub const NO_TYPE_ID: u32 = u32::MAX;

/// `struct<I {}>`: interface `iface` as types name it.
pub fn interface_marker(ctx: &mut Context, iface: &str) -> Type {
    let tag = ctx.sym(iface);
    ctx.intern_type(TypeKind::Struct { name: tag, fields: Vec::new() })
}

fn marker_name(ctx: &Context, t: Type) -> Option<&str> {
    match ctx.type_kind(t) {
        TypeKind::Struct { name, .. } => Some(ctx.str(*name)),
        _ => None,
    }
}

/// The interface name of an existential type, if `ty` is one.
pub fn existential_interface(ctx: &Context, ty: Type) -> Option<&str> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if ctx.str(*name) == EXISTENTIAL_TYPE => {
            params.first().and_then(|&p| marker_name(ctx, p))
        }
        _ => None,
    }
}

/// The existential type of interface `iface` whose values hold, in
/// memory, `words` u32 words of payload (Slang's `[anyValueSize(4 *
/// words)]`); without `words`, the payload is as large as the largest
/// conforming type's.
pub fn existential_type(ctx: &mut Context, iface: &str, words: Option<u32>) -> Type {
    let mut params = vec![interface_marker(ctx, iface)];
    if let Some(words) = words {
        let u32_ty = ctx.int_type(32, false);
        params.push(ctx.array_type(u32_ty, Some(words)));
    }
    let name = ctx.sym(EXISTENTIAL_TYPE);
    ctx.intern_type(TypeKind::Opaque { name, params })
}

/// The payload words in memory of an existential type, when its interface
/// declares them.
pub fn existential_words(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { params, .. } if existential_interface(ctx, ty).is_some() => {
            match params.get(1).map(|&p| ctx.type_kind(p)) {
                Some(TypeKind::Array { len: Some(n), .. }) => Some(*n),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `!gen.Witness<struct<I {}>, ty>`: the conformance of `ty` to `iface`.
pub fn witness_type(ctx: &mut Context, iface: &str, ty: Type) -> Type {
    let params = vec![interface_marker(ctx, iface), ty];
    let name = ctx.sym(WITNESS_TYPE);
    ctx.intern_type(TypeKind::Opaque { name, params })
}

/// The interface and conforming type of a witness type.
pub fn witness_parts(ctx: &Context, ty: Type) -> Option<(&str, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { name, params } if ctx.str(*name) == WITNESS_TYPE && params.len() == 2 => {
            Some((marker_name(ctx, params[0])?, params[1]))
        }
        _ => None,
    }
}

// ----- ops ------------------------------------------------------------------

pub const INTERFACE: OpSchema = OpSchema {
    name: "gen.interface",
    summary: "An interface: its requirements (`requirements` = [\"method\", fn(param<This>, ...) -> (...), ...])",
    attrs: &[AttrSpec::required("sym", AttrShape::Symbol), AttrSpec::required("requirements", AttrShape::Array)],
    traits: Traits::SYMBOL,
    verify: Some(verify_interface),
    ..OpSchema::DEFAULT
};

pub const WITNESS_TABLE: OpSchema = OpSchema {
    name: "gen.witness_table",
    summary: "A conformance of a concrete type to an interface: its type id (`id`, else numbered by `lower-existentials`), the function implementing each requirement (`entries` = [\"method\", @func, ...]) and, to be named by `gen.witness`, a symbol",
    attrs: &[
        AttrSpec::required("interface", AttrShape::Str),
        AttrSpec::required("type", AttrShape::Type),
        AttrSpec::required("entries", AttrShape::Array),
        AttrSpec::optional("id", AttrShape::Int),
        AttrSpec::optional("sym", AttrShape::Symbol),
    ],
    traits: Traits::SYMBOL,
    verify: Some(verify_witness_table),
    verify_symbol_uses: Some(verify_witness_table_uses),
    ..OpSchema::DEFAULT
};

pub const WITNESS: OpSchema = OpSchema {
    name: "gen.witness",
    summary: "The witness table `table` as a value (`!gen.Witness<struct<I {}>, T>`), to pass to a generic function",
    results: &[TypeConstraint::Any],
    attrs: &[AttrSpec::required("table", AttrShape::Symbol)],
    traits: Traits::PURE,
    verify_symbol_uses: Some(verify_witness),
    eval: Some(eval_witness),
    ..OpSchema::DEFAULT
};

pub const WITNESS_CALL: OpSchema = OpSchema {
    name: "gen.witness_call",
    summary: "Calls requirement `method` of the conformance operand 0 witnesses with the other operands (the requirement's signature with `This` the witnessed type)",
    operands: &[TypeConstraint::Any],
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("method", AttrShape::Str)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_witness_operand),
    verify_symbol_uses: Some(verify_witness_call),
    eval: Some(eval_witness_call),
    ..OpSchema::DEFAULT
};

pub const CALL: OpSchema = OpSchema {
    name: "gen.call",
    summary: "Calls generic function `callee` with type arguments `types` (one per entry of its `generic` list) and the operands, witnesses included",
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    attrs: &[AttrSpec::required("callee", AttrShape::Symbol), AttrSpec::required("types", AttrShape::Array)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_generic_call),
    verify_symbol_uses: Some(verify_generic_callee),
    eval: Some(eval_generic_call),
    ..OpSchema::DEFAULT
};

pub const EXISTENTIAL_PACK: OpSchema = OpSchema {
    name: "gen.existential_pack",
    summary: "A value as a value of interface type; its conformance is operand 1 (a witness) or, without it, the witness table of the operand's type",
    operands: &[TypeConstraint::Any],
    variadic_operands: Some(TypeConstraint::Any),
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_pack),
    eval: Some(eval_pack),
    ..OpSchema::DEFAULT
};

pub const EXISTENTIAL_CALL: OpSchema = OpSchema {
    name: "gen.existential_call",
    summary: "Calls requirement `method` of an interface-typed value (operand 0: the value, or its address for a [mutating] requirement) with the other operands: dynamic dispatch on its type id",
    operands: &[TypeConstraint::Any],
    variadic_operands: Some(TypeConstraint::Any),
    variadic_results: Some(TypeConstraint::Any),
    // `unimplemented`: no type of the program conforms to the interface
    // for dispatch (the frontend's mark; `lower-existentials` reports it).
    attrs: &[AttrSpec::required("method", AttrShape::Str), AttrSpec::optional("unimplemented", AttrShape::Unit)],
    traits: Traits::HAS_SIDE_EFFECTS,
    verify: Some(verify_existential_call),
    eval: Some(eval_existential_call),
    ..OpSchema::DEFAULT
};

pub const EXISTENTIAL_MAKE: OpSchema = OpSchema {
    name: "gen.existential_make",
    summary: "`createDynamicObject<I>(id, value)`: the value of interface type whose type id is operand 0 and whose payload is operand 1's bits packed as AnyValue words",
    operands: &[TypeConstraint::IntScalar, TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_existential_result),
    eval: Some(eval_make),
    ..OpSchema::DEFAULT
};

pub const EXISTENTIAL_TYPE_ID: OpSchema = OpSchema {
    name: "gen.existential_type_id",
    summary: "The type id (u32) of an interface-typed value; `is` compares it with `gen.type_id`",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::IntScalar],
    traits: Traits::PURE,
    verify: Some(verify_existential_operand),
    eval: Some(eval_existential_type_id),
    ..OpSchema::DEFAULT
};

pub const TYPE_ID: OpSchema = OpSchema {
    name: "gen.type_id",
    summary: "The type id (u32) of concrete type `type` as a conformance to `interface` (none: an id no value has)",
    results: &[TypeConstraint::IntScalar],
    attrs: &[AttrSpec::required("interface", AttrShape::Str), AttrSpec::required("type", AttrShape::Type)],
    traits: Traits::PURE,
    eval: Some(eval_type_id),
    ..OpSchema::DEFAULT
};

pub const EXISTENTIAL_UNPACK: OpSchema = OpSchema {
    name: "gen.existential_unpack",
    summary: "The concrete value (of the result type) inside an interface-typed value, which must hold that type (`as`, after an `is` test; otherwise zero)",
    operands: &[TypeConstraint::Any],
    results: &[TypeConstraint::Any],
    traits: Traits::PURE,
    verify: Some(verify_existential_operand),
    eval: Some(eval_unpack),
    ..OpSchema::DEFAULT
};

pub static DIALECT: Dialect = Dialect {
    name: "gen",
    summary: "Generics and interfaces: interfaces, witness tables and calls, generic calls, existential values",
    ops: &[
        &INTERFACE,
        &WITNESS_TABLE,
        &WITNESS,
        &WITNESS_CALL,
        &CALL,
        &EXISTENTIAL_PACK,
        &EXISTENTIAL_CALL,
        &EXISTENTIAL_MAKE,
        &EXISTENTIAL_TYPE_ID,
        &TYPE_ID,
        &EXISTENTIAL_UNPACK,
    ],
};

/// The ops of generic code that `specialize` removes.
pub const GENERIC_OPS: &[&str] = &[WITNESS.name, WITNESS_CALL.name, CALL.name];

// ----- accessors ------------------------------------------------------------

/// The type parameters of a generic function (`generic = [param<T>, ...]`),
/// `None` for an ordinary one.
pub fn generic_params(ctx: &Context, func: Op) -> Option<Vec<Sym>> {
    let a = ctx.attr(func, "generic")?;
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return Some(Vec::new()) };
    Some(
        items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Type(t) => match ctx.type_kind(*t) {
                    TypeKind::Param { name } => Some(*name),
                    _ => None,
                },
                _ => None,
            })
            .collect(),
    )
}

/// The type arguments of a `gen.call`.
pub fn call_types(ctx: &Context, call: Op) -> Vec<Type> {
    match ctx.attr(call, "types").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// An interface's requirements: method name and signature.
pub fn requirements(ctx: &Context, iface: Op) -> Vec<(&str, Type)> {
    let mut out = Vec::new();
    if let Some(AttrKind::Array(items)) = ctx.attr(iface, "requirements").map(|a| ctx.attr_kind(a)) {
        for pair in items.chunks(2) {
            if let [k, v] = pair {
                if let (AttrKind::Str(k), AttrKind::Type(t)) = (ctx.attr_kind(*k), ctx.attr_kind(*v)) {
                    out.push((ctx.str(*k), *t));
                }
            }
        }
    }
    out
}

/// A witness table's entries: method name and implementing function.
pub fn table_entries(ctx: &Context, table: Op) -> Vec<(&str, Sym)> {
    let mut out = Vec::new();
    if let Some(AttrKind::Array(items)) = ctx.attr(table, "entries").map(|a| ctx.attr_kind(a)) {
        for pair in items.chunks(2) {
            if let [k, v] = pair {
                if let (AttrKind::Str(k), AttrKind::Symbol(s)) = (ctx.attr_kind(*k), ctx.attr_kind(*v)) {
                    out.push((ctx.str(*k), *s));
                }
            }
        }
    }
    out
}

/// The function implementing `method` in a witness table.
pub fn table_entry(ctx: &Context, table: Op, method: &str) -> Option<Sym> {
    table_entries(ctx, table).into_iter().find(|(m, _)| *m == method).map(|(_, s)| s)
}

/// The type id of every witness table of `module`: its `id` attribute,
/// else the first id no table of its interface takes, in table order.
/// Errors: an id out of range or taken twice in one interface (the table
/// and a message).
pub fn type_ids(ctx: &Context, module: Op) -> Result<FxHashMap<Op, u32>, (Op, String)> {
    let mut by_iface: FxHashMap<&str, Vec<(Op, Option<i128>)>> = FxHashMap::default();
    let mut order = Vec::new();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        if ctx.op_name(op) != WITNESS_TABLE.name {
            continue;
        }
        let iface = ctx.attr_str(op, "interface").unwrap_or_default();
        if !by_iface.contains_key(iface) {
            order.push(iface);
        }
        by_iface.entry(iface).or_default().push((op, ctx.attr_int(op, "id")));
    }
    let mut ids = FxHashMap::default();
    for iface in order {
        let tables = &by_iface[iface];
        let mut taken: Vec<u32> = Vec::new();
        for &(op, id) in tables {
            if let Some(id) = id {
                let id = u32::try_from(id)
                    .ok()
                    .filter(|&i| i != NO_TYPE_ID)
                    .ok_or_else(|| (op, format!("type id {id} is out of range (0 to 4294967294)")))?;
                if taken.contains(&id) {
                    return Err((op, format!("two types conforming to '{iface}' have type id {id}")));
                }
                taken.push(id);
                ids.insert(op, id);
            }
        }
        let mut next = 0u32;
        for &(op, id) in tables {
            if id.is_none() {
                while taken.contains(&next) {
                    next += 1;
                }
                taken.push(next);
                ids.insert(op, next);
            }
        }
    }
    Ok(ids)
}

/// The witness table of `ty`'s conformance to `iface` in `module`.
pub fn find_table(ctx: &Context, module: Op, iface: &str, ty: Type) -> Option<Op> {
    ctx.iter_block(ctx.body(module, 0)).find(|&op| {
        ctx.op_name(op) == WITNESS_TABLE.name
            && ctx.attr_str(op, "interface") == Some(iface)
            && ctx.attr_type(op, "type") == Some(ty)
    })
}

// ----- typed builders -------------------------------------------------------

fn attrs(ctx: &mut Context, list: &[(&str, Attr)]) -> Vec<(Sym, Attr)> {
    list.iter().map(|&(n, a)| (ctx.sym(n), a)).collect()
}

/// Builds `gen.existential_pack %v[, %witness] : ety`.
pub fn pack(b: &mut Builder, v: Value, witness: Option<Value>, ety: Type) -> Value {
    let kind = b.ctx.kind(EXISTENTIAL_PACK.name);
    let operands: Vec<Value> = std::iter::once(v).chain(witness).collect();
    let op = b.build(kind, &operands, &[ety], &[], 0);
    b.ctx.result(op, 0)
}

/// Builds `gen.witness {table} : !gen.Witness<struct<iface {}>, ty>`.
pub fn witness(b: &mut Builder, table: &str, iface: &str, ty: Type) -> Value {
    let wty = witness_type(b.ctx, iface, ty);
    let t = b.ctx.symbol_attr(table);
    b.value(WITNESS.name, &[], wty, &[("table", t)])
}

/// Builds `gen.witness_call %w, args {method}`.
pub fn witness_call(b: &mut Builder, w: Value, method: &str, args: &[Value], results: &[Type]) -> Op {
    let m = b.ctx.str_attr(method);
    let operands: Vec<Value> = std::iter::once(w).chain(args.iter().copied()).collect();
    b.op(WITNESS_CALL.name, &operands, results, &[("method", m)], 0)
}

/// Builds `gen.call args {callee, types}`.
pub fn call(b: &mut Builder, callee: &str, types: &[Type], args: &[Value], results: &[Type]) -> Op {
    let c = b.ctx.symbol_attr(callee);
    let ts: Vec<Attr> = types.iter().map(|&t| b.ctx.type_attr(t)).collect();
    let ts = b.ctx.array_attr(ts);
    b.op(CALL.name, args, results, &[("callee", c), ("types", ts)], 0)
}

/// Builds `gen.existential_call %this, args {method}` (`this`: the value,
/// or its address for a `[mutating]` requirement).
pub fn existential_call(b: &mut Builder, this: Value, method: &str, args: &[Value], results: &[Type]) -> Op {
    let m = b.ctx.str_attr(method);
    let operands: Vec<Value> = std::iter::once(this).chain(args.iter().copied()).collect();
    b.op(EXISTENTIAL_CALL.name, &operands, results, &[("method", m)], 0)
}

/// Creates a detached `gen.witness_table` (the caller inserts it).
pub fn new_witness_table(
    ctx: &mut Context,
    iface: &str,
    ty: Type,
    entries: &[(&str, &str)],
    id: Option<u32>,
    sym: Option<&str>,
) -> Op {
    let mut items = Vec::new();
    for &(m, f) in entries {
        items.push(ctx.str_attr(m));
        items.push(ctx.symbol_attr(f));
    }
    let mut list =
        vec![("interface", ctx.str_attr(iface)), ("type", ctx.type_attr(ty)), ("entries", ctx.array_attr(items))];
    if let Some(id) = id {
        list.push(("id", ctx.int_attr(id.into())));
    }
    if let Some(s) = sym {
        list.push(("sym", ctx.symbol_attr(s)));
    }
    let attrs = attrs(ctx, &list);
    let kind = ctx.kind(WITNESS_TABLE.name);
    ctx.create_op(kind, &[], &[], &attrs, 0, nsl_ir::Loc::UNKNOWN)
}

// ----- verification ---------------------------------------------------------

fn verify_interface(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(AttrKind::Array(items)) = ctx.attr(op, "requirements").map(|a| ctx.attr_kind(a)) else {
        return Err("'requirements' must be an array".into());
    };
    if items.len() % 2 != 0 {
        return Err("'requirements' must alternate method names and signatures".into());
    }
    for pair in items.chunks(2) {
        let ok = matches!(ctx.attr_kind(pair[0]), AttrKind::Str(_))
            && matches!(ctx.attr_kind(pair[1]), AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Function { .. }));
        if !ok {
            return Err("'requirements' must alternate method names and function types".into());
        }
    }
    Ok(())
}

fn verify_witness_table(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(AttrKind::Array(items)) = ctx.attr(op, "entries").map(|a| ctx.attr_kind(a)) else {
        return Err("'entries' must be an array".into());
    };
    let ok = items.len() % 2 == 0
        && items.chunks(2).all(|p| {
            matches!(ctx.attr_kind(p[0]), AttrKind::Str(_)) && matches!(ctx.attr_kind(p[1]), AttrKind::Symbol(_))
        });
    if !ok {
        return Err("'entries' must alternate method names and function symbols".into());
    }
    let ty = ctx.attr_type(op, "type").expect("schema checked");
    if ctx.type_has_params(ty) {
        return Err(format!("a witness table is for a concrete type, not {}", print_type(ctx, ty)));
    }
    Ok(())
}

fn lookup_interface(ctx: &Context, table: &SymbolTable, iface: &str) -> Option<Op> {
    let op = table.lookup(ctx.existing_sym(iface)?)?;
    (ctx.op_name(op) == INTERFACE.name).then_some(op)
}

/// Each entry names a function whose type is the requirement's signature
/// with `This` the table's type; with a declared interface, every
/// requirement has an entry.
fn verify_witness_table_uses(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let iface_name = ctx.attr_str(op, "interface").expect("schema checked");
    let ty = ctx.attr_type(op, "type").expect("schema checked");
    let iface = lookup_interface(ctx, table, iface_name);
    let reqs = iface.map(|i| requirements(ctx, i)).unwrap_or_default();
    let entries = table_entries(ctx, op);
    for &(method, f) in &entries {
        let func = table.lookup(f).ok_or_else(|| format!("entry '{method}' names undefined @{}", ctx.str(f)))?;
        if !ctx.has_trait(func, Traits::CALLABLE) {
            return Err(format!("entry '{method}' names @{}, which is not a function", ctx.str(f)));
        }
        if let Some(i) = iface {
            let Some(&(_, sig)) = reqs.iter().find(|(m, _)| *m == method) else {
                return Err(format!("'{method}' is not a requirement of interface '{iface_name}'"));
            };
            let Some(fty) = ctx.attr_type(func, "type") else { continue };
            if !ctx.type_matches_subst(sig, fty, &this_subst(ctx, ty)) {
                return Err(format!(
                    "@{} of type {} does not implement '{method}' of '{}' for {}",
                    ctx.str(f),
                    print_type(ctx, fty),
                    ctx.attr_symbol(i, "sym").map_or("", |s| ctx.str(s)),
                    print_type(ctx, ty)
                ));
            }
        }
    }
    if iface.is_some() {
        if let Some((m, _)) = reqs.iter().find(|(m, _)| entries.iter().all(|(e, _)| e != m)) {
            return Err(format!("no entry implements requirement '{m}' of '{iface_name}'"));
        }
    }
    Ok(())
}

fn this_subst(ctx: &Context, ty: Type) -> TypeSubst {
    let mut s = TypeSubst::default();
    if let Some(this) = ctx.existing_sym(THIS) {
        s.insert(this, ty);
    }
    s
}

fn verify_witness(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let name = ctx.attr_symbol(op, "table").expect("schema checked");
    let t = table.lookup(name).ok_or_else(|| format!("no witness table @{}", ctx.str(name)))?;
    if ctx.op_name(t) != WITNESS_TABLE.name {
        return Err(format!("@{} is not a gen.witness_table", ctx.str(name)));
    }
    let rty = ctx.value_type(ctx.result(op, 0));
    let (Some(iface), Some(ty)) = (ctx.attr_str(t, "interface"), ctx.attr_type(t, "type")) else {
        return Ok(()); // the table's own verification reports it
    };
    match witness_parts(ctx, rty) {
        Some((i, wt)) if i == iface && wt == ty => Ok(()),
        _ => Err(format!(
            "the result must be !gen.Witness<struct<{iface} {{}}>, {}>, not {}",
            print_type(ctx, ty),
            print_type(ctx, rty)
        )),
    }
}

fn verify_witness_operand(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if witness_parts(ctx, t).is_none() {
        return Err(format!("operand #0 must be a witness, not {}", print_type(ctx, t)));
    }
    Ok(())
}

/// The interface is declared, `method` is one of its requirements, and the
/// operands and results are the requirement's signature with `This` the
/// witnessed type: so a generic body uses a parameter only as its bounds
/// allow (a witness of `T : I` exists only where `T : I` was required).
fn verify_witness_call(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let (iface_name, ty) = witness_parts(ctx, ctx.value_type(ctx.operand(op, 0))).expect("verified");
    let method = ctx.attr_str(op, "method").expect("schema checked");
    let iface = lookup_interface(ctx, table, iface_name)
        .ok_or_else(|| format!("no gen.interface @{iface_name} declares the requirements"))?;
    let reqs = requirements(ctx, iface);
    let Some(&(_, sig)) = reqs.iter().find(|(m, _)| *m == method) else {
        return Err(format!("'{method}' is not a requirement of interface '{iface_name}'"));
    };
    let TypeKind::Function { params, results } = ctx.type_kind(sig) else { return Ok(()) };
    let subst = this_subst(ctx, ty);
    let args = &ctx.operands(op)[1..];
    let res = ctx.results(op);
    let ok = params.len() == args.len()
        && results.len() == res.len()
        && params.iter().zip(args).all(|(&p, &a)| ctx.type_matches_subst(p, ctx.value_type(a), &subst))
        && results.iter().zip(res).all(|(&p, &r)| ctx.type_matches_subst(p, ctx.value_type(r), &subst));
    if !ok {
        return Err(format!(
            "does not match requirement '{method}' {} with This = {}",
            print_type(ctx, sig),
            print_type(ctx, ty)
        ));
    }
    Ok(())
}

fn verify_generic_call(ctx: &Context, op: Op) -> Result<(), String> {
    let a = ctx.attr(op, "types").expect("schema checked");
    let ok = matches!(ctx.attr_kind(a), AttrKind::Array(items)
        if items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::Type(_))));
    if !ok {
        return Err("'types' must be an array of types".into());
    }
    Ok(())
}

/// The callee is generic over as many parameters as there are type
/// arguments, and the operands and results are its signature with the
/// arguments substituted (witness parameters included: the caller proves
/// each constraint by passing a witness of it).
fn verify_generic_callee(ctx: &Context, table: &SymbolTable, op: Op) -> Result<(), String> {
    let name = ctx.attr_symbol(op, "callee").expect("schema checked");
    let callee = table.lookup(name).ok_or_else(|| format!("call to undefined function @{}", ctx.str(name)))?;
    let Some(params) = generic_params(ctx, callee) else {
        return Err(format!("@{} is not generic: call it with func.call", ctx.str(name)));
    };
    let types = call_types(ctx, op);
    if types.len() != params.len() {
        return Err(format!("@{} takes {} type arguments, not {}", ctx.str(name), params.len(), types.len()));
    }
    let subst: TypeSubst = params.iter().copied().zip(types.iter().copied()).collect();
    let Some(fty) = ctx.attr_type(callee, "type") else { return Ok(()) };
    let TypeKind::Function { params: ps, results: rs } = ctx.type_kind(fty) else { return Ok(()) };
    let args = ctx.operands(op);
    let res = ctx.results(op);
    let ok = ps.len() == args.len()
        && rs.len() == res.len()
        && ps.iter().zip(args).all(|(&p, &a)| ctx.type_matches_subst(p, ctx.value_type(a), &subst))
        && rs.iter().zip(res).all(|(&p, &r)| ctx.type_matches_subst(p, ctx.value_type(r), &subst));
    if !ok {
        return Err(format!(
            "call to @{} does not match its type {} with these type arguments",
            ctx.str(name),
            print_type(ctx, fty)
        ));
    }
    Ok(())
}

fn verify_existential_result(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.result(op, 0));
    if existential_interface(ctx, t).is_none() {
        return Err(format!("result must be an existential type, not {}", print_type(ctx, t)));
    }
    Ok(())
}

fn verify_pack(ctx: &Context, op: Op) -> Result<(), String> {
    verify_existential_result(ctx, op)?;
    match ctx.operands(op) {
        [_] => Ok(()),
        [v, w] => {
            let iface = existential_interface(ctx, ctx.value_type(ctx.result(op, 0))).expect("checked");
            match witness_parts(ctx, ctx.value_type(*w)) {
                Some((i, t)) if i == iface && t == ctx.value_type(*v) => Ok(()),
                _ => Err(format!(
                    "operand #1 must witness the conformance of {} to '{iface}'",
                    print_type(ctx, ctx.value_type(*v))
                )),
            }
        }
        _ => Err("takes a value and at most one witness".into()),
    }
}

fn verify_existential_operand(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    if existential_interface(ctx, t).is_none() {
        return Err(format!("operand must be an existential type, not {}", print_type(ctx, t)));
    }
    Ok(())
}

fn verify_existential_call(ctx: &Context, op: Op) -> Result<(), String> {
    let t = ctx.value_type(ctx.operand(op, 0));
    let t = match ctx.type_kind(t) {
        TypeKind::Ptr { pointee, .. } => *pointee,
        _ => t,
    };
    if existential_interface(ctx, t).is_none() {
        return Err(format!("operand #0 must be an existential value or its address, not {}", print_type(ctx, t)));
    }
    Ok(())
}

/// Checks the `generic` attribute of a `func.func` (called by its
/// verifier): distinct type parameters.
pub fn verify_generic_list(ctx: &Context, func: Op) -> Result<(), String> {
    let Some(a) = ctx.attr(func, "generic") else { return Ok(()) };
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return Err("'generic' must be an array".into()) };
    let mut seen = Vec::new();
    for &i in items {
        match ctx.attr_kind(i) {
            AttrKind::Type(t) => match ctx.type_kind(*t) {
                TypeKind::Param { name } if !seen.contains(name) => seen.push(*name),
                TypeKind::Param { .. } => {
                    return Err(format!("type parameter {} is listed twice", print_type(ctx, *t)))
                }
                _ => return Err(format!("'generic' lists type parameters, not {}", print_type(ctx, *t))),
            },
            _ => return Err("'generic' must be an array of type parameters".into()),
        }
    }
    // Every parameter the signature names is declared.
    let fty = ctx.attr_type(func, "type").expect("schema checked");
    let mut undeclared = None;
    ctx.for_each_param(fty, &mut |p| {
        if !seen.contains(&p) {
            undeclared.get_or_insert(p);
        }
    });
    if let Some(p) = undeclared {
        return Err(format!("the signature uses param<{}>, which 'generic' does not declare", ctx.str(p)));
    }
    Ok(())
}

// ----- interpreter ----------------------------------------------------------

fn module_of(ctx: &Context, mut op: Op) -> Op {
    while let Some(p) = ctx.parent_op(op) {
        op = p;
    }
    op
}

fn table_of(rt: &RtValue) -> Option<Op> {
    match rt {
        RtValue::Int(i) if *i != u64::from(u32::MAX) => Some(Op::new(*i as usize)),
        _ => None,
    }
}

fn eval_witness(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let name = interp.ctx.attr_symbol(op, "table").expect("verified");
    let t =
        interp.lookup_symbol(name).ok_or_else(|| Trap::new(format!("no witness table @{}", interp.ctx.str(name))))?;
    Ok(Flow::one(RtValue::Int(t.index() as u64)))
}

fn call_entry(interp: &mut Interpreter, table: Op, method: &str, args: Vec<RtValue>) -> Result<Vec<RtValue>, Trap> {
    let ctx = interp.ctx;
    let f = table_entry(ctx, table, method)
        .ok_or_else(|| Trap::new(format!("the witness table has no entry for '{method}'")))?;
    let func = interp.lookup_symbol(f).ok_or_else(|| Trap::new(format!("call to undefined @{}", ctx.str(f))))?;
    interp.call(func, args)
}

fn eval_witness_call(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let table = table_of(&args[0]).ok_or_else(|| Trap::new("a witness call without a witness"))?;
    let method = interp.ctx.attr_str(op, "method").expect("verified");
    let results = call_entry(interp, table, method, args[1..].to_vec())?;
    Ok(Flow::Next(results.into_iter().collect()))
}

fn eval_generic_call(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let name = ctx.attr_symbol(op, "callee").expect("verified");
    let callee =
        interp.lookup_symbol(name).ok_or_else(|| Trap::new(format!("call to undefined @{}", ctx.str(name))))?;
    let params = generic_params(ctx, callee).unwrap_or_default();
    let bindings = params.into_iter().zip(call_types(ctx, op)).collect();
    let results = interp.call_generic(callee, args.to_vec(), bindings)?;
    Ok(Flow::Next(results.into_iter().collect()))
}

/// An existential at run time: `[type id, table (u32::MAX: none), payload]`.
fn existential(id: u32, table: Option<Op>, payload: RtValue) -> RtValue {
    RtValue::Agg(vec![
        RtValue::Int(id.into()),
        RtValue::Int(table.map_or(u64::from(u32::MAX), |t| t.index() as u64)),
        payload,
    ])
}

/// Reads an existential (a zero-initialized one has type id 0, as its
/// lowered form does).
fn decode(interp: &Interpreter, op: Op, iface: &str, v: &RtValue) -> Result<(u32, Option<Op>, RtValue), Trap> {
    match v {
        RtValue::Agg(items) if items.len() == 3 => {
            Ok((items[0].as_int() as u32, table_of(&items[1]), items[2].clone()))
        }
        _ => {
            let ctx = interp.ctx;
            let table = table_with_id(ctx, module_of(ctx, op), iface, 0)?;
            let payload = table
                .map_or(RtValue::Agg(Vec::new()), |t| interp.zero_value(ctx.attr_type(t, "type").expect("verified")));
            Ok((0, table, payload))
        }
    }
}

fn table_with_id(ctx: &Context, module: Op, iface: &str, id: u32) -> Result<Option<Op>, Trap> {
    let ids = type_ids(ctx, module).map_err(|(_, m)| Trap::new(m))?;
    Ok(ctx
        .iter_block(ctx.body(module, 0))
        .find(|t| ctx.attr_str(*t, "interface") == Some(iface) && ids.get(t) == Some(&id)))
}

fn id_of(ctx: &Context, module: Op, table: Op) -> Result<u32, Trap> {
    let ids = type_ids(ctx, module).map_err(|(_, m)| Trap::new(m))?;
    Ok(ids.get(&table).copied().unwrap_or(NO_TYPE_ID))
}

fn result_iface(ctx: &Context, op: Op) -> &str {
    existential_interface(ctx, ctx.value_type(ctx.result(op, 0))).unwrap_or_default()
}

fn eval_pack(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let module = module_of(ctx, op);
    let table = match args.get(1) {
        Some(w) => table_of(w),
        None => find_table(ctx, module, result_iface(ctx, op), ctx.value_type(ctx.operand(op, 0))),
    }
    .ok_or_else(|| Trap::new("a value packed into an interface has no witness table"))?;
    let id = id_of(ctx, module, table)?;
    Ok(Flow::one(existential(id, Some(table), args[0].clone())))
}

fn eval_make(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let id = args[0].as_int() as u32;
    let table = table_with_id(ctx, module_of(ctx, op), result_iface(ctx, op), id)?;
    if let Some(t) = table {
        if ctx.attr_type(t, "type") != Some(ctx.value_type(ctx.operand(op, 1))) {
            return Err(Trap::new(
                "createDynamicObject of a value of another type than the id's reinterprets bits: run lower-existentials first",
            ));
        }
    }
    Ok(Flow::one(existential(id, table, args[1].clone())))
}

fn eval_existential_type_id(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let iface = existential_interface(interp.ctx, interp.ctx.value_type(interp.ctx.operand(op, 0))).unwrap_or_default();
    let (id, _, _) = decode(interp, op, iface, &args[0])?;
    Ok(Flow::one(RtValue::Int(id.into())))
}

fn eval_type_id(interp: &mut Interpreter, op: Op, _: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let module = module_of(ctx, op);
    let iface = ctx.attr_str(op, "interface").expect("verified");
    let ty = ctx.attr_type(op, "type").expect("verified");
    let id = match find_table(ctx, module, iface, ty) {
        Some(t) => id_of(ctx, module, t)?,
        None => NO_TYPE_ID,
    };
    Ok(Flow::one(RtValue::Int(id.into())))
}

fn eval_unpack(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let iface = existential_interface(ctx, ctx.value_type(ctx.operand(op, 0))).unwrap_or_default();
    let (_, table, payload) = decode(interp, op, iface, &args[0])?;
    let rty = ctx.value_type(ctx.result(op, 0));
    let holds = table.is_some_and(|t| ctx.attr_type(t, "type") == Some(rty));
    Ok(Flow::one(if holds { payload } else { interp.zero_value(rty) }))
}

fn eval_existential_call(interp: &mut Interpreter, op: Op, args: &[RtValue]) -> Result<Flow, Trap> {
    let ctx = interp.ctx;
    let this_ty = ctx.value_type(ctx.operand(op, 0));
    let (by_address, ety) = match ctx.type_kind(this_ty) {
        TypeKind::Ptr { pointee, .. } => (true, *pointee),
        _ => (false, this_ty),
    };
    let iface = existential_interface(ctx, ety).unwrap_or_default();
    let method = ctx.attr_str(op, "method").expect("verified");
    let value = match (&args[0], by_address) {
        (RtValue::Ptr(p), true) => interp.load(p)?,
        (v, _) => v.clone(),
    };
    let (id, table, payload) = decode(interp, op, iface, &value)?;
    let Some(table) = table else {
        // No conforming type has this id: the call does nothing, gives zero.
        let results = ctx.results(op).iter().map(|&r| interp.zero_value(ctx.value_type(r))).collect();
        return Ok(Flow::Next(results));
    };
    let this = if let (RtValue::Ptr(p), true) = (&args[0], by_address) {
        // Materialize the decoded form, then address the payload in place.
        interp.store(p, existential(id, Some(table), payload))?;
        let mut path = p.path.clone();
        path.push(2);
        RtValue::Ptr(Pointer { alloc: p.alloc, path })
    } else {
        payload
    };
    let mut call_args = vec![this];
    call_args.extend_from_slice(&args[1..]);
    let results = call_entry(interp, table, method, call_args)?;
    Ok(Flow::Next(results.into_iter().collect()))
}

// ----- invariants -----------------------------------------------------------

/// No generic code is left: no generic function, witness, witness call or
/// generic call, and no value of a type that names a type parameter.
/// (Interfaces, witness tables and existentials may remain.)
pub const MONOMORPHIC: Invariant = Invariant {
    name: "Monomorphic",
    summary: "no generic functions, witnesses or type parameters",
    check: check_monomorphic,
};

fn check_monomorphic(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    let mut err = None;
    ctx.walk_nested(root, &mut |op| {
        if err.is_some() {
            return;
        }
        let name = ctx.op_name(op);
        if GENERIC_OPS.contains(&name) {
            err = Some(Diagnostic::error("NSL2230", ctx.loc(op), format!("{name} remains after specialization")));
        } else if ctx.attr(op, "generic").is_some() {
            err = Some(Diagnostic::error("NSL2230", ctx.loc(op), "a generic function remains after specialization"));
        } else if let Some(&r) = ctx.results(op).iter().find(|&&r| ctx.type_has_params(ctx.value_type(r))) {
            err = Some(Diagnostic::error(
                "NSL2230",
                ctx.loc(op),
                format!("a value of generic type {} remains", print_type(ctx, ctx.value_type(r))),
            ));
        } else {
            for &region in ctx.regions(op) {
                let block = ctx.region_block(region);
                if let Some(&a) = ctx.block_args(block).iter().find(|&&a| ctx.type_has_params(ctx.value_type(a))) {
                    err = Some(Diagnostic::error(
                        "NSL2230",
                        ctx.loc(op),
                        format!("a parameter of generic type {} remains", print_type(ctx, ctx.value_type(a))),
                    ));
                    break;
                }
            }
        }
    });
    err.map_or(Ok(()), Err)
}
