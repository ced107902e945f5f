#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} buffer_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2;
    uint t_3 = 0u;
    for (;;) {
        uint t_4 = buffer_1.data[1u];
        uint t_5 = atomicCompSwap(buffer_1.data[1u], t_4, floatBitsToUint(uintBitsToFloat(t_4) + 0.25));
        if (t_5 == t_4) {
            t_2 = t_5;
            break;
        }
        t_3 = t_5;
        continue;
    }
    uint t_6;
    uint t_7 = 0u;
    for (;;) {
        uint t_8 = buffer_1.data[16u + 4u * t_1 >> (2u & 31u)];
        uint t_9 = atomicCompSwap(buffer_1.data[16u + 4u * t_1 >> (2u & 31u)], t_8, floatBitsToUint(uintBitsToFloat(t_8) + (0.5 + float(t_1))));
        if (t_9 == t_8) {
            t_6 = t_9;
            break;
        }
        t_7 = t_9;
        continue;
    }
    outputBuffer.data[8u + t_1] = uintBitsToFloat(t_6);
    memoryBarrier();
    barrier();
    uint t_10 = buffer_1.data[16u + 4u * t_1 >> (2u & 31u)];
    outputBuffer.data[t_1] = uintBitsToFloat(t_10);
    if (t_1 == 0u) {
        uint t_11 = buffer_1.data[1u];
        outputBuffer.data[16u] = uintBitsToFloat(t_11);
        uint t_12 = buffer_1.data[0u];
        outputBuffer.data[17u] = uintBitsToFloat(t_12);
    }
    return;
}
