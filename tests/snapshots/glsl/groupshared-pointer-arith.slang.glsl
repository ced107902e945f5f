#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
struct Pair
{
    int a;
    int b;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
shared int[8] slots;
shared Pair[4] pairs;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = t.x;
    int64_t t_2 = int64_t(t_1);
    (&slots[0])[t_2] = int(10u * t_1 + 1u);
    uint t_3 = t_1 + 4u;
    (&slots[0])[t_3] = int(10u * t_3 + 1u);
    int t_4 = int(t_1);
    (&pairs[0])[int64_t(uint64_t(t_1))].a = t_4;
    (&pairs[0])[int64_t(uint64_t(t_1))].b = t_4 * 100;
    memoryBarrierShared();
    barrier();
    int t_5 = (&(&slots[0])[7l])[-int64_t(t_4)];
    outputBuffer.data[t_1] = t_5;
    int t_6 = (&(&slots[0])[t_2])[4l];
    outputBuffer.data[t_3] = t_6;
    int t_7 = (&pairs[0])[int64_t(3u - t_1)].b;
    int t_8 = (&pairs[0])[t_2].a;
    outputBuffer.data[8u + t_1] = t_7 + t_8;
    return;
}
