#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
struct Pair
{
    int a;
    int b;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_Pair
{
    Pair _data;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_vec3
{
    vec3 _data;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
shared int[4] slots;
shared Pair pair;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = t.x;
    slots[t_1] = int(10u * t_1);
    bool t_2 = t_1 == 0u;
    if (t_2) {
        pair.a = 6;
        pair.b = 7;
    }
    memoryBarrierShared();
    barrier();
    if (t_2) {
        BufferPointer_Pair q = BufferPointer_Pair(uint64_t(0));
        BufferPointer_Pair t_3 = BufferPointer_Pair(0ul);
        q = t_3;
        BufferPointer_Pair t_4 = q;
        BufferPointer_Pair p = BufferPointer_Pair(uint64_t(0));
        p = t_4;
        BufferPointer_Pair t_5 = p;
        outputBuffer.data[0u] = int(uint64_t(BufferPointer_Pair(uint64_t(t_5) + uint64_t(3l) * 8ul)));
        BufferPointer_vec3 v = BufferPointer_vec3(uint64_t(0));
        BufferPointer_vec3 t_6 = BufferPointer_vec3(0ul);
        v = t_6;
        BufferPointer_vec3 t_7 = v;
        BufferPointer_vec3 p_1 = BufferPointer_vec3(uint64_t(0));
        p_1 = t_7;
        BufferPointer_vec3 t_8 = p_1;
        outputBuffer.data[1u] = int(uint64_t(BufferPointer_vec3(uint64_t(t_8) + uint64_t(2l) * 12ul)));
        int t_9 = slots[2];
        outputBuffer.data[2u] = t_9;
        int t_10 = slots[3];
        outputBuffer.data[3u] = t_10;
        Pair t_11 = pair;
        outputBuffer.data[4u] = t_11.b;
    }
    return;
}
