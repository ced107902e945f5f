//! A hull (tessellation control) entry point in HLSL: `[domain("tri")]
//! [partitioning("integer")] [outputtopology("triangle_cw")]
//! [outputcontrolpoints(N)] [patchconstantfunc("name_patch")] HsControlPoint
//! name(InputPatch<HsInput, M> ip, uint id : SV_OutputControlPointID)`,
//! and its patch-constant function `HsPatch name_patch(InputPatch<HsInput,
//! M> ip, OutputPatch<HsControlPoint, N> op)`.
//!
//! For HLSL the Vulkan legalization split the hull into two functions on
//! the same variables (`split_patch_constants`): the control-point phase,
//! which writes element `InvocationId` of each per-vertex output array, and
//! the patch-constant phase (the entry point's `patch_func`), which reads
//! the inputs and the output control points and writes the tessellation
//! levels and `Patch` outputs. Each HLSL function copies its parameters
//! into those statics, calls its phase, and returns what it wrote.

use super::{io_qualifiers, io_semantic, Hlsl};
use crate::cfamily::{cannot, Target, Walker, R};
use crate::stage::{modes, IoVar};
use nsl_ir::{Op, TypeKind};

/// The HLSL attributes of a hull shader's modes: `[domain]`,
/// `[partitioning]`, `[outputtopology]` and `[outputcontrolpoints]`, and
/// the domain's edge and inside factor counts.
struct HullModes {
    domain: &'static str,
    partitioning: &'static str,
    topology: &'static str,
    control_points: u32,
    edges: u32,
    insides: u32,
}

fn hull_modes(modes: &[String]) -> Option<HullModes> {
    let has = |m: &str| modes.iter().any(|x| x == m);
    let (domain, edges, insides) = if has("Triangles") {
        ("tri", 3, 1)
    } else if has("Quads") {
        ("quad", 4, 2)
    } else if has("Isolines") {
        ("isoline", 2, 0)
    } else {
        return None;
    };
    let partitioning = if has("SpacingFractionalEven") {
        "fractional_even"
    } else if has("SpacingFractionalOdd") {
        "fractional_odd"
    } else {
        "integer"
    };
    let topology = if has("PointMode") {
        "point"
    } else if domain == "isoline" {
        "line"
    } else if has("VertexOrderCcw") {
        "triangle_ccw"
    } else {
        "triangle_cw"
    };
    let control_points = modes.iter().find_map(|m| m.strip_prefix("OutputVertices ")?.trim().parse().ok())?;
    Some(HullModes { domain, partitioning, topology, control_points, edges, insides })
}

/// The parameters and copies of one of the two HLSL functions.
#[derive(Default)]
struct Phase {
    params: Vec<String>,
    before: Vec<String>,
    after: Vec<String>,
}

