#version 450
#extension GL_EXT_shader_atomic_float2 : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
shared float lowest;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    float t_2 = float(t_1) * 1.25 - 3.5;
    if (t_1 == 0u) {
        lowest = 1000.0;
    }
    memoryBarrierShared();
    barrier();
    float t_3 = atomicMin(outputBuffer.data[0u], t_2);
    float t_4 = atomicMax(outputBuffer.data[1u], t_2);
    float t_5 = atomicMin(lowest, -t_2);
    memoryBarrierShared();
    barrier();
    if (t_1 == 2u) {
        float t_6 = atomicMax(outputBuffer.data[2u], 7.5);
        outputBuffer.data[3u] = t_6;
        float t_7 = lowest;
        outputBuffer.data[4u] = t_7;
    }
    return;
}
