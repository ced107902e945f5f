struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var grad_texture: texture_2d<f32>;
@group(0) @binding(1) var grad_sampler: sampler;
@group(0) @binding(2) var separate: texture_2d<f32>;
@group(0) @binding(3) var pointSampler: sampler;
@group(0) @binding(4) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    var t_1: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 2i));
    var t_2: f32 = f32(t) + 0.5f;
    var t_3: vec4<f32> = textureSampleLevel(grad_texture, grad_sampler, vec2<f32>(t_2, 3.5f) / vec2<f32>(4.0f, 4.0f), 0.0f, vec2<i32>(-1i, 0i));
    var t_4: u32 = t * 3u;
    outputBuffer.data[t_4] = t_1.x * 10.0f + t_1.y + t_3.x * 100.0f + t_3.y * 1000.0f;
    var t_5: vec4<f32> = textureSampleGrad(grad_texture, grad_sampler, vec2<f32>(t_2, 1.5f) / vec2<f32>(4.0f, 4.0f), vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f), vec2<i32>(1i, 1i));
    outputBuffer.data[t_4 + 1u] = t_5.x * 10.0f + t_5.y;
    var t_6: vec4<f32> = textureSampleLevel(separate, pointSampler, vec2<f32>(t_2, 0.5f) / vec2<f32>(4.0f, 4.0f), 0.0f, vec2<i32>(0i, 3i));
    outputBuffer.data[t_4 + 2u] = t_6.x * 10.0f + t_6.y;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
