[[vk::binding(0, 0)]] StructuredBuffer<uint> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> output : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = input[1u];
    uint t_1 = input[2u];
    uint t_2 = input[3u];
    output[0u] = t;
    output[1u] = t_1;
    output[2u] = t_2;
    uint t_3 = input[0u];
    uint t_4 = input[2u];
    uint t_5 = input[3u];
    uint64_t t_6 = (uint64_t)t_4 | (uint64_t)t_5 << (32ull & 63ull);
    output[3u] = t_3;
    output[5u] = (uint)t_6;
    output[6u] = (uint)(t_6 >> (32ull & 63ull));
    uint t_7 = input[0u];
    uint t_8 = input[1u];
    uint t_9 = input[2u];
    output[7u] = t_7;
    output[8u] = t_8;
    output[9u] = t_9;
    uint t_10 = input[4u];
    uint t_11 = input[5u];
    uint64_t t_12 = ((uint64_t)t_10 | (uint64_t)t_11 << (32ull & 63ull)) + 1ull;
    output[10u] = (uint)t_12;
    output[11u] = (uint)(t_12 >> (32ull & 63ull));
    uint t_13 = input[6u];
    uint t_14 = input[7u];
    int2 t_15 = asint(float2(asfloat(t_13), asfloat(t_14))) * int2(2, 2);
    output[12u] = asuint(t_15.x);
    output[13u] = asuint(t_15.y);
    uint t_16 = input[6u];
    uint t_17 = input[7u];
    output[14u] = t_17;
    output[15u] = t_16;
    uint t_18 = input[1u];
    uint t_19 = input[2u];
    uint64_t t_20 = (uint64_t)t_18 | (uint64_t)t_19 << (32ull & 63ull);
    output[16u] = (uint)t_20;
    output[17u] = (uint)(t_20 >> (32ull & 63ull));
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
