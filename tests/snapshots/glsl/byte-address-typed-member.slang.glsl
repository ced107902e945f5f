#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} source;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} target;
void main();
void main() {
    uint t = source.data[0u];
    uint t_1 = source.data[1u];
    uvec2 t_2 = uvec2(t, t_1) + uvec2(100u, 200u);
    target.data[4u] = t_2.x;
    target.data[5u] = t_2.y;
    uint t_3 = source.data[3u];
    target.data[1u] = t_3 * 2u;
    return;
}
