static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    float t_1 = (float)t.x + 2.0f;
    float3 t_2 = smoothstep(float3(0.0f, 0.0f, 0.0f), float3(4.0f, 4.0f, 4.0f), float3(0.0f, t_1, 2.0f * t_1));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    float2 t_3 = float2(t_1, t_1);
    row_major float2x2 t_4 = float2x2(float2x2(float2(6.0f, 9.0f), float2(3.0f, 7.0f))[0] / float2x2(t_3, t_3)[0], float2x2(float2(6.0f, 9.0f), float2(3.0f, 7.0f))[1] / float2x2(t_3, t_3)[1]);
    outputBuffer[3u] = t_4[0].y;
    outputBuffer[4u] = t_4[1].y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
