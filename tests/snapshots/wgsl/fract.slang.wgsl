enable f16;
struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = inputBuffer.data[0u];
    outputBuffer.data[0u] = fract(t);
    var t_1: f32 = inputBuffer.data[1u];
    outputBuffer.data[1u] = fract(t_1);
    var t_2: f32 = inputBuffer.data[0u];
    var t_3: f32 = inputBuffer.data[2u];
    var t_4: f32 = inputBuffer.data[3u];
    var t_5: vec3<f32> = fract(vec3<f32>(t_2 * 3.0f, t_3 + 0.75f, -t_4));
    outputBuffer.data[2u] = t_5.x;
    outputBuffer.data[3u] = t_5.y;
    outputBuffer.data[4u] = t_5.z;
    var t_6: f32 = inputBuffer.data[1u];
    outputBuffer.data[5u] = f32(fract(f16(t_6 * 1.5f)));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
