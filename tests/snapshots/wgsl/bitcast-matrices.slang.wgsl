struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = inputBuffer.data[0u];
    var t_1: u32 = inputBuffer.data[1u];
    var t_2: u32 = inputBuffer.data[2u];
    var t_3: u32 = inputBuffer.data[3u];
    var t_4: vec2<f32> = bitcast<vec2<f32>>(vec2<u32>(t, t_1));
    var t_5: vec2<f32> = bitcast<vec2<f32>>(vec2<u32>(t_2, t_3));
    var t_6: f32 = t_4.x;
    outputBuffer.data[0u] = t_6;
    var t_7: f32 = t_4.y;
    outputBuffer.data[1u] = t_7;
    var t_8: f32 = t_5.x;
    outputBuffer.data[2u] = t_8;
    outputBuffer.data[3u] = t_6 + t_7 + t_8 + t_5.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
