enable f16;
struct RWStructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer_1 {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> inputs: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: u32 = inputs.data[0u];
    var t_1: u32 = inputs.data[1u];
    var t_2: u32 = core_dot4add_u8packed(t, t_1, 10u);
    outputBuffer.data[0u] = i32(t_2);
    var t_3: u32 = inputs.data[2u];
    var t_4: u32 = inputs.data[3u];
    var t_5: i32 = core_dot4add_i8packed(t_3, t_4, -7i);
    outputBuffer.data[1u] = t_5;
    var t_6: u32 = inputs.data[0u];
    outputBuffer.data[2u] = i32((0.5f + dot(vec2<f32>(vec2<f16>(1.5h, -2.25h) * vec2<f16>(f16(t_6 & 1u))), vec2<f32>(4.0f, 2.0f))) * 4.0f);
    return;
}
fn core_dot4add_u8packed(a: u32, p: u32, p_1: u32) -> u32 {
    return p_1 + dot(vec4<u32>(a, a >> bitcast<u32>(8u & 31u), a >> bitcast<u32>(16u & 31u), a >> bitcast<u32>(24u & 31u)) & vec4<u32>(255u, 255u, 255u, 255u), vec4<u32>(p, p >> bitcast<u32>(8u & 31u), p >> bitcast<u32>(16u & 31u), p >> bitcast<u32>(24u & 31u)) & vec4<u32>(255u, 255u, 255u, 255u));
}
fn core_dot4add_i8packed(a_1: u32, b: u32, acc: i32) -> i32 {
    return acc + dot(vec4<i32>(i32(a_1 << bitcast<u32>(24u & 31u)), i32(a_1 << bitcast<u32>(16u & 31u)), i32(a_1 << bitcast<u32>(8u & 31u)), i32(a_1)) >> bitcast<vec4<u32>>(vec4<i32>(24i, 24i, 24i, 24i) & vec4<i32>(31i)), vec4<i32>(i32(b << bitcast<u32>(24u & 31u)), i32(b << bitcast<u32>(16u & 31u)), i32(b << bitcast<u32>(8u & 31u)), i32(b)) >> bitcast<vec4<u32>>(vec4<i32>(24i, 24i, 24i, 24i) & vec4<i32>(31i)));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
