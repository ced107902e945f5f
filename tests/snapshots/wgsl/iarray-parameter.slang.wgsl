struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var a: array<f32, 3> = array<f32, 3>();
    a = array<f32, 3>(1.0f, 2.0f, 3.0f);
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: f32 = s_1;
            var t_1: i32 = i_1;
            s = t;
            i = t_1;
            break;
        }
        var t_2: f32 = a[i_1];
        var t_3: i32 = i_1 + 1i;
        var t_4: f32 = s_1 + t_2 * f32(t_3);
        var t_5: i32 = t_3;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = s;
    var a_1: vec4<f32> = vec4<f32>();
    a_1 = vec4<f32>(4.0f, 3.0f, 2.0f, 1.0f);
    var s_2: f32;
    var i_2: i32;
    var s_3: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 4i) {
        } else {
            var t_6: f32 = s_3;
            var t_7: i32 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        var t_8: f32 = a_1[i_3];
        var t_9: i32 = i_3 + 1i;
        var t_10: f32 = s_3 + t_8 * f32(t_9);
        var t_11: i32 = t_9;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    var a_2: array<i32, 5> = array<i32, 5>();
    a_2 = array<i32, 5>(3i, 9i, -2i, 7i, 4i);
    var t_12: i32 = a_2[0i];
    var m: i32;
    var i_4: i32;
    var m_1: i32 = t_12;
    var i_5: i32 = 1i;
    for (;;) {
        if (i_5 < 5i) {
        } else {
            var t_13: i32 = m_1;
            var t_14: i32 = i_5;
            m = t_13;
            i_4 = t_14;
            break;
        }
        var t_15: i32 = a_2[i_5];
        var t_16: i32 = max(m_1, t_15);
        var t_17: i32 = i_5 + 1i;
        m_1 = t_16;
        i_5 = t_17;
        continue;
    }
    outputBuffer.data[2u] = f32(m);
    var a_3: vec4<f32> = vec4<f32>();
    a_3 = vec4<f32>(4.0f, 3.0f, 2.0f, 1.0f);
    var t_18: f32 = a_3[0i];
    var m_2: f32;
    var i_6: i32;
    var m_3: f32 = t_18;
    var i_7: i32 = 1i;
    for (;;) {
        if (i_7 < 4i) {
        } else {
            var t_19: f32 = m_3;
            var t_20: i32 = i_7;
            m_2 = t_19;
            i_6 = t_20;
            break;
        }
        var t_21: f32 = a_3[i_7];
        var t_22: f32 = max(m_3, t_21);
        var t_23: i32 = i_7 + 1i;
        m_3 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer.data[3u] = m_2;
    var a_4: mat2x3<f32> = mat2x3<f32>();
    a_4 = mat2x3<f32>(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(4.0f, 5.0f, 6.0f));
    var t_24: vec3<f32> = a_4[0i];
    var m_4: vec3<f32>;
    var i_8: i32;
    var m_5: vec3<f32> = t_24;
    var i_9: i32 = 1i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            var t_25: vec3<f32> = m_5;
            var t_26: i32 = i_9;
            m_4 = t_25;
            i_8 = t_26;
            break;
        }
        var t_27: vec3<f32> = a_4[i_9];
        var t_28: vec3<f32> = max(m_5, t_27);
        var t_29: i32 = i_9 + 1i;
        m_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer.data[4u] = m_4.x + m_4.y * 10.0f + m_4.z * 100.0f;
    outputBuffer.data[5u] = 0.5f;
    outputBuffer.data[6u] = 1.5f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
