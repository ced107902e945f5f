struct RWStructuredBuffer {
    data: array<u32>,
}
struct Resources {
    @size(16) scale: u32,
}
struct GlobalParams {
    @align(16) gRes: Resources,
}
struct StructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(2) var<storage, read> gRes_data: StructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = globalParams.gRes.scale;
    var t_3: u32 = gRes_data.data[t_1];
    outputBuffer.data[t_1] = t_3 * t_2 + t_1;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
