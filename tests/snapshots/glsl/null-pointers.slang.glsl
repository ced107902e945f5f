#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_int
{
    int _data;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    BufferPointer_int t = BufferPointer_int(0ul);
    BufferPointer_int a = BufferPointer_int(uint64_t(0));
    a = t;
    BufferPointer_int t_1 = BufferPointer_int(uint64_t(0));
    BufferPointer_int t_2 = t_1;
    BufferPointer_int h = BufferPointer_int(uint64_t(0));
    h = t_2;
    BufferPointer_int t_3 = a;
    outputBuffer.data[0u] = uint(uint64_t(t_3));
    BufferPointer_int t_4 = h;
    outputBuffer.data[1u] = uint(uint64_t(t_4) == 0ul);
    BufferPointer_int t_5 = a;
    BufferPointer_int t_6 = h;
    outputBuffer.data[2u] = bool(uint64_t(t_6)) ? 5u : bool(uint64_t(t_5)) ? 7u : 1u;
    BufferPointer_int t_7 = a;
    BufferPointer_int b = BufferPointer_int(uint64_t(0));
    b = BufferPointer_int(uint64_t(t_7) + uint64_t(3l) * 4ul);
    BufferPointer_int t_8 = b;
    outputBuffer.data[3u] = uint(uint64_t(t_8));
    BufferPointer_int t_9 = a;
    outputBuffer.data[4u] = unpackUint2x32(uint64_t(t_9)).x;
    BufferPointer_int t_10 = b;
    BufferPointer_int t_11 = BufferPointer_int(uint64_t(t_10));
    BufferPointer_int t_12 = b;
    outputBuffer.data[5u] = uint(uint64_t(t_11) == uint64_t(t_12));
    return;
}
