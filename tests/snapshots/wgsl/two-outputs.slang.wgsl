struct RWStructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> squares: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> halves: RWStructuredBuffer_1;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    squares.data[t_1] = t_1 * t_1 + 1u;
    halves.data[t_1] = f32(t_1) / 2.0f;
    return;
}
@compute @workgroup_size(3, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
