#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_uint
{
    uint _data;
};
struct Pair
{
    uint a;
    uint b;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_Pair
{
    Pair _data;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    BufferPointer_uint p = BufferPointer_uint(uint64_t(0));
    BufferPointer_uint t = BufferPointer_uint(0ul);
    p = t;
    BufferPointer_uint t_1 = p;
    outputBuffer.data[0u] = uint(uint64_t(t_1) == 0ul);
    BufferPointer_uint t_2 = p;
    BufferPointer_uint q = BufferPointer_uint(uint64_t(0));
    q = BufferPointer_uint(uint64_t(t_2) + uint64_t(3l) * 4ul);
    BufferPointer_uint t_3 = q;
    outputBuffer.data[1u] = uint(uint64_t(t_3));
    BufferPointer_uint t_4 = q;
    BufferPointer_Pair t_5 = BufferPointer_Pair(uint64_t(t_4));
    BufferPointer_Pair r = BufferPointer_Pair(uint64_t(0));
    r = t_5;
    BufferPointer_Pair t_6 = r;
    outputBuffer.data[2u] = uint(uint64_t(t_6) != 0ul);
    outputBuffer.data[3u] = 20u;
    return;
}
