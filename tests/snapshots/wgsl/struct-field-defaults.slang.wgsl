struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> counter: i32 = 40i;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 5i;
    outputBuffer.data[1u] = 0i;
    outputBuffer.data[2u] = 7i;
    outputBuffer.data[3u] = 8i;
    var t_1: i32 = counter;
    var t_2: i32 = t_1 + 2i;
    outputBuffer.data[4u] = t_2;
    outputBuffer.data[5u] = (i32(t.x) + 2i) * t_2;
    counter = 10i;
    var t_3: i32 = counter;
    var t_4: i32 = t_3 + 2i;
    outputBuffer.data[6u] = t_4;
    outputBuffer.data[7u] = t_4;
    outputBuffer.data[8u] = 8i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
