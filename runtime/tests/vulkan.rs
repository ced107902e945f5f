//! The Vulkan backend on whatever device this machine has (Mesa's
//! lavapipe on a CPU-only machine). Without a Vulkan loader or device the
//! tests check that this is reported as `Unavailable` and stop there.
//!
//! The shader is SPIR-V assembled here, so that these tests do not depend
//! on nanoslang's SPIR-V backend:
//!
//! ```glsl
//! layout(local_size_x = 4) in;
//! layout(set = 0, binding = 0) buffer Buf { uint data[]; } buf;
//! layout(push_constant) uniform Push { uint k; } pc;
//! void main() { uint i = gl_GlobalInvocationID.x; buf.data[i] = buf.data[i] * 2 + pc.k; }
//! ```

use nsl_runtime::vulkan::{entry_point_names, DescriptorBuffer, Gpu, Job, Memory};
use nsl_runtime::{run, Backend, Error, Options};

/// One instruction: opcode and operands, with its word count.
fn inst(opcode: u32, operands: &[u32]) -> Vec<u32> {
    let mut words = vec![((operands.len() as u32 + 1) << 16) | opcode];
    words.extend_from_slice(operands);
    words
}

/// A literal string: UTF-8, NUL-terminated, padded to whole words.
fn string(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    bytes.resize(bytes.len().div_ceil(4) * 4, 0);
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn double_plus_k() -> Vec<u32> {
    // Result ids.
    let (void, func_ty, uint, v3, p_in_v3, gid, rta, buf, p_buf, var) = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    let (pcs, p_pcs, pc, p_uint, p_pc_uint, c0, c2, main, label, g) = (11, 12, 13, 14, 15, 16, 17, 18, 19, 20);
    let (x, p, v, m, kp, k, r) = (21, 22, 23, 24, 25, 26, 27);
    let mut w = vec![0x0723_0203, 0x0001_0000, 0, 28, 0];
    w.extend(inst(17, &[1])); // OpCapability Shader
    w.extend(inst(14, &[0, 1])); // OpMemoryModel Logical GLSL450
    w.extend(inst(15, &[[5, main].as_slice(), &string("main"), &[gid]].concat())); // OpEntryPoint GLCompute
    w.extend(inst(16, &[main, 17, 4, 1, 1])); // OpExecutionMode LocalSize 4 1 1
    w.extend(inst(71, &[gid, 11, 28])); // OpDecorate BuiltIn GlobalInvocationId
    w.extend(inst(71, &[rta, 6, 4])); // OpDecorate ArrayStride 4
    w.extend(inst(72, &[buf, 0, 35, 0])); // OpMemberDecorate Offset 0
    w.extend(inst(71, &[buf, 3])); // OpDecorate BufferBlock
    w.extend(inst(71, &[var, 34, 0])); // OpDecorate DescriptorSet 0
    w.extend(inst(71, &[var, 33, 0])); // OpDecorate Binding 0
    w.extend(inst(72, &[pcs, 0, 35, 0])); // OpMemberDecorate Offset 0
    w.extend(inst(71, &[pcs, 2])); // OpDecorate Block
    w.extend(inst(19, &[void])); // OpTypeVoid
    w.extend(inst(33, &[func_ty, void])); // OpTypeFunction
    w.extend(inst(21, &[uint, 32, 0])); // OpTypeInt 32 unsigned
    w.extend(inst(23, &[v3, uint, 3])); // OpTypeVector
    w.extend(inst(32, &[p_in_v3, 1, v3])); // OpTypePointer Input
    w.extend(inst(59, &[p_in_v3, gid, 1])); // OpVariable Input
    w.extend(inst(29, &[rta, uint])); // OpTypeRuntimeArray
    w.extend(inst(30, &[buf, rta])); // OpTypeStruct
    w.extend(inst(32, &[p_buf, 2, buf])); // OpTypePointer Uniform
    w.extend(inst(59, &[p_buf, var, 2])); // OpVariable Uniform
    w.extend(inst(30, &[pcs, uint])); // OpTypeStruct
    w.extend(inst(32, &[p_pcs, 9, pcs])); // OpTypePointer PushConstant
    w.extend(inst(59, &[p_pcs, pc, 9])); // OpVariable PushConstant
    w.extend(inst(32, &[p_uint, 2, uint])); // OpTypePointer Uniform
    w.extend(inst(32, &[p_pc_uint, 9, uint])); // OpTypePointer PushConstant
    w.extend(inst(43, &[uint, c0, 0])); // OpConstant 0
    w.extend(inst(43, &[uint, c2, 2])); // OpConstant 2
    w.extend(inst(54, &[void, main, 0, func_ty])); // OpFunction
    w.extend(inst(248, &[label])); // OpLabel
    w.extend(inst(61, &[v3, g, gid])); // OpLoad
    w.extend(inst(81, &[uint, x, g, 0])); // OpCompositeExtract
    w.extend(inst(65, &[p_uint, p, var, c0, x])); // OpAccessChain
    w.extend(inst(61, &[uint, v, p])); // OpLoad
    w.extend(inst(132, &[uint, m, v, c2])); // OpIMul
    w.extend(inst(65, &[p_pc_uint, kp, pc, c0])); // OpAccessChain
    w.extend(inst(61, &[uint, k, kp])); // OpLoad
    w.extend(inst(128, &[uint, r, m, k])); // OpIAdd
    w.extend(inst(62, &[p, r])); // OpStore
    w.extend(inst(253, &[])); // OpReturn
    w.extend(inst(56, &[])); // OpFunctionEnd
    w
}

fn words(values: &[u32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn entry_points_are_read_from_the_module() {
    assert_eq!(entry_point_names(&double_plus_k()), ["main"]);
    assert!(entry_point_names(&[0x0723_0203, 0, 0, 1, 0, 0]).is_empty());
}

#[test]
fn dispatch_on_the_device() {
    let gpu = match Gpu::open() {
        Ok(gpu) => gpu,
        Err(why) => {
            eprintln!("no Vulkan device, not dispatching: {why}");
            return;
        }
    };
    let spirv = double_plus_k();
    let buffers =
        [DescriptorBuffer { set: 0, binding: 0, element: 0, uniform: false, bytes: words(&[1, 2, 3, 4, 5, 6, 7, 8]) }];
    let push = words(&[100]);
    let memory = Memory { buffers: &buffers, push_constants: &push, ..Memory::default() };
    let job = Job { spirv: &spirv, entry: "main", memory, images: &[], groups: [2, 1, 1] };
    let out = gpu.dispatch(&job).expect("dispatch");
    assert_eq!(out, [words(&[102, 104, 106, 108, 110, 112, 114, 116])], "on {}", gpu.name);
    // A bad module is an error, not a crash.
    let bad = Job { spirv: &spirv[..20], ..job };
    assert!(gpu.dispatch(&bad).is_err());
    let wrong_entry = Job { entry: "nope", ..job };
    assert!(gpu.dispatch(&wrong_entry).is_err());
}

#[test]
fn run_binds_inputs_to_the_modules_slots() {
    // The Slang shader the SPIR-V above implements; `assign-bindings` gives
    // `output` binding 0, and the uniform parameter goes in the push
    // constants.
    let text = "//TEST_INPUT:ubuffer(data=[5 6 7 8], stride=4):out,name=output\n\
                //TEST_INPUT:uniform(data=[1]):\n\
                RWStructuredBuffer<uint> output;\n\
                [numthreads(4, 1, 1)]\n\
                void computeMain(uint3 id : SV_DispatchThreadID, uniform uint k) { output[id.x] = output[id.x] * 2 + k; }\n";
    let options = Options { spirv: Some(double_plus_k()), ..Options::default() };
    match run("test.slang", text, &options, Backend::Vulkan) {
        Ok(outcome) => assert_eq!(outcome.output, "B\nD\nF\n11\n"),
        Err(Error::Unavailable(why)) => eprintln!("no Vulkan device: {why}"),
        Err(e) => panic!("{e}"),
    }
    // The interpreter computes the same.
    let out = run("test.slang", text, &Options::default(), Backend::Interp).expect("runs");
    assert_eq!(out.output, "B\nD\nF\n11\n");
}

/// render-test's drawing: its triangle, (0,0), (0,1) and (1,0) in clip
/// space with y up, covers the top-right quarter of the 1024x768 target
/// below its diagonal; the vertex colours (red, blue, green) reach the
/// fragment shader through its input. Expectations derived by hand: pixel
/// (513, 383) sits next to the red vertex at the target's centre, (1000,
/// 20) is beyond the diagonal and keeps the clear colour (zero), and the
/// fragment shader counts its invocations into a buffer (`-gcompute`),
/// one per covered pixel: half of 512x384 plus the diagonal's share.
#[test]
fn draw_as_render_test_does() {
    let text = "//TEST_INPUT:ubuffer(data=[0], stride=4):out,name=count\n\
                RWStructuredBuffer<uint> count;\n\
                cbuffer Uniforms { float4x4 modelViewProjection; }\n\
                struct VIn { float3 position : A0; float3 color : A1; };\n\
                struct VOut { float3 color : COLOR; float4 position : SV_Position; };\n\
                [shader(\"vertex\")] VOut vertexMain(VIn v) {\n\
                    VOut o; o.color = v.color; o.position = mul(modelViewProjection, float4(v.position, 1.0)); return o;\n\
                }\n\
                [shader(\"fragment\")] float4 fragmentMain(float3 color : COLOR) : SV_Target {\n\
                    InterlockedAdd(count[0], 1u); return float4(color, 1.0);\n\
                }\n";
    let draw = Options { mode: nsl_runtime::Mode::Draw(nsl_runtime::vulkan::ColorFormat::Rgba8), ..Options::default() };
    let picture = match run("draw.slang", text, &draw, Backend::Vulkan) {
        Ok(outcome) => outcome.image.expect("a draw gives an image"),
        Err(Error::Unavailable(why)) => return eprintln!("no Vulkan device: {why}"),
        Err(e) => panic!("{e}"),
    };
    assert_eq!((picture.width, picture.height), (1024, 768));
    let pixel = |x: usize, y: usize| &picture.rgba[(y * 1024 + x) * 4..][..4];
    let near_red = pixel(513, 383);
    assert!(near_red[0] >= 250 && near_red[1] <= 3 && near_red[2] <= 3 && near_red[3] == 255, "{near_red:?}");
    assert_eq!(pixel(1000, 20), [0, 0, 0, 0]);
    assert_eq!(pixel(100, 700), [0, 0, 0, 0]);
    // The left edge of the triangle is x = 512: pixel centres at 512.5
    // are inside, at 511.5 outside.
    assert_ne!(pixel(512, 200), [0, 0, 0, 0]);
    assert_eq!(pixel(511, 200), [0, 0, 0, 0]);

    let buffers = Options { mode: nsl_runtime::Mode::DrawBuffers, ..Options::default() };
    let outcome = run("draw.slang", text, &buffers, Backend::Vulkan).expect("draws");
    assert!(outcome.image.is_none());
    let covered = u32::from_str_radix(outcome.output.trim(), 16).expect("a hex word");
    // 512 * 384 / 2 = 98304 pixels, give or take the diagonal's edge.
    assert!((98304 - 512..=98304 + 512).contains(&covered), "{covered}");
    // The float target holds what the fragment shader wrote: the red
    // vertex's colour, interpolated, next to it.
    let exact =
        Options { mode: nsl_runtime::Mode::Draw(nsl_runtime::vulkan::ColorFormat::Rgba32f), ..Options::default() };
    let picture = run("draw.slang", text, &exact, Backend::Vulkan).expect("draws").image.expect("an image");
    let texel = |x: usize, y: usize| -> Vec<f32> {
        picture.rgba[(y * 1024 + x) * 16..][..16]
            .chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let red = texel(513, 383);
    assert!(red[0] > 0.99 && red[1] < 0.01 && red[2] < 0.01 && red[3] == 1.0, "{red:?}");
    assert_eq!(texel(1000, 20), [0.0; 4]);
    // Drawing needs Vulkan.
    assert!(matches!(run("draw.slang", text, &buffers, Backend::Interp), Err(Error::Unsupported(_))));
}
