#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform sampler2D grad;
layout(binding = 1, set = 0) uniform texture2D separate;
layout(binding = 2, set = 0) uniform sampler pointSampler;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    vec4 t_1 = textureLodOffset(grad, vec2(0.125, 0.125), 0.0, ivec2(1, 2));
    float t_2 = float(t) + 0.5;
    vec4 t_3 = textureLodOffset(grad, vec2(t_2, 3.5) / vec2(4.0, 4.0), 0.0, ivec2(-1, 0));
    uint t_4 = t * 3u;
    outputBuffer.data[t_4] = t_1.x * 10.0 + t_1.y + t_3.x * 100.0 + t_3.y * 1000.0;
    vec4 t_5 = textureGradOffset(grad, vec2(t_2, 1.5) / vec2(4.0, 4.0), vec2(0.0, 0.0), vec2(0.0, 0.0), ivec2(1, 1));
    outputBuffer.data[t_4 + 1u] = t_5.x * 10.0 + t_5.y;
    vec4 t_6 = textureLodOffset(sampler2D(separate, pointSampler), vec2(t_2, 0.5) / vec2(4.0, 4.0), 0.0, ivec2(0, 3));
    outputBuffer.data[t_4 + 2u] = t_6.x * 10.0 + t_6.y;
    return;
}
