struct RWStructuredBuffer {
    data: array<atomic<i32>>,
}
struct RWByteAddressBuffer {
    data: array<atomic<u32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> bytes: RWByteAddressBuffer;
var<workgroup> counter: atomic<u32>;
var<workgroup> ticket: atomic<u32>;
var<workgroup> lowest: atomic<i32>;
var<workgroup> highest: atomic<i32>;
var<workgroup> flags: array<atomic<u32>, 2>;
var<workgroup> winner: atomic<u32>;
var<workgroup> slot: atomic<u32>;
fn computeMain_1(LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: u32 = t.x;
    var t_2: bool = t_1 == 0u;
    if (t_2) {
        atomicStore(&counter, 10u);
        atomicStore(&ticket, 0u);
        atomicStore(&lowest, 0i);
        atomicStore(&highest, -100i);
        atomicStore(&flags[0i], 0u);
        atomicStore(&flags[1i], 240u);
        atomicStore(&winner, 99u);
        atomicStore(&slot, 7u);
    }
    workgroupBarrier();
    var t_3: u32 = atomicAdd(&counter, t_1 + 1u);
    var t_4: u32 = atomicAdd(&ticket, 1u);
    var t_5: i32 = atomicOr(&outputBuffer.data[7u], 1i << bitcast<u32>(i32(t_4) & 31i));
    var t_6: i32 = i32(t_1);
    var t_7: i32 = atomicMin(&lowest, t_6 - 2i);
    var t_8: i32 = atomicMax(&highest, -t_6 * 3i);
    var t_9: u32 = atomicOr(&flags[0i], 1u << bitcast<u32>((t_1 * 4u) & 31u));
    var t_10: u32 = atomicXor(&flags[1i], 1u << bitcast<u32>(t_1 & 31u));
    var old: u32;
    loop {
        let r = atomicCompareExchangeWeak(&winner, 99u, t_1);
        if (r.exchanged || r.old_value != 99u) {
            old = r.old_value;
            break;
        }
    }
    var t_11: u32 = old;
    var t_12: i32 = atomicAdd(&outputBuffer.data[6u], select(0i, 1i, t_11 == 99u));
    var t_13: u32 = atomicExchange(&slot, t_1 + 100u);
    var t_14: i32 = atomicAdd(&outputBuffer.data[8u], select(0i, 1i, t_13 == 7u));
    var t_15: u32 = atomicAdd(&bytes.data[1u], t_1);
    var t_16: u32 = atomicMax(&bytes.data[2u], t_1 * 5u);
    var old_1: u32;
    loop {
        let r_1 = atomicCompareExchangeWeak(&bytes.data[3u], 0u, 7u);
        if (r_1.exchanged || r_1.old_value != 0u) {
            old_1 = r_1.old_value;
            break;
        }
    }
    var t_17: u32 = old_1;
    workgroupBarrier();
    if (t_2) {
        var t_18: u32 = atomicLoad(&counter);
        atomicStore(&outputBuffer.data[0u], i32(t_18));
        var t_19: i32 = atomicLoad(&lowest);
        atomicStore(&outputBuffer.data[1u], t_19);
        var t_20: i32 = atomicLoad(&highest);
        atomicStore(&outputBuffer.data[2u], t_20);
        var t_21: u32 = atomicLoad(&flags[0i]);
        atomicStore(&outputBuffer.data[3u], i32(t_21));
        var t_22: u32 = atomicLoad(&flags[1i]);
        atomicStore(&outputBuffer.data[4u], i32(t_22));
        var t_23: u32 = atomicLoad(&winner);
        atomicStore(&outputBuffer.data[5u], select(0i, 1i, t_23 < 4u));
        var t_24: u32 = atomicLoad(&slot);
        var t_25: bool;
        if (t_24 >= 100u) {
            var t_26: u32 = atomicLoad(&slot);
            t_25 = t_26 <= 103u;
        } else {
            t_25 = false;
        }
        atomicStore(&outputBuffer.data[9u], select(0i, 1i, t_25));
        var t_27: u32 = atomicLoad(&bytes.data[0u]);
        atomicStore(&outputBuffer.data[10u], i32(t_27));
        atomicStore(&outputBuffer.data[11u], 42i);
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId);
}
