struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> static_counter: i32 = 10i;
var<private> static_table: array<i32, 3> = array<i32, 3>(7i, 8i, 9i);
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32 = static_counter;
    static_counter = t_2 + 1i;
    var t_3: i32 = static_counter;
    var t_4: i32 = static_counter;
    static_counter = t_4 + 1i;
    var t_5: i32 = static_counter;
    var t_6: i32 = t_1 * 4i;
    outputBuffer.data[u32(t_6)] = t_3;
    outputBuffer.data[u32(t_6 + 1i)] = t_5 + t_1;
    var t_7: i32 = static_table[0i];
    static_table[0i] = t_7 + 1i;
    var t_8: i32 = static_table[t_1 - select(t_1 / 3i, -1i, 3i == 0i) * 3i];
    outputBuffer.data[u32(t_6 + 2i)] = t_8 * 100i;
    var t_9: i32 = static_table[0i];
    static_table[0i] = t_9 + 1i;
    var t_10: i32 = static_table[0i];
    outputBuffer.data[u32(t_6 + 3i)] = t_10 * 100i;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
