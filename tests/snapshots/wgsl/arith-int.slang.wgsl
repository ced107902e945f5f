struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = t_1 * 2u;
    var t_3: i32 = inputBuffer.data[t_2];
    var t_4: i32 = inputBuffer.data[t_2 + 1u];
    var t_5: u32 = t_1 * 5u;
    outputBuffer.data[t_5] = t_3 + t_4;
    outputBuffer.data[t_5 + 1u] = t_3 - t_4;
    outputBuffer.data[t_5 + 2u] = t_3 * t_4;
    outputBuffer.data[t_5 + 3u] = select(t_3 / t_4, -1i, t_4 == 0i);
    outputBuffer.data[t_5 + 4u] = t_3 - select(t_3 / t_4, -1i, t_4 == 0i) * t_4;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
