struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: f32 = f32(t_1) + 2.0f;
    var t_3: f32 = max(t_2, 1.5f);
    outputBuffer.data[0u] = t_3;
    var t_4: f32 = f32(t_2 * 3.0f + 1.0);
    outputBuffer.data[1u] = t_4;
    var t_5: f32 = (f32(3) + vec2<f32>(1.0f, t_2).y);
    outputBuffer.data[2u] = t_5;
    var t_6: f32 = t_2 + 4.0f;
    outputBuffer.data[3u] = select(t_2, t_6, t_6 < t_2);
    var t_7: f32 = f32();
    t_7 = 10.0f;
    t_7 += t_2;
    var t_8: f32 = t_7;
    outputBuffer.data[4u] = t_8;
    var t_9: f32 = f32(t_2 + t_2);
    outputBuffer.data[5u] = t_9;
    var t_10: i32 = i32(t_2) + 1i;
    var t_11: i32 = i32(t_10 + t_10);
    outputBuffer.data[6u] = f32(t_11);
    outputBuffer.data[7u] = f32(t_1 + 9u);
    outputBuffer.data[8u] = 2.5f * t_2;
    var t_12: f32 = max(-t_2, -3.0f);
    outputBuffer.data[9u] = t_12;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
