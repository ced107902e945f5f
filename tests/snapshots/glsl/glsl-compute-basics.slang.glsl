#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} outputBuffer;
shared uint total;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = gl_LocalInvocationIndex;
    if (t_2 == 0u) {
        total = 0u;
    }
    memoryBarrierShared();
    barrier();
    uint t_3 = inputBuffer.data[t_1];
    uint t_4 = atomicAdd(total, t_3);
    memoryBarrierShared();
    barrier();
    if (t_1 == 0u) {
        uint t_5 = total;
        outputBuffer.data[0u] = int(t_5);
        outputBuffer.data[1u] = 6;
        outputBuffer.data[2u] = 12;
        outputBuffer.data[3u] = 3;
        outputBuffer.data[4u] = 1016;
        outputBuffer.data[5u] = 4;
        outputBuffer.data[6u] = 8;
        outputBuffer.data[7u] = -14;
        outputBuffer.data[8u] = 10;
        outputBuffer.data[9u] = 2;
        uvec3 t_6 = gl_NumWorkGroups;
        outputBuffer.data[10u] = int(t_6.x);
    }
    if (t_1 == 3u) {
        uvec3 t_7 = gl_LocalInvocationID;
        uvec3 t_8 = gl_WorkGroupID;
        outputBuffer.data[11u] = int(t_7.x) * 100 + int(t_8.x);
    }
    return;
}
