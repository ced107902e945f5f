static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputBuffer[0u];
    outputBuffer[0u] = frac(t);
    float t_1 = inputBuffer[1u];
    outputBuffer[1u] = frac(t_1);
    float t_2 = inputBuffer[0u];
    float t_3 = inputBuffer[2u];
    float t_4 = inputBuffer[3u];
    float3 t_5 = frac(float3(t_2 * 3.0f, t_3 + 0.75f, -t_4));
    outputBuffer[2u] = t_5.x;
    outputBuffer[3u] = t_5.y;
    outputBuffer[4u] = t_5.z;
    float t_6 = inputBuffer[1u];
    outputBuffer[5u] = (float)frac((half)(t_6 * 1.5f));
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
