struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn total(p: mat2x3<f32>) -> f32 {
    var m: mat2x3<f32> = mat2x3<f32>();
    m = p;
    var t: f32 = m[0i][0i];
    var t_1: f32 = m[0i][1i];
    var t_2: f32 = m[0i][2i];
    var t_3: f32 = m[1i][0i];
    var t_4: f32 = m[1i][1i];
    var t_5: f32 = m[1i][2i];
    return t + t_1 * 2.0f + t_2 * 4.0f + t_3 * 8.0f + t_4 * 16.0f + t_5 * 32.0f;
}
fn computeMain() {
    var t_6: f32 = inputs.data[0u];
    var t_7: f32 = inputs.data[1u];
    var t_8: f32 = inputs.data[2u];
    var t_9: f32 = inputs.data[3u];
    var t_10: f32 = inputs.data[4u];
    var t_11: f32 = inputs.data[5u];
    var t_12: mat2x3<f32> = mat2x3<f32>(vec3<f32>(t_6, t_7, t_8), vec3<f32>(t_9, t_10, t_11));
    var t_13: f32 = total(floor(t_12));
    outputBuffer.data[0u] = t_13;
    var t_14: f32 = total(abs(t_12));
    outputBuffer.data[1u] = t_14;
    var t_15: f32 = total(ceil(t_12));
    outputBuffer.data[2u] = t_15;
    var t_16: f32 = total(fract(t_12));
    outputBuffer.data[3u] = t_16;
    var t_17: f32 = total(sign(t_12));
    outputBuffer.data[4u] = t_17;
    var t_18: f32 = total(saturate(t_12));
    outputBuffer.data[5u] = t_18;
    var t_19: f32 = total(min(t_12, mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))));
    var t_20: f32 = total(max(t_12, mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))));
    outputBuffer.data[6u] = t_19 + t_20 * 100.0f;
    var t_21: f32 = total(t_12 % mat2x3<f32>(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(4.0f, 0.5f, 5.0f)));
    outputBuffer.data[7u] = t_21;
    var t_22: f32 = total(mix(t_12, mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f)), mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))));
    outputBuffer.data[8u] = t_22;
    var t_23: f32 = total(clamp(t_12, mat2x3<f32>(vec3<f32>(-1.0f, -1.0f, -1.0f), vec3<f32>(-1.0f, -1.0f, -1.0f)), mat2x3<f32>(vec3<f32>(3.0f, 3.0f, 3.0f), vec3<f32>(3.0f, 3.0f, 3.0f))));
    outputBuffer.data[9u] = t_23;
    var t_24: f32 = inputs.data[2u];
    var t_25: f32 = inputs.data[3u];
    var t_26: f32 = inputs.data[1u];
    var t_27: f32 = inputs.data[5u];
    var t_28: mat2x2<f32> = mat2x2<f32>(vec2<f32>(t_24, t_25), vec2<f32>(t_26, t_27));
    var m_1: mat2x2<f32> = mat2x2<f32>();
    m_1 = max(t_28, mat2x2<f32>(vec2<f32>(5.0f, 5.0f), vec2<f32>(5.0f, 5.0f))) - t_28;
    var t_29: f32 = m_1[0i][0i];
    var t_30: f32 = m_1[0i][1i];
    var t_31: f32 = m_1[1i][0i];
    var t_32: f32 = m_1[1i][1i];
    var t_33: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.5f, 0.5f), vec2<f32>(0.5f, 0.5f));
    var m_2: mat2x2<f32> = mat2x2<f32>();
    m_2 = trunc(mat2x2<f32>(t_28[0] * t_33[0], t_28[1] * t_33[1]));
    var t_34: f32 = m_2[0i][0i];
    var t_35: f32 = m_2[0i][1i];
    var t_36: f32 = m_2[1i][0i];
    var t_37: f32 = m_2[1i][1i];
    outputBuffer.data[10u] = t_29 + t_30 * 2.0f + t_31 * 4.0f + t_32 * 8.0f + (t_34 + t_35 * 2.0f + t_36 * 4.0f + t_37 * 8.0f);
    var m_3: mat2x2<f32> = mat2x2<f32>();
    m_3 = step(t_28, mat2x2<f32>(vec2<f32>(4.0f, 8.0f), vec2<f32>(3.0f, 16.0f)));
    var t_38: f32 = m_3[0i][0i];
    var t_39: f32 = m_3[0i][1i];
    var t_40: f32 = m_3[1i][0i];
    var t_41: f32 = m_3[1i][1i];
    outputBuffer.data[11u] = t_38 + t_39 * 2.0f + t_40 * 4.0f + t_41 * 8.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
