#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D tex;
layout(binding = 1, set = 0) uniform sampler samp;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} source;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    vec4 t = textureLod(sampler2D(tex, samp), vec2(0.25, 0.75), 0.0);
    outputBuffer.data[0u] = t.x * 2.5;
    vec4 t_1 = textureLod(sampler2D(tex, samp), vec2(0.5, 0.5), 0.0);
    outputBuffer.data[1u] = t_1.x * -4.0 + 2.5;
    int t_2 = source.data[1u];
    int t_3 = source.data[2u];
    outputBuffer.data[2u] = float(t_2 + t_3);
    int t_4 = source.data[2u];
    int t_5 = source.data[3u];
    outputBuffer.data[3u] = float(t_4 + t_5);
    outputBuffer.data[4u] = 102.0;
    int t_6 = source.data[0u];
    outputBuffer.data[5u] = float(t_6);
    return;
}
