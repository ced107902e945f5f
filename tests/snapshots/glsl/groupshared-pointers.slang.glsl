#version 450
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
shared int[4] slots;
shared Pair pair;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    int t_1 = int(t.x);
    slots[t_1] = (t_1 + 1) * 3;
    if (t_1 == 0) {
        pair.a = 4;
        pair.b = 7;
    }
    memoryBarrierShared();
    barrier();
    int t_2 = slots[3 - t_1];
    int t_3 = slots[t_1];
    outputBuffer.data[uint(t_1)] = t_2 + t_3;
    int t_4 = pair.a;
    int t_5 = pair.b;
    outputBuffer.data[uint(4 + t_1)] = t_4 * 10 + t_5 + t_1;
    return;
}
