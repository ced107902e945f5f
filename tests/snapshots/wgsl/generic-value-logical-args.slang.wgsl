struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    output.data[0u] = 0i;
    output.data[1u] = 37i;
    output.data[2u] = 70i;
    output.data[3u] = 44i;
    output.data[4u] = 1i;
    output.data[5u] = 3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
