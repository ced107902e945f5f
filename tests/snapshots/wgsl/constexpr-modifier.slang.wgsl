struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var arr: array<i32, 4> = array<i32, 4>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1 * 10i;
        i_1 = i_1 + 1i;
        continue;
    }
    var t: i32 = arr[3i];
    outputBuffer.data[0u] = 6i + t;
    outputBuffer.data[1u] = 4i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
