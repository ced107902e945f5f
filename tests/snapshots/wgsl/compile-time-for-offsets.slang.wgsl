struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var grad: texture_2d<f32>;
@group(0) @binding(1) var pointSampler: sampler;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(0i, 3i));
    outputBuffer.data[0u] = round(t.x * 3.0f) * 10.0f + round(t.y * 3.0f);
    var t_1: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(0i, 0i));
    var t_2: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 2i));
    outputBuffer.data[1u] = round(t_2.x * 3.0f) * 10.0f + round(t_2.y * 3.0f);
    var t_3: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 0i));
    var t_4: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(2i, 1i));
    outputBuffer.data[2u] = round(t_4.x * 3.0f) * 10.0f + round(t_4.y * 3.0f);
    var t_5: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(2i, 0i));
    var t_6: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(3i, 0i));
    outputBuffer.data[3u] = round(t_6.x * 3.0f) * 10.0f + round(t_6.y * 3.0f);
    var t_7: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(3i, 0i));
    outputBuffer.data[4u] = 2.0f;
    outputBuffer.data[5u] = 3.0f;
    outputBuffer.data[6u] = 0.0f + round(t_1.x * 3.0f) + round(t_3.x * 3.0f) + round(t_5.x * 3.0f) + round(t_7.x * 3.0f);
    var t_8: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 2i));
    outputBuffer.data[7u] = round(t_8.x * 3.0f) * 10.0f + round(t_8.y * 3.0f);
    var t_9: vec4<f32> = textureSampleLevel(grad, pointSampler, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 1i));
    outputBuffer.data[8u] = round(t_9.x * 3.0f) * 10.0f + round(t_9.y * 3.0f);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
