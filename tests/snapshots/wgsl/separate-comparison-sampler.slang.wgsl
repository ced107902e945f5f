struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var depth: texture_depth_2d;
@group(0) @binding(1) var layers: texture_depth_2d_array;
@group(0) @binding(2) var cmp: sampler_comparison;
@group(0) @binding(3) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = textureSampleCompareLevel(depth, cmp, vec2<f32>(0.3f, 0.6f), 0.25f);
    outputBuffer.data[0u] = t;
    var t_1: f32 = textureSampleCompareLevel(depth, cmp, vec2<f32>(0.3f, 0.6f), 1.25f);
    outputBuffer.data[1u] = t_1;
    var t_2: f32 = textureSampleCompareLevel(depth, cmp, vec2<f32>(0.5f, 0.5f), 0.75f, vec2<i32>(1i, -1i));
    outputBuffer.data[2u] = t_2;
    var t_3: vec4<f32> = textureGatherCompare(depth, cmp, vec2<f32>(0.5f, 0.5f), 0.5f);
    outputBuffer.data[3u] = t_3.x + t_3.y * 2.0f + t_3.z * 4.0f + t_3.w * 8.0f;
    var t_4: vec3<f32> = vec3<f32>(0.5f, 0.5f, 1.0f);
    var t_5: vec4<f32> = textureGatherCompare(layers, cmp, t_4.xy, i32(t_4.z), 1.5f);
    outputBuffer.data[4u] = t_5.x + t_5.y + t_5.z + t_5.w;
    var t_6: vec3<f32> = vec3<f32>(0.5f, 0.5f, 0.0f);
    var t_7: vec4<f32> = textureGatherCompare(layers, cmp, t_6.xy, i32(t_6.z), -0.5f);
    outputBuffer.data[5u] = t_7.x + t_7.y + t_7.z + t_7.w;
    var t_8: vec3<i32> = vec3<i32>(2i, 1i, 0i);
    var t_9: f32 = textureLoad(depth, t_8.xy, t_8.z);
    outputBuffer.data[6u] = t_9;
    var t_10: vec4<i32> = vec4<i32>(1i, 1i, 1i, 0i);
    var t_11: f32 = textureLoad(layers, t_10.xy, t_10.z, t_10.w);
    outputBuffer.data[7u] = t_11 * 3.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
