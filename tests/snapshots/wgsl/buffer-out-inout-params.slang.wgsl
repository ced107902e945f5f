struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(1) var<storage, read> gB: StructuredBuffer;
@group(0) @binding(2) var<storage, read> gC: StructuredBuffer;
@group(0) @binding(3) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = gB.data[t_1];
    var t_3: i32 = gC.data[t_1];
    var t_4: i32 = gB.data[t_1];
    outputBuffer.data[t_1] = t_2 + 2i * t_3 + 3i * t_4;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
