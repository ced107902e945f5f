struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationIndex: u32, LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: u32 = LocalInvocationIndex;
    outputBuffer.data[t_1] = t_1 * 1000u + t.y * 10u + t.x;
    return;
}
@compute @workgroup_size(4, 2, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32, @builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationIndex, in_LocalInvocationId);
}
