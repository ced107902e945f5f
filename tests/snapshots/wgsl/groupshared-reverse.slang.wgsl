struct RWStructuredBuffer {
    data: array<u32>,
}
var<workgroup> shared_1: array<u32, 8>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: u32 = t.x;
    shared_1[t_1] = t_1 * t_1;
    workgroupBarrier();
    var t_2: u32 = shared_1[7u - t_1];
    outputBuffer.data[t_1] = t_2;
    return;
}
@compute @workgroup_size(8, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId);
}
