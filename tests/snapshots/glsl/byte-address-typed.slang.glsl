#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} output_1;
void main();
void main() {
    uint t = input_1.data[0u];
    uint t_1 = input_1.data[1u];
    uint t_2 = input_1.data[2u];
    output_1.data[0u] = floatBitsToUint(uintBitsToFloat(t) * 2.0);
    ivec2 t_3 = ivec2(int(t_1), int(t_2)) + ivec2(10, 20);
    output_1.data[1u] = uint(t_3.x);
    output_1.data[2u] = uint(t_3.y);
    uint t_4 = input_1.data[3u];
    output_1.data[3u] = t_4;
    return;
}
