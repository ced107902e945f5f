//! `lower-existentials`: values of interface type (existentials) become
//! tagged structs, and calls through them a `cf.switch` on the tag.
//!
//! Input: the frontend's `gen.witness_table`s (one per conformance of a
//! concrete type to an interface the program uses, with the function
//! implementing each requirement called through the interface),
//! `!gen.Existential<struct<I {}>>` types and the ops on them
//! (`gen.existential_pack`, `gen.existential_call`,
//! `gen.existential_type_id`, `gen.type_id`, `gen.existential_unpack`).
//!
//! - Type ids: a table's `id` attribute (from `-conformance T:I=id` or a
//!   test's `type_conformance`), else the first id not taken, in table
//!   order from 0.
//! - `!gen.Existential<I>` becomes `struct<I {typeId: u32, p0: T0, ...}>`,
//!   one payload field per conforming type that has fields (in table
//!   order): values of different types never share storage, so any
//!   payload type (doubles, matrices, bools, nested interfaces) round-trips
//!   exactly. A type that contains its own interface by value is an
//!   error (`NSL3160`): it would be infinitely large.
//! - A call through an interface that no type of the program conforms to
//!   (the frontend marks it `unimplemented`: none packed, none exported)
//!   and no witness table implements, in a function that can run, on a
//!   value the host wrote or `createDynamicObject` made: slangc's `E50100`,
//!   once per interface (at each call on a whole element of a buffer of the
//!   interface; at the `gen.existential_make` of a made value).
//! - A call on an interface-typed local that some path leaves unassigned:
//!   slangc's `E50101` (`uninit.rs`).
//! - `gen.existential_call` becomes a `cf.switch` on the type id with one
//!   arm per conforming type, each calling that type's implementation on
//!   the payload (its address for a `[mutating]` requirement). A type id
//!   that matches no conforming type (a value never assigned, or data
//!   written by the host with an unknown id) runs the default arm: the call
//!   does nothing and gives the zero value of its result. With one
//!   conforming type, its implementation is called whatever the id (as
//!   slangc calls the only member of a singleton set directly).
//! - `gen.type_id` is the constant id, or `0xFFFFFFFF` (no value has it)
//!   for a type that does not conform in this program.
//!
//! Output: none of these ops or types remain; witness tables are deleted.

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_dialects::{gen, hl};
use nsl_ir::attr::AttrKind;
use nsl_ir::{AddressSpace, Builder, Context, Diagnostic, InsertPoint, Language, Op, Type, TypeKind, Value};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

mod memory;
mod uninit;

/// Slang's natural size and alignment of a type, as AnyValue payloads
/// pack it (for hosts that write interface values into memory).
pub use memory::natural as any_value_natural;

pub static INFO: PassInfo = PassInfo {
    name: "lower-existentials",
    summary: "Values of interface type become tagged structs; calls through them switch on the type id",
    anchor: Anchor::Module,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LowerExistentials)),
};

/// The ops this pass removes.
pub const REMOVED: &[&str] = &[
    gen::WITNESS_TABLE.name,
    gen::EXISTENTIAL_PACK.name,
    gen::EXISTENTIAL_CALL.name,
    gen::EXISTENTIAL_TYPE_ID.name,
    gen::TYPE_ID.name,
    gen::EXISTENTIAL_UNPACK.name,
    gen::EXISTENTIAL_MAKE.name,
    gen::INTERFACE.name,
    hl::REINTERPRET.name,
];

/// A type as diagnostics name it: a struct by its name.
fn type_name(ctx: &Context, ty: Type) -> String {
    match ctx.type_kind(ty) {
        TypeKind::Struct { name, .. } => ctx.str(*name).to_string(),
        _ => nsl_ir::printer::print_type(ctx, ty),
    }
}

/// The type id `gen.type_id` gives a type that does not conform.
pub const NO_TYPE_ID: u32 = gen::NO_TYPE_ID;

struct LowerExistentials;

/// One conformance: the concrete type, its id and its implementations.
struct Conformance {
    ty: Type,
    id: u32,
    entries: FxHashMap<String, nsl_ir::Sym>,
    /// Its payload field in the lowered struct (none for a type without fields).
    field: Option<u32>,
}

#[derive(Default)]
struct Tables {
    by_interface: FxHashMap<String, Vec<Conformance>>,
    /// Payload words of interfaces without `[anyValueSize]`: the largest
    /// conforming type's natural size.
    inferred_words: FxHashMap<String, u32>,
}

