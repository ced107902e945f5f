struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
var<private> Counter_calls: i32 = 10i;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    outputBuffer.data[0u] = 805i;
    var t: i32 = Counter_calls;
    Counter_calls = t + 1i;
    outputBuffer.data[1u] = 17i;
    var t_1: i32 = Counter_calls;
    outputBuffer.data[2u] = 3i + t_1;
    outputBuffer.data[3u] = 70i;
    outputBuffer.data[4u] = 4002i;
    outputBuffer.data[5u] = 21i;
    outputBuffer.data[6u] = 3i;
    outputBuffer.data[7u] = 40i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
