struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn compareMask(x: f32, y: f32) -> i32 {
    var t: i32;
    if (x == y) {
        t = 1i;
    } else {
        t = 0i;
    }
    var t_1: i32;
    if (!(x == y)) {
        t_1 = 2i;
    } else {
        t_1 = 0i;
    }
    var t_2: i32;
    if (x < y) {
        t_2 = 4i;
    } else {
        t_2 = 0i;
    }
    var t_3: i32;
    if (x <= y) {
        t_3 = 8i;
    } else {
        t_3 = 0i;
    }
    var t_4: i32;
    if (x > y) {
        t_4 = 16i;
    } else {
        t_4 = 0i;
    }
    var t_5: i32;
    if (x >= y) {
        t_5 = 32i;
    } else {
        t_5 = 0i;
    }
    return t | t_1 | t_2 | t_3 | t_4 | t_5;
}
fn computeMain() {
    var t_6: f32 = inputs.data[0u];
    var t_7: f32 = inputs.data[1u];
    var t_8: f32 = inputs.data[2u];
    var t_9: f32 = inputs.data[3u];
    var t_10: i32 = compareMask(t_6, t_6);
    var t_11: i32 = compareMask(t_6, t_9);
    var t_12: i32 = compareMask(t_9, t_6);
    outputBuffer.data[0u] = t_10 | (t_11 << bitcast<u32>(8i & 31i)) | (t_12 << bitcast<u32>(16i & 31i));
    var t_13: i32 = compareMask(bitcast<f32>(0xffc00000u), bitcast<f32>(0xffc00000u));
    var t_14: i32 = compareMask(bitcast<f32>(0xffc00000u), 1.0f);
    var t_15: i32 = compareMask(t_9, t_9);
    outputBuffer.data[1u] = t_13 | (t_14 << bitcast<u32>(8i & 31i)) | (t_15 << bitcast<u32>(16i & 31i));
    var t_16: i32;
    if ((bitcast<u32>(t_6) & 2147483647u) > 2139095040u) {
        t_16 = 1i;
    } else {
        t_16 = 0i;
    }
    var t_17: i32;
    if (abs(t_6) == bitcast<f32>(2139095040u)) {
        t_17 = 2i;
    } else {
        t_17 = 0i;
    }
    var t_18: i32;
    if (abs(t_6) < bitcast<f32>(2139095040u)) {
        t_18 = 4i;
    } else {
        t_18 = 0i;
    }
    var t_19: i32;
    if ((bitcast<u32>(t_7) & 2147483647u) > 2139095040u) {
        t_19 = 1i;
    } else {
        t_19 = 0i;
    }
    var t_20: i32;
    if (abs(t_7) == bitcast<f32>(2139095040u)) {
        t_20 = 2i;
    } else {
        t_20 = 0i;
    }
    var t_21: i32;
    if (abs(t_7) < bitcast<f32>(2139095040u)) {
        t_21 = 4i;
    } else {
        t_21 = 0i;
    }
    var t_22: i32;
    if ((bitcast<u32>(t_8) & 2147483647u) > 2139095040u) {
        t_22 = 1i;
    } else {
        t_22 = 0i;
    }
    var t_23: i32;
    if (abs(t_8) == bitcast<f32>(2139095040u)) {
        t_23 = 2i;
    } else {
        t_23 = 0i;
    }
    var t_24: i32;
    if (abs(t_8) < bitcast<f32>(2139095040u)) {
        t_24 = 4i;
    } else {
        t_24 = 0i;
    }
    var t_25: i32;
    if ((bitcast<u32>(t_9) & 2147483647u) > 2139095040u) {
        t_25 = 1i;
    } else {
        t_25 = 0i;
    }
    var t_26: i32;
    if (abs(t_9) == bitcast<f32>(2139095040u)) {
        t_26 = 2i;
    } else {
        t_26 = 0i;
    }
    var t_27: i32;
    if (abs(t_9) < bitcast<f32>(2139095040u)) {
        t_27 = 4i;
    } else {
        t_27 = 0i;
    }
    outputBuffer.data[2u] = t_16 | t_17 | t_18 | ((t_19 | t_20 | t_21) << bitcast<u32>(4i & 31i)) | ((t_22 | t_23 | t_24) << bitcast<u32>(8i & 31i)) | ((t_25 | t_26 | t_27) << bitcast<u32>(12i & 31i)) | 65536i;
    var t_28: vec3<f32> = vec3<f32>(t_6, t_7, t_9);
    var t_29: vec3<bool> = (bitcast<vec3<u32>>(t_28) & vec3<u32>(2147483647u)) > vec3<u32>(2139095040u);
    var t_30: vec3<bool> = abs(t_28) == bitcast<vec3<f32>>(vec3<u32>(2139095040u));
    var t_31: vec3<bool> = abs(t_28) < bitcast<vec3<f32>>(vec3<u32>(2139095040u));
    var t_32: i32;
    if (t_29.x) {
        t_32 = 1i;
    } else {
        t_32 = 0i;
    }
    var t_33: i32;
    if (t_29.y) {
        t_33 = 2i;
    } else {
        t_33 = 0i;
    }
    var t_34: i32;
    if (t_29.z) {
        t_34 = 4i;
    } else {
        t_34 = 0i;
    }
    var t_35: i32;
    if (t_30.x) {
        t_35 = 8i;
    } else {
        t_35 = 0i;
    }
    var t_36: i32;
    if (t_30.y) {
        t_36 = 16i;
    } else {
        t_36 = 0i;
    }
    var t_37: i32;
    if (t_30.z) {
        t_37 = 32i;
    } else {
        t_37 = 0i;
    }
    var t_38: i32;
    if (t_31.x) {
        t_38 = 64i;
    } else {
        t_38 = 0i;
    }
    var t_39: i32;
    if (t_31.y) {
        t_39 = 128i;
    } else {
        t_39 = 0i;
    }
    var t_40: i32;
    if (t_31.z) {
        t_40 = 256i;
    } else {
        t_40 = 0i;
    }
    outputBuffer.data[3u] = t_32 | t_33 | t_34 | t_35 | t_36 | t_37 | t_38 | t_39 | t_40;
    var t_41: vec2<f32> = vec2<f32>(t_6, t_9);
    var t_42: vec2<bool> = !(t_41 == t_41);
    var t_43: vec2<bool> = t_41 == t_41;
    var t_44: i32;
    if (t_42.x) {
        t_44 = 1i;
    } else {
        t_44 = 0i;
    }
    var t_45: i32;
    if (t_42.y) {
        t_45 = 2i;
    } else {
        t_45 = 0i;
    }
    var t_46: i32;
    if (t_43.x) {
        t_46 = 4i;
    } else {
        t_46 = 0i;
    }
    var t_47: i32;
    if (t_43.y) {
        t_47 = 8i;
    } else {
        t_47 = 0i;
    }
    outputBuffer.data[4u] = t_44 | t_45 | t_46 | t_47;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
