#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} copy;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uint t = input_1.data[0u];
    uint t_1 = input_1.data[1u];
    uint t_2 = input_1.data[2u];
    uint t_3 = input_1.data[2u];
    uint t_4 = input_1.data[3u];
    copy.data[1u] = t;
    copy.data[2u] = t_1;
    copy.data[3u] = t_2;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = t_4;
    return;
}
