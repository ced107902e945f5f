struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 16.0f;
    outputBuffer.data[1u] = 24.0f;
    outputBuffer.data[2u] = 27.0f;
    var r: f32;
    var i: i32;
    var r_1: f32 = 1.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: f32 = r_1;
            var t_1: i32 = i_1;
            r = t;
            i = t_1;
            break;
        }
        var t_2: f32 = r_1 * 1.5f;
        var t_3: i32 = i_1 + 1i;
        r_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer.data[3u] = r;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
