struct RWStructuredBuffer {
    data: array<vec4<i32>>,
}
@group(0) @binding(0) var<storage, read_write> o: RWStructuredBuffer;
fn computeMain_1() {
    o.data[0u] = vec4<i32>(1i, 2i, 3i, 3i);
    o.data[1u] = vec4<i32>(7i, 7i, 8i, 9i);
    o.data[2u] = vec4<i32>(4i, 5i, 6i, 6i);
    o.data[3u] = vec4<i32>(1i, 1i, 2i, 3i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
