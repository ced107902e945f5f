#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} values;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} scratch;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = values.data[t_1];
    values.data[t_1] = t_2 * 10u + t_1;
    uint t_3 = values.data[t_1];
    scratch.data[t_1 * 4u >> (2u & 31u)] = t_3 + 100u;
    uint t_4 = values.data[t_1];
    outputBuffer.data[t_1] = t_4;
    uint t_5 = scratch.data[t_1 * 4u >> (2u & 31u)];
    outputBuffer.data[4u + t_1] = t_5;
    return;
}