impl Hlsl {
    pub(super) fn hull_main(&mut self, w: &mut Walker, e: Op, f: &str) -> R<()> {
        let ctx = w.ctx;
        let m = hull_modes(&modes(ctx, e)).ok_or_else(|| cannot(ctx, e, "HLSL", "a hull shader without a domain"))?;
        let patch_func = ctx
            .attr_symbol(e, "patch_func")
            .map(|s| ctx.str(s).to_string())
            .ok_or_else(|| cannot(ctx, e, "HLSL", "a hull shader without its patch-constant function"))?;
        let patch_reads = module_vars_read(ctx, e, &patch_func);
        let (mut point, mut patch) = (Phase::default(), Phase::default());
        let (mut input_fields, mut point_fields, mut patch_fields) = (String::new(), String::new(), String::new());
        let inputs = w.names.fresh("input_patch");
        let outputs = w.names.fresh("output_patch");
        let result = w.names.fresh("control_point");
        let constants = w.names.fresh("patch");
        let id = w.names.fresh("control_point_id");
        let mut input_count = None;
        let mut patch_vertices = Vec::new();
        for (name, v) in self.io.clone() {
            let builtin = v.builtin.as_deref();
            if !v.output {
                match builtin {
                    Some("InvocationId") => {
                        let value = if is_signed(ctx, &v) { format!("int({id})") } else { id.clone() };
                        point.params.push(format!("uint {id} : SV_OutputControlPointID"));
                        point.before.push(format!("{name} = {value};"));
                        patch.before.push(format!("{name} = 0;"));
                        continue;
                    }
                    Some("PatchVertices") => {
                        // Known once the inputs are: set below.
                        patch_vertices.push(name.clone());
                        continue;
                    }
                    // A system value of the patch (`SV_PrimitiveID`,
                    // `SV_DeviceIndex`): a parameter of both functions.
                    Some(_) if !matches!(ctx.type_kind(v.ty), TypeKind::Array { .. }) => {
                        let (semantic, unsigned) = io_semantic(ctx, &v)?;
                        // (The patch-constant function takes only the ones
                        // its phase reads: glslang refuses others.)
                        let phases = if patch_reads.contains(&v.sym) { 2 } else { 1 };
                        for phase in [&mut point, &mut patch].into_iter().take(phases) {
                            let p = w.names.fresh(&format!("in_{name}"));
                            let (decl, value) = if unsigned {
                                (format!("uint {p}"), format!("int({p})"))
                            } else {
                                (self.decl(w, v.ty, &p, e)?, p.clone())
                            };
                            phase.params.push(format!("{decl} : {semantic}"));
                            phase.before.push(format!("{name} = {value};"));
                        }
                        continue;
                    }
                    _ => {}
                }
                let TypeKind::Array { elem, len: Some(len) } = *ctx.type_kind(v.ty) else {
                    return Err(cannot(ctx, v.op, "HLSL", "a hull shader input that is not per control point"));
                };
                if input_count.is_some_and(|n| n != len) {
                    return Err(cannot(ctx, v.op, "HLSL", "control-point inputs of different lengths"));
                }
                input_count = Some(len);
                let field = w.names.fresh(&name);
                let (semantic, unsigned) = io_semantic(ctx, &IoVar { ty: elem, ..v.clone() })?;
                let decl = if unsigned { format!("uint {field}") } else { self.decl(w, elem, &field, e)? };
                input_fields.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
                for phase in [&mut point, &mut patch] {
                    for i in 0..len {
                        let value = format!("{inputs}[{i}].{field}");
                        let value = if unsigned { format!("int({value})") } else { value };
                        phase.before.push(format!("{name}[{i}] = {value};"));
                    }
                }
                continue;
            }
            let (count, semantic) = match builtin {
                Some("TessLevelOuter") => (m.edges, "SV_TessFactor"),
                Some("TessLevelInner") => (m.insides, "SV_InsideTessFactor"),
                _ => (0, ""),
            };
            if !semantic.is_empty() {
                if count == 0 {
                    continue;
                }
                let field = w.names.fresh(&name);
                let suffix = if count > 1 { format!("[{count}]") } else { String::new() };
                patch_fields.push_str(&format!("    float {field}{suffix} : {semantic};\n"));
                for i in 0..count {
                    let index = if count > 1 { format!("[{i}]") } else { String::new() };
                    patch.after.push(format!("{constants}.{field}{index} = {name}[{i}];"));
                }
                continue;
            }
            if v.has("Patch") {
                let field = w.names.fresh(&name);
                let (semantic, unsigned) = io_semantic(ctx, &v)?;
                let decl = if unsigned { format!("uint {field}") } else { self.decl(w, v.ty, &field, e)? };
                patch_fields.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
                let value = if unsigned { format!("uint({name})") } else { name.clone() };
                patch.after.push(format!("{constants}.{field} = {value};"));
                continue;
            }
            let TypeKind::Array { elem, len: Some(len) } = *ctx.type_kind(v.ty) else {
                return Err(cannot(
                    ctx,
                    v.op,
                    "HLSL",
                    "a hull shader output that is neither per control point nor Patch",
                ));
            };
            if len != m.control_points {
                return Err(cannot(ctx, v.op, "HLSL", "a per-control-point output of another length"));
            }
            let field = w.names.fresh(&name);
            let (semantic, unsigned) = io_semantic(ctx, &IoVar { ty: elem, ..v.clone() })?;
            let decl = if unsigned { format!("uint {field}") } else { self.decl(w, elem, &field, e)? };
            point_fields.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
            let own = format!("{name}[{id}]");
            point.after.push(format!("{result}.{field} = {};", if unsigned { format!("uint({own})") } else { own }));
            for i in 0..len {
                let value = format!("{outputs}[{i}].{field}");
                let value = if unsigned { format!("int({value})") } else { value };
                patch.before.push(format!("{name}[{i}] = {value};"));
            }
        }
        // `PatchVertices`: the input patch's size.
        for name in patch_vertices {
            let n = input_count.unwrap_or(0);
            point.before.push(format!("{name} = {n};"));
            patch.before.push(format!("{name} = {n};"));
        }
        let point_ty = (!point_fields.is_empty()).then(|| w.names.fresh("HsControlPoint"));
        let input_ty = input_count.map(|_| w.names.fresh("HsInput"));
        let patch_ty = w.names.fresh("HsPatch");
        if let Some(ty) = &input_ty {
            self.structs.push_str(&format!("struct {ty}\n{{\n{input_fields}}};\n"));
        }
        if let Some(ty) = &point_ty {
            self.structs.push_str(&format!("struct {ty}\n{{\n{point_fields}}};\n"));
        }
        self.structs.push_str(&format!("struct {patch_ty}\n{{\n{patch_fields}}};\n"));
        let entry = super::h_entry_name(&self.entry_names, e);
        let patch_name = w.names.fresh(&format!("{entry}_patch_constants"));
        // The patch-constant function.
        let mut head = Vec::new();
        if let (Some(ty), Some(n)) = (&input_ty, input_count) {
            head.push(format!("InputPatch<{ty}, {n}> {inputs}"));
        }
        if let Some(ty) = &point_ty {
            head.push(format!("const OutputPatch<{ty}, {}> {outputs}", m.control_points));
        }
        head.append(&mut patch.params);
        w.line(&format!("{patch_ty} {patch_name}({})", head.join(", ")));
        w.line("{");
        w.indent += 1;
        for c in &patch.before {
            w.line(c);
        }
        w.line(&format!("{}();", w.symbols[&patch_func]));
        w.line(&format!("{patch_ty} {constants};"));
        for c in &patch.after {
            w.line(c);
        }
        w.line(&format!("return {constants};"));
        w.indent -= 1;
        w.line("}");
        // The control-point function.
        let mut head = Vec::new();
        if let (Some(ty), Some(n)) = (&input_ty, input_count) {
            head.push(format!("InputPatch<{ty}, {n}> {inputs}"));
        }
        head.append(&mut point.params);
        if !head.iter().any(|p| p.ends_with("SV_OutputControlPointID")) && point_ty.is_some() {
            head.push(format!("uint {id} : SV_OutputControlPointID"));
        }
        w.line(&format!("[domain(\"{}\")]", m.domain));
        w.line(&format!("[partitioning(\"{}\")]", m.partitioning));
        w.line(&format!("[outputtopology(\"{}\")]", m.topology));
        w.line(&format!("[outputcontrolpoints({})]", m.control_points));
        w.line(&format!("[patchconstantfunc(\"{patch_name}\")]"));
        let ret = point_ty.clone().unwrap_or_else(|| "void".to_string());
        w.line(&format!("{ret} {entry}({})", head.join(", ")));
        w.line("{");
        w.indent += 1;
        for c in &point.before {
            w.line(c);
        }
        w.line(&format!("{}();", w.symbols[f]));
        if let Some(ty) = &point_ty {
            w.line(&format!("{ty} {result};"));
            for c in &point.after {
                w.line(c);
            }
            w.line(&format!("return {result};"));
        }
        w.indent -= 1;
        w.line("}");
        Ok(())
    }
}

/// Is the variable a signed 32-bit integer in the IR (printed `uint`)?
fn is_signed(ctx: &nsl_ir::Context, v: &IoVar) -> bool {
    matches!(ctx.type_kind(v.ty), TypeKind::Int { signed: true, .. })
}

/// The global variables function `sym` and the functions it calls address.
fn module_vars_read(ctx: &nsl_ir::Context, e: Op, sym: &str) -> rustc_hash::FxHashSet<String> {
    let mut vars = rustc_hash::FxHashSet::default();
    let Some(module) = ctx.parent_op(e) else { return vars };
    let table = nsl_ir::SymbolTable::build(ctx, module);
    let mut seen = rustc_hash::FxHashSet::default();
    let mut todo = vec![sym.to_string()];
    while let Some(name) = todo.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(f) = ctx.existing_sym(&name).and_then(|s| table.lookup(s)) else { continue };
        ctx.walk_nested(f, &mut |op| {
            if let Some(v) = ctx.attr_symbol(op, "var") {
                vars.insert(ctx.str(v).to_string());
            }
            if let Some(c) = ctx.attr_symbol(op, "callee") {
                todo.push(ctx.str(c).to_string());
            }
        });
    }
    vars
}
