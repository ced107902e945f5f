struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var grad_texture: texture_2d<f32>;
@group(0) @binding(2) var grad_sampler: sampler;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    var t_1: u32 = t * 5u;
    var t_2: f32 = f32(t + 1u);
    var t_3: f32 = f32(t);
    var t_4: vec2<f32> = vec2<f32>(t_2);
    var t_5: vec2<f32> = vec3<f32>(vec2<f32>(t_3 + 0.5f, 2.5f) / vec2<f32>(4.0f, 4.0f) * t_4, t_2).xy / t_4;
    var t_6: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, t_5, 0.0f);
    outputBuffer.data[t_1] = i32(round(t_6.x * 3.0f)) * 10i + i32(round(t_6.y * 3.0f));
    var t_7: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, vec4<f32>(vec2<f32>(3.5f - t_3, 1.5f) / vec2<f32>(4.0f, 4.0f) * vec2<f32>(2.0f, 2.0f), 7.0f, 2.0f).xy / vec2<f32>(2.0f, 2.0f), 0.0f);
    outputBuffer.data[t_1 + 1u] = i32(round(t_7.x * 3.0f)) * 10i + i32(round(t_7.y * 3.0f));
    var t_8: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, t_5, 0.0f, vec2<i32>(0i, 1i));
    outputBuffer.data[t_1 + 2u] = i32(round(t_8.x * 3.0f)) * 10i + i32(round(t_8.y * 3.0f));
    var t_9: vec4<f32> = textureSampleGrad(grad_texture, grad_sampler, t_5, vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    outputBuffer.data[t_1 + 3u] = i32(round(t_9.x * 3.0f)) * 10i + i32(round(t_9.y * 3.0f));
    var t_10: vec4<f32> = textureSampleGrad(grad_texture, grad_sampler, vec2<f32>(f32(select(t % 3u, t, 3u == 0u)) + 0.5f, 0.5f) / vec2<f32>(4.0f, 4.0f), vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f), vec2<i32>(1i, 0i));
    var t_11: vec4<f32> = textureSampleGrad(grad_texture, grad_sampler, t_5, vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f), vec2<i32>(0i, -2i));
    outputBuffer.data[t_1 + 4u] = i32(round(t_10.x * 3.0f)) * 10i + i32(round(t_10.y * 3.0f)) + (i32(round(t_11.x * 3.0f)) * 10i + i32(round(t_11.y * 3.0f))) * 100i;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
