static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputs[0u];
    float t_1 = inputs[1u];
    float t_2 = inputs[2u];
    float t_3 = inputs[3u];
    float t_4 = min(t, t_1);
    outputBuffer[0u] = t_4;
    outputBuffer[1u] = t_4;
    float t_5 = max(t, t_2);
    outputBuffer[2u] = t_5;
    outputBuffer[3u] = t_5;
    float2 t_6 = min(float2(t, t_3), float2(t_2, t));
    outputBuffer[4u] = t_6.x;
    outputBuffer[5u] = t_6.y;
    float3 t_7 = max(float3(t_1, t, t_2), float3(t, t_3, t_1));
    outputBuffer[6u] = t_7.x;
    outputBuffer[7u] = t_7.y;
    outputBuffer[8u] = t_7.z;
    outputBuffer[9u] = min(max(t, t_1), min(t_2, t_3));
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
