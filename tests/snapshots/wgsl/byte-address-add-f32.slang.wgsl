struct RWByteAddressBuffer {
    data: array<atomic<u32>>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> buffer_1: RWByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32;
    var t_3: u32 = 0u;
    for (;;) {
        var t_4: u32 = atomicLoad(&buffer_1.data[1u]);
        var t_5: u32 = bitcast<u32>(bitcast<f32>(t_4) + 0.25f);
        var old: u32;
        loop {
            let r = atomicCompareExchangeWeak(&buffer_1.data[1u], t_4, t_5);
            if (r.exchanged || r.old_value != t_4) {
                old = r.old_value;
                break;
            }
        }
        var t_6: u32 = old;
        if (t_6 == t_4) {
            t_2 = t_6;
            break;
        }
        t_3 = t_6;
        continue;
    }
    var t_7: u32;
    var t_8: u32 = 0u;
    for (;;) {
        var t_9: u32 = atomicLoad(&buffer_1.data[(16u + 4u * t_1) >> bitcast<u32>(2u & 31u)]);
        var t_10: u32 = bitcast<u32>(bitcast<f32>(t_9) + (0.5f + f32(t_1)));
        var old_1: u32;
        loop {
            let r_1 = atomicCompareExchangeWeak(&buffer_1.data[(16u + 4u * t_1) >> bitcast<u32>(2u & 31u)], t_9, t_10);
            if (r_1.exchanged || r_1.old_value != t_9) {
                old_1 = r_1.old_value;
                break;
            }
        }
        var t_11: u32 = old_1;
        if (t_11 == t_9) {
            t_7 = t_11;
            break;
        }
        t_8 = t_11;
        continue;
    }
    outputBuffer.data[8u + t_1] = bitcast<f32>(t_7);
    storageBarrier();
    workgroupBarrier();
    var t_12: u32 = atomicLoad(&buffer_1.data[(16u + 4u * t_1) >> bitcast<u32>(2u & 31u)]);
    outputBuffer.data[t_1] = bitcast<f32>(t_12);
    if (t_1 == 0u) {
        var t_13: u32 = atomicLoad(&buffer_1.data[1u]);
        outputBuffer.data[16u] = bitcast<f32>(t_13);
        var t_14: u32 = atomicLoad(&buffer_1.data[0u]);
        outputBuffer.data[17u] = bitcast<f32>(t_14);
    }
    return;
}
@compute @workgroup_size(8, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
