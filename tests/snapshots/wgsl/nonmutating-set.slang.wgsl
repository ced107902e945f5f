struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[1u] = 7i;
    outputBuffer.data[5u] = 14i;
    var t: i32 = outputBuffer.data[1u];
    outputBuffer.data[0u] = t + 1i;
    var t_1: i32 = outputBuffer.data[3u];
    var t_2: i32 = outputBuffer.data[5u];
    outputBuffer.data[3u] = t_1 + (t_2 - 1i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
