struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var grad_texture: texture_2d<f32>;
@group(0) @binding(1) var grad_sampler: sampler;
@group(0) @binding(2) var nearest_texture: texture_2d<f32>;
@group(0) @binding(3) var nearest_sampler: sampler;
@group(0) @binding(4) var cube_texture: texture_cube<f32>;
@group(0) @binding(5) var cube_sampler: sampler;
@group(0) @binding(6) var layers_texture: texture_2d_array<f32>;
@group(0) @binding(7) var layers_sampler: sampler;
@group(0) @binding(8) var separate: texture_2d<f32>;
@group(0) @binding(9) var linearSampler: sampler;
@group(0) @binding(10) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    var t_1: u32 = t * 10u;
    var t_2: vec3<i32> = vec3<i32>(i32(t), 1i, 0i);
    var t_3: vec4<f32> = textureLoad(grad_texture, t_2.xy, t_2.z);
    outputBuffer.data[t_1] = t_3.x + t_3.y;
    var t_4: f32 = f32(t);
    var t_5: f32 = t_4 + 0.5f;
    var t_6: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, vec2<f32>(t_5, 2.5f) / vec2<f32>(4.0f, 4.0f), 0.0f);
    outputBuffer.data[t_1 + 1u] = t_6.x + t_6.y;
    var t_7: vec2<u32> = textureDimensions(grad_texture, 0u);
    outputBuffer.data[t_1 + 2u] = f32(t_7.x * 100u + t_7.y * 10u + textureNumLevels(grad_texture));
    var t_8: vec4<f32> = textureSampleGrad(grad_texture, grad_sampler, vec2<f32>(3.5f - t_4, 0.5f) / vec2<f32>(4.0f, 4.0f), vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    outputBuffer.data[t_1 + 3u] = t_8.x * 10.0f + t_8.w;
    var t_9: vec4<f32> = textureGather(0, grad_texture, grad_sampler, vec2<f32>(f32(select(t % 3u, t, 3u == 0u) + 1u), 2.0f) / vec2<f32>(4.0f, 4.0f));
    outputBuffer.data[t_1 + 4u] = dot(t_9, vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f));
    var t_10: vec4<f32> = textureSampleLevel(nearest_texture, nearest_sampler, vec2<f32>(t_4 + 0.9f, 0.1f) / vec2<f32>(4.0f, 4.0f), 0.0f);
    outputBuffer.data[t_1 + 5u] = t_10.x;
    var t_11: vec2<u32> = textureDimensions(cube_texture);
    var t_12: vec4<f32> = textureSampleLevel(cube_texture, cube_sampler, vec3<f32>(1.0f, 0.2f * t_4, -0.3f), 0.0f);
    outputBuffer.data[t_1 + 6u] = t_12.x + f32(t_11.x * 10u) + f32(t_11.y);
    var t_13: vec3<u32> = vec3<u32>(textureDimensions(layers_texture), textureNumLayers(layers_texture));
    var t_14: u32 = t & 1u;
    var t_15: vec3<f32> = vec3<f32>(0.3f, 0.6f, f32(t_14));
    var t_16: vec4<f32> = textureSampleLevel(layers_texture, layers_sampler, t_15.xy, i32(t_15.z), 0.0f);
    outputBuffer.data[t_1 + 7u] = t_16.y + f32(t_13.x * 100u) + f32(t_13.y * 10u) + f32(t_13.z);
    var t_17: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, vec2<f32>(0.5f, t_5) / vec2<f32>(4.0f, 4.0f), 0.0f);
    var t_18: vec3<i32> = vec3<i32>(vec2<i32>(vec2<u32>(t, 0u)), 0i);
    var t_19: vec4<f32> = textureLoad(grad_texture, t_18.xy, t_18.z);
    outputBuffer.data[t_1 + 8u] = t_17.y * 10.0f + t_19.x;
    var t_20: vec4<f32> = textureGather(1, separate, linearSampler, vec2<f32>(2.0f, f32(1u + t_14)) / vec2<f32>(4.0f, 4.0f));
    var t_21: vec4<f32> = textureSampleGrad(separate, linearSampler, vec2<f32>(t_5, 3.5f) / vec2<f32>(4.0f, 4.0f), vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    outputBuffer.data[t_1 + 9u] = dot(t_20, vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f)) + t_21.x;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
