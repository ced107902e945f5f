#include <metal_stdlib>
using namespace metal;
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
    float2x2 w;
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
refr_bwd_Grads refr_bwd(float3 p, float3 p_1, float p_2, float3 p_3);
refr_fwd_Result refr_fwd(float3 p_4, float3 p_5, float3 p_6, float3 p_7, float p_8, float p_9);
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, float2 p_12, float p_13);
vecOps_bwd_Grads vecOps_bwd(float3 p_14, float3 p_15, float3 p_16);
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19);
refr_bwd_Grads refr_bwd(float3 p, float3 p_1, float p_2, float3 p_3) {
    float3 t = float3(2.0f, 2.0f, 2.0f) * float3(dot(p_1, p_3));
    float t_1 = dot(p_1, p);
    float t_2 = 1.0f - t_1 * t_1;
    float t_3 = 1.0f - p_2 * p_2 * t_2;
    float t_4 = max(0.0f, t_3);
    float t_5 = 2.0f * (select(0.5f, 1.0f, t_3 > 0.0f) * 0.5f / sqrt(max(1e-7f, t_4))) * p_2;
    float3 t_6 = select(float3(2.0f, 2.0f, 2.0f) * p_3, float3(0.0f, 0.0f, 0.0f), t_3 < 0.0f);
    float3 t_7 = float3((p_2 + t_5 * p_2 * t_1) * dot(p_1, t_6));
    return refr_bwd_Grads{p_3 - t * p_1 + (float3(p_2) * t_6 - t_7 * p_1), -(t * p + float3(2.0f, 2.0f, 2.0f) * float3(t_1) * p_3) + -(t_7 * p + float3(p_2 * t_1 + sqrt(t_4)) * t_6), dot(t_6, p - float3(t_1 - t_5 * t_2) * p_1)};
}
refr_fwd_Result refr_fwd(float3 p_4, float3 p_5, float3 p_6, float3 p_7, float p_8, float p_9) {
    float t_8 = dot(p_6, p_4);
    float t_9 = 1.0f - t_8 * t_8;
    float t_10 = 1.0f - p_8 * p_8 * t_9;
    float t_11 = max(0.0f, t_10);
    float t_12 = 2.0f * (select(0.5f, 1.0f, t_10 > 0.0f) * 0.5f / sqrt(max(1e-7f, t_11))) * p_8;
    float t_13 = dot(p_6, p_5) + dot(p_7, p_4);
    return refr_fwd_Result{refract(p_4, p_6, p_8) * float3(2.0f, 2.0f, 2.0f) + reflect(p_4, p_6), float3(2.0f, 2.0f, 2.0f) * select(float3(p_9) * (p_4 - float3(t_8 - t_12 * t_9) * p_6) + float3(p_8) * p_5 - float3((p_8 + t_12 * p_8 * t_8) * t_13) * p_6 - float3(p_8 * t_8 + sqrt(t_11)) * p_7, float3(0.0f, 0.0f, 0.0f), t_10 < 0.0f) + (p_5 - float3(2.0f, 2.0f, 2.0f) * float3(t_13) * p_6 - float3(2.0f, 2.0f, 2.0f) * float3(t_8) * p_7)};
}
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, float2 p_12, float p_13) {
    float2x2 t_14 = p_10.w;
    float2 t_15 = tanh(p_12 * t_14 + p_10.b);
    float2x2 t_16 = p_11.w;
    float2 t_17 = tanh(t_15 * t_16 + p_11.b);
    float t_18 = t_17.x;
    float2 t_19 = float2(0.0f, 0.0f);
    t_19.x = 3.0f * t_18 * t_18 * p_13;
    float2 t_20 = float2(p_13) * t_17;
    float2 t_21 = (float2(1.0f, 1.0f) - t_17 * t_17) * (t_19 + t_20 + t_20);
    float2 t_22 = (float2(1.0f, 1.0f) - t_15 * t_15) * (t_16 * t_21);
    return net_bwd_Grads{Layer{float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)) + float2x2(float2(t_22.x) * p_12, float2(t_22.y) * p_12), t_22 + float2(0.0f, 0.0f)}, Layer{float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)) + float2x2(float2(t_21.x) * t_15, float2(t_21.y) * t_15), t_21 + float2(0.0f, 0.0f)}, t_14 * t_22};
}
vecOps_bwd_Grads vecOps_bwd(float3 p_14, float3 p_15, float3 p_16) {
    float3 t_23 = cross(p_14, p_15);
    float3 t_24 = normalize(t_23);
    float t_25 = length(p_14);
    float3 t_26 = normalize(p_15);
    float3 t_27 = float3(2.0f, 2.0f, 2.0f) * float3(dot(t_26, p_16));
    float3 t_28 = -(t_27 * p_14 + float3(2.0f, 2.0f, 2.0f) * float3(dot(t_26, p_14)) * p_16);
    float3 t_29 = float3(t_25) * p_16;
    float3 t_30 = t_24 * p_16;
    float3 t_31 = (t_29 - t_24 * float3(dot(t_24, t_29))) / float3(length(t_23));
    return vecOps_bwd_Grads{float3(0.7f, 0.7f, 0.7f) * p_16 + (p_16 - t_27 * t_26) + float3((t_30.x + t_30.y + t_30.z) / t_25) * p_14 + cross(p_15, t_31), float3(0.3f, 0.3f, 0.3f) * p_16 + (t_28 - t_26 * float3(dot(t_26, t_28))) / float3(length(p_15)) + cross(t_31, p_14)};
}
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19) {
    float t_32 = pow(p_17, p_18);
    float t_33 = exp2(p_18);
    float t_34 = p_18 * p_18 + p_17 * p_17;
    bool t_35 = p_17 < 1e-6f;
    return powTest_bwd_Grads{1.0f / (p_17 * 0.6931472f) * (t_33 * p_19) + 3.0f * p_19 + -p_18 / t_34 * p_19 + select(p_18 * t_32 / p_17, 0.0f, t_35) * p_19, t_33 * 0.6931472f * (log2(p_17) * p_19) + p_17 / t_34 * p_19 + select(t_32 * log(p_17), 0.0f, t_35) * p_19};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    net_bwd_Grads t_36 = net_bwd(Layer{float2x2(float2(0.5f, -0.3f), float2(0.8f, 0.1f)), float2(0.1f, -0.2f)}, Layer{float2x2(float2(-0.7f, 0.4f), float2(0.2f, 0.9f)), float2(0.05f, 0.0f)}, float2(1.0f, -0.5f), 1.0f);
    Layer t_37 = t_36.f0;
    Layer t_38 = t_36.f1;
    float2 t_39 = t_36.f2;
    outputBuffer[0u] = t_37.w[0].y;
    outputBuffer[1u] = t_37.b.y;
    outputBuffer[2u] = t_38.w[1].x;
    outputBuffer[3u] = t_38.b.x;
    outputBuffer[4u] = t_39.x;
    outputBuffer[5u] = t_39.y;
    vecOps_bwd_Grads t_40 = vecOps_bwd(float3(0.3f, 1.2f, -0.7f), float3(-0.5f, 0.4f, 0.9f), float3(1.0f, 0.5f, -0.25f));
    float3 t_41 = t_40.f0;
    float3 t_42 = t_40.f1;
    outputBuffer[6u] = t_41.x;
    outputBuffer[7u] = t_41.y;
    outputBuffer[8u] = t_41.z;
    outputBuffer[9u] = t_42.x;
    outputBuffer[10u] = t_42.y;
    outputBuffer[11u] = t_42.z;
    refr_bwd_Grads t_43 = refr_bwd(float3(0.28221625f, -0.94072086f, 0.18814416f), float3(0.095346265f, 0.9534626f, -0.2860388f), 0.8f, float3(1.0f, -0.5f, 0.75f));
    float3 t_44 = t_43.f0;
    outputBuffer[14u] = t_44.x;
    outputBuffer[15u] = t_44.y;
    outputBuffer[16u] = t_43.f1.z;
    outputBuffer[17u] = t_43.f2;
    refr_fwd_Result t_45 = refr_fwd(float3(0.28221625f, -0.94072086f, 0.18814416f), float3(0.2f, 0.1f, -0.3f), float3(0.095346265f, 0.9534626f, -0.2860388f), float3(-0.1f, 0.05f, 0.2f), 0.8f, 0.5f);
    float3 t_46 = t_45.d;
    outputBuffer[18u] = t_46.x;
    outputBuffer[19u] = t_46.y;
    outputBuffer[20u] = t_46.z;
    refr_bwd_Grads t_47 = refr_bwd(float3(0.9805807f, -0.19611615f, 0.0f), float3(0.0f, 1.0f, 0.0f), 1.5f, float3(1.0f, 1.0f, 1.0f));
    float3 t_48 = t_47.f0;
    outputBuffer[23u] = t_48.x + t_48.y * 10.0f + t_47.f2 * 100.0f;
    powTest_bwd_Grads t_49 = powTest_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer[21u] = t_49.f0;
    outputBuffer[22u] = t_49.f1;
    return;
}
