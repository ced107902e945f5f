//! A compiled shader as the runtime sees it: its compute entry point and
//! its parameters, and the binding of TEST_INPUT values to those
//! parameters.
//!
//! The parameters, in declaration order, are the module's resource and
//! uniform `hl.global`s, then the entry point's `uniform` parameters. (The
//! frontend gives each member of a `cbuffer` its own uniform global, and a
//! `ConstantBuffer<T>` is one uniform global of type T.)
//!
//! Binding follows render-test: an input with a name binds the parameter
//! of that name; an input without one binds the parameter at its position
//! in the list of inputs; a name can also be a `cbuffer` block's (the
//! `block` of its members' globals), which binds the block's first member.
//! A `cbuffer(data=[...])` input fills its
//! parameter and, while data remains, the uniform parameters declared
//! right after it, laid out as the members of one std140 block (so an
//! unnamed `cbuffer` fills every member of a `cbuffer { ... }` block); the
//! positions of later inputs shift by the extra parameters it filled.

use crate::layout::{Layouter, Rules};
use crate::Error;
use nsl_dialects::hl;
use nsl_ir::interp::RtValue;
use nsl_ir::{AddressSpace, Context, Op, Type, TypeKind};
use nsl_testfile::input::{Input, InputKind, Item, Object};
use nsl_testfile::texture::{SamplerDesc, TextureDesc};

/// A module ready to run: its context, the module op, the entry point and
/// the parameters.
pub struct Program {
    pub ctx: Context,
    pub module: Op,
    pub entry: Entry,
    pub params: Vec<Param>,
    /// The conformances of the program's witness tables (before
    /// `lower-existentials` deleted them), for interface values the host
    /// writes.
    pub conformances: Vec<Conformance>,
    /// The (type, interface) conformances that objects in the inputs
    /// needed and the program lacks, noted while binding.
    pub missing: std::cell::RefCell<Vec<(String, String)>>,
}

/// A concrete type's conformance to an interface, with its type id.
#[derive(Clone, Debug)]
pub struct Conformance {
    pub interface: String,
    pub ty: Type,
    pub id: u32,
}

pub struct Entry {
    pub func: Op,
    pub name: String,
    pub numthreads: [u32; 3],
    /// One per function parameter.
    pub args: Vec<EntryArg>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemValue {
    DispatchThreadId,
    GroupThreadId,
    GroupId,
    GroupIndex,
}

#[derive(Clone, Copy, Debug)]
pub enum EntryArg {
    /// A system value of this type (an integer or a vector of integers).
    System(SystemValue, Type),
    /// The uniform parameter `params[index]`.
    Uniform(usize),
}

pub struct Param {
    pub name: String,
    pub place: Place,
    pub kind: ParamKind,
    /// The global's `binding = [binding, set]` (from `assign-bindings`).
    pub binding: Option<(u32, u32)>,
    /// The `cbuffer` block a uniform member belongs to (`cbuffer C { ... }`).
    pub block: Option<String>,
    /// The parameter this global was split from (`split-resource-globals`):
    /// its name and declared type, resources included.
    pub split_from: Option<(String, Type)>,
    /// An array of resources (one binding, one descriptor per element;
    /// `kind` is the element's): its length, `None` when unbounded.
    pub array: Option<Option<u32>>,
    /// The hidden counter of the Append/ConsumeStructuredBuffer parameter
    /// of this name: bound with the counter value of that parameter's
    /// input, never by an input of its own.
    pub counter_for: Option<String>,
    /// A uniform in push constants (`[[vk::push_constant]]`), not in a
    /// uniform buffer: whether the entry points reach it (only those
    /// reached are in the module: a stage has one push-constant block).
    pub push_constant: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// An `hl.global`.
    Global(Op),
    /// The entry point's parameter with this index.
    EntryArg(usize),
}

#[derive(Clone, Debug, PartialEq)]
pub enum ParamKind {
    /// `(RW)StructuredBuffer<elem>`; `std430` unless it names another
    /// data layout (`StructuredBuffer<T, ScalarDataLayout>`), which only
    /// Vulkan runs (the interpreter and the C++ backend lay buffers out
    /// by std430).
    Structured { elem: Type, std430: bool },
    /// `(RW)ByteAddressBuffer`.
    ByteAddress,
    /// Uniform data of this type.
    Uniform(Type),
    /// A texture (an `hl` texture type).
    Texture(Type),
    /// `SamplerState`, `SamplerComparisonState`.
    Sampler,
    /// Any other resource: its type, printed.
    Other(String),
}

/// Finds the compute entry point (`entry` by name, else the only one, else
/// `computeMain`, render-test's default) and the parameters.
pub fn analyse(ctx: Context, module: Op, entry: Option<&str>) -> Result<Program, Error> {
    let mut globals = Vec::new();
    let mut entries = Vec::new();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        match ctx.op_name(op) {
            n if n == hl::GLOBAL.name => globals.push(op),
            n if n == hl::ENTRY_POINT.name && ctx.attr_str(op, "stage") == Some("compute") => entries.push(op),
            _ => {}
        }
    }
    let name_of = |ep: Op| ctx.attr_symbol(ep, "func").map_or(String::new(), |s| ctx.str(s).to_string());
    let names: Vec<String> = entries.iter().map(|&e| name_of(e)).collect();
    let chosen = match entry {
        Some(want) => names
            .iter()
            .position(|n| n == want)
            .ok_or_else(|| Error::Setup(format!("no compute entry point named '{want}' (found: {})", list(&names))))?,
        None if names.len() == 1 => 0,
        None => names.iter().position(|n| n == "computeMain").ok_or_else(|| {
            Error::Setup(format!("choose a compute entry point with --entry (found: {})", list(&names)))
        })?,
    };
    let ep = entries[chosen];
    let sym = ctx.attr_symbol(ep, "func").ok_or_else(|| Error::Setup("entry point without a function".into()))?;
    let func = nsl_ir::SymbolTable::build(&ctx, module)
        .lookup(sym)
        .ok_or_else(|| Error::Setup(format!("no function @{}", ctx.str(sym))))?;
    let numthreads = match ctx.attr(ep, "numthreads").map(|a| ctx.attr_kind(a)) {
        Some(nsl_ir::attr::AttrKind::Array(items)) => {
            let mut n = [1u32; 3];
            for (slot, &a) in n.iter_mut().zip(items) {
                if let nsl_ir::attr::AttrKind::Int(v) = ctx.attr_kind(a) {
                    *slot = u32::try_from(*v).ok().filter(|&v| v > 0).unwrap_or(1);
                }
            }
            n
        }
        _ => [1, 1, 1],
    };
    let semantics: Vec<String> = match ctx.attr(ep, "semantics").map(|a| ctx.attr_kind(a)) {
        Some(nsl_ir::attr::AttrKind::Array(items)) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                nsl_ir::attr::AttrKind::Str(s) => ctx.str(*s).to_string(),
                _ => String::new(),
            })
            .collect(),
        _ => Vec::new(),
    };

    let mut params = global_params(&ctx, &globals, &reached_globals(&ctx, module, &[sym]));
    let body = ctx.body(func, 0);
    let mut args = Vec::new();
    for (i, &v) in ctx.block_args(body).iter().enumerate() {
        let ty = ctx.value_type(v);
        let semantic = semantics.get(i).map_or("", String::as_str);
        let system = match semantic.to_ascii_lowercase().as_str() {
            "sv_dispatchthreadid" => Some(SystemValue::DispatchThreadId),
            "sv_groupthreadid" => Some(SystemValue::GroupThreadId),
            "sv_groupid" => Some(SystemValue::GroupId),
            "sv_groupindex" => Some(SystemValue::GroupIndex),
            "uniform" => None,
            other => {
                let what = if other.is_empty() { "no semantic".to_string() } else { format!("semantic {semantic}") };
                return Err(Error::Unsupported(format!("entry point parameter {i} has {what}")));
            }
        };
        match system {
            Some(sv) => {
                let elem = match ctx.type_kind(ty) {
                    TypeKind::Vector { elem, len: 1..=3 } => *elem,
                    _ => ty,
                };
                if !matches!(ctx.type_kind(elem), TypeKind::Int { .. }) {
                    let t = nsl_ir::printer::print_type(&ctx, ty);
                    return Err(Error::Unsupported(format!("{semantic} of type {t}")));
                }
                args.push(EntryArg::System(sv, ty));
            }
            None => {
                let name = ctx.value_name(v).map_or(format!("#{i}"), |s| ctx.str(s).to_string());
                args.push(EntryArg::Uniform(params.len()));
                params.push(Param {
                    name,
                    place: Place::EntryArg(i),
                    kind: ParamKind::Uniform(ty),
                    binding: None,
                    block: None,
                    split_from: None,
                    array: None,
                    counter_for: None,
                    push_constant: None,
                });
            }
        }
    }
    let entry = Entry { func, name: names[chosen].clone(), numthreads, args };
    Ok(Program { ctx, module, entry, params, conformances: Vec::new(), missing: Default::default() })
}

