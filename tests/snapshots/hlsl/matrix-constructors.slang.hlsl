static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> inputs : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputs[0u];
    outputBuffer[0u] = (int)(t + t * 10.0f + t * 100.0f);
    float t_1 = inputs[3u];
    outputBuffer[1u] = 7531;
    float t_2 = inputs[1u];
    float4 t_3 = (float4)t_2;
    row_major float4x4 t_4 = float4x4(float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, t_1))[0] * float4x4(t_3, t_3, t_3, t_3)[0], float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, t_1))[1] * float4x4(t_3, t_3, t_3, t_3)[1], float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, t_1))[2] * float4x4(t_3, t_3, t_3, t_3)[2], float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, t_1))[3] * float4x4(t_3, t_3, t_3, t_3)[3]);
    outputBuffer[2u] = ((int3)t_4[2].xyz).z + ((int3)t_4[0].xyz).y * 100;
    float t_5 = inputs[1u];
    float t_6 = inputs[2u];
    float t_7 = inputs[0u];
    outputBuffer[3u] = (int)(t_5 * 10.0f + t_6 + t_7 * 100.0f + 4000.0f);
    float t_8 = inputs[0u];
    float t_9 = inputs[3u];
    outputBuffer[4u] = (int)(t_9 * t_8);
    outputBuffer[5u] = 34;
    outputBuffer[6u] = (int)t_1;
    float t_10 = inputs[2u];
    float2 t_11 = (float2)t_10;
    outputBuffer[7u] = (int)(determinant(float2x2(t_11, t_11)) + 100.0f);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
