struct RWByteAddressBuffer {
    data: array<atomic<u32>>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> fBuf: RWByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = atomicExchange(&fBuf.data[0u], 1075838976u);
    var old: u32;
    loop {
        let r = atomicCompareExchangeWeak(&fBuf.data[1u], 1073741824u, 1088421888u);
        if (r.exchanged || r.old_value != 1073741824u) {
            old = r.old_value;
            break;
        }
    }
    var t_1: u32 = old;
    var old_1: u32;
    loop {
        let r_1 = atomicCompareExchangeWeak(&fBuf.data[2u], 0u, 1091567616u);
        if (r_1.exchanged || r_1.old_value != 0u) {
            old_1 = r_1.old_value;
            break;
        }
    }
    var t_2: u32 = old_1;
    var old_2: u32;
    loop {
        let r_2 = atomicCompareExchangeWeak(&fBuf.data[3u], 1077936128u, 1082130432u);
        if (r_2.exchanged || r_2.old_value != 1077936128u) {
            old_2 = r_2.old_value;
            break;
        }
    }
    var t_3: u32 = old_2;
    var old_3: u32;
    loop {
        let r_3 = atomicCompareExchangeWeak(&fBuf.data[3u], 1077936128u, 1084227584u);
        if (r_3.exchanged || r_3.old_value != 1077936128u) {
            old_3 = r_3.old_value;
            break;
        }
    }
    var t_4: u32 = old_3;
    outputBuffer.data[0u] = u32(bitcast<f32>(t) * 100.0f);
    outputBuffer.data[1u] = u32(bitcast<f32>(t_1) * 100.0f);
    outputBuffer.data[2u] = t_2;
    var t_5: u32 = atomicLoad(&fBuf.data[0u]);
    outputBuffer.data[3u] = u32(bitcast<f32>(t_5) * 100.0f);
    var t_6: u32 = atomicLoad(&fBuf.data[1u]);
    outputBuffer.data[4u] = u32(bitcast<f32>(t_6) * 100.0f);
    var t_7: u32 = atomicLoad(&fBuf.data[2u]);
    outputBuffer.data[5u] = t_7;
    var t_8: u32 = atomicLoad(&fBuf.data[3u]);
    outputBuffer.data[6u] = u32(bitcast<f32>(t_8) * 100.0f);
    outputBuffer.data[7u] = 1u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
