#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D depth;
layout(binding = 1, set = 0) uniform samplerShadow cmp;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    ivec3 t = ivec3(1, 2, 0);
    float t_1 = texelFetch(depth, ivec2(t.xy), int(t.z)).x;
    outputBuffer.data[0u] = t_1;
    float t_2 = textureLod(sampler2DShadow(depth, cmp), vec3(vec2(0.3, 0.6), 0.5), 0.0);
    outputBuffer.data[1u] = t_2;
    float t_3 = textureLod(sampler2DShadow(depth, cmp), vec3(vec2(0.3, 0.6), 1.5), 0.0);
    outputBuffer.data[2u] = t_3;
    ivec3 t_4 = ivec3(3, 3, 0);
    float t_5 = texelFetch(depth, ivec2(t_4.xy), int(t_4.z)).x;
    outputBuffer.data[3u] = t_5 * 2.0;
    return;
}
