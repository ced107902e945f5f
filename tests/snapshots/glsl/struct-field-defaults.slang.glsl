#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = 5;
    outputBuffer.data[1u] = 0;
    outputBuffer.data[2u] = 7;
    outputBuffer.data[3u] = 8;
    outputBuffer.data[4u] = 42;
    outputBuffer.data[5u] = (int(t.x) + 2) * 42;
    outputBuffer.data[6u] = 12;
    outputBuffer.data[7u] = 12;
    outputBuffer.data[8u] = 8;
    return;
}
