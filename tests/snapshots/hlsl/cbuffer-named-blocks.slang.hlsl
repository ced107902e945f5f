static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    int a;
    float3 v;
    float s;
    int b;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = a;
    outputBuffer[0u] = t;
    float3 t_1 = v;
    float3 t_2 = v;
    float3 t_3 = v;
    outputBuffer[1u] = (int)(t_1.x + t_2.y * 10.0f + t_3.z * 100.0f);
    float t_4 = s;
    outputBuffer[2u] = (int)(t_4 * 4.0f);
    int t_5 = b;
    int t_6 = a;
    outputBuffer[3u] = t_5 - t_6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
