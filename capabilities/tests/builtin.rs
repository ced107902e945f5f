//! Hand-derived expectations for the shipped definitions, following the
//! examples of Slang's capability documentation.

use nsl_capabilities::{AtomSet, Definitions, DefsErrorKind, RequireError, Requirement};

fn defs() -> &'static Definitions {
    Definitions::builtin()
}

/// The conjunction of exactly these atoms (no closure applied).
fn atoms(names: &[&str]) -> AtomSet {
    names.iter().map(|name| defs().atom(name).unwrap_or_else(|| panic!("no atom {name}"))).collect()
}

fn require(arguments: &str) -> Requirement {
    defs().require(arguments).unwrap()
}

fn sorted(mut conjunctions: Vec<AtomSet>) -> Vec<AtomSet> {
    conjunctions.sort();
    conjunctions
}

#[test]
fn builtin_definitions_parse() {
    // One atom per `atom` line of the file.
    let declared = include_str!("../defs/capabilities.txt").lines().filter(|l| l.starts_with("atom ")).count();
    assert_eq!(defs().atom_count(), declared);
    // Every alias resolves (a typo in a Slang name would not).
    for name in ["cpp_cuda_glsl_hlsl_spirv", "glsl_spirv", "any_stage", "raytracing", "subgroup_ballot", "GLSL_460"] {
        assert!(defs().lookup(name).is_some(), "{name}");
    }
    assert!(defs().atom("sm_6_6").is_none(), "sm_6_6 is an alias, _sm_6_6 the atom");
    assert!(defs().atom("_sm_6_6").is_some());
}

#[test]
fn implication_closure_is_transitive() {
    let clock = defs().atom("spvShaderClockKHR").unwrap();
    assert_eq!(*defs().closure(clock), atoms(&["spirv", "spirv_1_0", "SPV_KHR_shader_clock", "spvShaderClockKHR"]));
    let sm = defs().atom("_sm_4_1").unwrap();
    assert_eq!(*defs().closure(sm), atoms(&["hlsl", "_sm_4_0", "_sm_4_1"]));
}

#[test]
fn get_clock_expands_every_implication() {
    let get_clock =
        defs().require_any(["spvShaderClockKHR", "glsl, GL_EXT_shader_realtime_clock", "hlsl_nvapi"]).unwrap();
    assert_eq!(
        get_clock.conjunctions(),
        sorted(vec![
            atoms(&["spirv", "spirv_1_0", "SPV_KHR_shader_clock", "spvShaderClockKHR"]),
            atoms(&["glsl", "_GL_EXT_shader_realtime_clock"]),
            atoms(&["hlsl", "hlsl_nvapi"]),
        ])
    );
}

#[test]
fn conflicting_stages_are_impossible() {
    assert!(require("fragment, vertex").is_impossible());
    let on_fragment = require("spvShaderClockKHR, fragment");
    let on_vertex = require("spvShaderClockKHR, vertex");
    assert!(on_fragment.join(&on_vertex, defs()).is_impossible());
    assert!(require("hlsl, glsl").is_impossible());
}

#[test]
fn subsumed_conjunctions_drop() {
    let either = require("hlsl").meet(&require("hlsl, hlsl_nvapi"));
    assert_eq!(either, require("hlsl"));
    assert_eq!(either.conjunctions(), [atoms(&["hlsl"])]);
}

#[test]
fn hlsl_with_sm_6_6_is_hlsl_plus_atom() {
    let reduced = require("hlsl, sm_6_6");
    assert_eq!(reduced, require("hlsl, _sm_6_6"));
    assert_eq!(reduced.conjunctions().len(), 1);
    assert!(reduced.conjunctions()[0].contains(defs().atom("hlsl").unwrap()));
    assert_eq!(reduced.display(defs()).to_string(), "_sm_6_6");
}

#[test]
fn sm_6_6_alias_expands_per_target() {
    let sm_6_6 = require("sm_6_6");
    assert_eq!(sm_6_6.conjunctions().len(), 5);
    assert_eq!(
        require("glsl, sm_6_6"),
        require("glsl_spirv_1_5, _GL_EXT_ray_tracing, _GL_EXT_shader_atomic_int64, _GL_EXT_shader_atomic_float2")
    );
    assert_eq!(
        require("spirv, sm_6_6"),
        require("spirv_1_5, spvRayTracingKHR, spvInt64Atomics, spvAtomicFloat32MinMaxEXT, SPV_EXT_descriptor_indexing")
    );
    assert_eq!(require("cuda, sm_6_6"), require("cuda"));
    let metal = defs().atom("metal").unwrap();
    assert!(!sm_6_6.satisfiable_on(defs(), metal, None));
}

#[test]
fn versions_imply_earlier_versions() {
    assert!(require("_sm_6_6").implies(&require("sm_6_5")));
    assert!(!require("sm_6_5").implies(&require("_sm_6_6")));
    assert!(require("spirv_1_5").implies(&require("spirv_1_4")));
}

