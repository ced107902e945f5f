[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> src : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = src[1u];
    uint t_1 = src[0u];
    uint64_t t_2 = (uint64_t)t << (32ull & 63ull) | (uint64_t)t_1;
    outputBuffer[0u] = (uint)t_2;
    outputBuffer[1u] = (uint)(t_2 >> (32ull & 63ull));
    uint t_3 = src[0u];
    uint t_4 = src[1u];
    uint64_t t_5 = (uint64_t)(t_3 + 4u) | (uint64_t)(t_4 + 6u) << (32ull & 63ull);
    outputBuffer[2u] = (uint)t_5;
    outputBuffer[3u] = (uint)(t_5 >> (32ull & 63ull));
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
