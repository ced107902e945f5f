[[vk::binding(0, 0)]] StructuredBuffer<uint> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = inputBuffer[0u];
    uint t_1 = inputBuffer[1u];
    uint t_2 = inputBuffer[2u];
    uint t_3 = inputBuffer[3u];
    float2 t_4 = asfloat(uint2(t, t_1));
    float2 t_5 = asfloat(uint2(t_2, t_3));
    float t_6 = t_4.x;
    outputBuffer[0u] = t_6;
    float t_7 = t_4.y;
    outputBuffer[1u] = t_7;
    float t_8 = t_5.x;
    outputBuffer[2u] = t_8;
    outputBuffer[3u] = t_6 + t_7 + t_8 + t_5.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
