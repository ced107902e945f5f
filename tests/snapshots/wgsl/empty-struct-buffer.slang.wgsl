struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(1) var<storage, read_write> result: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    result.data[t_1] = f32(t_1) * 2.5f + 1.0f;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
