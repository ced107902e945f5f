static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t = outputBuffer[0u];
    int2 t_1 = (int2)t * int2(1, 5);
    int3 t_2 = int3(2, 4, -1) * (int3)t;
    float2 t_3 = float2(0.5f, -1.5f) * (float2)(float)t;
    outputBuffer[0u] = t_1.x;
    outputBuffer[1u] = t_1.y;
    outputBuffer[2u] = t_2.x;
    outputBuffer[3u] = t_2.y;
    outputBuffer[4u] = t_2.z;
    outputBuffer[5u] = (int)(t_3.x * 2.0f);
    outputBuffer[6u] = (int)(t_3.y * 2.0f);
    outputBuffer[7u] = dot(int2(2, 3), int2(4, t + 2));
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
