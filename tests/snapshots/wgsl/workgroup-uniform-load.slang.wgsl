struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> slots: array<u32, 16>;
var<workgroup> total: u32;
fn computeMain_1(LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: u32 = t.x;
    slots[t_1] = t_1 * 10u + 5u;
    var t_2: u32 = workgroupUniformLoad(&slots[15i]);
    if (t_1 == 3u) {
        total = t_2 + 1u;
    }
    var t_3: u32 = workgroupUniformLoad(&total);
    var t_4: u32;
    if (t_3 == 156u) {
        workgroupBarrier();
        t_4 = t_3 + 1u;
    } else {
        t_4 = t_3;
    }
    outputBuffer.data[t_1] = t_2 * 1000u + t_4;
    return;
}
@compute @workgroup_size(16, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId);
}
