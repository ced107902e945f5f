struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: array<f32, 4> = array<f32, 4>();
    t = array<f32, 4>(1.0f, 2.0f, 3.0f, 4.0f);
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t_1: f32 = t[i_1];
        t[i_1] = t_1 * 2.0f;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_2: array<f32, 4> = t;
    var t_3: vec3<f32> = vec3<f32>();
    t_3 = vec3<f32>(5.0f, 6.0f, 7.0f);
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_4: f32 = t_3[i_3];
        t_3[i_3] = t_4 * 0.5f;
        i_3 = i_3 + 1i;
        continue;
    }
    var t_5: vec3<f32> = t_3;
    var a: array<f32, 4> = array<f32, 4>();
    a = t_2;
    var t_6: f32 = a[0i];
    var t_7: f32 = a[3i];
    outputBuffer.data[0u] = t_6 + t_7;
    var a_1: vec3<f32> = vec3<f32>();
    a_1 = t_5;
    var t_8: f32 = a_1[0i];
    var t_9: f32 = a_1[2i];
    outputBuffer.data[1u] = t_8 + t_9;
    var a_2: array<vec3<i32>, 2> = array<vec3<i32>, 2>();
    a_2 = array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i));
    var t_10: vec3<i32> = a_2[0i];
    var t_11: vec3<i32> = a_2[1i];
    var t_12: vec3<i32> = t_10 + t_11;
    outputBuffer.data[2u] = f32(t_12.x * 100i + t_12.y * 10i + t_12.z);
    outputBuffer.data[3u] = t_2[1];
    outputBuffer.data[4u] = 9.5f;
    outputBuffer.data[5u] = t_5.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
