struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var t4: texture_2d<f32>;
@group(0) @binding(1) var t2: texture_2d<f32>;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec3<i32> = vec3<i32>(1i, 2i, 0i);
    var t_1: vec4<f32> = textureLoad(t4, t.xy, t.z);
    var t_2: vec4<f32> = t_1 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
    var t_3: vec3<i32> = vec3<i32>(0i, 0i, 0i);
    var t_4: vec2<f32> = textureLoad(t2, t_3.xy, t_3.z).xy;
    var t_5: vec2<f32> = t_4 + vec2<f32>(1.0f, 1.0f);
    outputBuffer.data[0u] = dot(t_2, t_2) + 2.0f;
    outputBuffer.data[1u] = dot(t_5, t_5) + 3.0f;
    var t_6: vec2<u32> = textureDimensions(t4);
    outputBuffer.data[2u] = f32(i32(t_6.x * t_6.y));
    var t_7: vec2<u32> = textureDimensions(t2);
    outputBuffer.data[3u] = f32(i32(t_7.x * t_7.y));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
