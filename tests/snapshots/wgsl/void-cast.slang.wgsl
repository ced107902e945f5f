struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = outputBuffer.data[0u];
    var t_2: i32 = t_1 + 10i + 100i;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[2u] = t_2 + 1i;
    outputBuffer.data[0u] = i32(t.x);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
