[[vk::binding(0, 0)]] RWStructuredBuffer<int> inputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = inputBuffer[0u];
    int t_1 = inputBuffer[2u];
    int2 t_2 = (int2)t_1 >> (int2(t - 2, 2) & int2(31, 31));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    int t_3 = inputBuffer[1u];
    int3 t_4 = (int3)t_3 << (int3(1, 2, 3) & int3(31, 31, 31));
    outputBuffer[2u] = t_4.x;
    outputBuffer[3u] = t_4.z;
    int t_5 = inputBuffer[3u];
    int2 t_6 = (int2)t_5 >> (int2(1, 3) & int2(31, 31));
    outputBuffer[4u] = t_6.x;
    outputBuffer[5u] = t_6.y;
    outputBuffer[6u] = 8;
    outputBuffer[7u] = 1;
    int t_7 = inputBuffer[1u];
    uint16_t2 t_8 = (uint16_t2)((uint2)(uint16_t2)(uint16_t)t_7 << (uint2(1u, 13u) & uint2(31u, 31u)));
    outputBuffer[8u] = (int)t_8.x;
    outputBuffer[9u] = (int)t_8.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
