#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
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
    uint t = input_1.data[1u];
    uint t_1 = input_1.data[2u];
    uint t_2 = input_1.data[3u];
    output_1.data[0u] = t;
    output_1.data[1u] = t_1;
    output_1.data[2u] = t_2;
    uint t_3 = input_1.data[0u];
    uint t_4 = input_1.data[2u];
    uint t_5 = input_1.data[3u];
    uint64_t t_6 = uint64_t(t_4) | uint64_t(t_5) << (32ul & 63ul);
    output_1.data[3u] = t_3;
    output_1.data[5u] = uint(t_6);
    output_1.data[6u] = uint(t_6 >> (32ul & 63ul));
    uint t_7 = input_1.data[0u];
    uint t_8 = input_1.data[1u];
    uint t_9 = input_1.data[2u];
    output_1.data[7u] = t_7;
    output_1.data[8u] = t_8;
    output_1.data[9u] = t_9;
    uint t_10 = input_1.data[4u];
    uint t_11 = input_1.data[5u];
    uint64_t t_12 = (uint64_t(t_10) | uint64_t(t_11) << (32ul & 63ul)) + 1ul;
    output_1.data[10u] = uint(t_12);
    output_1.data[11u] = uint(t_12 >> (32ul & 63ul));
    uint t_13 = input_1.data[6u];
    uint t_14 = input_1.data[7u];
    ivec2 t_15 = floatBitsToInt(vec2(uintBitsToFloat(t_13), uintBitsToFloat(t_14))) * ivec2(2, 2);
    output_1.data[12u] = uint(t_15.x);
    output_1.data[13u] = uint(t_15.y);
    uint t_16 = input_1.data[6u];
    uint t_17 = input_1.data[7u];
    output_1.data[14u] = t_17;
    output_1.data[15u] = t_16;
    uint t_18 = input_1.data[1u];
    uint t_19 = input_1.data[2u];
    uint64_t t_20 = uint64_t(t_18) | uint64_t(t_19) << (32ul & 63ul);
    output_1.data[16u] = uint(t_20);
    output_1.data[17u] = uint(t_20 >> (32ul & 63ul));
    return;
}
