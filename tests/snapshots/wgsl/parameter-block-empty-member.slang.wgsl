struct Params {
    factor: i32,
    @size(12) offset: i32,
}
struct GlobalParams {
    @align(16) params: Params,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> params_results: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32 = globalParams.params.factor;
    var t_3: i32 = globalParams.params.offset;
    params_results.data[u32(t_1)] = t_1 * t_2 + 1i + t_3;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
