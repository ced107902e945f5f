#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_int
{
    int _data;
};
layout(buffer_reference, scalar, buffer_reference_align = 8) buffer BufferPointer_BufferPointer_int
{
    BufferPointer_int _data;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    BufferPointer_int base = BufferPointer_int(uint64_t(0));
    BufferPointer_int t = BufferPointer_int(0ul);
    base = t;
    BufferPointer_int t_1 = base;
    BufferPointer_int t_2 = base;
    BufferPointer_int ptrs = BufferPointer_int(uint64_t(0));
    BufferPointer_int ptrs_1 = BufferPointer_int(uint64_t(0));
    ptrs = t_1;
    ptrs_1 = BufferPointer_int(uint64_t(t_2) + uint64_t(2l) * 4ul);
    BufferPointer_BufferPointer_int t_3 = BufferPointer_BufferPointer_int(0ul);
    BufferPointer_BufferPointer_int pp = BufferPointer_BufferPointer_int(uint64_t(0));
    pp = t_3;
    BufferPointer_int t_4 = ptrs;
    outputBuffer.data[0u] = uint(uint64_t(t_4) == 0ul);
    BufferPointer_int t_5 = ptrs_1;
    outputBuffer.data[1u] = uint(uint64_t(t_5));
    BufferPointer_BufferPointer_int t_6 = pp;
    outputBuffer.data[2u] = uint(uint64_t(t_6) == 0ul);
    return;
}
