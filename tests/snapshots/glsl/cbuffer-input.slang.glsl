#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    int count;
    float scale;
    vec2 offset;
    int extra;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    int t = globalParams.count;
    float t_1 = globalParams.scale;
    outputBuffer.data[0u] = float(t) * t_1;
    vec2 t_2 = globalParams.offset;
    vec2 t_3 = globalParams.offset;
    outputBuffer.data[1u] = t_2.x + t_3.y;
    int t_4 = globalParams.extra;
    outputBuffer.data[2u] = float(t_4);
    float t_5 = globalParams.scale;
    vec2 t_6 = globalParams.offset;
    outputBuffer.data[3u] = t_5 * t_6.y;
    return;
}
