static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    row_major float2x2 mm = (float2x2)0.0f;
    mm = float2x2(float2(2.0f, 1.0f), float2(4.0f, 3.0f));
    row_major float2x2 t = (float2x2)0.0f;
    t = float2x2(float2(1.0f, 3.0f), float2(2.0f, 4.0f));
    outputBuffer[0u] = 17.0f;
    outputBuffer[1u] = 39.0f;
    outputBuffer[2u] = 23.0f;
    outputBuffer[3u] = 34.0f;
    float t_1 = mm[0][0];
    outputBuffer[4u] = t_1;
    float t_2 = mm[0][1];
    outputBuffer[5u] = t_2;
    float t_3 = mm[1][0];
    outputBuffer[6u] = t_3;
    float t_4 = mm[1][1];
    outputBuffer[7u] = t_4;
    float t_5 = t[0][0];
    outputBuffer[8u] = t_5;
    float t_6 = t[0][1];
    outputBuffer[9u] = t_6;
    float t_7 = t[1][0];
    outputBuffer[10u] = t_7;
    float t_8 = t[1][1];
    outputBuffer[11u] = t_8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
