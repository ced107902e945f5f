#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_int
{
    int _data;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_ivec2
{
    ivec2 _data;
};
struct Atomic_uint_
{
    uint _value;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_Atomic_uint_
{
    Atomic_uint_ _data;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_vec3
{
    vec3 _data;
};
layout(buffer_reference, scalar, buffer_reference_align = 8) buffer BufferPointer_BufferPointer_vec3
{
    BufferPointer_vec3 _data;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    BufferPointer_int base = BufferPointer_int(uint64_t(0));
    BufferPointer_int t = BufferPointer_int(0ul);
    base = t;
    BufferPointer_int t_1 = base;
    BufferPointer_int p = BufferPointer_int(uint64_t(0));
    p = BufferPointer_int(uint64_t(t_1) + uint64_t(1l) * 4ul);
    BufferPointer_int t_2 = p;
    BufferPointer_ivec2 t_3 = BufferPointer_ivec2(uint64_t(t_2));
    outputBuffer.data[0u] = int(uint64_t(BufferPointer_ivec2(uint64_t(t_3) + uint64_t(1l) * 8ul)));
    BufferPointer_int t_4 = p;
    BufferPointer_Atomic_uint_ t_5 = BufferPointer_Atomic_uint_(uint64_t(t_4));
    outputBuffer.data[1u] = int(uint64_t(BufferPointer_Atomic_uint_(uint64_t(t_5) + uint64_t(1l) * 4ul)));
    BufferPointer_int t_6 = p;
    BufferPointer_BufferPointer_vec3 t_7 = BufferPointer_BufferPointer_vec3(uint64_t(t_6));
    outputBuffer.data[2u] = int(uint64_t(BufferPointer_BufferPointer_vec3(uint64_t(t_7) + uint64_t(1l) * 8ul)));
    BufferPointer_int t_8 = p;
    BufferPointer_ivec2 t_9 = BufferPointer_ivec2(uint64_t(t_8));
    BufferPointer_int t_10 = BufferPointer_int(uint64_t(t_9));
    outputBuffer.data[3u] = int(uint64_t(t_10));
    return;
}