impl Tables {
    /// The payload words in memory of existential type `ty`.
    fn words(&self, ctx: &Context, ty: Type) -> u32 {
        gen::existential_words(ctx, ty).unwrap_or_else(|| {
            let iface = gen::existential_interface(ctx, ty).unwrap_or_default();
            // Slang's default for an interface nothing conforms to.
            self.inferred_words.get(iface).copied().unwrap_or(4)
        })
    }
}

/// Lowers types, memoized; interfaces being lowered detect cycles. A type
/// in memory the host shares (storage, uniform and push-constant
/// pointers, buffers' elements) takes the memory form of existentials.
struct Lowerer<'t> {
    tables: &'t Tables,
    memo: FxHashMap<(Type, bool), Type>,
    in_progress: Vec<String>,
    cycle: Option<String>,
}

/// Is memory in `space` laid out for the host (existentials in AnyValue form)?
/// Device memory (what a `Ptr<IFoo>` points to) is: an existential behind a
/// pointer is the fixed-size AnyValue record, which is also what lets a
/// type conforming to `IFoo` hold an `IFoo*` without an infinite size.
fn host_visible(space: AddressSpace) -> bool {
    space.is_storage()
        || matches!(
            space,
            AddressSpace::Uniform | AddressSpace::PushConstant | AddressSpace::Device | AddressSpace::DeviceStd430
        )
}

impl Lowerer<'_> {
    fn ty(&mut self, ctx: &mut Context, ty: Type) -> Type {
        self.lower(ctx, ty, false)
    }

    fn lower(&mut self, ctx: &mut Context, ty: Type, mem: bool) -> Type {
        if let Some(&t) = self.memo.get(&(ty, mem)) {
            return t;
        }
        let out = match ctx.type_kind(ty).clone() {
            TypeKind::Opaque { .. } if gen::existential_interface(ctx, ty).is_some() => {
                let iface = gen::existential_interface(ctx, ty).unwrap_or_default().to_string();
                if mem {
                    let words = self.tables.words(ctx, ty);
                    any_value_record(ctx, &iface, words)
                } else {
                    self.existential(ctx, &iface)
                }
            }
            TypeKind::Array { elem, len } => {
                let elem = self.lower(ctx, elem, mem);
                ctx.array_type(elem, len)
            }
            TypeKind::Struct { name, fields } => {
                let new: Vec<_> = fields.iter().map(|&(n, t)| (n, self.lower(ctx, t, mem))).collect();
                // The memory form of a struct holding existentials is another
                // struct: give it another name (text targets declare both).
                let name = if mem && new != fields {
                    let n = format!("{}.mem", ctx.str(name));
                    ctx.sym(&n)
                } else {
                    name
                };
                ctx.intern_type(TypeKind::Struct { name, fields: new })
            }
            TypeKind::Ptr { pointee, space } => {
                let pointee = self.lower(ctx, pointee, host_visible(space));
                ctx.ptr_type(pointee, space)
            }
            TypeKind::Function { params, results } => {
                let params = params.into_iter().map(|t| self.lower(ctx, t, false)).collect();
                let results = results.into_iter().map(|t| self.lower(ctx, t, false)).collect();
                ctx.function_type(params, results)
            }
            // Resources: their elements live in host-visible memory.
            TypeKind::Opaque { name, params } => {
                let params = params.into_iter().map(|t| self.lower(ctx, t, true)).collect();
                ctx.intern_type(TypeKind::Opaque { name, params })
            }
            _ => ty,
        };
        self.memo.insert((ty, mem), out);
        out
    }

    fn existential(&mut self, ctx: &mut Context, iface: &str) -> Type {
        let name = ctx.sym(iface);
        let tag = (ctx.sym("typeId"), ctx.int_type(32, false));
        if self.in_progress.iter().any(|i| i == iface) {
            self.cycle.get_or_insert_with(|| iface.to_string());
            return ctx.intern_type(TypeKind::Struct { name, fields: vec![tag] });
        }
        self.in_progress.push(iface.to_string());
        let mut fields = vec![tag];
        let tables = self.tables;
        for c in tables.by_interface.get(iface).into_iter().flatten() {
            if c.field.is_some() {
                let t = self.ty(ctx, c.ty);
                fields.push((ctx.sym(&format!("p{}", fields.len() - 1)), t));
            }
        }
        self.in_progress.pop();
        ctx.intern_type(TypeKind::Struct { name, fields })
    }
}

