#version 450
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
shared uint[16] slots;
shared uint total;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = t.x;
    slots[t_1] = t_1 * 10u + 5u;
    memoryBarrierShared();
    barrier();
    uint t_2 = slots[15];
    memoryBarrierShared();
    barrier();
    if (t_1 == 3u) {
        total = t_2 + 1u;
    }
    memoryBarrierShared();
    barrier();
    uint t_3 = total;
    memoryBarrierShared();
    barrier();
    uint t_4;
    if (t_3 == 156u) {
        memoryBarrierShared();
        barrier();
        t_4 = t_3 + 1u;
    } else {
        t_4 = t_3;
    }
    outputBuffer.data[t_1] = t_2 * 1000u + t_4;
    return;
}
