#version 450
#extension GL_EXT_shader_atomic_float : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
shared float shared_1;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    if (t_1 == 0u) {
        shared_1 = 0.5;
    }
    memoryBarrierShared();
    barrier();
    float t_2 = atomicAdd(outputBuffer.data[0u], 0.25);
    float t_3 = atomicAdd(shared_1, float(t_1));
    memoryBarrierShared();
    barrier();
    if (t_1 == 3u) {
        float t_4 = atomicAdd(outputBuffer.data[1u], 1.5);
        outputBuffer.data[2u] = t_4;
        float t_5 = shared_1;
        outputBuffer.data[3u] = t_5;
    }
    return;
}
