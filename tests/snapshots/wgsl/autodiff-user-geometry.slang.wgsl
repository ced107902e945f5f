struct RWStructuredBuffer {
    data: array<f32>,
}
struct refr_bwd_Grads {
    f0: vec3<f32>,
    f1: vec3<f32>,
    f2: f32,
}
struct refr_fwd_Result {
    p: vec3<f32>,
    d: vec3<f32>,
}
struct Layer {
    w: mat2x2<f32>,
    b: vec2<f32>,
}
struct net_bwd_Grads {
    f0: Layer,
    f1: Layer,
    f2: vec2<f32>,
}
struct vecOps_bwd_Grads {
    f0: vec3<f32>,
    f1: vec3<f32>,
}
struct powTest_bwd_Grads {
    f0: f32,
    f1: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn refr_bwd(p: vec3<f32>, p_1: vec3<f32>, p_2: f32, p_3: vec3<f32>) -> refr_bwd_Grads {
    var t: vec3<f32> = vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(dot(p_1, p_3));
    var t_1: f32 = dot(p_1, p);
    var t_2: f32 = 1.0f - t_1 * t_1;
    var t_3: f32 = 1.0f - p_2 * p_2 * t_2;
    var t_4: f32 = max(0.0f, t_3);
    var t_5: f32 = 2.0f * (select(0.5f, 1.0f, t_3 > 0.0f) * 0.5f / sqrt(max(1e-7f, t_4))) * p_2;
    var t_6: vec3<f32> = select(vec3<f32>(2.0f, 2.0f, 2.0f) * p_3, vec3<f32>(0.0f, 0.0f, 0.0f), t_3 < 0.0f);
    var t_7: vec3<f32> = vec3<f32>((p_2 + t_5 * p_2 * t_1) * dot(p_1, t_6));
    return refr_bwd_Grads(p_3 - t * p_1 + (vec3<f32>(p_2) * t_6 - t_7 * p_1), -(t * p + vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(t_1) * p_3) + -(t_7 * p + vec3<f32>(p_2 * t_1 + sqrt(t_4)) * t_6), dot(t_6, p - vec3<f32>(t_1 - t_5 * t_2) * p_1));
}
fn refr_fwd(p_4: vec3<f32>, p_5: vec3<f32>, p_6: vec3<f32>, p_7: vec3<f32>, p_8: f32, p_9: f32) -> refr_fwd_Result {
    var t_8: f32 = dot(p_6, p_4);
    var t_9: f32 = 1.0f - t_8 * t_8;
    var t_10: f32 = 1.0f - p_8 * p_8 * t_9;
    var t_11: f32 = max(0.0f, t_10);
    var t_12: f32 = 2.0f * (select(0.5f, 1.0f, t_10 > 0.0f) * 0.5f / sqrt(max(1e-7f, t_11))) * p_8;
    var t_13: f32 = dot(p_6, p_5) + dot(p_7, p_4);
    return refr_fwd_Result(refract(p_4, p_6, p_8) * vec3<f32>(2.0f, 2.0f, 2.0f) + reflect(p_4, p_6), vec3<f32>(2.0f, 2.0f, 2.0f) * select(vec3<f32>(p_9) * (p_4 - vec3<f32>(t_8 - t_12 * t_9) * p_6) + vec3<f32>(p_8) * p_5 - vec3<f32>((p_8 + t_12 * p_8 * t_8) * t_13) * p_6 - vec3<f32>(p_8 * t_8 + sqrt(t_11)) * p_7, vec3<f32>(0.0f, 0.0f, 0.0f), t_10 < 0.0f) + (p_5 - vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(t_13) * p_6 - vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(t_8) * p_7));
}
fn net_bwd(p_10: Layer, p_11: Layer, p_12: vec2<f32>, p_13: f32) -> net_bwd_Grads {
    var t_14: mat2x2<f32> = p_10.w;
    var t_15: vec2<f32> = tanh(p_12 * t_14 + p_10.b);
    var t_16: mat2x2<f32> = p_11.w;
    var t_17: vec2<f32> = tanh(t_15 * t_16 + p_11.b);
    var t_18: f32 = t_17.x;
    var t_19: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_19.x = 3.0f * t_18 * t_18 * p_13;
    var t_20: vec2<f32> = vec2<f32>(p_13) * t_17;
    var t_21: vec2<f32> = (vec2<f32>(1.0f, 1.0f) - t_17 * t_17) * (t_19 + t_20 + t_20);
    var t_22: vec2<f32> = (vec2<f32>(1.0f, 1.0f) - t_15 * t_15) * (t_16 * t_21);
    return net_bwd_Grads(Layer(mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f)) + mat2x2<f32>(vec2<f32>(t_22.x) * p_12, vec2<f32>(t_22.y) * p_12), t_22 + vec2<f32>(0.0f, 0.0f)), Layer(mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f)) + mat2x2<f32>(vec2<f32>(t_21.x) * t_15, vec2<f32>(t_21.y) * t_15), t_21 + vec2<f32>(0.0f, 0.0f)), t_14 * t_22);
}
fn vecOps_bwd(p_14: vec3<f32>, p_15: vec3<f32>, p_16: vec3<f32>) -> vecOps_bwd_Grads {
    var t_23: vec3<f32> = cross(p_14, p_15);
    var t_24: vec3<f32> = normalize(t_23);
    var t_25: f32 = length(p_14);
    var t_26: vec3<f32> = normalize(p_15);
    var t_27: vec3<f32> = vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(dot(t_26, p_16));
    var t_28: vec3<f32> = -(t_27 * p_14 + vec3<f32>(2.0f, 2.0f, 2.0f) * vec3<f32>(dot(t_26, p_14)) * p_16);
    var t_29: vec3<f32> = vec3<f32>(t_25) * p_16;
    var t_30: vec3<f32> = t_24 * p_16;
    var t_31: vec3<f32> = (t_29 - t_24 * vec3<f32>(dot(t_24, t_29))) / vec3<f32>(length(t_23));
    return vecOps_bwd_Grads(vec3<f32>(0.7f, 0.7f, 0.7f) * p_16 + (p_16 - t_27 * t_26) + vec3<f32>((t_30.x + t_30.y + t_30.z) / t_25) * p_14 + cross(p_15, t_31), vec3<f32>(0.3f, 0.3f, 0.3f) * p_16 + (t_28 - t_26 * vec3<f32>(dot(t_26, t_28))) / vec3<f32>(length(p_15)) + cross(t_31, p_14));
}
fn powTest_bwd(p_17: f32, p_18: f32, p_19: f32) -> powTest_bwd_Grads {
    var t_32: f32 = pow(p_17, p_18);
    var t_33: f32 = exp2(p_18);
    var t_34: f32 = p_18 * p_18 + p_17 * p_17;
    var t_35: bool = p_17 < 1e-6f;
    return powTest_bwd_Grads(1.0f / (p_17 * 0.6931472f) * (t_33 * p_19) + 3.0f * p_19 + -p_18 / t_34 * p_19 + select(p_18 * t_32 / p_17, 0.0f, t_35) * p_19, t_33 * 0.6931472f * (log2(p_17) * p_19) + p_17 / t_34 * p_19 + select(t_32 * log(p_17), 0.0f, t_35) * p_19);
}
fn computeMain_1() {
    var t_36: net_bwd_Grads = net_bwd(Layer(mat2x2<f32>(vec2<f32>(0.5f, -0.3f), vec2<f32>(0.8f, 0.1f)), vec2<f32>(0.1f, -0.2f)), Layer(mat2x2<f32>(vec2<f32>(-0.7f, 0.4f), vec2<f32>(0.2f, 0.9f)), vec2<f32>(0.05f, 0.0f)), vec2<f32>(1.0f, -0.5f), 1.0f);
    var t_37: Layer = t_36.f0;
    var t_38: Layer = t_36.f1;
    var t_39: vec2<f32> = t_36.f2;
    outputBuffer.data[0u] = t_37.w[0].y;
    outputBuffer.data[1u] = t_37.b.y;
    outputBuffer.data[2u] = t_38.w[1].x;
    outputBuffer.data[3u] = t_38.b.x;
    outputBuffer.data[4u] = t_39.x;
    outputBuffer.data[5u] = t_39.y;
    var t_40: vecOps_bwd_Grads = vecOps_bwd(vec3<f32>(0.3f, 1.2f, -0.7f), vec3<f32>(-0.5f, 0.4f, 0.9f), vec3<f32>(1.0f, 0.5f, -0.25f));
    var t_41: vec3<f32> = t_40.f0;
    var t_42: vec3<f32> = t_40.f1;
    outputBuffer.data[6u] = t_41.x;
    outputBuffer.data[7u] = t_41.y;
    outputBuffer.data[8u] = t_41.z;
    outputBuffer.data[9u] = t_42.x;
    outputBuffer.data[10u] = t_42.y;
    outputBuffer.data[11u] = t_42.z;
    var t_43: refr_bwd_Grads = refr_bwd(vec3<f32>(0.28221625f, -0.94072086f, 0.18814416f), vec3<f32>(0.095346265f, 0.9534626f, -0.2860388f), 0.8f, vec3<f32>(1.0f, -0.5f, 0.75f));
    var t_44: vec3<f32> = t_43.f0;
    outputBuffer.data[14u] = t_44.x;
    outputBuffer.data[15u] = t_44.y;
    outputBuffer.data[16u] = t_43.f1.z;
    outputBuffer.data[17u] = t_43.f2;
    var t_45: refr_fwd_Result = refr_fwd(vec3<f32>(0.28221625f, -0.94072086f, 0.18814416f), vec3<f32>(0.2f, 0.1f, -0.3f), vec3<f32>(0.095346265f, 0.9534626f, -0.2860388f), vec3<f32>(-0.1f, 0.05f, 0.2f), 0.8f, 0.5f);
    var t_46: vec3<f32> = t_45.d;
    outputBuffer.data[18u] = t_46.x;
    outputBuffer.data[19u] = t_46.y;
    outputBuffer.data[20u] = t_46.z;
    var t_47: refr_bwd_Grads = refr_bwd(vec3<f32>(0.9805807f, -0.19611615f, 0.0f), vec3<f32>(0.0f, 1.0f, 0.0f), 1.5f, vec3<f32>(1.0f, 1.0f, 1.0f));
    var t_48: vec3<f32> = t_47.f0;
    outputBuffer.data[23u] = t_48.x + t_48.y * 10.0f + t_47.f2 * 100.0f;
    var t_49: powTest_bwd_Grads = powTest_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer.data[21u] = t_49.f0;
    outputBuffer.data[22u] = t_49.f1;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
