//! The stage interface of a vertex or fragment entry point for SPIR-V
//! (part of `spirv-entry-points`), with slangc's conventions:
//!
//! - Every parameter that is not `uniform`, every `out`/`inout` parameter
//!   and the result are split into their leaves (`hl.entry_point`'s
//!   `varyings`: scalars, vectors, matrices and arrays of them, through
//!   nested structs); each leaf is one `input` or `output` variable.
//! - A leaf with a system-value semantic is a built-in (`SV_Position` is
//!   `Position` out of a vertex shader and `FragCoord` into a fragment
//!   shader; `SV_VertexID` is `VertexIndex - BaseVertex` and
//!   `SV_InstanceID` `InstanceIndex - BaseInstance`, ...), converted to the
//!   declared type. Any other leaf gets the next `Location` of its
//!   direction, in declaration order (semantic names and indices are
//!   ignored, `SV_Target<N>` included), or its `[[vk::location(N)]]`; a
//!   matrix takes one location per row, an array one per element.
//! - Interpolation: `nointerpolation` is `Flat`, `noperspective`
//!   `NoPerspective`, `centroid` `Centroid`, `sample` `Sample`, on vertex
//!   outputs and fragment inputs; integer fragment inputs are `Flat`.
//! - Fragment shaders get `OriginUpperLeft`; writing `SV_Depth` adds
//!   `DepthReplacing` (and `DepthGreater` / `DepthLess` for
//!   `SV_DepthGreaterEqual` / `SV_DepthLessEqual`); `[earlydepthstencil]`
//!   adds `EarlyFragmentTests`.
//!
//! Inputs are loaded into a local copy of each parameter at the start;
//! outputs are stored from a local copy at each return. The function is
//! left with its `uniform` parameters only and no result.

use nsl_dialects::{agg, arith, func, hl, mat, mem};
use nsl_ir::attr::AttrKind;
use nsl_ir::{AddressSpace, Attr, Builder, Context, Diagnostic, InsertPoint, MatrixLayout, Op, Type, TypeKind, Value};
use nsl_spirv::dialect::{build_addr, build_global_var, unique_symbol};

/// One leaf of the interface.
struct Leaf {
    /// The name of its variable (without the `in_` / `out_` prefix): the
    /// parameter's name and the fields', `result` for the result.
    name: String,
    path: Vec<usize>,
    semantic: String,
    words: Vec<String>,
}

/// The built-in a system value is, per stage and direction: its name and
/// type (`int`, `uint`, `float`, `float4`, `bool`, `int[1]`, `float[N]`).
#[derive(Clone, Copy, PartialEq)]
enum Dir {
    In,
    Out,
}

/// The conventions of the target the interface is for. SPIR-V's are
/// slangc's SPIR-V ones (above). The text targets keep the same locations,
/// built-ins and interpolation, so that their stages link with each other
/// and with slangc's SPIR-V, with these differences:
/// - every variable carries its leaf's `semantic` (HLSL prints it, as
///   slangc does: `SV_Target<N>`'s index is the render target there);
/// - a matrix leaf keeps its matrix type (SPIR-V's is slangc's struct of
///   an array of rows or columns), and `SV_Coverage` is an `int` (SPIR-V's
///   `SampleMask` is an array of one);
/// - on HLSL, WGSL and Metal `SV_VertexID` and `SV_InstanceID` are the
///   target's own indices (`SV_VertexID`, `vertex_index`, `[[vertex_id]]`),
///   with no base subtracted, as slangc prints them;
/// - on WGSL an integer vertex output is `Flat` too (WGSL requires flat
///   interpolation of integers on both sides).
#[derive(Clone, Copy, Debug)]
pub struct Conventions {
    pub semantics: bool,
    pub matrix_storage: bool,
    pub draw_relative_ids: bool,
    pub flat_integer_outputs: bool,
    /// Interpolation at a centroid, sample or offset and per-vertex reads
    /// (GLSL's `interpolateAt*`, `pervertexEXT`): SPIR-V and GLSL.
    pub interpolation_functions: bool,
    /// A hull shader's patch-constant phase in a function of its own
    /// (HLSL's `[patchconstantfunc]`), not after a barrier in invocation 0.
    pub split_patch_constants: bool,
}

impl Conventions {
    pub fn of(target: &str) -> Conventions {
        Conventions {
            semantics: target != "spirv",
            matrix_storage: target == "spirv",
            draw_relative_ids: matches!(target, "spirv" | "glsl"),
            flat_integer_outputs: target == "wgsl",
            interpolation_functions: matches!(target, "spirv" | "glsl"),
            split_patch_constants: target == "hlsl",
        }
    }
}

/// What lowering an entry point decided: its execution modes (a mode's
/// literal operands follow its name: `OutputVertices 6`).
/// With [`Conventions::split_patch_constants`], a hull shader's
/// patch-constant phase is `patch_function`: it reads the same input
/// variables and the output control points, and writes the patch outputs.
pub struct Lowered {
    pub modes: Vec<String>,
    pub patch_function: Option<String>,
}

/// Lowers the interface of graphics entry point `ep` (function `f`).
pub fn lower(
    ctx: &mut Context,
    module: Op,
    ep: Op,
    f: Op,
    stage: &str,
    conventions: Conventions,
) -> Result<Lowered, Diagnostic> {
    let semantics = crate::spirv_builtins::semantic_names(ctx, ep);
    let lists = varyings(ctx, ep);
    let (params, results) = func::signature(ctx, f).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
    if lists.len() != params.len() + results.len() {
        return Err(Diagnostic::error(
            "NSL3118",
            ctx.loc(ep),
            "the entry point's interface description does not match its function",
        ));
    }
    let mut lists = lists;
    let body = ctx.body(f, 0);
    let args = ctx.block_args(body).to_vec();
    for (i, list) in lists.iter_mut().enumerate() {
        let base = match args.get(i) {
            Some(&a) => ctx.value_name(a).map_or_else(|| format!("param{i}"), |s| ctx.str(s).to_string()),
            None => "result".to_string(),
        };
        let ty = params.get(i).copied().or(results.first().copied());
        for leaf in list.iter_mut() {
            leaf.name = leaf_name(ctx, ty, &base, &leaf.path);
        }
    }
    let fragment = stage == "fragment";
    let mut st = State {
        module,
        fragment,
        stage: stage.to_string(),
        conventions,
        next_location: [0, 0],
        modes: if fragment { vec!["OriginUpperLeft".to_string()] } else { Vec::new() },
        outputs: Vec::new(),
        patch_location: None,
        arrayed: None,
        patch: false,
        invocation: None,
        builtins: Vec::new(),
        per_primitive: false,
        per_vertex: false,
        last_input: None,
        distances: Vec::new(),
        patch_function: None,
    };
    if ctx.attr(ep, "early_depth_stencil").is_some() && fragment {
        st.modes.push("EarlyFragmentTests".to_string());
    }
    st.modes.extend(stage_modes(ctx, ep, stage));
    // A domain shader's patch inputs take the locations after its
    // per-vertex ones (as the hull shader's patch outputs do).
    if stage == "domain" {
        let mut n = 0;
        for (i, list) in lists.iter().enumerate() {
            if semantics.get(i).map(String::as_str) == Some("uniform") {
                continue;
            }
            for leaf in list.iter().filter(|l| l.words.iter().any(|w| w == "arrayed")) {
                if is_user_semantic(&system_value_name(&leaf.semantic)) {
                    let TypeKind::Array { elem, .. } = *ctx.type_kind(params[i]) else { continue };
                    n += locations(ctx, leaf_type(ctx, elem, &leaf.path));
                }
            }
        }
        st.patch_location = Some(n);
    }
    let mut patch_inputs: Vec<PatchInput> = Vec::new();
    let loc = ctx.loc(f);
    let mut removed = Vec::new();
    // Parameters, in order (their locations are numbered in order).
    for (i, &arg) in args.iter().enumerate() {
        if semantics.get(i).map(String::as_str) == Some("uniform") {
            continue;
        }
        let leaves = &lists[i];
        let ty = params[i];
        let has_word = |w: &str| leaves.first().is_some_and(|l| l.words.iter().any(|x| x == w));
        if has_word("stream") || nsl_dialects::hl_stage::stream_element(ctx, pointee(ctx, ty)).is_some() {
            st.lower_stream(ctx, f, pointee(ctx, ty), leaves, loc)?;
            removed.push(i);
            continue;
        }
        let mesh_kind = ["vertices", "indices", "primitives"].into_iter().find(|w| has_word(w));
        if let Some(kind) = mesh_kind {
            st.mesh_output(ctx, ep, arg, ty, leaves, kind, loc)?;
            removed.push(i);
            continue;
        }
        if has_word("payload") {
            // A mesh shader's payload from its task shader.
            let sym = unique_symbol(ctx, module, "payload");
            let value_ty = pointee(ctx, ty);
            let mbody = ctx.body(module, 0);
            build_global_var(ctx, InsertPoint::Start(mbody), loc, &sym, value_ty, "task_payload", &[]);
            let mut b = Builder::new(ctx, InsertPoint::Start(body));
            b.loc = loc;
            let addr = build_addr(&mut b, &sym, value_ty, AddressSpace::TaskPayload);
            let v = b.value(mem::LOAD.name, &[addr], value_ty, &[]);
            ctx.replace_all_uses(arg, v);
            removed.push(i);
            continue;
        }
        if has_word("arrayed") && !has_word("out") && !has_word("inout") {
            let vars = st.arrayed_vars(ctx, ty, leaves, loc)?;
            let (local, after) = load_arrayed(ctx, InsertPoint::Start(body), ty, &vars, loc)?;
            let mut b = Builder::new(ctx, after);
            b.loc = loc;
            let v = b.value(mem::LOAD.name, &[local], ty, &[]);
            ctx.replace_all_uses(arg, v);
            patch_inputs.push(PatchInput { ty, local, vars });
            removed.push(i);
            continue;
        }
        // A domain shader's patch constants.
        st.patch = stage == "domain";
        let dir_word = leaves.first().and_then(|l| l.words.iter().find(|w| *w == "out" || *w == "inout")).cloned();
        let (value_ty, by_ptr) = match (ctx.type_kind(ty).clone(), dir_word.as_deref()) {
            (TypeKind::Ptr { pointee, .. }, Some(_)) => (pointee, true),
            _ => (ty, false),
        };
        let local = {
            let mut b = Builder::new(ctx, InsertPoint::Start(body));
            b.loc = loc;
            let ptr = b.ctx.ptr_type(value_ty, AddressSpace::Function);
            b.value(mem::VAR.name, &[], ptr, &[])
        };
        let var_op = ctx.defining_op(local).expect("just built");
        let mut ip = InsertPoint::After(var_op);
        // Leaves read per vertex only: their places in the value stay unset.
        let mut unset: Vec<&Leaf> = Vec::new();
        if dir_word.as_deref() != Some("out") {
            for leaf in leaves {
                let reads = at_vertex_reads(ctx, f, i, &leaf.path);
                let pervertex = leaf.words.iter().any(|w| w == "pervertex");
                if (!reads.is_empty() || pervertex) && fragment && !by_ptr {
                    st.per_vertex_input(ctx, value_ty, leaf, &reads, loc)?;
                    unset.push(leaf);
                    continue;
                }
                ip = st.input(ctx, ip, local, value_ty, leaf, loc)?;
                let evaluated = evaluate_reads(ctx, f, i, &leaf.path);
                if !evaluated.is_empty() {
                    st.evaluate_input(ctx, value_ty, leaf, &evaluated, loc)?;
                }
            }
        }
        if by_ptr {
            ctx.replace_all_uses(arg, local);
            for leaf in leaves {
                st.output_from(ctx, local, value_ty, leaf, loc)?;
            }
        } else {
            let mut b = Builder::new(ctx, ip);
            b.loc = loc;
            let v = b.value(mem::LOAD.name, &[local], value_ty, &[]);
            ctx.replace_all_uses(arg, v);
            // A per-vertex input has no value at the fragment (GLSL forbids
            // reading a `pervertexEXT` input without a vertex index; a
            // second, interpolated variable at its location would break
            // Vulkan's location rules): reading it directly is refused.
            for leaf in unset {
                if let Some(at) = value_reads(ctx, v, &leaf.path) {
                    let msg = format!(
                        "the input '{}' is read per vertex (GetAttributeAtVertex or pervertex), so it cannot also be \
                         read directly",
                        leaf.semantic
                    );
                    return Err(Diagnostic::error("NSL3121", ctx.loc(at), msg));
                }
            }
        }
        st.patch = false;
        removed.push(i);
    }
    // The result: stored into a local at each return.
    if let Some(&ret_ty) = results.first() {
        let local = {
            let mut b = Builder::new(ctx, InsertPoint::Start(body));
            b.loc = loc;
            let ptr = b.ctx.ptr_type(ret_ty, AddressSpace::Function);
            b.value(mem::VAR.name, &[], ptr, &[])
        };
        if stage == "hull" {
            st.arrayed = Some(output_control_points(ctx, ep).ok_or_else(|| {
                Diagnostic::error("NSL3120", ctx.loc(ep), "a hull shader needs [outputcontrolpoints(N)]")
            })?);
            st.invocation = Some(st.builtin_input(ctx, "InvocationId", loc));
        }
        for leaf in &lists[params.len()] {
            st.output_from(ctx, local, ret_ty, leaf, loc)?;
        }
        st.arrayed = None;
        let returns: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| ctx.op_name(o) == func::RETURN.name).collect();
        for r in returns {
            if let Some(&v) = ctx.operands(r).first() {
                let mut b = Builder::new(ctx, InsertPoint::Before(r));
                b.loc = b.ctx.loc(r);
                b.op(mem::STORE.name, &[local, v], &[], &[], 0);
                let ret = ctx.create_op(ctx.kind(func::RETURN.name), &[], &[], &[], 0, ctx.loc(r));
                ctx.insert_op(ret, InsertPoint::Before(r));
                ctx.erase_op(r);
            }
        }
    }
    // Every return writes the outputs first.
    let returns: Vec<Op> = ctx.nested_ops(f).into_iter().filter(|&o| ctx.op_name(o) == func::RETURN.name).collect();
    for &r in &returns {
        for (local, ty, path, sym, var_ty, conv) in st.outputs.clone() {
            let mut b = Builder::new(ctx, InsertPoint::Before(r));
            b.loc = b.ctx.loc(r);
            let (p, leaf_ty) = leaf_addr(&mut b, local, ty, &path);
            let v = b.value(mem::LOAD.name, &[p], leaf_ty, &[]);
            // A clip or cull distance: its elements of the one array.
            if let Some(&(_, _, _, len)) = st.distances.iter().find(|d| d.1 == sym) {
                let f32_ty = b.ctx.float_type(32);
                let var_ty = b.ctx.array_type(f32_ty, Some(len as u32));
                let out = build_addr(&mut b, &sym, var_ty, AddressSpace::Output);
                let first = distance_index(&system_value_name(&conv));
                let parts: Vec<Value> = match b.ctx.type_kind(leaf_ty).clone() {
                    TypeKind::Array { elem, len: Some(n) } => (0..n)
                        .map(|i| {
                            let index = b.ctx.int_attr(i.into());
                            b.value(agg::EXTRACT.name, &[v], elem, &[("index", index)])
                        })
                        .collect(),
                    _ => vec![v],
                };
                for (i, part) in parts.into_iter().enumerate() {
                    let part = convert(&mut b, part, f32_ty).ok_or_else(|| conv_error(b.ctx, f, &conv))?;
                    let u32_ty = b.ctx.int_type(32, false);
                    let index = b.ctx.int_attr((first + i as u64).into());
                    let iv = b.value(arith::CONST.name, &[], u32_ty, &[("value", index)]);
                    let ptr = b.ctx.ptr_type(f32_ty, AddressSpace::Output);
                    let e = b.value(mem::ELEM_ADDR.name, &[out, iv], ptr, &[]);
                    b.op(mem::STORE.name, &[e, part], &[], &[], 0);
                }
                continue;
            }
            let mut out = build_addr(&mut b, &sym, var_ty, AddressSpace::Output);
            let mut elem_ty = var_ty;
            // A hull shader writes its control point of each output array.
            if let (Some((isym, ity)), TypeKind::Array { elem, .. }) =
                (st.invocation.clone(), b.ctx.type_kind(var_ty).clone())
            {
                let iaddr = build_addr(&mut b, &isym, ity, AddressSpace::Input);
                let id = b.value(mem::LOAD.name, &[iaddr], ity, &[]);
                let ptr = b.ctx.ptr_type(elem, AddressSpace::Output);
                out = b.value(mem::ELEM_ADDR.name, &[out, id], ptr, &[]);
                elem_ty = elem;
            }
            let v = convert(&mut b, v, elem_ty).ok_or_else(|| conv_error(b.ctx, f, &conv))?;
            b.op(mem::STORE.name, &[out, v], &[], &[], 0);
        }
        if stage == "hull" && st.patch_function.is_none() {
            st.patch_constants(ctx, ep, f, r, &patch_inputs, loc)?;
        }
    }
    if stage == "amplification" {
        st.dispatch_mesh(ctx, f, loc)?;
    }
    for &i in removed.iter().rev() {
        ctx.remove_block_arg(body, i);
    }
    let kept: Vec<Type> = params.iter().enumerate().filter(|(i, _)| !removed.contains(i)).map(|(_, &t)| t).collect();
    let fty = ctx.function_type(kept, Vec::new());
    let (type_name, type_attr) = (ctx.sym("type"), ctx.type_attr(fty));
    ctx.set_attr(f, type_name, type_attr);
    let kept_sems: Vec<Attr> = semantics
        .iter()
        .enumerate()
        .filter(|(i, _)| !removed.contains(i) && *i < params.len())
        .map(|(_, s)| ctx.str_attr(s))
        .collect();
    let list = ctx.array_attr(kept_sems);
    let sem_name = ctx.sym("semantics");
    ctx.set_attr(ep, sem_name, list);
    Ok(Lowered { modes: st.modes, patch_function: st.patch_function })
}

