struct RWStructuredBuffer {
    data: array<i32>,
}
struct _AnonymousStruct1_599 {
    first: i32,
    second: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> static_pair: _AnonymousStruct1_599 = _AnonymousStruct1_599();
fn computeMain_1() {
    outputBuffer.data[0u] = 31i;
    outputBuffer.data[1u] = 32i;
    outputBuffer.data[2u] = 33i;
    static_pair = _AnonymousStruct1_599(20i, 2i);
    var t: i32 = static_pair.second;
    static_pair.second = t + 1i;
    var t_1: i32 = static_pair.first;
    var t_2: i32 = static_pair.second;
    outputBuffer.data[3u] = t_1 + t_2;
    var t_3: i32 = static_pair.second;
    static_pair.second = t_3 + 1i;
    var t_4: i32 = static_pair.first;
    var t_5: i32 = static_pair.second;
    outputBuffer.data[4u] = t_4 + t_5;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
