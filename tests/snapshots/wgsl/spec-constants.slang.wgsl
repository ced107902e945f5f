struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> sh: array<f32, 5>;
@id(0) override count: i32 = 5i;
@id(7) override scale: f32 = 1.5f;
@id(1) override flip: bool = false;
@id(2) override bias: i32 = -2i;
fn computeMain_1() {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        var t: i32 = count;
        if (i_1 < t) {
        } else {
            i = i_1;
            break;
        }
        var t_1: f32 = scale;
        sh[i_1] = f32(i_1) * t_1;
        i_1 = i_1 + 1i;
        continue;
    }
    workgroupBarrier();
    var t_2: i32 = count;
    var t_3: f32 = scale;
    outputBuffer.data[0u] = f32(t_2) * t_3;
    var sum: i32;
    var i_2: i32;
    var sum_1: i32 = 0i;
    var i_3: i32 = 0i;
    for (;;) {
        var t_4: i32 = count;
        if (i_3 < t_4) {
        } else {
            var t_5: i32 = sum_1;
            var t_6: i32 = i_3;
            sum = t_5;
            i_2 = t_6;
            break;
        }
        var t_7: i32 = sum_1 + i_3;
        var t_8: i32 = i_3 + 1i;
        sum_1 = t_7;
        i_3 = t_8;
        continue;
    }
    outputBuffer.data[1u] = f32(sum);
    var t_9: bool = flip;
    outputBuffer.data[2u] = select(2.0f, 1.0f, t_9);
    var t_10: i32 = count;
    var t_11: i32 = bias;
    outputBuffer.data[3u] = f32(t_10 + t_11);
    var t_12: i32 = count;
    var t_13: f32 = sh[t_12 - 1i];
    outputBuffer.data[4u] = t_13;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