/// An op reading (part of) the leaf at `path` of value `v`, following
/// struct extracts, stores into function variables, their loads and field
/// addresses (conservatively: any other use of a value or pointer holding
/// part of the leaf counts as a read).
fn value_reads(ctx: &Context, v: Value, path: &[usize]) -> Option<Op> {
    for u in ctx.uses(v).to_vec() {
        let op = u.op;
        let name = ctx.op_name(op);
        if name == agg::EXTRACT.name && !path.is_empty() {
            if ctx.attr_int(op, "index") == Some(path[0] as i128) {
                if let Some(at) = value_reads(ctx, ctx.result(op, 0), &path[1..]) {
                    return Some(at);
                }
            }
        } else if name == mem::STORE.name && u.index == 1 {
            let dest = ctx.operand(op, 0);
            let local = ctx.defining_op(dest).is_some_and(|d| ctx.op_name(d) == mem::VAR.name);
            if !local {
                return Some(op);
            }
            if let Some(at) = pointer_reads(ctx, dest, path) {
                return Some(at);
            }
        } else {
            return Some(op);
        }
    }
    None
}

/// An op reading (part of) the leaf at `path` of what `p` points to (as
/// `value_reads`; stores through `p` are writes, not reads).
fn pointer_reads(ctx: &Context, p: Value, path: &[usize]) -> Option<Op> {
    for u in ctx.uses(p).to_vec() {
        let op = u.op;
        let name = ctx.op_name(op);
        let found = if name == mem::LOAD.name {
            value_reads(ctx, ctx.result(op, 0), path)
        } else if name == mem::FIELD_ADDR.name {
            match path.split_first() {
                None => pointer_reads(ctx, ctx.result(op, 0), path),
                Some((&first, rest)) if ctx.attr_int(op, "index") == Some(first as i128) => {
                    pointer_reads(ctx, ctx.result(op, 0), rest)
                }
                Some(_) => None,
            }
        } else if name == mem::STORE.name && u.index == 0 {
            None
        } else {
            Some(op)
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The `hl.attribute_at_vertex` ops of `f` reading leaf `path` of its
/// parameter `param` (ops of another function inlined into `f` read
/// that function's parameters: they are left, and refused).
fn at_vertex_reads(ctx: &Context, f: Op, param: usize, path: &[usize]) -> Vec<Op> {
    input_reads(ctx, hl::ATTRIBUTE_AT_VERTEX.name, f, param, path)
}

/// The `hl.evaluate_attribute` ops reading leaf `path` of `f`'s parameter
/// `param`: in any function (the input's variable is a global; a GLSL
/// `interpolateAt*` reads a global `in` variable from wherever it is).
fn evaluate_reads(ctx: &Context, f: Op, param: usize, path: &[usize]) -> Vec<Op> {
    let scope = ctx.parent_op(f).unwrap_or(f);
    input_reads_in(ctx, hl::EVALUATE_ATTRIBUTE.name, scope, f, param, path)
}

/// The ops named `op_name` in `f` that read leaf `path` of `f`'s own
/// parameter `param` (their `func`, `param` and `path` attributes).
fn input_reads(ctx: &Context, op_name: &str, f: Op, param: usize, path: &[usize]) -> Vec<Op> {
    input_reads_in(ctx, op_name, f, f, param, path)
}

/// The ops named `op_name` in `scope` that read leaf `path` of `f`'s
/// parameter `param`.
fn input_reads_in(ctx: &Context, op_name: &str, scope: Op, f: Op, param: usize, path: &[usize]) -> Vec<Op> {
    let kind = ctx.kind(op_name);
    let sym = ctx.attr_symbol(f, "sym");
    ctx.nested_ops(scope)
        .into_iter()
        .filter(|&o| {
            ctx.is(o, kind)
                && ctx.attr_symbol(o, "func") == sym
                && ctx.attr_int(o, "param") == Some(param as i128)
                && nsl_spirv::dialect::int_list(ctx, o, "path")
                    .is_some_and(|p| p.iter().map(|&x| x as usize).eq(path.iter().copied()))
        })
        .collect()
}

fn conv_error(ctx: &Context, f: Op, what: &str) -> Diagnostic {
    Diagnostic::error("NSL3119", ctx.loc(f), format!("a '{what}' value cannot have this type"))
}

/// An output to write at each return: local, its type, the leaf's path,
/// the variable, its type, and the semantic (for errors).
type Output = (Value, Type, Vec<usize>, String, Type, String);

struct State {
    module: Op,
    fragment: bool,
    /// The stage (`vertex`, `fragment`, `geometry`, `hull`, `domain`).
    stage: String,
    conventions: Conventions,
    next_location: [i128; 2],
    modes: Vec<String>,
    outputs: Vec<Output>,
    /// A domain shader's next location for patch inputs.
    patch_location: Option<i128>,
    /// While creating per-vertex variables: their vertex count.
    arrayed: Option<u32>,
    /// While creating a domain shader's patch inputs or a hull shader's
    /// patch outputs.
    patch: bool,
    /// A hull shader's `InvocationId` input: the control point it writes.
    invocation: Option<(String, Type)>,
    /// The input built-ins made so far (one variable each).
    builtins: Vec<(String, String, Type)>,
    /// While creating a mesh shader's per-primitive outputs.
    per_primitive: bool,
    /// While creating a fragment input read per vertex (GetAttributeAtVertex).
    per_vertex: bool,
    /// The variable of the last input leaf made (symbol, type).
    last_input: Option<(String, Type)>,
    /// The clip and cull distance outputs of a vertex or domain shader:
    /// (built-in, symbol, variable, length). Every `SV_ClipDistanceN` leaf
    /// writes elements N.. of one array, as large as the highest needs.
    distances: Vec<(String, String, Op, u64)>,
    /// A hull shader's patch-constant function, once split out.
    patch_function: Option<String>,
}

impl State {
    /// Loads input `leaf` into its place in `local` after `ip`; returns the
    /// insertion point after the store.
    fn input(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        local: Value,
        ty: Type,
        leaf: &Leaf,
        loc: nsl_ir::Loc,
    ) -> Result<InsertPoint, Diagnostic> {
        let leaf_ty = leaf_type(ctx, ty, &leaf.path);
        let (sym, var_ty, convert_from) = self.variable(ctx, Dir::In, leaf, leaf_ty, loc)?;
        self.last_input = Some((sym.clone(), var_ty));
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let addr = build_addr(&mut b, &sym, var_ty, AddressSpace::Input);
        let mut v = b.value(mem::LOAD.name, &[addr], var_ty, &[]);
        if let Some((minus, minus_ty)) = convert_from {
            let addr = build_addr(&mut b, &minus, minus_ty, AddressSpace::Input);
            let base = b.value(mem::LOAD.name, &[addr], minus_ty, &[]);
            v = b.value(arith::SUB.name, &[v, base], var_ty, &[]);
        }
        let v = convert(&mut b, v, leaf_ty).ok_or_else(|| {
            Diagnostic::error("NSL3119", loc, format!("a '{}' input cannot have this type", leaf.semantic))
        })?;
        let (p, _) = leaf_addr(&mut b, local, ty, &leaf.path);
        let store = b.op(mem::STORE.name, &[p, v], &[], &[], 0);
        Ok(InsertPoint::After(store))
    }

    /// A fragment input read at the primitive's vertices
    /// (`hl.attribute_at_vertex`, `reads`): an array of three per-vertex
    /// values (`PerVertexKHR`, SPV_KHR_fragment_shader_barycentric), each
    /// read becoming a load of its element. Such an input is read through
    /// GetAttributeAtVertex only (GLSL's `pervertexEXT`): its place in the
    /// parameter's value is left unset.
    fn per_vertex_input(
        &mut self,
        ctx: &mut Context,
        ty: Type,
        leaf: &Leaf,
        reads: &[Op],
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        if !self.conventions.interpolation_functions {
            return Err(Diagnostic::error(
                "NSL3121",
                loc,
                "GetAttributeAtVertex is supported on the SPIR-V and GLSL targets only",
            ));
        }
        if !is_user_semantic(&system_value_name(&leaf.semantic)) {
            let msg = format!("GetAttributeAtVertex cannot read the system value '{}'", leaf.semantic);
            return Err(Diagnostic::error("NSL3121", loc, msg));
        }
        let leaf_ty = leaf_type(ctx, ty, &leaf.path);
        self.arrayed = Some(3);
        self.per_vertex = true;
        let made = self.user_variable(ctx, Dir::In, leaf, leaf_ty, false, loc);
        self.arrayed = None;
        self.per_vertex = false;
        let (sym, var_ty, _) = made?;
        let TypeKind::Array { elem, .. } = *ctx.type_kind(var_ty) else { unreachable!("an arrayed variable") };
        for &r in reads {
            let mut b = Builder::new(ctx, InsertPoint::Before(r));
            b.loc = b.ctx.loc(r);
            let index = b.ctx.operand(r, 0);
            let var = build_addr(&mut b, &sym, var_ty, AddressSpace::Input);
            let ptr = b.ctx.ptr_type(elem, AddressSpace::Input);
            let at = b.value(mem::ELEM_ADDR.name, &[var, index], ptr, &[]);
            let v = b.value(mem::LOAD.name, &[at], elem, &[]);
            let v = convert(&mut b, v, leaf_ty).ok_or_else(|| {
                Diagnostic::error("NSL3119", loc, format!("a '{}' input cannot have this type", leaf.semantic))
            })?;
            let old = ctx.result(r, 0);
            ctx.replace_all_uses(old, v);
            ctx.erase_op(r);
        }
        Ok(())
    }

    /// Reads of a fragment input interpolated elsewhere than at the
    /// fragment (`hl.evaluate_attribute`, `reads`): each an
    /// `hl.interpolate_input` of the input's variable (its last one made).
    fn evaluate_input(
        &mut self,
        ctx: &mut Context,
        ty: Type,
        leaf: &Leaf,
        reads: &[Op],
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        let refuse = |what: &str| Diagnostic::error("NSL3121", loc, format!("EvaluateAttributeAt* {what}"));
        if !self.conventions.interpolation_functions {
            return Err(refuse("is supported on the SPIR-V and GLSL targets only"));
        }
        let leaf_ty = leaf_type(ctx, ty, &leaf.path);
        let Some((sym, var_ty)) = self.last_input.clone() else { return Err(refuse("needs an input variable")) };
        // GLSL's interpolateAt* take a float scalar or vector.
        let float_scalar_or_vector = |t: Type| match *ctx.type_kind(t) {
            TypeKind::Vector { elem, .. } => matches!(ctx.type_kind(elem), TypeKind::Float { .. }),
            TypeKind::Float { .. } => true,
            _ => false,
        };
        if var_ty != leaf_ty
            || !is_user_semantic(&system_value_name(&leaf.semantic))
            || (!self.conventions.matrix_storage && !float_scalar_or_vector(leaf_ty))
        {
            return Err(refuse(&format!("cannot interpolate the '{}' input", leaf.semantic)));
        }
        for &r in reads {
            let mut b = Builder::new(ctx, InsertPoint::Before(r));
            b.loc = b.ctx.loc(r);
            let var = build_addr(&mut b, &sym, var_ty, AddressSpace::Input);
            let mut operands = vec![var];
            operands.extend(b.ctx.operands(r).to_vec());
            let mode = b.ctx.attr(r, "mode").expect("verified");
            let v = b.value(hl::INTERPOLATE_INPUT.name, &operands, leaf_ty, &[("mode", mode)]);
            let old = ctx.result(r, 0);
            ctx.replace_all_uses(old, v);
            ctx.erase_op(r);
        }
        Ok(())
    }

    /// Records output `leaf` of `local`, written at each return.
    fn output_from(
        &mut self,
        ctx: &mut Context,
        local: Value,
        ty: Type,
        leaf: &Leaf,
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        let leaf_ty = leaf_type(ctx, ty, &leaf.path);
        let (sym, var_ty, _) = self.variable(ctx, Dir::Out, leaf, leaf_ty, loc)?;
        self.outputs.push((local, ty, leaf.path.clone(), sym, var_ty, leaf.semantic.clone()));
        Ok(())
    }

    /// Creates the variable of a leaf: its symbol, its type and, for the
    /// draw-relative indices, the base built-in to subtract.
    #[allow(clippy::type_complexity)]
    fn variable(
        &mut self,
        ctx: &mut Context,
        dir: Dir,
        leaf: &Leaf,
        leaf_ty: Type,
        loc: nsl_ir::Loc,
    ) -> Result<(String, Type, Option<(String, Type)>), Diagnostic> {
        let mut sem = system_value_name(&leaf.semantic);
        // `noperspective` barycentrics are their own built-in.
        if sem == "sv_barycentrics" && leaf.words.iter().any(|w| w == "noperspective") {
            sem = "sv_barycentrics_noperspective".to_string();
        }
        let i32_ty = ctx.int_type(32, true);
        let f32_ty = ctx.float_type(32);
        let storage = if dir == Dir::In { "input" } else { "output" };
        if !is_user_semantic(&sem) {
            let Some((builtin, ty, base)) = self.builtin(ctx, dir, &sem, leaf_ty, i32_ty, f32_ty) else {
                // A draw index passed on as a varying keeps the built-in's `int`.
                if matches!(sem.as_str(), "sv_instanceid" | "sv_vertexid" | "sv_primitiveid") {
                    return self.user_variable(ctx, dir, leaf, leaf_ty, true, loc);
                }
                let stage = if self.fragment { "pixel" } else { self.stage.as_str() };
                let what = if dir == Dir::In { "input" } else { "output" };
                return Err(Diagnostic::error(
                    "E30702",
                    loc,
                    format!(
                        "system value semantic '{}' cannot be used as {what} in '{stage}' shader stage",
                        leaf.semantic
                    ),
                ));
            };
            if let Some(made) = self.distance_output(ctx, dir, builtin, &sem, leaf_ty, loc) {
                return Ok(made);
            }
            let reuse = dir == Dir::In && self.arrayed.is_none() && base.is_none();
            if let Some((_, sym, t)) = self.builtins.iter().find(|(b, _, t)| reuse && b == builtin && *t == ty) {
                return Ok((sym.clone(), *t, None));
            }
            let sym = unique_symbol(ctx, self.module, builtin);
            if reuse {
                self.builtins.push((builtin.to_string(), sym.clone(), ty));
            }
            let name = ctx.str_attr(builtin);
            let mut extra = vec![("builtin", name)];
            if self.conventions.semantics {
                extra.push(("semantic", ctx.str_attr(&leaf.semantic)));
            }
            let base = base.filter(|_| self.conventions.draw_relative_ids);
            // Integer built-in inputs of a fragment shader are flat.
            if self.fragment && dir == Dir::In && is_integer(ctx, ty) {
                let flat = ctx.str_attr("Flat");
                extra.push(("decorations", ctx.array_attr(vec![flat])));
            }
            if matches!(builtin, "TessLevelOuter" | "TessLevelInner") {
                let patch = ctx.str_attr("Patch");
                extra.push(("decorations", ctx.array_attr(vec![patch])));
            }
            if self.per_primitive {
                let d = ctx.str_attr("PerPrimitiveEXT");
                extra.push(("decorations", ctx.array_attr(vec![d])));
            }
            // Per-vertex built-ins (`gl_in[i].gl_Position`) are arrays.
            let per_patch = matches!(builtin, "PrimitiveId" | "InvocationId" | "TessLevelOuter" | "TessLevelInner");
            let ty = match self.arrayed {
                Some(n) if !(per_patch && dir == Dir::In) => ctx.array_type(ty, Some(n)),
                _ => ty,
            };
            let body = ctx.body(self.module, 0);
            build_global_var(ctx, InsertPoint::Start(body), loc, &sym, ty, storage, &extra);
            let base = base.map(|b| {
                let bsym = unique_symbol(ctx, self.module, b);
                let name = ctx.str_attr(b);
                build_global_var(ctx, InsertPoint::Start(body), loc, &bsym, i32_ty, "input", &[("builtin", name)]);
                (bsym, i32_ty)
            });
            return Ok((sym, ty, base));
        }
        self.user_variable(ctx, dir, leaf, leaf_ty, false, loc)
    }

    /// The one clip or cull distance array of a vertex or domain shader's
    /// outputs that leaf `sem` (`sv_clipdistance1`, a `float` or a
    /// `float[n]`) writes part of, grown to hold it.
    #[allow(clippy::type_complexity)]
    fn distance_output(
        &mut self,
        ctx: &mut Context,
        dir: Dir,
        builtin: &str,
        sem: &str,
        leaf_ty: Type,
        loc: nsl_ir::Loc,
    ) -> Option<(String, Type, Option<(String, Type)>)> {
        let merged = dir == Dir::Out
            && matches!(builtin, "ClipDistance" | "CullDistance")
            && matches!(self.stage.as_str(), "vertex" | "domain")
            && self.arrayed.is_none();
        if !merged {
            return None;
        }
        let first = distance_index(sem);
        let count = match *ctx.type_kind(leaf_ty) {
            TypeKind::Array { len: Some(n), .. } => u64::from(n),
            _ => 1,
        };
        let f32_ty = ctx.float_type(32);
        let len = first + count;
        if let Some(d) = self.distances.iter_mut().find(|d| d.0 == builtin) {
            d.3 = d.3.max(len);
            let ty = ctx.array_type(f32_ty, Some(d.3 as u32));
            let (sym, var) = (d.1.clone(), d.2);
            let t = ctx.type_attr(ty);
            let name = ctx.sym("type");
            ctx.set_attr(var, name, t);
            return Some((sym, ty, None));
        }
        let ty = ctx.array_type(f32_ty, Some(len as u32));
        let sym = unique_symbol(ctx, self.module, builtin);
        let mut extra = vec![("builtin", ctx.str_attr(builtin))];
        if self.conventions.semantics {
            extra.push(("semantic", ctx.str_attr(sem)));
        }
        let body = ctx.body(self.module, 0);
        let var = build_global_var(ctx, InsertPoint::Start(body), loc, &sym, ty, "output", &extra);
        self.distances.push((builtin.to_string(), sym.clone(), var, len));
        Some((sym, ty, None))
    }

    /// The variable of a leaf that is not a built-in: at the next location
    /// of its direction (or its own), with its interpolation.
    #[allow(clippy::type_complexity)]
    fn user_variable(
        &mut self,
        ctx: &mut Context,
        dir: Dir,
        leaf: &Leaf,
        leaf_ty: Type,
        as_int: bool,
        loc: nsl_ir::Loc,
    ) -> Result<(String, Type, Option<(String, Type)>), Diagnostic> {
        let storage = if dir == Dir::In { "input" } else { "output" };
        let word = |key: &str| {
            leaf.words.iter().find_map(|w| w.strip_prefix(key).and_then(|v| v.strip_prefix('=')?.parse::<i128>().ok()))
        };
        let slot = if dir == Dir::In { 0 } else { 1 };
        let domain_patch = self.patch && dir == Dir::In && self.patch_location.is_some();
        let location = match word("location") {
            Some(l) => l,
            None if domain_patch => self.patch_location.unwrap_or(0),
            None => self.next_location[slot],
        };
        if domain_patch {
            self.patch_location = Some(location + locations(ctx, leaf_ty));
        } else {
            self.next_location[slot] = self.next_location[slot].max(location + locations(ctx, leaf_ty));
        }
        let prefix = if dir == Dir::In { "in" } else { "out" };
        let sym = unique_symbol(ctx, self.module, &format!("{prefix}_{}", leaf.name));
        let mut extra = vec![("location", ctx.int_attr(location))];
        if self.conventions.semantics {
            extra.push(("semantic", ctx.str_attr(&leaf.semantic)));
        }
        // SPIR-V's Index decorates fragment outputs only (dual-source
        // blending); an input's is dropped, as slangc drops it.
        if let Some(index) = word("index").filter(|_| dir == Dir::Out) {
            extra.push(("index", ctx.int_attr(index)));
        }
        // Vulkan allows interpolation decorations on the outputs of the
        // stages before the rasterizer and on fragment inputs; slangc
        // keeps them on the inputs of the stages between too.
        let interpolated = if self.fragment { dir == Dir::In } else { self.stage != "vertex" || dir == Dir::Out };
        let mut decorations = Vec::new();
        if self.patch {
            decorations.push("Patch");
        }
        if self.per_primitive {
            decorations.push("PerPrimitiveEXT");
        }
        // A per-vertex input is not interpolated.
        if self.per_vertex {
            decorations.push("PerVertexKHR");
        } else if interpolated {
            let has = |w: &str| leaf.words.iter().any(|x| x == w);
            let integer = is_integer(ctx, leaf_ty) || is_bool(ctx, leaf_ty) || as_int;
            let flat_integer = self.fragment || self.conventions.flat_integer_outputs;
            if has("nointerpolation") || (flat_integer && integer) {
                decorations.push("Flat");
            }
            if has("noperspective") {
                decorations.push("NoPerspective");
            }
            if has("centroid") {
                decorations.push("Centroid");
            }
            if has("sample") {
                decorations.push("Sample");
            }
        }
        if !decorations.is_empty() {
            let items = decorations.iter().map(|d| ctx.str_attr(d)).collect();
            extra.push(("decorations", ctx.array_attr(items)));
        }
        let body = ctx.body(self.module, 0);
        let var_ty = storage_type(ctx, leaf_ty, as_int, self.conventions.matrix_storage);
        let var_ty = match self.arrayed {
            Some(n) => ctx.array_type(var_ty, Some(n)),
            None => var_ty,
        };
        build_global_var(ctx, InsertPoint::Start(body), loc, &sym, var_ty, storage, &extra);
        Ok((sym, var_ty, None))
    }

    /// The built-in of a system value: name, variable type, and the base
    /// to subtract (`SV_VertexID`, `SV_InstanceID`).
    fn builtin(
        &mut self,
        ctx: &mut Context,
        dir: Dir,
        sem: &str,
        leaf_ty: Type,
        i32_ty: Type,
        f32_ty: Type,
    ) -> Option<(&'static str, Type, Option<&'static str>)> {
        let float4 = ctx.vector_type(f32_ty, 4);
        let bool_ty = ctx.bool_type();
        let int1 = ctx.array_type(i32_ty, Some(1));
        let float_array = |ctx: &mut Context| match *ctx.type_kind(leaf_ty) {
            TypeKind::Array { len: Some(n), .. } => ctx.array_type(f32_ty, Some(n)),
            _ => ctx.array_type(f32_ty, Some(1)),
        };
        let numbered =
            |s: &str, base: &str| s.strip_prefix(base).is_some_and(|rest| rest.chars().all(|c| c.is_ascii_digit()));
        let float3 = ctx.vector_type(f32_ty, 3);
        let float4_array = ctx.array_type(f32_ty, Some(4));
        let float2_array = ctx.array_type(f32_ty, Some(2));
        let stage = self.stage.as_str();
        let between = matches!(stage, "geometry" | "hull" | "domain");
        let task = matches!(stage, "mesh" | "amplification");
        let rasterized_last = matches!(stage, "vertex" | "domain" | "geometry" | "mesh");
        let u32_ty = ctx.int_type(32, false);
        let uint3 = ctx.vector_type(u32_ty, 3);
        Some(match (self.fragment, dir, sem) {
            (false, Dir::In, "sv_dispatchthreadid") if task => ("GlobalInvocationId", uint3, None),
            (false, Dir::In, "sv_groupthreadid") if task => ("LocalInvocationId", uint3, None),
            (false, Dir::In, "sv_groupid") if task => ("WorkgroupId", uint3, None),
            (false, Dir::In, "sv_groupindex") if task => ("LocalInvocationIndex", u32_ty, None),
            (false, Dir::Out, "sv_primitiveid") if stage == "mesh" => ("PrimitiveId", i32_ty, None),
            (false, Dir::Out, "sv_cullprimitive") if stage == "mesh" => ("CullPrimitiveEXT", bool_ty, None),
            (false, Dir::In, "sv_position") if between => ("Position", float4, None),
            (false, Dir::In, "sv_primitiveid") if between => ("PrimitiveId", i32_ty, None),
            (false, Dir::Out, "sv_primitiveid") if stage == "geometry" => ("PrimitiveId", i32_ty, None),
            (false, Dir::In, "sv_gsinstanceid") if stage == "geometry" => ("InvocationId", i32_ty, None),
            (false, Dir::In, "sv_outputcontrolpointid") if stage == "hull" => ("InvocationId", i32_ty, None),
            (false, Dir::In, "sv_domainlocation") if stage == "domain" => ("TessCoord", float3, None),
            (false, d, "sv_tessfactor")
                if (stage == "hull") == (d == Dir::Out) && matches!(stage, "hull" | "domain") =>
            {
                ("TessLevelOuter", float4_array, None)
            }
            (false, d, "sv_insidetessfactor")
                if (stage == "hull") == (d == Dir::Out) && matches!(stage, "hull" | "domain") =>
            {
                ("TessLevelInner", float2_array, None)
            }
            // The last stage before rasterization picks the layer and the
            // viewport (from a vertex or domain shader the emitter adds
            // SPIR-V 1.5's `ShaderLayer` / `ShaderViewportIndex`, or the
            // EXT extension before 1.5).
            (false, Dir::Out, "sv_rendertargetarrayindex") if rasterized_last => ("Layer", i32_ty, None),
            (false, Dir::Out, "sv_viewportarrayindex") if rasterized_last => ("ViewportIndex", i32_ty, None),
            (true, Dir::In, "sv_rendertargetarrayindex") => ("Layer", i32_ty, None),
            (true, Dir::In, "sv_viewportarrayindex") => ("ViewportIndex", i32_ty, None),
            (false, Dir::In, "sv_vertexid") => ("VertexIndex", i32_ty, Some("BaseVertex")),
            (false, Dir::In, "sv_instanceid") => ("InstanceIndex", i32_ty, Some("BaseInstance")),
            (false, Dir::In, "sv_vulkanvertexid") => ("VertexIndex", i32_ty, None),
            (false, Dir::In, "sv_vulkaninstanceid") => ("InstanceIndex", i32_ty, None),
            (false, Dir::In, "sv_startvertexlocation") => ("BaseVertex", i32_ty, None),
            (false, Dir::In, "sv_startinstancelocation") => ("BaseInstance", i32_ty, None),
            (_, Dir::In, "sv_viewid") => ("ViewIndex", i32_ty, None),
            (_, Dir::In, "sv_deviceindex") => ("DeviceIndex", i32_ty, None),
            (false, Dir::In, "sv_drawindex") if stage == "vertex" => ("DrawIndex", i32_ty, None),
            // VK_EXT_fragment_density_map's fragment size and invocation count.
            (true, Dir::In, "sv_fragsize") => ("FragSizeEXT", ctx.vector_type(i32_ty, 2), None),
            (true, Dir::In, "sv_fraginvocationcount") => ("FragInvocationCountEXT", i32_ty, None),
            // Conservative rasterization: whether the pixel is fully covered.
            (true, Dir::In, "sv_innercoverage") => ("FullyCoveredEXT", bool_ty, None),
            (true, Dir::In, "sv_vulkansampleposition") => ("SamplePosition", ctx.vector_type(f32_ty, 2), None),
            (true, Dir::Out, "sv_stencilref") => ("FragStencilRefEXT", i32_ty, None),
            (true, Dir::In, "sv_barycentrics") => ("BaryCoordKHR", ctx.vector_type(f32_ty, 3), None),
            (true, Dir::In, "sv_barycentrics_noperspective") => {
                ("BaryCoordNoPerspKHR", ctx.vector_type(f32_ty, 3), None)
            }
            // The fragment's shading rate (VK_KHR_fragment_shading_rate).
            (true, Dir::In, "sv_shadingrate") => ("ShadingRateKHR", u32_ty, None),
            (false, Dir::Out, "sv_position") => ("Position", float4, None),
            (false, Dir::Out, "sv_pointsize") => ("PointSize", f32_ty, None),
            (true, Dir::In, "sv_pointcoord") => ("PointCoord", ctx.vector_type(f32_ty, 2), None),
            (true, Dir::In, "sv_position") => ("FragCoord", float4, None),
            (true, Dir::In, "sv_isfrontface") => ("FrontFacing", bool_ty, None),
            (true, Dir::In, "sv_primitiveid") => ("PrimitiveId", i32_ty, None),
            (true, Dir::In, "sv_sampleindex") => ("SampleId", i32_ty, None),
            // An array of one on SPIR-V; the text targets spell it as a
            // scalar (`gl_SampleMask[0]`, `uint : SV_Coverage`).
            (true, _, "sv_coverage") => {
                ("SampleMask", if self.conventions.matrix_storage { int1 } else { i32_ty }, None)
            }
            (true, Dir::Out, "sv_depth") => {
                self.modes.push("DepthReplacing".into());
                ("FragDepth", f32_ty, None)
            }
            (true, Dir::Out, "sv_depthgreaterequal") => {
                self.modes.extend(["DepthReplacing".into(), "DepthGreater".into()]);
                ("FragDepth", f32_ty, None)
            }
            (true, Dir::Out, "sv_depthlessequal") => {
                self.modes.extend(["DepthReplacing".into(), "DepthLess".into()]);
                ("FragDepth", f32_ty, None)
            }
            (f, d, s) if numbered(s, "sv_clipdistance") && (f == (d == Dir::In)) => {
                ("ClipDistance", float_array(ctx), None)
            }
            (f, d, s) if numbered(s, "sv_culldistance") && (f == (d == Dir::In)) => {
                ("CullDistance", float_array(ctx), None)
            }
            _ => return None,
        })
    }
}

impl State {
    /// An input built-in of type `int` (`InvocationId`): its variable.
    fn builtin_input(&mut self, ctx: &mut Context, builtin: &str, loc: nsl_ir::Loc) -> (String, Type) {
        let i32_ty = ctx.int_type(32, true);
        if let Some((_, sym, ty)) = self.builtins.iter().find(|(b, _, t)| b == builtin && *t == i32_ty) {
            return (sym.clone(), *ty);
        }
        let sym = unique_symbol(ctx, self.module, builtin);
        let name = ctx.str_attr(builtin);
        let body = ctx.body(self.module, 0);
        build_global_var(ctx, InsertPoint::Start(body), loc, &sym, i32_ty, "input", &[("builtin", name)]);
        self.builtins.push((builtin.to_string(), sym.clone(), i32_ty));
        (sym, i32_ty)
    }

    /// The vertices of a geometry shader's input primitive or of a patch
    /// (`ty` is `T[N]`): one input array of N per leaf of `T`, copied into
    /// a new local at `ip`. Gives the local and the point after the copy.
    fn arrayed_input(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        ty: Type,
        leaves: &[Leaf],
        loc: nsl_ir::Loc,
    ) -> Result<(Value, InsertPoint), Diagnostic> {
        let vars = self.arrayed_vars(ctx, ty, leaves, loc)?;
        load_arrayed(ctx, ip, ty, &vars, loc)
    }

    /// The input arrays of N of the leaves of `ty` (`T[N]`).
    fn arrayed_vars(
        &mut self,
        ctx: &mut Context,
        ty: Type,
        leaves: &[Leaf],
        loc: nsl_ir::Loc,
    ) -> Result<Vec<ArrayedVar>, Diagnostic> {
        let TypeKind::Array { elem, len: Some(n) } = *ctx.type_kind(ty) else {
            return Err(Diagnostic::error("NSL3119", loc, "an input primitive or patch must be an array of vertices"));
        };
        let mut vars = Vec::new();
        for leaf in leaves {
            let leaf_ty = leaf_type(ctx, elem, &leaf.path);
            self.arrayed = Some(n);
            let made = self.variable(ctx, Dir::In, leaf, leaf_ty, loc);
            self.arrayed = None;
            let (sym, var_ty, _) = made?;
            vars.push(ArrayedVar { path: leaf.path.clone(), semantic: leaf.semantic.clone(), sym, var_ty });
        }
        Ok(vars)
    }

    /// A geometry shader's output stream: one output variable per leaf of
    /// its element; each `Append(v)` stores `v`'s leaves into them and
    /// emits a vertex, each `RestartStrip()` ends the primitive, in the
    /// entry function and in the functions the stream is passed to (their
    /// stream parameters go).
    fn lower_stream(
        &mut self,
        ctx: &mut Context,
        f: Op,
        stream_ty: Type,
        leaves: &[Leaf],
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        use nsl_dialects::hl_stage;
        let Some(elem) = hl_stage::stream_element(ctx, stream_ty) else {
            return Err(Diagnostic::error("NSL3119", loc, "not an output stream"));
        };
        let mut vars = Vec::new();
        for leaf in leaves {
            let leaf_ty = leaf_type(ctx, elem, &leaf.path);
            let (sym, var_ty, _) = self.variable(ctx, Dir::Out, leaf, leaf_ty, loc)?;
            vars.push((leaf.path.clone(), leaf_ty, sym, var_ty, leaf.semantic.clone()));
        }
        // The functions the stream is passed to append to it too.
        let funcs = self.stream_functions(ctx, f, stream_ty)?;
        let ops: Vec<Op> = funcs.iter().flat_map(|&g| ctx.nested_ops(g)).collect();
        for op in ops {
            let name = ctx.op_name(op);
            if name == hl_stage::STREAM_APPEND.name {
                let v = ctx.operands(op)[1];
                let mut b = Builder::new(ctx, InsertPoint::Before(op));
                b.loc = b.ctx.loc(op);
                for (path, leaf_ty, sym, var_ty, sem) in &vars {
                    let mut x = v;
                    let mut t = elem;
                    for &i in path {
                        let TypeKind::Struct { fields, .. } = b.ctx.type_kind(t).clone() else { break };
                        t = fields[i].1;
                        let index = b.ctx.int_attr(i as i128);
                        x = b.value(agg::EXTRACT.name, &[x], t, &[("index", index)]);
                    }
                    debug_assert_eq!(t, *leaf_ty);
                    let x = convert(&mut b, x, *var_ty).ok_or_else(|| conv_error(b.ctx, f, sem))?;
                    let out = build_addr(&mut b, sym, *var_ty, AddressSpace::Output);
                    b.op(mem::STORE.name, &[out, x], &[], &[], 0);
                }
                b.op(hl_stage::EMIT_VERTEX.name, &[], &[], &[], 0);
                ctx.erase_op(op);
            } else if name == hl_stage::STREAM_RESTART.name {
                let mut b = Builder::new(ctx, InsertPoint::Before(op));
                b.loc = b.ctx.loc(op);
                b.op(hl_stage::END_PRIMITIVE.name, &[], &[], &[], 0);
                ctx.erase_op(op);
            }
        }
        // What is left of the stream: the callees' stream parameters and
        // the calls' arguments, then every copy, load and store of it.
        for &g in &funcs[1..] {
            let Some((params, results)) = func::signature(ctx, g).map(|(p, r)| (p.to_vec(), r.to_vec())) else {
                continue;
            };
            let drop: Vec<usize> = (0..params.len()).filter(|&i| carries_stream(ctx, params[i], stream_ty)).collect();
            let sym = ctx.attr_symbol(g, "sym");
            for caller in &funcs {
                for call in ctx.nested_ops(*caller) {
                    if ctx.op_name(call) != func::CALL.name || ctx.attr_symbol(call, "callee") != sym {
                        continue;
                    }
                    let kept: Vec<Value> = ctx
                        .operands(call)
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| !drop.contains(i))
                        .map(|(_, &v)| v)
                        .collect();
                    ctx.set_operands(call, &kept);
                }
            }
            let body = ctx.body(g, 0);
            for &i in drop.iter().rev() {
                let a = ctx.block_args(body)[i];
                let users: Vec<Op> = ctx.uses(a).iter().map(|u| u.op).collect();
                for u in users {
                    // A copy into a local: its stores go with the local.
                    if ctx.op_name(u) == mem::STORE.name {
                        ctx.erase_op(u);
                    }
                }
                if !ctx.uses(a).is_empty() {
                    return Err(Diagnostic::error(
                        "NSL3120",
                        ctx.loc(g),
                        "a geometry shader's output stream is only appended to, restarted and passed on here",
                    ));
                }
                ctx.remove_block_arg(body, i);
            }
            let kept: Vec<Type> =
                params.iter().enumerate().filter(|(i, _)| !drop.contains(i)).map(|(_, &t)| t).collect();
            let fty = ctx.function_type(kept, results);
            let (key, value) = (ctx.sym("type"), ctx.type_attr(fty));
            ctx.set_attr(g, key, value);
        }
        for &g in &funcs {
            let mut ops = ctx.nested_ops(g);
            ops.reverse();
            for op in ops {
                if ctx.is_erased(op) {
                    continue;
                }
                let stream_values = ctx
                    .operands(op)
                    .iter()
                    .chain(ctx.results(op))
                    .any(|&v| carries_stream(ctx, ctx.value_type(v), stream_ty));
                if !stream_values {
                    continue;
                }
                let name = ctx.op_name(op);
                let used_elsewhere = ctx.results(op).iter().any(|&r| {
                    ctx.uses(r).iter().any(|u| {
                        let n = ctx.op_name(u.op);
                        n != mem::LOAD.name && n != mem::STORE.name
                    })
                });
                if !(name == mem::VAR.name || name == mem::LOAD.name || name == mem::STORE.name) || used_elsewhere {
                    return Err(Diagnostic::error(
                        "NSL3120",
                        ctx.loc(op),
                        "a geometry shader's output stream is only appended to, restarted and passed on here",
                    ));
                }
                ctx.erase_op(op);
            }
        }
        Ok(())
    }

    /// `f` and the functions it passes the stream to (transitively), each
    /// once; every caller of those must be among them (another entry
    /// point's stream cannot share them).
    fn stream_functions(&self, ctx: &Context, f: Op, stream_ty: Type) -> Result<Vec<Op>, Diagnostic> {
        let table = nsl_ir::SymbolTable::build(ctx, self.module);
        let mut funcs = vec![f];
        let mut i = 0;
        while i < funcs.len() {
            for call in ctx.nested_ops(funcs[i]) {
                if ctx.op_name(call) != func::CALL.name {
                    continue;
                }
                let passes = ctx.operands(call).iter().any(|&v| carries_stream(ctx, ctx.value_type(v), stream_ty));
                let Some(g) = ctx.attr_symbol(call, "callee").and_then(|s| table.lookup(s)) else { continue };
                if passes && !funcs.contains(&g) {
                    funcs.push(g);
                }
            }
            i += 1;
        }
        // Every call of a callee comes from these functions.
        let body = ctx.body(self.module, 0);
        for op in ctx.block_ops(body) {
            if funcs.contains(&op) || ctx.op_name(op) != func::FUNC.name {
                continue;
            }
            for call in ctx.nested_ops(op) {
                let callee = ctx.attr_symbol(call, "callee").and_then(|s| table.lookup(s));
                if ctx.op_name(call) == func::CALL.name && callee.is_some_and(|g| funcs[1..].contains(&g)) {
                    return Err(Diagnostic::error(
                        "NSL3120",
                        ctx.loc(call),
                        "a function appending to a geometry shader's output stream is called from outside that shader",
                    ));
                }
            }
        }
        Ok(funcs)
    }

    /// Before return `r` of a hull shader: the barrier, then, in
    /// invocation 0, the patch-constant function's call and the writes of
    /// its result to the patch outputs (the tessellation levels and
    /// `Patch` outputs after the per-vertex ones), as slangc does.
    fn patch_constants(
        &mut self,
        ctx: &mut Context,
        ep: Op,
        f: Op,
        r: Op,
        patch_inputs: &[PatchInput],
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        let Some(pcf) = ctx.attr_symbol(ep, "patch_constant_func") else {
            return Err(Diagnostic::error("NSL3120", ctx.loc(ep), "a hull shader needs [patchconstantfunc(\"name\")]"));
        };
        let table = nsl_ir::SymbolTable::build(ctx, self.module);
        let Some(g) = table.lookup(pcf) else {
            return Err(Diagnostic::error("NSL3120", ctx.loc(ep), "the patch-constant function is missing"));
        };
        let pcf_name = ctx.str(pcf).to_string();
        let (params, results) = func::signature(ctx, g).map(|(p, r)| (p.to_vec(), r.to_vec())).unwrap_or_default();
        let mut lists = varyings_named(ctx, ep, "patch_varyings");
        if let Some(list) = lists.get_mut(params.len()) {
            for leaf in list.iter_mut() {
                leaf.name = leaf_name(ctx, results.first().copied(), "patch", &leaf.path);
            }
        }
        let sems: Vec<String> = match ctx.attr(ep, "patch_semantics").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&a| match ctx.attr_kind(a) {
                    AttrKind::Str(s) => ctx.str(*s).to_string(),
                    _ => String::new(),
                })
                .collect(),
            _ => Vec::new(),
        };
        if lists.len() != params.len() + results.len() || results.len() != 1 {
            return Err(Diagnostic::error(
                "NSL3120",
                ctx.loc(g),
                format!("the patch-constant function '{pcf_name}' must return a struct of patch constants"),
            ));
        }
        let split = self.conventions.split_patch_constants;
        let ip = if split {
            // A function of its own, after the hull's.
            let base = format!("{}_patch_phase", ctx.attr_symbol(f, "sym").map(|s| ctx.str(s)).unwrap_or("hull"));
            let name = unique_symbol(ctx, self.module, &base);
            let sym = ctx.sym(&name);
            let (_, block, _) = crate::autodiff::new_function(ctx, f, sym, &[], &[]);
            let ret = ctx.create_op(ctx.kind(func::RETURN.name), &[], &[], &[], 0, loc);
            ctx.insert_op(ret, InsertPoint::End(block));
            self.patch_function = Some(name);
            InsertPoint::Before(ret)
        } else {
            let mut b = Builder::new(ctx, InsertPoint::Before(r));
            b.loc = loc;
            b.op(nsl_dialects::hl_stage::PATCH_BARRIER.name, &[], &[], &[], 0);
            let (isym, ity) = self.invocation.clone().expect("hull shaders read their invocation");
            let mut b = Builder::new(ctx, InsertPoint::Before(r));
            b.loc = loc;
            let iaddr = build_addr(&mut b, &isym, ity, AddressSpace::Input);
            let id = b.value(mem::LOAD.name, &[iaddr], ity, &[]);
            let zero = b.ctx.int_attr(0);
            let z = b.value(arith::CONST.name, &[], ity, &[("value", zero)]);
            let bool_ty = b.ctx.bool_type();
            let eq = b.ctx.str_attr("eq");
            let first = b.value(arith::CMP.name, &[id, z], bool_ty, &[("pred", eq)]);
            let if_op = b.op(nsl_dialects::cf::IF.name, &[first], &[], &[], 2);
            let then_block = ctx.body(if_op, 0);
            let else_block = ctx.body(if_op, 1);
            let yield_then = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &[], &[], &[], 0, loc);
            ctx.insert_op(yield_then, InsertPoint::End(then_block));
            let yield_else = ctx.create_op(ctx.kind(nsl_dialects::cf::YIELD.name), &[], &[], &[], 0, loc);
            ctx.insert_op(yield_else, InsertPoint::End(else_block));
            InsertPoint::Before(yield_then)
        };
        // The arguments.
        let mut args = Vec::new();
        for (j, &pty) in params.iter().enumerate() {
            let leaves = &lists[j];
            let word = |w: &str| leaves.first().is_some_and(|l| l.words.iter().any(|x| x == w));
            let arrayed = word("arrayed");
            let sem = sems.get(j).cloned().unwrap_or_default();
            if arrayed {
                // An `InputPatch` of the hull shader's own type: its copy.
                // (Split out, the same variables read again.)
                let own = patch_inputs.iter().find(|p| p.ty == pty).filter(|_| !word("outputpatch"));
                if let Some(own) = own {
                    let local = if split { load_arrayed(ctx, ip, pty, &own.vars, loc)?.0 } else { own.local };
                    let mut b = Builder::new(ctx, ip);
                    b.loc = loc;
                    args.push(b.value(mem::LOAD.name, &[local], pty, &[]));
                    continue;
                }
                // An `OutputPatch`: the control points written.
                if let Some(v) = self.read_back_outputs(ctx, ip, pty, loc).filter(|_| word("outputpatch")) {
                    args.push(v);
                    continue;
                }
                let (local, _) = self.arrayed_input(ctx, ip, pty, leaves, loc)?;
                let mut b = Builder::new(ctx, ip);
                b.loc = loc;
                args.push(b.value(mem::LOAD.name, &[local], pty, &[]));
                continue;
            }
            if !sem.to_ascii_lowercase().starts_with("sv_") {
                return Err(Diagnostic::error(
                    "NSL3120",
                    ctx.loc(g),
                    format!(
                        "parameter #{j} of the patch-constant function '{pcf_name}' must be an InputPatch, an OutputPatch or a system value"
                    ),
                ));
            }
            let local = {
                let mut b = Builder::new(ctx, ip);
                b.loc = loc;
                let ptr = b.ctx.ptr_type(pty, AddressSpace::Function);
                b.value(mem::VAR.name, &[], ptr, &[])
            };
            let mut at = InsertPoint::After(ctx.defining_op(local).expect("built"));
            for leaf in leaves {
                at = self.input(ctx, at, local, pty, leaf, loc)?;
            }
            let mut b = Builder::new(ctx, at);
            b.loc = loc;
            args.push(b.value(mem::LOAD.name, &[local], pty, &[]));
        }
        let ret_ty = results[0];
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let callee = b.ctx.symbol_attr(&pcf_name);
        let call = b.op(func::CALL.name, &args, &[ret_ty], &[("callee", callee)], 0);
        let value = ctx.result(call, 0);
        // The results: patch outputs.
        self.patch = true;
        for leaf in &lists[params.len()] {
            let leaf_ty = leaf_type(ctx, ret_ty, &leaf.path);
            let made = self.variable(ctx, Dir::Out, leaf, leaf_ty, loc);
            let (sym, var_ty, _) = match made {
                Ok(v) => v,
                Err(e) => {
                    self.patch = false;
                    return Err(e);
                }
            };
            let mut b = Builder::new(ctx, ip);
            b.loc = loc;
            let mut x = value;
            let mut t = ret_ty;
            for &i in &leaf.path {
                let TypeKind::Struct { fields, .. } = b.ctx.type_kind(t).clone() else { break };
                t = fields[i].1;
                let index = b.ctx.int_attr(i as i128);
                x = b.value(agg::EXTRACT.name, &[x], t, &[("index", index)]);
            }
            let x = convert(&mut b, x, var_ty).ok_or_else(|| conv_error(b.ctx, f, &leaf.semantic));
            let x = match x {
                Ok(x) => x,
                Err(e) => {
                    self.patch = false;
                    return Err(e);
                }
            };
            let out = build_addr(&mut b, &sym, var_ty, AddressSpace::Output);
            b.op(mem::STORE.name, &[out, x], &[], &[], 0);
        }
        self.patch = false;
        Ok(())
    }

    /// A hull shader's `OutputPatch<T, N>` for its patch-constant
    /// function: its output control points read back, if `ty` is an
    /// array of its result type.
    fn read_back_outputs(&mut self, ctx: &mut Context, ip: InsertPoint, ty: Type, loc: nsl_ir::Loc) -> Option<Value> {
        let TypeKind::Array { elem, len: Some(n) } = *ctx.type_kind(ty) else { return None };
        let outputs: Vec<Output> = self.outputs.iter().filter(|o| o.1 == elem).cloned().collect();
        if outputs.is_empty() {
            return None;
        }
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let ptr = b.ctx.ptr_type(ty, AddressSpace::Function);
        let local = b.value(mem::VAR.name, &[], ptr, &[]);
        for (_, _, path, sym, var_ty, _) in outputs {
            let TypeKind::Array { elem: var_elem, .. } = *b.ctx.type_kind(var_ty) else { continue };
            let leaf_ty = leaf_type(b.ctx, elem, &path);
            let addr = build_addr(&mut b, &sym, var_ty, AddressSpace::Output);
            let all = b.value(mem::LOAD.name, &[addr], var_ty, &[]);
            for i in 0..n {
                let index = b.ctx.int_attr(i.into());
                let v = b.value(agg::EXTRACT.name, &[all], var_elem, &[("index", index)]);
                let v = convert(&mut b, v, leaf_ty)?;
                let u32_ty = b.ctx.int_type(32, false);
                let iv = b.value(arith::CONST.name, &[], u32_ty, &[("value", index)]);
                let eptr = b.ctx.ptr_type(elem, AddressSpace::Function);
                let e = b.value(mem::ELEM_ADDR.name, &[local, iv], eptr, &[]);
                let (p, _) = leaf_addr(&mut b, e, elem, &path);
                b.op(mem::STORE.name, &[p, v], &[], &[], 0);
            }
        }
        Some(b.value(mem::LOAD.name, &[local], ty, &[]))
    }
}

