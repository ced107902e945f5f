struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> static_table: array<i32, 3> = array<i32, 3>(7i, 8i, 9i);
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32 = t_1 * 4i;
    outputBuffer.data[u32(t_2)] = 11i;
    outputBuffer.data[u32(t_2 + 1i)] = 12i + t_1;
    var t_3: i32 = static_table[0i];
    static_table[0i] = t_3 + 1i;
    var t_4: i32 = static_table[t_1 - select(t_1 / 3i, -1i, 3i == 0i) * 3i];
    outputBuffer.data[u32(t_2 + 2i)] = t_4 * 100i;
    var t_5: i32 = static_table[0i];
    static_table[0i] = t_5 + 1i;
    var t_6: i32 = static_table[0i];
    outputBuffer.data[u32(t_2 + 3i)] = t_6 * 100i;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
