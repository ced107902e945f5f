//! System-value semantics of entry points, validated as slangc validates
//! them: an unknown `SV_` name (E49999), one used in a stage or direction
//! where it does not exist (E30702), one whose type is not among those it
//! accepts (E30701; sign changes of integers are accepted, other category
//! changes and shape changes are not).

use super::{Checker, Dir};
use crate::ast::{DeclKind, Semantic, SemanticKind};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// An unknown `SV_` semantic.
const E_UNKNOWN_SV: &str = "E49999";
/// A system value whose type it does not accept.
const E_SV_TYPE: &str = "E30701";
/// A system value in a stage or direction that does not have it.
const E_SV_STAGE: &str = "E30702";
/// A type no varying may have.
const E_INVALID_VARYING: &str = "E38050";
const E_BOOL_VECTOR_VARYING: &str = "E38051";
/// A fragment entry point with more than one depth output.
const E_MULTIPLE_DEPTH: &str = "E30705";
/// A varying holding an interface-typed value (slangc's E39028): an
/// existential carries a type id and a witness table, which no stage
/// interface can pass on.
const E_EXISTENTIAL_VARYING: &str = "E39028";

/// The depth outputs a fragment shader may declare one of.
const DEPTH_OUTPUTS: &[&str] = &["sv_depth", "sv_depthgreaterequal", "sv_depthlessequal"];

/// The scalar category a system value holds.
#[derive(Clone, Copy, PartialEq)]
enum Cat {
    Float,
    Int,
    Bool,
}

/// The types a system value accepts.
#[derive(Clone, Copy)]
enum Accepts {
    /// A scalar of the category.
    Scalar(Cat),
    /// A scalar or a vector of 1 to 3 components (the compute ids).
    UpTo3(Cat),
    /// A vector of 2 to 4 floats (`SV_Position`).
    Position,
    /// A scalar, a vector or an array of floats (clip and cull distances).
    FloatsAny,
    /// Not validated here.
    Any,
}

/// The system values slangc knows, by lowercase name without a trailing
/// index, with the types they accept.
const SYSTEM_VALUES: &[(&str, Accepts)] = &[
    ("sv_dispatchthreadid", Accepts::UpTo3(Cat::Int)),
    ("sv_groupid", Accepts::UpTo3(Cat::Int)),
    ("sv_groupthreadid", Accepts::UpTo3(Cat::Int)),
    ("sv_groupindex", Accepts::Scalar(Cat::Int)),
    ("sv_position", Accepts::Position),
    ("sv_vertexid", Accepts::Scalar(Cat::Int)),
    ("sv_instanceid", Accepts::Scalar(Cat::Int)),
    ("sv_vulkanvertexid", Accepts::Scalar(Cat::Int)),
    ("sv_vulkaninstanceid", Accepts::Scalar(Cat::Int)),
    ("sv_vulkansampleposition", Accepts::FloatsAny),
    ("sv_startvertexlocation", Accepts::Scalar(Cat::Int)),
    ("sv_startinstancelocation", Accepts::Scalar(Cat::Int)),
    ("sv_drawindex", Accepts::Scalar(Cat::Int)),
    ("sv_viewid", Accepts::Scalar(Cat::Int)),
    ("sv_primitiveid", Accepts::Scalar(Cat::Int)),
    ("sv_gsinstanceid", Accepts::Scalar(Cat::Int)),
    ("sv_sampleindex", Accepts::Scalar(Cat::Int)),
    ("sv_rendertargetarrayindex", Accepts::Scalar(Cat::Int)),
    ("sv_viewportarrayindex", Accepts::Scalar(Cat::Int)),
    ("sv_outputcontrolpointid", Accepts::Scalar(Cat::Int)),
    ("sv_stencilref", Accepts::Scalar(Cat::Int)),
    ("sv_shadingrate", Accepts::Scalar(Cat::Int)),
    ("sv_isfrontface", Accepts::Scalar(Cat::Bool)),
    ("sv_cullprimitive", Accepts::Scalar(Cat::Bool)),
    ("sv_depth", Accepts::Scalar(Cat::Float)),
    ("sv_depthgreaterequal", Accepts::Scalar(Cat::Float)),
    ("sv_depthlessequal", Accepts::Scalar(Cat::Float)),
    ("sv_pointsize", Accepts::Scalar(Cat::Float)),
    ("sv_clipdistance", Accepts::FloatsAny),
    ("sv_culldistance", Accepts::FloatsAny),
    ("sv_target", Accepts::Any),
    ("sv_coverage", Accepts::Any),
    ("sv_innercoverage", Accepts::Any),
    ("sv_tessfactor", Accepts::Any),
    ("sv_insidetessfactor", Accepts::Any),
    ("sv_domainlocation", Accepts::Any),
    ("sv_barycentrics", Accepts::Any),
    ("sv_pointcoord", Accepts::Any),
    ("sv_fragsize", Accepts::Any),
    ("sv_fraginvocationcount", Accepts::Any),
    ("sv_deviceindex", Accepts::Any),
    ("sv_viewportmasknv", Accepts::Any),
    ("sv_intersectionattributes", Accepts::Any),
    ("sv_shaderrecord", Accepts::Any),
    ("sv_rayPayload", Accepts::Any),
];

