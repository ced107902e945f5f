#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} o;
void main();
void main() {
    o.data[0u] = 2.0;
    o.data[1u] = 5.0;
    o.data[2u] = 3.0;
    o.data[3u] = 7.0;
    o.data[4u] = 4.0;
    o.data[5u] = 6.0;
    return;
}
