struct RWStructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> inputs: RWStructuredBuffer_1;
fn computeMain() {
    var t: f32 = inputs.data[0u];
    var t_1: vec3<f32> = vec3<f32>(t);
    var s: mat3x3<f32> = mat3x3<f32>();
    s = mat3x3<f32>(t_1, t_1, t_1);
    var t_2: f32 = s[0i][0i];
    var t_3: f32 = s[1i][2i];
    var t_4: f32 = s[2i][1i];
    outputBuffer.data[0u] = i32(t_2 + t_3 * 10.0f + t_4 * 100.0f);
    var t_5: f32 = inputs.data[3u];
    var t_6: mat4x4<f32> = mat4x4<f32>(vec4<f32>(1.0f, 2.0f, 3.0f, 4.0f), vec4<f32>(5.0f, 6.0f, 7.0f, 8.0f), vec4<f32>(9.0f, 10.0f, 11.0f, 12.0f), vec4<f32>(13.0f, 14.0f, 15.0f, t_5));
    var corner: mat2x3<f32> = mat2x3<f32>();
    corner = mat2x3<f32>(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(5.0f, 6.0f, 7.0f));
    var t_7: f32 = corner[0i][0i];
    var t_8: f32 = corner[0i][2i];
    var t_9: f32 = corner[1i][0i];
    var t_10: f32 = corner[1i][2i];
    outputBuffer.data[1u] = i32(t_7 + t_8 * 10.0f + t_9 * 100.0f + t_10 * 1000.0f);
    var t_11: f32 = inputs.data[1u];
    var t_12: vec4<f32> = vec4<f32>(t_11);
    var t_13: mat4x4<f32> = mat4x4<f32>(t_12, t_12, t_12, t_12);
    var t_14: mat4x4<f32> = mat4x4<f32>(t_6[0] * t_13[0], t_6[1] * t_13[1], t_6[2] * t_13[2], t_6[3] * t_13[3]);
    var truncated: vec3<i32> = vec3<i32>();
    var truncated_1: vec3<i32> = vec3<i32>();
    truncated = vec3<i32>(t_14[0].xyz);
    truncated_1 = vec3<i32>(t_14[2].xyz);
    var t_15: i32 = truncated_1[2i];
    var t_16: i32 = truncated[1i];
    outputBuffer.data[2u] = t_15 + t_16 * 100i;
    var t_17: f32 = inputs.data[1u];
    var t_18: f32 = inputs.data[2u];
    var t_19: f32 = inputs.data[0u];
    var mixed: mat2x2<f32> = mat2x2<f32>();
    mixed = mat2x2<f32>(vec2<f32>(t_17, t_18), vec2<f32>(t_19, 4.0f));
    var t_20: f32 = mixed[0i][0i];
    var t_21: f32 = mixed[0i][1i];
    var t_22: f32 = mixed[1i][0i];
    var t_23: f32 = mixed[1i][1i];
    outputBuffer.data[3u] = i32(t_20 * 10.0f + t_21 + t_22 * 100.0f + t_23 * 1000.0f);
    var t_24: f32 = inputs.data[0u];
    var t_25: f32 = inputs.data[1u];
    var t_26: f32 = inputs.data[2u];
    var t_27: f32 = inputs.data[3u];
    var fromVec: mat2x2<f32> = mat2x2<f32>();
    fromVec = mat2x2<f32>(vec2<f32>(t_24, t_25), vec2<f32>(t_26, t_27));
    var t_28: f32 = fromVec[1i][1i];
    var t_29: f32 = fromVec[0i][0i];
    outputBuffer.data[4u] = i32(t_28 * t_29);
    var rows: vec3<i32> = vec3<i32>();
    var rows_1: vec3<i32> = vec3<i32>();
    rows = vec3<i32>(1i, 2i, 3i);
    rows_1 = vec3<i32>(4i, 5i, 6i);
    var t_30: i32 = rows[2i];
    var t_31: i32 = rows_1[0i];
    outputBuffer.data[5u] = t_30 * 10i + t_31;
    var same: mat4x4<f32> = mat4x4<f32>();
    same = t_6;
    var t_32: f32 = same[3i][3i];
    outputBuffer.data[6u] = i32(t_32);
    var t_33: f32 = inputs.data[2u];
    var t_34: vec2<f32> = vec2<f32>(t_33);
    outputBuffer.data[7u] = i32(determinant(mat2x2<f32>(t_34, t_34)) + 100.0f);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
