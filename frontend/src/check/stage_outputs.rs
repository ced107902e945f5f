//! Stage-only output types on an entry point of another stage (slangc's
//! E38050): mesh outputs (`OutputVertices`, `OutputIndices`,
//! `OutputPrimitives`) outside a mesh shader, geometry streams
//! (`PointStream`, `LineStream`, `TriangleStream`) outside a geometry
//! shader, and `OutputIndices` of an element other than `uint`, `uint2` or
//! `uint3`. These are checked on the AST types, as the checker resolves
//! mesh outputs to plain arrays.

use super::{Checker, Dir};
use crate::ast::{DeclKind, TypeId, TypeKind as AstType};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

const E_INVALID_VARYING: &str = "E38050";

impl Checker<'_> {
    /// Checks every parameter (also those the stage interface drops) and the
    /// result of entry point `f` of `stage` for stage-only output types.
    pub(super) fn check_stage_output_types(&mut self, f: usize, stage: &str, kept: &[bool]) {
        let stage = super::entry::stage_name(stage).unwrap_or(stage).to_string();
        let decl = self.func_decl(f);
        let DeclKind::Func { sig, ret, .. } = &decl.kind else { return };
        let ret = *ret;
        let params: Vec<_> = sig.params.clone();
        let infos = self.funcs[f].params.clone();
        let entry = self.funcs[f].name.clone();
        // The semantic parameter list skips dropped parameters: pair them
        // with the declarations that were kept.
        let mut kept_infos = infos.iter();
        for (i, &p) in params.iter().enumerate() {
            let is_kept = kept.get(i).copied().unwrap_or(true);
            let info = if is_kept { kept_infos.next() } else { None };
            let DeclKind::Param { name, ty: Some(ast_ty), .. } = &self.user.decl(p).kind else { continue };
            let (pname, span) = match name {
                Some(n) => (n.name.clone(), n.span),
                None => (String::new(), self.user.decl(p).span),
            };
            let direction = match info.map(|i| i.dir) {
                Some(Dir::Out) => "output",
                Some(Dir::InOut) => "input/output",
                _ => "input",
            };
            let what = format!("{direction} parameter '{pname}'");
            let resolved = info.map(|i| i.ty);
            self.stage_output_type(&stage, &entry, *ast_ty, resolved, !is_kept, &what, span);
        }
        if let Some(t) = ret {
            let span = self.user.ty(t).span;
            let resolved = self.funcs[f].ret;
            self.stage_output_type(&stage, &entry, t, resolved, false, "return type", span);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn stage_output_type(
        &mut self,
        stage: &str,
        entry: &str,
        ast_ty: TypeId,
        resolved: Option<Type>,
        check_streams: bool,
        what: &str,
        span: Span,
    ) {
        let shown = || resolved.map(|t| self.show(t));
        let why = match super::entry::mesh_output_kind(self.user, ast_ty) {
            Some(_) if stage != "mesh" => Some("mesh output types are only valid on a mesh shader entry point"),
            Some("indices") if self.bad_index_element(resolved) => {
                Some("OutputIndices element type must be uint, uint2, or uint3")
            }
            // SPIR-V's and the other targets' mesh outputs have at least
            // one element (slangc's output of none fails validation).
            Some(_)
                if resolved.is_some_and(|t| matches!(self.ctx.type_kind(t), TypeKind::Array { len: Some(0), .. })) =>
            {
                Some("a mesh shader output needs at least one element")
            }
            // A mesh shader's vertices and primitives are varyings.
            Some(_) => resolved.and_then(|t| self.invalid_varying(stage, t, 0)).map(|(_, why)| why),
            None if check_streams && stage != "geometry" => {
                let is_stream = match &self.user.ty(ast_ty).kind {
                    AstType::Specialize { base, .. } => matches!(
                        &self.user.ty(*base).kind,
                        AstType::Name(n) if matches!(n.as_str(), "PointStream" | "LineStream" | "TriangleStream")
                    ),
                    _ => false,
                };
                is_stream.then_some("stream output types are only valid on a geometry shader entry point")
            }
            None => None,
        };
        let Some(why) = why else { return };
        let ty_text = shown().filter(|s| !s.is_empty()).unwrap_or_else(|| "stream output".to_string());
        let msg = format!(
            "type cannot be used as entry-point varying parameter or return type: type '{ty_text}' cannot be used as {what} of entry point '{entry}' because {why}"
        );
        self.error(E_INVALID_VARYING, span, msg);
    }

    /// Whether `OutputIndices`' array type holds other than `uint`, `uint2`
    /// or `uint3`.
    fn bad_index_element(&self, resolved: Option<Type>) -> bool {
        let elem = resolved.and_then(|t| match self.ctx.type_kind(t) {
            TypeKind::Array { elem, .. } => Some(*elem),
            _ => None,
        });
        elem.is_some_and(|e| !self.is_index_element(e))
    }

    /// `uint`, `uint2` or `uint3`.
    fn is_index_element(&self, t: Type) -> bool {
        let is_uint = |t: Type| matches!(self.ctx.type_kind(t), TypeKind::Int { width: 32, signed: false });
        match self.ctx.type_kind(t) {
            TypeKind::Vector { elem, len } => (2..=3).contains(len) && is_uint(*elem),
            _ => is_uint(t),
        }
    }
}

/// A mesh shader without `[outputtopology]` (slangc's E38047).
const E_MESH_MISSING_TOPOLOGY: &str = "E38047";
/// A mesh shader without both an `OutputVertices` and an `OutputIndices`
/// output (slangc's E38048).
const E_MESH_MISSING_OUTPUTS: &str = "E38048";
/// A mesh shader's `[outputtopology]` the target has no such topology for
/// (slangc's E50060).
const E_MESH_TOPOLOGY: &str = "E50060";
/// A hull or domain shader's `[outputtopology]` that is not a tessellator
/// output topology (slangc's E50061).
const E_TESSELLATION_TOPOLOGY: &str = "E50061";

/// `out vertices T v`: an HLSL-style mesh output that is no array
/// (slangc's E54002).
const E_MESH_OUTPUT_NOT_ARRAY: &str = "E54002";

/// `out vertices T v[]`: an HLSL-style mesh output array without a length
/// (slangc's E54003).
const E_MESH_OUTPUT_NO_SIZE: &str = "E54003";

impl Checker<'_> {
    /// The `[outputtopology]` of mesh, hull and domain entry points, and a
    /// mesh shader's required outputs.
    pub(super) fn check_stage_topology(&mut self, f: usize, stage: &str) {
        let stage = super::entry::stage_name(stage).unwrap_or(stage).to_string();
        if !matches!(stage.as_str(), "mesh" | "hull" | "domain") {
            return;
        }
        let ast = self.func_ast(f);
        let decl = ast.decl(self.funcs[f].decl);
        let entry = self.funcs[f].name.clone();
        let name_span = match &decl.kind {
            DeclKind::Func { name: crate::ast::FuncName::Ident(n), .. } => n.span,
            _ => decl.span,
        };
        let topology = decl.modifiers.attributes.iter().find(|a| a.name.eq_ignore_ascii_case("outputtopology"));
        let value = topology.and_then(|a| a.args.first()).and_then(|&e| match &ast.expr(e).kind {
            crate::ast::ExprKind::String(s) => Some(s.to_ascii_lowercase()),
            _ => None,
        });
        let target = self.capabilities.target.clone().unwrap_or_default();
        if stage == "mesh" {
            let (mut vertices, mut indices) = (false, false);
            // `out vertices T v[N]` & co: an output that is no array, or an
            // array without a length, is an error and no output.
            let mut bad_outputs: Vec<(&str, &str, Span)> = Vec::new();
            if let DeclKind::Func { sig, .. } = &decl.kind {
                for &p in &sig.params {
                    let pd = ast.decl(p);
                    let kind = match &pd.kind {
                        DeclKind::Param { ty: Some(t), .. } => super::entry::mesh_output_kind(ast, *t),
                        _ => None,
                    };
                    let by_modifier = |m: crate::ast::ModifierKind| pd.modifiers.keywords.iter().any(|k| k.kind == m);
                    use crate::ast::ModifierKind as K;
                    let modified = [K::Vertices, K::Indices, K::Primitives].into_iter().any(by_modifier);
                    if kind.is_none() && modified {
                        if let DeclKind::Param { ty: Some(t), name, .. } = &pd.kind {
                            let span = name.as_ref().map_or(pd.span, |n| n.span);
                            match &ast.ty(*t).kind {
                                AstType::Array { len: Some(_), .. } => {}
                                AstType::Array { len: None, .. } => bad_outputs.push((
                                    E_MESH_OUTPUT_NO_SIZE,
                                    "mesh output array must have size: HLSL style mesh shader output arrays must have a length specified",
                                    span,
                                )),
                                _ => bad_outputs.push((
                                    E_MESH_OUTPUT_NOT_ARRAY,
                                    "mesh output must be array: HLSL style mesh shader outputs must be arrays",
                                    span,
                                )),
                            }
                            if bad_outputs.last().is_some_and(|b| b.2 == span) {
                                continue;
                            }
                        }
                    }
                    vertices |= kind == Some("vertices") || by_modifier(K::Vertices);
                    indices |= kind == Some("indices") || by_modifier(K::Indices);
                }
            }
            if topology.is_none() {
                let msg = format!(
                    "mesh shader missing [outputtopology] attribute: mesh shader entry point '{entry}' must have an '[outputtopology(\"point\"|\"line\"|\"triangle\")]' attribute"
                );
                self.error(E_MESH_MISSING_TOPOLOGY, name_span, msg);
            }
            if !vertices || !indices {
                let msg = format!(
                    "mesh shader missing OutputVertices/OutputIndices output: mesh shader entry point '{entry}' must declare both an 'OutputVertices' and an 'OutputIndices' output parameter"
                );
                self.error(E_MESH_MISSING_OUTPUTS, name_span, msg);
            }
            for (code, msg, span) in bad_outputs {
                self.error(code, span, msg);
            }
            let valid: &[&str] = match target.as_str() {
                "spirv" | "glsl" | "metal" => &["point", "line", "triangle"],
                "hlsl" => &["line", "triangle"],
                _ => return,
            };
            if let (Some(a), Some(v)) = (topology, &value) {
                if !valid.contains(&v.as_str()) {
                    let list = valid.iter().map(|v| format!("'{v}'")).collect::<Vec<_>>().join(", ");
                    let msg = format!(
                        "invalid mesh output topology: Invalid mesh stage output topology '{v}' for target '{target}', must be one of: {list}"
                    );
                    self.error(E_MESH_TOPOLOGY, a.span, msg);
                }
            }
        } else if let (Some(a), Some(v)) = (topology, &value) {
            if !matches!(v.as_str(), "point" | "line" | "triangle_cw" | "triangle_ccw") {
                let msg = format!(
                    "invalid output topology: Invalid output topology '{v}' for stage '{stage}', must be one of: 'point', 'line', 'triangle_cw', 'triangle_ccw'"
                );
                self.error(E_TESSELLATION_TOPOLOGY, a.span, msg);
            }
        }
    }
}
