struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var g: array<i32, 6> = array<i32, 6>();
    g = array<i32, 6>(0i, 0i, 0i, 0i, 0i, 0i);
    g[1u] = 7i;
    g[5u] = 9i;
    var t_1: array<i32, 6> = g;
    var this_1: array<i32, 6> = array<i32, 6>();
    this_1 = t_1;
    var t_2: i32 = this_1[5u];
    g[5u] = t_2 + 4i;
    var t_3: array<i32, 6> = g;
    var this_2: array<i32, 6> = array<i32, 6>();
    this_2 = t_3;
    var t_4: i32 = this_2[1u];
    outputBuffer.data[0u] = t_4;
    var t_5: array<i32, 6> = g;
    var this_3: array<i32, 6> = array<i32, 6>();
    this_3 = t_5;
    var t_6: i32 = this_3[5u];
    outputBuffer.data[1u] = t_6;
    var t_7: array<i32, 6> = g;
    var this_4: array<i32, 6> = array<i32, 6>();
    this_4 = t_7;
    var t_8: i32 = this_4[5i];
    outputBuffer.data[2u] = t_8 * 100i;
    var t_9: array<i32, 6> = g;
    var this_5: array<i32, 6> = array<i32, 6>();
    this_5 = t_9;
    var t_10: i32 = this_5[1i];
    outputBuffer.data[3u] = t_10 * 100i;
    outputBuffer.data[4u] = 321i;
    var t_11: array<i32, 6> = g;
    var this_6: array<i32, 6> = array<i32, 6>();
    this_6 = t_11;
    var t_12: i32 = this_6[u32((i32(t.x) + 1i) * 3i) + 2u];
    var t_13: array<i32, 6> = g;
    var this_7: array<i32, 6> = array<i32, 6>();
    this_7 = t_13;
    var t_14: i32 = this_7[0u];
    outputBuffer.data[5u] = t_12 - t_14;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
