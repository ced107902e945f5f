struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var a: array<i32, 5> = array<i32, 5>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (u32(i_1) < 5u) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 * i_1;
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[0u] = 15i;
    var t: i32 = a[4i];
    var t_1: i32 = a[2i];
    outputBuffer.data[1u] = t + t_1;
    outputBuffer.data[2u] = 5i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
