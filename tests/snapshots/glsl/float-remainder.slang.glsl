#version 450
layout(local_size_x = 6, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} operands;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = 2u * t_1;
    float t_3 = operands.data[t_2];
    float t_4 = operands.data[t_2 + 1u];
    outputBuffer.data[t_1] = t_3 - t_4 * trunc(t_3 / t_4);
    return;
}