/// One input array of a primitive's or patch's vertices: the leaf's path
/// in the vertex type, its semantic, the variable and its type.
struct ArrayedVar {
    path: Vec<usize>,
    semantic: String,
    sym: String,
    var_ty: Type,
}

/// A hull shader's input patch: its type, its copy in the hull's function
/// and the variables it was read from.
struct PatchInput {
    ty: Type,
    local: Value,
    vars: Vec<ArrayedVar>,
}

/// Copies the input arrays `vars` into a new local of `ty` (`T[N]`) at
/// `ip`. Gives the local and the point after the copy.
fn load_arrayed(
    ctx: &mut Context,
    ip: InsertPoint,
    ty: Type,
    vars: &[ArrayedVar],
    loc: nsl_ir::Loc,
) -> Result<(Value, InsertPoint), Diagnostic> {
    let TypeKind::Array { elem, len: Some(n) } = *ctx.type_kind(ty) else {
        return Err(Diagnostic::error("NSL3119", loc, "an input primitive or patch must be an array of vertices"));
    };
    let local = {
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let ptr = b.ctx.ptr_type(ty, AddressSpace::Function);
        b.value(mem::VAR.name, &[], ptr, &[])
    };
    let mut ip = InsertPoint::After(ctx.defining_op(local).expect("built"));
    for var in vars {
        let leaf_ty = leaf_type(ctx, elem, &var.path);
        let TypeKind::Array { elem: var_elem, .. } = *ctx.type_kind(var.var_ty) else { continue };
        let mut b = Builder::new(ctx, ip);
        b.loc = loc;
        let addr = build_addr(&mut b, &var.sym, var.var_ty, AddressSpace::Input);
        let all = b.value(mem::LOAD.name, &[addr], var.var_ty, &[]);
        let mut last = None;
        for i in 0..n {
            let index = b.ctx.int_attr(i.into());
            let v = b.value(agg::EXTRACT.name, &[all], var_elem, &[("index", index)]);
            let v = convert(&mut b, v, leaf_ty).ok_or_else(|| {
                Diagnostic::error("NSL3119", loc, format!("a '{}' input cannot have this type", var.semantic))
            })?;
            let u32_ty = b.ctx.int_type(32, false);
            let index = b.ctx.int_attr(i.into());
            let iv = b.value(arith::CONST.name, &[], u32_ty, &[("value", index)]);
            let eptr = b.ctx.ptr_type(elem, AddressSpace::Function);
            let e = b.value(mem::ELEM_ADDR.name, &[local, iv], eptr, &[]);
            let (p, _) = leaf_addr(&mut b, e, elem, &var.path);
            last = Some(b.op(mem::STORE.name, &[p, v], &[], &[], 0));
        }
        if let Some(op) = last {
            ip = InsertPoint::After(op);
        }
    }
    Ok((local, ip))
}

