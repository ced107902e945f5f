enable subgroups;
diagnostic(off, subgroup_uniformity);
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: bool = subgroupExclusiveAdd(1u) == 0u;
    outputBuffer.data[4u + t_1] = u32(select(0i, 1i, t_2));
    if (t_1 >= 1u) {
        var t_3: bool = subgroupExclusiveAdd(1u) == 0u;
        outputBuffer.data[t_1] = u32(select(0i, 1i, t_3));
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
