struct RWStructuredBuffer {
    data: array<i32>,
}
struct String {
    hash: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> cursor: i32 = 0i;
fn computeMain_1() {
    log(String(684824882i), 7i, String(0i));
    var t: i32 = cursor;
    cursor = t + 1i;
    outputBuffer.data[u32(t)] = 1457288897i;
    var t_1: i32 = cursor;
    cursor = t_1 + 1i;
    outputBuffer.data[u32(t_1)] = 97i;
    return;
}
fn log(p: String, p_1: i32, p_2: String) {
    var t_2: i32 = cursor;
    cursor = t_2 + 1i;
    outputBuffer.data[u32(t_2)] = p.hash;
    var t_3: i32 = cursor;
    cursor = t_3 + 1i;
    outputBuffer.data[u32(t_3)] = p_1;
    var t_4: i32 = cursor;
    cursor = t_4 + 1i;
    outputBuffer.data[u32(t_4)] = p_2.hash;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
