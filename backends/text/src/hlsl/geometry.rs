//! A geometry entry point in HLSL: `[maxvertexcount(N)] void name(triangle
//! GsInput gs_in[3], inout TriangleStream<GsOutput> gs_stream, ...)`.
//!
//! The Vulkan legalization left the interface as variables: the inputs
//! arrays of one element per vertex, the outputs the vertex that
//! `hl.emit_vertex` sends. Main copies the input structs into the input
//! statics; each `hl.emit_vertex` gathers the output statics into a
//! `GsOutput` and appends it to the stream, which every function takes as
//! its last parameter (a stream cannot be a global).

use super::{io_qualifiers, io_semantic, Hlsl};
use crate::cfamily::{cannot, Target, Walker, R};
use crate::stage::{modes, IoVar};
use nsl_ir::{Op, TypeKind};

/// The output vertex of a geometry shader: its struct and the statics
/// it gathers.
#[derive(Default)]
pub(super) struct GeometryOutput {
    /// The stream parameter's name (`gs_stream`).
    pub stream: String,
    /// `TriangleStream<GsOutput>`.
    pub stream_type: String,
    /// The struct's name.
    pub vertex: String,
    /// (field, static, `uint` in HLSL where the IR has `int`).
    pub fields: Vec<(String, String, bool)>,
}

/// The input primitive of a geometry shader's modes, and its vertex count
/// (triangles when none is given, as GLSL and slangc).
fn input_primitive(modes: &[String]) -> (&'static str, u32) {
    for m in modes {
        match m.as_str() {
            "InputPoints" => return ("point", 1),
            "InputLines" => return ("line", 2),
            "InputLinesAdjacency" => return ("lineadj", 4),
            "Triangles" => return ("triangle", 3),
            "InputTrianglesAdjacency" => return ("triangleadj", 6),
            _ => {}
        }
    }
    ("triangle", 3)
}

impl Hlsl {
    /// Declares the output vertex struct and names the stream, before the
    /// functions that take it are printed.
    pub(super) fn geometry_output(&mut self, w: &mut Walker, e: Op) -> R<()> {
        let ctx = w.ctx;
        let stream_kind = modes(ctx, e)
            .iter()
            .find_map(|m| match m.as_str() {
                "OutputPoints" => Some("PointStream"),
                "OutputLineStrip" => Some("LineStream"),
                "OutputTriangleStrip" => Some("TriangleStream"),
                _ => None,
            })
            .ok_or_else(|| cannot(ctx, e, "HLSL", "a geometry shader without an output primitive"))?;
        let vertex = w.names.fresh("GsOutput");
        let mut text = format!("struct {vertex}\n{{\n");
        let mut fields = Vec::new();
        for (name, v) in self.io.clone().into_iter().filter(|(_, v)| v.output) {
            let field = w.names.fresh(&name);
            let (semantic, unsigned) = io_semantic(ctx, &v)?;
            let decl = if unsigned { format!("uint {field}") } else { self.decl(w, v.ty, &field, e)? };
            text.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(&v)));
            fields.push((field, name, unsigned));
        }
        text.push_str("};\n");
        self.globals.push_str(&text);
        self.geometry = Some(GeometryOutput {
            stream: w.names.fresh("gs_stream"),
            stream_type: format!("{stream_kind}<{vertex}>"),
            vertex,
            fields,
        });
        Ok(())
    }

    /// `hl.emit_vertex`: the output statics appended to the stream.
    pub(super) fn emit_vertex(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let Some(g) = &self.geometry else {
            return Err(cannot(w.ctx, op, "HLSL", "a vertex emitted outside a geometry shader"));
        };
        let v = w.names.fresh("vertex");
        w.line("{");
        w.indent += 1;
        w.line(&format!("{} {v};", g.vertex));
        for (field, name, unsigned) in &g.fields {
            let value = if *unsigned { format!("uint({name})") } else { name.clone() };
            w.line(&format!("{v}.{field} = {value};"));
        }
        w.line(&format!("{}.Append({v});", g.stream));
        w.indent -= 1;
        w.line("}");
        Ok(())
    }

    /// `hl.end_primitive`.
    pub(super) fn end_primitive(&mut self, w: &mut Walker, op: Op) -> R<()> {
        let Some(g) = &self.geometry else {
            return Err(cannot(w.ctx, op, "HLSL", "a primitive ended outside a geometry shader"));
        };
        w.line(&format!("{}.RestartStrip();", g.stream));
        Ok(())
    }

    /// The main of a geometry entry point: the per-vertex inputs as one
    /// struct array, the others as parameters, the stream last.
    pub(super) fn geometry_main(&mut self, w: &mut Walker, e: Op, f: &str) -> R<()> {
        let ctx = w.ctx;
        let modes = modes(ctx, e);
        let (primitive, count) = input_primitive(&modes);
        let (mut params, mut copies) = (Vec::new(), Vec::new());
        let per_vertex: Vec<(String, IoVar)> = self
            .io
            .iter()
            .filter(|(_, v)| !v.output && matches!(ctx.type_kind(v.ty), TypeKind::Array { .. }))
            .cloned()
            .collect();
        if !per_vertex.is_empty() {
            let input = w.names.fresh("GsInput");
            let array = w.names.fresh("gs_in");
            let mut text = format!("struct {input}\n{{\n");
            for (name, v) in &per_vertex {
                let TypeKind::Array { elem, len } = *ctx.type_kind(v.ty) else { unreachable!() };
                if len != Some(count) {
                    return Err(cannot(ctx, v.op, "HLSL", "a geometry input of another length than its primitive"));
                }
                let field = w.names.fresh(name);
                let elem_var = IoVar { ty: elem, ..v.clone() };
                let (semantic, unsigned) = io_semantic(ctx, &elem_var)?;
                let decl = if unsigned { format!("uint {field}") } else { self.decl(w, elem, &field, e)? };
                text.push_str(&format!("    {}{decl} : {semantic};\n", io_qualifiers(v)));
                for i in 0..count {
                    let value = format!("{array}[{i}].{field}");
                    let value = if unsigned { format!("int({value})") } else { value };
                    copies.push(format!("{name}[{i}] = {value};"));
                }
            }
            text.push_str("};\n");
            self.structs.push_str(&text);
            params.push(format!("{primitive} {input} {array}[{count}]"));
        }
        let mut after = Vec::new();
        for (name, v) in self.io.clone() {
            if v.output || per_vertex.iter().any(|(n, _)| *n == name) {
                continue;
            }
            self.io_param(w, &name, &v, e, &mut params, &mut copies, &mut after)?;
        }
        let g = self.geometry.as_ref().expect("geometry_output ran first");
        params.push(format!("inout {} {}", g.stream_type, g.stream));
        let stream = g.stream.clone();
        let max = modes.iter().find_map(|m| m.strip_prefix("OutputVertices ")).unwrap_or("1");
        w.line(&format!("[maxvertexcount({max})]"));
        if let Some(n) = modes.iter().find_map(|m| m.strip_prefix("Invocations ")).filter(|n| *n != "1") {
            w.line(&format!("[instance({n})]"));
        }
        let name = super::h_entry_name(&self.entry_names, e);
        w.line(&format!("void {name}({})", params.join(", ")));
        w.line("{");
        w.indent += 1;
        for c in copies {
            w.line(&c);
        }
        w.line(&format!("{}({stream});", w.symbols[f]));
        w.indent -= 1;
        w.line("}");
        Ok(())
    }
}
