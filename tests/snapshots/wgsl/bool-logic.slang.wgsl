struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = i32(t_1);
    var t_3: i32 = t_2 - select(t_2 / 2i, -1i, 2i == 0i) * 2i;
    var t_4: bool = t_2 > 2i;
    var t_5: bool = t_3 == 0i;
    var r: i32 = select(0i, 1i, select(false, t_5, t_4));
    var r_1: i32 = select(r, r | 2i, select(t_5, true, t_4));
    var r_2: i32 = select(r_1, r_1 | 4i, t_4 != t_5);
    outputBuffer.data[t_1] = select(r_2 | 8i, r_2, t_4) + select(0i, 100i, select(false, t_3 != 0i, t_4));
    if (t_1 == 0u) {
        var t_6: vec3<bool> = vec3<i32>(1i, 5i, 3i) + vec3<i32>(t_2) > vec3<i32>(2i, 2i, 2i);
        outputBuffer.data[6u] = select(0i, 1i, t_6.x) + select(0i, 10i, t_6.y) + select(0i, 100i, t_6.z) + select(0i, 1000i, all(t_6)) + select(0i, 10000i, any(t_6));
    }
    return;
}
@compute @workgroup_size(6, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
