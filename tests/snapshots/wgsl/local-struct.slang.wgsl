struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32 = t_1 + 2i;
    outputBuffer.data[u32(t_1)] = t_2 * 100i + 11i + 7i;
    outputBuffer.data[u32(t_2)] = (t_1 + (t_1 + 1i) + 3i) * 10i;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
