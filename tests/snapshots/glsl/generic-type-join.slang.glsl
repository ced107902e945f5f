#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    outputBuffer.data[0u] = 8;
    outputBuffer.data[1u] = 1;
    outputBuffer.data[2u] = 2;
    outputBuffer.data[3u] = 2;
    outputBuffer.data[4u] = 8;
    outputBuffer.data[5u] = 8;
    outputBuffer.data[6u] = 1;
    outputBuffer.data[7u] = 2;
    outputBuffer.data[8u] = 6;
    outputBuffer.data[9u] = 1;
    outputBuffer.data[10u] = 2;
    outputBuffer.data[11u] = 8;
    outputBuffer.data[12u] = int(min(uint(t_2 - 1), 2u) >> (28u & 31u));
    outputBuffer.data[13u] = int(uint8_t(t_2 + 255)) + 1;
    double t_3 = double(float(t_1) + 0.25);
    double t_4 = 0.1lf;
    outputBuffer.data[14u] = int((isnan(t_3) ? t_4 : isnan(t_4) ? t_3 : max(t_3, t_4)) * 100.0lf);
    outputBuffer.data[15u] = int(2u + uint(t_2 - 3));
    return;
}
