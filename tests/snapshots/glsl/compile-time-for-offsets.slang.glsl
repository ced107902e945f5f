#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D grad;
layout(binding = 1, set = 0) uniform sampler pointSampler;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    vec4 t = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(0, 3));
    outputBuffer.data[0u] = roundEven(t.x * 3.0) * 10.0 + roundEven(t.y * 3.0);
    vec4 t_1 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(0, 0));
    vec4 t_2 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(1, 2));
    outputBuffer.data[1u] = roundEven(t_2.x * 3.0) * 10.0 + roundEven(t_2.y * 3.0);
    vec4 t_3 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(1, 0));
    vec4 t_4 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(2, 1));
    outputBuffer.data[2u] = roundEven(t_4.x * 3.0) * 10.0 + roundEven(t_4.y * 3.0);
    vec4 t_5 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(2, 0));
    vec4 t_6 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(3, 0));
    outputBuffer.data[3u] = roundEven(t_6.x * 3.0) * 10.0 + roundEven(t_6.y * 3.0);
    vec4 t_7 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(3, 0));
    outputBuffer.data[4u] = 2.0;
    outputBuffer.data[5u] = 3.0;
    outputBuffer.data[6u] = 0.0 + roundEven(t_1.x * 3.0) + roundEven(t_3.x * 3.0) + roundEven(t_5.x * 3.0) + roundEven(t_7.x * 3.0);
    vec4 t_8 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(1, 2));
    outputBuffer.data[7u] = roundEven(t_8.x * 3.0) * 10.0 + roundEven(t_8.y * 3.0);
    vec4 t_9 = textureLodOffset(sampler2D(grad, pointSampler), vec2(0.125, 0.125), 0.0, ivec2(1, 1));
    outputBuffer.data[8u] = roundEven(t_9.x * 3.0) * 10.0 + roundEven(t_9.y * 3.0);
    return;
}
