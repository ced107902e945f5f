struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    output.data[0u] = 17i;
    output.data[1u] = -5i;
    output.data[2u] = 22i;
    output.data[3u] = -9i;
    output.data[4u] = 7i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
