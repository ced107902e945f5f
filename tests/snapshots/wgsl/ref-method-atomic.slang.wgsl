struct Counter {
    n: atomic<u32>,
}
struct RWStructuredBuffer {
    data: array<Counter>,
}
@group(0) @binding(0) var<storage, read_write> counters: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = atomicAdd(&counters.data[u32(bitcast<vec3<i32>>(t).x & 1i)].n, 1u);
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
