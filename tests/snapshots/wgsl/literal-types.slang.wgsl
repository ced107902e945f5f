struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    outputBuffer.data[0u] = 1i;
    outputBuffer.data[1u] = 3i;
    outputBuffer.data[2u] = 1i;
    outputBuffer.data[3u] = 1i;
    outputBuffer.data[4u] = 2i;
    outputBuffer.data[5u] = 3i;
    outputBuffer.data[6u] = 4i;
    outputBuffer.data[7u] = 3i;
    outputBuffer.data[8u] = 1i;
    outputBuffer.data[9u] = 2i;
    outputBuffer.data[10u] = 2i;
    outputBuffer.data[11u] = 3i;
    outputBuffer.data[12u] = 4i;
    outputBuffer.data[13u] = 4i;
    outputBuffer.data[14u] = 2i;
    outputBuffer.data[15u] = 1i;
    outputBuffer.data[16u] = 6i;
    outputBuffer.data[17u] = 7i;
    outputBuffer.data[18u] = 7i;
    outputBuffer.data[19u] = 8i;
    outputBuffer.data[20u] = (t_1 & bitcast<i32>(0x80000000u)) | 1065353216i;
    outputBuffer.data[21u] = 2i;
    outputBuffer.data[22u] = 15i;
    outputBuffer.data[23u] = 15i;
    outputBuffer.data[24u] = (bitcast<i32>(0x80000000u) + t_1) >> bitcast<u32>(31i & 31i);
    outputBuffer.data[25u] = -2i;
    outputBuffer.data[26u] = 15i;
    outputBuffer.data[27u] = 8i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
