struct Params {
    factor: f32,
    values: vec4<i32>,
}
struct GlobalParams {
    params: Params,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = globalParams.params.values[t_1];
    var t_3: f32 = globalParams.params.factor;
    outputBuffer.data[t_1] = i32(f32(t_2) * t_3);
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