/// The system values only compute-like stages have.
const COMPUTE_ONLY: &[&str] = &["sv_dispatchthreadid", "sv_groupid", "sv_groupthreadid", "sv_groupindex"];

/// The stages with workgroups (where the compute ids are inputs).
const WORKGROUP_STAGES: &[&str] = &["compute", "mesh", "amplification", "task"];

/// Stage bits of [`SV_STAGES`].
const VS: u16 = 1;
const FS: u16 = 2;
const GS: u16 = 4;
const HS: u16 = 8;
const DS: u16 = 16;
const MS: u16 = 32;
const AS: u16 = 64;

/// The stage bit of a graphics or mesh stage (IR names), `None` for the
/// others (compute has its own rule, ray tracing none).
fn stage_bit(stage: &str) -> Option<u16> {
    Some(match stage {
        "vertex" => VS,
        "fragment" => FS,
        "geometry" => GS,
        "hull" => HS,
        "domain" => DS,
        "mesh" => MS,
        "amplification" => AS,
        _ => return None,
    })
}

/// The stages where a system value is an input and those where it is an
/// output, as slangc's core module declares its getters and setters (a
/// system value missing here is not checked for its stage).
const SV_STAGES: &[(&str, u16, u16)] = &[
    ("sv_position", FS | GS, VS | GS | HS | DS | MS),
    ("sv_depth", 0, FS),
    ("sv_depthgreaterequal", 0, FS),
    ("sv_depthlessequal", 0, FS),
    ("sv_clipdistance", FS, VS | GS | HS | DS | MS),
    ("sv_culldistance", FS, VS | GS | HS | DS | MS),
    ("sv_stencilref", 0, FS),
    ("sv_coverage", FS, FS),
    ("sv_innercoverage", FS, 0),
    ("sv_dispatchthreadid", MS | AS, 0),
    ("sv_groupid", MS | AS, 0),
    ("sv_groupindex", MS | AS, 0),
    ("sv_groupthreadid", MS | AS, 0),
    ("sv_vertexid", VS, 0),
    ("sv_instanceid", VS | FS, VS),
    ("sv_isfrontface", FS, GS),
    ("sv_sampleindex", FS, 0),
    ("sv_pointcoord", FS, 0),
    ("sv_primitiveid", FS | GS | HS | DS, GS | MS),
    ("sv_viewportarrayindex", FS, VS | GS | HS | DS | MS),
    ("sv_rendertargetarrayindex", FS, VS | GS | HS | DS | MS),
    ("sv_domainlocation", DS, 0),
    ("sv_outputcontrolpointid", HS, 0),
    ("sv_tessfactor", DS, HS),
    ("sv_insidetessfactor", DS, HS),
    ("sv_gsinstanceid", GS, 0),
    ("sv_pointsize", 0, VS | GS | MS),
    ("sv_drawindex", VS | MS | AS, 0),
    ("sv_deviceindex", VS | FS | GS | HS | DS | MS | AS, 0),
    ("sv_viewid", VS | FS | GS | HS | DS | MS, 0),
    ("sv_barycentrics", FS, 0),
    ("sv_startvertexlocation", VS, 0),
    ("sv_startinstancelocation", VS, 0),
    ("sv_cullprimitive", 0, MS),
    ("sv_fragsize", FS, 0),
    ("sv_fraginvocationcount", FS, 0),
    ("sv_shadingrate", FS, VS | GS | MS),
    ("sv_vulkanvertexid", VS, 0),
    ("sv_vulkaninstanceid", VS, 0),
    ("sv_vulkansampleposition", FS, 0),
];

/// A semantic's base name: lowercase, without a trailing index.
fn base_name(name: &str) -> String {
    name.trim_end_matches(|c: char| c.is_ascii_digit()).to_ascii_lowercase()
}