/// The memory form of an existential, Slang's layout: the RTTI handle
/// (`uint2`, written 0), the witness table id (`uint2`: the type id, 0),
/// then the AnyValue payload as `words` u32s.
fn any_value_record(ctx: &mut Context, iface: &str, words: u32) -> Type {
    let u32_ty = ctx.int_type(32, false);
    let uint2 = ctx.vector_type(u32_ty, 2);
    let mut fields = vec![(ctx.sym("rtti"), uint2), (ctx.sym("witness"), uint2)];
    for i in 0..words {
        fields.push((ctx.sym(&format!("d{i}")), u32_ty));
    }
    let name = ctx.sym(&format!("{iface}.AnyValue{}", words * 4));
    ctx.intern_type(TypeKind::Struct { name, fields })
}

/// Does `ty` hold an existential (through arrays and structs)?
fn holds_existential(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { .. } => gen::existential_interface(ctx, ty).is_some(),
        TypeKind::Array { elem, .. } => holds_existential(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().any(|&(_, t)| holds_existential(ctx, t)),
        _ => false,
    }
}

/// Retypes every result, block argument and type attribute of `module`.
fn retype(ctx: &mut Context, module: Op, lowerer: &mut Lowerer) -> usize {
    let global = ctx.kind(hl::GLOBAL.name);
    let mut retyped = 0;
    for op in ctx.nested_ops(module) {
        let mut values: Vec<_> = ctx.results(op).to_vec();
        for &region in ctx.regions(op) {
            values.extend_from_slice(ctx.block_args(ctx.region_block(region)));
        }
        for v in values {
            let old = ctx.value_type(v);
            let new = lowerer.ty(ctx, old);
            if new != old {
                ctx.set_value_type(v, new);
                retyped += 1;
            }
        }
        // A uniform global's type is that of its (host-visible) memory.
        let mem = ctx.is(op, global) && ctx.attr_str(op, "kind") == Some("uniform");
        for (name, attr) in ctx.attrs(op).to_vec() {
            let new = retype_attr(ctx, attr, lowerer, mem);
            if new != attr {
                ctx.set_attr(op, name, new);
            }
        }
    }
    retyped
}

fn retype_attr(ctx: &mut Context, attr: nsl_ir::Attr, lowerer: &mut Lowerer, mem: bool) -> nsl_ir::Attr {
    match ctx.attr_kind(attr).clone() {
        AttrKind::Type(t) => {
            let t = lowerer.lower(ctx, t, mem);
            ctx.type_attr(t)
        }
        AttrKind::Array(items) => {
            let items = items.into_iter().map(|a| retype_attr(ctx, a, lowerer, mem)).collect();
            ctx.array_attr(items)
        }
        _ => attr,
    }
}