/// One step of an address into a mesh shader's output array.
#[derive(Clone, Copy)]
enum Step {
    Elem(Value),
    Field(usize),
}

/// A mesh shader's output variable: the leaf's path, its type, the
/// variable and its type (an array).
type MeshVar = (Vec<usize>, Type, String, Type);

impl State {
    /// A mesh shader's `out vertices`, `out indices` or `out primitives`
    /// array: one output array per leaf (the indices are the
    /// `Primitive*IndicesEXT` built-in of the output topology); every
    /// access through the parameter becomes an access of those arrays, so
    /// that each invocation writes only the elements it names.
    #[allow(clippy::too_many_arguments)]
    fn mesh_output(
        &mut self,
        ctx: &mut Context,
        ep: Op,
        arg: Value,
        ty: Type,
        leaves: &[Leaf],
        kind: &str,
        loc: nsl_ir::Loc,
    ) -> Result<(), Diagnostic> {
        let arr = pointee(ctx, ty);
        let TypeKind::Array { elem, len: Some(n) } = *ctx.type_kind(arr) else {
            return Err(Diagnostic::error("NSL3119", loc, format!("a mesh shader's '{kind}' output must be an array")));
        };
        let mut vars: Vec<MeshVar> = Vec::new();
        match kind {
            "vertices" => self.modes.push(format!("OutputVertices {n}")),
            "indices" => self.modes.push(format!("OutputPrimitivesEXT {n}")),
            _ => {}
        }
        for leaf in leaves {
            let leaf_ty = leaf_type(ctx, elem, &leaf.path);
            if kind == "indices" {
                let topology = stage_attrs(ctx, ep)
                    .into_iter()
                    .find(|(k, _)| k == "outputtopology")
                    .map(|(_, v)| v.to_ascii_lowercase())
                    .unwrap_or_default();
                let (builtin, mode, len) = match topology.as_str() {
                    "line" => ("PrimitiveLineIndicesEXT", "OutputLinesEXT", 2),
                    "point" => ("PrimitivePointIndicesEXT", "OutputPoints", 1),
                    _ => ("PrimitiveTriangleIndicesEXT", "OutputTrianglesEXT", 3),
                };
                self.modes.push(mode.to_string());
                let u32_ty = ctx.int_type(32, false);
                let one = if len == 1 { u32_ty } else { ctx.vector_type(u32_ty, len) };
                let var_ty = ctx.array_type(one, Some(n));
                let sym = unique_symbol(ctx, self.module, builtin);
                let name = ctx.str_attr(builtin);
                let body = ctx.body(self.module, 0);
                build_global_var(ctx, InsertPoint::Start(body), loc, &sym, var_ty, "output", &[("builtin", name)]);
                vars.push((leaf.path.clone(), leaf_ty, sym, var_ty));
                continue;
            }
            self.arrayed = Some(n);
            self.per_primitive = kind == "primitives";
            let made = self.variable(ctx, Dir::Out, leaf, leaf_ty, loc);
            self.arrayed = None;
            self.per_primitive = false;
            let (sym, var_ty, _) = made?;
            vars.push((leaf.path.clone(), leaf_ty, sym, var_ty));
        }
        self.rewrite_mesh_uses(ctx, arg, &[], &vars, elem)
    }

