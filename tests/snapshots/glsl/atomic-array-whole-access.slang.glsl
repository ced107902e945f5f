#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
shared uint[4] counters;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    if (t == 0u) {
        counters = uint[4](10u, 20u, 30u, 40u);
    }
    memoryBarrierShared();
    barrier();
    uint t_1 = t + 1u;
    uint t_2 = atomicAdd(counters[t_1 % 4u], t_1);
    memoryBarrierShared();
    barrier();
    uint[4] t_3 = counters;
    uint[4] snapshot = uint[4](0u, 0u, 0u, 0u);
    snapshot = t_3;
    uint t_4 = snapshot[t];
    outputBuffer.data[t] = t_4;
    outputBuffer.data[4u + t] = t_2;
    return;
}
