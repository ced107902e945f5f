#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 2.0;
    outputBuffer.data[1u] = 5.0;
    float t = outputBuffer.data[0u];
    float t_1 = outputBuffer.data[1u];
    float t_2 = outputBuffer.data[3u];
    outputBuffer.data[3u] = t_2 + 9.0;
    float t_3 = t * 3.0;
    float t_4 = outputBuffer.data[2u];
    outputBuffer.data[2u] = t_4 + (t_3 + t_3);
    outputBuffer.data[4u] = (t * t + 3.0 * t_1) * 2.0;
    float t_5 = outputBuffer.data[0u];
    float t_6 = outputBuffer.data[1u];
    outputBuffer.data[5u] = 1.5 * (t_5 * t_5 + 3.0 * t_6) * 2.0;
    return;
}
