struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 1775253147u;
    outputBuffer.data[1u] = 3u;
    outputBuffer.data[2u] = 591751048u;
    outputBuffer.data[3u] = 2u;
    outputBuffer.data[4u] = 3636899840u;
    outputBuffer.data[5u] = 4294966131u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
