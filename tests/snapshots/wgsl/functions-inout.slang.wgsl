struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 7i;
    outputBuffer.data[1u] = 5i;
    var total: i32;
    var i: i32;
    var total_1: i32 = 5i;
    var i_1: i32 = 1i;
    for (;;) {
        if (i_1 <= 4i) {
        } else {
            var t: i32 = total_1;
            var t_1: i32 = i_1;
            total = t;
            i = t_1;
            break;
        }
        var t_2: i32 = total_1 + i_1;
        var t_3: i32 = i_1 + 1i;
        total_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer.data[2u] = total;
    outputBuffer.data[3u] = 25i;
    outputBuffer.data[4u] = 42i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
