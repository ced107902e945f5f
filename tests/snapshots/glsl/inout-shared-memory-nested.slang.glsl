#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
shared uint counter;
shared uint total;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    bool t_1 = t.x == 0u;
    if (t_1) {
        counter = 0u;
        total = 0u;
    }
    memoryBarrierShared();
    barrier();
    uint t_2 = atomicAdd(counter, 1u);
    uint t_3 = atomicAdd(counter, 1u);
    uint t_4 = atomicAdd(total, 5u);
    uint t_5 = atomicAdd(outputBuffer.data[2u], 1u);
    uint t_6 = atomicAdd(outputBuffer.data[2u], 1u);
    memoryBarrierShared();
    barrier();
    if (t_1) {
        uint t_7 = counter;
        outputBuffer.data[0u] = t_7;
        uint t_8 = total;
        outputBuffer.data[1u] = t_8;
    }
    uint t_9 = atomicAdd(outputBuffer.data[3u], t_4 / 5u);
    return;
}
