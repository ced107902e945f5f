struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var arr: array<i32, 3> = array<i32, 3>();
    arr = array<i32, 3>(1i, 2i, 3i);
    var t_2: i32 = arr[t_1];
    arr[t_1] = t_2 + 10i;
    var t_3: i32 = 2i + t_1;
    var t_4: i32 = t_1 * 3i;
    var t_5: i32 = arr[t_1];
    outputBuffer.data[u32(t_4)] = (5i + t_1 + 3i) * 100i + t_5;
    outputBuffer.data[u32(t_4 + 1i)] = 2000i + (107i + t_1 + 100i);
    outputBuffer.data[u32(t_4 + 2i)] = t_3 * 100i + 10i + (t_3 + 1i);
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
