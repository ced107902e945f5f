struct ByteAddressBuffer {
    data: array<u32>,
}
struct RWByteAddressBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> input: ByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> copy: RWByteAddressBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = input.data[0u];
    var t_1: u32 = input.data[1u];
    var t_2: u32 = input.data[2u];
    var t_3: u32 = input.data[2u];
    var t_4: u32 = input.data[3u];
    copy.data[1u] = t;
    copy.data[2u] = t_1;
    copy.data[3u] = t_2;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = t_4;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
