#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} bytes;
shared uint counter;
shared uint ticket;
shared int lowest;
shared int highest;
shared uint[2] flags;
shared uint winner;
shared uint slot;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 10u;
        ticket = 0u;
        lowest = 0;
        highest = -100;
        flags[0] = 0u;
        flags[1] = 240u;
        winner = 99u;
        slot = 7u;
    }
    memoryBarrierShared();
    barrier();
    uint t_3 = atomicAdd(counter, t_1 + 1u);
    uint t_4 = atomicAdd(ticket, 1u);
    int t_5 = atomicOr(outputBuffer.data[7u], 1 << (int(t_4) & 31));
    int t_6 = int(t_1);
    int t_7 = atomicMin(lowest, t_6 - 2);
    int t_8 = atomicMax(highest, -t_6 * 3);
    uint t_9 = atomicOr(flags[0], 1u << (t_1 * 4u & 31u));
    uint t_10 = atomicXor(flags[1], 1u << (t_1 & 31u));
    uint t_11 = atomicCompSwap(winner, 99u, t_1);
    int t_12 = atomicAdd(outputBuffer.data[6u], t_11 == 99u ? 1 : 0);
    uint t_13 = atomicExchange(slot, t_1 + 100u);
    int t_14 = atomicAdd(outputBuffer.data[8u], t_13 == 7u ? 1 : 0);
    uint t_15 = atomicAdd(bytes.data[1u], t_1);
    uint t_16 = atomicMax(bytes.data[2u], t_1 * 5u);
    uint t_17 = atomicCompSwap(bytes.data[3u], 0u, 7u);
    memoryBarrierShared();
    barrier();
    if (t_2) {
        uint t_18 = counter;
        outputBuffer.data[0u] = int(t_18);
        int t_19 = lowest;
        outputBuffer.data[1u] = t_19;
        int t_20 = highest;
        outputBuffer.data[2u] = t_20;
        uint t_21 = flags[0];
        outputBuffer.data[3u] = int(t_21);
        uint t_22 = flags[1];
        outputBuffer.data[4u] = int(t_22);
        uint t_23 = winner;
        outputBuffer.data[5u] = t_23 < 4u ? 1 : 0;
        uint t_24 = slot;
        bool t_25;
        if (t_24 >= 100u) {
            uint t_26 = slot;
            t_25 = t_26 <= 103u;
        } else {
            t_25 = false;
        }
        outputBuffer.data[9u] = t_25 ? 1 : 0;
        uint t_27 = bytes.data[0u];
        outputBuffer.data[10u] = int(t_27);
        outputBuffer.data[11u] = 42;
    }
    return;
}
