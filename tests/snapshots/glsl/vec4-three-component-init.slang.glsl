#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    ivec4[] data;
} o;
void main();
void main() {
    o.data[0u] = ivec4(1, 2, 3, 3);
    o.data[1u] = ivec4(7, 7, 8, 9);
    o.data[2u] = ivec4(4, 5, 6, 6);
    o.data[3u] = ivec4(1, 1, 2, 3);
    return;
}
