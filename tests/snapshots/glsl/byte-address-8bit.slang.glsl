#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} buffer_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uint t = buffer_1.data[0u];
    uint t_1 = buffer_1.data[0u];
    uint t_2 = buffer_1.data[1u];
    outputBuffer.data[0u] = int(uint8_t(t));
    outputBuffer.data[1u] = int(int8_t(uint8_t(t_1 >> (8u & 31u))));
    outputBuffer.data[2u] = int(uintBitsToFloat(t_2) * 2.0);
    uint t_3 = buffer_1.data[0u];
    outputBuffer.data[3u] = int(uint8_t(t_3 >> (24u & 31u)));
    uint t_4 = atomicAnd(buffer_1.data[2u], 4294902015u);
    uint t_5 = atomicOr(buffer_1.data[2u], 43776u);
    uint t_6 = atomicAnd(buffer_1.data[2u], 4278255615u);
    uint t_7 = atomicOr(buffer_1.data[2u], 16646144u);
    uint t_8 = buffer_1.data[2u];
    outputBuffer.data[4u] = int(t_8);
    uint t_9 = atomicAnd(buffer_1.data[3u], 4294967040u);
    uint t_10 = atomicOr(buffer_1.data[3u], 7u);
    uint t_11 = atomicAnd(buffer_1.data[3u], 4294902015u);
    uint t_12 = atomicOr(buffer_1.data[3u], 65280u);
    buffer_1.data[4u] = t_2;
    uint t_13 = buffer_1.data[3u];
    uint t_14 = buffer_1.data[4u];
    outputBuffer.data[5u] = int(t_13) + int(uintBitsToFloat(t_14) * 100.0);
    return;
}
