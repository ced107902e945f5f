#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform sampler2D grad;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    uint t_1 = t * 5u;
    float t_2 = float(t + 1u);
    float t_3 = float(t);
    vec2 t_4 = vec2(t_2);
    vec2 t_5 = vec3(vec2(t_3 + 0.5, 2.5) / vec2(4.0, 4.0) * t_4, t_2).xy / t_4;
    vec4 t_6 = textureLod(grad, t_5, 0.0);
    outputBuffer.data[t_1] = int(roundEven(t_6.x * 3.0)) * 10 + int(roundEven(t_6.y * 3.0));
    vec4 t_7 = textureLod(grad, vec4(vec2(3.5 - t_3, 1.5) / vec2(4.0, 4.0) * vec2(2.0, 2.0), 7.0, 2.0).xy / vec2(2.0, 2.0), 0.0);
    outputBuffer.data[t_1 + 1u] = int(roundEven(t_7.x * 3.0)) * 10 + int(roundEven(t_7.y * 3.0));
    vec4 t_8 = textureLodOffset(grad, t_5, 0.0, ivec2(0, 1));
    outputBuffer.data[t_1 + 2u] = int(roundEven(t_8.x * 3.0)) * 10 + int(roundEven(t_8.y * 3.0));
    vec4 t_9 = textureGrad(grad, t_5, vec2(0.0, 0.0), vec2(0.0, 0.0));
    outputBuffer.data[t_1 + 3u] = int(roundEven(t_9.x * 3.0)) * 10 + int(roundEven(t_9.y * 3.0));
    vec4 t_10 = textureGradOffset(grad, vec2(float(t % 3u) + 0.5, 0.5) / vec2(4.0, 4.0), vec2(0.0, 0.0), vec2(0.0, 0.0), ivec2(1, 0));
    vec4 t_11 = textureGradOffset(grad, t_5, vec2(0.0, 0.0), vec2(0.0, 0.0), ivec2(0, -2));
    outputBuffer.data[t_1 + 4u] = int(roundEven(t_10.x * 3.0)) * 10 + int(roundEven(t_10.y * 3.0)) + (int(roundEven(t_11.x * 3.0)) * 10 + int(roundEven(t_11.y * 3.0))) * 100;
    return;
}
