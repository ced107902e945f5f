struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 1i;
    outputBuffer.data[1u] = 2i;
    outputBuffer.data[2u] = 12i;
    var t_1: u32 = t.x;
    var t_2: i32 = i32(t_1);
    outputBuffer.data[3u] = i32(!bool(t_2));
    var t_3: u32 = t_1 + 5u;
    outputBuffer.data[4u] = i32(u32(!bool(t_3)));
    outputBuffer.data[5u] = 1i;
    outputBuffer.data[6u] = 1i;
    outputBuffer.data[7u] = 2i;
    var t_4: vec2<f32> = vec2<f32>(vec2<i32>(3i, t_2 + 4i));
    outputBuffer.data[8u] = i32(t_4.x * 10.5f);
    outputBuffer.data[9u] = i32(t_4.y * 10.5f);
    outputBuffer.data[10u] = i32(t_1 == 4294967295u);
    outputBuffer.data[11u] = i32(t_3 - 6u == 4294967295u);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
