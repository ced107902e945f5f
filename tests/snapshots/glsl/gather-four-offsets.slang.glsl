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
    vec4 t = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(0, 0), 0);
    vec4 t_1 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(1, 0), 0);
    vec4 t_2 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(-1, 0), 0);
    vec4 t_3 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(0, 1), 0);
    vec4 r = vec4(0.0);
    r = vec4(t.w, t_1.w, t_2.w, t_3.w);
    vec4 t_4 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(0, 0), 1);
    vec4 t_5 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(1, 0), 1);
    vec4 t_6 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(-1, 0), 1);
    vec4 t_7 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(0, 1), 1);
    vec4 g = vec4(0.0);
    g = vec4(t_4.w, t_5.w, t_6.w, t_7.w);
    vec4 t_8 = textureGatherOffset(sampler2D(tex, samp), vec2(0.5, 0.5), ivec2(1, 1), 0);
    vec4 plain = vec4(0.0);
    plain = t_8;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 4) {
        } else {
            k = k_1;
            break;
        }
        float t_9 = r[k_1];
        outputBuffer.data[uint(k_1)] = roundEven(t_9 * 3.0);
        float t_10 = g[k_1];
        outputBuffer.data[uint(4 + k_1)] = roundEven(t_10 * 3.0);
        float t_11 = plain[k_1];
        outputBuffer.data[uint(8 + k_1)] = roundEven(t_11 * 3.0);
        k_1 = k_1 + 1;
        continue;
    }
    return;
}
