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
use nsl_ir::{Context, Op, Type, TypeKind};
use nsl_testfile::input::{Input, InputKind};
use nsl_testfile::texture::{SamplerDesc, TextureDesc};

/// A module ready to run: its context, the module op, the entry point and
/// the parameters.
pub struct Program {
    pub ctx: Context,
    pub module: Op,
    pub entry: Entry,
    pub params: Vec<Param>,
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
    /// `(RW)StructuredBuffer<elem>`.
    Structured { elem: Type },
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

    let mut params = global_params(&ctx, &globals);
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
                });
            }
        }
    }
    let entry = Entry { func, name: names[chosen].clone(), numthreads, args };
    Ok(Program { ctx, module, entry, params })
}

/// The resource and uniform globals as parameters, in declaration order.
fn global_params(ctx: &Context, globals: &[Op]) -> Vec<Param> {
    let mut params = Vec::new();
    for &g in globals {
        let kind = ctx.attr_str(g, "kind").unwrap_or("");
        let Some(ty) = ctx.attr_type(g, "type") else { continue };
        let kind = match kind {
            "uniform" => ParamKind::Uniform(ty),
            "resource" => {
                if let Some((elem, _)) = hl::structured_buffer(ctx, ty) {
                    ParamKind::Structured { elem }
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
        let name = ctx.attr_symbol(g, "sym").map_or(String::new(), |s| ctx.str(s).to_string());
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
        params.push(Param { name, place: Place::Global(g), kind, binding, block });
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
    let params = global_params(&ctx, &globals);
    let entry = Entry { func, name: vertex, numthreads: [1, 1, 1], args: Vec::new() };
    Ok((Program { ctx, module, entry, params }, fragment))
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
    pub bytes: Vec<u8>,
    pub output: bool,
}

/// A texture or a sampler bound to a parameter.
#[derive(Debug, Clone)]
pub struct BoundImage {
    pub param: usize,
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

impl Program {
    pub fn bind(&self, inputs: &[Input], row_major: bool) -> Result<Bindings, Error> {
        let layouter = Layouter { ctx: &self.ctx, rules: Rules::Std140, row_major };
        let mut out = Bindings::default();
        let mut cursor = 0;
        for input in inputs {
            let line = input.line;
            if matches!(input.kind, InputKind::TypeConformance { .. }) {
                continue;
            }
            let target = match &input.name {
                // A parameter of that name, else the first member of the
                // `cbuffer` block of that name.
                Some(name) => self
                    .params
                    .iter()
                    .position(|p| &p.name == name)
                    .or_else(|| self.params.iter().position(|p| p.block.as_ref() == Some(name)))
                    // A resource field of a uniform struct (`gMat.albedo`)
                    // is a global of its own, `gMat_albedo`
                    // (`split-resource-globals`).
                    .or_else(|| self.params.iter().position(|p| p.name == name.replace('.', "_")))
                    .ok_or_else(|| {
                        Error::Setup(format!("TEST_INPUT on line {line}: the shader has no parameter named '{name}'"))
                    })?,
                None if cursor < self.params.len() => cursor,
                None => {
                    return Err(Error::Setup(format!(
                        "TEST_INPUT on line {line}: no shader parameter left to bind (the shader has {})",
                        self.params.len()
                    )))
                }
            };
            let param = &self.params[target];
            let mismatch =
                |what: &str| Error::Setup(format!("TEST_INPUT on line {line}: cannot bind {what} to '{}'", param.name));
            let consumed = match &input.kind {
                InputKind::Buffer(data) => {
                    if !matches!(param.kind, ParamKind::Structured { .. } | ParamKind::ByteAddress) {
                        return Err(mismatch("a buffer"));
                    }
                    out.buffers.push(BoundBuffer { param: target, bytes: data.bytes(), output: input.output });
                    1
                }
                InputKind::Uniform(words) | InputKind::CBuffer(words) => {
                    if input.output {
                        return Err(mismatch("an output"));
                    }
                    let ParamKind::Uniform(_) = param.kind else { return Err(mismatch("uniform data")) };
                    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                    let block = matches!(input.kind, InputKind::CBuffer(_));
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
                    out.images.push(BoundImage { param: target, input: Image::Texture(desc.clone()) });
                    1
                }
                InputKind::TextureSampler(texture, sampler) => {
                    let combined = matches!(param.kind, ParamKind::Texture(t) if hl::texture_is_combined(&self.ctx, t));
                    if !combined {
                        return Err(mismatch("a combined texture-sampler"));
                    }
                    let input = Image::TextureSampler(texture.clone(), *sampler);
                    out.images.push(BoundImage { param: target, input });
                    1
                }
                InputKind::Sampler(desc) => {
                    if param.kind != ParamKind::Sampler {
                        return Err(mismatch("a sampler"));
                    }
                    out.images.push(BoundImage { param: target, input: Image::Sampler(*desc) });
                    1
                }
                // Used when compiling (see `run`), nothing to bind.
                InputKind::TypeConformance { .. } => continue,
                InputKind::Unsupported(what) => {
                    return Err(Error::Unsupported(format!("TEST_INPUT on line {line}: {what} are not supported")))
                }
            };
            cursor += consumed;
        }
        Ok(out)
    }
}
