#version 450
struct Atomic_uint_
{
    uint _value;
};
struct Atomic_int_
{
    int _value;
};
struct Record
{
    uint id;
    Atomic_int_ hits;
};
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Atomic_uint_[] data;
} counters;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    Record[] data;
} records;
shared Atomic_uint_ groupCount;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uvec3 t_1 = gl_LocalInvocationID;
    uint t_2 = t.x;
    bool t_3 = t_1.x == 0u;
    if (t_3) {
        groupCount._value = 0u;
    }
    memoryBarrierShared();
    barrier();
    uint t_4 = atomicAdd(counters.data[0u]._value, 1u);
    uint t_5 = atomicAdd(counters.data[11u]._value, t_4);
    uint t_6 = atomicAdd(counters.data[1u]._value, t_2);
    uint t_7 = atomicMax(counters.data[2u]._value, t_2 * 3u);
    uint t_8 = atomicMin(counters.data[3u]._value, t_2 + 7u);
    uint t_9 = atomicOr(counters.data[4u]._value, 1u << (t_2 % 32u & 31u));
    uint t_10 = atomicAnd(counters.data[5u]._value, ~(1u << (t_2 % 16u & 31u)));
    uint t_11 = atomicXor(counters.data[6u]._value, 1u << (t_2 % 5u & 31u));
    uint t_12 = atomicAdd(counters.data[7u]._value, 1u);
    uint t_13 = atomicAdd(counters.data[8u]._value, 4294967294u);
    uint t_14 = atomicAdd(counters.data[9u]._value, 4294967295u);
    uint t_15 = atomicAdd(counters.data[10u]._value, 3u);
    uint t_16 = atomicAdd(counters.data[12u]._value, 1u);
    uint t_17 = atomicAdd(counters.data[12u]._value, 4294967295u);
    uint t_18 = t_2 % 2u;
    int t_19 = atomicAdd(records.data[t_18].hits._value, t_18 == 0u ? 1 : -1);
    int t_20 = atomicMax(records.data[2u].hits._value, int(t_2));
    uint t_21 = atomicAdd(groupCount._value, 1u);
    memoryBarrierShared();
    barrier();
    if (t_3) {
        Atomic_uint_ t_22 = groupCount;
        uint t_23 = atomicAdd(counters.data[13u]._value, t_22._value);
        uint t_24 = t_2 / 32u;
        uint t_25 = atomicExchange(counters.data[14u + t_24]._value, 5u + t_24);
        uint t_26 = atomicExchange(counters.data[14u + t_24]._value, 9u);
        uint t_27 = atomicCompSwap(counters.data[14u + t_24]._value, 9u, t_26 * 10u);
        uint t_28 = atomicCompSwap(counters.data[14u + t_24]._value, 1u, 77u);
        uint t_29 = atomicAdd(counters.data[14u + t_24]._value, t_27 * 1000u + t_28 * 100000u);
    }
    return;
}
