struct RWStructuredBuffer {
    data: array<atomic<u32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> counter: atomic<u32>;
var<workgroup> pair: array<atomic<u32>, 2>;
var<workgroup> slots: array<u32, 64>;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: bool = t_1 == 0u;
    if (t_2) {
        atomicStore(&counter, 0u);
        atomicStore(&pair[0i], 0u);
        atomicStore(&pair[1i], 0u);
    }
    workgroupBarrier();
    var t_3: u32 = atomicAdd(&counter, 1u);
    var t_4: u32 = atomicAdd(&pair[1i], 1u);
    var t_5: u32 = atomicAdd(&pair[1i], 1u);
    slots[t_1] = t_1 * 3u;
    var t_6: u32 = atomicAdd(&outputBuffer.data[2u], 1u);
    workgroupBarrier();
    if (t_2) {
        var t_7: u32 = atomicLoad(&counter);
        atomicStore(&outputBuffer.data[0u], t_7);
        var t_8: u32 = atomicLoad(&pair[1i]);
        atomicStore(&outputBuffer.data[1u], t_8);
        atomicStore(&pair[0i], 9u);
        var t_9: u32 = atomicLoad(&pair[0i]);
        atomicStore(&pair[0i], 0u);
        atomicStore(&outputBuffer.data[3u], t_9);
        var sum: u32;
        var k: u32;
        var sum_1: u32 = 0u;
        var k_1: u32 = 0u;
        for (;;) {
            if (k_1 < 64u) {
            } else {
                var t_10: u32 = sum_1;
                var t_11: u32 = k_1;
                sum = t_10;
                k = t_11;
                break;
            }
            var t_12: u32 = slots[k_1];
            var t_13: u32 = sum_1 + t_12;
            var t_14: u32 = k_1 + 1u;
            sum_1 = t_13;
            k_1 = t_14;
            continue;
        }
        atomicStore(&outputBuffer.data[4u], sum);
    }
    if (t_1 == 7u) {
        atomicStore(&outputBuffer.data[6u], 11u);
    }
    return;
}
@compute @workgroup_size(64, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
