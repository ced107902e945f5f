struct Inner {
    @size(16) scale: f32,
}
struct Material {
    tint: vec4<f32>,
    @align(16) inner: Inner,
}
struct GlobalParams {
    gMat: Material,
}
struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var gMat_albedo: texture_2d<f32>;
@group(0) @binding(2) var gMat_samp: sampler;
@group(0) @binding(3) var<storage, read> gMat_inner_extra: StructuredBuffer;
@group(0) @binding(4) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec4<f32> = textureSampleLevel(gMat_albedo, gMat_samp, vec2<f32>(0.5f, 0.5f), 0.0f);
    var t_1: vec4<f32> = globalParams.gMat.tint;
    var t_2: vec4<f32> = t * t_1;
    output.data[0u] = t_2.x;
    output.data[1u] = t_2.y;
    output.data[2u] = t_2.z;
    output.data[3u] = t_2.w;
    var t_3: f32 = gMat_inner_extra.data[0u];
    var t_4: f32 = globalParams.gMat.inner.scale;
    var t_5: f32 = gMat_inner_extra.data[1u];
    output.data[4u] = t_3 * t_4 + t_5;
    var t_6: vec4<f32> = globalParams.gMat.tint;
    var t_7: f32 = globalParams.gMat.inner.scale;
    var t_8: vec4<f32> = textureSampleLevel(gMat_albedo, gMat_samp, vec2<f32>(0.25f, 0.75f), 0.0f);
    var t_9: f32 = gMat_inner_extra.data[1u];
    output.data[5u] = t_8.x * t_6.y + t_9 * t_7;
    var t_10: f32 = globalParams.gMat.inner.scale;
    var t_11: f32 = gMat_inner_extra.data[0u];
    var t_12: f32 = gMat_inner_extra.data[1u];
    output.data[6u] = t_11 + t_12;
    output.data[7u] = t_10;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
