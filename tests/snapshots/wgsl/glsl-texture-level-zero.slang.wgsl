struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var board_texture: texture_2d<f32>;
@group(0) @binding(2) var board_sampler: sampler;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: vec2<f32> = vec2<f32>(t.xy) * vec2<f32>(16.0f, 16.0f) + vec2<f32>(0.03125f, 0.03125f);
    var t_2: u32 = (t.y * 2u + t.x) * 3u;
    var t_3: vec4<f32> = textureSampleLevel(board_texture, board_sampler, t_1, 0.0f);
    outputBuffer.data[t_2] = i32(round(t_3.x * 255.0f));
    var t_4: vec4<f32> = textureSampleLevel(board_texture, board_sampler, t_1, 0.0f);
    outputBuffer.data[t_2 + 1u] = i32(round(t_4.y * 255.0f));
    var t_5: vec4<f32> = textureSampleLevel(board_texture, board_sampler, t_1, 0.0f, vec2<i32>(-8i, 0i));
    outputBuffer.data[t_2 + 2u] = i32(round(t_5.z * 255.0f));
    return;
}
@compute @workgroup_size(2, 2, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId);
}
