#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    ivec3 t_1 = ivec3(int(t.x));
    ivec3[3] m = ivec3[3](ivec3(0), ivec3(0), ivec3(0));
    m = ivec3[3](ivec3(0, 1, 2) + t_1, ivec3(10, 11, 12) + t_1, ivec3(20, 21, 22) + t_1);
    ivec3[3] t_2 = m;
    outputBuffer.data[0u] = t_2[1].x;
    ivec3[3] t_3 = m;
    outputBuffer.data[1u] = t_3[2].y;
    ivec3[3] t_4 = m;
    outputBuffer.data[2u] = t_4[0].x + t_4[1].y + t_4[2].z;
    ivec3[3] t_5 = m;
    outputBuffer.data[3u] = t_5[0].y * 100 + t_5[1].x;
    m[0][2] = 7;
    int t_6 = m[0][2];
    outputBuffer.data[4u] = t_6;
    int t_7 = m[0][2];
    m[0][2] = t_7 + 5;
    ivec3[3] t_8 = m;
    outputBuffer.data[5u] = t_8[0].z;
    int t_9 = m[0][2];
    outputBuffer.data[6u] = t_9;
    int t_10 = m[1][2];
    outputBuffer.data[7u] = t_10;
    return;
}
