#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = t_1 * 2u;
    int t_3 = inputBuffer.data[t_2];
    int t_4 = inputBuffer.data[t_2 + 1u];
    uint t_5 = t_1 * 5u;
    outputBuffer.data[t_5] = t_3 + t_4;
    outputBuffer.data[t_5 + 1u] = t_3 - t_4;
    outputBuffer.data[t_5 + 2u] = t_3 * t_4;
    outputBuffer.data[t_5 + 3u] = t_3 / t_4;
    outputBuffer.data[t_5 + 4u] = t_3 - t_3 / t_4 * t_4;
    return;
}
