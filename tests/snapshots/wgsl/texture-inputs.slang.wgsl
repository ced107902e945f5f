struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var grad: texture_2d<f32>;
@group(0) @binding(1) var board: texture_3d<f32>;
@group(0) @binding(2) var rw: texture_storage_2d<r32float, read_write>;
@group(0) @binding(3) var linearSampler: sampler;
@group(0) @binding(4) var pointSampler: sampler;
@group(0) @binding(5) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    var t_1: vec3<i32> = vec3<i32>(i32(t), 1i, 0i);
    var t_2: vec4<f32> = textureLoad(grad, t_1.xy, t_1.z);
    var t_3: u32 = t * 5u;
    outputBuffer.data[t_3] = t_2.x + t_2.w;
    var t_4: f32 = f32(t);
    var t_5: vec4<f32> = textureSampleLevel(grad, linearSampler, vec2<f32>(3.5f - t_4, 2.5f) / vec2<f32>(4.0f, 4.0f), 0.0f);
    outputBuffer.data[t_3 + 1u] = t_5.x + t_5.y;
    var t_6: vec2<u32> = textureDimensions(grad);
    var t_7: u32 = t & 1u;
    var t_8: i32 = i32(t_7);
    var t_9: vec3<i32> = vec3<i32>(t_8, 1i, 1i);
    var t_10: vec4<f32> = textureLoad(grad, t_9.xy, t_9.z);
    outputBuffer.data[t_3 + 2u] = f32(t_6.x * 10u + t_6.y) + t_10.x;
    var t_11: vec2<i32> = vec2<i32>(vec2<u32>(t, t));
    var t_12: f32 = textureLoad(rw, t_11).x;
    textureStore(rw, t_11, vec4<f32>(t_12 * 2.0f + t_4, f32(), f32(), f32()));
    var t_13: f32 = textureLoad(rw, t_11).x;
    outputBuffer.data[t_3 + 3u] = t_13;
    var t_14: u32 = t >> bitcast<u32>(1u & 31u);
    var t_15: vec4<i32> = vec4<i32>(t_8, i32(t_14), 0i, 0i);
    var t_16: f32 = textureLoad(board, t_15.xyz, t_15.w).x;
    var t_17: f32 = textureSampleLevel(board, pointSampler, vec3<f32>(f32(t_7) + 0.25f, f32(t_14) + 0.75f, 0.4f) / vec3<f32>(2.0f, 2.0f, 2.0f), 0.0f).x;
    outputBuffer.data[t_3 + 4u] = t_16 + 10.0f * t_17;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
