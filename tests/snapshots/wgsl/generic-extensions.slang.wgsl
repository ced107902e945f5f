struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 7.0f;
    outputBuffer.data[1u] = 70.0f;
    outputBuffer.data[2u] = 1000.0f;
    outputBuffer.data[3u] = 12.0f;
    var this_1: vec3<f32> = vec3<f32>();
    this_1 = vec3<f32>(2.5f, 2.5f, 2.5f);
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
        var t_2: f32 = this_1[i_1];
        var t_3: f32 = s_1 + t_2;
        var t_4: i32 = i_1 + 1i;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[4u] = s;
    var this_2: vec2<f32> = vec2<f32>();
    this_2 = vec2<f32>(1.0f, 4.0f);
    var s_2: f32;
    var i_2: i32;
    var s_3: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            var t_5: f32 = s_3;
            var t_6: i32 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        var t_7: f32 = this_2[i_3];
        var t_8: f32 = s_3 + t_7;
        var t_9: i32 = i_3 + 1i;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    outputBuffer.data[6u] = 9.0f;
    outputBuffer.data[7u] = 3.5f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
