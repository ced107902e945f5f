#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D tex;
layout(binding = 1, set = 0) uniform sampler samp;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    ivec3 t = ivec3(1, 1, 0);
    vec4 t_1 = texelFetchOffset(tex, ivec2(t.xy), int(t.z), ivec2(0, 0));
    outputBuffer.data[0u] = roundEven(t_1.x * 3.0) * 10.0 + roundEven(t_1.y * 3.0);
    ivec3 t_2 = ivec3(1, 1, 0);
    vec4 t_3 = texelFetchOffset(tex, ivec2(t_2.xy), int(t_2.z), ivec2(1, 0));
    outputBuffer.data[1u] = roundEven(t_3.x * 3.0) * 10.0 + roundEven(t_3.y * 3.0);
    ivec3 t_4 = ivec3(1, 1, 0);
    vec4 t_5 = texelFetchOffset(tex, ivec2(t_4.xy), int(t_4.z), ivec2(-1, 2));
    outputBuffer.data[2u] = roundEven(t_5.x * 3.0) * 10.0 + roundEven(t_5.y * 3.0);
    vec4 t_6 = textureLodOffset(sampler2D(tex, samp), vec2(0.375, 0.375), 0.0, ivec2(0, 0));
    outputBuffer.data[3u] = roundEven(t_6.x * 3.0) * 10.0 + roundEven(t_6.y * 3.0);
    vec4 t_7 = textureLodOffset(sampler2D(tex, samp), vec2(0.375, 0.375), 0.0, ivec2(2, 1));
    outputBuffer.data[4u] = roundEven(t_7.x * 3.0) * 10.0 + roundEven(t_7.y * 3.0);
    vec4 t_8 = textureLodOffset(sampler2D(tex, samp), vec2(0.375, 0.375), 0.0, ivec2(0, -1));
    outputBuffer.data[5u] = roundEven(t_8.x * 3.0) * 10.0 + roundEven(t_8.y * 3.0);
    return;
}
