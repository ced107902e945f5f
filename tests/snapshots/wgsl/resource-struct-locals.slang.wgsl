struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> source: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = source.data[3u];
    outputBuffer.data[0u] = t;
    var t_1: i32 = source.data[0u];
    outputBuffer.data[1u] = t_1;
    outputBuffer.data[2u] = 3i;
    var t_2: i32 = source.data[2u];
    outputBuffer.data[3u] = t_2;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
