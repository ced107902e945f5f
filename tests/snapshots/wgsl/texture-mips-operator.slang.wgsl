struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var layers: texture_2d_array<f32>;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: u32 = select(t_1 % 3u, t_1, 3u == 0u);
    var t_3: vec2<i32> = vec2<i32>(vec2<u32>(t_1, 3u - t_1) >> bitcast<vec2<u32>>(vec2<u32>(t_2) & vec2<u32>(31u)));
    var t_4: i32 = i32(t_2);
    var t_5: vec3<i32> = vec3<i32>(t_3, t_4);
    var t_6: vec4<f32> = textureLoad(tex, t_5.xy, t_5.z);
    var t_7: vec3<i32> = vec3<i32>(t_3, t_4);
    var t_8: vec4<f32> = textureLoad(tex, t_7.xy, t_7.z);
    outputBuffer.data[t_1] = t_6.x + t_6.y * 10.0f;
    outputBuffer.data[4u + t_1] = f32(select(0i, 1i, all(t_6 == t_8)));
    var t_9: u32 = t_1 & 1u;
    var t_10: vec4<i32> = vec4<i32>(vec3<i32>(vec3<u32>(1u, t_1 >> bitcast<u32>(t_9 & 31u), 1u)), i32(t_9));
    var t_11: vec4<f32> = textureLoad(layers, t_10.xy, t_10.z, t_10.w);
    outputBuffer.data[8u + t_1] = t_11.x + t_11.y * 10.0f;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