/// The resource and uniform globals as parameters, in declaration order.
/// The globals (`hl.global_addr`, `hl.resource` & co) that the functions
/// `roots` and those they call name.
fn reached_globals(ctx: &Context, module: Op, roots: &[nsl_ir::Sym]) -> std::collections::HashSet<nsl_ir::Sym> {
    let table = nsl_ir::SymbolTable::build(ctx, module);
    let call = nsl_dialects::func::CALL.name;
    let mut seen: std::collections::HashSet<nsl_ir::Sym> = roots.iter().copied().collect();
    let mut todo: Vec<nsl_ir::Sym> = roots.to_vec();
    let mut globals = std::collections::HashSet::new();
    while let Some(f) = todo.pop() {
        let Some(func) = table.lookup(f) else { continue };
        for op in ctx.nested_ops(func) {
            if ctx.op_name(op) == call {
                if let Some(callee) = ctx.attr_symbol(op, "callee").filter(|c| seen.insert(*c)) {
                    todo.push(callee);
                }
            }
            globals.extend(ctx.attr_symbol(op, "global"));
        }
    }
    globals
}

fn global_params(ctx: &Context, globals: &[Op], reached: &std::collections::HashSet<nsl_ir::Sym>) -> Vec<Param> {
    let mut params = Vec::new();
    for &g in globals {
        let kind = ctx.attr_str(g, "kind").unwrap_or("");
        let Some(mut ty) = ctx.attr_type(g, "type") else { continue };
        let mut array = None;
        if let TypeKind::Array { elem, len } = *ctx.type_kind(ty) {
            if kind == "resource" {
                (ty, array) = (elem, Some(len));
            }
        }
        let kind = match kind {
            // An array of `ConstantBuffer<T>`: its own binding of several
            // uniform buffers, which the runner does not bind yet.
            "uniform" if ctx.attr(g, "constant_buffers").is_some() => {
                ParamKind::Other(format!("{}[] (an array of ConstantBuffer<T>)", nsl_ir::printer::print_type(ctx, ty)))
            }
            "uniform" => ParamKind::Uniform(ty),
            "resource" => {
                if let Some((elem, _)) = hl::structured_buffer(ctx, ty) {
                    let std430 = hl::structured_buffer_space(ctx, ty) == Some(AddressSpace::Storage);
                    ParamKind::Structured { elem, std430 }
                } else if hl::byte_address_buffer(ctx, ty).is_some() {
                    ParamKind::ByteAddress
                } else if hl::texture(ctx, ty).is_some() {
                    ParamKind::Texture(ty)
                } else if is_sampler(ctx, ty) {
                    ParamKind::Sampler
                } else {
                    ParamKind::Other(nsl_ir::printer::print_type(ctx, ty))
                }
            }
            _ => continue,
        };
        let mut name = ctx.attr_symbol(g, "sym").map_or(String::new(), |s| ctx.str(s).to_string());
        // A resource of an entry point's parameter (`split-resource-globals`)
        // is bound as the parameter, or its field: `entryPointParams_p_buf` is `p.buf`.
        if ctx.attr(g, "entry_param").is_some() {
            name = name.strip_prefix("entryPointParams_").map_or(name.clone(), str::to_string);
        }
        let binding = match ctx.attr(g, "binding").map(|a| ctx.attr_kind(a)) {
            Some(nsl_ir::attr::AttrKind::Array(slot)) => match slot.as_slice() {
                &[b, s] => match (ctx.attr_kind(b), ctx.attr_kind(s)) {
                    (&nsl_ir::attr::AttrKind::Int(b), &nsl_ir::attr::AttrKind::Int(s)) => {
                        u32::try_from(b).ok().zip(u32::try_from(s).ok())
                    }
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let block = ctx.attr_str(g, "block").map(str::to_string);
        let split_from = ctx.attr_str(g, "param").map(str::to_string).zip(ctx.attr_type(g, "param_type"));
        let counter_for = ctx.attr_str(g, "counter_for").map(str::to_string);
        let reaches = ctx.attr_symbol(g, "sym").is_some_and(|s| reached.contains(&s));
        let push_constant = ctx.attr(g, "push_constant").map(|_| reaches);
        let place = Place::Global(g);
        params.push(Param { name, place, kind, binding, block, split_from, array, counter_for, push_constant });
    }
    params
}

/// Finds render-test's graphics entry points, `vertexMain` and
/// `fragmentMain` (else the only vertex and the only fragment one), and
/// the parameters: the module's resource and uniform globals. The
/// program's entry is the vertex one; its parameters are varyings.
pub fn analyse_graphics(ctx: Context, module: Op) -> Result<(Program, String), Error> {
    let mut globals = Vec::new();
    let mut by_stage: Vec<(String, String, Op)> = Vec::new();
    for op in ctx.iter_block(ctx.body(module, 0)) {
        match ctx.op_name(op) {
            n if n == hl::GLOBAL.name => globals.push(op),
            n if n == hl::ENTRY_POINT.name => {
                let stage = ctx.attr_str(op, "stage").unwrap_or("").to_string();
                let name = ctx.attr_symbol(op, "func").map_or(String::new(), |s| ctx.str(s).to_string());
                by_stage.push((stage, name, op));
            }
            _ => {}
        }
    }
    let pick = |stage: &str, preferred: &str| -> Result<(String, Op), Error> {
        let of_stage: Vec<&(String, String, Op)> =
            by_stage.iter().filter(|(s, _, _)| s == stage || (stage == "fragment" && s == "pixel")).collect();
        let chosen = of_stage.iter().find(|(_, n, _)| n == preferred).or(match of_stage.as_slice() {
            [only] => Some(only),
            _ => None,
        });
        let names: Vec<String> = of_stage.iter().map(|(_, n, _)| n.clone()).collect();
        chosen.map(|(_, n, op)| (n.clone(), *op)).ok_or_else(|| {
            Error::Setup(format!("no {stage} entry point named '{preferred}' (found: {})", list(&names)))
        })
    };
    let (vertex, ep) = pick("vertex", "vertexMain")?;
    let (fragment, _) = pick("fragment", "fragmentMain")?;
    let sym = ctx.attr_symbol(ep, "func").ok_or_else(|| Error::Setup("entry point without a function".into()))?;
    let func = nsl_ir::SymbolTable::build(&ctx, module)
        .lookup(sym)
        .ok_or_else(|| Error::Setup(format!("no function @{}", ctx.str(sym))))?;
    let (_, fragment_ep) = pick("fragment", "fragmentMain")?;
    let roots: Vec<nsl_ir::Sym> = [ep, fragment_ep].iter().filter_map(|&e| ctx.attr_symbol(e, "func")).collect();
    let params = global_params(&ctx, &globals, &reached_globals(&ctx, module, &roots));
    let entry = Entry { func, name: vertex, numthreads: [1, 1, 1], args: Vec::new() };
    let missing = Default::default();
    Ok((Program { ctx, module, entry, params, conformances: Vec::new(), missing }, fragment))
}

fn is_sampler(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Opaque { name, .. }
        if matches!(ctx.str(*name), "hl.SamplerState" | "hl.SamplerComparisonState"))
}

fn list(names: &[String]) -> String {
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// Inputs bound to parameters.
#[derive(Debug, Default)]
pub struct Bindings {
    /// Buffers, in input order (the order outputs are printed in).
    pub buffers: Vec<BoundBuffer>,
    pub uniforms: Vec<BoundUniform>,
    /// Textures and samplers, in input order.
    pub images: Vec<BoundImage>,
}

#[derive(Debug, Clone)]
pub struct BoundBuffer {
    pub param: usize,
    /// The element of an array parameter (0 otherwise).
    pub element: u32,
    pub bytes: Vec<u8>,
    pub output: bool,
    /// A buffer bound through a descriptor handle (`T.Handle`,
    /// `DescriptorHandle<T>`): its resource type `T`; `param` is the
    /// handle's uniform parameter, `element` the buffer's index in the
    /// bindless heap, which the handle's `uint2` holds as `(element, 0)`.
    pub heap: Option<Type>,
    /// A buffer passed by its device address (render-test's buffer input
    /// for a pointer or a 64-bit integer): the uniform parameter `param`
    /// holds the address at this std140 offset; the buffer has no
    /// descriptor.
    pub address: Option<u32>,
    /// `data=[... name ...]`: byte offsets of `bytes` that hold the device
    /// address of the buffer `bindings.buffers[index]`.
    pub refs: Vec<(u32, usize)>,
    /// The name the input gave it (`set X = ...`, `name=X`), which later
    /// inputs' data refer to it by.
    pub name: Option<String>,
}

impl BoundBuffer {
    fn new(param: usize, element: u32, bytes: Vec<u8>, output: bool) -> BoundBuffer {
        BoundBuffer { param, element, bytes, output, heap: None, address: None, refs: Vec::new(), name: None }
    }
}

/// A texture or a sampler bound to a parameter.
#[derive(Debug, Clone)]
pub struct BoundImage {
    pub param: usize,
    /// The element of an array parameter (0 otherwise).
    pub element: u32,
    pub input: Image,
}

#[derive(Debug, Clone)]
pub enum Image {
    Texture(TextureDesc),
    Sampler(SamplerDesc),
    /// A combined texture-sampler (`TextureSampler2D(...)`).
    TextureSampler(TextureDesc, SamplerDesc),
}

/// A uniform parameter's bytes, in std140 layout from offset 0.
#[derive(Debug, Clone)]
pub struct BoundUniform {
    pub param: usize,
    pub bytes: Vec<u8>,
}

/// Where a named input lands.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// The whole parameter.
    Param(usize),
    /// One element of an array of resources (`buffers[2]`).
    Element { param: usize, index: u32 },
    /// Part of a uniform parameter (`u.f`, `a[1].f`, `C.p.c`): its std140
    /// offset in the parameter and its type.
    Field { param: usize, offset: u32, ty: Type },
}

impl Program {
    pub fn bind(&self, inputs: &[Input], row_major: bool) -> Result<Bindings, Error> {
        let layouter = Layouter { ctx: &self.ctx, rules: Rules::Std140, row_major };
        let mut out = Bindings::default();
        let mut cursor = 0;
        for input in inputs {
            let line = input.line;
            if matches!(input.kind, InputKind::TypeConformance { .. } | InputKind::ExistentialType(_)) {
                continue;
            }
            let unknown = |name: &str| {
                Error::Setup(format!("TEST_INPUT on line {line}: the shader has no parameter named '{name}'"))
            };
            // Counters are bound with their buffers, not by position.
            while self.params.get(cursor).is_some_and(|p| p.counter_for.is_some()) {
                cursor += 1;
            }
            let (target, name) = match &input.name {
                Some(name) => (self.resolve(name, &layouter).ok_or_else(|| unknown(name))?, name.clone()),
                None if cursor < self.params.len() => (Target::Param(cursor), self.params[cursor].name.clone()),
                None => {
                    return Err(Error::Setup(format!(
                        "TEST_INPUT on line {line}: no shader parameter left to bind (the shader has {})",
                        self.params.len()
                    )))
                }
            };
            let consumed = match &input.kind {
                // `cbuffer C { A a; B b; }` set by `new{...}`: the members in order.
                InputKind::Object(object) if self.is_block(&name) => {
                    let mut members: Vec<(String, Type)> = Vec::new();
                    for p in self.params.iter().filter(|p| p.block.as_deref() == Some(name.as_str())) {
                        let (n, ty) = match (&p.split_from, p.kind.clone()) {
                            (Some((n, t)), _) => (n.clone(), *t),
                            (None, ParamKind::Uniform(t)) => (p.name.clone(), t),
                            _ => continue,
                        };
                        if !members.iter().any(|(m, _)| *m == n) {
                            members.push((n, ty));
                        }
                    }
                    if object.items.len() > members.len() {
                        return Err(Error::Setup(format!(
                            "TEST_INPUT on line {line}: {} values for the {} members of '{name}'",
                            object.items.len(),
                            members.len()
                        )));
                    }
                    for (i, item) in object.items.iter().enumerate() {
                        // `name: value` names a member; other items go in order.
                        let (k, item) = match item {
                            Item::Named(n, inner) => match members.iter().position(|(m, _)| m == n) {
                                Some(k) => (k, &**inner),
                                None => return Err(unknown(&format!("{name}.{n}"))),
                            },
                            item => (i, item),
                        };
                        let (member, ty) = &members[k];
                        self.bind_item(line, member, *ty, item, &layouter, &mut out)?;
                    }
                    1
                }
                InputKind::Object(object) => {
                    // The declared type: the one a split parameter had, else
                    // the parameter's (or the field's) own.
                    let declared = self
                        .params
                        .iter()
                        .find_map(|p| p.split_from.as_ref().filter(|(n, _)| *n == name).map(|&(_, t)| t));
                    let ty = match (declared, target) {
                        (Some(t), _) => Some(t),
                        (None, Target::Field { ty, .. }) => Some(ty),
                        (None, Target::Element { .. }) => None,
                        (None, Target::Param(p)) => match self.params[p].kind {
                            ParamKind::Uniform(ty) => Some(ty),
                            _ => None,
                        },
                    };
                    let item = nsl_testfile::input::Item::Object(object.clone());
                    match ty {
                        Some(ty) => self.bind_item(line, &name, ty, &item, &layouter, &mut out)?,
                        None => self.bind_buffer_object(line, target, object, &layouter, &mut out)?,
                    }
                    1
                }
                kind => {
                    let before = out.buffers.len();
                    let consumed = self.bind_input(line, target, kind, input.output, &layouter, &mut out)?;
                    // Later inputs' data may name this buffer for its address.
                    if let (Some(b), Some(name)) = (out.buffers.get_mut(before), &input.name) {
                        b.name = Some(name.clone());
                    }
                    consumed
                }
            };
            cursor += consumed;
        }
        Ok(out)
    }

    /// Is `name` a `cbuffer` block's, and no parameter's?
    fn is_block(&self, name: &str) -> bool {
        self.params.iter().any(|p| p.block.as_deref() == Some(name))
            && !self.params.iter().any(|p| p.name == name || p.split_from.as_ref().is_some_and(|(n, _)| n == name))
    }

    /// The parameter or the part of one that `name` names: a parameter, a
    /// `cbuffer` block (its first member), a resource field of a split
    /// parameter (`gMat.albedo` is the global `gMat_albedo`), a path into
    /// a uniform parameter (`u.f`, `a[1].f`), or any of these after a
    /// `cbuffer` block's name (`C.p.c`).
    fn resolve(&self, name: &str, layouter: &Layouter) -> Option<Target> {
        let params = &self.params;
        if let Some(p) = params
            .iter()
            .position(|p| p.name == name)
            .or_else(|| params.iter().position(|p| p.block.as_deref() == Some(name)))
            .or_else(|| params.iter().position(|p| p.name == name.replace('.', "_")))
            // A split parameter left with no data of its own: its first part.
            .or_else(|| params.iter().position(|p| p.split_from.as_ref().is_some_and(|(n, _)| n == name)))
        {
            return Some(Target::Param(p));
        }
        // A resource field of an element of an array of structs in a split
        // parameter: `g.items[1].buf` is element 1 of the global `g_items_buf`.
        if let (Some(open), Some(close)) = (name.find('['), name.find(']')) {
            let flat = format!("{}{}", &name[..open], &name[close + 1..]).replace('.', "_");
            let index = name.get(open + 1..close).and_then(|i| i.trim().parse::<u32>().ok());
            let inner = name[close + 1..].starts_with('.') && !flat.contains(['[', ']']);
            if let (Some(index), true) = (index, inner) {
                if let Some(param) = params.iter().position(|p| p.name == flat && p.array.is_some()) {
                    let len = params[param].array.flatten();
                    return len.is_none_or(|n| index < n).then_some(Target::Element { param, index });
                }
            }
        }
        let end = name.find(['.', '[']).unwrap_or(name.len());
        let (root, mut rest) = name.split_at(end);
        if let Some(index) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let param = params.iter().position(|p| p.name == root && p.array.is_some());
            if let (Some(param), Ok(index)) = (param, index.trim().parse::<u32>()) {
                let len = params[param].array.flatten();
                return len.is_none_or(|n| index < n).then_some(Target::Element { param, index });
            }
        }
        if let Some(member) = rest.strip_prefix('.') {
            if params.iter().any(|p| p.block.as_deref() == Some(root)) {
                return self.resolve(member, layouter);
            }
        }
        let param = params.iter().position(|p| p.name == root)?;
        let ParamKind::Uniform(mut ty) = params[param].kind else { return None };
        let mut offset = 0;
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('.') {
                let end = after.find(['.', '[']).unwrap_or(after.len());
                let TypeKind::Struct { fields, .. } = self.ctx.type_kind(ty) else { return None };
                let mut at = 0u32;
                let mut found = None;
                for &(n, f) in fields {
                    let l = layouter.layout(f).ok()?;
                    at = at.div_ceil(l.align) * l.align;
                    if self.ctx.str(n) == &after[..end] {
                        found = Some((at, f));
                        break;
                    }
                    at += l.size;
                }
                let (at, f) = found?;
                offset += at;
                ty = f;
                rest = &after[end..];
            } else {
                let after = rest.strip_prefix('[')?;
                let close = after.find(']')?;
                let index: u32 = after[..close].trim().parse().ok()?;
                let &TypeKind::Array { elem, len } = self.ctx.type_kind(ty) else { return None };
                if len.is_some_and(|n| index >= n) {
                    return None;
                }
                offset += index * layouter.array_stride(elem).ok()?;
                ty = elem;
                rest = &after[close + 1..];
            }
        }
        Some(Target::Field { param, offset, ty })
    }

    /// One non-object input bound to `target`; returns how many
    /// parameters it filled.
    fn bind_input(
        &self,
        line: usize,
        target: Target,
        kind: &InputKind,
        output: bool,
        layouter: &Layouter,
        out: &mut Bindings,
    ) -> Result<usize, Error> {
        let (target, element) = match target {
            Target::Param(p) if self.handle_param(p).is_some() => {
                let ty = self.handle_param(p).expect("a handle");
                self.bind_handle(line, p, 0, ty, kind, output, layouter, out)?;
                return Ok(1);
            }
            Target::Param(p) => (p, 0),
            Target::Element { param, index } => (param, index),
            Target::Field { param, offset, ty } if hl::descriptor_handle(&self.ctx, ty).is_some() => {
                self.bind_handle(line, param, offset, ty, kind, output, layouter, out)?;
                return Ok(1);
            }
            Target::Field { param, offset, ty } if self.takes_address(ty) && matches!(kind, InputKind::Buffer(_)) => {
                let InputKind::Buffer(data) = kind else { unreachable!("matched above") };
                self.bind_address(line, param, offset, data, output, out)?;
                return Ok(1);
            }
            Target::Field { param, offset, ty } => {
                let (InputKind::Uniform(words) | InputKind::CBuffer(words)) = kind else {
                    let name = &self.params[param].name;
                    return Err(Error::Setup(format!(
                        "TEST_INPUT on line {line}: only uniform data can bind to a field of '{name}'"
                    )));
                };
                let size = layouter.layout(ty).map_err(Error::Setup)?.size as usize;
                let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take(size).collect();
                let block = self.uniform_bytes(param, layouter, out)?;
                block[offset as usize..offset as usize + bytes.len()].copy_from_slice(&bytes);
                return Ok(1);
            }
        };
        let param = &self.params[target];
        let mismatch =
            |what: &str| Error::Setup(format!("TEST_INPUT on line {line}: cannot bind {what} to '{}'", param.name));
        Ok(match kind {
            InputKind::Buffer(data) => {
                if !matches!(param.kind, ParamKind::Structured { .. } | ParamKind::ByteAddress) {
                    // render-test binds a buffer's device address to a
                    // pointer parameter (or a 64-bit integer one, the
                    // address as a number).
                    if let ParamKind::Uniform(ty) = param.kind {
                        if self.takes_address(ty) && element == 0 {
                            self.bind_address(line, target, 0, data, output, out)?;
                            return Ok(1);
                        }
                    }
                    return Err(mismatch("a buffer"));
                }
                let refs = self.address_refs(line, data, out)?;
                out.buffers.push(BoundBuffer { refs, ..BoundBuffer::new(target, element, data.bytes(), output) });
                // An Append/Consume buffer's counter starts at `counter=N` (0).
                if let Some(c) = self.params.iter().position(|p| p.counter_for.as_deref() == Some(param.name.as_str()))
                {
                    let bytes = data.counter.unwrap_or(0).to_le_bytes().to_vec();
                    out.buffers.push(BoundBuffer::new(c, 0, bytes, false));
                }
                1
            }
            InputKind::Uniform(words) | InputKind::CBuffer(words) => {
                if output || param.array.is_some() {
                    return Err(mismatch(if output { "an output" } else { "uniform data" }));
                }
                let ParamKind::Uniform(_) = param.kind else { return Err(mismatch("uniform data")) };
                let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                let block = matches!(kind, InputKind::CBuffer(_));
                let mut offset = 0u32;
                let mut k = target;
                while let Some(Param { kind: ParamKind::Uniform(ty), block: member_of, .. }) = self.params.get(k) {
                    let l = layouter.layout(*ty).map_err(Error::Setup)?;
                    let at = offset.div_ceil(l.align) * l.align;
                    // A member of a named block fills only that block.
                    let other_block = param.block.is_some() && *member_of != param.block;
                    if k > target && (!block || at as usize >= bytes.len() || other_block) {
                        break;
                    }
                    let slice = (at as usize..(at + l.size) as usize).map(|i| bytes.get(i).copied().unwrap_or(0));
                    out.uniforms.push(BoundUniform { param: k, bytes: slice.collect() });
                    offset = at + l.size;
                    k += 1;
                }
                k - target
            }
            InputKind::Texture(desc) => {
                if !matches!(param.kind, ParamKind::Texture(t) if !hl::texture_is_combined(&self.ctx, t)) {
                    return Err(mismatch("a texture"));
                }
                out.images.push(BoundImage { param: target, element, input: Image::Texture(desc.clone()) });
                1
            }
            InputKind::TextureSampler(texture, sampler) => {
                let combined = matches!(param.kind, ParamKind::Texture(t) if hl::texture_is_combined(&self.ctx, t));
                if !combined {
                    return Err(mismatch("a combined texture-sampler"));
                }
                let input = Image::TextureSampler(texture.clone(), *sampler);
                out.images.push(BoundImage { param: target, element, input });
                1
            }
            InputKind::Sampler(desc) => {
                if param.kind != ParamKind::Sampler {
                    return Err(mismatch("a sampler"));
                }
                out.images.push(BoundImage { param: target, element, input: Image::Sampler(*desc) });
                1
            }
            // Used when compiling (see `run`), nothing to bind.
            InputKind::TypeConformance { .. } | InputKind::ExistentialType(_) => 0,
            InputKind::Object(_) => return Err(mismatch("an object here")),
            InputKind::Unsupported(what) => {
                return Err(Error::Unsupported(format!("TEST_INPUT on line {line}: {what} are not supported")))
            }
        })
    }

    /// Does uniform data of type `ty` take a buffer input as the buffer's
    /// device address: a pointer to device memory or a 64-bit integer?
    fn takes_address(&self, ty: Type) -> bool {
        crate::layout::is_device_pointer(&self.ctx, ty)
            || matches!(self.ctx.type_kind(ty), TypeKind::Int { width: 64, .. })
    }

    /// A buffer passed by its device address, which uniform parameter
    /// `param` holds at std140 `offset`.
    fn bind_address(
        &self,
        line: usize,
        param: usize,
        offset: u32,
        data: &nsl_testfile::input::BufferData,
        output: bool,
        out: &mut Bindings,
    ) -> Result<(), Error> {
        let refs = self.address_refs(line, data, out)?;
        let buffer = BoundBuffer { address: Some(offset), refs, ..BoundBuffer::new(param, 0, data.bytes(), output) };
        out.buffers.push(buffer);
        Ok(())
    }

    /// The buffers that `data`'s address references name: earlier inputs
    /// of those names, each with the byte offset its address goes to.
    fn address_refs(
        &self,
        line: usize,
        data: &nsl_testfile::input::BufferData,
        out: &Bindings,
    ) -> Result<Vec<(u32, usize)>, Error> {
        data.refs
            .iter()
            .map(|(word, name)| {
                let index = out.buffers.iter().rposition(|b| b.name.as_deref() == Some(name.as_str()));
                let index = index.ok_or_else(|| {
                    Error::Setup(format!(
                        "TEST_INPUT on line {line}: data=[...] refers to '{name}', which no earlier buffer input names"
                    ))
                })?;
                Ok((*word as u32 * 4, index))
            })
            .collect()
    }

    /// The type of parameter `p` when it is a descriptor handle.
    fn handle_param(&self, p: usize) -> Option<Type> {
        match self.params[p].kind {
            ParamKind::Uniform(ty) if hl::descriptor_handle(&self.ctx, ty).is_some() => Some(ty),
            _ => None,
        }
    }

    /// A buffer input for the descriptor handle of type `handle` at
    /// `offset` in uniform parameter `param` (render-test's bindless
    /// inputs): the buffer goes into the bindless heap at the next free
    /// index, and the handle holds `(index, 0)`. Uniform data sets the
    /// handle's `uint2` itself; other inputs through handles are refused.
    #[allow(clippy::too_many_arguments)]
    fn bind_handle(
        &self,
        line: usize,
        param: usize,
        offset: u32,
        handle: Type,
        kind: &InputKind,
        output: bool,
        layouter: &Layouter,
        out: &mut Bindings,
    ) -> Result<(), Error> {
        let name = &self.params[param].name;
        let resource = hl::descriptor_handle(&self.ctx, handle).expect("a descriptor handle");
        let index = match kind {
            InputKind::Buffer(data) => {
                let buffer = hl::structured_buffer(&self.ctx, resource).is_some()
                    || hl::byte_address_buffer(&self.ctx, resource).is_some();
                if !buffer {
                    let t = nsl_ir::printer::print_type(&self.ctx, resource);
                    return Err(Error::Setup(format!(
                        "TEST_INPUT on line {line}: cannot bind a buffer to '{name}', a handle of {t}"
                    )));
                }
                let index = out.buffers.iter().filter(|b| b.heap.is_some()).count() as u32;
                let bytes = data.bytes();
                let refs = self.address_refs(line, data, out)?;
                out.buffers.push(BoundBuffer {
                    heap: Some(resource),
                    refs,
                    ..BoundBuffer::new(param, index, bytes, output)
                });
                index
            }
            InputKind::Uniform(words) | InputKind::CBuffer(words) if !output => {
                let block = self.uniform_bytes(param, layouter, out)?;
                let bytes = words.iter().flat_map(|w| w.to_le_bytes()).take(8);
                for (i, b) in bytes.enumerate() {
                    block[offset as usize + i] = b;
                }
                return Ok(());
            }
            _ => {
                return Err(Error::Unsupported(format!(
                    "TEST_INPUT on line {line}: only buffers bind through the descriptor handle '{name}'"
                )))
            }
        };
        let block = self.uniform_bytes(param, layouter, out)?;
        layouter
            .encode(handle, &RtValue::Agg(vec![RtValue::Int(u64::from(index)), RtValue::Int(0)]), block, offset)
            .map_err(Error::Setup)
    }

    /// The std140 bytes bound to uniform parameter `param`, zeros until
    /// something fills them.
    fn uniform_bytes<'b>(
        &self,
        param: usize,
        layouter: &Layouter,
        out: &'b mut Bindings,
    ) -> Result<&'b mut Vec<u8>, Error> {
        let ParamKind::Uniform(ty) = self.params[param].kind else {
            return Err(Error::Setup(format!("'{}' is not uniform data", self.params[param].name)));
        };
        let size = layouter.layout(ty).map_err(Error::Setup)?.size as usize;
        let i = match out.uniforms.iter().position(|u| u.param == param) {
            Some(i) => i,
            None => {
                out.uniforms.push(BoundUniform { param, bytes: Vec::new() });
                out.uniforms.len() - 1
            }
        };
        let bytes = &mut out.uniforms[i].bytes;
        if bytes.len() < size {
            bytes.resize(size, 0);
        }
        Ok(bytes)
    }

    /// An item of an object, for the part `path` of declared type `ty`:
    /// struct fields in order, resources bound by name, data encoded into
    /// the uniform parameter that holds it.
    fn bind_item(
        &self,
        line: usize,
        path: &str,
        ty: Type,
        item: &Item,
        layouter: &Layouter,
        out: &mut Bindings,
    ) -> Result<(), Error> {
        let unknown =
            |name: &str| Error::Setup(format!("TEST_INPUT on line {line}: the shader has no parameter named '{name}'"));
        // An interface value: written whole (`rt_value`), not by fields.
        let record = crate::layout::any_value_record(&self.ctx, ty).is_some()
            || matches!(item, Item::Object(o) if self.existential_value_form(ty, o).is_some());
        match (self.ctx.type_kind(ty), item) {
            (_, Item::Input { output, kind }) => {
                let target = self.resolve(path, layouter).ok_or_else(|| unknown(path))?;
                self.bind_input(line, target, kind, *output, layouter, out)?;
            }
            (_, Item::Named(name, _)) => {
                return Err(Error::Setup(format!(
                    "TEST_INPUT on line {line}: a value for field '{name}' where '{path}' has no fields"
                )))
            }
            (TypeKind::Struct { fields, .. }, Item::Object(Object { items, .. }) | Item::List(items)) if !record => {
                for (f, item) in self.field_items(line, path, fields, items)? {
                    let (name, f) = fields[f];
                    let path = format!("{path}.{}", self.ctx.str(name));
                    self.bind_item(line, &path, f, item, layouter, out)?;
                }
            }
            (_, Item::Object(object)) if !record => {
                let target = self.resolve(path, layouter).ok_or_else(|| unknown(path))?;
                self.bind_buffer_object(line, target, object, layouter, out)?;
            }
            _ => {
                let value = self.rt_value(ty, item).map_err(|e| e.at(line, path, &self.ctx, ty))?;
                let (param, offset) = match self.resolve(path, layouter).ok_or_else(|| unknown(path))? {
                    Target::Param(p) | Target::Element { param: p, .. } => (p, 0),
                    Target::Field { param, offset, .. } => (param, offset),
                };
                let block = self.uniform_bytes(param, layouter, out)?;
                layouter.encode(ty, &value, block, offset).map_err(Error::Setup)?;
            }
        }
        Ok(())
    }

    /// `new StructuredBuffer<T>{a, b}` (or `[a, b]`): a structured
    /// buffer's elements, laid out by the storage-buffer rules.
    fn bind_buffer_object(
        &self,
        line: usize,
        target: Target,
        object: &Object,
        layouter: &Layouter,
        out: &mut Bindings,
    ) -> Result<(), Error> {
        let (param, element) = match target {
            Target::Param(p) => (p, 0),
            Target::Element { param, index } => (param, index),
            Target::Field { param, .. } => (param, 0),
        };
        let ParamKind::Structured { elem, .. } = self.params[param].kind else {
            return Err(Error::Setup(format!(
                "TEST_INPUT on line {line}: cannot bind an object of type '{}' to '{}'",
                object.ty, self.params[param].name
            )));
        };
        let storage = Layouter { rules: Rules::Std430, ..*layouter };
        let stride = storage.array_stride(elem).map_err(Error::Setup)?;
        let mut bytes = vec![0u8; stride as usize * object.items.len()];
        for (i, item) in object.items.iter().enumerate() {
            let value = self.rt_value(elem, item).map_err(|e| e.at(line, &format!("element {i}"), &self.ctx, elem))?;
            storage.encode(elem, &value, &mut bytes, i as u32 * stride).map_err(Error::Setup)?;
        }
        out.buffers.push(BoundBuffer::new(param, element, bytes, false));
        Ok(())
    }
}

