#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    ivec4[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = ivec4(3, 2, 1, 14);
    outputBuffer.data[1u] = ivec4(2, -1, 2, 7);
    return;
}
