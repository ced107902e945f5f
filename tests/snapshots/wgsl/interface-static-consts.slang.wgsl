struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var arr: array<i32, 3> = array<i32, 3>();
    arr = array<i32, 3>(4i, 5i, 6i);
    var r: i32;
    var i: i32;
    var r_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: i32 = r_1;
            var t_1: i32 = i_1;
            r = t;
            i = t_1;
            break;
        }
        var t_2: i32 = arr[i_1];
        var t_3: i32 = i_1 + 1i;
        var t_4: i32 = r_1 + t_2 * t_3;
        var t_5: i32 = t_3;
        r_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = r;
    outputBuffer.data[1u] = 2i;
    outputBuffer.data[2u] = 30i;
    outputBuffer.data[3u] = 10i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