/// Why an item is no value of a type: it does not fit (a malformed test),
/// or it is a value the runner cannot write.
#[derive(Debug)]
enum ValueError {
    Mismatch,
    Unsupported(String),
    Invalid(String),
}

impl ValueError {
    fn at(self, line: usize, what: &str, ctx: &Context, ty: Type) -> Error {
        match self {
            ValueError::Mismatch => {
                let t = nsl_ir::printer::print_type(ctx, ty);
                Error::Setup(format!("TEST_INPUT on line {line}: the value for '{what}' does not fit its type {t}"))
            }
            ValueError::Unsupported(why) => {
                Error::Unsupported(format!("TEST_INPUT on line {line}: {why} ('{what}') are not supported"))
            }
            ValueError::Invalid(why) => Error::Setup(format!("TEST_INPUT on line {line}: {what}: {why}")),
        }
    }
}

/// The zero value of `ty` (the fields an object leaves out).
fn zero_value(ctx: &Context, ty: Type) -> Option<RtValue> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Bool => RtValue::Bool(false),
        TypeKind::Int { .. } => RtValue::Int(0),
        TypeKind::Float { width: 16 } => RtValue::F16(half::f16::ZERO),
        TypeKind::Float { width: 32 } => RtValue::F32(0.0),
        TypeKind::Float { .. } => RtValue::F64(0.0),
        TypeKind::Ptr { .. } if crate::layout::is_device_pointer(ctx, ty) => RtValue::Int(0),
        &TypeKind::Vector { elem, len } => RtValue::Agg(vec![zero_value(ctx, elem)?; usize::from(len)]),
        &TypeKind::Array { elem, len: Some(n) } => RtValue::Agg(vec![zero_value(ctx, elem)?; n as usize]),
        &TypeKind::Matrix { elem, rows, cols, .. } => {
            let row = RtValue::Agg(vec![zero_value(ctx, elem)?; usize::from(cols)]);
            RtValue::Agg(vec![row; usize::from(rows)])
        }
        TypeKind::Struct { fields, .. } => {
            RtValue::Agg(fields.iter().map(|&(_, f)| zero_value(ctx, f)).collect::<Option<_>>()?)
        }
        _ if nsl_dialects::hl::descriptor_handle(ctx, ty).is_some() => {
            RtValue::Agg(vec![RtValue::Int(0), RtValue::Int(0)])
        }
        _ => return None,
    })
}

