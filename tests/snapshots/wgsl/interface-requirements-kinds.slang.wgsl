struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    output.data[0u] = 1105i;
    output.data[1u] = 13i;
    var t: i32 = build(3i);
    output.data[2u] = t;
    var t_1: i32 = build_1(3i);
    output.data[3u] = t_1;
    output.data[4u] = 4i;
    output.data[5u] = 5i;
    return;
}
fn build(p: i32) -> i32 {
    return p * 10i + ((p + 1i) * 2i + 1i) + p * 100i;
}
fn build_1(k: i32) -> i32 {
    return -k * 10i + (k - 1i) * 3i + 7i;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
