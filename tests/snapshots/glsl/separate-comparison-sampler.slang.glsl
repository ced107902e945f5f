#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D depth;
layout(binding = 1, set = 0) uniform texture2DArray layers;
layout(binding = 2, set = 0) uniform samplerShadow cmp;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = textureLod(sampler2DShadow(depth, cmp), vec3(vec2(0.3, 0.6), 0.25), 0.0);
    outputBuffer.data[0u] = t;
    float t_1 = textureLod(sampler2DShadow(depth, cmp), vec3(vec2(0.3, 0.6), 1.25), 0.0);
    outputBuffer.data[1u] = t_1;
    float t_2 = textureLodOffset(sampler2DShadow(depth, cmp), vec3(vec2(0.5, 0.5), 0.75), 0.0, ivec2(1, -1));
    outputBuffer.data[2u] = t_2;
    vec4 t_3 = textureGather(sampler2DShadow(depth, cmp), vec2(0.5, 0.5), 0.5);
    outputBuffer.data[3u] = t_3.x + t_3.y * 2.0 + t_3.z * 4.0 + t_3.w * 8.0;
    vec4 t_4 = textureGather(sampler2DArrayShadow(layers, cmp), vec3(0.5, 0.5, 1.0), 1.5);
    outputBuffer.data[4u] = t_4.x + t_4.y + t_4.z + t_4.w;
    vec4 t_5 = textureGather(sampler2DArrayShadow(layers, cmp), vec3(0.5, 0.5, 0.0), -0.5);
    outputBuffer.data[5u] = t_5.x + t_5.y + t_5.z + t_5.w;
    ivec3 t_6 = ivec3(2, 1, 0);
    float t_7 = texelFetch(depth, ivec2(t_6.xy), int(t_6.z)).x;
    outputBuffer.data[6u] = t_7;
    ivec4 t_8 = ivec4(1, 1, 1, 0);
    float t_9 = texelFetch(layers, ivec3(t_8.xyz), int(t_8.w)).x;
    outputBuffer.data[7u] = t_9 * 3.0;
    return;
}
