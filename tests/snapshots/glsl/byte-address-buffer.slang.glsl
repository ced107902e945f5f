#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} buffer_1;
void main();
void main() {
    uint t = buffer_1.data[0u];
    uint t_1 = buffer_1.data[1u];
    uint t_2 = buffer_1.data[2u];
    uint t_3 = buffer_1.data[3u];
    uint t_4 = buffer_1.data[7u];
    buffer_1.data[0u] = t + t_1 + t_2 + t_3;
    buffer_1.data[2u] = t_4;
    buffer_1.data[3u] = t_4 * 2u;
    uint t_5 = buffer_1.data[1u];
    buffer_1.data[7u] = t_5 * 100u;
    return;
}
