#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = -1;
    outputBuffer.data[1u] = 127;
    outputBuffer.data[2u] = 4464;
    outputBuffer.data[3u] = -2048;
    outputBuffer.data[4u] = 0;
    outputBuffer.data[5u] = -3;
    outputBuffer.data[6u] = -1;
    outputBuffer.data[7u] = 0;
    outputBuffer.data[8u] = -1;
    outputBuffer.data[9u] = int(0x80000000u);
    outputBuffer.data[10u] = 0;
    outputBuffer.data[11u] = -2147483647;
    outputBuffer.data[12u] = 44;
    outputBuffer.data[13u] = 255;
    outputBuffer.data[14u] = 44;
    outputBuffer.data[15u] = 1;
    outputBuffer.data[16u] = -32768;
    outputBuffer.data[17u] = 2147483647;
    outputBuffer.data[18u] = -1;
    outputBuffer.data[19u] = 15;
    int[4] arr = int[4](0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = arr[3];
    outputBuffer.data[20u] = t_1;
    outputBuffer.data[21u] = 2101281;
    outputBuffer.data[22u] = 255;
    outputBuffer.data[23u] = 0;
    outputBuffer.data[24u] = 67;
    outputBuffer.data[25u] = 6;
    uint t_2 = t.x;
    int t_3 = int(t_2);
    outputBuffer.data[26u] = int(int8_t(t_3 + 127) + int8_t(1));
    outputBuffer.data[27u] = int(int8_t(t_3 + 255));
    outputBuffer.data[28u] = int(uint16_t(t_3 + 70000));
    outputBuffer.data[29u] = int(t_2 + 4294967295u + 1u);
    outputBuffer.data[30u] = int(4294967295u < t_2);
    outputBuffer.data[31u] = int(int16_t(int(int16_t(t_3 + 32768)) >> (4 & 31)));
    return;
}
