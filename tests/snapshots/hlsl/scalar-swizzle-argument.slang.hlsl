static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    float t = outputBuffer[0u];
    float t_1 = t * 2.0f;
    float3 t_2 = lerp(float3(t_1, t_1, t_1), float3(2.0f, 4.0f, 6.0f), (float3)t_1);
    outputBuffer[1u] = t_2.x;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_1 + t_1 + t_1;
    outputBuffer[4u] = dot(float2(t_1, t_1), float2(3.0f, 5.0f));
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
