struct ByteAddressBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> input: ByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = input.data[(t_1 * 4u) >> bitcast<u32>(2u & 31u)];
    outputBuffer.data[t_1] = t_2 + t_1;
    if (t_1 == 0u) {
        var t_3: u32 = arrayLength(&input.data);
        outputBuffer.data[4u] = t_3 * 4u;
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
