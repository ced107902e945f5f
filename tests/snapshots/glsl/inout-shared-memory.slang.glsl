#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
shared uint counter;
shared uint[2] pair;
shared uint[64] slots;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 0u;
        pair[0] = 0u;
        pair[1] = 0u;
    }
    memoryBarrierShared();
    barrier();
    uint t_3 = atomicAdd(counter, 1u);
    uint t_4 = atomicAdd(pair[1], 1u);
    uint t_5 = atomicAdd(pair[1], 1u);
    slots[t_1] = t_1 * 3u;
    uint t_6 = atomicAdd(outputBuffer.data[2u], 1u);
    memoryBarrierShared();
    barrier();
    if (t_2) {
        uint t_7 = counter;
        outputBuffer.data[0u] = t_7;
        uint t_8 = pair[1];
        outputBuffer.data[1u] = t_8;
        pair[0] = 9u;
        uint t_9 = pair[0];
        pair[0] = 0u;
        outputBuffer.data[3u] = t_9;
        uint sum;
        uint k;
        uint sum_1 = 0u;
        uint k_1 = 0u;
        for (;;) {
            if (k_1 < 64u) {
            } else {
                uint t_10 = sum_1;
                uint t_11 = k_1;
                sum = t_10;
                k = t_11;
                break;
            }
            uint t_12 = slots[k_1];
            uint t_13 = sum_1 + t_12;
            uint t_14 = k_1 + 1u;
            sum_1 = t_13;
            k_1 = t_14;
            continue;
        }
        outputBuffer.data[4u] = sum;
    }
    if (t_1 == 7u) {
        outputBuffer.data[6u] = 11u;
    }
    return;
}
