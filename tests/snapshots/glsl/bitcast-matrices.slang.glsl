#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = inputBuffer.data[0u];
    uint t_1 = inputBuffer.data[1u];
    uint t_2 = inputBuffer.data[2u];
    uint t_3 = inputBuffer.data[3u];
    vec2 t_4 = uintBitsToFloat(uvec2(t, t_1));
    vec2 t_5 = uintBitsToFloat(uvec2(t_2, t_3));
    float t_6 = t_4.x;
    outputBuffer.data[0u] = t_6;
    float t_7 = t_4.y;
    outputBuffer.data[1u] = t_7;
    float t_8 = t_5.x;
    outputBuffer.data[2u] = t_8;
    outputBuffer.data[3u] = t_6 + t_7 + t_8 + t_5.y;
    return;
}