impl Pass for LowerExistentials {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn accepts(&self, ctx: &Context) -> Language {
        crate::contract::monomorphic(ctx)
    }
    /// The tagged structs hold the conforming types' values and a `u32`.
    fn preserves(&self) -> &'static [nsl_ir::language::Invariant] {
        keeps_types![nsl_dialects::invariants::NO_SIGNED_REM, nsl_dialects::invariants::NO_F64_TRANSCENDENTALS]
    }
    fn output(&self, _ctx: &Context, input: &Language) -> Language {
        input
            .clone()
            .keeping_invariants(self.preserves())
            .without_ops(REMOVED)
            .with_invariant(nsl_dialects::invariants::NO_EXISTENTIALS)
    }
    fn run(&mut self, ctx: &mut Context, module: Op, stats: &mut Statistics) -> Result<(), Diagnostic> {
        let tables = collect_tables(ctx, module)?;
        // The interface of each op, and the original types that host-visible
        // loads and stores of existentials convert, before types change.
        // The ops on values (tables and interfaces are declarations).
        let kinds: Vec<(nsl_ir::OpKind, &str)> = REMOVED
            .iter()
            .filter(|&&n| n != gen::WITNESS_TABLE.name && n != gen::INTERFACE.name)
            .map(|&n| (ctx.kind(n), n))
            .collect();
        let (load, store) = (ctx.kind("mem.load"), ctx.kind("mem.store"));
        let mut work = Vec::new();
        let mut memory = Vec::new();
        let mut makes = Vec::new();
        let mut reinterprets = Vec::new();
        for op in ctx.nested_ops(module) {
            if ctx.is(op, load) || ctx.is(op, store) {
                if let TypeKind::Ptr { pointee, space } = *ctx.type_kind(ctx.value_type(ctx.operand(op, 0))) {
                    if host_visible(space) && holds_existential(ctx, pointee) {
                        memory.push((op, pointee));
                    }
                }
                continue;
            }
            let Some(&(_, name)) = kinds.iter().find(|(k, _)| ctx.is(op, *k)) else { continue };
            if name == gen::EXISTENTIAL_MAKE.name {
                makes.push((op, ctx.value_type(ctx.result(op, 0)), ctx.value_type(ctx.operand(op, 1))));
                continue;
            }
            if name == hl::REINTERPRET.name {
                let from = ctx.value_type(ctx.operand(op, 0));
                reinterprets.push((op, from, ctx.value_type(ctx.result(op, 0))));
                continue;
            }
            let iface = match name {
                n if n == gen::TYPE_ID.name => ctx.attr_str(op, "interface").unwrap_or_default().to_string(),
                n if n == gen::EXISTENTIAL_PACK.name => interface_of(ctx, ctx.value_type(ctx.result(op, 0))),
                _ => interface_of(ctx, ctx.value_type(ctx.operand(op, 0))),
            };
            work.push((op, name, iface));
        }
        // A dispatch on a local some path leaves unassigned has no type to
        // dispatch on (slangc's E50101).
        if work.iter().any(|(_, name, _)| *name == gen::EXISTENTIAL_CALL.name) {
            let live = crate::symbol_dce::live_ops(ctx, module);
            let unassigned = uninit::check(ctx, module, &live);
            if !unassigned.is_empty() {
                stats.diagnostics.extend(unassigned);
                return Ok(());
            }
        }
        // A dispatch through an interface no type conforms to has no
        // implementation to call (slangc's E50100), once per interface,
        // in the functions that can run.
        if no_conformances(ctx, module, &work, &tables, stats) {
            return Ok(());
        }
        let mut lowerer = Lowerer { tables: &tables, memo: FxHashMap::default(), in_progress: Vec::new(), cycle: None };
        stats.add("values-retyped", retype(ctx, module, &mut lowerer) as u64);
        if let Some(iface) = lowerer.cycle.clone() {
            // Said where a value of a type of the cycle is packed.
            let loc = work.iter().find(|(_, _, i)| *i == iface).map_or(ctx.loc(module), |&(op, ..)| ctx.loc(op));
            return Err(Diagnostic::error(
                "NSL3160",
                loc,
                format!("a type conforming to interface '{iface}' holds a value of '{iface}' (directly or through other types): its size would be infinite"),
            ));
        }
        let lowerer = RefCell::new(lowerer);
        let table = nsl_ir::SymbolTable::build(ctx, module);
        for (op, name, iface) in work {
            let conformances: &[Conformance] = tables.by_interface.get(&iface).map_or(&[], |v| &v[..]);
            lower_op(ctx, &table, op, name, conformances, &lowerer)?;
            stats.add("ops-lowered", 1);
        }
        for (op, orig, value_ty) in makes {
            memory::make(ctx, op, (orig, value_ty), &tables, &lowerer)?;
            stats.add("ops-lowered", 1);
        }
        for (op, from, to) in reinterprets {
            memory::reinterpret(ctx, op, (from, to), &tables, &lowerer)?;
            stats.add("ops-lowered", 1);
        }
        for (op, orig) in memory {
            memory::convert_access(ctx, op, orig, &tables, &lowerer)?;
            stats.add("memory-accesses-converted", 1);
        }
        let (wt, iface) = (ctx.kind(gen::WITNESS_TABLE.name), ctx.kind(gen::INTERFACE.name));
        for op in ctx.nested_ops(module) {
            if ctx.is(op, wt) || ctx.is(op, iface) {
                ctx.erase_op(op);
            }
        }
        Ok(())
    }
}

