struct Params
{
    float scale[3];
    int2 offsets[2];
    uint pairs[2][2];
    float tail;
    row_major float3x2 m;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    float t_2 = params.scale[0];
    float t_3 = params.scale[1];
    float t_4 = params.scale[2];
    outputBuffer[0u] = (int)(t_2 + t_3 * 10.0f + t_4 * 100.0f);
    int2 t_5 = params.offsets[1];
    outputBuffer[1u] = t_5.x;
    uint t_6 = t_1 + 1u;
    int2 t_7 = params.offsets[t_6];
    outputBuffer[2u] = t_7.y;
    int2 t_8 = params.offsets[t_1];
    outputBuffer[3u] = t_8.x * 10 + t_8.y;
    uint t_9 = params.pairs[1][0];
    outputBuffer[4u] = (int)t_9;
    uint t_10 = params.pairs[t_1][t_6];
    outputBuffer[5u] = (int)t_10;
    float t_11 = params.tail;
    outputBuffer[6u] = (int)t_11;
    float sum;
    uint k;
    float sum_1 = 0.0f;
    uint k_1 = t_1;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            float t_12 = sum_1;
            uint t_13 = k_1;
            sum = t_12;
            k = t_13;
            break;
        }
        float t_14 = params.scale[k_1];
        float t_15 = sum_1 + t_14;
        uint t_16 = k_1 + 1u;
        sum_1 = t_15;
        k_1 = t_16;
        continue;
    }
    outputBuffer[7u] = (int)sum;
    row_major float3x2 t_17 = params.m;
    outputBuffer[8u] = (int)mul(t_17, float2(1.0f, 10.0f)).z;
    float t_18 = params.m[t_1 + 2u][1];
    outputBuffer[9u] = (int)t_18;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
