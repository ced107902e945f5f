struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> o: RWStructuredBuffer;
fn computeMain_1() {
    o.data[0u] = 2.0f;
    o.data[1u] = 5.0f;
    o.data[2u] = 3.0f;
    o.data[3u] = 7.0f;
    o.data[4u] = 4.0f;
    o.data[5u] = 6.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