/// Spellings of one type name compared: without spaces (`I<float >`).
fn same_type_name(a: &str, b: &str) -> bool {
    a.chars().filter(|c| !c.is_whitespace()).eq(b.chars().filter(|c| !c.is_whitespace()))
}

impl Program {
    /// The items of an object for the struct `fields`, as (field index,
    /// item): in order, or by name (`name: value`).
    fn field_items<'i>(
        &self,
        line: usize,
        path: &str,
        fields: &[(nsl_ir::Sym, Type)],
        items: &'i [Item],
    ) -> Result<Vec<(usize, &'i Item)>, Error> {
        if items.len() > fields.len() {
            return Err(Error::Setup(format!(
                "TEST_INPUT on line {line}: {} values for the {} fields of '{path}'",
                items.len(),
                fields.len()
            )));
        }
        items
            .iter()
            .enumerate()
            .map(|(i, item)| match item {
                Item::Named(name, inner) => {
                    fields.iter().position(|&(n, _)| self.ctx.str(n) == name).map(|f| (f, &**inner)).ok_or_else(|| {
                        Error::Setup(format!("TEST_INPUT on line {line}: '{path}' has no field '{name}'"))
                    })
                }
                item => Ok((i, item)),
            })
            .collect()
    }

    /// The value of an object's item as data of type `ty`: numbers convert
    /// to the scalar type, lists fill vectors, arrays, matrices (row by
    /// row, or as a flat list) and structs (in order, or by field name,
    /// the fields left out zero), and an object of a concrete type fills
    /// an interface's AnyValue record (its type id, its value packed).
    fn rt_value(&self, ty: Type, item: &Item) -> Result<RtValue, ValueError> {
        let ctx = &self.ctx;
        let all = |elem: Type, items: &[Item]| -> Result<Vec<RtValue>, ValueError> {
            items.iter().map(|i| self.rt_value(elem, i)).collect()
        };
        if let (Some((iface, words)), Item::Object(object)) = (crate::layout::any_value_record(ctx, ty), item) {
            return self.any_value(&iface, words, object);
        }
        if let Item::Object(object) = item {
            if let Some(iface) = self.existential_value_form(ty, object) {
                return self.tagged_value(&iface, ty, object);
            }
        }
        Ok(match (ctx.type_kind(ty), item) {
            (_, Item::Input { .. }) => {
                return Err(ValueError::Unsupported("resources in buffers and in interface values".into()))
            }
            (TypeKind::Bool, Item::Int(v)) => RtValue::Bool(*v != 0),
            (&TypeKind::Int { width, .. }, Item::Int(v)) => {
                // A negative literal is sign-extended to 64-bit types.
                let v = if width == 64 { *v as i32 as i64 as u64 } else { u64::from(*v) };
                RtValue::Int(if width >= 64 { v } else { v & ((1u64 << width) - 1) })
            }
            (&TypeKind::Int { .. }, Item::Float(f)) => RtValue::Int(*f as i64 as u64),
            (TypeKind::Float { width }, Item::Int(_) | Item::Float(_) | Item::Half(_)) => {
                let f = match item {
                    Item::Int(v) => f64::from(*v as i32),
                    Item::Float(f) => f64::from(*f),
                    Item::Half(h) => f64::from(half::f16::from_bits(*h)),
                    _ => return Err(ValueError::Mismatch),
                };
                match width {
                    16 => RtValue::F16(half::f16::from_f64(f)),
                    32 => RtValue::F32(f as f32),
                    _ => RtValue::F64(f),
                }
            }
            (&TypeKind::Vector { elem, len }, Item::List(items)) if items.len() == usize::from(len) => {
                RtValue::Agg(all(elem, items)?)
            }
            (&TypeKind::Array { elem, len }, Item::List(items)) if len.is_none_or(|n| items.len() as u32 <= n) => {
                RtValue::Agg(all(elem, items)?)
            }
            (&TypeKind::Matrix { elem, rows, cols, .. }, Item::List(items)) => {
                let rows_of: Vec<Item> = if items.len() == usize::from(rows) * usize::from(cols)
                    && !items.iter().any(|i| matches!(i, Item::List(_)))
                {
                    items.chunks(usize::from(cols)).map(|c| Item::List(c.to_vec())).collect()
                } else {
                    items.clone()
                };
                if rows_of.len() != usize::from(rows) {
                    return Err(ValueError::Mismatch);
                }
                let row = |r: &Item| match r {
                    Item::List(items) if items.len() == usize::from(cols) => Ok(RtValue::Agg(all(elem, items)?)),
                    _ => Err(ValueError::Mismatch),
                };
                RtValue::Agg(rows_of.iter().map(row).collect::<Result<_, _>>()?)
            }
            (TypeKind::Struct { fields, .. }, Item::List(items) | Item::Object(Object { items, .. })) => {
                let named = items.iter().any(|i| matches!(i, Item::Named(..)));
                if !named && items.len() != fields.len() {
                    return Err(ValueError::Mismatch);
                }
                let mut values: Vec<Option<RtValue>> = fields.iter().map(|&(_, f)| zero_value(ctx, f)).collect();
                let placed = self.field_items(0, "", fields, items).map_err(|_| ValueError::Mismatch)?;
                for (f, item) in placed {
                    values[f] = Some(self.rt_value(fields[f].1, item)?);
                }
                RtValue::Agg(values.into_iter().collect::<Option<_>>().ok_or(ValueError::Mismatch)?)
            }
            _ => return Err(ValueError::Mismatch),
        })
    }

    /// The interface whose value form `ty` is (`lower-existentials`'
    /// `struct<I {typeId: u32, p1: T1, ...}>`, what an entry point's
    /// uniform parameter of interface type becomes) when `object`, of
    /// another type, is written to it.
    fn existential_value_form(&self, ty: Type, object: &Object) -> Option<String> {
        let TypeKind::Struct { name, fields } = self.ctx.type_kind(ty) else { return None };
        let name = self.ctx.str(*name);
        let tagged = fields.first().is_some_and(|&(n, t)| {
            self.ctx.str(n) == "typeId" && matches!(self.ctx.type_kind(t), TypeKind::Int { width: 32, .. })
        });
        (tagged && !object.ty.is_empty() && !same_type_name(name, &object.ty)).then(|| name.to_string())
    }

    /// The conformance of the type `object` names to `iface`; one the
    /// program lacks is noted in `missing`.
    fn conformance(&self, iface: &str, object: &Object) -> Result<&Conformance, ValueError> {
        let ctx = &self.ctx;
        let name_of = |t: Type| match ctx.type_kind(t) {
            TypeKind::Struct { name, .. } => ctx.str(*name).to_string(),
            _ => nsl_ir::printer::print_type(ctx, t),
        };
        self.conformances
            .iter()
            .find(|c| same_type_name(&c.interface, iface) && same_type_name(&name_of(c.ty), &object.ty))
            .ok_or_else(|| {
                self.missing.borrow_mut().push((object.ty.clone(), iface.to_string()));
                ValueError::Invalid(format!("'{}' has no conformance to '{iface}' in the program", object.ty))
            })
    }

    /// `new T{...}` as a value of interface `iface` in its value form `ty`:
    /// the type id, and `T`'s value in its payload field (one per
    /// conforming type with data, in the witness tables' order, as
    /// `lower-existentials` lays it out), the other fields zero.
    fn tagged_value(&self, iface: &str, ty: Type, object: &Object) -> Result<RtValue, ValueError> {
        let ctx = &self.ctx;
        let c = self.conformance(iface, object)?;
        let TypeKind::Struct { fields, .. } = ctx.type_kind(ty) else { return Err(ValueError::Mismatch) };
        let has_data = |t: Type| {
            nsl_passes::lower_existentials::any_value_natural(ctx, t, &|_, _| None).is_none_or(|(s, _)| s > 0)
        };
        let mut field = 0;
        let mut mine = None;
        for other in self.conformances.iter().filter(|o| same_type_name(&o.interface, iface)) {
            if has_data(other.ty) {
                field += 1;
                if std::ptr::eq(other, c) {
                    mine = Some(field);
                }
            }
        }
        let mut values = vec![RtValue::Int(u64::from(c.id))];
        for (k, &(_, f)) in fields.iter().enumerate().skip(1) {
            values.push(match mine {
                Some(m) if m == k => self.rt_value(f, &Item::List(object.items.clone()))?,
                _ => zero_value(ctx, f).ok_or(ValueError::Mismatch)?,
            });
        }
        Ok(RtValue::Agg(values))
    }

    /// `new T{...}` as a value of interface `iface` in memory: its AnyValue
    /// record, the type id of `T`'s conformance in the witness word and
    /// `T`'s value packed into the `words` payload words (render-test
    /// leaves the RTTI word zero).
    fn any_value(&self, iface: &str, words: usize, object: &Object) -> Result<RtValue, ValueError> {
        let ctx = &self.ctx;
        let c = self.conformance(iface, object)?;
        let value = self.rt_value(c.ty, &Item::List(object.items.clone()))?;
        let mut payload = vec![0u32; words];
        crate::layout::pack_any_value(ctx, c.ty, &value, &mut payload, &mut 0).map_err(ValueError::Invalid)?;
        let pair = |a: u32| RtValue::Agg(vec![RtValue::Int(u64::from(a)), RtValue::Int(0)]);
        let mut fields = vec![pair(0), pair(c.id)];
        fields.extend(payload.into_iter().map(|w| RtValue::Int(u64::from(w))));
        Ok(RtValue::Agg(fields))
    }
}