    fn rewrite_mesh_uses(
        &mut self,
        ctx: &mut Context,
        p: Value,
        steps: &[Step],
        vars: &[MeshVar],
        elem: Type,
    ) -> Result<(), Diagnostic> {
        let mut users: Vec<Op> = ctx.uses(p).iter().map(|u| u.op).collect();
        users.dedup();
        for u in users {
            let name = ctx.op_name(u);
            let operands = ctx.operands(u).to_vec();
            if name == mem::ELEM_ADDR.name && operands[0] == p {
                let mut next = steps.to_vec();
                next.push(Step::Elem(operands[1]));
                let r = ctx.result(u, 0);
                self.rewrite_mesh_uses(ctx, r, &next, vars, elem)?;
            } else if name == mem::FIELD_ADDR.name {
                let mut next = steps.to_vec();
                next.push(Step::Field(ctx.attr_int(u, "index").unwrap_or(0) as usize));
                let r = ctx.result(u, 0);
                self.rewrite_mesh_uses(ctx, r, &next, vars, elem)?;
            } else if name == mem::STORE.name && operands[0] == p {
                self.mesh_access(ctx, u, steps, vars, elem, Some(operands[1]))?;
            } else if name == mem::LOAD.name {
                self.mesh_access(ctx, u, steps, vars, elem, None)?;
            } else {
                return Err(Diagnostic::error(
                    "NSL3120",
                    ctx.loc(u),
                    "a mesh shader's output arrays can only be indexed, written and read in its entry point",
                ));
            }
            ctx.erase_op(u);
        }
        Ok(())
    }

