#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
void main() {
    output_1.data[0u] = 2;
    output_1.data[1u] = 8;
    return;
}
