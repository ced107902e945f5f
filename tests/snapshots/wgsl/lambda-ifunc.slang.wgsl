struct RWStructuredBuffer {
    data: array<f32>,
}
struct Vec4 {
    data: array<f32, 4>,
}
struct _Lambda23 {
    c: f32,
}
struct _IFunc1_float_float_ {
    typeId: u32,
    p0: _Lambda23,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Vec4_map(p: ptr<function, Vec4>, p_1: _IFunc1_float_float_) {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t: f32 = (*p).data[i_1];
        var t_1: f32;
        for (;;) {
            var t_2: f32 = p_1.p0.c;
            if (t > 2.5f) {
                t_1 = t * t_2;
                break;
            } else {
                t_1 = t + t_2;
                break;
            }
            t_1 = 0.0f;
            break;
        }
        (*p).data[i_1] = t_1;
        i_1 = i_1 + 1i;
        continue;
    }
    return;
}
fn computeMain_1() {
    outputBuffer.data[0u] = 6.0f;
    outputBuffer.data[1u] = 9.0f;
    outputBuffer.data[2u] = 12.5f;
    var t_3: Vec4 = Vec4();
    t_3 = Vec4(array<f32, 4>(1.0f, 2.0f, 3.0f, 4.0f));
    Vec4_map(&t_3, _IFunc1_float_float_(0u, _Lambda23(10.0f)));
    var t_4: f32 = t_3.data[0i];
    var t_5: Vec4 = t_3;
    outputBuffer.data[3u] = t_4;
    outputBuffer.data[4u] = t_5.data[3];
    outputBuffer.data[5u] = 7.0f;
    outputBuffer.data[6u] = 5.0f;
    outputBuffer.data[7u] = 3.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