    /// A store of `value` (or a load) at `steps` into the output arrays.
    fn mesh_access(
        &mut self,
        ctx: &mut Context,
        op: Op,
        steps: &[Step],
        vars: &[MeshVar],
        elem: Type,
        value: Option<Value>,
    ) -> Result<(), Diagnostic> {
        let bad = |ctx: &Context, what: &str| Diagnostic::error("NSL3120", ctx.loc(op), what.to_string());
        let Some(Step::Elem(index)) = steps.first().copied() else {
            return Err(bad(ctx, "a mesh shader's output array is written one element at a time"));
        };
        let fields: Vec<usize> = steps[1..]
            .iter()
            .map_while(|s| match s {
                Step::Field(k) => Some(*k),
                Step::Elem(_) => None,
            })
            .collect();
        let rest = &steps[1 + fields.len()..];
        let mut b = Builder::new(ctx, InsertPoint::Before(op));
        b.loc = b.ctx.loc(op);
        for (path, leaf_ty, sym, var_ty) in vars {
            let TypeKind::Array { elem: var_elem, .. } = *b.ctx.type_kind(*var_ty) else { continue };
            if path.len() >= fields.len() && path[..fields.len()] == fields[..] && path.len() > fields.len() {
                // A store of a struct holding this leaf.
                let Some(v) = value else {
                    return Err(bad(b.ctx, "reading a mesh output struct is not supported yet"));
                };
                if !rest.is_empty() {
                    continue;
                }
                let mut x = v;
                let mut t = leaf_type(b.ctx, elem, &fields);
                for &i in &path[fields.len()..] {
                    let TypeKind::Struct { fields: fs, .. } = b.ctx.type_kind(t).clone() else { break };
                    t = fs[i].1;
                    let idx = b.ctx.int_attr(i as i128);
                    x = b.value(agg::EXTRACT.name, &[x], t, &[("index", idx)]);
                }
                let x = convert(&mut b, x, var_elem).ok_or_else(|| bad(b.ctx, "a mesh output of this type"))?;
                let base = build_addr(&mut b, sym, *var_ty, AddressSpace::Output);
                let ptr = b.ctx.ptr_type(var_elem, AddressSpace::Output);
                let a = b.value(mem::ELEM_ADDR.name, &[base, index], ptr, &[]);
                b.op(mem::STORE.name, &[a, x], &[], &[], 0);
            } else if *path == fields {
                let base = build_addr(&mut b, sym, *var_ty, AddressSpace::Output);
                let ptr = b.ctx.ptr_type(var_elem, AddressSpace::Output);
                let mut a = b.value(mem::ELEM_ADDR.name, &[base, index], ptr, &[]);
                if rest.is_empty() {
                    match value {
                        Some(v) => {
                            let x =
                                convert(&mut b, v, var_elem).ok_or_else(|| bad(b.ctx, "a mesh output of this type"))?;
                            b.op(mem::STORE.name, &[a, x], &[], &[], 0);
                        }
                        None => {
                            let x = b.value(mem::LOAD.name, &[a], var_elem, &[]);
                            let x =
                                convert(&mut b, x, *leaf_ty).ok_or_else(|| bad(b.ctx, "a mesh output of this type"))?;
                            let r = b.ctx.result(op, 0);
                            b.ctx.replace_all_uses(r, x);
                        }
                    }
                    return Ok(());
                }
                if var_elem != *leaf_ty {
                    return Err(bad(b.ctx, "a part of a mesh output of this type"));
                }
                let mut t = var_elem;
                for s in rest {
                    let (next, v) = match (*s, b.ctx.type_kind(t).clone()) {
                        (Step::Elem(i), TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. }) => {
                            let ptr = b.ctx.ptr_type(elem, AddressSpace::Output);
                            (elem, b.value(mem::ELEM_ADDR.name, &[a, i], ptr, &[]))
                        }
                        (Step::Field(k), TypeKind::Struct { fields: fs, .. }) => {
                            let ptr = b.ctx.ptr_type(fs[k].1, AddressSpace::Output);
                            let idx = b.ctx.int_attr(k as i128);
                            (fs[k].1, b.value(mem::FIELD_ADDR.name, &[a], ptr, &[("index", idx)]))
                        }
                        _ => return Err(bad(b.ctx, "a part of a mesh output of this type")),
                    };
                    t = next;
                    a = v;
                }
                match value {
                    Some(v) => {
                        b.op(mem::STORE.name, &[a, v], &[], &[], 0);
                    }
                    None => {
                        let x = b.value(mem::LOAD.name, &[a], t, &[]);
                        let r = b.ctx.result(op, 0);
                        b.ctx.replace_all_uses(r, x);
                    }
                }
                return Ok(());
            }
        }
        if value.is_none() {
            return Err(bad(ctx, "reading a mesh output struct is not supported yet"));
        }
        Ok(())
    }

    /// An amplification shader's `DispatchMesh(x, y, z, payload)`: the
    /// payload goes to the task payload variable the op names.
    fn dispatch_mesh(&mut self, ctx: &mut Context, f: Op, loc: nsl_ir::Loc) -> Result<(), Diagnostic> {
        use nsl_dialects::hl_stage::DISPATCH_MESH;
        let mut payload: Option<(String, Type)> = None;
        for op in ctx.nested_ops(f) {
            if ctx.op_name(op) != DISPATCH_MESH.name || ctx.operands(op).len() != 4 {
                continue;
            }
            let v = ctx.operands(op)[3];
            let ty = ctx.value_type(v);
            let (sym, pty) = match &payload {
                Some((s, t)) if *t == ty => (s.clone(), *t),
                Some(_) => {
                    return Err(Diagnostic::error(
                        "NSL3120",
                        ctx.loc(op),
                        "every DispatchMesh of an amplification shader passes a payload of the same type",
                    ))
                }
                None => {
                    let sym = unique_symbol(ctx, self.module, "payload");
                    let body = ctx.body(self.module, 0);
                    build_global_var(ctx, InsertPoint::Start(body), loc, &sym, ty, "task_payload", &[]);
                    payload = Some((sym.clone(), ty));
                    (sym, ty)
                }
            };
            let xyz = ctx.operands(op)[..3].to_vec();
            let mut b = Builder::new(ctx, InsertPoint::Before(op));
            b.loc = b.ctx.loc(op);
            let addr = build_addr(&mut b, &sym, pty, AddressSpace::TaskPayload);
            b.op(mem::STORE.name, &[addr, v], &[], &[], 0);
            let s = b.ctx.symbol_attr(&sym);
            b.op(DISPATCH_MESH.name, &xyz, &[], &[("payload", s)], 0);
            ctx.erase_op(op);
        }
        Ok(())
    }
}

