struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var<storage, read> source: StructuredBuffer;
@group(0) @binding(3) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec4<f32> = textureSampleLevel(tex, samp, vec2<f32>(0.25f, 0.75f), 0.0f);
    outputBuffer.data[0u] = t.x * 2.5f;
    var t_1: vec4<f32> = textureSampleLevel(tex, samp, vec2<f32>(0.5f, 0.5f), 0.0f);
    outputBuffer.data[1u] = t_1.x * -4.0f + 2.5f;
    var t_2: i32 = source.data[1u];
    var t_3: i32 = source.data[2u];
    outputBuffer.data[2u] = f32(t_2 + t_3);
    var t_4: i32 = source.data[2u];
    var t_5: i32 = source.data[3u];
    outputBuffer.data[3u] = f32(t_4 + t_5);
    outputBuffer.data[4u] = 102.0f;
    var t_6: i32 = source.data[0u];
    outputBuffer.data[5u] = f32(t_6);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
