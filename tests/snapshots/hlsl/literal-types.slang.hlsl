static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 3;
    outputBuffer[2u] = 1;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 3;
    outputBuffer[6u] = 4;
    outputBuffer[7u] = 3;
    outputBuffer[8u] = 1;
    outputBuffer[9u] = 2;
    outputBuffer[10u] = 2;
    outputBuffer[11u] = 3;
    outputBuffer[12u] = 4;
    outputBuffer[13u] = 4;
    outputBuffer[14u] = 2;
    outputBuffer[15u] = 1;
    outputBuffer[16u] = 6;
    outputBuffer[17u] = 7;
    outputBuffer[18u] = 7;
    outputBuffer[19u] = 8;
    outputBuffer[20u] = t_1 & int(0x80000000u) | 1065353216;
    outputBuffer[21u] = 2;
    outputBuffer[22u] = 15;
    outputBuffer[23u] = 15;
    outputBuffer[24u] = int(0x80000000u) + t_1 >> (31 & 31);
    outputBuffer[25u] = -2;
    outputBuffer[26u] = 15;
    outputBuffer[27u] = 8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
