static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
float total(row_major float2x3 p);
void computeMain_1();
float total(row_major float2x3 p) {
    float3 t = p[0];
    float3 t_1 = p[1];
    return t.x + t.y * 2.0f + t.z * 4.0f + t_1.x * 8.0f + t_1.y * 16.0f + t_1.z * 32.0f;
}
void computeMain_1() {
    float t_2 = inputs[0u];
    float t_3 = inputs[1u];
    float t_4 = inputs[2u];
    float t_5 = inputs[3u];
    float t_6 = inputs[4u];
    float t_7 = inputs[5u];
    row_major float2x3 t_8 = float2x3(float3(t_2, t_3, t_4), float3(t_5, t_6, t_7));
    float t_9 = total(float2x3(floor(t_8[0]), floor(t_8[1])));
    outputBuffer[0u] = t_9;
    float t_10 = total(float2x3(abs(t_8[0]), abs(t_8[1])));
    outputBuffer[1u] = t_10;
    float t_11 = total(float2x3(ceil(t_8[0]), ceil(t_8[1])));
    outputBuffer[2u] = t_11;
    float t_12 = total(float2x3(frac(t_8[0]), frac(t_8[1])));
    outputBuffer[3u] = t_12;
    float t_13 = total(float2x3((float3)sign(t_8[0]), (float3)sign(t_8[1])));
    outputBuffer[4u] = t_13;
    float t_14 = total(float2x3(saturate(t_8[0]), saturate(t_8[1])));
    outputBuffer[5u] = t_14;
    float t_15 = total(float2x3(min(t_8[0], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[0]), min(t_8[1], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[1])));
    float t_16 = total(float2x3(max(t_8[0], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[0]), max(t_8[1], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[1])));
    outputBuffer[6u] = t_15 + t_16 * 100.0f;
    float t_17 = total(float2x3(t_8[0] - float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f))[0] * trunc(t_8[0] / float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f))[0]), t_8[1] - float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f))[1] * trunc(t_8[1] / float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f))[1])));
    outputBuffer[7u] = t_17;
    float t_18 = total(float2x3(lerp(t_8[0], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[0], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[0]), lerp(t_8[1], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[1], float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))[1])));
    outputBuffer[8u] = t_18;
    float t_19 = total(float2x3(clamp(t_8[0], float2x3(float3(-1.0f, -1.0f, -1.0f), float3(-1.0f, -1.0f, -1.0f))[0], float2x3(float3(3.0f, 3.0f, 3.0f), float3(3.0f, 3.0f, 3.0f))[0]), clamp(t_8[1], float2x3(float3(-1.0f, -1.0f, -1.0f), float3(-1.0f, -1.0f, -1.0f))[1], float2x3(float3(3.0f, 3.0f, 3.0f), float3(3.0f, 3.0f, 3.0f))[1])));
    outputBuffer[9u] = t_19;
    float t_20 = inputs[2u];
    float t_21 = inputs[3u];
    float t_22 = inputs[1u];
    float t_23 = inputs[5u];
    row_major float2x2 t_24 = float2x2(float2(t_20, t_21), float2(t_22, t_23));
    row_major float2x2 t_25 = float2x2(max(t_24[0], float2x2(float2(5.0f, 5.0f), float2(5.0f, 5.0f))[0]), max(t_24[1], float2x2(float2(5.0f, 5.0f), float2(5.0f, 5.0f))[1])) - t_24;
    float2 t_26 = t_25[0];
    float2 t_27 = t_25[1];
    row_major float2x2 t_28 = float2x2(t_24[0] * float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f))[0], t_24[1] * float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f))[1]);
    row_major float2x2 t_29 = float2x2(trunc(t_28[0]), trunc(t_28[1]));
    float2 t_30 = t_29[0];
    float2 t_31 = t_29[1];
    outputBuffer[10u] = t_26.x + t_26.y * 2.0f + t_27.x * 4.0f + t_27.y * 8.0f + (t_30.x + t_30.y * 2.0f + t_31.x * 4.0f + t_31.y * 8.0f);
    row_major float2x2 t_32 = float2x2(step(t_24[0], float2x2(float2(4.0f, 8.0f), float2(3.0f, 16.0f))[0]), step(t_24[1], float2x2(float2(4.0f, 8.0f), float2(3.0f, 16.0f))[1]));
    float2 t_33 = t_32[0];
    float2 t_34 = t_32[1];
    outputBuffer[11u] = t_33.x + t_33.y * 2.0f + t_34.x * 4.0f + t_34.y * 8.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