/// slangc's E50100: reports each interface that a live function calls a
/// requirement of (`gen.existential_call` marked `unimplemented` by the
/// frontend: no type of the program conforms to it for dispatch) while no
/// witness table gives it an implementation, at its first such call on a
/// value the host wrote (and at every call on an element of a buffer of
/// the interface itself, which slangc checks per load); true when one was.
/// (Other values of such an interface come from code that folding may
/// prove dead, as slangc checks after it: they are left alone.)
fn no_conformances(
    ctx: &Context,
    module: Op,
    work: &[(Op, &str, String)],
    tables: &Tables,
    stats: &mut Statistics,
) -> bool {
    let unimplemented = |op: Op, name: &str, iface: &String| {
        name == gen::EXISTENTIAL_CALL.name
            && ctx.attr(op, "unimplemented").is_some()
            && tables.by_interface.get(iface).is_none_or(|v| v.is_empty())
    };
    if !work.iter().any(|(op, name, iface)| unimplemented(*op, name, iface)) {
        return false;
    }
    let live = crate::symbol_dce::live_ops(ctx, module);
    let mut reported = rustc_hash::FxHashSet::default();
    for (op, name, iface) in work {
        if !unimplemented(*op, name, iface) {
            continue;
        }
        let Some(origin) = from_host(ctx, ctx.operand(*op, 0), 0) else { continue };
        let per_load = origin == HostValue::Element;
        if !per_load && reported.contains(iface) {
            continue;
        }
        let mut top = *op;
        while let Some(p) = ctx.parent_op(top).filter(|&p| p != module) {
            top = p;
        }
        if !live.contains(&top) {
            continue;
        }
        reported.insert(iface.clone());
        // A value made from an id and data is reported where it is made.
        let at = if let HostValue::Made(make) = origin { make } else { *op };
        stats.diagnostics.push(Diagnostic::error(
            "E50100",
            ctx.loc(at),
            format!(
                "no type conformances found: no type conforming to interface '{iface}' is present in the program, \
                 so this call through it has no implementation"
            ),
        ));
    }
    !reported.is_empty()
}

/// The interface an `E50100` diagnostic of this pass names (a host that
/// writes values of a type conforming to it can add the conformance, as
/// render-test does on demand).
pub fn unconformed_interface(d: &Diagnostic) -> Option<&str> {
    if d.code != "E50100" {
        return None;
    }
    d.message.split_once("interface '")?.1.split_once('\'').map(|(iface, _)| iface)
}

/// Where a value of interface type that can hold any conforming type
/// comes from (see [`from_host`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum HostValue {
    /// A buffer's element of the interface type, read whole.
    Element,
    /// A part of host-written data (a field, uniform data).
    Part,
    /// `createDynamicObject<I>(id, data)`: the `gen.existential_make`.
    Made(Op),
}

/// Whether `v` was read from memory the host writes (a buffer, uniform
/// data) or made from a type id and data (`createDynamicObject`), directly
/// or through function-local variables it was stored in. Such a value can
/// hold anything, so a call through it can run whatever folding later
/// proves.
fn from_host(ctx: &Context, v: Value, depth: usize) -> Option<HostValue> {
    let def = ctx.defining_op(v)?;
    if ctx.op_name(def) == gen::EXISTENTIAL_MAKE.name {
        return Some(HostValue::Made(def));
    }
    let load = Some(def).filter(|&op| ctx.op_name(op) == "mem.load")?;
    let ptr = ctx.operand(load, 0);
    if let TypeKind::Ptr { space, .. } = *ctx.type_kind(ctx.value_type(ptr)) {
        if host_visible(space) {
            let whole = ctx.defining_op(ptr).is_some_and(|d| ctx.op_name(d) == "hl.buffer_elem_addr");
            return Some(if whole { HostValue::Element } else { HostValue::Part });
        }
    }
    ctx.defining_op(ptr).filter(|&d| ctx.op_name(d) == "mem.var" && depth < 4)?;
    let stores: Vec<Op> =
        ctx.uses(ptr).iter().filter(|u| ctx.op_name(u.op) == "mem.store" && u.index == 0).map(|u| u.op).collect();
    match stores.as_slice() {
        [st] => from_host(ctx, ctx.operand(*st, 1), depth + 1),
        _ => None,
    }
}

fn interface_of(ctx: &Context, ty: Type) -> String {
    let ty = match ctx.type_kind(ty) {
        TypeKind::Ptr { pointee, .. } => *pointee,
        _ => ty,
    };
    gen::existential_interface(ctx, ty).unwrap_or_default().to_string()
}

