struct RWStructuredBuffer {
    data: array<vec4<i32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = vec4<i32>(3i, 2i, 1i, 14i);
    outputBuffer.data[1u] = vec4<i32>(2i, -1i, 2i, 7i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
