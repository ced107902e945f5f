struct RWStructuredBuffer {
    data: array<f32>,
}
struct Pair {
    a: f32,
    b: f32,
}
struct StructuredBuffer {
    data: array<Pair>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read> pairs: StructuredBuffer;
fn computeMain_1() {
    var t: f32 = pairs.data[0u].b;
    outputBuffer.data[0u] = t + 0.125f;
    var t_1: f32 = pairs.data[1u].a;
    outputBuffer.data[1u] = t_1;
    var t_2: f32 = pairs.data[0u].a;
    outputBuffer.data[2u] = t_2;
    var t_3: f32 = pairs.data[1u].b;
    outputBuffer.data[3u] = t_3 * 4.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
