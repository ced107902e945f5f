struct RWStructuredBuffer {
    data: array<atomic<i32>>,
}
struct RWByteAddressBuffer {
    data: array<atomic<u32>>,
}
var<private> LocalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> bytes: RWByteAddressBuffer;
var<workgroup> counter: atomic<u32>;
var<workgroup> ticket: atomic<u32>;
var<workgroup> lowest: atomic<i32>;
var<workgroup> highest: atomic<i32>;
var<workgroup> flags: array<atomic<u32>, 2>;
var<workgroup> winner: atomic<u32>;
var<workgroup> slot: atomic<u32>;
fn computeMain() {
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
    var t_12: i32;
    if (t_11 == 99u) {
        t_12 = 1i;
    } else {
        t_12 = 0i;
    }
    var t_13: i32 = atomicAdd(&outputBuffer.data[6u], t_12);
    var t_14: u32 = atomicExchange(&slot, t_1 + 100u);
    var t_15: i32;
    if (t_14 == 7u) {
        t_15 = 1i;
    } else {
        t_15 = 0i;
    }
    var t_16: i32 = atomicAdd(&outputBuffer.data[8u], t_15);
    var t_17: u32 = atomicAdd(&bytes.data[1u], t_1);
    var t_18: u32 = atomicMax(&bytes.data[2u], t_1 * 5u);
    var old_1: u32;
    loop {
        let r_1 = atomicCompareExchangeWeak(&bytes.data[3u], 0u, 7u);
        if (r_1.exchanged || r_1.old_value != 0u) {
            old_1 = r_1.old_value;
            break;
        }
    }
    var t_19: u32 = old_1;
    workgroupBarrier();
    if (t_2) {
        var t_20: u32 = atomicLoad(&counter);
        atomicStore(&outputBuffer.data[0u], i32(t_20));
        var t_21: i32 = atomicLoad(&lowest);
        atomicStore(&outputBuffer.data[1u], t_21);
        var t_22: i32 = atomicLoad(&highest);
        atomicStore(&outputBuffer.data[2u], t_22);
        var t_23: u32 = atomicLoad(&flags[0i]);
        atomicStore(&outputBuffer.data[3u], i32(t_23));
        var t_24: u32 = atomicLoad(&flags[1i]);
        atomicStore(&outputBuffer.data[4u], i32(t_24));
        var t_25: u32 = atomicLoad(&winner);
        var t_26: i32;
        if (t_25 < 4u) {
            t_26 = 1i;
        } else {
            t_26 = 0i;
        }
        atomicStore(&outputBuffer.data[5u], t_26);
        var t_27: u32 = atomicLoad(&slot);
        var t_28: bool;
        if (t_27 >= 100u) {
            var t_29: u32 = atomicLoad(&slot);
            t_28 = t_29 <= 103u;
        } else {
            t_28 = false;
        }
        var t_30: i32;
        if (t_28) {
            t_30 = 1i;
        } else {
            t_30 = 0i;
        }
        atomicStore(&outputBuffer.data[9u], t_30);
        var t_31: u32 = atomicLoad(&bytes.data[0u]);
        atomicStore(&outputBuffer.data[10u], i32(t_31));
        atomicStore(&outputBuffer.data[11u], 42i);
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    LocalInvocationId = in_LocalInvocationId;
    computeMain();
}
