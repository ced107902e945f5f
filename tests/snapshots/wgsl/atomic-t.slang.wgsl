struct Atomic_uint_ {
    _value: atomic<u32>,
}
struct RWStructuredBuffer {
    data: array<Atomic_uint_>,
}
struct Atomic_int_ {
    _value: atomic<i32>,
}
struct Record {
    id: u32,
    hits: Atomic_int_,
}
struct RWStructuredBuffer_1 {
    data: array<Record>,
}
@group(0) @binding(0) var<storage, read_write> counters: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> records: RWStructuredBuffer_1;
var<workgroup> groupCount: Atomic_uint_;
fn computeMain_1(LocalInvocationId: vec3<u32>, GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<u32> = LocalInvocationId;
    var t_2: u32 = t.x;
    var t_3: bool = t_1.x == 0u;
    if (t_3) {
        atomicStore(&groupCount._value, 0u);
    }
    workgroupBarrier();
    var t_4: u32 = atomicAdd(&counters.data[0u]._value, 1u);
    var t_5: u32 = atomicAdd(&counters.data[11u]._value, t_4);
    var t_6: u32 = atomicAdd(&counters.data[1u]._value, t_2);
    var t_7: u32 = atomicMax(&counters.data[2u]._value, t_2 * 3u);
    var t_8: u32 = atomicMin(&counters.data[3u]._value, t_2 + 7u);
    var t_9: u32 = atomicOr(&counters.data[4u]._value, 1u << bitcast<u32>(select(t_2 % 32u, t_2, 32u == 0u) & 31u));
    var t_10: u32 = atomicAnd(&counters.data[5u]._value, ~(1u << bitcast<u32>(select(t_2 % 16u, t_2, 16u == 0u) & 31u)));
    var t_11: u32 = atomicXor(&counters.data[6u]._value, 1u << bitcast<u32>(select(t_2 % 5u, t_2, 5u == 0u) & 31u));
    var t_12: u32 = atomicAdd(&counters.data[7u]._value, 1u);
    var t_13: u32 = atomicAdd(&counters.data[8u]._value, 4294967294u);
    var t_14: u32 = atomicAdd(&counters.data[9u]._value, 4294967295u);
    var t_15: u32 = atomicAdd(&counters.data[10u]._value, 3u);
    var t_16: u32 = atomicAdd(&counters.data[12u]._value, 1u);
    var t_17: u32 = atomicAdd(&counters.data[12u]._value, 4294967295u);
    var t_18: u32 = select(t_2 % 2u, t_2, 2u == 0u);
    var t_19: i32 = atomicAdd(&records.data[t_18].hits._value, select(-1i, 1i, t_18 == 0u));
    var t_20: i32 = atomicMax(&records.data[2u].hits._value, i32(t_2));
    var t_21: u32 = atomicAdd(&groupCount._value, 1u);
    workgroupBarrier();
    if (t_3) {
        var t_22: u32 = atomicLoad(&groupCount._value);
        var t_23: u32 = atomicAdd(&counters.data[13u]._value, t_22);
        var t_24: u32 = select(t_2 / 32u, 4294967295u, 32u == 0u);
        var t_25: u32 = atomicExchange(&counters.data[14u + t_24]._value, 5u + t_24);
        var t_26: u32 = atomicExchange(&counters.data[14u + t_24]._value, 9u);
        var t_27: u32 = t_26 * 10u;
        var old: u32;
        loop {
            let r = atomicCompareExchangeWeak(&counters.data[14u + t_24]._value, 9u, t_27);
            if (r.exchanged || r.old_value != 9u) {
                old = r.old_value;
                break;
            }
        }
        var t_28: u32 = old;
        var old_1: u32;
        loop {
            let r_1 = atomicCompareExchangeWeak(&counters.data[14u + t_24]._value, 1u, 77u);
            if (r_1.exchanged || r_1.old_value != 1u) {
                old_1 = r_1.old_value;
                break;
            }
        }
        var t_29: u32 = old_1;
        var t_30: u32 = atomicAdd(&counters.data[14u + t_24]._value, t_28 * 1000u + t_29 * 100000u);
    }
    return;
}
@compute @workgroup_size(32, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>, @builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId, in_GlobalInvocationId);
}
