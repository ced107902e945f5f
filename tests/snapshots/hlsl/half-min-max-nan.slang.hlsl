static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> inputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputBuffer[0u];
    half t_1 = (half)t;
    float t_2 = inputBuffer[1u];
    half t_3 = (half)t_2;
    int t_4 = (int)max(t_3, t_1);
    outputBuffer[0u] = t_4;
    outputBuffer[1u] = t_4;
    outputBuffer[2u] = (int)min(t_1, -t_3);
    half3 t_5 = max(half3(t_1, t_3, t_1), half3(1.0h, t_1, -3.0h));
    outputBuffer[3u] = (int)(t_5.x + t_5.y * 10.0h + t_5.z * 100.0h);
    row_major half2x2 t_6 = half2x2(half2(t_1, 1.0h), half2(4.0h, t_1));
    row_major half2x2 t_7 = half2x2(half2(5.0h, t_1), half2(t_1, 6.0h));
    row_major half2x2 t_8 = half2x2(min(t_6[0], t_7[0]), min(t_6[1], t_7[1]));
    half2 t_9 = t_8[0];
    half2 t_10 = t_8[1];
    outputBuffer[4u] = (int)((float)t_9.x + (float)t_9.y * 10.0f + (float)t_10.x * 100.0f + (float)t_10.y * 1000.0f);
    outputBuffer[5u] = (int)clamp(t_1, 1.0h, t_3);
    outputBuffer[6u] = (int)clamp(t_3 * 3.0h, t_1, 4.0h);
    outputBuffer[7u] = isnan(t_1) ? 1 : 0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