/// The witness tables by interface, with their type ids.
fn collect_tables(ctx: &Context, module: Op) -> Result<Tables, Diagnostic> {
    let wt = ctx.kind(gen::WITNESS_TABLE.name);
    let mut raw: FxHashMap<String, Vec<(Op, Option<i128>)>> = FxHashMap::default();
    let mut order = Vec::new();
    for op in ctx.nested_ops(module) {
        if !ctx.is(op, wt) {
            continue;
        }
        let iface = ctx.attr_str(op, "interface").unwrap_or_default().to_string();
        if !raw.contains_key(&iface) {
            order.push(iface.clone());
        }
        raw.entry(iface).or_default().push((op, ctx.attr_int(op, "id")));
    }
    let ids = gen::type_ids(ctx, module).map_err(|(op, m)| Diagnostic::error("NSL3161", ctx.loc(op), m))?;
    let mut tables = Tables::default();
    for iface in order {
        let ops = &raw[&iface];
        let mut field = 0u32;
        let mut list = Vec::new();
        for &(op, _) in ops {
            let id = ids.get(&op).copied().unwrap_or(NO_TYPE_ID);
            let ty = ctx.attr_type(op, "type").expect("verified");
            let mut entries = FxHashMap::default();
            if let Some(AttrKind::Array(items)) = ctx.attr(op, "entries").map(|a| ctx.attr_kind(a)) {
                for pair in items.chunks(2) {
                    if let [k, v] = pair {
                        if let (AttrKind::Str(k), AttrKind::Symbol(s)) = (ctx.attr_kind(*k), ctx.attr_kind(*v)) {
                            entries.insert(ctx.str(*k).to_string(), *s);
                        }
                    }
                }
            }
            // A type of no size (empty structs, nested) needs no payload
            // field; none is kept (drivers mishandle zero-sized members).
            let has_fields = memory::natural(ctx, ty, &|_, _| None).is_none_or(|(size, _)| size > 0);
            let f = has_fields.then(|| {
                field += 1;
                field
            });
            list.push(Conformance { ty, id, entries, field: f });
        }
        tables.by_interface.insert(iface, list);
    }
    let memo = RefCell::new(FxHashMap::default());
    for iface in tables.by_interface.keys() {
        let words = inferred_words(ctx, &tables.by_interface, iface, &memo, &mut Vec::new());
        memo.borrow_mut().insert(iface.clone(), words);
    }
    tables.inferred_words = memo.into_inner().into_iter().filter_map(|(k, v)| Some((k, v?))).collect();
    Ok(tables)
}

/// The payload words of interface `iface` without `[anyValueSize]`: its
/// largest conforming type's natural size, nested interface values sized
/// the same way (`None` for an interface whose conforming types hold a
/// value of itself: no finite size; such types are not packed).
fn inferred_words(
    ctx: &Context,
    by_interface: &FxHashMap<String, Vec<Conformance>>,
    iface: &str,
    memo: &RefCell<FxHashMap<String, Option<u32>>>,
    stack: &mut Vec<String>,
) -> Option<u32> {
    if let Some(&w) = memo.borrow().get(iface) {
        return w;
    }
    let Some(list) = by_interface.get(iface) else {
        return Some(4);
    };
    if stack.iter().any(|s| s == iface) {
        return None;
    }
    stack.push(iface.to_string());
    let stack_cell = RefCell::new(std::mem::take(stack));
    let words_of = |ctx: &Context, t: Type| {
        gen::existential_words(ctx, t).or_else(|| {
            let inner = gen::existential_interface(ctx, t).unwrap_or_default();
            inferred_words(ctx, by_interface, inner, memo, &mut stack_cell.borrow_mut())
        })
    };
    let largest = list.iter().filter_map(|c| memory::natural(ctx, c.ty, &words_of)).map(|(size, _)| size).max();
    *stack = stack_cell.into_inner();
    stack.pop();
    Some(largest.unwrap_or(16).div_ceil(4))
}

/// The zero value of `ty`: a constant, or a zero-initialized variable's load.
pub(crate) fn zero(b: &mut Builder, ty: Type) -> Value {
    let v = nsl_ir::interp::zero_value(b.ctx, ty);
    match nsl_ir::interp::attr_from_value(b.ctx, &v, ty) {
        Some(a) => b.value("arith.const", &[], ty, &[("value", a)]),
        None => {
            let pty = b.ctx.ptr_type(ty, AddressSpace::Function);
            let var = b.value("mem.var", &[], pty, &[]);
            b.value("mem.load", &[var], ty, &[])
        }
    }
}

