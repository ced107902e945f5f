static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int3 t_1 = (int3)(int)t.x;
    int3 m = (int3)0;
    int3 m_1 = (int3)0;
    int3 m_2 = (int3)0;
    m = int3(0, 1, 2) + t_1;
    m_1 = int3(10, 11, 12) + t_1;
    m_2 = int3(20, 21, 22) + t_1;
    int3 t_2 = m_1;
    outputBuffer[0u] = t_2.x;
    int3 t_3 = m_2;
    outputBuffer[1u] = t_3.y;
    int3 t_4 = m;
    int3 t_5 = m_1;
    int3 t_6 = m_2;
    outputBuffer[2u] = t_4.x + t_5.y + t_6.z;
    int3 t_7 = m;
    int3 t_8 = m_1;
    outputBuffer[3u] = t_7.y * 100 + t_8.x;
    m[2] = 7;
    int t_9 = m[2];
    outputBuffer[4u] = t_9;
    int t_10 = m[2];
    m[2] = t_10 + 5;
    int3 t_11 = m;
    outputBuffer[5u] = t_11.z;
    int t_12 = m[2];
    outputBuffer[6u] = t_12;
    int t_13 = m_1[2];
    outputBuffer[7u] = t_13;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