/// Is `ty` the stream type `stream_ty` or a pointer to one?
fn carries_stream(ctx: &Context, ty: Type, stream_ty: Type) -> bool {
    ty == stream_ty || pointee(ctx, ty) == stream_ty
}

/// The pointee of a pointer type, or the type itself.
fn pointee(ctx: &Context, ty: Type) -> Type {
    match *ctx.type_kind(ty) {
        TypeKind::Ptr { pointee, .. } => pointee,
        _ => ty,
    }
}

/// The `stage_attrs` of an entry point as `(name, value)` pairs.
fn stage_attrs(ctx: &Context, ep: Op) -> Vec<(String, String)> {
    nsl_spirv::dialect::str_list(ctx, ep, "stage_attrs")
        .unwrap_or_default()
        .into_iter()
        .filter_map(|w| w.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect()
}

/// A hull shader's `[outputcontrolpoints(N)]`.
fn output_control_points(ctx: &Context, ep: Op) -> Option<u32> {
    stage_attrs(ctx, ep).into_iter().find(|(k, _)| k == "outputcontrolpoints").and_then(|(_, v)| v.parse().ok())
}

/// The execution modes of geometry and tessellation entry points, from
/// their attributes (slangc's choices).
fn stage_modes(ctx: &Context, ep: Op, stage: &str) -> Vec<String> {
    let attrs = stage_attrs(ctx, ep);
    let get = |k: &str| attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.to_ascii_lowercase());
    let mut modes = Vec::new();
    match stage {
        "geometry" => {
            // SPIR-V requires an input primitive: without an input vertex
            // array to name one, slangc's default is triangles.
            let input = get("input").unwrap_or_default();
            modes.push(
                match input.as_str() {
                    "point" => "InputPoints",
                    "line" => "InputLines",
                    "lineadj" => "InputLinesAdjacency",
                    "triangleadj" => "InputTrianglesAdjacency",
                    _ => "Triangles",
                }
                .to_string(),
            );
            if let Some(n) = get("maxvertexcount") {
                modes.push(format!("OutputVertices {n}"));
            }
            if let Some(output) = get("output") {
                modes.push(
                    match output.as_str() {
                        "point" => "OutputPoints",
                        "line" => "OutputLineStrip",
                        _ => "OutputTriangleStrip",
                    }
                    .to_string(),
                );
            }
            modes.push(format!("Invocations {}", get("instance").unwrap_or_else(|| "1".into())));
        }
        "hull" | "domain" => {
            // slangc gives a domain shader its own (or equal) spacing and
            // its `[outputtopology]`'s vertex order too.
            if stage == "domain" || get("partitioning").is_some() {
                let p = get("partitioning").unwrap_or_default();
                modes.push(
                    match p.as_str() {
                        "fractional_even" => "SpacingFractionalEven",
                        "fractional_odd" => "SpacingFractionalOdd",
                        _ => "SpacingEqual",
                    }
                    .to_string(),
                );
            }
            if let Some(n) = get("outputcontrolpoints").filter(|_| stage == "hull") {
                modes.push(format!("OutputVertices {n}"));
            }
            match get("outputtopology").as_deref() {
                Some("triangle_cw") => modes.push("VertexOrderCw".into()),
                Some("triangle_ccw") => modes.push("VertexOrderCcw".into()),
                Some("point") => modes.push("PointMode".into()),
                _ => {}
            }
            match get("domain").as_deref() {
                Some("tri") => modes.push("Triangles".into()),
                Some("quad") => modes.push("Quads".into()),
                Some("isoline") => modes.push("Isolines".into()),
                _ => {}
            }
        }
        _ => {}
    }
    modes
}

/// `SV_Target<N>` is an ordinary output (located in order).
fn is_user_semantic(sem: &str) -> bool {
    let s = sem.to_ascii_lowercase();
    !s.starts_with("sv_") || s.strip_prefix("sv_target").is_some_and(|r| r.chars().all(|c| c.is_ascii_digit()))
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Bool => true,
        TypeKind::Vector { elem, .. } => matches!(ctx.type_kind(*elem), TypeKind::Bool),
        TypeKind::Array { elem, .. } => is_bool(ctx, *elem),
        _ => false,
    }
}

/// A semantic's name in lower case, without the index of the system
/// values that have none (`SV_Position0` is `SV_Position`).
/// The first element a clip or cull distance semantic names
/// (`sv_clipdistance1` -> 1; none -> 0).
fn distance_index(sem: &str) -> u64 {
    sem.trim_start_matches(|c: char| !c.is_ascii_digit()).parse().unwrap_or(0)
}

fn system_value_name(semantic: &str) -> String {
    let s = semantic.to_ascii_lowercase();
    if !s.starts_with("sv_") || ["sv_target", "sv_clipdistance", "sv_culldistance"].iter().any(|p| s.starts_with(p)) {
        return s;
    }
    s.trim_end_matches(|c: char| c.is_ascii_digit()).to_string()
}

fn is_integer(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Int { .. } => true,
        TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } | TypeKind::Array { elem, .. } => {
            is_integer(ctx, *elem)
        }
        _ => false,
    }
}

/// How many locations a leaf of this type takes.
fn locations(ctx: &Context, ty: Type) -> i128 {
    match *ctx.type_kind(ty) {
        TypeKind::Matrix { rows, cols, layout, .. } => {
            if layout == MatrixLayout::RowMajor {
                rows.into()
            } else {
                cols.into()
            }
        }
        TypeKind::Array { elem, len: Some(n) } => i128::from(n) * locations(ctx, elem),
        TypeKind::Vector { elem, len }
            if len > 2
                && matches!(ctx.type_kind(elem), TypeKind::Float { width: 64 } | TypeKind::Int { width: 64, .. }) =>
        {
            2
        }
        _ => 1,
    }
}

/// `base` and the names of the fields along `path` in `ty` (through a
/// pointer), joined by `_`.
fn leaf_name(ctx: &Context, ty: Option<Type>, base: &str, path: &[usize]) -> String {
    let mut name = base.to_string();
    let Some(mut t) = ty else { return name };
    if let TypeKind::Ptr { pointee, .. } = *ctx.type_kind(t) {
        t = pointee;
    }
    // The vertices of a primitive or patch, and a stream: their element's.
    if let TypeKind::Array { elem, .. } = *ctx.type_kind(t) {
        t = elem;
    }
    if let Some(elem) = nsl_dialects::hl_stage::stream_element(ctx, t) {
        t = elem;
    }
    for &i in path {
        let TypeKind::Struct { fields, .. } = ctx.type_kind(t) else { break };
        name.push('_');
        name.push_str(ctx.str(fields[i].0));
        t = fields[i].1;
    }
    name
}

/// The type at `path` (field indices) in `ty`.
fn leaf_type(ctx: &Context, ty: Type, path: &[usize]) -> Type {
    let mut t = ty;
    for &i in path {
        if let TypeKind::Struct { fields, .. } = ctx.type_kind(t) {
            t = fields[i].1;
        }
    }
    t
}

/// The address of the leaf at `path` of the value `local` points to.
fn leaf_addr(b: &mut Builder, local: Value, ty: Type, path: &[usize]) -> (Value, Type) {
    let mut p = local;
    let mut t = ty;
    for &i in path {
        let TypeKind::Struct { fields, .. } = b.ctx.type_kind(t).clone() else { break };
        t = fields[i].1;
        let ptr = b.ctx.ptr_type(t, AddressSpace::Function);
        let index = b.ctx.int_attr(i as i128);
        p = b.value(mem::FIELD_ADDR.name, &[p], ptr, &[("index", index)]);
    }
    (p, t)
}

/// The type of the variable of a leaf: a float matrix is, as slangc
/// declares it, a struct of an array of its columns (column-major) or rows
/// (row-major); anything else is itself.
fn storage_type(ctx: &mut Context, ty: Type, as_int: bool, matrix_storage: bool) -> Type {
    let i32_ty = ctx.int_type(32, true);
    match *ctx.type_kind(ty) {
        // Vulkan has no boolean varyings: slangc passes them as ints.
        TypeKind::Bool => return i32_ty,
        TypeKind::Vector { elem, len } if is_bool(ctx, elem) => return ctx.vector_type(i32_ty, len),
        TypeKind::Array { elem, len } if is_bool(ctx, elem) => {
            let elem = storage_type(ctx, elem, as_int, matrix_storage);
            return ctx.array_type(elem, len);
        }
        TypeKind::Int { width: 32, .. } if as_int => return i32_ty,
        TypeKind::Vector { elem, len } if as_int && is_integer(ctx, elem) => return ctx.vector_type(i32_ty, len),
        _ => {}
    }
    let TypeKind::Matrix { elem, rows, cols, layout } = *ctx.type_kind(ty) else { return ty };
    if !matrix_storage {
        return ty;
    }
    let (outer, inner) = if layout == MatrixLayout::RowMajor { (rows, cols) } else { (cols, rows) };
    let v = ctx.vector_type(elem, inner);
    let a = ctx.array_type(v, Some(outer.into()));
    let name = ctx.sym("_MatrixStorage");
    let data = ctx.sym("data");
    ctx.intern_type(TypeKind::Struct { name, fields: vec![(data, a)] })
}

