struct RWStructuredBuffer {
    data: array<atomic<u32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = atomicAdd(&outputBuffer.data[0u], 1u);
    var t_3: u32 = atomicAdd(&outputBuffer.data[1u], t_1);
    var t_4: u32 = atomicMin(&outputBuffer.data[2u], t_1 * 7u + 3u);
    var t_5: u32 = atomicAnd(&outputBuffer.data[3u], ~(1u << bitcast<u32>(t_1 & 31u)));
    var t_6: u32 = atomicMax(&outputBuffer.data[4u], t_1 * 3u);
    var t_7: u32 = atomicOr(&outputBuffer.data[5u], 1u << bitcast<u32>((t_1 * 2u) & 31u));
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
