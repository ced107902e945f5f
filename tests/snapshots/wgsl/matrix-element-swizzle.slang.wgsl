struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<i32> = vec3<i32>(i32(t.x));
    var t_2: vec3<i32> = vec3<i32>(0i, 1i, 2i) + t_1;
    var t_3: vec3<i32> = vec3<i32>(10i, 11i, 12i) + t_1;
    var t_4: vec3<i32> = vec3<i32>(20i, 21i, 22i) + t_1;
    var t_5: i32 = t_3.x;
    outputBuffer.data[0u] = t_5;
    outputBuffer.data[1u] = t_4.y;
    outputBuffer.data[2u] = t_2.x + t_3.y + t_4.z;
    outputBuffer.data[3u] = t_2.y * 100i + t_5;
    outputBuffer.data[4u] = 7i;
    outputBuffer.data[5u] = 12i;
    outputBuffer.data[6u] = 12i;
    outputBuffer.data[7u] = t_3.z;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
