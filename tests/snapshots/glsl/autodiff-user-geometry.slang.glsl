#version 450
struct refr_bwd_Grads
{
    vec3 f0;
    vec3 f1;
    float f2;
};
struct refr_fwd_Result
{
    vec3 p;
    vec3 d;
};
struct Layer
{
    mat2 w;
    vec2 b;
};
struct net_bwd_Grads
{
    Layer f0;
    Layer f1;
    vec2 f2;
};
struct vecOps_bwd_Grads
{
    vec3 f0;
    vec3 f1;
};
struct powTest_bwd_Grads
{
    float f0;
    float f1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
refr_bwd_Grads refr_bwd(vec3 p, vec3 p_1, float p_2, vec3 p_3);
refr_fwd_Result refr_fwd(vec3 p_4, vec3 p_5, vec3 p_6, vec3 p_7, float p_8, float p_9);
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, vec2 p_12, float p_13);
vecOps_bwd_Grads vecOps_bwd(vec3 p_14, vec3 p_15, vec3 p_16);
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19);
void main();
refr_bwd_Grads refr_bwd(vec3 p, vec3 p_1, float p_2, vec3 p_3) {
    vec3 t = vec3(2.0, 2.0, 2.0) * vec3(dot(p_1, p_3));
    float t_1 = dot(p_1, p);
    float t_2 = 1.0 - t_1 * t_1;
    float t_3 = 1.0 - p_2 * p_2 * t_2;
    float t_4 = 0.0;
    float t_5 = isnan(t_4) ? t_3 : isnan(t_3) ? t_4 : max(t_4, t_3);
    float t_6 = 1e-7;
    float t_7 = 2.0 * ((t_3 > 0.0 ? 1.0 : 0.5) * 0.5 / sqrt(isnan(t_6) ? t_5 : isnan(t_5) ? t_6 : max(t_6, t_5))) * p_2;
    vec3 t_8 = t_3 < 0.0 ? vec3(0.0, 0.0, 0.0) : vec3(2.0, 2.0, 2.0) * p_3;
    vec3 t_9 = vec3((p_2 + t_7 * p_2 * t_1) * dot(p_1, t_8));
    return refr_bwd_Grads(p_3 - t * p_1 + (vec3(p_2) * t_8 - t_9 * p_1), -(t * p + vec3(2.0, 2.0, 2.0) * vec3(t_1) * p_3) + -(t_9 * p + vec3(p_2 * t_1 + sqrt(t_5)) * t_8), dot(t_8, p - vec3(t_1 - t_7 * t_2) * p_1));
}
refr_fwd_Result refr_fwd(vec3 p_4, vec3 p_5, vec3 p_6, vec3 p_7, float p_8, float p_9) {
    float t_10 = dot(p_6, p_4);
    float t_11 = 1.0 - t_10 * t_10;
    float t_12 = 1.0 - p_8 * p_8 * t_11;
    float t_13 = 0.0;
    float t_14 = isnan(t_13) ? t_12 : isnan(t_12) ? t_13 : max(t_13, t_12);
    float t_15 = 1e-7;
    float t_16 = 2.0 * ((t_12 > 0.0 ? 1.0 : 0.5) * 0.5 / sqrt(isnan(t_15) ? t_14 : isnan(t_14) ? t_15 : max(t_15, t_14))) * p_8;
    float t_17 = dot(p_6, p_5) + dot(p_7, p_4);
    return refr_fwd_Result(refract(p_4, p_6, p_8) * vec3(2.0, 2.0, 2.0) + reflect(p_4, p_6), vec3(2.0, 2.0, 2.0) * (t_12 < 0.0 ? vec3(0.0, 0.0, 0.0) : vec3(p_9) * (p_4 - vec3(t_10 - t_16 * t_11) * p_6) + vec3(p_8) * p_5 - vec3((p_8 + t_16 * p_8 * t_10) * t_17) * p_6 - vec3(p_8 * t_10 + sqrt(t_14)) * p_7) + (p_5 - vec3(2.0, 2.0, 2.0) * vec3(t_17) * p_6 - vec3(2.0, 2.0, 2.0) * vec3(t_10) * p_7));
}
net_bwd_Grads net_bwd(Layer p_10, Layer p_11, vec2 p_12, float p_13) {
    mat2 t_18 = p_10.w;
    vec2 t_19 = tanh(p_12 * t_18 + p_10.b);
    mat2 t_20 = p_11.w;
    vec2 t_21 = tanh(t_19 * t_20 + p_11.b);
    float t_22 = t_21.x;
    vec2 t_23 = vec2(0.0, 0.0);
    t_23.x = 3.0 * t_22 * t_22 * p_13;
    vec2 t_24 = vec2(p_13) * t_21;
    vec2 t_25 = (vec2(1.0, 1.0) - t_21 * t_21) * (t_23 + t_24 + t_24);
    vec2 t_26 = (vec2(1.0, 1.0) - t_19 * t_19) * (t_20 * t_25);
    return net_bwd_Grads(Layer(mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)) + mat2(vec2(t_26.x) * p_12, vec2(t_26.y) * p_12), t_26 + vec2(0.0, 0.0)), Layer(mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)) + mat2(vec2(t_25.x) * t_19, vec2(t_25.y) * t_19), t_25 + vec2(0.0, 0.0)), t_18 * t_26);
}
vecOps_bwd_Grads vecOps_bwd(vec3 p_14, vec3 p_15, vec3 p_16) {
    vec3 t_27 = cross(p_14, p_15);
    vec3 t_28 = normalize(t_27);
    float t_29 = length(p_14);
    vec3 t_30 = normalize(p_15);
    vec3 t_31 = vec3(2.0, 2.0, 2.0) * vec3(dot(t_30, p_16));
    vec3 t_32 = -(t_31 * p_14 + vec3(2.0, 2.0, 2.0) * vec3(dot(t_30, p_14)) * p_16);
    vec3 t_33 = vec3(t_29) * p_16;
    vec3 t_34 = t_28 * p_16;
    vec3 t_35 = (t_33 - t_28 * vec3(dot(t_28, t_33))) / vec3(length(t_27));
    return vecOps_bwd_Grads(vec3(0.7, 0.7, 0.7) * p_16 + (p_16 - t_31 * t_30) + vec3((t_34.x + t_34.y + t_34.z) / t_29) * p_14 + cross(p_15, t_35), vec3(0.3, 0.3, 0.3) * p_16 + (t_32 - t_30 * vec3(dot(t_30, t_32))) / vec3(length(p_15)) + cross(t_35, p_14));
}
powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19) {
    float t_36 = pow(p_17, p_18);
    float t_37 = exp2(p_18);
    float t_38 = p_18 * p_18 + p_17 * p_17;
    bool t_39 = p_17 < 1e-6;
    return powTest_bwd_Grads(1.0 / (p_17 * 0.6931472) * (t_37 * p_19) + 3.0 * p_19 + -p_18 / t_38 * p_19 + (t_39 ? 0.0 : p_18 * t_36 / p_17) * p_19, t_37 * 0.6931472 * (log2(p_17) * p_19) + p_17 / t_38 * p_19 + (t_39 ? 0.0 : t_36 * log(p_17)) * p_19);
}
void main() {
    net_bwd_Grads t_40 = net_bwd(Layer(mat2(vec2(0.5, -0.3), vec2(0.8, 0.1)), vec2(0.1, -0.2)), Layer(mat2(vec2(-0.7, 0.4), vec2(0.2, 0.9)), vec2(0.05, 0.0)), vec2(1.0, -0.5), 1.0);
    Layer t_41 = t_40.f0;
    Layer t_42 = t_40.f1;
    vec2 t_43 = t_40.f2;
    outputBuffer.data[0u] = t_41.w[0].y;
    outputBuffer.data[1u] = t_41.b.y;
    outputBuffer.data[2u] = t_42.w[1].x;
    outputBuffer.data[3u] = t_42.b.x;
    outputBuffer.data[4u] = t_43.x;
    outputBuffer.data[5u] = t_43.y;
    vecOps_bwd_Grads t_44 = vecOps_bwd(vec3(0.3, 1.2, -0.7), vec3(-0.5, 0.4, 0.9), vec3(1.0, 0.5, -0.25));
    vec3 t_45 = t_44.f0;
    vec3 t_46 = t_44.f1;
    outputBuffer.data[6u] = t_45.x;
    outputBuffer.data[7u] = t_45.y;
    outputBuffer.data[8u] = t_45.z;
    outputBuffer.data[9u] = t_46.x;
    outputBuffer.data[10u] = t_46.y;
    outputBuffer.data[11u] = t_46.z;
    refr_bwd_Grads t_47 = refr_bwd(vec3(0.28221625, -0.94072086, 0.18814416), vec3(0.095346265, 0.9534626, -0.2860388), 0.8, vec3(1.0, -0.5, 0.75));
    vec3 t_48 = t_47.f0;
    outputBuffer.data[14u] = t_48.x;
    outputBuffer.data[15u] = t_48.y;
    outputBuffer.data[16u] = t_47.f1.z;
    outputBuffer.data[17u] = t_47.f2;
    refr_fwd_Result t_49 = refr_fwd(vec3(0.28221625, -0.94072086, 0.18814416), vec3(0.2, 0.1, -0.3), vec3(0.095346265, 0.9534626, -0.2860388), vec3(-0.1, 0.05, 0.2), 0.8, 0.5);
    vec3 t_50 = t_49.d;
    outputBuffer.data[18u] = t_50.x;
    outputBuffer.data[19u] = t_50.y;
    outputBuffer.data[20u] = t_50.z;
    refr_bwd_Grads t_51 = refr_bwd(vec3(0.9805807, -0.19611615, 0.0), vec3(0.0, 1.0, 0.0), 1.5, vec3(1.0, 1.0, 1.0));
    vec3 t_52 = t_51.f0;
    outputBuffer.data[23u] = t_52.x + t_52.y * 10.0 + t_51.f2 * 100.0;
    powTest_bwd_Grads t_53 = powTest_bwd(1.3, 0.7, 1.0);
    outputBuffer.data[21u] = t_53.f0;
    outputBuffer.data[22u] = t_53.f1;
    return;
}
