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
    ivec3 m = ivec3(0);
    ivec3 m_1 = ivec3(0);
    ivec3 m_2 = ivec3(0);
    m = ivec3(0, 1, 2) + t_1;
    m_1 = ivec3(10, 11, 12) + t_1;
    m_2 = ivec3(20, 21, 22) + t_1;
    ivec3 t_2 = m_1;
    outputBuffer.data[0u] = t_2.x;
    ivec3 t_3 = m_2;
    outputBuffer.data[1u] = t_3.y;
    ivec3 t_4 = m;
    ivec3 t_5 = m_1;
    ivec3 t_6 = m_2;
    outputBuffer.data[2u] = t_4.x + t_5.y + t_6.z;
    ivec3 t_7 = m;
    ivec3 t_8 = m_1;
    outputBuffer.data[3u] = t_7.y * 100 + t_8.x;
    m[2] = 7;
    int t_9 = m[2];
    outputBuffer.data[4u] = t_9;
    int t_10 = m[2];
    m[2] = t_10 + 5;
    ivec3 t_11 = m;
    outputBuffer.data[5u] = t_11.z;
    int t_12 = m[2];
    outputBuffer.data[6u] = t_12;
    int t_13 = m_1[2];
    outputBuffer.data[7u] = t_13;
    return;
}
