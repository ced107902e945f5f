struct refr_bwd_Grads
{
    float3 f0;
    float3 f1;
    float f2;
};
struct refr_fwd_Result
{
    float3 p;
    float3 d;
};
struct Layer
{
    row_major float2x2 w;
    float2 b;
};
struct net_bwd_Grads
{
    Layer f0;
    Layer f1;
    float2 f2;
};
struct vecOps_bwd_Grads
{
    float3 f0;
    float3 f1;
};
struct powTest_bwd_Grads
{
    float f0;
    float f1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
refr_bwd_Grads refr_bwd(float3 p, float3 p_1, float p_2, float3 p_3);
refr_fwd_Result refr_fwd(float3 p_4, float3 p_5, float3 p_6, float3 p_7, float p_8, float p_9);
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, float2 p_12, float p_13);
vecOps_bwd_Grads vecOps_bwd(float3 p_14, float3 p_15, float3 p_16);
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19);
void computeMain_1();
refr_bwd_Grads refr_bwd(float3 p, float3 p_1, float p_2, float3 p_3) {
    float3 t = float3(2.0f, 2.0f, 2.0f) * (float3)dot(p_1, p_3);
    float t_1 = dot(p_1, p);
    float t_2 = 1.0f - t_1 * t_1;
    float t_3 = 1.0f - p_2 * p_2 * t_2;
    float t_4 = max(0.0f, t_3);
    float t_5 = 2.0f * ((t_3 > 0.0f ? 1.0f : 0.5f) * 0.5f / sqrt(max(1e-7f, t_4))) * p_2;
    float3 t_6 = t_3 < 0.0f ? float3(0.0f, 0.0f, 0.0f) : float3(2.0f, 2.0f, 2.0f) * p_3;
    float3 t_7 = (float3)((p_2 + t_5 * p_2 * t_1) * dot(p_1, t_6));
    refr_bwd_Grads t_8 = {p_3 - t * p_1 + ((float3)p_2 * t_6 - t_7 * p_1), -(t * p + float3(2.0f, 2.0f, 2.0f) * (float3)t_1 * p_3) + -(t_7 * p + (float3)(p_2 * t_1 + sqrt(t_4)) * t_6), dot(t_6, p - (float3)(t_1 - t_5 * t_2) * p_1)};
    return t_8;
}
refr_fwd_Result refr_fwd(float3 p_4, float3 p_5, float3 p_6, float3 p_7, float p_8, float p_9) {
    float t_9 = dot(p_6, p_4);
    float t_10 = 1.0f - t_9 * t_9;
    float t_11 = 1.0f - p_8 * p_8 * t_10;
    float t_12 = max(0.0f, t_11);
    float t_13 = 2.0f * ((t_11 > 0.0f ? 1.0f : 0.5f) * 0.5f / sqrt(max(1e-7f, t_12))) * p_8;
    float t_14 = dot(p_6, p_5) + dot(p_7, p_4);
    refr_fwd_Result t_15 = {refract(p_4, p_6, p_8) * float3(2.0f, 2.0f, 2.0f) + reflect(p_4, p_6), float3(2.0f, 2.0f, 2.0f) * (t_11 < 0.0f ? float3(0.0f, 0.0f, 0.0f) : (float3)p_9 * (p_4 - (float3)(t_9 - t_13 * t_10) * p_6) + (float3)p_8 * p_5 - (float3)((p_8 + t_13 * p_8 * t_9) * t_14) * p_6 - (float3)(p_8 * t_9 + sqrt(t_12)) * p_7) + (p_5 - float3(2.0f, 2.0f, 2.0f) * (float3)t_14 * p_6 - float3(2.0f, 2.0f, 2.0f) * (float3)t_9 * p_7)};
    return t_15;
}
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, float2 p_12, float p_13) {
    row_major float2x2 t_16 = p_10.w;
    float2 t_17 = tanh(mul(t_16, p_12) + p_10.b);
    row_major float2x2 t_18 = p_11.w;
    float2 t_19 = tanh(mul(t_18, t_17) + p_11.b);
    float t_20 = t_19.x;
    float2 t_21 = float2(0.0f, 0.0f);
    t_21.x = 3.0f * t_20 * t_20 * p_13;
    float2 t_22 = (float2)p_13 * t_19;
    float2 t_23 = (float2(1.0f, 1.0f) - t_19 * t_19) * (t_21 + t_22 + t_22);
    Layer t_24 = {float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)) + float2x2((float2)t_23.x * t_17, (float2)t_23.y * t_17), t_23 + float2(0.0f, 0.0f)};
    float2 t_25 = (float2(1.0f, 1.0f) - t_17 * t_17) * mul(t_23, t_18);
    Layer t_26 = {float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)) + float2x2((float2)t_25.x * p_12, (float2)t_25.y * p_12), t_25 + float2(0.0f, 0.0f)};
    net_bwd_Grads t_27 = {t_26, t_24, mul(t_25, t_16)};
    return t_27;
}
vecOps_bwd_Grads vecOps_bwd(float3 p_14, float3 p_15, float3 p_16) {
    float3 t_28 = cross(p_14, p_15);
    float3 t_29 = normalize(t_28);
    float t_30 = length(p_14);
    float3 t_31 = normalize(p_15);
    float3 t_32 = float3(2.0f, 2.0f, 2.0f) * (float3)dot(t_31, p_16);
    float3 t_33 = -(t_32 * p_14 + float3(2.0f, 2.0f, 2.0f) * (float3)dot(t_31, p_14) * p_16);
    float3 t_34 = (float3)t_30 * p_16;
    float3 t_35 = t_29 * p_16;
    float3 t_36 = (t_34 - t_29 * (float3)dot(t_29, t_34)) / (float3)length(t_28);
    vecOps_bwd_Grads t_37 = {float3(0.7f, 0.7f, 0.7f) * p_16 + (p_16 - t_32 * t_31) + (float3)((t_35.x + t_35.y + t_35.z) / t_30) * p_14 + cross(p_15, t_36), float3(0.3f, 0.3f, 0.3f) * p_16 + (t_33 - t_31 * (float3)dot(t_31, t_33)) / (float3)length(p_15) + cross(t_36, p_14)};
    return t_37;
}
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19) {
    float t_38 = pow(p_17, p_18);
    float t_39 = exp2(p_18);
    float t_40 = p_18 * p_18 + p_17 * p_17;
    bool t_41 = p_17 < 1e-6f;
    powTest_bwd_Grads t_42 = {1.0f / (p_17 * 0.6931472f) * (t_39 * p_19) + 3.0f * p_19 + -p_18 / t_40 * p_19 + (t_41 ? 0.0f : p_18 * t_38 / p_17) * p_19, t_39 * 0.6931472f * (log2(p_17) * p_19) + p_17 / t_40 * p_19 + (t_41 ? 0.0f : t_38 * log(p_17)) * p_19};
    return t_42;
}
void computeMain_1() {
    Layer t_43 = {float2x2(float2(0.5f, -0.3f), float2(0.8f, 0.1f)), float2(0.1f, -0.2f)};
    Layer t_44 = {float2x2(float2(-0.7f, 0.4f), float2(0.2f, 0.9f)), float2(0.05f, 0.0f)};
    net_bwd_Grads t_45 = net_bwd(t_43, t_44, float2(1.0f, -0.5f), 1.0f);
    Layer t_46 = t_45.f0;
    Layer t_47 = t_45.f1;
    float2 t_48 = t_45.f2;
    outputBuffer[0u] = t_46.w[0].y;
    outputBuffer[1u] = t_46.b.y;
    outputBuffer[2u] = t_47.w[1].x;
    outputBuffer[3u] = t_47.b.x;
    outputBuffer[4u] = t_48.x;
    outputBuffer[5u] = t_48.y;
    vecOps_bwd_Grads t_49 = vecOps_bwd(float3(0.3f, 1.2f, -0.7f), float3(-0.5f, 0.4f, 0.9f), float3(1.0f, 0.5f, -0.25f));
    float3 t_50 = t_49.f0;
    float3 t_51 = t_49.f1;
    outputBuffer[6u] = t_50.x;
    outputBuffer[7u] = t_50.y;
    outputBuffer[8u] = t_50.z;
    outputBuffer[9u] = t_51.x;
    outputBuffer[10u] = t_51.y;
    outputBuffer[11u] = t_51.z;
    refr_bwd_Grads t_52 = refr_bwd(float3(0.28221625f, -0.94072086f, 0.18814416f), float3(0.095346265f, 0.9534626f, -0.2860388f), 0.8f, float3(1.0f, -0.5f, 0.75f));
    float3 t_53 = t_52.f0;
    outputBuffer[14u] = t_53.x;
    outputBuffer[15u] = t_53.y;
    outputBuffer[16u] = t_52.f1.z;
    outputBuffer[17u] = t_52.f2;
    refr_fwd_Result t_54 = refr_fwd(float3(0.28221625f, -0.94072086f, 0.18814416f), float3(0.2f, 0.1f, -0.3f), float3(0.095346265f, 0.9534626f, -0.2860388f), float3(-0.1f, 0.05f, 0.2f), 0.8f, 0.5f);
    float3 t_55 = t_54.d;
    outputBuffer[18u] = t_55.x;
    outputBuffer[19u] = t_55.y;
    outputBuffer[20u] = t_55.z;
    refr_bwd_Grads t_56 = refr_bwd(float3(0.9805807f, -0.19611615f, 0.0f), float3(0.0f, 1.0f, 0.0f), 1.5f, float3(1.0f, 1.0f, 1.0f));
    float3 t_57 = t_56.f0;
    outputBuffer[23u] = t_57.x + t_57.y * 10.0f + t_56.f2 * 100.0f;
    powTest_bwd_Grads t_58 = powTest_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer[21u] = t_58.f0;
    outputBuffer[22u] = t_58.f1;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
