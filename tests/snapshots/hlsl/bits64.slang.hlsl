[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> inputs : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = inputs[1u];
    uint t_1 = inputs[0u];
    uint64_t t_2 = (uint64_t)t << (32ull & 63ull) | (uint64_t)t_1;
    uint t_3 = inputs[3u];
    uint t_4 = inputs[2u];
    uint64_t t_5 = (uint64_t)t_3 << (32ull & 63ull) | (uint64_t)t_4;
    uint t_6 = inputs[5u];
    uint t_7 = inputs[4u];
    uint64_t t_8 = (uint64_t)t_6 << (32ull & 63ull) | (uint64_t)t_7;
    int64_t t_9 = (int64_t)t_5 - 5ll;
    outputBuffer[0u] = (int)(uint)countbits(t_2);
    outputBuffer[1u] = (int)(uint)firstbitlow(t_2);
    outputBuffer[2u] = (int)(uint)firstbithigh(t_2);
    outputBuffer[3u] = (int)(uint)firstbitlow(t_5);
    outputBuffer[4u] = (int)(uint)firstbithigh(t_5);
    outputBuffer[5u] = (int)(uint)firstbitlow(t_8);
    outputBuffer[6u] = (int)(uint)firstbithigh(t_9);
    outputBuffer[7u] = (int)(uint)countbits(t_9);
    uint64_t t_10 = (uint64_t)reversebits(t_2);
    outputBuffer[8u] = (int)(t_10 >> (32ull & 63ull));
    outputBuffer[9u] = (int)t_10;
    uint2 t_11 = (uint2)countbits(uint64_t2(t_2, t_8));
    outputBuffer[10u] = (int)(t_11.x * 10u + t_11.y);
    uint2 t_12 = (uint2)firstbitlow(uint64_t2(t_8, 1ull));
    outputBuffer[11u] = (int)(t_12.x * 10u + t_12.y);
    outputBuffer[12u] = int(0x80000000u);
    outputBuffer[13u] = (int)(uint)firstbithigh((int64_t)t_8);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
