#version 450
#extension GL_EXT_samplerless_texture_functions : require
struct Inner
{
    float scale;
};
struct Material
{
    vec4 tint;
    Inner inner;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Material gMat;
} globalParams;
layout(binding = 1, set = 0) uniform texture2D gMat_albedo;
layout(binding = 2, set = 0) uniform sampler gMat_samp;
layout(std430, binding = 3, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} gMat_inner_extra;
layout(std430, binding = 4, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} output_1;
void main();
void main() {
    vec4 t = textureLod(sampler2D(gMat_albedo, gMat_samp), vec2(0.5, 0.5), 0.0);
    vec4 t_1 = globalParams.gMat.tint;
    vec4 t_2 = t * t_1;
    output_1.data[0u] = t_2.x;
    output_1.data[1u] = t_2.y;
    output_1.data[2u] = t_2.z;
    output_1.data[3u] = t_2.w;
    float t_3 = gMat_inner_extra.data[0u];
    float t_4 = globalParams.gMat.inner.scale;
    float t_5 = gMat_inner_extra.data[1u];
    output_1.data[4u] = t_3 * t_4 + t_5;
    vec4 t_6 = globalParams.gMat.tint;
    float t_7 = globalParams.gMat.inner.scale;
    vec4 t_8 = textureLod(sampler2D(gMat_albedo, gMat_samp), vec2(0.25, 0.75), 0.0);
    float t_9 = gMat_inner_extra.data[1u];
    output_1.data[5u] = t_8.x * t_6.y + t_9 * t_7;
    float t_10 = globalParams.gMat.inner.scale;
    float t_11 = gMat_inner_extra.data[0u];
    float t_12 = gMat_inner_extra.data[1u];
    output_1.data[6u] = t_11 + t_12;
    output_1.data[7u] = t_10;
    return;
}
