[[vk::binding(0, 0)]] RWStructuredBuffer<float> input : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = input[0u];
    float t_1 = input[1u];
    float t_2 = input[2u];
    float t_3 = input[3u];
    float t_4 = input[4u];
    float t_5 = input[5u];
    row_major float2x3 t_6 = float2x3(float3(t, t_1, t_2), float3(t_3, t_4, t_5));
    row_major float2x3 t_7 = float2x3(sqrt(t_6[0]), sqrt(t_6[1]));
    row_major float2x3 t_8 = float2x3(pow(t_6[0], float2x3(float3(0.5f, 1.0f, 2.0f), float3(0.5f, 2.0f, 1.0f))[0]), pow(t_6[1], float2x3(float3(0.5f, 1.0f, 2.0f), float3(0.5f, 2.0f, 1.0f))[1]));
    row_major float2x3 t_9 = float2x3(clamp(t_6[0], float2x3(float3(2.0f, 2.0f, 2.0f), float3(2.0f, 2.0f, 2.0f))[0], float2x3(float3(5.0f, 5.0f, 5.0f), float3(5.0f, 5.0f, 5.0f))[0]), clamp(t_6[1], float2x3(float3(2.0f, 2.0f, 2.0f), float3(2.0f, 2.0f, 2.0f))[1], float2x3(float3(5.0f, 5.0f, 5.0f), float3(5.0f, 5.0f, 5.0f))[1]));
    float3 t_10 = t_7[0];
    outputBuffer[0u] = t_10.x;
    outputBuffer[1u] = t_10.z;
    outputBuffer[2u] = t_7[1].y;
    outputBuffer[3u] = t_8[0].x;
    float3 t_11 = t_8[1];
    outputBuffer[4u] = t_11.y;
    outputBuffer[5u] = t_11.z;
    outputBuffer[6u] = t_9[0].x;
    float3 t_12 = t_9[1];
    outputBuffer[7u] = t_12.x;
    outputBuffer[8u] = t_12.z;
    row_major float2x3 t_13 = float2x3(t_6[0] - float2x3(float3(0.75f, 3.0f, 4.0f), float3(5.0f, 1.0f, 0.2f))[0] * trunc(t_6[0] / float2x3(float3(0.75f, 3.0f, 4.0f), float3(5.0f, 1.0f, 0.2f))[0]), t_6[1] - float2x3(float3(0.75f, 3.0f, 4.0f), float3(5.0f, 1.0f, 0.2f))[1] * trunc(t_6[1] / float2x3(float3(0.75f, 3.0f, 4.0f), float3(5.0f, 1.0f, 0.2f))[1]));
    outputBuffer[9u] = t_13[0].y;
    float3 t_14 = t_13[1];
    outputBuffer[10u] = t_14.x;
    outputBuffer[11u] = t_14.z;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
