struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: f32 = f32(t.x) + 2.0f;
    var t_2: vec3<f32> = smoothstep(vec3<f32>(0.0f, 0.0f, 0.0f), vec3<f32>(4.0f, 4.0f, 4.0f), vec3<f32>(0.0f, t_1, 2.0f * t_1));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    var t_3: vec2<f32> = vec2<f32>(t_1, t_1);
    var t_4: mat2x2<f32> = mat2x2<f32>(vec2<f32>(6.0f, 9.0f), vec2<f32>(3.0f, 7.0f));
    var t_5: mat2x2<f32> = mat2x2<f32>(t_3, t_3);
    var t_6: mat2x2<f32> = mat2x2<f32>(t_4[0] / t_5[0], t_4[1] / t_5[1]);
    outputBuffer.data[3u] = t_6[0].y;
    outputBuffer.data[4u] = t_6[1].y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain(in_GlobalInvocationId);
}