#[test]
fn satisfiable_on_target_and_stage() {
    let get_clock = defs().require_any(["spvShaderClockKHR", "glsl, GL_EXT_shader_realtime_clock"]).unwrap();
    let with_discard = get_clock.join(&require("fragment"), defs());
    let atom = |name| defs().atom(name).unwrap();
    assert!(with_discard.satisfiable_on(defs(), atom("spirv_1_5"), Some(atom("fragment"))));
    assert!(!with_discard.satisfiable_on(defs(), atom("spirv_1_5"), Some(atom("vertex"))));
    assert!(!with_discard.satisfiable_on(defs(), atom("hlsl"), None));
    assert!(Requirement::none().satisfiable_on(defs(), atom("wgsl"), Some(atom("miss"))));
}

#[test]
fn display_shows_only_atoms_nothing_else_implies() {
    assert_eq!(
        require("glsl, GL_EXT_shader_realtime_clock").display(defs()).to_string(),
        "_GL_EXT_shader_realtime_clock"
    );
    assert_eq!(require("fragment, spvShaderClockKHR").display(defs()).to_string(), "fragment + spvShaderClockKHR");
    assert_eq!(Requirement::none().display(defs()).to_string(), "none");
    assert_eq!(Requirement::impossible().display(defs()).to_string(), "impossible");
}

#[test]
fn require_reports_bad_names() {
    assert_eq!(defs().require("hlsl, sm_9_9"), Err(RequireError::UnknownName { name: "sm_9_9".into() }));
    assert_eq!(defs().require("hlsl,"), Err(RequireError::EmptyName { arguments: "hlsl,".into() }));
    assert!(matches!(defs().require(""), Err(RequireError::EmptyName { .. })));
    assert!(defs().require_any(["hlsl", "nope"]).is_err());
}

#[test]
fn definitions_errors_name_the_line() {
    let error = |text: &str| Definitions::parse(text).unwrap_err();
    assert_eq!(error("atom a\natom a").line, 2);
    assert_eq!(error("atom a\natom a").kind, DefsErrorKind::DuplicateName("a".into()));
    assert_eq!(error("atom b : a").kind, DefsErrorKind::UnknownName("a".into()));
    assert_eq!(error("atom a\nalias x = a\natom b : x").kind, DefsErrorKind::NotAnAtom("x".into()));
    assert_eq!(error("atom a\n| a").kind, DefsErrorKind::DanglingContinuation);
    assert_eq!(error("atom a\nalias x = a + | a").kind, DefsErrorKind::MissingName);
    assert_eq!(error("atom a-b").kind, DefsErrorKind::InvalidName("a-b".into()));
    assert_eq!(error("thing a").kind, DefsErrorKind::UnknownDirective("thing".into()));
    assert_eq!(error("exclusive g a").kind, DefsErrorKind::Expected(':'));
    let too_many: String = (0..=nsl_capabilities::MAX_ATOMS).map(|i| format!("atom a{i}\n")).collect();
    assert_eq!(error(&too_many).kind, DefsErrorKind::TooManyAtoms);
}

#[test]
fn alias_continuation_lines_and_comments() {
    let defs =
        Definitions::parse("atom a # first\natom b\nexclusive g : a b\nalias x = a\n    | b  # second\n").unwrap();
    assert_eq!(defs.lookup("x").unwrap().conjunctions().len(), 2);
}

#[test]
fn atom_implying_exclusive_atoms_is_impossible() {
    let defs = Definitions::parse("atom a\natom b\nexclusive g : a b\natom both : a b").unwrap();
    assert!(defs.lookup("both").unwrap().is_impossible());
}

#[test]
fn declaration_refines_its_scope_per_target() {
    let defs = defs();
    let scope = defs.require_any(["glsl", "spirv"]).expect("known");
    let own = defs.require("hlsl, hlsl_nvapi").expect("known");
    let merged = own.within_scope(&scope, defs);
    let expected = defs.require_any(["glsl", "hlsl, hlsl_nvapi", "spirv"]).expect("known");
    assert_eq!(merged, expected);
    // A declaration naming no target refines every conjunction.
    let fragment = defs.require("fragment").expect("known");
    assert_eq!(fragment.within_scope(&scope, defs), defs.require_any(["glsl, fragment", "spirv, fragment"]).unwrap());
    // Refining the same target joins.
    let spirv_clock = defs.require("spvShaderClockKHR").expect("known");
    assert_eq!(spirv_clock.within_scope(&scope, defs), defs.require_any(["glsl", "spvShaderClockKHR"]).expect("known"));
}

#[test]
fn profiles_name_targets_versions_and_stages() {
    let defs = defs();
    assert_eq!(
        defs.profile("spirv_1_5+SPV_KHR_ray_tracing").unwrap(),
        defs.require("spirv_1_5, SPV_KHR_ray_tracing").unwrap()
    );
    assert_eq!(defs.profile("cs_6_1").unwrap(), defs.require("compute, sm_6_1").unwrap());
    assert_eq!(defs.profile("vk1.2").unwrap(), defs.require("spirv_1_5").unwrap());
    // A D3D library profile names its shader model, and no stage.
    assert_eq!(defs.profile("lib_6_6").unwrap(), defs.require("sm_6_6").unwrap());
    assert!(defs.profile("sm_9_9").is_err());
    assert!(defs.profile("lib_9_9").is_err());
}
