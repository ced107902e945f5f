struct RWStructuredBuffer {
    data: array<atomic<u32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> counter: atomic<u32>;
var<workgroup> total: atomic<u32>;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: bool = t.x == 0u;
    if (t_1) {
        atomicStore(&counter, 0u);
        atomicStore(&total, 0u);
    }
    workgroupBarrier();
    var t_2: u32 = atomicAdd(&counter, 1u);
    var t_3: u32 = atomicAdd(&counter, 1u);
    var t_4: u32 = atomicAdd(&total, 5u);
    var t_5: u32 = atomicAdd(&outputBuffer.data[2u], 1u);
    var t_6: u32 = atomicAdd(&outputBuffer.data[2u], 1u);
    workgroupBarrier();
    if (t_1) {
        var t_7: u32 = atomicLoad(&counter);
        atomicStore(&outputBuffer.data[0u], t_7);
        var t_8: u32 = atomicLoad(&total);
        atomicStore(&outputBuffer.data[1u], t_8);
    }
    var t_9: u32 = atomicAdd(&outputBuffer.data[3u], select(t_4 / 5u, 4294967295u, 5u == 0u));
    return;
}
@compute @workgroup_size(64, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
