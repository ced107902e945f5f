#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
shared uint[8] shared_1;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = t.x;
    shared_1[t_1] = t_1 * t_1;
    memoryBarrierShared();
    barrier();
    uint t_2 = shared_1[7u - t_1];
    outputBuffer.data[t_1] = t_2;
    return;
}
