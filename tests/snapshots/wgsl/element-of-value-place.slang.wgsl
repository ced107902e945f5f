struct RWStructuredBuffer {
    data: array<vec4<f32>>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> vectors: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> result: RWStructuredBuffer_1;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = t_1 + 2u;
    var t_3: vec4<f32> = vectors.data[0u];
    var t_4: vec4<f32> = vec4<f32>();
    t_4 = t_3;
    var t_5: f32 = t_4[t_2];
    result.data[0u] = t_5;
    var t_6: vec4<f32> = vectors.data[1u];
    var t_7: vec4<f32> = vec4<f32>();
    t_7 = t_6.wzyx;
    var t_8: f32 = t_7[t_2];
    result.data[1u] = t_8;
    var t_9: vec4<f32> = vectors.data[1u];
    var t_10: vec2<f32> = vec2<f32>();
    t_10 = t_9.zw;
    var t_11: f32 = t_10[t_2 - 1u];
    result.data[2u] = t_11;
    var t_12: vec3<f32> = vec3<f32>();
    t_12 = t_6.zyx;
    var t_13: f32 = t_12[t_1];
    result.data[3u] = t_13;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
