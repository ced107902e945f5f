//! naga in-process: the outside checker of nanoslang's WGSL target.
//!
//! [`check`] runs naga's WGSL front end and validator as naga-cli 30 runs
//! them for a `.spv` output (every validation flag, the capabilities the
//! SPIR-V backend supports, every subgroup stage and operation);
//! [`spirv`] writes the validated module as SPIR-V with the options below.
//! The `nsl-naga` binary does both for files (lit tests, `cargo xtask
//! test-compute --target wgsl`); nsl-text's tests call the library.
//!
//! Nothing here is nanoslang code: the WGSL under test is judged by naga
//! alone, and the SPIR-V naga writes is what runs on Vulkan.

use naga::back::spv;
use naga::valid::{Capabilities, ModuleInfo, ShaderStages, SubgroupOperationSet, ValidationFlags, Validator};

/// A WGSL module that naga's front end and validator accepted.
pub struct Checked {
    pub module: naga::Module,
    pub info: ModuleInfo,
}

/// The capabilities naga-cli validates with when it writes SPIR-V: all
/// that naga's SPIR-V backend supports (push constants, `f64`, `i64`,
/// subgroups, ...). The WGSL target itself refuses 64-bit types, so its
/// output never needs more than WebGPU's core plus push constants
/// (`var<immediate>`) and subgroups.
pub fn capabilities() -> Capabilities {
    Capabilities::all() & spv::supported_capabilities()
}

/// Runs `f`, turning a panic inside naga into an error: bad input must
/// never crash the caller (naga 30's SPIR-V writer panics, for one, on a
/// dynamically indexed `matCx2` in uniform memory).
fn no_panic<T>(what: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(format!("naga panicked in its {what}: {message}"))
    })
}

/// Parses and validates `source`; a rejection is naga's report (with the
/// source lines), `name` standing for the file.
pub fn check(source: &str, name: &str) -> Result<Checked, String> {
    no_panic("WGSL front end or validator", || check_unguarded(source, name))
}

/// naga 30 parses and validates the subgroup built-ins (under the
/// capabilities above) but rejects the `enable subgroups;` directive WGSL
/// requires before them ("not yet supported"): the directive is blanked
/// out (same length, so naga's positions stay the file's) before parsing.
/// Tint, where installed, judges the directive.
fn without_subgroups_enable(source: &str) -> std::borrow::Cow<'_, str> {
    const ENABLE: &str = "enable subgroups;";
    if source.lines().any(|l| l.trim() == ENABLE) {
        let blank = " ".repeat(ENABLE.len());
        source
            .lines()
            .map(|l| if l.trim() == ENABLE { blank.as_str() } else { l })
            .collect::<Vec<_>>()
            .join("\n")
            .into()
    } else {
        source.into()
    }
}

fn check_unguarded(source: &str, name: &str) -> Result<Checked, String> {
    let options = naga::front::wgsl::Options { parse_doc_comments: false, capabilities: capabilities() };
    let parsed = without_subgroups_enable(source);
    let module = naga::front::wgsl::Frontend::new_with_options(options)
        .parse(&parsed)
        .map_err(|e| format!("naga could not parse the WGSL:\n{}", e.emit_to_string_with_path(source, name)))?;
    let info = Validator::new(ValidationFlags::all(), capabilities())
        .subgroup_stages(ShaderStages::all())
        .subgroup_operations(SubgroupOperationSet::all())
        .validate(&module)
        .map_err(|e| format!("naga's validator rejected the WGSL:\n{}", e.emit_to_string_with_path(source, name)))?;
    Ok(Checked { module, info })
}

