struct RWStructuredBuffer {
    data: array<mat2x2<f32>>,
}
struct RWStructuredBuffer_1 {
    data: array<array<vec2<u32>, 2>>,
}
@group(0) @binding(0) var<storage, read_write> inputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> flags: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: mat2x2<f32> = inputBuffer.data[0u];
    var t_1: mat2x2<f32> = inputBuffer.data[1u];
    var t_2: vec2<f32> = t_1[0];
    var t_3: vec2<f32> = t[0];
    flags.data[0u][0i] = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), t_3 < t_2);
    var t_4: vec2<f32> = t_1[1];
    var t_5: vec2<f32> = t[1];
    flags.data[0u][1i] = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), t_5 < t_4);
    flags.data[1u][0i] = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), t_3 == t_2);
    flags.data[1u][1i] = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), t_5 == t_4);
    var t_6: vec2<u32> = flags.data[0u][0i];
    var t_7: vec2<u32> = flags.data[0u][1i];
    flags.data[2u][0i] = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), t_7 != vec2<u32>(0u, 0u));
    flags.data[2u][1i] = select(vec2<u32>(1u, 1u), vec2<u32>(0u, 0u), t_6 != vec2<u32>(0u, 0u));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
