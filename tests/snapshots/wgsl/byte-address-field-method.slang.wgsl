struct RWByteAddressBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> input: RWByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = input.data[1u];
    var t_1: u32 = input.data[2u];
    outputBuffer.data[0u] = i32(t);
    outputBuffer.data[1u] = i32(t_1);
    var t_2: u32 = input.data[3u];
    outputBuffer.data[2u] = i32(bitcast<f32>(t_2) * 100.0f);
    input.data[0u] = 7u;
    var t_3: u32 = input.data[0u];
    outputBuffer.data[3u] = i32(t_3);
    var t_4: u32 = input.data[2u];
    outputBuffer.data[4u] = i32(t_4);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
