//! Target profiles (which SPIR-V version to emit and which Vulkan
//! environment validates it) and validation with `spirv-val`.

use std::io::Write;
use std::process::{Command, Stdio};

/// A SPIR-V version and the `spirv-val --target-env` that checks it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub version: (u8, u8),
    pub env: &'static str,
}

/// SPIR-V 1.3 for Vulkan 1.1, the default.
pub const DEFAULT: Profile = Profile { version: (1, 3), env: "vulkan1.1" };

/// The profiles `-profile` accepts: slangc's `spirv_1_3` ... `spirv_1_6`
/// (each validated for the oldest Vulkan that consumes it) and
/// `vk1.1` ... `vk1.3` (the newest SPIR-V that Vulkan version takes).
pub const PROFILES: &[(&str, Profile)] = &[
    ("spirv_1_3", DEFAULT),
    ("spirv_1_4", Profile { version: (1, 4), env: "vulkan1.1spv1.4" }),
    ("spirv_1_5", Profile { version: (1, 5), env: "vulkan1.2" }),
    ("spirv_1_6", Profile { version: (1, 6), env: "vulkan1.3" }),
    ("vk1.1", DEFAULT),
    ("vk1.2", Profile { version: (1, 5), env: "vulkan1.2" }),
    ("vk1.3", Profile { version: (1, 6), env: "vulkan1.3" }),
];

/// The profile named `name`.
pub fn profile(name: &str) -> Option<Profile> {
    PROFILES.iter().find(|(n, _)| *n == name).map(|&(_, p)| p)
}

/// The environment that validates `module` under `profile`: the profile's
/// Vulkan environment, or for a library module (no entry points, so
/// `Linkage`, which Vulkan does not take) the universal environment of
/// its SPIR-V version.
pub fn validation_env(profile: Profile, module: &rspirv::dr::Module) -> &'static str {
    // A module the emitter raised to SPIR-V 1.4 (mesh and task shaders).
    let raised = module.header.as_ref().map(|h| h.version()).is_some_and(|(_, minor)| minor > profile.version.1);
    if raised && !module.entry_points.is_empty() && profile.version.1 < 4 {
        return "vulkan1.1spv1.4";
    }
    if !module.entry_points.is_empty() {
        return profile.env;
    }
    match profile.version {
        (1, 3) => "spv1.3",
        (1, 4) => "spv1.4",
        (1, 5) => "spv1.5",
        _ => "spv1.6",
    }
}

/// Why `spirv-val` did not accept a module.
#[derive(Debug)]
pub enum ValidationError {
    /// `spirv-val` is not installed (the Debian package spirv-tools).
    Missing,
    /// It rejected the module; its message.
    Invalid(String),
}

/// Is `spirv-val` on PATH?
pub fn spirv_val_available() -> bool {
    Command::new("spirv-val").arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

/// Runs `spirv-val --target-env ENV` on a module.
pub fn validate(words: &[u32], env: &str) -> Result<(), ValidationError> {
    validate_with(words, env, &[])
}

/// Runs `spirv-val --target-env ENV OPTIONS...` on a module (a device's
/// features: `--scalar-block-layout` where it enables scalarBlockLayout).
pub fn validate_with(words: &[u32], env: &str, options: &[&str]) -> Result<(), ValidationError> {
    // `LocalSizeId` (a workgroup size given by specialization constants)
    // needs Vulkan's maintenance4, which spirv-val assumes only from
    // Vulkan 1.3 on unless told.
    let local_size_id = uses_local_size_id(words).then_some("--allow-localsizeid");
    let mut child = Command::new("spirv-val")
        .args(["--target-env", env])
        .args(options)
        .args(local_size_id)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|_| ValidationError::Missing)?;
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(&bytes).map_err(|e| ValidationError::Invalid(format!("cannot write to spirv-val: {e}")))?;
    }
    let out = child.wait_with_output().map_err(|e| ValidationError::Invalid(format!("spirv-val failed: {e}")))?;
    if out.status.success() {
        Ok(())
    } else {
        let mut msg = String::from_utf8_lossy(&out.stderr).into_owned();
        msg.push_str(&String::from_utf8_lossy(&out.stdout));
        Err(ValidationError::Invalid(msg.trim().to_string()))
    }
}

/// Does the module have an `OpExecutionModeId ... LocalSizeId`?
fn uses_local_size_id(words: &[u32]) -> bool {
    const OP_EXECUTION_MODE_ID: u32 = 331;
    const LOCAL_SIZE_ID: u32 = 38;
    let mut i = 5;
    while i < words.len() {
        let (count, opcode) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        if opcode == OP_EXECUTION_MODE_ID && words.get(i + 2) == Some(&LOCAL_SIZE_ID) {
            return true;
        }
        i += count.max(1);
    }
    false
}

/// The profile a module needs: `profile`, raised to SPIR-V 1.4 when the
/// module uses ray tracing or ray queries (`SPV_KHR_ray_tracing` and
/// `SPV_KHR_ray_query` need it, as does listing every global in an entry
/// point's interface, which they rely on).
pub fn needed(profile: Profile, ctx: &nsl_ir::Context, module: nsl_ir::Op) -> Profile {
    if profile.version >= (1, 4) || !crate::dialect::uses_ray_tracing(ctx, module) {
        return profile;
    }
    self::profile("spirv_1_4").unwrap_or(profile)
}
