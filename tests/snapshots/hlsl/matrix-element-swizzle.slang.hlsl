static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int3 t_1 = (int3)(int)t.x;
    int3 t_2[3] = {int3(0, 1, 2) + t_1, int3(10, 11, 12) + t_1, int3(20, 21, 22) + t_1};
    int3 m[3] = {(int3)0, (int3)0, (int3)0};
    m = t_2;
    int3 t_3[3] = m;
    outputBuffer[0u] = t_3[1].x;
    int3 t_4[3] = m;
    outputBuffer[1u] = t_4[2].y;
    int3 t_5[3] = m;
    outputBuffer[2u] = t_5[0].x + t_5[1].y + t_5[2].z;
    int3 t_6[3] = m;
    outputBuffer[3u] = t_6[0].y * 100 + t_6[1].x;
    m[0][2] = 7;
    int t_7 = m[0][2];
    outputBuffer[4u] = t_7;
    int t_8 = m[0][2];
    m[0][2] = t_8 + 5;
    int3 t_9[3] = m;
    outputBuffer[5u] = t_9[0].z;
    int t_10 = m[0][2];
    outputBuffer[6u] = t_10;
    int t_11 = m[1][2];
    outputBuffer[7u] = t_11;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
