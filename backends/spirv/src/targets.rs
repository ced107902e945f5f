//! The types each target has: one `LegalTypes(target)` invariant per
//! target, read off the code that spells types (the SPIR-V emitter's
//! `ty` and each text printer's `ty`/`scalar`). The `check-target` pass
//! establishes the target's invariant (an `NSL3156` diagnostic at the
//! first op with a type the target lacks); the target's input language
//! requires it.
//!
//! The rules are about values: scalar widths, vector lengths, matrix
//! shapes and element types, wherever they occur (through arrays,
//! structs, pointers, signatures and resource types).

use nsl_ir::language::Invariant;
use nsl_ir::printer::print_type;
use nsl_ir::{Context, Diagnostic, Op, Type, TypeKind};

/// What one target lacks.
pub struct TargetTypes {
    pub target: &'static str,
    /// Vectors need 2 to 4 elements and matrices 2 to 4 rows and columns.
    pub no_unit_shapes: bool,
    /// Matrices hold floats only.
    pub float_matrices: bool,
    /// The scalar widths of integers and of floats the target spells.
    pub int_widths: &'static [u8],
    pub float_widths: &'static [u8],
}

/// The targets, in the order of [`LEGAL_TYPES`].
pub const TARGETS: [TargetTypes; 7] = [
    // `OpTypeVector` needs 2 to 4 components; `OpTypeMatrix` 2 to 4 columns.
    TargetTypes {
        target: "spirv",
        no_unit_shapes: true,
        float_matrices: false,
        int_widths: &[8, 16, 32, 64],
        float_widths: &[16, 32, 64],
    },
    // glsl.rs `ty`: GLSL matrices are float; `scalar` spells 8 to 64 bits.
    TargetTypes {
        target: "glsl",
        no_unit_shapes: true,
        float_matrices: true,
        int_widths: &[8, 16, 32, 64],
        float_widths: &[16, 32, 64],
    },
    // hlsl.rs `scalar`: no 8-bit integers.
    TargetTypes {
        target: "hlsl",
        no_unit_shapes: false,
        float_matrices: false,
        int_widths: &[16, 32, 64],
        float_widths: &[16, 32, 64],
    },
    // wgsl.rs `ty`: 32-bit scalars and `f16` (`enable f16;`); WGSL
    // matrices are float.
    TargetTypes {
        target: "wgsl",
        no_unit_shapes: true,
        float_matrices: true,
        int_widths: &[32],
        float_widths: &[16, 32],
    },
    // metal.rs `ty`: no 64-bit floats; Metal matrices are float.
    TargetTypes {
        target: "metal",
        no_unit_shapes: true,
        float_matrices: true,
        int_widths: &[8, 16, 32, 64],
        float_widths: &[16, 32],
    },
    // cpp.rs `ty` (CUDA flavour): `__half` for f16.
    TargetTypes {
        target: "cuda",
        no_unit_shapes: false,
        float_matrices: false,
        int_widths: &[8, 16, 32, 64],
        float_widths: &[16, 32, 64],
    },
    // cpp.rs `ty`: f16 is g++'s `_Float16`.
    TargetTypes {
        target: "cpp",
        no_unit_shapes: false,
        float_matrices: false,
        int_widths: &[8, 16, 32, 64],
        float_widths: &[16, 32, 64],
    },
];

const fn legal_types(i: usize, name: &'static str) -> Invariant {
    Invariant { name, summary: "every type is one the target has", check: CHECKS[i] }
}

/// An invariant's checker.
type Check = fn(&Context, Op) -> Result<(), Diagnostic>;

const CHECKS: [Check; 7] = [check::<0>, check::<1>, check::<2>, check::<3>, check::<4>, check::<5>, check::<6>];

pub const LEGAL_TYPES_SPIRV: Invariant = legal_types(0, "LegalTypes(spirv)");
pub const LEGAL_TYPES_GLSL: Invariant = legal_types(1, "LegalTypes(glsl)");
pub const LEGAL_TYPES_HLSL: Invariant = legal_types(2, "LegalTypes(hlsl)");
pub const LEGAL_TYPES_WGSL: Invariant = legal_types(3, "LegalTypes(wgsl)");
pub const LEGAL_TYPES_METAL: Invariant = legal_types(4, "LegalTypes(metal)");
pub const LEGAL_TYPES_CUDA: Invariant = legal_types(5, "LegalTypes(cuda)");
pub const LEGAL_TYPES_CPP: Invariant = legal_types(6, "LegalTypes(cpp)");

/// Every target's `LegalTypes` invariant, in the order of [`TARGETS`].
pub const LEGAL_TYPES: [Invariant; 7] = [
    LEGAL_TYPES_SPIRV,
    LEGAL_TYPES_GLSL,
    LEGAL_TYPES_HLSL,
    LEGAL_TYPES_WGSL,
    LEGAL_TYPES_METAL,
    LEGAL_TYPES_CUDA,
    LEGAL_TYPES_CPP,
];

/// The index of `target` in [`TARGETS`].
pub fn target_index(target: &str) -> Option<usize> {
    TARGETS.iter().position(|t| t.target == target)
}

/// The `LegalTypes` invariant of `target`.
pub fn legal_types_of(target: &str) -> Option<Invariant> {
    target_index(target).map(|i| LEGAL_TYPES[i])
}

impl TargetTypes {
    /// Why `ty` itself (not its parts) is not a type of this target.
    pub fn lacks(&self, ctx: &Context, ty: Type) -> Option<String> {
        match *ctx.type_kind(ty) {
            TypeKind::Int { width, .. } if !self.int_widths.contains(&width) => Some(format!("{width}-bit integers")),
            TypeKind::Float { width } if !self.float_widths.contains(&width) => Some(format!("{width}-bit floats")),
            TypeKind::Vector { len, .. } if self.no_unit_shapes && len < 2 => Some("one-element vectors".into()),
            TypeKind::Matrix { rows, cols, .. } if self.no_unit_shapes && (rows < 2 || cols < 2) => {
                Some(format!("matrices of {rows} row(s) and {cols} column(s)"))
            }
            TypeKind::Matrix { elem, .. }
                if self.float_matrices && !matches!(ctx.type_kind(elem), TypeKind::Float { .. }) =>
            {
                Some(format!("{} (its matrices are float)", print_type(ctx, ty)))
            }
            _ => None,
        }
    }

    /// The first op under `root` using a type this target lacks, as an
    /// `NSL3156` diagnostic.
    pub fn check(&self, ctx: &Context, root: Op) -> Result<(), Diagnostic> {
        match nsl_dialects::invariants::find_type(ctx, root, |t| self.lacks(ctx, t)) {
            None => Ok(()),
            Some((op, what)) => {
                Err(Diagnostic::error("NSL3156", ctx.loc(op), format!("the {} target has no {what}", self.target)))
            }
        }
    }
}

fn check<const I: usize>(ctx: &Context, root: Op) -> Result<(), Diagnostic> {
    TARGETS[I].check(ctx, root)
}
