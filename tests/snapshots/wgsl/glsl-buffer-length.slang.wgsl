struct RWStructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer_1 {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> values: RWStructuredBuffer_1;
@group(0) @binding(2) var<storage, read_write> others: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: u32 = arrayLength(&values.data);
    var t_1: i32 = i32(t);
    outputBuffer.data[0u] = t_1;
    var t_2: u32 = arrayLength(&others.data);
    outputBuffer.data[1u] = i32(t_2) * 10i;
    var t_3: u32 = arrayLength(&outputBuffer.data);
    outputBuffer.data[2u] = i32(t_3);
    var total: i32;
    var i: i32;
    var total_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < t_1) {
        } else {
            var t_4: i32 = total_1;
            var t_5: i32 = i_1;
            total = t_4;
            i = t_5;
            break;
        }
        var t_6: u32 = values.data[u32(i_1)];
        var t_7: i32 = total_1 + i32(t_6);
        var t_8: i32 = i_1 + 1i;
        total_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[3u] = total;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
