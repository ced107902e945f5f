#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
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
        uint t_4 = buffer_1.data[0u];
        uint t_5 = atomicCompSwap(buffer_1.data[0u], t_4, t_4 & 65535u | uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(t_4 >> (16u & 31u))) + float16_t(0.25))) << (16u & 31u));
        if (t_5 == t_4) {
            t_2 = t_5;
            break;
        }
        t_3 = t_5;
        continue;
    }
    uint t_6 = 8u + 4u * t_1 + 2u * (t_1 & 1u);
    uint t_7 = (t_6 & 3u) << (3u & 31u);
    uint t_8;
    uint t_9 = 0u;
    for (;;) {
        uint t_10 = buffer_1.data[(t_6 & 4294967292u) >> (2u & 31u)];
        uint t_11 = atomicCompSwap(buffer_1.data[(t_6 & 4294967292u) >> (2u & 31u)], t_10, t_10 & ~(65535u << (t_7 & 31u)) | uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(t_10 >> (t_7 & 31u))) + float16_t(0.5))) << (t_7 & 31u));
        if (t_11 == t_10) {
            t_8 = t_11;
            break;
        }
        t_9 = t_11;
        continue;
    }
    outputBuffer.data[8u + t_1] = float(uint16BitsToFloat16(uint16_t(t_8 >> (t_7 & 31u))));
    memoryBarrier();
    barrier();
    uint t_12 = buffer_1.data[(t_6 & 4294967292u) >> (2u & 31u)];
    outputBuffer.data[t_1] = float(uint16BitsToFloat16(uint16_t(t_12 >> (t_7 & 31u))));
    if (t_1 == 0u) {
        uint t_13 = buffer_1.data[0u];
        outputBuffer.data[16u] = float(uint16BitsToFloat16(uint16_t(t_13 >> (16u & 31u))));
        uint t_14 = buffer_1.data[0u];
        outputBuffer.data[17u] = float(uint16BitsToFloat16(uint16_t(t_14)));
        uint t_15 = buffer_1.data[4u];
        outputBuffer.data[18u] = float(uint16BitsToFloat16(uint16_t(t_15 >> (16u & 31u))));
        uint t_16 = buffer_1.data[5u];
        outputBuffer.data[19u] = float(uint16BitsToFloat16(uint16_t(t_16)));
    }
    return;
}