/// Matrix `v` from or to its storage form (see [`storage_type`]).
fn matrix_storage(b: &mut Builder, v: Value, want: Type) -> Option<Value> {
    let have = b.ctx.value_type(v);
    if let TypeKind::Matrix { elem, rows, cols, layout } = *b.ctx.type_kind(have) {
        let row_major = layout == MatrixLayout::RowMajor;
        let (m, n, len) = if row_major {
            (v, rows, cols)
        } else {
            let t = b.ctx.intern_type(TypeKind::Matrix { elem, rows: cols, cols: rows, layout });
            (b.value(mat::TRANSPOSE.name, &[v], t, &[]), cols, rows)
        };
        let vt = b.ctx.vector_type(elem, len);
        let items: Vec<Value> = (0..n)
            .map(|i| {
                let index = b.ctx.int_attr(i.into());
                b.value(mat::EXTRACT_ROW.name, &[m], vt, &[("index", index)])
            })
            .collect();
        let TypeKind::Struct { fields, .. } = b.ctx.type_kind(want).clone() else { return None };
        let arr = b.value(agg::CONSTRUCT.name, &items, fields[0].1, &[]);
        return Some(b.value(agg::CONSTRUCT.name, &[arr], want, &[]));
    }
    let TypeKind::Matrix { elem, rows, cols, layout } = *b.ctx.type_kind(want) else { return None };
    let TypeKind::Struct { fields, .. } = b.ctx.type_kind(have).clone() else { return None };
    let TypeKind::Array { elem: vt, len: Some(n) } = *b.ctx.type_kind(fields[0].1) else { return None };
    let zero = b.ctx.int_attr(0);
    let arr = b.value(agg::EXTRACT.name, &[v], fields[0].1, &[("index", zero)]);
    let items: Vec<Value> = (0..n)
        .map(|i| {
            let index = b.ctx.int_attr(i.into());
            b.value(agg::EXTRACT.name, &[arr], vt, &[("index", index)])
        })
        .collect();
    if layout == MatrixLayout::RowMajor {
        return Some(b.value(mat::CONSTRUCT.name, &items, want, &[]));
    }
    let t = b.ctx.intern_type(TypeKind::Matrix { elem, rows: cols, cols: rows, layout });
    let m = b.value(mat::CONSTRUCT.name, &items, t, &[]);
    Some(b.value(mat::TRANSPOSE.name, &[m], want, &[]))
}

/// `v` as a value of type `want`: the same bits of another signedness, a
/// one-element array's element, a scalar in a one-element array.
fn convert(b: &mut Builder, v: Value, want: Type) -> Option<Value> {
    let have = b.ctx.value_type(v);
    if have == want {
        return Some(v);
    }
    match (b.ctx.type_kind(have).clone(), b.ctx.type_kind(want).clone()) {
        // An array of booleans and its storage, an array of ints: element by element.
        (TypeKind::Array { elem: e1, len: Some(n1) }, TypeKind::Array { elem: e2, len: Some(n2) })
            if n1 == n2 && (is_bool(b.ctx, e1) != is_bool(b.ctx, e2)) =>
        {
            let items = (0..n1)
                .map(|i| {
                    let index = b.ctx.int_attr(i.into());
                    let item = b.value(agg::EXTRACT.name, &[v], e1, &[("index", index)]);
                    convert(b, item, e2)
                })
                .collect::<Option<Vec<Value>>>()?;
            Some(b.value(agg::CONSTRUCT.name, &items, want, &[]))
        }
        (TypeKind::Int { width: w1, .. }, TypeKind::Int { width: w2, .. }) if w1 == w2 => {
            Some(b.value(arith::BITCAST.name, &[v], want, &[]))
        }
        (TypeKind::Vector { elem: e1, len: l1 }, TypeKind::Vector { elem: e2, len: l2 })
            if l1 == l2 && is_integer(b.ctx, e1) && is_integer(b.ctx, e2) =>
        {
            Some(b.value(arith::BITCAST.name, &[v], want, &[]))
        }
        (_, _) if is_bool(b.ctx, have) && is_integer(b.ctx, want) => {
            let one = int_like(b, want, 1);
            let zero = int_like(b, want, 0);
            Some(b.value(arith::SELECT.name, &[v, one, zero], want, &[]))
        }
        (_, _) if is_integer(b.ctx, have) && is_bool(b.ctx, want) => {
            let zero = int_like(b, have, 0);
            let ne = b.ctx.str_attr("ne");
            Some(b.value(arith::CMP.name, &[v, zero], want, &[("pred", ne)]))
        }
        (TypeKind::Matrix { .. }, TypeKind::Struct { .. }) | (TypeKind::Struct { .. }, TypeKind::Matrix { .. }) => {
            matrix_storage(b, v, want)
        }
        // The tessellation levels: `float[4]` / `float[2]` built-ins for
        // `float[3]`, `float[2]` or `float` leaves (missing ones are 0).
        (TypeKind::Array { elem: e1, len: Some(n1) }, TypeKind::Array { elem: e2, len: Some(n2) })
            if e1 == e2 && n1 != n2 =>
        {
            let items: Vec<Value> = (0..n2)
                .map(|i| {
                    if i < n1 {
                        let index = b.ctx.int_attr(i.into());
                        b.value(agg::EXTRACT.name, &[v], e1, &[("index", index)])
                    } else {
                        let zero = b.ctx.float_attr(0.0);
                        b.value(arith::CONST.name, &[], e1, &[("value", zero)])
                    }
                })
                .collect();
            Some(b.value(agg::CONSTRUCT.name, &items, want, &[]))
        }
        // A `float4` / `float2` tessellation level (what Slang's docs
        // show): the `float[4]` / `float[2]` built-in's components, both
        // ways (missing ones are 0).
        (TypeKind::Vector { elem: e1, len: l1 }, TypeKind::Array { elem: e2, len: Some(n2) })
            if e1 == e2 && matches!(b.ctx.type_kind(e1), TypeKind::Float { .. }) =>
        {
            let items: Vec<Value> = (0..n2)
                .map(|i| {
                    if u64::from(i) < l1 as u64 {
                        let index = b.ctx.int_attr(i.into());
                        b.value(nsl_dialects::vec::EXTRACT.name, &[v], e1, &[("index", index)])
                    } else {
                        let zero = b.ctx.float_attr(0.0);
                        b.value(arith::CONST.name, &[], e1, &[("value", zero)])
                    }
                })
                .collect();
            Some(b.value(agg::CONSTRUCT.name, &items, want, &[]))
        }
        (TypeKind::Array { elem: e1, len: Some(n1) }, TypeKind::Vector { elem: e2, len: l2 })
            if e1 == e2 && matches!(b.ctx.type_kind(e1), TypeKind::Float { .. }) =>
        {
            let items: Vec<Value> = (0..l2 as u64)
                .map(|i| {
                    if i < u64::from(n1) {
                        let index = b.ctx.int_attr(i.into());
                        b.value(agg::EXTRACT.name, &[v], e1, &[("index", index)])
                    } else {
                        let zero = b.ctx.float_attr(0.0);
                        b.value(arith::CONST.name, &[], e1, &[("value", zero)])
                    }
                })
                .collect();
            Some(b.value(nsl_dialects::vec::CONSTRUCT.name, &items, want, &[]))
        }
        (TypeKind::Array { elem, len: Some(_) }, _) if elem == want => {
            let index = b.ctx.int_attr(0);
            Some(b.value(agg::EXTRACT.name, &[v], elem, &[("index", index)]))
        }
        (_, TypeKind::Array { elem, len: Some(n) }) if have == elem && n > 1 => {
            let zero = b.ctx.float_attr(0.0);
            let mut items = vec![v];
            for _ in 1..n {
                items.push(b.value(arith::CONST.name, &[], elem, &[("value", zero)]));
            }
            Some(b.value(agg::CONSTRUCT.name, &items, want, &[]))
        }
        // `SV_DomainLocation` of a quad or isoline domain is `TessCoord.xy`;
        // a `float3` position is the built-in's `xyz` (written with w = 0,
        // as slangc does).
        (TypeKind::Vector { elem: e1, len: l1 }, TypeKind::Vector { elem: e2, len: l2 })
            if e1 == e2 && matches!(b.ctx.type_kind(e1), TypeKind::Float { .. }) =>
        {
            if l2 < l1 {
                let items = (0..l2).map(|i| b.ctx.int_attr(i.into())).collect();
                let indices = b.ctx.array_attr(items);
                return Some(b.value(nsl_dialects::vec::SWIZZLE.name, &[v], want, &[("indices", indices)]));
            }
            let mut items: Vec<Value> = (0..l1)
                .map(|i| {
                    let index = b.ctx.int_attr(i.into());
                    b.value(nsl_dialects::vec::EXTRACT.name, &[v], e1, &[("index", index)])
                })
                .collect();
            let zero = b.ctx.float_attr(0.0);
            for _ in l1..l2 {
                items.push(b.value(arith::CONST.name, &[], e1, &[("value", zero)]));
            }
            Some(b.value(nsl_dialects::vec::CONSTRUCT.name, &items, want, &[]))
        }
        (TypeKind::Vector { elem, .. }, TypeKind::Int { .. }) if is_integer(b.ctx, elem) => {
            let index = b.ctx.int_attr(0);
            let x = b.value(nsl_dialects::vec::EXTRACT.name, &[v], elem, &[("index", index)]);
            convert(b, x, want)
        }
        (TypeKind::Array { elem, len: Some(1) }, _) => {
            let index = b.ctx.int_attr(0);
            let e = b.value(agg::EXTRACT.name, &[v], elem, &[("index", index)]);
            convert(b, e, want)
        }
        (_, TypeKind::Array { elem, len: Some(1) }) => {
            let e = convert(b, v, elem)?;
            Some(b.value(agg::CONSTRUCT.name, &[e], want, &[]))
        }
        _ => None,
    }
}

/// An integer scalar or vector of type `ty` with every component `v`.
fn int_like(b: &mut Builder, ty: Type, v: i128) -> Value {
    let (elem, len) = match *b.ctx.type_kind(ty) {
        TypeKind::Vector { elem, len } => (elem, Some(len)),
        _ => (ty, None),
    };
    let value = b.ctx.int_attr(v);
    let c = b.value(arith::CONST.name, &[], elem, &[("value", value)]);
    match len {
        Some(_) => b.value(nsl_dialects::vec::SPLAT.name, &[c], ty, &[]),
        None => c,
    }
}

/// The leaves of each parameter and of the result, from `varyings`.
fn varyings(ctx: &Context, ep: Op) -> Vec<Vec<Leaf>> {
    varyings_named(ctx, ep, "varyings")
}

fn varyings_named(ctx: &Context, ep: Op, attr: &str) -> Vec<Vec<Leaf>> {
    let Some(AttrKind::Array(lists)) = ctx.attr(ep, attr).map(|a| ctx.attr_kind(a)) else { return Vec::new() };
    lists
        .iter()
        .map(|&l| match ctx.attr_kind(l) {
            AttrKind::Array(leaves) => leaves.iter().filter_map(|&leaf| parse_leaf(ctx, leaf)).collect(),
            _ => Vec::new(),
        })
        .collect()
}

fn parse_leaf(ctx: &Context, leaf: Attr) -> Option<Leaf> {
    let AttrKind::Array(parts) = ctx.attr_kind(leaf) else { return None };
    let [path, sem, words] = parts.as_slice() else { return None };
    let path = match ctx.attr_kind(*path) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                AttrKind::Int(i) => usize::try_from(*i).ok(),
                _ => None,
            })
            .collect::<Option<Vec<usize>>>()?,
        _ => return None,
    };
    let text = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::Str(s) => Some(ctx.str(*s).to_string()),
        _ => None,
    };
    Some(Leaf {
        name: String::new(),
        path,
        semantic: text(*sem)?,
        words: text(*words)?.split_whitespace().map(str::to_string).collect(),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn targets_are_user_semantics() {
        assert!(super::is_user_semantic("SV_Target3"));
        assert!(super::is_user_semantic("TEXCOORD"));
        assert!(!super::is_user_semantic("SV_Position"));
    }
}
