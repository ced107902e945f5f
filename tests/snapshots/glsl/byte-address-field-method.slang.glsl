#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uint t = input_1.data[1u];
    uint t_1 = input_1.data[2u];
    outputBuffer.data[0u] = int(t);
    outputBuffer.data[1u] = int(t_1);
    uint t_2 = input_1.data[3u];
    outputBuffer.data[2u] = int(uintBitsToFloat(t_2) * 100.0);
    input_1.data[0u] = 7u;
    uint t_3 = input_1.data[0u];
    outputBuffer.data[3u] = int(t_3);
    uint t_4 = input_1.data[2u];
    outputBuffer.data[4u] = int(t_4);
    return;
}
