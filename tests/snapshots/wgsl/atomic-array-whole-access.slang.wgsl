struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> counters: array<atomic<u32>, 4>;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    if (t == 0u) {
        atomicStore(&counters[0i], 10u);
        atomicStore(&counters[1i], 20u);
        atomicStore(&counters[2i], 30u);
        atomicStore(&counters[3i], 40u);
    }
    workgroupBarrier();
    var t_1: u32 = t + 1u;
    var t_2: u32 = atomicAdd(&counters[select(t_1 % 4u, t_1, 4u == 0u)], t_1);
    workgroupBarrier();
    var t_3: u32 = atomicLoad(&counters[0i]);
    var t_4: u32 = atomicLoad(&counters[1i]);
    var t_5: u32 = atomicLoad(&counters[2i]);
    var t_6: u32 = atomicLoad(&counters[3i]);
    var snapshot: array<u32, 4> = array<u32, 4>();
    snapshot = array<u32, 4>(t_3, t_4, t_5, t_6);
    var t_7: u32 = snapshot[t];
    outputBuffer.data[t] = t_7;
    outputBuffer.data[4u + t] = t_2;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
