struct RWStructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer_1 {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> inputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer_1;
var<workgroup> total: atomic<u32>;
fn computeMain_1(WorkgroupId: vec3<u32>, LocalInvocationId: vec3<u32>, NumWorkgroups: vec3<u32>, LocalInvocationIndex: u32, GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = LocalInvocationIndex;
    if (t_2 == 0u) {
        atomicStore(&total, 0u);
    }
    workgroupBarrier();
    var t_3: u32 = inputBuffer.data[t_1];
    var t_4: u32 = atomicAdd(&total, t_3);
    workgroupBarrier();
    if (t_1 == 0u) {
        var t_5: u32 = atomicLoad(&total);
        outputBuffer.data[0u] = i32(t_5);
        outputBuffer.data[1u] = 6i;
        outputBuffer.data[2u] = 12i;
        outputBuffer.data[3u] = 3i;
        outputBuffer.data[4u] = 1016i;
        outputBuffer.data[5u] = 4i;
        outputBuffer.data[6u] = 8i;
        outputBuffer.data[7u] = -14i;
        outputBuffer.data[8u] = 10i;
        outputBuffer.data[9u] = 2i;
        var t_6: vec3<u32> = NumWorkgroups;
        outputBuffer.data[10u] = i32(t_6.x);
    }
    if (t_1 == 3u) {
        var t_7: vec3<u32> = LocalInvocationId;
        var t_8: vec3<u32> = WorkgroupId;
        outputBuffer.data[11u] = i32(t_7.x) * 100i + i32(t_8.x);
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(workgroup_id) in_WorkgroupId: vec3<u32>, @builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>, @builtin(num_workgroups) in_NumWorkgroups: vec3<u32>, @builtin(local_invocation_index) in_LocalInvocationIndex: u32, @builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_WorkgroupId, in_LocalInvocationId, in_NumWorkgroups, in_LocalInvocationIndex, in_GlobalInvocationId);
}
