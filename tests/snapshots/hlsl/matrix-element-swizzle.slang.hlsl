static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int3 t_1 = (int3)(int)t.x;
    int3 t_2 = int3(0, 1, 2) + t_1;
    int3 t_3 = int3(10, 11, 12) + t_1;
    int3 t_4 = int3(20, 21, 22) + t_1;
    int t_5 = t_3.x;
    outputBuffer[0u] = t_5;
    outputBuffer[1u] = t_4.y;
    outputBuffer[2u] = t_2.x + t_3.y + t_4.z;
    outputBuffer[3u] = t_2.y * 100 + t_5;
    outputBuffer[4u] = 7;
    outputBuffer[5u] = 12;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = t_3.z;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
