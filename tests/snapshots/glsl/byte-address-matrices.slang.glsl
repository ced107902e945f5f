#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} data;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uint t = data.data[0u];
    uint t_1 = data.data[1u];
    uint t_2 = data.data[2u];
    uint t_3 = data.data[3u];
    uint t_4 = data.data[4u];
    uint t_5 = data.data[5u];
    uint t_6 = data.data[6u];
    uint t_7 = data.data[7u];
    uint t_8 = data.data[8u];
    uint t_9 = data.data[9u];
    uint t_10 = data.data[10u];
    uint t_11 = data.data[11u];
    uint t_12 = data.data[12u];
    uint t_13 = data.data[13u];
    uint t_14 = data.data[14u];
    uint t_15 = data.data[15u];
    uint t_16 = data.data[16u];
    uint t_17 = data.data[17u];
    uint t_18 = data.data[18u];
    uint t_19 = data.data[19u];
    uint t_20 = data.data[20u];
    uint t_21 = data.data[21u];
    uint t_22 = data.data[22u];
    uint t_23 = data.data[23u];
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = t_4;
    outputBuffer.data[2u] = t_10;
    outputBuffer.data[3u] = t_9;
    outputBuffer.data[4u] = t_15;
    outputBuffer.data[5u] = t_22;
    outputBuffer.data[6u] = t;
    outputBuffer.data[7u] = t_1;
    outputBuffer.data[8u] = t_2;
    outputBuffer.data[9u] = t_3;
    outputBuffer.data[10u] = t_4;
    outputBuffer.data[11u] = t_5;
    outputBuffer.data[12u] = t_6;
    outputBuffer.data[13u] = t_7;
    outputBuffer.data[14u] = t_8;
    outputBuffer.data[16u] = t_10;
    outputBuffer.data[18u] = t_12;
    outputBuffer.data[20u] = t_14;
    outputBuffer.data[15u] = t_9;
    outputBuffer.data[17u] = t_11;
    outputBuffer.data[19u] = t_13;
    outputBuffer.data[21u] = t_15;
    outputBuffer.data[22u] = t_16;
    outputBuffer.data[23u] = t_17;
    outputBuffer.data[24u] = t_18;
    outputBuffer.data[25u] = t_19;
    outputBuffer.data[26u] = t_20;
    outputBuffer.data[27u] = t_21;
    outputBuffer.data[28u] = t_22;
    outputBuffer.data[29u] = t_23;
    return;
}
