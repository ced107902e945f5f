#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    outputBuffer.data[0u] = 1;
    outputBuffer.data[1u] = 3;
    outputBuffer.data[2u] = 1;
    outputBuffer.data[3u] = 1;
    outputBuffer.data[4u] = 2;
    outputBuffer.data[5u] = 3;
    outputBuffer.data[6u] = 4;
    outputBuffer.data[7u] = 3;
    outputBuffer.data[8u] = 1;
    outputBuffer.data[9u] = 2;
    outputBuffer.data[10u] = 2;
    outputBuffer.data[11u] = 3;
    outputBuffer.data[12u] = 4;
    outputBuffer.data[13u] = 4;
    outputBuffer.data[14u] = 2;
    outputBuffer.data[15u] = 1;
    outputBuffer.data[16u] = 6;
    outputBuffer.data[17u] = 7;
    outputBuffer.data[18u] = 7;
    outputBuffer.data[19u] = 8;
    outputBuffer.data[20u] = t_1 & int(0x80000000u) | 1065353216;
    outputBuffer.data[21u] = 2;
    outputBuffer.data[22u] = 15;
    outputBuffer.data[23u] = 15;
    outputBuffer.data[24u] = int(0x80000000u) + t_1 >> (31 & 31);
    outputBuffer.data[25u] = -2;
    outputBuffer.data[26u] = 15;
    outputBuffer.data[27u] = 8;
    return;
}
