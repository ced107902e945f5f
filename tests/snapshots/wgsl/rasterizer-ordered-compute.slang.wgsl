struct RWStructuredBuffer {
    data: array<u32>,
}
struct RWByteAddressBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> values: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> scratch: RWByteAddressBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = values.data[t_1];
    values.data[t_1] = t_2 * 10u + t_1;
    var t_3: u32 = values.data[t_1];
    scratch.data[(t_1 * 4u) >> bitcast<u32>(2u & 31u)] = t_3 + 100u;
    var t_4: u32 = values.data[t_1];
    outputBuffer.data[t_1] = t_4;
    var t_5: u32 = scratch.data[(t_1 * 4u) >> bitcast<u32>(2u & 31u)];
    outputBuffer.data[4u + t_1] = t_5;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