fn u32_const(b: &mut Builder, v: u32) -> Value {
    let ty = b.ctx.int_type(32, false);
    let a = b.ctx.int_attr(v.into());
    b.value("arith.const", &[], ty, &[("value", a)])
}

fn lower_op(
    ctx: &mut Context,
    table: &nsl_ir::SymbolTable,
    op: Op,
    name: &str,
    conformances: &[Conformance],
    lowerer: &RefCell<Lowerer>,
) -> Result<(), Diagnostic> {
    let loc = ctx.loc(op);
    let mut b = Builder::new(ctx, InsertPoint::Before(op));
    b.loc = loc;
    let u32_ty = b.ctx.int_type(32, false);
    let find = |ty: Type, lowerer: &RefCell<Lowerer>, ctx: &mut Context| {
        conformances.iter().find(|c| lowerer.borrow_mut().ty(ctx, c.ty) == ty)
    };
    let replacement: Vec<Value> = match name {
        n if n == gen::EXISTENTIAL_PACK.name => {
            let v = b.ctx.operand(op, 0);
            let (vty, ety) = (b.ctx.value_type(v), b.ctx.value_type(b.ctx.result(op, 0)));
            let Some(c) = find(vty, lowerer, b.ctx) else {
                return Err(Diagnostic::error("NSL3162", loc, "a value packed into an interface has no witness table"));
            };
            let TypeKind::Struct { fields, .. } = b.ctx.type_kind(ety).clone() else { unreachable!("lowered") };
            let mut items = vec![u32_const(&mut b, c.id)];
            for (k, &(_, fty)) in fields.iter().enumerate().skip(1) {
                items.push(if Some(k as u32) == c.field { v } else { zero(&mut b, fty) });
            }
            vec![b.value("agg.construct", &items, ety, &[])]
        }
        n if n == gen::EXISTENTIAL_TYPE_ID.name => {
            let e = b.ctx.operand(op, 0);
            let idx = b.ctx.int_attr(0);
            vec![b.value("agg.extract", &[e], u32_ty, &[("index", idx)])]
        }
        n if n == gen::TYPE_ID.name => {
            let ty = b.ctx.attr_type(op, "type").expect("verified");
            let ty = lowerer.borrow_mut().ty(b.ctx, ty);
            let id = find(ty, lowerer, b.ctx).map_or(NO_TYPE_ID, |c| c.id);
            vec![u32_const(&mut b, id)]
        }
        n if n == gen::EXISTENTIAL_UNPACK.name => {
            let e = b.ctx.operand(op, 0);
            let rty = b.ctx.value_type(b.ctx.result(op, 0));
            match find(rty, lowerer, b.ctx).and_then(|c| c.field) {
                Some(k) => {
                    let idx = b.ctx.int_attr(k.into());
                    vec![b.value("agg.extract", &[e], rty, &[("index", idx)])]
                }
                None => vec![zero(&mut b, rty)],
            }
        }
        _ => lower_call(&mut b, table, op, conformances, lowerer)?,
    };
    for (k, v) in replacement.into_iter().enumerate() {
        let r = ctx.result(op, k);
        ctx.replace_all_uses(r, v);
    }
    ctx.erase_op(op);
    Ok(())
}