impl Checker<'_> {
    /// Validates the system-value semantics of entry point `f` of `stage`:
    /// each kept parameter's and the result's.
    pub(super) fn check_entry_semantics(&mut self, f: usize, stage: &str, ret_semantics: &[Semantic], kept: &[bool]) {
        let decl = self.func_decl(f);
        let DeclKind::Func { sig, .. } = &decl.kind else { return };
        let params = self.funcs[f].params.clone();
        let kept_decls: Vec<_> = sig.params.iter().zip(kept).filter(|(_, &k)| k).map(|(&p, _)| p).collect();
        let ir_stage = super::entry::stage_name(stage).unwrap_or(stage);
        let varying_stage = matches!(ir_stage, "vertex" | "fragment" | "geometry" | "hull" | "domain");
        let mut depths = Vec::new();
        let is_fragment = super::entry::stage_name(stage).unwrap_or(stage) == "fragment";
        for (p, info) in kept_decls.iter().zip(&params) {
            let DeclKind::Param { semantics, name, .. } = &self.user.decl(*p).kind else { continue };
            if varying_stage {
                let direction = match info.dir {
                    Dir::In => "input",
                    Dir::Out => "output",
                    Dir::InOut => "input/output",
                };
                let pname = name.as_ref().map_or(String::new(), |n| n.name.clone());
                let span = name.as_ref().map_or(self.user.decl(*p).span, |n| n.span);
                let what = format!("{direction} parameter '{pname}'");
                if !self.check_existential_varying(info.ty, &pname, span) {
                    self.check_varying_type(f, ir_stage, info.ty, &what, span);
                }
            }
            if is_fragment && info.dir != Dir::In {
                self.depth_outputs(semantics, info.ty, &mut depths, 0);
            }
            let span = name.as_ref().map_or(self.user.decl(*p).span, |n| n.span);
            let (input, output) = match info.dir {
                Dir::In => (true, false),
                Dir::Out => (false, true),
                Dir::InOut => (true, true),
            };
            self.check_semantic(stage, semantics, info.ty, input, output, span);
            if !has_name(semantics) {
                self.check_field_semantics(stage, info.ty, input, output, 0);
            }
        }
        if let Some(ret) = self.funcs[f].ret {
            let span = ret_semantics.first().map_or(decl.span, |s| s.span);
            self.check_semantic(stage, ret_semantics, ret, false, true, span);
            if !has_name(ret_semantics) {
                self.check_field_semantics(stage, ret, false, true, 0);
            }
            if varying_stage {
                let at = match &decl.kind {
                    DeclKind::Func { ret: Some(t), .. } => self.user.ty(*t).span,
                    _ => span,
                };
                let fname = self.funcs[f].name.clone();
                let name_span = decl.name().map_or(decl.span, |n| n.span);
                if !self.check_existential_varying(ret, &fname, name_span) {
                    self.check_varying_type(f, ir_stage, ret, "return type", at);
                }
            }
            if is_fragment {
                self.depth_outputs(ret_semantics, ret, &mut depths, 0);
            }
        }
        if let [(first, _), (second, span), ..] = depths.as_slice() {
            let msg = format!(
                "a fragment entry point can declare at most one depth output, but '{second}' conflicts with the earlier '{first}'"
            );
            self.error(E_MULTIPLE_DEPTH, *span, msg);
        }
    }

    /// Reports a varying of type `ty` (the parameter or entry point `name`
    /// at `span`) that holds an interface-typed value, directly, in an
    /// array, an `Optional` or a struct field (slangc names the innermost
    /// field that holds it); true if it did.
    fn check_existential_varying(&mut self, ty: Type, name: &str, span: Span) -> bool {
        let Some((name, span)) = self.existential_in(ty, (name.to_string(), span), 0) else { return false };
        let msg = format!("not a valid varying parameter: parameter '{name}' is not a valid varying parameter");
        self.error(E_EXISTENTIAL_VARYING, span, msg);
        true
    }

    /// The field (name and span) of `ty` holding an interface-typed value,
    /// `at` if it is one itself, through arrays and struct fields.
    fn existential_in(&self, ty: Type, at: (String, Span), depth: usize) -> Option<(String, Span)> {
        if depth > 16 {
            return None;
        }
        match self.ctx.type_kind(ty) {
            _ if self.existential_interface(ty).is_some() => Some(at),
            TypeKind::Array { elem, .. } => self.existential_in(*elem, at, depth + 1),
            // `Optional<IFoo>`: its value is the field's.
            TypeKind::Struct { name, fields } if self.ctx.str(*name).starts_with("Optional<") => {
                fields.iter().find_map(|&(_, f)| self.existential_in(f, at.clone(), depth + 1))
            }
            TypeKind::Struct { fields, .. } => {
                let spans = self.field_spans(ty);
                fields.iter().find_map(|&(fname, f)| {
                    let fname = self.ctx.str(fname).to_string();
                    let span = spans.iter().find(|(n, _)| *n == fname).map_or(at.1, |&(_, s)| s);
                    self.existential_in(f, (fname, span), depth + 1)
                })
            }
            _ => None,
        }
    }

    /// The names and spans of the fields a user struct type declares.
    fn field_spans(&self, ty: Type) -> Vec<(String, Span)> {
        let Some(st) = self.structs.iter().find(|st| st.ty == ty && st.origin.is_some()) else { return Vec::new() };
        let Some((src, d)) = st.origin else { return Vec::new() };
        let ast = self.units[src].ast;
        let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind else { return Vec::new() };
        members
            .iter()
            .filter_map(|&m| match &ast.decl(m).kind {
                DeclKind::Var { name, .. } => Some((name.name.clone(), name.span)),
                _ => None,
            })
            .collect()
    }

    /// A type an entry point's varying parameter or result cannot have
    /// (slangc's E38050): differential pairs, atomics, cooperative vectors
    /// and matrices, and geometry output streams outside the geometry stage,
    /// also inside structs and arrays.
    fn check_varying_type(&mut self, f: usize, stage: &str, ty: Type, what: &str, span: Span) {
        // SPIR-V has no boolean vectors in its stage interface (slangc's
        // E38051); a scalar bool travels as an integer.
        if self.capabilities.target.as_deref() == Some("spirv") {
            if let Some(bad) = self.bool_vector_in(ty, 0) {
                let msg = format!(
                    "type cannot be used as entry-point varying for this target: '{}' in the {what} of entry point '{}': vector<bool> is not a valid SPIR-V varying type for this stage",
                    self.show(bad),
                    self.funcs[f].name
                );
                self.error(E_BOOL_VECTOR_VARYING, span, msg);
                return;
            }
            // Nor matrices of other than floats.
            if let Some(bad) = self.int_matrix_in(ty, 0) {
                let msg = format!(
                    "type cannot be used as entry-point varying for this target: type '{}' cannot be used as {what} of entry point '{}' when targeting spirv because matrix element type must be a floating-point type (half, float, or double) for SPIR-V entry-point varyings",
                    self.show(bad),
                    self.funcs[f].name
                );
                self.error(E_BOOL_VECTOR_VARYING, span, msg);
                return;
            }
        }
        let Some((bad, why)) = self.invalid_varying(stage, ty, 0) else { return };
        let entry = self.funcs[f].name.clone();
        let msg = format!(
            "type cannot be used as entry-point varying parameter or return type: type '{}' cannot be used as {what} of entry point '{entry}' because {why}",
            self.show(bad)
        );
        self.error(E_INVALID_VARYING, span, msg);
    }

    /// A matrix of other than floats in `ty`, through arrays and struct fields.
    fn int_matrix_in(&self, ty: Type, depth: usize) -> Option<Type> {
        if depth > 16 {
            return None;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Matrix { elem, .. } if !matches!(self.ctx.type_kind(*elem), TypeKind::Float { .. }) => Some(ty),
            TypeKind::Array { elem, .. } => self.int_matrix_in(*elem, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().find_map(|&(_, f)| self.int_matrix_in(f, depth + 1)),
            _ => None,
        }
    }

    /// A vector of booleans in `ty`, through arrays and struct fields.
    fn bool_vector_in(&self, ty: Type, depth: usize) -> Option<Type> {
        if depth > 16 {
            return None;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Vector { elem, .. } if matches!(self.ctx.type_kind(*elem), TypeKind::Bool) => Some(ty),
            TypeKind::Array { elem, .. } => self.bool_vector_in(*elem, depth + 1),
            TypeKind::Struct { fields, .. } => fields.iter().find_map(|&(_, f)| self.bool_vector_in(f, depth + 1)),
            _ => None,
        }
    }

    pub(super) fn invalid_varying(&self, stage: &str, ty: Type, depth: usize) -> Option<(Type, &'static str)> {
        if depth > 16 {
            return None;
        }
        match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, .. } => return self.invalid_varying(stage, *elem, depth + 1),
            TypeKind::Opaque { .. } if nsl_dialects::coop::vec_info(self.ctx, ty).is_some() => {
                return Some((ty, "CoopVec is not a valid varying type for this stage"));
            }
            TypeKind::Opaque { .. } if nsl_dialects::coop::mat_info(self.ctx, ty).is_some() => {
                return Some((ty, "CoopMat is not a valid varying type for this stage"));
            }
            TypeKind::Opaque { .. } if nsl_dialects::hl_stage::stream_element(self.ctx, ty).is_some() => {
                if stage != "geometry" {
                    return Some((ty, "stream output types are only valid on a geometry shader entry point"));
                }
                // A geometry shader's stream: its vertices are the varyings.
                let elem = nsl_dialects::hl_stage::stream_element(self.ctx, ty)?;
                return self.invalid_varying(stage, elem, depth + 1);
            }
            TypeKind::Struct { name, fields } => {
                let n = self.ctx.str(*name);
                let base = n.split('<').next().unwrap_or(n);
                let why = match base {
                    "DifferentialPair" | "DifferentialPtrPair" => {
                        Some("DifferentialPair/DifferentialPtrPair is not a valid varying type")
                    }
                    "Atomic" => Some("Atomic is not a valid varying type"),
                    "CoopVec" | "CoopMat" => Some("cooperative vectors and matrices are not valid varying types"),
                    _ => None,
                };
                if let Some(why) = why {
                    return Some((ty, why));
                }
                for &(_, fty) in fields {
                    if let Some(found) = self.invalid_varying(stage, fty, depth + 1) {
                        return Some(found);
                    }
                }
            }
            _ => {}
        }
        None
    }

    /// Appends the depth outputs (semantic name and span) of an output of
    /// type `ty` with `semantics`, looking through arrays and into the
    /// fields of structs.
    fn depth_outputs(&mut self, semantics: &[Semantic], ty: Type, out: &mut Vec<(String, Span)>, depth: usize) {
        if let Some((name, span)) = semantics.iter().find_map(|s| match &s.kind {
            SemanticKind::Name(n) => Some((n.name.clone(), n.span)),
            _ => None,
        }) {
            if DEPTH_OUTPUTS.contains(&base_name(&name).as_str()) {
                out.push((name, span));
            }
            return;
        }
        if depth > 16 {
            return;
        }
        let ty = match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, .. } => *elem,
            _ => ty,
        };
        let Some(s) = self.structs.iter().position(|st| st.ty == ty && st.origin.is_some()) else { return };
        let Some((src, d)) = self.structs[s].origin else { return };
        let ast = self.units[src].ast;
        let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind else { return };
        let fields = self.structs[s].fields.clone();
        for &m in members {
            if let DeclKind::Var { name, semantics, .. } = &ast.decl(m).kind {
                if let Some((_, fty)) = fields.iter().find(|(n, _)| *n == name.name) {
                    self.depth_outputs(semantics, *fty, out, depth + 1);
                }
            }
        }
    }

    /// The stage and direction of the system values on the fields of a
    /// varying of struct type `ty`, at each field's name. A field
    /// with a semantic is not looked into, as its semantic covers it.
    fn check_field_semantics(&mut self, stage: &str, ty: Type, input: bool, output: bool, depth: usize) {
        if depth > 16 {
            return;
        }
        // Through the arrays of a mesh shader's outputs only (slangc checks
        // neither a geometry shader's input vertices nor a patch); its
        // arrays of vertices and primitives are outputs, `out` or not.
        let (ty, input, output) = match self.ctx.type_kind(ty) {
            TypeKind::Array { elem, .. } if super::entry::stage_name(stage) == Some("mesh") => (*elem, false, true),
            _ => (ty, input, output),
        };
        if !matches!(self.ctx.type_kind(ty), TypeKind::Struct { .. }) {
            return;
        }
        let Some(s) = self.structs.iter().position(|st| st.ty == ty && st.origin.is_some()) else { return };
        let Some((src, d)) = self.structs[s].origin else { return };
        let ast = self.units[src].ast;
        let DeclKind::Aggregate { members: Some(members), .. } = &ast.decl(d).kind else { return };
        let fields = self.structs[s].fields.clone();
        let mut checks = Vec::new();
        for &m in members {
            if let DeclKind::Var { name, semantics, .. } = &ast.decl(m).kind {
                if let Some((_, fty)) = fields.iter().find(|(n, _)| *n == name.name) {
                    checks.push((semantics.clone(), *fty, name.span));
                }
            }
        }
        for (semantics, fty, span) in checks {
            if has_name(&semantics) {
                self.check_semantic(stage, &semantics, fty, input, output, span);
            } else {
                self.check_field_semantics(stage, fty, input, output, depth + 1);
            }
        }
    }

    fn check_semantic(&mut self, stage: &str, semantics: &[Semantic], ty: Type, input: bool, output: bool, span: Span) {
        let Some(name) = semantics.iter().find_map(|s| match &s.kind {
            SemanticKind::Name(n) => Some(n.name.clone()),
            _ => None,
        }) else {
            return;
        };
        let base = base_name(&name);
        if !base.starts_with("sv_") {
            return;
        }
        let Some(&(_, accepts)) = SYSTEM_VALUES.iter().find(|(n, _)| n.eq_ignore_ascii_case(&base)) else {
            self.error(E_UNKNOWN_SV, span, format!("unknown system-value semantic '{name}'"));
            return;
        };
        let stage = super::entry::stage_name(stage).unwrap_or(stage);
        let compute_only = COMPUTE_ONLY.contains(&base.as_str());
        let direction = if output { "output" } else { "input" };
        let wrong_stage = if stage == "compute" {
            // The device index is an input of every stage.
            (!compute_only && base != "sv_deviceindex") || output
        } else {
            compute_only && !WORKGROUP_STAGES.contains(&stage)
        };
        // A graphics or mesh stage: the system value must exist there in
        // each direction the parameter goes (`inout`: input first).
        let wrong_direction = stage_bit(stage).and_then(|bit| {
            let &(_, ins, outs) = SV_STAGES.iter().find(|(n, _, _)| *n == base)?;
            if input && ins & bit == 0 {
                Some("input")
            } else if output && outs & bit == 0 {
                Some("output")
            } else {
                None
            }
        });
        if wrong_stage || wrong_direction.is_some() {
            let direction = wrong_direction.unwrap_or(direction);
            // slangc names the fragment stage by its HLSL name.
            let shown = if stage == "fragment" { "pixel" } else { stage };
            let msg = format!("system value semantic '{name}' cannot be used as {direction} in '{shown}' shader stage");
            self.error(E_SV_STAGE, span, msg);
            return;
        }
        // `Conditional<T, true>` is checked as its `T`; one without a value
        // holds nothing.
        let ty = match self.conditional_parts(ty) {
            Some((t, true)) => t,
            Some((_, false)) => return,
            None => ty,
        };
        let (elem, shape) = match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector { elem, len } => (elem, Some(len)),
            TypeKind::Array { elem, .. } => (elem, None),
            _ => (ty, Some(0)),
        };
        let cat = match self.ctx.type_kind(elem) {
            TypeKind::Float { .. } => Cat::Float,
            TypeKind::Int { .. } => Cat::Int,
            TypeKind::Bool => Cat::Bool,
            _ => return,
        };
        let (ok, expected) = match accepts {
            Accepts::Any => return,
            Accepts::Scalar(c) => (shape == Some(0) && cat == c, cat_name(c).to_string()),
            Accepts::UpTo3(c) => {
                (matches!(shape, Some(0..=3)) && cat == c, format!("{} or a vector of 1 to 3 of them", cat_name(c)))
            }
            Accepts::Position => (
                matches!(shape, Some(2..=4)) && cat == Cat::Float,
                "'vector<float,4>' or 'vector<float,3>' or 'vector<float,2>'".to_string(),
            ),
            Accepts::FloatsAny => (cat == Cat::Float, "'float' or 'float[]'".to_string()),
        };
        if !ok {
            let shown = self.show(ty);
            let msg = format!("type '{shown}' is not valid for system value semantic '{name}'; expected {expected}");
            let code = match base.as_str() {
                // slangc's dedicated code for the thread id's type.
                "sv_dispatchthreadid" => "E38024",
                _ => E_SV_TYPE,
            };
            self.error(code, span, msg);
        }
    }
}

/// Does a declaration carry a semantic name (`: SV_Position`, `: TEXCOORD0`)?
fn has_name(semantics: &[Semantic]) -> bool {
    semantics.iter().any(|s| matches!(s.kind, SemanticKind::Name(_)))
}

fn cat_name(c: Cat) -> &'static str {
    match c {
        Cat::Float => "'float'",
        Cat::Int => "'uint'",
        Cat::Bool => "'bool'",
    }
}