/// The options naga's SPIR-V writer runs with: naga-cli's defaults, but
/// three set for reasons of their own.
pub fn spirv_options() -> spv::Options<'static> {
    spv::Options {
        // naga-cli's flags, whatever the profile this crate is built in:
        // `Options::default()` adds `DEBUG` (an `OpName` for every
        // variable and function) in debug builds, and the runtime finds
        // some blocks by `OpName`. Without `ADJUST_COORDINATE_SPACE`
        // (negating the vertex position's y, for wgpu's unflipped Vulkan
        // viewport): the runtime draws as render-test does on Vulkan,
        // with a flipped viewport, for every target's SPIR-V alike.
        flags: spv::WriterFlags::LABEL_VARYINGS | spv::WriterFlags::CLAMP_FRAG_DEPTH,
        // No loop counters. By default naga adds to every loop a
        // `vec2<u32>` counter, counted down from all ones, that breaks out
        // after 2^64 iterations (so that drivers may not assume an
        // infinite loop never happens). Mesa 22.3's lavapipe (Debian 12)
        // miscompiles a loop whose exits test a component of such a
        // vector induction variable when another loop with an unknown
        // trip count comes before it: it leaves the loop after one
        // iteration. That made tests/compute/loops-collatz.slang print a
        // wrong digit count through WGSL (its SPIR-V without the counters,
        // and the same counters written by hand in GLSL compiled by
        // glslang, behave the same way: a driver bug, not naga's or
        // ours). The reduced reproducer, as GLSL (prints 1 for n = 27,
        // 2 with `uint c = 5u` and `c == 0u`):
        //
        //     uint n = inputBuffer[gl_GlobalInvocationID.x], m = n;
        //     while (m != 1u) m = 3u * m + 1u;
        //     outputBuffer[gl_GlobalInvocationID.x] = m;
        //     uint digits = 0u;
        //     uvec2 c = uvec2(0u, 5u);
        //     while (true) {
        //         if (c.y == 0u) break;
        //         c = c - uvec2(0u, 1u);
        //         digits = digits + 1u;
        //         n = n / 10u;
        //         if (n == 0u) break;
        //     }
        //     outputBuffer[4u + gl_GlobalInvocationID.x] = digits;
        //
        // The counters change no result of a terminating shader (every
        // test shader terminates), and neither nanoslang's SPIR-V nor
        // glslang's has them, so the WGSL path runs what the others run.
        force_loop_bounding: false,
        ..spv::Options::default()
    }
}

/// The SPIR-V of a checked module, as words.
pub fn spirv(checked: &Checked) -> Result<Vec<u32>, String> {
    no_panic("SPIR-V writer", || spirv_unguarded(checked))
}

fn spirv_unguarded(checked: &Checked) -> Result<Vec<u32>, String> {
    let constants = Default::default();
    let (module, info) =
        naga::back::pipeline_constants::process_overrides(&checked.module, &checked.info, None, &constants)
            .map_err(|e| format!("naga could not process the module's overrides: {e}"))?;
    spv::write_vec(&module, &info, &spirv_options(), None).map_err(|e| format!("naga could not write SPIR-V: {e}"))
}

/// [`check`] then [`spirv`], the words as little-endian bytes (a `.spv` file).
pub fn wgsl_to_spirv_bytes(source: &str, name: &str) -> Result<Vec<u8>, String> {
    let words = spirv(&check(source, name)?)?;
    Ok(words.iter().flat_map(|w| w.to_le_bytes()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADD_ONE: &str = "
struct B { data: array<u32>, }
@group(0) @binding(0) var<storage, read_write> b: B;
@compute @workgroup_size(1)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    loop {
        b.data[id.x] = b.data[id.x] + 1u;
        if (b.data[id.x] > 3u) { break; }
    }
}
";

    #[test]
    fn valid_wgsl_becomes_spirv() {
        let bytes = wgsl_to_spirv_bytes(ADD_ONE, "add.wgsl").expect("naga accepts it");
        assert_eq!(&bytes[..4], &0x0723_0203u32.to_le_bytes(), "the SPIR-V magic number");
    }

    #[test]
    fn no_loop_counter_is_added() {
        // A counter would be a `vec2<u32>` variable; the shader has none.
        let words = spirv(&check(ADD_ONE, "add.wgsl").unwrap()).unwrap();
        let (mut at, mut vec2s) = (5, 0);
        while at < words.len() {
            let (count, opcode) = ((words[at] >> 16) as usize, words[at] & 0xffff);
            // OpTypeVector %result %component 2
            if opcode == 23 && words.get(at + 3) == Some(&2) {
                vec2s += 1;
            }
            at += count.max(1);
        }
        assert_eq!(vec2s, 0, "naga added a loop counter");
    }

    #[test]
    fn syntax_errors_are_reported_with_the_file_name() {
        let e = check("fn main( {", "bad.wgsl").err().expect("rejected");
        assert!(e.contains("could not parse") && e.contains("bad.wgsl"), "{e}");
    }

    #[test]
    fn validation_errors_are_reported() {
        // A uniform array of f32 has a stride of 4, which the uniform
        // address space forbids.
        let src = "
struct U { a: array<f32, 4>, }
@group(0) @binding(0) var<uniform> u: U;
@compute @workgroup_size(1) fn main() { _ = u.a[0]; }
";
        let e = check(src, "u.wgsl").err().expect("rejected");
        assert!(e.contains("validator rejected"), "{e}");
    }
}
