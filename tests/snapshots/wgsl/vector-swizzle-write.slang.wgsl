struct RWStructuredBuffer {
    data: array<vec4<i32>>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain(GlobalInvocationId: vec3<u32>) {
    outputBuffer.data[0u] = vec4<i32>(3i, 2i, 1i, 14i);
    outputBuffer.data[1u] = vec4<i32>(2i, -1i, 2i, 7i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain(in_GlobalInvocationId);
}
