struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 7i;
    outputBuffer.data[1u] = 40i;
    var values: array<i32, 3> = array<i32, 3>();
    values = array<i32, 3>(5i, 6i, 7i);
    var s: i32;
    var i: i32;
    var s_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: i32 = s_1;
            var t_1: i32 = i_1;
            s = t;
            i = t_1;
            break;
        }
        var t_2: i32 = values[i_1];
        var t_3: i32 = s_1 + t_2;
        var t_4: i32 = i_1 + 1i;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[2u] = s;
    outputBuffer.data[3u] = 17i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
