struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = inputs.data[0u];
    var t_1: f32 = inputs.data[1u];
    var t_2: f32 = inputs.data[2u];
    var t_3: f32 = inputs.data[3u];
    var t_4: f32 = min(t, t_1);
    outputBuffer.data[0u] = t_4;
    outputBuffer.data[1u] = t_4;
    var t_5: f32 = max(t, t_2);
    outputBuffer.data[2u] = t_5;
    outputBuffer.data[3u] = t_5;
    var t_6: vec2<f32> = min(vec2<f32>(t, t_3), vec2<f32>(t_2, t));
    outputBuffer.data[4u] = t_6.x;
    outputBuffer.data[5u] = t_6.y;
    var t_7: vec3<f32> = max(vec3<f32>(t_1, t, t_2), vec3<f32>(t, t_3, t_1));
    outputBuffer.data[6u] = t_7.x;
    outputBuffer.data[7u] = t_7.y;
    outputBuffer.data[8u] = t_7.z;
    outputBuffer.data[9u] = min(max(t, t_1), min(t_2, t_3));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