fn lower_call(
    b: &mut Builder,
    module_table: &nsl_ir::SymbolTable,
    op: Op,
    conformances: &[Conformance],
    lowerer: &RefCell<Lowerer>,
) -> Result<Vec<Value>, Diagnostic> {
    let loc = b.loc;
    let method = b.ctx.attr_str(op, "method").unwrap_or_default().to_string();
    let this = b.ctx.operand(op, 0);
    let args: Vec<Value> = b.ctx.operands(op)[1..].to_vec();
    let results: Vec<Type> = b.ctx.results(op).iter().map(|&r| b.ctx.value_type(r)).collect();
    let by_address = matches!(b.ctx.type_kind(b.ctx.value_type(this)), TypeKind::Ptr { .. });
    if matches!(b.ctx.type_kind(b.ctx.value_type(this)), TypeKind::Ptr { space, .. } if host_visible(*space)) {
        return Err(Diagnostic::error(
            "NSL3163",
            loc,
            format!("calling [mutating] '{method}' on an interface-typed value in a buffer is not supported yet"),
        ));
    }
    let u32_ty = b.ctx.int_type(32, false);
    let zero_idx = b.ctx.int_attr(0);
    // One conforming type: its implementation is called whatever the id,
    // as slangc calls the only member of a singleton set directly.
    let single = conformances.len() == 1;
    let tag = if single {
        None
    } else if by_address {
        let p = b.ctx.ptr_type(u32_ty, AddressSpace::Function);
        let space = match b.ctx.type_kind(b.ctx.value_type(this)) {
            TypeKind::Ptr { space, .. } => *space,
            _ => AddressSpace::Function,
        };
        let p = if space == AddressSpace::Function { p } else { b.ctx.ptr_type(u32_ty, space) };
        let a = b.value("mem.field_addr", &[this], p, &[("index", zero_idx)]);
        Some(b.value("mem.load", &[a], u32_ty, &[]))
    } else {
        Some(b.value("agg.extract", &[this], u32_ty, &[("index", zero_idx)]))
    };
    let lists: Vec<nsl_ir::Attr> = conformances
        .iter()
        .map(|c| {
            let id = b.ctx.int_attr(c.id.into());
            b.ctx.array_attr(vec![id])
        })
        .collect();
    let cases = b.ctx.array_attr(lists);
    let switch = tag.map(|tag| b.op("cf.switch", &[tag], &results, &[("cases", cases)], conformances.len() + 1));
    for (i, c) in conformances.iter().enumerate() {
        let mut arm = match switch {
            Some(sw) => {
                let block = b.ctx.body(sw, i);
                Builder::at_end(b.ctx, block)
            }
            None => Builder::new(b.ctx, InsertPoint::Before(op)),
        };
        arm.loc = loc;
        let Some(&callee) = c.entries.get(&method) else {
            return Err(Diagnostic::error("NSL3162", loc, format!("a witness table lacks requirement '{method}'")));
        };
        let payload_ty = lowerer.borrow_mut().ty(arm.ctx, c.ty);
        let payload = match (by_address, c.field) {
            (false, Some(k)) => {
                let idx = arm.ctx.int_attr(k.into());
                arm.value("agg.extract", &[this], payload_ty, &[("index", idx)])
            }
            (false, None) => zero(&mut arm, payload_ty),
            (true, Some(k)) => {
                let space = match arm.ctx.type_kind(arm.ctx.value_type(this)) {
                    TypeKind::Ptr { space, .. } => *space,
                    _ => AddressSpace::Function,
                };
                let p = arm.ctx.ptr_type(payload_ty, space);
                let idx = arm.ctx.int_attr(k.into());
                arm.value("mem.field_addr", &[this], p, &[("index", idx)])
            }
            (true, None) => {
                let p = arm.ctx.ptr_type(payload_ty, AddressSpace::Function);
                arm.value("mem.var", &[], p, &[])
            }
        };
        let mut operands = vec![payload];
        operands.extend_from_slice(&args);
        // The implementation must take exactly these operands.
        let f = module_table.lookup(callee);
        let fty = f.and_then(|f| arm.ctx.attr_type(f, "type"));
        let want_params: Vec<Type> = operands.iter().map(|&v| arm.ctx.value_type(v)).collect();
        let ok = fty.is_some_and(|t| {
            matches!(arm.ctx.type_kind(t), TypeKind::Function { params, results: rs }
                if *params == want_params && *rs == results)
        });
        if !ok {
            return Err(Diagnostic::error(
                "NSL3162",
                loc,
                format!(
                    "the implementation of '{method}' for a conforming type does not take the requirement's operands"
                ),
            ));
        }
        let callee_attr = arm.ctx.intern_attr(AttrKind::Symbol(callee));
        let call = arm.op("func.call", &operands, &results, &[("callee", callee_attr)], 0);
        let rs: Vec<Value> = arm.ctx.results(call).to_vec();
        if switch.is_none() {
            return Ok(rs);
        }
        arm.op("cf.break", &rs, &[], &[], 0);
    }
    let Some(switch) = switch else { unreachable!("one conformance returns from its arm") };
    let block = b.ctx.body(switch, conformances.len());
    let mut arm = Builder::at_end(b.ctx, block);
    arm.loc = loc;
    let zeros: Vec<Value> = results.iter().map(|&t| zero(&mut arm, t)).collect();
    arm.op("cf.break", &zeros, &[], &[], 0);
    Ok(b.ctx.results(switch).to_vec())
}
