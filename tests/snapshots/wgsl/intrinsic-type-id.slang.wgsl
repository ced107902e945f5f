struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = 41u + t.x;
    outputBuffer.data[0u] = bitcast<i32>(t_1) + 1i;
    outputBuffer.data[1u] = i32(t_1 * 2u);
    outputBuffer.data[2u] = -1082130432i;
    outputBuffer.data[3u] = -3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
