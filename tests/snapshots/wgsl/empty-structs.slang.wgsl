struct Holder {
    v: i32,
    w: i32,
}
struct StructuredBuffer {
    data: array<Holder>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> holders: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 128i;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[1u] = 21i;
    var t: i32 = holders.data[1u].v;
    var t_1: i32 = holders.data[1u].w;
    outputBuffer.data[2u] = t;
    outputBuffer.data[3u] = t_1;
    var t_2: i32 = holders.data[0u].w;
    outputBuffer.data[4u] = t_2;
    outputBuffer.data[5u] = t * 3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
