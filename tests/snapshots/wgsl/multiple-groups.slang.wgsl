struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationId: vec3<u32>, WorkgroupId: vec3<u32>, GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<u32> = WorkgroupId;
    var t_2: vec3<u32> = LocalInvocationId;
    var t_3: u32 = t.x;
    outputBuffer.data[t_3] = t_1.x * 100u + t_2.x * 10u + t_3;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>, @builtin(workgroup_id) in_WorkgroupId: vec3<u32>, @builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId, in_WorkgroupId, in_GlobalInvocationId);
}
