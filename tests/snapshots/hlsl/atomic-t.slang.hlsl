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
static uint3 LocalInvocationId;
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<Atomic_uint_> counters : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<Record> records : register(u1, space0);
groupshared Atomic_uint_ groupCount;
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint3 t_1 = LocalInvocationId;
    uint t_2 = t.x;
    bool t_3 = t_1.x == 0u;
    if (t_3) {
        groupCount._value = 0u;
    }
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(counters[0u]._value, 1u, old);
    uint t_4 = old;
    uint old_1;
    InterlockedAdd(counters[11u]._value, t_4, old_1);
    uint t_5 = old_1;
    uint old_2;
    InterlockedAdd(counters[1u]._value, t_2, old_2);
    uint t_6 = old_2;
    uint old_3;
    InterlockedMax(counters[2u]._value, t_2 * 3u, old_3);
    uint t_7 = old_3;
    uint old_4;
    InterlockedMin(counters[3u]._value, t_2 + 7u, old_4);
    uint t_8 = old_4;
    uint old_5;
    InterlockedOr(counters[4u]._value, 1u << (t_2 % 32u & 31u), old_5);
    uint t_9 = old_5;
    uint old_6;
    InterlockedAnd(counters[5u]._value, ~(1u << (t_2 % 16u & 31u)), old_6);
    uint t_10 = old_6;
    uint old_7;
    InterlockedXor(counters[6u]._value, 1u << (t_2 % 5u & 31u), old_7);
    uint t_11 = old_7;
    uint old_8;
    InterlockedAdd(counters[7u]._value, 1u, old_8);
    uint t_12 = old_8;
    uint old_9;
    InterlockedAdd(counters[8u]._value, 4294967294u, old_9);
    uint t_13 = old_9;
    uint old_10;
    InterlockedAdd(counters[9u]._value, 4294967295u, old_10);
    uint t_14 = old_10;
    uint old_11;
    InterlockedAdd(counters[10u]._value, 3u, old_11);
    uint t_15 = old_11;
    uint old_12;
    InterlockedAdd(counters[12u]._value, 1u, old_12);
    uint t_16 = old_12;
    uint old_13;
    InterlockedAdd(counters[12u]._value, 4294967295u, old_13);
    uint t_17 = old_13;
    uint t_18 = t_2 % 2u;
    int old_14;
    InterlockedAdd(records[t_18].hits._value, t_18 == 0u ? 1 : -1, old_14);
    int t_19 = old_14;
    int old_15;
    InterlockedMax(records[2u].hits._value, (int)t_2, old_15);
    int t_20 = old_15;
    uint old_16;
    InterlockedAdd(groupCount._value, 1u, old_16);
    uint t_21 = old_16;
    GroupMemoryBarrierWithGroupSync();
    if (t_3) {
        Atomic_uint_ t_22 = groupCount;
        uint old_17;
        InterlockedAdd(counters[13u]._value, t_22._value, old_17);
        uint t_23 = old_17;
        uint t_24 = t_2 / 32u;
        uint old_18;
        InterlockedExchange(counters[14u + t_24]._value, 5u + t_24, old_18);
        uint t_25 = old_18;
        uint old_19;
        InterlockedExchange(counters[14u + t_24]._value, 9u, old_19);
        uint t_26 = old_19;
        uint old_20;
        InterlockedCompareExchange(counters[14u + t_24]._value, 9u, t_26 * 10u, old_20);
        uint t_27 = old_20;
        uint old_21;
        InterlockedCompareExchange(counters[14u + t_24]._value, 1u, 77u, old_21);
        uint t_28 = old_21;
        uint old_22;
        InterlockedAdd(counters[14u + t_24]._value, t_27 * 1000u + t_28 * 100000u, old_22);
        uint t_29 = old_22;
    }
    return;
}
[numthreads(32, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID, uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
